import { describe, expect, it } from "vitest";
import { resolvePeriod } from "../../src/core/toc/period";

const HOUR_MS = 3_600_000;
const at = (iso: string) => Date.parse(iso);

/** The resolved period as ids and ISO bounds, for whole-value assertions. */
function resolved(period: string, now: string, zone: string) {
  const r = resolvePeriod(period, at(now), zone);
  if (r === null) return null;
  return { ids: r.node_ids, start: new Date(r.start_ms).toISOString(), end: new Date(r.end_ms).toISOString(), hours: (r.end_ms - r.start_ms) / HOUR_MS };
}

describe("period resolution across time zones", () => {
  it("puts one instant on different days, months and years by zone", () => {
    const now = "2026-12-31T23:30:00Z";
    expect(resolved("today", now, "UTC")?.ids).toEqual(["toc:day:2026-12-31"]);
    expect(resolved("today", now, "Asia/Tokyo")).toEqual({
      ids: ["toc:day:2027-01-01"],
      start: "2026-12-31T15:00:00.000Z",
      end: "2027-01-01T15:00:00.000Z",
      hours: 24,
    });
    expect(resolved("yesterday", now, "Asia/Tokyo")?.ids).toEqual(["toc:day:2026-12-31"]);
    // UTC+14 and UTC−11: the same instant two calendar days apart.
    expect(resolved("today", "2026-06-15T11:00:00Z", "Pacific/Kiritimati")?.ids).toEqual(["toc:day:2026-06-16"]);
    expect(resolved("today", "2026-06-15T11:00:00Z", "Pacific/Pago_Pago")?.ids).toEqual(["toc:day:2026-06-15"]);
    expect(resolved("this-month", now, "UTC")?.ids).toEqual(["toc:month:2026-12"]);
    expect(resolved("this-month", now, "Asia/Tokyo")?.ids).toEqual(["toc:month:2027-01"]);
    expect(resolved("last-month", now, "Asia/Tokyo")?.ids).toEqual(["toc:month:2026-12"]);
    expect(resolved("last-3-days", now, "Asia/Tokyo")?.ids).toEqual(["toc:day:2026-12-30", "toc:day:2026-12-31", "toc:day:2027-01-01"]);
  });

  it("starts an absolute day at local midnight of the user's zone", () => {
    expect(resolved("2026-07-04", "2026-11-01T00:00:00Z", "America/Los_Angeles")).toEqual({
      ids: ["toc:day:2026-07-04"],
      start: "2026-07-04T07:00:00.000Z",
      end: "2026-07-05T07:00:00.000Z",
      hours: 24,
    });
    expect(resolved("2026-07-04", "2026-11-01T00:00:00Z", "Asia/Kolkata")?.start).toBe("2026-07-03T18:30:00.000Z");
  });
});

describe("period resolution at ISO week edges", () => {
  it("names week 53 and week 1 across the year change", () => {
    // Sunday 2027-01-03 in UTC is still 2026-W53 (2026 starts on a Thursday: 53 weeks); in Tokyo it is Monday, 2027-W01.
    expect(resolved("this-week", "2027-01-03T20:00:00Z", "UTC")?.ids).toEqual(["toc:week:2026-W53"]);
    expect(resolved("this-week", "2027-01-03T20:00:00Z", "Asia/Tokyo")?.ids).toEqual(["toc:week:2027-W01"]);
    expect(resolved("last-week", "2027-01-03T20:00:00Z", "Asia/Tokyo")?.ids).toEqual(["toc:week:2026-W53"]);
    expect(resolved("last-week", "2021-01-04T12:00:00Z", "UTC")?.ids).toEqual(["toc:week:2020-W53"]);
    // Monday 2025-12-29 already belongs to the ISO year 2026.
    expect(resolved("this-week", "2025-12-29T12:00:00Z", "UTC")?.ids).toEqual(["toc:week:2026-W01"]);
    expect(resolved("last-week", "2025-12-29T12:00:00Z", "UTC")?.ids).toEqual(["toc:week:2025-W52"]);
  });

  it("spans Monday to Monday in the user's zone, across the calendar year", () => {
    expect(resolved("2026-W53", "2026-11-01T00:00:00Z", "UTC")).toEqual({
      ids: ["toc:week:2026-W53"],
      start: "2026-12-28T00:00:00.000Z",
      end: "2027-01-04T00:00:00.000Z",
      hours: 168,
    });
    expect(resolved("2026-W53", "2026-11-01T00:00:00Z", "America/New_York")).toMatchObject({
      start: "2026-12-28T05:00:00.000Z",
      end: "2027-01-04T05:00:00.000Z",
    });
    expect(resolved("2026-W01", "2026-11-01T00:00:00Z", "UTC")).toMatchObject({ start: "2025-12-29T00:00:00.000Z", end: "2026-01-05T00:00:00.000Z" });
  });

  it("accepts week 53 only in years that have one", () => {
    expect(resolved("2020-W53", "2026-11-01T00:00:00Z", "UTC")?.ids).toEqual(["toc:week:2020-W53"]);
    expect(resolved("2026-W53", "2026-11-01T00:00:00Z", "UTC")?.ids).toEqual(["toc:week:2026-W53"]);
    for (const bad of ["2021-W53", "2027-W53", "2026-W00", "2026-W1"]) expect(resolved(bad, "2026-11-01T00:00:00Z", "UTC")).toBeNull();
  });
});

describe("period resolution across DST changes", () => {
  it("makes the spring-forward day 23 hours and the fall-back day 25 (New York)", () => {
    expect(resolved("today", "2026-03-08T12:00:00Z", "America/New_York")).toEqual({
      ids: ["toc:day:2026-03-08"],
      start: "2026-03-08T05:00:00.000Z",
      end: "2026-03-09T04:00:00.000Z",
      hours: 23,
    });
    expect(resolved("yesterday", "2026-03-08T12:00:00Z", "America/New_York")).toMatchObject({
      start: "2026-03-07T05:00:00.000Z",
      end: "2026-03-08T05:00:00.000Z",
      hours: 24,
    });
    // 01:30 happens twice on 2026-11-01: before (EDT) and after (EST) the change; both are that day.
    for (const now of ["2026-11-01T05:30:00Z", "2026-11-01T06:30:00Z"]) {
      expect(resolved("today", now, "America/New_York")).toEqual({
        ids: ["toc:day:2026-11-01"],
        start: "2026-11-01T04:00:00.000Z",
        end: "2026-11-02T05:00:00.000Z",
        hours: 25,
      });
    }
  });

  it("uses the new offset right after the change", () => {
    // 00:30 EDT on the day after spring forward; with the old offset it would still be the 8th.
    expect(resolved("today", "2026-03-09T04:30:00Z", "America/New_York")?.ids).toEqual(["toc:day:2026-03-09"]);
    expect(resolved("yesterday", "2026-03-09T04:30:00Z", "America/New_York")?.ids).toEqual(["toc:day:2026-03-08"]);
  });

  it("spans several days and a week over a change without gaps (Berlin)", () => {
    expect(resolved("last-3-days", "2026-03-30T10:00:00Z", "Europe/Berlin")).toEqual({
      ids: ["toc:day:2026-03-28", "toc:day:2026-03-29", "toc:day:2026-03-30"],
      start: "2026-03-27T23:00:00.000Z",
      end: "2026-03-30T22:00:00.000Z",
      hours: 71,
    });
    expect(resolved("this-week", "2026-03-29T12:00:00Z", "Europe/Berlin")).toEqual({
      ids: ["toc:week:2026-W13"],
      start: "2026-03-22T23:00:00.000Z",
      end: "2026-03-29T22:00:00.000Z",
      hours: 167,
    });
    expect(resolved("this-week", "2026-10-25T12:00:00Z", "Europe/Berlin")?.hours).toBe(169);
  });
});

describe("periods people say", () => {
  // Wednesday 2026-11-25, 10:00 UTC.
  const now = "2026-11-25T10:00:00Z";
  const cases: [phrase: string, ids: string[]][] = [
    ["last week", ["toc:week:2026-W47"]],
    ["Last Week", ["toc:week:2026-W47"]],
    ["the last week", ["toc:week:2026-W47"]],
    ["this year", ["toc:year:2026"]],
    ["last year", ["toc:year:2025"]],
    ["in May", ["toc:month:2026-05"]],
    ["may 2025", ["toc:month:2025-05"]],
    ["in May 2026", ["toc:month:2026-05"]],
    ["September", ["toc:month:2026-09"]],
    ["sept", ["toc:month:2026-09"]],
    ["November", ["toc:month:2026-11"]], // the current month has begun: this year's
    ["December", ["toc:month:2025-12"]], // not yet begun: last year's
    ["Q3", ["toc:month:2026-07", "toc:month:2026-08", "toc:month:2026-09"]],
    ["q4", ["toc:month:2026-10", "toc:month:2026-11", "toc:month:2026-12"]],
    ["Q1 2027", ["toc:month:2027-01", "toc:month:2027-02", "toc:month:2027-03"]],
    ["in the Q2 2025", ["toc:month:2025-04", "toc:month:2025-05", "toc:month:2025-06"]],
    ["2026-Q3", ["toc:month:2026-07", "toc:month:2026-08", "toc:month:2026-09"]],
    ["this quarter", ["toc:month:2026-10", "toc:month:2026-11", "toc:month:2026-12"]],
    ["last quarter", ["toc:month:2026-07", "toc:month:2026-08", "toc:month:2026-09"]],
    ["on Tuesday", ["toc:day:2026-11-24"]],
    ["monday", ["toc:day:2026-11-23"]],
    ["last Thursday", ["toc:day:2026-11-19"]],
    ["on Wednesday", ["toc:day:2026-11-18"]], // today is a Wednesday: the one a week ago
    ["on the tues", ["toc:day:2026-11-24"]],
    ["3 days ago", ["toc:day:2026-11-22"]],
    ["1 day ago", ["toc:day:2026-11-24"]],
    ["3-days-ago", ["toc:day:2026-11-22"]],
    ["yesterday", ["toc:day:2026-11-24"]],
    ["last 2 days", ["toc:day:2026-11-24", "toc:day:2026-11-25"]],
    ["last-week", ["toc:week:2026-W47"]],
  ];
  it.each(cases)("%s", (phrase, ids) => {
    expect(resolved(phrase, now, "UTC")?.ids).toEqual(ids);
  });

  it("refuses what it does not understand", () => {
    for (const bad of ["next week", "Q5", "Mayday", "0 days ago", "400 days ago", "last 32 days", "tuesday 2026", "last", "in", "the week before", "2026-Q5"]) {
      expect(resolved(bad, now, "UTC"), bad).toBeNull();
    }
  });

  it("crosses the year at New Year, in the user's zone", () => {
    // Friday 2027-01-01 09:00 in Tokyo, still Thursday 2026-12-31 in New York.
    const newYear = "2027-01-01T00:00:00Z";
    expect(resolved("last year", newYear, "Asia/Tokyo")?.ids).toEqual(["toc:year:2026"]);
    expect(resolved("last year", newYear, "America/New_York")?.ids).toEqual(["toc:year:2025"]);
    expect(resolved("December", newYear, "Asia/Tokyo")?.ids).toEqual(["toc:month:2026-12"]);
    expect(resolved("January", newYear, "America/New_York")?.ids).toEqual(["toc:month:2026-01"]);
    expect(resolved("last quarter", newYear, "Asia/Tokyo")?.ids).toEqual(["toc:month:2026-10", "toc:month:2026-11", "toc:month:2026-12"]);
    expect(resolved("Q4", newYear, "Asia/Tokyo")?.ids).toEqual(["toc:month:2026-10", "toc:month:2026-11", "toc:month:2026-12"]);
    expect(resolved("Q1", newYear, "Asia/Tokyo")?.ids).toEqual(["toc:month:2027-01", "toc:month:2027-02", "toc:month:2027-03"]);
    expect(resolved("on Thursday", newYear, "Asia/Tokyo")?.ids).toEqual(["toc:day:2026-12-31"]);
    expect(resolved("3 days ago", newYear, "Asia/Tokyo")?.ids).toEqual(["toc:day:2026-12-29"]);
    // A leap day a year back.
    expect(resolved("366 days ago", "2029-02-28T12:00:00Z", "UTC")?.ids).toEqual(["toc:day:2028-02-28"]);
  });

  it("cuts months, quarters and weekdays at local midnight across DST", () => {
    // Months cover their whole ISO weeks (the tree rule): Q1 2026 is weeks 1-13, the spring-forward hour lost inside.
    expect(resolved("Q1 2026", now, "America/New_York")).toMatchObject({
      start: "2025-12-29T05:00:00.000Z",
      end: "2026-03-30T04:00:00.000Z",
      hours: 13 * 168 - 1,
    });
    expect(resolved("in March 2026", now, "Europe/Berlin")).toMatchObject({
      start: "2026-03-01T23:00:00.000Z",
      end: "2026-03-29T22:00:00.000Z",
      hours: 4 * 168 - 1,
    });
    // Sunday 2026-11-01 is the fall-back day in New York: 25 hours.
    expect(resolved("on Sunday", "2026-11-03T15:00:00Z", "America/New_York")).toEqual({
      ids: ["toc:day:2026-11-01"],
      start: "2026-11-01T04:00:00.000Z",
      end: "2026-11-02T05:00:00.000Z",
      hours: 25,
    });
    expect(resolved("2 days ago", "2026-03-10T12:00:00Z", "America/New_York")?.hours).toBe(23);
  });
});
