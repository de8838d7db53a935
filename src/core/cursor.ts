import type { z } from "zod";
import { fromBase64Url, toBase64Url } from "./base64url";
import { AppError } from "./errors";

/** Cursors are opaque to clients: base64url JSON of the position to resume after. */
export function encodeCursor(position: unknown): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify(position)));
}

export function decodeCursor<T>(cursor: string, schema: z.ZodType<T>): T {
  try {
    const json = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(fromBase64Url(cursor));
    const parsed = schema.safeParse(JSON.parse(json));
    if (parsed.success) return parsed.data;
  } catch {
    // fall through: any decoding failure is the same client error
  }
  throw new AppError("bad_request", "invalid cursor: pass next_cursor from the previous page unchanged", {
    issues: [{ field: "cursor", message: "is not a cursor this API issued" }],
  });
}
