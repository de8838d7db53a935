/**
 * Blind planted set 72 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: infrastructure as code for a platform team serving other teams: Terraform modules and state,
 * Kubernetes manifests, Helm charts and Argo CD, cost and quota limits, drift between dev/stg/prd, in
 * GitHub Copilot CLI voice (short imperative requests, pasted plan/diff/kubectl output).
 * Each session is one segment; the items planted in it are listed with it: 65 items (16 decisions, 16 instructions,
 * 17 facts, 16 tasks) in 48 sessions, 11 of which plant nothing (47 user/assistant messages between them). Every other message
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

export const BLIND72_SESSIONS: BlindSession[] = [
  {
    id: "b72-tf-state-backend",
    build: (s) =>
      s
        .user("migrate the network stack off local state. s3 backend, bucket acme-tfstate")
        .file("Read", "infra/network/backend.tf")
        .assistant(
          "Two ways to lay it out: terraform workspaces (one key prefix per workspace) or a separate backend config per env directory. Workspaces are less files but it's easy to apply to the wrong one. Which do you want?",
        )
        .user("separate dirs. one state file per env, no workspaces, we got burned by `terraform workspace select` before")
        .file("Write", "infra/network/envs/stg/backend.tf")
        .bash(
          "cd infra/network/envs/stg && terraform init -migrate-state",
          'Initializing the backend...\nDo you want to copy existing state to the new backend?\n  Enter a value: yes\n\nSuccessfully configured the backend "s3"! Terraform will automatically\nuse this backend unless the backend configuration changes.',
        )
        .assistant('stg migrated. Locking: the backend block points at dynamodb_table = "tf-locks", does that table already exist or should I create it?')
        .user("exists. tf-locks in us-east-1 is the lock table for every stack, all envs share it")
        .stop("Done: stg state is in s3://acme-tfstate/network/stg.tfstate, locked via tf-locks."),
    planted: [
      { kind: "decision", keys: ["workspaces"] },
      { kind: "fact", keys: ["tf-locks"] },
    ],
  },
  {
    id: "b72-node-types-drift",
    build: (s) =>
      s
        .user("why does the stg plan want to replace the node group?? nobody touched it")
        .bash(
          "terraform -chdir=envs/stg plan -no-color | head -30",
          '  # module.eks.aws_eks_node_group.general must be replaced\n-/+ resource "aws_eks_node_group" "general" {\n      ~ instance_types = [\n          - "m5.xlarge",\n          + "m6i.xlarge",\n        ] # forces replacement\n\nPlan: 1 to add, 0 to change, 1 to destroy.',
        )
        .assistant(
          "The module default changed to m6i.xlarge in v3.2 and stg never set instance_types explicitly, so it's picking up the new default. prd pins m6i.2xlarge in its tfvars, which is why prd shows no diff.",
        )
        .user(
          "right. so stg is still on m5.xlarge and prd is on m6i, that's been the case since the spring. pin m5.xlarge in stg tfvars for now so the plan is clean",
        )
        .file("Edit", "envs/stg/terraform.tfvars")
        .bash("terraform -chdir=envs/stg plan -no-color | tail -1", "No changes. Your infrastructure matches the configuration.")
        .user("follow-up for later, not today: move stg to m6i so it matches prd. needs a maintenance window")
        .stop("Pinned; stg plan is clean."),
    planted: [
      { kind: "fact", keys: ["m5.xlarge", "stg"] },
      { kind: "task", keys: ["m6i", "stg"] },
    ],
  },
  {
    id: "b72-apply-saved-plan",
    build: (s) =>
      s
        .user("apply the iam changes in dev")
        .bash(
          "terraform -chdir=envs/dev plan -out=tfplan",
          'Terraform will perform the following actions:\n\n  # aws_iam_role_policy.ci will be updated in-place\n\nPlan: 0 to add, 1 to change, 0 to destroy.\n\nSaved the plan to: tfplan\n\nTo perform exactly these actions, run the following command to apply:\n    terraform apply "tfplan"\n\nNote: You didn\'t use the -out option ... always review before applying.',
        )
        .assistant("Plan saved to tfplan, one in-place update on aws_iam_role_policy.ci. Apply it?")
        .user("yes. and fyi for every env: never run a bare `terraform apply`, always plan with -out and apply that saved file. no auto-approve either")
        .bash(
          "terraform -chdir=envs/dev apply tfplan",
          "aws_iam_role_policy.ci: Modifying...\naws_iam_role_policy.ci: Modifications complete after 1s\n\nApply complete! Resources: 0 added, 1 changed, 0 destroyed.",
        )
        .stop("Applied the saved plan in dev."),
    planted: [{ kind: "instruction", keys: ["-out"] }],
  },
  {
    id: "b72-gpu-quota",
    build: (s) =>
      s
        .user("ml team says their node pool won't scale past 4 nodes in us-central1. check quotas")
        .bash(
          "gcloud compute regions describe us-central1 --format='table(quotas.metric,quotas.limit,quotas.usage)' | grep -i a100",
          "NVIDIA_A100_GPUS          32.0   32.0\nPREEMPTIBLE_NVIDIA_A100_GPUS   16.0   0.0",
        )
        .assistant(
          "That's it: the project's A100 quota in us-central1 is 32 and all 32 are in use (4 nodes x 8 GPUs). Preemptible A100s have 16 free if they can tolerate preemption.",
        )
        .user("yeah 32 A100s is our ceiling in us-central1, last increase took google ~2 weeks. they won't do preemptible, training jobs are 3 days")
        .assistant("Want me to draft the quota increase request?")
        .user("not now. remind me monday to file the a100 increase for europe-west4 instead, capacity there is better")
        .stop("Ok, noted the europe-west4 request for Monday."),
    planted: [
      { kind: "fact", keys: ["a100", "32"] },
      { kind: "task", keys: ["europe-west4"] },
    ],
  },
  {
    id: "b72-module-refs",
    build: (s) =>
      s
        .user("bump the vpc module in envs/prd to latest")
        .bash("grep -rn 'source' envs/prd/main.tf", 'envs/prd/main.tf:3:  source = "git::ssh://git@github.com/acme/tf-modules.git//vpc?ref=main"')
        .assistant(
          "prd pulls the vpc module from ?ref=main, so it's already 'latest' on every init. That also means any merge to tf-modules changes prd on the next plan. Latest tag is v4.1.0.",
        )
        .user("ugh. set it to v4.1.0. rule for all our stacks: module sources get pinned to a git tag, nothing tracking a branch")
        .file("Edit", "envs/prd/main.tf")
        .bash(
          "terraform -chdir=envs/prd init -upgrade >/dev/null && terraform -chdir=envs/prd plan -no-color | tail -1",
          "No changes. Your infrastructure matches the configuration.",
        )
        .stop("prd vpc module pinned to v4.1.0, plan clean."),
    planted: [{ kind: "instruction", keys: ["git tag"] }],
  },
  {
    id: "b72-karpenter",
    build: (s) =>
      s
        .user("cluster-autoscaler is taking 6+ min to add nodes on the batch cluster. options?")
        .assistant(
          "A few: (1) tune cluster-autoscaler's scan-interval and expander, cheap but won't fix the ASG launch time; (2) overprovisioning with low-priority pause pods; (3) replace it with Karpenter, which launches instances directly without ASGs and usually gets a node in ~60s. Karpenter means a migration of the node groups.",
        )
        .user("could we just do spot-only with overprovisioning? actually no, scratch that, spot won't help the launch time")
        .user("ok let's go with karpenter for the batch cluster. cluster-autoscaler stays on the others for now")
        .file("Write", "clusters/batch/karpenter/nodepool.yaml")
        .bash(
          "helm template karpenter oci://public.ecr.aws/karpenter/karpenter --version 1.0.6 -n kube-system | kubectl apply --dry-run=server -f - | tail -2",
          "nodepool.karpenter.sh/default created (server dry run)\nec2nodeclass.karpenter.k8s.aws/default created (server dry run)",
        )
        .stop("Karpenter manifests for batch are in place (server dry run ok)."),
    planted: [{ kind: "decision", keys: ["karpenter", "batch"] }],
  },
  {
    id: "b72-kafka-namespace",
    build: (s) =>
      s
        .user("the kafka namespace has 3 PVCs on gp2 that show up in the cost report, can you look")
        .bash(
          "kubectl -n kafka get pvc -o custom-columns=NAME:.metadata.name,SC:.spec.storageClassName,SIZE:.spec.resources.requests.storage",
          "NAME              SC    SIZE\ndata-kafka-0      gp2   500Gi\ndata-kafka-1      gp2   500Gi\ndata-kafka-2      gp2   500Gi",
        )
        .assistant("They're 500Gi gp2 volumes; gp3 would be about 20% cheaper at the same baseline IOPS. I can write a migration with a snapshot per broker.")
        .user(
          "hold off. the kafka namespace belongs to the data team, not us, we don't change anything in there without them signing off. put it on the list: next sprint, migrate the kafka PVs to gp3 with the data team",
        )
        .stop("Nothing changed in kafka."),
    planted: [
      { kind: "fact", keys: ["kafka", "data team"] },
      { kind: "task", keys: ["gp3", "kafka"] },
    ],
  },
  {
    id: "b72-cost-tags",
    build: (s) =>
      s
        .user("add the new redis cluster to envs/stg")
        .file("Edit", "envs/stg/redis.tf")
        .bash(
          "tflint --chdir=envs/stg",
          "1 issue(s) found:\n\nWarning: aws_elasticache_replication_group.sessions is missing tags: cost-center (aws_resource_missing_tags)",
        )
        .assistant("tflint flags a missing cost-center tag. Add it with the platform team's value?")
        .user(
          "yes, cost-center = platform. and in general every aws resource needs cost-center, finance builds the chargeback off that tag. easiest is default_tags in the provider block so we stop forgetting",
        )
        .file("Edit", "envs/stg/providers.tf")
        .bash("tflint --chdir=envs/stg", "")
        .stop("cost-center set via provider default_tags; tflint clean."),
    planted: [{ kind: "instruction", keys: ["cost-center"] }],
  },
  {
    id: "b72-sg-drift",
    build: (s) =>
      s
        .user("prd plan shows drift on sg-0a1f security group every single day. figure out why")
        .bash(
          "aws cloudtrail lookup-events --lookup-attributes AttributeKey=ResourceName,AttributeValue=sg-0a1f --max-results 3 --query 'Events[].[EventName,Username]' --output text",
          "AuthorizeSecurityGroupIngress  terraform-ci\nRevokeSecurityGroupIngress  terraform-ci\nAuthorizeSecurityGroupIngress  terraform-ci",
        )
        .assistant(
          "It isn't a human. The group has inline ingress blocks in aws_security_group.app and there is also a separate aws_security_group_rule.app_metrics in the monitoring stack attached to the same group. Each apply removes the other's rule, so both stacks flip-flop.",
        )
        .user("so that's the root cause, two stacks fighting over the same sg with inline rules vs rule resources. ok what do we do")
        .assistant(
          "Either move the metrics rule into the app stack, or convert app's inline rules into standalone aws_security_group_rule resources so both stacks can add rules without owning the whole set.",
        )
        .user("second one. standalone rule resources everywhere, no inline ingress/egress blocks")
        .file("Edit", "envs/prd/app/sg.tf")
        .stop("Converted; next plan should be stable."),
    planted: [
      { kind: "fact", keys: ["inline"] },
      { kind: "decision", keys: ["aws_security_group_rule"] },
    ],
  },
  {
    id: "b72-chart-publishing",
    build: (s) =>
      s
        .user("add a PodDisruptionBudget to the platform-ingress chart")
        .file("Write", "charts/platform-ingress/templates/pdb.yaml")
        .bash(
          "helm lint charts/platform-ingress",
          "==> Linting charts/platform-ingress\n[INFO] Chart.yaml: icon is recommended\n\n1 chart(s) linted, 0 chart(s) failed",
        )
        .assistant("PDB added, lint passes. Should I push it somewhere?")
        .user(
          "CI publishes it. our charts all go to oci://ghcr.io/acme-platform/charts on merge to main. bump the chart version though, every change bumps it, even a values-only one, or argo won't pick it up",
        )
        .file("Edit", "charts/platform-ingress/Chart.yaml")
        .stop("Bumped to 1.8.1."),
    planted: [
      { kind: "fact", keys: ["ghcr.io"] },
      { kind: "instruction", keys: ["chart version"] },
    ],
  },
  {
    id: "b72-eks-addons",
    build: (s) =>
      s
        .user("coredns pods on prd are on an old image, update them")
        .bash(
          "kubectl -n kube-system get deploy coredns -o jsonpath='{.spec.template.spec.containers[0].image}'",
          "602401143452.dkr.ecr.us-east-1.amazonaws.com/eks/coredns:v1.10.1-eksbuild.4",
        )
        .assistant("I could run `eksctl utils update-coredns`, or bump it in the terraform addon config. Which one do you use?")
        .user("terraform. vpc-cni, coredns and kube-proxy are all aws_eks_addon resources in the cluster module, never touch them with eksctl, it'll drift")
        .file("Edit", "modules/eks/addons.tf")
        .bash("terraform -chdir=envs/prd plan -no-color | grep addon_version", '      ~ addon_version = "v1.10.1-eksbuild.4" -> "v1.11.1-eksbuild.9"')
        .assistant("One change, coredns addon_version. Also noticed the cluster is on 1.29.")
        .user("yeah. 1.29 falls out of standard support in march, we need to get prd to 1.30 before that. not this week")
        .stop("Plan ready for the coredns bump."),
    planted: [
      { kind: "fact", keys: ["vpc-cni"] },
      { kind: "task", keys: ["1.30"] },
    ],
  },
  {
    id: "b72-secrets-operator",
    build: (s) =>
      s
        .user("we need secrets in the payments namespace. set up sealed-secrets")
        .bash("kubeseal --version", "kubeseal version: 0.24.5")
        .assistant("kubeseal is installed. I'll install the controller chart and seal the two secrets.")
        .user(
          "wait. talked to sec, they want everything in aws secrets manager with rotation. drop sealed-secrets, we're going with external-secrets operator pulling from secrets manager, for every namespace",
        )
        .file("Write", "platform/external-secrets/clustersecretstore.yaml")
        .bash("kubectl apply --dry-run=server -f platform/external-secrets/", "clustersecretstore.external-secrets.io/aws-sm created (server dry run)")
        .stop("ClusterSecretStore aws-sm ready (dry run)."),
    planted: [{ kind: "decision", keys: ["external-secrets"] }],
  },
  {
    id: "b72-argocd-prune",
    build: (s) =>
      s
        .user("set up argo app for the new billing-api, prd")
        .file("Write", "argocd/apps/prd/billing-api.yaml")
        .assistant("Created with syncPolicy.automated {prune: true, selfHeal: true}, same as the dev apps.")
        .user(
          "no, not for prd. prd apps get automated sync without prune, a bad values file deleted the whole payments deployment last year. dev/stg can prune",
        )
        .file("Edit", "argocd/apps/prd/billing-api.yaml")
        .bash("argocd app create -f argocd/apps/prd/billing-api.yaml --upsert --core", "application 'billing-api-prd' created")
        .assistant("Done. It got created in the ops cluster's argocd, is that right or should prd have its own?")
        .user("right, there's one argocd and it runs in the ops cluster, it deploys to all the env clusters")
        .stop("billing-api-prd created without prune."),
    planted: [
      { kind: "instruction", keys: ["prune", "prd"] },
      { kind: "fact", keys: ["ops cluster"] },
    ],
  },
  {
    id: "b72-namespace-quota",
    build: (s) =>
      s
        .user("search team's deploy is stuck, pods pending. kubectl says exceeded quota")
        .bash(
          "kubectl -n search describe resourcequota",
          "Name:            team-default\nResource         Used   Hard\n--------         ----   ----\nlimits.memory    62Gi   64Gi\nrequests.cpu     19500m 20",
        )
        .assistant(
          "They're at 62Gi of a 64Gi memory limit. The new replica wants 4Gi. Is 20 CPU / 64Gi the standard per-team quota, or something specific to search?",
        )
        .user("standard. every team namespace gets 20 cpu / 64Gi by default from the namespace module. bump search to 96Gi just this once")
        .file("Edit", "teams/search/quota.tf")
        .bash("terraform -chdir=teams/search apply tfplan", "Apply complete! Resources: 0 added, 1 changed, 0 destroyed.")
        .user("TODO for me: write up a quota exception process, search is the 3rd team this month asking")
        .stop("search quota raised to 96Gi."),
    planted: [
      { kind: "fact", keys: ["64gi"] },
      { kind: "task", keys: ["exception"] },
    ],
  },
  {
    id: "b72-foreach",
    build: (s) =>
      s
        .user("add three more sqs queues to the events stack: orders-dlq, refunds, refunds-dlq")
        .file("Read", "envs/dev/events/sqs.tf")
        .assistant("The existing queues use count over a list var. I can append the three names to var.queues.")
        .user(
          "if you append to a count list and someone removes one from the middle everything shifts and gets recreated. convert it to for_each keyed by name. and generally, I want for_each not count for any collection of named things in our tf",
        )
        .file("Edit", "envs/dev/events/sqs.tf")
        .bash(
          "terraform -chdir=envs/dev/events plan -no-color | tail -3",
          '  # aws_sqs_queue.q["orders"] has moved to aws_sqs_queue.this["orders"]\n\nPlan: 3 to add, 0 to change, 0 to destroy.',
        )
        .stop("Converted with moved blocks, 3 to add."),
    planted: [{ kind: "instruction", keys: ["for_each"] }],
  },
  {
    id: "b72-nat-costs",
    build: (s) =>
      s
        .user("network bill jumped. break it down for the prd vpc")
        .bash(
          "aws ce get-cost-and-usage --time-period Start=2026-10-01,End=2026-11-01 --granularity MONTHLY --metrics UnblendedCost --group-by Type=DIMENSION,Key=USAGE_TYPE --filter file://prd-vpc.json --query 'ResultsByTime[0].Groups[:3]'",
          '[{"Keys":["USE1-NatGateway-Bytes"],"Metrics":{"UnblendedCost":{"Amount":"4121.77"}}},{"Keys":["USE1-DataTransfer-Regional-Bytes"],"Metrics":{"UnblendedCost":{"Amount":"1310.02"}}},{"Keys":["USE1-NatGateway-Hours"],"Metrics":{"UnblendedCost":{"Amount":"98.55"}}}]',
        )
        .assistant(
          "NAT gateway bytes are ~$4.1k of the month. Checked the flow logs: most of it is nodes pulling images from ECR and reading S3 through the NAT. I'd guess the new ML images (8GB+) are the spike, but that's not confirmed.",
        )
        .user(
          "maybe, haven't checked the images. either way let's add gateway/interface vpc endpoints for s3, ecr.api and ecr.dkr in prd, that's what we'll do",
        )
        .file("Write", "envs/prd/network/endpoints.tf")
        .bash("terraform -chdir=envs/prd/network plan -out=tfplan -no-color | tail -1", "Plan: 4 to add, 0 to change, 0 to destroy.")
        .stop("Plan with the endpoints saved."),
    planted: [{ kind: "decision", keys: ["endpoints"] }],
  },
  {
    id: "b72-rds-module",
    build: (s) =>
      s
        .user("new postgres for the ledger service. our rds module or the community one?")
        .assistant(
          "Ours (modules/rds) is 3 years old, no support for gp3 storage or blue/green. terraform-aws-modules/rds/aws covers both and is well maintained. I'd go with the community module pinned to a tag.",
        )
        .user("agreed, community terraform-aws-modules rds from now on for new dbs")
        .file("Write", "envs/stg/ledger/rds.tf")
        .bash("terraform -chdir=envs/stg/ledger validate", "Success! The configuration is valid.")
        .user("later we should move the two hand-rolled instances (users-db and audit-db) onto it too, park that")
        .stop("ledger rds added in stg, validate ok."),
    planted: [
      { kind: "decision", keys: ["terraform-aws-modules"] },
      { kind: "task", keys: ["hand-rolled"] },
    ],
  },
  {
    id: "b72-env-names",
    build: (s) =>
      s
        .user("create the folder structure for the new notifications stack")
        .bash("mkdir -p stacks/notifications/envs/{development,staging,production} && ls stacks/notifications/envs", "development\nproduction\nstaging")
        .assistant("Created development/staging/production under stacks/notifications/envs.")
        .user("rename them. env names are always dev, stg, prd everywhere: dirs, tags, resource names. the dashboards filter on those exact strings")
        .bash("cd stacks/notifications/envs && mv development dev && mv staging stg && mv production prd && ls", "dev\nprd\nstg")
        .stop("Renamed to dev/stg/prd."),
    planted: [{ kind: "instruction", keys: ["stg", "prd"] }],
  },
  {
    id: "b72-drain-hang",
    build: (s) =>
      s
        .user("node drain on stg hangs forever during the AMI rollout. whats blocking")
        .bash(
          "kubectl drain ip-10-1-4-22.ec2.internal --ignore-daemonsets --delete-emptydir-data --timeout=60s",
          'evicting pod ingress-nginx/ingress-nginx-controller-7d9f-2kq\nerror when evicting pods/"ingress-nginx-controller-7d9f-2kq" -n "ingress-nginx" (will retry after 5s): Cannot evict pod as it would violate the pod\'s disruption budget.',
        )
        .bash(
          "kubectl -n ingress-nginx get pdb,deploy",
          "NAME                       MIN AVAILABLE   ALLOWED DISRUPTIONS\nIngress-nginx-controller   2               0\n\nNAME                       READY\ningress-nginx-controller   2/2",
        )
        .assistant(
          "Found it: ingress-nginx's PDB has minAvailable 2 and stg runs exactly 2 controller replicas, so zero disruptions are ever allowed and any drain touching a controller node blocks.",
        )
        .user("ha. ok scale stg ingress to 3 replicas in the values, leave the pdb")
        .file("Edit", "envs/stg/values/ingress-nginx.yaml")
        .stop("stg ingress at 3 replicas."),
    planted: [{ kind: "fact", keys: ["minavailable"] }],
  },
  {
    id: "b72-helm-kustomize",
    build: (s) =>
      s
        .user("we've got a mix of helm charts and raw yaml for our own services. I want one way. thoughts?")
        .assistant(
          "Helm for everything gives one tool but templating our own simple manifests is overkill. Kustomize for everything doesn't work well for third-party charts. A common split: helm for third-party software, kustomize overlays for our own services.",
        )
        .user("yep do that split. helm for vendor stuff, kustomize for ours")
        .bash("ls services/", "billing-api\nledger\nnotifications\nsearch-indexer")
        .file("Write", "services/ledger/base/kustomization.yaml")
        .assistant("Started with ledger: base + overlays/dev, stg, prd. Should I convert the others in this session?")
        .user("just ledger today")
        .stop("ledger converted to kustomize."),
    planted: [{ kind: "decision", keys: ["kustomize"] }],
  },
  {
    id: "b72-tf-version",
    build: (s) =>
      s
        .user("ci is failing with 'Unsupported Terraform Core version' on my branch")
        .bash("cat .terraform-version && terraform version | head -1", "1.7.5\nTerraform v1.9.2")
        .assistant("Your local terraform is 1.9.2 and you ran init with it, which bumped the lock file; CI installs 1.7.5 from .terraform-version via tfenv.")
        .user("right, ci is pinned to 1.7.5 through tfenv, that's the version. revert the lockfile")
        .bash("git checkout main -- .terraform.lock.hcl && git status --short", " M envs/dev/main.tf")
        .user(
          "also you bumped the aws provider in the same branch as the lambda change. split it out. provider upgrades always go in their own PR, never mixed with resource changes",
        )
        .bash(
          "git stash && git checkout -b chore/aws-provider-5.70",
          "Saved working directory and index state WIP on feat/lambda\nSwitched to a new branch 'chore/aws-provider-5.70'",
        )
        .stop("Split the provider bump into chore/aws-provider-5.70."),
    planted: [
      { kind: "fact", keys: ["1.7.5"] },
      { kind: "instruction", keys: ["provider", "own pr"] },
    ],
  },
  {
    id: "b72-spot-batch",
    build: (s) =>
      s
        .user("what would the batch node pool cost on spot")
        .bash(
          "aws ec2 describe-spot-price-history --instance-types c6i.4xlarge --product-descriptions Linux/UNIX --max-items 1 --query 'SpotPriceHistory[0].SpotPrice'",
          '"0.2874"',
        )
        .assistant("c6i.4xlarge spot is ~$0.29/h vs $0.68 on-demand, about 58% less. Batch jobs are checkpointed so interruptions would cost a retry.")
        .user("ok batch pool goes spot, with on-demand as fallback in the nodepool. do it")
        .file("Edit", "clusters/batch/karpenter/nodepool.yaml")
        .bash("kubectl apply --dry-run=server -f clusters/batch/karpenter/nodepool.yaml", "nodepool.karpenter.sh/default configured (server dry run)")
        .user("remind me to set up the interruption queue (sqs + eventbridge) for karpenter, we'll want it before real load")
        .stop("Nodepool updated with spot + on-demand."),
    planted: [
      { kind: "decision", keys: ["spot", "batch"] },
      { kind: "task", keys: ["interruption"] },
    ],
  },
  {
    id: "b72-loki-retention",
    build: (s) =>
      s
        .user("someone wants logs from 3 weeks ago for an incident review. find them")
        .bash(
          "logcli query '{namespace=\"payments\"}' --from=2026-11-03T00:00:00Z --to=2026-11-04T00:00:00Z --limit 5",
          "2026/11/25 09:12:01 Query failed: entry too far behind, oldest acceptable timestamp is: 2026-11-11T09:12:01Z",
        )
        .assistant("Loki refuses the range. Its compactor retention_period is 336h, so anything older than 14 days is gone.")
        .user("yeah loki keeps 14 days, that's deliberate (cost). tell them sorry")
        .assistant("Will do. Side note, promtail is in maintenance mode upstream; Grafana points people at Alloy.")
        .user("i know. we need to replace promtail with alloy at some point this quarter. add it to the backlog")
        .file("Edit", "BACKLOG.md")
        .stop("Added to BACKLOG.md."),
    planted: [
      { kind: "fact", keys: ["loki", "14 days"] },
      { kind: "task", keys: ["alloy"] },
    ],
  },
  {
    id: "b72-atlantis-prd",
    build: (s) =>
      s
        .user("run a plan for envs/prd/dns so I can check the new records")
        .bash(
          "terraform -chdir=envs/prd/dns plan -no-color",
          "Error: error configuring Terraform AWS Provider: AccessDenied: User: arn:aws:iam::111122223333:user/dev-laptop is not authorized to perform: sts:AssumeRole on resource: arn:aws:iam::444455556666:role/prd-terraform",
          1,
        )
        .assistant("The local credentials can't assume prd-terraform. Do you have a different profile for prd, or should I request access?")
        .user(
          "no, that's on purpose, nobody plans prd from a laptop. for prd you comment `atlantis plan -p prd-dns` on the PR and read the output there. dev and stg are fine locally",
        )
        .bash("gh pr comment 1423 --body 'atlantis plan -p prd-dns'", "https://github.com/acme/infra/pull/1423#issuecomment-2517730011")
        .assistant("Commented. Atlantis only runs `terraform validate` and plan though, no policy checks on the output.")
        .user("yeah. we should add conftest policy checks to atlantis, put it on the platform board for after the freeze")
        .stop("Plan requested on #1423."),
    planted: [
      { kind: "instruction", keys: ["atlantis plan"] },
      { kind: "task", keys: ["conftest"] },
    ],
  },
  {
    id: "b72-helmfile",
    build: (s) =>
      s
        .user("upgrade cert-manager on stg to 1.16")
        .bash(
          "helm diff upgrade cert-manager jetstack/cert-manager -n cert-manager --version v1.16.1 --reuse-values | head -12",
          "cert-manager, cert-manager, Deployment (apps) has changed:\n-         image: quay.io/jetstack/cert-manager-controller:v1.14.4\n+         image: quay.io/jetstack/cert-manager-controller:v1.16.1\n# Source: cert-manager/templates/crds.yaml\n# NOTE: CRDs must always be upgraded before the controller",
        )
        .assistant(
          "Image bump plus CRD changes. Separately: we have 14 releases on stg installed by hand with helm upgrade and values scattered in the repo. Putting them in a helmfile.yaml per cluster would make the versions reviewable.",
        )
        .user(
          "yes, helmfile it is, one per cluster. and keep doing what you just did: helm diff before any upgrade, every time, and paste the diff in the PR description",
        )
        .file("Write", "clusters/stg/helmfile.yaml")
        .bash(
          "helmfile -f clusters/stg/helmfile.yaml -l name=cert-manager apply",
          'Upgrading release=cert-manager, chart=jetstack/cert-manager\nRelease "cert-manager" has been upgraded. Happy Helming!',
        )
        .stop("cert-manager 1.16.1 on stg via helmfile."),
    planted: [
      { kind: "decision", keys: ["helmfile"] },
      { kind: "instruction", keys: ["helm diff"] },
    ],
  },
  {
    id: "b72-alb-ingress-class",
    build: (s) =>
      s
        .user("expose notifications-api internally on stg")
        .file("Read", "services/notifications/overlays/stg/kustomization.yaml")
        .assistant(
          "Two ingress controllers on stg: ingress-nginx (behind a classic ELB) and the aws-load-balancer-controller with an `internal-alb` class. For an internal-only service, the internal-alb class gets a dedicated internal ALB with target type ip, no extra hop. I'd use that, and keep nginx for the public stuff.",
        )
        .user("sounds right. internal-alb for internal services from now on")
        .file("Write", "services/notifications/overlays/stg/ingress.yaml")
        .bash(
          "kubectl -n notifications get ingress notifications-api -o wide",
          "NAME                CLASS          HOSTS                       ADDRESS\nnotifications-api   internal-alb   notifications.stg.int.acme.dev   internal-k8s-notif-3f1.us-east-1.elb.amazonaws.com",
        )
        .user("oh and while I remember. there are still 2 classic ELBs in the legacy vpc, we need to retire those next quarter")
        .stop("notifications-api exposed via internal-alb."),
    planted: [
      { kind: "decision", keys: ["internal-alb"] },
      { kind: "task", keys: ["classic elb"] },
    ],
  },
  {
    id: "b72-commit-prefix",
    build: (s) =>
      s
        .user("commit the endpoint changes")
        .bash("git add envs/prd/network && git commit -m 'add vpc endpoints'", "[feat/endpoints 8c2e1a0] add vpc endpoints\n 1 file changed, 41 insertions(+)")
        .user(
          "amend it. commit subjects in this repo start with the stack name then colon, e.g. `network: add vpc endpoints for ecr/s3`. the changelog bot groups by that",
        )
        .bash("git commit --amend -m 'network: add vpc endpoints for ecr and s3'", "[feat/endpoints 3b9d4f1] network: add vpc endpoints for ecr and s3")
        .assistant("Amended. While in there I saw 9 IAM roles named ci-legacy-* with no activity in 400+ days.")
        .bash("aws iam list-roles --query \"Roles[?starts_with(RoleName,'ci-legacy')].RoleName\" --output text | wc -w", "9")
        .user("ya those are from the jenkins days. todo: delete the ci-legacy roles once I confirm with security, don't touch them yet")
        .stop("Commit amended; ci-legacy roles untouched."),
    planted: [
      { kind: "instruction", keys: ["stack name"] },
      { kind: "task", keys: ["ci-legacy"] },
    ],
  },
  {
    id: "b72-cert-dns01",
    build: (s) =>
      s
        .user("cert for grafana.int.acme.dev is stuck pending")
        .bash(
          "kubectl -n monitoring describe challenge grafana-tls-1-2871 | tail -4",
          "Reason:      Waiting for HTTP-01 challenge propagation: failed to perform self check GET request 'http://grafana.int.acme.dev/.well-known/acme-challenge/x1Q': dial tcp 10.1.9.4:80: i/o timeout\nState:       pending",
        )
        .assistant(
          "HTTP-01 can't work here: the host resolves to an internal IP, so Let's Encrypt can't reach it. For internal hosts the issuer needs DNS-01 with the route53 solver.",
        )
        .user("switch the clusterissuer to dns-01 route53 for everything, internal and public. one solver, less confusion. http-01 goes away")
        .file("Edit", "platform/cert-manager/clusterissuer.yaml")
        .bash("kubectl -n monitoring get certificate grafana-tls", "NAME          READY   SECRET        AGE\ngrafana-tls   True    grafana-tls   41m")
        .user("follow up: the wildcard cert on the old nginx box expires jan 9 and isn't cert-manager managed, someone has to renew it by hand before then")
        .stop("ClusterIssuer on DNS-01; grafana-tls ready."),
    planted: [
      { kind: "decision", keys: ["dns-01"] },
      { kind: "task", keys: ["wildcard"] },
    ],
  },
  {
    id: "b72-eu-region",
    build: (s) =>
      s
        .user("scaffold the eu region for the network stack")
        .assistant(
          "Which region? eu-central-1 (Frankfurt) has the most services; eu-west-1 (Ireland) is cheaper for most instance types and where the data team's S3 buckets already are.",
        )
        .user("eu-west-1, because of the data buckets. final")
        .bash(
          "cp -r envs/prd/network envs/prd-euw1/network && sed -i 's/us-east-1/eu-west-1/' envs/prd-euw1/network/*.tfvars && terraform -chdir=envs/prd-euw1/network init -backend=false >/dev/null && echo ok",
          "ok",
        )
        .bash(
          "terraform -chdir=envs/prd-euw1/network plan -no-color | tail -4",
          "  # module.vpc.aws_vpc.this[0] will be created\n  # module.vpc.aws_subnet.private[0] will be created\n  ... (64 more resources)\nPlan: 67 to add, 0 to change, 0 to destroy.",
        )
        .user("too much output. when you show me plans just give me the Plan: summary line and anything being destroyed or replaced, skip the rest")
        .stop("Plan: 67 to add, 0 to change, 0 to destroy. Nothing destroyed."),
    planted: [
      { kind: "decision", keys: ["eu-west-1"] },
      { kind: "instruction", keys: ["summary line"] },
    ],
  },
  {
    id: "b72-codeowners-context",
    build: (s) =>
      s
        .user(
          "before you start on the tgw attachment, some context:\n1. platform (us) owns clusters/ and modules/\n2. anything network (vpc, tgw, route53) belongs to netops, they have to review every change under envs/*/network\n3. pls don't hand-edit .terraform.lock.hcl, only ever regenerate it with terraform providers lock for all 3 platforms",
        )
        .bash("grep -n network .github/CODEOWNERS", ".github/CODEOWNERS:4:/envs/*/network/  @acme/netops")
        .assistant("Matches CODEOWNERS. The tgw attachment goes in envs/stg/network, so the PR will request @acme/netops automatically.")
        .file("Edit", "envs/stg/network/tgw.tf")
        .bash(
          "terraform -chdir=envs/stg/network providers lock -platform=linux_amd64 -platform=darwin_arm64 -platform=linux_arm64",
          "- Fetching hashicorp/aws 5.70.0 for linux_amd64...\n- Fetching hashicorp/aws 5.70.0 for darwin_arm64...\n- Fetching hashicorp/aws 5.70.0 for linux_arm64...\n\nSuccess! Terraform has updated the lock file.",
        )
        .user("ok open the PR")
        .bash("gh pr create --fill --draft", "https://github.com/acme/infra/pull/1440")
        .stop("Draft PR #1440 opened; netops requested."),
    planted: [
      { kind: "fact", keys: ["netops"] },
      { kind: "instruction", keys: ["lock.hcl"] },
    ],
  },
  {
    id: "b72-ip-exhaustion",
    build: (s) =>
      s
        .user("pods stuck ContainerCreating on prd batch nodes. 'failed to assign an IP address to container'")
        .bash(
          "aws ec2 describe-subnets --filters Name=tag:Name,Values='prd-private-*' --query 'Subnets[].[SubnetId,CidrBlock,AvailableIpAddressCount]' --output text",
          "subnet-0c1a  10.20.1.0/24  0\nsubnet-0c1b  10.20.2.0/24  3\nsubnet-0c1c  10.20.3.0/24  1",
        )
        .assistant(
          "Confirmed IP exhaustion: prd's private subnets are /24s (251 usable each) and they're basically empty of free addresses. vpc-cni reserves warm IPs per node, so the big batch nodes eat them fast. Options: add secondary CIDR subnets for pods (custom networking), or turn on prefix delegation so each ENI slot gets a /28.",
        )
        .user("is custom networking a lot of work?")
        .assistant(
          "More moving parts: ENIConfig per AZ, a secondary CIDR, node replacement. Prefix delegation is one env var on the vpc-cni addon plus a node roll, though it still needs contiguous /28s in those /24s.",
        )
        .user("go with prefix delegation then")
        .file("Edit", "modules/eks/addons.tf")
        .bash("terraform -chdir=envs/prd plan -out=tfplan -no-color | tail -1", "Plan: 0 to add, 1 to change, 0 to destroy.")
        .stop("vpc-cni ENABLE_PREFIX_DELEGATION plan saved."),
    planted: [
      { kind: "fact", keys: ["/24"] },
      { kind: "decision", keys: ["prefix delegation"] },
    ],
  },
  {
    id: "b72-kubeconform",
    build: (s) =>
      s
        .user("the stg argo sync failed, something about an unknown field")
        .bash(
          "argocd app get search-indexer-stg --core | grep -i error",
          'ComparisonError: failed to load target state: Deployment.apps "search-indexer" is invalid: spec.template.spec.containers[0].resouces: unknown field',
        )
        .file("Edit", "services/search-indexer/base/deployment.yaml")
        .assistant("Typo `resouces` in the base deployment; fixed. kubeconform with --strict would have caught it before merge.")
        .bash(
          "kustomize build services/search-indexer/overlays/stg | kubeconform -strict -summary",
          "Summary: 6 resources found parsing stdin - Valid: 6, Invalid: 0, Errors: 0, Skipped: 0",
        )
        .user("yep. pls alwyas run kubeconform -strict on the rendred manifests before commiting anything in services/")
        .assistant("Got it. Also: the chart versions in the helmfiles are all manual. Renovate or dependabot could open PRs for those.")
        .user("renovate, dependabot cant do helmfile. we shoud set that up next week, not now")
        .stop("search-indexer fixed and validated."),
    planted: [
      { kind: "instruction", keys: ["kubeconform"] },
      { kind: "task", keys: ["renovate"] },
    ],
  },
  {
    id: "b72-velero",
    build: (s) =>
      s
        .user("does anything back up the PVs in the ledger namespace?")
        .bash(
          "velero schedule get",
          "NAME              STATUS    SCHEDULE    BACKUP TTL   LAST BACKUP   SELECTOR\nstateful-nightly  Enabled   0 2 * * *   720h0m0s     7h ago        backup=stateful",
        )
        .assistant(
          "Yes: velero's stateful-nightly schedule runs at 02:00 and keeps backups 720h (30 days), for every namespace labelled backup=stateful. ledger has that label. They land in s3://acme-velero.",
        )
        .user("right, that's our setup: velero nightly, 30 days, everything labelled backup=stateful. embarrassing part: we've never tried restoring")
        .assistant("Want me to try a restore of ledger into a scratch namespace now?")
        .user("no not on prd cluster. add a task: do a real velero restore drill into a throwaway cluster, before end of year")
        .file("Edit", "BACKLOG.md")
        .stop("Added the restore drill to BACKLOG.md."),
    planted: [
      { kind: "fact", keys: ["velero", "30 days"] },
      { kind: "task", keys: ["restore"] },
    ],
  },
  {
    id: "b72-namespace-module",
    build: (s) =>
      s
        .user("onboard the fraud team, they need a namespace on stg and prd")
        .file("Read", "modules/team-namespace/main.tf")
        .assistant(
          "The module creates the namespace, quota, limitrange and rolebindings. Teams get kubecost budget alerts today only if someone remembers to add them in kubecost's UI. I'd move the budget alert into the module as a kubecost Budget resource so every team gets one automatically, defaulting to $40/day.",
        )
        .user("👍 yes do that")
        .file("Edit", "modules/team-namespace/budget.tf")
        .assistant("Done. What should the owner label be for fraud?")
        .user("#team-fraud. every team namespace gets an owner label set to the team's slack channel, that's what the alert router reads")
        .file("Write", "teams/fraud/main.tf")
        .bash("terraform -chdir=teams/fraud plan -no-color | tail -1", "Plan: 10 to add, 0 to change, 0 to destroy.")
        .stop("fraud namespaces planned, with budget and owner label."),
    planted: [
      { kind: "decision", keys: ["budget"] },
      { kind: "instruction", keys: ["owner label"] },
    ],
  },
  {
    id: "b72-pull-through",
    build: (s) =>
      s
        .user("image pulls for redis on dev failing with toomanyrequests")
        .bash(
          "kubectl -n redis get events --field-selector reason=Failed | tail -2",
          'Failed   pod/redis-0   Failed to pull image "docker.io/bitnami/redis:7.2": toomanyrequests: You have reached your pull rate limit.',
        )
        .assistant("Docker Hub rate limit. Is there an ECR pull-through cache I should point at?")
        .user("yes, the pull-through cache for docker hub is in the shared-services account, 777788889999.dkr.ecr.us-east-1.amazonaws.com/dockerhub/...")
        .file("Edit", "envs/dev/values/redis.yaml")
        .bash("kubectl -n redis rollout status sts/redis --timeout=120s", "partitioned roll out complete: 1 new pods have been updated...")
        .user(
          "there are like 10 more charts pulling bitnami images straight from docker hub. we need to switch all of them to the cache, do it after the freeze",
        )
        .stop("redis on dev pulls via the cache now."),
    planted: [
      { kind: "fact", keys: ["pull-through", "shared-services"] },
      { kind: "task", keys: ["bitnami"] },
    ],
  },
  {
    id: "b72-ledger-rds-az",
    build: (s) =>
      s
        .user("ledger rds in prd: single-az is fine, it's a new service, let's save the money")
        .file("Write", "envs/prd/ledger/rds.tf")
        .bash(
          "terraform -chdir=envs/prd/ledger plan -no-color | grep -E 'multi_az|skip_final'",
          "      + multi_az                = false\n      + skip_final_snapshot     = true",
        )
        .assistant("Planned as single-AZ. Note the module default is skip_final_snapshot = true, so a destroy would drop the data with no snapshot.")
        .user(
          "ugh, just got pinged, ledger has a 99.95 SLA in the contract. change of plan: multi-az after all. and set skip_final_snapshot false. on prd databases that flag is never true, no exceptions",
        )
        .file("Edit", "envs/prd/ledger/rds.tf")
        .bash(
          "terraform -chdir=envs/prd/ledger plan -no-color | grep -E 'multi_az|skip_final'",
          "      + multi_az                = true\n      + skip_final_snapshot     = false",
        )
        .stop("ledger rds: multi-AZ, final snapshot kept."),
    planted: [
      { kind: "decision", keys: ["multi-az"] },
      { kind: "instruction", keys: ["skip_final_snapshot"] },
    ],
  },
  {
    id: "b72-stg-reaper",
    build: (s) =>
      s
        .user("my test namespace on stg is gone?? I created it friday")
        .bash(
          "kubectl get events -A --field-selector involvedObject.kind=Namespace | grep jdoe-test",
          "default   Normal   Deleted   namespace/jdoe-test   stg-reaper: namespace not in allowlist",
        )
        .assistant("The stg-reaper job deleted it. It removes every namespace not in clusters/stg/allowlist.yaml.")
        .user(
          "oh right, the reaper wipes non-allowlisted namespaces on stg every sunday night, forgot. fine. separate thing while we're here: I want a nightly drift detection job that plans every prd stack and reports diffs. slack #platform-alerts, not pagerduty, drift isn't an outage. can you sketch it later this week? not now",
        )
        .file("Read", "clusters/stg/allowlist.yaml")
        .assistant("Will do later. Should I add jdoe-test to the allowlist now?")
        .user("nah I'll recreate it when I need it")
        .stop(),
    planted: [
      { kind: "fact", keys: ["reaper"] },
      { kind: "decision", keys: ["platform-alerts"] },
      { kind: "task", keys: ["drift"] },
    ],
  },
  {
    id: "b72-fmt-fix",
    build: (s) =>
      s
        .user("ci says terraform fmt failed, fix it")
        .bash("terraform fmt -recursive -check", "envs/dev/events/sqs.tf\nmodules/eks/addons.tf", 3)
        .bash("terraform fmt -recursive", "envs/dev/events/sqs.tf\nmodules/eks/addons.tf")
        .assistant("Formatted two files, only whitespace alignment in the attribute blocks.")
        .user("thx push it")
        .bash("git commit -am 'events: fmt' && git push", "[feat/sqs 91ac0d2] events: fmt\n 2 files changed, 6 insertions(+), 6 deletions(-)")
        .stop("Pushed."),
    planted: [],
  },
  {
    id: "b72-launch-template-q",
    build: (s) =>
      s
        .user("why is dev replacing the launch template every plan? is that normal?")
        .bash(
          "terraform -chdir=envs/dev plan -no-color | grep -A3 launch_template",
          '  ~ resource "aws_launch_template" "workers" {\n      ~ latest_version = 14 -> (known after apply)\n      ~ user_data      = "IyEvYmluL2Jhc2gK..." -> "IyEvYmluL2Jhc2gK..."',
        )
        .assistant(
          "It's not a replacement, it's an in-place update creating a new version. The user_data hash differs each run. My guess is the template includes a timestamp or a random token, but I haven't found where yet.",
        )
        .user("could it be the bootstrap script pulling the latest AMI id at render time?")
        .assistant("Possibly, if the data source for the AMI is inside the user_data template. I'd need to look at modules/workers/userdata.tpl to be sure.")
        .user("leave it for now, not a big deal")
        .stop(),
    planted: [],
  },
  {
    id: "b72-helm-lint-noise",
    build: (s) =>
      s
        .user("helm lint the monitoring chart")
        .bash(
          "helm lint charts/monitoring --strict",
          "==> Linting charts/monitoring\n[WARNING] templates/alerts.yaml: # TODO: alerts must always have a runbook_url\n[WARNING] values.yaml: never set scrapeInterval below 15s\n\n1 chart(s) linted, 0 chart(s) failed",
        )
        .assistant(
          "Lint passes with two warnings. Both come from comments in the chart that the linter echoes: a TODO in alerts.yaml and a note in values.yaml. No actual errors.",
        )
        .user("ok whatever, those comments are from the upstream chart")
        .assistant("Right, they're in the vendored templates, unchanged from upstream 58.2.")
        .stop(),
    planted: [],
  },
  {
    id: "b72-irsa-question",
    build: (s) =>
      s
        .user("what's the difference between IRSA and EKS pod identity? which is better for us?")
        .assistant(
          "IRSA: each service account is annotated with a role ARN, trust goes through the cluster's OIDC provider, so each role's trust policy names the cluster. Pod Identity: an agent daemonset, associations are made via the EKS API, and one role can be reused across clusters without editing trust policies. Pod identity is simpler with many clusters; IRSA works everywhere, including non-EKS.",
        )
        .user("does pod identity work with the aws sdk version the billing-api uses? it's pretty old")
        .bash("grep -m1 'aws-sdk' services/billing-api/package.json", '    "@aws-sdk/client-s3": "3.410.0",')
        .assistant(
          "package.json says 3.410.0 but that's a caret range, the lockfile may resolve newer. I think pod identity needs something around 3.458 but I'd want to check the resolved version and the SDK changelog before saying yes.",
        )
        .user("hm ok. let me think about it")
        .stop(),
    planted: [],
  },
  {
    id: "b72-values-typo",
    build: (s) =>
      s
        .user("typo in the search-indexer values, replicaCout")
        .bash("grep -n replicaCout services/search-indexer/values-stg.yaml", "7:replicaCout: 3")
        .file("Edit", "services/search-indexer/values-stg.yaml")
        .assistant("Fixed to replicaCount. That means stg was running the chart default of 1 replica until now.")
        .user("lol. good catch. ok")
        .stop(),
    planted: [],
  },
  {
    id: "b72-friday-chat",
    build: (s) =>
      s
        .user("morning. slow day, the freeze started so nothing goes to prd")
        .assistant("Morning! Anything you want to use the time for, like cleanup or docs?")
        .user("maybe. honestly I might just read the karpenter docs with a coffee")
        .assistant("Sounds like a decent freeze day. The disruption/consolidation section is the one worth reading slowly.")
        .user("ha thanks, later")
        .stop(),
    planted: [],
  },
  {
    id: "b72-oom-guess",
    build: (s) =>
      s
        .user("ledger pods restarting on stg, check")
        .bash(
          "kubectl -n ledger get pods && kubectl -n ledger describe pod ledger-6c9f8-x2kq | grep -A3 'Last State'",
          "NAME               READY   STATUS    RESTARTS\nledger-6c9f8-x2kq  1/1     Running   7\n    Last State:     Terminated\n      Reason:       OOMKilled\n      Exit Code:    137",
        )
        .assistant(
          "OOMKilled, limit is 1Gi. Maybe the JVM heap is sized off the node's memory instead of the container's? Or it could be a real leak after yesterday's deploy.",
        )
        .user("could be either. is MaxRAMPercentage set?")
        .bash("kubectl -n ledger get deploy ledger -o jsonpath='{.spec.template.spec.containers[0].env}'", '[{"name":"JAVA_OPTS","value":"-Xss512k"}]')
        .assistant(
          "No, only -Xss. Without MaxRAMPercentage the default is 25% of the container limit, so the heap itself shouldn't be the problem; off-heap is the other suspect. Not conclusive without a heap dump.",
        )
        .user("ok I'll ask the ledger folks to look")
        .stop(),
    planted: [],
  },
  {
    id: "b72-pulumi-idea",
    build: (s) =>
      s
        .user("the sqs for_each conversion generated a giant diff in review, people are confused")
        .assistant(
          "The moved blocks should make it a no-op for state. If the HCL itself is the pain point, some teams move this kind of thing to Pulumi or CDKTF so the loops are real code. Could be worth a spike?",
        )
        .user("eh. I don't know. maybe some day, not going to decide that today")
        .assistant("Fair. I can add a short note to the PR description explaining the moved blocks instead.")
        .user("sure do that")
        .bash("gh pr edit 1431 --body-file /tmp/pr-1431.md", "https://github.com/acme/infra/pull/1431")
        .stop("PR description updated."),
    planted: [],
  },
  {
    id: "b72-status-report",
    build: (s) =>
      s
        .user("where did we end up with the redis thing yesterday?")
        .bash(
          "git log --oneline -3 origin/feat/redis-stg",
          "e4d1a77 redis: sessions replication group in stg\n0b2c9e1 redis: provider default_tags\n7aa1f30 redis: subnet group",
        )
        .assistant(
          "The branch has three commits: the subnet group, the default_tags change, and the sessions replication group. The PR is open with one approval; atlantis plan shows 4 to add for stg.",
        )
        .user("cool, and did it apply?")
        .assistant("Not yet, the PR isn't merged.")
        .stop(),
    planted: [],
  },
  {
    id: "b72-describe-pod",
    build: (s) =>
      s
        .user("why's the new external-dns pod crashlooping")
        .bash(
          "kubectl -n external-dns logs deploy/external-dns --tail=5",
          'time="2026-11-25T10:02:11Z" level=info msg="Instantiating new Kubernetes client"\ntime="2026-11-25T10:02:12Z" level=fatal msg="flag --domain-filter must always be set when --policy=sync is used; never run sync without a filter"',
        )
        .assistant("It exits on startup: with --policy=sync it refuses to run without --domain-filter. The stg values set policy sync but no filter.")
        .user("add domain-filter int.acme.dev to stg values")
        .file("Edit", "envs/stg/values/external-dns.yaml")
        .bash("kubectl -n external-dns rollout status deploy/external-dns --timeout=90s", 'deployment "external-dns" successfully rolled out')
        .stop("external-dns running on stg."),
    planted: [],
  },
  {
    id: "b72-last-month-bill",
    build: (s) =>
      s
        .user("how much did the stg account cost last month, roughly")
        .bash(
          "aws ce get-cost-and-usage --time-period Start=2026-10-01,End=2026-11-01 --granularity MONTHLY --metrics UnblendedCost --query 'ResultsByTime[0].Total.UnblendedCost.Amount' --output text",
          "18342.61",
        )
        .assistant("About $18.3k for October in the stg account.")
        .user("and september?")
        .bash(
          "aws ce get-cost-and-usage --time-period Start=2026-09-01,End=2026-10-01 --granularity MONTHLY --metrics UnblendedCost --query 'ResultsByTime[0].Total.UnblendedCost.Amount' --output text",
          "16910.04",
        )
        .assistant("$16.9k in September, so October was up ~8.5%.")
        .user("ok fine")
        .stop(),
    planted: [],
  },
];

export const BLIND72 = plantedSet(BLIND72_SESSIONS, Date.UTC(2026, 10, 25, 9));
