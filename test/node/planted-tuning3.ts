/**
 * A third tuning set for the offline extractor (helper "extract2", 2026-11-26), written before
 * changing the extractor, from the dialogue STRUCTURES the second blind set showed it missing,
 * each in fresh words and orders (none copied from planted-blind2.ts):
 * - o*: the user's short answer picking one of the options the assistant just offered (a numbered
 *   or lettered list, "X or Y?", "option 2", "the second one"); the memory must name the option.
 * - l*: a head line announcing unfinished or future work, then a list: one task per item.
 * - c*: a fact the user confirms after a tool or the assistant found it; ownership and roles.
 * - s*: an imperative with a standing scope ("here", "always", "in this repo", "even when …").
 * - n*: hard negatives of each structure (an answer that is a question, a list of DONE items, an
 *   ownership question, a one-off "here", a need met in the session, a proposal superseded).
 * A TUNING set: its figures say the extractor handles these structures, not that it generalizes.
 * Same shape and scoring rule as planted-blind.ts (test/node/planted-scoring.ts).
 */
import type { MemoryKind } from "../../src/core/memories/model";
import { type BlindSession, plantedSet } from "./planted-scoring";
import type { SessionBuilder } from "./session-builder";

const START = Date.UTC(2026, 10, 10, 8);

/** The assistant offers options, the user picks one; `key` names the picked option. */
function option(id: string, offer: string, answer: string, key: string, after = "Done, switched over; tests pass."): BlindSession {
  return {
    id,
    planted: [{ kind: "decision", keys: [key] }],
    build: (s) => s.user("which way should we go here").assistant(offer).user(answer).file("Edit", "src/app.ts").assistant(after),
  };
}

/** A message with a head line and a list of items; each planted item a task (or nothing for negatives). */
function list(id: string, role: "user" | "assistant", text: string, keys: string[], before?: (s: SessionBuilder) => SessionBuilder): BlindSession {
  return {
    id,
    planted: keys.map((k) => ({ kind: "task" as MemoryKind, keys: [k] })),
    build: (s) => {
      const b = (before ?? ((x: SessionBuilder) => x.bash("pnpm test -- --run", "Test Files  12 passed (12)").assistant("All green.")))(s);
      return role === "user" ? b.user(text).assistant("Noted.") : b.assistant(text).user("ok thanks");
    },
  };
}

/** A finding (tool output and the assistant's words), then the user's reply. */
function confirm(id: string, found: string, reply: string, items: { kind: MemoryKind; keys: string[] }[]): BlindSession {
  return {
    id,
    planted: items,
    build: (s) => s.user("can you look into this").bash("scripts/inspect.sh", "ok").assistant(found).user(reply),
  };
}

/** A user's message after some work; `items` what it plants. */
function says(id: string, text: string, items: { kind: MemoryKind; keys: string[] }[], first = "Done; the change is in and tests pass."): BlindSession {
  return {
    id,
    planted: items,
    build: (s) => s.user("go ahead with the change").file("Edit", "src/main.ts").assistant(first).user(text).assistant("Got it."),
  };
}

export const TUNING3_SESSIONS: BlindSession[] = [
  // Options picked by a short answer.
  option("o01", "Two ways:\n1. `zod` — schema-first, good TS inference\n2. `yup` — older, weaker types", "zod", "zod"),
  option(
    "o02",
    "Options for the queue:\n1. BullMQ on redis\n2. SQS with a lambda consumer\n3. pg-boss on the existing postgres",
    "3, we already run postgres",
    "pg-boss",
  ),
  option("o03", "Do you want vitest or jest for the new package?", "vitest.", "vitest"),
  option("o04", "We can:\n(a) store avatars in S3 behind CloudFront\n(b) store them as bytea in postgres", "a", "s3"),
  option("o05", "Option 1: keep REST and add an OpenAPI spec. Option 2: move the internal calls to tRPC.", "option 2", "trpc"),
  option("o06", "Either:\n- Tailwind utility classes\n- CSS modules per component", "the second one", "css modules"),
  option("o07", "Which date lib: dayjs, luxon or date-fns?", "luxon, it handles zones properly", "luxon"),
  option(
    "o08",
    "Possible approaches:\n1. poll the status endpoint every 5 s\n2. server-sent events from the job runner\n3. websockets",
    "2 pls",
    "server-sent events",
  ),
  option("o09", "A) Playwright\nB) Cypress", "B. the team knows it already", "cypress"),
  option("o10", "For the ids: ULID, UUIDv4 or nanoid?", "ulid", "ulid"),
  option("o11", "Storage choices:\n1. Cloudflare R2\n2. Backblaze B2", "go with the first", "r2"),
  option("o12", "Should the cron live in GitHub Actions or in a k8s CronJob?", "k8s cronjob", "cronjob"),
  option(
    "o13",
    "Three candidates:\n1. `esbuild` — fastest, fewer plugins\n2. `rollup` — mature plugin set\n3. `tsup` — esbuild wrapper with dts",
    "tsup",
    "tsup",
  ),
  option("o14", "Pick one:\n* Sentry\n* Honeybadger\n* self-hosted GlitchTip", "glitchtip. cheaper", "glitchtip"),
  option("o15", "Mailgun or Postmark for transactional mail?", "postmark", "postmark"),
  option("o16", "I see two fixes:\n1) retry the upload with backoff\n2) switch to multipart uploads for files over 100 MB", "#2", "multipart"),
  option("o17", "We could use:\n1. prisma\n2. drizzle\n3. kysely", "drizzle, prisma's engine is too heavy for the worker", "drizzle"),
  option("o18", "For feature previews: Vercel preview deploys, or a shared staging env?", "preview deploys", "preview"),
  option("o19", "Which cache: an in-process LRU or memcached?", "lru is enough", "lru"),
  option("o20", "Option A: GraphQL gateway in front of the services. Option B: a BFF per client.", "B", "bff"),
  option("o21", "Auth provider options:\n1. Auth0\n2. Clerk\n3. Keycloak self-hosted", "keycloak. we need it on-prem", "keycloak"),
  option("o22", "Formatting: prettier or biome?", "biome", "biome"),
  // Hard negatives: the answer is a question, a deferral, or "neither".
  { ...option("n01", "Two ways:\n1. rabbitmq\n2. nats", "which one is easier to run locally?", "x"), planted: [] },
  { ...option("n02", "Do you want pnpm or npm here?", "hm let me think about it, not now", "x", "OK."), planted: [] },
  { ...option("n03", "Options:\n(a) shard the table\n(b) add a read replica", "neither for now, it's fast enough", "x", "OK, leaving it."), planted: [] },
  { ...option("n04", "Redis or memcached?", "what's the difference in memory use?", "x", "Redis keeps more per key."), planted: [] },
  { ...option("n05", "1. inline the svg\n2. load it as an img", "whichever, not important", "x"), planted: [] },
  // Head + list: future work.
  list("l01", "user", "parked for now:\n- migrate the cron to the new scheduler\n- drop the `legacy_id` column", ["scheduler", "legacy_id"]),
  list("l02", "user", "leftovers for next session:\n1. sitemap generation\n2. og images for blog posts", ["sitemap", "og images"]),
  list("l03", "assistant", "Done with the refactor. Things I didn't get to:\n- the retry logic in `sync.ts`\n- docs for the new env vars", [
    "retry",
    "env vars",
  ]),
  list("l04", "user", "backlog:\n* rate limit the search endpoint\n* dark theme for the admin", ["search endpoint", "dark theme"]),
  list("l05", "user", "tomorrow:\n1. finish the csv importer\n2. write the e2e for signup", ["csv importer", "signup"]),
  list("l06", "assistant", "Remaining work, not started:\n1. pagination on /orders\n2. a cleanup job for expired sessions", ["pagination", "expired sessions"]),
  list("l07", "user", "still outstanding:\n- the s3 bucket policy review\n- rotating the api keys", ["bucket policy", "api keys"]),
  list("l08", "user", "next time we pick this up:\n1. profile the report query\n2. add a covering index if it helps", ["profile", "covering index"]),
  list("l09", "assistant", "Open questions and followups:\n- the webhook signature for the legacy partner\n- a timeout on the pdf renderer", [
    "signature",
    "pdf renderer",
  ]),
  list("l10", "user", "later this week:\n- upgrade node to 22\n- delete the old feature flags", ["node to 22", "feature flags"]),
  list("l11", "user", "not done yet, for monday:\n1. i18n for the checkout\n2. the refund email template", ["i18n", "refund email"]),
  // Hard negatives: lists of done things, steps, contents.
  list("n06", "assistant", "Done today:\n1. fixed the login redirect\n2. added the health check\n3. bumped vite", []),
  list("n07", "user", "steps to reproduce:\n1. open the cart\n2. add two items\n3. refresh", []),
  list("n08", "assistant", "This PR changes:\n- the order total rounding\n- the tax label", []),
  list("n09", "assistant", "What I checked:\n- the env vars are set\n- the bucket exists", []),
  // Confirmed findings and roles.
  confirm("c01", "The worker reads from the `events_v2` table, not `events`.", "yes, events_v2 is the live table, the old one is only kept for audits", [
    { kind: "fact", keys: ["events_v2"] },
  ]),
  confirm("c02", "Redis in staging listens on 6380, not the default port.", "correct, staging redis is on 6380 because 6379 is taken by the cache sidecar", [
    { kind: "fact", keys: ["6380"] },
  ]),
  confirm("c03", "The nightly export writes to the `reports-archive` bucket in eu-west-1.", "yep, the archive bucket is in eu-west-1 for gdpr reasons", [
    { kind: "fact", keys: ["eu-west-1"] },
  ]),
  confirm("c04", "Git blame shows most of the search code is from Dana.", "Dana owns search, ask her before changing the ranking", [
    { kind: "fact", keys: ["dana", "search"] },
  ]),
  confirm("c05", "The payment service commits are mostly from Tom and Lee.", "Tom is the tech lead for payments. Lee handles the PSP integrations", [
    { kind: "fact", keys: ["tom"] },
    { kind: "fact", keys: ["lee"] },
  ]),
  confirm("c06", "The mobile build uses Xcode 15.2 on the CI runner.", "right, ios builds are pinned to xcode 15.2 until the signing migration", [
    { kind: "fact", keys: ["15.2"] },
  ]),
  confirm("c07", "The `tenant_id` column is nullable in three tables.", "yeah tenant_id is nullable on purpose for the shared catalog rows", [
    { kind: "fact", keys: ["tenant_id"] },
  ]),
  confirm("c08", "Who maintains the terraform modules? The commits are from several people.", "Sam maintains the terraform modules", [
    { kind: "fact", keys: ["sam", "terraform"] },
  ]),
  confirm("c09", "The search index is rebuilt by a separate job.", "exactly, elastic gets reindexed by the `reindex` job every night at 2", [
    { kind: "fact", keys: ["reindex"] },
  ]),
  confirm("c10", "The feature flag service answers in ~300 ms from here.", "ah right, flagsmith is hosted in us-east, that's why it's slow from eu", [
    { kind: "fact", keys: ["us-east"] },
  ]),
  confirm("c11", "The CDN purges only on deploys.", "Nora is responsible for the cdn config, she set it up that way", [{ kind: "fact", keys: ["nora"] }]),
  confirm("c12", "The analytics db is a read replica.", "indeed, the analytics db replicates from prod with a few minutes lag", [
    { kind: "fact", keys: ["analytics"] },
  ]),
  // Hard negatives: questions about owners, guesses, state.
  { ...confirm("n10", "Commits are mostly from Ravi.", "does Ravi still own the importer?", []), planted: [] },
  { ...confirm("n11", "The job failed at 03:12 with a timeout.", "right, it's down again today", []), planted: [] },
  { ...confirm("n12", "The staging clock might be off.", "maybe, no idea who owns staging", []), planted: [] },
  // Scoped imperatives.
  says("s01", "no, use yarn here, always, for everything", [{ kind: "instruction", keys: ["yarn"] }]),
  says("s02", "in this repo run the linter with `make lint`, not npx", [{ kind: "instruction", keys: ["make lint"] }]),
  says("s03", "write the commit messages in english even if I talk to you in french", [{ kind: "instruction", keys: ["english"] }]),
  says("s04", "please no default exports in new files", [{ kind: "instruction", keys: ["default exports"] }]),
  says("s05", "use tabs here, this codebase predates prettier", [{ kind: "instruction", keys: ["tabs"] }]),
  says("s06", "reply in short bullet points, always", [{ kind: "instruction", keys: ["bullet points"] }]),
  says("s07", "answer in german even when I write english", [{ kind: "instruction", keys: ["german"] }]),
  says("s08", "no console.log in committed code, use the logger", [{ kind: "instruction", keys: ["console.log"] }]),
  says("s09", "stick to the stdlib here, no new packages for helpers", [{ kind: "instruction", keys: ["stdlib"] }]),
  says("s10", "run migrations through `just migrate` every time, never by hand", [{ kind: "instruction", keys: ["just migrate"] }]),
  // Hard negatives: one-off "here", requests done now.
  says("n13", "use a Map here instead, the object is fine elsewhere. just this spot", []),
  says("n14", "put the helper here for now, we'll see", []),
  says("n15", "no, the other file. the one in src/lib", []),
  // Structures in a session: a need met in it, a proposal superseded, a terminal "decided", "it's X for Y".
  {
    id: "m01",
    planted: [{ kind: "decision", keys: ["meilisearch"] }],
    build: (s) =>
      s
        .user("we need to choose a search engine before the catalog launch. algolia or something self hosted?")
        .assistant("Algolia is easiest; Meilisearch and Typesense are the self-hosted options.")
        .user("we go with meilisearch, self hosted")
        .file("Write", "infra/meili.tf")
        .assistant("Added the Meilisearch deployment."),
  },
  {
    id: "m02",
    planted: [{ kind: "decision", keys: ["fly"] }],
    build: (s) =>
      s
        .user("let's deploy the preview api on heroku")
        .file("Write", "Procfile")
        .assistant("Added a Procfile.")
        .user("hmm no, the rest of our stuff runs on fly.io. deploy it on fly instead and drop the Procfile")
        .file("Write", "fly.toml")
        .assistant("Removed the Procfile; fly.toml is in."),
  },
  {
    id: "m03",
    planted: [{ kind: "decision", keys: ["monorepo"] }],
    build: (s) =>
      s
        .assistant("The three packages share most of their config.")
        .user("ok. the sdk, cli and server move into one monorepo under packages/, one lockfile. decided.")
        .file("Write", "pnpm-workspace.yaml")
        .assistant("Moved."),
  },
  {
    id: "m04",
    planted: [{ kind: "decision", keys: ["valkey"] }],
    build: (s) =>
      s
        .bash("node bench/cache.mjs", "valkey 91k ops/s\nkeydb 70k ops/s")
        .assistant("Valkey is ~1.3x KeyDB here.")
        .user("then it's valkey for the session cache, keydb goes")
        .file("Edit", "src/cache.ts")
        .assistant("Switched to valkey."),
  },
  says("m05", "the export endpoint needs the same throttling, but it needs the shared counter first. leave it for next week", [
    { kind: "task", keys: ["export endpoint"] },
  ]),
  says("m06", "the old s3 bucket has to be emptied and deleted, not today though", [{ kind: "task", keys: ["s3 bucket"] }]),
  says("m07", "fine, pdf export later. ship the html one", [{ kind: "task", keys: ["pdf"] }]),
  {
    id: "n16",
    planted: [],
    build: (s) =>
      s
        .assistant("A frequent cause of this: the default pool size of 10 is exhausted under load. Let me check the metrics.")
        .bash("curl -s localhost:9090/metrics | grep pool", "pool_waiting 0")
        .assistant("Pool isn't the problem here, nothing waits.")
        .user("ok keep looking"),
  },
];

export const TUNING3 = plantedSet(TUNING3_SESSIONS, START);
