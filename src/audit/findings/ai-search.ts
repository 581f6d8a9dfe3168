/**
 * AI search: can ChatGPT, Claude, Perplexity and Google's AI read the site? robots.txt read as each
 * AI crawler of data/ai-crawlers.ts reads it (robots.ts: its own groups, else `*`'s; the longest
 * rule wins, Allow on a tie), for the start page and for every page the crawl read; the groups'
 * Content-Signal lines; /llms.txt; and pages whose main content is almost empty before their scripts
 * run. Blocking a search crawler (the index an assistant answers from) is a problem; blocking a
 * fetcher a person starts (ChatGPT-User ...) is said neutrally, as its operator describes it, and
 * never scored as invisibility; blocking training crawlers is the owner's choice, each named, never
 * scored down. Googlebot and bingbot are shown (AI Overviews, AI Mode and Copilot answer from their
 * indexes) but scored once, by the search part.
 *
 * `aiAccessOf` gives the report's "AI search" section the same reading, crawler by crawler.
 */
import type { Evidence, ReadPage, Start } from '../read/evidence.js';
import { type AiCrawler, aiCrawlers } from '../../../data/ai-crawlers.js';
import { clip } from '../../lib/clip.js';
import type { LlmsTxtFacts } from '../read/llms-txt.js';
import { type ContentSignal, type RobotsFacts, type RobotsRule, RobotsRules } from '../read/robots.js';
import { pageCheck, type PasteFix, scriptFilled, shown, siteCheck, type StartWith } from './finding.js';
import { ON_PAGE } from './proof.js';
import { listed, pathOf, plural } from '../../shared/words.js';

/** The start page's HTML before any script runs, as the crawl read it: what the browser run compares the rendered page with (lab/rendered.ts). */
export interface RawHome {
  /** Words of its main content (page-facts.ts's `mainWords`). */
  words: number;
  /** Its first h1's text. */
  h1?: string;
  links: number;
  /** Phone numbers in its text (E.164). */
  phones: string[];
  /** Its main content's text, collapsed (the first TEXT_KEPT characters). */
  text: string;
}

export interface AiCrawlerAccess extends AiCrawler {
  /** `blocked`: not the start page; `partly`: the start page, but not every page the crawl read. */
  state: 'allowed' | 'partly' | 'blocked';
  /** The rule that keeps it from the start page, as written, and its line. */
  rule?: { text: string; line: number };
  /** A page it may not read (partly blocked). */
  example?: string;
  /** Pages of the crawl it may read, and how many the crawl read. */
  readable: number;
  pages: number;
  /** robots.txt has a group naming it (else the `*` group's rules apply, or those of the token it falls back to). */
  named: boolean;
  /** The token whose group it follows, as its operator says, when robots.txt names that one and not it (Applebot: Googlebot). */
  via?: string;
}

export interface AiAccess {
  crawlers: AiCrawlerAccess[];
  /** The site's position in plain words: "Open to AI search and training", "Invisible to ChatGPT search ...". */
  verdict: string;
  /** A search crawler (one that builds the index an assistant answers from) may not read the start page. */
  blocksSearch: boolean;
  /** robots.txt answered and was read. */
  robots: boolean;
  /** Set when robots.txt answered with a server error or not at all: what happened, after "Your robots.txt". */
  unavailable?: string;
  signals: Pick<ContentSignal, 'line' | 'agents' | 'values'>[];
  llms: {
    state: 'valid' | 'missing' | 'malformed' | 'unreadable';
    problem?: string;
    title?: string;
    links?: number;
    /** A valid file sent with a Content-Type other than text/plain or text/markdown: the type it was sent as. */
    wrongType?: string;
    /** Missing: the address answers with a web page (a single-page app's fallback, a catch-all). */
    webPage?: boolean;
    /** An llms.txt built from the crawl, for a site without one (src/audit/fixes/llms-txt.ts), or why none is offered. */
    paste?: PasteFix;
    unoffered?: string;
  };
  /** The start page's main content before any script runs, for the browser run's comparison (lab/rendered.ts). */
  raw: RawHome;
  /** Pages with almost no text in their main content before their scripts run. */
  scriptOnly: number;
}

const tokens = (list: AiCrawlerAccess[]) => listed(list.map((c) => c.token));
const products = (list: AiCrawlerAccess[]) => listed([...new Set(list.map((c) => c.product))]);
const vendors = (list: AiCrawlerAccess[]) => listed([...new Set(list.map((c) => c.vendor))]);
const isSearch = (c: AiCrawlerAccess) => c.purpose === 'search';
/** Search crawlers this family scores: a search engine's own (Googlebot, bingbot) is scored by the search part. */
const scored = (c: AiCrawlerAccess) => isSearch(c) && !c.engine;

/** The rules a crawler reads: its own group's (or `*`'s), or those of the token it falls back to when only that one is named (Applebot: Googlebot). */
export function rulesRead(bots: RobotsFacts['aiBots'], crawler: AiCrawler): { rules: RobotsRule[]; via?: string } {
  const own = bots[crawler.token];
  const fallback = crawler.fallsBackTo ? bots[crawler.fallsBackTo] : undefined;
  const via = !own?.named && fallback?.named ? crawler.fallsBackTo : undefined;
  return { rules: (via ? fallback : own)?.rules ?? [], ...(via ? { via } : {}) };
}

/** How each AI crawler may read the site, by robots.txt. */
function accessOf(start: StartWith<'robots'>, pages: readonly Pick<ReadPage, 'url'>[]): AiCrawlerAccess[] {
  const startPath = pathOf(start.page.url);
  const paths = pages.length ? pages.map((p) => pathOf(p.url)) : [startPath];
  const bots = start.robotsFacts?.aiBots ?? {};
  return aiCrawlers.map((crawler) => {
    const own = bots[crawler.token];
    const { rules: read, via } = rulesRead(bots, crawler);
    const rules = new RobotsRules(read);
    const deciding = rules.deciding(startPath);
    const blockedPaths = paths.filter((p) => !rules.allowed(p));
    const state = deciding && !deciding.allow ? 'blocked' : blockedPaths.length ? 'partly' : 'allowed';
    return {
      ...crawler,
      state,
      ...(state === 'blocked' && deciding && !start.robotsFacts?.unavailable
        ? { rule: { text: clip(`Disallow: ${deciding.path}`, 120), line: deciding.line } }
        : {}),
      ...(state === 'partly' ? { example: clip(blockedPaths[0] ?? '', 120) } : {}),
      readable: paths.length - blockedPaths.length,
      pages: paths.length,
      named: own?.named ?? false,
      ...(via ? { via } : {}),
    };
  });
}

/** Blocking Google-Extended also keeps pages from grounding Gemini's answers, as Google says: named wherever it is. */
const grounding = (list: AiCrawlerAccess[]) =>
  list.some((c) => c.token === 'Google-Extended') ? ' and from grounding answers in Gemini Apps and Vertex AI' : '';

/** robots.txt that answered with a server error or not at all keeps every crawler out (RFC 9309 §2.3.1.4): said as what happened, not as a rule. */
const offLimits = (why: string) =>
  `Your robots.txt ${why}, so Google and the AI crawlers treat your whole site as off limits until it answers`;

/** The verdict in plain words (see AiAccess): search first, then training, then the fetchers a person starts. */
function verdictOf(crawlers: AiCrawlerAccess[]): string {
  const blocked = crawlers.filter((c) => c.state === 'blocked');
  const searchBlocked = blocked.filter(isSearch);
  if (searchBlocked.length) return `Invisible to ${products(searchBlocked)}: your robots.txt blocks ${tokens(searchBlocked)}`;
  const partly = crawlers.filter((c) => c.state === 'partly' && isSearch(c));
  const trainingBlocked = blocked.filter((c) => c.purpose === 'training');
  const userBlocked = blocked.filter((c) => c.purpose === 'user');
  const search = partly.length ? `Keeps some pages from ${tokens(partly)}` : 'Open to AI search';
  const training = !trainingBlocked.length
    ? ''
    : `keeps your pages from ${trainingBlocked.length === crawlers.filter((c) => c.purpose === 'training').length ? 'every' : 'some'} AI training (${tokens(trainingBlocked)})${grounding(trainingBlocked)}`;
  const user = userBlocked.length ? `asks ${tokens(userBlocked)} not to fetch your pages when a person asks` : '';
  if (!training && !user) return partly.length ? search : 'Open to AI search and training';
  return [search, training, user].filter(Boolean).join('; ');
}

/** The "AI search" section's reading of the site (and the baseline the browser run compares with). */
export function aiAccessOf(e: Evidence): AiAccess {
  const crawlers = accessOf(e.start, e.site?.pages ?? []);
  const { facts } = e.start;
  const wall = e.start.firewall?.files.includes('robots') ? e.start.firewall.vendor : undefined;
  return {
    crawlers,
    verdict: wall
      ? `We could not read your robots.txt: your firewall (${clip(wall, 40)}) answered our crawler with a challenge, so this says nothing about what AI crawlers see`
      : e.start.robotsFacts?.unavailable
        ? offLimits(e.start.robotsFacts.unavailable)
        : verdictOf(crawlers),
    blocksSearch: crawlers.some((c) => c.state === 'blocked' && isSearch(c)),
    robots: Boolean(e.start.robotsFacts),
    ...(e.start.robotsFacts?.unavailable ? { unavailable: e.start.robotsFacts.unavailable } : {}),
    signals: (e.start.robotsFacts?.signals ?? []).map(({ line, agents, values }) => ({ line, agents, values })),
    llms: llmsState(e.start.llms, e.start.llmsFacts, e.start.firewall),
    raw: {
      words: facts.mainWords,
      h1: facts.h1Text,
      links: facts.links.length,
      // Numbers anywhere in its HTML, tel: links included (a footer's "Call us" link is in the HTML too).
      phones: [...new Set([...facts.phones, ...facts.telLinks].map((p) => p.number))],
      text: facts.text ?? '',
    },
    scriptOnly: (e.site?.pages ?? []).filter(scriptOnly).length,
  };
}

/** /llms.txt: read and valid or not, missing (a 4xx, or an answer off the site), or unreadable (an error, a timeout). */
function llmsState(answer: Start['llms'], facts: LlmsTxtFacts | undefined, firewall: Start['firewall']): AiAccess['llms'] {
  // A firewall's challenge in its place says nothing of whether there is one.
  if (firewall?.files.includes('llms')) return { state: 'unreadable' };
  // A web page where llms.txt should be is the server's answer to an address it does not have: none, not a broken one.
  if (facts?.webPage) return { state: 'missing', webPage: true };
  if (facts)
    return facts.problem
      ? { state: 'malformed', problem: facts.problem }
      : { state: 'valid', title: facts.title, links: facts.links, ...(facts.wrongType ? { wrongType: facts.wrongType } : {}) };
  const status = answer && 'status' in answer ? answer.status : 0;
  if ((status >= 200 && status < 300) || (status >= 400 && status < 500)) return { state: 'missing' };
  return { state: 'unreadable' };
}

/** The AI search reading in one line, for staff (the email, the export): "Blocks OAI-SearchBot: invisible in ChatGPT search". */
export function aiLine(ai: AiAccess): string {
  const blocked = ai.crawlers.filter((c) => c.state === 'blocked' && c.purpose === 'search');
  if (!blocked.length) return ai.verdict;
  return `Blocks ${tokens(blocked)}: invisible in ${products(blocked)}`;
}

const scriptOnly = (x: Pick<ReadPage, 'fetched'>) => scriptFilled(x.fetched.facts);

/** What the site's robots.txt says to training crawlers, by name, both ways; nothing when it blocks none. */
function trainingNote(crawlers: AiCrawlerAccess[]): string {
  const training = crawlers.filter((c) => c.purpose === 'training');
  const blocked = training.filter((c) => c.state === 'blocked');
  if (!blocked.length) return '';
  const allowed = training.filter((c) => c.state !== 'blocked');
  const gemini = blocked.some((c) => c.token === 'Google-Extended')
    ? ' Google-Extended also keeps your pages from grounding answers in Gemini Apps and Vertex AI; Google Search, its AI Overviews and AI Mode read your site through Googlebot, which it does not affect.'
    : '';
  return ` It keeps your pages from AI training by ${tokens(blocked)}${allowed.length ? `, and allows ${tokens(allowed)}` : ''}: that is your choice, and it does not affect AI search.${gemini}`;
}

/** What blocking the fetchers a person starts does, neutrally; nothing when none is blocked. */
function userNote(crawlers: AiCrawlerAccess[]): string {
  const blocked = crawlers.filter((c) => c.purpose === 'user' && c.state === 'blocked');
  if (!blocked.length) return '';
  const mayIgnore = blocked.filter((c) => c.robotsTxt === 'may-ignore');
  return ` It asks ${tokens(blocked)} not to fetch your pages when a person asks ${products(blocked)} to${
    mayIgnore.length ? `; ${vendors(mayIgnore)} ${mayIgnore.length === 1 ? 'says' : 'say'} robots.txt may not apply to such fetches` : ''
  }.`;
}

const access = pageCheck({
  id: 'ai-search-crawlers',
  group: 'ai',
  shows: ON_PAGE.robotsAgents,
  // Each crawler's access is judged on every page the crawl read.
  requires: ['robots', 'pages'],
  fixedBy: 'robots-txt',
  weight: 6,
  // robots.txt's "Disallow: /" (or its failure) keeps these crawlers out with every other: the noindex finding says it, once.
  overlaps: { closedSite: 'robots' },
  // A firewall's challenge in place of robots.txt: its rules were not read, so no crawler's access was judged.
  appliesTo: (start) => !start.firewall?.files.includes('robots'),
  why: 'ChatGPT, Claude, Perplexity, Siri and other assistants answer more and more of the questions people once typed into a search box, and they draw on the sites their search crawlers may read.',
  fix: 'In robots.txt, let the AI search crawlers (OAI-SearchBot, Claude-SearchBot, PerplexityBot, Applebot, Amzn-SearchBot, DuckAssistBot, meta-webindexer) read your pages. Blocking the training crawlers (GPTBot, ClaudeBot, Google-Extended and others) is your choice and does not affect AI search; blocking the fetchers a person starts (ChatGPT-User, Claude-User, Perplexity-User and others) asks assistants not to open your pages when someone asks, and some say they may not honour it.',
  judge: (start, e) => {
    const crawlers = accessOf(start, e.site?.pages ?? []);
    const blocked = crawlers.filter((c) => c.state === 'blocked' && scored(c));
    const unavailable = start.robotsFacts?.unavailable;
    if (unavailable) return { severity: 'problem', message: `${offLimits(unavailable)}.` };
    if (blocked.length)
      return { severity: 'problem', message: `Invisible to ${products(blocked)}: your robots.txt blocks ${tokens(blocked)}.` };
    const partly = crawlers.filter((c) => c.state === 'partly' && scored(c));
    if (partly.length) {
      const first = partly[0] as AiCrawlerAccess;
      return {
        severity: 'improvement',
        message: `${tokens(partly)} may not read ${first.pages - first.readable} of the ${plural(first.pages, 'page', 'pages')} we checked (for example ${shown(first.example ?? '')}).`,
      };
    }
    const engines = crawlers.filter((c) => c.engine && c.state !== 'allowed');
    const enginesNote = engines.length
      ? ` Your robots.txt keeps ${tokens(engines)} from some or all of your pages; ${products(engines)} rely on ${engines.length === 1 ? 'it' : 'them'}, and that is counted once, with the search engines.`
      : '';
    const notes = `${trainingNote(crawlers)}${userNote(crawlers)}${enginesNote}`;
    return {
      severity: 'passed',
      message: notes
        ? `The AI search crawlers we check may read your site (${tokens(crawlers.filter(scored))}).${notes}`
        : 'Every AI crawler we check may read your site: for search answers, for the pages a person asks about, and for training.',
    };
  },
});

/** A Content-Signal saying `yes` to a use in a group that disallows the whole site: that use can never happen. */
const contradiction = (s: ContentSignal) =>
  Object.entries(s.values).find(([, v]) => v === 'yes') && !new RobotsRules(s.rules).allowed('/') ? s : undefined;

const contentSignal = pageCheck({
  id: 'content-signal',
  group: 'ai',
  requires: ['robots'],
  shows: ON_PAGE.contentSignal,
  weight: 2,
  why: 'A Content-Signal line says what your content may be used for (search results, AI answers, AI training); one that contradicts the rules beside it leaves crawlers to guess.',
  fix: 'Make each Content-Signal line agree with its group: a group that disallows your whole site cannot also say yes to search or AI answers.',
  judge: (start) => {
    const signals = start.robotsFacts?.signals ?? [];
    if (!signals.length) return undefined;
    // contentsignals.org gives no meaning to a use said twice: yes and no in one group is reported, never settled by picking one.
    const torn = signals.find((s) => s.contradicts.length);
    if (torn)
      return {
        severity: 'improvement',
        message: `Your robots.txt's Content-Signal ${torn.lines.length > 1 ? `lines ${listed(torn.lines.map(String))}` : `line ${torn.line}`} for ${listed(torn.agents.map((a) => clip(a, 40)))} ${torn.lines.length > 1 ? 'say' : 'says'} both yes and no to ${listed(torn.contradicts)}, so crawlers cannot tell which you mean.`,
      };
    const wrong = signals.map(contradiction).find(Boolean);
    if (wrong) {
      const yes = Object.entries(wrong.values)
        .filter(([, v]) => v === 'yes')
        .map(([k]) => `${k}=yes`)
        .join(', ');
      return {
        severity: 'improvement',
        message: `Your robots.txt's Content-Signal on line ${wrong.line} says ${yes} for ${listed(wrong.agents.map((a) => clip(a, 40)))}, but the same group disallows your whole site.`,
      };
    }
    return {
      severity: 'passed',
      message: `Your robots.txt says how your content may be used (${plural(
        signals.reduce((n, s) => n + s.lines.length, 0),
        'Content-Signal line',
        'Content-Signal lines',
      )}), in step with its rules.`,
    };
  },
});

/**
 * llms.txt is an optional proposal: a site without one (or whose file could not be read) is not
 * scored (left out of both sides, as HSTS on an http page is), and the "AI search" section suggests
 * it in a neutral sentence. A file that is there is scored: passed when it follows llmstxt.org's
 * layout and is sent as text, to improve when it does not.
 */
const llmsTxt = pageCheck({
  id: 'llms-txt',
  group: 'ai',
  requires: ['llms'],
  shows: ON_PAGE.llms,
  fixedBy: 'llms-txt',
  weight: 2,
  why: 'An llms.txt file gives AI assistants a short, clean summary of your business and your key pages, in the layout llmstxt.org proposes; it is optional.',
  fix: 'Keep /llms.txt to llmstxt.org’s layout: your business name as a "# " heading (the one part it requires), a one-line summary after "> ", then "## " sections listing your key pages as Markdown links; send it as text/plain or text/markdown.',
  judge: (start) => {
    const state = llmsState(start.llms, start.llmsFacts, start.firewall);
    if (state.state === 'missing' || state.state === 'unreadable') return undefined;
    // A placeholder the report handed out, pasted as it was: a problem, so pasting it never raises the score.
    if (start.llmsFacts?.placeholder)
      return {
        severity: 'problem',
        message: 'Your /llms.txt was pasted without being filled in: it still holds a [FILL IN: …] placeholder.',
      };
    if (state.state === 'malformed')
      return { severity: 'improvement', message: `Your /llms.txt does not follow llmstxt.org's layout: ${state.problem}` };
    const listed = state.links ? ` (${plural(state.links, 'key page', 'key pages')} listed)` : '';
    // Chrome's own Agentic Browsing check (Lighthouse 13's llms-txt) asks for more than the layout does: said beside it, once.
    const lighthouse = start.llmsFacts?.lighthouse;
    if (lighthouse?.length)
      return {
        severity: 'improvement',
        message: `Your /llms.txt follows llmstxt.org's layout${listed}, but Lighthouse's llms-txt check, which Chrome's Agentic Browsing score uses, fails it: ${lighthouse.join(', and ')}. List your key pages as Markdown links.${state.wrongType ? ` Your server also sends it as ${state.wrongType}: it should be text/plain or text/markdown.` : ''}`,
      };
    if (state.wrongType)
      return {
        severity: 'improvement',
        message: `Your /llms.txt follows llmstxt.org's layout${listed}, but your server sends it as ${state.wrongType}: it should be text/plain or text/markdown, so that tools take it for the Markdown file it is.`,
      };
    return { severity: 'passed', message: `Your /llms.txt follows llmstxt.org's layout${listed}.` };
  },
});

export const aiSearch = [
  access,
  contentSignal,
  llmsTxt,
  siteCheck({
    id: 'script-only-pages',
    group: 'ai',
    shows: ON_PAGE.mount,
    severity: 'improvement',
    weight: 3,
    found: (n) =>
      `${plural(n, 'page shows', 'pages show')} almost no text in ${n === 1 ? 'its' : 'their'} main content until JavaScript runs: to AI crawlers that do not run it (GPTBot, ClaudeBot, PerplexityBot), ${n === 1 ? 'it is' : 'they are'} nearly empty.`,
    passed: 'Every page we checked has its main content in its HTML, where every crawler reads it.',
    why: 'Most AI crawlers read a page’s HTML as it arrives and never run its scripts: text a script adds is invisible to them.',
    fix: 'Render the text on the server (or prerender it) so it is in the HTML itself; let scripts add behaviour, not the words.',
    collect: (site) => site.pages.filter(scriptOnly).map((x) => shown(x.url)),
  }),
] as const;
