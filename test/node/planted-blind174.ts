/**
 * Blind planted set 174 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: an SRE writing postmortem-style messages after incidents: timelines, contributing factors,
 * root causes and action items with owners and dates; items sit inside long structured write-ups next to
 * past-incident narration, unconfirmed hypotheses and quoted logs/config, or come from the agent and a short "yes".
 * Each session is one segment; the items planted in it are listed with it: 78 items (17 decisions, 17 instructions,
 * 26 facts, 18 tasks) in 53 sessions, 12 of which plant nothing (48 user/assistant messages between them). Every other message
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

export const BLIND174_SESSIONS: BlindSession[] = [
  {
    id: "b174-redis-evictions",
    build: (s) =>
      s
        .user(
          "Postmortem draft for INC-2291 (checkout latency, Tue 14:02-14:47 UTC).\n\nTimeline:\n- 14:02 p99 on checkout-api jumps to 4.1s\n- 14:09 page fires\n- 14:20 we notice redis evictions spiking\n- 14:41 maxmemory raised on redis-main\n- 14:47 recovered\n\nRoot cause: the new cart feature writes ~40KB cart blobs into the session cache on redis-main, so the hot session keys got evicted under memory pressure. Can you pull the eviction counts from prometheus so I can paste them in?",
        )
        .bash(
          "curl -s 'http://prometheus:9090/api/v1/query_range?query=rate(redis_evicted_keys_total{instance=\"redis-main\"}[1m])&start=2026-11-17T13:50:00Z&end=2026-11-17T15:00:00Z&step=60' | jq '.data.result[0].values | max_by(.[1] | tonumber)'",
          '[\n  1763387460,\n  "18342.6"\n]',
        )
        .assistant(
          "Evictions peaked at ~18.3k keys/s at 14:21 UTC and were near zero before 14:00. I can add a small table (14:00 / 14:10 / 14:21 / 14:45) to the Impact section if you want.",
        )
        .user(
          "yes add the table. Action items: (1) cart blobs move out of redis-main into their own instance, owner Priya, due Dec 11. (2) we keep allkeys-lru on redis-main - volatile-lru came up in the review and got rejected because half the keys have no TTL, so that's decided.",
        )
        .file("Edit", "postmortems/2026-11-17-inc-2291.md")
        .stop("Impact table and both action items are in the doc."),
    planted: [
      { kind: "fact", keys: ["40kb", "cart"] },
      { kind: "task", keys: ["cart", "priya"] },
      { kind: "decision", keys: ["allkeys-lru"] },
    ],
  },
  {
    id: "b174-cert-expiry",
    build: (s) =>
      s
        .user(
          "INC-2302 write-up. Timeline: 03:10 UTC the internal mTLS cert for ledger-svc expired, 03:10-03:52 every call billing -> ledger failed with x509 errors, 03:52 on-call rotated it by hand. Contributing factor: cert-manager renewal had been failing for weeks and nobody saw it. Can you check the Certificate status?",
        )
        .bash(
          "kubectl describe certificate ledger-mtls -n ledger | tail -12",
          "Status:\n  Conditions:\n    Last Transition Time:  2026-11-04T03:10:02Z\n    Message:               Issuing certificate as Secret does not exist\n    Reason:                Failed\n    Status:                False\n    Type:                  Ready\nEvents:\n  Type     Reason   Age                  From          Message\n  Warning  Failed   2m (x512 over 21d)   cert-manager  vault: error reading pki_int_old/sign/ledger: permission denied",
        )
        .assistant(
          "Confirmed: the Certificate has been not-Ready since Nov 4. The ClusterIssuer still signs through `pki_int_old`, which lost its policy in the vault migration, so every renewal attempt got permission denied for 21 days.",
        )
        .user(
          "yep that's the root cause: the ClusterIssuer stayed on pki_int_old after the vault migration. Going forward every cert-manager Certificate gets a CertificateNotReady alert routed to #sre-pager, no exceptions, that's a rule now not a nice-to-have. AI-1: Marco adds a cert expiry < 14d probe to the blackbox exporter, due Dec 4.",
        )
        .file("Edit", "postmortems/2026-11-25-inc-2302.md")
        .stop("Root cause, the alerting rule and AI-1 are in the write-up."),
    planted: [
      { kind: "fact", keys: ["pki_int_old"] },
      { kind: "instruction", keys: ["certificatenotready"] },
      { kind: "task", keys: ["marco", "expiry"] },
    ],
  },
  {
    id: "b174-kafka-lag",
    build: (s) =>
      s
        .user(
          "need the contributing factors section for the kafka consumer lag incident (INC-2310). can you grep the enrichment consumer logs for rebalances around 09:40",
        )
        .bash("grep -c 'Revoking previously assigned partitions' logs/enrichment-consumer-2026-11-20.log", "412")
        .bash(
          "grep -m2 'poll timeout' logs/enrichment-consumer-2026-11-20.log",
          "09:38:12 WARN [Consumer clientId=enrich-7] consumer poll timeout has expired. This means the time between subsequent calls to poll() was longer than the configured max.poll.interval.ms, which typically implies that the poll loop is spending too much time processing messages. You can address this either by increasing max.poll.interval.ms or by reducing the maximum size of batches returned in poll() with max.poll.records.\n09:38:14 INFO [Consumer clientId=enrich-7] Member enrich-7 sending LeaveGroup request",
        )
        .assistant(
          "412 partition revocations between 09:38 and 10:05, each right after a poll-timeout warning. My guess is the batches of 500 records took more than 5 minutes because something downstream got slow, but from the logs alone I can't tell what.",
        )
        .user(
          "Confirmed with Dana: geo-lookup p99 went to 900ms in that window, that's what pushed the batches over the poll interval. Decision from the review: max.poll.records goes down to 100 for the enrichment consumers, we don't touch max.poll.interval.ms.",
        )
        .file("Edit", "deploy/enrichment/consumer.properties")
        .stop("Set max.poll.records=100 in the enrichment consumer config; the section cites the geo-lookup latency."),
    planted: [
      { kind: "fact", keys: ["geo-lookup", "900ms"] },
      { kind: "decision", keys: ["max.poll.records", "100"] },
    ],
  },
  {
    id: "b174-dns-ttl",
    build: (s) =>
      s
        .user(
          "Postmortem for the status page outage on friday, short one.\n\nTimeline\n- 16:05 DNS for status.acme.io cut over to the new CDN\n- 16:05-17:10 about 30% of users still hit the old origin, which was already shut down\n- 17:10 old origin brought back up\n\nRoot cause: the record TTL was 86400 and nobody lowered it before the cutover.\n\nCan you check what TTL the record has now?",
        )
        .bash("dig +noall +answer status.acme.io", "status.acme.io.\t\t86163\tIN\tCNAME\tacme.cdn-edge.net.")
        .assistant("Still 86400 (86163 seconds left in this resolver's cache). Want me to lower it in the terraform?")
        .user("yes drop it to 300. and as a rule: for any DNS cutover the TTL goes down to 300 at least 48h before. put it in the runbook as well")
        .file("Edit", "infra/dns/status.tf")
        .file("Edit", "runbooks/dns-cutover.md")
        .stop("TTL is 300 in status.tf and the runbook has a pre-cutover step."),
    planted: [{ kind: "instruction", keys: ["ttl", "48h"] }],
  },
  {
    id: "b174-owners",
    build: (s) =>
      s
        .user(
          "For the action items table I need owners. Context you'll want later too: payments-gateway is owned by team Falcon (lead Ines), ledger-svc by team Otter. After hours, anything ledger escalates to Otter's secondary, not the primary - they swapped that in October.",
        )
        .bash(
          'yq \'.services[] | select(.name == "ledger-svc" or .name == "payments-gateway")\' oncall/services.yaml',
          "name: payments-gateway\nteam: falcon\nescalation: primary\n---\nname: ledger-svc\nteam: otter\nescalation: secondary",
        )
        .assistant("services.yaml agrees. Owners column filled: AI-1 and AI-3 to Falcon, AI-2 to Otter.")
        .file("Edit", "postmortems/2026-11-19-inc-2299.md")
        .stop(),
    planted: [
      { kind: "fact", keys: ["falcon", "payments-gateway"] },
      { kind: "fact", keys: ["otter", "secondary"] },
    ],
  },
  {
    id: "b174-migration-lock",
    build: (s) =>
      s
        .bash("git log --oneline -3 -- db/migrations", "9c2e11a 0143_add_refund_reason\n4b7d0f9 0142_orders_add_region_column\n1aa83c2 0141_payments_idx")
        .user(
          "Blameless review for INC-2317 is done, here's what we agreed. Timeline is in the doc. Root cause: migration 0142 took an ACCESS EXCLUSIVE lock on orders for 6 minutes while it rewrote the table. Decision: any ALTER on a table over 10M rows goes through pg-osc from now on instead of a plain migration. Action item: a CI lint that flags ALTER TABLE on orders/payments/events, owner me, due next sprint.",
        )
        .assistant(
          "Got it. I'll put the root cause, the pg-osc decision and the lint action item into the doc. For the timeline, do you want the lock wait graph from pg_locks embedded or just linked?",
        )
        .user("just link it")
        .file("Edit", "postmortems/2026-11-21-inc-2317.md")
        .stop("Doc updated, lock graph linked."),
    planted: [
      { kind: "fact", keys: ["0142", "access exclusive"] },
      { kind: "decision", keys: ["pg-osc"] },
      { kind: "task", keys: ["lint", "alter table"] },
    ],
  },
  {
    id: "b174-runner-disk",
    build: (s) =>
      s
        .user("We had 214 pages last week for disk usage on the build runners, almost all noise. can you look at the rule?")
        .file("Read", "alerts/runners.yaml")
        .bash(
          "sed -n 1,12p alerts/runners.yaml",
          "groups:\n- name: runners\n  rules:\n  - alert: RunnerDiskHigh\n    expr: disk_used_percent{job=\"ci-runner\"} > 80\n    for: 1m\n    labels:\n      severity: page\n    annotations:\n      summary: 'always page on disk > 80%'",
        )
        .assistant(
          "It pages at 80% with a 1m `for`. The runners fill to ~85% during every docker build and clean up afterwards, so it flaps on every build. Proposal: ticket at 85% for 30m, page only at 95% for 10m. More generally I'd say disk alerts on ephemeral runners never page below 95% - want that as the standing rule?",
        )
        .user("yes, that's the rule from now on for ephemeral runners. apply it")
        .file("Edit", "alerts/runners.yaml")
        .stop("RunnerDiskHigh now tickets at 85%/30m and pages at 95%/10m."),
    planted: [{ kind: "instruction", keys: ["95%", "runners"] }],
  },
  {
    id: "b174-clock-skew",
    build: (s) =>
      s
        .user("weird one from INC-2320: JWTs from auth were rejected as 'token not yet valid' on batch-03 only. can you check the clock there")
        .bash(
          "ssh batch-03 chronyc tracking",
          "Reference ID    : 00000000 ()\nStratum         : 0\nSystem time     : 41.812 seconds slow of NTP time\nLeap status     : Not synchronised",
        )
        .bash("ssh batch-03 grep ^server /etc/chrony.conf", "server ntp.internal.old iburst")
        .assistant(
          "batch-03 is 41.8 s behind and not synchronised: chrony points at ntp.internal.old, which no longer resolves. With a 30 s nbf leeway that explains the rejections. Should I bump the leeway in the verifier as a stopgap?",
        )
        .user(
          "no, leave the leeway. batch-03 is a snowflake box, we can't reimage it until Q1. TODO for after the freeze: move batch-03 onto the standard chrony config from the base image. for now just point it at ntp.internal and restart chrony",
        )
        .bash("ssh batch-03 'sudo sed -i s/ntp.internal.old/ntp.internal/ /etc/chrony.conf && sudo systemctl restart chronyd && chronyc makestep'", "200 OK")
        .stop("batch-03 is synced again (offset under 1 ms)."),
    planted: [
      { kind: "fact", keys: ["batch-03", "q1"] },
      { kind: "task", keys: ["chrony", "base image"] },
    ],
  },
  {
    id: "b174-doc-conventions",
    build: (s) =>
      s
        .user(
          "A few conventions for the postmortems you draft for me, for all of them going forward:\n1. timestamps in UTC with the Z suffix, never local time\n2. action items as a table with Owner and Due columns, no bullet lists\n3. link the incident channel at the very top\n\nNow draft INC-2325 from these notes: 08:12 queue depth alert, 08:20 worker pods OOMKilled, 08:31 memory limit raised to 2Gi, 08:40 backlog drained.",
        )
        .file("Write", "postmortems/2026-11-24-inc-2325.md")
        .assistant(
          "Drafted postmortems/2026-11-24-inc-2325.md with the timeline in UTC, an empty action item table, and a placeholder for the channel link - which channel was it?",
        )
        .user("#inc-2325-workers")
        .file("Edit", "postmortems/2026-11-24-inc-2325.md")
        .stop("Channel linked at the top."),
    planted: [
      { kind: "instruction", keys: ["utc", "z suffix"] },
      { kind: "instruction", keys: ["owner", "due"] },
      { kind: "instruction", keys: ["incident channel"] },
    ],
  },
  {
    id: "b174-slo-dashboards",
    build: (s) =>
      s
        .user("where do the SLO dashboards live again? i can never find them")
        .bash("grep -ril 'slo' grafana/dashboards | head", "grafana/dashboards/sre/slo-overview.json\ngrafana/dashboards/sre/slo-burn.json")
        .assistant("They're in grafana/dashboards/sre/ - slo-overview.json and slo-burn.json, shown under the 'SRE / SLOs' folder in Grafana.")
        .user(
          "right. and something to keep in mind: those json files are the source of truth, the provisioner overwrites anything edited in the UI on its next run, every 10 min. lost an afternoon to that once.",
        )
        .stop("Noted."),
    planted: [
      { kind: "fact", keys: ["grafana/dashboards/sre"] },
      { kind: "fact", keys: ["overwrites", "10 min"] },
    ],
  },
  {
    id: "b174-backup-ais",
    build: (s) =>
      s
        .user(
          "INC-2330 postmortem action items, please add these to the tracker file:\n- AI-1 (owner Kenji, 2026-12-08): restore drill for the orders DB from the wal-g backups, we have never actually done one\n- AI-2 (owner me, 2026-12-15): alert when the newest wal-g backup is older than 26h",
        )
        .file("Edit", "postmortems/action-items.md")
        .assistant("Added AI-1 and AI-2 under INC-2330.")
        .stop(),
    planted: [
      { kind: "task", keys: ["kenji", "restore"] },
      { kind: "task", keys: ["wal-g", "26h"] },
    ],
  },
  {
    id: "b174-trace-sampling",
    build: (s) =>
      s
        .user("tracing bill went from 2k to 9k this month. options?")
        .bash(
          "curl -s 'http://tempo:3200/api/metrics/query?q=sum by (service)(rate(spans_received_total[7d]))' | jq -r '.[] | \"\\(.service) \\(.value)\"' | sort -k2 -nr | head -4",
          "checkout-api 4210\nsearch 2980\nhealth-prober 2710\nledger-svc 640",
        )
        .assistant(
          "Three options: (a) head sampling at 10% everywhere, (b) tail sampling in the otel collector keeping all errors and slow traces plus 5% of the rest, (c) drop the health-prober spans. (c) alone saves ~25%. I'd do (b) plus (c).",
        )
        .user("let's do b + c. not a, we'd lose the error traces")
        .file("Edit", "otel/collector.yaml")
        .stop("Collector now does tail sampling (errors, >1s latency, 5% probabilistic) and drops health-prober spans."),
    planted: [{ kind: "decision", keys: ["tail sampling"] }],
  },
  {
    id: "b174-comms",
    build: (s) =>
      s
        .user(
          "comms part of the postmortem template: during an incident, statuspage updates go out every 30 min at minimum, even when nothing changed. Also Sofia in support owns the customer emails, not us. Add both to the comms section of the template.",
        )
        .file("Edit", "postmortems/TEMPLATE.md")
        .assistant("Added to the Communication section of TEMPLATE.md.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["30 min", "statuspage"] },
      { kind: "fact", keys: ["sofia", "emails"] },
    ],
  },
  {
    id: "b174-canary-rollback",
    build: (s) =>
      s
        .file("Read", ".github/workflows/deploy.yml")
        .user(
          "for the deploy pipeline after INC-2335: my first thought was a manual approval gate before prod. actually scratch that, nobody is going to wait on an approval at 2am. we're going with automatic rollback of the canary when the 5xx rate is over 2% for 5 min.",
        )
        .assistant(
          "OK - I'll add a canary analysis step that queries the 5xx rate and triggers the rollback job. Should it also post to #deploys when it rolls back?",
        )
        .user("yes")
        .file("Edit", ".github/workflows/deploy.yml")
        .bash("npx yaml-lint .github/workflows/deploy.yml", "✔ YAML Lint successful.")
        .stop("Canary analysis with auto-rollback and a #deploys notification added."),
    planted: [{ kind: "decision", keys: ["rollback", "canary"] }],
  },
  {
    id: "b174-ic-rotation",
    build: (s) =>
      s
        .bash("cat oncall/ic-rotation.yaml", "rotation: weekly\nhandoff: 'MON 10:00 UTC'\nmembers: [ines, marco, priya, kenji, dana]")
        .user(
          "context for later postmortems: the IC rotation is weekly and hands off on Monday 10:00 UTC. And the incident commander never does hands-on fixing, they coordinate - that's how we run every incident, please call it out if a timeline shows otherwise.",
        )
        .assistant("Understood. In INC-2317's timeline Marco was IC and also ran the failover at 11:42 - want me to flag that in the contributing factors?")
        .user("yes, gently")
        .file("Edit", "postmortems/2026-11-21-inc-2317.md")
        .stop(),
    planted: [
      { kind: "fact", keys: ["rotation", "monday"] },
      { kind: "instruction", keys: ["incident commander", "hands-on"] },
    ],
  },
  {
    id: "b174-deep-healthcheck",
    build: (s) =>
      s
        .user("INC-2340 root cause: can you find out why the ALB marked every search pod unhealthy at 11:14?")
        .bash(
          "kubectl logs -n search deploy/search-api --since-time=2026-11-22T11:10:00Z | grep healthz | head -4",
          "11:13:58 GET /healthz 200 2ms\n11:14:03 GET /healthz 503 5001ms elasticsearch ping timed out\n11:14:08 GET /healthz 503 5001ms elasticsearch ping timed out\n11:14:13 GET /healthz 503 5002ms elasticsearch ping timed out",
        )
        .assistant(
          "The /healthz handler pings Elasticsearch. When the ES cluster had its long GC pause at 11:14, every search pod failed its health check at the same moment and the ALB drained all of them. Possibly the GC pause was from the reindex job, but I haven't confirmed that.",
        )
        .user(
          "yes that's it, matches the ES graphs - the /healthz pinging elasticsearch is the root cause, the reindex is a red herring. Decision: /healthz becomes shallow (process up, nothing else) and the dependency checks move to /readyz, which no LB looks at. Task for Ola: same audit on the other 6 services behind ALBs, by end of next week.",
        )
        .file("Edit", "services/search/src/health.ts")
        .stop("Split into shallow /healthz and dependency-checking /readyz."),
    planted: [
      { kind: "fact", keys: ["healthz", "elasticsearch"] },
      { kind: "decision", keys: ["readyz"] },
      { kind: "task", keys: ["ola", "audit"] },
    ],
  },
  {
    id: "b174-vcpu-quota",
    build: (s) =>
      s
        .user("contributing factor for INC-2344: the autoscaler couldn't launch nodes at 19:30. check the quota?")
        .bash("aws service-quotas get-service-quota --service-code ec2 --quota-code L-1216C47A --region eu-west-1 --query 'Quota.Value'", "640.0")
        .assistant("The on-demand standard vCPU quota in eu-west-1 is 640, and the autoscaler asked for 712 vCPU at the peak. That's the launch failures.")
        .user(
          "ok, so we sit at 640 vCPU in eu-west-1 and an increase takes AWS about 3 days to approve. I already filed one for 1024. follow-up for later: a quota utilisation alert at 80% so we see it coming next time.",
        )
        .stop("I'll put the quota numbers in the contributing factors."),
    planted: [
      { kind: "fact", keys: ["640", "vcpu"] },
      { kind: "task", keys: ["quota", "80%"] },
    ],
  },
  {
    id: "b174-flag-migration",
    build: (s) =>
      s
        .file("Read", "docs/release-process.md")
        .user(
          "new rule out of the flag incident: a flag that gates a DB migration is never removed in the same release as the migration, there's at least one release in between. add it to release-process.md",
        )
        .file("Edit", "docs/release-process.md")
        .assistant("Added under 'Feature flags' in docs/release-process.md.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["flag", "migration"] }],
  },
  {
    id: "b174-log-retention",
    build: (s) =>
      s
        .user("how long do we keep loki logs? need the logs from the incident 6 weeks ago")
        .bash("grep -n retention_period loki/config.yaml", "41:  retention_period: 744h")
        .assistant("744h, so 31 days - the 6-week-old logs are gone from Loki. Let me look for an archive.")
        .bash(
          "aws s3 ls s3://acme-log-archive/loki/2026/10/ | head -3",
          "2026-10-02 01:12:44  812331220 2026-10-01.jsonl.gz\n2026-10-03 01:11:58  790114002 2026-10-02.jsonl.gz\n2026-10-04 01:12:30  801227918 2026-10-03.jsonl.gz",
        )
        .assistant("There is an archive: s3://acme-log-archive/loki/ has a gzipped file per day, back to March.")
        .user("ok good to know, loki keeps 31 days and the long-term copy is the acme-log-archive bucket. pull 10/14 for me")
        .bash(
          "aws s3 cp s3://acme-log-archive/loki/2026/10/2026-10-14.jsonl.gz /tmp/",
          "download: s3://acme-log-archive/loki/2026/10/2026-10-14.jsonl.gz to /tmp/2026-10-14.jsonl.gz",
        )
        .stop("It's in /tmp/2026-10-14.jsonl.gz."),
    planted: [
      { kind: "fact", keys: ["loki", "31 days"] },
      { kind: "fact", keys: ["acme-log-archive"] },
    ],
  },
  {
    id: "b174-chaos-owed",
    build: (s) =>
      s
        .user(
          "quick one, add to my list: we still owe a chaos test for losing zone eu-west-1b, I promised it in the INC-2290 review. no date yet. (someone should also look at the pgbouncer pool resets on deploy, but that's platform's, ignore it)",
        )
        .file("Edit", "notes/todo.md")
        .assistant("Added the eu-west-1b chaos test to notes/todo.md without a date.")
        .stop(),
    planted: [{ kind: "task", keys: ["chaos", "eu-west-1b"] }],
  },
  {
    id: "b174-sev3-routing",
    build: (s) =>
      s
        .user(
          "outcome of the on-call retro: sev3 alerts come off PagerDuty entirely and go to the #sre-alerts slack channel only. sev1/sev2 keep paging. how many rules is that?",
        )
        .bash("grep -rn 'severity: sev3' alerts/ | wc -l", "37")
        .assistant("37 rules carry severity sev3. Want me to change the routing in alertmanager.yml rather than touching each rule?")
        .user("yes, routing only")
        .file("Edit", "alertmanager/alertmanager.yml")
        .stop("sev3 now routes to the slack receiver only."),
    planted: [{ kind: "decision", keys: ["sev3", "slack"] }],
  },
  {
    id: "b174-deploybot-tz",
    build: (s) =>
      s
        .user("build the timeline for INC-2351 from the slack export, only the key events")
        .bash(
          'jq -r \'.[] | select(.user == "deploy-bot" or (.text | test("rollback|page|resolved"))) | "\\(.ts_local) \\(.text)"\' exports/inc-2351.json',
          "13:58 deploy-bot: checkout-api v412 rolling out\n14:06 PagerDuty: checkout 5xx > 5%\n13:31 ines: rollback started\n14:44 deploy-bot: checkout-api v411 rolled back\n14:52 ines: resolved",
        )
        .assistant(
          "Draft:\n- 12:58Z v412 rollout starts\n- 13:06Z page: checkout 5xx > 5%\n- 13:31Z rollback started\n- 13:44Z v411 back\n- 13:52Z resolved\n\nThe deploy-bot and ines lines look an hour apart from the PagerDuty ones, so I shifted them - is that right?",
        )
        .user(
          "good catch. the deploy-bot posts its timestamps in Europe/Berlin, not UTC, that's just how it is. the others are UTC. redo it with that, and 'rollback started' was really 13:34, ines typed it late.",
        )
        .file("Edit", "postmortems/2026-11-26-inc-2351.md")
        .stop("Timeline redone: deploy-bot times converted from Berlin, rollback at 13:34Z."),
    planted: [{ kind: "fact", keys: ["deploy-bot", "berlin"] }],
  },
  {
    id: "b174-r7g",
    build: (s) =>
      s
        .bash(
          "aws rds describe-db-instances --db-instance-identifier orders-primary --query 'DBInstances[0].[DBInstanceClass,EngineVersion]' --output text",
          "db.r6g.2xlarge\t15.6",
        )
        .user(
          "outcome of the capacity review: the orders primary stays on r6g.2xlarge through the January peak; the move to r7g waits until February. Kenji writes the r7g migration plan by Jan 15.",
        )
        .assistant("Noted in the capacity doc. Do you want the CPU headroom numbers from last January next to it?")
        .user("sure")
        .file("Edit", "capacity/2026-q4-review.md")
        .stop(),
    planted: [
      { kind: "decision", keys: ["r7g", "february"] },
      { kind: "task", keys: ["kenji", "migration plan"] },
    ],
  },
  {
    id: "b174-leaked-pat",
    build: (s) =>
      s
        .user("the leaked token from INC-2355: find when it got committed")
        .bash("git log -S 'ghp_' --oneline -- .env.example", "a3f91c2 add example env for local infra")
        .assistant(
          "The GitHub PAT went in with a3f91c2 on Sep 2, in .env.example of the infra repo. There's also a .gitleaks.toml in the repo but gitleaks isn't run anywhere in CI.",
        )
        .user(
          "right, so root cause = a real PAT in .env.example. it's rotated already. from now on secrets only go into sops-encrypted files under secrets/, never a plain .env in any repo. and adding gitleaks to CI is a follow-up, I'll ticket it, not now.",
        )
        .file("Edit", "postmortems/2026-11-27-inc-2355.md")
        .stop(),
    planted: [
      { kind: "fact", keys: ["pat", ".env.example"] },
      { kind: "instruction", keys: ["sops"] },
      { kind: "task", keys: ["gitleaks"] },
    ],
  },
  {
    id: "b174-pgbouncer-mode",
    build: (s) =>
      s
        .user("INC-2360: prepared statement errors ('prepared statement \"S_1\" does not exist') only on the reporting jobs. why only there?")
        .bash(
          "grep -E 'pool_mode|default_pool_size' pgbouncer/pgbouncer.ini",
          "pool_mode = transaction\ndefault_pool_size = 20\n[databases]\nreporting = host=pg-reporting pool_mode=session",
        )
        .assistant(
          "Maybe the reporting driver was upgraded and started using server-side prepared statements? I'd check the jdbc version in the reporting image.",
        )
        .user(
          "no, nothing changed there. the real answer: pgbouncer runs in transaction mode for everything except the reporting db, which is session mode - and the failover put reporting behind the transaction pool for 20 min. that's the root cause, write it up that way.",
        )
        .file("Edit", "postmortems/2026-11-27-inc-2360.md")
        .stop(),
    planted: [{ kind: "fact", keys: ["reporting", "session mode"] }],
  },
  {
    id: "b174-northwind-sla",
    build: (s) =>
      s
        .user(
          "impact section for INC-2288: 47 min of full API outage on Nov 3. our contract SLA with Northwind is 99.9% monthly on the API, credits kick in below that; the internal SLO is 99.95. did we breach?",
        )
        .bash("python3 -c 'print(round(100 - 47/(30*24*60)*100, 3))'", "99.891")
        .assistant("47 minutes in a 30-day month is 99.891% availability - below Northwind's 99.9%, so credits apply, and well below the internal 99.95% SLO.")
        .file("Edit", "postmortems/2026-11-03-inc-2288.md")
        .stop(),
    planted: [{ kind: "fact", keys: ["northwind", "99.9%"] }],
  },
  {
    id: "b174-error-budget",
    build: (s) =>
      s
        .bash(
          "cat slo/checkout.yaml | head -6",
          "service: checkout-api\nobjective: 99.95\nwindow: 30d\nburn_alerts:\n  - {window: 1h, factor: 14.4}\n  - {window: 6h, factor: 6}",
        )
        .user(
          "agreed with product today, after the third checkout incident this month: once checkout has burned more than 50% of its monthly error budget, feature deploys to checkout stop until the burn recovers. only fixes go out. write it into slo/POLICY.md",
        )
        .file("Write", "slo/POLICY.md")
        .assistant("Written to slo/POLICY.md, with the current burn linked (38% as of today).")
        .stop(),
    planted: [{ kind: "decision", keys: ["error budget", "50%"] }],
  },
  {
    id: "b174-postmortems-in-repo",
    build: (s) =>
      s
        .user("Is it worth moving the old postmortems out of Confluence? there are like 60 of them")
        .assistant(
          "Depends on whether people search them. If they live next to the runbooks as markdown, grep and review via PRs work; the cost is a one-time export.",
        )
        .user(
          "ok we talked it through at the sre sync: postmortems move from Confluence into this repo as markdown under postmortems/. file names are YYYY-MM-DD-inc-NNNN.md, please stick to that for every new one. start with the 10 newest",
        )
        .bash("ls exports/confluence | head -3", "INC-2288 Checkout API outage.html\nINC-2290 Zone drill.html\nINC-2291 Checkout latency.html")
        .file("Write", "postmortems/2026-11-03-inc-2288.md")
        .stop("Converted the first one; the other nine next."),
    planted: [
      { kind: "decision", keys: ["confluence", "markdown"] },
      { kind: "instruction", keys: ["yyyy-mm-dd"] },
    ],
  },
  {
    id: "b174-ledger-retries",
    build: (s) =>
      s
        .user("INC-2364 was a retry storm from the ledger client after ledger-svc restarted. what does the client do today?")
        .file("Read", "libs/ledger-client/src/retry.ts")
        .assistant(
          "Fixed 200 ms delay, up to 10 retries, no jitter - so 48 pods retry in lockstep. I'd switch to exponential backoff with full jitter, capped at 3 retries and 5 s.",
        )
        .user("yes go with that. and TODO next sprint: the notifications client has the same retry code, it needs the same change.")
        .file("Edit", "libs/ledger-client/src/retry.ts")
        .bash(
          "npx vitest run libs/ledger-client",
          " ✓ libs/ledger-client/test/retry.test.ts (6 tests) 41ms\n\n Test Files  1 passed (1)\n      Tests  6 passed (6)",
        )
        .stop("Backoff with full jitter in the ledger client; tests pass."),
    planted: [
      { kind: "decision", keys: ["jitter"] },
      { kind: "task", keys: ["notifications"] },
    ],
  },
  {
    id: "b174-dr-region",
    build: (s) =>
      s
        .user(
          "From the DR review: we considered moving DR to us-west-2 for the latency but we're keeping us-east-1 as the DR region, the data residency contract pins it. Also the failover script gets run with --dry-run first, every single time, before the real thing - add a guard for it.",
        )
        .file("Edit", "scripts/dr-failover.sh")
        .bash("bash scripts/dr-failover.sh --region us-east-1", "refusing: run with --dry-run first (no dry-run marker newer than 1h)", 2)
        .assistant("The guard works: the script refuses to run without a recent --dry-run.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["us-east-1", "dr"] },
      { kind: "instruction", keys: ["--dry-run"] },
    ],
  },
  {
    id: "b174-thumbnailer-oom",
    build: (s) =>
      s
        .user("root cause for INC-2325 (the worker OOMKills). the 2Gi bump was a bandaid. what's actually eating memory?")
        .bash(
          "kubectl top pod -n workers --sort-by=memory | head -4",
          "NAME                      CPU(cores)   MEMORY(bytes)\nthumbnailer-5d8c-qq1     912m         1893Mi\nthumbnailer-5d8c-m0p     310m         402Mi\nmailer-77fb-2kd          12m          88Mi",
        )
        .file("Read", "workers/thumbnailer/src/process.ts")
        .assistant(
          "The thumbnailer reads the whole upload into a Buffer before resizing. A 300MB TIFF from the print customers takes it to ~1.9Gi, and under the old 1Gi limit it got OOMKilled. I'd stream the upload through sharp instead of buffering it.",
        )
        .user(
          "ok that's the root cause then, thumbnailer buffering whole TIFFs. going with streaming through sharp, yes. AI-3 for the doc: Dana adds a memory-based HPA for the workers, due Dec 18.",
        )
        .file("Edit", "workers/thumbnailer/src/process.ts")
        .file("Edit", "postmortems/2026-11-24-inc-2325.md")
        .stop("Thumbnailer streams through sharp now; AI-3 is in the table."),
    planted: [
      { kind: "fact", keys: ["thumbnailer", "tiff"] },
      { kind: "decision", keys: ["streaming", "sharp"] },
      { kind: "task", keys: ["dana", "hpa"] },
    ],
  },
  {
    id: "b174-staging-verify",
    build: (s) =>
      s
        .bash(
          "aws ec2 describe-subnets --filters Name=tag:env,Values=staging --query 'Subnets[].AvailabilityZone' --output text",
          "eu-central-1a\teu-central-1a",
        )
        .user(
          "Closing out the INC-2290 action items. Two things for how we work from here: an infra action item only gets closed once it's verified in staging, with 'verified in staging: <link>' in the item. The exception is anything zonal - staging is eu-central-1 in a single AZ, so zone failure stuff can't be tested there at all.",
        )
        .assistant(
          "Understood. AI-2 and AI-4 of INC-2290 have no staging link yet, so I'll leave them open and mark AI-5 (the zonal one) as verified in prod during the drill.",
        )
        .file("Edit", "postmortems/action-items.md")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["verified in staging"] },
      { kind: "fact", keys: ["staging", "eu-central-1"] },
    ],
  },
  {
    id: "b174-runbook-url",
    build: (s) =>
      s
        .user("half the pages last week had no runbook and on-call had to guess. how many rules are missing one?")
        .bash("yq '[.groups[].rules[] | select(.annotations.runbook_url == null)] | length' alerts/*.yaml | paste -sd+ | bc", "61")
        .assistant(
          "61 alert rules have no runbook_url annotation. I could make it mandatory: every alert rule must have a runbook_url, and a CI check fails otherwise.",
        )
        .user(
          "yes, mandatory from now on, every new or changed alert rule ships with a runbook_url. the promtool/CI check for it can wait, put it on my todo list for next week. today just fix the 12 rules that paged",
        )
        .file("Edit", "alerts/runners.yaml")
        .file("Edit", "alerts/checkout.yaml")
        .file("Edit", "notes/todo.md")
        .stop("Runbook links added to the 12 paging rules; the CI check is on your todo list."),
    planted: [
      { kind: "instruction", keys: ["runbook_url"] },
      { kind: "task", keys: ["promtool"] },
    ],
  },
  {
    id: "b174-vault-unseal",
    build: (s) =>
      s
        .user(
          "Vault sealed itself during the INC-2368 node drain and we were down for 22 min waiting on people. Timeline is clear, contributing factor: only Ines and Marco hold unseal keys, and Ines was on a plane. Can you check the seal config?",
        )
        .bash("vault status -format=json | jq '{type, sealed, t, n}'", '{\n  "type": "shamir",\n  "sealed": false,\n  "t": 2,\n  "n": 2\n}')
        .assistant(
          "Shamir with 2 of 2 shares, so both key holders are needed every time. Options: more share holders (e.g. 3 of 5), or auto-unseal via AWS KMS.",
        )
        .user("we discussed it at the review already: auto-unseal with AWS KMS it is. the shamir shares become recovery keys.")
        .file("Edit", "infra/vault/seal.hcl")
        .stop("seal.hcl switched to awskms; the migration needs a restart with -migrate, which I haven't run."),
    planted: [{ kind: "decision", keys: ["auto-unseal", "kms"] }],
  },
  {
    id: "b174-time-sync",
    build: (s) =>
      s
        .user(
          "follow-up from the batch-03 clock thing. earlier this week I said chrony everywhere pointed at pool.ntp.org. changing that: all EC2 hosts use the Amazon Time Sync endpoint 169.254.169.123, no public pools.",
        )
        .file("Edit", "ansible/roles/chrony/templates/chrony.conf.j2")
        .bash(
          "ansible-playbook site.yml --limit ec2 --tags chrony --check | tail -2",
          "PLAY RECAP *********\nec2 hosts: ok=84 changed=84 unreachable=0 failed=0",
        )
        .assistant("Check mode shows the change on all 84 EC2 hosts. Run it for real?")
        .user("yes. and remind me to check the on-prem batch hosts next week, they can't reach that endpoint")
        .bash("ansible-playbook site.yml --limit ec2 --tags chrony | tail -1", "ec2 hosts: ok=84 changed=84 unreachable=0 failed=0")
        .stop("Rolled out to the 84 EC2 hosts."),
    planted: [
      { kind: "decision", keys: ["169.254.169.123"] },
      { kind: "task", keys: ["on-prem", "batch"] },
    ],
  },
  {
    id: "b174-blameless",
    build: (s) =>
      s
        .file("Read", "postmortems/2026-11-26-inc-2351.md")
        .user(
          "reading your INC-2351 draft: 'Ines pushed v412 without checking the canary' - no. in these write-ups nobody is ever named as the cause, say 'the deploy' or 'the on-call engineer'. blameless, always. fix that line and check the rest",
        )
        .bash(
          "grep -nE '(Ines|Marco|Priya|Kenji|Dana|Ola) (pushed|forgot|missed|broke)' postmortems/*.md",
          "postmortems/2026-11-26-inc-2351.md:14:Ines pushed v412 without checking the canary",
        )
        .file("Edit", "postmortems/2026-11-26-inc-2351.md")
        .assistant("Reworded line 14 to 'v412 was deployed before the canary analysis finished'. No other write-up names a person as the cause.")
        .user("good. this one goes to the customer too, so it goes through legal first, they usually take 2 business days.")
        .stop("OK."),
    planted: [
      { kind: "instruction", keys: ["blameless"] },
      { kind: "fact", keys: ["legal", "2 business days"] },
    ],
  },
  {
    id: "b174-sev-defs",
    build: (s) =>
      s
        .user("what severity was INC-2344 in the end? the doc says sev2 but the page said sev1")
        .bash("grep -m1 -i severity postmortems/2026-11-23-inc-2344.md", "Severity: sev2 (downgraded from sev1 at 19:52)")
        .assistant("It was opened as sev1 and downgraded to sev2 at 19:52.")
        .user(
          "right, for reference our definitions: sev1 = customer-facing outage or data loss, sev2 = degraded for more than 10% of users, sev3 = everything else. they're not written down anywhere official, which is a follow-up: Priya publishes them in the eng handbook before the next on-call rotation.",
        )
        .stop("Noted."),
    planted: [
      { kind: "fact", keys: ["sev1", "data loss"] },
      { kind: "task", keys: ["handbook", "priya"] },
    ],
  },
  {
    id: "b174-cron-overlap",
    build: (s) =>
      s
        .user("INC-2372: duplicate invoices for 140 customers. looks like two invoice runs overlapped?")
        .bash(
          "grep -E 'invoice-run (start|done)' /var/log/billing-cron.log | tail -4",
          "2026-11-26T02:00:01Z invoice-run start pid=4121\n2026-11-26T03:00:01Z invoice-run start pid=5533\n2026-11-26T03:09:47Z invoice-run done pid=4121\n2026-11-26T04:11:02Z invoice-run done pid=5533",
        )
        .assistant(
          "Yes: the 02:00 run took 70 minutes and the hourly catch-up entry started a second run at 03:00 while the first was still going. I'd wrap the cron entry in `flock -n` so a second run exits immediately, or alternatively move it to a k8s CronJob with concurrencyPolicy: Forbid.",
        )
        .user(
          "flock, keep it simple, we're not moving billing-cron to k8s this year. and for the doc: the nightly invoice run is on billing-cron-1 at 02:00 UTC and takes about 70 min now, it used to be 20.",
        )
        .file("Edit", "ops/cron/billing.cron")
        .stop("Both invoice entries are wrapped in flock -n /var/lock/invoice-run."),
    planted: [
      { kind: "decision", keys: ["flock"] },
      { kind: "fact", keys: ["invoice", "70 min"] },
    ],
  },
  {
    id: "b174-load-tests",
    build: (s) =>
      s
        .user("the k6 run against staging yesterday took out QA's database for an hour. check what the script targets")
        .bash("grep -n BASE_URL loadtest/checkout.js", "3:const BASE_URL = __ENV.BASE_URL || 'https://staging.acme.internal';")
        .assistant(
          "It defaults to staging when BASE_URL isn't set. Staging's checkout shares its Postgres with the QA environment, so that's how QA went down.",
        )
        .user(
          "yeah. rule: load tests only ever run against the perf environment, never staging. change the default to perf and make it refuse staging. and next quarter I want a replay harness that replays sampled prod traffic into perf, owner me, put it in the Q1 list",
        )
        .file("Edit", "loadtest/checkout.js")
        .file("Edit", "notes/q1-plan.md")
        .stop("Default is perf now and staging URLs are refused; the replay harness is in the Q1 list."),
    planted: [
      { kind: "instruction", keys: ["load tests", "perf"] },
      { kind: "task", keys: ["replay"] },
      { kind: "fact", keys: ["qa", "postgres"] },
    ],
  },
  {
    id: "b174-review-cadence",
    build: (s) =>
      s
        .bash("ls postmortems | tail -3", "2026-11-24-inc-2325.md\n2026-11-26-inc-2351.md\n2026-11-27-inc-2355.md")
        .user(
          "process note. postmortem drafts are due within 5 business days of the incident, shared in #postmortems - hold me to that. they get reviewed at the weekly review, Thursdays 15:00 UTC. INC-2351 is due Monday then",
        )
        .assistant("INC-2351 happened Tue Nov 26, so 5 business days is Tue Dec 3 - Monday works. Want me to post the draft link to #postmortems now?")
        .user("not yet, after the legal pass")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["5 business days"] },
      { kind: "fact", keys: ["thursdays", "15:00"] },
    ],
  },
  {
    id: "b174-edge-rate-limit",
    build: (s) =>
      s
        .user(
          "INC-2375 (credential stuffing on /login, 40k req/s peak). Timeline done. For the fix we had two options on the table, nginx limit_req on the ingress or rate limiting at the edge. we're going with Cloudflare rate limiting at the edge, the ingress shouldn't even see that traffic.",
        )
        .bash(
          "curl -s -H \"Authorization: Bearer $CF_TOKEN\" https://api.cloudflare.com/client/v4/zones/$ZONE/rulesets/phases/http_ratelimit/entrypoint | jq '.result.rules | length'",
          "0",
        )
        .assistant("No rate limiting rules on the zone yet. I'll add one for /login: 20 req/min per IP, block for 10 min.")
        .file("Edit", "infra/cloudflare/ratelimit.tf")
        .user("ok. Ola tunes the thresholds after two weeks of data - put that in as AI-2.")
        .file("Edit", "postmortems/2026-11-27-inc-2375.md")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cloudflare", "rate limiting"] },
      { kind: "task", keys: ["ola", "thresholds"] },
    ],
  },
  {
    id: "b174-empty-cdn-guess",
    build: (s) =>
      s
        .user("is it possible the 5xx spike at 10:02 was the CDN purge? just a hunch, the times are close")
        .bash("grep -c ' 50[0-9] ' logs/edge-2026-11-26.log", "1893")
        .assistant(
          "1893 5xx lines on the edge that day. The purge was logged at 09:58, so the timing fits, but origin errors started at 10:01 too, so it could go either way.",
        )
        .user("hm. could also be the origin deploy then?")
        .assistant("Could be. The deploy finished at 10:00. Without per-request origin timing I can't separate the two.")
        .user("ok let's not write anything down yet, I'll ask the CDN folks")
        .stop(),
    planted: [],
  },
  {
    id: "b174-empty-typo",
    build: (s) =>
      s
        .user("fix the typo in the INC-2325 doc, 'recieved' -> 'received'")
        .bash("sed -i 's/recieved/received/g' postmortems/2026-11-24-inc-2325.md && grep -c received postmortems/2026-11-24-inc-2325.md", "2")
        .assistant("Fixed both occurrences.")
        .user("is 'occured' in there anywhere too?")
        .assistant("No, only the two 'recieved' ones were misspelled.")
        .user("thx")
        .stop(),
    planted: [],
  },
  {
    id: "b174-empty-quoted-config",
    build: (s) =>
      s
        .user(
          "what does this block in haproxy.cfg do? found it while reading for the INC-2340 doc:\n\n# TODO: remove after the migration\n# NEVER set maxconn above 50 here, the backend falls over\nbackend legacy_search\n  maxconn 50\n  option httpchk GET /healthz\n  # always keep this server as backup\n  server s1 10.0.4.12:9200 check backup",
        )
        .file("Read", "haproxy/haproxy.cfg")
        .assistant(
          "It's the old search backend: at most 50 connections, health-checked on /healthz, and s1 is only used when the primary servers are all down (the `backup` flag). The TODO and NEVER lines are comments from whoever set it up.",
        )
        .user("is it still used at all?")
        .bash("grep -n 'use_backend legacy_search' haproxy/haproxy.cfg", "", 1)
        .assistant("No frontend routes to it - nothing references legacy_search.")
        .stop(),
    planted: [],
  },
  {
    id: "b174-empty-chitchat",
    build: (s) =>
      s
        .user("long night. on-call was brutal, 6 pages between 1 and 5am")
        .assistant("That sounds rough. Want me to pull the list of those pages so you have it for the handoff?")
        .user("yeah go on")
        .bash(
          "pd incident list --since 2026-11-26T01:00:00Z --until 2026-11-26T05:00:00Z --fields title",
          "RunnerDiskHigh ci-runner-14\nRunnerDiskHigh ci-runner-09\nCheckoutLatencyP99\nRunnerDiskHigh ci-runner-14\nKafkaLag enrichment\nRunnerDiskHigh ci-runner-02",
        )
        .assistant("Six pages: four RunnerDiskHigh, one checkout latency, one kafka lag.")
        .user("lol of course. ok coffee first")
        .stop(),
    planted: [],
  },
  {
    id: "b174-empty-thanos-idea",
    build: (s) =>
      s
        .user("prometheus is at 14 days retention and people keep asking for 90. thoughts?")
        .bash("du -sh /var/lib/prometheus", "612G\t/var/lib/prometheus")
        .assistant(
          "612G for 14 days, so 90 days locally would be ~4T. One option is Thanos or Mimir with object storage for the long tail; another is recording rules that keep only the SLO series long-term.",
        )
        .user("let's not decide anything on that yet, I want to see what the mimir pilot on the data team shows first")
        .assistant("Makes sense.")
        .stop(),
    planted: [],
  },
  {
    id: "b174-empty-backfill-status",
    build: (s) =>
      s
        .user("run the region backfill from the INC-2317 cleanup, batches of 10k")
        .bash("python3 scripts/backfill_region.py --batch 10000", "batch 1/121 ok\n...\nbatch 121/121 ok\nupdated 1204331 rows in 14m02s")
        .assistant("Backfill done: 1,204,331 rows updated in 121 batches, 14 minutes, no errors.")
        .user("nice. counts match?")
        .bash("psql -Atc 'select count(*) from orders where region is null'", "0")
        .assistant("Yes, no orders left without a region.")
        .stop(),
    planted: [],
  },
  {
    id: "b174-empty-flap-hypothesis",
    build: (s) =>
      s
        .user("KafkaLag on enrichment flapped 9 times yesterday. I wonder if it's the nightly compaction again, or the new partitions?")
        .bash("grep -c 'KafkaLag' alertmanager/history-2026-11-26.log", "18")
        .assistant(
          "18 firing/resolved lines, so 9 flaps. They cluster between 02:00 and 03:00, which is when compaction runs, but the partition change was also deployed at 02:10, so I can't tell which one it is from this.",
        )
        .user("yeah. might be neither honestly. leave it, I'll watch tonight")
        .stop(),
    planted: [],
  },
  {
    id: "b174-empty-opsgenie",
    build: (s) =>
      s
        .user("maybe we should switch from pagerduty to opsgenie, the pricing looks better")
        .assistant("Could be worth comparing. The main costs would be migrating the 140 escalation rules and the slack integration.")
        .user("nah, forget it, not worth the churn this quarter")
        .assistant("OK.")
        .stop(),
    planted: [],
  },
  {
    id: "b174-empty-p99-graph",
    build: (s) =>
      s
        .user("make me a png of checkout p99 for yesterday for the doc")
        .bash(
          "python3 scripts/promplot.py 'histogram_quantile(0.99, sum by (le)(rate(http_request_duration_seconds_bucket{service=\"checkout-api\"}[5m])))' --day 2026-11-26 -o /tmp/checkout-p99.png",
          "wrote /tmp/checkout-p99.png (1440 points)",
        )
        .assistant("Saved /tmp/checkout-p99.png - the spike at 13:06Z is visible, peaking around 3.8s.")
        .user("perfect, thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b174-empty-kubectl-q",
    build: (s) =>
      s
        .user("how do I see the previous container's logs for a pod that crashlooped? always forget the flag")
        .assistant("`kubectl logs <pod> --previous` (or `-p`). Add `-c <container>` if the pod has more than one container.")
        .user("and events for just that pod?")
        .bash(
          "kubectl get events -n workers --field-selector involvedObject.name=worker-7c9f-x2k --sort-by=.lastTimestamp | tail -3",
          "LAST SEEN   TYPE      REASON      OBJECT               MESSAGE\n2m          Warning   BackOff     pod/worker-7c9f-x2k  Back-off restarting failed container\n2m          Normal    Pulled      pod/worker-7c9f-x2k  Container image already present on machine",
        )
        .assistant("Like that: `kubectl get events --field-selector involvedObject.name=<pod>`, sorted by lastTimestamp.")
        .stop(),
    planted: [],
  },
  {
    id: "b174-empty-timeline-q",
    build: (s) =>
      s
        .user("when did the first page go out for INC-2372? I have 02:14 in my notes but not sure")
        .bash("pd incident show INC-2372 --fields created_at,title", "created_at: 2026-11-26T03:21:40Z\ntitle: BillingDuplicateInvoices")
        .assistant("03:21:40Z per PagerDuty - 02:14 looks like something else, maybe the first customer ticket?")
        .user("probably the ticket yeah. whatever, I'll check with support")
        .stop(),
    planted: [],
  },
  {
    id: "b174-empty-status-report",
    build: (s) =>
      s
        .user("where are we on the INC-2355 doc?")
        .assistant(
          "Timeline and root cause are written, the impact section has the token's access scope, and the action item table has three rows. The customer summary isn't written yet.",
        )
        .user("ok, run the markdown lint on it")
        .bash(
          "npx markdownlint postmortems/2026-11-27-inc-2355.md",
          "postmortems/2026-11-27-inc-2355.md:31 MD013/line-length Line length [Expected: 120; Actual: 164]",
        )
        .assistant("One warning: line 31 is 164 characters. I wrapped it.")
        .stop(),
    planted: [],
  },
];

export const BLIND174 = plantedSet(BLIND174_SESSIONS, Date.UTC(2026, 10, 27, 9));
