/**
 * A held-out planted set, written after the extraction patterns were tuned on plantedHistory and
 * never tuned on: hand-written messages, each either a memory (kind + a marker word it holds)
 * or ordinary talk. Its figures are reported beside the tuned set's, to show what the patterns
 * make of phrasings they were not fitted to.
 */
import type { MemoryKind } from "../../src/core/memories/model";

export interface HeldOutMessage {
  role: "user" | "assistant";
  text: string;
  /** The memory it plants, if any: its kind and a word only it holds. */
  memory?: { kind: MemoryKind; marker: string };
}

export const HELD_OUT: readonly HeldOutMessage[] = [
  { role: "user", text: "We'll use Postgres advisory locks for the scheduler, not Redis.", memory: { kind: "decision", marker: "advisory" } },
  { role: "user", text: "Team decided to drop support for Node 18.", memory: { kind: "decision", marker: "node 18" } },
  { role: "assistant", text: "We decided to keep the retries at three; more only hid the outage.", memory: { kind: "decision", marker: "retries" } },
  { role: "user", text: "Going forward we ship migrations in their own PR.", memory: { kind: "instruction", marker: "own pr" } },
  { role: "user", text: "Never run the seed script against staging.", memory: { kind: "instruction", marker: "seed script" } },
  { role: "user", text: "Always squash before merging into release branches.", memory: { kind: "instruction", marker: "release branches" } },
  { role: "user", text: "Don't add new dependencies without asking me first.", memory: { kind: "instruction", marker: "dependencies" } },
  { role: "user", text: "I prefer small commits with imperative subjects.", memory: { kind: "instruction", marker: "imperative" } },
  { role: "assistant", text: "TODO: remove the temporary feature gate once the rollout is done.", memory: { kind: "task", marker: "feature gate" } },
  { role: "user", text: "Still need to rotate the webhook secret before Friday.", memory: { kind: "task", marker: "webhook secret" } },
  { role: "assistant", text: "Follow-up: document the new rate limits in the runbook.", memory: { kind: "task", marker: "runbook" } },
  { role: "assistant", text: "The root cause was a missing index on orders.customer_id.", memory: { kind: "fact", marker: "customer_id" } },
  { role: "assistant", text: "It turned out the CDN cached the 404 page for an hour.", memory: { kind: "fact", marker: "cdn" } },
  { role: "assistant", text: "The crash was caused by a null locale in the invoice template.", memory: { kind: "fact", marker: "null locale" } },
  { role: "assistant", text: "I reverted the connection pooling change; latency doubled with it.", memory: { kind: "decision", marker: "connection pooling" } },
  { role: "user", text: "Let's switch to pnpm workspaces for the monorepo.", memory: { kind: "decision", marker: "pnpm workspaces" } },
  { role: "user", text: "From now on, tag every release with the changelog excerpt.", memory: { kind: "instruction", marker: "changelog excerpt" } },
  { role: "user", text: "We stick with Zod for validation instead of io-ts.", memory: { kind: "decision", marker: "io-ts" } },
  { role: "assistant", text: "Staging's clock runs about 47 seconds behind production.", memory: { kind: "fact", marker: "47 seconds" } },
  { role: "user", text: "Our deploys go through the blue-green script only.", memory: { kind: "instruction", marker: "blue-green" } },
  // Ordinary talk.
  { role: "user", text: "Can you run the linter on the api package?" },
  { role: "assistant", text: "The linter found two unused imports, both fixed." },
  { role: "user", text: "Why does the build take four minutes now?" },
  { role: "assistant", text: "If we cache node_modules the build drops to ninety seconds." },
  { role: "user", text: "Should we always run the e2e suite on pull requests?" },
  { role: "assistant", text: "I never saw this warning before today." },
  { role: "assistant", text: "The previous maintainer decided against tests for this module." },
  { role: "user", text: "Thanks, that looks good." },
  { role: "assistant", text: "We use a lot of memory during the import, around 2 GB." },
  { role: "assistant", text: "Reverting is not needed, the fix is forward-compatible." },
  { role: "user", text: "Hmm, the dashboard is blank again." },
  { role: "assistant", text: "You always see this prompt on the first login." },
  { role: "assistant", text: "The test failed because the fixture path was wrong, I fixed the path." },
  { role: "user", text: "Please open the PR when you're done." },
  { role: "assistant", text: "Done: the migration ran and the table has 12 rows." },
];
