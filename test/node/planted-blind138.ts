/**
 * Blind planted set 138 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a site-reliability engineer at a fintech on call at night: short, urgent, typo-prone
 * messages during incidents (Kafka, Postgres, Redis, certs, card auth), then calmer follow-ups
 * with confirmed root causes, owners and runbook rules.
 * Each session is one segment; the items planted in it are listed with it: 71 items (17 decisions, 17 instructions,
 * 19 facts, 18 tasks) in 57 sessions, 13 of which plant nothing (59 user/assistant messages between them). Every other message
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

export const BLIND138_SESSIONS: BlindSession[] = [
  {
    id: "b138-kafka3-disk-full",
    build: (s) =>
      s
        .user("paged. ledger-consumer lag 410k and climbing, settlements miss the 02:00 cutoff if this keeps up. look")
        .bash(
          "kubectl -n ledger get pods -l app=ledger-consumer",
          "NAME                               READY   STATUS    RESTARTS   AGE\nledger-consumer-7c9f6d-2kq8x       1/1     Running   4          3h\nledger-consumer-7c9f6d-9wz1m       1/1     Running   5          3h\nledger-consumer-7c9f6d-tt4pl       1/1     Running   4          3h",
        )
        .bash(
          "kubectl -n ledger logs ledger-consumer-7c9f6d-2kq8x --since=10m | tail -5",
          "WARN  fetch failed partition=ledger-postings-7 err=NotLeaderForPartitionException\nWARN  fetch failed partition=ledger-postings-11 err=NotLeaderForPartitionException\nINFO  rebalance started generation=1182\nINFO  rebalance started generation=1183\nWARN  commit failed: RebalanceInProgress",
        )
        .assistant(
          "Consumers are up but keep hitting NotLeaderForPartition and rebalancing. Could be a broker down or a partition reassignment running; I'll check broker disk and leadership next.",
        )
        .bash(
          "kafka-log-dirs --bootstrap-server kafka-1:9092 --describe --broker-list 3 | jq '.brokers[0].logDirs[0] | {error, size: ([.partitions[].size]|add)}'",
          '{\n  "error": "KafkaStorageException",\n  "size": 1999807332864\n}',
        )
        .assistant(
          "kafka-3's data volume is full (2.0 TB of 2.0 TB) and it threw KafkaStorageException, so it keeps losing leadership. The biggest directory by far is audit-events, and that topic has retention.ms=-1.",
        )
        .user("ffs. ok grow the volume to 3TB for now")
        .bash(
          "aws ec2 modify-volume --volume-id vol-0a41c9e2 --size 3000 && kubectl -n kafka exec kafka-3 -- resize2fs /dev/nvme1n1",
          '{"VolumeModification": {"ModificationState": "modifying", "TargetSize": 3000}}\nresize2fs 1.46.5\nThe filesystem on /dev/nvme1n1 is now 786432000 (4k) blocks long.',
        )
        .user(
          "lag draining, 120k now. for the record, root cause: audit-events had retention.ms=-1 (infinite) so kafka-3 filled its disk and leadership flapped. follow-up for tomorrow: set audit-events retention to 30 days, but it needs sign-off from compliance first, dont just change it",
        )
        .stop("Volume grown to 3 TB on kafka-3; consumer lag is draining."),
    planted: [
      { kind: "fact", keys: ["audit-events", "kafka-3"] },
      { kind: "task", keys: ["30 days", "compliance"] },
    ],
  },
  {
    id: "b138-rds-failover-runbook",
    build: (s) =>
      s
        .user(
          "failover drill went sideways, someone flipped payments-db while ledger was mid-batch. from now on nobody runs a manual RDS failover without posting in #inc-bridge first. put that at the top of the runbook",
        )
        .file("Read", "runbooks/rds-failover.md")
        .file("Edit", "runbooks/rds-failover.md")
        .assistant("Added a 'Before you start' section at the top of runbooks/rds-failover.md with the #inc-bridge rule.")
        .user(
          "thx. also write down that the failover on payments-db takes about 35s end to end, not the 'under 10 seconds' from the aws docs. we measured it 3 times tonight",
        )
        .file("Edit", "runbooks/rds-failover.md")
        .bash("git diff --stat", " runbooks/rds-failover.md | 9 +++++++++\n 1 file changed, 9 insertions(+)")
        .stop("Runbook updated with the announcement rule and the measured failover time."),
    planted: [
      { kind: "instruction", keys: ["inc-bridge"] },
      { kind: "fact", keys: ["35s", "payments-db"] },
    ],
  },
  {
    id: "b138-card-auth-fraud-timeout",
    build: (s) =>
      s
        .user("card-auth p99 went to 4s at 01:10. fraud scorer again??")
        .bash(
          "curl -s 'http://prometheus:9090/api/v1/query?query=histogram_quantile(0.99,sum(rate(upstream_latency_seconds_bucket{svc=\"card-auth\"}[5m]))by(le,upstream))' | jq -r '.data.result[] | \"\\(.metric.upstream) \\(.value[1])\"'",
          "fraud-scorer 3.81\nissuer-gw 0.22\ntokenizer 0.04",
        )
        .assistant(
          "Yes, it's the fraud-scorer call: p99 3.8s, everything else is normal. Options: (a) lower the client timeout to 800ms and fail open (approve without a score), (b) lower it and fail closed (decline), (c) ask risk to scale fraud-scorer. (b) would decline a lot of traffic.",
        )
        .user(
          "not failing closed at 1am, we'd decline every card in europe. go with (a): 800ms timeout, fail open. that stays the setting until the fraud team tells us otherwise",
        )
        .file("Edit", "services/card-auth/config/prod.yaml")
        .bash(
          "kubectl -n payments rollout status deploy/card-auth",
          'Waiting for deployment "card-auth" rollout to finish: 2 of 6 updated replicas are available...\ndeployment "card-auth" successfully rolled out',
        )
        .assistant("Rolled out. card-auth p99 is back to 0.9s.")
        .user("good. fyi fraud-scorer isn't ours, it belongs to the risk team and Tomasz is their on-call lead. page him not us next time")
        .stop("card-auth is back under 1s p99."),
    planted: [
      { kind: "decision", keys: ["800ms", "fail open"] },
      { kind: "fact", keys: ["fraud-scorer", "tomasz"] },
    ],
  },
  {
    id: "b138-double-page-runbook-url",
    build: (s) =>
      s
        .user("why did I get paged twice for the same thing at 00:52")
        .bash(
          "pd incident list --since '2026-11-18T00:45:00Z' --json | jq -r '.[] | \"\\(.service.summary) | \\(.title)\"'",
          "payments-api | HighErrorRate payments-api 5xx > 2%\npayments-edge | HighErrorRate payments-api 5xx > 2%",
        )
        .assistant(
          "Two PagerDuty services both receive the HighErrorRate rule: payments-api and payments-edge. The alertmanager route for team=payments matches both receivers because of the `continue: true` on the first route.",
        )
        .user(
          "ok kill the continue. and a general rule while you're in there: every new alert we add needs a runbook_url annotation pointing at the runbooks repo. no exceptions, no 'will add later'",
        )
        .file("Edit", "alertmanager/routes.yml")
        .file("Edit", "alerts/payments.rules.yml")
        .bash("promtool check rules alerts/payments.rules.yml", "Checking alerts/payments.rules.yml\n  SUCCESS: 23 rules found")
        .stop("Removed the duplicate route; rules check passes."),
    planted: [{ kind: "instruction", keys: ["runbook_url"] }],
  },
  {
    id: "b138-session-redis-evictions",
    build: (s) =>
      s
        .user("support says customers getting logged out randomly since ~23:00. redis?")
        .bash(
          "redis-cli -h session-redis.prod info memory | egrep 'used_memory_human|maxmemory_human|maxmemory_policy' && redis-cli -h session-redis.prod info stats | grep evicted",
          "used_memory_human:5.98G\nmaxmemory_human:6.00G\nmaxmemory_policy:allkeys-lru\nevicted_keys:2841177",
        )
        .assistant(
          "session-redis is sitting at maxmemory with allkeys-lru and has evicted 2.8M keys, so session keys are being evicted. The rl:* keys from the rate limiter are 70% of the keyspace.",
        )
        .user(
          "yep, matches support's timestamps exactly. so that's the cause. session-redis is capped at 6GB and the rate limiter shares it, which is the actual design problem",
        )
        .bash("redis-cli -h session-redis.prod config set maxmemory 8gb", "OK")
        .user("todo for next week, assign to me: move the rate limiter onto its own redis so sessions stop competing with it")
        .stop("Raised maxmemory to 8 GB as a stopgap; evictions stopped."),
    planted: [
      { kind: "fact", keys: ["session-redis", "6gb"] },
      { kind: "task", keys: ["rate limiter", "own redis"] },
    ],
  },
  {
    id: "b138-late-deploy-rule",
    build: (s) =>
      s
        .user("who deployed payments-api at 23:40? errors start right there")
        .bash(
          "argocd app history payments-api | tail -3",
          "ID   DATE                           REVISION\n8811 2026-11-20 18:02:11 +0000 UTC  a1f3c09 (#4468)\n8812 2026-11-20 23:40:37 +0000 UTC  7be21d4 (#4471)",
        )
        .assistant("Revision 8812 at 23:40, PR #4471 'round minor units half-even', merged by ci-bot after auto-merge was enabled on the PR.")
        .user("roll it back")
        .bash("argocd app rollback payments-api 8811", "Rollback to 8811 initiated\napp 'payments-api' synced, health: Healthy")
        .user(
          "ok errors gone. new rule effective tonight: no deploys to payments-api after 22:00 UTC unless it's a hotfix the IC approved. put it in CONTRIBUTING.md under Deploying",
        )
        .file("Edit", "CONTRIBUTING.md")
        .stop("Rolled back to 8811 and documented the deploy window."),
    planted: [{ kind: "instruction", keys: ["22:00", "payments-api"] }],
  },
  {
    id: "b138-empty-flapping-alert",
    build: (s) =>
      s
        .user("DiskPressure on node ip-10-4-18-77 flapping every 5 min. any idea?")
        .bash(
          "kubectl describe node ip-10-4-18-77 | grep -A3 Conditions",
          "Conditions:\n  Type             Status  LastHeartbeatTime\n  DiskPressure     False   Thu, 19 Nov 2026 02:11:40 +0000\n  MemoryPressure   False   Thu, 19 Nov 2026 02:11:40 +0000",
        )
        .assistant(
          "Right now it reports False. It might be image garbage collection kicking in right at the threshold, or a pod writing big temp files in bursts. I don't have evidence for either yet.",
        )
        .user("could it be the log shipper buffering to disk?")
        .assistant(
          "Possible. fluent-bit on that node has a filesystem buffer, but its buffer dir is only 1.2G right now, which wouldn't cross the threshold by itself.",
        )
        .user("meh. not urgent, it's a non-prod pool anyway. leave it")
        .stop("Left the node as is."),
    planted: [],
  },
  {
    id: "b138-hooks-cert-expired",
    build: (s) =>
      s
        .user("merchant webhooks all failing, TLS errors on their side. now")
        .bash(
          "echo | openssl s_client -connect hooks.paywell.io:443 -servername hooks.paywell.io 2>/dev/null | openssl x509 -noout -enddate -issuer",
          "notAfter=Nov 21 00:00:00 2026 GMT\nissuer=C = US, O = DigiCert Inc, CN = DigiCert EV RSA CA G2",
        )
        .assistant(
          "The certificate on hooks.paywell.io expired at 00:00 UTC. It's a DigiCert EV cert uploaded to the ALB by hand; there's no Certificate resource for it in the cluster.",
        )
        .user(
          "yeah that's the one cert that is not in cert-manager, hooks needs EV because of the bank partner contract so it's manual. I'm reissuing on digicert now, give me 10 min",
        )
        .user("new cert is in /tmp/hooks-2027.pem + key, upload it")
        .bash(
          "aws acm import-certificate --certificate fileb:///tmp/hooks-2027.pem --private-key fileb:///tmp/hooks-2027.key --certificate-arn arn:aws:acm:eu-west-1:4411:certificate/9c1e",
          '{"CertificateArn": "arn:aws:acm:eu-west-1:4411:certificate/9c1e"}',
        )
        .assistant("Imported into the existing ACM ARN, so the ALB listener picks it up without a change. openssl now shows notAfter=Dec 20 2027.")
        .user("ok. after this calms down we need an expiry alert on that cert, 30 days out, so this never happens again. not tonight")
        .stop("hooks.paywell.io serves the new certificate."),
    planted: [
      { kind: "fact", keys: ["hooks", "cert-manager"] },
      { kind: "task", keys: ["expiry alert"] },
    ],
  },
  {
    id: "b138-fx-quotes-halt",
    build: (s) =>
      s
        .user("fx-rates stale since 02:14, quotes still using yesterday's EUR/USD. that's real money")
        .bash("curl -s -o /dev/null -w '%{http_code}\\n' https://api.refinitiv.example/rates/v2/latest", "503")
        .assistant("Refinitiv is returning 503. The fx-rates service has an ECB adapter that isn't wired in; we could switch to it as a fallback.")
        .user("switch to the ECB one for now")
        .file("Edit", "services/fx-rates/config/prod.yaml")
        .user(
          "wait, no. ECB publishes once a day, that's worse than stale-by-an-hour. scratch that. halt FX quotes instead, checkout shows 'currency conversion temporarily unavailable'",
        )
        .file("Edit", "services/fx-rates/config/prod.yaml")
        .bash("kubectl -n payments rollout restart deploy/fx-rates", "deployment.apps/fx-rates restarted")
        .user("and keep it like that as the policy: when refinitiv is down we halt fx quotes, we do not fall back to ECB rates")
        .stop("FX quotes halted while Refinitiv is down."),
    planted: [{ kind: "decision", keys: ["refinitiv", "halt"] }],
  },
  {
    id: "b138-vault-batch-ttl",
    build: (s) =>
      s
        .user("settlement-export failed auth to vault at 03:00 again, 4th night this week")
        .bash(
          "kubectl -n batch logs job/settlement-export-29371 | grep -i vault",
          "2026-11-22T03:00:04Z ERROR vault: Code: 403. Errors: * permission denied\n2026-11-22T03:00:04Z ERROR token ttl remaining: 0s",
        )
        .assistant(
          "The job reuses a token that's issued at deploy time, and it's expired by the time the 03:00 run happens. Maybe we can just raise the token TTL on the role?",
        )
        .user(
          "asked platform in their channel: vault tokens for batch jobs have a max ttl of 24h, it's a hard limit in their policy and they won't raise it. so the job has to log in fresh each run",
        )
        .file("Edit", "jobs/settlement-export/auth.go")
        .bash("go test ./jobs/settlement-export/...", "ok  \tpaywell/jobs/settlement-export\t0.412s")
        .assistant("settlement-export now logs in with its Kubernetes service account at the start of every run instead of reusing the deploy-time token.")
        .stop("Tests pass; the job authenticates per run."),
    planted: [{ kind: "fact", keys: ["vault", "24h"] }],
  },
  {
    id: "b138-incident-notes-links",
    build: (s) =>
      s
        .user(
          "pls stop putting grafana explore urls in incident notes, they rot after a week. always link the saved dashboard with the time range pinned instead",
        )
        .file("Read", "incidents/2026-11-19-card-auth.md")
        .file("Edit", "incidents/2026-11-19-card-auth.md")
        .assistant("Replaced the three Explore links with links to the card-auth dashboard, from=1763514000000 to=1763521200000.")
        .user("👍")
        .stop("Links replaced."),
    planted: [{ kind: "instruction", keys: ["dashboard", "time range"] }],
  },
  {
    id: "b138-payments-db-conn-slots",
    build: (s) =>
      s
        .user("payments-db refusing conns: FATAL: remaining connection slots are reserved for non-replication superuser connections. help")
        .bash(
          'psql -h payments-db -U sre -Atc "select usename, state, count(*) from pg_stat_activity group by 1,2 order by 3 desc limit 4; show max_connections;"',
          "ledger_svc|idle|318\npayments_api|active|97\npayments_api|idle|61\nsettlement|idle|18\n500",
        )
        .assistant(
          "payments-db has max_connections = 500, and ledger_svc alone holds 318 idle connections. Its pool size is 40 per pod with 8 pods. I can terminate the idle ledger connections to get headroom.",
        )
        .user("do it")
        .bash(
          "psql -h payments-db -U sre -Atc \"select count(pg_terminate_backend(pid)) from pg_stat_activity where usename='ledger_svc' and state='idle'\"",
          "318",
        )
        .user(
          "ok breathing again. decided on the bridge with ledger team: we put pgbouncer in front of payments-db, transaction mode, all services go through it. Ana owns the migration plan and wants it written up by friday",
        )
        .stop("Terminated 318 idle ledger connections; payments-api is connecting again."),
    planted: [
      { kind: "fact", keys: ["max_connections", "500"] },
      { kind: "decision", keys: ["pgbouncer", "transaction mode"] },
      { kind: "task", keys: ["migration plan", "ana"] },
    ],
  },
  {
    id: "b138-empty-pasted-alertmanager",
    build: (s) =>
      s
        .user(
          "here's the inhibit section from the old alertmanager, does it do anything?\n```\ninhibit_rules:\n  # NEVER remove this, it must always stay first\n  - source_match: {severity: critical}\n    target_match: {severity: warning}\n    equal: [alertname, cluster]\n  # TODO: inhibit during maintenance windows\n```",
        )
        .assistant(
          "It suppresses warning alerts while a critical alert with the same alertname and cluster is firing. The comments are from whoever wrote it; the order doesn't actually matter to alertmanager.",
        )
        .user("huh ok. and equal on cluster means a critical in eu-west doesn't hide a warning in us-east?")
        .assistant("Right, both labels have to match, so alerts in different clusters don't inhibit each other.")
        .bash("amtool config show --alertmanager.url=http://alertmanager:9093 | grep -c source_match", "1")
        .stop("The running alertmanager has that single inhibit rule."),
    planted: [],
  },
  {
    id: "b138-handoff-format",
    build: (s) =>
      s
        .user("shift ends in 20 min. write the handoff for Marta")
        .bash(
          "pd incident list --statuses triggered,acknowledged --json | jq -r '.[] | .title'",
          "LedgerConsumerLag ledger-consumer lag > 50k\nCertExpirySoon hooks.paywell.io",
        )
        .assistant(
          "Handoff for Marta: it's been a rough night. Around 01:00 kafka-3's disk filled up, which caused the ledger lag that is still slowly draining; after that the hooks certificate expired and we reissued it...",
        )
        .user(
          "too much prose. handoffs always use the template in runbooks/handoff.md: Status / Open risks / Actions, bullets only. every time, not just tonight",
        )
        .file("Read", "runbooks/handoff.md")
        .file("Write", "handoffs/2026-11-21-night.md")
        .assistant("Rewrote it on the handoff template: 2 status bullets, 2 open risks, 3 actions.")
        .stop("Handoff written to handoffs/2026-11-21-night.md."),
    planted: [{ kind: "instruction", keys: ["handoff", "template"] }],
  },
  {
    id: "b138-dns-ttl-failover",
    build: (s) =>
      s
        .user("why did the us-west failover take 20 minutes to reach clients? region was healthy in 2")
        .bash("dig +noall +answer api.paywell.io", "api.paywell.io.\t3600\tIN\tCNAME\tapi-euw.paywell.io.")
        .assistant("api.paywell.io is a CNAME with a TTL of 3600 seconds, so resolvers kept the eu-west answer for up to an hour after the switch.")
        .user(
          "right, that TTL was set years ago and nobody touched it. ok so: the api.paywell.io record has a 3600 TTL, that's why failovers look slow from outside. lowering it to 60 needs a change request, do it after the CAB on tuesday",
        )
        .file("Edit", "terraform/dns/api.tf")
        .bash("git stash", "Saved working directory and index state WIP on main: 1c0e2a9 dns: tags")
        .stop("Prepared the TTL change and stashed it for after the change review."),
    planted: [
      { kind: "fact", keys: ["3600", "api.paywell.io"] },
      { kind: "task", keys: ["60", "tuesday"] },
    ],
  },
  {
    id: "b138-duplicate-charges-ios",
    build: (s) =>
      s
        .user("14 customers reporting double charges since the evening. idempotency broken?")
        .bash(
          "psql -h payments-ro -Atc \"select client_version, count(*) from charges where created_at > now()-interval '8 hours' group by 1 having count(distinct idempotency_key) > count(distinct order_id)\"",
          "ios-5.12.0|29\nios-5.12.1|6",
        )
        .assistant(
          "The duplicates all come from iOS 5.12.x: for the same order, each retry arrives with a different Idempotency-Key, so the API treats them as new charges. Android and web look fine.",
        )
        .user(
          "mobile team confirmed it: iOS app 5.12 generates a fresh idempotency key on every retry, regression from their networking rewrite. fix ships in 5.12.2.",
        )
        .assistant("Should I block retries from 5.12 at the edge until then?")
        .user("no, that would block first attempts too. leave it. finance has to approve the refunds for the 14 customers, I'll get that done tomorrow morning")
        .stop("No change made at the edge."),
    planted: [
      { kind: "fact", keys: ["5.12", "idempotency"] },
      { kind: "task", keys: ["refunds", "finance"] },
    ],
  },
  {
    id: "b138-empty-nat-hypothesis",
    build: (s) =>
      s
        .user("outbound calls to the issuer gateway timing out in bursts. NAT gateway?")
        .bash(
          "aws cloudwatch get-metric-statistics --namespace AWS/NATGateway --metric-name ErrorPortAllocation --dimensions Name=NatGatewayId,Value=nat-0d1 --start-time 2026-11-22T01:00:00Z --end-time 2026-11-22T02:00:00Z --period 300 --statistics Sum | jq '[.Datapoints[].Sum]|add'",
          "0",
        )
        .assistant(
          "No port allocation errors on the NAT gateway in that hour, so probably not port exhaustion. It could be on the issuer's side, or conntrack on the nodes; I haven't confirmed either.",
        )
        .user("maybe conntrack then? idk")
        .assistant("Could be. I can check nf_conntrack_count on the payments nodes if you want.")
        .user("nah it stopped. let's see if it happens again tomorrow night")
        .stop("Nothing changed."),
    planted: [],
  },
  {
    id: "b138-prometheus-merchant-label",
    build: (s) =>
      s
        .user("prometheus-0 OOMKilled twice in an hour, we're blind on payments")
        .bash(
          "curl -s http://prometheus:9090/api/v1/status/tsdb | jq -r '.data.labelValueCountByLabelName[:3][] | \"\\(.name) \\(.value)\"'",
          "merchant_id 181204\npath 3121\npod 642",
        )
        .assistant(
          "merchant_id has 181k values; it was added as a label on http_requests_total in payments-api last week. That's the cardinality blowing up the head block.",
        )
        .user(
          "drop the label, now. and write this down somewhere people read it: never put merchant_id or any other customer identifier in a prometheus label. that goes in logs/traces",
        )
        .file("Edit", "services/payments-api/metrics.go")
        .file("Edit", "docs/observability.md")
        .bash("go test ./services/payments-api/...", "ok  \tpaywell/services/payments-api\t2.913s")
        .stop("Label removed and the rule added to docs/observability.md."),
    planted: [{ kind: "instruction", keys: ["merchant_id", "label"] }],
  },
  {
    id: "b138-settlement-batch-owner",
    build: (s) =>
      s
        .user("settlement-batch cronjob is crashlooping, who even owns this thing")
        .bash(
          "kubectl -n batch get cronjob settlement-batch -o jsonpath='{.metadata.labels}'",
          '{"app":"settlement-batch","team":"treasury-eng","oncall":"treasury-oncall"}',
        )
        .assistant("The labels say team=treasury-eng, on-call alias treasury-oncall.")
        .user("ok so settlement-batch is treasury-eng's, not ours. page @treasury-oncall for it going forward, we only own the cluster under it")
        .bash("pd incident create --service treasury-eng --title 'settlement-batch crashlooping (prod)'", "Incident PX7Q2 created")
        .stop("Paged treasury-eng."),
    planted: [{ kind: "fact", keys: ["settlement-batch", "treasury"] }],
  },
  {
    id: "b138-loki-retention",
    build: (s) =>
      s
        .user("loki bill doubled this month. what's eating it")
        .bash(
          "logcli series --analyze-labels '{namespace=~\".+\"}' --since=24h | head -4",
          "Total Streams:  48211\nLabel Name  Unique Values  Found In Streams\nnamespace   41             48211\nlevel       5              48211",
        )
        .assistant(
          "Debug-level logs are 61% of ingested bytes, and retention is 90 days for everything. I'd suggest keeping 14 days of logs hot in Loki and moving older chunks to S3 Glacier via the compactor's lifecycle rule.",
        )
        .user("yes, do that. 14 days hot, then glacier. audit logs excluded, those stay where they are")
        .file("Edit", "infra/loki/values.yaml")
        .file("Edit", "terraform/s3/loki-chunks.tf")
        .bash("terraform -chdir=terraform/s3 plan -no-color | tail -2", "Plan: 0 to add, 1 to change, 0 to destroy.")
        .stop("Retention and lifecycle change ready."),
    planted: [{ kind: "decision", keys: ["14 days", "glacier"] }],
  },
  {
    id: "b138-empty-typo-and-tests",
    build: (s) =>
      s
        .user("typo in runbooks/ledger-lag.md, 'consuemr' in step 3. fix pls")
        .file("Edit", "runbooks/ledger-lag.md")
        .assistant("Fixed 'consuemr' to 'consumer' in step 3.")
        .user("and run the runbook link checker")
        .bash("make check-links", "checked 214 links in 38 files\n0 broken")
        .assistant("All 214 links resolve.")
        .user("cool ty")
        .stop("Typo fixed, links fine."),
    planted: [],
  },
  {
    id: "b138-stripe-secret-leak",
    build: (s) =>
      s
        .user("someone pasted the stripe webhook secret into #inc-bridge while debugging. delete the message? can you even")
        .bash("slack-cli messages search 'whsec_' --channel inc-bridge --json | jq length", "1")
        .assistant("I can't delete other users' messages with the bot token; a workspace admin has to. The message is from 01:37.")
        .user(
          "ok I'll get an admin. rotating it tonight would mean a merchant-side outage window, so not now. remind me to rotate the stripe webhook secret on monday during business hours",
        )
        .stop("Noted the message timestamp for the admin."),
    planted: [{ kind: "task", keys: ["stripe", "webhook secret"] }],
  },
  {
    id: "b138-chaos-lite",
    build: (s) =>
      s
        .user("run the chaos suite against staging before I merge the retry change")
        .bash(
          "make chaos",
          "running 41 experiments against staging...\n[12/41] kafka-broker-kill ... FAIL: staging kafka did not recover within 300s\naborting",
          2,
        )
        .assistant("The full suite killed staging's Kafka broker and it didn't come back within 5 minutes, so the run aborted at 12/41.")
        .user(
          "ugh, my bad, should've said. use make chaos-lite for pre-merge checks, the full `make chaos` is for the monthly gameday only, it wrecks staging kafka every time",
        )
        .bash("kubectl -n kafka-staging rollout restart sts/kafka", "statefulset.apps/kafka restarted")
        .bash("make chaos-lite", "running 12 experiments against staging...\n12 passed, 0 failed")
        .stop("chaos-lite passes with the retry change."),
    planted: [{ kind: "instruction", keys: ["chaos-lite"] }],
  },
  {
    id: "b138-nordbank-cutoff",
    build: (s) =>
      s
        .user("why did 212 payouts land a day late? the batch ran at 01:52, before the 02:00 cutoff")
        .bash(
          "grep -h 'SEPA-BATCH' logs/payouts-2026-11-23.log | tail -3",
          "01:52:11 SEPA-BATCH submit id=nb-88412 items=212\n01:52:13 SEPA-BATCH ack id=nb-88412 status=ACCEPTED value_date=2026-11-24\n01:52:13 SEPA-BATCH note: received after processing window",
        )
        .assistant("Nordbank accepted the batch but gave it next-day value date with 'received after processing window'.")
        .user(
          "called their ops desk. Nordbank's processing window actually closes at 01:45 UTC, not 02:00, the 02:00 in our config was always wrong. so our real cutoff for nordbank is 01:45",
        )
        .file("Edit", "services/payouts/config/banks.yaml")
        .bash("go test ./services/payouts/...", "ok  \tpaywell/services/payouts\t1.207s")
        .stop("Cutoff updated in banks.yaml."),
    planted: [{ kind: "fact", keys: ["nordbank", "01:45"] }],
  },
  {
    id: "b138-empty-coffee-chitchat",
    build: (s) =>
      s
        .user("quiet night finally. 3rd coffee")
        .assistant("Nice to have a quiet one. Anything you want me to look at while it's calm?")
        .user("not really. how many pages did we have this week total?")
        .bash("pd incident list --since 2026-11-16 --json | jq length", "37")
        .assistant("37 incidents since Monday.")
        .user("lol. ok thanks, going to stare at dashboards")
        .stop("37 incidents this week."),
    planted: [],
  },
  {
    id: "b138-statuspage-templates",
    build: (s) =>
      s
        .user("status page for the card auth incident still says 'investigating' from 2h ago. whos updating it")
        .bash("curl -s https://status.paywell.io/api/v2/incidents/unresolved.json | jq -r '.incidents[].status'", "investigating")
        .assistant(
          "It's the homegrown status app, and nobody has updated it since 01:14. We also have the Statuspage.io account from the acquisition with incident templates set up; it isn't used yet.",
        )
        .user("ok we're done with the homegrown one. going forward we use statuspage.io with its incident templates, the IC updates it every 30 min")
        .file("Write", "runbooks/status-page.md")
        .stop("Wrote runbooks/status-page.md."),
    planted: [
      { kind: "decision", keys: ["statuspage"] },
      { kind: "instruction", keys: ["30 min"] },
    ],
  },
  {
    id: "b138-3ds-synthetic",
    build: (s) =>
      s
        .user("3DS challenge page was blank for 40 min and nobody noticed until a merchant called. how")
        .bash("kubectl -n payments logs deploy/threeds-ui --since=2h | grep -c 'ChunkLoadError'", "18422")
        .assistant(
          "threeds-ui served a stale asset manifest after the 23:55 deploy, so browsers got ChunkLoadError. None of our alerts look at the 3DS page itself; error rates on the API stayed flat.",
        )
        .user("redeploy it")
        .bash("kubectl -n payments rollout restart deploy/threeds-ui", "deployment.apps/threeds-ui restarted")
        .user("ok loads again. next sprint: add a synthetic check that walks the whole 3DS challenge flow every minute. put it on the board")
        .stop("threeds-ui restarted and the page loads."),
    planted: [{ kind: "task", keys: ["synthetic", "3ds"] }],
  },
  {
    id: "b138-terraform-lock-timeout",
    build: (s) =>
      s
        .user("terraform apply on prod-network failed, state lock held. is someone else applying??")
        .bash(
          "terraform -chdir=terraform/prod-network plan -no-color 2>&1 | head -4",
          "Error: Error acquiring the state lock\n\nLock Info:\n  ID: 4b1f...  Who: ci@runner-17  Created: 2026-11-24 02:03:10",
        )
        .assistant("The CI runner holds it from a plan that started 2 minutes ago; it should release when that finishes.")
        .user(
          "fine. for anything prod in terraform: always run plan/apply with -lock-timeout=5m so we wait instead of failing, and paste the plan output in the PR before applying",
        )
        .bash("terraform -chdir=terraform/prod-network plan -lock-timeout=5m -no-color | tail -1", "Plan: 0 to add, 2 to change, 0 to destroy.")
        .stop("Plan succeeded after waiting for the lock."),
    planted: [
      { kind: "instruction", keys: ["lock-timeout"] },
      { kind: "instruction", keys: ["plan output", "pr"] },
    ],
  },
  {
    id: "b138-staging-sandbox-acquirer",
    build: (s) =>
      s
        .user("QA says card payments on staging decline randomly. they don't, right?")
        .bash(
          "psql -h staging-db -Atc \"select amount_minor % 100 as cents, status, count(*) from charges where created_at > now()-interval '1 day' group by 1,2 order by 3 desc limit 3\"",
          "0|approved|812\n51|declined|44\n99|approved|12",
        )
        .assistant("All declines on staging are amounts ending in .51.")
        .user(
          "right, forgot QA is new. staging uses the sandbox acquirer: it approves everything except amounts ending in .51, which it always declines (.52 = timeout). that's by design",
        )
        .file("Edit", "docs/staging.md")
        .stop("Documented the sandbox acquirer's magic amounts."),
    planted: [{ kind: "fact", keys: ["sandbox", ".51"] }],
  },
  {
    id: "b138-empty-withdrawn-migration",
    build: (s) =>
      s
        .user("thinking we should move ledger-consumer to kafka streams instead of the hand-rolled consumer. thoughts?")
        .assistant(
          "It would give you exactly-once processing and state stores, but it's a big rewrite, and the current consumer has the custom posting-order logic that would need porting.",
        )
        .user("hm. actually no, forget it, not the time with the Q4 freeze. just show me the current consumer group offsets")
        .bash(
          "kafka-consumer-groups --bootstrap-server kafka-1:9092 --describe --group ledger-consumer | head -4",
          "GROUP            TOPIC            PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG\nledger-consumer  ledger-postings  0          88211942        88211950        8\nledger-consumer  ledger-postings  1          88190311        88190311        0",
        )
        .assistant("Lag is 8 on partition 0 and 0 on partition 1.")
        .stop("Offsets shown."),
    planted: [],
  },
  {
    id: "b138-kafka-client-pin",
    build: (s) =>
      s
        .user("ledger-consumer in a rebalance loop again after the dependency bump. 3rd time")
        .bash(
          "git log --oneline -3 -- services/ledger-consumer/go.mod",
          "f41ab20 deps: bump franz-go to 1.18.0\n0bd2c11 deps: weekly\n9a7e1f3 ledger: posting order",
        )
        .assistant(
          "The bump to franz-go 1.18.0 went out yesterday; its changelog mentions a cooperative-sticky change, and there's an open issue about rebalance loops with static membership, which we use.",
        )
        .user("revert it")
        .bash("git revert --no-edit f41ab20 && go build ./services/ledger-consumer/...", '[main 7c3d990] Revert "deps: bump franz-go to 1.18.0"')
        .user(
          "and let's pin franz-go at 1.17.x until that issue is closed. tell renovate to skip it. I'd rather fall behind than get paged for this a 4th time",
        )
        .file("Edit", "renovate.json")
        .stop("Reverted and pinned franz-go in renovate.json."),
    planted: [{ kind: "decision", keys: ["franz-go", "1.17"] }],
  },
  {
    id: "b138-slo-burn-alerts",
    build: (s) =>
      s
        .user("the payments-api 5xx>2% alert fired 9 times tonight and 8 were noise. I'm going insane")
        .bash("curl -s 'http://prometheus:9090/api/v1/query?query=ALERTS{alertname=\"HighErrorRate\"}[12h]' | jq '.data.result[0].values|length'", "9")
        .assistant(
          "Most firings were 2-3 minute blips at low traffic, where a handful of errors is 2%. A multi-window burn-rate alert on the 99.9% SLO (1h and 5m windows, 14.4x) would have paged once, for the 01:10 incident. Want me to replace it with that?",
        )
        .user("yes. replace it with the burn rate one. we go SLO burn rate for paging alerts on payments-api from here on")
        .file("Edit", "alerts/payments.rules.yml")
        .bash("promtool test rules alerts/tests/payments_slo_test.yml", "Unit Testing:  alerts/tests/payments_slo_test.yml\n  SUCCESS")
        .stop("HighErrorRate replaced by the burn-rate alert."),
    planted: [{ kind: "decision", keys: ["burn rate"] }],
  },
  {
    id: "b138-empty-status-report",
    build: (s) =>
      s
        .user("what did you get done in the last hour, summary pls")
        .assistant(
          "In the last hour: restarted threeds-ui, confirmed the page loads, re-ran make chaos-lite (12 passed), and updated the card-auth incident notes with dashboard links.",
        )
        .user("anything still red?")
        .bash("pd incident list --statuses triggered --json | jq length", "0")
        .assistant("Nothing triggered right now.")
        .user("good good")
        .stop("No open pages."),
    planted: [],
  },
  {
    id: "b138-pii-in-logs",
    build: (s) =>
      s
        .user("security flagged full PANs in the card-auth debug logs?! how")
        .bash(
          'logcli query \'{app="card-auth"} |~ "[0-9]{16}"\' --since=24h --limit=2 -q',
          'level=debug msg="issuer request" body="{\\"pan\\":\\"4111111111111111\\",...}"',
        )
        .assistant("The issuer client logs the whole request body at debug, and debug was switched on in prod at 01:20 during the timeout investigation.")
        .user("turn debug off. NOW")
        .bash("kubectl -n payments set env deploy/card-auth LOG_LEVEL=info", "deployment.apps/card-auth env updated")
        .user(
          "ok. rule for everyone incl. you: debug logging in prod on card-auth is never allowed, use the redacted trace sampling instead. and I need to file the PCI incident report by wednesday, don't let me forget",
        )
        .file("Edit", "runbooks/card-auth.md")
        .stop("Debug logging off on card-auth."),
    planted: [
      { kind: "instruction", keys: ["debug", "card-auth"] },
      { kind: "task", keys: ["pci", "wednesday"] },
    ],
  },
  {
    id: "b138-empty-question-metric",
    build: (s) =>
      s
        .user("what's the difference between ledger_postings_applied_total and ledger_postings_committed_total? the graphs differ by like 3%")
        .file("Read", "services/ledger-consumer/metrics.go")
        .assistant(
          "Not sure yet. From a first read, applied might be incremented before the DB transaction and committed after it, which would explain a gap, but I'd have to trace the batch code to be certain.",
        )
        .user("would rolled back batches show up as that gap?")
        .assistant("Possibly, if rolled-back postings are counted as applied. I haven't confirmed that.")
        .user("ok nvm, not important right now")
        .stop("Left unresolved."),
    planted: [],
  },
  {
    id: "b138-empty-agent-proposal-declined",
    build: (s) =>
      s
        .user("ledger-consumer memory creeping up, 1.7Gi of 2Gi limit after 3 days")
        .bash(
          "kubectl -n ledger top pods -l app=ledger-consumer",
          "NAME                         CPU(cores)   MEMORY(bytes)\nledger-consumer-7c9f6d-2kq8x   310m         1702Mi\nledger-consumer-7c9f6d-9wz1m   295m         1688Mi",
        )
        .assistant("I could raise the limit to 3Gi, or add a nightly rollout restart as a stopgap, or take a heap profile to find the leak. Which one?")
        .user("none tonight, not worth it at 2am. leave it")
        .assistant("Understood, I'll leave it.")
        .stop("No change."),
    planted: [],
  },
  {
    id: "b138-empty-pasted-logs",
    build: (s) =>
      s
        .user(
          "what does this mean, from the payouts pod:\n```\nWARN  config: cutoff_override must always be set for SEPA banks\nWARN  TODO(legacy): never retry ACK timeouts\nINFO  started payouts worker v2.31.4\n```",
        )
        .bash(
          "grep -rn 'cutoff_override must always' services/payouts/",
          'services/payouts/config/validate.go:88:\t\tlog.Warn("config: cutoff_override must always be set for SEPA banks")',
        )
        .assistant(
          "Both are startup warnings from the config validator: one fires when a SEPA bank has no cutoff_override, the other is a leftover log line from an old TODO. They don't change behavior.",
        )
        .user("ok, harmless then")
        .assistant("Yes, harmless for now.")
        .stop("Both warnings are informational."),
    planted: [],
  },
  {
    id: "b138-ic-rotation",
    build: (s) =>
      s
        .user("who's IC for tonight's ledger incident? nobody took it and we had 3 people doing the same thing")
        .bash(
          "pd schedule show --name 'Payments IC' --since now --json | jq -r '.final_schedule.rendered_schedule_entries[0].user.summary'",
          "(no one scheduled)",
        )
        .assistant("The Payments IC schedule has a gap tonight from 00:00 to 08:00; nobody is on it.")
        .user(
          "ok talked to Dev and Lin on the bridge. decision: the primary on-call is IC by default for any SEV2+ unless they hand it off explicitly. no more separate IC schedule at night. fill the gap with me for tonight",
        )
        .bash("pd schedule override create --name 'Payments IC' --user me --start now --end '2026-11-25T08:00:00Z'", "Override created: 00:41 - 08:00 UTC")
        .stop("You're IC until 08:00."),
    planted: [{ kind: "decision", keys: ["primary on-call", "ic"] }],
  },
  {
    id: "b138-ledger-replay-tool",
    build: (s) =>
      s
        .user("need to replay postings from 01:00-01:40 for the 6 merchants that got dropped. is there a tool or do I write sql")
        .bash("ls tools/", "ledger-replay/\nrecon/\nseed-staging/")
        .file("Read", "tools/ledger-replay/README.md")
        .assistant(
          "tools/ledger-replay takes a time window and merchant list, re-reads ledger-postings from Kafka and applies them idempotently by posting_id. It has a --dry-run flag. Want me to run it dry first?",
        )
        .user("yes dry run")
        .bash(
          "go run ./tools/ledger-replay --from 2026-11-25T01:00Z --to 2026-11-25T01:40Z --merchants m_8812,m_1021,m_5530,m_0931,m_7770,m_4409 --dry-run",
          "would apply 1,204 postings (0 already present)\ndry run: no writes",
        )
        .user(
          "good, run it for real. and ok, we use ledger-replay for this from now on, never hand-written sql against the ledger. Hannah wrote it and she's the person to ask about it",
        )
        .bash(
          "go run ./tools/ledger-replay --from 2026-11-25T01:00Z --to 2026-11-25T01:40Z --merchants m_8812,m_1021,m_5530,m_0931,m_7770,m_4409",
          "applied 1,204 postings",
        )
        .stop("Replayed 1,204 postings for the 6 merchants."),
    planted: [
      { kind: "instruction", keys: ["ledger-replay", "sql"] },
      { kind: "fact", keys: ["hannah"] },
    ],
  },
  {
    id: "b138-canary-weights",
    build: (s) =>
      s
        .user("the new payments-api canary took 50% traffic straight away, who set that")
        .bash(
          "kubectl -n payments get rollout payments-api -o jsonpath='{.spec.strategy.canary.steps}'",
          '[{"setWeight":50},{"pause":{"duration":"10m"}},{"setWeight":100}]',
        )
        .assistant(
          "The rollout steps are 50% then 100% with a 10 minute pause. Most of our other services use 5/25/50/100. For payments-api, maybe 1% first given the volume?",
        )
        .user("yeah. going with 1/10/50/100 for payments-api, 10 min pause between each, and auto-abort on the burn rate analysis")
        .file("Edit", "deploy/payments-api/rollout.yaml")
        .bash("kubectl argo rollouts lint deploy/payments-api/rollout.yaml", "rollout.yaml: OK")
        .user("I also need to do the same for card-auth but it's on the old deployment object. next week, not now")
        .stop("Canary steps updated to 1/10/50/100."),
    planted: [
      { kind: "decision", keys: ["1/10/50/100"] },
      { kind: "task", keys: ["card-auth", "next week"] },
    ],
  },
  {
    id: "b138-backup-restore-test",
    build: (s) =>
      s
        .user("auditors asking when we last did a restore test of payments-db. do we have evidence?")
        .bash("aws s3 ls s3://paywell-dr-evidence/restore-tests/ | tail -2", "2026-05-14 restore-test-payments-db.pdf\n2026-08-02 restore-test-ledger-db.pdf")
        .assistant("The last payments-db restore test evidence is from 14 May 2026, over six months ago.")
        .user(
          "that's out of policy, PCI wants quarterly. TODO before the audit on 10 dec: do a full payments-db restore test into the dr account and put the evidence in the bucket. I'll schedule it with Ana",
        )
        .stop("Last evidence: May 14."),
    planted: [{ kind: "task", keys: ["restore test", "10 dec"] }],
  },
  {
    id: "b138-empty-dashboard-question",
    build: (s) =>
      s
        .user("is ledger lag back to normal or still draining?")
        .bash("kafka-consumer-groups --bootstrap-server kafka-1:9092 --describe --group ledger-consumer | awk 'NR>1{s+=$6}END{print s}'", "1412")
        .assistant("Total lag is 1,412 messages across all partitions, down from 120k an hour ago.")
        .user("nice. resolve the page then?")
        .assistant("Already done, PagerDuty shows it resolved at 04:12.")
        .stop("Lag back to normal."),
    planted: [],
  },
  {
    id: "b138-rate-limit-merchant",
    build: (s) =>
      s
        .user("one merchant (m_2290) hammering /v1/charges with 3k rps, its a loop on their side. everyone else getting 429s")
        .bash("redis-cli -h ratelimit-redis.prod get rl:cfg:global", '{"rps":5000,"per_merchant":null}')
        .assistant(
          "The limiter only has a global bucket at 5000 rps, no per-merchant limit, so one merchant can take most of it. I can add a per-merchant bucket.",
        )
        .user("do it. per merchant 500 rps default, that's the limit written in the merchant contracts anyway")
        .bash('redis-cli -h ratelimit-redis.prod set rl:cfg:global \'{"rps":5000,"per_merchant":500}\'', "OK")
        .assistant("Set. m_2290 is now getting 429s and the others are through: global 429 rate dropped from 38% to 0.4%.")
        .user(
          "perfect. tomorrow: email m_2290's account manager about the loop. and rate limit config lives in redis, not in git, which is dumb, open a ticket for that",
        )
        .stop("Per-merchant limit of 500 rps is live."),
    planted: [
      { kind: "fact", keys: ["500 rps", "merchant"] },
      { kind: "task", keys: ["account manager"] },
      { kind: "task", keys: ["ticket", "git"] },
      { kind: "fact", keys: ["redis", "git"] },
    ],
  },
  {
    id: "b138-postmortem-tooling",
    build: (s) =>
      s
        .user("writing the postmortem for the kafka-3 disk incident. google doc or the repo?")
        .bash("ls postmortems/ | tail -3", "2026-09-30-fx-stale.md\n2026-10-12-hooks-5xx.md\n2026-11-02-settlement-delay.md")
        .assistant(
          "The last three postmortems are markdown in postmortems/ in this repo. The Google Docs ones stopped in September. I'd keep it in the repo so it gets reviewed like code.",
        )
        .user(
          "agreed, postmortems go in the repo as markdown, reviewed in a PR like code. and we're dropping the 5-whys section, we'll use the contributing factors format from the learning-from-incidents template instead. start one for kafka-3",
        )
        .file("Write", "postmortems/2026-11-21-kafka-3-disk.md")
        .assistant("Created postmortems/2026-11-21-kafka-3-disk.md with summary, timeline, contributing factors and actions, prefilled from tonight's notes.")
        .stop("Postmortem draft created."),
    planted: [
      { kind: "decision", keys: ["postmortems", "markdown"] },
      { kind: "decision", keys: ["contributing factors"] },
    ],
  },
  {
    id: "b138-cloudflare-waf",
    build: (s) =>
      s
        .user("cloudflare WAF blocking legit 3DS callbacks from the visa directory server, rule 100015. merchants seeing failed auth")
        .bash(
          "curl -s -H \"Authorization: Bearer $CF_TOKEN\" 'https://api.cloudflare.com/client/v4/zones/z1/security/events?limit=3' | jq -r '.result[] | \"\\(.ruleId) \\(.clientIP) \\(.path)\"'",
          "100015 198.241.8.12 /3ds/callback\n100015 198.241.8.14 /3ds/callback\n100015 198.241.8.12 /3ds/callback",
        )
        .assistant(
          "Options: disable rule 100015 zone-wide, or add a skip for /3ds/callback only from the card network IP ranges. The second keeps the rule for everything else.",
        )
        .user("second one. skip rule for /3ds/callback from the card network ranges only, leave 100015 on everywhere else")
        .file("Edit", "terraform/cloudflare/waf.tf")
        .bash(
          "terraform -chdir=terraform/cloudflare apply -auto-approve -lock-timeout=5m -no-color | tail -1",
          "Apply complete! Resources: 1 added, 0 changed, 0 destroyed.",
        )
        .stop("Skip rule applied; callbacks pass."),
    planted: [{ kind: "decision", keys: ["3ds/callback", "skip"] }],
  },
  {
    id: "b138-shift-start-prefs",
    build: (s) =>
      s
        .user(
          "starting my shift. few things, for tonight and in general:\n- when you run kubectl against prod always pass --context prod-euw explicitly, I have 4 contexts and one of them is the DR cluster\n- no kubectl delete on anything in the payments namespace without asking me first\n- keep answers short, I'm reading on my phone half the time\n\nfirst: anything pending in payments?",
        )
        .bash(
          "kubectl --context prod-euw -n payments get pods --field-selector=status.phase!=Running",
          "NAME                          READY   STATUS    RESTARTS   AGE\nrecon-worker-5d8b7-jx2lp      0/1     Pending   0          14m",
        )
        .assistant("One: recon-worker-5d8b7-jx2lp Pending 14m, insufficient memory on the node pool.")
        .user("it'll schedule when the autoscaler catches up. ignore")
        .stop("Only recon-worker pending."),
    planted: [
      { kind: "instruction", keys: ["--context", "prod-euw"] },
      { kind: "instruction", keys: ["kubectl delete"] },
      { kind: "instruction", keys: ["short"] },
    ],
  },
  {
    id: "b138-ach-returns-spike",
    build: (s) =>
      s
        .user("ACH returns spiking, R01 (insufficient funds) at 6% of todays debits. normal is <1. bug on our side or real?")
        .bash(
          'psql -h payments-ro -Atc "select return_code, count(*) from ach_returns where file_date = current_date group by 1 order by 2 desc limit 3"',
          "R01|412\nR03|9\nR10|4",
        )
        .assistant(
          "412 R01s in today's file. They're spread across 380 different customers and 7 merchants; no single merchant or batch stands out. Could be payday timing, could be a merchant debiting too early.",
        )
        .user(
          "checked with the ops lead, it's real: one merchant moved their debit date before payday. not a bug. background for you: our ACH partner is Lakeside Bank and they drop the returns files at 04:00 and 16:00 ET, so numbers jump twice a day",
        )
        .user("follow-up, not tonight: we need an alert when the R01 rate goes over 2% of a day's debits")
        .stop("R01 spike explained by one merchant's debit timing."),
    planted: [
      { kind: "fact", keys: ["lakeside", "returns"] },
      { kind: "task", keys: ["r01", "alert"] },
    ],
  },
  {
    id: "b138-hsm-clock-skew",
    build: (s) =>
      s
        .user("token-svc rejecting ~2% of tokens with 'nbf in the future'. wtf")
        .bash("for h in hsm-proxy-1 hsm-proxy-2 token-svc-0; do ssh $h 'date +%s.%N'; done", "1764211201.912\n1764211201.874\n1764211199.905")
        .assistant(
          "hsm-proxy-1 and -2 are about 2 seconds ahead of token-svc. Tokens signed through the HSM get an nbf up to 2s in the future from token-svc's point of view.",
        )
        .user(
          "yeah the HSM appliance runs its own clock, chrony can't be installed on it, vendor confirmed that last year. so the hsm boxes drift and we live with it",
        )
        .assistant("Then the fix is on the verifying side: token-svc currently allows 0s of clock leeway on nbf/exp. I could set leeway to 5s.")
        .user("yes, 5s leeway on token-svc. don't touch the hsm")
        .file("Edit", "services/token-svc/verify.go")
        .bash("go test ./services/token-svc/...", "ok  \tpaywell/services/token-svc\t0.733s")
        .stop("token-svc verifies with 5s leeway."),
    planted: [
      { kind: "fact", keys: ["hsm", "chrony"] },
      { kind: "decision", keys: ["leeway", "5s"] },
    ],
  },
  {
    id: "b138-secrets-in-git",
    build: (s) =>
      s
        .user("we keep losing k8s secrets when someone recreates a namespace. time to put them in git somehow. sealed-secrets or sops?")
        .bash("kubectl --context prod-euw get secrets -A --no-headers | wc -l", "214")
        .assistant(
          "For 214 secrets: sealed-secrets needs the controller's key per cluster, so DR restores are awkward. sops with age keys encrypts in the repo and Argo CD decrypts via a plugin; it also works for the terraform vars. I'd go with sops + age.",
        )
        .user(
          "ok sops + age it is. the age private key lives in the 1password vault 'sre-prod' and nowhere else, never on laptops, never in CI env vars. write that in the README of the secrets dir",
        )
        .file("Write", "secrets/README.md")
        .file("Write", "secrets/.sops.yaml")
        .stop("secrets/ set up for sops with the key-handling rule in its README."),
    planted: [
      { kind: "decision", keys: ["sops", "age"] },
      { kind: "instruction", keys: ["1password"] },
    ],
  },
  {
    id: "b138-warning-routing",
    build: (s) =>
      s
        .user("got woken at 03:10 for a WARNING. disk at 75% on a log node. why does a warning page me")
        .bash(
          "grep -n -A4 'severity: warning' alertmanager/routes.yml",
          "41:    - match: {severity: warning}\n42:      receiver: pagerduty-payments\n43:      group_wait: 30s",
        )
        .assistant("Warnings route to the same PagerDuty receiver as criticals. There's a #payments-alerts Slack receiver defined but nothing routes to it.")
        .user("right. decided: warnings go to #payments-alerts in slack only, only critical pages a human. change the route")
        .file("Edit", "alertmanager/routes.yml")
        .bash(
          "amtool check-config alertmanager/alertmanager.yml",
          "Checking 'alertmanager/alertmanager.yml'  SUCCESS\nFound:\n - global config\n - route\n - 0 inhibit rules\n - 4 receivers",
        )
        .stop("Warnings now go to Slack."),
    planted: [{ kind: "decision", keys: ["warning", "slack"] }],
  },
  {
    id: "b138-replica-lag-vacuum",
    build: (s) =>
      s
        .user("ledger-db replica lag 9 min at 02:40, read APIs serving old balances. again")
        .bash(
          "psql -h ledger-db -Atc \"select query_start, left(query,60) from pg_stat_activity where query ilike '%vacuum%'\"",
          "2026-11-26 02:30:01|VACUUM FULL postings_archive",
        )
        .assistant(
          "The lag lines up with the nightly VACUUM FULL postings_archive cron at 02:30. It rewrites the whole 400GB table and the WAL burst floods the replica; the same pattern is in the last 5 nights' lag graphs.",
        )
        .user(
          "yep that's it, checked the pg logs, matches to the minute. so VACUUM FULL on postings_archive is what causes the nightly replica lag. task: replace that cron with plain VACUUM plus pg_repack on sundays, Ravi picks it up next sprint",
        )
        .bash('kubectl --context prod-euw -n ledger patch cronjob vacuum-archive -p \'{"spec":{"suspend":true}}\'', "cronjob.batch/vacuum-archive patched")
        .stop("Suspended the nightly VACUUM FULL cron."),
    planted: [
      { kind: "fact", keys: ["vacuum full", "postings_archive"] },
      { kind: "task", keys: ["pg_repack", "ravi"] },
    ],
  },
  {
    id: "b138-kafka-action-items",
    build: (s) =>
      s
        .file("Read", "postmortems/2026-11-21-kafka-3-disk.md")
        .user(
          "action items from the kafka-3 review, add them to the postmortem so we don't lose them:\n1. disk usage alert at 80% on every kafka broker\n2. Marta reviews the consumer lag alert thresholds, 50k is too late\n3. document the volume resize steps in runbooks/kafka.md\nowners in brackets pls",
        )
        .file("Edit", "postmortems/2026-11-21-kafka-3-disk.md")
        .assistant("Added the three action items under Actions, with owners: [SRE on-call rotation], [Marta], [SRE on-call rotation].")
        .user("ty")
        .stop("Action items added."),
    planted: [
      { kind: "task", keys: ["80%", "broker"] },
      { kind: "task", keys: ["marta", "thresholds"] },
      { kind: "task", keys: ["resize", "runbooks/kafka.md"] },
    ],
  },
  {
    id: "b138-region-failover-mode",
    build: (s) =>
      s
        .user("should the eu-west -> us-west failover be automatic? route53 health checks can do it")
        .bash(
          "aws route53 list-health-checks --query 'HealthChecks[].HealthCheckConfig.FullyQualifiedDomainName' --output text",
          "api-euw.paywell.io\tapi-usw.paywell.io",
        )
        .assistant(
          "Health checks exist for both regions but aren't attached to failover records. Automatic failover is faster, but a flapping health check would move payment traffic back and forth, and us-west's ledger is read-only until promoted. I'd keep it manual with the runbook.",
        )
        .user("sounds good, manual failover via the runbook stays. automatic flipping with a read-only ledger scares me")
        .file("Edit", "runbooks/region-failover.md")
        .stop("Runbook notes that region failover is manual."),
    planted: [{ kind: "decision", keys: ["manual", "failover"] }],
  },
  {
    id: "b138-pr-reviewers",
    build: (s) =>
      s
        .user("open a PR with the alertmanager route change")
        .bash(
          "gh pr create --title 'alertmanager: warnings to slack only' --body 'Routes severity=warning to #payments-alerts' --reviewer kpetrov",
          "https://github.com/paywell/infra/pull/2291",
        )
        .assistant("Opened #2291 with kpetrov as reviewer.")
        .user(
          "hmm kpetrov is on holiday till the 8th. btw when u open PRs for infra stuff tag @paywell/sre-reviewers, never individual ppl, they go on holiday and things rot",
        )
        .bash("gh pr edit 2291 --remove-reviewer kpetrov --add-reviewer paywell/sre-reviewers", "https://github.com/paywell/infra/pull/2291")
        .stop("Reviewer switched to the team."),
    planted: [{ kind: "instruction", keys: ["sre-reviewers"] }],
  },
  {
    id: "b138-node-group-cap",
    build: (s) =>
      s
        .user("autoscaler stuck, pods pending 20 min in eu-west. max nodes?")
        .bash(
          "kubectl --context prod-euw -n kube-system logs deploy/cluster-autoscaler --since=15m | grep -m2 -i 'max'",
          "scale_up.go:447] Node group eks-payments-ng max size reached (60)\nscale_up.go:612] No expansion options",
        )
        .assistant("eks-payments-ng is at its max of 60. Can I raise max size to 80?")
        .user(
          "won't help, the node group sits in a /26 per AZ and we're out of IPs, that's why it's capped at 60 nodes. we're not adding another node group either: moving payments to karpenter with the new /20 subnets, that's decided, platform has the plan",
        )
        .bash("kubectl --context prod-euw -n payments scale deploy/recon-worker --replicas=2", "deployment.apps/recon-worker scaled")
        .stop("Scaled recon-worker down to fit the cap for tonight."),
    planted: [
      { kind: "fact", keys: ["/26", "60"] },
      { kind: "decision", keys: ["karpenter"] },
    ],
  },
  {
    id: "b138-empty-issuer-guessing",
    build: (s) =>
      s
        .user("issuer-gw error rate 1.4% in the last 15 min, mostly one BIN range. theirs or ours?")
        .bash(
          'logcli query \'{app="issuer-gw"} |= "error"\' --since=15m --limit=3 -q',
          'level=error bin=453201 msg="upstream reset"\nlevel=error bin=453201 msg="upstream reset"\nlevel=error bin=453277 msg="upstream reset"',
        )
        .assistant(
          "All errors are connection resets on 4532xx BINs. Probably the issuer's endpoint, but it could also be our mTLS session cache on that route. Not enough to say.",
        )
        .user("maybe their maintenance window? do they publish those")
        .assistant("I don't see any maintenance feed configured for that issuer. Their status page would be the place to look.")
        .user("it's recovering already. let's just watch it")
        .stop("issuer-gw errors declining."),
    planted: [],
  },
  {
    id: "b138-empty-rerun-recon",
    build: (s) =>
      s
        .user("rerun the reconciliation for yesterday, finance wants the report by 9")
        .bash(
          "go run ./tools/recon --date 2026-11-26 --out /tmp/recon-2026-11-26.csv",
          "matched 1,882,114 / 1,882,120\nunmatched: 6 (written to /tmp/recon-2026-11-26.csv)",
        )
        .assistant("Done: 6 unmatched out of 1.88M. The CSV is at /tmp/recon-2026-11-26.csv.")
        .user("upload it to the finance bucket")
        .bash(
          "aws s3 cp /tmp/recon-2026-11-26.csv s3://paywell-finance-inbox/recon/",
          "upload: /tmp/recon-2026-11-26.csv to s3://paywell-finance-inbox/recon/recon-2026-11-26.csv",
        )
        .assistant("Uploaded to s3://paywell-finance-inbox/recon/.")
        .stop("Recon report uploaded."),
    planted: [],
  },
];

export const BLIND138 = plantedSet(BLIND138_SESSIONS, Date.UTC(2026, 10, 16, 9));
