/**
 * Blind planted set 67 for the offline long-term-memory extractor. Style: QA and test
 * automation (Playwright and Cypress suites, flaky tests and quarantines, visual regression
 * baselines, test data factories, CI sharding, release sign-off) in the voice of Gemini CLI
 * and Copilot CLI sessions; the user often reports what they saw and asks the agent to dig.
 * Each session is one segment; the items planted in it are listed with it: 70 items (16
 * decisions, 19 instructions, 19 facts, 16 tasks) in 55 sessions, 13 of which plant nothing. Every other
 * message must give nothing: questions, hypotheses, proposals not taken, withdrawn ideas,
 * unconfirmed guesses, quoted code, logs and tool output (with words like "always", "never",
 * "TODO"), chit-chat, and in-session requests that are done in the same session. Superseded
 * decisions plant only the later one.
 *
 * Blind: written without reading the extractor; measured once by the lead, then training data.
 *
 * Matching rule (fixed before the extractor was run on this set):
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

export const BLIND67_SESSIONS: BlindSession[] = [
  {
    id: "b67-checkout-flake",
    build: (s) =>
      s
        .user("checkout.spec.ts failed 3 times on main tonight, passes locally every time. can you dig into it? the trace zip is in the artifacts")
        .assistant("I'll pull the failing runs first and look at the Playwright trace for the last one.")
        .bash(
          "gh run view 8812 --log-failed | tail -20",
          "checkout.spec.ts:42:5 › pays with saved card\n  Error: locator.click: Timeout 5000ms exceeded.\n  waiting for getByRole('button', { name: 'Pay now' })\n  - element is not enabled",
        )
        .assistant(
          "The Pay now button stays disabled because the price quote request hasn't resolved yet; the test clicks before /api/quote returns. Locally the quote stub answers instantly.",
        )
        .user(
          "ok so it's the quote call. from now on, in the e2e suites wait on the network response with page.waitForResponse, never on a fixed waitForTimeout",
        )
        .file("Edit", "e2e/checkout.spec.ts")
        .bash("npx playwright test e2e/checkout.spec.ts --repeat-each=20", "20 passed (1.4m)")
        .assistant("Replaced the sleep with `await page.waitForResponse('**/api/quote')`; 20 repeats pass."),
    planted: [
      { kind: "instruction", keys: ["waitforresponse"] },
      { kind: "fact", keys: ["quote"] },
    ],
  },
  {
    id: "b67-quarantine-policy",
    build: (s) =>
      s
        .user("we keep arguing about the quarantine tag. what do other teams do?")
        .assistant(
          "Common options: a `@quarantine` tag that runs in a separate non-blocking job, or skipping with `test.fixme`. The tag keeps the signal; fixme hides it.",
        )
        .user("let's go with the @quarantine tag in a separate non-blocking job. fixme hides too much")
        .bash('grep -rn "test.fixme" e2e | wc -l', "7")
        .assistant("There are 7 `test.fixme` calls today. Shall I convert them?")
        .user("not now, converting the fixme ones is for next week")
        .user("but yes: quarantined tests get a jira ticket and a 14 day limit, after that they are fixed or deleted")
        .assistant("Understood."),
    planted: [
      { kind: "decision", keys: ["quarantine", "non-blocking"] },
      { kind: "instruction", keys: ["quarantined", "ticket"] },
      { kind: "task", keys: ["fixme"] },
    ],
  },
  {
    id: "b67-visual-baselines",
    build: (s) =>
      s
        .user("the visual diff on the dashboard page is red again, 0.4% pixels. I opened the diff png and it's the font antialiasing, nothing real")
        .assistant("I'll check which platform produced the baselines.")
        .bash("git log --format='%h %an %s' -3 -- e2e/__screenshots__/", "a91c2e0 dana update baselines (mac)\n77b1d3e ci-bot update baselines (linux)\n")
        .assistant("The last baseline update was made on macOS; CI renders on Linux, so the text edges differ.")
        .user("right. baselines are only ever regenerated inside the playwright docker image, never on a laptop. please write that down somewhere")
        .file("Edit", "e2e/README.md")
        .bash(
          "docker run --rm -v $PWD:/w -w /w mcr.microsoft.com/playwright:v1.48.0-jammy npx playwright test --update-snapshots --grep @visual",
          "12 passed (48s)",
        )
        .assistant("Regenerated the 12 visual baselines in the Playwright image and documented the rule in e2e/README.md."),
    planted: [{ kind: "instruction", keys: ["baselines", "docker"] }],
  },
  {
    id: "b67-factory-ids",
    build: (s) =>
      s
        .user(
          'the user factory sometimes makes duplicate emails when shards run in parallel. saw `duplicate key value violates unique constraint "users_email_key"` twice this week',
        )
        .assistant("I'll look at how the factory builds the email.")
        .file("Read", "test/factories/user.ts")
        .assistant("It uses `'user' + Date.now() + '@example.test'`, so two shards starting in the same millisecond collide.")
        .user("yeah. decided: factories use a faker seed plus the shard index for anything unique. no timestamps")
        .file("Edit", "test/factories/user.ts")
        .bash("npx vitest run test/factories", "Test Files  3 passed (3)\n     Tests  18 passed (18)"),
    planted: [
      { kind: "decision", keys: ["factories", "shard"] },
      { kind: "fact", keys: ["date.now"] },
    ],
  },
  {
    id: "b67-chitchat",
    build: (s) =>
      s
        .user("morning. coffee machine is broken so be gentle with me")
        .assistant("Good morning! I'll keep it short. What are we looking at today?")
        .user("nothing yet, just checking you're alive lol")
        .assistant("Still here. Ping me when you have something."),
    planted: [],
  },
  {
    id: "b67-shard-count",
    build: (s) =>
      s
        .user("the e2e job takes 38 minutes. can we shard it?")
        .assistant("Yes. With 4 shards the longest one should be around 11 minutes, based on the timing report.")
        .bash("cat playwright-report/timings.json | jq '.total'", "2291")
        .user("make it 4 shards")
        .file("Edit", ".github/workflows/e2e.yml")
        .assistant("Set `shard: [1/4, 2/4, 3/4, 4/4]` in the matrix.")
        .user("hmm actually the runners pool only has 6 machines and the unit jobs need 3. go with 3 shards instead")
        .file("Edit", ".github/workflows/e2e.yml")
        .bash("gh workflow run e2e.yml --ref qa/shards", "Created workflow_dispatch event for e2e.yml at qa/shards")
        .assistant("Switched to 3 shards and started a run on qa/shards."),
    planted: [
      { kind: "decision", keys: ["3 shards"] },
      { kind: "fact", keys: ["runners"] },
    ],
  },
  {
    id: "b67-signoff-owner",
    build: (s) =>
      s
        .user("who signs off the release on our side? I always forget")
        .assistant("I don't know that from the repo. Let me check the release checklist.")
        .bash(
          "cat docs/release-checklist.md | head -12",
          "# Release checklist\n- [ ] Regression suite green on staging\n- [ ] QA sign-off: Priya (QA lead)\n- [ ] TODO: add perf smoke\n",
        )
        .user("ah right, Priya does the QA sign-off. and the regression suite has to be green on staging first, not on the preview env")
        .assistant("Noted: sign-off is Priya's, after a green regression run on staging."),
    planted: [
      { kind: "fact", keys: ["priya"] },
      { kind: "instruction", keys: ["regression", "staging"] },
    ],
  },
  {
    id: "b67-cypress-intercept",
    build: (s) =>
      s
        .user("cypress login test broken after the auth change, getting 401 on /api/session. take a look?")
        .assistant("Checking the intercept and the fixture.")
        .bash(
          "npx cypress run --spec cypress/e2e/login.cy.ts",
          "  1) login › keeps the session\n     CypressError: cy.wait() timed out waiting 5000ms for the 1st request to the route: 'session'",
        )
        .file("Read", "cypress/e2e/login.cy.ts")
        .assistant("The alias still matches `GET /api/session`, but the new auth flow calls `POST /api/session/refresh`. I'll update the intercept.")
        .file("Edit", "cypress/e2e/login.cy.ts")
        .bash("npx cypress run --spec cypress/e2e/login.cy.ts", "  ✓ keeps the session (2301ms)\n  1 passing")
        .assistant("Fixed: the intercept now targets the refresh endpoint.")
        .user("thanks"),
    planted: [{ kind: "fact", keys: ["refresh"] }],
  },
  {
    id: "b67-retries-debate",
    build: (s) =>
      s
        .user("maybe we should just set retries: 2 in playwright.config for CI?")
        .assistant(
          "That would hide flakes rather than fix them, but it does stop red builds. A middle ground is retries on CI plus reporting every retried test as flaky.",
        )
        .user("I dunno. let me talk to Marco before we change anything")
        .bash("grep -n retries playwright.config.ts", "14:  retries: process.env.CI ? 0 : 0,")
        .assistant("For reference, retries are currently 0 everywhere.")
        .user("yeah leave it for now"),
    planted: [],
  },
  {
    id: "b67-trace-setting",
    build: (s) =>
      s
        .user("i can never get a trace when something fails on CI. what's the setting?")
        .bash("grep -n trace playwright.config.ts", "22:    trace: 'off',")
        .assistant("Tracing is off. `trace: 'on-first-retry'` only records on a retry, and you have retries at 0, so `retain-on-failure` fits better.")
        .user("ok set it to retain-on-failure. that's what we want on CI from now on")
        .file("Edit", "playwright.config.ts")
        .assistant("Done: `trace: 'retain-on-failure'`."),
    planted: [{ kind: "decision", keys: ["retain-on-failure"] }],
  },
  {
    id: "b67-seed-data-task",
    build: (s) =>
      s
        .user("the seed script for staging takes forever, like 9 minutes, most of it is the product catalog")
        .bash("time node scripts/seed-staging.mjs --only catalog", "seeded 48000 products\n\nreal\t8m41s")
        .assistant("The catalog seed inserts one row per request. Batching into 1000-row inserts should bring it under a minute.")
        .user("agreed but not today. todo for next week: batch the catalog inserts in seed-staging")
        .assistant("I'll leave it as is for now."),
    planted: [
      { kind: "task", keys: ["catalog", "batch"] },
      { kind: "fact", keys: ["seed"] },
    ],
  },
  {
    id: "b67-empty-question",
    build: (s) =>
      s
        .user("what's the difference between toHaveScreenshot and toMatchSnapshot again")
        .assistant(
          "`toHaveScreenshot` takes the screenshot itself and retries until two consecutive shots match; `toMatchSnapshot` compares a value you pass in, with no retry.",
        )
        .user("cool ty"),
    planted: [],
  },
  {
    id: "b67-a11y-check",
    build: (s) =>
      s
        .user("QA found the settings modal can't be closed with Escape. can you add an axe check to the modal tests?")
        .assistant("I'll add `@axe-core/playwright` to the modal spec.")
        .bash("npm ls @axe-core/playwright", "app@1.0.0 /home/dev/src/app\n└── @axe-core/playwright@4.10.0")
        .file("Edit", "e2e/modals.spec.ts")
        .bash(
          "npx playwright test e2e/modals.spec.ts",
          "  1 failed\n    [chromium] › modals.spec.ts:18 › settings modal is accessible\n    Expected: []\n    Received: [{ id: 'aria-dialog-name', impact: 'serious' }]",
        )
        .assistant("The axe check fails on a missing dialog name, which is a real bug. The Escape issue is separate.")
        .user(
          "ok, every new modal spec gets the axe check, please. and open question for later: fix aria-dialog-name on the settings modal, that's for the frontend team",
        )
        .assistant("Got it."),
    planted: [
      { kind: "instruction", keys: ["axe"] },
      { kind: "task", keys: ["aria-dialog-name"] },
    ],
  },
  {
    id: "b67-staging-clock",
    build: (s) =>
      s
        .user("the coupon expiry test fails only on staging. expected 'expired', got 'active'")
        .bash("ssh staging 'date -u +%s'; date -u +%s", "1795597140\n1795597211")
        .assistant("The staging host is about 71 seconds behind this machine. The test creates a coupon that expires in 60 seconds and checks it after 65.")
        .user("ugh. yes staging clock drifts, ops knows. the coupon test should use the server's time from the /api/time endpoint, never the runner's clock")
        .file("Edit", "e2e/coupons.spec.ts")
        .bash("npx playwright test e2e/coupons.spec.ts --project=staging", "3 passed (22s)"),
    planted: [
      { kind: "fact", keys: ["staging", "clock"] },
      { kind: "instruction", keys: ["server", "time"] },
    ],
  },
  {
    id: "b67-cypress-vs-playwright",
    build: (s) =>
      s
        .user("should we move the remaining cypress specs to playwright? there are like 40 of them")
        .bash("ls cypress/e2e | wc -l", "41")
        .assistant("41 specs. Porting is mostly mechanical; the custom `cy.login` command would need a Playwright fixture.")
        .user("ok we're doing it. decision: all new e2e tests are playwright, cypress is frozen and gets ported bit by bit")
        .assistant("I'll note it in the testing guide.")
        .file("Edit", "docs/testing.md"),
    planted: [{ kind: "decision", keys: ["cypress", "frozen"] }],
  },
  {
    id: "b67-port-login-task",
    build: (s) =>
      s
        .user("first cypress port: the login fixture. can you write the playwright version of cy.login?")
        .file("Write", "e2e/fixtures/login.ts")
        .bash("npx playwright test e2e/account.spec.ts", "5 passed (19s)")
        .assistant("Added an `authenticatedPage` fixture that stores the session in `storageState`; the account specs pass with it.")
        .user("nice. still need to port the checkout and search cypress specs, that's next sprint")
        .assistant("Okay."),
    planted: [
      { kind: "fact", keys: ["storagestate"] },
      { kind: "task", keys: ["checkout", "search"] },
    ],
  },
  {
    id: "b67-log-todo-negative",
    build: (s) =>
      s
        .user("what does this warning in the CI log mean?")
        .bash(
          "gh run view 8840 --log | grep -i warn | head -3",
          "WARN  TODO: remove legacy reporter before v2 (always printed)\nWARN  never use page.pause() in CI\nWARN  deprecated: --shard-index",
        )
        .assistant(
          "They come from the reporter plugin's own code, not from your config; the first is a note its authors left for themselves. Nothing to do on our side.",
        )
        .user("ok whatever, ignore them"),
    planted: [],
  },
  {
    id: "b67-flaky-dashboard",
    build: (s) =>
      s
        .user("I watched the dashboard test fail in the video: the chart renders, then the spinner comes back. any idea?")
        .assistant("Possibly a second fetch after the websocket connects. Or the polling timer. I'll check the network log in the trace.")
        .bash("npx playwright show-trace --list trace.zip | grep api/metrics", "GET /api/metrics 200 312ms\nGET /api/metrics 200 298ms")
        .assistant("Two metrics calls: the second is triggered by the websocket `hello`. That's the reload you saw.")
        .user("confirmed with Lena, the double fetch on websocket connect is a known bug in the dashboard. ticket FE-912")
        .user("till it's fixed, the dashboard spec waits for the second /api/metrics response")
        .file("Edit", "e2e/dashboard.spec.ts")
        .bash("npx playwright test e2e/dashboard.spec.ts --repeat-each=10", "10 passed (51s)"),
    planted: [
      { kind: "fact", keys: ["websocket", "double"] },
      { kind: "decision", keys: ["second", "metrics"] },
    ],
  },
  {
    id: "b67-naming-convention",
    build: (s) =>
      s
        .user("small thing: spec files are named <feature>.spec.ts, no `test-` prefix, no camelCase. the new ones from yesterday break that")
        .bash("ls e2e | grep -v '.spec.ts$'", "test-profile.ts\nuserSettings.ts")
        .assistant("Two files don't follow it. Renaming them to profile.spec.ts and user-settings.spec.ts.")
        .bash("git mv e2e/test-profile.ts e2e/profile.spec.ts && git mv e2e/userSettings.ts e2e/user-settings.spec.ts", "")
        .assistant("Renamed both."),
    planted: [{ kind: "instruction", keys: ["spec", "named"] }],
  },
  {
    id: "b67-release-blocker",
    build: (s) =>
      s
        .user("release 4.12 sign-off is tomorrow. what's still red?")
        .bash(
          "gh run list --workflow regression.yml --branch release/4.12 -L 1 --json conclusion,displayTitle",
          '[{"conclusion":"failure","displayTitle":"regression 4.12-rc3"}]',
        )
        .bash("gh run view --log-failed | grep '✘' ", "✘ invoices.spec.ts:77 › exports csv with umlauts")
        .assistant("One failure: the CSV export test with umlauts. The file comes back as Latin-1 instead of UTF-8.")
        .user("that's a real bug, not flake. we're not signing off 4.12 until the csv encoding is fixed, I'll tell the PM")
        .assistant("Understood. Should I open a bug?")
        .user("yes please, and someone still has to add a regression test for the BOM too, later"),
    planted: [
      { kind: "decision", keys: ["4.12", "encoding"] },
      { kind: "task", keys: ["bom"] },
    ],
  },
  {
    id: "b67-hypothesis-only",
    build: (s) =>
      s
        .user("the search spec got slower, 40s -> 70s. maybe the new elastic index? or maybe the runner image?")
        .bash("gh run list --workflow e2e.yml -L 5 --json createdAt,updatedAt | jq length", "5")
        .assistant("Could be either. Without per-test timings from before the change I can't tell which. I'd guess the index, but that's a guess.")
        .user("let's not guess, I'll look tomorrow myself"),
    planted: [],
  },
  {
    id: "b67-env-vars",
    build: (s) =>
      s
        .user("where does BASE_URL come from in the e2e job? I set it in the repo vars and it's ignored")
        .bash(
          "grep -rn BASE_URL .github/workflows playwright.config.ts",
          ".github/workflows/e2e.yml:31:      PW_BASE_URL: vars.E2E_URL\nplaywright.config.ts:9:  baseURL: process.env.PW_BASE_URL,",
        )
        .assistant("The config reads `PW_BASE_URL`, which the workflow fills from the `E2E_URL` repo variable. `BASE_URL` isn't read anywhere.")
        .user("ahh. ok good to know, the e2e base url comes from the E2E_URL variable")
        .assistant("Yes."),
    planted: [{ kind: "fact", keys: ["e2e_url"] }],
  },
  {
    id: "b67-mobile-project",
    build: (s) =>
      s
        .user("do we run the mobile viewport project on every PR?")
        .bash('grep -n -A3 "name: \'mobile" playwright.config.ts', "31:    { name: 'mobile-safari', use: { ...devices['iPhone 14'] } },")
        .assistant("It's defined, and the PR workflow runs `--project=chromium` only, so mobile runs nightly.")
        .user("good. keep it that way: PRs run chromium only, webkit and mobile run in the nightly")
        .assistant("Noted."),
    planted: [{ kind: "decision", keys: ["chromium", "nightly"] }],
  },
  {
    id: "b67-data-cleanup",
    build: (s) =>
      s
        .user("staging is full of junk orders from the e2e runs, 30k of them. product is complaining")
        .bash("psql $STAGING_DB -c \"select count(*) from orders where email like '%@e2e.test'\"", " count\n-------\n 30214")
        .assistant("All e2e orders use the `@e2e.test` domain, so they're easy to target.")
        .user("please delete them now. and going forward every e2e test cleans up its own data in afterEach, no exceptions")
        .bash("psql $STAGING_DB -c \"delete from orders where email like '%@e2e.test'\"", "DELETE 30214")
        .assistant("Deleted 30,214 orders."),
    planted: [
      { kind: "instruction", keys: ["aftereach"] },
      { kind: "fact", keys: ["e2e.test"] },
    ],
  },
  {
    id: "b67-rejected-proposal",
    build: (s) =>
      s
        .user("why do the api tests hit the real payment sandbox?")
        .bash("grep -rn sandbox test/api | head -3", "test/api/payments.test.ts:12:const PSP = 'https://sandbox.psp.example/v1'")
        .assistant("They call it directly. I could replace it with a recorded mock server (Polly.js or msw) so the tests don't depend on the sandbox.")
        .user("no, we want the sandbox, that's the point of those tests. leave them")
        .assistant("Okay, leaving them as they are."),
    planted: [],
  },
  {
    id: "b67-gemini-screenshots",
    build: (s) =>
      s
        .user("the screenshot masks don't cover the avatar, which is random, so every run differs")
        .file("Read", "e2e/profile.spec.ts")
        .assistant("I'll add the avatar locator to the `mask` option of `toHaveScreenshot`.")
        .file("Edit", "e2e/profile.spec.ts")
        .bash("npx playwright test e2e/profile.spec.ts --grep @visual", "2 passed (9s)")
        .user("👍 rule for everyone: anything random (avatars, dates, ids) is masked in visual tests, we don't raise the threshold to hide it")
        .assistant("Added that to e2e/README.md as well."),
    planted: [{ kind: "instruction", keys: ["masked"] }],
  },
  {
    id: "b67-threshold-superseded",
    build: (s) =>
      s
        .user("set maxDiffPixelRatio to 0.01 for the whole suite")
        .file("Edit", "playwright.config.ts")
        .assistant("Set `expect.toHaveScreenshot.maxDiffPixelRatio: 0.01`.")
        .bash("npx playwright test --grep @visual", "  2 failed\n    charts.spec.ts › revenue chart\n    charts.spec.ts › funnel chart")
        .user("hm, charts still fail. ok scratch the global value, keep the default and give only charts.spec a per-test maxDiffPixelRatio of 0.02")
        .file("Edit", "playwright.config.ts")
        .file("Edit", "e2e/charts.spec.ts")
        .bash("npx playwright test --grep @visual", "14 passed (1.1m)"),
    planted: [{ kind: "decision", keys: ["charts", "0.02"] }],
  },
  {
    id: "b67-copilot-ports",
    build: (s) =>
      s
        .user("local e2e run says port 3000 in use. what's holding it?")
        .bash("lsof -i :3000 | tail -1", "node    48211 dev   23u  IPv6 0x9f  0t0  TCP *:hbci (LISTEN)")
        .assistant("A leftover dev server, pid 48211. Killing it.")
        .bash("kill 48211", "")
        .assistant("Port 3000 is free now."),
    planted: [],
  },
  {
    id: "b67-webserver-reuse",
    build: (s) =>
      s
        .user("every time I run playwright locally it starts another dev server and they pile up")
        .bash(
          "grep -n -A4 webServer playwright.config.ts",
          "40:  webServer: {\n41:    command: 'npm run dev',\n42:    port: 3000,\n43:    reuseExistingServer: false,",
        )
        .assistant("`reuseExistingServer: false` forces a new server. The usual setting is `!process.env.CI`.")
        .user("do that")
        .file("Edit", "playwright.config.ts")
        .assistant("Now reuses a running server locally and always starts a fresh one on CI."),
    planted: [{ kind: "decision", keys: ["reuseexistingserver"] }],
  },
  {
    id: "b67-contract-tests",
    build: (s) =>
      s
        .user("the orders api changed a field name and our e2e broke in 12 places. this shouldn't reach e2e")
        .bash("git log -1 --format=%s -- services/orders/openapi.yaml", "rename totalCents -> amount_cents")
        .assistant("A pact or schema contract test between web and orders would catch that in the PR.")
        .user("yes. we'll add pact contract tests between web and the orders service, Tomasz owns that. not started yet")
        .assistant("Okay. For today, shall I fix the 12 usages?")
        .user("yes")
        .bash("grep -rln totalCents e2e | xargs sed -i 's/totalCents/amount_cents/g' && npx playwright test e2e/orders", "12 passed (44s)")
        .assistant("Fixed the 12 usages; the orders specs pass."),
    planted: [
      { kind: "decision", keys: ["pact"] },
      { kind: "task", keys: ["contract"] },
      { kind: "fact", keys: ["tomasz"] },
    ],
  },
  {
    id: "b67-pr-template",
    build: (s) =>
      s
        .user("add a checkbox to the PR template for 'e2e added or updated'")
        .file("Edit", ".github/pull_request_template.md")
        .assistant("Added `- [ ] E2E tests added or updated (or N/A)`.")
        .user("great"),
    planted: [],
  },
  {
    id: "b67-flake-dashboard-tool",
    build: (s) =>
      s
        .user("how do we find out which tests are flaky over the last month? I only see single runs")
        .bash("ls scripts | grep -i flak", "flaky-report.mjs")
        .bash(
          "node scripts/flaky-report.mjs --days 30 | head -5",
          "test                                 runs  fails  rate\ncart.spec.ts › applies promo           212     19  9.0%\nsearch.spec.ts › filters by brand      212      7  3.3%",
        )
        .assistant("`scripts/flaky-report.mjs` aggregates the JUnit results uploaded to the bucket. Cart promo is the worst at 9%.")
        .user("ok so flaky-report reads the junit files from the bucket. anything above 5% goes to quarantine, that's the threshold we agreed in the retro")
        .assistant("Then the cart promo test qualifies. Tag it?")
        .user("yes tag it")
        .file("Edit", "e2e/cart.spec.ts"),
    planted: [
      { kind: "fact", keys: ["flaky-report", "junit"] },
      { kind: "decision", keys: ["5%"] },
    ],
  },
  {
    id: "b67-investigate-promo",
    build: (s) =>
      s
        .user("look at cart promo test, the one we quarantined. I saw in the video the promo field gets cleared after typing")
        .file("Read", "e2e/cart.spec.ts")
        .bash("npx playwright test e2e/cart.spec.ts --grep promo --repeat-each=30 --workers=4", "  4 failed\n  26 passed (2.2m)")
        .assistant(
          "4 of 30 fail. The input is controlled and re-renders when the cart totals arrive; typing before that loses the text. Waiting for `cart-total` to be visible before typing fixes it in my runs.",
        )
        .bash("npx playwright test e2e/cart.spec.ts --grep promo --repeat-each=30 --workers=4", "30 passed (2.0m)")
        .user(
          "nice find. root cause is the cart totals re-render wiping the promo input. leave the quarantine tag for now, remove it after a week of green nightlies",
        )
        .assistant("Okay, I won't remove it yet."),
    planted: [
      { kind: "fact", keys: ["re-render", "promo"] },
      { kind: "task", keys: ["quarantine", "tag"] },
    ],
  },
  {
    id: "b67-junit-reporter",
    build: (s) =>
      s
        .user("the junit xml from shard 2 is missing in the bucket")
        .bash("gsutil ls gs://qa-results/run-8901/", "gs://qa-results/run-8901/shard-1.xml\ngs://qa-results/run-8901/shard-3.xml")
        .bash("gh run view 8901 --job shard-2 --log | tail -3", "Error: ENOSPC: no space left on device, write 'results.xml'")
        .assistant("Shard 2 ran out of disk writing the report, probably because of the videos.")
        .user("ugh the videos. ok: video only on failure from now on, 'retain-on-failure' like the traces")
        .file("Edit", "playwright.config.ts")
        .assistant("Set `video: 'retain-on-failure'`."),
    planted: [{ kind: "decision", keys: ["video"] }],
  },
  {
    id: "b67-greet",
    build: (s) =>
      s
        .user("hey, quick one, are you Gemini 2.5 or something else?")
        .assistant("I'm the model configured for this CLI session. Is there something in the test suite I can help with?")
        .user("nah just curious. later"),
    planted: [],
  },
  {
    id: "b67-locators",
    build: (s) =>
      s
        .user("reviewing the new search spec, it's full of css selectors like .btn-primary > span. we said role-based locators")
        .file("Read", "e2e/search.spec.ts")
        .assistant(
          "There are 9 CSS selectors. I'll switch them to `getByRole`/`getByLabel`; two need a `data-testid` because the icons have no accessible name.",
        )
        .user("fine. prefer getByRole, data-testid only when there's no accessible name, css selectors never")
        .file("Edit", "e2e/search.spec.ts")
        .bash("npx playwright test e2e/search.spec.ts", "6 passed (31s)"),
    planted: [{ kind: "instruction", keys: ["getbyrole"] }],
  },
  {
    id: "b67-api-factory",
    build: (s) =>
      s
        .user("test data: should the e2e tests create users through the UI or the API?")
        .assistant("Through the API is faster and less flaky; the UI path is already covered by signup.spec.")
        .bash("grep -rn 'signup' e2e/*.spec.ts | wc -l", "14")
        .assistant("14 specs sign up via the UI right now.")
        .user(
          "API then: e2e tests create users through the API, except signup.spec itself. moving the other 14 specs off UI signup is a follow-up, put it on the backlog",
        )
        .assistant("Okay."),
    planted: [
      { kind: "decision", keys: ["api", "users"] },
      { kind: "task", keys: ["signup"] },
    ],
  },
  {
    id: "b67-withdrawn",
    build: (s) =>
      s
        .user("let's switch the reporter to allure")
        .bash("npm view allure-playwright version", "3.0.6")
        .assistant("allure-playwright 3.0.6 is available. It needs the allure CLI on CI to render the report, which needs Java.")
        .user("java on the runners? nope. forget allure, html reporter is fine")
        .assistant("Okay, keeping the HTML reporter."),
    planted: [],
  },
  {
    id: "b67-timezone",
    build: (s) =>
      s
        .user("the calendar spec fails between midnight and 1am UTC, I saw it in 3 nightly runs")
        .bash("grep -n timezoneId playwright.config.ts", "")
        .assistant("No `timezoneId` is set, so the browser uses the runner's UTC while the app assumes Europe/Berlin for the default calendar.")
        .user("set timezoneId to Europe/Berlin for all projects. the app's default calendar is Berlin time, that's by product design")
        .file("Edit", "playwright.config.ts")
        .bash("TZ=UTC faketime '2026-11-27 00:30:00' npx playwright test e2e/calendar.spec.ts", "4 passed (12s)"),
    planted: [
      { kind: "decision", keys: ["timezoneid"] },
      { kind: "fact", keys: ["berlin", "calendar"] },
    ],
  },
  {
    id: "b67-guess-negative",
    build: (s) =>
      s
        .user("firefox nightly has 3 failures in file upload. probably the new dropzone lib?")
        .bash("npx playwright test e2e/upload.spec.ts --project=firefox", "  3 failed\n  Error: setInputFiles: Element is not an <input> element")
        .assistant(
          "The error says the locator points at the dropzone div, not an input. It might be the new library, or a changed markup; I haven't confirmed which.",
        )
        .user("hmm. park it, I'll ask frontend"),
    planted: [],
  },
  {
    id: "b67-nightly-triage",
    build: (s) =>
      s
        .user("nobody looked at last night's failures until noon. again")
        .bash(
          "gh run list --workflow nightly.yml -L 3 --json conclusion,createdAt",
          '[{"conclusion":"failure","createdAt":"2026-11-26T02:00:11Z"},{"conclusion":"success"},{"conclusion":"failure"}]',
        )
        .assistant("Two of the last three nightlies failed. There's no notification step in nightly.yml, so nobody gets pinged.")
        .user("ok process from now on: whoever is on qa rotation posts the nightly failures in #qa-triage with the trace link before 10:00")
        .assistant("Should I add a Slack step to the workflow so the post happens automatically?")
        .user("yes but not today, we still need the slack webhook for it from IT. leave it open"),
    planted: [
      { kind: "instruction", keys: ["qa-triage"] },
      { kind: "task", keys: ["webhook"] },
    ],
  },
  {
    id: "b67-commit-style",
    build: (s) =>
      s
        .user("commit the locator changes pls")
        .bash(
          "git log --oneline -4 -- e2e",
          "c1d2e3f test(e2e): mask avatars in profile shots\n9a8b7c6 test(e2e): wait on quote response\n4f5e6d7 fix stuff\n1a2b3c4 test(e2e): rename specs",
        )
        .assistant("I see most e2e commits use a `test(e2e):` prefix. I'll use it.")
        .user("yep, test(e2e): prefix on every commit that only touches tests. the 'fix stuff' one was me, shame")
        .bash(
          "git commit -am 'test(e2e): role-based locators in search spec'",
          "[qa/locators 5b6c7d8] test(e2e): role-based locators in search spec\n 1 file changed, 18 insertions(+), 18 deletions(-)",
        ),
    planted: [{ kind: "instruction", keys: ["test(e2e)", "prefix"] }],
  },
  {
    id: "b67-upload-assets",
    build: (s) =>
      s
        .user("the repo grew by 40MB this week, somebody committed test videos?")
        .bash(
          "git rev-list --objects --all | git cat-file --batch-check='%(objectsize) %(rest)' | sort -n | tail -3",
          "8821200 e2e/upload/big-sample.mp4\n9120034 e2e/upload/big-sample-2.mp4\n21877012 e2e/upload/huge.mov",
        )
        .assistant("Three large videos under e2e/upload, added for the upload spec.")
        .bash("cat .gitattributes", "e2e/__screenshots__/** filter=lfs diff=lfs merge=lfs -text")
        .assistant("Only the screenshots go through Git LFS; these videos were committed as plain blobs.")
        .user("right, only screenshots are in lfs. rule: upload fixtures live in e2e/assets and stay under 1 MB, generate big files at runtime instead")
        .assistant("Understood. I'll move the upload spec to generate its file with a Buffer of the right size.")
        .file("Edit", "e2e/upload.spec.ts"),
    planted: [
      { kind: "fact", keys: ["screenshots", "lfs"] },
      { kind: "instruction", keys: ["e2e/assets"] },
    ],
  },
  {
    id: "b67-perf-smoke",
    build: (s) =>
      s
        .user("I want to tick the perf smoke box on the checklist, can you just remove the TODO line?")
        .bash("grep -n TODO docs/release-checklist.md", "4:- [ ] TODO: add perf smoke")
        .assistant("I can, but the line stands for a step that doesn't exist yet. Removing it would hide that.")
        .user("fair. don't edit the release checklist without asking Priya, it's hers. and the lighthouse perf smoke stays on my list for the next release")
        .assistant("Okay, I'll leave the file alone."),
    planted: [
      { kind: "instruction", keys: ["checklist", "priya"] },
      { kind: "task", keys: ["lighthouse"] },
    ],
  },
  {
    id: "b67-mock-backend",
    build: (s) =>
      s
        .user("Copilot suggested page.route to stub /api/cart in the e2e cart spec. good idea?")
        .file("Read", "e2e/cart.spec.ts")
        .assistant("It would make the spec faster and stable, but then it no longer tests the cart service.")
        .user("exactly. e2e never mocks our own backend. only third parties like the payment iframe and maps get page.route stubs")
        .bash("grep -rn 'page.route' e2e | cut -d: -f1 | sort -u", "e2e/checkout.spec.ts\ne2e/store-locator.spec.ts")
        .assistant("The two existing stubs are the payment iframe and the maps tiles, so they already follow that.")
        .user("the msw handlers for the component tests are stale since orders v2 though, someone has to update them")
        .assistant("Noted, not touching them now."),
    planted: [
      { kind: "instruction", keys: ["backend", "mocks"] },
      { kind: "task", keys: ["msw", "handlers"] },
    ],
  },
  {
    id: "b67-totp",
    build: (s) =>
      s
        .user("2fa login test red again. I watched the video: it types the code and gets 'invalid code' right at the :30 mark")
        .bash("grep -n -B2 -A2 totp e2e/helpers/auth.ts", "12:export function currentCode(secret: string) {\n13:  return authenticator.generate(secret);\n14:}")
        .assistant(
          "The helper generates the code when called; if the 30-second step rolls over between generating and submitting, the server rejects it. Does staging accept the previous step?",
        )
        .user("checked with backend: staging accepts only the current totp step, window 0. prod has window 1")
        .assistant("Then the helper could wait when fewer than 3 seconds are left in the step.")
        .file("Edit", "e2e/helpers/auth.ts")
        .bash("npx playwright test e2e/2fa.spec.ts --repeat-each=15", "15 passed (1.3m)")
        .user("good. and ask backend if staging can get window 1 like prod, I'll do that on monday"),
    planted: [
      { kind: "fact", keys: ["totp", "window 0"] },
      { kind: "task", keys: ["window 1"] },
    ],
  },
  {
    id: "b67-testids",
    build: (s) =>
      s
        .user("the admin pages have zero data-testids, I had to use nth-child in the invoices spec. ugly")
        .bash("grep -rc 'data-testid' src/admin | awk -F: '{s+=$2} END {print s}'", "0")
        .assistant("Confirmed, none in src/admin.")
        .user("convention for new ones: data-testid values are kebab-case and start with the component name, like invoice-table-row")
        .user("backfilling testids on the admin pages is a separate ticket, later")
        .assistant("Understood, I'll keep the nth-child locator for now."),
    planted: [
      { kind: "instruction", keys: ["kebab-case"] },
      { kind: "task", keys: ["admin", "backfilling"] },
    ],
  },
  {
    id: "b67-signoff-timing",
    build: (s) =>
      s
        .user("when do we cut the regression run for thursday's release?")
        .bash(
          "gh run list --workflow regression.yml -L 5 --json createdAt,updatedAt | jq -r '.[] | .createdAt + \" \" + .updatedAt'",
          "2026-11-19T12:01:10Z 2026-11-19T14:07:42Z\n2026-11-12T12:00:55Z 2026-11-12T13:58:20Z",
        )
        .assistant("Each full regression run takes about two hours, started at 12:00 UTC on release days.")
        .user(
          "yes the full regression takes ~2 hours, that's why the cut is at noon. from now on attach the html report link to the release ticket when you post results",
        )
        .assistant("Will do.")
        .user("also Priya asked for a list of quarantined tests before every sign-off. a small script would do, not urgent, after the release"),
    planted: [
      { kind: "fact", keys: ["regression", "2 hours"] },
      { kind: "instruction", keys: ["html report"] },
      { kind: "task", keys: ["quarantined", "script"] },
    ],
  },
  {
    id: "b67-shard-balance",
    build: (s) =>
      s
        .user("shard 3 finishes 4 minutes after the others, every run")
        .bash("node scripts/shard-times.mjs --run 8960", "shard 1  10m12s\nshard 2  10m40s\nshard 3  14m31s  (checkout.spec.ts 6m02s)")
        .assistant(
          "checkout.spec.ts alone takes 6 minutes and lands in shard 3. With `fullyParallel: true` the tests would spread across shards instead of whole files.",
        )
        .user(
          "hmm fullyParallel might break the tests that share a cart. let's not flip that blindly. rebalancing the shards is on the backlog, someone needs to check which files share state first",
        )
        .assistant("Okay, no change for now."),
    planted: [{ kind: "task", keys: ["rebalancing"] }],
  },
  {
    id: "b67-typo-title",
    build: (s) =>
      s
        .user("typo in a test title: 'recieves invoice'. fix it pls")
        .bash("grep -rn recieves e2e", "e2e/invoices.spec.ts:31:  test('recieves invoice by email', async ({ page }) => {")
        .file("Edit", "e2e/invoices.spec.ts")
        .assistant("Fixed to 'receives invoice by email'.")
        .user("ty"),
    planted: [],
  },
  {
    id: "b67-cypress-env",
    build: (s) =>
      s
        .user("Copilot, is cypress.env.json tracked? I think I just pushed my staging password")
        .bash("git log --oneline -2 -- cypress.env.json; git check-ignore -v cypress.env.json", "d4e5f6a add cypress env for local runs")
        .assistant("It's tracked and not ignored; commit d4e5f6a added it. The password should be rotated and the file removed from the index.")
        .user("damn. rotating now. rule: cypress.env.json is gitignored and never committed, secrets for CI come from the repo secrets")
        .bash("git rm --cached cypress.env.json && echo cypress.env.json >> .gitignore", "rm 'cypress.env.json'")
        .assistant("Removed from the index and added to .gitignore."),
    planted: [{ kind: "instruction", keys: ["cypress.env.json"] }],
  },
  {
    id: "b67-workers",
    build: (s) =>
      s
        .user("set workers to 4 on CI, should be faster")
        .file("Edit", "playwright.config.ts")
        .bash("gh workflow run e2e.yml --ref qa/workers && sleep 1 && gh run list -L 1 --json conclusion", '[{"conclusion":"failure"}]')
        .bash("gh run view --log-failed | tail -2", "Error: page.goto: net::ERR_CONNECTION_REFUSED\n[WebServer] FATAL: JavaScript heap out of memory")
        .assistant("With 4 workers the dev server ran out of memory. The CI runners have 2 cores and 7 GB.")
        .user("ok the runners are just 2 cores. back to workers: 2 on CI then, final")
        .file("Edit", "playwright.config.ts"),
    planted: [
      { kind: "decision", keys: ["workers: 2"] },
      { kind: "fact", keys: ["2 cores"] },
    ],
  },
  {
    id: "b67-expect-poll",
    build: (s) =>
      s
        .user("is expect.poll the same as toPass?")
        .assistant(
          "Close. `expect.poll` retries a function returning a value until the matcher passes; `toPass` retries a whole block of assertions. Both take `intervals` and `timeout`.",
        )
        .user("got it, thanks")
        .assistant("Anytime."),
    planted: [],
  },
  {
    id: "b67-chromatic",
    build: (s) =>
      s
        .user("design wants visual tests on the storybook components. Percy, Chromatic, or our own playwright shots?")
        .bash("ls .storybook && npx storybook --version", "main.ts\npreview.ts\n8.4.2")
        .assistant("Storybook 8.4 is set up. Chromatic integrates directly; our own Playwright shots would need a story crawler.")
        .user("let's try a chromatic trial next month, design pays for it. putting that on the list")
        .assistant("Okay."),
    planted: [{ kind: "task", keys: ["chromatic", "trial"] }],
  },
  {
    id: "b67-qa-review",
    build: (s) =>
      s
        .user("someone merged a PR that deleted 3 e2e tests without telling me")
        .bash("gh pr view 1288 --json files,reviews -q '.files[].path'", "e2e/returns.spec.ts\ne2e/refunds.spec.ts\ne2e/exchange.spec.ts")
        .assistant("PR 1288 removed the returns, refunds and exchange specs; it was approved by one frontend reviewer.")
        .user("from now on any PR touching e2e/ needs the qa-review label and my approval. can you add a CODEOWNERS entry for e2e/ too")
        .file("Edit", ".github/CODEOWNERS")
        .assistant("Added `e2e/ @acme/qa` to CODEOWNERS."),
    planted: [{ kind: "instruction", keys: ["qa-review"] }],
  },
];

/** The blind set 67: events, segments and scoring of BLIND67_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const BLIND67 = plantedSet(BLIND67_SESSIONS, Date.UTC(2026, 10, 2, 9));
