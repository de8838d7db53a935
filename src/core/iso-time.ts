/**
 * Strict ISO 8601 parsing. `Date.parse` accepts far more than ISO ("Nov 1 2026") and shifts
 * impossible dates instead of refusing them ("2026-02-30" becomes March 2nd), so times from
 * clients are parsed here: the calendar date must exist and every field be in range.
 */

const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[Tt](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?([Zz]|[+-]\d{2}(?::?\d{2})?)?)?$/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Minutes east of UTC of a zone designator (`Z`, `+02:00`, `-0530`, `+02`), or undefined when out of range. */
function zoneOffsetMinutes(zone: string): number | undefined {
  if (zone === "Z" || zone === "z") return 0;
  const digits = zone.slice(1).replace(":", "");
  const hours = Number(digits.slice(0, 2));
  const minutes = digits.length > 2 ? Number(digits.slice(2)) : 0;
  if (hours > 23 || minutes > 59) return undefined;
  return (zone[0] === "-" ? -1 : 1) * (hours * 60 + minutes);
}

export interface IsoParseOptions {
  /** Refuse a time without a zone (a zone-less time is otherwise UTC); a bare date is always UTC midnight. */
  requireZone?: boolean;
}

/**
 * Epoch milliseconds of an ISO 8601 date or date-time, or undefined when the text is not one
 * or names a time that does not exist.
 * @example parseIsoTime("2026-03-04T10:00:00+01:00") // 1772614800000
 * @example parseIsoTime("2026-02-30T00:00:00Z") // undefined
 */
export function parseIsoTime(text: string, options: IsoParseOptions = {}): number | undefined {
  const m = ISO_DATE_TIME.exec(text);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s, frac, zone] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  if (h === undefined) return utcMs(year, month, day, 0, 0, 0, 0);
  const [hour, minute, second] = [Number(h), Number(mi), Number(s ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  if (zone === undefined && options.requireZone) return undefined;
  const offset = zone === undefined ? 0 : zoneOffsetMinutes(zone);
  if (offset === undefined) return undefined;
  const ms = frac === undefined ? 0 : Math.floor(Number(`0.${frac}`) * 1000);
  return utcMs(year, month, day, hour, minute, second, ms) - offset * 60_000;
}

function utcMs(year: number, month: number, day: number, hour: number, minute: number, second: number, ms: number): number {
  // Date.UTC maps years 0-99 to 1900-1999; setting the year afterwards does not.
  const date = new Date(Date.UTC(2000, month - 1, day, hour, minute, second, ms));
  date.setUTCFullYear(year);
  return date.getTime();
}

/** What a refused time input is told. */
export const TIME_INPUT_MESSAGE = "must be epoch milliseconds or an ISO 8601 date or date-time (e.g. 2026-03-01 or 2026-03-01T09:30:00Z) that exists";

/**
 * A time given in a query or a body: epoch milliseconds (digits only), or ISO 8601 as
 * `parseIsoTime` reads it (a zone-less time is UTC).
 */
export function parseTimeInput(text: string): number | undefined {
  if (/^\d+$/.test(text)) return Number(text);
  return parseIsoTime(text);
}
