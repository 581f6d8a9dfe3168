/**
 * The staff email's lead links, as one Fastify plugin: GET /lead/:id/:action?token= shows the lead
 * and a form and changes nothing (mail scanners and link previews follow links); POST records the
 * change (token in the body, same-origin posts only) and answers 303 back to the page, which then
 * says it was saved. Every answer is noindex, never cached, sends no Referer onwards and is
 * rate-limited per IP; a bad, altered, expired or other lead's token gets a plain page and a 4xx.
 */
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { webhookUrls, type Config } from '../config.js';
import type { DB } from '../db/db.js';
import { getEnquiry, type Enquiry } from '../enquiries/repository.js';
import type { PageStore } from '../routes/pages.js';
import { errorStatus } from '../routes/errors.js';
import { originPolicy } from '../routes/request-origin.js';
import { formatLocalTime } from '../time/local-time.js';
import type { LeadOutcomeView } from '../views/pages/LeadOutcomePage.js';
import { checkToken, isLinkAction, leadLinkSecret, leadPath, type LinkAction } from './lead-link.js';
import { currentOutcome, describeOutcome, outcomeProblem, parseAud, recordOutcome } from './outcomes.js';

export interface LeadRouteDeps {
  config: Config;
  db: DB;
  pages: PageStore;
  /** The outbox, told when an outcome's webhooks are queued. */
  outbox: { notify(): void };
  /** The app's clock (tests move it to see a link expire). */
  now: () => Date;
}

interface LeadRequest {
  Params: { id: string; action: string };
  Querystring: { token?: string; saved?: string };
  Body: { token?: string; value?: string; reason?: string };
}

/** Why a link cannot be used, as its page says it. */
const REFUSALS = {
  invalid: {
    status: 403,
    title: 'This link does not work',
    text: 'This lead link is not valid: it may have been altered or cut short, or it belongs to another lead. Open the link again from the staff email.',
  },
  expired: {
    status: 410,
    title: 'This link has expired',
    text: 'Lead links work for a limited time after their email was sent. Record the change from the command line instead: npm run lead -- ID (sudo laserfocus lead ID on the server).',
  },
  missing: {
    status: 404,
    title: 'This lead no longer exists',
    text: 'The enquiry behind this link has been deleted, for example at the person’s request.',
  },
  foreign: {
    status: 403,
    title: 'This form only works on our website',
    text: 'The change was not recorded: it must be sent from the lead’s page on this website. Open the link from the staff email again.',
  },
} as const;

/** "Paid Search, google / cpc, campaign spring; landed on /strategy/google-ads": the visit the enquiry was sent in. */
function sourceOf(e: Enquiry): string {
  const t = e.last ?? e.first;
  if (!t) return 'Not recorded';
  return `${t.channel}, ${t.source} / ${t.medium}${t.utm_campaign ? `, campaign ${t.utm_campaign}` : ''}; landed on ${t.landing_path}`;
}

export const leadRoutes: FastifyPluginAsync<LeadRouteDeps> = async (app, deps) => {
  const { config, db, pages, outbox, now } = deps;
  const secret = leadLinkSecret(db, config.LEAD_LINK_SECRET);
  const origins = originPolicy(config);

  const send = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(html);
  const refuse = async (reply: FastifyReply, why: keyof typeof REFUSALS | { status: number; title: string; text: string }) => {
    const r = typeof why === 'string' ? REFUSALS[why] : why;
    return send(reply, r.status, await pages.render((renderer, ctx) => renderer.renderLeadLinkRefused(ctx, r.title, r.text)));
  };

  /** The lead and action a request names, once its token is checked; or the refusal already sent. */
  async function leadOf(
    req: FastifyRequest<LeadRequest>,
    reply: FastifyReply,
    token: unknown,
  ): Promise<{ enquiry: Enquiry; action: LinkAction; token: string } | undefined> {
    const id = /^[1-9]\d{0,15}$/.test(req.params.id) ? Number(req.params.id) : 0;
    const action = req.params.action;
    if (!id || !isLinkAction(action)) return void (await refuse(reply, 'invalid'));
    const check = checkToken(secret, id, action, token, now().getTime());
    if (check !== 'ok') return void (await refuse(reply, check));
    const enquiry = getEnquiry(db, id);
    if (!enquiry) return void (await refuse(reply, 'missing'));
    return { enquiry, action, token: token as string };
  }

  const view = (enquiry: Enquiry, action: LinkAction, token: string, extra: Partial<LeadOutcomeView> = {}): LeadOutcomeView => {
    const current = currentOutcome(db, enquiry.id);
    return {
      id: enquiry.id,
      name: enquiry.name,
      received: formatLocalTime(enquiry.created_at, config.TIME_ZONE),
      source: sourceOf(enquiry),
      current: describeOutcome(current),
      currentSince: current.changed_at ? formatLocalTime(current.changed_at, config.TIME_ZONE) : undefined,
      action,
      path: leadPath(enquiry.id, action),
      token,
      ...extra,
    };
  };
  const page = async (reply: FastifyReply, status: number, lead: LeadOutcomeView) =>
    send(reply, status, await pages.render((r, ctx) => r.renderLeadOutcome(ctx, lead)));

  await app.register(rateLimit, {
    global: false,
    max: config.LEAD_RATE_MAX,
    timeWindow: config.LEAD_RATE_WINDOW_MS,
    errorResponseBuilder: () => ({
      statusCode: 429,
      message: 'Too many requests for lead pages from your connection. Please wait a few minutes and try again.',
    }),
  });
  // Whatever goes wrong (too many requests, a body too large, an unexpected error) is a plain page, never a stack trace.
  app.setErrorHandler(async (err: FastifyError, req, reply) => {
    const status = errorStatus(err);
    if (status >= 500) req.log.error({ err }, 'unexpected error');
    const text =
      status === 429
        ? err.message
        : status >= 500
          ? 'Something went wrong on our side and nothing was recorded. Please try again in a moment.'
          : 'The request could not be understood, and nothing was recorded.';
    return refuse(reply, { status, title: status === 429 ? 'Too many requests' : 'Nothing was recorded', text });
  });

  app.get<LeadRequest>('/lead/:id/:action', { config: { rateLimit: {} } }, async (req, reply) => {
    const lead = await leadOf(req, reply, req.query.token);
    if (!lead) return reply;
    return page(reply, 200, view(lead.enquiry, lead.action, lead.token, { saved: req.query.saved === '1' }));
  });

  app.post<LeadRequest>('/lead/:id/:action', { config: { rateLimit: {} } }, async (req, reply) => {
    // Another site's page (or one of ALLOWED_ORIGINS, which has no lead pages) cannot post here.
    const origin = origins.judge(req);
    if (origin !== 'same-origin' && origin !== 'unstated') return refuse(reply, 'foreign');
    const body = req.body ?? {};
    const lead = await leadOf(req, reply, body.token);
    if (!lead) return reply;
    const { enquiry, action, token } = lead;
    const input = {
      outcome: action,
      valueAud: action === 'won' ? parseAud(body.value) : undefined,
      reason: action === 'lost' ? String(body.reason ?? '') : undefined,
    };
    const problem =
      action === 'won' && Number.isNaN(input.valueAud)
        ? 'Please give the value as an amount in dollars, such as 4800 or 4,800.50.'
        : outcomeProblem(input);
    if (problem)
      return page(
        reply,
        400,
        view(enquiry, action, token, { error: problem, value: String(body.value ?? ''), reason: String(body.reason ?? '') }),
      );
    recordOutcome(db, enquiry.id, { ...input, by: 'staff email link', now: now().toISOString(), webhookUrls: webhookUrls(config) });
    req.log.info({ enquiryId: enquiry.id, outcome: action }, 'lead outcome recorded');
    outbox.notify();
    return reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .redirect(`${leadPath(enquiry.id, action)}?token=${encodeURIComponent(token)}&saved=1`, 303);
  });
};
