/**
 * Checking a beacon: everything in it is untrusted. The path must be a route of this site, the
 * device class and navigation type known values, every metric a finite number within its bounds;
 * anything else means the whole beacon is dropped. Obvious bots are not counted at all.
 */
import { DEVICES, METRICS, METRIC_MAX, NAVIGATION_TYPES, type Metric } from '../shared/field-beacon.js';
import type { CleanBeacon } from './aggregator.js';

const record = (v: unknown): Record<string, unknown> | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;

export function parseBeacon(body: unknown, isRoute: (path: string) => boolean): CleanBeacon | undefined {
  let raw: unknown = body;
  if (typeof body === 'string') {
    try {
      raw = JSON.parse(body);
    } catch {
      return undefined;
    }
  }
  const b = record(raw);
  if (!b) return undefined;
  if (typeof b.p !== 'string' || b.p.length > 200 || !isRoute(b.p)) return undefined;
  if (!(DEVICES as readonly unknown[]).includes(b.d)) return undefined;
  if (b.n !== undefined && !(NAVIGATION_TYPES as readonly unknown[]).includes(b.n)) return undefined;
  if (b.v !== 0 && b.v !== 1) return undefined;
  const m = record(b.m);
  if (!m) return undefined;
  const metrics: Partial<Record<Metric, number>> = {};
  for (const name of METRICS) {
    const value = m[name];
    if (value === undefined) continue;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > METRIC_MAX[name]) return undefined;
    metrics[name] = value;
  }
  if (!Object.keys(metrics).length) return undefined;
  return { path: b.p, device: b.d as CleanBeacon['device'], startedVisit: b.v === 1, metrics };
}

// Crawlers, monitors and automation announce themselves; real browsers do not say these words.
const BOT =
  /bot|crawl|spider|slurp|headless|lighthouse|pagespeed|phantom|puppeteer|playwright|selenium|preview|curl|wget|python|node-fetch|axios|go-http|java\//i;

/** True for clients that are obviously not a person's browser (or say nothing about themselves). */
export function isLikelyBot(userAgent: string | undefined): boolean {
  return !userAgent || userAgent.length < 20 || BOT.test(userAgent);
}
