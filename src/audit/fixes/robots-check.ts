/**
 * The changed robots.txt read again before it is offered, before and after, by two parsers that do
 * not share code: ours (Google's rules, robots.ts) and the npm package robots-parser. For every crawler
 * the report names (the AI crawlers of data/ai-crawlers.ts, the search engines, `*`), on the start
 * page, the pages the crawl read and a path for each rule of the file: the crawlers the fix lets in
 * may read the start page; every other keeps exactly the verdicts, Crawl-delay and Content-Signal it
 * had. A change that would do anything else is not offered, and the report says what it would do.
 */
import type { Evidence } from '../read/evidence.js';
import robotsParser from 'robots-parser';
import { aiCrawlers } from '../../../data/ai-crawlers.js';
import { type AiAccess, type AiCrawlerAccess, rulesRead } from '../findings/ai-search.js';
import type { PasteFix } from '../findings/finding.js';
import { readRobots, RobotsRules, SEARCH_BOTS, type RobotsFacts } from '../read/robots.js';
import { robotsPath } from '../read/robots-lines.js';
import { pathOf } from '../../shared/words.js';
import type { Built } from './built.js';

/** Paths asked about, at most (each crawler, each path, two files, two parsers). */
const PATHS = 100;

/** The start page, the pages the crawl read, and a path each rule of the file matches. */
function pathsOf(e: Evidence, before: RobotsFacts): string[] {
  const rules = [...Object.values(before.searchBots), ...Object.values(before.aiBots).map((b) => b.rules)].flat();
  const paths = new Set([
    robotsPath(e.start.page.url),
    ...(e.site?.pages ?? []).slice(0, PATHS / 2).map((p) => pathOf(p.url)),
    ...rules.map((r) => r.path.replace(/\$$/, '').replaceAll('*', 'x')),
  ]);
  return [...paths].filter((p) => p.startsWith('/')).slice(0, PATHS);
}

const verdicts = (rules: RobotsFacts['searchBots']['*'], paths: string[]) => {
  const compiled = new RobotsRules(rules);
  return paths.map((p) => compiled.allowed(p));
};

/** What robots.txt says to one crawler, by our reader: its verdict on each path, and its Content-Signal. */
function oursFor(facts: RobotsFacts, token: string, paths: string[]): string {
  const crawler = aiCrawlers.find((c) => c.token === token);
  const rules = crawler ? rulesRead(facts.aiBots, crawler).rules : (facts.searchBots[token as keyof RobotsFacts['searchBots']] ?? []);
  const signal = crawler ? facts.aiBots[token]?.signal : undefined;
  return JSON.stringify([verdicts(rules, paths), signal?.values, signal?.contradicts]);
}

/** The same, by robots-parser: its verdict on each path, and its Crawl-delay. */
function theirsFor(file: ReturnType<typeof robotsParser>, origin: string, token: string, paths: string[]): string {
  return JSON.stringify([paths.map((p) => file.isAllowed(`${origin}${p}`, token) !== false), file.getCrawlDelay(token)]);
}

/**
 * `fix` when both parsers agree it changes nothing but what it says, else why it is not offered.
 * `body`: the site's file as the fix decoded it (a Latin-1 line as Latin-1 on both sides).
 */
export async function checkRobots(fix: PasteFix, body: string, e: Evidence, ai: AiAccess, letIn: AiCrawlerAccess[]): Promise<Built> {
  const [before, after] = [await readRobots(body), await readRobots(fix.text)];
  const paths = pathsOf(e, before);
  const start = robotsPath(e.start.page.url);
  const origin = new URL(e.start.page.url).origin;
  const [old, changed] = [robotsParser(`${origin}/robots.txt`, body), robotsParser(`${origin}/robots.txt`, fix.text)];
  const letInTokens = new Set(letIn.map((c) => c.token));
  const fail = (parser: string, what: string) => ({
    refused: `We built a changed robots.txt, but reading it again ${parser} found that it ${what}, so we do not offer it.`,
  });
  for (const c of letIn) {
    if (!oursFor(after, c.token, [start]).startsWith('[[true]'))
      return fail('as Google does', `would still keep ${c.token} from your home page`);
    if (changed.isAllowed(`${origin}${start}`, c.token) === false)
      return fail('with robots-parser', `would still keep ${c.token} from your home page`);
  }
  const others = [...ai.crawlers.map((c) => c.token).filter((t) => !letInTokens.has(t)), ...SEARCH_BOTS];
  for (const token of others) {
    if (oursFor(before, token, paths) !== oursFor(after, token, paths))
      return fail('as Google does', `would change what it tells ${token}`);
    if (theirsFor(old, origin, token, paths) !== theirsFor(changed, origin, token, paths))
      return fail('with robots-parser', `would change what it tells ${token}`);
  }
  return {
    ...fix,
    checked: `Checked before we offered it: read again as each of ${others.length + letIn.length} crawlers reads it, by our reader (Google's rules) and by robots-parser, on ${paths.length} ${paths.length === 1 ? 'path' : 'paths'}: only what it says changes.`,
  };
}
