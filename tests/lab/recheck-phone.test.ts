/**
 * "Check again" with the phone run on: an unchanged page measured twice gets a Speed row with both
 * figures, and nothing is called a change within the noise band (src/audit/checks/lab-noise.ts); when
 * Lighthouse doubted either measurement, the row says so instead of comparing. In the idle class: the
 * browser runs, as the site runs them, get a core only when nothing else wants it.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer } from 'node:http';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { startBuiltServer, type BuiltServer } from '../../scripts/start-built.js';
import { CHROMIUM, hasChromium, htmlText, postEnquiry, validEnquiry, waitFor, withoutChromium } from '../helpers.js';

const WORDS =
  '<p>Made-to-measure joinery for homes in the inner north: kitchens, wardrobes and built-in shelving, with fixed quotes.</p>'.repeat(8);

/** Waits for the check and its phone run to end. */
const settled = (server: BuiltServer, report: string) =>
  waitFor(
    async () => {
      const s = (await (await fetch(`${server.url}/api${report}`)).json()) as { status: string; lab: string | null };
      return ['done', 'failed'].includes(s.status) && s.lab !== null && s.lab !== 'measuring';
    },
    400_000,
    `the check of ${report} and its phone run to end`,
  );

(hasChromium ? test : test.skip)(
  `the phone figures of an unchanged page: a Speed row, and nothing called a change within the noise band${withoutChromium}`,
  async () => {
    // A plain page that never changes, measured once per check.
    const still = createServer((req, res) =>
      res
        .writeHead(req.url === '/' ? 200 : 404, { 'content-type': 'text/html' })
        .end(
          `<!doctype html><html lang="en-AU"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>Northside Joinery, Brunswick</title></head><body><h1>Northside Joinery</h1>${WORDS}</body></html>`,
        ),
    );
    await new Promise<void>((resolve) => still.listen(0, '127.0.0.1', () => resolve()));
    const port = (still.address() as { port: number }).port;
    const server = await startBuiltServer({
      AUDIT_ENABLED: 'true',
      AUDIT_ALLOW_PRIVATE: 'true',
      AUDIT_REUSE_MS: '0',
      AUDIT_RECHECK_MS: '0',
      FORM_MIN_FILL_MS: '0',
      RATE_LIMIT_MAX: '1000',
      // The browser run reaches the loopback site only by its exact address and port.
      AUDIT_ALLOW_ADDRESSES: `127.0.0.1:${port}`,
      AUDIT_LAB_BROWSER: CHROMIUM,
      AUDIT_LAB_MS: '300000',
      AUDIT_MAX_PAGES: '2',
    });
    try {
      const res = await postEnquiry(server.url, validEnquiry({ website: `http://127.0.0.1:${port}/` }), 'json', { origin: server.url });
      const report = ((await res.json()) as { audit: string }).audit;
      await settled(server, report);
      const again = await fetch(`${server.url}${report}/recheck`, {
        method: 'POST',
        headers: { accept: 'application/json', origin: server.url },
      });
      assert.is(again.status, 202, await again.clone().text());
      await settled(server, report);
      const html = await (await fetch(`${server.url}${report}`)).text();
      const row = (metric: string) => {
        const at = html.indexOf(`data-lab-metric="${metric}"`);
        return at < 0 ? '' : htmlText(html.slice(at, html.indexOf('</tr>', at)));
      };
      const phone = htmlText(html.slice(html.indexOf('id="audit-lab"'), html.indexOf('id="audit-lab"') + 600));
      assert.match(row('Speed'), /Speed on a phone\d+ out of 100\d+ out of 100/, `a Speed row: ${phone}`);
      // Lighthouse doubts its figures on a starved machine (lab/trust.ts): then they are shown and not compared.
      const db = new Database(join(server.dir, 'enquiries.db'), { readonly: true });
      const labs = db.prepare('SELECT lab FROM audit_checks ORDER BY id').all() as { lab: string | null }[];
      db.close();
      assert.is(labs.length, 2, 'both checks kept, each with its phone run');
      const doubted = labs.some(({ lab }) => Boolean(lab && JSON.parse(lab).pages[0]?.uncertain));
      console.log(`the phone figures were ${doubted ? 'doubted' : 'trusted'}: ${row('Speed')}`);
      for (const metric of ['Speed', 'LCP', 'CLS', 'TBT'])
        assert.match(
          row(metric),
          doubted ? 'not compared (one measurement was uncertain)' : /about the same \(within ±/,
          `${metric} on an unchanged page: ${row(metric)}`,
        );
    } finally {
      await server.stop();
      still.close();
    }
  },
);

test.run();
