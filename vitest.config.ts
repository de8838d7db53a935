import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { claudeCodeEvents, codexEvents } from "./test/node/fixture-events.ts";

const TEST_ADMIN_TOKEN = "test-admin-token";
// wrangler.toml lists ADMIN_TOKEN as a required secret; tests supply their own.
process.env.ADMIN_TOKEN = TEST_ADMIN_TOKEN;

// The failing decorator's seed: AMEM_FAULT_SEED repeats a run's failures; otherwise a new one
// each run. The queue-faults tests print it.
const FAULT_SEED = process.env.AMEM_FAULT_SEED ? Number(process.env.AMEM_FAULT_SEED) : Math.floor(Math.random() * 2 ** 32);
if (!Number.isInteger(FAULT_SEED) || FAULT_SEED < 0 || FAULT_SEED >= 2 ** 32)
  throw new Error(`AMEM_FAULT_SEED must be an integer in [0, 2^32), got ${process.env.AMEM_FAULT_SEED}`);

const migrations = await readD1Migrations(fileURLToPath(new URL("./migrations", import.meta.url)));

/**
 * Per-test and per-hook limits: vitest's defaults (5 s, 10 s) are wall-clock bounds a loaded
 * machine can break. These only catch a hang; tests wait for explicit signals instead.
 */
const patience = { testTimeout: 60_000, hookTimeout: 120_000 };

/**
 * Worker test files that fire the scheduled handler, run a job without a user, or check the whole
 * database (the pipeline checker's counts): each gets a runtime of its own, as vitest gives by default. The other worker
 * files share runtimes (see the "workers" project): they make their own users and read only what
 * those users own, so a previous file's rows cannot change what they see; a job over every user
 * running beside them could (a memory promoted from their events), so none runs there.
 */
const OWN_RUNTIME_FILES = [
  "consolidation",
  "fault-checker",
  "forget",
  "ingest-redaction",
  "isolation-routes",
  "jobs",
  "jobs-fanout",
  "memories",
  "memory-promote",
  "open-segment",
  "retention",
  "rollup",
].map((name) => `test/worker/${name}.test.ts`);

/** What every workerd test project gets besides wrangler.toml's bindings. */
const workerBindings = {
  ADMIN_TOKEN: TEST_ADMIN_TOKEN,
  TEST_MIGRATIONS: migrations,
  // The fixture sessions (test/fixtures/agents) as events (workerd tests cannot read files).
  TEST_FIXTURES: JSON.stringify({ claudeCode: claudeCodeEvents(), codex: codexEvents() }),
};

/** A project whose tests run in workerd (wrangler.toml's bindings and workerBindings), each file's database migrated first. */
function workerdProject(
  name: string,
  files: { include: string[]; exclude?: string[]; isolate?: boolean },
  worker: { main?: string; bindings?: Record<string, string> } = {},
) {
  return {
    plugins: [
      cloudflareTest({
        ...(worker.main === undefined ? {} : { main: worker.main }),
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: { bindings: { ...workerBindings, ...worker.bindings } },
      }),
    ],
    test: { name, ...patience, ...files, setupFiles: ["./test/worker/apply-migrations.ts"] },
  };
}

export default defineConfig({
  test: {
    // Two test files at a time, whatever the core count (Vitest's default is one fewer than the
    // cores: one on a 2-core machine). Most files wait on workerd, wrangler dev or a spawned amem
    // rather than compute, so two halve the suite's time on 2 cores; the tests hold under load.
    maxWorkers: 2,
    projects: [
      workerdProject("workers", {
        // One runtime for many files: a fresh one per file (vitest's default) costs more than most
        // files' tests (setup 281 s against tests 250 s in a 295 s run of 36 files).
        isolate: false,
        include: ["test/worker/**/*.test.ts"],
        exclude: OWN_RUNTIME_FILES,
      }),
      workerdProject("workers-alone", { include: OWN_RUNTIME_FILES }),
      // The real worker with a seeded failing decorator around the object stub its queue
      // consumer uses (test/queue-faults/worker.ts): builds and rollups fail at random, one
      // user's always. Its own workerd, so no other test sees the failures.
      workerdProject(
        "queue-faults",
        { include: ["test/queue-faults/**/*.test.ts"] },
        { main: "./test/queue-faults/worker.ts", bindings: { TEST_FAULT_SEED: String(FAULT_SEED) } },
      ),
      {
        test: {
          name: "node",
          ...patience,
          environment: "node",
          include: ["test/node/**/*.test.ts", "hook-client/test/**/*.test.ts"],
        },
      },
    ],
  },
});
