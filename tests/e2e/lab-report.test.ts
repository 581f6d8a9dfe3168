/**
 * The report's phone section in Chromium: a finished report whose phone measurement is still under
 * way says so and, with JavaScript or without (its meta refresh), shows the figures by itself once
 * they are recorded; the section is laid out without overflowing a 375 px phone, and prints black
 * text on white with its screenshot, which printing fetches. The lab runs are recorded as the engine records them.
 */
import * as assert from 'uvu/assert';
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

test('printed: the phone section black on white, with its screenshot and every figure', async () => {
  const audit = seedCheckedEnquiry(s.server.app.db, { lab: labResult({ pages: [slowHome, quickPage] }) });
  const page = await s.open(`/audit/${audit.public_id}`);
  const section = page.locator('section[aria-labelledby="audit-lab"]');
  const screenshot = section.locator('.lab-phone img');
  const width = () => screenshot.evaluate((el) => (el as HTMLImageElement).naturalWidth);
  // Lazy: fetched as it nears the screen, or when the page is printed, as Chromium's "Save as PDF" does here.
  await page.pdf({ format: 'A4' });
  assert.is(await width(), 412, 'the screenshot is there on paper');
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
