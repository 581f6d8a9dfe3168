/**
 * The prospect's side of the site check: GET /audit/:id (the report page, noindex and never cached)
 * and GET /api/audit/:id (its status, for the page's live update), GET /audit/:id/lab/<n>.jpg (the
 * phone measurement's screenshot of page n: private like the report, and cached for good, as it never
 * changes); `reportLink` gives the thank-you page (src/routes/pages.ts) the report's link. A report
 * and its screenshots answer 404 once AUDIT_REPORT_DAYS have passed.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Config } from '../config.js';
import type { DB } from '../db/db.js';
import rateLimit from '@fastify/rate-limit';
import { originPolicy } from '../routes/request-origin.js';
import { clientKey } from '../lib/client-key.js';
import { countReportView, requestRecheck } from './checks/rechecks.js';
import { PUBLIC_ID, auditByPublicId, type Audit } from './checks/audits.js';
import { labScreenshot } from './lab/store.js';
import { apiComparison, type AuditReportView, reportPresenter, statusOf } from './report-view.js';
import { readCompetitorForm, requestComparison } from './checks/competitors.js';
import { allowedPairs } from '../lib/address-pairs.js';

/**
 * What the report's routes need of the site's page store (src/routes/pages.ts, given by app.ts): the
 * report rendered by the views, answers made per request, and the 404 page.
 */
export interface ReportPages {
  renderReport(view: AuditReportView): Promise<string>;
  sendMadeNow(reply: FastifyReply, html: string, cacheControl: string): Promise<FastifyReply>;
  readonly notFound: { send(reply: FastifyReply): FastifyReply };
}

const PRIVATE = 'private, no-store';
/** A screenshot's address names one check's one page, and what is there never changes. */
const PRIVATE_FOREVER = 'private, max-age=31536000, immutable';

/** The audit behind a public id, while its report is still kept. */
function liveAudit(db: DB, config: Config, id: string): Audit | undefined {
  if (!PUBLIC_ID.test(id)) return undefined;
  const audit = auditByPublicId(db, id);
  if (!audit || audit.status === 'skipped') return undefined;
  return Date.parse(audit.created_at) > Date.now() - config.AUDIT_REPORT_DAYS * 86_400_000 ? audit : undefined;
}

/** The report page's path for a public id (the thank-you page's `?audit=`), while it is kept. */
export const reportLink = (db: DB, config: Config) => (id: string) => {
  const audit = liveAudit(db, config, id);
  return audit ? `/audit/${audit.public_id}` : undefined;
};

export const auditRoutes: FastifyPluginAsync<{ config: Config; db: DB; pages: ReportPages; notify?: () => void }> = async (app, deps) => {
  const { config, db, pages } = deps;
  const live = (id: string) => liveAudit(db, config, id);
  const { at, limits, reportOf } = reportPresenter(db, config);
  const origins = originPolicy(config);

  /** The report page; `notice` answers a no-JS re-check that was refused. */
  const reportHtml = (audit: Audit, notice?: string) => pages.renderReport(reportOf(audit, notice));

  app.get<{ Params: { id: string } }>('/audit/:id', async (req, reply) => {
    const audit = live(req.params.id);
    if (!audit) return pages.notFound.send(reply); // no-store, as every 404
    const html = await reportHtml(audit);
    return pages.sendMadeNow(reply.header('x-robots-tag', 'noindex'), html, PRIVATE);
  });

  /**
   * The finished report shown to a person: the report's island posts here once the page is visible
   * (never while it is prerendered or hidden, never from the staff email's link, never without
   * JavaScript). A link scanner that fetches the page runs no script and is not counted; a post from
   * another site (or with no Origin or Sec-Fetch-Site) is not counted either. Nothing about the
   * visitor is kept: a number and the last time.
   */
  app.post<{ Params: { id: string } }>('/audit/:id/viewed', async (req, reply) => {
    reply.header('cache-control', PRIVATE);
    const audit = live(req.params.id);
    const settled = audit && (audit.status === 'done' || audit.status === 'failed') && !(audit.lab_started_at && !audit.lab);
    if (!audit || origins.judge(req) !== 'same-origin') return reply.code(audit ? 403 : 404).send();
    if (settled) countReportView(db, audit.id, new Date().toISOString());
    return reply.code(204).send();
  });

  // A flood of re-check posts from one address (an IPv6 /64 counts as one), whatever reports they name:
  // refused with Retry-After. A post from another site is refused by its origin and never counted, so
  // no page elsewhere can use up a visitor's allowance.
  await app.register(rateLimit, {
    global: false,
    max: config.AUDIT_RECHECK_IP_MAX,
    timeWindow: 3_600_000,
    keyGenerator: (req) => clientKey(req.ip),
    allowList: (req) => origins.judge(req) === 'foreign',
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      message: `Too many requests to check sites again from your connection. Please try again in ${Math.ceil(context.ttl / 60_000)} minutes.`,
    }),
  });

  /**
   * "Check again": the same check of the same address, queued as every check is. A form post is
   * answered with a 303 back to the report (or the report with the reason, when refused); a fetch
   * with JSON (202, or the refusal with Retry-After), and the page then shows the check's progress.
   */
  app.post<{ Params: { id: string } }>('/audit/:id/recheck', { config: { rateLimit: {} } }, async (req, reply) => {
    const form = String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    // Before anything is looked up or counted, as the enquiry form does.
    if (origins.judge(req) === 'foreign')
      return reply.code(403).header('cache-control', PRIVATE).send({ message: 'A site check can only be run again from its own report.' });
    const audit = live(req.params.id);
    if (!audit) {
      if (form) return pages.notFound.send(reply);
      return reply
        .code(404)
        .header('cache-control', PRIVATE)
        .send({ message: `There is no site check at this address (reports are kept for ${config.AUDIT_REPORT_DAYS} days).` });
    }
    const refusal = requestRecheck(db, audit.id, limits, Date.now(), at);
    if (!refusal) {
      req.log.info({ auditId: audit.id, enquiryId: audit.enquiry_id }, 'site check asked for again');
      deps.notify?.();
      if (form) return reply.code(303).header('location', `/audit/${audit.public_id}`).send();
      return reply
        .code(202)
        .header('cache-control', PRIVATE)
        .send({ status: 'queued', report: `/audit/${audit.public_id}` });
    }
    if (refusal.from) reply.header('retry-after', String(Math.max(1, Math.ceil((Date.parse(refusal.from) - Date.now()) / 1000))));
    reply.code(refusal.status).header('cache-control', PRIVATE);
    if (!form) return reply.send({ message: refusal.message });
    return pages.sendMadeNow(
      reply.header('x-robots-tag', 'noindex'),
      await reportHtml(live(req.params.id) ?? audit, refusal.message),
      PRIVATE,
    );
  });

  const compareLimits = { max: config.COMPARE_COMPETITORS_MAX, perDay: config.COMPARE_PER_DAY };
  const reach = { allowPrivate: config.AUDIT_ALLOW_PRIVATE, allowAddresses: allowedPairs(config.AUDIT_ALLOW_ADDRESSES).pairs };

  /**
   * "How you compare": up to COMPARE_COMPETITORS_MAX competitors' addresses (`competitor1` …), checked
   * by the same rules once no report's own check is waiting. A form post is answered with a 303 to the
   * report's comparison, or the report again with every address as typed and what is wrong with it
   * (422); a fetch with JSON (202, or the refusal with each field's error). Counted with "Check again".
   */
  app.post<{ Params: { id: string } }>('/audit/:id/compare', { config: { rateLimit: {} } }, async (req, reply) => {
    const form = String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    reply.header('cache-control', PRIVATE);
    if (origins.judge(req) === 'foreign') return reply.code(403).send({ message: 'Sites can only be compared from their own report.' });
    const audit = live(req.params.id);
    if (!audit || audit.status !== 'done') {
      if (form && !audit) return pages.notFound.send(reply);
      return reply.code(audit ? 409 : 404).send({
        message: audit ? 'Your own site’s check must finish before it can be compared.' : 'There is no site check at this address.',
      });
    }
    const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
    const sent = readCompetitorForm(body, audit.url, compareLimits.max, reach);
    if (!sent.urls.length && !sent.errors.some(Boolean)) sent.errors[0] = 'Enter a competitor’s website address.';
    const refusal = sent.errors.some(Boolean)
      ? { status: 422 as const, message: 'Please check the addresses marked below.' }
      : requestComparison(db, audit.id, sent.urls, compareLimits, Date.now());
    if (!refusal) {
      req.log.info({ auditId: audit.id, competitors: sent.urls.length }, 'site check comparison asked for');
      deps.notify?.();
      if (form) return reply.code(303).header('location', `/audit/${audit.public_id}#comparison`).send();
      return reply.code(202).send({ status: 'queued', report: `/audit/${audit.public_id}#comparison` });
    }
    reply.code(refusal.status);
    if (!form) return reply.send({ message: refusal.message, errors: sent.errors });
    const view = reportOf(audit, undefined, { values: sent.values, errors: sent.errors, message: refusal.message });
    return pages.sendMadeNow(reply.header('x-robots-tag', 'noindex'), await pages.renderReport(view), PRIVATE);
  });

  app.get<{ Params: { id: string } }>('/api/audit/:id', async (req, reply) => {
    const audit = live(req.params.id);
    reply.header('cache-control', PRIVATE);
    if (!audit)
      return reply
        .code(404)
        .send({ message: `There is no site check at this address (reports are kept for ${config.AUDIT_REPORT_DAYS} days).` });
    const comparison = apiComparison(db, audit);
    return { ...statusOf(audit), ...(comparison && { comparison }) };
  });

  app.get<{ Params: { id: string; file: string } }>('/audit/:id/lab/:file', async (req, reply) => {
    const index = /^([0-9])\.jpg$/.exec(req.params.file)?.[1];
    const audit = index === undefined ? undefined : live(req.params.id);
    const jpeg = audit && labScreenshot(db, audit.public_id, Number(index));
    if (!jpeg) return pages.notFound.send(reply);
    return reply.header('cache-control', PRIVATE_FOREVER).header('x-robots-tag', 'noindex').type('image/jpeg').send(jpeg);
  });
};
