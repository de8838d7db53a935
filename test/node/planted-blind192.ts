/**
 * Blind planted set 192 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a site reliability engineer in the middle of and after an incident: terse, timeline-like
 * messages with timestamps, confirmed root causes stated among hypotheses, follow-up tasks deferred
 * for later, and quoted tool output (configs, logs) that contains "always"/"never"/"TODO"/"must".
 * Each session is one segment; the items planted in it are listed with it: 80 items (19 decisions, 18 instructions,
 * 26 facts, 17 tasks) in 48 sessions, 12 of which plant nothing (56 user/assistant messages between them). Every other message
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

export const BLIND192_SESSIONS: BlindSession[] = [
  {
    id: "b192-pgbouncer-pool",
    build: (s) =>
      s
        .user("02:14 paged, api p99 at 9s and climbing. 02:16 checkout errors in sentry. can you look at pgbouncer")
        .bash(
          "psql -h pgb-1 -p 6432 pgbouncer -c 'show pools;'",
          " database | user  | cl_active | cl_waiting | sv_active | sv_idle | maxwait\n app      | app   |       20  |       341  |       20  |       0 |     47\n app      | maint |       18  |         0  |       18  |       0 |      0",
        )
        .assistant(
          "pgbouncer has 341 clients waiting and all 20 server connections busy. 18 of them belong to the `maint` user, which looks like a long-running job.",
        )
        .bash(
          "psql -h db-primary -c \"select pid, usename, now()-query_start as age, left(query,60) from pg_stat_activity where usename='maint'\"",
          " pid  | usename | age      | left\n 8812 | maint   | 00:41:07 | REINDEX INDEX CONCURRENTLY orders_created_at_idx\n 8815 | maint   | 00:40:59 | REINDEX INDEX CONCURRENTLY order_items_order_id_idx\n(18 rows)",
        )
        .user("02:29 killing the maint pids. 02:33 waiters drained, p99 back to 300ms.")
        .user(
          "02:41 ok root cause confirmed: the nightly reindex job runs as maint through the same pgbouncer pool as the app and holds 18 of the 20 connections for ~40 min. that's the whole incident.",
        )
        .assistant("Agreed, the timeline and pg_stat_activity line up. Want me to write up the summary?")
        .user(
          "yes short one. and follow-up for after we sleep: give the reindex job a separate pool in pgbouncer.ini with its own small pool_size. not touching config at 3am",
        )
        .file("Write", "incidents/2026-11-20-pgbouncer.md")
        .stop("Summary written to incidents/2026-11-20-pgbouncer.md."),
    planted: [
      { kind: "fact", keys: ["reindex", "18 of the 20"] },
      { kind: "task", keys: ["reindex", "separate pool"] },
    ],
  },
  {
    id: "b192-grafana-cert",
    build: (s) =>
      s
        .user("09:05 grafana.internal throwing NET::ERR_CERT_DATE_INVALID for everyone. 09:07 declared SEV3")
        .bash(
          "echo | openssl s_client -connect grafana.internal:443 2>/dev/null | openssl x509 -noout -dates -issuer",
          "notBefore=Aug 21 09:01:12 2026 GMT\nnotAfter=Nov 19 09:01:12 2026 GMT\nissuer=CN = acme-internal-ca",
        )
        .bash("kubectl get certificate -A | grep -i grafana", "legacy        grafana-tls     False   grafana-tls     91d")
        .assistant(
          "Expired yesterday. The Certificate object is in the `legacy` namespace and shows Ready=False. cert-manager's ClusterIssuer is only bound to namespaces with the `certs=managed` label, and `legacy` doesn't have it, so nothing ever renewed this one.",
        )
        .user("09:20 confirmed w/ platform, cert-manager never renews anything in the legacy namespace. that's the root cause, write it down")
        .assistant(
          "Proposal: move grafana out of `legacy` into the `monitoring` namespace, where the issuer is bound, instead of labelling `legacy` (which would suddenly start managing 30 other old certs).",
        )
        .user("yes, go with moving grafana to the monitoring namespace. i'll hand-issue a cert for today")
        .user("and from now on every cert we issue by hand gets a line in ops/certs.md with its expiry. no exceptions")
        .file("Edit", "ops/certs.md")
        .stop("Added the hand-issued grafana cert to ops/certs.md."),
    planted: [
      { kind: "fact", keys: ["legacy", "cert-manager"] },
      { kind: "decision", keys: ["grafana", "monitoring namespace"] },
      { kind: "instruction", keys: ["certs.md"] },
    ],
  },
  {
    id: "b192-journald-disk",
    build: (s) =>
      s
        .user("03:50 three worker nodes NotReady, DiskPressure. look pls")
        .bash(
          "ssh wrk-14 df -h / /var/log",
          "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme0n1p1   50G   50G     0 100% /\n/dev/nvme0n1p1   50G   50G     0 100% /",
        )
        .bash("ssh wrk-14 'du -sh /var/log/* | sort -h | tail -3'", "1.2G\t/var/log/containers\n2.1G\t/var/log/pods\n41G\t/var/log/journal")
        .bash("ssh wrk-14 grep -v '^#' /etc/systemd/journald.conf", "[Journal]\nStorage=persistent")
        .assistant(
          "41G of the 50G is the journal. journald.conf on the worker image has no SystemMaxUse, so the journal just grows until the disk fills. I vacuumed to 1G on the three nodes; they're Ready again.",
        )
        .user("04:12 nodes back. confirmed that's the cause, same on every node from the ami-0f3 image")
        .user("TODO for the image: set SystemMaxUse=2G in the packer template. someone does it monday, not me right now")
        .stop("Logged. Nodes wrk-14, wrk-17, wrk-22 are Ready."),
    planted: [
      { kind: "fact", keys: ["journald", "systemmaxuse"] },
      { kind: "task", keys: ["packer", "2g"] },
    ],
  },
  {
    id: "b192-dns-ttl",
    build: (s) =>
      s
        .user("postmortem prep for tuesday's failover. why did traffic keep hitting us-east-1 for almost an hour after we flipped?")
        .bash(
          "aws route53 list-resource-record-sets --hosted-zone-id Z0INT --query \"ResourceRecordSets[?Name=='api.internal.']\"",
          '[{"Name":"api.internal.","Type":"CNAME","SetIdentifier":"primary","Failover":"PRIMARY","TTL":3600,"ResourceRecords":[{"Value":"alb-use1.internal"}]}]',
        )
        .assistant(
          "The failover record for api.internal has a TTL of 3600, so resolvers kept the old answer for up to an hour. That matches the 52 minutes in the timeline.",
        )
        .user("yep thats it. confirmed by the resolver logs too")
        .assistant(
          "Options: 60 s TTL on all failover records, or 300 s as a compromise with resolver load. 60 s costs roughly 40x the queries, still well under the Route53 free tier for internal zones.",
        )
        .user("going with 60 seconds on all failover records. do the api.internal one now")
        .file("Edit", "terraform/dns/internal.tf")
        .bash("cd terraform/dns && terraform plan -no-color | tail -3", "  ~ ttl = 3600 -> 60\n\nPlan: 0 to add, 1 to change, 0 to destroy.")
        .stop("Plan shows the TTL change on api.internal only."),
    planted: [
      { kind: "fact", keys: ["3600", "api.internal"] },
      { kind: "decision", keys: ["failover records", "60 seconds"] },
    ],
  },
  {
    id: "b192-bridge-rules",
    build: (s) =>
      s
        .user(
          "setting some ground rules after last night, put these in your notes:\n- during any SEV1/SEV2, post a timeline entry in the incident channel every 15 min even if nothing changed\n- never restart the primary db without the db on-call on the bridge\n- Priya owns the postgres fleet, she's the escalation for anything db",
        )
        .assistant("Noted. Should I add them to the incident runbook too?")
        .user("yes, runbooks/incident-response.md")
        .file("Edit", "runbooks/incident-response.md")
        .bash("git diff --stat", " runbooks/incident-response.md | 9 +++++++++\n 1 file changed, 9 insertions(+)")
        .stop("Added the three rules under 'During the incident'."),
    planted: [
      { kind: "instruction", keys: ["15 min", "timeline"] },
      { kind: "instruction", keys: ["primary db", "bridge"] },
      { kind: "fact", keys: ["priya", "postgres fleet"] },
    ],
  },
  {
    id: "b192-redis-logout",
    build: (s) =>
      s
        .user("14:02 support says users randomly logged out since ~13:40. 14:03 no deploy today. check redis-sessions")
        .bash(
          "redis-cli -h redis-sessions info stats | egrep 'evicted|expired'; redis-cli -h redis-sessions config get maxmemory-policy",
          "expired_keys:18233\nevicted_keys:412907\nmaxmemory-policy\nallkeys-lru",
        )
        .bash("redis-cli -h redis-sessions config get appendfsync", "appendfsync\nalways")
        .assistant(
          "412k evictions. The sessions redis runs with maxmemory-policy allkeys-lru, so under memory pressure it evicts live sessions, including ones with no TTL pressure at all. Memory is at maxmemory (2gb) since a marketing batch job started writing cache keys there at 13:38.",
        )
        .user("14:20 confirmed, the batch job is writing to the wrong redis. killed it, evictions stopped.")
        .user("decision: sessions redis goes to volatile-lru and 4gb. and the batch job gets its own instance, but that's a follow-up ticket not today")
        .file("Edit", "infra/redis/sessions.conf")
        .stop("sessions.conf now has maxmemory 4gb and maxmemory-policy volatile-lru."),
    planted: [
      { kind: "fact", keys: ["allkeys-lru"] },
      { kind: "decision", keys: ["volatile-lru"] },
      { kind: "task", keys: ["batch job", "own instance"] },
    ],
  },
  {
    id: "b192-kafka-lag",
    build: (s) =>
      s
        .user("11:10 invoices delayed ~2h. billing-events consumer lag?")
        .bash(
          "kafka-consumer-groups --bootstrap-server kafka:9092 --describe --group billing-worker | head -6",
          "GROUP          TOPIC           PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG\nbilling-worker billing-events  0          88121           131902          43781\nbilling-worker billing-events  1          87904           131511          43607",
        )
        .user("maybe the rebalance storm again? we saw that in october")
        .assistant(
          "No rebalances in the coordinator log since 09:00. We scaled billing-worker to 20 replicas at 10:30, but only 12 have partitions assigned; the other 8 are idle.",
        )
        .bash(
          "kafka-topics --bootstrap-server kafka:9092 --describe --topic billing-events | head -1",
          "Topic: billing-events\tPartitionCount: 12\tReplicationFactor: 3",
        )
        .user("right. billing-events has 12 partitions, so anything past 12 consumers does nothing. thats the thing everyone forgets")
        .assistant("The real slowdown is the tax API: p95 went from 80ms to 1.9s at 09:12. Lag is a symptom.")
        .user(
          "11:40 tax vendor confirmed degradation on their side. ok. postmortem action item: a lag alert on billing-worker at 50k messages. we had no alert at all",
        )
        .file("Write", "incidents/2026-11-22-billing-lag.md")
        .stop("Timeline and action items written."),
    planted: [
      { kind: "fact", keys: ["12 partitions"] },
      { kind: "task", keys: ["lag alert", "50k"] },
    ],
  },
  {
    id: "b192-deploy-freeze",
    build: (s) =>
      s
        .user("17:45 friday. bad deploy of web 4.31 went out at 16:50, 5xx at 6%. roll it back")
        .assistant("Two ways: `argocd app rollback web` to the previous sync, or revert the merge commit and let CI redeploy (~25 min).")
        .user("argocd rollback. and thats how we do rollbacks from now on, not commit reverts, the pipeline is too slow when we're bleeding")
        .bash("argocd app rollback web 412", "Rolling back 'web' to history id 412\nApplication 'web' rolled back")
        .bash("argocd app get web -o json | jq -r .status.sync.status", "Synced")
        .assistant("18:02 rolled back to 4.30. 5xx at 0.2%.")
        .user("good. also effective today: no prod deploys after 16:00 on fridays. I'll announce it")
        .stop("18:04 web is on 4.30, error rate normal."),
    planted: [
      { kind: "decision", keys: ["argocd", "rollback"] },
      { kind: "instruction", keys: ["16:00", "friday"] },
    ],
  },
  {
    id: "b192-bastion-chrony",
    build: (s) =>
      s
        .user("ssh certs failing on bastion-2 with 'certificate not yet valid'. not urgent but weird")
        .bash(
          "ssh bastion-2 chronyc tracking",
          "Reference ID    : 00000000 ()\nStratum         : 0\nSystem time     : 94.118203 seconds fast of NTP time\nLeap status     : Not synchronised",
        )
        .bash("ssh bastion-2 grep ^pool /etc/chrony/chrony.conf", "pool pool.ntp.org iburst")
        .assistant("chrony isn't synchronised: the bastion points at pool.ntp.org and the egress firewall blocks udp/123 from that subnet. Clock is 94 s fast.")
        .user("ugh. checked with netops, yes the bastion subnet has no ntp egress. so chrony on the bastions has been free-running for months, confirmed")
        .user("ticket: netops to allow udp/123 out from the bastion subnet to the aws time sync endpoint. meanwhile i stepped the clock by hand")
        .stop("Noted."),
    planted: [
      { kind: "fact", keys: ["chrony", "bastion"] },
      { kind: "task", keys: ["udp/123"] },
    ],
  },
  {
    id: "b192-oom-cardinality",
    build: (s) =>
      s
        .user("06:10 api pods OOMKilled every ~50 min since the 4.28 release. 06:12 got a heap snapshot from api-7c9 before it died")
        .bash(
          "node scripts/heap-top.js /tmp/api-7c9.heapsnapshot | head -4",
          "Retained   Constructor\n1.41 GB    Map (prom-client Histogram hashMap)\n88 MB      Array\n31 MB      (string)",
        )
        .assistant(
          "1.4 GB retained by a prom-client histogram map. 4.28 added `user_id` as a label on `http_request_duration_seconds`; every user creates a new series.",
        )
        .user("06:35 confirmed, label cardinality from user_id is the leak. reverted label in a hotfix, memory flat since")
        .assistant("Should I keep user_id as a label but cap it, or drop it?")
        .user("drop the user_id label completely, we'll use exemplars when someone needs per-request traces")
        .file("Edit", "src/metrics/http.ts")
        .user("follow-up next week: audit the other services' metrics for high-cardinality labels. payments and search both have custom ones")
        .stop("Dropped the label from src/metrics/http.ts."),
    planted: [
      { kind: "fact", keys: ["user_id", "cardinality"] },
      { kind: "decision", keys: ["exemplars"] },
      { kind: "task", keys: ["audit", "high-cardinality"] },
    ],
  },
  {
    id: "b192-alert-policy",
    build: (s) =>
      s
        .user("the pager is useless, 40 pages last week, 3 real. rethinking alerting")
        .bash("grep -c 'severity: page' alerts/*.yaml", "alerts/api.yaml:14\nalerts/db.yaml:11\nalerts/nodes.yaml:19")
        .assistant("44 paging rules. About half are causes (CPU, disk IO, node count) rather than symptoms (errors, latency, saturation users feel).")
        .user("rule going forward: we page only on symptoms. causes go to the ticket queue, not the pager")
        .assistant("For the api 5xx alert: page at 2% of requests over 5 min? Right now it's 0.5% over 1 min, which flaps.")
        .user("yes, 2% 5xx over 5 min. do that one now, rest next week")
        .file("Edit", "alerts/api.yaml")
        .bash("promtool check rules alerts/api.yaml", "Checking alerts/api.yaml\n  SUCCESS: 14 rules found")
        .stop("api 5xx alert now fires at 2% over 5m."),
    planted: [
      { kind: "instruction", keys: ["symptoms"] },
      { kind: "decision", keys: ["2%", "5xx"] },
    ],
  },
  {
    id: "b192-walg-backups",
    build: (s) =>
      s
        .user("auditors want to know where db backups live and how long we keep them. can you check")
        .bash("kubectl -n db get cm walg-env -o yaml | grep -E 'WALG_S3_PREFIX|RETAIN'", '  WALG_S3_PREFIX: s3://acme-pg-wal/prod\n  WALG_RETAIN_FULL: "14"')
        .bash("aws s3api get-bucket-location --bucket acme-pg-wal", '{"LocationConstraint": "us-east-2"}')
        .assistant("wal-g pushes to s3://acme-pg-wal/prod in us-east-2 and keeps 14 full backups (daily full, so 14 days).")
        .user("ok so wal-g backups are in acme-pg-wal, us-east-2, 14 days retention. good.")
        .user(
          "embarrassing question back from them: when did we last test a restore? I think june. we need a restore drill scheduled next sprint, put it on the list",
        )
        .stop("Noted the restore drill."),
    planted: [
      { kind: "fact", keys: ["acme-pg-wal"] },
      { kind: "task", keys: ["restore drill"] },
    ],
  },
  {
    id: "b192-fastly-purge",
    build: (s) =>
      s
        .user("20:31 stale JS bundle served after deploy, users get a blank page. purge it")
        .assistant("Where's the fastly token for the static service?")
        .user("vault, secret/fastly/static. always has been")
        .bash("vault kv get -field=token secret/fastly/static >/dev/null && echo ok", "ok")
        .assistant(
          "Full purge_all would drop the whole cache and send ~30k rps to origin. A soft purge by surrogate key `bundle` marks just those objects stale.",
        )
        .user("soft purge, and that's the default for us from here on. full purge only if soft doesn't work")
        .bash(
          "curl -s -X POST -H \"Fastly-Key: $FK\" -H 'Fastly-Soft-Purge: 1' https://api.fastly.com/service/$SID/purge/bundle",
          '{"status":"ok","id":"1934-1700000000-123"}',
        )
        .stop("20:38 soft-purged the bundle key; new bundle served."),
    planted: [
      { kind: "fact", keys: ["secret/fastly/static"] },
      { kind: "decision", keys: ["soft purge"] },
    ],
  },
  {
    id: "b192-waf-athena",
    build: (s) =>
      s
        .user("13:00 search 429s spiking, is it us or a bot")
        .bash(
          "aws athena start-query-execution --query-string \"select clientip, count(*) c from waf_logs where day='2026-11-24' group by 1 order by c desc limit 3\" --work-group ops",
          '{"QueryExecutionId": "a81f..."}\nclientip        c\n45.55.12.9      918220\n45.55.12.10     877101',
        )
        .assistant("Two IPs from the same /24 make up most of the traffic. It's a scraper, not our code.")
        .user(
          "yep. lesson from the last three of these: always check the WAF logs in athena before digging in the app. every time we wasted an hour in traces first",
        )
        .assistant("The current per-IP limit is 1000 rpm. Lower it to 300?")
        .user("300 rpm per ip, yes. we checked in october, no real customer goes above 150")
        .file("Edit", "terraform/waf/rules.tf")
        .stop("Rate-based rule set to 300 rpm per IP."),
    planted: [
      { kind: "instruction", keys: ["athena", "waf"] },
      { kind: "decision", keys: ["300 rpm"] },
    ],
  },
  {
    id: "b192-tf-lock",
    build: (s) =>
      s
        .user("terraform apply on prod stuck 'Acquiring state lock' for 20 min. someone killed an apply earlier")
        .bash(
          "aws dynamodb scan --table-name tf-locks --query 'Items[].LockID.S'",
          '["acme-tf-state/prod/network.tfstate-md5", "acme-tf-state/prod/network.tfstate"]',
        )
        .assistant("The lock lives in the tf-locks DynamoDB table. There's a stale lock on prod/network from 10:02, from Dan's laptop session.")
        .user(
          "force-unlock it. and listen, this is why: prod terraform gets applied only through atlantis. nobody applies from a laptop anymore, including you",
        )
        .bash("terraform force-unlock -force 6f2c1a7e-2f0b", "Terraform state has been successfully unlocked!")
        .stop("Unlocked prod/network."),
    planted: [
      { kind: "fact", keys: ["tf-locks"] },
      { kind: "instruction", keys: ["atlantis"] },
    ],
  },
  {
    id: "b192-eni-pods",
    build: (s) =>
      s
        .user("pods pending with 'Too many pods' but the nodes have tons of cpu. ??")
        .bash("kubectl describe node ip-10-2-4-7 | grep -A2 Allocatable", "Allocatable:\n  cpu:    7910m\n  pods:   58")
        .assistant("Those nodes are c5.2xlarge. With the VPC CNI in secondary-IP mode the ENI limit caps them at 58 pods, whatever the CPU.")
        .user("right, c5.2xlarge node group tops out at 58 pods. ok i knew that once.")
        .assistant("Prefix delegation raises the limit to 110. It needs a CNI config change and a node roll.")
        .user("not during business hours. put it down for next quarter: enable prefix delegation on the vpc-cni")
        .stop("Added to the platform backlog list."),
    planted: [
      { kind: "fact", keys: ["58 pods"] },
      { kind: "task", keys: ["prefix delegation"] },
    ],
  },
  {
    id: "b192-statuspage",
    build: (s) =>
      s
        .user("review of the sev1 comms: we updated statuspage 48 minutes in. that's bad")
        .bash("grep -n 'statuspage' incidents/2026-11-18-login.md", "14:22 declared SEV1\n15:10 first statuspage update")
        .user(
          "new rule: statuspage gets updated within 10 minutes of declaring a SEV1. and Marco writes the customer-facing wording, he's the comms owner, don't draft it yourself",
        )
        .file("Edit", "runbooks/incident-response.md")
        .stop("Runbook updated with the statuspage rule."),
    planted: [
      { kind: "instruction", keys: ["statuspage", "10 minutes"] },
      { kind: "fact", keys: ["marco", "comms"] },
    ],
  },
  {
    id: "b192-log-shipper",
    build: (s) =>
      s
        .user("fluent-bit dropped logs again during the spike (buffer full). we need to pick a replacement")
        .assistant("Candidates: fluentd (ruby, heavier), vector (rust, disk buffers, good throughput), or tuning fluent-bit's filesystem buffer.")
        .user("let's do fluentd, the team knows it")
        .bash("kubectl -n logging top pods | head -3", "NAME              CPU   MEMORY\nfluent-bit-4xq   410m  380Mi\nfluent-bit-8zz   395m  371Mi")
        .user("actually scratch fluentd, memory on those nodes is tight. going with vector, with disk buffers")
        .file("Write", "deploy/logging/vector.yaml")
        .stop("Drafted deploy/logging/vector.yaml with a disk buffer sink."),
    planted: [{ kind: "decision", keys: ["vector"] }],
  },
  {
    id: "b192-healthz",
    build: (s) =>
      s
        .user("09:44 db failover took 8s. 09:44 every api target went unhealthy, 502s for 90s. why did an 8s db blip take out the whole api")
        .bash(
          "grep -n -A3 'healthz' src/server/health.ts",
          "12: app.get('/healthz', async () => {\n13:   await db.query('select 1');\n14:   return { ok: true };",
        )
        .bash("aws elbv2 describe-target-groups --names api-tg --query 'TargetGroups[0].HealthCheckPath'", '"/healthz"')
        .assistant(
          "The ALB health check hits /healthz, which runs a db query. When the db blipped every target failed the check and the ALB drained all of them.",
        )
        .user("confirmed, that's the root cause.")
        .assistant("Proposal: /livez (process only) for the ALB and kubelet liveness, /readyz with the db check for readiness only.")
        .user("do it. /livez for the ALB")
        .file("Edit", "src/server/health.ts")
        .bash("npm test -- health", "Tests: 6 passed, 6 total")
        .user("TODO: same change in the helm chart probes of the other 4 services. not in this PR")
        .stop("api health endpoints split; tests pass."),
    planted: [
      { kind: "fact", keys: ["/healthz", "alb"] },
      { kind: "decision", keys: ["/livez"] },
      { kind: "task", keys: ["helm", "probes"] },
    ],
  },
  {
    id: "b192-cron-tz",
    build: (s) =>
      s
        .user("finance says the daily revenue report came an hour early since sunday. dst?")
        .bash("ssh cron-1 timedatectl | grep 'Time zone'", "                Time zone: America/Chicago (CST, -0600)")
        .assistant("cron-1 runs in America/Chicago, not UTC, so the 06:00 schedule moved with DST.")
        .user("confirmed, nobody knew cron-1 was on chicago time. ok")
        .user("convention from now: every crontab line gets a `# UTC` comment and is written in UTC. I'm not switching the host tz today")
        .file("Edit", "ops/cron/revenue-report.cron")
        .stop("Schedule rewritten as 12:00 UTC with the comment."),
    planted: [
      { kind: "fact", keys: ["america/chicago"] },
      { kind: "instruction", keys: ["# utc"] },
    ],
  },
  {
    id: "b192-webhook-secret",
    build: (s) =>
      s
        .user("during the payments incident someone pasted the stripe webhook secret in #inc-payments. deleted the msg but")
        .bash("grep -rn 'STRIPE_WEBHOOK' deploy/ | head -2", "deploy/payments/secret.yaml:  STRIPE_WEBHOOK_SECRET: ref+vault://secret/payments/stripe#webhook")
        .assistant(
          "It's read from vault at secret/payments/stripe. Rotation means a new endpoint secret in the Stripe dashboard and a vault update; payments picks it up on restart.",
        )
        .user("rotate the stripe webhook secret tomorrow morning, with Ana from payments around. not at midnight")
        .user("and for everyone incl. you: never paste secrets in slack. use a 1password share link, they expire")
        .stop("OK."),
    planted: [
      { kind: "task", keys: ["stripe", "webhook secret"] },
      { kind: "instruction", keys: ["1password"] },
    ],
  },
  {
    id: "b192-checkout-load",
    build: (s) =>
      s
        .user("load test results for checkout are in. summarize")
        .bash("k6 inspect results/checkout-2026-11-25.json | jq '.metrics.http_reqs.rate, .metrics.http_req_failed.rate'", "1812.4\n0.071")
        .assistant(
          "Checkout breaks at about 1800 rps on the current 6 pods: failures jump to 7%. CPU was at 55%; the limit is the payment-svc client pool (max 50 connections per pod), all saturated from 1700 rps.",
        )
        .user("ok so checkout tops out around 1800 rps. confirmed matches black friday last year too")
        .assistant("For this weekend, raising the HPA max to 20 would cover 3x current peak.")
        .user("yes hpa maxReplicas 20 for checkout. ship it")
        .file("Edit", "deploy/checkout/hpa.yaml")
        .stop("maxReplicas: 20."),
    planted: [
      { kind: "fact", keys: ["1800 rps"] },
      { kind: "decision", keys: ["maxreplicas", "20"] },
    ],
  },
  {
    id: "b192-pager-summary",
    build: (s) =>
      s
        .user("whats firing right now")
        .bash(
          "amtool alert query --output=simple | head -6",
          "disk-io-warn wrk-3\ndisk-io-warn wrk-9\nhigh-latency search\nhigh-latency api\ndisk-io-warn wrk-11\ncert-expiry grafana",
        )
        .assistant("6 alerts: disk-io-warn x3 (wrk-3, wrk-9, wrk-11), high-latency x2 (search, api), cert-expiry grafana.")
        .user("thx. I prefer alerts summarized grouped by service like that, not a raw list, keep doing it that way")
        .user("and remind me friday to delete the disk-io-warn alert if it didn't catch anything real this week")
        .stop("Will do."),
    planted: [
      { kind: "instruction", keys: ["grouped by service"] },
      { kind: "task", keys: ["disk-io-warn", "friday"] },
    ],
  },
  {
    id: "b192-replica-lag",
    build: (s) =>
      s
        .user("exec dashboard shows yesterday's numbers every morning until ~02:00 UTC. stale data again")
        .bash("psql -h replica-2 -c 'select now() - pg_last_xact_replay_timestamp() as lag'", "   lag\n-----------\n 00:04:41")
        .assistant("replica-2 lags 3-5 minutes while the ETL runs (01:00-02:00 UTC) because of the bulk writes. The dashboard queries replica-2.")
        .user("yeah confirmed from the monitoring history, replica-2 lags during the etl window every night")
        .assistant("replica-3 is excluded from the ETL load balancer and stays under 1s. I could point the dashboard datasource at replica-3.")
        .user("yep do that")
        .file("Edit", "grafana/datasources/exec.yaml")
        .stop("Datasource now points at replica-3."),
    planted: [
      { kind: "fact", keys: ["replica-2", "etl"] },
      { kind: "decision", keys: ["replica-3"] },
    ],
  },
  {
    id: "b192-ic-handoff",
    build: (s) =>
      s
        .user("05:30 handing over to EU on-call. writing the handoff note")
        .bash(
          "cat incidents/active.md | tail -4",
          "05:02 mitigated: traffic shifted to eu-west-1\n05:10 root cause unknown\n05:20 TODO: never failback without db sign-off (from runbook)\n05:28 IC: sam",
        )
        .user(
          "one thing i want standing: whoever declares an incident is the incident commander until they hand it off explicitly in the channel. no silent IC changes like tonight. the rest is just status",
        )
        .assistant("Added to the handoff note: mitigated at 05:02 by shifting traffic to eu-west-1; root cause still unknown.")
        .user("also open item for EU: find out why us-east-1 nlb started resetting connections at 04:41, thats the actual root cause hunt")
        .file("Edit", "incidents/active.md")
        .stop("Handoff note updated."),
    planted: [
      { kind: "instruction", keys: ["incident commander"] },
      { kind: "task", keys: ["nlb", "04:41"] },
    ],
  },
  {
    id: "b192-sev-scale",
    build: (s) =>
      s
        .user("retro on incident process. we used SEV4 twice this year and both times it should've been a ticket")
        .bash(
          "grep -h '^severity:' incidents/2026-*.md | sort | uniq -c",
          "      9 severity: SEV1\n     21 severity: SEV2\n     34 severity: SEV3\n      2 severity: SEV4",
        )
        .assistant("2 of 66 incidents were SEV4. Both were single-customer config questions.")
        .user("ok we're dropping SEV4, three levels only from now. anything smaller is a ticket")
        .assistant("Should I update the template's severity list?")
        .user(
          "yes. and while you're in there, every incident doc has to carry the owning service in its front matter (`service:`), half of them don't and I can't search by team",
        )
        .file("Edit", "incidents/TEMPLATE.md")
        .stop("Template updated: SEV1-3 and a required `service:` field."),
    planted: [
      { kind: "decision", keys: ["sev4"] },
      { kind: "instruction", keys: ["front matter"] },
    ],
  },
  {
    id: "b192-events-autovacuum",
    build: (s) =>
      s
        .user("10:05 db cpu 95%, queries on events table slow. 10:06 is it the analytics export again?")
        .bash(
          "psql -h db-primary -c \"select relname, n_dead_tup, last_autovacuum from pg_stat_user_tables where relname='events'\"",
          " relname | n_dead_tup | last_autovacuum\n events  | 184220113  | 2026-11-09 03:12:44",
        )
        .assistant(
          "Not the export; it finished at 09:40. The events table has 184M dead tuples and autovacuum last completed 17 days ago. With the default scale factor of 0.2 on a ~900M-row table, autovacuum only triggers after 180M dead rows and then can't finish before the next wave.",
        )
        .user("10:30 ran a manual vacuum, cpu down to 40%. yes confirmed, autovacuum can't keep up on events with the default scale factor")
        .assistant("I can set autovacuum_vacuum_scale_factor = 0.01 on events only, so it runs at ~9M dead rows.")
        .user("0.01 on events, go")
        .bash("psql -h db-primary -c 'alter table events set (autovacuum_vacuum_scale_factor = 0.01)'", "ALTER TABLE")
        .user("longer term events needs to be partitioned by month. that's a Q1 project, write it in the follow-ups")
        .file("Edit", "incidents/2026-11-26-events-vacuum.md")
        .stop("Follow-ups section updated."),
    planted: [
      { kind: "fact", keys: ["autovacuum", "events"] },
      { kind: "decision", keys: ["0.01"] },
      { kind: "task", keys: ["partitioned", "month"] },
    ],
  },
  {
    id: "b192-dockerhub-limit",
    build: (s) =>
      s
        .user("CI red across the board: 'toomanyrequests: You have reached your pull rate limit'")
        .bash(
          "grep -rn 'FROM ' services/*/Dockerfile | head -3",
          "services/api/Dockerfile:1:FROM node:22-alpine\nservices/search/Dockerfile:1:FROM eclipse-temurin:21-jre\nservices/web/Dockerfile:1:FROM nginx:1.27",
        )
        .assistant(
          "The runners pull anonymously from Docker Hub, and they all share one NAT IP, so the 100 pulls per 6h anonymous limit is per the whole CI fleet.",
        )
        .user("confirmed, thats why it's every monday morning when everyone pushes. docker hub 100 pulls limit, shared NAT")
        .assistant(
          "Option A: docker login with a paid account on the runners. Option B: an ECR pull-through cache for docker.io and point the FROM lines at it.",
        )
        .user("B. ECR pull-through cache. and rule: new Dockerfiles take base images from the ecr mirror, never straight from docker.io")
        .file("Edit", "services/api/Dockerfile")
        .bash("docker build -q services/api", "sha256:4b1e0c2d9a7f")
        .stop("api now builds from the ECR mirror."),
    planted: [
      { kind: "fact", keys: ["docker hub", "100 pulls"] },
      { kind: "decision", keys: ["pull-through"] },
      { kind: "instruction", keys: ["ecr mirror"] },
    ],
  },
  {
    id: "b192-prefs-kubectl",
    build: (s) =>
      s
        .user("before we start tonight's maintenance, two things about how I want you to work with me")
        .assistant("Go ahead.")
        .user(
          "1) timelines: UTC, HH:MM, one line per event, no prose. 2) dont run kubectl delete against prod without asking me first, even for a pod. staging is fine",
        )
        .bash("kubectl config current-context", "prod-use1")
        .assistant("Context is prod-use1. Ready for the node drain list when you are.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["hh:mm"] },
      { kind: "instruction", keys: ["kubectl delete"] },
    ],
  },
  {
    id: "b192-s3-access-logs",
    build: (s) =>
      s
        .user("finance flagged the aws bill, s3 up 30% month over month. where's it going")
        .bash("aws s3 ls --summarize --human-readable --recursive s3://acme-access-logs | tail -2", "Total Objects: 912004113\n   Total Size: 38.2 TiB")
        .bash("aws s3api get-bucket-lifecycle-configuration --bucket acme-access-logs", "An error occurred (NoSuchLifecycleConfiguration)", 254)
        .assistant("acme-access-logs holds 38 TiB and has no lifecycle configuration at all, so every ALB and CloudFront log since 2022 is still there.")
        .user("lol. ok so the access-logs bucket has never had a lifecycle rule, that's the cost")
        .user("needs a 90-day expiration rule, but legal has to sign off on retention first. leave it as an open item with my name")
        .stop("Open item recorded."),
    planted: [
      { kind: "fact", keys: ["access-logs", "lifecycle"] },
      { kind: "task", keys: ["90-day"] },
    ],
  },
  {
    id: "b192-orders-dlq",
    build: (s) =>
      s
        .user("16:20 orders stuck in 'processing'. 16:21 order-worker logs full of the same exception")
        .bash(
          "kubectl logs deploy/order-worker --tail=3",
          "TypeError: Cannot read properties of null (reading 'sku')\n  at mapLine (order.js:88)\nmessage 7f31 returned to queue (receive 4411)",
        )
        .assistant(
          "One poison message (7f31, an order line with null sku) has been received 4411 times. The queue's redrive policy has no maxReceiveCount, so it never moves to the DLQ and blocks the worker's batch.",
        )
        .user("16:40 confirmed. moved it by hand, queue flowing")
        .bash("aws sqs get-queue-attributes --queue-url $DLQ --attribute-names All | jq .Attributes.ApproximateNumberOfMessages", '"318"')
        .assistant("Also: orders-dlq has 318 messages and no consumer. They'll be deleted when the 14-day retention hits.")
        .user("yeah nobody reads orders-dlq, known. set maxReceiveCount 5 on the main queue")
        .file("Edit", "terraform/sqs/orders.tf")
        .user("and someone needs to write a dlq replay script, later, with dry-run")
        .stop("Redrive policy with maxReceiveCount 5 is in the plan."),
    planted: [
      { kind: "fact", keys: ["orders-dlq", "no consumer"] },
      { kind: "decision", keys: ["maxreceivecount", "5"] },
      { kind: "task", keys: ["replay script"] },
    ],
  },
  {
    id: "b192-pagerduty-move",
    build: (s) =>
      s
        .user("opsgenie renewal is due. we've been comparing with pagerduty for a month")
        .bash("jq '.seats, .price_per_seat' vendor/opsgenie-quote.json vendor/pagerduty-quote.json", "18\n29\n18\n21")
        .assistant("PagerDuty is cheaper per seat (21 vs 29) for 18 seats and has the Slack incident workflow you asked about.")
        .user("ok decided, we move to pagerduty when the opsgenie contract ends on dec 31")
        .user("fyi for the config, our escalation has been the same for years: primary has 5 min to ack, then it goes to secondary, then to me. copy that over")
        .file("Write", "oncall/pagerduty-escalation.yaml")
        .stop("Escalation policy drafted."),
    planted: [
      { kind: "decision", keys: ["pagerduty"] },
      { kind: "fact", keys: ["5 min", "ack"] },
    ],
  },
  {
    id: "b192-cache-stampede",
    build: (s) =>
      s
        .user("every 10 minutes on the dot db load spikes to 3x for ~20s. 12:00, 12:10, 12:20. what")
        .bash("redis-cli -h cache-1 ttl product-list:all", "(integer) 37")
        .bash(
          "grep -rn 'product-list' src/catalog/cache.ts",
          "14:  await redis.set('product-list:' + scope, json, 'EX', 600); // never change without load test",
        )
        .assistant(
          "product-list keys are written with a fixed 600 s TTL and all get refreshed at the same time, so they expire together and every pod misses and hits the db at once.",
        )
        .user("12:34 yes, cache stampede on product-list confirmed, the spikes line up with the expiry to the second")
        .assistant("Adding ±10% random jitter to that TTL would spread the expiries. Or a lock so only one pod recomputes.")
        .user("jitter. simpler. ±10%")
        .file("Edit", "src/catalog/cache.ts")
        .stop("TTL is now 600 s ± 10% jitter."),
    planted: [
      { kind: "fact", keys: ["stampede", "product-list"] },
      { kind: "decision", keys: ["jitter"] },
    ],
  },
  {
    id: "b192-handbook",
    build: (s) =>
      s
        .user("where's the runbook for the search cluster? the confluence link in the alert is dead")
        .bash("ls ~/src/ops-handbook/runbooks | head", "api.md\ncheckout.md\nincident-response.md\nredis.md\nsearch.md")
        .assistant("There's runbooks/search.md in the ops-handbook repo.")
        .user("right, all runbooks live in ops-handbook now, confluence is dead. the alert annotations still point there")
        .assistant("12 alert rules have confluence runbook_url annotations. Update them now?")
        .user("just search today. the other 11 alert runbook links need fixing, that's a follow-up for whoever's on call next week")
        .file("Edit", "alerts/search.yaml")
        .user("and when you write postmortems: ops-handbook/postmortems/, copy TEMPLATE.md, blameless wording, no names in the timeline")
        .stop("search alert now links to ops-handbook/runbooks/search.md."),
    planted: [
      { kind: "fact", keys: ["ops-handbook", "confluence"] },
      { kind: "task", keys: ["11", "runbook links"] },
      { kind: "instruction", keys: ["template.md", "blameless"] },
    ],
  },
  {
    id: "b192-tls-termination",
    build: (s) =>
      s
        .user("another nginx cert renewal failure on the edge boxes. why are we even terminating TLS in nginx")
        .assistant(
          "Historical reasons, I'd guess; the ALB has ACM certs that renew themselves. Moving termination to the ALB would remove the renewal cron from the edge hosts.",
        )
        .user("agreed, we terminate TLS at the ALB from now, nginx behind it speaks plain http")
        .file("Edit", "terraform/edge/alb.tf")
        .bash("terraform -chdir=terraform/edge plan -no-color | tail -1", "Plan: 1 to add, 2 to change, 0 to destroy.")
        .user("remind me to delete the old nginx certs and the certbot cron once the ALB listener has been live for a week")
        .stop("Plan ready for review."),
    planted: [
      { kind: "decision", keys: ["tls", "alb"] },
      { kind: "task", keys: ["certbot"] },
    ],
  },
  {
    id: "b192-ranker-flag",
    build: (s) =>
      s
        .user("15:02 search relevance complaints, 15:05 conversion down 12%. what changed")
        .bash("ld flags list --project search --modified-since 2h", "search-ranker-v2   rollout 0% -> 50%   14:51 by jo")
        .assistant("search-ranker-v2 went from 0% to 50% at 14:51, eleven minutes before the first complaint.")
        .user("turn it off")
        .bash("ld flags update search-ranker-v2 --rollout 0", "updated search-ranker-v2: rollout 0%")
        .user("15:20 conversion recovering. confirmed, the search-ranker-v2 rollout caused it")
        .user(
          "for the future: every risky feature gets a kill switch flag named kill-<feature> in launchdarkly, separate from the rollout flag, so on-call can flip it without knowing the rollout state",
        )
        .stop("15:21 flag at 0%, conversion back to 98% of baseline."),
    planted: [
      { kind: "fact", keys: ["search-ranker-v2"] },
      { kind: "instruction", keys: ["kill-", "launchdarkly"] },
    ],
  },
  {
    id: "b192-e-sigterm-question",
    build: (s) =>
      s
        .user("quick q, what happens to in-flight requests when k8s sends SIGTERM to the api pod? do we drop them?")
        .assistant(
          "The pod is removed from the endpoints at about the same time SIGTERM arrives, but kube-proxy and the ALB take a few seconds to notice. If the process exits right away, requests routed in that window fail. A preStop sleep of a few seconds usually covers it.",
        )
        .user("and terminationGracePeriodSeconds is the upper bound on all of that?")
        .assistant("Yes: preStop plus shutdown must finish within it, otherwise the kubelet sends SIGKILL.")
        .user("ok makes sense, thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b192-e-lb-hypothesis",
    build: (s) =>
      s
        .user("02:50 latency bump on search again, same as tuesday. could it be the new LB we put in front?")
        .bash(
          "aws cloudwatch get-metric-statistics --namespace AWS/ApplicationELB --metric-name TargetResponseTime --period 300 --statistics p99 --dimensions Name=LoadBalancer,Value=app/search/9f | jq '.Datapoints|length'",
          "12",
        )
        .assistant(
          "Target response time on the LB rises at the same minutes as the app's own latency, so the time is spent in the targets, not the LB. That doesn't clear the LB completely, but it doesn't point at it.",
        )
        .user("hm. or the GC thing? the jvm upgrade was around then too")
        .assistant("Possible. I'd need GC logs from a search pod during a spike to tell; the current retention is only 1h.")
        .user("not sure yet. let's just watch it tonight and see if it comes back")
        .stop(),
    planted: [],
  },
  {
    id: "b192-e-runbook-typo",
    build: (s) =>
      s
        .user("the redis runbook says `redis-cli -h redis-sesions`, typo. fix it")
        .file("Edit", "runbooks/redis.md")
        .assistant("Fixed `redis-sesions` to `redis-sessions` in runbooks/redis.md.")
        .user("and run the markdown lint on the runbooks dir")
        .bash("npx markdownlint runbooks/", "")
        .assistant("markdownlint passes on runbooks/.")
        .user("cool ty")
        .stop(),
    planted: [],
  },
  {
    id: "b192-e-nginx-config",
    build: (s) =>
      s
        .user("what does this block in the edge nginx do? someone asked in the channel")
        .bash(
          "sed -n 40,52p deploy/edge/nginx.conf",
          "location /api/ {\n  # TODO: never retry non-idempotent requests\n  proxy_next_upstream error timeout http_502;\n  proxy_next_upstream_tries 2;\n  # always keep this in sync with the ALB idle timeout (must be lower)\n  proxy_read_timeout 55s;\n  keepalive_timeout 60s;\n}",
        )
        .assistant(
          "It retries a request once on another upstream if the first fails with a connection error, a timeout or a 502. The comment warns about POSTs, but nginx by default doesn't retry non-idempotent methods unless `non_idempotent` is set, so that's already the case. proxy_read_timeout is 55s, below the 60s keepalive.",
        )
        .user("ok so it's fine as is? that's all they wanted to know")
        .assistant("Yes, as far as that block goes.")
        .stop(),
    planted: [],
  },
  {
    id: "b192-e-long-night",
    build: (s) =>
      s
        .user("07:10 all green for an hour. I think we're done")
        .assistant("Error rate 0.1%, p99 280ms, queue depth zero. Everything's back to baseline.")
        .user("long night. thanks for the help, genuinely")
        .assistant("Get some sleep.")
        .user("going to. coffee first lol")
        .stop(),
    planted: [],
  },
  {
    id: "b192-e-status-restart",
    build: (s) =>
      s
        .user("restart the stuck notifier pod")
        .bash("kubectl -n notify delete pod notifier-6d8f-2kq", 'pod "notifier-6d8f-2kq" deleted')
        .bash("kubectl -n notify get pods", "NAME                  READY   STATUS    RESTARTS   AGE\nnotifier-6d8f-x7p     1/1     Running   0          41s")
        .assistant("Restarted notifier; the new pod has been Running for 41s and the queue is draining, 1.2k messages left.")
        .user("ok watch it for a minute")
        .bash("kubectl -n notify logs notifier-6d8f-x7p --tail=2", "sent batch 118 (100 msgs)\nsent batch 119 (100 msgs)")
        .assistant("It's sending batches normally, backlog is down to 400.")
        .stop(),
    planted: [],
  },
  {
    id: "b192-e-karpenter-proposal",
    build: (s) =>
      s
        .user("why did the node group take 6 minutes to scale up during the spike")
        .bash("kubectl -n kube-system logs deploy/cluster-autoscaler --since=2h | grep -c 'scale-up'", "7")
        .assistant(
          "cluster-autoscaler waits for unschedulable pods, then the ASG launches and nodes join; 4-6 minutes is typical. We could move to Karpenter, which provisions directly and is usually under 90 s.",
        )
        .user("not going there now, that's a whole project. let's leave it")
        .assistant("Understood. The scan interval is already at the 10s default, so there isn't a quick knob.")
        .user("fine")
        .stop(),
    planted: [],
  },
  {
    id: "b192-e-page-everything",
    build: (s) =>
      s
        .user("honestly let's make every warning page until we trust the alerts again")
        .assistant("That would be around 120 rules paging. Want me to switch severity on all of them?")
        .user("actually no, scratch that. that's how we got here. leave the alerts alone")
        .assistant("Leaving them as they are.")
        .user("yeah. forget I said it")
        .stop(),
    planted: [],
  },
  {
    id: "b192-e-error-count",
    build: (s) =>
      s
        .user("count the 'must be' validation errors in the api log from the last hour")
        .bash("kubectl logs deploy/api --since=1h | grep -c 'must be'", "214")
        .bash(
          "kubectl logs deploy/api --since=1h | grep 'must be' | sort | uniq -c | sort -rn | head -3",
          "    180 ValidationError: quantity must be a positive integer\n     30 ValidationError: email must be a valid address\n      4 ValidationError: currency must always be ISO 4217",
        )
        .assistant("214 in the last hour: 180 about quantity, 30 about email, 4 about currency.")
        .user("ok that's normal, it's the mobile client sending 0. nothing to do")
        .stop(),
    planted: [],
  },
  {
    id: "b192-e-flamegraph",
    build: (s) =>
      s
        .user("how do I read this flame graph, the wide bar at the bottom is `epoll_wait`, is that bad?")
        .assistant(
          "Width is the share of samples. If you profiled wall-clock time, epoll_wait being wide just means the process was idle waiting for I/O. In a CPU profile it wouldn't show up much. Which mode was it?",
        )
        .user("wall clock I think, the default in the profiler")
        .assistant("Then it's idle time and not a problem by itself. Look at the towers above the event loop functions for where CPU goes.")
        .user("got it")
        .stop(),
    planted: [],
  },
  {
    id: "b192-e-clock-guess",
    build: (s) =>
      s
        .user("04:02 jwt validation errors on the auth service, 'token used before issued'. clock skew maybe?")
        .bash("ssh auth-3 chronyc tracking | grep 'System time'", "System time     : 0.000012 seconds slow of NTP time")
        .assistant("auth-3's clock is within microseconds. I haven't checked the issuer side yet.")
        .user("could be the mobile app's clock then? or a cache returning an old token")
        .assistant("Either is possible. The errors are 0.02% of logins, all from Android 12 builds so far.")
        .user("ok park it, too small to chase at 4am")
        .stop(),
    planted: [],
  },
  {
    id: "b192-e-timeline-status",
    build: (s) =>
      s
        .user("read me back the timeline so far")
        .bash("tail -5 incidents/active.md", "21:02 alert: api 5xx > 2%\n21:04 IC: lee\n21:09 rollback started\n21:15 rollback done\n21:17 5xx 0.3%")
        .assistant("21:02 alert fired, 21:04 Lee took IC, 21:09-21:15 rollback, 21:17 error rate 0.3%.")
        .user("thx. 21:25 still clean?")
        .assistant("Yes, 0.2% over the last 5 minutes.")
        .user("ok good")
        .stop(),
    planted: [],
  },
];

export const BLIND192 = plantedSet(BLIND192_SESSIONS, Date.UTC(2026, 10, 20, 9));
