/**
 * The business markup fix checked before it is offered, by tools that are not ours to agree with it:
 * Adobe's structured-data validator (@adobe/structured-data-validator), given schema.org's
 * vocabulary (read/markup-validator.ts, offline), checks every type and
 * property against schema.org and applies Google's rich-result rules for the types it knows
 * (Organization, BreadcrumbList, ImageObject ...); what it says of the site's own block before the
 * change is the site's, so only what the change adds counts, and a node of several types has the
 * properties of each, as schema.org has it (`allowedByAnotherType`, read/markup-validator.ts). Google's LocalBusiness rules, which it
 * does not cover, are checked by the project's table (findings/local-markup.ts) on the block as the
 * check itself reads it. The text must also parse back to the same JSON, with nothing that ends or
 * bends its `<script>`.
 */
import type { PasteFix } from '../findings/finding.js';
import { missingRecommended, missingRequired } from '../findings/local-markup.js';
import { JsonLdReader } from '../read/json-ld.js';
import { adobeValidator, topNodes, type ValidatorIssue } from '../read/markup-validator.js';
import { listed } from '../../shared/words.js';
import type { Built } from './built.js';

type Issue = ValidatorIssue;

/** The validator over one JSON-LD block's top nodes (read/markup-validator.ts, loaded once per thread). */
async function adobe(): Promise<{ validate: (block: unknown) => Promise<Issue[]>; release: string }> {
  const { validate, release } = await adobeValidator();
  return { validate: (block) => validate('jsonld', topNodes(block)), release };
}

/** Adobe's structured-data validator's issues in one JSON-LD block, with the schema.org release it checked against. */
export async function markupIssues(block: unknown): Promise<{ issues: Issue[]; release: string }> {
  const { validate, release } = await adobe();
  return { issues: await validate(block), release };
}

const key = (i: Issue) => `${i.severity} ${i.issueMessage} ${JSON.stringify(i.path)}`;

/**
 * JSON for inside `<script>`: `<`, `>` and `&` as \u escapes (so no `</script>` or `<!--` can end or
 * bend the element), and U+2028 and U+2029, as serialize-javascript and React's own inline JSON do.
 */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value, null, 2).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

export const scriptBlock = (value: unknown) => `<script type="application/ld+json">\n${scriptJson(value)}\n</script>`;

/**
 * A JSON-LD fix's block (`text`) reads back as the same JSON with nothing that ends or bends its `<script>`, and
 * Adobe's validator says nothing of it that it did not say of the site's block (`before`, escaped alike).
 * With `recommendations`, properties it newly recommends are given back, not refused: a Product given
 * its required offer is then told what else Google recommends, which the page may not show.
 */
export async function checkedBlock(
  text: string,
  before: string | undefined,
  block: unknown,
  recommendations = false,
): Promise<{ refused: string } | { release: string; recommended: string[] }> {
  const json = /^<script type="application\/ld\+json">\n([\s\S]*)\n<\/script>$/.exec(text)?.[1] ?? '';
  if (/<\/?script|<!--/i.test(json) || JSON.stringify(JSON.parse(json)) !== JSON.stringify(block))
    return { refused: 'The markup we built did not read back as the same JSON, so we do not offer it.' };
  const { validate, release } = await adobe();
  const known = new Set((before ? await validate(JSON.parse(before)) : []).map(key));
  const fresh = (await validate(block)).filter((i) => !known.has(key(i)));
  const recommended = (i: Issue) =>
    recommendations && i.severity !== 'ERROR' && /^Missing field "[^"]+" \(optional\)$/.test(i.issueMessage);
  const added = fresh.filter((i) => !recommended(i));
  if (added.length)
    return {
      refused: `Adobe's structured-data validator found ${added.length === 1 ? 'a problem' : `${added.length} problems`} in the markup we built (${added[0]?.issueMessage}), so we do not offer it.`,
    };
  return { release, recommended: [...new Set(fresh.filter(recommended).flatMap((i) => i.fieldNames ?? []))] };
}

/** `fix` when every check passes (and says so), else why it is not offered. `before`: the site's block as written, escaped alike. */
export async function checkMarkup(fix: PasteFix, before: string | undefined, block: unknown): Promise<Built> {
  const checked = await checkedBlock(fix.text, before, block);
  if ('refused' in checked) return checked;
  const { release } = checked;
  const json = /^<script type="application\/ld\+json">\n([\s\S]*)\n<\/script>$/.exec(fix.text)?.[1] ?? '';
  const reader = new JsonLdReader();
  reader.read(json, json.length);
  const b = reader.data.businesses.find((x) => x.local) ?? reader.data.businesses[0];
  // A telephone as written (the owner's placeholder, or a number our reader could not place) is given: the fix never rewrites it.
  const given = (property: string) => property === 'telephone' && b?.telephoneWritten !== undefined;
  const lacks = b
    ? [
        ...missingRequired(b),
        ...missingRecommended(b)
          .map((a) => a.property)
          .filter((p) => !given(p)),
      ]
    : ['a business node'];
  if (lacks.length) return { refused: `With what we could add, your markup would still lack ${listed(lacks)}, which Google asks for.` };
  return {
    ...fix,
    checked: `Checked before we offered it: Adobe's structured-data validator (schema.org ${release}, Google's rich-result rules) and Google's LocalBusiness rules.`,
  };
}
