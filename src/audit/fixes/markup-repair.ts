/**
 * The home page's JSON-LD block that does not parse, mended (read/json-repair.ts): the block as the
 * site wrote it, every character in place but its slips, shown as a change. Checked before it is
 * offered: the block pasted reads back as the mended JSON, nothing in it ends or bends its
 * `<script>`, and Adobe's structured-data validator reads it (what it finds there is the site's own
 * markup, said by the rich-results finding once Google can read it).
 */
import type { Evidence } from '../read/evidence.js';
import { listed, plural } from '../../shared/words.js';
import type { Built } from './built.js';
import { lineDiff, shownDiff } from './diff.js';
import { markupIssues } from './markup-check.js';

/** The JSON inside a `<script type="application/ld+json">` element as the fix writes it. */
const SCRIPT = /^<script type="application\/ld\+json">([\s\S]*)<\/script>$/;

export async function markupRepairFix(e: Evidence): Promise<Built> {
  const repair = e.start.facts.structuredData.repair;
  if (!repair) return undefined;
  const { text, mended, types } = repair;
  if (/<\/?script|<!--/i.test(mended.text))
    return { refused: 'Your block holds text that would end or bend its <script> element, so we do not hand it back.' };
  const block: unknown = JSON.parse(mended.text);
  const pasted = `<script type="application/ld+json">${mended.text}</script>`;
  if (JSON.stringify(JSON.parse(SCRIPT.exec(pasted)?.[1] ?? 'null')) !== JSON.stringify(block))
    return { refused: 'The mended block did not read back as the same JSON, so we do not offer it.' };
  const { issues, release } = await markupIssues(block);
  const errors = issues.filter((i) => i.severity === 'ERROR').length;
  const rows = lineDiff(text.split('\n'), mended.text.split('\n'));
  const what = types.length ? `your ${listed(types.slice(0, 3))} markup` : 'your structured data';
  return {
    title: `Your home page's JSON-LD block, mended`,
    where: `In your home page, replace the JSON-LD block that holds ${what} with this one: it is your block as you wrote it, with ${listed(mended.slips)} mended (the lines marked - and +), so that it parses. Until then Google reads nothing of it. Then test the page with Google's Rich Results Test.`,
    text: pasted,
    ...(rows ? { diff: shownDiff(rows) } : {}),
    checked: `Checked before we offered it: it parses as JSON and reads back whole, and Adobe's structured-data validator (schema.org ${release}, Google's rich-result rules) reads it${errors ? `, finding ${plural(errors, 'error', 'errors')} in what it says, which this report lists once the block is live` : ' without an error'}.`,
  };
}
