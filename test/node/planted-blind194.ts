/**
 * Blind planted set 194 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a Brazilian full-stack developer (Next.js, Prisma, Postgres, a clinic-scheduling app) writing
 * slightly unidiomatic but clear English, kind and direct, with a Portuguese word here and there
 * ("beleza", "fechado", "nossa"); items stated mid-paragraph, in lists, by the user or by the agent and confirmed.
 * Each session is one segment; the items planted in it are listed with it: 70 items (17 decisions, 17 instructions,
 * 19 facts, 17 tasks) in 47 sessions, 12 of which plant nothing (56 user/assistant messages between them).
 * Every other message
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

export const BLIND194_SESSIONS: BlindSession[] = [
  {
    id: "b194-migrate-dev",
    build: (s) =>
      s
        .user(
          "Oi! I need a new column cancelledAt on Appointment, nullable DateTime. Before you start, one important thing for this project: never run prisma db push against the shared dev database, always create a real migration with prisma migrate dev --name something. The db push already broke our schema two times.",
        )
        .file("Edit", "prisma/schema.prisma")
        .bash(
          "pnpm prisma migrate dev --name appointment_cancelled_at",
          'Environment variables loaded from .env\nDatasource "db": PostgreSQL database "agenda_dev", schema "public" at "localhost:5434"\n\nApplying migration `20261122090000_appointment_cancelled_at`\n\nYour database is now in sync with your schema.\n✔ Generated Prisma Client (v5.22.0)',
        )
        .assistant(
          "Added `cancelledAt DateTime?` to Appointment and created the migration `20261122090000_appointment_cancelled_at`. It applied cleanly and the client is regenerated.",
        )
        .user(
          "Perfeito. Ah, and if you wonder why the port is strange: the shared dev db runs on port 5434, not 5432, because my local postgres of other projects already uses 5432.",
        )
        .assistant("Got it, that explains the `localhost:5434` in the datasource line.")
        .stop("Migration created and applied on the shared dev database."),
    planted: [
      { kind: "instruction", keys: ["db push"] },
      { kind: "fact", keys: ["5434"] },
    ],
  },
  {
    id: "b194-authjs",
    build: (s) =>
      s
        .user("We need to choose the login lib for the admin area. NextAuth or Lucia? What do you think?")
        .assistant(
          "I'd lean to Auth.js (NextAuth v5): it has an official Prisma adapter, works with the App Router and server actions, and Lucia's author has deprecated it as a library in favour of a guide. Lucia would give more control, but we'd maintain the session code ourselves.",
        )
        .user("Hmm, ok, you convinced me. Let's go with Auth.js v5 with the Prisma adapter, email + password for now.")
        .bash(
          "pnpm add next-auth@beta @auth/prisma-adapter",
          "Packages: +14\n++++++++++++++\ndependencies:\n+ @auth/prisma-adapter 2.7.2\n+ next-auth 5.0.0-beta.25\n\nDone in 6.3s",
        )
        .file("Write", "src/auth.ts")
        .file("Edit", "prisma/schema.prisma")
        .assistant("Auth.js is wired: `src/auth.ts` exports `auth`, `signIn`, `signOut`, and the Account/Session/VerificationToken models are in the schema.")
        .user(
          "Show. The clinic staff also asked for login with Google, but not today. Later we need to add the Google provider, ok? Leave it for another sprint.",
        )
        .stop("Understood, only credentials for now."),
    planted: [
      { kind: "decision", keys: ["auth.js"] },
      { kind: "task", keys: ["google provider"] },
    ],
  },
  {
    id: "b194-login-typo",
    build: (s) =>
      s
        .user("tem um typo na página de login, the button says 'Entar' instead of 'Entrar'. can you fix pls?")
        .file("Edit", "app/(auth)/login/page.tsx")
        .assistant('Fixed: the button label now reads "Entrar".')
        .user("valeu! and the placeholder of the email field, is it also wrong?")
        .assistant('No, the placeholder is "seu@email.com", that one is fine.')
        .user("ok great, obrigado")
        .stop("Typo fixed on the login button."),
    planted: [],
  },
  {
    id: "b194-money-cents",
    build: (s) =>
      s
        .user("The checkout total is showing R$ 129,899999 for some orders 😅 can you look what is happening?")
        .bash('grep -n "price" prisma/schema.prisma', "41:  price       Float\n58:  unitPrice   Float\n59:  total       Float")
        .assistant(
          "The prices are `Float` columns, so summing them accumulates binary rounding errors. Two ways out: Prisma `Decimal`, or store integer cents. Cents is simpler with Stripe and Mercado Pago since both APIs take amounts in cents anyway.",
        )
        .user(
          "Vamos de cents. Store all amounts as integer cents (priceCents Int, totalCents Int) and format only in the UI with Intl.NumberFormat pt-BR. And from now on please no Float for money anywhere in the schema, never again.",
        )
        .file("Edit", "prisma/schema.prisma")
        .bash(
          "pnpm prisma migrate dev --name money_in_cents",
          "Applying migration `20261123091500_money_in_cents`\n\nYour database is now in sync with your schema.",
        )
        .file("Edit", "lib/format.ts")
        .assistant(
          "Migrated the three columns to cents (multiplying the existing values by 100 in the migration SQL) and added `formatBRL(cents)` in `lib/format.ts`.",
        )
        .stop("Checkout totals are now computed in integer cents."),
    planted: [
      { kind: "decision", keys: ["cents"] },
      { kind: "instruction", keys: ["float", "money"] },
    ],
  },
  {
    id: "b194-vercel-preview",
    build: (s) =>
      s
        .user("build is failing on the Vercel preview but works local, here the log")
        .bash(
          "vercel logs agenda-git-feat-ag-388-pacientes.vercel.app",
          'Error: Environment variable not found: DATABASE_URL.\n  -->  schema.prisma:7\n   | \n 6 |   provider = "postgresql"\n 7 |   url      = env("DATABASE_URL")\n\nBuild failed: prisma generate exited with 1',
          1,
        )
        .assistant("Maybe the preview environment has the variable under another name, or it's only missing for this branch. Let me check the env list.")
        .bash(
          "vercel env ls",
          "name                 value        environments\nDATABASE_URL         Encrypted    Production\nNEXTAUTH_SECRET      Encrypted    Production, Preview\nRESEND_API_KEY       Encrypted    Production",
        )
        .assistant(
          "Confirmed: DATABASE_URL is set only for Production. Preview deployments have no database at all, so every preview build fails at prisma generate.",
        )
        .user(
          "Ahh that's it, I forgot. Ok, next week I need to create a Neon branch for the preview deploys and wire the env var, don't do it now, I want to see the pricing first.",
        )
        .stop("Leaving the preview database for later."),
    planted: [
      { kind: "fact", keys: ["preview", "database_url"] },
      { kind: "task", keys: ["neon branch"] },
    ],
  },
  {
    id: "b194-pnpm-vitest",
    build: (s) =>
      s
        .user("pls run the tests for the cart module")
        .bash("npm run test -- cart", 'npm ERR! code EUNSUPPORTEDPROTOCOL\nnpm ERR! Unsupported URL Type "workspace:": workspace:*', 1)
        .user(
          "Ah desculpa, I forgot to tell you. This repo is pnpm only, never npm or yarn, the lockfile gets crazy. And the tests run with pnpm vitest run, not jest. The jest.config.js in the root is old stuff, remind me to delete it some day, not now because Thiago's branch still touches it.",
        )
        .bash(
          "pnpm vitest run src/cart",
          " ✓ src/cart/cart.test.ts (12 tests) 48ms\n ✓ src/cart/totals.test.ts (7 tests) 11ms\n\n Test Files  2 passed (2)\n      Tests  19 passed (19)",
        )
        .assistant("All 19 cart tests pass with vitest.")
        .stop("Cart tests green."),
    planted: [
      { kind: "instruction", keys: ["pnpm"] },
      { kind: "instruction", keys: ["vitest"] },
      { kind: "task", keys: ["jest.config"] },
    ],
  },
  {
    id: "b194-tailwind-class",
    build: (s) =>
      s
        .user("why the bg-primary is not applying in the sidebar? in the header it works")
        .assistant(
          "My guess is the sidebar component lives outside the `content` globs of the Tailwind config, so the class is purged. Could also be a specificity fight with the CSS module. Let me look.",
        )
        .file("Read", "tailwind.config.ts")
        .assistant(
          "Yes, `content` only lists `app/**` and `components/**`; the sidebar is in `features/layout/`. I added `features/**/*.{ts,tsx}` to the globs.",
        )
        .user("nossa, that simple. thanks!")
        .stop("Sidebar picks up bg-primary now."),
    planted: [],
  },
  {
    id: "b194-patient-form",
    build: (s) =>
      s
        .user("For the new patient form, should we use an API route or a server action? I'm in doubt.")
        .assistant(
          "Server actions give progressive enhancement and less boilerplate; an API route is better if other clients (a mobile app, integrations) need the same endpoint.",
        )
        .user("Let's do the API route /api/patients then, the mobile app will call it too.")
        .file("Write", "app/api/patients/route.ts")
        .user(
          "Hmm espera. Rafa just told me the mobile app is not going to happen this year. Scratch the API route, we go with a server action for the patient form. Delete that route file please.",
        )
        .bash("rm app/api/patients/route.ts", "")
        .file("Write", "app/patients/new/actions.ts")
        .assistant("Removed the route and wrote `createPatient` as a server action in `app/patients/new/actions.ts`, used by the form via `useActionState`.")
        .stop("Patient form now posts to a server action."),
    planted: [{ kind: "decision", keys: ["server action"] }],
  },
  {
    id: "b194-stripe-owner",
    build: (s) =>
      s
        .user("The Stripe webhook is returning 400 in staging, can you check?")
        .bash(
          "stripe events resend evt_1QbX2 --webhook-endpoint we_1Pq --live=false",
          'Response: 400\n{"error":"No signatures found matching the expected signature for payload"}',
        )
        .assistant(
          "The signature check fails, so the STRIPE_WEBHOOK_SECRET in staging probably doesn't match the endpoint's signing secret. I can't see the secret in the dashboard from here.",
        )
        .user(
          "Yes that's it, they recreated the endpoint last week. Just so you know: the Stripe account and all the webhooks are owned by Juliana from finance, we devs don't have admin there, any secret we have to ask her.",
        )
        .bash("grep -c STRIPE_WEBHOOK_SECRET .env.staging", "1")
        .user("I just pinged her on Slack, she is sending the new secret.")
        .assistant("Ok, once you have it I'll update `.env.staging` and resend the event.")
        .stop("Waiting for the new signing secret."),
    planted: [{ kind: "fact", keys: ["juliana"] }],
  },
  {
    id: "b194-timezone",
    build: (s) =>
      s
        .user("appointments created at 22h appear in the next day in the list. bug!")
        .bash('psql "$DATABASE_URL" -c "show timezone"', " TimeZone \n----------\n UTC\n(1 row)")
        .assistant(
          "The database session is in UTC and the list groups by `date(starts_at)` in SQL, so 22h in São Paulo (UTC-3) becomes 01h of the next day. Is every clinic in the same timezone?",
        )
        .user(
          "Confirmed, the server and the db are always UTC and all the clinics are America/Sao_Paulo, even the one in Recife uses the same offset. Fix the grouping with AT TIME ZONE please.",
        )
        .file("Edit", "lib/queries/agenda.ts")
        .bash("pnpm vitest run lib/queries", " ✓ lib/queries/agenda.test.ts (9 tests) 31ms\n\n Test Files  1 passed (1)")
        .assistant("Grouping now uses `starts_at AT TIME ZONE 'America/Sao_Paulo'`; added a test with a 22h appointment.")
        .user("Obrigado. And a rule for the future: timestamps always as timestamptz in the migrations, never timestamp without time zone.")
        .stop("Agenda grouping fixed."),
    planted: [
      { kind: "fact", keys: ["america/sao_paulo"] },
      { kind: "instruction", keys: ["timestamptz"] },
    ],
  },
  {
    id: "b194-useeffect-twice",
    build: (s) =>
      s
        .user("Why my useEffect runs two times in dev? It calls the API twice and I see two requests in the network tab.")
        .assistant(
          "That's React Strict Mode: in development it mounts, unmounts and mounts again every component to surface missing cleanups. In production it runs once. You can return an AbortController cleanup so the first request is cancelled.",
        )
        .user("Ah ok, so in prod it is fine? I don't want to disable strict mode.")
        .assistant("Yes, in production it runs once. Keeping Strict Mode on is a good idea; the cleanup is enough.")
        .user("Beleza, makes sense. I'll leave it as is.")
        .stop("No change needed."),
    planted: [],
  },
  {
    id: "b194-seed-speed",
    build: (s) =>
      s
        .user("the seed script is too slow, like 3 minutes. can you make it faster?")
        .bash("time pnpm prisma db seed", "Running seed command `tsx prisma/seed.ts` ...\n🌱  The seed command has been executed.\n\nreal\t3m12.441s")
        .assistant("It does one `prisma.patient.create` per row for 4000 patients. I can switch to `createMany` in batches of 500.")
        .user("Do it.")
        .file("Edit", "prisma/seed.ts")
        .bash("time pnpm prisma db seed", "Running seed command `tsx prisma/seed.ts` ...\n🌱  The seed command has been executed.\n\nreal\t0m9.118s")
        .user(
          "Nossa, 9 seconds, great. One thing: the seed still generates fake CPFs that don't pass the validation, that's a follow-up for another day, we need to generate valid CPFs with the check digits. Not now.",
        )
        .stop("Seed down from 3m12s to 9s."),
    planted: [{ kind: "task", keys: ["cpf"] }],
  },
  {
    id: "b194-branch-names",
    build: (s) =>
      s
        .user("Create a branch and open a PR with this fix of the agenda grouping")
        .bash("git checkout -b fix-agenda-grouping", "Switched to a new branch 'fix-agenda-grouping'")
        .user(
          "Wait, our branches are named like feat/AG-123-short-desc or fix/AG-123-short-desc, with the Jira key. Always put the Jira key, the bot closes the PR otherwise. This one is AG-412.",
        )
        .bash(
          "git branch -m fix/AG-412-agenda-grouping && git push -u origin fix/AG-412-agenda-grouping",
          "branch 'fix/AG-412-agenda-grouping' set up to track 'origin/fix/AG-412-agenda-grouping'.",
        )
        .bash("gh pr create --fill", "https://github.com/clinica-agenda/agenda/pull/231")
        .user("And the PRs go to develop, not to main. Main is only for the release merge, Thiago does that on fridays.")
        .bash("gh pr edit 231 --base develop", "https://github.com/clinica-agenda/agenda/pull/231")
        .stop("PR #231 opened against develop."),
    planted: [
      { kind: "instruction", keys: ["jira"] },
      { kind: "instruction", keys: ["develop"] },
    ],
  },
  {
    id: "b194-lint-warnings",
    build: (s) =>
      s
        .user("the lint is full of warnings, can you clean the ones in components/agenda? here is what I get")
        .bash(
          "pnpm lint --dir components/agenda",
          "./components/agenda/Day.tsx\n12:7  Warning: React Hook useMemo has a missing dependency: 'slots'. Either include it or remove the dependency array.  react-hooks/exhaustive-deps\n40:3  Warning: Unexpected TODO comment: 'TODO: always show the lunch break'.  no-warning-comments\n./components/agenda/Week.tsx\n8:10  Warning: 'format' is defined but never used.  @typescript-eslint/no-unused-vars",
        )
        .file("Edit", "components/agenda/Day.tsx")
        .file("Edit", "components/agenda/Week.tsx")
        .assistant(
          "Added `slots` to the useMemo deps and removed the unused `format` import. I left the TODO comment warning alone since it's an old note in the code.",
        )
        .user("ok, the TODO one is from 2024, nobody cares. thanks")
        .assistant("Lint for components/agenda now shows only that one comment warning.")
        .stop("Cleaned two of the three warnings."),
    planted: [],
  },
  {
    id: "b194-photos-storage",
    build: (s) =>
      s
        .user("Where should we store the patients photos? S3, Vercel Blob or Supabase storage? What do you recommend?")
        .assistant(
          "Vercel Blob is the easiest to set up; S3 is the most standard; Cloudflare R2 is S3-compatible with no egress fees. Supabase storage makes sense mainly if you already use Supabase.",
        )
        .user("Let me think... Ok, decided: Cloudflare R2. Egress is free and we already have the account for the DNS of the site.")
        .bash(
          "pnpm add @aws-sdk/client-s3 @aws-sdk/s3-request-presigner",
          "dependencies:\n+ @aws-sdk/client-s3 3.701.0\n+ @aws-sdk/s3-request-presigner 3.701.0\n\nDone in 4.1s",
        )
        .file("Write", "lib/storage.ts")
        .assistant("Created an S3 client pointed at the R2 endpoint in `lib/storage.ts`. Do you want the upload to go through a server action?")
        .user(
          "No, it can't: Vercel functions limit the request body at 4.5 MB and the photos from the phones are bigger. So we go with presigned URLs, the browser uploads direct to the bucket.",
        )
        .file("Edit", "lib/storage.ts")
        .stop("Added getUploadUrl() returning a presigned PUT URL."),
    planted: [
      { kind: "decision", keys: ["r2"] },
      { kind: "fact", keys: ["4.5"] },
      { kind: "decision", keys: ["presigned"] },
    ],
  },
  {
    id: "b194-reminder-cron",
    build: (s) =>
      s
        .user("the reminder emails didn't go yesterday, patients are complaining 😬")
        .bash(
          "vercel logs --since 24h | grep cron",
          "2026-11-26T11:00:10Z  /api/cron/reminders  504  FUNCTION_INVOCATION_TIMEOUT  Task timed out after 10.00 seconds",
        )
        .assistant("The cron function hits the 10 second timeout. It sends the emails one by one, 380 of them. Which Vercel plan is the project on?")
        .user("We are still on the Hobby plan, so yes, functions die at 10 seconds, that's how it is for now.")
        .assistant("Then I can send in chunks of 50 with Promise.all and keep under the limit, as a quick fix.")
        .user("ok do the chunks for now. But next sprint we need to move the reminders to a real queue, QStash or Inngest, let's see which.")
        .file("Edit", "app/api/cron/reminders/route.ts")
        .bash("pnpm vitest run app/api/cron", " ✓ app/api/cron/reminders.test.ts (4 tests) 22ms")
        .stop("Reminders now go in chunks of 50."),
    planted: [
      { kind: "fact", keys: ["hobby"] },
      { kind: "task", keys: ["reminders", "queue"] },
    ],
  },
  {
    id: "b194-deploy-chat",
    build: (s) =>
      s
        .user("bom dia! the deploy of yesterday went fine?")
        .bash("vercel ls agenda --prod | head -3", "Age  Deployment                          Status\n14h  https://agenda-5xk2p.vercel.app     ● Ready")
        .assistant("Yes, the production deploy from 14 hours ago is Ready and there are no errors after it.")
        .user("great. I'm going for a coffee, then we continue with the agenda stuff")
        .assistant("Sure, enjoy the coffee.")
        .stop(),
    planted: [],
  },
  {
    id: "b194-zod-validators",
    build: (s) =>
      s
        .user(
          "I see you wrote the validation of the action with a lot of ifs. Please, in this codebase we validate every input with zod schemas in lib/validators/, one file per entity. Can you redo it like that?",
        )
        .file("Read", "lib/validators/patient.ts")
        .file("Edit", "app/patients/new/actions.ts")
        .assistant("Replaced the manual checks with `patientSchema.parse(formData)` from `lib/validators/patient.ts`.")
        .user("Obrigado. And I prefer safeParse and returning the field errors to the form, no throwing exceptions in actions.")
        .file("Edit", "app/patients/new/actions.ts")
        .assistant("Switched to `safeParse`; on failure the action returns `{ errors: result.error.flatten().fieldErrors }`.")
        .stop("Patient action validated with zod."),
    planted: [
      { kind: "instruction", keys: ["zod"] },
      { kind: "instruction", keys: ["safeparse"] },
    ],
  },
  {
    id: "b194-too-many-conns",
    build: (s) =>
      s
        .user("we get 'too many connections' in prod sometimes, mostly monday morning when all clinics open the agenda")
        .bash('psql "$PROD_DATABASE_URL" -c "show max_connections"', " max_connections \n-----------------\n 25\n(1 row)")
        .assistant(
          "Prod Postgres on Railway allows only 25 connections, and every serverless instance opens its own Prisma pool (default num_cpus * 2 + 1). Ten warm instances are enough to exhaust it. Options: pgbouncer, Prisma Accelerate, or connection_limit=1 per instance.",
        )
        .user("Pgbouncer would be nice but Railway doesn't have it in our plan. Let's set connection_limit=1 in the DATABASE_URL for the serverless functions.")
        .bash(
          "vercel env rm DATABASE_URL production -y && vercel env add DATABASE_URL production < .env.prod.url",
          "Removed Environment Variable\nAdded Environment Variable DATABASE_URL to Project agenda",
        )
        .assistant("DATABASE_URL in production now ends with `?connection_limit=1&pool_timeout=20`. It takes effect at the next deploy.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["railway", "25"] },
      { kind: "decision", keys: ["connection_limit"] },
    ],
  },
  {
    id: "b194-cep-regex",
    build: (s) =>
      s
        .user("I need a regex to validate CEP, with or without the hyphen")
        .assistant("`/^\\d{5}-?\\d{3}$/` accepts `01310-100` and `01310100`. Want me to add it to the address schema?")
        .user("yes pls")
        .file("Edit", "lib/validators/address.ts")
        .bash("pnpm vitest run lib/validators", " ✓ lib/validators/address.test.ts (6 tests) 9ms")
        .assistant("Added to `addressSchema.cep` with tests for both formats and a 7-digit failure case.")
        .user("👍")
        .stop("CEP regex added."),
    planted: [],
  },
  {
    id: "b194-next-intl",
    build: (s) =>
      s
        .user("The Miami clinic will start using the system in january, so we need an english version. Which i18n lib for the app router?")
        .assistant(
          "next-intl is the most used with the App Router and supports server components; next-i18next is Pages Router oriented; Lingui is nice but needs a compile step.",
        )
        .user("next-intl. Fechado.")
        .bash("pnpm add next-intl", "dependencies:\n+ next-intl 3.26.1\n\nDone in 3.2s")
        .file("Write", "i18n/request.ts")
        .file("Write", "messages/en.json")
        .assistant("next-intl is set up with `pt-BR` as default and `en`; only the login page has translated messages so far.")
        .user("Fine, the rest we do later. Put on the backlog: translate the agenda and the dashboard before january.")
        .stop("Login page translated; the rest is pending."),
    planted: [
      { kind: "decision", keys: ["next-intl"] },
      { kind: "task", keys: ["translate", "agenda"] },
    ],
  },
  {
    id: "b194-playwright-typecheck",
    build: (s) =>
      s
        .user("Run the playwright tests pls")
        .bash(
          "pnpm playwright test",
          "Running 34 tests using 4 workers\n  ✘ 12 [chromium] › calendar.spec.ts:41:5 › drag appointment to another day (31.2s)\n  ✘ 13 [chromium] › calendar.spec.ts:77:5 › resize appointment (30.8s)\n  32 passed (1.4m)\n  2 failed",
          1,
        )
        .assistant("Two calendar specs failed on timeouts, the drag and the resize. Want me to investigate?")
        .user("No, those two calendar tests are flaky since forever, it's the drag and drop lib, they fail like half of the times. Ignore them.")
        .assistant("Ok. Everything else passes, so I'll consider the feature done.")
        .user(
          "Hmm, before saying it's done: from now on always run pnpm lint && pnpm typecheck before you tell me something is finished. Two times this week CI broke on types.",
        )
        .bash("pnpm lint && pnpm typecheck", "✔ No ESLint warnings or errors\n> tsc --noEmit\n")
        .stop("Lint and typecheck are clean."),
    planted: [
      { kind: "fact", keys: ["flaky", "calendar"] },
      { kind: "instruction", keys: ["typecheck"] },
    ],
  },
  {
    id: "b194-reports-owner",
    build: (s) =>
      s
        .user("who wrote this raw SQL in the reports? it looks scary")
        .bash("git log --format='%an' -- lib/reports | sort | uniq -c", "     41 Thiago Moreira\n      2 Ana Lima")
        .assistant("Almost all of `lib/reports` is from Thiago Moreira. Should I refactor the raw queries into Prisma calls?")
        .user(
          "No no. The reports module is Thiago's, he owns it and he knows why each query is like that. Rule: don't refactor anything in lib/reports without asking him first.",
        )
        .assistant("Understood, I won't touch it.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["thiago", "reports"] },
      { kind: "instruction", keys: ["refactor"] },
    ],
  },
  {
    id: "b194-drizzle-idea",
    build: (s) =>
      s
        .user("I'm thinking... what if we move from Prisma to Drizzle? People say it's lighter and the cold start is better.")
        .assistant(
          "Drizzle does have a smaller runtime and no query engine binary, so cold starts are faster. The cost is rewriting every query and the migrations history, maybe two or three weeks here.",
        )
        .user("Hmm, three weeks is a lot. And Prisma 6 also removed the rust engine, no? Or is it still in preview?")
        .assistant("The Rust-free engine is in preview in recent Prisma versions; I wouldn't count on it for production yet.")
        .user("Nah, forget it, not worth it now. We keep going.")
        .stop("No migration to Drizzle."),
    planted: [],
  },
  {
    id: "b194-appointment-refactor",
    build: (s) =>
      s
        .user("split the AppointmentCard in smaller pieces, it has 400 lines")
        .file("Read", "components/agenda/AppointmentCard.tsx")
        .assistant("I'm extracting the header, the status badge and the actions menu into their own components, and moving the time formatting into a hook.")
        .file("Write", "components/agenda/AppointmentCardHeader.tsx")
        .file("Write", "components/agenda/AppointmentStatusBadge.tsx")
        .file("Edit", "components/agenda/AppointmentCard.tsx")
        .assistant("AppointmentCard is now 120 lines; the three new components have their own small tests.")
        .user("ok show me the diff of AppointmentCard only")
        .bash(
          "git diff --stat components/agenda/AppointmentCard.tsx",
          " components/agenda/AppointmentCard.tsx | 291 +++-------------\n 1 file changed, 18 insertions(+), 273 deletions(-)",
        )
        .user("looks good, thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b194-emails-resend",
    build: (s) =>
      s
        .user("For the transactional emails, SendGrid or Resend? The old system used SendGrid and it was a pain.")
        .assistant("Resend has a simpler API and React Email templates; SendGrid is more mature for big volumes and has better analytics.")
        .user("Resend. Our volume is small and I want the React Email templates.")
        .bash("pnpm add resend @react-email/components", "dependencies:\n+ @react-email/components 0.0.28\n+ resend 4.0.1")
        .file("Write", "emails/AppointmentReminder.tsx")
        .file("Write", "lib/email.ts")
        .bash(
          "pnpm tsx scripts/send-test-email.ts",
          "Email sent: id 4ef9a3c1-2b1e-4d2a-9f1b-77c0e1d1a0b2\nWarning: domain clinicaagenda.com.br is not verified, emails may go to spam",
        )
        .assistant("The test email was sent, but Resend warns the domain isn't verified, so emails can land in spam until the DNS records are in place.")
        .user("Yeah, TODO for me: configure the DKIM and SPF records of the domain in Cloudflare. I do it monday.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["resend"] },
      { kind: "task", keys: ["dkim"] },
    ],
  },
  {
    id: "b194-feature-flags",
    build: (s) =>
      s
        .user("We need feature flags for the new agenda. LaunchDarkly is too expensive for us. Ideas?")
        .assistant(
          "Three cheap options: env vars like NEXT_PUBLIC_FLAG_NEW_AGENDA (needs a redeploy to flip), a FeatureFlag table in Postgres read per request (flip without deploy, per clinic), or Vercel Edge Config.",
        )
        .user("The table. A FeatureFlag table in postgres with clinicId, so we can turn on for one clinic at a time.")
        .file("Edit", "prisma/schema.prisma")
        .bash(
          "pnpm prisma migrate dev --name feature_flags",
          "Applying migration `20261201100000_feature_flags`\n\nYour database is now in sync with your schema.",
        )
        .file("Write", "lib/flags.ts")
        .assistant("Added the FeatureFlag model (key, clinicId, enabled) and `isEnabled(key, clinicId)` with a 60 s in-memory cache.")
        .user("Perfect. After the new agenda is live in all clinics we have to remove the newAgenda flag and the old agenda code, don't let me forget.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["featureflag"] },
      { kind: "task", keys: ["newagenda"] },
    ],
  },
  {
    id: "b194-sentry-staging",
    build: (s) =>
      s
        .user("A user reported an error in staging but I don't see anything in Sentry, why?")
        .bash(
          'grep -rn "SENTRY_DSN" .env.* next.config.mjs',
          '.env.production:3:SENTRY_DSN=https://a1b2@o4505.ingest.sentry.io/4506\nnext.config.mjs:18:  enabled: process.env.VERCEL_ENV === "production",',
        )
        .assistant(
          'Sentry is only initialized in production: the DSN is only in `.env.production` and the config has `enabled: VERCEL_ENV === "production"`. So staging errors don\'t go anywhere.',
        )
        .user(
          "Ahh ok, so that's it. Next sprint we add Sentry to staging too, with a separate project so it doesn't eat the quota. For now can you just find the error in the vercel logs?",
        )
        .bash(
          "vercel logs agenda-staging.vercel.app --since 2h | grep -i error",
          "TypeError: Cannot read properties of null (reading 'clinicId')\n    at getAgenda (lib/queries/agenda.ts:22:31)",
        )
        .assistant("Found it: `getAgenda` receives a null session when the cookie has expired. I'll add a redirect to login in that case.")
        .file("Edit", "lib/queries/agenda.ts")
        .stop("Null session now redirects to login."),
    planted: [
      { kind: "fact", keys: ["sentry", "production"] },
      { kind: "task", keys: ["sentry", "staging"] },
    ],
  },
  {
    id: "b194-pix",
    build: (s) =>
      s
        .user("The brazilian clinics want to receive by Pix. Stripe has Pix now? Or we need Mercado Pago?")
        .assistant(
          "Stripe supports Pix only for some account types and in beta; Mercado Pago has mature Pix with QR codes and instant webhooks, and most Brazilian clinics already have an account.",
        )
        .user(
          "Ok so: for the brazilian clinics the payments go through Mercado Pago with Pix, Stripe stays only for the card payments of Miami. Pix refunds we leave for after the launch, it's a follow-up.",
        )
        .bash("pnpm add mercadopago", "dependencies:\n+ mercadopago 2.0.15")
        .file("Write", "lib/payments/mercadopago.ts")
        .assistant("Created the Mercado Pago client and `createPixCharge(appointmentId, amountCents)` returning the QR code payload.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["mercado pago"] },
      { kind: "task", keys: ["refund"] },
    ],
  },
  {
    id: "b194-ci-node",
    build: (s) =>
      s
        .user("CI is failing with a weird error of structuredClone, in my machine it works")
        .bash(
          "gh run view 9812 --log-failed | tail -5",
          "test\tRun pnpm vitest run\ntest\tnode: v20.11.1\ntest\tTypeError: Iterator.prototype.map is not a function\ntest\t    at lib/slots.ts:14:8",
        )
        .assistant(
          "The CI runs Node 20 (setup-node pinned to `20.x` in `.github/workflows/ci.yml`), and `Iterator.prototype.map` only exists in Node 22. Locally you probably have 22.",
        )
        .bash("node -v", "v22.11.0")
        .user("Yes I have 22. Just change lib/slots.ts to use Array.from(...).map, simpler than touching CI today.")
        .file("Edit", "lib/slots.ts")
        .assistant("Done, `lib/slots.ts` no longer uses iterator helpers.")
        .user("Thanks. We also need to upgrade to Prisma 6 at some point, it is on 5.22 still. Another day.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["node 20"] },
      { kind: "task", keys: ["prisma 6"] },
    ],
  },
  {
    id: "b194-soft-delete",
    build: (s) =>
      s
        .user("The delete button of patient is doing a hard delete. That's a problem.")
        .assistant("Should it be a soft delete with a `deletedAt` column, or do you want to anonymize the record?")
        .user(
          "Soft delete with deletedAt, and the queries filter it out. We cannot lose the data: by the CFM rule, medical records must be kept for 20 years, it's the law here.",
        )
        .file("Edit", "prisma/schema.prisma")
        .file("Edit", "lib/prisma.ts")
        .bash(
          "pnpm prisma migrate dev --name patient_soft_delete",
          "Applying migration `20261203140000_patient_soft_delete`\n\nYour database is now in sync with your schema.",
        )
        .assistant("Added `deletedAt` and a Prisma client extension that filters `deletedAt: null` on patient reads; delete now sets the timestamp.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["soft delete"] },
      { kind: "fact", keys: ["20 years"] },
    ],
  },
  {
    id: "b194-dates-clock",
    build: (s) =>
      s
        .user("The slot calculation test fails every time after 18h 😂")
        .bash(
          "pnpm vitest run lib/slots",
          " ✘ lib/slots.test.ts > returns today's free slots\n   AssertionError: expected [] to deep equal [ '18:30', '19:00' ]",
          1,
        )
        .assistant("The test uses `new Date()` directly, so after 18h there are no more slots today. I can use fake timers.")
        .user(
          "Yes. And two things for the whole codebase: we use date-fns, not dayjs or moment, I saw you imported dayjs in the other file. And never call new Date() directly in components or lib, use now() from lib/clock.ts, so the tests can mock the time.",
        )
        .file("Edit", "lib/slots.ts")
        .file("Edit", "lib/slots.test.ts")
        .bash("pnpm vitest run lib/slots", " ✓ lib/slots.test.ts (11 tests) 14ms")
        .assistant("Replaced dayjs with date-fns and `new Date()` with `now()`; the test now sets the clock to 10:00.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["date-fns"] },
      { kind: "instruction", keys: ["lib/clock"] },
    ],
  },
  {
    id: "b194-r2-keys",
    build: (s) =>
      s
        .user("the photo upload gives 403 from R2 now, yesterday it worked")
        .bash("curl -s -o /dev/null -w '%{http_code}' -X PUT \"$(pnpm -s tsx scripts/presign.ts test.jpg)\" --data-binary @test.jpg", "403")
        .assistant("The presigned PUT is rejected. Maybe the access key was revoked, or the bucket CORS changed. Do you know if someone touched the R2 token?")
        .user(
          "Ah, I know. The R2 bucket is in my personal Cloudflare account, not in the company one, and I cleaned up the old tokens yesterday 🤦. I'll create a new token now.",
        )
        .user("here, I updated R2_ACCESS_KEY_ID and R2_SECRET_ACCESS_KEY in .env.local")
        .bash("curl -s -o /dev/null -w '%{http_code}' -X PUT \"$(pnpm -s tsx scripts/presign.ts test.jpg)\" --data-binary @test.jpg", "200")
        .assistant("Upload works again with the new token (200).")
        .user("Remind me to move the bucket to the company account and rotate the keys, it can't stay in my personal account.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["personal"] },
      { kind: "task", keys: ["rotate"] },
    ],
  },
  {
    id: "b194-readme-question",
    build: (s) =>
      s
        .user("what is the difference between prisma migrate dev and migrate deploy? I always confuse")
        .assistant(
          "`migrate dev` is for development: it creates new migrations from schema changes, applies them and may reset the database. `migrate deploy` only applies pending migrations, never creates or resets, so it's the one for CI and production.",
        )
        .user("and the shadow database, when is that used?")
        .assistant("Only by `migrate dev`, to detect drift and generate the SQL; `migrate deploy` doesn't need it.")
        .user("Clear, thanks a lot.")
        .stop(),
    planted: [],
  },
  {
    id: "b194-flaky-guess",
    build: (s) =>
      s
        .user("The login is slow today, 4 seconds. Maybe it's the bcrypt rounds? or the database far away?")
        .bash("curl -s -o /dev/null -w '%{time_total}' -X POST https://agenda-staging.vercel.app/api/auth/callback/credentials", "3.912")
        .assistant("Could be the bcrypt cost, or a cold start of the function. Let me time it again now that it's warm.")
        .bash("curl -s -o /dev/null -w '%{time_total}' -X POST https://agenda-staging.vercel.app/api/auth/callback/credentials", "0.684")
        .assistant("Second call took 0.68 s, so the 4 seconds was probably just a cold start, not bcrypt. I'm not sure though, one sample is not much.")
        .user("ok, let's watch it for some days before doing anything")
        .stop(),
    planted: [],
  },
  {
    id: "b194-lgpd-logs",
    build: (s) =>
      s
        .user("I need to debug why the patient update fails for one clinic. Can you add some logs in the action?")
        .file("Edit", "app/patients/[id]/actions.ts")
        .assistant('Added a `console.log("updatePatient", data)` before the Prisma call so we see the whole payload.')
        .user(
          "Hmm no, not the whole payload please. Important, because of the LGPD: never log personal data of patients, no name, no CPF, no phone, not in console.log and not in Sentry. Log only the ids.",
        )
        .file("Edit", "app/patients/[id]/actions.ts")
        .bash(
          "vercel logs agenda-staging.vercel.app --since 10m | grep updatePatient",
          "updatePatient patientId=clx9k2 clinicId=cl7a1 error=P2002 Unique constraint failed on the fields: (`clinicId`,`cpf`)",
        )
        .assistant(
          "Now it logs only ids. The failure is a unique constraint on (clinicId, cpf): that clinic has a duplicated CPF. Is it fine to debug this with the staging data?",
        )
        .user(
          "Yes, staging is a copy of prod that is anonymized every sunday night, so no real data there. And for the admin list, next sprint we need to mask the CPF, showing only the last digits. Not today.",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["lgpd"] },
      { kind: "fact", keys: ["sunday"] },
      { kind: "task", keys: ["mask", "cpf"] },
    ],
  },
  {
    id: "b194-marketing-site",
    build: (s) =>
      s
        .user("The link 'Planos' in the footer goes to a 404, can you find where it's defined?")
        .bash('grep -rn "planos" app components', 'components/layout/Footer.tsx:31:  <Link href="/planos">Planos</Link>')
        .assistant("It links to `/planos`, but there's no such route in this app. Should I create the page here?")
        .user(
          "No, the pricing pages are not in this repo. The marketing site is a separate repo, clinica-site, made with Astro and hosted on Cloudflare Pages. Just point the link to https://clinicaagenda.com.br/planos.",
        )
        .file("Edit", "components/layout/Footer.tsx")
        .assistant("The footer link now goes to the marketing site.")
        .user("Valeu. When Miami launches we must update the pricing page there with the dollar prices, put it in my list.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["astro"] },
      { kind: "task", keys: ["pricing", "dollar"] },
    ],
  },
  {
    id: "b194-commit-style",
    build: (s) =>
      s
        .user("commit this please")
        .bash(
          'git commit -am "ajusta link do rodapé\n\nGenerated with Claude Code\nCo-Authored-By: Claude <noreply@anthropic.com>"',
          "[fix/AG-420-footer 3c1d9e2] ajusta link do rodapé\n 1 file changed, 1 insertion(+), 1 deletion(-)",
        )
        .user(
          "Two things about commits, for always:\n- messages in english and in conventional commits format, like fix(agenda): ..., the changelog is generated from them\n- don't put the Co-Authored-By line or the 'Generated with' footer, the company doesn't want it",
        )
        .bash(
          'git commit --amend -m "fix(layout): point footer pricing link to marketing site"',
          "[fix/AG-420-footer 8a02f11] fix(layout): point footer pricing link to marketing site",
        )
        .assistant("Amended: `fix(layout): point footer pricing link to marketing site`, without the footer lines.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["conventional"] },
      { kind: "instruction", keys: ["co-authored"] },
    ],
  },
  {
    id: "b194-agenda-cache",
    build: (s) =>
      s
        .user("The agenda page takes almost 2 seconds to load, it's annoying. What can we do?")
        .bash("pnpm next build 2>&1 | grep agenda", "├ ƒ /agenda                                 8.1 kB   142 kB")
        .file("Read", "app/agenda/page.tsx")
        .assistant(
          "The page runs six queries one after the other and nothing is cached. I propose: run them with Promise.all, and wrap the clinic settings and professionals list in `unstable_cache` with tags, calling `revalidateTag` in the actions that change them. The appointments stay uncached.",
        )
        .user("Bora, do it like that.")
        .file("Edit", "app/agenda/page.tsx")
        .file("Edit", "lib/queries/clinic.ts")
        .bash("curl -s -o /dev/null -w '%{time_total}' http://localhost:3000/agenda", "0.412")
        .assistant("Down to about 0.4 s locally.")
        .user("Nice! Later we can do the same for the counters of the dashboard, they are slow too. Not now.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["revalidatetag"] },
      { kind: "task", keys: ["counters"] },
    ],
  },
  {
    id: "b194-whatsapp",
    build: (s) =>
      s
        .user("The clinics want the reminders by WhatsApp too. Z-API is cheap, but is it allowed? Or the official API of Meta?")
        .assistant(
          "Z-API and similar ones automate WhatsApp Web, which breaks Meta's terms and numbers get banned. The official WhatsApp Cloud API costs per conversation but is stable and allowed.",
        )
        .user("Ok, no gambiarra. We go with the official Cloud API of Meta.")
        .bash(
          'curl -s -X POST "https://graph.facebook.com/v21.0/$WABA_ID/message_templates" -H "Authorization: Bearer $WA_TOKEN" -d @templates/lembrete.json',
          '{"id":"1029384756","status":"PENDING","category":"UTILITY"}',
        )
        .assistant("The reminder template was submitted and is PENDING. We can't send it until Meta approves.")
        .user("Yes, I did this before in other job: Meta takes about 24 hours to approve a template, sometimes more. So tomorrow we test.")
        .file("Write", "lib/whatsapp.ts")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cloud api"] },
      { kind: "fact", keys: ["template", "24 hours"] },
    ],
  },
  {
    id: "b194-heic",
    build: (s) =>
      s
        .user("Some patient photos appear broken in the list, only some. Maybe the upload is cutting the file?")
        .bash("pnpm tsx scripts/r2-head.ts patients/clx9k2.jpg", "ContentType: image/heic\nContentLength: 2841920")
        .assistant("The file is complete (2.8 MB), but the content type is image/heic. I think the broken ones are all from iPhones; let me check two more.")
        .bash("pnpm tsx scripts/r2-head.ts patients/cly01a.jpg patients/clz7pq.jpg", "ContentType: image/heic\nContentType: image/heic")
        .assistant("Confirmed: all the broken photos are HEIC from iPhones, and Chrome and Firefox can't render HEIC, only Safari. The upload is fine.")
        .user(
          "Ahh, that's why. Ok, later we need to convert HEIC to JPEG on upload, with sharp probably. Leave it for next week, I tell the clinics to use Safari meanwhile.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["heic"] },
      { kind: "task", keys: ["sharp"] },
    ],
  },
  {
    id: "b194-ui-lib",
    build: (s) =>
      s
        .user("I need a date picker for the agenda filter. We have MUI in the old pages, but it's so heavy. What about shadcn?")
        .assistant(
          "shadcn/ui copies the components into the repo on top of Radix and Tailwind, so you only ship what you use; its date picker uses react-day-picker. MUI would add ~90 kB for this page.",
        )
        .user("Ok, shadcn/ui for all the new components, MUI only stays in the old pages until we rewrite them.")
        .bash(
          "pnpm dlx shadcn@latest add calendar popover",
          "✔ Checking registry.\n✔ Installing dependencies.\n✔ Created 2 files:\n  - components/ui/calendar.tsx\n  - components/ui/popover.tsx",
        )
        .file("Write", "components/agenda/DateFilter.tsx")
        .assistant("Added `DateFilter` with `export default function DateFilter()`.")
        .user("One thing, I prefer named exports, no export default, only the Next pages and layouts that need it. Can you change?")
        .file("Edit", "components/agenda/DateFilter.tsx")
        .stop("DateFilter is a named export now."),
    planted: [
      { kind: "decision", keys: ["shadcn"] },
      { kind: "instruction", keys: ["named exports"] },
    ],
  },
  {
    id: "b194-secrets",
    build: (s) =>
      s
        .user("I need the production RESEND_API_KEY to test locally, where do we keep it?")
        .bash("ls -a | grep env", ".env.example\n.env.local")
        .assistant("It's not in the repo. Is there a password manager or a shared vault for production secrets?")
        .user("Yes, the production secrets are all in 1Password, vault 'Agenda Prod', only me and Thiago have access. I copied it to your .env.local already.")
        .file("Read", ".env.example")
        .assistant("I see `.env.example` has a real-looking `RESEND_API_KEY=re_8fK...`. Should I replace it with a placeholder?")
        .user("Meu deus, yes! And rule: in .env.example only placeholders, never real keys, nem de teste.")
        .file("Edit", ".env.example")
        .stop(),
    planted: [
      { kind: "fact", keys: ["1password"] },
      { kind: "instruction", keys: [".env.example"] },
    ],
  },
  {
    id: "b194-rate-limit",
    build: (s) =>
      s
        .user("Someone tried like 3000 passwords in the login tonight 😱")
        .bash("vercel logs --since 12h | grep -c 'callback/credentials 401'", "3127")
        .assistant(
          "We have no rate limit on the login. Options: Upstash Ratelimit (Redis, works in edge and serverless), Vercel firewall rules (paid plan), or a table in Postgres (adds load to the same DB).",
        )
        .user("Upstash Ratelimit, 5 tries per minute per IP and per email. Free tier is enough for us.")
        .bash("pnpm add @upstash/ratelimit @upstash/redis", "dependencies:\n+ @upstash/ratelimit 2.0.4\n+ @upstash/redis 1.34.3")
        .file("Edit", "src/auth.ts")
        .assistant("Login is now limited to 5 attempts per minute per IP and per email; the 6th gets a 429 with a friendly message.")
        .user("Perfeito. The password reset route needs the same limit, do it next week, today I need to leave early.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["upstash"] },
      { kind: "task", keys: ["password reset"] },
    ],
  },
  {
    id: "b194-patients-pagination",
    build: (s) =>
      s
        .user("the patients list is getting slow for the big clinic. How many rows they have?")
        .bash(
          'psql "$DATABASE_URL" -c "select clinic_id, count(*) from patient group by 1 order by 2 desc limit 2"',
          " clinic_id | count  \n-----------+--------\n cl7a1     | 183412\n cl2bb     |  12055",
        )
        .assistant(
          "The biggest clinic has about 183k patients, and the list uses `skip`/`take`, which gets slower with deep offsets. I'd switch to cursor pagination on (name, id). Or we could keep offset and add an index on name.",
        )
        .user("Cursor pagination, sim. The index alone doesn't fix the deep pages.")
        .file("Edit", "lib/queries/patients.ts")
        .file("Edit", "app/patients/page.tsx")
        .bash("pnpm vitest run lib/queries/patients", " ✓ lib/queries/patients.test.ts (8 tests) 40ms")
        .assistant("The list now pages with a cursor; the last page of cl7a1 loads in 60 ms instead of 2.3 s.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["183"] },
      { kind: "decision", keys: ["cursor"] },
    ],
  },
  {
    id: "b194-rsc-question",
    build: (s) =>
      s
        .user("Quick question: can I use useState inside a server component? I got an error.")
        .assistant(
          'No, hooks like useState only work in client components. Put "use client" at the top of the file, or move the interactive part into a small client component and keep the rest on the server.',
        )
        .user("And if the parent is a server component, the child client can receive props from it?")
        .assistant("Yes, as long as the props are serializable: no functions or class instances, except server actions.")
        .user("Ok ok, entendi. Thanks!")
        .stop(),
    planted: [],
  },
  {
    id: "b194-button-color",
    build: (s) =>
      s
        .user("the cancel button in the modal is too red, can you use the muted variant?")
        .file("Edit", "components/agenda/CancelDialog.tsx")
        .assistant('Changed the cancel button to `variant="outline"` with the muted text color.')
        .user("hmm, maybe the ghost variant is better? let me see both")
        .assistant("I can render both side by side in the Storybook story if you want to compare.")
        .user("no need, outline is fine. thanks")
        .stop(),
    planted: [],
  },
];

export const BLIND194 = plantedSet(BLIND194_SESSIONS, Date.UTC(2026, 10, 22, 9));
