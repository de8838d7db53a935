/**
 * Blind planted set 41 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 *
 * Style: DevOps for a small startup (GitHub Actions, Docker, Fly.io, Render, Vercel, Postgres
 * backups, env vars, DNS and email setup), in the voice of Grok and OpenCode sessions: a founder
 * who is not a full-time developer writes short, lower-case, typo-ridden requests; the agent
 * answers in short "I'll check X first" turns and summaries. Decisions are made quickly and
 * sometimes reversed later in the same session (only the later one is planted) or in a later
 * session (planted in the session that takes it). Each session is one segment; the items
 * planted in it are listed with it. Every other message must give nothing: questions,
 * hypotheses, proposals the founder rejects or never confirms, withdrawn ideas, unconfirmed
 * guesses, quoted config, logs and tool output (with "always", "never", "TODO" in them),
 * chit-chat, and requests the agent completes in the same session.
 *
 * Matching rule (fixed before the extractor was run on this set, as in planted-blind.ts):
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

export const BLIND41_SESSIONS: BlindSession[] = [
  {
    id: "b41-ci-node",
    build: (s) =>
      s
        .user("ci is red again on my PR, something about node version?? can u look")
        .assistant("I'll check the workflow file first.")
        .bash(
          "cat .github/workflows/ci.yml",
          "name: ci\non: [pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-node@v4\n        with:\n          node-version: 18\n      - run: npm ci\n      - run: npm test",
        )
        .bash("grep -n engines -A2 package.json", '41:  "engines": {\n42:    "node": ">=20"\n43:  },')
        .assistant("The workflow pins `node-version: 18` but package.json asks for `>=20`, so `npm ci` refuses the lockfile. Want me to bump the workflow?")
        .user("yes bump it. and lets keep everything on node 20 from now on, ci + the dockerfile + my laptop, i dont want 3 versions again")
        .file("Edit", ".github/workflows/ci.yml")
        .bash("gh pr checks", "test\tpass\t1m52s\thttps://github.com/tallyho/app/actions/runs/8812")
        .assistant(
          "Bumped `setup-node` to 20; the PR check passes now. The Dockerfile already uses `node:20-slim`, so CI, the image and your `.nvmrc` all agree on Node 20.",
        )
        .stop(),
    planted: [{ kind: "decision", keys: ["node 20"] }],
  },
  {
    id: "b41-api-host",
    build: (s) =>
      s
        .user("ok where should the api live. render or fly? i have accounts on both")
        .assistant(
          "Both work for a Node API. Render: simpler dashboard, deploys from GitHub on push, the free instance sleeps after 15 min idle. Fly: a Docker image, machines in a region you pick, `fly.toml` in the repo, a bit more CLI.",
        )
        .user("lets do render, simpler")
        .assistant("I'll check what the repo needs for a Render blueprint.")
        .bash("ls", "Dockerfile\napps\npackage.json\npnpm-lock.yaml\npnpm-workspace.yaml")
        .user(
          "hm wait. the free one sleeps? first request after lunch would take 30s. no. ok scrap render, the api goes on fly. the db is going to be in frankfurt anyway",
        )
        .bash(
          "fly launch --no-deploy --name tallyho-api --region fra",
          "Scanning source code\nDetected a Dockerfile app\nCreating app in /home/dev/src/app\n? Do you want to tweak these settings before proceeding? No\nCreated app 'tallyho-api' in organization 'personal'\nWrote config file fly.toml",
        )
        .assistant("Created the Fly app `tallyho-api` in `fra` and wrote `fly.toml`; nothing is deployed yet.")
        .stop(),
    planted: [{ kind: "decision", keys: ["api", "fly"] }],
  },
  {
    id: "b41-ttl-chat",
    build: (s) =>
      s
        .user("random q: whats a TTL on a dns record, like what does 300 mean")
        .assistant(
          "It's how long resolvers may cache the answer, in seconds: 300 means five minutes. Low TTLs make changes show up faster; high ones mean fewer lookups.",
        )
        .user("ok cool. so if i change something it can take 5 min to show?")
        .assistant("Up to the old record's TTL, yes, plus whatever your own machine caches.")
        .user("got it ty")
        .stop(),
    planted: [],
  },
  {
    id: "b41-backups",
    build: (s) =>
      s
        .user("i have zero backups of the prod db which is terrifying. what do people do")
        .assistant("I'll check what the database is first.")
        .bash("fly postgres list", "NAME            \tOWNER   \tSTATUS  \tLATEST DEPLOY\ntallyho-db      \tpersonal\tdeployed\t2026-10-30T14:02:11Z")
        .bash(
          "fly status -a tallyho-db",
          "App\n  Name     = tallyho-db\n  Owner    = personal\n  Platform = machines\n\nID              STATE   ROLE    REGION  HEALTH CHECKS\n4d89e5ef1c2e78  started primary fra     3 total, 3 passing",
        )
        .assistant(
          "It's a single-node Fly Postgres in `fra`. Fly's volume snapshots are daily but kept only 5 days and restore to a new volume. The usual extra is a `pg_dump` on a schedule to object storage: an Actions cron job, or a small machine.",
        )
        .user("ok do the github action one, nightly pg_dump, upload to cloudflare R2 since i already pay for it")
        .file("Write", ".github/workflows/backup.yml")
        .bash(
          "gh workflow run backup.yml && sleep 60 && gh run list -w backup.yml -L 1",
          "completed\tsuccess\tbackup\tbackup\tmain\tworkflow_dispatch\t8813\t1m4s",
        )
        .assistant("The nightly backup job ran once by hand: `pg_dump -Fc` of tallyho-db, uploaded to the `tallyho-backups` R2 bucket, 3.1 MB.")
        .user("nice. we should actually try to restore one of those at some point, not today though")
        .assistant("Noted; I haven't tested a restore.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["postgres", "fra"] },
      { kind: "decision", keys: ["pg_dump", "r2"] },
      { kind: "task", keys: ["restore"] },
    ],
  },
  {
    id: "b41-secrets",
    build: (s) =>
      s
        .user("the stripe key is in fly.toml under [env], is that bad")
        .assistant("I'll look at the file.")
        .bash(
          "sed -n 1,20p fly.toml",
          'app = "tallyho-api"\nprimary_region = "fra"\n\n[env]\n  NODE_ENV = "production"\n  STRIPE_SECRET_KEY = "sk_live_…"\n\n[http_service]\n  internal_port = 8080',
        )
        .assistant(
          "Yes: fly.toml is committed, so the live Stripe key is in git history. Secrets belong in `fly secrets set`, which keeps them encrypted and out of the repo.",
        )
        .user("ugh. ok move it. and rule for the future: secrets never go in fly.toml or any file in the repo, only fly secrets / vercel env")
        .bash(
          "fly secrets set STRIPE_SECRET_KEY=sk_live_… -a tallyho-api",
          "Updating existing machines in 'tallyho-api' with rolling strategy\n✔ Machine 4d89e5ef1c2e78 [app] update succeeded",
        )
        .file("Edit", "fly.toml")
        .bash("git log --oneline -S sk_live -- fly.toml", "a41c9e2 add stripe\n")
        .assistant(
          "Moved `STRIPE_SECRET_KEY` to Fly secrets and removed it from fly.toml. It's still in commit a41c9e2, so the key should be rolled in Stripe. Do you want me to do that now?",
        )
        .user("priya has the stripe login, i'll get her to roll the key later. leave it for now")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["secrets", "fly.toml"] },
      { kind: "task", keys: ["stripe", "key"] },
    ],
  },
  {
    id: "b41-readme-typo",
    build: (s) =>
      s
        .user("theres a typo in the readme, 'deplyo' in the setup section. fix pls")
        .bash("grep -n deplyo README.md", "23:Run `fly deplyo` to ship the api.")
        .file("Edit", "README.md")
        .assistant("Fixed line 23: `fly deploy`.")
        .user("thx")
        .stop(),
    planted: [],
  },
  {
    id: "b41-dns-email",
    build: (s) =>
      s
        .user("i need the app to send emails (password reset, receipts). where do i even start. also i forgot where my dns is lol")
        .assistant("I'll check the domain's nameservers first.")
        .bash("dig +short NS tallyho.app", "hera.ns.cloudflare.com.\nkirk.ns.cloudflare.com.")
        .bash("whois tallyho.app | grep -i registrar:", "Registrar: NameCheap, Inc.")
        .assistant(
          "The domain is registered at Namecheap but its nameservers are Cloudflare's, so records are edited in Cloudflare, not Namecheap. For sending: Postmark, Resend or SES all work; Resend has the simplest API and a free tier of 3,000 emails a month.",
        )
        .user("postmark has the better reputation right? hmm. nah resend, the free tier is enough for us. go with resend")
        .bash("npx resend domains create tallyho.app", "Domain tallyho.app created. Add these records: MX send, TXT resend._domainkey, TXT send (SPF)")
        .assistant(
          "Created the domain in Resend. The three records need adding in Cloudflare. DMARC is optional for now but Gmail will want it for bulk senders.",
        )
        .user("add the 3 records. the dmarc thing lets do later, todo for next week")
        .bash(
          "cf-dns add tallyho.app --from resend-records.json",
          "added MX send.tallyho.app\nadded TXT resend._domainkey.tallyho.app\nadded TXT send.tallyho.app",
        )
        .assistant("Added the three records in Cloudflare; Resend shows the domain as pending verification.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["namecheap", "cloudflare"] },
      { kind: "decision", keys: ["resend"] },
      { kind: "task", keys: ["dmarc"] },
    ],
  },
  {
    id: "b41-vercel-preview",
    build: (s) =>
      s
        .user("vercel made a preview for my PR but its showing the prod data?? why")
        .assistant("I'll check the project's env vars.")
        .bash(
          "vercel env ls",
          "name                    value      environments\nNEXT_PUBLIC_API_URL     Encrypted  Production, Preview, Development\nNEXT_PUBLIC_POSTHOG_KEY Encrypted  Production",
        )
        .assistant("`NEXT_PUBLIC_API_URL` has one value for all three environments, so previews talk to the prod API. It needs a separate Preview value.")
        .user("set preview to the staging api. https://tallyho-api-staging.fly.dev")
        .bash(
          "vercel env rm NEXT_PUBLIC_API_URL preview -y && vercel env add NEXT_PUBLIC_API_URL preview",
          "Removed Environment Variable\nAdded Environment Variable NEXT_PUBLIC_API_URL to Project tallyho-web",
        )
        .assistant("Preview builds now use the staging API; Production is unchanged. The next push to the PR will pick it up.")
        .user(
          "good. btw the vercel project is on my personal hobby account not a team, so no password protection on previews. thats why i dont want prod data there",
        )
        .user("and from now on nobody merges a PR before its vercel preview is green and someone clicked through it")
        .stop(),
    planted: [
      { kind: "fact", keys: ["hobby"] },
      { kind: "instruction", keys: ["preview", "merge"] },
    ],
  },
  {
    id: "b41-docker-image",
    build: (s) =>
      s
        .user("the docker build for the api is 1.4GB, fly takes forever to push it")
        .assistant("I'll look at the Dockerfile.")
        .bash("cat Dockerfile", 'FROM node:20\nWORKDIR /app\nCOPY . .\nRUN npm install\nCMD ["node", "apps/api/dist/server.js"]')
        .assistant(
          "It's the full `node:20` image plus dev dependencies and the whole repo. A multi-stage build on `node:20-alpine` would get it under 200 MB, but `sharp` (used for the avatar resize) needs musl builds on alpine; `node:20-slim` is the safe choice.",
        )
        .user("slim then. i dont want to debug sharp")
        .file("Write", "Dockerfile")
        .bash(
          "docker build -t tallyho-api:$(git rev-parse --short HEAD) . && docker images tallyho-api",
          "REPOSITORY    TAG       IMAGE ID       SIZE\ntallyho-api   9f3b2c1   2b1c0d9e8f77   214MB",
        )
        .assistant("Multi-stage on `node:20-slim`: 214 MB, down from 1.4 GB. I tagged it with the short commit sha.")
        .user("yes keep doing that, every image gets the git sha as tag, never :latest. i got burned by latest before")
        .stop(),
    planted: [
      { kind: "decision", keys: ["slim"] },
      { kind: "instruction", keys: ["sha"] },
    ],
  },
  {
    id: "b41-slow-guess",
    build: (s) =>
      s
        .user("the api feels slow from home. maybe its the region? i'm in lisbon")
        .bash("curl -s -o /dev/null -w '%{time_total}\\n' https://tallyho-api.fly.dev/health", "0.412")
        .assistant(
          "412 ms for a health check. Lisbon to Frankfurt is about 40 ms round trip, so the region alone doesn't explain it; it could be a cold machine or the TLS handshake. I'd need a few more samples to say.",
        )
        .user("hmm ok. maybe its my wifi honestly")
        .assistant("Could be. If it keeps happening, `fly logs` around the slow request would tell us more.")
        .stop(),
    planted: [],
  },
  {
    id: "b41-migrations",
    build: (s) =>
      s
        .user("how do db migrations run on deploy right now? i think i've been running them by hand")
        .assistant("I'll check fly.toml and the package scripts.")
        .bash("grep -n migrate -r fly.toml apps/api/package.json", 'apps/api/package.json:9:    "migrate": "prisma migrate deploy",')
        .assistant(
          "Only by hand: there's a `migrate` script (`prisma migrate deploy`) but nothing calls it on deploy. Fly can run it before the new machines start with `release_command`.",
        )
        .user("do that")
        .file("Edit", "fly.toml")
        .bash(
          "fly deploy",
          "Running tallyho-api release_command: npm run migrate -w apps/api\n  No pending migrations to apply.\n✔ release_command completed successfully\n✔ Machine 4d89e5ef1c2e78 [app] update succeeded",
        )
        .assistant("Migrations now run as the release_command on every `fly deploy`; a failed migration stops the deploy before any machine is replaced.")
        .stop(),
    planted: [{ kind: "decision", keys: ["release_command"] }],
  },
  {
    id: "b41-contractor",
    build: (s) =>
      s
        .user(
          "context for you: jonas is a freelancer who does the mobile app (expo), he's in berlin, works tues/thurs. he only has the staging db url. he needs api access for staging, can you make him a fly token",
        )
        .bash("fly tokens create deploy -a tallyho-api-staging -n jonas-staging --expiry 2160h", "FlyV1 fm2_lJPE…")
        .assistant("Created a deploy token for `tallyho-api-staging` only, named `jonas-staging`, expiring in 90 days. It can't touch `tallyho-api`.")
        .user("perfect. and to be clear, jonas never gets prod creds, not db not fly not anything. if he needs prod data he asks me")
        .assistant("Understood.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["jonas", "mobile"] },
      { kind: "instruction", keys: ["jonas", "prod"] },
    ],
  },
  {
    id: "b41-render-worker",
    build: (s) =>
      s
        .user("the receipts emails stopped going out yesterday. the worker is on render i think")
        .assistant("I'll check the Render service's logs.")
        .bash(
          "render logs -r srv-ck3q9 --tail 20",
          "2026-11-13T02:00:01Z cron: sendDigest start\n2026-11-13T02:00:03Z Error: connect ECONNREFUSED 10.0.4.12:5432\n2026-11-13T02:00:03Z  TODO: retry with backoff\n2026-11-13T02:00:03Z cron: sendDigest failed",
        )
        .assistant(
          "Yes, the email worker is a Render background worker (`srv-ck3q9`) and it also runs the nightly digest cron. It can't reach Postgres: `DATABASE_URL` on Render still points at the old private address from before the db moved.",
        )
        .user("update it to the new one")
        .bash(
          "render env set -r srv-ck3q9 DATABASE_URL=postgres://…tallyho-db.flycast:5432/app && render restart -r srv-ck3q9",
          "Updated 1 env var\nRestarted srv-ck3q9",
        )
        .bash("render logs -r srv-ck3q9 --tail 3", "2026-11-13T10:41:22Z worker: connected\n2026-11-13T10:41:23Z worker: sent 14 queued emails")
        .assistant("The worker is connected and sent the 14 queued receipts.")
        .user("ok. having the cron stuff on render and everything else on fly is annoying. at some point move the crons over to fly, no rush")
        .stop(),
    planted: [
      { kind: "fact", keys: ["worker", "render"] },
      { kind: "task", keys: ["cron"] },
    ],
  },
  {
    id: "b41-log-quote",
    build: (s) =>
      s
        .user("what does this mean, its in the fly logs every few minutes")
        .user(
          "```\n[warn] pg: connection terminated unexpectedly; pool will always try to reconnect\n[info] TODO(healthcheck): never mark unhealthy on a single failure\n```",
        )
        .bash("fly logs -a tallyho-api --no-tail | grep -c 'terminated unexpectedly'", "37")
        .assistant(
          "The pool is dropping idle connections that the database side closed, then reconnecting; the second line is a comment from the health-check library printed at startup. 37 times in the buffer, but no failed requests around them, so it's noise rather than an outage.",
        )
        .user("ok so ignore it?")
        .assistant("For now, yes.")
        .stop(),
    planted: [],
  },
  {
    id: "b41-staging-drop",
    build: (s) =>
      s
        .user("what are we paying for on fly, the bill went up")
        .bash(
          "fly apps list",
          "NAME                  OWNER     STATUS    LATEST DEPLOY\ntallyho-api           personal  deployed  2h ago\ntallyho-api-staging   personal  deployed  19d ago\ntallyho-db            personal  deployed  14d ago\ntallyho-db-staging    personal  deployed  19d ago",
        )
        .assistant(
          "Four apps: the API and its database, plus a staging API and a staging database that haven't been deployed in 19 days. The staging pair is about $14 of the $38.",
        )
        .user("nobody uses staging since vercel previews exist. kill staging, both apps. we test on previews + prod")
        .bash(
          "fly apps destroy tallyho-api-staging -y && fly apps destroy tallyho-db-staging -y",
          "Destroyed app tallyho-api-staging\nDestroyed app tallyho-db-staging",
        )
        .assistant(
          "Destroyed both staging apps. Note the Vercel Preview env still points `NEXT_PUBLIC_API_URL` at the staging API, so previews will fail to load data.",
        )
        .user("ugh right. point previews at prod api for now then, read only stuff mostly")
        .bash(
          "vercel env rm NEXT_PUBLIC_API_URL preview -y && vercel env add NEXT_PUBLIC_API_URL preview",
          "Added Environment Variable NEXT_PUBLIC_API_URL to Project tallyho-web",
        )
        .assistant("Done: previews use the prod API now.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["staging"] },
      { kind: "decision", keys: ["previews", "prod"] },
    ],
  },
  {
    id: "b41-uptime",
    build: (s) =>
      s
        .user("i found out the api was down for 2 hours from a customer email. i need monitoring. uptimerobot or betterstack?")
        .assistant(
          "Both ping a URL and alert you. UptimeRobot's free plan checks every 5 minutes; Better Stack's free plan checks every 3 minutes and includes a status page.",
        )
        .user("betterstack. set a check on /health")
        .bash(
          'curl -s -X POST https://uptime.betterstack.com/api/v2/monitors -H "Authorization: Bearer $BETTERSTACK_TOKEN" -d url=https://api.tallyho.app/health -d check_frequency=180',
          '{"data":{"id":"2207431","type":"monitor","attributes":{"url":"https://api.tallyho.app/health","status":"pending"}}}',
        )
        .assistant("Better Stack now checks https://api.tallyho.app/health every 3 minutes and emails you when it fails twice.")
        .user("the public status page thing, i want that eventually at status.tallyho.app. not now")
        .stop(),
    planted: [
      { kind: "decision", keys: ["betterstack"] },
      { kind: "task", keys: ["status"] },
    ],
  },
  {
    id: "b41-deploy-token",
    build: (s) =>
      s
        .user("the deploy action failed with unauthorized. did the token expire?")
        .assistant("I'll check the failed run.")
        .bash(
          "gh run view 8840 --log-failed | tail -3",
          "deploy\tError: failed to fetch an image or build from source: unauthorized\ndeploy\tProcess completed with exit code 1.",
        )
        .bash("gh secret list", "FLY_API_TOKEN\tUpdated 2026-08-14\nR2_ACCESS_KEY_ID\tUpdated 2026-11-05\nR2_SECRET_ACCESS_KEY\tUpdated 2026-11-05")
        .assistant(
          "`FLY_API_TOKEN` was set on 2026-08-14 and Fly deploy tokens made with the default expiry last 90 days, so yes, it most likely expired yesterday.",
        )
        .user("make a new one")
        .bash(
          "fly tokens create deploy -a tallyho-api -n gha-deploy --expiry 8760h | gh secret set FLY_API_TOKEN",
          "✓ Set Actions secret FLY_API_TOKEN for tallyho/app",
        )
        .bash("gh run rerun 8840 && gh run watch 8840 --exit-status | tail -1", "✓ Run deploy (8840) completed with 'success'")
        .assistant(
          "New deploy token, scoped to `tallyho-api` only, valid one year, saved as `FLY_API_TOKEN`; the deploy re-ran green. It isn't in 1Password yet.",
        )
        .user("whenever a token gets rotated it goes into 1password first, then wherever it's used. put it in the Infra vault")
        .bash(
          "op item create --vault Infra --category 'API Credential' --title 'fly gha-deploy' credential=…",
          "ID: 5xqv2m7z\nTitle: fly gha-deploy\nVault: Infra",
        )
        .assistant("Saved in the Infra vault as `fly gha-deploy`.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["fly_api_token"] },
      { kind: "instruction", keys: ["1password"] },
    ],
  },
  {
    id: "b41-terraform-no",
    build: (s) =>
      s
        .user("is all this clicking around in dashboards normal")
        .bash("ls .github/workflows", "backup.yml\nci.yml\ndeploy.yml")
        .assistant(
          "It's common at your size. The alternative is infrastructure as code: Terraform has providers for Fly, Vercel and Cloudflare, so DNS, apps and env vars would live in the repo and be reviewed like code. I could sketch a `infra/` folder.",
        )
        .user("nah. thats a whole thing to learn. not now")
        .assistant("Fair enough; the workflows in .github already cover deploys and backups.")
        .stop(),
    planted: [],
  },
  {
    id: "b41-branch-rules",
    build: (s) =>
      s
        .user("i accidentally pushed to main and it deployed half a feature. how do i stop that")
        .assistant("I'll check the branch protection.")
        .bash(
          "gh api repos/tallyho/app/branches/main/protection",
          '{"message":"Branch not protected","documentation_url":"https://docs.github.com/rest/branches/branch-protection"}',
        )
        .assistant("`main` isn't protected, so anyone (you included) can push to it, and deploy.yml deploys every push.")
        .user("protect it. require a PR + the ci check. and squash merges only, i hate the merge commit noise")
        .bash(
          "gh api -X PUT repos/tallyho/app/branches/main/protection --input protection.json && gh api -X PATCH repos/tallyho/app -f allow_merge_commit=false -f allow_rebase_merge=false",
          '{"url":"https://api.github.com/repos/tallyho/app/branches/main/protection","required_status_checks":{"contexts":["test"]}}',
        )
        .assistant("main now requires a pull request and the `test` check, and the repo only allows squash merging.")
        .user("also note for yourself: never push to main directly, even for a one line fix. always a branch + PR")
        .stop(),
    planted: [
      { kind: "decision", keys: ["squash"] },
      { kind: "instruction", keys: ["push", "main"] },
    ],
  },
  {
    id: "b41-db-connections",
    build: (s) =>
      s
        .user("getting 'too many clients already' errors in the api logs since the launch email went out")
        .assistant("I'll check the database's connection limit and how many are open.")
        .bash(
          'fly pg connect -a tallyho-db -c "show max_connections; select count(*) from pg_stat_activity;"',
          " max_connections \n-----------------\n 25\n\n count \n-------\n    25",
        )
        .bash("fly scale show -a tallyho-api", "Process\tCount\tKind\tCPUs\tMemory\napp\t3\tshared\t1\t512 MB")
        .assistant(
          "The db's `max_connections` is 25 on this shared-cpu-1x plan, and all 25 are taken: 3 API machines with Prisma's default pool of 9 each is 27. Options: a smaller pool per machine, or PgBouncer in front of Postgres.",
        )
        .user("whats easier long term")
        .assistant(
          "PgBouncer: machines can scale without doing the pool arithmetic again. Fly's Postgres has a flag for it, at the cost of prepared statements (Prisma needs `pgbouncer=true` in the URL).",
        )
        .user("ok pgbouncer, go")
        .bash(
          "fly pg config update -a tallyho-db --pgbouncer-enabled && fly secrets set -a tallyho-api DATABASE_URL='postgres://…:6432/app?pgbouncer=true'",
          "PgBouncer enabled on port 6432\nSecrets are staged for the next deployment",
        )
        .bash("fly deploy -a tallyho-api && fly logs -a tallyho-api --no-tail | grep -c 'too many clients'", "0")
        .assistant("PgBouncer is on, the API connects through port 6432, and the error hasn't appeared since the deploy.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["max_connections", "25"] },
      { kind: "decision", keys: ["pgbouncer"] },
    ],
  },
  {
    id: "b41-spf",
    build: (s) =>
      s
        .user("resend still says pending. whats wrong")
        .bash("dig +short TXT tallyho.app", '"v=spf1 include:_spf.google.com ~all"\n"google-site-verification=Jx7…"')
        .bash("dig +short TXT send.tallyho.app", '"v=spf1 include:amazonses.com ~all"')
        .assistant(
          "Google Workspace owns the root domain's SPF (`include:_spf.google.com`), which is why Resend sends from the `send.` subdomain with its own SPF; that one resolves fine. The DKIM record hasn't propagated yet, and Resend re-checks every few hours.",
        )
        .user("ok so our email at the root is google workspace and the app sends from the subdomain. got it, keep it that way")
        .user("can you check again tomorrow-ish whether the dkim verified? i'll forget")
        .assistant("I can't schedule anything myself; next session, ask me to run `npx resend domains get tallyho.app`.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["workspace"] },
      { kind: "task", keys: ["dkim"] },
    ],
  },
  {
    id: "b41-it-works",
    build: (s) =>
      s
        .user("WOOO first paying customer just signed up and got the receipt email 🎉")
        .bash("fly logs -a tallyho-api --no-tail | grep receipt | tail -1", "2026-11-16T15:03:41Z info receipt sent to c…@gmail.com (resend id 4f1e…)")
        .assistant("Congrats! The log shows the receipt went out through Resend at 15:03.")
        .user("ok back to work lol")
        .stop(),
    planted: [],
  },
  {
    id: "b41-logging",
    build: (s) =>
      s
        .user("fly logs only keeps like a day. where should logs go so i can search last week")
        .assistant(
          "Fly can ship logs with the fly-log-shipper app to Axiom, Better Stack Logs, Datadog and others. Axiom's free tier keeps 30 days and 500 GB a month.",
        )
        .user("axiom. and before you set it up, check we dont log anything personal")
        .bash("grep -rn 'log.*req.body' apps/api/src | head", 'apps/api/src/middleware/logger.ts:14:  log.info({ path: req.path, body: req.body }, "request");')
        .assistant("One problem: the request logger logs every request body, which includes emails, names and card-holder names on checkout.")
        .user("yikes. rip that out. rule: request bodies never get logged, ever. paths + status only")
        .file("Edit", "apps/api/src/middleware/logger.ts")
        .bash(
          "fly launch --image ghcr.io/superfly/fly-log-shipper:latest --name tallyho-logs --no-deploy && fly secrets set -a tallyho-logs AXIOM_TOKEN=… AXIOM_DATASET=fly && fly deploy -a tallyho-logs",
          "✔ Machine 91851e7e [app] update succeeded",
        )
        .assistant("The logger now records path, status and duration only; `tallyho-logs` ships all Fly logs to the Axiom dataset `fly`.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["axiom"] },
      { kind: "instruction", keys: ["bodies"] },
    ],
  },
  {
    id: "b41-costs",
    build: (s) =>
      s
        .user("i want a list of everything we pay for infra wise")
        .bash(
          "cat docs/costs.md",
          "| service | plan | $/mo |\n|---|---|---|\n| fly.io | pay as you go | 24 |\n| vercel | hobby | 0 |\n| render | starter | 7 |\n| heroku | eco | 5 |\n| cloudflare | free + r2 | 1 |",
        )
        .assistant(
          "From docs/costs.md: Fly $24, Render $7, Heroku $5, Cloudflare about $1, Vercel free. What's the Heroku line for? Nothing in the repo deploys there.",
        )
        .user("OMG thats the old prototype from january. i never cancelled it. remind me to kill that heroku account, i need to export the old signups first")
        .assistant("I'll leave it running.")
        .stop(),
    planted: [{ kind: "task", keys: ["heroku"] }],
  },
  {
    id: "b41-hetzner-idea",
    build: (s) =>
      s
        .user("what if we moved everything to one hetzner box. like 5 euro a month. coolify or something")
        .assistant("I'll check what's running where so we can compare.")
        .bash("fly apps list | wc -l", "4")
        .assistant(
          "It would be cheaper, but you'd run the OS updates, Postgres backups and TLS yourself, and a single box is a single point of failure. Coolify helps with deploys, not with that.",
        )
        .user("yeah no forget i said anything. too much ops for me")
        .stop(),
    planted: [],
  },
  {
    id: "b41-rollback",
    build: (s) =>
      s
        .user("PROD IS DOWN. 500 on everything since my deploy 10 min ago")
        .assistant("I'll look at the releases and the logs.")
        .bash(
          "fly releases -a tallyho-api | head -3",
          "VERSION\tSTATUS  \tDESCRIPTION\tUSER\tDATE\nv48    \tcomplete\tRelease    \tmaya\t11m ago\nv47    \tcomplete\tRelease    \tmaya\t2d ago",
        )
        .bash(
          "fly logs -a tallyho-api --no-tail | tail -2",
          "Error: Cannot find module '/app/apps/api/dist/server.js'\n    at Module._resolveFilename (node:internal/modules/cjs/loader:1145:15)",
        )
        .assistant("v48's image is missing the built server. Rolling back to v47's image now, then we can debug.")
        .bash(
          "fly deploy -a tallyho-api --image registry.fly.io/tallyho-api:deployment-01JC8W7K",
          "✔ Machine 4d89e5ef1c2e78 [app] update succeeded\nv49 deployed successfully",
        )
        .bash("curl -s -o /dev/null -w '%{http_code}' https://api.tallyho.app/health", "200")
        .assistant(
          "Back up on v47's image (released as v49). The cause: the build stage in the Dockerfile was skipped because of the new `.dockerignore` line `dist`. I'll leave the fix for you to review.",
        )
        .user(
          "phew. ok thats the playbook from now on: if prod breaks after a deploy, rollback first with the previous image, debug after. dont try to fix forward while its down",
        )
        .stop(),
    planted: [{ kind: "instruction", keys: ["rollback"] }],
  },
  {
    id: "b41-vercel-sentry",
    build: (s) =>
      s
        .user("i made a sentry account. does the web app send errors anywhere yet")
        .bash("grep -rn sentry apps/web/package.json apps/web/next.config.mjs", "")
        .assistant(
          "No, there's no Sentry in the web app yet. Wiring it up takes `@sentry/nextjs`, a `sentry.client.config.ts`, and the DSN as `NEXT_PUBLIC_SENTRY_DSN` in Vercel.",
        )
        .user("ok not today, i'm wiped. add sentry to the web app + the dsn in vercel is the next thing i want to do")
        .assistant("Okay.")
        .stop(),
    planted: [{ kind: "task", keys: ["sentry"] }],
  },
  {
    id: "b41-backups-6h",
    build: (s) =>
      s
        .user("how big are the backups now and how often do they run")
        .bash(
          "aws s3 ls s3://tallyho-backups/ --endpoint-url $R2_ENDPOINT | tail -3",
          "2026-11-18 02:00:14    4817223 tallyho-2026-11-18.dump\n2026-11-19 02:00:12    4829911 tallyho-2026-11-19.dump\n2026-11-20 02:00:15    4851302 tallyho-2026-11-20.dump",
        )
        .assistant("Nightly at 02:00 UTC, about 4.8 MB each.")
        .user("with real customers now, losing a whole day is too much. change it to every 6 hours")
        .file("Edit", ".github/workflows/backup.yml")
        .bash("grep -n cron .github/workflows/backup.yml", "5:    - cron: '0 */6 * * *'")
        .assistant("The backup workflow now runs every 6 hours (`0 */6 * * *`).")
        .user("still havent tested a restore btw. that's on the list")
        .stop(),
    planted: [
      { kind: "decision", keys: ["6 hours"] },
      { kind: "task", keys: ["restore"] },
    ],
  },
  {
    id: "b41-scale-question",
    build: (s) =>
      s
        .user("whats the difference between fly scale count and fly scale vm")
        .bash("fly scale show -a tallyho-api", "Process\tCount\tKind\tCPUs\tMemory\napp\t3\tshared\t1\t512 MB")
        .assistant(
          "`count` is how many machines run (you have 3); `vm` is the size of each one (shared CPU, 512 MB). More machines for more requests in parallel, a bigger VM when one request needs more memory.",
        )
        .user("and which one would help with the slow pdf export")
        .assistant("Probably `vm`: the PDF render is one heavy request. But I haven't profiled it, so that's a guess.")
        .stop(),
    planted: [],
  },
  {
    id: "b41-certs",
    build: (s) =>
      s
        .user("api.tallyho.app shows a cert error in safari")
        .assistant("I'll check the cert on Fly and the DNS record.")
        .bash(
          "fly certs show api.tallyho.app -a tallyho-api",
          "Hostname = api.tallyho.app\nConfigured = false\nIssued =\nCertificate Authority = lets_encrypt\nDNS Provider = cloudflare\nAdd a CNAME record pointing to tallyho-api.fly.dev",
        )
        .bash("dig +short api.tallyho.app", "104.21.33.8\n172.67.156.21")
        .assistant(
          "The record is proxied through Cloudflare (orange cloud), so Let's Encrypt's check hits Cloudflare instead of Fly and the Fly cert never issues. Switching the record to DNS-only lets it through.",
        )
        .user("switch it")
        .bash("cf-dns update tallyho.app api --proxied=false", "updated CNAME api.tallyho.app -> tallyho-api.fly.dev (proxied: false)")
        .bash("fly certs check api.tallyho.app -a tallyho-api", "The certificate for api.tallyho.app has been issued.")
        .assistant("Issued. Safari should be fine now.")
        .user("so rule: anything pointing at fly stays grey cloud in cloudflare, dont proxy it")
        .stop(),
    planted: [{ kind: "instruction", keys: ["grey cloud"] }],
  },
  {
    id: "b41-priya",
    build: (s) =>
      s
        .user("my cofounder priya wants to see the stripe webhooks failing, can you list them")
        .bash("stripe events list --type invoice.payment_failed --limit 3", '{"data":[{"id":"evt_1Q…","type":"invoice.payment_failed","created":1731720000}]}')
        .assistant("One `invoice.payment_failed` event in the last week; the webhook endpoint acknowledged it.")
        .user(
          "ok. fyi priya owns everything billing: the stripe account, pricing, refunds. so dont change anything in stripe (products, prices, webhooks) without asking her first",
        )
        .assistant("Got it.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["priya", "billing"] },
      { kind: "instruction", keys: ["stripe"] },
    ],
  },
  {
    id: "b41-restart",
    build: (s) =>
      s
        .user("api is acting weird, some requests hang. just restart it pls")
        .bash("fly apps restart tallyho-api", "Restarting machine 4d89e5ef1c2e78\n  Machine 4d89e5ef1c2e78 restarted successfully!")
        .bash("curl -s -o /dev/null -w '%{http_code}' https://api.tallyho.app/health", "200")
        .assistant("Restarted all machines of tallyho-api; /health answers 200.")
        .user("👍")
        .stop(),
    planted: [],
  },
  {
    id: "b41-ci-cache",
    build: (s) =>
      s
        .user("deploys take 9 minutes. can they be faster")
        .bash(
          "gh run view 8871 --json jobs -q '.jobs[].steps[] | [.name, .conclusion, .startedAt, .completedAt] | @tsv' | head -5",
          "Set up job\tsuccess\t10:02:01\t10:02:03\ndocker build\tsuccess\t10:02:10\t10:08:44\nfly deploy\tsuccess\t10:08:44\t10:10:58",
        )
        .assistant(
          "Six and a half of the nine minutes are the Docker build, which starts from nothing on every run. With buildx and `cache-from: type=gha` the dependency layers would be reused between runs.",
        )
        .user("do it")
        .file("Edit", ".github/workflows/deploy.yml")
        .bash("gh workflow run deploy.yml && gh run watch --exit-status | tail -1", "✓ Run deploy (8874) completed with 'success' in 3m12s")
        .assistant("The deploy workflow now builds with the GitHub Actions layer cache: 3 min 12 s on the second run.")
        .stop(),
    planted: [{ kind: "decision", keys: ["cache"] }],
  },
  {
    id: "b41-digest-cron",
    build: (s) =>
      s
        .user("ok lets do the cron move now. the digest email job, off render")
        .assistant("Simplest is a scheduled GitHub Action that calls an authenticated `/internal/digest` endpoint on the API. I'll check the current job.")
        .bash("render jobs list -r srv-ck3q9", "NAME\tSCHEDULE\tCOMMAND\nsendDigest\t0 7 * * *\tnode dist/jobs/digest.js")
        .user("sure github actions, whatever is simplest")
        .file("Write", ".github/workflows/digest.yml")
        .assistant(
          "Wrote digest.yml with `schedule: 0 7 * * *`. One caveat: GitHub delays scheduled runs at busy times, sometimes by 30 minutes or more, and disables them after 60 days without repo activity.",
        )
        .user("wait what, it just turns off? no thanks. delete that. use a fly scheduled machine instead")
        .bash(
          "git rm -q .github/workflows/digest.yml && fly machine run . --schedule daily -a tallyho-api --command 'node dist/jobs/digest.js'",
          "Machine 3287e1f0 created with schedule daily\nNote: daily schedules run once per day, time not guaranteed",
        )
        .assistant("Removed the workflow; the digest now runs as a Fly scheduled machine (daily) on the API app's image.")
        .stop(),
    planted: [{ kind: "decision", keys: ["scheduled machine"] }],
  },
  {
    id: "b41-502-guess",
    build: (s) =>
      s
        .user("seeing some 502s in betterstack overnight. maybe the healthcheck timing out kills the machine mid request?")
        .bash(
          "fly logs -a tallyho-api --no-tail | grep -E '502|health' | tail -4",
          "02:13:01 health check failed: context deadline exceeded\n02:13:04 machine restarted\n03:40:12 health check failed: context deadline exceeded\n03:40:15 machine restarted",
        )
        .assistant(
          "The restarts line up with failed health checks, around the time the backup runs. It might be the dump slowing the db, which slows `/health`, but two nights isn't enough to say.",
        )
        .user("lets watch it a few more nights before changing anything")
        .stop(),
    planted: [],
  },
  {
    id: "b41-render-sunset",
    build: (s) =>
      s
        .user("digest ran fine from fly 3 days in a row. whats left on render")
        .bash("render services list", "NAME\tTYPE\tSTATUS\ntallyho-worker\tbackground_worker\trunning")
        .assistant("Only `tallyho-worker`, the email worker: it consumes the `emails` queue.")
        .user("move the worker to fly too, same app as a second process group. one platform")
        .file("Edit", "fly.toml")
        .bash("fly deploy -a tallyho-api && fly status -a tallyho-api | grep worker", "worker\t1\tshared\t1\t256 MB\tstarted")
        .assistant(
          "The email worker now runs as the `worker` process group on `tallyho-api`. The Render service is still running too, so both consume the queue right now.",
        )
        .user("suspend the render one now. actually deleting it, lets wait a week to be sure nothing breaks, then delete")
        .bash("render services suspend tallyho-worker", "Suspended tallyho-worker")
        .assistant("Suspended on Render, not deleted.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["worker", "fly"] },
      { kind: "task", keys: ["render"] },
    ],
  },
  {
    id: "b41-monorepo",
    build: (s) =>
      s
        .user("new session, you dont know this repo yet. quick tour?")
        .assistant("I'll list the workspace first.")
        .bash("cat pnpm-workspace.yaml && ls apps packages", "packages:\n  - apps/*\n  - packages/*\napps:\napi\nweb\npackages:\nemails\nshared")
        .assistant(
          "It's a pnpm workspace: `apps/web` is the Next.js site on Vercel, `apps/api` is the Node API on Fly, and `packages/` holds the email templates and shared types used by both.",
        )
        .user("yep thats right. and pls use pnpm for everything, never npm or yarn, the last agent ran npm install and made a package-lock that broke vercel")
        .bash("git rm -q --cached package-lock.json 2>/dev/null; ls package-lock.json", "ls: cannot access 'package-lock.json': No such file or directory", 2)
        .assistant("No package-lock.json in the repo now; I'll stick to pnpm.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["apps/api"] },
      { kind: "instruction", keys: ["pnpm"] },
    ],
  },
  {
    id: "b41-compose",
    build: (s) =>
      s
        .user("local db wont start, port already in use??")
        .bash(
          "docker compose up db",
          "Error response from daemon: driver failed programming external connectivity: Bind for 0.0.0.0:5432 failed: port is already allocated",
          1,
        )
        .bash("lsof -i :5432 | tail -1", "postgres 812 maya  7u  IPv4 0x1c…  TCP localhost:postgresql (LISTEN)")
        .assistant("A Homebrew Postgres is already on 5432. Either stop it (`brew services stop postgresql@16`) or map the compose db to another port.")
        .user("i need the brew one for another project. move ours to 5433")
        .file("Edit", "docker-compose.yml")
        .file("Edit", ".env.example")
        .bash("docker compose up -d db && pg_isready -h localhost -p 5433", "localhost:5433 - accepting connections")
        .assistant("The compose Postgres now listens on 5433 and `.env.example` points `DATABASE_URL` there.")
        .user(
          "good. and for the record how i like local dev: only the db runs in docker compose, the api and web run on the host with pnpm dev. dont dockerize them locally",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["5433"] },
      { kind: "instruction", keys: ["compose"] },
    ],
  },
  {
    id: "b41-alerts",
    build: (s) =>
      s
        .user("betterstack emails get lost in my inbox. can alerts go to slack")
        .bash(
          "curl -s https://uptime.betterstack.com/api/v2/policies -H \"Authorization: Bearer $BETTERSTACK_TOKEN\" | jq '.data[].attributes.name'",
          '"Default escalation"',
        )
        .assistant("Yes, Better Stack has a Slack integration; it posts to one channel you pick.")
        .user("the channel is #ops, thats where all the alerts go, sentry too once its set up")
        .bash(
          "curl -s -X POST https://uptime.betterstack.com/api/v2/slack-integrations -d channel=%23ops",
          '{"data":{"type":"slack_integration","attributes":{"channel":"#ops"}}}',
        )
        .assistant("Alerts now post to #ops. Do you want phone alerts as well?")
        .user("sms me only when prod is fully down, not for slow responses or one failed check. i dont want to be woken up for nothing")
        .bash("curl -s -X PATCH https://uptime.betterstack.com/api/v2/policies/88 -d sms=true -d confirmation_period=180", '{"data":{"id":"88"}}')
        .assistant("SMS only fires after the API has been down for 3 minutes straight.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["#ops"] },
      { kind: "instruction", keys: ["sms"] },
    ],
  },
  {
    id: "b41-renovate-maybe",
    build: (s) =>
      s
        .user("github keeps telling me about vulnerable packages. is there a bot that fixes that")
        .bash("gh api repos/tallyho/app/dependabot/alerts -q 'length'", "11")
        .assistant(
          "11 open Dependabot alerts. Two options: turn on Dependabot version updates (a `.github/dependabot.yml`), or Renovate, which can group updates and automerge patches. Want me to set one up?",
        )
        .user("hmm renovate sounds nice but i'd get 40 PRs a week and never read them. let me think about it")
        .assistant("Sure. If you decide later, grouping everything into one weekly PR keeps the noise down.")
        .user("ok. maybe. not today")
        .stop(),
    planted: [],
  },
  {
    id: "b41-db-password",
    build: (s) =>
      s
        .user(
          "so i posted a screenshot on twitter of my terminal and a friend DMd me that the db url with password is visible. its been up 2 hours. deleted it",
        )
        .assistant("Let me check where that password is used before we change it.")
        .bash("fly secrets list -a tallyho-api | grep DATABASE", "DATABASE_URL\t3c1f0b2e9a\t2026-11-14T10:12:00Z")
        .bash("gh secret list | grep -i database", "DATABASE_URL_BACKUP\tUpdated 2026-11-05")
        .assistant(
          "The password is in two places: `DATABASE_URL` on the API (Fly secret) and `DATABASE_URL_BACKUP` in the GitHub secrets for the backup job. The db only accepts connections from Fly's private network and the backup runner goes through `fly proxy`, so it isn't reachable from the internet directly.",
        )
        .user(
          "ok so not urgent-urgent. we still need to rotate the db password though, but i have a demo in 20 min, so not now. and going forward: every secret we have gets rotated every 90 days, put a line in docs/ops.md",
        )
        .file("Edit", "docs/ops.md")
        .assistant("Added a 'Secrets' section to docs/ops.md: rotate every 90 days, list of where each secret lives. The db password itself is unchanged.")
        .stop(),
    planted: [
      { kind: "task", keys: ["password"] },
      { kind: "instruction", keys: ["90 days"] },
    ],
  },
  {
    id: "b41-pg-version",
    build: (s) =>
      s
        .user("my local migration works but the same one failed on prod with a syntax error?? MERGE something")
        .bash("fly pg connect -a tallyho-db -c 'select version();'", "PostgreSQL 15.8 on x86_64-pc-linux-gnu, compiled by gcc")
        .bash("docker compose exec db psql -U app -c 'select version();'", "PostgreSQL 16.4 (Debian 16.4-1.pgdg120+1) on x86_64-pc-linux-gnu")
        .assistant(
          "That's the version gap: prod is Postgres 15 and your compose db is 16. The migration uses `MERGE ... RETURNING`, which only exists from 16. I can rewrite it as `INSERT ... ON CONFLICT` so it runs on both.",
        )
        .user("yes rewrite it")
        .file("Edit", "apps/api/prisma/migrations/20261121_upsert_plans/migration.sql")
        .bash(
          "fly deploy -a tallyho-api | grep -i migrat",
          "Running tallyho-api release_command: npm run migrate -w apps/api\n  Applying migration `20261121_upsert_plans`\n✔ release_command completed successfully",
        )
        .assistant("Rewritten with `ON CONFLICT`; it applied on prod.")
        .user("ok so prod is on 15 and local 16, that's a trap. upgrade prod to 16 is a todo, after we did the restore test, not before")
        .stop(),
    planted: [
      { kind: "fact", keys: ["prod", "15"] },
      { kind: "task", keys: ["upgrade"] },
    ],
  },
  {
    id: "b41-staging-back",
    build: (s) =>
      s
        .user("ok i regret killing staging. that MERGE thing would've been caught. and previews on the prod api means i cant test anything that writes")
        .assistant("Let me see what a staging copy would cost now.")
        .bash("fly platform vm-sizes | grep shared-cpu-1x", "shared-cpu-1x\t1\t256 MB\t$1.94/mo")
        .assistant("A staging API on shared-cpu-1x plus a small Postgres is roughly $8 a month. The Fly config would be a second file, `fly.staging.toml`.")
        .user("fine, staging is back. same setup as before, api + db, and previews point at it again instead of prod")
        .bash(
          "fly apps create tallyho-api-staging && fly postgres create -n tallyho-db-staging -r fra --vm-size shared-cpu-1x --volume-size 1 && fly deploy -c fly.staging.toml",
          "New app created: tallyho-api-staging\nPostgres cluster tallyho-db-staging created\n✔ Machine e7843d1 [app] update succeeded",
        )
        .bash(
          "vercel env rm NEXT_PUBLIC_API_URL preview -y && vercel env add NEXT_PUBLIC_API_URL preview",
          "Added Environment Variable NEXT_PUBLIC_API_URL to Project tallyho-web",
        )
        .assistant("Staging is up at tallyho-api-staging.fly.dev with its own db, and Vercel previews use it.")
        .user("rule: any PR with a prisma migration in it gets deployed to staging first and i click around before it goes to prod")
        .stop(),
    planted: [
      { kind: "decision", keys: ["staging"] },
      { kind: "instruction", keys: ["staging", "migration"] },
    ],
  },
  {
    id: "b41-dependabot",
    build: (s) =>
      s
        .user("ok i thought about the bot thing. dependabot, weekly, everything in one grouped PR. not renovate")
        .assistant("I'll write the config.")
        .file("Write", ".github/dependabot.yml")
        .bash(
          "cat .github/dependabot.yml",
          "version: 2\nupdates:\n  - package-ecosystem: npm\n    directory: /\n    schedule:\n      interval: weekly\n    groups:\n      all:\n        patterns: ['*']\n        update-types: [minor, patch]",
        )
        .assistant(
          "Dependabot opens one grouped PR a week for minor and patch updates. Major versions come as separate PRs. Should those auto-merge when CI passes?",
        )
        .user("no!! major version bumps never get auto merged, i look at those myself. minor/patch can automerge if ci is green")
        .file("Write", ".github/workflows/automerge.yml")
        .assistant("Added automerge.yml: it enables auto-merge on Dependabot PRs whose update type is minor or patch; majors are left alone.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["dependabot"] },
      { kind: "instruction", keys: ["major"] },
    ],
  },
  {
    id: "b41-spam",
    build: (s) =>
      s
        .user("two customers said the password reset email was in spam. gmail both times")
        .assistant("Let me look at the headers of one you received yourself, if you can paste them, and at the domain's DNS.")
        .bash("dig +short TXT _dmarc.tallyho.app; npx resend domains get tallyho.app | grep -i status", "\nstatus: verified")
        .user(
          "```\nAuthentication-Results: mx.google.com;\n  dkim=pass header.i=@send.tallyho.app;\n  spf=pass smtp.mailfrom=send.tallyho.app;\n  dmarc=fail (p=NONE) header.from=tallyho.app\n```",
        )
        .assistant(
          "DKIM and SPF pass, but they pass for `send.tallyho.app` while the From header is `tallyho.app`, and there's no DMARC record at all. Without DMARC, Gmail has no alignment policy to trust, which is the likely reason for the spam folder.",
        )
        .user("add a dmarc record then, p=none for now with reports to me")
        .bash("cf-dns add tallyho.app TXT _dmarc 'v=DMARC1; p=none; rua=mailto:maya@tallyho.app; adkim=r; aspf=r'", "added TXT _dmarc.tallyho.app")
        .bash(
          "npx resend emails send --to maya+test@gmail.com --subject test --text hi && sleep 30 && gmail-headers last | grep dmarc",
          "dmarc=pass (p=NONE) header.from=tallyho.app",
        )
        .assistant("DMARC passes now and the test landed in the inbox, not spam. So the cause was confirmed: the missing DMARC record.")
        .user("🙏 in 2 weeks if the reports look clean, change p=none to quarantine")
        .stop(),
    planted: [
      { kind: "fact", keys: ["dmarc", "spam"] },
      { kind: "task", keys: ["quarantine"] },
    ],
  },
  {
    id: "b41-vercel-region",
    build: (s) =>
      s
        .user("the dashboard page in the web app takes 1.5s server side. the api is fast when i call it directly. why")
        .bash("vercel inspect tallyho-web.vercel.app | grep -i region", "Regions  iad1")
        .assistant(
          "Vercel runs the web app's server functions in `iad1` (Washington) by default, while the API and db are in Frankfurt, so each server-side fetch crosses the Atlantic, and the dashboard makes five of them.",
        )
        .user("can we move them? or move the api to the us?")
        .assistant('Moving the functions is one line in vercel.json (`"regions": ["fra1"]`); moving the API means moving the db too.')
        .user("functions to fra1 obviously. and good to know that vercel puts every new project in iad1 by default, i would never have guessed")
        .file("Edit", "apps/web/vercel.json")
        .bash("vercel deploy --prod && curl -s -o /dev/null -w '%{time_starttransfer}' https://tallyho.app/dashboard", "0.31")
        .assistant("Functions now run in fra1: the dashboard's first byte went from about 1.5 s to 0.31 s.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["iad1"] },
      { kind: "decision", keys: ["fra1"] },
    ],
  },
  {
    id: "b41-prod-approval",
    build: (s) =>
      s
        .user("dependabot automerged something and it went straight to prod. i want a button between merge and prod deploy")
        .assistant("Let me check the deploy workflow's trigger.")
        .bash(
          "sed -n 1,12p .github/workflows/deploy.yml",
          "name: deploy\non:\n  push:\n    branches: [main]\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    steps:",
        )
        .assistant(
          "Every push to main deploys. A GitHub environment named `production` with required reviewers makes the deploy job wait for someone to click approve.",
        )
        .user("yes, prod deploys need an approval from now on. me as reviewer. priya too once she makes a github account, she keeps saying she will")
        .bash(
          "gh api -X PUT repos/tallyho/app/environments/production --input env.json && sed -i 's/runs-on: ubuntu-latest/environment: production\\n    runs-on: ubuntu-latest/' .github/workflows/deploy.yml",
          '{"name":"production","protection_rules":[{"type":"required_reviewers","reviewers":[{"type":"User","reviewer":{"login":"maya-tallyho"}}]}]}',
        )
        .assistant(
          "Prod deploys now wait in the `production` environment until you approve them. Priya isn't a reviewer yet because she has no GitHub account.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["approval"] },
      { kind: "task", keys: ["priya", "github"] },
    ],
  },
  {
    id: "b41-retention",
    build: (s) =>
      s
        .user("R2 bill went from 0.30 to 1.10. is it the backups")
        .bash("aws s3 ls s3://tallyho-backups/ --endpoint-url $R2_ENDPOINT --summarize | tail -2", "Total Objects: 124\n   Total Size: 612894113")
        .assistant("Yes: 124 dumps, about 613 MB, since nothing is ever deleted. Four a day adds up.")
        .user("how long do people keep them")
        .assistant("Common is a couple of weeks of frequent dumps plus some monthly ones. For you, 30 days of everything would cap it around 600 MB.")
        .user("30 days, done, thats the retention. anything older goes")
        .bash(
          "aws s3 ls s3://tallyho-backups/ --endpoint-url $R2_ENDPOINT | awk '$1 < \"2026-10-28\" {print $4}' | xargs -I{} aws s3 rm s3://tallyho-backups/{} --endpoint-url $R2_ENDPOINT | wc -l",
          "0",
        )
        .assistant(
          "Nothing is older than 30 days yet. To make it automatic, R2 needs a lifecycle rule on the bucket; wrangler can set it but your token lacks the permission.",
        )
        .user("ugh tokens. i'll make a token with that permission some other time and we add the lifecycle rule then")
        .stop(),
    planted: [
      { kind: "decision", keys: ["30 days"] },
      { kind: "task", keys: ["lifecycle"] },
    ],
  },
  {
    id: "b41-env-vars",
    build: (s) =>
      s
        .user("jonas asked which env vars the api needs and honestly i dont know")
        .assistant("Let me find where the API reads its config.")
        .bash(
          "grep -rln 'process.env' apps/api/src | head; sed -n 1,15p apps/api/src/config.ts",
          'apps/api/src/config.ts\nimport { z } from "zod";\n\nconst Env = z.object({\n  DATABASE_URL: z.string().url(),\n  STRIPE_SECRET_KEY: z.string(),\n  RESEND_API_KEY: z.string(),\n  SESSION_SECRET: z.string().min(32),\n});\nexport const config = Env.parse(process.env);',
        )
        .assistant(
          "Everything goes through `apps/api/src/config.ts`, which parses `process.env` with zod at startup, so a missing var crashes the API on boot with the var's name. Four are required: DATABASE_URL, STRIPE_SECRET_KEY, RESEND_API_KEY, SESSION_SECRET.",
        )
        .user("oh nice. and .env.example has like 2 of those")
        .file("Edit", ".env.example")
        .assistant("`.env.example` now lists all four with a comment each.")
        .user("from now on when you add an env var, it goes into .env.example with a comment in the same PR. no exceptions")
        .user("also at some point the readme should have a proper env var table for the web app too. not now")
        .stop(),
    planted: [
      { kind: "fact", keys: ["config.ts"] },
      { kind: "instruction", keys: [".env.example"] },
      { kind: "task", keys: ["readme"] },
    ],
  },
  {
    id: "b41-restore-test",
    build: (s) =>
      s
        .user("ok today we finally test a restore. dont touch the real db")
        .assistant("I'll restore the latest dump into a throwaway Fly Postgres.")
        .bash("fly postgres create -n restore-test -r fra --vm-size shared-cpu-1x --volume-size 1 >/dev/null && echo created", "created")
        .bash(
          'aws s3 cp s3://tallyho-backups/tallyho-2026-11-24T12.dump /tmp/latest.dump --endpoint-url $R2_ENDPOINT && time pg_restore -d "$RESTORE_URL" --no-owner /tmp/latest.dump',
          "download: s3://tallyho-backups/tallyho-2026-11-24T12.dump to /tmp/latest.dump\n\nreal\t2m04s",
        )
        .bash("psql \"$RESTORE_URL\" -c 'select count(*) from users; select count(*) from invoices;'", " count \n-------\n   318\n\n count \n-------\n  1204")
        .assistant("The restore works: 2 minutes for the latest dump, and the row counts match prod (318 users, 1,204 invoices).")
        .user("so a full restore is ~2 min. good to know. delete the test db")
        .bash("fly apps destroy restore-test -y", "Destroyed app restore-test")
        .user("lets do this drill once a month, first monday. put it in docs/ops.md so whoever is around does it")
        .file("Edit", "docs/ops.md")
        .assistant("Added a monthly restore drill (first Monday) with these commands to docs/ops.md.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["restore"] },
      { kind: "instruction", keys: ["month"] },
    ],
  },
  {
    id: "b41-domain-renew",
    build: (s) =>
      s
        .user("got an email from namecheap about tallyho.app, is the domain ok")
        .bash("whois tallyho.app | grep -iE 'expir|status'", "Registry Expiry Date: 2027-03-03T23:59:59Z\nDomain Status: clientTransferProhibited")
        .bash("namecheap-cli domains info tallyho.app | grep -i autorenew", "AutoRenew: false")
        .assistant(
          "It's fine for now: the domain expires on 2027-03-03. But auto-renew is off at Namecheap, so it will lapse unless someone renews it by hand.",
        )
        .user("omg. thats how people lose domains. i need to turn auto-renew on but the card on namecheap is expired, have to update it first. later this week")
        .assistant("Understood, I didn't change anything at Namecheap.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["expires"] },
      { kind: "task", keys: ["auto-renew"] },
    ],
  },
  {
    id: "b41-analytics",
    build: (s) =>
      s
        .user("turn on vercel analytics for the web app")
        .file("Edit", "apps/web/app/layout.tsx")
        .bash("pnpm --filter web add @vercel/analytics", "+ @vercel/analytics 1.4.1")
        .assistant(
          "Added `<Analytics />` to the root layout. Note: PostHog is also loaded in the same layout, so page views would now be counted twice, in two tools.",
        )
        .user("oh right we have posthog. ok no, undo the vercel one. posthog stays our only analytics, one place for numbers")
        .bash("pnpm --filter web remove @vercel/analytics && git checkout apps/web/app/layout.tsx && git status --short", "")
        .assistant("Reverted: no Vercel Analytics, PostHog only.")
        .stop(),
    planted: [{ kind: "decision", keys: ["posthog"] }],
  },
  {
    id: "b41-yaml-fix",
    build: (s) =>
      s
        .user("the backup workflow has a yaml error after i edited it on github.com, fix pls")
        .bash("npx yaml-lint .github/workflows/backup.yml", "✖ YAML Lint failed for .github/workflows/backup.yml\nbad indentation of a mapping entry (14:7)", 1)
        .file("Edit", ".github/workflows/backup.yml")
        .bash("npx yaml-lint .github/workflows/backup.yml", "✔ YAML Lint successful.")
        .assistant("Line 14 was indented one level too deep under `steps`; it lints clean now.")
        .user("thank u. i should never edit yaml in the browser lol")
        .assistant("Ha, it happens.")
        .stop(),
    planted: [],
  },
  {
    id: "b41-cdn-question",
    build: (s) =>
      s
        .user("should i put cloudflare in front of vercel? someone on twitter said it makes everything faster")
        .bash("curl -sI https://tallyho.app | grep -iE 'server|x-vercel-cache'", "server: Vercel\nx-vercel-cache: HIT")
        .assistant(
          "Vercel already serves from its own CDN (the response is a cache HIT). Proxying through Cloudflare on top adds a second cache layer and Vercel advises against it because it can break their cache and firewall. I wouldn't.",
        )
        .user("ok so probably not. i'll ignore twitter then")
        .stop(),
    planted: [],
  },
];

/** The set: events, segments and scoring of BLIND41_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const BLIND41 = plantedSet(BLIND41_SESSIONS, Date.UTC(2026, 10, 2, 9));
