/**
 * robots.txt (RFC 9309), read line by line in linear time (no regular expression runs over the
 * whole file: a multi-line pattern such as /^\s*sitemap:/im is quadratic on a file of newlines), in
 * slices with the event loop free between them. RFC 9309 asks crawlers to read at least the first
 * 500 KiB; the check reads exactly that much of a longer file and applies it.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { aiCrawlers } from '../../../data/ai-crawlers.js';
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
  /** Its line in the file, from 1. */
  line: number;
}

/**
 * A group's `Content-Signal` line (contentsignals.org): what the site lets the content be used for,
 * each `yes` or `no` as written: `search` (search results), `ai-input` (answers an AI gives from the
 * page), `ai-train` (training models). A key not written is not set.
 */
export interface ContentSignal {
  line: number;
  /** The group's user agents, as written (lowercased). */
  agents: string[];
  values: Partial<Record<'search' | 'ai-input' | 'ai-train', 'yes' | 'no'>>;
  /** The group's own rules, to compare the signal with. */
  rules: RobotsRule[];
}

/** What robots.txt says to one crawler: its rules, whether a group names it (or `*`'s apply), and its Content-Signal. */
export interface CrawlerRules {
  rules: RobotsRule[];
  named: boolean;
  signal?: ContentSignal;
}

/** The crawlers Lighthouse's is-crawlable audit asks robots.txt about (lowercased), `*` for any other. */
export const SEARCH_BOTS = ['*', 'googlebot', 'bingbot', 'duckduckbot', 'archive.org_bot'] as const;
export type SearchBot = (typeof SEARCH_BOTS)[number];

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
  /** The rules each search engine reads: the groups naming it exactly (version cut off, as robots-parser does), else `*`'s. */
  searchBots: Record<SearchBot, RobotsRule[]>;
  /** What each AI crawler of data/ai-crawlers.ts reads, by its token as the table writes it. */
  aiBots: Record<string, CrawlerRules>;
  /** Every group's Content-Signal line (the first few). */
  signals: ContentSignal[];
}

interface Group {
  agents: string[];
  rules: RobotsRule[];
  crawlDelayMs?: number;
  signal?: ContentSignal;
}

/** Content-Signal lines kept. */
const SIGNALS_KEEP = 10;
const SIGNAL_KEYS = new Set(['search', 'ai-input', 'ai-train']);

/** A Content-Signal line's pairs (`search=yes, ai-train=no`); unknown keys and values other than yes or no are left out. */
function contentSignal(value: string, line: number, agents: string[]): ContentSignal {
  const values: ContentSignal['values'] = {};
  for (const pair of value.split(',').slice(0, 10)) {
    const [key = '', setting = ''] = pair.split('=').map((x) => x.trim().toLowerCase());
    if (SIGNAL_KEYS.has(key) && (setting === 'yes' || setting === 'no')) values[key as keyof ContentSignal['values']] = setting;
  }
  return { line, agents: agents.map((a) => clip(a, 60)), values, rules: [] };
}

/** The groups a crawler reads (RFC 9309): those naming its product token (any version cut off, case ignored), else `*`'s. */
function groupsFor(groups: Group[], token: string): { groups: Group[]; named: boolean } {
  const named = groups.filter((g) => g.agents.some((a) => (a.split('/')[0] ?? '').trim() === token));
  return named.length ? { groups: named, named: true } : { groups: groups.filter((g) => g.agents.includes('*')), named: false };
}

/**
 * Reads robots.txt; `agent` is our crawler's product token (matched case-insensitively, as RFC 9309
 * says). Rejects with the signal's reason when it aborts first.
 */
export async function readRobots(whole: string, signal?: AbortSignal, agent = '', truncated = false): Promise<RobotsFacts> {
  // A file cut at the size limit ends mid-line: that line is dropped, not read as a shorter rule.
  const body = truncated ? whole.slice(0, whole.lastIndexOf('\n') + 1) : whole;
  const facts: RobotsFacts = {
    blocksAll: false,
    sitemaps: [],
    rules: [],
    crawlDelayMs: 0,
    searchBots: { '*': [], googlebot: [], bingbot: [], duckduckbot: [], 'archive.org_bot': [] },
    aiBots: {},
    signals: [],
  };
  const groups: Group[] = [];
  let group: Group | undefined;
  let inAgents = false;
  let sliceStarted = performance.now();
  for (let start = 0, lines = 0; start <= body.length; ) {
    lines++;
    const newline = body.indexOf('\n', start);
    const end = newline === -1 ? body.length : newline;
    const raw = body.slice(start, end);
    const hash = raw.indexOf('#');
    const line = hash === -1 ? raw : raw.slice(0, hash);
    start = end + 1;
    if (lines % SLICE_LINES === 1 && performance.now() - sliceStarted > SLICE_MS) {
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
      if (value) group.rules.push({ allow: key === 'allow', path: value.slice(0, 2000), line: lines });
    } else if (key === 'crawl-delay') {
      const seconds = Number(value);
      if (Number.isFinite(seconds) && seconds > 0) group.crawlDelayMs = Math.min(Math.round(seconds * 1000), CRAWL_DELAY_MAX_MS);
    } else if (key === 'content-signal' && !group.signal) {
      group.signal = contentSignal(value, lines, group.agents);
    }
  }
  facts.sitemap = facts.sitemaps[0];
  facts.blocksAll = groups.some(
    (g) => g.agents.some((a) => a === '*' || a === 'googlebot') && g.rules.some((r) => !r.allow && r.path === '/'),
  );
  // RFC 9309: the groups naming our token, else the groups for `*`; several such groups combine.
  const token = agent.toLowerCase();
  const ours = groups.filter((g) => token && g.agents.some((a) => a !== '*' && token.includes(a)));
  for (const g of ours.length ? ours : groups.filter((g) => g.agents.includes('*'))) {
    facts.rules.push(...g.rules);
    facts.crawlDelayMs = Math.max(facts.crawlDelayMs, g.crawlDelayMs ?? 0);
  }
  for (const bot of SEARCH_BOTS) facts.searchBots[bot] = groupsFor(groups, bot).groups.flatMap((g) => g.rules);
  for (const g of groups) {
    if (!g.signal) continue;
    g.signal.rules = g.rules.slice(0, 20);
    if (facts.signals.length < SIGNALS_KEEP) facts.signals.push(g.signal);
  }
  for (const { token } of aiCrawlers) {
    const read = groupsFor(groups, token.toLowerCase());
    facts.aiBots[token] = {
      rules: read.groups.flatMap((g) => g.rules),
      named: read.named,
      signal: read.groups.find((g) => g.signal)?.signal,
    };
  }
  return facts;
}

/** A rule compiled once per site: its literal pieces between `*`s, and whether `$` anchors it to the end. */
interface CompiledRule {
  allow: boolean;
  /** The rule as written. */
  rule: RobotsRule;
  /** The pattern's length, which decides between matching rules (the longest wins). */
  length: number;
  parts: string[];
  anchored: boolean;
}

/**
 * Whether the compiled pattern matches `path`: each literal piece found leftmost after the one
 * before, which is exact for patterns of literals and `*` (taking the earliest place for a piece only
 * leaves more room for the next). At most one scan of the path per piece, whatever the pattern: no
 * backtracking, so `/*a*a*a*b` costs what `/a` costs times its pieces.
 */
function matches(rule: CompiledRule, path: string): boolean {
  const { parts, anchored } = rule;
  const first = parts[0] ?? '';
  if (!path.startsWith(first)) return false;
  let at = first.length;
  for (let i = 1; i < parts.length; i++) {
    const part = parts[i] ?? '';
    if (i === parts.length - 1 && anchored) return path.length - part.length >= at && path.endsWith(part);
    const found = path.indexOf(part, at);
    if (found === -1) return false;
    at = found + part.length;
  }
  return !anchored || at === path.length;
}

/** Our crawler's rules for one site, compiled once: `allowed` is asked of every address the crawl meets. */
export class RobotsRules {
  /** Longest first, Allow before Disallow of the same length: the first match decides. */
  private readonly rules: CompiledRule[];

  constructor(rules: RobotsRule[]) {
    this.rules = rules
      .map((rule) => {
        const { allow, path } = rule;
        const anchored = path.endsWith('$');
        return { allow, rule, length: path.length, anchored, parts: (anchored ? path.slice(0, -1) : path).split('*') };
      })
      .sort((a, b) => b.length - a.length || Number(b.allow) - Number(a.allow));
  }

  /** Whether our crawler may fetch `pathAndQuery`: the longest matching rule wins, Allow on a tie (RFC 9309). */
  allowed(pathAndQuery: string): boolean {
    return this.deciding(pathAndQuery)?.allow ?? true;
  }

  /** The rule that decides for `pathAndQuery` (the longest match, Allow on a tie), or undefined when none matches. */
  deciding(pathAndQuery: string): RobotsRule | undefined {
    for (const rule of this.rules) if (matches(rule, pathAndQuery)) return rule.rule;
    return undefined;
  }
}
