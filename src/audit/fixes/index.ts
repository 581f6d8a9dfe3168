/**
 * The fixes the report hands over: for each finding whose fix is a file or a snippet, that fix built
 * for this site (`Finding.paste`), and an llms.txt for a site without one (`AiAccess.llms.paste`).
 * Each builder checks its fix with outside tools before it is offered; one that fails, or cannot be
 * built, is not offered and the finding says why (`Finding.unoffered`). Run in the check's thread
 * once the findings are judged, from the same evidence.
 */
import type { Evidence } from '../read/evidence.js';
import type { AiAccess } from '../findings/ai-search.js';
import type { Finding, FixId } from '../findings/finding.js';
import { typeOf } from '../findings/index.js';
import type { LocalFacts } from '../findings/local.js';
import type { Built } from './built.js';
import { businessMarkupFix } from './business-markup.js';
import { formToolFix } from './form-tool.js';
import { itemMarkupFix } from './item-markup.js';
import { llmsTxtFix } from './llms-txt.js';
import { markupRepairFix } from './markup-repair.js';
import { descriptionFix, telLinkFix, titleFix } from './page-tags.js';
import { robotsTxtFix } from './robots-txt.js';
import { cspFix, securityHeaderFix } from './security-headers.js';

/** A fix's text, at most: a file the check builds is small; the site's own JSON-LD block is at most 64 KB as read. */
const TEXT_MAX = 48 * 1024;

/** Each fix a finding type names (`fixedBy`), built on demand: a fix named and not built, or built and not named, fails to compile. */
const BUILDERS: Record<FixId, (e: Evidence, ai: AiAccess | undefined, local: LocalFacts | undefined) => Built | Promise<Built>> = {
  'business-markup': (e, _ai, local) => businessMarkupFix(e, local?.name),
  'item-markup': (e) => itemMarkupFix(e),
  'markup-repair': (e) => markupRepairFix(e),
  'robots-txt': (e, ai) => robotsTxtFix(e, ai),
  'llms-txt': (e, ai, local) => llmsTxtFix(e, ai?.llms.state, local?.name),
  title: (e) => titleFix(e),
  description: (e) => descriptionFix(e),
  'tel-link': (e) => telLinkFix(e),
  'form-tool': (e) => formToolFix(e),
  'csp-header': (e) => cspFix(e),
  'frame-header': (e) => securityHeaderFix(e, [{ name: 'X-Frame-Options', value: 'SAMEORIGIN' }]),
  'nosniff-header': (e) => securityHeaderFix(e, [{ name: 'X-Content-Type-Options', value: 'nosniff' }]),
  // The browsers' own default, which tells other sites the domain alone (referrer-policy in findings/security-headers.ts).
  'referrer-header': (e) => securityHeaderFix(e, [{ name: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' }]),
};

/** The fix, or why none is offered; a fix too long to show is said as such. */
function offered(built: Built): { paste?: NonNullable<Finding['paste']>; unoffered?: string } {
  if (!built) return {};
  if ('refused' in built) return { unoffered: built.refused };
  if (built.text.length > TEXT_MAX || (built.diff?.length ?? 0) > TEXT_MAX)
    return { unoffered: `${built.title} would be too long to show here, so we do not offer it.` };
  return { paste: built };
}

/** The findings with their fixes, and the AI reading with an llms.txt to upload when the site has none. */
export async function withFixes(
  findings: Finding[],
  e: Evidence,
  ai: AiAccess | undefined,
  local: LocalFacts | undefined,
): Promise<{ findings: Finding[]; ai: AiAccess | undefined }> {
  const fixed: Finding[] = [];
  // One at a time: each builder may load a validator, and the thread's memory is capped.
  for (const f of findings) {
    const fix = f.severity === 'passed' ? undefined : typeOf(f)?.fixedBy;
    const build = fix && BUILDERS[fix];
    fixed.push(build ? { ...f, ...offered(await build(e, ai, local)) } : f);
  }
  const llms = ai?.llms.state === 'missing' ? offered(llmsTxtFix(e, 'missing', local?.name)) : {};
  return { findings: fixed, ai: ai && (llms.paste || llms.unoffered) ? { ...ai, llms: { ...ai.llms, ...llms } } : ai };
}
