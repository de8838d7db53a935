/**
 * Training set for the sentence classifier (written without reading the extractor).
 *
 * An eighth tuning planted set for the offline long-term-memory extractor, written without
 * reading src/core/memories (except model.ts) or the sessions of the other planted sets, from
 * issue 19's description of what should and should not be remembered. Style: backend,
 * databases and infrastructure (Postgres, Redis, queues, Kubernetes, Terraform, Cloudflare,
 * AWS) in Claude Code's voice, medium sessions, users writing casually in full sentences. Each
 * session is one segment; the items planted in it are listed with it. Every other message must
 * give nothing: questions, hypotheses, proposals the user rejects or never confirms, withdrawn
 * ideas and superseded decisions, unconfirmed guesses, quoted code, logs and tool output
 * ("always", "never", "TODO"), chit-chat, and requests done in the same session.
 *
 * Matching rule (fixed before any extractor was run on this set; planted-blind.ts's rule):
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

export const TUNING8_SESSIONS: BlindSession[] = [
  {
    id: "t8-01-pgbouncer",
    planted: [
      { kind: "fact", keys: ["max_connections"] },
      { kind: "decision", keys: ["pgbouncer"] },
    ],
    build: (s) =>
      s
        .user(
          'prod postgres fell over again during the nightly batch, "too many clients already". fwiw the rds instance is a db.r6g.large and max_connections is pinned at 400 by our parameter group, so we can\'t just bump it',
        )
        .bash(
          'psql "$PROD_RO_URL" -c "select usename, count(*) from pg_stat_activity group by 1 order by 2 desc"',
          "  usename   | count\n-----------+-------\n batch_app |   311\n api       |    74\n rdsadmin  |     3\n(3 rows)",
        )
        .assistant(
          "batch_app alone holds 311 connections. My guess is the batch opens one connection per worker thread and never returns them to a pool, but I haven't confirmed that in the code yet.",
        )
        .user(
          "yeah whatever the cause, we're putting pgbouncer in transaction mode in front of it. decided, I talked to the team this morning. can you add it to the helm chart as a separate deployment",
        )
        .file("Edit", "deploy/helm/app/values.yaml")
        .file("Write", "deploy/helm/app/templates/pgbouncer.yaml")
        .bash("helm template deploy/helm/app | kubeconform -strict -", "Summary: 14 resources found in 1 file - Valid: 14, Invalid: 0, Errors: 0, Skipped: 0")
        .assistant(
          "Added the pooler as its own Deployment + Service (pool_mode=transaction, default_pool_size=40) and pointed DATABASE_URL for the batch at it. Manifests validate. One thing to watch: session-level advisory locks won't work through transaction pooling.",
        )
        .user("good catch. thanks")
        .stop(),
  },
  {
    id: "t8-02-redis-policies",
    planted: [
      { kind: "fact", keys: ["noeviction"] },
      { kind: "instruction", keys: ["flushall"] },
    ],
    build: (s) =>
      s
        .user("can you check why the session keys in redis are disappearing? users getting logged out randomly since tuesday")
        .bash("redis-cli -h sessions.internal CONFIG GET maxmemory-policy", '1) "maxmemory-policy"\n2) "allkeys-lru"')
        .assistant(
          "The sessions instance is on allkeys-lru, so under memory pressure it evicts session keys. Was it supposed to be that? It might have been changed by the tuesday terraform apply.",
        )
        .user(
          "no!! the session redis must be noeviction, that's how it's always been, the cache redis is the one on allkeys-lru. someone copied the wrong parameter group. fix it in terraform pls",
        )
        .file("Edit", "infra/elasticache.tf")
        .bash(
          "terraform plan -target=aws_elasticache_parameter_group.sessions",
          '  ~ parameter {\n      ~ value = "allkeys-lru" -> "noeviction"\n    }\nPlan: 0 to add, 1 to change, 0 to destroy.',
        )
        .assistant("Plan shows only the parameter group change. Want me to apply, and should I flush the instance so everything starts clean?")
        .user(
          "apply yes. and do NOT flush. never run FLUSHALL on any of our redis boxes, staging included, it nukes the rate limiter state too. if you need to clear keys use scripts/redis-del-prefix.sh",
        )
        .bash("terraform apply -auto-approve -target=aws_elasticache_parameter_group.sessions", "Apply complete! Resources: 0 added, 1 changed, 0 destroyed.")
        .assistant("Applied. The policy is back on the sessions instance; nothing was flushed.")
        .stop(),
  },
  {
    id: "t8-03-tf-state",
    planted: [
      { kind: "decision", keys: ["terraform", "s3"] },
      { kind: "instruction", keys: ["lock-timeout"] },
      { kind: "task", keys: ["dns"] },
    ],
    build: (s) =>
      s
        .user(
          "ok so about the terraform state mess. I looked at terraform cloud pricing and it's silly for 4 people. we're moving terraform state to the s3 backend with a dynamodb lock table. start with the network workspace",
        )
        .file("Edit", "infra/network/backend.tf")
        .bash(
          "cd infra/network && terraform init -migrate-state -force-copy",
          'Initializing the backend...\nSuccessfully configured the backend "s3"! Terraform will automatically\nuse this backend unless the backend configuration changes.\nTerraform has been successfully initialized!',
        )
        .assistant("Network state is now in s3://acme-tfstate/network/terraform.tfstate with locking on the tfstate-locks table.")
        .user("nice. also in CI, every terraform plan and apply gets -lock-timeout=5m from now on, two pipelines racing on the lock killed a run yesterday")
        .file("Edit", ".github/workflows/terraform.yml")
        .bash("actionlint .github/workflows/terraform.yml", "")
        .assistant("Added `-lock-timeout=5m` to the plan and apply steps; actionlint is clean. Should I migrate the other workspaces now too?")
        .user(
          "not today. the dns workspace still has to be migrated but it has that weird import of the legacy zone, I want to do that one with Priya next week",
        )
        .assistant("Ok, leaving dns on the local state for now.")
        .stop(),
  },
  {
    id: "t8-04-empty-rollout-question",
    planted: [],
    build: (s) =>
      s
        .user("quick q, what's actually the difference between kubectl rollout restart and just deleting the pods?")
        .assistant(
          "`kubectl rollout restart` patches the pod template with a restartedAt annotation, so the Deployment does a normal rolling update and respects maxUnavailable/maxSurge. Deleting pods skips that: the ReplicaSet recreates them, but nothing stops you from taking several down at once.",
        )
        .user("so restart is basically always safer?")
        .assistant("For a Deployment with a sane rollout strategy, yes. The exception would be a stuck pod you want gone right now, where delete is quicker.")
        .user("makes sense ty")
        .stop(),
  },
  {
    id: "t8-05-api-memory",
    planted: [
      { kind: "fact", keys: ["512mi"] },
      { kind: "task", keys: ["heap"] },
    ],
    build: (s) =>
      s
        .user("the api pods got OOMKilled 6 times overnight. can you look")
        .bash(
          "kubectl -n prod top pods -l app=api",
          "NAME                   CPU(cores)   MEMORY(bytes)\napi-7c9f8d6b5-2kq8x    412m         471Mi\napi-7c9f8d6b5-9wz4n    388m         489Mi\napi-7c9f8d6b5-tt2mr    402m         466Mi",
        )
        .assistant("They're all sitting close to the limit. Could it be the JSON body parser holding on to large buffers? That's just a hunch though.")
        .user(
          "maybe, no idea honestly. for context the api container limit is 512Mi, that's deliberate, the nodes are small and we pack them tight. it gets killed somewhere around 480-490 under load",
        )
        .assistant("Understood. Want me to raise the request so the scheduler spreads them better in the meantime?")
        .user("no, not today")
        .bash(
          "kubectl -n prod get events --field-selector reason=OOMKilling | tail -3",
          "LAST SEEN   TYPE      REASON       OBJECT\n12m         Warning   OOMKilling   node/ip-10-2-3-41\n3h          Warning   OOMKilling   node/ip-10-2-7-12",
        )
        .user(
          "what we actually need is a proper heap profile of the api under the load test, with --heapsnapshot-near-heap-limit. I don't have time for it today, put it on the list",
        )
        .assistant("Noted for later; I haven't changed anything in the cluster.")
        .stop(),
  },
  {
    id: "t8-06-dlq",
    planted: [
      { kind: "decision", keys: ["max_retries"] },
      { kind: "fact", keys: ["dlq", "finance"] },
    ],
    build: (s) =>
      s
        .user("set up retries on the billing-events consumer. lets say max_retries = 10")
        .file("Edit", "wrangler.toml")
        .assistant("Set `max_retries = 10` on the billing-events consumer and pointed it at a dead letter queue `billing-events-dlq`.")
        .user("hmm actually no, make it 3. with 10 and the backoff it takes hours before anything lands in the dlq and the alert fires way too late")
        .file("Edit", "wrangler.toml")
        .bash("npx wrangler deploy --dry-run --outdir /tmp/out", "Total Upload: 412.33 KiB / gzip: 88.10 KiB\n--dry-run: exiting now.")
        .assistant("Changed to `max_retries = 3`; the dry run builds. Who should get paged when the DLQ fills up, us?")
        .user("no, the billing dlq belongs to finance engineering, they own the reconciliation. they get the alert, we just keep the consumer running")
        .assistant("Got it, I'll leave the routing of that alert to them.")
        .stop(),
  },
  {
    id: "t8-07-d1-limits",
    planted: [
      { kind: "fact", keys: ["d1", "10gb"] },
      { kind: "instruction", keys: ["--remote"] },
    ],
    build: (s) =>
      s
        .bash(
          "npx wrangler d1 info app-prod",
          "┌───────────────────┬──────────────────────────────────────┐\n│ name              │ app-prod                             │\n│ database_size     │ 6.2 GB                               │\n│ num_tables        │ 23                                   │\n└───────────────────┴──────────────────────────────────────┘",
        )
        .user("right, that's the thing I wanted you to see: a D1 database maxes out at 10GB and prod is at 6.2 already")
        .assistant(
          "That leaves about 3.8 GB. At the current growth (I'd estimate roughly 300 MB a month from the row counts, but that's a rough guess) it's about a year of headroom.",
        )
        .user("can you delete the test rows I inserted into prod yesterday, the ones with tenant_id = 'zz-test'")
        .assistant('I can run `wrangler d1 execute app-prod --remote --command "delete ..."` for that. Go ahead?')
        .user(
          "no, and please remember this: don't run wrangler d1 execute with --remote against prod from a laptop, ever. prod writes go through a migration file and the deploy pipeline",
        )
        .file("Write", "migrations/0031_delete_zz_test_rows.sql")
        .bash(
          "npx wrangler d1 migrations list app-prod --local",
          "Migrations to be applied:\n┌──────────────────────────────┐\n│ 0031_delete_zz_test_rows.sql │\n└──────────────────────────────┘",
        )
        .assistant("Wrote migrations/0031_delete_zz_test_rows.sql; it will run with the next deploy.")
        .stop(),
  },
  {
    id: "t8-08-empty-flaky-redis-test",
    planted: [],
    build: (s) =>
      s
        .user("the redis integration test is flaky again, can you fix it")
        .bash(
          "pnpm vitest run test/integration/redis-cache.test.ts",
          " FAIL  test/integration/redis-cache.test.ts > cache > expires keys\nAssertionError: expected 'v1' to be null\n // TODO: never rely on real time here\n Tests  1 failed | 7 passed (8)",
          1,
        )
        .assistant(
          "The test sets a 1s TTL and then sleeps 1000ms, so it races the expiry. There's even a TODO in the file about it. I'll switch it to `PEXPIRE` plus polling for the key until it's gone.",
        )
        .file("Edit", "test/integration/redis-cache.test.ts")
        .bash(
          "for i in 1 2 3 4 5; do pnpm vitest run test/integration/redis-cache.test.ts --reporter=dot; done | grep Tests",
          " Tests  8 passed (8)\n Tests  8 passed (8)\n Tests  8 passed (8)\n Tests  8 passed (8)\n Tests  8 passed (8)",
        )
        .assistant("Fixed: 5 runs in a row pass. The test now waits for the key to disappear instead of sleeping a fixed time.")
        .user("sweet")
        .stop(),
  },
  {
    id: "t8-09-owners",
    planted: [
      { kind: "fact", keys: ["priya"] },
      { kind: "task", keys: ["nat gateway"] },
    ],
    build: (s) =>
      s
        .user("I want to bump the aws provider in modules/vpc to 5.x. can you try it")
        .file("Edit", "modules/vpc/versions.tf")
        .bash(
          "cd modules/vpc && terraform init -upgrade && terraform validate",
          "Terraform has been successfully initialized!\nSuccess! The configuration is valid.",
        )
        .assistant("The module validates with provider ~> 5.40. Shall I open the PR?")
        .user("yes but heads up, Priya owns the terraform modules repo, she's the one who approves anything under modules/. add her as reviewer")
        .bash("gh pr create --fill --reviewer priya-s", "https://github.com/acme/terraform-modules/pull/212")
        .assistant("PR #212 is open with Priya as reviewer.")
        .user("thx. oh and I need to ask her why we have 3 nat gateways in staging, that's like $100/mo for nothing. not now, she's out till thursday")
        .assistant("Ok.")
        .stop(),
  },
  {
    id: "t8-10-rds-upgrade",
    planted: [
      { kind: "fact", keys: ["maintenance window"] },
      { kind: "decision", keys: ["blue/green"] },
      { kind: "task", keys: ["rehearsal"] },
    ],
    build: (s) =>
      s
        .bash(
          "aws rds describe-db-instances --db-instance-identifier app-prod --query 'DBInstances[0].[EngineVersion,PreferredMaintenanceWindow]'",
          '[\n    "15.7",\n    "sun:03:00-sun:04:00"\n]',
        )
        .user("yep that's right, the prod maintenance window is sunday 03:00-04:00 UTC and it stays there, support agreed to it with the big customers")
        .assistant(
          "For the 15 → 16 upgrade there are a few routes: in-place major version upgrade (downtime of maybe 10-20 min, a guess), RDS blue/green deployments, or logical replication to a new instance. I could also try the logical replication one on staging first?",
        )
        .user("no logical replication, too many moving parts. we'll do it with an RDS blue/green deployment, switchover inside the window. that's the plan")
        .file("Write", "docs/runbooks/pg16-upgrade.md")
        .assistant("Wrote the runbook draft for the switchover at docs/runbooks/pg16-upgrade.md.")
        .user("good. before the real thing we need a full rehearsal on staging with timings. I'll book a slot with the team, not this week")
        .stop(),
  },
  {
    id: "t8-11-empty-sqs-visibility",
    planted: [],
    build: (s) =>
      s
        .user("how does the sqs visibility timeout interact with the lambda timeout? I keep reading that it should be 6x but no idea why")
        .assistant(
          "The 6x guidance is from AWS: the event source mapping may retry a batch while a previous invocation is still running, and if the visibility timeout is shorter than the function timeout plus retries, the same message becomes visible again and gets processed twice.",
        )
        .user("so with our 30s function timeout, 180s would be fine? what do we have now")
        .bash(
          "aws sqs get-queue-attributes --queue-url $Q --attribute-names VisibilityTimeout",
          '{\n    "Attributes": {\n        "VisibilityTimeout": "180"\n    }\n}',
        )
        .assistant("It's already 180 seconds, so it matches.")
        .user("ok cool, nothing to change then")
        .stop(),
  },
  {
    id: "t8-12-repo-conventions",
    planted: [
      { kind: "instruction", keys: ["pnpm"] },
      { kind: "instruction", keys: ["conventional commits"] },
    ],
    build: (s) =>
      s
        .bash("npm install", "npm warn old lockfile\nadded 812 packages in 41s", 0)
        .user("ugh you created a package-lock.json. in this repo we use pnpm, not npm, always. the lockfile is pnpm-lock.yaml. delete that one pls")
        .bash("rm package-lock.json && pnpm install --frozen-lockfile", "Lockfile is up to date, resolution step is skipped\nDone in 6.2s")
        .assistant("Removed package-lock.json and reinstalled from pnpm-lock.yaml.")
        .user("and commit the healthcheck change you did earlier")
        .bash("git commit -am 'updated healthcheck'", "[feat/health 3b1e0a2] updated healthcheck\n 1 file changed, 4 insertions(+)")
        .user("also commit messages here follow conventional commits, like `fix(queue): ...` or `feat(api): ...`. amend that one")
        .bash(
          "git commit --amend -m 'fix(health): report db pool saturation in /healthz'",
          "[feat/health 9c0d77e] fix(health): report db pool saturation in /healthz",
        )
        .assistant("Amended to `fix(health): report db pool saturation in /healthz`.")
        .stop(),
  },
  {
    id: "t8-13-waf",
    planted: [
      { kind: "decision", keys: ["waf"] },
      { kind: "fact", keys: ["pro plan"] },
      { kind: "task", keys: ["rate limit", "login"] },
    ],
    build: (s) =>
      s
        .user("the worker logs are full of /wp-admin and /.env scanners. can we drop them")
        .assistant(
          "Two options: a check at the top of the worker's fetch handler that returns 404 early, or a Cloudflare WAF custom rule so the requests never reach the worker (and never count as invocations).",
        )
        .user("the WAF rule. blocking at the edge instead of in the worker, that way we don't pay for them. go")
        .file("Edit", "infra/cloudflare/waf.tf")
        .bash(
          "terraform plan -target=cloudflare_ruleset.zone_custom",
          '  + resource "cloudflare_ruleset" "zone_custom" {\n      + phase = "http_request_firewall_custom"\n    }\nPlan: 1 to add, 0 to change, 0 to destroy.',
        )
        .assistant("Planned one custom rule matching the scanner paths with action block. How many custom rules does the zone allow?")
        .user("the zone is on the Pro plan, so 20 custom rules max. we're using 6 now I think, so fine")
        .bash("terraform apply -auto-approve -target=cloudflare_ruleset.zone_custom", "Apply complete! Resources: 1 added, 0 changed, 0 destroyed.")
        .user("and at some point we also need a rate limit rule on /api/login, people are brute forcing it. not in this PR though")
        .assistant("Applied the block rule. The login rate limiting is left for a later change.")
        .stop(),
  },
  {
    id: "t8-14-empty-rename",
    planted: [],
    build: (s) =>
      s
        .user("rename getConn to acquireConnection everywhere in src/db")
        .bash("rg -l 'getConn\\b' src/db", "src/db/pool.ts\nsrc/db/orders.ts\nsrc/db/users.ts")
        .assistant("Three files use it. Should I keep a deprecated `getConn` alias for other packages that import it?")
        .user("nothing else imports it, just rename")
        .file("Edit", "src/db/pool.ts")
        .file("Edit", "src/db/orders.ts")
        .file("Edit", "src/db/users.ts")
        .bash("pnpm tsc --noEmit", "")
        .assistant("Renamed in all three files; typecheck passes.")
        .stop(),
  },
  {
    id: "t8-15-migrations",
    planted: [
      { kind: "instruction", keys: ["backwards compatible"] },
      { kind: "fact", keys: ["db-migrate"] },
    ],
    build: (s) =>
      s
        .user("write a migration that drops orders.legacy_status and renames state to status")
        .file("Write", "db/migrations/20261106_orders_status.sql")
        .assistant("Draft: `ALTER TABLE orders DROP COLUMN legacy_status; ALTER TABLE orders RENAME COLUMN state TO status;`. Ready to run on staging?")
        .user(
          "wait no. rule for this repo: migrations have to stay backwards compatible with the release before them, because the app and the migration don't roll out at the same moment. so no drops or renames in the same release as the code change. split it up",
        )
        .file("Edit", "db/migrations/20261106_orders_status.sql")
        .assistant(
          "Now it only adds `status`, backfills it from `state` and adds a trigger keeping them in sync; the drop goes in a later release. How are migrations run in prod?",
        )
        .user("they run as a k8s Job called db-migrate that the release pipeline creates before the deployment update")
        .bash(
          "kubectl -n prod get jobs -l app=db-migrate --sort-by=.metadata.creationTimestamp | tail -2",
          "NAME                    COMPLETIONS   DURATION   AGE\ndb-migrate-r1482        1/1           41s        2d",
        )
        .assistant("Right, r1482 ran 2 days ago in 41s.")
        .stop(),
  },
  {
    id: "t8-16-staging-env",
    planted: [
      { kind: "fact", keys: ["eu-west-1"] },
      { kind: "fact", keys: ["snapshot", "monday"] },
      { kind: "task", keys: ["scrub"] },
    ],
    build: (s) =>
      s
        .bash("aws s3 ls | grep app-uploads", "2024-03-11 09:12:44 app-uploads-prod-use1\n2024-03-11 09:14:02 app-uploads-staging-euw1")
        .user("yeah staging lives in eu-west-1 and prod in us-east-1, historical accident, that's why the bucket suffixes differ")
        .assistant("Ok. Is the staging database seeded from anything, or hand-maintained? Some of the tests assume certain orders exist.")
        .user(
          "staging db gets restored from the latest prod snapshot every monday at 06:00 UTC, automation in the ops repo. so anything you put in staging by hand is gone after the weekend",
        )
        .bash(
          "aws rds describe-db-snapshots --db-instance-identifier app-prod --snapshot-type automated --query 'DBSnapshots[-1].SnapshotCreateTime'",
          '"2026-11-09T05:12:37.412Z"',
        )
        .user(
          "which reminds me, that is a GDPR problem. we still have to scrub customer emails and phone numbers from the snapshot before it is restored into staging. that's a bigger piece of work, not for today",
        )
        .assistant("Understood, nothing changed today.")
        .stop(),
  },
  {
    id: "t8-17-empty-log-question",
    planted: [],
    build: (s) =>
      s
        .user(
          "what does this mean? it shows up in the consumer logs every few min:\n```\n2026-11-10T08:14:02Z WARN  consumer: message 0193ab never acked, redelivering (attempt 2)\n2026-11-10T08:14:02Z INFO  TODO(ops): always drain before deploy\n```",
        )
        .assistant(
          "The first line means the consumer didn't ack message 0193ab before the visibility deadline, so the broker redelivered it. The second is just a log line someone left in the deploy hook; the TODO is in the log text, not an actual check.",
        )
        .user("is the redelivery a problem?")
        .bash("grep -c 'never acked' /var/log/consumer/current", "17")
        .assistant(
          "17 in the current log file. If the handler is idempotent it's harmless; if not, could be double processing. I'd need to read the handler to say.",
        )
        .user("ok, leave it, I was just curious")
        .stop(),
  },
  {
    id: "t8-18-secrets",
    planted: [
      { kind: "instruction", keys: ["secrets manager"] },
      { kind: "decision", keys: ["external-secrets"] },
    ],
    build: (s) =>
      s
        .user("add the sendgrid api key to the mailer service")
        .assistant("I can add it to `infra/mailer/terraform.tfvars` and pass it into the task definition as an env var.")
        .user(
          "no. secrets never go in tfvars or anything committed. they live in AWS Secrets Manager and terraform only reads them through a data source. that goes for every service",
        )
        .file("Edit", "infra/mailer/secrets.tf")
        .bash("terraform validate", "Success! The configuration is valid.")
        .assistant(
          "Done with a data source. For getting it into the pod, we could use SOPS-encrypted files in the chart, sealed-secrets, or the external-secrets operator. Any preference?",
        )
        .user("SOPS is a pain with rotation. what does external-secrets need?")
        .assistant("An IRSA role for the operator with read access to the secret paths, and a SecretStore per namespace.")
        .user("ok we go with external-secrets operator, not sealed secrets. set it up for the mailer namespace first")
        .file("Write", "deploy/k8s/mailer/externalsecret.yaml")
        .bash(
          "kubectl apply --dry-run=server -f deploy/k8s/mailer/externalsecret.yaml",
          "externalsecret.external-secrets.io/mailer-sendgrid created (server dry run)",
        )
        .assistant("ExternalSecret for the mailer validates against the cluster.")
        .stop(),
  },
  {
    id: "t8-19-queue-batch",
    planted: [
      { kind: "fact", keys: ["max_batch_size"] },
      { kind: "decision", keys: ["email consumer"] },
    ],
    build: (s) =>
      s
        .user("the email consumer is getting 429s from sendgrid. can we bump the batch size to 200 so we make fewer requests?")
        .bash("npx wrangler deploy --dry-run", "✘ [ERROR] Queue consumer max_batch_size must be between 1 and 100", 1)
        .assistant(
          "Wrangler refuses it: Cloudflare Queues cap max_batch_size at 100 per consumer. Also bigger batches wouldn't help with 429s since each message is still one SendGrid call.",
        )
        .user(
          "huh ok so the 100 cap on max_batch_size is a hard platform limit, good to know. then the other way round: we set the email consumer batch size to 25 with max_concurrency 1, that keeps us under their rate",
        )
        .file("Edit", "wrangler.toml")
        .bash("npx wrangler deploy --dry-run", "--dry-run: exiting now.")
        .assistant("Set to 25 with concurrency 1; dry run passes.")
        .stop(),
  },
  {
    id: "t8-20-empty-deploy-staging",
    planted: [],
    build: (s) =>
      s
        .user("deploy main to staging pls")
        .bash("gh workflow run deploy.yml -f env=staging -f ref=main", "✓ Created workflow_dispatch event for deploy.yml at main")
        .bash(
          "gh run watch --exit-status",
          "✓ main Deploy · 11842093311\nTriggered via workflow_dispatch about 4 minutes ago\nJOBS\n✓ deploy (staging) in 3m41s",
        )
        .assistant("Staging is on main (run 11842093311, 3m41s).")
        .user("👍")
        .stop(),
  },
  {
    id: "t8-21-alerts",
    planted: [
      { kind: "fact", keys: ["pagerduty"] },
      { kind: "instruction", keys: ["runbook_url"] },
      { kind: "task", keys: ["p99"] },
    ],
    build: (s) =>
      s
        .user("add an alert for when the orders queue backlog is over 5k for 10 min")
        .file("Edit", "deploy/monitoring/rules/queues.yaml")
        .assistant("Added `OrdersQueueBacklogHigh` with `for: 10m`, severity warning. Where do warnings go?")
        .user(
          "everything goes to #ops-alerts through alertmanager, only severity=critical pages via pagerduty. warning is right for this one. and any alert you add needs a runbook_url annotation, no exceptions, the on-call can't do anything with a naked alert",
        )
        .file("Edit", "deploy/monitoring/rules/queues.yaml")
        .bash("promtool check rules deploy/monitoring/rules/queues.yaml", "Checking deploy/monitoring/rules/queues.yaml\n  SUCCESS: 4 rules found")
        .assistant("Added the runbook link; promtool is happy.")
        .user(
          "cool. separately, the api p99 latency alert flaps all night, it needs a longer for: window or a different quantile. I'm out of time today, leave it for later",
        )
        .assistant("Left it as is.")
        .stop(),
  },
  {
    id: "t8-22-dynamo",
    planted: [
      { kind: "fact", keys: ["provisioned"] },
      { kind: "task", keys: ["ttl"] },
    ],
    build: (s) =>
      s
        .user("the audit writer keeps getting ProvisionedThroughputExceededException. why")
        .bash(
          "aws dynamodb describe-table --table-name audit --query 'Table.[BillingModeSummary,ProvisionedThroughput]'",
          '[\n    null,\n    {\n        "ReadCapacityUnits": 5,\n        "WriteCapacityUnits": 50\n    }\n]',
        )
        .assistant("I suspect a hot partition: the key is `tenant_id` and one tenant dominates. Could also just be bursts above 50 WCU.")
        .user(
          "let's not speculate. for the record: the audit table is provisioned at 50 WCU on purpose (finance wants a fixed bill), the sessions table is on-demand. so add retries with jitter in the writer for now",
        )
        .file("Edit", "src/audit/writer.ts")
        .bash("pnpm vitest run test/audit", " ✓ test/audit/writer.test.ts (9 tests)\n Test Files  1 passed (1)")
        .assistant("Writer retries throttled batches with full jitter, up to 5 attempts; tests pass.")
        .user("good. the audit items also need a TTL attribute, 400 days, otherwise the table grows forever. next sprint")
        .stop("Ok, not touching the TTL now."),
  },
  {
    id: "t8-23-empty-flyio",
    planted: [],
    build: (s) =>
      s
        .user("random thought: what if we moved the whole thing to fly.io? just thinking out loud")
        .assistant(
          "Pros: simpler deploys, no EKS to babysit, built-in Postgres. Cons: we'd lose RDS PITR and the IAM integration, the queue consumers would need rework, and their Postgres is not managed in the same way.",
        )
        .user("hmm what would the migration take roughly")
        .assistant("Very rough guess: 4-6 weeks for one person, most of it in the data migration and the secrets.")
        .user("yeah nah, not worth it right now. forget I asked lol")
        .stop(),
  },
  {
    id: "t8-24-images",
    planted: [
      { kind: "decision", keys: ["distroless"] },
      { kind: "instruction", keys: ["digest"] },
    ],
    build: (s) =>
      s
        .user(
          "the security scan flagged 140 CVEs in the node:22-bullseye base. we're switching all services to gcr.io/distroless/nodejs22-debian12, it's decided. start with the api Dockerfile",
        )
        .file("Edit", "services/api/Dockerfile")
        .bash(
          "docker build -t api:test services/api",
          "#12 [stage-1 3/3] COPY --from=build /app/dist /app\n#13 exporting to image\n#13 naming to docker.io/library/api:test done\nWARNING: image tagged as latest elsewhere",
        )
        .assistant("Builds on the distroless base. The chart still references `api:latest`; want me to bump the tag?")
        .user("ah that's the other thing. in the helm charts images get pinned by digest, sha256:..., never by a tag like latest. a tag can move under us")
        .bash(
          "docker inspect --format '{{index .RepoDigests 0}}' registry.acme.dev/api:1.42.0",
          "registry.acme.dev/api@sha256:5f0c3a8e1d2b7e46a9f0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f2",
        )
        .file("Edit", "deploy/helm/api/values.yaml")
        .assistant("values.yaml now pins the api image by its sha256.")
        .stop(),
  },
  {
    id: "t8-25-cron",
    planted: [
      { kind: "fact", keys: ["cron", "utc"] },
      { kind: "task", keys: ["report cron"] },
    ],
    build: (s) =>
      s
        .user("the cleanup worker ran at 4am instead of 5am yesterday?? did someone change it")
        .bash("grep -A2 triggers wrangler.toml", '[triggers]\ncrons = ["0 4 * * *", "0 * * * *"]')
        .assistant("The expression is `0 4 * * *`. Maybe the DST change? If someone set it thinking in CET, it would have been 5am local before the switch.")
        .user("yeah that's it. cloudflare cron triggers are always in UTC, no timezone support. people keep forgetting")
        .assistant("Should I move cleanup to `0 5 * * *`?")
        .user("nah doesn't matter, leave it")
        .bash("git log -1 --format=%h -- wrangler.toml", "a91c3e0")
        .user(
          "unrelated but since we're here: the hourly report cron fires at :00 like everyone else's jobs and the db spikes. needs moving to something like :17. someday, not now",
        )
        .assistant("Ok, leaving the triggers unchanged.")
        .stop(),
  },
  {
    id: "t8-26-empty-unit-test",
    planted: [],
    build: (s) =>
      s
        .user("add a unit test for parseDuration, the '1h30m' case isn't covered")
        .file("Edit", "test/util/duration.test.ts")
        .bash("pnpm vitest run test/util/duration.test.ts", " ✓ test/util/duration.test.ts (6 tests) 4ms\n Test Files  1 passed (1)")
        .assistant("Added cases for `1h30m`, `90m` and `0s`; all 6 pass.")
        .user("nice, ship it")
        .bash(
          "git commit -am 'test(util): cover compound durations' && git push",
          "To github.com:acme/app.git\n   4c1d9e2..77b0a13  test/durations -> test/durations",
        )
        .stop("Pushed."),
  },
  {
    id: "t8-27-events-pipeline",
    planted: [
      { kind: "decision", keys: ["sns"] },
      { kind: "fact", keys: ["event volume"] },
      { kind: "instruction", keys: ["infracost"] },
    ],
    build: (s) =>
      s
        .user("for the new events pipeline let's use kafka (MSK). can you sketch the terraform")
        .file("Write", "infra/events/msk.tf")
        .bash(
          "infracost breakdown --path infra/events",
          "Project: infra/events\n\n aws_msk_cluster.events\n └─ Instance usage (kafka.m5.large)   2,190  hours   $459.90\n OVERALL TOTAL                                     $612.41",
        )
        .assistant("That's about $612/month for the smallest sensible MSK cluster. What throughput do you expect?")
        .user("peak event volume is about 2k msgs/sec, measured last black friday. ok $600 for that is silly")
        .user("scrap kafka. final answer: SQS queues with SNS fanout for the events pipeline. delete the msk file")
        .bash("git rm -q infra/events/msk.tf", "")
        .file("Write", "infra/events/sns_sqs.tf")
        .bash("terraform -chdir=infra/events validate", "Success! The configuration is valid.")
        .assistant("Replaced it with one SNS topic and per-consumer SQS queues with DLQs; it validates.")
        .user("and thanks for running infracost unprompted. keep doing that: any infra proposal comes with an infracost breakdown before I say yes to it")
        .stop(),
  },
  {
    id: "t8-28-iam",
    planted: [
      { kind: "instruction", keys: ["irsa"] },
      { kind: "fact", keys: ["gh-actions-deployer"] },
    ],
    build: (s) =>
      s
        .user("the report exporter needs to write to s3. create it an iam user with an access key")
        .assistant("I can create `report-exporter` as an IAM user and store the key in a k8s secret. Or would you prefer a role?")
        .user("role. we don't create IAM users for workloads, ever. pods get IRSA roles bound to their service account, that's the standard here")
        .file("Write", "infra/iam/report_exporter.tf")
        .bash("terraform plan -target=module.report_exporter_irsa", "Plan: 2 to add, 0 to change, 0 to destroy.")
        .assistant("Role + policy planned. Does CI have permission to apply this, or do you do it?")
        .user("CI applies it. the CI role is gh-actions-deployer, it can assume into the staging and prod accounts and nothing else")
        .assistant("Ok, I'll leave the apply to the pipeline.")
        .stop(),
  },
  {
    id: "t8-29-empty-typo",
    planted: [],
    build: (s) =>
      s
        .user("typo in README: 'recieve' in the webhooks section")
        .file("Edit", "README.md")
        .assistant("Fixed 'recieve' → 'receive' (two occurrences actually).")
        .user("ty")
        .stop(),
  },
  {
    id: "t8-30-pg-index",
    planted: [
      { kind: "decision", keys: ["partial index"] },
      { kind: "instruction", keys: ["concurrently"] },
    ],
    build: (s) =>
      s
        .user("the pending orders query takes 4s. help")
        .bash(
          'psql "$STAGING_URL" -c "explain analyze select * from orders where status = \'pending\' order by created_at limit 50"',
          " Limit  (cost=0.00..9812.44 rows=50 width=212) (actual time=3921.118..3921.201 rows=50 loops=1)\n   ->  Seq Scan on orders  (actual time=0.012..3811.9 rows=48210 loops=1)\n         Filter: (status = 'pending'::text)\n         Rows Removed by Filter: 18233391",
        )
        .assistant(
          "Seq scan over 18M rows. Options: a composite index on (status, created_at), or a partial index on (created_at) WHERE status = 'pending', which is tiny since pending is 0.3% of rows.",
        )
        .user("partial index it is, the composite would be huge for nothing")
        .file("Write", "db/migrations/20261112_orders_pending_idx.sql")
        .assistant("Migration: `CREATE INDEX orders_pending_created_idx ON orders (created_at) WHERE status = 'pending';`")
        .user("make it CREATE INDEX CONCURRENTLY. always on prod tables, orders is 18M rows and a plain create index locks writes for minutes")
        .file("Edit", "db/migrations/20261112_orders_pending_idx.sql")
        .bash('psql "$STAGING_URL" -f db/migrations/20261112_orders_pending_idx.sql', "CREATE INDEX")
        .assistant("Created on staging; the query now uses an index scan at 2ms.")
        .stop(),
  },
  {
    id: "t8-31-redis-locks",
    planted: [
      { kind: "decision", keys: ["set nx"] },
      { kind: "task", keys: ["expiry"] },
    ],
    build: (s) =>
      s
        .user("we need a lock so two invoice jobs don't run for the same tenant. redlock?")
        .assistant(
          "Redlock needs several independent Redis masters to mean anything; we have one primary with a replica. A single `SET key token NX PX 30000` with a token check on release gives the same guarantee here.",
        )
        .user("fine, we'll use a plain SET NX PX on the one redis for the job locks, no redlock lib. implement it in src/jobs/lock.ts")
        .file("Write", "src/jobs/lock.ts")
        .bash("pnpm vitest run test/jobs/lock.test.ts", " ✓ test/jobs/lock.test.ts (5 tests)\n Test Files  1 passed (1)")
        .assistant(
          "lock.ts acquires with SET NX PX and releases via a Lua compare-and-delete; 5 tests pass. While reading I saw the billing module has its own lock that does `SETNX` with no expiry.",
        )
        .user(
          "ugh yes. the billing lock with no expiry has to be fixed eventually, if the process dies the tenant is stuck forever. add it to the backlog, not touching billing this week",
        )
        .stop("Noted, billing untouched."),
  },
  {
    id: "t8-32-empty-r2-costs",
    planted: [],
    build: (s) =>
      s
        .user("how much would we save moving the uploads bucket from s3 to r2?")
        .bash(
          "aws ce get-cost-and-usage --time-period Start=2026-10-01,End=2026-11-01 --granularity MONTHLY --metrics UnblendedCost --filter file://s3-filter.json",
          '{"ResultsByTime": [{"Total": {"UnblendedCost": {"Amount": "212.44", "Unit": "USD"}}}]}',
        )
        .assistant(
          "S3 for that bucket was $212 last month, of which egress was about $150. R2 has no egress fees, so maybe $140/month saved, if the egress stays at that level. That's an estimate, I haven't checked request counts.",
        )
        .user("hm. and the migration effort?")
        .assistant("Probably a day or two with rclone plus changing the SDK endpoint; presigned URLs work the same way.")
        .user("I'll think about it")
        .stop(),
  },
  {
    id: "t8-33-eks",
    planted: [
      { kind: "fact", keys: ["jonas"] },
      { kind: "fact", keys: ["1.29"] },
      { kind: "task", keys: ["1.30"] },
    ],
    build: (s) =>
      s
        .user("can you scale the general node group to 6, we're tight on cpu")
        .bash("aws eks describe-cluster --name prod --query cluster.version", '"1.29"')
        .assistant("Before I touch it: should I change desired_size in terraform or via eksctl?")
        .user("terraform. fyi Jonas on the platform team manages the EKS node groups and upgrades, so he'll want to see the plan before it goes in")
        .file("Edit", "infra/eks/nodegroups.tf")
        .bash(
          'terraform plan -target=module.eks.module.eks_managed_node_group["general"]',
          "  ~ desired_size = 4 -> 6\nPlan: 0 to add, 1 to change, 0 to destroy.",
        )
        .assistant("Plan is ready for when Jonas has seen it. Side note: the cluster reports 1.29.")
        .user("yeah we're on eks 1.29 and it leaves standard support in march, after that it's extended support pricing")
        .user("so the upgrade to 1.30 has to be planned with Jonas after the code freeze. not now obviously")
        .assistant("Ok.")
        .stop(),
  },
  {
    id: "t8-34-hpa",
    planted: [
      { kind: "decision", keys: ["min replicas"] },
      { kind: "instruction", keys: ["helm diff"] },
    ],
    build: (s) =>
      s
        .user("api got slammed at 9am again and the hpa took 4 minutes to catch up")
        .bash(
          "kubectl -n prod get hpa api",
          "NAME   REFERENCE        TARGETS   MINPODS   MAXPODS   REPLICAS   AGE\napi    Deployment/api   38%/70%   2         12        2          211d",
        )
        .assistant(
          "It scales from 2. Options: raise minReplicas, or use KEDA with a cron scaler that pre-scales before 9am. KEDA would also let us scale on queue depth later.",
        )
        .user("KEDA maybe someday, not now. for now min replicas goes to 3 for the api, 2 is too thin for the morning spike")
        .file("Edit", "deploy/helm/api/values.yaml")
        .bash("helm diff upgrade api deploy/helm/api -n prod", "-   minReplicas: 2\n+   minReplicas: 3")
        .assistant("Changed minReplicas 2 → 3 in the chart; the diff shows only that line.")
        .user("perfect, that's how I like it btw: for prod charts always show me the helm diff before any upgrade, never upgrade blind")
        .stop(),
  },
  {
    id: "t8-35-empty-moved-block",
    planted: [],
    build: (s) =>
      s
        .user("what does a terraform `moved` block actually do? is it the same as terraform state mv?")
        .assistant(
          "Same effect on the state, but declarative: `moved { from = aws_s3_bucket.a  to = aws_s3_bucket.b }` lives in the code, so every workspace and every teammate gets the move applied at their next plan, instead of one person running `state mv` by hand.",
        )
        .user("and once everyone applied I can delete it?")
        .assistant("Yes, once every state that had the old address has been planned and applied. For a shared module it's usually kept for a release or two.")
        .user("gotcha")
        .stop(),
  },
  {
    id: "t8-36-backups",
    planted: [
      { kind: "fact", keys: ["pitr"] },
      { kind: "task", keys: ["restore drill"] },
    ],
    build: (s) =>
      s
        .user("compliance wants to know our postgres backup setup. can you pull it together")
        .bash("aws rds describe-db-instances --db-instance-identifier app-prod --query 'DBInstances[0].BackupRetentionPeriod'", "7")
        .bash("aws backup list-backup-plans --query 'BackupPlansList[].BackupPlanName'", '[\n    "monthly-rds-1y"\n]')
        .assistant(
          "Automated backups with PITR are kept 7 days on the instance, and there's an AWS Backup plan `monthly-rds-1y`. Do the monthly snapshots live in the same account?",
        )
        .user(
          "no, they're copied to the separate backup account. so: PITR 7 days on RDS, monthly snapshots kept for a year in the backup account. write that into docs/compliance/backups.md",
        )
        .file("Write", "docs/compliance/backups.md")
        .assistant("Written. Has a restore ever been tested? The compliance template asks for the last restore test date.")
        .user("honestly never. we need a real restore drill this quarter, into a scratch account, timed. I'll schedule it, put it down as open")
        .stop('Marked the restore test date as "not yet tested" in the doc.'),
  },
  {
    id: "t8-37-flags",
    planted: [
      { kind: "decision", keys: ["kv", "flags"] },
      { kind: "instruction", keys: ["snake_case"] },
    ],
    build: (s) =>
      s
        .user("where should the feature flags live, D1 or KV? reads on every request, writes maybe 10 a day")
        .assistant(
          "KV fits that profile: reads are served from the edge cache, writes propagate within about a minute. D1 would mean a query per request to the primary's region.",
        )
        .user("a minute of propagation is fine. ok, feature flags go in workers KV. wire up a FLAGS namespace")
        .file("Edit", "wrangler.toml")
        .file("Write", "src/flags.ts")
        .bash("pnpm vitest run test/flags.test.ts", " ✓ test/flags.test.ts (4 tests)\n Test Files  1 passed (1)")
        .assistant("FLAGS namespace bound and `isEnabled(env, 'newCheckout')` implemented; 4 tests pass.")
        .user("rename the flag in the test. flag names are snake_case with the owning team as prefix, e.g. payments_new_checkout. always")
        .file("Edit", "test/flags.test.ts")
        .assistant("Renamed to `payments_new_checkout`.")
        .stop(),
  },
  {
    id: "t8-38-empty-ci-rerun",
    planted: [],
    build: (s) =>
      s
        .user("CI is red on my branch, can you see what broke")
        .bash(
          "gh run view --log-failed | tail -4",
          "test  npm ERR! network request to https://registry.npmjs.org/zod failed, reason: ECONNRESET\ntest  ##[error]Process completed with exit code 1.",
        )
        .assistant("Network error while installing, not a test failure. Rerunning the failed job.")
        .bash("gh run rerun --failed && gh run watch --exit-status", "✓ test in 2m12s")
        .assistant("Green on the rerun.")
        .user("classic. thx")
        .stop(),
  },
  {
    id: "t8-39-logging",
    planted: [
      { kind: "instruction", keys: ["json"] },
      { kind: "fact", keys: ["loki", "14 days"] },
    ],
    build: (s) =>
      s
        .file("Read", "src/jobs/reconcile.ts")
        .assistant("The reconcile job logs with `console.log('reconciled ' + n + ' rows for ' + tenant)`. Want me to keep that style for the new messages?")
        .user(
          "no, everything logs as JSON lines through the logger in src/log.ts, no bare console.log strings. the loki pipeline parses json and drops the rest into a blob nobody searches",
        )
        .file("Edit", "src/jobs/reconcile.ts")
        .bash("pnpm eslint src/jobs/reconcile.ts", "")
        .assistant("Switched reconcile.ts to `log.info({ tenant, rows: n }, 'reconciled')`. Can I look up how far back last month's reconcile failure logs go?")
        .user("they're gone. loki keeps 14 days, older logs only exist as gzipped chunks in s3 glacier and getting them back takes hours")
        .assistant("Ok, then I won't try.")
        .stop(),
  },
  {
    id: "t8-40-stripe",
    planted: [
      { kind: "fact", keys: ["stripe", "100"] },
      { kind: "decision", keys: ["payments queue"] },
      { kind: "task", keys: ["429"] },
    ],
    build: (s) =>
      s
        .user("we got rate limited by stripe during the renewal run. what's our limit even")
        .bash(
          "grep -rn 'rate_limit' logs/renewals-2026-11-01.log | head -2",
          "11:02:13 stripe error: rate_limit (429) Too many requests\n11:02:13 stripe error: rate_limit (429) Too many requests",
        )
        .assistant("The docs say 100 read/write requests per second in live mode by default, but accounts can have different limits. Do you know ours?")
        .user("ours is the default, stripe support confirmed it's 100 req/s in live mode, we asked last year")
        .assistant("Then the renewal run, which fires all renewals at once from the API process, will hit it whenever there are more than ~100 due.")
        .user("right. decision: all stripe calls go through the payments queue from now on, no more direct calls from the api process. start with renewals")
        .file("Edit", "src/renewals/run.ts")
        .bash("pnpm vitest run test/renewals", " ✓ test/renewals/run.test.ts (7 tests)\n Test Files  1 passed (1)")
        .assistant("Renewals now enqueue one message per subscription; 7 tests pass. The consumer still has no special handling for 429 responses.")
        .user("yeah, 429 backoff in the payments consumer is still to do, I'll pick it up tomorrow")
        .stop(),
  },
  {
    id: "t8-41-empty-review",
    planted: [],
    build: (s) =>
      s
        .user("can you review the diff on my branch? mostly the retry stuff in src/http/client.ts")
        .bash("git diff main --stat", " src/http/client.ts | 48 ++++++++++++++++++++++++++++++++++++------\n 1 file changed, 41 insertions(+), 7 deletions(-)")
        .file("Read", "src/http/client.ts")
        .assistant(
          "Looks good overall. Two things: the retry loop retries on every 5xx including 501, which will never succeed; and the backoff doesn't cap, so attempt 8 would wait ~2 minutes. Maybe cap at 30s?",
        )
        .user("hmm fair points, I'll fix both myself right now, thanks")
        .stop(),
  },
  {
    id: "t8-42-dns",
    planted: [
      { kind: "fact", keys: ["route53"] },
      { kind: "instruction", keys: ["ttl", "300"] },
    ],
    build: (s) =>
      s
        .user("add a record for grafana.corp.internal pointing at the internal alb")
        .assistant("I'll add it to the Cloudflare zone module, is that where corp.internal lives?")
        .user("no, public stuff like acme.dev is in cloudflare, but corp.internal is a Route53 private hosted zone attached to the prod vpc")
        .file("Edit", "infra/dns/internal.tf")
        .bash(
          "terraform plan -target=aws_route53_record.grafana",
          '  + resource "aws_route53_record" "grafana" {\n      + ttl  = 60\n    }\nPlan: 1 to add, 0 to change, 0 to destroy.',
        )
        .user("use TTL 300 for new records unless there's a reason not to, 60 just hammers the resolvers. that's the default for all our dns")
        .file("Edit", "infra/dns/internal.tf")
        .bash("terraform apply -auto-approve -target=aws_route53_record.grafana", "Apply complete! Resources: 1 added, 0 changed, 0 destroyed.")
        .assistant("grafana.corp.internal is live with TTL 300.")
        .stop(),
  },
  {
    id: "t8-43-incidents",
    planted: [
      { kind: "instruction", keys: ["heap dump"] },
      { kind: "decision", keys: ["freeze"] },
    ],
    build: (s) =>
      s
        .user(
          "post-mortem of last night, two things came out of it that I want you to know. first: during an incident don't restart a misbehaving pod until you've grabbed a heap dump and its logs, we lost all evidence yesterday",
        )
        .assistant("Understood. Should I write a small script for grabbing those?")
        .user("yes, scripts/incident-capture.sh, takes pod name and namespace")
        .file("Write", "scripts/incident-capture.sh")
        .bash(
          "shellcheck scripts/incident-capture.sh && bash scripts/incident-capture.sh --help",
          "usage: incident-capture.sh <pod> <namespace>  (writes ./incident-<pod>-<ts>/)",
        )
        .assistant("Script written; it sends SIGUSR2 for the heap snapshot, copies it out and saves `kubectl logs --previous` too.")
        .user("second: the team decided on a deploy freeze from friday 15:00 until monday morning. nothing goes to prod in that window except hotfixes")
        .assistant("Got it.")
        .stop(),
  },
  {
    id: "t8-44-empty-backlog-check",
    planted: [],
    build: (s) =>
      s
        .user("is the orders queue backlog still growing?")
        .bash(
          "aws sqs get-queue-attributes --queue-url $ORDERS_Q --attribute-names ApproximateNumberOfMessages",
          '{\n    "Attributes": {\n        "ApproximateNumberOfMessages": "41"\n    }\n}',
        )
        .assistant("No, it's at 41 messages, which is about normal for this time of day.")
        .user("and 10 min ago?")
        .assistant("I didn't sample it then; CloudWatch shows it hovering between 30 and 60 over the last hour.")
        .user("ok good, false alarm then")
        .stop(),
  },
  {
    id: "t8-45-legacy-vpc",
    planted: [
      { kind: "fact", keys: ["10.8.0.0/16"] },
      { kind: "task", keys: ["legacy vpc"] },
    ],
    build: (s) =>
      s
        .user("why is there a vpc called legacy-main in the prod account? is it still used?")
        .bash(
          "aws ec2 describe-vpc-peering-connections --query 'VpcPeeringConnections[].[AccepterVpcInfo.CidrBlock,RequesterVpcInfo.CidrBlock,Status.Code]' --output text",
          "10.8.0.0/16\t10.20.0.0/16\tactive",
        )
        .assistant(
          "It's peered with the prod VPC (10.20.0.0/16) and the peering is active. Maybe something still routes through it, maybe not, I can't tell from this.",
        )
        .user("ok so I checked with the old team: the legacy vpc is 10.8.0.0/16, it's still peered with prod because the old reporting db sits in there")
        .bash("aws ec2 describe-nat-gateways --filter Name=vpc-id,Values=vpc-0legacy --query 'length(NatGateways)'", "3")
        .user("those 3 NAT gateways in the legacy vpc cost ~$90/mo each for nothing. they have to go, once reporting moves. leave them for now")
        .assistant("Leaving them in place.")
        .stop(),
  },
  {
    id: "t8-46-api-versioning",
    planted: [
      { kind: "decision", keys: ["version", "path"] },
      { kind: "task", keys: ["deprecation"] },
    ],
    build: (s) =>
      s
        .user("we need a breaking change in the public orders api. should we version in the path or with an Accept-Version header?")
        .assistant(
          "Header versioning keeps URLs stable but is invisible in logs and caches need Vary. Path versioning (/v2/orders) is explicit, trivially routable in the worker, and cache-friendly.",
        )
        .user("path. we're versioning the public API in the URL path, /v2/..., headers are too easy to forget for customers. set up the v2 router")
        .file("Write", "src/routes/v2/index.ts")
        .file("Edit", "src/app.ts")
        .bash("pnpm vitest run test/routes", " ✓ test/routes/v1.test.ts (22 tests)\n ✓ test/routes/v2.test.ts (3 tests)\n Test Files  2 passed (2)")
        .assistant("Mounted `/v2` next to `/v1`; the v1 tests still pass and three v2 smoke tests are in.")
        .user("ok. someone still has to write the v1 deprecation notice for customers with a sunset date, that's on me, later this month")
        .stop("Ok, v1 stays untouched for now."),
  },
  {
    id: "t8-47-empty-lunch",
    planted: [],
    build: (s) =>
      s
        .user("where did we stop yesterday?")
        .bash(
          "git log --oneline -5",
          "77b0a13 test(util): cover compound durations\n4c1d9e2 fix(health): report db pool saturation in /healthz\n1e0f3aa feat(api): v2 router\n9b2c1d0 chore: bump wrangler\n0a7e6c1 fix(jobs): lock release",
        )
        .assistant("The last commits were the duration tests and the healthz pool saturation fix. Nothing uncommitted on the branch.")
        .user("ah right. ok I'm going to grab lunch first, brb")
        .assistant("Sure, I'll be here.")
        .stop(),
  },
  {
    id: "t8-48-queue-ordering",
    planted: [
      { kind: "fact", keys: ["ordering"] },
      { kind: "instruction", keys: ["version column"] },
      { kind: "task", keys: ["inventory consumer"] },
    ],
    build: (s) =>
      s
        .user("stock levels went negative for two products on staging. the stock consumer is from you, any idea?")
        .file("Read", "src/consumers/stock.ts")
        .assistant(
          "The stock consumer applies updates in arrival order. If two updates for the same product arrive swapped, the older one overwrites the newer. Does the queue guarantee ordering?",
        )
        .user(
          "it does not. cloudflare queues have no ordering guarantee at all. rule for all our consumers: compare the version column and drop stale updates. fix the stock one",
        )
        .file("Edit", "src/consumers/stock.ts")
        .bash("pnpm vitest run test/consumers/stock.test.ts", " ✓ test/consumers/stock.test.ts (6 tests)\n Test Files  1 passed (1)")
        .assistant("Stock consumer now skips updates whose version is not newer than the stored one; added a test with swapped messages.")
        .user("great. the inventory consumer has exactly the same bug, it also assumes order. that one's a bigger refactor, later")
        .stop(),
  },
  {
    id: "t8-49-testcontainers",
    planted: [
      { kind: "instruction", keys: ["testcontainers"] },
      { kind: "fact", keys: ["colima"] },
    ],
    build: (s) =>
      s
        .user("write integration tests for the orders repository")
        .assistant("I'll mock the `pg` Pool with a fake that returns canned rows, keeps the tests fast.")
        .user("no mocks for the db layer. integration tests run against a real postgres in testcontainers, that's how every repo test in this codebase works")
        .file("Write", "test/integration/orders-repo.test.ts")
        .bash(
          "pnpm vitest run test/integration/orders-repo.test.ts",
          "Error: Could not find a working container runtime strategy\n    at getContainerRuntimeClient (testcontainers/build/container-runtime/clients/client.js:58:11)",
          1,
        )
        .user(
          "oh that's because I'm on colima. with colima testcontainers can't find the docker socket by itself, you need DOCKER_HOST=unix://$HOME/.colima/default/docker.sock and TESTCONTAINERS_DOCKER_SOCKET_OVERRIDE=/var/run/docker.sock",
        )
        .bash(
          "DOCKER_HOST=unix://$HOME/.colima/default/docker.sock TESTCONTAINERS_DOCKER_SOCKET_OVERRIDE=/var/run/docker.sock pnpm vitest run test/integration/orders-repo.test.ts",
          " ✓ test/integration/orders-repo.test.ts (8 tests) 6120ms\n Test Files  1 passed (1)",
        )
        .assistant("8 tests pass against postgres:16 in a container.")
        .stop(),
  },
  {
    id: "t8-50-analytics-bucket",
    planted: [
      { kind: "decision", keys: ["eu-central-1"] },
      { kind: "task", keys: ["firehose"] },
    ],
    build: (s) =>
      s
        .user("create the analytics raw bucket, put it in us-east-1 next to prod")
        .file("Write", "infra/analytics/bucket.tf")
        .assistant("Bucket `acme-analytics-raw` in us-east-1 with versioning and a 90-day transition to Glacier. Plan?")
        .user(
          "hold on, just got a message from our DPO. analytics data has EU users' events, so change of plan: the analytics bucket goes to eu-central-1, not us-east-1",
        )
        .file("Edit", "infra/analytics/bucket.tf")
        .bash(
          "terraform plan -target=module.analytics_bucket",
          '  + bucket = "acme-analytics-raw"\n  + region = "eu-central-1"\nPlan: 4 to add, 0 to change, 0 to destroy.',
        )
        .assistant("Now planned in eu-central-1. The Firehose stream still points at the old test bucket.")
        .user("yep, repointing the firehose delivery stream to the new bucket is still open, I'll do that tomorrow once the bucket exists")
        .stop(),
  },
  {
    id: "t8-51-empty-helm-question",
    planted: [],
    build: (s) =>
      s
        .user("is it a bad idea to use helm --atomic on prod deploys? someone said it always rolls back on any hiccup")
        .assistant(
          "`--atomic` rolls back if the release doesn't become ready within `--timeout`. That's usually what you want, but with slow-starting pods and a short timeout it can roll back healthy releases. It doesn't react to hiccups after the release is ready.",
        )
        .user("what do we use now?")
        .bash("grep -n 'helm upgrade' .github/workflows/deploy.yml", "42:          helm upgrade --install api deploy/helm/api --wait --timeout 10m")
        .assistant("`--wait --timeout 10m` without `--atomic`, so a failed rollout stays failed until someone acts.")
        .user("hm ok, I'll bring it up in the weekly maybe")
        .stop(),
  },
  {
    id: "t8-52-empty-withdrawn",
    planted: [],
    build: (s) =>
      s
        .user("I'm thinking we should switch the redis client from ioredis to node-redis, ioredis seems kinda dead?")
        .bash("npm view ioredis time.modified && npm view redis time.modified", "2026-09-18T10:22:41.118Z\n2026-10-30T08:01:12.907Z")
        .assistant(
          "ioredis had a release two months ago, so it's maintained, just slower. Switching would touch the cluster client setup and the pipeline code in about 14 files.",
        )
        .user("ah ok, then never mind, forget the switch. not worth the churn")
        .stop(),
  },
];

export const TUNING8 = plantedSet(TUNING8_SESSIONS, START);
