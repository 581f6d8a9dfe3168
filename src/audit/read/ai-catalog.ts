/**
 * Agentic Resource Discovery (ARD, an IETF draft): where a site points AI agents to its
 * `ai-catalog.json`, found as Lighthouse 13's AgentResourceDiscovery gatherer finds it, and the file
 * judged by the conformance tester Lighthouse ships (`lighthouse/third-party/ard`, a port of the
 * draft's own `conformance-test`), so that the check and Lighthouse's `ard-schema` say the same.
 *
 * The signals, in Lighthouse's order of preference: robots.txt's `Agentmap:` line, the page's
 * `<link rel="ai-catalog">` (head-facts.ts), a `Link: <…>; rel="ai-catalog"` header (header-facts.ts);
 * else the well-known address `/.well-known/ai-catalog.json`.
 */
import { ConformanceTester } from 'lighthouse/third-party/ard/ard.js';
import { clip } from '../../lib/clip.js';
import type { Fetched } from './fetch-page.js';

/** Where the site says its catalog is, by each of the three explicit signals (absent: that signal is not there). */
export interface CatalogSignals {
  /** robots.txt's first `Agentmap:` line, resolved against the page. */
  agentmap?: string;
  /** The page's first `<link rel="ai-catalog">`, resolved. */
  htmlLink?: string;
  /** The start page's `Link` header with `rel="ai-catalog"`, resolved. */
  headerLink?: string;
}

/** What the check read of the site's catalog: where it looked and why, and what the conformance tester says of the file. */
export interface CatalogFacts {
  url: string;
  /** What led there: one of the signals, or the well-known address. */
  signal: keyof CatalogSignals | 'well-known';
  signals: CatalogSignals;
  /** Its answer, or why there was none. */
  answer: Fetched | { error: string };
  /** The conformance tester's errors and warnings, each with the entry it is about ("Root" for the file), when a file was read. */
  problems?: CatalogProblem[];
}

export interface CatalogProblem {
  element: string;
  message: string;
  severity: 'error' | 'warning';
}

/** Problems kept, and characters of each: the tester stops at a schema's first error, but a file may list many entries. */
const PROBLEMS_KEEP = 20;
const PROBLEM_CHARS = 300;

const resolved = (href: string | undefined, base: string): string | undefined => {
  if (!href) return undefined;
  try {
    return new URL(href, base).href;
  } catch {
    return undefined;
  }
};

/**
 * robots.txt's `Agentmap:` line, as Lighthouse's gatherer reads it (the first, any case, its first
 * word), line by line: Lighthouse's one multiline expression backtracks over runs of blank lines.
 */
export function agentmapOf(robotsTxt: string, base: string): string | undefined {
  for (const line of robotsTxt.split('\n')) {
    const match = /^\s*agentmap:\s*(\S+)/i.exec(line);
    if (match) return resolved(match[1], base);
  }
  return undefined;
}

/** The signals found, resolved against the page's address (one that does not resolve is none, as in Lighthouse). */
export function catalogSignals(robotsTxt: string | undefined, htmlLink: string | undefined, headerLink: string | undefined, base: string) {
  const signals: CatalogSignals = {};
  const agentmap = robotsTxt === undefined ? undefined : agentmapOf(robotsTxt, base);
  if (agentmap) signals.agentmap = agentmap;
  const link = resolved(htmlLink, base);
  if (link) signals.htmlLink = link;
  const header = resolved(headerLink, base);
  if (header) signals.headerLink = header;
  return signals;
}

/** Where to read the catalog: the first signal in Lighthouse's order, else the well-known address. */
export function catalogAddress(signals: CatalogSignals, base: string): { url: string; signal: CatalogFacts['signal'] } {
  for (const signal of ['agentmap', 'htmlLink', 'headerLink'] as const) {
    const url = signals[signal];
    if (url) return { url, signal };
  }
  return { url: new URL('/.well-known/ai-catalog.json', base).href, signal: 'well-known' };
}

/** The file's problems by the ARD conformance tester (JSON parsing, the draft's JSON Schema, then its semantic rules). */
export function catalogProblems(body: string): CatalogProblem[] {
  const tester = new ConformanceTester();
  tester.validate_manifest(body, 'ai-catalog.json');
  // The tester reports the schema's first error, then its own rules, which name a missing property again: said once.
  const again = (message: string) => {
    const missing = /^JSON Schema Validation Failed: '([^']+)' is a required property/.exec(message)?.[1];
    return missing !== undefined && tester.errors.some((e) => e.message.startsWith(`Missing required '${missing}'`));
  };
  const problems = [
    ...tester.errors.filter((p) => !again(p.message)).map((p) => ({ ...p, severity: 'error' as const })),
    ...tester.warnings.map((p) => ({ ...p, severity: 'warning' as const })),
  ];
  return problems
    .slice(0, PROBLEMS_KEEP)
    .map((p) => ({ element: clip(String(p.element), 100), message: clip(String(p.message), PROBLEM_CHARS), severity: p.severity }));
}
