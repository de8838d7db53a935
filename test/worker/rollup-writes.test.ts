import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ROLLUP_ROW_WRITES } from "../../src/db/rollup";

/**
 * A rollup writes a level's rows with one UPDATE … FROM over a JSON array. Joined to
 * json_each directly, SQLite scanned all of the user's nodes per row written (32 s for the
 * 365 days of a 10k-segment year, see bench/rollup.mjs); each row must find its node by key.
 */
describe("rollup writes", () => {
  for (const [name, sql] of Object.entries(ROLLUP_ROW_WRITES)) {
    it(`${name} looks each row's node up by primary key, never scanning the user's nodes`, async () => {
      const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind("usr_plan", 0, "[]").all<{ detail: string }>();
      const plan = results.map((r) => r.detail);
      expect(plan).toContain("SEARCH toc_nodes USING INDEX sqlite_autoindex_toc_nodes_1 (user_id=? AND node_id=?)");
      expect(plan.filter((step) => /^(SCAN|SEARCH) toc_nodes\b/.test(step) && !step.includes("node_id=?"))).toEqual([]);
    });
  }
});
