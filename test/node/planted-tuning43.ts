/**
 * A planted set for the offline long-term-memory extractor: facts the assistant finds in the code
 * or config by tool calls and reports ("the rate limit is 100/min, `config/limits.yaml:12`"), which
 * the user confirms or corrects (a corrected fact is planted with the user's value), set against
 * the assistant's guesses that nobody confirms (never planted); instructions, decisions and open
 * tasks the user gives in reaction to what was found. Written in the voice of OpenCode sessions.
 * Training set for the sentence classifier (written without reading the extractor).
 * Each session is one segment; the items planted in it are listed with it. Every other message
 * must give nothing: questions, hypotheses and guesses, proposals rejected or never confirmed,
 * withdrawn ideas, quoted code, config and tool output (with words like "always", "never",
 * "TODO"), chit-chat, in-session requests done in the same session, passing state such as test
 * counts or build times, and decisions a later message replaces (only the later one is planted).
 *
 * Matching rule (the blind sets' rule, test/node/planted-blind.ts):
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

const START = Date.UTC(2026, 10, 16, 8);

export const TUNING43_SESSIONS: BlindSession[] = [
  {
    id: "t43-01-rate-limit",
    planted: [
      { kind: "fact", keys: ["rate", "100"] },
      { kind: "instruction", keys: ["endpoint"] },
    ],
    build: (s) =>
      s
        .user("what's our rate limit on the public api")
        .bash("grep -n -A2 'public' config/limits.yaml", "11:public:\n12:  per_minute: 100\n13:  burst: 20")
        .assistant("The public rate limit is 100 requests/min per API key, burst 20 (`config/limits.yaml:12`).")
        .user("right. and whenever you add a public endpoint, give it its own entry in limits.yaml, don't lean on the default block")
        .assistant("Will do.")
        .stop(),
  },
  {
    id: "t43-02-postgres-version",
    planted: [
      { kind: "fact", keys: ["postgres", "16"] },
      { kind: "instruction", keys: ["rds.tf"] },
      { kind: "task", keys: ["compose"] },
    ],
    build: (s) =>
      s
        .bash("grep -n image docker-compose.yml", "4:    image: postgres:14-alpine\n12:    image: redis:7")
        .assistant("Looks like we're on Postgres 14: `docker-compose.yml:4` pins `postgres:14-alpine`.")
        .user("that's only the local compose. prod RDS runs postgres 16, we upgraded in august")
        .user("so for versions don't trust the compose file, read terraform/rds.tf instead")
        .assistant("Understood, `terraform/rds.tf` is the source for versions.")
        .user("and at some point bump the compose image to 16 so they match, not now")
        .stop(),
  },
  {
    id: "t43-03-thumbs-guess",
    planted: [],
    build: (s) =>
      s
        .user("why are thumbnails so slow to show up")
        .file("Read", "src/media/thumbs.ts")
        .assistant(
          "I'd guess the sharp resize runs on the request path: I don't see a worker pool in `thumbs.ts`. I haven't profiled it, though, so that's a hunch.",
        )
        .user("ok, moving on")
        .stop(),
  },
  {
    id: "t43-04-hardcoded-secret",
    planted: [
      { kind: "decision", keys: ["jwt_secret"] },
      { kind: "instruction", keys: ["literal"] },
    ],
    build: (s) =>
      s
        .bash("grep -rn 'SECRET' src/auth", "src/auth/keys.ts:3:const SECRET = 'dev-secret'; // never ship this")
        .assistant("Found it: the signing key is hardcoded in `src/auth/keys.ts:3` as `'dev-secret'`.")
        .user("ugh. ok, we're moving it to a Workers secret called JWT_SECRET, do it now")
        .file("Edit", "src/auth/keys.ts")
        .bash("npx wrangler secret put JWT_SECRET < /dev/null 2>&1 | tail -1", "✨ Success! Uploaded secret JWT_SECRET")
        .assistant("Done: `keys.ts` reads `env.JWT_SECRET`, and the secret is uploaded.")
        .user("good. never put a secret literal in src/ again, not even for dev")
        .stop(),
  },
  {
    id: "t43-05-session-ttl",
    planted: [
      { kind: "fact", keys: ["session", "14"] },
      { kind: "task", keys: ["refresh"] },
    ],
    build: (s) =>
      s
        .bash("grep -n TTL .env.production", "7:SESSION_TTL_DAYS=14")
        .assistant(
          "Sessions expire after 14 days: `SESSION_TTL_DAYS=14` in `.env.production`. The refresh endpoint probably extends that, but I haven't found where it does.",
        )
        .user("yep, 14. the refresh thing, find out another time, not now")
        .stop(),
  },
  {
    id: "t43-06-prod-cron",
    planted: [{ kind: "fact", keys: ["cron", "15"] }],
    build: (s) =>
      s
        .bash("grep -n crons wrangler.toml", '18:crons = ["*/5 * * * *"]')
        .assistant('The digest worker runs every 5 minutes: `crons = ["*/5 * * * *"]` at `wrangler.toml:18`.')
        .user("that's the dev section. the production env has its own, look under [env.production]")
        .bash("grep -n -A3 'env.production.triggers' wrangler.toml", '40:[env.production.triggers]\n41:crons = ["*/15 * * * *"]')
        .assistant("You're right: in production the digest cron runs every 15 minutes (`*/15 * * * *`, `wrangler.toml:41`).")
        .user("yes")
        .stop(),
  },
  {
    id: "t43-07-strict-off",
    planted: [
      { kind: "fact", keys: ["strict"] },
      { kind: "instruction", keys: ["v2"] },
    ],
    build: (s) =>
      s
        .file("Read", "tsconfig.json")
        .assistant("FYI `tsconfig.json` has `strict: false` and `noImplicitAny: false`, which is why the compiler missed that null.")
        .user("I know, strict is off for the old code on purpose. new modules go under src/v2, which has its own strict tsconfig. always put new code there")
        .assistant("Got it.")
        .stop(),
  },
  {
    id: "t43-08-lodash-bump",
    planted: [],
    build: (s) =>
      s
        .user("bump lodash to the latest patch pls")
        .bash("pnpm up lodash@^4.17 && pnpm ls lodash", "lodash 4.17.21")
        .assistant("Already on 4.17.21, the latest patch. Nothing changed in the lockfile.")
        .user("ha ok, thanks anyway")
        .stop(),
  },
  {
    id: "t43-09-xml2js-audit",
    planted: [
      { kind: "fact", keys: ["feeds"] },
      { kind: "task", keys: ["xml2js"] },
    ],
    build: (s) =>
      s
        .bash(
          "pnpm audit --audit-level high 2>&1 | tail -4",
          "high  Prototype Pollution in xml2js\nPackage  xml2js\nVulnerable versions  <0.5.0\n2 vulnerabilities found",
        )
        .bash("grep -rln \"from 'xml2js'\" src", "src/import/feeds.ts")
        .assistant("Two high findings, both `xml2js` 0.4.23. It's only imported by `src/import/feeds.ts`.")
        .user("yup, the rss importer in feeds.ts is the only user. not today, but xml2js needs replacing before the SOC2 audit, put it on the list")
        .stop(),
  },
  {
    id: "t43-10-backoff-dupes",
    planted: [{ kind: "decision", keys: ["backoff"] }],
    build: (s) =>
      s
        .bash("grep -rln 'retryDelay\\|backoff' src", "src/queue/backoff.ts\nsrc/http/retry.ts")
        .assistant("Two places define retry delays: `src/queue/backoff.ts` (exponential, base 2 s) and `src/http/retry.ts` (fixed 500 ms).")
        .user("we keep the exponential one. the http client goes through backoff.ts too from now on, delete retry.ts")
        .file("Edit", "src/http/client.ts")
        .bash("git rm -q src/http/retry.ts && pnpm tsc --noEmit", "")
        .assistant("Done, `retry.ts` is gone and the client uses `backoff.ts`. Typecheck clean.")
        .stop(),
  },
  {
    id: "t43-11-bucket-region",
    planted: [
      { kind: "fact", keys: ["eu-central-1"] },
      { kind: "instruction", keys: ["region"] },
      { kind: "task", keys: ["terraform"] },
    ],
    build: (s) =>
      s
        .assistant("The media bucket is probably in us-east-1, since nothing in the code sets a region and that's the SDK default.")
        .user("no, it's eu-central-1, all our stuff sits in Frankfurt because of GDPR")
        .bash("aws s3api get-bucket-location --bucket rk-media", '{\n    "LocationConstraint": "eu-central-1"\n}')
        .assistant("Confirmed, `rk-media` is in eu-central-1.")
        .user("never create resources in any other region. and someone should go through the terraform for stragglers outside frankfurt, later")
        .stop(),
  },
  {
    id: "t43-12-flaky-race",
    planted: [],
    build: (s) =>
      s
        .user("geo tests failed again on CI")
        .assistant("My guess is a race between the two `beforeEach` hooks in `geo.test.ts`, both write to the same tmp dir.")
        .user("maybe. rerun it")
        .bash("pnpm vitest run test/geo.test.ts 2>&1 | tail -1", "      Tests  31 passed (31)")
        .assistant("Passed this time, 31/31.")
        .stop(),
  },
  {
    id: "t43-13-hono-zod",
    planted: [
      { kind: "fact", keys: ["hono"] },
      { kind: "decision", keys: ["zod"] },
    ],
    build: (s) =>
      s
        .bash("jq '.dependencies | {hono, zod}' package.json", '{\n  "hono": "^4.6.3",\n  "zod": "^3.23.8"\n}')
        .assistant("The API is on Hono 4.6 and zod 3.23 (`package.json`).")
        .user("correct. we're staying on zod 3 until the v4 migration guide settles, agreed in the arch sync")
        .stop(),
  },
  {
    id: "t43-14-log-retention",
    planted: [
      { kind: "fact", keys: ["cloudwatch"] },
      { kind: "instruction", keys: ["log", "90"] },
    ],
    build: (s) =>
      s
        .bash(
          "aws logs describe-log-groups --query 'logGroups[].[logGroupName,retentionInDays]' --output text | head -3",
          "/aws/lambda/eta-recalc\tNone\n/aws/lambda/route-opt\tNone\n/ecs/api\tNone",
        )
        .assistant("None of the CloudWatch log groups has a retention set, so they never expire. That's most of last month's logs bill.")
        .user("wow, yes, I suspected that. set them all to 90 days. and every new log group gets 90 days retention too, that's the policy")
        .bash(
          "for g in $(aws logs describe-log-groups --query 'logGroups[].logGroupName' --output text); do aws logs put-retention-policy --log-group-name $g --retention-in-days 90; done; echo ok",
          "ok",
        )
        .assistant("All groups set to 90 days.")
        .stop(),
  },
  {
    id: "t43-15-reindex-estimate",
    planted: [],
    build: (s) =>
      s
        .user("how long would a full reindex take?")
        .bash("psql -tc 'select count(*) from stops'", " 8412007")
        .assistant("8.4M stops. Without running it, I'd estimate 20 to 30 minutes, but that's a rough guess from the row count.")
        .user("ok")
        .stop(),
  },
  {
    id: "t43-16-billing-owner",
    planted: [
      { kind: "fact", keys: ["ines"] },
      { kind: "instruction", keys: ["reviews"] },
    ],
    build: (s) =>
      s
        .bash("git shortlog -sn -- src/billing | head -2", "   88\tSam Patel\n   21\tInes Duarte")
        .assistant("Most of `src/billing` is by Sam, so I assume Sam owns it?")
        .user("Sam left in june. billing is owned by Ines now")
        .user("send her the reviews for anything in billing")
        .assistant("Noted, billing reviews go to Ines.")
        .stop(),
  },
  {
    id: "t43-17-orders-index",
    planted: [
      { kind: "instruction", keys: ["foreign"] },
      { kind: "task", keys: ["shipments"] },
    ],
    build: (s) =>
      s
        .bash(
          "psql -c 'explain analyze select * from orders where customer_id = 42' | tail -3",
          "  ->  Seq Scan on orders  (cost=0.00..98412.00 rows=31 width=212)\n Planning Time: 0.1 ms\n Execution Time: 3214.6 ms",
        )
        .assistant("`orders` has no index on `customer_id`; that lookup is a 3.2 s sequential scan.")
        .user("add it, concurrently")
        .bash("psql -c 'create index concurrently orders_customer_id_idx on orders (customer_id)'", "CREATE INDEX")
        .assistant("Index created; the same query now takes 0.4 ms.")
        .user("make it a rule: every foreign key column gets an index. the shipments table probably has the same hole, check it next time")
        .stop(),
  },
  {
    id: "t43-18-dlq",
    planted: [
      { kind: "fact", keys: ["dlq"] },
      { kind: "task", keys: ["replay"] },
    ],
    build: (s) =>
      s
        .bash(
          "grep -n -B1 -A3 'queue = \"emails\"' wrangler.toml",
          '50:[[queues.consumers]]\n51:queue = "emails"\n52:max_retries = 5\n53:dead_letter_queue = "emails-dlq"',
        )
        .assistant("The `emails` consumer retries 5 times, then messages land in the DLQ `emails-dlq` (`wrangler.toml:52-53`).")
        .user("yes that's right. someone should build a replay tool for the dead letters eventually, right now we do it by hand")
        .stop(),
  },
  {
    id: "t43-19-ci-cache-guess",
    planted: [],
    build: (s) =>
      s
        .user("CI got slow this week, any idea")
        .bash("gh run list --limit 3 --json durationMs -q '.[].durationMs'", "612000\n598000\n604000")
        .assistant("About 10 minutes a run. Maybe the cache key changes on every run, so nothing restores; I can't see the step logs from here to check.")
        .user("hm. no idea either")
        .stop(),
  },
  {
    id: "t43-20-mobile-api-url",
    planted: [
      { kind: "fact", keys: ["eas"] },
      { kind: "instruction", keys: ["url"] },
      { kind: "task", keys: ["token"] },
    ],
    build: (s) =>
      s
        .file("Read", "apps/driver/app.config.ts")
        .assistant("The driver app talks to `https://api.routekit.io/v2` (`app.config.ts:9`).")
        .user("that's just the fallback. release builds get API_URL from the EAS secrets, it points at the m1 gateway")
        .user("don't hardcode the api url anywhere in the app again. also the EAS token hasn't been rotated since launch, that needs doing")
        .assistant("Ok.")
        .stop(),
  },
  {
    id: "t43-21-loggers",
    planted: [
      { kind: "decision", keys: ["pino"] },
      { kind: "instruction", keys: ["winston"] },
    ],
    build: (s) =>
      s
        .bash("grep -rl \"from 'winston'\" src | wc -l; grep -rl \"from 'pino'\" src | wc -l", "12\n40")
        .assistant("Both loggers are in use: `winston` in 12 files, `pino` in 40.")
        .user("pino wins. migrate the winston files when you're touching them anyway, no big bang PR")
        .stop(),
  },
  {
    id: "t43-22-redis-restart",
    planted: [],
    build: (s) =>
      s
        .user("set `restart: always` on the redis service in compose")
        .file("Edit", "docker-compose.yml")
        .bash("docker compose config | grep -A1 'redis:' | tail -2", "  redis:\n    restart: always")
        .assistant("Added, `docker compose config` shows `restart: always` on redis.")
        .stop(),
  },
  {
    id: "t43-23-nginx-body",
    planted: [{ kind: "decision", keys: ["25m"] }],
    build: (s) =>
      s
        .bash("grep -n client_max_body_size nginx/app.conf", "22:    client_max_body_size 10m;")
        .assistant("Uploads over 10 MB get a 413 because nginx caps the request body at 10m (`nginx/app.conf:22`).")
        .user("yep, that cap bites us every month")
        .user("we agreed with product to raise it to 25m, go ahead")
        .file("Edit", "nginx/app.conf")
        .assistant("Set to 25m.")
        .stop(),
  },
  {
    id: "t43-24-audience",
    planted: [
      { kind: "fact", keys: ["routekit-api"] },
      { kind: "decision", keys: ["audience"] },
    ],
    build: (s) =>
      s
        .user("getting 401s from the web app since this morning")
        .assistant("Likely clock skew between the edge and the API. Let me check before assuming.")
        .bash("chronyc tracking | grep 'System time'; jq -r .aud /tmp/token.json", "System time     : 0.000021 seconds fast of NTP time\nroutekit-web")
        .assistant("Clock is fine. The token's `aud` is `routekit-web`, but the API only accepts tokens whose aud is `routekit-api`.")
        .user(
          "ohh right. yes the API expects routekit-api. per-client audiences are intentional, we decided that last month, so the web app has to request its own token",
        )
        .stop(),
  },
  {
    id: "t43-25-weekend",
    planted: [],
    build: (s) =>
      s
        .user("morning! good weekend?")
        .bash("git log --oneline -3", "9e1f0c2 eta: cap recalc batch\n0a7b55d deps\n3c1d9e8 fix typo")
        .assistant("Morning! No weekends for me. Three commits landed since Friday, nothing surprising.")
        .stop(),
  },
  {
    id: "t43-26-hpa",
    planted: [
      { kind: "fact", keys: ["hpa"] },
      { kind: "instruction", keys: ["replicas"] },
      { kind: "task", keys: ["alerting"] },
    ],
    build: (s) =>
      s
        .bash("grep -n replicas k8s/api.yaml", "8:  replicas: 3")
        .assistant("The api deployment runs 3 replicas (`k8s/api.yaml:8`).")
        .user("the HPA overrides that, check k8s/hpa.yaml")
        .bash("grep -n -E 'minReplicas|maxReplicas' k8s/hpa.yaml", "9:  minReplicas: 4\n10:  maxReplicas: 20")
        .assistant("Right, the HPA keeps the api between 4 and 20 pods.")
        .user("so never edit replicas in api.yaml, change the hpa. and we still have no alerting for when it sits at max, add that to the backlog")
        .stop(),
  },
  {
    id: "t43-27-cleanup-batching",
    planted: [{ kind: "task", keys: ["batching"] }],
    build: (s) =>
      s
        .file("Read", "src/cron/cleanup.ts")
        .assistant(
          "`cleanup.ts` deletes expired sessions one row at a time:\n```ts\n// TODO: batch this\nfor (const id of expired) await db.delete(sessions).where(eq(sessions.id, id));\n```",
        )
        .user("yeah that needs batching, not now though, ticket it for next sprint")
        .stop(),
  },
  {
    id: "t43-28-geocode-cache",
    planted: [{ kind: "decision", keys: ["geocode_cache"] }],
    build: (s) =>
      s
        .user("let's put the geocoding results cache in redis")
        .bash("redis-cli info memory | grep -E 'used_memory_human|maxmemory_human'", "used_memory_human:7.28G\nmaxmemory_human:8.00G")
        .assistant("Redis is at 91% of maxmemory already (7.28G of 8G).")
        .user("ok then not redis. the cache goes in a `geocode_cache` table in postgres, decided")
        .file("Write", "migrations/20261116_geocode_cache.sql")
        .assistant("Migration for `geocode_cache` written.")
        .stop(),
  },
  {
    id: "t43-29-yarn-question",
    planted: [],
    build: (s) =>
      s
        .user("is there a reason we're on yarn 1 in the docs repo?")
        .bash("cat docs-site/package.json | grep packageManager", "")
        .assistant("Nothing pins it; maybe it predates corepack. I don't see a note explaining it.")
        .user("no idea either, doesn't matter")
        .stop(),
  },
  {
    id: "t43-30-default-yaml",
    planted: [
      { kind: "fact", keys: ["mapbox"] },
      { kind: "fact", keys: ["live_eta", "prod"] },
      { kind: "task", keys: ["tile_cache_ttl"] },
    ],
    build: (s) =>
      s
        .file("Read", "config/default.yaml")
        .assistant("From `config/default.yaml`:\n- `maps.provider: mapbox`\n- `maps.tile_cache_ttl: 3600`\n- `features.live_eta: false`")
        .user("mapbox yes. live_eta is on in prod though, the env override LIVE_ETA=1 flips it")
        .user("and tile_cache_ttl should become configurable per env at some point, it's the same everywhere today")
        .stop(),
  },
  {
    id: "t43-31-stripe-tests",
    planted: [
      { kind: "instruction", keys: ["network"] },
      { kind: "decision", keys: ["stripe-mock"] },
    ],
    build: (s) =>
      s
        .bash("cat .env.test | grep STRIPE", "STRIPE_KEY=sk_test_51Hx...redacted")
        .assistant("The billing tests hit the real Stripe test API: `.env.test` has a live `sk_test_` key.")
        .user("that's bad. we're going with stripe-mock in docker for tests. tests never touch the network, keep it that way")
        .file("Edit", "docker-compose.test.yml")
        .bash("pnpm vitest run test/billing 2>&1 | tail -1", "      Tests  26 passed (26)")
        .assistant("Switched: tests point at `stripe-mock` on :12111, 26 pass.")
        .stop(),
  },
  {
    id: "t43-32-makefile-rejected",
    planted: [],
    build: (s) =>
      s
        .user("run the seed for my local db")
        .bash("pnpm db:seed 2>&1 | tail -1", "seeded 120 users, 4 fleets")
        .assistant("Seeded. Want me to add a `make seed` target so it's one word?")
        .user("no")
        .stop(),
  },
  {
    id: "t43-33-webhook-rotation",
    planted: [{ kind: "fact", keys: ["previous", "24h"] }],
    build: (s) =>
      s
        .bash("grep -n WEBHOOK wrangler.toml", "60:# WEBHOOK_SECRET and WEBHOOK_SECRET_PREV are set as secrets, always both")
        .assistant(
          "There are two webhook secrets, `WEBHOOK_SECRET` and `WEBHOOK_SECRET_PREV`, so signatures are checked against both. Rotation is probably monthly, going by the comment's age.",
        )
        .user("we keep the previous webhook secret valid for 24h after a rotation, that's what _PREV is for")
        .stop(),
  },
  {
    id: "t43-34-dayjs-luxon",
    planted: [
      { kind: "decision", keys: ["dayjs"] },
      { kind: "task", keys: ["luxon"] },
    ],
    build: (s) =>
      s
        .bash("grep -rl \"from 'dayjs'\" web/src | wc -l; grep -rl \"from 'luxon'\" web/src | wc -l", "30\n3")
        .assistant("`web/` uses two date libraries: dayjs in 30 files, luxon in 3.")
        .user("we standardise on dayjs, luxon gets dropped. the 3 luxon files can wait for a quiet day")
        .stop(),
  },
  {
    id: "t43-35-geo-branch",
    planted: [],
    build: (s) =>
      s
        .bash("pnpm vitest run test/geo 2>&1 | tail -2", " Test Files  2 failed (2)\n      Tests  12 failed | 40 passed (52)", 1)
        .assistant("12 failing in `test/geo`, all on the same assertion about polygon winding.")
        .user("that's the branch I'm rewriting, ignore it")
        .stop(),
  },
  {
    id: "t43-36-dns-gandi",
    planted: [
      { kind: "fact", keys: ["gandi"] },
      { kind: "fact", keys: ["login"] },
    ],
    build: (s) =>
      s
        .bash("dig +short NS routekit.io", "ns-124-a.gandi.net.\nns-38-b.gandi.net.\nns-211-c.gandi.net.")
        .assistant("DNS for routekit.io is hosted at Gandi, going by the NS records.")
        .user("right. and only Ines has the login for it, so ask her for any record change")
        .stop(),
  },
  {
    id: "t43-37-postmark",
    planted: [
      { kind: "fact", keys: ["postmark"] },
      { kind: "task", keys: ["sendgrid"] },
    ],
    build: (s) =>
      s
        .bash("grep -n sendgrid package.json", '31:    "@sendgrid/mail": "^7.7.0",')
        .assistant("Email goes out through SendGrid, `@sendgrid/mail` is a dependency.")
        .user("that dep is dead. we moved to Postmark last year, the client lives in src/mail/postmark.ts")
        .user("removing the sendgrid package is on the someday list")
        .stop(),
  },
  {
    id: "t43-38-migration-naming",
    planted: [
      { kind: "fact", keys: ["timestamps"] },
      { kind: "instruction", keys: ["down", "migration"] },
    ],
    build: (s) =>
      s
        .bash("ls migrations | tail -3", "20260930_fleet_settings.sql\n20261020_add_eta.sql\n20261116_geocode_cache.sql")
        .assistant("Migrations are named with date timestamps (`20261020_add_eta.sql` and so on), not sequence numbers.")
        .user("yes timestamps. and always write a down migration next to the up one, review rejects it otherwise")
        .stop(),
  },
  {
    id: "t43-39-docker-build-time",
    planted: [],
    build: (s) =>
      s
        .user("how long does the docker build take on this box?")
        .bash("time docker build -q . 2>&1 | tail -3", "sha256:4be1\nreal\t3m12.441s\nuser\t0m1.220s")
        .assistant("3 min 12 s, cold cache.")
        .user("ok")
        .stop(),
  },
  {
    id: "t43-40-graphql-traffic",
    planted: [
      { kind: "decision", keys: ["graphql"] },
      { kind: "instruction", keys: ["schema"] },
      { kind: "task", keys: ["partners"] },
    ],
    build: (s) =>
      s
        .bash("awk '{print $7}' /var/log/nginx/access.log | cut -d/ -f2 | sort | uniq -c | sort -rn | head -2", " 981204 v1\n  19871 graphql")
        .assistant("GraphQL gets about 2% of API traffic; the rest is REST `/v1`.")
        .user(
          "then graphql goes, we're deprecating it. don't add anything to the graphql schema anymore. the sunset date still has to be announced to the two partners who use it",
        )
        .stop(),
  },
  {
    id: "t43-41-poll-interval",
    planted: [
      { kind: "fact", keys: ["poll_interval"] },
      { kind: "decision", keys: ["floor"] },
    ],
    build: (s) =>
      s
        .assistant("I think the driver app polls location every 10 s.")
        .user("it's every 30s, and it's configurable per fleet in `fleet_settings.poll_interval`")
        .bash("grep -n poll_interval migrations/20260930_fleet_settings.sql", "14:  poll_interval integer not null default 30")
        .assistant("Confirmed: `poll_interval` defaults to 30 in `fleet_settings`.")
        .user("and we decided 30s is the floor, no fleet goes below that")
        .stop(),
  },
  {
    id: "t43-42-stack-trace",
    planted: [],
    build: (s) =>
      s
        .user(
          "what's this\n```\nTypeError: Cannot read properties of undefined (reading 'lat')\n    at toPoint (src/geo/point.ts:12:18)\n    at always (src/geo/fallback.ts:40:9)\n```",
        )
        .file("Read", "src/geo/point.ts")
        .assistant("`toPoint` gets a stop without coordinates; `fallback.ts` calls it for stops that failed geocoding. I'll make it return null for those.")
        .file("Edit", "src/geo/point.ts")
        .assistant("Fixed, stops without coordinates are skipped.")
        .stop(),
  },
  {
    id: "t43-43-dockerfile-root",
    planted: [
      { kind: "instruction", keys: ["non-root"] },
      { kind: "decision", keys: ["distroless"] },
    ],
    build: (s) =>
      s
        .file("Read", "Dockerfile")
        .assistant("The image runs as root: there's no `USER` line in the Dockerfile.")
        .user("fix it. every image we build runs as a non-root user, no exceptions. and we're basing the runtime stage on distroless, decided that with Dana")
        .file("Edit", "Dockerfile")
        .assistant("Runtime stage is `gcr.io/distroless/nodejs22-debian12:nonroot` now.")
        .stop(),
  },
  {
    id: "t43-44-coverage",
    planted: [
      { kind: "task", keys: ["routing"] },
      { kind: "decision", keys: ["gate"] },
    ],
    build: (s) =>
      s
        .bash("pnpm vitest run --coverage 2>&1 | grep -E 'All files|src/routing'", "All files      |   41.2 |\n src/routing    |    8.1 |")
        .assistant("Coverage is 41% overall; `src/routing` is at 8%.")
        .user(
          "routing needs tests badly. not this week, but it's the first thing after the release. and we're setting a CI coverage gate at 60% on changed lines, agreed",
        )
        .stop(),
  },
  {
    id: "t43-45-leak-shrug",
    planted: [],
    build: (s) =>
      s
        .bash("kubectl top pod -l app=eta", "NAME             CPU(cores)   MEMORY(bytes)\neta-5f7c-9kq2    210m         1890Mi")
        .assistant("eta is at 1.9Gi. Could be the OSRM response cache growing without a bound, but that's speculation.")
        .user("dunno")
        .stop(),
  },
  {
    id: "t43-46-min-os",
    planted: [
      { kind: "fact", keys: ["ios", "15"] },
      { kind: "fact", keys: ["minsdk"] },
      { kind: "task", keys: ["ios", "16"] },
    ],
    build: (s) =>
      s
        .bash("grep -n platform apps/driver/ios/Podfile", "3:platform :ios, '15.0'")
        .assistant("The driver app's minimum iOS version is 15.0 (`ios/Podfile:3`).")
        .user("yes, and Android's minSdk is 26")
        .user("raising iOS to 16 is planned after the summer release, leave it until then")
        .stop(),
  },
  {
    id: "t43-47-yaml-env",
    planted: [{ kind: "decision", keys: ["yaml"] }],
    build: (s) =>
      s
        .bash("ls config; grep -c = .env.example", "default.yaml\nproduction.yaml\n23")
        .assistant("Config comes from two places: `config/*.yaml` and 23 variables in `.env.example`, and some keys are in both.")
        .user("we decided: yaml holds the defaults, env vars only carry secrets. so the duplicates in .env go away")
        .stop(),
  },
  {
    id: "t43-48-pull",
    planted: [],
    build: (s) =>
      s
        .user("pull main")
        .bash("git pull --ff-only", "Updating 9e1f0c2..b41a7d3\nFast-forward\n 3 files changed, 41 insertions(+), 6 deletions(-)")
        .assistant("Pulled, 3 files changed.")
        .stop(),
  },
  {
    id: "t43-49-osrm",
    planted: [
      { kind: "fact", keys: ["osrm"] },
      { kind: "task", keys: ["extract"] },
      { kind: "decision", keys: ["self-hosting"] },
    ],
    build: (s) =>
      s
        .bash("grep -n osrm services/eta/config.toml", '5:osrm_url = "http://osrm.internal:5000"')
        .assistant("The eta service calls OSRM at `osrm.internal:5000` (`services/eta/config.toml:5`).")
        .user(
          "yep. we're self-hosting osrm, not moving to mapbox directions, that was settled. its data is from march though and needs a refresh from the new OSM extract soon",
        )
        .stop(),
  },
  {
    id: "t43-50-regex",
    planted: [],
    build: (s) =>
      s
        .user("explain this regex `^(?:[A-Z]{2}\\d{2})?\\d{4,5}$`")
        .file("Read", "src/validate/postcode.ts")
        .assistant("An optional two-letter, two-digit prefix, then 4 or 5 digits, nothing else. So `1010` and `AT121010` pass, `AT1010X` doesn't.")
        .stop(),
  },
  {
    id: "t43-51-lockfiles",
    planted: [{ kind: "decision", keys: ["pnpm"] }],
    build: (s) =>
      s
        .bash("ls *lock*", "package-lock.json\npnpm-lock.yaml")
        .assistant("Both an npm and a pnpm lockfile are checked in.")
        .user("pnpm, that's the one we use. delete package-lock.json")
        .bash("git rm -q package-lock.json && git status --short", "D  package-lock.json")
        .assistant("Deleted.")
        .stop(),
  },
  {
    id: "t43-52-seed-guard",
    planted: [{ kind: "instruction", keys: ["seed"] }],
    build: (s) =>
      s
        .file("Read", "scripts/seed.ts")
        .assistant("Heads up: `scripts/seed.ts` truncates every table, `users` included, whenever `NODE_ENV` isn't set.")
        .user("jesus. never run the seed script against anything but localhost. add a guard for it right now")
        .file("Edit", "scripts/seed.ts")
        .assistant("Guard added: it exits unless `DATABASE_URL` points at localhost.")
        .stop(),
  },
  {
    id: "t43-53-alerts-pagerduty",
    planted: [
      { kind: "fact", keys: ["pagerduty"] },
      { kind: "task", keys: ["low-urgency"] },
    ],
    build: (s) =>
      s
        .bash("npx wrangler secret list --env production | grep -c SLACK", "0")
        .assistant("`SLACK_WEBHOOK` is set on staging but not in production.")
        .user("correct, prod alerts go to PagerDuty instead of slack. staging should feed pagerduty's low-urgency service too at some point")
        .stop(),
  },
  {
    id: "t43-54-timestamps-api",
    planted: [
      { kind: "fact", keys: ["epoch"] },
      { kind: "decision", keys: ["iso"] },
    ],
    build: (s) =>
      s
        .bash("curl -s localhost:8080/v1/stops/1 | jq .updated_at; curl -s localhost:8080/v2/stops/1 | jq .updated_at", '1763280000000\n"2026-11-16T08:00:00Z"')
        .assistant("`/v1` returns timestamps as epoch millis, `/v2` as ISO strings.")
        .user("yes, v1 is epoch millis for the old android client. ISO 8601 is what everything new uses, we decided that in the api review")
        .stop(),
  },
];

/** The tuning43 set: events, segments and scoring of TUNING43_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const TUNING43 = plantedSet(TUNING43_SESSIONS, START);
