/**
 * Blind planted set 216 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a Terraform/AWS consultant writing to the agent in formal full paragraphs ("Per our
 * discussion", "Kindly", "For your records"); several items often sit mid-paragraph, some are the
 * agent's proposals accepted in a short reply, and plans, tflint and AWS CLI output quote "must"/"never".
 * Each session is one segment; the items planted in it are listed with it: 66 items (16 decisions, 16 instructions,
 * 18 facts, 16 tasks) in 47 sessions, 11 of which plant nothing (44 user/assistant messages between them). Every other message
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

export const BLIND216_SESSIONS: BlindSession[] = [
  {
    id: "b216-state-backend",
    build: (s) =>
      s
        .user(
          "Good morning. Per our discussion yesterday with Henrik, we will keep the Terraform state for all environments in the S3 bucket acme-tfstate-prod, with locking through DynamoDB. Kindly migrate the backend block in infra/live/backend.tf accordingly and let me know once the state has been copied.",
        )
        .file("Read", "infra/live/backend.tf")
        .file("Edit", "infra/live/backend.tf")
        .bash(
          "cd infra/live && terraform init -migrate-state -force-copy",
          'Initializing the backend...\nTerraform detected that the backend type changed from "local" to "s3".\nSuccessfully configured the backend "s3"! Terraform will automatically\nuse this backend unless the backend configuration changes.',
        )
        .assistant(
          "The backend now points at s3://acme-tfstate-prod/live/terraform.tfstate with encryption enabled, and `terraform init -migrate-state` copied the existing state across without errors. A `terraform plan` afterwards shows no changes.",
        )
        .user(
          "Thank you, that is in order. For your records, the locking table tf-locks does not live in production: it sits in the shared-services account (4410-2231-8807), so the backend role needs cross-account access to it. I should be grateful if you would double-check the dynamodb_table argument against that.",
        )
        .bash("grep -n dynamodb_table infra/live/backend.tf", '7:    dynamodb_table = "arn:aws:dynamodb:eu-central-1:441022318807:table/tf-locks"')
        .assistant("The dynamodb_table argument already carries the full ARN in the shared-services account, so the cross-account lookup works as it stands.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["acme-tfstate-prod"] },
      { kind: "fact", keys: ["tf-locks", "shared-services"] },
    ],
  },
  {
    id: "b216-plan-file",
    build: (s) =>
      s
        .user("Kindly fix the typo in the description of var.instance_class in modules/rds/variables.tf; it reads 'isntance' at the moment.")
        .file("Edit", "modules/rds/variables.tf")
        .assistant("Fixed: the description now reads 'The RDS instance class for the primary'.")
        .user(
          "Thank you. One further matter, and I should like it observed from now on: kindly never run terraform apply without first writing a saved plan file with -out and letting me review the output of terraform show on it. Yesterday's direct apply in staging was not acceptable to the client's change board.",
        )
        .assistant(
          "Understood. I shall produce a saved plan with `terraform plan -out=tfplan` and wait for your review of `terraform show tfplan` before any apply.",
        )
        .bash("cd envs/staging && terraform plan -out=tfplan", "No changes. Your infrastructure matches the configuration.\n\nSaved the plan to: tfplan")
        .stop(),
    planted: [{ kind: "instruction", keys: ["plan file"] }],
  },
  {
    id: "b216-nat-per-az",
    build: (s) =>
      s
        .user("Could you tell me how many NAT gateways the production VPC currently has, and what they cost us per month?")
        .bash("aws ec2 describe-nat-gateways --filter Name=vpc-id,Values=vpc-0c41e9 --query 'NatGateways[].SubnetId' --output text", "subnet-0a1f22c1")
        .assistant(
          "Production has a single NAT gateway in eu-central-1a; at roughly USD 0.052 per hour plus data processing it comes to about USD 38 a month before traffic. Should that AZ fail, the private subnets in 1b and 1c lose egress. I would propose one NAT gateway per availability zone, with each private route table pointing at the gateway in its own zone.",
        )
        .user(
          "Per our discussion with the client this morning, the additional cost is justified. Kindly proceed with one NAT gateway per availability zone as you propose. Once this is merged, we shall also need to revisit VPC endpoints for S3 and DynamoDB to reduce the NAT data charges, but that is for next week, not today.",
        )
        .file("Edit", "modules/network/nat.tf")
        .bash("terraform plan -out=tfplan | tail -3", "Plan: 4 to add, 3 to change, 0 to destroy.\n\nSaved the plan to: tfplan")
        .assistant("The plan adds two NAT gateways with their Elastic IPs and updates the three private route tables. The saved plan is ready for your review.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["nat gateway", "availability zone"] },
      { kind: "task", keys: ["vpc endpoints"] },
    ],
  },
  {
    id: "b216-provider-pin",
    build: (s) =>
      s
        .bash("terraform version", "Terraform v1.7.5\non linux_amd64\n+ provider registry.terraform.io/hashicorp/aws v5.44.0")
        .user(
          "I notice versions.tf says aws >= 4.0. Going forward, kindly pin the AWS provider with a pessimistic constraint, ~> 5.40, in every root module and never with an open-ended >=. For your records, our CI runners use Terraform 1.7.5, which is pinned in the .terraform-version file at the repository root, so please do not introduce syntax newer than that.",
        )
        .file("Edit", "envs/prod/versions.tf")
        .file("Edit", "envs/staging/versions.tf")
        .assistant("Both root modules now require `hashicorp/aws ~> 5.40`, and `terraform init -upgrade` resolved v5.44.0 in each.")
        .user("Very good, thank you.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["pessimistic"] },
      { kind: "fact", keys: ["1.7.5"] },
    ],
  },
  {
    id: "b216-kms-denied",
    build: (s) =>
      s
        .user(
          "The reporting service in ECS fails at start-up with an AccessDeniedException from KMS. I suspect it may be a service control policy at the organisation level, but I have not verified that. Kindly investigate.",
        )
        .bash(
          "aws logs tail /ecs/reporting --since 1h | grep -m2 AccessDenied",
          "AccessDeniedException: User: arn:aws:sts::902113645280:assumed-role/kst-prod-reporting-task/9f2 is not authorized to perform: kms:Decrypt on resource: arn:aws:kms:eu-central-1:902113645280:key/5c1e because no resource-based policy allows the kms:Decrypt action",
        )
        .bash(
          "aws kms get-key-policy --key-id alias/app-data --policy-name default --query Policy --output text | jq '.Statement[].Principal'",
          '{\n  "AWS": "arn:aws:iam::902113645280:root"\n}\n{\n  "AWS": "arn:aws:iam::902113645280:role/kst-prod-api-task"\n}',
        )
        .assistant(
          "It is not an SCP: the error names the missing resource-based policy. The key policy of alias/app-data grants kms:Decrypt to the API task role only; the reporting task role kst-prod-reporting-task is absent, so KMS refuses the call regardless of the role's IAM policy.",
        )
        .user(
          "I have checked with the client's security lead and that is confirmed: the root cause is the key policy of app-data, which lists only the API role. Kindly add the reporting role to it in modules/kms. Separately, please raise a ticket so that the client reviews every key policy as part of the next security audit in January; we should not do that review now.",
        )
        .file("Edit", "modules/kms/policy.tf")
        .assistant("The key policy now grants kms:Decrypt to both task roles; the saved plan shows one in-place change to the key policy.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["key policy", "app-data"] },
      { kind: "task", keys: ["audit"] },
    ],
  },
  {
    id: "b216-default-tags",
    build: (s) =>
      s
        .bash(
          "tflint --recursive",
          '3 issue(s) found:\n\nWarning: The resource must have the tags CostCenter, Owner (aws_resource_missing_tags)\n  on modules/s3/main.tf line 4:\n   4: resource "aws_s3_bucket" "logs" {',
        )
        .user(
          "Dear assistant, the tflint report above is a symptom of a broader problem. As a standing rule, every resource must carry the tags CostCenter and Owner, and kindly set them through default_tags in the provider block rather than resource by resource. Also, kindly remind me to raise the tagging policy with the client's FinOps team on Thursday; I do not want to forget it.",
        )
        .file("Edit", "envs/prod/providers.tf")
        .bash("tflint --recursive", "")
        .assistant("The provider block now sets CostCenter and Owner in default_tags, and tflint reports no remaining issues.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["default_tags"] },
      { kind: "task", keys: ["finops"] },
    ],
  },
  {
    id: "b216-rds-engine",
    build: (s) =>
      s
        .user("What engine version is the production database on? I have the client's architect asking.")
        .bash("aws rds describe-db-instances --db-instance-identifier kst-prod-main --query 'DBInstances[0].EngineVersion' --output text", "14.10")
        .assistant("The production instance kst-prod-main runs PostgreSQL 14.10.")
        .user(
          "Thank you. Then kindly note the following: the upgrade to PostgreSQL 16 is still owed and must be planned for Q2, since the client will not approve a major engine upgrade before then, and it should include a blue/green deployment rehearsal in staging. Nothing is to change today.",
        )
        .assistant("Noted; I have made no changes to the database configuration.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["14.10"] },
      { kind: "task", keys: ["postgresql 16"] },
    ],
  },
  {
    id: "b216-private-registry",
    build: (s) =>
      s
        .user(
          "We have been referencing modules by git URL with ?ref= tags. Perhaps we should vendor them into the repository instead... actually no, scratch that, vendoring would make updates painful.",
        )
        .assistant(
          "An alternative is the Terraform Cloud private registry you already have at app.terraform.io/kestrel: modules get semantic versions and the source lines become shorter.",
        )
        .user(
          "Yes. Per our discussion, we shall consume all shared modules from the private registry at app.terraform.io/kestrel and retire the git references. Kindly convert the network module first.",
        )
        .file("Edit", "envs/prod/network.tf")
        .bash(
          "terraform init -upgrade | grep -i network",
          "- network in .terraform/modules/network\nDownloading app.terraform.io/kestrel/network/aws 2.3.1 for network...",
        )
        .assistant("The network module now resolves from app.terraform.io/kestrel/network/aws at version 2.3.1; the plan shows no changes.")
        .stop(),
    planted: [{ kind: "decision", keys: ["private registry"] }],
  },
  {
    id: "b216-env-layout",
    build: (s) =>
      s
        .user("For the new data platform, let us use Terraform workspaces for dev, staging and prod, with a single root module. Kindly sketch the layout.")
        .bash("ls infra/data-platform", "main.tf\nvariables.tf\noutputs.tf")
        .assistant(
          "With workspaces, the environment would come from terraform.workspace, and per-environment values would live in a map keyed by workspace name. The drawback is that all environments share one backend key prefix and one set of provider credentials.",
        )
        .user(
          "On reflection, kindly disregard the workspaces approach entirely. The shared credentials are a deal-breaker for the client's auditors. We shall use separate directories per environment under infra/data-platform/envs/, each with its own backend configuration and its own deployer role.",
        )
        .file("Write", "infra/data-platform/envs/prod/main.tf")
        .file("Write", "infra/data-platform/envs/staging/main.tf")
        .assistant("I have created envs/dev, envs/staging and envs/prod, each calling the shared module with its own backend.tf.")
        .stop(),
    planted: [{ kind: "decision", keys: ["separate directories"] }],
  },
  {
    id: "b216-accounts-role",
    build: (s) =>
      s
        .bash(
          "aws sts get-caller-identity",
          '{\n    "UserId": "AIDA4XQ2EXAMPLE",\n    "Account": "318204457719",\n    "Arn": "arn:aws:iam::318204457719:user/consultant-jk"\n}',
        )
        .user(
          "I see you are running as my IAM user with static keys, which should not be the case. Please take note of the following:\n\n1. Staging is account 318204457719.\n2. Production is account 902113645280.\n3. Kindly always assume the role TerraformDeployer through the AWS profile kestrel-admin and never use static access keys, in either account.\n\nPlease re-run the identity check once you have switched.",
        )
        .bash(
          "AWS_PROFILE=kestrel-admin aws sts get-caller-identity --query Arn --output text",
          "arn:aws:sts::318204457719:assumed-role/TerraformDeployer/botocore-session-1732",
        )
        .assistant("I am now running as the assumed role TerraformDeployer in staging via the kestrel-admin profile.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["318204457719"] },
      { kind: "fact", keys: ["902113645280"] },
      { kind: "instruction", keys: ["terraformdeployer"] },
    ],
  },
  {
    id: "b216-acm-cloudfront",
    build: (s) =>
      s
        .bash(
          "terraform apply tfplan",
          "Error: creating CloudFront Distribution: InvalidViewerCertificate: The specified SSL certificate doesn't exist, isn't in us-east-1 region, isn't valid, or doesn't include a valid certificate chain.",
          1,
        )
        .assistant(
          "The distribution refers to the certificate in eu-central-1. CloudFront only accepts ACM certificates issued in us-east-1, so we need a second provider alias for us-east-1 and the certificate created there.",
        )
        .user(
          "Quite right; for your records, in this estate every certificate used by CloudFront lives in us-east-1 while everything else stays in eu-central-1. Kindly add the aliased provider. While you are there: the wildcard certificate for *.kestrel-health.com expires on 14 January, and its DNS validation renewal must be checked before then. That is a follow-up for December, not for today.",
        )
        .file("Edit", "envs/prod/providers.tf")
        .file("Edit", "modules/cdn/acm.tf")
        .bash("terraform plan -out=tfplan | tail -1", "Saved the plan to: tfplan")
        .stop("The certificate now comes from the us_east_1 provider alias; the saved plan is ready for your review."),
    planted: [
      { kind: "fact", keys: ["us-east-1", "cloudfront"] },
      { kind: "task", keys: ["wildcard", "renewal"] },
    ],
  },
  {
    id: "b216-lambda-timeout",
    build: (s) =>
      s
        .user("The ingest Lambda has been timing out since Tuesday. Could it be a cold start problem? Kindly have a look.")
        .bash(
          "aws logs filter-log-events --log-group-name /aws/lambda/kst-prod-ingest --filter-pattern 'Task timed out' --max-items 2 --query 'events[].message'",
          '[\n    "2026-11-17T08:14:02Z 4c1 Task timed out after 30.03 seconds",\n    "2026-11-17T08:19:40Z 77a Task timed out after 30.02 seconds"\n]',
        )
        .bash(
          "aws ec2 describe-flow-logs --filter Name=resource-id,Values=vpc-0c41e9 --query 'FlowLogs[0].LogGroupName' --output text && aws logs tail vpc-flow-prod --since 2h | grep 443 | grep REJECT | head -2",
          "vpc-flow-prod\n2 902113645280 eni-0b7 10.20.3.14 52.28.4.19 48712 443 6 3 180 REJECT OK",
        )
        .assistant(
          "It is not a cold start. The flow logs show the Lambda's ENI in the private subnet being rejected on port 443 towards the Secrets Manager endpoint: since Tuesday's route table change the private subnets have no path to Secrets Manager, so the GetSecretValue call hangs until the 30-second timeout. I have confirmed this by invoking the function with the secret lookup stubbed out; it completes in 240 ms.",
        )
        .user(
          "Thank you, that is convincing. We shall add an interface endpoint for Secrets Manager in the private subnets rather than moving the function out of the VPC. Kindly prepare that.",
        )
        .file("Write", "modules/network/endpoints.tf")
        .bash("terraform plan -out=tfplan | tail -1", "Saved the plan to: tfplan")
        .stop("The endpoint plan is saved for your review."),
    planted: [
      { kind: "fact", keys: ["secrets manager", "private subnet"] },
      { kind: "decision", keys: ["interface endpoint"] },
    ],
  },
  {
    id: "b216-commit-hygiene",
    build: (s) =>
      s
        .bash("git status --short", " M modules/s3/main.tf\n M modules/s3/variables.tf")
        .user(
          "Before you commit this, a few conventions that apply to all work in this repository from now on. Kindly run terraform fmt -recursive and tflint before every commit, and kindly write commit messages in the imperative mood, e.g. 'Add log bucket lifecycle', not 'Added'.",
        )
        .bash("terraform fmt -recursive && tflint --recursive", "modules/s3/main.tf")
        .bash(
          'git commit -am "Add lifecycle rules to log bucket"',
          "[feature/s3-lifecycle 3e91c0a] Add lifecycle rules to log bucket\n 2 files changed, 18 insertions(+)",
        )
        .assistant("fmt reformatted modules/s3/main.tf, tflint was clean, and the change is committed as 'Add lifecycle rules to log bucket'.")
        .user("Splendid. Have a pleasant evening.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["tflint"] },
      { kind: "instruction", keys: ["imperative"] },
    ],
  },
  {
    id: "b216-eks-support",
    build: (s) =>
      s
        .bash("aws eks describe-cluster --name kst-prod --query cluster.version --output text", "1.27")
        .user(
          "As you can see, the cluster is still on 1.27, which falls out of standard support. We must upgrade the cluster to 1.29 before the end of the month; kindly do not start it today, as the client has a release freeze until Monday. For your records, the managed node groups are owned by the client's platform team under Ingrid Solberg, not by us, so we touch only the control plane.",
        )
        .assistant("Understood; I shall make no change to the cluster today.")
        .user("Thank you. Could you list the node groups so that I can forward them to Ingrid?")
        .bash("aws eks list-nodegroups --cluster-name kst-prod --output text", "NODEGROUPS\tkst-prod-general\nNODEGROUPS\tkst-prod-batch")
        .assistant("There are two: kst-prod-general and kst-prod-batch.")
        .stop(),
    planted: [
      { kind: "task", keys: ["1.29"] },
      { kind: "fact", keys: ["ingrid"] },
    ],
  },
  {
    id: "b216-log-lifecycle",
    build: (s) =>
      s
        .user("The ALB access log bucket has grown to 11 TB. What would you suggest?")
        .bash(
          "aws s3api get-bucket-lifecycle-configuration --bucket kst-prod-alb-logs",
          "An error occurred (NoSuchLifecycleConfiguration) when calling the GetBucketLifecycleConfiguration operation: The lifecycle configuration does not exist",
          254,
        )
        .assistant(
          "There is no lifecycle configuration at all. I propose transitioning objects to Glacier Instant Retrieval after 90 days and expiring them after 400 days, which still covers the client's one-year audit requirement.",
        )
        .user("Agreed. Kindly implement exactly that.")
        .file("Edit", "modules/s3/lifecycle.tf")
        .bash("terraform plan -out=tfplan | tail -2", "Plan: 1 to add, 0 to change, 0 to destroy.\n\nSaved the plan to: tfplan")
        .stop("The lifecycle configuration is in the saved plan."),
    planted: [{ kind: "decision", keys: ["glacier", "90 days"] }],
  },
  {
    id: "b216-naming",
    build: (s) =>
      s
        .file("Read", "modules/sqs/main.tf")
        .user(
          'I see resource "aws_sqs_queue" "OrderEvents" with the name "orderEvents-queue". This is inconsistent with the rest of the estate. Please observe this convention: Terraform resource names in snake_case, and every AWS resource name prefixed with kst-<env>-, e.g. kst-prod-order-events. Kindly rename this one with a moved block so that nothing is destroyed.',
        )
        .file("Edit", "modules/sqs/main.tf")
        .bash(
          "terraform plan | grep -E 'moved|Plan'",
          "  # aws_sqs_queue.OrderEvents has moved to aws_sqs_queue.order_events\nPlan: 0 to add, 1 to change, 0 to destroy.",
        )
        .assistant(
          "The resource is now aws_sqs_queue.order_events named kst-prod-order-events; the moved block means the plan changes the name in place with no destroy.",
        )
        .stop(),
    planted: [{ kind: "instruction", keys: ["kst-<env>-"] }],
  },
  {
    id: "b216-budget",
    build: (s) =>
      s
        .bash(
          "aws ce get-cost-and-usage --time-period Start=2026-10-01,End=2026-11-01 --granularity MONTHLY --metrics UnblendedCost --query 'ResultsByTime[0].Total.UnblendedCost.Amount' --output text",
          "16482.37",
        )
        .assistant("October's unblended cost for the production account was USD 16,482.37.")
        .user(
          "Thank you. For context, the client's monthly AWS budget ceiling is USD 18,000; anything above that figure triggers a review by their finance department. We are therefore rather close. TODO for the next sprint: set up AWS Budgets alerts at 80 percent of that ceiling, notifying the platform mailing list. Not now, please.",
        )
        .assistant("Understood, I will leave the alerts for the next sprint.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["18,000"] },
      { kind: "task", keys: ["budgets", "80 percent"] },
    ],
  },
  {
    id: "b216-alb-502",
    build: (s) =>
      s
        .user(
          "Users are seeing intermittent 502s on api.kestrel-health.com. Is it perhaps the security group between the ALB and the tasks? Kindly investigate.",
        )
        .bash(
          "aws elbv2 describe-target-health --target-group-arn $TG_ARN --query 'TargetHealthDescriptions[].TargetHealth' --output json",
          '[\n  {"State": "unhealthy", "Reason": "Target.ResponseCodeMismatch", "Description": "Health checks failed with these codes: [301]"}\n]',
        )
        .bash("curl -s -o /dev/null -w '%{http_code}' http://10.20.3.41:8080/healthz", "301")
        .assistant(
          "The security group is fine. The targets are marked unhealthy because the health check path /healthz returns 301: the application redirects every plain HTTP request to HTTPS, including the health check, and the target group expects 200. The tasks are cycled out and back in, which produces the 502s.",
        )
        .user(
          "Confirmed, I have reproduced the 301 myself. We shall point the health check at /livez, which the developers exempted from the redirect last week. Kindly make that change.",
        )
        .file("Edit", "modules/ecs-service/alb.tf")
        .stop("The target group health check now uses /livez; the saved plan shows one in-place change."),
    planted: [
      { kind: "fact", keys: ["healthz", "301"] },
      { kind: "decision", keys: ["livez"] },
    ],
  },
  {
    id: "b216-plan-summaries",
    build: (s) =>
      s
        .bash(
          "terraform show -no-color tfplan | grep -E '^  # ' | head -4",
          "  # aws_instance.bastion will be destroyed\n  # aws_security_group.bastion will be updated in-place\n  # aws_iam_role.ssm will be created\n  # aws_iam_role_policy_attachment.ssm will be created",
        )
        .assistant("The plan creates an SSM role and its policy attachment, updates the bastion security group, and destroys the bastion instance.")
        .user(
          "Thank you, but I nearly missed the destroy at the end of your sentence. Whenever you summarise a plan for me, kindly list destroys first and in bold, before anything else. And while I am at it: I prefer that you not use -target at all, except in a genuine emergency that I have approved.",
        )
        .assistant(
          "**Destroys:** aws_instance.bastion.\n\nCreates: aws_iam_role.ssm, aws_iam_role_policy_attachment.ssm. Updates in place: aws_security_group.bastion.",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["destroys", "bold"] },
      { kind: "instruction", keys: ["-target"] },
    ],
  },
  {
    id: "b216-route53-drift",
    build: (s) =>
      s
        .bash("terraform plan -refresh-only | grep -c route53", "0")
        .bash("aws route53 list-resource-record-sets --hosted-zone-id Z03817 --query 'length(ResourceRecordSets)'", "57")
        .assistant("The hosted zone holds 57 record sets, but Terraform manages none of them; they appear to have been created by hand in the console.")
        .user(
          "Yes, that is the legacy of the previous agency. For your records, the zone kestrel-health.com is hosted in the legacy account 270551930482, not in the network account, and that will stay so. Kindly leave the import of those Route 53 records into Terraform for a later engagement; it is out of scope for this one.",
        )
        .assistant("Understood; I have not changed anything in the zone.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["legacy account"] },
      { kind: "task", keys: ["route 53", "import"] },
    ],
  },
  {
    id: "b216-db-credentials",
    build: (s) =>
      s
        .file("Read", "modules/rds/main.tf")
        .assistant(
          "The master password is currently passed in as a variable and ends up in the state file. Two options: an SSM Parameter Store SecureString written by a pipeline, or manage_master_user_password so that RDS keeps it in Secrets Manager with automatic rotation.",
        )
        .user(
          "Per our discussion with the client's security officer: we shall store the database credentials in Secrets Manager with automatic rotation, via manage_master_user_password, and not in Parameter Store. Kindly change the module.",
        )
        .file("Edit", "modules/rds/main.tf")
        .bash("terraform validate", "Success! The configuration is valid.")
        .stop("The module now sets manage_master_user_password = true and the password variable has been removed."),
    planted: [{ kind: "decision", keys: ["secrets manager", "rotation"] }],
  },
  {
    id: "b216-ci-oidc",
    build: (s) =>
      s
        .file("Read", ".github/workflows/terraform.yml")
        .user(
          "The workflow still reads AWS_ACCESS_KEY_ID from the repository secrets. Per our discussion, GitHub Actions will authenticate through OIDC to the role gha-terraform from now on; no long-lived keys in CI. Kindly change the workflow and add the identity provider. Once the pipeline has run green for a week, we need to delete the old IAM user ci-deployer and its keys; please leave that for later.",
        )
        .file("Write", "modules/iam/github-oidc.tf")
        .file("Edit", ".github/workflows/terraform.yml")
        .bash("actionlint .github/workflows/terraform.yml", "")
        .assistant("The workflow now uses aws-actions/configure-aws-credentials with role-to-assume gha-terraform and id-token: write; actionlint is clean.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["oidc"] },
      { kind: "task", keys: ["ci-deployer"] },
    ],
  },
  {
    id: "b216-regions",
    build: (s) =>
      s
        .user("Kindly list the regions in which we have running EC2 instances.")
        .bash(
          "for r in eu-central-1 eu-west-1 us-east-1; do echo $r $(aws ec2 describe-instances --region $r --query 'length(Reservations)'); done",
          "eu-central-1 14\neu-west-1 0\nus-east-1 0",
        )
        .assistant("All 14 running instances are in eu-central-1; eu-west-1 and us-east-1 have none.")
        .user(
          "As expected. For your records: all workloads reside in eu-central-1, and eu-west-1 holds nothing but the disaster-recovery backups, which are replicated there by AWS Backup. Us-east-1 is used only for the CloudFront certificates and the billing alarms.",
        )
        .assistant("Thank you, noted.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["eu-central-1", "workloads"] },
      { kind: "fact", keys: ["eu-west-1", "disaster-recovery"] },
    ],
  },
  {
    id: "b216-module-bumps",
    build: (s) =>
      s
        .bash(
          "git diff --stat main",
          " envs/prod/network.tf | 2 +-\n envs/prod/ecs.tf     | 41 ++++++++++++++++++++++++++++++++\n 2 files changed, 42 insertions(+), 1 deletion(-)",
        )
        .user(
          "I see the network module version bump from 2.3.1 to 2.4.0 mixed into the ECS service change. Kindly keep module version bumps in a separate PR from functional changes, always; it makes the client's change review far simpler. Please split this one now.",
        )
        .bash(
          "git checkout -b chore/network-2.4.0 && git checkout feature/ecs-reporting -- envs/prod/network.tf",
          "Switched to a new branch 'chore/network-2.4.0'",
        )
        .assistant("The version bump now sits alone on chore/network-2.4.0, and feature/ecs-reporting carries only the ECS change.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["separate pr"] }],
  },
  {
    id: "b216-waf-shield",
    build: (s) =>
      s
        .user("Would Shield Advanced be worth enabling for the public ALBs, in your opinion?")
        .assistant(
          "Shield Advanced costs USD 3,000 a month per organisation plus data transfer fees. It brings DDoS cost protection and the response team; Shield Standard already covers layer 3 and 4 attacks at no cost.",
        )
        .bash("aws wafv2 list-web-acls --scope REGIONAL --query 'WebACLs[].Name' --output text", "kst-prod-api-acl")
        .user(
          "Thank you. Per our call with the client this afternoon, we will not enable Shield Advanced; the cost is not justified for their traffic profile. Instead, next quarter we need to add the AWS managed rule groups for known bad inputs and SQL injection to kst-prod-api-acl. Kindly do not do that yet.",
        )
        .assistant("Understood; no changes made.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["shield advanced"] },
      { kind: "task", keys: ["managed rule groups"] },
    ],
  },
  {
    id: "b216-backup-vault",
    build: (s) =>
      s
        .bash(
          "terraform destroy -target=aws_backup_vault.old",
          "Error: deleting Backup Vault (kst-prod-vault-old): InvalidRequestException: Vault is locked in compliance mode and cannot be deleted.",
          1,
        )
        .user(
          "Please stop there; I did not approve a destroy. For your records, the vault kst-prod-vault-old has a vault lock in compliance mode until 2031, so it cannot be deleted by anyone, AWS included. Remind me to ask Marcus from the client side for the restore test schedule, as I believe they owe us one for the audit.",
        )
        .assistant("Apologies; I have stopped and made no further changes.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["vault lock"] },
      { kind: "task", keys: ["marcus", "restore"] },
    ],
  },
  {
    id: "b216-log-retention",
    build: (s) =>
      s
        .bash("aws logs describe-log-groups --query 'logGroups[?retentionInDays==null].logGroupName' --output text | wc -w", "38")
        .assistant("38 log groups in production have no retention set and keep their logs forever; most were created implicitly by Lambda.")
        .user(
          "That is what I feared. Two points. First, from now on CloudWatch log groups shall be created explicitly in Terraform with retention_in_days = 90; never let the Lambda runtime create them. Second, per our discussion with the client, logs will be shipped to the central logging account through Kinesis Firehose rather than by cross-account subscriptions to OpenSearch. The subscription filters for the legacy log groups remain a TODO for next week.",
        )
        .file("Write", "modules/lambda/logs.tf")
        .bash("terraform validate", "Success! The configuration is valid.")
        .stop("The lambda module now declares its log group with retention_in_days = 90."),
    planted: [
      { kind: "instruction", keys: ["retention_in_days"] },
      { kind: "decision", keys: ["firehose"] },
      { kind: "task", keys: ["subscription filters"] },
    ],
  },
  {
    id: "b216-lockfile",
    build: (s) =>
      s
        .bash("git diff --stat .terraform.lock.hcl", " envs/prod/.terraform.lock.hcl | 14 +-------------\n 1 file changed, 1 insertion(+), 13 deletions(-)")
        .assistant("The lock file lost the hashes for other platforms when I ran init on this Mac.")
        .user(
          "Indeed. Kindly do not commit .terraform.lock.hcl changes made on a Mac without also running terraform providers lock for linux_amd64, since CI runs on Linux. Furthermore, per our discussion last week, we are dropping Terragrunt altogether; plain Terraform driven by a Makefile from now on.",
        )
        .bash(
          "terraform providers lock -platform=linux_amd64 -platform=darwin_arm64",
          "- Obtained hashicorp/aws checksums for linux_amd64; All checksums for this platform were already tracked in the lock file\n\nSuccess! Terraform has updated the lock file.",
        )
        .assistant("The lock file now carries the hashes for linux_amd64 and darwin_arm64.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["linux_amd64"] },
      { kind: "decision", keys: ["terragrunt"] },
    ],
  },
  {
    id: "b216-empty-known-after-apply",
    build: (s) =>
      s
        .user(
          "Could you kindly explain what '(known after apply)' means in the plan output for the ALB's dns_name? The client's architect asked me and I should like to give a precise answer.",
        )
        .bash("terraform show -no-color tfplan | grep -m1 'known after apply'", "      + dns_name = (known after apply)")
        .assistant(
          "It means the value is computed by AWS when the resource is created, so Terraform cannot know it during planning. Anything that references it is also shown as unknown until apply.",
        )
        .user("Thank you, that is clear. Does the same apply to the ARN?")
        .assistant("Yes; the ARN of a resource that does not yet exist is likewise unknown until it is created.")
        .stop(),
    planted: [],
  },
  {
    id: "b216-empty-readme-typo",
    build: (s) =>
      s
        .user("Kindly correct the spelling of 'enviroment' in the README's second heading.")
        .file("Edit", "README.md")
        .assistant("Corrected to 'environment'.")
        .user("Thank you. And please run terraform fmt on the staging directory while you are at it.")
        .bash("terraform fmt envs/staging", "envs/staging/main.tf")
        .assistant("fmt reformatted envs/staging/main.tf; nothing else changed.")
        .stop(),
    planted: [],
  },
  {
    id: "b216-empty-tflint-quote",
    build: (s) =>
      s
        .bash(
          "tflint --recursive",
          'Warning: Module source "git::https://github.com/kestrel/tf-modules.git//s3" is not pinned (terraform_module_pinned_source)\n\nWarning: variables must always have a type and a description (terraform_typed_variables)\n\nNotice: TODO comments should never remain in modules (custom_no_todo)',
        )
        .user("What do these three warnings refer to, exactly? I have not seen the custom_no_todo rule before.")
        .assistant(
          "The first is a module source without a ?ref=. The second flags two variables in modules/s3 with no type. The third is a custom rule in .tflint.hcl that matches the string TODO in comments; there is one in modules/s3/main.tf line 12.",
        )
        .user("Kindly fix the two untyped variables and leave the rest as it is for today.")
        .file("Edit", "modules/s3/variables.tf")
        .assistant("Both variables now have type = string and a description.")
        .stop(),
    planted: [],
  },
  {
    id: "b216-empty-throttling-guess",
    build: (s) =>
      s
        .bash("terraform plan -out=tfplan", "Error: reading IAM Role (kst-prod-reporting-task): ThrottlingException: Rate exceeded", 1)
        .user("Could this be API throttling because another pipeline is running at the same time? I am only guessing.")
        .assistant("It is possible; the IAM API has a low request rate. I cannot see the other pipelines from here, so I cannot confirm it.")
        .user("Very well, kindly just retry the plan.")
        .bash("terraform plan -out=tfplan | tail -1", "Saved the plan to: tfplan")
        .assistant("The retry succeeded and the plan is saved.")
        .stop(),
    planted: [],
  },
  {
    id: "b216-empty-opentofu",
    build: (s) =>
      s
        .user("I have been wondering whether we should move this estate to OpenTofu, given the licence change. What is your view?")
        .assistant(
          "OpenTofu 1.6 is a drop-in replacement for Terraform 1.6; state encryption arrived in 1.7. The main risk is the Terraform Cloud integration, which OpenTofu does not support.",
        )
        .bash("grep -rn 'cloud {' envs | head -2", "envs/prod/backend.tf:2:  cloud {\nenvs/staging/backend.tf:2:  cloud {")
        .user("Ah, of course, we rely on the cloud block. Actually, no, scratch that idea; it is not worth raising with the client at present.")
        .assistant("Understood.")
        .stop(),
    planted: [],
  },
  {
    id: "b216-empty-plan-report",
    build: (s) =>
      s
        .user("Kindly run a plan for production and tell me what it would change.")
        .bash("terraform plan -out=tfplan | tail -2", "Plan: 0 to add, 2 to change, 0 to destroy.\n\nSaved the plan to: tfplan")
        .assistant(
          "The plan changes two resources in place: the tags on the ALB and the deletion protection flag on the staging bucket mirror. Nothing is added or destroyed.",
        )
        .user("Thank you, I shall review it after lunch.")
        .assistant("Very well; the plan file stays in envs/prod until then.")
        .stop(),
    planted: [],
  },
  {
    id: "b216-empty-nat-pricing",
    build: (s) =>
      s
        .user("What does a NAT gateway cost per gigabyte of processed data in Frankfurt, roughly?")
        .assistant("In eu-central-1 it is USD 0.052 per GB processed, on top of the hourly charge of USD 0.052.")
        .user("And is cross-AZ traffic to the gateway charged in addition?")
        .bash(
          "aws pricing get-products --service-code AmazonEC2 --filters Type=TERM_MATCH,Field=usagetype,Value=EUC1-DataTransfer-Regional-Bytes --region us-east-1 --query 'length(PriceList)'",
          "1",
        )
        .assistant("Yes, inter-AZ data transfer is charged at USD 0.01 per GB in each direction.")
        .stop(),
    planted: [],
  },
  {
    id: "b216-empty-config-quote",
    build: (s) =>
      s
        .user(
          "The client's security team sent over this extract of their AWS Config conformance pack. Could you tell me whether any of it fails in staging?\n\n```\n- s3-bucket-public-read-prohibited: buckets must never allow public read\n- iam-root-access-key-check: root must always have no access keys\n- TODO(secops): add ebs-encryption-by-default\n```",
        )
        .bash(
          "aws configservice describe-compliance-by-config-rule --query 'ComplianceByConfigRules[?Compliance.ComplianceType==`NON_COMPLIANT`].ConfigRuleName' --output text",
          "",
        )
        .assistant("No rule in the conformance pack is non-compliant in staging at present.")
        .user("Excellent, thank you.")
        .stop(),
    planted: [],
  },
  {
    id: "b216-empty-chitchat",
    build: (s) =>
      s
        .user("Good afternoon. I am back from the client's offices in Hamburg; the train was two hours late, as usual.")
        .assistant("Good afternoon; I hope the rest of the journey was more pleasant.")
        .user("It was, thank you. Kindly run terraform validate on the data platform so that I know where we stand.")
        .bash("cd infra/data-platform/envs/staging && terraform validate", "Success! The configuration is valid.")
        .assistant("The staging configuration of the data platform is valid.")
        .stop(),
    planted: [],
  },
  {
    id: "b216-empty-for-each",
    build: (s) =>
      s
        .file("Read", "modules/sqs/main.tf")
        .assistant(
          "The queues are created with count over a list; inserting a queue in the middle would recreate the ones after it. I could convert it to for_each keyed by queue name, with moved blocks.",
        )
        .user("Would the moved blocks avoid any destroys in production?")
        .assistant("Yes, if every index is mapped to its key; the plan would then show only moves.")
        .user("Let me think about it; not today. Kindly just show me how many queues there are.")
        .bash("terraform state list | grep -c aws_sqs_queue", "7")
        .assistant("There are seven queues in the state.")
        .stop(),
    planted: [],
  },
  {
    id: "b216-fargate-spot",
    build: (s) =>
      s
        .bash(
          "aws ecs describe-services --cluster kst-prod --services kst-prod-batch --query 'services[0].capacityProviderStrategy' --output json",
          '[\n  {"capacityProvider": "FARGATE", "weight": 1, "base": 0}\n]',
        )
        .assistant(
          "The batch service runs entirely on on-demand Fargate. Since the jobs are idempotent and retried from SQS, I would suggest Fargate Spot for this service, which is about 70 percent cheaper; the API services should stay on on-demand.",
        )
        .user(
          "Yes, go with Fargate Spot for the batch service only; the API stays as it is. One follow-up for the developers rather than for us: the worker's SIGTERM handling needs a review so that an interrupted job returns its message to the queue. Kindly note it and do not touch the application code.",
        )
        .file("Edit", "modules/ecs-service/capacity.tf")
        .bash("terraform plan -out=tfplan | tail -2", "Plan: 0 to add, 1 to change, 0 to destroy.\n\nSaved the plan to: tfplan")
        .stop("The batch service's capacity strategy now uses FARGATE_SPOT; the saved plan awaits your review."),
    planted: [
      { kind: "decision", keys: ["fargate spot"] },
      { kind: "task", keys: ["sigterm"] },
    ],
  },
  {
    id: "b216-pr-conventions",
    build: (s) =>
      s
        .bash("gh pr create --fill", "https://github.com/kestrel/infra-live/pull/412")
        .assistant("I have opened pull request #412 with the commit message as its description.")
        .user(
          "Thank you. Two preferences of mine that I should like you to follow on every future pull request in this repository. Kindly attach the output of terraform plan to the description in a collapsed <details> block, so that reviewers need not run it themselves. And I prefer British spelling in all documentation and descriptions: 'organisation', not 'organization'. Please amend #412 accordingly.",
        )
        .bash("terraform show -no-color tfplan > /tmp/plan.txt && gh pr edit 412 --body-file /tmp/pr-body.md", "https://github.com/kestrel/infra-live/pull/412")
        .assistant("The description of #412 now includes the plan in a collapsed block, and the spelling has been corrected.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["<details>"] },
      { kind: "instruction", keys: ["british"] },
    ],
  },
  {
    id: "b216-bucket-encryption",
    build: (s) =>
      s
        .user("Which encryption do our buckets use at the moment? The auditors are asking.")
        .bash(
          "for b in kst-prod-lake kst-prod-alb-logs; do aws s3api get-bucket-encryption --bucket $b --query 'ServerSideEncryptionConfiguration.Rules[0].ApplyServerSideEncryptionByDefault.SSEAlgorithm' --output text; done",
          "aws:kms\nAES256",
        )
        .assistant(
          "kst-prod-lake uses SSE-KMS and the ALB log bucket uses SSE-S3 (AES256). Note that ALB access logs only support SSE-S3, so that bucket cannot move to KMS.",
        )
        .user(
          "Thank you. Per our discussion with the auditors, all new buckets will use SSE-KMS with S3 bucket keys enabled, the ALB log bucket being the only exception for the reason you give. For your records, the data lake bucket kst-prod-lake has Object Lock enabled in governance mode, so do not attempt to disable versioning on it. Kindly update the s3 module defaults.",
        )
        .file("Edit", "modules/s3/encryption.tf")
        .bash("terraform validate", "Success! The configuration is valid.")
        .stop("The module now defaults to aws:kms with bucket_key_enabled = true."),
    planted: [
      { kind: "decision", keys: ["bucket keys"] },
      { kind: "fact", keys: ["kst-prod-lake", "object lock"] },
    ],
  },
  {
    id: "b216-permissions-boundary",
    build: (s) =>
      s
        .bash(
          "terraform apply tfplan",
          "Error: creating IAM Role (kst-prod-firehose): AccessDenied: User: arn:aws:sts::902113645280:assumed-role/TerraformDeployer/ci is not authorized to perform: iam:CreateRole with an explicit deny in a service control policy",
          1,
        )
        .assistant("Could the SCP be restricting role creation by path? I am not certain yet; let me look at the role definition.")
        .file("Read", "modules/firehose/iam.tf")
        .user(
          "It is not the path. The client's SCP denies iam:CreateRole unless the role carries the permissions boundary kst-boundary; that is how their organisation is set up. Kindly attach it here, and as a rule, every IAM role we create must have permissions_boundary set to kst-boundary.",
        )
        .file("Edit", "modules/firehose/iam.tf")
        .bash("terraform plan -out=tfplan | tail -1", "Saved the plan to: tfplan")
        .assistant("The Firehose role now sets permissions_boundary to the kst-boundary policy; the new plan is saved.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["scp", "createrole"] },
      { kind: "instruction", keys: ["kst-boundary"] },
    ],
  },
  {
    id: "b216-tfc-workflow",
    build: (s) =>
      s
        .bash(
          'curl -s -H "Authorization: Bearer $TFC_TOKEN" https://app.terraform.io/api/v2/organizations/kestrel/workspaces | jq -r \'.data[].attributes | [.name, ."execution-mode"] | @tsv\'',
          "infra-prod\tremote\ninfra-staging\tremote\ndata-platform-prod\tremote",
        )
        .user(
          "Very well. Per our discussion, this is how we shall work with Terraform Cloud: speculative plans run on every pull request, and applies happen only from main through the Terraform Cloud run, never from a laptop. Kindly configure the VCS triggers for infra-staging accordingly. TODO for us before the end of January: move the staging workspaces to agent pools in the client's VPC.",
        )
        .bash("terraform -chdir=tfc apply tfplan", "Apply complete! Resources: 0 added, 1 changed, 0 destroyed.")
        .assistant("infra-staging now has speculative plans enabled and auto-apply disabled for its VCS branch main.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["speculative"] },
      { kind: "task", keys: ["agent pools"] },
    ],
  },
  {
    id: "b216-dr-replica",
    build: (s) =>
      s
        .user("Kindly show me the state of the cross-region read replica.")
        .bash(
          "aws rds describe-db-instances --region eu-west-1 --db-instance-identifier kst-dr-main-replica --query 'DBInstances[0].[DBInstanceStatus,ReplicaLag]' --output text",
          "available\tNone",
        )
        .assistant(
          "The replica kst-dr-main-replica in eu-west-1 is available. ReplicaLag is not reported by this call; CloudWatch shows 2 seconds over the last hour.",
        )
        .user(
          "Good. Please observe that you are never to modify the eu-west-1 replica resources without asking me first, even for a tag change; the client's DR runbook depends on them. And remind me next Monday to schedule the DR failover test with the client's operations team.",
        )
        .assistant("Understood.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["replica"] },
      { kind: "task", keys: ["failover test"] },
    ],
  },
  {
    id: "b216-graviton",
    build: (s) =>
      s
        .bash(
          "aws ce get-cost-and-usage --time-period Start=2026-11-01,End=2026-11-27 --granularity MONTHLY --metrics UnblendedCost --group-by Type=DIMENSION,Key=INSTANCE_TYPE --query 'ResultsByTime[0].Groups[:3].[Keys[0],Metrics.UnblendedCost.Amount]' --output text",
          "m5.xlarge\t2210.41\nr5.large\t1388.02\nt3.medium\t212.90",
        )
        .assistant(
          "The m5.xlarge reporting hosts are the largest line. Moving them to m7g.xlarge (Graviton) would save roughly 20 percent; the reporting service is a JVM application and the image is already built for arm64.",
        )
        .user(
          "Agreed, kindly switch the reporting hosts to Graviton. Next sprint we shall also need a rightsizing review of the RDS read replicas, which look oversized to me; not today.",
        )
        .file("Edit", "envs/prod/reporting.tf")
        .bash("terraform plan -out=tfplan | tail -1", "Saved the plan to: tfplan")
        .stop("The reporting launch template now uses m7g.xlarge with the arm64 AMI; the saved plan awaits your review."),
    planted: [
      { kind: "decision", keys: ["graviton"] },
      { kind: "task", keys: ["rightsizing"] },
    ],
  },
  {
    id: "b216-vpn-cidr",
    build: (s) =>
      s
        .user("I should like to create a new VPC for the analytics sandbox. Which CIDR would you suggest, 10.64.0.0/16 perhaps?")
        .bash(
          "aws ec2 describe-transit-gateway-route-tables --query 'TransitGatewayRouteTables[].TransitGatewayRouteTableId' --output text && aws ec2 search-transit-gateway-routes --transit-gateway-route-table-id tgw-rtb-0a3 --filters Name=type,Values=static --query 'Routes[].DestinationCidrBlock' --output text",
          "tgw-rtb-0a3\n10.64.0.0/16\t10.20.0.0/16",
        )
        .assistant(
          "10.64.0.0/16 is already routed through the transit gateway tgw-0e55 as a static route; it appears to be the client's office VPN range. I would suggest 10.30.0.0/16, which is unused.",
        )
        .user(
          "You are right, I had forgotten. For your records, 10.64.0.0/16 is reserved for the client's office VPN, which comes in through the Transit Gateway tgw-0e55 in the network account. Kindly use 10.30.0.0/16 for the sandbox.",
        )
        .file("Write", "envs/sandbox/network.tf")
        .stop("The sandbox VPC is defined with 10.30.0.0/16."),
    planted: [{ kind: "fact", keys: ["10.64.0.0/16"] }],
  },
  {
    id: "b216-empty-state-list",
    build: (s) =>
      s
        .user("How many resources does the production state hold at present?")
        .bash("terraform state list | wc -l", "412")
        .assistant("The production state holds 412 resources.")
        .user("Thank you. And how many of those are IAM policies?")
        .bash("terraform state list | grep -c aws_iam_policy", "37")
        .assistant("37 of them are aws_iam_policy resources.")
        .stop(),
    planted: [],
  },
];

export const BLIND216 = plantedSet(BLIND216_SESSIONS, Date.UTC(2026, 10, 19, 9));
