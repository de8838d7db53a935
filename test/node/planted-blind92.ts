/**
 * Blind planted set 92 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: an SRE on call during a rough week (PagerDuty alerts, Grafana panels, Kubernetes, Postgres
 * failover, runbooks, postmortems); terse messages under pressure with pasted alerts and log lines,
 * many of them with always/never/must/TODO that are not memories; a Grok-voiced agent.
 * Each session is one segment; the items planted in it are listed with it: 69 items (17 decisions, 17 instructions,
 * 18 facts, 17 tasks) in 52 sessions, 12 of which plant nothing (60 user/assistant messages between them). Every other message
 * must give nothing: questions, hypotheses, proposals not taken, withdrawn ideas, unconfirmed
 * guesses, quoted config/logs/tool output with "always"/"never"/"TODO", chit-chat, and requests
 * done in the same session. Superseded decisions: only the later one is planted.
 *
 * Matching rule (fixed before the extractor was run on this set; the one in planted-blind.ts):
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

export const BLIND92_SESSIONS: BlindSession[] = [
  {
    id: "b92-lag-alert",
    build: (s) =>
      s
        .user(
          '[FIRING:1] PostgresReplicationLagHigh pg-orders-1 lag_seconds=412 severity=critical\nrunbook: https://runbooks.internal/pg/lag  "never promote a replica with lag > 60s"\nwtf is going on',
        )
        .bash(
          "patronictl -c /etc/patroni/patroni.yml list orders",
          "+ Cluster: orders ----+---------+-----------+----+-----------+\n| Member      | Host       | Role    | State     | TL | Lag in MB |\n| pg-orders-0 | 10.4.3.11  | Leader  | running   | 14 |           |\n| pg-orders-1 | 10.4.7.22  | Replica | streaming | 14 |      2210 |\n| pg-orders-2 | 10.4.9.40  | Replica | streaming | 14 |         0 |",
        )
        .assistant(
          "Leader's fine. pg-orders-1 is 2.2 GB behind, pg-orders-2 is caught up. So it's not WAL shipping in general, something on -1 specifically. Could be a long query holding replay. Looking at pg_stat_activity on it.",
        )
        .bash(
          "psql -h 10.4.7.22 -U postgres -c \"select pid, now()-query_start as age, left(query,60) from pg_stat_activity where state='active' order by 2 desc limit 3\"",
          "  pid  |   age    |                            left\n-------+----------+--------------------------------------------------------------\n 88123 | 00:41:07 | COPY public.order_lines (id, order_id, sku, qty, price_c\n 88119 | 00:41:09 | COPY public.orders (id, customer_id, status, created_at,\n(2 rows)",
        )
        .assistant(
          "Found it. A pg_dump from the backup cronjob has been holding a snapshot on pg-orders-1 for 41 minutes, and with max_standby_streaming_delay = -1 replay just waits behind it. Lag will drop the moment the dump finishes.",
        )
        .user(
          "yep that's the root cause, same as last tuesday, I checked. the nightly pg_dump on pg-orders-1 blocks replay because max_standby_streaming_delay is -1. and at some point we move backups to pgbackrest, not tonight tho",
        )
        .stop("Ack. Leaving the dump running; lag should clear in ~10 min."),
    planted: [
      { kind: "fact", keys: ["pg_dump", "replay"] },
      { kind: "task", keys: ["pgbackrest"] },
    ],
  },
  {
    id: "b92-p99-panel",
    build: (s) =>
      s
        .user("the p99 panel on the checkout dashboard is lying to me. it's averaging across pods")
        .file("Read", "grafana/dashboards/checkout.json")
        .assistant(
          "Confirmed, it's avg(histogram_quantile(0.99, ...)) per pod, which isn't a p99 of anything. Two ways out: histogram_quantile over sum by (le) inline, or point the panels at the checkout:latency_p99:5m recording rule. Recording rule is cheaper for Grafana, inline is fresher by a scrape or two.",
        )
        .user("recording rule. all the latency panels on that board, use checkout:latency_p99:5m")
        .file("Edit", "grafana/dashboards/checkout.json")
        .assistant("Swapped three panels (p99 by route, p99 overall, p99 vs SLO) to the recording rule. Dashboard version bumped to 38.")
        .stop(),
    planted: [{ kind: "decision", keys: ["recording rule"] }],
  },
  {
    id: "b92-disk-prune",
    build: (s) =>
      s
        .user("pd paged again. NodeFilesystemAlmostFull ip-10-4-12-9.ec2.internal /var/lib/containerd 91%. can you look")
        .bash(
          "ssh ip-10-4-12-9 'sudo du -sh /var/lib/containerd/* | sort -h | tail -3'",
          "2.1G\t/var/lib/containerd/io.containerd.metadata.v1.bolt\n9.8G\t/var/lib/containerd/io.containerd.snapshotter.v1.overlayfs\n38G\t/var/lib/containerd/io.containerd.content.v1.content",
        )
        .assistant("Image content store, 38G. Mostly stale images. crictl rmi --prune should give back ~14G. Want me to run it?")
        .user("yeah go")
        .bash(
          "ssh ip-10-4-12-9 'sudo crictl rmi --prune | tail -2; df -h /var/lib/containerd'",
          "Deleted: sha256:9f1c...\nDeleted: sha256:a07e...\nFilesystem      Size  Used Avail Use% Mounted on\n/dev/nvme1n1    100G   63G   37G  63% /var/lib/containerd",
        )
        .assistant("63% now. Alert clears on the next eval.")
        .user("thx")
        .stop(),
    planted: [],
  },
  {
    id: "b92-restart-rule",
    build: (s) =>
      s
        .user(
          "new rule for this rotation, both of these: before you restart anything in prod, post it in #inc-bridge first. and restarts are kubectl rollout restart, never delete pods by hand, it messes up the PDBs",
        )
        .assistant("Understood. Anything in prod I restart gets a line in #inc-bridge first, and it goes through rollout restart.")
        .user("ok. cart-api is leaking again, I posted already. restart it")
        .bash(
          "kubectl --context prod-us-1 -n shop rollout restart deploy/cart-api && kubectl --context prod-us-1 -n shop rollout status deploy/cart-api --timeout=5m",
          'deployment.apps/cart-api restarted\nWaiting for deployment "cart-api" rollout to finish: 3 of 6 updated replicas are available...\ndeployment "cart-api" successfully rolled out',
        )
        .assistant("Rolled out, 6/6 ready. RSS back at ~310Mi per pod.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["inc-bridge"] },
      { kind: "instruction", keys: ["rollout restart"] },
    ],
  },
  {
    id: "b92-kafka-lag-maybe",
    build: (s) =>
      s
        .user("consumer lag on orders-events is climbing. is it the rebalance thing again?")
        .bash(
          "kafka-consumer-groups.sh --bootstrap-server kafka-0:9092 --describe --group fulfillment",
          "GROUP        TOPIC         PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG\nfulfillment  orders-events 0          8812201         8812240         39\nfulfillment  orders-events 1          8790112         8790150         38\nfulfillment  orders-events 2          8801877         8801911         34",
        )
        .assistant(
          "Lag's down to ~40 per partition, so it caught up on its own. Could have been a rebalance, could have been a slow batch from the warehouse sync. I don't see a rebalance in the last hour of consumer logs though, so I wouldn't bet on it.",
        )
        .user("huh. ok. maybe the warehouse thing then?")
        .assistant("Maybe. The warehouse sync runs at :15 and the lag spike started at :17, which fits, but one data point isn't much.")
        .user("leave it for now")
        .stop(),
    planted: [],
  },
  {
    id: "b92-postmortem-2291",
    build: (s) =>
      s
        .user(
          "write up the postmortem for INC-2291. timeline from the channel:\n02:14 api-gateway 5xx spike, PD fired\n02:19 Marco acked\n02:31 suspected LB, drained us-east-1b\n02:58 noticed TLS handshake errors, cert expired 02:10\n03:12 manually renewed, recovered",
        )
        .file("Write", "postmortems/INC-2291.md")
        .assistant(
          'Draft\'s in postmortems/INC-2291.md: summary, impact (58 min of elevated 5xx on api-gateway), timeline, and a root cause section I left as "LB drain + expired cert" since the thread goes back and forth. Action items I pulled: renew cert, review LB drain procedure.',
        )
        .user(
          "one correction, root cause wasn't the LB at all. cert-manager couldn't renew because the ClusterIssuer was still pointing at letsencrypt staging. confirmed with the events on the Certificate. and add an action item for me: alert on certificate expiry < 14 days, I'll do it next week",
        )
        .file("Edit", "postmortems/INC-2291.md")
        .assistant("Fixed root cause, dropped the LB item, added the expiry alert action item with you as owner.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["cert-manager", "staging"] },
      { kind: "task", keys: ["expiry", "14 days"] },
    ],
  },
  {
    id: "b92-pgbouncer-pool",
    build: (s) =>
      s
        .user("pgbouncer orders pool is maxed out, cl_waiting at 140. bump default_pool_size to 80?")
        .bash(
          "kubectl --context prod-us-1 -n data get deploy pgbouncer -o jsonpath='{.spec.replicas}'; psql -h pg-orders -c 'show max_connections'",
          "3\n max_connections\n-----------------\n 200",
        )
        .assistant(
          "Careful: 3 pgbouncer replicas × 80 = 240, above max_connections 200 on the primary. Either 60 (180 total, leaves room for superuser and replication) or switch pool_mode to transaction so 40 goes much further.",
        )
        .user("ok 60 then")
        .file("Edit", "k8s/pgbouncer/values.yaml")
        .user(
          "actually scratch 60. go transaction pool_mode and leave size at 40. orders service doesn't use prepared statements at all, I checked with their team last month",
        )
        .file("Edit", "k8s/pgbouncer/values.yaml")
        .assistant("Reverted the size to 40, pool_mode = transaction. Rolling pgbouncer one pod at a time.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["transaction"] },
      { kind: "fact", keys: ["prepared statements"] },
    ],
  },
  {
    id: "b92-4th-page",
    build: (s) =>
      s
        .user("god this week. 4th page since midnight")
        .assistant("Rough. At least the last two were the same disk alert, so it's one problem, not four.")
        .user("who's on after me tomorrow?")
        .bash(
          "pd oncall list --schedule PSRE01 --since 2026-11-28T00:00Z --until 2026-11-29T00:00Z",
          "Schedule  Level  User           Start                 End\nPSRE01    1      Priya Raman    2026-11-28T17:00:00Z  2026-12-05T17:00:00Z",
        )
        .assistant("Priya from 17:00 UTC tomorrow.")
        .user("thank god")
        .stop(),
    planted: [],
  },
  {
    id: "b92-payments-owner",
    build: (s) =>
      s
        .bash(
          "kubectl --context prod-us-1 -n payments get pods",
          "NAME                                READY   STATUS             RESTARTS      AGE\npayments-webhook-6c9d7f8b5-2xq4t    0/1     CrashLoopBackOff   14 (2m ago)   51m\npayments-api-5f7b9c6d4-k8zpl        1/1     Running            0             3d",
        )
        .assistant("payments-webhook is crashlooping, 14 restarts. Want me to pull logs and take a look?")
        .user(
          "no. fyi for anything in the payments namespace: it's Dana Okafor's team, they own it end to end. we don't fix their stuff, we page them through the payments-primary escalation policy",
        )
        .assistant(
          'Got it, hands off. Draft for the page:\n"payments-webhook in prod-us-1 CrashLoopBackOff since ~13:00 UTC, 14 restarts, payments-api healthy. Paged from SRE on-call."',
        )
        .user("send it")
        .bash(
          "pd incident create --service payments --escalation-policy payments-primary --title 'payments-webhook CrashLoopBackOff prod-us-1'",
          "Created incident Q2K7ZP1 (triggered)",
        )
        .stop("Paged, incident Q2K7ZP1."),
    planted: [
      { kind: "fact", keys: ["okafor"] },
      { kind: "instruction", keys: ["payments-primary"] },
    ],
  },
  {
    id: "b92-explicit-context",
    build: (s) =>
      s
        .user("scale the recs-worker down to 2, it's burning money on nothing")
        .bash("kubectl config current-context", "prod-eu-1")
        .assistant(
          "Hold on: current context is prod-eu-1, and recs-worker lives in prod-us-1. I'd have scaled the wrong cluster. Suggestion: from now on I pass --context explicitly on every kubectl command instead of trusting the current context.",
        )
        .user("yes. do that, every time")
        .bash("kubectl --context prod-us-1 -n recs scale deploy/recs-worker --replicas=2", "deployment.apps/recs-worker scaled")
        .assistant("Scaled to 2 in prod-us-1.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["--context"] }],
  },
  {
    id: "b92-indexer-oom",
    build: (s) =>
      s
        .user("KubePodOOMKilled search-indexer-0 namespace=search. third one today")
        .bash(
          "kubectl --context prod-us-1 -n search describe pod search-indexer-0 | grep -A3 'Last State'",
          "    Last State:     Terminated\n      Reason:       OOMKilled\n      Exit Code:    137\n    Limits:  memory: 2Gi",
        )
        .assistant("OOMKilled at the 2Gi limit. If the JVM heap is also ~2g, metaspace and direct buffers push it over every time it does a big merge.")
        .user(
          "yep, the indexer image hardcodes -Xmx2g in its entrypoint, seen this before. for now bump the limit to 3Gi. the real fix is MaxRAMPercentage instead of a fixed Xmx, make a ticket for the search team, after the freeze",
        )
        .file("Edit", "k8s/search/indexer-statefulset.yaml")
        .bash("kubectl --context prod-us-1 -n search apply -f k8s/search/indexer-statefulset.yaml", "statefulset.apps/search-indexer configured")
        .assistant("Limit at 3Gi, rolling now.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["-xmx2g"] },
      { kind: "task", keys: ["maxrampercentage"] },
    ],
  },
  {
    id: "b92-log-noise",
    build: (s) =>
      s
        .user(
          "whats this in the notifier logs:\n2026-11-26T03:12:44Z WARN  config: option 'always_retry' is deprecated, TODO remove in v3\n2026-11-26T03:12:45Z ERROR amqp: must reconnect: broker unavailable (never retried > 5)\n2026-11-26T03:12:47Z INFO  amqp: connected to rabbitmq-1",
        )
        .bash("kubectl --context prod-us-1 -n notify logs deploy/notifier --since=1h | grep -c 'must reconnect'", "1")
        .assistant(
          "One reconnect in the last hour, and it connected 2 s later. The always_retry line is a deprecation warning from the client lib, harmless. Looks like rabbitmq-0 restarting, the client failing over.",
        )
        .user("so nothing?")
        .assistant("Nothing that needs doing right now.")
        .user("k")
        .stop(),
    planted: [],
  },
  {
    id: "b92-failover-drill",
    build: (s) =>
      s
        .user("patroni failover drill is thursday. how do we run it")
        .bash(
          "patronictl -c /etc/patroni/patroni.yml history orders | tail -3",
          "| 12 | 0x3A000098 | no recovery target specified | 2026-09-02T10:14:11 | pg-orders-1 |\n| 13 | 0x4C0001A0 | no recovery target specified | 2026-10-15T06:03:52 | pg-orders-0 |",
        )
        .assistant(
          "Two ways: (a) patronictl switchover during business hours, clean and boring; (b) actually kill the leader pod at 06:00 UTC when traffic is lowest and see what the apps do. (b) tells you more about the clients' reconnect behavior.",
        )
        .user("b. kill the leader at 06:00 UTC thursday. and someone needs to update the runbook with the real failover numbers afterwards, remind me friday")
        .assistant("Ok. I'll have the timing queries ready for Thursday.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["06:00"] },
      { kind: "task", keys: ["runbook", "friday"] },
    ],
  },
  {
    id: "b92-statuspage",
    build: (s) =>
      s
        .user("draft a status page update for the checkout slowness")
        .file("Write", "drafts/status-checkout.txt")
        .assistant(
          'Draft:\n"We\'re investigating elevated latency on checkout affecting some customers, including larger merchants like Acme Retail. Our team has identified a database bottleneck and is applying a fix. Orders are not lost; some may take longer to confirm. Next update in 30 minutes."',
        )
        .user("no customer names. ever. legal was on my case last month. and status page updates are max 3 sentences from now on")
        .file("Edit", "drafts/status-checkout.txt")
        .assistant(
          '"We\'re investigating elevated latency on checkout. A fix for a database bottleneck is being applied and no orders are lost. Next update in 30 minutes."',
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["customer names"] },
      { kind: "instruction", keys: ["3 sentences"] },
    ],
  },
  {
    id: "b92-error-alert-flap",
    build: (s) =>
      s
        .user("HighErrorRate fired on every deploy today, 5 times. make it stop")
        .file("Read", "monitoring/rules/api.rules.yaml")
        .assistant(
          "It's rate over 1m with `for: 1m`, so the ~30 s of 503s while pods drain during a rollout trips it. Proposal: rate over 5m and `for: 5m`. A real outage still pages within ~6 min.",
        )
        .user("sounds right, do it")
        .file("Edit", "monitoring/rules/api.rules.yaml")
        .bash("promtool check rules monitoring/rules/api.rules.yaml", "Checking monitoring/rules/api.rules.yaml\n  SUCCESS: 14 rules found")
        .assistant("Rules check out. Merge when you like.")
        .stop(),
    planted: [{ kind: "decision", keys: ["for: 5m"] }],
  },
  {
    id: "b92-etcd-size",
    build: (s) =>
      s
        .user("why is the api server slow again, kubectl get pods takes 8s")
        .bash(
          "etcdctl --endpoints=https://10.4.0.10:2379 endpoint status -w table",
          "+-------------------------+------------------+---------+---------+-----------+\n|        ENDPOINT         |        ID        | VERSION | DB SIZE | IS LEADER |\n| https://10.4.0.10:2379  | 8e9e05c52164694d |  3.5.12 |  7.8 GB |      true |",
        )
        .assistant(
          "etcd DB is 7.8 GB. If the quota is the default 8 GB you're about to hit NOSPACE and the cluster goes read-only. Compaction plus defrag should shrink it a lot.",
        )
        .user("right. on this cluster etcd's quota-backend-bytes is 8GB, that's the hard ceiling. compact and defrag it")
        .bash("etcdctl --endpoints=https://10.4.0.10:2379 defrag", "Finished defragmenting etcd member[https://10.4.0.10:2379]")
        .assistant("Defragged, DB size 2.1 GB now. kubectl get pods back to ~0.4 s.")
        .stop(),
    planted: [{ kind: "fact", keys: ["quota", "8gb"] }],
  },
  {
    id: "b92-promql-increase",
    build: (s) =>
      s
        .user("dumb question, why does increase() give me 2.9999 instead of 3")
        .assistant(
          "Not dumb. increase() extrapolates to the edges of the range window, so it rarely lands on integers. If you want exact counts over a window, use the raw counter difference or accept the fuzz.",
        )
        .user("so the panel showing 2.9999 errors is fine?")
        .bash(
          "promtool query instant http://prometheus:9090 'increase(api_errors_total{route=\"/checkout\"}[1h])'",
          '{route="/checkout"} => 2.9999583 @[1764251400]',
        )
        .assistant("It's fine. Three errors in the hour, give or take extrapolation.")
        .user("ok cool")
        .stop(),
    planted: [],
  },
  {
    id: "b92-terse-utc",
    build: (s) =>
      s
        .user(
          "two things for the rest of the week since I'm running on 4h sleep: give me commands not explanations, I'll ask for the why. and all times in UTC, I keep mixing it up with the PT people",
        )
        .assistant("Commands first, UTC only. Got it.")
        .user("nodes not ready?")
        .bash(
          "kubectl --context prod-us-1 get nodes | grep -v ' Ready'",
          "NAME                          STATUS     ROLES    AGE   VERSION\nip-10-4-14-3.ec2.internal     NotReady   <none>   12d   v1.29.6",
        )
        .assistant("kubectl --context prod-us-1 drain ip-10-4-14-3.ec2.internal --ignore-daemonsets --delete-emptydir-data")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["explanations"] },
      { kind: "instruction", keys: ["utc"] },
    ],
  },
  {
    id: "b92-coredns-timeouts",
    build: (s) =>
      s
        .user(
          "coredns spam:\n[ERROR] plugin/errors: 2 api.stripe.com. A: read udp 10.4.2.18:51234->10.0.0.2:53: i/o timeout\n[ERROR] plugin/errors: 2 sqs.us-east-1.amazonaws.com. AAAA: read udp ... i/o timeout",
        )
        .bash("kubectl --context prod-us-1 -n kube-system logs -l k8s-app=kube-dns --since=10m | grep -c 'i/o timeout'", "2214")
        .assistant(
          "2214 upstream timeouts in 10 min, all to 10.0.0.2, the VPC resolver. With ndots:5 every external name fans out into 4–5 lookups, so our packet rate is way higher than the real query rate. Might be hitting a resolver limit.",
        )
        .user(
          "confirmed with networking just now: the VPC resolver drops above 1024 packets/sec per ENI, that's the ceiling. we're going with NodeLocal DNSCache to get under it, not bumping coredns replicas",
        )
        .assistant("Makes sense, per-node caching cuts the ENI traffic directly. I'll get the nodelocaldns manifest ready for review.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["1024"] },
      { kind: "decision", keys: ["nodelocal"] },
    ],
  },
  {
    id: "b92-leftovers",
    build: (s) =>
      s
        .bash("kubectl --context prod-us-1 get pods -A | grep -vc Running", "3")
        .assistant("3 non-running pods, all Completed jobs. Everything's green.")
        .user(
          "ok we're stable. before I crash, leftovers for tomorrow:\n- rotate the redis-sessions password, it ended up in the pasted logs\n- delete the old pg-orders-legacy volume snapshots (~2TB, costing us)\n- answer finance about the egress bill",
        )
        .assistant("Noted all three. Sleep.")
        .stop(),
    planted: [
      { kind: "task", keys: ["redis-sessions"] },
      { kind: "task", keys: ["snapshots"] },
      { kind: "task", keys: ["egress"] },
    ],
  },
  {
    id: "b92-rds-module-pin",
    build: (s) =>
      s
        .user("terraform plan wants to recreate the orders rds param group?? wtf")
        .bash(
          "cd infra/prod && terraform plan -no-color | grep -B2 -A4 'must be replaced'",
          '  # module.orders_db.aws_db_parameter_group.this must be replaced\n-/+ resource "aws_db_parameter_group" "this" {\n      ~ family = "postgres15" -> "postgres16" # forces replacement\n      ~ name   = "orders-pg15" -> "orders-pg16"',
        )
        .assistant(
          "The module bump from 4.2.1 to 5.0.0 changed the default family to postgres16. Applying this would swap the param group under a running pg15 instance and it'd need a reboot. Don't apply.",
        )
        .user(
          "ok. we pin the rds module to 4.2.1 until the pg16 upgrade is actually scheduled. and nobody runs terraform apply from a laptop anymore, it only goes through atlantis. put that in your head",
        )
        .file("Edit", "infra/prod/orders_db.tf")
        .bash("cd infra/prod && terraform plan -no-color | tail -1", "No changes. Your infrastructure matches the configuration.")
        .assistant("Pinned, plan is clean.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["4.2.1"] },
      { kind: "instruction", keys: ["atlantis"] },
    ],
  },
  {
    id: "b92-velero-pvs",
    build: (s) =>
      s
        .user("does velero actually back up the PVs or just manifests")
        .bash(
          "velero backup describe daily-20261126 --details | sed -n '1,4p;/Persistent Volumes/,+2p'",
          "Name:         daily-20261126\nPhase:        Completed\nSnapshotVolumes: false\n\nPersistent Volumes: <none included>",
        )
        .assistant("Manifests only. The schedule has snapshotVolumes: false, and no PVs are included.")
        .user(
          "great. so our velero backups have never included PVs. ok pg has its own backups so whatever. but TODO next sprint: volume snapshots for the grafana and loki PVCs",
        )
        .assistant("Ok.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["velero", "pvs"] },
      { kind: "task", keys: ["loki"] },
    ],
  },
  {
    id: "b92-rollback-cart",
    build: (s) =>
      s
        .user("roll cart-api back one revision, the 14:02 deploy is throwing 500s")
        .bash(
          "kubectl --context prod-us-1 -n shop rollout undo deploy/cart-api && kubectl --context prod-us-1 -n shop rollout status deploy/cart-api",
          'deployment.apps/cart-api rolled back\ndeployment "cart-api" successfully rolled out',
        )
        .assistant("Back on revision 41.")
        .user("error rate?")
        .bash(
          'curl -s \'http://prometheus:9090/api/v1/query?query=sum(rate(http_requests_total{app="cart-api",code=~"5.."}[2m]))/sum(rate(http_requests_total{app="cart-api"}[2m]))\' | jq -r \'.data.result[0].value[1]\'',
          "0.0021",
        )
        .assistant("0.2%, that's baseline.")
        .user("good")
        .stop(),
    planted: [],
  },
  {
    id: "b92-alert-routing",
    build: (s) =>
      s
        .user("alertmanager is paging me for warnings. I only want critical to page. warnings go to #sre-alerts in slack, that's how we're doing it")
        .file("Read", "monitoring/alertmanager/alertmanager.yml")
        .file("Edit", "monitoring/alertmanager/alertmanager.yml")
        .bash(
          "amtool check-config monitoring/alertmanager/alertmanager.yml",
          "Checking 'monitoring/alertmanager/alertmanager.yml'  SUCCESS\nFound:\n - global config\n - route\n - 2 inhibit rules\n - 3 receivers",
        )
        .assistant("Route split on severity: critical -> pagerduty-sre, warning -> slack #sre-alerts. Config valid.")
        .user("and going forward every new alert rule needs a runbook_url annotation. if you see one in review without it, reject it")
        .assistant("Will do.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["#sre-alerts"] },
      { kind: "instruction", keys: ["runbook_url"] },
    ],
  },
  {
    id: "b92-mlbatch-quota",
    build: (s) =>
      s
        .user("ml team says their jobs sit in Pending every night. are we broken")
        .bash(
          "kubectl --context prod-us-1 describe resourcequota -n ml-batch",
          "Name:       ml-batch-quota\nNamespace:  ml-batch\nResource    Used   Hard\n--------    ----   ----\nrequests.cpu 64    64\nrequests.memory 210Gi 256Gi",
        )
        .assistant("Not broken, quota-bound: ml-batch is using all 64 of its 64 requested CPUs, so new jobs wait. Want me to raise it?")
        .user("no. the ml-batch namespace has a hard cap of 64 cpu, agreed with their lead in Q3, that's why they pend at night. I'll tell them")
        .stop(),
    planted: [{ kind: "fact", keys: ["ml-batch", "64"] }],
  },
  {
    id: "b92-patroni-sync",
    build: (s) =>
      s
        .user("pg-orders-0 node is gone, aws retired the instance. options")
        .bash(
          "patronictl -c /etc/patroni/patroni.yml list orders",
          "| pg-orders-1 | 10.4.7.22 | Replica | streaming | 14 |  2 |\n| pg-orders-2 | 10.4.9.40 | Replica | streaming | 14 |  0 |",
        )
        .assistant(
          "Patroni hasn't failed over yet (leader key TTL still counting). pg-orders-2 has 0 lag but it's in us-east-1a, same AZ as the dead node. pg-orders-1 is 2 MB behind in us-east-1c.",
        )
        .user("failover to pg-orders-1")
        .bash(
          "patronictl -c /etc/patroni/patroni.yml failover orders --candidate pg-orders-1 --force",
          'Current cluster topology\n...\nSuccessfully failed over to "pg-orders-1"',
        )
        .assistant("pg-orders-1 is leader, TL 15. Apps reconnected within 9 s.")
        .user(
          "ok. after this, decided with Marco: we turn on synchronous_mode in patroni for orders, and the sync standby has to be in a different AZ from the leader. write the config change but don't apply till Monday",
        )
        .file("Edit", "k8s/patroni/orders-config.yaml")
        .stop("Config change written, not applied."),
    planted: [{ kind: "decision", keys: ["synchronous_mode"] }],
  },
  {
    id: "b92-helm-atomic",
    build: (s) =>
      s
        .user("whats the difference between helm upgrade --atomic and --wait")
        .bash("helm version --short", "v3.15.2+g1a500d5")
        .assistant(
          "--wait waits for resources to be ready and fails if they aren't. --atomic implies --wait and also rolls back to the previous release on failure. With --atomic a failed hook or readiness timeout leaves you on the old version instead of a half-upgraded one.",
        )
        .user("hm maybe we should use atomic everywhere")
        .assistant("Could. The catch is it hides failures a bit: the release goes back green and you only see the failure in CI logs.")
        .user("yeah not sure. not today")
        .stop(),
    planted: [],
  },
  {
    id: "b92-loki-disk",
    build: (s) =>
      s
        .user("loki out of disk. again. users found it before we did")
        .bash(
          "kubectl --context prod-us-1 -n observability exec loki-0 -- df -h /var/loki",
          "Filesystem  Size  Used Avail Use% Mounted on\n/dev/nvme2n1 500G 491G  9.0G  98% /var/loki",
        )
        .file("Read", "k8s/loki/values.yaml")
        .assistant(
          "Found why. retention_period is 744h (31 days) but compactor.retention_enabled is false, so nothing has ever been deleted. Enabling it frees everything older than 31 days on the next compaction.",
        )
        .user(
          "lol. ok enable it. and FYI the 31 days is a compliance requirement from the SOC2 audit, it's not a random number. also loki needs its own disk alert, add it tomorrow",
        )
        .file("Edit", "k8s/loki/values.yaml")
        .assistant("Retention enabled. Compactor will start deleting on its next 10m cycle.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["31 days", "compliance"] },
      { kind: "task", keys: ["disk alert"] },
    ],
  },
  {
    id: "b92-certmgr-dryrun",
    build: (s) =>
      s
        .user("fix the ClusterIssuer to point at letsencrypt prod")
        .file("Edit", "k8s/cert-manager/cluster-issuer.yaml")
        .bash("kubectl --context prod-us-1 apply -f k8s/cert-manager/cluster-issuer.yaml", "clusterissuer.cert-manager.io/letsencrypt configured")
        .assistant("Applied. Certificates should re-issue on their next reconcile.")
        .user(
          "you applied straight away?? no. whenever you touch anything in the cert-manager namespace, run it with --dry-run=server first and show me the diff before applying. every time",
        )
        .assistant("Understood, that was too fast. For the record, the applied diff was only spec.acme.server staging -> prod.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["dry-run=server"] }],
  },
  {
    id: "b92-grafana-alerting-idea",
    build: (s) =>
      s
        .assistant(
          "While I'm in here: we could move all of these Prometheus rules to Grafana unified alerting. One UI, silences and contact points in the same place. Downside is the rules leave git unless we use provisioning.",
        )
        .user("hmm. does provisioning handle the templating we do?")
        .bash("ls monitoring/rules | wc -l", "23")
        .assistant("Mostly. Our label templating in 23 rule files would need rewriting for Grafana's template syntax. Maybe two days of work.")
        .user("let me think about it")
        .stop(),
    planted: [],
  },
  {
    id: "b92-handover",
    build: (s) =>
      s
        .bash(
          "pd oncall list --schedule PSRE02 --now",
          "Schedule  Level  User             Start                 End\nPSRE02    2      Tomasz Wójcik    2026-11-24T17:00:00Z  2026-12-01T17:00:00Z",
        )
        .user(
          "handing over to Priya at 17:00 UTC. write the handover note: open incidents, what's flapping. and put in it that secondary this week is Tomasz, he's the only one of us with AWS org admin, so anything at org/SCP level goes to him",
        )
        .file("Write", "handover/2026-11-27.md")
        .assistant(
          "Handover note written: 1 open incident (INC-2298 payments, owned by their team), loki disk fixed, HighErrorRate tuned, Tomasz as secondary for org-level AWS.",
        )
        .stop(),
    planted: [{ kind: "fact", keys: ["tomasz", "org admin"] }],
  },
  {
    id: "b92-ingress-replacement",
    build: (s) =>
      s
        .bash(
          "kubectl --context prod-us-1 get ingress -A --no-headers | wc -l; kubectl --context prod-us-1 -n ingress-nginx get deploy -o wide | tail -1",
          "143\ningress-nginx-controller   6/6   6   6   402d   controller   registry.k8s.io/ingress-nginx/controller:v1.9.6",
        )
        .user(
          "ingress-nginx is EOL in march. arch review this morning: we're replacing it with envoy gateway, not traefik. first step is inventorying every ingress annotation we actually use, that's on me for next week",
        )
        .assistant("143 Ingress objects across the clusters. I can script the annotation inventory when you get to it.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["envoy gateway"] },
      { kind: "task", keys: ["annotation", "inventor"] },
    ],
  },
  {
    id: "b92-events-vacuum",
    build: (s) =>
      s
        .user("autovacuum falling behind on events again? dashboard shows dead tuples climbing")
        .bash(
          "psql -h pg-orders -c \"select relname, n_dead_tup, last_autovacuum, reloptions from pg_stat_user_tables join pg_class on relname=pg_class.relname where relname='events'\"",
          " relname | n_dead_tup |        last_autovacuum        |              reloptions\n---------+------------+-------------------------------+---------------------------------------\n events  |   18203311 | 2026-11-27 11:02:17.44+00     | {autovacuum_vacuum_scale_factor=0.01}",
        )
        .assistant(
          "Last autovacuum at 11:02, 18M dead tuples since. The table has autovacuum_vacuum_scale_factor=0.01 set. Someone might think that's a typo and reset it.",
        )
        .user(
          "it's deliberate. events gets ~40M inserts a day, that's why. don't ever change that scale_factor back to the default on events, whoever does gets to explain it",
        )
        .assistant("Noted. It'll catch up, a run takes ~20 min at that size.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["40m"] },
      { kind: "instruction", keys: ["scale_factor"] },
    ],
  },
  {
    id: "b92-panel-tweaks",
    build: (s) =>
      s
        .user("make the error rate panel go red above 1%")
        .file("Edit", "grafana/dashboards/api-overview.json")
        .assistant("Threshold at 0.01, red above.")
        .user("and the y axis in percent, it shows 0.01 now")
        .file("Edit", "grafana/dashboards/api-overview.json")
        .assistant("Unit set to percentunit, axis shows 1%.")
        .user("perfect")
        .stop(),
    planted: [],
  },
  {
    id: "b92-masked-secrets",
    build: (s) =>
      s
        .user("what's the connection string for the reporting db")
        .bash(
          "kubectl --context prod-us-1 -n reporting get secret reporting-db -o jsonpath='{.data.DATABASE_URL}' | base64 -d",
          "postgres://reporting:Zq8w3kP1x9@pg-reporting.data.svc:5432/reporting",
        )
        .assistant("postgres://reporting:Zq8w3kP1x9@pg-reporting.data.svc:5432/reporting")
        .user(
          "ugh, that's going into the session log now. mask secrets in anything you print, always, show only the first 3 chars. and these db creds have to move out of k8s secrets into vault eventually, not this week",
        )
        .assistant("Sorry. Masked from here on: postgres://reporting:Zq8***@pg-reporting.data.svc:5432/reporting.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["mask"] },
      { kind: "task", keys: ["vault"] },
    ],
  },
  {
    id: "b92-spot-baseline",
    build: (s) =>
      s
        .user("spot interruptions took out 6 nodes in batch-pool at once. all the nightly jobs died")
        .bash("kubectl --context prod-us-1 get events -A --field-selector reason=SpotInterruption | wc -l", "6")
        .assistant(
          "All 6 in one capacity-pool reclaim. Options: keep a baseline of on-demand nodes under the spot, or diversify instance types so one reclaim can't take everything. I'd do both: 3 on-demand baseline, and 4 instance families for the spot part.",
        )
        .user("yes to both. 3 on-demand baseline for batch-pool, rest spot across 4 families")
        .file("Edit", "infra/prod/eks_nodegroups.tf")
        .assistant("Node groups updated. Plan shows 1 add, 1 change.")
        .stop(),
    planted: [{ kind: "decision", keys: ["on-demand"] }],
  },
  {
    id: "b92-ratelimit-redis",
    build: (s) =>
      s
        .bash("redis-cli -h redis-ratelimit info replication | head -4", "# Replication\nrole:master\nconnected_slaves:2\nmaster_failover_state:no-failover")
        .user(
          "redis for the rate limiter: we're keeping it single primary with replicas, no cluster mode. the lua scripts do multi-key ops and cluster would break them. TODO for Q1: benchmark dragonfly as a drop-in",
        )
        .assistant("Makes sense. Two replicas connected, no failover in progress.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cluster mode"] },
      { kind: "task", keys: ["dragonfly"] },
    ],
  },
  {
    id: "b92-change-freeze",
    build: (s) =>
      s
        .user(
          "leads meeting outcome: change freeze from Mon 1 Dec to Jan 5. only sev1 fixes go out, with an approval from the on-call lead. update the deploy doc",
        )
        .file("Edit", "docs/deploy-policy.md")
        .assistant("Added a freeze section: 2026-12-01 to 2027-01-05, sev1 only with on-call lead approval.")
        .stop(),
    planted: [{ kind: "decision", keys: ["freeze"] }],
  },
  {
    id: "b92-pdb-question",
    build: (s) =>
      s
        .user('drain is stuck on ip-10-4-14-3. "Cannot evict pod as it would violate the pod\'s disruption budget." which pdb')
        .bash(
          "kubectl --context prod-us-1 get pdb -A | awk '$5==0'",
          "NAMESPACE  NAME          MIN AVAILABLE  MAX UNAVAILABLE  ALLOWED DISRUPTIONS  AGE\nsearch     search-indexer  2            N/A              0                    210d",
        )
        .assistant(
          "search-indexer PDB wants 2 available and there are exactly 2 ready, so zero disruptions allowed. The indexer-0 pod on that node is blocking it.",
        )
        .user("can we just scale it to 3 for a bit?")
        .assistant("Yes, that would free one disruption. It needs a 3rd node with 3Gi free in the search pool though, there is one.")
        .user("do it, then drain, then scale back to 2")
        .bash(
          "kubectl --context prod-us-1 -n search scale sts/search-indexer --replicas=3 && kubectl --context prod-us-1 drain ip-10-4-14-3.ec2.internal --ignore-daemonsets --delete-emptydir-data && kubectl --context prod-us-1 -n search scale sts/search-indexer --replicas=2",
          "statefulset.apps/search-indexer scaled\nnode/ip-10-4-14-3.ec2.internal drained\nstatefulset.apps/search-indexer scaled",
        )
        .assistant("Drained, indexer back at 2.")
        .stop(),
    planted: [],
  },
  {
    id: "b92-wal-archive",
    build: (s) =>
      s
        .user("DiskSpaceLow pg-orders-1 /var/lib/postgresql 88% and climbing. pg_wal?")
        .bash("kubectl --context prod-us-1 -n data exec pg-orders-1 -- du -sh /var/lib/postgresql/data/pg_wal", "312G\t/var/lib/postgresql/data/pg_wal")
        .bash(
          "kubectl --context prod-us-1 -n data exec pg-orders-1 -- psql -U postgres -tc 'select failed_count, last_failed_wal, last_failed_time from pg_stat_archiver'",
          " 4181 | 000000150000A3F2000000C1 | 2026-11-27 09:41:02+00",
        )
        .assistant(
          "312G of WAL because archiving has failed 4181 times since the failover. WAL can't be recycled until it's archived. Probably credentials or permissions on the S3 side, the new leader runs on the nodes from yesterday's node group change.",
        )
        .user(
          "checked. confirmed: the node role on the new node group is missing s3:PutObject on the orders-wal-archive bucket. I patched the policy by hand in the console. TODO: get that policy into terraform so it doesn't drift again",
        )
        .bash(
          "kubectl --context prod-us-1 -n data exec pg-orders-1 -- psql -U postgres -tc 'select archived_count, last_archived_wal from pg_stat_archiver'",
          " 918204 | 000000150000A3F3000000A2",
        )
        .assistant("Archiver is moving again, it's chewing through the backlog. Disk should start dropping in a few minutes.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["putobject"] },
      { kind: "task", keys: ["terraform", "policy"] },
    ],
  },
  {
    id: "b92-gateway-canary",
    build: (s) =>
      s
        .file("Read", "k8s/api-gateway/rollout.yaml")
        .assistant(
          "api-gateway still does a plain rolling update, which is how yesterday's bad config hit 100% of traffic in 90 s. Argo Rollouts is already installed. I'd do a canary: 10% -> 50% -> 100% with 5 min pauses and an analysis step on the 5xx ratio.",
        )
        .user("yep, canary 10/50/100 with the 5 min pauses for api-gateway. do it")
        .file("Edit", "k8s/api-gateway/rollout.yaml")
        .assistant("Converted to a Rollout with the three steps and the AnalysisTemplate on 5xx > 1%. PR is up.")
        .user("good. and a general one: don't merge rollout or deploy config changes on fridays. I'm not spending another saturday on this")
        .stop("Noted, no Friday merges for deploy config."),
    planted: [
      { kind: "decision", keys: ["canary"] },
      { kind: "instruction", keys: ["fridays"] },
    ],
  },
  {
    id: "b92-grafana-datasources",
    build: (s) =>
      s
        .user("the SLO panel shows only 6 hours of data when I pick 7 days. why")
        .bash(
          'curl -s -H "Authorization: Bearer $GRAFANA_TOKEN" https://grafana.internal/api/datasources | jq -r \'.[] | "\\(.name) \\(.url)"\'',
          "prometheus http://prometheus-k8s.monitoring:9090\nmimir-prod https://mimir.internal/prometheus\nloki http://loki-gateway.observability",
        )
        .assistant('The panel uses the "prometheus" datasource, the in-cluster Prometheus. What\'s its retention?')
        .user(
          "right so, for the record: the real long-term metrics are in the mimir-prod datasource. the plain prometheus one is the old in-cluster instance and only keeps 6h, nothing longer lives there. switch the panel",
        )
        .file("Edit", "grafana/dashboards/slo.json")
        .assistant("Panel now on mimir-prod, 7 days render fine.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["mimir-prod"] },
      { kind: "fact", keys: ["6h"] },
    ],
  },
  {
    id: "b92-notifier-followups",
    build: (s) =>
      s
        .bash(
          "kubectl --context prod-us-1 -n notify get pods",
          "NAME                        READY   STATUS    RESTARTS   AGE\nnotifier-7d8f9b6c5-4hx2p    1/1     Running   0          12m\nnotifier-7d8f9b6c5-9kq7m    1/1     Running   0          12m",
        )
        .assistant(
          "Notifier's healthy again. Follow-ups I'd suggest from this one:\n1. add a readiness probe to notifier, it took traffic before it had an AMQP connection\n2. raise the rabbitmq-0 disk alarm threshold\n3. move the notify queues to quorum queues so a single broker restart doesn't drop messages",
        )
        .user("2 I already did at 4am. 1 and 3 yes, those are for next week, put them on the list")
        .assistant("Done, two items on next week's list.")
        .stop(),
    planted: [
      { kind: "task", keys: ["readiness probe"] },
      { kind: "task", keys: ["quorum"] },
    ],
  },
  {
    id: "b92-nat-bill",
    build: (s) =>
      s
        .user("finance pinged about the NAT gateway line, 11k last month. what's going through it")
        .bash(
          "aws ce get-cost-and-usage --time-period Start=2026-10-01,End=2026-11-01 --granularity MONTHLY --metrics UnblendedCost --filter file://nat-filter.json --group-by Type=DIMENSION,Key=USAGE_TYPE | jq -r '.ResultsByTime[0].Groups[] | \"\\(.Keys[0]) \\(.Metrics.UnblendedCost.Amount)\"'",
          "USE1-NatGateway-Bytes 10412.88\nUSE1-NatGateway-Hours 611.30",
        )
        .assistant("Almost all of it is bytes, not hours. VPC flow logs would tell us destinations. If it's image pulls, ECR through NAT is the usual suspect.")
        .user(
          "ran the flow log query myself, confirmed: ~80% of the NAT bytes are ECR image pulls. so we're adding VPC endpoints for ECR and S3, Tomasz approved it this morning",
        )
        .file("Write", "infra/prod/vpc_endpoints.tf")
        .assistant("Endpoints for ecr.api, ecr.dkr and an S3 gateway endpoint written, plan pending review.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["nat", "ecr"] },
      { kind: "decision", keys: ["vpc endpoints"] },
    ],
  },
  {
    id: "b92-runbook-review",
    build: (s) =>
      s
        .user("reviewing the pg lag runbook. rule for runbooks from now: every step is an exact command, with --context, no prose-only steps")
        .file("Read", "runbooks/pg-replication-lag.md")
        .assistant(
          "Step 4 is prose only: \"Never promote a replica with lag > 60s. Always confirm with the DBA on call.\" It doesn't say how to check the lag. I'd put the patronictl list command right there.",
        )
        .user("yes add it. oh and we don't have a redis failover runbook at all, someone has to write one, put it on the backlog")
        .file("Edit", "runbooks/pg-replication-lag.md")
        .assistant("Step 4 now has the command. Backlog item for the redis failover runbook noted.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["prose"] },
      { kind: "task", keys: ["redis failover"] },
    ],
  },
  {
    id: "b92-pg-versions",
    build: (s) =>
      s
        .user("what pg versions are we running, quickly")
        .bash("for h in pg-orders pg-reporting; do psql -h $h -U postgres -tAc 'show server_version'; done", "15.8\n13.14")
        .assistant("orders is on 15.8, reporting is still on PostgreSQL 13.14, and 13 went EOL this month.")
        .user(
          "yeah. ok decision from the data platform sync: reporting gets upgraded first, before orders, in January, blue/green with logical replication. orders waits till after",
        )
        .assistant("Reporting first in January via logical replication, orders after. Got it.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["13.14"] },
      { kind: "decision", keys: ["reporting", "logical replication"] },
    ],
  },
  {
    id: "b92-opsgenie",
    build: (s) =>
      s
        .bash("pd service list --team SRE | head -3", "ID       NAME            STATUS\nPX81KQ2  api-gateway     active\nPQ7Z0DE  orders-db       active")
        .assistant(
          "Here's the service list. There's also an Opsgenie integration still sending to the same Slack channel, which is where the duplicate notifications come from.",
        )
        .user(
          "ugh yeah. for the record, we're dropping opsgenie entirely, PagerDuty only from December. also when you report back to me, give me a one-line summary first and then details, I read these on my phone",
        )
        .assistant(
          'Summary: Opsgenie is the duplicate source.\nDetails: integration "og-sre" posts to #sre-alerts alongside PD. I can remove it now or leave it until December.',
        )
        .user("leave it till december")
        .stop(),
    planted: [
      { kind: "decision", keys: ["opsgenie"] },
      { kind: "instruction", keys: ["one-line"] },
    ],
  },
  {
    id: "b92-hpa-cap",
    build: (s) =>
      s
        .user("api-gateway HPA is pinned at max. raise it?")
        .bash(
          "kubectl --context prod-us-1 -n edge get hpa api-gateway",
          "NAME          REFERENCE                TARGETS   MINPODS   MAXPODS   REPLICAS   AGE\napi-gateway   Rollout/api-gateway      91%/70%   8         40        40         212d",
        )
        .assistant("It's at 40/40 with CPU at 91%. Raising maxReplicas to 60 would take the pressure off, cluster has the room.")
        .user(
          "no, 40 is a hard cap for a reason: past 40 replicas pgbouncer runs out of client connections, it's in the capacity doc. shed load at the edge instead. and we need a real load test above 40 before next black friday, write that down",
        )
        .assistant("Ok, leaving max at 40. Enabling the edge rate limit at 1800 rps per client.")
        .bash(
          'kubectl --context prod-us-1 -n edge patch configmap edge-ratelimit --type merge -p \'{"data":{"enabled":"true"}}\'',
          "configmap/edge-ratelimit patched",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["40", "pgbouncer"] },
      { kind: "task", keys: ["load test"] },
    ],
  },
  {
    id: "b92-silences",
    build: (s) =>
      s
        .user("silence the batch-pool node alerts while Tomasz swaps the node groups")
        .bash(
          "amtool silence query",
          "ID                                    Matchers              Ends At                  Created By  Comment\n3c1f...  alertname=KubeNodeNotReady  2099-01-01 00:00:00 UTC  marco       never expires, TODO remove after migration",
        )
        .assistant(
          "There's already an open-ended silence from Marco on KubeNodeNotReady, ends in 2099. That one's hiding every NotReady node in every pool, not just batch.",
        )
        .user("jesus. expire that one. and silences are max 2h from now on, no open-ended ones, ever. if it needs longer you renew it")
        .bash(
          "amtool silence expire 3c1f && amtool silence add alertname=~'KubeNode.*' nodepool=batch-pool --duration=2h --comment='node group swap, Tomasz'",
          "7d2a9e41-5b0c-4c1e-9f3a-2b8d6e0f1a77",
        )
        .assistant("Old one expired, new 2h silence scoped to batch-pool.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["2h"] }],
  },
  {
    id: "b92-loki-disk-alert",
    build: (s) =>
      s
        .user("writing the loki disk alert now. static 90%?")
        .file("Read", "monitoring/rules/observability.rules.yaml")
        .assistant(
          "A static 90% gives you little time on a volume that fills 15 GB a day. I'd use predict_linear over the last 6h and fire if it's going to be full within 24h, plus a static 95% as a backstop.",
        )
        .user("yes, predict_linear plus the 95 backstop. go")
        .file("Edit", "monitoring/rules/observability.rules.yaml")
        .bash("promtool check rules monitoring/rules/observability.rules.yaml", "Checking monitoring/rules/observability.rules.yaml\n  SUCCESS: 9 rules found")
        .assistant("Two rules added, both valid.")
        .stop(),
    planted: [{ kind: "decision", keys: ["predict_linear"] }],
  },
  {
    id: "b92-standup-summary",
    build: (s) =>
      s
        .user("summarize overnight for standup")
        .bash(
          "pd incident list --since 2026-11-27T00:00Z --statuses resolved,acknowledged",
          "ID       STATUS        URGENCY  TITLE\nQ8M1XA   resolved      high     PostgresReplicationLagHigh pg-orders-1\nQ8M4CT   resolved      high     NodeFilesystemAlmostFull ip-10-4-12-9\nQ8M9HD   acknowledged  low      HighErrorRate api-gateway",
        )
        .assistant(
          "Overnight: 3 incidents. Replication lag on pg-orders-1 (backup job, cleared on its own), disk on ip-10-4-12-9 (image prune, resolved), and one HighErrorRate on api-gateway still acked during the deploy window.",
        )
        .user("shorter")
        .assistant("3 pages: pg lag (self-cleared), node disk (pruned), gateway errors (acked, deploy noise).")
        .user("perfect")
        .stop(),
    planted: [],
  },
  {
    id: "b92-am-nodepool",
    build: (s) =>
      s
        .user("should alertmanager get its own node pool so it doesn't get evicted with the rest? actually no, scratch that, not worth a pool for one pod")
        .assistant("Agreed, a priorityClass would do the same job for much less.")
        .user("what's it using anyway")
        .bash(
          "kubectl --context prod-us-1 -n monitoring top pod -l app.kubernetes.io/name=alertmanager",
          "NAME                  CPU(cores)   MEMORY(bytes)\nalertmanager-main-0   3m           48Mi\nalertmanager-main-1   2m           45Mi",
        )
        .assistant("48Mi and 3m CPU. Tiny.")
        .user("yeah ok never mind then")
        .stop(),
    planted: [],
  },
];

export const BLIND92 = plantedSet(BLIND92_SESSIONS, Date.UTC(2026, 10, 20, 9));
