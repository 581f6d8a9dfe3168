/** The SMTP transport from the settings (mail must be on: see mailEnabled). */
import type { Transporter } from 'nodemailer';
import type { Config } from '../config.js';

export async function createMailTransport(config: Config): Promise<Transporter> {
  const { default: nodemailer } = await import('nodemailer');
  let host = config.SMTP_HOST;
  let port = config.SMTP_PORT;
  let secure = config.SMTP_SECURE;
  let user = config.SMTP_USER;
  let pass = config.SMTP_PASS;
  if (config.SMTP_URL) {
    const url = new URL(config.SMTP_URL);
    secure = url.protocol === 'smtps:';
    host = url.hostname;
    port = url.port ? Number(url.port) : secure ? 465 : 587;
    user = decodeURIComponent(url.username);
    pass = decodeURIComponent(url.password);
  }
  return nodemailer.createTransport({
    host,
    port,
    secure,
    auth: user ? { user, pass } : undefined,
    connectionTimeout: config.SMTP_TIMEOUT_MS,
    greetingTimeout: config.SMTP_TIMEOUT_MS,
    socketTimeout: config.SMTP_TIMEOUT_MS,
  });
}
