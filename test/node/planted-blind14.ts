/**
 * Blind: written without reading the extractor; measured once by the lead, then training data.
 *
 * A planted set for the offline long-term-memory extractor, written from issue 19's description
 * of what should and should not be remembered, without reading the extractor or any other
 * planted set's sessions. Style: everyday sessions of developers at different companies (a solo
 * freelancer, a startup, an enterprise team, an open-source maintainer), any stack, in Claude
 * Code, Codex CLI, OpenCode and Gemini CLI voice; short and long sessions; items stated by the
 * user, proposed by the assistant and accepted (or rejected: then nothing is planted), said in
 * passing, or superseded later in the session (only the later decision is planted). Each
 * session is one segment; the items planted in it are listed with it: 78 items (20 decisions,
 * 20 instructions, 22 facts, 16 tasks) in 51 sessions, 14 of which plant nothing. Every other
 * message must give nothing: questions, hypotheses, proposals not taken, withdrawn ideas,
 * unconfirmed guesses, quoted code and logs, tool output, chit-chat, and requests that are done
 * in the same session.
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

const START = Date.UTC(2026, 10, 2, 8);

export const BLIND14_SESSIONS: BlindSession[] = [
  {
    id: "n01-freelance-invoices",
    build: (s) =>
      s
        .user(
          "ok so Marta (the bakery client) wants her invoices as PDFs she can email. we're going with dompdf for the rendering, snappy needs wkhtmltopdf on the box and her shared host won't have it",
        )
        .assistant("Got it. I'll add barryvdh/laravel-dompdf and render the existing invoice Blade view through it.")
        .bash(
          "composer require barryvdh/laravel-dompdf",
          "Using version ^2.2 for barryvdh/laravel-dompdf\n./composer.json has been updated\nPackage operations: 3 installs, 0 updates, 0 removals",
        )
        .file("Edit", "app/Http/Controllers/InvoiceController.php")
        .assistant("Added `InvoiceController@pdf` which streams the PDF. Should I also queue the emails so sending doesn't block the request?")
        .user("nah not now. btw her hosting is stuck on php 8.1, they won't upgrade until march, so keep the syntax compatible")
        .bash("php -v", "PHP 8.1.27 (cli) (built: Dec 21 2023 20:17:59) (NTS)")
        .assistant("Noted, nothing I added needs 8.2. The PDF route works locally.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["dompdf"] },
      { kind: "fact", keys: ["php", "8.1"] },
    ],
  },
  {
    id: "n02-startup-prisma",
    build: (s) =>
      s
        .user("add a `slug` column to Team, unique, derived from the name")
        .file("Edit", "prisma/schema.prisma")
        .bash(
          "npx prisma migrate dev --name add_team_slug",
          "Applying migration `20261102_add_team_slug`\n\nThe following migration(s) have been created and applied from new schema changes:\n\nmigrations/\n  └─ 20261102_add_team_slug/\n    └─ migration.sql\n\n✔ Generated Prisma Client (v5.14.0)",
        )
        .assistant(
          "Migration `add_team_slug` created and applied locally.\n- `slug String @unique`\n- existing rows would violate NOT NULL, so I made it optional for now\n\nI could push the schema to staging with `prisma db push` to try it there?",
        )
        .user(
          "no!! from now on every schema change goes through prisma migrate and the migration file gets committed. nobody runs db push against staging, that's how we lost the invites table last month",
        )
        .assistant("Understood, I won't touch staging. The migration file is staged for commit.")
        .user("cool. the backfill of slugs for the ~300 existing teams is a later thing, leave the column nullable until then")
        .bash(
          "git add prisma && git commit -m 'team: slug column (nullable until backfill)'",
          "[main 4e1a9c2] team: slug column (nullable until backfill)\n 2 files changed, 14 insertions(+)",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["migrate"] },
      { kind: "task", keys: ["backfill", "slug"] },
    ],
  },
  {
    id: "n03-oss-changelog",
    build: (s) =>
      s
        .user("can you look at why the 0.9.2 release notes are missing the Windows fix")
        .bash("git log v0.9.1..v0.9.2 --oneline", "a81b2c0 fix: handle UNC paths on windows (#412)\n77c0de1 chore: bump deps\n1f0e9aa docs: typo")
        .assistant("The fix (#412) is in the tag but CHANGELOG.md has no entry for it, the PR never added one.")
        .user(
          "yeah that keeps happening. rule for this repo: the changelog is keep-a-changelog format and every PR that touches the public API adds a line under Unreleased. put that in CONTRIBUTING too",
        )
        .file("Edit", "CONTRIBUTING.md")
        .assistant("Done. Want me to set up release-plz so versions and changelog entries get generated from conventional commits?")
        .user("hmm. ok yes, release-plz it is, but only for the core crate for now, the cli crate stays manual")
        .file("Write", ".github/workflows/release-plz.yml")
        .assistant("Added the workflow scoped to `crates/core`.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["changelog"] },
      { kind: "decision", keys: ["release-plz"] },
    ],
  },
  {
    id: "n04-enterprise-gateway",
    build: (s) =>
      s
        .user("We're seeing 504s from /checkout/confirm in the perf env. Please investigate, read-only for now.")
        .bash(
          "./gradlew :checkout:test --tests '*ConfirmFlowIT*'",
          "ConfirmFlowIT > confirmTimesOutUnderLoad() FAILED\n    java.net.SocketTimeoutException: Read timed out\n        at com.acme.checkout.gateway.PaymentsClient.confirm(PaymentsClient.java:88)\n\n1 test completed, 1 failed",
          1,
        )
        .assistant(
          "I will now check the client configuration. The call that times out goes to payments-gateway with a 5 s read timeout. The 504s might be caused by HikariCP's pool size (default 10) on our side, but I have no evidence for that yet.",
        )
        .user("not sure, could be. don't change the pool. note the payments-gateway service is owned by team Falcon, anything touching it needs their sign-off")
        .bash(
          "grep -rn 'readTimeout' checkout/src/main/resources/",
          "checkout/src/main/resources/application-perf.yml:41:    readTimeout: 5s   # TODO never raise above 10s without Falcon",
        )
        .assistant("Understood. The 5 s value is set in application-perf.yml; I have not modified it.")
        .user("ok. open a ticket with them to raise the gateway timeout, after the freeze though, not today")
        .stop(),
    planted: [
      { kind: "fact", keys: ["payments-gateway", "falcon"] },
      { kind: "task", keys: ["timeout"] },
    ],
  },
  {
    id: "n05-empty-regex",
    build: (s) =>
      s
        .user("whats a sane regex for validating emails in a signup form? not RFC perfect, just catch typos")
        .assistant("Something like `^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$` catches the common mistakes. The real check is always the confirmation email anyway.")
        .bash(
          'node -e \'const r=/^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/; for (const e of ["a@b.co","a@b","a b@c.de"]) console.log(e, r.test(e))\'',
          "a@b.co true\na@b false\na b@c.de false",
        )
        .user("nice thx")
        .stop(),
    planted: [],
  },
  {
    id: "n06-startup-email-queue",
    build: (s) =>
      s
        .user("we need background jobs for the welcome email + weekly digest. let's use BullMQ")
        .assistant("BullMQ needs a Redis instance. Do you have one in the current infra, or should I add ElastiCache to the CDK stack?")
        .bash("grep -rn 'Redis\\|ElastiCache' infra/lib/", "")
        .user(
          "ugh no redis yet. actually scratch bullmq, we already pay for SQS. go with SQS plus a small poller in the worker container. fyi our whole aws account is eu-central-1 only, compliance thing",
        )
        .file("Edit", "infra/lib/queues-stack.ts")
        .assistant("Switched: one SQS queue `email-jobs` with a DLQ, declared in eu-central-1, and a poller in `worker/src/email-poller.ts`.")
        .bash("npx cdk synth QueuesStack >/dev/null && echo ok", "ok")
        .stop(),
    planted: [
      { kind: "decision", keys: ["sqs"] },
      { kind: "fact", keys: ["eu-central-1"] },
    ],
  },
  {
    id: "n07-freelance-wordpress",
    build: (s) =>
      s
        .user("the contact form on kleinhaus stopped sending. can u check the smtp plugin settings in the repo")
        .bash(
          "wp option get wp_mail_smtp --format=json --path=./site",
          '{"mail":{"mailer":"smtp","from_email":"info@kleinhaus.de"},"smtp":{"host":"mail.kleinhaus.de","port":"587"}}',
        )
        .assistant(
          "The plugin config looks fine. The host may be rejecting the login; I could put the credentials in wp-config.php as constants so they survive plugin updates.",
        )
        .user(
          "don't. never touch wp-config on the live site, i edit that one by hand over sftp. and the staging site is staging.kleinhaus.de behind basic auth (user kh / ask me for pw), test there",
        )
        .bash("curl -s -o /dev/null -w '%{http_code}' https://staging.kleinhaus.de/kontakt", "401")
        .assistant("Staging answers 401 without credentials, as expected. Should we think about moving the site to Bedrock so config lives in .env?")
        .user("no, too much for this client")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["wp-config"] },
      { kind: "fact", keys: ["staging", "basic auth"] },
    ],
  },
  {
    id: "n08-empty-oss-chat",
    build: (s) =>
      s
        .user("morning. long weekend, 40 notifications. summarize issue 512 for me?")
        .bash(
          "gh issue view 512 --comments | head -40",
          "title:\tPanic on empty config file\nstate:\tOPEN\nauthor:\tmkowal\n--\nSteps: create empty `.toolrc`, run `tool check`. thread 'main' panicked at 'called `Option::unwrap()` on a `None` value'",
        )
        .assistant("Issue 512: an empty `.toolrc` makes `tool check` panic on an `unwrap()` of a missing section. One commenter confirmed on macOS. No PR yet.")
        .user("ha classic. thanks, I'll look after coffee")
        .stop(),
    planted: [],
  },
  {
    id: "n09-enterprise-terraform",
    build: (s) =>
      s
        .user(
          "Context: we agreed in Tuesday's arch review that terraform state goes into the shared S3 backend with DynamoDB locking, no more local state files. Please migrate the networking stack.",
        )
        .file("Edit", "networking/backend.tf")
        .bash(
          "terraform init -migrate-state -input=false && terraform plan",
          'Successfully configured the backend "s3"!\n\nNo changes. Your infrastructure matches the configuration.\n\nNote: You didn\'t use the -out option to save this plan, so Terraform can\'t guarantee to take exactly these actions if you run "terraform apply" now.',
        )
        .assistant("State migrated to the S3 backend; the plan shows no drift.")
        .user("good. going forward always run terraform plan with -out and paste the plan summary into the PR description, reviewers want it")
        .assistant("Will do. One more thing I noticed: `modules/vpc` still pins the AWS provider to `~> 4.0`.")
        .user("yeah that's known. upgrading the provider in the vpc module is a follow-up, not part of this PR")
        .stop(),
    planted: [
      { kind: "decision", keys: ["backend"] },
      { kind: "instruction", keys: ["terraform plan"] },
      { kind: "task", keys: ["provider"] },
    ],
  },
  {
    id: "n10-startup-design-system",
    build: (s) =>
      s
        .user("the Button in packages/ui looks off, primary color is wrong in dark mode")
        .bash("rg -n 'primary' packages/tokens/dist/colors.json | head -3", '12:  "primary-dark": "#3B82F6",\n13:  "primary": "#2563EB",')
        .assistant("The dark token points at the light value. I can fix it in `packages/tokens/dist/colors.json` directly, or is that file generated?")
        .user(
          "generated from the figma export. never hand-edit anything in packages/tokens, rerun the export script instead. also Priya owns the design system, ping her before you rename any component",
        )
        .bash("pnpm --filter tokens run export", "> tokens@0.4.1 export\n> node scripts/export-figma.mjs\nwrote dist/colors.json (48 tokens)")
        .assistant("Re-exported; `primary-dark` now resolves to #60A5FA and the Button looks right in dark mode.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["tokens"] },
      { kind: "fact", keys: ["priya"] },
    ],
  },
  {
    id: "n11-empty-pagination-bug",
    build: (s) =>
      s
        .user("paginate() in utils.py returns one item too few on the last page. fix pls")
        .file("Read", "utils.py")
        .assistant("It slices `items[start:end-1]`. That `-1` drops the last element of every page, not just the last one.")
        .file("Edit", "utils.py")
        .bash("python -m pytest tests/test_utils.py -q", "....                                                     [100%]\n4 passed in 0.08s")
        .assistant("Fixed the slice and added a test for a page of exactly `per_page` items. All 4 tests pass.")
        .stop(),
    planted: [],
  },
  {
    id: "n12-freelance-shopify",
    build: (s) =>
      s
        .user("new shop for the ceramics lady. should we build the theme from scratch or start from dawn?")
        .assistant(
          "Starting from Dawn saves a lot: it's maintained by Shopify, passes the theme store checks and is fast. A custom theme would only pay off for very unusual layouts.",
        )
        .user("ok going with dawn as the base")
        .bash("shopify theme init ceramics --clone-url https://github.com/Shopify/dawn", "Cloning into 'ceramics'...\n✔ Theme initialized")
        .assistant("Initialized from Dawn. I could also add lazy loading to the hero image.")
        .user("sure do it")
        .file("Edit", "ceramics/sections/image-banner.liquid")
        .assistant('Hero image now has `loading="lazy"` except on the first section.')
        .user("remind me: she still owes us the product photos. once they come in we swap out all the placeholder images")
        .stop(),
    planted: [
      { kind: "decision", keys: ["dawn"] },
      { kind: "task", keys: ["placeholder"] },
    ],
  },
  {
    id: "n13-oss-msrv",
    build: (s) =>
      s
        .user("contributor PR #233 uses `std::sync::LazyLock`. CI red on the 1.70 job")
        .bash(
          "cargo +1.70 check 2>&1 | tail -3",
          "error[E0658]: use of unstable library feature 'lazy_cell'\n  --> src/registry.rs:4:5\nerror: could not compile `tinyreg` due to previous error",
          101,
        )
        .assistant("`LazyLock` is stable only since 1.80. Options: bump MSRV, or use `once_cell::sync::Lazy`.")
        .user("we don't bump the msrv without an issue and a minor release first. tell them to use once_cell")
        .assistant("I'll draft the review comment. Side note: docs for the `serde` feature items don't show the feature badge.")
        .user("right, docs.rs builds us with all-features, so anything feature-gated needs `#[doc(cfg(...))]` to show the badge")
        .bash("gh pr review 233 --comment -b 'Please use once_cell::sync::Lazy, LazyLock needs 1.80 and our MSRV is 1.70.'", "- Reviewed pull request #233")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["msrv"] },
      { kind: "fact", keys: ["docs.rs"] },
    ],
  },
  {
    id: "n14-enterprise-sso",
    build: (s) =>
      s
        .user("The new admin panel needs SSO. What do we use internally?")
        .bash("rg -n 'okta' --glob '*.yaml' deploy/ | head -3", "deploy/hr-portal/values.yaml:22:  issuer: https://acme.okta.com/oauth2/default")
        .assistant("Other internal apps point at `acme.okta.com`. Is Okta the standard IdP here?")
        .user("yes. Okta is the IdP for everything internal, tenant acme.okta.com, and only IT can create app integrations")
        .file("Write", "admin/src/auth/oidc.ts")
        .assistant("I wired the OIDC client with placeholders for client id and secret.")
        .user("fine. we still need to request the okta app integration from IT for the admin panel, can't do it from here. next week")
        .stop(),
    planted: [
      { kind: "fact", keys: ["okta", "idp"] },
      { kind: "task", keys: ["app integration"] },
    ],
  },
  {
    id: "n15-empty-slow-query",
    build: (s) =>
      s
        .user("why is the orders listing slow? like 2s")
        .bash(
          "psql $DATABASE_URL -c 'EXPLAIN ANALYZE SELECT * FROM orders WHERE customer_id = 42 ORDER BY created_at DESC LIMIT 20'",
          "Limit  (cost=0.00..1893.22 rows=20 width=212) (actual time=1904.551..1904.560 rows=20 loops=1)\n  ->  Seq Scan on orders  (actual time=0.02..1904.1 rows=20 loops=1)\n        Filter: (customer_id = 42)\nExecution Time: 1904.61 ms",
        )
        .assistant(
          "A sequential scan. Maybe an index on `(customer_id, created_at)` would fix it, though I'd want to check the table's write load before adding one.",
        )
        .user("hm maybe. let me ask Tom what the write volume looks like")
        .stop(),
    planted: [],
  },
  {
    id: "n16-startup-flags",
    build: (s) =>
      s
        .user("we need feature flags before the onboarding rewrite goes out. suggestions?")
        .assistant(
          "I'd suggest GrowthBook: self-hostable, has a Next.js SDK, and the experiments come free. LaunchDarkly is the polished option but priced per seat.",
        )
        .user("launchdarkly is way too pricey for us. yep go with growthbook")
        .bash("pnpm add @growthbook/growthbook-react", "Packages: +3\nProgress: resolved 812, reused 809, downloaded 3, added 3, done")
        .file("Write", "src/lib/flags.ts")
        .user("and flag names: kebab-case, prefixed with the team, like growth-new-onboarding. that's the convention for all flags")
        .assistant("Added `growth-new-onboarding` and a helper that rejects names without a team prefix.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["growthbook"] },
      { kind: "instruction", keys: ["flag names"] },
    ],
  },
  {
    id: "n17-freelance-styles",
    build: (s) =>
      s
        .user("header nav breaks on tablets, fix the breakpoints")
        .file("Edit", "assets/scss/_nav.scss")
        .bash("npm run build:css", "> sass assets/scss:public/css --style=compressed\nCompiled 6 files.")
        .assistant("Fixed: the nav now collapses below 900px. Since the stylesheets are small, should we migrate to Tailwind while we're here?")
        .user("no, we keep plain scss. their in-house guy only knows scss and he maintains it after I hand over")
        .assistant("Makes sense, staying with SCSS.")
        .user("after launch we should set up uptime monitoring for them, UptimeRobot free tier probably. not now")
        .stop(),
    planted: [
      { kind: "decision", keys: ["scss"] },
      { kind: "task", keys: ["uptime"] },
    ],
  },
  {
    id: "n18-oss-triage",
    build: (s) =>
      s
        .user("triage the new issues from this week pls")
        .bash(
          "gh issue list --search 'created:>2026-11-10' --json number,title,author",
          '[{"number":520,"title":"Path with spaces fails on Windows","author":"newbie-dev"},{"number":521,"title":"Add --json flag","author":"rtyler"}]',
        )
        .assistant("Two new: #520 (Windows path with spaces, first-time contributor) and #521 (feature request for `--json`).")
        .user(
          "convention: anything from first-time contributors gets the good-first-review label so I see it first. and windows stuff goes to @lukasz, he's the co-maintainer with a windows box, I don't have one",
        )
        .bash("gh issue edit 520 --add-label good-first-review --add-assignee lukasz", "https://github.com/tinyorg/tool/issues/520")
        .assistant("Labelled #520 and assigned it to lukasz. #521 left untouched.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["good-first-review"] },
      { kind: "fact", keys: ["windows", "lukasz"] },
    ],
  },
  {
    id: "n19-enterprise-k8s",
    build: (s) =>
      s
        .user("api pods got OOMKilled twice last night. look at the limits")
        .bash(
          "kubectl -n shop get deploy api -o jsonpath='{.spec.template.spec.containers[0].resources}'",
          '{"limits":{"memory":"1Gi"},"requests":{"memory":"512Mi","cpu":"250m"}}',
        )
        .assistant(
          "Requests 512Mi, limit 1Gi: the pods get scheduled on nodes that can't actually give them 1Gi. Setting limits equal to requests would make them Guaranteed QoS for memory.",
        )
        .user(
          "ok decided: memory limits equal to requests for the api pods, 1Gi both. for context prod runs EKS 1.27, platform team owns the upgrade window so don't plan around newer features",
        )
        .file("Edit", "charts/api/values-prod.yaml")
        .bash("helm template charts/api -f charts/api/values-prod.yaml | kubeval --strict", "PASS - api/templates/deployment.yaml contains a valid Deployment")
        .assistant("Done. While here: the worker deployment has no PodDisruptionBudget, so a node drain can take all replicas at once.")
        .user("good catch, follow-up: add a poddisruptionbudget for the worker. separate PR")
        .stop(),
    planted: [
      { kind: "decision", keys: ["memory limits"] },
      { kind: "fact", keys: ["eks"] },
      { kind: "task", keys: ["poddisruptionbudget"] },
    ],
  },
  {
    id: "n20-empty-one-liner",
    build: (s) =>
      s
        .user("what does this do: `find . -name '*.orig' -mtime +7 -print0 | xargs -0 rm -f`")
        .assistant(
          "It deletes every `.orig` file under the current directory that was last modified more than 7 days ago; `-print0`/`-0` keep names with spaces intact.",
        )
        .bash("find . -name '*.orig' -mtime +7 | wc -l", "23")
        .assistant("There are 23 such files here right now. I haven't deleted anything.")
        .stop(),
    planted: [],
  },
  {
    id: "n21-startup-sessions",
    build: (s) =>
      s
        .user("login sessions: let's keep them in Redis like the last project")
        .assistant("I can use Upstash Redis with `@upstash/redis`. That's one more service to pay for and monitor, though.")
        .bash("vercel env ls production | grep -i redis", "")
        .user(
          "hm true. changed my mind: go with signed cookies via iron-session, no redis for auth. and btw we're on the vercel pro plan, function timeout is 60s max, keep that in mind for the export endpoint",
        )
        .file("Write", "src/lib/session.ts")
        .assistant("Sessions now use iron-session with a 14-day sealed cookie.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["iron-session"] },
      { kind: "fact", keys: ["function timeout"] },
    ],
  },
  {
    id: "n22-freelance-flutter",
    build: (s) =>
      s
        .user("the order list jank is back, can you profile it")
        .bash(
          "flutter run --profile -d emulator-5554 --trace-startup",
          "Launching lib/main.dart on sdk gphone64 x86 64 in profile mode...\nRaster thread: 38.2 ms/frame (target 16.6)",
        )
        .assistant("Frames take ~38 ms on the raster thread. The list items each build a shadowed card with blur; that's the cost.")
        .file("Edit", "lib/widgets/order_tile.dart")
        .user("always test on the small emulator profile (pixel 4a, API 29), their customers are on old android phones. that's the one that matters")
        .bash("flutter run --profile -d pixel_4a_api_29", "Raster thread: 14.9 ms/frame (target 16.6)")
        .assistant("On the Pixel 4a / API 29 emulator it's 14.9 ms/frame now.")
        .user("great. ios build is blocked until they add me to their apple developer team, pick that up once it's sorted")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["emulator"] },
      { kind: "task", keys: ["apple developer"] },
    ],
  },
  {
    id: "n23-oss-node-support",
    build: (s) =>
      s
        .user("planning v5. node 16 has been EOL forever. we're dropping node 16 support in v5, final")
        .file("Edit", "package.json")
        .bash("npm pkg get engines", '{\n  "node": ">=18"\n}')
        .assistant("Set `engines.node` to `>=18`. Should we drop Node 18 too, since it reaches EOL in April?")
        .user("not decided, let's see what the download stats say")
        .assistant("OK. There's also a SECURITY.md TODO in the repo; who handles reports?")
        .user("security reports go to security@tinyorg.dev and Ana triages them within 72h. put that in SECURITY.md")
        .file("Edit", "SECURITY.md")
        .stop(),
    planted: [
      { kind: "decision", keys: ["node 16"] },
      { kind: "fact", keys: ["security"] },
    ],
  },
  {
    id: "n24-empty-rebase",
    build: (s) =>
      s
        .user("i messed up a rebase, half my commits are gone??")
        .bash(
          "git reflog | head -5",
          "9c1d2e3 HEAD@{0}: rebase (finish): returning to refs/heads/feat/search\n5ab7f10 HEAD@{1}: rebase (pick): wip\n2d0c8b1 HEAD@{4}: commit: search: add filters",
        )
        .assistant("They're not gone: the reflog still has `2d0c8b1`. I'll reset the branch to that commit.")
        .bash("git reset --hard 2d0c8b1 && git log --oneline -3", "2d0c8b1 search: add filters\n81fe0a2 search: endpoint\n66d1b3c search: index")
        .user("phew. ty")
        .stop(),
    planted: [],
  },
  {
    id: "n25-enterprise-logging",
    build: (s) =>
      s
        .user("audit flagged that billing logs contain customer emails. find where")
        .bash(
          "rg -n 'logger\\.(info|debug).*email' services/billing/src | head",
          "services/billing/src/invoice.ts:57:  logger.info('sending invoice to ' + customer.email) // TODO: always redact\nservices/billing/src/refund.ts:19:  console.log('refund for', customer.email)",
        )
        .assistant("Two places log the email in clear. The first even has a TODO about it.")
        .user(
          "standing rule for all services: never log full PANs or emails, wrap them in the redact() helper from libs/common. logs ship to Splunk through the fluent-bit sidecar, index app_prod, so anything logged is searchable by half the company",
        )
        .file("Edit", "services/billing/src/invoice.ts")
        .assistant("invoice.ts now logs `redact(customer.email)`. refund.ts uses console.log, which skips the structured logger entirely.")
        .user("yeah. migrating the remaining console.log calls in billing to the structured logger is for next sprint. just fix refund.ts now")
        .file("Edit", "services/billing/src/refund.ts")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["redact"] },
      { kind: "fact", keys: ["splunk"] },
      { kind: "task", keys: ["console.log"] },
    ],
  },
  {
    id: "n26-startup-pricing",
    build: (s) =>
      s
        .user("pricing page update. Dana made the final call: annual plan = 2 months free, no lifetime deals ever")
        .file("Edit", "app/pricing/page.tsx")
        .bash("stripe prices list --limit 3", "price_1Q… nickname=pro-monthly unit_amount=1900\nprice_1Q… nickname=pro-annual unit_amount=19000")
        .assistant("Annual price is 190, i.e. 10 × 19. Should I create the prices on the live account too?")
        .user("no, you can't anyway: staging stripe is test mode with an sk_test_ key, the prod keys only live in doppler and only I have access")
        .assistant("Understood, test mode only. The pricing page reads the annual price from Stripe.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["annual plan"] },
      { kind: "fact", keys: ["doppler"] },
    ],
  },
  {
    id: "n27-freelance-python",
    build: (s) =>
      s
        .user("add pandas to the reporting script")
        .bash("pip install pandas", "Collecting pandas\n  Downloading pandas-2.2.3-cp312-cp312-manylinux_2_17_x86_64.whl (12.7 MB)")
        .user("stop, use uv for everything in this repo. no pip install, it messes up the lockfile")
        .bash("pip uninstall -y pandas && uv add pandas", "Resolved 9 packages in 210ms\nInstalled 4 packages in 31ms\n + pandas==2.2.3")
        .assistant("Reverted the pip install and added pandas with `uv add`; `uv.lock` is updated.")
        .user("thanks. next time we work on this: the CSV export the client asked for, they want it by end of month")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["uv"] },
      { kind: "task", keys: ["csv export"] },
    ],
  },
  {
    id: "n28-empty-standup",
    build: (s) =>
      s
        .user("what did I do yesterday, need it for standup lol")
        .bash(
          "git log --since=yesterday --until=today --author=$(git config user.email) --oneline",
          "e4c1a0f checkout: fix coupon rounding\n3b2d9e1 checkout: tests for coupon edge cases\n0a9f8c7 wip",
        )
        .assistant("Yesterday: fixed coupon rounding in checkout, added edge-case tests for coupons, and one WIP commit.")
        .user("perfect, the wip was the dark mode thing. ok off to standup")
        .stop(),
    planted: [],
  },
  {
    id: "n29-oss-docs-site",
    build: (s) =>
      s
        .user("docusaurus upgrade broke the sidebar again")
        .bash(
          "npm run docs:build 2>&1 | tail -2",
          'Error: Invalid sidebar file at "sidebars.js".\nThese sidebar document ids do not exist: guides/migrating',
          1,
        )
        .assistant(
          "The sidebar references a doc that was renamed. I can fix the id. Alternatively, Starlight (Astro) has simpler sidebars and faster builds, if you've been thinking about moving.",
        )
        .user("I have, and I'm done deciding: the docs site moves to starlight. fix the id for now so the current site builds")
        .file("Edit", "docs/sidebars.js")
        .assistant("Fixed the id, the build passes.")
        .user("one more: examples in the docs must be runnable. every code snippet gets a doctest, no exceptions")
        .stop(),
    planted: [
      { kind: "decision", keys: ["starlight"] },
      { kind: "instruction", keys: ["snippet"] },
    ],
  },
  {
    id: "n30-enterprise-replica",
    build: (s) =>
      s
        .user("The nightly revenue report shows yesterday's numbers as zero. Why?")
        .bash("psql $REPORTING_URL -c 'SELECT now() - pg_last_xact_replay_timestamp() AS lag'", "       lag\n-----------------\n 00:04:41.20881")
        .assistant("The report runs against the reporting replica, which is 4m41s behind right now.")
        .user("right, the reporting replica lags the primary by up to 5 min during the batch window, 01:00-03:00 UTC. the report should run after 03:15")
        .file("Edit", "jobs/revenue-report.cron")
        .assistant("Moved the cron to 03:20 UTC. I'll add the migration for the new report column as well.")
        .user("not today, it's friday. we don't run migrations on fridays, change-freeze policy")
        .stop(),
    planted: [
      { kind: "fact", keys: ["replica"] },
      { kind: "instruction", keys: ["fridays"] },
    ],
  },
  {
    id: "n31-startup-mobile-plan",
    build: (s) =>
      s
        .user("let's ship android first, bigger market for us")
        .bash(
          "npx expo config --type public | grep -E 'ios|android' | head -4",
          '  ios: { bundleIdentifier: "com.tally.app" },\n  android: { package: "com.tally.app" },',
        )
        .assistant("The Expo config has both targets. I'll set up the Play Store internal track first.")
        .user("wait. talked to Sam, new plan: iOS first, android in Q3. our early users are nearly all on iphone")
        .file("Edit", "eas.json")
        .assistant("Set up the EAS build profile for TestFlight instead; the Android profile is untouched.")
        .stop(),
    planted: [{ kind: "decision", keys: ["ios first"] }],
  },
  {
    id: "n32-empty-flaky-test",
    build: (s) =>
      s
        .user("test_schedule_rollover fails like 1 in 5 on CI, never locally")
        .bash(
          "pytest tests/test_schedule.py::test_schedule_rollover -q --count=20",
          "....................                                     [100%]\n20 passed in 1.41s",
        )
        .assistant(
          "It passes 20/20 here. Could be timezone: CI runners are in UTC and the test builds `datetime.now()` without a tz. Or it could be the midnight boundary.",
        )
        .user("could be either. I don't have time today, just leave it")
        .stop(),
    planted: [],
  },
  {
    id: "n33-freelance-mail",
    build: (s) =>
      s
        .user("password reset mails don't arrive for the yoga studio app")
        .bash("tail -5 storage/logs/mail.log", "[2026-11-20 10:02:11] 535 5.7.8 Authentication failed: smtp.gmail.com")
        .assistant("The app authenticates against Gmail's SMTP, which rejects it. Does the client use Google Workspace?")
        .user(
          "no, their domain email is on zoho, not google. the smtp host for the mailbox is smtp.zoho.eu. but for app mails: we use postmark from now on, I don't want transactional mail going through a mailbox",
        )
        .file("Edit", "config/mail.php")
        .bash("php artisan tinker --execute=\"Mail::raw('test', fn($m) => $m->to('me@example.com'))\"", "= null")
        .assistant("Switched the transactional mailer to Postmark; the test mail went out.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["zoho"] },
      { kind: "decision", keys: ["postmark"] },
    ],
  },
  {
    id: "n34-oss-deprecations",
    build: (s) =>
      s
        .user("someone opened a PR removing connectLegacy() in a patch release. that's a no")
        .bash("gh pr view 301 --json title,labels", '{"title":"chore: remove connectLegacy","labels":[{"name":"patch"}]}')
        .assistant("The PR targets 1.8.3. Removing an export there would break anyone still calling it.")
        .user("we do semver strictly here. anything removing or renaming an export is a major, full stop")
        .bash(
          "gh pr comment 301 -b 'Thanks! Removing an export is a breaking change; parking this for 2.0.'",
          "https://github.com/wsock/wsock/pull/301#issuecomment-1",
        )
        .assistant("Commented on the PR and parked it.")
        .user("and before 2.0 ships we have to actually remove the deprecated connectLegacy export. add it to the milestone later")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["semver"] },
      { kind: "task", keys: ["connectlegacy"] },
    ],
  },
  {
    id: "n35-enterprise-api",
    build: (s) =>
      s
        .user("New endpoint: GET /shipments for the partner portal.")
        .assistant("Should it live under /api/v1 next to /orders, or is v2 open for new work?")
        .user("all new endpoints go under /api/v2, and each one needs an OpenAPI entry before it goes to review")
        .file("Edit", "openapi/v2.yaml")
        .assistant("Added the OpenAPI entry. For paging, v1 uses `offset`/`limit`. Keep that?")
        .user("no, we decided pagination is cursor-based for v2, offset stays in v1 only")
        .file("Write", "src/api/v2/shipments.ts")
        .bash(
          "curl -s -H 'X-Internal-Trace: 1' localhost:8080/api/v2/shipments?limit=2 | jq -c .",
          '{"items":[{"id":"shp_1"},{"id":"shp_2"}],"next_cursor":"c2hwXzI"}',
        )
        .assistant("Works locally. Note the X-Internal-Trace header won't survive in staging.")
        .user("yep, the API gateway strips every header starting with x-internal- on the way in")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["openapi"] },
      { kind: "decision", keys: ["cursor"] },
      { kind: "fact", keys: ["x-internal"] },
    ],
  },
  {
    id: "n36-empty-naming",
    build: (s) =>
      s
        .user("I need a name for the module that merges duplicate customer records. ideas?")
        .assistant(
          "A few: `dedupe`, `customer-merge`, `identity-resolver`, `unify`. `identity-resolver` is the most descriptive if it also handles fuzzy matching.",
        )
        .bash("ls src/modules", "billing\ncustomers\nexports\nnotifications")
        .user("hmm, none of those feel right. let me think about it over lunch")
        .stop(),
    planted: [],
  },
  {
    id: "n37-startup-analytics",
    build: (s) =>
      s
        .user("is the signup page sending any analytics at all?")
        .bash("rg -n 'posthog.capture' src/ | wc -l", "3")
        .assistant("Three capture calls, none on the signup page. Where do events land?")
        .user("posthog cloud, EU region. Jonas is the only one with admin on it, ask him for anything project-level")
        .assistant("Thanks. I can add the signup funnel events now if you want.")
        .user("not now, we still have to wire up the signup funnel events but design changes the form next week. later")
        .stop(),
    planted: [
      { kind: "fact", keys: ["posthog"] },
      { kind: "task", keys: ["funnel"] },
    ],
  },
  {
    id: "n38-freelance-deploy",
    build: (s) =>
      s
        .user("the build on the server dies again, `npm run build` killed")
        .bash(
          "ssh vps 'dmesg | tail -2'",
          "[812334.1] Out of memory: Killed process 20931 (node) total-vm:2871420kB\n[812334.2] oom_reaper: reaped process 20931 (node)",
        )
        .assistant("The kernel OOM killer stopped node during the build. How much memory does the VPS have?")
        .user("it's a hetzner cx22, 4GB ram. that's why")
        .assistant("Then building on the server will keep failing. I'll move the build into a GitHub Action and ship only the output.")
        .file("Write", ".github/workflows/deploy.yml")
        .user("yes and from now on deploy only through that action, never rsync from my laptop again")
        .stop(),
    planted: [
      { kind: "fact", keys: ["hetzner"] },
      { kind: "instruction", keys: ["deploy"] },
    ],
  },
  {
    id: "n39-empty-pr-review",
    build: (s) =>
      s
        .user("review PR 88 please, it's small")
        .bash(
          "gh pr diff 88",
          "-    if (!opts.timeout) opts.timeout = 3000;\n+    // always set a default timeout, never block forever\n+    opts.timeout ??= 3000;",
        )
        .assistant("Looks good: `??=` keeps an explicit `0` where the old check overwrote it. One nit: the comment restates the code.")
        .bash("gh pr review 88 --approve -b 'LGTM, nit on the comment.'", "- Approved pull request #88")
        .stop(),
    planted: [],
  },
  {
    id: "n40-enterprise-integration-tests",
    build: (s) =>
      s
        .user("integration tests keep colliding on the shared dev DB")
        .bash("mvn -q verify -Pit 2>&1 | tail -3", "[ERROR] OrderRepositoryIT.saveAndFind:41 expected: <1> but was: <3>\n[ERROR] Tests run: 28, Failures: 1", 1)
        .assistant("Another run inserted rows into the same schema. Testcontainers would give each run its own Postgres.")
        .user("agreed, and the guild already voted on it: testcontainers over the shared dev DB for all integration tests")
        .file("Edit", "pom.xml")
        .assistant("Added the Testcontainers BOM. On the Jenkins agents this needs Docker available inside the build container.")
        .user("right, that's a later thing: get docker-in-docker enabled on the jenkins agents, I need to ask infra")
        .stop(),
    planted: [
      { kind: "decision", keys: ["testcontainers"] },
      { kind: "task", keys: ["docker-in-docker"] },
    ],
  },
  {
    id: "n41-startup-forms",
    build: (s) =>
      s
        .user("can't log in locally after reset")
        .bash("pnpm db:reset && pnpm db:seed", "Database reset.\nSeeded: 1 org, 3 users (demo@acme.dev)")
        .assistant("Did you log in with a user from before the reset? The seed creates fresh users.")
        .user("ah right, the seed script creates demo@acme.dev / demo1234, forgot")
        .assistant("That should work now. I can also convert the profile form; it posts to `/api/profile`.")
        .user("yes convert it. general preference: server actions over API routes for forms")
        .file("Edit", "app/profile/page.tsx")
        .assistant("The profile form now uses a server action; `/api/profile` is deleted.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["seed"] },
      { kind: "instruction", keys: ["server actions"] },
    ],
  },
  {
    id: "n42-empty-thanks",
    build: (s) =>
      s
        .user("bump vite to 6.0.3")
        .bash("npm i -D vite@6.0.3 && npm run build", "added 1 package, changed 3 packages\n✓ built in 2.14s")
        .assistant("Bumped and the build passes.")
        .user("thanks that worked!")
        .stop(),
    planted: [],
  },
  {
    id: "n43-freelance-hosting",
    build: (s) =>
      s
        .user("the portfolio site is ready. put it on netlify")
        .assistant("I'll add a `netlify.toml` with the build command and publish dir.")
        .file("Write", "netlify.toml")
        .user("hold on, change of plan. the client already has cloudflare for her domain, use cloudflare pages instead")
        .bash("rm netlify.toml && npx wrangler pages project create portfolio --production-branch main", "✨ Successfully created the 'portfolio' project.")
        .assistant("Removed the Netlify config and created the Pages project. The custom domain still points at the old host.")
        .user("yes, DNS cutover has to wait until she gives me access at the registrar")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cloudflare pages"] },
      { kind: "task", keys: ["dns"] },
    ],
  },
  {
    id: "n44-oss-typescript",
    build: (s) =>
      s
        .user("CI says the bundle is over budget after my refactor")
        .bash(
          "npx size-limit",
          "  Size limit: 12 kB\n  Size:       12.6 kB with all dependencies, minified and gzipped\n  Package size limit has exceeded by 0.6 kB",
          1,
        )
        .assistant("The refactor added `export default` on the index, which pulls in the whole namespace for CJS consumers.")
        .user(
          "ugh. ok two things: no default exports in this codebase, named only. and the 12 kB gzipped budget is real, size-limit enforces it in CI on every PR",
        )
        .file("Edit", "src/index.ts")
        .bash("npx size-limit", "  Size limit: 12 kB\n  Size:       11.4 kB with all dependencies, minified and gzipped")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["default exports"] },
      { kind: "fact", keys: ["size-limit"] },
    ],
  },
  {
    id: "n45-enterprise-incident",
    build: (s) =>
      s
        .user("postmortem prep for last night's checkout outage. what does the cache metric show around 23:00?")
        .bash(
          "promtool query range --start=2026-11-25T22:50:00Z --end=2026-11-25T23:10:00Z 'sum(rate(cache_miss_total[1m]))' | head -4",
          "{} =>\n12.1 @[1764111000]\n4810.7 @[1764111600]\n4022.3 @[1764111660]",
        )
        .assistant("Misses jump 400× at 23:00. Possibly the keys were all written by the same warm-up job and expired together.")
        .user(
          "yep that's it, I checked the warm-up job. root cause confirmed: all TTLs expired at once. we'll add random jitter to the cache TTLs, that's the fix",
        )
        .file("Edit", "src/cache/ttl.ts")
        .assistant("TTLs now get ±10% jitter. Who was paged last night?")
        .user("whoever is on checkout-primary in pagerduty, escalation goes to the secondary after 15 min")
        .assistant("OK. Anything else for the postmortem?")
        .user("someone needs to write the runbook for cache stampedes, when there's time. not me this week")
        .stop(),
    planted: [
      { kind: "decision", keys: ["jitter"] },
      { kind: "fact", keys: ["pagerduty"] },
      { kind: "task", keys: ["runbook"] },
    ],
  },
  {
    id: "n46-empty-go-channels",
    build: (s) =>
      s
        .user("explain buffered vs unbuffered channels in go like I'm a python dev")
        .assistant(
          "An unbuffered channel is a handoff: the sender waits until a receiver takes the value. A buffered channel of size n is like a `queue.Queue(maxsize=n)`: sends only block once it's full.",
        )
        .bash("go run ./scratch/chan.go", "sent 1\nsent 2\nreceived 1\nreceived 2")
        .user("ok that clicks, thanks")
        .stop(),
    planted: [],
  },
  {
    id: "n47-startup-i18n",
    build: (s) =>
      s
        .user("german launch in january. what's the least painful i18n setup for our app router app?")
        .assistant("next-intl fits the App Router best; react-i18next works too but needs more glue for server components.")
        .user("ok next-intl, decided")
        .bash("pnpm add next-intl", "Packages: +2\ndone")
        .file("Write", "messages/de.json")
        .user(
          "convention for the translation keys: namespaced by page, e.g. checkout.summary.total. never reuse a key across pages even if the text is the same",
        )
        .assistant("Set up `messages/en.json` and `messages/de.json` with page namespaces.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["next-intl"] },
      { kind: "instruction", keys: ["translation keys"] },
    ],
  },
  {
    id: "n48-freelance-backups",
    build: (s) =>
      s
        .user("client's shop is super slow on the product search")
        .bash("mysql -e 'SELECT VERSION()'", "VERSION()\n5.7.44-log")
        .assistant("The database is MySQL 5.7, so no functional indexes or CTEs. Is that their production server?")
        .user("yes, their db is mysql 5.7 on the old cpanel host, we can't upgrade it")
        .file("Edit", "app/Search/ProductSearch.php")
        .assistant("Rewrote the search to use the existing FULLTEXT index. Anything else while I'm in here?")
        .user("there is: set up nightly db backups to their b2 bucket. not today though")
        .stop(),
    planted: [
      { kind: "fact", keys: ["mysql"] },
      { kind: "task", keys: ["backups"] },
    ],
  },
  {
    id: "n49-empty-withdrawn-rewrite",
    build: (s) =>
      s
        .user("this python cli takes 900ms to start. maybe we should rewrite it in go?")
        .bash(
          "python -X importtime -m mycli --help 2>&1 | sort -t'|' -k2 -n | tail -2",
          "import time:    312044 |     401233 | pandas\nimport time:    120112 |     160870 | requests",
        )
        .assistant("Most of the startup is importing pandas, which `--help` doesn't need. Lazy imports would cut it to ~150 ms without a rewrite.")
        .user("nah forget the go idea then, bad idea anyway. do the lazy import")
        .file("Edit", "mycli/__main__.py")
        .assistant("pandas is now imported inside the two commands that use it; `--help` starts in 140 ms.")
        .stop(),
    planted: [],
  },
  {
    id: "n50-oss-license",
    build: (s) =>
      s
        .user("a company asked if we'd relicense to Apache-2.0 for the patent grant")
        .assistant(
          "Apache-2.0 would add an explicit patent grant. It's a real change for contributors, though; you'd need consent from everyone with code in the repo.",
        )
        .bash("git shortlog -sn | wc -l", "74")
        .user("74 contributors, no way. the license stays MIT. I'll answer them")
        .user("oh and while we're on contributors: every commit needs a DCO sign-off (git commit -s), add a check for it")
        .file("Write", ".github/workflows/dco.yml")
        .assistant("Added a DCO workflow that fails PRs with commits lacking a sign-off.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["license"] },
      { kind: "instruction", keys: ["sign-off"] },
    ],
  },
  {
    id: "n51-empty-readme-typos",
    build: (s) =>
      s
        .user("fix the typos in the README, there are a bunch")
        .file("Read", "README.md")
        .bash(
          "npx cspell README.md",
          "README.md:12:8 - Unknown word (instalation)\nREADME.md:40:15 - Unknown word (recieve)\nCSpell: Files checked: 1, Issues found: 2",
        )
        .file("Edit", "README.md")
        .assistant('Fixed "instalation" and "recieve"; cspell is clean now.')
        .stop(),
    planted: [],
  },
];

/** The blind set: events, segments and scoring of BLIND14_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const BLIND14 = plantedSet(BLIND14_SESSIONS, START);
