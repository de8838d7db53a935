/**
 * Blind: written without reading the extractor; measured once by the lead, then training data.
 *
 * A blind planted set for the offline long-term-memory extractor, in the style of everyday
 * sessions of developers across web, mobile, data and infrastructure work (React forms, iOS and
 * Android builds, Airflow and dbt, Terraform and Kubernetes, Stripe, DNS, on-call), as they run in
 * Claude Code ("I'll check … first."), Codex CLI (terse summaries of what changed and what ran),
 * Gemini CLI ("Okay, I will …"), OpenCode and Grok ("Got it."): a realistic week of work where the
 * items come up among routine requests, test runs and small talk. It was written without reading
 * src/core/memories/ (beyond model.ts's kinds) or any other planted set's sessions. Each session
 * is one segment; the items planted in it are listed with it: 80 items (19 decisions, 19
 * instructions, 23 facts, 19 tasks) in 52 sessions, 14 of which plant nothing; 171
 * user/assistant messages hold no item's key words (68 of them in the empty sessions). Every
 * other message must give nothing: questions, hypotheses, proposals the user rejects or never
 * confirms, withdrawn ideas, unconfirmed guesses, quoted code, logs and tool output (with
 * "always", "never", "TODO" in them), chit-chat, and requests the agent completes in the same
 * session. Superseded decisions plant only the later one.
 *
 * Matching rule (fixed before the extractor was run on this set; planted-blind.ts's):
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

export const BLIND22_SESSIONS: BlindSession[] = [
  // Monday: web checkout (Claude Code voice).
  {
    id: "b22-checkout-form",
    build: (s) =>
      s
        .user("the checkout form test is flaky again on CI, can you take a look? cypress/e2e/checkout.cy.ts")
        .assistant("I'll run the spec locally a few times first to see whether it reproduces.")
        .bash(
          "pnpm cypress run --spec cypress/e2e/checkout.cy.ts",
          "  Running:  checkout.cy.ts\n  1) checkout > submits with a saved card\n     AssertionError: Timed out retrying after 4000ms: expected button to be enabled\n  1 failing",
          1,
        )
        .assistant(
          "It reproduces. The submit button stays disabled because Formik's validation runs async and the test clicks before `isValid` flips. I can add a wait on the button state, or we can look at the form library itself.",
        )
        .user("do we even need formik here? its like 3 fields")
        .assistant(
          "Not really. The form has three fields and one async check (the coupon code). react-hook-form would validate synchronously on change and drop about 12 kB from the checkout chunk.",
        )
        .user(
          "ok lets go with react-hook-form for checkout, drop formik there. and btw for anything in the web app use pnpm, not npm - the lockfile is pnpm-lock.yaml and npm keeps creating a package-lock",
        )
        .file("Edit", "src/checkout/CheckoutForm.tsx")
        .bash(
          "pnpm remove formik --filter web && pnpm cypress run --spec cypress/e2e/checkout.cy.ts",
          "  ✓ submits with a saved card (812ms)\n  ✓ shows coupon errors (301ms)\n  2 passing",
        )
        .assistant("Done — CheckoutForm now uses react-hook-form, Formik is removed from the web package, and the checkout spec passes 2/2.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["react-hook-form"] },
      { kind: "instruction", keys: ["pnpm"] },
    ],
  },
  // Mobile iOS build (Codex voice).
  {
    id: "b22-ios-ci-xcode",
    build: (s) =>
      s
        .user("ios job on CI red since friday. pods signing error. fix?")
        .bash(
          "xcodebuild -version && bundle exec fastlane ios build_ci",
          "Xcode 16.3\nBuild version 16E140\n[!] Code signing error: Pods-App requires a development team",
          65,
        )
        .assistant("CI picked up Xcode 16.3 on the runner image. Maybe the new image changed the default team setting? Not sure yet.")
        .user("no, we know this one. the iOS build only works with Xcode 16.2 on the CI runners, 16.3 breaks the Pods signing. pin it to 16.2 in the workflow")
        .file("Edit", ".github/workflows/ios.yml")
        .bash("gh workflow run ios.yml --ref fix/pin-xcode && gh run watch", "✓ build-ios in 14m02s")
        .assistant("Pinned `xcode-version: 16.2` in ios.yml. CI run green (14m).")
        .user(
          "cool. unrelated, for later: bump the android minSdk to 26 once analytics confirms less than 1% of users are still on 24/25. not now, waiting on the numbers",
        )
        .assistant("Noted, leaving minSdk at 24 for now.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["xcode"] },
      { kind: "task", keys: ["minsdk"] },
    ],
  },
  // Data: Airflow (Gemini voice).
  {
    id: "b22-airflow-backfill",
    build: (s) =>
      s
        .user("The orders dashboard is missing last Tuesday. Can you figure out what happened with the DAG?")
        .assistant("Okay, I will check the Airflow task history for that date.")
        .bash(
          "airflow tasks states-for-dag-run nightly_orders scheduled__2026-10-27T02:30:00+00:00",
          "extract_orders | failed\nload_orders    | upstream_failed\n[2026-10-27 02:41:09] WARNING - always set catchup=False on new DAGs unless you mean it",
        )
        .assistant("The extract step failed on 2026-10-27. The WARNING about catchup is a generic Airflow log line, not related.")
        .user("Right. For context, the nightly_orders DAG runs at 02:30 UTC and usually takes about 40 minutes, so if it is not done by 3:15 something is off.")
        .user("Re-run that one day please. And never backfill more than 7 days at once in prod Airflow, it chokes the warehouse.")
        .bash("airflow dags backfill nightly_orders -s 2026-10-27 -e 2026-10-27", "Backfill done. 1 run succeeded.")
        .assistant("I have re-run 2026-10-27; the run succeeded and the dashboard shows Tuesday again.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["nightly_orders"] },
      { kind: "instruction", keys: ["backfill"] },
    ],
  },
  // Infra: Terraform state (OpenCode voice).
  {
    id: "b22-terraform-state",
    build: (s) =>
      s
        .user("terraform plan hangs on 'Acquiring state lock'. who is holding it")
        .bash(
          "terraform force-unlock -help | head -3; aws dynamodb scan --table-name tf-locks --max-items 2",
          'Usage: terraform force-unlock LOCK_ID\n{"Items": [{"LockID": {"S": "infra-prod/terraform.tfstate"}, "Info": {"S": "{\\"Who\\":\\"ci-deployer@runner-7\\"}"}}]}',
        )
        .assistant("The lock is held by ci-deployer from runner-7, a CI job that was cancelled mid-apply. Want me to force-unlock?")
        .user("yes go")
        .bash("terraform force-unlock -force 5e1c0a2b", "Terraform state has been successfully unlocked!")
        .assistant(
          "Unlocked. Side note: this keeps happening with cancelled jobs — we could move the state to Terraform Cloud, which handles locks and cancellations itself.",
        )
        .user("nah. we're keeping terraform state in the S3 bucket with DynamoDB locking, decided that in the infra sync, not paying for TF cloud")
        .assistant("Understood, I'll leave the backend config as is.")
        .user("while you're at it — the ci-deployer access keys are 200+ days old. rotate them next week, not today, the release is friday")
        .assistant("OK. Nothing changed on the keys today.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["terraform", "dynamodb"] },
      { kind: "task", keys: ["ci-deployer"] },
    ],
  },
  // Empty: a rename done in the session, small talk (Grok voice).
  {
    id: "b22-rename-small-talk",
    build: (s) =>
      s
        .user("morning! coffee machine is broken so bear with me")
        .assistant("Morning. Sorry about the coffee. What are we working on?")
        .user("rename `usrCnt` to `userCount` in src/stats/summary.ts, it's bugging me")
        .file("Edit", "src/stats/summary.ts")
        .bash("pnpm tsc --noEmit", "")
        .assistant("Got it. Renamed all 6 uses of `usrCnt` in summary.ts; typecheck is clean.")
        .user("ty. that's it for now")
        .stop(),
    planted: [],
  },
  // Web i18n (Grok voice).
  {
    id: "b22-web-i18n",
    build: (s) =>
      s
        .user("translator says the german settings page has english bits in it. find them")
        .bash(
          'rg -n ">[A-Z][a-z]+ [a-z]+<" src/settings | head -5',
          "src/settings/Notifications.tsx:41:        <span>Email digest</span>\nsrc/settings/Privacy.tsx:18:        <h3>Delete account</h3>",
        )
        .assistant('Got it. Two hardcoded labels: "Email digest" in Notifications.tsx and "Delete account" in Privacy.tsx. Wrapping them in `t()` now.')
        .file("Edit", "src/settings/Notifications.tsx")
        .file("Edit", "src/settings/Privacy.tsx")
        .user(
          "thanks. please remember: all user-facing strings go through t(), no hardcoded english in components. also fyi translations live in a separate repo, acme/locales, and a github action syncs it every hour, so new keys show up within the hour",
        )
        .assistant("Will do. The two new keys are `settings.emailDigest` and `settings.deleteAccount`; I added English defaults so the sync picks them up.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["strings"] },
      { kind: "fact", keys: ["locales"] },
    ],
  },
  // Data: dbt, superseded materialization (Claude Code voice).
  {
    id: "b22-dbt-fct-sessions",
    build: (s) =>
      s
        .user("new model fct_sessions from stg_events, one row per session. materialize it as a view for now")
        .file("Write", "models/marts/fct_sessions.sql")
        .bash("dbt run -s fct_sessions", "1 of 1 OK created sql view model analytics.fct_sessions ... [OK in 2.31s]")
        .assistant("I'll check the downstream query time too, since the sessions dashboard reads this model.")
        .bash("dbt show -s fct_sessions --limit 5 --timing", "Query completed in 48.7s")
        .assistant("The view is built, but selecting from it takes ~49 s because it rescans all of stg_events every time.")
        .user("ugh. ok change of plan: make fct_sessions incremental on session_start, not a view. 49s is unusable")
        .file("Edit", "models/marts/fct_sessions.sql")
        .bash(
          "dbt run -s fct_sessions --full-refresh && dbt run -s fct_sessions",
          "OK created sql incremental model analytics.fct_sessions [OK in 61.02s]\nOK created sql incremental model analytics.fct_sessions [OK in 3.90s]",
        )
        .assistant("Switched to `materialized='incremental'` with `unique_key='session_id'`. The first full refresh took 61 s, the incremental run 3.9 s.")
        .user("nice. we still need tests on the dim_users unique key, leave that for tomorrow, I'm out of time")
        .stop(),
    planted: [
      { kind: "decision", keys: ["incremental"] },
      { kind: "task", keys: ["dim_users"] },
    ],
  },
  // Infra: Kubernetes (Codex voice).
  {
    id: "b22-k8s-ingress",
    build: (s) =>
      s
        .user("staging returns 404 on /api/v2/* after yesterday's deploy. check the ingress")
        .bash(
          "kubectl -n web get ingress api -o yaml | grep -A3 paths; kubectl -n web get deploy api -o jsonpath='{..imagePullPolicy}'",
          "  paths:\n  - path: /api/v1\n    pathType: Prefix\nAlways",
        )
        .assistant(
          "Ingress only routes `/api/v1`. The v2 path was added to the chart but the staging values override the paths list. (`Always` is the pull policy, unrelated.)",
        )
        .user(
          "right, staging's ingress is nginx and prod is on the AWS ALB controller, so the values files differ. fix the staging values. and don't kubectl apply against prod by hand — everything goes through argocd",
        )
        .file("Edit", "deploy/values-staging.yaml")
        .bash("git commit -am 'staging ingress: route /api/v2' && git push && argocd app sync api-staging", "Message: successfully synced (all tasks run)")
        .assistant("Added `/api/v2` to values-staging.yaml, pushed, synced api-staging. `curl staging/api/v2/health` → 200.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["ingress", "nginx"] },
      { kind: "instruction", keys: ["argocd"] },
    ],
  },
  // Empty: a regex explained, questions only (Gemini voice).
  {
    id: "b22-regex-question",
    build: (s) =>
      s
        .user("what does this regex actually match? /^(?!.*\\.\\.)[\\w.+-]+@[\\w-]+(\\.[\\w-]+)+$/")
        .assistant(
          "It matches a simple email address: a local part of word characters, dots, plus or minus signs; then `@`; then a domain with at least one dot. The `(?!.*\\.\\.)` lookahead rejects any string containing two consecutive dots.",
        )
        .user("would it accept a+tag@sub.example.co.uk?")
        .bash("node -e \"console.log(/^(?!.*\\.\\.)[\\w.+-]+@[\\w-]+(\\.[\\w-]+)+$/.test('a+tag@sub.example.co.uk'))\"", "true")
        .assistant("Yes, that address matches.")
        .user("and unicode domains? probably not right")
        .assistant("Correct, `\\w` is ASCII-only here, so an IDN domain like `bücher.de` would fail unless it is punycoded first.")
        .stop(),
    planted: [],
  },
  // Mobile React Native release (OpenCode voice).
  {
    id: "b22-rn-push-flag",
    build: (s) =>
      s
        .user("the new push notification handling is done on the branch. how do we ship it without breaking 4.11 users")
        .bash("rg -n 'push_v2|featureFlag\\(' src/notifications | head", "src/notifications/register.ts:12:  if (featureFlag('push_v2')) {")
        .assistant("There's already a `push_v2` check in register.ts. We could ship it dark behind that flag, or gate it on app version instead.")
        .user("flag. we'll ship the push change behind push_v2 and ramp it from the dashboard")
        .assistant("OK, keeping the version gate out of it.")
        .user("also the crash reports from yesterday — i think the crash is from the Hermes upgrade?")
        .bash(
          "npx sentry-cli issues list --project mobile --query 'is:unresolved firstSeen:-1d' | head -3",
          "MOBILE-8F2  TypeError: undefined is not a function (near '...n.at...')  312 events",
        )
        .assistant(
          "Can't confirm that from this. The stack points at `Array.prototype.at`, which could be Hermes or a polyfill change; I'd need a symbolicated trace to say.",
        )
        .user("fine, later. one more for the list: once Apple approves 4.12, remove the old onboarding screens (OnboardingV1*)")
        .stop(),
    planted: [
      { kind: "decision", keys: ["push_v2"] },
      { kind: "task", keys: ["onboarding"] },
    ],
  },
  // Web performance (Claude Code voice).
  {
    id: "b22-web-perf-bundle",
    build: (s) =>
      s
        .user("Lighthouse on the landing page dropped to 71. Can you look at what grew?")
        .bash("pnpm size", "landing.js   243.1 kB gzipped  (limit: 200 kB)  ✖\napp.js       388.0 kB gzipped")
        .assistant("I'll check what changed in the landing chunk since last week.")
        .bash("pnpm build --analyze | grep -E 'lottie|date-fns' | head -3", "lottie-web        38.4 kB\ndate-fns/locale   9.8 kB")
        .assistant("The new hero animation pulled in lottie-web (38 kB gz). Lazy-loading it after first paint brings landing.js back to ~205 kB.")
        .user(
          "do that. rule from now on: keep the landing bundle under 200kb gzipped and check with `pnpm size` before merging anything that touches it. fyi the marketing site is on Vercel, the app itself is on Cloudflare Pages, so the preview URLs differ",
        )
        .file("Edit", "src/landing/Hero.tsx")
        .bash("pnpm size", "landing.js   196.4 kB gzipped  (limit: 200 kB)  ✓")
        .assistant("Lazy-loaded the Lottie player and dropped two unused date-fns locales; landing.js is 196.4 kB gz, under the limit.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["bundle"] },
      { kind: "fact", keys: ["vercel"] },
    ],
  },
  // Data: Python pipelines (Grok voice).
  {
    id: "b22-polars-events",
    build: (s) =>
      s
        .user("the sessionize script OOMs on a full day of events. 32GB box")
        .bash(
          "python -m pipelines.sessionize --date 2026-10-28",
          "Traceback (most recent call last):\n  ...\nMemoryError: Unable to allocate 11.2 GiB for an array",
          1,
        )
        .assistant("Got it. pandas loads the whole day at once. Maybe duckdb would be faster here? Or chunked reads?")
        .user("the events parquet files are partitioned by dt and region, so you only need one dt folder at a time. read them with scan_parquet")
        .file("Edit", "pipelines/sessionize.py")
        .bash("python -m pipelines.sessionize --date 2026-10-28", "sessions written: 1,842,117 (peak RSS 3.4 GB)")
        .assistant("Rewrote it with polars lazy frames over the dt partition; it finishes with 3.4 GB peak.")
        .user("ok decision: new pipelines use polars from now on, pandas stays only in the legacy notebooks")
        .stop(),
    planted: [
      { kind: "fact", keys: ["partitioned"] },
      { kind: "decision", keys: ["polars"] },
    ],
  },
  // Empty: test run, thanks, TODOs in quoted grep output (Codex voice).
  {
    id: "b22-green-run-todos",
    build: (s) =>
      s
        .user("run the api tests")
        .bash("pnpm --filter api test", " Test Files  48 passed (48)\n      Tests  611 passed (611)\n   Duration  41.22s")
        .assistant("48 files, 611 tests, all passed (41 s).")
        .user("how many TODOs are in src/billing?")
        .bash("rg -c TODO src/billing", "src/billing/invoice.ts:3\nsrc/billing/tax.ts:1\n// TODO: never round before summing line items")
        .assistant("4 in total: 3 in invoice.ts and 1 in tax.ts. They're existing comments; I didn't change anything.")
        .user("ok cool, just curious. thanks!")
        .stop(),
    planted: [],
  },
  // Infra: CI caching, superseded (Gemini voice).
  {
    id: "b22-ci-node-cache",
    build: (s) =>
      s
        .user("CI install step takes 3 minutes. let's cache node_modules with actions/cache")
        .assistant("Okay, I will add an actions/cache step keyed on the lockfile hash.")
        .file("Edit", ".github/workflows/ci.yml")
        .bash(
          "gh workflow run ci.yml --ref chore/ci-cache && gh run watch",
          "✓ install (cache miss) 2m58s\n✓ install (cache hit) 1m41s\nWarning: cache restore for node_modules took 52s",
        )
        .assistant("With the cache, a hit is 1m41s; restoring the node_modules tarball itself takes 52 s.")
        .user("meh. scratch that: use setup-node's built-in pnpm cache instead of caching node_modules, it only caches the store and is simpler. go")
        .file("Edit", ".github/workflows/ci.yml")
        .bash("gh workflow run ci.yml --ref chore/ci-cache && gh run watch", "✓ install 48s")
        .assistant("I have replaced the actions/cache step with `cache: pnpm` on setup-node. Install now takes 48 s.")
        .user("great. the macos runner job is still disabled, re-enable it once github fixes their image (they said next week)")
        .stop(),
    planted: [
      { kind: "decision", keys: ["setup-node"] },
      { kind: "task", keys: ["macos"] },
    ],
  },
  // Web auth (OpenCode voice).
  {
    id: "b22-auth-cookie-domain",
    build: (s) =>
      s
        .user("users get logged out when they go from app.acme.dev to docs.acme.dev. why")
        .bash(
          "curl -sI https://app.acme.dev/login -X POST -d @creds.json | grep -i set-cookie",
          "set-cookie: sid=...; Domain=app.acme.dev; Path=/; HttpOnly; Secure; SameSite=Lax",
        )
        .assistant("The session cookie is scoped to app.acme.dev, so docs.acme.dev never sees it.")
        .user(
          "yeah it's supposed to be .acme.dev, that's how it was before the refactor. session cookies are set on .acme.dev so all the subdomains share them. fix the config",
        )
        .file("Edit", "src/auth/session.ts")
        .bash("pnpm vitest run src/auth", " ✓ src/auth/session.test.ts (9 tests)")
        .assistant("Set `domain: '.acme.dev'` in session.ts (from `COOKIE_DOMAIN`); auth tests pass.")
        .user("good. and please always add Priya as reviewer on anything touching auth, she wants to see every change there")
        .assistant("Added Priya to this PR as reviewer.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["cookie", "subdomains"] },
      { kind: "instruction", keys: ["priya"] },
    ],
  },
  // Mobile Android (Claude Code voice).
  {
    id: "b22-android-images",
    build: (s) =>
      s
        .user("fix the lint warning in ProfileFragment, the unused import one")
        .file("Edit", "app/src/main/java/com/acme/profile/ProfileFragment.java")
        .bash("./gradlew :app:lintDebug", "Lint found 0 errors, 0 warnings")
        .assistant("Removed the unused `android.util.Log` import; lint is clean.")
        .user("thx. while we're here: glide or coil for the new gallery screen? glide feels heavy")
        .assistant(
          "Coil is Kotlin-first, uses coroutines and is smaller; Glide is more battle-tested with Java callers. Most of the new screens are Kotlin, so Coil fits.",
        )
        .user("going with coil for image loading then, glide goes away as screens move over")
        .bash("./gradlew :app:dependencies --configuration releaseRuntimeClasspath | grep -c glide", "7")
        .assistant("OK. Glide is still pulled in by 7 paths through the old screens, so it stays in the build for now.")
        .user("yeah. we need to migrate the remaining java activities to kotlin at some point, not this sprint")
        .stop(),
    planted: [
      { kind: "decision", keys: ["coil"] },
      { kind: "task", keys: ["activities", "kotlin"] },
    ],
  },
  // Empty: an open debugging session, guesses only (Grok voice).
  {
    id: "b22-debug-guesses",
    build: (s) =>
      s
        .user("getting random 502s from the image resizer, no pattern. any idea?")
        .bash(
          "kubectl -n media logs deploy/resizer --since=1h | tail -4",
          "WARN sharp: never call toBuffer() twice on one pipeline\nERROR upstream timed out (110: Connection timed out)\nTODO(ops): remove debug logging\n502 GET /img/abc.webp",
        )
        .assistant("Got it. Could be the upstream timeout in the log, or the pod getting OOM-killed on large PNGs. Both are guesses at this point.")
        .user("hmm maybe its the node pool autoscaler?")
        .assistant("Possibly. I don't see scale events in the last hour though, so I can't back that up.")
        .user("ok whatever, it stopped. let's not chase it today")
        .stop(),
    planted: [],
  },
  // Data: Snowflake warehouse (Codex voice).
  {
    id: "b22-snowflake-costs",
    build: (s) =>
      s
        .user("snowflake bill jumped. which warehouse")
        .bash(
          'snowsql -q "select warehouse_name, sum(credits_used) from snowflake.account_usage.warehouse_metering_history where start_time > dateadd(day,-7,current_date) group by 1 order by 2 desc limit 3"',
          "ANALYTICS_XS | 412.5\nLOADER_M     | 120.2\nDEV_XS       |  14.0",
        )
        .assistant("ANALYTICS_XS: 412 credits this week vs ~90 usual. Top queries are full scans of raw.events from a notebook.")
        .user(
          "figures. ANALYTICS_XS auto-suspends after 60s so it's not idle time, it's those queries. rule: always put a LIMIT on exploratory queries against raw.events",
        )
        .assistant("OK. I'll add that to the notebook template header too?")
        .user("yes do it")
        .file("Edit", "notebooks/_template.ipynb")
        .assistant("Done. Template now starts with a `LIMIT 1000` example and a note.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["analytics_xs"] },
      { kind: "instruction", keys: ["limit"] },
    ],
  },
  // Infra: observability (OpenCode voice).
  {
    id: "b22-alerting-p99",
    build: (s) =>
      s
        .user("we got paged 4 times last night for latency blips. the alert is too twitchy")
        .bash(
          "cat alerts/api.rules.yml | grep -A4 HighLatency",
          "- alert: HighLatency\n  expr: histogram_quantile(0.95, ...) > 0.5\n  for: 1m\n  labels: { severity: page }",
        )
        .assistant("It's p95 > 500ms for 1 minute, paging at any hour. Options: raise the threshold, lengthen `for`, or route to a ticket off-hours.")
        .user("we'll alert on p99 latency > 800ms for 5 min, and it only pages during business hours, otherwise it goes to slack")
        .file("Edit", "alerts/api.rules.yml")
        .bash("promtool check rules alerts/api.rules.yml", "Checking alerts/api.rules.yml\n  SUCCESS: 4 rules found")
        .assistant("Updated HighLatency and the alertmanager route; promtool is happy.")
        .user(
          "also the checkout service isn't on the grafana dashboard. I'll add it to grafana monday, remind me. and fwiw loki retention is 14 days, so last week's logs are the oldest we have",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["p99"] },
      { kind: "task", keys: ["grafana"] },
      { kind: "fact", keys: ["loki"] },
    ],
  },
  // Web API conventions (Claude Code voice).
  {
    id: "b22-api-field-case",
    build: (s) =>
      s
        .user("add `createdBy` to the /projects response")
        .file("Read", "src/api/projects.ts")
        .assistant("I'll check how the other fields are named first — the existing ones are `created_at`, `owner_id`, etc.")
        .assistant(
          "The rest of the API uses snake_case, so I'd call it `created_by`. Alternatively we could switch the whole response to camelCase now, since the web client is the only consumer.",
        )
        .user("no, don't switch anything. API responses use snake_case fields, the frontend converts. so created_by")
        .file("Edit", "src/api/projects.ts")
        .bash("pnpm vitest run test/api/projects.test.ts", " ✓ test/api/projects.test.ts (12 tests) 388ms")
        .assistant("Added `created_by` to the /projects response and its schema; 12 tests pass.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["snake_case"] }],
  },
  // Empty: a React question (Gemini voice).
  {
    id: "b22-usememo-question",
    build: (s) =>
      s
        .user("quick q, whats the actual difference between useMemo and useCallback")
        .assistant(
          "`useCallback(fn, deps)` is `useMemo(() => fn, deps)`: useCallback memoizes the function itself, useMemo memoizes the value a function returns. Use useCallback when passing a handler to a memoized child, useMemo for an expensive computed value.",
        )
        .user("so in our TaskList, is the useMemo around the filter pointless?")
        .file("Read", "src/tasks/TaskList.tsx")
        .assistant("Probably not pointless: it filters ~2,000 items on each render. It might be premature, though; I'd profile before removing it.")
        .user("eh, fine, leave it")
        .stop(),
    planted: [],
  },
  // Mobile release process (Grok voice).
  {
    id: "b22-mobile-release-train",
    build: (s) =>
      s
        .user("beta testers say they don't see build 4.12.0 (312). where did it go")
        .bash("bundle exec fastlane android beta --dry_run 2>&1 | tail -3", "[12:02:11]: Uploading to track 'internal'\n[12:02:11]: Dry run: skipped upload")
        .assistant("Got it. The `beta` lane uploads to the 'internal' track, and those testers are on closed testing?")
        .user(
          "no they're internal. hmm wait, 312 failed review. anyway for the record: fastlane's beta lane uploads to the internal track, that's where all our testers are",
        )
        .bash("bundle exec fastlane android beta", "[12:09:40]: Successfully uploaded build 313 to 'internal'")
        .assistant("Uploaded 313 to internal.")
        .user(
          "also we agreed with product: we release mobile every other thursday from now on, starting nov 12. and renew the Apple distribution certificate before Dec 15, it expires on the 19th — not today",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["fastlane"] },
      { kind: "decision", keys: ["thursday"] },
      { kind: "task", keys: ["certificate"] },
    ],
  },
  // Infra: database upgrade, superseded (Codex voice).
  {
    id: "b22-postgres-upgrade",
    build: (s) =>
      s
        .user("plan: upgrade the main postgres to 15 this weekend. prep the checklist")
        .bash("psql $DATABASE_URL -c 'select version()'", " PostgreSQL 13.14 on x86_64-pc-linux-gnu")
        .assistant("On 13.14 now. Draft checklist in docs/ops/pg-upgrade.md: snapshot, pg_upgrade --check, extension versions, pgbouncer pause.")
        .file("Write", "docs/ops/pg-upgrade.md")
        .user("hm, 15 is EOL in 2027 already. no — we'll go straight to postgres 16 this weekend instead, update the doc")
        .file("Edit", "docs/ops/pg-upgrade.md")
        .assistant("Updated the doc for 13 → 16. Note: prepared statements in the app need checking.")
        .user("fine, pgbouncer runs in transaction mode, so there are no session-level prepared statements anyway")
        .assistant("OK, removed that item from the checklist.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["postgres", "16"] },
      { kind: "fact", keys: ["pgbouncer"] },
    ],
  },
  // Web testing (OpenCode voice).
  {
    id: "b22-e2e-selectors",
    build: (s) =>
      s
        .user("can you run the unit tests for the dashboard package")
        .bash("pnpm --filter dashboard test", " Test Files  22 passed (22)\n      Tests  187 passed (187)")
        .assistant("All 187 pass.")
        .user("and the playwright ones broke after the css rename. selectors like `.btn-primary`")
        .bash("pnpm --filter dashboard e2e", "  ✘ 3 failed\n    locator('.btn-primary') resolved to 0 elements", 1)
        .file("Edit", "e2e/dashboard.spec.ts")
        .bash("pnpm --filter dashboard e2e", "  ✓ 14 passed")
        .assistant("Switched the 3 failing specs to `getByTestId`; 14 pass.")
        .user(
          "good. going forward e2e tests use data-testid selectors, never CSS classes. and the visual regression job is flaky, someone should look at it next sprint",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["data-testid"] },
      { kind: "task", keys: ["visual", "regression"] },
    ],
  },
  // Empty: a patch bump done and committed (Claude Code voice).
  {
    id: "b22-patch-bump",
    build: (s) =>
      s
        .user("bump zod to the latest patch, there's a fix for discriminated unions we want")
        .bash("pnpm up zod@^3.24 && pnpm ls zod", "zod 3.24.4")
        .bash("pnpm test", " Test Files  131 passed (131)")
        .assistant("I'll commit it on its own so it's easy to revert.")
        .bash("git commit -am 'chore: bump zod to 3.24.4'", "[main 4be1c90] chore: bump zod to 3.24.4\n 2 files changed, 5 insertions(+), 5 deletions(-)")
        .assistant("Done — zod 3.24.4, all 131 test files pass, committed as 4be1c90.")
        .user("perfect, thanks. that's all from me")
        .stop(),
    planted: [],
  },
  // Data: ML churn model (Gemini voice).
  {
    id: "b22-churn-metrics",
    build: (s) =>
      s
        .user("The churn model's ROC-AUC looks great (0.91) but the retention team says the list is useless. Why?")
        .bash("python -m churn.eval --last-run", "roc_auc=0.912  pr_auc=0.214  positives=3.1%")
        .assistant(
          "Okay. Positives are only 3.1% of users, so ROC-AUC looks good even when the top of the list is mostly non-churners. The PR curve shows it: PR-AUC is 0.21.",
        )
        .user("makes sense. maybe we should oversample? not sure")
        .assistant("Oversampling could help training, but it would not change how we judge the model. I can try it later if you want.")
        .user(
          "not now. Decision: we evaluate the churn model with AUC-PR, not ROC-AUC, since the classes are so imbalanced. And FYI the churn model is retrained every Sunday on the last 90 days of activity.",
        )
        .file("Edit", "churn/eval.py")
        .assistant("I have made PR-AUC the headline metric in eval.py and the report.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["auc-pr"] },
      { kind: "fact", keys: ["churn", "sunday"] },
    ],
  },
  // Infra: DNS (Grok voice).
  {
    id: "b22-dns-zones",
    build: (s) =>
      s
        .user("add a CNAME status.acme.io -> acme.statuspage.io")
        .bash("aws route53 list-hosted-zones --query 'HostedZones[].Name'", '[\n    "acme.dev."\n]')
        .assistant("Got it. There's no zone for that domain in Route53 — is it hosted somewhere else?")
        .user("yeah, DNS for acme.dev is on Route53 but the legacy acme.io zone is still at Gandi. use their CLI")
        .bash("gandi dns create acme.io status CNAME acme.statuspage.io. --ttl 300", "Record created.")
        .assistant("Created status.acme.io CNAME at Gandi with TTL 300.")
        .user(
          "good, 300 is right. rule: TTL 300 for any record we might fail over, never the 10800 default. and at some point we should move acme.io to route53 too, not urgent",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["gandi"] },
      { kind: "instruction", keys: ["ttl"] },
      { kind: "task", keys: ["acme.io"] },
    ],
  },
  // Web styling (Codex voice).
  {
    id: "b22-tailwind-move",
    build: (s) =>
      s
        .user("lint fails on the new Banner component")
        .bash(
          "pnpm lint src/components/Banner.tsx",
          "src/components/Banner.tsx\n  14:3  error  Unexpected !important. never use !important in component styles  (stylelint/declaration-no-important)",
          1,
        )
        .assistant("`!important` in the styled-component override. Removing it and raising specificity instead.")
        .file("Edit", "src/components/Banner.tsx")
        .bash("pnpm lint src/components/Banner.tsx", "")
        .assistant("Lint clean.")
        .user("honestly styled-components is the problem. we're moving new components to tailwind, decided with Sam this morning. old ones stay until touched")
        .assistant("Got it. Tailwind config exists already (tailwind.config.ts), so new components can use it right away.")
        .stop(),
    planted: [{ kind: "decision", keys: ["tailwind"] }],
  },
  // Empty: a migration written and run, weekend chat (OpenCode voice).
  {
    id: "b22-migration-weekend",
    build: (s) =>
      s
        .user("write a migration adding `archived_at timestamptz null` to projects")
        .file("Write", "migrations/20261110_add_archived_at.sql")
        .bash("pnpm db:migrate && pnpm db:status", "Applied 20261110_add_archived_at.sql\nAll migrations applied.")
        .assistant("Added and applied the migration; schema status is up to date.")
        .user("nice. any plans for the weekend? (do you even have weekends lol)")
        .assistant("No weekends here, but I hope yours is good.")
        .user("hiking if the rain stops. ok bye")
        .stop(),
    planted: [],
  },
  // Mobile Flutter (Claude Code voice).
  {
    id: "b22-flutter-monorepo",
    build: (s) =>
      s
        .user("pulled main and now the flutter app doesn't compile: `The getter 'copyWith' isn't defined`")
        .bash(
          "cd apps/field && flutter pub get && dart run build_runner build",
          "[SEVERE] freezed on lib/models/job.dart: Dart SDK 3.6 is not supported by freezed 2.4",
          1,
        )
        .assistant("I'll look at which SDK the project expects — the generator rejects Dart 3.6.")
        .user(
          "ahh. the Flutter app pins Dart 3.4 because of the freezed generator, you must have a newer SDK locally. also, run `melos bootstrap` after pulling, don't run flutter pub get in each package, it messes up the overrides",
        )
        .bash("fvm use 3.22.3 && melos bootstrap && melos run build_runner", "Bootstrap complete.\n[INFO] Succeeded after 41.3s with 212 outputs")
        .assistant("Switched to Flutter 3.22.3 (Dart 3.4) with fvm, bootstrapped with melos, regenerated the code; the app compiles.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["dart", "freezed"] },
      { kind: "instruction", keys: ["melos"] },
    ],
  },
  // Infra: cost cleanup (Gemini voice).
  {
    id: "b22-aws-cost",
    build: (s) =>
      s
        .user("finance asked why the AWS bill went up 18%. can you look")
        .bash(
          "aws ce get-cost-and-usage --time-period Start=2026-10-01,End=2026-11-01 --granularity MONTHLY --metrics UnblendedCost --group-by Type=DIMENSION,Key=SERVICE | jq -r '.ResultsByTime[0].Groups[:3][] | .Keys[0] + \" \" + .Metrics.UnblendedCost.Amount'",
          "Amazon Elastic Compute Cloud - Compute 14210.44\nEC2 - Other 3921.87\nAmazon RDS 2210.02",
        )
        .assistant("Okay. 'EC2 - Other' grew most; it is mostly unattached EBS volumes in us-west-2 (41 volumes, 9.2 TB) left over from the old batch cluster.")
        .user("delete the orphaned EBS volumes in us-west-2 once finance signs off, not before. they want to see the list first")
        .bash("aws ec2 describe-volumes --region us-west-2 --filters Name=status,Values=available --query 'length(Volumes)'", "41")
        .assistant("I have written the list of 41 volumes to docs/ops/ebs-orphans.csv for finance.")
        .user("and for new services we standardize on graviton (arm64) instances, that was agreed in the platform review")
        .stop(),
    planted: [
      { kind: "task", keys: ["orphaned", "ebs"] },
      { kind: "decision", keys: ["graviton"] },
    ],
  },
  // Data quality (Grok voice).
  {
    id: "b22-dbt-invoice-tests",
    build: (s) =>
      s
        .user("duplicate invoices in the revenue report again. find the model")
        .bash("dbt test -s stg_invoices", "FAIL 1 unique_stg_invoices_invoice_id ... [FAIL 214]", 1)
        .assistant("Got it. stg_invoices has 214 duplicate invoice_ids: the source delivers amended invoices as new rows with the same id.")
        .user(
          "ok so the source system for invoices is NetSuite, exported nightly through Fivetran, and amendments come as new rows. dedupe on latest _fivetran_synced",
        )
        .file("Edit", "models/staging/stg_invoices.sql")
        .bash("dbt build -s stg_invoices+", "Completed successfully\nDone. PASS=18 WARN=0 ERROR=0")
        .assistant("Deduped on the latest `_fivetran_synced` per invoice_id; 18 checks pass.")
        .user("this should've been caught. every new dbt model needs a not_null and unique test on its primary key, please stick to that")
        .stop(),
    planted: [
      { kind: "fact", keys: ["netsuite"] },
      { kind: "instruction", keys: ["not_null"] },
    ],
  },
  // Empty: lint and format done (Codex voice).
  {
    id: "b22-format-pass",
    build: (s) =>
      s
        .user("lint is failing on main, fix it")
        .bash("pnpm lint", "src/utils/date.ts:3:1  Imports are not sorted\n1 error", 1)
        .bash("pnpm lint --fix && pnpm lint", "Checked 412 files. No errors.")
        .assistant("Import order in src/utils/date.ts. Fixed with `lint --fix`; lint clean.")
        .user("who broke it?")
        .bash("git log -1 --format='%an %h' -- src/utils/date.ts", "dependabot[bot] 91ac3e2")
        .assistant("dependabot, commit 91ac3e2.")
        .stop(),
    planted: [],
  },
  // Web deploy, superseded canary (OpenCode voice).
  {
    id: "b22-pricing-canary",
    build: (s) =>
      s
        .user("new pricing page is ready. roll it out as a 10% rollout first")
        .bash(
          "kubectl argo rollouts get rollout web -n web | head -4",
          "Name:            web\nStatus:          ✔ Healthy\nStrategy:        Canary\n  Step:          0/4",
        )
        .assistant("The rollout has 4 steps, currently idle. I'll set the first step weight to 10.")
        .user("hmm wait. 10% is like 40 people an hour on that page, we won't learn anything. make it a 25% canary for the pricing page, then full after a day")
        .file("Edit", "deploy/rollouts/web.yaml")
        .bash(
          "kubectl argo rollouts set image web web=registry/web:2026.11.11 -n web && kubectl argo rollouts status web -n web --timeout 10m",
          "Paused - CanaryPauseStep (25%)",
        )
        .assistant("Rolled out to 25%, paused at the canary step.")
        .user("good. we also need to write the runbook for rolling back the pricing page, before friday. not today")
        .stop(),
    planted: [
      { kind: "decision", keys: ["canary", "25%"] },
      { kind: "task", keys: ["runbook"] },
    ],
  },
  // Mobile analytics (Codex voice).
  {
    id: "b22-mobile-analytics-pii",
    build: (s) =>
      s
        .user("dev builds show up in the prod dashboard. why")
        .bash(
          "rg -n 'AMPLITUDE_KEY' ios/ android/ src/config | head -4",
          "src/config/analytics.ts:4:export const AMPLITUDE_KEY = process.env.AMPLITUDE_KEY_PROD;",
        )
        .assistant("analytics.ts always uses the prod key. Switching on `__DEV__`.")
        .user("yes. Amplitude project for mobile prod is acme-mobile-prod, the dev builds send to acme-mobile-dev")
        .file("Edit", "src/config/analytics.ts")
        .bash("pnpm jest src/config", "Tests: 6 passed, 6 total")
        .assistant("Dev builds now use the acme-mobile-dev key; tests pass.")
        .user("also saw `email` in a signup event payload. hard rule: no PII in analytics events, no emails, no phone numbers. strip it")
        .file("Edit", "src/analytics/events.ts")
        .assistant("Removed `email` from the signup event and added a test that fails on email/phone keys in any event.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["amplitude"] },
      { kind: "instruction", keys: ["pii"] },
    ],
  },
  // Infra: secrets (Claude Code voice).
  {
    id: "b22-secrets-doppler",
    build: (s) =>
      s
        .user("how are secrets loaded on the deploy box right now?")
        .bash(
          "ssh deploy-1 'ls -la /srv/app/ && grep -c = /srv/app/.env.production'",
          "-rw------- 1 app app 2211 Jul  2 .env.production\n-rw-r--r-- 1 app app  104 Jul  2 README\n37",
        )
        .bash("rg -n 'TODO' deploy/README.md", "12: TODO: never commit secrets; rotate after offboarding")
        .assistant("From a plain `.env.production` file on deploy-1 (37 variables). The TODO in deploy/README.md is an old note, not something in progress.")
        .user("right. we decided last week: secrets move from .env files to Doppler. wire up the app service to read from doppler")
        .file("Edit", "deploy/app.service")
        .bash("ssh deploy-1 'sudo systemctl restart app && doppler run -- printenv | grep -c ^'", "37")
        .assistant("I'll keep the old file in place for now: the service reads from Doppler and all 37 variables resolve.")
        .user("ok. once we've confirmed doppler works for a week, remove the old .env.production from the deploy box")
        .stop(),
    planted: [
      { kind: "decision", keys: ["doppler"] },
      { kind: "task", keys: [".env.production"] },
    ],
  },
  // Empty: git rebase explained, small talk (Grok voice).
  {
    id: "b22-rebase-chat",
    build: (s) =>
      s
        .user("ok dumb question. rebase vs merge for my feature branch?")
        .assistant(
          "Not dumb. Rebase replays your commits on top of main, giving a linear history; merge keeps both histories and adds a merge commit. Rebase is nicer before review, merge is safer once others have pulled your branch.",
        )
        .user("and if I already pushed?")
        .bash("git status -sb", "## feat/search...origin/feat/search [ahead 2]")
        .assistant("Then a rebase needs `git push --force-with-lease`. Fine if you're the only one on feat/search.")
        .user("i am. ok thanks, I'll do it myself")
        .stop(),
    planted: [],
  },
  // Web accessibility and the design system (Gemini voice).
  {
    id: "b22-a11y-icon-buttons",
    build: (s) =>
      s
        .user("axe is complaining on the toolbar. can you fix it")
        .bash("pnpm test:a11y src/editor/Toolbar", "✖ button-name: Buttons must have discernible text (5 nodes)", 1)
        .assistant("Okay, there are five icon-only buttons without labels. I will add aria-labels to them.")
        .file("Edit", "src/editor/Toolbar.tsx")
        .bash("pnpm test:a11y src/editor/Toolbar", "✓ 0 violations")
        .user(
          "thanks. from now on every icon-only button needs an aria-label. and put the IconButton change in the design system too: it lives in packages/ui and is published as @acme/ui",
        )
        .file("Edit", "packages/ui/src/IconButton.tsx")
        .assistant("I have made `label` a required prop of IconButton in packages/ui; it renders as aria-label.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["aria-label"] },
      { kind: "fact", keys: ["@acme/ui"] },
    ],
  },
  // Data streaming (OpenCode voice).
  {
    id: "b22-kafka-orders",
    build: (s) =>
      s
        .user("orders consumer lost some messages during the deploy yesterday. how")
        .bash(
          "kafka-consumer-groups --bootstrap-server kafka:9092 --describe --group orders-writer | head -4",
          "TOPIC   PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG\norders  0          88123           88123           0\norders  1          90311           90311           0",
        )
        .assistant("The consumer auto-commits every 5 s, so offsets for messages that were fetched but not yet written got committed before the pod died.")
        .user(
          "yeah. ok: consumer offsets get committed after the write to postgres, not before. at-least-once, the insert is idempotent anyway. fyi the orders topic has 12 partitions keyed by customer_id",
        )
        .file("Edit", "services/orders-writer/consumer.ts")
        .bash("pnpm --filter orders-writer test", " ✓ 23 passed")
        .assistant("Turned off auto-commit and commit after the transaction; tests pass.")
        .user("one more for the backlog: we need a dead-letter topic for the orders consumer, poison messages just loop right now")
        .stop(),
    planted: [
      { kind: "decision", keys: ["offsets"] },
      { kind: "fact", keys: ["partitions"] },
      { kind: "task", keys: ["dead-letter"] },
    ],
  },
  // Mobile performance (Grok voice).
  {
    id: "b22-android-cold-start",
    build: (s) =>
      s
        .user("I made the splash screen lazy and cold start is way faster on the emulator. ship it?")
        .bash("adb shell am start -W com.acme.app/.MainActivity | grep TotalTime", "TotalTime: 640")
        .assistant("Got it, 640 ms on the emulator. Did you try a physical device?")
        .user("no... good point. rule for perf work: test on a real low-end Android, not just the emulator, before claiming perf wins. I'll check the Pixel 4a")
        .bash("adb -s 4a shell am start -W com.acme.app/.MainActivity | grep TotalTime", "TotalTime: 3104")
        .assistant("3.1 s on the Pixel 4a. The lazy splash helps a bit (was 3.4 s) but most of it is DI graph setup.")
        .user("ugh. profiling cold start on the 4a is a bigger job, goal is 2s. put it on the list, not today")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["low-end"] },
      { kind: "task", keys: ["cold", "start"] },
    ],
  },
  // Empty: a failing test explained and fixed (Claude Code voice).
  {
    id: "b22-test-timezone",
    build: (s) =>
      s
        .user("why does formatDue fail only on my machine?")
        .bash("pnpm vitest run src/utils/formatDue.test.ts", "  × formats tomorrow\n    expected 'Tue 11 Nov' to be 'Mon 10 Nov'", 1)
        .assistant("I'll check the test's date setup — it builds dates from local time while the formatter uses UTC.")
        .file("Edit", "src/utils/formatDue.test.ts")
        .bash("TZ=Pacific/Auckland pnpm vitest run src/utils/formatDue.test.ts", "  ✓ src/utils/formatDue.test.ts (5 tests)")
        .assistant("Your machine is in a timezone ahead of UTC, so 'tomorrow' crossed midnight. The test now builds dates with Date.UTC and passes in any TZ.")
        .user("ah nice, thx")
        .stop(),
    planted: [],
  },
  // Infra: backups and migrations (Codex voice).
  {
    id: "b22-rds-snapshots",
    build: (s) =>
      s
        .user("auditor asks how long we keep db backups. check")
        .bash("aws rds describe-db-instances --db-instance-identifier main --query 'DBInstances[0].BackupRetentionPeriod'", "35")
        .bash("aws rds describe-db-instance-automated-backups --region eu-central-1 --query 'length(DBInstanceAutomatedBackups)'", "1")
        .assistant("Automated snapshots: 35 days. There's a replicated copy in eu-central-1.")
        .user("yes, that's the setup: RDS snapshots kept 35 days, the cross-region copy goes to eu-central-1. write that in the answer to the auditor")
        .file("Write", "docs/compliance/backup-answer.md")
        .assistant("Written to docs/compliance/backup-answer.md.")
        .user(
          "also, since last week's incident: never drop a column in the same release that stops using it. two releases, always. remember that for any migration you write",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["snapshots"] },
      { kind: "instruction", keys: ["drop", "column"] },
    ],
  },
  // Web SEO (OpenCode voice).
  {
    id: "b22-blog-seo",
    build: (s) =>
      s
        .user("google search console says 300 pages 'discovered, not indexed'. sitemap issue?")
        .bash(
          "curl -s https://acme.dev/sitemap.xml | head -c 300; curl -s -o /dev/null -w '%{time_total}' https://acme.dev/sitemap.xml",
          '<?xml version="1.0"?><urlset>...\n4.82',
        )
        .assistant("The sitemap is generated per request and takes 4.8 s; the crawler may be timing out. We could cache it or generate it at build time.")
        .user("build time. sitemap gets generated at build, not on request. do it")
        .file("Edit", "next.config.mjs")
        .bash("pnpm build && ls -la public/sitemap.xml", "-rw-r--r-- 1 dev dev 81234 public/sitemap.xml")
        .assistant("Sitemap is now a static file from the build (81 kB).")
        .user("and I noticed the canonical URLs on the blog point at staging.acme.dev. fix the canonical tags next week when Lena's blog refactor lands")
        .stop(),
    planted: [
      { kind: "decision", keys: ["sitemap"] },
      { kind: "task", keys: ["canonical"] },
    ],
  },
  // Data governance (Gemini voice).
  {
    id: "b22-bq-governance",
    build: (s) =>
      s
        .user("I want to add a `lifetime_value` column to the shared customers table for the new dashboard")
        .bash("bq show --format=prettyjson prod_reporting.customers | jq '.schema.fields | length'", "42")
        .assistant("Okay. The table has 42 columns. Before I write the ALTER, who owns it?")
        .user(
          "Marco. ask Marco before adding any new column to the shared customers table, he's the data owner. don't alter it yet. also prod_reporting is billed to the finance project, so queries on it show up in their budget",
        )
        .assistant("Understood. I have not changed the table; I drafted the column definition in docs/proposals/ltv-column.md for Marco.")
        .file("Write", "docs/proposals/ltv-column.md")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["marco"] },
      { kind: "fact", keys: ["prod_reporting"] },
    ],
  },
  // Empty: benchmark numbers discussed (Codex voice).
  {
    id: "b22-bench-chat",
    build: (s) =>
      s
        .user("run the search benchmark")
        .bash("pnpm bench search", "search/prefix   x 18,233 ops/sec ±1.9%\nsearch/fuzzy    x  2,104 ops/sec ±3.2%")
        .assistant("prefix 18.2k ops/s, fuzzy 2.1k ops/s.")
        .user("is fuzzy slower than last month?")
        .bash("git log -1 --format=%h -- bench/RESULTS.md && grep fuzzy bench/RESULTS.md | tail -1", "77d0e12\n| 2026-10-05 | search/fuzzy | 2,180 ops/sec |")
        .assistant("Within noise: 2,180 then, 2,104 now (±3.2%).")
        .user("ok good enough. laptop fan is screaming lol")
        .stop(),
    planted: [],
  },
  // Web payments, superseded checkout choice (Claude Code voice).
  {
    id: "b22-stripe-element",
    build: (s) =>
      s
        .user("let's use Stripe Checkout for the upgrade flow, hosted page, least work")
        .bash("pnpm add stripe @stripe/stripe-js", "+ stripe 17.3.0\n+ @stripe/stripe-js 5.2.0")
        .assistant("I'll start with a server route that creates a Checkout Session for the upgrade.")
        .file("Write", "src/api/billing/upgrade.ts")
        .user(
          "hold on, sales needs a VAT number field and the PO reference on the same page. switch to the embedded Payment Element instead of the hosted page",
        )
        .file("Edit", "src/api/billing/upgrade.ts")
        .bash("pnpm vitest run test/billing", " ✓ test/billing/upgrade.test.ts (7 tests)\n ✓ test/billing/webhook.test.ts (4 tests)")
        .assistant("Switched to a PaymentIntent plus the Payment Element with the two extra fields; tests pass.")
        .user(
          "good. for whoever touches this next: stripe webhooks hit /api/stripe/webhook and the signing secret is in doppler as STRIPE_WH_SECRET. and we still need idempotency keys on the refund calls, that's for later",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["payment", "element"] },
      { kind: "fact", keys: ["webhook"] },
      { kind: "task", keys: ["idempotency"] },
    ],
  },
  // Infra on-call (Grok voice).
  {
    id: "b22-oncall-disk",
    build: (s) =>
      s
        .user("got paged at 3am for disk on build-2 again. what's eating it")
        .bash("ssh build-2 'df -h /var && du -sh /var/lib/docker/overlay2'", "/dev/nvme1n1  200G  191G  9.0G  96% /var\n162G\t/var/lib/docker/overlay2")
        .assistant("Got it. Docker layers, 162 GB. We could resize the volume to 500 GB so it stops paging.")
        .user("no. if you get paged for disk on the build box, just run the cleanup script first (scripts/docker-cleanup.sh), don't resize the volume")
        .bash("ssh build-2 'sudo /opt/scripts/docker-cleanup.sh && df -h /var'", "Total reclaimed space: 141.2GB\n/dev/nvme1n1  200G   50G  150G  25% /var")
        .assistant("Ran it: reclaimed 141 GB, /var at 25%.")
        .user("ta. fyi on-call is in pagerduty, schedule 'platform-primary', handoff every monday 10:00, in case you need to look up who's on")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["cleanup"] },
      { kind: "fact", keys: ["pagerduty"] },
    ],
  },
  // Mobile deep links (Codex voice).
  {
    id: "b22-deep-links",
    build: (s) =>
      s
        .user("password reset links open Safari instead of the app on iOS")
        .bash("curl -s https://acme.dev/.well-known/apple-app-site-association | jq '.applinks.details[0].paths'", '[\n  "/invite/*"\n]')
        .assistant("AASA only lists /invite/*; /reset/* isn't claimed, so iOS opens Safari. Android has the same gap in assetlinks.")
        .user("ok, decided with the mobile leads: universal links on iOS and app links on android everywhere, drop the custom acme:// scheme")
        .file("Edit", "ios/App/App.entitlements")
        .file("Edit", "android/app/src/main/AndroidManifest.xml")
        .assistant("App side done for /reset/*. The association file itself is hosted outside this repo.")
        .user("right. update the AASA file on the CDN when the new paths go live on the 20th, not before")
        .stop(),
    planted: [
      { kind: "decision", keys: ["universal"] },
      { kind: "task", keys: ["aasa", "cdn"] },
    ],
  },
  // Empty: a withdrawn idea (OpenCode voice).
  {
    id: "b22-bun-withdrawn",
    build: (s) =>
      s
        .user("install is slow again. maybe we should switch the monorepo to bun?")
        .bash("time pnpm install --frozen-lockfile", "Done in 38.2s\nreal\t0m38.9s")
        .assistant("38 s for a cold install. Bun would likely be faster, but workspaces plus the patched packages would need testing.")
        .user("hmm. nah forget it, not worth the churn right now. 38s is fine")
        .assistant("OK, nothing changed.")
        .user("what's the weather like in lisbon, I'm flying there next week. jk you can't know")
        .assistant("I can't check the weather, but enjoy Lisbon.")
        .stop(),
    planted: [],
  },
  // Data reporting (Claude Code voice).
  {
    id: "b22-kpi-report",
    build: (s) =>
      s
        .user("the monday KPI email showed revenue off by a few cents per row. where does that come from")
        .bash("rg -n 'round\\(' transforms/revenue.py", "transforms/revenue.py:57:    df['amount'] = df['amount'].round(2)")
        .assistant("I'll trace it: revenue.py rounds each line to 2 decimals before summing, so the totals drift.")
        .user("yeah that's wrong. convention: round currency to 2 decimals only at display time, keep cents as integers in the pipeline. fix it that way")
        .file("Edit", "transforms/revenue.py")
        .bash("pytest tests/test_revenue.py -q", "8 passed in 1.12s")
        .assistant("Amounts are integer cents through the pipeline now and are formatted only in the report template; 8 tests pass.")
        .user(
          "thanks. context for later: the monday KPI email is generated by the kpi_weekly Looker schedule, not by our code. and we still have to ask finance whether refunds are netted in MRR — I'll ping them next week",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["cents"] },
      { kind: "fact", keys: ["kpi_weekly"] },
      { kind: "task", keys: ["mrr"] },
    ],
  },
  // Empty: end-of-week wrap-up (Gemini voice).
  {
    id: "b22-week-wrapup",
    build: (s) =>
      s
        .user("what did we merge this week? need it for standup")
        .bash(
          "git log --since='7 days ago' --oneline --no-merges | wc -l && git log --since='7 days ago' --oneline --no-merges | head -3",
          "34\n9d1f2a0 fix: blog canonical host\n4be1c90 chore: bump zod to 3.24.4\n1c2e7aa feat: pricing page",
        )
        .assistant("Okay. 34 commits this week; the larger ones are the pricing page, the checkout form rewrite and the orders consumer fix.")
        .user("great, that's enough. nice week honestly")
        .assistant("It was a busy one. Have a good weekend.")
        .stop(),
    planted: [],
  },
  // Empty: a Dockerfile line explained, unconfirmed guesses (Claude Code voice).
  {
    id: "b22-dockerfile-question",
    build: (s) =>
      s
        .user("what does `RUN --mount=type=cache,target=/root/.cache/pip` do in our Dockerfile? and would it explain why builds got faster?")
        .file("Read", "Dockerfile")
        .assistant(
          "It mounts a BuildKit cache directory at pip's cache path during that RUN step, so downloaded wheels survive between builds without ending up in the image. It might explain the speed-up, but I'd guess the base image change helped too — I can't tell which without timing both.",
        )
        .user("could we use the same for apt?")
        .assistant("We could, with `sharing=locked` on /var/cache/apt, but only if someone wants to try it; I haven't changed anything.")
        .user("nah, just wanted to understand it. thanks")
        .stop(),
    planted: [],
  },
];

/** The blind22 set: events, segments and scoring of BLIND22_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const BLIND22 = plantedSet(BLIND22_SESSIONS, Date.UTC(2026, 10, 2, 9));
