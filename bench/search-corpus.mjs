// A synthetic, seeded history of coding sessions for the search benchmarks, and questions whose
// answers sit in known events. Pure: no I/O, the same seed gives the same events and questions.
//
// Each working day holds a few sessions (several projects and agents); a session runs one or
// two episodes — a bug fix, a decision, an upgrade, a slow query, a flaky test, a CI failure… —
// told the way agents' hooks record them: a prompt, assistant messages, tool calls and their
// results, a final reply. Every episode carries facts of its own (file names, identifiers,
// error codes, numbers) and asks one to three questions about them, phrased as an agent would
// ask: in natural language with other words than the events use, by identifier, or "when did we…".
// Filler episodes (lint runs, reviews, small talk about the same areas) add distractors.

import { prng } from "./lib.mjs";

const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** A ULID for a timestamp with its random half drawn from `rand`. */
function ulid(tsMs, rand) {
  let time = "";
  let t = tsMs;
  for (let i = 0; i < 10; i++) {
    time = CROCKFORD[t % 32] + time;
    t = Math.floor(t / 32);
  }
  let random = "";
  for (let i = 0; i < 16; i++) random += CROCKFORD[Math.floor(rand() * 32)];
  return time + random;
}

const pascal = (s) => s.replace(/(^|[\s_-])(\w)/g, (_, __, c) => c.toUpperCase());
const snake = (s) => s.replace(/[\s-]+/g, "_").toUpperCase();
const kebab = (s) => s.replace(/[\s_]+/g, "-").toLowerCase();

/** Each area has the words the events use and the words someone asking might use instead. */
const PROJECTS = [
  {
    name: "billing-api",
    cwd: "/home/dev/src/billing-api",
    ext: "ts",
    test: "npx vitest run",
    areas: [
      { key: "invoice", noun: "invoice", alias: "billing statement", table: "invoices", cols: ["customer_id", "issued_at"] },
      { key: "refund", noun: "refund", alias: "money-back request", table: "refunds", cols: ["order_id", "created_at"] },
      { key: "tax rate", noun: "tax calculation", alias: "VAT computation", table: "tax_rates", cols: ["region", "valid_from"] },
      { key: "subscription", noun: "subscription renewal", alias: "recurring plan", table: "subscriptions", cols: ["plan_id", "renews_at"] },
      { key: "payout", noun: "payout", alias: "seller transfer", table: "payouts", cols: ["merchant_id", "settled_at"] },
      { key: "coupon", noun: "coupon redemption", alias: "discount code", table: "coupons", cols: ["code", "expires_at"] },
    ],
  },
  {
    name: "dashboard-web",
    cwd: "/home/dev/src/dashboard-web",
    ext: "tsx",
    test: "npm test --",
    areas: [
      { key: "revenue chart", noun: "revenue chart", alias: "sales graph", table: "chart_snapshots", cols: ["team_id", "bucket"] },
      { key: "login form", noun: "login form", alias: "sign-in page", table: "login_attempts", cols: ["email", "attempted_at"] },
      { key: "settings panel", noun: "settings panel", alias: "preferences screen", table: "user_settings", cols: ["user_id", "updated_at"] },
      { key: "date picker", noun: "date picker", alias: "calendar widget", table: "saved_ranges", cols: ["owner_id", "starts_on"] },
      { key: "notification bell", noun: "notification bell", alias: "alerts dropdown", table: "notifications", cols: ["recipient_id", "read_at"] },
      { key: "csv export", noun: "CSV export", alias: "spreadsheet download", table: "export_jobs", cols: ["requested_by", "finished_at"] },
    ],
  },
  {
    name: "ingest-worker",
    cwd: "/home/dev/src/ingest-worker",
    ext: "go",
    test: "go test ./...",
    areas: [
      { key: "kafka consumer", noun: "Kafka consumer", alias: "message reader", table: "consumer_offsets", cols: ["partition", "committed_at"] },
      { key: "batch writer", noun: "batch writer", alias: "bulk inserter", table: "write_batches", cols: ["shard", "flushed_at"] },
      { key: "dedupe cache", noun: "dedupe cache", alias: "duplicate filter", table: "seen_keys", cols: ["key_hash", "seen_at"] },
      { key: "retry queue", noun: "retry queue", alias: "redelivery backlog", table: "retries", cols: ["topic", "next_attempt_at"] },
      { key: "metrics exporter", noun: "metrics exporter", alias: "Prometheus endpoint", table: "metric_series", cols: ["name", "scraped_at"] },
    ],
  },
  {
    name: "infra",
    cwd: "/home/dev/src/infra",
    ext: "tf",
    test: "terraform plan",
    areas: [
      { key: "staging cluster", noun: "staging cluster", alias: "pre-production environment", table: "cluster_nodes", cols: ["pool", "created_at"] },
      { key: "ingress controller", noun: "ingress controller", alias: "load balancer", table: "ingress_rules", cols: ["host", "updated_at"] },
      { key: "tls certificate", noun: "TLS certificate", alias: "HTTPS cert", table: "certificates", cols: ["domain", "not_after"] },
      { key: "autoscaler", noun: "autoscaler", alias: "scaling policy", table: "scaling_events", cols: ["deployment", "happened_at"] },
      { key: "nightly backup", noun: "nightly backup", alias: "database snapshot", table: "backup_runs", cols: ["database", "finished_at"] },
    ],
  },
];

const AGENTS = ["claude-code", "codex", "gemini", "opencode"];
const VERBS = ["compute", "apply", "resolve", "load", "sync", "build", "validate", "flush", "parse", "render", "schedule", "merge", "normalize", "reconcile"];
const SUFFIXES = ["Totals", "Window", "Batch", "State", "Entries", "Limits", "Schedule", "Payload", "Rows", "Cursor", "Ranges", "Summary"];
const CONDITIONS = ["TIMEOUT", "MISMATCH", "OVERFLOW", "STALE", "CONFLICT", "NOT_FOUND", "LOCKED", "INVALID", "EXHAUSTED", "DUPLICATE"];
const PACKAGES = [
  ["zod", 3, 4, "z.string().nonempty()", "z.string().min(1)"],
  ["react-query", 4, 5, "cacheTime", "gcTime"],
  ["prisma", 5, 6, "rejectOnNotFound", "findUniqueOrThrow"],
  ["express", 4, 5, "req.param()", "req.params"],
  ["next", 14, 15, "getServerSideProps", "async server components"],
  ["sarama", 1, 2, "NewConsumerGroup", "NewConsumerGroupFromClient"],
  ["aws-provider", 4, 5, "aws_s3_bucket_acl", "aws_s3_bucket_ownership_controls"],
  ["vite", 5, 6, "resolve.browserField", "resolve.mainFields"],
  ["eslint", 8, 9, ".eslintrc.json", "eslint.config.js"],
  ["pino", 8, 9, "prettyPrint", "pino-pretty transport"],
  ["kubernetes-provider", 2, 3, "kubernetes_ingress", "kubernetes_ingress_v1"],
  ["jest", 29, 30, "toBeCalledWith", "toHaveBeenCalledWith"],
];
const DECISIONS = [
  [
    "Postgres advisory locks",
    "Redis locks",
    "deduplicating scheduled jobs",
    "one less moving part: the database we already run does it transactionally",
    "job dedupe",
  ],
  ["SQS", "RabbitMQ", "the outbound email queue", "managed, no broker to patch, and the volume is tiny", "email queue"],
  ["cursor pagination", "offset pagination", "the list endpoints", "offsets get slow past page 200 and skip rows when items are inserted", "paging the lists"],
  [
    "feature flags in LaunchDarkly",
    "environment variables",
    "the beta rollout",
    "flags flip without a deploy and can target single accounts",
    "rolling out the beta",
  ],
  ["Playwright", "Cypress", "end-to-end browser tests", "it runs WebKit too and parallelizes without a paid dashboard", "browser testing"],
  ["OpenTelemetry", "vendor-specific tracing agents", "distributed tracing", "no lock-in; the collector can fan out to any backend", "tracing"],
  ["ULIDs", "auto-increment integers", "public record ids", "sortable by time and they do not leak how many records exist", "record identifiers"],
  [
    "a monorepo with pnpm workspaces",
    "separate repositories",
    "the shared UI components",
    "one pull request can change a component and its callers together",
    "code layout of shared components",
  ],
  ["server-sent events", "WebSockets", "live dashboard updates", "one-way updates over plain HTTP work through the corporate proxies", "pushing live updates"],
  ["Argo CD", "Flux", "GitOps deployments", "the team already knows its UI and it shows drift per resource", "continuous deployment"],
  ["gRPC", "REST with JSON", "the internal service calls", "typed contracts and streaming; the payloads are large", "internal calls between services"],
  ["SOPS with age keys", "Vault", "secrets in the repository", "no server to run and the diffs stay reviewable", "storing secrets"],
  ["Temporal", "a homemade cron table", "long-running billing workflows", "retries and timers survive deploys without our own state machine", "long workflows"],
  ["Tailwind", "CSS modules", "styling the new pages", "design tokens map one to one to the utility classes", "styling"],
];
const FLAKES = [
  ["depends on the wall clock around midnight UTC", "freeze time with vi.useFakeTimers()", "the clock"],
  ["asserts the order of rows that the query never sorts", "add ORDER BY id to the query and sort in the assertion", "row order"],
  ["races the debounce of 300 ms in the search box", "await the debounced call with waitFor instead of a fixed sleep", "a race"],
  ["shares a temp directory with the parallel worker", "give each worker its own mkdtemp directory", "shared temp files"],
  ["reads the machine's local time zone", "pin TZ=UTC in the test setup", "the time zone"],
  ["leaks an open port between test files", "close the server in afterAll and pick port 0", "a port left open"],
];
const CI_FAILURES = [
  ["lint", "Parsing error: Cannot find module 'typescript-eslint'", "add typescript-eslint to devDependencies and regenerate the lockfile"],
  ["build", "Error: Node.js 18 is not supported, please use Node.js 20 or newer", "bump node-version to 20 in the workflow"],
  ["e2e", "browserType.launch: Executable doesn't exist at /ms-playwright/chromium-1105", "run npx playwright install --with-deps before the tests"],
  ["docker", 'failed to solve: failed to compute cache key: "/dist" not found', "build dist in an earlier stage and copy it from there"],
  ["unit", "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory", "set NODE_OPTIONS=--max-old-space-size=4096 for the test step"],
  ["deploy", "Error: The security token included in the request is expired", "switch the job to OIDC role assumption instead of stored keys"],
  ["release", "npm ERR! 403 Forbidden - PUT https://registry.npmjs.org/@acme%2fsdk", "publish with --access public and refresh the automation token"],
  ["terraform", "Error acquiring the state lock: ConditionalCheckFailedException", "force-unlock the stale lock and add a concurrency group to the workflow"],
];
const LEAKS = [
  ["password_hash", "password hashes"],
  ["internal_notes", "internal staff notes"],
  ["stripe_customer_id", "Stripe customer ids"],
  ["ip_address", "client IP addresses"],
  ["api_key_prefix", "API key prefixes"],
  ["date_of_birth", "birth dates"],
];
const SERVICES = ["ledger-svc", "pdf-renderer", "webhook-relay", "search-indexer", "thumbnailer", "audit-log", "session-store", "geo-lookup"];

/** Draws from a list without repeating until every item was used. */
function deck(rand, items) {
  let pool = [];
  return () => {
    if (pool.length === 0) pool = [...items];
    return pool.splice(Math.floor(rand() * pool.length), 1)[0];
  };
}

/**
 * The episode kinds. Each gets the episode's project, area and a fact maker, and answers its
 * steps (events to be) and questions, each naming the steps that hold its answer by label.
 */
const EPISODES = {
  offByOne(x) {
    const fn = x.fn();
    const file = `src/${kebab(x.area.key)}/${fn}.${x.p.ext}`;
    const unit = x.pick(["day", "row", "page", "week", "item"]);
    return {
      steps: [
        x.user(`The ${x.area.noun} report drops the last ${unit} every time, can you find out why?`),
        x.tool("Grep", `grep -rn "${fn}" src`, `${file}:${x.n(20, 200)}:export function ${fn}(input) {`),
        x.tool("Read", `Read ${file}`, `for (let i = 1; i < count; i++) {\n  out.push(input[i]);\n}`),
        x.say(`Found it: ${fn} in ${file} loops with < instead of <=, so the final ${unit} is never included.`, "cause"),
        x.tool("Edit", `Edit ${file}`, "The file has been updated."),
        x.tool("Bash", `${x.p.test} ${fn}`, `PASS ${fn}.test (${x.n(3, 30)} tests) — includes a regression test for the last ${unit}`),
        x.stop(`Fixed the off-by-one in ${fn} (${file}): the loop bound is now inclusive and a regression test covers the last ${unit}.`, "fix"),
      ],
      questions: [
        x.q(`why was the ${x.area.alias} report missing its final ${unit}?`, ["cause", "fix"], "paraphrase"),
        x.q(`which function had the off-by-one bug in the ${x.area.noun} report?`, ["cause", "fix"], "natural"),
      ],
    };
  },
  errorCode(x) {
    const fn = x.fn();
    const code = x.code();
    const file = `src/${kebab(x.area.key)}/${fn}.${x.p.ext}`;
    const cause = x.pick([
      "a nil config when the tenant has no region",
      "a retry that reuses an already committed transaction",
      "a cache entry read after its TTL",
      "two workers claiming the same lock",
    ]);
    return {
      steps: [
        x.user(`Production logs are full of ${code} since this morning, coming from the ${x.area.noun} path. Investigate please.`),
        x.tool("Grep", `grep -rn ${code} src`, `${file}:${x.n(30, 400)}:    throw new AppError("${code}")`),
        x.say(`${code} is thrown by ${fn} when it hits ${cause}.`, "cause"),
        x.tool("Edit", `Edit ${file}`, "The file has been updated."),
        x.stop(`${code} came from ${cause} in ${fn}; guarded that case and added a test. The error rate should drop to zero after the deploy.`, "fix"),
      ],
      questions: [
        x.q(`what was causing ${code}?`, ["cause", "fix"], "identifier"),
        x.q(`when did we chase down the ${code} errors?`, ["cause", "fix"], "when"),
      ],
    };
  },
  decision(x) {
    const [chosen, other, purpose, reason, topic] = x.decision();
    return {
      steps: [
        x.user(`For ${purpose}, should we go with ${chosen} or ${other}? Give me the trade-offs.`),
        x.say(`Recommendation: ${chosen} rather than ${other}, because ${reason}.`, "reason"),
        x.user(`Agreed, let's use ${chosen} for ${purpose}. Write it down in the ADR.`, "agree"),
        x.tool("Write", `Write docs/adr/${String(x.n(10, 99)).padStart(4, "0")}-${kebab(purpose).slice(0, 30)}.md`, "File created successfully."),
        x.stop(`Recorded the decision: ${chosen} for ${purpose} (${reason}).`, "record"),
      ],
      questions: [
        x.q(`what did we settle on for ${topic}, and why?`, ["reason", "agree", "record"], "paraphrase"),
        x.q(`why did we pick ${chosen} over ${other}?`, ["reason", "record"], "natural"),
      ],
    };
  },
  upgrade(x) {
    const [pkg, from, to, oldApi, newApi] = x.pkg();
    return {
      steps: [
        x.user(`Upgrade ${pkg} from ${from} to ${to} in ${x.p.name}.`),
        x.tool("Bash", `npm install ${pkg}@${to}`, `added 3 packages, changed 1 package in ${x.n(2, 9)}s`),
        x.tool("Bash", x.p.test, `FAIL: ${x.n(2, 14)} errors — ${oldApi} is no longer supported in ${pkg} ${to}`),
        x.say(`${pkg} ${to} replaced ${oldApi} with ${newApi}; updating the call sites.`, "change"),
        x.stop(`${pkg} is on ${to} now. The breaking change was ${oldApi} → ${newApi}; all call sites migrated and the suite passes.`, "done"),
      ],
      questions: [
        x.q(`what broke when we moved ${pkg} to version ${to}?`, ["change", "done"], "natural"),
        x.q(`when did we upgrade ${pkg}?`, ["done"], "when"),
      ],
    };
  },
  slowQuery(x) {
    const [c1, c2] = x.area.cols;
    const index = `idx_${x.area.table}_${c1}_${c2}`;
    const before = x.n(1200, 9000);
    const after = x.n(8, 90);
    return {
      steps: [
        x.user(`The ${x.area.noun} list endpoint takes ${before} ms at p95, look into it.`),
        x.tool(
          "Bash",
          `psql -c "EXPLAIN ANALYZE SELECT * FROM ${x.area.table} WHERE ${c1} = $1 ORDER BY ${c2} DESC"`,
          `Seq Scan on ${x.area.table} (cost=0.00..${x.n(10000, 90000)}.00) — Execution Time: ${before}.4 ms`,
        ),
        x.say(`It is a sequential scan over ${x.area.table}; a composite index on (${c1}, ${c2}) matches the filter and the sort.`, "cause"),
        x.tool(
          "Write",
          `Write migrations/${String(x.n(100, 999)).padStart(4, "0")}_${index}.sql`,
          `CREATE INDEX CONCURRENTLY ${index} ON ${x.area.table} (${c1}, ${c2} DESC);`,
        ),
        x.stop(`Added ${index}; the ${x.area.noun} list now runs in ${after} ms instead of ${before} ms.`, "fix"),
      ],
      questions: [
        x.q(`how did we make the ${x.area.alias} listing faster?`, ["cause", "fix"], "paraphrase"),
        x.q(`which index did we add on the ${x.area.table} table?`, ["fix"], "identifier"),
      ],
    };
  },
  flakyTest(x) {
    const fn = x.fn();
    const [cause, fix, short] = x.flake();
    const test = `${fn} handles ${x.pick(["empty input", "a leap day", "two currencies", "a retry", "a partial page", "unicode names"])}`;
    return {
      steps: [
        x.user(`The test "${test}" fails about one run in ten on CI. Can you make it deterministic?`),
        x.tool("Bash", `for i in $(seq 20); do ${x.p.test} -t "${test}"; done`, `${x.n(2, 5)} of 20 runs failed: expected [1, 2, 3] received [2, 1, 3]`),
        x.say(`The test is flaky because it ${cause}.`, "cause"),
        x.stop(`Made "${test}" deterministic: ${fix}. 50 runs in a row pass.`, "fix"),
      ],
      questions: [
        x.q(`why did the ${fn} test fail intermittently?`, ["cause", "fix"], "paraphrase"),
        x.q(`how did we stabilize the flaky ${x.area.noun} test that had a problem with ${short}?`, ["fix", "cause"], "natural"),
      ],
    };
  },
  configChange(x) {
    const variable = `${snake(x.area.key)}_${x.pick(["MAX_BATCH_SIZE", "TIMEOUT_MS", "MAX_RETRIES", "POOL_SIZE", "CACHE_TTL_SECONDS", "MAX_UPLOAD_MB"])}`;
    const from = x.n(2, 50);
    const to = from * x.n(2, 6);
    const file = x.pick(["config/production.env", "helm/values-prod.yaml", "wrangler.toml", ".env.production"]);
    return {
      steps: [
        x.user(`We keep hitting the ${x.area.noun} limit in production. Raise it.`),
        x.tool("Grep", `grep -rn ${variable} .`, `${file}:${x.n(3, 60)}:${variable}=${from}`),
        x.tool("Edit", `Edit ${file}`, "The file has been updated."),
        x.stop(`Raised ${variable} from ${from} to ${to} in ${file}.`, "change"),
      ],
      questions: [
        x.q(`what value did we give ${variable}?`, ["change"], "identifier"),
        x.q(`where did we bump the ${x.area.alias} limit, and to what?`, ["change"], "paraphrase"),
      ],
    };
  },
  ciFailure(x) {
    const [job, error, fix] = x.ci();
    const workflow = `.github/workflows/${job}.yml`;
    return {
      steps: [
        x.user(`CI is red on main: the ${job} job fails. Fix it.`),
        x.tool("Bash", `gh run view --log-failed --job ${job}`, `##[error]${error}`),
        x.say(`The ${job} job fails with "${error}". The fix is to ${fix}.`, "cause"),
        x.tool("Edit", `Edit ${workflow}`, "The file has been updated."),
        x.stop(`The ${job} job is green again: ${fix} (${workflow}).`, "fix"),
      ],
      questions: [
        x.q(`how did we get the ${job} pipeline passing again in ${x.p.name}?`, ["cause", "fix"], "natural"),
        x.q(`when did CI fail with "${error.split(":").pop().trim().split(" ").slice(0, 5).join(" ")}"?`, ["cause"], "when"),
      ],
    };
  },
  rename(x) {
    const oldName = x.fn();
    const newName = x.fn();
    const sites = x.n(4, 40);
    return {
      steps: [
        x.user(`Rename ${oldName} to ${newName} everywhere; the old name is misleading.`),
        x.tool("Grep", `grep -rln ${oldName} src`, Array.from({ length: 3 }, (_, i) => `src/${kebab(x.area.key)}/part${i}.${x.p.ext}`).join("\n")),
        x.stop(`Renamed ${oldName} → ${newName} in ${sites} places; types check and tests pass.`, "done"),
      ],
      questions: [x.q(`what was ${newName} called before we renamed it?`, ["done"], "identifier")],
    };
  },
  migration(x) {
    const column = `${x.pick(["archived", "locale", "priority", "external", "retention", "source"])}_${x.pick(["flag", "code", "level", "ref", "days", "kind"])}`;
    const file = `migrations/${String(x.n(10, 99)).padStart(4, "0")}_add_${column}_to_${x.area.table}.sql`;
    return {
      steps: [
        x.user(`We need a ${column} column on ${x.area.table} for the ${x.area.noun} work.`),
        x.tool("Write", `Write ${file}`, `ALTER TABLE ${x.area.table} ADD COLUMN ${column} TEXT;`),
        x.tool("Bash", "npm run migrate", `applied ${file}`),
        x.stop(`Added ${column} to ${x.area.table} in ${file} and applied it locally.`, "done"),
      ],
      questions: [
        x.q(`which migration added ${column}?`, ["done"], "identifier"),
        x.q(`when did the ${x.area.table} table get its ${column.replace(/_/g, " ")} field?`, ["done"], "when"),
      ],
    };
  },
  dataLeak(x) {
    const [field, what] = x.leak();
    const fn = `serialize${pascal(x.area.key.replace(/\s+/g, "-"))}`;
    return {
      steps: [
        x.user(`Security review: GET /api/${kebab(x.area.key)}s returns ${field} to the client. That must not leave the server.`),
        x.tool("Read", `Read src/${kebab(x.area.key)}/serializer.${x.p.ext}`, `return { ...row } // ${field} included`),
        x.say(`${fn} spreads the whole row, so ${field} goes out with every response.`, "cause"),
        x.stop(`${fn} now lists allowed fields explicitly; ${field} is no longer exposed, with a test asserting it is absent.`, "fix"),
      ],
      questions: [x.q(`did we stop the ${x.area.alias} API from exposing ${what}?`, ["cause", "fix"], "paraphrase")],
    };
  },
  oom(x) {
    const service = x.service();
    const from = 128 * x.n(1, 4);
    const to = from * 2;
    return {
      steps: [
        x.user(`${service} pods keep restarting on the ${x.area.noun}. kubectl says OOMKilled.`),
        x.tool("Bash", `kubectl describe pod -l app=${service}`, `Last State: Terminated  Reason: OOMKilled  Exit Code: 137  Limits: memory: ${from}Mi`),
        x.say(`${service} runs out of its ${from}Mi memory limit during the nightly spike.`, "cause"),
        x.tool("Edit", `Edit k8s/${service}/deployment.yaml`, "The file has been updated."),
        x.stop(`Raised the ${service} memory limit from ${from}Mi to ${to}Mi in k8s/${service}/deployment.yaml.`, "fix"),
      ],
      questions: [
        x.q(`what memory limit did we give ${service}?`, ["fix"], "identifier"),
        x.q(`when were the ${service} containers crashing from lack of memory?`, ["cause", "fix"], "when"),
      ],
    };
  },
};

/** Episodes without questions: the daily noise around the facts. */
function filler(x) {
  const fn = x.fn();
  const kind = x.pick(["lint", "review", "explain", "docs", "status"]);
  if (kind === "lint")
    return [x.user("run the linter and fix what it finds"), x.tool("Bash", "npm run lint -- --fix", `${x.n(0, 12)} problems fixed`), x.stop("Lint is clean.")];
  if (kind === "review") {
    return [
      x.user(`review my change to ${fn} in the ${x.area.noun} code`),
      x.say(`${fn} looks fine; consider naming the magic number ${x.n(10, 500)} and adding a test for the empty case.`),
      x.stop("Review done: two small suggestions."),
    ];
  }
  if (kind === "explain") {
    return [
      x.user(`explain how the ${x.area.noun} flow works`),
      x.tool("Read", `Read src/${kebab(x.area.key)}/index.${x.p.ext}`, `export { ${fn} } from "./${fn}";`),
      x.stop(`The ${x.area.noun} flow starts in ${fn}, which validates input, writes ${x.area.table} and emits an event.`),
    ];
  }
  if (kind === "docs")
    return [
      x.user(`update the README section about the ${x.area.noun}`),
      x.tool("Edit", "Edit README.md", "The file has been updated."),
      x.stop(`README now describes the ${x.area.noun} settings.`),
    ];
  return [
    x.user("what's the git status?"),
    x.tool("Bash", "git status --short", ` M src/${kebab(x.area.key)}/${fn}.${x.p.ext}`),
    x.stop("One modified file, nothing staged."),
  ];
}

const EPISODE_KINDS = Object.keys(EPISODES);

/**
 * Builds the history. Options: `days` (working days, Monday to Friday), `sessionsPerDay`,
 * `start` (a Monday, epoch ms), `seed`, `timeZone` is UTC. Answers `{ events, questions }`:
 * events in time order as the API takes them (`ts` in epoch ms); each question
 * `{ id, text, style, support: [event ids], session_id, date, week, day_id, week_id }`.
 */
export function makeCorpus({ days = 20, sessionsPerDay = 3, start = Date.UTC(2026, 8, 28), seed = 7, episodesPerSession = [1, 2] } = {}) {
  const rand = prng(seed);
  const n = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
  const pick = (items) => items[Math.floor(rand() * items.length)];
  const used = new Set();
  // Long histories run out of combinations: a number then tells the names apart.
  const unique = (make) => {
    for (let attempt = 0; ; attempt++) {
      const value = attempt < 20 ? make() : `${make()}${attempt}`;
      if (!used.has(value)) {
        used.add(value);
        return value;
      }
    }
  };
  const decks = {
    decision: deck(rand, DECISIONS),
    pkg: deck(rand, PACKAGES),
    flake: deck(rand, FLAKES),
    ci: deck(rand, CI_FAILURES),
    leak: deck(rand, LEAKS),
    service: deck(rand, SERVICES),
    kind: deck(rand, EPISODE_KINDS),
  };
  const events = [];
  const questions = [];
  let day = 0;
  for (let calendarDay = 0; day < days; calendarDay++) {
    const dayStart = start + calendarDay * DAY_MS;
    const weekday = new Date(dayStart).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    day++;
    // Sessions spread over the working day, 08:00–18:00 UTC, never overlapping in one agent.
    let clock = dayStart + 8 * 60 * MINUTE_MS + n(0, 40) * MINUTE_MS;
    for (let s = 0; s < sessionsPerDay; s++) {
      const project = pick(PROJECTS);
      const agent = pick(AGENTS);
      const sessionId = `${agent}-${project.name}-${new Date(dayStart).toISOString().slice(0, 10)}-${s}`;
      const meta = {
        cwd: project.cwd,
        project: project.name,
        git_branch: `feature/${pick(["auth", "perf", "cleanup", "billing", "ui", "ops"])}-${n(100, 999)}`,
      };
      let ts = clock;
      const push = (draft) => {
        ts += draft.event_type === "tool_result" ? n(1, 20) * 1000 : n(20, 240) * 1000;
        const event = {
          event_id: ulid(ts, rand),
          session_id: sessionId,
          agent,
          ts,
          event_type: draft.event_type,
          role: draft.role,
          text: draft.text,
          metadata: { ...meta, ...(draft.metadata ?? {}) },
        };
        events.push(event);
        return event;
      };
      push({ event_type: "session_start", role: "system", text: "" });
      const episodes = n(episodesPerSession[0], episodesPerSession[1]);
      const fillerAt = n(0, episodes);
      for (let e = 0; e <= episodes; e++) {
        const area = pick(project.areas);
        const x = {
          p: project,
          area,
          n,
          pick,
          fn: () => unique(() => `${pick(VERBS)}${pascal(area.key.replace(/\s+/g, "-"))}${pick(SUFFIXES)}`),
          code: () => unique(() => `ERR_${snake(area.key)}_${pick(CONDITIONS)}`),
          decision: decks.decision,
          pkg: decks.pkg,
          flake: decks.flake,
          ci: decks.ci,
          leak: decks.leak,
          service: decks.service,
          user: (text, label) => ({ event_type: "user_message", role: "user", text, label }),
          say: (text, label) => ({ event_type: "assistant_message", role: "assistant", text, label }),
          stop: (text, label) => ({ event_type: "assistant_stop", role: "assistant", text, label }),
          tool: (name, input, output) => [
            { event_type: "tool_use", role: "assistant", text: input, metadata: { tool_name: name } },
            {
              event_type: "tool_result",
              role: "tool",
              text: output,
              metadata: { tool_name: name, is_error: /FAIL|error|Error/.test(output) ? "true" : "false" },
            },
          ],
          q: (text, labels, style) => ({ text, labels, style }),
        };
        if (e === fillerAt) {
          for (const draft of filler(x).flat()) push(draft);
          continue;
        }
        const kind = decks.kind();
        const episode = EPISODES[kind](x);
        const byLabel = new Map();
        for (const draft of episode.steps.flat()) {
          const event = push(draft);
          if (draft.label) byLabel.set(draft.label, event);
        }
        for (const q of episode.questions) {
          const support = q.labels.map((l) => byLabel.get(l)).filter(Boolean);
          if (support.length !== q.labels.length) throw new Error(`episode ${kind} lacks a labelled step of ${q.labels}`);
          questions.push({
            id: `q${questions.length + 1}`,
            text: q.text,
            style: q.style,
            kind,
            support: support.map((ev) => ev.event_id),
            session_id: sessionId,
            ts: support[0].ts,
          });
        }
      }
      push({ event_type: "session_end", role: "system", text: "" });
      clock = ts + n(20, 90) * MINUTE_MS;
    }
  }
  // Two episodes can ask the same question (same kind, same area): neither has one answer.
  const count = new Map();
  for (const q of questions) count.set(q.text, (count.get(q.text) ?? 0) + 1);
  const unambiguous = questions.filter((q) => count.get(q.text) === 1).map((q, i) => ({ ...q, id: `q${i + 1}` }));
  return { events, questions: unambiguous };
}
