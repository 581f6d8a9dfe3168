/**
 * What `npm run paste-fixes` asks of each fix once pasted into a copy of a site, of the same outside
 * tools that checked it before it was offered, and their tally over the corpus, per fix: the markup
 * by Adobe's structured-data validator (issues the site's own blocks already had are the site's),
 * robots.txt by robots-parser against our reader for every crawler on the site's paths, the llms.txt
 * by a CommonMark parser (every link a page of the site, no raw HTML), the title, description and
 * tel: links by htmlparser2 reading the pasted page.
 */
import { Parser } from 'htmlparser2';
import { fromMarkdown } from 'mdast-util-from-markdown';
import robotsParser from 'robots-parser';
import { aiCrawlers } from '../../data/ai-crawlers.js';
import { markupIssues, readRobots, RobotsRules, rulesRead, SEARCH_BOTS } from '../../src/audit/index.js';

export const FIXES = ['markup', 'repair', 'robots.txt', 'llms.txt', 'title', 'description', 'tel'] as const;
export type Fix = (typeof FIXES)[number];
/** Per fix over the corpus: sites it was offered on, refused on (why), cleared its finding on, and its outside checks after pasting. */
const tally = new Map(
  FIXES.map((f) => [f, { offered: 0, cleared: 0, refused: [] as string[], passed: 0, failed: [] as string[], tool: '' }]),
);

/** Counts a fix offered (or refused, saying why) on a site, and whether its finding cleared once pasted. */
export function counted(fix: Fix, slug: string, r: { offered?: boolean; refused?: string; cleared?: boolean }) {
  const t = tally.get(fix);
  if (!t) return;
  if (r.offered) t.offered++;
  if (r.refused) t.refused.push(`${slug}: ${r.refused}`);
  if (r.cleared) t.cleared++;
}

/** Records one outside check of a pasted fix: `problem` is undefined when it passed. */
export function checked(fix: Fix, slug: string, tool: string, problem: string | undefined): string {
  const t = tally.get(fix);
  if (t) {
    t.tool = tool.replace(/ \(\d+ verdicts\)$/, '');
    if (problem) t.failed.push(`${slug}: ${problem}`);
    else t.passed++;
  }
  return `${fix} after pasting, ${tool}: ${problem ?? 'passes'}`;
}

/** New issues Adobe's validator finds in the page's blocks after pasting, the site's own before left out. */
export async function markupCheck(before: unknown[], after: unknown[]): Promise<{ tool: string; problem?: string }> {
  const key = (i: { severity: string; issueMessage: string }) => `${i.severity}: ${i.issueMessage}`;
  const all = async (blocks: unknown[]) => (await Promise.all(blocks.map(markupIssues))).flatMap((r) => r.issues.map(key));
  const had = new Set(await all(before));
  const added = (await all(after)).filter((i) => !had.has(i));
  const { release } = await markupIssues({});
  return {
    tool: `Adobe's structured-data validator (schema.org ${release})`,
    problem: added.length ? `${added.length} new: ${added.slice(0, 3).join('; ')}` : undefined,
  };
}

/** Crawler-and-path verdicts compared over the corpus. */
let verdicts = 0;

/** Where robots-parser and our reader (Google's rules) disagree on a crawler and path. */
export async function robotsCheck(
  body: string,
  origin: string,
  paths: string[],
): Promise<{ tool: string; problem?: string; verdicts: number }> {
  const facts = await readRobots(body);
  const theirs = robotsParser(`${origin}/robots.txt`, body);
  const tokens = [...aiCrawlers.map((c) => c.token), ...SEARCH_BOTS];
  const ours = (token: string) => {
    const crawler = aiCrawlers.find((c) => c.token === token);
    return new RobotsRules(
      crawler ? rulesRead(facts.aiBots, crawler).rules : (facts.searchBots[token as keyof typeof facts.searchBots] ?? []),
    );
  };
  const differ = tokens.flatMap((t) =>
    paths.filter((p) => ours(t).allowed(p) !== (theirs.isAllowed(`${origin}${p}`, t) !== false)).map((p) => `${t} ${p}`),
  );
  verdicts += tokens.length * paths.length;
  return {
    tool: 'robots-parser against our reader, every crawler on the pages read',
    verdicts: tokens.length * paths.length,
    problem: differ.length
      ? `${differ.length} of ${tokens.length * paths.length} verdicts differ (${differ.slice(0, 4).join(', ')})`
      : undefined,
  };
}

/** The llms.txt read by a CommonMark parser: every link an http(s) page of `origin`, no raw HTML. */
export function llmsCheck(text: string, origin: string): { tool: string; problem?: string } {
  const links: string[] = [];
  let html = 0;
  const work: unknown[] = [fromMarkdown(text)];
  while (work.length) {
    const n = work.pop() as { type: string; url?: string; children?: unknown[] };
    if (n.type === 'html') html++;
    if (n.type === 'link') links.push(n.url ?? '');
    if (n.children) work.push(...n.children);
  }
  const off = links.filter((u) => !URL.canParse(u) || new URL(u).origin !== origin || !/^https?:$/.test(new URL(u).protocol));
  return {
    tool: 'CommonMark (mdast-util-from-markdown)',
    problem: off.length || html || !links.length ? `${links.length} links, ${off.length} off the site, ${html} raw HTML` : undefined,
  };
}

/** A page's titles, meta descriptions and tel: links as htmlparser2 reads them. */
export function tagsIn(html: string): { titles: string[]; descriptions: string[]; tels: string[] } {
  const found = { titles: [] as string[], descriptions: [] as string[], tels: [] as string[] };
  let title: string | undefined;
  new Parser(
    {
      onopentag: (name, a) => {
        if (name === 'title') title = '';
        if (name === 'meta' && a.name?.toLowerCase() === 'description') found.descriptions.push(a.content ?? '');
        if (name === 'a' && /^tel:/i.test(a.href ?? '')) found.tels.push((a.href ?? '').slice(4));
      },
      ontext: (t) => {
        if (title !== undefined) title += t;
      },
      onclosetag: (name) => {
        if (name === 'title' && title !== undefined) found.titles.push(title), (title = undefined);
      },
    },
    { decodeEntities: true },
  ).end(html);
  return found;
}

/** The tally, a few lines per fix, for the closing note. */
export function tallied(sites: number): string[] {
  return [...tally].map(([fix, t]) =>
    [
      `${fix}: offered on ${t.offered} of ${sites} sites, its finding cleared on ${t.cleared}`,
      t.tool ? `; after pasting, ${t.tool}: ${t.passed} passed, ${t.failed.length} failed` : '',
      fix === 'robots.txt' ? ` (${verdicts} verdicts compared)` : '',
      t.refused.length ? `; not offered on ${t.refused.length} (${t.refused.join('; ')})` : '',
      t.failed.length ? `\n    failed: ${t.failed.join('\n    failed: ')}` : '',
    ].join(''),
  );
}
