import type { IncomingMessage } from "node:http";
import { MAX_RESPONSE_BYTES } from "./constants";

export type HttpResult =
  | { ok: true; status: number; body: unknown; retryAfterMs?: number }
  | { ok: false; status: number; body: unknown; retryAfterMs?: number }
  | { ok: false; status: 0; error: string };

/** Retry-After as seconds or an HTTP date (RFC 9110 §10.2.3). */
function retryAfterMs(header: string | string[] | undefined): number | undefined {
  const v = Array.isArray(header) ? header[0] : header;
  if (!v) return undefined;
  const seconds = Number(v);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(v);
  return Number.isFinite(at) ? Math.max(0, at - Date.now()) : undefined;
}

/**
 * One HTTP request with a hard time limit covering connect, upload and the whole response
 * (AbortSignal.timeout). Never throws: network failures come back as status 0 with a reason.
 * node:http(s) is loaded on first use only; the hook path never needs it.
 */
export async function request(
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  opts: { token?: string | undefined; body?: string; timeoutMs: number; maxResponseBytes?: number },
): Promise<HttpResult> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return { ok: false, status: 0, error: `invalid URL ${url}` };
  }
  const lib = target.protocol === "https:" ? await import("node:https") : target.protocol === "http:" ? await import("node:http") : undefined;
  if (!lib) return { ok: false, status: 0, error: `unsupported URL scheme ${target.protocol}` };
  const signal = AbortSignal.timeout(opts.timeoutMs);
  const headers: Record<string, string | number> = { accept: "application/json", "user-agent": `amem/${AMEM_VERSION}` };
  if (opts.token) headers["authorization"] = `Bearer ${opts.token}`;
  const payload = opts.body === undefined ? undefined : Buffer.from(opts.body);
  if (payload) {
    headers["content-type"] = "application/json";
    headers["content-length"] = payload.length;
  }
  return new Promise<HttpResult>((resolvePromise) => {
    let settled = false;
    const settle = (r: HttpResult): void => {
      if (settled) return;
      settled = true;
      resolvePromise(r);
    };
    const req = lib.request(target, { method, headers, signal, agent: false }, (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on("data", (c: Buffer) => {
        size += c.length;
        if (size <= (opts.maxResponseBytes ?? MAX_RESPONSE_BYTES)) chunks.push(c);
      });
      res.on("end", () => {
        const status = res.statusCode ?? 0;
        let body: unknown;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
        } catch {
          body = undefined;
        }
        const retry = retryAfterMs(res.headers["retry-after"]);
        const base = { status, body, ...(retry === undefined ? {} : { retryAfterMs: retry }) };
        settle(status >= 200 && status < 300 ? { ok: true, ...base } : { ok: false, ...base });
      });
      res.on("error", (err) => settle({ ok: false, status: 0, error: describe(err, signal) }));
    });
    req.on("error", (err) => settle({ ok: false, status: 0, error: describe(err, signal) }));
    req.end(payload);
  });
}

function describe(err: Error, signal: AbortSignal): string {
  if (signal.aborted) return "timeout";
  const code = (err as { code?: unknown }).code;
  return typeof code === "string" ? code : err.message;
}

/** The error message of a `{ error: { code, message } }` body, if it has one. */
export function errorText(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const error = (body as { error?: unknown }).error;
  if (typeof error !== "object" || error === null) return undefined;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return [code, message].filter((x) => typeof x === "string").join(": ") || undefined;
}
