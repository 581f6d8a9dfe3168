/**
 * The start page's Content-Security-Policy as a browser enforces it, judged by Google's CSP Evaluator
 * (csp_evaluator) as Lighthouse's `csp-xss` audit judges it: its parser, and the checks Lighthouse
 * fails a page on (`evaluateForFailure`): no script-src or object-src, a missing base-uri where
 * nonces or hashes need one, `'unsafe-inline'` without a nonce or hash, `*` or a bare scheme
 * (`https:`, `data:`) for scripts, a host allowlist without `'strict-dynamic'`. Several policies are
 * all enforced, so a weakness counts only when every policy has it (the evaluator's own rule).
 *
 * Where the policies come from, as Lighthouse reads them: the header's lines and the head's
 * `<meta http-equiv>` policies, each split at commas. A `<meta>` policy protects scripts as a header
 * does, but a browser ignores `frame-ancestors` in one, so framing is read from the header alone.
 */
import { CspParser } from 'csp_evaluator/dist/parser.js';
import { evaluateForFailure } from 'csp_evaluator/dist/lighthouse/lighthouse_checks.js';
import { Severity, Type } from 'csp_evaluator/dist/finding.js';
import { CspEvaluator } from 'csp_evaluator/dist/evaluator.js';
import type { Csp } from 'csp_evaluator/dist/csp.js';

/** What lets an injected script run, in words the findings turn into sentences. */
export type CspWeakness =
  | { kind: 'unsafe-inline'; directive: string }
  | { kind: 'any-host'; directive: string; value: string }
  | { kind: 'missing'; directive: string }
  | { kind: 'allowlist'; directive: string }
  | { kind: 'other'; directive: string; description: string };

/** The page's policies as judged: where they came from, their weaknesses, and what framing the header allows. */
export interface CspReading {
  /** Policies read from the header, and from the head's `<meta>` tags. */
  fromHeader: number;
  fromMeta: number;
  /** What CSP Evaluator finds lets injected scripts run, across every policy (none: they protect). */
  weaknesses: CspWeakness[];
  /** The header policies' `frame-ancestors`, as sent, when one has it; `restricts`: no `*` nor bare scheme in it. */
  frameAncestors?: { value: string; restricts: boolean };
}

/** Policies judged, at most: a page sends one or two; the rest would only cost time. */
const POLICIES_KEEP = 8;
/** Characters of an evaluator's own description kept, for a weakness with no sentence of ours. */
const DESCRIPTION_CHARS = 300;

/** A policy line split into its policies (a comma separates two), blank ones left out, as Lighthouse splits them. */
const policiesIn = (lines: readonly string[]) => lines.flatMap((line) => line.split(',')).filter((p) => p.trim());

/** A wildcard, a bare scheme or a scheme's every host (`*`, `https:`, `https://*`): any site at all. */
const ANY_SOURCE = /^(?:\*|[a-z][a-z0-9+.-]*:(?:\/\/\*)?)$/i;

function weaknessOf(type: number, directive: string, value: string | undefined, description: string): CspWeakness {
  if (type === Type.SCRIPT_UNSAFE_INLINE) return { kind: 'unsafe-inline', directive };
  if ((type === Type.PLAIN_WILDCARD || type === Type.PLAIN_URL_SCHEMES) && value) return { kind: 'any-host', directive, value };
  if (type === Type.MISSING_DIRECTIVES) return { kind: 'missing', directive };
  if (type === Type.STRICT_DYNAMIC) return { kind: 'allowlist', directive };
  return { kind: 'other', directive, description: description.slice(0, DESCRIPTION_CHARS) };
}

/** The first header policy's `frame-ancestors` that restricts framing, else the first that has one. */
function frameAncestorsOf(csps: readonly Csp[]): CspReading['frameAncestors'] {
  const found = csps.flatMap((csp) => {
    const values = csp.directives['frame-ancestors'];
    return values ? [{ value: values.join(' '), restricts: !values.some((v) => ANY_SOURCE.test(v)) }] : [];
  });
  return found.find((f) => f.restricts) ?? found[0];
}

/** The policies the page is under (header lines and `<meta>` contents), judged; undefined when it sends none. */
export function cspReadingOf(headerLines: readonly string[], metaContents: readonly string[]): CspReading | undefined {
  const header = policiesIn(headerLines).slice(0, POLICIES_KEEP);
  const meta = policiesIn(metaContents).slice(0, POLICIES_KEEP - header.length);
  if (!header.length && !meta.length) return undefined;
  const parse = (policy: string) => new CspParser(policy).csp;
  const headerCsps = header.map(parse);
  const weaknesses = evaluateForFailure([...headerCsps, ...meta.map(parse)]).map((f) =>
    weaknessOf(f.type, f.directive, f.value, f.description),
  );
  const frameAncestors = frameAncestorsOf(headerCsps);
  return { fromHeader: header.length, fromMeta: meta.length, weaknesses, ...(frameAncestors && { frameAncestors }) };
}

/**
 * What CSP Evaluator finds at high severity in a policy of ours (its own checks, and those Lighthouse
 * fails a page on), each as `directive: description`: a policy we suggest must have none.
 */
export function highSeverityIn(policy: string): string[] {
  const csp = new CspParser(policy).csp;
  const found = [...new CspEvaluator(csp).evaluate().filter((f) => f.severity === Severity.HIGH), ...evaluateForFailure([csp])];
  return [...new Set(found.map((f) => `${f.directive}: ${f.description}`))];
}
