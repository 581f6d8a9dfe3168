/**
 * robots.txt (RFC 9309), read as Google's open-source parser reads it (robots-lines.ts: its lines;
 * here, its groups: a User-agent line after an Allow or Disallow starts a new group, any other line
 * leaves the group open; a crawler reads the groups naming it, else `*`'s), in linear time (no
 * regular expression runs over the whole file), in slices with the event loop free between them.
 * RFC 9309 asks crawlers to read at least the first 500 KiB; the check reads exactly that much of a
 * longer file and applies it. A robots.txt that answered with a server error or no answer at all
 * reads as complete disallow (completeDisallow, RFC 9309 §2.3.1.4).
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { aiCrawlers } from '../../../data/ai-crawlers.js';
import { clip } from '../../lib/clip.js';
import { hasPlaceholder } from './placeholder.js';
import { ASCII_SPACE, asciiTrim, robotsLines } from './robots-lines.js';

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
type SignalUse = 'search' | 'ai-input' | 'ai-train';

export interface ContentSignal {
  /** Its first line, and every Content-Signal line of the group (the first few). */
  line: number;
  lines: number[];
  /** The group's user agents, as written (lowercased). */
  agents: string[];
  values: Partial<Record<SignalUse, 'yes' | 'no'>>;
  /** Uses given both `yes` and `no` in the group (on one line or several). */
  contradicts: SignalUse[];
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
  /** The rules each search engine reads: the groups naming it (as Google's parser names them), else `*`'s. */
  searchBots: Record<SearchBot, RobotsRule[]>;
  /** What each AI crawler of data/ai-crawlers.ts reads, by its token as the table writes it. */
  aiBots: Record<string, CrawlerRules>;
  /** Every group's Content-Signal lines (the first few groups). */
  signals: ContentSignal[];
  /** The first line holding a placeholder the report handed out (`[FILL IN: …]`), pasted without being filled in. */
  placeholderLine?: number;
  /**
   * Set when robots.txt answered with a server error or could not be reached, which every crawler
   * reads as complete disallow (completeDisallow): what happened, after "Your robots.txt".
   */
  unavailable?: string;
}

interface Group {
  /** Its User-agent values, as written (lowercased), for the report. */
  agents: string[];
  /** The names Google's parser reads from them: `*`, or the value up to its first character that is not a letter, `-` or `_`. */
  names: string[];
  /** The values up to a space or `/`, for a crawler whose token Google's parser could not name (archive.org_bot). */
  words: string[];
  rules: RobotsRule[];
  /** An Allow or Disallow line (even an empty one) has been read: the next User-agent line starts a new group. */
  ruled: boolean;
  crawlDelayMs?: number;
  signal?: ContentSignal;
}

/** Content-Signal groups kept, and lines read per group. */
const SIGNALS_KEEP = 10;
const SIGNAL_LINES_KEEP = 10;
const SIGNAL_KEYS = new Set(['search', 'ai-input', 'ai-train']);

/**
 * A Content-Signal line's pairs (`search=yes, ai-train=no`) added to its group's signal; unknown keys
 * and values other than yes or no are left out. contentsignals.org says what `yes`, `no` and a missing
 * signal mean and nothing of a use given twice: the same value again is the same wish, a different one
 * is a contradiction, kept as such (the first value stays in `values`), never settled by picking one.
 */
function addSignal(signal: ContentSignal, value: string): void {
  for (const pair of value.split(',').slice(0, 10)) {
    const [key = '', setting = ''] = pair.split('=').map((x) => asciiTrim(x).toLowerCase());
    if (!SIGNAL_KEYS.has(key) || (setting !== 'yes' && setting !== 'no')) continue;
    const use = key as SignalUse;
    const before = signal.values[use];
    if (before === undefined) signal.values[use] = setting;
    else if (before !== setting && !signal.contradicts.includes(use)) signal.contradicts.push(use);
  }
}

/** Whether a crawler's product token is one Google's parser can match: letters, `-` and `_` only, not empty. */
export function isValidAgentToken(token: string): boolean {
  return token.length > 0 && agentName(token) === token;
}

/** A User-agent value as Google's parser names it: up to the first character that is not a letter, `-` or `_`. */
export function agentName(value: string): string {
  let end = 0;
  while (end < value.length && /[A-Za-z_-]/.test(value[end] ?? '')) end++;
  return value.slice(0, end);
}

/** `*`, and Google's reading of `* anything`: any other value is named by agentName. */
const isGlobal = (value: string) => value[0] === '*' && (value.length === 1 || ASCII_SPACE.has(value[1] ?? ''));

/**
 * The groups a crawler reads, as Google's parser decides: those whose User-agent names its token
 * (agentName, case ignored: no substring, and an empty User-agent names nobody), else `*`'s. A
 * token Google's parser could not name (archive.org_bot) is matched by the value up to a space or `/`.
 */
function groupsFor(groups: Group[], token: string): { groups: Group[]; named: boolean } {
  const wanted = token.toLowerCase();
  const byName = isValidAgentToken(token);
  const named = wanted ? groups.filter((g) => (byName ? g.names : g.words).includes(wanted)) : [];
  return named.length ? { groups: named, named: true } : { groups: groups.filter((g) => g.names.includes('*')), named: false };
}

/** A group's rules disallow the whole site: a rule for every path, and `/` not allowed. */
function blocksWholeSite(rules: RobotsRule[]): boolean {
  return rules.some((r) => !r.allow && /^\/?\**$/.test(r.path)) && !new RobotsRules(rules).allowed('/');
}

/**
 * Reads robots.txt as Google's parser does (robotsLines); `agent` is our crawler's product token.
 * Rejects with the signal's reason when it aborts first. `truncated`: the file was cut at the size
 * limit, so its last, unfinished line is dropped rather than read as a shorter rule.
 */
export async function readRobots(whole: string, signal?: AbortSignal, agent = '', truncated = false): Promise<RobotsFacts> {
  const body = truncated ? whole.slice(0, Math.max(whole.lastIndexOf('\n'), whole.lastIndexOf('\r')) + 1) : whole;
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
  let sliceStarted = performance.now();
  let read = 0;
  for (const { line, key, name, value } of robotsLines(body)) {
    if (++read % SLICE_LINES === 0 && performance.now() - sliceStarted > SLICE_MS) {
      await nextTurn();
      signal?.throwIfAborted();
      sliceStarted = performance.now();
    }
    if (facts.placeholderLine === undefined && hasPlaceholder(value)) facts.placeholderLine = line;
    if (key === 'sitemap') {
      if (value && facts.sitemaps.length < SITEMAPS_KEEP) facts.sitemaps.push(clip(value, 2000));
      continue;
    }
    if (key === 'user-agent') {
      if (!group || group.ruled) groups.push((group = { agents: [], names: [], words: [], rules: [], ruled: false }));
      const lower = value.toLowerCase();
      group.agents.push(lower);
      group.names.push(isGlobal(value) ? '*' : agentName(lower));
      group.words.push(lower.split(/[\s/]/, 1)[0] ?? '');
      continue;
    }
    // Lines before the first User-agent belong to no group; any line but Allow and Disallow leaves the group open.
    if (!group) continue;
    if (key === 'allow' || key === 'disallow') {
      group.ruled = true;
      // An empty Allow or Disallow matches with no length: it decides nothing, so it is no rule at all.
      if (!value || group.rules.length >= RULES_KEEP) continue;
      group.rules.push({ allow: key === 'allow', path: value, line });
      // Google's parser allows a directory when its /index.htm or /index.html is allowed (only that directory: "/dir/$").
      const slash = value.lastIndexOf('/');
      if (key === 'allow' && slash !== -1 && value.startsWith('/index.htm', slash))
        group.rules.push({ allow: true, path: `${value.slice(0, slash + 1)}$`, line });
    } else if (name === 'crawl-delay') {
      const seconds = Number(value);
      if (Number.isFinite(seconds) && seconds > 0) group.crawlDelayMs = Math.min(Math.round(seconds * 1000), CRAWL_DELAY_MAX_MS);
    } else if (name === 'content-signal') {
      group.signal ??= { line, lines: [], agents: [], values: {}, contradicts: [], rules: [] };
      if (group.signal.lines.length < SIGNAL_LINES_KEEP) {
        group.signal.lines.push(line);
        addSignal(group.signal, value);
      }
    }
  }
  facts.sitemap = facts.sitemaps[0];
  const ours = groupsFor(groups, agent);
  for (const g of ours.groups) {
    facts.rules.push(...g.rules);
    facts.crawlDelayMs = Math.max(facts.crawlDelayMs, g.crawlDelayMs ?? 0);
  }
  for (const bot of SEARCH_BOTS) facts.searchBots[bot] = groupsFor(groups, bot).groups.flatMap((g) => g.rules);
  facts.blocksAll = blocksWholeSite(facts.searchBots.googlebot) || blocksWholeSite(facts.searchBots['*']);
  for (const g of groups) {
    if (!g.signal) continue;
    g.signal.agents = g.agents.slice(0, 10).map((a) => clip(a, 60));
    g.signal.rules = g.rules.slice(0, 20);
    if (facts.signals.length < SIGNALS_KEEP) facts.signals.push(g.signal);
  }
  for (const { token } of aiCrawlers) {
    const read = groupsFor(groups, token);
    facts.aiBots[token] = {
      rules: read.groups.flatMap((g) => g.rules),
      named: read.named,
      signal: read.groups.find((g) => g.signal)?.signal,
    };
  }
  return facts;
}

/**
 * What every crawler must assume when robots.txt answered with a server error or could not be
 * reached (RFC 9309 §2.3.1.4, and Google's own rule): complete disallow. `why` says what happened,
 * after "Your robots.txt" ("answered with a server error (HTTP 503)").
 */
export function completeDisallow(why: string): RobotsFacts {
  const all: RobotsRule[] = [{ allow: false, path: '/', line: 0 }];
  return {
    blocksAll: true,
    sitemaps: [],
    rules: all,
    crawlDelayMs: 0,
    searchBots: { '*': all, googlebot: all, bingbot: all, duckduckbot: all, 'archive.org_bot': all },
    aiBots: Object.fromEntries(aiCrawlers.map(({ token }) => [token, { rules: all, named: false }])),
    signals: [],
    unavailable: why,
  };
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
