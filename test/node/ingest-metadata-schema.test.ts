import { z } from "@hono/zod-openapi";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EventInputSchema, IngestBodySchema, plainMetadata } from "../../src/core/ingest/event-schema";
import { MAX_METADATA_KEYS, MAX_METADATA_VALUE_CHARS } from "../../src/core/ingest/limits";
import { validationError } from "../../src/core/validation";

/**
 * An event's metadata is checked in one loop when it is a plain map of valid strings
 * (plainMetadata), and by zod's record schema otherwise. That must change no answer: here the
 * event and batch schemas are compared with the same schemas whose metadata is the record
 * schema as it was written before (every entry through zod), on valid and invalid maps alike:
 * the same success, the same output, the same error (status, message, issues).
 */
const LONE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const recordAsBefore = z
  .record(
    z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, "metadata keys are 1-64 of A-Z a-z 0-9 _ . : -"),
    z
      .string()
      .transform((s) => s.replace(LONE, "\ufffd"))
      .pipe(z.string().max(MAX_METADATA_VALUE_CHARS)),
  )
  .default({})
  .refine((map) => Object.keys(map).length <= MAX_METADATA_KEYS, `at most ${MAX_METADATA_KEYS} keys`);
const EventAsBefore = EventInputSchema.safeExtend({ metadata: recordAsBefore });
const BodyAsBefore = z.union([z.object({ events: z.array(EventAsBefore).min(1).max(500) }), EventAsBefore]);

const base = {
  event_id: "01kjwjhktxq8v7t4zc9r6n1b5h",
  session_id: " s ",
  ts: 1_736_153_945_000,
  event_type: "user_message",
  role: "user",
  agent: "Claude-Code",
};

function outcome(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const error = validationError(result.error, input, "body");
  return { ok: false, status: error.status, message: error.message, details: error.details };
}

// Built at run time: lone surrogates in source text upset the runner's transport.
const HIGH = String.fromCharCode(0xd83d);
const LOW = String.fromCharCode(0xde00);
const key = fc.oneof(
  fc.constantFrom("cwd", "tool_name", "git_branch", "a.b:c-d_e", "x".repeat(64)),
  fc.constantFrom("", "bad key", "x".repeat(65), "__proto__", "constructor", "toString", "é", "0", "12"),
  fc.string({ maxLength: 6 }),
);
const value = fc.oneof(
  { weight: 6, arbitrary: fc.string({ maxLength: 12 }) },
  fc.constantFrom(HIGH, LOW, `a${HIGH}${LOW}b`, `${LOW}${HIGH}`, "\u{1F600}", "x".repeat(MAX_METADATA_VALUE_CHARS), "y".repeat(MAX_METADATA_VALUE_CHARS + 1)),
  fc.constantFrom<unknown>(1, null, true, {}, ["a"], undefined),
);
/** Maps as JSON.parse makes them (so `__proto__` is an own key), sometimes past the key cap. */
const map = fc
  .oneof(
    { weight: 5, arbitrary: fc.array(fc.tuple(key, value), { maxLength: 8 }) },
    fc.array(
      fc.tuple(
        fc.string({ minLength: 1, maxLength: 3 }).map((k) => k.replace(/[^A-Za-z0-9]/g, "k")),
        fc.constant("v"),
      ),
      { minLength: 60, maxLength: 70 },
    ),
  )
  .map((entries) => JSON.parse(`{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v ?? null)}`).join(",")}}`) as unknown);
const metadata = fc.oneof({ weight: 8, arbitrary: map }, fc.constantFrom<unknown>(undefined, null, "cwd", 3, ["a"], []));

describe("the metadata of an event", () => {
  it("gives the record schema's answer for any map, valid or not (property)", () => {
    fc.assert(
      fc.property(metadata, (md) => {
        const single = md === undefined ? { ...base } : { ...base, metadata: md };
        expect(outcome(EventInputSchema, single)).toEqual(outcome(EventAsBefore, single));
        const batch = { events: [{ ...base, metadata: { cwd: "/x" } }, single] };
        expect(outcome(IngestBodySchema, batch)).toEqual(outcome(BodyAsBefore, batch));
      }),
      { numRuns: 3_000 },
    );
  });

  it("takes a plain map of valid strings as it is, and leaves everything else to the record schema", () => {
    const plain = { cwd: "/home/dev", tool_name: "Grep", "a.b:c-d_e": "" };
    expect(plainMetadata(plain)).toBe(plain);
    for (const other of [null, [], "x", { "bad key": "v" }, { k: 1 }, { k: HIGH }, JSON.parse('{"__proto__":"x"}'), Object.create({ k: "v" })]) {
      expect(plainMetadata(other)).toBeUndefined();
    }
    expect(plainMetadata(Object.fromEntries(Array.from({ length: MAX_METADATA_KEYS + 1 }, (_, i) => [`k${i}`, "v"])))).toBeUndefined();
    expect(plainMetadata({ k: "x".repeat(MAX_METADATA_VALUE_CHARS + 1) })).toBeUndefined();
  });
});
