/**
 * Blind planted set 158 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a Kubernetes platform team lead relaying what was agreed in meetings ("we agreed in standup
 * that…", "retro outcome: …") and handing tasks to named people; kubectl/helm/terraform tool calls.
 * Each session is one segment; the items planted in it are listed with it: 73 items (17 decisions, 18 instructions, 19 facts, 19 tasks) in 58 sessions, 17 of which plant nothing (84 user/assistant messages between them). Every other message
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

export const BLIND158_SESSIONS: BlindSession[] = [
  {
    id: "b158-gateway-api-standup",
    build: (s) =>
      s
        .user(
          "morning. before you touch anything in the ingress chart: we agreed in standup that we're moving off ingress-nginx onto the Gateway API, with envoy-gateway as the implementation. Priya is taking the migration of the internal routes, she'll pick it up next sprint so leave those alone.",
        )
        .bash("kubectl get ingress -A --no-headers | wc -l", "142")
        .assistant("There are 142 Ingress objects across all namespaces. Do you want me to group them by namespace so Priya has a starting list?")
        .user("yeah, just dump the list to a file, nothing more")
        .bash(
          "kubectl get ingress -A -o custom-columns=NS:.metadata.namespace,NAME:.metadata.name > /tmp/ingresses.txt && wc -l /tmp/ingresses.txt",
          "143 /tmp/ingresses.txt",
        )
        .stop("Wrote the namespace/name list of all 142 ingresses to /tmp/ingresses.txt (plus header)."),
    planted: [
      { kind: "decision", keys: ["envoy-gateway"] },
      { kind: "task", keys: ["priya", "internal routes"] },
    ],
  },
  {
    id: "b158-values-files-rule",
    build: (s) =>
      s
        .user("the deploy job for billing-api failed again, can you look at .gitlab-ci.yml")
        .file("Read", ".gitlab-ci.yml")
        .assistant(
          "The deploy step passes `--set image.tag=$CI_COMMIT_SHA --set replicas=3 --set resources.limits.memory=1Gi` inline, and the replicas override conflicts with the HPA. Removing `--set replicas=3` should fix the rollout loop.",
        )
        .user(
          "right. and this is exactly why the platform sync decided what it decided: from now on no --set flags in pipelines except image.tag, everything else goes in values-<env>.yaml in the chart repo. please move the memory limit there too",
        )
        .file("Edit", ".gitlab-ci.yml")
        .file("Edit", "charts/billing-api/values-prod.yaml")
        .bash("helm template charts/billing-api -f charts/billing-api/values-prod.yaml | grep -A2 limits", "          limits:\n            memory: 1Gi")
        .stop("Moved the memory limit into values-prod.yaml and dropped the inline overrides; only image.tag is still set in the pipeline."),
    planted: [{ kind: "instruction", keys: ["--set", "image.tag"] }],
  },
  {
    id: "b158-prod-versions",
    build: (s) =>
      s
        .user("what version is prod-eu-1 on? i keep forgetting")
        .bash("kubectl --context prod-eu-1 version -o json | jq -r .serverVersion.gitVersion", "v1.29.8-eks-a737599")
        .assistant("prod-eu-1 reports v1.29.8 (EKS).")
        .user(
          "ok so for the record: prod-eu-1 stays on 1.29 until the karpenter upgrade is done, that's a hard dependency, Marco confirmed it in the infra review. staging-eu-1 is already 1.30. Marco owns the upgrade ticket, target is end of month.",
        )
        .assistant("Noted. Anything to change now, or was that just for context?")
        .user("just context, thanks")
        .stop(),
    planted: [
      { kind: "fact", keys: ["prod-eu-1", "karpenter"] },
      { kind: "fact", keys: ["staging-eu-1", "1.30"] },
      { kind: "task", keys: ["marco", "upgrade"] },
    ],
  },
  {
    id: "b158-empty-pod-pending",
    build: (s) =>
      s
        .user("why is the reports-worker pod stuck in Pending?")
        .bash(
          "kubectl -n reports describe pod reports-worker-7c9d8-xk2lp | tail -5",
          "Events:\n  Type     Reason            Age   From               Message\n  Warning  FailedScheduling  3m    default-scheduler  0/12 nodes are available: 12 Insufficient memory. preemption: 0/12 nodes are available: 12 No preemption victims found for incoming pod.",
        )
        .assistant(
          "The scheduler can't fit it: it requests 6Gi and no node has that much free. Could be the requests were bumped recently, or the node group is just full right now.",
        )
        .user("hm, maybe the autoscaler is lagging? no idea")
        .assistant("Possibly. The cluster-autoscaler logs would show whether it tried to scale the group. Want me to check them?")
        .user("nah leave it, I'll ask in the channel later")
        .stop(),
    planted: [],
  },
  {
    id: "b158-terraform-state",
    build: (s) =>
      s
        .user("terraform plan on the network module is complaining about a lock, can you see who has it")
        .bash(
          "cd infra/network && terraform plan -lock-timeout=10s",
          "Error: Error acquiring the state lock\n\nLock Info:\n  ID:        3f1a2c9e-7d41-4b7a-9e0c-1c6f0b8a2d55\n  Path:      acme-tfstate-prod/network/terraform.tfstate\n  Operation: OperationTypeApply\n  Who:       jenkins@ci-runner-04\n  Created:   2026-11-12 06:02:11 UTC",
          1,
        )
        .assistant("The lock is held by an apply from jenkins@ci-runner-04 started at 06:02 UTC. It may be a crashed CI run that never released it.")
        .user(
          "yeah that's the nightly. don't force-unlock, ever, that's the rule we set after the march incident - you ping #platform-oncall and wait. also fyi the state for everything lives in the acme-tfstate-prod bucket, with the DynamoDB table tf-locks for locking",
        )
        .assistant("Understood, I won't force-unlock. I'll leave it for on-call.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["force-unlock"] },
      { kind: "fact", keys: ["acme-tfstate-prod"] },
    ],
  },
  {
    id: "b158-retro-alerts",
    build: (s) =>
      s
        .user(
          "retro outcomes, so you have them while we fix the alert rules:\n- we're dropping the CPU throttling alert entirely, it paged 30 times last month and nobody acted once\n- Sanjay will rewrite the disk pressure alert to use predict_linear, that's his action item\n- and alert rule changes need a runbook link in the annotation or they don't merge, that's the new rule\nanyway, start by deleting the throttling rule from prometheus-rules.yaml",
        )
        .file("Read", "monitoring/prometheus-rules.yaml")
        .file("Edit", "monitoring/prometheus-rules.yaml")
        .bash("promtool check rules monitoring/prometheus-rules.yaml", "Checking monitoring/prometheus-rules.yaml\n  SUCCESS: 41 rules found")
        .stop("Removed CPUThrottlingHigh; promtool reports 41 valid rules."),
    planted: [
      { kind: "decision", keys: ["throttling"] },
      { kind: "task", keys: ["sanjay", "predict_linear"] },
      { kind: "instruction", keys: ["runbook"] },
    ],
  },
  {
    id: "b158-empty-chitchat-logs",
    build: (s) =>
      s
        .user("can you tail the cert-manager logs for a sec")
        .bash(
          "kubectl -n cert-manager logs deploy/cert-manager --tail=4",
          'I1112 09:14:02 controller.go:162] "re-queuing item due to optimistic locking on resource" key="payments/api-tls"\nI1112 09:14:03 sync.go:74] "certificate must be re-issued" reason="Renewing" message="Renewing certificate as renewal was scheduled at 2026-11-12"\nI1112 09:14:05 acme.go:201] "always using the staging directory is disabled"\nI1112 09:14:09 conditions.go:203] "Certificate ready" name="api-tls"',
        )
        .assistant("cert-manager just renewed payments/api-tls and it's Ready now. Nothing erroring.")
        .user("cool. ugh this week is long. is it friday yet")
        .assistant("Thursday, unfortunately. Anything else on cert-manager?")
        .user("no that's all, thx")
        .stop(),
    planted: [],
  },
  {
    id: "b158-namespace-owners",
    build: (s) =>
      s
        .user("who owns the ledger namespace? the pod there keeps OOMing and I want to tag someone")
        .bash("kubectl get ns ledger -o jsonpath='{.metadata.labels}'", '{"kubernetes.io/metadata.name":"ledger","team":"payments-core"}')
        .assistant("The namespace is labelled team=payments-core.")
        .user(
          "right, ledger belongs to payments-core, that's Lena's team. good to know the label is actually there. ok so going forward, every new namespace has to get a team label, otherwise the cost report can't attribute it. add that to the namespace template",
        )
        .file("Edit", "platform/templates/namespace.yaml")
        .bash("kubeconform -strict platform/templates/namespace.yaml", "")
        .stop("Added a required team label to the namespace template; kubeconform passes."),
    planted: [
      { kind: "fact", keys: ["ledger", "payments-core"] },
      { kind: "instruction", keys: ["team label"] },
    ],
  },
  {
    id: "b158-argo-sync-window",
    build: (s) =>
      s
        .user(
          "quick context from the change advisory thing this morning. Argo CD auto-sync is staying off for prod, we decided to do manual syncs with a sync window 10:00-16:00 CET weekdays. staging keeps auto-sync. can you update the AppProject",
        )
        .file("Read", "argocd/projects/prod.yaml")
        .assistant(
          "I can add a syncWindows entry with kind: allow, schedule '0 10 * * 1-5', duration 6h, timeZone Europe/Berlin. Should manual syncs outside the window be allowed too (manualSync: true)?",
        )
        .user("no, manualSync false. outside the window nothing goes out unless it's an incident")
        .file("Edit", "argocd/projects/prod.yaml")
        .bash(
          "argocd proj windows list prod",
          "ID  STATUS  KIND   SCHEDULE       DURATION  APPLICATIONS  NAMESPACES  CLUSTERS  MANUALSYNC  TIMEZONE\n0   Active  allow  0 10 * * 1-5   6h        *             *           *         Disabled    Europe/Berlin",
        )
        .stop("The prod project now has an allow window Mon–Fri 10:00–16:00 Europe/Berlin with manual sync disabled outside it."),
    planted: [{ kind: "decision", keys: ["sync window"] }],
  },
  {
    id: "b158-hpa-minreplicas",
    build: (s) =>
      s
        .user("checkout-api scaled down to 1 replica last night and the first request after took 9 seconds. look at the hpa")
        .bash("kubectl -n checkout get hpa checkout-api -o yaml | grep -E 'minReplicas|maxReplicas'", "  maxReplicas: 20\n  minReplicas: 1")
        .assistant("minReplicas is 1. The 9 s first request fits: the JVM warm-up on a fresh pod. Raising minReplicas to 3 would keep warm pods around.")
        .user(
          "yes go with 3. and generally — anything customer facing gets minReplicas of at least 3, we agreed that at the SLO review. write it in the chart defaults",
        )
        .file("Edit", "charts/checkout-api/values.yaml")
        .file("Edit", "charts/_base/values.yaml")
        .bash("helm lint charts/checkout-api", "==> Linting charts/checkout-api\n1 chart(s) linted, 0 chart(s) failed")
        .assistant("Set checkout-api's minReplicas to 3 and the base chart default to 3.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["customer facing", "minreplicas"] }],
  },
  {
    id: "b158-empty-quota-question",
    build: (s) =>
      s
        .user("what's a resourcequota vs a limitrange again? I always mix them up")
        .assistant(
          "A ResourceQuota caps the total resources a namespace may consume (sum of requests/limits, object counts). A LimitRange sets per-pod or per-container defaults and min/max values inside a namespace.",
        )
        .user("ok and if a pod has no requests and there's a quota, what happens")
        .assistant(
          "If the quota covers requests.cpu or requests.memory, a pod without requests is rejected at admission unless a LimitRange fills in defaults.",
        )
        .user("got it. maybe we should add limitranges everywhere? dunno, something to think about")
        .stop("Happy to draft one when you want it."),
    planted: [],
  },
  {
    id: "b158-node-pool-gpu",
    build: (s) =>
      s
        .user("can you check which node pools exist on ml-prod")
        .bash(
          "gcloud container node-pools list --cluster ml-prod --region europe-west4",
          "NAME          MACHINE_TYPE    DISK_SIZE_GB  NODE_VERSION\ndefault-pool  e2-standard-8   100           1.29.6-gke.1038000\ngpu-a100      a2-highgpu-1g   200           1.29.6-gke.1038000\ngpu-l4        g2-standard-8   200           1.29.6-gke.1038000",
        )
        .assistant("Three pools: default-pool (e2-standard-8), gpu-a100 and gpu-l4.")
        .user(
          "yep. gpu-a100 is reserved for the training team, the nodes have a taint dedicated=training:NoSchedule and nothing else should land there. and heads up, we decided in the capacity meeting to drop gpu-a100 to zero overnight via a scheduled scaler, Tom is building that this week, don't start on it yourself",
        )
        .assistant("Got it, I'll leave the pools as they are.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["gpu-a100", "dedicated=training"] },
      { kind: "task", keys: ["tom", "scaler"] },
    ],
  },
  {
    id: "b158-image-registry",
    build: (s) =>
      s
        .user("the new service manifest pulls from docker hub, fix that")
        .file("Read", "apps/notifier/deployment.yaml")
        .assistant("It uses `image: bitnami/redis:7.2`. Should it come from our Harbor mirror instead, harbor.internal.acme.io/dockerhub/bitnami/redis:7.2?")
        .user(
          "yes. we only pull through harbor, docker hub rate limits killed us twice. and pin by digest not tag for anything in prod, please always do that from now on",
        )
        .bash("crane digest harbor.internal.acme.io/dockerhub/bitnami/redis:7.2", "sha256:8a1f6b9d2c3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a")
        .file("Edit", "apps/notifier/deployment.yaml")
        .stop("The notifier now pulls redis from the Harbor mirror, pinned by digest."),
    planted: [
      { kind: "instruction", keys: ["harbor"] },
      { kind: "instruction", keys: ["digest"] },
    ],
  },
  {
    id: "b158-loki-retention",
    build: (s) =>
      s
        .user("loki's PVC is at 91%. what's the retention set to")
        .bash(
          "kubectl -n observability get cm loki-config -o yaml | grep -A3 limits_config",
          "    limits_config:\n      retention_period: 744h\n      max_query_lookback: 744h\n      ingestion_rate_mb: 16",
        )
        .assistant("Retention is 744h (31 days). Options: cut retention, grow the PVC, or move chunks to object storage.")
        .user(
          "we talked about this in the obs guild. the plan was grow the pvc. actually no, scratch that, Ana pointed out that just delays it — final answer is moving chunks to the GCS bucket, retention stays 31 days. Ana already flipped the config this morning, so nothing for you here",
        )
        .assistant("Okay. So nothing changes in the PVC for now; chunks go to GCS and retention stays at 744h.")
        .user("right")
        .stop(),
    planted: [{ kind: "decision", keys: ["gcs"] }],
  },
  {
    id: "b158-empty-status-report",
    build: (s) =>
      s
        .user("rerun the kyverno policy tests please")
        .bash(
          "kyverno test policies/",
          "Loading test  ( policies/kyverno-test.yaml ) ...\n  Loading values/variables ...\n  Loading resources ...\n  Applying 9 policies to 22 resources ...\n  Checking results ...\n\n│ 1  │ require-labels     │ require-team │ good-deploy │ Pass │\n│ 2  │ disallow-latest    │ validate-tag │ latest-tag  │ Pass │\n\nTest Summary: 22 tests passed and 0 tests failed",
        )
        .assistant("All 22 kyverno tests pass.")
        .user("nice. did the disallow-latest one actually catch the latest tag fixture?")
        .assistant("Yes, the latest-tag fixture is expected to fail validation and the test records that as a pass.")
        .user("perfect")
        .stop(),
    planted: [],
  },
  {
    id: "b158-dns-ttl",
    build: (s) =>
      s
        .user("external-dns keeps overwriting our manual record for status.acme.io, why")
        .bash(
          "kubectl -n external-dns logs deploy/external-dns --tail=3",
          'time="2026-11-12T10:01:11Z" level=info msg="Desired change: UPSERT status.acme.io A [Id: /hostedzone/Z03819]"\ntime="2026-11-12T10:01:11Z" level=info msg="Desired change: UPSERT status.acme.io TXT"\ntime="2026-11-12T10:01:12Z" level=info msg="2 record(s) in zone acme.io. were successfully updated"',
        )
        .assistant("external-dns owns status.acme.io because an Ingress in the statuspage namespace has that host. It will keep reconciling it.")
        .user(
          "ahh ok. so the real cause is that leftover ingress. Confirmed — statuspage was moved to the vendor in June and nobody deleted the ingress. delete it",
        )
        .bash("kubectl -n statuspage delete ingress statuspage", 'ingress.networking.k8s.io "statuspage" deleted')
        .user("and put on the list: we still have to clean up the whole statuspage namespace, there's a pvc and secrets in there. not today though")
        .stop("Deleted the leftover ingress; external-dns should stop touching status.acme.io."),
    planted: [
      { kind: "fact", keys: ["statuspage", "vendor"] },
      { kind: "task", keys: ["statuspage", "namespace"] },
    ],
  },
  {
    id: "b158-backup-velero",
    build: (s) =>
      s
        .user("did last night's velero backup succeed")
        .bash(
          "velero backup get --selector velero.io/schedule-name=nightly | head -3",
          "NAME                     STATUS      ERRORS   WARNINGS   CREATED                         EXPIRES\nnightly-20261112020012   Completed   0        2          2026-11-12 02:00:12 +0000 UTC   29d\nnightly-20261111020009   Completed   0        2          2026-11-11 02:00:09 +0000 UTC   28d",
        )
        .assistant("Yes, nightly-20261112020012 completed with 0 errors and 2 warnings, same as the night before.")
        .user(
          "the 2 warnings are the known ones from the kafka PVCs — velero can't snapshot them because they're on local-path storage, so kafka is NOT covered by velero at all, it relies on MirrorMaker to the DR cluster. that's a thing people keep getting wrong",
        )
        .assistant("Thanks, that explains the warnings.")
        .stop(),
    planted: [{ kind: "fact", keys: ["kafka", "mirrormaker"] }],
  },
  {
    id: "b158-empty-hypothesis",
    build: (s) =>
      s
        .user("latency on the search service spiked at 14:20. thoughts?")
        .bash(
          "kubectl -n search top pods | sort -k3 -h | tail -3",
          "search-api-5d7f9-2kq8w   812m   1480Mi\nsearch-api-5d7f9-9xj2p   790m   1502Mi\nsearch-api-5d7f9-tt7mn   1950m  1511Mi",
        )
        .assistant(
          "One pod is at 1950m CPU while the others sit around 800m. Could be a hot shard, or a GC storm on that pod. I'd want the GC logs before saying which.",
        )
        .user("my guess is it's the new node it landed on, those c6i nodes seemed slow last week. not sure though")
        .assistant("That's possible too. Comparing the same pod's latency after a reschedule would tell us.")
        .user("let's not go down that hole today")
        .stop(),
    planted: [],
  },
  {
    id: "b158-secrets-eso",
    build: (s) =>
      s
        .user(
          "ok so we had the security sync. outcome: sealed-secrets is out, we're standardising on External Secrets Operator backed by AWS Secrets Manager. Jonas will migrate the remaining sealed secrets, there are about 40 left, by the 30th. you can start with the one for the notifier so we have an example",
        )
        .bash("kubectl -n notifier get sealedsecret", "NAME              AGE\nnotifier-smtp     212d")
        .file("Write", "apps/notifier/externalsecret.yaml")
        .bash(
          "kubectl apply --dry-run=server -f apps/notifier/externalsecret.yaml",
          "externalsecret.external-secrets.io/notifier-smtp created (server dry run)",
        )
        .assistant("Wrote an ExternalSecret for notifier-smtp pointing at the ClusterSecretStore aws-secrets-manager; server dry run passes.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["external secrets"] },
      { kind: "task", keys: ["jonas", "sealed secrets"] },
    ],
  },
  {
    id: "b158-pdb-rule",
    build: (s) =>
      s
        .user("node drain on the upgrade got stuck on the auth pods")
        .bash(
          "kubectl get pdb -n auth",
          "NAME       MIN AVAILABLE   MAX UNAVAILABLE   ALLOWED DISRUPTIONS   AGE\nauth-api   2               N/A               0                     1y",
        )
        .assistant("auth-api has a PDB with minAvailable 2 but only 2 replicas, so it allows 0 disruptions and blocks the drain.")
        .user(
          "classic. rule, please remember it: PDBs use maxUnavailable: 1, never minAvailable. minAvailable with low replica counts blocks drains every time. fix this one",
        )
        .file("Edit", "charts/auth-api/templates/pdb.yaml")
        .bash("helm upgrade auth-api charts/auth-api -n auth --reuse-values", 'Release "auth-api" has been upgraded. Happy Helming!\nREVISION: 58')
        .stop("auth-api's PDB now uses maxUnavailable: 1; the drain should proceed."),
    planted: [{ kind: "instruction", keys: ["maxunavailable"] }],
  },
  {
    id: "b158-cost-report",
    build: (s) =>
      s
        .user("pull the kubecost numbers for last month per team")
        .bash(
          "kubectl cost namespace --window lastmonth --show-all-resources | head -6",
          "+-------------+---------+--------+--------+\n| NAMESPACE   | CPU     | MEMORY | TOTAL  |\n| search      | 4120.11 | 2201.3 | 6321.4 |\n| ml-training | 3980.55 | 1502.2 | 5482.8 |\n| checkout    | 1880.20 | 990.4  | 2870.6 |\n| ledger      | 701.33  | 602.1  | 1303.4 |",
        )
        .assistant("Search is the most expensive namespace at about $6.3k, then ml-training at $5.5k.")
        .user(
          "search is high because of the elasticsearch data nodes on on-demand, known. we agreed last week those move to spot — no wait, Lena vetoed that, ES on spot lost a shard in the test. They stay on-demand but we buy a 1-year savings plan for them. that's the decision. Also remind me to send this table to finance on monday",
        )
        .assistant("Okay — ES data nodes stay on-demand, covered by a 1-year savings plan. I'll note the Monday reminder.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["savings plan"] },
      { kind: "task", keys: ["finance"] },
    ],
  },
  {
    id: "b158-empty-typo",
    build: (s) =>
      s
        .user("there's a typo in the README of the platform repo, 'kubernets'. fix pls")
        .bash("grep -n kubernets README.md", "14:Our kubernets clusters are managed with terraform and Argo CD.")
        .file("Edit", "README.md")
        .assistant("Fixed 'kubernets' to 'Kubernetes' on line 14.")
        .user("ty. also is there a 'clusers' somewhere? I swear I saw one")
        .bash("grep -rn clusers docs/ README.md", "", 1)
        .assistant("No 'clusers' anywhere in README.md or docs/.")
        .user("must have been slack then lol")
        .stop(),
    planted: [],
  },
  {
    id: "b158-mesh-mtls",
    build: (s) =>
      s
        .user(
          "context for today's work: architecture board went with Linkerd over Istio for the mesh, mostly because of the resource overhead. mTLS will be strict in every namespace except kube-system and the ingress one. I'd like you to draft the namespace annotation patch",
        )
        .bash("kubectl get ns -o name | wc -l", "38")
        .file("Write", "mesh/namespace-injection.yaml")
        .assistant("Drafted injection annotations for 36 of the 38 namespaces, skipping kube-system and envoy-gateway-system.")
        .user("looks right. Lisa will roll it out namespace by namespace starting with the low-risk ones, that's her job next week, don't apply it")
        .stop("Draft left in mesh/namespace-injection.yaml, not applied."),
    planted: [
      { kind: "decision", keys: ["linkerd"] },
      { kind: "decision", keys: ["mtls", "strict"] },
      { kind: "task", keys: ["lisa"] },
    ],
  },
  {
    id: "b158-kubectl-context",
    build: (s) =>
      s
        .user("run the get pods for the payments namespace")
        .bash(
          "kubectl get pods -n payments",
          "NAME                           READY   STATUS    RESTARTS   AGE\npayments-api-6b8c5d7f9-4xhtz   1/1     Running   0          2d",
        )
        .assistant("One pod, payments-api, running for 2 days.")
        .user(
          "wait, which context was that? ugh. please, every kubectl command you run passes --context explicitly, don't rely on current-context. someone dropped a table in prod that way last year",
        )
        .bash("kubectl config current-context", "staging-eu-1")
        .assistant("That was staging-eu-1. From here on I'll pass --context on every command.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["--context"] }],
  },
  {
    id: "b158-etcd-limit",
    build: (s) =>
      s
        .user("applying the big configmap for the feature flags fails")
        .bash(
          "kubectl --context prod-eu-1 apply -f flags/configmap.yaml",
          'The ConfigMap "feature-flags" is invalid: []: Too long: must have at most 1048576 bytes',
          1,
        )
        .assistant("The ConfigMap exceeds the 1 MiB object limit. We could split it in two or gzip the payload.")
        .user(
          "this is the third time. ok, I checked with Marco: the 1 MiB limit is etcd's, we can't raise it on EKS. so split it. and create a ticket note for Kenji: the flags service needs to read from S3 instead of a configmap, that's his backlog item",
        )
        .file("Write", "flags/configmap-a.yaml")
        .file("Write", "flags/configmap-b.yaml")
        .bash(
          "kubectl --context prod-eu-1 apply -f flags/configmap-a.yaml -f flags/configmap-b.yaml",
          "configmap/feature-flags-a created\nconfigmap/feature-flags-b created",
        )
        .stop("Split the flags into feature-flags-a and feature-flags-b; both applied."),
    planted: [
      { kind: "fact", keys: ["1 mib", "etcd"] },
      { kind: "task", keys: ["kenji", "s3"] },
    ],
  },
  {
    id: "b158-empty-proposal",
    build: (s) =>
      s
        .user("how would we do preview environments per merge request?")
        .assistant(
          "A common setup: an Argo CD ApplicationSet with the pull-request generator creates one Application per open MR, in a namespace like pr-<number>, torn down when the MR closes. DNS via a wildcard record.",
        )
        .user("and cost-wise? with 30 open MRs")
        .assistant(
          "With small requests (say 250m / 512Mi per service) it would be a few extra nodes. Scale-to-zero with KEDA's HTTP add-on would cut idle cost.",
        )
        .user("interesting. I'll bring it up at some point, not sure the team wants it")
        .stop(),
    planted: [],
  },
  {
    id: "b158-runner-facts",
    build: (s) =>
      s
        .user("why are CI jobs queued for 10 minutes?")
        .bash("kubectl --context tools-eu-1 -n gitlab-runner get pods | grep -c Running", "20")
        .assistant("20 runner job pods are running. Is there a concurrency cap?")
        .user(
          "yes, the runner's concurrent is capped at 20, on purpose, because the tools cluster only has 6 nodes. So the queue is expected at release time. long term, Priya wants the runners on their own node group, that's on her list for Q1",
        )
        .bash("helm --kube-context tools-eu-1 -n gitlab-runner get values gitlab-runner | grep concurrent", "concurrent: 20")
        .stop("Confirmed: concurrent: 20 in the runner values."),
    planted: [
      { kind: "fact", keys: ["concurrent", "20"] },
      { kind: "task", keys: ["priya", "node group"] },
    ],
  },
  {
    id: "b158-empty-quoted-config",
    build: (s) =>
      s
        .user("what does our kube-prometheus-stack values say about alertmanager routing?")
        .bash(
          "yq '.alertmanager.config.route' monitoring/kps-values.yaml",
          "group_by: ['alertname', 'namespace']\ngroup_wait: 30s\nreceiver: slack-platform\nroutes:\n  # TODO: never route Watchdog to pagerduty, always to the deadman receiver\n  - matchers: ['alertname = Watchdog']\n    receiver: deadman\n  - matchers: ['severity = critical']\n    receiver: pagerduty",
        )
        .assistant(
          "Critical alerts go to PagerDuty, Watchdog goes to the deadman receiver, everything else to slack-platform, grouped by alertname and namespace.",
        )
        .user("and group_wait is 30s, fine. who wrote that TODO comment?")
        .bash("git log -1 --format='%an %ar' -S'never route Watchdog' -- monitoring/kps-values.yaml", "Sanjay Rao 8 months ago")
        .assistant("Sanjay, 8 months ago.")
        .user("lol ok")
        .stop(),
    planted: [],
  },
  {
    id: "b158-namespace-naming",
    build: (s) =>
      s
        .user("create a namespace for the new fraud scoring service")
        .assistant("I'd call it `fraud-scoring`. Any labels besides team?")
        .user(
          "name it fraud-scoring-prod? hmm no. we agreed namespace names don't carry the env, the cluster is the env. so just fraud-scoring. team label is risk",
        )
        .file("Write", "platform/namespaces/fraud-scoring.yaml")
        .bash("kubectl --context prod-eu-1 apply -f platform/namespaces/fraud-scoring.yaml", "namespace/fraud-scoring created")
        .stop("Created namespace fraud-scoring with team=risk."),
    planted: [{ kind: "instruction", keys: ["namespace names", "env"] }],
  },
  {
    id: "b158-empty-standup-banter",
    build: (s) =>
      s
        .user("did you see the kubernetes 1.32 release notes? anything scary")
        .assistant(
          "Nothing major for us in the notes I know of: some beta APIs graduated and a few deprecated flags were removed. I'd check the removed-API list against our manifests before an upgrade.",
        )
        .user("we're nowhere near 1.32 anyway haha. how would you check the removed APIs")
        .assistant("`kubent` or `pluto detect-all-in-cluster` list objects that use deprecated or removed API versions.")
        .user("cool, maybe later")
        .stop(),
    planted: [],
  },
  {
    id: "b158-oncall-handoff",
    build: (s) =>
      s
        .user(
          "I'm handing over on-call to Marco tomorrow. couple of things he needs to know, put them in the handoff doc:\n1. the redis in checkout has been flapping — root cause is confirmed, it's the 25 Gbps network limit on the r6g.large nodes, not redis itself\n2. Marco needs to finish the failover test for the postgres operator, I didn't get to it\n3. nothing else",
        )
        .file("Edit", "docs/oncall/handoff.md")
        .bash("git diff --stat docs/oncall/handoff.md", " docs/oncall/handoff.md | 6 ++++++\n 1 file changed, 6 insertions(+)")
        .stop("Added both points to docs/oncall/handoff.md."),
    planted: [
      { kind: "fact", keys: ["r6g.large"] },
      { kind: "task", keys: ["failover test"] },
    ],
  },
  {
    id: "b158-empty-rollback",
    build: (s) =>
      s
        .user("the last release of search-api looks bad, roll it back")
        .bash(
          "helm --kube-context prod-eu-1 -n search history search-api --max 3",
          "REVISION  UPDATED                   STATUS      CHART             APP VERSION  DESCRIPTION\n211       Tue Nov 11 15:02:10 2026  superseded  search-api-4.8.0  4.8.0        Upgrade complete\n212       Wed Nov 12 09:30:44 2026  deployed    search-api-4.9.0  4.9.0        Upgrade complete",
        )
        .bash("helm --kube-context prod-eu-1 -n search rollback search-api 211", "Rollback was a success! Happy Helming!")
        .assistant("Rolled search-api back from revision 212 (4.9.0) to 211 (4.8.0).")
        .user("thanks. error rate going down?")
        .assistant("The 5xx rate on the search dashboard dropped from 4% to 0.2% over the last two minutes.")
        .user("phew")
        .stop(),
    planted: [],
  },
  {
    id: "b158-cluster-facts-dump",
    build: (s) =>
      s
        .user("I need the pod CIDR for prod-eu-1, the firewall folks are asking")
        .bash(
          "aws eks describe-cluster --name prod-eu-1 --query 'cluster.kubernetesNetworkConfig'",
          '{\n  "serviceIpv4Cidr": "172.20.0.0/16",\n  "ipFamily": "ipv4"\n}',
        )
        .assistant(
          "The service CIDR is 172.20.0.0/16. With the VPC CNI, pods get IPs from the VPC subnets, so the pod range is the subnets' CIDRs rather than a separate pod CIDR.",
        )
        .user(
          "right, VPC CNI. so pods are in 10.42.0.0/16, that's the secondary CIDR we attached for them, I remember now. send them that plus the service range",
        )
        .assistant("Pod IPs: 10.42.0.0/16 (secondary VPC CIDR). Service IPs: 172.20.0.0/16.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["10.42.0.0/16"] },
      { kind: "fact", keys: ["172.20.0.0/16"] },
    ],
  },
  {
    id: "b158-renovate-merge",
    build: (s) =>
      s
        .user("there are 14 renovate MRs open on the charts repo, can you summarise them")
        .bash(
          "glab mr list --label renovate --repo platform/charts | head -5",
          "!812  chore(deps): update helm release cert-manager to v1.16.1\n!811  chore(deps): update helm release external-dns to v1.15.0\n!809  chore(deps): update helm release karpenter to v1.1.0\n!806  chore(deps): update helm release loki to v6.18.0\n!805  chore(deps): update helm release ingress-nginx to v4.11.3",
        )
        .assistant("Mostly minor chart bumps; the karpenter one is a minor version jump (1.0 → 1.1).")
        .user(
          "ok so policy we settled on last retro: renovate patch bumps get automerged if CI is green, minors need one reviewer, and karpenter is always manual because of the CRD changes. can you set that in renovate.json",
        )
        .file("Edit", "renovate.json")
        .bash("npx --yes renovate-config-validator", "INFO: Validating renovate.json\nINFO: Config validated successfully")
        .stop("renovate.json: patch automerge, minor needs review, karpenter excluded from automerge."),
    planted: [
      { kind: "decision", keys: ["automerge"] },
      { kind: "instruction", keys: ["karpenter", "manual"] },
    ],
  },
  {
    id: "b158-empty-explain",
    build: (s) =>
      s
        .user("explain what this does: kubectl rollout restart deploy -n checkout")
        .assistant(
          "It patches every Deployment in the checkout namespace with a restartedAt annotation on the pod template, which triggers a normal rolling update, so pods are replaced gradually according to each Deployment's strategy.",
        )
        .user("so no downtime if the pdb is fine?")
        .assistant("Right, as long as there are enough replicas and readiness probes are correct, traffic keeps flowing during the rollout.")
        .user("ok makes sense")
        .stop(),
    planted: [],
  },
  {
    id: "b158-logging-format",
    build: (s) =>
      s
        .user("fluent-bit is dropping lines from the ledger service, can you see why")
        .bash(
          "kubectl --context prod-eu-1 -n logging logs ds/fluent-bit --tail=3",
          "[2026/11/13 08:12:44] [ warn] [filter:parser:parser.1] could not parse: 'INFO 2026-11-13 ledger.post amount=12.00'\n[2026/11/13 08:12:44] [ warn] [filter:parser:parser.1] could not parse: 'INFO 2026-11-13 ledger.post amount=9.50'\n[2026/11/13 08:12:45] [ info] [output:loki:loki.0] flushed 812 records",
        )
        .assistant("The ledger service logs plain text, but the parser filter expects JSON, so those lines fail to parse.")
        .user(
          "yep. This came up in the platform guild: we're going with JSON logs to stdout for every service, no more per-service parsers in fluent-bit. Lena's team owes us the switch for ledger, I'll tell her, but log it as open",
        )
        .assistant("Noted. Should I add a temporary regex parser for ledger until they switch?")
        .user("no, let it drop, it's debug noise mostly")
        .stop(),
    planted: [
      { kind: "decision", keys: ["json logs"] },
      { kind: "task", keys: ["lena", "ledger"] },
    ],
  },
  {
    id: "b158-karpenter-consolidation",
    build: (s) =>
      s
        .user("karpenter keeps churning nodes in the batch pool every few minutes. look at the nodepool")
        .bash(
          "kubectl --context prod-eu-1 get nodepool batch -o yaml | yq .spec.disruption",
          "consolidationPolicy: WhenEmptyOrUnderutilized\nconsolidateAfter: 0s\nbudgets:\n  - nodes: 10%",
        )
        .assistant(
          "consolidateAfter is 0s with WhenEmptyOrUnderutilized, so Karpenter consolidates as soon as any node looks underused. Setting consolidateAfter to 10m would dampen the churn.",
        )
        .user("sounds good, go with 10m, apply it")
        .file("Edit", "karpenter/nodepools/batch.yaml")
        .bash("kubectl --context prod-eu-1 apply -f karpenter/nodepools/batch.yaml", "nodepool.karpenter.sh/batch configured")
        .user("fyi the batch pool only runs spot, c6i/c7i/m6i families, that's why it's so twitchy, spot interruptions on top of consolidation")
        .stop("consolidateAfter is now 10m on the batch NodePool."),
    planted: [
      { kind: "decision", keys: ["consolidateafter", "10m"] },
      { kind: "fact", keys: ["batch pool", "spot"] },
    ],
  },
  {
    id: "b158-empty-weekend",
    build: (s) =>
      s
        .user("anything weird in the cluster events over the weekend?")
        .bash(
          "kubectl --context prod-eu-1 get events -A --field-selector type=Warning --sort-by=.lastTimestamp | tail -4",
          'checkout    12m   Warning   Unhealthy   pod/checkout-api-7f9c-2pq   Readiness probe failed: HTTP probe failed with statuscode: 503\nsearch      40m   Warning   BackOff     pod/search-indexer-0        Back-off restarting failed container\nledger      2h    Warning   FailedMount pod/ledger-api-5d-9xk       MountVolume.SetUp failed for volume "certs" : secret "ledger-tls" not found\nkube-system 3h    Warning   NodeNotReady node/ip-10-42-7-19        Node is not ready',
        )
        .assistant(
          "A few warnings: a readiness blip on checkout, search-indexer-0 in back-off, a missing ledger-tls secret at mount time, and a node that went NotReady 3 h ago. None look ongoing from this list alone.",
        )
        .user("the search-indexer one is probably the index rebuild, maybe? or not")
        .assistant("Could be. Its previous container logs would say; I haven't looked.")
        .user("fine, monday problem")
        .stop(),
    planted: [],
  },
  {
    id: "b158-pg-operator",
    build: (s) =>
      s
        .user("how many postgres clusters does CNPG manage right now")
        .bash(
          "kubectl --context prod-eu-1 get clusters.postgresql.cnpg.io -A",
          "NAMESPACE   NAME          AGE    INSTANCES   READY   STATUS                     PRIMARY\nledger      ledger-pg     301d   3           3       Cluster in healthy state   ledger-pg-2\ncheckout    checkout-pg   210d   3           3       Cluster in healthy state   checkout-pg-1\nrisk        risk-pg       12d    2           2       Cluster in healthy state   risk-pg-1",
        )
        .assistant("Three: ledger-pg, checkout-pg and risk-pg.")
        .user(
          "ok. so two things from the DB chapter meeting. one, all prod postgres clusters run 3 instances minimum, risk-pg needs bumping — that's for Jonas, not now. two, fyi WAL archiving for all of them already goes to the s3 bucket acme-pg-wal in eu-central-1, with 14 days of PITR — it's been like that for a year and it's documented nowhere so I'm telling you",
        )
        .assistant("Got it: risk-pg stays at 2 until Jonas bumps it; WAL goes to acme-pg-wal (eu-central-1), 14-day PITR.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["3 instances"] },
      { kind: "task", keys: ["jonas", "risk-pg"] },
      { kind: "fact", keys: ["acme-pg-wal"] },
    ],
  },
  {
    id: "b158-ingress-class",
    build: (s) =>
      s
        .user("the new fraud-scoring ingress isn't getting an address")
        .bash(
          "kubectl --context prod-eu-1 -n fraud-scoring get ingress",
          "NAME            CLASS    HOSTS                   ADDRESS   PORTS   AGE\nfraud-scoring   <none>   fraud.internal.acme.io            80      22m",
        )
        .assistant("The Ingress has no class, and the cluster has no default IngressClass, so no controller picks it up.")
        .user(
          "that's it. confirmed there's deliberately no default IngressClass in prod, Marco removed it after the double-controller mess, so people have to set it explicitly. set ingressClassName: nginx-internal",
        )
        .file("Edit", "apps/fraud-scoring/ingress.yaml")
        .bash("kubectl --context prod-eu-1 apply -f apps/fraud-scoring/ingress.yaml", "ingress.networking.k8s.io/fraud-scoring configured")
        .stop("Set ingressClassName: nginx-internal; the ingress should get an address shortly."),
    planted: [{ kind: "fact", keys: ["default ingressclass"] }],
  },
  {
    id: "b158-commit-style",
    build: (s) =>
      s
        .user("commit the kyverno policy changes")
        .bash("git status --short", " M policies/require-labels.yaml\n M policies/kyverno-test.yaml")
        .assistant("I'll commit them as 'update kyverno policies'.")
        .user(
          "hold on. our platform repos use conventional commits with the cluster as scope, like `feat(prod-eu-1): ...` or `chore(all): ...` for cross-cluster. that's the convention, please stick to it from now on",
        )
        .bash(
          "git commit -am 'chore(all): require team label in kyverno policies'",
          "[main 4e1a9b2] chore(all): require team label in kyverno policies\n 2 files changed, 14 insertions(+), 2 deletions(-)",
        )
        .stop(),
    planted: [{ kind: "instruction", keys: ["conventional commits"] }],
  },
  {
    id: "b158-dr-region",
    build: (s) =>
      s
        .user(
          "long one, sorry. DR workshop notes: we looked at active-active across eu-central-1 and eu-west-1 and it's too expensive for now. So we go with pilot light in eu-west-1: the dr-eu-2 cluster stays at 3 nodes with everything scaled to zero except the databases' replicas. Ana is writing the runbook for the failover, due before the Christmas freeze. Can you check dr-eu-2's node count is actually 3",
        )
        .bash("kubectl --context dr-eu-2 get nodes --no-headers | wc -l", "3")
        .assistant("dr-eu-2 has 3 nodes.")
        .user("good")
        .stop(),
    planted: [
      { kind: "decision", keys: ["pilot light"] },
      { kind: "task", keys: ["ana", "runbook"] },
    ],
  },
  {
    id: "b158-empty-quick-checks",
    build: (s) =>
      s
        .user("is metrics-server healthy on staging?")
        .bash(
          "kubectl --context staging-eu-1 -n kube-system get deploy metrics-server",
          "NAME             READY   UP-TO-DATE   AVAILABLE   AGE\nmetrics-server   2/2     2            2           411d",
        )
        .assistant("Yes, 2/2 ready.")
        .user("and kubectl top works?")
        .bash(
          "kubectl --context staging-eu-1 top nodes | head -2",
          "NAME                          CPU(cores)   CPU%   MEMORY(bytes)   MEMORY%\nip-10-40-1-22.ec2.internal    412m         10%    5120Mi          33%",
        )
        .assistant("It does, node metrics come back.")
        .user("👍")
        .stop(),
    planted: [],
  },
  {
    id: "b158-otel-collector",
    build: (s) =>
      s
        .user("what's sending traces right now? is it still jaeger agents?")
        .bash(
          "kubectl --context prod-eu-1 get ds -A | grep -Ei 'jaeger|otel'",
          "observability   jaeger-agent        12   12   12   12   12   <none>   2y\nobservability   otel-collector      12   12   12   12   12   <none>   41d",
        )
        .assistant("Both are running: the jaeger-agent DaemonSet (2 years old) and an otel-collector DaemonSet added 41 days ago.")
        .user(
          "right, the otel one was the trial. the trial went fine and in the obs guild we made the call: the OpenTelemetry collector replaces the jaeger agents, tempo is the backend. removing the jaeger DS is Sanjay's, after all apps switch their exporter endpoint",
        )
        .assistant("Understood. I'll leave both DaemonSets in place for now.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["opentelemetry collector"] },
      { kind: "task", keys: ["sanjay", "jaeger"] },
    ],
  },
  {
    id: "b158-netpol-default-deny",
    build: (s) =>
      s
        .user("the new risk namespace can talk to everything, right? no netpols?")
        .bash("kubectl --context prod-eu-1 -n risk get networkpolicy", "No resources found in risk namespace.")
        .assistant(
          "Right, no NetworkPolicies, so all ingress and egress is allowed. I could add a default-deny for ingress plus an allow from the envoy-gateway-system namespace and from the same namespace. Want that pattern?",
        )
        .user(
          "yes thats the pattern, lets make it the standard — default-deny ingress + allow from gateway + same ns. apply to risk now. Kenji asked for the same in ml-training but thats for him to roll out, he knows the workloads",
        )
        .file("Write", "platform/netpol/risk-default-deny.yaml")
        .bash(
          "kubectl --context prod-eu-1 apply -f platform/netpol/risk-default-deny.yaml",
          "networkpolicy.networking.k8s.io/default-deny-ingress created\nnetworkpolicy.networking.k8s.io/allow-gateway created\nnetworkpolicy.networking.k8s.io/allow-same-namespace created",
        )
        .stop("Applied default-deny ingress with allows from envoy-gateway-system and the namespace itself in risk."),
    planted: [
      { kind: "decision", keys: ["default", "deny"] },
      { kind: "task", keys: ["kenji", "ml-training"] },
    ],
  },
  {
    id: "b158-staging-clock-skew",
    build: (s) =>
      s
        .user("token validation fails intermittently on staging with 'iat in the future'")
        .bash(
          "kubectl --context staging-eu-1 debug node/ip-10-40-3-8.ec2.internal -it --image=busybox -- date -u; date -u",
          "Thu Nov 13 10:14:03 UTC 2026\nThu Nov 13 10:14:47 UTC 2026",
        )
        .assistant(
          "That node's clock is about 44 s behind this machine. If chrony isn't syncing on the staging nodes, tokens minted elsewhere look like they're from the future.",
        )
        .user(
          "ugh. yes — I knew this actually, Marco found it in september: the staging AMI has chrony pointed at an NTP server that was decommissioned, so every staging node drifts. it's a known thing. and at the infra review we decided not to fix the AMI: staging moves to bottlerocket nodes instead, in Q1. for now add 60s leeway to the validator on staging only",
        )
        .file("Edit", "charts/auth-api/values-staging.yaml")
        .bash(
          "helm --kube-context staging-eu-1 -n auth upgrade auth-api charts/auth-api -f charts/auth-api/values-staging.yaml",
          'Release "auth-api" has been upgraded. Happy Helming!\nREVISION: 112',
        )
        .stop("Added a 60 s clock leeway to auth-api on staging."),
    planted: [
      { kind: "fact", keys: ["chrony", "staging"] },
      { kind: "decision", keys: ["bottlerocket"] },
    ],
  },
  {
    id: "b158-empty-withdrawn",
    build: (s) =>
      s
        .user("should we switch the charts repo to helmfile? thinking out loud")
        .assistant(
          "Helmfile would give you one declarative file per environment and diff support, but you already deploy through Argo CD, which overlaps heavily: you'd end up with two sources of truth.",
        )
        .user("hmm yeah. maybe just for the bootstrap stuff that argo can't do?")
        .assistant("That's a common split: helmfile or terraform for the pre-Argo bootstrap (CNI, Argo itself), Argo for the rest.")
        .user("nah forget it, not worth the churn right now. the bootstrap is 4 charts")
        .stop(),
    planted: [],
  },
  {
    id: "b158-change-freeze",
    build: (s) =>
      s
        .user(
          "heads up for the next weeks, from the all-hands: change freeze for prod runs dec 18 to jan 6. only sev1 fixes go out and they need two approvals. and please dont open prod MRs in that window even as drafts, it clutters the review queue",
        )
        .assistant("Understood. Is there anything you want in before the 18th?")
        .user("the envoy-gateway upgrade. Lisa's on it, it has to land before the freeze")
        .bash("glab mr list --repo platform/charts --search envoy-gateway", "!820  chore: upgrade envoy-gateway to v1.2.1 (Lisa Weber)  draft")
        .assistant("Lisa's MR !820 for envoy-gateway v1.2.1 is open as a draft.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["freeze", "jan 6"] },
      { kind: "instruction", keys: ["drafts"] },
      { kind: "task", keys: ["lisa", "envoy-gateway"] },
    ],
  },
  {
    id: "b158-probe-convention",
    build: (s) =>
      s
        .user("search-indexer restarts every time it rebuilds the index")
        .bash(
          "kubectl --context prod-eu-1 -n search get sts search-indexer -o yaml | yq '.spec.template.spec.containers[0].livenessProbe'",
          "httpGet:\n  path: /healthz\n  port: 8080\ninitialDelaySeconds: 10\nperiodSeconds: 10\nfailureThreshold: 3",
        )
        .assistant(
          "The liveness probe hits /healthz with a 30 s total budget. During a rebuild the handler probably blocks, so the kubelet kills it. A startupProbe plus a liveness endpoint that doesn't depend on the index would fix it.",
        )
        .user(
          "do it. and as a rule for our charts: liveness checks only the process, never downstream deps like the DB or the index — readiness is for that. I've said it in 3 reviews this month, so pls apply that whenever you write probes",
        )
        .file("Edit", "charts/search-indexer/templates/statefulset.yaml")
        .bash("helm lint charts/search-indexer", "==> Linting charts/search-indexer\n1 chart(s) linted, 0 chart(s) failed")
        .stop("Added a startupProbe and pointed liveness at /livez, which doesn't touch the index."),
    planted: [{ kind: "instruction", keys: ["liveness", "readiness"] }],
  },
  {
    id: "b158-vault-vs-aws",
    build: (s) =>
      s
        .user("the ExternalSecret for notifier is stuck in SecretSyncedError")
        .bash(
          "kubectl --context prod-eu-1 -n notifier describe externalsecret notifier-smtp | tail -3",
          "  Warning  UpdateFailed  2m  external-secrets  AccessDeniedException: User: arn:aws:sts::481923004112:assumed-role/eso-prod/... is not authorized to perform: secretsmanager:GetSecretValue on resource: notifier/smtp",
        )
        .assistant("The eso-prod role can't read notifier/smtp. The IAM policy probably scopes it to a path prefix.")
        .user(
          "yeah the policy only allows the prefix k8s/prod/*. every secret ESO reads has to live under k8s/prod/<namespace>/..., that's how the IAM was built, not changing it. so rename the secret path in the manifest to k8s/prod/notifier/smtp, I've already copied the value over",
        )
        .file("Edit", "apps/notifier/externalsecret.yaml")
        .bash(
          "kubectl --context prod-eu-1 apply -f apps/notifier/externalsecret.yaml && sleep 5 && kubectl --context prod-eu-1 -n notifier get externalsecret",
          "externalsecret.external-secrets.io/notifier-smtp configured\nNAME            STORE                 REFRESH INTERVAL   STATUS         READY\nnotifier-smtp   aws-secrets-manager   1h                 SecretSynced   True",
        )
        .stop("notifier-smtp is synced now from k8s/prod/notifier/smtp."),
    planted: [{ kind: "fact", keys: ["k8s/prod/"] }],
  },
  {
    id: "b158-empty-cost-guess",
    build: (s) =>
      s
        .user("how much would it cost to double the search node group? roughly")
        .bash(
          "aws eks describe-nodegroup --cluster-name prod-eu-1 --nodegroup-name search --query 'nodegroup.{type:instanceTypes,size:scalingConfig.desiredSize}'",
          '{\n  "type": ["r6i.2xlarge"],\n  "size": 6\n}',
        )
        .assistant("6 × r6i.2xlarge on-demand in eu-central-1 is roughly $3.6k/month, so doubling adds about that again, before any savings plan.")
        .user("oof. I think finance will say no but who knows")
        .assistant("Could also look at whether the data nodes are actually memory-bound before sizing up.")
        .user("yeah maybe. just wanted a number")
        .stop(),
    planted: [],
  },
  {
    id: "b158-grafana-dashboards",
    build: (s) =>
      s
        .user("someone edited the checkout dashboard in the grafana UI and now it differs from git. sync it back?")
        .bash(
          'grafana-cli --help >/dev/null; curl -s -H "Authorization: Bearer $GRAFANA_TOKEN" https://grafana.internal.acme.io/api/dashboards/uid/checkout | jq .meta.updatedBy',
          '"sanjay.rao"',
        )
        .assistant("Sanjay edited it last in the UI. I can export the current JSON into dashboards/checkout.json.")
        .user(
          "yes export it. and going forward: dashboards are code, only via the dashboards/ folder and grafana's provisioning, no UI edits. we voted on it at the obs guild today, 5 to 1. I'll tell Sanjay",
        )
        .bash(
          'curl -s -H "Authorization: Bearer $GRAFANA_TOKEN" https://grafana.internal.acme.io/api/dashboards/uid/checkout | jq .dashboard > dashboards/checkout.json && git diff --stat',
          " dashboards/checkout.json | 38 +++++++++++++++++++++-----------\n 1 file changed, 25 insertions(+), 13 deletions(-)",
        )
        .stop("Exported the live checkout dashboard into dashboards/checkout.json."),
    planted: [{ kind: "decision", keys: ["dashboards", "ui edits"] }],
  },
  {
    id: "b158-weekly-sync-notes",
    build: (s) =>
      s
        .user(
          "pasting my notes from the weekly platform sync so you've got them, then I need a tiny fix:\n\n- cluster upgrades: one cluster per week max, staging first, always a thursday\n- the tools cluster is owned by devex now, not us, Raj is their contact\n- Tom: write the postmortem for the DNS outage by friday\n- discussed moving to cilium, no decision, revisit in Feb\n\nthe fix: the upgrade checklist still says tuesday, change it",
        )
        .file("Edit", "docs/runbooks/cluster-upgrade.md")
        .bash("grep -n -i thursday docs/runbooks/cluster-upgrade.md", "7:Upgrades happen on a Thursday, one cluster per week, staging first.")
        .stop("The checklist now says Thursday."),
    planted: [
      { kind: "instruction", keys: ["thursday"] },
      { kind: "fact", keys: ["devex", "raj"] },
      { kind: "task", keys: ["tom", "postmortem"] },
    ],
  },
  {
    id: "b158-empty-narration",
    build: (s) =>
      s
        .user("check whether the velero schedule still exists after the chart upgrade")
        .bash(
          "velero schedule get",
          "NAME      STATUS    CREATED                         SCHEDULE    BACKUP TTL   LAST BACKUP   SELECTOR   PAUSED\nnightly   Enabled   2025-04-02 08:11:40 +0000 UTC   0 2 * * *   720h0m0s     7h ago        <none>     false",
        )
        .assistant("The nightly schedule is still there, enabled, running at 02:00 with a 720h TTL. Last backup 7 hours ago.")
        .user("and the ttl is 30 days, matches what we had")
        .assistant("Yes, 720h is 30 days.")
        .stop(),
    planted: [],
  },
  {
    id: "b158-cpu-limits",
    build: (s) =>
      s
        .user("should I set cpu limits on the new fraud-scoring deployment? what do you think")
        .assistant(
          "Many teams drop CPU limits and keep only requests, since limits cause CFS throttling even when the node has idle CPU. Memory limits should stay (equal to requests) so the pod is OOM-killed rather than the node.",
        )
        .user(
          "agreed, and it matches what we decided in the SLO review: no cpu limits on our workloads, memory limit = memory request. go ahead for fraud-scoring",
        )
        .file("Edit", "apps/fraud-scoring/deployment.yaml")
        .bash("kubectl --context prod-eu-1 apply -f apps/fraud-scoring/deployment.yaml", "deployment.apps/fraud-scoring configured")
        .stop("fraud-scoring: CPU limit removed, memory limit set equal to the request."),
    planted: [{ kind: "decision", keys: ["cpu limits"] }],
  },
  {
    id: "b158-helm-diff-first",
    build: (s) =>
      s
        .user("upgrade cert-manager on staging to 1.16.1")
        .bash(
          "helm --kube-context staging-eu-1 -n cert-manager diff upgrade cert-manager jetstack/cert-manager --version v1.16.1 -f charts/cert-manager/values-staging.yaml | grep -c '^+'",
          "37",
        )
        .assistant("helm diff shows 37 added lines, mostly the new CRD fields and an updated webhook image. Nothing removed. Proceed?")
        .user(
          "yep go. and thx for running the diff first, keep doing that — alwyas helm diff before any upgrade and show me the summary, we agred on that after the coredns thing. no blind upgrades",
        )
        .bash(
          "helm --kube-context staging-eu-1 -n cert-manager upgrade cert-manager jetstack/cert-manager --version v1.16.1 -f charts/cert-manager/values-staging.yaml",
          'Release "cert-manager" has been upgraded. Happy Helming!\nREVISION: 19',
        )
        .stop("cert-manager on staging is at v1.16.1."),
    planted: [{ kind: "instruction", keys: ["helm diff"] }],
  },
  {
    id: "b158-pr-reviewers",
    build: (s) =>
      s
        .user("open the MR for the netpol change, assign whoever")
        .bash(
          "glab mr create --title 'feat(prod-eu-1): default-deny ingress in risk' --fill --yes",
          "Creating merge request for h-netpol-risk into main in platform/manifests\n!233 feat(prod-eu-1): default-deny ingress in risk",
        )
        .assistant("Opened !233. Who should review it?")
        .user(
          "for anything touching network policies or the mesh, Lisa has to be a reviewer, she's the network person on the team. set her, and I'll skim it too. oh and can you remind me tmrw to check whether the ml-training folks answered about their egress needs",
        )
        .bash("glab mr update 233 --reviewer lisa.weber", "- Updating merge request !233\n✓ Updated reviewers")
        .stop("Lisa is the reviewer on !233."),
    planted: [
      { kind: "instruction", keys: ["lisa", "reviewer"] },
      { kind: "task", keys: ["egress"] },
    ],
  },
  {
    id: "b158-empty-docs-question",
    build: (s) =>
      s
        .user("where does the kubelet put container logs on the node?")
        .assistant("Under /var/log/pods/<namespace>_<pod>_<uid>/<container>/, with symlinks in /var/log/containers/.")
        .user("and they rotate at what size?")
        .assistant("By default containerLogMaxSize is 10Mi with 5 files kept, unless the kubelet config overrides it.")
        .user("ok thanks, was just curious")
        .stop(),
    planted: [],
  },
];

export const BLIND158 = plantedSet(BLIND158_SESSIONS, Date.UTC(2026, 10, 11, 9));
