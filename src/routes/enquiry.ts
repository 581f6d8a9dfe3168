/**
 * POST /api/seo-audit-request: the free SEO audit request, as a plain form (303 to /thank-you,
 * or 400 with the form re-shown) or as JSON from the island (201 { ok, id }, or 400 { message }).
 * The enquiry is committed to SQLite before any answer is sent.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { site } from '../../data/site.js';
import type { Config } from '../config.js';
import type { DB } from '../enquiries/db.js';
import { checkFormToken } from '../enquiries/form-token.js';
import type { MailWorker } from '../enquiries/outbox.js';
import { saveEnquiry } from '../enquiries/repository.js';
import { typedValues, validateEnquiry } from '../enquiries/validate.js';
import { ENQUIRY_ENDPOINT } from '../islands/AuditForm.js';
import { FORM_COOKIE, readCookie, sendHtml, type PageStore } from './pages.js';

export interface EnquiryDeps {
  config: Config;
  db: DB;
  mail: MailWorker;
  pages: PageStore;
  formSecret: string;
}

/** The form's endpoint, shared with the browser form (spec 7). */
export const ENQUIRY_PATH = ENQUIRY_ENDPOINT;

/** True for the no-JavaScript form post (it gets HTML answers; everything else gets JSON). */
export function isFormPost(req: FastifyRequest): boolean {
  return String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
}

/** Answers a problem in the request's own language: the form re-shown for browsers, JSON otherwise. */
export function sendProblem(req: FastifyRequest, reply: FastifyReply, pages: PageStore, status: number, message: string): FastifyReply {
  if (!isFormPost(req)) return reply.code(status).send({ message });
  const body = req.body as Record<string, unknown> | undefined;
  const route = pages.formRoute(body?.source);
  return sendHtml(reply, pages.withForm(route.path, { values: typedValues(body), formError: message }), status);
}

export async function enquiryRoutes(app: FastifyInstance, deps: EnquiryDeps): Promise<void> {
  const { config, db, mail, pages } = deps;
  await app.register(rateLimit, {
    global: false,
    // Checked after the body is parsed, so a limited no-JS visitor still gets their values back.
    hook: 'preHandler',
    max: config.RATE_LIMIT_MAX,
    // The limit counts enquiries, not typos: a rejected (400) attempt saves nothing and costs nothing.
    allowList: (req) => !validateEnquiry(req.body).ok,
    timeWindow: config.RATE_LIMIT_WINDOW_MS,
    errorResponseBuilder: () => ({
      statusCode: 429,
      message: `Too many enquiries from your connection. Please wait a few minutes and try again, or call us on ${site.phone.display}.`,
    }),
  });

  app.post(ENQUIRY_PATH, { bodyLimit: config.BODY_LIMIT, config: { rateLimit: {} } }, async (req, reply) => {
    const form = isFormPost(req);
    const body = req.body as Record<string, unknown> | undefined;
    const result = validateEnquiry(body);
    if (!result.ok) {
      if (!form) return reply.code(400).send({ message: result.message, errors: result.errors });
      const route = pages.formRoute(body?.source);
      return sendHtml(reply, pages.withForm(route.path, { values: typedValues(body), errors: result.errors }), 400);
    }

    const honeypot = typeof body?.company === 'string' && body.company.trim() !== '';
    const token = checkFormToken(deps.formSecret, readCookie(req, FORM_COOKIE), config.FORM_MIN_FILL_MS);
    const spamReason = honeypot ? 'honeypot' : token === 'too-fast' || token === 'forged' ? `token ${token}` : undefined;
    const source = pages.formRoute(body?.source).path;

    const id = saveEnquiry(db, {
      values: result.value,
      source,
      userAgent: String(req.headers['user-agent'] ?? ''),
      ip: req.ip,
      spamReason,
      acknowledge: config.MAIL_ACK,
    });
    req.log.info({ enquiryId: id, spam: Boolean(spamReason), source }, 'enquiry saved');
    if (!spamReason) mail.notify();

    if (form) return reply.code(303).header('location', '/thank-you').send();
    return reply.code(201).send({ ok: true, id });
  });
}
