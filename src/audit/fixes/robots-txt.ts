/**
 * The site's own robots.txt, changed so that the AI search crawlers it keeps out may read the site,
 * and nothing else changes. Groups are read as Google's parser forms them (robots-lines.ts): a group
 * is its User-agent lines and every line up to the next group, its Crawl-delay, Content-Signal,
 * Host, Clean-param and comment lines included, so a group that goes takes all of them with it and a
 * group that stays keeps them. A search crawler named beside others loses only its User-agent line.
 * Where what it then reads (every `*` group, merged, Allow lines included, or the group of the token
 * it falls back to) would still keep it from the start page, a group of its own lets it in with
 * those rules less the ones that block the start page, so private folders stay private. Every line
 * the fix does not change comes back as the site wrote it, each decoded as UTF-8 when it is valid
 * UTF-8, else as Latin-1, never as U+FFFD. A site closed to every search engine gets no fix here: that
 * is the first thing to change, and the robots finding says it. robots-check.ts reads the result as
 * every crawler does, with our parser and robots-parser, before it is offered.
 */
import type { Evidence } from '../read/evidence.js';
import type { AiAccess, AiCrawlerAccess } from '../findings/ai-search.js';
import type { PasteFix } from '../findings/finding.js';
import { agentName, type RobotsRule, RobotsRules } from '../read/robots.js';
import { robotsLines, robotsPath } from '../read/robots-lines.js';
import { listed } from '../../shared/words.js';
import type { Built } from './built.js';
import { lineDiff, shownDiff } from './diff.js';
import { checkRobots } from './robots-check.js';

/** The longest file handed back whole (the report shows it; a longer one is changed by hand, from the reason given). */
const FILE_MAX = 24 * 1024;

interface Group {
  /** Its lines, from 1: the first User-agent line to the line before the next group (or the file's end). */
  from: number;
  to: number;
  agents: { line: number; name: string }[];
  /** Its Allow and Disallow lines. */
  rules: number[];
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The file's lines as written: each as UTF-8 when it is valid UTF-8, else Latin-1 (each byte its own character). */
function fileLines(raw: Buffer | undefined, body: string): string[] {
  if (!raw) return body.split(/\r\n|\r|\n/);
  const lines: string[] = [];
  let start = 0;
  const push = (end: number) => {
    const bytes = raw.subarray(start, end);
    try {
      lines.push(utf8.decode(bytes));
    } catch {
      lines.push(bytes.toString('latin1'));
    }
  };
  for (let i = 0; i < raw.length; i++) {
    const b = raw[i];
    if (b !== 0x0a && b !== 0x0d) continue;
    push(i);
    if (b === 0x0d && raw[i + 1] === 0x0a) i++;
    start = i + 1;
  }
  push(raw.length);
  return lines;
}

/** The file's groups, as Google's parser forms them: User-agent lines, then every line up to a User-agent line after a rule. */
function groupsOf(body: string, lineCount: number): Group[] {
  const groups: Group[] = [];
  let group: Group | undefined;
  let ruled = false;
  for (const l of robotsLines(body)) {
    if (l.key === 'user-agent') {
      if (!group || ruled) {
        if (group) group.to = l.line - 1;
        groups.push((group = { from: l.line, to: lineCount, agents: [], rules: [] }));
        ruled = false;
      }
      group.agents.push({ line: l.line, name: l.value[0] === '*' ? '*' : agentName(l.value).toLowerCase() });
    } else if (group && l.key !== 'sitemap') {
      ruled ||= l.key === 'allow' || l.key === 'disallow';
      if (l.key === 'allow' || l.key === 'disallow') group.rules.push(l.line);
    }
  }
  return groups;
}

const isBlank = (line: string | undefined) => line !== undefined && !line.trim();

/** A group's last line that says something (a key, not a blank or a comment after its rules): blank lines and comments before the next group stay. */
const lastSaid = (lines: string[], g: Group) => {
  let end = g.to;
  while (end > g.from && /^\s*(#.*)?$/.test(lines[end - 1] ?? '')) end--;
  return end;
};

/** The AI search crawlers a fix lets in: scored search crawlers the table shows kept from some or all pages. */
const toLetIn = (ai: AiAccess) => ai.crawlers.filter((c) => c.purpose === 'search' && !c.engine && c.state !== 'allowed');

/** robots.txt with the AI search crawlers it keeps out let in (see the top of this file), checked; undefined when there is nothing to change. */
export async function robotsTxtFix(e: Evidence, ai: AiAccess | undefined): Promise<Built> {
  const robots = e.start.robots;
  const facts = e.start.robotsFacts;
  if (!ai || !facts || facts.unavailable || !('body' in robots) || robots.status < 200 || robots.status > 299) return undefined;
  const letIn = toLetIn(ai);
  if (!letIn.length) return undefined;
  const start = robotsPath(e.start.page.url);
  const closed = (['googlebot', 'bingbot'] as const).every((bot) => !new RobotsRules(facts.searchBots[bot]).allowed(start));
  if (closed)
    return {
      refused:
        'Your robots.txt keeps every crawler out, Google and Bing included: whether to open your site to search comes first, and the robots.txt finding says how; once it is open, check again for the AI search crawlers.',
    };
  if (robots.truncated)
    return { refused: 'Your robots.txt is longer than the 500 KiB crawlers read, so we do not hand back a changed copy.' };
  const lines = fileLines(robots.raw, robots.body);
  // A file that ends its last line has no line after it.
  if (lines.length > 1 && lines.at(-1) === '') lines.pop();
  const groups = groupsOf(robots.body, lines.length);
  const tokens = new Set(letIn.map((c) => c.token.toLowerCase()));
  const removed = new Set<number>();
  for (const g of groups) {
    const theirs = g.agents.filter((a) => tokens.has(a.name));
    if (theirs.length !== g.agents.length) for (const a of theirs) removed.add(a.line);
    else {
      const end = lastSaid(lines, g);
      for (let l = g.from; l <= end; l++) removed.add(l);
      // The blank lines that parted it from the next group go with it, where a blank line parts it from the one before.
      if (g.from === 1 || isBlank(lines[g.from - 2])) for (let l = end + 1; l <= g.to && isBlank(lines[l - 1]); l++) removed.add(l);
    }
  }
  const kept = lines.filter((_, i) => !removed.has(i + 1));
  const added = groupFor(letIn, groups, lines, removed, start);
  if (!removed.size && !added.length) return undefined;
  // Added before the Sitemap lines, blank lines and comments that end the file, if it ends with them.
  let at = kept.length;
  while (at > 0 && /^\s*((sitemap\s*:|#).*)?$/i.test(kept[at - 1] ?? '')) at--;
  const after = [...kept.slice(0, at), ...(added.length && at ? [''] : []), ...added, ...kept.slice(at)];
  const text = `${after.join('\n')}\n`;
  if (text.length > FILE_MAX)
    return {
      refused: `Your robots.txt is ${lines.length.toLocaleString('en-AU')} lines long, too long to hand back whole here: to let ${listed(letIn.map((c) => c.token))} in, remove ${removed.size ? `lines ${[...removed].slice(0, 6).join(', ')}${removed.size > 6 ? ' and the rest of their groups' : ''}` : 'nothing'}${added.length ? ` and add a group for ${listed(letIn.map((c) => c.token))} with your * rules` : ''}.`,
    };
  const rows = lineDiff(lines, after);
  const keptOut = ai.crawlers.filter((c) => c.state === 'blocked' && !tokens.has(c.token.toLowerCase()));
  const fix: PasteFix = {
    title: 'Your robots.txt, with AI search let in',
    where: `Change your robots.txt (at /robots.txt) as shown: ${removed.size ? 'the lines marked - go' : ''}${removed.size && added.length ? ', ' : ''}${added.length ? 'the lines marked + are new' : ''}. It lets ${listed(letIn.map((c) => c.token))} read your pages${
      keptOut.length ? `, and keeps ${listed(keptOut.map((c) => c.token))} out, as your file does now` : ''
    }; nothing else changes. The whole file, changed, is below it.`,
    text,
    ...(rows ? { diff: shownDiff(rows) } : {}),
  };
  return checkRobots(fix, `${lines.join('\n')}\n`, e, ai, letIn);
}

/**
 * The group letting in those still kept from the start page once their own lines are gone: for each
 * source of rules they read (every `*` group, or the group of the token they fall back to), its Allow
 * and Disallow lines as written, less those that block the start page.
 */
function groupFor(letIn: AiCrawlerAccess[], groups: Group[], lines: string[], removed: Set<number>, start: string): string[] {
  const named = (token: string) => groups.some((g) => g.agents.some((a) => a.name === token.toLowerCase() && !removed.has(a.line)));
  const bySource = new Map<string, AiCrawlerAccess[]>();
  for (const c of letIn) {
    if (named(c.token)) continue;
    const source = c.fallsBackTo && named(c.fallsBackTo) ? c.fallsBackTo.toLowerCase() : '*';
    bySource.set(source, [...(bySource.get(source) ?? []), c]);
  }
  const out: string[] = [];
  for (const [source, crawlers] of bySource) {
    const written = groups
      .filter((g) => g.agents.some((a) => a.name === source && !removed.has(a.line)))
      .flatMap((g) => g.rules.map((l) => (lines[l - 1] ?? '').trim()));
    const read = written.map((line) => ({ line, rule: ruleOf(line) }));
    if (new RobotsRules(read.flatMap((r) => (r.rule ? [r.rule] : []))).allowed(start)) continue;
    const rules = read.filter(({ rule }) => rule && (rule.allow || new RobotsRules([rule]).allowed(start))).map((r) => r.line);
    out.push('# AI search crawlers may read the site', ...crawlers.map((c) => `User-agent: ${c.token}`), 'Allow: /', ...rules, '');
  }
  return out.slice(0, -1);
}

/** A line's rule as Google's parser reads it, or undefined for a line that is none. */
function ruleOf(line: string): RobotsRule | undefined {
  const [l] = robotsLines(line);
  return (l?.key === 'allow' || l?.key === 'disallow') && l.value ? { allow: l.key === 'allow', path: l.value, line: 0 } : undefined;
}
