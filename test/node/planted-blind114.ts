/**
 * Blind planted set 114 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a DevSecOps engineer hardening Kubernetes clusters (OPA Gatekeeper, Falco, cosign image
 * signing, SBOMs, network policies), writing long structured messages under 'Context / Ask /
 * Constraints' headings; the agent answers in Gemini CLI's voice ("Okay, I will ...").
 * Each session is one segment; the items planted in it are listed with it: 70 items (16 decisions, 17 instructions,
 * 20 facts, 17 tasks) in 46 sessions, 12 of which plant nothing (62 user/assistant messages between them). Every other message
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

export const BLIND114_SESSIONS: BlindSession[] = [
  {
    id: "b114-gatekeeper-required-labels",
    build: (s) =>
      s
        .user(
          "Context\nWe're adding a K8sRequiredLabels constraint so every Deployment in the app namespaces carries `owner` and `data-classification`. Template is already in policy/templates/k8srequiredlabels.yaml.\n\nAsk\nWrite the constraint for namespaces matching `team-*` and check how many existing workloads would violate it.\n\nConstraints\n- New constraints always go out with enforcementAction: dryrun for one full week before we flip them to deny. That's the rule for every constraint from now on, no exceptions.\n- Don't touch kube-system.",
        )
        .assistant("Okay, I will first look at the existing template to see which parameters it takes, then draft the constraint in dryrun mode.")
        .file("Read", "policy/templates/k8srequiredlabels.yaml")
        .file("Write", "policy/constraints/required-labels-team.yaml")
        .bash("kubectl get k8srequiredlabels team-required-labels -o jsonpath='{.status.totalViolations}'", "37")
        .assistant(
          "The constraint is applied in dryrun. The audit currently reports 37 violations across the team-* namespaces. Would you like me to list them grouped by namespace?",
        )
        .user(
          "yes please, group by namespace. also fyi the gatekeeper audit on prod runs every 120s (we set --audit-interval=120 because of api server load), so don't panic if the number lags",
        )
        .bash(
          "kubectl get k8srequiredlabels team-required-labels -o json | jq -r '.status.violations[].namespace' | sort | uniq -c",
          "     14 team-checkout\n      9 team-search\n     11 team-ledger\n      3 team-notify",
        )
        .assistant("Here is the breakdown: team-checkout 14, team-ledger 11, team-search 9, team-notify 3.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["dryrun"] },
      { kind: "fact", keys: ["audit", "120"] },
    ],
  },
  {
    id: "b114-cosign-keyless",
    build: (s) =>
      s
        .user(
          "Context\nRelease pipeline signs images with `cosign sign --key awskms:///alias/cosign-release`. Rotating that key is a pain and audit keeps flagging it.\n\nAsk\nWhat are the options for moving off a long-lived signing key? Give me pros/cons, don't change anything yet.\n\nConstraints\n- must keep verification working in the admission controller during the transition",
        )
        .bash(
          "grep -rn 'cosign sign' .github/workflows/",
          '.github/workflows/release.yml:88:        run: cosign sign --yes --key awskms:///alias/cosign-release "$IMAGE@$DIGEST"',
        )
        .assistant(
          "I see two realistic options:\n\n1. **Keyless signing** with Fulcio + Rekor using the GitHub Actions OIDC token. No key to rotate; the identity is the workflow path.\n2. **Shorter-lived KMS keys** with automated rotation every 90 days. Keeps the current flow but the rotation still needs a verification overlap window.\n\nI would recommend option 1, with a transition period where the policy accepts both the KMS key and the keyless identity.",
        )
        .user(
          "ok agreed, we go with keyless signing via the GitHub OIDC identity, and the admission policy accepts both during the transition. I was going to suggest a self-hosted Fulcio but no, scratch that, public sigstore is fine for us.",
        )
        .file("Edit", ".github/workflows/release.yml")
        .bash("git diff --stat", " .github/workflows/release.yml | 6 ++++--\n 1 file changed, 4 insertions(+), 2 deletions(-)")
        .assistant("I have updated release.yml to request `id-token: write` and call `cosign sign --yes` without a key.")
        .user(
          "good. follow-up for later, not today: once keyless has been live for a month, rotate out and schedule deletion of the old KMS key alias/cosign-release.",
        )
        .stop("Understood. The workflow change is in place; the KMS key stays for now."),
    planted: [
      { kind: "decision", keys: ["keyless"] },
      { kind: "task", keys: ["kms", "deletion"] },
    ],
  },
  {
    id: "b114-falco-etc-noise",
    build: (s) =>
      s
        .user(
          "Context\nFalco is paging ~200x/day on 'Write below etc' from the prod-east nodes.\n\nAsk\nFind what's writing under /etc.\n\nConstraints\nread-only, no rule changes yet",
        )
        .bash(
          "kubectl logs -n falco ds/falco --since=1h | grep 'Write below etc' | head -3",
          '{"output":"14:02:11.332 Warning File below /etc opened for writing (user=root command=node-problem-de file=/etc/node-problem-detector.d/kernel-monitor.json)","priority":"Warning","rule":"Write below etc"}\n{"output":"14:03:11.341 Warning File below /etc opened for writing (user=root command=node-problem-de ...)","priority":"Warning","rule":"Write below etc"}',
        )
        .assistant(
          "The events come from a process named `node-problem-de`, which looks truncated from `node-problem-detector`. It may be rewriting its config every minute, but I need to confirm this against the DaemonSet spec.",
        )
        .bash(
          "kubectl get ds -n kube-system node-problem-detector -o jsonpath='{.spec.template.spec.containers[0].args}'",
          '["--config.system-log-monitor=/etc/node-problem-detector.d/kernel-monitor.json","--config.reload-interval=60s"]',
        )
        .assistant(
          "Confirmed: the node-problem-detector DaemonSet reloads and rewrites /etc/node-problem-detector.d/kernel-monitor.json every 60 seconds. That is the root cause of the 'Write below etc' noise.",
        )
        .user(
          "right. and for the record: we never disable a Falco rule outright. noise gets an exception in falco_rules.local.yaml scoped to the exact proc name + path. keep that as a standing rule.",
        )
        .file("Edit", "falco/falco_rules.local.yaml")
        .bash("falco --validate falco/falco_rules.local.yaml", "Validating rules file(s):\n   falco/falco_rules.local.yaml\nfalco/falco_rules.local.yaml: Ok")
        .stop("I have added the scoped exception and the rules file validates."),
    planted: [
      { kind: "fact", keys: ["node-problem-detector"] },
      { kind: "instruction", keys: ["falco_rules.local"] },
    ],
  },
  {
    id: "b114-netpol-default-deny",
    build: (s) =>
      s
        .user(
          "Context\nPen test flagged lateral movement between team namespaces. We've been debating allow-by-default vs deny.\n\nAsk\nDecision is made: every app namespace gets a default-deny policy for both ingress and egress, and teams add explicit allows. Generate the base policy and add it to the namespace kustomize base.\n\nConstraints\n- DNS to kube-dns must still work\n- the legacy edge cluster still runs Calico, not Cilium, so plain networking.k8s.io/v1 only, no CiliumNetworkPolicy in the base",
        )
        .assistant("Okay. I will write a default-deny NetworkPolicy plus an allow-dns egress policy into the namespace base.")
        .file("Write", "k8s/base/namespace/netpol-default-deny.yaml")
        .file("Write", "k8s/base/namespace/netpol-allow-dns.yaml")
        .bash("kustomize build k8s/overlays/team-search | grep -c 'kind: NetworkPolicy'", "2")
        .assistant("Both policies render for team-search. Should I also add a policy allowing Prometheus to scrape from the monitoring namespace?")
        .user("hmm, maybe? let me think about it, don't add it now.")
        .stop("Okay, I will leave the monitoring allow out for now."),
    planted: [
      { kind: "decision", keys: ["default-deny"] },
      { kind: "fact", keys: ["calico", "edge"] },
    ],
  },
  {
    id: "b114-sbom-format",
    build: (s) =>
      s
        .user(
          "Context\nCompliance wants SBOMs for everything we ship by Q1. Right now nothing generates them.\n\nAsk\nAdd SBOM generation to the image build. Which format do you suggest?\n\nConstraints\nmust be ingestible by Dependency-Track",
        )
        .assistant(
          "Dependency-Track ingests CycloneDX natively; SPDX support is more limited. I suggest generating CycloneDX JSON with syft right after the image build.",
        )
        .user("fine, CycloneDX JSON with syft it is. spdx is out.")
        .file("Edit", ".github/workflows/release.yml")
        .bash(
          "syft registry.acme.internal/checkout/api:1.42.0 -o cyclonedx-json=sbom.cdx.json && jq '.components | length' sbom.cdx.json",
          " ✔ Loaded image\n ✔ Parsed image\n ✔ Cataloged contents\n412",
        )
        .assistant("The SBOM for checkout/api:1.42.0 lists 412 components. The workflow now uploads sbom.cdx.json as a build artifact.")
        .user(
          "nice. TODO for next sprint: publish the SBOM as a cosign attestation (`cosign attest --type cyclonedx`) instead of just a build artifact, so it travels with the image.",
        )
        .stop("Noted."),
    planted: [
      { kind: "decision", keys: ["cyclonedx"] },
      { kind: "task", keys: ["attest"] },
    ],
  },
  {
    id: "b114-empty-kyverno-question",
    build: (s) =>
      s
        .user(
          "Context\nA couple of teams keep asking why we run Gatekeeper and not Kyverno.\n\nAsk\nJust brainstorm with me, no changes. What would we gain by switching? Rego is a barrier for most devs.\n\nConstraints\nnone, this is thinking out loud",
        )
        .assistant(
          "Kyverno policies are plain YAML, so they are easier for application teams to read. It also has built-in image verification and generate rules. On the other hand, your existing Rego library and conftest tests would need rewriting.",
        )
        .user("would kyverno's verifyImages maybe replace the cosign admission piece too? or is that wishful thinking")
        .assistant(
          "It could, in principle. Kyverno's verifyImages supports cosign keyless and key-based verification. Whether it covers your attestations checks is something I would need to test.",
        )
        .user("yeah. I doubt we'd get budget for a migration this half anyway. let's park it, just curious.")
        .stop("Understood, nothing changed."),
    planted: [],
  },
  {
    id: "b114-trivy-gate",
    build: (s) =>
      s
        .user(
          "Context\nThe trivy step in CI is failing every other build on HIGH findings in base images we can't fix.\n\nAsk\nChange the gate: CI should fail only on CRITICAL, and HIGH just gets reported as a warning. That's the policy going forward for all repos.\n\nConstraints\n- ignore-unfixed stays on",
        )
        .file("Read", ".github/workflows/ci.yml")
        .bash(
          "trivy image --severity CRITICAL --ignore-unfixed --exit-code 1 registry.acme.internal/search/indexer:2.3.1",
          "2026-11-20T10:14:02Z INFO Vulnerability scanning is enabled\nregistry.acme.internal/search/indexer:2.3.1 (debian 12.7)\nTotal: 0 (CRITICAL: 0)\n\nNOTE: This image must always be rebuilt when the base image changes.",
        )
        .assistant(
          "The indexer image has no CRITICAL findings, so with the new gate it passes. I will now update ci.yml to split the scan into a failing CRITICAL step and a non-failing HIGH step.",
        )
        .file("Edit", ".github/workflows/ci.yml")
        .assistant("Done. One thing I noticed: trivy downloads its DB from ghcr.io each run. Is there an internal mirror?")
        .user("yes, the trivy DB is mirrored at registry.acme.internal/sec/trivy-db, refreshed every 6h. point --db-repository at it.")
        .file("Edit", ".github/workflows/ci.yml")
        .stop("I have set `--db-repository registry.acme.internal/sec/trivy-db` in both scan steps."),
    planted: [
      { kind: "instruction", keys: ["critical", "high"] },
      { kind: "fact", keys: ["trivy-db"] },
    ],
  },
  {
    id: "b114-psa-levels",
    build: (s) =>
      s
        .user(
          "Context\nMoving off PodSecurityPolicy leftovers to Pod Security Admission.\n\nAsk\nLabel namespaces. We settled this in the arch review: app namespaces enforce `restricted`, the monitoring and logging namespaces get `baseline` because node-exporter and fluent-bit need hostPath.\n\nConstraints\nwarn+audit at the same level as enforce",
        )
        .bash("kubectl get ns -l tier=app -o name | wc -l", "23")
        .assistant(
          "There are 23 namespaces labelled tier=app. I will add the pod-security labels in the namespace base and in the monitoring/logging overlays.",
        )
        .file("Edit", "k8s/base/namespace/kustomization.yaml")
        .file("Edit", "k8s/overlays/monitoring/namespace.yaml")
        .bash(
          "kubectl label --dry-run=server ns team-checkout pod-security.kubernetes.io/enforce=restricted --overwrite",
          'Warning: existing pods in namespace "team-checkout" violate the new PodSecurity enforce level "restricted:latest"\nWarning: checkout-api-7d9c (and 2 other pods): allowPrivilegeEscalation != false\nnamespace/team-checkout labeled (server dry run)',
        )
        .assistant(
          "team-checkout has 3 pods that would violate restricted because allowPrivilegeEscalation is not set to false. Do you want me to patch the checkout chart?",
        )
        .user("no, that's the team's job, just send me the pod names.")
        .stop("checkout-api-7d9c, checkout-api-7d9c-x2k4p and checkout-worker-5b8f."),
    planted: [{ kind: "decision", keys: ["restricted", "baseline"] }],
  },
  {
    id: "b114-allowedrepos",
    build: (s) =>
      s
        .user("quick one: which registries does the allowedrepos constraint let through on prod right now?")
        .bash("kubectl get k8sallowedrepos prod-allowed-repos -o jsonpath='{.spec.parameters.repos}'", '["registry.acme.internal/"]')
        .assistant("Only one prefix is allowed: `registry.acme.internal/`. Every other registry is denied at admission on prod.")
        .user(
          "ok so that's the only registry prod accepts, good, that's how it should stay. remind me to add the harbor pull-through mirror (harbor.acme.internal/dockerhub-proxy/) to that list before the registry migration on the 28th",
        )
        .stop("I will not change it now."),
    planted: [
      { kind: "fact", keys: ["registry.acme.internal"] },
      { kind: "task", keys: ["harbor"] },
    ],
  },
  {
    id: "b114-empty-falco-logs",
    build: (s) =>
      s
        .user("can you tail falco on the staging nodes for a minute and tell me if anything weird shows up")
        .bash(
          "kubectl logs -n falco ds/falco --since=1m | jq -r '.rule' | sort | uniq -c",
          "      4 Contact K8S API Server From Container\n      1 Terminal shell in container\n      2 Read sensitive file untrusted",
        )
        .assistant(
          "In the last minute there were 4 'Contact K8S API Server From Container', 1 'Terminal shell in container' and 2 'Read sensitive file untrusted'. The shell might be someone debugging, or it might be a CronJob; I can't tell from the rule name alone.",
        )
        .user("show me the shell one")
        .bash(
          "kubectl logs -n falco ds/falco --since=1m | grep 'Terminal shell'",
          '{"output":"10:41:07 Notice A shell was spawned in a container with an attached terminal (user=root k8s.ns=team-search k8s.pod=indexer-0 shell=bash parent=runc) -- this should never happen in prod","rule":"Terminal shell in container"}',
        )
        .assistant("It is a bash shell in team-search/indexer-0 with an attached terminal, parent runc. That looks like a `kubectl exec`.")
        .user("probably Marco poking at the indexer again lol. fine, ignore it.")
        .stop("Okay."),
    planted: [],
  },
  {
    id: "b114-image-verification-controller",
    build: (s) =>
      s
        .user(
          "Context\nWe need admission-time signature verification. Last week I said we'd use Connaisseur.\n\nAsk\nSet up the verification controller in the sec-system namespace.\n\nConstraints\n- must support keyless identities (see the release.yml change)\n- fail closed for team-* namespaces",
        )
        .assistant(
          "Okay. Before I install Connaisseur: its keyless support is still experimental, while the sigstore policy-controller supports Fulcio identities and has a ClusterImagePolicy CRD. Do you want to reconsider?",
        )
        .user("ugh, you're right. change of plan: we go with the sigstore policy-controller instead of Connaisseur. Connaisseur is off the table.")
        .bash(
          "helm upgrade --install policy-controller sigstore/policy-controller -n sec-system --create-namespace -f k8s/sec-system/policy-controller-values.yaml",
          'Release "policy-controller" does not exist. Installing it now.\nNAME: policy-controller\nNAMESPACE: sec-system\nSTATUS: deployed\nREVISION: 1',
        )
        .file("Write", "k8s/sec-system/clusterimagepolicy-release.yaml")
        .assistant("The policy-controller is deployed and the ClusterImagePolicy accepts the release.yml keyless identity and the KMS key.")
        .user(
          "also, standing rule for the policy repo: every admission policy change comes with conftest unit tests under policy/tests, and the PR doesn't merge without them. applies to you too.",
        )
        .file("Write", "policy/tests/clusterimagepolicy_test.rego")
        .bash("conftest verify -p policy/", "6 tests, 6 passed, 0 warnings, 0 failures, 0 exceptions")
        .stop("All 6 conftest tests pass."),
    planted: [
      { kind: "decision", keys: ["policy-controller"] },
      { kind: "instruction", keys: ["conftest"] },
    ],
  },
  {
    id: "b114-etcd-encryption",
    build: (s) =>
      s
        .user(
          "Context\nAuditor asks how secrets are encrypted at rest on the EKS clusters.\n\nAsk\nCheck the encryption config on prod-east and tell me what's there.\n\nConstraints\nread only",
        )
        .bash(
          "aws eks describe-cluster --name prod-east --query 'cluster.encryptionConfig'",
          '[\n    {\n        "resources": ["secrets"],\n        "provider": {"keyArn": "arn:aws:kms:us-east-1:481922:alias/eks-secrets-prod"}\n    }\n]',
        )
        .assistant("prod-east encrypts Secrets with envelope encryption using the KMS key alias/eks-secrets-prod. Only the `secrets` resource is covered.")
        .user(
          "ok good. that answers the auditor: secrets at rest on prod-east are envelope-encrypted with alias/eks-secrets-prod. But encryption was turned on after the cluster was created, so old secrets may still be plaintext in etcd. We need to rewrite all existing secrets so they get re-encrypted, ticket is SEC-412. not today, it needs a change window.",
        )
        .assistant("Understood. Should I prepare the command for the change window?")
        .user("sure, just paste it here, don't run it")
        .stop("`kubectl get secrets -A -o json | kubectl replace -f -`"),
    planted: [
      { kind: "fact", keys: ["alias/eks-secrets-prod"] },
      { kind: "task", keys: ["sec-412"] },
    ],
  },
  {
    id: "b114-cluster-prefs",
    build: (s) =>
      s
        .user(
          "Context\nSome ground rules before we start doing anything against live clusters together.\n\nAsk\n1. Always show me `kubectl diff` output before you apply anything, and wait for my ok.\n2. Use the `sec-admin` kube context. Don't ever switch to `prod-admin`, that one is break-glass only.\n3. Now: check which context is active.\n\nConstraints\n—",
        )
        .bash("kubectl config current-context", "prod-admin")
        .assistant("The active context is `prod-admin`. I will switch to `sec-admin`.")
        .bash("kubectl config use-context sec-admin", 'Switched to context "sec-admin".')
        .user("yikes. ok thanks")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["kubectl diff"] },
      { kind: "instruction", keys: ["sec-admin"] },
    ],
  },
  {
    id: "b114-empty-run-conftest",
    build: (s) =>
      s
        .user("morning! run the policy tests pls, I merged Priya's branch late last night")
        .bash(
          "conftest verify -p policy/",
          "FAIL - policy/tests/required_labels_test.rego - data.k8srequiredlabels.test_missing_owner - expected deny but got none\n13 tests, 12 passed, 0 warnings, 1 failure, 0 exceptions",
        )
        .assistant("One test fails: `test_missing_owner` in required_labels_test.rego expects a deny that does not happen.")
        .user("fix it, it's probably the label key typo she mentioned")
        .file("Edit", "policy/templates/k8srequiredlabels.rego")
        .bash("conftest verify -p policy/", "13 tests, 13 passed, 0 warnings, 0 failures, 0 exceptions")
        .assistant("The rule checked `onwer` instead of `owner`. I fixed the typo and all 13 tests pass.")
        .user("ha, classic. thanks!")
        .stop(),
    planted: [],
  },
  {
    id: "b114-falcosidekick",
    build: (s) =>
      s
        .user(
          "Context\nFalco alerts currently only land in stdout, which nobody reads.\n\nAsk\nWire up Falcosidekick. Options I see: Loki, Elasticsearch, Slack, PagerDuty.\n\nConstraints\nwe can't page people for Notice-level stuff",
        )
        .assistant(
          "I suggest two outputs: everything to Loki (you already run it for logs), and only Critical and above to PagerDuty. Slack could be added for Warning, but that tends to become noise.",
        )
        .user(
          "agreed on Loki for everything + PagerDuty for Critical and up. skip slack. pagerduty routing key is in the sec-oncall service, the security rotation is owned by platform-sec, they're the ones who'll get paged.",
        )
        .file("Edit", "k8s/falco/falcosidekick-values.yaml")
        .bash(
          "helm upgrade falco falcosecurity/falco -n falco -f k8s/falco/values.yaml -f k8s/falco/falcosidekick-values.yaml",
          'Release "falco" has been upgraded. Happy Helming!\nNAME: falco\nSTATUS: deployed\nREVISION: 14',
        )
        .bash(
          "kubectl logs -n falco deploy/falco-falcosidekick | tail -2",
          "2026-11-30 09:12:44 [INFO]  : Enabled Outputs : [Loki PagerDuty]\n2026-11-30 09:12:44 [INFO]  : Falcosidekick is up and listening on :2801",
        )
        .stop("Falcosidekick is up with Loki and PagerDuty enabled."),
    planted: [
      { kind: "decision", keys: ["loki", "pagerduty"] },
      { kind: "fact", keys: ["platform-sec"] },
    ],
  },
  {
    id: "b114-egress-hsm",
    build: (s) =>
      s
        .user(
          "Context\nAfter default-deny went into team-payments, the payment-signer pods can't reach the HSM.\n\nAsk\nAdd the egress allow.\n\nConstraints\nscope it to the signer pods only",
        )
        .bash(
          "kubectl exec -n team-payments deploy/payment-signer -- nc -zv -w 3 10.40.12.7 1792",
          "nc: connect to 10.40.12.7 port 1792 (tcp) timed out: Operation now in progress",
          1,
        )
        .assistant("The connection to 10.40.12.7:1792 times out. Which CIDR should the policy allow? I only see this one address.")
        .user("the HSM cluster sits in 10.40.12.0/24 on port 1792, that doesn't change. allow the /24.")
        .file("Write", "k8s/overlays/team-payments/netpol-allow-hsm.yaml")
        .bash("kubectl exec -n team-payments deploy/payment-signer -- nc -zv -w 3 10.40.12.7 1792", "Connection to 10.40.12.7 1792 port [tcp/*] succeeded!")
        .assistant("The signer pods can reach the HSM again.")
        .user(
          "great. bigger item for next quarter, put it on the list: move all partner-facing egress onto the Cilium egress gateway with static IPs so partners can allowlist us. not now.",
        )
        .stop("Noted for next quarter."),
    planted: [
      { kind: "fact", keys: ["hsm", "10.40.12.0/24"] },
      { kind: "task", keys: ["egress gateway"] },
    ],
  },
  {
    id: "b114-rbac-ci-admin",
    build: (s) =>
      s
        .user(
          "Context\nRBAC review. I want to know who has cluster-admin on prod-east.\n\nAsk\nList every ClusterRoleBinding to cluster-admin with its subjects.\n\nConstraints\nread only",
        )
        .bash(
          'kubectl get clusterrolebindings -o json | jq -r \'.items[] | select(.roleRef.name=="cluster-admin") | .metadata.name + " " + (.subjects|map(.kind+":"+.name)|join(","))\'',
          "cluster-admin Group:system:masters\nci-legacy-admin ServiceAccount:ci-deployer\neks:addon-manager User:eks:addon-manager",
        )
        .assistant(
          "Three bindings grant cluster-admin: the default `cluster-admin` (system:masters), `eks:addon-manager`, and `ci-legacy-admin`, which binds the `ci-deployer` ServiceAccount.",
        )
        .user(
          "yep that ci-legacy-admin one is how the old Jenkins deploys work, ci-deployer really does have full cluster-admin through it. can't remove it until jenkins is gone. Is it used by anything else, you think?",
        )
        .bash(
          'kubectl get pods -A -o json | jq -r \'.items[] | select(.spec.serviceAccountName=="ci-deployer") | .metadata.namespace+"/"+.metadata.name\'',
          "jenkins/jenkins-agent-k8s-7xq2",
        )
        .assistant("Only one pod uses ci-deployer right now: jenkins/jenkins-agent-k8s-7xq2.")
        .user("ok. follow-up for after the jenkins shutdown: replace the hand-written RoleBindings with rbac-manager definitions. Let's track that.")
        .stop("Okay."),
    planted: [
      { kind: "fact", keys: ["ci-legacy-admin"] },
      { kind: "task", keys: ["rbac-manager"] },
    ],
  },
  {
    id: "b114-empty-slsa-discussion",
    build: (s) =>
      s
        .user(
          "Context\nLeadership asked 'what SLSA level are we'. I honestly don't know.\n\nAsk\nWalk me through where we'd land. Don't write anything down anywhere.\n\nConstraints\nhigh level please",
        )
        .assistant(
          "Based on what I have seen in the repo, the builds run on GitHub-hosted runners and you sign images, but there is no signed provenance yet. That might put you around Build L1, possibly L2 if you add provenance generation.",
        )
        .user("what would L3 need? isolated builders?")
        .assistant(
          "Roughly: a hardened build platform where provenance cannot be forged by the build itself, for example the slsa-github-generator reusable workflows. I am not certain your self-hosted runners would qualify.",
        )
        .user("maybe we could use the generator just for release builds? or is that half-baked")
        .assistant("It is a possible approach. It would cover releases, not internal images.")
        .user("ok. I'll bring it to the arch sync, no decision yet.")
        .stop(),
    planted: [],
  },
  {
    id: "b114-kube-bench",
    build: (s) =>
      s
        .user(
          "Context\nQuarterly CIS scan time.\n\nAsk\nRun kube-bench on one prod node.\n\nConstraints\n- for our clusters, kube-bench always runs with `--benchmark eks-1.2.0`, never the default cis profile. The default gives garbage on EKS.",
        )
        .file("Read", "k8s/sec-system/kube-bench-job.yaml")
        .bash(
          "kubectl apply -f k8s/sec-system/kube-bench-job.yaml && kubectl wait --for=condition=complete job/kube-bench -n sec-system --timeout=120s && kubectl logs -n sec-system job/kube-bench | tail -5",
          "job.batch/kube-bench created\njob.batch/kube-bench condition met\n== Summary node ==\n31 checks PASS\n6 checks FAIL\n8 checks WARN\n0 checks INFO",
        )
        .assistant("kube-bench reports 31 PASS, 6 FAIL and 8 WARN on the node. The failures are all in section 3.1 (worker node config files permissions).")
        .user(
          "those 3.1 ones are expected. the node groups run Bottlerocket, the kubelet config is on a read-only root fs with different paths, so the file-permission checks always fail there. just annotate them as accepted in the report.",
        )
        .file("Edit", "reports/cis/2026-q4.md")
        .stop("I have marked the six 3.1 failures as accepted in the Q4 report."),
    planted: [
      { kind: "instruction", keys: ["eks-1.2.0"] },
      { kind: "fact", keys: ["bottlerocket"] },
    ],
  },
  {
    id: "b114-external-secrets",
    build: (s) =>
      s
        .user(
          "Context\nHalf the teams use Sealed Secrets, the other half commit SOPS files. It's a mess.\n\nAsk\nCompare External Secrets Operator + AWS Secrets Manager against standardising on Sealed Secrets.\n\nConstraints\nrotation has to be possible without a git commit",
        )
        .assistant(
          "With rotation that must not need a git commit, Sealed Secrets is at a disadvantage: the ciphertext lives in git. External Secrets Operator syncs from AWS Secrets Manager on a refresh interval, so rotation happens in Secrets Manager only.",
        )
        .user(
          "yep. decision: we standardise on External Secrets with AWS Secrets Manager. Sealed Secrets and SOPS get phased out. Set up the ClusterSecretStore.",
        )
        .file("Write", "k8s/sec-system/clustersecretstore-aws.yaml")
        .bash("kubectl get clustersecretstore aws-secrets-manager -o jsonpath='{.status.conditions[0].message}'", "store validated")
        .assistant("The ClusterSecretStore `aws-secrets-manager` is validated.")
        .user("cool. I'll write the migration announcement myself.")
        .stop(),
    planted: [{ kind: "decision", keys: ["external secrets"] }],
  },
  {
    id: "b114-gatekeeper-mutation",
    build: (s) =>
      s
        .user(
          "Context\nA team asked if Gatekeeper could just inject the `owner` label for them instead of failing.\n\nAsk\nAnswer: no. We don't use Gatekeeper mutation (Assign / AssignMetadata) at all in our clusters; defaults belong in the Helm charts, where people can see them. Please draft a reply to them along those lines.\n\nConstraints\npolite",
        )
        .assistant(
          "Okay, here is a draft:\n\n> Hi team, thanks for asking! We keep Gatekeeper validation-only, so it won't add labels for you. Please set `owner` in your chart's common labels; the policy team is happy to help.",
        )
        .user("perfect, sending. while you're in there, what templates are still on the v1beta1 CRD?")
        .bash("grep -l 'templates.gatekeeper.sh/v1beta1' policy/templates/*.yaml", "policy/templates/k8srequiredprobes.yaml")
        .assistant("Only k8srequiredprobes.yaml still uses `templates.gatekeeper.sh/v1beta1`.")
        .user("right, TODO: port k8srequiredprobes to the v1 CRD before the gatekeeper 3.18 upgrade. not in this session.")
        .stop("Okay."),
    planted: [
      { kind: "instruction", keys: ["mutation"] },
      { kind: "task", keys: ["k8srequiredprobes"] },
    ],
  },
  {
    id: "b114-empty-helm-diff",
    build: (s) =>
      s
        .user("can you show me what the falco chart bump from 4.8.1 to 4.11.0 would change? just the diff")
        .bash(
          "helm diff upgrade falco falcosecurity/falco --version 4.11.0 -n falco -f k8s/falco/values.yaml | head -12",
          'falco, falco, DaemonSet (apps) has changed:\n-        image: docker.io/falcosecurity/falco-no-driver:0.38.1\n+        image: docker.io/falcosecurity/falco:0.39.2\n+          - name: FALCO_MUST_NEVER_RUN_AS_ROOT\n+            value: "false"\n# TODO: always review driver loader changes',
        )
        .assistant(
          "The upgrade switches the image from falco-no-driver 0.38.1 to falco 0.39.2 and adds an environment variable. The driver loader configuration seems to change too, but the diff is truncated.",
        )
        .user("hmm, is the no-driver image going away? that would be annoying")
        .assistant("I am not sure. It could be a chart default change rather than a removal upstream. I would need to check the chart's changelog.")
        .user("nah leave it, I'll read the changelog tonight")
        .stop(),
    planted: [],
  },
  {
    id: "b114-cosign-digest",
    build: (s) =>
      s
        .user(
          "Context\npolicy-controller rejected checkout-api this morning: 'no matching signatures'.\n\nAsk\nFigure out why.\n\nConstraints\ndon't relax the policy",
        )
        .bash(
          "kubectl get deploy -n team-checkout checkout-api -o jsonpath='{.spec.template.spec.containers[0].image}'",
          "registry.acme.internal/checkout/api:1.43.0",
        )
        .bash(
          "cosign verify registry.acme.internal/checkout/api:1.43.0 --certificate-identity-regexp '.*' --certificate-oidc-issuer https://token.actions.githubusercontent.com 2>&1 | tail -1",
          "Error: no matching signatures: none of the expected identities matched what was in the certificate, got subjects [https://github.com/acme/checkout/.github/workflows/hotfix.yml@refs/heads/hotfix/1.43]",
          1,
        )
        .assistant(
          "The image was signed by hotfix.yml on a hotfix branch, not by the release workflow. The ClusterImagePolicy only trusts the identity `https://github.com/acme/platform/.github/workflows/release.yml@refs/heads/main`.",
        )
        .user(
          "right, that release.yml@refs/heads/main identity is the only signer we trust, period. they'll have to rebuild via the release workflow. also, something I keep repeating: manifests always pin images by digest (@sha256:...), never by tag. checkout is still using a tag, which is how this slipped through CI. please fix their kustomization.",
        )
        .file("Edit", "k8s/overlays/team-checkout/kustomization.yaml")
        .stop("I have pinned checkout-api to the digest of the last signed 1.42.0 build."),
    planted: [
      { kind: "fact", keys: ["release.yml"] },
      { kind: "instruction", keys: ["digest"] },
    ],
  },
  {
    id: "b114-audit-logs",
    build: (s) =>
      s
        .user("Context\nSIEM team wants Kubernetes API audit logs.\n\nAsk\nWhere do they go today, and how long are they kept?\n\nConstraints\nnone")
        .bash(
          "aws logs describe-log-groups --log-group-name-prefix /aws/eks/prod-east --query 'logGroups[].[logGroupName,retentionInDays]' --output text",
          "/aws/eks/prod-east/cluster\t90",
        )
        .assistant("The API audit logs for prod-east go to the CloudWatch log group /aws/eks/prod-east/cluster with 90 days retention.")
        .user("ok. options to ship them to the SIEM: a fluent-bit sidecar thing, or a CloudWatch subscription filter to Firehose. I lean Firehose. you?")
        .assistant("Firehose via a subscription filter needs no in-cluster component and cannot be tampered with from the cluster. I would also choose it.")
        .user("done, Firehose subscription filter it is. Write the terraform.")
        .file("Write", "terraform/siem/audit-firehose.tf")
        .bash("terraform -chdir=terraform/siem validate", "Success! The configuration is valid.")
        .stop("The terraform validates."),
    planted: [
      { kind: "fact", keys: ["cloudwatch", "90"] },
      { kind: "decision", keys: ["firehose"] },
    ],
  },
  {
    id: "b114-falco-driver",
    build: (s) =>
      s
        .user("falco pods on the new node group are crashlooping, take a look")
        .bash(
          "kubectl logs -n falco falco-x8k2p -c falco-driver-loader | tail -3",
          "* Trying to load a system falco module, if present\n* Error: Unable to load the kernel module: read-only file system\n* Driver loading failed",
          1,
        )
        .assistant(
          "The driver loader tries to build a kernel module and fails on the read-only root filesystem. Perhaps the new node group has a different AMI? Switching the driver to `modern_ebpf` would avoid loading a module.",
        )
        .user(
          "yes, the new group is Bottlerocket too, and kernel modules simply can't be loaded on Bottlerocket. ok let's do it, we switch falco to driver.kind=modern_ebpf, set it in values.yaml for all clusters",
        )
        .file("Edit", "k8s/falco/values.yaml")
        .bash("kubectl rollout status ds/falco -n falco --timeout=180s", 'daemon set "falco" successfully rolled out')
        .assistant("Falco rolled out with the modern_ebpf driver on all nodes.")
        .user("🙏 and please remind me: after the 1.31 upgrade, recheck falco's driver compatibility on the new kernel")
        .stop("Okay."),
    planted: [
      { kind: "fact", keys: ["kernel modules"] },
      { kind: "decision", keys: ["modern_ebpf"] },
      { kind: "task", keys: ["1.31"] },
    ],
  },
  {
    id: "b114-policy-repo-team",
    build: (s) =>
      s
        .user(
          "Context\nI'm onboarding you onto the policy repo properly.\n\nAsk\nRead the CODEOWNERS and the PR template and then open a PR for the allowedrepos README fix.\n\nConstraints\n- Priya owns the Gatekeeper policy library; any change under policy/ needs her approval, not just mine\n- PR titles for policy changes start with `[policy]`, the changelog bot depends on it",
        )
        .file("Read", ".github/CODEOWNERS")
        .file("Read", ".github/pull_request_template.md")
        .file("Edit", "policy/README.md")
        .bash(
          "gh pr create --title '[policy] allowedrepos: fix README example' --body 'Fixes the repo prefix in the example.' --reviewer priya-n",
          "https://github.com/acme/k8s-policy/pull/318",
        )
        .assistant("PR #318 is open with Priya as reviewer.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["priya"] },
      { kind: "instruction", keys: ["[policy]"] },
    ],
  },
  {
    id: "b114-empty-chitchat-status",
    build: (s) =>
      s
        .user("hey, how's the policy-controller doing since yesterday? any rejections?")
        .bash("kubectl logs -n sec-system deploy/policy-controller-webhook --since=24h | grep -c 'denied'", "3")
        .assistant("There were 3 denials in the last 24 hours.")
        .user("which namespaces?")
        .bash(
          "kubectl logs -n sec-system deploy/policy-controller-webhook --since=24h | grep denied | jq -r '.namespace'",
          "team-notify\nteam-notify\nteam-sandbox",
        )
        .assistant("Two in team-notify and one in team-sandbox.")
        .user("sandbox is expected, notify I'll ping them. thanks, that's all for now, long week")
        .stop("Have a good weekend."),
    planted: [],
  },
  {
    id: "b114-multi-tenancy",
    build: (s) =>
      s
        .user(
          "Context\nWe're getting requests for self-service namespaces. Two candidates: Capsule and the Hierarchical Namespace Controller (HNC).\n\nAsk\nGive me a quick comparison, then install whichever we pick in the dev cluster.\n\nConstraints\n- tenants must not be able to delete our default-deny or PSA labels\n- dev cluster only for now",
        )
        .assistant(
          "Capsule groups namespaces into Tenants and can enforce labels and NetworkPolicies that tenant owners cannot remove. HNC propagates objects from parent to child namespaces, but a child admin could still edit some propagated objects depending on configuration. HNC is also in maintenance mode. For your constraint, Capsule looks like the better fit.",
        )
        .user("ok let's go with Capsule. HNC is out.")
        .bash(
          "helm install capsule projectcapsule/capsule -n capsule-system --create-namespace --kube-context dev-admin",
          "NAME: capsule\nLAST DEPLOYED: Mon Dec  1 10:22:03 2026\nNAMESPACE: capsule-system\nSTATUS: deployed",
        )
        .file("Write", "k8s/dev/capsule/tenant-search.yaml")
        .assistant("Capsule is installed in dev and I created a sample Tenant for team-search.")
        .user(
          "thx. next sprint we need a Backstage template for namespace onboarding that spits out the tenant, the default-deny, PSA labels and quota in one go. add it to the backlog, it's not for today.",
        )
        .stop("Okay, I won't start on the template now."),
    planted: [
      { kind: "decision", keys: ["capsule"] },
      { kind: "task", keys: ["backstage"] },
    ],
  },
  {
    id: "b114-seccomp-default",
    build: (s) =>
      s
        .user(
          "Context\nMost of our pods don't set a seccomp profile at all, so they run Unconfined.\n\nAsk\n(a) check what percentage of pods in team-* run without a seccomp profile\n(b) tell me what breaks if we turn on seccompDefault on the kubelets\n\nConstraints\ndon't restart anything",
        )
        .bash(
          "kubectl get pods -A -o json | jq '[.items[] | select(.metadata.namespace|startswith(\"team-\")) | select(.spec.securityContext.seccompProfile==null)] | length'",
          "188",
        )
        .assistant(
          "188 pods in team-* namespaces have no pod-level seccomp profile. I ran the images through a quick RuntimeDefault test in a kind cluster; 4 images fail to start, all because of `unshare` or `ptrace` syscalls.",
        )
        .user(
          "188 😬. ok we're doing it: seccompDefault=true on all kubelets, so everything gets RuntimeDefault. The 4 broken images are tracked in SEC-430, someone has to go through them with the owning teams later.\n\nAnd while we're on it, general rule for any pod spec you write for us: readOnlyRootFilesystem: true and capabilities drop ALL, unless I say otherwise.",
        )
        .file("Edit", "terraform/eks/nodegroups/bottlerocket-settings.toml")
        .bash("terraform -chdir=terraform/eks plan -no-color | tail -1", "Plan: 0 to add, 3 to change, 0 to destroy.")
        .stop("The plan changes the 3 node groups' settings. I have not applied it."),
    planted: [
      { kind: "decision", keys: ["runtimedefault"] },
      { kind: "task", keys: ["sec-430"] },
      { kind: "instruction", keys: ["readonlyrootfilesystem"] },
    ],
  },
  {
    id: "b114-rego-style",
    build: (s) =>
      s
        .user(
          "Context\nI'm reviewing your k8srequiredprobes rewrite.\n\nAsk\nA few things:\n1. use `import rego.v1` and the `if`/`contains` keywords; no old-style rule bodies in our repo, ever. This goes for all the Rego you write here.\n2. the violation message should include the container name.\n3. I'd also like a constraint blocking `:latest` tags at some point — k8sdisallowedtags — but that's a follow-up, not this PR.\n\nConstraints\nkeep the PR small",
        )
        .file("Edit", "policy/templates/k8srequiredprobes.rego")
        .bash(
          "opa check --v1-compatible policy/templates/k8srequiredprobes.rego && conftest verify -p policy/",
          "13 tests, 13 passed, 0 warnings, 0 failures, 0 exceptions",
        )
        .assistant("I have converted the rule to `import rego.v1` syntax and added the container name to the message. The tests pass.")
        .user(
          "good. and one more thing we agreed with Priya yesterday: constraints are never kubectl-applied by hand anymore, they sync from the policy repo through Argo CD. so don't apply this, just push the branch.",
        )
        .bash("git push -u origin rego-v1-probes", "To github.com:acme/k8s-policy.git\n * [new branch]      rego-v1-probes -> rego-v1-probes")
        .stop("The branch is pushed."),
    planted: [
      { kind: "instruction", keys: ["rego.v1"] },
      { kind: "task", keys: ["k8sdisallowedtags"] },
      { kind: "decision", keys: ["argo cd"] },
    ],
  },
  {
    id: "b114-falco-rules-pin",
    build: (s) =>
      s
        .user(
          "Context\nFalco's rules auto-updated overnight via falcoctl and a new upstream rule started firing on every istio-proxy.\n\nAsk\nWhat are our options to stop surprise rule changes?\n\nConstraints\nwe still want upstream rule updates, just controlled",
        )
        .bash(
          "kubectl get cm -n falco falco-falcoctl -o jsonpath='{.data.falcoctl\\.yaml}'",
          "artifact:\n  follow:\n    every: 6h\n    refs:\n      - falco-rules:3\n  install:\n    refs:\n      - falco-rules:3",
        )
        .assistant(
          "falcoctl follows `falco-rules:3`, which tracks the latest 3.x release every 6 hours. Options: pin an exact version such as `falco-rules:3.2.0` and disable `follow`, or keep following but only in staging.",
        )
        .user("pin it. falcoctl installs falco-rules:3.2.0 exactly, follow disabled, and we bump the version via PR. decided.")
        .file("Edit", "k8s/falco/values.yaml")
        .bash("helm upgrade falco falcosecurity/falco -n falco -f k8s/falco/values.yaml", 'Release "falco" has been upgraded. Happy Helming!\nREVISION: 15')
        .assistant("Rules are pinned to 3.2.0 and falcoctl no longer follows.")
        .user("ta. remind me monday to write a custom falco rule for outbound connections to mining pool stratum ports (3333, 4444, 14444).")
        .stop("Okay."),
    planted: [
      { kind: "decision", keys: ["3.2.0"] },
      { kind: "task", keys: ["stratum"] },
    ],
  },
  {
    id: "b114-empty-networkpolicy-debug",
    build: (s) =>
      s
        .user("team-notify says their pods can't reach the SMTP relay since this morning. is it our netpol?")
        .bash(
          "kubectl get netpol -n team-notify",
          "NAME                 POD-SELECTOR   AGE\ndefault-deny         <none>         3d\nallow-dns            <none>         3d\nallow-smtp-relay     app=mailer     2d",
        )
        .assistant(
          "There is an `allow-smtp-relay` policy for pods labelled app=mailer. It could be that the failing pods carry a different label, or the relay's IP may have changed. I would check the pod labels first.",
        )
        .user("check the labels")
        .bash(
          "kubectl get pods -n team-notify --show-labels | grep mailer",
          "mailer-6c9f-2kq8x   1/1   Running   0   41m   app=notify-mailer,pod-template-hash=6c9f",
        )
        .assistant("The pods are labelled `app=notify-mailer`, not `app=mailer`, so the allow policy does not select them.")
        .user("lol they renamed it in their chart. I'll tell them to fix the label, not our problem")
        .stop(),
    planted: [],
  },
  {
    id: "b114-empty-cve-triage",
    build: (s) =>
      s
        .user(
          "Context\nThere's noise on twitter about a runc CVE.\n\nAsk\nAre we affected? Check the runc version on a couple of nodes.\n\nConstraints\nread only",
        )
        .bash(
          'kubectl get nodes -o jsonpath=\'{range .items[*]}{.metadata.name}{"\\t"}{.status.nodeInfo.containerRuntimeVersion}{"\\n"}{end}\' | head -3',
          "ip-10-0-14-22\tcontainerd://1.7.22+bottlerocket\nip-10-0-15-9\tcontainerd://1.7.22+bottlerocket\nip-10-0-16-41\tcontainerd://1.7.22+bottlerocket",
        )
        .assistant(
          "containerd 1.7.22 does not show the runc version directly. Bottlerocket may ship a patched runc; I would have to check the Bottlerocket release notes to be sure.",
        )
        .user("do you think it's exploitable from a restricted pod?")
        .assistant("Possibly not, if the exploit needs privileged containers or host mounts, but I have not read the advisory details. That is a guess.")
        .user("ok, I'll wait for the bottlerocket advisory before doing anything. thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b114-empty-typo-and-lint",
    build: (s) =>
      s
        .user("fix the typo in policy/README.md line 12, 'constriant'")
        .file("Edit", "policy/README.md")
        .assistant("Fixed: 'constriant' is now 'constraint'.")
        .user("and run yamllint on k8s/ while you're at it")
        .bash("yamllint -s k8s/", "k8s/base/namespace/netpol-allow-dns.yaml\n  14:1      warning  too many blank lines (1 > 0 allowed)  (empty-lines)", 1)
        .assistant("One warning: an extra blank line at the end of netpol-allow-dns.yaml. I removed it.")
        .file("Edit", "k8s/base/namespace/netpol-allow-dns.yaml")
        .user("👍")
        .stop(),
    planted: [],
  },
  {
    id: "b114-empty-gatekeeper-proposal",
    build: (s) =>
      s
        .user(
          "Context\nThinking about whether Gatekeeper should also block hostPath volumes everywhere.\n\nAsk\nWhat would that break? Just an estimate.\n\nConstraints\nno changes",
        )
        .bash(
          "kubectl get pods -A -o json | jq -r '.items[] | select(any(.spec.volumes[]?; .hostPath)) | .metadata.namespace' | sort | uniq -c",
          "     12 monitoring\n     12 logging\n      3 falco\n      2 team-search",
        )
        .assistant(
          "Monitoring, logging and falco use hostPath as expected. Two pods in team-search also mount a hostPath, which might be a cache directory. A blanket block would break all of these unless you exempt the system namespaces.",
        )
        .user("what's team-search mounting?")
        .assistant("I would guess /var/cache from the volume name `node-cache`, but I haven't looked at the chart.")
        .user("meh. maybe we exempt monitoring/logging/falco and block the rest? I'm not sure yet, let me sleep on it")
        .stop(),
    planted: [],
  },
  {
    id: "b114-cost-center-labels",
    build: (s) =>
      s
        .user("add cost-center to the required labels constraint pls, finance is chasing me")
        .file("Edit", "policy/constraints/required-labels-team.yaml")
        .bash("kubectl diff -f policy/constraints/required-labels-team.yaml | grep '^[+-] '", "+      - key: cost-center")
        .assistant("The only change is the new required key `cost-center`. Should I push it to the policy repo?")
        .user(
          "yes push. context for you: finance's Kubecost export reads the cost-center label every monday to do chargeback, that's why they care. and going forward every new namespace or workload you create for us gets a cost-center label, even in dev, no exceptions",
        )
        .bash("git commit -am 'require cost-center label' && git push", "[main 7f3a9c1] require cost-center label\n 1 file changed, 1 insertion(+)")
        .stop("Pushed."),
    planted: [
      { kind: "fact", keys: ["kubecost"] },
      { kind: "instruction", keys: ["cost-center", "namespace"] },
    ],
  },
  {
    id: "b114-istio-mtls",
    build: (s) =>
      s
        .user(
          "Context\nPen test report item 7: plaintext traffic between meshed services in team-ledger.\n\nAsk\nCheck the current PeerAuthentication mode and propose a fix.\n\nConstraints\n- coordinate with whoever owns the mesh before changing mesh-wide settings",
        )
        .bash("kubectl get peerauthentication -A", "NAMESPACE      NAME      MODE         AGE\nistio-system   default   PERMISSIVE   412d")
        .assistant(
          "The mesh-wide PeerAuthentication is PERMISSIVE, so sidecars accept plaintext. I propose switching the mesh-wide default to STRICT mTLS, with namespace-level PERMISSIVE exceptions only where non-meshed clients exist. Who owns the mesh configuration?",
        )
        .user(
          "Jonas from the networking team owns the Istio install, anything in istio-system goes through him. I talked to him just now: he's fine with it. so yes, mesh-wide STRICT mTLS, with per-namespace exceptions only if something breaks.",
        )
        .file("Write", "k8s/istio-system/peerauthentication-default.yaml")
        .bash("istioctl x precheck 2>&1 | tail -1", "✔ No issues found when checking the cluster. Istio is safe to install or upgrade!")
        .assistant("The manifest is ready. I will not apply it to istio-system myself; Jonas can apply it through the mesh repo.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["strict", "mtls"] },
      { kind: "fact", keys: ["jonas"] },
    ],
  },
  {
    id: "b114-dependency-track-upload",
    build: (s) =>
      s
        .user(
          "Context\nSBOMs are generated now (CycloneDX), next step is getting them into Dependency-Track.\n\nAsk\nAdd an upload step to release.yml.\n\nConstraints\n- when uploading to Dependency-Track, the project version is always the image digest, never the tag. tags get reused on hotfixes and then DT merges two different builds. please treat that as a rule for anything DT-related.\n- API key is in the DT_API_KEY secret",
        )
        .file("Edit", ".github/workflows/release.yml")
        .bash(
          "act -j sbom --secret DT_API_KEY=dummy 2>&1 | tail -2",
          "[release/sbom] ✅  Success - Main Upload SBOM to Dependency-Track\n[release/sbom] 🏁  Job succeeded",
        )
        .assistant("The upload step works locally with act; it sends `projectVersion` set to the image digest.")
        .user(
          "nice. btw DT only keeps 6 months of project versions by default, audit wants 2 years. need to ask the DT admins to bump retention — I opened SEC-455 for it, that's for later.",
        )
        .stop("Okay."),
    planted: [
      { kind: "instruction", keys: ["dependency-track", "digest"] },
      { kind: "task", keys: ["sec-455"] },
    ],
  },
  {
    id: "b114-falco-talon",
    build: (s) =>
      s
        .user(
          "Context\nManagement asked if Falco can 'automatically stop attacks'.\n\nAsk\nWhat would auto-response look like?\n\nConstraints\nprod stability first",
        )
        .assistant(
          "Falco Talon can react to Falco events, for example by terminating the pod, labelling it for quarantine, or applying a NetworkPolicy that isolates it. I could configure it to terminate pods on 'Terminal shell in container' in prod.",
        )
        .user(
          "no. absolutely not on prod, one false positive on the ledger and we're down. We don't do automated response: no Talon, Falco stays alert-only and a human decides. that's the answer for management.",
        )
        .bash("kubectl get deploy -A | grep -i talon", "", 1)
        .assistant("Talon is not installed anywhere, so nothing needs to be removed.")
        .user(
          "good. one thing we should do though: write a proper runbook for Falco Critical alerts in the sec wiki before the end of the month, on-call has nothing to go on right now.",
        )
        .stop("Noted."),
    planted: [
      { kind: "decision", keys: ["talon"] },
      { kind: "task", keys: ["runbook"] },
    ],
  },
  {
    id: "b114-trivyignore",
    build: (s) =>
      s
        .user(
          "Context\nsearch-indexer is blocked by CVE-2024-45490 (libexpat, CRITICAL).\n\nAsk\nCheck whether the indexer even uses expat.\n\nConstraints\nif we ignore it, it has to be justified",
        )
        .bash(
          "trivy image --severity CRITICAL registry.acme.internal/search/indexer:2.3.2 | grep -A1 libexpat",
          "│ libexpat1 │ CVE-2024-45490 │ CRITICAL │ fixed  │ 2.5.0-1   │ 2.5.0-1+deb12u1 │ libexpat: Negative Length Parsing Vulnerability │",
        )
        .bash("grep -rniE 'xml|expat' services/indexer/src | wc -l", "0")
        .assistant(
          "The indexer source never parses XML and nothing imports an expat binding; libexpat1 is only pulled in by the Debian base image as a dependency of python3. So the vulnerable code is not reachable from the indexer.",
        )
        .user(
          "ok, confirmed then, libexpat isn't reachable in the indexer. add it to .trivyignore. and rule for the future: every .trivyignore entry gets a comment with the ticket and an expiry date (max 90 days), otherwise I'll reject the PR.",
        )
        .file("Edit", "services/indexer/.trivyignore")
        .stop("Added with a comment referencing SEC-461 and an expiry of 2027-02-26."),
    planted: [
      { kind: "fact", keys: ["libexpat"] },
      { kind: "instruction", keys: ["trivyignore", "expiry"] },
    ],
  },
  {
    id: "b114-node-access",
    build: (s) =>
      s
        .user("can u ssh into ip-10-0-14-22 and grab /var/log/kern.log? falco dropped events there")
        .assistant("Okay, I will try SSH first. The node's security group may not allow port 22, in which case I could use an SSM session instead.")
        .user(
          "oh wait, no ssh. we don't ssh to nodes, ever — it's SSM sessions into the Bottlerocket admin container only, because those are logged to CloudTrail. please remember that.",
        )
        .bash(
          "aws ssm start-session --target i-0a41c9e2f7 --document-name AWS-StartInteractiveCommand --parameters command='sudo sheltie cat /.bottlerocket/rootfs/var/log/kern.log | tail -3'",
          "[88210.44] falco: dropping events, ring buffer full\n[88210.91] falco: dropping events, ring buffer full\n[88211.02] falco: dropped 1422 events",
        )
        .assistant("The kernel log shows Falco's ring buffer filling up and 1422 dropped events.")
        .user(
          "hm, bump buf_size_preset to 5 on that node group and see. Also later on, after the Q1 audit is done, we should disable the admin container on the prod node groups altogether.",
        )
        .file("Edit", "k8s/falco/values.yaml")
        .stop("I have set buf_size_preset to 5."),
    planted: [
      { kind: "instruction", keys: ["ssm"] },
      { kind: "task", keys: ["admin container"] },
    ],
  },
  {
    id: "b114-gatekeeper-exemptions",
    build: (s) =>
      s
        .user(
          "Context\nNew joiner asked why falco pods aren't flagged by the privileged-container constraint.\n\nAsk\nShow me the gatekeeper config exemptions so I can explain it.\n\nConstraints\n-",
        )
        .bash(
          "kubectl get config config -n gatekeeper-system -o jsonpath='{.spec.match}'",
          '[{"excludedNamespaces":["kube-system","gatekeeper-system","falco","capsule-system"],"processes":["*"]}]',
        )
        .assistant(
          "The Gatekeeper Config excludes four namespaces from all processes: kube-system, gatekeeper-system, falco and capsule-system. That is why falco's privileged pods are not flagged.",
        )
        .user(
          "right, so the exemptNamespaces/excludedNamespaces list is exactly kube-system, gatekeeper-system, falco, capsule-system, and nothing else is exempt. I'll forward that. Would it make sense to exempt sec-system too?",
        )
        .assistant("It might, since the policy-controller webhook runs there, but I have not seen it get blocked so far.")
        .user(
          "then no. TODO for whenever: drop the falco exemption once the falco chart runs without privileged (modern_ebpf should allow least-privileged mode).",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["excludednamespaces"] },
      { kind: "task", keys: ["falco exemption"] },
    ],
  },
  {
    id: "b114-webhook-failure-policy",
    build: (s) =>
      s
        .user(
          "Context\nDuring yesterday's Rekor blip, deploys to team-sandbox hung for ~10 min.\n\nAsk\nLook at the webhook config.\n\nConstraints\ndon't weaken prod",
        )
        .bash(
          "kubectl get validatingwebhookconfiguration policy.sigstore.dev -o jsonpath='{.webhooks[0].failurePolicy} {.webhooks[0].timeoutSeconds}'",
          "Fail 10",
        )
        .assistant("The policy-controller webhook runs with failurePolicy Fail and a 10 second timeout.")
        .user(
          "ok so for the record: the policy-controller webhook is failurePolicy Fail with a 10s timeout, so if Rekor is down every signed-image deploy fails closed. I'd set sandbox to Ignore maybe?",
        )
        .assistant("Failure policy is per webhook, not per namespace, so Ignore would apply to all namespaces unless you split the webhook in two.")
        .user(
          "ugh. ok forget Ignore. we keep Fail everywhere, and team-sandbox gets the `policy.sigstore.dev/include=false` opt-out label instead, so it just isn't checked. go.",
        )
        .bash("kubectl label ns team-sandbox policy.sigstore.dev/include=false --overwrite", "namespace/team-sandbox labeled")
        .stop("team-sandbox now carries the opt-out label."),
    planted: [
      { kind: "fact", keys: ["failurepolicy", "10s"] },
      { kind: "decision", keys: ["opt-out"] },
    ],
  },
  {
    id: "b114-vacation-handover",
    build: (s) =>
      s
        .user(
          "Context\nI'm out from the 15th for two weeks. Writing down what you need to know when Dani picks this up with you.\n\nAsk\nNothing to do right now, just check the open PRs on the policy repo so I can hand them over.\n\nConstraints / things to know\n- the staging cluster is torn down and rebuilt from scratch every sunday night, so anything you test there is gone monday\n- nothing gets merged into the policy repo on fridays, whoever asks\n- open item: the Falcosidekick PagerDuty routing key leaked in a screenshot last week, it has to be rotated (SEC-460), nobody's done it yet",
        )
        .bash(
          "gh pr list -R acme/k8s-policy --state open",
          "318\t[policy] allowedrepos: fix README example\tpriya-n\n322\t[policy] rego.v1 for k8srequiredprobes\trego-v1-probes",
        )
        .assistant("There are two open PRs: #318 (allowedrepos README fix) and #322 (rego.v1 conversion of k8srequiredprobes).")
        .user("perfect, I'll put those in the handover doc. enjoy the quiet")
        .stop(),
    planted: [
      { kind: "fact", keys: ["sunday"] },
      { kind: "instruction", keys: ["fridays"] },
      { kind: "task", keys: ["routing key"] },
    ],
  },
  {
    id: "b114-empty-pr-review",
    build: (s) =>
      s
        .user("can you review PR 322 and tell me if anything looks off")
        .bash(
          "gh pr diff 322 -R acme/k8s-policy | head -8",
          '+import rego.v1\n+\n+violation contains {"msg": msg} if {\n+  some c in input.review.object.spec.containers\n+  not c.readinessProbe\n+  # TODO: never flag init containers\n+  msg := sprintf("container %v has no readinessProbe", [c.name])',
        )
        .assistant(
          "The rule looks correct. The TODO comment about init containers is fine since the loop only covers `containers`. I might add a test for a pod with only a livenessProbe, but that is optional.",
        )
        .user("is the sprintf going to choke on nil names?")
        .assistant("Probably not: `name` is required by the API server, so a container without a name could not reach admission.")
        .user("right. approve it then")
        .bash("gh pr review 322 -R acme/k8s-policy --approve", "✓ Approved pull request #322")
        .stop(),
    planted: [],
  },
  {
    id: "b114-empty-cosign-tree",
    build: (s) =>
      s
        .user("what's attached to the checkout-api 1.42.0 image? signatures, attestations, sbom?")
        .bash(
          "cosign tree registry.acme.internal/checkout/api@sha256:9e1c4b7a",
          "📦 Supply Chain Security Related artifacts for an image: registry.acme.internal/checkout/api@sha256:9e1c4b7a\n└── 🔐 Signatures for an image tag: registry.acme.internal/checkout/api:sha256-9e1c4b7a.sig\n   └── 🍒 sha256:41f0c2",
        )
        .assistant("Only a signature is attached. There are no attestations and no SBOM on this image.")
        .user("huh, I thought Marco attached one manually last week. maybe on a different digest?")
        .assistant("That is possible. He may have attested the 1.42.0 tag before it was rebuilt, which would leave the attestation on an older digest.")
        .user("whatever, not important today")
        .stop(),
    planted: [],
  },
];

export const BLIND114 = plantedSet(BLIND114_SESSIONS, Date.UTC(2026, 10, 17, 9));
