import { z } from "@hono/zod-openapi";
import { parseIsoTime } from "../iso-time";
import { EVENT_TYPES, ROLES, type StoredEvent } from "./event";
import {
  MAX_BATCH_EVENTS,
  MAX_EVENT_TEXT_BYTES,
  MAX_FUTURE_SKEW_MS,
  MAX_METADATA_KEYS,
  MAX_METADATA_VALUE_CHARS,
  MAX_SESSION_ID_CHARS,
  MIN_EVENT_TS_MS,
} from "./limits";

/** Crockford base32, 26 characters; the first is at most 7 so the 128-bit value does not overflow. */
const ULID_PATTERN = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;
const AGENT_PATTERN = /^[a-z0-9][a-z0-9._-]{0,63}$/;
const METADATA_KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,64}$/;
/** ISO 8601 with an explicit zone: a zone-less time would silently mean the worker's zone. */
const ISO_WITH_ZONE_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

/** Marks an issue that must be answered 413 rather than 400. */
export const TOO_LARGE_PARAM = "too_large";

const utf8 = new TextEncoder();

/** Whether `text` takes more than `maxBytes` in UTF-8, encoding only when the length cannot tell. */
export function utf8LongerThan(text: string, maxBytes: number): boolean {
  if (text.length * 3 <= maxBytes) return false; // a UTF-16 unit never takes more than 3 UTF-8 bytes
  if (text.length > maxBytes) return true; // and never fewer than 1
  return utf8.encode(text).length > maxBytes;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** Any surrogate at all: a string without one has no lone one either (the common case, checked first). */
const ANY_SURROGATE = /[\ud800-\udfff]/;

/**
 * A string with U+FFFD in place of each lone surrogate (JSON may escape one, "\ud800"). UTF-8
 * cannot hold them, so storage would replace them anyway, less predictably; doing it here
 * makes what is stored, answered and indexed the same string.
 */
function wellFormed(text: string): string {
  if (!ANY_SURROGATE.test(text)) return text;
  return text.replace(LONE_SURROGATE, "\ufffd");
}

/** A string made well-formed before any other check. */
const unicodeString = () => z.string().transform(wellFormed);

/**
 * What an event's metadata must be: a flat map of at most MAX_METADATA_KEYS strings, keys of
 * METADATA_KEY_PATTERN, values of at most MAX_METADATA_VALUE_CHARS characters, made well-formed.
 */
export const MetadataRecordSchema = z
  .record(
    z.string().regex(METADATA_KEY_PATTERN, "metadata keys are 1-64 of A-Z a-z 0-9 _ . : -"),
    unicodeString().pipe(z.string().max(MAX_METADATA_VALUE_CHARS)),
  )
  .refine((map) => Object.keys(map).length <= MAX_METADATA_KEYS, `at most ${MAX_METADATA_KEYS} keys`);

/**
 * A map MetadataRecordSchema takes as it is, checked in one loop: a plain object (as JSON.parse
 * makes them) of at most MAX_METADATA_KEYS keys, each of the pattern, each value a string short
 * enough and without any surrogate (so well-formed already). Undefined for anything else,
 * which the record schema then judges and names. zod's record costs several schema steps per
 * entry, and an event carries a dozen or more: the ingest path's largest validation cost.
 */
export function plainMetadata(input: unknown): Record<string, string> | undefined {
  if (typeof input !== "object" || input === null || Object.getPrototypeOf(input) !== Object.prototype) return undefined;
  const map = input as Record<string, unknown>;
  let keys = 0;
  for (const key of Object.keys(map)) {
    const value = map[key];
    if (++keys > MAX_METADATA_KEYS || typeof value !== "string" || value.length > MAX_METADATA_VALUE_CHARS) return undefined;
    if (key === "__proto__" || !METADATA_KEY_PATTERN.test(key) || ANY_SURROGATE.test(value)) return undefined;
  }
  return map as Record<string, string>;
}

/**
 * An event's metadata: MetadataRecordSchema, with plainMetadata's answer taken when it has one
 * (the same map the record schema would give); otherwise the record schema's own issues, each
 * under the metadata's path as before. Documented as the flat map of strings it is.
 */
const MetadataSchema = z
  .any()
  .transform((input: unknown, ctx): Record<string, string> => {
    const plain = plainMetadata(input);
    if (plain !== undefined) return plain;
    const checked = MetadataRecordSchema.safeParse(input);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) ctx.addIssue(issue as Parameters<typeof ctx.addIssue>[0]);
    return z.NEVER;
  })
  .default({})
  .openapi({
    type: "object",
    additionalProperties: { type: "string" },
    default: {},
    description: "a flat map of strings: tool_name, cwd, git_branch, model, project, …",
  });

const timestampValue = z.union([z.number().int(), z.string().regex(ISO_WITH_ZONE_PATTERN, "must be ISO 8601 with a zone (Z or ±hh:mm) or epoch milliseconds")]);

/** A `ts` as epoch milliseconds; undefined for an ISO text that names no real time (2026-02-30). */
function timestampMs(raw: number | string): number | undefined {
  return typeof raw === "number" ? raw : parseIsoTime(raw, { requireZone: true });
}

export const EventInputSchema = z
  .object({
    event_id: z
      .string()
      .transform((id) => id.toUpperCase())
      .pipe(z.string().regex(ULID_PATTERN, "must be a ULID (26 Crockford base32 characters)"))
      .openapi({ example: "01KJWJHKTXQ8V7T4ZC9R6N1B5H", type: "string" }),
    session_id: unicodeString().pipe(z.string().trim().min(1, "must not be empty").max(MAX_SESSION_ID_CHARS)),
    ts: timestampValue.optional().openapi({ description: "epoch milliseconds or ISO 8601 with zone" }),
    timestamp: timestampValue.optional().openapi({ description: "alias of ts" }),
    event_type: z.enum(EVENT_TYPES),
    role: z.enum(ROLES),
    agent: z
      .string()
      .transform((agent) => agent.trim().toLowerCase())
      .pipe(z.string().regex(AGENT_PATTERN, "must be 1-64 characters of a-z, 0-9, '.', '_' or '-'"))
      .openapi({ example: "claude-code", type: "string" }),
    text: unicodeString()
      .default("")
      .openapi({ description: `at most ${MAX_EVENT_TEXT_BYTES} UTF-8 bytes` }),
    metadata: MetadataSchema,
  })
  .superRefine((event, ctx) => {
    if (utf8LongerThan(event.text, MAX_EVENT_TEXT_BYTES)) {
      ctx.addIssue({
        code: "custom",
        path: ["text"],
        message: `text is larger than ${MAX_EVENT_TEXT_BYTES} bytes`,
        params: { [TOO_LARGE_PARAM]: true, event_id: event.event_id },
      });
    }
    const raw = event.ts ?? event.timestamp;
    if (raw === undefined) {
      ctx.addIssue({ code: "custom", path: ["ts"], message: "ts (or timestamp) is required" });
      return;
    }
    const tsMs = timestampMs(raw);
    const field = event.ts === undefined ? "timestamp" : "ts";
    if (tsMs === undefined || !Number.isFinite(tsMs)) {
      ctx.addIssue({ code: "custom", path: [field], message: "is not a valid date (a day or time that does not exist?)" });
    } else if (tsMs < MIN_EVENT_TS_MS) {
      ctx.addIssue({ code: "custom", path: [field], message: "must be after 2000-01-01 (epoch milliseconds, not seconds)" });
    } else if (tsMs > Date.now() + MAX_FUTURE_SKEW_MS) {
      ctx.addIssue({ code: "custom", path: [field], message: "is more than 5 minutes in the future" });
    }
  })
  .openapi("EventInput");

export type EventInput = z.output<typeof EventInputSchema>;

const EventBatchSchema = z.object({ events: z.array(EventInputSchema).min(1, "must hold at least one event").max(MAX_BATCH_EVENTS) }).openapi("EventBatch");

/** The body of POST /v1/events: one event, or a batch under `events`. */
export const IngestBodySchema = z.union([EventBatchSchema, EventInputSchema]);
export type IngestBody = z.output<typeof IngestBodySchema>;

/** Turns validated input into the stored shape (one timestamp field, in ms). */
export function toStoredEvent(input: EventInput): StoredEvent {
  const raw = input.ts ?? input.timestamp ?? 0;
  return {
    event_id: input.event_id,
    session_id: input.session_id,
    agent: input.agent,
    ts_ms: timestampMs(raw) ?? Number.NaN, // validated: the schema refused a time that does not parse
    event_type: input.event_type,
    role: input.role,
    text: input.text,
    metadata: input.metadata,
  };
}

export function eventsOf(body: IngestBody): EventInput[] {
  return "events" in body ? body.events : [body];
}
