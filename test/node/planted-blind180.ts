/**
 * Blind planted set 180 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a careful Terraform/AWS infrastructure engineer, explicit about environments (dev/stage/prod),
 * account ids, regions and change windows; terse lower-case messages, real aws/terraform CLI output.
 * Each session is one segment; the items planted in it are listed with it: 70 items (16 decisions, 18 instructions,
 * 20 facts, 16 tasks) in 47 sessions, 12 of which plant nothing (59 user/assistant messages between them). Every other message
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

export const BLIND180_SESSIONS: BlindSession[] = [
  {
    id: "b180-state-lock-table",
    build: (s) =>
      s
        .user("Setting up the backend for the new networking stack in prod. Can you check what the lock table is called over there? I always forget.")
        .bash(
          "aws dynamodb list-tables --profile prod-readonly --region us-east-1",
          '{\n    "TableNames": [\n        "orders-prod",\n        "sessions-prod",\n        "tf-locks-prod"\n    ]\n}',
        )
        .assistant(
          "In the prod account (412398765012, us-east-1) the Terraform lock table is `tf-locks-prod`; it's the one every existing backend block in envs/prod points at, I checked orders and payments too.",
        )
        .user(
          "right, that one. and going forward every new stack gets its own state key under stacks/<name>/terraform.tfstate — no two stacks sharing a state key, ever, I don't care how small the stack is",
        )
        .file("Write", "stacks/networking/backend.tf")
        .assistant(
          "Backend written with key `stacks/networking/terraform.tfstate`, bucket acme-tfstate-prod, lock table tf-locks-prod. `terraform init` succeeded.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["tf-locks-prod"] },
      { kind: "instruction", keys: ["state key"] },
    ],
  },
  {
    id: "b180-bastion-ssm",
    build: (s) =>
      s
        .user(
          "before we touch anything in this repo: prod applies only happen in the change window, tue/thu 14:00-16:00 UTC. outside of that it's plan only for prod, dev and stage are fine whenever. keep that in mind for everything here",
        )
        .bash(
          "cd envs/stage && terraform plan -out=tfplan",
          'Terraform will perform the following actions:\n\n  # aws_security_group.legacy_bastion will be destroyed\n  - resource "aws_security_group" "legacy_bastion" {\n\nPlan: 3 to add, 0 to change, 1 to destroy.',
        )
        .assistant("The stage plan wants to destroy `aws_security_group.legacy_bastion`. Is that expected, or should I keep it around?")
        .user(
          "expected. we're dropping the bastion host for good and doing shell access through SSM Session Manager instead, in all three envs. that's settled, the sec team signed off on it",
        )
        .bash("terraform apply tfplan", "Apply complete! Resources: 3 added, 0 changed, 1 destroyed.")
        .assistant("Stage applied: 3 added, bastion security group destroyed.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["change window"] },
      { kind: "decision", keys: ["session manager"] },
    ],
  },
  {
    id: "b180-kms-perpetual-diff",
    build: (s) =>
      s
        .user("why does the eu-west-1 plan keep showing a diff on the kms key policy? it's been there for weeks")
        .bash(
          "cd envs/prod-eu && terraform plan -target=module.kms",
          '  # module.kms.aws_kms_key.main will be updated in-place\n  ~ policy = jsonencode(\n      ~ Principal = {\n          ~ AWS = "arn:aws:iam::598111230044:root/" -> "arn:aws:iam::598111230044:root"\n\nPlan: 0 to add, 1 to change, 0 to destroy.',
        )
        .assistant("Could be the usual principal normalisation thing, where AWS rewrites the ARN to an id. Let me look at the template before guessing.")
        .file("Read", "modules/kms/policy.tf")
        .assistant(
          "Found it. The root cause is a trailing slash in the principal ARN in modules/kms/policy.tf: AWS strips the trailing slash when it stores the policy, so every plan sees a difference and tries to put it back.",
        )
        .user("ha. ok fix it")
        .file("Edit", "modules/kms/policy.tf")
        .bash("terraform plan -target=module.kms", "No changes. Your infrastructure matches the configuration.")
        .user("nice. we still need to audit the s3 bucket policies in eu for the same kind of thing, not today though, put it on the list")
        .stop("Noted. KMS plan is clean now."),
    planted: [
      { kind: "fact", keys: ["trailing slash"] },
      { kind: "task", keys: ["bucket policies"] },
    ],
  },
  {
    id: "b180-quiet-drift-morning",
    build: (s) =>
      s
        .user("morning. how's the nightly drift check looking?")
        .bash("./scripts/drift-check.sh dev stage prod", "dev:   No changes.\nstage: No changes.\nprod:  No changes.\nexit 0")
        .assistant("No drift in dev, stage or prod overnight.")
        .user("nice, quiet night for once")
        .assistant("Looks like it. Want me to look at anything else while you're getting set up?")
        .user("not yet, grabbing coffee first. back in 10")
        .stop("Sure."),
    planted: [],
  },
  {
    id: "b180-provider-pin",
    build: (s) =>
      s
        .user("dependabot opened 11 PRs bumping the aws provider in different stacks. what versions are we on right now?")
        .bash(
          "grep -rh 'version *= *\"~>' stacks/*/versions.tf | sort | uniq -c",
          '      4     version = "~> 5.31"\n      5     version = "~> 5.40"\n      2     version = "~> 4.67"',
        )
        .assistant(
          "Three different constraints: 4 stacks on ~> 5.31, 5 on ~> 5.40, and two still on the 4.x line (~> 4.67). Do you want everything on one version?",
        )
        .user(
          "yes. we pin hashicorp/aws to ~> 5.40 everywhere, close the dependabot ones and I'll do one PR. and please never run `terraform init -upgrade` inside envs/prod, you do upgrades in dev first and commit the lock file from there",
        )
        .file("Edit", "stacks/payments/versions.tf")
        .file("Edit", "stacks/reporting/versions.tf")
        .assistant("Both 4.x stacks and the 5.31 ones are now on ~> 5.40; lock files regenerated in envs/dev.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["5.40"] },
      { kind: "instruction", keys: ["-upgrade"] },
    ],
  },
  {
    id: "b180-nat-dev",
    build: (s) =>
      s
        .user("the dev bill jumped again. anything obvious in the vpc?")
        .bash(
          "aws ec2 describe-nat-gateways --profile dev-admin --query 'NatGateways[].{id:NatGatewayId,az:SubnetId}' --output table",
          "-----------------------------------------\n|          DescribeNatGateways          |\n+---------------------------+-----------+\n|  nat-0a1b2c3d4e5f60718    | subnet-01 |\n+---------------------------+-----------+",
        )
        .assistant(
          'Only one NAT gateway in dev, so that\'s not it: dev runs a single NAT gateway on purpose, while stage and prod have one per AZ (the `single_nat_gateway = var.env == "dev"` switch in modules/vpc). The jump is probably NAT data processing; my guess would be the ECR image pulls, but I have not broken the bill down yet.',
        )
        .user(
          "ugh, probably the image pulls. next sprint we need to swap dev's NAT for a fck-nat instance, it's like a tenth of the cost. also add a VPC endpoint for ECR now while you're in there",
        )
        .file("Edit", "modules/vpc/endpoints.tf")
        .bash("cd envs/dev && terraform apply -auto-approve", "Apply complete! Resources: 2 added, 0 changed, 0 destroyed.")
        .assistant("ECR api and dkr interface endpoints added in dev.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["single nat"] },
      { kind: "task", keys: ["fck-nat"] },
    ],
  },
  {
    id: "b180-account-ids",
    build: (s) =>
      s
        .user(
          "for the record since you keep asking me: dev is account 107733452290, stage is 230145987611, prod us is 412398765012. all in us-east-1 unless it says -eu",
        )
        .bash(
          "aws sts get-caller-identity --profile stage-admin",
          '{\n    "UserId": "AROATX3K:tf-deployer",\n    "Account": "230145987611",\n    "Arn": "arn:aws:sts::230145987611:assumed-role/AWSReservedSSO_Admin/tf-deployer"\n}',
        )
        .assistant(
          "Confirmed, the stage-admin profile lands in 230145987611. I'll fix the hard-coded account id in the stage alarms module that pointed at dev.",
        )
        .file("Edit", "envs/stage/alarms.tf")
        .assistant("Replaced 107733452290 with 230145987611 in envs/stage/alarms.tf; plan shows only the two SNS topic policies changing.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["107733452290"] },
      { kind: "fact", keys: ["230145987611"] },
      { kind: "fact", keys: ["412398765012"] },
    ],
  },
  {
    id: "b180-scanner-choice",
    build: (s) =>
      s
        .user("we need some static scanning on the terraform in CI. what are the options?")
        .assistant(
          "The usual candidates: checkov (broad, many policies, noisy out of the box), tfsec / trivy config (fast, fewer false positives) and terrascan. I'd lean checkov with a baseline file.",
        )
        .bash(
          "checkov -d stacks/ --compact --quiet | tail -3",
          'Passed checks: 412, Failed checks: 287, Skipped checks: 0\n\nCheck: CKV_AWS_144: "Ensure that S3 bucket has cross-region replication enabled"\n\tFAILED for resource: aws_s3_bucket.logs',
        )
        .user(
          "287 failures, half of them nonsense like cross-region replication on log buckets. no. we go with tfsec in CI instead, soft-fail for the first two weeks. and run tflint --recursive yourself before every commit, I'm tired of fixing unused variables in review",
        )
        .file("Write", ".github/workflows/tfsec.yml")
        .bash("tflint --recursive", '3 issue(s) found:\n\nWarning: variable "legacy_ami" is declared but not used (terraform_unused_declarations)')
        .assistant("tfsec workflow added with soft_fail: true. tflint found 3 unused variables; removed them.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["tfsec"] },
      { kind: "instruction", keys: ["tflint"] },
    ],
  },
  {
    id: "b180-typo-description",
    build: (s) =>
      s
        .user("there's a typo in the description of var.retention_days in the logs module, says 'retenion'. fix that pls")
        .file("Edit", "modules/logs/variables.tf")
        .assistant("Fixed: 'retenion' -> 'retention' in modules/logs/variables.tf.")
        .user("thx. run fmt on the module too")
        .bash("terraform fmt -recursive modules/logs", "modules/logs/main.tf")
        .assistant("fmt reformatted modules/logs/main.tf (alignment only).")
        .stop(),
    planted: [],
  },
  {
    id: "b180-orders-db-window",
    build: (s) =>
      s
        .user("when is the maintenance window on orders-db in prod? need to plan something")
        .bash(
          "aws rds describe-db-instances --db-instance-identifier orders-db --profile prod-readonly --query 'DBInstances[0].[PreferredMaintenanceWindow,EngineVersion]'",
          '[\n    "sun:03:00-sun:04:00",\n    "14.10"\n]',
        )
        .assistant("orders-db's maintenance window is Sundays 03:00-04:00 UTC, and it's on Postgres 14.10.")
        .user(
          "ok. so the 14 -> 16 upgrade for orders-db has to happen in one of those sunday windows, with a snapshot first. not this week, we don't have the blue/green rehearsal done. leave it as open work",
        )
        .assistant("Understood. I won't change the engine version now.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["orders-db", "03:00"] },
      { kind: "task", keys: ["orders-db", "upgrade"] },
    ],
  },
  {
    id: "b180-oidc-deploy-role",
    build: (s) =>
      s
        .user("the GitHub Actions deploy job is using an access key from a secret that was created in 2023. that's bad right?")
        .bash(
          "aws iam list-access-keys --user-name gha-deployer --profile stage-admin",
          '{\n    "AccessKeyMetadata": [\n        {\n            "UserName": "gha-deployer",\n            "AccessKeyId": "AKIATX3KEXAMPLE7Q",\n            "Status": "Active",\n            "CreateDate": "2023-02-14T10:22:31Z"\n        }\n    ]\n}',
        )
        .assistant(
          "Yes, a three-year-old active key. Proposal: one deploy role per account that GitHub Actions assumes through OIDC (token.actions.githubusercontent.com as the identity provider, trust limited to our repo and the main branch), then delete the gha-deployer user.",
        )
        .user("yes, do that, starting with stage. and no static IAM access keys anywhere from here on, for humans or CI. I mean it")
        .file("Write", "modules/gha-oidc/main.tf")
        .bash("cd envs/stage && terraform apply -target=module.gha_oidc", "Apply complete! Resources: 3 added, 0 changed, 0 destroyed.")
        .assistant(
          "OIDC provider and gha-deploy role created in stage; the workflow now uses role-to-assume. The old key is still active until you confirm a green deploy.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["oidc"] },
      { kind: "instruction", keys: ["access keys"] },
    ],
  },
  {
    id: "b180-terragrunt-musing",
    build: (s) =>
      s
        .user("do you think terragrunt would help us with all the copy-paste between envs/dev, envs/stage and envs/prod?")
        .assistant(
          "It could: one terragrunt.hcl per env with inputs, and the backend block generated. The cost is another tool in the chain and a different mental model for everyone.",
        )
        .user("hmm. what if we did it only for the networking stack as a trial")
        .assistant("That's possible, but a half-migrated repo tends to be the worst of both. I'd rather decide for all stacks or none.")
        .user("yeah actually no, scratch that, not worth it right now. forget I asked")
        .stop("Ok, leaving the layout as it is."),
    planted: [],
  },
  {
    id: "b180-default-tags",
    build: (s) =>
      s
        .user("finance says a bunch of prod resources have no cost-center tag. which ones?")
        .bash(
          "aws resourcegroupstaggingapi get-resources --profile prod-readonly --tag-filters Key=env,Values=prod --query 'ResourceTagMappingList[?!Tags[?Key==`cost-center`]].ResourceARN' | wc -l",
          "143",
        )
        .assistant("143 prod resources have an env tag but no cost-center. Most are in stacks that set tags per resource instead of on the provider.")
        .user(
          "right. from now on tags go on the provider via default_tags (owner, env, cost-center), not per resource. for the platform stuff the cost center is CC-4410, finance confirmed that yesterday",
        )
        .file("Edit", "stacks/platform/providers.tf")
        .file("Edit", "stacks/networking/providers.tf")
        .assistant("default_tags added to the platform and networking providers with cost-center = CC-4410; plan shows 61 tag-only updates.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["default_tags"] },
      { kind: "fact", keys: ["cc-4410"] },
    ],
  },
  {
    id: "b180-eks-versions",
    build: (s) =>
      s
        .user("what versions are the eks clusters on?")
        .bash(
          "for p in stage-admin prod-readonly; do aws eks describe-cluster --name main --profile $p --query cluster.version --output text; done",
          "1.29\n1.27",
        )
        .assistant("Stage `main` is on 1.29, prod `main` is still on 1.27.")
        .user("1.27 in prod, wow. is that already in extended support?")
        .assistant(
          "Per the AWS calendar, 1.27 standard support ended in July 2024, so prod has been paying the extended-support rate per cluster-hour since then. Checking the bill line to be sure.",
        )
        .bash(
          "aws ce get-cost-and-usage --profile prod-readonly --time-period Start=2026-10-01,End=2026-11-01 --granularity MONTHLY --metrics UnblendedCost --filter file://eks-filter.json",
          '{"ResultsByTime":[{"Total":{"UnblendedCost":{"Amount":"438.01","Unit":"USD"}},"Groups":[{"Keys":["USEKS:ExtendedSupport"]}]}]}',
        )
        .user(
          "ok so that's real money. we need to get prod eks up to 1.29 this quarter, one minor at a time. write it down as a follow-up, I'll schedule it with the app teams",
        )
        .stop("Noted as a follow-up."),
    planted: [
      { kind: "fact", keys: ["1.27"] },
      { kind: "task", keys: ["prod eks", "1.29"] },
    ],
  },
  {
    id: "b180-tflint-output",
    build: (s) =>
      s
        .user("run the linters on the monitoring stack and tell me what's failing")
        .bash(
          "tflint --chdir stacks/monitoring",
          '2 issue(s) found:\n\nWarning: Missing version constraint for provider "grafana" in `required_providers` (terraform_required_providers)\n\n  on versions.tf line 3:\n\nReference: the provider block must always declare a version constraint; never rely on the latest provider\n\nError: "t2.micro" is an invalid value as instance_type (aws_instance_invalid_type)',
          2,
        )
        .assistant(
          "Two findings: the grafana provider has no version constraint, and one instance uses t2.micro, which tflint's ruleset flags as invalid in that region.",
        )
        .user("just fix both")
        .file("Edit", "stacks/monitoring/versions.tf")
        .file("Edit", "stacks/monitoring/instances.tf")
        .assistant("Added a version constraint for grafana and moved the instance to t3.micro. tflint is clean.")
        .user("👍")
        .stop(),
    planted: [],
  },
  {
    id: "b180-private-registry",
    build: (s) =>
      s
        .user("the vpc module in stage is referenced by a git ref to someone's fork. how did that happen?")
        .bash(
          "grep -rn 'source *=' envs/stage/*.tf | grep vpc",
          'envs/stage/network.tf:2:  source = "git::https://github.com/jdoe/terraform-aws-vpc.git?ref=fix-ipv6"',
        )
        .assistant("Someone pointed stage at a personal fork for an IPv6 fix. The other envs use the registry.")
        .user(
          'ok let\'s settle this: modules only come from our private registry (app.terraform.io/acme/...), never git refs, and module versions get pinned exact, like version = "3.4.1", no ~> for modules. the fix-ipv6 change is in 3.4.1 already',
        )
        .file("Edit", "envs/stage/network.tf")
        .bash(
          "cd envs/stage && terraform init -upgrade=false && terraform plan",
          "Initializing modules...\n- vpc in .terraform/modules/vpc\n\nNo changes. Your infrastructure matches the configuration.",
        )
        .assistant("Stage now uses app.terraform.io/acme/vpc/aws 3.4.1, no changes in the plan.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["private registry"] },
      { kind: "instruction", keys: ["pinned exact"] },
    ],
  },
  {
    id: "b180-hosted-zone",
    build: (s) =>
      s
        .user("I can't find the acme.io hosted zone in prod. did someone delete it???")
        .bash("aws route53 list-hosted-zones --profile prod-readonly --query 'HostedZones[].Name'", '[\n    "internal.acme.io."\n]')
        .assistant("Only internal.acme.io. is in prod. Let me check the other accounts before assuming the worst.")
        .bash(
          "aws route53 list-hosted-zones --profile shared-services --query 'HostedZones[].[Name,Id]'",
          '[\n    [\n        "acme.io.",\n        "/hostedzone/Z04412FJ2K1ABCD"\n    ]\n]',
        )
        .assistant(
          "Nothing is deleted: the public acme.io zone lives in the shared-services account (880012345678), not in prod. Prod only has the private internal.acme.io zone.",
        )
        .user(
          "phew. ok yes, I remember now. TODO for later: delegate a stage.acme.io subzone to the stage account so the stage team stops filing tickets for every record",
        )
        .stop("Noted."),
    planted: [
      { kind: "fact", keys: ["shared-services"] },
      { kind: "task", keys: ["subzone"] },
    ],
  },
  {
    id: "b180-waf-rate-limit",
    build: (s) =>
      s
        .user("we're getting hammered on /login in prod by some bot. let's add a WAF rate-based rule, 2000 requests per 5 minutes per IP")
        .file("Edit", "stacks/edge/waf.tf")
        .bash(
          "cd envs/stage && terraform plan -target=module.edge",
          '  # module.edge.aws_wafv2_web_acl.main will be updated in-place\n      + rule {\n          + name     = "login-rate-limit"\n\nPlan: 0 to add, 1 to change, 0 to destroy.',
        )
        .assistant("Rule `login-rate-limit` with limit 2000 added, planned in stage first.")
        .bash(
          "aws logs filter-log-events --log-group-name aws-waf-logs-prod --profile prod-readonly --filter-pattern '{ $.httpRequest.uri = \"/login\" }' | jq -r '.events[].message | fromjson | .httpRequest.clientIp' | sort | uniq -c | sort -rn | head -3",
          "   1733 185.220.101.4\n   1402 185.220.101.9\n    988 45.134.26.71",
        )
        .user(
          "hm the bot IPs are doing ~1700 per window, 2000 won't catch them. make the login rate limit 500 per 5 min instead, real users never get close to that",
        )
        .file("Edit", "stacks/edge/waf.tf")
        .assistant("Limit changed to 500; stage plan is clean apart from that rule. Ready for prod in the next change window.")
        .stop(),
    planted: [{ kind: "decision", keys: ["rate limit", "500"] }],
  },
  {
    id: "b180-workspaces",
    build: (s) =>
      s
        .user("new hire asked why we don't use terraform workspaces. honestly, should we?")
        .assistant(
          "Workspaces keep one directory and switch state by name; the risk is applying to the wrong env because the selected workspace is invisible. Separate directories per env make the target explicit in the path.",
        )
        .bash("ls envs/", "dev  prod  prod-eu  stage")
        .user(
          "yeah that's the reason. we stay with one directory per env, no workspaces, and I'll put that in the onboarding doc. one more rule while we're at it: a new variable gets added to the tfvars of ALL envs in the same PR, even if the value's the default",
        )
        .file("Edit", "docs/onboarding.md")
        .assistant("Added a short section to docs/onboarding.md about the envs/ layout and the tfvars rule.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["workspaces"] },
      { kind: "instruction", keys: ["tfvars"] },
    ],
  },
  {
    id: "b180-cost-question",
    build: (s) =>
      s
        .user("how much did stage cost last month, roughly?")
        .bash(
          "aws ce get-cost-and-usage --profile stage-admin --time-period Start=2026-10-01,End=2026-11-01 --granularity MONTHLY --metrics UnblendedCost",
          '{"ResultsByTime":[{"TimePeriod":{"Start":"2026-10-01","End":"2026-11-01"},"Total":{"UnblendedCost":{"Amount":"6120.44","Unit":"USD"}}}]}',
        )
        .assistant("Stage was $6,120 in October.")
        .user("hm, is that more than september?")
        .bash(
          "aws ce get-cost-and-usage --profile stage-admin --time-period Start=2026-09-01,End=2026-10-01 --granularity MONTHLY --metrics UnblendedCost",
          '{"ResultsByTime":[{"TimePeriod":{"Start":"2026-09-01","End":"2026-10-01"},"Total":{"UnblendedCost":{"Amount":"5988.10","Unit":"USD"}}}]}',
        )
        .assistant("Slightly: September was $5,988, so about 2% more.")
        .user("fine, that's noise")
        .stop("Agreed."),
    planted: [],
  },
  {
    id: "b180-org-trail",
    build: (s) =>
      s
        .user("auditors want to know where the cloudtrail logs end up. can you trace it from the org trail?")
        .bash(
          "aws cloudtrail describe-trails --profile management --query 'trailList[?IsOrganizationTrail].[Name,S3BucketName,HomeRegion]'",
          '[\n    [\n        "org-trail",\n        "acme-org-trail",\n        "us-east-1"\n    ]\n]',
        )
        .bash("aws s3api get-bucket-location --bucket acme-org-trail --profile log-archive", '{\n    "LocationConstraint": null\n}')
        .assistant(
          "The organization trail `org-trail` writes to the S3 bucket acme-org-trail, which sits in the log-archive account (us-east-1). Member accounts can't modify it.",
        )
        .user(
          "ok good, that's what I'll tell them. remind me to turn on S3 object lock for that bucket, they'll ask about immutability next and I want a yes by january",
        )
        .assistant("Will do; I haven't changed anything on the bucket.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["acme-org-trail"] },
      { kind: "task", keys: ["object lock"] },
    ],
  },
  {
    id: "b180-throttling-guess",
    build: (s) =>
      s
        .user("the prod-eu plan just failed with a throttling error halfway through. any idea?")
        .bash(
          "cd envs/prod-eu && terraform plan 2>&1 | tail -4",
          "Error: reading IAM Role (eks-node-role): operation error IAM: GetRole, exceeded maximum number of attempts, 25, https response error StatusCode: 400, api error Throttling: Rate exceeded",
          1,
        )
        .assistant(
          "IAM API throttling. Maybe another pipeline was refreshing at the same time, or maybe our parallelism of 30 is too high for IAM. I can't tell which from this alone.",
        )
        .user("could it be the security hub scan? that runs around this time I think")
        .assistant("Possibly, though I have no evidence either way. Retrying with -parallelism=10 to see if it goes through.")
        .bash("terraform plan -parallelism=10 | tail -1", "No changes. Your infrastructure matches the configuration.")
        .assistant("Went through on the retry with parallelism 10. Not sure that proves anything; it may just have been bad timing.")
        .stop(),
    planted: [],
  },
  {
    id: "b180-aws-vault",
    build: (s) =>
      s
        .bash(
          "aws-vault list",
          "Profile                  Credentials              Sessions\n=======                  ===========              ========\ndev-admin                -                        sso\nstage-admin              -                        sso\nprod-readonly            -                        sso\nprod-admin               -                        -",
        )
        .user(
          "quick setup note for you so I don't repeat it every session: run everything through `aws-vault exec <profile> --`, with dev-admin, stage-admin or prod-readonly. prod-admin only inside the change window and only when I say so. also fyi our SSO sessions expire after 8 hours, so if you get ExpiredToken in the afternoon that's why, just ask me to re-login",
        )
        .assistant("Got it. Checking the stage access works through aws-vault.")
        .bash("aws-vault exec stage-admin -- aws sts get-caller-identity --query Account --output text", "230145987611")
        .assistant("stage-admin works via aws-vault.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["aws-vault"] },
      { kind: "fact", keys: ["8 hours"] },
    ],
  },
  {
    id: "b180-lambda-artifacts",
    build: (s) =>
      s
        .user("terraform keeps zipping the lambda source on every plan and the hash differs between my mac and CI. annoying")
        .file("Read", "stacks/notifier/lambda.tf")
        .assistant(
          "The `archive_file` data source zips at plan time, and file permissions differ between your Mac and the Linux runner, so the hash changes. Option A: normalise permissions before zipping. Option B: build the zip in CI, upload it to S3, and let Terraform only reference s3_key and s3_object_version.",
        )
        .user("B. terraform shouldn't be building anything. go with option B for all the lambdas")
        .file("Edit", "stacks/notifier/lambda.tf")
        .file("Write", ".github/workflows/lambda-build.yml")
        .bash("cd envs/dev && terraform plan | tail -1", "Plan: 0 to add, 1 to change, 0 to destroy.")
        .assistant("notifier now reads the artifact from acme-lambda-artifacts by s3_key; the only diff is the source switch.")
        .user("good. follow-up for another day: a lifecycle rule on acme-lambda-artifacts, old zips are going to pile up")
        .stop("Noted."),
    planted: [
      { kind: "decision", keys: ["s3_key"] },
      { kind: "task", keys: ["lifecycle rule"] },
    ],
  },
  {
    id: "b180-narration-only",
    build: (s) =>
      s
        .user("can you look at why the monitoring stack plan takes four minutes?")
        .assistant("I'll start by timing the refresh on its own, then look at which data sources are slow.")
        .bash("cd envs/stage && time terraform plan -refresh-only >/dev/null", "real\t3m41.220s\nuser\t0m12.031s\nsys\t0m2.114s")
        .assistant("Refresh alone is 3m41s. Now I'm listing the data sources in the stack to see which ones run per resource.")
        .bash("grep -c 'data \"aws_' stacks/monitoring/*.tf", "stacks/monitoring/alarms.tf:212\nstacks/monitoring/dashboards.tf:3")
        .assistant("alarms.tf has 212 data source blocks, one aws_instance lookup per alarm. That's where the time goes.")
        .user("lol ok. thanks, I'll look at it with the team on monday")
        .stop("Sure."),
    planted: [],
  },
  {
    id: "b180-vpc-cidrs",
    build: (s) =>
      s
        .user("I need a /20 for the new analytics subnets in stage. what's free?")
        .bash(
          "aws ec2 describe-subnets --profile stage-admin --query 'Subnets[].CidrBlock' --output text | tr '\\t' '\\n' | sort -t. -k3 -n",
          "10.20.0.0/20\n10.20.16.0/20\n10.20.32.0/20\n10.20.48.0/20\n10.20.64.0/20\n10.20.80.0/20",
        )
        .assistant(
          "The stage VPC is 10.20.0.0/16 and the first six /20s are taken, so 10.20.96.0/20 is the next free one. Dev and prod follow the same scheme with 10.10.0.0/16 and 10.30.0.0/16.",
        )
        .user(
          "use 10.20.96.0/20. and before you carve any new subnet anywhere, check the IPAM sheet in the infra drive first, the VPN ranges aren't in AWS and I've been burned before",
        )
        .file("Edit", "envs/stage/analytics-subnets.tf")
        .assistant("Added the analytics subnets at 10.20.96.0/20 split into three /22s, one per AZ.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["10.20.0.0/16"] },
      { kind: "instruction", keys: ["ipam"] },
    ],
  },
  {
    id: "b180-status-report",
    build: (s) =>
      s
        .user("where are we with the cleanup of unused security groups in dev?")
        .bash("./scripts/unused-sgs.sh dev-admin | wc -l", "0")
        .assistant(
          "Done: I removed the 14 unused security groups from dev earlier, the script now finds none. Plan and apply went through, and the state no longer references them.",
        )
        .user("great, thanks")
        .assistant("You're welcome. The PR is #482 if you want to look at the diff.")
        .user("will do after lunch")
        .stop("Ok."),
    planted: [],
  },
  {
    id: "b180-plan-to-slack",
    build: (s) =>
      s
        .bash("cd envs/prod && terraform plan -no-color -out=tfplan | tail -2", "Plan: 0 to add, 2 to change, 0 to destroy.\n\nSaved the plan to: tfplan")
        .assistant(
          "The prod plan for the WAF change is ready: 0 to add, 2 to change, 0 to destroy. Want me to apply it? It's Thursday 14:20 UTC, so we're in the window.",
        )
        .user(
          "not yet. every prod apply: paste the plan summary into #infra-changes first and wait for a 👍 from someone else on the team. no exceptions, even for a tag change. then apply",
        )
        .bash("./scripts/post-plan.sh '#infra-changes' tfplan", "posted to #infra-changes (ts=1795878012.004211)")
        .assistant("Posted the summary to #infra-changes; waiting for a thumbs-up.")
        .user("Marco approved. go")
        .bash("terraform apply tfplan", "Apply complete! Resources: 0 added, 2 changed, 0 destroyed.")
        .stop("Applied in prod: 2 changed."),
    planted: [{ kind: "instruction", keys: ["#infra-changes"] }],
  },
  {
    id: "b180-rds-reservations",
    build: (s) =>
      s
        .user("can you check when our RDS reservations run out in prod?")
        .bash(
          "aws rds describe-reserved-db-instances --profile prod-readonly --query 'ReservedDBInstances[].[DBInstanceClass,StartTime,Duration,State]' --output text",
          "db.r6g.xlarge\t2024-01-31T09:12:00Z\t94608000\tactive\ndb.r6g.large\t2024-01-31T09:12:00Z\t94608000\tactive",
        )
        .assistant("Both prod RDS reserved instances (r6g.xlarge and r6g.large) were bought on 2024-01-31 for three years, so they expire 2027-01-31.")
        .user("ok. and stage RDS is still on db.m5.large, isn't it?")
        .bash("aws rds describe-db-instances --profile stage-admin --query 'DBInstances[].DBInstanceClass' --output text", "db.m5.large\tdb.m5.large")
        .user(
          "yeah. we need to move the stage databases to graviton before the prod renewal so we can buy the same class, can you add that to the backlog. not now",
        )
        .stop("Added to the backlog notes."),
    planted: [
      { kind: "fact", keys: ["2027-01-31"] },
      { kind: "task", keys: ["graviton"] },
    ],
  },
  {
    id: "b180-param-store",
    build: (s) =>
      s
        .user("the new notifier lambda needs the slack webhook. where do we put secrets, secrets manager or parameter store?")
        .bash(
          "aws ssm describe-parameters --profile stage-admin --query 'Parameters[?Type==`SecureString`].[Name,KeyId]' --output text | head -3",
          "/stage/orders/db-password\talias/acme-params\n/stage/payments/stripe-key\talias/acme-params\n/stage/reporting/api-token\talias/acme-params",
        )
        .assistant(
          "Everything existing is SSM SecureString encrypted with the KMS alias alias/acme-params. Secrets Manager would give you rotation, at $0.40 per secret per month.",
        )
        .user(
          "parameter store SecureString. secrets manager only for the things that actually rotate, like the rds master passwords. webhook goes under /stage/notifier/",
        )
        .file("Edit", "stacks/notifier/params.tf")
        .assistant("Added /stage/notifier/slack-webhook as SecureString with alias/acme-params; the lambda reads it by name.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["securestring"] },
      { kind: "fact", keys: ["alias/acme-params"] },
    ],
  },
  {
    id: "b180-atlantis",
    build: (s) =>
      s
        .user("for PR plans: terraform cloud runs, or self-hosted atlantis? give me the short version")
        .assistant(
          "Terraform Cloud: managed, per-resource pricing, our state would move. Atlantis: self-hosted on ECS, plans in PR comments, state stays in acme-tfstate-*. Given we already have the S3 backends, Atlantis is less churn.",
        )
        .bash("gh pr list --label infra --state merged --limit 200 --json number | jq length", "173")
        .user(
          "ok going with atlantis, on ECS in the shared-services account. one thing to do later, not in this PR: set up the repo allowlist properly, for now it's just our one repo hardcoded",
        )
        .file("Write", "stacks/atlantis/main.tf")
        .assistant("Atlantis stack scaffolded in stacks/atlantis with the repo allowlist set to github.com/acme/infra.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["atlantis"] },
      { kind: "task", keys: ["allowlist"] },
    ],
  },
  {
    id: "b180-readme-todo-quote",
    build: (s) =>
      s
        .user("what does the comment at the top of envs/prod/main.tf say? someone mentioned it in standup")
        .bash(
          "head -6 envs/prod/main.tf",
          '# TODO: remove the moved {} blocks after the 2025 refactor has been applied everywhere\n# NOTE: never run destroy in this directory\n# Always plan with -lock-timeout=5m\n\nterraform {\n  required_version = ">= 1.7.0"',
        )
        .assistant(
          "It's a three-line header: a TODO about removing the moved blocks from the 2025 refactor, a note against running destroy there, and a reminder about -lock-timeout.",
        )
        .user("ah ok, so that's old stuff. were the moved blocks applied everywhere already?")
        .bash("grep -l 'moved {' envs/*/main.tf", "envs/prod/main.tf")
        .assistant("Only envs/prod/main.tf still has moved blocks; I can't tell from here whether prod-eu state already went through them.")
        .user("ok whatever, not today")
        .stop("Ok."),
    planted: [],
  },
  {
    id: "b180-backup-vault",
    build: (s) =>
      s
        .user("need to know what AWS Backup does for the prod dynamodb tables")
        .bash(
          "aws backup list-backup-plans --profile prod-readonly --query 'BackupPlansList[].[BackupPlanName]' --output text && aws backup get-backup-plan --backup-plan-id 3f1e... --profile prod-readonly --query 'BackupPlan.Rules[].[RuleName,TargetBackupVaultName,ScheduleExpression]' --output text",
          "prod-daily\ndaily-dynamo\tprod-vault\tcron(0 5 * * ? *)",
        )
        .assistant(
          "Prod DynamoDB tables are backed up daily at 05:00 UTC by the `prod-daily` plan into the prod-vault backup vault. There's no copy action, so all backups stay in us-east-1.",
        )
        .user(
          "yeah that's the gap. we need a cross-region copy to us-west-2 for those, dr review is in february. let's not do it in this session, I want to size the cost first",
        )
        .stop("Noted; nothing changed."),
    planted: [
      { kind: "fact", keys: ["prod-vault"] },
      { kind: "task", keys: ["us-west-2"] },
    ],
  },
  {
    id: "b180-tfenv",
    build: (s) =>
      s
        .user("terraform says the state was written by 1.8.2 and I have 1.7.5 locally. who upgraded?")
        .bash("cat .terraform-version; tfenv list", "1.7.5\n* 1.7.5 (set by /repo/.terraform-version)\n  1.8.2")
        .assistant(
          "The repo pins 1.7.5 in .terraform-version, but someone ran 1.8.2 against the dev state; tfenv has it installed too. The state format is compatible in one direction only.",
        )
        .user(
          "sigh. ok, decision: we move to 1.8.2, bump .terraform-version in this PR. and use tfenv for the terraform binary, always, no brew terraform, that's exactly how this happened",
        )
        .file("Edit", ".terraform-version")
        .bash("tfenv use 1.8.2 && terraform version | head -1", "Terraform v1.8.2")
        .assistant(".terraform-version is now 1.8.2.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["1.8.2"] },
      { kind: "instruction", keys: ["tfenv"] },
    ],
  },
  {
    id: "b180-data-source-question",
    build: (s) =>
      s
        .user("is it better to read the vpc id through terraform_remote_state or through a data source lookup by tag?")
        .assistant(
          "Trade-off: remote_state couples you to the other stack's outputs and needs read access to its state; a data source by tag only needs the tag to exist, but a mistagged VPC silently changes the result.",
        )
        .user("what do other teams usually do?")
        .assistant("Both are common. Larger orgs tend to publish outputs to SSM parameters so consumers don't read each other's state at all.")
        .user("interesting. I'll think about it, no rush")
        .stop("Sure."),
    planted: [],
  },
  {
    id: "b180-transit-gateway",
    build: (s) =>
      s
        .user("I want to add a route to the transit gateway for the analytics vpc")
        .bash("git log --format='%an' -- stacks/networking/tgw.tf | sort | uniq -c | sort -rn | head -2", "     37 Priya Raman\n      4 Marco Bellini")
        .assistant("Before I touch it: stacks/networking/tgw.tf is almost entirely Priya's commits. Is the TGW ours to change?")
        .user(
          "good instinct. Priya's team owns the transit gateway and all its route tables, we just consume it. I'll ask her to add the route; don't edit tgw.tf",
        )
        .assistant("Ok, I'll leave tgw.tf alone and just put the attachment request in a note for her.")
        .file("Write", "notes/tgw-route-request.md")
        .stop(),
    planted: [{ kind: "fact", keys: ["priya", "transit gateway"] }],
  },
  {
    id: "b180-log-retention",
    build: (s) =>
      s
        .user("CloudWatch is our third biggest line in prod. which log groups are the problem?")
        .bash(
          "aws logs describe-log-groups --profile prod-readonly --query 'logGroups[?!retentionInDays].[logGroupName,storedBytes]' --output text | sort -k2 -rn | head -3",
          "/ecs/orders-api\t2199023255552\n/aws/lambda/notifier\t412316860416\n/ecs/payments-worker\t301989888000",
        )
        .assistant(
          "The biggest groups have no retention at all (never expire): /ecs/orders-api alone stores about 2 TiB. Options: a blanket retention in the logs module, or per-service values.",
        )
        .user(
          "blanket, in the module: 30 days retention for dev and stage, 365 for prod, done. and a follow-up for later, prod logs should also go to the log-archive account through firehose, but that's a bigger piece of work",
        )
        .file("Edit", "modules/logs/main.tf")
        .bash("cd envs/dev && terraform apply -auto-approve | tail -1", "Apply complete! Resources: 0 added, 38 changed, 0 destroyed.")
        .assistant("Retention set through the module; dev applied (38 log groups). Stage next, prod waits for the window.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["365"] },
      { kind: "task", keys: ["firehose"] },
    ],
  },
  {
    id: "b180-partner-cert",
    build: (s) =>
      s
        .user("the partner API uses mTLS with a client cert we uploaded by hand. when does it expire?")
        .bash(
          "aws acm describe-certificate --certificate-arn arn:aws:acm:us-east-1:412398765012:certificate/7d1c... --profile prod-readonly --query 'Certificate.[DomainName,NotAfter]' --output text",
          "partner-gw.acme.io\t2026-12-15T23:59:59+00:00",
        )
        .assistant("The partner-gw.acme.io certificate expires on 2026-12-15, about two and a half weeks from now. It's imported, so ACM won't renew it.")
        .user(
          "oh great. ok, open item: get the new partner mtls cert from their CA and import it before the 15th. I'll email them tomorrow, nothing to do right now",
        )
        .stop("Noted."),
    planted: [{ kind: "task", keys: ["mtls", "cert"] }],
  },
  {
    id: "b180-prod-guardrails",
    build: (s) =>
      s
        .user("someone nearly deleted the sessions table in stage yesterday with a rename. how is prod protected right now?")
        .bash(
          "grep -rn 'deletion_protection\\|prevent_destroy' envs/prod stacks | wc -l; aws dynamodb describe-table --table-name sessions-prod --profile prod-readonly --query 'Table.DeletionProtectionEnabled'",
          "3\nfalse",
        )
        .assistant(
          "Barely: only 3 places in the whole repo set deletion_protection or prevent_destroy, and sessions-prod has deletion protection off. A rename in the module would have been a destroy-and-create there too.",
        )
        .user(
          "ok, two rules for prod from now on, write them into CONTRIBUTING too:\n- deletion_protection = true on every RDS instance and dynamodb table in prod\n- lifecycle { prevent_destroy = true } on the state buckets and the KMS keys\nand rename things with moved blocks, never by hand",
        )
        .file("Edit", "CONTRIBUTING.md")
        .file("Edit", "modules/dynamodb/main.tf")
        .assistant("CONTRIBUTING.md has both rules; the dynamodb module now sets deletion_protection_enabled from a variable that defaults to true in prod.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["deletion_protection"] },
      { kind: "instruction", keys: ["prevent_destroy"] },
      { kind: "instruction", keys: ["moved blocks"] },
    ],
  },
  {
    id: "b180-eu-residency-region",
    build: (s) =>
      s
        .user("legal wants the new EU customer data stack in the EU, separate account. which region, eu-west-1 like prod-eu or eu-central-1?")
        .bash(
          "aws ec2 describe-availability-zones --region eu-central-1 --profile eu-data --query 'AvailabilityZones[].ZoneName' --output text",
          "eu-central-1a\teu-central-1b\teu-central-1c",
        )
        .assistant(
          "Both have three AZs and everything we use. eu-west-1 keeps us next to prod-eu and its peering; eu-central-1 (Frankfurt) is what the German customers' contracts name, according to the legal doc you linked last week.",
        )
        .user("then eu-central-1, Frankfurt. contracts win. account is 771204558813")
        .file("Write", "envs/eu-data/providers.tf")
        .bash(
          "aws service-quotas get-service-quota --service-code ec2 --quota-code L-1216C47A --region eu-central-1 --profile eu-data --query 'Quota.Value'",
          "32.0",
        )
        .assistant("The new account has the default 32 vCPU on-demand quota in eu-central-1; the EKS node groups we'd mirror from prod-eu need about 96.")
        .user("ok, then a todo: file the vCPU quota increase for the eu-data account before january, AWS takes a week sometimes. not doing it today")
        .stop("Noted."),
    planted: [
      { kind: "decision", keys: ["eu-central-1"] },
      { kind: "fact", keys: ["771204558813"] },
      { kind: "task", keys: ["quota"] },
    ],
  },
  {
    id: "b180-ssh-open-world",
    build: (s) =>
      s
        .bash(
          "aws ec2 describe-security-groups --profile dev-admin --filters Name=ip-permission.cidr,Values=0.0.0.0/0 Name=ip-permission.from-port,Values=22 --query 'SecurityGroups[].GroupId' --output text",
          "sg-0d4e11c2a7b5f9e01\tsg-09a77f3e2c1d4b8a6",
        )
        .assistant(
          "Two security groups in dev allow SSH (22) from 0.0.0.0/0: sg-0d4e11c2a7b5f9e01 and sg-09a77f3e2c1d4b8a6, both created by the old jenkins module.",
        )
        .user(
          "remove those. and pls dont ever open 22 or 3389 to 0.0.0.0/0 in any env again, dev included, we have session manager for that now. we shoud also get an AWS Config rule that flags it automatically, but later, its not urgent",
        )
        .file("Edit", "modules/jenkins/security.tf")
        .bash("cd envs/dev && terraform apply -auto-approve | tail -1", "Apply complete! Resources: 0 added, 2 changed, 0 destroyed.")
        .assistant("Both ingress rules removed in dev.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["0.0.0.0/0"] },
      { kind: "task", keys: ["config rule"] },
    ],
  },
  {
    id: "b180-slow-payments-plan",
    build: (s) =>
      s
        .user("why does the payments plan take 6 minutes?")
        .bash(
          "cd envs/prod && terraform state list | cut -d. -f1-2 | sed 's/\\[.*//' | sort | uniq -c | sort -rn | head -3",
          "    912 module.payments.aws_s3_object\n     44 module.payments.aws_iam_policy\n     31 module.payments.aws_cloudwatch_metric_alarm",
        )
        .assistant(
          "Confirmed: 912 of the stack's resources are aws_s3_object entries for the checkout page's static assets, and each one is a HeadObject during refresh. That's what makes the payments plan slow.",
        )
        .user("lol. what would it take to get those out of terraform?")
        .assistant(
          "Upload the assets with `aws s3 sync` in the checkout pipeline, then take the objects out of state: either `terraform state rm` in a script during the window, or `removed` blocks (1.7+) so the change is visible in the PR.",
        )
        .user("state rm by hand in prod makes me nervous. go with removed blocks plus the s3 sync in the pipeline, that way it's reviewed like everything else")
        .file("Edit", "stacks/payments/assets.tf")
        .bash("cd envs/dev && terraform plan | tail -1", "Plan: 0 to add, 0 to change, 0 to destroy. 912 resources will be removed from state (not destroyed).")
        .assistant("Dev plan: 912 objects leave the state, nothing destroyed.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["aws_s3_object"] },
      { kind: "decision", keys: ["removed blocks"] },
    ],
  },
  {
    id: "b180-alarm-routing",
    build: (s) =>
      s
        .user("where do the cloudwatch alarms in stage send notifications?")
        .bash(
          "aws sns list-subscriptions-by-topic --topic-arn arn:aws:sns:us-east-1:230145987611:stage-alarms --profile stage-admin --query 'Subscriptions[].[Protocol,Endpoint]' --output text",
          "email\tplatform-team@acme.io\nemail\tjdoe@acme.io",
        )
        .assistant(
          "Stage alarms go to an SNS topic with two email subscriptions: the platform-team list and jdoe personally. I'd suggest routing them to Opsgenie through its SNS integration so they get on-call routing and dedup, and keeping email only for dev.",
        )
        .user(
          "yes, agreed, opsgenie for stage and prod. and while you're renaming things: alarm names follow <env>-<service>-<metric>, e.g. prod-orders-api-5xx, lower case, nothing else",
        )
        .file("Edit", "stacks/monitoring/sns.tf")
        .file("Edit", "stacks/monitoring/alarms.tf")
        .assistant("Stage topic now has the Opsgenie HTTPS subscription; 27 alarms renamed to the <env>-<service>-<metric> scheme.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["opsgenie"] },
      { kind: "instruction", keys: ["<env>-<service>"] },
    ],
  },
  {
    id: "b180-prod-admin-holders",
    build: (s) =>
      s
        .user("who can actually assume prod-admin right now? security review question")
        .bash(
          "aws identitystore list-group-memberships --identity-store-id d-9067a1b2c3 --group-id 94d8-prod-admins --profile management --query 'GroupMemberships[].MemberId.UserId' --output text | xargs -n1 ./scripts/sso-user-name.sh",
          "Marco Bellini\nJan Novak",
        )
        .assistant("Two people are in the prod-admin SSO group: Marco Bellini and you (Jan Novak). No service roles map to it.")
        .user(
          "right, just me and Marco with prod-admin. that's on purpose. for the review though we need a break-glass role in prod with hardware MFA and an alarm on use — follow-up, write it down, I'll do it with Marco next week",
        )
        .stop("Noted as a follow-up."),
    planted: [
      { kind: "fact", keys: ["marco", "prod-admin"] },
      { kind: "task", keys: ["break-glass"] },
    ],
  },
  {
    id: "b180-ecr-shared",
    build: (s) =>
      s
        .user("each env account has its own ECR repos and CI pushes the same image three times. can we do better?")
        .bash("for p in dev-admin stage-admin prod-readonly; do aws ecr describe-repositories --profile $p --query 'length(repositories)'; done", "23\n23\n23")
        .assistant(
          "Two options: one set of repos in shared-services and cross-account pull permissions, or push once to shared-services and let ECR replication copy images into the env accounts. Replication keeps pulls local to each account, which matters for the NAT bill in dev.",
        )
        .user("replication. push once to shared-services, replicate to dev/stage/prod")
        .file("Write", "stacks/ecr/replication.tf")
        .bash("cd envs/shared-services && terraform plan -no-color | tail -1", "Plan: 24 to add, 0 to change, 0 to destroy.")
        .assistant("Planned: 23 repos plus the replication configuration in shared-services.")
        .user(
          "looks right. later on we need an ecr lifecycle policy that keeps the last 30 images per repo, prod has like 4000 tags. and one last thing, when you paste plans to me always use -no-color, the escape codes make a mess of my terminal",
        )
        .stop("Will do."),
    planted: [
      { kind: "decision", keys: ["replication"] },
      { kind: "task", keys: ["30 images"] },
      { kind: "instruction", keys: ["-no-color"] },
    ],
  },
  {
    id: "b180-apply-timeout-retry",
    build: (s) =>
      s
        .user("stage apply failed on a timeout creating the opensearch domain. run it again")
        .bash(
          "cd envs/stage && terraform apply -auto-approve 2>&1 | tail -5",
          'Warning: Argument is deprecated\n\n  with module.search.aws_opensearch_domain.main,\n  "ebs_options.iops" must always be set together with throughput; this will never be inferred in a future version\n\nApply complete! Resources: 1 added, 0 changed, 0 destroyed.',
        )
        .assistant("Second run went through: the OpenSearch domain is created. There's a deprecation warning about ebs_options that doesn't block anything.")
        .user("ok thanks")
        .assistant("Domain endpoint is in the outputs if the search team asks.")
        .user("cool")
        .stop("👍"),
    planted: [],
  },
  {
    id: "b180-bucket-keys-idea",
    build: (s) =>
      s
        .user("anything cheap we could do about the KMS request costs in stage?")
        .assistant("One idea: enable S3 Bucket Keys on the buckets that use SSE-KMS. It cuts the number of KMS calls for object writes and reads a lot.")
        .bash(
          'aws ce get-cost-and-usage --profile stage-admin --time-period Start=2026-10-01,End=2026-11-01 --granularity MONTHLY --metrics UnblendedCost --filter \'{"Dimensions":{"Key":"SERVICE","Values":["AWS Key Management Service"]}}\'',
          '{"ResultsByTime":[{"Total":{"UnblendedCost":{"Amount":"14.82","Unit":"USD"}}}]}',
        )
        .assistant("Stage spent $14.82 on KMS in October, so the saving would be a few dollars a month.")
        .user("meh. not worth a PR for that, leave it")
        .assistant("Ok, no changes.")
        .stop(),
    planted: [],
  },
];

export const BLIND180 = plantedSet(BLIND180_SESSIONS, Date.UTC(2026, 10, 8, 9));
