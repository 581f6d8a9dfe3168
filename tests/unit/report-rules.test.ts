/**
 * The rules every report keeps (tests/report-rules.ts) break where a report says what its site does
 * not have, judged from the corpus site's own files: the sentences here are ones earlier reports said.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { reportRules } from '../report-rules.js';

const rulesBroken = (slug: string, lines: string[], fixes: string[] = []) => reportRules(slug, { lines, fixes }).map((b) => b.rule);

test('a count agrees with its noun', () => {
  assert.equal(rulesBroken('haukai-restaurant', ['1 Problems', '2 page have no title.', '3 pages have no title.', '1 problem']), [
    'a count agrees with its noun',
    'a count agrees with its noun',
  ]);
});

test('alt text means a non-empty alt: a pass of a start page with alt="" images breaks it', () => {
  assert.equal(rulesBroken('haukai-restaurant', ['All 4 images have alt text.']), ['alt text means non-empty alt']);
});

test('an example quotes the site: a heading skip no page has breaks it, one it has does not', () => {
  assert.equal(rulesBroken('haukai-restaurant', ['Headings skip a level once (from h2 straight to h4).']), [
    'every example quotes the site',
  ]);
  assert.equal(rulesBroken('haukai-restaurant', ['Headings run in order (from h1 straight to h2).']), []);
});

test("a number a fix dials is in the country the site's own tel: links dial", () => {
  // An Alpharetta, Georgia business: its tel: links dial +1.
  assert.equal(rulesBroken('property-cleanup-alpharetta', [], ['<a href="tel:+17703353900">(770) 335-3900</a>']), []);
  assert.equal(rulesBroken('property-cleanup-alpharetta', [], ['<a href="tel:+617703353900">(770) 335-3900</a>']), [
    "a number's country agrees with the site's own tel: links",
  ]);
});

test.run();
