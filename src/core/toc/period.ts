/**
 * Periods an agent or a person names ("last week", "in May", "Q3 2026", "on Tuesday",
 * "3 days ago", "2026-W05") resolved to the TOC node ids that cover them, in the user's time
 * zone. Pure: `nowMs` is passed in. One parser for the service and the CLI: the hook client
 * sends phrases here instead of parsing them itself.
 */
import {
  addDays,
  civilDateOf,
  dayNodeId,
  isoWeekOf,
  isoWeekday,
  monthNodeId,
  parseNodeId,
  periodRange,
  weekNodeId,
  yearNodeId,
  type CivilDate,
  type PeriodLevel,
} from "./time-buckets";

export interface ResolvedPeriod {
  /** The phrase as understood: lower case, filler words ("in", "on", "the") dropped. */
  period: string;
  level: PeriodLevel;
  /** In time order. */
  node_ids: string[];
  /** The span the nodes cover, [start_ms, end_ms). */
  start_ms: number;
  end_ms: number;
}

/** Most days `last N days` may name. */
const MAX_RELATIVE_DAYS = 31;
/** Furthest back `N days ago` may reach (a year and a day covers "a year ago" and leap years). */
const MAX_DAYS_AGO = 366;

export const PERIOD_EXAMPLES = [
  "today",
  "yesterday",
  "3 days ago",
  "this week",
  "last week",
  "this month",
  "last month",
  "this quarter",
  "last quarter",
  "this year",
  "last year",
  "last 3 days",
  "Tuesday",
  "May",
  "May 2026",
  "Q3",
  "Q3 2026",
  "2026",
  "2026-01",
  "2026-W05",
  "2026-01-31",
] as const;

/**
 * The accepted forms, for an error message: a bare month, quarter or weekday is the most recent
 * one that has begun (a weekday: before today, so "Tuesday" on a Tuesday is a week ago).
 */
export const PERIOD_FORMS =
  'today, yesterday, "N days ago", this/last week|month|quarter|year, "last N days" (1-31), a weekday ("on Tuesday": the last one before today), ' +
  'a month ("May", "in May 2026"), a quarter ("Q3", "Q3 2026"), or 2026, 2026-01, 2026-W05, 2026-01-31; case does not matter, "in", "on", "the" are ignored';

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
/** Full names and the usual short forms ("sept", "tues", "thurs"). */
const MONTH_WORD =
  /^(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)$/;
const WEEKDAY_WORD = /^(mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)$/;
const FILLER = new Set(["in", "on", "the", "during", "of"]);

interface Nodes {
  level: PeriodLevel;
  ids: string[];
}

const weekOf = (date: CivilDate) => {
  const { weekYear, week } = isoWeekOf(date);
  return weekNodeId(weekYear, week);
};

const day = (date: CivilDate): Nodes => ({ level: "day", ids: [dayNodeId(date)] });
const months = (year: number, first: number, count: number): Nodes => ({
  level: "month",
  ids: Array.from({ length: count }, (_, i) => monthNodeId(year, first + i)),
});
/** The month `back` months before (year, month). */
function monthsBefore(year: number, month: number, back: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) - back;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}
const quarterOf = (month: number) => Math.floor((month - 1) / 3) + 1;
const quarter = (year: number, q: number): Nodes => months(year, (q - 1) * 3 + 1, 3);

/** Node ids for a period, or null when the text names no period. */
export function resolvePeriod(period: string, nowMs: number, timeZone: string): ResolvedPeriod | null {
  const today = civilDateOf(nowMs, timeZone);
  const words = period
    .trim()
    .toLowerCase()
    .split(/[\s_]+/)
    .filter((w) => w !== "" && !FILLER.has(w));
  const text = words.join(" ");
  const nodes =
    absolute(text) ??
    relative(
      text.split(/[\s-]+/).filter((w) => w !== "" && !FILLER.has(w)),
      today,
    );
  if (nodes === null) return null;
  const first = periodRange(nodes.ids[0]!, timeZone);
  const last = periodRange(nodes.ids[nodes.ids.length - 1]!, timeZone);
  return { period: text, level: nodes.level, node_ids: nodes.ids, start_ms: first.start_ms, end_ms: last.end_ms };
}

/** `2026` → year, `2026-01` → month, `2026-W05` → week, `2026-01-31` → day, `2026-Q3` → its months. */
function absolute(text: string): Nodes | null {
  const upper = text.toUpperCase();
  let id: string;
  if (/^\d{4}$/.test(upper)) id = yearNodeId(Number(upper));
  else if (/^\d{4}-\d{2}$/.test(upper)) id = `toc:month:${upper}`;
  else if (/^\d{4}-W\d{2}$/.test(upper)) id = `toc:week:${upper}`;
  else if (/^\d{4}-\d{2}-\d{2}$/.test(upper)) id = `toc:day:${upper}`;
  else {
    const q = /^(\d{4})-Q([1-4])$/.exec(upper);
    return q ? quarter(Number(q[1]), Number(q[2])) : null;
  }
  const parsed = parseNodeId(id);
  if (parsed === null || parsed.level === "segment") return null;
  return { level: parsed.level, ids: [id] };
}

/** Phrases relative to today, as words ("last", "week"). */
function relative(words: string[], today: CivilDate): Nodes | null {
  const [a, b, c] = words;
  if (words.length === 1 && a === "today") return day(today);
  if (words.length === 1 && a === "yesterday") return day(addDays(today, -1));
  if (words.length === 3 && /^\d{1,3}$/.test(a!) && (b === "days" || b === "day") && c === "ago") {
    const n = Number(a);
    return n >= 1 && n <= MAX_DAYS_AGO ? day(addDays(today, -n)) : null;
  }
  if (words.length === 3 && (a === "last" || a === "past") && /^\d{1,2}$/.test(b!) && (c === "days" || c === "day")) {
    const n = Number(b);
    if (n < 1 || n > MAX_RELATIVE_DAYS) return null;
    return { level: "day", ids: Array.from({ length: n }, (_, i) => dayNodeId(addDays(today, i - n + 1))) };
  }
  if (words.length === 2 && (a === "this" || a === "last")) {
    const back = a === "last" ? 1 : 0;
    if (b === "week") return { level: "week", ids: [weekOf(addDays(today, -7 * back))] };
    if (b === "month") {
      const m = monthsBefore(today.year, today.month, back);
      return months(m.year, m.month, 1);
    }
    if (b === "quarter") {
      const m = monthsBefore(today.year, (quarterOf(today.month) - 1) * 3 + 1, 3 * back);
      return quarter(m.year, quarterOf(m.month));
    }
    if (b === "year") return { level: "year", ids: [yearNodeId(today.year - back)] };
  }
  // A weekday, alone or after "last": the most recent one before today.
  const weekday = words.length === 1 ? a : words.length === 2 && a === "last" ? b : undefined;
  if (weekday !== undefined && WEEKDAY_WORD.test(weekday)) {
    const target = WEEKDAYS.indexOf(weekday.slice(0, 3));
    const back = (isoWeekday(today) - target + 7) % 7 || 7;
    return day(addDays(today, -back));
  }
  // A month or a quarter, with its year or the most recent one that has begun.
  const year = words.length === 2 && /^\d{4}$/.test(b!) ? Number(b) : words.length === 1 ? null : undefined;
  if (year === undefined) return null;
  if (MONTH_WORD.test(a!)) {
    const month = MONTHS.indexOf(a!.slice(0, 3)) + 1;
    return months(year ?? (month <= today.month ? today.year : today.year - 1), month, 1);
  }
  const q = /^q([1-4])$/.exec(a!);
  if (q) {
    const n = Number(q[1]);
    return quarter(year ?? (n <= quarterOf(today.month) ? today.year : today.year - 1), n);
  }
  return null;
}
