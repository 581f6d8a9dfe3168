/**
 * The report's phone section in Chromium: a finished report whose phone measurement is still under
 * way says so and, with JavaScript or without (its meta refresh), shows the figures by itself once
 * they are recorded; the section is laid out without overflowing a 375 px phone, and prints black
 * text on white with its screenshot, which the first PDF printed at once carries (pdfimages lists it). The lab runs are
 * recorded as the engine records them.
 */
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { browserSuite } from '../helpers.js';
import { labResult, quickPage, seedCheckedEnquiry, slowHome, SCREENSHOT } from '../lab-sample.js';
import { recordLab } from '../../src/audit/lab/store.js';

const s = browserSuite('the report on a phone in Chromium');
const { test } = s;

for (const javaScriptEnabled of [true, false]) {
  test(`${javaScriptEnabled ? 'with' : 'without'} JavaScript: measuring, then the figures without a click`, async () => {
    const audit = seedCheckedEnquiry(s.server.app.db, { lab: 'measuring' });
    const page = await s.open(`/audit/${audit.public_id}`, { javaScriptEnabled, width: 375 });
    const section = page.locator('section[aria-labelledby="audit-lab"]');
    assert.match(await section.innerText(), 'Measuring your home page on a phone now');
    recordLab(s.server.app.db, audit.id, labResult({ pages: [slowHome, quickPage] }), [SCREENSHOT]);
    await section.locator('.lab-vital').first().waitFor({ timeout: 15_000 });
    assert.is(await section.getAttribute('data-audit-lab'), 'done');
    assert.equal(await section.locator('.lab-vital-value').allInnerTexts(), ['5.2 s Poor', '0.17 Needs improvement', '130 ms Good']);
    const img = section.locator('.lab-phone img');
    await img.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
      await img.elementHandle(),
    );
    assert.equal(await img.evaluate((el) => [(el as HTMLImageElement).naturalWidth, (el as HTMLImageElement).naturalHeight]), [412, 823]);
    // Nothing wider than the phone's screen: the further pages' table becomes labelled lines.
    assert.is(await page.evaluate(() => document.documentElement.scrollWidth), 375);
    assert.equal(page.errors, []);
    await page.context().close();
  });
}

/** Poppler's pdfimages lists the images a PDF's pages draw; without it the paper's test is skipped, and says so. */
const hasPdfImages = spawnSync('pdfimages', ['-v']).status === 0;

(hasPdfImages ? test : test.skip)(
  `printed at once, the first PDF carries the phone screenshot (pdfimages -list)${hasPdfImages ? '' : ' (skipped: pdfimages is not installed; apt-get install -y poppler-utils)'}`,
  async () => {
    const audit = seedCheckedEnquiry(s.server.app.db, { lab: labResult({ pages: [slowHome, quickPage] }) });
    // Opened on a phone, where the phone section is screens below the top: a lazy image there is not fetched yet.
    const page = await s.open(`/audit/${audit.public_id}`, { viewport: { width: 375, height: 667 } });
    const dir = mkdtempSync(join(tmpdir(), 'laserfocus-printed-'));
    try {
      // As a person prints the report the moment it opens: the first PDF is the one that counts.
      await page.pdf({ path: join(dir, 'report.pdf'), format: 'A4' });
      const listed = spawnSync('pdfimages', ['-list', join(dir, 'report.pdf')], { encoding: 'utf8' });
      assert.is(listed.status, 0, listed.stderr);
      // Its header and rule, then one line per image: the screenshot is 412 × 823 px.
      const images = listed.stdout
        .split('\n')
        .slice(2)
        .filter((line) => line.trim());
      assert.ok(
        images.some((line) => /^\s*\d+\s+\d+\s+image\s+412\s+823\s/.test(line)),
        `the 412 × 823 screenshot is on the paper:\n${listed.stdout}`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await page.context().close();
    }
  },
);

test('printed: the phone section black on white, with its screenshot and every figure', async () => {
  const audit = seedCheckedEnquiry(s.server.app.db, { lab: labResult({ pages: [slowHome, quickPage] }) });
  const page = await s.open(`/audit/${audit.public_id}`);
  const section = page.locator('section[aria-labelledby="audit-lab"]');
  const screenshot = section.locator('.lab-phone img');
  await page.emulateMedia({ media: 'print' });
  assert.ok(await screenshot.isVisible());
  assert.is(await section.locator('.lab-vital').count(), 3);
  assert.is(await section.locator('.lab-gauge-label').first().isVisible(), false, 'the limits are said in words instead');
  const colour = await section
    .locator('.lab-vital h3')
    .first()
    .evaluate((el) => getComputedStyle(el).color);
  assert.is(colour, 'rgb(0, 0, 0)');
  await page.context().close();
});

test.run();
