/**
 * The browser run fenced from outside (src/audit/lab/confine.ts, watchdog.ts, proxy.ts), against the
 * built server as production runs it, with Debian's Chromium and hostile pages on a local site:
 *
 * - a page that allocates memory without end, one that fills its private file system, one that
 *   uploads without end, a WebGL page (SwiftShader's threads pin themselves to core 0), and a page
 *   that navigates to the metadata address once loaded; each ends with its own sentence, and a plain
 *   page checked after them is measured as usual;
 * - while they run, our pages answer every read; the run's processes hold none of the server's
 *   secrets, in their environment or in their memory; every thread of a run stays on the run's core
 *   in the idle scheduling class; afterwards nothing is left in the runs' folder or the temp folder;
 * - a server of one core: the run shares the core with the site, and every page still answers.
 *
 * How long pages wait meanwhile is measured by `npm run bench:lab`, not asserted here.
 * Without Chromium the file says so and skips.
 */
import { mkdtempSync, openSync, readdirSync, readFileSync, readSync, closeSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { labCores } from '../../src/audit/lab/confine.js';
import { type BuiltServer, startBuiltServer } from '../../scripts/start-built.js';
import { OUR_FAILURE } from '../../src/audit/lab/result.js';
import { CHROMIUM, hasChromium, labResultIn, requestCheck, withoutChromium, waitFor } from '../helpers.js';

/** The server's secrets: none may reach a process of a run. */
const SECRETS = {
  WEBHOOK_SECRET: 'whsec_bGFzZXJmb2N1cy1mZW5jZS10ZXN0LXNlY3JldA==',
  SMTP_URL: 'smtp://staff:fence-test-smtp-password@127.0.0.1:9',
};
/**
 * A limit for a hung test, not a timing goal: runs are at the idle priority, three at once on one
 * core, and five runs take two rounds of AUDIT_LAB_MS (180 s) at worst.
 */
const GENEROUS_MS = 480_000;

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><h1>${title}</h1><p>A page of a small business in Melbourne.</p>${body}</body></html>`;

/** The hostile pages, and a sink that counts what the uploader manages to send. */
async function hostileSite() {
  let uploaded = 0;
  const pages: Record<string, string> = {
    '/memory': page(
      'Memory',
      '<script>const keep = []; setInterval(() => { for (let i = 0; i < 8; i++) keep.push(new Uint8Array(16 << 20).fill(1)); }, 50);</script>',
    ),
    '/disk': page(
      'Disk',
      `<script>(async () => { const dir = await navigator.storage.getDirectory(); const chunk = new Uint8Array(8 << 20).fill(7);
for (let n = 0; ; n++) { const w = await (await dir.getFileHandle('f' + n, { create: true })).createWritable(); for (let i = 0; i < 16; i++) await w.write(chunk); await w.close(); } })();</script>`,
    ),
    '/upload': page(
      'Upload',
      `<script>const body = new Uint8Array(256 << 10).fill(3);
(async () => { for (let i = 0; i < 40; i++) { try { await fetch('/sink', { method: 'POST', body }); } catch (e) {} await new Promise((r) => setTimeout(r, 100)); } })();</script>`,
    ),
    // Five seconds of drawing, then still: SwiftShader's workers start, and Lighthouse can finish.
    '/webgl': page(
      'WebGL',
      `<canvas width="600" height="600"></canvas><script>const gl = document.querySelector('canvas').getContext('webgl'); const end = Date.now() + 5000;
function draw() { for (let i = 0; i < 50; i++) { gl.clearColor(Math.random(), 0.2, 0.4, 1); gl.clear(gl.COLOR_BUFFER_BIT); gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4)); } if (Date.now() < end) requestAnimationFrame(draw); }
draw();</script>`,
    ),
    '/away': page(
      'Away',
      `<script>addEventListener('load', () => setTimeout(() => { location.href = 'http://169.254.169.254/latest/meta-data/'; }, 300));</script>`,
    ),
    '/plain': page('Plain', '<p>Nothing here but words, as most small business home pages are.</p>'),
  };
  const server: Server = createServer((req, res) => {
    if (req.url === '/sink') {
      req.on('data', (chunk: Buffer) => (uploaded += chunk.length));
      return void req.on('end', () => res.end('ok'));
    }
    const html = pages[req.url ?? ''];
    if (html) return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, uploaded: () => uploaded };
}

/** Reads our pages one after another until stopped; counts the answers that were not 200. */
function readOurPages(base: string) {
  let reads = 0;
  const failures: string[] = [];
  let on = true;
  const done = (async () => {
    for (let i = 0; on; i++) {
      const path = ['/', '/strategy/seo', '/resources/blog'][i % 3]!;
      try {
        const res = await fetch(base + path);
        await res.arrayBuffer();
        reads++;
        if (res.status !== 200) failures.push(`${path}: ${res.status}`);
      } catch (err) {
        failures.push(`${path}: ${(err as Error).message}`);
      }
      // A visitor's pace, not a flood: the runs are in the idle class, and a reader keeping both
      // cores busy starves them, sometimes past their deadline.
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  return {
    stop: async () => {
      on = false;
      await done;
      return { reads, failures };
    },
  };
}

/** Processes of runs: every process whose environment names a run's folder (Chromium's crash handler, which leaves the group, too). */
function runProcesses(runsDir: string): number[] {
  return readdirSync('/proc').flatMap((pid) => {
    if (!/^\d+$/.test(pid)) return [];
    try {
      // Not the server, whose AUDIT_LAB_DIR names the folder too: a run's TMPDIR is inside it.
      return readFileSync(`/proc/${pid}/environ`, 'latin1').includes(`TMPDIR=${runsDir}/`) ? [Number(pid)] : [];
    } catch {
      return [];
    }
  });
}

/**
 * Which secret, if any, is in the writable private memory of `pid` (its heap and stacks), read as
 * root reads it; `gone` when the process ended before it could be read (a run's short-lived helper).
 */
function memoryHolds(pid: number, needles: string[]): string | undefined | 'gone' {
  let maps: string;
  let fd: number;
  try {
    maps = readFileSync(`/proc/${pid}/maps`, 'utf8');
    fd = openSync(`/proc/${pid}/mem`, 'r');
  } catch {
    return 'gone';
  }
  try {
    for (const line of maps.split('\n')) {
      const [range, perms, , , inode] = line.split(/\s+/);
      if (!range || perms !== 'rw-p' || inode !== '0') continue;
      const [from, to] = range.split('-').map((h) => BigInt(`0x${h}`)) as [bigint, bigint];
      for (let at = from; at < to; at += 1n << 24n) {
        const length = Number(to - at < 1n << 24n ? to - at : 1n << 24n);
        const chunk = Buffer.alloc(length);
        try {
          readSync(fd, chunk, 0, length, at);
        } catch {
          break; // A region not backed yet, or gone.
        }
        const found = needles.find((n) => chunk.includes(n));
        if (found) return found;
      }
    }
  } finally {
    closeSync(fd);
  }
  return undefined;
}

/** Each thread of a run's group that has run for a second: its cores and whether it is in the idle class (policy 5). */
function strayThreads(pids: number[], seen: Map<string, number>, cores: string): string[] {
  const strays: string[] = [];
  for (const pid of pids)
    for (const tid of (() => {
      try {
        return readdirSync(`/proc/${pid}/task`);
      } catch {
        return [];
      }
    })()) {
      const key = `${pid}/${tid}`;
      const first = seen.get(key) ?? Date.now();
      seen.set(key, first);
      if (Date.now() - first < 1000) continue;
      try {
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        const policy = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[38]);
        const allowed = /Cpus_allowed_list:\s*(\S+)/.exec(readFileSync(`/proc/${pid}/task/${tid}/status`, 'utf8'))?.[1];
        const name = readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
        if (allowed !== cores || policy !== 5) strays.push(`${name} (${tid}): cores ${allowed}, policy ${policy}`);
      } catch {
        // Gone meanwhile.
      }
    }
  return strays;
}

const chromiumTempFolders = () => new Set(readdirSync(tmpdir()).filter((n) => n.startsWith('org.chromium.Chromium.')));

async function startLabServer(runsDir: string, sitePort: number, extra: Record<string, string> = {}, cpuList?: string) {
  return startBuiltServer(
    {
      AUDIT_ENABLED: 'true',
      AUDIT_ALLOW_ADDRESSES: `127.0.0.1:${sitePort}`,
      AUDIT_LAB_BROWSER: CHROMIUM,
      AUDIT_LAB_DIR: runsDir,
      // Three runs share one core here: the memory hog needs time to reach its fence when starved.
      AUDIT_LAB_MS: '180000',
      AUDIT_MAX_PAGES: '1',
      AUDIT_REUSE_MS: '0',
      FORM_MIN_FILL_MS: '0',
      RATE_LIMIT_MAX: '1000',
      WEBHOOK_URL: 'http://127.0.0.1:9/hooks',
      ...SECRETS,
      ...extra,
    },
    { cpuList },
  );
}

/** The lab result of check `publicId`, once recorded. */
const labOf = (server: BuiltServer, publicId: string) => labResultIn(join(server.dir, 'enquiries.db'), publicId, GENEROUS_MS);

(hasChromium ? test : test.skip)(
  `hostile pages end at their fences, with their sentences, and the site answers throughout${withoutChromium}`,
  async () => {
    const site = await hostileSite();
    const runsDir = mkdtempSync(join(tmpdir(), 'laserfocus-fence-runs-'));
    const tempBefore = chromiumTempFolders();
    // Three runs at once, all on the last core (AUDIT_LAB_CORES=1): the site keeps the others.
    const server = await startLabServer(runsDir, site.port, { AUDIT_LAB_CONCURRENCY: '3' });
    const machine = /Cpus_allowed_list:\s*(\S+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? '';
    const cores = labCores(1, machine) ?? machine;
    const reader = readOurPages(server.url);
    const secrets = Object.values(SECRETS);
    const seen = new Map<string, number>();
    const envFindings: string[] = [];
    const strays = new Set<string>();
    let scanned = 0;
    const sampler = setInterval(() => {
      const pids = runProcesses(runsDir);
      for (const pid of pids) {
        try {
          const env = readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0');
          scanned++;
          for (const s of secrets) if (env.some((v) => v.includes(s))) envFindings.push(`${pid}: ${s.slice(0, 12)}`);
          for (const name of ['WEBHOOK_SECRET', 'SMTP_URL', 'DATABASE_PATH'])
            if (env.some((v) => v.startsWith(`${name}=`))) envFindings.push(`${pid}: ${name}`);
        } catch {
          // Gone meanwhile.
        }
      }
      for (const s of strayThreads(pids, seen, cores)) strays.add(s);
    }, 200);
    try {
      const names = ['memory', 'disk', 'upload', 'webgl', 'away'];
      const ids = await Promise.all(names.map((name, i) => requestCheck(server, `http://127.0.0.1:${site.port}/${name}`, i)));
      // Once the runs' Chromium is up, each of its processes' memory is read for the secrets (as root only: /proc/PID/mem).
      if (process.getuid?.() === 0) {
        // Read as they come: some of a run's processes live a moment, so a list taken once may
        // name processes already gone by the time their memory is read.
        const read = new Set<number>();
        await waitFor(
          () => {
            for (const pid of runProcesses(runsDir)) {
              if (read.has(pid)) continue;
              const found = memoryHolds(pid, secrets);
              if (found === 'gone') continue;
              read.add(pid);
              assert.is(found, undefined, `a secret in the memory of process ${pid}`);
            }
            return read.size >= 6;
          },
          GENEROUS_MS,
          "six of the runs' processes read",
        );
      } else console.log('(the memory scan needs root: /proc/PID/mem; the environment scan still ran)');
      const [memory, disk, upload, webgl, away] = await Promise.all(ids.map((id) => labOf(server, id)));
      console.log(
        [memory, disk, upload, webgl, away]
          .map((lab, i) => `  ${names[i]}: ${lab?.status}${lab?.failure ? ` (${lab.failure})` : ''}: ${lab?.detail ?? lab?.message ?? ''}`)
          .join('\n'),
      );

      // Three runs on one core in the idle class: on a slow or busy machine a run can end on our side
      // before its page reaches the fence (our deadline, Lighthouse rating the starved phone too slow,
      // or Chromium ending). Such a run must say so as ours, never the page's, and its fence is not
      // judged: said here, not passed. The upload cap holds whatever happens.
      const judged = (name: string, lab: Awaited<ReturnType<typeof labOf>> | undefined) => {
        if (lab?.status !== 'our-failure' && lab?.status !== 'timed-out') return true;
        console.log(
          `NOT JUDGED: the ${name} run ended as ${lab.status}${lab.failure ? ` (${lab.failure})` : ''} before its fence could be judged`,
        );
        if (lab.status === 'timed-out')
          assert.match(lab.message ?? '', /^The browser measurement did not finish within \d+ seconds, so it was stopped\.$/);
        else {
          assert.is(lab.message, OUR_FAILURE);
          assert.equal(lab.pages, [], 'no figures beside our failure');
        }
        return false;
      };

      if (judged('memory', memory)) {
        assert.is(memory?.status, 'failed');
        assert.is(
          memory?.message,
          'Your home page used more memory than our test phone allows (1,024 MB), so the measurement was stopped.',
        );
        const peak = memory?.usage?.memoryBytes ?? 0;
        assert.ok(
          peak > 1024 * 1_048_576 && peak < 2048 * 1_048_576,
          `peak memory ${Math.round(peak / 1_048_576)} MB: over the fence, and stopped near it`,
        );
        // The report says it in the same words.
        const report = await (await fetch(`${server.url}/audit/${ids[0]}`)).text();
        assert.match(report, 'used more memory than our test phone allows');
      }

      if (judged('disk', disk)) {
        assert.is(disk?.status, 'failed');
        assert.is(
          disk?.message,
          "Your home page wrote more to our test phone's storage than it allows (256 MB), so the measurement was stopped.",
        );
        assert.ok((disk?.usage?.diskBytes ?? 0) > 256 * 1_048_576);
      }

      assert.ok(site.uploaded() < 2 * 1_048_576, `the page managed to upload ${site.uploaded()} bytes`);
      if (judged('upload', upload)) {
        assert.is(upload?.status, 'done');
        assert.is(upload?.usage?.cut, 'upload');
        assert.ok((upload?.usage?.refusedAfterCut ?? 0) > 0, 'further requests were refused');
        const uploadReport = await (await fetch(`${server.url}/audit/${ids[2]}`)).text();
        assert.match(uploadReport, /Your page sent [\d.]+ (MB|KB) to other servers while it was measured, more than our test phone allows/);
      }

      // SwiftShader's threads are held to the run's core (the sampler above); the page itself may end
      // measured or at the deadline.
      if (webgl?.status !== 'timed-out' && judged('webgl', webgl)) assert.is(webgl?.status, 'done');

      if (judged('away', away)) {
        assert.is(away?.pages[0]?.problem, 'Your home page sent the test phone to another address, so it could not be measured.');
        assert.is(away?.pages[0]?.performance, null);
        assert.not.ok(away?.pages[0]?.screenshot, 'no screenshot of another address is kept');
      }

      // The next check runs normally.
      const plain = await labOf(server, await requestCheck(server, `http://127.0.0.1:${site.port}/plain`, 9));
      assert.is(plain.status, 'done', plain.message ?? '');
      assert.ok(typeof plain.pages[0]?.performance === 'number', 'the plain page was measured');
      assert.ok((plain.usage?.memoryBytes ?? 0) > 0 && (plain.usage?.memoryBytes ?? 0) < 1024 * 1_048_576);

      clearInterval(sampler);
      const { reads, failures } = await reader.stop();
      assert.equal(failures, [], 'every read of our pages answered 200');
      assert.ok(reads > 10, `${reads} pages read meanwhile`);
      assert.ok(scanned > 20, `${scanned} environments of run processes read`);
      assert.equal(envFindings, [], "no process of a run holds the server's settings");
      assert.equal([...strays], [], `every thread of a run on core ${cores}, in the idle class`);
      await waitFor(() => runProcesses(runsDir).length === 0, 10_000, 'the runs to be gone');
      assert.equal(readdirSync(runsDir), [], "nothing is left in the runs' folder");
      assert.equal(
        [...chromiumTempFolders()].filter((n) => !tempBefore.has(n)),
        [],
        'no Chromium folder is left in the temp folder',
      );
    } finally {
      clearInterval(sampler);
      await reader.stop();
      await server.stop();
      site.server.close();
      rmSync(runsDir, { recursive: true, force: true });
    }
  },
);

(hasChromium ? test : test.skip)(
  `a server of one core: the run shares it with the site, and every page answers${withoutChromium}`,
  async () => {
    const site = await hostileSite();
    const runsDir = mkdtempSync(join(tmpdir(), 'laserfocus-fence-runs-'));
    const server = await startLabServer(runsDir, site.port, {}, '0');
    const reader = readOurPages(server.url);
    try {
      const lab = await labOf(server, await requestCheck(server, `http://127.0.0.1:${site.port}/plain`, 1));
      assert.is(lab.status, 'done', lab.message ?? '');
      assert.ok(typeof lab.pages[0]?.performance === 'number', 'the page was measured');
      const { reads, failures } = await reader.stop();
      assert.equal(failures, []);
      assert.ok(reads > 10, `${reads} pages read meanwhile`);
    } finally {
      await reader.stop();
      await server.stop();
      site.server.close();
      rmSync(runsDir, { recursive: true, force: true });
    }
  },
);

test.run();
