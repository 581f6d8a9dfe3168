/** The SMTP transport from the settings, or undefined when mail is off. */
import nodemailer, { type Transporter } from 'nodemailer';
import { mailEnabled, type Config } from '../config.js';

export function createMailTransport(config: Config): Transporter | undefined {
  if (!mailEnabled(config)) return undefined;
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
