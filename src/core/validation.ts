import type { z } from "@hono/zod-openapi";
import { AppError, type FieldIssue } from "./errors";
import { TOO_LARGE_PARAM } from "./ingest/event-schema";

type Issue = z.core.$ZodIssue;

/** Most field issues listed in one error's details. */
const MAX_REPORTED_ISSUES = 20;

/** `["events", 3, "text"]` → `events[3].text`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const part of path) {
    if (typeof part === "number") out += `[${part}]`;
    else out += out === "" ? String(part) : `.${String(part)}`;
  }
  return out === "" ? "body" : out;
}

/**
 * A union failure holds one issue list per branch; report the branch the client meant
 * (a batch when the body has `events`, else a single event) instead of both.
 */
function flatten(issues: readonly Issue[], input: unknown, prefix: readonly PropertyKey[] = []): { issue: Issue; path: PropertyKey[] }[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if (issue.code === "invalid_union" && issue.errors.length > 0) {
      const meantBatch = typeof input === "object" && input !== null && "events" in input;
      const branch = issue.errors[meantBatch ? 0 : issue.errors.length - 1] ?? [];
      return flatten(branch, input, path);
    }
    return [{ issue, path }];
  });
}

/** Turns a zod failure into the one error shape: 413 when a size cap was passed, else 400 naming the field. */
export function validationError(error: z.ZodError, input: unknown, what = "request"): AppError {
  const flat = flatten(error.issues, input);
  const tooLarge = flat.find(({ issue }) => issue.code === "custom" && issue.params?.[TOO_LARGE_PARAM] === true);
  if (tooLarge) {
    const field = fieldPath(tooLarge.path);
    const eventId = tooLarge.issue.code === "custom" ? tooLarge.issue.params?.["event_id"] : undefined;
    return new AppError("payload_too_large", `${field}: ${tooLarge.issue.message}`, { field, event_id: eventId });
  }
  const issues: FieldIssue[] = flat.slice(0, MAX_REPORTED_ISSUES).map(({ issue, path }) => ({
    field: fieldPath(path),
    message: issue.message,
  }));
  const first = issues[0] ?? { field: "body", message: "is invalid" };
  return new AppError("bad_request", `invalid ${what}: ${first.field} ${first.message}`, { issues });
}
