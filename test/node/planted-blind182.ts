/**
 * Blind planted set 182 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a QA automation engineer (Playwright, Cypress) reporting flaky tests, confirmed causes and
 * test conventions in short factual messages; runs pasted with retries, traces and CI output.
 * Each session is one segment; the items planted in it are listed with it: 70 items (17 decisions, 17 instructions, 19 facts, 17 tasks) in 51 sessions, 12 of which plant nothing (52 user/assistant messages between them). Every other message
 * must give nothing: questions, hypotheses, proposals not taken, withdrawn ideas, unconfirmed
 * guesses, quoted config/logs/tool output with "always"/"never"/"TODO", chit-chat, and requests
 * done in the same session. Superseded decisions: only the later one is planted.
 *
 * Matching rule (fixed before the extractor was run on this set; the one in planted-blind.ts):
 * - A candidate matches a planted item when it comes from the item's segment, has the item's
 *   kind, and every one of the item's key words occurs in the candidate's text
 *   (case-insensitive substring).
 * - Recall = planted items matched by at least one candidate / planted items (a candidate counts for one
 *   item at most: two items stated in one sentence need two memories).
 * - Precision = candidates that match some planted item of their segment / all candidates.
 *   A second candidate matching an already-matched item counts as correct for precision
 *   (it is true), and is reported as a duplicate.
 * - Also reported, not asserted: "right words, wrong kind" (a candidate whose text has an
 *   item's key words but another kind), which counts as a false positive and leaves the
 *   item missed.
 */
import { type BlindSession, plantedSet } from "./planted-scoring";

export const BLIND182_SESSIONS: BlindSession[] = [
  {
    id: "b182-checkout-iframe",
    build: (s) =>
      s
        .user("checkout.spec.ts flaked again on main, 3rd time this week. 'card number field not found'. can you look")
        .bash(
          "npx playwright test e2e/checkout.spec.ts --repeat-each=20 --reporter=line",
          "Running 20 tests using 2 workers\n  ✘ [chromium] › checkout.spec.ts:41:5 › pays with card (retry #1)\n    Error: locator.fill: Timeout 10000ms exceeded.\n    waiting for locator('input[name=cardnumber]')\n  17 passed, 3 failed",
          1,
        )
        .assistant(
          "3/20 fail, all on the card field. Could be the CDN serving the Stripe script slowly, or the iframe mounting late. I'll add a trace and check the network timing.",
        )
        .bash(
          "npx playwright show-trace test-results/checkout-pays-with-card-retry1/trace.zip --stdout | grep -i stripe",
          "12.41s  GET https://js.stripe.com/v3/ 200\n12.97s  frame attached: __privateStripeFrame5\n13.02s  networkidle fired at 11.88s",
        )
        .assistant(
          "Confirmed: the Stripe iframe attaches about a second after networkidle fires, and the spec waits for networkidle and then fills the field directly on the page. So the test races the iframe, it's not the CDN.",
        )
        .user("ok makes sense. go with frameLocator and wait on the iframe's input then, drop the networkidle wait")
        .file("Edit", "e2e/checkout.spec.ts")
        .bash("npx playwright test e2e/checkout.spec.ts --repeat-each=30 --reporter=line", "Running 30 tests using 2 workers\n  30 passed (1.4m)")
        .stop("30/30 green with frameLocator on the Stripe iframe."),
    planted: [
      { kind: "fact", keys: ["stripe", "networkidle"] },
      { kind: "decision", keys: ["framelocator"] },
    ],
  },
  {
    id: "b182-testid-selectors",
    build: (s) =>
      s
        .user(
          "rule for all new specs going forward: data-testid selectors only. no css classes, no nth-child, no text matching on buttons that marketing renames every month",
        )
        .assistant("Understood. I'll stick to getByTestId in anything I write. Want me to check the current specs for class selectors?")
        .user("yes count them")
        .bash(
          'grep -rn "cy.get(\'\\." cypress/e2e | wc -l; grep -rln "cy.get(\'\\.btn-primary" cypress/e2e',
          "47\ncypress/e2e/admin/users.cy.ts\ncypress/e2e/admin/roles.cy.ts\ncypress/e2e/admin/billing.cy.ts",
        )
        .assistant("47 class selectors in the Cypress suite; the .btn-primary ones are all in the three admin specs.")
        .user("not today. TODO for next week: migrate the admin specs off .btn-primary to testids, I'll need the frontend to add the attributes first")
        .stop("Noted, leaving the admin specs as they are for now."),
    planted: [
      { kind: "instruction", keys: ["data-testid"] },
      { kind: "task", keys: ["admin", "btn-primary"] },
    ],
  },
  {
    id: "b182-retries-workers",
    build: (s) =>
      s
        .user("why are we getting 'worker process exited unexpectedly' on CI but not locally")
        .file("Read", "playwright.config.ts")
        .bash("cat .github/workflows/e2e.yml | grep -n runs-on; nproc", "14:    runs-on: ubuntu-latest-2core\n8")
        .assistant(
          "The e2e job runs on ubuntu-latest-2core, so 2 vCPU, and the config asks for workers: 4 on CI. Chromium gets OOM-killed with 4 workers on that box. Locally you have 8 cores so it never shows.",
        )
        .user(
          "yeah the runners are 2 vCPU, we can't get bigger ones, finance said no. cap workers at 2 on CI. and retries: 2 on CI, 0 locally, I want to see flakes when I run it myself",
        )
        .file("Edit", "playwright.config.ts")
        .bash("CI=1 npx playwright test --list | tail -1", "Total: 212 tests in 38 files")
        .stop("workers: 2 and retries: 2 under CI, retries 0 locally."),
    planted: [
      { kind: "fact", keys: ["2 vcpu"] },
      { kind: "decision", keys: ["workers", "2"] },
      { kind: "decision", keys: ["retries"] },
    ],
  },
  {
    id: "b182-cy-session-sso",
    build: (s) =>
      s
        .user("cy.session isn't restoring the login for the SSO specs, every test goes through the IdP again. 4 min added to the run")
        .bash(
          "npx cypress run --spec cypress/e2e/sso/*.cy.ts --browser chrome 2>&1 | grep -i cookie",
          "  cy.session: restored 0 cookies for 'sso-user' (expected domain .idp-login.com)\n  Warning: cookie '_idp_sid' rejected: SameSite=None requires Secure",
        )
        .assistant(
          "Looks like the IdP cookie is set on idp-login.com with SameSite=None, and cy.session only restores cookies for the app's domain. Maybe chromeWebSecurity would help?",
        )
        .user(
          "tried that last month, no. that's the cause though, I checked with the auth folks: the IdP is on a different parent domain so the cookie never comes back. not fixable on our side",
        )
        .assistant("Then the SSO specs will keep logging in per test. For the other specs cy.session works fine.")
        .user("follow-up for me: open a ticket with platform to move the IdP under our parent domain. then we can cache it")
        .file("Read", "cypress/support/commands.ts")
        .stop("Ok, nothing changed in code."),
    planted: [
      { kind: "fact", keys: ["idp", "parent domain"] },
      { kind: "task", keys: ["ticket", "platform"] },
    ],
  },
  {
    id: "b182-staging-reseed",
    build: (s) =>
      s
        .user("half the suite failed against staging this morning, 'user not found' everywhere")
        .bash("psql $STAGING_DB -c \"select count(*) from users where email like 'qa+%'\"", " count\n-------\n     0\n(1 row)")
        .assistant("There are no QA users on staging at all. Was the database wiped?")
        .user(
          "yes staging DB resets every night at 02:00 UTC, it's a known thing. from now on before you run e2e against staging, run pnpm db:seed:e2e first. every time",
        )
        .bash("pnpm db:seed:e2e --env staging", "seeded 48 users, 12 orgs, 300 orders in 14.2s")
        .bash("BASE_URL=https://staging.app.dev npx playwright test --reporter=dot", "212 passed (9.8m)")
        .stop("Reseeded and the staging run is green."),
    planted: [
      { kind: "fact", keys: ["02:00"] },
      { kind: "instruction", keys: ["db:seed:e2e"] },
    ],
  },
  {
    id: "b182-visual-threshold",
    build: (s) =>
      s
        .user("header.spec visual diff fails on CI with 0.3% pixels diff, passes locally")
        .bash(
          "npx playwright test e2e/visual/header.spec.ts",
          "Error: Screenshot comparison failed:\n  1203 pixels (ratio 0.003 of all image pixels) are different.",
          1,
        )
        .assistant(
          "The diff is anti-aliasing on the logo text. Two options: set maxDiffPixelRatio: 0.01 globally in expect.toHaveScreenshot, or mask the logo. I'd go with the ratio, masking hides real regressions in the header.",
        )
        .user("agree, 0.01 it is")
        .file("Edit", "playwright.config.ts")
        .user(
          "and one more thing, the reason it passes locally is you're on mac. fonts render different. snapshots only get updated inside the mcr.microsoft.com/playwright docker image, never from a laptop. please remember that",
        )
        .bash(
          "docker run --rm -v $PWD:/w -w /w mcr.microsoft.com/playwright:v1.48.0-jammy npx playwright test e2e/visual --update-snapshots",
          "  4 snapshots updated\n  12 passed (41s)",
        )
        .stop("Ratio set to 0.01 and snapshots regenerated in the docker image."),
    planted: [
      { kind: "decision", keys: ["maxdiffpixelratio", "0.01"] },
      { kind: "instruction", keys: ["docker", "snapshots"] },
    ],
  },
  {
    id: "b182-datepicker-tz",
    build: (s) =>
      s
        .user("datepicker spec fails when I run the suite late in the evening, 'selects tomorrow'. passes in the morning")
        .bash(
          "TZ=UTC FAKE_NOW=2026-11-10T23:30:00Z npx playwright test e2e/booking/datepicker.spec.ts --reporter=line",
          "  ✘ selects tomorrow › expected '2026-11-11' to be '2026-11-12'\n  1 failed",
          1,
        )
        .assistant(
          "Reproduced with a fixed clock at 23:30 UTC. The app computes 'tomorrow' in Europe/Berlin, where it is already the next day, while the runner is in UTC. That's the root cause: the app uses Europe/Berlin, the CI runner uses UTC.",
        )
        .user("confirmed, thats it. set timezoneId in the playwright project config to Europe/Berlin for all projects, dont touch the app")
        .file("Edit", "playwright.config.ts")
        .bash("TZ=UTC FAKE_NOW=2026-11-10T23:30:00Z npx playwright test e2e/booking --reporter=line", "  18 passed (33s)")
        .stop("timezoneId set for all projects; booking specs pass at 23:30 UTC."),
    planted: [
      { kind: "fact", keys: ["europe/berlin", "utc"] },
      { kind: "decision", keys: ["timezoneid"] },
    ],
  },
  {
    id: "b182-quarantine",
    build: (s) =>
      s
        .user("someone put test.skip on the invoice pdf test with no comment. who does that")
        .bash("git log -1 --format='%an %s' -- e2e/invoices/pdf.spec.ts", "dan.k skip flaky pdf test")
        .assistant("dan.k skipped it yesterday with 'skip flaky pdf test'. Want me to unskip it?")
        .user(
          "yes. and the rule (tell everyone, and you too): a flaky test gets the @quarantine tag plus a jira ticket number in the title. nobody just skips it. quarantined tests still run in the nightly, just not blocking",
        )
        .file("Edit", "e2e/invoices/pdf.spec.ts")
        .bash(
          "npx playwright test --grep @quarantine --list",
          "  [chromium] › invoices/pdf.spec.ts:12:3 › downloads invoice pdf @quarantine QA-1412\nTotal: 1 test in 1 file",
        )
        .user("remind me friday to go through the quarantine list with dan")
        .stop("Tagged @quarantine with QA-1412."),
    planted: [
      { kind: "instruction", keys: ["@quarantine"] },
      { kind: "task", keys: ["friday", "quarantine"] },
    ],
  },
  {
    id: "b182-payments-mock",
    build: (s) =>
      s
        .user("the refund specs hit the real payments sandbox and it rate limits us. how should we mock it")
        .assistant(
          "Two ways: MSW in the app's dev build, or page.route in the spec to intercept /api/payments/*. MSW means a special build for e2e; page.route keeps the production bundle.",
        )
        .user("would MSW work with the service worker we already have for offline mode?")
        .assistant("It would conflict, only one service worker can control the scope. You'd have to disable the offline worker in the e2e build.")
        .user("then no MSW. page.route for payments in all e2e, decided")
        .file("Write", "e2e/fixtures/payments-mock.ts")
        .bash("npx playwright test e2e/refunds --reporter=line", "  9 passed (22s)")
        .stop("Refund specs now use the page.route fixture."),
    planted: [{ kind: "decision", keys: ["page.route", "payments"] }],
  },
  {
    id: "b182-trace-artifacts",
    build: (s) =>
      s
        .user("upload-artifact step failed on the last 5 runs. 'Artifact storage quota has been hit'")
        .bash("gh api /repos/acme/app/actions/cache/usage; du -sh test-results", '{"active_caches_size_in_bytes": 912331}\n1.9G\ttest-results')
        .assistant(
          "test-results is 1.9G per run because someone switched trace to 'on' in the config last week. Our plan's artifact storage is 2 GB total, so a couple of runs fill it.",
        )
        .user("yep that was me, my bad. put it back to on-first-retry and leave it there. traces on every test are never worth it for us")
        .file("Edit", "playwright.config.ts")
        .bash("gh api -X DELETE /repos/acme/app/actions/artifacts/--old-runs 2>&1 | tail -1", "deleted 31 artifacts")
        .stop("trace back to on-first-retry, old artifacts deleted."),
    planted: [
      { kind: "fact", keys: ["artifact", "2 gb"] },
      { kind: "instruction", keys: ["on-first-retry"] },
    ],
  },
  {
    id: "b182-auth-owner",
    build: (s) =>
      s
        .file("Read", "e2e/auth/login.spec.ts")
        .user("careful with e2e/auth, Priya's team owns those specs and their CODEOWNERS will block the PR. ping her before changing anything there")
        .assistant("Got it. The change I wanted was only a selector in login.spec.ts; I'll leave it and put it in the PR description instead.")
        .bash("grep -n auth .github/CODEOWNERS", "7:/e2e/auth/ @acme/identity-team @priya-s")
        .user("also there's no e2e for password reset at all, we need one next sprint. not now")
        .stop("Left e2e/auth untouched."),
    planted: [
      { kind: "fact", keys: ["priya"] },
      { kind: "task", keys: ["password reset"] },
    ],
  },
  {
    id: "b182-cypress-frozen",
    build: (s) =>
      s
        .user("do I write the new wishlist spec in cypress or playwright")
        .assistant("Both suites are still running in CI. Is there a plan for which one new specs go in?")
        .user(
          "ok let's settle it now. new specs are playwright only, the cypress suite is frozen: no new tests there, and we port a cypress spec when we have to touch it anyway",
        )
        .file("Write", "e2e/wishlist.spec.ts")
        .bash("npx playwright test e2e/wishlist.spec.ts", "  5 passed (12s)")
        .user("oh and the cart specs are the big one still in cypress. port those by end of Q1, put it on the list")
        .stop("Wishlist spec added in Playwright."),
    planted: [
      { kind: "decision", keys: ["cypress", "frozen"] },
      { kind: "task", keys: ["cart", "q1"] },
    ],
  },
  {
    id: "b182-shards",
    build: (s) =>
      s
        .user("PR checks take forever")
        .bash("gh run list --workflow e2e.yml -L 5 --json durationMs -q '.[].durationMs'", "2291000\n2304000\n2270000\n2318000\n2281000")
        .assistant(
          "The e2e job has taken about 38 minutes on each of the last 5 runs. It's the full suite on a single job. We could shard it: 4 shards would bring it near 10 minutes, 8 shards maybe 6 but with more setup overhead each.",
        )
        .user("4. 8 is too many runners for our minutes budget")
        .file("Edit", ".github/workflows/e2e.yml")
        .bash("gh workflow run e2e.yml --ref qa/shards && sleep 700 && gh run list --workflow e2e.yml -L 1 --json durationMs -q '.[].durationMs'", "634000")
        .stop("With 4 shards the run took 10.5 minutes."),
    planted: [{ kind: "decision", keys: ["4", "shard"] }],
  },
  {
    id: "b182-login-helper",
    build: (s) =>
      s
        .file("Read", "e2e/orders/history.spec.ts")
        .user(
          "why does orders/history log in through the form? it's slow and flaky. convention here: beforeEach logs in with loginViaApi() from e2e/helpers/auth.ts. the UI login form is only exercised in the auth specs",
        )
        .file("Edit", "e2e/orders/history.spec.ts")
        .bash("npx playwright test e2e/orders --reporter=line", "  14 passed (19s)")
        .assistant("Switched history.spec.ts to loginViaApi(); the orders folder went from 47s to 19s.")
        .user("nice")
        .stop(),
    planted: [{ kind: "instruction", keys: ["loginviaapi"] }],
  },
  {
    id: "b182-websocket-alb",
    build: (s) =>
      s
        .user("notifications.spec 'shows toast on new message' fails maybe 1 in 10 on staging. never on local")
        .bash(
          "npx playwright test e2e/notifications.spec.ts --repeat-each=20 --trace on 2>&1 | grep -i 'websocket'",
          "  ws closed code=1006 after 60.0s\n  ws reconnect attempt 1\n  ws closed code=1006 after 60.0s",
        )
        .assistant("The websocket closes after exactly 60 s with 1006. My guess is a proxy timeout, maybe the load balancer.")
        .user("checked with infra: the staging ALB idle timeout is 60s and our server only pings every 90s. so yes thats the cause")
        .assistant("Then the toast is lost whenever the message arrives during a reconnect. I can make the spec wait for the socket to be open before sending.")
        .user("do that for now")
        .file("Edit", "e2e/notifications.spec.ts")
        .user("TODO: ask infra to raise the ALB idle timeout to 120s, or backend to ping every 30s, whichever they prefer")
        .stop("Spec now waits for the open socket."),
    planted: [
      { kind: "fact", keys: ["alb", "60"] },
      { kind: "task", keys: ["infra", "120"] },
    ],
  },
  {
    id: "b182-feature-flags",
    build: (s) =>
      s
        .user("the new-dashboard specs toggle the flag through the admin UI first. that's 20s per test")
        .file("Read", "e2e/helpers/flags.ts")
        .assistant("There's already a setFlags() helper that sends an X-Flags header with page.setExtraHTTPHeaders. The dashboard specs just don't use it.")
        .user("right. in tests feature flags go through the X-Flags header, always, never via the admin toggles. those are for manual QA")
        .file("Edit", "e2e/dashboard/widgets.spec.ts")
        .bash("npx playwright test e2e/dashboard --reporter=line", "  11 passed (28s)")
        .stop(),
    planted: [{ kind: "instruction", keys: ["x-flags"] }],
  },
  {
    id: "b182-test-users",
    build: (s) =>
      s
        .user("login failed for qa-admin@acme.dev on every spec after 9:10")
        .bash("curl -s $API/admin/users/qa-admin@acme.dev | jq .status", '"locked"')
        .assistant("The account is locked. Five failed logins from parallel workers typing at the same time, I think.")
        .user("yeah qa-admin gets locked after 5 failed logins, that's the security policy, they won't change it for us")
        .user(
          "so new rule: each test creates its own user with createUser() and an email like qa+<uuid>@acme.dev. no shared accounts in specs anymore. qa-admin stays for manual testing",
        )
        .file("Edit", "e2e/helpers/users.ts")
        .bash("curl -s -X POST $API/admin/users/qa-admin@acme.dev/unlock", '{"ok":true}')
        .stop("Unlocked qa-admin and added createUser()."),
    planted: [
      { kind: "fact", keys: ["qa-admin", "5 failed"] },
      { kind: "instruction", keys: ["qa+"] },
    ],
  },
  {
    id: "b182-mobile-devices",
    build: (s) =>
      s
        .user("mobile projects: let's do iPhone SE and Galaxy S9+")
        .file("Edit", "playwright.config.ts")
        .bash("npx playwright test --project='Mobile*' --list | tail -1", "Total: 124 tests in 19 files")
        .assistant("Added both. The SE has a 320px-wide viewport in the emulation, so the nav collapses differently from most users.")
        .user("hm, analytics says basically nobody has an SE. change it: iPhone 13 and Pixel 5, drop the SE and the Galaxy")
        .file("Edit", "playwright.config.ts")
        .bash("npx playwright test --project='Mobile*' --reporter=dot", "124 passed (4.1m)")
        .stop("Mobile projects are now iPhone 13 and Pixel 5."),
    planted: [{ kind: "decision", keys: ["iphone 13", "pixel 5"] }],
  },
  {
    id: "b182-axe",
    build: (s) =>
      s
        .user("we need a11y checks in e2e. what are the options")
        .assistant(
          "@axe-core/playwright runs axe in the page and gives violations per rule. There's also pa11y-ci, which is separate from the Playwright run and crawls URLs.",
        )
        .user("axe-core/playwright, keeps it in the same run. add it to the checkout flow first")
        .bash("pnpm add -D @axe-core/playwright", "+ @axe-core/playwright 4.10.0")
        .file("Edit", "e2e/checkout.spec.ts")
        .bash("npx playwright test e2e/checkout.spec.ts", "  6 passed (18s)")
        .user("good. the onboarding flow needs the same later, it's got a ton of modals, not touching it today")
        .stop("axe check added to checkout."),
    planted: [
      { kind: "decision", keys: ["axe-core/playwright"] },
      { kind: "task", keys: ["onboarding"] },
    ],
  },
  {
    id: "b182-upload-webkit",
    build: (s) =>
      s
        .user("upload.spec fails on webkit only. chromium and firefox fine")
        .bash(
          "npx playwright test e2e/files/upload.spec.ts --project=webkit",
          "  ✘ drops a file on the dropzone\n    Error: page.dispatchEvent: DataTransfer is not supported",
          1,
        )
        .assistant(
          "Playwright's webkit build can't construct a DataTransfer for a synthetic drop event, so the drag-and-drop path can't be tested on webkit. That's a known webkit limitation, not our code.",
        )
        .user("ok. skip that one test on webkit with a comment, use setInputFiles for the rest")
        .file("Edit", "e2e/files/upload.spec.ts")
        .bash("npx playwright test e2e/files --project=webkit", "  7 passed, 1 skipped")
        .stop(),
    planted: [{ kind: "fact", keys: ["webkit", "datatransfer"] }],
  },
  {
    id: "b182-no-timeouts",
    build: (s) =>
      s
        .user("lint is red on my branch")
        .bash(
          "pnpm lint:e2e",
          "e2e/search.spec.ts\n  33:11  error  Unexpected use of page.waitForTimeout()  playwright/no-wait-for-timeout\n\n✖ 1 problem (1 error)",
          1,
        )
        .assistant("One error: a page.waitForTimeout(2000) in search.spec.ts. I'll replace it with waiting on the results response.")
        .file("Edit", "e2e/search.spec.ts")
        .user(
          "thx. for the record, no waitForTimeout in any spec, ever, that's why the rule is on error. wait for a response or a locator state. and run pnpm lint:e2e before you tell me something's done",
        )
        .bash("pnpm lint:e2e", "✔ no problems")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["waitfortimeout"] },
      { kind: "instruction", keys: ["lint:e2e"] },
    ],
  },
  {
    id: "b182-user-teardown",
    build: (s) =>
      s
        .bash("psql $STAGING_DB -c \"select count(*) from users where email like 'qa+%'\"", " count\n-------\n  18234\n(1 row)")
        .user("18k test users on staging and the admin list page times out now lol")
        .assistant("They're from createUser() in every test; nothing deletes them. The nightly reset only runs on staging, not on the preview environments.")
        .user("we still need a global teardown that deletes qa+ users older than 7 days. can't do it this week, I'm on the release")
        .stop(),
    planted: [{ kind: "task", keys: ["teardown", "7 days"] }],
  },
  {
    id: "b182-nightly-schedule",
    build: (s) =>
      s
        .user("what time does the nightly actually run? I see results at weird hours")
        .bash(
          "grep -n -A2 schedule .github/workflows/e2e-nightly.yml",
          "4:  schedule:\n5:    - cron: '30 3 * * *'\n6:  # TODO: move to 2am once infra fixes the runner pool",
        )
        .assistant("The e2e-nightly workflow runs at 03:30 UTC (cron '30 3 * * *').")
        .user("ah ok 03:30, after the 02:00 staging reset then. good")
        .file("Read", ".github/workflows/e2e-nightly.yml")
        .stop(),
    planted: [{ kind: "fact", keys: ["03:30"] }],
  },
  {
    id: "b182-session-expiry-clock",
    build: (s) =>
      s
        .user("session-expiry spec takes 15 minutes because it literally waits for the token to expire. fix please")
        .file("Read", "e2e/auth/session-expiry.spec.ts")
        .assistant(
          "The access token TTL is 15 minutes (TOKEN_TTL=900 in the app config), and the spec sleeps through it. I'd install page.clock and fastForward 16 minutes instead.",
        )
        .user("do it")
        .file("Edit", "e2e/auth/session-expiry.spec.ts")
        .bash("npx playwright test e2e/auth/session-expiry.spec.ts", "  2 passed (6s)")
        .assistant("Down to 6 s with page.clock.")
        .user("great, thanks")
        .stop(),
    planted: [{ kind: "fact", keys: ["ttl", "15 minutes"] }],
  },
  {
    id: "b182-preview-env",
    build: (s) =>
      s
        .user("run the smoke specs against PR 812's preview")
        .bash("BASE_URL=https://pr-812.preview.app.dev npx playwright test --grep @smoke", "  ✘ 8 failed: 401 Unauthorized", 1)
        .assistant("Everything is 401. Does the preview need credentials?")
        .user("yeah preview deploys are behind basic auth, creds are in the 1Password QA vault under 'preview basic auth'. HTTP_CREDENTIALS env var")
        .bash(
          "HTTP_CREDENTIALS=$(op read 'op://QA/preview basic auth/credential') BASE_URL=https://pr-812.preview.app.dev npx playwright test --grep @smoke",
          "  8 passed (31s)",
        )
        .stop("Smoke green on PR 812's preview."),
    planted: [{ kind: "fact", keys: ["1password", "basic auth"] }],
  },
  {
    id: "b182-merge-reports",
    build: (s) =>
      s
        .user("now that we shard, the html report only shows shard 4's tests")
        .file("Read", ".github/workflows/e2e.yml")
        .assistant(
          "Each shard uploads its own html report and the last one wins. Playwright's answer is the blob reporter on each shard plus a merge-reports job at the end. Alternatively we keep 4 separate html artifacts.",
        )
        .user("blob + merge-reports. 4 separate reports nobody will open")
        .file("Edit", ".github/workflows/e2e.yml")
        .bash(
          "npx playwright merge-reports --reporter html ./all-blob-reports",
          "merged 4 blob reports, 212 tests\nTo open last HTML report run: npx playwright show-report",
        )
        .user("later we need to hook the merged report up to the PR comment bot so people see the link, TODO for the backlog")
        .stop("Merged report works."),
    planted: [
      { kind: "decision", keys: ["merge-reports"] },
      { kind: "task", keys: ["pr comment"] },
    ],
  },
  {
    id: "b182-flaky-summary",
    build: (s) =>
      s
        .bash(
          "jq -r '.suites[].specs[] | select(.tests[].results | length > 1) | .file' results.json | sort | uniq -c",
          "   3 checkout.spec.ts\n   1 notifications.spec.ts\n   2 search.spec.ts",
        )
        .assistant("Six tests needed a retry last night: checkout 3, search 2, notifications 1. All passed on retry.")
        .user(
          "thanks. when you summarise a run for me, group failures and retries by spec file with counts, like you just did. not by test title, the titles are too long to scan",
        )
        .assistant("Will do.")
        .user("and at some point we should build a weekly flaky-rate dashboard off the json reporter output. not urgent, next quarter maybe")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["spec file"] },
      { kind: "task", keys: ["flaky-rate", "dashboard"] },
    ],
  },
  {
    id: "b182-env-files",
    build: (s) =>
      s
        .user("the base URLs are hardcoded in playwright.config.ts with a ternary on process.env.ENV. it's getting ugly")
        .file("Read", "playwright.config.ts")
        .assistant(
          "We could move them to a JSON map in the config, or to one .env.e2e.<env> file per environment loaded with dotenv. The env files also let people keep a local override out of git.",
        )
        .user("env files. .env.e2e.staging, .env.e2e.preview, .env.e2e.local. go")
        .file("Write", ".env.e2e.staging")
        .file("Edit", "playwright.config.ts")
        .bash("ENV=staging npx playwright test --list | tail -1", "Total: 212 tests in 38 files")
        .user("and so it's said once: the e2e suite never runs against production. not even the smoke tag. prod has real payments")
        .stop("Base URLs now come from .env.e2e.<env> files; there's no production file."),
    planted: [
      { kind: "decision", keys: [".env.e2e"] },
      { kind: "instruction", keys: ["production"] },
    ],
  },
  {
    id: "b182-search-lag",
    build: (s) =>
      s
        .user("search.spec 'finds newly created product' flakes. created product doesn't show in results")
        .bash("curl -s $ES/products/_settings | jq '.. | .refresh_interval? // empty'", '"5s"')
        .assistant("The products index has refresh_interval 5s, so a product is searchable up to 5 seconds after it's created. The spec searches immediately.")
        .user("confirmed with backend, the 5s refresh_interval is intentional, they won't lower it")
        .file("Edit", "e2e/search.spec.ts")
        .assistant("The spec now retries the search with expect.poll for up to 10 s.")
        .user("ok. the other search specs probably have the same problem, go through them with expect.poll later, not now")
        .stop(),
    planted: [
      { kind: "fact", keys: ["refresh_interval", "5s"] },
      { kind: "task", keys: ["search specs", "expect.poll"] },
    ],
  },
  {
    id: "b182-consent-banner",
    build: (s) =>
      s
        .user("cookie banner covers the footer links in 3 specs on firefox")
        .bash("npx playwright test e2e/footer.spec.ts --project=firefox", '  ✘ opens imprint: element is intercepted by <div id="consent-banner">', 1)
        .assistant("The banner intercepts the click. I clicked 'accept' in a beforeEach as a quick fix so the spec passes.")
        .file("Edit", "e2e/footer.spec.ts")
        .user("fine for today. next week: make a storageState with consent pre-accepted and use it in every project, then remove those clicks")
        .stop(),
    planted: [{ kind: "task", keys: ["storagestate", "consent"] }],
  },
  {
    id: "b182-hydration-clicks",
    build: (s) =>
      s
        .user("add-to-cart does nothing sometimes. the click goes through (trace shows it) but cart badge stays 0")
        .bash("npx playwright test e2e/cart.spec.ts --repeat-each=25 --reporter=line", "  ✘ adds item and updates badge (x4)\n  21 passed, 4 failed", 1)
        .assistant(
          "In all 4 failing traces the click lands before the hydration script finished, 150-300 ms after load. Do you want me to just add force: true or a retry on the click?",
        )
        .user(
          "no. don't ever paper over it with force: true or click retries, it hides real bugs. the server-rendered button is clickable before React hydrates and clicks before hydration just get dropped, that's the real cause, frontend confirmed it yesterday",
        )
        .assistant(
          "Then the clean fix is to wait until the app marks itself hydrated. The root layout sets data-hydrated on <body> after hydrateRoot; a global fixture could wait for body[data-hydrated] after every goto.",
        )
        .user("yes do the body[data-hydrated] wait in the base fixture")
        .file("Edit", "e2e/fixtures/base.ts")
        .bash("npx playwright test e2e/cart.spec.ts --repeat-each=25 --reporter=line", "  25 passed (1.1m)")
        .stop("25/25 with the hydration wait in the base fixture."),
    planted: [
      { kind: "instruction", keys: ["force: true"] },
      { kind: "fact", keys: ["hydrat", "dropped"] },
      { kind: "decision", keys: ["data-hydrated"] },
    ],
  },
  {
    id: "b182-naming",
    build: (s) =>
      s
        .bash("ls e2e | head -20", "Checkout.spec.ts\ncart.spec.ts\nfooter.spec.ts\nprofile_settings.spec.ts\nsearch.spec.ts\nwishlist.spec.ts")
        .user(
          "naming is a mess. conventions, please stick to them from now on:\n- spec files kebab-case, <feature>.spec.ts, one feature per file\n- commits that only touch tests start with test(e2e):\nrename Checkout and profile_settings now",
        )
        .bash(
          "git mv e2e/Checkout.spec.ts e2e/checkout.spec.ts && git mv e2e/profile_settings.spec.ts e2e/profile-settings.spec.ts && git status -s",
          "R  e2e/Checkout.spec.ts -> e2e/checkout.spec.ts\nR  e2e/profile_settings.spec.ts -> e2e/profile-settings.spec.ts",
        )
        .assistant("Renamed both. The Cypress folder also has old test_*.cy.js files in the same style, want those too?")
        .user("no, those get renamed when they're ported, but someday the old test_*.cy.js names need fixing if the port drags on. note it")
        .bash("git commit -qm 'test(e2e): rename specs to kebab-case' && git log -1 --oneline", "c0d17aa test(e2e): rename specs to kebab-case")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["kebab-case"] },
      { kind: "instruction", keys: ["test(e2e)"] },
      { kind: "task", keys: ["test_*.cy.js"] },
    ],
  },
  {
    id: "b182-browser-matrix",
    build: (s) =>
      s
        .user("PR runs do chromium, firefox and webkit. firefox alone is 14 min. thoughts?")
        .bash("gh run view 9021 --json jobs -q '.jobs[] | \"\\(.name) \\(.completedAt)\"'", "e2e (chromium) 6m12s\ne2e (firefox) 14m03s\ne2e (webkit) 11m40s")
        .assistant(
          "Firefox found zero unique failures in the last 60 days according to the flaky report; every firefox failure also failed on chromium. We could move firefox to the nightly only. Webkit did find 2 real Safari bugs, so I'd keep it on PRs.",
        )
        .user("ok: firefox moves to the nightly, PRs run chromium + webkit")
        .file("Edit", ".github/workflows/e2e.yml")
        .user("and in january check whether webkit could go nightly too, once we have 90 days of data")
        .stop("Firefox runs only in the nightly now."),
    planted: [
      { kind: "decision", keys: ["firefox", "nightly"] },
      { kind: "task", keys: ["webkit", "january"] },
    ],
  },
  {
    id: "b182-staging-release-branch",
    build: (s) =>
      s
        .user("the new /api/orders/export endpoint 404s on staging but it's merged since yesterday??")
        .bash("curl -s https://staging.app.dev/api/version", '{"branch":"release/2026.46","sha":"4be1c02"}')
        .assistant("Staging reports release/2026.46. Is staging deployed from the release branch rather than main?")
        .user("ugh yes, I forgot. staging is deployed from the release branch, not main. new endpoints show up there a day after the cut")
        .assistant("Then the export spec can't pass on staging until tomorrow's release cut. Should I skip it for today, or leave it red?")
        .user("leave it, it'll pass tomorrow")
        .file("Read", "e2e/orders/export.spec.ts")
        .user("we should also write a contract test for /api/orders once backend publishes the openapi spec. not before")
        .stop(),
    planted: [
      { kind: "fact", keys: ["release branch"] },
      { kind: "task", keys: ["contract test"] },
    ],
  },
  {
    id: "b182-cypress-cloud",
    build: (s) =>
      s
        .user("cypress run is failing with 'Your Cypress Cloud plan has exceeded its test recordings'")
        .bash(
          "npx cypress run --record --key $CYPRESS_KEY 2>&1 | tail -3",
          "You've exceeded the limit of test recordings under your free plan this month.\nThe limit is 500 test recordings.\nWe will continue recording, but this may change in the future.",
        )
        .assistant("The Cloud account hit the free plan's 500 recordings this month. Is there a paid license?")
        .user("there is, Marco manages all the cypress infra, the docker image and the cloud license. it probably lapsed. I'll ask him")
        .assistant("Until then, should I remove --record from the CI job so the run isn't blocked?")
        .user("yes for now")
        .file("Edit", ".github/workflows/cypress.yml")
        .user("and remind me to check the license renewal before dec 15, that's when the invoice is due")
        .stop("--record removed from the Cypress job."),
    planted: [
      { kind: "fact", keys: ["marco"] },
      { kind: "task", keys: ["license", "dec 15"] },
    ],
  },
  {
    id: "b182-locale-local-runs",
    build: (s) =>
      s
        .user("currency assertions fail on my machine: expected '€1,234.00' got '1.234,00 €'")
        .bash("npx playwright test e2e/checkout.spec.ts -g totals --project=chromium", "  ✘ shows totals: expected '€1,234.00' received '1.234,00 €'", 1)
        .assistant(
          "Your OS locale is de-DE and the config doesn't set one, so the browser formats in German. Pin locale: 'en-US' in use{}, or make the assertions locale-aware?",
        )
        .user("pin en-US for all projects, the assertions are written for it")
        .file("Edit", "playwright.config.ts")
        .bash("npx playwright test e2e/checkout.spec.ts --project=chromium", "  6 passed (14s)")
        .user("also when you run a single spec for me, pass --project=chromium like you just did. the whole browser matrix takes forever locally")
        .stop(),
    planted: [
      { kind: "decision", keys: ["en-us"] },
      { kind: "instruction", keys: ["--project=chromium"] },
    ],
  },
  {
    id: "b182-dashboard-leak",
    build: (s) =>
      s
        .user("the dashboard describe block crashes chromium after ~40 tests: 'Target page, context or browser has been closed'")
        .bash(
          "npx playwright test e2e/dashboard --workers=1 --reporter=line 2>&1 | tail -4",
          "  ✓ 39 widget filters\n  ✘ 40 widget export\n    Error: page.goto: Target page, context or browser has been closed\n    [pid=4410] <process did exit: exitCode=null, signal=SIGKILL>",
        )
        .assistant(
          "I took a heap snapshot around test 30: the chart library keeps a reference to every unmounted canvas. The tests reuse one context via test.describe.configure({ mode: 'serial' }), so memory grows until the kernel kills chromium.",
        )
        .user("yep frontend already knows, the dashboard charts leak memory on unmount, it's FE-2290. switch those specs to a fresh context per test")
        .file("Edit", "e2e/dashboard/widgets.spec.ts")
        .bash("npx playwright test e2e/dashboard --workers=1 --reporter=dot", "58 passed (2.3m)")
        .user("check on FE-2290 next sprint, if they fixed it we can go back to serial mode")
        .stop(),
    planted: [
      { kind: "fact", keys: ["charts", "leak"] },
      { kind: "task", keys: ["fe-2290"] },
    ],
  },
  {
    id: "b182-flaky-budget",
    build: (s) =>
      s
        .user("retries are hiding too much. last week 30 tests passed only on retry and the PR was green")
        .assistant(
          "One option: keep retries: 2 but add a flaky budget, a step that reads the JSON report and fails the job when more than 5 tests pass only on retry. Flakes stay visible without blocking on a single one.",
        )
        .user("I like it. flaky budget of 5, do it")
        .file("Write", "scripts/flaky-budget.mjs")
        .file("Edit", ".github/workflows/e2e.yml")
        .bash("node scripts/flaky-budget.mjs results.json", "flaky: 3 of 212 (budget 5) ok")
        .user("one more: when you open a github issue for a flaky test, label it flaky-test and assign it to me (lena-qa). I triage them")
        .stop(),
    planted: [
      { kind: "decision", keys: ["flaky budget"] },
      { kind: "instruction", keys: ["flaky-test"] },
    ],
  },
  {
    id: "b182-video-off",
    build: (s) =>
      s
        .user("CI got 2x slower since tuesday. what changed")
        .bash("git log --since=tuesday --oneline -- playwright.config.ts", "e81a0b2 record video for all tests")
        .bash("gh run list --workflow e2e.yml -L 6 --json durationMs -q '.[].durationMs'", "1296000\n1302000\n1288000\n634000\n641000\n629000")
        .assistant(
          "e81a0b2 turned on video: 'on'. The runs since then take about 21.5 minutes instead of 10.5. On the 2-core runners video encoding competes with the browsers, so recording video roughly doubles the runtime there.",
        )
        .user("figured. video off, screenshot only-on-failure. that's the setup from now on")
        .file("Edit", "playwright.config.ts")
        .bash("gh workflow run e2e.yml --ref qa/video-off && sleep 660 && gh run list --workflow e2e.yml -L 1 --json durationMs -q '.[].durationMs'", "638000")
        .stop("Back to about 10.6 minutes."),
    planted: [
      { kind: "fact", keys: ["video", "doubles"] },
      { kind: "decision", keys: ["only-on-failure"] },
    ],
  },
  {
    id: "b182-empty-component-testing",
    build: (s) =>
      s
        .user("have you used cypress component testing? thinking about it for the design system")
        .assistant(
          "Yes. It mounts components in a real browser, so things like focus and layout are closer to reality than jsdom. The cost is a second bundler config, and it's slower than Vitest per test.",
        )
        .user("hmm. and playwright has experimental ct too right")
        .assistant("It does, @playwright/experimental-ct-react. Still marked experimental, and the API changed twice last year.")
        .user("ok I'll think about it, let's not decide anything today")
        .stop(),
    planted: [],
  },
  {
    id: "b182-empty-typo",
    build: (s) =>
      s
        .user("typo in the describe title in e2e/profile.spec.ts, 'Profle settings'. fix it")
        .file("Edit", "e2e/profile.spec.ts")
        .assistant("Fixed: 'Profile settings'.")
        .user("run that file")
        .bash("npx playwright test e2e/profile.spec.ts", "  7 passed (9s)")
        .assistant("7 passed.")
        .stop(),
    planted: [],
  },
  {
    id: "b182-empty-log-quote",
    build: (s) =>
      s
        .user("what is this warning in the CI log")
        .bash(
          "gh run view 8812 --log | grep -i -B1 -A2 warn | head",
          "WARN  Playwright: browsers must always be installed with --with-deps on CI\nWARN  Never run npm install in the same step as the cache restore\n# TODO(ci): remove node 18 matrix",
        )
        .assistant(
          "Those are two warnings from the setup action about how browsers and the npm cache are installed, plus a TODO comment in the workflow file. They don't fail the job.",
        )
        .user("is the first one a problem for us?")
        .assistant("Not today: the job runs npx playwright install --with-deps already, the warning prints regardless.")
        .user("ok ignore then")
        .stop(),
    planted: [],
  },
  {
    id: "b182-empty-cdn-guess",
    build: (s) =>
      s
        .user("product images sometimes missing in the gallery screenshot. maybe the CDN is slow in the mornings?")
        .bash("npx playwright test e2e/visual/gallery.spec.ts --repeat-each=10", "  10 passed (48s)")
        .assistant("10/10 passed just now. I couldn't reproduce it, so I can't tell whether it's the CDN. It might also be lazy loading below the fold.")
        .user("could be either. leave it, if it comes back I'll grab a trace")
        .assistant("Ok, no changes made.")
        .stop(),
    planted: [],
  },
  {
    id: "b182-empty-chitchat",
    build: (s) =>
      s
        .user("morning. long day yesterday, release went out at 11pm")
        .assistant("Sounds rough. Did the release smoke run go ok?")
        .user("yeah all green in the end. just tired")
        .assistant("Good that it's out. Anything you want to look at today?")
        .user("not yet, coffee first")
        .stop(),
    planted: [],
  },
  {
    id: "b182-empty-vitest-browser",
    build: (s) =>
      s
        .user("what if we moved the component-ish e2e specs to vitest browser mode")
        .assistant("It would cut startup time for those specs. We'd lose the trace viewer and the shared fixtures in e2e/helpers, though.")
        .user("actually no, scratch that. too much churn right before the release")
        .assistant("Ok, dropping it.")
        .stop(),
    planted: [],
  },
  {
    id: "b182-empty-snapshot-update",
    build: (s) =>
      s
        .user("the footer got a new link, update the footer snapshot please")
        .bash(
          "docker run --rm -v $PWD:/w -w /w mcr.microsoft.com/playwright:v1.48.0-jammy npx playwright test e2e/visual/footer.spec.ts --update-snapshots",
          "  1 snapshot updated\n  1 passed (8s)",
        )
        .assistant("Updated footer-chromium-linux.png.")
        .user("👍 commit it")
        .bash("git commit -am 'update footer snapshot' -q && git log -1 --oneline", "a91c3e2 update footer snapshot")
        .assistant("Committed as a91c3e2.")
        .stop(),
    planted: [],
  },
  {
    id: "b182-empty-upgrade-question",
    build: (s) =>
      s
        .user("what changed in playwright 1.49? anything that breaks us?")
        .bash("npm view @playwright/test@1.49.0 version; npx playwright --version", "1.49.0\nVersion 1.48.0")
        .assistant(
          "We're on 1.48. 1.49 adds aria snapshots and drops Chromium's old headless mode; our config doesn't set headless: 'old', so probably nothing breaks, but I haven't run it.",
        )
        .user("would the aria snapshots replace some of our visual tests?")
        .assistant("Some of them maybe, the ones that only check structure. Not the ones checking colors or layout.")
        .user("interesting. not now")
        .stop(),
    planted: [],
  },
  {
    id: "b182-empty-rerun",
    build: (s) =>
      s
        .user("rerun the failed ones from last night")
        .bash("npx playwright test --last-failed --reporter=line", "Running 4 tests using 2 workers\n  4 passed (21s)")
        .assistant("All 4 that failed last night pass now: checkout ×2, search, notifications.")
        .user("ok thx")
        .stop(),
    planted: [],
  },
  {
    id: "b182-empty-rename",
    build: (s) =>
      s
        .user("rename test 'works' in cart.spec to 'adds item and updates badge'")
        .file("Edit", "e2e/cart.spec.ts")
        .assistant("Renamed.")
        .user("and the one below it, 'works 2', to 'removes item'")
        .file("Edit", "e2e/cart.spec.ts")
        .assistant("Done, both titles updated.")
        .stop(),
    planted: [],
  },
  {
    id: "b182-empty-allure",
    build: (s) =>
      s
        .user("someone on the backend team asked if we could use Allure for the reports")
        .assistant(
          "It's possible, allure-playwright writes results alongside the html reporter. It needs a Java-based CLI to generate the report, which would be a new step in CI.",
        )
        .user("java in CI, hmm. does it show history across runs?")
        .assistant("Yes, if you keep the history folder between runs, e.g. in an artifact or a bucket.")
        .user("let me ask the team what they actually want from it before we do anything")
        .stop(),
    planted: [],
  },
  {
    id: "b182-empty-status",
    build: (s) =>
      s
        .user("where are we with the search fix?")
        .assistant(
          "Done: search.spec.ts now polls for the product, the lint passes, and the 30-times repeat run was green. I pushed it to qa/search-poll and opened PR 834.",
        )
        .bash("gh pr view 834 --json state,statusCheckRollup -q '.state, (.statusCheckRollup | length)'", "OPEN\n6")
        .assistant("PR 834 is open with 6 checks, all green.")
        .user("cool, I'll review after lunch")
        .stop(),
    planted: [],
  },
];

export const BLIND182 = plantedSet(BLIND182_SESSIONS, Date.UTC(2026, 10, 10, 9));
