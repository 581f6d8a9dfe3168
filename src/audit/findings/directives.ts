/**
 * Whether search engines are told not to list a page, by the rules of Lighthouse's is-crawlable
 * audit (core/audits/seo/is-crawlable.js, Lighthouse 13.4.1; Copyright 2017 Google LLC, Apache-2.0;
 * ported to TypeScript, see THIRD_PARTY_NOTICES.md). Each of five crawlers (any, Googlebot, bingbot,
 * DuckDuckBot, archive.org_bot) reads:
 *
 * - the first `<meta name="robots">` in the head, or the first meta named for it (googlebot ...);
 * - each `X-Robots-Tag` line: one starting `Googlebot:` applies to Googlebot alone (exact case, as
 *   Lighthouse compares), one with no crawler named applies to all;
 * - robots.txt, when it answered: the crawler's own groups as Google's parser names them, else `*`'s;
 *   one that answered with a server error or not at all blocks every crawler (RFC 9309 §2.3.1.4).
 *
 * A directive blocks when one of its comma-separated words is `noindex`, `none` or
 * `unavailable_after: <a date in the past>` (so `noindex nofollow`, without a comma, blocks
 * nobody, as in Lighthouse). A page is blocked when all five crawlers are; blocked for some only,
 * Lighthouse passes it with a warning naming them.
 */
import type { HeaderFacts } from '../read/header-facts.js';
import type { RobotsMetaName } from '../read/head-facts.js';
import type { PageFacts } from '../read/page-facts.js';
import { robotsPath } from '../read/robots-lines.js';
import { RobotsRules, type RobotsFacts, type SearchBot } from '../read/robots.js';

/** The crawlers Lighthouse asks about, as it spells them (its X-Robots-Tag prefixes must match exactly). */
export const NAMED_BOTS = ['Googlebot', 'bingbot', 'DuckDuckBot', 'archive.org_bot'] as const;
type NamedBot = (typeof NAMED_BOTS)[number];

/** Where a page is told not to be listed, for the generic crawler (what Lighthouse shows). */
export interface Blocking {
  /** Named crawlers it is blocked for (all of them when `all`). */
  bots: NamedBot[];
  /** Blocked for every crawler: the page is out of search results. */
  all: boolean;
  /** The sources that block the generic crawler ("the robots meta tag ..."), when `all`. */
  sources: string[];
}

/** `unavailable_after: <date>` with a date that has passed. */
function unavailable(directive: string): boolean {
  const colon = directive.indexOf(':');
  if (colon === -1 || directive.slice(0, colon) !== 'unavailable_after') return false;
  const date = Date.parse(directive.slice(colon + 1));
  return !Number.isNaN(date) && date < Date.now();
}

/** Whether a list of directives ("nofollow, noindex") tells search engines not to list the page. */
export function blocksIndexing(directives: string): boolean {
  return directives
    .split(',')
    .map((d) => d.toLowerCase().trim())
    .some((d) => d === 'noindex' || d === 'none' || unavailable(d));
}

/** The crawler an X-Robots-Tag line names (`Googlebot: noindex`), as written; undefined when it names none. */
function headerBot(line: string): string | undefined {
  // Up to the first colon, if no comma comes before it: a linear scan, no pattern to backtrack.
  const colon = line.indexOf(':');
  const comma = line.indexOf(',');
  if (colon <= 0 || (comma !== -1 && comma < colon)) return undefined;
  const bot = line.slice(0, colon);
  return bot.toLowerCase() === 'unavailable_after' ? undefined : bot;
}

/** What blocks one crawler (undefined: any crawler), each named for a sentence; empty when nothing does. */
function blockersFor(
  bot: NamedBot | undefined,
  metas: PageFacts['robotsMeta'],
  headers: HeaderFacts | undefined,
  robots: RobotsFacts | undefined,
  path: string,
): string[] {
  const found: string[] = [];
  const own = bot && metas[bot.toLowerCase() as RobotsMetaName] !== undefined ? (bot.toLowerCase() as RobotsMetaName) : 'robots';
  const meta = metas[own];
  if (meta !== undefined && blocksIndexing(meta)) found.push(`<meta name="${own}" content="${meta}">`);
  for (const line of headers?.robotsTags ?? []) {
    const named = headerBot(line);
    if (named !== undefined && named !== bot) continue;
    if (blocksIndexing(bot ? line.replace(`${bot}:`, '') : line)) found.push(`the header "X-Robots-Tag: ${line}"`);
  }
  if (robots && !new RobotsRules(robots.searchBots[(bot?.toLowerCase() ?? '*') as SearchBot]).allowed(path)) found.push('robots.txt');
  return found;
}

/**
 * Which crawlers the page is blocked for, from its head's robots metas, its X-Robots-Tag lines and
 * (when given) robots.txt; `url` is the page's address, for robots.txt's rules.
 */
export function blockingOf(
  facts: Pick<PageFacts, 'robotsMeta'> | undefined,
  headers: HeaderFacts | undefined,
  url: string,
  robots?: RobotsFacts,
): Blocking {
  const metas = facts?.robotsMeta ?? {};
  const path = robots ? robotsPath(url) : '';
  const sources = blockersFor(undefined, metas, headers, robots, path);
  const bots = NAMED_BOTS.filter((bot) => blockersFor(bot, metas, headers, robots, path).length > 0);
  const all = sources.length > 0 && bots.length === NAMED_BOTS.length;
  return { bots, all, sources: all ? sources : [] };
}
