/**
 * Customers, not only enquiries: of the leads received in a range (or won in it), how many became
 * clients and for how much, by channel, source / medium / campaign and landing page of the visit the
 * enquiry was sent in; the enquiry-to-customer rate; and the median days from enquiry to won.
 * Outcomes are what staff recorded (src/leads/); a lead with none is still new. Spam is left out.
 * Never a name or an address: only channels, campaigns, pages, counts and sums.
 */
import { rangeConditions, type DB } from '../db/db.js';
import { NOT_RECORDED, type ReportRange } from './enquiries.js';
import type { ReportTable } from './table.js';
import { percent } from './field.js';

/** One group's figures; revenue in whole cents (AUD). */
export interface CustomerRow {
  enquiries: number;
  won: number;
  lost: number;
  revenueCents: number;
}

export interface CustomerFigures {
  /** 'received': leads whose enquiry arrived in the range; 'won': leads won in the range. */
  basis: 'received' | 'won';
  totals: CustomerRow & { open: number; medianDaysToWon: number | null };
  channels: (CustomerRow & { channel: string })[];
  campaigns: (CustomerRow & { source: string; medium: string; campaign: string })[];
  landings: (CustomerRow & { page: string })[];
}

interface LeadRow {
  created_at: string;
  channel: string;
  source: string;
  medium: string;
  campaign: string;
  page: string;
  outcome: string | null;
  value_cents: number | null;
  won_at: string | null;
}

const empty = (): CustomerRow => ({ enquiries: 0, won: 0, lost: 0, revenueCents: 0 });

function add(row: CustomerRow, lead: LeadRow): void {
  row.enquiries++;
  if (lead.outcome === 'won') {
    row.won++;
    row.revenueCents += lead.value_cents ?? 0;
  } else if (lead.outcome === 'lost') row.lost++;
}

/** Rows grouped by a key, most won first, then most revenue, then most enquiries. */
function grouped<K extends object>(leads: LeadRow[], keyOf: (l: LeadRow) => K): (CustomerRow & K)[] {
  const groups = new Map<string, CustomerRow & K>();
  for (const lead of leads) {
    const key = keyOf(lead);
    const id = JSON.stringify(key);
    const row = groups.get(id) ?? { ...key, ...empty() };
    add(row, lead);
    groups.set(id, row);
  }
  return [...groups.values()].sort((a, b) => b.won - a.won || b.revenueCents - a.revenueCents || b.enquiries - a.enquiries);
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: number[]): number | null {
  const sorted = [...values].sort((a, b) => a - b);
  // The two middle values, one and the same for an odd count.
  const lower = sorted[Math.ceil(sorted.length / 2) - 1];
  const upper = sorted[Math.floor(sorted.length / 2)];
  if (lower === undefined || upper === undefined) return null;
  return sorted.length % 2 ? upper : (lower + upper) / 2;
}

/** Every figure of the customer report for leads received in `range` (or, with basis 'won', won in it). */
export function customerFigures(db: DB, range: ReportRange, basis: CustomerFigures['basis'] = 'received'): CustomerFigures {
  const { conditions, params } = rangeConditions(basis === 'won' ? 'o.won_at' : 'e.created_at', range);
  const where = ['e.is_spam = 0', ...(basis === 'won' ? ["o.outcome = 'won'"] : []), ...conditions];
  const conv = (col: string) => `COALESCE(l.${col}, f.${col}, '${NOT_RECORDED}')`;
  const leads = db
    .prepare(
      `SELECT e.created_at, ${conv('channel')} AS channel, ${conv('source')} AS source, ${conv('medium')} AS medium,
              COALESCE(NULLIF(COALESCE(l.utm_campaign, f.utm_campaign), ''), '(none)') AS campaign, ${conv('landing_path')} AS page,
              o.outcome, o.value_cents, o.won_at
       FROM enquiries e
       LEFT JOIN enquiry_touches l ON l.enquiry_id = e.id AND l.touch = 'last'
       LEFT JOIN enquiry_touches f ON f.enquiry_id = e.id AND f.touch = 'first'
       LEFT JOIN lead_outcomes o ON o.enquiry_id = e.id
       WHERE ${where.join(' AND ')}`,
    )
    .all(params) as LeadRow[];
  const totals = { ...empty(), open: 0, medianDaysToWon: null as number | null };
  for (const lead of leads) add(totals, lead);
  totals.open = totals.enquiries - totals.won - totals.lost;
  const days = leads.flatMap((l) => (l.won_at ? [(Date.parse(l.won_at) - Date.parse(l.created_at)) / 86_400_000] : []));
  const mid = median(days);
  totals.medianDaysToWon = mid === null ? null : Math.round(mid * 10) / 10;
  return {
    basis,
    totals,
    channels: grouped(leads, (l) => ({ channel: l.channel })),
    campaigns: grouped(leads, (l) => ({ source: l.source, medium: l.medium, campaign: l.campaign })),
    landings: grouped(leads, (l) => ({ page: l.page })),
  };
}

/** Dollars, for a report cell: a number, so spreadsheets can add it up. */
export const dollars = (cents: number) => Math.round(cents) / 100;
/** Won of enquiries, as "20.0%" ("-" without enquiries). */
export const winRate = (r: CustomerRow) => percent(r.enquiries ? r.won / r.enquiries : undefined);

/** The customer tables of the report, for leads received in the range. */
export function customerReport(f: CustomerFigures): ReportTable[] {
  const { totals } = f;
  const cols = ['Enquiries', 'Won', 'Enquiry to customer', 'Revenue won (AUD)'];
  return [
    {
      title: 'Customers: what became of the enquiries received',
      columns: ['Measure', 'Value'],
      rows: [
        ['Enquiries (not spam)', totals.enquiries],
        ['Won (became clients)', totals.won],
        ['Lost', totals.lost],
        ['Still open (new, contacted or qualified)', totals.open],
        ['Revenue won (AUD)', dollars(totals.revenueCents)],
        ['Enquiry-to-customer rate', winRate(totals)],
        ['Median days from enquiry to won', totals.medianDaysToWon ?? '-'],
      ],
      note: 'Outcomes as staff recorded them (the staff email links or npm run lead); a lead with none recorded counts as still open.',
    },
    {
      title: 'Won leads by channel (converting visit)',
      columns: ['Channel', ...cols],
      rows: f.channels.map((c) => [c.channel, c.enquiries, c.won, winRate(c), dollars(c.revenueCents)]),
    },
    {
      title: 'Won leads by source / medium / campaign (converting visit)',
      columns: ['Source', 'Medium', 'Campaign', ...cols],
      rows: f.campaigns.map((c) => [c.source, c.medium, c.campaign, c.enquiries, c.won, winRate(c), dollars(c.revenueCents)]),
    },
    {
      title: 'Won leads by landing page (converting visit)',
      columns: ['Landing page', ...cols],
      rows: f.landings.map((l) => [l.page, l.enquiries, l.won, winRate(l), dollars(l.revenueCents)]),
    },
  ];
}
