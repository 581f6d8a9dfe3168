/**
 * The visitor of `npm run bench:hostile`, in a process of its own: it asks for the home page back to
 * back while checks run, and its clock measures the server alone. In the bench's process it shared an
 * event loop (and a heap) with the enquiries' polling and the reports read back, whose pauses it
 * counted as the server's. Told `{ url }`, it starts; told `'stop'`, it answers with what it measured
 * (`PageLatencies`) and waits for the next start. Latencies are counted in 0.1 ms bins, so a run of a
 * million requests allocates nothing as it goes. Exits when the parent disconnects.
 */
import { Agent, get } from 'node:http';

export interface PageLatencies {
  count: number;
  failed: number;
  p99: number;
  worst: number;
}

/** Bins of 0.1 ms up to 10 s; a request slower than that counts in the last (its exact time is `worst`). */
const BINS = 100_000;
/** A page that has not arrived in this long counts as failed (and as this long): the visitor never waits without end. */
const PAGE_TIMEOUT_MS = 10_000;

/** One kept-alive connection, and node:http rather than fetch: the client's own cost stays small. */
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** The home page, brotli-compressed as a browser asks for it; resolves when its last byte arrives. */
const page = (url: string) =>
  new Promise<void>((resolve, reject) => {
    get(url, { agent, headers: { 'accept-encoding': 'br, gzip' }, signal: AbortSignal.timeout(PAGE_TIMEOUT_MS) }, (res) =>
      res
        .on('data', () => undefined)
        .on('end', resolve)
        .on('error', reject),
    ).on('error', reject);
  });

const bins = new Uint32Array(BINS);
let running: Promise<PageLatencies> | undefined;
let stopping = false;

async function run(url: string): Promise<PageLatencies> {
  bins.fill(0);
  let count = 0;
  let failed = 0;
  let worst = 0;
  while (!stopping) {
    const started = performance.now();
    await page(url).catch(() => failed++);
    const took = performance.now() - started;
    bins[Math.min(BINS - 1, Math.floor(took * 10))]!++;
    worst = Math.max(worst, took);
    count++;
  }
  // The 99th percentile: the bin holding the request at that rank, as its upper edge.
  const rank = Math.floor((count * 99) / 100);
  let seen = 0;
  let p99 = 0;
  for (let i = 0; i < BINS; i++) {
    seen += bins[i]!;
    if (seen > rank) {
      p99 = Math.min((i + 1) / 10, worst);
      break;
    }
  }
  return { count, failed, p99, worst };
}

process.on('message', (message: { url: string } | 'stop') => {
  if (message === 'stop') {
    stopping = true;
    void running?.then((measured) => process.send!(measured));
    return;
  }
  stopping = false;
  running = run(message.url);
});
process.once('disconnect', () => process.exit(0));
