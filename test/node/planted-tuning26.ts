/**
 * The twenty-sixth tuning set for the offline long-term-memory extractor, a TRAINING set for the
 * learned sentence classifier: written without reading the extractor (src/core/memories/extract.ts)
 * or the sessions of the other planted sets, from issue 19's description of what should and should
 * not be remembered. Theme: testing and quality work (unit, integration and e2e tests, flaky tests,
 * coverage, CI pipelines, linters) in Claude Code and Gemini CLI voice; conventions about how tests
 * are written and run; confirmed root causes of flaky tests next to theories nobody confirmed.
 * Each session is one segment; the items planted in it are listed with it: 69 items (18 decisions,
 * 17 instructions, 17 facts, 17 tasks) in 53 sessions, 13 of which plant nothing. Every other
 * message must give nothing: questions, hypotheses, proposals rejected or never confirmed,
 * withdrawn ideas, unconfirmed guesses about flakes, quoted code, logs and tool output (with
 * "always", "never", "TODO" in them), chit-chat, and requests done in the same session. Some
 * decisions are superseded later in their session: only the final one is planted.
 *
 * Matching rule (fixed before any extractor was run on this set; the rule of
 * test/node/planted-blind.ts, implemented in test/node/planted-scoring.ts):
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

const START = Date.UTC(2026, 10, 2, 8);

export const TUNING26_SESSIONS: BlindSession[] = [
  {
    id: "t26-01-quarantine",
    planted: [{ kind: "decision", keys: ["quarantine"] }],
    build: (s) =>
      s
        .user("ws reconnect test failed on CI again. thats the 3rd time this week, ugh")
        .bash(
          "npx vitest run test/node/ws-reconnect.test.ts --repeat 30",
          " FAIL  test/node/ws-reconnect.test.ts > reconnects after close (repeat 17)\nAssertionError: expected 'closed' to be 'open'\n Test Files  1 failed (1)\n      Tests  1 failed | 29 passed (30)",
          1,
        )
        .assistant(
          "Reproduced it: 1 failure in 30 runs. Could be the fake timers racing the socket close event, but I haven't proven that. One option is `retry: 2` in vitest.config.ts so CI goes green while we dig.",
        )
        .user(
          "no. not doing a global retry, that hides real bugs. decided: flaky tests get moved to `test/quarantine/` (own vitest project, not required in CI) until someone fixes them. move this one there",
        )
        .file("Write", "test/quarantine/ws-reconnect.test.ts")
        .file("Edit", "vitest.config.ts")
        .assistant(
          "Moved it into test/quarantine/ and added a `quarantine` project that CI runs with `continue-on-error`. The required node project no longer includes it.",
        )
        .stop(),
  },
  {
    id: "t26-02-session-lock-flake",
    planted: [
      { kind: "fact", keys: ["session-lock", "sqlite"] },
      { kind: "task", keys: ["state dir"] },
    ],
    build: (s) =>
      s
        .user("why does session-lock.test.ts flake?? it's been red on and off since tuesday")
        .assistant("My first guess would be the DO alarm firing before the write commits. Let me hammer it and see.")
        .bash(
          "npx vitest run --project workers test/worker/session-lock.test.ts --repeat 200",
          "SqliteError: database is locked\n    at Database.exec (.wrangler/state/v3/d1/miniflare-D1DatabaseObject/db.sqlite)\n      Tests  3 failed | 197 passed (200)",
          1,
        )
        .bash(
          "npx vitest run --project workers test/worker/session-lock.test.ts --repeat 200 --poolOptions.threads.singleThread",
          "      Tests  200 passed (200)",
        )
        .assistant(
          'Not the alarm. Confirmed root cause: the session-lock flake comes from two test workers opening the same sqlite file under .wrangler/state at once ("database is locked"). Single-threaded it passes 200/200.',
        )
        .user(
          "ok good find. can't do the real fix today. TODO for later: give every vitest worker its own state dir so they never share the sqlite file. leave singleThread off for now",
        )
        .assistant("Understood, I haven't changed the config.")
        .stop(),
  },
  {
    id: "t26-03-lint-fix",
    planted: [],
    build: (s) =>
      s
        .user("run the linter on src/ and fix whatever is autofixable pls")
        .bash("npx eslint src --fix", "")
        .bash("npx eslint src", "\u2716 0 problems")
        .assistant("Done, 4 files were auto-fixed (import order and a couple of unused vars), no remaining lint errors.")
        .user("thx 👍")
        .stop(),
  },
  {
    id: "t26-04-coverage-threshold",
    planted: [
      { kind: "decision", keys: ["coverage", "85"] },
      { kind: "task", keys: ["src/routes"] },
    ],
    build: (s) =>
      s
        .user("lets put a coverage threshold in the vitest config. 90% lines for everything?")
        .bash(
          "npx vitest run --project node --coverage",
          "% Coverage report from v8\nAll files        |   83.9 |    77.2 |   88.0 |   83.9\n src/core        |   88.4 |    81.0 |   91.3 |   88.4\n src/routes      |   41.2 |    30.5 |   50.0 |   41.2",
        )
        .assistant("Right now we're at 83.9% overall and src/routes is only at 41%, so 90% everywhere would fail immediately. Want me to scope it?")
        .user("hm ok. change of plan then: coverage threshold 85% lines, and only for src/core. routes get no threshold for now. thats the decision")
        .file("Edit", "vitest.config.ts")
        .assistant("Set `coverage.thresholds` to 85% lines on `src/core/**`; the run passes at 88.4%.")
        .user("and src/routes being at 41% is a problem — someone has to write route tests to get it up, not in this PR though")
        .stop(),
  },
  {
    id: "t26-05-no-snapshots",
    planted: [{ kind: "instruction", keys: ["snapshot"] }],
    build: (s) =>
      s
        .user("the memories route test broke bc the snapshot has a timestamp in it. again.")
        .bash(
          "npx vitest run --project workers test/worker/memories.test.ts",
          '- Snapshot  `memories list 1`\n+ Received\n-   "created_ms": 1762070400000,\n+   "created_ms": 1762074000000,\n  1 snapshot failed.',
          1,
        )
        .user(
          "from now on don't use toMatchSnapshot for API responses. write an explicit toEqual on the fields that matter. snapshots just rot and ppl press -u without looking",
        )
        .file("Edit", "test/worker/memories.test.ts")
        .bash("npx vitest run --project workers test/worker/memories.test.ts", " \u2713 test/worker/memories.test.ts (14 tests)")
        .assistant("Replaced the snapshot with a `toEqual` on id, kind, text and status, and `expect.any(Number)` for created_ms. 14 tests pass.")
        .stop(),
  },
  {
    id: "t26-06-ci-runners",
    planted: [
      { kind: "fact", keys: ["vcpu"] },
      { kind: "task", keys: ["bench", "dedicated"] },
    ],
    build: (s) =>
      s
        .user("why is the bench job all over the place? 1.4x one run, 2.1x the next")
        .bash("gh run view 9142 --log | grep -i 'runner'", "Runner name: 'GitHub Actions 17'\nRunner image: ubuntu-22.04\nMachine: 2-core")
        .assistant("Could be noisy neighbours, could be the GC — hard to say from one log.")
        .user(
          "nah I know this one. our CI runners are the standard ubuntu-22.04 ones with 2 vCPU, and the bench shares them with the lint+test jobs. that's the noise",
        )
        .assistant("That explains the variance then. Should I move it somewhere else?")
        .user("not now. but at some point the bench job needs a dedicated runner, put it on the list")
        .stop(),
  },
  {
    id: "t26-07-bail-question",
    planted: [],
    build: (s) =>
      s
        .user("what does --bail do in vitest again")
        .bash("npx vitest --help | grep -A1 bail", "  --bail <number>  Stop test execution when given number of tests have failed (default: 0)")
        .assistant("`--bail <n>` stops the run after n failed tests. 0 (the default) means never stop early, run everything.")
        .user("ah ok, thought it was per file. nvm")
        .stop(),
  },
  {
    id: "t26-08-biome",
    planted: [
      { kind: "decision", keys: ["biome"] },
      { kind: "instruction", keys: ["eslintrc"] },
    ],
    build: (s) =>
      s
        .user("eslint + prettier takes 40s on this repo, thats silly. thoughts on biome?")
        .assistant(
          "Biome would be much faster (it's a single Rust binary) and covers both formatting and most of our rules. The gaps are a couple of typescript-eslint type-aware rules.",
        )
        .bash("npx @biomejs/biome check src --max-diagnostics=5", "Checked 212 files in 310ms. Found 3 errors.")
        .user(
          "ok, talked to Tomas, we're switching the main package to biome. decided. but leave hook-client/.eslintrc alone until the migration is done — hook-client is published separately and has its own release cycle",
        )
        .file("Write", "biome.json")
        .assistant("Added biome.json with our formatter settings. I haven't touched anything under hook-client/.")
        .stop(),
  },
  {
    id: "t26-09-playwright",
    planted: [
      { kind: "fact", keys: ["playwright_base_url"] },
      { kind: "task", keys: ["invite"] },
    ],
    build: (s) =>
      s
        .user("e2e fails locally with a redirect loop. any idea?")
        .bash(
          "npx playwright test e2e/login.spec.ts",
          "  1) e2e/login.spec.ts:12:1 › login redirects to dashboard\n    Error: page.goto: net::ERR_TOO_MANY_REDIRECTS at http://localhost:8787/login",
          1,
        )
        .assistant("Maybe a stale cookie from a previous run? Or the dev server isn't serving the callback route.")
        .user(
          "no its the oauth callback. the e2e suite has to run with PLAYWRIGHT_BASE_URL set to the preview deploy, localhost never works because github only allows the registered callback url",
        )
        .bash("PLAYWRIGHT_BASE_URL=https://preview.amem.dev npx playwright test e2e/login.spec.ts", "  3 passed (14.2s)")
        .bash("grep -rn TODO e2e/", "e2e/fixtures.ts:8:// TODO: never hardcode the token here\ne2e/login.spec.ts:30:// TODO flaky on webkit?")
        .user("cool. also we have zero e2e coverage on the invite flow, that needs writing next sprint")
        .stop(),
  },
  {
    id: "t26-10-dns-theory",
    planted: [],
    build: (s) =>
      s
        .user("integration job timed out twice today. maybe the DNS lookups in CI are slow?")
        .bash(
          "gh run view 9188 --log | tail -4",
          "Error: Test timed out in 5000ms.\nIf this is a long-running test, pass a timeout value as the last argument.\n  at test/worker/sync.test.ts:88",
        )
        .assistant(
          "Possibly DNS, but it could also be the npm cache restore eating the time budget, or just the runner being slow. I can't tell from this log alone.",
        )
        .user("meh. rerun it and see")
        .bash("gh run rerun 9188 --failed", "\u2713 Requested rerun of failed jobs")
        .assistant("Rerun requested; it passed this time (4m12s).")
        .stop(),
  },
  {
    id: "t26-11-msw-mirror",
    planted: [
      { kind: "decision", keys: ["msw"] },
      { kind: "instruction", keys: ["mirror"] },
      { kind: "task", keys: ["fetch stubs"] },
    ],
    build: (s) =>
      s
        .user("> write tests for src/core/sync/pull.ts")
        .assistant("I'll put them in src/core/sync/pull.test.ts next to the module, and stub `fetch` by hand with `vi.fn()`.")
        .user(
          "two things. tests don't go next to the module — always mirror the src path under test/node, so test/node/sync/pull.test.ts. and we're going with msw for mocking fetch in node tests from now on, no more hand rolled vi.fn fetch",
        )
        .bash("npm i -D msw", "added 31 packages in 4s")
        .file("Write", "test/node/sync/pull.test.ts")
        .bash("npx vitest run --project node test/node/sync/pull.test.ts", " \u2713 test/node/sync/pull.test.ts (9 tests)")
        .assistant("9 tests pass, using an msw `setupServer` with handlers per test.")
        .user("nice. the older hand-rolled fetch stubs in test/node/sync-*.ts still need converting but leave that for another day")
        .stop(),
  },
  {
    id: "t26-12-skip-rule",
    planted: [{ kind: "instruction", keys: ["it.skip"] }],
    build: (s) =>
      s
        .user("queue-retry test is failing on main and blocking 3 PRs. let's just disable it")
        .assistant("I can mark it `it.skip` for now. Want me to go ahead?")
        .user("wait actually no, scratch that, don't disable it. bump its timeout to 20s, it's just slow on CI")
        .file("Edit", "test/worker/queue-retry.test.ts")
        .bash("npx vitest run --project workers test/worker/queue-retry.test.ts", " \u2713 test/worker/queue-retry.test.ts (6 tests) 11840ms")
        .assistant("Timeout is 20_000 now, and it passes in ~12s.")
        .user("👍 and general rule while we're here: no it.skip lands on main without an issue number in a comment next to it")
        .stop(),
  },
  {
    id: "t26-13-priya-matrix",
    planted: [
      { kind: "fact", keys: ["priya"] },
      { kind: "decision", keys: ["node 18"] },
    ],
    build: (s) =>
      s
        .user("can you add node 24 to the CI matrix")
        .file("Read", ".github/workflows/ci.yml")
        .assistant("Sure. The matrix currently has 18, 20 and 22. Should 24 be required or allowed to fail?")
        .user(
          "hold on, before you touch the workflows: Priya owns everything under .github/workflows, she reviews any change there. I pinged her, her answer: we drop node 18 from the matrix, it's EOL. 20 and 22 only, 24 later",
        )
        .file("Edit", ".github/workflows/ci.yml")
        .assistant("Matrix is now [20, 22]. I left 24 out as you said.")
        .stop(),
  },
  {
    id: "t26-14-test-changed",
    planted: [
      { kind: "task", keys: ["test:changed"] },
      { kind: "fact", keys: ["pretest"] },
    ],
    build: (s) =>
      s
        .user("why does npm test sit there for like 40s before anything runs")
        .file("Read", "package.json")
        .assistant(
          "It's the `pretest` script: it runs `wrangler d1 migrations apply --local` and regenerates the schema types before every test run, which is where the ~40s goes.",
        )
        .user("right, forgot about that. we still need a test:changed script that only runs tests related to the diff (vitest --changed), but not today")
        .bash("git status --short", " M package.json")
        .assistant("I haven't changed anything; the package.json diff is from your branch.")
        .stop(),
  },
  {
    id: "t26-15-pasted-log",
    planted: [],
    build: (s) =>
      s
        .user(
          "what is this warning about?\n```\nWARN  [vitest] This test will always pass: no assertions were made (test/node/toc.test.ts > builds tree)\nWARN  Never use done() callbacks with async functions\n```",
        )
        .bash("sed -n 40,60p test/node/toc.test.ts", "it('builds tree', async (done) => {\n  buildToc(events).then(() => done());\n});")
        .assistant(
          "The test passes a `done` callback to an async function and never asserts anything, so vitest warns it can't fail. Want me to rewrite it with an `expect`?",
        )
        .user("yes do it")
        .file("Edit", "test/node/toc.test.ts")
        .assistant("Rewritten with `await buildToc(events)` and an assertion on the root's children. It passes and the warnings are gone.")
        .stop(),
  },
  {
    id: "t26-16-e2e-schedule",
    planted: [{ kind: "decision", keys: ["e2e", "nightly"] }],
    build: (s) =>
      s
        .user("ok plan: e2e runs on every PR, blocking. Can you wire that into ci.yml")
        .file("Edit", ".github/workflows/ci.yml")
        .bash("gh workflow run ci.yml --ref feat/e2e-pr", "\u2713 Created workflow_dispatch event for ci.yml at feat/e2e-pr")
        .assistant("Wired up: a new `e2e` job that depends on `build`. The first run took 17 minutes though, most of it in playwright browser install.")
        .user(
          "17 min per PR is too much, ppl will hate it. changed my mind: e2e runs only on merge to main plus a nightly schedule. PRs get unit + integration only",
        )
        .file("Edit", ".github/workflows/ci.yml")
        .assistant("Moved the e2e job into `e2e.yml` with `push: branches: [main]` and a `schedule` cron at 03:00 UTC; ci.yml no longer has it.")
        .stop(),
  },
  {
    id: "t26-17-migrations-runner",
    planted: [
      { kind: "fact", keys: ["migrations-runner"] },
      { kind: "task", keys: ["migrations-runner", "tests"] },
    ],
    build: (s) =>
      s
        .user("coverage dropped 3 points on main since friday, wtf")
        .assistant("I think it's probably the generated zod schemas in src/api/ being counted now? They're big and mostly untested.")
        .bash(
          "npx vitest run --project node --coverage --coverage.reporter=text | grep -E 'migrations|api/'",
          " src/api/schemas.ts        |   96.1 |\n src/db/migrations-runner.ts |    0.0 |    0.0 |    0.0 |    0.0 | 1-212",
        )
        .user("no the schemas are fine, see. it's src/db/migrations-runner.ts, 212 lines with zero tests, merged friday. that's the drop, confirmed")
        .assistant("Yes, that file alone accounts for it. Should I write tests for it now?")
        .user("no, out of scope for this branch. migrations-runner needs tests though, leave that open")
        .stop(),
  },
  {
    id: "t26-18-commit-prefix",
    planted: [
      { kind: "instruction", keys: ["commit", "test:"] },
      { kind: "fact", keys: ["release-please"] },
    ],
    build: (s) =>
      s
        .user("commit the new pull tests")
        .bash("git add test/node/sync/pull.test.ts && git commit -m 'add pull tests'", "[feat/pull 3c1d2e0] add pull tests\n 1 file changed, 140 insertions(+)")
        .user(
          "pls amend that. commit messages for test-only changes start with `test:` — e.g. `test: cover pull retries`. release-please reads those prefixes to build the changelog, and test: ones are kept out of it",
        )
        .bash("git commit --amend -m 'test: cover pull retries and backoff'", "[feat/pull 8a0f4b1] test: cover pull retries and backoff")
        .assistant("Amended to `test: cover pull retries and backoff`.")
        .stop(),
  },
  {
    id: "t26-19-parse-range",
    planted: [],
    build: (s) =>
      s
        .user("add a test for parseRange with an empty string, I think it throws")
        .file("Edit", "test/node/range.test.ts")
        .bash("npx vitest run --project node test/node/range.test.ts", " \u2713 test/node/range.test.ts (8 tests)")
        .assistant("It doesn't throw, it returns `null` for an empty string, so I asserted that. 8 tests pass.")
        .user("huh ok, fine then")
        .stop(),
  },
  {
    id: "t26-20-alarm-timers",
    planted: [
      { kind: "fact", keys: ["fake timers", "alarm"] },
      { kind: "decision", keys: ["rundurableobjectalarm"] },
    ],
    build: (s) =>
      s
        .user("the digest alarm test hangs forever. I used vi.useFakeTimers + advanceTimersByTime(60_000)")
        .bash("npx vitest run --project workers test/worker/digest-alarm.test.ts", "Error: Test timed out in 30000ms.", 1)
        .assistant("Let me check whether the alarm ever fires under the fake clock.")
        .bash(
          "npx vitest run --project workers test/worker/digest-alarm.test.ts -t 'fires' --reporter=verbose",
          "alarm scheduled at 1762074060000\n(no alarm() call observed)",
          1,
        )
        .assistant(
          "Confirmed: fake timers don't reach Durable Object alarms in workerd. The alarm is scheduled by the runtime, not by a JS timer, so advancing vi's clock never triggers it.",
        )
        .user("ugh. ok decision: DO alarm tests call runDurableObjectAlarm() from cloudflare:test directly, no fake clocks there. rewrite it that way")
        .file("Edit", "test/worker/digest-alarm.test.ts")
        .bash("npx vitest run --project workers test/worker/digest-alarm.test.ts", " \u2713 test/worker/digest-alarm.test.ts (4 tests)")
        .stop("Rewritten; 4 tests pass in under a second."),
  },
  {
    id: "t26-21-codecov",
    planted: [{ kind: "decision", keys: ["codecov"] }],
    build: (s) =>
      s
        .user("codecov upload step failed again, token expired or something")
        .bash(
          "gh run view 9201 --log | grep -i codecov",
          "[codecov] Error: Token required - not valid tokenless upload\nerror: Process completed with exit code 1.",
        )
        .assistant("The token secret expired. I could rotate it, or we could switch to Coveralls, which has a GitHub app with no token to manage.")
        .user(
          "no coveralls either. codecov is out — we drop the upload step entirely and keep the text summary in the job log, nobody looks at the dashboard anyway. final",
        )
        .file("Edit", ".github/workflows/ci.yml")
        .assistant("Removed the upload step and added `--coverage.reporter=text-summary` to the test job.")
        .stop(),
  },
  {
    id: "t26-22-windows",
    planted: [
      { kind: "task", keys: ["windows"] },
      { kind: "instruction", keys: ["path.join"] },
    ],
    build: (s) =>
      s
        .user("Sara says hook-client tests fail on her windows box")
        .bash(
          'grep -rn "\'/tmp/" hook-client/test | head -3',
          "hook-client/test/spool.test.ts:14:  const dir = '/tmp/amem-spool-' + id;\nhook-client/test/config.test.ts:9:  const home = '/home/test/.amem';",
        )
        .assistant("Hard-coded POSIX paths in at least two tests. I've fixed those two with `os.tmpdir()`.")
        .file("Edit", "hook-client/test/spool.test.ts")
        .user(
          "ok. in tests build paths with path.join / os.tmpdir, never string literals with slashes. and the bigger problem: CI has no windows job at all, so nobody catches this. adding a windows runner to the matrix is still open",
        )
        .assistant("Noted. The two tests pass on Linux after the change; I can't verify Windows from here.")
        .stop(),
  },
  {
    id: "t26-23-chitchat",
    planted: [],
    build: (s) =>
      s
        .user("morning! long day yesterday, where were we")
        .bash("git log --oneline -3", "8a0f4b1 test: cover pull retries and backoff\n3e2a190 fix(sync): retry on 503\nb71c0de chore: bump wrangler")
        .assistant("Morning. Last thing was the pull retry tests; they're committed on feat/pull and CI was green.")
        .user("great, ty. coffee first then")
        .stop(),
  },
  {
    id: "t26-24-real-d1",
    planted: [
      { kind: "instruction", keys: ["mock", "d1"] },
      { kind: "task", keys: ["legacy"] },
    ],
    build: (s) =>
      s
        .user("writing a test for the export route, should I just mock env.DB to return rows?")
        .assistant("That would be quick: a `vi.fn()` for `prepare().bind().all()` returning fixture rows.")
        .user(
          "actually no, I remember now. don't mock D1 in worker tests, ever. use the real local binding from cloudflare:test and seed it. mocks let the SQL be wrong and still pass",
        )
        .file("Write", "test/worker/export.test.ts")
        .bash("npx vitest run --project workers test/worker/export.test.ts", " \u2713 test/worker/export.test.ts (5 tests)")
        .assistant("Written against the real binding, seeding rows through the insert helpers. 5 tests pass.")
        .user("the 3 old tests in test/worker/legacy/ still mock prepare(). those need porting to the real binding sometime")
        .stop(),
  },
  {
    id: "t26-25-shards",
    planted: [{ kind: "fact", keys: ["shard"] }],
    build: (s) =>
      s
        .user("why do I see 4 test jobs in the PR checks?")
        .file("Read", ".github/workflows/ci.yml")
        .assistant("The node project is split with `--shard=N/4`: CI runs it as 4 shards in parallel, and a final job merges their blob reports.")
        .user("aha, makes sense. ok")
        .stop(),
  },
  {
    id: "t26-26-pin-vitest",
    planted: [{ kind: "decision", keys: ["pin", "vitest"] }],
    build: (s) =>
      s
        .user("renovate wants to bump vitest to 3.3. go?")
        .bash(
          "npm i -D vitest@3.3.0 && npx vitest run --project workers test/worker/health.test.ts",
          "Error: [vitest-pool-workers] Unsupported vitest version 3.3.0\n",
          1,
        )
        .assistant("The workers pool refuses 3.3 — there's an upstream issue about the new pool API. Maybe it'll be fixed in a week or two?")
        .user("ok then we pin vitest at 3.2.x until the pool supports 3.3. revert, and close the renovate PR")
        .bash("npm i -D vitest@3.2.4 --save-exact && gh pr close 412", "changed 3 packages\n\u2713 Closed pull request #412")
        .assistant("Reverted to 3.2.4 (exact) and closed #412.")
        .stop(),
  },
  {
    id: "t26-27-unconfirmed-flake",
    planted: [],
    build: (s) =>
      s
        .user("search.test failed once on CI with a weird ordering diff. thoughts?")
        .bash("npx vitest run --project workers test/worker/search.test.ts --repeat 100", "      Tests  100 passed (100)")
        .assistant(
          "I can't reproduce it in 100 runs. One theory: FTS ranking ties get returned in insertion order, which might differ under load. Another: the test's clock. Neither is proven.",
        )
        .user("could also be cosmic rays lol. whatever, it's green now")
        .stop(),
  },
  {
    id: "t26-28-lint-ci",
    planted: [
      { kind: "task", keys: ["eslintcache"] },
      { kind: "instruction", keys: ["max-warnings"] },
    ],
    build: (s) =>
      s
        .user("pushed and the lint job failed on a warning I didn't see locally")
        .bash(
          "gh run view 9230 --log | grep -E 'warning|error' | head -3",
          "src/core/toc/grips.ts:88:7  warning  'unused' is assigned a value but never used\n\u2716 1 problem (0 errors, 1 warning)\nerror: ESLint found too many warnings (maximum: 0).",
        )
        .assistant("CI runs eslint with `--max-warnings=0`, so warnings fail it. Locally `npm run lint` only fails on errors.")
        .user(
          "right. so before pushing always run `npm run lint -- --max-warnings=0`, same as CI. and separately: that lint job takes 6 minutes because nothing is cached. caching .eslintcache between runs is a todo",
        )
        .file("Edit", "src/core/toc/grips.ts")
        .bash("npm run lint -- --max-warnings=0", "> lint\n> eslint .\n")
        .stop("Removed the unused variable; lint is clean with --max-warnings=0."),
  },
  {
    id: "t26-29-triage",
    planted: [
      { kind: "fact", keys: ["triage"] },
      { kind: "decision", keys: ["quarantine", "weeks"] },
    ],
    build: (s) =>
      s
        .user("who looks at issues labelled `flaky`? there are 11 open")
        .bash("gh issue list --label flaky --json number,title | jq length", "11")
        .user(
          "oh wait I know — Marco runs the weekly flaky triage on mondays, that label is his queue. he also said last week: anything sitting in quarantine longer than 2 weeks gets deleted, not fixed. that's agreed with the team",
        )
        .assistant("Got it. 4 of the 11 refer to tests in test/quarantine/ older than two weeks by their git dates.")
        .user("leave them, marco will do it monday")
        .stop(),
  },
  {
    id: "t26-30-testid",
    planted: [
      { kind: "decision", keys: ["data-testid"] },
      { kind: "instruction", keys: ["devdependency"] },
    ],
    build: (s) =>
      s
        .user("dashboard e2e broke bc someone changed 'Save' to 'Save changes'")
        .bash(
          "npx playwright test e2e/dashboard.spec.ts",
          "  1) e2e/dashboard.spec.ts:22:3 › saves settings\n    Error: locator.click: Timeout 5000ms exceeded.\n    waiting for getByText('Save')",
          1,
        )
        .assistant("I could add `@testing-library/jest-dom` style helpers, or switch selectors to roles. Should I install something?")
        .user(
          "we'll go with data-testid attributes for the dashboard e2e, not text or role selectors. and pls ask me before adding any new devDependency for testing, the lockfile is already huge",
        )
        .file("Edit", "e2e/dashboard.spec.ts")
        .bash("npx playwright test e2e/dashboard.spec.ts", "  6 passed (22.4s)")
        .assistant("Switched to `getByTestId('settings-save')` and added the attribute in the component. 6 pass, nothing new installed.")
        .stop(),
  },
  {
    id: "t26-31-todo-grep",
    planted: [],
    build: (s) =>
      s
        .user("how many TODOs do we have in tests?")
        .bash(
          "grep -rn 'TODO' test | head -5",
          "test/node/toc.test.ts:12:// TODO always flaky on leap years?\ntest/worker/auth.test.ts:40:// TODO never tested with expired refresh tokens\ntest/node/grips.test.ts:3:// TODO remove once v2 lands",
        )
        .bash("grep -rn 'TODO' test | wc -l", "23")
        .assistant("23 in total. Most are old notes like the three above; none reference an issue number.")
        .user("lol ok, not today")
        .stop(),
  },
  {
    id: "t26-32-file-size",
    planted: [
      { kind: "instruction", keys: ["300 lines"] },
      { kind: "task", keys: ["summarize.test"] },
    ],
    build: (s) =>
      s
        .user("add the bullet-dedupe cases to test/node/summarize.test.ts")
        .bash("wc -l test/node/summarize.test.ts", "912 test/node/summarize.test.ts")
        .assistant("That file is already 912 lines. I'll add the 6 cases in a new `summarize-dedupe.test.ts` instead, if that's ok?")
        .user(
          "yes good call. keep test files under ~300 lines in general, split by behaviour when one grows past that. summarize.test itself has to be split up too, but another time",
        )
        .file("Write", "test/node/summarize-dedupe.test.ts")
        .bash("npx vitest run --project node test/node/summarize-dedupe.test.ts", " \u2713 test/node/summarize-dedupe.test.ts (6 tests)")
        .stop("6 dedupe tests in the new file, all passing."),
  },
  {
    id: "t26-33-staging",
    planted: [
      { kind: "fact", keys: ["amem-staging"] },
      { kind: "instruction", keys: ["staging", "read-only"] },
    ],
    build: (s) =>
      s
        .user("the integration suite shows data from yesterday, is that expected?")
        .bash(
          "npx wrangler d1 execute amem-staging --remote --command 'select count(*) from events'",
          "\u250c\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2510\n\u2502 count(*) \u2502\n\u2502 48213    \u2502",
        )
        .assistant("Maybe the reset job didn't run?")
        .user(
          "no that's normal, the integration tests run against the amem-staging D1 and it only gets wiped every night at 02:00 UTC. and from your side treat staging as read-only, never write to it from a local run, the nightly depends on the seeded data",
        )
        .assistant("Understood. I only ran a count(*).")
        .stop(),
  },
  {
    id: "t26-34-coverage-provider",
    planted: [{ kind: "decision", keys: ["v8", "coverage"] }],
    build: (s) =>
      s
        .user("set up coverage for the hook-client package. use c8 like the old repo did")
        .bash("npm i -D c8 -w hook-client", "added 19 packages in 3s")
        .assistant("c8 is installed. Note the main package already uses vitest's built-in provider, so the two packages would report differently.")
        .user("hmm, didn't know that. then no c8 — uninstall it. we use vitest's built-in v8 coverage provider in both packages, one config style everywhere")
        .bash("npm rm c8 -w hook-client && npm i -D @vitest/coverage-v8@3.2.4 -w hook-client", "removed 19 packages\nadded 1 package")
        .file("Edit", "hook-client/vitest.config.ts")
        .assistant("Done, hook-client now has `coverage: { provider: 'v8' }`.")
        .stop(),
  },
  {
    id: "t26-35-stryker",
    planted: [],
    build: (s) =>
      s
        .user("rename `makeEvt` to `makeEvent` in test/node/helpers.ts and its callers")
        .bash("grep -rl makeEvt test | xargs sed -i 's/makeEvt/makeEvent/g' && npx tsc --noEmit -p .", "")
        .assistant(
          "Renamed in 7 files, typecheck passes. Unrelated idea while I was in there: we could add mutation testing with Stryker to find assertions that never fail. It would take maybe a day to set up.",
        )
        .user("can you also run the node tests quickly")
        .bash("npx vitest run --project node test/node/helpers.test.ts", " \u2713 test/node/helpers.test.ts (3 tests)")
        .stop("All 3 pass."),
  },
  {
    id: "t26-36-queue-consumer",
    planted: [
      { kind: "task", keys: ["queue-consumer"] },
      { kind: "fact", keys: ["amem-events-dlq"] },
    ],
    build: (s) =>
      s
        .user("why are there dead letters piling up in staging?")
        .bash("npx wrangler queues list | grep amem", "amem-events      producers=1 consumers=1\namem-events-dlq  producers=0 consumers=0")
        .assistant("Messages that fail 5 deliveries land in `amem-events-dlq`, and nothing consumes that queue, so they accumulate.")
        .user(
          "yep, amem-events-dlq is only drained by hand, that's on purpose. what worries me more: the queue-consumer integration test has been skipped since the DLQ change. remind me — it needs re-enabling and fixing",
        )
        .assistant("Noted; it's `describe.skip` at test/worker/queue-consumer.test.ts:12.")
        .stop(),
  },
  {
    id: "t26-37-expect-poll",
    planted: [{ kind: "instruction", keys: ["expect.poll"] }],
    build: (s) =>
      s
        .user("fix the flaky spool flush test pls")
        .bash(
          "sed -n 30,36p hook-client/test/spool.test.ts",
          "  await flush();\n  await new Promise((r) => setTimeout(r, 500));\n  expect(readSpool()).toHaveLength(0);",
        )
        .assistant("It sleeps 500ms and hopes the flush finished. I'll replace the sleep with `await expect.poll(() => readSpool().length).toBe(0)`.")
        .file("Edit", "hook-client/test/spool.test.ts")
        .bash("npx vitest run --project node hook-client/test/spool.test.ts --repeat 50", "      Tests  50 passed (50)")
        .user("👌 yes, do that everywhere you see it: when a test waits for async state, use expect.poll or vi.waitFor, not setTimeout sleeps")
        .stop("Will do."),
  },
  {
    id: "t26-38-rate-limit",
    planted: [
      { kind: "fact", keys: ["rate-limit", "minute boundary"] },
      { kind: "decision", keys: ["clock"] },
    ],
    build: (s) =>
      s
        .user("rate-limit.test is flaky, 1 in ~50. maybe the DO storage is slow?")
        .bash(
          "for i in $(seq 1 300); do npx vitest run --project node test/node/rate-limit.test.ts --silent || date +%S; done | sort | uniq -c",
          "      6 59\n      1 00",
          0,
        )
        .assistant(
          "Every failure happens at second 59 or 00. Root cause confirmed: the rate-limit test reads Date.now() twice and fails when the two reads straddle a minute boundary, because the window key changes. With a fixed time it passes 500/500.",
        )
        .user("nice. options: mock Date globally, or pass a clock in?")
        .assistant("Mocking Date globally is one line; injecting a clock touches the limiter's constructor and 3 callers.")
        .user("decided: we inject a clock into the limiter (`now: () => number`), no global Date mocking. do it")
        .file("Edit", "src/core/rate-limit.ts")
        .bash("npx vitest run --project node test/node/rate-limit.test.ts --repeat 500", "      Tests  500 passed (500)")
        .stop(),
  },
  {
    id: "t26-39-husky",
    planted: [
      { kind: "task", keys: ["husky"] },
      { kind: "instruction", keys: ["--no-verify"] },
    ],
    build: (s) =>
      s
        .user("did my last push skip the hooks? CI caught a format error")
        .bash("git log -1 --format=%B && ls .git/hooks | grep -v sample", "style: tweak toc\n")
        .assistant("There are no git hooks installed in this clone at all, so nothing ran before the push.")
        .user(
          "ugh right, the pre-commit hook with husky + lint-staged was never set up. that's still to do. and when it exists: no pushing with --no-verify, ever. fix the hook failure instead",
        )
        .bash("npx biome format --write src/core/toc", "Formatted 1 file in 4ms.")
        .stop("Formatted the file; commit it when you're ready."),
  },
  {
    id: "t26-40-log-words",
    planted: [],
    build: (s) =>
      s
        .user("run the fault suite for the queue file and tell me if anything's off")
        .bash(
          "npx vitest run --config vitest.faults.config.ts test/faults/queue.test.ts",
          "[faults] mode=quick\n[faults] always retrying after kill (expected)\n[faults] consumer never acked 0 messages twice\n \u2713 test/faults/queue.test.ts (9 tests) 41s",
        )
        .assistant("All 9 pass in quick mode. The 'always retrying' and 'never acked' lines are the suite's own log, not failures.")
        .user("k thanks")
        .stop(),
  },
  {
    id: "t26-41-serial-workers",
    planted: [{ kind: "decision", keys: ["fileparallelism"] }],
    build: (s) =>
      s
        .user("can we run the workers tests in parallel? they take 4 min")
        .file("Edit", "vitest.workers.config.ts")
        .bash("npx vitest run --project workers", "      Tests  12 failed | 388 passed (400)\n  SqliteError: database is locked", 1)
        .assistant("With file parallelism on, 12 tests fail on shared D1 state. Each test file would need its own database, which is a bigger change.")
        .user("not worth it right now. workers project stays serial, fileParallelism: false, final answer. revert")
        .file("Edit", "vitest.workers.config.ts")
        .assistant("Reverted; the config is back to serial.")
        .stop(),
  },
  {
    id: "t26-42-test-names",
    planted: [
      { kind: "instruction", keys: ["sentence"] },
      { kind: "task", keys: ["export.test"] },
    ],
    build: (s) =>
      s
        .user("review my new tests in test/worker/import.test.ts")
        .file("Read", "test/worker/import.test.ts")
        .assistant("They cover the cases well. Nit: names like `it('test 404')` and `it('works')` don't say what's expected.")
        .user(
          "yeah fair. convention for the repo then: test names read as a sentence about behaviour, like `it('returns 404 for a memory of another user')`. fix mine. the old `test 1`..`test 9` names in export.test.ts are the same mess, rename them later",
        )
        .file("Edit", "test/worker/import.test.ts")
        .bash("npx vitest run --project workers test/worker/import.test.ts", " \u2713 test/worker/import.test.ts (7 tests)")
        .stop("Renamed the 7 tests in import.test.ts."),
  },
  {
    id: "t26-43-bench-nonblocking",
    planted: [{ kind: "fact", keys: ["continue-on-error"] }],
    build: (s) =>
      s
        .user("bench job is red on my PR, do I need to fix it before merge?")
        .bash("grep -n -B2 -A2 'bench' .github/workflows/ci.yml", "  bench:\n    runs-on: ubuntu-22.04\n    continue-on-error: true\n    steps:")
        .assistant(
          "No — the bench job has `continue-on-error: true`, so it's informational and never blocks a merge. Branch protection only requires lint, typecheck and test.",
        )
        .user("ok phew")
        .stop(),
  },
  {
    id: "t26-44-fixtures",
    planted: [
      { kind: "task", keys: ["makeevent"] },
      { kind: "instruction", keys: ["test/fixtures"] },
    ],
    build: (s) =>
      s
        .user("this test has a 60 line inline JSON blob, can you tidy it")
        .file("Write", "test/fixtures/claude-session-small.json")
        .file("Edit", "test/node/ingest.test.ts")
        .assistant("Moved the blob to test/fixtures/claude-session-small.json and load it with `readFixture()`.")
        .user(
          "good, that's how I want it: fixture data bigger than ~20 lines goes in test/fixtures/, not inline. also there are two different makeEvent helpers (test/node/helpers.ts and test/worker/helpers.ts), they need deduping — not now",
        )
        .bash("npx vitest run --project node test/node/ingest.test.ts", " \u2713 test/node/ingest.test.ts (11 tests)")
        .stop(),
  },
  {
    id: "t26-45-gemini-typo",
    planted: [],
    build: (s) =>
      s
        .user("Explain why test/node/grips.test.ts fails and fix it.")
        .bash("npx vitest run --project node test/node/grips.test.ts", "AssertionError: expected 'gripp_01' to be 'grip_01'", 1)
        .assistant("✦ The fixture has a typo: `gripp_01` instead of `grip_01` on line 27. I will correct it.")
        .file("Edit", "test/node/grips.test.ts")
        .bash("npx vitest run --project node test/node/grips.test.ts", " \u2713 test/node/grips.test.ts (12 tests)")
        .assistant("✦ Fixed the typo; all 12 tests pass.")
        .stop(),
  },
  {
    id: "t26-46-repro-first",
    planted: [
      { kind: "instruction", keys: ["repeat"] },
      { kind: "decision", keys: ["lint", "typecheck"] },
    ],
    build: (s) =>
      s
        .user("the import test flaked, I think it's the zod parse being slow? just bump the timeout")
        .assistant("Before bumping it I'd like to confirm it's actually slow — do you want me to reproduce it first?")
        .user("yes fair, and make that the standing rule: when a test flakes, reproduce it with --repeat 100 (or more) before changing any code")
        .bash("npx vitest run --project workers test/worker/import.test.ts --repeat 100", "      Tests  100 passed (100)")
        .assistant("100/100 green locally, so no evidence it's slow here. I haven't changed the timeout.")
        .user("ok leave it. unrelated, CI order: we're moving the lint step before typecheck so a PR fails in 30s instead of 3 min. go ahead and change ci.yml")
        .file("Edit", ".github/workflows/ci.yml")
        .stop("Lint now runs first, then typecheck, then tests."),
  },
  {
    id: "t26-47-faults",
    planted: [
      { kind: "fact", keys: ["faults"] },
      { kind: "decision", keys: ["faults", "nightly"] },
    ],
    build: (s) =>
      s
        .user("does npm test include the fault suite?")
        .file("Read", "package.json")
        .assistant(
          "No. The faults suite has its own config, vitest.faults.config.ts, and runs only through `npm run test:faults`; `npm test` covers the node and workers projects.",
        )
        .user("ok. its full mode takes 25 min, so: faults run in CI nightly only, never on PRs. add the schedule")
        .file("Edit", ".github/workflows/nightly.yml")
        .bash("npx yaml-lint .github/workflows/nightly.yml", "\u2714 YAML Lint successful.")
        .stop("Added a faults job to nightly.yml."),
  },
  {
    id: "t26-48-junit",
    planted: [{ kind: "task", keys: ["junit"] }],
    build: (s) =>
      s
        .user("how do we even know which tests are flaky most often")
        .bash("ls test-results/ 2>/dev/null || echo none", "none")
        .assistant("Right now we don't; CI doesn't keep per-test results. Vitest can write JUnit XML with `--reporter=junit`.")
        .user(
          "ok so a flake dashboard is a thing we need eventually: CI writes junit xml, we parse it across runs and count failures per test. park it for now",
        )
        .assistant("Parked. I didn't change the reporter.")
        .stop(),
  },
  {
    id: "t26-49-jest-rejected",
    planted: [],
    build: (s) =>
      s
        .user("why is vitest so slow to start on this machine?")
        .bash(
          "npx vitest run --project node test/node/hash.test.ts --reporter=verbose",
          " \u2713 hash > is stable (1ms)\n Duration  6.12s (transform 1.9s, setup 0ms, collect 2.1s, tests 1ms)",
        )
        .assistant("Most of the 6s is transform and collect. Would you consider moving the node tests to Jest with SWC? It might start faster.")
        .user("no way, not switching test runners. what's in the transform time?")
        .assistant("It's esbuild transforming src/ imports; the first run has no cache. A second run should be ~2s.")
        .bash("npx vitest run --project node test/node/hash.test.ts", " Duration  1.98s")
        .stop(),
  },
  {
    id: "t26-50-full-suite",
    planted: [
      { kind: "instruction", keys: ["full suite"] },
      { kind: "fact", keys: ["12 min"] },
    ],
    build: (s) =>
      s
        .user("run all the tests")
        .assistant("Running `npm test` now.")
        .bash("time npm test", "Test Files  214 passed (214)\nreal\t12m04.3s", 0)
        .user(
          "ok that confirms it, the full suite takes ~12 min on this laptop. so don't run the full suite locally unless I ask, run the focused files you touched, CI does the rest",
        )
        .assistant("Understood, focused files only from here on.")
        .stop(),
  },
  {
    id: "t26-51-faker",
    planted: [
      { kind: "decision", keys: ["faker"] },
      { kind: "task", keys: ["faker", "search.test"] },
    ],
    build: (s) =>
      s
        .user("this failure doesn't reproduce, the email in the fixture is different every run")
        .bash(
          "grep -rn faker test | head -4",
          "test/worker/users.test.ts:3:import { faker } from '@faker-js/faker';\ntest/worker/search.test.ts:4:import { faker } from '@faker-js/faker';",
        )
        .assistant("Both files use @faker-js/faker without a seed. I could call `faker.seed(1)` in a setup file?")
        .user("no, we're dropping faker altogether. fixtures are deterministic, seeded ids, fixed strings. remove it from users.test.ts now")
        .file("Edit", "test/worker/users.test.ts")
        .bash("npx vitest run --project workers test/worker/users.test.ts", " \u2713 test/worker/users.test.ts (10 tests)")
        .assistant("users.test.ts no longer imports faker; 10 pass.")
        .user("search.test.ts still has faker imports — that one's bigger, needs removing in a follow up")
        .stop(),
  },
  {
    id: "t26-52-jonas-isolated",
    planted: [
      { kind: "fact", keys: ["jonas"] },
      { kind: "decision", keys: ["isolatedstorage"] },
    ],
    build: (s) =>
      s
        .user("why is isolatedStorage off in the workers pool config? docs recommend it")
        .file("Read", "vitest.workers.config.ts")
        .assistant("Perhaps because of the Durable Object websocket tests? isolated storage has had problems with open sockets, but I'm guessing.")
        .user(
          "Jonas set up the workerd pool, he's the one to ask about that config. just talked to him: it was the websockets, yes. and we keep isolatedStorage off, decided, tests clean up their own rows instead",
        )
        .bash("grep -rn 'afterEach' test/worker | wc -l", "38")
        .assistant("38 afterEach hooks in test/worker already do per-test cleanup.")
        .stop(),
  },
  {
    id: "t26-53-coverage-glance",
    planted: [],
    build: (s) =>
      s
        .user("does this coverage output look fine to you?")
        .bash(
          "npx vitest run --project node --coverage --coverage.reporter=text-summary",
          "Statements   : 86.2% ( 4120/4779 )\nBranches     : 78.9% ( 1501/1902 )\nFunctions    : 90.1% ( 611/678 )\nLines        : 86.2% ( 4120/4779 )",
        )
        .assistant("Yes, it's above the src/core threshold and a bit higher than last week. Branches are the weakest at 78.9%.")
        .user("cool, nothing to do then")
        .stop(),
  },
];

export const TUNING26 = plantedSet(TUNING26_SESSIONS, START);
