/**
 * "How you compare": the prospect's site beside its competitors, fact by fact, each cell from what
 * that site's own check read and judged (the same findings, AI reading, Local reading and phone run the
 * report shows), never a guess: a cell begins "Yes" or "No", or says why it was not read (a competitor
 * whose robots.txt keeps us out, a site that did not answer, our own failure) or that it is still being
 * checked. An uncertain phone figure is said as uncertain, never as a win or a loss. Where the prospect
 * is behind a competitor, the prospect's cell links to the fix in their own report.
 *
 * Pure: the view and `/api/audit/:id` are made from what the tables kept.
 */
import type { AuditResult } from '../assess/result.js';
import type { Finding } from '../findings/finding.js';
import { groupScores } from '../findings/score.js';
import { aside } from '../findings/finding.js';
import { plural } from '../../shared/words.js';
import type { LabResult } from '../lab/result.js';
import type { Competitor } from './competitors.js';

/** What one side of the comparison kept: its check (absent while queued or running) and its home page's phone run. */
export interface Side {
  url: string;
  own: boolean;
  status: 'queued' | 'running' | 'done' | 'failed';
  result?: Pick<AuditResult, 'status' | 'summary' | 'findings' | 'ai' | 'local' | 'score' | 'pages'> | null;
  lab?: LabResult | null;
  /** Its pages read and judged, its home page still being measured on the phone. */
  measuring?: boolean;
  /** Its check before "Check again" checked it anew, when there was one: what changed is said beside each cell. */
  previous?: { result: NonNullable<Side['result']>; lab?: LabResult | null };
}

export interface ComparisonCell {
  text: string;
  /** Yes, No, or neither (not read, being checked, uncertain): what "behind" is judged on. */
  answer?: 'yes' | 'no';
  /** On the prospect's own cell, where a competitor says Yes and the prospect No: the fix in their report. */
  fix?: string;
}

export interface ComparisonRow {
  fact: string;
  cells: ComparisonCell[];
}

export interface Comparison {
  sites: { url: string; host: string; own: boolean; status: Side['status']; score: number | null }[];
  /** The score's parts, each site's out of 100, or why there is none. */
  scores: { part: string; cells: string[] }[];
  facts: ComparisonRow[];
}

/** LCP a phone should reach, Google's "good" threshold (web.dev/lcp). */
const LCP_GOOD_MS = 2500;

const hostOf = (url: string) => {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
};

const yes = (text = 'Yes'): ComparisonCell => ({ text, answer: 'yes' });
/** ", on the 10 pages read": what a judgement rests on, since a competitor is read with fewer pages. */
const ofPages = (r: NonNullable<Side['result']>) => (r.pages ? `, on the ${plural(r.pages, 'page', 'pages')} read` : '');
const no = (text = 'No'): ComparisonCell => ({ text, answer: 'no' });
/** A phone figure not yet made: its side's pages are read, its home page is on the test phone. */
const MEASURING = 'Being measured on a phone now';
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Whether a finding was judged and passed, judged and not, or not judged at all. */
const judged = (findings: Finding[], id: string) => findings.find((f) => f.id === id);

interface Fact {
  fact: string;
  /** The finding whose fix answers a No (an anchor in the report). */
  fixedBy?: string | ((r: NonNullable<Side['result']>) => string | undefined);
  cell: (r: NonNullable<Side['result']>, lab: LabResult | null | undefined, measuring?: boolean) => ComparisonCell;
}

/** An AI search crawler's reading of the site, by its robots.txt token. */
const aiSearch = (name: string, token: string): Fact => ({
  fact: `${name} can read it`,
  fixedBy: 'ai-search-crawlers',
  cell: (r) => {
    const crawler = r.ai?.crawlers.find((c) => c.token === token);
    if (!crawler) return { text: 'Not read: robots.txt could not be read' };
    if (crawler.state === 'blocked') return no(`No: robots.txt keeps ${token} out`);
    if (crawler.state === 'partly')
      return yes(`Yes, but robots.txt keeps ${token} from ${crawler.pages - crawler.readable} of ${crawler.pages} pages`);
    return yes();
  },
});

const FACTS: Fact[] = [
  aiSearch('ChatGPT search', 'OAI-SearchBot'),
  aiSearch('Claude search', 'Claude-SearchBot'),
  aiSearch('Perplexity', 'PerplexityBot'),
  {
    fact: 'Has an llms.txt',
    fixedBy: 'llms-txt',
    cell: (r) => {
      const llms = r.ai?.llms;
      if (!llms || llms.state === 'unreadable') return { text: 'Not read: /llms.txt could not be read' };
      if (llms.state === 'missing') return no();
      return llms.state === 'valid' ? yes() : yes("Yes, but not in llmstxt.org's layout");
    },
  },
  {
    fact: 'Business markup (LocalBusiness)',
    fixedBy: 'local-business-markup',
    cell: (r) => {
      const markup = r.local?.markup;
      if (!markup) return no();
      if (markup.local === false) return no(`No: ${markup.type}, not a LocalBusiness`);
      return markup.missingRequired.length ? yes(`Yes, without ${markup.missingRequired.join(', ')}, which Google requires`) : yes();
    },
  },
  {
    fact: 'Phone numbers tap to call',
    fixedBy: 'phone-not-tappable',
    cell: (r) => {
      const f = judged(r.findings, 'phone-not-tappable');
      if (!f) return no('No phone number on the pages read');
      // Said of the site, not to its owner (a finding's sentence says "your"), and of the pages read: a competitor's are fewer.
      const n = f.total ?? 1;
      const showing = r.pages
        ? `${n} of the ${plural(r.pages, 'page', 'pages')} read ${n === 1 ? 'shows' : 'show'}`
        : plural(n, 'page shows', 'pages show');
      return f.severity === 'passed' ? yes(`Yes${ofPages(r)}`) : no(`No: ${showing} a number as plain text`);
    },
  },
  {
    fact: 'Name, address and phone consistent',
    fixedBy: (r) => ['nap-phones', 'nap-addresses', 'nap-markup-mismatch'].find((id) => judged(r.findings, id)?.severity !== 'passed'),
    cell: (r) => {
      const said = ['nap-phones', 'nap-addresses', 'nap-markup-mismatch'].flatMap((id) => judged(r.findings, id) ?? []);
      if (!said.length) return no('No name, address and phone found to compare');
      const off = (id: string) => said.some((f) => f.id === id && f.severity !== 'passed');
      if (off('nap-phones')) return no(`No: ${r.local?.phoneVariants ?? 'several'} different phone numbers${ofPages(r)}`);
      if (off('nap-addresses')) return no(`No: ${r.local?.addressVariants ?? 'several'} different addresses${ofPages(r)}`);
      return off('nap-markup-mismatch') ? no('No: its business markup and its pages disagree') : yes(`Yes${ofPages(r)}`);
    },
  },
  {
    fact: `Home page loads fast on a phone (LCP ${seconds(LCP_GOOD_MS)} or less)`,
    fixedBy: () => 'audit-lab',
    cell: (_r, lab, measuring) => {
      if (measuring) return { text: MEASURING };
      const home = lab?.pages[0];
      if (!lab || lab.status === 'unavailable') return { text: 'Not measured: the phone run was not made' };
      if (!home || home.lcpMs === null) return { text: `Not measured: ${home?.problem ?? lab.message ?? 'the phone run did not finish'}` };
      if (home.uncertain?.length)
        return { text: `Not measured reliably: ${seconds(home.lcpMs)}, a rough guide (${home.uncertain[0]?.replace(/\.$/, '')})` };
      return home.lcpMs <= LCP_GOOD_MS ? yes(`Yes: ${seconds(home.lcpMs)}`) : no(`No: ${seconds(home.lcpMs)}`);
    },
  },
  {
    fact: 'Served over HTTPS',
    fixedBy: 'https',
    cell: (r) => (judged(r.findings, 'https')?.severity === 'passed' ? yes() : no()),
  },
];

/** Each site's column: being checked, not read (and why), or its cells; a Yes or No that was the other before says so. */
function cellsOf(side: Side, cell: Fact['cell']): ComparisonCell {
  if (side.status === 'queued' || (side.status === 'running' && !side.measuring) || !side.result) return { text: 'Being checked now' };
  if (side.result.status !== 'done') return { text: `Not read: ${aside(side.result.summary)}` };
  const now = cell(side.result, side.lab, side.measuring);
  const before = side.previous?.result.status === 'done' ? cell(side.previous.result, side.previous.lab) : undefined;
  return now.answer && before?.answer && before.answer !== now.answer
    ? { ...now, text: `${now.text} (${before.answer === 'yes' ? 'Yes' : 'No'} at the check before)` }
    : now;
}

/** The comparison of the prospect's site (`own`) with its competitors, for the report and `/api/audit/:id`. */
export function comparisonOf(own: Side, competitors: Side[]): Comparison {
  const sides = [own, ...competitors];
  const facts = FACTS.map(({ fact, cell, fixedBy }) => {
    const cells = sides.map((side) => cellsOf(side, cell));
    const [mine, ...theirs] = cells;
    const fix = typeof fixedBy === 'function' ? own.result && fixedBy(own.result) : fixedBy;
    if (mine?.answer === 'no' && fix && theirs.some((c) => c.answer === 'yes'))
      mine.fix = fix === 'audit-lab' ? '#audit-lab' : `#finding-${fix}`;
    return { fact, cells };
  });
  const part = (
    name: string,
    of: (r: NonNullable<Side['result']>, lab: LabResult | null | undefined, measuring?: boolean) => number | string | null,
  ) => ({
    part: name,
    cells: sides.map((side) => {
      const { text } = cellsOf(side, () => ({ text: '' }));
      if (text) return text;
      const value = side.result && of(side.result, side.lab, side.measuring);
      if (value === null || value === undefined) return 'Not scored';
      if (typeof value === 'string') return value;
      const before = side.previous?.result.status === 'done' ? of(side.previous.result, side.previous.lab) : null;
      return before === null || before === value ? `${value} of 100` : `${value} of 100 (${before} at the check before)`;
    }),
  });
  return {
    sites: sides.map((s) => ({
      url: s.url,
      host: hostOf(s.url),
      own: s.own,
      status: s.status,
      score: s.result?.status === 'done' ? s.result.score : null,
    })),
    scores: [
      part('Overall', (r) => r.score),
      part('Search', (r) => groupScores(r.findings).search),
      part('AI search', (r) => groupScores(r.findings).ai),
      part('Local', (r) => groupScores(r.findings).local),
      part('Phone speed (Lighthouse performance)', (_r, lab, measuring) =>
        measuring ? MEASURING : lab?.pages[0]?.uncertain?.length ? null : (lab?.pages[0]?.performance ?? null),
      ),
    ],
    facts,
  };
}

/** A competitor as a side of the comparison. */
export const competitorSide = (c: Competitor): Side => ({
  url: c.url,
  own: false,
  status: c.status,
  result: c.result,
  lab: c.lab,
  measuring: c.status === 'running' && Boolean(c.result),
  ...(c.previous_result && { previous: { result: c.previous_result, lab: c.previous_lab } }),
});
