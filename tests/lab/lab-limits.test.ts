/**
 * The browser run keeps its own download limit (AUDIT_LAB_MAX_BYTES), never the crawler's
 * (AUDIT_MAX_BYTES, 2 MiB), through the built server with Debian's Chromium and a local site whose
 * home page carries four photos of about 900 KB each (JPEGs of noise, which do not compress), 3.6 MB
 * in all:
 *
 * - with the settings as shipped, the page is measured whole: no cut, the bytes the phone received
 *   are at least the page's own, and the report says how much it received, with its figures;
 * - with AUDIT_LAB_MAX_BYTES at 1 MiB, below the page, the page is cut off and has no figures: the
 *   report says what was received and the limit, never that the page "showed nothing", and calls
 *   nothing private (every address the page asked for was the site's own).
 *
 * Without Chromium the file says so and skips.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { noiseJpeg } from '../noise-jpeg.js';
import { type BuiltServer, startBuiltServer } from '../../scripts/start-built.js';
import { CHROMIUM, hasChromium, htmlText, labResultIn, requestCheck, withoutChromium } from '../helpers.js';

/** A limit for a hung wait, not a timing goal: runs are at the idle priority. */
const GENEROUS_MS = 300_000;
const PHOTOS = 4;

/** A photo-sized JPEG of noise (about 900 KB at 1200 x 860), different for each seed. */
const photo = (seed: number) => noiseJpeg({ width: 1200, height: 860, seed, quality: 92 });

/** The site: a home page of four photos, and what it served in all. */
async function photoSite() {
  const photos = await Promise.all(Array.from({ length: PHOTOS }, (_, i) => photo(i + 11)));
  const home = `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bayside Builders, Melbourne</title>
<meta name="description" content="Home extensions and renovations across Melbourne's bayside suburbs."></head>
<body><h1>Bayside Builders</h1><p>Extensions, renovations and new homes from Brighton to Frankston, built by our own team.</p>
${photos.map((_, i) => `<img src="/photo-${i}.jpg" width="1200" height="860" alt="A finished renovation, photo ${i + 1}">`).join('\n')}
</body></html>`;
  const server = createServer((req, res) => {
    if (req.url === '/') return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(home);
    const photoIndex = /^\/photo-(\d)\.jpg$/.exec(req.url ?? '')?.[1];
    const body = photoIndex === undefined ? undefined : photos[Number(photoIndex)];
    if (body) return void res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': body.length }).end(body);
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { server, port, bytes: photos.reduce((n, p) => n + p.length, Buffer.byteLength(home)) };
}

type Site = Awaited<ReturnType<typeof photoSite>>;

function labServer(site: Site, extra: Record<string, string> = {}) {
  return startBuiltServer({
    AUDIT_ENABLED: 'true',
    AUDIT_ALLOW_ADDRESSES: `127.0.0.1:${site.port}`,
    AUDIT_LAB_BROWSER: CHROMIUM,
    AUDIT_LAB_MS: '240000',
    AUDIT_MAX_PAGES: '1',
    FORM_MIN_FILL_MS: '0',
    ...extra,
  });
}

const figures: string[] = [];
let site: Site;

test.before(async () => {
  site = await photoSite();
});
test.after(() => {
  site.server.close();
  site.server.closeAllConnections();
  console.log(figures.map((f) => `  ${f}`).join('\n'));
});

(hasChromium ? test : test.skip)(
  `a home page of 3.6 MB of photos is measured whole, above the crawler's 2 MiB and within the lab's limit${withoutChromium}`,
  async () => {
    assert.ok(site.bytes > 3_500_000, `the page weighs ${site.bytes} bytes`);
    let server: BuiltServer | undefined;
    try {
      server = await labServer(site);
      const id = await requestCheck(server, `http://127.0.0.1:${site.port}/`, 1);
      const lab = await labResultIn(`${server.dir}/enquiries.db`, id, GENEROUS_MS);
      const home = lab.pages[0];
      figures.push(
        `whole: ${lab.status}${lab.failure ? ` (${lab.failure}: ${lab.detail})` : ''}, ${site.bytes} bytes served, ${lab.usage?.received} received by the phone, cut ${lab.usage?.cut}, performance ${home?.performance}, LCP ${home?.lcpMs} ms, benchmarkIndex ${home?.benchmarkIndex}, tries ${home?.tries}, uncertain ${home?.uncertain?.length ?? 0}`,
      );
      assert.is(lab.status, 'done', lab.message ?? '');
      assert.is(lab.usage?.cut, null, 'nothing was cut');
      assert.is(home?.problem, undefined, home?.problem);
      assert.ok(typeof home?.lcpMs === 'number', 'the page has figures');
      // Every byte of the page and its photos went through the proxy (with the headers, a little more).
      assert.ok((lab.usage?.received ?? 0) >= site.bytes, `received ${lab.usage?.received} of ${site.bytes}`);
      const report = htmlText(await (await fetch(`${server.url}/audit/${id}`)).text());
      const received = /Your pages and everything they loaded came to ([\d.]+) MB on our test phone\./.exec(report);
      assert.ok(received, 'the report says what the phone received');
      assert.is(Number(received?.[1]), +((lab.usage?.received ?? 0) / 1_000_000).toFixed(1));
      assert.not.match(report, 'more than it allows');
    } finally {
      await server?.stop();
    }
  },
);

(hasChromium ? test : test.skip)(
  `AUDIT_LAB_MAX_BYTES below the page cuts it off, and the report says so truthfully${withoutChromium}`,
  async () => {
    let server: BuiltServer | undefined;
    try {
      server = await labServer(site, { AUDIT_LAB_MAX_BYTES: '1000000' });
      const id = await requestCheck(server, `http://127.0.0.1:${site.port}/`, 2);
      const lab = await labResultIn(`${server.dir}/enquiries.db`, id, GENEROUS_MS);
      const home = lab.pages[0];
      figures.push(
        `cut at 1 MB: ${lab.usage?.received} received, cut ${lab.usage?.cut}, ${lab.usage?.refusedAfterCut} refused after the cut, ${lab.blocked.private} called private; the page: ${home?.problem}`,
      );
      assert.is(lab.status, 'done', lab.message ?? '');
      assert.is(lab.usage?.cut, 'download');
      assert.ok((lab.usage?.received ?? 0) > 1_000_000 && (lab.usage?.received ?? 0) < site.bytes, `received ${lab.usage?.received}`);
      assert.equal([home?.performance, home?.lcpMs, home?.screenshot], [null, null, false], 'a cut page has no figures');
      assert.match(home?.problem ?? '', "Your home page was cut off at our test phone's download limit of 1 MB");
      assert.is(lab.blocked.private, 0, 'nothing the page asked for was private');
      const report = htmlText(await (await fetch(`${server.url}/audit/${id}`)).text());
      assert.match(report, `Our test phone received ${+((lab.usage?.received ?? 0) / 1_000_000).toFixed(1)} MB from your pages`);
      assert.match(report, 'more than it allows (1 MB), so their connections were cut');
      assert.match(report, "Your home page was cut off at our test phone's download limit of 1 MB");
      assert.not.match(report, 'showed nothing');
      assert.not.match(report, 'private or internal');
    } finally {
      await server?.stop();
    }
  },
);

test.run();
