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
}

export function connect(env: Env): Api {
  const config = loadConfig(resolvePaths(env), env);
  if (!config.token) throw new CliError("no token: run `amem login --url <url> --token -` or set AMEM_TOKEN");
  const token = config.token;
  return {
    url: config.url,
    async get<T>(path: string, params: Record<string, string | number | boolean | undefined> = {}): Promise<T> {
      const query = new URLSearchParams();
      for (const [k, v] of Object.entries(params)) if (v !== undefined) query.set(k, String(v));
      const qs = query.toString();
      const target = `${config.url}${path}${qs ? `?${qs}` : ""}`;
      const res = await request("GET", target, { token, timeoutMs: config.timeoutMs, maxResponseBytes: MAX_QUERY_RESPONSE_BYTES });
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
