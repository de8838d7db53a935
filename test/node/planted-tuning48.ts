/**
 * Training set for the sentence classifier (written without reading the extractor).
 *
 * Style: infrastructure-as-code reviews in Codex CLI's voice: Terraform and Pulumi plans,
 * Helm charts and diffs, Ansible runs, with the plan and diff output in the tool results.
 * Items are facts about environments and accounts, rules about applying changes, decisions
 * about the infrastructure and open follow-ups. Hard negatives: questions, hypotheses,
 * proposals the user turns down or never confirms, withdrawn ideas, unconfirmed guesses,
 * plan and diff output quoting "always"/"never"/"TODO", chit-chat, and requests done in the
 * same session. Superseded decisions plant only the later choice. Each session is one
 * segment; the items planted in it are listed with it.
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

export const TUNING48_START = Date.UTC(2026, 10, 9, 8);

export const TUNING48_SESSIONS: BlindSession[] = [
  {
    id: "t48-01-rds-replace",
    planted: [
      { kind: "instruction", keys: ["replace", "db_instance"] },
      { kind: "fact", keys: ["replica"] },
      { kind: "decision", keys: ["minor"] },
    ],
    build: (s) =>
      s
        .user("review the plan for envs/prod before I merge #231")
        .bash(
          "cd envs/prod && terraform plan -no-color -lock-timeout=60s",
          '  # aws_db_instance.main must be replaced\n-/+ resource "aws_db_instance" "main" {\n      ~ engine_version = "15.4" -> "15.5" # forces replacement\n      ~ id             = "acme-prod-pg" -> (known after apply)\n    }\n\nPlan: 1 to add, 0 to change, 1 to destroy.',
        )
        .assistant(
          "Blocking issue in the plan:\n\n- `aws_db_instance.main` is marked `-/+` (destroy and recreate). The trigger is `engine_version 15.4 -> 15.5`, which forces replacement here because the instance also has `auto_minor_version_upgrade = true`, so AWS already moved it and the config now disagrees.\n- Nothing else changes.\n\nI would not merge this as is.",
        )
        .user("jesus. ok hard rule: never let an apply through that would replace an aws_db_instance. stop and flag it to me, every time")
        .assistant("Understood. Any `-/+` on a DB instance gets flagged before anything else.")
        .user("and for context, prod rds has no read replica. a replacement = full outage plus restore from snapshot")
        .assistant(
          "That makes it worse than I assumed. Options: pin `engine_version` to `15.5` to match reality, and disable automatic minor upgrades so it can't drift again.",
        )
        .user("do both. we turn off auto minor version upgrades on prod rds, upgrades get scheduled by us")
        .file("Edit", "envs/prod/rds.tf")
        .bash(
          "terraform plan -no-color -lock-timeout=60s | tail -3",
          "  ~ auto_minor_version_upgrade = true -> false\n\nPlan: 0 to add, 1 to change, 0 to destroy.",
        )
        .assistant("Plan is now `0 to add, 1 to change, 0 to destroy`: only the flag flips; no replacement."),
  },
  {
    id: "t48-02-state-backend",
    planted: [
      { kind: "fact", keys: ["tfstate"] },
      { kind: "instruction", keys: ["force-unlock"] },
      { kind: "task", keys: ["versioning"] },
    ],
    build: (s) =>
      s
        .user("plan hangs on 'Acquiring state lock'. why")
        .bash(
          "terraform plan -lock-timeout=10s",
          "Error: Error acquiring the state lock\n\nLock Info:\n  ID:        9c1f0b8e-2d44-4a1e-9b0a-7d3e\n  Path:      acme-tfstate-prod/envs/prod/terraform.tfstate\n  Who:       ci@atlantis-7d9f\n  Created:   2026-11-10 07:41:12 UTC",
          1,
        )
        .assistant(
          "The lock is held by `ci@atlantis-7d9f`, created 07:41 UTC. Either Atlantis is mid-plan for another PR, or a run died and left the lock behind. I can't tell which from here. `terraform force-unlock 9c1f0b8e...` would clear it, but if Atlantis is still running that risks two writers on the same state.",
        )
        .user("for the record: state for every env sits in the acme-tfstate-prod bucket, one key per env dir, locks in the tf-locks dynamodb table")
        .assistant("Noted. The lock path above matches that layout.")
        .user("and never run force-unlock yourself. ask in #infra first, someone checks atlantis")
        .assistant("Okay, I won't. I'll wait for the lock to clear.")
        .bash("aws s3api get-bucket-versioning --bucket acme-tfstate-prod --profile acme-prod", "{}")
        .assistant("Side note: the state bucket has versioning disabled (`{}`), so a corrupted state can't be rolled back.")
        .user("ugh. yeah we need to enable versioning on that bucket, put it on the backlog, needs a change ticket")
        .assistant("Recorded as an open item; I haven't changed the bucket."),
  },
  {
    id: "t48-03-known-after-apply",
    planted: [],
    build: (s) =>
      s
        .user("what does '(known after apply)' mean in the plan? is terraform unsure?")
        .bash(
          "terraform plan -no-color | grep -m3 'known after apply'",
          "      + arn         = (known after apply)\n      + id          = (known after apply)\n      + private_ip  = (known after apply)",
        )
        .assistant(
          "Not unsure, just not told yet. These attributes are assigned by AWS when the resource is created (ARN, id, IP). Terraform can't compute them at plan time, so it shows a placeholder. Anything that depends on them is also shown as known after apply.",
        )
        .user("ok thx"),
  },
  {
    id: "t48-04-atlantis-only",
    planted: [{ kind: "instruction", keys: ["atlantis", "laptop"] }],
    build: (s) =>
      s
        .user("the s3 lifecycle change in #236 is approved, can you get it out")
        .bash("gh pr checks 236", "atlantis/plan: envs/prod\tpass\nterraform-fmt\tpass")
        .assistant(
          "Checks are green and the Atlantis plan passed. I can run `terraform apply` from here with the `acme-prod` profile, or comment `atlantis apply` on the PR. Which do you prefer?",
        )
        .user("not from here. prod gets applied only through atlantis on the PR, never from a laptop. no exceptions")
        .bash("gh pr comment 236 --body 'atlantis apply -d envs/prod'", "https://github.com/acme/infra/pull/236#issuecomment-18822")
        .assistant("Commented `atlantis apply -d envs/prod`; Atlantis will post the result on the PR."),
  },
  {
    id: "t48-05-helm-ingress",
    planted: [
      { kind: "instruction", keys: ["diff", "upgrade"] },
      { kind: "task", keys: ["ingress-nginx"] },
    ],
    build: (s) =>
      s
        .user("bump the api chart replicas to 4 in prod and ship it")
        .file("Edit", "charts/api/values-prod.yaml")
        .bash(
          "helm diff upgrade api charts/api -n api -f charts/api/values-prod.yaml",
          "api, api, Deployment (apps) has changed:\n-   replicas: 3\n+   replicas: 4\napi, api-hpa, HorizontalPodAutoscaler (autoscaling) has changed:\n-   minReplicas: 3\n+   minReplicas: 4",
        )
        .assistant("Diff is what you asked for plus the HPA floor, which reads `replicas` too: Deployment 3→4, HPA `minReplicas` 3→4. Nothing else.")
        .user("good. that's the rule btw: always a helm diff before any helm upgrade, show me the diff and wait for my ok")
        .bash(
          "helm upgrade api charts/api -n api -f charts/api/values-prod.yaml --atomic --timeout 5m",
          'Release "api" has been upgraded. Happy Helming!\nREVISION: 58',
        )
        .assistant("Upgraded to revision 58.")
        .bash("helm list -n ingress -o json | jq -r '.[] | .chart'", "ingress-nginx-4.2.5")
        .assistant("FYI the ingress controller chart is `ingress-nginx-4.2.5`; current upstream is 4.11.x, so it's several majors of the controller behind.")
        .user("known. ingress-nginx needs an upgrade plan, the 4.2 -> 4.11 jump changes annotations. not today, leave it open"),
  },
  {
    id: "t48-06-pulumi-queues",
    planted: [
      { kind: "fact", keys: ["acme-prod", "profile"] },
      { kind: "decision", keys: ["terraform", "queues"] },
    ],
    build: (s) =>
      s
        .user("let's write the new sqs queues for the export service in pulumi typescript, next to the k8s apps stack")
        .bash(
          "ls stacks/apps && cat stacks/apps/Pulumi.prod.yaml",
          "index.ts\nPulumi.yaml\nPulumi.prod.yaml\nPulumi.staging.yaml\nconfig:\n  aws:profile: acme-prod\n  aws:region: eu-central-1",
        )
        .assistant(
          "The apps stack has `prod` and `staging` configs. `Pulumi.prod.yaml` sets `aws:profile: acme-prod`. Is that the profile everyone uses for prod, or a local leftover?",
        )
        .user("that's the one, every prod pulumi stack uses the acme-prod profile through sso")
        .assistant(
          "Then I can add an `aws.sqs.Queue` plus DLQ in `stacks/apps/export.ts`. One thing to weigh: every other queue (`orders`, `billing`) is defined in Terraform under `modules/sqs`. Putting these in Pulumi means two tools own the same kind of resource.",
        )
        .user("hm, fair point. changed my mind: the queues go in terraform like the others, pulumi stays for the k8s apps only")
        .file("Write", "envs/prod/sqs-export.tf")
        .bash("terraform plan -no-color | tail -1", "Plan: 2 to add, 0 to change, 0 to destroy.")
        .assistant("Added `envs/prod/sqs-export.tf` using `modules/sqs`: plan adds the queue and its DLQ."),
  },
  {
    id: "t48-07-fmt",
    planted: [],
    build: (s) =>
      s
        .user("fmt check failing on my pr, fix pls")
        .bash("terraform fmt -recursive -check", "envs/staging/alb.tf\nmodules/sqs/variables.tf", 3)
        .bash("terraform fmt -recursive", "envs/staging/alb.tf\nmodules/sqs/variables.tf")
        .assistant("Formatted `envs/staging/alb.tf` and `modules/sqs/variables.tf` (alignment of `=` only). `fmt -check` passes now.")
        .user("ty")
        .assistant("Anything else on that PR?")
        .user("nope"),
  },
  {
    id: "t48-08-ansible-bastion",
    planted: [
      { kind: "instruction", keys: ["--check"] },
      { kind: "fact", keys: ["bastion", "2222"] },
    ],
    build: (s) =>
      s
        .user("push the new sshd_config to the legacy app vms")
        .bash(
          "ansible-playbook -i inventory/prod sshd.yml",
          'fatal: [app-01]: UNREACHABLE! => {"msg": "Failed to connect to the host via ssh: ssh: connect to host 10.20.4.11 port 22: Connection timed out"}',
          4,
        )
        .assistant(
          "All hosts unreachable on port 22. The VMs are in private subnets, so I'd expect a jump host. Possibly `ansible.cfg` is missing a ProxyJump, or the security group changed; I haven't confirmed either.",
        )
        .user("you need the bastion. it's bastion.ops.acme.net on port 2222, not 22")
        .file("Edit", "inventory/prod/group_vars/all.yml")
        .bash(
          "ansible-playbook -i inventory/prod sshd.yml --check --diff",
          "TASK [sshd : template sshd_config]\n--- before: /etc/ssh/sshd_config\n+++ after\n-PasswordAuthentication yes\n+PasswordAuthentication no\nchanged: [app-01]\nchanged: [app-02]\nPLAY RECAP\napp-01 : ok=3 changed=1\napp-02 : ok=3 changed=1",
        )
        .assistant("Through the bastion it connects. The check run changes only `PasswordAuthentication yes -> no` on both hosts.")
        .user("good that you did --check first. do that always with prod playbooks: --check --diff run, show me, then the real run")
        .bash("ansible-playbook -i inventory/prod sshd.yml", "PLAY RECAP\napp-01 : ok=3 changed=1\napp-02 : ok=3 changed=1")
        .assistant("Applied; both hosts report one change."),
  },
  {
    id: "t48-09-default-tags",
    planted: [
      { kind: "decision", keys: ["default_tags"] },
      { kind: "task", keys: ["backfill"] },
    ],
    build: (s) =>
      s
        .user("finops says half our spend is untagged. look at why")
        .bash("grep -rn 'tags' modules/ | wc -l; grep -rn 'default_tags' envs/", "37\n")
        .assistant(
          'Tags are set per resource in 37 places, and no provider uses `default_tags`, so anything a module forgets goes untagged. Options: (a) add tags to each resource by hand, (b) `default_tags` in each `provider "aws"` block, which covers every resource that provider creates.',
        )
        .user("b. decided: owner and cost-center go in default_tags on every aws provider, per env")
        .file("Edit", "envs/prod/providers.tf")
        .file("Edit", "envs/staging/providers.tf")
        .bash("terraform plan -no-color | tail -1", "Plan: 0 to add, 212 to change, 0 to destroy.")
        .assistant("Plan tags 212 existing resources in place (tag-only updates, no replacements).")
        .user("the buckets somebody clicked together in the console won't get them. backfill tags on those by hand later, I'll find the list")
        .assistant("Okay, open for later."),
  },
  {
    id: "t48-10-count-foreach",
    planted: [],
    build: (s) =>
      s
        .user("count or for_each for the subnets? whats the difference really")
        .bash(
          "terraform plan -no-color | grep -A2 'aws_subnet.private\\[1\\]'",
          "  # aws_subnet.private[1] must be replaced\n  # aws_subnet.private[2] will be destroyed\n  # (note: removing an element from a count list always shifts the indexes after it)",
        )
        .assistant(
          'That plan shows the classic `count` problem: removing the middle subnet shifts every later index, so `[1]` gets replaced and `[2]` destroyed. With `for_each` over a map keyed by AZ, each subnet has a stable address (`aws_subnet.private["eu-central-1b"]`) and removing one touches only that one. `count` is fine for 0-or-1 toggles.',
        )
        .user("ok makes sense")
        .assistant("Want me to convert it? It needs `moved` blocks so nothing is recreated.")
        .user("not now"),
  },
  {
    id: "t48-11-eks-versions",
    planted: [
      { kind: "fact", keys: ["1.27"] },
      { kind: "task", keys: ["eks", "1.28"] },
    ],
    build: (s) =>
      s
        .user("what version are the clusters on?")
        .bash(
          "for c in acme-prod acme-staging; do aws eks describe-cluster --name $c --query cluster.version --output text --profile acme-prod; done",
          "1.27\n1.29",
        )
        .assistant("`acme-prod` is on Kubernetes 1.27 and `acme-staging` on 1.29. 1.27 is in extended support, which AWS bills extra per cluster hour.")
        .user("yep prod is stuck on 1.27 because of the old cert-manager. staging was done last month")
        .assistant("cert-manager 1.8 uses `cert-manager.io/v1alpha2` in two manifests, which 1.28 still serves but it's worth checking first.")
        .user("ok. prod eks has to go to 1.28 before the extended support price kicks in january. track it, not this sprint")
        .assistant("Noted as open."),
  },
  {
    id: "t48-12-target",
    planted: [{ kind: "instruction", keys: ["-target"] }],
    build: (s) =>
      s
        .user("just apply the alb listener change in staging, skip the rest of the plan")
        .bash("terraform plan -no-color | tail -1", "Plan: 1 to add, 3 to change, 0 to destroy.")
        .assistant(
          "The full staging plan has 4 changes: the listener you mean, and 3 others (two SG rules and an IAM policy) from someone else's merged PR. I can `terraform apply -target=aws_lb_listener.https` to apply only the listener.",
        )
        .user("hmm. why are the other 3 not applied yet?")
        .assistant("Probably the other PR was merged without an apply. Could also be drift. I can't tell from the plan alone.")
        .user("then no. we don't do -target applies, except in an incident, and then it gets written in the PR. find out whose changes those are first")
        .bash("git log --oneline -3 -- envs/staging", "e71a0c2 sg: allow grafana from vpn\n")
        .assistant("They're from `e71a0c2` (grafana SG rules). I'll ask on that PR before applying anything."),
  },
  {
    id: "t48-13-regions",
    planted: [
      { kind: "fact", keys: ["us-east-1", "cloudfront"] },
      { kind: "task", keys: ["acm"] },
    ],
    build: (s) =>
      s
        .user("why is there a provider alias for us-east-1? thought everything is frankfurt")
        .bash(
          "grep -rn 'alias' envs/prod/providers.tf; aws acm list-certificates --region us-east-1 --profile acme-prod --query 'length(CertificateSummaryList)'",
          'envs/prod/providers.tf:9:  alias  = "us_east_1"\n7',
        )
        .assistant(
          "CloudFront only accepts ACM certificates from us-east-1, regardless of where the rest of the stack lives. That's the usual reason for such an alias. There are 7 certs in us-east-1 in the prod account.",
        )
        .user("right. everything prod runs in eu-central-1, us-east-1 only holds the cloudfront certificates")
        .assistant("7 seems like more than the 2 distributions use.")
        .user("yeah a bunch are dead. clean up the unused acm certs in us-east-1 at some point, after checking nothing references them")
        .assistant("Okay, not deleting anything now."),
  },
  {
    id: "t48-14-pulumi-secret-diff",
    planted: [],
    build: (s) =>
      s
        .user("why does pulumi preview show an update to the db secret every single time")
        .bash(
          "pulumi preview -s prod --diff | grep -A3 'dbPassword'",
          "    ~ aws:secretsmanager/secretVersion:SecretVersion: (update)\n        [urn=urn:pulumi:prod::apps::aws:secretsmanager/secretVersion:SecretVersion::dbPassword]\n      ~ secretString: [secret] => [secret]",
        )
        .assistant(
          "The diff is on `secretString`, which is masked, so I can't see what differs. Likely suspects: a random password generated without `keepers`, so it's new each run; or a JSON string whose key order changes. Both are guesses.",
        )
        .user("could it be the random provider?")
        .assistant("Possible, if `RandomPassword` is recreated; `pulumi stack export` would show whether its id changes between runs.")
        .user("meh, not today. leave it"),
  },
  {
    id: "t48-15-module-pin",
    planted: [
      { kind: "instruction", keys: ["pin", "tag"] },
      { kind: "decision", keys: ["vendor", "vpc"] },
    ],
    build: (s) =>
      s
        .user("review modules usage in envs/staging")
        .bash(
          "grep -rn 'source *=' envs/staging/*.tf",
          'envs/staging/main.tf:3:  source = "git::https://github.com/acme/tf-modules.git//sqs?ref=main"\nenvs/staging/main.tf:12:  source = "terraform-aws-modules/vpc/aws"\nenvs/staging/main.tf:21:  source = "git::https://github.com/acme/tf-modules.git//alb?ref=v2.3.0"',
        )
        .assistant(
          "Findings:\n- `sqs` is sourced from `ref=main`: any push to the modules repo changes what staging applies next time.\n- `vpc` comes from the public registry with no `version`, so `init -upgrade` can pull a new major.\n- `alb` is pinned to `v2.3.0`, fine.",
        )
        .user("pin every module source to a release tag, never a branch. that applies to all envs")
        .file("Edit", "envs/staging/main.tf")
        .assistant('Pinned `sqs` to `v1.9.2` (the latest tag). For the public vpc module, should I add `version = "~> 5.5"`?')
        .user("we're going to vendor the vpc module into tf-modules instead, we keep patching around it anyway. decided with Rafael last week")
        .assistant("Then I'll leave the vpc source for the vendoring PR."),
  },
  {
    id: "t48-16-nat",
    planted: [
      { kind: "fact", keys: ["nat"] },
      { kind: "decision", keys: ["single", "staging"] },
    ],
    build: (s) =>
      s
        .user("NAT costs are insane. go down to a single nat gateway everywhere")
        .bash("aws ec2 describe-nat-gateways --profile acme-prod --query 'length(NatGateways)'", "3")
        .assistant(
          "Prod has 3 NAT gateways, one per AZ. With one shared NAT, all private subnets route through a single AZ: if that AZ has an outage, every private workload loses egress, including pulls from ECR. It also adds cross-AZ data charges, which can eat part of the savings.",
        )
        .user("what do they cost us now?")
        .assistant("I can't see billing from this role. Roughly, 3 gateways are about $100/month in hourly charges before data processing.")
        .user("finance says nat is ~1.8k a month in prod, mostly data processing, not the hourly part")
        .assistant("Then cutting gateways won't move that much; data processing stays the same. VPC endpoints for S3 and ECR would reduce it more.")
        .user("ok, keep one per az in prod. single nat only in staging")
        .file("Edit", "envs/staging/vpc.tf")
        .bash("terraform plan -no-color | tail -1", "Plan: 0 to add, 2 to change, 2 to destroy.")
        .assistant("Staging plan removes 2 NAT gateways and repoints 2 route tables."),
  },
  {
    id: "t48-17-payments-ns",
    planted: [
      { kind: "fact", keys: ["payments", "namespace"] },
      { kind: "instruction", keys: ["team-payments"] },
    ],
    build: (s) =>
      s
        .user("list helm releases that are failed or pending in prod")
        .bash(
          "helm list -A --failed --pending",
          "NAME            NAMESPACE       REVISION  STATUS           CHART\nledger-worker   team-payments   14        pending-upgrade  ledger-worker-0.9.1\nsearch-indexer  search          7         failed           search-indexer-1.2.0",
        )
        .assistant(
          "Two: `ledger-worker` in `team-payments` is stuck in `pending-upgrade`, and `search-indexer` in `search` failed. A `helm rollback` would clear the pending one.",
        )
        .user("no! the team-payments namespace belongs to the payments team, they run their own releases with their own pipeline")
        .assistant("Understood, I didn't touch it.")
        .user("don't ever roll back or upgrade anything in team-payments. tell them in #payments-oncall instead")
        .bash(
          "helm history search-indexer -n search --max 2",
          'REVISION  STATUS    DESCRIPTION\n6         superseded Upgrade complete\n7         failed    Upgrade "search-indexer" failed: timed out waiting for the condition',
        )
        .assistant("`search-indexer` revision 7 timed out; revision 6 was healthy."),
  },
  {
    id: "t48-18-validate",
    planted: [],
    build: (s) =>
      s
        .user("validate is red on modules/alb, fix it")
        .bash(
          "terraform -chdir=modules/alb validate",
          'Error: Unsupported argument\n  on main.tf line 18, in resource "aws_lb_target_group" "this":\n  18:   deregistration_delay_seconds = 30\nAn argument named "deregistration_delay_seconds" is not expected here.',
          1,
        )
        .file("Edit", "modules/alb/main.tf")
        .bash("terraform -chdir=modules/alb validate", "Success! The configuration is valid.")
        .assistant("The argument is `deregistration_delay`, not `deregistration_delay_seconds`. Renamed it; validate passes.")
        .user("cool"),
  },
  {
    id: "t48-19-tfvars-passwords",
    planted: [
      { kind: "decision", keys: ["tfvars", "passwords"] },
      { kind: "task", keys: ["rotate"] },
    ],
    build: (s) =>
      s
        .user("review #240 (reporting db)")
        .bash(
          "gh pr diff 240 | grep -n 'password'",
          '+  master_password = var.reporting_db_password\n+reporting_db_password = "Summer2026!"  # TODO move somewhere safer',
        )
        .assistant(
          "The PR puts the reporting DB password in plain text in `prod.tfvars` (with a TODO beside it). That file is in git, and the value also lands in state. Safer: read it from Secrets Manager with a data source, or let RDS manage it (`manage_master_user_password = true`).",
        )
        .user("yeah this has happened before. decision from now: no passwords in tfvars, ever. they come from secrets manager via data source")
        .file("Edit", "envs/prod/reporting.tf")
        .assistant("Changed the PR to read `aws_secretsmanager_secret_version.reporting_db` and dropped the variable.")
        .user("the main rds master password was in tfvars git history from 2024 too. someone has to rotate it, I'll schedule it")
        .assistant("Okay, nothing rotated from here."),
  },
  {
    id: "t48-20-drift-sg",
    planted: [
      { kind: "instruction", keys: ["drift"] },
      { kind: "task", keys: ["import"] },
    ],
    build: (s) =>
      s
        .user("plan on prod shows changes nobody made?")
        .bash(
          "terraform plan -no-color -refresh-only | head -8",
          '  # aws_security_group_rule.api_ingress has changed\n  ~ resource "aws_security_group_rule" "api_ingress" {\n      ~ cidr_blocks = [\n          + "203.0.113.7/32",\n        ]\n    }\nNote: Objects have changed outside of Terraform',
        )
        .assistant(
          "Someone added `203.0.113.7/32` to the api ingress rule outside Terraform. A normal apply would remove it again. Who added it, I can't tell; CloudTrail would.",
        )
        .user("when you see drift like this, don't overwrite it. ask me who changed it first, it's usually an ops hotfix")
        .assistant("Okay. I also found `sg-0a1b2c3d` (`vpn-temp`) which isn't in state at all.")
        .user("yeah that one has to be imported into terraform, some day. not now")
        .bash(
          "aws cloudtrail lookup-events --lookup-attributes AttributeKey=ResourceName,AttributeValue=sg-0a91 --max-items 1 --query 'Events[0].Username' --profile acme-prod",
          '"lena.k"',
        )
        .assistant("CloudTrail says `lena.k` added the rule."),
  },
  {
    id: "t48-21-values-precedence",
    planted: [],
    build: (s) =>
      s
        .user("if i pass -f values.yaml -f values-prod.yaml and both set image.tag which wins?")
        .assistant(
          "The last one wins: Helm merges values files left to right, so `values-prod.yaml` overrides `values.yaml`. `--set` flags are applied after all files, so they override both. Maps are merged key by key; lists are replaced whole.",
        )
        .bash(
          "helm template api charts/api -f charts/api/values.yaml -f charts/api/values-prod.yaml | grep image:",
          "          image: ghcr.io/acme/api:2026.11.3",
        )
        .assistant("Confirmed with `helm template`: the prod tag `2026.11.3` is used.")
        .user("nice, thanks"),
  },
  {
    id: "t48-22-ansible-vault",
    planted: [
      { kind: "fact", keys: ["vault", "bitwarden"] },
      { kind: "instruction", keys: ["decrypted"] },
    ],
    build: (s) =>
      s
        .user("playbook fails with 'Attempting to decrypt but no vault secrets found'")
        .bash("ansible-playbook -i inventory/prod app.yml", "ERROR! Attempting to decrypt but no vault secrets found", 1)
        .assistant(
          "`group_vars/prod/secrets.yml` is vault-encrypted and no vault password was given. Do you have a password file, or should it be `--ask-vault-pass`?",
        )
        .user("the vault password is in bitwarden under 'ansible-vault-prod'. I'll paste it into the prompt")
        .bash("ansible-playbook -i inventory/prod app.yml --ask-vault-pass --check", "PLAY RECAP\napp-01 : ok=12 changed=0\napp-02 : ok=12 changed=0")
        .assistant("Check run is clean, no changes. I also see `group_vars/prod/secrets.dec.yml` untracked in the repo, decrypted.")
        .user("delete that. and never commit decrypted vault files, run ansible-vault encrypt before anything gets staged")
        .bash("rm group_vars/prod/secrets.dec.yml && git status --short", "")
        .assistant("Deleted; the working tree is clean."),
  },
  {
    id: "t48-23-spot",
    planted: [
      { kind: "decision", keys: ["spot"] },
      { kind: "task", keys: ["interruption"] },
    ],
    build: (s) =>
      s
        .user("could we put the whole cluster on spot? saw a blog saying 70% cheaper")
        .bash("kubectl get nodes -L eks.amazonaws.com/nodegroup --no-headers | awk '{print $6}' | sort | uniq -c", "  6 api\n  4 batch")
        .assistant(
          "Two node groups: `api` (6) and `batch` (4). Spot fits batch well: jobs retry and don't hold user connections. For `api`, a reclaim gives a 2-minute notice and pods get evicted; with 6 nodes that can drop capacity suddenly during peaks. A mixed approach is common: batch on spot, api on-demand.",
        )
        .user("would the api really notice?")
        .assistant("If two nodes are reclaimed at once during a peak, yes. Probably rare, but it's the kind of thing that happens at the worst moment.")
        .user("fine. batch node group moves to spot, api stays on demand")
        .file("Edit", "envs/prod/eks-nodegroups.tf")
        .bash("terraform plan -no-color | tail -1", "Plan: 1 to add, 0 to change, 1 to destroy.")
        .assistant('Plan replaces the batch node group with a spot one (`capacity_type = "SPOT"`, 4 instance types).')
        .user("we still need the node termination / interruption handler for spot, separate PR later")
        .assistant("Okay."),
  },
  {
    id: "t48-24-dns",
    planted: [
      { kind: "fact", keys: ["cloudflare", "dns"] },
      { kind: "task", keys: ["cname"] },
    ],
    build: (s) =>
      s
        .user("add a record for status.acme.io pointing at the statuspage host")
        .bash("aws route53 list-hosted-zones --profile acme-prod --query 'HostedZones[].Name'", '[\n  "internal.acme.net.",\n  "ops.acme.net."\n]')
        .assistant(
          "There's no `acme.io` zone in Route 53 in this account, only `internal.acme.net` and `ops.acme.net`. Either it's in another account, or another DNS provider.",
        )
        .user("public dns for acme.io is in cloudflare, not route53. route53 only has the internal zones")
        .bash("cat envs/global/cloudflare.tf | head -5", 'resource "cloudflare_record" "www" {\n  zone_id = var.acme_io_zone_id\n  name    = "www"')
        .assistant("Found `envs/global/cloudflare.tf`. I can add `cloudflare_record.status` there.")
        .user("the status page cname is already set by hand in the cloudflare ui. moving it into terraform is a follow-up, don't do it now")
        .assistant("Okay, leaving it."),
  },
  {
    id: "t48-25-no-changes",
    planted: [],
    build: (s) =>
      s
        .user("sanity check envs/staging after the merge")
        .bash(
          "terraform -chdir=envs/staging plan -no-color -detailed-exitcode",
          "No changes. Your infrastructure matches the configuration.\n\nTerraform has compared your real infrastructure against your configuration and found no differences, so no changes are needed.",
        )
        .assistant("Staging is clean: `No changes`, exit code 0.")
        .user("👍"),
  },
  {
    id: "t48-26-apply-window",
    planted: [{ kind: "instruction", keys: ["friday"] }],
    build: (s) =>
      s
        .user("the redis param group change is approved, apply it now?")
        .bash("date -u +%A' '%H:%M", "Friday 15:42")
        .assistant("Atlantis plan is green. It's Friday 15:42 UTC; the change restarts nothing, only `maxmemory-policy`. I can comment `atlantis apply` now.")
        .user("no. no prod applies on a friday, and otherwise only tue-thu 10:00-16:00 CET. it waits until tuesday")
        .assistant("Understood, I'll leave the PR unapplied."),
  },
  {
    id: "t48-27-opentofu",
    planted: [
      { kind: "decision", keys: ["opentofu"] },
      { kind: "task", keys: ["atlantis", "image"] },
    ],
    build: (s) =>
      s
        .user("bump required_version to terraform 1.6 across the envs")
        .bash(
          "grep -rn 'required_version' envs/*/versions.tf",
          'envs/prod/versions.tf:2:  required_version = "~> 1.5.0"\nenvs/staging/versions.tf:2:  required_version = "~> 1.5.0"\nenvs/global/versions.tf:2:  required_version = "~> 1.5.0"',
        )
        .assistant(
          "All three envs pin `~> 1.5.0`. Note that Terraform 1.6+ is under the BSL license, while 1.5.x was the last MPL release. If licensing matters to you, OpenTofu 1.6 is the fork that stays compatible with your 1.5 code.",
        )
        .user("wait really? hold on, let me check with legal")
        .assistant("Sure, I'll wait before changing anything.")
        .user("ok Rafael confirmed: we're switching to opentofu 1.6, not terraform 1.6. do the version constraints for tofu")
        .file("Edit", "envs/prod/versions.tf")
        .bash("tofu -chdir=envs/prod init -backend=false >/dev/null && tofu -chdir=envs/prod validate", "Success! The configuration is valid.")
        .assistant("Updated the constraints; `tofu validate` passes for prod.")
        .user("atlantis still runs the hashicorp binary. the atlantis image has to be rebuilt with tofu before we merge anything else, that's on me next week")
        .assistant("Noted, I haven't touched the Atlantis deployment."),
  },
  {
    id: "t48-28-chart-repo",
    planted: [
      { kind: "fact", keys: ["ghcr", "charts"] },
      { kind: "instruction", keys: ["chart.yaml"] },
    ],
    build: (s) =>
      s
        .user("where do our internal charts get published? need to pull worker chart 0.14")
        .bash("cat .github/workflows/charts.yml | grep -A2 'helm push'", "        run: helm push worker-*.tgz oci://ghcr.io/acme/charts")
        .assistant("The workflow pushes packaged charts to `oci://ghcr.io/acme/charts`.")
        .user("yep that's it, all internal charts live at ghcr.io/acme/charts")
        .bash("helm pull oci://ghcr.io/acme/charts/worker --version 0.14.0", "Pulled: ghcr.io/acme/charts/worker:0.14.0")
        .assistant(
          "Pulled 0.14.0. While comparing: the template for `worker` changed in main since 0.14.0 but the version wasn't bumped, so the next push would overwrite 0.14.0.",
        )
        .user("argh. rule: any template change bumps the version in Chart.yaml in the same PR")
        .file("Edit", "charts/worker/Chart.yaml")
        .assistant("Bumped `worker` to 0.14.1."),
  },
  {
    id: "t48-29-prevent-destroy-idea",
    planted: [],
    build: (s) =>
      s
        .user("should we use lifecycle prevent_destroy on the log buckets?")
        .bash("grep -rn 'prevent_destroy' modules envs | wc -l", "0")
        .assistant(
          "Nothing uses it today. It makes any plan that would destroy the resource fail, which protects against accidents, but it also blocks legitimate removals until someone edits the code first. For log buckets with retention rules it's a reasonable guard.",
        )
        .user("let me think about it, not sure the team wants the friction")
        .assistant("Sure."),
  },
  {
    id: "t48-30-accounts",
    planted: [
      { kind: "fact", keys: ["sandbox"] },
      { kind: "instruction", keys: ["aws-vault"] },
      { kind: "task", keys: ["users", "sso"] },
    ],
    build: (s) =>
      s
        .user("which aws account is which? the ids in the providers mean nothing to me")
        .bash(
          "grep -rn 'allowed_account_ids' envs/*/providers.tf",
          'envs/prod/providers.tf:4:  allowed_account_ids = ["333344445555"]\nenvs/staging/providers.tf:4:  allowed_account_ids = ["222233334444"]\nenvs/sandbox/providers.tf:4:  allowed_account_ids = ["111122223333"]',
        )
        .assistant("From the provider blocks: `333344445555` is prod, `222233334444` staging, `111122223333` sandbox.")
        .user("correct, sandbox is 111122223333 and it's the only account where people can click around freely")
        .bash("env | grep -c AWS_SECRET_ACCESS_KEY", "1")
        .assistant("Your shell has `AWS_SECRET_ACCESS_KEY` exported. Is that a long-lived IAM user key?")
        .user("oops yes old one. use aws-vault exec for everything, never raw exported keys")
        .assistant("Okay, I'll prefix commands with `aws-vault exec <profile> --`.")
        .user("and the old iam users still exist for 6 people. they have to be removed once everyone is on sso, later")
        .assistant("Noted as open."),
  },
  {
    id: "t48-31-prevent-destroy",
    planted: [{ kind: "decision", keys: ["prevent_destroy"] }],
    build: (s) =>
      s
        .user("remember the prevent_destroy question from last week")
        .assistant("Yes, whether to guard the log buckets. Nothing uses it today.")
        .user("team agreed: prevent_destroy goes on every stateful resource. rds, the data buckets, efs. not on stateless stuff")
        .file("Edit", "modules/rds/main.tf")
        .file("Edit", "modules/s3-data/main.tf")
        .bash("terraform -chdir=envs/prod plan -no-color | tail -1", "No changes. Your infrastructure matches the configuration.")
        .assistant("Added `lifecycle { prevent_destroy = true }` to the rds and data bucket modules; the plan has no changes, as expected."),
  },
  {
    id: "t48-32-pulumi-preview-pr",
    planted: [{ kind: "instruction", keys: ["preview", "pr"] }],
    build: (s) =>
      s
        .user("run pulumi up on apps/staging, the new configmap")
        .bash(
          "pulumi preview -s staging --diff",
          "Previewing update (staging):\n  ~ kubernetes:core/v1:ConfigMap api-config update [diff: ~data]\n  + kubernetes:core/v1:ConfigMap export-config create\nResources:\n    + 1 to create\n    ~ 1 to update\n    12 unchanged",
        )
        .assistant("Preview: 1 create (`export-config`), 1 update (`api-config` data), 12 unchanged. Shall I run `pulumi up`?")
        .user("paste that preview in the PR first. every pulumi up needs its preview in the PR description before it runs")
        .bash("gh pr edit 244 --body-file preview.md", "https://github.com/acme/infra/pull/244")
        .bash("pulumi up -s staging --yes --skip-preview", "Resources:\n    + 1 created\n    ~ 1 updated\n    12 unchanged\nDuration: 9s")
        .assistant("Preview is in #244's description; `pulumi up` created 1 and updated 1."),
  },
  {
    id: "t48-33-ansible-lint",
    planted: [],
    build: (s) =>
      s
        .user("ansible-lint the nginx role and fix what it finds")
        .bash(
          "ansible-lint roles/nginx",
          "roles/nginx/tasks/main.yml:12: no-changed-when: Commands should not change things if nothing needs doing.\nroles/nginx/tasks/main.yml:20: name[casing]: All names should start with an uppercase letter.",
          2,
        )
        .file("Edit", "roles/nginx/tasks/main.yml")
        .bash("ansible-lint roles/nginx", "Passed: 0 failure(s), 0 warning(s) on 6 files.")
        .assistant("Fixed both: added `changed_when: false` to the `nginx -t` command and capitalised the task name. Lint passes.")
        .user("thanks"),
  },
  {
    id: "t48-34-elasticache",
    planted: [
      { kind: "fact", keys: ["elasticache"] },
      { kind: "task", keys: ["transit"] },
    ],
    build: (s) =>
      s
        .user("what's our redis setup in prod, cluster mode?")
        .bash(
          "aws elasticache describe-replication-groups --profile acme-prod --query 'ReplicationGroups[0].[ClusterEnabled,length(MemberClusters),TransitEncryptionEnabled]'",
          "[\n    false,\n    3,\n    false\n]",
        )
        .assistant("The replication group has cluster mode disabled, 3 members (one primary, two replicas), and transit encryption off.")
        .user("right, prod elasticache is one primary + two replicas, no cluster mode. that's deliberate, the client lib doesn't do cluster")
        .assistant(
          "Transit encryption off means traffic between the app and Redis is plaintext inside the VPC. Enabling it on an existing group needs a modification with a migration step.",
        )
        .user("we need to turn on encryption in transit there, but it needs a maintenance window and client changes. open item")
        .assistant("Okay, nothing changed."),
  },
  {
    id: "t48-35-log-retention",
    planted: [{ kind: "decision", keys: ["retention"] }],
    build: (s) =>
      s
        .user("cloudwatch bill doubled. why")
        .bash("aws logs describe-log-groups --profile acme-prod --query 'logGroups[?retentionInDays==null].logGroupName' --output text | wc -w", "143")
        .assistant("143 log groups have no retention set, so they keep logs forever. Most are Lambda and EKS container groups.")
        .user("ok what do others do?")
        .assistant("Commonly 14 to 90 days for application logs, and a year or more for audit logs that compliance asks for.")
        .user("decided: 30 days retention for everything, 365 for the audit groups. put it in the logs module")
        .file("Edit", "modules/logs/main.tf")
        .bash("terraform -chdir=envs/prod plan -no-color | tail -1", "Plan: 0 to add, 143 to change, 0 to destroy.")
        .assistant("Plan sets retention on 143 groups (in place)."),
  },
  {
    id: "t48-36-inventory",
    planted: [
      { kind: "fact", keys: ["inventory", "plugin"] },
      { kind: "instruction", keys: ["--limit"] },
      { kind: "decision", keys: ["ansible", "legacy"] },
    ],
    build: (s) =>
      s
        .user("where does the prod inventory come from? there's no hosts file")
        .bash("cat inventory/prod/aws_ec2.yml", "plugin: amazon.aws.aws_ec2\nregions: [eu-central-1]\nkeyed_groups:\n  - key: tags.Role\n    prefix: role")
        .assistant(
          "It's dynamic: the `amazon.aws.aws_ec2` plugin lists instances in eu-central-1 and groups them by their `Role` tag (`role_app`, `role_db`, ...).",
        )
        .user("yes, the prod inventory is generated by that aws_ec2 plugin from the Role tag")
        .assistant("So a new VM needs the right `Role` tag to show up.")
        .user("exactly. and always pass --limit when you run a playbook against prod, one group or host at a time")
        .bash("ansible-playbook -i inventory/prod ntp.yml --limit role_app --check", "PLAY RECAP\napp-01 : ok=4 changed=0\napp-02 : ok=4 changed=0")
        .assistant("Check run limited to `role_app`: no changes.")
        .user("fyi we decided in the infra sync: no new ansible roles. ansible stays only for the legacy vms, everything new goes on k8s")
        .assistant("Understood."),
  },
  {
    id: "t48-37-wrong-workspace",
    planted: [],
    build: (s) =>
      s
        .user("lol why does this plan want to change 847 resources")
        .bash("terraform workspace show; terraform plan -no-color | tail -1", "default\nPlan: 847 to add, 0 to change, 0 to destroy.")
        .assistant(
          "You're in the `default` workspace, which has an empty state, so Terraform wants to create everything. Probably meant to be in the env directory's own state.",
        )
        .user("oh lmao i ran it from the repo root. my bad")
        .assistant("No harm done, it was only a plan."),
  },
  {
    id: "t48-38-wildcard-cert",
    planted: [{ kind: "task", keys: ["wildcard"] }],
    build: (s) =>
      s
        .user("check cert expiry on the internal ingress")
        .bash(
          "echo | openssl s_client -connect grafana.internal.acme.net:443 2>/dev/null | openssl x509 -noout -subject -enddate",
          "subject=CN = *.internal.acme.net\nnotAfter=Jan 14 23:59:59 2027 GMT",
        )
        .assistant("The internal ingress serves `*.internal.acme.net`, valid until 2027-01-14. It's not from ACM or cert-manager, so it won't renew by itself.")
        .user("right, that one is bought manually. the wildcard cert has to be renewed before jan 14, remind me in december")
        .assistant("Noted as open."),
  },
  {
    id: "t48-39-kms",
    planted: [{ kind: "fact", keys: ["alias/acme-data"] }],
    build: (s) =>
      s
        .user("new bucket for exports, which kms key?")
        .bash("grep -rn 'kms_master_key_id' modules/s3-data/main.tf", "12:        kms_master_key_id = data.aws_kms_alias.data.target_key_arn")
        .assistant("The data-bucket module looks up a KMS alias. Which alias it is depends on the variable passed in; in prod it's set in `envs/prod/s3.tf`.")
        .bash("grep -n 'kms_alias' envs/prod/s3.tf", '4:  kms_alias = "alias/acme-data"')
        .user("yes all prod data buckets are encrypted with the alias/acme-data key, use that")
        .file("Write", "envs/prod/s3-exports.tf")
        .assistant('Added the exports bucket via `modules/s3-data` with `kms_alias = "alias/acme-data"`.'),
  },
  {
    id: "t48-40-helm-set",
    planted: [{ kind: "instruction", keys: ["--set"] }],
    build: (s) =>
      s
        .user("quick: bump worker image tag in staging to 2026.11.9")
        .assistant("I can run `helm upgrade worker ... --set image.tag=2026.11.9`, or change `values-staging.yaml`.")
        .user("values file. no --set on the command line for anything that stays, otherwise the next deploy from git reverts it")
        .file("Edit", "charts/worker/values-staging.yaml")
        .bash(
          "helm diff upgrade worker charts/worker -n worker -f charts/worker/values-staging.yaml | grep image:",
          "-         image: ghcr.io/acme/worker:2026.11.4\n+         image: ghcr.io/acme/worker:2026.11.9",
        )
        .assistant("Diff shows only the tag change. Ready to upgrade when you say."),
  },
  {
    id: "t48-41-tf-console",
    planted: [],
    build: (s) =>
      s
        .user("how do i check what cidrsubnet gives me without applying")
        .bash("echo 'cidrsubnet(\"10.40.0.0/16\", 4, 2)' | terraform console", '"10.40.32.0/20"')
        .assistant(
          '`terraform console` evaluates expressions against your config and state without planning. `cidrsubnet("10.40.0.0/16", 4, 2)` adds 4 bits to the prefix (/20) and takes the third block: `10.40.32.0/20`.',
        )
        .user("neat"),
  },
  {
    id: "t48-42-vpc-cidrs",
    planted: [
      { kind: "fact", keys: ["10.20"] },
      { kind: "decision", keys: ["analytics", "10.40"] },
    ],
    build: (s) =>
      s
        .user("we need a vpc for the analytics account. what cidr?")
        .bash("grep -rn 'cidr_block' envs/*/vpc.tf", 'envs/prod/vpc.tf:3:  cidr_block = "10.20.0.0/16"\nenvs/staging/vpc.tf:3:  cidr_block = "10.30.0.0/16"')
        .assistant(
          "Prod uses `10.20.0.0/16` and staging `10.30.0.0/16`. Anything peered or on the VPN must not overlap. Is there an office or VPN range I should know?",
        )
        .user("prod vpc is 10.20.0.0/16 and it's peered with the office vpn on 10.8.0.0/16, so stay clear of both")
        .assistant("`10.40.0.0/16` is free in everything I can see. I could also go with `10.50.0.0/16` if you want to leave room.")
        .user("take 10.40.0.0/16 for analytics")
        .file("Write", "envs/analytics/vpc.tf")
        .assistant("Created `envs/analytics/vpc.tf` with `10.40.0.0/16` and three /20 private subnets."),
  },
  {
    id: "t48-43-review-order",
    planted: [{ kind: "instruction", keys: ["destroys"] }],
    build: (s) =>
      s
        .user("review the atlantis plan on #247")
        .bash(
          "gh pr view 247 --comments | sed -n '/Plan:/p;/will be destroyed/p;/must be replaced/p'",
          "  # aws_iam_role_policy.legacy will be destroyed\n  # aws_launch_template.batch must be replaced\nPlan: 3 to add, 5 to change, 2 to destroy.",
        )
        .assistant(
          "Plan for #247: 3 add, 5 change, 2 destroy. Changes are tags and an SG description; adds are the new queue and its policy. Also `aws_launch_template.batch` is replaced, and `aws_iam_role_policy.legacy` is destroyed.",
        )
        .user("put the scary stuff first. whenever you review a plan: destroys first, then replaces, then the rest")
        .assistant(
          "Reordered:\n1. Destroy: `aws_iam_role_policy.legacy` (and 1 more in the full plan).\n2. Replace: `aws_launch_template.batch`.\n3. Add/change: queue, policy, tags, SG description.",
        ),
  },
  {
    id: "t48-44-argocd",
    planted: [
      { kind: "decision", keys: ["argocd"] },
      { kind: "task", keys: ["remaining"] },
    ],
    build: (s) =>
      s
        .user("why are there both argocd apps and helm upgrades in CI for the same services?")
        .bash("kubectl get applications -n argocd --no-headers | wc -l; grep -rn 'helm upgrade' .github/workflows | wc -l", "9\n4")
        .assistant(
          "9 services are Argo CD Applications, and 4 workflows still run `helm upgrade` directly. If a service is in both, Argo CD will revert what CI applied at its next sync (or mark it OutOfSync). It looks like a migration in progress.",
        )
        .user("it is. the call was made in october: everything deploys via argocd, CI stops running helm")
        .assistant("Then the 4 workflows are the leftovers.")
        .user("yes. the remaining 4 helm releases need converting to argocd applications. not in this PR, list them for me")
        .bash(
          "grep -rln 'helm upgrade' .github/workflows",
          ".github/workflows/deploy-search.yml\n.github/workflows/deploy-mailer.yml\n.github/workflows/deploy-export.yml\n.github/workflows/deploy-reports.yml",
        )
        .assistant("They are `search`, `mailer`, `export` and `reports`."),
  },
  {
    id: "t48-45-upstream-todo",
    planted: [],
    build: (s) =>
      s
        .user("diff for the vpc module bump has a TODO in it, is that ours?")
        .bash(
          "git diff v5.4.0..v5.5.1 -- modules/vendor/vpc/main.tf | grep -n -A1 TODO",
          "+  # TODO: always create the flow log role when flow logs are enabled, never reuse\n+  create_flow_log_cloudwatch_iam_role = var.create_flow_log_cloudwatch_iam_role",
        )
        .assistant(
          "That comment is from upstream (terraform-aws-modules), introduced between v5.4.0 and v5.5.1. It's the maintainers' note, not something we wrote or need to act on.",
        )
        .user("ok good"),
  },
  {
    id: "t48-46-sandbox-budget",
    planted: [
      { kind: "fact", keys: ["budget"] },
      { kind: "task", keys: ["leftover"] },
      { kind: "decision", keys: ["aws-nuke"] },
    ],
    build: (s) =>
      s
        .user("why did finops email me about sandbox?")
        .bash(
          "aws budgets describe-budgets --account-id 111122223333 --query 'Budgets[0].[BudgetName,BudgetLimit.Amount,CalculatedSpend.ActualSpend.Amount]' --profile acme-sandbox",
          '[\n    "sandbox-monthly",\n    "500.0",\n    "612.4"\n]',
        )
        .assistant("The `sandbox-monthly` budget is $500 and actual spend is $612, so it crossed 100%.")
        .user("yeah sandbox has a 500 dollar budget, alerts go to finops by mail, nobody gets paged")
        .bash("aws ec2 describe-instances --profile acme-sandbox --filters Name=tag:Name,Values='loadtest-*' --query 'length(Reservations)'", "14")
        .assistant("14 `loadtest-*` instances are running in sandbox, probably from the load test two weeks ago.")
        .user("those leftover loadtest instances should be deleted, I'll ask Marco first whether he still needs them")
        .assistant("Okay, leaving them until he answers.")
        .user("and for the future: we're going to run aws-nuke weekly on sandbox. agreed with finops this morning")
        .assistant("Understood."),
  },
  {
    id: "t48-47-iam",
    planted: [
      { kind: "instruction", keys: ["inline"] },
      { kind: "decision", keys: ["irsa"] },
    ],
    build: (s) =>
      s
        .user("review #250, export worker needs s3 access")
        .bash(
          "gh pr diff 250 | head -12",
          '+resource "aws_iam_role_policy" "node_s3_export" {\n+  role   = aws_iam_role.eks_node.id\n+  policy = jsonencode({\n+    Statement = [{ Effect = "Allow", Action = "s3:*", Resource = "*" }]',
        )
        .assistant(
          "Two issues:\n- It's an inline policy (`aws_iam_role_policy`) with `s3:*` on `*`.\n- It's attached to the node role, so every pod on every node gets full S3 access, not just the export worker.",
        )
        .user("no inline IAM policies at all, managed policies in the iam module only. that's a standing rule here")
        .assistant(
          "Understood. For scoping to one workload, IRSA (IAM roles for service accounts) would give only the export worker's service account the role.",
        )
        .user("yes, decided: pod permissions via irsa from now on, node roles stay minimal")
        .file("Edit", "envs/prod/iam-export.tf")
        .bash("terraform plan -no-color | tail -1", "Plan: 3 to add, 0 to change, 0 to destroy.")
        .assistant("Rewrote it as a managed policy limited to the exports bucket, an IRSA role and the service account annotation: 3 adds."),
  },
  {
    id: "t48-48-backups",
    planted: [
      { kind: "fact", keys: ["snapshots"] },
      { kind: "task", keys: ["efs"] },
    ],
    build: (s) =>
      s
        .user("what's backed up in prod and for how long")
        .bash(
          "aws rds describe-db-instances --profile acme-prod --query 'DBInstances[].[DBInstanceIdentifier,BackupRetentionPeriod]'; aws backup list-backup-plans --profile acme-prod --query 'length(BackupPlansList)'",
          '[\n    ["acme-prod-pg", 14]\n]\n0',
        )
        .assistant(
          "RDS has automated backups with 14-day retention. There are no AWS Backup plans, so EFS and EBS volumes have no backups unless something else takes them.",
        )
        .user("confirmed, rds snapshots are kept 14 days, compliance signed off on that")
        .assistant("And the EFS volume for uploads?")
        .user("nothing, that's a gap. we need an aws backup plan for the efs volumes. I'll write the ticket, you can do it next week")
        .assistant("Okay."),
  },
  {
    id: "t48-49-pulumi-output",
    planted: [],
    build: (s) =>
      s
        .user("why can't i just use a pulumi Output as a string in my template literal?")
        .assistant(
          "An `Output<string>` is a value that may not exist yet at the time your program runs: Pulumi resolves it after the resource is created. A template literal would call `toString()` on the wrapper, not the value. Use `pulumi.interpolate` or `output.apply(v => ...)` to build strings from outputs.",
        )
        .bash("grep -n 'Output' stacks/apps/index.ts | head -3", "14:const url = `https://\u0024{lb.dnsName}/health`; // Output<string>")
        .assistant("Line 14 has exactly that. `pulumi.interpolate` would fix it.")
        .user("got it, I'll fix it myself for practice"),
  },
  {
    id: "t48-50-runners",
    planted: [
      { kind: "decision", keys: ["github-hosted"] },
      { kind: "task", keys: ["asg"] },
    ],
    build: (s) =>
      s
        .user("plan for CI runners: self-hosted runners on ec2 spot in the tools account. draft the module")
        .file("Write", "modules/gh-runners/main.tf")
        .assistant(
          "Drafted `modules/gh-runners`: an ASG of spot instances with the runner agent in user data, scaled by a Lambda on the `workflow_job` webhook. Maintenance to expect: AMI updates, runner version bumps, and cleanup of stuck instances.",
        )
        .user("hmm that's a lot of stuff to own. what do github's larger runners cost in comparison?")
        .assistant(
          "For your ~2,000 CI minutes a day on 8-core runners, roughly $1,000 a month; self-hosted spot would be maybe a third of that, plus the maintenance time.",
        )
        .user("ok scrap the self-hosted idea. we go with github-hosted larger runners, not worth owning")
        .bash("git rm -r -q modules/gh-runners && git status --short", "D  modules/gh-runners/main.tf")
        .assistant("Removed the draft module.")
        .user("there's still an old runner asg in the tools account from the 2024 experiment. somebody needs to delete that asg, later")
        .assistant("Noted, not touching the tools account now."),
  },
  {
    id: "t48-51-terragrunt",
    planted: [{ kind: "decision", keys: ["directory"] }],
    build: (s) =>
      s
        .user("Marco wants terragrunt to dry up envs/prod and envs/staging. thoughts?")
        .bash("diff <(ls envs/prod) <(ls envs/staging)", "> nat-single.tf\n< reporting.tf")
        .assistant(
          "The two envs differ by only a couple of files, so there's duplication in provider/backend blocks. Terragrunt would generate those and let you express each env as inputs. Costs: another tool in CI and Atlantis, another layer in error messages, and people have to learn it.",
        )
        .user("what's the smallest change that would help?")
        .assistant("Keep plain Terraform, move shared values into a module with env-specific `tfvars`, and accept a bit of repeated backend config.")
        .user("yeah. no terragrunt. we stay on plain terraform, one directory per env. I'll tell Marco")
        .assistant("Okay."),
  },
  {
    id: "t48-52-plan-chat",
    planted: [],
    build: (s) =>
      s
        .user("morning. anything weird in last night's drift check?")
        .bash("gh run view --log --job drift-check | tail -4", "envs/prod: No changes.\nenvs/staging: No changes.\nenvs/global: No changes.\nDone in 2m14s")
        .assistant("All three envs report no changes; the job took 2m14s.")
        .user("nice, quiet night for once")
        .assistant("Enjoy it."),
  },
];

export const TUNING48 = plantedSet(TUNING48_SESSIONS, TUNING48_START);
