/**
 * Links to other websites, checked politely once the crawl is done: does each still answer? Only the
 * status line is asked for, never a page: a HEAD, and where the host refuses HEAD (405, 501, or any
 * other error but a refusal of us), a GET of the first byte alone (`Range: bytes=0-0`), its body
 * dropped at the headers unless it may be a firewall's challenge (the first CHALLENGE_CHARS, to tell
 * one). Every request goes through the crawler's fetcher and its address rules (public addresses on
 * 80 and 443, each redirect checked, at most MAX_REDIRECTS), with our crawler's User-Agent.
 *
 * - At most `links` links (AUDIT_EXTERNAL_LINKS), spread across hosts: every host's first link, then
 *   every host's second, so one site linked forty times does not crowd out the rest.
 * - One request at a time to a host (a host and its www twin are one), `concurrency` hosts at once.
 * - A host that did not answer in time, asked us to slow down (429) or put a firewall's challenge in
 *   our way is asked nothing more: its other links are said as not checked, and why.
 * - Each request has its own `timeoutMs`; all of them end with `deadline` (what is left of the check's
 *   time), and a link not asked by then is said as not checked for lack of time, never as broken.
 *
 * Other hosts' robots.txt is not read: it governs crawling their pages, and nothing of theirs is read
 * beyond one status line per link, less than a visitor's click costs them.
 */
import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { CHALLENGE_CHARS, challengeOf, mayBeChallenge } from '../read/challenge.js';
import type { ExternalLink, ExternalLinks } from '../read/crawled.js';
import type { ReadPage } from '../read/evidence.js';
import type { Fetched, FetchRules } from '../read/fetch-page.js';
import { normalise } from '../read/normalise.js';
import { FetchRefused } from '../read/refused.js';
import { clip } from '../../lib/clip.js';
import { seconds } from '../../shared/words.js';
import type { Fetcher } from './crawl.js';

/** How links to other websites are checked (the AUDIT_EXTERNAL_* settings). */
export interface ExternalOptions {
  /** Links asked about, at most (AUDIT_EXTERNAL_LINKS; 0: none). */
  links: number;
  /** Hosts asked at once (AUDIT_EXTERNAL_CONCURRENCY): never two requests to one host. */
  concurrency: number;
  /** One request's time, its redirects included (AUDIT_EXTERNAL_TIMEOUT_MS). */
  timeoutMs: number;
}

/** Pages kept per link to name where it is (a finding shows three, and the count). */
const FROM_KEEP = 3;
/** Links read between two looks at the deadline: thousands of links are a few milliseconds' work. */
const LINKS_PER_TURN = 500;
/** Statuses that refuse us rather than HEAD: asking again with a GET would only ask again. */
const REFUSALS = new Set([401, 403, 407, 429]);

/** A host as politeness counts it: its name, a www twin the same host. */
const hostKey = (url: string) => new URL(url).hostname.replace(/^www\./, '');
const hostWords = (url: string) => clip(new URL(url).hostname, 100);

/**
 * The distinct links to other websites on `pages` (http and https only, without fragments), in the
 * order found, each with the pages linking to it; at most `keep` are kept, the rest only counted (up to
 * `keep` more).
 * Rejects when `deadline` passes.
 */
export async function externalLinksOf(
  pages: readonly ReadPage[],
  onSite: (url: string) => boolean,
  keep: number,
  deadline: AbortSignal,
): Promise<{ links: ExternalLink[]; found: number }> {
  const known = new Map<string, ExternalLink>();
  const beyond = new Set<string>();
  let read = 0;
  for (const page of pages) {
    const base = page.fetched.finalUrl ?? page.url;
    for (const href of page.fetched.facts.links) {
      if (++read % LINKS_PER_TURN === 0) {
        await nextTurn();
        deadline.throwIfAborted();
      }
      const url = normalise(href, base);
      if (!url || onSite(url)) continue;
      let link = known.get(url);
      if (!link) {
        if (known.size >= keep) {
          // Counted by a digest of a few bytes (up to `keep` more): a page of thousands of links costs little beyond its own facts.
          if (beyond.size < keep) beyond.add(createHash('sha1').update(url).digest('base64').slice(0, 12));
          continue;
        }
        link = { url, links: { from: [], count: 0 } };
        known.set(url, link);
      }
      if (link.links.from.includes(page.url)) continue;
      link.links.count++;
      if (link.links.from.length < FROM_KEEP) link.links.from.push(page.url);
    }
  }
  return { links: [...known.values()], found: known.size + beyond.size };
}

/** The links grouped by host, hosts and links in the order given. */
function byHostOf(links: readonly ExternalLink[]): Map<string, ExternalLink[]> {
  const byHost = new Map<string, ExternalLink[]>();
  for (const link of links) {
    const key = hostKey(link.url);
    const list = byHost.get(key);
    if (list) list.push(link);
    else byHost.set(key, [link]);
  }
  return byHost;
}

/** At most `max` of `links`, spread across hosts: each host's first link, then each host's second, and so on. */
export function spreadAcrossHosts(links: readonly ExternalLink[], max: number): ExternalLink[] {
  const byHost = byHostOf(links);
  const chosen: ExternalLink[] = [];
  for (let round = 0; chosen.length < max; round++) {
    const next = [...byHost.values()].flatMap((list) => list.slice(round, round + 1));
    if (!next.length) break;
    chosen.push(...next.slice(0, max - chosen.length));
  }
  return chosen;
}

/** Why a link's remaining hostmates are not asked after its answer, or undefined to go on. */
function stopAfter(link: ExternalLink, options: ExternalOptions): string | undefined {
  const host = hostWords(link.url);
  if (link.error?.reason === 'timeout')
    return `${host} did not answer an earlier link within ${seconds(options.timeoutMs)}, so we asked it nothing more`;
  if (link.answer?.firewall)
    return `${host}'s firewall (${clip(link.answer.firewall, 40)}) answered an earlier link with a challenge, so we asked it nothing more`;
  if (link.answer?.status === 429) return `${host} asked us to slow down (HTTP 429) on an earlier link, so we asked it nothing more`;
  return undefined;
}

/** Why a link was not asked about when the check's time ran out first. */
export const OUT_OF_TIME = "the check's time ran out before we could ask";

/** The answer a link's fetch gave, as the evidence keeps it. */
function answerOf(fetched: Fetched, method: 'HEAD' | 'GET'): NonNullable<ExternalLink['answer']> {
  const firewall = challengeOf(fetched);
  return { status: fetched.status, method, finalUrl: fetched.url, redirects: fetched.redirects.length, ...(firewall && { firewall }) };
}

/** Asks about one link: HEAD, then the first byte by GET where HEAD met an error that is not a refusal of us. */
async function checkLink(link: ExternalLink, rules: FetchRules, options: ExternalOptions, deadline: AbortSignal, fetch: Fetcher) {
  const own = { ...rules, timeoutMs: options.timeoutMs, maxBytes: Math.min(rules.maxBytes, CHALLENGE_CHARS) };
  const within = () => AbortSignal.any([deadline, AbortSignal.timeout(options.timeoutMs)]);
  try {
    const head = await fetch(link.url, own, within(), { method: 'HEAD', wantBody: () => false });
    link.answer = answerOf(head, 'HEAD');
    if (head.status < 400 || REFUSALS.has(head.status) || link.answer.firewall) return;
    // Some servers answer HEAD with 404, 405, 501 or a server error though the page is there: the GET decides.
    const get = await fetch(link.url, own, within(), { firstByte: true, truncate: true, wantBody: (status) => mayBeChallenge(status) });
    link.answer = answerOf(get, 'GET');
  } catch (err) {
    // A HEAD's error that its GET could not confirm is no answer to judge.
    link.answer = undefined;
    // The check's own time ending is no fault of the host's, whatever the fetcher said.
    if (deadline.aborted) return void (link.error = { why: OUT_OF_TIME, reason: 'skipped' });
    // As the crawler says it: an error that is no refusal of the fetcher's is said plainly, never as the host's fault.
    if (!(err instanceof FetchRefused)) return void (link.error = { why: 'It could not be checked.', reason: 'unreachable' });
    const reason =
      err.reason === 'timeout'
        ? 'timeout'
        : err.reason === 'redirects'
          ? 'redirects'
          : err.reason === 'refused-address' || err.reason === 'bad-url'
            ? 'not-allowed'
            : 'unreachable';
    link.error = { why: err.message, reason, ...(err.loop && { loop: true }) };
  }
}

/**
 * Checks the links chosen (`spreadAcrossHosts`), each host's one at a time and `concurrency` hosts at
 * once, until done or `deadline`; every link ends with an answer or why there was none. Never rejects
 * on the deadline.
 */
export async function checkExternalLinks(
  chosen: readonly ExternalLink[],
  rules: FetchRules,
  options: ExternalOptions,
  deadline: AbortSignal,
  fetch: Fetcher,
): Promise<void> {
  const queue = [...byHostOf(chosen).values()];
  const worker = async () => {
    for (let host = queue.shift(); host; host = queue.shift()) {
      let stopped: string | undefined;
      for (const link of host) {
        if (deadline.aborted) link.error = { why: OUT_OF_TIME, reason: 'skipped' };
        else if (stopped) link.error = { why: stopped, reason: 'skipped' };
        else {
          await checkLink(link, rules, options, deadline, fetch);
          stopped = stopAfter(link, options);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency, queue.length) }, worker));
}

/**
 * The links to other websites on the pages read, found and checked within `deadline`: undefined when
 * the time ran out before any was chosen.
 */
export async function externalOf(
  pages: readonly ReadPage[],
  onSite: (url: string) => boolean,
  keep: number,
  rules: FetchRules,
  options: ExternalOptions,
  deadline: AbortSignal,
  fetch: Fetcher,
): Promise<ExternalLinks | undefined> {
  let found: Awaited<ReturnType<typeof externalLinksOf>>;
  try {
    found = await externalLinksOf(pages, onSite, keep, deadline);
  } catch (err) {
    if (deadline.aborted) return undefined;
    throw err;
  }
  const chosen = spreadAcrossHosts(found.links, options.links);
  await checkExternalLinks(chosen, rules, options, deadline, fetch);
  return { found: found.found, chosen };
}
