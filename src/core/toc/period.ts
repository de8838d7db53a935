/**
 * Named periods an agent asks about ("last-week", "2026-W05", "yesterday") resolved to the
 * TOC node ids that cover them, in the user's time zone. Pure: `nowMs` is passed in.
 */
import {
  addDays,
  civilDateOf,
  dayNodeId,
  isoWeekOf,
  monthNodeId,
  parseNodeId,
  periodRange,
  weekNodeId,
  yearNodeId,
  type CivilDate,
  type PeriodLevel,
} from "./time-buckets";

export interface ResolvedPeriod {
  period: string;
  level: PeriodLevel;
  /** In time order. */
  node_ids: string[];
  /** The span the nodes cover, [start_ms, end_ms). */
  start_ms: number;
  end_ms: number;
}

/** Most days `last-N-days` may name. */
const MAX_RELATIVE_DAYS = 31;

export const PERIOD_EXAMPLES = [
  "today",
  "yesterday",
  "this-week",
  "last-week",
  "this-month",
  "last-month",
  "last-3-days",
  "2026",
  "2026-01",
  "2026-W05",
  "2026-01-31",
] as const;

const weekOf = (date: CivilDate) => {
  const { weekYear, week } = isoWeekOf(date);
  return weekNodeId(weekYear, week);
};

/** Node ids for a period, or null when the text names no period. */
export function resolvePeriod(period: string, nowMs: number, timeZone: string): ResolvedPeriod | null {
  const today = civilDateOf(nowMs, timeZone);
  const text = period.trim().toLowerCase();
  let level: PeriodLevel;
  let ids: string[];
  const lastDays = /^last-(\d{1,2})-days$/.exec(text);
  if (text === "today") [level, ids] = ["day", [dayNodeId(today)]];
  else if (text === "yesterday") [level, ids] = ["day", [dayNodeId(addDays(today, -1))]];
  else if (text === "this-week") [level, ids] = ["week", [weekOf(today)]];
  else if (text === "last-week") [level, ids] = ["week", [weekOf(addDays(today, -7))]];
  else if (text === "this-month") [level, ids] = ["month", [monthNodeId(today.year, today.month)]];
  else if (text === "last-month") {
    const previous = today.month === 1 ? { year: today.year - 1, month: 12 } : { year: today.year, month: today.month - 1 };
    [level, ids] = ["month", [monthNodeId(previous.year, previous.month)]];
  } else if (lastDays) {
    const days = Number(lastDays[1]);
    if (days < 1 || days > MAX_RELATIVE_DAYS) return null;
    [level, ids] = ["day", Array.from({ length: days }, (_, i) => dayNodeId(addDays(today, i - days + 1)))];
  } else {
    const id = absoluteNodeId(text.toUpperCase());
    if (id === null) return null;
    const parsed = parseNodeId(id);
    if (parsed === null || parsed.level === "segment") return null;
    [level, ids] = [parsed.level, [id]];
  }
  const first = periodRange(ids[0]!, timeZone);
  const last = periodRange(ids[ids.length - 1]!, timeZone);
  return { period: text, level, node_ids: ids, start_ms: first.start_ms, end_ms: last.end_ms };
}

/** `2026` → year, `2026-01` → month, `2026-W05` → week, `2026-01-31` → day. */
function absoluteNodeId(text: string): string | null {
  if (/^\d{4}$/.test(text)) return yearNodeId(Number(text));
  if (/^\d{4}-\d{2}$/.test(text)) return `toc:month:${text}`;
  if (/^\d{4}-W\d{2}$/.test(text)) return `toc:week:${text}`;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return `toc:day:${text}`;
  return null;
}
