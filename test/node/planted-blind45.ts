/**
 * Blind planted set 45 for the offline long-term-memory extractor. Style: infrastructure-as-code
 * reviews and cloud cost work (Terraform modules, AWS and GCP billing, tagging policies,
 * reserved instances and savings plans, budgets) in the voice of Codex CLI and Gemini CLI
 * sessions: terse users with typos, agents that announce what they will do and close with
 * bullet summaries; many numbers and estimates that are not facts (cost breakdowns, savings
 * guesses, tool output), a few standing policies and owners. Each session is one segment; the
 * items planted in it are listed with it (counts: see the shape test,
 * test/node/memory-extraction-blind45.test.ts). Every other message must give nothing:
 * questions, hypotheses, proposals not taken, withdrawn ideas, unconfirmed guesses, estimates,
 * quoted code, logs and tool output (with "always", "never", "TODO" in them), chit-chat, and
 * in-session requests that are done in the same session. Superseded decisions plant only the
 * later one.
 *
 * Blind: written without reading the extractor; measured once by the lead, then training data.
 *
 * Matching rule (fixed before the extractor was run on this set; the one of planted-blind.ts):
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

export const BLIND45_SESSIONS: BlindSession[] = [
  {
    id: "b45-default-tags",
    build: (s) =>
      s
        .user(
          "finops sync outcome: required tags are `owner`, `cost-center`, `env`. we're doing it through provider-level default_tags in every root module, not per-resource tags blocks. go",
        )
        .assistant("I'll find the root modules that configure the aws provider first.")
        .bash(
          "rg -l 'provider \"aws\"' live/",
          "live/prod/providers.tf\nlive/staging/providers.tf\nlive/dev/providers.tf\nlive/data/providers.tf\nlive/shared/providers.tf\nlive/sandbox/providers.tf\nlive/network/providers.tf",
        )
        .assistant(
          "7 root modules declare the provider. Adding `default_tags { tags = var.required_tags }` to each, plus a `required_tags` variable with a validation that the three keys are present.",
        )
        .file("Edit", "live/prod/providers.tf")
        .file("Edit", "live/staging/providers.tf")
        .user("also from now on always run `terraform fmt -recursive` before you show me a diff, the last two PRs were half whitespace noise")
        .bash("terraform fmt -recursive", "live/prod/providers.tf\nlive/staging/providers.tf")
        .bash("cd live/staging && terraform plan -no-color | tail -1", "Plan: 0 to add, 143 to change, 0 to destroy.")
        .assistant(
          "Formatted (2 files rewritten). The staging plan is tag-only: 143 resources updated in place, nothing replaced.\n- `live/*/providers.tf`: `default_tags` from `var.required_tags`\n- `live/*/variables.tf`: `required_tags` with validation",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["default_tags"] },
      { kind: "instruction", keys: ["fmt"] },
    ],
  },
  {
    id: "b45-savings-plans",
    build: (s) =>
      s
        .user("cost explorer says ec2 is 61% on-demand this month. RIs or savings plans? what would you buy")
        .assistant("I'll pull the purchase recommendation for the last 30 days.")
        .bash(
          "aws ce get-savings-plans-purchase-recommendation --savings-plans-type COMPUTE_SP --term-in-years ONE_YEAR --payment-option NO_UPFRONT --lookback-in-days THIRTY_DAYS --profile finops-ro",
          '{\n  "SavingsPlansPurchaseRecommendationSummary": {\n    "HourlyCommitmentToPurchase": "18.20",\n    "EstimatedMonthlySavingsAmount": "9812.44",\n    "EstimatedSavingsPercentage": "27.1"\n  }\n}',
        )
        .assistant(
          "AWS suggests ~$18.20/hr of Compute Savings Plan, 1-year no-upfront, for an estimated $9.8k/month (27%). That's an estimate from 30 days of usage, not a quote; a standard RI would discount more but pins the instance family.",
        )
        .user("ok. we go with compute savings plans, 1yr no upfront, $18/hr commitment. no more standard RIs for ec2, they locked us into m5 last time")
        .assistant("Got it. The finops-ro profile can't purchase, so I wrote the recommendation and the numbers into the commitments doc.")
        .file("Edit", "docs/commitments.md")
        .user("fine. fyi Priya in finance signs off on any commitment over $50k a year, so this goes to her before anyone clicks buy")
        .assistant("Added a sign-off line for Priya to the doc entry ($18/hr ≈ $159k/yr, so it needs her).")
        .stop(),
    planted: [
      { kind: "decision", keys: ["savings", "compute"] },
      { kind: "fact", keys: ["priya"] },
    ],
  },
  {
    id: "b45-empty-coffee",
    build: (s) =>
      s
        .user("morning. the coffee machine on 3 is broken again lol")
        .assistant("Sorry to hear that. What are we looking at today?")
        .bash("git status -sb", "## main...origin/main")
        .user("nothing yet, let me find the ticket first. brb")
        .assistant("Sure, the tree is clean on main whenever you're ready.")
        .stop(),
    planted: [],
  },
  {
    id: "b45-provider-pin",
    build: (s) =>
      s
        .user("pin the aws provider in modules/ to `~> 5.40`")
        .assistant("Okay, I will update the `required_providers` block in every module's `versions.tf` to `~> 5.40`.")
        .bash("grep -rln 'hashicorp/aws' modules/*/versions.tf | wc -l", "12")
        .file("Edit", "modules/vpc/versions.tf")
        .bash("cd live/dev && terraform init -upgrade -no-color | grep Installing", "- Installing hashicorp/aws v5.71.0...")
        .user(
          "ugh it pulled 5.71 and that's the version that broke the s3 lifecycle diff for us. change of plan: pin the provider to exactly 5.62.0, no ~> range. 5.62 is what prod runs",
        )
        .bash("cd live/dev && terraform init -upgrade -no-color | grep Installing", "- Installing hashicorp/aws v5.62.0...")
        .assistant("I have changed the constraint to `= 5.62.0` in all 12 `versions.tf` files and re-ran init on dev; it now installs v5.62.0.")
        .stop(),
    planted: [{ kind: "decision", keys: ["provider", "5.62"] }],
  },
  {
    id: "b45-cur-location",
    build: (s) =>
      s
        .user("where does the CUR land again? I never remember")
        .assistant("Let me check the export bucket.")
        .bash(
          "aws s3 ls s3://acme-cur/cur2/ --profile finops-ro",
          "                           PRE data/\n                           PRE metadata/\n2026-10-31 06:12:04       2231 manifest.json",
        )
        .assistant(
          "It's under `s3://acme-cur/cur2/`, Parquet with hourly granularity. The bucket looks like it's owned by the payer account — want me to confirm?",
        )
        .user("yes thats right, the CUR lives in the payer account only, member accounts can't read it. that trips up everyone who joins")
        .bash(
          "aws athena list-table-metadata --catalog-name AwsDataCatalog --database-name cur --profile finops-ro --query 'TableMetadataList[].LastAccessTime'",
          '["2026-06-02T11:40:12Z"]',
        )
        .assistant("The Athena table `cur.cur2` was last refreshed in June, so queries against it are stale.")
        .user("yeah. we still need a glue crawler on the cur2 prefix so the athena table stays current. not today tho")
        .stop("Understood, I'll leave the crawler alone for now."),
    planted: [
      { kind: "fact", keys: ["cur", "payer"] },
      { kind: "task", keys: ["crawler"] },
    ],
  },
  {
    id: "b45-nat-nonprod",
    build: (s) =>
      s
        .user("NAT gateway spend in staging is $1,140/mo?? thats more than the instances")
        .assistant(
          "From Cost Explorer: 3 NAT gateways × $0.045/hr ≈ $99 of hourly charges, the rest is data processing (~23 TB). My guess is that ECR image pulls go through NAT because there's no VPC endpoint, but I haven't checked yet.",
        )
        .bash("aws ec2 describe-vpc-endpoints --filters Name=vpc-id,Values=vpc-0a1c staging --profile staging-ro", '{\n  "VpcEndpoints": []\n}')
        .assistant("Confirmed: the staging VPC has no endpoints at all, so S3 and ECR traffic both go through the NAT gateways.")
        .user("ok so: non-prod VPCs get a single NAT gateway, not one per AZ. prod keeps three. decided, I don't care about an AZ outage in staging")
        .user("and add the s3 gateway endpoint + ecr interface endpoints to staging now")
        .file("Edit", "modules/vpc/main.tf")
        .file("Edit", "live/staging/network.tf")
        .bash("cd live/staging && terraform plan -no-color | tail -1", "Plan: 4 to add, 0 to change, 2 to destroy.")
        .assistant(
          "Done in the plan:\n- `modules/vpc`: `single_nat_gateway` variable, default false\n- staging sets it to true (2 NAT gateways destroyed)\n- endpoints: s3 (gateway), ecr.api + ecr.dkr (interface)\nRough saving if traffic shifts to the endpoints: $700–900/mo, estimate only.",
        )
        .stop(),
    planted: [{ kind: "decision", keys: ["nat", "non-prod"] }],
  },
  {
    id: "b45-empty-sole-tenant",
    build: (s) =>
      s
        .user("do gcp committed use discounts apply to sole-tenant nodes?")
        .assistant(
          "I believe they cover the underlying vCPU and memory but not the sole-tenancy premium, though I'm not certain. The CUD docs page would settle it — want me to look?",
        )
        .user("nah not now, just curious")
        .stop("Okay."),
    planted: [],
  },
  {
    id: "b45-dev-budget",
    build: (s) =>
      s
        .user("set up an aws budget for the dev account, $4,000 monthly, email alert at 80%")
        .assistant("Okay, I will add an `aws_budgets_budget` resource in `live/dev/budgets.tf` with an 80% actual-spend notification to email.")
        .file("Write", "live/dev/budgets.tf")
        .bash("cd live/dev && terraform plan -no-color | tail -1", "Plan: 1 to add, 0 to change, 0 to destroy.")
        .user(
          "hmm wait, 80% fires every single month by the 20th, people just mute it. scrap the 80. final version: alert threshold at 90% actual and 100% forecasted",
        )
        .user("and budget notifications go to the #finops-alerts slack channel through chatbot from now on, no more email lists")
        .file("Edit", "live/dev/budgets.tf")
        .bash("cd live/dev && terraform plan -no-color | tail -1", "Plan: 3 to add, 0 to change, 0 to destroy.")
        .assistant(
          "I have updated the budget: two notifications (90% ACTUAL, 100% FORECASTED) publishing to an SNS topic that AWS Chatbot forwards to #finops-alerts. The email subscriber is gone.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["90%", "forecast"] },
      { kind: "decision", keys: ["slack"] },
    ],
  },
  {
    id: "b45-state-backend",
    build: (s) =>
      s
        .user("someone in #platform proposed moving our state to terraform cloud. thoughts?")
        .assistant(
          "Pros: run history, policy checks, no lock table to babysit. Cons: price — on the per-resource plan, ~9,400 managed resources would be roughly $940/month, an estimate, and we'd have to migrate every backend block.",
        )
        .user("yeah no. we stay on s3 + dynamodb locking for state, not paying per resource")
        .assistant("Ok. Then I'll check the lock table's settings while we're here.")
        .bash(
          "aws dynamodb describe-continuous-backups --table-name tf-locks --profile shared-ro",
          '{\n  "ContinuousBackupsDescription": {\n    "ContinuousBackupsStatus": "ENABLED",\n    "PointInTimeRecoveryDescription": { "PointInTimeRecoveryStatus": "DISABLED" }\n  }\n}',
        )
        .assistant("`tf-locks` has point-in-time recovery disabled.")
        .user("noted. for the record the state bucket is acme-tfstate-prod in us-east-1, versioned, every stack uses key = <account>/<stack>.tfstate")
        .user("turning on PITR for tf-locks needs a change ticket, so leave it open, we do it next week")
        .stop("Understood — PITR stays off for now."),
    planted: [
      { kind: "decision", keys: ["dynamodb"] },
      { kind: "fact", keys: ["state", "bucket"] },
      { kind: "task", keys: ["pitr"] },
    ],
  },
  {
    id: "b45-empty-tflint",
    build: (s) =>
      s
        .user("run tflint on modules/rds and fix whatever it finds")
        .bash(
          "tflint --chdir modules/rds",
          '2 issue(s) found:\n\nWarning: [terraform_unused_declarations] variable "never_expire" is declared but not used\n  on variables.tf line 41:\n  41: variable "never_expire" { # TODO: always true in prod?\n\nWarning: [terraform_deprecated_interpolation] Interpolation-only expressions are deprecated\n  on main.tf line 12',
        )
        .file("Edit", "modules/rds/variables.tf")
        .file("Edit", "modules/rds/main.tf")
        .bash("tflint --chdir modules/rds", "")
        .assistant("Both fixed: removed the unused `never_expire` variable and unwrapped the interpolation on main.tf:12. tflint is clean now.")
        .user("thx")
        .stop(),
    planted: [],
  },
  {
    id: "b45-infracost",
    build: (s) =>
      s
        .user("the infracost trial went fine. we're adopting infracost: it runs on every terraform PR through the github action and posts a comment. decided")
        .assistant("Okay, I will add a workflow that runs `infracost diff` against the base branch and comments on the PR.")
        .file("Write", ".github/workflows/infracost.yml")
        .bash(
          "infracost breakdown --path live/prod --format table | tail -3",
          " OVERALL TOTAL                                                  $48,212.40\n\n*Usage costs can be estimated by updating Infracost Cloud settings, see docs for other options.",
        )
        .assistant(
          "The workflow is in place. For reference prod comes out at $48,212/month in list price, but that excludes usage-based costs like data transfer and Lambda, so real spend is probably higher.",
        )
        .user(
          "and when you write PR descriptions, paste the infracost diff table in; don't put your own cost math in the description, yours was off by 30% last time",
        )
        .stop("Will do."),
    planted: [
      { kind: "decision", keys: ["infracost"] },
      { kind: "instruction", keys: ["description"] },
    ],
  },
  {
    id: "b45-codeowners",
    build: (s) =>
      s
        .user("who owns modules/network? I want to change the subnet sizing")
        .bash("cat .github/CODEOWNERS", "/modules/network/ @marcus-lee\n/modules/tagging/ @dana-k\n/live/prod/ @platform-leads\n* @platform")
        .assistant("CODEOWNERS lists @marcus-lee for modules/network and @dana-k for modules/tagging.")
        .user("right, Marcus owns the networking module, he's the one to ask")
        .user("and anything touching tags needs Dana's review before merge, even a one-line change. don't merge around her")
        .assistant(
          "Understood. For the subnets: going from /20 to /19 on the private tier would double the addresses, but it forces replacement of the subnets. Should I draft it?",
        )
        .user("hold off, I'll ask marcus first")
        .stop("Okay, nothing changed."),
    planted: [
      { kind: "fact", keys: ["marcus"] },
      { kind: "fact", keys: ["dana", "tagging"] },
      { kind: "instruction", keys: ["tags", "review"] },
    ],
  },
  {
    id: "b45-empty-graviton-guess",
    build: (s) =>
      s
        .user("rough guess, what would moving the api fleet to graviton save?")
        .bash("aws ec2 describe-instances --filters Name=tag:service,Values=api --query 'length(Reservations[].Instances[])' --profile prod-ro", "38")
        .assistant(
          "Ballpark: m6i.2xlarge → m7g.2xlarge is about 15% cheaper on-demand; with 38 instances that's maybe $3.9k/month before any Savings Plan effect. I haven't checked whether the api image has an arm64 build, so treat that as a guess.",
        )
        .user("ok interesting. not deciding anything today, I'll bring it to the arch review")
        .stop("Sounds good."),
    planted: [],
  },
  {
    id: "b45-graviton-go",
    build: (s) =>
      s
        .user("arch review said yes: the api fleet moves to graviton, m7g.2xlarge. the worker fleet stays on x86 for now because of the ffmpeg build")
        .assistant("I'll update the api launch template and the instance type variable in live/prod/api.")
        .file("Edit", "live/prod/api/launch_template.tf")
        .bash("cd live/prod/api && terraform plan -no-color | tail -1", "Plan: 0 to add, 1 to change, 0 to destroy.")
        .assistant("The plan changes the launch template in place; the ASG instance refresh will roll the 38 instances.")
        .user("moving the worker fleet to arm is a later thing, put it on the list. we need an arm ffmpeg build first")
        .stop("Noted as open."),
    planted: [
      { kind: "decision", keys: ["graviton"] },
      { kind: "task", keys: ["worker", "arm"] },
    ],
  },
  {
    id: "b45-gcp-billing-export",
    build: (s) =>
      s
        .user("set up the gcp billing export. detailed usage cost export goes into bigquery, dataset billing_export in project acme-finops. decided with priya")
        .assistant("Okay, I will create the dataset with Terraform in `live/gcp-finops/`.")
        .file("Write", "live/gcp-finops/billing_export.tf")
        .bash(
          "bq ls --project_id=acme-finops --format=prettyjson",
          '[\n  {\n    "datasetReference": { "datasetId": "billing_export", "projectId": "acme-finops" },\n    "location": "US"\n  }\n]',
        )
        .assistant("I have created `billing_export` (location US). The export toggle itself is in the Billing console, which I can't reach from this sandbox.")
        .user("I'll flip it in the console tomorrow. keep a todo: once data flows, build the per-team cost view in looker studio")
        .user("oh and use `--format=json` whenever you read gcloud output, parsing the table format broke on us twice")
        .stop("Okay, JSON output from now on."),
    planted: [
      { kind: "decision", keys: ["billing_export"] },
      { kind: "task", keys: ["looker"] },
      { kind: "instruction", keys: ["gcloud", "json"] },
    ],
  },
  {
    id: "b45-empty-spot-idea",
    build: (s) =>
      s
        .user("what if we moved all the dev workloads on GKE to a single spot-only node pool")
        .bash("kubectl get nodes -l cloud.google.com/gke-nodepool --context gke-dev -o name | wc -l", "6")
        .assistant(
          "Possible. Preemptions would hit the long-running migration jobs, so they'd need a small on-demand pool. Spot could be 60–70% cheaper on those 6 nodes, an estimate from list prices.",
        )
        .user("actually forget it, the dev pool is tiny anyway, not worth the churn")
        .stop("Okay, leaving the node pools as they are."),
    planted: [],
  },
  {
    id: "b45-for-each",
    build: (s) =>
      s
        .user(
          "refactor modules/iam-roles from count to for_each. and in general: for_each over count for anything with a natural key, count only for on/off toggles",
        )
        .bash(
          "cd live/prod && terraform state list | grep iam-roles | head -3",
          "module.iam_roles.aws_iam_role.this[0]\nmodule.iam_roles.aws_iam_role.this[1]\nmodule.iam_roles.aws_iam_role.this[2]",
        )
        .file("Edit", "modules/iam-roles/main.tf")
        .file("Write", "modules/iam-roles/moved.tf")
        .bash("cd live/prod && terraform plan -no-color | tail -1", "Plan: 0 to add, 0 to change, 0 to destroy.")
        .assistant("Switched to `for_each` keyed by role name, with `moved` blocks for the 17 existing roles; the plan is empty, so nothing gets recreated.")
        .user("nice. the same refactor for modules/sqs-queues is still open, it has 40 queues in state. next time")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["for_each"] },
      { kind: "task", keys: ["sqs"] },
    ],
  },
  {
    id: "b45-no-apply",
    build: (s) =>
      s
        .user("wait did you just run apply??")
        .assistant("I did — `terraform apply -target=aws_budgets_budget.dev` in live/dev, to check the notification wiring. Output below.")
        .bash("cd live/dev && terraform show -no-color | grep -c aws_budgets_budget", "1")
        .user("never run terraform apply from your session. plan only, always. atlantis does the applies")
        .assistant("I apologize. I will only run `plan` from now on. The dev change was the budget only, nothing else was touched.")
        .user("ok dev is fine. fwiw atlantis runs on the platform gke cluster and applies after a PR approval, that's the only path into prod")
        .stop("Understood."),
    planted: [
      { kind: "instruction", keys: ["apply"] },
      { kind: "fact", keys: ["atlantis"] },
    ],
  },
  {
    id: "b45-empty-gcp-jump",
    build: (s) =>
      s
        .user("gcp compute bill jumped 22% in october. why?")
        .assistant("Looking at the billing export by SKU.")
        .bash(
          "bq query --use_legacy_sql=false --format=json 'SELECT sku.description, ROUND(SUM(cost),0) c FROM billing_export.gcp_billing_export_v1 WHERE invoice.month=\"202610\" GROUP BY 1 ORDER BY 2 DESC LIMIT 3'",
          '[{"description":"N2 Instance Core running in Americas","c":"18422"},{"description":"N2 Instance Ram running in Americas","c":"7710"},{"description":"Storage PD Capacity","c":"3112"}]',
        )
        .assistant(
          "Most of the increase is N2 cores in us-central1 (+$6.2k over September). It might be the new batch pipeline, or an expired commitment — I can't tell from the SKUs alone.",
        )
        .user("could be either. I'll ask the data team")
        .stop(),
    planted: [],
  },
  {
    id: "b45-cud-buy",
    build: (s) =>
      s
        .user("data team confirmed the batch pipeline is permanent. we're buying a 3-year CUD for 96 n2 vCPUs in us-central1")
        .bash(
          "gcloud compute commitments list --project acme-data --format=json",
          '[{"name":"n2-1y-2025","plan":"TWELVE_MONTH","status":"EXPIRED","resources":[{"type":"VCPU","amount":"64"}]}]',
        )
        .assistant(
          "The only existing commitment, `n2-1y-2025` (64 vCPUs), has expired. I can prepare the `gcloud compute commitments create` command for 96 vCPUs, 36 months.",
        )
        .user("prepare it but don't run it. only billing account admins can buy commitments and that's just priya and me")
        .assistant(
          "Here it is, not executed:\n`gcloud compute commitments create n2-3y-2026 --plan=36-month --resources=vcpu=96,memory=384GB --region=us-central1`",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["cud"] },
      { kind: "fact", keys: ["billing", "admin"] },
    ],
  },
  {
    id: "b45-empty-prevent-destroy",
    build: (s) =>
      s
        .user("add `lifecycle { prevent_destroy = true }` to the state bucket resource")
        .file("Edit", "live/shared/state.tf")
        .bash("cd live/shared && terraform plan -no-color | tail -1", "No changes. Your infrastructure matches the configuration.")
        .assistant("Added; the plan is clean.")
        .user("ty")
        .stop(),
    planted: [],
  },
  {
    id: "b45-tfsec",
    build: (s) =>
      s
        .user("tfsec is screaming about modules/s3, 31 findings")
        .bash(
          "tfsec modules/s3 --format lovely | head -8",
          "Result #1 MEDIUM Bucket does not have logging enabled\n  modules/s3/main.tf:4-20\n  # tfsec:ignore:aws-s3-enable-versioning  TODO: never fixed, always ignored\nResult #2 HIGH Bucket does not encrypt data with a customer managed key\n  modules/s3/main.tf:4-20\n\n  31 potential problem(s) detected.",
        )
        .assistant(
          "22 are missing access logging, 7 are KMS encryption, 2 versioning. I could add inline `tfsec:ignore` comments for the 9 that look intentional.",
        )
        .user("no inline ignores. tfsec exceptions go in docs/tfsec-exceptions.md with a reason and an owner, that's the convention here")
        .file("Edit", "docs/tfsec-exceptions.md")
        .file("Edit", "modules/s3/main.tf")
        .assistant("Fixed the 7 KMS findings, recorded the 2 versioning ones as exceptions with reasons, and removed the existing inline ignore.")
        .user("the 22 logging findings need the central log bucket, which doesn't exist yet. leave those findings, we do them once the log bucket lands")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["tfsec", "exceptions"] },
      { kind: "task", keys: ["logging", "findings"] },
    ],
  },
  {
    id: "b45-legacy-account",
    build: (s) =>
      s
        .user("top accounts by october spend pls")
        .bash(
          "aws ce get-cost-and-usage --time-period Start=2026-10-01,End=2026-11-01 --granularity MONTHLY --metrics UnblendedCost --group-by Type=DIMENSION,Key=LINKED_ACCOUNT --profile finops-ro --output text | sort -k3 -nr | head -5",
          "acme-prod 61204.11\nacme-data 18930.52\nacme-staging 9441.07\nacme-shared 4102.88\nacme-legacy 212.40",
        )
        .assistant("Top five: prod $61,204, data $18,931, staging $9,441, shared $4,103, acme-legacy $212.")
        .user("212 bucks for a zombie lol. acme-legacy is being closed at the end of Q1, nobody owns it")
        .assistant("Should I drop it from the monthly report, or keep it as a line with a note?")
        .user("leave acme-legacy out of the cost reports from now on, it's noise")
        .stop("Okay."),
    planted: [
      { kind: "fact", keys: ["acme-legacy", "q1"] },
      { kind: "instruction", keys: ["acme-legacy", "reports"] },
    ],
  },
  {
    id: "b45-commit-prefix",
    build: (s) =>
      s
        .user(
          "commit the endpoint change. and for infra commits, prefix the message with the env in brackets, like `[prod]`, `[staging]`, `[all]` — the changelog bot groups by that",
        )
        .bash(
          "git commit -am '[staging] vpc endpoints for s3 and ecr'",
          "[h-endpoints 4e1b9c2] [staging] vpc endpoints for s3 and ecr\n 2 files changed, 41 insertions(+)",
        )
        .assistant("I have committed it as `[staging] vpc endpoints for s3 and ecr`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["commit", "prefix"] }],
  },
  {
    id: "b45-empty-registry",
    build: (s) =>
      s
        .assistant("While I'm in here: should I move the modules to a private Terraform registry, e.g. on Artifactory, instead of git sources?")
        .user("not worth it right now. maybe next year")
        .bash("ls modules | wc -l", "23")
        .assistant("Okay, leaving the 23 modules as git sources.")
        .stop(),
    planted: [],
  },
  {
    id: "b45-semver-modules",
    build: (s) =>
      s
        .user("modules get semver tags from now on and consumers pin `?ref=v1.4.0` style. no more `?ref=main` anywhere")
        .bash("git tag -l 'v*' | tail -2", "")
        .bash("git tag v1.0.0 && git push origin v1.0.0", "To github.com:acme/infra-modules.git\n * [new tag]         v1.0.0 -> v1.0.0")
        .assistant("There were no tags yet; I tagged current main as v1.0.0. 14 stacks still reference `?ref=main`.")
        .user("also when you bump a module, update the CHANGELOG.md in that module's dir in the same commit")
        .stop("Okay."),
    planted: [
      { kind: "decision", keys: ["semver"] },
      { kind: "instruction", keys: ["changelog"] },
    ],
  },
  {
    id: "b45-kafka-spike",
    build: (s) =>
      s
        .user("we got surprised by that $3.1k kafka spike. is cost anomaly detection even on?")
        .bash(
          "aws ce get-anomaly-monitors --profile finops-ro",
          '{\n  "AnomalyMonitors": [\n    { "MonitorName": "default-services", "MonitorType": "DIMENSIONAL", "MonitorDimension": "SERVICE" }\n  ]\n}',
        )
        .assistant("One service-level monitor exists (`default-services`); there's nothing per team or per account.")
        .user("root cause of the spike is confirmed btw: cross-az data transfer from the kafka consumers in staging, rack awareness was off")
        .user("open item for later: per-team anomaly monitors keyed on the cost-center tag. not today")
        .stop("Okay, leaving the monitors as they are."),
    planted: [
      { kind: "fact", keys: ["cross-az", "kafka"] },
      { kind: "task", keys: ["anomaly", "monitors"] },
    ],
  },
  {
    id: "b45-rds-reserved",
    build: (s) =>
      s
        .user("prod postgres has been stable on 2x db.r6g.xlarge for 9 months. go ahead with RDS reserved instances for it: 1 year, partial upfront")
        .bash(
          "aws rds describe-reserved-db-instances-offerings --db-instance-class db.r6g.xlarge --product-description postgresql --duration 31536000 --offering-type 'Partial Upfront' --profile finops-ro --query 'ReservedDBInstancesOfferings[0].FixedPrice'",
          "2964.0",
        )
        .assistant(
          "The offering is $2,964 upfront per instance plus an hourly fee; roughly 34% under on-demand by my arithmetic, so about $640/month for the pair.",
        )
        .user("remember RIs and SPs are bought only in the payer account and shared org-wide, sharing is on for every member account")
        .user("the elasticache nodes need the same analysis but after the re-platform settles, leave it for later")
        .stop("Noted."),
    planted: [
      { kind: "decision", keys: ["rds", "reserved"] },
      { kind: "fact", keys: ["payer", "shared"] },
      { kind: "task", keys: ["elasticache"] },
    ],
  },
  {
    id: "b45-naming",
    build: (s) =>
      s
        .user("resource naming: `<team>-<env>-<thing>`, kebab-case, and no account ids in names. apply that to anything new")
        .bash("cat teams.yaml", "teams:\n  - core\n  - data\n  - web\n  - ml")
        .assistant("Okay. I will name new resources `<team>-<env>-<thing>`; team slugs come from teams.yaml (core, data, web, ml)?")
        .user("yes, the team slugs in teams.yaml are the only valid ones")
        .file("Edit", "modules/tagging/locals.tf")
        .stop("I have added a `name_prefix` local that builds it."),
    planted: [
      { kind: "instruction", keys: ["naming"] },
      { kind: "fact", keys: ["teams.yaml"] },
    ],
  },
  {
    id: "b45-empty-precommit",
    build: (s) =>
      s
        .user("what pre-commit hooks do we have")
        .bash(
          "cat .pre-commit-config.yaml",
          "repos:\n  - repo: https://github.com/antonbabenko/pre-commit-terraform\n    hooks:\n      - id: terraform_fmt\n      - id: terraform_docs\n      # always run terraform_validate last, never before docs\n      - id: terraform_validate",
        )
        .assistant("Three hooks from pre-commit-terraform: `terraform_fmt`, `terraform_docs`, `terraform_validate`.")
        .user("ok cool")
        .stop(),
    planted: [],
  },
  {
    id: "b45-snapshots",
    build: (s) =>
      s
        .user("how many untagged ebs snapshots do we have in prod")
        .bash("aws ec2 describe-snapshots --owner-ids self --profile prod-ro --query 'length(Snapshots[?!not_null(Tags)])'", "1904")
        .assistant(
          "1,904 snapshots without any tags. At ~$0.05/GB-month and an average of 80 GB that'd be around $7.6k/month, though snapshots are incremental so the real figure is likely much lower.",
        )
        .user("everything from before 2024 was made by the old backup cron; AWS Backup owns all snapshots since then, and those are tagged")
        .user("tagging the old untagged snapshots is a script job, not today. next session")
        .stop("Okay."),
    planted: [
      { kind: "fact", keys: ["backup"] },
      { kind: "task", keys: ["snapshots"] },
    ],
  },
  {
    id: "b45-typed-variables",
    build: (s) =>
      s
        .user("every variable needs a `type` and a `description`. no `type = any`, ever. fix modules/lambda")
        .file("Edit", "modules/lambda/variables.tf")
        .bash("tflint --chdir modules/lambda --enable-rule=terraform_typed_variables", "")
        .assistant("modules/lambda is clean: 9 variables typed and described.")
        .bash("tflint --recursive --enable-rule=terraform_typed_variables --format compact | wc -l", "71")
        .user("71 across the repo, yikes. enabling the tflint typed-variables rule in CI has to wait until those are fixed, put it on the list")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["variable"] },
      { kind: "task", keys: ["tflint"] },
    ],
  },
  {
    id: "b45-finops-profile",
    build: (s) =>
      s
        .user("for cost explorer and CUR queries always use the finops-ro profile. never the admin profile, not even for a quick look")
        .bash("aws sts get-caller-identity --profile finops-ro --query Arn", '"arn:aws:sts::902144118230:assumed-role/finops-ro/dev"')
        .assistant("Confirmed the profile assumes `finops-ro`; I'll use it for every cost query.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["finops-ro"] }],
  },
  {
    id: "b45-scp-regions",
    build: (s) =>
      s
        .user("deploy the test bucket to ap-southeast-2")
        .bash(
          "cd live/sandbox && terraform plan -no-color 2>&1 | grep -m1 Error",
          "Error: creating S3 Bucket: AccessDenied: User is not authorized to perform s3:CreateBucket with an explicit deny in a service control policy",
          1,
        )
        .assistant("The plan fails with an explicit deny from a service control policy. Is there a region restriction?")
        .user("right, our org SCP denies every region except us-east-1, us-west-2 and eu-west-1")
        .user("ap-southeast-2 needs an exception for the sydney customer, ticket SEC-412 is pending with security. we revisit once they approve")
        .assistant("Okay, I reverted the region to us-west-2 for the test.")
        .file("Edit", "live/sandbox/main.tf")
        .stop(),
    planted: [
      { kind: "fact", keys: ["scp"] },
      { kind: "task", keys: ["ap-southeast-2"] },
    ],
  },
  {
    id: "b45-empty-ri-quote",
    build: (s) =>
      s
        .user('marcus just wrote in slack: "we should always buy 3yr RIs, they\'re cheaper, never 1yr". is he right?')
        .assistant(
          "Partly. 3-year terms discount more (often ~60% vs ~40% for 1-year), but they only pay off if the usage is stable for three years. Our EC2 mix changed twice this year, so I'd be careful.",
        )
        .user("yeah I'll argue it with him tomorrow")
        .stop(),
    planted: [],
  },
  {
    id: "b45-lock-file",
    build: (s) =>
      s
        .user("CI fails on `provider checksum mismatch` again")
        .bash(
          "terraform providers lock -platform=linux_amd64 -platform=darwin_arm64",
          "- Fetching hashicorp/aws 5.62.0 for linux_amd64...\n- Fetching hashicorp/aws 5.62.0 for darwin_arm64...\n\nSuccess! Terraform has updated the lock file.",
        )
        .assistant("The lock file only had darwin_arm64 hashes, so the linux runners failed. It now has both platforms.")
        .user("ok. rule: commit .terraform.lock.hcl always, and generate the lock hashes for linux_amd64 AND darwin_arm64 every time a provider changes")
        .stop("Understood."),
    planted: [{ kind: "instruction", keys: ["lock"] }],
  },
  {
    id: "b45-gke-floor",
    build: (s) =>
      s
        .user("the cost report flags 9 idle nodes in the prod gke cluster")
        .bash(
          "gcloud container node-pools describe default --cluster prod-main --region us-central1 --format=json",
          '{\n  "autoscaling": { "enabled": true, "minNodeCount": 3, "maxNodeCount": 20 },\n  "locations": ["us-central1-a", "us-central1-b", "us-central1-c"]\n}',
        )
        .assistant("The pool's minimum is 3 nodes per zone, 9 in total. That matches the 9 'idle' nodes. Maybe the floor is too high?")
        .user("no, the prod autoscaler floor of 3 nodes per zone is on purpose, the PDBs for kafka need it")
        .user("but the dev cluster should scale to zero at night via a cloud scheduler job. I never got to it, it's still open")
        .stop(),
    planted: [
      { kind: "fact", keys: ["autoscaler"] },
      { kind: "task", keys: ["scheduler"] },
    ],
  },
  {
    id: "b45-edp",
    build: (s) =>
      s
        .user("the infracost numbers are higher than the invoice")
        .bash("infracost breakdown --path live/prod --format json | jq '.totalMonthlyCost'", '"48212.40"')
        .assistant("Infracost uses public list prices. The October invoice for prod was $44,860, about 7% lower. Credits, maybe?")
        .user("it's the EDP: we get 7% off everything except marketplace, contract runs through 2028")
        .user("the infracost pricing should get the discount applied with a custom price file, later. not now")
        .stop("Okay."),
    planted: [
      { kind: "fact", keys: ["edp"] },
      { kind: "task", keys: ["price"] },
    ],
  },
  {
    id: "b45-logs-lifecycle",
    build: (s) =>
      s
        .user("the gcs logs bucket is 212 TB and all of it is standard class. what do we do")
        .bash("gsutil du -s gs://acme-logs-prod", "233096540129280  gs://acme-logs-prod")
        .assistant(
          "Options: Nearline after 30 days roughly halves storage cost on the older data; Coldline after 90 days would cut more, maybe $2.8k/month more by my estimate, but retrieval fees apply on every read.",
        )
        .user("coldline no, the security team greps old logs all the time and the retrieval fees would kill us")
        .user("lifecycle for the logs bucket: nearline after 30 days, delete after 400 days. decided")
        .file("Edit", "live/gcp-logging/buckets.tf")
        .bash("cd live/gcp-logging && terraform plan -no-color | tail -1", "Plan: 0 to add, 1 to change, 0 to destroy.")
        .assistant("I have added the two lifecycle rules; the plan updates the bucket in place.")
        .user("400 because compliance requires 13 months of log retention, with a bit of slack")
        .stop("Understood."),
    planted: [
      { kind: "decision", keys: ["lifecycle"] },
      { kind: "fact", keys: ["retention"] },
    ],
  },
  {
    id: "b45-ci-spot",
    build: (s) =>
      s
        .user("how much do the CI runners cost us? feels like a lot")
        .bash(
          "aws ce get-cost-and-usage --time-period Start=2026-10-01,End=2026-11-01 --granularity MONTHLY --metrics UnblendedCost --filter file://ci-filter.json --profile finops-ro --query 'ResultsByTime[0].Total.UnblendedCost.Amount'",
          '"6318.92"',
        )
        .assistant(
          "$6,319 in October for the runner ASG. Spot would likely be 60–70% cheaper, though interruptions would retry some jobs; the number is a guess from the spot price history.",
        )
        .user("ok decided: the CI runners move to spot, mixed instances policy with an on-demand base of 1 as fallback")
        .file("Edit", "live/ci/runners.tf")
        .bash("cd live/ci && terraform plan -no-color | tail -1", "Plan: 0 to add, 1 to change, 0 to destroy.")
        .assistant("The runner ASG now uses a mixed instances policy: on-demand base capacity 1, everything above on spot across m6i/m6a/m5 large.")
        .user("the nightly e2e job can't survive an interruption. figuring out how to pin it to the on-demand runner is still open, next sprint")
        .stop("Noted."),
    planted: [
      { kind: "decision", keys: ["spot", "runners"] },
      { kind: "task", keys: ["e2e"] },
    ],
  },
  {
    id: "b45-layout",
    build: (s) =>
      s
        .user("review this PR from the new contractor, it adds terragrunt")
        .bash("gh pr diff 412 --name-only", "terragrunt.hcl\nlive/prod/terragrunt.hcl\nlive/staging/terragrunt.hcl\nmodules/vpc/providers.tf")
        .assistant(
          "The PR wraps live/ in terragrunt and adds a provider block inside modules/vpc. Terragrunt would cut some backend duplication; should I suggest keeping it?",
        )
        .user("no terragrunt. we keep one directory per env under live/ with plain terraform, no workspaces either. that layout stays")
        .user("and provider blocks never go inside modules, only in the live/ roots. put both in the review")
        .bash("gh pr review 412 --request-changes --body-file /tmp/review.md", "")
        .assistant("I have requested changes on #412: remove terragrunt, keep the per-env directories, and move the provider block out of modules/vpc.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["directory", "env"] },
      { kind: "instruction", keys: ["provider", "modules"] },
    ],
  },
  {
    id: "b45-datalake-tiering",
    build: (s) =>
      s
        .user("data lake bucket: transition everything to glacier instant retrieval after 90 days")
        .assistant("I'll add a lifecycle rule to `acme-datalake` for GLACIER_IR at 90 days.")
        .file("Edit", "live/data/datalake.tf")
        .bash(
          "aws s3api get-bucket-metrics-configuration --bucket acme-datalake --id EntireBucket --profile data-ro",
          "An error occurred (NoSuchConfiguration) when calling the GetBucketMetricsConfiguration operation: The specified configuration does not exist.",
          254,
        )
        .assistant(
          "There are no request metrics on the bucket, so I can't see the access pattern; if old partitions get read often, Glacier IR retrieval charges could eat the savings.",
        )
        .user(
          "hm good point, the ml team rescans random old partitions all the time. scratch glacier IR: the data lake bucket goes on intelligent-tiering for everything instead",
        )
        .file("Edit", "live/data/datalake.tf")
        .bash("cd live/data && terraform plan -no-color | tail -1", "Plan: 0 to add, 1 to change, 0 to destroy.")
        .assistant("Replaced the rule: all objects transition to INTELLIGENT_TIERING at day 0.")
        .stop(),
    planted: [{ kind: "decision", keys: ["intelligent-tiering"] }],
  },
  {
    id: "b45-cost-format",
    build: (s) =>
      s
        .user("what did staging cost last month")
        .bash(
          "aws ce get-cost-and-usage --time-period Start=2026-10-01,End=2026-11-01 --granularity MONTHLY --metrics UnblendedCost --filter file://staging.json --profile finops-ro --output json | jq -r '.ResultsByTime[0].Total.UnblendedCost.Amount'",
          "9441.0712438",
        )
        .assistant("Staging came to 9441.0712438 USD unblended for October.")
        .user("when you quote costs give monthly USD rounded to whole dollars, and say if it's list price or invoice. so: $9,441/mo, invoice")
        .assistant("Got it: $9,441/month, invoice (unblended, before EDP credits).")
        .user("also the finance month closes on the 5th, so anything you pull before the 5th is provisional")
        .stop("Understood."),
    planted: [
      { kind: "instruction", keys: ["monthly", "usd"] },
      { kind: "fact", keys: ["finance", "5th"] },
    ],
  },
  {
    id: "b45-empty-version-nag",
    build: (s) =>
      s
        .user("quick one, what terraform do I have locally")
        .bash(
          "terraform version",
          "Terraform v1.7.5\non darwin_arm64\n\nYour version of Terraform is out of date! The latest version\nis 1.9.8. You can update by downloading from https://www.terraform.io/downloads.html",
        )
        .assistant("v1.7.5 on darwin_arm64; it nags that 1.9.8 is out.")
        .user("lol it always nags. ok thanks, have a good weekend")
        .stop("You too!"),
    planted: [],
  },
  {
    id: "b45-billing-iam",
    build: (s) =>
      s
        .user("the looker service account can't read billing data, can you check why")
        .bash(
          "gcloud billing accounts get-iam-policy 01A2B3-C4D5E6-F7A8B9 --format=json",
          '{\n  "bindings": [\n    { "members": ["user:priya@acme.io", "user:ops-lead@acme.io"], "role": "roles/billing.admin" },\n    { "members": ["group:finops@acme.io"], "role": "roles/billing.viewer" }\n  ]\n}',
        )
        .assistant("The service account isn't bound on the billing account; only the finops group has `billing.viewer`. I can add it as a viewer.")
        .user("no. don't touch IAM on the billing account, ever. if something needs a billing permission, write it up and I file the request")
        .assistant("Okay, I have written the request in `docs/access-requests/looker-billing.md` instead.")
        .file("Write", "docs/access-requests/looker-billing.md")
        .user("fyi that billing account is shared by dev and staging. prod has its own billing account, separate invoice")
        .stop("Noted."),
    planted: [
      { kind: "instruction", keys: ["billing", "iam"] },
      { kind: "fact", keys: ["staging", "billing"] },
    ],
  },
  {
    id: "b45-tf-version",
    build: (s) =>
      s
        .user("CI errors with `Unsupported Terraform Core version` on the route53 stack")
        .bash("cat .terraform-version live/dns/versions.tf | head -4", '1.7.5\nterraform {\n  required_version = ">= 1.8"\n}')
        .assistant("live/dns requires >= 1.8 but `.terraform-version` pins 1.7.5. 1.8+ would also give us provider functions; shall I upgrade CI?")
        .user("not this quarter. CI runs terraform 1.7.5 via tfenv and .terraform-version, that's the version for everything")
        .file("Edit", "live/dns/versions.tf")
        .bash("cd live/dns && terraform validate -no-color", "Success! The configuration is valid.")
        .assistant("Relaxed `required_version` in live/dns to `~> 1.7.0`; it validates.")
        .user("the 6 route53 zones that were created by hand still need import blocks. that's for later")
        .stop(),
    planted: [
      { kind: "fact", keys: ["1.7.5"] },
      { kind: "task", keys: ["route53"] },
    ],
  },
  {
    id: "b45-eips",
    build: (s) =>
      s
        .user("trusted advisor says we have unassociated elastic IPs")
        .bash("aws ec2 describe-addresses --profile prod-ro --query 'length(Addresses[?AssociationId==null])'", "14")
        .assistant("14 unattached EIPs in prod; at $0.005/hr each that's about $51/month. Should I release them?")
        .user("before deleting anything, list it and wait for my ok. always")
        .bash(
          "aws ec2 describe-addresses --profile prod-ro --query 'Addresses[?AssociationId==null].PublicIp' --output text",
          "3.92.14.7\t44.207.1.90\t52.1.77.3\t...",
        )
        .assistant("Here's the list of 14 public IPs; I haven't released anything.")
        .user("some might be allowlisted by customers. releasing the unattached eips waits until marcus confirms which ones, keep it open")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["deleting"] },
      { kind: "task", keys: ["eips"] },
    ],
  },
  {
    id: "b45-staging-idle",
    build: (s) =>
      s
        .user("compute optimizer says 40 of the staging m5.2xlarge are over-provisioned")
        .bash(
          "aws compute-optimizer get-ec2-instance-recommendations --profile staging-ro --query 'length(instanceRecommendations[?finding==`OVER_PROVISIONED`])'",
          "40",
        )
        .assistant(
          "It recommends m5.large for most of them, which would be around $8.4k/month less if the recommendation holds under load — that's Compute Optimizer's estimate, not ours.",
        )
        .user("decided: staging scales to zero on weekends starting this week, friday 20:00 to monday 06:00 UTC")
        .file("Write", "live/staging/schedules.tf")
        .bash("cd live/staging && terraform plan -no-color | tail -1", "Plan: 2 to add, 0 to change, 0 to destroy.")
        .assistant("Added two scheduled actions on the staging ASGs (scale to 0 Friday 20:00 UTC, back Monday 06:00 UTC).")
        .user("right-size the 40 instances after the load test on the 12th. not before, we need the numbers")
        .stop(),
    planted: [
      { kind: "decision", keys: ["weekends"] },
      { kind: "task", keys: ["right-size"] },
    ],
  },
  {
    id: "b45-empty-replication",
    build: (s) =>
      s
        .user("maybe the s3 bill comes from the replication to eu-west-1?")
        .bash(
          "aws s3api get-bucket-replication --bucket acme-assets-prod --profile prod-ro --query 'ReplicationConfiguration.Rules[0].Destination.Bucket'",
          '"arn:aws:s3:::acme-assets-euw1"',
        )
        .assistant(
          "Replication is on for acme-assets-prod. Cross-region transfer is $0.02/GB, so it could be a few hundred dollars, but I'd need the CUR line items to say whether it's the main driver.",
        )
        .user("let's look another day")
        .stop(),
    planted: [],
  },
  {
    id: "b45-bigquery",
    build: (s) =>
      s
        .user("bigquery spend. what are we on")
        .bash(
          "bq ls --reservation --project_id=acme-data --location=US --format=json",
          '[{"name":"projects/acme-data/locations/US/reservations/prod","slotCapacity":"500","edition":"ENTERPRISE"}]',
        )
        .assistant(
          "One 500-slot reservation, `prod`. Dev queries look billed on-demand per TB scanned. Moving dev onto the reservation too might save a bit, at a guess.",
        )
        .user("no, decided a while ago: bigquery dev projects stay on on-demand pricing, only prod uses a reservation")
        .user("the flat-rate commitment behind that reservation ends march 31")
        .user("switching the prod slot reservation to autoscaling before then is still on the list")
        .stop("Okay."),
    planted: [
      { kind: "decision", keys: ["on-demand", "dev"] },
      { kind: "fact", keys: ["march"] },
      { kind: "task", keys: ["slot"] },
    ],
  },
  {
    id: "b45-kms-buckets",
    build: (s) =>
      s
        .user("new bucket for the invoices export, in live/finops")
        .assistant("I'll create it with SSE-KMS. Which key: the default `aws/s3` or a customer managed one?")
        .user("all new buckets use the shared cmk `alias/acme-s3`, never aws/s3")
        .file("Write", "live/finops/invoices_bucket.tf")
        .bash(
          "aws kms get-key-policy --key-id alias/acme-cur --policy-name default --profile finops-ro --query Policy --output text | jq '.Statement[].Principal.AWS'",
          '"arn:aws:iam::902144118230:root"\n"arn:aws:iam::902144118230:role/analytics-legacy"',
        )
        .assistant("Created the bucket with `alias/acme-s3`. While checking keys: the CUR key `alias/acme-cur` still grants `analytics-legacy`.")
        .user("ugh. removing analytics-legacy from the cur kms key policy has to happen but needs security's ok, leave it open")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["cmk"] },
      { kind: "task", keys: ["kms"] },
    ],
  },
  {
    id: "b45-empty-gemini-plan",
    build: (s) =>
      s
        .user("show me the plan for live/shared")
        .bash(
          "cd live/shared && terraform plan -no-color | tail -4",
          '  # aws_s3_bucket.tfstate will be updated in-place\n      ~ tags = { + "note" = "never delete, always versioned" }\n\nPlan: 0 to add, 1 to change, 0 to destroy.',
        )
        .assistant("Okay. The plan updates one resource in place: a tag change on the state bucket (adding a `note` tag).")
        .user("k, whatever, that's fine")
        .stop(),
    planted: [],
  },
];

export const BLIND45 = plantedSet(BLIND45_SESSIONS, Date.UTC(2026, 10, 2, 9));
