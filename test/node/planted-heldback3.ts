/**
 * A held-back check for the dialogue structures (helper "extract2", 2026-11-26 10:00): written
 * AFTER the extractor's round-2 change and measured once before any change it caused, by the same
 * helper (so not blind: the writer knew the rules). Fresh wording of the same structures (options
 * picked, lists under heads, confirmations, owners, scoped rules, deferrals) and negatives.
 * Same shape and scoring rule as planted-blind.ts (test/node/planted-scoring.ts).
 */
import { type BlindSession, plantedSet } from "./planted-scoring";

const START = Date.UTC(2026, 10, 20, 8);

export const HELDBACK3_SESSIONS: BlindSession[] = [
  {
    id: "h01",
    planted: [{ kind: "decision", keys: ["opentelemetry"] }],
    build: (s) =>
      s
        .user("tracing: what would you use")
        .assistant("I'd look at:\n1. OpenTelemetry SDK exporting to Tempo\n2. Datadog APM (paid)\n3. Jaeger client (deprecated in favour of OTel)")
        .user("otel obviously, first one")
        .file("Edit", "src/tracing.ts")
        .assistant("Wired the OpenTelemetry SDK."),
  },
  {
    id: "h02",
    planted: [{ kind: "decision", keys: ["cursor"] }],
    build: (s) =>
      s
        .assistant("For the list endpoints, offset pagination or cursor pagination?")
        .user("cursor, offsets get slow past page 100")
        .file("Edit", "src/api/list.ts")
        .assistant("Lists now take `?cursor=`."),
  },
  {
    id: "h03",
    planted: [],
    build: (s) =>
      s
        .assistant("Should the thumbnails be webp or avif?")
        .user("avif support in safari is ok now?")
        .assistant("Safari 16+ supports it.")
        .user("k, I'll ask design first"),
  },
  {
    id: "h04",
    planted: [
      { kind: "task", keys: ["stripe tax"] },
      { kind: "task", keys: ["invoice pdf"] },
    ],
    build: (s) =>
      s
        .assistant("Checkout works end to end now.")
        .user("wrapping up. still pending after today:\n- stripe tax for EU customers\n- invoice pdf footer with the vat id")
        .assistant("Both noted."),
  },
  {
    id: "h05",
    planted: [],
    build: (s) =>
      s
        .user("what did you change?")
        .assistant("Changes in this branch:\n1. moved the auth guard into middleware\n2. renamed `uid` to `userId`\n3. removed the unused `legacyLogin`"),
  },
  {
    id: "h06",
    planted: [{ kind: "fact", keys: ["9200"] }],
    build: (s) =>
      s
        .bash("docker ps", "elastic  0.0.0.0:9201->9200/tcp")
        .assistant("Locally elastic is mapped to 9201, but the app config says 9200 for staging.")
        .user("yes staging elastic is on 9200, only the local compose file remaps it"),
  },
  {
    id: "h07",
    planted: [{ kind: "fact", keys: ["hana", "mobile"] }],
    build: (s) =>
      s
        .user("ping whoever does mobile releases about the new endpoint")
        .assistant("I can't message people. Who should it go to?")
        .user("Hana runs the mobile releases. I'll forward it"),
  },
  {
    id: "h08",
    planted: [{ kind: "instruction", keys: ["pnpm dlx"] }],
    build: (s) => s.bash("npx prisma generate", "ok").user("nope, we use `pnpm dlx` for one-off tools here, always").assistant("Noted."),
  },
  {
    id: "h09",
    planted: [{ kind: "instruction", keys: ["utc"] }],
    build: (s) => s.user("log timestamps in UTC even if the server runs in another zone").assistant("Will do."),
  },
  {
    id: "h10",
    planted: [],
    build: (s) => s.user("use the other query here, the one with the join").file("Edit", "src/db/q.ts").assistant("Switched to the join query."),
  },
  {
    id: "h11",
    planted: [{ kind: "task", keys: ["audit log"] }],
    build: (s) =>
      s
        .assistant("User deletion works; the audit log entry isn't written yet.")
        .user("the audit log entry must be added too, but next sprint. merge what you have"),
  },
  {
    id: "h12",
    planted: [{ kind: "decision", keys: ["hetzner"] }],
    build: (s) =>
      s
        .user("let's put the build runners on aws spot instances")
        .assistant("Added the spot fleet config.")
        .user("actually no, too flaky last time. run them on the hetzner boxes instead, remove the spot config")
        .assistant("Done."),
  },
  {
    id: "h13",
    planted: [{ kind: "decision", keys: ["snake_case"] }],
    build: (s) => s.user("api json fields are snake_case, the ruby clients expect it. decided, don't relitigate").assistant("OK."),
  },
  {
    id: "h14",
    planted: [],
    build: (s) =>
      s
        .assistant("A typical reason for this error is a stale lockfile. Let me check.")
        .bash("git status --short pnpm-lock.yaml", "")
        .assistant("Lockfile is clean; it was a cached layer. Rebuilt without cache and it passes."),
  },
  {
    id: "h15",
    planted: [{ kind: "task", keys: ["graphql"] }],
    build: (s) => s.assistant("REST endpoints are done. The GraphQL schema for the same models is not started.").user("graphql next week. good work"),
  },
  {
    id: "h16",
    planted: [{ kind: "decision", keys: ["fastify"] }],
    build: (s) =>
      s
        .assistant("Options: express (what the team knows), fastify (faster, schema validation built in), hono (tiny).")
        .user("fastify. we want the schemas anyway")
        .assistant("Scaffolded with fastify."),
  },
  {
    id: "h17",
    planted: [],
    build: (s) => s.assistant("Who should review this, Ana or Ben?").user("either is fine").assistant("Requested Ana."),
  },
  {
    id: "h18",
    planted: [{ kind: "fact", keys: ["cron", "utc"] }],
    build: (s) =>
      s.assistant("The cron expression `0 2 * * *` fires at 02:00 — in which zone?").user("the scheduler runs all cron entries in UTC, no per-job zones"),
  },
];

export const HELDBACK3 = plantedSet(HELDBACK3_SESSIONS, START);
