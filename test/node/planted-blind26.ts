/**
 * Blind: written without reading the extractor; measured once by the lead, then training data.
 *
 * A blind planted set for the offline long-term-memory extractor, in the style of platform and
 * on-call work (Kubernetes, Terraform, Helm, AWS, alerts, incidents, postmortems) as it is done in
 * Claude Code and Copilot CLI: root causes guessed, then confirmed or ruled out; runbook rules;
 * follow-ups after incidents. Each session is one segment; the items planted in it are listed with
 * it. Every other message must give nothing: questions, hypotheses, proposals not taken, withdrawn
 * ideas, unconfirmed guesses, quoted logs and tool output, chit-chat, and in-session requests that
 * are done in the same session. Superseded decisions plant only the later one.
 * 64 items (16 decisions, 16 instructions, 16 facts, 16 tasks) in 62 sessions, 17 of which plant
 * nothing.
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

export const BLIND26_SESSIONS: BlindSession[] = [
  {
    id: "b26-oom-ingest",
    build: (s) =>
      s
        .user("ingest-worker pods keep restarting in prod, can you look")
        .bash(
          "kubectl -n ingest get pods",
          "NAME                            READY   STATUS             RESTARTS\ningest-worker-7c9f-abcde   0/1     CrashLoopBackOff   14",
        )
        .assistant("Could be OOM, could be a bad config push. Let me check the last termination reason before guessing further.")
        .bash(
          "kubectl -n ingest describe pod ingest-worker-7c9f-abcde | grep -A3 'Last State'",
          "Last State: Terminated\n  Reason: OOMKilled\n  Exit Code: 137",
        )
        .assistant("Confirmed: OOMKilled, exit 137. The ingest-worker memory limit is 512Mi and the batch size went up last week.")
        .user("ok. we're going with a 1Gi memory limit for ingest-worker, bump it in the chart values")
        .file("Edit", "charts/ingest/values.yaml")
        .assistant("Done, limits.memory is 1Gi now.")
        .user("later we need a memory alert for ingest-worker at 80% of the limit so we see this before it crashloops. not now")
        .stop(),
    planted: [
      { kind: "decision", keys: ["1gi"] },
      { kind: "task", keys: ["memory alert"] },
    ],
  },
  {
    id: "b26-tf-plan-rule",
    build: (s) =>
      s
        .user("run terraform apply on the staging networking stack")
        .bash("terraform -chdir=infra/staging/network plan -out=tfplan", "Plan: 2 to add, 0 to change, 1 to destroy.")
        .assistant("The plan destroys aws_route_table.private_b. Want me to apply anyway?")
        .user(
          "no. rule for you from now on: never run terraform apply without showing me the plan first, and anything that destroys a resource needs my explicit ok",
        )
        .assistant("Understood, I'll always show the plan and stop on any destroy.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["terraform apply"] }],
  },
  {
    id: "b26-chitchat-1",
    build: (s) =>
      s
        .user("morning. quiet night on call for once")
        .assistant("Nice, enjoy it. Anything you want me to look at?")
        .user("nah just checking you're alive lol")
        .stop(),
    planted: [],
  },
  {
    id: "b26-alert-noise",
    build: (s) =>
      s
        .user("the DiskPressure alert paged me 6 times last night for nodes that were fine. what's going on")
        .bash("kubectl get nodes -o wide", "NAME            STATUS   ROLES    AGE\nip-10-0-3-12    Ready    <none>   41d\nip-10-0-3-77    Ready    <none>   2d")
        .assistant("Maybe the threshold is too tight, or maybe the image GC on the new AMI is lagging. I haven't confirmed either yet.")
        .bash("grep -n 'for:' monitoring/alerts/node.yaml", "14:    for: 1m\n# TODO: tune this, always pages on GC spikes")
        .assistant("The DiskPressure rule fires after `for: 1m`, so a short GC spike pages. Should I move it to 15m?")
        .user("yes, set the diskpressure rule to for: 15m. that's the call")
        .file("Edit", "monitoring/alerts/node.yaml")
        .assistant("Changed to 15m.")
        .stop(),
    planted: [{ kind: "decision", keys: ["diskpressure", "15m"] }],
  },
  {
    id: "b26-rds-fact",
    build: (s) =>
      s
        .user("which db does billing talk to? I always forget")
        .bash("aws rds describe-db-instances --query 'DBInstances[].DBInstanceIdentifier'", '["billing-prod-pg14", "orders-prod-pg14", "billing-replica-1"]')
        .assistant("billing uses billing-prod-pg14 for writes; billing-replica-1 is its read replica.")
        .user("right. fyi billing-replica-1 lags up to 30s during the nightly batch, reports must tolerate that")
        .assistant("Noted.")
        .stop(),
    planted: [{ kind: "fact", keys: ["replica", "lag"] }],
  },
  {
    id: "b26-postmortem-followups",
    build: (s) =>
      s
        .user("write up the followups from yesterday's DNS outage postmortem, we didn't finish them")
        .file("Read", "docs/postmortems/2026-10-30-dns.md")
        .assistant(
          "From the postmortem, still open:\n- add a synthetic check for internal DNS resolution from each AZ\n- document the CoreDNS rollback in the runbook\nThe third item (raise ndots) was ruled out in the review.",
        )
        .user("ok leave those two as followups, we'll pick them up next sprint. not today")
        .stop(),
    planted: [
      { kind: "task", keys: ["synthetic", "dns"] },
      { kind: "task", keys: ["coredns", "runbook"] },
    ],
  },
  {
    id: "b26-helm-atomic",
    build: (s) =>
      s
        .user("deploy the payments chart to staging")
        .bash("helm upgrade --install payments charts/payments -n payments --atomic --timeout 10m", 'Release "payments" has been upgraded. Happy Helming!')
        .assistant("Deployed with --atomic so a failed rollout rolls back on its own.")
        .user("good, keep doing that. every helm upgrade you run should have --atomic and a timeout")
        .assistant("Will do.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["helm", "--atomic"] }],
  },
  {
    id: "b26-empty-question",
    build: (s) =>
      s
        .user("what's the difference between a PodDisruptionBudget with minAvailable and maxUnavailable again?")
        .assistant(
          "minAvailable sets a floor of pods that must stay up; maxUnavailable caps how many can be down at once. They're two ways of saying the same limit, and you can only set one.",
        )
        .user("thx")
        .stop(),
    planted: [],
  },
  {
    id: "b26-latency-rootcause",
    build: (s) =>
      s
        .user("p99 on the api jumped to 2s around 14:10. I think it's the new HPA settings")
        .bash("kubectl -n api get hpa api -o yaml | grep -A2 metrics", "  metrics:\n  - resource:\n      name: cpu")
        .assistant("The HPA hasn't changed since Tuesday, so I doubt it's that. Let me check the ALB target health.")
        .bash("aws elbv2 describe-target-health --target-group-arn $TG | grep State", '"State": "unhealthy"\n"State": "healthy"\n"State": "unhealthy"')
        .assistant("Two targets went unhealthy at 14:08. Their node ip-10-0-5-20 had a failing EBS volume; the HPA theory is ruled out.")
        .user(
          "ok so root cause was the bad EBS volume on that node. i cordoned it. someone still needs to open an AWS support case about the volume, do that tomorrow",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["ebs"] },
      { kind: "task", keys: ["support case"] },
    ],
  },
  {
    id: "b26-namespace-convention",
    build: (s) =>
      s
        .user("create a namespace for the new search service")
        .bash("kubectl create namespace search-svc", "namespace/search-svc created")
        .assistant("Created search-svc.")
        .user("hmm, we name namespaces after the team, not the service. team is discovery. convention is <team>-<env>, so discovery-prod here")
        .bash(
          "kubectl delete namespace search-svc && kubectl create namespace discovery-prod",
          'namespace "search-svc" deleted\nnamespace/discovery-prod created',
        )
        .assistant("Replaced with discovery-prod. I'll name namespaces <team>-<env> going forward.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["namespace", "team"] }],
  },
  {
    id: "b26-state-backend",
    build: (s) =>
      s
        .user("where does terraform keep state for prod?")
        .bash("grep -A4 backend infra/prod/main.tf", 'backend "s3" {\n  bucket         = "acme-tfstate-prod"\n  dynamodb_table = "tf-locks"\n}')
        .assistant("Prod state lives in the S3 bucket acme-tfstate-prod with locking in the DynamoDB table tf-locks.")
        .user("yep. and nobody should ever force-unlock it without asking in #infra first")
        .assistant("Got it.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["acme-tfstate-prod"] },
      { kind: "instruction", keys: ["force-unlock"] },
    ],
  },
  {
    id: "b26-empty-logs",
    build: (s) =>
      s
        .user("tail the gateway logs for a sec")
        .bash(
          "kubectl -n edge logs deploy/gateway --tail=5",
          "WARN retry budget exhausted, never retrying upstream auth\nINFO always-on health probe ok\nTODO remove legacy route /v1/ping",
        )
        .assistant("Mostly noise: one retry budget warning and health probes. Nothing alarming in the last five lines.")
        .user("ok cool")
        .stop(),
    planted: [],
  },
  {
    id: "b26-superseded-region",
    build: (s) =>
      s
        .user("for the DR copy of the artifacts bucket let's use us-west-2")
        .bash("aws s3api get-bucket-replication --bucket acme-artifacts", "An error occurred (ReplicationConfigurationNotFoundError)", 254)
        .assistant("No replication yet. I can set up CRR to us-west-2.")
        .user("wait, actually legal says data has to stay in the EU. make the replica region eu-central-1 instead")
        .file("Edit", "infra/prod/s3-replication.tf")
        .assistant("Switched the destination to eu-central-1.")
        .stop(),
    planted: [{ kind: "decision", keys: ["eu-central-1"] }],
  },
  {
    id: "b26-copilot-karpenter",
    build: (s) =>
      s
        .user("why are there 3 nodes with like 5% util")
        .bash("kubectl get nodeclaims", "NAME            TYPE        CAPACITY    AGE\ndefault-x8k2z   m6i.large   on-demand   9d")
        .assistant("I suspect Karpenter consolidation is off. Possibly a PDB is blocking it, but I haven't checked that.")
        .user("could be. don't change anything, just curious")
        .stop(),
    planted: [],
  },
  {
    id: "b26-cert-expiry",
    build: (s) =>
      s
        .user("cert alert for internal.acme.dev, expiring in 9 days")
        .bash(
          "kubectl -n cert-manager get certificate internal-acme -o jsonpath='{.status.conditions}'",
          '[{"type":"Ready","status":"False","message":"DNS-01 challenge failed"}]',
        )
        .assistant("cert-manager can't renew: the DNS-01 challenge is failing. My first guess is the Route53 IAM role.")
        .bash("aws iam get-role-policy --role-name cert-manager --policy-name route53", "An error occurred (NoSuchEntity)", 254)
        .assistant("Confirmed, the route53 inline policy on the cert-manager role is gone, it was dropped in the IAM cleanup.")
        .user("ugh. restore it now please")
        .bash(
          "terraform -chdir=infra/prod/iam apply -target=aws_iam_role_policy.cert_manager_route53",
          "Apply complete! Resources: 1 added, 0 changed, 0 destroyed.",
        )
        .assistant("Restored; renewal succeeded.")
        .user("add a check to the IAM cleanup script so it skips roles tagged keep=true, next week")
        .stop(),
    planted: [
      { kind: "fact", keys: ["cert-manager", "route53"] },
      { kind: "task", keys: ["cleanup", "keep=true"] },
    ],
  },
  {
    id: "b26-empty-done-request",
    build: (s) =>
      s
        .user("can you scale the staging worker deployment down to 0, we're not using it this week")
        .bash("kubectl -n staging scale deploy/worker --replicas=0", "deployment.apps/worker scaled")
        .assistant("Scaled to 0.")
        .stop(),
    planted: [],
  },
  {
    id: "b26-oncall-owner",
    build: (s) =>
      s
        .user("who owns the kafka cluster? need to page someone")
        .bash("cat ownership/services.yaml | grep -A2 kafka", "kafka:\n  team: data-platform\n  escalation: priya")
        .assistant("The Kafka cluster belongs to data-platform; escalation contact is Priya.")
        .user("right, priya is the kafka escalation, but only after 15 min on the data-platform pager")
        .stop(),
    planted: [{ kind: "fact", keys: ["priya", "kafka"] }],
  },
  {
    id: "b26-rejected-proposal",
    build: (s) =>
      s
        .user("the nightly backup cronjob failed again")
        .bash("kubectl -n ops get jobs | grep backup", "backup-29377420   0/1   3h   3h")
        .assistant("We could move the backup off a CronJob to AWS Backup entirely. That would also cover EBS snapshots.")
        .user("no, not doing that, too much change before the freeze. just rerun it")
        .bash("kubectl -n ops create job backup-manual --from=cronjob/backup", "job.batch/backup-manual created")
        .assistant("Rerun started.")
        .stop(),
    planted: [],
  },
  {
    id: "b26-image-tags",
    build: (s) =>
      s
        .user("bump the image for orders to latest")
        .file("Read", "charts/orders/values.yaml")
        .assistant(
          "Before I do: values.yaml pins `tag: 2.14.3`. Using `latest` would make rollbacks hard to reason about. Do you want the git sha tag instead?",
        )
        .user("oh right. yes, pin image tags to the git sha always, never latest. that goes for every chart")
        .bash("git rev-parse --short HEAD", "a91c3fe")
        .file("Edit", "charts/orders/values.yaml")
        .assistant("Pinned orders to a91c3fe.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["git sha"] }],
  },
  {
    id: "b26-withdrawn",
    build: (s) =>
      s
        .user("thinking we should switch the ingress to nginx-ingress from the ALB controller")
        .bash("kubectl get ingressclass", "NAME   CONTROLLER            AGE\nalb    ingress.k8s.aws/alb   210d")
        .assistant("That's a sizeable migration; WAF rules and TLS are on the ALB today.")
        .user("yeah forget it, I was just thinking out loud")
        .stop(),
    planted: [],
  },
  {
    id: "b26-vpc-cidr",
    build: (s) =>
      s
        .user("pick a CIDR for the new analytics VPC")
        .bash("aws ec2 describe-vpcs --query 'Vpcs[].CidrBlock'", '["10.0.0.0/16", "10.1.0.0/16", "10.2.0.0/16"]')
        .assistant("10.0–10.2 are taken. I'd suggest 10.3.0.0/16 or, if we want headroom for peering, 10.20.0.0/16.")
        .user("10.20.0.0/16 for analytics, decided. keep 10.3 free for the sandbox")
        .file("Edit", "infra/prod/analytics/vpc.tf")
        .stop(),
    planted: [{ kind: "decision", keys: ["10.20.0.0/16"] }],
  },
  {
    id: "b26-empty-thanks",
    build: (s) =>
      s.user("thanks for last night, the incident write-up was really clear").assistant("Glad it helped! Ping me if the review raises anything.").stop(),
    planted: [],
  },
  {
    id: "b26-runbook-rollback",
    build: (s) =>
      s
        .user("put this in the runbook and follow it yourself: on a failed deploy, roll back first and debug after. don't try forward fixes during an incident")
        .file("Edit", "docs/runbooks/deploys.md")
        .assistant("Added under 'Failed deploys': roll back first, debug after, no forward fixes mid-incident.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["roll back"] }],
  },
  {
    id: "b26-sqs-dlq",
    build: (s) =>
      s
        .user("DLQ depth alert on notifications-dlq, 4k msgs")
        .bash(
          "aws sqs get-queue-attributes --queue-url $DLQ --attribute-names ApproximateNumberOfMessages",
          '{"Attributes": {"ApproximateNumberOfMessages": "4127"}}',
        )
        .assistant("Maybe the consumer is crashing on a poison message? Or maybe SES throttled us. Let me sample one.")
        .bash(
          "aws sqs receive-message --queue-url $DLQ --max-number-of-messages 1 | jq -r '.Messages[0].Body' | head -c 200",
          '{"error":"Throttling: Maximum sending rate exceeded"}',
        )
        .assistant("It's SES throttling, not a poison message. Our SES sending quota is 14 per second and the campaign burst went over it.")
        .user("ok. we'll redrive once the campaign is done, and I want a ticket to request a quota increase from AWS. not now tho")
        .stop(),
    planted: [
      { kind: "fact", keys: ["ses", "14 per second"] },
      { kind: "task", keys: ["quota increase"] },
    ],
  },
  {
    id: "b26-empty-hypothesis",
    build: (s) =>
      s
        .user("is it possible the etcd latency spikes are from the backup snapshots?")
        .assistant(
          "Possibly. Snapshots cause fsync bursts, but on EKS the control plane is managed, so we can't see etcd disks directly. I'd want the API server latency metrics before saying either way.",
        )
        .user("hm ok, let's not chase it today")
        .stop(),
    planted: [],
  },
  {
    id: "b26-helm-decision-superseded",
    build: (s) =>
      s
        .user("for secrets in the charts let's use sealed-secrets")
        .bash("kubectl get crd | grep -i secret", "externalsecrets.external-secrets.io   2026-03-02\nsealedsecrets.bitnami.com             2025-11-19")
        .assistant("Both sealed-secrets and External Secrets Operator are installed on the cluster.")
        .user("hmm, actually scratch sealed-secrets. we're standardizing on external-secrets backed by AWS Secrets Manager, that's final")
        .assistant("OK, external-secrets with Secrets Manager it is.")
        .stop(),
    planted: [{ kind: "decision", keys: ["external-secrets"] }],
  },
  {
    id: "b26-pager-hours",
    build: (s) =>
      s
        .user("set up the new alert for queue lag on the orders consumer")
        .file("Write", "monitoring/alerts/orders.yaml")
        .assistant("Added OrdersConsumerLag with severity: page.")
        .user("change that to ticket. convention: only customer-facing symptoms page, internal lag alerts are severity ticket")
        .file("Edit", "monitoring/alerts/orders.yaml")
        .assistant("Switched to severity: ticket, and I'll stick to that split for new alerts.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["severity", "ticket"] }],
  },
  {
    id: "b26-eks-version",
    build: (s) =>
      s
        .user("what version is prod eks on")
        .bash("aws eks describe-cluster --name prod --query cluster.version", '"1.29"')
        .assistant("Prod EKS is on 1.29, and standard support for 1.29 ends in March.")
        .user("ok we need to upgrade prod eks to 1.30 before march, add it to the backlog")
        .stop(),
    planted: [
      { kind: "fact", keys: ["eks", "1.29"] },
      { kind: "task", keys: ["1.30"] },
    ],
  },
  {
    id: "b26-empty-copilot-explain",
    build: (s) =>
      s
        .user("explain this: `kubectl rollout restart deploy/api` vs deleting the pods")
        .assistant(
          "rollout restart bumps an annotation so the Deployment does a normal rolling update respecting maxSurge/maxUnavailable; deleting pods just kills them and the ReplicaSet recreates them with no pacing.",
        )
        .stop(),
    planted: [],
  },
  {
    id: "b26-unconfirmed-guess",
    build: (s) =>
      s
        .user("the grafana dashboards are slow today")
        .bash("kubectl -n monitoring top pods | grep prometheus", "prometheus-0   1800m   14Gi")
        .assistant("Prometheus is using 14Gi. My guess is a high-cardinality label from the new tracing exporter, but I haven't proven it.")
        .user("maybe. I'll look later myself")
        .stop(),
    planted: [],
  },
  {
    id: "b26-mfa-rule",
    build: (s) =>
      s
        .user("get me a shell in the prod bastion")
        .bash("aws ssm start-session --target i-0b12f", "An error occurred (AccessDeniedException): MFA required", 254)
        .assistant("Access denied; the session needs MFA.")
        .user("right, the prod account requires an MFA session for ssm. use `aws-vault exec prod --` for anything prod, that's how you should always run it")
        .bash("aws-vault exec prod -- aws ssm start-session --target i-0b12f", "Starting session with SessionId: dev-0a1b2c")
        .assistant("Session started.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["aws-vault"] }],
  },
  {
    id: "b26-incident-commander",
    build: (s) =>
      s
        .user("we're declaring SEV2 for checkout errors. I'm IC")
        .bash("kubectl -n checkout logs deploy/checkout --since=10m | grep -c ' 502 '", "318")
        .assistant("318 502s in ten minutes. Could be the payment provider or our connection pool. Checking the pool metrics.")
        .bash("curl -s localhost:9090/api/v1/query?query=db_pool_waiting | jq .data.result[0].value[1]", '"57"')
        .assistant("57 requests waiting on the DB pool; pool max is 20. The provider looks healthy. So the pool is the bottleneck.")
        .user("ok decision: raise checkout db pool max to 50 now, we'll revisit after")
        .file("Edit", "charts/checkout/values.yaml")
        .assistant("Pool max set to 50 and rolled out; 502s are dropping.")
        .user("postmortem action: load test checkout with the new pool size before black friday. owner me")
        .stop(),
    planted: [
      { kind: "decision", keys: ["pool", "50"] },
      { kind: "task", keys: ["load test"] },
    ],
  },
  {
    id: "b26-empty-status",
    build: (s) =>
      s
        .user("status of the cluster?")
        .bash("kubectl get nodes", "NAME           STATUS   ROLES    AGE\nip-10-0-1-4    Ready    <none>   3d\nip-10-0-2-9    Ready    <none>   3d")
        .assistant("Both nodes Ready, nothing pending.")
        .stop(),
    planted: [],
  },
  {
    id: "b26-tf-modules",
    build: (s) =>
      s
        .user("add an s3 bucket for the ml team")
        .bash("ls infra/modules", "s3-bucket\nvpc\nrds\neks-nodegroup")
        .assistant("There's an s3-bucket module. Should I use it or write a raw aws_s3_bucket resource?")
        .user("always go through our modules in infra/modules, never raw resources, they set encryption and tags for us")
        .file("Write", "infra/prod/ml/bucket.tf")
        .assistant("Used module s3-bucket for ml-datasets.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["modules"] }],
  },
  {
    id: "b26-logging-retention",
    build: (s) =>
      s
        .user("cloudwatch bill is way up")
        .bash(
          "aws logs describe-log-groups --query 'logGroups[?retentionInDays==null].logGroupName' | head",
          '["/eks/prod/app", "/aws/lambda/thumbnailer", "/eks/prod/audit"]',
        )
        .assistant("Several log groups have no retention set, so they keep everything forever.")
        .user("ok, we set log retention to 30 days everywhere except audit, which keeps 365. do it")
        .bash("./scripts/set-log-retention.sh 30 --except /eks/prod/audit=365", "updated 41 log groups")
        .assistant("Applied to 41 log groups.")
        .stop(),
    planted: [{ kind: "decision", keys: ["retention", "30 days"] }],
  },
  {
    id: "b26-rotation-task",
    build: (s) =>
      s
        .user("the datadog api key in the prod cluster is the one jake had, and he left")
        .bash("kubectl -n monitoring get secret datadog -o jsonpath='{.metadata.annotations.owner}'", "jake")
        .assistant("Confirmed, the datadog secret is annotated owner jake.")
        .user("we have to rotate the datadog key and re-own it to the sre team. can't do it till the vendor call on thursday, so leave it as a todo")
        .stop(),
    planted: [{ kind: "task", keys: ["rotate", "datadog"] }],
  },
  {
    id: "b26-empty-joke",
    build: (s) => s.user("it's always DNS, isn't it").assistant("Until it's the cert. Then it's DNS again.").stop(),
    planted: [],
  },
  {
    id: "b26-spot-fact",
    build: (s) =>
      s
        .user("why did batch jobs die at 03:00?")
        .bash(
          "kubectl get events -A --field-selector reason=SpotInterrupted | tail -3",
          "batch   node/ip-10-0-7-3   SpotInterrupted\nbatch   node/ip-10-0-7-8   SpotInterrupted",
        )
        .assistant("Spot interruptions on the batch nodes. I first thought of a bad image, but the events show two spot reclaims at 02:58.")
        .user(
          "yeah the batch nodegroup is 100% spot, that's by design. jobs are meant to retry. but the retries didn't fire, so figure out the backoffLimit thing later, it's 0 on some jobs",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["batch", "spot"] },
      { kind: "task", keys: ["backofflimit"] },
    ],
  },
  {
    id: "b26-copilot-pr-style",
    build: (s) =>
      s
        .user("open a PR for the alert change")
        .bash("gh pr create --fill", "https://github.com/acme/infra/pull/812")
        .assistant("Opened #812.")
        .user("in infra PRs always paste the terraform plan output in the description, reviewers won't approve without it")
        .bash("gh pr edit 812 --body-file /tmp/plan.txt", "https://github.com/acme/infra/pull/812")
        .assistant("Added the plan to #812's description.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["plan output"] }],
  },
  {
    id: "b26-drain-decision",
    build: (s) =>
      s
        .user("node upgrades: do we surge or drain in place?")
        .bash("aws eks describe-nodegroup --cluster-name prod --nodegroup-name general --query nodegroup.updateConfig", '{"maxUnavailable": 1}')
        .assistant("Currently maxUnavailable 1, so in place one at a time. Surge would cost more but is faster.")
        .user("let's do it with maxUnavailablePercentage 33 for the general nodegroup from now on, one at a time is too slow")
        .file("Edit", "infra/prod/eks/nodegroups.tf")
        .stop(),
    planted: [{ kind: "decision", keys: ["maxunavailablepercentage"] }],
  },
  {
    id: "b26-empty-pasted-runbook",
    build: (s) =>
      s
        .user("what does this runbook line mean?\n```\n# NEVER restart zookeeper nodes in parallel\n# always check ruok first\n```")
        .assistant("Restarting ZooKeeper nodes together can lose quorum; `ruok` is the four-letter health command a node answers with `imok`.")
        .stop(),
    planted: [],
  },
  {
    id: "b26-prom-fact",
    build: (s) =>
      s
        .user("where's alertmanager config")
        .bash("kubectl -n monitoring get secret alertmanager-main -o jsonpath='{.metadata.labels}'", '{"managed-by":"prometheus-operator"}')
        .assistant(
          "alertmanager config is generated by the prometheus-operator from AlertmanagerConfig resources in each namespace, so edits to the secret are overwritten.",
        )
        .user("good to know, thanks")
        .stop(),
    planted: [{ kind: "fact", keys: ["alertmanagerconfig"] }],
  },
  {
    id: "b26-freeze",
    build: (s) =>
      s
        .user("can we ship the ingress timeout change today")
        .bash("cat .deploy-freeze", "freeze: 2026-11-24..2026-12-02 (black friday)")
        .assistant("There's a deploy freeze from Nov 24 to Dec 2.")
        .user("right. we decided only sev1 fixes go out during the freeze, with a second approver. the timeout change waits")
        .stop(),
    planted: [{ kind: "decision", keys: ["freeze", "sev1"] }],
  },
  {
    id: "b26-ecr-fact",
    build: (s) =>
      s
        .user("image pull errors on the new cluster")
        .bash(
          "kubectl describe pod web-5d9 | grep -i failed",
          'Failed to pull image "123456789012.dkr.ecr.eu-west-1.amazonaws.com/web:a91c3fe": no basic auth credentials',
        )
        .assistant("Maybe the node role lacks ECR read. Or maybe it's the registry region. Checking.")
        .bash("aws ecr describe-repositories --region eu-west-1 --repository-names web", "RepositoryNotFoundException", 254)
        .assistant("The web repo is not in eu-west-1. All our ECR repos live in us-east-1 in the shared account, and the chart hard-codes eu-west-1.")
        .user("yes ECR is only in us-east-1. fix the chart")
        .file("Edit", "charts/web/values.yaml")
        .assistant("Pointed it at us-east-1; pods are pulling.")
        .stop(),
    planted: [{ kind: "fact", keys: ["ecr", "us-east-1"] }],
  },
  {
    id: "b26-empty-cost",
    build: (s) =>
      s.user("rough monthly cost of a nat gateway?").assistant("About $32/month per gateway plus data processing at $0.045/GB in most regions.").stop(),
    planted: [],
  },
  {
    id: "b26-tasks-mixed",
    build: (s) =>
      s
        .user("ok wrapping up the on-call week. handover notes pls")
        .bash("gh issue list --label oncall --state open", "#901 flaky readiness probe on search\n#903 PagerDuty escalation policy for data team")
        .assistant("Handover: two open issues. #901 flaky readiness probe on search; #903 escalation policy for the data team.")
        .user("the readiness probe one is still open for next on-call, add that. #903 I fixed this morning, close it")
        .bash("gh issue close 903", "✓ Closed issue #903")
        .stop(),
    planted: [{ kind: "task", keys: ["readiness probe"] }],
  },
  {
    id: "b26-ownership-fact",
    build: (s) =>
      s
        .user("who approves changes to the shared vpc")
        .bash("cat CODEOWNERS | grep network", "/infra/prod/network/ @acme/netops")
        .assistant("infra/prod/network is owned by @acme/netops in CODEOWNERS, so a netops review is required.")
        .stop(),
    planted: [{ kind: "fact", keys: ["netops"] }],
  },
  {
    id: "b26-waf-task",
    build: (s) =>
      s
        .user("we got hit by a credential stuffing wave on /login. rate limited at the WAF for now")
        .bash("aws wafv2 list-web-acls --scope REGIONAL --query 'WebACLs[].Name'", '["edge-acl"]')
        .assistant("edge-acl now has the rate-based rule at 100 req/5min per IP on /login.")
        .user("that limit is temporary, we still need to add bot control to edge-acl properly. followup for the postmortem")
        .stop(),
    planted: [{ kind: "task", keys: ["bot control"] }],
  },
  {
    id: "b26-redis-eviction",
    build: (s) =>
      s
        .user("sessions getting logged out randomly. redis?")
        .bash(
          "aws elasticache describe-cache-parameters --cache-parameter-group-name sessions-pg --query \"Parameters[?ParameterName=='maxmemory-policy'].ParameterValue\"",
          '["allkeys-lru"]',
        )
        .assistant("Likely: the sessions cluster evicts with allkeys-lru when it's full, and memory is at 97%. That would drop live sessions.")
        .bash(
          "aws cloudwatch get-metric-statistics --metric-name Evictions --namespace AWS/ElastiCache --statistics Sum --period 3600",
          '{"Datapoints": [{"Sum": 18211.0}]}',
        )
        .assistant("Confirmed: 18k evictions in the last hour on the sessions cluster.")
        .user("ok we're moving sessions to a cache.r7g.large node, decided, and switching to volatile-lru so only keys with a ttl get evicted")
        .file("Edit", "infra/prod/elasticache.tf")
        .assistant("Both changes are in the plan; here it is before apply.")
        .user("also: the sessions redis is shared with the rate limiter, remember that when you touch it")
        .stop(),
    planted: [
      { kind: "decision", keys: ["r7g.large"] },
      { kind: "decision", keys: ["volatile-lru"] },
      { kind: "fact", keys: ["rate limiter"] },
    ],
  },
  {
    id: "b26-copilot-commit-style",
    build: (s) =>
      s
        .user("commit the alert rules")
        .bash("git commit -am 'alerts'", "[main 4c1d2e0] alerts\n 2 files changed")
        .assistant("Committed as 'alerts'.")
        .user(
          "too terse. in this repo commit messages start with the component in brackets, like `[monitoring] raise DiskPressure for to 15m`. amend it and keep to that",
        )
        .bash("git commit --amend -m '[monitoring] tune node alert thresholds'", "[main 7e2a9b1] [monitoring] tune node alert thresholds")
        .assistant("Amended; I'll prefix commits with the component in brackets from now on.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["component", "brackets"] }],
  },
  {
    id: "b26-kubecontext",
    build: (s) =>
      s
        .user("delete the stuck job in ops")
        .bash("kubectl config current-context", "arn:aws:eks:us-east-1:123456789012:cluster/prod")
        .assistant("Heads up, the current context is prod. Is the stuck job in prod or staging?")
        .user("staging. and please: check the kube context before any kubectl delete, every time. I've been burned by this")
        .bash("kubectl --context staging -n ops delete job backup-29377420", 'job.batch "backup-29377420" deleted')
        .assistant("Deleted in staging. I'll check the context before any delete.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["context", "delete"] }],
  },
  {
    id: "b26-argocd-decision",
    build: (s) =>
      s
        .user("should prod sync automatically in argocd?")
        .bash("argocd app get payments-prod -o json | jq .spec.syncPolicy", '{"automated": null}')
        .assistant("Prod has manual sync today; staging is automated with prune and selfHeal.")
        .user("we talked about it in the platform sync: prod stays manual sync, staging stays automated. that's settled")
        .stop(),
    planted: [{ kind: "decision", keys: ["manual sync"] }],
  },
  {
    id: "b26-lambda-timeout",
    build: (s) =>
      s
        .user("thumbnailer lambda errors spiked")
        .bash(
          "aws logs filter-log-events --log-group-name /aws/lambda/thumbnailer --filter-pattern 'Task timed out' --limit 3",
          "Task timed out after 30.03 seconds\nTask timed out after 30.02 seconds",
        )
        .assistant("Timeouts at 30s. Could be big uploads, could be the S3 VPC endpoint. Let me look at input sizes.")
        .bash("aws s3 ls s3://acme-uploads/incoming/ --recursive | sort -k3 -n | tail -2", "2026-11-26 13:02  412331201 incoming/raw-4k.mov")
        .assistant("It's the large videos: 400MB inputs can't be thumbnailed in 30s. The VPC endpoint theory is ruled out, traffic goes through it fine.")
        .user("ok, the thumbnailer timeout goes to 120s, decided. and a followup: move video thumbnails to a fargate task, not this sprint")
        .file("Edit", "infra/prod/lambda/thumbnailer.tf")
        .stop(),
    planted: [
      { kind: "decision", keys: ["120s"] },
      { kind: "task", keys: ["fargate"] },
    ],
  },
  {
    id: "b26-empty-calc",
    build: (s) =>
      s
        .user("how many pods fit on an m6i.large with the default max-pods?")
        .assistant("With the VPC CNI and no prefix delegation, an m6i.large allows 29 pods.")
        .stop(),
    planted: [],
  },
  {
    id: "b26-gpu-fact",
    build: (s) =>
      s
        .user("ml team says their pods won't schedule")
        .bash(
          "kubectl describe pod train-0 -n ml | tail -3",
          "Warning  FailedScheduling  0/12 nodes are available: 12 node(s) had untolerated taint {nvidia.com/gpu: true}",
        )
        .assistant("The gpu nodes carry the taint nvidia.com/gpu and the train pod has no toleration.")
        .user("yes the gpu nodes are tainted on purpose so nothing else lands on them. add the toleration to their chart")
        .file("Edit", "charts/ml-train/values.yaml")
        .assistant("Toleration added; train-0 is scheduled.")
        .user("the ml team should get a chart template with the toleration baked in, note that as a followup for their onboarding")
        .stop(),
    planted: [
      { kind: "fact", keys: ["gpu", "taint"] },
      { kind: "task", keys: ["template", "toleration"] },
    ],
  },
  {
    id: "b26-postmortem-format",
    build: (s) =>
      s
        .user("draft the postmortem for the checkout SEV2")
        .file("Write", "docs/postmortems/2026-11-20-checkout.md")
        .assistant("Draft written: summary, timeline, root cause (DB pool exhaustion), action items.")
        .user("good. our postmortems are blameless, no names in the timeline, use roles like IC or on-call. do that in every one you write")
        .file("Edit", "docs/postmortems/2026-11-20-checkout.md")
        .assistant("Replaced names with roles in the timeline.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["blameless"] }],
  },
  {
    id: "b26-ingress-timeouts",
    build: (s) =>
      s
        .user("uploads over ~60s fail with 504 through the ALB")
        .bash(
          "kubectl -n edge get ingress uploads -o jsonpath='{.metadata.annotations}'",
          '{"alb.ingress.kubernetes.io/load-balancer-attributes":"idle_timeout.timeout_seconds=60"}',
        )
        .assistant("The ALB idle timeout is 60s on the uploads ingress. I was going to blame the app's gunicorn timeout too, but that's 300s, so it's the ALB.")
        .user("ok we're going with idle timeout 300 on the uploads ingress only, not the shared one")
        .file("Edit", "charts/uploads/templates/ingress.yaml")
        .assistant("Set idle_timeout.timeout_seconds=300 on uploads.")
        .user("fyi the shared ingress group `edge` is used by 14 services, so changes to it go through the netops review")
        .stop(),
    planted: [
      { kind: "decision", keys: ["idle timeout", "300"] },
      { kind: "fact", keys: ["ingress group"] },
    ],
  },
  {
    id: "b26-copilot-dry-run",
    build: (s) =>
      s
        .user("apply the new networkpolicy to prod")
        .bash("kubectl apply -f k8s/netpol/deny-all.yaml --dry-run=server", "networkpolicy.networking.k8s.io/deny-all created (server dry run)")
        .assistant("Server dry-run passes. Apply for real?")
        .user("yes. and keep doing the server-side dry-run before every kubectl apply to prod, I like seeing it")
        .bash("kubectl apply -f k8s/netpol/deny-all.yaml", "networkpolicy.networking.k8s.io/deny-all created")
        .assistant("Applied. I'll keep running --dry-run=server first on prod.")
        .user("we still have to write allow rules for the metrics scraper in the other namespaces, do that next week")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["dry-run"] },
      { kind: "task", keys: ["allow rules"] },
    ],
  },
  {
    id: "b26-mesh-rejected-then-taken",
    build: (s) =>
      s
        .user("do we want istio for mTLS between services?")
        .bash("kubectl get pods -n kube-system | grep -i cilium | head -2", "cilium-4xk2p   1/1   Running\ncilium-9qz7d   1/1   Running")
        .assistant("We already run Cilium as the CNI. Options: Istio sidecars, or Cilium's mutual auth, which needs no sidecars.")
        .user("istio is way too heavy for us. we'll use cilium mutual auth for mTLS. final")
        .assistant("OK, Cilium mutual auth for mTLS.")
        .user("and Tomás owns the cilium upgrade path, ask him before bumping it")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cilium", "mtls"] },
      { kind: "fact", keys: ["tomás"] },
    ],
  },
  {
    id: "b26-empty-grok-chat",
    build: (s) =>
      s
        .user("do you think we should try Pulumi someday? just musing")
        .assistant("It could fit if the team prefers TypeScript over HCL, but migrating state is real work. Worth a spike at most.")
        .user("yeah, someday maybe")
        .stop(),
    planted: [],
  },
  {
    id: "b26-pager-escalation",
    build: (s) =>
      s
        .user("page didn't escalate last night, nobody acked for 40 min")
        .bash("pd schedule list --query 'platform'", "platform-primary   Europe/Berlin\nplatform-secondary (empty)")
        .assistant("The platform-secondary schedule is empty, so escalation had nobody to go to. That's the cause, not a PagerDuty outage.")
        .user("ugh. decided: secondary is the previous week's primary, fill it that way. and when you summarize an incident always include the ack time")
        .bash("pd schedule override --schedule platform-secondary --user mei --start now --end +7d", "override created")
        .assistant("Secondary filled with last week's primary (Mei) for this week.")
        .user("someone has to automate that rotation in the pd terraform provider, leave it open")
        .stop(),
    planted: [
      { kind: "decision", keys: ["secondary", "previous week"] },
      { kind: "instruction", keys: ["ack time"] },
      { kind: "task", keys: ["automate", "rotation"] },
    ],
  },
  {
    id: "b26-kms-fact",
    build: (s) =>
      s
        .user("can't read the backups bucket from the restore job")
        .bash(
          "aws s3 cp s3://acme-backups/pg/latest.dump /tmp/ 2>&1 | tail -1",
          "An error occurred (AccessDenied) when calling the GetObject operation: KMS key access denied",
          1,
        )
        .assistant("It's KMS: the backups bucket is encrypted with the customer key alias/backups, and the restore role isn't in its key policy.")
        .user("right, alias/backups is the key for all backup buckets. add the restore role to the key policy")
        .file("Edit", "infra/prod/kms/backups.tf")
        .assistant("Added; the copy works now.")
        .user("and don't ever grant kms:* in key policies, list the actions")
        .stop(),
    planted: [
      { kind: "fact", keys: ["alias/backups"] },
      { kind: "instruction", keys: ["kms:*"] },
    ],
  },
];

export const BLIND26 = plantedSet(BLIND26_SESSIONS, Date.UTC(2026, 10, 2, 9));
