/**
 * DIGEST_SCHEDULE ("mon 08:00" or "off") and the times it names. A slot is a weekday and a wall-clock
 * time in TIME_ZONE, so it stays at 08:00 local on both sides of a daylight-saving change (the
 * instants are worked out with Intl each week, never by adding 7 x 24 hours). Each slot's digest is
 * about the Monday-to-Sunday week before the week the slot falls in.
 */
import { addDays, localInstant, localWeekStart } from '../time/local-time.js';

export const WEEKDAY_NAMES = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

export interface ScheduleRule {
  /** Days after Monday: 0 for mon ... 6 for sun. */
  weekday: number;
  hour: number;
  minute: number;
}

/** The rule, 'off', or undefined for a value that is neither (checked at boot). */
export function parseSchedule(value: string): ScheduleRule | 'off' | undefined {
  const v = value.trim().toLowerCase();
  if (v === 'off') return 'off';
  const match = /^([a-z]{3})\s+([01]?\d|2[0-3]):([0-5]\d)$/.exec(v);
  const weekday = WEEKDAY_NAMES.indexOf(match?.[1] as (typeof WEEKDAY_NAMES)[number]);
  if (!match || weekday < 0) return undefined;
  return { weekday, hour: Number(match[2]), minute: Number(match[3]) };
}

/** One scheduled sending: when (ISO instant) and the week it reports on (its Monday, YYYY-MM-DD). */
export interface Slot {
  at: string;
  week: string;
}

/** The slot in the local week starting on `monday`. */
function slotOfWeek(rule: ScheduleRule, monday: string, timeZone: string): Slot {
  return { at: localInstant(addDays(monday, rule.weekday), rule.hour, rule.minute, timeZone), week: addDays(monday, -7) };
}

/** The latest slot at or before `now`. */
export function latestSlot(rule: ScheduleRule, now: Date, timeZone: string): Slot {
  const monday = localWeekStart(now.toISOString(), timeZone);
  const slot = slotOfWeek(rule, monday, timeZone);
  return Date.parse(slot.at) <= now.getTime() ? slot : slotOfWeek(rule, addDays(monday, -7), timeZone);
}

/** The first slot after `now`. */
export function nextSlot(rule: ScheduleRule, now: Date, timeZone: string): Slot {
  const monday = localWeekStart(now.toISOString(), timeZone);
  const slot = slotOfWeek(rule, monday, timeZone);
  return Date.parse(slot.at) > now.getTime() ? slot : slotOfWeek(rule, addDays(monday, 7), timeZone);
}

/** The week (its Monday) a digest sent at `now` on demand reports on: the last whole week. */
export function previousWeek(now: Date, timeZone: string): string {
  return addDays(localWeekStart(now.toISOString(), timeZone), -7);
}
