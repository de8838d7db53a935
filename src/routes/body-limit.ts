import { createMiddleware } from "hono/factory";
import { AppError } from "../core/errors";
import type { AppEnv } from "./app-env";

const tooLarge = (maxBytes: number) => new AppError("payload_too_large", `request body is larger than ${maxBytes} bytes`);

/**
 * Reads the whole request body before anything parses it, under three rules:
 * - at most `maxBytes`, counted as the bytes arrive: a Content-Length header is trusted to
 *   refuse early, never to let a body through (hono's bodyLimit trusts it both ways);
 * - within `timeoutMs`: a client trickling bytes gets a 408 instead of holding the request;
 * - valid UTF-8 (RFC 8259): decoding would otherwise turn bad bytes into U+FFFD silently.
 * The text is decoded once and left in Hono's body cache for the validator.
 */
export function readBody(maxBytes: number, timeoutMs: number) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = c.req.header("Content-Length");
    // Refused on the header alone, before a byte of the body is read (errors.ts drops the rest of it).
    if (declared !== undefined && /^\d+$/.test(declared) && Number(declared) > maxBytes) throw tooLarge(maxBytes);

    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const expired = new Promise<"expired">((resolve) => {
      timer = setTimeout(() => resolve("expired"), timeoutMs);
    });
    const stop = (error: AppError): never => {
      reader.cancel().catch(() => undefined);
      throw error;
    };
    try {
      for (;;) {
        const read = await Promise.race([reader.read(), expired]).catch(() => stop(new AppError("bad_request", "request body could not be read")));
        if (read === "expired") stop(new AppError("request_timeout", `request body not received within ${timeoutMs / 1000} s`));
        else if (read.done) break;
        else {
          size += read.value.byteLength;
          if (size > maxBytes) stop(tooLarge(maxBytes));
          chunks.push(read.value);
        }
      }
    } finally {
      clearTimeout(timer);
    }

    const bytes = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, offset);
      offset += chunk.byteLength;
    }
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
    } catch {
      throw new AppError("bad_request", "request body is not valid UTF-8", { issues: [{ field: "body", message: "is not valid UTF-8" }] });
    }
    // Hono's body readers (c.req.json(), the validator) take the decoded text from this cache,
    // which holds promises at run time (its type says values).
    (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve(text);
    await next();
  });
}
