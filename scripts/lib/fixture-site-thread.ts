/**
 * The clean fixture site (fixture-site.ts) served from a thread of its own, for measuring scripts whose
 * own thread times page reads (scripts/bench-lab.ts): served from that thread, the site's work for the
 * browser would be timed as our server's. Posts the site's address once it listens.
 */
import { parentPort } from 'node:worker_threads';
import { startFixtureSite } from './fixture-site.js';

const site = await startFixtureSite(false);
parentPort?.postMessage(site.url);
