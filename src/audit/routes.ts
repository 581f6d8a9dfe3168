/**
 * The prospect's side of the site check: GET /audit/:id (the report page, noindex and never cached)
 * and GET /api/audit/:id (its status, for the page's live update), GET /audit/:id/lab/<n>.jpg (the
 * phone measurement's screenshot of page n: private like the report, and cached for good, as it never
 * changes); `reportLink` gives the thank-you page (src/routes/pages.ts) the report's link. A report
 * and its screenshots answer 404 once AUDIT_REPORT_DAYS have passed.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.js';
import type { DB } from '../db/db.js';
import type { PageStore } from '../routes/pages.js';
import { groupOf, groupScores, notReadPhrase, type ScoreGroup, topFixes } from './findings/score.js';
import { PUBLIC_ID, auditByPublicId, type Audit } from './store.js';
import { labScreenshot } from './lab/store.js';

const PRIVATE = 'private, no-store';
/** A screenshot's address names one check's one page, and what is there never changes. */
const PRIVATE_FOREVER = 'private, max-age=31536000, immutable';

/** What the report shows of the phone measurement: recorded, under way (begun, nothing recorded yet), or none. */
export function labView(audit: Pick<Audit, 'lab' | 'lab_started_at'>, labMs: number) {
  if (audit.lab) return { state: 'recorded' as const, result: audit.lab, labMs };
  return audit.lab_started_at ? { state: 'measuring' as const, labMs } : { state: 'none' as const };
}

/** The phone measurement's state for the live update: `measuring`, the result's status, or null. */
/**
 * The finished report's score, part by part: Search, AI search and Local from their findings
 * (score.ts), Speed from the phone run's performance score; each with the first few things to do.
 * A part a check did not measure (one made before it existed) is left out.
 */
interface ScorePart {
  key: string;
  label: string;
  score: number | null;
  none?: string;
  items: { text: string; href: string }[];
}

function scoreParts(audit: Audit): ScorePart[] {
  if (audit.status !== 'done') return [];
  const scores = groupScores(audit.findings);
  const part = (key: ScoreGroup, label: string): ScorePart[] =>
    scores[key] === null
      ? []
      : [
          {
            key,
            label,
            score: scores[key],
            items: topFixes(
              audit.findings.filter((f) => groupOf(f) === key),
              3,
            ).map((f) => ({ text: f.message, href: `#finding-${f.id}` })),
          },
        ];
  const home = audit.lab?.pages[0];
  // No browser on the server: no phone figure to give, and the report says so in its phone section.
  const measured = audit.lab ? audit.lab.status !== 'unavailable' : Boolean(audit.lab_started_at);
  const speed: ScorePart[] = measured
    ? [
        {
          key: 'speed',
          label: 'Speed on a phone',
          score: home?.performance ?? null,
          none: audit.lab ? 'Not measured' : 'Being measured',
          items: (home?.opportunities ?? []).map((o) => ({ text: o.text, href: '#audit-lab' })),
        },
      ]
    : [];
  return [...part('search', 'Search'), ...speed, ...part('ai', 'AI search'), ...part('local', 'Local')];
}

const labState = (audit: Audit) => audit.lab?.status ?? (audit.lab_started_at ? 'measuring' : null);

/** The address as a person reads it: host and path, without https:// or a trailing slash. */
export function displaySite(url: string): string {
  try {
    const u = new URL(url);
    const path = u.pathname === '/' ? '' : u.pathname;
    return `${u.hostname.replace(/^www\./, '')}${path}`;
  } catch {
    return url;
  }
}

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

export const auditRoutes: FastifyPluginAsync<{ config: Config; db: DB; pages: PageStore }> = async (app, deps) => {
  const { config, db, pages } = deps;
  const live = (id: string) => liveAudit(db, config, id);
  // "25 November 2026": the day the prospect had the check, in the agency's time zone.
  const day = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: config.TIME_ZONE });

  app.get<{ Params: { id: string } }>('/audit/:id', async (req, reply) => {
    const audit = live(req.params.id);
    if (!audit) return pages.notFound.send(reply); // no-store, as every 404
    const html = await pages.render((r, ctx) =>
      r.renderAuditReport(ctx, {
        publicId: audit.public_id,
        site: displaySite(audit.url),
        status: audit.status,
        score: audit.score,
        findings: audit.findings,
        summary: audit.summary,
        checkedOn: audit.finished_at ? day.format(new Date(audit.finished_at)) : null,
        pages: audit.pages,
        notRead: notReadPhrase(audit.unread),
        maxPages: config.AUDIT_MAX_PAGES,
        crawlMs: config.AUDIT_CRAWL_MS,
        topFixes: audit.status === 'done' ? topFixes(audit.findings, 5) : [],
        lab: labView(audit, config.AUDIT_LAB_MS),
        groups: scoreParts(audit),
        ai: audit.ai,
        local: audit.local,
      }),
    );
    return pages.sendMadeNow(reply.header('x-robots-tag', 'noindex'), html, PRIVATE);
  });

  app.get<{ Params: { id: string } }>('/api/audit/:id', async (req, reply) => {
    const audit = live(req.params.id);
    reply.header('cache-control', PRIVATE);
    if (!audit)
      return reply
        .code(404)
        .send({ message: `There is no site check at this address (reports are kept for ${config.AUDIT_REPORT_DAYS} days).` });
    // Polled every two seconds while the check runs: each finding without its addresses, to keep the answer small.
    return {
      status: audit.status,
      score: audit.score,
      pages: audit.pages,
      unread: audit.unread.count,
      unread_at_least: audit.unread.atLeast,
      findings: audit.findings.map(({ id, severity, message, total }) => ({ id, severity, message, total })),
      lab: labState(audit),
    };
  });

  app.get<{ Params: { id: string; file: string } }>('/audit/:id/lab/:file', async (req, reply) => {
    const index = /^([0-9])\.jpg$/.exec(req.params.file)?.[1];
    const audit = index === undefined ? undefined : live(req.params.id);
    const jpeg = audit && labScreenshot(db, audit.public_id, Number(index));
    if (!jpeg) return pages.notFound.send(reply);
    return reply.header('cache-control', PRIVATE_FOREVER).header('x-robots-tag', 'noindex').type('image/jpeg').send(jpeg);
  });
};
