// Bindings only tests set (never wrangler.toml), so `wrangler types` does not list them.
interface TestSwitches {
  /** Fault injection for the queue consumer; see src/core/faults.ts. Absent in production. */
  AMEM_TEST_FAULTS?: string;
}
interface Env extends TestSwitches {}
declare namespace Cloudflare {
  interface Env extends TestSwitches {}
}
