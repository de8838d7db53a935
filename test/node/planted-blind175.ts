/**
 * Blind planted set 175 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a solo founder (Quillpay, invoicing for freelancers; Next.js, Prisma, Neon, Stripe) pairing with the
 * agent, who says "we" for herself, changes her mind often mid-session and thinks in product terms (pricing,
 * onboarding, churn); lower-case, quick, typos; the agent proposes and she accepts, rejects or reverses.
 * Each session is one segment; the items planted in it are listed with it: 74 items (19 decisions, 19 instructions,
 * 18 facts, 18 tasks) in 53 sessions, 12 of which plant nothing (57 user/assistant messages between them). Every other message
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

export const BLIND175_SESSIONS: BlindSession[] = [
  {
    id: "b175-pricing-tiers",
    build: (s) =>
      s
        .user("ok pricing. I keep going back and forth. three tiers felt right last week: Solo, Studio, Agency")
        .file("Read", "src/lib/plans.ts")
        .assistant(
          "plans.ts currently defines three plans: solo ($9), studio ($24), agency ($59). The Agency tier has exactly zero subscribers in Stripe test mode and no distinct features besides seat count. Want me to keep all three?",
        )
        .user(
          "no. agency is a fantasy, we have like four people who'd ever need seats. final answer: two tiers, Solo at $12 and Studio at $29. kill agency everywhere",
        )
        .file("Edit", "src/lib/plans.ts")
        .bash("pnpm test:unit src/lib/plans.test.ts", " ✓ src/lib/plans.test.ts (6 tests) 41ms\n\n Test Files  1 passed (1)\n      Tests  6 passed (6)")
        .assistant("Removed the agency plan and set Solo to 1200 and Studio to 2900 cents. Tests pass.")
        .user("great. remind me to redo the pricing page copy before friday's launch email goes out, the old one still says three plans")
        .stop("Noted. The plan config is updated; the pricing page copy still mentions three plans."),
    planted: [
      { kind: "decision", keys: ["solo", "studio"] },
      { kind: "task", keys: ["pricing page"] },
    ],
  },
  {
    id: "b175-trial-length",
    build: (s) =>
      s
        .user("let's talk trial. what do we have right now?")
        .bash("grep -rn TRIAL src/lib", "src/lib/billing.ts:4:export const TRIAL_DAYS = 30;\nsrc/lib/billing.ts:5:export const TRIAL_REQUIRES_CARD = true;")
        .assistant("30 days with a card required up front. Conversion data from the beta would help decide, but there isn't much of it yet.")
        .user(
          "30 days is way too long, people forget about us. we're doing a 14-day trial, no card. I know card-upfront converts better on paper but the signup drop-off is brutal for freelancers",
        )
        .file("Edit", "src/lib/billing.ts")
        .assistant(
          "Set TRIAL_DAYS to 14 and TRIAL_REQUIRES_CARD to false. While in there: the checkout session reads the webhook signing secret from STRIPE_WEBHOOK_SECRET, which is only set in the Vercel project env, not in .env.example.",
        )
        .user("yeah that's right, STRIPE_WEBHOOK_SECRET lives in vercel only, on purpose. don't add it to the example file")
        .stop("Trial is 14 days without a card now."),
    planted: [
      { kind: "decision", keys: ["14-day", "trial"] },
      { kind: "fact", keys: ["stripe_webhook_secret", "vercel"] },
    ],
  },
  {
    id: "b175-onboarding-skip",
    build: (s) =>
      s
        .user("the onboarding wizard. step 2 (business details) has a required VAT number field. that's killing us, 40% drop there")
        .file("Read", "src/app/onboarding/steps/BusinessDetails.tsx")
        .assistant("The VAT field is marked required in the zod schema. I can make it optional and add a 'Skip for now' link on the step.")
        .user(
          "do it. and as a rule: every onboarding step has to be skippable. I never want a hard gate between signup and someone seeing their first invoice preview",
        )
        .file("Edit", "src/app/onboarding/steps/BusinessDetails.tsx")
        .bash("pnpm test:unit onboarding", " ✓ src/app/onboarding/onboarding.test.ts (11 tests) 88ms")
        .assistant("VAT is optional now and step 2 has a skip link; tests pass.")
        .user(
          "nice. the clients list still looks sad when it's empty btw, we need a proper empty state there with a 'add your first client' thing. not today though",
        )
        .stop("The skip link is in. Clients empty state is left as is."),
    planted: [
      { kind: "instruction", keys: ["skippable"] },
      { kind: "task", keys: ["empty state", "clients"] },
    ],
  },
  {
    id: "b175-churn-query",
    build: (s) =>
      s
        .user("how do we compute churn right now? I'm staring at the posthog dashboard and it says 11% which feels wrong")
        .bash(
          "grep -rn 'churn' src/jobs",
          "src/jobs/metrics.ts:22:  // churn = subscriptions with canceled_at in window / active at window start\nsrc/jobs/metrics.ts:23:  // NOTE: paused subs must never count as churned",
        )
        .file("Read", "src/jobs/metrics.ts")
        .assistant(
          "The nightly job counts subscriptions with canceled_at inside the month over those active at its start, and skips paused ones. Then it pushes the number to PostHog. Which PostHog project is the dashboard in?",
        )
        .user("quill-prod. the other one, quill-dev, is junk. all the real dashboards are in the quill-prod project")
        .bash(
          "psql $DATABASE_URL -c \"select count(*) filter (where canceled_at >= '2026-10-01') as churned, count(*) as total from subscriptions where created_at < '2026-10-01'\"",
          " churned | total\n---------+-------\n       4 |    36\n(1 row)",
        )
        .assistant("4 of 36 is 11.1%, so the number matches the data. It's a small base, so each cancellation moves it almost 3 points.")
        .user("ugh ok. fine. it's real then")
        .stop(),
    planted: [{ kind: "fact", keys: ["quill-prod"] }],
  },
  {
    id: "b175-test-commands",
    build: (s) =>
      s
        .user("run the tests pls")
        .bash(
          "pnpm test",
          "> quillpay@0.4.0 test\n> vitest run && playwright test\n\n ✓ 142 unit tests passed\nRunning 18 tests using 4 workers\n  ✘ e2e/invoice.spec.ts:12 › send invoice (connect ECONNREFUSED 127.0.0.1:5433)",
          1,
        )
        .assistant("Unit tests pass; the Playwright suite fails to connect to Postgres on 127.0.0.1:5433. Is a local database supposed to be running for e2e?")
        .user(
          "yes, the e2e suite needs the docker postgres on port 5433, not the usual 5432, because my other project squats on 5432. and tbh just use pnpm test:unit when you're checking your own changes, the full pnpm test drags playwright in and takes forever",
        )
        .bash("pnpm test:unit", " Test Files  31 passed (31)\n      Tests  142 passed (142)\n   Duration  6.12s")
        .assistant("All 142 unit tests pass.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["5433", "e2e"] },
      { kind: "instruction", keys: ["test:unit"] },
    ],
  },
  {
    id: "b175-email-provider",
    build: (s) =>
      s
        .user("I'm thinking we move transactional email to postmark, resend had that outage last week")
        .assistant(
          "Switching is mostly src/lib/email.ts plus the DNS records. Postmark's deliverability reputation is strong; Resend's React Email integration is what the templates use now, so those would need porting.",
        )
        .user(
          "hmm. ugh, porting the templates is a week I don't have. actually no, scratch postmark. we stay on resend, but transactional mail moves to its own subdomain, mail.quillpay.app, so a bad day on marketing never hurts invoices",
        )
        .file("Edit", "src/lib/email.ts")
        .bash("dig +short TXT mail.quillpay.app", '"v=spf1 include:amazonses.com ~all"')
        .assistant("From-address is invoices@mail.quillpay.app now and SPF on the subdomain resolves.")
        .user("also – marketing emails never go out from the app code. that's Loops' job, the app only sends transactional stuff")
        .stop("Understood, the app sends transactional mail only."),
    planted: [
      { kind: "decision", keys: ["mail.quillpay.app"] },
      { kind: "instruction", keys: ["loops"] },
    ],
  },
  {
    id: "b175-annual-plan",
    build: (s) =>
      s
        .user("annual plans. we need them for cash flow. what discount?")
        .assistant("Common choices are 15–20% off, or 'two months free' (about 17%). I'd suggest 20% off to make the annual option stand out.")
        .user("no, two months free reads so much better on a pricing card than a percentage. go with two months free")
        .file("Edit", "src/lib/plans.ts")
        .bash(
          "stripe prices list --lookup-keys solo_annual,studio_annual",
          "price_1Q..sx  solo_annual    12000 usd/year\nprice_1Q..ty  studio_annual  29000 usd/year",
        )
        .assistant("Annual prices exist in Stripe: Solo $120/yr, Studio $290/yr, and plans.ts references them.")
        .user(
          "perfect. oh and follow-up for later: the beta users were promised $9 forever. we need to grandfather them with a coupon before we flip billing on. not now",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["two months free"] },
      { kind: "task", keys: ["grandfather"] },
    ],
  },
  {
    id: "b175-copy-voice",
    build: (s) =>
      s
        .user("can you look at the invoice page buttons, something feels off")
        .file("Read", "src/app/invoices/[id]/page.tsx")
        .assistant("The buttons say 'Send Invoice!', 'Mark As Paid' and 'Download PDF'. Mixed capitalisation and one exclamation mark.")
        .user(
          "yeah that's it. ground rules for all UI copy from now on:\n- sentence case, not title case\n- no exclamation marks anywhere\n- we say client in the UI, never customer. our users have clients",
        )
        .file("Edit", "src/app/invoices/[id]/page.tsx")
        .bash("grep -rniw 'customer' src/app --include=*.tsx | wc -l", "7")
        .assistant("Fixed the invoice page. There are 7 more 'customer' occurrences in src/app; want me to replace them now?")
        .user("yes go")
        .file("Edit", "src/app/clients/page.tsx")
        .stop("Replaced them."),
    planted: [
      { kind: "instruction", keys: ["sentence case"] },
      { kind: "instruction", keys: ["exclamation"] },
      { kind: "instruction", keys: ["client", "customer"] },
    ],
  },
  {
    id: "b175-neon-branches",
    build: (s) =>
      s
        .user("migration for the new late_fee column, can you write it")
        .file("Write", "prisma/migrations/20261104_late_fee/migration.sql")
        .assistant("Written. Shall I run `prisma migrate dev` to apply it? Which database does DATABASE_URL point to in your shell right now?")
        .bash("echo $DATABASE_URL | sed 's/:.*@/:***@/'", "postgres://quill:***@ep-cold-sun-123.eu-central-1.aws.neon.tech/quill?branch=main")
        .user(
          "WHOA no. that's prod. rule: never run migrate dev against prod, prod only ever gets prisma migrate deploy from the github action. locally you use the dev neon branch",
        )
        .assistant("Understood, I won't touch it. How are preview deployments wired to the database?")
        .user("every vercel preview deploy points at the neon branch called preview, prod is main. DATABASE_URL is set per environment in vercel")
        .bash(
          "DATABASE_URL=$DEV_DATABASE_URL pnpm prisma migrate dev --name late_fee",
          "Applying migration `20261104_late_fee`\nYour database is now in sync with your schema.",
        )
        .stop("Applied on the dev branch only."),
    planted: [
      { kind: "instruction", keys: ["migrate deploy"] },
      { kind: "fact", keys: ["neon", "preview"] },
    ],
  },
  {
    id: "b175-invoice-pdf",
    build: (s) =>
      s
        .user("pdf generation is timing out on vercel again. what are our options")
        .bash("vercel inspect quillpay-git-main --logs | tail -3", "Error: Function size 63.2 MB exceeds the limit of 50 MB\n  at puppeteer-core/lib/...")
        .assistant(
          "Two options: (1) keep Puppeteer and move it to a separate service such as a Fly machine, or (2) render PDFs with @react-pdf/renderer inside the function, no browser. Option 2 keeps one deploy and the bundle stays around 8 MB.",
        )
        .user("option 2. react-pdf it is. I don't want to babysit another server")
        .file("Write", "src/lib/pdf/InvoiceDocument.tsx")
        .bash("pnpm build 2>&1 | grep 'api/invoices/\\[id\\]/pdf'", "ƒ /api/invoices/[id]/pdf    7.9 MB")
        .assistant("The PDF route is 7.9 MB now and builds. Fonts: do we embed Inter?")
        .user("yes Inter")
        .stop(),
    planted: [{ kind: "decision", keys: ["react-pdf"] }],
  },
  {
    id: "b175-overdue-cron",
    build: (s) =>
      s
        .user("some user emailed that the overdue reminder came at 3am their time. when does that job run?")
        .file("Read", "vercel.json")
        .assistant('vercel.json has `{"path": "/api/cron/overdue", "schedule": "0 7 * * *"}`, so 07:00 UTC every day, for everyone regardless of timezone.')
        .user(
          "right, the overdue cron runs at 07:00 UTC from vercel.json, that's known. the user's in Sydney. per-timezone sending is a real thing we need to build, but after launch. put it on the list",
        )
        .assistant("I'll leave the schedule alone. Should late fees be part of that same work?")
        .user("late fees: yes, we'll add them, also after launch. both go in the backlog")
        .bash("gh issue create --title 'Per-timezone overdue reminders' --label later", "https://github.com/quillpay/app/issues/88")
        .stop("Opened #88 for per-timezone reminders."),
    planted: [
      { kind: "fact", keys: ["07:00"] },
      { kind: "task", keys: ["timezone"] },
      { kind: "task", keys: ["late fees"] },
    ],
  },
  {
    id: "b175-posthog-events",
    build: (s) =>
      s
        .user("I want to see where people drop in onboarding. are we tracking anything?")
        .bash(
          "grep -rn 'posthog.capture' src | head",
          "src/app/signup/page.tsx:31:  posthog.capture('Signed Up')\nsrc/app/invoices/new/page.tsx:58:  posthog.capture('invoiceCreated')",
        )
        .assistant("Two events with inconsistent naming: 'Signed Up' and 'invoiceCreated'. Google Analytics is also loaded in the root layout.")
        .user(
          "ok let's fix naming before it spreads. PostHog event names are snake_case, object then verb in past tense: invoice_created, user_signed_up, client_added. and rip google analytics out completely, we're posthog only now",
        )
        .file("Edit", "src/app/signup/page.tsx")
        .file("Edit", "src/app/layout.tsx")
        .bash("pnpm test:unit", " Test Files  31 passed (31)")
        .assistant("Renamed both events and removed the GA script and its env var.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["snake_case"] },
      { kind: "decision", keys: ["google analytics"] },
    ],
  },
  {
    id: "b175-currency",
    build: (s) =>
      s
        .user("a user in dublin asked for euro invoices. how bad is multi-currency for us?")
        .file("Read", "prisma/schema.prisma")
        .assistant(
          "Not bad: amounts are stored as integer cents in amount_cents and each invoice row has a currency column with an ISO code, defaulting to 'USD'. The UI hardcodes '$' in two components though.",
        )
        .user("ok so amount_cents plus an ISO currency per invoice, good, that's what I remembered.")
        .user("let's ship multi-currency at launch but keep it to EUR, GBP and USD. no crypto, no 40-currency dropdown. three, done")
        .file("Edit", "src/components/Money.tsx")
        .bash("pnpm test:unit money", " ✓ src/components/Money.test.tsx (9 tests)")
        .stop("Money formatting now follows the invoice currency."),
    planted: [
      { kind: "fact", keys: ["amount_cents"] },
      { kind: "decision", keys: ["eur", "gbp"] },
    ],
  },
  {
    id: "b175-cancel-flow",
    build: (s) =>
      s
        .user("cancel flow. I was going to offer 50% off for 3 months when someone clicks cancel")
        .assistant(
          "That's a common retention play. It can save 10–20% of cancellations, though some users find it manipulative. I can build the modal either way.",
        )
        .user(
          "yeah... no. I changed my mind. no retention offer. we ask one question, why are you leaving, optional, then cancel immediately. I hate dark patterns and freelancers talk to each other",
        )
        .file("Write", "src/app/settings/billing/CancelDialog.tsx")
        .bash("pnpm test:unit billing", " ✓ src/app/settings/billing/billing.test.tsx (7 tests)")
        .assistant("The cancel dialog asks one optional question, then cancels at period end through the Stripe API.")
        .user("good. later on I want a weekly digest of the cancel reasons emailed to me. not now, just don't let me forget")
        .stop(),
    planted: [
      { kind: "decision", keys: ["retention offer"] },
      { kind: "task", keys: ["cancel reasons"] },
    ],
  },
  {
    id: "b175-feature-flags",
    build: (s) =>
      s
        .user("the recurring invoices thing is half done, can we ship it hidden?")
        .file("Read", "src/lib/flags.ts")
        .assistant(
          "Yes. src/lib/flags.ts wraps PostHog feature flags with getFlag(user, key), and it's evaluated server-side. I can gate the recurring tab with a 'recurring-invoices' flag.",
        )
        .user(
          "yes. and make that the default: anything new goes behind a flag first, even tiny things. I want to turn stuff on for 5 beta people before everyone",
        )
        .file("Edit", "src/app/invoices/layout.tsx")
        .bash("pnpm test:unit flags", " ✓ src/lib/flags.test.ts (4 tests)")
        .stop("The recurring tab is behind the recurring-invoices flag."),
    planted: [{ kind: "instruction", keys: ["behind a flag"] }],
  },
  {
    id: "b175-magic-links",
    build: (s) =>
      s
        .user("login. passwords or magic links? I keep reading both sides")
        .assistant(
          "Magic links remove password resets and credential stuffing; the cost is email latency at login. Passwords plus optional Google sign-in is the other common route.",
        )
        .user("magic links only. no passwords at all, one less thing to support. maybe google later, not deciding that now")
        .file("Edit", "src/lib/auth.ts")
        .bash("grep -n 'maxAge' src/lib/auth.ts", "27:    maxAge: 15 * 60, // seconds")
        .assistant("Password provider removed. The email provider's link maxAge is 15 * 60 seconds. Is 15 minutes long enough?")
        .user("hm, freelancers open mail on the phone and click on the laptop an hour later. hmm. maybe 60? idk let me think about it")
        .stop(),
    planted: [{ kind: "decision", keys: ["magic links"] }],
  },
  {
    id: "b175-due-date-bug",
    build: (s) =>
      s
        .user("three people in the US say their invoice due dates are one day early. wtf")
        .bash("psql $DATABASE_URL -c '\\d invoices' | grep due", " due_at | timestamp with time zone |  |  |")
        .assistant(
          "I think I see it, but let me confirm: due_at is timestamptz set to midnight UTC, and the app formats it in the viewer's timezone, so in the US it shows the previous day.",
        )
        .bash("node scripts/check-due.mjs inv_8842", "due_at (utc): 2026-11-15T00:00:00.000Z\nrendered (America/Chicago): Nov 14, 2026")
        .assistant(
          "Confirmed: the root cause is the timestamptz at midnight UTC being rendered in local time. I've migrated it to a due_date column of type date.",
        )
        .file("Write", "prisma/migrations/20261106_due_date/migration.sql")
        .user(
          "thank god. ok rule going forward: anything that's a calendar date without a time is a postgres date column, not timestamptz. no more midnight-UTC hacks",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["root cause", "midnight"] },
      { kind: "instruction", keys: ["date column", "timestamptz"] },
    ],
  },
  {
    id: "b175-commits",
    build: (s) =>
      s
        .user("commit this pls")
        .bash("git status --short", " M src/lib/flags.ts\n M src/app/invoices/layout.tsx")
        .assistant("Suggested message: 'Added recurring invoices flag'. OK to commit?")
        .user(
          "use conventional commits, feat: / fix: / chore:, lower case, always. and don't push to main, push the branch and I open the PR myself so vercel gives me a preview",
        )
        .bash(
          "git commit -am 'feat: gate recurring invoices behind a flag' && git push -u origin recurring-flag",
          "[recurring-flag 4c1e9a0] feat: gate recurring invoices behind a flag\n * [new branch]      recurring-flag -> recurring-flag",
        )
        .assistant("Committed and pushed to recurring-flag.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["conventional commits"] },
      { kind: "instruction", keys: ["push", "main"] },
    ],
  },
  {
    id: "b175-stripe-tax",
    build: (s) =>
      s
        .user("EU customers... VAT. I do not want to do this by hand")
        .assistant(
          "Stripe Tax calculates and collects VAT on subscriptions automatically for 0.5% per transaction. The alternative is a merchant of record like Paddle, which handles remittance too but takes ~5%.",
        )
        .user("turning on stripe tax. paddle's cut is too much at our size")
        .bash("stripe tax settings update --defaults.tax_behavior=exclusive", '{\n  "object": "tax.settings",\n  "status": "pending"\n}')
        .file("Edit", "src/lib/billing.ts")
        .assistant("Stripe Tax is enabled on checkout with exclusive tax. Its status is 'pending' until a head office address and registrations are added.")
        .user("right. TODO for me, not you: register for the OSS VAT scheme with Revenue before we open EU signups")
        .stop(),
    planted: [
      { kind: "decision", keys: ["stripe tax"] },
      { kind: "task", keys: ["oss"] },
    ],
  },
  {
    id: "b175-client-limit",
    build: (s) =>
      s
        .user("where do we enforce the solo plan's client limit?")
        .bash(
          "grep -rn 'canAddClient' src | head -3",
          "src/lib/limits.ts:12:export function canAddClient(plan: Plan, count: number) {\nsrc/app/clients/actions.ts:19:  if (!canAddClient(plan, count)) {",
        )
        .assistant("In canAddClient() in src/lib/limits.ts, called from the create-client server action. The Solo cap is 20 active clients.")
        .user("20 feels stingy. someone with 21 clients is a good customer, we shouldn't punish them. make it 25 for solo")
        .file("Edit", "src/lib/limits.ts")
        .bash("pnpm test:unit limits", " ✓ src/lib/limits.test.ts (5 tests)")
        .assistant("Solo's cap is 25 active clients now.")
        .user("hm or unlimited and we gate on something else? nah, 25 is fine, leave it")
        .stop(),
    planted: [
      { kind: "fact", keys: ["limits.ts"] },
      { kind: "decision", keys: ["25"] },
    ],
  },
  {
    id: "b175-welcome-email",
    build: (s) =>
      s
        .user("welcome email. the current one is a designed html thing with a big button. it looks like spam")
        .file("Read", "emails/Welcome.tsx")
        .assistant("I can replace it with a plain-text email from you personally, e.g. from maya@quillpay.app, with a single link to create the first invoice.")
        .user("yes exactly that. plain text, from me, reply-to me. people reply to those")
        .file("Write", "emails/Welcome.tsx")
        .bash("pnpm email:preview Welcome --text", "Hi {{firstName}},\n\nI'm Maya, I built Quillpay...")
        .assistant("Done.")
        .user("next week we should add a day 3 nudge for people who haven't sent an invoice yet. write it down somewhere")
        .stop(),
    planted: [
      { kind: "decision", keys: ["plain text"] },
      { kind: "task", keys: ["day 3"] },
    ],
  },
  {
    id: "b175-error-monitoring",
    build: (s) =>
      s
        .user("I found out about the pdf outage from a user tweet. we need error monitoring")
        .assistant(
          "Options: Sentry (free tier 5k errors/month, good Next.js SDK), Highlight, or Vercel's built-in logs with alerts. Sentry is the usual choice.",
        )
        .user("sentry. set it up")
        .bash("pnpm dlx @sentry/wizard@latest -i nextjs --quiet", "✔ Added sentry.client.config.ts\n✔ Added sentry.server.config.ts\n✔ Updated next.config.mjs")
        .file("Edit", "next.config.mjs")
        .assistant("Sentry is installed for client and server. Source maps upload needs SENTRY_AUTH_TOKEN in Vercel.")
        .user("I'll add the token. ")
        .stop(),
    planted: [{ kind: "decision", keys: ["sentry"] }],
  },
  {
    id: "b175-backups",
    build: (s) =>
      s
        .user("if neon lost our db tomorrow how screwed are we")
        .bash("neonctl projects get quill --output json | jq .history_retention_seconds", "604800")
        .assistant("History retention is 604800 s, so 7 days of point-in-time restore on the current Neon plan. There are no off-Neon backups.")
        .user(
          "ok so neon gives us 7 days of PITR, good to know. but everything in one basket scares me. after launch we set up a nightly pg_dump to R2. not now, I have the launch email to write",
        )
        .stop("No changes made."),
    planted: [
      { kind: "fact", keys: ["7 days"] },
      { kind: "task", keys: ["pg_dump"] },
    ],
  },
  {
    id: "b175-support-tool",
    build: (s) =>
      s
        .user("support inbox. intercom quoted me $74/mo for the starter thing. for ONE person")
        .assistant("Alternatives: Plain (API-first, cheaper), Help Scout, or just a shared inbox. The in-app chat widget is the main thing Intercom gives you.")
        .user("we go with plain. no chat widget, email only, I answer within a day anyway. can you add the contact form that posts to plain's api?")
        .file("Write", "src/app/api/support/route.ts")
        .bash('curl -s -X POST localhost:3000/api/support -d \'{"email":"t@t.co","message":"hi"}\'', '{"ok":true,"threadId":"th_01JC..."}')
        .assistant("The support form creates a Plain thread.")
        .stop(),
    planted: [{ kind: "decision", keys: ["plain", "intercom"] }],
  },
  {
    id: "b175-referrals",
    build: (s) =>
      s
        .user("should we do referrals now? like give a month free for each friend")
        .assistant(
          "A referral program needs tracking codes, coupon issuing and abuse checks; Rewardful or a homegrown table with Stripe coupons would both work.",
        )
        .user(
          "scratch that, not now. too early, 38 paying users don't refer anyone. once we're past 100 paying we do a referral program, one free month each side. park it",
        )
        .bash("echo '- referral program (1 month each side) after 100 paying' >> LATER.md", "")
        .file("Edit", "LATER.md")
        .stop("Added to LATER.md."),
    planted: [{ kind: "task", keys: ["referral", "100"] }],
  },
  {
    id: "b175-dependencies",
    build: (s) =>
      s
        .user("dependabot opened 14 PRs overnight. can you look")
        .bash(
          "gh pr list --author app/dependabot --json title --jq '.[].title' | head -4",
          "Bump next from 15.0.2 to 15.0.3\nBump @prisma/client from 5.21.1 to 5.22.0\nBump stripe from 17.2.0 to 17.3.1\nBump eslint from 9.13.0 to 9.14.0",
        )
        .assistant("Mostly patch bumps. I can merge them after the unit tests pass on each.")
        .user(
          "from now on: patch bumps you can merge once CI is green, but anything touching stripe or prisma waits for me, even patches. those two have bitten me",
        )
        .bash(
          "gh pr merge 301 --squash && gh pr merge 304 --squash",
          "✓ Squashed and merged pull request #301 (Bump next)\n✓ Squashed and merged pull request #304 (Bump eslint)",
        )
        .assistant("Merged next and eslint; left stripe and prisma open for you.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["stripe", "prisma"] }],
  },
  {
    id: "b175-owner-domain",
    build: (s) =>
      s
        .user("the custom domain for invoices, invoices.theirbrand.com. who handles the certs?")
        .bash(
          "grep -n 'cloudflare' -r src/lib | head -2",
          "src/lib/domains.ts:3:// custom hostnames via Cloudflare for SaaS, zone quillpay.app\nsrc/lib/domains.ts:40:  // TODO: never delete a hostname while invoices still reference it",
        )
        .assistant("src/lib/domains.ts registers custom hostnames with Cloudflare for SaaS on the quillpay.app zone; Cloudflare issues the certificates.")
        .user(
          "right, it's cloudflare for saas, and fyi my cofounder-ish friend Tomás owns that cloudflare account, not me. if anything there needs changing I have to ask him",
        )
        .assistant("Got it. Should I wire the hostname verification status into the settings page?")
        .user("maybe. how long does verification usually take?")
        .assistant("Usually under five minutes once the CNAME exists; DNS propagation can stretch it.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["cloudflare for saas"] },
      { kind: "fact", keys: ["tomás"] },
    ],
  },
  {
    id: "b175-invoice-numbering",
    build: (s) =>
      s
        .user("a user says their invoice numbers jumped from INV-0012 to INV-0014. that's bad, accountants freak out about gaps")
        .bash(
          "grep -rn 'nextInvoiceNumber' src/lib",
          "src/lib/invoices/number.ts:8:export async function nextInvoiceNumber(tx, userId) {\nsrc/lib/invoices/number.ts:9:  // TODO: must always run inside the create transaction",
        )
        .file("Read", "src/lib/invoices/number.ts")
        .assistant(
          "Numbers come from a per-user row in the invoice_counters table, incremented with UPDATE ... RETURNING. The draft route calls it outside the transaction, so a failed insert burns a number. I've moved the call inside the transaction.",
        )
        .file("Edit", "src/app/invoices/new/actions.ts")
        .bash("pnpm test:unit number", " ✓ src/lib/invoices/number.test.ts (6 tests)")
        .user("ok. so invoice_counters holds one sequence per user, good to know, I thought it was a global sequence")
        .user(
          "unrelated but while I think of it: accountants keep asking for a CSV export of all invoices per quarter. we need to build that, probably next month",
        )
        .stop("The gap fix is in."),
    planted: [
      { kind: "fact", keys: ["invoice_counters"] },
      { kind: "task", keys: ["csv", "accountants"] },
    ],
  },
  {
    id: "b175-stripe-keys",
    build: (s) =>
      s
        .user("I want to test the live checkout once before launch. where are the live keys again?")
        .bash("grep -n STRIPE .env.local", "STRIPE_SECRET_KEY=sk_test_51N...\nSTRIPE_PUBLISHABLE_KEY=pk_test_51N...")
        .assistant("Your local env only has test keys. Do you keep the live ones somewhere?")
        .user("oh right, the live stripe keys are in 1Password, in the 'Quill ops' vault, nowhere else")
        .assistant(
          "Then a live checkout test would need those keys set on a preview deploy. Alternatively Stripe's test clocks can simulate the renewal cycle.",
        )
        .user(
          "let's not mess with live keys tonight. but at some point we should swap our homemade billing settings page for the stripe customer portal, it does invoices and card updates for free. later",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["1password"] },
      { kind: "task", keys: ["customer portal"] },
    ],
  },
  {
    id: "b175-onboarding-order",
    build: (s) =>
      s
        .user("onboarding order. right now it's: business details → import clients → first invoice. people bail before the invoice")
        .assistant(
          "One option is to lead with the CSV client import, since it makes the account feel populated. Another is to open directly on the invoice editor and collect business details inline when they're needed.",
        )
        .user("import first? hmm, maybe... no. most people have 3 clients, they don't have a CSV")
        .user(
          "ok decided: onboarding opens straight on the invoice editor, business details get asked inline when the invoice needs them. and we never ask for a logo during onboarding, logo lives in settings, it's a rabbit hole people get stuck in",
        )
        .file("Edit", "src/app/onboarding/flow.ts")
        .bash("pnpm test:unit onboarding", " ✓ src/app/onboarding/onboarding.test.ts (12 tests) 93ms")
        .assistant("The flow now starts on the invoice editor; the logo upload step is removed from onboarding.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["invoice editor"] },
      { kind: "instruction", keys: ["logo"] },
    ],
  },
  {
    id: "b175-format-helpers",
    build: (s) =>
      s
        .user("why does the dashboard show 1,234.5 and the invoice shows €1.234,50 for the same number")
        .bash("grep -rn 'toLocaleString' src | wc -l", "9")
        .assistant(
          "There are 9 inline toLocaleString calls with different options. src/lib/format.ts already has formatMoney and formatDate built on Intl with the invoice's currency and the user's locale.",
        )
        .user("ugh. ok: money and dates only ever get formatted through format.ts. no inline toLocaleString, anywhere. replace all 9")
        .file("Edit", "src/app/dashboard/page.tsx")
        .file("Edit", "src/components/InvoiceTable.tsx")
        .bash("grep -rn 'toLocaleString' src | wc -l", "0")
        .assistant("All 9 replaced with formatMoney/formatDate.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["format.ts"] }],
  },
  {
    id: "b175-price-change-watch",
    build: (s) =>
      s
        .user("should we A/B test the new $12 price against the old $9?")
        .bash(
          "posthog-cli query 'select count() from events where event = \\'user_signed_up\\' and timestamp > now() - interval 30 day'",
          "count()\n------\n64",
        )
        .assistant(
          "64 signups in 30 days. An A/B test on price would need several hundred per arm to detect a meaningful difference, so it would run for months.",
        )
        .user(
          "yeah that's what I feared. no A/B on pricing then, we don't have the traffic. we just change it and watch. remind me on the 20th to compare signups and trial conversions before vs after the price change",
        )
        .bash("echo '2026-11-20: compare signups + trial conversion before/after $12' >> LATER.md", "")
        .stop("Added the reminder to LATER.md."),
    planted: [
      { kind: "decision", keys: ["a/b"] },
      { kind: "task", keys: ["20th"] },
    ],
  },
  {
    id: "b175-no-staging",
    build: (s) =>
      s
        .user("the new invoice editor is done?")
        .bash("pnpm test:unit && pnpm build", " Test Files  33 passed (33)\n ✓ Compiled successfully")
        .assistant("Tests pass and the build succeeds locally. It works on localhost:3000. Shall I deploy to staging?")
        .user(
          "there's no staging, the vercel previews are our staging. and please, before you tell me something's done, click through it on the preview URL, not just localhost. last time the env vars were missing on preview and I found out from a user",
        )
        .bash(
          "git push -u origin invoice-editor && vercel ls quillpay | head -2",
          "Age  Deployment                                  Status\n1m   quillpay-git-invoice-editor-maya.vercel.app  ● Ready",
        )
        .assistant("Checked the preview: creating, editing and sending a draft invoice all work there.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["no staging"] },
      { kind: "instruction", keys: ["preview url"] },
    ],
  },
  {
    id: "b175-churn-outreach",
    build: (s) =>
      s
        .user("can you get me everyone who canceled since september, with email and plan")
        .bash(
          "psql $DATABASE_URL -c \"select u.email, s.plan from subscriptions s join users u on u.id = s.user_id where s.canceled_at >= '2026-09-01'\" --csv > /tmp/churned.csv && wc -l /tmp/churned.csv",
          "12 /tmp/churned.csv",
        )
        .assistant("11 users, saved to /tmp/churned.csv. Most of them on Solo.")
        .user("thanks. I'm going to email each of the churned users personally this weekend, one by one, no template. that's on me, don't automate it")
        .assistant("Would a breakdown by profession help? The signup form asks for it.")
        .bash(
          'psql $DATABASE_URL -c "select profession, count(*) from users group by 1 order by 2 desc limit 3"',
          " profession  | count\n-------------+-------\n designer    |    41\n copywriter  |    17\n developer   |     6",
        )
        .user("yep, as I thought: our users are mostly designers, then copywriters. that's who we build for")
        .stop(),
    planted: [
      { kind: "task", keys: ["churned"] },
      { kind: "fact", keys: ["designers", "copywriters"] },
    ],
  },
  {
    id: "b175-resend-limit",
    build: (s) =>
      s
        .user("overdue reminders didn't go out tuesday. nobody got one")
        .bash(
          "vercel logs quillpay --since 3d | grep -i resend | tail -2",
          "[cron/overdue] resend error 429: daily_quota_exceeded (100/100)\n[cron/overdue] resend error 429: daily_quota_exceeded (100/100)",
        )
        .assistant(
          "Confirmed: Resend returned daily_quota_exceeded. We're on the free plan, which caps at 100 emails a day, and Tuesday's reminders plus magic links went over it.",
        )
        .user("omg 100 emails a day, that's the cause. fine, upgrade to resend pro, it's $20 a month, that's nothing compared to missed reminders")
        .bash("pnpm dlx resend-cli domains list | head -2", "mail.quillpay.app  verified")
        .assistant("You'll need to switch the plan in the Resend dashboard; nothing changes in code. I can re-run Tuesday's reminders after that.")
        .user("done, upgraded. rerun them")
        .bash('curl -s -X POST https://quillpay.app/api/cron/overdue?date=2026-11-10 -H "authorization: Bearer $CRON_SECRET"', '{"sent":37}')
        .stop("Re-sent 37 reminders."),
    planted: [
      { kind: "fact", keys: ["100 emails"] },
      { kind: "decision", keys: ["resend pro"] },
    ],
  },
  {
    id: "b175-ui-kit",
    build: (s) =>
      s
        .user("I'm so tired of fixing our homemade dropdown. it breaks on safari every other week")
        .file("Read", "src/components/ui/Dropdown.tsx")
        .assistant(
          "We could adopt shadcn/ui: the components are copied into the repo, built on Radix, so keyboard and Safari issues are mostly handled. Or Headless UI, which is lighter.",
        )
        .user(
          "I said two months ago we'd build our own. I was wrong. going with shadcn, start with dropdown, dialog and toast. keep our look though: #5B4BFF stays the only accent color, no other accent colors sneaking in from their themes",
        )
        .bash(
          "pnpm dlx shadcn@latest add dropdown-menu dialog toast",
          "✔ Created 3 files:\n  - src/components/ui/dropdown-menu.tsx\n  - src/components/ui/dialog.tsx\n  - src/components/ui/toast.tsx",
        )
        .file("Edit", "tailwind.config.ts")
        .assistant("Added the three components and mapped --primary to #5B4BFF.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["shadcn"] },
      { kind: "instruction", keys: ["#5b4bff"] },
    ],
  },
  {
    id: "b175-i18n-prep",
    build: (s) =>
      s
        .user("18 signups from germany last month. wild")
        .bash("grep -rn \"from 'next-intl'\" src | wc -l", "0")
        .assistant("No i18n setup yet; all strings are inline English. next-intl would be the usual choice for the App Router.")
        .user(
          "not translating yet. but let's make it cheap later: from now on every user-facing string goes through t(), even though english is the only language. german is the first translation we'll do, after the EU launch",
        )
        .bash("pnpm add next-intl", "+ next-intl 3.25.1")
        .file("Write", "src/i18n/en.json")
        .assistant("next-intl is set up with an English catalog; the invoice page strings use t() now.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["t()"] },
      { kind: "task", keys: ["german"] },
    ],
  },
  {
    id: "b175-account-deletion",
    build: (s) =>
      s
        .user("someone asked to delete their account. what actually happens when they click delete?")
        .file("Read", "src/jobs/purge.ts")
        .assistant(
          "Deletion sets users.deleted_at and hides the account; the nightly purge job hard-deletes rows whose deleted_at is older than 30 days, invoices and PDFs included.",
        )
        .user("ok good, deleted_at then a hard delete after 30 days. that's what I'll tell people")
        .user("also an agency asked for a DPA. we don't have one. I need to get a DPA written before the EU launch, probably from a template + a lawyer glance")
        .bash("echo '- DPA (template + lawyer) before EU launch' >> LATER.md", "")
        .stop(),
    planted: [
      { kind: "fact", keys: ["deleted_at", "30 days"] },
      { kind: "task", keys: ["dpa"] },
    ],
  },
  {
    id: "b175-mobile",
    build: (s) =>
      s
        .user("people keep asking 'is there an app'. should we do react native?")
        .assistant(
          "A native app doubles the surface to maintain. A PWA with an install prompt covers 'create and send an invoice from my phone' for most users; push notifications work on iOS 16.4+ for installed PWAs.",
        )
        .user("PWA. no native app this year, I can't maintain two codebases alone")
        .file("Write", "public/manifest.webmanifest")
        .bash("pnpm dlx playwright screenshot --viewport-size=320,568 https://quillpay.app/invoices/new /tmp/se.png && echo ok", "ok")
        .assistant(
          "Manifest added. On a 320 px wide screen (iPhone SE) the invoice editor's line-item table overflows horizontally and the totals are cut off.",
        )
        .user("yeah I've seen that. the editor on iphone SE width is a mess, that's next sprint, not today")
        .stop(),
    planted: [
      { kind: "decision", keys: ["pwa"] },
      { kind: "task", keys: ["iphone se"] },
    ],
  },
  {
    id: "b175-blog-seo",
    build: (s) =>
      s
        .user("can you add a blog post page for the launch announcement")
        .bash("ls src/app", "(marketing)\napi\nclients\ndashboard\ninvoices\nonboarding\nsettings")
        .assistant("There's no blog route in this app. Should I create src/app/blog?")
        .user(
          "oh no, the blog isn't in this repo, it's a separate Ghost site at blog.quillpay.app. I'll post it there. what we DO need at some point is a comparison page, quillpay vs freshbooks, for seo. not this week",
        )
        .file("Read", "src/app/(marketing)/page.tsx")
        .assistant("Understood. The marketing footer links to /blog; it should point to blog.quillpay.app. Want me to fix the link?")
        .user("yes pls")
        .file("Edit", "src/app/(marketing)/Footer.tsx")
        .stop("Footer now links to blog.quillpay.app."),
    planted: [
      { kind: "fact", keys: ["ghost"] },
      { kind: "task", keys: ["freshbooks"] },
    ],
  },
  {
    id: "b175-seed-data",
    build: (s) =>
      s
        .user("I need realistic data locally to record the demo video")
        .bash("ls scripts", "check-due.mjs\nseed.ts\nsnapshot-prod.sh")
        .assistant(
          "There's scripts/seed.ts and scripts/snapshot-prod.sh. The snapshot script copies production data into the dev branch, which would look the most realistic.",
        )
        .user(
          "no!! never put prod data on my laptop, those are real people's clients. seed data comes from seed.ts with fake names, always. honestly delete snapshot-prod.sh",
        )
        .bash(
          "git rm scripts/snapshot-prod.sh && pnpm tsx scripts/seed.ts --clients 12 --invoices 40",
          "rm 'scripts/snapshot-prod.sh'\nSeeded 12 clients, 40 invoices",
        )
        .assistant("Removed the snapshot script and seeded 12 fake clients with 40 invoices.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["seed", "prod"] }],
  },
  // ---- sessions that plant nothing ----
  {
    id: "b175-empty-typo",
    build: (s) =>
      s
        .user("typo on the landing hero: 'get payed faster'. fix pls")
        .bash("grep -rn 'payed' src/app/(marketing)", "src/app/(marketing)/page.tsx:14:  <h1>Get payed faster</h1>")
        .file("Edit", "src/app/(marketing)/page.tsx")
        .assistant("Fixed to 'Get paid faster'.")
        .user("lol thanks. embarrassing, that was up for a month")
        .assistant("It happens. No other occurrences in the repo.")
        .stop(),
    planted: [],
  },
  {
    id: "b175-empty-usage-pricing",
    build: (s) =>
      s
        .user("random thought. what if pricing was per invoice sent instead of per month? like 50 cents an invoice")
        .assistant(
          "Usage-based pricing lowers the entry barrier for occasional users, but revenue becomes harder to predict and heavy users may churn to flat-rate tools. You could also do a hybrid: flat fee plus overage.",
        )
        .user("hmm. do you know any invoicing tools that do that?")
        .assistant(
          "A few payment-first tools take a percentage per paid invoice rather than per sent one. I don't have reliable current pricing for specific competitors.",
        )
        .user("ok. I need to think about it more. not today")
        .stop(),
    planted: [],
  },
  {
    id: "b175-empty-snapshot",
    build: (s) =>
      s
        .user("run the unit tests, I changed the invoice table a bit")
        .bash(
          "pnpm test:unit",
          " ✘ src/components/InvoiceTable.test.tsx > renders rows\n   Snapshot `renders rows 1` mismatched\n Test Files  1 failed | 30 passed (31)",
          1,
        )
        .assistant("One snapshot mismatch in InvoiceTable, from your column change. Update the snapshot?")
        .user("yes, the change is intentional")
        .bash("pnpm test:unit -u src/components/InvoiceTable.test.tsx", " ✓ src/components/InvoiceTable.test.tsx (3 tests)\n Snapshots  1 updated")
        .assistant("Snapshot updated; all 31 test files pass.")
        .stop(),
    planted: [],
  },
  {
    id: "b175-empty-cancels",
    build: (s) =>
      s
        .user("3 cancels this week. I'm trying not to take it personally lol")
        .assistant("Want me to pull the cancel reasons and plan tenure for those three?")
        .user("yeah")
        .bash(
          "psql $DATABASE_URL -c \"select plan, reason, age(canceled_at, created_at) from subscriptions where canceled_at > now() - interval '7 days'\"",
          " plan | reason                   | age\n------+--------------------------+---------\n solo | too expensive            | 41 days\n solo | switched to spreadsheet  | 16 days\n solo |                          | 12 days",
        )
        .assistant("All three were on Solo, two within their first month. One said too expensive, one went back to a spreadsheet, one gave no reason.")
        .user("spreadsheet. ouch. ok, nothing to do about it tonight")
        .stop(),
    planted: [],
  },
  {
    id: "b175-empty-webhook-400",
    build: (s) =>
      s
        .user("stripe dashboard shows webhook failures, 400s since this afternoon")
        .bash(
          "vercel logs quillpay --since 6h | grep webhook | tail -3",
          "POST /api/stripe/webhook 400 - No signatures found matching the expected signature for payload. Are you passing the raw request body? Stripe must always receive...\nPOST /api/stripe/webhook 400",
        )
        .assistant(
          "Signature verification is failing. Maybe the body is being parsed before verification, or maybe the secret was rotated. I can't tell which from the logs alone.",
        )
        .user("I did click something in the stripe dashboard today... maybe I rolled the secret? not sure")
        .assistant("If you rolled it, the new whsec_ value needs to go into Vercel and a redeploy. Can you check the endpoint's signing secret in Stripe?")
        .user("I'll look tomorrow morning, too tired now")
        .stop(),
    planted: [],
  },
  {
    id: "b175-empty-lint",
    build: (s) =>
      s
        .user("lint is yelling")
        .bash(
          "pnpm lint",
          "src/app/clients/page.tsx\n  22:7  error  'unused' is assigned a value but never used  @typescript-eslint/no-unused-vars\n✖ 1 problem (1 error, 0 warnings)",
          1,
        )
        .file("Edit", "src/app/clients/page.tsx")
        .assistant("Removed the unused variable; lint is clean.")
        .user("ty")
        .assistant("Anything else on the clients page?")
        .user("no that's it")
        .stop(),
    planted: [],
  },
  {
    id: "b175-empty-dark-mode",
    build: (s) =>
      s
        .user("should we add dark mode? two people asked")
        .assistant("With Tailwind it's mostly adding dark: variants; the invoice preview and PDFs would stay light. Maybe a day or two of work.")
        .user("hmm, a day or two. that's a day not spent on onboarding")
        .assistant("The onboarding drop-off numbers suggest that's where the leverage is, but it's your call.")
        .user("nah, forget dark mode. two people isn't a signal")
        .stop(),
    planted: [],
  },
  {
    id: "b175-empty-lighthouse",
    build: (s) =>
      s
        .user("what's the lighthouse score on the landing page?")
        .bash("pnpm dlx lighthouse https://quillpay.app --only-categories=performance --quiet --output=json | jq .categories.performance.score", "0.91")
        .assistant("Performance is 91. The largest contentful paint is the hero screenshot, a 480 KB PNG.")
        .user("is 91 good?")
        .assistant("It's in the green range. Converting the hero to AVIF would probably push it above 95.")
        .user("ok cool, good enough for now")
        .stop(),
    planted: [],
  },
  {
    id: "b175-empty-neon-question",
    build: (s) =>
      s
        .user("dumb question, what's the difference between a neon branch and just a second database?")
        .assistant(
          "A Neon branch is a copy-on-write clone of a parent branch at a point in time: it starts with the parent's data without copying it, and only stores what changes. A second database would start empty or need a full copy.",
        )
        .user("oh so it's like git for the db")
        .assistant("Pretty much, for data and schema. Branches can also be reset to their parent.")
        .user("neat. ok thx")
        .stop(),
    planted: [],
  },
  {
    id: "b175-empty-rename",
    build: (s) =>
      s
        .user("rename InvoiceRowThing to InvoiceRow, I named it at 2am")
        .bash("grep -rl 'InvoiceRowThing' src", "src/components/InvoiceRowThing.tsx\nsrc/components/InvoiceTable.tsx")
        .file("Edit", "src/components/InvoiceTable.tsx")
        .bash("git mv src/components/InvoiceRowThing.tsx src/components/InvoiceRow.tsx && pnpm tsc --noEmit", "")
        .assistant("Renamed the file and component; typecheck passes.")
        .user("🙏")
        .assistant("Done.")
        .stop(),
    planted: [],
  },
  {
    id: "b175-empty-week-summary",
    build: (s) =>
      s
        .user("what did we ship this week? I want to write the changelog")
        .bash(
          "git log --since='7 days ago' --pretty='%s' | head -6",
          "feat: gate recurring invoices behind a flag\nfix: invoice number gaps\nfeat: cancel dialog\nchore: remove google analytics\nfeat: pdf via react-pdf\nfix: due dates off by one",
        )
        .assistant(
          "This week: recurring invoices behind a flag, the invoice-number gap fix, the new cancel dialog, GA removed, PDFs rendered with react-pdf, and the due-date off-by-one fix.",
        )
        .user("turn that into 4 bullets, friendly, no jargon")
        .assistant(
          "- Invoices now download faster and never time out\n- Due dates show the right day wherever you are\n- Invoice numbers stay in order\n- Cancelling is one click and one optional question",
        )
        .user("love it")
        .stop(),
    planted: [],
  },
  {
    id: "b175-empty-slow-dashboard",
    build: (s) =>
      s
        .user("the dashboard feels slow today. is it just me?")
        .bash(
          "cat next.config.mjs | head -8",
          "/** @type {import('next').NextConfig} */\nconst nextConfig = {\n  // always keep this in sync with vercel.json regions\n  experimental: { ppr: false },\n  // TODO: never enable ppr before next 15.1\n};",
        )
        .assistant(
          "Nothing in the config changed recently. It could be a cold start on the serverless function, or the Neon compute scaling up from zero after idle. I'd need timings to tell.",
        )
        .user("could be neon waking up? it does feel slow only the first time")
        .bash(
          "curl -s -o /dev/null -w '%{time_total}\\n' https://quillpay.app/dashboard; curl -s -o /dev/null -w '%{time_total}\\n' https://quillpay.app/dashboard",
          "2.841\n0.312",
        )
        .assistant(
          "First request 2.8 s, second 0.3 s. That fits a cold start of some kind, but this alone doesn't show whether it's the function or the database.",
        )
        .user("meh, it's fine for now")
        .stop(),
    planted: [],
  },
];

export const BLIND175 = plantedSet(BLIND175_SESSIONS, Date.UTC(2026, 10, 3, 9));
