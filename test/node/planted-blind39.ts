/**
 * Blind planted set 39 for the offline long-term-memory extractor.
 * Blind: written without reading the extractor; measured once by the lead, then training data.
 *
 * Style: long sessions, each covering a whole workday (many topics in one session, the planted
 * items interleaved with much routine work: reviews, test runs, small fixes, questions), in
 * any stack (Go, Python, Rust, TypeScript, Ruby, Kotlin, Terraform, ...), in Claude Code and
 * Codex CLI voice. Each session is one segment; the items planted in it are listed with it:
 * 84 items (19 decisions, 25 instructions, 23 facts, 17 tasks) in 52 sessions, 13 of which
 * plant nothing.
 * Every other message must give nothing: questions, hypotheses, proposals the user rejects or
 * never confirms, withdrawn ideas, unconfirmed guesses, quoted code/logs/tool output (with
 * words like "always", "never", "TODO"), chit-chat, and requests the agent completes in the
 * same session. Superseded decisions: only the later decision is planted.
 *
 * Matching rule (fixed before the extractor was run on this set; the one in planted-blind.ts):
 * - A candidate matches a planted item when it comes from the item's segment, has the item's
 *   kind, and every one of the item's key words occurs in the candidate's text
 *   (case-insensitive substring).
 * - Recall = planted items matched by at least one candidate / planted items.
 * - Precision = candidates that match some planted item of their segment / all candidates.
 *   A second candidate matching an already-matched item counts as correct for precision
 *   (it is true), and is reported as a duplicate.
 * - Also reported, not asserted: "right words, wrong kind" (a candidate whose text has an
 *   item's key words but another kind), which counts as a false positive and leaves the
 *   item missed.
 */
import { type BlindSession, plantedSet } from "./planted-scoring";
import type { SessionBuilder } from "./session-builder";

/** Routine work that fills a workday and must give nothing: reviews, test runs, small fixes, chit-chat. */
const CHORES: ((s: SessionBuilder) => SessionBuilder)[] = [
  (s) =>
    s
      .user("can you rerun the tests, i think the flaky one passed on retry in CI")
      .bash("npm test -- --reporter=dot", "........................................\n412 passed, 0 failed (38.2s)")
      .assistant("All 412 pass locally. The one CI flagged passed on its retry there too, so nothing to change for now."),
  (s) =>
    s
      .user("typo in the README, 'recieve' in the setup section. fix pls")
      .file("Edit", "README.md")
      .assistant("Fixed: `recieve` → `receive` in the setup section. No other occurrences."),
  (s) =>
    s
      .user("quick review of PR 212? just the diff, nothing deep")
      .bash("gh pr diff 212 | head -60", "+  // TODO: handle the empty page case\n+  const page = await fetchPage(cursor)\n+  if (!page) return []")
      .assistant(
        "Looks fine overall. Two nits: the `// TODO: handle the empty page case` is actually handled two lines below, so the comment is stale; and `fetchPage` could throw on a 404 that isn't caught. I left both as review comments.",
      ),
  (s) =>
    s
      .user("whats eating the disk on my machine, docker again?")
      .bash(
        "docker system df",
        "TYPE            TOTAL     ACTIVE    SIZE      RECLAIMABLE\nImages          41        6         18.3GB    15.9GB (86%)\nBuild Cache     212       0         7.1GB     7.1GB",
      )
      .assistant("Yes, mostly old images and build cache: ~23 GB reclaimable. `docker system prune -a` would free it if you don't need the old images.")
      .user("ok do it")
      .bash("docker system prune -af", "Total reclaimed space: 22.84GB")
      .assistant("Done, 22.8 GB reclaimed."),
  (s) =>
    s
      .user("lint is red on my branch")
      .bash("npm run lint", "src/util/dates.ts\n  14:7  error  'tmp' is assigned a value but never used  no-unused-vars\n\n1 problem", 1)
      .file("Edit", "src/util/dates.ts")
      .bash("npm run lint", "✔ no problems")
      .assistant("One unused variable in `src/util/dates.ts`; removed it and lint is clean."),
  (s) =>
    s
      .user("brb lunch")
      .assistant("Sure, I'll be here.")
      .user("back. where were we")
      .assistant("We'd just finished the last change and the tests were green. Nothing pending from my side."),
  (s) =>
    s
      .user("what does this mean: `ECONNRESET` from the test db every now and then?")
      .assistant(
        "`ECONNRESET` means the other end closed the socket mid-request. For a local test database it's often the container restarting or an idle connection being reaped. Could be either; I'd need the container logs to say which.",
      )
      .user("nah leave it, it's rare"),
  (s) =>
    s
      .user("bump the patch version and write a changelog line for the fix we just did")
      .file("Edit", "CHANGELOG.md")
      .bash("git diff --stat", " CHANGELOG.md | 2 ++\n package.json | 2 +-\n 2 files changed, 3 insertions(+), 1 deletion(-)")
      .assistant("Bumped the patch version and added a line under Unreleased → Fixed."),
  (s) =>
    s
      .user("look at the failing job on main")
      .bash(
        "gh run view --log-failed | tail -20",
        "Error: connect ETIMEDOUT 10.0.4.12:5432\n    at TCPConnectWrap.afterConnect\n##[error]Process completed with exit code 1.",
      )
      .assistant("It timed out connecting to the database service container, not a test failure. I re-ran the job.")
      .bash("gh run rerun --failed", "✓ Requested rerun of failed jobs")
      .assistant("Re-run requested; it went green on the second attempt."),
  (s) =>
    s
      .user("can you explain what this regex does `^(?!.*\\.test\\.).*\\.ts$`")
      .assistant(
        "It matches paths ending in `.ts` that don't contain `.test.` anywhere, i.e. source files but not test files. The `(?!...)` is a negative lookahead from the start of the string.",
      ),
  (s) =>
    s
      .user("rename `getUsr` to `getUser` everywhere")
      .bash("rg -l 'getUsr\\b' | xargs sed -i 's/getUsr\\b/getUser/g' && rg -c getUsr", "", 1)
      .bash("npm run typecheck", "✔ no errors")
      .assistant("Renamed in 7 files; nothing named `getUsr` is left and typecheck passes."),
  (s) =>
    s
      .user("review the commit i just pushed, anything obviously wrong?")
      .bash("git show --stat HEAD", "commit 9f2c1e4\n    wip: retry wrapper\n\n src/net/retry.ts | 41 +++++++++++\n 1 file changed")
      .file("Read", "src/net/retry.ts")
      .assistant(
        "Nothing obviously wrong. The wrapper retries on every error including 4xx, which is probably not what you want for a 400, but that's a judgment call. The comment `// always retry, the server never lies` reads like a joke that will confuse someone later.",
      ),
  (s) =>
    s
      .user("run the full suite once more before i push")
      .bash("make test", "ok  \tgithub.com/acme/app/internal/...\t4.812s\nPASS")
      .assistant("Green. Good to push."),
  (s) => s.user("haha the build bot just posted a gif in the channel").assistant("Ha, at least it's a green gif."),
  (s) =>
    s
      .user("format everything")
      .bash("npm run format", "Checked 214 files in 1.1s. Fixed 3 files.")
      .assistant("Formatted; three files changed, whitespace only."),
  (s) =>
    s
      .user("is there a quick way to see which tests are slowest?")
      .bash(
        "npx vitest run --reporter=verbose 2>&1 | sort -t'(' -k2 -nr | head -5",
        "✓ sync > replays a backlog (2110ms)\n✓ import > large csv (1604ms)\n✓ auth > rotates keys (903ms)",
      )
      .assistant("Those three are the slowest: the backlog replay (2.1 s), the large CSV import (1.6 s), key rotation (0.9 s). Nothing alarming."),
];

/** Adds routine work `k` (and the next ones, `n` in all) to the session. */
function chores(s: SessionBuilder, k: number, n = 1): SessionBuilder {
  for (let i = 0; i < n; i++) CHORES[(k + i) % CHORES.length]!(s);
  return s;
}

export const BLIND39_SESSIONS: BlindSession[] = [
  {
    id: "b39-01-billing-go",
    build: (s) => {
      s.user("morning. first thing: the invoice export is slow again, can you profile `ExportInvoices`?")
        .bash("go test ./internal/billing -run XXX -bench BenchmarkExport -cpuprofile cpu.out", "BenchmarkExport-8   \t      12\t  98123456 ns/op\nPASS")
        .bash(
          "go tool pprof -top cpu.out | head -8",
          "      flat  flat%   sum%\n   41.2s 38.10% 38.10%  encoding/json.(*encodeState).marshal\n   22.9s 21.20% 59.30%  runtime.mallocgc",
        )
        .assistant(
          "Most of the time is JSON marshalling and allocation. The export builds one big `[]Invoice` and marshals it at the end; streaming with `json.Encoder` per row would cut the allocations.",
        );
      s.user("ok stream it")
        .file("Edit", "internal/billing/export.go")
        .bash("go test ./internal/billing/...", "ok  \tgithub.com/acme/billing/internal/billing\t1.204s")
        .assistant("Streaming now, tests pass, the benchmark went from 98 ms to 31 ms per op.");
      chores(s, 0, 2);
      s.user(
        "ok so about the money type. we talked about float64 vs int cents last week. decided: all amounts are int64 minor units from now on, no floats anywhere in billing. the currency travels next to it",
      )
        .bash("rg -n 'float64' internal/billing | wc -l", "17")
        .assistant("Understood. There are 17 `float64` uses in `internal/billing`; I'll convert them to `int64` minor units with a `Currency` field alongside.")
        .file("Edit", "internal/billing/money.go")
        .bash("go build ./... && go test ./internal/billing/...", "ok  \tgithub.com/acme/billing/internal/billing\t1.311s")
        .assistant("Converted; build and tests pass.");
      chores(s, 4);
      s.user(
        "also fyi the tax service (taxd) only answers from inside the VPC, so local runs need the stub in `testdata/taxd`. took me an hour to remember that",
      )
        .bash("ls testdata/taxd", "rates.json\nserver.go")
        .assistant("Noted, the stub is there: `testdata/taxd/server.go` serving `rates.json`.");
      chores(s, 7);
      return s.user("thats it for today").assistant("Have a good evening.").stop();
    },
    planted: [
      { kind: "decision", keys: ["minor units"] },
      { kind: "fact", keys: ["taxd", "vpc"] },
    ],
  },
  {
    id: "b39-02-django-review",
    build: (s) => {
      s.user("hey. can you look at why `test_signup_flow` fails on my machine but not CI")
        .bash("pytest tests/test_signup.py -x -q", "F\nE   AssertionError: assert 'Europe/Berlin' == 'UTC'\n1 failed in 0.84s", 1)
        .assistant("The test reads the machine's time zone. CI runs in UTC, you're in Berlin. Setting `TZ=UTC` in the test settings fixes it.")
        .file("Edit", "config/settings/test.py")
        .bash("pytest tests/test_signup.py -q", "3 passed in 0.79s")
        .assistant("Fixed, passes now.");
      chores(s, 2);
      s.user("what do you think about moving celery to dramatiq? just thinking out loud")
        .assistant(
          "Dramatiq is simpler and its retries are saner by default, but you'd lose celery beat and you have 14 periodic tasks. It's a real migration, not an afternoon.",
        )
        .user("yeah not now. forget it");
      chores(s, 5, 2);
      s.user(
        "one rule for this repo going forward: every migration has to be reversible. if you write a RunPython, give it a reverse_code, even if it's a noop",
      )
        .bash("rg -L 'reverse_code' apps/*/migrations/*.py | head -3", "apps/accounts/migrations/0031_backfill_names.py")
        .assistant(
          "Got it. One existing migration (`0031_backfill_names`) has a `RunPython` without `reverse_code`; I'll leave it alone unless you want it fixed.",
        )
        .user("leave it");
      chores(s, 10);
      return s.stop();
    },
    planted: [{ kind: "instruction", keys: ["reversible"] }],
  },
  {
    id: "b39-03-rust-cli",
    build: (s) => {
      s.user("cargo build is failing after the rustup update")
        .bash("cargo build 2>&1 | tail -5", "error[E0658]: use of unstable library feature `let_chains`\n  --> src/config.rs:88:12", 101)
        .assistant(
          "`let_chains` isn't stable on the toolchain you updated to. The project needs a pinned toolchain or that code rewritten with nested `if let`.",
        )
        .user("rewrite it, we're not going nightly")
        .file("Edit", "src/config.rs")
        .bash("cargo build && cargo test", "   Compiling rk v0.9.2\n    Finished test [unoptimized + debuginfo]\ntest result: ok. 88 passed; 0 failed")
        .assistant("Rewritten with nested `if let`; builds and all 88 tests pass.");
      chores(s, 3);
      s.user('and pin it: we stay on stable, rust-toolchain.toml with channel = "1.82". bump only on purpose')
        .file("Write", "rust-toolchain.toml")
        .bash("cat rust-toolchain.toml", '[toolchain]\nchannel = "1.82"')
        .assistant("Pinned to 1.82 via `rust-toolchain.toml`.");
      chores(s, 8);
      s.user(
        "later this week we need to port the `--json` output of `rk status` to the new schema v2, don't do it now, i have to ask Mia about the field names first",
      )
        .bash("rk status --json | head -3", '{\n  "schema": 1,\n  "entries": [')
        .assistant("Okay, I won't touch it. Current output is schema 1.");
      chores(s, 12);
      return s.stop();
    },
    planted: [
      { kind: "decision", keys: ["1.82"] },
      { kind: "task", keys: ["schema v2"] },
    ],
  },
  {
    id: "b39-04-empty-frontend",
    build: (s) => {
      s.user("the modal on the settings page doesnt close on escape")
        .file("Read", "src/components/Modal.tsx")
        .assistant("The keydown listener is attached to the dialog element, which doesn't have focus when it opens. I'll move focus into it on mount.")
        .file("Edit", "src/components/Modal.tsx")
        .bash("npx vitest run src/components/Modal.test.tsx", " ✓ src/components/Modal.test.tsx (4)\n Test Files  1 passed (1)")
        .assistant("Escape closes it now; added a test.");
      chores(s, 0, 3);
      s.user("maybe we should switch to radix for dialogs? or is that overkill")
        .assistant("For one modal it's overkill; if you end up with popovers and menus too it starts paying off.")
        .user("hm ok, let me think");
      chores(s, 6);
      return s.stop();
    },
    planted: [],
  },
  {
    id: "b39-05-terraform",
    build: (s) => {
      s.user("plan for staging please")
        .bash("terraform -chdir=envs/staging plan -no-color | tail -4", "Plan: 2 to add, 1 to change, 0 to destroy.")
        .assistant("2 to add (the new SQS queue and its DLQ), 1 to change (the Lambda's env vars). Nothing destroyed.")
        .user("apply")
        .bash("terraform -chdir=envs/staging apply -auto-approve -no-color | tail -1", "Apply complete! Resources: 2 added, 1 changed, 0 destroyed.")
        .assistant("Applied.");
      chores(s, 2);
      s.user("important, for you and future you: never run apply against envs/prod. prod goes through the atlantis PR flow only. plan is fine")
        .assistant("Understood: plan only against `envs/prod`, applies go through Atlantis on the PR.")
        .bash("ls envs", "dev\nprod\nstaging");
      chores(s, 9);
      s.user("the state bucket is `acme-tfstate-euw1` with a dynamodb lock table `tf-locks`, in case you ever need to unstick a lock")
        .bash("aws dynamodb scan --table-name tf-locks --max-items 1 --query 'Count'", "0")
        .assistant("Noted. No locks held right now.");
      chores(s, 13);
      return s.stop();
    },
    planted: [
      { kind: "instruction", keys: ["prod", "atlantis"] },
      { kind: "fact", keys: ["tf-locks"] },
    ],
  },
  {
    id: "b39-06-rails-day",
    build: (s) => {
      s.user("Good morning! Can you start by running the spec suite, I merged Jonas's branch last night")
        .bash("bundle exec rspec --format progress | tail -3", "Finished in 2 minutes 11 seconds\n1204 examples, 3 failures", 1)
        .assistant(
          "3 failures, all in `spec/models/subscription_spec.rb`, all about `renews_at` being off by one day. Looks like Jonas's change to the trial length.",
        )
        .file("Read", "app/models/subscription.rb")
        .assistant("`TRIAL_DAYS` went from 14 to 15 in his branch but the specs still expect 14. Was that intended?")
        .user("yes intended, update the specs")
        .file("Edit", "spec/models/subscription_spec.rb")
        .bash("bundle exec rspec spec/models/subscription_spec.rb", "23 examples, 0 failures")
        .assistant("Specs updated, green.");
      chores(s, 1, 2);
      s.user(
        "let's talk background jobs. sidekiq is fine, but the retry default of 25 is insane for the webhook jobs. set webhook jobs to 5 retries. actually no, make it 8, partners complained about short windows before",
      )
        .file("Edit", "app/jobs/webhook_delivery_job.rb")
        .bash("rg -n 'sidekiq_options' app/jobs/webhook_delivery_job.rb", "3:  sidekiq_options retry: 8, queue: :webhooks")
        .assistant("Webhook delivery jobs now retry 8 times on the `webhooks` queue.");
      chores(s, 4);
      s.user("whenever you add a new job class, put it on a named queue, never `default`. default is reserved for mailers").assistant(
        "Will do: every new job gets a named queue; `default` stays for mailers.",
      );
      chores(s, 11);
      s.user("btw is `sidekiq-cron` still maintained? i think it might be abandoned").assistant(
        "I can't check from here without network; last version in your Gemfile.lock is 1.12.0. I wouldn't assume either way.",
      );
      return s.stop();
    },
    planted: [
      { kind: "fact", keys: ["trial", "15"] },
      { kind: "decision", keys: ["8", "webhook"] },
      { kind: "instruction", keys: ["named queue"] },
    ],
  },
  {
    id: "b39-07-codex-k8s",
    build: (s) => {
      s.user("pods in `search` keep restarting, check it")
        .bash(
          "kubectl -n search get pods",
          "NAME                      READY   STATUS             RESTARTS\nsearch-api-7d9f-xk2        0/1     CrashLoopBackOff   14",
        )
        .bash("kubectl -n search logs search-api-7d9f-xk2 --previous | tail -3", "panic: opensearch: dial tcp: lookup os-master.search.svc: no such host")
        .assistant(
          "Ran `kubectl logs --previous`. The API panics at startup because `os-master.search.svc` doesn't resolve. The service was renamed to `opensearch` in yesterday's chart bump (`charts/search/values.yaml:12`).",
        )
        .file("Edit", "charts/search/values.yaml")
        .bash("helm upgrade search charts/search -n search", 'Release "search" has been upgraded. Happy Helming!')
        .bash("kubectl -n search rollout status deploy/search-api", 'deployment "search-api" successfully rolled out')
        .assistant("Updated the host in `values.yaml`, upgraded the release; rollout completed.");
      chores(s, 8);
      s.user(
        "the opensearch cluster runs 3 data nodes with 2 replicas per index, so losing one node is fine but two isn't. write that down somewhere in your head",
      )
        .bash("curl -s opensearch.search.svc:9200/_cat/nodes | wc -l", "3")
        .assistant("3 data nodes confirmed.");
      chores(s, 14, 2);
      s.user("TODO for next sprint: move the search index settings out of the helm values into the app's own bootstrap. not today").assistant(
        "Noted as open; not touching it today.",
      );
      return s.stop();
    },
    planted: [
      { kind: "fact", keys: ["3 data nodes"] },
      { kind: "task", keys: ["index settings", "bootstrap"] },
    ],
  },
  {
    id: "b39-08-kotlin-android",
    build: (s) => {
      s.user("gradle sync takes forever. anything obvious?")
        .bash("./gradlew help --scan 2>&1 | tail -2", "BUILD SUCCESSFUL in 1m 48s\nPublishing build scan...")
        .assistant(
          "Configuration takes 1m 30s of that. Configuration cache is off; turning it on is the usual fix, but two of your plugins aren't compatible with it yet.",
        )
        .user("skip then");
      chores(s, 0);
      s.user("so we decided in the team call: Koin is out, we're moving DI to Hilt. new screens use Hilt starting now, old ones migrate when touched")
        .bash("rg -l 'org.koin' app/src/main | wc -l", "23")
        .assistant("Got it. 23 files still use Koin; new screens go on Hilt and I'll migrate old ones only when we're already editing them.");
      chores(s, 3, 2);
      s.user("min sdk is 26, don't use anything newer without a version check. and the release build is minified with R8, so any reflection needs keep rules")
        .file("Read", "app/proguard-rules.pro")
        .assistant("Understood on both. The keep rules are in `app/proguard-rules.pro`.");
      chores(s, 10);
      s.user("oh and can you add the `ktlint` check to the pre-commit hook")
        .file("Edit", ".githooks/pre-commit")
        .bash(".githooks/pre-commit", "ktlint: 0 errors")
        .assistant("Added; it runs ktlint on staged Kotlin files.");
      return s.stop();
    },
    planted: [
      { kind: "decision", keys: ["hilt"] },
      { kind: "fact", keys: ["min sdk", "26"] },
      { kind: "instruction", keys: ["reflection", "keep rules"] },
    ],
  },
  {
    id: "b39-09-empty-python",
    build: (s) => {
      s.user("pandas warning spam in the notebook export, SettingWithCopyWarning")
        .bash("python scripts/export.py 2>&1 | grep -c SettingWithCopyWarning", "42")
        .assistant("It's the chained assignment in `clean_rows`. Using `.loc` removes it.")
        .file("Edit", "scripts/export.py")
        .bash("python scripts/export.py 2>&1 | grep -c SettingWithCopyWarning", "0")
        .assistant("Gone.");
      chores(s, 5, 3);
      s.user("would polars be faster here? the file is only 40MB")
        .assistant("Probably 2-5x on the groupby, but at 40 MB the script runs in 3 seconds anyway. I'd not bother.")
        .user("agreed");
      return s.stop();
    },
    planted: [],
  },
  {
    id: "b39-10-node-api",
    build: (s) => {
      s.user("start with a dependency audit pls")
        .bash("npm audit --omit=dev", "found 2 moderate severity vulnerabilities\n  semver <7.5.2\n  tough-cookie <4.1.3")
        .assistant("Two moderate: `semver` and `tough-cookie`, both transitive. `npm audit fix` resolves them without major bumps.")
        .bash("npm audit fix && npm test", "fixed 2 of 2 vulnerabilities\nTests: 318 passed")
        .assistant("Fixed, tests pass.");
      chores(s, 2, 2);
      s.user("we use pnpm in this repo actually, not npm. you just created a package-lock.json. delete it and please always use pnpm here")
        .bash("rm package-lock.json && pnpm install --frozen-lockfile", "Lockfile is up to date, resolution step is skipped\nDone in 2.1s")
        .assistant("Removed `package-lock.json`, reinstalled with pnpm. I'll use pnpm for everything in this repo.");
      chores(s, 6);
      s.user(
        "the rate limiter: I was going to say fixed window, but token bucket is better for bursts. ok final: token bucket, 100 req/min per api key, burst 20",
      )
        .file("Edit", "src/middleware/rateLimit.ts")
        .bash("pnpm vitest run src/middleware/rateLimit.test.ts", " ✓ rateLimit (6)\n Test Files  1 passed")
        .assistant("Token bucket per API key: 100/min refill, burst 20. Six tests cover refill and burst.");
      chores(s, 12);
      s.user("someone still has to write the load test for the limiter against staging — not me today, and not you, it needs the staging keys. leave a note")
        .bash("gh issue list --label perf --limit 3", "#88  flaky p99 on /search\n#91  memory growth in worker")
        .assistant("No existing issue for it. I'll leave it as an open item: load test the rate limiter on staging (needs staging API keys).");
      return s.stop();
    },
    planted: [
      { kind: "instruction", keys: ["pnpm"] },
      { kind: "decision", keys: ["token bucket"] },
      { kind: "task", keys: ["load test"] },
    ],
  },
  {
    id: "b39-11-go-grpc",
    build: (s) => {
      s.user("buf lint is complaining")
        .bash("buf lint", 'proto/orders/v1/orders.proto:44:3:Field name "orderID" should be lower_snake_case, such as "order_id".', 100)
        .file("Edit", "proto/orders/v1/orders.proto")
        .bash("buf lint && buf generate", "")
        .assistant("Renamed `orderID` to `order_id`; lint passes and code is regenerated.");
      chores(s, 12);
      s.user("Q: should we version the proto package per breaking change, like orders.v2? or just be careful")
        .assistant("Per-package versioning (`orders.v2`) is the buf convention and lets old clients keep working. Being careful works until it doesn't.")
        .user("let me ask the platform folks first");
      chores(s, 1);
      s.user(
        "fact you should know: the orders service and the inventory service share ONE postgres database but different schemas, `orders` and `inv`. cross-schema joins are forbidden by convention but physically possible",
      )
        .bash("psql $DATABASE_URL -c '\\dn'", "  Name   |  Owner\n---------+---------\n inv     | app\n orders  | app\n public  | postgres")
        .assistant("Confirmed: `orders` and `inv` schemas in the same database.");
      chores(s, 4, 2);
      s.user("and please, when you touch a .proto file, run `buf breaking --against '.git#branch=main'` before saying you're done")
        .bash("buf breaking --against '.git#branch=main'", "")
        .assistant("Ran it now: no breaking changes against main. I'll run it after every proto change.");
      return s.stop();
    },
    planted: [
      { kind: "fact", keys: ["inv", "schema"] },
      { kind: "instruction", keys: ["buf breaking"] },
    ],
  },
  {
    id: "b39-12-empty-chitchat",
    build: (s) => {
      s.user("hi! slow day, just cleaning up")
        .assistant("Sounds good. What would you like to start with?")
        .user("delete the merged branches locally")
        .bash(
          "git branch --merged main | grep -v main | xargs git branch -d",
          "Deleted branch fix/typo (was 1a2b3c4).\nDeleted branch feat/export (was 5d6e7f8).",
        )
        .assistant("Deleted two merged branches.");
      chores(s, 13, 4);
      s.user("do you think we'll ever get rid of the jquery on the admin pages lol").assistant("Someday. It's 11 files; not a big job, just never urgent.");
      return s.stop();
    },
    planted: [],
  },
  {
    id: "b39-13-python-ml",
    build: (s) => {
      s.user("the training job OOMs on the A10 box")
        .bash("python train.py --config configs/base.yaml 2>&1 | tail -2", "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB", 1)
        .assistant(
          "Batch size 64 at 512 tokens doesn't fit in 24 GB with fp32. bf16 autocast plus gradient accumulation (batch 16 × 4) keeps the effective batch.",
        )
        .file("Edit", "configs/base.yaml")
        .bash("python train.py --config configs/base.yaml --max-steps 20 2>&1 | tail -1", "step 20 | loss 3.912 | 11.8 GiB peak")
        .assistant("Runs now, 11.8 GiB peak.");
      chores(s, 15);
      s.user("decision for the project: we train in bf16 everywhere, fp32 only for the eval of the final checkpoint")
        .assistant("Understood: bf16 for training, fp32 for the final checkpoint's eval.")
        .bash("rg -n 'precision' configs/*.yaml", "configs/base.yaml:7:precision: bf16\nconfigs/large.yaml:7:precision: fp32");
      s.user("make large.yaml bf16 too").file("Edit", "configs/large.yaml").assistant("Done.");
      chores(s, 0);
      s.user("the eval set lives in s3://acme-ml/eval/v3 and it's frozen, nobody writes to it. v2 is deprecated")
        .bash("aws s3 ls s3://acme-ml/eval/v3/ | wc -l", "12")
        .assistant("12 shards in v3. I'll only read from there.");
      chores(s, 7);
      s.user("i suspect the tokenizer is dropping emojis but haven't verified it. no action").assistant(
        "Okay. If you want I can check later with a couple of samples.",
      );
      return s.stop();
    },
    planted: [
      { kind: "decision", keys: ["bf16"] },
      { kind: "fact", keys: ["eval", "v3"] },
    ],
  },
  {
    id: "b39-14-codex-monorepo",
    build: (s) => {
      s.user("turbo cache misses on every CI run")
        .bash("npx turbo run build --dry=json | jq '.tasks[0].hash'", '"b1f0..."')
        .bash("npx turbo run build --summarize 2>&1 | grep -i 'env'", "  Environment Variables: GIT_SHA, BUILD_TIME")
        .assistant(
          "Ran `turbo run build --summarize`. `BUILD_TIME` is part of the hash inputs (`turbo.json:18`), and it changes every run, so the cache never hits.",
        )
        .file("Edit", "turbo.json")
        .assistant("Removed `BUILD_TIME` from `globalEnv`; a second run now hits the cache.");
      chores(s, 2);
      s.user(
        "while you're there: in this monorepo packages never import from another package's src/, only from its public entry. enforce it mentally, we don't have a lint rule yet",
      ).assistant("Understood: cross-package imports go through the package entry only.");
      chores(s, 8, 2);
      s.user("we should add that lint rule (eslint-plugin-boundaries or similar) but not this week")
        .bash("pnpm ls eslint-plugin-boundaries -r --depth 0", "")
        .assistant("Not installed anywhere yet. Leaving it for later.");
      chores(s, 11);
      return s.stop();
    },
    planted: [
      { kind: "instruction", keys: ["public entry"] },
      { kind: "task", keys: ["lint rule"] },
    ],
  },
  {
    id: "b39-15-ios-swift",
    build: (s) => {
      s.user("xcodebuild test fails on CI with a signing error")
        .bash(
          "xcodebuild test -scheme App -destination 'platform=iOS Simulator,name=iPhone 15' 2>&1 | tail -2",
          'error: Signing for "AppTests" requires a development team.',
          65,
        )
        .assistant(
          "The test target has automatic signing on; simulator tests don't need signing. Setting `CODE_SIGNING_ALLOWED=NO` for the test action fixes CI.",
        )
        .file("Edit", "ci/test.sh")
        .bash("ci/test.sh", "** TEST SUCCEEDED **")
        .assistant("Passes.");
      chores(s, 4);
      s.user("swiftui or uikit for the new onboarding? i kind of want swiftui")
        .assistant("SwiftUI fits onboarding well (mostly static screens, animations). Your min iOS 15 supports what you'd need.")
        .user("ok swiftui it is for onboarding. rest stays uikit for now")
        .assistant("SwiftUI for onboarding, UIKit elsewhere.")
        .file("Write", "App/Onboarding/OnboardingView.swift");
      chores(s, 9);
      s.user(
        "note: the app store review team rejected us twice for the tracking prompt wording. legal owns that string, don't edit `NSUserTrackingUsageDescription` ever",
      )
        .bash("plutil -extract NSUserTrackingUsageDescription raw App/Info.plist", "We use this to measure ad performance.")
        .assistant("Understood, I won't touch that string.");
      chores(s, 14);
      return s.stop();
    },
    planted: [
      { kind: "decision", keys: ["swiftui", "onboarding"] },
      { kind: "instruction", keys: ["nsusertrackingusagedescription"] },
    ],
  },
  {
    id: "b39-16-java-spring",
    build: (s) => {
      s.user("mvn verify red")
        .bash(
          "./mvnw -q verify 2>&1 | tail -4",
          "[ERROR] Tests run: 212, Failures: 1\n[ERROR]   OrderControllerIT.createsOrder:58 expected:<201> but was:<400>",
          1,
        )
        .file("Read", "src/test/java/com/acme/orders/OrderControllerIT.java")
        .assistant("The test posts `quantity: 0`, which the new `@Min(1)` validation rejects. Either the test or the constraint is wrong.")
        .user("test is wrong, zero quantity makes no sense")
        .file("Edit", "src/test/java/com/acme/orders/OrderControllerIT.java")
        .bash("./mvnw -q verify", "[INFO] BUILD SUCCESS")
        .assistant("Fixed the test, build green.");
      chores(s, 10, 2);
      s.user("flyway: from now on, never edit a migration that has been merged to main, always a new V-file. we got bitten by checksum mismatches in prod")
        .bash("ls src/main/resources/db/migration | tail -2", "V41__order_notes.sql\nV42__index_orders_customer.sql")
        .assistant("Understood. Next migration would be `V43__...`.");
      chores(s, 3);
      s.user("the `orders` table has ~180M rows, so any index has to be created CONCURRENTLY or it locks for an hour")
        .assistant("Noted: `CREATE INDEX CONCURRENTLY` for `orders`.")
        .bash("psql -c \"select reltuples::bigint from pg_class where relname='orders'\"", " reltuples\n-----------\n 181204551");
      return s.stop();
    },
    planted: [
      { kind: "instruction", keys: ["migration", "merged"] },
      { kind: "fact", keys: ["orders", "180m"] },
      { kind: "instruction", keys: ["concurrently"] },
    ],
  },
  {
    id: "b39-17-empty-review",
    build: (s) => {
      s.user("review time. PR 340, 341, 342")
        .bash("gh pr view 340 --json title,additions,deletions", '{"title":"feat: bulk archive","additions":212,"deletions":14}')
        .assistant("340 (bulk archive): reasonable, but the archive loop does one query per item; a single `UPDATE ... WHERE id = ANY($1)` would do.")
        .bash("gh pr view 341 --json title,additions", '{"title":"chore: bump deps","additions":88}')
        .assistant("341 is a dependency bump, lockfile only, CI green. Fine to merge.")
        .bash("gh pr diff 342 | grep -n 'never'", "+    // never call this from a request handler, it blocks")
        .assistant("342: the comment says `never call this from a request handler, it blocks`, but `handleExport` does exactly that on line 77. Flagged it.");
      chores(s, 0);
      s.user("thanks, i'll pass it on").assistant("👍");
      return s.stop();
    },
    planted: [],
  },
  {
    id: "b39-18-infra-dns",
    build: (s) => {
      s.user("cert renewal for api.acme.io failed last night, check")
        .bash(
          "kubectl -n cert-manager logs deploy/cert-manager --since=12h | grep -i error | tail -2",
          "E1102 challenge failed: DNS record _acme-challenge.api.acme.io not found",
        )
        .assistant(
          "The DNS-01 challenge record never appeared. cert-manager's Route53 role lost `route53:ChangeResourceRecordSets` in last week's IAM cleanup.",
        )
        .bash("aws iam get-role-policy --role-name cert-manager --policy-name dns | grep Change", "")
        .assistant("Confirmed, the action is missing from the policy. Adding it back through Terraform is the right place.")
        .file("Edit", "infra/iam/cert_manager.tf")
        .bash("terraform -chdir=infra plan -no-color | tail -1", "Plan: 0 to add, 1 to change, 0 to destroy.")
        .assistant("Plan shows the one policy change.");
      s.user("apply it, infra/ isn't prod-gated")
        .bash("terraform -chdir=infra apply -auto-approve -no-color | tail -1", "Apply complete! Resources: 0 added, 1 changed, 0 destroyed.")
        .assistant("Applied; I'll retrigger the certificate.")
        .bash("kubectl cert-manager renew api-acme-io -n ingress", "Manually triggered issuance of Certificate ingress/api-acme-io")
        .assistant("Renewal triggered and issued.");
      chores(s, 5);
      s.user("DNS for acme.io is in Route53 but the acme.dev zone is still on Cloudflare, don't mix them up").assistant(
        "Noted: acme.io on Route53, acme.dev on Cloudflare.",
      );
      chores(s, 12, 2);
      s.user("we need an alert on cert expiry < 14 days. put it on the list, i'll do it with Sam on thursday")
        .bash("rg -n 'certExpiry' monitoring/ | head -1", "")
        .assistant("No such alert exists today. Leaving it open for Thursday.");
      return s.stop();
    },
    planted: [
      { kind: "fact", keys: ["acme.dev", "cloudflare"] },
      { kind: "task", keys: ["cert expiry"] },
    ],
  },
  {
    id: "b39-19-elixir",
    build: (s) => {
      s.user("mix test hangs at the end")
        .bash("timeout 120 mix test 2>&1 | tail -2", "Finished in 14.1 seconds\n310 tests, 0 failures", 124)
        .assistant("All tests pass, then something keeps the VM alive. Probably the `Broadway` pipeline started in `test_helper.exs` without being stopped.")
        .file("Edit", "test/test_helper.exs")
        .bash("timeout 120 mix test 2>&1 | tail -1", "310 tests, 0 failures")
        .assistant("It exits now; the pipeline is started only in the tests that need it.");
      chores(s, 1);
      s.user("let's settle the pubsub question: Phoenix.PubSub with the pg adapter, no redis. we don't want another moving part")
        .bash("rg -n 'PubSub' config/config.exs", "config/config.exs:22:  pubsub_server: App.PubSub")
        .assistant("Okay: Phoenix.PubSub on the default `pg` adapter, no Redis.");
      chores(s, 6, 2);
      s.user("i prefer pattern matching in function heads over `case` in the body when there are 3+ branches. keep that style").assistant(
        "Got it, multi-clause functions over `case` for three or more branches.",
      );
      chores(s, 15);
      return s.stop();
    },
    planted: [
      { kind: "decision", keys: ["pubsub", "redis"] },
      { kind: "instruction", keys: ["function heads"] },
    ],
  },
  {
    id: "b39-20-data-pipeline",
    build: (s) => {
      s.user("airflow dag `daily_revenue` failed at 04:10")
        .bash(
          "airflow tasks logs daily_revenue load_fact 2026-11-21 | tail -3",
          'psycopg2.errors.UniqueViolation: duplicate key value violates unique constraint "fact_revenue_pkey"\n[2026-11-21 04:10:12] {taskinstance.py} ERROR - Task failed',
          1,
        )
        .assistant("The load isn't idempotent: a retry inserted the same day again. Turning the insert into an upsert on `(day, account_id)` fixes reruns.")
        .file("Edit", "dags/daily_revenue/load_fact.sql")
        .bash("airflow tasks test daily_revenue load_fact 2026-11-21 | tail -1", "Marking task as SUCCESS.")
        .assistant("Upsert in place; the rerun succeeded.");
      chores(s, 9);
      s.user("rule of thumb for all DAGs from here on: every load task must be idempotent, a rerun for the same date cannot change totals")
        .assistant("Understood, idempotent loads for every DAG.")
        .bash("ls dags | wc -l", "14");
      chores(s, 2, 2);
      s.user(
        "and the warehouse is snowflake but finance still reads from the old redshift copy until Q1, so both have to be loaded. don't drop the redshift sink",
      )
        .bash("rg -n 'redshift' dags/daily_revenue/*.py | head -2", "dags/daily_revenue/dag.py:31:    sink_redshift = RedshiftSink(")
        .assistant("Noted, the Redshift sink stays.");
      s.user("we still have to backfill october after the upsert fix. tomorrow.").assistant("Okay, October backfill is open for tomorrow.");
      return s.stop();
    },
    planted: [
      { kind: "instruction", keys: ["idempotent"] },
      { kind: "fact", keys: ["redshift", "finance"] },
      { kind: "task", keys: ["backfill", "october"] },
    ],
  },
  {
    id: "b39-21-vue-shop",
    build: (s) => {
      s.user("the cart total shows NaN when a coupon is applied twice")
        .file("Read", "src/stores/cart.ts")
        .assistant("`applyCoupon` pushes the coupon again and `discount` becomes `undefined` for the duplicate. Making coupons a set keyed by code fixes it.")
        .file("Edit", "src/stores/cart.ts")
        .bash("pnpm vitest run src/stores/cart.test.ts", " ✓ cart (12)")
        .assistant("Fixed with a test for the double-apply case.");
      chores(s, 3);
      s.user("pinia vs keeping vuex for the admin app... we decided on pinia for the shop last month. for admin: also pinia. done deliberating")
        .bash("rg -l \"from 'vuex'\" apps/admin/src | wc -l", "9")
        .assistant("Pinia for admin as well. 9 files in `apps/admin` still import Vuex.");
      chores(s, 7, 2);
      s.user("port those 9 admin stores to pinia next week, after the release freeze").assistant("Okay, I'll leave them until after the freeze.");
      s.user("how long is the freeze btw? i forgot").assistant(
        "I don't know, it isn't written anywhere in the repo I can see. Your release calendar would say.",
      );
      return s.stop();
    },
    planted: [
      { kind: "decision", keys: ["pinia", "admin"] },
      { kind: "task", keys: ["admin stores"] },
    ],
  },
  {
    id: "b39-22-codex-security",
    build: (s) => {
      s.user("secrets scanner flagged something in the last commit")
        .bash(
          "gitleaks detect --log-opts='-1' --no-banner",
          "Finding:     AWS_SECRET_ACCESS_KEY=wJalr...EXAMPLEKEY\nFile:        scripts/dev.env\nRuleID:      aws-secret-access-key",
          1,
        )
        .assistant(
          "Ran `gitleaks detect` on HEAD: `scripts/dev.env` has an AWS secret. It's the documented example key from AWS docs (`...EXAMPLEKEY`), not a real credential.",
        )
        .user("still, allowlist it properly instead of ignoring")
        .file("Edit", ".gitleaks.toml")
        .bash("gitleaks detect --log-opts='-1' --no-banner", "no leaks found")
        .assistant("Added a path+regex allowlist for that example key; scan is clean.");
      chores(s, 4);
      s.user("from now on: any secret goes into 1password and the app reads it via `op run`, never .env files committed, even for dev")
        .assistant("Understood: secrets in 1Password, loaded with `op run`; no committed .env files.")
        .bash("git ls-files | grep -c '\\.env$'", "1");
      s.user("yeah that last one is dev.env, remove it from git")
        .bash("git rm --cached scripts/dev.env && echo scripts/dev.env >> .gitignore", "rm 'scripts/dev.env'")
        .assistant("Untracked and ignored.");
      chores(s, 13, 2);
      return s.stop();
    },
    planted: [{ kind: "instruction", keys: ["1password"] }],
  },
  {
    id: "b39-23-empty-debug",
    build: (s) => {
      s.user("users say login is slow since this morning")
        .bash("curl -s -o /dev/null -w '%{time_total}\\n' https://app.acme.io/login", "2.914")
        .bash("kubectl -n auth top pods", "NAME              CPU(cores)   MEMORY\nauth-6c8f-abc     980m         410Mi")
        .assistant(
          "Login takes 2.9 s and the auth pod is at its CPU limit. Could be the bcrypt cost factor, or just more traffic; I can't tell which from this.",
        )
        .user("maybe the bcrypt cost got bumped in the last deploy?")
        .bash("git log -3 --oneline -- src/auth/hash.ts", "a81f2c0 chore: tidy imports")
        .assistant("The last change to the hashing file was only an import tidy, so probably not the cost factor.")
        .user("then it's traffic probably. scale to 3")
        .bash("kubectl -n auth scale deploy/auth --replicas=3", "deployment.apps/auth scaled")
        .bash("curl -s -o /dev/null -w '%{time_total}\\n' https://app.acme.io/login", "0.412")
        .assistant("Scaled to 3; login is back to 0.4 s.");
      chores(s, 8, 2);
      return s.stop();
    },
    planted: [],
  },
  {
    id: "b39-24-php-laravel",
    build: (s) => {
      s.user("phpunit is super slow, like 9 minutes")
        .bash(
          "php artisan test --profile | tail -4",
          "Top 10 slowest tests:\n  Tests\\Feature\\ReportTest::test_monthly 41.2s\n  Tests\\Feature\\ReportTest::test_yearly 38.7s",
        )
        .assistant("Two report tests take 80 s together; they seed a full year of orders. A smaller factory set would keep the coverage.")
        .file("Edit", "tests/Feature/ReportTest.php")
        .bash("php artisan test --parallel | tail -1", "Tests:  611 passed (1822 assertions)\nDuration: 2m 04s")
        .assistant("With the smaller seed and `--parallel`, 2 minutes.");
      s.user("great. always run the tests with --parallel in this repo, the CI does too").assistant("Will do.");
      chores(s, 0, 2);
      s.user("we're on Laravel 10. the upgrade to 11 is planned for january, don't use any 11-only APIs until then")
        .bash("composer show laravel/framework | grep versions", "versions : * v10.48.4")
        .assistant("Confirmed 10.48. I'll stick to Laravel 10 APIs.");
      chores(s, 10);
      s.user("hmm should we drop the horizon dashboard? nobody looks at it")
        .assistant("It's cheap to keep, but if nobody looks at it, removing it removes one more auth surface.")
        .user("eh. another day");
      return s.stop();
    },
    planted: [
      { kind: "instruction", keys: ["--parallel"] },
      { kind: "fact", keys: ["laravel 10"] },
    ],
  },
  {
    id: "b39-25-go-observability",
    build: (s) => {
      s.user("traces from the gateway aren't showing up in tempo")
        .bash(
          "kubectl -n gw logs deploy/gateway | grep -i otel | tail -2",
          "otel: exporter export timeout: rpc error: code = Unavailable desc = connection refused",
        )
        .assistant("The exporter points at `otel-collector:4317`, but the collector in that namespace listens only on 4318 (HTTP).")
        .file("Edit", "deploy/gateway/values.yaml")
        .bash("kubectl -n gw rollout restart deploy/gateway && sleep 1 && kubectl -n gw logs deploy/gateway --since=1m | grep -ci 'export timeout'", "0")
        .assistant("Switched the gateway to OTLP/HTTP on 4318; no more export errors and traces appear in Tempo.");
      chores(s, 14);
      s.user("for logging in new code let's standardize on zerolog").assistant("Okay, zerolog for new code.");
      chores(s, 3);
      s.user(
        "scratch the zerolog thing from earlier. decision on logging, since it keeps coming up: we go with slog from the std lib, zap gets removed as we touch files. no new zap imports",
      )
        .bash("rg -l 'go.uber.org/zap' --type go | wc -l", "31")
        .assistant("Understood: `log/slog` going forward, no new zap imports. 31 files still use zap.");
      chores(s, 5, 2);
      s.user("the collector is run by the platform team (channel #platform-obs), we can't change its config ourselves, only ask").assistant(
        "Noted, collector config changes go through #platform-obs.",
      );
      chores(s, 11);
      return s.stop();
    },
    planted: [
      { kind: "decision", keys: ["slog"] },
      { kind: "fact", keys: ["collector", "platform"] },
    ],
  },
  {
    id: "b39-26-react-native",
    build: (s) => {
      s.user("expo build for android fails after adding the camera lib")
        .bash(
          "npx expo prebuild --clean && cd android && ./gradlew assembleDebug 2>&1 | tail -2",
          "Execution failed for task ':app:checkDebugAarMetadata'.\n> compileSdkVersion 33 is lower than 34 required",
          1,
        )
        .file("Edit", "app.json")
        .bash("npx expo prebuild --clean && cd android && ./gradlew assembleDebug 2>&1 | tail -1", "BUILD SUCCESSFUL in 3m 12s")
        .assistant("Raised `compileSdkVersion` to 34 via `expo-build-properties`; the debug build succeeds.");
      chores(s, 6);
      s.user("should we eject from expo entirely? i keep hitting these")
        .assistant("Prebuild already gives you native folders when you need them; ejecting fully means owning all upgrades yourself. I'd stay.")
        .user("we'll see. not deciding today");
      chores(s, 1, 2);
      s.user("can you write down somewhere: the push notification keys for iOS expire on 2027-03-01, someone needs to rotate them before that")
        .bash("rg -n 'apns' eas.json", '14:      "apnsKeyId": "K7QX..."')
        .assistant("I'll leave it as an open task: rotate the APNs key before 2027-03-01.");
      chores(s, 15);
      return s.stop();
    },
    planted: [{ kind: "task", keys: ["rotate"] }],
  },
  {
    id: "b39-27-csharp",
    build: (s) => {
      s.user("dotnet test, one failing after the EF upgrade")
        .bash(
          "dotnet test --nologo 2>&1 | tail -3",
          "Failed InvoiceRepoTests.FindsByCustomer [212 ms]\n  Error: System.InvalidOperationException: The LINQ expression could not be translated.",
          1,
        )
        .assistant(
          "EF Core 8 no longer evaluates that `string.Equals(..., StringComparison.OrdinalIgnoreCase)` on the client. `EF.Functions.ILike` does it in SQL.",
        )
        .file("Edit", "src/Data/InvoiceRepo.cs")
        .bash("dotnet test --nologo 2>&1 | tail -1", "Passed!  - Failed: 0, Passed: 148")
        .assistant("All 148 pass.");
      chores(s, 2);
      s.user("settled: we don't use AutoMapper anymore, explicit mapping methods only. it hid that bug last sprint")
        .bash("rg -l 'AutoMapper' src | wc -l", "6")
        .assistant("No AutoMapper from now on; 6 files still use it.")
        .user("remove it from those 6 now")
        .file("Edit", "src/Api/Mapping.cs")
        .bash("dotnet build --nologo 2>&1 | tail -1 && rg -l AutoMapper src | wc -l", "Build succeeded.\n0")
        .assistant("Removed from all six, mapping is explicit; build passes.");
      chores(s, 9, 2);
      s.user("our test DB is a real postgres in docker on port 5544, not 5432, because 5432 is taken by the legacy one on the CI box")
        .bash("docker ps --format '{{.Ports}}' | grep 5544", "0.0.0.0:5544->5432/tcp")
        .assistant("Confirmed, tests use Postgres on 5544.");
      return s.stop();
    },
    planted: [
      { kind: "decision", keys: ["automapper"] },
      { kind: "fact", keys: ["5544"] },
    ],
  },
  {
    id: "b39-28-empty-docs",
    build: (s) => {
      s.user("update the API docs for the new `archived` filter")
        .file("Edit", "docs/api.md")
        .bash("npx markdownlint docs/api.md", "")
        .assistant("Documented `?archived=true|false` with an example; markdownlint is clean.");
      chores(s, 1, 3);
      s.user("also regenerate the openapi file").bash("npm run openapi", "wrote openapi.json (84 paths)").assistant("Regenerated, 84 paths.");
      s.user("perfect, ty").assistant("Anytime.");
      return s.stop();
    },
    planted: [],
  },
  {
    id: "b39-29-sre-oncall",
    build: (s) => {
      s.user("oncall handover. anything from the night?")
        .bash("pd incidents list --since 12h --json | jq -r '.[].title'", "High error rate on payments-api\nDisk 85% on db-replica-2")
        .assistant("Two incidents: a payments-api error spike (auto-resolved after 6 minutes) and db-replica-2 disk at 85%.")
        .bash("ssh db-replica-2 df -h /var/lib/postgresql | tail -1", "/dev/nvme1n1  500G  427G   73G  86% /var/lib/postgresql")
        .assistant("Disk on db-replica-2 is 86% now. WAL retention looks high; a stuck replication slot would explain it.")
        .bash(
          "psql -h db-primary -c 'select slot_name, active from pg_replication_slots'",
          " slot_name      | active\n----------------+--------\n debezium_cdc   | f",
        )
        .assistant("The `debezium_cdc` slot is inactive and holding WAL. The root cause of the disk growth is that slot.");
      s.user("yes that's it, debezium was decommissioned. drop the slot")
        .bash("psql -h db-primary -c \"select pg_drop_replication_slot('debezium_cdc')\"", " pg_drop_replication_slot\n--------------------------\n \n(1 row)")
        .assistant("Dropped. Disk will free up as WAL is recycled.");
      chores(s, 8);
      s.user(
        "for the runbook later: payments-api error spikes at 02:00 are the nightly settlement batch, they're expected and auto-resolve. don't page for them",
      ).assistant("Noted: 02:00 payments-api spikes come from the settlement batch and are expected.");
      chores(s, 3, 2);
      s.user("we should move that alert to ignore the 02:00 window properly. open a ticket for me")
        .bash("gh issue create --title 'payments-api alert: silence settlement window' --label oncall", "https://github.com/acme/ops/issues/512")
        .assistant("Opened #512.");
      return s.stop();
    },
    planted: [
      { kind: "fact", keys: ["settlement"] },
      { kind: "fact", keys: ["debezium", "decommissioned"] },
    ],
  },
  {
    id: "b39-30-python-lib",
    build: (s) => {
      s.user("mypy errors after the pydantic v2 bump")
        .bash("mypy src | tail -2", 'src/acme/models.py:41: error: "Config" is not valid in v2  [misc]\nFound 7 errors in 3 files', 1)
        .assistant("The old `class Config` blocks need to become `model_config = ConfigDict(...)`.")
        .file("Edit", "src/acme/models.py")
        .bash("mypy src | tail -1", "Success: no issues found in 58 source files")
        .assistant("Converted all three files; mypy passes.");
      chores(s, 4, 2);
      s.user("release process for this lib, so you know: tags `vX.Y.Z` on main trigger the publish workflow to PyPI. never upload by hand with twine")
        .bash("gh workflow list | grep -i publish", "publish  active  12041")
        .assistant("Understood: tag on main triggers the publish workflow; no manual twine uploads.");
      chores(s, 12);
      s.user("we were going to support python 3.8 still, but no. minimum is 3.10 from the next release, update pyproject")
        .file("Edit", "pyproject.toml")
        .bash("grep requires-python pyproject.toml", 'requires-python = ">=3.10"')
        .assistant('`requires-python = ">=3.10"` now.');
      chores(s, 7);
      s.user("also a docs page explaining the v2 migration for users is missing. I'd like that before the release, but I'll write it myself, don't").assistant(
        "Okay, I'll leave the migration guide to you.",
      );
      return s.stop();
    },
    planted: [
      { kind: "instruction", keys: ["twine"] },
      { kind: "decision", keys: ["3.10"] },
      { kind: "task", keys: ["migration guide"] },
    ],
  },
  {
    id: "b39-31-go-cli-release",
    build: (s) => {
      s.user("goreleaser snapshot fails")
        .bash("goreleaser release --snapshot --clean 2>&1 | tail -2", '  ⨯ release failed after 4s error=template: tmpl:1: unexpected "}" in operand', 1)
        .file("Read", ".goreleaser.yaml")
        .assistant("`name_template` has `{{ .Version }`, a missing brace.")
        .file("Edit", ".goreleaser.yaml")
        .bash("goreleaser release --snapshot --clean 2>&1 | tail -1", "  • thanks for using goreleaser!")
        .assistant("Fixed the template; snapshot builds all 6 targets.");
      chores(s, 10);
      s.user("homebrew tap or just github releases? i'm leaning tap")
        .assistant("A tap is low effort with goreleaser's `brews` block, and it's how most mac users will install it.")
        .user("hmm, maybe scoop too. not sure yet. park it");
      chores(s, 0, 2);
      s.user("todo for me, not you: the windows build needs code signing before 1.0, the cert is on order")
        .bash("ls dist/*windows* | head -1", "dist/tool_windows_amd64_v1/tool.exe")
        .assistant("Understood, Windows code signing stays open until the cert arrives.");
      chores(s, 6);
      return s.stop();
    },
    planted: [{ kind: "task", keys: ["code signing"] }],
  },
  {
    id: "b39-32-empty-pairing",
    build: (s) => {
      s.user("walk me through how the retry middleware works, i'm new to this repo")
        .file("Read", "src/middleware/retry.ts")
        .assistant(
          "It wraps the handler, catches errors tagged `retryable`, and re-runs up to `maxAttempts` with exponential backoff (100 ms, 200 ms, 400 ms). Non-retryable errors are rethrown immediately.",
        )
        .user("and where is maxAttempts set?")
        .bash("rg -n 'maxAttempts' src | head -3", "src/config.ts:19:  maxAttempts: Number(process.env.RETRY_MAX ?? 3),")
        .assistant("In `src/config.ts`, from `RETRY_MAX`, default 3.")
        .user("got it, thanks, that's clear");
      chores(s, 9, 3);
      return s.stop();
    },
    planted: [],
  },
  {
    id: "b39-33-svelte-kit",
    build: (s) => {
      s.user("hydration mismatch warning on the pricing page")
        .bash("pnpm dev & sleep 3; curl -s localhost:5173/pricing | grep -c 'data-price'", "6")
        .file("Read", "src/routes/pricing/+page.svelte")
        .assistant(
          "The prices are formatted with `toLocaleString()` without a locale, so the server (en-US) and the browser (de-DE here) render different strings.",
        )
        .file("Edit", "src/routes/pricing/+page.svelte")
        .assistant("Formatting now uses the locale from the request on both sides; the warning is gone.");
      chores(s, 4);
      s.user("we're deploying the site to vercel... wait no. we changed that on monday: it's cloudflare pages now, adapter-cloudflare. vercel is gone")
        .bash("grep adapter svelte.config.js", "import adapter from '@sveltejs/adapter-cloudflare';")
        .assistant("Right, `adapter-cloudflare` is already in the config.");
      chores(s, 13, 2);
      s.user("conventions here: components PascalCase in src/lib/components, one component per file, no default exports from .ts files").assistant(
        "Understood, I'll follow those.",
      );
      s.user("and the blog section still renders markdown on every request, it should be prerendered. do that next time we're in here")
        .bash("rg -n 'prerender' src/routes/blog", "")
        .assistant("No prerender set for the blog routes yet; leaving it for next time.");
      return s.stop();
    },
    planted: [
      { kind: "fact", keys: ["cloudflare pages"] },
      { kind: "instruction", keys: ["pascalcase"] },
      { kind: "task", keys: ["prerender"] },
    ],
  },
  {
    id: "b39-34-codex-db-migration",
    build: (s) => {
      s.user("the users.email unique index: does it handle case? we got two accounts Foo@x.com and foo@x.com")
        .bash("psql -c '\\d users' | grep email", ' "users_email_key" UNIQUE CONSTRAINT, btree (email)')
        .assistant(
          "Ran `\\d users`: the constraint is on `email` as-is, so case variants are distinct. A unique index on `lower(email)` would close it, after merging the existing duplicates.",
        )
        .bash("psql -c 'select lower(email), count(*) from users group by 1 having count(*) > 1' | tail -1", "(37 rows)")
        .assistant("37 duplicate groups exist today.");
      s.user(
        "ok. decision: emails are stored lowercased, period. normalize on write + a unique index on lower(email). the 37 dupes Ana merges by hand first, that's her task, not ours",
      )
        .assistant("Understood. Storing lowercased emails with a `lower(email)` unique index, once Ana has merged the 37 duplicate accounts.")
        .file("Write", "migrations/0057_users_email_lower.sql");
      chores(s, 11, 2);
      s.user("ah and don't merge that migration until Ana says she's done").assistant("I'll keep it on the branch.");
      chores(s, 5);
      return s.stop();
    },
    planted: [
      { kind: "decision", keys: ["lowercased"] },
      { kind: "task", keys: ["ana", "dupes"] },
    ],
  },
  {
    id: "b39-35-ruby-gem",
    build: (s) => {
      s.user("rubocop has 200 offenses after the upgrade")
        .bash(
          "bundle exec rubocop --format offenses | tail -4",
          "112  Style/StringLiterals\n61   Layout/LineLength\n27   Lint/AmbiguousOperator\n--\n200  Total",
          1,
        )
        .assistant("Mostly style. `rubocop -a` handles the string literals and most of the line lengths safely.")
        .bash("bundle exec rubocop -a | tail -1", "200 files inspected, 31 offenses detected, 169 offenses corrected")
        .assistant("169 autocorrected; 31 left, mostly `Lint/AmbiguousOperator`, which need a look each.");
      s.user("leave the 31 for now, somebody should go through them properly but it's not urgent").assistant(
        "Okay, the 31 remaining rubocop offenses stay open.",
      );
      chores(s, 2, 2);
      s.user("for the gem: double quotes for strings, that's our style. the config says so now after -a anyway")
        .bash("grep -A1 'Style/StringLiterals' .rubocop.yml", "Style/StringLiterals:\n  EnforcedStyle: double_quotes")
        .assistant("Yes, `double_quotes` is enforced.");
      chores(s, 15);
      return s.stop();
    },
    planted: [
      { kind: "task", keys: ["31", "rubocop"] },
      { kind: "instruction", keys: ["double quotes"] },
    ],
  },
  {
    id: "b39-36-scala-spark",
    build: (s) => {
      s.user("spark job skew, one task takes 40 min")
        .bash("spark-submit --class jobs.Sessionize target/jobs.jar --dry-stats | grep -i skew", "stage 3: max task 2412s, median 38s (partition key: user_id)")
        .assistant("A few user ids (bots, probably) dominate one partition. Salting the key for the join is the standard fix.")
        .file("Edit", "src/main/scala/jobs/Sessionize.scala")
        .bash("spark-submit --class jobs.Sessionize target/jobs.jar --dry-stats | grep 'stage 3'", "stage 3: max task 96s, median 35s")
        .assistant("Salted with 16 buckets; max task 96 s.");
      chores(s, 7);
      s.user("are those bot users? could be the monitoring account. i dunno").assistant(
        "Can't tell without the user table. The top key has 41M events, which is very bot-like, but that's a guess.",
      );
      chores(s, 3, 2);
      s.user("our cluster is EMR 6.15, spark 3.4. don't use 3.5 features")
        .bash("spark-submit --version 2>&1 | grep version | head -1", "      /_/   version 3.4.1")
        .assistant("Confirmed 3.4.1; I'll stay within 3.4.");
      return s.stop();
    },
    planted: [
      { kind: "fact", keys: ["emr", "3.4"] },
      { kind: "instruction", keys: ["3.5"] },
    ],
  },
  {
    id: "b39-37-empty-upgrades",
    build: (s) => {
      s.user("renovate opened 14 PRs overnight, help me triage")
        .bash(
          "gh pr list --author app/renovate --json number,title --jq '.[].title' | head -5",
          "chore(deps): update vitest to v4.1.11\nchore(deps): update dependency zod to v3.24\nchore(deps): update actions/checkout action to v5",
        )
        .assistant("Patch and minor bumps with green CI: safe to merge. The `actions/checkout` v5 major needs a look at the changelog first.")
        .user("merge the green minors")
        .bash(
          "gh pr list --author app/renovate --json number,labels --jq '.[] | select(.labels[].name==\"minor\") | .number' | xargs -n1 gh pr merge --squash",
          "✓ Squashed and merged pull request #601\n✓ Squashed and merged pull request #602",
        )
        .assistant("Merged the green minor updates.");
      chores(s, 12, 3);
      s.user("should we group renovate PRs by week? maybe. ask me again next month").assistant("Sure.");
      return s.stop();
    },
    planted: [],
  },
  {
    id: "b39-38-node-queue",
    build: (s) => {
      s.user("bullmq jobs stuck in active after a deploy")
        .bash("node scripts/queue-stats.js", "email: waiting=0 active=212 completed=48811 failed=3")
        .assistant(
          "212 active with no worker alive means they were orphaned on shutdown. The worker doesn't call `close()` on SIGTERM, so locks just expire after `lockDuration`.",
        )
        .file("Edit", "src/worker.ts")
        .bash("pnpm vitest run test/worker-shutdown.test.ts", " ✓ worker shutdown (3)")
        .assistant("The worker now closes gracefully on SIGTERM; test added.");
      chores(s, 1);
      s.user("good. whenever we touch the worker, add a shutdown test like that one. graceful shutdown is non negotiable").assistant(
        "Understood: worker changes come with a graceful-shutdown test.",
      );
      chores(s, 8, 2);
      s.user(
        "the redis for bullmq is a separate instance from the cache redis, `redis-queue` vs `redis-cache`. eviction is off on the queue one, on in the cache one",
      )
        .bash("redis-cli -h redis-queue config get maxmemory-policy", "maxmemory-policy\nnoeviction")
        .assistant("Confirmed: `redis-queue` has `noeviction`.");
      chores(s, 14);
      return s.stop();
    },
    planted: [
      { kind: "instruction", keys: ["shutdown test"] },
      { kind: "fact", keys: ["redis-queue"] },
    ],
  },
  {
    id: "b39-39-flutter",
    build: (s) => {
      s.user("flutter analyze warnings after the sdk bump")
        .bash("flutter analyze | tail -2", "info • 'withOpacity' is deprecated • lib/theme.dart:33:22\n14 issues found.", 1)
        .assistant("All 14 are the `withOpacity` deprecation; `withValues(alpha: ...)` replaces it.")
        .file("Edit", "lib/theme.dart")
        .bash("flutter analyze | tail -1", "No issues found!")
        .assistant("Clean.");
      chores(s, 4, 2);
      s.user("riverpod or bloc for the new checkout flow. team voted this morning: riverpod. bloc stays where it is, no rewrites")
        .bash("grep -E 'riverpod|bloc' pubspec.yaml", "  flutter_bloc: ^8.1.3")
        .assistant("Riverpod for checkout, Bloc left alone elsewhere. I'll add `flutter_riverpod`.")
        .bash("flutter pub add flutter_riverpod", "+ flutter_riverpod 2.6.1");
      chores(s, 10);
      s.user(
        "the golden tests are disabled on CI because fonts differ on linux. someone needs to make them run in the docker image with the right fonts. put it on the list",
      ).assistant("Noted as an open item: run the golden tests on CI in a Docker image with the right fonts.");
      return s.stop();
    },
    planted: [
      { kind: "decision", keys: ["riverpod", "checkout"] },
      { kind: "task", keys: ["golden tests"] },
    ],
  },
  {
    id: "b39-40-infra-cost",
    build: (s) => {
      s.user("aws bill jumped 30% this month, can you dig")
        .bash(
          "aws ce get-cost-and-usage --time-period Start=2026-10-01,End=2026-11-01 --granularity MONTHLY --metrics UnblendedCost --group-by Type=DIMENSION,Key=SERVICE --query 'ResultsByTime[0].Groups[0:3]' --output text",
          "Amazon Elastic Compute Cloud\t4120.11\nAmazon Simple Storage Service\t2210.45\nAWS Data Transfer\t1980.02",
        )
        .assistant("Data transfer is the new big line. NAT gateway traffic to S3 would explain it: there's no S3 gateway endpoint in the main VPC.")
        .bash("aws ec2 describe-vpc-endpoints --filters Name=service-name,Values=com.amazonaws.eu-west-1.s3 --query 'length(VpcEndpoints)'", "0")
        .assistant("Confirmed: no S3 endpoint, so all S3 traffic from private subnets goes through NAT.");
      s.user("add the gateway endpoint via terraform. yes for real, do it")
        .file("Edit", "infra/vpc/endpoints.tf")
        .bash("terraform -chdir=infra apply -auto-approve -no-color | tail -1", "Apply complete! Resources: 1 added, 0 changed, 0 destroyed.")
        .assistant("S3 gateway endpoint added.");
      chores(s, 9);
      s.user("and the rule going forward is that every new VPC gets the S3 and dynamodb gateway endpoints from day one. put it in the module defaults")
        .file("Edit", "infra/modules/vpc/variables.tf")
        .assistant("The VPC module now creates both gateway endpoints by default.");
      chores(s, 2, 2);
      return s.stop();
    },
    planted: [{ kind: "instruction", keys: ["gateway endpoints"] }],
  },
  {
    id: "b39-41-empty-incident",
    build: (s) => {
      s.user("500s on /checkout right now!!")
        .bash("kubectl -n shop logs deploy/checkout --since=5m | grep -c ' 500 '", "318")
        .bash("kubectl -n shop logs deploy/checkout --since=5m | grep -m1 Error", "Error: Cannot read properties of undefined (reading 'currency')")
        .assistant("The new build reads `cart.totals.currency`, and carts created before the deploy have no `totals`. Rolling back is the fastest fix.")
        .user("roll back")
        .bash("kubectl -n shop rollout undo deploy/checkout && kubectl -n shop rollout status deploy/checkout", 'deployment "checkout" successfully rolled out')
        .bash("kubectl -n shop logs deploy/checkout --since=2m | grep -c ' 500 '", "0")
        .assistant("Rolled back, no 500s in the last 2 minutes.")
        .user("phew. ok. I'll write the postmortem myself, you fix the null check on the branch")
        .file("Edit", "src/checkout/totals.ts")
        .bash("pnpm vitest run src/checkout", " ✓ totals (9)")
        .assistant("Null-safe now, with a test for carts without `totals`.");
      chores(s, 0);
      return s.stop();
    },
    planted: [],
  },
  {
    id: "b39-42-go-auth",
    build: (s) => {
      s.user("jwt lib: we have both golang-jwt and lestrrat jwx in go.mod. pick one")
        .bash("rg -l 'golang-jwt|lestrrat-go/jwx' --type go", "internal/auth/verify.go\ninternal/auth/issue.go\ninternal/sso/oidc.go")
        .assistant("golang-jwt is used in two files for HS256; jwx in the OIDC code for JWKS handling. jwx covers both; golang-jwt can't do JWKS on its own.")
        .user("jwx then. everything on jwx, drop golang-jwt")
        .file("Edit", "internal/auth/verify.go")
        .file("Edit", "internal/auth/issue.go")
        .bash(
          "go mod tidy && go test ./internal/auth/... ./internal/sso/...",
          "ok  \tgithub.com/acme/gw/internal/auth\t0.412s\nok  \tgithub.com/acme/gw/internal/sso\t0.388s",
        )
        .assistant("Everything on jwx now; golang-jwt is gone from go.mod and tests pass.");
      chores(s, 6, 2);
      s.user("also you need to know: access tokens live 10 minutes, refresh tokens 30 days, and refresh tokens rotate on every use")
        .bash("rg -n 'TTL' internal/auth/config.go", "12:\tAccessTTL  = 10 * time.Minute\n13:\tRefreshTTL = 30 * 24 * time.Hour")
        .assistant("Matches the config.");
      chores(s, 11);
      s.user(
        "something we need to do eventually: reuse detection for refresh tokens (revoke the family when an old one is replayed). not in this PR",
      ).assistant("Okay, reuse detection is out of this PR and stays open.");
      return s.stop();
    },
    planted: [
      { kind: "decision", keys: ["jwx"] },
      { kind: "fact", keys: ["refresh tokens", "30 days"] },
      { kind: "task", keys: ["reuse detection"] },
    ],
  },
  {
    id: "b39-43-python-fastapi",
    build: (s) => {
      s.user("uvicorn workers keep dying under load test")
        .bash(
          "locust -f load/locustfile.py --headless -u 200 -t 30s 2>&1 | tail -2",
          "Aggregated  12011 req  1893 fail(15.76%)\n[WARNING] Worker (pid:812) was sent SIGKILL! Perhaps out of memory?",
        )
        .assistant("OOM kills. Each request loads the whole product catalog into memory in `get_catalog()`; with 200 users that's too much.")
        .file("Edit", "app/catalog.py")
        .bash("locust -f load/locustfile.py --headless -u 200 -t 30s 2>&1 | tail -1", "Aggregated  14233 req  0 fail(0.00%)")
        .assistant("Cached the catalog once per process; zero failures at 200 users.");
      chores(s, 3);
      s.user("do we want sqlalchemy 2.0 style everywhere? hmm. let me think. ok, yes: all new queries in 2.0 `select()` style, no `session.query`")
        .bash("rg -c 'session.query' app | awk -F: '{s+=$2} END {print s}'", "64")
        .assistant("New queries in 2.0 style; 64 legacy `session.query` calls remain.");
      chores(s, 13, 2);
      s.user("pls also tell me what `--preload` does in gunicorn").assistant(
        "It imports the app in the master before forking workers, so workers share memory copy-on-write and start faster. The catch: anything opened at import (DB connections) is shared by all workers, which breaks.",
      );
      return s.stop();
    },
    planted: [{ kind: "decision", keys: ["2.0", "select()"] }],
  },
  {
    id: "b39-44-empty-onboarding",
    build: (s) => {
      s.user("new laptop. help me set up the repo")
        .bash("make bootstrap", "installing tools... ok\ncreating .venv... ok\npre-commit installed at .git/hooks/pre-commit")
        .assistant("Bootstrap done.")
        .bash("make test", "collected 233 items\n233 passed in 21.44s")
        .assistant("Tests pass on the new machine.")
        .user("nice. is there anything in the README i should read first")
        .file("Read", "README.md")
        .assistant("The 'Local services' section: it explains `docker compose up db cache` before running the app.");
      chores(s, 5, 2);
      return s.stop();
    },
    planted: [],
  },
  {
    id: "b39-45-cpp-build",
    build: (s) => {
      s.user("cmake configure fails on the new ubuntu runner")
        .bash(
          "cmake -S . -B build -G Ninja 2>&1 | tail -2",
          "CMake Error at CMakeLists.txt:3 (cmake_minimum_required):\n  Compatibility with CMake < 3.5 has been removed from CMake.",
          1,
        )
        .file("Edit", "CMakeLists.txt")
        .bash("cmake -S . -B build -G Ninja && ninja -C build 2>&1 | tail -1", "[212/212] Linking CXX executable bin/renderer")
        .assistant("Raised `cmake_minimum_required` to 3.20; configures and builds.");
      chores(s, 12);
      s.user("we decided earlier to go with conan for deps... actually scrap that, it's vcpkg in manifest mode. final answer, the conan files can go")
        .bash("git rm -q conanfile.py && ls vcpkg.json", "vcpkg.json")
        .assistant("Removed `conanfile.py`; vcpkg manifest mode via `vcpkg.json`.");
      chores(s, 1, 2);
      s.user("C++20 is the standard for this project but no modules, MSVC and clang disagree too much")
        .assistant("C++20 without modules, understood.")
        .bash("grep CMAKE_CXX_STANDARD CMakeLists.txt", "set(CMAKE_CXX_STANDARD 20)");
      s.user(
        "also the ASan job on CI is turned off since spring. it needs to come back, but the leaks in the font loader have to be fixed first. later",
      ).assistant("Okay: re-enabling ASan on CI stays open, blocked on the font loader leaks.");
      return s.stop();
    },
    planted: [
      { kind: "decision", keys: ["vcpkg"] },
      { kind: "instruction", keys: ["modules"] },
      { kind: "task", keys: ["asan"] },
    ],
  },
  {
    id: "b39-46-codex-api-design",
    build: (s) => {
      s.user("pagination for the new /v2/events endpoint: we go with offset/limit, it's the simplest")
        .bash("psql -c 'select count(*) from events'", "  count\n----------\n 92118733")
        .assistant(
          "Before I build it: with 92M rows, offset pagination gets slow deep into the table. An opaque cursor over `(created_at, id)` stays constant-time.",
        )
        .user("ok you win, cursor instead of offset. and same for every list endpoint in v2, not just events")
        .file("Edit", "src/api/v2/events.ts")
        .bash("pnpm vitest run test/api/v2/events.test.ts", " ✓ events pagination (7)")
        .assistant("Cursor pagination on `(created_at, id)` for `/v2/events`; I'll do the same for the other v2 list endpoints as they're built.");
      chores(s, 15);
      s.user("error bodies in v2 follow RFC 9457 problem+json. all of them").assistant("Noted: `application/problem+json` for every v2 error.");
      chores(s, 4, 2);
      s.user("v1 gets turned off 2027-06-30, that's announced to customers already")
        .bash("rg -n 'Sunset' src/api/v1/middleware.ts", "8:  c.header('Sunset', 'Wed, 30 Jun 2027 23:59:59 GMT')")
        .assistant("The `Sunset` header already says so.");
      return s.stop();
    },
    planted: [
      { kind: "decision", keys: ["cursor"] },
      { kind: "instruction", keys: ["problem+json"] },
      { kind: "fact", keys: ["v1", "2027-06-30"] },
    ],
  },
  {
    id: "b39-47-empty-perf",
    build: (s) => {
      s.user("benchmark the new parser vs the old one")
        .bash(
          "hyperfine 'node old/parse.js big.json' 'node new/parse.js big.json'",
          "Benchmark 1: old  Time (mean ± σ): 812.4 ms\nBenchmark 2: new  Time (mean ± σ): 301.7 ms\n  new ran 2.69 ± 0.08 times faster than old",
        )
        .assistant("New parser is 2.7x faster on `big.json`.")
        .user("is it faster on small files too? i'd guess it's slower because of setup")
        .bash("hyperfine 'node old/parse.js small.json' 'node new/parse.js small.json'", "  new ran 1.12 ± 0.05 times faster than old")
        .assistant("Slightly faster there too, 1.12x, so the setup cost doesn't show.");
      chores(s, 7, 3);
      return s.stop();
    },
    planted: [],
  },
  {
    id: "b39-48-ops-backup",
    build: (s) => {
      s.user("did last night's backup run?")
        .bash(
          "restic -r s3:s3.amazonaws.com/acme-backups snapshots --latest 1",
          "ID        Time                 Host     Tags\n4c1f9a2e  2026-11-25 03:00:12  db-1     nightly",
        )
        .assistant("Yes, snapshot `4c1f9a2e` at 03:00.")
        .user("restore test it into the scratch box")
        .bash(
          "restic -r s3:s3.amazonaws.com/acme-backups restore 4c1f9a2e --target /scratch && pg_restore --list /scratch/db.dump | wc -l",
          "restoring <Snapshot 4c1f9a2e> to /scratch\n1843",
        )
        .assistant("Restored into `/scratch`; the dump lists 1843 objects and opens cleanly.");
      chores(s, 10);
      s.user("backups keep 7 daily, 4 weekly, 12 monthly. that's the policy compliance signed off, don't change retention without asking Priya")
        .bash("grep -n 'keep' ops/backup.sh", "22:restic forget --keep-daily 7 --keep-weekly 4 --keep-monthly 12 --prune")
        .assistant("The script matches: 7/4/12. I won't change retention without Priya.");
      chores(s, 2);
      s.user("we still have no restore test automation. it should run monthly. i'll spec it, you build it next week").assistant(
        "Okay, automated monthly restore test: you spec it, I build it next week.",
      );
      return s.stop();
    },
    planted: [
      { kind: "fact", keys: ["backups"] },
      { kind: "instruction", keys: ["retention", "priya"] },
      { kind: "task", keys: ["restore test"] },
    ],
  },
  {
    id: "b39-49-ts-library",
    build: (s) => {
      s.user("tsup build emits both cjs and esm but the types are wrong for cjs consumers")
        .bash("npx @arethetypeswrong/cli --pack . | tail -3", "│ node16 (from CJS) │ ❌ Masquerading as ESM │", 1)
        .file("Edit", "package.json")
        .bash("npx tsup && npx @arethetypeswrong/cli --pack . | tail -1", "No problems found 🌟")
        .assistant("Added separate `.d.cts` types via the `exports` map; attw reports no problems.");
      chores(s, 14, 2);
      s.user("ok let's decide the cjs question for good. we drop cjs in 3.0, esm only. until then we ship both")
        .assistant("ESM-only from 3.0; dual build until then.")
        .bash("npm view . version", "2.7.1");
      s.user("prefer `node:` prefixed imports for builtins, always, in src and tests")
        .bash("rg -n \"from '(fs|path|url)'\" src test | head -2", "src/load.ts:1:import { readFile } from 'fs/promises'")
        .file("Edit", "src/load.ts")
        .assistant("Switched the one remaining import to `node:fs/promises`.");
      return s.stop();
    },
    planted: [
      { kind: "decision", keys: ["esm", "3.0"] },
      { kind: "instruction", keys: ["node:"] },
    ],
  },
  {
    id: "b39-50-empty-friday",
    build: (s) => {
      s.user("friday. nothing big. can you check if any tests are skipped that shouldn't be")
        .bash(
          "rg -n '\\.skip\\(|xit\\(' test | head -5",
          "test/export.test.ts:88:  it.skip('handles 10k rows', async () => {\ntest/sync.test.ts:41:  // TODO never unskip, flaky on CI\n  it.skip('replays after reconnect'",
        )
        .assistant("Two skipped: the 10k-row export test (no comment why) and the reconnect replay, with a comment `TODO never unskip, flaky on CI`.")
        .user("try unskipping the 10k one")
        .file("Edit", "test/export.test.ts")
        .bash("npx vitest run test/export.test.ts", " ✓ export (14)")
        .assistant("It passes; unskipped.");
      chores(s, 3, 3);
      s.user("have a nice weekend").assistant("You too!");
      return s.stop();
    },
    planted: [],
  },
  {
    id: "b39-51-k8s-policy",
    build: (s) => {
      s.user("kyverno blocked my deploy")
        .bash(
          "kubectl -n web apply -f deploy.yaml",
          'Error from server: admission webhook "validate.kyverno.svc" denied the request: require-resources: CPU and memory limits are required',
          1,
        )
        .assistant("The deployment has no resource limits; the cluster policy requires them.")
        .file("Edit", "deploy.yaml")
        .bash("kubectl -n web apply -f deploy.yaml", "deployment.apps/web configured")
        .assistant("Added requests and limits; applied.");
      chores(s, 8);
      s.user(
        "right, every container gets requests AND limits, no exceptions, that's cluster policy. remember it so you stop writing manifests without them",
      ).assistant("Understood: requests and limits on every container.");
      chores(s, 11, 2);
      s.user("the `web` namespace is shared with the marketing team's stuff, so never delete anything there you didn't create")
        .bash("kubectl -n web get deploy -o name", "deployment.apps/web\ndeployment.apps/landing-cms\ndeployment.apps/promo-api")
        .assistant("Noted, `landing-cms` and `promo-api` aren't ours.");
      return s.stop();
    },
    planted: [
      { kind: "instruction", keys: ["limits"] },
      { kind: "fact", keys: ["marketing"] },
    ],
  },
  {
    id: "b39-52-empty-questions",
    build: (s) => {
      s.user("dumb question, what's the difference between `git rebase --onto` and plain rebase")
        .assistant(
          "Plain `git rebase X` replays the commits not in X onto X. `--onto Y X` replays the commits after X onto Y instead, so you can move a branch off a base it shouldn't have had.",
        )
        .user("and when would I want that")
        .assistant("When you branched off a feature branch by mistake and want only your commits on main.")
        .bash("git log --oneline main..HEAD | wc -l", "4")
        .assistant("Your current branch has 4 commits over main, in case you want to try it here.")
        .user("nah, just curious. thanks");
      chores(s, 1, 2);
      return s.stop();
    },
    planted: [],
  },
];

export const BLIND39 = plantedSet(BLIND39_SESSIONS, Date.UTC(2026, 10, 2, 9));
