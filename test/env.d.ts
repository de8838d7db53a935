import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      /** JSON of `{ claudeCode: StoredEvent[]; codex: StoredEvent[] }`; read it with `fixtures()` in test/worker/helpers.ts. */
      TEST_FIXTURES: string;
    }
  }
}
