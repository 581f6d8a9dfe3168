/**
 * What the digest says about one week, read with the report's own functions (enquiryFigures,
 * fieldFigures) for that week, the week before and the eight weeks to it, and laid out as report
 * tables: enquiries by channel and by campaign against the week before, the landing pages that
 * brought them, pages whose p75 is poor or got worse, and deliveries that need a look.
 */
import type { DB } from '../db/db.js';
import { addDays, localDayRange } from '../time/local-time.js';
import type { DeliveryTrouble } from '../outbox/queue.js';
import type { ReplicationHealth } from '../replication/monitor.js';
import { rate } from '../analytics/histogram.js';
import { enquiryFigures, type EnquiryFigures } from '../reports/enquiries.js';
import { customerFigures, dollars, type CustomerFigures } from '../reports/customers.js';
import { RATED, fieldFigures, percent, roundMetric, unit, type FieldFigures } from '../reports/field.js';
import { prospectFigures, type ProspectFigures } from '../reports/prospects.js';
import type { Cell, ReportTable } from '../reports/table.js';

/** Weeks the digest's charts cover, ending with the digest's week. */
export const CHART_WEEKS = 8;

export interface WeekFigures {
  enquiries: EnquiryFigures;
  field: FieldFigures;
  /** The phone measurements of the site checks of the week's enquiries. */
  prospects: ProspectFigures;
}

export interface DigestFigures {
  week: string;
  thisWeek: WeekFigures;
  weekBefore: WeekFigures;
  /** The CHART_WEEKS weeks to the digest's week, for the charts. */
  history: WeekFigures;
  customers: {
    /** Leads won during the digest's week (whenever they enquired). */
    wonThisWeek: CustomerFigures;
    /** What became of the enquiries received in the CHART_WEEKS weeks to the digest's week. */
    history: CustomerFigures;
  };
  trouble: { mail: DeliveryTrouble; webhooks: DeliveryTrouble; replication: ReplicationHealth };
}

function weekFigures(db: DB, first: string, last: string, timeZone: string): WeekFigures {
  const range = localDayRange(first, last, timeZone);
  return {
    enquiries: enquiryFigures(db, range, timeZone),
    field: fieldFigures(db, { since: first, until: last }, range),
    prospects: prospectFigures(db, range),
  };
}

/** Every figure of the digest about the week starting on `week` (a Monday in `timeZone`). */
export function digestFigures(db: DB, week: string, timeZone: string, trouble: DigestFigures['trouble']): DigestFigures {
  return {
    week,
    thisWeek: weekFigures(db, week, addDays(week, 6), timeZone),
    weekBefore: weekFigures(db, addDays(week, -7), addDays(week, -1), timeZone),
    history: weekFigures(db, addDays(week, -7 * (CHART_WEEKS - 1)), addDays(week, 6), timeZone),
    customers: {
      wonThisWeek: customerFigures(db, localDayRange(week, addDays(week, 6), timeZone), 'won'),
      history: customerFigures(db, localDayRange(addDays(week, -7 * (CHART_WEEKS - 1)), addDays(week, 6), timeZone)),
    },
    trouble,
  };
}

/** "+3", "-1", "0". */
const change = (now: number, before: number) => (now - before > 0 ? `+${now - before}` : String(now - before));

/** At most `max` rows, and a last row counting the rest (with the columns' sums where numeric). */
function capped(rows: Cell[][], max: number): Cell[][] {
  const rest = rows.slice(max);
  const [first] = rest;
  if (!first) return rows;
  return [...rows.slice(0, max), [`and ${rest.length} more (npm run report)`, ...first.slice(1).map(() => '')]];
}

export function channelTable(f: DigestFigures, maxRows: number): ReportTable {
  const now = new Map(f.thisWeek.enquiries.channels.map((c) => [c.channel, c.converting]));
  const before = new Map(f.weekBefore.enquiries.channels.map((c) => [c.channel, c.converting]));
  const names = [...new Set([...now.keys(), ...before.keys()])].filter((c) => now.get(c) || before.get(c));
  names.sort((a, b) => (now.get(b) ?? 0) - (now.get(a) ?? 0) || (before.get(b) ?? 0) - (before.get(a) ?? 0) || a.localeCompare(b));
  return {
    title: 'Enquiries by channel (the visit they were sent in)',
    columns: ['Channel', 'This week', 'Week before', 'Change'],
    rows: capped(
      names.map((c) => [c, now.get(c) ?? 0, before.get(c) ?? 0, change(now.get(c) ?? 0, before.get(c) ?? 0)]),
      maxRows,
    ),
  };
}

export function campaignTable(f: DigestFigures, maxRows: number): ReportTable {
  const key = (c: { source: string; medium: string; campaign: string }) => `${c.source} / ${c.medium} / ${c.campaign}`;
  const before = new Map(f.weekBefore.enquiries.campaigns.map((c) => [key(c), c.n]));
  return {
    title: 'Enquiries by source / medium / campaign',
    columns: ['Source / medium / campaign', 'This week', 'Week before'],
    rows: capped(
      f.thisWeek.enquiries.campaigns.map((c) => [key(c), c.n, before.get(key(c)) ?? 0]),
      maxRows,
    ),
  };
}

/** The landing pages of this week's enquiries, with their visits and conversion rate. */
export function landingTable(f: DigestFigures, maxRows: number): ReportTable {
  const pages = new Map(f.thisWeek.field.pages.map((p) => [p.path, p]));
  const rows = f.thisWeek.enquiries.landings
    .filter((l) => l.converting > 0)
    .map((l) => {
      const p = pages.get(l.page);
      return [l.page, l.converting, p?.visits ?? 0, percent(p?.visits ? l.converting / p.visits : undefined)];
    });
  return {
    title: 'Landing pages that brought enquiries',
    columns: ['Landing page', 'Enquiries', 'Visits landed here', 'Conversion rate'],
    rows: capped(rows, maxRows),
    note: 'Conversion rate: enquiries sent in a visit that landed on the page, divided by the visits that landed there.',
  };
}

const shown = (m: (typeof RATED)[number], v: number | undefined) =>
  v === undefined ? '-' : `${roundMetric(m, v)}${unit(m).replace(/[()]/g, '').trimEnd()}`;
const RANK = { Good: 0, 'Needs improvement': 1, Poor: 2 } as const;

/** Pages (by device) whose p75 of a Core Web Vital is poor this week or rated worse than the week before. */
export function slowPagesTable(f: DigestFigures, maxRows: number): ReportTable {
  const before = new Map(f.weekBefore.field.pageDevices.map((p) => [`${p.path}|${p.device}`, p.vitals]));
  const rows: Cell[][] = [];
  for (const p of f.thisWeek.field.pageDevices) {
    for (const m of RATED) {
      const v = p.vitals[m];
      if (v === undefined) continue;
      const prev = before.get(`${p.path}|${p.device}`)?.[m];
      const was = prev === undefined ? undefined : rate(m, prev);
      const worse = was !== undefined && RANK[rate(m, v)] > RANK[was];
      if (rate(m, v) !== 'Poor' && !worse) continue;
      rows.push([p.path, p.device, p.views, m, shown(m, v), shown(m, prev), worse ? `Worse: ${was} to ${rate(m, v)}` : 'Poor']);
    }
  }
  return {
    title: 'Pages whose field p75 is poor or got worse',
    columns: ['Page', 'Device', 'Page views', 'Metric', 'p75 this week', 'Week before', 'Why'],
    rows: capped(rows, maxRows),
    note: "75th percentile of real visits, rated with Google's thresholds (LCP 2.5 s / 4 s, INP 200 ms / 500 ms, CLS 0.1 / 0.25). Few page views make a p75 uncertain.",
  };
}

const REPLICATION_WORDS: Record<ReplicationHealth['state'], string> = {
  off: 'Off: the database has no copy off this server but the daily backup (set REPLICA_URL)',
  ok: 'Up to date',
  behind: 'Behind',
  failing: 'Failing',
};

/** The database's continuous copy (Litestream): a row that needs a look unless it is up to date. */
export function replicationTable(f: DigestFigures): ReportTable {
  const r = f.trouble.replication;
  return {
    title: 'Replication that needs a look',
    columns: ['Copy', 'State', 'Why'],
    rows: r.state === 'ok' ? [] : [['Database replica', REPLICATION_WORDS[r.state], r.problem ?? '']],
    note:
      r.state === 'ok'
        ? 'The replica had every enquiry when this digest was written.'
        : 'GET /healthz shows the state as it is now; docs/operations.md, "Replication", says what to check.',
  };
}

/** Leads won this week, by campaign and by landing page of the visit their enquiry was sent in. */
export function wonTables(f: DigestFigures, maxRows: number): ReportTable[] {
  const won = f.customers.wonThisWeek;
  return [
    {
      title: 'Leads won this week by source / medium / campaign',
      columns: ['Source / medium / campaign', 'Won', 'Revenue (AUD)'],
      rows: capped(
        won.campaigns.map((c) => [`${c.source} / ${c.medium} / ${c.campaign}`, c.won, dollars(c.revenueCents)]),
        maxRows,
      ),
    },
    {
      title: 'Leads won this week by landing page',
      columns: ['Landing page', 'Won', 'Revenue (AUD)'],
      rows: capped(
        won.landings.map((l) => [l.page, l.won, dollars(l.revenueCents)]),
        maxRows,
      ),
    },
  ];
}

export function deliveryTable(f: DigestFigures): ReportTable {
  const { mail, webhooks } = f.trouble;
  return {
    title: 'Deliveries that need a look',
    columns: ['Channel', 'Failed', 'Waiting too long'],
    rows: [
      ['Emails', mail.failed, mail.overdue],
      ['Webhooks', webhooks.failed, webhooks.overdue],
    ],
    note:
      mail.failed + mail.overdue + webhooks.failed + webhooks.overdue
        ? 'npm run outbox (sudo laserfocus outbox on the server) lists them; --requeue sends a failed one again.'
        : 'Every email and webhook was delivered.',
  };
}
