import { defineConfig } from "vitest/config";

// The fault suite: real `wrangler dev` processes started, killed and restarted by the tests, and
// the real hook client. AMEM_FAULTS=full runs the full sizes (`npm run test:faults`); otherwise
// a quick mode that fits CI (`npm test`).
export default defineConfig({
  test: {
    name: "faults",
    environment: "node",
    include: ["test/faults/**/*.test.ts"],
    globalSetup: ["./test/faults/global-setup.ts"],
    // One file at a time: each starts its own services and measures latencies on a shared machine.
    fileParallelism: false,
    testTimeout: 30 * 60_000,
    hookTimeout: 5 * 60_000,
  },
});
