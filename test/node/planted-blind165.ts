/**
 * Blind planted set 165 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a DevOps engineer on call, writing short bursts at night with abbreviations (k8s, ns, cm,
 * pvc, tf, ctx), many quick fixes done on the spot among the lasting decisions, rules and follow-ups.
 * Each session is one segment; the items planted in it are listed with it: 67 items (16 decisions, 17 instructions,
 * 18 facts, 16 tasks) in 49 sessions, 13 of which plant nothing (68 user/assistant messages between them). Every other message
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

export const BLIND165_SESSIONS: BlindSession[] = [
  {
    id: "b165-pg-pvc-resize",
    build: (s) =>
      s
        .user("pg pvc in ns billing at 94%. resize?")
        .bash(
          "kubectl --context prod-eu-1 get pvc -n billing",
          "NAME         STATUS   VOLUME                                     CAPACITY   ACCESS MODES   STORAGECLASS   AGE\ndata-pg-0    Bound    pvc-5c1e0b7a-2f0d-4a8e-9d0e-2b6f3a1c9e11   50Gi       RWO            gp3-expand     412d",
        )
        .assistant(
          "`data-pg-0` is 50Gi on `gp3-expand`, which has `allowVolumeExpansion: true`, so the EBS CSI driver can grow it online. I can patch it to 100Gi.",
        )
        .user("do it. and going fwd we size pg pvcs at 2x current usage when we resize, not the +20% thing, im sick of getting paged for this every 3 weeks")
        .bash(
          'kubectl --context prod-eu-1 patch pvc data-pg-0 -n billing -p \'{"spec":{"resources":{"requests":{"storage":"100Gi"}}}}\'',
          "persistentvolumeclaim/data-pg-0 patched",
        )
        .bash("kubectl --context prod-eu-1 get pvc data-pg-0 -n billing -o jsonpath='{.status.capacity.storage}'", "100Gi")
        .assistant("Resized: `data-pg-0` is 100Gi now, FileSystemResizePending cleared after ~40s, usage at 47%.")
        .user("ty")
        .stop(),
    planted: [{ kind: "instruction", keys: ["pvc", "2x"] }],
  },
  {
    id: "b165-ingest-oom",
    build: (s) =>
      s
        .user("ingest-worker crashlooping again in ns ingest. OOMKilled?")
        .bash(
          "kubectl --context prod-eu-1 describe pod -n ingest -l app=ingest-worker | grep -A4 'Last State'",
          "    Last State:     Terminated\n      Reason:       OOMKilled\n      Exit Code:    137\n      Started:      Thu, 26 Nov 2026 23:02:11 +0000\n      Finished:     Thu, 26 Nov 2026 23:19:40 +0000",
        )
        .assistant(
          "Yes, OOMKilled (exit 137) at the 512Mi limit. No heap dump available. It could be last week's batch size change or just the traffic spike at 23:00, I can't tell from this.",
        )
        .user("bump limit to 1Gi for now")
        .file("Edit", "k8s/ingest/worker-deployment.yaml")
        .bash("kubectl --context prod-eu-1 apply -f k8s/ingest/worker-deployment.yaml", "deployment.apps/ingest-worker configured")
        .assistant("Applied. Pods have been stable for 5 minutes, peak memory 740Mi.")
        .user("ok. tmrw i want someone to profile the ingest-worker heap properly, 1Gi is a band-aid. dont let me forget")
        .stop(),
    planted: [{ kind: "task", keys: ["profile", "heap"] }],
  },
  {
    id: "b165-cert-dns01",
    build: (s) =>
      s
        .user("cert expiry alert for api.shopfront.io, 3 days left. cert-manager shouldve renewed it")
        .bash(
          "kubectl --context prod-eu-1 get certificate -n edge",
          "NAME              READY   SECRET            AGE\napi-shopfront     False   api-shopfront-tls 301d",
        )
        .bash(
          "kubectl --context prod-eu-1 describe challenge -n edge | grep -i reason",
          "  Reason:      Waiting for HTTP-01 challenge propagation: wrong status code '404', expected '200'",
        )
        .assistant(
          "The HTTP-01 solver ingress gets class `nginx`, but since the ingress split the controller only watches the class `nginx-public`, so the solver ingress is never served and Let's Encrypt gets a 404. I checked the controller args: `--ingress-class=nginx-public`. That's the root cause.",
        )
        .user("ugh. ok switch the clusterissuer to dns01 via route53, were done w/ http01, it breaks on every ingress change")
        .file("Edit", "k8s/cert-manager/clusterissuer.yaml")
        .bash(
          "kubectl --context prod-eu-1 apply -f k8s/cert-manager/clusterissuer.yaml && kubectl --context prod-eu-1 get certificate -n edge",
          "clusterissuer.cert-manager.io/letsencrypt-prod configured\nNAME              READY   SECRET            AGE\napi-shopfront     True    api-shopfront-tls 301d",
        )
        .assistant("letsencrypt-prod now uses the DNS-01 Route53 solver; the cert renewed, new expiry Feb 25.")
        .user(
          "fyi the route53 IAM role cert-manager assumes is `cm-dns01-solver` in the infra account, NOT the app acct. took me an hour to find that last time",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["nginx-public"] },
      { kind: "decision", keys: ["dns01"] },
      { kind: "fact", keys: ["cm-dns01-solver"] },
    ],
  },
  {
    id: "b165-empty-checkout-5xx",
    build: (s) =>
      s
        .user("paged for 5xx on checkout, looking. can u pull the last 15 min of ingress logs w/ 50x")
        .bash(
          "kubectl --context prod-eu-1 logs -n edge deploy/ingress-nginx --since=15m | grep -E '\" 50[0-9] ' | tail -4",
          '10.2.3.14 - - [27/Nov/2026:02:11:52 +0000] "POST /api/checkout HTTP/2.0" 502 150 ...\n10.2.3.14 - - [27/Nov/2026:02:12:07 +0000] "POST /api/checkout HTTP/2.0" 502 150 ...\n10.2.3.19 - - [27/Nov/2026:02:13:40 +0000] "GET /api/cart HTTP/2.0" 503 190 ...\n10.2.3.19 - - [27/Nov/2026:02:14:02 +0000] "POST /api/checkout HTTP/2.0" 502 150 ...',
        )
        .assistant("The 502/503s are all from checkout-api pods between 02:11 and 02:14, which lines up with a rolling deploy. Nothing since 02:14.")
        .user("yeah that was the deploy. false alarm-ish. ack'd")
        .assistant("Ok. The 5xx rate is back to 0.02%.")
        .user("thx, back to sleep")
        .stop(),
    planted: [],
  },
  {
    id: "b165-redis-chart-pin",
    build: (s) =>
      s
        .user("helm upgrade of redis failed, chart 19 wants a new values schema or smth")
        .bash(
          "helmfile -e prod -l name=redis apply",
          "Error: UPGRADE FAILED: values don't meet the specifications of the schema(s) in the following chart(s):\nredis:\n- master: Additional property persistence is not allowed",
          1,
        )
        .assistant(
          "Chart 19.0 moved `master.persistence` under `master.primary.persistence`. Two ways: migrate our values file to the new layout, or pin the chart to 18.19.2, the version currently deployed.",
        )
        .user("pin 18.19.2. and from now on every chart in helmfile gets an exact version pin, no floating ranges like ~19 or >=18. thats how this happened")
        .file("Edit", "helmfile.yaml")
        .bash(
          "helmfile -e prod -l name=redis apply",
          "Comparing release=redis, chart=bitnami/redis\n...\nUPDATED RELEASES:\nNAME    CHART           VERSION\nredis   bitnami/redis   18.19.2",
        )
        .assistant("Redis is on 18.19.2 again. I also pinned the other 6 releases in helmfile.yaml to their deployed versions.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["redis", "18.19.2"] },
      { kind: "instruction", keys: ["pin", "helmfile"] },
    ],
  },
  {
    id: "b165-coredns-throttle",
    build: (s) =>
      s
        .user("p99 on svc-to-svc calls in ns payments went 40ms -> 300ms in the last hr")
        .bash(
          "kubectl --context prod-eu-1 exec -n payments deploy/payments-api -- cat /etc/resolv.conf",
          "search payments.svc.cluster.local svc.cluster.local cluster.local eu-west-1.compute.internal\nnameserver 172.20.0.10\noptions ndots:5",
        )
        .assistant(
          "With ndots:5, a lookup for api.stripe.com walks all 4 search domains first, so each external call costs 5 DNS queries. Setting `ndots: 2` in the pods' dnsConfig usually helps. It could also be CoreDNS being CPU-throttled. Want me to check that first?",
        )
        .user("check coredns first")
        .bash(
          "kubectl --context prod-eu-1 top pods -n kube-system -l k8s-app=kube-dns",
          "NAME                       CPU(cores)   MEMORY(bytes)\ncoredns-6d4b75cb6d-8hx2q   982m         61Mi\ncoredns-6d4b75cb6d-rk9zt   977m         58Mi",
        )
        .assistant("Both CoreDNS pods are at ~980m against a 1-CPU limit, so they're throttled.")
        .user(
          "scale coredns to 4 now. ndots stays at 5 tho, we agreed that w/ platform team bc of the short internal svc names, dont touch it. proper fix is an hpa on coredns, next week",
        )
        .bash("kubectl --context prod-eu-1 scale deploy/coredns -n kube-system --replicas=4", "deployment.apps/coredns scaled")
        .assistant("CoreDNS at 4 replicas; payments p99 back to 45ms.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["ndots"] },
      { kind: "task", keys: ["coredns", "hpa"] },
    ],
  },
  {
    id: "b165-argocd-hpa-drift",
    build: (s) =>
      s
        .user("argocd says orders is OutOfSync but the diff is just replicas. hpa fighting it?")
        .bash("argocd app diff orders", "===== apps/Deployment orders/orders-api ======\n10c10\n<   replicas: 7\n---\n>   replicas: 3")
        .assistant(
          "Yes: the HPA scales the Deployment to 7 and Argo wants the manifest's 3. Either drop `replicas` from the manifest or add `ignoreDifferences` on `/spec/replicas` to the Application.",
        )
        .user("ignoreDifferences. thats the rule for any deployment that has an hpa, put ignoreDifferences on /spec/replicas in its Application")
        .file("Edit", "argocd/apps/orders.yaml")
        .bash(
          "argocd app sync orders && argocd app get orders | grep -E 'Sync Status|Health'",
          "Sync Status:        Synced to main (4be1c0a)\nHealth Status:      Healthy",
        )
        .assistant("Orders is Synced and Healthy.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["ignoredifferences"] }],
  },
  {
    id: "b165-tf-lock",
    build: (s) =>
      s
        .user("tf plan in infra/prod hangs on the state lock")
        .bash(
          "cd infra/prod && terraform plan -lock-timeout=10s",
          "Error: Error acquiring the state lock\n\nLock Info:\n  ID:        8f2d9c1e-47aa-4b1e-a3f0-6c9d2e7b5a10\n  Path:      acme-tfstate/prod/terraform.tfstate\n  Operation: OperationTypeApply\n  Who:       jenkins@ci-runner-3\n  Created:   2026-11-27 20:58:03 UTC",
          1,
        )
        .assistant("The lock belongs to an apply by jenkins on ci-runner-3 from ~6 hours ago. If that job is really dead I can force-unlock with that ID.")
        .user("confirmed, the jenkins job is dead. unlock")
        .bash("terraform force-unlock -force 8f2d9c1e-47aa-4b1e-a3f0-6c9d2e7b5a10", "Terraform state has been successfully unlocked!")
        .assistant("Unlocked. `terraform plan` runs now: 0 to add, 2 to change (the RDS parameter group), 0 to destroy.")
        .user("the 2 changes are expected. btw nobody runs tf apply on prod from a laptop, only the ci runners apply prod. that includes you")
        .stop(),
    planted: [{ kind: "instruction", keys: ["apply", "laptop"] }],
  },
  {
    id: "b165-empty-pdb-drain",
    build: (s) =>
      s
        .user("q: whats the practical diff between pdb minAvailable and maxUnavailable? drain on node-7 is stuck")
        .bash(
          "kubectl --context prod-eu-1 get pdb -A | grep -v '  0  '",
          "NAMESPACE   NAME         MIN AVAILABLE   MAX UNAVAILABLE   ALLOWED DISRUPTIONS   AGE\nsearch      search-api   2               N/A               0                     88d",
        )
        .assistant(
          "minAvailable is a floor on ready pods, maxUnavailable a ceiling on missing ones. search-api has minAvailable 2 with exactly 2 replicas, so zero disruptions are allowed and the drain waits forever.",
        )
        .user("would it be dumb to just set maxUnavailable 1 on everything?")
        .assistant("Not dumb, but for single-replica apps it allows full downtime during a drain. Worth a discussion rather than a blanket change.")
        .user("hm ok. just scale search-api to 3 so the drain goes thru")
        .bash(
          "kubectl --context prod-eu-1 scale deploy/search-api -n search --replicas=3 && kubectl --context prod-eu-1 drain node-7 --ignore-daemonsets --delete-emptydir-data",
          "deployment.apps/search-api scaled\nnode/node-7 cordoned\nevicting pod search/search-api-7c9f-xk2p\nnode/node-7 drained",
        )
        .assistant("search-api is at 3 replicas and node-7 is drained.")
        .stop(),
    planted: [],
  },
  {
    id: "b165-loki-cardinality",
    build: (s) =>
      s
        .user("loki ingesters OOMing, were dropping logs. whats retention rn")
        .bash(
          "kubectl --context prod-eu-1 get cm loki-config -n logging -o yaml | grep -E 'retention_period|max_global_streams'",
          "      retention_period: 744h\n      max_global_streams_per_user: 200000",
        )
        .bash(
          "logcli series '{}' --analyze-labels --since=1h | head -4",
          "Total Streams:  183412\nLabel Name   Unique Values  Found In Streams\npod_ip       171220         183412\npod          6120           183412",
        )
        .assistant(
          "Retention is 744h (31 days). The OOM is cardinality: `pod_ip` got added to the promtail pipeline and there are ~183k streams now, 171k unique pod_ip values.",
        )
        .user(
          "drop pod_ip from promtail. and never put pod_ip or any other per-pod-ip label in promtail again, it kills loki. retention -> 14d, nobody looks past 2 weeks. compliance logs go to s3 via the firehose anyway, not loki",
        )
        .file("Edit", "k8s/logging/promtail-values.yaml")
        .file("Edit", "k8s/logging/loki-values.yaml")
        .bash(
          "helm upgrade promtail grafana/promtail -n logging -f k8s/logging/promtail-values.yaml && helm upgrade loki grafana/loki -n logging -f k8s/logging/loki-values.yaml",
          'Release "promtail" has been upgraded. Happy Helming!\nRelease "loki" has been upgraded. Happy Helming!',
        )
        .assistant("pod_ip is gone from the pipeline and retention is 336h. Streams are down to ~9k and the ingesters are stable at 2.1Gi.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["pod_ip"] },
      { kind: "decision", keys: ["retention", "14"] },
      { kind: "fact", keys: ["compliance", "s3"] },
    ],
  },
  {
    id: "b165-spot-batch",
    build: (s) =>
      s
        .user("spot nodes in us-east-1b getting reclaimed like every hour, the batch jobs keep restarting")
        .bash(
          "kubectl --context prod-us-1 get events -A --field-selector reason=SpotInterruption --sort-by=.lastTimestamp | tail -3",
          "kube-system   2m    Warning   SpotInterruption   node/ip-10-4-7-21   Spot interruption notice received\nkube-system   61m   Warning   SpotInterruption   node/ip-10-4-7-88   Spot interruption notice received\nkube-system   118m  Warning   SpotInterruption   node/ip-10-4-6-12   Spot interruption notice received",
        )
        .assistant(
          "Three interruptions in the last 2 hours, all in the batch node group (m5.2xlarge spot, us-east-1b). We could add more instance types to the spot pool, or move batch to on-demand.",
        )
        .user("month end runs start sunday, cant risk it. batch pool goes on-demand m6i until they're done, rest stays spot")
        .file("Edit", "infra/eks/nodegroups.tf")
        .bash(
          "git diff --stat && git push origin HEAD:ops/batch-on-demand",
          " infra/eks/nodegroups.tf | 6 +++---\n 1 file changed, 3 insertions(+), 3 deletions(-)\nremote: Create a pull request for 'ops/batch-on-demand' on GitHub",
        )
        .assistant("Pushed `ops/batch-on-demand`: the batch node group becomes on-demand m6i.2xlarge; CI will plan and apply once it's merged.")
        .user("k. remind me to flip batch back to spot on dec 3")
        .stop(),
    planted: [
      { kind: "decision", keys: ["on-demand", "batch"] },
      { kind: "task", keys: ["spot", "dec 3"] },
    ],
  },
  {
    id: "b165-empty-canary-events",
    build: (s) =>
      s
        .user("u awake? lol. whats in the events for ns web")
        .bash(
          "kubectl --context prod-eu-1 get events -n web --sort-by=.lastTimestamp | tail -3",
          "LAST SEEN   TYPE      REASON    OBJECT                        MESSAGE\n3m          Warning   BackOff   pod/web-canary-5d8f7-2xq9c    Back-off restarting failed container web in pod web-canary-5d8f7-2xq9c\n1m          Normal    Pulled    pod/web-7b6c9-kq2lm           Container image already present on machine",
        )
        .assistant("Mostly noise; the only warning is web-canary in BackOff, restarting its container every few minutes.")
        .user("ah thats the canary, its supposed to fail rn, we're testing the rollback path. ignore")
        .assistant("Got it, leaving the canary alone.")
        .user("ok thx")
        .stop(),
    planted: [],
  },
  {
    id: "b165-leaked-secret",
    build: (s) =>
      s
        .user("someone committed a db password in k8s/billing/secret.yaml, plain base64. rotate + fix pls")
        .bash("git log --oneline -1 -- k8s/billing/secret.yaml", "a91c2e4 billing: add db creds for migration job")
        .bash("echo 'YmlsbGluZ19ydzpTM2NyM3Q=' | base64 -d | cut -d: -f1", "billing_rw")
        .assistant(
          "The leaked credential is for `billing_rw`. I can rotate it in RDS, update the Secret in the cluster and restart billing-api, then remove the file from git.",
        )
        .user(
          "yes go. billing_rw is the only read-write user on that db so everything that writes is affected. and were moving to external-secrets w/ aws secrets manager, no more plain Secret manifests in git. i'll do the operator install tmrw, not now",
        )
        .bash(
          'aws rds modify-db-instance --db-instance-identifier billing-db --master-user-password "$NEW_PW" --apply-immediately >/dev/null && kubectl --context prod-eu-1 create secret generic billing-db -n billing --from-literal=password="$NEW_PW" --dry-run=client -o yaml | kubectl --context prod-eu-1 apply -f - && kubectl --context prod-eu-1 rollout restart deploy/billing-api -n billing',
          "secret/billing-db configured\ndeployment.apps/billing-api restarted",
        )
        .bash("git rm k8s/billing/secret.yaml", "rm 'k8s/billing/secret.yaml'")
        .assistant("Rotated, billing-api restarted on the new secret and healthy; the manifest is removed from git (it's still in history).")
        .stop(),
    planted: [
      { kind: "fact", keys: ["billing_rw"] },
      { kind: "decision", keys: ["external-secrets"] },
      { kind: "task", keys: ["operator", "install"] },
    ],
  },
  {
    id: "b165-empty-upload-timeout",
    build: (s) =>
      s
        .user("uploads over 60s die w/ 504 on the media ingress")
        .bash(
          "kubectl --context prod-eu-1 get ingress media -n media -o jsonpath='{.metadata.annotations}'",
          '{"nginx.ingress.kubernetes.io/proxy-body-size":"500m"}',
        )
        .assistant(
          "There's no proxy-read-timeout annotation, so it's the controller default of 60s. I can set `nginx.ingress.kubernetes.io/proxy-read-timeout: \"300\"` on that ingress.",
        )
        .user("yes 300, do it")
        .file("Edit", "k8s/media/ingress.yaml")
        .bash("kubectl --context prod-eu-1 apply -f k8s/media/ingress.yaml", "ingress.networking.k8s.io/media configured")
        .assistant("Applied; a 140s test upload went through.")
        .stop(),
    planted: [],
  },
  {
    id: "b165-alert-routing",
    build: (s) =>
      s
        .user("KubePodCrashLooping fires for the cronjob pods in ns reports every night at 3, its noise")
        .bash(
          "kubectl --context prod-eu-1 get pods -n reports | grep -i error | head -3",
          "nightly-export-29401800-7dxkq   0/1   Error   0   2h\nnightly-export-29401800-vb2mn   0/1   Error   0   2h",
        )
        .assistant(
          "Those are retries of the nightly-export job; the job itself succeeded on the third try. I can exclude pods with a `job_name` label from KubePodCrashLooping.",
        )
        .user(
          "yes exclude job pods. and while ur in there: our alertmanager routing is sev1 -> pagerduty, everything else -> #ops-alerts in slack. dont add new receivers w/o asking me first, last time someone wired a team channel and it got 4k msgs",
        )
        .file("Edit", "monitoring/rules/kube.yaml")
        .bash("promtool check rules monitoring/rules/kube.yaml", "Checking monitoring/rules/kube.yaml\n  SUCCESS: 38 rules found")
        .assistant("KubePodCrashLooping now ignores job pods; promtool is happy.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["sev1", "pagerduty"] },
      { kind: "instruction", keys: ["receivers"] },
    ],
  },
  {
    id: "b165-runner-disk",
    build: (s) =>
      s
        .user("gh actions self-hosted runner-2 out of disk again")
        .bash(
          "ssh runner-2 'df -h /var/lib/docker; docker system df'",
          "Filesystem  Size  Used Avail Use% Mounted on\n/dev/nvme1n1 250G  245G  5.0G  98% /var/lib/docker\nTYPE          TOTAL   ACTIVE  SIZE      RECLAIMABLE\nBuild Cache   3120    0       210.4GB   210.4GB",
        )
        .assistant("210GB of it is Docker build cache, all reclaimable.")
        .user("prune it")
        .bash("ssh runner-2 'docker builder prune -af'", "Total reclaimed space: 204.3GB")
        .assistant("Reclaimed 204GB; runner-2 is at 16%.")
        .user(
          "we need a nightly cron doing that builder prune on all runners, file it for next week, not tonight. and fwiw we're replacing these runners w/ actions-runner-controller ephemeral runners in Q1, that got decided in the infra sync, so dont sink time in them",
        )
        .stop(),
    planted: [
      { kind: "task", keys: ["cron", "prune"] },
      { kind: "decision", keys: ["actions-runner-controller"] },
    ],
  },
  {
    id: "b165-empty-kafka-lag",
    build: (s) =>
      s
        .user("consumer lag on orders-events climbing, 40k")
        .bash(
          "kafka-consumer-groups --bootstrap-server kafka:9092 --describe --group orders-projector | awk '$6>0'",
          "GROUP             TOPIC          PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG\norders-projector  orders-events  7          88120331        88160902        40571",
        )
        .assistant(
          "All the lag is on partition 7. Maybe a hot key from the promo, or a consumer stuck in a rebalance loop. Broker-3's disk had high iowait yesterday too, could be that.",
        )
        .user("maybe. prob the promo hot key. lets just watch it 10 min")
        .bash(
          "sleep 600; kafka-consumer-groups --bootstrap-server kafka:9092 --describe --group orders-projector | awk '$6>0'",
          "GROUP             TOPIC          PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG\norders-projector  orders-events  7          88171204        88183390        12186",
        )
        .assistant("Lag on p7 is down to 12k and dropping; the other partitions are at 0.")
        .user("ok its catching up. leave it")
        .stop(),
    planted: [],
  },
  {
    id: "b165-velero-check",
    build: (s) =>
      s
        .user("did velero backups run last night? no slack msg")
        .bash(
          "velero backup get | head -4",
          "NAME                     STATUS            ERRORS   WARNINGS   CREATED\ndaily-20261127010012     Completed         0        0          2026-11-27 01:00:12 +0000 UTC\ndaily-20261126010009     PartiallyFailed   1        0          2026-11-26 01:00:09 +0000 UTC",
        )
        .assistant("Last night's daily backup completed. The one before was PartiallyFailed with 1 error.")
        .user(
          "fyi velero itself never posts to slack, the msg comes from the backup-check cronjob in ns ops. so thats whats broken. and the PartiallyFailed is prob the ns scratch pvc, scratch is excluded from backups on purpose, its throwaway data",
        )
        .bash(
          "velero backup logs daily-20261126010009 | grep -i error | head -2",
          'level=error msg="Error backing up item" namespace=scratch name=tmp-data error="volume snapshot timed out"',
        )
        .assistant("Confirmed, the error is the scratch PVC. The schedule doesn't actually exclude scratch though, its excludedNamespaces is empty.")
        .user("fix the schedule so scratch is actually excluded then")
        .file("Edit", "k8s/velero/schedule-daily.yaml")
        .bash("kubectl --context prod-eu-1 apply -f k8s/velero/schedule-daily.yaml", "schedule.velero.io/daily configured")
        .assistant("The daily schedule now excludes scratch.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["backup-check"] },
      { kind: "fact", keys: ["scratch"] },
    ],
  },
  {
    id: "b165-bf-freeze",
    build: (s) =>
      s
        .user(
          "black friday freeze: from tmrw 00:00 UTC till monday 08:00 no prod deploys at all, only sev1 hotfixes and those need my explicit ok. applies to you too",
        )
        .bash(
          "argocd app list -o name | grep prod- | wc -l; argocd app list | grep prod- | awk '{print $1, $7}' | head -3",
          "12\nprod-orders Auto-Prune\nprod-checkout Auto-Prune\nprod-web Auto-Prune",
        )
        .assistant(
          "All 12 prod Applications have automated sync with prune. I can turn auto-sync off on them for the window so a merge can't deploy by accident.",
        )
        .user("yes disable auto-sync on prod apps now. re-enabling it monday after the freeze is on me, dont do it early")
        .bash(
          'for a in $(argocd app list -o name | grep prod-); do argocd app set "$a" --sync-policy none; done; argocd app list | grep prod- | grep -c Auto',
          "0",
        )
        .assistant("Auto-sync is off on all 12 prod apps.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["freeze", "sev1"] },
      { kind: "task", keys: ["auto-sync", "monday"] },
    ],
  },
  {
    id: "b165-empty-node-upgrade",
    build: (s) =>
      s
        .user("status on the node upgrade?")
        .bash(
          "kubectl --context prod-eu-1 get nodes -o custom-columns=NAME:.metadata.name,VER:.status.nodeInfo.kubeletVersion | sort -k2 | head -4",
          "NAME            VER\nip-10-0-3-44    v1.28.9\nip-10-0-3-51    v1.28.9\nip-10-0-3-60    v1.28.9",
        )
        .assistant("9 of 12 nodes are on v1.29.4; 3 left in general-b, ip-10-0-3-44 is draining now.")
        .user("k. eta?")
        .assistant("About 20 minutes; each node takes ~6 minutes to drain and rejoin.")
        .user("cool ping me when done")
        .bash(
          "kubectl --context prod-eu-1 wait --for=condition=Ready nodes --all --timeout=30m && kubectl --context prod-eu-1 get nodes | grep -c v1.29.4",
          "12",
        )
        .assistant("All 12 nodes are on v1.29.4 and Ready.")
        .stop(),
    planted: [],
  },
  {
    id: "b165-checkout-hpa-rps",
    build: (s) =>
      s
        .user("checkout-api hpa on cpu is useless, the thing is io bound, cpu never goes above 30%")
        .bash(
          "kubectl --context prod-eu-1 get hpa checkout-api -n checkout",
          "NAME           REFERENCE                 TARGETS   MINPODS   MAXPODS   REPLICAS\ncheckout-api   Deployment/checkout-api   28%/70%   4         20        4",
        )
        .assistant(
          "Agreed, it never triggers. We could scale on requests per second: prometheus-adapter can expose `http_requests_per_second` as a pods metric, target ~150 per pod. KEDA with a Prometheus scaler would also work.",
        )
        .user("go w/ prometheus-adapter, we already run it. not adding keda for this. maybe drop min to 2 too? nah scratch that, keep 4")
        .file("Edit", "k8s/checkout/hpa.yaml")
        .bash(
          "kubectl --context prod-eu-1 apply -f k8s/checkout/hpa.yaml && kubectl --context prod-eu-1 get hpa checkout-api -n checkout",
          "horizontalpodautoscaler.autoscaling/checkout-api configured\nNAME           REFERENCE                 TARGETS   MINPODS   MAXPODS   REPLICAS\ncheckout-api   Deployment/checkout-api   92/150    4         20        4",
        )
        .assistant("The HPA now scales on http_requests_per_second, currently 92/150 per pod.")
        .user("nice")
        .stop(),
    planted: [{ kind: "decision", keys: ["prometheus-adapter"] }],
  },
  {
    id: "b165-empty-argo-workflows",
    build: (s) =>
      s
        .user("thinking we should move all cronjobs to argo workflows. thoughts?")
        .assistant(
          "It would give retries, DAGs and a UI, at the cost of another controller to run. Want me to list the current CronJobs to see what we'd be moving?",
        )
        .user("yeah")
        .bash(
          "kubectl --context prod-eu-1 get cronjobs -A --no-headers | awk '{print $1}' | sort | uniq -c",
          "   2 billing\n   3 ops\n   4 reports\n   2 search\n   1 velero\n   2 web",
        )
        .assistant("14 CronJobs across 6 namespaces, almost all single-container jobs with no dependencies between them.")
        .user("eh scratch that, not worth it for 14 simple jobs. forget i said anything")
        .stop(),
    planted: [],
  },
  {
    id: "b165-kube-context",
    build: (s) =>
      s
        .user("careful, u ran that rollout against prod last time. which ctx are u on rn")
        .bash("kubectl config current-context", "prod-eu-1")
        .assistant("prod-eu-1. I should have checked before the restart.")
        .user(
          "yeah. rule: pass --context explicitly on every kubectl cmd, never rely on current-context. staging is stg-eu-1, prod is prod-eu-1 and prod-us-1. now restart web on staging",
        )
        .bash("kubectl --context stg-eu-1 rollout restart deploy/web -n web", "deployment.apps/web restarted")
        .assistant("Restarted web in stg-eu-1.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["--context"] },
      { kind: "fact", keys: ["stg-eu-1", "prod-us-1"] },
    ],
  },
  {
    id: "b165-orders-db-conns",
    build: (s) =>
      s
        .user("orders-db: 'sorry, too many clients already'. orders-api erroring")
        .bash(
          'psql "$ORDERS_DB" -Atc "show max_connections; select usename, count(*) from pg_stat_activity group by 1 order by 2 desc limit 2"',
          "200\norders_app|180\nrdsadmin|3",
        )
        .assistant("max_connections on orders-db is 200 and orders_app holds 180 of them, most idle: 12 pods with a pool of 15 each.")
        .user("ok. were putting pgbouncer in front of orders-db, transaction mode, enough of this. for tonight just cut the pool to 8 per pod")
        .file("Edit", "k8s/orders/configmap.yaml")
        .bash(
          "kubectl --context prod-eu-1 apply -f k8s/orders/configmap.yaml && kubectl --context prod-eu-1 rollout restart deploy/orders-api -n orders",
          "configmap/orders-config configured\ndeployment.apps/orders-api restarted",
        )
        .assistant("DB_POOL_SIZE is 8 now; orders_app is at 96 connections and the errors stopped.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["max_connections", "200"] },
      { kind: "decision", keys: ["pgbouncer"] },
    ],
  },
  {
    id: "b165-dockerhub-limit",
    build: (s) =>
      s
        .user("new cluster: ImagePullBackOff everywhere, docker hub rate limit?")
        .bash(
          "kubectl --context prod-us-1 describe pod -n web -l app=web | grep -m1 -i 'failed to pull'",
          '  Warning  Failed  2m  kubelet  Failed to pull image "nginx:1.27": toomanyrequests: You have reached your pull rate limit.',
        )
        .assistant(
          "Yes, the anonymous Docker Hub pull limit, all nodes share one NAT IP. We can authenticate the pulls, or put an ECR pull-through cache in front of Docker Hub.",
        )
        .user(
          "ecr pull-through cache. and from now on every image ref in our manifests goes through the ecr mirror (123456789012.dkr.ecr.eu-west-1.amazonaws.com/hub/...), no direct docker.io refs anywhere",
        )
        .bash(
          'aws ecr create-pull-through-cache-rule --ecr-repository-prefix hub --upstream-registry-url registry-1.docker.io --credential-arn "$DH_CRED_ARN"',
          '{\n  "ecrRepositoryPrefix": "hub",\n  "upstreamRegistryUrl": "registry-1.docker.io"\n}',
        )
        .file("Edit", "k8s/web/deployment.yaml")
        .bash("grep -rl 'image: [a-z]*:' k8s/ | wc -l", "0")
        .assistant("The pull-through rule exists and all 23 image refs under k8s/ now point at the hub/ mirror; pods are pulling.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["pull-through"] },
      { kind: "instruction", keys: ["ecr", "mirror"] },
    ],
  },
  {
    id: "b165-empty-typo-lint",
    build: (s) =>
      s
        .user("fix the typo in docs/runbooks/redis.md, it says kubeclt")
        .file("Edit", "docs/runbooks/redis.md")
        .assistant("Fixed, it was there 3 times.")
        .user("and run helm lint on charts/")
        .bash("helm lint charts/*", "==> Linting charts/edge-proxy\n[INFO] Chart.yaml: icon is recommended\n\n5 chart(s) linted, 0 chart(s) failed")
        .assistant("All 5 charts lint clean; the only message is the icon INFO.")
        .user("👍")
        .stop(),
    planted: [],
  },
  {
    id: "b165-empty-psa-debug",
    build: (s) =>
      s
        .user("why did my netshoot debug pod get rejected in ns default")
        .bash("kubectl --context stg-eu-1 get ns default -o jsonpath='{.metadata.labels}'", '{"pod-security.kubernetes.io/enforce":"restricted"}')
        .bash(
          "cat policies/README.md",
          "# Cluster policies\n- Pods MUST run as non-root\n- NEVER use hostNetwork outside kube-system\n- Always set resource limits\n- TODO: audit seccomp profiles",
        )
        .assistant(
          "`default` enforces the restricted Pod Security level, and netshoot runs as root with NET_ADMIN, so admission rejects it. The policies README lists non-root, no hostNetwork and limits, plus an open TODO about seccomp.",
        )
        .user("ah ok. stick it in ns debug-tools then")
        .bash(
          "kubectl --context stg-eu-1 run netshoot -n debug-tools --image=123456789012.dkr.ecr.eu-west-1.amazonaws.com/hub/nicolaka/netshoot -- sleep 3600",
          "pod/netshoot created",
        )
        .assistant("netshoot is running in debug-tools.")
        .stop(),
    planted: [],
  },
  {
    id: "b165-ca-emptydir",
    build: (s) =>
      s
        .user("cluster autoscaler wont scale down ip-10-0-5-12, node is like 5% used")
        .bash(
          "kubectl --context prod-eu-1 logs -n kube-system deploy/cluster-autoscaler --since=30m | grep ip-10-0-5-12 | tail -1",
          "I1127 01:12:44 scale_down.go:448] Node ip-10-0-5-12 is not suitable for removal: pod metrics/metrics-cache-0 has local storage",
        )
        .assistant(
          'metrics-cache-0 uses an emptyDir, so CA won\'t evict it. Annotating the pod template with `cluster-autoscaler.kubernetes.io/safe-to-evict: "true"` fixes that.',
        )
        .user(
          "add the annotation. follow-up for later: audit all the emptyDir pods for safe-to-evict, theres prob more of these. fyi CA here runs w/ scale-down-unneeded-time 10m, not the default 10m... wait no, default is 10m too. ok whatever, ignore that",
        )
        .file("Edit", "k8s/metrics/metrics-cache.yaml")
        .bash("kubectl --context prod-eu-1 apply -f k8s/metrics/metrics-cache.yaml", "statefulset.apps/metrics-cache configured")
        .assistant("Annotated; CA marked ip-10-0-5-12 unneeded and will remove it after the unneeded time.")
        .stop(),
    planted: [{ kind: "task", keys: ["safe-to-evict", "audit"] }],
  },
  {
    id: "b165-gitops-repo",
    build: (s) =>
      s
        .user("where do prod manifests live now, the old infra-k8s repo or platform-gitops?")
        .bash(
          "argocd app get prod-orders -o json | jq -r '.spec.source.repoURL, .spec.source.path'",
          "git@github.com:acme/platform-gitops.git\napps/prod/orders",
        )
        .assistant("prod-orders syncs from acme/platform-gitops, path apps/prod/orders.")
        .user(
          "right. infra-k8s is archived since oct, all of prod lives in platform-gitops under apps/prod/<app>. also PRs there need a review from someone on sre, no self-merge even at 3am. open one for the orders memory bump",
        )
        .file("Edit", "apps/prod/orders/deployment.yaml")
        .bash(
          "gh pr create -R acme/platform-gitops --title 'orders: memory 768Mi' --body 'night fix' --reviewer acme/sre",
          "https://github.com/acme/platform-gitops/pull/2291",
        )
        .assistant("Opened acme/platform-gitops#2291 with sre as reviewer.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["platform-gitops", "apps/prod"] },
      { kind: "instruction", keys: ["self-merge"] },
    ],
  },
  {
    id: "b165-grafana-sqlite",
    build: (s) =>
      s
        .user("disk full alert on grafana's pvc")
        .bash("kubectl --context prod-eu-1 exec -n monitoring grafana-0 -- du -sh /var/lib/grafana/grafana.db", "8.9G\t/var/lib/grafana/grafana.db")
        .assistant("grafana.db is 8.9G of the 10Gi PVC. Most of it is the annotation and dashboard_version tables.")
        .user(
          "resize to 20Gi for now. longer term grafana needs to move off sqlite onto the rds postgres, thats Q1 work, write it down. and part of the bloat is ppl saving dashboards in the UI — dashboards only go in via grafonnet in monitoring/dashboards, no UI saves",
        )
        .bash(
          'kubectl --context prod-eu-1 patch pvc grafana-data -n monitoring -p \'{"spec":{"resources":{"requests":{"storage":"20Gi"}}}}\'',
          "persistentvolumeclaim/grafana-data patched",
        )
        .assistant("The grafana PVC is 20Gi now, 45% used.")
        .stop(),
    planted: [
      { kind: "task", keys: ["grafana", "postgres"] },
      { kind: "instruction", keys: ["grafonnet"] },
    ],
  },
  {
    id: "b165-istio-sidecars",
    build: (s) =>
      s
        .user("503s between web and catalog since the istio upgrade")
        .bash(
          "istioctl --context prod-eu-1 proxy-status | awk '{print $1, $NF}' | sort -k2 | head -3",
          "NAME VERSION\nweb-7b6c9-kq2lm.web 1.21.2\nweb-7b6c9-tt8rz.web 1.21.2",
        )
        .assistant(
          "The web pods still run 1.21.2 sidecars while the control plane and catalog are on 1.22.1. Catalog enforces STRICT mTLS, so the old proxies might be failing the handshake. Restarting web would pick up the new sidecar.",
        )
        .user("restart web")
        .bash(
          "kubectl --context prod-eu-1 rollout restart deploy/web -n web && kubectl --context prod-eu-1 rollout status deploy/web -n web",
          'deployment.apps/web restarted\ndeployment "web" successfully rolled out',
        )
        .assistant("Web is on 1.22.1 sidecars now and the 503s stopped.")
        .user(
          "ok so confirmed, stale sidecars after the istio upgrade. from now on after every istio upgrade we rollout restart every meshed ns, add it to the upgrade runbook",
        )
        .file("Edit", "docs/runbooks/istio-upgrade.md")
        .assistant("Added a 'restart meshed namespaces' step to docs/runbooks/istio-upgrade.md.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["stale", "sidecar"] },
      { kind: "instruction", keys: ["istio", "restart"] },
    ],
  },
  {
    id: "b165-empty-servicemonitor",
    build: (s) =>
      s
        .user("grafana ingress dashboard is blank")
        .bash("curl -s 'http://prometheus.monitoring:9090/api/v1/query?query=up{job=\"ingress-nginx\"}' | jq '.data.result | length'", "0")
        .assistant(
          "Prometheus has no ingress-nginx targets. Either the ServiceMonitor's selector stopped matching after the chart bump, or the port name differs. I can check both.",
        )
        .user("check the port name")
        .bash("kubectl --context prod-eu-1 get svc ingress-nginx-metrics -n edge -o jsonpath='{.spec.ports[*].name}'", "metrics")
        .assistant("The Service names the port `metrics`, the ServiceMonitor scrapes `prometheus`. Patching the ServiceMonitor.")
        .file("Edit", "monitoring/servicemonitors/ingress-nginx.yaml")
        .assistant("Targets are up and the dashboard is filling in.")
        .user("ty")
        .stop(),
    planted: [],
  },
  {
    id: "b165-gpu-quota",
    build: (s) =>
      s
        .user("team-ml keeps eating the whole gpu pool again, 3 other teams blocked")
        .bash("kubectl --context prod-us-1 describe quota -n team-ml", "No resources found in team-ml namespace.")
        .assistant("team-ml has no ResourceQuota, so nothing stops it from taking all 8 GPUs.")
        .user(
          "ok were doing per-team ResourceQuota on gpus: team-ml max 4 nvidia.com/gpu, everyone else 2. talked w/ priya, she owns team-ml's infra asks btw, ping her directly not the channel",
        )
        .file("Write", "k8s/team-ml/quota.yaml")
        .bash("kubectl --context prod-us-1 apply -f k8s/team-ml/quota.yaml", "resourcequota/gpu-quota created")
        .assistant("Quota created for team-ml (4 GPUs). The other team namespaces still need theirs at 2.")
        .user("yep, quota for the other teams tmrw, im fading")
        .stop(),
    planted: [
      { kind: "decision", keys: ["quota", "gpu"] },
      { kind: "task", keys: ["quota", "teams"] },
      { kind: "fact", keys: ["priya"] },
    ],
  },
  {
    id: "b165-failover-drill",
    build: (s) =>
      s
        .user("eu failover test is overdue, not doing it tonight obv. when was the last one")
        .bash(
          "aws rds describe-events --source-identifier orders-db --source-type db-cluster --event-categories failover --duration 20160 --query 'Events[].Date'",
          "[]",
        )
        .assistant("No failover events on orders-db in the last 14 days, the max RDS keeps; the last drill is older than that.")
        .user(
          "next week: rds failover drill on orders-db in stg first, then prod on the 10th. and remind me to renew mara's pagerduty override, it expires friday",
        )
        .stop(),
    planted: [
      { kind: "task", keys: ["failover", "drill"] },
      { kind: "task", keys: ["override", "mara"] },
    ],
  },
  {
    id: "b165-alb-logs-lifecycle",
    build: (s) =>
      s
        .user("s3 bucket acme-alb-logs is 40TB wtf")
        .bash(
          "aws s3api get-bucket-lifecycle-configuration --bucket acme-alb-logs",
          "An error occurred (NoSuchLifecycleConfiguration) when calling the GetBucketLifecycleConfiguration operation: The lifecycle configuration does not exist",
          254,
        )
        .assistant("There's no lifecycle rule, so every ALB log since 2021 is still there.")
        .user(
          "add a lifecycle rule, expire after 90d. security signed off on 90 days for alb logs. same thing for acme-cloudfront-logs later, but check w/ security first for that one",
        )
        .bash("aws s3api put-bucket-lifecycle-configuration --bucket acme-alb-logs --lifecycle-configuration file://lifecycle-90d.json && echo ok", "ok")
        .assistant("The 90-day expiration rule is on acme-alb-logs; S3 will clear the old objects over the next day or two.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["lifecycle", "90"] },
      { kind: "task", keys: ["cloudfront"] },
    ],
  },
  {
    id: "b165-rds-minor-upgrade",
    build: (s) =>
      s
        .user("rds maintenance notice for billing-db, forced minor upgrade 15.4 -> 15.8 on dec 12")
        .bash(
          "aws rds describe-pending-maintenance-actions --resource-identifier arn:aws:rds:eu-west-1:123456789012:db:billing-db --query 'PendingMaintenanceActions[].PendingMaintenanceActionDetails[]'",
          '[\n  {\n    "Action": "db-upgrade",\n    "ForcedApplyDate": "2026-12-12T04:00:00Z",\n    "Description": "Automatic minor version upgrade to 15.8"\n  }\n]',
        )
        .assistant("I can apply it right now (traffic is low) or let it run in the next maintenance window, Sunday 04:00-05:00 UTC.")
        .user(
          "window, not now at 3am w/ nobody awake. and fyi all our dbs have the sun 04:00-05:00 utc maintenance window, new ones get the same. before sunday tho upgrade stg billing-db to 15.8 on monday so we see it break there first",
        )
        .bash(
          "aws rds modify-db-instance --db-instance-identifier billing-db --engine-version 15.8 --no-apply-immediately --query 'DBInstance.PendingModifiedValues'",
          '{\n  "EngineVersion": "15.8"\n}',
        )
        .assistant("billing-db's upgrade to 15.8 is queued for Sunday's window.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["maintenance", "04:00"] },
      { kind: "task", keys: ["stg", "15.8"] },
    ],
  },
  {
    id: "b165-tenant-label",
    build: (s) =>
      s
        .user("new ns team-data came up w/o the default-deny netpol??")
        .bash(
          "kubectl --context prod-eu-1 get netpol -n team-data; kubectl --context prod-eu-1 get clusterpolicy ns-defaults -o jsonpath='{.spec.rules[0].match}'",
          'No resources found in team-data namespace.\n{"any":[{"resources":{"kinds":["Namespace"],"selector":{"matchLabels":{"acme.io/tenant":"*"}}}}]}',
        )
        .assistant(
          "The Kyverno generate policy `ns-defaults` only fires for namespaces labeled `acme.io/tenant`, and team-data has no labels at all. That's why it got no default-deny.",
        )
        .user("label it. so the contract is: a tenant ns only gets default-deny + quotas if it has the acme.io/tenant label. put that in docs/tenancy.md")
        .bash(
          "kubectl --context prod-eu-1 label ns team-data acme.io/tenant=team-data && sleep 5 && kubectl --context prod-eu-1 get netpol -n team-data",
          "namespace/team-data labeled\nNAME           POD-SELECTOR   AGE\ndefault-deny   <none>         4s",
        )
        .file("Edit", "docs/tenancy.md")
        .assistant("team-data has default-deny now, and docs/tenancy.md explains the label.")
        .stop(),
    planted: [{ kind: "fact", keys: ["acme.io/tenant"] }],
  },
  {
    id: "b165-empty-aws-bill",
    build: (s) =>
      s
        .user("aws bill alert, +18% this month. anything obvious?")
        .bash(
          "aws ce get-cost-and-usage --time-period Start=2026-11-01,End=2026-11-27 --granularity MONTHLY --metrics UnblendedCost --group-by Type=DIMENSION,Key=USAGE_TYPE | jq -r '.ResultsByTime[0].Groups | sort_by(-(.Metrics.UnblendedCost.Amount|tonumber))[:2][] | .Keys[0]+\" \"+.Metrics.UnblendedCost.Amount'",
          "EU-BoxUsage:m6i.2xlarge 14102.55\nEU-NatGateway-Bytes 6480.12",
        )
        .assistant(
          "NAT gateway data processing is up about $2.3k over last month. Maybe the new cluster pulling images through NAT, or cross-AZ traffic; VPC flow logs would tell.",
        )
        .user("prob the docker pulls before the ecr thing. or not idk")
        .assistant("Could be; the pull-through cache only went in this week, so most of November's pulls went over NAT.")
        .user("whatever, month end, finance will yell if they care. gn")
        .stop(),
    planted: [],
  },
  {
    id: "b165-jaeger-sampling",
    build: (s) =>
      s
        .user("jaeger collector dropping spans, queue full")
        .bash("kubectl --context prod-eu-1 logs -n tracing deploy/jaeger-collector --since=10m | grep -c 'queue is full'", "18342")
        .assistant(
          "18k 'queue is full' drops in 10 minutes. Every service samples at 100%. We could lower head sampling to 10%, or go to tail-based sampling in an OpenTelemetry collector and keep only slow/error traces.",
        )
        .user(
          "10% head sampling for tonight. but for the record the plan is otel collector w/ tail sampling and the jaeger agents go away, that was decided at the arch review in sept, nobody picked it up yet",
        )
        .file("Edit", "k8s/tracing/sampling-strategies.json")
        .bash(
          "kubectl --context prod-eu-1 create cm jaeger-sampling -n tracing --from-file=k8s/tracing/sampling-strategies.json --dry-run=client -o yaml | kubectl --context prod-eu-1 apply -f -",
          "configmap/jaeger-sampling configured",
        )
        .assistant("Default sampling is 0.1 now; drops stopped within two minutes.")
        .stop(),
    planted: [{ kind: "decision", keys: ["otel", "tail"] }],
  },
  {
    id: "b165-kps-crds",
    build: (s) =>
      s
        .user("kube-prometheus-stack upgrade blew up on the crds")
        .bash(
          "helm upgrade kps prometheus-community/kube-prometheus-stack -n monitoring --version 65.1.0 -f k8s/monitoring/kps-values.yaml",
          'Error: UPGRADE FAILED: CustomResourceDefinition.apiextensions.k8s.io "prometheuses.monitoring.coreos.com" is invalid: metadata.annotations: Too long: must have at most 262144 bytes',
          1,
        )
        .assistant(
          "Client-side apply stores the whole CRD in the last-applied annotation and the Prometheus CRD is too big for it. Apply the CRDs with `kubectl apply --server-side` first, then run the helm upgrade with `--skip-crds`.",
        )
        .user("do that. and thats the procedure for every kps upgrade from now on: crds server-side first, then helm w/ --skip-crds")
        .bash(
          "kubectl --context prod-eu-1 apply --server-side --force-conflicts -f charts/kps-crds/ && helm upgrade kps prometheus-community/kube-prometheus-stack -n monitoring --version 65.1.0 -f k8s/monitoring/kps-values.yaml --skip-crds",
          'customresourcedefinition.apiextensions.k8s.io/prometheuses.monitoring.coreos.com serverside-applied\n...\nRelease "kps" has been upgraded. Happy Helming!',
        )
        .assistant("kps is on 65.1.0; Prometheus and Alertmanager rolled without errors.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["server-side", "skip-crds"] }],
  },
  {
    id: "b165-etcd-defrag",
    build: (s) =>
      s
        .user("etcd db size alert on ops-1, 7.8GB of 8")
        .bash(
          "etcdctl --endpoints=$EPS endpoint status -w table | cut -c1-90",
          "|        ENDPOINT        |        ID        | VERSION | DB SIZE | IS LEADER |\n| https://10.9.0.11:2379 | 8e9e05c52164694d |  3.5.15 |  7.8 GB |     false |\n| https://10.9.0.12:2379 | 91bc3c398fb3c146 |  3.5.15 |  7.8 GB |      true |\n| https://10.9.0.13:2379 | fd422379fda50e48 |  3.5.15 |  7.7 GB |     false |",
        )
        .assistant(
          "The quota is 8GB, so we're close to etcd going read-only. A compaction plus a defrag per member should reclaim most of it. Which member first?",
        )
        .user(
          "defrag one member at a time, leader last, always, never all at once. fyi ops-1 is the only cluster where we run etcd ourselves, everything else is eks. TODO: a cronjob that compacts+defrags ops-1 etcd weekly so this stops paging, ticket it",
        )
        .bash(
          "for ep in https://10.9.0.11:2379 https://10.9.0.13:2379 https://10.9.0.12:2379; do etcdctl --endpoints=$ep defrag; done",
          "Finished defragmenting etcd member[https://10.9.0.11:2379]\nFinished defragmenting etcd member[https://10.9.0.13:2379]\nFinished defragmenting etcd member[https://10.9.0.12:2379]",
        )
        .assistant("Defragmented the two followers, then the leader; all three members are at 2.1GB.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["defrag", "leader"] },
      { kind: "fact", keys: ["ops-1", "etcd"] },
      { kind: "task", keys: ["defrag", "cronjob"] },
    ],
  },
  {
    id: "b165-empty-restart-cache",
    build: (s) =>
      s
        .user("restart search-api pls, its holding a stale config")
        .bash(
          "kubectl --context prod-eu-1 rollout restart deploy/search-api -n search && kubectl --context prod-eu-1 rollout status deploy/search-api -n search",
          'deployment.apps/search-api restarted\ndeployment "search-api" successfully rolled out',
        )
        .assistant("Restarted; 3/3 ready.")
        .user("and del the redis key search:synonyms")
        .bash("redis-cli -h redis-master.cache DEL search:synonyms", "(integer) 1")
        .assistant("Deleted.")
        .user("ty. is it just me or is lens super slow lately")
        .assistant("I can't see your Lens from here. It does get slow with many contexts loaded.")
        .user("lol fair")
        .stop(),
    planted: [],
  },
  {
    id: "b165-karpenter",
    build: (s) =>
      s
        .user("ok so, replacing cluster-autoscaler w/ karpenter. pros/cons for us?")
        .bash(
          "kubectl --context prod-us-1 get nodes -L karpenter.sh/nodepool,node.kubernetes.io/instance-type --no-headers | awk '{print $NF}' | sort | uniq -c",
          "     14 m5.2xlarge\n      6 m6i.2xlarge\n      2 g5.xlarge",
        )
        .assistant(
          "Karpenter would consolidate the half-empty m5s and pick instance types per pending pod, so fewer nodes overall. The risk is the batch pool, whose pods are sensitive to consolidation. I'd start with prod-us-1's general pool and leave eu on cluster-autoscaler until it has run a while.",
        )
        .user("agreed, karpenter on prod-us-1 general pool first, CA stays on eu for now. the install is mine, thursday")
        .bash(
          "aws iam get-role --role-name KarpenterNodeRole-prod-us-1",
          "An error occurred (NoSuchEntity) when calling the GetRole operation: The role with name KarpenterNodeRole-prod-us-1 cannot be found.",
          254,
        )
        .assistant("The KarpenterNodeRole doesn't exist yet; that's the first step of the install.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["karpenter", "prod-us-1"] },
      { kind: "task", keys: ["install", "thursday"] },
    ],
  },
  {
    id: "b165-bot-waf",
    build: (s) =>
      s
        .user("some bot hammering /api/search, like 2k rps")
        .bash(
          "kubectl --context prod-eu-1 logs -n edge deploy/ingress-nginx --since=5m | grep /api/search | awk '{print $1}' | cut -d. -f1-3 | sort | uniq -c | sort -rn | head -2",
          " 581204 185.220.101\n   2210 81.17.24",
        )
        .assistant("It's almost all 185.220.101.0/24. We can block that range in the WAF, or add a `limit-rps` annotation on the search ingress.")
        .user(
          "block the /24 at the waf. and rate limiting lives in the waf, not in nginx annotations, thats where we do it. the web acl is edge-acl and its in us-east-1 bc cloudfront",
        )
        .bash(
          "aws wafv2 update-ip-set --scope CLOUDFRONT --region us-east-1 --name blocked-ranges --id 3f1a --addresses 185.220.101.0/24 --lock-token $TOKEN",
          '{\n  "NextLockToken": "9c2b7a1e-51d0-4d6f-8a0e-7d3e2f1c0b99"\n}',
        )
        .assistant("185.220.101.0/24 is in blocked-ranges; /api/search is back to ~140 rps.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["waf", "rate"] },
      { kind: "fact", keys: ["edge-acl", "us-east-1"] },
    ],
  },
  {
    id: "b165-empty-notready-flap",
    build: (s) =>
      s
        .user("nodes in general-a flapping NotReady for ~30s at a time")
        .bash(
          "kubectl --context prod-eu-1 get events -A --field-selector reason=NodeNotReady --sort-by=.lastTimestamp | tail -2",
          "default   4m    Normal   NodeNotReady   node/ip-10-0-1-77   Node ip-10-0-1-77 status is now: NodeNotReady\ndefault   9m    Normal   NodeNotReady   node/ip-10-0-1-23   Node ip-10-0-1-23 status is now: NodeNotReady",
        )
        .assistant("Two nodes in the last 10 minutes. Could be kubelet PLEG trouble, or the CNI upgrade from Tuesday; I'm guessing without kubelet logs.")
        .user("or the aws maintenance thing? idk. pull kubelet logs from one")
        .bash(
          "ssh ip-10-0-1-77 'journalctl -u kubelet --since -15min | grep -m2 PLEG'",
          'kubelet[1123]: "Skipping pod synchronization" err="PLEG is not healthy: pleg was last seen active 3m0.4s ago; threshold is 3m0s"',
        )
        .assistant(
          "PLEG is unhealthy, meaning the container runtime is slow to answer. That could be disk pressure or containerd itself; nothing conclusive yet.",
        )
        .user("ugh. it stopped now anyway. leave it, if it comes back we dig")
        .stop(),
    planted: [],
  },
  {
    id: "b165-status-dns",
    build: (s) =>
      s
        .user("need a record status.shopfront.io -> statuspage")
        .bash("aws route53 list-hosted-zones --query 'HostedZones[].Name'", '[\n  "shopfront.io.",\n  "internal.shopfront.io."\n]')
        .assistant("shopfront.io is a Route53 zone. I can add the CNAME in Terraform under infra/dns and open a PR.")
        .user(
          "yes via tf, PR only. note: shopfront.io dns is all in infra/dns/*.tf, but shopfront.de is still at cloudflare and marketing owns it, dont touch that one",
        )
        .file("Edit", "infra/dns/shopfront_io.tf")
        .bash(
          "git checkout -qb ops/status-cname && git commit -qam 'dns: status.shopfront.io' && git push -q origin ops/status-cname 2>&1 | tail -1",
          "remote: Create a pull request for 'ops/status-cname' on GitHub",
        )
        .assistant("Pushed ops/status-cname with the CNAME to the Statuspage host; CI will plan it on the PR.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["infra/dns"] },
      { kind: "fact", keys: ["shopfront.de", "cloudflare"] },
    ],
  },
  {
    id: "b165-payments-debug-logs",
    build: (s) =>
      s
        .user("payments-api logging at debug in prod?? 40GB/day")
        .bash(
          "kubectl --context prod-eu-1 get cm payments-config -n payments -o jsonpath='{.data.LOG_LEVEL}'; git log -1 --format='%h %an %s' -- apps/prod/payments/configmap.yaml",
          "debug\n7d1e0aa dani 'debug stripe webhook'",
        )
        .assistant("LOG_LEVEL is debug, set three days ago by dani in 'debug stripe webhook'.")
        .user(
          "set it back. prod runs LOG_LEVEL=info, period. if someone needs debug they do it in stg. and ping dani tmrw about whatever that stripe webhook thing was, i dont want it lost",
        )
        .file("Edit", "apps/prod/payments/configmap.yaml")
        .bash(
          "kubectl --context prod-eu-1 apply -f apps/prod/payments/configmap.yaml && kubectl --context prod-eu-1 rollout restart deploy/payments-api -n payments",
          "configmap/payments-config configured\ndeployment.apps/payments-api restarted",
        )
        .assistant("payments-api is back on info; log volume dropped to normal.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["log_level", "info"] },
      { kind: "task", keys: ["dani", "webhook"] },
    ],
  },
  {
    id: "b165-pdb-policy",
    build: (s) =>
      s
        .user(
          "revisiting the pdb thing from the other night. talked it over w/ the team: every deployment w/ 2+ replicas gets a pdb with maxUnavailable 1, singletons get none. how many are missing one?",
        )
        .bash(
          "kubectl --context prod-eu-1 get deploy -A -o json | jq '[.items[] | select(.spec.replicas>=2)] | length'; ./scripts/deploys-without-pdb.sh | wc -l",
          "34\n11",
        )
        .assistant("34 Deployments have 2+ replicas and 11 of them have no PDB. I can add them in platform-gitops.")
        .user("yes do the 11")
        .file("Write", "apps/prod/_pdbs/pdbs.yaml")
        .bash(
          "gh pr create -R acme/platform-gitops --title 'pdbs for 11 deployments' --body 'maxUnavailable 1' --reviewer acme/sre",
          "https://github.com/acme/platform-gitops/pull/2297",
        )
        .assistant("Opened acme/platform-gitops#2297 with the 11 PDBs.")
        .stop(),
    planted: [{ kind: "decision", keys: ["maxunavailable"] }],
  },
  {
    id: "b165-velero-crr",
    build: (s) =>
      s
        .user("velero backups land in the same region as the cluster, thats not really dr is it")
        .bash(
          "aws s3api get-bucket-replication --bucket acme-velero-eu",
          "An error occurred (ReplicationConfigurationNotFoundError) when calling the GetBucketReplication operation: The replication configuration was not found",
          254,
        )
        .assistant(
          "Right, no replication. Options: S3 cross-region replication of the bucket, e.g. to us-east-1, or a second Velero backup location in another region.",
        )
        .user(
          "cross-region replication, but to eu-central-1 not us, eu customer data isnt allowed to leave the EU (data residency, legal was very clear). set it up",
        )
        .bash("aws s3api put-bucket-replication --bucket acme-velero-eu --replication-configuration file://velero-crr.json && echo ok", "ok")
        .assistant("Replication from acme-velero-eu to acme-velero-euc1 in eu-central-1 is on; new backups replicate from now.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["eu-central-1"] },
      { kind: "fact", keys: ["residency"] },
    ],
  },
];

export const BLIND165 = plantedSet(BLIND165_SESSIONS, Date.UTC(2026, 10, 18, 9));
