/**
 * JSON-RPC error codes the bridge answers with when the remote could not answer a request. They
 * sit in the range JSON-RPC leaves to implementations (-32000 to -32099), apart from the codes
 * the MCP SDK itself uses (-32000, -32001), so a client can tell them from the server's own errors.
 */
export const BRIDGE_ERROR = {
  /** The service refused the token (HTTP 401 or 403). */
  unauthorized: -32010,
  /** No answer: connection refused, DNS, TLS, reset. */
  unreachable: -32011,
  /** The service answered with another HTTP error, or with something that is not MCP. */
  failed: -32012,
} as const;

export interface RemoteFailure {
  code: number;
  message: string;
  data: { endpoint: string; http_status?: number };
}

/** The cause chain of an error, e.g. fetch's "fetch failed" → "connect ECONNREFUSED 127.0.0.1:1". */
function causes(err: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) parts.push(e.message);
  return parts.join(": ");
}

/**
 * What to tell the client about a request the remote did not answer. `status` is the HTTP status
 * the SDK's transport reports (a positive number), when there was an HTTP answer at all.
 */
export function remoteFailure(err: unknown, endpoint: string, status: number | undefined): RemoteFailure {
  if (status === 401 || status === 403)
    return {
      code: BRIDGE_ERROR.unauthorized,
      message: `the amem service at ${endpoint} refused the token (HTTP ${status}): run \`amem login\` with a valid token, or check AMEM_TOKEN`,
      data: { endpoint, http_status: status },
    };
  if (status !== undefined && status > 0)
    return {
      code: BRIDGE_ERROR.failed,
      message: `the amem service at ${endpoint} answered HTTP ${status}: ${causes(err)
        .replace(/^Streamable HTTP error: /, "")
        .slice(0, 300)}`,
      data: { endpoint, http_status: status },
    };
  if (err instanceof TypeError || (err instanceof Error && err.cause !== undefined))
    return { code: BRIDGE_ERROR.unreachable, message: `the amem service at ${endpoint} is unreachable: ${causes(err)}`, data: { endpoint } };
  return { code: BRIDGE_ERROR.failed, message: `the request to the amem service at ${endpoint} failed: ${causes(err)}`, data: { endpoint } };
}
