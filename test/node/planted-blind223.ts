/**
 * Blind planted set 223 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a Kubernetes operator author (Go, controller-runtime, kubebuilder) who answers tersely with code
 * identifiers and "ack"/"nack"; many decisions are an agent's proposal acked in one word, several items
 * come mid-paragraph or in lists, and quoted kubectl/envtest/lint output is full of "must" and "TODO".
 * Each session is one segment; the items planted in it are listed with it: 65 items (16 decisions, 16 instructions,
 * 17 facts, 16 tasks) in 54 sessions, 13 of which plant nothing (52 user/assistant messages between them). Every other message
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

export const BLIND223_SESSIONS: BlindSession[] = [
  {
    id: "b223-status-mergefrom",
    build: (s) =>
      s
        .user("ShardSet reconciler hot-looping on the kind cluster again. look")
        .bash(
          "kubectl -n pgshard-system logs deploy/pgshard-controller-manager --tail=6",
          'ERROR\tReconciler error\t{"controller": "shardset", "name": "orders", "error": "Operation cannot be fulfilled on shardsets.db.example.io \\"orders\\": the object has been modified; please apply your changes to the latest version and try again"}\nINFO\treconciling\t{"shardset": "default/orders"}\nERROR\tReconciler error\t{"controller": "shardset", "name": "orders", "error": "Operation cannot be fulfilled on shardsets.db.example.io \\"orders\\": the object has been modified"}',
        )
        .file("Read", "internal/controller/shardset_controller.go")
        .assistant(
          "Reconcile calls r.Status().Update() on the object it fetched at the top, after it has already patched the spec's annotations, so the resourceVersion is stale every time and it conflicts. Two ways out: re-Get before the status write, or write status with r.Status().Patch(ctx, obj, client.MergeFrom(orig)) which doesn't carry a resourceVersion. I'd do the MergeFrom patch for status and leave spec writes as they are.",
        )
        .user("ack. MergeFrom for status everywhere, Update stays for spec")
        .file("Edit", "internal/controller/shardset_controller.go")
        .bash("make test", "ok  \tgithub.com/example/pgshard-operator/internal/controller\t14.211s\tcoverage: 71.3% of statements")
        .assistant("Switched the three status writes to Status().Patch with client.MergeFrom; envtest suite passes and the conflict loop is gone.")
        .stop(),
    planted: [{ kind: "decision", keys: ["mergefrom", "status"] }],
  },
  {
    id: "b223-make-test-envtest",
    build: (s) =>
      s
        .user("run the controller tests")
        .bash(
          "go test ./internal/controller/...",
          "unable to start the controlplane\nfailed to start the controlplane. retried 5 times: fork/exec /usr/local/kubebuilder/bin/etcd: no such file or directory\nFAIL\tgithub.com/example/pgshard-operator/internal/controller\t0.412s",
          1,
        )
        .user(
          "yeah don't call go test directly in this repo, ever. always `make test` — it runs setup-envtest and exports KUBEBUILDER_ASSETS. and fwiw ENVTEST_K8S_VERSION is pinned to 1.29.0 in the Makefile bc the CI runners have that one cached",
        )
        .bash(
          "make test",
          "ok  \tgithub.com/example/pgshard-operator/internal/controller\t13.870s\nok  \tgithub.com/example/pgshard-operator/api/v1alpha2\t0.031s",
        )
        .assistant("Green via make test: controller 13.9s, api package ok.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["make test"] },
      { kind: "fact", keys: ["1.29.0"] },
    ],
  },
  {
    id: "b223-finalizer-pvc",
    build: (s) =>
      s
        .file("Read", "internal/controller/finalizer.go")
        .assistant(
          "Current flow on deletion: we delete the StatefulSet, drop the pgshard.io/cleanup finalizer, and let the PVCs be garbage-collected by owner refs. Do you want me to remove the finalizer right after issuing the PVC deletes, or wait until they're actually gone?",
        )
        .user(
          "nack on dropping it early. finalizer stays until every PVC of the shardset is really gone (List returns 0), then remove. requeue 10s while waiting.\n\nunrelated but TODO, not in this PR: shardsets deleted before v0.7 left orphaned PVCs around on staging, we need a one-off cleanup job for those",
        )
        .file("Edit", "internal/controller/finalizer.go")
        .bash("make test", "ok  \tgithub.com/example/pgshard-operator/internal/controller\t15.004s")
        .assistant("Finalizer now waits for the PVC list to be empty, requeueing every 10s until then. Tests pass.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["finalizer", "pvc"] },
      { kind: "task", keys: ["orphaned", "cleanup job"] },
    ],
  },
  {
    id: "b223-webhook-cert",
    build: (s) =>
      s
        .user("webhook calls failing in the test cluster. x509 stuff")
        .bash(
          "kubectl -n pgshard-system get certificate,issuer",
          "NAME                                                  READY   SECRET                AGE\ncertificate.cert-manager.io/pgshard-serving-cert      False   webhook-server-cert   3d\n\nNAME                                          READY   AGE\nissuer.cert-manager.io/pgshard-selfsigned     True    3d",
        )
        .assistant(
          "The serving cert isn't Ready. Could be that the cainjector isn't running, or the Certificate's dnsNames don't match the Service name. Want me to describe it?",
        )
        .user(
          "yes. for context, the webhook certs come from cert-manager: Issuer `pgshard-selfsigned` in pgshard-system, the cainjector patches caBundle into the ValidatingWebhookConfiguration. nothing is hand-rolled",
        )
        .bash(
          "kubectl -n pgshard-system describe certificate pgshard-serving-cert | tail -4",
          "  Type     Reason     Age   From                                       Message\n  ----     ------     ----  ----                                       -------\n  Warning  Failed     2m    cert-manager-certificates-issuing          The certificate request has failed to complete and will be retried: must specify at least one dnsName",
        )
        .file("Edit", "config/certmanager/certificate.yaml")
        .assistant("The kustomize replacement for dnsNames had a wrong fieldPath so the list came out empty; fixed it, cert is Ready now.")
        .stop(),
    planted: [{ kind: "fact", keys: ["pgshard-selfsigned"] }],
  },
  {
    id: "b223-lint-new-from-rev",
    build: (s) =>
      s
        .bash(
          "golangci-lint run ./...",
          "internal/backup/s3.go:88:2: ineffectual assignment to err (ineffassign)\ninternal/controller/shardset_controller.go:212:9: Error return value of `r.recorder.Eventf` is not checked (errcheck)\npkg/pgutil/conn.go:41:1: exported function NewPool should have comment or be unexported (revive)\n3 issues.",
          1,
        )
        .assistant("Three findings; only the errcheck one is in a file you touched. Should I fix all three?")
        .user("nack. only ours. lint here runs with --new-from-rev=origin/main, same as CI — dont go fixing lint in files the PR doesnt touch")
        .file("Edit", "internal/controller/shardset_controller.go")
        .bash("golangci-lint run --new-from-rev=origin/main ./...", "0 issues.")
        .assistant("Fixed the Eventf one; clean against origin/main.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["new-from-rev"] }],
  },
  {
    id: "b223-leader-election",
    build: (s) =>
      s
        .user("manager lost leadership twice during the etcd defrag last night, both replicas restarted")
        .bash(
          "kubectl -n pgshard-system logs deploy/pgshard-controller-manager --previous | grep -i leader",
          'E1125 02:14:07.331 leaderelection.go:369] Failed to update lock: Put "https://10.96.0.1:443/apis/coordination.k8s.io/v1/namespaces/pgshard-system/leases/pgshard.example.io": context deadline exceeded\nE1125 02:14:09.901 leaderelection.go:285] failed to renew lease pgshard-system/pgshard.example.io: timed out waiting for the condition\n"problem running manager" err="leader election lost"',
        )
        .assistant(
          "Defaults are LeaseDuration 15s / RenewDeadline 10s, so a 10s apiserver stall during the defrag costs the lease. Proposal: LeaseDuration 60s, RenewDeadline 40s, RetryPeriod 5s. Failover after a real crash gets slower (up to a minute) but a slow apiserver stops killing us.",
        )
        .user("ack. fine with a minute, prod runs 2 manager replicas anyway and only one is ever active")
        .file("Edit", "cmd/main.go")
        .bash("make build", "go build -o bin/manager cmd/main.go")
        .assistant("Set in ctrl.Options; builds.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["leaseduration", "60s"] },
      { kind: "fact", keys: ["2 manager replicas"] },
    ],
  },
  {
    id: "b223-crd-storage-version",
    build: (s) =>
      s
        .user("need to decide the v1alpha1 -> v1alpha2 thing. options?")
        .assistant(
          "1) conversion webhook, both served, v1alpha2 storage. 2) no webhook: v1alpha2 becomes the storage version, v1alpha1 stays served with the same schema shape for a release, then off. 3) keep v1alpha1 as storage and convert in the client. (1) is the most work since the only field difference is replicas -> shards.",
        )
        .user(
          "2. no conversion webhook, not worth it for one renamed field. v1alpha2 is the storage version starting now.\nnext release we flip v1alpha1 to served: false, dont do it yet, some users still apply old manifests",
        )
        .file("Edit", "api/v1alpha2/shardset_types.go")
        .bash(
          "make manifests && git diff --stat config/crd",
          " config/crd/bases/db.example.io_shardsets.yaml | 14 ++++++++------\n 1 file changed, 8 insertions(+), 6 deletions(-)",
        )
        .assistant("Added +kubebuilder:storageversion on v1alpha2 and regenerated the CRD; v1alpha1 still served.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["v1alpha2", "storage"] },
      { kind: "task", keys: ["v1alpha1", "served: false"] },
    ],
  },
  {
    id: "b223-backup-owner",
    build: (s) =>
      s
        .user("the backup cronjob template has the wrong serviceAccountName, can you check internal/backup/cronjob.go")
        .file("Read", "internal/backup/cronjob.go")
        .assistant("It uses `pgshard-backup` but the kustomize SA is named `pgshard-backup-runner`. One-line fix. Want me to change it here?")
        .user(
          "hold on. internal/backup is Priya's, she owns the whole backup controller. rule for you: don't change anything under internal/backup without me saying I pinged her. just write it up for her",
        )
        .assistant(
          'Understood. Note for Priya: internal/backup/cronjob.go:57 sets ServiceAccountName "pgshard-backup", config/rbac/backup_sa.yaml defines "pgshard-backup-runner"; CronJob pods fail with serviceaccount not found.',
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["priya"] },
      { kind: "instruction", keys: ["internal/backup"] },
    ],
  },
  {
    id: "b223-reconcile-errors-metric",
    build: (s) =>
      s
        .user("what metrics do we export right now")
        .bash(
          "curl -s localhost:8080/metrics | grep '^# HELP pgshard'",
          "# HELP pgshard_shards_ready Number of ready shards per ShardSet\n# HELP pgshard_failovers_total Failovers performed\n# HELP pgshard_replication_lag_seconds Replication lag per replica",
        )
        .assistant(
          "Three custom ones: pgshard_shards_ready, pgshard_failovers_total, pgshard_replication_lag_seconds. Plus controller-runtime's own controller_runtime_reconcile_errors_total, labeled by controller.",
        )
        .user("hm ok. remind me later to add a pgshard_reconcile_errors_total with a reason label, the runtime one has no reason. not now")
        .assistant("Noted.")
        .stop(),
    planted: [{ kind: "task", keys: ["pgshard_reconcile_errors_total"] }],
  },
  {
    id: "b223-kind-registry",
    build: (s) =>
      s
        .user("deploy the branch to my local cluster")
        .bash("kind get clusters", "pgs-dev")
        .bash(
          "make docker-build docker-push IMG=localhost:5001/pgshard:dev",
          "#12 naming to localhost:5001/pgshard:dev done\nThe push refers to repository [localhost:5001/pgshard]\ndev: digest: sha256:9f1c2e7a sha256 size: 1362",
        )
        .assistant(
          "Pushed to localhost:5001. I'm assuming the kind cluster pgs-dev is the one wired to that registry — is that right, or is there a separate one?",
        )
        .user(
          "yes. pgs-dev is the only local cluster, the registry at localhost:5001 is the kind-registry container mirrored into it. thats permanent setup, dont recreate either",
        )
        .bash("make deploy IMG=localhost:5001/pgshard:dev", "deployment.apps/pgshard-controller-manager configured")
        .assistant("Deployed; manager rolled out on pgs-dev.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["pgs-dev"] },
      { kind: "fact", keys: ["5001", "registry"] },
    ],
  },
  {
    id: "b223-image-tag-sha",
    build: (s) =>
      s
        .file("Read", "Makefile")
        .assistant(
          "IMG defaults to controller:latest and the release target pushes that. We could keep latest and add a semver tag on release, or tag by commit.",
        )
        .user(
          "images are tagged with the short git sha, always, never :latest — latest bit us when a node had a cached old one. semver tags on top of that maybe some day, not now. set IMG ?= ghcr.io/example/pgshard:$(shell git rev-parse --short HEAD)",
        )
        .file("Edit", "Makefile")
        .bash("make -n docker-build | head -1", "docker build -t ghcr.io/example/pgshard:4be1c09 .")
        .assistant("IMG now resolves to the short sha (4be1c09 here).")
        .stop(),
    planted: [{ kind: "instruction", keys: ["git sha"] }],
  },
  {
    id: "b223-generation-predicate",
    build: (s) =>
      s
        .user("why does it reconcile on every status write")
        .file("Read", "internal/controller/setup.go")
        .assistant(
          "For(&dbv1alpha2.ShardSet{}) has no predicate, so our own status patches trigger another reconcile. Could also be the informer resync, but that's 10h by default so unlikely to be what you see. I'd add builder.WithPredicates(predicate.GenerationChangedPredicate{}) on the For() — status changes don't bump metadata.generation.",
        )
        .user("ack, GenerationChangedPredicate on For. Owns(StatefulSet) stays unfiltered")
        .file("Edit", "internal/controller/setup.go")
        .bash("make test", "ok  \tgithub.com/example/pgshard-operator/internal/controller\t12.660s")
        .assistant("Added; reconciles per status write dropped to zero in the test log.")
        .stop(),
    planted: [{ kind: "decision", keys: ["generationchangedpredicate"] }],
  },
  {
    id: "b223-errors-wrapping",
    build: (s) =>
      s
        .file("Edit", "pkg/pgutil/conn.go")
        .assistant("Added the retry around pgxpool.New. I wrapped the error with errors.Wrap from pkg/errors since conn.go already imports it.")
        .user(
          'nope, pull pkg/errors out. we wrap with fmt.Errorf("...: %w", err) and that\'s it, stdlib only for errors across the repo. pkg/errors is archived',
        )
        .file("Edit", "pkg/pgutil/conn.go")
        .bash("go mod tidy && git diff --stat go.mod", " go.mod | 1 -\n 1 file changed, 1 deletion(-)")
        .assistant("Replaced with fmt.Errorf %w and tidied; pkg/errors is out of go.mod.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["pkg/errors"] }],
  },
  {
    id: "b223-pdb-followup",
    build: (s) =>
      s
        .user("node drain on staging took down 2 of 3 pods of the orders shardset at once. did we cause that?")
        .bash("kubectl get pdb -A | grep -i orders", "", 1)
        .assistant(
          "No PDB exists for it, so the drain is free to evict both. The operator doesn't create one; the StatefulSet alone doesn't protect against voluntary evictions.",
        )
        .user("right. follow-up for a separate PR: ShardSet creates and owns a PodDisruptionBudget per shard, maxUnavailable 1. not in this one")
        .assistant("Okay, leaving it out of this PR.")
        .stop(),
    planted: [{ kind: "task", keys: ["poddisruptionbudget"] }],
  },
  {
    id: "b223-oom-secrets-cache",
    build: (s) =>
      s
        .user("prod manager got OOMKilled 4 times today, limit is 512Mi")
        .bash(
          "go tool pprof -top -sample_index=inuse_space http://localhost:8081/debug/pprof/heap | head -6",
          "Showing nodes accounting for 402.11MB, 93.02% of 432.27MB total\n      flat  flat%   sum%        cum   cum%\n  318.40MB 73.66% 73.66%   318.40MB 73.66%  k8s.io/api/core/v1.(*Secret).Unmarshal\n   41.02MB  9.49% 83.15%    41.02MB  9.49%  k8s.io/apimachinery/pkg/runtime.(*RawExtension).Unmarshal",
        )
        .assistant(
          "Confirmed: 74% of the heap is Secret objects. We Get Secrets through the cached client, so the manager informs on every Secret in the cluster, and prod has ~40k of them (helm release secrets mostly). That's the OOM. Fix: restrict the cache with cache.Options{ByObject: {&corev1.Secret{}: {Label: pgshard.io/managed=true}}}, so only our own secrets are cached.",
        )
        .user("ack on ByObject with the label selector. good find")
        .file("Edit", "cmd/main.go")
        .bash("make test", "ok  \tgithub.com/example/pgshard-operator/internal/controller\t13.118s")
        .assistant("Cache is now scoped to labeled Secrets.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["secret", "oom"] },
      { kind: "decision", keys: ["byobject"] },
    ],
  },
  {
    id: "b223-resync-period",
    build: (s) =>
      s
        .user("set SyncPeriod on the manager to 5m, i want drift on the statefulsets corrected faster")
        .file("Edit", "cmd/main.go")
        .bash("make build", "go build -o bin/manager cmd/main.go")
        .assistant("SyncPeriod is 5m now.")
        .user(
          "hmm, looking at the pg dashboards from the canary — 5m full resync hammers the primaries with the health queries. make it 15m, that's the value going forward",
        )
        .file("Edit", "cmd/main.go")
        .bash("make build", "go build -o bin/manager cmd/main.go")
        .assistant("Changed SyncPeriod to 15m.")
        .stop(),
    planted: [{ kind: "decision", keys: ["syncperiod", "15m"] }],
  },
  {
    id: "b223-go-version",
    build: (s) =>
      s
        .file("Edit", "internal/controller/shards.go")
        .assistant("I used `for i := range shardCount` to iterate over the shard indices.")
        .bash(
          "make build",
          "internal/controller/shards.go:31:17: cannot range over shardCount (variable of type int32): requires go1.22 or later (-lang was set to go1.21; check go.mod)",
          1,
        )
        .user(
          "go.mod says go 1.21 and CI's image is golang:1.21-bookworm, we can't bump until the distro folks ship 1.22. so no range-over-int, no new stdlib bits from 1.22",
        )
        .file("Edit", "internal/controller/shards.go")
        .bash("make build", "go build -o bin/manager cmd/main.go")
        .assistant("Back to a classic three-clause loop; builds.")
        .stop(),
    planted: [{ kind: "fact", keys: ["1.21"] }],
  },
  {
    id: "b223-rbac-markers",
    build: (s) =>
      s
        .user("add list/watch on endpoints to the rbac")
        .file("Edit", "config/rbac/role.yaml")
        .assistant("Added endpoints get/list/watch to config/rbac/role.yaml.")
        .user(
          "revert that. role.yaml is generated by make manifests from the +kubebuilder:rbac markers — only ever edit the markers, never the yaml. put it on the reconciler.\n\nand since you're in there, TODO for a later PR: we still grant verbs=* on secrets cluster-wide, needs narrowing to get;list;watch in our namespace",
        )
        .file("Edit", "internal/controller/shardset_controller.go")
        .bash(
          "make manifests && git diff --stat",
          " config/rbac/role.yaml                         | 8 ++++++++\n internal/controller/shardset_controller.go   | 1 +\n 2 files changed, 9 insertions(+)",
        )
        .assistant("Marker added, role.yaml regenerated from it.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["role.yaml", "markers"] },
      { kind: "task", keys: ["secrets", "narrowing"] },
    ],
  },
  {
    id: "b223-conditions",
    build: (s) =>
      s
        .file("Read", "api/v1alpha2/shardset_types.go")
        .assistant(
          "Status.Conditions is our own []ShardCondition with a free-form Status string. I'd replace it with []metav1.Condition and set them via meta.SetStatusCondition — kubectl wait and argo health checks understand it out of the box. Breaking for anyone reading .status.conditions[].status as something other than True/False/Unknown, but it's alpha.",
        )
        .user("ack")
        .file("Edit", "api/v1alpha2/shardset_types.go")
        .bash("make generate manifests test", "ok  \tgithub.com/example/pgshard-operator/internal/controller\t14.401s")
        .assistant("Converted to metav1.Condition; regenerated deepcopy and CRD, tests pass.")
        .stop(),
    planted: [{ kind: "decision", keys: ["metav1.condition"] }],
  },
  {
    id: "b223-helm-chart-lag",
    build: (s) =>
      s
        .user("someone on slack says the helm chart install doesn't set the webhook")
        .bash("diff <(kustomize build config/default | grep -c '^kind:') <(helm template charts/pgshard | grep -c '^kind:')", "1c1\n< 19\n---\n> 16", 1)
        .assistant("The chart renders 16 objects vs 19 from kustomize: no ValidatingWebhookConfiguration, no Certificate, no Issuer.")
        .user("yeah the chart lags. before we cut 0.8 someone has to regenerate charts/pgshard from kustomize with helmify. not today, I'll reply on slack")
        .assistant("Ok, not touching the chart now.")
        .stop(),
    planted: [{ kind: "task", keys: ["helmify"] }],
  },
  {
    id: "b223-cluster-versions",
    build: (s) =>
      s
        .user("can we do the immutability check with a ValidatingAdmissionPolicy instead of the webhook?")
        .bash("kubectl --context prod-eu version -o json | jq -r .serverVersion.gitVersion", "v1.26.11")
        .assistant("Prod is on v1.26.11; ValidatingAdmissionPolicy is only beta from 1.28 and GA in 1.30. Is staging newer?")
        .user("staging is 1.28, prod stays on 1.26 until Q2 — platform team's call. so nothing that needs >1.26 can ship, webhook it is")
        .file("Edit", "internal/webhook/shardset_webhook.go")
        .bash("make test", "ok  \tgithub.com/example/pgshard-operator/internal/webhook\t6.022s")
        .assistant("Immutability check for spec.shardKey added to the existing webhook.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["1.26"] },
      { kind: "decision", keys: ["webhook", "immutab"] },
    ],
  },
  {
    id: "b223-logging-conventions",
    build: (s) =>
      s
        .file("Edit", "internal/controller/failover.go")
        .assistant('Added logging in the failover path with a package-level `var log = ctrl.Log.WithName("failover")`.')
        .user(
          'two things for all future code:\n- logger always from ctx: log.FromContext(ctx), no package-level loggers, you lose the reconcile id\n- structured keys in camelCase ("shardSet", "targetPod"), not snake_case',
        )
        .file("Edit", "internal/controller/failover.go")
        .bash("make test", "ok  \tgithub.com/example/pgshard-operator/internal/controller\t13.550s")
        .assistant("Switched to log.FromContext(ctx) with camelCase keys.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["log.fromcontext"] },
      { kind: "instruction", keys: ["camelcase"] },
    ],
  },
  {
    id: "b223-pgx-driver",
    build: (s) =>
      s
        .bash("grep -rn 'lib/pq' --include=*.go | wc -l", "7")
        .assistant(
          "lib/pq is in maintenance mode and doesn't support context cancellation well on the health probes — that's why the probes hang past their timeout. Proposal: move pkg/pgutil to jackc/pgx/v5 with a pgxpool per shard primary.",
        )
        .user("ack pgx/v5 + pgxpool. do it in this branch")
        .file("Edit", "pkg/pgutil/conn.go")
        .file("Edit", "pkg/pgutil/health.go")
        .bash(
          "go mod tidy && make test",
          "ok  \tgithub.com/example/pgshard-operator/pkg/pgutil\t2.118s\nok  \tgithub.com/example/pgshard-operator/internal/controller\t13.902s",
        )
        .assistant("pgutil migrated to pgx/v5 with pgxpool; lib/pq removed.")
        .stop(),
    planted: [{ kind: "decision", keys: ["pgx"] }],
  },
  {
    id: "b223-promotion-timing",
    build: (s) =>
      s
        .user("failover test on staging: promotion marked failed but the replica came up fine a bit later")
        .bash(
          "kubectl -n orders logs orders-shard-1-1 | grep -E 'promote|ready'",
          "2026-11-24 10:02:11 UTC LOG:  received promote request\n2026-11-24 10:02:52 UTC LOG:  database system is ready to accept connections",
        )
        .assistant("41s from promote request to ready. The operator's promotionTimeout is 30s, so it gives up first.")
        .user(
          "yeah. that's just how it is on the 500Gi volumes, promotion takes ~40s there, replay of the last WAL segments. make promotionTimeout 90s in the controller. the chart's values.yaml has its own default, fix that later, remind me",
        )
        .file("Edit", "internal/controller/failover.go")
        .bash("make test", "ok  \tgithub.com/example/pgshard-operator/internal/controller\t13.771s")
        .assistant("promotionTimeout defaults to 90s now in the controller.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["40s"] },
      { kind: "task", keys: ["values.yaml"] },
    ],
  },
  {
    id: "b223-no-ginkgo",
    build: (s) =>
      s
        .user("write a test for the shard key immutability webhook")
        .assistant("I'll add a Ginkgo Describe block in internal/webhook/webhook_suite_test.go like kubebuilder scaffolds.")
        .user("nack. we ripped ginkgo out last year. plain `testing` + gomega matchers (NewWithT), table tests. that's for every test in the repo")
        .file("Write", "internal/webhook/shardset_webhook_test.go")
        .bash("make test", "ok  \tgithub.com/example/pgshard-operator/internal/webhook\t5.840s")
        .assistant("Table test with NewWithT added; 4 cases.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["ginkgo"] }],
  },
  {
    id: "b223-alerts-webhook-split",
    build: (s) =>
      s
        .user("the PrometheusRule for replication lag, where do the alerts go")
        .file("Read", "config/prometheus/rules.yaml")
        .assistant("The rule has label team: db-platform. Routing is in alertmanager, not in this repo, I can't see it.")
        .user(
          "team=db-platform routes to the #db-platform slack channel, pages go to their oncall. that's the contract with them.\nalso next sprint: webhook server moves into its own Deployment so a manager crash doesnt take admission down with it",
        )
        .assistant("Got it.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["#db-platform"] },
      { kind: "task", keys: ["webhook", "own deployment"] },
    ],
  },
  {
    id: "b223-squash-prefix",
    build: (s) =>
      s
        .bash("git log --oneline origin/main..HEAD", "a91c2d0 wip\n77e01fe fix\n3bb8a1e more fixes\n0c4d9e2 add pdb")
        .user(
          "before you push: squash into one commit per logical change, and msg prefixed with the package, like `controller: ` or `api: `. same for every branch you push here",
        )
        .bash(
          "git reset --soft origin/main && git commit -qm 'controller: create PodDisruptionBudget per shard' && git log --oneline -1",
          "e52f7a1 controller: create PodDisruptionBudget per shard",
        )
        .assistant('Squashed to e52f7a1 "controller: create PodDisruptionBudget per shard".')
        .stop(),
    planted: [
      { kind: "instruction", keys: ["squash"] },
      { kind: "instruction", keys: ["prefixed", "package"] },
    ],
  },
  {
    id: "b223-max-concurrent",
    build: (s) =>
      s
        .user("reconciles are queueing up on the big cluster, 300 shardsets. bump concurrency?")
        .bash("curl -s localhost:8080/metrics | grep workqueue_depth", 'workqueue_depth{name="shardset"} 212\nworkqueue_depth{name="shardbackup"} 0')
        .assistant(
          "MaxConcurrentReconciles is 1 for the shardset controller. Each reconcile is per-object and we don't share state across ShardSets, so 4 should be safe; the only shared thing is the pgxpool map, which is already behind a mutex.",
        )
        .user("ack 4")
        .file("Edit", "internal/controller/setup.go")
        .bash("make test", "ok  \tgithub.com/example/pgshard-operator/internal/controller\t12.991s")
        .assistant("WithOptions(controller.Options{MaxConcurrentReconciles: 4}) set.")
        .stop(),
    planted: [{ kind: "decision", keys: ["maxconcurrentreconciles", "4"] }],
  },
  {
    id: "b223-shardkey-task-fact",
    build: (s) =>
      s
        .user("why does the webhook reject a change to spec.shardKey even on a fresh shardset with 0 rows")
        .file("Read", "internal/webhook/shardset_webhook.go")
        .assistant("ValidateUpdate rejects any shardKey change unconditionally; there's no check for whether data exists.")
        .user(
          "right, and it should stay that way for now — the router (pgshard-router, separate repo, Tomasz's team) caches the key hash on startup and never reloads it. TODO later: allow shardKey change while status.phase == Pending, once the router can reload",
        )
        .assistant("Leaving the webhook as is.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["pgshard-router"] },
      { kind: "task", keys: ["pending"] },
    ],
  },
  {
    id: "b223-sprint-list",
    build: (s) =>
      s
        .user(
          "ok wrapping up for today. leftovers, not for now:\n1. fencing: old primary must get its pg_hba flipped to reject before we promote, currently we only delete the pod\n2. sweep the events recorder calls, half of them use reason strings with spaces\n3. kubectl-pgshard plugin needs a `status` subcommand",
        )
        .bash("git status --short", " M internal/controller/failover.go")
        .assistant("Noted all three. failover.go has your uncommitted change from earlier, want me to commit it?")
        .user("no leave it")
        .stop("Leaving it uncommitted."),
    planted: [
      { kind: "task", keys: ["fencing", "pg_hba"] },
      { kind: "task", keys: ["reason strings"] },
      { kind: "task", keys: ["kubectl-pgshard", "status"] },
    ],
  },
  {
    id: "b223-server-side-apply",
    build: (s) =>
      s
        .file("Read", "internal/controller/statefulset.go")
        .assistant(
          'We build the StatefulSet and CreateOrUpdate it, which fights the vpa-updater over the resources fields every pass. Option A: keep CreateOrUpdate and copy over the fields we don\'t own. Option B: server-side apply with FieldOwner("pgshard-operator") and ForceOwnership, so we only ever assert the fields we set.',
        )
        .user("B. SSA with field owner pgshard-operator. and going forward, anything new the operator creates goes through SSA too, no more CreateOrUpdate")
        .file("Edit", "internal/controller/statefulset.go")
        .bash("make test", "ok  \tgithub.com/example/pgshard-operator/internal/controller\t14.330s")
        .assistant("StatefulSet now applied via client.Apply with field owner pgshard-operator.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["field owner", "pgshard-operator"] },
      { kind: "instruction", keys: ["createorupdate"] },
    ],
  },
  {
    id: "b223-backup-bucket",
    build: (s) =>
      s
        .user("restore test failed, can't find the basebackup")
        .bash(
          "aws s3 ls s3://acme-pg-backups-euw1/orders/ --recursive | tail -3",
          "2026-11-25 01:00:14  52428800 orders/shard-0/base/20261125T010000/base.tar.gz\n2026-11-25 01:00:19  52429911 orders/shard-1/base/20261125T010000/base.tar.gz\n2026-11-25 01:00:22       512 orders/shard-2/base/20261125T010000/backup_label",
        )
        .assistant("shard-2's basebackup is only the backup_label, the tarball never got uploaded. shard-0 and shard-1 are fine.")
        .user(
          "fyi all wal-g backups land in s3://acme-pg-backups-euw1, one prefix per shardset, and the bucket has a 35 day lifecycle rule, so anything older than that is just gone. shard-2 thing: open a ticket for priya, next week",
        )
        .assistant("Drafted the ticket text for Priya with the listing above.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["acme-pg-backups-euw1"] },
      { kind: "fact", keys: ["35 day"] },
      { kind: "task", keys: ["shard-2", "ticket"] },
    ],
  },
  {
    id: "b223-pr-workflow",
    build: (s) =>
      s
        .bash("git branch --show-current", "main")
        .assistant("You're on main with two local commits for the SSA change. Push to origin/main?")
        .user(
          "nack!! never push to main here, branch protection would reject it anyway but still. branches are h/<topic>, PR into main, and ping me for review, CI alone isn't enough",
        )
        .bash("git switch -c h/ssa && git push -u origin h/ssa 2>&1 | tail -1", "branch 'h/ssa' set up to track 'origin/h/ssa'.")
        .bash("git branch -f main origin/main", "")
        .assistant("Moved the commits to h/ssa and pushed it; local main reset to origin/main.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["push to main"] },
      { kind: "instruction", keys: ["h/<topic>"] },
    ],
  },
  {
    id: "b223-replica-lag-threshold",
    build: (s) =>
      s
        .file("Read", "internal/controller/failover.go")
        .assistant(
          "Candidate selection picks the replica with the highest replay LSN, but doesn't exclude lagging ones. Suggest: skip replicas whose replication lag is above 16MB of WAL when choosing the promotion target, and if none qualifies, don't fail over automatically and emit a FailoverBlocked event instead.",
        )
        .user("ack, 16MB and FailoverBlocked. better no failover than losing writes")
        .file("Edit", "internal/controller/failover.go")
        .bash("make test", "ok  \tgithub.com/example/pgshard-operator/internal/controller\t14.884s")
        .assistant("Lag filter and FailoverBlocked event in; added two test cases.")
        .user("also write a runbook entry for FailoverBlocked at some point. docs/runbooks/, later")
        .stop("Okay."),
    planted: [
      { kind: "decision", keys: ["16mb"] },
      { kind: "task", keys: ["runbook", "failoverblocked"] },
    ],
  },
  {
    id: "b223-api-group",
    build: (s) =>
      s
        .user("a user asked why `kubectl get shards` doesn't work")
        .bash(
          "kubectl api-resources --api-group=db.example.io",
          "NAME        SHORTNAMES   APIVERSION               NAMESPACED   KIND\nshardsets   ss           db.example.io/v1alpha2   true         ShardSet",
        )
        .assistant(
          "The only resource is shardsets (short name ss). There's no Shard kind; shards are just StatefulSets owned by the ShardSet. Should I add a `shards` short name?",
        )
        .user(
          "no, ss clashes with nothing but `shards` would be misleading. for the record: each shard = one StatefulSet named <shardset>-shard-<n>, there's no Shard CRD and we're not adding one",
        )
        .assistant("Okay, I'll tell them to use `kubectl get ss` and `kubectl get sts -l pgshard.io/shardset=<name>`.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["<shardset>-shard-<n>"] },
      { kind: "decision", keys: ["shard crd"] },
    ],
  },
  {
    id: "b223-e2e-chaos",
    build: (s) =>
      s
        .user("do we have e2e coverage for failover at all?")
        .bash("ls test/e2e/", "e2e_suite_test.go\ncreate_test.go\nscale_test.go")
        .assistant("Only create and scale. Failover needs killing a primary pod mid-write, which envtest can't do; it would need a real cluster run.")
        .user(
          "yep. so: failover e2e is still open, needs chaos-mesh installed on pgs-dev first. later, after the PDB PR lands. and e2e runs against kind only, never point it at staging, it deletes namespaces",
        )
        .assistant("Understood.")
        .stop(),
    planted: [
      { kind: "task", keys: ["failover", "chaos-mesh"] },
      { kind: "instruction", keys: ["e2e", "staging"] },
    ],
  },
  {
    id: "b223-vet-ci-fact",
    build: (s) =>
      s
        .user("CI red on my PR but everything passes locally")
        .bash(
          "gh run view 88340 --log-failed | tail -4",
          "make: *** [Makefile:71: verify-manifests] Error 1\nconfig/crd/bases/db.example.io_shardsets.yaml: generated file differs, run `make manifests` and commit the result\n##[error]Process completed with exit code 2.",
        )
        .assistant(
          "CI's verify-manifests target regenerates the CRDs and RBAC and fails if the committed files differ. Your branch changed a kubebuilder marker without regenerating. I'll run make manifests and commit.",
        )
        .bash("make manifests && git commit -qam 'api: regenerate manifests' && git push -q", "")
        .user("ack. yeah verify-manifests is the one that always gets people, it only runs in CI, not in make test")
        .assistant("Pushed; the run is green now.")
        .stop(),
    planted: [{ kind: "fact", keys: ["verify-manifests"] }],
  },
  {
    id: "b223-owner-refs-cross-ns",
    build: (s) =>
      s
        .user("the shardset in ns `orders` should create its monitoring ServiceMonitor in ns `monitoring`, set owner ref on it")
        .assistant(
          "Cross-namespace owner references aren't allowed: the GC treats them as unresolvable and may delete the object. Options: (a) keep the ServiceMonitor in `orders` and have prometheus select that namespace, (b) put it in `monitoring` and clean it up in our finalizer with a label, no owner ref.",
        )
        .user(
          "a. ServiceMonitors live next to the shardset, in its own namespace, owner ref set. prometheus' serviceMonitorNamespaceSelector already matches everything",
        )
        .file("Edit", "internal/controller/monitoring.go")
        .bash("make test", "ok  \tgithub.com/example/pgshard-operator/internal/controller\t14.102s")
        .assistant("ServiceMonitor created in the ShardSet's namespace with a controller owner ref.")
        .stop(),
    planted: [{ kind: "decision", keys: ["servicemonitor", "namespace"] }],
  },
  {
    id: "b223-gomock-fakes",
    build: (s) =>
      s
        .user("the failover test needs a fake pg health checker")
        .assistant("I can generate a mock with gomock (mockgen) for the HealthChecker interface, or hand-write a small fake struct. Which do you prefer?")
        .user("hand-written fakes in a fake_test.go next to the test, I prefer that over mockgen everywhere, generated mocks rot. keep them tiny")
        .file("Write", "internal/controller/fake_test.go")
        .bash("make test", "ok  \tgithub.com/example/pgshard-operator/internal/controller\t14.550s")
        .assistant("fakeHealthChecker added in fake_test.go; failover tests use it.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["mockgen"] }],
  },
  {
    id: "b223-quota-fact-task",
    build: (s) =>
      s
        .user("scale-up of `payments` to 8 shards stuck")
        .bash(
          "kubectl -n payments describe resourcequota | grep -A2 persistentvolumeclaims",
          "requests.storage         1800Gi  2Ti\npersistentvolumeclaims   14      16",
        )
        .assistant("The quota in payments allows 16 PVCs and 2Ti storage; 8 shards x 2 replicas x 1 PVC = 16 plus the WAL volumes would be 32. It can't fit.")
        .user(
          "right, the team namespaces have a hard 2Ti storage quota set by platform, we can't change it ourselves. so: validate it in the webhook, reject scale-ups that would blow the quota — put it on the backlog, not urgent",
        )
        .assistant("Noted for later; nothing changed now.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["2ti", "quota"] },
      { kind: "task", keys: ["quota", "webhook"] },
    ],
  },
  {
    id: "b223-controller-runtime-bump",
    build: (s) =>
      s
        .user("dependabot wants controller-runtime v0.17 -> v0.19. how bad")
        .bash(
          "go list -m -u sigs.k8s.io/controller-runtime k8s.io/client-go",
          "sigs.k8s.io/controller-runtime v0.17.3 [v0.19.1]\nk8s.io/client-go v0.29.4 [v0.31.2]",
        )
        .assistant(
          "v0.19 needs client-go v0.31 and changes the webhook interfaces (CustomValidator now returns admission.Warnings, already done) and the typed workqueue. We could stop at v0.18 first to split the churn, or go straight to v0.19; the diff is maybe 150 lines either way.",
        )
        .user("straight to v0.19, one PR. no point doing it twice")
        .bash(
          "go get sigs.k8s.io/controller-runtime@v0.19.1 && go mod tidy && make test",
          "ok  \tgithub.com/example/pgshard-operator/internal/controller\t13.447s\nok  \tgithub.com/example/pgshard-operator/internal/webhook\t5.998s",
        )
        .file("Edit", "cmd/main.go")
        .assistant("Bumped to controller-runtime v0.19.1 / client-go v0.31.2; fixed the metrics server options in main.go, tests pass.")
        .stop(),
    planted: [{ kind: "decision", keys: ["v0.19"] }],
  },
  // Sessions that plant nothing.
  {
    id: "b223-e-describe-sts",
    build: (s) =>
      s
        .user("show me orders-shard-0's sts")
        .bash("kubectl -n orders get sts orders-shard-0 -o jsonpath='{.spec.replicas} {.status.readyReplicas} {.spec.updateStrategy.type}'", "3 3 OnDelete")
        .assistant("3 replicas, all ready, updateStrategy OnDelete.")
        .user("why OnDelete again?")
        .assistant(
          "From the code it looks like the operator rolls pods itself during upgrades (replicas first, primary last) in upgrade.go, so the sts controller shouldn't roll them. I haven't checked the git history for why, though.",
        )
        .user("ok makes sense, thx")
        .stop("Sure."),
    planted: [],
  },
  {
    id: "b223-e-proposal-dropped",
    build: (s) =>
      s
        .user("thinking out loud: should the operator manage pgbouncer too?")
        .assistant(
          "It could: a Deployment per ShardSet with a generated pgbouncer.ini pointing at each primary's Service. The cost is another reconcile path and config reloads on failover.",
        )
        .user("hm. or the router does pooling itself. don't know, need to talk to Tomasz first")
        .assistant("Sure, nothing to do until then.")
        .stop(),
    planted: [],
  },
  {
    id: "b223-e-kubectl-question",
    build: (s) =>
      s
        .user("is there a way to see which controller last touched a field on the sts?")
        .assistant("managedFields: `kubectl get sts orders-shard-0 --show-managed-fields -o yaml` lists each manager and the fields it owns.")
        .user("ah right forgot that exists")
        .assistant("It only tells you the last applier per field, not a history.")
        .user("good enough")
        .stop("Okay."),
    planted: [],
  },
  {
    id: "b223-e-owns-vs-watches",
    build: (s) =>
      s
        .user("whats the practical diff between Owns() and Watches() with EnqueueRequestForOwner")
        .assistant(
          "Owns(&appsv1.StatefulSet{}) is shorthand for Watches(&appsv1.StatefulSet{}, handler.EnqueueRequestForOwner(scheme, mapper, &ShardSet{}, handler.OnlyControllerOwner())). Same thing; Watches lets you pass a different handler or predicates per source.",
        )
        .user("so no perf difference")
        .assistant("None, both register one informer for the type and map events to the owner's key.")
        .user("k thx")
        .stop("Sure."),
    planted: [],
  },
  {
    id: "b223-e-printcolumn-typo",
    build: (s) =>
      s
        .user("typo in the printcolumn, says `Replcas`")
        .file("Edit", "api/v1alpha2/shardset_types.go")
        .bash("make manifests && kubectl get shardsets", "NAME     SHARDS   REPLICAS   READY   AGE\norders   4        2          True    9d")
        .assistant("Fixed the JSONPath column name; kubectl get shows Replicas now.")
        .user("👍")
        .stop(),
    planted: [],
  },
  {
    id: "b223-e-flaky-guess",
    build: (s) =>
      s
        .user("TestFailover_PromotesReplica flaked on CI again, 1 in 10 or so")
        .bash(
          "gh run view 88213 --log-failed | tail -5",
          "    failover_test.go:118: \n        Timed out after 10.001s.\n        Expected\n            <string>: Promoting\n        to equal\n            <string>: Ready",
        )
        .assistant(
          "Could be the envtest cache not having synced the StatefulSet update before the assertion, or the fake pg health server answering late under CI load. Hard to tell from one log.",
        )
        .user("maybe the 10s Eventually is just too tight on the shared runners? dunno. don't change anything yet, I want to see a few more failures first")
        .assistant("Okay, leaving it.")
        .stop(),
    planted: [],
  },
  {
    id: "b223-e-quoted-events",
    build: (s) =>
      s
        .user("what's going on with orders-shard-2")
        .bash(
          "kubectl -n orders get events --field-selector involvedObject.name=orders-shard-2-0 | tail -4",
          'Warning  FailedScheduling  pod/orders-shard-2-0  0/6 nodes are available: 3 node(s) had untolerated taint {dedicated: pg}, 3 Insufficient memory. preemption: 0/6 nodes are available: 6 Preemption is not helpful for scheduling.\nWarning  ProvisioningFailed  pvc/data-orders-shard-2-0  storageclass "fast-ssd" must always specify volumeBindingMode WaitForFirstConsumer when topology is used\nNormal   Scheduled  pod/orders-shard-2-0  Successfully assigned orders/orders-shard-2-0 to pg-node-4',
        )
        .assistant("It was pending on memory for a while, then got scheduled on pg-node-4 once a node freed up. Running now.")
        .user("ok fine then")
        .assistant("The PVC warning is from an earlier attempt; the claim is Bound.")
        .stop(),
    planted: [],
  },
  {
    id: "b223-e-lint-bump-nack",
    build: (s) =>
      s
        .user("fix the errcheck in internal/controller/events.go line 40")
        .file("Edit", "internal/controller/events.go")
        .bash("golangci-lint run --new-from-rev=origin/main ./...", "0 issues.")
        .assistant("Fixed. While I'm here, want me to bump golangci-lint from v1.57 to v1.59 in the Makefile too?")
        .user("nack, not in this PR")
        .assistant("Leaving the version alone.")
        .stop(),
    planted: [],
  },
  {
    id: "b223-e-withdrawn-workers",
    build: (s) =>
      s
        .user("let's give the shardbackup controller its own rate limiter, exponential 5ms..1000s, like")
        .assistant(
          "I can pass workqueue.NewTypedItemExponentialFailureRateLimiter[reconcile.Request](5*time.Millisecond, 1000*time.Second) via controller.Options{RateLimiter: ...}. Want the default bucket limiter combined with it as well?",
        )
        .user("actually no, scratch that. I don't know yet if backups even retry enough for this to matter, I'll look at the numbers first")
        .assistant("Okay, nothing changed.")
        .stop(),
    planted: [],
  },
  {
    id: "b223-e-test-status",
    build: (s) =>
      s
        .user("run everything")
        .bash(
          "make test",
          "ok  \tgithub.com/example/pgshard-operator/api/v1alpha2\t0.029s\nok  \tgithub.com/example/pgshard-operator/internal/controller\t14.009s\nok  \tgithub.com/example/pgshard-operator/internal/webhook\t6.114s\nok  \tgithub.com/example/pgshard-operator/pkg/pgutil\t2.002s",
        )
        .assistant("All four packages pass; controller suite 14.0s.")
        .user("and lint")
        .bash("golangci-lint run --new-from-rev=origin/main ./...", "0 issues.")
        .assistant("Lint clean as well.")
        .stop(),
    planted: [],
  },
  {
    id: "b223-e-chitchat",
    build: (s) =>
      s
        .user("back from kubecon, brain is mush. the operator sdk folks had a decent talk on status conditions tho")
        .assistant("Welcome back. Anything from it you want to look at in this repo?")
        .user("nah not really, mostly stuff we already do. what was I doing before I left, the PR list?")
        .bash(
          "gh pr list --author @me",
          "412\tcontroller: create PodDisruptionBudget per shard\th/pdb\tOPEN\n409\tapi: metav1.Condition for status\th/conditions\tMERGED",
        )
        .assistant("One open PR: #412 (PDB per shard). #409 was merged while you were away.")
        .stop(),
    planted: [],
  },
  {
    id: "b223-e-review-nits",
    build: (s) =>
      s
        .user("rename `sts` to `statefulSet` in reconcileShard and drop the commented-out block at the bottom of shards.go")
        .file("Edit", "internal/controller/shards.go")
        .bash("make build", "go build -o bin/manager cmd/main.go")
        .assistant("Renamed the variable and removed the dead block; builds.")
        .user("ty")
        .stop(),
    planted: [],
  },
  {
    id: "b223-e-todo-grep",
    build: (s) =>
      s
        .user("how many TODOs left in the controller pkg")
        .bash(
          "grep -rn 'TODO' internal/controller/",
          "internal/controller/shards.go:88:\t// TODO(kw): this must always run after the service is created\ninternal/controller/failover.go:140:\t// TODO: never retry promotion on a fenced primary\ninternal/controller/finalizer.go:22:\t// TODO remove once v1alpha1 is gone",
        )
        .assistant("Three: shards.go:88, failover.go:140, finalizer.go:22.")
        .user("meh. old ones. fine")
        .stop(),
    planted: [],
  },
];

export const BLIND223 = plantedSet(BLIND223_SESSIONS, Date.UTC(2026, 10, 26, 9));
