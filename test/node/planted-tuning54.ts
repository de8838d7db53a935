/**
 * Planted set tuning54 for the offline long-term-memory extractor. Style: observability and
 * on-call work (metrics, tracing, logging pipelines, alert rules, dashboards, SLOs, runbooks) in
 * Codex CLI voice: short task-like user requests, an agent that says what it will inspect, runs
 * commands and closes with a compact summary; facts about thresholds and owners; tasks left
 * after incidents.
 *
 * Training set for the sentence classifier (written without reading the extractor).
 *
 * Each session is one segment; the items planted in it are listed with it. Every other message
 * must give nothing: questions, hypotheses, proposals not taken, withdrawn ideas, unconfirmed
 * guesses, quoted alert rules, logs and tool output, chit-chat, and in-session requests that
 * are done in the same session.
 *
 * Matching rule (the one test/node/planted-blind.ts states):
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

const START = Date.UTC(2026, 10, 20, 7);

export const TUNING54_SESSIONS: BlindSession[] = [
  {
    id: "t54-latency-alert",
    build: (s) =>
      s
        .user("Checkout latency alert fired 6 times overnight and every one auto-resolved. Look at the rule.")
        .assistant("I'll read the rule definition and the firing history before changing anything.")
        .bash(
          "cat alerts/checkout.rules.yml",
          '- alert: CheckoutLatencyHigh\n  expr: histogram_quantile(0.99, rate(http_request_duration_seconds_bucket{svc="checkout"}[1m])) > 0.8\n  for: 1m\n  labels:\n    severity: page',
        )
        .assistant("The rule uses a 1m rate window with `for: 1m`, so a single slow scrape pages. Each firing lasted under 3 minutes.")
        .user("Make it a 5m window and for: 10m. That's what we agreed in the retro, p99 over 800ms sustained for ten minutes pages, anything shorter doesn't.")
        .file("Edit", "alerts/checkout.rules.yml")
        .bash("promtool check rules alerts/checkout.rules.yml", "Checking alerts/checkout.rules.yml\n  SUCCESS: 1 rules found")
        .assistant("Updated `CheckoutLatencyHigh` to `[5m]` and `for: 10m`; promtool passes.")
        .stop(),
    planted: [{ kind: "decision", keys: ["p99", "ten minutes"] }],
  },
  {
    id: "t54-owners-fact",
    build: (s) =>
      s
        .user("Who owns the kafka-lag dashboard? It has a broken panel.")
        .bash("grep -rn '\"owner\"' dashboards/kafka-lag.json", 'dashboards/kafka-lag.json:4:  "owner": "team-streams",')
        .assistant("The dashboard JSON lists `team-streams` as owner.")
        .user("Right, and their on-call alias is #streams-oncall in Slack. Ping there for anything Kafka, not the platform channel.")
        .assistant("Understood. I'll leave the panel as is and draft a note for #streams-oncall.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["team-streams"] },
      { kind: "instruction", keys: ["#streams-oncall", "kafka"] },
    ],
  },
  {
    id: "t54-empty-promql-question",
    build: (s) =>
      s
        .user("What's the difference between rate() and irate() in PromQL again?")
        .assistant(
          "`rate()` averages the per-second increase over the whole window; `irate()` uses only the last two samples, so it is spikier and better for fast-moving graphs than for alerts.",
        )
        .user("So irate in alerts is a bad idea?")
        .assistant("Usually, yes: it can flap on a single sample. It's a rule of thumb, not something your rules enforce.")
        .stop(),
    planted: [],
  },
  {
    id: "t54-postmortem-tasks",
    build: (s) =>
      s
        .user("Postmortem for INC-2291 (payments 502s, 41 min). Pull the timeline from the incident channel export.")
        .bash(
          "jq -r '.[] | \"\\(.ts) \\(.text)\"' exports/inc-2291.json | head -5",
          "09:12 paged: PaymentsErrorRate\n09:19 ack by lee\n09:31 rollback started\n09:48 rollback complete\n09:53 resolved",
        )
        .assistant(
          "Timeline extracted: page at 09:12, ack at 09:19, rollback 09:31 to 09:48, resolved 09:53. Root cause per the channel: the new connection pool size of 4 starved the gateway.",
        )
        .user(
          "Action items from the review, record them:\n- add a pool saturation panel to the payments dashboard\n- alert on gateway connection wait time > 200ms\n- canary must run 15 min before full rollout for payments",
        )
        .file("Write", "postmortems/INC-2291.md")
        .assistant("Wrote postmortems/INC-2291.md with the timeline, root cause and the three action items, unassigned.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["pool", "gateway"] },
      { kind: "task", keys: ["saturation", "panel"] },
      { kind: "task", keys: ["wait time"] },
      { kind: "task", keys: ["canary", "15 min"] },
    ],
  },
  {
    id: "t54-log-pipeline-drop",
    build: (s) =>
      s
        .user("Logs from the eu cluster stopped showing up in Loki around 03:00.")
        .assistant("I'll check the Promtail agents and the Loki distributor for rejected writes.")
        .bash(
          "kubectl -n logging logs ds/promtail --since=6h | grep -m3 -i 'error'",
          'level=error msg="final error sending batch" status=429 error="server returned HTTP status 429 Too Many Requests (429): Ingestion rate limit exceeded for user eu-prod (limit: 4194304 bytes/sec)"',
        )
        .assistant("Promtail is getting 429s: the eu-prod tenant hit Loki's ingestion limit of 4 MiB/s.")
        .user("The per-tenant ingestion limit is 4MiB/s by design, platform set it. Don't raise it, drop the debug logs from the batch-worker instead.")
        .file("Edit", "deploy/promtail/eu.yaml")
        .bash("kubectl -n logging rollout restart ds/promtail", "daemonset.apps/promtail restarted")
        .assistant("Added a drop stage for `level=debug` on batch-worker; ingestion is back under the limit.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["ingestion", "4mib/s"] },
      { kind: "instruction", keys: ["raise"] },
    ],
  },
  {
    id: "t54-slo-definition",
    build: (s) =>
      s
        .user("We need an SLO for the search API. What are the options?")
        .assistant("Typical choices: availability (non-5xx ratio) and latency (share of requests under a threshold). Let me see what the traffic looks like.")
        .bash(
          "curl -s 'http://prom:9090/api/v1/query?query=histogram_quantile(0.95,sum(rate(search_request_seconds_bucket[7d]))by(le))' | jq -r '.data.result[0].value[1]'",
          "0.412",
        )
        .assistant("p95 over the last 7 days is 412 ms.")
        .user("Set it: 99.5% of search requests under 500ms over 28 days. Availability SLO stays at 99.9 like the rest. Write the sloth spec.")
        .file("Write", "slos/search.yaml")
        .bash("sloth validate -i slos/search.yaml", "INF Validation succeeded slo-specs=1")
        .stop("slos/search.yaml defines both objectives; sloth validates it."),
    planted: [
      { kind: "decision", keys: ["99.5%", "500ms"] },
      { kind: "fact", keys: ["availability", "99.9"] },
    ],
  },
  {
    id: "t54-empty-dashboard-tweak",
    build: (s) =>
      s
        .user("Change the y-axis of the 'Queue depth' panel to log scale.")
        .file("Edit", "dashboards/queues.json")
        .assistant("Set `scaleDistribution: log` (base 10) on the Queue depth panel.")
        .user("thx")
        .stop(),
    planted: [],
  },
  {
    id: "t54-tracing-sampling",
    build: (s) =>
      s
        .user("Our tempo bill doubled. What's the trace sampling right now?")
        .bash("grep -n -A3 'sampler' otel/collector.yaml", "42:  probabilistic_sampler:\n43:    sampling_percentage: 100")
        .assistant("The collector keeps 100% of traces. Tail sampling that keeps errors and slow traces plus 10% of the rest would cut volume substantially.")
        .user("Go with tail sampling: keep all errors, everything over 2s, and 5% of the rest. Not 10.")
        .file("Edit", "otel/collector.yaml")
        .bash("otelcol validate --config otel/collector.yaml", "")
        .assistant("Replaced the probabilistic sampler with `tail_sampling` (errors, latency > 2s, 5% probabilistic). Config validates.")
        .user(
          "Also the collector runs as a deployment with 3 replicas behind the load-balancing exporter, so trace ids stick to one replica. Mention that in the README.",
        )
        .file("Edit", "otel/README.md")
        .stop(),
    planted: [
      { kind: "decision", keys: ["tail sampling", "5%"] },
      { kind: "fact", keys: ["replicas", "load-balancing"] },
    ],
  },
  {
    id: "t54-runbook-convention",
    build: (s) =>
      s
        .user("Add a runbook link to the DiskAlmostFull alert.")
        .bash("ls runbooks/ | head", "cpu-throttling.md\ndisk-almost-full.md\nkafka-lag.md")
        .assistant("There's already runbooks/disk-almost-full.md. I'll link it via `annotations.runbook_url`.")
        .file("Edit", "alerts/node.rules.yml")
        .user("Good. Standing rule for this repo: every alert with severity page must carry a runbook_url, no exceptions. Reviewers will bounce it otherwise.")
        .assistant("Noted. Two existing paging alerts have none:")
        .bash(
          "yq '.groups[].rules[] | select(.labels.severity==\"page\" and .annotations.runbook_url==null) | .alert' alerts/*.yml",
          "NodeClockSkew\nEtcdNoLeader",
        )
        .user("Leave those two for now, Hana is writing the etcd and clock skew runbooks next sprint.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["runbook_url", "page"] },
      { kind: "task", keys: ["etcd", "clock skew"] },
    ],
  },
  {
    id: "t54-empty-hypothesis-cpu",
    build: (s) =>
      s
        .user("api pods CPU went from 40% to 70% after Tuesday. Why?")
        .bash("kubectl top pods -n api | sort -k2 -h | tail -3", "api-7c9f-2kq  712m  1.1Gi\napi-7c9f-8zt  705m  1.0Gi\napi-7c9f-x1p  698m  1.1Gi")
        .assistant(
          "All replicas are evenly higher, so it isn't one hot pod. It could be the JSON logging change from Tuesday, or more traffic; I haven't compared request rates yet.",
        )
        .user("Maybe the new gzip middleware? Not sure.")
        .assistant("Possible too. A CPU profile from one pod would settle it.")
        .stop(),
    planted: [],
  },
  {
    id: "t54-metrics-cardinality",
    build: (s) =>
      s
        .user("Prometheus is at 9M active series, it was 3M last month. Find the culprit.")
        .bash(
          "curl -s http://prom:9090/api/v1/status/tsdb | jq -r '.data.seriesCountByMetricName[:3][] | \"\\(.name) \\(.value)\"'",
          "http_requests_total 4812330\ngrpc_server_handled_total 611200\nprocess_cpu_seconds_total 9120",
        )
        .assistant("`http_requests_total` alone has 4.8M series. Checking its labels:")
        .bash("curl -s 'http://prom:9090/api/v1/label/path/values' | jq '.data | length'", "1590442")
        .assistant("The `path` label has 1.59M values; raw URLs with ids are going in as label values.")
        .user(
          "Drop `path` at scrape time and use `route` (the templated one). And from now on: no unbounded values like user ids or raw paths in metric labels, ever.",
        )
        .file("Edit", "prometheus/scrape/api.yaml")
        .bash("promtool check config prometheus/prometheus.yml", "SUCCESS: prometheus/prometheus.yml is valid prometheus config file syntax")
        .stop("Added a labeldrop for `path`; series should fall back within a retention cycle."),
    planted: [{ kind: "instruction", keys: ["unbounded", "labels"] }],
  },
  {
    id: "t54-pager-rotation",
    build: (s) =>
      s
        .user("Swap me and Oleg on the pager for next week.")
        .bash("pd schedule override create --schedule P7Q2X --user oleg --start 2026-11-30T09:00 --end 2026-12-07T09:00", "Override created: OV4KD2")
        .assistant("Oleg covers the primary schedule from Nov 30 09:00 to Dec 7 09:00.")
        .user("Cheers. FYI handoff is Mondays 09:00 Berlin time, and the secondary is always someone from the other timezone half.")
        .stop(),
    planted: [{ kind: "fact", keys: ["handoff", "mondays"] }],
  },
  {
    id: "t54-empty-chat",
    build: (s) =>
      s.user("quiet night on call for once").assistant("Nice. Anything you want me to look at while it's calm?").user("no, just enjoying it").stop(),
    planted: [],
  },
  {
    id: "t54-retention-decision",
    build: (s) =>
      s
        .user("How long do we keep logs in Loki now?")
        .bash("grep -n retention loki/values.yaml", "31:    retention_period: 744h")
        .assistant("31 days (744h), set in loki/values.yaml.")
        .user(
          "Security wants 90. I was going to say 90 for everything, but storage would triple. Let's do 90 days for the audit stream only, the rest stays 31.",
        )
        .file("Edit", "loki/values.yaml")
        .bash("helm diff upgrade loki grafana/loki -f loki/values.yaml | grep -c retention", "3")
        .assistant('Added a per-stream retention rule of 2160h for `{stream="audit"}`; the default stays 744h.')
        .stop(),
    planted: [{ kind: "decision", keys: ["90 days", "audit"] }],
  },
  {
    id: "t54-structured-logging",
    build: (s) =>
      s
        .user("Refactor the order service logs to structured JSON.")
        .file("Read", "order/logging.go")
        .assistant("It uses `log.Printf` everywhere. I'll switch to `slog` with a JSON handler.")
        .file("Edit", "order/logging.go")
        .bash("go test ./order/...", "ok  \tacme/order\t0.604s")
        .user(
          "Good. Conventions: field names in snake_case, always include trace_id and order_id when you have them, and the message itself is a short constant string, variable stuff goes in fields.",
        )
        .assistant("Understood; I'll apply those across the service.")
        .file("Edit", "order/handlers.go")
        .stop("Handlers log `order_created` etc. with `order_id` and `trace_id` fields."),
    planted: [
      { kind: "instruction", keys: ["snake_case"] },
      { kind: "instruction", keys: ["trace_id", "order_id"] },
      { kind: "instruction", keys: ["constant string"] },
    ],
  },
  {
    id: "t54-quoted-rule-never",
    build: (s) =>
      s
        .user(
          "This alert text confuses people, what does it mean?\n```\nsummary: Replication lag never below 30s in the last hour\ndescription: TODO always check the primary first\n```",
        )
        .bash("psql -h db-replica-2 -c 'select now() - pg_last_xact_replay_timestamp()'", "    ?column?\n-----------------\n 00:00:42.118")
        .assistant("The replica is 42s behind. The alert fires when lag stays above 30s for an hour; the 'TODO' in the description is leftover template text.")
        .user("ok, reword the description to say 'check the primary's WAL rate first' and drop the TODO")
        .file("Edit", "alerts/postgres.rules.yml")
        .stop("Reworded."),
    planted: [],
  },
  {
    id: "t54-synthetic-checks",
    build: (s) =>
      s
        .user("Set up a synthetic check for the login page.")
        .bash("ls blackbox/targets", "api-health.yaml\nstatus-page.yaml")
        .assistant("Blackbox targets are file-based here. I'll add login with the http_2xx module.")
        .file("Write", "blackbox/targets/login.yaml")
        .bash("curl -s 'http://blackbox:9115/probe?target=https://app.acme.io/login&module=http_2xx' | grep probe_success", "probe_success 1")
        .assistant("Probe works. By the way, the blackbox exporter only runs in us-east, so these checks don't see EU-only outages.")
        .user("Yeah that's known. We need a second blackbox in eu-central, add that to the backlog.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["blackbox", "us-east"] },
      { kind: "task", keys: ["eu-central"] },
    ],
  },
  {
    id: "t54-error-budget-policy",
    build: (s) =>
      s
        .user("The search SLO burned 80% of its budget in 9 days. What does that mean for us?")
        .bash("curl -s 'http://prom:9090/api/v1/query?query=slo:sli_error:ratio_rate30d{service=\"search\"}' | jq -r '.data.result[0].value[1]'", "0.00401")
        .assistant("Error ratio is 0.40% against a 0.5% budget over 28 days. At this rate the budget is gone in about 2 days.")
        .user(
          "Then we follow the policy: when a service burns more than 75% of its budget, feature deploys to it freeze until it recovers. Team agreed on that last quarter. Freeze search deploys now.",
        )
        .bash("gh variable set DEPLOY_FREEZE_SEARCH --body true", "✓ Set variable DEPLOY_FREEZE_SEARCH for acme/search")
        .stop("Search deploys are frozen via DEPLOY_FREEZE_SEARCH."),
    planted: [{ kind: "decision", keys: ["75%", "freeze"] }],
  },
  {
    id: "t54-empty-withdrawn-vendor",
    build: (s) =>
      s
        .user("Should we move metrics to Datadog? Managing Thanos is eating our week.")
        .bash("du -sh /data/thanos/store", "7.4T\t/data/thanos/store")
        .assistant("At 7.4 TB and your series count, Datadog's custom-metrics pricing would likely exceed your current compute spend by a wide margin.")
        .user("ugh yeah, forget I asked. staying put")
        .stop(),
    planted: [],
  },
  {
    id: "t54-alertmanager-routing",
    build: (s) =>
      s
        .user("Warnings are paging people at 3am. Fix the routing.")
        .bash("yq '.route.routes[] | [.matchers, .receiver]' alertmanager/config.yml -o json | head -8", '[["severity=~warning|page"], "pagerduty-primary"]')
        .assistant("The first route sends both warning and page severity to PagerDuty.")
        .user("Only severity=page goes to PagerDuty. Warnings go to the #alerts-low slack channel, business hours only. That's the policy.")
        .file("Edit", "alertmanager/config.yml")
        .bash("amtool check-config alertmanager/config.yml", "Checking 'alertmanager/config.yml'  SUCCESS")
        .stop("Split the route: page to pagerduty-primary, warning to #alerts-low with a business-hours time interval."),
    planted: [
      { kind: "decision", keys: ["pagerduty", "severity=page"] },
      { kind: "decision", keys: ["warnings", "#alerts-low"] },
    ],
  },
  {
    id: "t54-grafana-access",
    build: (s) =>
      s
        .user("Give the support team read access to the customer health dashboard.")
        .bash(
          "grafana-cli admin list-teams 2>/dev/null || curl -s -u admin:$GF_PASS http://grafana:3000/api/teams/search | jq -r '.teams[].name'",
          "sre\nsupport\nstreams",
        )
        .assistant("There's a `support` team. I'll grant Viewer on that dashboard's folder.")
        .bash(
          "curl -s -X POST -u admin:$GF_PASS http://grafana:3000/api/folders/cust-health/permissions -d @perm.json",
          '{"message":"Folder permissions updated"}',
        )
        .user(
          "Note for later: grafana permissions are managed in terraform (infra/grafana/), so what you just did will be overwritten on the next apply. Put it in the tf instead.",
        )
        .file("Edit", "infra/grafana/folders.tf")
        .stop("Added the support Viewer permission to infra/grafana/folders.tf."),
    planted: [{ kind: "fact", keys: ["terraform", "infra/grafana/"] }],
  },
  {
    id: "t54-incident-followups",
    build: (s) =>
      s
        .user("INC-2307 is mitigated (redis failover took 4 min instead of 30s). What's left?")
        .bash("redis-cli -h redis-sentinel-1 -p 26379 sentinel get-master-addr-by-name cache", "10.4.2.17\n6379")
        .assistant("The new primary is 10.4.2.17. The slow failover came from `down-after-milliseconds` being 180000 on the sentinels.")
        .user(
          "Confirmed that's the cause, I checked the sentinel logs too. Follow-ups: lower down-after-milliseconds to 5000 via the chef role, and add a failover drill to the quarterly game day. Neither today.",
        )
        .assistant("Recorded both as open; nothing changed on the sentinels now.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["down-after-milliseconds", "180000"] },
      { kind: "task", keys: ["down-after-milliseconds", "5000"] },
      { kind: "task", keys: ["failover drill"] },
    ],
  },
  {
    id: "t54-empty-regex-help",
    build: (s) =>
      s
        .user("LogQL: how do I match lines with status 5xx from the json field?")
        .assistant('`{app="api"} | json | status >= 500` parses the line and filters on the numeric field.')
        .user("perfect")
        .stop(),
    planted: [],
  },
  {
    id: "t54-exemplars",
    build: (s) =>
      s
        .user("Turn on exemplars so we can jump from the latency graph to traces.")
        .bash("grep -n 'enable-feature' prometheus/deploy.yaml", "18:        - --enable-feature=native-histograms")
        .file("Edit", "prometheus/deploy.yaml")
        .assistant("Added `exemplar-storage` to the feature flags and enabled exemplars on the latency panel, with tempo as the trace datasource.")
        .user("nice. the tempo datasource uid is `tempo-prod`, hardcode that in panels, the name changes too often")
        .stop(),
    planted: [{ kind: "instruction", keys: ["tempo-prod", "uid"] }],
  },
  {
    id: "t54-disk-threshold",
    build: (s) =>
      s
        .user("DiskAlmostFull on kafka brokers fires at 80%, that's way too early for them.")
        .bash("df -h /var/lib/kafka | tail -1", "/dev/nvme1n1  3.5T  2.9T  640G  82% /var/lib/kafka")
        .assistant("82% with 640G free. Kafka retention keeps usage steady, so 80% is mostly noise here.")
        .user("For kafka brokers the disk threshold is 90%, everything else keeps 80. Split the rule.")
        .file("Edit", "alerts/node.rules.yml")
        .bash("promtool test rules tests/node.rules.test.yml", "Unit Testing:  tests/node.rules.test.yml\n  SUCCESS")
        .stop("Kafka brokers alert at 90%, other nodes at 80%; rule tests pass."),
    planted: [{ kind: "decision", keys: ["kafka", "90%"] }],
  },
  {
    id: "t54-log-level-superseded",
    build: (s) =>
      s
        .user("Set the default log level to debug in staging so we can chase the session bug.")
        .bash("kubectl -n staging set env deploy/web LOG_LEVEL=debug", "deployment.apps/web env updated")
        .assistant("Staging web is on debug now. Volume check:")
        .bash("logcli query --since=10m '{env=\"staging\",app=\"web\"}' --stats 2>&1 | grep 'Ingested'", "Ingested: 1.9 GB")
        .user("1.9 GB in 10 minutes, no way. Scratch debug, staging default is info, and we turn on debug per request with the X-Debug header instead.")
        .bash("kubectl -n staging set env deploy/web LOG_LEVEL=info", "deployment.apps/web env updated")
        .stop("Back to info; per-request debug via X-Debug is already supported by the middleware."),
    planted: [{ kind: "decision", keys: ["info", "x-debug"] }],
  },
  {
    id: "t54-owners-list",
    build: (s) =>
      s
        .user("Build me a quick owners table for the top alerts, I'm new on the rotation.")
        .bash(
          "yq -r '.groups[].rules[] | [.alert, .labels.team] | @tsv' alerts/*.yml | sort -u | head -6",
          "CheckoutLatencyHigh\tcheckout\nDiskAlmostFull\tsre\nKafkaLag\tstreams\nPaymentsErrorRate\tpayments",
        )
        .assistant("From the `team` labels:\n- CheckoutLatencyHigh: checkout\n- DiskAlmostFull: sre\n- KafkaLag: streams\n- PaymentsErrorRate: payments")
        .user("Also worth knowing: payments has no weekend on-call of its own, sre covers PaymentsErrorRate on weekends.")
        .stop(),
    planted: [{ kind: "fact", keys: ["weekend", "sre"] }],
  },
  {
    id: "t54-empty-completed-silence",
    build: (s) =>
      s
        .user("Silence NodeDown for db-7 for 2h, it's in maintenance.")
        .bash("amtool silence add alertname=NodeDown instance=db-7 --duration=2h --comment='maintenance'", "8c2f1d0e-4b7a-4c55-9c6e-2a3f1c0b9d11")
        .assistant("Silence created for 2h.")
        .stop(),
    planted: [],
  },
  {
    id: "t54-otel-naming",
    build: (s) =>
      s
        .user("Add a span around the fraud check call.")
        .file("Edit", "payments/fraud.py")
        .bash("pytest tests/test_fraud.py -q", "5 passed in 0.38s")
        .assistant("Wrapped `score_transaction` in a `fraud.check` span with the merchant id as an attribute.")
        .user(
          "Span names follow `<component>.<operation>`, lowercase, which you did. But attributes use the semconv names where one exists, so merchant id goes under `app.merchant.id`, not `merchant_id`. Keep to that.",
        )
        .file("Edit", "payments/fraud.py")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["span names"] },
      { kind: "instruction", keys: ["semconv"] },
    ],
  },
  {
    id: "t54-uptime-fact",
    build: (s) =>
      s
        .user("Status page shows 99.2% for November, is that right?")
        .bash("curl -s https://status.acme.io/api/v2/summary.json | jq -r '.components[] | select(.name==\"API\") | .uptime'", "99.21")
        .assistant("It matches: 99.21% for the API component.")
        .user("Ok. For the record, the status page is statuspage.io and only Ruth and the incident commander can post to it.")
        .stop(),
    planted: [{ kind: "fact", keys: ["statuspage.io", "ruth"] }],
  },
  {
    id: "t54-noisy-alert-rejected",
    build: (s) =>
      s
        .user("PodRestarting is noisy. Options?")
        .bash("curl -s 'http://prom:9090/api/v1/query?query=count(ALERTS{alertname=\"PodRestarting\"})' | jq -r '.data.result[0].value[1]'", "37")
        .assistant("37 active. We could raise the threshold from 3 restarts/h to 10, or delete it and rely on the SLO alerts.")
        .user("Don't delete it. and not 10 either. Make PodRestarting fire only for deployments labelled tier=critical, the rest go to the weekly report.")
        .file("Edit", "alerts/k8s.rules.yml")
        .stop("PodRestarting now matches only tier=critical workloads."),
    planted: [{ kind: "decision", keys: ["podrestarting", "tier=critical"] }],
  },
  {
    id: "t54-empty-graph-read",
    build: (s) =>
      s
        .user("Is this spike at 14:05 real or a scrape gap?")
        .bash(
          "curl -s 'http://prom:9090/api/v1/query_range?query=up{job=\"api\"}&start=1764165600&end=1764166200&step=30' | jq '.data.result[0].values | length'",
          "21",
        )
        .assistant("All 21 scrapes are present in that window, so the spike is real data, not a gap.")
        .stop(),
    planted: [],
  },
  {
    id: "t54-dashboard-as-code",
    build: (s) =>
      s
        .user("I edited the ingest dashboard in the UI, can you export it to the repo?")
        .bash(
          "curl -s -u admin:$GF_PASS http://grafana:3000/api/dashboards/uid/ingest | jq .dashboard > dashboards/ingest.json && wc -c dashboards/ingest.json",
          "18422 dashboards/ingest.json",
        )
        .assistant("Exported to dashboards/ingest.json.")
        .user(
          "Thanks. In future: dashboards are edited as jsonnet in grafonnet/, never hand-edited JSON or UI edits. The json dir is generated. Port this one to jsonnet when there's time.",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["jsonnet", "grafonnet/"] },
      { kind: "task", keys: ["port", "jsonnet"] },
    ],
  },
  {
    id: "t54-cost-labels",
    build: (s) =>
      s
        .user("Which team is generating the most log volume?")
        .bash(
          "logcli series --analyze-labels '{cluster=\"prod\"}' 2>/dev/null | head -4",
          "Label Name  Unique Values  Found In Streams\nteam        14             8112\napp         211            8112",
        )
        .assistant("Per-team bytes aren't directly in logcli output; Loki's usage stats show `team=data-eng` at 41% of ingest.")
        .user("Expected, data-eng ships spark executor logs. They have an exemption until March. After that we enforce the 5% per-team quota.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["data-eng", "exemption"] },
      { kind: "decision", keys: ["quota"] },
    ],
  },
  {
    id: "t54-traces-missing",
    build: (s) =>
      s
        .user("Traces from the node gateway end at the gateway, downstream spans missing.")
        .file("Read", "gateway/src/http.ts")
        .assistant("The gateway forwards with a custom `fetch` wrapper that drops headers, so `traceparent` never reaches the services.")
        .file("Edit", "gateway/src/http.ts")
        .bash("npm test -- http", "Tests: 9 passed, 9 total")
        .assistant("The wrapper now propagates `traceparent` and `tracestate`; spans connect in a local tempo.")
        .user("good catch. rule for the gateway from here on: every outbound client must go through propagate(), no raw fetch")
        .stop(),
    planted: [{ kind: "instruction", keys: ["propagate()", "fetch"] }],
  },
  {
    id: "t54-empty-long-investigation",
    build: (s) =>
      s
        .user("Memory of the ingester grows 200MB a day. Leak?")
        .bash("kubectl -n loki top pod -l app=ingester", "ingester-0  1200m  7.8Gi\ningester-1  1150m  7.9Gi")
        .assistant("Both at ~7.8Gi. I'll look at the Go heap profile.")
        .bash(
          "curl -s http://ingester-0:3100/debug/pprof/heap > /tmp/heap && go tool pprof -top /tmp/heap | head -5",
          "Showing nodes accounting for 5.1GB, 92% of 5.5GB total\n  3.2GB chunk.(*MemChunk).Append\n  1.1GB stream.(*index).Add",
        )
        .assistant(
          "Most of it is in-memory chunks waiting to flush. That might simply be higher stream count, or chunk_idle_period could be too long. I can't tell yet which one.",
        )
        .user("hm. could also be the WAL replay from Monday's restart")
        .assistant("That is possible as well; replay memory is usually released after the first flush though.")
        .user("let's watch it for a few days before touching anything")
        .stop(),
    planted: [],
  },
  {
    id: "t54-sla-customer",
    build: (s) =>
      s
        .user("Enterprise customer asks for our API SLA. What do we promise?")
        .bash("grep -n -i 'uptime' legal/enterprise-sla.md", "12:The API will be available 99.95% of each calendar month, excluding scheduled maintenance.")
        .assistant("The contract text says 99.95% monthly, excluding scheduled maintenance.")
        .user(
          "Right, external SLA is 99.95 monthly while internal SLO is 99.9 over 28 days. Weird but that's how sales wrote it. Don't quote the internal SLO to customers, only the contract.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["sla", "99.95"] },
      { kind: "instruction", keys: ["customers", "contract"] },
    ],
  },
  {
    id: "t54-heartbeat-alert",
    build: (s) =>
      s
        .user("Add a dead man's switch so we know if alertmanager itself dies.")
        .file("Edit", "alerts/meta.rules.yml")
        .bash("promtool check rules alerts/meta.rules.yml", "  SUCCESS: 1 rules found")
        .assistant("Added an always-firing `Watchdog` alert routed to the healthchecks.io receiver.")
        .user(
          "The healthchecks.io check is on the sre@ account and alerts if no ping for 5 min. Hook up the receiver in alertmanager too, I'll do the check on their side tomorrow.",
        )
        .file("Edit", "alertmanager/config.yml")
        .stop("Receiver `deadmans` points at the healthchecks.io ping URL."),
    planted: [
      { kind: "fact", keys: ["healthchecks.io", "5 min"] },
      { kind: "task", keys: ["healthchecks.io", "tomorrow"] },
    ],
  },
  {
    id: "t54-empty-ack",
    build: (s) =>
      s
        .user("ack'd the page, looking")
        .assistant("Okay. Want the last hour of error logs for the affected service?")
        .user("no it was a false alarm, the probe target was being redeployed")
        .stop(),
    planted: [],
  },
  {
    id: "t54-recording-rules",
    build: (s) =>
      s
        .user("The SLO dashboard takes 40s to load.")
        .bash("grep -c 'histogram_quantile' dashboards/slo.json", "18")
        .assistant("18 panels compute quantiles over 28 days of raw histograms on every load. Recording rules for the 5m rates would make them cheap.")
        .user("yes do recording rules. naming: level:metric:operations, like job:http_requests:rate5m. stick to that for all new ones")
        .file("Write", "prometheus/rules/slo-recording.yml")
        .bash("promtool check rules prometheus/rules/slo-recording.yml", "  SUCCESS: 6 rules found")
        .stop("Six recording rules added; dashboard switched to them."),
    planted: [{ kind: "instruction", keys: ["level:metric:operations"] }],
  },
  {
    id: "t54-oncall-handover",
    build: (s) =>
      s
        .user("Write my on-call handover for the week.")
        .bash("pd incident list --since 2026-11-23 --statuses resolved --json | jq length", "9")
        .assistant(
          "9 incidents resolved this week. Draft:\n- 4 pages from CheckoutLatencyHigh before the rule change\n- 1 real outage: INC-2307 redis failover\n- 4 disk alerts on kafka brokers (now 90% threshold)",
        )
        .user(
          "Add open items: the cert for grafana.internal expires Dec 9 and nobody renewed it yet, and the loki compactor has been failing silently since Thursday, somebody has to dig in.",
        )
        .file("Write", "handovers/2026-w48.md")
        .stop("Handover written to handovers/2026-w48.md."),
    planted: [
      { kind: "task", keys: ["cert", "grafana.internal"] },
      { kind: "task", keys: ["compactor"] },
    ],
  },
  {
    id: "t54-empty-proposal-unanswered",
    build: (s) =>
      s
        .user("the alerts repo is a mess")
        .bash("ls alerts | wc -l", "43")
        .assistant("43 rule files. I could group them per team in subdirectories and add a CI job that runs `promtool test rules`. Want me to?")
        .user("maybe later")
        .stop(),
    planted: [],
  },
  {
    id: "t54-scrape-interval",
    build: (s) =>
      s
        .user("Why do short CPU spikes not show on the node graphs?")
        .bash("grep -n scrape_interval prometheus/prometheus.yml", "3:  scrape_interval: 60s")
        .assistant("Global scrape interval is 60s, so spikes under a minute average out.")
        .user("60s is deliberate for cost. node-exporter gets 15s as an exception, the rest stays 60s. Do that.")
        .file("Edit", "prometheus/scrape/node.yaml")
        .bash("promtool check config prometheus/prometheus.yml", "SUCCESS")
        .stop(),
    planted: [{ kind: "decision", keys: ["node-exporter", "15s"] }],
  },
  {
    id: "t54-pii-logs",
    build: (s) =>
      s
        .user("Someone spotted emails in the signup service logs.")
        .bash(
          'logcli query --since=1h \'{app="signup"} |= "@"\' --limit 3 -q',
          '{"msg":"user_created","email":"j***@example.com"}\n{"msg":"verify_sent","to":"jane.doe@example.com"}',
        )
        .assistant("`verify_sent` logs the full address in `to`; `user_created` is already masked.")
        .file("Edit", "signup/mailer.ts")
        .assistant("Masked `to` with the same helper.")
        .user(
          "thanks. hard rule: no raw email addresses or phone numbers in logs, mask with maskPii(). Also the old lines are still in loki for 31 days, we need to file a deletion request with platform for those.",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["maskpii"] },
      { kind: "task", keys: ["deletion request"] },
    ],
  },
  {
    id: "t54-empty-tool-output-todo",
    build: (s) =>
      s
        .user("grep the alert rules for TODOs")
        .bash(
          "grep -rn TODO alerts/",
          "alerts/k8s.rules.yml:41:    # TODO: always page on CrashLoopBackOff?\nalerts/net.rules.yml:9:    # TODO never fires in staging",
        )
        .assistant(
          "Two TODO comments, in k8s.rules.yml line 41 and net.rules.yml line 9. Both are questions left by their authors rather than pending changes.",
        )
        .stop(),
    planted: [],
  },
  {
    id: "t54-tracing-backend-fact",
    build: (s) =>
      s
        .user("Where do traces from the mobile app land?")
        .bash("grep -rn 'otlp' mobile/config/*.json", 'mobile/config/prod.json:7:  "otlpEndpoint": "https://otel-edge.acme.io/v1/traces"')
        .assistant("The prod config sends OTLP to otel-edge.acme.io.")
        .user(
          "otel-edge is a separate collector that only accepts mobile traffic and samples at 1%, it forwards to the same tempo. Mobile folks own it, not us.",
        )
        .stop(),
    planted: [{ kind: "fact", keys: ["otel-edge", "1%"] }],
  },
  {
    id: "t54-synthetic-budget-superseded",
    build: (s) =>
      s
        .user("Let's run the browser synthetics every minute from 3 regions.")
        .bash("grep -n 'frequency' checkly/login.check.ts", "12:  frequency: Frequency.EVERY_10M,")
        .assistant("That's 10x the current frequency. At Checkly's pricing it would be roughly 130k runs a month.")
        .user("oh. ok revised: every 5 minutes from 2 regions, that's the plan")
        .file("Edit", "checkly/login.check.ts")
        .bash("npx checkly test login", "✔ login.check.ts > Login flow (3s)")
        .stop(),
    planted: [{ kind: "decision", keys: ["5 minutes", "2 regions"] }],
  },
  {
    id: "t54-alert-review-cadence",
    build: (s) =>
      s
        .user("Can you list the alerts that fired most in the last 30 days?")
        .bash(
          "curl -s 'http://prom:9090/api/v1/query?query=topk(3,sum by(alertname)(changes(ALERTS_FOR_STATE[30d])))' | jq -r '.data.result[] | \"\\(.metric.alertname) \\(.value[1])\"'",
          "PodRestarting 211\nCheckoutLatencyHigh 48\nDiskAlmostFull 31",
        )
        .assistant("Top three: PodRestarting (211), CheckoutLatencyHigh (48), DiskAlmostFull (31).")
        .user(
          "We review this list every first Tuesday of the month in the SRE sync, bring it then. And please always exclude staging alerts from these reports.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["first tuesday"] },
      { kind: "instruction", keys: ["exclude", "staging"] },
    ],
  },
  {
    id: "t54-empty-thanks",
    build: (s) => s.user("all good, the page cleared by itself").assistant("Great. I'll stand by.").stop(),
    planted: [],
  },
  {
    id: "t54-queue-alert-owner",
    build: (s) =>
      s
        .user("Add an alert on the email queue age.")
        .file("Edit", "alerts/queues.rules.yml")
        .bash("promtool check rules alerts/queues.rules.yml", "  SUCCESS: 4 rules found")
        .assistant("Added `EmailQueueOldestMessageAge` > 15m for 10m, severity warning, team label `growth`.")
        .user("growth owns the email queue yes. but make it page, oldest message over 15 min means password resets are stuck")
        .file("Edit", "alerts/queues.rules.yml")
        .stop(),
    planted: [
      { kind: "fact", keys: ["growth", "email queue"] },
      { kind: "decision", keys: ["password resets"] },
    ],
  },
  {
    id: "t54-runbook-todo",
    build: (s) =>
      s
        .user("Is there a runbook for Kafka under-replicated partitions?")
        .bash("ls runbooks | grep -i kafka", "kafka-lag.md")
        .assistant("Only kafka-lag.md exists; there's nothing for under-replicated partitions.")
        .user("Figures. Write one after the broker upgrade lands, not before, the procedure changes with KRaft.")
        .stop(),
    planted: [{ kind: "task", keys: ["under-replicated"] }],
  },
  {
    id: "t54-log-shipper-choice",
    build: (s) =>
      s
        .user("Fluent Bit or Vector for the new edge nodes? They have 512MB RAM.")
        .bash("ssh edge-01 free -m | awk 'NR==2{print $2, $7}'", "481 212")
        .assistant("212 MB available. Both fit; Vector's transforms are nicer, Fluent Bit is lighter (about 15 MB resident versus 60).")
        .user("Fluent Bit on the edge nodes, memory wins. We keep Vector on the aggregators where it already runs.")
        .file("Write", "ansible/roles/fluent-bit/tasks/main.yml")
        .assistant("Added a fluent-bit role. It isn't applied to any host yet.")
        .user(
          "Rolling it out to the 12 edge nodes is for next week after the freeze. And the tls certs for the shipper still need to be issued by the PKI team.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["fluent bit", "edge"] },
      { kind: "task", keys: ["rolling", "12 edge"] },
      { kind: "task", keys: ["tls", "pki"] },
    ],
  },
  {
    id: "t54-histogram-buckets",
    build: (s) =>
      s
        .user("Latency histograms have the default buckets, useless above 10s. Fix for the report service.")
        .file("Read", "report/metrics.py")
        .assistant("It uses prometheus_client's defaults, topping out at 10s. Reports take 5 to 90 seconds.")
        .user(
          "Switch the report service to native histograms, no hand-picked buckets. We'll do that for the other batch services too, but that's a follow-up for Q1.",
        )
        .file("Edit", "report/metrics.py")
        .bash("pytest tests/test_metrics.py -q", "3 passed in 0.22s")
        .stop("Report latency now uses a native histogram."),
    planted: [
      { kind: "decision", keys: ["native histograms"] },
      { kind: "task", keys: ["batch services", "q1"] },
    ],
  },
];

export const TUNING54 = plantedSet(TUNING54_SESSIONS, START);
