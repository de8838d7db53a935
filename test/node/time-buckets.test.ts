import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ancestorNodeIds,
  calendarRange,
  civilDateOf,
  dayNodeId,
  isoWeekOf,
  isoWeeksInYear,
  monthNodeId,
  parentNodeId,
  parseNodeId,
  periodRange,
  segmentNodeId,
  startOfLocalDay,
  weekNodeId,
  yearNodeId,
} from "../../src/core/toc/time-buckets";

/** The day, week, month and year of an instant straight from the calendar: the oracle the tree's parent chain is checked against. */
function periodNodeIdsOf(tsMs: number, timeZone: string) {
  const date = civilDateOf(tsMs, timeZone);
  const { weekYear, week, thursday } = isoWeekOf(date);
  return { day: dayNodeId(date), week: weekNodeId(weekYear, week), month: monthNodeId(thursday.year, thursday.month), year: yearNodeId(thursday.year) };
}

const HOUR_MS = 60 * 60 * 1000;
const ZONES = [
  "UTC",
  "Europe/Berlin",
  "America/New_York",
  "America/Santiago",
  "Australia/Lord_Howe",
  "Asia/Kolkata",
  "Pacific/Chatham",
  "Pacific/Kiritimati",
  "Pacific/Pago_Pago",
];
const ULID = "01KJWJHKTXQ8V7T4ZC9R6N1B5H";

const instant = fc.integer({ min: Date.UTC(2001, 0, 1), max: Date.UTC(2099, 11, 31) });
const zone = fc.constantFrom(...ZONES);

function dayLengthHours(id: string, timeZone: string): number {
  const { start_ms, end_ms } = periodRange(id, timeZone);
  return (end_ms - start_ms) / HOUR_MS;
}

describe("node ids", () => {
  it("names the buckets of an instant in the user's zone", () => {
    const ts = Date.parse("2026-01-31T23:30:00Z");
    expect(periodNodeIdsOf(ts, "UTC")).toEqual({
      day: "toc:day:2026-01-31",
      week: "toc:week:2026-W05",
      month: "toc:month:2026-01",
      year: "toc:year:2026",
    });
    expect(periodNodeIdsOf(ts, "Europe/Berlin").day).toBe("toc:day:2026-02-01");
    expect(segmentNodeId(ts, ULID, "Europe/Berlin")).toBe(`toc:segment:2026-02-01:${ULID}`);
    expect(segmentNodeId(ts, ULID, "America/New_York")).toBe(`toc:segment:2026-01-31:${ULID}`);
  });

  it("uses the ISO week-year at the year's edges (weeks 1, 52, 53)", () => {
    const week = (iso: string) => periodNodeIdsOf(Date.parse(iso), "UTC").week;
    expect(week("2026-01-01T12:00:00Z")).toBe("toc:week:2026-W01");
    expect(week("2025-12-29T00:00:00Z")).toBe("toc:week:2026-W01");
    expect(week("2025-12-28T23:59:59Z")).toBe("toc:week:2025-W52");
    expect(week("2027-01-03T12:00:00Z")).toBe("toc:week:2026-W53");
    expect(week("2021-01-03T12:00:00Z")).toBe("toc:week:2020-W53");
    expect(week("2024-12-30T12:00:00Z")).toBe("toc:week:2025-W01");
    expect([2020, 2024, 2025, 2026, 2032].map(isoWeeksInYear)).toEqual([53, 52, 52, 53, 53]);
  });

  it("puts a week under the month and year of its Thursday", () => {
    expect(ancestorNodeIds(`toc:segment:2024-12-30:${ULID}`)).toEqual(["toc:day:2024-12-30", "toc:week:2025-W01", "toc:month:2025-01", "toc:year:2025"]);
    expect(ancestorNodeIds("toc:day:2021-01-03")).toEqual(["toc:week:2020-W53", "toc:month:2020-12", "toc:year:2020"]);
    expect(parentNodeId("toc:week:2026-W09")).toBe("toc:month:2026-02"); // holds Sunday 2026-03-01
    expect(periodNodeIdsOf(Date.parse("2026-03-01T12:00:00Z"), "UTC").month).toBe("toc:month:2026-02");
    expect(parentNodeId("toc:year:2026")).toBeNull();
  });

  it("parses what it writes and rejects the rest", () => {
    expect(parseNodeId(`toc:segment:2026-01-31:${ULID}`)).toEqual({
      level: "segment",
      date: { year: 2026, month: 1, day: 31 },
      firstEventId: ULID,
    });
    expect(parseNodeId("toc:week:2026-W53")).toEqual({ level: "week", weekYear: 2026, week: 53 });
    for (const bad of [
      "toc:week:2025-W53",
      "toc:week:2026-W00",
      "toc:month:2026-13",
      "toc:day:2026-02-29",
      "toc:day:2026-1-31",
      "toc:segment:2026-01-31:short",
      "toc:decade:202",
      "",
    ]) {
      expect(parseNodeId(bad), bad).toBeNull();
    }
    expect(() => parentNodeId("toc:month:2026-00")).toThrow(RangeError);
    expect(() => periodRange(`toc:segment:2026-01-31:${ULID}`, "UTC")).toThrow(RangeError);
  });
});

describe("period ranges", () => {
  it("makes DST days 23 and 25 hours long", () => {
    expect(dayLengthHours("toc:day:2026-03-29", "Europe/Berlin")).toBe(23);
    expect(dayLengthHours("toc:day:2026-10-25", "Europe/Berlin")).toBe(25);
    expect(dayLengthHours("toc:day:2026-03-08", "America/New_York")).toBe(23);
    expect(dayLengthHours("toc:day:2026-11-01", "America/New_York")).toBe(25);
    expect(dayLengthHours("toc:day:2026-04-05", "Australia/Lord_Howe")).toBe(24.5);
    expect(dayLengthHours("toc:day:2026-03-29", "UTC")).toBe(24);
  });

  it("starts a day without a local midnight at its first local instant", () => {
    // Santiago springs forward at 24:00: 2026-09-06 begins at 01:00 local (04:00 UTC).
    expect(startOfLocalDay({ year: 2026, month: 9, day: 6 }, "America/Santiago")).toBe(Date.parse("2026-09-06T04:00:00Z"));
    expect(dayLengthHours("toc:day:2026-09-06", "America/Santiago")).toBe(23);
    // ...and falls back at 24:00, repeating Saturday's last hour.
    expect(dayLengthHours("toc:day:2026-04-04", "America/Santiago")).toBe(25);
  });

  it("gives months and years in whole weeks, and the calendar period for display", () => {
    expect(periodRange("toc:month:2026-02", "UTC")).toEqual({
      start_ms: Date.parse("2026-02-02T00:00:00Z"),
      end_ms: Date.parse("2026-03-02T00:00:00Z"),
    });
    expect(calendarRange("toc:month:2026-02", "UTC")).toEqual({
      start_ms: Date.parse("2026-02-01T00:00:00Z"),
      end_ms: Date.parse("2026-03-01T00:00:00Z"),
    });
    expect(periodRange("toc:year:2026", "UTC")).toEqual({
      start_ms: Date.parse("2025-12-29T00:00:00Z"),
      end_ms: Date.parse("2027-01-04T00:00:00Z"),
    });
    expect(calendarRange("toc:year:2026", "Asia/Kolkata").start_ms).toBe(Date.parse("2025-12-31T18:30:00Z"));
  });

  it("places every instant inside its day, week, month and year", () => {
    fc.assert(
      fc.property(instant, zone, (ts, timeZone) => {
        const ids = periodNodeIdsOf(ts, timeZone);
        for (const id of Object.values(ids)) {
          const { start_ms, end_ms } = periodRange(id, timeZone);
          expect(start_ms <= ts && ts < end_ms, `${new Date(ts).toISOString()} ${timeZone} ${id}`).toBe(true);
        }
        const length = dayLengthHours(ids.day, timeZone);
        expect(length).toBeGreaterThanOrEqual(22.5);
        expect(length).toBeLessThanOrEqual(25.5);
      }),
      { numRuns: 500 },
    );
  });

  it("chains every segment up to one year, consistently with the instant's buckets", () => {
    fc.assert(
      fc.property(instant, zone, (ts, timeZone) => {
        const ids = periodNodeIdsOf(ts, timeZone);
        expect(ancestorNodeIds(segmentNodeId(ts, ULID, timeZone))).toEqual([ids.day, ids.week, ids.month, ids.year]);
        const week = periodRange(ids.week, timeZone);
        const month = periodRange(ids.month, timeZone);
        expect(month.start_ms <= week.start_ms && week.end_ms <= month.end_ms).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("tiles time: each period ends where the next one starts", () => {
    fc.assert(
      fc.property(instant, zone, (ts, timeZone) => {
        const ids = periodNodeIdsOf(ts, timeZone);
        for (const id of Object.values(ids)) {
          const { end_ms } = periodRange(id, timeZone);
          const next = periodNodeIdsOf(end_ms, timeZone);
          const level = id.split(":")[1] as keyof typeof next;
          expect(periodRange(next[level], timeZone).start_ms).toBe(end_ms);
          expect(next[level]).not.toBe(id);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("agrees with the calendar date and ISO week", () => {
    expect(civilDateOf(Date.parse("2026-01-31T23:30:00Z"), "Pacific/Kiritimati")).toEqual({ year: 2026, month: 2, day: 1 });
    expect(isoWeekOf({ year: 2026, month: 1, day: 31 })).toMatchObject({ weekYear: 2026, week: 5 });
  });
});
