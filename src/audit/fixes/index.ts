/**
 * The fixes the report hands over: for each finding whose fix is a file or a snippet, that fix built
 * for this site (`Finding.paste`), and an llms.txt for a site without one (`AiAccess.llms.paste`).
 * Run in the check's thread once the findings are judged, from the same evidence.
 */
import type { AiAccess } from '../findings/ai-search.js';
import type { Evidence, Finding, PasteFix } from '../findings/finding.js';
import type { LocalFacts } from '../findings/local.js';
import { businessMarkupFix } from './business-markup.js';
import { llmsTxtFix } from './llms-txt.js';
import { descriptionFix, telLinkFix, titleFix } from './page-tags.js';
import { robotsTxtFix } from './robots-txt.js';

/** A fix's text, at most: a file the check builds is small; a site's own text is clipped long before this. */
const TEXT_MAX = 24 * 1024;

/** The fix for each finding id that has one, built on demand. */
const BUILDERS: Record<
  string,
  (e: Evidence, ai: AiAccess | undefined, local: LocalFacts | undefined) => PasteFix | undefined | Promise<PasteFix | undefined>
> = {
  'local-business-markup': (e) => businessMarkupFix(e),
  'ai-search-crawlers': (e, ai) => robotsTxtFix(e, ai),
  'llms-txt': (e, ai, local) => llmsTxtFix(e, ai?.llms.state, local?.name),
  title: (e) => titleFix(e),
  'meta-description': (e) => descriptionFix(e),
  'phone-not-tappable': (e) => telLinkFix(e),
};

const fits = (fix: PasteFix | undefined) => (fix && fix.text.length <= TEXT_MAX && (fix.diff?.length ?? 0) <= TEXT_MAX ? fix : undefined);

/** The findings with their fixes, and the AI reading with an llms.txt to upload when the site has none. */
export async function withFixes(
  findings: Finding[],
  e: Evidence,
  ai: AiAccess | undefined,
  local: LocalFacts | undefined,
): Promise<{ findings: Finding[]; ai: AiAccess | undefined }> {
  const fixed = await Promise.all(
    findings.map(async (f) => {
      const build = f.severity === 'passed' ? undefined : BUILDERS[f.id];
      const paste = build && fits(await build(e, ai, local));
      return paste ? { ...f, paste } : f;
    }),
  );
  const llms = ai?.llms.state === 'missing' ? fits(llmsTxtFix(e, 'missing', local?.name)) : undefined;
  return { findings: fixed, ai: ai && llms ? { ...ai, llms: { ...ai.llms, paste: llms } } : ai };
}
