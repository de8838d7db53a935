import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { claudeCodeEvents, codexEvents } from "./test/node/fixture-events";

const TEST_ADMIN_TOKEN = "test-admin-token";
// wrangler.toml lists ADMIN_TOKEN as a required secret; tests supply their own.
process.env.ADMIN_TOKEN = TEST_ADMIN_TOKEN;

const migrations = await readD1Migrations(fileURLToPath(new URL("./migrations", import.meta.url)));

/** What every workerd test project gets besides wrangler.toml's bindings. */
const workerBindings = {
  ADMIN_TOKEN: TEST_ADMIN_TOKEN,
  TEST_MIGRATIONS: migrations,
  // The fixture sessions (test/fixtures/agents) as events (workerd tests cannot read files).
  TEST_FIXTURES: JSON.stringify({ claudeCode: claudeCodeEvents(), codex: codexEvents() }),
};

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: { bindings: workerBindings },
          }),
        ],
        test: {
          name: "workers",
          include: ["test/worker/**/*.test.ts"],
          setupFiles: ["./test/worker/apply-migrations.ts"],
        },
      },
      {
        // The queue consumer with its test-only fault switch on (src/core/faults.ts): builds
        // fail at random, one user's always. Its own workerd, so no other test sees the faults.
        plugins: [
          cloudflareTest({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                ...workerBindings,
                AMEM_TEST_FAULTS: JSON.stringify({ build_failure_rate: 0.3, poison_user_prefix: "poison-", max_retry_delay_seconds: 0 }),
              },
            },
          }),
        ],
        test: {
          name: "queue-faults",
          include: ["test/queue-faults/**/*.test.ts"],
          setupFiles: ["./test/worker/apply-migrations.ts"],
        },
      },
      {
        test: {
          name: "node",
          environment: "node",
          include: ["test/node/**/*.test.ts", "hook-client/test/**/*.test.ts"],
        },
      },
    ],
  },
});
