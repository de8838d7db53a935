/**
 * Blind planted set 151 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a Terraform/AWS consultant on a client engagement (Halvorsen) who writes structured notes
 * with headings (Decisions / Facts / Todo) into the chat, plus loose remarks, typos and asides between them.
 * Each session is one segment; the items planted in it are listed with it: 76 items (18 decisions, 17 instructions, 22 facts, 19 tasks) in 47 sessions, 13 of which plant nothing (62 user/assistant messages between them).
 * Every other message
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

export const BLIND151_SESSIONS: BlindSession[] = [
  {
    id: "b151-state-backend",
    build: (s) =>
      s
        .user(
          "Notes from the kickoff with Halvorsen's platform team, for context:\n\n## Decisions\n- Remote state goes in S3 with a DynamoDB lock table (`tf-state-lock`), not Terraform Cloud. Their security team vetoed TFC.\n- One state file per account per region, no mega-state.\n\n## Facts\n- The management account is only used for billing, nothing else runs there.\n\n## Todo\n- get a read-only role in the audit account from Priya\n\nCan you scaffold backend.tf for the dev account first?",
        )
        .file("Write", "envs/dev/backend.tf")
        .bash(
          "cd envs/dev && terraform init",
          'Initializing the backend...\n\nSuccessfully configured the backend "s3"! Terraform will automatically\nuse this backend unless the backend configuration changes.\n\nTerraform has been successfully initialized!',
        )
        .assistant("backend.tf is in envs/dev, pointing at halv-tfstate-dev with the tf-state-lock table; init went through cleanly.")
        .user("nice, looks right")
        .stop(),
    planted: [
      { kind: "decision", keys: ["dynamodb"] },
      { kind: "decision", keys: ["state file", "region"] },
      { kind: "fact", keys: ["management account", "billing"] },
      { kind: "task", keys: ["read-only", "priya"] },
    ],
  },
  {
    id: "b151-provider-pin",
    build: (s) =>
      s
        .user("terraform plan blows up on the aws provider again")
        .bash(
          "terraform plan",
          '╷\n│ Error: Unsupported argument\n│\n│   on modules/iam-role/main.tf line 22, in resource "aws_iam_role" "this":\n│   22:   inline_policy {\n│\n│ An argument named "inline_policy" is not expected here.\n╵\nprovider registry.terraform.io/hashicorp/aws v5.31.0',
          1,
        )
        .assistant(
          "The lock file got bumped to aws 5.31.0 on someone's machine and the iam-role module still uses the old inline_policy block. Two ways out: pin the provider back to ~> 5.30.0, or rewrite the module to use aws_iam_role_policy. Which one?",
        )
        .user("pin it. we stay on aws provider 5.30.x until the Q1 upgrade window, Marek doesnt want provider churn mid-migration")
        .file("Edit", "versions.tf")
        .bash(
          "terraform init -upgrade",
          '- Finding hashicorp/aws versions matching "~> 5.30.0"...\n- Installing hashicorp/aws v5.30.0...\n\nTerraform has been successfully initialized!',
        )
        .assistant("Pinned to ~> 5.30.0 and re-initialized; plan is clean again.")
        .user(
          "ok. loose remark while I think of it — always commit .terraform.lock.hcl with the change. and FYI their CI runner does `terraform init -lockfile=readonly`, so a stale lock file fails the pipeline outright",
        )
        .stop("Noted, the lock file is staged with versions.tf."),
    planted: [
      { kind: "decision", keys: ["5.30"] },
      { kind: "instruction", keys: [".terraform.lock.hcl"] },
      { kind: "fact", keys: ["lockfile=readonly"] },
    ],
  },
  {
    id: "b151-empty-plan-review",
    build: (s) =>
      s
        .user("what does this mean, why is it replacing the instance?")
        .bash(
          "terraform plan -target=aws_instance.bastion",
          '  # aws_instance.bastion must be replaced\n-/+ resource "aws_instance" "bastion" {\n      ~ ami = "ami-0a1b2c3d" -> "ami-0f9e8d7c" # forces replacement\n    }\n\nPlan: 1 to add, 0 to change, 1 to destroy.',
        )
        .assistant(
          "The AMI id changed, and ami forces replacement. The data source uses most_recent = true, so every new Amazon Linux release shows up as a diff. We could pin the AMI id or add ignore_changes on ami, but I'd want your call before touching it.",
        )
        .user("hm, so it's the data source that changes every run?")
        .assistant("Not every run, only when AWS publishes a new image matching the filter — roughly every couple of weeks.")
        .user("ok leave it, was just curious. thx")
        .stop("Sure, nothing changed."),
    planted: [],
  },
  {
    id: "b151-tagging",
    build: (s) =>
      s
        .user(
          "## Instructions (standing)\n- every resource gets CostCenter, Owner and Env tags through the provider's default_tags — don't tag per resource\n- module and variable names are snake_case, no dashes\n\nnow add default_tags to the dev provider block",
        )
        .file("Edit", "envs/dev/providers.tf")
        .bash("terraform fmt -check -recursive && terraform validate", "Success! The configuration is valid.")
        .assistant("default_tags added to the dev provider with CostCenter, Owner and Env; fmt and validate pass.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["default_tags"] },
      { kind: "instruction", keys: ["snake_case"] },
    ],
  },
  {
    id: "b151-nat-cost",
    build: (s) =>
      s
        .user("Bill for the dev account is 3x last month. look at this")
        .bash(
          "aws ce get-cost-and-usage --time-period Start=2026-10-01,End=2026-11-01 --granularity MONTHLY --metrics UnblendedCost --group-by Type=DIMENSION,Key=USAGE_TYPE | jq '.ResultsByTime[0].Groups[:3]'",
          '[\n  {"Keys": ["EUN1-NatGateway-Bytes"], "Metrics": {"UnblendedCost": {"Amount": "1412.88"}}},\n  {"Keys": ["EUN1-BoxUsage:m6i.xlarge"], "Metrics": {"UnblendedCost": {"Amount": "311.04"}}},\n  {"Keys": ["EUN1-NatGateway-Hours"], "Metrics": {"UnblendedCost": {"Amount": "98.21"}}}\n]',
        )
        .assistant(
          "Almost all of it is NAT gateway data processing, ~31 TB. My guess is image pulls from the ECS tasks, but it could also be the log shipping to the SIEM. Want me to check the flow logs?",
        )
        .user(
          "checked with Tomas — it's the ECR image pulls, they go through the NAT because dev has no VPC endpoints. that's the root cause.\nGoing with interface endpoints for ecr.api + ecr.dkr plus an S3 gateway endpoint, in the network module.\nAlso todo: tag the NAT gateways per AZ so Cost Explorer can split them",
        )
        .file("Edit", "modules/network/endpoints.tf")
        .bash("terraform plan -out=dev.plan | tail -1", "Plan: 4 to add, 0 to change, 0 to destroy.")
        .assistant("Endpoints added to the network module: ecr.api, ecr.dkr (interface) and s3 (gateway). Plan shows 4 to add.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["ecr", "nat"] },
      { kind: "decision", keys: ["ecr.dkr"] },
      { kind: "task", keys: ["nat", "cost explorer"] },
    ],
  },
  {
    id: "b151-empty-fmt",
    build: (s) =>
      s
        .user("run terraform fmt -recursive and validate, nothing else")
        .bash("terraform fmt -recursive", "envs/dev/main.tf\nmodules/network/outputs.tf\nmodules/kms/main.tf")
        .bash("terraform validate", "Success! The configuration is valid.")
        .assistant("fmt rewrote 3 files (whitespace only), validate passes.")
        .user("great ty")
        .assistant("np")
        .stop(),
    planted: [],
  },
  {
    id: "b151-account-ids",
    build: (s) =>
      s
        .user(
          "### Facts (so I stop looking these up)\n- prod account id: 551200934471\n- the SSO permission set we consultants get is `ConsultantAdmin`, sessions expire after 4h\n\ncheck which account my current creds are in pls",
        )
        .bash(
          "aws sts get-caller-identity",
          '{\n    "UserId": "AROAXXXXXXXX:lk@consult.no",\n    "Account": "551200938820",\n    "Arn": "arn:aws:sts::551200938820:assumed-role/AWSReservedSSO_ConsultantAdmin_3f1a/lk@consult.no"\n}',
        )
        .assistant("You're in 551200938820, not prod — that's staging going by the account alias.")
        .user("yep staging, good")
        .stop(),
    planted: [
      { kind: "fact", keys: ["551200934471"] },
      { kind: "fact", keys: ["consultantadmin"] },
      { kind: "fact", keys: ["551200938820"] },
    ],
  },
  {
    id: "b151-module-source",
    build: (s) =>
      s
        .user("how should the env stacks reference the shared modules? right now it's relative paths ../../modules")
        .assistant(
          "Options: (a) git sources with ?ref=<tag> on the infra-modules repo, (b) a private registry, which needs TFC, (c) zipped modules in S3. With TFC off the table I'd go with (a).",
        )
        .user("yes, git sources pinned to a tag. and from now on every module bump goes through a PR in infra-modules with a CHANGELOG entry, no exceptions")
        .file("Edit", "envs/dev/main.tf")
        .bash("terraform init -upgrade | grep -i download", "Downloading git::ssh://git@github.com/halvorsen/infra-modules.git?ref=v1.4.0 for network...")
        .assistant("Switched dev to git::...infra-modules.git?ref=v1.4.0 for all module calls.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["git", "tag"] },
      { kind: "instruction", keys: ["changelog"] },
    ],
  },
  {
    id: "b151-empty-iam-question",
    build: (s) =>
      s
        .user("why does the policy simulator say denied for s3:PutObject on the exports bucket?")
        .bash(
          "aws iam simulate-principal-policy --policy-source-arn arn:aws:iam::551200938820:role/app-exporter --action-names s3:PutObject --resource-arns arn:aws:s3:::halv-staging-export/*",
          '{\n    "EvaluationResults": [\n        {\n            "EvalActionName": "s3:PutObject",\n            "EvalDecision": "implicitDeny",\n            "MatchedStatements": []\n        }\n    ]\n}',
        )
        .assistant(
          "implicitDeny with no matched statements: nothing in the role's policies allows it for that ARN. Maybe an SCP, though the simulator doesn't evaluate those by default.",
        )
        .user("could it be the bucket policy?")
        .assistant(
          "Not from this result — simulate-principal-policy only looks at identity policies unless you pass --resource-policy. Also the bucket in your ARN is halv-staging-export, singular; is that right?",
        )
        .user("ahh no, it's exports. my paste was wrong. ok nvm")
        .stop("Ok."),
    planted: [],
  },
  {
    id: "b151-rds-facts",
    build: (s) =>
      s
        .bash(
          "aws rds describe-db-instances --db-instance-identifier halv-prod-main --query 'DBInstances[0].[EngineVersion,DBInstanceClass,DBParameterGroups[0].DBParameterGroupName]'",
          '[\n    "14.9",\n    "db.r6g.xlarge",\n    "halv-pg14-prod"\n]',
        )
        .assistant("prod main is Postgres 14.9 on db.r6g.xlarge, parameter group halv-pg14-prod. Want me to add it to state with an import block?")
        .user(
          "## Facts\n- prod RDS stays on Postgres 14.9 until the app team finishes their pg_trgm index migration, engine upgrade is blocked on that\n\n## Rules\n- don't import the parameter group halv-pg14-prod into terraform, the DBAs hand-manage it in the console\n\n## Todo\n- write import blocks for the 3 DB subnet groups",
        )
        .assistant("Understood — I'll leave the parameter group alone.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["pg_trgm"] },
      { kind: "instruction", keys: ["halv-pg14-prod"] },
      { kind: "task", keys: ["subnet groups"] },
    ],
  },
  {
    id: "b151-ci-pipeline",
    build: (s) =>
      s
        .user("let's set up plan-on-PR for the infra repo")
        .assistant("I'd suggest Atlantis for this: it handles locking per directory and comments plans on the PR.")
        .user(
          "no Atlantis, they won't run another service. plain GitHub Actions, auth to AWS via OIDC. the role is already there, `gha-terraform-plan`, their security team created it last month",
        )
        .file("Write", ".github/workflows/plan.yml")
        .bash("actionlint .github/workflows/plan.yml", "")
        .assistant("Workflow written: on pull_request it assumes gha-terraform-plan via OIDC and runs plan per changed env dir. actionlint is clean.")
        .user("todo (mine, not yours): ask security to add the new GitHub OIDC thumbprint to the provider before January")
        .stop("Ok."),
    planted: [
      { kind: "decision", keys: ["oidc"] },
      { kind: "fact", keys: ["gha-terraform-plan"] },
      { kind: "task", keys: ["thumbprint"] },
    ],
  },
  {
    id: "b151-empty-chitchat",
    build: (s) =>
      s
        .user("morning. slow day, their VPN is down again")
        .assistant("Morning! Want me to do anything that doesn't need their network meanwhile?")
        .user("let's just look at the plan file from yesterday's PR")
        .bash("terraform show -no-color pr-212.plan | tail -3", "  }\n\nPlan: 2 to add, 0 to change, 0 to destroy.")
        .assistant("Two adds: the CloudWatch log group for the exporter and its subscription filter. Nothing changed or destroyed.")
        .user("ok cool, matches what I expected")
        .stop(),
    planted: [],
  },
  {
    id: "b151-workspaces",
    build: (s) =>
      s
        .user("should we use terraform workspaces for the envs or keep dirs?")
        .assistant(
          "Workspaces share one backend config and code path, which makes it easy to apply to the wrong env by forgetting `workspace select`. Directory per env (envs/dev, envs/staging, envs/prod) is more explicit and lets envs drift deliberately. I'd keep dirs.",
        )
        .user("agreed, directory per env, no workspaces")
        .bash("ls envs/", "dev\nprod\nstaging")
        .assistant("The layout already matches; nothing to change.")
        .user("ah and remind me friday to delete the old `default` workspace state that's still in the bucket")
        .stop("Will do."),
    planted: [
      { kind: "decision", keys: ["workspaces"] },
      { kind: "task", keys: ["default", "workspace"] },
    ],
  },
  {
    id: "b151-log-shipper",
    build: (s) =>
      s
        .bash(
          "aws lambda get-function-configuration --function-name halv-log-shipper --query '[Runtime,Role]'",
          '[\n    "python3.8",\n    "arn:aws:iam::551200934471:role/halv-log-shipper-exec"\n]',
        )
        .user("so the log shipper is still on python3.8?")
        .assistant("Yes, runtime python3.8, which AWS has deprecated; new functions can't be created with it anymore.")
        .user(
          "right. for the notes: the log-shipper lambda belongs to the SecOps team (Jonas). we only manage its IAM role. Todo: ping Jonas about the python3.8 deprecation",
        )
        .stop("Noted."),
    planted: [
      { kind: "fact", keys: ["log-shipper", "secops"] },
      { kind: "task", keys: ["python3.8", "jonas"] },
    ],
  },
  {
    id: "b151-empty-destroy",
    build: (s) =>
      s
        .user("destroy the scratch stack in my sandbox, envs/sandbox-lk")
        .bash("cd envs/sandbox-lk && terraform destroy -auto-approve | tail -1", "Destroy complete! Resources: 12 destroyed.")
        .assistant("Done, 12 resources destroyed.")
        .user("did it remove the bucket too?")
        .assistant("Yes — force_destroy was set on it, so the bucket and its 40 objects went with it.")
        .user("perfect")
        .stop(),
    planted: [],
  },
  {
    id: "b151-naming",
    build: (s) =>
      s
        .user(
          "btw naming convention for everything new: `halv-<env>-<service>-<thing>`, e.g. halv-prod-billing-sg. apply that to the new SG you're adding for the billing workers",
        )
        .file("Edit", "envs/prod/billing.tf")
        .bash(
          "terraform plan | grep -E '^\\s+[#+~-]' | head -5",
          '  # aws_security_group.billing_workers will be created\n  + name = "halv-prod-billing-workers-sg"',
        )
        .assistant(
          "Done. The existing billing SG is called `billing-sg-2`, which doesn't match. Renaming it forces a replacement (and a short ENI reattach). Rename it or leave it?",
        )
        .user("leave billing-sg-2 as it is, not worth a replacement. convention is for new stuff only")
        .stop("Leaving it."),
    planted: [
      { kind: "instruction", keys: ["halv-<env>"] },
      { kind: "decision", keys: ["billing-sg-2"] },
    ],
  },
  {
    id: "b151-kms",
    build: (s) =>
      s
        .user(
          "## Decisions (KMS)\n- one CMK per env, alias `alias/halv-<env>-data`, no per-service keys\n- automatic key rotation enabled on all of them\n\nwrite the kms module",
        )
        .file("Write", "modules/kms/main.tf")
        .file("Write", "modules/kms/variables.tf")
        .bash("cd modules/kms && terraform init -backend=false >/dev/null && terraform validate", "Success! The configuration is valid.")
        .assistant("modules/kms creates one key per env with enable_key_rotation = true and the alias/halv-<env>-data alias.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cmk"] },
      { kind: "decision", keys: ["rotation"] },
    ],
  },
  {
    id: "b151-empty-explain",
    build: (s) =>
      s
        .user("explain for_each vs count again, the client asked me and I blanked")
        .assistant(
          'count makes a list indexed 0..n-1; for_each makes a map keyed by your strings. Addresses with count are positional (aws_subnet.this[2]), with for_each they\'re named (aws_subnet.this["eu-north-1c"]).',
        )
        .user("and if I remove an item from the middle of a count list?")
        .assistant("Everything after it shifts down an index, so Terraform plans to destroy and recreate those. With for_each only the removed key goes away.")
        .user("right ok, that's what I told them. ty")
        .stop(),
    planted: [],
  },
  {
    id: "b151-drift",
    build: (s) =>
      s
        .bash(
          "cd envs/prod && terraform plan -refresh-only -no-color | head -12",
          '  # aws_security_group.api has changed\n  ~ resource "aws_security_group" "api" {\n      ~ ingress = [\n          + {\n              + cidr_blocks = ["0.0.0.0/0"]\n              + from_port   = 22\n              + to_port     = 22\n            },\n        ]\n    }',
        )
        .assistant("Someone added 0.0.0.0/0 on port 22 to the api SG outside Terraform.")
        .user(
          "ugh. confirmed w/ Tomas: the on-call SREs edit security groups in the console during incidents, that's where the drift comes from. not fighting that process.\nbut from now on, run a refresh-only plan before every prod apply and show me the drift first",
        )
        .assistant("Ok. Should I revert this one now?")
        .user("yes, revert it")
        .file("Edit", "envs/prod/api.tf")
        .stop("Reverted in code; the next apply removes the rule."),
    planted: [
      { kind: "fact", keys: ["on-call", "console"] },
      { kind: "instruction", keys: ["refresh-only"] },
    ],
  },
  {
    id: "b151-s3-cleanup",
    build: (s) =>
      s
        .user(
          "TODO list for the s3 cleanup, NOT today:\n- enable versioning on halv-prod-exports\n- lifecycle rule to expire noncurrent versions after 90 days\n- block public access at the account level (needs Marek's ok)\n\ntoday just list the buckets with no default encryption",
        )
        .bash(
          "for b in $(aws s3api list-buckets --query 'Buckets[].Name' --output text); do aws s3api get-bucket-encryption --bucket $b >/dev/null 2>&1 || echo $b; done",
          "halv-legacy-uploads\nhalv-prod-exports-old",
        )
        .assistant("Two buckets without default encryption: halv-legacy-uploads and halv-prod-exports-old.")
        .user("ok thanks")
        .stop(),
    planted: [
      { kind: "task", keys: ["versioning", "halv-prod-exports"] },
      { kind: "task", keys: ["noncurrent", "90"] },
      { kind: "task", keys: ["block public access"] },
    ],
  },
  {
    id: "b151-empty-typo",
    build: (s) =>
      s
        .user("typo in modules/network/variables.tf, 'desciption' on line 14, fix it")
        .file("Edit", "modules/network/variables.tf")
        .assistant("Fixed.")
        .user("and the same one in outputs.tf?")
        .file("Edit", "modules/network/outputs.tf")
        .assistant("Fixed that too — there were two in outputs.tf.")
        .stop(),
    planted: [],
  },
  {
    id: "b151-eks",
    build: (s) =>
      s
        .bash("aws eks describe-cluster --name halv-prod --query 'cluster.[version,status]'", '[\n    "1.27",\n    "ACTIVE"\n]')
        .assistant("The prod cluster is EKS 1.27, which leaves standard support soon. Want me to look at the upgrade path in eks/?")
        .user(
          "no. fact: EKS is run by the other vendor, Northwind — we only do the VPC and the IAM around it. and don't plan or touch anything under eks/ at all, even read-only plans lock their state",
        )
        .stop("Understood."),
    planted: [
      { kind: "fact", keys: ["northwind"] },
      { kind: "instruction", keys: ["eks/"] },
    ],
  },
  {
    id: "b151-budgets",
    build: (s) =>
      s
        .user(
          "Decisions from today's call:\n1. AWS Budgets alerts at 80% and 100% per account, to finops@halvorsen.no\n2. we're NOT buying savings plans this quarter\n\nwrite the budgets module",
        )
        .file("Write", "modules/budgets/main.tf")
        .bash("terraform validate", "Success! The configuration is valid.")
        .assistant("modules/budgets creates one monthly cost budget per account with notifications at 80% and 100% to finops@halvorsen.no.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["80%"] },
      { kind: "decision", keys: ["savings plans"] },
    ],
  },
  {
    id: "b151-empty-slow-apply",
    build: (s) =>
      s
        .user("plan takes forever on dev, 14 minutes. maybe the provider refreshes everything?")
        .bash("time terraform plan -refresh=false >/dev/null", "real\t1m52.410s\nuser\t0m41.002s\nsys\t0m6.118s")
        .assistant(
          "Without refresh it's under 2 minutes, so refresh is most of it — dev state has ~900 resources. Splitting the state is one option; -refresh=false for quick iterations is another.",
        )
        .user("hmm, not sure splitting helps us. let me think about it")
        .assistant("Sure. I can get a per-resource timing breakdown with TF_LOG=trace if useful.")
        .user("not now")
        .stop(),
    planted: [],
  },
  {
    id: "b151-secrets",
    build: (s) =>
      s
        .user("where do the db passwords come from right now?")
        .bash(
          "grep -rn 'aws_ssm_parameter' envs/prod | head -3",
          'envs/prod/db.tf:41:resource "aws_ssm_parameter" "db_password" {\nenvs/prod/db.tf:42:  name  = "/halv/prod/db/password"\nenvs/prod/db.tf:43:  type  = "SecureString"',
        )
        .assistant("They're SecureString parameters in SSM Parameter Store, e.g. /halv/prod/db/password, written by Terraform.")
        .user(
          "ok so, rule for anything new: secrets live in Secrets Manager, never in tfvars and never as terraform outputs. migrate the ssm ones over too... actually no, scratch the migration — the app reads /halv/prod/db/password from SSM directly at boot, leave those where they are",
        )
        .stop("Leaving the SSM parameters as they are."),
    planted: [
      { kind: "instruction", keys: ["secrets manager"] },
      { kind: "fact", keys: ["/halv/prod/db"] },
    ],
  },
  {
    id: "b151-backups",
    build: (s) =>
      s
        .bash("aws backup list-backup-plans --query 'BackupPlansList[].BackupPlanName'", '[\n    "halv-daily"\n]')
        .user(
          "## Facts\n- AWS Backup plan `halv-daily` already covers RDS and EFS, 35 day retention — run by the client's ops, not by us\n\n## Todo\n- add the DynamoDB tables to the backup plan once Marek signs off",
        )
        .assistant("Ok, I won't touch halv-daily in code for now.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["halv-daily"] },
      { kind: "task", keys: ["dynamodb", "backup"] },
    ],
  },
  {
    id: "b151-house-rules",
    build: (s) =>
      s
        .user(
          "couple of house rules before you go further:\n- plan output goes into the PR as a collapsed <details> block\n- never run terraform apply from your session, applies are mine\n- run `tflint --recursive` before pushing anything",
        )
        .bash(
          "tflint --recursive",
          '2 issue(s) found:\n\nWarning: variable "legacy_cidr" is declared but not used (terraform_unused_declarations)\n\n  on modules/network/variables.tf line 31',
        )
        .assistant("tflint flags one unused variable, legacy_cidr in the network module. Remove it?")
        .user("yes")
        .file("Edit", "modules/network/variables.tf")
        .stop("Removed."),
    planted: [
      { kind: "instruction", keys: ["details"] },
      { kind: "instruction", keys: ["terraform apply"] },
      { kind: "instruction", keys: ["tflint"] },
    ],
  },
  {
    id: "b151-wrap-up",
    build: (s) =>
      s
        .bash(
          "git log --oneline -4",
          "a81f0c2 [prod] api SG: revert console ingress\n4c0e9d1 [dev] vpc endpoints for ecr/s3\n77b2a10 kms module\n03de6f4 budgets module",
        )
        .user(
          "wrap up for today. Todo for tomorrow:\n- route53 health checks for the public api\n- the WAF rule blocking /admin from outside the office range\nand remind me to send Marek my invoice hours for November",
        )
        .assistant("Got it.")
        .stop(),
    planted: [
      { kind: "task", keys: ["health checks"] },
      { kind: "task", keys: ["waf"] },
      { kind: "task", keys: ["invoice"] },
    ],
  },
  {
    id: "b151-empty-status",
    build: (s) =>
      s
        .user("where are we with the network module PR?")
        .bash("gh pr view 214 --json state,reviewDecision,statusCheckRollup -q '.state, .reviewDecision'", "OPEN\nREVIEW_REQUIRED")
        .assistant("PR 214 is open, checks green, waiting on a review. Nobody's been requested yet.")
        .user("request Tomas")
        .bash("gh pr edit 214 --add-reviewer tomas-halv", "https://github.com/halvorsen/infra/pull/214")
        .assistant("Requested Tomas as reviewer.")
        .stop(),
    planted: [],
  },
  {
    id: "b151-empty-quoted-config",
    build: (s) =>
      s
        .user("what's in the old Makefile they sent? paste the interesting bits")
        .bash(
          "sed -n 1,12p legacy/Makefile",
          "# TODO: remove once everything is in CI\n# NOTE: always run `make init` first, never apply without a plan file\n# you must export AWS_PROFILE before anything\napply:\n\tterraform apply plan.out\n",
        )
        .assistant(
          "It's a thin wrapper: init, plan to plan.out, apply plan.out. The comments are old advice from whoever wrote it, and it assumes AWS_PROFILE is exported.",
        )
        .user("lol 'never apply without a plan file' and then it has no plan target dependency. whatever")
        .assistant("Yeah, apply doesn't depend on plan, so it would apply a stale plan.out if one is lying around.")
        .user("classic. ok moving on")
        .stop(),
    planted: [],
  },
  {
    id: "b151-vpc-cidr",
    build: (s) =>
      s
        .bash(
          "aws ec2 describe-vpcs --query 'Vpcs[].[Tags[?Key==`Name`]|[0].Value,CidrBlock]' --output text",
          "halv-prod\t10.40.0.0/16\nhalv-staging\t10.41.0.0/16\nhalv-dev\t10.42.0.0/16",
        )
        .user(
          "for the record prod is 10.40.0.0/16, staging .41, dev .42 — and the office network is 10.8.0.0/16, which they can't change. For connecting them we go with a transit gateway, not VPC peering; decided with Marek this morning",
        )
        .assistant("Noted. I'll draft the transit gateway module next session.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["10.8.0.0/16"] },
      { kind: "fact", keys: ["10.40.0.0/16"] },
      { kind: "decision", keys: ["transit gateway"] },
    ],
  },
  {
    id: "b151-empty-cert",
    build: (s) =>
      s
        .user("is the api cert going to expire soon?")
        .bash(
          "aws acm describe-certificate --certificate-arn $API_CERT --query 'Certificate.[NotAfter,RenewalEligibility]'",
          '[\n    "2027-03-02T23:59:59+00:00",\n    "ELIGIBLE"\n]',
        )
        .assistant("No — it's valid until March 2027 and eligible for managed renewal.")
        .user("good. and the staging one?")
        .assistant("Same setup, I'd expect the same; want me to check it?")
        .user("no that's fine")
        .stop(),
    planted: [],
  },
  {
    id: "b151-regions",
    build: (s) =>
      s
        .user("the cloudfront cert resource fails, says the certificate must be in us-east-1?")
        .bash(
          "terraform plan 2>&1 | grep -A2 Error",
          "Error: error creating CloudFront Distribution: InvalidViewerCertificate: The specified SSL certificate doesn't exist, isn't in us-east-1 region",
        )
        .assistant("CloudFront only accepts ACM certs from us-east-1; adding a us-east-1 provider alias for the cert resource.")
        .file("Edit", "envs/prod/cdn.tf")
        .user(
          "yes. general fact for this client: everything runs in eu-north-1, the only exception is the CloudFront certs in us-east-1.\nTodo later: clean up the leftovers in eu-west-1 from their old sandbox",
        )
        .stop("Noted."),
    planted: [
      { kind: "fact", keys: ["eu-north-1"] },
      { kind: "task", keys: ["eu-west-1"] },
    ],
  },
  {
    id: "b151-commits",
    build: (s) =>
      s
        .bash("git commit -m 'kms module'", "[h-kms 77b2a10] kms module\n 2 files changed, 64 insertions(+)")
        .user("commit message style for this repo pls: `[env] short summary (INFRA-123)` — the Jira key in parens at the end, their tooling parses it")
        .bash("git commit --amend -m '[all] kms module (INFRA-88)'", "[h-kms 9d1e3b7] [all] kms module (INFRA-88)")
        .assistant("Amended to `[all] kms module (INFRA-88)`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["jira"] }],
  },
  {
    id: "b151-empty-ask-docs",
    build: (s) =>
      s
        .user("does aws_s3_bucket_lifecycle_configuration need versioning on to expire noncurrent versions?")
        .assistant("The rule can be created either way, but noncurrent version expiration only does anything on a versioned bucket.")
        .user("and does it conflict with lifecycle_rule inside aws_s3_bucket?")
        .assistant("Yes, in provider v4+ you shouldn't use both on the same bucket; they'll fight each other on every apply.")
        .user("ok good to know")
        .stop(),
    planted: [],
  },
  {
    id: "b151-log-retention",
    build: (s) =>
      s
        .user("## Decisions\n- CloudWatch log retention: 30 days everywhere\n\nset that on all log groups in the logging module")
        .file("Edit", "modules/logging/main.tf")
        .bash("terraform plan -no-color | grep retention_in_days | sort | uniq -c", "     14       ~ retention_in_days = 0 -> 30")
        .assistant("14 log groups go from never-expire to 30 days.")
        .user(
          "hold on, Priya just pinged — compliance needs a year+ for prod audit logs. scratch the 30 days. final: 400 days retention in prod, 30 in dev and staging",
        )
        .file("Edit", "modules/logging/variables.tf")
        .bash("terraform plan -no-color | grep retention_in_days | sort | uniq -c", "     14       ~ retention_in_days = 0 -> 400")
        .assistant("Made retention a variable: prod passes 400, dev and staging 30.")
        .stop(),
    planted: [{ kind: "decision", keys: ["400"] }],
  },
  {
    id: "b151-ecs-deploys",
    build: (s) =>
      s
        .user("why does every plan want to change the ecs service?")
        .bash("terraform plan -no-color -target=aws_ecs_service.api | grep task_definition", '      ~ task_definition = "halv-api:212" -> "halv-api:198"')
        .assistant("Terraform wants to roll the service back to revision 198; the live one is 212. Something outside Terraform registers new task definitions.")
        .user(
          "yeah that's the app team — ECS deploys are done by their CodeDeploy blue/green pipeline, not by us. so keep ignore_changes = [task_definition] on every ecs service we own, otherwise an apply rolls back their release",
        )
        .file("Edit", "modules/ecs-service/main.tf")
        .assistant("Added lifecycle { ignore_changes = [task_definition] } to the ecs-service module; the diff is gone.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["codedeploy"] },
      { kind: "instruction", keys: ["ignore_changes", "task_definition"] },
    ],
  },
  {
    id: "b151-flow-logs",
    build: (s) =>
      s
        .user("flow logs for the prod VPC, where should they go?")
        .assistant(
          "I'd send VPC flow logs to S3 in the log archive account instead of CloudWatch Logs — at prod's volume that's roughly a tenth of the cost, and Athena can query them. Parquet, hourly partitions.",
        )
        .user("makes sense, go with S3 in log archive. the log archive account id is 551200931107 btw")
        .file("Write", "modules/flow-logs/main.tf")
        .bash("terraform validate", "Success! The configuration is valid.")
        .assistant("Flow logs module writes parquet to s3://halv-log-archive-flowlogs in 551200931107 with hourly partitions.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["flow logs", "s3"] },
      { kind: "fact", keys: ["551200931107"] },
    ],
  },
  {
    id: "b151-moved-blocks",
    build: (s) =>
      s
        .user("rename module.net to module.network in envs/dev without destroying anything")
        .file("Edit", "envs/dev/main.tf")
        .bash(
          "terraform plan -no-color | tail -2",
          "  # module.net.aws_vpc.this has moved to module.network.aws_vpc.this\n\nPlan: 0 to add, 0 to change, 0 to destroy.",
        )
        .assistant("Used moved blocks; plan shows only moves, nothing destroyed.")
        .user(
          "good. I prefer moved blocks over terraform state mv in general, keeps refactors reviewable in the PR. followup: same rename for the staging stack, next week, after their freeze",
        )
        .stop("Ok."),
    planted: [
      { kind: "instruction", keys: ["moved", "state mv"] },
      { kind: "task", keys: ["staging", "rename"] },
    ],
  },
  {
    id: "b151-identity",
    build: (s) =>
      s
        .bash("grep -rln 'aws_iam_user\"' envs/ modules/", "envs/staging/ci.tf")
        .assistant(
          "There's one IAM user, in envs/staging/ci.tf — an old CI user with an access key. Also, I don't see any Identity Center assignments in this repo.",
        )
        .user(
          "right, the Identity Center permission sets and assignments live in the client's own repo `halv-identity`, not ours.\nand: no IAM users with access keys, full stop. roles or SSO only. delete that ci user",
        )
        .file("Edit", "envs/staging/ci.tf")
        .assistant("Removed the CI IAM user and its key from envs/staging/ci.tf.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["halv-identity"] },
      { kind: "instruction", keys: ["iam users", "access keys"] },
    ],
  },
  {
    id: "b151-q1-notes",
    build: (s) =>
      s
        .bash(
          "aws lambda list-functions --query 'Functions[].[FunctionName,Architectures[0]]' --output text",
          "halv-exporter\tx86_64\nhalv-thumbs\tx86_64\nhalv-webhook\tx86_64\nhalv-cleanup\tx86_64\nhalv-log-shipper\tx86_64",
        )
        .user(
          "ok planning notes for Q1, paste into the engagement doc later:\n\n## Decisions\n- Graviton / arm64 is the default for all new compute from here on\n\n## Todo (Q1)\n- upgrade the aws provider to 6.x once the window opens\n- move our 4 lambdas to arm64 (not the log shipper, that's SecOps)\n",
        )
        .assistant("Four candidates then: exporter, thumbs, webhook, cleanup.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["graviton"] },
      { kind: "task", keys: ["6.x"] },
      { kind: "task", keys: ["lambdas", "arm64"] },
    ],
  },
  {
    id: "b151-rds-proxy",
    build: (s) =>
      s
        .bash(
          "aws cloudwatch get-metric-statistics --namespace AWS/RDS --metric-name DatabaseConnections --dimensions Name=DBInstanceIdentifier,Value=halv-prod-main --statistics Maximum --period 86400 --start-time 2026-10-28 --end-time 2026-11-27 --query 'max(Datapoints[].Maximum)'",
          "183.0",
        )
        .assistant("Peak connections over 30 days: 183. Given the Lambdas connect directly, RDS Proxy would pool those and smooth failovers. Should I add it?")
        .user("no, not doing RDS Proxy — 183 at peak is nothing, max_connections on that instance is 1600. extra cost for no gain")
        .stop("Ok, no proxy."),
    planted: [
      { kind: "decision", keys: ["rds proxy"] },
      { kind: "fact", keys: ["1600"] },
    ],
  },
  {
    id: "b151-dns",
    build: (s) =>
      s
        .user("add an A alias for status.halvorsen.no to the ALB")
        .bash("aws route53 list-hosted-zones --query 'HostedZones[].Name'", '[\n    "api.halvorsen.no."\n]')
        .assistant("There's no halvorsen.no zone in Route53, only api.halvorsen.no. Is the apex somewhere else?")
        .user(
          "oh right. the apex halvorsen.no is in their Cloudflare account, only api.halvorsen.no is delegated to Route53. so status. has to go under api or be done in cloudflare by them. skip it today.\nTodo: write down the NS delegation records in the runbook",
        )
        .stop("Skipping it."),
    planted: [
      { kind: "fact", keys: ["cloudflare"] },
      { kind: "task", keys: ["runbook"] },
    ],
  },
  {
    id: "b151-plan-files",
    build: (s) =>
      s
        .bash(
          "terraform apply",
          "Terraform will perform the following actions:\n...\nDo you want to perform these actions?\n  Terraform will perform the actions described above.\n  Only 'yes' will be accepted to approve.\n\n  Enter a value: \nError: error asking for approval: interrupted",
          1,
        )
        .assistant("Apply was interrupted at the prompt; nothing changed. (Sorry, I shouldn't have started an apply.)")
        .user(
          "no harm done. but pls: plans always get saved with -out, named <env>-<yyyymmdd>.tfplan, and what I apply is exactly that file. no interactive applies on this client",
        )
        .bash("terraform plan -out=dev-20261127.tfplan | tail -1", "Saved the plan to: dev-20261127.tfplan")
        .stop("Saved dev-20261127.tfplan for you to apply."),
    planted: [{ kind: "instruction", keys: [".tfplan"] }],
  },
  {
    id: "b151-state-replication",
    build: (s) =>
      s
        .user("should the state bucket replicate to another region? what would it cost")
        .bash("aws s3 ls s3://halv-tfstate-prod --recursive --summarize | tail -2", "Total Objects: 412\n   Total Size: 38211920")
        .assistant(
          "About 38 MB over 412 objects, so replication would cost next to nothing. The real question is whether you need cross-region recovery of state.",
        )
        .user("meh. no replication — versioning on the state bucket is enough for us. decided.")
        .bash("aws s3api get-bucket-versioning --bucket halv-tfstate-prod", '{\n    "Status": "Enabled"\n}')
        .assistant("Versioning is already enabled on halv-tfstate-prod.")
        .stop(),
    planted: [{ kind: "decision", keys: ["replication"] }],
  },
  {
    id: "b151-tgw-owner",
    build: (s) =>
      s
        .file("Read", "modules/tgw/main.tf")
        .assistant("The TGW module draft is ready for review. Who on their side should look at route table changes?")
        .user(
          "Tomas. he's their network lead and signs off on anything touching the TGW or routing, nobody else can. Todo for me: draw him the TGW route table diagram before the review",
        )
        .stop("Ok."),
    planted: [
      { kind: "fact", keys: ["tomas", "network lead"] },
      { kind: "task", keys: ["diagram"] },
    ],
  },
  {
    id: "b151-empty-import-try",
    build: (s) =>
      s
        .user("try importing the legacy bucket to see what the diff looks like, don't keep it")
        .bash(
          "terraform plan -generate-config-out=/tmp/gen.tf 2>&1 | tail -3",
          "Plan: 1 to import, 0 to add, 1 to change, 0 to destroy.\n\n│ Warning: Config generation is experimental",
        )
        .assistant("It imports with one in-place change: the generated config sets force_destroy = false where the bucket has no setting. Otherwise identical.")
        .user("hm interesting. maybe we import all the legacy buckets that way? not sure yet")
        .assistant("It would work for the simple ones. Want me to discard the generated file?")
        .user("yes throw it away")
        .bash("rm /tmp/gen.tf", "")
        .stop("Discarded."),
    planted: [],
  },
];

export const BLIND151 = plantedSet(BLIND151_SESSIONS, Date.UTC(2026, 10, 4, 9));
