/**
 * robots.txt (RFC 9309), read line by line in linear time (no regular expression runs over the
 * whole file: a multi-line pattern such as /^\s*sitemap:/im is quadratic on a file of newlines), in
 * slices with the event loop free between them. Google reads at most 500 KiB of it; so does the check.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { clip } from './clip.js';

export const ROBOTS_MAX_BYTES = 500 * 1024;
/** Lines read between two checks of the clock. */
const SLICE_LINES = 4096;
const SLICE_MS = 2;
/** Rules kept per group, and Sitemap lines kept: far beyond any real file. */
const RULES_KEEP = 2000;
const SITEMAPS_KEEP = 5;
/** Longest Crawl-delay honoured (a larger one would leave no time for the crawl at all). */
export const CRAWL_DELAY_MAX_MS = 10_000;

export interface RobotsRule {
  allow: boolean;
  path: string;
}

export interface RobotsFacts {
  /** The group for all crawlers (or Googlebot) disallows the whole site. */
  blocksAll: boolean;
  /** The first Sitemap line's address, as written (clipped). */
  sitemap?: string;
  /** Every Sitemap line (the first few). */
  sitemaps: string[];
  /** The rules of the group that applies to our crawler (its own token, else `*`). */
  rules: RobotsRule[];
  /** Its Crawl-delay, in milliseconds (capped at CRAWL_DELAY_MAX_MS). */
  crawlDelayMs: number;
}

interface Group {
  agents: string[];
  rules: RobotsRule[];
  crawlDelayMs?: number;
}

/**
 * Reads robots.txt; `agent` is our crawler's product token (matched case-insensitively, as RFC 9309
 * says). Rejects with the signal's reason when it aborts first.
 */
export async function readRobots(body: string, signal?: AbortSignal, agent = ''): Promise<RobotsFacts> {
  const facts: RobotsFacts = { blocksAll: false, sitemaps: [], rules: [], crawlDelayMs: 0 };
  const groups: Group[] = [];
  let group: Group | undefined;
  let inAgents = false;
  let sliceStarted = performance.now();
  for (let start = 0, lines = 0; start <= body.length; lines++) {
    const newline = body.indexOf('\n', start);
    const end = newline === -1 ? body.length : newline;
    const raw = body.slice(start, end);
    const hash = raw.indexOf('#');
    const line = hash === -1 ? raw : raw.slice(0, hash);
    start = end + 1;
    if (lines % SLICE_LINES === 0 && performance.now() - sliceStarted > SLICE_MS) {
      await nextTurn();
      signal?.throwIfAborted();
      sliceStarted = performance.now();
    }
    const colon = line.indexOf(':');
    if (colon === -1) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'sitemap') {
      if (value && facts.sitemaps.length < SITEMAPS_KEEP) facts.sitemaps.push(clip(value, 2000));
      continue;
    }
    if (key === 'user-agent') {
      if (!inAgents || !group) groups.push((group = { agents: [], rules: [] }));
      inAgents = true;
      group.agents.push(value.toLowerCase());
      continue;
    }
    inAgents = false;
    if (!group) continue;
    if ((key === 'allow' || key === 'disallow') && group.rules.length < RULES_KEEP) {
      // An empty Disallow allows everything: it is no rule at all.
      if (value) group.rules.push({ allow: key === 'allow', path: value.slice(0, 2000) });
    } else if (key === 'crawl-delay') {
      const seconds = Number(value);
      if (Number.isFinite(seconds) && seconds > 0) group.crawlDelayMs = Math.min(Math.round(seconds * 1000), CRAWL_DELAY_MAX_MS);
    }
  }
  facts.sitemap = facts.sitemaps[0];
  facts.blocksAll = groups.some((g) => g.agents.some((a) => a === '*' || a === 'googlebot') && g.rules.some((r) => !r.allow && r.path === '/'));
  // RFC 9309: the groups naming our token, else the groups for `*`; several such groups combine.
  const token = agent.toLowerCase();
  const ours = groups.filter((g) => token && g.agents.some((a) => a !== '*' && token.includes(a)));
  for (const g of ours.length ? ours : groups.filter((g) => g.agents.includes('*'))) {
    facts.rules.push(...g.rules);
    facts.crawlDelayMs = Math.max(facts.crawlDelayMs, g.crawlDelayMs ?? 0);
  }
  return facts;
}

/**
 * Whether a robots.txt path pattern (`*` any run, `$` the end) matches `path`: greedy left to right,
 * which is exact for patterns with only `*`, in time linear in the path for each segment.
 */
function matches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith('$');
  const parts = (anchored ? pattern.slice(0, -1) : pattern).split('*');
  if (!path.startsWith(parts[0]!)) return false;
  let at = parts[0]!.length;
  for (let i = 1; i < parts.length; i++) {
    const part = parts[i]!;
    if (i === parts.length - 1 && anchored) return path.length - part.length >= at && path.endsWith(part);
    const found = path.indexOf(part, at);
    if (found === -1) return false;
    at = found + part.length;
  }
  return !anchored || at === path.length;
}

/** Whether our crawler may fetch `pathAndQuery`: the longest matching rule wins, Allow on a tie. */
export function allowedByRobots(rules: RobotsRule[], pathAndQuery: string): boolean {
  let best: RobotsRule | undefined;
  for (const rule of rules) {
    if (!matches(rule.path, pathAndQuery)) continue;
    if (!best || rule.path.length > best.path.length || (rule.path.length === best.path.length && rule.allow)) best = rule;
  }
  return best?.allow ?? true;
}
