import { loadConfig } from "../config";
import { MAX_QUERY_RESPONSE_BYTES, QUERY_CONCURRENCY } from "../constants";
import { errorText, request } from "../http";
import { resolvePaths } from "../paths";

type Env = Record<string, string | undefined>;

/** A failure the user can act on: printed as one line on stderr, with its exit code. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

/** Read access to the service with the hook's own config (AMEM_URL/AMEM_TOKEN or `amem login`). */
export interface Api {
  url: string;
  /** GETs `path` with the query `params` (undefined ones left out); the parsed JSON or a CliError. */
  get<T>(path: string, params?: Record<string, string | number | boolean | undefined>): Promise<T>;
  /** POSTs `body` as JSON to `path`; the parsed JSON or a CliError. */
  post<T>(path: string, body: unknown): Promise<T>;
  /** Any other method (PATCH, DELETE), with a JSON body or none. */
  send<T>(method: "PATCH" | "DELETE", path: string, body?: unknown): Promise<T>;
}

export function connect(env: Env): Api {
  const config = loadConfig(resolvePaths(env), env);
  if (!config.token) throw new CliError("no token: run `amem login --url <url> --token -` or set AMEM_TOKEN");
  const token = config.token;
  const call = async <T>(method: "GET" | "POST" | "PATCH" | "DELETE", target: string, body?: string): Promise<T> => {
    const res = await request(method, target, {
      token,
      timeoutMs: config.timeoutMs,
      maxResponseBytes: MAX_QUERY_RESPONSE_BYTES,
      ...(body === undefined ? {} : { body }),
    });
    if ("error" in res) {
      const why = res.error === "timeout" ? `no answer within ${config.timeoutMs} ms (AMEM_TIMEOUT_MS)` : res.error;
      throw new CliError(`cannot reach ${config.url}: ${why}`);
    }
    if (!res.ok) {
      const hint = res.status === 401 ? " (check the token: amem status)" : "";
      throw new CliError(`${res.status} ${errorText(res.body) ?? "error"}${hint}`);
    }
    if (res.body === undefined) throw new CliError(`${config.url} answered ${res.status} without readable JSON`);
    return res.body as T;
  };
  return {
    url: config.url,
    get<T>(path: string, params: Record<string, string | number | boolean | undefined> = {}): Promise<T> {
      const query = new URLSearchParams();
      for (const [k, v] of Object.entries(params)) if (v !== undefined) query.set(k, String(v));
      const qs = query.toString();
      return call<T>("GET", `${config.url}${path}${qs ? `?${qs}` : ""}`);
    },
    post<T>(path: string, body: unknown): Promise<T> {
      return call<T>("POST", `${config.url}${path}`, JSON.stringify(body));
    },
    send<T>(method: "PATCH" | "DELETE", path: string, body?: unknown): Promise<T> {
      return call<T>(method, `${config.url}${path}`, body === undefined ? undefined : JSON.stringify(body));
    },
  };
}

/** Maps `items` through `fn` with at most QUERY_CONCURRENCY calls in flight, keeping the order. */
export async function mapLimited<T, R>(items: readonly T[], fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(QUERY_CONCURRENCY, items.length) }, worker));
  return out;
}
