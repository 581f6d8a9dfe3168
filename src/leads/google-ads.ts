/**
 * Won leads back to Google Ads: the offline conversion import file for conversions from clicks, as
 * Google's template lays it out (Tools > Conversions > Uploads). A first row naming the time zone the
 * times are in (`Parameters:TimeZone=Australia/Melbourne`, from TIME_ZONE), then the columns Google
 * Click ID, Conversion Name, Conversion Time (yyyy-MM-dd HH:mm:ss), Conversion Value and Conversion
 * Currency, one row per won lead that carried a gclid. The template has no column for gbraid or
 * wbraid (iOS app clicks) and Google asks for no added columns, so those leads are counted apart.
 * Staff open this file in a spreadsheet too, so every cell is formula-safe as the staff CSV is.
 */
import { stringify } from 'csv-stringify/sync';
import { rangeConditions, type DB } from '../db/db.js';
import { neutraliseFormula } from '../lib/formula-guard.js';
import { isWellFormedParam } from '../shared/attribution.js';
import { localDateTime } from '../time/local-time.js';

export const GOOGLE_ADS_COLUMNS = [
  'Google Click ID',
  'Conversion Name',
  'Conversion Time',
  'Conversion Value',
  'Conversion Currency',
] as const;

/** A won lead as Google Ads needs it. */
export interface WonClick {
  enquiryId: number;
  gclid: string;
  wonAt: string;
  valueCents: number;
}

export interface WonClicks {
  rows: WonClick[];
  /** Won leads in range that carried only a gbraid or wbraid: the template cannot take them. */
  braidOnly: number;
  /** Won leads in range without any Google click id (not from a Google ad, or tagging was off). */
  withoutClickId: number;
  /**
   * Enquiry ids of won leads whose stored gclid cannot be written exactly: other characters than
   * Google's (saved before click ids were checked on arrival), or a leading '-' a spreadsheet reads as
   * a formula. Left out rather than altered, since an altered id matches no click.
   */
  malformedClickId: number[];
}

/** A gclid written exactly as stored, or not at all: Google's characters, and nothing a spreadsheet would read as a formula. */
const isWritableGclid = (gclid: string) => isWellFormedParam('gclid', gclid) && neutraliseFormula(gclid) === gclid;

/**
 * Leads won within `range` (instants; by when they were won), spam left out. The click is the one of
 * the visit the enquiry was sent in when it came from an ad, else the first visit's.
 */
export function wonClicks(db: DB, range: { since?: string; until?: string }): WonClicks {
  const { conditions, params } = rangeConditions('o.won_at', range);
  const rows = db
    .prepare(
      `SELECT e.id AS enquiryId, o.won_at AS wonAt, o.value_cents AS valueCents,
              COALESCE(NULLIF(l.gclid, ''), NULLIF(f.gclid, ''), '') AS gclid,
              (COALESCE(l.gbraid, '') || COALESCE(l.wbraid, '') || COALESCE(f.gbraid, '') || COALESCE(f.wbraid, '')) != '' AS braid
       FROM lead_outcomes o
       JOIN enquiries e ON e.id = o.enquiry_id AND e.is_spam = 0
       LEFT JOIN enquiry_touches l ON l.enquiry_id = e.id AND l.touch = 'last'
       LEFT JOIN enquiry_touches f ON f.enquiry_id = e.id AND f.touch = 'first'
       WHERE ${["o.outcome = 'won'", ...conditions].join(' AND ')}
       ORDER BY o.won_at, e.id`,
    )
    .all(params) as (WonClick & { braid: number })[];
  const withGclid = rows.filter((r) => r.gclid);
  return {
    rows: withGclid.filter((r) => isWritableGclid(r.gclid)).map(({ braid: _braid, ...row }) => row),
    braidOnly: rows.filter((r) => !r.gclid && r.braid).length,
    withoutClickId: rows.filter((r) => !r.gclid && !r.braid).length,
    malformedClickId: withGclid.filter((r) => !isWritableGclid(r.gclid)).map((r) => r.enquiryId),
  };
}

/** The import file: the time-zone parameter row, the header row, then one conversion a row (no BOM: Google reads the first cell). */
export function googleAdsCsv(rows: WonClick[], { timeZone, conversionName }: { timeZone: string; conversionName: string }): string {
  const records = rows.map((r) =>
    [r.gclid, conversionName, localDateTime(r.wonAt, timeZone), (r.valueCents / 100).toFixed(2), 'AUD'].map(neutraliseFormula),
  );
  return stringify([[`Parameters:TimeZone=${timeZone}`], [...GOOGLE_ADS_COLUMNS], ...records], { record_delimiter: 'unix' });
}
