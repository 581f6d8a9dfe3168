/**
 * Times shown to people, in the agency's time zone (the TIME_ZONE setting, daylight saving
 * handled by the platform's time-zone data): "Mon 23 Nov 2026, 2:40 am AEDT". Stored times stay UTC.
 */
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  zone: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Throws a RangeError for a time zone the platform does not know. */
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-AU', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
      timeZoneName: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/**
 * True when the platform knows this IANA time zone (checked at boot). The list of canonical names
 * answers in a couple of milliseconds; only another name (an alias such as Australia/ACT) pays the
 * 20 ms of loading a formatter's locale data.
 */
export function isTimeZone(timeZone: string): boolean {
  if (Intl.supportedValuesOf('timeZone').includes(timeZone)) return true;
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

function partsOf(date: Date, timeZone: string): LocalParts {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    zone: parts.timeZoneName ?? timeZone,
  };
}

/** "Mon 23 Nov 2026, 2:40 am AEDT" for an ISO instant. */
export function formatLocalTime(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const p = partsOf(date, timeZone);
  const weekday = WEEKDAYS[new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay()];
  const hour12 = p.hour % 12 || 12;
  return `${weekday} ${p.day} ${MONTHS[p.month - 1]} ${p.year}, ${hour12}:${String(p.minute).padStart(2, '0')} ${p.hour < 12 ? 'am' : 'pm'} ${p.zone}`;
}

/** "2026-11-25 14:05:09": an ISO instant as the local wall-clock time with seconds (Google Ads' upload format). */
export function localDateTime(iso: string, timeZone: string): string {
  const date = new Date(iso);
  const p = partsOf(date, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  // The shared formatter stops at minutes; seconds are the same in every zone that exists today.
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(date.getUTCSeconds())}`;
}

/** The zone's abbreviation in force at an instant: AEST in winter, AEDT in summer for Melbourne. */
export function zoneAbbreviation(at: Date, timeZone: string): string {
  return partsOf(at, timeZone).zone;
}

/** The local calendar date (YYYY-MM-DD) of an ISO instant. */
export function localDate(iso: string, timeZone: string): string {
  const p = partsOf(new Date(iso), timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** The instant local midnight starts on a date (YYYY-MM-DD), as an ISO string. */
export function localMidnight(date: string, timeZone: string): string {
  return localInstant(date, 0, 0, timeZone);
}

/**
 * The instant the local clock shows `hour`:`minute` on a date (YYYY-MM-DD), as an ISO string. A time
 * the clock skips (inside a daylight-saving gap) comes out an hour off, on the far side of the gap.
 */
export function localInstant(date: string, hour: number, minute: number, timeZone: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const target = Date.UTC(y, m - 1, d, hour, minute);
  // Start from the same clock time in UTC and correct by the zone's offset; twice, in case the offset changes in between.
  let guess = target;
  for (let i = 0; i < 2; i++) {
    const p = partsOf(new Date(guess), timeZone);
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
    guess -= shown - target;
  }
  return new Date(guess).toISOString();
}

/** A calendar date (YYYY-MM-DD) as people read it: "28 Sep", or "28 Sep 2026" with the year. */
export function shortDate(date: string, withYear = false): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1]}${withYear ? ` ${y}` : ''}`;
}

/** The Monday (YYYY-MM-DD) of the week a calendar date (YYYY-MM-DD) falls in. */
export function weekStartOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/** The calendar date `days` days after `date` (YYYY-MM-DD; negative goes back). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The Monday (YYYY-MM-DD) of the local week an ISO instant falls in. */
export function localWeekStart(iso: string, timeZone: string): string {
  return weekStartOf(localDate(iso, timeZone));
}

/** The instants bounding whole local days: from the start of `since` to the end of `until` (either may be absent). */
export function localDayRange(since: string | undefined, until: string | undefined, timeZone: string): { since?: string; until?: string } {
  return {
    since: since ? localMidnight(since, timeZone) : undefined,
    until: until ? localMidnight(addDays(until, 1), timeZone) : undefined,
  };
}
