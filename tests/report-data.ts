/**
 * Known report data for the HTML report and digest tests: enquiries posted through the real endpoint
 * (the browser's attribution record, or none) and then dated into the weeks a test needs, and field
 * beacons counted by the real aggregator on chosen days.
 */
import * as assert from 'uvu/assert';
import type { FastifyInstance } from 'fastify';
import { FieldAggregator } from '../src/analytics/aggregator.js';
import type { Device, Metric } from '../src/shared/field-beacon.js';
import { validEnquiry } from './helpers.js';

export interface SeedEnquiry {
  /** When it was received (ISO). */
  at: string;
  /** The landing page of the converting visit and its campaign tags; none: no attribution recorded. */
  landing?: string;
  params?: Record<string, string>;
  referrer?: string;
  spam?: boolean;
  /** Personal details, so tests can check they never reach a report or digest. */
  name?: string;
  email?: string;
}

/** Posts each enquiry as the form island would, then sets its received time; returns the ids. */
export async function seedEnquiries(app: FastifyInstance, enquiries: SeedEnquiry[]): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, e] of enquiries.entries()) {
    const touch = e.landing
      ? { at: Date.now() - 60_000, path: e.landing, params: e.params ?? {}, ...(e.referrer ? { referrer: e.referrer } : {}) }
      : undefined;
    const payload = validEnquiry({
      name: e.name ?? `Seed Person ${i}`,
      email: e.email ?? `seed.person.${i}@example.com.au`,
      goals: `Seed enquiry ${i}`,
      ...(e.spam ? { company: 'bot' } : {}),
      ...(touch ? { attribution: { first: touch, last: touch, pages: 2 } } : {}),
    });
    const res = await app.inject({ method: 'POST', url: '/api/seo-audit-request', payload });
    assert.is(res.statusCode, 201, res.body);
    const id = (res.json() as { id: number }).id;
    app.db.prepare('UPDATE enquiries SET created_at = ? WHERE id = ?').run(e.at, id);
    ids.push(id);
  }
  return ids;
}

/** Counts `views` page views of `path` on `day` (local date), `visits` of them starting a visit, each with these metrics. */
export function seedViews(
  app: FastifyInstance,
  day: string,
  path: string,
  device: Device,
  views: number,
  visits: number,
  metrics: Partial<Record<Metric, number>>,
): void {
  const aggregator = new FieldAggregator();
  for (let i = 0; i < views; i++) aggregator.record({ path, device, startedVisit: i < visits, metrics }, day);
  aggregator.flush(app.db);
}
