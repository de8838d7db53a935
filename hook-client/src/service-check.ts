import { errorText, request } from "./http";

/**
 * What the service said about a URL and token. With a token it is checked by a call that needs a
 * valid user token (GET /v1/status), so a wrong or revoked token is caught here and not later by
 * a spool that silently fills; without one only GET /healthz can be asked.
 */
export type ServiceCheck =
  | { kind: "accepted"; status: number; ms: number }
  /** 401/403: the service is there and refuses this token. */
  | { kind: "refused"; status: number; ms: number; detail: string | undefined }
  | { kind: "unreachable"; error: string; ms: number }
  /** Any other answer (a 404 from something that is not this service, a 5xx, a 429). */
  | { kind: "unexpected"; status: number; ms: number; detail: string | undefined; path: string }
  | { kind: "no-token"; reachable: boolean; status: number; error: string | undefined; ms: number };

export async function checkService(url: string, token: string | undefined, timeoutMs: number): Promise<ServiceCheck> {
  const started = Date.now();
  const path = token ? "/v1/status" : "/healthz";
  const res = await request("GET", url + path, { token, timeoutMs });
  const ms = Date.now() - started;
  if (!token) return { kind: "no-token", reachable: res.ok, status: res.status, error: "error" in res ? res.error : undefined, ms };
  if ("error" in res) return { kind: "unreachable", error: res.error, ms };
  if (res.ok) return { kind: "accepted", status: res.status, ms };
  const detail = errorText(res.body);
  if (res.status === 401 || res.status === 403) return { kind: "refused", status: res.status, ms, detail };
  return { kind: "unexpected", status: res.status, ms, detail, path };
}

/** The check in one line, as `amem status` and `amem login` print it. */
export function describeCheck(check: ServiceCheck, url: string): string {
  switch (check.kind) {
    case "accepted":
      return `reachable, token accepted (GET /v1/status ${check.status} in ${check.ms} ms)`;
    case "refused":
      return `the service refused the token (${check.status}): it is unknown, revoked or from another deployment; run amem login --token - with a valid one`;
    case "unreachable":
      return `unreachable (${check.error})`;
    case "unexpected":
      return `reachable, but GET ${check.path} answered HTTP ${check.status}${check.detail ? ` (${check.detail})` : ""}${check.status === 404 ? `: is ${url} the agent-memory-edge service?` : ""}`;
    case "no-token":
      return check.reachable ? `reachable (GET /healthz ${check.status} in ${check.ms} ms)` : `unreachable (${check.error ?? `HTTP ${check.status}`})`;
  }
}
