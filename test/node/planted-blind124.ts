/**
 * Blind planted set 124 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a Go microservices developer at a logistics company (gRPC, Kubernetes, Kafka) who types
 * terse bullet points, confirms the agent's findings with "yes that's it", and gives background on
 * the team's infra and who owns what.
 * Each session is one segment; the items planted in it are listed with it: 77 items (17 decisions, 19 instructions,
 * 23 facts, 18 tasks) in 47 sessions, 12 of which plant nothing (56 user/assistant messages between them). Every other message
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

export const BLIND124_SESSIONS: BlindSession[] = [
  {
    id: "b124-quote-deadline",
    build: (s) =>
      s
        .user("- shipment-svc -> rate-quote calls timing out in staging since yesterday\n- prod looks fine\n- can you find why")
        .bash(
          "kubectl -n routing logs deploy/shipment-svc --since=1h | grep -i deadline | tail -3",
          'level=ERROR msg="quote failed" err="rpc error: code = DeadlineExceeded desc = context deadline exceeded" shipment=SHP-88213\nlevel=ERROR msg="quote failed" err="rpc error: code = DeadlineExceeded desc = context deadline exceeded" shipment=SHP-88217\nlevel=ERROR msg="quote failed" err="rpc error: code = DeadlineExceeded desc = context deadline exceeded" shipment=SHP-88220',
        )
        .file("Read", "internal/quote/client.go")
        .assistant(
          "The quote client wraps every call in `context.WithTimeout(ctx, 200*time.Millisecond)`. rate-quote fans out to three carrier APIs and its staging p99 in the dashboard is ~340ms, so most calls blow the 200ms deadline. Prod has a warmer carrier cache, which would explain why it only shows in staging.",
        )
        .user(
          "yes that's it. the 200ms deadline on the quote client is the cause, carriers are slow in stg\n- bump to 800ms\n- fyi rate-quote belongs to the pricing team (Dana's team), not us. we only own the client side",
        )
        .file("Edit", "internal/quote/client.go")
        .bash("go test ./internal/quote/...", "ok  \tgithub.com/lgx/shipment-svc/internal/quote\t0.412s")
        .stop("Raised the quote client deadline to 800ms; quote tests pass."),
    planted: [
      { kind: "fact", keys: ["200ms", "deadline"] },
      { kind: "fact", keys: ["rate-quote", "pricing"] },
    ],
  },
  {
    id: "b124-tracking-consumer",
    build: (s) =>
      s
        .user(
          "need a new consumer in eta-svc for the tracking-events topic. conventions here:\n- we're moving everything to franz-go, sarama is on its way out, so new code is franz-go only\n- commit offsets manually after the handler returns, no autocommit\n- consumer group name is always <service>.<topic>, so eta-svc.tracking-events here",
        )
        .bash("ls internal/kafka/", "producer.go\nproducer_test.go\nsarama_consumer.go")
        .file("Write", "internal/tracking/consumer.go")
        .bash("go build ./... && go vet ./internal/tracking/", "")
        .assistant(
          "Consumer is in internal/tracking/consumer.go: franz-go client, group eta-svc.tracking-events, offsets committed after the handler returns. Do you want a dead-letter topic for messages that fail to decode?",
        )
        .user(
          "not now. topic creation is platform's, all topics go through their kafka-topics terraform repo, we can't create one ourselves.\nTODO later: add a DLQ for tracking-events once platform has created the topic",
        )
        .stop("Leaving the DLQ out for now."),
    planted: [
      { kind: "decision", keys: ["franz-go"] },
      { kind: "instruction", keys: ["offsets", "manually"] },
      { kind: "instruction", keys: ["consumer group"] },
      { kind: "fact", keys: ["kafka-topics"] },
      { kind: "task", keys: ["dlq", "tracking-events"] },
    ],
  },
  {
    id: "b124-proto-field",
    build: (s) =>
      s
        .user("add `promised_delivery_window` to Shipment in proto/shipment/v1/shipment.proto, start+end timestamps")
        .file("Edit", "proto/shipment/v1/shipment.proto")
        .bash("buf lint", "")
        .assistant(
          "Added `DeliveryWindow promised_delivery_window = 14;` with start/end `google.protobuf.Timestamp`. Field 12 and 13 look unused, I took 14 to be safe. buf lint is clean.",
        )
        .user(
          "good catch, 12 and 13 were removed fields. rules for protos, pls keep these:\n- never reuse a field number, removed ones get marked `reserved`\n- run `buf breaking --against '.git#branch=main'` before you push anything under proto/, CI runs it too but takes 15 min",
        )
        .file("Edit", "proto/shipment/v1/shipment.proto")
        .bash("buf breaking --against '.git#branch=main'", "")
        .assistant("Marked 12 and 13 as `reserved 12, 13;` and buf breaking passes against main.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["reserved"] },
      { kind: "instruction", keys: ["buf breaking"] },
    ],
  },
  {
    id: "b124-manifests-kustomize",
    build: (s) =>
      s
        .user("eta-svc deploy yaml is a copy-paste mess across stg/prd. options?")
        .bash("ls deploy/eta-svc/", "deployment-prd.yaml\ndeployment-stg.yaml\nservice.yaml\nhpa-prd.yaml")
        .assistant(
          "Two reasonable ways:\n1. A Helm chart with values-stg / values-prd.\n2. Kustomize: a base with the Deployment/Service/HPA and overlays for stg and prd patching replicas, resources and env.\nKustomize keeps plain YAML and Argo CD reads it natively; Helm gives templating if the services diverge a lot.",
        )
        .user("hmm helm maybe? we have a chart somewhere for billing")
        .assistant("The billing chart is in deploy/billing-svc/chart; it has ~40 templated values and a few `if` blocks per environment.")
        .user(
          "ugh right, that chart is why nobody touches billing. ok go with kustomize, base + overlays for stg/prd.\n- next sprint: move dispatch-svc manifests to the same overlay layout, not today",
        )
        .file("Write", "deploy/eta-svc/base/kustomization.yaml")
        .file("Write", "deploy/eta-svc/overlays/prd/kustomization.yaml")
        .bash("kustomize build deploy/eta-svc/overlays/prd | kubectl diff -f - --context lg-prd-euw1 | head -3", "(no diff)")
        .stop("eta-svc now uses a kustomize base with stg and prd overlays; the prd build matches what's deployed."),
    planted: [
      { kind: "decision", keys: ["kustomize"] },
      { kind: "task", keys: ["dispatch-svc", "overlay"] },
    ],
  },
  {
    id: "b124-cluster-background",
    build: (s) =>
      s
        .user(
          "some infra background before you start poking around:\n- staging = GKE cluster lg-stg-euw1, prod = lg-prd-euw1, both europe-west1\n- SRE (Marek's team) owns the clusters themselves, we only have namespace admin in `routing`\n- so anything cluster-wide is theirs",
        )
        .bash(
          "kubectl --context lg-stg-euw1 -n routing get pods",
          "NAME                            READY   STATUS    RESTARTS   AGE\ndispatch-svc-7d9c8b6f5-2kx8q    1/1     Running   0          3d\neta-svc-5f7b9c4d8-hh2lz         1/1     Running   4          3d\nshipment-svc-6c8f7d9b4-qm7rt    1/1     Running   0          1d",
        )
        .assistant("eta-svc has 4 restarts in 3 days, the others are clean. Want me to look at why?")
        .user("later. remind me to ask Marek for namespace admin for Joao (the new intern), he starts monday")
        .stop("Noted the request for Joao's access."),
    planted: [
      { kind: "fact", keys: ["lg-stg-euw1"] },
      { kind: "fact", keys: ["marek"] },
      { kind: "task", keys: ["joao"] },
    ],
  },
  {
    id: "b124-route-cache-race",
    build: (s) =>
      s
        .user("TestRouteCache flakes on my machine like 1 in 5, pls look")
        .bash(
          "go test -race -count=5 -run TestRouteCache ./internal/routing/",
          "==================\nWARNING: DATA RACE\nWrite at 0x00c0001a2330 by goroutine 23:\n  runtime.mapassign_faststr()\n  github.com/lgx/dispatch-svc/internal/routing.(*Cache).Put()\n      cache.go:41\nPrevious read at 0x00c0001a2330 by goroutine 22:\n  github.com/lgx/dispatch-svc/internal/routing.(*Cache).Get()\n      cache.go:29\n==================\nFAIL",
          1,
        )
        .assistant(
          "Cache.Put and Cache.Get touch the same map without a lock; the race detector shows it on cache.go:41 vs :29. An RWMutex around the map would fix it.",
        )
        .user("yes that's it. add the mutex")
        .file("Edit", "internal/routing/cache.go")
        .bash("go test -race -count=20 -run TestRouteCache ./internal/routing/", "ok  \tgithub.com/lgx/dispatch-svc/internal/routing\t3.871s")
        .user(
          "nice. from now on run go tests with `-race -count=1` locally, we got burned by the test cache hiding stuff before.\nand remind me to ask Priya to add -race to the CI matrix, she owns the github actions setup",
        )
        .stop("Will use -race -count=1 for local test runs."),
    planted: [
      { kind: "instruction", keys: ["-race", "-count=1"] },
      { kind: "task", keys: ["priya"] },
      { kind: "fact", keys: ["priya", "github actions"] },
    ],
  },
  {
    id: "b124-error-conventions",
    build: (s) =>
      s
        .user("review internal/dispatch/assign.go, it feels off")
        .file("Read", "internal/dispatch/assign.go")
        .assistant(
          "A few things: it imports github.com/pkg/errors for `errors.Wrap`, several internal functions return `status.Errorf(codes.Internal, ...)` deep inside the package, and one error path drops the cause with `%v`.",
        )
        .user(
          'yeah. our conventions, keep them for all go code:\n- wrap with fmt.Errorf("...: %w", err). we dropped pkg/errors last year, don\'t bring it back\n- grpc status codes only at the handler boundary, everything below returns plain errors\nfix assign.go accordingly',
        )
        .file("Edit", "internal/dispatch/assign.go")
        .bash("go build ./... && go test -race -count=1 ./internal/dispatch/", "ok  \tgithub.com/lgx/dispatch-svc/internal/dispatch\t1.204s")
        .stop("assign.go now wraps with %w and only the handler converts to gRPC status."),
    planted: [
      { kind: "instruction", keys: ["%w"] },
      { kind: "decision", keys: ["pkg/errors"] },
      { kind: "instruction", keys: ["status", "boundary"] },
    ],
  },
  {
    id: "b124-eta-lag",
    build: (s) =>
      s
        .user("eta-svc consumer lag keeps climbing in prd, graphs attached in the channel. what's going on")
        .bash(
          "kubectl --context lg-prd-euw1 -n kafka exec kafka-0 -- kafka-consumer-groups.sh --bootstrap-server localhost:9092 --describe --group eta-svc.tracking-events | head -6",
          "GROUP                    TOPIC            PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG\neta-svc.tracking-events  tracking-events  5          9918231         9918240         9\neta-svc.tracking-events  tracking-events  6          9871102         9871110         8\neta-svc.tracking-events  tracking-events  7          28113874        28514009        400135\neta-svc.tracking-events  tracking-events  8          9902771         9902779         8",
        )
        .assistant(
          "All the lag is on partition 7. Producers key tracking events by depot id, and DEPOT-0001 (Rotterdam hub) sends roughly 40% of all events, so it lands on one hot partition that one consumer can't keep up with.",
        )
        .user(
          "yes that's it, rotterdam is the huge one, it always skews everything. could we just add partitions?\nactually no scratch that, repartitioning reshuffles the keys for everyone",
        )
        .assistant(
          "Another option is to key by shipment id instead of depot id. eta-svc only needs per-shipment ordering, so that would spread Rotterdam across all partitions.",
        )
        .user("ok key by shipment id, per-depot ordering doesn't matter for eta. change the producer in tracking-gw")
        .file("Edit", "internal/producer/tracking.go")
        .bash("go test -race -count=1 ./internal/producer/", "ok  \tgithub.com/lgx/tracking-gw/internal/producer\t0.733s")
        .stop("tracking-gw now keys tracking events by shipment id."),
    planted: [
      { kind: "fact", keys: ["rotterdam", "partition"] },
      { kind: "decision", keys: ["shipment id"] },
    ],
  },
  {
    id: "b124-make-gen",
    build: (s) =>
      s
        .user("regenerate the go stubs after my proto change pls")
        .bash("protoc --go_out=. proto/shipment/v1/shipment.proto", "protoc-gen-go: program not found or is not executable", 1)
        .user(
          "no no, don't call protoc directly. always `make gen`, the Makefile pins the protoc-gen-go and grpc plugin versions. output goes to gen/go and yes it's checked in",
        )
        .bash("make gen", "buf generate\nwrote gen/go/shipment/v1/shipment.pb.go\nwrote gen/go/shipment/v1/shipment_grpc.pb.go")
        .bash("git status --short gen/go", " M gen/go/shipment/v1/shipment.pb.go\n M gen/go/shipment/v1/shipment_grpc.pb.go")
        .stop("Stubs regenerated with make gen."),
    planted: [
      { kind: "instruction", keys: ["make gen"] },
      { kind: "fact", keys: ["gen/go"] },
    ],
  },
  {
    id: "b124-goose-migration",
    build: (s) =>
      s
        .user("need a `delivered_at` column on shipments")
        .bash("ls db/migrations | tail -3", "20261102143000_add_depot_timezone.sql\n20261110091500_shipment_events_idx.sql\n20261119120000_add_carrier_ref.sql")
        .assistant(
          "Migrations are goose SQL files. I could add the column to 20261119120000_add_carrier_ref.sql since it's the latest, or add a new file. Also, have you considered atlas? It can diff the schema for you.",
        )
        .user(
          "new file. never edit an applied migration, every one in that dir is applied somewhere.\nre atlas: I know it's nicer but we stay on goose, not migrating tooling this year",
        )
        .file("Write", "db/migrations/20261127093000_add_delivered_at.sql")
        .bash(
          'goose -dir db/migrations postgres "$LOCAL_PG" up',
          "OK   20261127093000_add_delivered_at.sql (12.41ms)\ngoose: successfully migrated database to version: 20261127093000",
        )
        .user("while you're in there: the lookup by tracking_no does a seq scan. follow-up, not today: add an index on shipments(tracking_no)")
        .stop("Added the delivered_at migration."),
    planted: [
      { kind: "instruction", keys: ["applied", "migration"] },
      { kind: "decision", keys: ["goose"] },
      { kind: "task", keys: ["tracking_no", "index"] },
    ],
  },
  {
    id: "b124-ownership-map",
    build: (s) =>
      s
        .user("notifications are failing for delivered shipments, is it us?")
        .bash(
          'grep -rn "notifications" internal/ | head -4',
          'internal/events/publish.go:22:\ttopic := "shipment-delivered"\ninternal/clients/notify.go:15:// notifications-svc client\ninternal/clients/notify.go:31:\tconn, err := grpc.NewClient("notifications-svc.platform:9090", opts...)',
        )
        .assistant(
          "We only publish `shipment-delivered` and call notifications-svc in the platform namespace. Our publish succeeds in the logs, so the failure looks downstream.",
        )
        .user(
          "ok. who owns what, for future reference:\n- dispatch-svc, eta-svc, shipment-svc: us (team Routing)\n- billing-svc: finance eng, Tomasz is the contact\n- notifications-svc: platform team, if it breaks page #platform-oncall, not us",
        )
        .stop("Looks like a notifications-svc issue on platform's side."),
    planted: [
      { kind: "fact", keys: ["routing", "dispatch-svc"] },
      { kind: "fact", keys: ["billing-svc", "tomasz"] },
      { kind: "fact", keys: ["notifications-svc", "platform"] },
    ],
  },
  {
    id: "b124-tracing-otel",
    build: (s) =>
      s
        .user("traces from dispatch-svc stopped showing up")
        .bash("grep -rn jaeger go.mod", "go.mod:14:\tgithub.com/uber/jaeger-client-go v2.30.0+incompatible")
        .assistant(
          "dispatch-svc still uses jaeger-client-go, which is archived. Options: (a) pin it and fix the agent address, or (b) move to the OpenTelemetry SDK exporting OTLP to the collector. (b) is more work but the other services would follow the same way.",
        )
        .user("b. opentelemetry everywhere, jaeger client is dead")
        .file("Edit", "internal/telemetry/tracing.go")
        .bash("go mod tidy && go build ./...", "")
        .user("TODO after this lands: remove the jaeger-agent sidecar from the deploy yaml of all 6 services")
        .stop("dispatch-svc now exports traces with OpenTelemetry over OTLP."),
    planted: [
      { kind: "decision", keys: ["opentelemetry"] },
      { kind: "task", keys: ["jaeger", "sidecar"] },
    ],
  },
  {
    id: "b124-lint-nolint",
    build: (s) =>
      s
        .user("lint is red on my branch")
        .bash(
          "golangci-lint run ./...",
          "internal/eta/predict.go:88:2: ineffectual assignment to err (ineffassign)\ninternal/eta/predict.go:120:6: func `legacyScore` is unused (unused)\n2 issues.",
          1,
        )
        .assistant(
          "Two issues: an ineffectual assignment at predict.go:88 (the error is overwritten before it's checked) and an unused `legacyScore`. I can fix the first and delete the second, or add `//nolint:unused` if legacyScore is kept on purpose.",
        )
        .user("delete it. and in general: no //nolint without a comment saying why, reviewers will bounce it")
        .file("Edit", "internal/eta/predict.go")
        .bash("golangci-lint run ./...", "0 issues.")
        .stop("Lint is clean."),
    planted: [{ kind: "instruction", keys: ["nolint"] }],
  },
  {
    id: "b124-local-redpanda",
    build: (s) =>
      s
        .user("how do I run eta-svc locally against kafka")
        .bash(
          "cat docker-compose.yml | head -12",
          'services:\n  redpanda:\n    image: redpandadata/redpanda:v24.2.7\n    command: [redpanda, start, --kafka-addr, "0.0.0.0:19092"]\n    ports:\n      - "19092:19092"\n  postgres:\n    image: postgres:16\n    ports:\n      - "5433:5432"',
        )
        .assistant("The compose file starts Redpanda (Kafka API on 19092) and Postgres on 5433. Is Redpanda what the team uses locally, or is it left over?")
        .user("yes that's it, locally it's redpanda not real kafka, kafka api on localhost:19092. works fine for everything except transactions")
        .bash(
          "docker compose up -d redpanda && KAFKA_BROKERS=localhost:19092 go run ./cmd/eta-svc",
          'level=INFO msg="consumer started" group=eta-svc.tracking-events brokers=localhost:19092',
        )
        .stop("eta-svc runs locally against Redpanda."),
    planted: [
      { kind: "fact", keys: ["redpanda"] },
      { kind: "fact", keys: ["19092"] },
    ],
  },
  {
    id: "b124-billing-retry",
    build: (s) =>
      s
        .user("shipment-svc -> dispatch-svc calls fail during dispatch rollouts, want retries")
        .assistant(
          "Two ways: a hand-written backoff loop around the client call, or a gRPC service config with a retryPolicy (maxAttempts, backoff, retryableStatusCodes) set on the connection. The service config keeps it out of the call sites.",
        )
        .user(
          "could also do it in envoy? hm no, we don't run a mesh inside the cluster.\nyes go with the service config retryPolicy: max 3 attempts, retry only on UNAVAILABLE",
        )
        .file("Edit", "internal/clients/dispatch.go")
        .bash("go test -race -count=1 ./internal/clients/", "ok  \tgithub.com/lgx/shipment-svc/internal/clients\t0.958s")
        .user("later, not today: same retry setup for the billing client")
        .stop("dispatch client now retries UNAVAILABLE up to 3 attempts via service config."),
    planted: [
      { kind: "decision", keys: ["retrypolicy", "unavailable"] },
      { kind: "task", keys: ["billing", "retry"] },
    ],
  },
  {
    id: "b124-release-flow",
    build: (s) =>
      s
        .user("cut a release of eta-svc with the partition fix")
        .bash("git tag --sort=-v:refname | head -3", "v1.14.2\nv1.14.1\nv1.14.0")
        .assistant("Last tag is v1.14.2. Should I tag v1.14.3 on main and push, and then `kubectl apply` the prd overlay?")
        .user(
          "tag + push yes. no kubectl apply in prod, ever, by hand. everything in prd goes through argocd, it picks up the new tag from the image updater.\nfyi we decided at the last retro: no more release branches, trunk-based, tags on main only",
        )
        .bash("git tag v1.14.3 && git push origin v1.14.3", "To github.com:lgx/eta-svc.git\n * [new tag]         v1.14.3 -> v1.14.3")
        .stop("Tagged and pushed v1.14.3."),
    planted: [
      { kind: "instruction", keys: ["argocd"] },
      { kind: "decision", keys: ["trunk"] },
    ],
  },
  {
    id: "b124-label-printer-heap",
    build: (s) =>
      s
        .user("label-printer client in dispatch-svc eats memory over the day, heap profile is in /tmp/heap.pprof")
        .bash(
          "go tool pprof -top -sample_index=inuse_space /tmp/heap.pprof | head -6",
          "Showing nodes accounting for 412.3MB, 91.2% of 452.1MB total\n      flat  flat%   sum%        cum   cum%\n  301.5MB 66.69% 66.69%   301.5MB 66.69%  compress/flate.NewWriter\n   52.1MB 11.52% 78.21%    52.1MB 11.52%  bufio.NewWriterSize\n   31.0MB  6.86% 85.07%   340.2MB 75.25%  github.com/lgx/dispatch-svc/internal/labels.(*Client).Send",
        )
        .assistant(
          "Two thirds of the heap is compress/flate.NewWriter under labels.Client.Send: every label request allocates a new gzip writer and nothing pools them, so they pile up faster than GC gets to them under load.",
        )
        .user("yes that's it, the gzip writer per request. not fixing it today, put it on the list: pool the gzip writers with sync.Pool in labels client")
        .stop("Noted the sync.Pool follow-up."),
    planted: [
      { kind: "fact", keys: ["gzip"] },
      { kind: "task", keys: ["sync.pool"] },
    ],
  },
  {
    id: "b124-eod-reconcile",
    build: (s) =>
      s
        .user("need a nightly reconciliation of shipments vs carrier manifests. let's do it as a k8s CronJob at 23:00")
        .file("Write", "deploy/reconcile/cronjob.yaml")
        .assistant(
          "Drafted a CronJob at `0 23 * * *` running `reconcile --date=today`. One thing: depots close at different times; if a depot closes after 23:00 its late scans would be missed.",
        )
        .user(
          "hm right, Rotterdam closes at 01:00 some days.\nactually no, scrap the cronjob. make it triggered by the depot end-of-day event on kafka, one reconcile per depot when it closes",
        )
        .bash("rm deploy/reconcile/cronjob.yaml", "")
        .file("Write", "internal/reconcile/consumer.go")
        .bash("go build ./...", "")
        .stop("Reconcile now runs per depot on its end-of-day event."),
    planted: [
      { kind: "decision", keys: ["end-of-day"] },
      { kind: "fact", keys: ["rotterdam", "01:00"] },
    ],
  },
  {
    id: "b124-go-bumps",
    build: (s) =>
      s
        .user("fix the flaky time test in eta-svc, it breaks around midnight UTC")
        .file("Read", "internal/eta/window_test.go")
        .assistant(
          "The test builds `time.Now()` and adds 2h, then checks the date didn't change; between 22:00 and 00:00 UTC it fails. I'll inject a fixed clock.",
        )
        .file("Edit", "internal/eta/window_test.go")
        .bash("go test -race -count=1 ./internal/eta/", "ok  \tgithub.com/lgx/eta-svc/internal/eta\t0.311s")
        .user(
          "thx. leaving it here for today. for next week:\n- bump go to 1.23 in all the Dockerfiles\n- delete the old v1 ShipmentStatus enum once the mobile app stops reading it (ask mobile first)",
        )
        .stop("Time test fixed with an injected clock."),
    planted: [
      { kind: "task", keys: ["1.23"] },
      { kind: "task", keys: ["shipmentstatus"] },
    ],
  },
  {
    id: "b124-topic-layout",
    build: (s) =>
      s
        .user("designing the events for the new returns flow. one `returns-events` topic with a type field, or a topic per event?")
        .assistant(
          "One topic keeps ordering across a return's lifecycle; a topic per event type gives each consumer only what it needs and a schema per topic in the registry. Your other flows (tracking-events, shipment-delivered) already lean toward per-type.",
        )
        .user(
          "ok we go one topic per event type, same as the rest. schemas go in the registry, it's confluent schema-registry at schema-registry.kafka.svc:8081",
        )
        .bash("curl -s schema-registry.kafka.svc:8081/subjects | head -c 200", '["shipment-delivered-value","tracking-events-value","depot-eod-value"]')
        .file("Write", "proto/returns/v1/events.proto")
        .stop("Drafted proto/returns/v1/events.proto with one message per topic."),
    planted: [
      { kind: "decision", keys: ["per event type"] },
      { kind: "fact", keys: ["schema-registry.kafka.svc"] },
    ],
  },
  {
    id: "b124-pr-rules",
    build: (s) =>
      s
        .user("open a PR for the reconcile stuff")
        .bash("git diff --stat main | tail -1", " 14 files changed, 912 insertions(+), 37 deletions(-)")
        .assistant('The diff is 912 lines over 14 files. Want it as one PR titled "Reconcile per depot on end-of-day"?')
        .user(
          "split it. rules for PRs here:\n- keep them under ~400 lines, reviewers are busy and big ones sit for a week\n- title in conventional commits, feat:/fix:/chore:\n- we squash merge, so commit msgs inside don't matter much",
        )
        .bash('gh pr create --title "feat: reconcile consumer per depot" --base main --head reconcile-1', "https://github.com/lgx/dispatch-svc/pull/482")
        .stop("Opened the first slice as PR #482."),
    planted: [
      { kind: "instruction", keys: ["400 lines"] },
      { kind: "instruction", keys: ["conventional commits"] },
      { kind: "instruction", keys: ["squash"] },
    ],
  },
  {
    id: "b124-dispatch-oom",
    build: (s) =>
      s
        .user("dispatch-svc OOMKilled again in prd")
        .bash(
          "kubectl --context lg-prd-euw1 -n routing describe pod dispatch-svc-7d9c8b6f5-9wq2d | grep -A3 'Last State'",
          "    Last State:     Terminated\n      Reason:       OOMKilled\n      Exit Code:    137\n    Limits:  memory: 512Mi",
        )
        .assistant("It's at its 512Mi limit. Can we just raise the limit to 1Gi in the prd overlay?")
        .user("no. 512Mi is the LimitRange max for the routing namespace, SRE won't raise it for us")
        .assistant("Then I'd set GOMEMLIMIT a bit under the limit, e.g. 450MiB, so the GC works harder before the kernel kills the pod.")
        .user("yes set GOMEMLIMIT=450MiB, do it for dispatch-svc")
        .file("Edit", "deploy/dispatch-svc/overlays/prd/deployment-patch.yaml")
        .stop("GOMEMLIMIT=450MiB added to dispatch-svc's prd overlay."),
    planted: [
      { kind: "fact", keys: ["512mi"] },
      { kind: "decision", keys: ["gomemlimit"] },
    ],
  },
  {
    id: "b124-healthz",
    build: (s) =>
      s
        .user("make a branch for the eta healthcheck thing, ticket is LOG-2231")
        .bash("git switch -c eta-healthz", "Switched to a new branch 'eta-healthz'")
        .user("ugh, branch names must start with the jira key, like LOG-2231-eta-healthz. the jira integration only links them then. rename pls")
        .bash("git branch -m LOG-2231-eta-healthz", "")
        .assistant("Renamed to LOG-2231-eta-healthz. I looked at the handler: /healthz runs `SELECT 1` against Postgres on every probe, every 5s per pod.")
        .user("yep. don't fix it now though, just the branch. follow-up for me: make /healthz use a cached db check instead of hitting postgres on every probe")
        .stop("Branch is LOG-2231-eta-healthz."),
    planted: [
      { kind: "instruction", keys: ["jira", "branch"] },
      { kind: "task", keys: ["healthz", "cached"] },
    ],
  },
  {
    id: "b124-slog",
    build: (s) =>
      s
        .user("add logging to the reconcile consumer")
        .bash("grep -rln 'go.uber.org/zap' --include=*.go . | head", "./internal/billingadapter/client.go\n./internal/billingadapter/mapper.go")
        .assistant("Most packages use log/slog but internal/billingadapter still uses zap. Which should the reconcile consumer use?")
        .user("slog. we standardized on log/slog this year, zap is being phased out.\nsomeday this quarter: move billingadapter off zap too")
        .file("Edit", "internal/reconcile/consumer.go")
        .bash("go build ./...", "")
        .stop("Reconcile consumer logs with slog."),
    planted: [
      { kind: "decision", keys: ["slog"] },
      { kind: "task", keys: ["billingadapter", "zap"] },
    ],
  },
  {
    id: "b124-tenant-header",
    build: (s) =>
      s
        .user("external API calls into shipment-svc come in without tenant, local works fine")
        .bash("grpcurl -H 'x-tenant-id: acme' -plaintext localhost:8080 shipment.v1.ShipmentService/ListShipments | head -2", '{\n  "shipments": [')
        .assistant("Locally the x-tenant-id header arrives. Is there anything between the edge and shipment-svc in prd that could drop headers?")
        .user("yes, external traffic goes through envoy at the edge and it strips x-tenant-id on purpose. tenant has to come from the jwt `tid` claim")
        .file("Edit", "internal/auth/tenant.go")
        .bash("go test -race -count=1 ./internal/auth/", "ok  \tgithub.com/lgx/shipment-svc/internal/auth\t0.288s")
        .stop("shipment-svc now reads the tenant from the JWT tid claim."),
    planted: [{ kind: "fact", keys: ["envoy", "x-tenant-id"] }],
  },
  {
    id: "b124-empty-ctx-question",
    build: (s) =>
      s
        .user("q: if the grpc client ctx gets cancelled, does the server handler see ctx.Done() right away or only on next read?")
        .assistant(
          "The cancellation travels as an RST_STREAM; the server's handler context is cancelled when grpc-go processes it, so `ctx.Done()` fires shortly after, without waiting for a read. Blocking work that doesn't watch the context keeps running though.",
        )
        .bash("grep -rn 'ctx.Done()' internal/ | wc -l", "7")
        .user("ok so the 7 places we check it are fine?")
        .assistant(
          "They are in select loops, so yes, they return promptly. The long Postgres query in assign.go passes ctx into pgx too, so it gets cancelled as well.",
        )
        .user("cool thx")
        .stop(),
    planted: [],
  },
  {
    id: "b124-empty-readme-typo",
    build: (s) =>
      s
        .user("typo in README, 'recieve' in the setup section, fix pls")
        .bash("grep -n recieve README.md", "42:Consumers recieve events from tracking-events.")
        .file("Edit", "README.md")
        .assistant('Fixed "recieve" to "receive" on line 42.')
        .user("ta. run the unit tests once too")
        .bash("go test -race -count=1 ./...", "ok  \tgithub.com/lgx/eta-svc/internal/eta\t0.305s\nok  \tgithub.com/lgx/eta-svc/internal/tracking\t0.612s")
        .assistant("All packages pass.")
        .stop(),
    planted: [],
  },
  {
    id: "b124-empty-quoted-config",
    build: (s) =>
      s
        .user("what does the prd deployment of shipment-svc actually set? paste me the relevant bits")
        .bash(
          "kubectl --context lg-prd-euw1 -n routing get deploy shipment-svc -o yaml | grep -E 'restartPolicy|imagePullPolicy|# TODO|GOMAXPROCS' ",
          '        imagePullPolicy: Always\n      restartPolicy: Always\n        # TODO: never hardcode GOMAXPROCS, must come from automaxprocs\n        - name: GOMAXPROCS\n          value: "4"',
        )
        .assistant(
          "imagePullPolicy and restartPolicy are both Always, and GOMAXPROCS is hardcoded to 4, next to a TODO comment saying it must come from automaxprocs instead.",
        )
        .user("lol that TODO is older than me. whatever, just wanted to see it")
        .assistant("Okay. Anything else in that manifest you want me to check?")
        .user("nope")
        .stop(),
    planted: [],
  },
  {
    id: "b124-empty-dns-guess",
    build: (s) =>
      s
        .user("saw a burst of 'name resolver error' from eta-svc around 03:10. maybe kube-dns? or conntrack table full?")
        .bash("kubectl --context lg-prd-euw1 -n routing logs deploy/eta-svc --since=8h | grep -c 'name resolver error'", "37")
        .assistant(
          "37 errors, all between 03:09 and 03:12. Could be kube-dns restarting, could be node conntrack pressure; I can't tell from our namespace alone.",
        )
        .user("hmm. could also just be the node pool upgrade, no idea honestly")
        .assistant("I can't see node events with namespace admin, so I can't confirm either way from here.")
        .user("fine, it recovered by itself anyway")
        .stop(),
    planted: [],
  },
  {
    id: "b124-empty-connect-proposal",
    build: (s) =>
      s
        .user("the grpc-gateway setup in shipment-svc is so much boilerplate")
        .file("Read", "cmd/shipment-svc/gateway.go")
        .assistant(
          "One option would be connect-go: it serves gRPC, gRPC-Web and plain JSON over HTTP from the same handler, so the gateway and its generated code could go away. It's a bigger change across the clients though.",
        )
        .user("interesting. how do the existing grpc clients behave with a connect server?")
        .assistant("Standard gRPC clients work unchanged against a connect-go server; only the server side and the JSON routes change.")
        .user("ok let me think about it, not deciding anything today")
        .stop(),
    planted: [],
  },
  {
    id: "b124-empty-chitchat-rename",
    build: (s) =>
      s
        .user("morning. rename `tmpRes` to `quote` in internal/quote/client.go, it's driving me nuts")
        .file("Edit", "internal/quote/client.go")
        .bash("go build ./... && gofmt -l internal/quote/", "")
        .assistant("Renamed tmpRes to quote in client.go; it builds and gofmt is clean.")
        .user("thanks. long week, depot peak season is brutal")
        .assistant("Sounds rough. Anything else in the quote client while we're there?")
        .user("no that's it for now")
        .stop(),
    planted: [],
  },
  {
    id: "b124-empty-status-report",
    build: (s) =>
      s
        .user("wire the returns proto into make gen output and check it builds")
        .bash("make gen", "buf generate\nwrote gen/go/returns/v1/events.pb.go")
        .bash("go build ./...", "")
        .assistant("Generated gen/go/returns/v1/events.pb.go with make gen and everything builds. I didn't touch any consumers yet.")
        .user("good. what's the diff size")
        .bash("git diff --stat | tail -1", " 2 files changed, 418 insertions(+)")
        .assistant("Two files, 418 insertions, all generated code plus the proto.")
        .stop(),
    planted: [],
  },
  {
    id: "b124-empty-kubectl-question",
    build: (s) =>
      s
        .user("how do I see which image tag eta-svc is running in stg?")
        .bash(
          "kubectl --context lg-stg-euw1 -n routing get deploy eta-svc -o jsonpath='{.spec.template.spec.containers[0].image}'",
          "europe-west1-docker.pkg.dev/lgx-artifacts/routing/eta-svc:v1.14.3",
        )
        .assistant("stg runs eta-svc:v1.14.3. The jsonpath above prints the first container's image.")
        .user("and the rollout status?")
        .bash("kubectl --context lg-stg-euw1 -n routing rollout status deploy/eta-svc", 'deployment "eta-svc" successfully rolled out')
        .assistant("Fully rolled out.")
        .stop(),
    planted: [],
  },
  {
    id: "b124-empty-bench",
    build: (s) =>
      s
        .user("run the eta predictor benchmarks, curious")
        .bash(
          "go test -run '^$' -bench BenchmarkPredict -benchmem ./internal/eta/",
          "BenchmarkPredict/short-8     \t  812344\t      1421 ns/op\t     320 B/op\t       5 allocs/op\nBenchmarkPredict/long-8      \t   90233\t     13102 ns/op\t    4096 B/op\t      41 allocs/op\nPASS",
        )
        .assistant("Short routes take ~1.4µs and 5 allocs; long routes ~13µs and 41 allocs, mostly from building the leg slice.")
        .user("interesting, 41 allocs is more than I thought")
        .assistant("Most come from `append` growing the legs slice; preallocating with the leg count would probably cut them, but I haven't measured it.")
        .user("eh, it's fast enough")
        .stop(),
    planted: [],
  },
  {
    id: "b124-empty-withdrawn",
    build: (s) =>
      s
        .user("thinking we should always run the integration tests against a real kafka in CI instead of redpanda")
        .bash("grep -n redpanda .github/workflows/integration.yml", "18:      - image: redpandadata/redpanda:v24.2.7")
        .assistant(
          "CI's integration workflow uses the Redpanda image. A real Kafka would need a KRaft setup in the workflow and adds about a minute of startup.",
        )
        .user("actually no, forget it. redpanda has been fine, nothing failed because of it")
        .assistant("Okay, leaving the workflow as it is.")
        .stop(),
    planted: [],
  },
  {
    id: "b124-dedupe-table",
    build: (s) =>
      s
        .user("billing-svc says we double-send shipment-delivered sometimes. producer retries probably")
        .bash("kubectl --context lg-prd-euw1 -n routing logs deploy/shipment-svc --since=24h | grep -c 'retrying produce'", "112")
        .assistant(
          "112 produce retries in 24h; with acks=all a retry after a timeout can write the event twice. For consumers we could (1) require an idempotency key header and let each consumer keep its own set, or (2) have a shared dedupe table in Postgres keyed by event id that consumers check before processing.",
        )
        .user("2. dedupe table keyed by event id, keep 7 days of rows. one place, less to get wrong")
        .file("Write", "db/migrations/20261127110000_event_dedupe.sql")
        .file("Write", "internal/dedupe/store.go")
        .bash("go test -race -count=1 ./internal/dedupe/", "ok  \tgithub.com/lgx/shipment-svc/internal/dedupe\t0.844s")
        .user("TODO: ask Marek if pg_cron is enabled on the shared cloudsql instance, for pruning old rows")
        .stop("Dedupe store added."),
    planted: [
      { kind: "decision", keys: ["dedupe", "event id"] },
      { kind: "task", keys: ["pg_cron"] },
    ],
  },
  {
    id: "b124-mocks",
    build: (s) =>
      s
        .user("write tests for internal/dispatch/assign.go, it calls the driver client and the route cache")
        .file("Read", "internal/dispatch/assign.go")
        .assistant("I'll write a small hand-rolled fake for the DriverClient interface and a table of cases. OK?")
        .user(
          "no hand-written fakes pls.\n- mocks = go.uber.org/mock (gomock), generated with `go generate`, the //go:generate mockgen lines sit next to the interface\n- tests table-driven, every case named via t.Run",
        )
        .file("Edit", "internal/dispatch/driver.go")
        .bash("go generate ./internal/dispatch/ && go test -race -count=1 ./internal/dispatch/", "ok  \tgithub.com/lgx/dispatch-svc/internal/dispatch\t1.388s")
        .stop("assign.go tests added with generated gomock mocks."),
    planted: [
      { kind: "instruction", keys: ["gomock"] },
      { kind: "instruction", keys: ["table-driven"] },
    ],
  },
  {
    id: "b124-dhl-sandbox",
    build: (s) =>
      s
        .user("carrier integration tests against DHL sandbox suddenly all 403")
        .bash(
          "go test -tags=integration -run TestDHL ./internal/carriers/dhl/ 2>&1 | tail -3",
          '    dhl_test.go:54: quote: unexpected status 403: {"title":"Forbidden","detail":"API key temporarily blocked"}\n--- FAIL: TestDHLQuote (0.31s)\nFAIL',
          1,
        )
        .assistant("DHL says the key is temporarily blocked. The test suite fires ~60 parallel requests; does the sandbox rate-limit?")
        .user(
          "yes that's it, forgot about that. DHL sandbox allows 10 req/s per key and blocks the key for an hour if you go over. nothing to do now except wait.\nnext sprint: token bucket limiter in the carrier http client so this can't happen",
        )
        .assistant("Understood. I'll leave the tests as they are for now.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["dhl", "10 req/s"] },
      { kind: "task", keys: ["token bucket"] },
    ],
  },
  {
    id: "b124-keda-scaling",
    build: (s) =>
      s
        .user("eta-svc HPA scales on CPU but lag spikes don't move CPU much. ideas?")
        .bash(
          "kubectl --context lg-prd-euw1 -n routing get hpa eta-svc",
          "NAME      REFERENCE            TARGETS   MINPODS   MAXPODS   REPLICAS\neta-svc   Deployment/eta-svc   31%/70%   2         12        2",
        )
        .assistant(
          "CPU sits at 31% while lag builds, so the HPA never scales. KEDA's Kafka scaler can scale on consumer-group lag directly. Alternatively a custom metrics adapter exposing lag to the HPA. Is KEDA available in the cluster?",
        )
        .user("it is, SRE runs keda cluster-wide. yes lets do keda on consumer lag for eta-svc, drop the cpu hpa")
        .file("Write", "deploy/eta-svc/base/scaledobject.yaml")
        .file("Edit", "deploy/eta-svc/base/kustomization.yaml")
        .bash("kustomize build deploy/eta-svc/overlays/prd | grep -c ScaledObject", "1")
        .stop("eta-svc now scales with a KEDA ScaledObject on consumer lag."),
    planted: [
      { kind: "decision", keys: ["keda", "consumer lag"] },
      { kind: "fact", keys: ["keda", "sre"] },
    ],
  },
  {
    id: "b124-ctx-background",
    build: (s) =>
      s
        .user("why does shipment-svc hang sometimes on shutdown")
        .bash(
          "grep -rn 'context.Background()' internal/ | grep -v _test",
          "internal/clients/notify.go:44:\tresp, err := c.api.Notify(context.Background(), req)\ninternal/handlers/cancel.go:61:\tif err := s.store.Cancel(context.Background(), id); err != nil {",
        )
        .assistant(
          "Two calls use context.Background() inside request paths, so they ignore the request deadline and the shutdown signal; the Notify call has no timeout at all and can block the graceful stop.",
        )
        .user(
          "yes that's it. rule for this codebase: no context.Background() in handlers or clients, pass the request ctx and every outbound call gets an explicit timeout",
        )
        .file("Edit", "internal/clients/notify.go")
        .file("Edit", "internal/handlers/cancel.go")
        .bash(
          "go build ./... && go test -race -count=1 ./internal/...",
          "ok  \tgithub.com/lgx/shipment-svc/internal/clients\t0.902s\nok  \tgithub.com/lgx/shipment-svc/internal/handlers\t1.117s",
        )
        .stop("Both call sites now use the request context with timeouts."),
    planted: [{ kind: "instruction", keys: ["context.background"] }],
  },
  {
    id: "b124-outage-actions",
    build: (s) =>
      s
        .user("writing up yesterday's eta outage. help me with the timeline from the alerts")
        .bash(
          "gcloud logging read 'resource.labels.namespace_name=\"routing\" AND severity>=ERROR' --freshness=2d --format='value(timestamp,jsonPayload.msg)' | head -4",
          "2026-11-26T06:02:11Z\tconsumer lag above threshold\n2026-11-26T06:40:52Z\teta stale for 1243 shipments\n2026-11-26T07:15:03Z\tmanual restart eta-svc\n2026-11-26T07:31:44Z\tlag recovered",
        )
        .assistant(
          "Lag started at 06:02, customers saw stale ETAs from 06:40, the restart at 07:15 and recovery at 07:31. Nobody was paged until 06:40 because there is no lag alert.",
        )
        .user(
          "right. action items, these are open:\n- add an alert on eta-svc consumer lag > 100k\n- write a runbook for partition hotspots (the rotterdam thing)\nand we agreed in the review that these alerts route to routing-oncall in pagerduty, not platform",
        )
        .file("Write", "docs/postmortems/2026-11-26-eta-lag.md")
        .stop("Postmortem drafted with the timeline and action items."),
    planted: [
      { kind: "task", keys: ["alert", "100k"] },
      { kind: "task", keys: ["runbook"] },
      { kind: "decision", keys: ["routing-oncall"] },
    ],
  },
  {
    id: "b124-grpc-probes",
    build: (s) =>
      s
        .user("dispatch-svc readiness probe is a tcp check, it says ready before grpc is serving")
        .file("Read", "deploy/dispatch-svc/base/deployment.yaml")
        .assistant("I can add the grpc_health_probe binary to the image and use an exec probe calling it against the standard grpc.health.v1 service.")
        .user("no need, k8s has native grpc probes now. use the native grpc probe, no extra binary in the image")
        .file("Edit", "deploy/dispatch-svc/base/deployment.yaml")
        .bash(
          "kustomize build deploy/dispatch-svc/overlays/stg | grep -A3 readinessProbe",
          "        readinessProbe:\n          grpc:\n            port: 9090\n          periodSeconds: 5",
        )
        .stop("dispatch-svc readiness uses the native grpc probe on 9090."),
    planted: [{ kind: "decision", keys: ["native", "probe"] }],
  },
  {
    id: "b124-private-modules",
    build: (s) =>
      s
        .user("go build fails in the new dev container")
        .bash(
          "go build ./...",
          "go: github.com/lgx/platform-go@v0.9.2: reading https://proxy.golang.org/github.com/lgx/platform-go/@v/v0.9.2.mod: 404 Not Found",
          1,
        )
        .assistant("It tries to fetch github.com/lgx/platform-go through the public proxy. Should I run `go mod vendor` so the build doesn't need the network?")
        .user(
          "no, we don't vendor, decided that ages ago, the diffs were insane.\nthe lgx modules are private: you need GOPRIVATE=github.com/lgx/* and a git credential for github",
        )
        .bash("export GOPRIVATE='github.com/lgx/*' && go build ./...", "")
        .stop("Builds with GOPRIVATE set."),
    planted: [
      { kind: "decision", keys: ["vendor"] },
      { kind: "fact", keys: ["goprivate"] },
    ],
  },
  {
    id: "b124-depot-timezones",
    build: (s) =>
      s
        .user("eta for Lyon depot shows an hour off on the dispatcher screen")
        .bash("grep -rn 'time.Local\\|time.LoadLocation' internal/ | head", "internal/eta/format.go:17:\tt = t.In(time.Local)")
        .assistant(
          "format.go converts with time.Local, which is the pod's timezone (UTC) instead of the depot's. The depot record has a Timezone field I can use.",
        )
        .user("yes that's it. and generally: timestamps are UTC everywhere, in db and on the wire. depot local time only when rendering, via depot.Timezone")
        .file("Edit", "internal/eta/format.go")
        .bash("go test -race -count=1 ./internal/eta/", "ok  \tgithub.com/lgx/eta-svc/internal/eta\t0.322s")
        .user("remind me: the customer eta email template still prints UTC, need to raise it with the notifications folks")
        .stop("Dispatcher view now renders in the depot's timezone."),
    planted: [
      { kind: "instruction", keys: ["utc", "depot.timezone"] },
      { kind: "task", keys: ["email template"] },
    ],
  },
  {
    id: "b124-topic-retention",
    build: (s) =>
      s
        .user("want to replay tracking-events from last monday into the new eta model")
        .bash(
          "kubectl --context lg-prd-euw1 -n kafka exec kafka-0 -- kafka-configs.sh --bootstrap-server localhost:9092 --describe --entity-type topics --entity-name tracking-events | grep retention",
          "  retention.ms=259200000 sensitive=false synonyms={DYNAMIC_TOPIC_CONFIG:retention.ms=259200000}",
        )
        .assistant("retention.ms is 259200000, i.e. 3 days, so Monday's events are already gone from the topic. Is there an archive?")
        .user(
          "yep, tracking-events only keeps 3 days of retention, older stuff is in the GCS archive bucket lgx-tracking-archive as parquet.\nfollow up w/ platform: bump retention to 7d before peak season",
        )
        .bash(
          "gsutil ls gs://lgx-tracking-archive/2026/11/23/ | head -2",
          "gs://lgx-tracking-archive/2026/11/23/part-0000.parquet\ngs://lgx-tracking-archive/2026/11/23/part-0001.parquet",
        )
        .stop("Monday's data is in the archive bucket."),
    planted: [
      { kind: "fact", keys: ["retention", "3 days"] },
      { kind: "fact", keys: ["lgx-tracking-archive"] },
      { kind: "task", keys: ["7d"] },
    ],
  },
  {
    id: "b124-empty-log-musts",
    build: (s) =>
      s
        .user("what is this warning spam in dispatch-svc startup")
        .bash(
          "kubectl --context lg-stg-euw1 -n routing logs deploy/dispatch-svc | head -4",
          'WARN config: field "max_retries" must be >= 1, using default 3\nWARN grpc: never call Dial with WithBlock in new code (deprecated)\nINFO TODO(ops): always set RESTART_DELAY in prd\nINFO server listening on :9090',
        )
        .assistant(
          "Two warnings: max_retries is unset so the default 3 is used, and grpc-go complains about a deprecated WithBlock dial option. The TODO(ops) line is a log message someone left in the startup code.",
        )
        .user("ah ok, harmless then?")
        .assistant("They don't change behaviour; the service starts and listens on 9090 normally.")
        .user("ok, ignore")
        .stop(),
    planted: [],
  },
  {
    id: "b124-empty-pprof-how",
    build: (s) =>
      s
        .user("how do I grab a cpu profile from a pod in stg without exposing pprof publicly?")
        .assistant("If the service registers net/http/pprof on its admin port, you can port-forward that port and fetch /debug/pprof/profile locally.")
        .bash(
          "kubectl --context lg-stg-euw1 -n routing port-forward deploy/eta-svc 6060:6060 & sleep 2; curl -s -o /tmp/cpu.pprof 'localhost:6060/debug/pprof/profile?seconds=10' && ls -la /tmp/cpu.pprof",
          "-rw-r--r-- 1 dev dev 48213 Nov 27 10:12 /tmp/cpu.pprof",
        )
        .user("nice, and to look at it?")
        .assistant("`go tool pprof -http=:8081 /tmp/cpu.pprof` opens the flame graph in the browser.")
        .user("perfect thx")
        .stop(),
    planted: [],
  },
];

export const BLIND124 = plantedSet(BLIND124_SESSIONS, Date.UTC(2026, 10, 27, 9));
