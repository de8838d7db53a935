/**
 * Time buckets of the TOC and their node ids, in a user's IANA time zone.
 *
 * The tree is segment → day → ISO week → month → year, and every node has exactly one
 * parent. A week straddles months and sometimes years, so the rule is: **a week belongs to
 * the month (and so the year) that holds its Thursday**. The Thursday also decides the ISO
 * week-year, so a week's month always lies in the week's own year and the chain never
 * contradicts itself: `2026-W01` (Mon 2025-12-29 … Sun 2026-01-04) → `2026-01` → `2026`.
 * The cost: a day can sit under a month that is not its calendar month (Sun 2026-03-01 is in
 * `2026-W09`, whose Thursday is 2026-02-26, so it rolls up into `2026-02`). Months and years in
 * the tree therefore span whole weeks: `periodRange` gives that span, `calendarRange` the
 * nominal calendar period for display.
 *
 * Day edges come from `Intl` (no tz database of our own), so days are 23 or 25 hours long
 * across DST changes and a day that has no local midnight starts at its first local instant.
 */

export interface CivilDate {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
}

/** A half-open interval [start_ms, end_ms) of epoch milliseconds. */
export interface TimeRange {
  start_ms: number;
  end_ms: number;
}

export type PeriodLevel = "year" | "month" | "week" | "day";
export type TocLevel = PeriodLevel | "segment";

export type ParsedNodeId =
  | { level: "year"; year: number }
  | { level: "month"; year: number; month: number }
  | { level: "week"; weekYear: number; week: number }
  | { level: "day"; date: CivilDate }
  | { level: "segment"; date: CivilDate; firstEventId: string };

const DAY_MS = 24 * 60 * 60 * 1000;
/** Local offsets stay within ±15 h (historic LMT included), so a local midnight is found in this bracket. */
const MAX_OFFSET_MS = 16 * 60 * 60 * 1000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (found === undefined) {
    found = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, found);
  }
  return found;
}

interface CivilDateTime extends CivilDate {
  hour: number;
  minute: number;
  second: number;
}

function civilDateTimeOf(tsMs: number, timeZone: string): CivilDateTime {
  const out: CivilDateTime = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of formatter(timeZone).formatToParts(tsMs)) {
    if (part.type === "year" || part.type === "month" || part.type === "day" || part.type === "hour" || part.type === "minute" || part.type === "second") {
      out[part.type] = Number(part.value);
    }
  }
  return out;
}

/** The calendar date of an instant in a time zone. Throws a RangeError for an unknown zone. */
export function civilDateOf(tsMs: number, timeZone: string): CivilDate {
  const { year, month, day } = civilDateTimeOf(tsMs, timeZone);
  return { year, month, day };
}

function compareDates(a: CivilDate, b: CivilDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

function utcDay(date: CivilDate): number {
  return Date.UTC(date.year, date.month - 1, date.day);
}

/** The date `days` after `date` (negative goes back). */
export function addDays(date: CivilDate, days: number): CivilDate {
  const d = new Date(utcDay(date) + days * DAY_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Monday = 0 … Sunday = 6. */
export function isoWeekday(date: CivilDate): number {
  return (new Date(utcDay(date)).getUTCDay() + 6) % 7;
}

/** The ISO 8601 week of a date; `weekYear` differs from the calendar year around New Year. */
export function isoWeekOf(date: CivilDate): { weekYear: number; week: number; thursday: CivilDate } {
  const thursday = addDays(date, 3 - isoWeekday(date));
  const ordinal = (utcDay(thursday) - Date.UTC(thursday.year, 0, 1)) / DAY_MS;
  return { weekYear: thursday.year, week: Math.floor(ordinal / 7) + 1, thursday };
}

/** 52 or 53. */
export function isoWeeksInYear(weekYear: number): number {
  return isoWeekOf({ year: weekYear, month: 12, day: 28 }).week;
}

/** The Monday that starts ISO week `week` of `weekYear`. */
function isoWeekMonday(weekYear: number, week: number): CivilDate {
  const jan4: CivilDate = { year: weekYear, month: 1, day: 4 };
  return addDays(jan4, 7 * (week - 1) - isoWeekday(jan4));
}

const pad = (n: number, width = 2): string => String(n).padStart(width, "0");

export function dayKey(date: CivilDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

export const yearNodeId = (year: number): string => `toc:year:${pad(year, 4)}`;
export const monthNodeId = (year: number, month: number): string => `toc:month:${pad(year, 4)}-${pad(month)}`;
export const weekNodeId = (weekYear: number, week: number): string => `toc:week:${pad(weekYear, 4)}-W${pad(week)}`;
export const dayNodeId = (date: CivilDate): string => `toc:day:${dayKey(date)}`;

/**
 * A segment's node id: the local day of its first event, then that event's id.
 * @example segmentNodeId(Date.parse("2026-01-31T23:30:00Z"), "01KJ…", "Europe/Berlin") // "toc:segment:2026-02-01:01KJ…"
 */
export function segmentNodeId(startTsMs: number, firstEventId: string, timeZone: string): string {
  return `toc:segment:${dayKey(civilDateOf(startTsMs, timeZone))}:${firstEventId}`;
}

const DATE = String.raw`(\d{4})-(\d{2})-(\d{2})`;
const NODE_ID_PATTERNS = {
  year: /^toc:year:(\d{4})$/,
  month: /^toc:month:(\d{4})-(\d{2})$/,
  week: /^toc:week:(\d{4})-W(\d{2})$/,
  day: new RegExp(`^toc:day:${DATE}$`),
  segment: new RegExp(`^toc:segment:${DATE}:([0-9A-Z]{26})$`),
};

function validDate(year: number, month: number, day: number): CivilDate | null {
  const date = { year, month, day };
  return month >= 1 && month <= 12 && day >= 1 && compareDates(addDays(date, 0), date) === 0 ? date : null;
}

/** Parses a TOC node id; null for anything malformed (an unknown level, month 13, week 53 of a 52-week year, …). */
export function parseNodeId(id: string): ParsedNodeId | null {
  let m = NODE_ID_PATTERNS.year.exec(id);
  if (m) return { level: "year", year: Number(m[1]) };
  m = NODE_ID_PATTERNS.month.exec(id);
  if (m) {
    const month = Number(m[2]);
    return month >= 1 && month <= 12 ? { level: "month", year: Number(m[1]), month } : null;
  }
  m = NODE_ID_PATTERNS.week.exec(id);
  if (m) {
    const weekYear = Number(m[1]);
    const week = Number(m[2]);
    return week >= 1 && week <= isoWeeksInYear(weekYear) ? { level: "week", weekYear, week } : null;
  }
  m = NODE_ID_PATTERNS.day.exec(id) ?? NODE_ID_PATTERNS.segment.exec(id);
  if (!m) return null;
  const date = validDate(Number(m[1]), Number(m[2]), Number(m[3]));
  if (date === null) return null;
  return m[4] === undefined ? { level: "day", date } : { level: "segment", date, firstEventId: m[4] };
}

function parseOrThrow(id: string): ParsedNodeId {
  const parsed = parseNodeId(id);
  if (parsed === null) throw new RangeError(`not a TOC node id: ${id}`);
  return parsed;
}

/** The one parent of a node (null for a year). Throws a RangeError for a malformed id. */
export function parentNodeId(id: string): string | null {
  const node = parseOrThrow(id);
  switch (node.level) {
    case "segment":
      return dayNodeId(node.date);
    case "day": {
      const { weekYear, week } = isoWeekOf(node.date);
      return weekNodeId(weekYear, week);
    }
    case "week": {
      const thursday = addDays(isoWeekMonday(node.weekYear, node.week), 3);
      return monthNodeId(thursday.year, thursday.month);
    }
    case "month":
      return yearNodeId(node.year);
    case "year":
      return null;
  }
}

/** The ancestors of a node, nearest first, ending with its year. */
export function ancestorNodeIds(id: string): string[] {
  const out: string[] = [];
  for (let parent = parentNodeId(id); parent !== null; parent = parentNodeId(parent)) out.push(parent);
  return out;
}

/** Day starts already found, by zone and date: each costs several `Intl` calls, and every segment node asks for its parents' ranges. */
const dayStarts = new Map<string, number>();
const DAY_START_CACHE_ENTRIES = 10_000;

/** The first instant whose local date is `date` (local midnight, or later when midnight is skipped by DST). */
export function startOfLocalDay(date: CivilDate, timeZone: string): number {
  const key = `${timeZone} ${date.year}-${date.month}-${date.day}`;
  let start = dayStarts.get(key);
  if (start === undefined) {
    start = findStartOfLocalDay(date, timeZone);
    if (dayStarts.size >= DAY_START_CACHE_ENTRIES) dayStarts.clear();
    dayStarts.set(key, start);
  }
  return start;
}

function findStartOfLocalDay(date: CivilDate, timeZone: string): number {
  const target = utcDay(date);
  const isStart = (t: number): boolean => compareDates(civilDateOf(t, timeZone), date) >= 0 && compareDates(civilDateOf(t - 1, timeZone), date) < 0;
  const offsetAt = (t: number): number => {
    const c = civilDateTimeOf(t, timeZone);
    return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - Math.floor(t / 1000) * 1000;
  };
  let guess = target - offsetAt(target);
  guess = target - offsetAt(guess);
  if (isStart(guess)) return guess;
  // No plain local midnight (a DST gap at 00:00) or an ambiguous one: search for the date change.
  let lo = target - MAX_OFFSET_MS;
  let hi = target + MAX_OFFSET_MS;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (compareDates(civilDateOf(mid, timeZone), date) >= 0) hi = mid;
    else lo = mid;
  }
  return hi;
}

function daysRange(first: CivilDate, endExclusive: CivilDate, timeZone: string): TimeRange {
  return { start_ms: startOfLocalDay(first, timeZone), end_ms: startOfLocalDay(endExclusive, timeZone) };
}

/** The first Monday of the weeks a month holds under the tree rule (the week of the month's first Thursday). */
function firstTreeMonday(year: number, month: number): CivilDate {
  const first: CivilDate = { year, month, day: 1 };
  const firstThursday = addDays(first, (3 - isoWeekday(first) + 7) % 7);
  return addDays(firstThursday, -3);
}

/**
 * The span a period node covers in the tree, [start, end) in the zone: a day, a week
 * (Monday to Monday), a month or year as the whole weeks it holds. Every descendant of
 * the node lies inside it. Throws a RangeError for a segment id or a malformed id.
 */
export function periodRange(id: string, timeZone: string): TimeRange {
  const node = parseOrThrow(id);
  switch (node.level) {
    case "day":
      return daysRange(node.date, addDays(node.date, 1), timeZone);
    case "week": {
      const monday = isoWeekMonday(node.weekYear, node.week);
      return daysRange(monday, addDays(monday, 7), timeZone);
    }
    case "month": {
      const next = node.month === 12 ? { year: node.year + 1, month: 1 } : { year: node.year, month: node.month + 1 };
      return daysRange(firstTreeMonday(node.year, node.month), firstTreeMonday(next.year, next.month), timeZone);
    }
    case "year":
      return daysRange(isoWeekMonday(node.year, 1), isoWeekMonday(node.year + 1, 1), timeZone);
    case "segment":
      throw new RangeError(`a segment's time range comes from its events, not its id: ${id}`);
  }
}

/** The nominal calendar period of a node, for display: months from the 1st, years from January 1st. */
export function calendarRange(id: string, timeZone: string): TimeRange {
  const node = parseOrThrow(id);
  switch (node.level) {
    case "month": {
      const first: CivilDate = { year: node.year, month: node.month, day: 1 };
      const next = node.month === 12 ? { year: node.year + 1, month: 1, day: 1 } : { year: node.year, month: node.month + 1, day: 1 };
      return daysRange(first, next, timeZone);
    }
    case "year":
      return daysRange({ year: node.year, month: 1, day: 1 }, { year: node.year + 1, month: 1, day: 1 }, timeZone);
    default:
      return periodRange(id, timeZone);
  }
}
