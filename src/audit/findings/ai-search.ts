/**
 * AI search: can ChatGPT, Claude, Perplexity and Google's AI read the site? robots.txt read as each
 * AI crawler of data/ai-crawlers.ts reads it (robots.ts: its own groups, else `*`'s; the longest
 * rule wins, Allow on a tie), for the start page and for every page the crawl read; the groups'
 * Content-Signal lines; /llms.txt; and pages with almost no text before their scripts run. Blocking
 * a crawler that answers people (search, a person's request) is a problem; blocking only training
 * crawlers is the owner's choice, said plainly and never scored down.
 *
 * `aiAccessOf` gives the report's "AI search" section the same reading, crawler by crawler.
 */
import { type AiCrawler, aiCrawlers } from '../../../data/ai-crawlers.js';
import { clip } from '../read/clip.js';
import type { RawHome } from '../lab/rendered.js';
import type { LlmsTxtFacts } from '../read/llms-txt.js';
import { type ContentSignal, RobotsRules } from '../read/robots.js';
import { type Evidence, type FindingType, type ReadPage, shown, siteCheck, type Start } from './finding.js';
import { pathOf, plural } from '../../shared/words.js';

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
  /** robots.txt has a group naming it (else the `*` group's rules apply). */
  named: boolean;
}

export interface AiAccess {
  crawlers: AiCrawlerAccess[];
  /** The site's position in plain words: "Open to AI search and training", "Invisible to ChatGPT search ...". */
  verdict: string;
  /** A crawler that answers people (search or a person's request) may not read the start page. */
  blocksSearch: boolean;
  /** robots.txt answered and was read. */
  robots: boolean;
  signals: Pick<ContentSignal, 'line' | 'agents' | 'values'>[];
  llms: { state: 'valid' | 'missing' | 'malformed' | 'unreadable'; problem?: string; title?: string; links?: number };
  /** The start page's HTML before any script runs, for the browser run's comparison (lab/rendered.ts). */
  raw: RawHome;
  /** Pages with almost no text before their scripts run. */
  scriptOnly: number;
}

/** Fewer words than this in a page's HTML, with a script file to fill it, is almost no text. */
export const SCRIPT_ONLY_WORDS = 50;

const SEARCHES: AiCrawler['purpose'][] = ['search', 'user'];
/** "A, B and C". */
const listed = (items: string[]) => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
const tokens = (list: AiCrawlerAccess[]) => listed(list.map((c) => c.token));

/** How each AI crawler may read the site, by robots.txt. */
function accessOf(start: Start, pages: ReadPage[]): AiCrawlerAccess[] {
  const startPath = pathOf(start.page.url);
  const paths = pages.length ? pages.map((p) => pathOf(p.url)) : [startPath];
  return aiCrawlers.map((crawler) => {
    const read = start.robotsFacts?.aiBots[crawler.token];
    const rules = new RobotsRules(read?.rules ?? []);
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
      named: read?.named ?? false,
    };
  });
}

/** robots.txt that answered with a server error or not at all keeps every crawler out (RFC 9309 §2.3.1.4): said as what happened, not as a rule. */
const offLimits = (why: string) =>
  `Your robots.txt ${why}, so Google and the AI crawlers treat your whole site as off limits until it answers`;

/** The verdict in plain words (see AiAccess). */
function verdictOf(crawlers: AiCrawlerAccess[]): string {
  const blocked = crawlers.filter((c) => c.state === 'blocked');
  const searchBlocked = blocked.filter((c) => SEARCHES.includes(c.purpose));
  const trainingBlocked = blocked.filter((c) => c.purpose === 'training');
  if (blocked.length === crawlers.length) return `Invisible to every AI crawler: your robots.txt blocks ${tokens(blocked)}`;
  if (searchBlocked.length)
    return `Invisible to ${listed([...new Set(searchBlocked.map((c) => c.product))])}: your robots.txt blocks ${tokens(searchBlocked)}`;
  const partly = crawlers.filter((c) => c.state === 'partly' && SEARCHES.includes(c.purpose));
  const training =
    trainingBlocked.length === crawlers.filter((c) => c.purpose === 'training').length
      ? 'Blocks AI training'
      : trainingBlocked.length
        ? `Blocks some AI training (${tokens(trainingBlocked)})`
        : '';
  if (partly.length) return `${training ? `${training}, and` : 'Open to AI search, but'} keeps some pages from ${tokens(partly)}`;
  return training ? `${training} but stays in AI search answers` : 'Open to AI search and training';
}

/** The "AI search" section's reading of the site (and the baseline the browser run compares with). */
export function aiAccessOf(e: Evidence): AiAccess {
  const crawlers = accessOf(e.start, e.site?.pages ?? []);
  const { facts } = e.start;
  return {
    crawlers,
    verdict: e.start.robotsFacts?.unavailable ? offLimits(e.start.robotsFacts.unavailable) : verdictOf(crawlers),
    blocksSearch: crawlers.some((c) => c.state === 'blocked' && SEARCHES.includes(c.purpose)),
    robots: Boolean(e.start.robotsFacts),
    signals: (e.start.robotsFacts?.signals ?? []).map(({ line, agents, values }) => ({ line, agents, values })),
    llms: llmsState(e.start.llms, e.start.llmsFacts),
    raw: {
      words: facts.words,
      h1: facts.h1Text,
      links: facts.links.length,
      phones: facts.phones.map((p) => p.number),
      text: facts.text ?? '',
    },
    scriptOnly: (e.site?.pages ?? []).filter(scriptOnly).length,
  };
}

/** /llms.txt: read and valid or not, missing (a 4xx, or an answer off the site), or unreadable (an error, a timeout). */
function llmsState(answer: Start['llms'], facts: LlmsTxtFacts | undefined): AiAccess['llms'] {
  if (facts)
    return facts.problem ? { state: 'malformed', problem: facts.problem } : { state: 'valid', title: facts.title, links: facts.links };
  const status = answer && 'status' in answer ? answer.status : 0;
  if ((status >= 200 && status < 300) || (status >= 400 && status < 500)) return { state: 'missing' };
  return { state: 'unreadable' };
}

/** The AI search reading in one line, for staff (the email, the export): "Blocks OAI-SearchBot: invisible in ChatGPT search". */
export function aiLine(ai: AiAccess): string {
  const blocked = ai.crawlers.filter((c) => c.state === 'blocked' && SEARCHES.includes(c.purpose));
  if (!blocked.length) return ai.verdict;
  return `Blocks ${tokens(blocked)}: invisible in ${listed([...new Set(blocked.map((c) => c.product))])}`;
}

const scriptOnly = (x: ReadPage) => x.fetched.facts.words < SCRIPT_ONLY_WORDS && x.fetched.facts.scripts > 0;

const access: FindingType = {
  id: 'ai-search-crawlers',
  scope: 'page',
  weight: 6,
  why: 'ChatGPT, Claude and Perplexity answer more and more of the questions people once typed into Google, and they cite only the sites their own crawlers may read.',
  fix: 'In robots.txt, let the search crawlers (OAI-SearchBot, Claude-SearchBot, PerplexityBot) and the ones that fetch a page when someone asks (ChatGPT-User, Claude-User, Perplexity-User) read your pages. Blocking the training crawlers (GPTBot, ClaudeBot, Google-Extended and others) is your choice and does not affect AI search.',
  judge: (e) => {
    const crawlers = accessOf(e.start, e.site?.pages ?? []);
    const verdict = verdictOf(crawlers);
    const base = { id: 'ai-search-crawlers', why: access.why, fix: access.fix };
    const unavailable = e.start.robotsFacts?.unavailable;
    if (unavailable) return { ...base, severity: 'problem', message: `${offLimits(unavailable)}.` };
    if (crawlers.some((c) => c.state === 'blocked' && SEARCHES.includes(c.purpose)))
      return { ...base, severity: 'problem', message: `${verdict}.` };
    const partly = crawlers.filter((c) => c.state === 'partly' && SEARCHES.includes(c.purpose));
    if (partly.length) {
      const first = partly[0] as AiCrawlerAccess;
      return {
        ...base,
        severity: 'improvement',
        message: `${tokens(partly)} may not read ${first.pages - first.readable} of the ${plural(first.pages, 'page', 'pages')} we checked (for example ${shown(first.example ?? '')}).`,
      };
    }
    const training = crawlers.filter((c) => c.state === 'blocked');
    return {
      ...base,
      severity: 'passed',
      message: training.length
        ? `AI search crawlers may read your site. It is kept from AI training (${tokens(training)}): that is your choice, and it does not affect AI search.`
        : 'Every AI crawler we check may read your site, for search answers and for training.',
    };
  },
};

/** A Content-Signal saying `yes` to a use in a group that disallows the whole site: that use can never happen. */
const contradiction = (s: ContentSignal) =>
  Object.entries(s.values).find(([, v]) => v === 'yes') && !new RobotsRules(s.rules).allowed('/') ? s : undefined;

const contentSignal: FindingType = {
  id: 'content-signal',
  scope: 'page',
  weight: 2,
  why: 'A Content-Signal line says what your content may be used for (search results, AI answers, AI training); one that contradicts the rules beside it leaves crawlers to guess.',
  fix: 'Make each Content-Signal line agree with its group: a group that disallows your whole site cannot also say yes to search or AI answers.',
  judge: ({ start }) => {
    const signals = start.robotsFacts?.signals ?? [];
    if (!signals.length) return undefined;
    const base = { id: 'content-signal', why: contentSignal.why, fix: contentSignal.fix };
    // contentsignals.org gives no meaning to a use said twice: yes and no in one group is reported, never settled by picking one.
    const torn = signals.find((s) => s.contradicts.length);
    if (torn)
      return {
        ...base,
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
        ...base,
        severity: 'improvement',
        message: `Your robots.txt's Content-Signal on line ${wrong.line} says ${yes} for ${listed(wrong.agents.map((a) => clip(a, 40)))}, but the same group disallows your whole site.`,
      };
    }
    return {
      ...base,
      severity: 'passed',
      message: `Your robots.txt says how your content may be used (${plural(
        signals.reduce((n, s) => n + s.lines.length, 0),
        'Content-Signal line',
        'Content-Signal lines',
      )}), in step with its rules.`,
    };
  },
};

const llmsTxt: FindingType = {
  id: 'llms-txt',
  scope: 'page',
  weight: 2,
  why: 'An llms.txt file gives AI assistants a short, clean summary of your business and your key pages, in the layout llmstxt.org sets out.',
  fix: 'Publish /llms.txt: your business name as a "# " heading, a one-line summary after "> ", then "## " sections listing your key pages as Markdown links.',
  judge: ({ start }) => {
    const state = llmsState(start.llms, start.llmsFacts);
    const base = { id: 'llms-txt', why: llmsTxt.why, fix: llmsTxt.fix };
    if (state.state === 'valid')
      return {
        ...base,
        severity: 'passed',
        message: `Your /llms.txt follows llmstxt.org's layout (${plural(state.links ?? 0, 'key page', 'key pages')} listed).`,
      };
    if (state.state === 'malformed')
      return { ...base, severity: 'improvement', message: `Your /llms.txt does not follow llmstxt.org's layout: ${state.problem}` };
    if (state.state === 'unreadable') return { ...base, severity: 'improvement', message: 'Your /llms.txt could not be read.' };
    return { ...base, severity: 'improvement', message: 'Your site has no /llms.txt.' };
  },
};

export const aiSearch: FindingType[] = [
  access,
  contentSignal,
  llmsTxt,
  siteCheck({
    id: 'script-only-pages',
    severity: 'improvement',
    weight: 3,
    found: (n) =>
      `${plural(n, 'page shows', 'pages show')} almost no text until JavaScript runs: to AI crawlers that do not run it (GPTBot, ClaudeBot, PerplexityBot), ${n === 1 ? 'it is' : 'they are'} nearly empty.`,
    passed: 'Every page we checked has its text in its HTML, where every crawler reads it.',
    why: 'Most AI crawlers read a page’s HTML as it arrives and never run its scripts: text a script adds is invisible to them.',
    fix: 'Render the text on the server (or prerender it) so it is in the HTML itself; let scripts add behaviour, not the words.',
    collect: (site) => site.pages.filter(scriptOnly).map((x) => shown(x.url)),
  }),
];
