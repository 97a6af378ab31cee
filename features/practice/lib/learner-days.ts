/**
 * Days as the learner lives them: a streak and the due chart count calendar days in the learner's
 * own time zone (the browser sends it), not the server's or UTC, so an answer at 23:30 in Shanghai
 * counts for that evening, not the next day. Pure, with the zone rules from Intl (no library).
 */

export const DUE_CHART_DAYS = 14;
const DAY_MS = 86_400_000;

/** A zone Intl knows (an IANA name like "Asia/Shanghai", or "UTC"); anything else is refused. */
export function isTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * A fixed offset as a zone, from the browser's `Date#getTimezoneOffset()` (minutes, positive west
 * of UTC): "Etc/GMT+5" is UTC−5. Only whole hours have such a name; a half-hour offset (India)
 * falls back to the nearest whole hour (zones are preferred, this is the fallback).
 */
export function offsetZone(offsetMinutes: number): string {
  const hours = Math.round(offsetMinutes / 60);
  if (hours === 0) return "UTC";
  return `Etc/GMT${hours > 0 ? "+" : "-"}${Math.abs(hours)}`;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar day `at` falls on in `timeZone`, as YYYY-MM-DD. */
export function dayKey(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    dayFormat(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The day after (or `by` days after) a YYYY-MM-DD day; calendar arithmetic, no zone involved. */
export function addDays(day: string, by: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + by)).toISOString().slice(0, 10);
}

/** How far `timeZone`'s wall clock is ahead of UTC at `at`, in ms. */
function zoneOffsetMs(at: Date, timeZone: string): number {
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });
  const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, Number(part.value)]));
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant `day` begins in `timeZone` (its first moment; a DST change at midnight is followed). */
export function dayStart(day: string, timeZone: string): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(year, month - 1, date);
  // Twice: the offset at the guess may differ from the offset at the answer across a DST change.
  let guess = midnightUtc - zoneOffsetMs(new Date(midnightUtc), timeZone);
  guess = midnightUtc - zoneOffsetMs(new Date(guess), timeZone);
  // A day that starts after a gap (no 00:00 that night) begins at the gap's end.
  while (dayKey(new Date(guess), timeZone) < day) guess += 15 * 60_000;
  return new Date(guess);
}

export interface Streak {
  /** Consecutive days with at least one attempt, ending today (or yesterday while today has none yet). */
  days: number;
  /** Whether today already has an attempt (else the streak stands until today ends). */
  today: boolean;
  /** The first day of the streak (YYYY-MM-DD), null when there is none. */
  since: string | null;
}

/** The streak the days with attempts make, as of `today` (all in the learner's zone). */
export function streakOf(activeDays: ReadonlySet<string>, today: string): Streak {
  const practisedToday = activeDays.has(today);
  let cursor = practisedToday ? today : addDays(today, -1);
  if (!activeDays.has(cursor)) return { days: 0, today: false, since: null };
  let days = 0;
  while (activeDays.has(cursor)) {
    days += 1;
    cursor = addDays(cursor, -1);
  }
  return { days, today: practisedToday, since: addDays(cursor, 1) };
}

export interface DueDay {
  day: string;
  /** When the day begins and ends in the learner's zone. */
  from: string;
  to: string;
  /** Questions due by the end of the day and not before it (today also counts what is overdue). */
  count: number;
}

/** The reviews due on each of the next `days` days (today first, with all that is overdue). */
export function dueByDay(dues: readonly Date[], now: Date, timeZone: string, days = DUE_CHART_DAYS): DueDay[] {
  const today = dayKey(now, timeZone);
  const chart: DueDay[] = [];
  for (let index = 0; index < days; index += 1) {
    const day = addDays(today, index);
    chart.push({ day, from: dayStart(day, timeZone).toISOString(), to: dayStart(addDays(day, 1), timeZone).toISOString(), count: 0 });
  }
  const ends = chart.map((entry) => Date.parse(entry.to));
  for (const due of dues) {
    const at = due.getTime();
    const slot = ends.findIndex((end) => at < end);
    if (slot >= 0) chart[slot]!.count += 1;
  }
  return chart;
}

/** The end of the chart's window: what a query of the due dates needs to read. */
export function dueWindowEnd(now: Date, timeZone: string, days = DUE_CHART_DAYS): Date {
  return dayStart(addDays(dayKey(now, timeZone), days), timeZone);
}

export const ONE_DAY_MS = DAY_MS;
