/**
 * A blind planted set for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written from issue 19's description of what should and should not be remembered, without
 * reading src/core/memories/extract.ts or any other planted set's sessions.
 *
 * Style: data privacy and compliance engineering (GDPR deletion requests, retention periods,
 * PII redaction, consent flags, audit exports, DPIAs) in Claude Code and OpenCode voice:
 * precise rules, owners and deadlines, and many questions to legal that stay open (questions
 * are never planted). Each session is one segment; the items planted in it are listed with
 * it: 69 items (17 decisions, 17 instructions, 17 facts, 18 tasks) in 55 sessions, 14 of which
 * plant nothing. Every other message must give nothing: questions, hypotheses, proposals not taken or
 * never confirmed, withdrawn ideas, unconfirmed guesses, quoted code, logs and tool output
 * (with words like "always", "never", "TODO"), chit-chat, and requests the agent completes in
 * the same session. Superseded decisions: only the later one is planted.
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

export const BLIND47_SESSIONS: BlindSession[] = [
  {
    id: "b47-erasure-queue",
    build: (s) =>
      s
        .user(
          "gdpr erasure requests: the sync `DELETE /v1/users/:id/data` times out on the big tenants (took 4 min for acme yesterday). can you look at how it's wired?",
        )
        .file("Read", "src/privacy/erasure.ts")
        .bash(
          "rg -n 'deleteUserData' src | head",
          "src/privacy/erasure.ts:14:export async function deleteUserData(userId: string) {\nsrc/routes/privacy.ts:31:  await deleteUserData(id);",
        )
        .assistant(
          "It deletes table by table inside the request: 23 tables, no batching. Two options: (1) batch the deletes in the handler, (2) accept the request, enqueue it, and let a consumer work through the tables with a checkpoint.",
        )
        .user("decided: erasure requests go through a queue (`dsr-erasure`), the endpoint just answers 202 with a request id. no more sync deletes.")
        .assistant("Understood. I'll add the queue binding and make the route enqueue.")
        .file("Edit", "src/routes/privacy.ts")
        .bash("npx vitest run test/privacy/erasure.test.ts", " ✓ test/privacy/erasure.test.ts (6 tests) 812ms")
        .user(
          "for the record the internal SLA for erasure is 14 days from receipt, legal's number — the statutory one is a month but we don't plan around that",
        )
        .assistant("Noted. Should the consumer also purge the nightly backups, or do they age out on their own? That one might be for legal.")
        .user("good question, no idea. don't touch backups for now")
        .stop("The route now enqueues on `dsr-erasure` and answers 202; tests pass."),
    planted: [
      { kind: "decision", keys: ["erasure", "queue"] },
      { kind: "fact", keys: ["sla"] },
    ],
  },
  {
    id: "b47-audit-export-bucket",
    build: (s) =>
      s
        .user("where do the monthly audit exports land right now?")
        .bash(
          "grep -rn 'AUDIT_EXPORT' wrangler.toml src/config.ts",
          'wrangler.toml:41:AUDIT_EXPORT_BUCKET = "audit-exports-glacier"\nsrc/config.ts:9:  auditExportBucket: env.AUDIT_EXPORT_BUCKET,',
        )
        .assistant("They go to `audit-exports-glacier`, a plain bucket with a Glacier lifecycle rule after 30 days.")
        .user("ok let's keep glacier then")
        .assistant("Keeping it as is.")
        .user(
          "scratch that. Marta from compliance just pinged, auditors want WORM. audit exports move to the `cmp-archive` bucket with object lock in compliance mode, 6 years. glacier rule goes away",
        )
        .file("Edit", "wrangler.toml")
        .bash("npx vitest run test/audit/export.test.ts", " ✓ test/audit/export.test.ts (4 tests) 390ms")
        .assistant("Switched the binding to `cmp-archive` and dropped the lifecycle rule; the export test passes.")
        .stop(),
    planted: [{ kind: "decision", keys: ["object lock"] }],
  },
  {
    id: "b47-redact-logs",
    build: (s) =>
      s
        .user("saw this in prod logs this morning, not great:")
        .bash(
          "wrangler tail --format pretty | grep signup | head -3",
          "[info] signup ok email=jane.doe@example.com ip=81.2.69.160\n[info] signup ok email=k.obi@example.org ip=2a02:c7f::1\n[warn] always retrying mailer for user 9912",
        )
        .assistant(
          "The signup handler interpolates `email` and `ip` straight into the log line. I can route both through `redactPii()` from `src/privacy/redact.ts`.",
        )
        .user(
          "yes do that. and from now on: never write raw email addresses or IPs into logs, anything user-identifying goes through redactPii first. applies to every handler you touch",
        )
        .file("Edit", "src/routes/signup.ts")
        .bash("npx vitest run test/privacy/redact.test.ts", " ✓ test/privacy/redact.test.ts (11 tests) 204ms")
        .assistant("Done: the signup log line now shows `email=j***@example.com ip=81.2.x.x`.")
        .user("fyi workers logs are shipped to Datadog and Datadog keeps them 15 days, so the leaked lines age out on dec 12 anyway")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["logs", "redactpii"] },
      { kind: "fact", keys: ["datadog"] },
    ],
  },
  {
    id: "b47-consent-rows",
    build: (s) =>
      s
        .user("consent flags. right now it's `users.consent_bits` int. marketing wants per-purpose consent with timestamps. thoughts?")
        .assistant(
          "Options: keep the bitmask and add a `consent_updated_at`; move to a JSON column; or a `user_consents` table with one row per (user, purpose) carrying `granted`, `source` and `recorded_at`. The table gives you history per purpose, which is what Art. 7(1) proof of consent needs.",
        )
        .user("json column sounds easiest?")
        .assistant("It is easiest to write, but you can't index or audit a single purpose's history cleanly.")
        .user("fine. going with the table: one row per user and purpose in `user_consents`, bitmask gets dropped after migration")
        .file("Write", "migrations/0031_user_consents.sql")
        .bash("npm run db:migrate:local", "Applying 0031_user_consents.sql ... ok")
        .user("backfilling consent rows for the 2019-2023 accounts is a separate job, not today. leave it open")
        .assistant("Left open: backfill `user_consents` for accounts created before 2024 from `consent_bits`.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["user_consents", "purpose"] },
      { kind: "task", keys: ["backfill"] },
    ],
  },
  {
    id: "b47-dpia-owner",
    build: (s) =>
      s
        .user("we're adding session replay (fullstory-ish) to the web app. does that need a DPIA?")
        .bash("ls docs/privacy/dpia/", "2025-03-analytics.md\n2025-09-fraud-scoring.md\ntemplate.md")
        .assistant(
          "There are two DPIAs in `docs/privacy/dpia/` and a template. Session replay records keystrokes and screen content, so it likely counts as systematic monitoring, but that's a judgement for whoever owns DPIAs.",
        )
        .user("that's Priya Raman, she owns every DPIA here and signs them off")
        .user("and the rule: any new processing of personal data goes to Priya for review before the code merges")
        .assistant("Got it. Shall I draft the replay DPIA from the template for her?")
        .user("yes pls, draft only")
        .file("Write", "docs/privacy/dpia/2026-11-session-replay.md")
        .assistant("Drafted `2026-11-session-replay.md` with the processing description filled in; risk and mitigation sections are left blank for Priya.")
        .user("do we need consent for replay or is legitimate interest enough? I'll ask legal, no answer yet")
        .stop(),
    planted: [
      { kind: "fact", keys: ["priya", "dpia"] },
      { kind: "instruction", keys: ["priya", "merge"] },
    ],
  },
  {
    id: "b47-chitchat-friday",
    build: (s) =>
      s
        .user("morning. slow day, legal is offsite")
        .assistant("Morning! Anything you want me to look at while it's quiet?")
        .user("can you just run the privacy test folder and tell me if anything's red")
        .bash(
          "npx vitest run test/privacy",
          " ✓ test/privacy/erasure.test.ts (6)\n ✓ test/privacy/redact.test.ts (11)\n ✓ test/privacy/consent.test.ts (9)\n Test Files 3 passed (3)",
        )
        .assistant("All green: 3 files, 26 tests.")
        .user("nice ty")
        .stop(),
    planted: [],
  },
  {
    id: "b47-retention-sessions",
    build: (s) =>
      s
        .user("retention for `login_events`? I think it's kept forever atm")
        .bash("grep -rn 'login_events' src/db/retention.ts", "")
        .assistant("No retention rule covers `login_events`; nothing ever deletes from it. The oldest row is from 2021-04.")
        .user("ok. we go with 90 days retention for login_events, matching the ROPA entry. add it to the nightly retention job")
        .file("Edit", "src/db/retention.ts")
        .bash("npx vitest run test/db/retention.test.ts", " ✓ test/db/retention.test.ts (8 tests) 1.2s")
        .assistant("Added a 90-day rule for `login_events` to the nightly job; the retention test covers it.")
        .user("maybe 30 days would be enough? idk, security might want longer for incident response")
        .assistant("That would need security's view; I've left it at 90.")
        .stop(),
    planted: [{ kind: "decision", keys: ["login_events", "90"] }],
  },
  {
    id: "b47-pseudonymize-analytics",
    build: (s) =>
      s
        .user(
          "quick rules for the analytics export code, write these down somewhere in your head:\n- user ids in analytics are always HMAC'd with the `ANALYTICS_PEPPER` secret, never the raw id\n- no free-text fields in exports, ever",
        )
        .assistant("Understood. Let me check the current exporter.")
        .file("Read", "src/analytics/export.ts")
        .bash("rg -n 'userId' src/analytics/export.ts", "22:    user: row.userId,\n37:    note: row.supportNote,")
        .assistant("Line 22 exports the raw `userId` and line 37 exports `supportNote`, a free-text field. Both break your rules.")
        .user("yep fix both")
        .file("Edit", "src/analytics/export.ts")
        .assistant("Now `user` is `hmacSha256(ANALYTICS_PEPPER, userId)` and `note` is gone.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["hmac"] },
      { kind: "instruction", keys: ["free-text"] },
    ],
  },
  {
    id: "b47-legal-questions-only",
    build: (s) =>
      s
        .user(
          "list of things I still need from legal, just so I don't forget to ask: is a hashed email personal data for us? can we keep invoices after erasure (tax law says 10y?)",
        )
        .assistant(
          "Hashed emails are usually still pseudonymous personal data if you hold the means to re-identify, but that's legal's call. Invoices: retention duties under tax law often override erasure, again legal should confirm the period.",
        )
        .user("yeah. and does the DSR export need to include inferred data like churn scores?")
        .assistant("Art. 15 covers personal data 'undergoing processing', which arguably includes inferred scores; worth asking.")
        .bash("ls docs/privacy/", "dpia/\nropa.xlsx\nquestions-for-legal.md")
        .user("ok I'll bring it to the thursday sync")
        .stop(),
    planted: [],
  },
  {
    id: "b47-dsr-export-format",
    build: (s) =>
      s
        .user("access requests (art 15). what format does our export produce now?")
        .bash("node scripts/dsr-export.mjs --user u_test --dry-run | head -5", '{"profile":{"name":"Test"},"orders":[...],\n"events":"TODO: include events"}')
        .assistant("A single JSON blob. Note the `events` field is a literal TODO string from the script, so events are not exported at all.")
        .user("hm. should it be a zip with csv per table instead?")
        .assistant(
          "CSV per table is friendlier for non-technical requesters; JSON is easier to keep complete. Either works for Art. 15(3) as long as it's commonly used and machine-readable.",
        )
        .user("ok decision: DSR exports are a zip with one CSV per table plus a README.txt explaining the columns. JSON goes")
        .file("Edit", "scripts/dsr-export.mjs")
        .assistant("Switched the script to write `export.zip` with one CSV per table and a README.")
        .user("the events part stays a hole for now, someone has to add login/events tables to the export later — put it on the list")
        .stop("Export is now a zip of CSVs with a README. Open: events tables are still missing from the DSR export."),
    planted: [
      { kind: "decision", keys: ["zip", "csv"] },
      { kind: "task", keys: ["events"] },
    ],
  },
  {
    id: "b47-kms-keys",
    build: (s) =>
      s
        .user("where are the field-encryption keys for `users.tax_id` kept?")
        .bash("grep -rn 'TAX_ID_KEY' src wrangler.toml", "src/crypto/fields.ts:5:const key = env.TAX_ID_KEY; // TODO never rotate without re-encrypting")
        .assistant(
          "`TAX_ID_KEY` is a Worker secret read in `src/crypto/fields.ts`. The inline comment says 'TODO never rotate without re-encrypting' but there's no rotation code.",
        )
        .user("right. it's a worker secret today, the actual source of truth is 1Password vault `privacy-prod`, Jonas is the only one with write access")
        .assistant("Thanks, that's useful context.")
        .user("we should write a rotation script at some point that re-encrypts tax_id with a new key version. not now, backlog")
        .assistant("Noted as open: a key rotation script that re-encrypts `tax_id` under a new key version.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["1password"] },
      { kind: "task", keys: ["rotation"] },
    ],
  },
  {
    id: "b47-opencode-cookie-banner",
    build: (s) =>
      s
        .user("opencode here, web repo. the cookie banner sets `analytics_ok=1` before the user clicks anything??")
        .file("Read", "web/src/consent/banner.tsx")
        .assistant(
          "Yes, `useEffect` on mount writes `analytics_ok=1` as the default. Under ePrivacy that's consent before any action, which doesn't count as consent.",
        )
        .user("fix it so nothing non-essential is set until explicit opt-in")
        .file("Edit", "web/src/consent/banner.tsx")
        .bash("pnpm vitest run web/src/consent", " ✓ banner.test.tsx (5 tests) 640ms")
        .assistant("Fixed: the default is now unset, and analytics scripts load only after `accept`.")
        .user(
          "rule for the web app going forward: no analytics or marketing cookie before an explicit opt-in click, reject must be one click too (same level as accept)",
        )
        .stop(),
    planted: [{ kind: "instruction", keys: ["opt-in"] }],
  },
  {
    id: "b47-rejected-soft-delete",
    build: (s) =>
      s
        .user("idea: instead of hard-deleting on erasure we set `deleted_at` and filter everywhere. less risky?")
        .assistant(
          "Soft delete keeps the personal data on disk, so it wouldn't satisfy an erasure request on its own; you'd still need a purge later. It does make accidental deletes recoverable.",
        )
        .user("yeah no, forget it, that's not erasure")
        .bash("git log --oneline -3 src/privacy/", "a41c2e0 privacy: enqueue erasure\n77be013 privacy: redact signup log\n1f0c9d2 consent: user_consents table")
        .assistant("Nothing changed then; the last three privacy commits are the queue, redaction and consent table.")
        .stop(),
    planted: [],
  },
  {
    id: "b47-subprocessor-list",
    build: (s) =>
      s
        .user("the subprocessor list on the website, is it generated?")
        .bash(
          "cat web/content/legal/subprocessors.yml | head -8",
          "- name: Cloudflare\n  purpose: hosting\n  region: global\n- name: Postmark\n  purpose: transactional email\n  region: US\n- name: Datadog\n  purpose: logs",
        )
        .assistant("It's a YAML file rendered at build time: Cloudflare, Postmark, Datadog so far.")
        .user(
          "ok so rule: any new vendor that touches personal data gets added to subprocessors.yml in the same PR that introduces it. we owe customers 30 days notice",
        )
        .assistant("Understood. Should Sentry be in there? I see `@sentry/cloudflare` in package.json.")
        .user("is it? then yes, add it, purpose error tracking, region EU")
        .file("Edit", "web/content/legal/subprocessors.yml")
        .assistant("Added Sentry (error tracking, EU).")
        .user("and somebody needs to send the 30-day notice email to customers about sentry. not you, I'll ask Marta. it's open")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["subprocessors.yml"] },
      { kind: "task", keys: ["notice", "sentry"] },
    ],
  },
  {
    id: "b47-backup-retention-fact",
    build: (s) =>
      s
        .user("how long do D1 backups stick around? asking because of erasure")
        .bash("wrangler d1 time-travel info app-prod", "🚧 Time Travel: bookmarks available for the last 30 days")
        .assistant("D1 Time Travel keeps 30 days of point-in-time history for `app-prod`. The nightly R2 dumps are separate; let me check those.")
        .bash("wrangler r2 object list db-dumps --prefix 2026 | tail -2", "2026-11-25/app-prod.sql.gz\n2026-11-26/app-prod.sql.gz")
        .assistant("The R2 dumps bucket has a lifecycle rule deleting objects after 35 days, so erased data is gone from every backup within 35 days.")
        .user("confirmed, the 35 days is what's in our privacy policy too. good")
        .stop(),
    planted: [{ kind: "fact", keys: ["35 days"] }],
  },
  {
    id: "b47-test-fixtures-pii",
    build: (s) =>
      s
        .user("the seed data in `test/fixtures/users.json` has real looking names. are those real customers??")
        .bash("head -c 300 test/fixtures/users.json", '[{"name":"Hannah Becker","email":"h.becker@gmx.de","iban":"DE89 3704 0044 0532 0130 00"}')
        .assistant(
          "The IBAN is the well-known documentation example, and the email domain is real but I can't tell if the person is. git blame says it came from a 2022 prod snapshot import.",
        )
        .user(
          "ugh. ok, convention from today: test fixtures use only synthetic data from `@faker-js/faker` with a fixed seed, never copied from prod, not even 'anonymised'",
        )
        .assistant("Noted. Do you want me to regenerate `users.json` now?")
        .user("yes")
        .bash(
          "node scripts/gen-fixtures.mjs --seed 47 > test/fixtures/users.json && npx vitest run test/fixtures.test.ts",
          " ✓ test/fixtures.test.ts (3 tests) 95ms",
        )
        .assistant("Regenerated with faker seed 47; the fixture test passes.")
        .user("and we need to purge that 2022 snapshot from the old staging bucket too, later this week, I need creds from Jonas first")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["faker"] },
      { kind: "task", keys: ["snapshot", "staging"] },
    ],
  },
  {
    id: "b47-what-is-ropa",
    build: (s) =>
      s
        .user("dumb q, what's a ROPA again")
        .assistant(
          "Record of Processing Activities, Art. 30 GDPR: a register of each processing activity with its purpose, data categories, recipients, retention and safeguards.",
        )
        .user("and we have one as xlsx, right")
        .bash("ls -la docs/privacy/ropa.xlsx", "-rw-r--r-- 1 dev dev 48213 Oct 30 14:02 docs/privacy/ropa.xlsx")
        .assistant("Yes, `docs/privacy/ropa.xlsx`, last touched Oct 30.")
        .user("cool thx")
        .stop(),
    planted: [],
  },
  {
    id: "b47-erasure-tombstone",
    build: (s) =>
      s
        .user("the erasure consumer: after it deletes a user, how do we stop the nightly CRM sync re-creating them from hubspot?")
        .file("Read", "src/privacy/erasure-consumer.ts")
        .assistant(
          "Right now nothing stops it: the sync upserts by email. One approach is a tombstone table keyed by a hash of the email that the sync checks before inserting.",
        )
        .user("yes. we keep a tombstone per erased user: sha256 of the lowercased email, no other data, kept indefinitely. sync skips any match")
        .file("Write", "src/privacy/tombstones.ts")
        .bash("npx vitest run test/privacy/tombstones.test.ts", " ✓ test/privacy/tombstones.test.ts (5 tests) 150ms")
        .assistant("Added `erasure_tombstones` with the email hash only, and the CRM sync skips matches. Tests pass.")
        .user("is keeping a hash forever itself ok under gdpr? put that on the legal questions doc, I don't know")
        .stop(),
    planted: [{ kind: "decision", keys: ["tombstone"] }],
  },
  {
    id: "b47-hubspot-fact",
    build: (s) =>
      s
        .user("why does the crm sync run at 02:30 and not midnight")
        .bash("grep -n 'crons' -A3 wrangler.toml", '[triggers]\ncrons = ["30 2 * * *", "0 3 * * *"]')
        .assistant("The cron is `30 2 * * *`. I don't see a comment explaining the time.")
        .user("because hubspot's API rate limit resets at 02:00 UTC for our portal, we learned that the hard way. it's not documented anywhere else")
        .assistant("Makes sense; that's worth a comment in wrangler.toml too.")
        .file("Edit", "wrangler.toml")
        .stop(),
    planted: [{ kind: "fact", keys: ["hubspot"] }],
  },
  {
    id: "b47-audit-log-schema",
    build: (s) =>
      s
        .user("audit log entries for admin actions. what's in one now?")
        .bash(
          "sqlite3 .wrangler/state/d1/app.sqlite 'select * from admin_audit limit 2'",
          '1|2026-11-20T10:02:11Z|admin_7|view_user|u_1234|{"reason":null}\n2|2026-11-20T10:05:40Z|admin_7|export_user|u_1234|{"reason":null}',
        )
        .assistant("Timestamp, admin id, action, target user, and a `reason` that is always null in practice.")
        .user(
          "every admin access to a customer's personal data must carry a reason (ticket id). make reason required in the admin API, reject without it. that's a standing rule for all admin endpoints, not just these two",
        )
        .file("Edit", "src/routes/admin.ts")
        .bash("npx vitest run test/routes/admin.test.ts", " ✓ test/routes/admin.test.ts (14 tests) 2.1s")
        .assistant("The admin routes now answer 400 `reason_required` without a `reason`; tests updated.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["reason", "admin"] }],
  },
  {
    id: "b47-hypothesis-missing-deletes",
    build: (s) =>
      s
        .user("3 erasure requests from last week still show status=pending. maybe the queue consumer is crashing on users with no orders?")
        .bash("wrangler queues consumer list dsr-erasure", "consumer: privacy-worker  max_retries: 3  dead_letter_queue: dsr-erasure-dlq")
        .assistant("Could be; or they went to the dead-letter queue after 3 retries. I can't read the DLQ from here without the prod token.")
        .user("might also be that the status just isn't updated when done. let's look tomorrow with Jonas")
        .assistant("Sure.")
        .stop(),
    planted: [],
  },
  {
    id: "b47-dlq-root-cause",
    build: (s) =>
      s
        .user("ok Jonas gave me the token. check the dlq for dsr-erasure")
        .bash(
          "wrangler queues dlq peek dsr-erasure-dlq --limit 3",
          '{"requestId":"dsr_81","error":"D1_ERROR: FOREIGN KEY constraint failed: invoices.user_id"}\n{"requestId":"dsr_84","error":"D1_ERROR: FOREIGN KEY constraint failed: invoices.user_id"}',
        )
        .assistant(
          "All three failed on the same thing: deleting the `users` row violates the foreign key from `invoices.user_id`. Users with invoices can't be erased by the current order of deletes. That's the root cause, not a crash on users without orders.",
        )
        .user(
          "right, and invoices we have to keep for tax anyway. so decision: for users with invoices we null out name/email/address on the invoice, set invoices.user_id to the tombstone id, then delete the user",
        )
        .file("Edit", "src/privacy/erasure-consumer.ts")
        .bash("npx vitest run test/privacy/erasure-consumer.test.ts", " ✓ test/privacy/erasure-consumer.test.ts (9 tests) 1.4s")
        .assistant("Implemented; the three DLQ messages can be replayed.")
        .user("replay them tmrw morning after the deploy, not now")
        .stop(),
    planted: [
      { kind: "fact", keys: ["foreign key"] },
      { kind: "decision", keys: ["invoices", "tombstone"] },
      { kind: "task", keys: ["replay"] },
    ],
  },
  {
    id: "b47-pr-checklist",
    build: (s) =>
      s
        .user("can you read .github/pull_request_template.md")
        .file("Read", ".github/pull_request_template.md")
        .assistant("It has: description, tests, screenshots. Nothing about privacy.")
        .user("add a checkbox 'touches personal data? -> link DPIA or say why not needed'")
        .file("Edit", ".github/pull_request_template.md")
        .assistant("Added the checkbox under Tests.")
        .user("and when you open PRs for me, fill that checkbox honestly, don't just tick it")
        .stop(),
    planted: [{ kind: "instruction", keys: ["checkbox"] }],
  },
  {
    id: "b47-quoted-policy",
    build: (s) =>
      s
        .user(
          "this is from the customer DPA we signed with Helix, pasting so you can see it:\n> Processor shall always notify Controller of a Personal Data Breach without undue delay and never later than 24 hours.\n> Processor shall never transfer data outside the EEA without SCCs.\nwhat does 'without undue delay' mean in practice?",
        )
        .assistant(
          "It's deliberately vague; the 24-hour cap is the binding part. In practice, notify as soon as you've confirmed a breach affects their data, with partial info if needed.",
        )
        .bash("grep -rn 'Helix' docs/contracts/ | head -2", "docs/contracts/helix-dpa-2026.pdf.txt:1:Data Processing Agreement between Helix GmbH and ...")
        .user("ok. just wanted a second opinion")
        .stop(),
    planted: [],
  },
  {
    id: "b47-breach-runbook",
    build: (s) =>
      s
        .user("we don't have a breach runbook. write a first draft in docs/runbooks/breach.md")
        .file("Write", "docs/runbooks/breach.md")
        .assistant("Draft written: detect, contain, assess, notify (72h to the authority under Art. 33, 24h to Helix under their DPA), document.")
        .bash("npx markdownlint docs/runbooks/breach.md", "")
        .user("good. the on-call for privacy incidents is whoever holds the `privacy-oncall` rotation in PagerDuty, currently Jonas until Dec 1, then Aylin")
        .assistant("I'll reference the PagerDuty rotation by name rather than a person, so it doesn't go stale.")
        .user("yes. also the DPO's contact is dpo@ourco.eu, external firm (Kessler & Partner). put it in the runbook")
        .file("Edit", "docs/runbooks/breach.md")
        .stop(),
    planted: [
      { kind: "fact", keys: ["pagerduty"] },
      { kind: "fact", keys: ["dpo"] },
    ],
  },
  {
    id: "b47-consent-withdrawal-proposal",
    build: (s) =>
      s
        .assistant(
          "While I'm in the consent code: we could propagate withdrawals to Postmark and HubSpot in real time via a queue instead of the nightly sync. Want me to?",
        )
        .user("hmm maybe. not sure it's worth it. let me think")
        .bash("rg -n 'withdraw' src/consent | wc -l", "7")
        .assistant("There are 7 withdrawal call sites today, all writing to `user_consents` only.")
        .user("let's park it")
        .stop(),
    planted: [],
  },
  {
    id: "b47-marketing-email-consent",
    build: (s) =>
      s
        .user("postmark: are marketing emails sent to users without marketing consent?")
        .bash(
          "rg -n 'sendMarketing' src | head -3",
          "src/mail/campaigns.ts:18:export async function sendMarketing(users: User[]) {\nsrc/mail/campaigns.ts:19:  // always check consent here\nsrc/mail/campaigns.ts:20:  for (const u of users) await postmark.send(u.email, tpl);",
        )
        .assistant("The comment says 'always check consent here', but the loop doesn't check anything: every user in the list gets the campaign.")
        .user("wow. decision: marketing consent is checked at send time, not at list-build time. filter on user_consents purpose=marketing granted=true")
        .file("Edit", "src/mail/campaigns.ts")
        .bash("npx vitest run test/mail/campaigns.test.ts", " ✓ test/mail/campaigns.test.ts (6 tests) 330ms")
        .assistant("Fixed: `sendMarketing` now re-reads `user_consents` at send time and skips anyone without a granted marketing row.")
        .user("we'll have to tell legal we may have mailed ~1.2k people without consent since august. I'll write that up for Marta monday, remind me")
        .stop(),
    planted: [
      { kind: "decision", keys: ["send time"] },
      { kind: "task", keys: ["marta"] },
    ],
  },
  {
    id: "b47-region-fact",
    build: (s) =>
      s
        .user("where is our D1 database located physically?")
        .bash("wrangler d1 info app-prod", "name: app-prod\nversion: production\nlocation: WEUR\njurisdiction: eu")
        .assistant("`app-prod` is created with `jurisdiction: eu`, location WEUR, so data at rest stays in the EU.")
        .user("right, we set that at creation, it can't be changed later. good to know for the DPA questionnaire")
        .stop(),
    planted: [{ kind: "fact", keys: ["jurisdiction"] }],
  },
  {
    id: "b47-typo-voice-retention-job",
    build: (s) =>
      s
        .user("retntion job failed last nite?")
        .bash(
          "wrangler tail privacy-worker --since 12h | grep retention | tail -3",
          "[error] retention: D1_ERROR: too many SQL variables\n[error] retention: giving up on support_tickets",
        )
        .assistant(
          "Yes, the retention job hit 'too many SQL variables' on `support_tickets`: it deletes by an `IN (...)` list of ids and the list got past D1's bound-parameter limit.",
        )
        .user("chunk it by 100 ids then pls")
        .file("Edit", "src/db/retention.ts")
        .bash("npx vitest run test/db/retention.test.ts", " ✓ test/db/retention.test.ts (9 tests) 1.3s")
        .assistant("Chunked deletes into batches of 100; added a test with 1,000 rows.")
        .user("👍")
        .stop(),
    planted: [],
  },
  {
    id: "b47-retention-tickets",
    build: (s) =>
      s
        .user("what's the retention for support tickets again")
        .bash("grep -n 'support_tickets' src/db/retention.ts", "31:  { table: 'support_tickets', days: 365 },")
        .assistant("365 days in the retention config.")
        .user("we agreed w/ support lead yesterday: 2 years, because of warranty claims. change it to 730")
        .file("Edit", "src/db/retention.ts")
        .assistant("Changed `support_tickets` to 730 days.")
        .user("actually no. legal said warranty doesn't need the full ticket. keep 365 for tickets, but attachments go after 90 days")
        .file("Edit", "src/db/retention.ts")
        .bash("npx vitest run test/db/retention.test.ts", " ✓ test/db/retention.test.ts (10 tests) 1.2s")
        .assistant("Reverted tickets to 365 days and added a 90-day rule for `ticket_attachments`.")
        .stop(),
    planted: [{ kind: "decision", keys: ["attachments", "90"] }],
  },
  {
    id: "b47-run-privacy-tests",
    build: (s) =>
      s
        .user("how do I run only the privacy tests with coverage")
        .assistant("`npx vitest run test/privacy --coverage`; coverage goes to `coverage/`.")
        .bash("npx vitest run test/privacy --coverage | tail -3", "All files | 84.2 | 77.9 | 88.1 | 84.2\nTest Files 3 passed (3)")
        .user("ok ty. convention for this repo: anything under src/privacy needs 90% line coverage before merge, CI doesn't enforce it yet but reviewers do")
        .assistant("84.2% now, so it's short. Should I add tests for the gaps?")
        .user("not today")
        .stop(),
    planted: [{ kind: "instruction", keys: ["coverage"] }],
  },
  {
    id: "b47-ci-coverage-gate",
    build: (s) =>
      s
        .user("add the 90% coverage gate for src/privacy to CI")
        .file("Edit", "vitest.config.ts")
        .bash("npx vitest run test/privacy --coverage", "ERROR: Coverage for lines (84.2%) does not meet threshold (90%) for src/privacy/**")
        .assistant("The gate works and fails, as expected: 84.2% against 90%. Do you want the gate merged red, or tests first?")
        .user("leave the gate on a branch. we need tests for src/privacy/erasure-consumer.ts's error paths before turning it on — that's the todo")
        .bash("git stash && git switch -c ci/privacy-coverage && git stash pop", "Switched to a new branch 'ci/privacy-coverage'")
        .stop(),
    planted: [{ kind: "task", keys: ["error paths"] }],
  },
  {
    id: "b47-greeting-empty",
    build: (s) =>
      s
        .user("hey, back from vacation. what did I miss in src/privacy?")
        .bash(
          "git log --since='2 weeks ago' --oneline -- src/privacy | head",
          "a41c2e0 privacy: enqueue erasure\n5d20b1f privacy: tombstones\n9e11a07 privacy: invoice anonymisation",
        )
        .assistant("Three changes: erasure moved to a queue, tombstones for erased users, and invoice anonymisation for users with invoices.")
        .user("welcome back to me lol. ok")
        .stop(),
    planted: [],
  },
  {
    id: "b47-ip-truncation",
    build: (s) =>
      s
        .user("rate limiter stores full client IPs in KV for 24h. is that ok?")
        .file("Read", "src/middleware/rate-limit.ts")
        .assistant(
          "It keys by `cf-connecting-ip`. Full IPs are personal data; for a rate limiter you could key by a truncated IP (/24 for v4, /48 for v6) or an HMAC of the IP with a daily-rotating key.",
        )
        .user("HMAC with daily key")
        .assistant("Doing that.")
        .file("Edit", "src/middleware/rate-limit.ts")
        .bash("npx vitest run test/middleware/rate-limit.test.ts", " ✓ test/middleware/rate-limit.test.ts (7 tests) 410ms")
        .user("so that's the decision for the rate limiter: keys are HMAC(ip, daily key), never the raw ip, and the key rotates at 00:00 UTC")
        .stop(),
    planted: [{ kind: "decision", keys: ["limiter", "hmac"] }],
  },
  {
    id: "b47-opencode-forms",
    build: (s) =>
      s
        .user("[opencode] in web/src/forms, the newsletter signup field asks for date of birth. why")
        .bash("rg -n 'dateOfBirth' web/src | head -3", 'web/src/forms/Newsletter.tsx:41:  <DateInput name="dateOfBirth" required />')
        .assistant("It's required on the newsletter form but nothing downstream reads it: `rg` shows no other use.")
        .user(
          "data minimisation. drop it. and in general: forms collect only fields that some code path actually uses, if you see one that isn't used flag it to me",
        )
        .file("Edit", "web/src/forms/Newsletter.tsx")
        .assistant("Removed `dateOfBirth` from the form and the API schema.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["forms", "fields"] }],
  },
  {
    id: "b47-legal-open-transfer",
    build: (s) =>
      s
        .user("postmark is US. are we covered for the transfer? DPF? SCCs? I genuinely don't know what we signed")
        .bash("ls docs/contracts/ | grep -i postmark", "postmark-dpa-2024.pdf.txt")
        .assistant("The Postmark DPA in `docs/contracts/` mentions SCCs (module 2) in section 9. Whether they're also DPF-certified I can't tell from this.")
        .user("hmm ok, I'll ask legal whether the SCCs need a TIA")
        .assistant("Sure.")
        .stop(),
    planted: [],
  },
  {
    id: "b47-ownership-retention-config",
    build: (s) =>
      s
        .user("who can change retention periods in src/db/retention.ts? it's getting edited a lot")
        .bash("cat .github/CODEOWNERS | grep -n retention", "")
        .assistant("Nobody is listed in CODEOWNERS for it.")
        .user("ok, decided: src/db/retention.ts gets a CODEOWNERS entry for @privacy-eng (Aylin + me), so retention changes can't merge without us. add it")
        .file("Edit", ".github/CODEOWNERS")
        .assistant("Added `src/db/retention.ts @ourco/privacy-eng`.")
        .user("fyi Aylin is the retention owner, she keeps the ROPA retention column in sync with the code")
        .stop(),
    planted: [
      { kind: "decision", keys: ["codeowners"] },
      { kind: "fact", keys: ["aylin", "ropa"] },
    ],
  },
  {
    id: "b47-dsr-identity",
    build: (s) =>
      s
        .user("how do we verify identity on access/erasure requests today? support told me they ask for passport scans 😬")
        .bash(
          "rg -n 'passport' support/macros/*.md",
          "support/macros/dsr-reply.md:7:Please attach a scan of your passport or ID card so we can verify your identity.",
        )
        .assistant("The DSR reply macro asks for a passport or ID scan. That collects more data than needed when the requester already has an account.")
        .user(
          "agreed. decided with Marta this morning: DSRs are verified with a magic link sent to the account's email, no ID documents, ever. requests from non-account emails get a polite no-match reply",
        )
        .file("Write", "src/privacy/dsr-verify.ts")
        .bash("npx vitest run test/privacy/dsr-verify.test.ts", " ✓ test/privacy/dsr-verify.test.ts (4 tests) 220ms")
        .assistant("Added the magic-link verification step to the DSR intake; the link expires after 24 hours.")
        .user("the support macro still says passport. rewriting the macro is on support's side, I'll file it for them next week")
        .stop(),
    planted: [
      { kind: "decision", keys: ["magic link"] },
      { kind: "task", keys: ["macro"] },
    ],
  },
  {
    id: "b47-minimum-age",
    build: (s) =>
      s
        .user("signup form: do we check age at all?")
        .bash("rg -n 'age|birth' src/routes/signup.ts", "")
        .assistant("No, signup has no age field or check.")
        .user(
          "fyi the minimum age in our terms is 16, legal set that for all EU countries to avoid the per-country patchwork. we rely on the checkbox 'I am 16 or older'",
        )
        .assistant("Should the checkbox be stored with the consent rows so you can prove it was ticked?")
        .user("good q. do we need parental consent flows anywhere if someone lies? no idea, legal question")
        .file("Read", "web/src/forms/Signup.tsx")
        .assistant("The signup form does show the 16+ checkbox but doesn't send it to the API.")
        .stop(),
    planted: [{ kind: "fact", keys: ["minimum age"] }],
  },
  {
    id: "b47-sentry-scrub",
    build: (s) =>
      s
        .user("check our sentry init in the workers")
        .bash(
          "rg -n -A4 'Sentry.withSentry' src/index.ts",
          "src/index.ts:12:export default Sentry.withSentry((env) => ({\n  dsn: env.SENTRY_DSN,\n  sendDefaultPii: false,\n  beforeSend: stripBodies,\n  // never enable replay here",
        )
        .assistant("`sendDefaultPii: false` and a `beforeSend` that strips request bodies. Looks right.")
        .user("good. that stays: sendDefaultPii false and bodies stripped in every worker we have, if you add Sentry to a new worker copy exactly that")
        .assistant("Will do.")
        .user("also for context the sentry org is the EU-hosted one (de.sentry.io), that's why the DSN looks weird")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["senddefaultpii"] },
      { kind: "fact", keys: ["de.sentry.io"] },
    ],
  },
  {
    id: "b47-soc2-audit-export",
    build: (s) =>
      s
        .user("the auditor export: what format should it be, csv or jsonl?")
        .assistant("JSON Lines keeps nested metadata intact and streams well; CSV is easier to open in Excel. Auditors usually cope with either.")
        .user("jsonl. signed with the export key so they can check integrity. that's final")
        .file("Write", "scripts/audit-export.mjs")
        .bash("node scripts/audit-export.mjs --from 2026-10-01 --to 2026-10-31 --out /tmp/a.jsonl && wc -l /tmp/a.jsonl", "18211 /tmp/a.jsonl")
        .assistant("The exporter writes JSON Lines and a detached signature; October has 18,211 entries.")
        .user(
          "the quarterly export for the SOC2 auditor is due jan 15 and needs the Q4 range + their upload portal creds, which we don't have yet. not for today",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["jsonl"] },
      { kind: "task", keys: ["soc2"] },
    ],
  },
  {
    id: "b47-phone-regex-done",
    build: (s) =>
      s
        .user("need a regex that catches german and uk phone numbers in support ticket text so redactPii can mask them")
        .assistant("Something like `(?:\\+|00)(?:49|44)[\\s/-]?\\d{2,5}[\\s/-]?\\d{3,10}` plus national forms starting with 0. I'll add it with tests.")
        .file("Edit", "src/privacy/redact.ts")
        .bash("npx vitest run test/privacy/redact.test.ts", " ✓ test/privacy/redact.test.ts (15 tests) 230ms")
        .assistant("Added the phone pattern to `redactPii`; 4 new test cases, all passing.")
        .user("perfect thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b47-crypto-shredding-withdrawn",
    build: (s) =>
      s
        .user("what if we encrypt all PII columns with a per-user key and erase by throwing the key away? crypto-shredding")
        .assistant("It makes erasure instant, backups included, at the cost of key management and losing SQL queries on those columns.")
        .bash("rg -c 'email|name|address' migrations/*.sql | awk -F: '{s+=$2} END {print s}'", "143")
        .assistant("There are about 143 column references to email/name/address across migrations, so it's a big change.")
        .user("yeah no, too much for Q4. withdrawn, forget I said it")
        .stop(),
    planted: [],
  },
  {
    id: "b47-erasure-dry-run",
    build: (s) =>
      s
        .user("run the erasure consumer locally against the staging dump for dsr_90")
        .bash(
          "node scripts/erasure-local.mjs --request dsr_90 --dry-run",
          "plan: delete users(1) orders(12) sessions(340) login_events(88); anonymise invoices(3); tombstone 1",
        )
        .assistant("Dry run plan: delete 1 user, 12 orders, 340 sessions, 88 login events, anonymise 3 invoices, write 1 tombstone. Shall I run it for real?")
        .user("yes go. and this is how I want it every time: the erasure consumer is run with --dry-run first and you show me the plan before the real run")
        .bash("node scripts/erasure-local.mjs --request dsr_90", "done in 2.3s")
        .assistant("Ran it; done in 2.3 s.")
        .user("Priya wants the erasure queue reflected in the DPIA for account data by dec 5. needs doing, not by you")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["dry-run"] },
      { kind: "task", keys: ["dpia"] },
    ],
  },
  {
    id: "b47-consent-cookie-lifetime",
    build: (s) =>
      s
        .user("consent cookie lifetime: let's do 12 months like everyone")
        .file("Edit", "web/src/consent/cookie.ts")
        .assistant("Set `max-age` of the consent cookie to 365 days.")
        .user("hmm the CNIL guidance says 6 months is the recommended re-prompt. ok change of plan: the consent cookie expires after 180 days and we re-ask")
        .file("Edit", "web/src/consent/cookie.ts")
        .bash("pnpm vitest run web/src/consent", " ✓ cookie.test.ts (3 tests) 88ms")
        .assistant("Changed to 180 days; the cookie test checks the new `max-age`.")
        .stop(),
    planted: [{ kind: "decision", keys: ["cookie", "180"] }],
  },
  {
    id: "b47-opencode-dsr-volume",
    build: (s) =>
      s
        .user("[opencode] how many DSRs did we get in october?")
        .bash(
          "sqlite3 .wrangler/state/d1/app.sqlite \"select type, count(*) from dsr_requests where created_at like '2026-10%' group by type\"",
          "access|7\nerasure|33\nrectification|2",
        )
        .assistant("42 in October: 33 erasure, 7 access, 2 rectification (from the local copy).")
        .user("yeah that matches, our DSR volume is about 40 a month and ~80% are erasure. it's why the queue matters")
        .assistant("Makes sense.")
        .user("someday we should build a self-service DSR portal page so people stop emailing support. Q1 maybe. leave it on the list")
        .stop(),
    planted: [
      { kind: "fact", keys: ["volume"] },
      { kind: "task", keys: ["portal"] },
    ],
  },
  {
    id: "b47-pii-in-urls",
    build: (s) =>
      s
        .user("cloudflare logs show full URLs. grep our links for emails in query strings")
        .bash(
          "rg -n '\\?email=|&email=' src web/src templates | head -4",
          // biome-ignore lint/suspicious/noTemplateCurlyInString: the grep prints a template literal of the source
          'templates/mail/unsubscribe.html:12:<a href="{{base}}/unsubscribe?email={{email}}">\nweb/src/pages/reset.tsx:30:  navigate(`/reset?email=${email}`)',
        )
        .assistant("Two hits: the unsubscribe link in the mail template and the password reset redirect both put the raw email in the query string.")
        .user("fix the reset one now. standing rule: no emails, names or user ids in URL query strings, ever — use an opaque token or a POST body")
        .file("Edit", "web/src/pages/reset.tsx")
        .assistant("The reset page now passes a short-lived opaque token instead of `?email=`.")
        .user("the unsubscribe link is baked into ~30 mail templates, that's a bigger job. park it, it's on the privacy backlog")
        .assistant("Parked: replace `?email=` in the unsubscribe links of the mail templates with a signed token.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["query string"] },
      { kind: "task", keys: ["unsubscribe"] },
    ],
  },
  {
    id: "b47-parquet-archive",
    build: (s) =>
      s
        .user("does the erasure consumer cover everything now? walk the bindings")
        .bash("grep -n 'binding' wrangler.toml", 'binding = "DB"\nbinding = "DSR_ERASURE"\nbinding = "EVENTS_ARCHIVE"  # r2: events_archive/*.parquet')
        .file("Read", "src/privacy/erasure-consumer.ts")
        .assistant(
          "D1 is covered. `EVENTS_ARCHIVE` is an R2 bucket of Parquet files with user ids in them, and the consumer never touches it. Still open: the Parquet archive isn't covered by erasure; it needs a compaction job that rewrites the files without erased users.",
        )
        .user("yep, known gap. the parquet archive is written by the analytics team's pipeline and Tomasz owns it, we only read from it")
        .assistant("So the compaction job would live in their pipeline, or at least need Tomasz's sign-off.")
        .user("probably. I don't know if they'd rather drop user ids from the archive entirely. will ask him")
        .stop(),
    planted: [
      { kind: "task", keys: ["parquet"] },
      { kind: "fact", keys: ["tomasz"] },
    ],
  },
  {
    id: "b47-dsr-records-retention",
    build: (s) =>
      s
        .user("how long do we keep the dsr_requests rows themselves? 3 years sounds right to me")
        .bash("grep -n 'dsr_requests' src/db/retention.ts", "")
        .assistant("There's no rule for `dsr_requests` yet. I can add 3 years (1,095 days).")
        .user(
          "hold on, Marta just replied in slack: keep them longer in case someone complains to the authority. final: DSR request records are kept five years after closure",
        )
        .file("Edit", "src/db/retention.ts")
        .bash("npx vitest run test/db/retention.test.ts", " ✓ test/db/retention.test.ts (11 tests) 1.3s")
        .assistant("Added `dsr_requests`: 1,826 days after `closed_at`.")
        .user("and a habit I want: every retention rule in that file carries a comment with the ROPA row id it comes from, like `// ROPA-14`")
        .file("Edit", "src/db/retention.ts")
        .user("there are dsr rows from 2019 older than that, they need a one-off cleanup once Aylin confirms the numbers. not yet")
        .stop(),
    planted: [
      { kind: "decision", keys: ["dsr", "five"] },
      { kind: "instruction", keys: ["ropa", "comment"] },
      { kind: "task", keys: ["cleanup"] },
    ],
  },
  {
    id: "b47-legal-hold",
    build: (s) =>
      s
        .user("what happens if someone under litigation sends an erasure request?")
        .bash("sqlite3 .wrangler/state/d1/app.sqlite 'select count(*) from legal_holds'", "3")
        .assistant("There's a `legal_holds` table with 3 rows, but the erasure consumer doesn't read it, so it would erase them.")
        .user("the legal_holds table is maintained by hand, Marta adds rows through the admin panel when counsel tells her. no automation")
        .user(
          "and we decided last week: erasure for a user under a legal hold is deferred, not refused — we reply citing Art. 17(3)(e) and erase when the hold is lifted",
        )
        .file("Edit", "src/privacy/erasure-consumer.ts")
        .bash("npx vitest run test/privacy/erasure-consumer.test.ts", " ✓ test/privacy/erasure-consumer.test.ts (11 tests) 1.5s")
        .assistant("The consumer now checks `legal_holds` first and parks held requests with status `deferred_legal_hold`.")
        .user("is 17(3)(e) even the right paragraph? whatever, legal reviews the reply template anyway")
        .stop(),
    planted: [
      { kind: "fact", keys: ["legal_holds"] },
      { kind: "decision", keys: ["legal hold"] },
    ],
  },
  {
    id: "b47-opencode-commit-prefix",
    build: (s) =>
      s
        .user("[opencode] commit what we have in src/privacy")
        .bash(
          "git add src/privacy && git commit -m 'privacy: defer erasure under legal hold'",
          "[main 3c9e1aa] privacy: defer erasure under legal hold\n 2 files changed, 41 insertions(+), 3 deletions(-)",
        )
        .assistant("Committed as `3c9e1aa`.")
        .user(
          "good, that's the format: commits that touch personal data handling get the `privacy:` prefix, always, so the DPO's quarterly review can grep them",
        )
        .assistant("Understood.")
        .user("also one for the backlog: a CI step that scans new migrations for columns like email/phone/iban and fails until someone ticks 'ROPA updated'")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["commit", "prefix"] },
      { kind: "task", keys: ["scan", "migrations"] },
    ],
  },
  {
    id: "b47-guess-mobile-202",
    build: (s) =>
      s
        .user("mobile crash reports went up since the erasure endpoint returns 202. maybe the app expects 200 and chokes?")
        .bash("rg -n 'status === 200' mobile/src/api | head -3", "mobile/src/api/account.ts:88:    if (res.status === 200) return res.json();")
        .assistant(
          "`account.ts` only handles 200, so a 202 falls through to the error branch. Whether that's what's crashing, I can't tell without the crash logs.",
        )
        .user("could also be the new SDK version. no idea yet, don't change anything")
        .stop(),
    planted: [],
  },
  {
    id: "b47-firebase-data-map",
    build: (s) =>
      s
        .user("data map for the mobile app: where do device identifiers go?")
        .bash(
          "rg -n 'getAdvertisingId|deviceId' mobile/src | head -5",
          "mobile/src/analytics/firebase.ts:14:  setUserProperty('ad_id', await getAdvertisingId())\nmobile/src/analytics/firebase.ts:15:  setUserProperty('device_id', deviceId)",
        )
        .assistant("Only `mobile/src/analytics/firebase.ts` reads them; both go to Firebase Analytics as user properties.")
        .user("right, firebase is the only place device ids leave the phone, that's what the data map says too")
        .user("ok we're doing this: stop sending the advertising id to firebase at all, and analytics collection is off until the consent screen says yes")
        .file("Edit", "mobile/src/analytics/firebase.ts")
        .bash("pnpm -C mobile test analytics", "PASS src/analytics/firebase.test.ts (4 tests)")
        .assistant("Removed the `ad_id` property and set `setAnalyticsCollectionEnabled(false)` until consent.")
        .user("it ships with 4.12. after that the app store privacy labels have to be updated, I'll do the store listing when 4.12 is out")
        .stop(),
    planted: [
      { kind: "fact", keys: ["firebase", "device"] },
      { kind: "decision", keys: ["advertising id"] },
      { kind: "task", keys: ["store listing"] },
    ],
  },
  {
    id: "b47-toms-questionnaire",
    build: (s) =>
      s
        .user("customer sent a security questionnaire again (62 questions). can you pre-fill it from our docs?")
        .file("Read", "docs/security/toms.md")
        .assistant("I can answer 49 of 62 from `docs/security/toms.md`; 13 ask about things the doc doesn't cover, e.g. pen-test frequency and HSM usage.")
        .user(
          "leave those 13 blank. and a rule for questionnaires in general: answer only from docs/security/toms.md, never improvise a claim, blank is better than wrong",
        )
        .bash("node scripts/fill-questionnaire.mjs in/acme-q.xlsx --source docs/security/toms.md", "filled 49/62, blank 13 -> out/acme-q.xlsx")
        .assistant("Filled 49, left 13 blank in `out/acme-q.xlsx`.")
        .user("Marta also wants engineering to review the TOMs annex of the new B2B DPA template before dec 10. that's on me, not done yet")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["questionnaire"] },
      { kind: "task", keys: ["toms", "annex"] },
    ],
  },
  {
    id: "b47-art17-exceptions",
    build: (s) =>
      s
        .user("refresh my memory, what are the art 17(3) exceptions")
        .assistant(
          "Erasure doesn't apply where processing is necessary for: (a) freedom of expression, (b) a legal obligation, (c) public health, (d) archiving/research/statistics, (e) legal claims.",
        )
        .bash("rg -n '17\\(3\\)' docs/privacy/ | head -3", "docs/privacy/questions-for-legal.md:4:- does 17(3)(b) cover invoices for 10y or only 6y under HGB?")
        .assistant("Your questions doc already has one open point about 17(3)(b) and invoice periods.")
        .user("yeah still waiting on that one")
        .stop(),
    planted: [],
  },
];

export const BLIND47 = plantedSet(BLIND47_SESSIONS, Date.UTC(2026, 10, 2, 9));
