/**
 * The free site check as a prospect meets it in Chromium, with and without JavaScript: the form on
 * the home page names a website (a neglected page served on 127.0.0.1), the thank-you page links to
 * the report, and the report shows progress and then the score and findings by itself.
 */
import * as assert from 'uvu/assert';
import { createServer } from 'node:http';
import { browserSuite, CHECK_STEP_MS, waitForIslands } from '../helpers.js';

const NEGLECTED = `<html><head><title>Home</title><meta name="robots" content="noindex"></head>
<body><h1>Welcome</h1><h1>Services</h1><img src="a.jpg"></body></html>`;

/** A gate the prospect's home page waits at until `open()`. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}
// The prospect's home page is held until the test has seen the report in progress, then let through.
let held = gate();
const prospect = createServer((req, res) => {
  if (req.url !== '/') return res.writeHead(404).end();
  void held.opened.then(() => res.writeHead(200, { 'content-type': 'text/html' }).end(NEGLECTED));
});
await new Promise<void>((resolve) => prospect.listen(0, '127.0.0.1', () => resolve()));
const website = `http://127.0.0.1:${(prospect.address() as { port: number }).port}/`;

// The longest deadline a check may have: the held page must not run out its time on a busy machine.
const s = browserSuite('site check journey in Chromium', {
  env: {
    AUDIT_ENABLED: 'true',
    AUDIT_ALLOW_PRIVATE: 'true',
    FORM_MIN_FILL_MS: '0',
    AUDIT_REUSE_MS: '0',
    AUDIT_TIMEOUT_MS: '60000',
    AUDIT_CRAWL_MS: '60000',
  },
});
const { test } = s;
test.after(() => {
  held.open();
  void prospect.close();
});

const details = (email: string) => ({ name: 'Sam Owner', email, phone: '0400 555 666', website, goals: 'Why is my site not on Google?' });

for (const javaScriptEnabled of [true, false]) {
  test(`${javaScriptEnabled ? 'with' : 'without'} JavaScript: form, thank-you page, then the finished report`, async () => {
    held = gate();
    const page = await s.open('/', { javaScriptEnabled });
    const form = page.locator('#contact form');
    for (const [name, value] of Object.entries(details(`${javaScriptEnabled ? 'js' : 'nojs'}@owner.example`)))
      await form.locator(`[name="${name}"]`).fill(value);
    await form.locator('button[type="submit"]').click();
    await page.waitForURL(/\/thank-you\?audit=[A-Za-z0-9_-]{22}$/);
    const link = page.locator('a', { hasText: 'See your free site check' });
    await link.click();
    await page.waitForURL(/\/audit\/[A-Za-z0-9_-]{22}$/);
    if (javaScriptEnabled) await waitForIslands(page);
    // In progress while the prospect's page is held...
    assert.is(await page.locator('h1').innerText(), 'Checking 127.0.0.1');
    assert.is(await page.locator('.audit-progress').innerText(), 'Pages checked so far: 0');
    assert.is(await page.locator('.audit-live [role="status"]').getAttribute('aria-live'), 'polite');
    assert.ok(
      ['queued', 'running'].includes((await page.locator('[data-audit-status]').getAttribute('data-audit-status')) ?? ''),
      'queued or running',
    );
    held.open();
    // ...then finished without a click (meta refresh, or the live update).
    await page.locator('h1', { hasText: /scored \d+ out of 100$/ }).waitFor({ timeout: CHECK_STEP_MS });
    assert.match(await page.locator('h1').innerText(), /^127\.0\.0\.1 scored \d+ out of 100$/);
    assert.ok(await page.locator('#audit-problem').isVisible(), 'problems listed');
    assert.match(
      await page.locator('.audit-group--problem').innerText(),
      'Search engines are told not to list the page, by <meta name="robots" content="noindex">.',
    );
    assert.not.match(await page.content(), /@owner\.example|0400 555 666/, 'no contact details on the report');
    assert.equal(page.errors, []);
    await page.context().close();
  });
}

test.run();
