/**
 * Blind planted set 212 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a platform team lead (Dana) working through a handover from a colleague on parental leave
 * (Priya): relayed facts from her doc, her open items, who to ask, and the rules she or the lead keep,
 * across several sessions on Terraform/Atlantis, EKS, ArgoCD, Vault and alerting.
 * Each session is one segment; the items planted in it are listed with it: 65 items (16 decisions, 16 instructions,
 * 17 facts, 16 tasks) in 57 sessions, 11 of which plant nothing (55 user/assistant messages between them). Every other message
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

export const BLIND212_SESSIONS: BlindSession[] = [
  {
    id: "b212-handover-kickoff",
    build: (s) =>
      s
        .user(
          "ok so Priya is on parental leave from today until early March and I'm picking up her platform work, you'll be helping me with it. Going through her handover doc now. First bits: all our terraform state lives in the `plat-tfstate-eu` S3 bucket with locking through the `tf-locks` dynamo table. And her one hard rule, which I'm keeping: only Atlantis runs apply. Nobody runs terraform apply from a laptop, including us.",
        )
        .bash("ls docs/handover/", "priya-2026-11.md\nrunbooks.md\nopen-items.md")
        .file("Read", "docs/handover/priya-2026-11.md")
        .assistant(
          "I've read the handover doc. It's about 300 lines: a section on state and Atlantis, a list of owners, open items and a few runbooks. Want me to go through the open items next or check what's in flight on Atlantis first?",
        )
        .user("check atlantis first, are there any open plans sitting there?")
        .bash(
          "gh pr list --repo corvid/infra-live --label atlantis --state open",
          "#491  karpenter: batch pool consolidation   priya-k   2026-11-24\n#482  secrets-store-csi: migrate to v1.4      priya-k   2026-11-19",
        )
        .assistant("Two open PRs from Priya with Atlantis plans: #491 (Karpenter batch pool) and #482 (secrets-store CSI). Neither has been applied.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["plat-tfstate-eu"] },
      { kind: "instruction", keys: ["atlantis"] },
    ],
  },
  {
    id: "b212-wildcard-cert",
    build: (s) =>
      s
        .user("can you check when the internal wildcard cert expires? priya's notes say it's soon")
        .bash(
          "kubectl -n cert-manager get certificate internal-wildcard -o jsonpath='{.status.notAfter} {.spec.issuerRef.name}'",
          "2027-01-14T23:59:59Z venafi-legacy",
        )
        .assistant(
          "The `internal-wildcard` certificate (*.internal.corvid.io) expires on 2027-01-14 and is still issued by `venafi-legacy`. cert-manager shows the last renewal attempt failed with `issuer not ready`.",
        )
        .user(
          "yeah that matches her notes. so that's on us now: the wildcard cert has to move over to the letsencrypt-dns01 ClusterIssuer before Jan 14, otherwise every internal hostname breaks. not doing it today, I want Tomasz around when we flip it",
        )
        .assistant("Understood, I won't touch it now.")
        .stop(),
    planted: [{ kind: "task", keys: ["wildcard"] }],
  },
  {
    id: "b212-who-owns-what",
    build: (s) =>
      s
        .file("Read", "docs/handover/priya-2026-11.md")
        .user(
          "reading the 'who to ask' part of her doc to you so it's somewhere: anything DNS goes to Tomasz in netops, he owns the Route53 zones and the Cloudflare account. and AWS billing alerts route to Ines in finops, not to us, so if you see a cost spike don't go hunting, ping her",
        )
        .assistant("Got it. Should I also check who's on call for platform this week?")
        .user("sure")
        .bash("pd oncall list --schedule platform-primary --since now --until +7d", "2026-11-28 09:00  →  2026-12-05 09:00   Dana Roth")
        .assistant("You're on call for platform-primary through Dec 5.")
        .user("lol of course I am")
        .stop(),
    planted: [
      { kind: "fact", keys: ["tomasz"] },
      { kind: "fact", keys: ["ines"] },
    ],
  },
  {
    id: "b212-argocd-sync",
    build: (s) =>
      s
        .user("argocd question. Priya had auto-sync off on everything. what does it look like right now?")
        .bash(
          "argocd app list -o wide | awk '{print $1, $5, $6}' | column -t",
          "NAME              SYNCPOLICY  STATUS\nledger-api-prod   Manual      Synced\nledger-api-stg    Manual      OutOfSync\nedge-gw-prod      Manual      Synced\nedge-gw-stg       Manual      OutOfSync",
        )
        .assistant(
          "All four apps are on manual sync, and both staging apps are out of sync. Options: (a) keep everything manual, (b) turn on auto-sync with selfHeal for staging only and leave prod manual, (c) auto-sync everywhere with prune disabled on prod.",
        )
        .user("hmm what about c, is prune off enough of a guard?")
        .assistant("It would stop deletions but not bad config rolling out to prod on merge. Given you're short-handed, I'd lean towards (b).")
        .user("yeah. b it is: staging gets auto-sync with selfHeal, prod stays manual sync")
        .file("Edit", "argocd/apps/staging.yaml")
        .assistant("Updated the staging Application specs with `syncPolicy.automated` and `selfHeal: true`.")
        .stop(),
    planted: [{ kind: "decision", keys: ["staging", "sync"] }],
  },
  {
    id: "b212-empty-crashloop",
    build: (s) =>
      s
        .user("edge-gw-stg is crashlooping, any idea?")
        .bash(
          "kubectl -n edge logs deploy/edge-gw --tail=8",
          'level=warn msg="TODO: remove legacy header rewrite"\nlevel=info msg="config: always_retry=true"\nlevel=error msg="failed to load upstreams: dial tcp 10.42.3.17:8500: connect: connection refused"\nlevel=fatal msg="startup failed"',
        )
        .assistant(
          "It can't reach Consul at 10.42.3.17:8500 at startup. Could be the consul-server pod restarting, or maybe a NetworkPolicy change; I'm not sure yet which.",
        )
        .user("is consul up?")
        .bash(
          "kubectl -n consul get pods",
          "NAME              READY   STATUS    RESTARTS   AGE\nconsul-server-0   1/1     Running   3          14m\nconsul-server-1   1/1     Running   0          6d",
        )
        .assistant("consul-server-0 restarted 3 times in the last 14 minutes, so that's probably what edge-gw hit. It's running now.")
        .user("ok just bounce edge-gw then")
        .bash(
          "kubectl -n edge rollout restart deploy/edge-gw && kubectl -n edge rollout status deploy/edge-gw",
          'deployment.apps/edge-gw restarted\ndeployment "edge-gw" successfully rolled out',
        )
        .assistant("Restarted, edge-gw is healthy again.")
        .stop(),
    planted: [],
  },
  {
    id: "b212-vault-ci",
    build: (s) =>
      s
        .user(
          "the github actions workflow for ledger-api has a static VAULT_TOKEN secret in it. that needs to go. Priya's rule and mine: no static vault tokens in CI, ever, CI authenticates through the `ci-github` JWT role.",
        )
        .file("Read", ".github/workflows/ledger-api-deploy.yml")
        .assistant(
          "The workflow reads `secrets.VAULT_TOKEN` in the deploy job. I'll switch it to `hashicorp/vault-action` with `method: jwt` and `role: ci-github`.",
        )
        .file("Edit", ".github/workflows/ledger-api-deploy.yml")
        .bash(
          "gh workflow run ledger-api-deploy.yml --ref h/vault-jwt && sleep 40 && gh run list -L1",
          "completed  success  ledger-api-deploy  h/vault-jwt  1m12s",
        )
        .assistant("The workflow now logs in via JWT with the `ci-github` role and the test run passed.")
        .user(
          "nice. also something you should know in case vault seals itself again: unseal needs 3 of the 5 key shards. holders are Priya, me, Kenji, Ola and Sam. Priya's unreachable so it's the other four",
        )
        .stop("Noted."),
    planted: [
      { kind: "instruction", keys: ["ci-github"] },
      { kind: "fact", keys: ["shards"] },
    ],
  },
  {
    id: "b212-karpenter",
    build: (s) =>
      s
        .user("let's look at PR #491. what's the state of the karpenter thing?")
        .bash(
          "gh pr view 491 --repo corvid/infra-live --json title,body,statusCheckRollup -q '.title, .body'",
          "karpenter: batch pool consolidation\nMoves the batch node group from cluster-autoscaler to a Karpenter NodePool. WIP: interruption handling not wired up yet.",
        )
        .assistant(
          "It replaces the batch managed node group with a Karpenter NodePool. The plan looks clean. Do you want to finish this or revert to cluster-autoscaler until Priya's back?",
        )
        .user(
          "I talked to her about it before she left, we're finishing the move to Karpenter for batch, no going back to cluster-autoscaler. merge it once the plan is green. but the spot interruption handler (the SQS queue + EventBridge rules) still needs wiring up for the batch pool, that's a follow-up, add it to the list",
        )
        .bash("gh pr merge 491 --repo corvid/infra-live --squash", "✓ Squashed and merged pull request #491")
        .assistant("Merged #491; Atlantis applied it.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["karpenter"] },
      { kind: "task", keys: ["interruption"] },
    ],
  },
  {
    id: "b212-empty-morning-plan",
    build: (s) =>
      s
        .user("morning. coffee hasn't kicked in yet, be gentle. can you run a plan on modules/network for prod-eu1?")
        .bash(
          "cd live/prod-eu1/network && terraform plan -lock=false -no-color | tail -6",
          "  # module.vpc.aws_flow_log.this will be read during apply\n  # (always_run = true)\n\nNo changes. Your infrastructure matches the configuration.",
        )
        .assistant("No changes in prod-eu1 network; it matches the config.")
        .user("great, one less thing. what was the last commit on that module?")
        .bash("git log -1 --format='%h %an %s' -- live/prod-eu1/network", "a91c2e0 Priya Kumar network: tag flow logs")
        .assistant('a91c2e0 by Priya: "network: tag flow logs".')
        .stop(),
    planted: [],
  },
  {
    id: "b212-dashboards",
    build: (s) =>
      s
        .user("the ledger-api latency panel is showing p50 instead of p99, can you fix it")
        .bash(
          "grep -rn 'histogram_quantile' dashboards/ledger-api.jsonnet",
          "42:      expr: 'histogram_quantile(0.5, sum by (le) (rate(http_request_duration_seconds_bucket{app=\"ledger-api\"}[5m])))',",
        )
        .file("Edit", "dashboards/ledger-api.jsonnet")
        .assistant("Changed the quantile on line 42 from 0.5 to 0.99.")
        .user(
          "thanks. and fyi for the future, dashboards are code here: you change the jsonnet in dashboards/, never edit in the Grafana UI, because the provisioner overwrites UI changes on the next sync. Priya lost a whole afternoon to that once",
        )
        .assistant("Makes sense.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["jsonnet"] }],
  },
  {
    id: "b212-ledger-db-upgrade",
    build: (s) =>
      s
        .bash(
          "aws rds describe-db-instances --db-instance-identifier ledger-db --query 'DBInstances[0].[EngineVersion,PreferredMaintenanceWindow]' --output text",
          "13.14\ttue:06:00-tue:08:00",
        )
        .assistant("ledger-db is on Postgres 13.14, maintenance window tue:06:00-tue:08:00 UTC.")
        .user(
          "right. so Postgres 13 goes out of standard support in Feb, and Priya had the ledger-db upgrade to 16 planned for the January window. That's ours now, we need to do it in January. I'll do the comms, you'll do the blue/green setup when we get there",
        )
        .assistant("OK. Do you want me to check the extensions for 16 compatibility now?")
        .user("nah later")
        .stop(),
    planted: [{ kind: "task", keys: ["ledger-db"] }],
  },
  {
    id: "b212-ingress-consolidate",
    build: (s) =>
      s
        .bash(
          "kubectl get ingressclass; kubectl get deploy -A | grep ingress-nginx",
          "NAME         CONTROLLER\nnginx-edge   k8s.io/ingress-nginx\nnginx-int    k8s.io/ingress-nginx\nnginx-ledg   k8s.io/ingress-nginx\nedge     ingress-nginx-controller   3/3\ninternal ingress-nginx-controller   2/2\nledger   ingress-nginx-controller   2/2",
        )
        .assistant(
          "There are three separate ingress-nginx installs in prod-eu1 (edge, internal, ledger), each with its own LB. Two ways to go: A) keep them and just align versions, B) one shared ingress controller per cluster with separate IngressClasses, which would drop two load balancers.",
        )
        .user("how much do the LBs cost us")
        .assistant("Roughly $18/month each plus LCU charges; the bigger gain is only upgrading one controller.")
        .user("B. one shared ingress controller per cluster. Priya wanted that too, she just never got to it")
        .stop(),
    planted: [{ kind: "decision", keys: ["shared", "ingress"] }],
  },
  {
    id: "b212-empty-coredns",
    build: (s) =>
      s
        .user("are we seeing DNS timeouts in prod? someone in #ledger said lookups are slow")
        .bash(
          "kubectl -n kube-system logs -l k8s-app=kube-dns --tail=5",
          "[INFO] plugin/reload: Running configuration SHA512 = 3e2f...\n[ERROR] plugin/errors: 2 ledger-db.internal.corvid.io. A: read udp 10.42.0.12:53711->10.0.0.2:53: i/o timeout",
        )
        .assistant(
          "A couple of upstream timeouts to the VPC resolver. Maybe we're hitting the per-ENI packet limit on the resolver, or it could just be a blip; two errors isn't much to go on.",
        )
        .user("could it be ndots? I remember something about ndots:5")
        .assistant("Possibly, ndots:5 multiplies lookups for external names. I'd need to look at query volume to tell.")
        .user("leave it for now, I'll ask in the channel if it keeps happening")
        .stop(),
    planted: [],
  },
  {
    id: "b212-staging-quota",
    build: (s) =>
      s
        .user("why are staging scale-ups stuck again? pods pending for 20 min")
        .bash(
          "kubectl -n kube-system logs deploy/cluster-autoscaler --tail=3",
          "W1128 scale_up.go:312] Failed to increase node group stg-eu1-general: VcpuLimitExceeded: You have requested more vCPU capacity than your current vCPU limit of 160",
        )
        .assistant(
          "The autoscaler is hitting `VcpuLimitExceeded`: the account's on-demand vCPU quota is 160, which at m5.xlarge is 40 nodes, and stg-eu1 is at 40.",
        )
        .user(
          "yep that's it, Priya's notes say the same thing. so for the record: staging is capped at 40 nodes by the vCPU quota, that's the reason scale-ups stall there, not the autoscaler config. we asked AWS for more twice and got told no.",
        )
        .bash(
          "kubectl -n ci delete pods --field-selector=status.phase=Succeeded",
          'pod "runner-7f9x2" deleted\npod "runner-bb21k" deleted\npod "runner-q09lm" deleted',
        )
        .assistant("Cleared the finished CI runner pods, the pending ones are scheduling now.")
        .stop(),
    planted: [{ kind: "fact", keys: ["40 nodes"] }],
  },
  {
    id: "b212-pagerduty",
    build: (s) =>
      s
        .bash("pd schedule show platform-primary --format json | jq -r '.layers[0].users[].summary'", "Priya Kumar\nDana Roth\nKenji Mori")
        .assistant("Priya is still in the platform-primary rotation layer.")
        .user(
          "swap her out for me until she's back. and remind me on March 3 to put her back in the rotation, she asked for a week of no pages after returning so March 3 not Feb 24",
        )
        .bash(
          "pd schedule override create platform-primary --user priya.kumar --replace-with dana.roth --until 2027-03-03",
          "Override created: 2026-11-28 → 2027-03-03",
        )
        .assistant("Override created: you cover Priya's shifts until 2027-03-03.")
        .stop(),
    planted: [{ kind: "task", keys: ["march 3"] }],
  },
  {
    id: "b212-log-shipping",
    build: (s) =>
      s
        .user("Priya's doc mentions moving log shipping from Fluent Bit to Vector. let's do it, start with staging")
        .bash("helm -n logging list", "NAME        CHART             APP VERSION\nfluent-bit  fluent-bit-0.47.9  3.1.7")
        .assistant("Staging runs fluent-bit 3.1.7 via Helm. I can draft a Vector chart values file mirroring the current outputs (Loki + S3 archive). Shall I?")
        .user("wait. Kenji just messaged me, he's mid-way through the Loki migration and doesn't want the shipper changing under him")
        .user("ok talked to him. we stay on Fluent Bit, no Vector for now, we revisit in Q2 after Loki is done. drop the vector stuff")
        .assistant("Dropped; nothing was changed in the cluster.")
        .stop(),
    planted: [{ kind: "decision", keys: ["fluent bit"] }],
  },
  {
    id: "b212-empty-typo",
    build: (s) =>
      s
        .user("theres a typo in the runbook, 'recieve' in the cert section. fix pls")
        .bash("grep -n 'recieve' docs/handover/runbooks.md", "88:If you recieve a cert-manager alert, check the issuer first.")
        .file("Edit", "docs/handover/runbooks.md")
        .assistant("Fixed on line 88.")
        .user("ty. honestly her runbooks are better than mine")
        .assistant("They're very thorough, the cert and Vault sections especially.")
        .stop(),
    planted: [],
  },
  {
    id: "b212-tf-version-bump",
    build: (s) =>
      s
        .user("bump the aws provider in modules/eks to 5.80 and while you're at it terraform to 1.9.8")
        .bash(
          "cat modules/eks/.terraform-version; grep -A2 'aws =' modules/eks/versions.tf",
          '1.8.5\n    aws = {\n      source  = "hashicorp/aws"\n      version = "~> 5.62"',
        )
        .assistant("modules/eks is on terraform 1.8.5 and aws ~> 5.62. I can change both in one commit.")
        .user(
          "hm no actually, split it. terraform version bumps always get their own PR, never mixed with provider or resource changes, so when state gets weird we know which one did it. that's a standing thing",
        )
        .file("Edit", "modules/eks/versions.tf")
        .bash("git switch -c h/eks-aws-5.80 && git commit -am 'eks: aws provider 5.80' -q && git log -1 --oneline", "c03fd7a eks: aws provider 5.80")
        .assistant("Provider bump committed alone on h/eks-aws-5.80. I'll do the terraform 1.9.8 change in a separate branch.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["terraform version"] }],
  },
  {
    id: "b212-csi-pr",
    build: (s) =>
      s
        .bash("gh pr view 482 --repo corvid/infra-live --json mergeable,commits -q '.mergeable, (.commits|length)'", "CONFLICTING\n7")
        .assistant("#482 (secrets-store CSI to v1.4) has 7 commits and conflicts with main now.")
        .user("what conflicts?")
        .bash("git fetch origin pull/482/head:pr-482 -q && git merge-tree $(git merge-base main pr-482) main pr-482 | grep -c '<<<<<<<'", "3")
        .assistant("Three conflict hunks, all in `charts/csi/values-prod.yaml`.")
        .user("ok. so someone has to rebase 482 and finish the e2e part she didn't get to. that's next week, not now, I'm out of brain today")
        .stop("OK."),
    planted: [{ kind: "task", keys: ["482"] }],
  },
  {
    id: "b212-ledger-502s",
    build: (s) =>
      s
        .user("ledger team says they still get 502s around 02:00 UTC most nights. Priya's doc has a note on this, can you look")
        .bash(
          "kubectl -n ledger get cronjob -o custom-columns=NAME:.metadata.name,SCHEDULE:.spec.schedule",
          "NAME             SCHEDULE\ncompact-ledger   0 2 * * *\nexport-daily     30 4 * * *",
        )
        .bash(
          "aws cloudwatch get-metric-statistics --namespace AWS/RDS --metric-name DatabaseConnections --dimensions Name=DBInstanceIdentifier,Value=ledger-db --start-time 2026-11-27T01:50Z --end-time 2026-11-27T02:20Z --period 300 --statistics Maximum --query 'Datapoints[].Maximum' --output text",
          "212.0\t498.0\t500.0\t214.0\t209.0\t211.0",
        )
        .assistant(
          "At 02:00 DB connections jump from ~210 to the 500 max and stay there for about ten minutes, which lines up with the `compact-ledger` cronjob (0 2 * * *).",
        )
        .user(
          "yes and that's exactly what her note says. so confirmed: the nightly 502s come from compact-ledger exhausting ledger-db's connections. the ledger team owns the job, I'll tell them, we don't fix it",
        )
        .stop("Sounds good."),
    planted: [{ kind: "fact", keys: ["compact-ledger"] }],
  },
  {
    id: "b212-empty-standup",
    build: (s) =>
      s
        .user("writing my standup, what did we do yesterday? just list it")
        .bash("git log --since=yesterday --until=today --format='%s' --author=dana", "eks: aws provider 5.80\nargocd: auto-sync for staging\nrunbooks: typo")
        .assistant("Yesterday: aws provider 5.80 for eks, auto-sync on the staging apps, a runbook typo fix.")
        .user("lol the typo fix making the standup. fine")
        .assistant("Want me to add the override for Priya's on-call shifts too? That was done through PagerDuty, not git.")
        .user("yeah add it")
        .assistant('Added: "PagerDuty: covering Priya\'s platform-primary shifts until March".')
        .stop(),
    planted: [],
  },
  {
    id: "b212-datadog-exit",
    build: (s) =>
      s
        .user(
          "big news from the budget meeting: we are not renewing Datadog. contract ends June 30 and everything moves to our Grafana stack. so, concretely for us: the 14 Datadog monitors on ledger-api have to be rebuilt as Grafana alert rules before then. can you count what else has monitors?",
        )
        .bash(
          "dog monitor show_all --tags 'team:platform' | jq -r '.[].tags[] | select(startswith(\"service:\"))' | sort | uniq -c",
          "     14 service:ledger-api\n      6 service:edge-gw\n      3 service:vault",
        )
        .assistant("Platform-tagged monitors: 14 on ledger-api, 6 on edge-gw, 3 on vault. 23 in total.")
        .user("ugh ok. the edge-gw ones are probably dead anyway, don't worry about them")
        .stop(),
    planted: [
      { kind: "decision", keys: ["datadog"] },
      { kind: "task", keys: ["14", "monitors"] },
    ],
  },
  {
    id: "b212-small-prs",
    build: (s) =>
      s
        .bash(
          "git diff --stat main...h/terraform-1.9.8",
          " live/prod-eu1/eks/.terraform-version     | 2 +-\n live/prod-eu1/network/.terraform-version | 2 +-\n live/stg-eu1/eks/.terraform-version      | 2 +-\n 3 files changed, 3 insertions(+), 3 deletions(-)",
        )
        .assistant("The terraform 1.9.8 branch touches three stacks (prod-eu1/eks, prod-eu1/network, stg-eu1/eks). Open as one PR?")
        .user("no, I like small PRs: one stack per PR, always. easier for atlantis and easier to roll back. split it into three")
        .bash('for d in prod-eu1/eks prod-eu1/network stg-eu1/eks; do echo "$d"; done | wc -l', "3")
        .assistant("Split into three branches, one per stack, and opened three PRs.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["one stack"] }],
  },
  {
    id: "b212-ssm-bastion",
    build: (s) =>
      s
        .user("I need to get into the ledger-db subnet to test something. how did Priya do that, there was a bastion?")
        .file("Read", "docs/handover/runbooks.md")
        .assistant(
          "Her runbook says the bastion host was decommissioned in October and the replacement is SSM Session Manager: `aws ssm start-session --target <instance>` with port forwarding to the DB.",
        )
        .user(
          "ah right I forgot she killed it. ok so for anything in the private subnets we go through ssm start-session from now on, nobody should be asking for SSH keys",
        )
        .bash(
          "aws ssm start-session --target i-0c4d2e9a1f --document-name AWS-StartPortForwardingSessionToRemoteHost --parameters host=ledger-db.internal.corvid.io,portNumber=5432,localPortNumber=15432",
          "Starting session with SessionId: dana.roth-0f3ab91c2\nPort 15432 opened for sessionId dana.roth-0f3ab91c2.\nWaiting for connections...",
        )
        .assistant("Port-forward is open on localhost:15432.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["bastion"] },
      { kind: "instruction", keys: ["ssm"] },
    ],
  },
  {
    id: "b212-empty-quota-question",
    build: (s) =>
      s
        .user("do you think we could get the vCPU quota bumped if we moved staging to graviton? different quota bucket right?")
        .assistant(
          "Graviton instances count against the same 'Running On-Demand Standard' vCPU quota, so probably not. It might help on cost, but I can't confirm the quota part without checking Service Quotas.",
        )
        .user("hm. and spot?")
        .bash("aws service-quotas get-service-quota --service-code ec2 --quota-code L-34B43A08 --query 'Quota.Value'", "160.0")
        .assistant("The spot quota for standard instances is also 160 vCPUs in this account. Whether AWS raises it faster is anyone's guess.")
        .user("ok never mind, was just thinking out loud")
        .stop(),
    planted: [],
  },
  {
    id: "b212-logs-archive",
    build: (s) =>
      s
        .bash(
          "aws s3api get-bucket-lifecycle-configuration --bucket corvid-logs-archive",
          "An error occurred (NoSuchLifecycleConfiguration) when calling the GetBucketLifecycleConfiguration operation: The lifecycle configuration does not exist",
          254,
        )
        .assistant("corvid-logs-archive has no lifecycle configuration at all; everything is in S3 Standard.")
        .user(
          "yeah that's on her open items list. TODO for us: lifecycle rule on corvid-logs-archive, Glacier after 90 days, delete after 2 years. it's like 40TB sitting in standard. can't do it this week, security has to sign off on the 2 year part",
        )
        .assistant("OK.")
        .stop(),
    planted: [{ kind: "task", keys: ["glacier"] }],
  },
  {
    id: "b212-cluster-naming",
    build: (s) =>
      s
        .user("we're creating the second prod cluster in eu-west-1 soon. what names do we have today?")
        .bash("aws eks list-clusters --query clusters --output text", "prod-eu1\tstg-eu1\tops-eu1")
        .assistant("prod-eu1, stg-eu1 and ops-eu1.")
        .user(
          "right, those are the old style. Priya and I settled the new scheme before she left and we're going with it: region-env-number, so the new one is euw1-prod-2. existing ones keep their names, no renames.",
        )
        .file("Edit", "live/euw1-prod-2/terragrunt.hcl")
        .assistant("Created the stack directory as live/euw1-prod-2.")
        .stop(),
    planted: [{ kind: "decision", keys: ["euw1-prod-2"] }],
  },
  {
    id: "b212-break-glass",
    build: (s) =>
      s
        .user("if SSO goes down, how do we get into the AWS org?")
        .file("Read", "docs/handover/priya-2026-11.md")
        .assistant("Her doc has a 'break-glass' section. It mentions a hardware key in the office safe but doesn't say who can use it.")
        .user(
          "ah I know this one. with Priya out, Kenji is the only other person with admin on the org management account, he's the break-glass if SSO dies. the hardware key is his.",
        )
        .bash("aws organizations list-accounts --query 'length(Accounts)'", "11")
        .assistant("11 accounts in the org.")
        .stop(),
    planted: [{ kind: "fact", keys: ["kenji", "break-glass"] }],
  },
  {
    id: "b212-legacy-vpn",
    build: (s) =>
      s
        .bash(
          "tflint --recursive --format compact | head -4",
          "modules/legacy-vpn/main.tf:12:1: Warning - terraform_deprecated_interpolation\nmodules/legacy-vpn/main.tf:30:5: Warning - terraform_unused_declarations\nmodules/eks/main.tf:88:3: Notice - aws_instance_previous_type",
        )
        .assistant("tflint flags two warnings in modules/legacy-vpn and a notice in modules/eks. Should I fix the legacy-vpn ones?")
        .user(
          "no! leave legacy-vpn alone. it lives in our repo but corp IT owns it, we don't change it, not even lint fixes. if it needs something open a ticket in their queue",
        )
        .assistant("Leaving it. I'll just look at the eks notice then.")
        .file("Read", "modules/eks/main.tf")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["legacy-vpn"] },
      { kind: "fact", keys: ["corp it"] },
    ],
  },
  {
    id: "b212-empty-holiday",
    build: (s) =>
      s
        .user("are you around over the holidays? jk. what's a sane way to check nothing's on fire on Dec 24 from my phone")
        .assistant(
          "The platform Grafana home dashboard loads OK on mobile, and PagerDuty's app will page you anyway. I could make a small 'holiday' dashboard with just the SLO panels if you want.",
        )
        .user("nah that's overkill")
        .user("what does the slo dashboard show right now")
        .bash(
          "curl -s -H \"Authorization: Bearer $GRAFANA_TOKEN\" https://grafana.ops.corvid.io/api/dashboards/uid/plat-slo | jq -r '.dashboard.panels[].title'",
          "ledger-api availability (30d)\nedge-gw availability (30d)\nerror budget burn",
        )
        .assistant("Three panels: ledger-api availability, edge-gw availability and error budget burn.")
        .stop(),
    planted: [],
  },
  {
    id: "b212-atlantis-key",
    build: (s) =>
      s
        .bash("gh api /orgs/corvid/installations --jq '.installations[] | select(.app_slug==\"corvid-atlantis\") | .created_at'", "2024-12-02T10:11:45Z")
        .assistant("The corvid-atlantis GitHub App was installed on 2024-12-02.")
        .user(
          "yeah and the private key is from then too. follow-up for after the holidays: rotate the Atlantis GitHub App private key. Priya flagged it as 'overdue' in her items. not now, changing it right before the freeze is asking for trouble",
        )
        .stop("Right, not before the freeze."),
    planted: [{ kind: "task", keys: ["private key"] }],
  },
  {
    id: "b212-renovate",
    build: (s) =>
      s
        .user("helm chart versions in infra-live are all over the place. what would you use to keep them updated, dependabot or renovate?")
        .bash("ls .github/ | tr '\\n' ' '", "CODEOWNERS dependabot.yml workflows ")
        .assistant(
          "There's a dependabot.yml, but Dependabot doesn't understand Helm chart versions in ArgoCD Application manifests. Renovate does (helm-values and argocd managers) and can group updates per stack. I'd go with Renovate and remove dependabot.yml.",
        )
        .user("do it, renovate it is")
        .file("Write", "renovate.json")
        .bash("git rm -q .github/dependabot.yml && git status --short", "D  .github/dependabot.yml\n?? renovate.json")
        .assistant("Added renovate.json with the argocd and helm-values managers and removed dependabot.yml.")
        .stop(),
    planted: [{ kind: "decision", keys: ["renovate"] }],
  },
  {
    id: "b212-fmt-check",
    build: (s) =>
      s
        .bash(
          "git push -u origin h/terraform-1.9.8-stg-eu1-eks",
          "To github.com:corvid/infra-live.git\n * [new branch]      h/terraform-1.9.8-stg-eu1-eks -> h/terraform-1.9.8-stg-eu1-eks",
        )
        .assistant("Pushed the stg-eu1/eks branch.")
        .bash("gh run watch --exit-status", "X lint / fmt  failed in 11m02s\n  Error: live/stg-eu1/eks/main.tf: file is not formatted", 1)
        .assistant("CI failed after 11 minutes: `terraform fmt` wants main.tf reformatted.")
        .user("11 min to tell us that lol. ok rule from now on: run `make fmt-check` locally before every push to infra-live")
        .bash("make fmt-check", "terraform fmt -check -recursive live/ modules/\nlive/stg-eu1/eks/main.tf")
        .bash("terraform fmt live/stg-eu1/eks && git commit -qam fmt && git push -q && make fmt-check", "terraform fmt -check -recursive live/ modules/")
        .assistant("Formatted, pushed; fmt-check is clean.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["fmt-check"] }],
  },
  {
    id: "b212-nat-costs",
    build: (s) =>
      s
        .user("Ines sent over the network costs breakdown, can you make sense of it")
        .file("Read", "tmp/network-costs-oct.csv")
        .assistant(
          "October network spend was $9,840; NAT gateway processing in prod-eu1 is $4,120 of that, about 42%. Most of the NAT traffic is to ECR and S3.",
        )
        .user(
          "that matches what Priya suspected. so the fix she never got to: add S3 and ECR VPC endpoints in prod-eu1 so that traffic stops going through NAT. put that on our list, it's probably the cheapest win we have",
        )
        .assistant("Want me to draft the terraform for the endpoints now?")
        .user("no, list it. I need to think about the endpoint policy first")
        .stop(),
    planted: [{ kind: "task", keys: ["endpoints"] }],
  },
  {
    id: "b212-empty-kubectl-context",
    build: (s) =>
      s
        .user("which kube context am I on? I almost ran something against prod")
        .bash("kubectl config current-context", "arn:aws:eks:eu-west-1:381492:cluster/prod-eu1")
        .assistant("You're on prod-eu1.")
        .user("yikes. switch me to staging")
        .bash("kubectl config use-context arn:aws:eks:eu-west-1:381492:cluster/stg-eu1", 'Switched to context "arn:aws:eks:eu-west-1:381492:cluster/stg-eu1".')
        .assistant("Switched to stg-eu1.")
        .user("thanks, close call")
        .stop(),
    planted: [],
  },
  {
    id: "b212-gpu-pool",
    build: (s) =>
      s
        .user("the data team is asking in slack about 'the GPU nodes Priya promised'. do you see anything about that?")
        .bash("grep -n -i 'gpu\\|g5' docs/handover/open-items.md", "14:- data team: g5 node pool for notebook jobs (promised for Q1, not started)")
        .assistant("open-items.md line 14: a g5 node pool for the data team's notebook jobs, promised for Q1, not started.")
        .user("ok so that's real and nobody's started. we owe them a GPU node pool (g5) in Q1. I'll tell them it's on our list, mid-January start probably")
        .stop("Noted."),
    planted: [{ kind: "task", keys: ["gpu"] }],
  },
  {
    id: "b212-ecr-cache",
    build: (s) =>
      s
        .user(
          "Priya was evaluating Harbor as an image mirror vs. the ECR pull-through cache we already have. I don't want to run Harbor. we keep the ECR pull-through cache, kill the harbor eval namespace",
        )
        .bash(
          "kubectl get ns harbor-eval && kubectl delete ns harbor-eval",
          'NAME          STATUS   AGE\nharbor-eval   Active   41d\nnamespace "harbor-eval" deleted',
        )
        .assistant("Deleted the harbor-eval namespace.")
        .user("the PVCs go with it right?")
        .assistant("Yes, they were in the namespace, and the storage class has reclaimPolicy Delete, so the EBS volumes go too.")
        .stop(),
    planted: [{ kind: "decision", keys: ["pull-through"] }],
  },
  {
    id: "b212-cost-tags",
    build: (s) =>
      s
        .file("Read", "modules/tags/main.tf")
        .assistant("The tags module sets `team`, `env` and `managed-by`. No cost-center tag.")
        .user(
          "Ines asked for this: every AWS resource we create gets tagged cost-center=plat-042 from now on. add it to default_tags in the module so we don't have to remember",
        )
        .file("Edit", "modules/tags/main.tf")
        .bash("terraform -chdir=modules/tags validate", "Success! The configuration is valid.")
        .assistant('Added `cost-center = "plat-042"` to default_tags; validate passes.')
        .stop(),
    planted: [{ kind: "instruction", keys: ["plat-042"] }],
  },
  {
    id: "b212-iam-review",
    build: (s) =>
      s
        .file("Read", ".github/CODEOWNERS")
        .assistant("CODEOWNERS assigns everything under `modules/` and `live/` to @corvid/platform. Nothing special for IAM.")
        .user(
          "ok two things from the handover I want encoded. 1) any change that touches IAM (policies, roles, the iam module) needs Kenji's review on top of mine, that was Priya's arrangement with security and it stays. 2) just so you know who to go to: Sam owns the CI runners, the actions-runner-controller stuff is his, not ours, even though it runs on our ops cluster",
        )
        .file("Edit", ".github/CODEOWNERS")
        .bash("git diff --stat", " .github/CODEOWNERS | 3 +++\n 1 file changed, 3 insertions(+)")
        .assistant("Added `modules/iam/` and `**/iam*.tf` with @kenji-mori as an additional owner.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["iam", "kenji"] },
      { kind: "fact", keys: ["sam", "runner"] },
    ],
  },
  {
    id: "b212-velero",
    build: (s) =>
      s
        .bash("velero schedule get", "NAME          STATUS    SCHEDULE     BACKUP TTL   LAST BACKUP\nledger-hourly Enabled   0 * * * *    72h0m0s      13m ago")
        .assistant(
          "There's one Velero schedule, ledger-hourly, every hour with 72h TTL. For the rest of the cluster there's nothing. We could add a cluster-wide daily schedule with 14 days TTL, or hourly for everything, which would be ~10x the S3 usage.",
        )
        .user("is etcd in there?")
        .assistant("No, Velero backs up Kubernetes objects through the API plus volume snapshots; it doesn't touch etcd directly.")
        .user(
          "right, and on EKS the control plane and etcd backups are AWS's job anyway, we never manage those. ok go with the daily cluster-wide velero schedule, 14 days, keep ledger-hourly as is",
        )
        .file("Write", "clusters/prod-eu1/velero/schedule-daily.yaml")
        .assistant("Added the `cluster-daily` schedule (0 3 * * *, TTL 336h).")
        .stop(),
    planted: [
      { kind: "fact", keys: ["etcd"] },
      { kind: "decision", keys: ["velero", "daily"] },
    ],
  },
  {
    id: "b212-change-freeze",
    build: (s) =>
      s
        .user("when does the change freeze start this year, Priya's doc has it somewhere")
        .bash(
          "grep -n -i freeze docs/handover/priya-2026-11.md",
          "121:Change freeze: Dec 19 – Jan 5. Only Sev1 fixes go out, with an incident number in the PR title.",
        )
        .assistant("Line 121: the freeze runs Dec 19 – Jan 5; only Sev1 fixes go out, with an incident number in the PR title.")
        .user(
          "right. and that means stg-eu1 has to be on EKS 1.31 before Dec 19, 1.30 hits end of standard support in the middle of the freeze. add that to our list, that's the thing I'm most worried about",
        )
        .bash("aws eks describe-cluster --name stg-eu1 --query cluster.version --output text", "1.30")
        .assistant("stg-eu1 is on 1.30 today.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["freeze", "sev1"] },
      { kind: "task", keys: ["1.31"] },
    ],
  },
  {
    id: "b212-bottlerocket",
    build: (s) =>
      s
        .user("for the new euw1-prod-2 node pools, AL2023 or Bottlerocket? Priya's notes say 'BR?' with a question mark, that's all")
        .assistant(
          "Bottlerocket gives a smaller attack surface and atomic updates; the catch is no SSH-style debugging without the admin container, and the DaemonSets that mount host paths need checking. AL2023 is what prod-eu1 runs today.",
        )
        .bash(
          "kubectl get ds -A -o json | jq -r '.items[] | select(.spec.template.spec.volumes[]?.hostPath) | .metadata.name' | sort -u",
          "aws-node\nebs-csi-node\nfluent-bit\nnode-exporter",
        )
        .assistant("Four DaemonSets use hostPath: aws-node, ebs-csi-node, fluent-bit, node-exporter. All four have documented Bottlerocket support.")
        .user(
          "ok then Bottlerocket for all new node pools, existing AL2023 pools stay as they are. and later, after the interruption handler is done, we move the batch pool to bottlerocket too, park that",
        )
        .stop("OK."),
    planted: [
      { kind: "decision", keys: ["bottlerocket"] },
      { kind: "task", keys: ["batch pool"] },
    ],
  },
  {
    id: "b212-stg-alerts",
    build: (s) =>
      s
        .user("I just got paged at 3am for a staging disk alert. why is staging paging anyone")
        .file("Read", "alertmanager/config.yaml")
        .assistant(
          "The route for `env=staging` falls through to the default receiver, which is PagerDuty platform-primary. There's a `plat-alerts-stg` Slack receiver defined but no route uses it.",
        )
        .user(
          "that's wrong and it stays wrong in my head as a rule: staging alerts never page anybody. they go to #plat-alerts-stg in slack and that's it. fix the route",
        )
        .file("Edit", "alertmanager/config.yaml")
        .bash(
          "amtool check-config alertmanager/config.yaml",
          "Checking 'alertmanager/config.yaml'  SUCCESS\nFound:\n - global config\n - route\n - 0 inhibit rules\n - 3 receivers",
        )
        .assistant("Added a route for env=staging to the plat-alerts-stg receiver with `continue: false`; config checks out.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["plat-alerts-stg"] }],
  },
  {
    id: "b212-ledger-pooling",
    build: (s) =>
      s
        .user("for the compact-ledger connection thing, should we offer them RDS Proxy? seems like the clean fix")
        .assistant(
          "RDS Proxy would cap connections on the DB side. It costs per vCPU of the DB (~$90/month for ledger-db) and adds a hop. Want me to sketch it?",
        )
        .user("yes, let's put RDS Proxy in front of ledger-db")
        .bash(
          'kubectl -n ledger get deploy -o jsonpath=\'{range .items[*]}{.metadata.name}{" "}{.spec.template.spec.containers[*].name}{"\\n"}{end}\'',
          "ledger-api api pgbouncer\nledger-worker worker pgbouncer",
        )
        .assistant("Before I do: ledger-api and ledger-worker already run a pgbouncer sidecar. The cronjob doesn't use it, it connects straight to the DB.")
        .user(
          "oh. scratch RDS Proxy then. we go with pgbouncer: the cronjob should go through the same pgbouncer setup as the rest, that's what I'll tell the ledger team. no proxy",
        )
        .stop("Makes sense."),
    planted: [{ kind: "decision", keys: ["pgbouncer"] }],
  },
  {
    id: "b212-sops-loki",
    build: (s) =>
      s
        .user("how do I edit the secret values for edge-gw prod? the file looks like garbage")
        .bash(
          "head -5 charts/edge-gw/values-prod.secrets.yaml",
          'apiKey: ENC[AES256_GCM,data:9fQ2...,type:str]\nsops:\n    kms:\n        - arn: arn:aws:kms:eu-west-1:381492:alias/plat-sops\n    lastmodified: "2026-10-02T08:14:01Z"',
        )
        .assistant(
          "It's sops-encrypted. Every secrets values file in charts/ uses the KMS key `alias/plat-sops`; edit it with `sops charts/edge-gw/values-prod.secrets.yaml` and it decrypts in your editor, provided your role can use that key.",
        )
        .user(
          "ok good to know that all of them go through that one key. and unrelated: Kenji and I agreed loki retention is 30 days, not the 90 Priya had in the values. set that",
        )
        .file("Edit", "charts/loki/values.yaml")
        .assistant("Set `limits_config.retention_period: 720h` in the Loki values.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["plat-sops"] },
      { kind: "decision", keys: ["loki", "30 days"] },
    ],
  },
  {
    id: "b212-empty-quoted-policy",
    build: (s) =>
      s
        .user("what does the org SCP say about regions? paste the relevant bit")
        .bash(
          "aws organizations describe-policy --policy-id p-4k2x9q1 --query Policy.Content --output text | jq '.Statement[0]'",
          '{\n  "Sid": "DenyOutsideEU",\n  "Effect": "Deny",\n  "NotAction": ["iam:*", "organizations:*", "support:*"],\n  "Resource": "*",\n  "Condition": {"StringNotEquals": {"aws:RequestedRegion": ["eu-west-1", "eu-central-1"]}}\n}\n// NOTE: resources must never be created outside the EU. TODO: add eu-north-1?',
        )
        .assistant(
          "The SCP denies everything except IAM, Organizations and Support outside eu-west-1 and eu-central-1. There's a comment in the policy source wondering about eu-north-1.",
        )
        .user("huh, who wrote that comment")
        .bash("git log -1 --format='%an %ar' -- org/scp/deny-outside-eu.json", "Kenji Mori 8 months ago")
        .assistant("Kenji, eight months ago.")
        .user("ok, just curious")
        .stop(),
    planted: [],
  },
  {
    id: "b212-no-ping-priya",
    build: (s) =>
      s
        .user("should I ask Priya why the edge-gw HPA is set to min 6? seems high")
        .bash("kubectl -n edge get hpa edge-gw -o jsonpath='{.spec.minReplicas} {.spec.maxReplicas}'", "6 24")
        .assistant('minReplicas 6, maxReplicas 24. The git blame on the HPA points to a commit from March: "edge-gw: min 6 for launch traffic".')
        .user(
          "actually no, I'm not going to ask her and you shouldn't suggest it either: we don't contact Priya about work while she's on leave, full stop, she asked for that explicitly. anything only she knows waits, or goes to Kenji",
        )
        .assistant("Understood.")
        .user("leave the HPA as is for now")
        .stop(),
    planted: [{ kind: "instruction", keys: ["priya", "leave"] }],
  },
  {
    id: "b212-empty-status",
    build: (s) =>
      s
        .user("give me a one-paragraph status of everything we touched this week, I'm sending it to my manager")
        .bash(
          "git log --since='7 days ago' --author=dana --format='%s' | head",
          "eks: aws provider 5.80\nargocd: auto-sync for staging\nalertmanager: route staging to slack\nvelero: daily cluster schedule\nloki: retention 30d\ntags: cost-center",
        )
        .assistant(
          "This week: upgraded the EKS AWS provider, enabled auto-sync for the staging ArgoCD apps, routed staging alerts to Slack, added a daily Velero schedule, adjusted Loki retention and added a cost-center tag. PagerDuty overrides cover Priya's shifts.",
        )
        .user("perfect, a bit dry but fine")
        .user("maybe say 'we' instead of listing it like a robot")
        .assistant(
          "This week we upgraded the EKS AWS provider, turned on auto-sync for staging in ArgoCD, moved staging alerts off PagerDuty, set up daily Velero backups, trimmed Loki retention and started tagging resources with their cost center. Priya's on-call shifts are covered.",
        )
        .stop(),
    planted: [],
  },
  {
    id: "b212-external-dns",
    build: (s) =>
      s
        .user("the ledger team wants status.corvid.io pointed at the new status page. can external-dns do that if I add the annotation?")
        .bash(
          "kubectl -n external-dns get deploy external-dns -o jsonpath='{.spec.template.spec.containers[0].args}' | tr ',' '\\n'",
          '["--source=ingress"\n"--provider=aws"\n"--domain-filter=internal.corvid.io"\n"--txt-owner-id=prod-eu1"]',
        )
        .assistant(
          "No: external-dns runs with `--domain-filter=internal.corvid.io` and the aws provider, so it only ever touches the internal Route53 zone. corvid.io itself isn't in Route53.",
        )
        .user(
          "right, public corvid.io is in Cloudflare and Tomasz does it by hand. so that's how it goes for any public DNS record: we file a ticket with netops and they make the change, we don't touch the Cloudflare side ourselves",
        )
        .assistant("OK, I'll draft the ticket text for status.corvid.io if that helps.")
        .user("sure")
        .assistant('Draft: "Please add CNAME status.corvid.io → corvid.statuspage.io (requested by ledger team, owner Dana Roth)."')
        .stop(),
    planted: [
      { kind: "fact", keys: ["external-dns"] },
      { kind: "instruction", keys: ["netops", "ticket"] },
    ],
  },
  {
    id: "b212-opentofu",
    build: (s) =>
      s
        .user("Kenji keeps bringing up OpenTofu. what would it take for us to switch?")
        .bash("grep -rh 'required_version' modules/ live/ | sort | uniq -c", '     31   required_version = ">= 1.5.0"\n      4   required_version = "~> 1.8"')
        .assistant(
          "Technically not much: our constraints are >= 1.5 or ~> 1.8, OpenTofu 1.8 reads the same state. The work is Atlantis config (it supports tofu), tfenv → tofuenv, and checking the two modules that use the `cloud` block.",
        )
        .user("hmm. and the licence thing, does it actually affect us?")
        .assistant("For internal use of Terraform under the BSL, no; it matters for vendors offering Terraform as a service.")
        .user(
          "then no. we stay on Terraform (1.9 line) and don't switch to OpenTofu this year, I'm not doing a tool migration while I'm covering for Priya. I'll tell Kenji",
        )
        .stop("Understood."),
    planted: [{ kind: "decision", keys: ["opentofu"] }],
  },
  {
    id: "b212-gha-oidc",
    build: (s) =>
      s
        .bash(
          "aws iam get-role --role-name gha-deployer --query 'Role.AssumeRolePolicyDocument.Statement[0].Condition' --output json",
          '{\n  "StringLike": {"token.actions.githubusercontent.com:sub": "repo:corvid/*:ref:refs/heads/main"}\n}',
        )
        .assistant(
          "`gha-deployer` trusts GitHub's OIDC provider for any corvid/* repo, main branch only. That's the role every deploy workflow assumes, so workflows on feature branches can't deploy.",
        )
        .user("good, that's how Priya described it. which repos still use access keys instead?")
        .bash(
          "gh search code --owner corvid 'AWS_SECRET_ACCESS_KEY' --filename '*.yml' --json repository -q '.[].repository.nameWithOwner' | sort -u",
          "corvid/ledger-worker",
        )
        .assistant("Only corvid/ledger-worker still reads AWS_SECRET_ACCESS_KEY in its workflows.")
        .user(
          "ok, so open item: ledger-worker has to move to OIDC with gha-deployer and then we delete that IAM user's keys. not today, their release is tomorrow",
        )
        .stop("OK, I'll leave it alone until after their release."),
    planted: [
      { kind: "fact", keys: ["gha-deployer"] },
      { kind: "task", keys: ["ledger-worker", "oidc"] },
    ],
  },
  {
    id: "b212-kyverno",
    build: (s) =>
      s
        .user("the kyverno require-limits policy is still in Audit mode on prod. switch it to Enforce")
        .bash('kubectl get policyreport -A -o json | jq \'[.items[].results[] | select(.policy=="require-limits" and .result=="fail")] | length\'', "37")
        .assistant("Before I flip it: 37 workloads currently fail require-limits on prod. With Enforce, their next rollout would be rejected.")
        .user("37?? which teams")
        .bash(
          "kubectl get policyreport -A -o json | jq -r '.items[] | select(.results[]?.policy==\"require-limits\") | .metadata.namespace' | sort | uniq -c | sort -rn | head -3",
          "     19 ledger\n     11 data\n      7 edge",
        )
        .assistant("19 in ledger, 11 in data, 7 in edge.")
        .user(
          "ok forget enforcing now. require-limits stays in Audit through the freeze. then in January we flip require-limits to Enforce, after giving those three teams two weeks' notice. put the flip on our list",
        )
        .stop("OK."),
    planted: [
      { kind: "decision", keys: ["require-limits", "audit"] },
      { kind: "task", keys: ["require-limits", "enforce"] },
    ],
  },
  {
    id: "b212-commit-style",
    build: (s) =>
      s
        .bash(
          "git log -8 --format='%s' main",
          "eks: aws provider 5.80\nargocd: auto-sync for staging\nUpdate main.tf\nalertmanager: route staging to slack\nfixed stuff\nvelero: daily cluster schedule\nMerge pull request #488 from corvid/h/loki\nloki: retention 30d",
        )
        .assistant(
          'Most commits follow `<stack or module>: <what>`, a few don\'t ("Update main.tf", "fixed stuff"), and there\'s a merge commit from #488. Two suggestions: (1) make infra-live squash-merge only, so main has one commit per PR, (2) add a commitlint check.',
        )
        .user(
          "1 yes, squash-merge only on infra-live, turn off merge commits and rebase merging. 2 no, I don't want another CI check. but you: commit messages in infra-live are `<stack>: <what>`, lowercase, every time",
        )
        .bash(
          "gh api -X PATCH repos/corvid/infra-live -f allow_merge_commit=false -f allow_rebase_merge=false -f allow_squash_merge=true -q '.allow_squash_merge'",
          "true",
        )
        .assistant("infra-live now allows squash merges only.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["squash"] },
      { kind: "instruction", keys: ["commit"] },
    ],
  },
  {
    id: "b212-ops-cluster",
    build: (s) =>
      s
        .user("the ops-eu1 nodes need the new AMI. can we just do all three at once, it's a tiny cluster")
        .bash(
          "kubectl --context ops-eu1 get pods -A -o custom-columns=NS:.metadata.namespace --no-headers | sort | uniq -c",
          "     12 argocd\n      4 atlantis\n      9 grafana\n      6 kube-system\n      3 monitoring",
        )
        .assistant(
          "I'd advise against it: ops-eu1 runs ArgoCD, Atlantis and Grafana. If all three nodes roll at once, deploys and plans stop and dashboards go dark until they're back.",
        )
        .user(
          "yeah ok that's fair. so: ops-eu1 is where argocd, atlantis and grafana live, when it's down nothing deploys. rule for the future, ops-eu1 nodes get replaced one at a time, never in parallel",
        )
        .bash(
          "kubectl --context ops-eu1 drain ip-10-8-1-14.eu-west-1.compute.internal --ignore-daemonsets --delete-emptydir-data | tail -1",
          "node/ip-10-8-1-14.eu-west-1.compute.internal drained",
        )
        .assistant("First node drained; Karpenter is bringing up its replacement on the new AMI. I'll wait for it to be Ready before the next.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["ops-eu1", "atlantis"] },
      { kind: "instruction", keys: ["one at a time"] },
    ],
  },
  {
    id: "b212-ledger-team",
    build: (s) =>
      s
        .user(
          "the ledger team lead DM'd me three DB requests today. a) things Priya did that I'm now doing: she had a 30 min sync with the ledger team every other Thursday, I have to set that up again, it lapsed when she left. b) going forward, their DB change requests come in through the PLAT project in Jira, not slack DMs. please write a short message telling them that, friendly",
        )
        .file("Write", "tmp/ledger-msg.md")
        .assistant(
          "Draft: \"Hi all, while Priya's out, Dana is covering platform. For database changes, please open a ticket in the PLAT project in Jira rather than DMing; that way nothing gets lost while we're short-staffed. Thanks!\"",
        )
        .user("good, send as is")
        .bash("slack chat send --channel ledger-eng --file tmp/ledger-msg.md", "ok: ts=1764298213.004911")
        .assistant("Posted in #ledger-eng.")
        .stop(),
    planted: [
      { kind: "task", keys: ["ledger team", "sync"] },
      { kind: "instruction", keys: ["jira"] },
    ],
  },
  {
    id: "b212-dr-test",
    build: (s) =>
      s
        .file("Read", "docs/handover/runbooks.md")
        .assistant("The DR section logs the last ledger-db restore test in September: snapshot restore plus app cut-over took 3h40m.")
        .user("and what's our target?")
        .bash("grep -n -i 'rto\\|rpo' docs/slo.md", "12:ledger-db: RPO 15 min, RTO 4 h")
        .assistant("docs/slo.md: RPO 15 min, RTO 4 h for ledger-db.")
        .user(
          "so 3h40 against an RTO of 4h, that's way too tight, remember that. and the Q1 ledger-db restore test is ours to run now, Priya usually did it in February. put it on the list",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["rto"] },
      { kind: "task", keys: ["restore test"] },
    ],
  },
  {
    id: "b212-empty-cost-musing",
    build: (s) =>
      s
        .user("random thought: do you think savings plans would be worth it for the batch pool? it runs pretty much 24/7")
        .assistant(
          "Maybe. If the batch pool's baseline really is flat, a compute savings plan could save 20–30%, but with Karpenter consolidating onto spot the baseline might shrink. I'd want a month of data after the migration before deciding.",
        )
        .user("yeah makes sense, that's Ines' call anyway")
        .bash(
          'aws ce get-cost-and-usage --time-period Start=2026-10-01,End=2026-11-01 --granularity MONTHLY --metrics UnblendedCost --filter \'{"Tags":{"Key":"karpenter.sh/nodepool","Values":["batch"]}}\' --query \'ResultsByTime[0].Total.UnblendedCost.Amount\' --output text',
          "6231.88",
        )
        .assistant("The batch pool cost about $6,230 in October.")
        .user("more than I thought. anyway")
        .stop(),
    planted: [],
  },
  {
    id: "b212-batch-limits",
    build: (s) =>
      s
        .bash("kubectl get nodepool batch -o jsonpath='{.spec.limits}'", "{}")
        .assistant(
          "The batch NodePool has no limits, so a runaway job could scale it without bound. I'd suggest capping it at 400 vCPU (about twice the October peak) with `consolidationPolicy: WhenEmptyOrUnderutilized`.",
        )
        .user("what was the peak exactly")
        .bash(
          'promtool query instant http://prometheus.ops:9090 \'max_over_time(sum(karpenter_nodepools_usage{nodepool="batch",resource_type="cpu"})[30d:1h])\'',
          "{} => 196 @[1764300000]",
        )
        .assistant("196 vCPU over the last 30 days.")
        .user("ok agreed, cap batch at 400 vcpu like you said")
        .file("Edit", "clusters/prod-eu1/karpenter/nodepool-batch.yaml")
        .assistant("Set `limits.cpu: 400` on the batch NodePool.")
        .stop(),
    planted: [{ kind: "decision", keys: ["400", "vcpu"] }],
  },
];

export const BLIND212 = plantedSet(BLIND212_SESSIONS, Date.UTC(2026, 10, 15, 9));
