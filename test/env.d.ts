import type { D1Migration } from "cloudflare:test";

declare global {
  /** The queue-faults project only: the seed of its failing decorator (test/queue-faults/failing-user-object.ts). */
  interface Env {
    TEST_FAULT_SEED?: string;
  }
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      /** JSON of `{ claudeCode: StoredEvent[]; codex: StoredEvent[] }`; read it with `fixtures()` in test/worker/helpers.ts. */
      TEST_FIXTURES: string;
      TEST_FAULT_SEED?: string;
    }
  }
}
