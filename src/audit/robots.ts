/**
 * robots.txt, read line by line in linear time (no regular expression runs over the whole file: a
 * multi-line pattern such as /^\s*sitemap:/im is quadratic on a file of newlines), in slices with the
 * event loop free between them. Google reads at most 500 KiB of it; so does the check.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { clip } from './clip.js';

export const ROBOTS_MAX_BYTES = 500 * 1024;
/** Lines read between two checks of the clock. */
const SLICE_LINES = 4096;
const SLICE_MS = 2;

export interface RobotsFacts {
  /** The group for all crawlers (or Googlebot) disallows the whole site. */
  blocksAll: boolean;
  /** The first Sitemap line's address, as written (clipped). */
  sitemap?: string;
}

/** Reads robots.txt; rejects with the signal's reason when it aborts first. */
export async function readRobots(body: string, signal?: AbortSignal): Promise<RobotsFacts> {
  const facts: RobotsFacts = { blocksAll: false };
  let applies = false;
  let inAgents = false;
  let sliceStarted = performance.now();
  for (let start = 0, lines = 0; start <= body.length; lines++) {
    const newline = body.indexOf('\n', start);
    const end = newline === -1 ? body.length : newline;
    const raw = body.slice(start, end);
    const hash = raw.indexOf('#');
    const line = hash === -1 ? raw : raw.slice(0, hash);
    start = end + 1;
    if (lines % SLICE_LINES === 0 && performance.now() - sliceStarted > SLICE_MS) {
      await nextTurn();
      signal?.throwIfAborted();
      sliceStarted = performance.now();
    }
    const colon = line.indexOf(':');
    if (colon === -1) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'sitemap') {
      facts.sitemap ??= clip(value, 2000);
      continue;
    }
    if (key === 'user-agent') {
      if (!inAgents) applies = false;
      inAgents = true;
      if (value === '*' || value.toLowerCase() === 'googlebot') applies = true;
      continue;
    }
    inAgents = false;
    if (applies && key === 'disallow' && value === '/') facts.blocksAll = true;
  }
  return facts;
}
