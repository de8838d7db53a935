import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseIsoTime, parseTimeInput } from "../../src/core/iso-time";

describe("parseIsoTime", () => {
  it("reads every time toISOString writes, to the millisecond", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("0001-01-01T00:00:00Z"), max: new Date("9999-12-31T23:59:59.999Z"), noInvalidDate: true }), (d) => {
        expect(parseIsoTime(d.toISOString(), { requireZone: true })).toBe(d.getTime());
      }),
    );
  });

  it("applies the zone, in each of its spellings", () => {
    const utc = Date.parse("2026-03-04T09:00:00Z");
    for (const text of ["2026-03-04T10:00:00+01:00", "2026-03-04T10:00:00+0100", "2026-03-04T10:00+01", "2026-03-04T04:30:00-04:30", "2026-03-04t09:00:00z"]) {
      expect(parseIsoTime(text), text).toBe(utc);
    }
    expect(parseIsoTime("2026-03-04")).toBe(Date.parse("2026-03-04T00:00:00Z"));
    expect(parseIsoTime("2026-03-04T09:00:00")).toBe(utc);
    expect(parseIsoTime("2026-03-04T09:00:00", { requireZone: true })).toBeUndefined();
    expect(parseIsoTime("2026-03-04T09:00:00.123456789Z")).toBe(utc + 123);
  });

  it("refuses days and times that do not exist, instead of shifting them", () => {
    for (const text of [
      "2026-02-30T00:00:00Z",
      "2026-02-29",
      "2100-02-29",
      "2026-04-31",
      "2026-13-01",
      "2026-00-10",
      "2026-01-00",
      "2026-01-31T24:00:00Z",
      "2026-01-31T23:60:00Z",
      "2026-01-31T23:59:60Z",
      "2026-01-31T10:00:00+24:00",
      "2026-01-31T10:00:00+01:60",
    ]) {
      expect(parseIsoTime(text), text).toBeUndefined();
    }
    expect(parseIsoTime("2024-02-29")).toBe(Date.parse("2024-02-29T00:00:00Z"));
    expect(parseIsoTime("2000-02-29")).toBe(Date.parse("2000-02-29T00:00:00Z"));
  });

  it("refuses what Date.parse would guess at", () => {
    for (const text of [
      "Nov 1 2026",
      "1 November 2026",
      "2026/03/04",
      "Tue, 03 Mar 2026 10:00:00 GMT",
      "2026-3-4",
      "  2026-03-04",
      "2026-03-04T10",
      "yesterday",
      "",
    ]) {
      expect(parseIsoTime(text), text).toBeUndefined();
      expect(parseTimeInput(text), text).toBeUndefined();
    }
  });

  it("parseTimeInput also takes epoch milliseconds", () => {
    expect(parseTimeInput("1772614800000")).toBe(1772614800000);
    expect(parseTimeInput("2026-03-04T09:00:00Z")).toBe(1772614800000);
  });
});
