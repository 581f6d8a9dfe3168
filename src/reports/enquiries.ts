/**
 * The lead report: where enquiries came from, by channel, by source / medium / campaign, by landing
 * page and by week, with spam counted apart. "Converting visit" is the last touch (the visit the
 * enquiry was sent in); "first visit" is the first touch. `enquiryFigures` gives the numbers (the
 * HTML report's charts and the weekly digest read them too); `enquiryReport` lays them out as tables.
 */
import { rangeConditions, type DB } from '../db/db.js';
import { localWeekStart } from '../time/local-time.js';
import type { ReportTable } from './table.js';

export interface ReportRange {
  /** Instants (ISO), from inclusive, until exclusive. */
  since?: string;
  until?: string;
}

export const NOT_RECORDED = '(not recorded)';

export interface EnquiryFigures {
  /** `agent`: enquiries an AI agent in the visitor's browser filled, and the person sent. */
  totals: { enquiries: number; spam: number; attributed: number; referer: number; agent: number };
  channels: { channel: string; converting: number; first: number; spam: number }[];
  campaigns: { source: string; medium: string; campaign: string; n: number }[];
  landings: { page: string; converting: number; first: number }[];
  /** Local weeks (Monday, YYYY-MM-DD) in order, each with enquiries by converting-visit channel and spam. */
  weeks: { week: string; enquiries: number; spam: number; byChannel: Record<string, number> }[];
}

/** Every count the lead report shows, for enquiries received within `range`. */
export function enquiryFigures(db: DB, range: ReportRange, timeZone: string): EnquiryFigures {
  const { conditions, params } = rangeConditions('e.created_at', range);
  const inRange = conditions.length ? conditions.join(' AND ') : '1';
  const all = <T>(query: string) => db.prepare(query).all(params) as T[];
  // Each enquiry with its converting-visit (last, else first) and first-visit touches.
  const joined = `
    FROM enquiries e
    LEFT JOIN enquiry_touches l ON l.enquiry_id = e.id AND l.touch = 'last'
    LEFT JOIN enquiry_touches f ON f.enquiry_id = e.id AND f.touch = 'first'
    WHERE ${inRange}`;
  const conv = (col: string) => `COALESCE(l.${col}, f.${col}, '${NOT_RECORDED}')`;

  // An aggregate without GROUP BY: one row, always, with zeros when nothing matched.
  const [totals = { enquiries: 0, spam: 0, attributed: 0, referer: 0, agent: 0 }] = all<EnquiryFigures['totals']>(`
    SELECT COALESCE(SUM(e.is_spam = 0), 0) AS enquiries, COALESCE(SUM(e.is_spam = 1), 0) AS spam,
           COALESCE(SUM(e.is_spam = 0 AND (l.enquiry_id IS NOT NULL OR f.enquiry_id IS NOT NULL)), 0) AS attributed,
           COALESCE(SUM(e.is_spam = 0 AND e.attribution_via = 'referer'), 0) AS referer,
           COALESCE(SUM(e.is_spam = 0 AND e.via_agent = 1), 0) AS agent ${joined}`);

  const channels = all<EnquiryFigures['channels'][number]>(`
    SELECT channel, SUM(converting) AS converting, SUM(first) AS first, SUM(spam) AS spam FROM (
      SELECT ${conv('channel')} AS channel, e.is_spam = 0 AS converting, 0 AS first, e.is_spam = 1 AS spam ${joined}
      UNION ALL
      SELECT COALESCE(f.channel, '${NOT_RECORDED}'), 0, 1, 0 ${joined} AND e.is_spam = 0
    ) GROUP BY channel HAVING SUM(converting) + SUM(first) + SUM(spam) > 0 ORDER BY converting DESC, first DESC, channel`);

  const campaigns = all<EnquiryFigures['campaigns'][number]>(`
    SELECT ${conv('source')} AS source, ${conv('medium')} AS medium, COALESCE(NULLIF(COALESCE(l.utm_campaign, f.utm_campaign), ''), '(none)') AS campaign, COUNT(*) AS n
    ${joined} AND e.is_spam = 0 GROUP BY 1, 2, 3 ORDER BY n DESC, source, medium, campaign`);

  const landings = all<EnquiryFigures['landings'][number]>(`
    SELECT page, SUM(converting) AS converting, SUM(first) AS first FROM (
      SELECT ${conv('landing_path')} AS page, 1 AS converting, 0 AS first ${joined} AND e.is_spam = 0
      UNION ALL
      SELECT COALESCE(f.landing_path, '${NOT_RECORDED}'), 0, 1 ${joined} AND e.is_spam = 0
    ) GROUP BY page ORDER BY converting DESC, first DESC, page`);

  // Weeks are local (TIME_ZONE), so they are counted here rather than by SQLite's UTC dates.
  const weeks = new Map<string, EnquiryFigures['weeks'][number]>();
  for (const { created_at, is_spam, channel } of all<{ created_at: string; is_spam: number; channel: string }>(
    `SELECT e.created_at, e.is_spam, ${conv('channel')} AS channel ${joined}`,
  )) {
    const week = localWeekStart(created_at, timeZone);
    const w = weeks.get(week) ?? { week, enquiries: 0, spam: 0, byChannel: {} };
    if (is_spam) w.spam++;
    else {
      w.enquiries++;
      w.byChannel[channel] = (w.byChannel[channel] ?? 0) + 1;
    }
    weeks.set(week, w);
  }
  return { totals, channels, campaigns, landings, weeks: [...weeks.values()].sort((a, b) => a.week.localeCompare(b.week)) };
}

export function enquiryReport(db: DB, range: ReportRange, timeZone: string): ReportTable[] {
  const { totals, channels, campaigns, landings, weeks } = enquiryFigures(db, range, timeZone);
  return [
    {
      title: 'Summary',
      columns: ['Measure', 'Count'],
      rows: [
        ['Enquiries (not spam)', totals.enquiries],
        ['Spam (counted apart, not in the tables below)', totals.spam],
        ['Enquiries with attribution', totals.attributed],
        ['  of which recorded without JavaScript (Referer)', totals.referer],
      ],
    },
    {
      title: 'Enquiries by channel',
      columns: ['Channel', 'Converting visit', 'First visit', 'Spam'],
      rows: channels.map((c) => [c.channel, c.converting, c.first, c.spam]),
      note: 'Converting visit: the visit the enquiry was sent in. First visit: the first visit in the 90 days before.',
    },
    {
      title: 'Enquiries by source / medium / campaign (converting visit)',
      columns: ['Source', 'Medium', 'Campaign', 'Enquiries'],
      rows: campaigns.map((c) => [c.source, c.medium, c.campaign, c.n]),
    },
    {
      title: 'Enquiries by landing page',
      columns: ['Landing page', 'Converting visit', 'First visit'],
      rows: landings.map((l) => [l.page, l.converting, l.first]),
    },
    {
      title: `Enquiries by week (weeks start on Monday, ${timeZone})`,
      columns: ['Week starting', 'Enquiries', 'Spam'],
      rows: weeks.map((w) => [w.week, w.enquiries, w.spam]),
    },
  ];
}
