/**
 * Training set for the sentence classifier (written without reading the extractor): a planted set
 * for the offline long-term-memory extractor, written without reading src/core/memories/extract.ts,
 * its sentence models or the other planted sets' sessions, from issue 19's description of what
 * should and should not be remembered. Style: cloud infrastructure and deployment (AWS, GCP,
 * Cloudflare, Vercel, Fly, Docker, Kubernetes, Terraform) in a Codex CLI voice. Each session is one
 * segment; the items planted in it are listed with it. Every other message must give nothing:
 * questions, hypotheses, proposals not taken, withdrawn ideas, unconfirmed guesses, quoted code,
 * logs and tool output, chit-chat, and in-session requests that are done in the same session.
 * Where a later message changes an earlier decision, only the later one is planted.
 *
 * Matching rule (fixed before any extractor was run on this set; the one planted-blind.ts states,
 * implemented by test/node/planted-scoring.ts):
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

export const TUNING25_SESSIONS: BlindSession[] = [
  {
    id: "t25-tf-state",
    build: (s) =>
      s
        .user("terraform plan is complaining about a lock again. can u look")
        .bash(
          "terraform plan",
          "Error: Error acquiring the state lock\n\nLock Info:\n  ID:        5c1e0d9a-7f1b\n  Path:      acme-tfstate/prod/terraform.tfstate\n  Who:       ci@runner-17",
          1,
        )
        .assistant(
          "**Checking the lock**\n\nThe lock is held by `ci@runner-17`, which looks like an abandoned CI run. I can `force-unlock` it once you confirm no apply is running.",
        )
        .user(
          "yeah that runner died. go ahead. fyi the state lives in the s3 bucket acme-tfstate with a dynamodb lock table tf-locks, in us-east-1 — not in terraform cloud, people keep assuming that",
        )
        .bash("terraform force-unlock -force 5c1e0d9a-7f1b", "Terraform state has been successfully unlocked!")
        .assistant("Unlocked; `terraform plan` now runs clean (no changes)."),
    planted: [{ kind: "fact", keys: ["acme-tfstate", "tf-locks"] }],
  },
  {
    id: "t25-fly-region",
    build: (s) =>
      s
        .user("we need a second region for the api on fly. thoughts?")
        .assistant(
          "**Options**\n\n- `ams` is closest to most EU users\n- `fra` has the cheaper Postgres replicas on Fly\n\nEither works; `ams` gives lower p50 from the traffic mix we saw.",
        )
        .user("go with fra")
        .bash("fly regions add fra -a acme-api", "Region Pool:\nfra\niad")
        .user("hmm wait, actually our postgres primary is iad and the read replica is already in ams. let's do ams instead, remove fra")
        .bash("fly regions remove fra -a acme-api && fly regions add ams -a acme-api", "Region Pool:\nams\niad")
        .assistant("Done: the region pool is now `iad` + `ams`; `fra` is removed."),
    planted: [
      { kind: "decision", keys: ["ams"] },
      { kind: "fact", keys: ["replica", "ams"] },
    ],
  },
  {
    id: "t25-chitchat-1",
    build: (s) =>
      s
        .user("morning. what's the diff between a cloudflare worker route and a custom domain again")
        .assistant(
          "A route attaches a Worker to URL patterns on a zone that already has DNS records proxied by Cloudflare; a custom domain makes the Worker the origin for a hostname and creates the DNS record and certificate for you.",
        )
        .user("ok thx, makes sense")
        .assistant("Anytime."),
    planted: [],
  },
  {
    id: "t25-deploy-proc",
    build: (s) =>
      s
        .user("deploy the worker to staging pls")
        .bash(
          "npx wrangler deploy --env staging",
          "Uploaded acme-edge-staging (3.21 sec)\nPublished acme-edge-staging (0.88 sec)\n  https://staging.acme.dev/*",
        )
        .assistant("Deployed `acme-edge-staging`; it's serving on `staging.acme.dev`.")
        .user(
          "ty. going forward: always run `npm run migrate:staging` before a staging deploy, the worker boots against the d1 schema and 500s if a migration is missing",
        )
        .bash("npm run migrate:staging", "No migrations to apply!")
        .assistant("Noted — migrations first, then deploy. This time there was nothing pending."),
    planted: [{ kind: "instruction", keys: ["migrate:staging"] }],
  },
  {
    id: "t25-eks-guess",
    build: (s) =>
      s
        .user("pods in the payments ns keep getting OOMKilled, why")
        .bash(
          "kubectl -n payments get pods",
          "NAME                        READY   STATUS      RESTARTS   AGE\npayments-api-6d9f7b-x2kq    0/1     OOMKilled   7          41m",
        )
        .assistant(
          "**Hypothesis**\n\nMaybe the JVM heap isn't honoring the container limit — possibly `-Xmx` is hard-coded above the 512Mi limit. I haven't confirmed this yet.",
        )
        .user("could be. or a leak? idk")
        .bash(
          "kubectl -n payments describe pod payments-api-6d9f7b-x2kq | grep -A3 Limits",
          "    Limits:\n      memory:  512Mi\n    Requests:\n      memory:  256Mi",
        )
        .assistant("The limit is 512Mi. Without a heap dump I can't tell a leak from a mis-set heap; I'd need to attach to a live pod before it's killed.")
        .user("ok park it, not today. leave a note: TODO grab a heap dump from payments-api before we touch the memory limits")
        .assistant("Will do — nothing changed on the cluster."),
    planted: [{ kind: "task", keys: ["heap dump"] }],
  },
  {
    id: "t25-vercel-env",
    build: (s) =>
      s
        .user("the preview deploys on vercel are hitting prod stripe. wtf")
        .bash("vercel env ls preview", "name                    value      environments\nSTRIPE_SECRET_KEY       Encrypted  Production, Preview")
        .assistant("`STRIPE_SECRET_KEY` is shared by Production and Preview, so previews use the live key.")
        .user("right. rule from now on: preview envs only ever get the stripe test keys (sk_test_...), never the live ones")
        .bash(
          "vercel env rm STRIPE_SECRET_KEY preview -y && vercel env add STRIPE_SECRET_KEY preview < /tmp/sk_test",
          "Removed Environment Variable\nAdded Environment Variable STRIPE_SECRET_KEY to Project acme-web",
        )
        .assistant("Preview now has its own `STRIPE_SECRET_KEY` (test mode). A fresh preview build is needed to pick it up."),
    planted: [{ kind: "instruction", keys: ["preview", "test keys"] }],
  },
  {
    id: "t25-quoted-log",
    build: (s) =>
      s
        .user(
          "what does this mean, from the cloud run logs:\n```\nWARNING: always-allocated CPU is disabled; background work after response will be throttled\nTODO(infra): remove legacy /healthz\n```",
        )
        .assistant(
          "The first line says the service only gets CPU while handling a request; anything you do after responding can stall. The `TODO(infra)` line is just a log message someone left in the code, not a Cloud Run setting.",
        )
        .user("lol ok. nothing to do then")
        .assistant("Right, nothing to change unless you start doing work after the response."),
    planted: [],
  },
  {
    id: "t25-gcp-project",
    build: (s) =>
      s
        .user("gcloud keeps deploying to the wrong project")
        .bash("gcloud config list", "[core]\naccount = dev@acme.io\nproject = acme-sandbox-381")
        .assistant("Your active config points at `acme-sandbox-381`.")
        .user(
          "yeah. for the record prod is `acme-prod-7731` and staging is `acme-stg-2204`. sandbox is mine, throwaway. and pass --project explicitly on every gcloud command you run here, don't rely on the active config",
        )
        .bash("gcloud run services list --project acme-stg-2204", "SERVICE   REGION        URL\napi       europe-west1  https://api-stg-xyz.a.run.app")
        .assistant("Using `--project` explicitly from now on. Staging shows one service, `api` in europe-west1."),
    planted: [
      { kind: "fact", keys: ["acme-prod-7731"] },
      { kind: "instruction", keys: ["--project"] },
    ],
  },
  {
    id: "t25-docker-base",
    build: (s) =>
      s
        .user("image is 1.2GB, can we slim it")
        .bash("docker images acme/api", "REPOSITORY  TAG     IMAGE ID      SIZE\nacme/api    latest  1f2a3b4c5d6e  1.21GB")
        .assistant(
          "**Proposal**\n\nSwitch the base from `node:22` to `node:22-alpine` and use a multi-stage build. Alpine would save roughly 900MB, but musl can break native modules like `sharp`.",
        )
        .user("we use sharp, so no alpine. use node:22-slim with a multi-stage build, that's the call")
        .file("Edit", "Dockerfile")
        .bash("docker build -t acme/api:slim . && docker images acme/api:slim", "acme/api    slim    9a8b7c6d5e4f  312MB")
        .assistant("Multi-stage on `node:22-slim`: 312MB, sharp loads fine."),
    planted: [{ kind: "decision", keys: ["node:22-slim"] }],
  },
  {
    id: "t25-k8s-context",
    build: (s) =>
      s
        .user(
          "before you touch anything in k8s: the prod cluster context is `gke_acme-prod-7731_europe-west1_main`. never kubectl apply against it from a laptop, prod changes only go through argocd",
        )
        .assistant("Understood. Should I check what context is active now?")
        .user("ya")
        .bash("kubectl config current-context", "kind-dev")
        .assistant("Active context is `kind-dev` (your local kind cluster), so nothing points at prod."),
    planted: [
      { kind: "instruction", keys: ["argocd"] },
      { kind: "fact", keys: ["gke_acme-prod-7731_europe-west1_main"] },
    ],
  },
  {
    id: "t25-cf-r2-task",
    build: (s) =>
      s
        .user("list the r2 buckets")
        .bash("npx wrangler r2 bucket list", "name: acme-uploads\ncreation_date: 2025-03-02\nname: acme-uploads-old\ncreation_date: 2023-11-19")
        .assistant("Two buckets: `acme-uploads` and `acme-uploads-old`.")
        .user(
          "acme-uploads-old still has stuff legal might need. dont delete it now; we need to move it to glacier-ish cold storage sometime next month, after legal signs off",
        )
        .assistant("Got it. I'll leave `acme-uploads-old` untouched."),
    planted: [{ kind: "task", keys: ["acme-uploads-old"] }],
  },
  {
    id: "t25-aws-account",
    build: (s) =>
      s
        .user("which aws account am i in")
        .bash(
          "aws sts get-caller-identity",
          '{\n  "UserId": "AROA...:dev",\n  "Account": "418295736021",\n  "Arn": "arn:aws:sts::418295736021:assumed-role/Developer/dev"\n}',
        )
        .assistant("Account `418295736021`, role `Developer`.")
        .user(
          "ok thats the shared dev account, the prod account is 902114577340. only the `deployer` role can write there — our Developer role is read-only in prod",
        )
        .assistant("Noted."),
    planted: [
      { kind: "fact", keys: ["902114577340"] },
      { kind: "fact", keys: ["developer", "read-only"] },
    ],
  },
  {
    id: "t25-empty-build",
    build: (s) =>
      s
        .user("run the docker build and tell me if it passes")
        .bash("docker build -t acme/web:ci .", "#12 [runner 4/4] COPY --from=build /app/dist ./dist\n#12 DONE 0.4s\nnaming to docker.io/acme/web:ci done")
        .assistant("Build passes; image tagged `acme/web:ci`.")
        .user("nice")
        .assistant("👍"),
    planted: [],
  },
  {
    id: "t25-cdn-cache",
    build: (s) =>
      s
        .user("static assets on cloudflare are being re-fetched from origin every time")
        .bash("curl -sI https://acme.dev/assets/app.3f9c.js | grep -i -E 'cf-cache-status|cache-control'", "cache-control: no-cache\ncf-cache-status: DYNAMIC")
        .assistant("The origin sends `cache-control: no-cache`, so Cloudflare won't cache. We could add a Cache Rule, or fix the header at origin.")
        .user("fix it at origin. hashed assets under /assets get `public, max-age=31536000, immutable`, html stays no-cache. that's our policy")
        .file("Edit", "server/static.ts")
        .bash("curl -sI https://acme.dev/assets/app.3f9c.js | grep -i cf-cache-status", "cf-cache-status: HIT")
        .assistant("Origin now sends the long immutable header on `/assets`; Cloudflare reports `HIT`."),
    planted: [{ kind: "decision", keys: ["immutable"] }],
  },
  {
    id: "t25-rejected-proposal",
    build: (s) =>
      s
        .user("is it worth moving the cron jobs from k8s cronjobs to cloud scheduler?")
        .assistant(
          "**Trade-offs**\n\nCloud Scheduler + Cloud Run jobs would drop the always-on node pool cost, but we'd lose the shared config maps. I'd suggest migrating the nightly report job first as a trial.",
        )
        .user("nah, not worth it this quarter")
        .bash("kubectl get cronjobs -A | wc -l", "9")
        .assistant("OK, leaving them as they are for now."),
    planted: [],
  },
  {
    id: "t25-secrets",
    build: (s) =>
      s
        .user("where do we keep the db password for the fly app")
        .bash(
          "fly secrets list -a acme-api",
          "NAME           DIGEST            CREATED AT\nDATABASE_URL   a1b2c3d4e5f6a7b8  2mo ago\nSENTRY_DSN     0f9e8d7c6b5a4938  5mo ago",
        )
        .assistant("It's in `DATABASE_URL` as a Fly secret.")
        .user(
          "ok. and 1password is the source of truth for every secret — vault 'Infra'. if u rotate one, update 1password first then fly/wrangler, never the other way round",
        )
        .assistant("Understood: 1Password first, then the platform."),
    planted: [{ kind: "instruction", keys: ["1password"] }],
  },
  {
    id: "t25-tf-modules",
    build: (s) =>
      s
        .user("add an sqs queue for the webhooks")
        .file("Read", "infra/modules/queue/main.tf")
        .assistant("**Plan**\n\nI'll add it with the existing `infra/modules/queue` module rather than a raw `aws_sqs_queue`, so it gets the DLQ and alarms.")
        .file("Edit", "infra/prod/queues.tf")
        .bash("cd infra/prod && terraform plan -target=module.webhooks_queue", "Plan: 4 to add, 0 to change, 0 to destroy.")
        .assistant("Plan adds the queue, its DLQ and two alarms.")
        .user("good. convention: new queues always via modules/queue, never raw aws_sqs_queue. also the dlq retention is 14 days on all of them")
        .assistant("Noted for future queues."),
    planted: [
      { kind: "instruction", keys: ["modules/queue"] },
      { kind: "fact", keys: ["dlq", "14 days"] },
    ],
  },
  {
    id: "t25-empty-question",
    build: (s) =>
      s
        .user("does wrangler tail work for workers on a custom domain?")
        .assistant("Yes — `wrangler tail` attaches to the Worker script, not the hostname, so it sees requests regardless of route or custom domain.")
        .user("and for durable objects?")
        .assistant("Logs from Durable Object code show up in the tail of the Worker that defines the class."),
    planted: [],
  },
  {
    id: "t25-ci-runner",
    build: (s) =>
      s
        .user("gh actions deploy job failed")
        .bash(
          "gh run view 9911823 --log-failed | tail -5",
          "deploy  Configure AWS  Error: Could not assume role with OIDC: Not authorized to perform sts:AssumeRoleWithWebIdentity",
        )
        .assistant("The OIDC trust policy on the deploy role doesn't allow this branch. The trust condition probably lists only `refs/heads/main`.")
        .bash(
          "aws iam get-role --role-name gha-deployer --query Role.AssumeRolePolicyDocument.Statement[0].Condition",
          '{"StringLike": {"token.actions.githubusercontent.com:sub": "repo:acme/api:ref:refs/heads/main"}}',
        )
        .assistant("Confirmed: the trust only allows `main`. This run was from `release/2.4`.")
        .user("ok so thats intended. deploys to prod only ever run from main. release branches deploy to staging only. dont widen the trust policy")
        .assistant("Understood, leaving the trust policy as it is."),
    planted: [
      { kind: "fact", keys: ["trust", "main"] },
      { kind: "instruction", keys: ["release branches", "staging"] },
    ],
  },
  {
    id: "t25-hpa",
    build: (s) =>
      s
        .user("set the hpa for checkout to min 3 max 12 on cpu 70%")
        .file("Edit", "k8s/checkout/hpa.yaml")
        .bash("kubectl -n shop apply --dry-run=server -f k8s/checkout/hpa.yaml", "horizontalpodautoscaler.autoscaling/checkout configured (server dry run)")
        .assistant("Updated `k8s/checkout/hpa.yaml` (min 3, max 12, CPU 70%); server dry run passes. ArgoCD will roll it out on merge.")
        .user("perfect thanks"),
    planted: [],
  },
  {
    id: "t25-dns",
    build: (s) =>
      s
        .user("who manages dns for acme.io? route53 or cloudflare")
        .bash("dig NS acme.io +short", "kira.ns.cloudflare.com.\nrick.ns.cloudflare.com.")
        .assistant("Cloudflare is authoritative for `acme.io`.")
        .user(
          "right, and acme.dev too. route53 only has the internal zone `corp.acme.internal`. btw we should import the cloudflare dns records into terraform at some point, right now they're all clickops",
        )
        .assistant("Makes sense. Want me to start on the import now?")
        .user("no, later. not in this session")
        .assistant("OK."),
    planted: [
      { kind: "fact", keys: ["corp.acme.internal"] },
      { kind: "task", keys: ["import", "terraform"] },
    ],
  },
  {
    id: "t25-region-superseded",
    build: (s) =>
      s
        .user("new bucket for the ml exports. put it in us-west-2")
        .bash(
          "aws s3api create-bucket --bucket acme-ml-exports --region us-west-2 --create-bucket-configuration LocationConstraint=us-west-2",
          '{"Location": "http://acme-ml-exports.s3.amazonaws.com/"}',
        )
        .assistant("Created `acme-ml-exports` in us-west-2.")
        .user("ugh sorry, data residency: ml exports have to stay in the EU. delete that and make it in eu-central-1")
        .bash(
          "aws s3 rb s3://acme-ml-exports --region us-west-2 && aws s3api create-bucket --bucket acme-ml-exports --region eu-central-1 --create-bucket-configuration LocationConstraint=eu-central-1",
          'remove_bucket: acme-ml-exports\n{"Location": "http://acme-ml-exports.s3.amazonaws.com/"}',
        )
        .assistant("Recreated `acme-ml-exports` in eu-central-1; the us-west-2 one is gone."),
    planted: [{ kind: "decision", keys: ["eu-central-1"] }],
  },
  {
    id: "t25-limits",
    build: (s) =>
      s
        .user("bulk import to the worker fails past ~90MB")
        .bash("curl -s -o /dev/null -w '%{http_code}' -X POST --data-binary @big.ndjson https://api.acme.dev/import", "413")
        .assistant(
          "**413 from Cloudflare**\n\nI think this is the request body limit of our plan — the Pro plan caps bodies at 100MB. The import should upload to R2 with a presigned URL and let the Worker read it from there.",
        )
        .user("yes confirmed, we're on pro, 100mb cap. do the presigned r2 thing next sprint, not now")
        .assistant("OK, I'll leave the import path as is for now."),
    planted: [
      { kind: "fact", keys: ["100mb"] },
      { kind: "task", keys: ["presigned"] },
    ],
  },
  {
    id: "t25-empty-done-request",
    build: (s) =>
      s
        .user("bump the fly machine size for the worker app to shared-cpu-2x")
        .bash("fly scale vm shared-cpu-2x -a acme-jobs", "Scaled VM Type to 'shared-cpu-2x'\n      CPUs: 2\n    Memory: 512 MB")
        .assistant("Scaled `acme-jobs` to shared-cpu-2x (2 CPUs, 512MB).")
        .user("cool"),
    planted: [],
  },
  {
    id: "t25-owner",
    build: (s) =>
      s
        .user("who do i ask about the vpc peering to the data team?")
        .assistant("I don't know who owns it; the Terraform for it has no CODEOWNERS entry.")
        .bash(
          "git log -3 --format='%an %s' -- infra/network/peering.tf",
          "Priya Natarajan add peering to data-vpc\nPriya Natarajan tighten sg\nTom Berg init network",
        )
        .assistant("The recent commits are by Priya Natarajan.")
        .user("yep priya owns networking, all vpc / peering / security group changes need her review. add her to codeowners for infra/network")
        .file("Edit", ".github/CODEOWNERS")
        .assistant("Added `infra/network/ @priya-n` to CODEOWNERS."),
    planted: [{ kind: "fact", keys: ["priya", "networking"] }],
  },
  {
    id: "t25-k8s-rollout",
    build: (s) =>
      s
        .user("rollout of api v2.9 is stuck")
        .bash(
          "kubectl -n api rollout status deploy/api --timeout=10s",
          'Waiting for deployment "api" rollout to finish: 1 of 4 updated replicas are available...\nerror: timed out waiting for the condition',
          1,
        )
        .bash("kubectl -n api logs deploy/api --tail=3", "Error: connect ECONNREFUSED 10.0.4.12:6379\n    at TCPConnectWrap.afterConnect")
        .assistant("New pods can't reach Redis at `10.0.4.12:6379`. Maybe the new release reads a different env var for the Redis host?")
        .user(
          "no — root cause is the memorystore instance was moved, its new ip is 10.0.9.3. it's in the redis-config configmap now, app should read REDIS_HOST from there",
        )
        .file("Edit", "k8s/api/deployment.yaml")
        .bash("kubectl -n api rollout status deploy/api", 'deployment "api" successfully rolled out')
        .assistant("Pointed `REDIS_HOST` at the `redis-config` ConfigMap; the rollout completed."),
    planted: [{ kind: "fact", keys: ["redis-config"] }],
  },
  {
    id: "t25-empty-withdrawn",
    build: (s) =>
      s
        .user("maybe we should turn on cloudflare argo smart routing for the api?")
        .assistant("It could shave latency for far-away users; it's billed per GB. Want me to estimate the cost from last month's traffic?")
        .user("actually forget it, the api is behind fly anycast anyway. scrap that idea")
        .assistant("OK, dropping it."),
    planted: [],
  },
  {
    id: "t25-tf-version",
    build: (s) =>
      s
        .user("terraform init fails on my machine")
        .bash("terraform version && terraform init", 'Terraform v1.9.8\nError: Unsupported Terraform Core version\n  required_version = "~> 1.7.0"', 1)
        .assistant("The repo pins `~> 1.7.0` and you have 1.9.8.")
        .user(
          "right we stay on 1.7.x until the aws provider upgrade is done. use tfenv, the .terraform-version file has it. and someone needs to do the provider v5 upgrade eventually, it's a whole thing",
        )
        .bash("tfenv install && terraform init", "Terraform has been successfully initialized!")
        .assistant("Installed 1.7.5 via tfenv and `init` succeeds."),
    planted: [
      { kind: "decision", keys: ["1.7"] },
      { kind: "instruction", keys: ["tfenv"] },
      { kind: "task", keys: ["provider", "upgrade"] },
    ],
  },
  {
    id: "t25-cost",
    build: (s) =>
      s
        .user("why is the nat gateway bill so high")
        .bash(
          "aws ce get-cost-and-usage --time-period Start=2026-10-01,End=2026-11-01 --granularity MONTHLY --metrics UnblendedCost --filter file://nat.json",
          '{"ResultsByTime":[{"Total":{"UnblendedCost":{"Amount":"1843.22","Unit":"USD"}}}]}',
        )
        .assistant(
          "NAT gateway cost $1,843 in October. Probably the pods pulling images from Docker Hub through NAT — an ECR pull-through cache or VPC endpoints would cut it. That's a guess until we look at the flow logs.",
        )
        .user(
          "yeah sounds plausible. someone needs to enable vpc flow logs on the prod vpc and find out what actually goes through the nat. put that on the list",
        )
        .assistant("Noted as an open item; I didn't change anything."),
    planted: [{ kind: "task", keys: ["flow logs"] }],
  },
  {
    id: "t25-empty-explain",
    build: (s) =>
      s
        .user("what does `override_action { none {} }` mean in an aws_wafv2 rule? never get this one")
        .file("Read", "infra/prod/waf.tf")
        .assistant(
          "For a rule that references a managed rule group, `override_action { none {} }` keeps the group's own actions (block/count) as they are; `count {}` would turn every match into a count only. It's terraform's wording, nothing always-on about it.",
        )
        .user("k"),
    planted: [],
  },
  {
    id: "t25-wrangler-env",
    build: (s) =>
      s
        .user("wrangler deploy with no env went to prod by accident")
        .bash(
          "npx wrangler deployments list --name acme-edge | head -4",
          "Created:     2026-11-14T09:12:44Z\nAuthor:      dev@acme.io\nSource:      Upload from Wrangler 🤠\nMessage:     -",
        )
        .assistant("Yes, a bare `wrangler deploy` uploads the top-level (prod) config. I can roll back to the previous version.")
        .user("roll back. and we're changing wrangler.toml so the top-level env is dev and prod needs --env production explicitly. do that now")
        .bash("npx wrangler rollback --name acme-edge -y", "Successfully rolled back to version 7f3e…")
        .file("Edit", "wrangler.toml")
        .assistant("Rolled back, and `wrangler.toml`'s top level now targets dev; prod requires `--env production`."),
    planted: [{ kind: "decision", keys: ["--env production"] }],
  },
  {
    id: "t25-backup",
    build: (s) =>
      s
        .user("do we have backups of the cloud sql db")
        .bash(
          "gcloud sql backups list --instance=acme-pg --project acme-prod-7731 --limit 2",
          "ID             WINDOW_START_TIME              STATUS\n1731888000000  2026-11-18T02:00:00.000+00:00  SUCCESSFUL",
        )
        .assistant("Yes, automated daily backups at 02:00 UTC, and they're succeeding.")
        .user(
          "good. point-in-time recovery is on too, 7 day retention. nobody has ever tested a restore though… we really need a restore drill into a scratch instance. not now, but soon",
        )
        .assistant("Understood — leaving it as an open item."),
    planted: [
      { kind: "fact", keys: ["point-in-time", "7 day"] },
      { kind: "task", keys: ["restore drill"] },
    ],
  },
  {
    id: "t25-empty-status",
    build: (s) =>
      s
        .user("status of the staging cluster?")
        .bash(
          "kubectl --context gke_acme-stg-2204_europe-west1_main get nodes",
          "NAME                          STATUS   ROLES    AGE   VERSION\ngke-main-pool-1-a1b2          Ready    <none>   12d   v1.30.5-gke.1014001\ngke-main-pool-1-c3d4          Ready    <none>   12d   v1.30.5-gke.1014001",
        )
        .assistant("Both staging nodes are Ready on v1.30.5.")
        .user("ok good, ty"),
    planted: [],
  },
  {
    id: "t25-naming",
    build: (s) =>
      s
        .user("creating the iam role for the image resizer lambda")
        .assistant("I'll call it `ImageResizerRole`, like the existing `WebhookRole`?")
        .user("no, naming is kebab-case with the env prefix now: `prod-image-resizer-role`. the old PascalCase roles are legacy")
        .file("Edit", "infra/prod/iam.tf")
        .bash("cd infra/prod && terraform plan -target=aws_iam_role.image_resizer", "Plan: 1 to add, 0 to change, 0 to destroy.")
        .assistant("Role `prod-image-resizer-role` planned."),
    planted: [{ kind: "instruction", keys: ["kebab-case"] }],
  },
  {
    id: "t25-vercel-team",
    build: (s) =>
      s
        .user("vercel cli says project not found")
        .bash("vercel whoami && vercel project ls", "dev-acme\n> No projects found under dev-acme")
        .assistant("You're logged into your personal scope `dev-acme`.")
        .user("the projects are under the team scope `acme-eng`, pro plan. switch")
        .bash(
          "vercel switch acme-eng && vercel project ls",
          "> Projects found under acme-eng\n  acme-web   https://acme.dev\n  acme-docs  https://docs.acme.dev",
        )
        .assistant("Switched to `acme-eng`; `acme-web` and `acme-docs` are there."),
    planted: [{ kind: "fact", keys: ["acme-eng"] }],
  },
  {
    id: "t25-ingress",
    build: (s) =>
      s
        .user("should we switch from ingress-nginx to gateway api?")
        .assistant(
          "**Considerations**\n\nGateway API is the long-term direction and GKE supports it natively; ingress-nginx works fine for us today. A migration means rewriting 14 Ingress objects.",
        )
        .bash("kubectl get ingress -A --no-headers | wc -l", "14")
        .user("decided: we move to gateway api, gke's managed one. but not this week — someone has to write the migration plan for the 14 ingresses first")
        .assistant("Recorded. Nothing changed on the cluster."),
    planted: [
      { kind: "decision", keys: ["gateway api"] },
      { kind: "task", keys: ["migration plan"] },
    ],
  },
  {
    id: "t25-empty-typo",
    build: (s) =>
      s
        .user("fix the typo in the helm values, its 'replcias'")
        .file("Edit", "charts/api/values-prod.yaml")
        .bash("helm lint charts/api -f charts/api/values-prod.yaml", "==> Linting charts/api\n1 chart(s) linted, 0 chart(s) failed")
        .assistant("Fixed `replcias` → `replicas`; helm lint passes.")
        .user("ty"),
    planted: [],
  },
  {
    id: "t25-logs-retention",
    build: (s) =>
      s
        .user("cloudwatch bill is creeping up")
        .bash(
          "aws logs describe-log-groups --query 'logGroups[?retentionInDays==`null`].logGroupName' | head",
          '[\n  "/aws/lambda/image-resizer",\n  "/ecs/api",\n  "/ecs/worker"\n]',
        )
        .assistant("Three log groups have no retention (kept forever).")
        .user("set them all to 30 days. and from now on every new log group gets an explicit retention_in_days in terraform, never infinite")
        .bash("for g in /aws/lambda/image-resizer /ecs/api /ecs/worker; do aws logs put-retention-policy --log-group-name $g --retention-in-days 30; done", "")
        .assistant("Set 30-day retention on the three groups."),
    planted: [{ kind: "instruction", keys: ["retention_in_days"] }],
  },
  {
    id: "t25-canary",
    build: (s) =>
      s
        .user("how should we roll out the new checkout service")
        .assistant("**Options**\n\n1. Blue/green via two Deployments and a Service selector flip.\n2. Canary with Argo Rollouts at 10% → 50% → 100%.")
        .user("canary with argo rollouts. 10/50/100 with a 15 min pause between steps")
        .file("Write", "k8s/checkout/rollout.yaml")
        .bash("kubectl argo rollouts lint k8s/checkout/rollout.yaml", "✔ rollout.yaml is valid")
        .assistant("Wrote the Rollout with steps 10% → 50% → 100% and 15-minute pauses."),
    planted: [{ kind: "decision", keys: ["canary"] }],
  },
  {
    id: "t25-empty-hypothesis",
    build: (s) =>
      s
        .user("latency spike at 14:00 yesterday, cloudflare or origin?")
        .bash(
          "curl -s 'https://api.cloudflare.com/client/v4/zones/$ZONE/analytics/dashboard?since=-1440' -H \"Authorization: Bearer $CF_TOKEN\" | jq '.result.totals.requests.all'",
          "1843921",
        )
        .assistant("Dashboard totals alone don't tell. It might be origin — maybe the Fly machines autostopped and cold-started — but that's a guess.")
        .user("hm maybe. lets look again tomorrow if it repeats")
        .assistant("OK."),
    planted: [],
  },
  {
    id: "t25-fly-autostop",
    build: (s) =>
      s
        .user("fly machines for acme-api are stopping at night and the first requests are slow")
        .bash("fly config show -a acme-api | grep -A3 http_service", '  "http_service": {\n    "auto_stop_machines": "stop",\n    "min_machines_running": 0')
        .assistant("`auto_stop_machines` is on with `min_machines_running = 0`.")
        .user("keep autostop (cost), but min_machines_running = 1 in iad. and fyi fly bills us on the Launch plan, org `acme-org`")
        .file("Edit", "fly.toml")
        .bash("fly deploy -a acme-api --strategy rolling", "Visit your newly deployed app at https://acme-api.fly.dev/")
        .assistant("Deployed with one machine always running in iad."),
    planted: [
      { kind: "decision", keys: ["min_machines_running"] },
      { kind: "fact", keys: ["launch plan"] },
    ],
  },
  {
    id: "t25-certs",
    build: (s) =>
      s
        .user("cert-manager renewal failing for internal.acme.io")
        .bash(
          "kubectl -n cert-manager logs deploy/cert-manager --tail=2",
          'E1120 error="acme: error presenting token: cloudflare: failed to find zone internal.acme.io"',
        )
        .assistant("cert-manager's Cloudflare token can't see the zone. The API token probably is scoped to `acme.dev` only.")
        .bash(
          "curl -s https://api.cloudflare.com/client/v4/user/tokens/verify -H \"Authorization: Bearer $(kubectl -n cert-manager get secret cf-token -o jsonpath='{.data.token}' | base64 -d)\" | jq .result.status",
          '"active"',
        )
        .user("ah my bad, i made that token in a hurry. make a new one with Zone:DNS:Edit on acme.io too? i'll paste it")
        .assistant("Paste it when ready and I'll update the `cf-token` secret.")
        .user("here: (pasted)")
        .bash(
          "kubectl -n cert-manager create secret generic cf-token --from-literal=token=*** --dry-run=client -o yaml | kubectl apply -f -",
          "secret/cf-token configured",
        )
        .assistant("Secret updated; the certificate renewed."),
    planted: [],
  },
  {
    id: "t25-oncall",
    build: (s) =>
      s
        .user("pagerduty woke me for disk on bastion again")
        .bash("ssh bastion df -h / | tail -1", "/dev/nvme0n1p1   20G   19G  1.0G  95% /")
        .assistant("Root is 95% full. Mostly old session recordings, probably.")
        .bash("ssh bastion 'sudo du -sh /var/log/teleport' ", "17G\t/var/log/teleport")
        .assistant("Confirmed: `/var/log/teleport` is 17G of it.")
        .user(
          "yeah thats teleport session recordings, teleport ships them to s3 anyway. add a logrotate for /var/log/teleport keeping 3 days. and pls: when you ssh anywhere in prod, go through teleport (`tsh ssh`), not plain ssh — i only used ssh because teleport was down",
        )
        .file("Write", "ansible/roles/bastion/files/teleport.logrotate")
        .assistant("Added the logrotate rule (3 days). Will use `tsh ssh` for prod hosts."),
    planted: [
      { kind: "fact", keys: ["teleport", "s3"] },
      { kind: "instruction", keys: ["tsh ssh"] },
    ],
  },
  {
    id: "t25-empty-chitchat-2",
    build: (s) =>
      s
        .user("lol the aws console just logged me out for the 4th time today")
        .assistant("SSO sessions in the console default to short durations; annoying. Anything you'd like me to run from the CLI meanwhile?")
        .user("nah just venting. brb coffee")
        .assistant("☕"),
    planted: [],
  },
  {
    id: "t25-gpu",
    build: (s) =>
      s
        .user("can we get a gpu node pool for the embedding job")
        .bash(
          "gcloud compute regions describe europe-west1 --project acme-prod-7731 --format='value(quotas)' | tr ';' '\\n' | grep NVIDIA_L4",
          "{'limit': 0.0, 'metric': 'NVIDIA_L4_GPUS', 'usage': 0.0}",
        )
        .assistant("The L4 GPU quota in europe-west1 is 0 for the prod project, so a node pool can't be created yet.")
        .user("ugh. ok file the quota request for 4 L4s in europe-west1 — I have to approve it in the console, so leave it for me, i'll do it monday")
        .assistant("Understood; not requesting it from here."),
    planted: [
      { kind: "fact", keys: ["quota", "l4"] },
      { kind: "task", keys: ["quota request"] },
    ],
  },
  {
    id: "t25-docker-tags",
    build: (s) =>
      s
        .user("push the image")
        .bash(
          "docker tag acme/api:slim 418295736021.dkr.ecr.eu-central-1.amazonaws.com/api:latest && docker push 418295736021.dkr.ecr.eu-central-1.amazonaws.com/api:latest",
          "latest: digest: sha256:4e2f… size: 1789",
        )
        .assistant("Pushed as `api:latest`.")
        .user("no :latest please, ever. images are tagged with the git sha only; the ecr repo is immutable-tags anyway except for that legacy latest")
        .bash(
          "docker tag acme/api:slim 418295736021.dkr.ecr.eu-central-1.amazonaws.com/api:$(git rev-parse --short HEAD) && docker push 418295736021.dkr.ecr.eu-central-1.amazonaws.com/api:$(git rev-parse --short HEAD)",
          "3f9c2ab: digest: sha256:4e2f… size: 1789",
        )
        .assistant("Pushed as `api:3f9c2ab`."),
    planted: [{ kind: "instruction", keys: ["git sha"] }],
  },
  {
    id: "t25-staging-clock",
    build: (s) =>
      s
        .user("jwt validation fails on staging only, 'token used before issued'")
        .bash("ssh staging-1 date -u; date -u", "Thu Nov 19 10:04:12 UTC 2026\nThu Nov 19 10:04:53 UTC 2026")
        .assistant("Staging's clock is ~41s behind. Maybe chrony isn't running there?")
        .bash("ssh staging-1 systemctl is-active chronyd", "inactive", 3)
        .assistant("Confirmed: `chronyd` is inactive on staging-1, so the clock drifts.")
        .user(
          "ok thats the cause. dont fix it on the box, the image is built by packer — someone needs to enable chronyd in the packer template and rebuild the staging ami",
        )
        .assistant("Leaving the box alone."),
    planted: [
      { kind: "fact", keys: ["chronyd"] },
      { kind: "task", keys: ["packer"] },
    ],
  },
  {
    id: "t25-empty-long-q",
    build: (s) =>
      s
        .user("what's cheaper for 50 req/s steady: a t4g.small on ecs or cloud run min-instances=1?")
        .assistant(
          "Roughly: a t4g.small is about $12/month on-demand plus ALB (~$18); Cloud Run with one always-on instance at 1 vCPU/512MiB is around $35–45/month. At a steady 50 req/s the instance is never idle, so always-on pricing applies either way.",
        )
        .user("interesting, and if traffic is bursty?")
        .assistant("Then Cloud Run's scale-to-zero gets better, as long as cold starts are acceptable."),
    planted: [],
  },
  {
    id: "t25-pr-flow",
    build: (s) =>
      s
        .user("apply the terraform change for the new bucket")
        .assistant("Should I run `terraform apply` from here?")
        .user("no. we never apply from local. open a PR, atlantis posts the plan and you comment `atlantis apply` after review")
        .bash("git checkout -b infra/ml-bucket && git commit -am 'add ml exports bucket' && gh pr create --fill", "https://github.com/acme/infra/pull/482")
        .assistant("Opened acme/infra#482; Atlantis will post the plan."),
    planted: [{ kind: "instruction", keys: ["atlantis"] }],
  },
  {
    id: "t25-monitoring",
    build: (s) =>
      s
        .user("which monitoring do we use for the workers, datadog?")
        .assistant("I see a `DD_API_KEY` in the old ECS task definitions; not sure about the Workers.")
        .bash(
          "grep -rn 'sentry\\|datadog' wrangler.toml src/ | head -3",
          "wrangler.toml:22:SENTRY_DSN = \"\"\nsrc/index.ts:3:import { withSentry } from '@sentry/cloudflare'",
        )
        .user(
          "workers use sentry for errors. datadog is only for the legacy ecs stuff and we're dropping datadog once ecs is gone — that's decided. the datadog contract ends in march",
        )
        .assistant("Got it."),
    planted: [
      { kind: "fact", keys: ["sentry"] },
      { kind: "decision", keys: ["dropping datadog"] },
      { kind: "fact", keys: ["contract", "march"] },
    ],
  },
  {
    id: "t25-scaledown",
    build: (s) =>
      s
        .user("scale the staging node pool to 0 at night?")
        .assistant("Possible with a scheduled job calling `gcloud container clusters resize`. Want me to set it up?")
        .user("let me think about it, ask me next week")
        .bash(
          "gcloud container node-pools list --cluster main --region europe-west1 --project acme-stg-2204",
          "NAME         MACHINE_TYPE   DISK_SIZE_GB  NODE_VERSION\npool-1       e2-standard-4  100           1.30.5-gke.1014001",
        )
        .assistant("OK, I'll ask again next week; nothing changed."),
    planted: [],
  },
  {
    id: "t25-prefs",
    build: (s) =>
      s
        .user("when you show me a terraform plan, just the summary + any destroys, not the whole 400 lines. i read them on my phone")
        .bash("cd infra/prod && terraform plan -no-color | grep -E '^Plan:|will be destroyed'", "Plan: 2 to add, 1 to change, 0 to destroy.")
        .assistant("Plan: 2 to add, 1 to change, 0 to destroy — no destroys."),
    planted: [{ kind: "instruction", keys: ["summary", "destroys"] }],
  },
  {
    id: "t25-ecs-sunset",
    build: (s) =>
      s
        .user("how many services still run on ecs")
        .bash("aws ecs list-services --cluster legacy --query 'length(serviceArns)'", "3")
        .assistant("Three services remain on the `legacy` ECS cluster.")
        .user(
          "ok so: billing-sync, pdf-render and the old admin. we'll move pdf-render to cloud run, admin gets deleted, billing-sync stays on ecs until finance replaces it. todo for whoever: delete the old admin service + its alb after 1 dec",
        )
        .assistant("Noted the plan; nothing changed yet."),
    planted: [
      { kind: "decision", keys: ["pdf-render", "cloud run"] },
      { kind: "task", keys: ["admin", "alb"] },
    ],
  },
  {
    id: "t25-empty-retry",
    build: (s) =>
      s
        .user("terraform apply in atlantis failed with a throttling error, retry it")
        .bash("gh pr comment 482 --repo acme/infra --body 'atlantis apply'", "https://github.com/acme/infra/pull/482#issuecomment-2291")
        .assistant("Commented `atlantis apply` again; the apply succeeded on retry (Rate exceeded on the first try was transient).")
        .user("👌"),
    planted: [],
  },
  {
    id: "t25-kms",
    build: (s) =>
      s
        .user("is the rds snapshot encrypted")
        .bash(
          "aws rds describe-db-snapshots --db-instance-identifier acme-prod --query 'DBSnapshots[0].[Encrypted,KmsKeyId]'",
          '[\n  true,\n  "arn:aws:kms:eu-central-1:902114577340:key/mrk-91c0"\n]',
        )
        .assistant("Yes, encrypted with the multi-region key `mrk-91c0`.")
        .user("good, all prod data uses that mrk key — it's replicated to eu-west-1 for DR. keep using it for anything new, no per-service keys")
        .assistant("Will do."),
    planted: [
      { kind: "fact", keys: ["mrk", "eu-west-1"] },
      { kind: "instruction", keys: ["per-service keys"] },
    ],
  },
  {
    id: "t25-superseded-runtime",
    build: (s) =>
      s
        .user("the image resizer lambda: arm64 or x86?")
        .assistant("arm64 (Graviton) is ~20% cheaper per GB-second; sharp has arm64 prebuilt binaries.")
        .user("x86 for now, I don't want surprises")
        .file("Edit", "infra/prod/lambda.tf")
        .bash("cd infra/prod && terraform validate", "Success! The configuration is valid.")
        .assistant('Set `architectures = ["x86_64"]`.')
        .user("ok i checked, sharp's arm64 build is fine and the team's other lambdas are arm already. switch to arm64, final answer")
        .file("Edit", "infra/prod/lambda.tf")
        .assistant('Switched to `architectures = ["arm64"]`; validate passes.'),
    planted: [{ kind: "decision", keys: ["arm64"] }],
  },
  {
    id: "t25-empty-ask",
    build: (s) =>
      s
        .user("does gke autopilot support daemonsets?")
        .assistant("Yes, with restrictions: no privileged pods and resource requests are enforced; some partner DaemonSets are allowlisted.")
        .user("would we ever move to autopilot?")
        .assistant("That's your call; with the GPU plans, Standard gives more control over node pools."),
    planted: [],
  },
  {
    id: "t25-budget",
    build: (s) =>
      s
        .user("set up a budget alert on the gcp prod project")
        .bash(
          "gcloud billing budgets create --billing-account=01A2B3-C4D5E6-F7A8B9 --display-name=prod-monthly --budget-amount=6000USD --threshold-rule=percent=0.8",
          "Created budget [billingAccounts/01A2B3-C4D5E6-F7A8B9/budgets/7c1e…].",
        )
        .assistant("Created a $6,000/month budget with an alert at 80%.")
        .user(
          "thx. the alerts go to #infra-alerts in slack, that's where all cost alerts should land btw. and the finance contact for the billing account is Marta",
        )
        .assistant("Noted."),
    planted: [
      { kind: "instruction", keys: ["#infra-alerts"] },
      { kind: "fact", keys: ["marta"] },
    ],
  },
  {
    id: "t25-queue-consumer",
    build: (s) =>
      s
        .user("cloudflare queue consumer is retrying forever on a poison message")
        .bash("npx wrangler queues info acme-events", "Queue: acme-events\nConsumers: worker acme-edge (max_retries: 100)\nBacklog: 1")
        .assistant("`max_retries` is 100 and no dead-letter queue is configured.")
        .user("set max_retries to 5 and add a dlq `acme-events-dlq`. we're standardizing on that: every queue consumer gets max_retries 5 + a dlq")
        .file("Edit", "wrangler.toml")
        .bash("npx wrangler queues create acme-events-dlq && npx wrangler deploy --env production", "Created queue acme-events-dlq\nPublished acme-edge")
        .assistant("Consumer now retries 5 times, then goes to `acme-events-dlq`."),
    planted: [{ kind: "decision", keys: ["max_retries", "dlq"] }],
  },
  {
    id: "t25-docs-pages",
    build: (s) =>
      s
        .user("the docs site on vercel costs us a seat for the docs writer. alternatives?")
        .assistant("**Options**\n\n- Cloudflare Pages: free for our size, builds from GitHub.\n- Netlify: similar, per-seat too on teams.\n- Keep Vercel.")
        .bash("vercel project inspect acme-docs | grep -i framework", "Framework Preset  Docusaurus")
        .user(
          "cloudflare pages it is, we're moving acme-docs off vercel. not today tho: someone has to set up the pages project + the docs.acme.dev dns cutover",
        )
        .assistant("Understood, no changes made."),
    planted: [
      { kind: "decision", keys: ["cloudflare pages"] },
      { kind: "task", keys: ["cutover"] },
    ],
  },
  {
    id: "t25-renovate",
    build: (s) =>
      s
        .user("provider versions in infra/ are all over the place")
        .bash(
          "grep -rhn 'version *=' infra/*/versions.tf | sort | uniq -c",
          '      3 version = "~> 4.67"\n      2 version = "~> 4.52"\n      1 version = "5.31.0"',
        )
        .assistant("Three different AWS provider constraints across six roots. Dependabot or Renovate could keep them aligned.")
        .user(
          "renovate, we already use it for the app repos. decided. wiring it up for infra/ is a todo for later, add a renovate.json there when someone has time",
        )
        .assistant("OK — nothing added yet."),
    planted: [
      { kind: "decision", keys: ["renovate"] },
      { kind: "task", keys: ["renovate.json"] },
    ],
  },
  {
    id: "t25-pg16",
    build: (s) =>
      s
        .user("cloud sql is nagging about postgres 13 end of support")
        .bash("gcloud sql instances describe acme-pg --project acme-prod-7731 --format='value(databaseVersion)'", "POSTGRES_13")
        .assistant("**Upgrade paths**\n\nIn-place major upgrade (a few minutes of downtime) or a new PG16 instance with DMS replication and a cutover.")
        .user(
          "in-place, in the sunday 03:00 utc maintenance window. final. but first somebody has to check pgvector and pg_partman on a pg16 clone, that's still open",
        )
        .assistant("Noted; I haven't touched the instance."),
    planted: [
      { kind: "decision", keys: ["in-place"] },
      { kind: "task", keys: ["pgvector"] },
    ],
  },
  {
    id: "t25-ratelimit",
    build: (s) =>
      s
        .user("credential stuffing on /login again")
        .bash(
          "npx wrangler tail acme-edge --format json --search /login | head -c 300",
          '{"outcome":"ok","event":{"request":{"url":"https://acme.dev/login","method":"POST","cf":{"country":"VN"}}}',
        )
        .assistant("I could add a limiter inside the Worker with a Durable Object counter, or use a Cloudflare rate limiting rule at the edge.")
        .user("edge rule. we use cloudflare rate limiting rules for this, not a worker-side limiter. start at 10 POSTs/min per ip")
        .bash(
          'curl -s -X PUT "https://api.cloudflare.com/client/v4/zones/$ZONE/rulesets/phases/http_ratelimit/entrypoint" -H "Authorization: Bearer $CF_TOKEN" --data @ratelimit.json | jq .success',
          "true",
        )
        .assistant("Rule deployed: 10 POST /login per minute per IP, then block for 10 minutes.")
        .user("👍 after a week of data we should revisit the 10/min threshold, leave that open"),
    planted: [
      { kind: "decision", keys: ["rate limiting"] },
      { kind: "task", keys: ["threshold"] },
    ],
  },
  {
    id: "t25-s3-safety",
    build: (s) =>
      s
        .user("clean up the tmp/ prefix in acme-uploads")
        .bash("aws s3 ls s3://acme-uploads/tmp/ --recursive --summarize | tail -2", "Total Objects: 18231\n   Total Size: 4.1 GiB")
        .assistant("18,231 objects, 4.1 GiB. Shall I `aws s3 rm --recursive` the prefix?")
        .user(
          "yes this once. but in general never run `s3 rm --recursive` on a prod bucket without asking me first. also acme-uploads has no versioning, which is scary — turning on versioning there is on the todo list",
        )
        .bash("aws s3 rm s3://acme-uploads/tmp/ --recursive --quiet && aws s3 ls s3://acme-uploads/tmp/ | wc -l", "0")
        .assistant("Removed the `tmp/` prefix (0 objects left)."),
    planted: [
      { kind: "instruction", keys: ["rm --recursive"] },
      { kind: "task", keys: ["versioning"] },
    ],
  },
  {
    id: "t25-grafana",
    build: (s) =>
      s
        .user("we need metrics for the cloud run services, prometheus?")
        .assistant("Self-hosted Prometheus on GKE is possible; Grafana Cloud's free tier covers 10k series, and Google Managed Prometheus is another option.")
        .bash("gcloud run services list --project acme-prod-7731 --format='value(metadata.name)' | wc -l", "6")
        .user(
          "grafana cloud. not running prometheus ourselves, we decided that last year. the otel collector sidecar for the 6 services still needs doing, later",
        )
        .assistant("OK, nothing deployed yet."),
    planted: [
      { kind: "decision", keys: ["grafana cloud"] },
      { kind: "task", keys: ["otel collector"] },
    ],
  },
  {
    id: "t25-gke-upgrade",
    build: (s) =>
      s
        .user("gke says 1.30 goes out of support")
        .bash(
          "gcloud container clusters describe main --region europe-west1 --project acme-stg-2204 --format='value(currentMasterVersion)'",
          "1.30.5-gke.1014001",
        )
        .assistant("Both clusters run 1.30.5; the forced auto-upgrade date is in the release notes.")
        .user(
          "rule of thumb here: always upgrade staging at least a week before prod, never both the same day. the 1.31 upgrade of staging is still to do, before jan 15",
        )
        .assistant("Understood; I haven't started the upgrade."),
    planted: [
      { kind: "instruction", keys: ["a week before"] },
      { kind: "task", keys: ["1.31"] },
    ],
  },
];

/** The set: events, segments and scoring of TUNING25_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const TUNING25 = plantedSet(TUNING25_SESSIONS, START);
