/**
 * The check's evidence for a site given as strings, with no server and no network: the site (a table
 * of answers, tests/fixtures/site-table.ts, the table tests/fixtures/finding-site.ts serves over
 * HTTPS) is answered in memory as that server answers it (tests/fixtures/in-memory-site.ts), and the
 * check's own first stage, `gatherEvidence`, reads it through that fetcher: its running order, its
 * readers and its crawler, one request at a time. A finding family's test plants facts here and
 * judges them, as a Lighthouse audit is tested with its artifacts.
 *
 * What is measured rather than read is part of the site: `ttfbMs` in a table's answer (default
 * FACT_TTFB_MS), and what http:// answers (`httpRedirectsToHttps`, default true: sent on to https://).
 * An address that could not be fetched (a timeout, a redirect loop) is given as its sentence
 * (`unfetched`, `loop`).
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { findingsOf } from '../src/audit/findings/index.js';
import { assess, gatherEvidence } from '../src/audit/index.js';
import type { Evidence } from '../src/audit/read/evidence.js';
import { FetchRefused } from '../src/audit/read/refused.js';
import type { Fetcher } from '../src/audit/gather/crawl.js';
import { auditUserAgent } from '../src/lib/user-agent.js';
import { Answers, type FactRoutes, Unreachable } from './fixtures/in-memory-site.js';
import type { Routes } from './fixtures/site-table.js';

export { FACT_TTFB_MS, type FactRoutes, type Unfetched } from './fixtures/in-memory-site.js';

export interface FactOptions {
  /** The site's origin (default https://fixture-plumbing.com.au). */
  origin?: string;
  /** The path the check starts from (default '/'). */
  start?: string;
  /** Pages read, the start page included (AUDIT_MAX_PAGES; default 25, as finding-site's `crawl`); 1: the start page alone. */
  maxPages?: number;
  /** Every answer sends HSTS on an https origin, as finding-site's server does, unless false. */
  hsts?: boolean;
  /** On an https origin, http:// sends visitors on to https:// (true, the default) or answers as it is (false). */
  httpRedirectsToHttps?: boolean;
  /**
   * Other websites the site links to, by origin, each a table answered in memory: with them, the check
   * asks about links to other websites (gather/external.ts) as AUDIT_EXTERNAL_LINKS's default does.
   */
  elsewhere?: Record<string, FactRoutes>;
  /** Every page is sent with site-table.ts's SECURE_HEADERS (a policy, framing, no sniffing), unless false. */
  secureHeaders?: boolean;
  /** Requests at once to the site (AUDIT_SITE_CONCURRENCY; default 1, one at a time). */
  concurrency?: number;
  /** How many turns of the event loop each address's answer waits before it comes back: answers then come in another order than asked. */
  answerTurns?: (url: string) => number;
}

/** The fetcher's rules, as the site's defaults give them; nothing here leaves memory. */
const RULES = {
  allowPrivate: false,
  allowAddresses: [],
  timeoutMs: 60_000,
  maxBytes: 2_000_000,
  userAgent: auditUserAgent('https://laserfocus.example'),
};

/** The in-memory site as the check's fetcher: an unreachable address refused as fetch-page.ts refuses it. */
const fetcherOf =
  (site: Answers, elsewhere: Answers[] = [], answerTurns?: (url: string) => number): Fetcher =>
  async (url, _rules, _deadline, asking) => {
    for (let turn = answerTurns?.(url) ?? 0; turn > 0; turn--) await nextTurn();
    try {
      const origin = new URL(url).origin;
      return (elsewhere.find((other) => other.origin === origin) ?? site).fetch(url, asking);
    } catch (err) {
      if (!(err instanceof Unreachable)) throw err;
      const { reason, loop, unfetched } = err.answer;
      throw new FetchRefused(reason ?? (loop ? 'redirects' : 'connect'), unfetched, loop ?? false);
    }
  };

/** Links to other websites asked about as the settings' defaults ask (AUDIT_EXTERNAL_LINKS and the rest), where a test gives other websites. */
const EXTERNAL = { links: 50, concurrency: 4, timeoutMs: 5000 };

/** The evidence the check gathers from the site `routes` make (gatherEvidence, answered in memory). */
export async function siteFacts(routes: Routes | FactRoutes, options: FactOptions = {}): Promise<Evidence> {
  const origin = options.origin ?? 'https://fixture-plumbing.com.au';
  const site = new Answers(routes, origin, options.hsts ?? true, options.httpRedirectsToHttps ?? true, options.secureHeaders ?? true);
  const elsewhere = Object.entries(options.elsewhere ?? {}).map(([other, routes]) => new Answers(routes, other, false));
  const crawl = {
    maxPages: options.maxPages ?? 25,
    crawlMs: 60_000,
    siteConcurrency: options.concurrency ?? 1,
    maxCandidates: 5000,
    ...(options.elsewhere && { external: EXTERNAL }),
  };
  const gathered = await gatherEvidence(
    new URL(options.start ?? '/', origin).href,
    RULES,
    crawl,
    fetcherOf(site, elsewhere, options.answerTurns),
  );
  if ('failed' in gathered) throw new Error(`no check: ${gathered.failed}`);
  return gathered.evidence;
}

/** The site judged, as finding-site.ts's `checkServed` names it: its origin. */
const siteOf = (evidence: Evidence) => ({ origin: new URL(evidence.start.page.url).origin });

/** The findings judged of the site `routes` make (findingsOf, no fixes), with its evidence. */
export async function judgeSite(routes: Routes | FactRoutes, options: FactOptions = {}) {
  const evidence = await siteFacts(routes, options);
  return { evidence, findings: findingsOf(evidence), site: siteOf(evidence) };
}

/** The whole result as runCheck gives it for the site `routes` make: the findings with their fixes, the AI and Local sections, the score. */
export async function checkFacts(routes: Routes | FactRoutes, options: FactOptions = {}) {
  const evidence = await siteFacts(routes, options);
  const result = await assess(evidence);
  return { evidence, result, findings: result.findings, site: siteOf(evidence) };
}
