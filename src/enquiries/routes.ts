/**
 * The audit request, as one self-contained Fastify plugin: POST /api/seo-audit-request (a plain
 * form gets 303 to /thank-you or the page re-shown with its problems; JSON gets 201 { ok, id } or
 * { message }), GET /api/form-token for the fill-time check, the per-IP rate limit, and every error
 * answer. A post from another site's page is refused first (403, see src/routes/request-origin.ts); each request
 * is validated once; the enquiry is committed to SQLite before any answer, and when storage refuses
 * the write (disk full) the visitor is told it was not received (503).
 */
import type { FastifyError, FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { site } from '../../data/site.js';
import { allowedOrigins, webhookUrls, type Config } from '../config.js';
import type { DB } from '../db/db.js';
import { formTokens } from './form-token.js';
import { saveEnquiry } from './repository.js';
import { queueAudit } from '../audit/index.js';
import { holdDeliveries } from '../outbox/queue.js';
import type { StorageHealth } from './storage-health.js';
import { fieldsOf, typedValues, validateEnquiry, type ValidationResult as EnquiryValidation } from './validate.js';
import { ENQUIRY_PATH, FORM_TOKEN_PATH, formMeta, type EnquiryProblem, type EnquiryValues } from '../shared/enquiry-contract.js';
import { attributionFromBrowser, attributionFromReferer, type CleanAttribution } from '../attribution/sanitize.js';
import { errorStatus, friendlyMessage } from '../routes/errors.js';
import { originPolicy } from '../routes/request-origin.js';
import { sendHtml, type PageStore } from '../routes/pages.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The enquiry's validation result, set once before the rate limiter and the handler read it. */
    enquiry: EnquiryValidation | null;
  }
}

/** A worker told that there is work now rather than at its next poll (the outbox, the site check's worker). */
interface Wakeable {
  notify(): void;
}

export interface EnquiryDeps {
  config: Config;
  db: DB;
  /** The outbox, told when an enquiry's email and webhooks are queued. */
  outbox: Wakeable;
  pages: PageStore;
  formSecret: string;
  storage: StorageHealth;
  /** The background site check, told when a check is queued; absent when AUDIT_ENABLED is off. */
  audits?: Wakeable;
}

const foreignOriginMessage = `This form can only be sent from our own website. Please fill it in on our site, or call us on ${site.phone.display}.`;
const storageFailedMessage = `Sorry, we could not save your enquiry because of a problem on our side, so it has not reached us. Please call us on ${site.phone.display}, or try again in a few minutes.`;

/** True for the no-JavaScript form post (it gets HTML answers; everything else gets JSON). */
function isFormPost(req: FastifyRequest): boolean {
  return String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
}

/** What the handlers share: the origin policy, the form tokens and the answers for every problem. */
function enquiryContext(deps: EnquiryDeps) {
  const { config, pages } = deps;
  const origins = originPolicy(config);
  const tokens = formTokens(deps.formSecret, config.FORM_MIN_FILL_MS);
  const isSitePath = (path: string) => pages.pagePaths.has(path);

  /**
   * Where the enquiry came from: the browser's record sent with a JSON post, else the post's own
   * same-origin Referer (the page the form was on, with its query). Malformed attribution is dropped
   * (logged at debug) and never costs the lead.
   */
  function attributionOf(req: FastifyRequest, body: Record<string, unknown>): CleanAttribution | undefined {
    const sent = body[formMeta.attribution];
    const fromBrowser = attributionFromBrowser(sent, isSitePath);
    if (sent !== undefined && !fromBrowser) req.log.debug('attribution from the browser was unusable and was dropped');
    return fromBrowser ?? attributionFromReferer(req.headers.referer, origins.ownOrigins(req), isSitePath);
  }

  /**
   * The page the form was sent from: its hidden field, or, when the body was never read (too large),
   * the path of the post's same-origin Referer.
   */
  function sentFrom(req: FastifyRequest, body: Record<string, unknown>): unknown {
    if (body[formMeta.source] !== undefined) return body[formMeta.source];
    try {
      const referer = new URL(String(req.headers.referer));
      return origins.ownOrigins(req).includes(referer.origin) ? referer.pathname : undefined;
    } catch {
      return undefined;
    }
  }

  /** Answers every problem: the form re-shown with the typed values for browsers, JSON otherwise. */
  async function answerProblem(req: FastifyRequest, reply: FastifyReply, status: number, problem: EnquiryProblem): Promise<FastifyReply> {
    if (!isFormPost(req)) return reply.code(status).send(problem);
    const body = fieldsOf(req.body);
    const page = pages.formPath(sentFrom(req, body));
    const form = problem.errors
      ? { values: typedValues(body), errors: problem.errors }
      : { values: typedValues(body), formError: problem.message };
    return sendHtml(reply, await pages.withForm(page, form), status);
  }

  return { origins, tokens, attributionOf, answerProblem };
}
type EnquiryContext = ReturnType<typeof enquiryContext>;

/** Unexpected errors and the per-IP rate limit, both answered as the form's own problems. */
async function registerErrorAnswers(app: FastifyInstance, config: Config, { answerProblem }: EnquiryContext): Promise<void> {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const status = errorStatus(err);
    if (status >= 500) req.log.error({ err }, 'unexpected error');
    return answerProblem(req, reply, status, { message: friendlyMessage(err, status) });
  });
  await app.register(rateLimit, {
    global: false,
    // Checked after the body is parsed, so a limited no-JS visitor still gets their values back.
    hook: 'preHandler',
    max: config.RATE_LIMIT_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW_MS,
    // The limit counts enquiries, not typos: a rejected (400) attempt saves nothing and costs nothing.
    allowList: (req) => req.enquiry?.ok !== true,
    errorResponseBuilder: () => ({
      statusCode: 429,
      message: `Too many enquiries from your connection. Please wait a few minutes and try again, or call us on ${site.phone.display}.`,
    }),
  });
}

/** The static export's pages (ALLOWED_ORIGINS) fetch the token and post JSON across origins. */
function registerCrossOrigin(app: FastifyInstance, config: Config, { origins }: EnquiryContext): void {
  app.addHook('onRequest', async (req, reply) => origins.allowCors(req, reply));
  if (!allowedOrigins(config).length) return;
  for (const path of [ENQUIRY_PATH, FORM_TOKEN_PATH]) {
    app.options(path, async (req, reply) => {
      if (origins.judge(req) !== 'allowed') return reply.code(403).send({ message: foreignOriginMessage });
      return reply
        .code(204)
        .header('access-control-allow-methods', path === ENQUIRY_PATH ? 'POST' : 'GET')
        .header('access-control-allow-headers', 'content-type, accept')
        .header('access-control-max-age', '600')
        .send();
    });
  }
}

/** Why a valid post is kept as spam (the honeypot filled, or a form token too young or forged), if it is. */
function spamReasonOf(body: Record<string, unknown>, tokens: EnquiryContext['tokens']): string | undefined {
  const honeypot = typeof body[formMeta.honeypot] === 'string' && (body[formMeta.honeypot] as string).trim() !== '';
  const token = tokens.check(body[formMeta.token]);
  return honeypot ? 'honeypot' : token === 'too-fast' || token === 'forged' ? `token ${token}` : undefined;
}

/**
 * Commits the enquiry and its site check together (the check itself runs after the answer); returns
 * the enquiry's id and the check's public id, or undefined when storage refused the write.
 */
function saveWithCheck(
  deps: EnquiryDeps,
  ctx: EnquiryContext,
  req: FastifyRequest,
  values: EnquiryValues,
  spamReason: string | undefined,
): { id: number; audit?: string; source: string } | undefined {
  const { config, db, pages, storage, audits } = deps;
  const body = fieldsOf(req.body);
  const source = pages.formPath(body[formMeta.source]);
  let audit: string | undefined;
  const id = storage.write(() =>
    db
      .transaction(() => {
        const saved = saveEnquiry(db, {
          values,
          source,
          userAgent: String(req.headers['user-agent'] ?? ''),
          ip: req.ip,
          spamReason,
          acknowledge: config.MAIL_ACK,
          webhookUrls: webhookUrls(config),
          attribution: ctx.attributionOf(req, body),
          // Only a JSON post says so (the island reads the submit event); it changes no spam rule.
          viaAgent: body[formMeta.agent] === true,
        });
        if (audits && !spamReason) {
          // The lab run follows the crawl: staff wait for its figures too (AUDIT_LAB_MS more).
          const labMs = config.AUDIT_LAB_BROWSER === 'off' ? 0 : config.AUDIT_LAB_MS + config.AUDIT_HOLD_MARGIN_MS;
          const publicId = queueAudit(db, saved, values.website);
          if (values.website) {
            audit = publicId;
            // The enquiry's email and webhook wait for its check, at most as long as it may take: the check announces when it is done.
            holdDeliveries(db, saved, new Date(Date.now() + config.AUDIT_CRAWL_MS + config.AUDIT_HOLD_MARGIN_MS + labMs).toISOString());
          }
        }
        return saved;
      })
      .immediate(),
  );
  return id === undefined ? undefined : { id, audit, source };
}

export const enquiryRoutes: FastifyPluginAsync<EnquiryDeps> = async (app, deps) => {
  const { config, outbox, audits } = deps;
  const ctx = enquiryContext(deps);
  const { origins, tokens, answerProblem } = ctx;
  app.decorateRequest('enquiry', null);
  await registerErrorAnswers(app, config, ctx);
  registerCrossOrigin(app, config, ctx);

  app.get(FORM_TOKEN_PATH, async (_req, reply) => reply.header('cache-control', 'no-store').send({ token: tokens.issue() }));

  app.post(
    ENQUIRY_PATH,
    {
      config: { rateLimit: {} },
      preValidation: async (req, reply) => {
        // Before validation and the rate limit: a foreign page's post counts against nobody.
        if (origins.judge(req) === 'foreign') {
          req.log.info(
            { origin: req.headers.origin, fetchSite: req.headers['sec-fetch-site'] },
            'enquiry refused: posted from another site',
          );
          return answerProblem(req, reply, 403, { message: foreignOriginMessage });
        }
        req.enquiry = validateEnquiry(req.body);
      },
    },
    async (req, reply) => {
      const result = req.enquiry ?? validateEnquiry(req.body);
      if (!result.ok) return answerProblem(req, reply, 400, { message: result.message, errors: result.errors });
      const spamReason = spamReasonOf(fieldsOf(req.body), tokens);
      const saved = saveWithCheck(deps, ctx, req, result.value, spamReason);
      // Storage refused the write (disk full): nothing was saved, and the visitor must not think it was.
      if (!saved) return answerProblem(req, reply.header('retry-after', '120'), 503, { message: storageFailedMessage });
      const { id, audit, source } = saved;
      req.log.info({ enquiryId: id, spam: Boolean(spamReason), source }, 'enquiry saved');
      if (!spamReason) outbox.notify();
      if (audit) audits?.notify();
      if (isFormPost(req))
        return reply
          .code(303)
          .header('location', audit ? `/thank-you?audit=${audit}` : '/thank-you')
          .send();
      return reply.code(201).send({ ok: true, id, ...(audit ? { audit: `/audit/${audit}` } : {}) });
    },
  );
};
