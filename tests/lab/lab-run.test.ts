/**
 * The site check's browser run, for real: Debian's Chromium and Lighthouse through our proxy, against
 * local sites served on loopback and allowed through AUDIT_ALLOW_ADDRESSES (so every other private
 * address meets the production rules). Each browser run is slow, so one run answers several questions:
 *
 * - through the app (an enquiry, the crawl, the lab run, the stored result): a page whose hero image
 *   is slow and heavy (LCP poor), that shifts its layout (CLS), and whose script fetches, images,
 *   iframes and WebSockets reach for private addresses (another loopback port, the metadata address
 *   169.254.169.254, [::1]): none of them is reached, and the result counts them as blocked;
 * - three hostile pages at once (a script that loops for ever, 100 pop-ups, a page that never
 *   finishes loading), each in a run of AUDIT_LAB_MS' least (10 s), all kept to one core: each ends at
 *   its deadline with no Chromium process and no profile folder left, and none ran on another core.
 *
 * Without Chromium the file says so and skips.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { noiseJpeg } from '../noise-jpeg.js';
import { labCores } from '../../src/audit/lab/confine.js';
import { LabRunner } from '../../src/audit/lab/lab-runner.js';
import { labScreenshot } from '../../src/audit/lab/store.js';
import { auditByPublicId } from '../../src/audit/checks/audits.js';
import { loadConfig } from '../../src/config.js';
import { CHROMIUM, hasChromium, withoutChromium, postEnquiry, startServer, validEnquiry, waitFor } from '../helpers.js';

/** A loopback server that counts every connection made to it (HTTP, WebSocket or anything else). */
async function listen(host: string, handler: (req: IncomingMessage, res: ServerResponse) => void = (_q, r) => void r.end('hit')) {
  let connections = 0;
  const server: Server = createServer(handler);
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return { server, port: (server.address() as AddressInfo).port, connections: () => connections };
}

/** Profile folders of lab runs in the temp folder. */
const profiles = () => new Set(readdirSync(tmpdir()).filter((name) => name.startsWith('laserfocus-lab-')));

/** Processes whose command line names one of `dirs` (Chromium's carries its --user-data-dir). */
function processesUsing(dirs: string[]): number[] {
  if (!dirs.length) return [];
  return readdirSync('/proc').flatMap((pid) => {
    if (!/^\d+$/.test(pid)) return [];
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      return dirs.some((dir) => cmdline.includes(dir)) ? [Number(pid)] : [];
    } catch {
      return [];
    }
  });
}

/** A server whose check of the loopback site on `sitePort` (one page) includes the browser run. */
function labServer(sitePort: number) {
  return startServer({
    AUDIT_ENABLED: 'true',
    AUDIT_ALLOW_ADDRESSES: `127.0.0.1:${sitePort}`,
    AUDIT_LAB_BROWSER: CHROMIUM,
    // The run is at the lowest CPU priority: beside other test files on 2 cores it may take a while.
    AUDIT_LAB_MS: '300000',
    // This server runs from source, so its run's child loads Lighthouse through tsx's loader, which
    // holds about 200 MB more for Lighthouse 13's modules than for 12's: a plain page's run peaked at
    // 1,046 MB (855 MB with 12), over the 1,024 MB default. The built server's child, loaded by plain
    // Node as in production, peaked at 676-735 MB (12: 695-768); the fence itself is lab-fence.test.ts's.
    AUDIT_LAB_MEMORY_MB: '1536',
    AUDIT_MAX_PAGES: '1',
    FORM_MIN_FILL_MS: '0',
  });
}

/** A prospect's enquiry naming the site on `sitePort`, accepted: its report's public id. */
async function enquiryFor(server: { url: string }, sitePort: number): Promise<string> {
  const res = await postEnquiry(server.url, validEnquiry({ website: `http://127.0.0.1:${sitePort}/` }), 'json', { origin: server.url });
  assert.is(res.status, 201);
  return ((await res.json()) as { audit: string }).audit.split('/').pop() ?? '';
}

/** The report `publicId` once its browser run has a result (the run is at the lowest CPU priority, so this may take a while). */
function labDone(server: Awaited<ReturnType<typeof labServer>>, publicId: string) {
  return waitFor(
    () => {
      const a = auditByPublicId(server.app.db, publicId);
      return a?.lab ? a : undefined;
    },
    310_000,
    'the lab result',
  );
}

(hasChromium ? test : test.skip)(
  `a phone's view of a slow, shifting page that reaches for private addresses${withoutChromium}`,
  async () => {
    const hero = await noiseJpeg({ width: 1600, height: 1200, quality: 92 });
    const loopback = await listen('127.0.0.1');
    const v6 = await listen('::1');
    const page = `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Slow Hero Plumbing, Melbourne</title><meta name="description" content="A plumber's page with a heavy hero image that arrives late and a banner that pushes the page down.">
<style>body{font:16px/1.5 sans-serif;margin:0}#banner{height:0;background:#fde68a}img{width:100%;height:auto;display:block}</style></head>
<body><div id="banner"></div><h1>Slow Hero Plumbing</h1><p>Blocked drains, burst pipes and hot water, across Melbourne's east, seven days a week.</p>
<img src="/hero.jpg" width="1600" height="1200" alt="A plumber at work">
<p>Paragraphs of text that move when the banner arrives above them, as they do on many small business sites.</p>
<img src="http://127.0.0.1:${loopback.port}/pixel.gif" alt="">
<img src="http://[::1]:${v6.port}/pixel.gif" alt="">
<iframe src="http://169.254.169.254/latest/meta-data/" title="metadata"></iframe>
<script>
fetch('http://127.0.0.1:${loopback.port}/api').catch(() => {});
try { new WebSocket('ws://[::1]:${v6.port}/socket'); } catch (e) {}
// After the page has loaded, the banner opens and closes five times, 300 ms apart, and stays open: a
// shift before the first paint would not count, so one shift alone could go unseen on a slow machine.
addEventListener('load', () => { let n = 0; const t = setInterval(() => { document.getElementById('banner').style.height = n % 2 ? '0' : '420px'; if (++n === 5) clearInterval(t); }, 300); });
</script></body></html>`;
    const site = await listen('127.0.0.1', (req, res) => {
      if (req.url === '/') return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
      // The hero arrives late: the largest paint waits for it.
      if (req.url === '/hero.jpg' && req.method === 'GET')
        return void setTimeout(() => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(hero), 2500);
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    });
    const before = profiles();
    const server = await labServer(site.port);
    try {
      const publicId = await enquiryFor(server, site.port);
      const done = await waitFor(() => auditByPublicId(server.app.db, publicId)?.status === 'done', 60_000, 'the crawl');
      assert.ok(done);
      const audit = await labDone(server, publicId);
      const lab = audit.lab;
      assert.ok(lab);
      assert.is(lab?.status, 'done', lab?.message ?? '');
      const home = lab?.pages[0];
      assert.is(home?.url, `http://127.0.0.1:${site.port}/`);
      // Google's thresholds: LCP over 4 s is poor, CLS over 0.1 needs improvement.
      assert.ok((home?.lcpMs ?? 0) > 4000, `LCP ${home?.lcpMs} ms is poor`);
      assert.ok((home?.cls ?? 0) > 0.1, `CLS ${home?.cls} shows the shift`);
      assert.ok(home?.performance !== null && (home?.performance ?? 100) < 90);
      // The private addresses: none reached, each refusal counted.
      assert.is(loopback.connections(), 0, 'another loopback port was reached');
      assert.is(v6.connections(), 0, '[::1] was reached');
      assert.ok((lab?.blocked.count ?? 0) >= 4, `blocked ${lab?.blocked.count}`);
      const examples = lab?.blocked.examples.join(' ') ?? '';
      assert.match(examples, '169.254.169.254');
      assert.match(examples, `127.0.0.1:${loopback.port}`);
      assert.match(examples, `[::1]:${v6.port}`);
      const shot = labScreenshot(server.app.db, publicId, 0);
      assert.ok(shot && shot[0] === 0xff && shot[1] === 0xd8, 'the final screenshot is a JPEG');
      const left = [...profiles()].filter((name) => !before.has(name));
      assert.equal(left, [], 'no profile folder is left');
    } finally {
      await server.close();
      for (const s of [site, loopback, v6]) s.server.close();
    }
  },
);

(hasChromium ? test : test.skip)(`hostile pages end at the deadline with Chromium gone and no profile left${withoutChromium}`, async () => {
  const popupTarget = await listen('127.0.0.1');
  const popups = `<!doctype html><title>Pop-ups</title><p>Opening windows.</p><script>
for (let i = 0; i < 100; i++) window.open('http://127.0.0.1:${popupTarget.port}/popup/' + i, '_blank');
setInterval(() => window.open('http://127.0.0.1:${popupTarget.port}/again', '_blank'), 20);
</script>`;
  const loop = '<!doctype html><title>Loop</title><p>Busy.</p><script>for (;;) {}</script>';
  const site = await listen('127.0.0.1', (req, res) => {
    if (req.url === '/popups') return void res.writeHead(200, { 'content-type': 'text/html' }).end(popups);
    if (req.url === '/loop') return void res.writeHead(200, { 'content-type': 'text/html' }).end(loop);
    // Never finishes: the head of a page, then nothing, for ever.
    if (req.url === '/never')
      return void res.writeHead(200, { 'content-type': 'text/html' }).write('<!doctype html><title>Never</title><p>Loading');
    res.writeHead(404).end();
  });
  const before = profiles();
  const runner = new LabRunner(
    loadConfig({
      AUDIT_LAB_BROWSER: CHROMIUM,
      AUDIT_LAB_CONCURRENCY: '3',
      AUDIT_LAB_CORES: '1',
      AUDIT_LAB_MS: '10000',
      AUDIT_TIMEOUT_MS: '10000',
      AUDIT_ALLOW_ADDRESSES: `127.0.0.1:${site.port},127.0.0.1:${popupTarget.port}`,
    }),
  );
  // The runs' profile folders, seen while they work: afterwards no process may name one. And the
  // cores their Chromium processes may use: one, the last of this machine's, whatever the page does.
  const seen = new Set<string>();
  const cores = new Set<string>();
  const sampler = setInterval(() => {
    for (const name of profiles()) if (!before.has(name)) seen.add(name);
    for (const pid of processesUsing([...seen]))
      try {
        cores.add(/Cpus_allowed_list:\s*(\S+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? '?');
      } catch {
        // Gone meanwhile.
      }
  }, 100);
  try {
    const runs = await Promise.all(
      ['/loop', '/never', '/popups'].map((path) => runner.run([`http://127.0.0.1:${site.port}${path}`], new AbortController().signal)),
    );
    const [looping, never, popping] = runs.map((r) => r.result);
    assert.is(looping?.status, 'timed-out', looping?.message ?? '');
    assert.match(looping?.message ?? '', 'did not finish within 10 seconds');
    assert.is(never?.status, 'timed-out', never?.message ?? '');
    // A pop-up page may be measured in time; either way, no window it opened loaded anything.
    assert.ok(popping?.status === 'timed-out' || popping?.status === 'done', popping?.status);
    assert.is(popupTarget.connections(), 0, 'a pop-up was opened');
    const made = [...profiles()].filter((name) => !before.has(name));
    assert.equal(made, [], 'no profile folder is left');
    clearInterval(sampler);
    assert.is(seen.size, 3, 'each run had a profile of its own');
    assert.equal(processesUsing([...seen]), [], 'a Chromium process is left');
    const machine = /Cpus_allowed_list:\s*(\S+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? '';
    assert.ok(cores.size > 0, 'the runs were seen');
    assert.equal([...cores], [labCores(1, machine) ?? machine], `every Chromium process kept to one core of ${machine}`);
  } finally {
    clearInterval(sampler);
    site.server.closeAllConnections();
    site.server.close();
    popupTarget.server.close();
  }
});

(hasChromium ? test : test.skip)(
  `a home page filled by a script: the rendered page beside its HTML says what AI crawlers miss${withoutChromium}`,
  async () => {
    const shell = `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>Shell Plumbing</title></head>
<body><div id="app"></div><script src="/app.js"></script></body></html>`;
    const app = `const words = 'Blocked drains, burst pipes and hot water systems fixed the same day across Melbourne by licensed plumbers. '.repeat(12);
document.getElementById('app').innerHTML = '<h1>Shell Plumbing Melbourne</h1><p>' + words + '</p><p>Call <a href="tel:+61391234567">(03) 9123 4567</a></p>';`;
    const site = await listen('127.0.0.1', (req, res) => {
      if (req.url === '/') return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(shell);
      if (req.url === '/app.js') return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(app);
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    });
    const server = await labServer(site.port);
    try {
      const publicId = await enquiryFor(server, site.port);
      const audit = await labDone(server, publicId);
      assert.equal([audit.ai?.raw.words, audit.ai?.raw.h1], [0, undefined], 'the HTML before scripts has no words and no heading');
      const rendered = audit.lab?.pages[0]?.rendered;
      assert.ok(rendered, audit.lab?.message ?? 'no rendered comparison');
      assert.ok((rendered?.words ?? 0) > 150, `${rendered?.words} words rendered`);
      assert.is(rendered?.onlyAfterJs, 100);
      assert.equal([rendered?.h1, rendered?.phone, rendered?.links], ['after-js', 'after-js', { html: 0, rendered: 1 }]);
      const report = await (await fetch(`${server.url}/audit/${publicId}`)).text();
      assert.match(report, '100% of the words in your home page’s main content, and its main heading, appear only after JavaScript runs.');
      assert.match(report, 'so to them the page’s main content is nearly empty');
    } finally {
      await server.close();
      site.server.close();
    }
  },
);

test('without Chromium the browser measurement is unavailable, at once', async () => {
  const runner = new LabRunner(loadConfig({ AUDIT_LAB_BROWSER: '/nonexistent/chromium' }));
  const { result } = await runner.run(['http://127.0.0.1:9/'], new AbortController().signal);
  assert.is(result.status, 'unavailable');
  assert.match(result.message ?? '', 'not available');
  assert.equal(result.pages, []);
});

test.run();
