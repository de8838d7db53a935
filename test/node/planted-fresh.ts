/**
 * A second, fresh held-out planted set (helper "recall", 2026-11-26), written before the patterns
 * were changed for the first held-out set's misses and never tuned on afterwards: hand-written
 * messages of the kinds coding agents' users and assistants produce, each either a memory (kind +
 * a marker only it holds) or ordinary talk that must not become one — questions, hypotheticals,
 * negated or abandoned ideas, unconfirmed guesses, quoted code and tool output that carries the
 * patterns' words. `planted-heldout.ts` became a tuning set once its misses were worked on; this
 * one is the honest measure. Change it only to fix a mistake in it, never to fit the extractor.
 */
import type { MemoryKind } from "../../src/core/memories/model";

export interface FreshMessage {
  /** "tool": the output of a shell command (`command`), as the agent's tool result records it. */
  role: "user" | "assistant" | "tool";
  text: string;
  command?: string;
  /** The memory it plants, if any: its kind and a word (lower case) only it holds. */
  memory?: { kind: MemoryKind; marker: string };
}

export const FRESH: readonly FreshMessage[] = [
  // Decisions, reverted attempts among them.
  { role: "user", text: "Let's go with Drizzle over Prisma for the ORM, fewer moving parts.", memory: { kind: "decision", marker: "drizzle" } },
  { role: "user", text: "ok, go with option B: keep the cache in KV and drop the in-memory layer.", memory: { kind: "decision", marker: "in-memory layer" } },
  { role: "assistant", text: "Decision: we're keeping the REST API and not adding GraphQL this quarter.", memory: { kind: "decision", marker: "graphql" } },
  { role: "user", text: "We're going to use Vitest instead of Jest for the new packages.", memory: { kind: "decision", marker: "vitest" } },
  {
    role: "assistant",
    text: "I rolled back the switch to esbuild-register because the decorators broke; we stay on ts-node for now.",
    memory: { kind: "decision", marker: "esbuild-register" },
  },
  {
    role: "assistant",
    text: "Reverted commit 3f2a91c (lazy-loading the settings page) since it broke deep links.",
    memory: { kind: "decision", marker: "lazy-loading" },
  },
  { role: "user", text: "Agreed, we'll store timestamps as UTC epoch milliseconds everywhere.", memory: { kind: "decision", marker: "epoch milliseconds" } },
  { role: "user", text: "Scrap the websocket approach, we're doing server-sent events.", memory: { kind: "decision", marker: "server-sent" } },
  // Conventions and instructions.
  { role: "user", text: "From now on, put new API handlers under src/routes/v2.", memory: { kind: "instruction", marker: "src/routes/v2" } },
  { role: "user", text: "Convention: test files sit next to the module as *.spec.ts.", memory: { kind: "instruction", marker: "spec.ts" } },
  { role: "user", text: "Don't ever force-push to main.", memory: { kind: "instruction", marker: "force-push" } },
  {
    role: "user",
    text: "Please never touch the generated files in src/gen by hand, regenerate them with `make proto`.",
    memory: { kind: "instruction", marker: "src/gen" },
  },
  {
    role: "user",
    text: "Use conventional commit messages (feat:, fix:, chore:) in this repo.",
    memory: { kind: "instruction", marker: "conventional commit" },
  },
  { role: "user", text: "When you add an env var, also add it to .env.example.", memory: { kind: "instruction", marker: ".env.example" } },
  {
    role: "assistant",
    text: "Noted, I'll always run `npm run typecheck` before committing from now on.",
    memory: { kind: "instruction", marker: "typecheck" },
  },
  { role: "user", text: "Rule of thumb here: no default exports.", memory: { kind: "instruction", marker: "default exports" } },
  { role: "user", text: "Keep PR descriptions short, and always link the Linear ticket.", memory: { kind: "instruction", marker: "linear ticket" } },
  // Facts of the codebase and its environment, confirmed root causes among them.
  { role: "user", text: "Remember that staging uses a separate Stripe account, so the test keys differ.", memory: { kind: "fact", marker: "stripe account" } },
  {
    role: "assistant",
    text: "Turns out the root cause was the load balancer's 60s idle timeout closing the long polls.",
    memory: { kind: "fact", marker: "idle timeout" },
  },
  { role: "assistant", text: "The flaky test was due to the test DB sharing a port with the dev server.", memory: { kind: "fact", marker: "sharing a port" } },
  { role: "user", text: "FYI the prod database is read-only between 02:00 and 03:00 UTC for backups.", memory: { kind: "fact", marker: "read-only" } },
  {
    role: "assistant",
    text: "Confirmed: the memory leak comes from the unbounded LRU in the image resizer.",
    memory: { kind: "fact", marker: "unbounded lru" },
  },
  { role: "user", text: "Heads up, the payments service only accepts requests signed with the v2 HMAC scheme.", memory: { kind: "fact", marker: "hmac" } },
  {
    role: "assistant",
    text: "Note for later: the CI runners have only 4 GB of RAM, so the e2e job runs with two workers.",
    memory: { kind: "fact", marker: "4 gb" },
  },
  // Open tasks.
  { role: "assistant", text: "TODO(alice): migrate the cron triggers to the new scheduler.", memory: { kind: "task", marker: "cron triggers" } },
  { role: "user", text: "Follow-up: add a retry budget to the webhook sender.", memory: { kind: "task", marker: "retry budget" } },
  { role: "assistant", text: "Left for a later PR: pagination on /v1/exports.", memory: { kind: "task", marker: "pagination" } },
  { role: "user", text: "Next step after this lands: delete the legacy billing tables.", memory: { kind: "task", marker: "legacy billing" } },
  { role: "user", text: "Not now, but we need to upgrade OpenSSL in the base image before the audit.", memory: { kind: "task", marker: "openssl" } },
  { role: "assistant", text: "Remaining work: the Safari fallback for the clipboard API is not done yet.", memory: { kind: "task", marker: "safari" } },

  // Ordinary talk: none of these is a memory.
  { role: "user", text: "Should we use Redis for the session store?" },
  { role: "user", text: "What if we went with Kafka instead of SQS?" },
  { role: "assistant", text: "We could switch to Bun, but the test runner differences would cost a day." },
  { role: "user", text: "I was going to suggest moving to Deno, but scratch that." },
  { role: "user", text: "Let's use yarn... actually no, hold on, I need to check the lockfile first." },
  { role: "assistant", text: "We don't need to revert anything; the failing test was unrelated." },
  { role: "assistant", text: "I haven't decided on the cache key format yet. Want me to pick one?" },
  { role: "assistant", text: "Here's the change:\n```ts\n// TODO: always validate input\nexport const handler = () => {};\n```" },
  {
    role: "tool",
    command: "grep -rn TODO src",
    text: "src/api.ts:12: // TODO: remove this hack before release\nsrc/db.ts:40: // FIXME never null here, always check the pool",
  },
  {
    role: "tool",
    command: "git log --oneline -3",
    text: 'a1b2c3d Revert "use pooled connections for the exporter"\n9f8e7d6 we decided to use zod for validation\n0c1d2e3 always run lint in CI',
  },
  { role: "assistant", text: "The tests pass now; I always get this punycode deprecation warning too, it's harmless." },
  { role: "user", text: "Do we always need to bump the version manually?" },
  { role: "assistant", text: "Let me check whether the root cause is the DNS cache or the retry loop." },
  { role: "assistant", text: "It might turn out that the timeout is too short, so I'll measure it first." },
  { role: "user", text: "Run the migrations again please." },
  { role: "assistant", text: "Updated 3 files: src/app.ts, src/db.ts and test/app.test.ts." },
  { role: "user", text: "Great, ship it." },
  { role: "user", text: "If we ever move to Kubernetes, the health checks will need a readiness probe." },
  { role: "assistant", text: "Option A uses Postgres, option B uses DynamoDB; which do you prefer?" },
  { role: "user", text: "Not sure we want to go with Fastify here, let me think about it." },
  { role: "assistant", text: "The build failed with `Error: Cannot find module 'left-pad'`; installing it fixed the build." },
  { role: "user", text: "lol the CI is red again" },
  { role: "assistant", text: "> Always use the staging token for tests\nThat line in the README is outdated, the token was removed in March." },
  { role: "assistant", text: "I looked at the logs, nothing stands out yet." },
  { role: "tool", command: "npm install", text: "npm WARN deprecated request@2.88.2: never use this package in new projects, it is unmaintained" },
];
