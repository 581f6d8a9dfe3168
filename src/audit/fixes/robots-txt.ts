/**
 * The site's own robots.txt, changed so that the AI search crawlers it keeps out may read the site,
 * and nothing else changes: the training crawlers it blocks stay blocked, every other group stays as
 * written. Each blocked search crawler's User-agent line leaves the group that names it (the group
 * goes with its last one); where the `*` group would still keep one out, a group is added that lets
 * them in, with the `*` group's other Disallow lines, so private folders stay private. The new file
 * is read again as every crawler reads it (readRobots) before it is handed over: a change that
 * would not do exactly that is not offered.
 */
import type { AiAccess } from '../findings/ai-search.js';
import type { Evidence, PasteFix } from '../findings/finding.js';
import { agentName, readRobots, RobotsRules } from '../read/robots.js';
import { robotsLines, robotsPath } from '../read/robots-lines.js';

interface Group {
  agents: { line: number; name: string }[];
  rules: { line: number; allow: boolean; path: string }[];
}

/** The file's groups, as Google's parser forms them: User-agent lines, then the rules up to the next User-agent line after a rule. */
function groupsOf(body: string): Group[] {
  const groups: Group[] = [];
  let group: Group | undefined;
  for (const l of robotsLines(body)) {
    if (l.key === 'user-agent') {
      if (!group || group.rules.length) groups.push((group = { agents: [], rules: [] }));
      group.agents.push({ line: l.line, name: l.value[0] === '*' ? '*' : agentName(l.value).toLowerCase() });
    } else if ((l.key === 'allow' || l.key === 'disallow') && group)
      group.rules.push({ line: l.line, allow: l.key === 'allow', path: l.value });
  }
  return groups;
}

/** Lines as robotsLines numbers them: a CR, an LF or a CRLF ends each. */
const linesOf = (body: string) => body.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);

/** The changed lines with one unchanged line around each change: "- " removed, "+ " added, "  " kept. */
function diffOf(old: string[], removed: Set<number>, added: string[], addAt: number): string {
  const rows: { mark: string; text: string; changed: boolean }[] = [];
  old.forEach((text, i) => {
    if (i === addAt) for (const a of added) rows.push({ mark: '+', text: a, changed: true });
    rows.push({ mark: removed.has(i + 1) ? '-' : ' ', text, changed: removed.has(i + 1) });
  });
  if (addAt >= old.length) for (const a of added) rows.push({ mark: '+', text: a, changed: true });
  const near = (i: number) => rows[i]?.changed || rows[i - 1]?.changed || rows[i + 1]?.changed;
  const out: string[] = [];
  rows.forEach((r, i) => {
    if (near(i)) out.push(`${r.mark} ${r.text}`);
    else if (near(i - 1) && out.at(-1) !== '  …') out.push('  …');
  });
  return out.join('\n').trimEnd();
}

/** robots.txt with the AI search crawlers it keeps from the start page let in, or undefined when there is nothing to change. */
export async function robotsTxtFix(e: Evidence, ai: AiAccess | undefined): Promise<PasteFix | undefined> {
  const robots = e.start.robots;
  if (!ai || ai.unavailable || !('body' in robots) || robots.status < 200 || robots.status > 299 || robots.truncated) return undefined;
  const blocked = ai.crawlers.filter((c) => c.purpose === 'search' && !c.engine && c.state !== 'allowed');
  if (!blocked.length) return undefined;
  const start = robotsPath(e.start.page.url);
  const groups = groupsOf(robots.body);
  const tokens = new Set(blocked.map((c) => c.token.toLowerCase()));
  const removed = new Set<number>();
  for (const g of groups) {
    const theirs = g.agents.filter((a) => tokens.has(a.name));
    if (!theirs.length) continue;
    for (const a of theirs) removed.add(a.line);
    if (theirs.length === g.agents.length) for (const r of g.rules) removed.add(r.line);
  }
  const old = linesOf(robots.body);
  const kept = old.filter((_, i) => !removed.has(i + 1));
  // Where the `*` group would still keep a crawler from the start page, a group of their own lets them in.
  const star = groups.find((g) => g.agents.some((a) => a.name === '*'));
  const starBlocks = star ? !new RobotsRules(star.rules.map((r) => ({ ...r }))).allowed(start) : false;
  const stillOut = starBlocks
    ? blocked.filter((c) => !groups.some((g) => g.agents.some((a) => a.name === c.token.toLowerCase() && !removed.has(a.line))))
    : [];
  const added = stillOut.length
    ? [
        '# AI search crawlers may read the site',
        ...stillOut.map((c) => `User-agent: ${c.token}`),
        'Allow: /',
        ...(star?.rules ?? []).filter((r) => !r.allow && new RobotsRules([r]).allowed(start) && r.path).map((r) => `Disallow: ${r.path}`),
        '',
      ]
    : [];
  // Added before the Sitemap lines at the end of the file, if it ends with them; else at its end.
  let addAt = old.length;
  while (addAt > 0 && /^\s*(sitemap\s*:.*)?$/i.test(old[addAt - 1] ?? '')) addAt--;
  if (addAt < old.length && added.length) added.unshift('');
  const keptBefore = old.slice(0, addAt).filter((_, i) => !removed.has(i + 1));
  const text = `${[...keptBefore, ...added, ...old.slice(addAt).filter((_, i) => !removed.has(addAt + i + 1))]
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
  if (kept.length === old.length && !added.length) return undefined;

  // Read again as the crawlers read it: every search crawler in, every crawler blocked before still blocked.
  const after = await readRobots(text);
  const before = await readRobots(robots.body);
  const allowed = (facts: typeof after, token: string) => new RobotsRules(facts.aiBots[token]?.rules ?? []).allowed(start);
  if (!blocked.every((c) => allowed(after, c.token))) return undefined;
  const keptOut = ai.crawlers.filter((c) => !tokens.has(c.token.toLowerCase()) && !allowed(before, c.token));
  if (keptOut.some((c) => allowed(after, c.token))) return undefined;
  return {
    title: 'Your robots.txt, with AI search let in',
    where: `Change your robots.txt (at /robots.txt) as shown: the lines marked - go, the lines marked + are new. It lets ${blocked
      .map((c) => c.token)
      .join(
        ', ',
      )} read your pages${keptOut.length ? `, and keeps ${keptOut.map((c) => c.token).join(', ')} out, as your file does now` : ''}. The whole file, changed, is below it.`,
    text,
    diff: diffOf(old, removed, added, addAt),
  };
}
