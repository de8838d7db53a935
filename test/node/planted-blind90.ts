/**
 * Blind planted set 90 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a QA and test-automation engineer (Playwright, Cypress, flaky tests, test data seeding,
 * CI shards, visual regression) who hedges a lot and asks many questions ("maybe", "I think",
 * "not sure if"); decisions and rules are hedged but clearly settled; OpenCode voice for the agent.
 * Each session is one segment; the items planted in it are listed with it: 70 items (17 decisions, 17 instructions,
 * 19 facts, 17 tasks) in 48 sessions, 12 of which plant nothing (53 user/assistant messages between them). Every other message
 * must give nothing: questions, hypotheses, proposals not taken, withdrawn ideas, unconfirmed
 * guesses, quoted config/logs/tool output with "always"/"never"/"TODO", chit-chat, and requests
 * done in the same session. Superseded decisions: only the later one is planted.
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

export const BLIND90_SESSIONS: BlindSession[] = [
  {
    id: "b90-checkout-retries",
    build: (s) =>
      s
        .user(
          "hey, the checkout spec is flaking again on CI, maybe 1 in 5 runs? not sure if it's the test or the app tbh. can you repeat it a few times and see",
        )
        .bash(
          "npx playwright test tests/e2e/checkout.spec.ts --repeat-each=10",
          "Running 10 tests using 4 workers\n  8 passed\n  2 failed\n    [chromium] checkout.spec.ts:41 › pays with saved card\n    Error: Timed out 5000ms waiting for expect(locator).toBeVisible()\n    Locator: getByTestId('pay-button')",
          1,
        )
        .assistant(
          "2 of 10 failed, both on `getByTestId('pay-button')` after 5s. The button is only rendered once the Stripe Elements iframe has loaded, and on CI that can take longer than the default expect timeout. I can open the trace to confirm.",
        )
        .bash(
          "npx playwright show-trace test-results/checkout-pays-with-saved-card/trace.zip --stdout | grep -i stripe | head -3",
          "7.41s  frame attached  https://js.stripe.com/v3/elements-inner-card.html\n7.43s  locator getByTestId('pay-button') resolved",
        )
        .user(
          "ok yeah that matches what I saw last week. so it's confirmed then, the pay button waits for the stripe iframe and that's sometimes 7s+ on the CI runners. hmm. I think... let's just go with retries: 2 on CI and 0 locally? I'm honestly not sure it's the right long term thing but yeah, let's do that, settled for now",
        )
        .file("Edit", "playwright.config.ts")
        .assistant("Set `retries: process.env.CI ? 2 : 0` in playwright.config.ts.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["stripe", "iframe"] },
      { kind: "decision", keys: ["retries"] },
    ],
  },
  {
    id: "b90-seed-endpoint",
    build: (s) =>
      s
        .user("can you look at why the org settings cypress test creates a new org through the signup form? it's sooo slow")
        .file("Read", "cypress/e2e/org-settings.cy.ts")
        .assistant(
          "It goes through `/signup` and fills 6 fields before each test, about 9s per test. There's a `POST /test-api/seed` route in the backend (only mounted when `E2E=1`) that creates an org + admin user directly. Want me to switch to it?",
        )
        .user(
          "oh nice, I didn't know that existed. yes please. and I think going forward, maybe this is obvious, but test data should be seeded through /test-api/seed, not by clicking through the UI, unless the test is literally about signup. can you keep to that for every spec you touch",
        )
        .file("Edit", "cypress/e2e/org-settings.cy.ts")
        .file("Edit", "cypress/support/commands.ts")
        .bash(
          "npx cypress run --spec cypress/e2e/org-settings.cy.ts",
          "  org settings\n    ✓ renames the org (1203ms)\n    ✓ invites a member (1877ms)\n  2 passing (4s)",
        )
        .assistant("Down from ~20s to 4s. Added a `cy.seedOrg()` command that calls the seed route.")
        .user(
          "nice. one thing though, the seed route never deletes the orgs it makes, staging has like thousands now I bet. not for today, but we need a cleanup job for seeded orgs at some point, can you note it",
        )
        .stop("Noted: cleanup for seeded orgs is still open."),
    planted: [
      { kind: "instruction", keys: ["test-api/seed"] },
      { kind: "task", keys: ["cleanup", "orgs"] },
    ],
  },
  {
    id: "b90-shard-count",
    build: (s) =>
      s
        .user("how long does the e2e job take on main right now? I feel like it's gotten worse but maybe that's just me")
        .bash(
          "gh run list --workflow e2e.yml --branch main --limit 5 --json databaseId,conclusion,updatedAt,startedAt -q '.[] | [.conclusion, .startedAt, .updatedAt] | @tsv'",
          "success\t2026-11-18T08:02:11Z\t2026-11-18T08:40:37Z\nsuccess\t2026-11-17T16:10:03Z\t2026-11-17T16:48:55Z\nfailure\t2026-11-17T11:22:40Z\t2026-11-17T12:01:02Z",
        )
        .assistant(
          "Around 38-39 minutes per run, single job, no sharding. Playwright supports `--shard=i/n`; with a matrix of 4 shards it would be roughly 10-12 minutes plus setup.",
        )
        .user("hmm, 4 or 6? I'm not sure if 6 is overkill with our runner minutes. what do you think")
        .assistant(
          "6 shards would get to about 8 minutes but each shard pays ~2 minutes of install and browser download, so you'd burn more runner minutes. 4 is the better trade-off unless you cache the browsers.",
        )
        .user("ok I think 4 shards it is. yeah. let's go with 4, we can revisit if it creeps up again")
        .file("Edit", ".github/workflows/e2e.yml")
        .assistant("Added a `shard: [1, 2, 3, 4]` matrix and `--shard=<matrix.shard>/4` to the test step, plus a merge-reports job for the blob reports.")
        .stop(),
    planted: [{ kind: "decision", keys: ["4 shards"] }],
  },
  {
    id: "b90-percy-budget",
    build: (s) =>
      s
        .user("the percy build on my branch says I'm over quota?? what is our limit even")
        .bash(
          "npx percy build:info --json | jq '.organization.usage'",
          '{\n  "screenshots_used": 5000,\n  "screenshots_limit": 5000,\n  "period_end": "2026-11-30"\n}',
        )
        .assistant("The org is at 5000 of 5000 screenshots for this period; it resets on the 30th.")
        .user(
          "ugh ok. so for the record, we're on percy's free tier, 5000 screenshots a month, and that's shared with the marketing site team too, which I keep forgetting. I think that's why it runs out mid month",
        )
        .assistant("That fits: marketing's repo took 3100 of them this month according to the usage page.")
        .user(
          "right. and please, every snapshot we take has to disable animations first, I think the carousel alone eats like 3 snapshots per build because of diffs that are just animation frames",
        )
        .file("Edit", "tests/visual/helpers.ts")
        .assistant("`takeSnapshot()` now injects `*{animation:none!important;transition:none!important}` before calling `percySnapshot`.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["5000"] },
      { kind: "instruction", keys: ["animations"] },
    ],
  },
  {
    id: "b90-quarantine-tag",
    build: (s) =>
      s
        .user("can you grep how many tests are skipped right now? I have a feeling people just test.skip stuff and forget")
        .bash("grep -rn 'test.skip\\|it.skip\\|describe.skip' tests/ cypress/ | wc -l", "23")
        .assistant("23 skipped tests or blocks across Playwright and Cypress. None of them have a linked issue in the comment.")
        .user(
          "yeah that's what I thought. ok so, new rule I guess, and I'm not sure everyone will love it: flaky tests get the @quarantine tag, not skip. quarantined ones still run in the nightly so we see if they recover. can you remember that when you touch flaky stuff",
        )
        .file("Edit", "playwright.config.ts")
        .assistant(
          "Added a `quarantine` project that greps `@quarantine` and runs only in the nightly workflow; the main project uses `grepInvert: /@quarantine/`.",
        )
        .user(
          "cool. the 23 skipped ones, I don't want to convert them today, but next sprint someone has to go through them and either delete or quarantine them",
        )
        .stop("OK, converting the 23 skipped tests is left for next sprint."),
    planted: [
      { kind: "instruction", keys: ["@quarantine"] },
      { kind: "task", keys: ["23"] },
    ],
  },
  {
    id: "b90-staging-reset",
    build: (s) =>
      s
        .user("weird, all my seeded users on staging are gone this morning. did someone wipe it?")
        .bash(
          "kubectl -n staging get cronjobs",
          "NAME               SCHEDULE     SUSPEND   ACTIVE   LAST SCHEDULE\ndb-nightly-reset   0 2 * * *    False     0        7h\nsearch-reindex     30 3 * * *   False     0        6h",
        )
        .assistant(
          "There's a `db-nightly-reset` cronjob on staging at `0 2 * * *`, so the database is reset every night at 02:00 (cluster time is UTC). Your users were created yesterday afternoon, so they'd be gone.",
        )
        .user("ohh. wait, is that new? I don't remember that being there. maybe it's been there forever and I just never ran tests overnight")
        .bash("kubectl -n staging get cronjob db-nightly-reset -o jsonpath='{.metadata.creationTimestamp}'", "2025-03-02T10:14:55Z")
        .assistant("It's been there since March 2025.")
        .user("lol ok. good to know, so staging wipes at 02:00 UTC every night. that explains the monday morning failures too")
        .stop(),
    planted: [{ kind: "fact", keys: ["02:00"] }],
  },
  {
    id: "b90-testid-selectors",
    build: (s) =>
      s
        .user("the login spec broke because design renamed .btn-primary to .button--primary. again. can you fix it")
        .file("Read", "tests/e2e/login.spec.ts")
        .assistant(
          "The spec selects `.btn-primary` and `.form-row:nth-child(2) input`. The login form already has `data-testid` attributes on the submit button and both inputs.",
        )
        .file("Edit", "tests/e2e/login.spec.ts")
        .bash("npx playwright test tests/e2e/login.spec.ts", "Running 3 tests using 3 workers\n  3 passed (6.1s)")
        .user(
          "thanks. and I think from now on, please, locators only by data-testid or by role, no css classes ever. I know role-based is maybe nicer in theory but honestly either is fine, just not classes. they change every redesign",
        )
        .assistant("Understood.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["data-testid"] }],
  },
  {
    id: "b90-msw-mocks",
    build: (s) =>
      s
        .user("I need to test the invoice list component with the payments API mocked. not sure what's the best way. cy.intercept? something else?")
        .file("Read", "src/components/InvoiceList.tsx")
        .assistant(
          "Two options:\n1. `cy.intercept` per test: quick, but only works in Cypress, so the Vitest unit tests would need separate mocks.\n2. MSW handlers in `src/mocks/handlers.ts`: one set of handlers shared by Vitest, Cypress component tests and Storybook.\n\nI'd go with MSW.",
        )
        .user(
          "hmm. I guess msw makes sense if it works in storybook too. yeah ok let's go with msw, I'm fairly sure the frontend folks will be happy about that",
        )
        .bash("npm i -D msw@2 && npx msw init public/ --save", 'added 14 packages in 3s\nCopying the worker script at "public/"')
        .file("Write", "src/mocks/handlers.ts")
        .file("Write", "cypress/component/InvoiceList.cy.tsx")
        .assistant("Handlers for `GET /api/invoices` and `GET /api/payments/:id` added; the component test uses them.")
        .stop(),
    planted: [{ kind: "decision", keys: ["msw"] }],
  },
  {
    id: "b90-timezone-datepicker",
    build: (s) =>
      s
        .user("date picker test passes on my laptop and fails on CI. every time. I'm guessing timezone? maybe? or locale")
        .bash(
          "CI=1 TZ=UTC npx playwright test tests/e2e/booking.spec.ts",
          '  1 failed\n    [chromium] booking.spec.ts:22 › picks next monday\n    Expected: "Mon, 23 Nov"\n    Received: "Sun, 22 Nov"',
          1,
        )
        .bash("TZ=Europe/Berlin npx playwright test tests/e2e/booking.spec.ts", "  1 passed (3.2s)")
        .assistant("Reproduced with `TZ=UTC`: the fixture dates are midnight Berlin time, which is 23:00 the previous day in UTC. Under Berlin it passes.")
        .user(
          "ok good so that's the actual cause: the GitHub runners run in UTC and our booking fixtures are written in Berlin time. can you set timezoneId in the config? and please, for any new spec that touches dates, always set timezoneId explicitly, I don't want to rely on the machine",
        )
        .file("Edit", "playwright.config.ts")
        .bash("CI=1 TZ=UTC npx playwright test tests/e2e/booking.spec.ts", "  1 passed (3.4s)")
        .assistant("`use.timezoneId: 'Europe/Berlin'` is now set globally; passes under UTC.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["berlin"] },
      { kind: "instruction", keys: ["timezoneid"] },
    ],
  },
  {
    id: "b90-cypress-migration",
    build: (s) =>
      s
        .user("how many cypress e2e specs do we still have? vs playwright")
        .bash("ls cypress/e2e/*.cy.ts | wc -l; ls tests/e2e/*.spec.ts | wc -l", "14\n37")
        .assistant("14 Cypress e2e specs, 37 Playwright specs.")
        .user(
          "ok. so we talked at standup and I think it's decided now, we're consolidating on playwright for e2e and dropping cypress e2e. cypress stays only for the component tests, at least for now. does that sound sane?",
        )
        .assistant(
          "Yes. The component tests are the part where Cypress still has an edge for you (the MSW setup and the mount helpers). Want me to start on a spec?",
        )
        .user(
          "not now, I have a meeting. but TODO for me, or for you next time: migrate the remaining 14 cypress specs, ideally before the cypress cloud renewal in january",
        )
        .file("Write", "docs/testing/cypress-migration.md")
        .assistant("Wrote the list of the 14 specs to docs/testing/cypress-migration.md so it can be ticked off.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["playwright", "cypress"] },
      { kind: "task", keys: ["14", "migrate"] },
    ],
  },
  {
    id: "b90-empty-flaky-guess",
    build: (s) =>
      s
        .user(
          "the search spec failed once this morning on CI, passed on rerun. do you think it's the debounce? or maybe the search index isn't ready yet when the test starts? I honestly don't know",
        )
        .bash(
          "gh run view 9187723310 --log-failed | tail -6",
          "search.spec.ts:18 › filters by tag\n  Error: expect(received).toHaveCount(expected)\n  Expected: 3\n  Received: 0\n  Call log:\n    - waiting for getByRole('listitem')",
        )
        .assistant(
          "The list was empty at the assertion. It could be the 300ms debounce, or the reindex not having finished; the log alone doesn't tell which. A single failure isn't enough to say.",
        )
        .user("yeah. maybe we just leave it and see if it happens again? or should we add a wait? idk")
        .assistant("I'd leave it for now and look again if it recurs; a fixed wait would hide the cause either way.")
        .user("ok fair, let's not touch it today")
        .stop(),
    planted: [],
  },
  {
    id: "b90-empty-lint-log",
    build: (s) =>
      s
        .user("can you run the eslint check on the tests folder, CI says something about playwright rules")
        .bash(
          "npx eslint tests/",
          "tests/e2e/cart.spec.ts\n  12:5  error  Unexpected use of page.waitForTimeout. Never use fixed waits, always wait for a condition  playwright/no-wait-for-timeout\n  40:3  warning  TODO comment found: 'TODO: must assert the total'  no-warning-comments\n\n✖ 2 problems (1 error, 1 warning)",
          1,
        )
        .assistant("One error: `page.waitForTimeout(2000)` in cart.spec.ts line 12. And a warning for a TODO comment on line 40.")
        .user("ah that's mine, sorry. just replace the wait with waiting for the cart badge, whatever it's waiting for")
        .file("Edit", "tests/e2e/cart.spec.ts")
        .bash(
          "npx eslint tests/ && npx playwright test tests/e2e/cart.spec.ts",
          "tests/e2e/cart.spec.ts\n  40:3  warning  TODO comment found: 'TODO: must assert the total'  no-warning-comments\n\n✖ 1 problem (0 errors, 1 warning)\nRunning 4 tests using 4 workers\n  4 passed (7.9s)",
        )
        .assistant("Replaced with `await expect(page.getByTestId('cart-badge')).toHaveText('1')`. Lint error gone, spec passes.")
        .user("thanks!")
        .stop(),
    planted: [],
  },
  {
    id: "b90-empty-trace-viewer",
    build: (s) =>
      s
        .user("random question, is there a way to open a playwright trace from CI without downloading the zip? I always end up downloading it")
        .assistant(
          "Yes: `trace.playwright.dev` can load a trace from a URL, so if the artifact is reachable via a public or signed link you can paste it there. Otherwise `npx playwright show-trace <url>` also accepts a URL.",
        )
        .user("oh cool. does it work with github artifacts though? they need auth I think")
        .assistant("Not directly, GitHub artifact URLs require a token. You'd need to upload the traces somewhere else, e.g. an S3 bucket with signed URLs.")
        .user("hmm ok, probably not worth it. just curious, thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b90-empty-fixture-typo",
    build: (s) =>
      s
        .user("there's a typo in the user fixture, 'Jane Doh' should be 'Jane Doe'. can you fix and rerun the profile spec")
        .file("Edit", "tests/fixtures/users.json")
        .bash("npx playwright test tests/e2e/profile.spec.ts", "Running 5 tests using 4 workers\n  5 passed (8.3s)")
        .assistant("Fixed in tests/fixtures/users.json; profile spec passes (5/5).")
        .user("perfect, thx")
        .stop(),
    planted: [],
  },
  {
    id: "b90-empty-visual-diff-question",
    build: (s) =>
      s
        .user("the visual diff on the pricing page shows a 1px shift on the footer. is that real or is it font rendering? I'm not sure if I should approve it")
        .bash("ls -la test-results/pricing-visual/", "pricing-expected.png  184K\npricing-actual.png    184K\npricing-diff.png      12K")
        .file("Read", "test-results/pricing-visual/pricing-diff.png")
        .assistant(
          "The diff is only along text edges in the footer, about 0.02% of pixels, which looks like font anti-aliasing rather than a layout change. Did the base image get updated on a different OS?",
        )
        .user("maybe? I think Tomasz regenerated them on his mac last week. but I'm not sure. could also be the new font loading thing")
        .assistant("Either is possible. If the baselines were made on macOS and CI runs Linux, you'd see exactly this kind of edge noise.")
        .user("ok I'll ask him. leave it for now")
        .stop(),
    planted: [],
  },
  {
    id: "b90-empty-config-quote",
    build: (s) =>
      s
        .user("what does our cypress config have for video and screenshots? pasting isn't working for me")
        .bash(
          "cat cypress.config.ts",
          "export default defineConfig({\n  video: false, // never record video on CI, it doubles the run time\n  screenshotOnRunFailure: true, // always keep screenshots\n  retries: { runMode: 1, openMode: 0 },\n  // TODO: move baseUrl to env\n  e2e: { baseUrl: 'http://localhost:5173' },\n});",
        )
        .assistant("Video is off, screenshots on failure are on, 1 retry in run mode, and baseUrl is hardcoded to localhost:5173 (there's a TODO next to it).")
        .user("ok so that's what I thought. nothing to change, I was just checking before I answer someone in slack")
        .stop(),
    planted: [],
  },
  {
    id: "b90-empty-chitchat",
    build: (s) =>
      s
        .user("morning! slow day, the release got pushed to next week so nobody's merging anything lol")
        .assistant("Morning. Quiet days are good for cleanup. Anything you'd like to look at?")
        .user("not really, maybe later. can you just show me git status so I know where I left off")
        .bash("git status -sb", "## qa/booking-tz...origin/qa/booking-tz\n M tests/e2e/booking.spec.ts")
        .assistant("On `qa/booking-tz`, one modified file: tests/e2e/booking.spec.ts, not committed.")
        .user("right right. ok I'll look at it after coffee")
        .stop(),
    planted: [],
  },
  {
    id: "b90-empty-withdrawn-idea",
    build: (s) =>
      s
        .user("I was thinking maybe we should run the whole e2e suite against firefox and webkit too, not just chromium? what would that cost us")
        .bash("npx playwright test --list | tail -1", "Total: 412 tests in 37 files")
        .assistant(
          "412 tests per browser. Adding Firefox and WebKit would triple the run time, roughly 30 minutes per shard instead of 10 with the current setup, unless you add shards.",
        )
        .user("hmm yeah no. actually scratch that, that's way too much. forget I said it")
        .assistant("OK, leaving the browser list as it is.")
        .stop(),
    planted: [],
  },
  {
    id: "b90-empty-run-suite",
    build: (s) =>
      s
        .user("can you run the smoke suite against staging real quick")
        .bash("BASE_URL=https://staging.app.internal npx playwright test --grep @smoke", "Running 18 tests using 6 workers\n  18 passed (41.2s)")
        .assistant("All 18 smoke tests pass against staging (41s).")
        .user("nice. and the api health endpoint?")
        .bash("curl -s https://staging.app.internal/health", '{"status":"ok","db":"ok","queue":"ok","version":"2026.11.17-3"}')
        .assistant("Healthy: db and queue ok, version 2026.11.17-3.")
        .user("👍")
        .stop(),
    planted: [],
  },
  {
    id: "b90-empty-proposal-declined",
    build: (s) =>
      s
        .user("the nightly keeps failing on the export spec because the PDF takes forever to generate. ideas?")
        .file("Read", "tests/e2e/export.spec.ts")
        .assistant(
          "A few options:\n- raise that test's timeout to 120s\n- poll the export status endpoint instead of waiting on the download event\n- stub the PDF service in e2e and test real generation in a separate nightly job\n\nPolling the status endpoint is the least invasive.",
        )
        .user(
          "hmm I don't love any of these honestly. maybe the stub? but then we're not testing the real thing. let me think about it and talk to backend first, don't change anything yet",
        )
        .assistant("Sure, nothing changed.")
        .stop(),
    planted: [],
  },
  {
    id: "b90-faker-seed",
    build: (s) =>
      s
        .user("the signup specs fail randomly with 'email already taken'. I think it's the random emails? but they're random so how do they collide. not sure")
        .file("Read", "tests/support/factories.ts")
        .bash("psql $E2E_DB -c '\\d users' | grep -i index", '    "users_email_lower_key" UNIQUE, btree (lower(email))')
        .assistant(
          "The factory builds emails from `Math.random().toString(36).slice(2, 6)`, only 4 characters, and the users table has a unique index on `lower(email)`, so `Ab3x@` and `ab3x@` collide. With ~400 signups per run that happens regularly.",
        )
        .user("ahh the unique index is on lower(email), right, I forgot about that. ok that's the root cause then. what would you do instead?")
        .assistant(
          "Use `@faker-js/faker` with a fixed seed per worker (`faker.seed(workerIndex)`) plus the test id in the local part. Deterministic, and reruns reproduce the same data.",
        )
        .user("yeah I think faker with a fixed seed is the way. let's go with that, I like that reruns reproduce the same data")
        .bash("npm i -D @faker-js/faker", "added 1 package in 2s")
        .file("Edit", "tests/support/factories.ts")
        .assistant("Factories now use faker seeded with the worker index.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["lower(email)"] },
      { kind: "decision", keys: ["faker"] },
    ],
  },
  {
    id: "b90-visual-threshold",
    build: (s) =>
      s
        .user(
          "ok I asked Tomasz, he did regenerate the screenshots on his mac. so that's the footer thing. what threshold do we even use for toHaveScreenshot?",
        )
        .bash("grep -n 'toHaveScreenshot' -A3 playwright.config.ts", "31:    toHaveScreenshot: {\n32-      maxDiffPixels: 0,\n33-    },")
        .assistant(
          "`maxDiffPixels: 0`, any single pixel fails. A ratio such as `maxDiffPixelRatio: 0.01` would tolerate anti-aliasing noise but still catch layout shifts.",
        )
        .user(
          "hmm, 0.01 feels a bit loose? maybe 0.005? I don't know. ok whatever, let's do maxDiffPixelRatio 0.01 and see how it goes, I'd rather have fewer false alarms.\n\nalso: baselines get regenerated only inside the playwright docker image, not on anyone's mac. I'll tell Tomasz but please stick to it too",
        )
        .file("Edit", "playwright.config.ts")
        .file("Write", "scripts/update-baselines.sh")
        .assistant(
          "Set `maxDiffPixelRatio: 0.01` and added scripts/update-baselines.sh, which runs `--update-snapshots` in `mcr.microsoft.com/playwright:v1.48.2-jammy`.",
        )
        .user("great. the pricing baselines are still the mac ones though, someone needs to regenerate the pricing baselines with the script, not today")
        .stop(),
    planted: [
      { kind: "decision", keys: ["maxdiffpixelratio"] },
      { kind: "instruction", keys: ["baselines", "docker"] },
      { kind: "task", keys: ["pricing", "baselines"] },
    ],
  },
  {
    id: "b90-node-version",
    build: (s) =>
      s
        .user("the structuredClone thing works locally but CI says it's not a function?? maybe a node thing")
        .bash(
          "grep -rn 'node-version' .github/workflows/; node -v",
          ".github/workflows/e2e.yml:18:          node-version: 20.9\n.github/workflows/unit.yml:14:          node-version: 20.9\nv22.11.0",
        )
        .assistant("CI pins Node 20.9 in both workflows while you're on 22.11 locally. `structuredClone` exists in 20 though, so let me check the exact error.")
        .bash("gh run view --log-failed | grep TypeError", "TypeError: Object.groupBy is not a function")
        .assistant("It's `Object.groupBy`, added in Node 21. So the cause is the Node 20.9 pin on CI.")
        .user(
          "ok so CI is on node 20 and we're all on 22 locally, good to know, that'll bite us again. I think we should bump CI to node 22 but not before the release, too risky. can you leave that as a follow-up? for now just avoid groupBy",
        )
        .file("Edit", "tests/support/report-helpers.ts")
        .assistant("Replaced `Object.groupBy` with a small reduce.")
        .user("also I think we should pin playwright at 1.48 for now, 1.49 had that screenshot regression people were talking about. yeah, pin it")
        .bash("npm i -D -E @playwright/test@1.48.2", "changed 2 packages in 3s")
        .stop(),
    planted: [
      { kind: "fact", keys: ["node 20"] },
      { kind: "task", keys: ["node 22"] },
      { kind: "decision", keys: ["1.48"] },
    ],
  },
  {
    id: "b90-payments-owner",
    build: (s) =>
      s
        .user("I want to change the card fixtures in tests/fixtures/payments, the test cards are outdated. who touched that last?")
        .bash(
          "git log --format='%an %ar' -5 -- tests/fixtures/payments/",
          "Priya Raman 3 days ago\nPriya Raman 2 weeks ago\nPriya Raman 5 weeks ago\nMarek Nowak 3 months ago\nPriya Raman 4 months ago",
        )
        .assistant("Mostly Priya Raman.")
        .user(
          "right, I think Priya basically owns the payments test suite, she set up the whole stripe test mode thing. so maybe, actually yes, let's make it a rule: no changes to the payments fixtures without asking Priya first. I'll message her instead of changing them now",
        )
        .assistant("OK, leaving the fixtures untouched.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["priya", "payments"] },
      { kind: "instruction", keys: ["priya", "fixtures"] },
    ],
  },
  {
    id: "b90-storage-state",
    build: (s) =>
      s
        .user("every spec logs in through the form in beforeEach. login alone is like 4 seconds. is that normal? why is it so slow")
        .bash(
          'curl -s -o /dev/null -w \'%{time_total}\\n\' -X POST https://staging.app.internal/api/login -d \'{"email":"qa@example.test","password":"x"}\'',
          "3.912",
        )
        .file("Read", "server/auth/hash.ts")
        .assistant(
          "The login endpoint itself takes ~3.9s: passwords are hashed with bcrypt cost 14 in `server/auth/hash.ts`, even in staging. I'd suggest a Playwright `globalSetup` that logs in once per role and saves `storageState` to `.auth/user.json`; specs then start already logged in.",
        )
        .user("bcrypt cost 14, wow ok, that's the 4 seconds. yes let's do the storageState thing, sounds good")
        .file("Write", "tests/global-setup.ts")
        .file("Edit", "playwright.config.ts")
        .bash("npx playwright test tests/e2e/ --grep @smoke", "Running 18 tests using 6 workers\n  18 passed (22.4s)")
        .assistant("Smoke went from 41s to 22s. Only the regular user role is set up so far.")
        .user("nice!! the admin role needs its own storage state too, TODO, I'll do it when I get to the admin specs")
        .stop(),
    planted: [
      { kind: "fact", keys: ["bcrypt"] },
      { kind: "decision", keys: ["storagestate"] },
      { kind: "task", keys: ["admin"] },
    ],
  },
  {
    id: "b90-junit-dashboard",
    build: (s) =>
      s
        .user("is there any way to see which tests are the flakiest over time? like across runs. maybe we already have something?")
        .bash(
          "ls .github/workflows/; grep -n reporter playwright.config.ts",
          "e2e.yml  nightly.yml  unit.yml\n12:  reporter: [['list'], ['html', { open: 'never' }]],",
        )
        .assistant("Nothing across runs. The html report is per-run only. If each run also wrote a JUnit XML and uploaded it, you could aggregate those.")
        .user(
          "ok. then I think: the junit report should always be written and uploaded as an artifact on every CI run, please keep that in whatever you change in the workflows. and building an actual flaky-test dashboard from those is for later, maybe Q1, can you note it",
        )
        .file("Edit", "playwright.config.ts")
        .file("Edit", ".github/workflows/e2e.yml")
        .assistant("Added the `junit` reporter (results/junit.xml) and an `upload-artifact` step with `if: always()`. The dashboard is noted as open.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["junit"] },
      { kind: "task", keys: ["dashboard"] },
    ],
  },
  {
    id: "b90-mailpit",
    build: (s) =>
      s
        .user("I need to test the password reset email end to end. where do staging emails even go? I hope not to real people")
        .bash("kubectl -n staging get svc | grep -i mail", "mailpit   ClusterIP   10.40.3.17   <none>   1025/TCP,8025/TCP   411d")
        .assistant("Staging sends SMTP to a Mailpit service (port 1025), with its web UI and API on 8025. Nothing goes out to real inboxes.")
        .user("oh nice, so staging mail all lands in mailpit, API on 8025. ok can you write a helper that fetches the latest email for an address")
        .file("Write", "tests/support/mailpit.ts")
        .file("Write", "tests/e2e/password-reset.spec.ts")
        .bash("npx playwright test tests/e2e/password-reset.spec.ts", "Running 1 test using 1 worker\n  1 passed (5.8s)")
        .assistant("`latestEmail(to)` polls `/api/v1/search?query=to:...` on port 8025. The reset spec passes.")
        .user(
          "cool. oh and one thing I've been meaning to say: in fixtures always use example.test addresses, never real domains, even gmail. we had an incident once",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["mailpit", "8025"] },
      { kind: "instruction", keys: ["example.test"] },
    ],
  },
  {
    id: "b90-workers",
    build: (s) =>
      s
        .user("CI shards are still slowish, like 14 min each. how many workers are we using? maybe we can just crank it up")
        .bash(
          "grep -n workers playwright.config.ts; gh api repos/acme/app/actions/runners --jq '.runners[0].labels[].name' 2>/dev/null || nproc",
          "9:  workers: process.env.CI ? 1 : undefined,\n4",
        )
        .assistant(
          "`workers: 1` on CI. The runners are ubuntu-latest with 4 vCPUs, so 1 worker leaves most of the machine idle. `workers: '50%'` gives 2, which is usually safe for Chromium.",
        )
        .user("why 50% and not 100%? I'm not sure I get it")
        .assistant("The app server and database also run on the same runner in the e2e job. With 4 workers the app gets CPU-starved and timeouts go up.")
        .user("ah makes sense. ok, 50% workers then, let's try it. and the runners having 4 vcpu, good to know, I always assumed 2")
        .file("Edit", "playwright.config.ts")
        .assistant("Set `workers: process.env.CI ? '50%' : undefined`.")
        .user("someday we should check whether the bigger macos runners are actually faster for webkit, follow-up for whenever")
        .stop(),
    planted: [
      { kind: "decision", keys: ["50%"] },
      { kind: "fact", keys: ["vcpu"] },
      { kind: "task", keys: ["macos"] },
    ],
  },
  {
    id: "b90-flag-override",
    build: (s) =>
      s
        .user("the new checkout is behind a feature flag, how do I turn it on in a test? launchdarkly? I'm kind of lost")
        .bash(
          "grep -rn 'ff_override' src/ | head -3",
          "src/flags/client.ts:22:  const raw = cookies.get('ff_override'); // e.g. new_checkout=on,old_checkout=off\nsrc/flags/client.ts:23:  if (raw && import.meta.env.MODE !== 'production') return parseOverride(raw);",
        )
        .assistant(
          "Outside production the flag client reads an `ff_override` cookie, e.g. `new_checkout=on,old_checkout=off`. You can set it with `context.addCookies` before the page loads.",
        )
        .user(
          "ohh ok. then please, tests always set flags through the ff_override cookie, never by calling the launchdarkly API, that would change flags for everyone on staging. can you add a fixture for it",
        )
        .file("Write", "tests/support/flags.ts")
        .assistant("Added a `flags` fixture: `test.use({ flags: { new_checkout: 'on' } })`.")
        .user("nice. when product finally deletes old_checkout we have to remove all the old_checkout tests, remind me then")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["ff_override"] },
      { kind: "task", keys: ["old_checkout"] },
    ],
  },
  {
    id: "b90-reporter-superseded",
    build: (s) =>
      s
        .user("I think we need nicer reports than the default. maybe allure? people seem to like it")
        .assistant("Allure gives history and categories, but it needs a Java runtime to generate the report and an extra publish step.")
        .user("hmm ok let's go with allure then, I guess")
        .bash("npm i -D allure-playwright && java -version", "added 6 packages in 4s\nbash: java: command not found", 127)
        .assistant("The runner image has no Java, so `allure generate` wouldn't run on CI without adding a JDK (~200MB).")
        .user(
          "ugh. no, actually, forget allure then, too heavy. let's just stay with the built-in html reporter and add the github reporter so failures show as annotations on the PR. that's final, sorry for the back and forth",
        )
        .bash("npm rm allure-playwright", "removed 6 packages in 1s")
        .file("Edit", "playwright.config.ts")
        .assistant("Reporters are now `github`, `html` and `junit` on CI.")
        .stop(),
    planted: [{ kind: "decision", keys: ["html", "github"] }],
  },
  {
    id: "b90-db-snapshot",
    build: (s) =>
      s
        .user(
          "the e2e job spends like 6 minutes running migrations before any test starts. is there a faster way? not sure if we can just, like, restore a dump",
        )
        .bash("time (pg_restore -d e2e --clean tmp/e2e-snapshot.dump)", "real\t0m41.300s")
        .assistant("Restoring a pg_dump snapshot of the migrated, seeded database takes 41s here, against ~6 minutes for the migrations.")
        .user(
          "ok so restoring from the pg_dump takes 41s instead of 6 min, that's huge. yeah let's use the snapshot in CI instead of migrating, I'm pretty convinced",
        )
        .file("Edit", ".github/workflows/e2e.yml")
        .file("Write", "scripts/restore-e2e-db.sh")
        .assistant("CI now restores `e2e-snapshot.dump` from the cache instead of running migrations.")
        .user(
          "one thing, the dump goes stale every time a migration lands. we'll need a script to rebuild the snapshot automatically, later though, I'll do it by hand this week",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["41"] },
      { kind: "decision", keys: ["snapshot"] },
      { kind: "task", keys: ["snapshot", "script"] },
    ],
  },
  {
    id: "b90-axe-a11y",
    build: (s) =>
      s
        .user("can we add accessibility checks to the settings page spec? I've heard of axe, not sure how it fits with playwright")
        .bash("npm i -D @axe-core/playwright", "added 2 packages in 2s")
        .file("Edit", "tests/e2e/settings.spec.ts")
        .bash(
          "npx playwright test tests/e2e/settings.spec.ts",
          "  1 failed\n    settings.spec.ts:58 › has no a11y violations\n    Expected: []\n    Received: 12 violations (color-contrast: 12)",
          1,
        )
        .assistant("12 `color-contrast` violations on the settings page, all on the grey helper text. Nothing else.")
        .user(
          "figures. ok, I think every new page spec should include an axe scan, that's the rule from now on, maybe we'll relax it later but let's start like that. for the 12 contrast ones, mark the test as fixme and we need to get design to fix the contrast, it's not a test problem",
        )
        .file("Edit", "tests/e2e/settings.spec.ts")
        .assistant("Marked the scan `test.fixme` with a comment pointing at the 12 violations.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["axe"] },
      { kind: "task", keys: ["contrast"] },
    ],
  },
  {
    id: "b90-mobile-viewport",
    build: (s) =>
      s
        .user("PM asked if we test on mobile. we don't really, right? we used to have browserstack I think")
        .bash("grep -rn browserstack .github/ package.json", ".github/workflows/nightly.yml:44:      # browserstack job disabled, contract ended Oct 2026")
        .assistant("There's a disabled BrowserStack job in nightly.yml; the comment says the contract ended in October 2026.")
        .user(
          "right, the browserstack contract ended in october, I remember now. so no real devices. I think we just add a mobile project with the iPhone 13 device descriptor and call it good? yeah. let's do that, real devices aren't coming back this year",
        )
        .file("Edit", "playwright.config.ts")
        .bash(
          "npx playwright test --project=mobile --grep @smoke",
          "Running 18 tests using 4 workers\n  17 passed\n  1 failed\n    nav.spec.ts:9 › opens the menu",
        )
        .assistant(
          "Added a `mobile` project using `devices['iPhone 13']`. One smoke test fails on mobile: the nav menu test clicks a link that's hidden behind the hamburger.",
        )
        .user("expected. I'll fix that one myself")
        .stop(),
    planted: [
      { kind: "fact", keys: ["browserstack", "october"] },
      { kind: "decision", keys: ["iphone 13"] },
    ],
  },
  {
    id: "b90-api-tests",
    build: (s) =>
      s
        .user("I started writing API tests in tests/e2e/api-*.spec.ts using page.evaluate(fetch...). is that dumb? probably")
        .assistant("It works but drags a browser along for nothing. Playwright's `request` fixture does HTTP directly and is much faster.")
        .user("yeah ok. so: API tests live in tests/api and use the request fixture, no page. that's how I want them from now on. can you move the 3 I wrote")
        .bash(
          "git mv tests/e2e/api-orders.spec.ts tests/api/orders.spec.ts && git mv tests/e2e/api-users.spec.ts tests/api/users.spec.ts && git mv tests/e2e/api-tags.spec.ts tests/api/tags.spec.ts",
          "",
        )
        .file("Edit", "tests/api/orders.spec.ts")
        .bash(
          "npx playwright test tests/api",
          "Running 21 tests using 4 workers\n  19 passed\n  2 failed\n    Error: expect(response.status()).toBe(200)\n    Received: 429",
          1,
        )
        .assistant(
          "2 failures with HTTP 429. The staging gateway config has `limit_req zone=api rate=100r/m` per client IP, and 4 workers on one IP exceed it.",
        )
        .user("oh right, staging api is rate limited to 100 requests a minute per IP. ok then run the api project with 1 worker")
        .file("Edit", "playwright.config.ts")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["tests/api"] },
      { kind: "fact", keys: ["100", "minute"] },
    ],
  },
  {
    id: "b90-prepush",
    build: (s) =>
      s
        .user("I pushed a broken spec again yesterday and broke main for an hour. embarrassing. is there something like 'only run tests for changed files'?")
        .bash(
          "npx playwright test --help | grep -i changed",
          "  --only-changed [ref]         Only run test files that have been changed between 'HEAD' and 'ref'.",
        )
        .assistant(
          "`--only-changed` runs specs changed since a ref. I can add an `npm run test:changed` script for `playwright test --only-changed=origin/main`.",
        )
        .file("Edit", "package.json")
        .bash("npm run test:changed", "> playwright test --only-changed=origin/main\nRunning 6 tests using 4 workers\n  6 passed (12.0s)")
        .user(
          "ok nice. note for me and for you: run npm run test:changed before every push, no exceptions, even for 'tiny' changes. and remind me to write the README section about running e2e locally, people keep asking me in slack",
        )
        .assistant("Will do.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["test:changed"] },
      { kind: "task", keys: ["readme"] },
    ],
  },
  {
    id: "b90-vite-optimize",
    build: (s) =>
      s
        .user(
          "cypress component tests: the first test in a fresh run fails like half the time, then everything's fine. maybe a cold start thing? I'm not sure where to even look",
        )
        .bash(
          "npx cypress run --component 2>&1 | grep -i -B1 -A2 'optimized'",
          "[vite] ✨ new dependencies optimized: date-fns, date-fns/locale\n[vite] ✨ optimized dependencies changed. reloading\n  1) DateRange renders the preset list\n     CypressError: the page was reloaded while the test was running",
        )
        .assistant("Vite discovers `date-fns` only when the first spec imports it, re-optimizes and reloads the page mid-test. That's the failure.")
        .user("ok wow, so that's it: vite's dep optimizer reloads the page the first time date-fns gets imported. what's the fix, just pre-bundle it?")
        .assistant("Yes, adding `date-fns` and `date-fns/locale` to `optimizeDeps.include` in the Cypress vite config makes Vite bundle them up front.")
        .user("ok, let's do the optimizeDeps.include thing, I think that's cleaner than a warm-up spec")
        .file("Edit", "cypress/vite.config.ts")
        .bash("rm -rf node_modules/.vite && npx cypress run --component", "  ✔  All specs passed!   00:48   61   61")
        .stop("Fresh run: 61/61 pass."),
    planted: [
      { kind: "fact", keys: ["date-fns"] },
      { kind: "decision", keys: ["optimizedeps"] },
    ],
  },
  {
    id: "b90-e2e-password",
    build: (s) =>
      s
        .user("the global setup needs the staging test user's password. I could just put it in .env.example? it's only staging. or is that bad")
        .file("Read", ".env.example")
        .assistant("I'd avoid it; .env.example is committed. Where does CI get it today?")
        .bash("grep -rn 'secrets\\.' .github/workflows/e2e.yml", `27:          E2E_PASSWORD: $${"{{"} secrets.E2E_PASSWORD }}`)
        .user(
          "right, CI uses the E2E_PASSWORD secret. and the value itself is in 1Password, in the 'QA Shared' vault, I always forget the name. so yeah, rule: the password only ever comes from the E2E_PASSWORD env var, never hardcoded and never in a committed file, not even .env.example",
        )
        .file("Edit", "tests/global-setup.ts")
        .assistant("global-setup now reads `process.env.E2E_PASSWORD` and throws with a hint if it's missing.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["qa shared"] },
      { kind: "instruction", keys: ["e2e_password"] },
    ],
  },
  {
    id: "b90-next-week-list",
    build: (s) =>
      s
        .user("can you show me which specs failed in the last nightly")
        .bash(
          "gh run view $(gh run list -w nightly.yml -L1 --json databaseId -q '.[0].databaseId') --log-failed | grep '›' | sort -u",
          "upload.spec.ts:14 › uploads an avatar\nupload.spec.ts:31 › rejects files over 5MB\nexport.spec.ts:40 › exports the yearly report",
        )
        .assistant("Three failures: two in upload.spec.ts (both wait for the native file chooser) and the export PDF timeout again.")
        .user(
          "ok. stuff for next week then, writing it down here so I don't lose it:\n- rewrite the upload spec to use setInputFiles instead of the file chooser dance\n- ask devops if we can get a bigger runner for the nightly, it's always the slow one\n- the login flake, that's done already, ignore\n- export spec, still waiting on backend so nothing to do there",
        )
        .assistant("Got it.")
        .stop(),
    planted: [
      { kind: "task", keys: ["setinputfiles"] },
      { kind: "task", keys: ["nightly", "runner"] },
    ],
  },
  {
    id: "b90-webkit-clipboard",
    build: (s) =>
      s
        .user("copy-link test fails only on webkit. permissions? I tried grantPermissions clipboard-read but not sure webkit even has that")
        .bash(
          "npx playwright test tests/e2e/share.spec.ts --project=webkit",
          "  1 failed\n    [webkit] share.spec.ts:12 › copies the share link\n    Error: browserContext.grantPermissions: Unknown permission: clipboard-read",
          1,
        )
        .assistant(
          "WebKit in Playwright doesn't support the `clipboard-read` permission, so `navigator.clipboard.readText()` can't be tested there. It's a known limitation on Linux WebKit builds.",
        )
        .user(
          "ok so webkit just can't read the clipboard in playwright. fine. then the copy-link test runs in chromium only, I think that's fine, firefox is excluded anyway. let's do that",
        )
        .file("Edit", "tests/e2e/share.spec.ts")
        .assistant("Added `test.skip(browserName !== 'chromium', 'clipboard-read unsupported')` to the copy-link test.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["webkit", "clipboard"] },
      { kind: "decision", keys: ["copy-link", "chromium"] },
    ],
  },
  {
    id: "b90-jira-in-title",
    build: (s) =>
      s
        .user(
          "can you write a spec for the new coupon field? QA-412 in jira has the acceptance criteria, I'll paste them: valid code applies 10%, expired code shows 'Coupon expired', empty does nothing",
        )
        .file("Write", "tests/e2e/coupon.spec.ts")
        .bash("npx playwright test tests/e2e/coupon.spec.ts", "Running 3 tests using 3 workers\n  3 passed (5.5s)")
        .assistant("Three tests, one per criterion, all passing.")
        .user(
          "nice. small thing, can you put the jira key in the describe title, like 'QA-412 coupon field'? and actually do that for every new spec, it makes the reports so much easier to trace back. I think that's a convention we should have had from the start",
        )
        .file("Edit", "tests/e2e/coupon.spec.ts")
        .assistant("Renamed to `test.describe('QA-412 coupon field', ...)`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["jira"] }],
  },
  {
    id: "b90-bulk-seed",
    build: (s) =>
      s
        .user("the catalog specs need ~1000 products and seeding them one by one takes 3 minutes. is there a faster way? maybe a bulk thing exists")
        .bash(
          "grep -n 'router\\.' server/test-api/routes.ts",
          "12:router.post('/seed', seedOrg)\n13:router.post('/seed/bulk', seedBulk)\n14:router.post('/reset', resetDb)",
        )
        .file("Read", "server/test-api/bulk.ts")
        .assistant(
          "There's `POST /test-api/seed/bulk`. It rejects bodies over 500 rows (`if (rows.length > 500) return 413`), so 1000 products would be 2 requests.",
        )
        .user(
          "so the bulk endpoint caps at 500 rows per request, ok. yeah let's switch the catalog global setup to the bulk endpoint, two calls of 500, way better than 3 min",
        )
        .file("Edit", "tests/global-setup.ts")
        .bash("npx playwright test tests/e2e/catalog.spec.ts", "Running 9 tests using 2 workers\n  9 passed (19.4s)")
        .assistant("Seeding now takes ~8s; catalog specs pass.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["500"] },
      { kind: "decision", keys: ["bulk"] },
    ],
  },
  {
    id: "b90-mask-dynamic",
    build: (s) =>
      s
        .user("the dashboard screenshot test diffs on every run because of the 'last updated 3 min ago' text and the avatars. can we hide them somehow")
        .file("Read", "tests/visual/dashboard.spec.ts")
        .assistant(
          "`toHaveScreenshot` has a `mask` option that paints given locators over with a solid box. I can mask `[data-testid=relative-time]` and `[data-testid=avatar]`.",
        )
        .user(
          "yes please. and I'd say any timestamp or avatar in any screenshot gets masked with the mask option, not with css hacks, that's how we do it from now on I guess",
        )
        .file("Edit", "tests/visual/dashboard.spec.ts")
        .bash("npx playwright test tests/visual/dashboard.spec.ts --repeat-each=3", "Running 3 tests using 2 workers\n  3 passed (9.1s)")
        .assistant("Stable across 3 repeats.")
        .user("🎉 oh and we have zero visual tests for dark mode, that's a gap, someone should add dark mode snapshots for the main pages eventually")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["mask"] },
      { kind: "task", keys: ["dark mode"] },
    ],
  },
  {
    id: "b90-artifact-retention",
    build: (s) =>
      s
        .user("I wanted to look at a trace from last tuesday's failure but the artifact is gone? did it expire already")
        .bash("gh api repos/acme/app/actions/permissions/artifact-and-log-retention", '{\n  "days": 7,\n  "maximum_allowed_days": 90\n}')
        .assistant("Artifact retention for the repo is 7 days, so last Tuesday's artifacts have been deleted. The org allows up to 90.")
        .user(
          "ah ok, only 7 days retention, that's short. hmm, I think we should also stop uploading traces for green tests, they're huge. so trace: retain-on-failure, yes, let's switch to that.\n\nand I need to ask Marek to raise the retention to 30 days, he's the org admin, not today though",
        )
        .file("Edit", "playwright.config.ts")
        .assistant("Set `trace: 'retain-on-failure'` (was `'on'`).")
        .stop(),
    planted: [
      { kind: "fact", keys: ["7 days"] },
      { kind: "decision", keys: ["retain-on-failure"] },
      { kind: "task", keys: ["marek", "30"] },
    ],
  },
  {
    id: "b90-expect-timeout",
    build: (s) =>
      s
        .user("with the new dashboards a lot of expects time out at 5s on CI. maybe we should bump the expect timeout to 10s globally?")
        .bash("grep -rn 'Timed out 5000ms' test-results/ | wc -l", "17")
        .assistant("17 expect timeouts in the last run, most on the analytics page. A global 10s would cover them.")
        .user(
          "ok let's set it to 10s. hmm, wait. actually no, 10s hides real slowness, the analytics page really is slow and I want to notice that. make it 8000. yeah, expect timeout 8000, final answer",
        )
        .file("Edit", "playwright.config.ts")
        .bash("npx playwright test tests/e2e/analytics.spec.ts", "Running 6 tests using 2 workers\n  6 passed (31.0s)")
        .assistant("`expect.timeout` is 8000; analytics specs pass.")
        .stop(),
    planted: [{ kind: "decision", keys: ["8000"] }],
  },
  {
    id: "b90-prism-baseurl",
    build: (s) =>
      s
        .user(
          "new person (Lena) can't run the e2e tests locally, says connection refused on some port. what do we need running locally? I always just do it by muscle memory",
        )
        .bash(
          "cat package.json | jq -r '.scripts[\"e2e:deps\"]'; lsof -i -P | grep LISTEN | grep -E '5173|4010'",
          'concurrently "vite --port 5173" "prism mock openapi.yaml --port 4010"\nnode  51022 dev  21u  IPv4  TCP *:5173 (LISTEN)\nnode  51040 dev  23u  IPv4  TCP *:4010 (LISTEN)',
        )
        .assistant("`npm run e2e:deps` starts two things: the Vite app on 5173 and a Prism mock of the API on 4010. Lena is probably missing the Prism one.")
        .user(
          "yes! the prism mock on 4010, that's the one everyone forgets. ok I'll tell her. and honestly we need to move the hardcoded baseUrl into an env var at some point, it's localhost:5173 in both configs and that's why people get confused. not now though",
        )
        .assistant("OK.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["4010"] },
      { kind: "task", keys: ["baseurl"] },
    ],
  },
  {
    id: "b90-reporter-line",
    build: (s) =>
      s
        .user("can you run the cart and checkout specs")
        .bash(
          "npx playwright test tests/e2e/cart.spec.ts tests/e2e/checkout.spec.ts --reporter=line",
          "Running 11 tests using 4 workers\n[11/11] checkout.spec.ts:88 › applies coupon\n  11 passed (24.6s)",
        )
        .assistant("11/11 passed. I used `--reporter=line` to keep the output short; should I do that every time I run specs for you?")
        .user("yes please, always use --reporter=line when you run stuff for me, the list output is so noisy in here")
        .assistant("Will do.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["reporter=line"] }],
  },
  {
    id: "b90-empty-memory-guess",
    build: (s) =>
      s
        .user("the nightly shard 3 got OOM-killed last night. maybe a memory leak in the app? or too many browser contexts? I'm not sure at all")
        .bash(
          "gh run view 9201133871 --log | grep -i -E 'killed|heap' | head -3",
          "Error: worker process exited unexpectedly (code=null, signal=SIGKILL)\n<--- Last few GCs --->\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
        )
        .assistant(
          "The test runner's Node process hit its heap limit, not the browser. Could be a test keeping large responses in memory, or the html reporter with many attachments; one run isn't enough to tell.",
        )
        .user("hmm. could it be the visual tests? they attach a lot of images. just guessing")
        .assistant(
          "Possibly. Shard 3 does contain most of tests/visual. If it happens again, running that shard with `--reporter=line` only would show whether the reporter is the cause.",
        )
        .user("ok let's wait and see if it repeats")
        .stop(),
    planted: [],
  },
  {
    id: "b90-empty-status",
    build: (s) =>
      s
        .user("what did we get done today? I need to write my standup notes")
        .bash(
          "git log --since=midnight --oneline",
          "a41c2e9 tests: mask dynamic content in dashboard screenshots\n7d0b113 tests: move api tests to tests/api\n52ef8aa ci: junit reporter and artifact upload",
        )
        .assistant(
          "Three commits today:\n- masked dynamic content in the dashboard screenshots\n- moved the API tests to tests/api\n- added the junit reporter and artifact upload in CI",
        )
        .user("perfect, that's enough for standup. thanks!")
        .assistant("You're welcome.")
        .stop(),
    planted: [],
  },
];

export const BLIND90 = plantedSet(BLIND90_SESSIONS, Date.UTC(2026, 10, 18, 9));
