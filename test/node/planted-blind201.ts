/**
 * Blind planted set 201 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a DevOps engineer moving a company from Jenkins to GitHub Actions and Kubernetes, terse and
 * lower-case, juggling many small facts (runner labels, secrets, namespaces, quotas) and follow-ups,
 * with kubectl/helm/gh output pasted in and half-formed ideas dropped as quickly as they come.
 * Each session is one segment; the items planted in it are listed with it: 70 items (18 decisions, 17 instructions, 19 facts, 16 tasks) in 46 sessions, 12 of which plant nothing (62 user/assistant messages between them). Every other message
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

export const BLIND201_SESSIONS: BlindSession[] = [
  {
    id: "b201-arc-runners",
    build: (s) =>
      s
        .user(
          "ok so for the runners, I compared both options yesterday. we're going with actions-runner-controller on the ops cluster, not the VM autoscaler. the VM one needs a terraform module nobody has time to write",
        )
        .bash(
          "kubectl get pods -n arc-systems",
          "NAME                                     READY   STATUS    RESTARTS   AGE\narc-gha-rs-controller-6f7d9c8b5-x2kqp   1/1     Running   0          14h",
        )
        .assistant("The controller is up in `arc-systems`. Should I install a runner scale set next? Which name do you want for it?")
        .user("call it gha-linux-x64. and keep maxRunners at 20, finance capped the ops cluster at 20 runners until Q1, don't go over that")
        .bash(
          "helm install gha-linux-x64 --namespace arc-runners --create-namespace --set maxRunners=20 oci://ghcr.io/actions/actions-runner-controller-charts/gha-runner-scale-set",
          "NAME: gha-linux-x64\nLAST DEPLOYED: Tue Nov  4 09:12:44 2026\nNAMESPACE: arc-runners\nSTATUS: deployed\nREVISION: 1",
        )
        .assistant("Installed `gha-linux-x64` in `arc-runners` with maxRunners=20. It shows up under the org's runner groups now.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["actions-runner-controller"] },
      { kind: "fact", keys: ["capped", "20"] },
    ],
  },
  {
    id: "b201-secrets-naming",
    build: (s) =>
      s
        .user("moving the deploy creds out of jenkins credentials store today. what do we have in there for the payments job?")
        .bash(
          "grep -n credentialsId jenkins/payments/Jenkinsfile",
          "14:    withCredentials([string(credentialsId: 'payments-prod-kubeconfig', variable: 'KCFG')]) {\n31:    // TODO never echo KCFG, always mask it\n32:    withCredentials([usernamePassword(credentialsId: 'nexus-deploy', ...)])",
        )
        .assistant(
          "Two credentials: `payments-prod-kubeconfig` and `nexus-deploy`. I can create them as GitHub secrets. Names like `PAYMENTS_PROD_KUBECONFIG`?",
        )
        .user(
          "naming rule for all of these going forward: environment secrets, not repo secrets, and the name is SERVICE_ENV_THING in caps, e.g. PAYMENTS_PROD_KUBECONFIG. put that in the migration doc too",
        )
        .bash(
          "gh secret set PAYMENTS_PROD_KUBECONFIG --env production --repo acme/payments < /tmp/kcfg",
          "✓ Set Actions secret PAYMENTS_PROD_KUBECONFIG for acme/payments",
        )
        .file("Edit", "docs/ci-migration.md")
        .assistant("Set the secret on the `production` environment and added the naming rule to docs/ci-migration.md.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["service_env_thing"] }],
  },
  {
    id: "b201-idle-chat-quota",
    build: (s) =>
      s
        .user("morning. slow day, the cluster upgrade got pushed so I'm just poking around")
        .assistant("Morning! Anything you want me to look at while it's quiet?")
        .user("maybe. do you think the ResourceQuota on the ci namespace is why builds were queueing last night? just a hunch")
        .bash(
          "kubectl describe resourcequota -n ci",
          "Name:            ci-quota\nNamespace:       ci\nResource         Used   Hard\n--------         ----   ----\nrequests.cpu     38     40\nrequests.memory  70Gi   80Gi",
        )
        .assistant(
          "CPU requests are at 38 of 40, so it's plausible the quota throttled scheduling, but I can't tell from this alone whether last night's queueing was that or just the runner cap. I'd need the events from last night, which have rotated out.",
        )
        .user("meh ok, not worth chasing then. thanks")
        .assistant("Sure. If it happens again, grab `kubectl get events -n ci` while it's queued and we'll know.")
        .stop(),
    planted: [],
  },
  {
    id: "b201-namespace-layout",
    build: (s) =>
      s
        .user("I need the namespaces set up for the first three services. how do you want to lay them out?")
        .assistant(
          "Two options: one namespace per service per environment (`payments-staging`, `payments-prod`), or one per team with environments as separate clusters. The first is simpler with one cluster.",
        )
        .user("first one. one namespace per service per env, named <service>-<env>. we have only one prod cluster anyway")
        .bash(
          "for s in payments ledger notify; do for e in staging prod; do kubectl create ns $s-$e; done; done",
          "namespace/payments-staging created\nnamespace/payments-prod created\nnamespace/ledger-staging created\nnamespace/ledger-prod created\nnamespace/notify-staging created\nnamespace/notify-prod created",
        )
        .assistant("Created six namespaces. Do you want a default NetworkPolicy in each?")
        .user("not today. but someone has to add default-deny netpols to all of them before the audit in december, put it on the list")
        .assistant("Noted as open: default-deny NetworkPolicies in all six namespaces before the December audit.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["per service", "env"] },
      { kind: "task", keys: ["default-deny"] },
    ],
  },
  {
    id: "b201-jenkins-shared-lib",
    build: (s) =>
      s
        .user("where does the jenkins shared library even live? I keep forgetting")
        .bash(
          "grep -rn '@Library' jenkins/ | head -3",
          "jenkins/payments/Jenkinsfile:1:@Library('acme-pipeline@v3') _\njenkins/ledger/Jenkinsfile:1:@Library('acme-pipeline@v3') _\njenkins/notify/Jenkinsfile:1:@Library('acme-pipeline@v2') _",
        )
        .bash("git ls-remote git@git.acme.internal:infra/acme-pipeline.git | head -2", "a91c3e0\tHEAD\na91c3e0\trefs/heads/master")
        .assistant("It's `infra/acme-pipeline` on the internal Gitea (git.acme.internal), not GitHub. payments and ledger pin v3, notify is still on v2.")
        .user(
          "right, gitea. so every `deployToK8s` step from that lib has to be rewritten as a composite action, that's the bulk of the work. notify being on v2 is a problem for later, it uses the old helm 2 wrapper",
        )
        .assistant("Understood. I'll start with `deployToK8s` since payments and ledger both call it.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["acme-pipeline", "gitea"] },
      { kind: "fact", keys: ["notify", "v2"] },
    ],
  },
  {
    id: "b201-composite-action",
    build: (s) =>
      s
        .user("start the deploy composite action. put it in acme/actions, not in each repo")
        .file("Write", "deploy-k8s/action.yml")
        .bash("npx action-validator deploy-k8s/action.yml", "deploy-k8s/action.yml: OK")
        .assistant(
          "Wrote `deploy-k8s/action.yml` in acme/actions: it takes `namespace`, `release`, `chart` and a kubeconfig secret, runs `helm upgrade --install --atomic`. Should I tag it v1?",
        )
        .user(
          "yes tag v1. and the rule for consumers: reference shared actions by major tag (acme/actions/deploy-k8s@v1), never by branch. pinning by sha is fine for third party ones",
        )
        .bash("git tag v1 && git push origin v1", "To github.com:acme/actions.git\n * [new tag]         v1 -> v1")
        .assistant("Tagged and pushed v1.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["acme/actions"] },
      { kind: "instruction", keys: ["major tag"] },
    ],
  },
  {
    id: "b201-oidc-vs-keys",
    build: (s) =>
      s
        .user(
          "the ECR push step. do we use the long-lived AWS keys jenkins has or go OIDC? thinking out loud, OIDC means a trust policy per repo, which is annoying",
        )
        .assistant(
          "OIDC avoids storing keys at all; the trust policy can use a wildcard on `repo:acme/*:environment:production` so it's one role, not one per repo.",
        )
        .user(
          "oh, one role with a wildcard, that's fine then. ok OIDC it is, one role gha-ecr-push for the whole org. the jenkins keys get revoked once the last pipeline moves",
        )
        .file("Write", "terraform/iam/gha_oidc.tf")
        .bash(
          "terraform -chdir=terraform/iam plan -no-color | tail -3",
          "  # aws_iam_role.gha_ecr_push will be created\n  # aws_iam_openid_connect_provider.github will be created\nPlan: 2 to add, 0 to change, 0 to destroy.",
        )
        .assistant("Plan adds the OIDC provider and `gha-ecr-push`. Apply?")
        .user("apply")
        .bash("terraform -chdir=terraform/iam apply -auto-approve -no-color | tail -1", "Apply complete! Resources: 2 added, 0 changed, 0 destroyed.")
        .stop("Applied: the GitHub OIDC provider and the `gha-ecr-push` role exist now."),
    planted: [
      { kind: "decision", keys: ["oidc", "gha-ecr-push"] },
      { kind: "task", keys: ["revoked"] },
    ],
  },
  {
    id: "b201-flaky-runner-dns",
    build: (s) =>
      s
        .user("builds on the new runners randomly fail with 'could not resolve nexus.acme.internal'. jenkins agents never had this")
        .bash(
          "kubectl exec -n arc-runners gha-linux-x64-7xk2p-runner-abcde -- cat /etc/resolv.conf",
          "search arc-runners.svc.cluster.local svc.cluster.local cluster.local\nnameserver 10.96.0.10\noptions ndots:5",
        )
        .assistant(
          "Could be ndots:5 making every lookup try the search domains first, and CoreDNS timing out under load. Or the upstream forwarder. Let me check CoreDNS.",
        )
        .bash("kubectl -n kube-system logs deploy/coredns --since=1h | grep -c 'i/o timeout'", "0")
        .bash("kubectl -n kube-system get cm coredns -o yaml | grep -A3 'acme.internal'", "", 1)
        .assistant(
          "There's no forward block for `acme.internal` in CoreDNS at all, so those names go to the public upstream, which only sometimes gets them through the VPN resolver fallback. That's the cause, not ndots.",
        )
        .user(
          "ugh. yes that's it, the jenkins agents used the corp resolver directly. add the stub domain. the corp resolvers are 10.20.0.2 and 10.20.0.3, those are the only ones that know acme.internal",
        )
        .file("Edit", "k8s/kube-system/coredns-custom.yaml")
        .bash(
          "kubectl apply -f k8s/kube-system/coredns-custom.yaml && kubectl -n kube-system rollout restart deploy/coredns",
          "configmap/coredns-custom configured\ndeployment.apps/coredns restarted",
        )
        .stop("Added the acme.internal stub domain and restarted CoreDNS."),
    planted: [
      { kind: "fact", keys: ["coredns", "acme.internal"] },
      { kind: "fact", keys: ["10.20.0.2"] },
    ],
  },
  {
    id: "b201-empty-typo",
    build: (s) =>
      s
        .user("typo in the workflow name, it says 'Deplyo ledger'. fix pls")
        .file("Edit", ".github/workflows/deploy.yml")
        .assistant("Fixed: the workflow is now named 'Deploy ledger'.")
        .user("thx. also run actionlint on it while you're there")
        .bash(
          "actionlint .github/workflows/deploy.yml",
          ".github/workflows/deploy.yml:22:9: shellcheck reported issue in this script: SC2086:info:1:6: Double quote to prevent globbing and word splitting [shellcheck]",
          1,
        )
        .assistant("One shellcheck note: `$TAG` unquoted on line 22. Quote it?")
        .user("yeah")
        .file("Edit", ".github/workflows/deploy.yml")
        .assistant("Quoted; actionlint is clean now.")
        .stop(),
    planted: [],
  },
  {
    id: "b201-cache-strategy",
    build: (s) =>
      s
        .user("gradle builds on actions take 11 min vs 4 on jenkins because the jenkins agents kept ~/.gradle warm. options?")
        .assistant(
          "1) `actions/cache` on ~/.gradle keyed by the lockfile hash, 2) `gradle/actions/setup-gradle` which handles caching itself, 3) a PVC mounted into runner pods. The PVC is fastest but breaks with parallel runners writing the same cache.",
        )
        .user("hmm the PVC sounds tempting... no, scratch that, concurrent writers will bite us. setup-gradle, it's the least custom")
        .file("Edit", ".github/workflows/build.yml")
        .bash(
          "gh workflow run build.yml --ref ci/gha && sleep 400 && gh run list --workflow build.yml -L 1",
          "completed\tsuccess\tbuild\tci/gha\tworkflow_dispatch\t6:48",
        )
        .assistant("First run with setup-gradle: 6m48s (cold cache). The second run should be closer to Jenkins.")
        .user(
          "ok. there's also the 10GB repo cache limit on github, ledger's caches alone were 7GB in the test org, so somebody should prune old cache keys weekly. not now",
        )
        .stop("Ok, leaving cache pruning for later."),
    planted: [
      { kind: "decision", keys: ["setup-gradle"] },
      { kind: "fact", keys: ["10gb"] },
      { kind: "task", keys: ["prune"] },
    ],
  },
  {
    id: "b201-kubectl-context",
    build: (s) =>
      s
        .user(
          "heads up before you touch anything in k8s: the prod context is called `ops-prod-euw1` and it's the default in my kubeconfig. always pass --context explicitly, I don't want a staging command landing on prod",
        )
        .assistant("Understood, I'll pass `--context` on every kubectl and helm command.")
        .bash(
          "kubectl --context ops-stg-euw1 get deploy -n ledger-staging",
          "NAME     READY   UP-TO-DATE   AVAILABLE   AGE\nledger   2/2     2            2            3d",
        )
        .assistant("ledger-staging is healthy: 2/2 replicas.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["--context"] },
      { kind: "fact", keys: ["ops-prod-euw1"] },
    ],
  },
  {
    id: "b201-empty-helm-diff",
    build: (s) =>
      s
        .user("what would change if I bump the ledger chart to 1.8?")
        .bash(
          "helm --kube-context ops-stg-euw1 diff upgrade ledger charts/ledger -n ledger-staging --set image.tag=1.8.0",
          'ledger-staging, ledger, Deployment (apps) has changed:\n-          image: "ecr/ledger:1.7.3"\n+          image: "ecr/ledger:1.8.0"\n+          # NOTE: must always run migrations first, never skip',
        )
        .assistant("Just the image tag, plus a new comment in the template saying migrations must run first. Nothing structural. Want me to upgrade staging?")
        .user("not yet, was just curious. is the migrations job part of the chart or separate?")
        .assistant("It's a pre-upgrade Helm hook in the chart (`templates/migrate-job.yaml`), so it runs automatically before the deployment rolls.")
        .user("cool")
        .stop(),
    planted: [],
  },
  {
    id: "b201-branch-protection",
    build: (s) =>
      s
        .user("set up branch protection on payments now that CI is on actions")
        .bash(
          "gh api repos/acme/payments/branches/main/protection -X PUT --input protect.json",
          '{"required_status_checks":{"strict":true,"contexts":["build","test"]},"enforce_admins":{"enabled":true}}',
        )
        .assistant("Branch protection on `main`: requires `build` and `test` checks, enforced for admins.")
        .user(
          "good. from now on every repo we migrate gets the same protection the day its workflows go green, don't wait for me to ask. and required checks are job names, so don't rename jobs without telling me",
        )
        .assistant("Will do for each migrated repo, and I'll flag any job rename first.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["protection", "green"] },
      { kind: "instruction", keys: ["rename"] },
    ],
  },
  {
    id: "b201-jenkins-nightly",
    build: (s) =>
      s
        .user("what's the deal with the jenkins nightly job 'db-snapshot'? does it need migrating?")
        .bash(
          "cat jenkins/db-snapshot/Jenkinsfile | head -12",
          "pipeline {\n  triggers { cron('H 2 * * *') }\n  agent { label 'db-tools' }\n  stages {\n    stage('snapshot') { steps { sh './snapshot.sh ledger-prod' } }\n  }\n}",
        )
        .assistant("It runs ./snapshot.sh against ledger-prod at ~02:00 on an agent labelled `db-tools`. That label only exists on one VM, jk-agent-07.")
        .user(
          "jk-agent-07 is the only box with network access to the prod db subnet, that's why. so this can't run on the ARC runners. we'll turn it into a k8s CronJob in ledger-prod instead of a workflow",
        )
        .file("Write", "k8s/ledger-prod/db-snapshot-cronjob.yaml")
        .bash(
          "kubectl --context ops-prod-euw1 apply -f k8s/ledger-prod/db-snapshot-cronjob.yaml --dry-run=server",
          "cronjob.batch/db-snapshot created (server dry run)",
        )
        .assistant("The CronJob validates against prod (dry run). I'll leave the real apply for you.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["jk-agent-07"] },
      { kind: "decision", keys: ["cronjob"] },
    ],
  },
  {
    id: "b201-empty-pricing-question",
    build: (s) =>
      s
        .user("random question, how are github-hosted larger runners billed? per minute?")
        .assistant(
          "Per minute, with a multiplier by size; larger runners aren't covered by the included minutes. Self-hosted runners cost nothing on GitHub's side.",
        )
        .user("and if we had, say, 50 devs pushing all day, would hosted be cheaper than the ARC cluster? I honestly don't know")
        .assistant(
          "Hard to say without your build minutes. If you export last month's Jenkins build durations I could estimate both. My guess is ARC wins above a few thousand minutes a month, but that's a guess.",
        )
        .user("yeah let's not go down that road today")
        .assistant("Fair enough.")
        .stop(),
    planted: [],
  },
  {
    id: "b201-image-tags",
    build: (s) =>
      s
        .user("how are images tagged in the new pipeline right now?")
        .bash(
          "grep -n 'tags:' -A2 .github/workflows/build.yml",
          "41:        tags: |\n42:          ${{ env.ECR }}/payments:latest\n43:          ${{ env.ECR }}/payments:${{ github.run_number }}",
        )
        .assistant(
          "`latest` and the run number. Run numbers reset if the workflow is renamed, and `latest` makes rollbacks ambiguous. I'd suggest the short git sha.",
        )
        .user("agreed, tag with the 7-char short sha and drop latest entirely. nothing should deploy latest")
        .file("Edit", ".github/workflows/build.yml")
        .bash("actionlint .github/workflows/build.yml", "")
        .assistant("Tags are now `${ECR}/payments:${SHORT_SHA}` only.")
        .user("we should do the same in ledger and notify, but their workflows aren't merged yet, so later")
        .stop(),
    planted: [
      { kind: "decision", keys: ["short sha"] },
      { kind: "task", keys: ["ledger", "notify"] },
    ],
  },
  {
    id: "b201-team-owners",
    build: (s) =>
      s
        .user(
          "for context, because you'll ask: Priya owns the ARC cluster and anything in arc-systems, Tomasz owns the ECR/IAM terraform. they know that stuff way better than I do",
        )
        .assistant("Got it. I'll look at the failing ledger workflow now?")
        .user("yes")
        .bash(
          "gh run view 88123 --log-failed | tail -4",
          "test  Run ./gradlew test\ntest  > Task :test FAILED\ntest  LedgerIT > postgresConnects() FAILED\ntest  ##[error]Process completed with exit code 1.",
        )
        .assistant("`LedgerIT.postgresConnects` fails: it expects a Postgres at localhost:5432. Jenkins had one on the agent.")
        .user("add a postgres:15 service container to the test job")
        .file("Edit", ".github/workflows/ci.yml")
        .stop("Added a postgres:15 service container to the test job."),
    planted: [
      { kind: "fact", keys: ["priya", "arc"] },
      { kind: "fact", keys: ["tomasz"] },
    ],
  },
  {
    id: "b201-empty-status",
    build: (s) =>
      s
        .user("quick status? what's migrated so far")
        .bash("gh search code 'runs-on: gha-linux-x64' --owner acme --json repository -q '.[].repository.name' | sort -u", "actions\nledger\npayments")
        .assistant("On ARC runners: payments, ledger, and the shared actions repo. notify is still on Jenkins.")
        .user("nice progress. is ledger actually deploying from actions or just building?")
        .bash(
          "gh run list --repo acme/ledger --workflow deploy.yml -L 3",
          "completed\tsuccess\tDeploy ledger\tmain\tpush\t3m2s\ncompleted\tsuccess\tDeploy ledger\tmain\tpush\t2m58s",
        )
        .assistant("Deploying too: the last two deploy runs succeeded on push to main.")
        .user("sweet")
        .stop(),
    planted: [],
  },
  {
    id: "b201-approvals",
    build: (s) =>
      s
        .user(
          "prod deploys: jenkins had an 'input' step where someone clicks approve. replicate with environment protection rules? who should the reviewers be",
        )
        .assistant("Environment `production` with required reviewers works. I could add the whole platform team as reviewers, or a smaller group.")
        .user(
          "platform-oncall team as the reviewer, plus a 10 minute wait timer. and rule of thumb: a deploy approval can't be given by whoever triggered the run, turn on prevent self-review",
        )
        .bash(
          "gh api -X PUT repos/acme/payments/environments/production --input env.json",
          '{"name":"production","protection_rules":[{"type":"wait_timer","wait_timer":10},{"type":"required_reviewers","prevent_self_review":true,"reviewers":[{"type":"Team","reviewer":{"slug":"platform-oncall"}}]}]}',
        )
        .assistant("Production environment on payments now requires platform-oncall approval, a 10-minute wait, and blocks self-review.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["platform-oncall"] },
      { kind: "instruction", keys: ["self-review"] },
    ],
  },
  {
    id: "b201-secrets-rotation-todo",
    build: (s) =>
      s
        .user("copying the slack webhook from jenkins to a github secret for notify")
        .bash(
          "gh secret set NOTIFY_PROD_SLACK_WEBHOOK --env production --repo acme/notify < /tmp/hook",
          "✓ Set Actions secret NOTIFY_PROD_SLACK_WEBHOOK for acme/notify",
        )
        .assistant("Set. The webhook URL in Jenkins was created in 2021 according to the credential description.")
        .user(
          "lol yeah that webhook has been in jenkins forever and half the company has seen it in build logs. remind me to rotate it once notify's pipeline is live on actions, can't do it before or jenkins breaks",
        )
        .assistant("Will do: rotate the notify Slack webhook after notify's Actions pipeline is live.")
        .stop(),
    planted: [{ kind: "task", keys: ["rotate", "webhook"] }],
  },
  {
    id: "b201-runner-image",
    build: (s) =>
      s
        .user("the ARC runner image is missing jq and the aws cli, half our scripts need them")
        .assistant(
          "We can either install them in each workflow step, or build a custom runner image on top of `ghcr.io/actions/actions-runner`. Custom image keeps workflows clean.",
        )
        .user("custom image. ghcr.io/acme/runner-base, rebuilt weekly. put the Dockerfile in acme/actions under runner-image/")
        .file("Write", "runner-image/Dockerfile")
        .bash(
          "docker build -t ghcr.io/acme/runner-base:test runner-image/ 2>&1 | tail -2",
          " => exporting to image\n => => naming to ghcr.io/acme/runner-base:test",
        )
        .assistant("The image builds. I still need to add the weekly rebuild workflow.")
        .user("do that next time, I need to jump into a meeting")
        .stop("Ok. The weekly rebuild workflow for runner-base is still open."),
    planted: [
      { kind: "decision", keys: ["runner-base"] },
      { kind: "task", keys: ["weekly", "rebuild"] },
    ],
  },
  {
    id: "b201-empty-yaml-anchors",
    build: (s) =>
      s
        .user("can github actions workflows use yaml anchors? the jenkins folks keep asking")
        .assistant(
          "Historically no; GitHub's parser rejected anchors and aliases. There was a changelog entry about adding support, but I'm not certain it has reached every feature, so I'd test before relying on it.",
        )
        .user("can you test one quickly")
        .file("Write", ".github/workflows/anchors-test.yml")
        .bash("actionlint .github/workflows/anchors-test.yml", "")
        .assistant("actionlint accepts it. A real run would confirm GitHub does too; want me to push a test branch?")
        .user("nah, delete the test file, I'll tell them to use reusable workflows instead for now")
        .bash("rm .github/workflows/anchors-test.yml", "")
        .assistant("Deleted.")
        .stop(),
    planted: [],
  },
  {
    id: "b201-concurrency",
    build: (s) =>
      s
        .user("two deploys of ledger ran at the same time yesterday and the second one clobbered the first's helm release")
        .bash(
          "gh run list --repo acme/ledger --workflow deploy.yml -L 4 --json createdAt,conclusion -q '.[]|[.createdAt,.conclusion]|@tsv'",
          "2026-11-06T15:02:11Z\tfailure\n2026-11-06T15:01:40Z\tsuccess",
        )
        .assistant("Confirmed: the two runs overlapped by half a minute. A `concurrency` group per environment would serialize them.")
        .user("yes. concurrency group deploy-<repo>-<env>, cancel-in-progress false, we never want to cancel a half-done helm upgrade")
        .file("Edit", ".github/workflows/deploy.yml")
        .assistant("Added `concurrency: { group: deploy-ledger-${{ inputs.env }}, cancel-in-progress: false }`.")
        .user("put it in the composite action docs as the standard too, every deploy workflow needs it")
        .file("Edit", "deploy-k8s/README.md")
        .stop("Documented the concurrency group as required for deploy workflows."),
    planted: [{ kind: "instruction", keys: ["concurrency"] }],
  },
  {
    id: "b201-empty-chitchat-friday",
    build: (s) =>
      s
        .user("friday, brain is fried. anything in the notify repo I should know before monday?")
        .bash("git -C ../notify log --oneline -5", "c1d2e3f bump node to 20\n9a8b7c6 fix template escaping\n5e4d3c2 add retry to sms sender")
        .assistant("Three small commits this week: Node 20, a template escaping fix, SMS retries. Nothing CI related.")
        .user("great. maybe monday we do notify's pipeline, maybe tuesday, we'll see how the meeting goes")
        .assistant("Sounds good. Have a good weekend.")
        .stop(),
    planted: [],
  },
  {
    id: "b201-staging-autodeploy",
    build: (s) =>
      s
        .user("question for you: should staging deploy on every merge to main, or on tags like prod?")
        .assistant("Every merge to main keeps staging close to main; tags for prod only. That's the usual split.")
        .user("yep do that. merges to main → staging automatically, tags v* → prod with the approval gate")
        .file("Edit", ".github/workflows/deploy.yml")
        .bash("actionlint .github/workflows/deploy.yml", "")
        .assistant("deploy.yml now has `push: branches: [main]` → staging and `push: tags: ['v*']` → production.")
        .stop(),
    planted: [{ kind: "decision", keys: ["staging", "tags"] }],
  },
  {
    id: "b201-pod-limits",
    build: (s) =>
      s
        .user("runner pods got OOMKilled during the ledger integration tests")
        .bash(
          "kubectl --context ops-stg-euw1 get pod -n arc-runners -o jsonpath='{.items[*].status.containerStatuses[*].lastState.terminated.reason}'",
          "OOMKilled OOMKilled",
        )
        .bash(
          "kubectl --context ops-stg-euw1 get autoscalingrunnerset gha-linux-x64 -n arc-runners -o jsonpath='{.spec.template.spec.containers[0].resources}'",
          '{"limits":{"memory":"4Gi"}}',
        )
        .assistant("Runners have a 4Gi memory limit; the integration tests with Postgres as a service container exceed that. I could raise it to 8Gi.")
        .user("do 8Gi. fwiw the nodes in the runner pool are m6i.2xlarge, 32GB, so 8Gi means max 3 runners per node after system reserved")
        .bash(
          "helm upgrade gha-linux-x64 -n arc-runners --reuse-values --set template.spec.containers[0].resources.limits.memory=8Gi oci://ghcr.io/actions/actions-runner-controller-charts/gha-runner-scale-set",
          'Release "gha-linux-x64" has been upgraded. Happy Helming!',
        )
        .stop("Runner memory limit is 8Gi now."),
    planted: [
      { kind: "decision", keys: ["8gi"] },
      { kind: "fact", keys: ["m6i.2xlarge"] },
    ],
  },
  {
    id: "b201-followups-list",
    build: (s) =>
      s
        .user(
          "end of day brain dump before I forget, none of this is for today:\n- the sonar scan step from jenkins isn't ported anywhere yet, needs doing for payments and ledger\n- jenkins master disk is at 91%, the old build artifacts need a cleanup job or we'll hit the wall before the cutover\n- ask legal whether build logs with customer ids can live on github (they keep 90 days)",
        )
        .bash("ssh jenkins-master df -h /var/lib/jenkins | tail -1", "/dev/sdb1       500G  455G   45G  91% /var/lib/jenkins")
        .assistant(
          "Confirmed 91% on /var/lib/jenkins. Noted the three follow-ups: port the Sonar step, a Jenkins artifact cleanup job, and the legal question about build logs.",
        )
        .stop(),
    planted: [
      { kind: "task", keys: ["sonar"] },
      { kind: "task", keys: ["cleanup", "artifacts"] },
      { kind: "task", keys: ["legal"] },
    ],
  },
  {
    id: "b201-commit-style",
    build: (s) =>
      s
        .user("commit the concurrency change for ledger")
        .bash(
          "git -C ../ledger commit -am 'Add concurrency group to deploy'",
          "[ci/gha 4f5e6d7] Add concurrency group to deploy\n 1 file changed, 3 insertions(+)",
        )
        .assistant("Committed on `ci/gha`.")
        .user(
          "fyi for commits in the infra repos we prefix with the area, like `ci: add concurrency group to deploy` or `k8s: ...`, lowercase. amend that one. and never push straight to main in acme/actions, it's tagged releases people depend on, always a PR",
        )
        .bash("git -C ../ledger commit --amend -m 'ci: add concurrency group to deploy'", "[ci/gha 8a9b0c1] ci: add concurrency group to deploy")
        .assistant("Amended. I'll use area prefixes and open PRs for acme/actions.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["prefix"] },
      { kind: "instruction", keys: ["acme/actions", "pr"] },
    ],
  },
  {
    id: "b201-empty-withdrawn",
    build: (s) =>
      s
        .user("thinking we should move all the helm charts into one monorepo, acme/charts. thoughts?")
        .assistant(
          "It makes shared templates easier and gives one place for chart versions, but every service release then needs a cross-repo change, and chart changes can't ship with the code change in one PR.",
        )
        .user("hmm, yeah, the cross-repo thing kills it. forget it, charts stay next to the code")
        .assistant("Ok, no change.")
        .user("what about a helm library chart for the common bits though? just wondering, not now")
        .assistant("That's possible later: a library chart published to an OCI registry that each service chart depends on.")
        .stop(),
    planted: [],
  },
  {
    id: "b201-test-command",
    build: (s) =>
      s
        .user("run the workflow tests")
        .bash(
          "act -j test -W .github/workflows/ci.yml 2>&1 | tail -3",
          "[CI/test] ❌  Failure - Main Run ./gradlew test\nError: Cannot connect to the Docker daemon",
        )
        .assistant("`act` can't reach Docker in this environment.")
        .user(
          "right, act doesn't work on this laptop, don't bother with it. to test a workflow push to a ci/ branch and use `gh run watch`, that's how we do it here",
        )
        .bash(
          "git push origin HEAD:ci/test-concurrency && gh run watch --exit-status",
          "✓ ci/test-concurrency CI · 9123456\nTriggered via push about 3 minutes ago\n✓ test in 2m41s",
        )
        .assistant("The CI run on `ci/test-concurrency` passed.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["ci/", "gh run watch"] },
      { kind: "fact", keys: ["act", "laptop"] },
    ],
  },
  {
    id: "b201-cutover-plan",
    build: (s) =>
      s
        .user(
          "we need a date for turning jenkins off. I talked to the eng managers: jenkins goes read-only on dec 15 and gets shut down jan 31. put that in the migration doc",
        )
        .file("Edit", "docs/ci-migration.md")
        .assistant("Added the cutover dates to docs/ci-migration.md: read-only Dec 15, shutdown Jan 31.")
        .user(
          "also there's a big one nobody has scheduled: the mobile team's iOS builds run on the mac mini agents. somebody needs to figure out macOS runners before dec 15, ARC can't do mac",
        )
        .assistant("Right, ARC is Linux-only. Open item: macOS runners for the iOS builds before Dec 15.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["dec 15", "jan 31"] },
      { kind: "task", keys: ["macos"] },
    ],
  },
  {
    id: "b201-empty-logs-quote",
    build: (s) =>
      s
        .user("what does this warning in the runner logs mean")
        .bash(
          "kubectl --context ops-stg-euw1 logs -n arc-systems deploy/arc-gha-rs-controller --tail=4",
          'WARN  listener  "never scale below minRunners; always keep warm pool" minRunners=0\nINFO  listener  TODO(controller): ephemeral runner registration retry\nWARN  listener  job must be acquired within 60s or it is requeued\nINFO  listener  scale set gha-linux-x64 desired=3 current=3',
        )
        .assistant(
          "Those are informational. The first is the listener restating its config (minRunners=0 means no warm pool), the TODO is a message baked into the controller's own code, and the 60s line is its job acquisition timeout. Nothing is failing.",
        )
        .user("ok so nothing for us to do?")
        .assistant("Nothing from these lines. Current scale is 3 desired, 3 running.")
        .stop(),
    planted: [],
  },
  {
    id: "b201-matrix-java",
    build: (s) =>
      s
        .user("ledger's jenkins job tested on java 17 and 21. keep both on actions?")
        .assistant("A matrix over 17 and 21 doubles runner minutes. Do you still deploy on 17?")
        .user("no, everything runs on 21 in prod since october. drop 17 from the matrix, just 21")
        .file("Edit", ".github/workflows/ci.yml")
        .bash("gh workflow run ci.yml --ref ci/gha && gh run watch --exit-status", "✓ test (21) in 3m02s")
        .assistant("CI now tests only on Java 21; the run passed.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["21", "october"] },
      { kind: "decision", keys: ["17", "matrix"] },
    ],
  },
  {
    id: "b201-empty-rerun",
    build: (s) =>
      s
        .user("payments build failed on a network blip, rerun it")
        .bash("gh run rerun 88311 --failed --repo acme/payments", "✓ Requested rerun (failed jobs) of run 88311")
        .assistant("Rerun requested for the failed jobs.")
        .user("did it go through?")
        .bash("gh run watch 88311 --repo acme/payments --exit-status", "✓ build in 4m12s\n✓ test in 2m55s")
        .assistant("Yes, build and test both passed on the rerun.")
        .stop(),
    planted: [],
  },
  {
    id: "b201-reusable-workflows",
    build: (s) =>
      s
        .user(
          "the ci.yml in payments and ledger is 90% identical already. I'd like a reusable workflow in acme/actions that both call. java-ci.yml, inputs for java version and gradle task",
        )
        .file("Write", ".github/workflows/java-ci.yml")
        .bash("actionlint .github/workflows/java-ci.yml", "")
        .assistant(
          "Wrote `java-ci.yml` as a `workflow_call` workflow with `java-version` and `gradle-task` inputs. Should I switch payments and ledger over now?",
        )
        .user("payments yes. ledger has that weird integration test stage, leave it on its own ci.yml until someone rewrites those tests")
        .file("Edit", "../payments/.github/workflows/ci.yml")
        .assistant("payments' ci.yml now just calls `acme/actions/.github/workflows/java-ci.yml@v1`.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["java-ci.yml"] },
      { kind: "task", keys: ["ledger", "integration"] },
    ],
  },
  {
    id: "b201-runner-groups",
    build: (s) =>
      s
        .user("someone in the data team's repo started using our gha-linux-x64 runners. how?")
        .bash("gh api orgs/acme/actions/runner-groups --jq '.runner_groups[]|[.name,.visibility]|@tsv'", "Default\tall\ngha-linux-x64\tall")
        .assistant("The runner group's visibility is `all`, so every repo in the org can use it.")
        .user(
          "ok rules for runner groups from now on: visibility is always `selected`, and a repo only gets added once it's actually migrated and someone on platform has reviewed its workflows. I prefer we keep the list tight. set gha-linux-x64 to selected with payments, ledger, actions",
        )
        .bash(
          "gh api -X PATCH orgs/acme/actions/runner-groups/2 -f visibility=selected && gh api -X PUT orgs/acme/actions/runner-groups/2/repositories -F 'selected_repository_ids[]=101' -F 'selected_repository_ids[]=102' -F 'selected_repository_ids[]=103'",
          "",
        )
        .assistant("Done: the group is limited to payments, ledger and actions.")
        .user(
          "and the data team will yell, they have 4 pipelines on jenkins too. we need to sit down with them and plan their migration, put it on the backlog",
        )
        .stop("Noted the data team's migration planning as a follow-up."),
    planted: [
      { kind: "instruction", keys: ["selected"] },
      { kind: "instruction", keys: ["reviewed"] },
      { kind: "task", keys: ["data team"] },
    ],
  },
  {
    id: "b201-sealed-secrets",
    build: (s) =>
      s
        .user("app secrets inside the cluster. jenkins used to kubectl create secret from its creds store on every deploy. what now")
        .assistant(
          "Options: External Secrets Operator pulling from AWS Secrets Manager, Sealed Secrets committed to git, or keep creating them from GitHub secrets in the deploy job.",
        )
        .user(
          "we already pay for secrets manager and Tomasz has the IAM side. external secrets operator, syncing from AWS Secrets Manager. no secrets in git, sealed or not",
        )
        .bash(
          "helm --kube-context ops-stg-euw1 install external-secrets external-secrets/external-secrets -n external-secrets --create-namespace",
          "NAME: external-secrets\nNAMESPACE: external-secrets\nSTATUS: deployed\nREVISION: 1",
        )
        .assistant("ESO is installed in staging. Each namespace will need a SecretStore pointing at Secrets Manager.")
        .user("fine. prod install waits until Tomasz creates the IRSA role for it, that's his thing, ping him monday")
        .stop("Open: ESO in prod after Tomasz's IRSA role; ask him Monday."),
    planted: [
      { kind: "decision", keys: ["external secrets"] },
      { kind: "instruction", keys: ["git", "sealed"] },
      { kind: "task", keys: ["irsa"] },
    ],
  },
  {
    id: "b201-empty-kubectl-version",
    build: (s) =>
      s
        .user("which kubectl version is on the runner image? does it matter vs the cluster?")
        .bash("docker run --rm ghcr.io/acme/runner-base:test kubectl version --client", "Client Version: v1.31.2\nKustomize Version: v5.4.2")
        .assistant("The image has kubectl 1.31.2. kubectl supports one minor version of skew either way, so it's fine for 1.30 to 1.32 clusters.")
        .user("what's the cluster on? 1.30 I think?")
        .bash("kubectl --context ops-stg-euw1 version | tail -1", "Server Version: v1.30.5-eks-ce1d5eb")
        .assistant("Staging is 1.30.5, within the supported skew.")
        .user("ok good")
        .stop(),
    planted: [],
  },
  {
    id: "b201-pr-previews",
    build: (s) =>
      s
        .user(
          "the frontend folks want preview envs per PR like they had with the jenkins multibranch thing. is that even feasible with our one staging cluster",
        )
        .assistant(
          "Feasible: a namespace per PR (`web-pr-123`), created on `pull_request` opened and deleted on closed. The limit is capacity: each preview is about 1.5 CPU.",
        )
        .bash(
          "kubectl --context ops-stg-euw1 describe nodes | grep -A2 'Allocated resources' | grep cpu | head -3",
          "  cpu                3650m (92%)\n  cpu                3410m (86%)\n  cpu                3720m (94%)",
        )
        .assistant("Staging nodes are at 86-94% CPU requested, so previews would need more nodes.")
        .user(
          "yeah staging is basically full, it runs at ~90% requests all the time. park previews, we'll revisit in Q1 when the new node group budget lands. don't start on it before then",
        )
        .assistant("Parked until Q1.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["90%"] },
      { kind: "task", keys: ["previews", "q1"] },
    ],
  },
  {
    id: "b201-notify-helm2",
    build: (s) =>
      s
        .user("let's look at notify. it's the one on the old pipeline lib")
        .bash("helm2 --tiller-namespace kube-system ls | grep notify", "notify-prod\t41\tWed Oct  1 11:02:10 2026\tDEPLOYED\tnotify-0.9.4\tprod")
        .assistant(
          "notify-prod is still a Helm 2 release managed by Tiller, revision 41. The Actions deploy uses Helm 3, so the release has to be converted first with `helm-2to3`.",
        )
        .user("ugh, tiller. ok, is the conversion risky?")
        .assistant(
          "`helm 2to3 convert` copies the release metadata; the workloads aren't touched. The risk is mostly that Jenkins keeps deploying with Helm 2 afterwards and the two diverge.",
        )
        .user(
          "then the order is: freeze notify deploys in jenkins first, then convert, then switch to actions. same day. and after that tiller gets deleted from the cluster, it's the last release using it",
        )
        .bash(
          "helm 2to3 convert notify-prod --dry-run",
          'NOTE: This is in dry-run mode, the following actions will not be executed.\n[Helm 3] Release "notify-prod" will be created.',
        )
        .assistant("The dry run looks clean. I'll stop here; the real conversion waits for the freeze.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["tiller", "notify"] },
      { kind: "decision", keys: ["freeze", "convert"] },
      { kind: "task", keys: ["tiller", "deleted"] },
    ],
  },
  {
    id: "b201-timeouts",
    build: (s) =>
      s
        .user("a ledger job hung for 6 hours yesterday and held a runner the whole time. jenkins had a global 45 min timeout")
        .bash("grep -n timeout-minutes ../ledger/.github/workflows/*.yml", "", 1)
        .assistant("No `timeout-minutes` anywhere, so jobs get GitHub's default of 360 minutes. I can add 45 to every job.")
        .user(
          "every job in every workflow gets an explicit timeout-minutes, 45 unless there's a reason. actionlint won't catch a missing one so check by hand when you review",
        )
        .file("Edit", "../ledger/.github/workflows/ci.yml")
        .file("Edit", "../ledger/.github/workflows/deploy.yml")
        .assistant("Added `timeout-minutes: 45` to all four ledger jobs.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["timeout-minutes", "45"] },
      { kind: "fact", keys: ["360"] },
    ],
  },
  {
    id: "b201-empty-meeting-notes",
    build: (s) =>
      s
        .user(
          "pasting the notes from the jenkins retro so you have them, not asking for anything:\n> jenkins was always slow on mondays\n> never got the LDAP plugin working right\n> TODO from 2022: upgrade to LTS (lol)",
        )
        .assistant("Thanks, read them. They're all about the old setup, so nothing to act on there.")
        .user("yeah it's mostly venting. do you know if the LDAP plugin thing was ever fixed?")
        .bash("ssh jenkins-master 'ls /var/lib/jenkins/plugins | grep -i ldap'", "ldap.jpi\nldap.jpi.disabled")
        .assistant("There's an ldap.jpi and a disabled copy; I can't tell from the files whether it ever worked properly.")
        .user("doesn't matter anymore honestly")
        .stop(),
    planted: [],
  },
  {
    id: "b201-monitoring-runners",
    build: (s) =>
      s
        .user("do we have any metrics on the runners? queue time in particular")
        .bash("kubectl --context ops-prod-euw1 get servicemonitor -A | grep -i arc", "", 1)
        .assistant("No ServiceMonitor for ARC. The controller exposes metrics on :8080 if `metrics` is enabled in its chart values; it isn't.")
        .user(
          "prometheus here is the kube-prometheus-stack in `monitoring`, grafana is grafana.ops.acme.internal. enable the arc metrics and add a servicemonitor",
        )
        .file("Edit", "k8s/arc-systems/values.yaml")
        .bash(
          "helm --kube-context ops-prod-euw1 upgrade arc -n arc-systems -f k8s/arc-systems/values.yaml oci://ghcr.io/actions/actions-runner-controller-charts/gha-runner-scale-set-controller",
          'Release "arc" has been upgraded. Happy Helming!',
        )
        .assistant("Metrics are enabled and a ServiceMonitor scrapes them. Want a dashboard?")
        .user("later. an alert on queue time > 5 min would be nice too but that's for another day")
        .stop(),
    planted: [
      { kind: "fact", keys: ["kube-prometheus-stack", "monitoring"] },
      { kind: "fact", keys: ["grafana.ops.acme.internal"] },
      { kind: "task", keys: ["queue time", "5 min"] },
    ],
  },
  {
    id: "b201-dependabot",
    build: (s) =>
      s
        .user("dependabot opened 14 PRs for github actions versions overnight. this'll be every week")
        .bash(
          "gh pr list --repo acme/payments --author app/dependabot --json title -q '.[].title' | head -3",
          "Bump actions/checkout from 4.1.1 to 4.2.2\nBump docker/build-push-action from 5 to 6\nBump actions/cache from 3 to 4",
        )
        .assistant("I could group them: a dependabot `groups` entry for the github-actions ecosystem makes it one PR a week.")
        .user("yes group them, monthly not weekly. and I prefer that you merge the actions bumps yourself when CI is green, no need to ask me for those")
        .file("Edit", ".github/dependabot.yml")
        .assistant("dependabot.yml: github-actions updates grouped, monthly.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["monthly"] },
      { kind: "instruction", keys: ["merge", "bumps"] },
    ],
  },
  {
    id: "b201-artifacts-retention",
    build: (s) =>
      s
        .user("how long do we keep build artifacts on actions? the storage bill looks weird")
        .bash("gh api orgs/acme/actions/permissions/artifact-and-log-retention", '{"days":90,"maximum_allowed_days":90}')
        .assistant("The org keeps artifacts and logs for 90 days, the maximum.")
        .user(
          "14 days is plenty for artifacts. set the org default to 14. release artifacts go to nexus anyway, that's the system of record for anything shipped",
        )
        .bash("gh api -X PUT orgs/acme/actions/permissions/artifact-and-log-retention -F days=14", "")
        .assistant("Org retention set to 14 days.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["14", "artifacts"] },
      { kind: "fact", keys: ["nexus", "system of record"] },
    ],
  },
  {
    id: "b201-shellcheck-rule",
    build: (s) =>
      s
        .user("the deploy script in payments has `set -e` missing and it happily continued after helm failed")
        .file("Read", "scripts/deploy.sh")
        .assistant("Right, line 1 is `#!/bin/bash` without any `set` options; the helm exit code is ignored.")
        .user(
          "add set -euo pipefail. and in general, any shell script in these repos starts with set -euo pipefail, plus inline `run:` blocks over 10 lines go into a script file instead",
        )
        .file("Edit", "scripts/deploy.sh")
        .bash("shellcheck scripts/deploy.sh", "")
        .assistant("Added `set -euo pipefail`; shellcheck is clean.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["pipefail"] },
      { kind: "instruction", keys: ["10 lines"] },
    ],
  },
];

export const BLIND201 = plantedSet(BLIND201_SESSIONS, Date.UTC(2026, 10, 4, 9));
