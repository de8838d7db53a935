/**
 * Test-only fault injection for the outbox queue consumer. It is off unless the worker has
 * an `AMEM_TEST_FAULTS` binding, which only the fault-test vitest project sets
 * (vitest.config.ts) and which wrangler.toml never declares: production has no such binding,
 * and nothing in a request can set one.
 *
 * `AMEM_TEST_FAULTS` is JSON:
 * - `build_failure_rate` (0–1): each build or rollup fails with this probability before it
 *   starts, and again, after it committed, before its messages are acked (the answer is lost);
 * - `poison_user_prefix`: the work of users whose name starts with it always fails;
 * - `max_retry_delay_seconds`: caps retry delays, so that a test runs in seconds.
 */
export interface FaultConfig {
  buildFailureRate: number;
  poisonUserPrefix: string | null;
  maxRetryDelaySeconds: number | null;
}

/** The fault settings, or null (the normal case) when the binding is absent or empty. */
export function parseFaults(raw: string | undefined): FaultConfig | null {
  if (raw === undefined || raw.trim() === "") return null;
  const value = JSON.parse(raw) as Record<string, unknown>;
  const rate = value["build_failure_rate"];
  const prefix = value["poison_user_prefix"];
  const delay = value["max_retry_delay_seconds"];
  return {
    buildFailureRate: typeof rate === "number" && rate >= 0 && rate <= 1 ? rate : 0,
    poisonUserPrefix: typeof prefix === "string" && prefix !== "" ? prefix : null,
    maxRetryDelaySeconds: typeof delay === "number" && delay >= 0 ? delay : null,
  };
}

/** Thrown by an injected fault. */
export class InjectedFault extends Error {
  constructor(where: string) {
    super(`injected fault (${where})`);
    this.name = "InjectedFault";
  }
}
