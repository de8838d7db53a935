/**
 * A second tuning set for the offline extractor (helper "extract", 2026-11-26), written by the
 * helper who then changed the extractor, before changing it: the shapes issue 19 names as people
 * write them to a coding agent (terse, lower case, lists, code spans, checkboxes, labels cut at a
 * colon, a proposal the user confirms or turns down, rules and one-off requests side by side) and
 * messages that must give nothing. A TUNING set: its figures say the extractor handles these
 * shapes, not that it generalizes. Same shape and scoring rule as planted-blind.ts.
 */
import { type BlindSession, plantedSet } from "./planted-scoring";

const START = Date.UTC(2026, 10, 2, 8);

export const TUNING2_SESSIONS: BlindSession[] = [
  {
    id: "t01-option-chosen",
    planted: [{ kind: "decision", keys: ["durable object"] }],
    build: (s) =>
      s
        .user("redis or KV for the session store?")
        .assistant(
          "KV is eventually consistent, so a logout could take up to 60 s to reach every colo. A Durable Object per session gives strong consistency. Redis would need an outside provider.",
        )
        .user("let's go with the durable object then, no redis.")
        .file("Edit", "src/session/store.ts")
        .assistant("Sessions now live in a SessionDO; the 9 session tests pass."),
  },
  {
    id: "t02-proposal-confirmed",
    planted: [{ kind: "decision", keys: ["date-fns"] }],
    build: (s) =>
      s
        .user("the billing bundle is huge, anything we can trim?")
        .assistant("I'd suggest we replace moment with date-fns in the billing code, it saves about 60 KB. Want me to do it?")
        .user("yes do that")
        .file("Edit", "src/billing/dates.ts")
        .assistant("Swapped moment for date-fns in src/billing; the bundle is 58 KB smaller and the tests pass."),
  },
  {
    id: "t03-proposal-rejected",
    planted: [],
    build: (s) =>
      s
        .assistant("We could cache the feature flags in memory for 30 s to save the KV reads. Should I add that?")
        .user("nah, flags have to flip instantly")
        .assistant("Okay, leaving the reads as they are.")
        .user("I'd like the flag names listed in the admin page though")
        .file("Edit", "src/admin/flags.ts")
        .assistant("The admin page lists every flag name now."),
  },
  {
    id: "t04-rules-lowercase",
    planted: [
      { kind: "instruction", keys: [".env"] },
      { kind: "instruction", keys: ["lint --fix"] },
      { kind: "instruction", keys: ["auth header"] },
    ],
    build: (s) =>
      s
        .user("pls dont commit the .env file, ever. and from now on run `pnpm lint --fix` before every commit")
        .assistant("Got it.")
        .bash("git status --short", " M src/app.ts")
        .user("also make sure you never log the auth header, not even in debug mode")
        .assistant("Understood; I removed the header from the debug log line in src/app.ts."),
  },
  {
    id: "t05-heads-up-facts",
    planted: [
      { kind: "fact", keys: ["wiped", "sunday"] },
      { kind: "fact", keys: ["cents"] },
    ],
    build: (s) =>
      s
        .user("heads up, the staging db gets wiped every sunday night, so don't rely on data there")
        .assistant("Thanks. I'll seed what the tests need at the start of each run.")
        .user("note that the billing service only accepts amounts in cents, never floats")
        .file("Edit", "src/billing/charge.ts")
        .assistant("Charges now send integer cents."),
  },
  {
    id: "t06-turns-out",
    planted: [{ kind: "fact", keys: ["index", "0042"] }],
    build: (s) =>
      s
        .user("the nightly export has been timing out since tuesday")
        .bash("pnpm wrangler d1 execute app --local --command 'explain query plan select * from orders where created_at > 0'", "SCAN orders")
        .assistant(
          "Turns out the export query does a full scan: the index on orders.created_at was dropped in migration 0042. I re-added it and the export finishes in 40 s again.",
        )
        .user("nice, thanks"),
  },
  {
    id: "t07-hypotheses",
    planted: [],
    build: (s) =>
      s
        .user("p99 latency jumped to 900ms after the deploy")
        .assistant("I think it might be the new schema validation on every request, or possibly cold starts since the bundle grew. I'd need a profile to tell.")
        .user("could it be the D1 region?")
        .assistant("Possibly, but the D1 timings in the trace look normal (4 ms). My bet is still the validation, though I haven't proven it.")
        .user("ok I'll grab a profile later"),
  },
  {
    id: "t08-checkbox-todos",
    planted: [
      { kind: "task", keys: ["idempotency"] },
      { kind: "task", keys: ["refund queue"] },
    ],
    build: (s) =>
      s
        .user("where are we on the payments work?")
        .assistant(
          [
            "Status:",
            "- [x] webhook signature check",
            "- [ ] idempotency keys on POST /v1/payments",
            "- [ ] alert when the refund queue backs up",
            "The first one is merged.",
          ].join("\n"),
        )
        .user("great, leave the other two for tomorrow"),
  },
  {
    id: "t09-reverted-compat",
    planted: [{ kind: "decision", keys: ["nodejs_compat"] }],
    build: (s) =>
      s
        .user("we need Buffer in the image resizer")
        .bash("pnpm wrangler deploy --dry-run", "Total Upload: 2.2 MB\nError: bundle exceeds 1 MB", 1)
        .assistant(
          "I tried enabling `nodejs_compat` to get Buffer, but the bundle went over the size limit, so I reverted the nodejs_compat flag and used Uint8Array helpers instead.",
        )
        .user("fine by me"),
  },
  {
    id: "t10-not-doing",
    planted: [
      { kind: "decision", keys: ["server-side rendering"] },
      { kind: "decision", keys: ["graphql"] },
    ],
    build: (s) =>
      s
        .user("we're not doing server-side rendering for the dashboard, keep it a SPA")
        .assistant("Understood, keeping the SPA.")
        .user("and let's not use GraphQL for the public API either, plain REST is enough")
        .assistant("Okay, REST only."),
  },
  {
    id: "t11-declarative-conventions",
    planted: [
      { kind: "instruction", keys: ["feat/"] },
      { kind: "instruction", keys: ["foo.test.ts"] },
    ],
    build: (s) =>
      s
        .user("branch names follow the pattern feat/<ticket>-<slug>, the release bot parses them")
        .assistant("Okay. Where do tests go in this repo?")
        .user("tests live next to the code as foo.test.ts, not in a separate folder")
        .assistant("Got it."),
  },
  {
    id: "t12-chitchat-keywords",
    planted: [],
    build: (s) =>
      s
        .user("haha I never remember how to exit vim")
        .assistant("`:q!` discards changes, `:wq` saves.")
        .user("we always joke that the build is our coffee break")
        .assistant("Fair enough.")
        .user("anyway, looks good, ship it"),
  },
  {
    id: "t13-one-off-requests",
    planted: [],
    build: (s) =>
      s
        .user("fix the typo in the README")
        .assistant("I'll fix the typo and then run the docs build to make sure nothing else breaks.")
        .file("Edit", "README.md")
        .assistant("Fixed the typo; the docs build passes.")
        .user("remember to push it when you're done")
        .bash("git push", "To github.com:acme/app.git")
        .user("make sure the tests pass before you push the next one too")
        .assistant("Will do."),
  },
  {
    id: "t14-platform-limit",
    planted: [
      { kind: "fact", keys: ["100 mb"] },
      { kind: "task", keys: ["multipart"] },
    ],
    build: (s) =>
      s
        .user("why do uploads over 100MB fail?")
        .assistant(
          "Confirmed in the zone settings: this plan caps request bodies at 100 MB, so the platform rejects larger uploads before the Worker sees them.",
        )
        .user("ok. TODO: switch the uploader to R2 multipart for big files")
        .assistant("Noted."),
  },
  {
    id: "t15-unconfirmed-cause",
    planted: [],
    build: (s) =>
      s
        .user("the sync job failed twice last night")
        .assistant("I'm not sure the root cause is the retry logic yet; the upstream could be timing out first. The logs only go back 6 hours.")
        .user("check the logs tomorrow then")
        .assistant("Okay."),
  },
  {
    id: "t16-next-time",
    planted: [{ kind: "instruction", keys: ["ask before deleting"] }],
    build: (s) =>
      s
        .user("where did test/fixtures/legacy go??")
        .assistant("I deleted it as unused. Restoring it now.")
        .bash("git checkout HEAD~1 -- test/fixtures/legacy", "")
        .user("next time ask before deleting test files, I needed those")
        .assistant("Sorry about that, they're back."),
  },
  {
    id: "t17-change-of-plan",
    planted: [{ kind: "decision", keys: ["problem+json"] }],
    build: (s) =>
      s
        .user("change of plan: API errors use RFC 9457 problem+json from now on, the old {error: string} shape is deprecated")
        .file("Edit", "src/errors.ts")
        .assistant("Errors now render as application/problem+json; updated 14 tests."),
  },
  {
    id: "t18-still-need",
    planted: [
      { kind: "task", keys: ["backfill", "country"] },
      { kind: "task", keys: ["cleanup cron"] },
    ],
    build: (s) =>
      s
        .user("merged, but we still need to backfill the `country` column for old rows")
        .assistant("Noted. One more open item: the cleanup cron isn't scheduled in production yet.")
        .user("right, both for next week"),
  },
  {
    id: "t19-questions",
    planted: [],
    build: (s) =>
      s
        .user("do we always use zod for query params too? or only bodies?")
        .assistant("Right now only bodies; query params are parsed by hand in three routes.")
        .user("should we never return 404 for auth failures?")
        .assistant("Returning 404 instead of 403 hides which resources exist; it's a common choice for private resources.")
        .user("hm ok, let me read up on it"),
  },
  {
    id: "t20-reminder-label",
    planted: [{ kind: "fact", keys: ["frozen"] }],
    build: (s) => s.user("reminder: prod deploys are frozen from dec 20 to jan 3").assistant("Okay, I'll keep this branch unmerged until then.").user("thx"),
  },
  {
    id: "t21-quoted-output",
    planted: [],
    build: (s) =>
      s
        .user("what's this build log about?")
        .bash("pnpm build", "WARN never use sync fs in handlers (vendor/fsutil.js)\nTODO: fix me\nroot cause: unknown")
        .assistant("The build log shows two warnings, both in vendored code under vendor/.")
        .user(["```ts", "// we decided to use sha1 here, don't change it", "const h = sha1(body);", "```", "what does this comment refer to?"].join("\n"))
        .assistant("It predates the repo's history; the blame shows an import from the old monorepo."),
  },
  {
    id: "t22-prefer-and-no",
    planted: [
      { kind: "instruction", keys: ["interface"] },
      { kind: "instruction", keys: ["enums"] },
    ],
    build: (s) =>
      s
        .user("prefer `type` over `interface` for props; and no enums please, use union types")
        .file("Edit", "src/components/Button.tsx")
        .assistant("Converted Button's props to a type and replaced the Size enum with a union."),
  },
  {
    id: "t23-user-fact",
    planted: [{ kind: "fact", keys: ["acme/payments"] }],
    build: (s) =>
      s
        .user("can you update the payments worker too?")
        .assistant("I can't find it in this repo.")
        .user("right, the payments worker is deployed separately, it lives in the acme/payments repo")
        .assistant("Okay, then I'll only change the client here."),
  },
  {
    id: "t24-withdrawn",
    planted: [],
    build: (s) =>
      s
        .user("let's move the sync cron to every 5 minutes. hmm, actually no, scratch that, I'll ask the vendor about their quota first")
        .assistant("Okay, nothing changed.")
        .user("can you rename getUser to readUser everywhere?")
        .file("Edit", "src/users.ts")
        .assistant("Renamed in 6 files."),
  },
  {
    id: "t25-verified-fyi",
    planted: [
      { kind: "fact", keys: ["24 h"] },
      { kind: "fact", keys: ["worker-configuration.d.ts"] },
    ],
    build: (s) =>
      s
        .user("how often does stripe retry a failed webhook?")
        .assistant("Verified: Stripe retries webhooks with exponential backoff for up to 24 h in test mode, per their docs and our event log.")
        .user("ok")
        .assistant("FYI: `wrangler types` regenerates worker-configuration.d.ts from wrangler.toml, so hand edits to that file get lost."),
  },
  {
    id: "t26-rule-vs-one-off",
    planted: [{ kind: "instruction", keys: ["account id"] }],
    build: (s) =>
      s
        .user("make sure you never hardcode the account id, it comes from env")
        .assistant("Understood.")
        .user("and can you add a test for the new route?")
        .file("Write", "test/routes/accounts.test.ts")
        .assistant("Added test/routes/accounts.test.ts with 4 cases."),
  },
  {
    id: "t27-assistant-choices-in-session",
    planted: [],
    build: (s) =>
      s
        .user("the lookup in src/cache.ts is slow")
        .assistant("Let's use a Map here instead of an object, lookups are faster. I decided to split the function in two to make the test easier.")
        .file("Edit", "src/cache.ts")
        .assistant("Root cause: still unclear, the logs are empty. Note: the output above is truncated.")
        .user("please don't do that again, I asked for a small diff")
        .assistant("Understood, I'll keep the diff small."),
  },
  {
    id: "t28-scoped-rules-terse-pick",
    planted: [
      { kind: "instruction", keys: ["async/await"] },
      { kind: "instruction", keys: ["parameterized"] },
      { kind: "decision", keys: ["cookies"] },
    ],
    build: (s) =>
      s
        .user("for new code, prefer async/await over .then chains. when writing sql, always use parameterized queries")
        .assistant("Okay. For the session token: cookies or localStorage?")
        .user("cookies it is.")
        .assistant("Cookies, httpOnly and secure."),
  },
  {
    id: "t29-assistant-choice-confirmed",
    planted: [{ kind: "decision", keys: ["resend"] }],
    build: (s) =>
      s
        .user("which email provider for the password reset mails?")
        .assistant("We could use SES, but Resend has a Workers SDK. Let's go with Resend for transactional email, not SES.")
        .user("yep, sounds good")
        .file("Edit", "src/mail.ts")
        .assistant("Wired Resend into src/mail.ts."),
  },
  {
    id: "t30-facts-shapes",
    planted: [
      { kind: "fact", keys: ["29 seconds"] },
      { kind: "fact", keys: ["route 53"] },
      { kind: "fact", keys: ["locale files"] },
    ],
    build: (s) =>
      s
        .user("the api gateway times out at 29 seconds, that's a hard limit on their side")
        .assistant("Noted.")
        .user("and our domain's DNS is managed in Route 53, not Cloudflare")
        .bash("grep -rn loadLocale src | head -2", "src/i18n.ts:4: export const loadLocale = lazy(() => import('./locales'))")
        .assistant("Found the problem: the locale files are loaded lazily and the first render misses them. Preloading them now.")
        .file("Edit", "src/i18n.ts"),
  },
  {
    id: "t31-tasks-shapes",
    planted: [
      { kind: "task", keys: ["tmp_users"] },
      { kind: "task", keys: ["csv export"] },
    ],
    build: (s) =>
      s
        .user("later we need to rename the `tmp_users` table")
        .assistant("Okay.")
        .user("what else is open?")
        .assistant("Not done yet: the CSV export ignores the date filter.")
        .user("fine, next week"),
  },
  {
    id: "t32-labels-and-polite-rules",
    planted: [
      { kind: "task", keys: ["health check"] },
      { kind: "instruction", keys: ["friday"] },
      { kind: "instruction", keys: ["2-space"] },
      { kind: "fact", keys: ["s3 client", "stale credentials"] },
    ],
    build: (s) =>
      s
        .user("uploads fail with 403 after a few hours of uptime")
        .bash("grep -n S3Client src/storage.ts", "3: const client = new S3Client(loadCredentials())")
        .assistant("The real cause: the S3 client was reused across requests with stale credentials. I now build it per request.")
        .file("Edit", "src/storage.ts")
        .assistant("The linter passes. TODO comments remain in two files.")
        .user("ok. note to self: add a health check for the queue consumer")
        .user("remember, we never deploy on friday afternoons. can you stick to 2-space indentation from now on?")
        .assistant("Will do."),
  },
];

/** Builds and scores the set by the blind set's rule (planted-scoring.ts). */
export const TUNING2 = plantedSet(TUNING2_SESSIONS, START);
