/**
 * Training set for the sentence classifier (written without reading the extractor).
 *
 * Style: cloud cost and FinOps work (billing alerts, reserved instances and savings plans,
 * storage tiers, egress) in Codex CLI voice: short user asks, an agent that runs `aws`,
 * `gcloud`, `terraform` and `infracost` and reports plainly; facts about budgets and accounts,
 * decisions about cost trade-offs. Each session is one segment; the items planted in it are
 * listed with it. Every other message must give nothing: questions, hypotheses, proposals not
 * taken, withdrawn ideas, unconfirmed guesses, quoted code, tool output, chit-chat, and
 * in-session requests that are done in the same session.
 *
 * Matching rule (the one stated in test/node/planted-blind.ts's header):
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

export const TUNING67_SESSIONS: BlindSession[] = [
  {
    id: "t67-01-billing-alarm",
    planted: [
      { kind: "fact", keys: ["budget"] },
      { kind: "instruction", keys: ["alarm"] },
    ],
    build: (s) =>
      s
        .user("can you check what billing alarms exist on the payer account")
        .bash(
          "aws cloudwatch describe-alarms --alarm-name-prefix billing --region us-east-1 --query 'MetricAlarms[].AlarmName'",
          '[\n    "billing-total-80pct",\n    "billing-total-100pct"\n]',
        )
        .assistant("Two alarms: `billing-total-80pct` and `billing-total-100pct`, both on EstimatedCharges in us-east-1.")
        .user(
          "ok. for context the monthly budget for the whole org is $42k, finance set that in sept. and whenever you add an alarm, route it to the #finops-alerts sns topic, not to someone's email",
        )
        .assistant("Noted. Nothing else to change on the alarms today?")
        .user("no thats it"),
  },
  {
    id: "t67-02-ri-vs-sp",
    planted: [{ kind: "decision", keys: ["savings plan"] }],
    build: (s) =>
      s
        .user("RIs or savings plans for the m6i fleet? we keep resizing those boxes")
        .bash(
          "aws ce get-savings-plans-purchase-recommendation --savings-plans-type COMPUTE_SP --term-in-years ONE_YEAR --payment-option NO_UPFRONT --lookback-period-in-days THIRTY_DAYS",
          '{"SavingsPlansPurchaseRecommendation":{"SavingsPlansPurchaseRecommendationSummary":{"EstimatedMonthlySavingsAmount":"3120.44","HourlyCommitmentToPurchase":"6.10"}}}',
        )
        .assistant(
          "A 1-year no-upfront Compute Savings Plan at $6.10/h would save roughly $3.1k/month. Standard RIs would save a bit more but lock the instance family; since you resize often that flexibility probably matters.",
        )
        .user("yeah. go with the compute savings plan, 1yr no upfront. skip the RIs entirely")
        .assistant("Okay, I'll draft the purchase request for the compute savings plan; someone with billing rights has to click buy."),
  },
  {
    id: "t67-03-chitchat",
    planted: [],
    build: (s) =>
      s
        .user("morning. long week, the cost review got moved to friday lol")
        .assistant("Morning! Anything you want me to prep for it?")
        .user("not yet, just venting. i'll ping you later")
        .assistant("Sounds good."),
  },
  {
    id: "t67-04-s3-lifecycle",
    planted: [
      { kind: "decision", keys: ["glacier"] },
      { kind: "task", keys: ["logs-archive"] },
    ],
    build: (s) =>
      s
        .user("the raw-events bucket is 180TB now. what does it cost us")
        .bash("aws s3api list-objects-v2 --bucket acme-raw-events --query 'sum(Contents[].Size)' --output text", "197912092999680")
        .assistant("About 180 TiB in S3 Standard, so roughly $4.1k/month at list price. Most objects are older than 90 days.")
        .user("Decision: objects older than 90 days move to Glacier Instant Retrieval, we still read them for backfills sometimes so deep archive is out.")
        .file("Edit", "infra/s3/raw_events_lifecycle.tf")
        .bash("terraform plan -target=aws_s3_bucket_lifecycle_configuration.raw_events", "Plan: 1 to add, 0 to change, 0 to destroy.")
        .assistant("Lifecycle rule added: transition to GLACIER_IR after 90 days. Plan shows 1 to add.")
        .user("nice. the logs-archive bucket needs the same treatment but not today, leave it as a todo"),
  },
  {
    id: "t67-05-egress-question",
    planted: [],
    build: (s) =>
      s
        .user("why is data transfer so high this month? is it the CDN?")
        .assistant("Could be the CDN origin fetches, or cross-AZ traffic from the new Kafka brokers. I'd need the CUR breakdown to say.")
        .user("maybe it's the backups going cross-region? not sure")
        .assistant("Possible. Want me to pull the usage types from Cost Explorer next time?")
        .user("later, not now"),
  },
  {
    id: "t67-06-tagging",
    planted: [
      { kind: "instruction", keys: ["cost-center"] },
      { kind: "fact", keys: ["untagged"] },
    ],
    build: (s) =>
      s
        .user("how much of the bill is untagged")
        .bash(
          "aws ce get-cost-and-usage --time-period Start=2026-10-01,End=2026-11-01 --granularity MONTHLY --metrics UnblendedCost --group-by Type=TAG,Key=cost-center",
          '{"Groups":[{"Keys":["cost-center$"],"Metrics":{"UnblendedCost":{"Amount":"9381.20"}}},{"Keys":["cost-center$platform"],"Metrics":{"UnblendedCost":{"Amount":"17410.02"}}}]}',
        )
        .assistant("About $9.4k of October's $38k has no cost-center tag, so roughly a quarter of the spend is untagged.")
        .user("ugh. rule from now on: every terraform resource you create gets a cost-center tag, no exceptions. use default_tags in the provider block")
        .file("Edit", "infra/providers.tf")
        .assistant("Added `default_tags { tags = { cost-center = var.cost_center } }` to the aws provider."),
  },
  {
    id: "t67-07-nat-gateway",
    planted: [
      { kind: "fact", keys: ["nat gateway"] },
      { kind: "task", keys: ["vpc endpoint"] },
    ],
    build: (s) =>
      s
        .user("look at the nat costs in prod-vpc, something's off")
        .bash(
          'aws ce get-cost-and-usage --time-period Start=2026-10-01,End=2026-11-01 --granularity MONTHLY --metrics UnblendedCost --filter \'{"Dimensions":{"Key":"USAGE_TYPE","Values":["USE1-NatGateway-Bytes"]}}\'',
          '{"ResultsByTime":[{"Total":{"UnblendedCost":{"Amount":"2874.33"}}}]}',
        )
        .assistant(
          "Confirmed: the NAT gateway in prod-vpc processed ~64 TB last month, $2.9k in processing fees alone. Flow logs show most of it is traffic to S3.",
        )
        .user("so the nat gateway is basically an s3 tax. we should add a gateway vpc endpoint for s3 but i need to check with netops first, park it")
        .assistant("Parked. I didn't change anything in the VPC."),
  },
  {
    id: "t67-08-codespan-never",
    planted: [],
    build: (s) =>
      s
        .user("what does this policy do? paste from the old repo:\n```\n# never delete: required by audit\nlifecycle { prevent_destroy = true }\n```")
        .assistant("It makes terraform refuse to destroy that resource. The comment is just the original author's note.")
        .user("ok makes sense, thanks")
        .assistant("Any time."),
  },
  {
    id: "t67-09-accounts",
    planted: [
      { kind: "fact", keys: ["payer"] },
      { kind: "fact", keys: ["sandbox"] },
    ],
    build: (s) =>
      s
        .user("list the org accounts real quick")
        .bash(
          "aws organizations list-accounts --query 'Accounts[].[Id,Name]' --output text",
          "111122223333\tacme-payer\n444455556666\tacme-prod\n777788889999\tacme-sandbox",
        )
        .assistant("Three accounts: acme-payer (111122223333), acme-prod and acme-sandbox.")
        .user(
          "right. fyi the payer account 111122223333 only holds billing and the org, nothing runs there. and sandbox gets nuked by aws-nuke every sunday night, so don't leave anything in it you care about",
        )
        .assistant("Got it, thanks for the context."),
  },
  {
    id: "t67-10-gp3",
    planted: [{ kind: "decision", keys: ["gp3"] }],
    build: (s) =>
      s
        .user("how many gp2 volumes still around")
        .bash("aws ec2 describe-volumes --filters Name=volume-type,Values=gp2 --query 'length(Volumes)'", "63")
        .assistant("63 gp2 volumes. gp3 is ~20% cheaper per GB with a 3000 IOPS baseline, so migrating is usually a straight win.")
        .user("we're moving all of them to gp3. do the non-db ones now")
        .bash("for v in $(cat /tmp/nondb-vols.txt); do aws ec2 modify-volume --volume-id $v --volume-type gp3; done | grep -c modifying", "51")
        .assistant("51 non-database volumes are modifying to gp3. The 12 database volumes are still gp2."),
  },
  {
    id: "t67-11-infracost",
    planted: [{ kind: "instruction", keys: ["infracost"] }],
    build: (s) =>
      s
        .user("before you open any PR that touches infra/, run infracost diff and paste the monthly delta in the description. every time")
        .assistant("Will do. Running it now for the current branch.")
        .bash("infracost diff --path infra/ --compare-to infracost-base.json", "Monthly cost change for acme/infra\nAmount:  +$212 ($8,940 → $9,152)")
        .assistant("This branch adds $212/month, almost all from the new r6g.large replica."),
  },
  {
    id: "t67-12-rejected-spot",
    planted: [],
    build: (s) =>
      s
        .user("could we run the ci runners on spot?")
        .assistant(
          "We could; spot would cut runner cost by maybe 60-70%, but interruptions would fail long builds. Want me to set up a mixed instances policy?",
        )
        .user("hmm no, the flaky builds would cost more in eng time than we save. forget it")
        .assistant("Okay, dropping the spot idea."),
  },
  {
    id: "t67-13-superseded-retention",
    planted: [{ kind: "decision", keys: ["retention", "30 days"] }],
    build: (s) =>
      s
        .user("cloudwatch logs are $1.8k a month?? set retention on all log groups to 14 days")
        .bash("aws logs describe-log-groups --query 'logGroups[?retentionInDays==null].logGroupName' --output text | wc -w", "212")
        .assistant("212 log groups have no retention (never expire). Before I apply 14 days: the security team's runbook mentions 30 days for incident review.")
        .user("oh right, they need a month. ok change of plan: retention is 30 days for every log group, not 14")
        .bash(
          "aws logs describe-log-groups --query 'logGroups[].logGroupName' --output text | xargs -n1 -I{} aws logs put-retention-policy --log-group-name {} --retention-in-days 30 && echo ok",
          "ok",
        )
        .assistant("Applied 30-day retention to all log groups."),
  },
  {
    id: "t67-14-budget-owner",
    planted: [
      { kind: "fact", keys: ["priya"] },
      { kind: "task", keys: ["forecast"] },
    ],
    build: (s) =>
      s
        .user("who approves budget changes again?")
        .bash("grep -n approver docs/finops/owners.md", "12:| budgets | Priya Raman | finance, approver for any budget change |")
        .assistant("docs/finops/owners.md lists Priya Raman (finance) as the approver for budget changes.")
        .user("yep Priya owns that. she also asked for a Q1 forecast by team, thats still on us, can't do it until the december bill closes")
        .assistant("Understood, I won't start the forecast yet."),
  },
  {
    id: "t67-15-rds-rightsizing",
    planted: [
      { kind: "decision", keys: ["db.r6g.xlarge"] },
      { kind: "instruction", keys: ["maintenance window"] },
    ],
    build: (s) =>
      s
        .user("orders-db cpu is like 8% all month, its a db.r6g.4xlarge")
        .bash(
          "aws cloudwatch get-metric-statistics --namespace AWS/RDS --metric-name CPUUtilization --dimensions Name=DBInstanceIdentifier,Value=orders-db --statistics Maximum --period 86400 --start-time 2026-10-01 --end-time 2026-11-01 --query 'max(Datapoints[].Maximum)'",
          "22.7",
        )
        .assistant("Peak daily CPU was 22.7%. A db.r6g.xlarge (a quarter of the size) would still have headroom; it'd save about $1.3k/month.")
        .user("ok we downsize orders-db to db.r6g.xlarge. and any resize of a prod db only happens in the sunday maintenance window, never apply-immediately")
        .file("Edit", "infra/rds/orders.tf")
        .assistant("Set instance_class to db.r6g.xlarge with apply_immediately = false, so it lands in Sunday's window."),
  },
  {
    id: "t67-16-hypothesis",
    planted: [],
    build: (s) =>
      s
        .user("i bet the ec2-other line is all snapshots")
        .assistant("That's plausible, snapshots usually land in EC2-Other, but so do NAT and EBS. I haven't checked.")
        .user("probably snapshots tho. whatever, not important today")
        .assistant("Okay."),
  },
  {
    id: "t67-17-egress-cdn",
    planted: [
      { kind: "fact", keys: ["egress"] },
      { kind: "decision", keys: ["cloudfront"] },
    ],
    build: (s) =>
      s
        .user("pull the data transfer out numbers for the assets bucket")
        .bash(
          'aws ce get-cost-and-usage --time-period Start=2026-10-01,End=2026-11-01 --granularity MONTHLY --metrics UsageQuantity UnblendedCost --filter \'{"Dimensions":{"Key":"USAGE_TYPE","Values":["USE1-DataTransfer-Out-Bytes"]}}\'',
          '{"ResultsByTime":[{"Total":{"UsageQuantity":{"Amount":"41210.5"},"UnblendedCost":{"Amount":"3514.02"}}}]}',
        )
        .assistant("41 TB out to the internet, $3.5k. Almost all of it is the assets bucket serving images directly.")
        .user(
          "so egress from the assets bucket is our single biggest line after compute. ok, we put cloudfront in front of it, the cdn price per GB is lower and we get caching. go",
        )
        .file("Write", "infra/cdn/assets.tf")
        .bash("terraform plan -target=module.assets_cdn", "Plan: 4 to add, 0 to change, 0 to destroy.")
        .assistant("CloudFront distribution drafted with the bucket as an OAC origin; plan shows 4 to add."),
  },
  {
    id: "t67-18-done-request",
    planted: [],
    build: (s) =>
      s
        .user("delete the unattached EIPs in us-west-2 pls")
        .assistant("Checking which ones are unattached first.")
        .user("yes just those")
        .assistant("Found 3 unattached Elastic IPs and released them; each was $3.60/month."),
  },
  {
    id: "t67-19-dev-shutdown",
    planted: [
      { kind: "instruction", keys: ["dev", "shutdown"] },
      { kind: "task", keys: ["instance scheduler"] },
    ],
    build: (s) =>
      s
        .user("dev envs run all weekend for nothing")
        .bash(
          "aws ec2 describe-instances --filters Name=tag:env,Values=dev Name=instance-state-name,Values=running --query 'length(Reservations[].Instances[])'",
          "37",
        )
        .assistant("37 dev instances are running right now (Saturday).")
        .user(
          "convention going forward: dev gets a shutdown at 20:00 local and on weekends. if someone needs it on they tag it keep-alive=true. todo: wire up aws instance scheduler for this, next sprint",
        )
        .assistant("Noted. I haven't deployed anything; the instance scheduler is open for next sprint."),
  },
  {
    id: "t67-20-reserved-redis",
    planted: [{ kind: "decision", keys: ["elasticache", "reserved"] }],
    build: (s) =>
      s
        .user("elasticache nodes have been stable for a year right?")
        .bash(
          "aws elasticache describe-cache-clusters --query 'CacheClusters[].[CacheClusterId,CacheNodeType,CacheClusterCreateTime]' --output text",
          "sessions-001\tcache.r6g.large\t2025-09-14T10:02:11Z\nsessions-002\tcache.r6g.large\t2025-09-14T10:02:11Z",
        )
        .assistant("Yes, both sessions nodes have been cache.r6g.large since September 2025.")
        .user("then we buy 3-yr reserved nodes for elasticache, all upfront. they're not going anywhere")
        .assistant("OK — I'll write up the reserved node purchase (2 × cache.r6g.large, 3yr all-upfront) for Priya to approve."),
  },
  {
    id: "t67-21-quoted-log",
    planted: [],
    build: (s) =>
      s
        .user(
          "seeing this in the cost-exporter logs, normal?\n```\nWARN budget_sync: TODO handle currency != USD\nINFO always refreshing token before call\n```",
        )
        .assistant("Those are just log lines the exporter always prints; the TODO is in their code, not ours. Nothing is failing.")
        .user("k cool")
        .assistant("👍"),
  },
  {
    id: "t67-22-cur-athena",
    planted: [
      { kind: "fact", keys: ["cur"] },
      { kind: "instruction", keys: ["athena"] },
    ],
    build: (s) =>
      s
        .user("where does the CUR land?")
        .bash(
          "aws cur describe-report-definitions --query 'ReportDefinitions[].[ReportName,S3Bucket,S3Prefix]' --output text",
          "acme-cur\tacme-billing-data\tcur/hourly",
        )
        .assistant("The CUR report `acme-cur` is delivered hourly to s3://acme-billing-data/cur/hourly, in parquet.")
        .user(
          "good. when you need cost numbers, query the CUR through athena (db `cur_db`), don't lean on cost explorer api, it charges $0.01 per request and the scripts hammer it",
        )
        .assistant("Understood: Athena over cur_db for cost queries."),
  },
  {
    id: "t67-23-withdrawn-idea",
    planted: [],
    build: (s) =>
      s
        .user("what if we moved the ml training to gcp for the credits")
        .assistant("The $100k credit would cover a few months of GPU time, but egress of the training data out of S3 would eat part of it.")
        .user("actually scratch that, legal won't sign the gcp terms anyway")
        .assistant("Okay, dropping it."),
  },
  {
    id: "t67-24-gke-committed",
    planted: [
      { kind: "decision", keys: ["committed use"] },
      { kind: "fact", keys: ["billing account"] },
    ],
    build: (s) =>
      s
        .user("on the gcp side, what are we spending on the gke nodes")
        .bash("gcloud billing accounts list --format='value(name,displayName)'", "billingAccounts/01A2B3-C4D5E6-F7G8H9\tacme-gcp-main")
        .bash(
          'bq query --nouse_legacy_sql \'SELECT SUM(cost) FROM billing.gcp_billing_export_v1 WHERE service.description="Compute Engine" AND usage_start_time >= "2026-10-01"\'',
          "+---------+\n|   f0_   |\n+---------+\n| 6231.77 |\n+---------+",
        )
        .assistant("October Compute Engine spend (mostly the GKE node pools) was $6.2k.")
        .user(
          "fyi the only billing account is 01A2B3-C4D5E6-F7G8H9 (acme-gcp-main), all projects hang off it. and yes we commit: buy a 1-year committed use discount for the n2 cores in us-central1",
        )
        .assistant("Right, I'll prepare the committed use discount for the n2 cores in us-central1."),
  },
  {
    id: "t67-25-thanks",
    planted: [],
    build: (s) =>
      s
        .user("thx for yesterday, the cost review went fine")
        .assistant("Glad to hear it!")
        .user("the cfo even said the dashboards are nice. anyway")
        .assistant("Nice. Let me know what's next."),
  },
  {
    id: "t67-26-snapshot-cleanup",
    planted: [
      { kind: "task", keys: ["snapshots"] },
      { kind: "instruction", keys: ["dry-run"] },
    ],
    build: (s) =>
      s
        .user("how many ebs snapshots older than a year")
        .bash("aws ec2 describe-snapshots --owner-ids self --query \"length(Snapshots[?StartTime<='2025-11-01'])\"", "1842")
        .assistant("1842 snapshots older than a year, roughly 96 TB-month of snapshot storage.")
        .user(
          "those old snapshots need cleaning up but someone has to confirm none are for the compliance hold first, leave it open. and any cleanup script you write has to default to --dry-run, actual deletes need an explicit flag",
        )
        .assistant("Okay. Nothing deleted."),
  },
  {
    id: "t67-27-unconfirmed-guess",
    planted: [],
    build: (s) =>
      s
        .user("our enterprise discount is like 7% i think? or was it 5")
        .assistant("I don't have the EDP contract; the invoices would show the credit line if you want me to check.")
        .user("dunno, don't bother")
        .assistant("Alright."),
  },
  {
    id: "t67-28-lambda-arm",
    planted: [{ kind: "decision", keys: ["arm64"] }],
    build: (s) =>
      s
        .user("lambda bill went up again. anything cheap to do")
        .bash("aws lambda list-functions --query 'Functions[?Architectures[0]==`x86_64`].FunctionName' --output text | wc -w", "48")
        .assistant("48 functions still run on x86_64. Graviton (arm64) is ~20% cheaper per GB-second and most of ours are Node, so no native deps to rebuild.")
        .user("lets do it, all new and existing lambdas run on arm64 from now on")
        .file("Edit", "infra/lambda/defaults.tf")
        .assistant('Set `architectures = ["arm64"]` in the shared lambda module.'),
  },
  {
    id: "t67-29-alert-threshold",
    planted: [
      { kind: "instruction", keys: ["anomaly"] },
      { kind: "fact", keys: ["threshold"] },
    ],
    build: (s) =>
      s
        .user("set up cost anomaly detection for the prod account")
        .bash(
          'aws ce create-anomaly-monitor --anomaly-monitor \'{"MonitorName":"prod-services","MonitorType":"DIMENSIONAL","MonitorDimension":"SERVICE"}\'',
          '{"MonitorArn":"arn:aws:ce::111122223333:anomalymonitor/5c1e"}',
        )
        .assistant("Created the `prod-services` anomaly monitor. What impact threshold for the subscription?")
        .user(
          "the threshold we agreed with finance is $500 absolute impact. and when an anomaly fires, don't auto-remediate anything, just open a ticket in FINOPS and tag the owning team",
        )
        .bash(
          "aws ce create-anomaly-subscription --anomaly-subscription file://sub.json",
          '{"SubscriptionArn":"arn:aws:ce::111122223333:anomalysubscription/9a2f"}',
        )
        .assistant("Subscription created at $500 absolute impact, notifying the #finops-alerts topic."),
  },
  {
    id: "t67-30-proposal-unconfirmed",
    planted: [],
    build: (s) =>
      s
        .user("thinking maybe we should move the data lake to intelligent-tiering. thoughts?")
        .assistant(
          "Intelligent-Tiering adds a monitoring fee of $0.0025 per 1000 objects; with 2 billion small objects that's ~$5k/month, more than it would save.",
        )
        .user("hm. let me think about it")
        .assistant("Sure, no changes made."),
  },
  {
    id: "t67-31-showback",
    planted: [
      { kind: "task", keys: ["showback"] },
      { kind: "decision", keys: ["amortized"] },
    ],
    build: (s) =>
      s
        .user("for the team dashboards, blended, unblended or amortized?")
        .bash(
          "athena-query cur_db \"SELECT SUM(line_item_unblended_cost), SUM(savings_plan_savings_plan_effective_cost) FROM cur WHERE month='10'\"",
          "unblended=38021.40 sp_effective=2911.05",
        )
        .assistant("Unblended puts the whole savings plan fee on the payer account; amortized spreads it over the teams that used it.")
        .user(
          "amortized. we report amortized cost everywhere, teams should see their share of the commitment. the showback report per team still needs building tho, leave that for next week",
        )
        .assistant("Okay, amortized it is; the showback report stays open."),
  },
  {
    id: "t67-32-tf-state-bucket",
    planted: [{ kind: "fact", keys: ["versioning"] }],
    build: (s) =>
      s
        .user("why is the tf state bucket 3TB")
        .bash("aws s3api list-object-versions --bucket acme-tfstate --query 'length(Versions)'", "412977")
        .assistant("It has 412k object versions. Versioning is on and there is no noncurrent-version expiry, so every state write since 2021 is still there.")
        .user("yeah versioning on the state bucket is required by the audit team, it stays. fine, it's only $70/mo")
        .assistant("Okay, leaving it as is."),
  },
  {
    id: "t67-33-how-to-question",
    planted: [],
    build: (s) =>
      s
        .user("how do i see savings plan utilization in the console again")
        .assistant("Billing → Savings Plans → Utilization report. You can filter by plan or by month.")
        .user("found it ty")
        .assistant("👍"),
  },
  {
    id: "t67-34-spot-batch",
    planted: [
      { kind: "decision", keys: ["spot", "batch"] },
      { kind: "instruction", keys: ["on-demand"] },
    ],
    build: (s) =>
      s
        .user("the nightly batch jobs on aws batch, are they retry-safe?")
        .bash("grep -n attempts infra/batch/jobs.tf", "18:    attempts = 3\n42:    attempts = 3")
        .assistant("Yes, each job definition retries 3 times, and the jobs write with idempotent keys.")
        .user("then the batch compute env moves to spot. but anything customer-facing stays on-demand, don't put api or web tiers on spot, ever")
        .file("Edit", "infra/batch/compute_env.tf")
        .assistant("Switched the batch compute environment to SPOT with SPOT_CAPACITY_OPTIMIZED."),
  },
  {
    id: "t67-35-egress-cross-az",
    planted: [
      { kind: "fact", keys: ["cross-az"] },
      { kind: "task", keys: ["rack awareness"] },
    ],
    build: (s) =>
      s
        .user("check the kafka traffic thing you mentioned")
        .bash(
          "athena-query cur_db \"SELECT SUM(line_item_unblended_cost) FROM cur WHERE line_item_usage_type LIKE '%DataTransfer-Regional-Bytes' AND month='10'\"",
          "1984.66",
        )
        .assistant("Cross-AZ transfer cost $1,985 in October, and the VPC flow logs attribute ~80% of it to consumers reading from Kafka brokers in other AZs.")
        .user("so cross-az kafka traffic is ~$1.6k/mo. we need to enable rack awareness on the consumers, add it to the backlog")
        .assistant("Added nothing yet; noting it for later."),
  },
  {
    id: "t67-36-done-report",
    planted: [],
    build: (s) =>
      s
        .user("export last month's cost by service to a csv for me")
        .assistant("Pulling it from Athena now.")
        .user("top 20 is enough")
        .assistant("Done: /tmp/cost-by-service-2026-10.csv with the top 20 services, EC2 first at $14.2k."),
  },
  {
    id: "t67-37-commit-format",
    planted: [{ kind: "instruction", keys: ["finops-"] }],
    build: (s) =>
      s
        .user("commit the gp3 change")
        .bash("git commit -am 'finops-112: move non-db volumes to gp3'", "[main 4e1c2aa] finops-112: move non-db volumes to gp3\n 1 file changed")
        .assistant("Committed as `finops-112: move non-db volumes to gp3`.")
        .user("good. always prefix cost commits with the finops- ticket id like that, the monthly report greps for it")
        .assistant("Will do."),
  },
  {
    id: "t67-38-dynamo-ondemand",
    planted: [
      { kind: "decision", keys: ["provisioned"] },
      { kind: "fact", keys: ["traffic"] },
    ],
    build: (s) =>
      s
        .user("is the events table on-demand or provisioned")
        .bash("aws dynamodb describe-table --table-name events --query 'Table.BillingModeSummary.BillingMode'", '"PAY_PER_REQUEST"')
        .assistant("It's on-demand (PAY_PER_REQUEST). At your steady ~4k writes/s provisioned with autoscaling would be about 60% cheaper.")
        .user("the traffic on that table is flat 24/7, it's the ingest firehose. ok switch events to provisioned with autoscaling, min 3500 wcu")
        .file("Edit", "infra/dynamodb/events.tf")
        .assistant("Changed billing_mode to PROVISIONED with write autoscaling from 3500 WCU."),
  },
  {
    id: "t67-39-rejected-delete",
    planted: [],
    build: (s) =>
      s
        .user("should we just delete the old AMIs?")
        .assistant("There are 310 AMIs older than 6 months. Deleting them and their snapshots would save about $400/month. Want me to?")
        .user("no, the rollback process still uses some. not now")
        .assistant("Understood, leaving them."),
  },
  {
    id: "t67-40-budget-actions",
    planted: [
      { kind: "fact", keys: ["sandbox", "budget"] },
      { kind: "instruction", keys: ["scp"] },
    ],
    build: (s) =>
      s
        .user("what budgets exist in aws budgets")
        .bash(
          "aws budgets describe-budgets --account-id 111122223333 --query 'Budgets[].[BudgetName,BudgetLimit.Amount]' --output text",
          "org-monthly\t42000.0\nsandbox-monthly\t1500.0",
        )
        .assistant("Two: org-monthly at $42,000 and sandbox-monthly at $1,500.")
        .user(
          "yes the sandbox budget is 1500/month hard. and never touch the SCP that blocks big instance types in sandbox, it's what keeps that budget honest",
        )
        .assistant("Got it, I won't modify that SCP."),
  },
  {
    id: "t67-41-superseded-region",
    planted: [{ kind: "decision", keys: ["us-east-2"] }],
    build: (s) =>
      s
        .user("where should the new analytics cluster go, cost-wise")
        .bash(
          "aws pricing get-products --service-code AmazonEC2 --filters Type=TERM_MATCH,Field=instanceType,Value=r6i.2xlarge Type=TERM_MATCH,Field=operatingSystem,Value=Linux --region us-east-1 --query 'length(PriceList)'",
          "42",
        )
        .assistant("r6i.2xlarge is the same price in us-east-1 and us-east-2, and cheaper than eu-west-1 by ~12%.")
        .user("put it in us-east-1 then")
        .assistant("One thing: the source data is in us-east-2, so us-east-1 means paying inter-region transfer on every scan, $0.02/GB.")
        .user("ah good catch. ok not us-east-1, the analytics cluster goes in us-east-2 next to the data")
        .assistant("Okay, us-east-2 it is."),
  },
  {
    id: "t67-42-quoted-tf",
    planted: [],
    build: (s) =>
      s
        .user("reviewing this module, what does it do\n```hcl\n# TODO: always set to true in prod\nskip_final_snapshot = false\n```")
        .assistant("It keeps RDS taking a final snapshot on delete; the TODO comment is outdated since the value is already the safe one.")
        .user("ok")
        .assistant("Anything else in that module?"),
  },
  {
    id: "t67-43-eks-cost",
    planted: [
      { kind: "task", keys: ["kubecost"] },
      { kind: "fact", keys: ["eks"] },
    ],
    build: (s) =>
      s
        .user("how many eks clusters are we paying for")
        .bash("aws eks list-clusters --query 'clusters' --output text", "prod-main\tstaging-main\tdata-jobs")
        .assistant("Three EKS clusters: prod-main, staging-main and data-jobs. That's $219/month in control plane fees alone.")
        .user(
          "right, three eks clusters, data-jobs belongs to the data team's budget not ours. we still need per-namespace cost, kubecost install is on my list for after the freeze",
        )
        .assistant("Noted, nothing installed."),
  },
  {
    id: "t67-44-idle-lb",
    planted: [{ kind: "instruction", keys: ["load balancer"] }],
    build: (s) =>
      s
        .user("find load balancers with no targets")
        .bash(
          "./scripts/idle-lbs.sh",
          "arn:aws:elasticloadbalancing:us-east-1:444455556666:loadbalancer/app/old-admin/1f2e\narn:aws:elasticloadbalancing:us-east-1:444455556666:loadbalancer/net/legacy-mqtt/8c7d",
        )
        .assistant("Two with no healthy targets: old-admin (ALB) and legacy-mqtt (NLB).")
        .user(
          "for the record: never delete a load balancer yourself, even idle ones. post them in #finops and let the owning team delete it, we got burned by a DNS alias once",
        )
        .assistant("Understood. I'll post those two in #finops."),
  },
  {
    id: "t67-45-weather",
    planted: [],
    build: (s) => s.user("brb, coffee").assistant("Sure.").user("back. where were we").assistant("We'd just listed the idle load balancers; nothing pending."),
  },
  {
    id: "t67-46-graviton-ec2",
    planted: [
      { kind: "task", keys: ["graviton"] },
      { kind: "decision", keys: ["c7g"] },
    ],
    build: (s) =>
      s
        .user("the api fleet is on c6i.2xlarge, is c7g worth it")
        .bash("infracost breakdown --path infra/api --format table | tail -3", " aws_autoscaling_group.api   $4,380\n OVERALL TOTAL                $4,902")
        .assistant("Switching the API ASG to c7g.2xlarge would drop it to about $3.6k/month; the images would need arm64 builds.")
        .user("we go c7g for the api fleet. the other services still need graviton builds checked one by one, that's a follow-up, not this session")
        .file("Edit", "infra/api/asg.tf")
        .assistant("API ASG now uses c7g.2xlarge with the arm64 AMI."),
  },
  {
    id: "t67-47-storage-class",
    planted: [
      { kind: "fact", keys: ["backups", "deep archive"] },
      { kind: "instruction", keys: ["storage class"] },
    ],
    build: (s) =>
      s
        .user("where do the db backups end up")
        .bash(
          "aws s3api get-bucket-lifecycle-configuration --bucket acme-db-backups --query 'Rules[].Transitions'",
          '[[{"Days": 7, "StorageClass": "DEEP_ARCHIVE"}]]',
        )
        .assistant("acme-db-backups moves objects to DEEP_ARCHIVE after 7 days.")
        .user(
          "right, db backups go to deep archive after a week, restores take 12h and that's accepted. when you make a new bucket always set its storage class transitions in the same PR, no bucket without a lifecycle rule",
        )
        .assistant("Okay, every new bucket ships with a lifecycle rule."),
  },
  {
    id: "t67-48-sp-coverage",
    planted: [
      { kind: "task", keys: ["coverage"] },
      { kind: "fact", keys: ["expires"] },
    ],
    build: (s) =>
      s
        .user("when does the current savings plan end")
        .bash(
          "aws savingsplans describe-savings-plans --query 'savingsPlans[].[savingsPlanId,end,commitment]' --output text",
          "sp-0a1b2c\t2027-03-01T00:00:00Z\t4.20",
        )
        .assistant("The current plan (sp-0a1b2c, $4.20/h) ends on 2027-03-01.")
        .user("ok so the $4.20/h plan expires march 1st 2027. someone needs to redo the coverage analysis in january before renewal, todo")
        .assistant("Noted the January follow-up."),
  },
  {
    id: "t67-49-explain-only",
    planted: [],
    build: (s) =>
      s
        .user("what's the difference between a gateway endpoint and an interface endpoint, cost wise")
        .assistant("Gateway endpoints (S3, DynamoDB) are free. Interface endpoints cost ~$7.30/month per AZ plus $0.01/GB.")
        .user("and they never charge for the gateway ones at all?")
        .assistant("Correct, no hourly or per-GB charge for gateway endpoints."),
  },
  {
    id: "t67-50-redshift-pause",
    planted: [
      { kind: "decision", keys: ["redshift", "serverless"] },
      { kind: "task", keys: ["dashboards"] },
    ],
    build: (s) =>
      s
        .user("redshift cluster usage?")
        .bash(
          "aws cloudwatch get-metric-statistics --namespace AWS/Redshift --metric-name CPUUtilization --dimensions Name=ClusterIdentifier,Value=bi-main --statistics Average --period 86400 --start-time 2026-10-01 --end-time 2026-11-01 --query 'avg(Datapoints[].Average)'",
          "3.4",
        )
        .assistant("bi-main averages 3.4% CPU; it's busy Monday mornings and idle otherwise, but billed 24/7 at ~$2.6k/month.")
        .user(
          "ok we're replacing the redshift cluster with redshift serverless, pay per query makes way more sense. the BI dashboards have to be repointed afterwards, not done yet",
        )
        .assistant("Okay. I'll leave the dashboards pointing at bi-main until the serverless workgroup exists."),
  },
  {
    id: "t67-51-typo-instruction",
    planted: [{ kind: "instruction", keys: ["cost explorer"] }],
    build: (s) =>
      s
        .user("pls dont share screenshots of cost explorer in public channels, ever. numbers go in #finops-private only")
        .assistant("Understood.")
        .bash("ls reports/", "2026-09-cost.md\n2026-10-cost.md")
        .assistant("The two monthly reports in reports/ only link to the private channel, so they're fine."),
  },
  {
    id: "t67-52-support-plan",
    planted: [{ kind: "fact", keys: ["business support"] }],
    build: (s) =>
      s
        .user("what support plan are we on, the invoice has a weird line")
        .bash(
          "athena-query cur_db \"SELECT line_item_product_code, SUM(line_item_unblended_cost) FROM cur WHERE line_item_product_code LIKE 'AWSSupport%' AND month='10' GROUP BY 1\"",
          "AWSSupportBusiness\t3802.14",
        )
        .assistant("That line is AWS Business Support, $3.8k in October (10% of the bill for the first $10k, then less).")
        .user("right, we're on business support, enterprise was too expensive. good to know that's where it comes from")
        .assistant("Yep."),
  },
  {
    id: "t67-53-final-kick",
    planted: [],
    build: (s) =>
      s
        .user("is it normal that cost explorer lags a day?")
        .assistant("Yes, data usually shows up within 24 hours, sometimes longer for marketplace charges.")
        .user("ok thought so")
        .assistant("Anything else for today?"),
  },
  {
    id: "t67-54-staging-single-az",
    planted: [
      { kind: "decision", keys: ["single-az"] },
      { kind: "task", keys: ["reprice"] },
    ],
    build: (s) =>
      s
        .user("staging rds is multi-az, do we need that")
        .bash(
          "aws rds describe-db-instances --query 'DBInstances[?MultiAZ==`true`].DBInstanceIdentifier' --output text",
          "orders-db\tstaging-main-db\tbilling-db",
        )
        .assistant("staging-main-db is Multi-AZ, which doubles its instance cost (~$410/month extra). Prod dbs obviously keep it.")
        .user(
          "staging goes single-az. if staging's db is down for an hour nobody dies. after that's applied somebody should reprice the staging env in the cost sheet, later though",
        )
        .file("Edit", "infra/rds/staging.tf")
        .assistant("Set multi_az = false for staging-main-db; it applies in the next window."),
  },
  {
    id: "t67-55-usd-tag-policy",
    planted: [
      { kind: "instruction", keys: ["usd"] },
      { kind: "task", keys: ["tag policy"] },
    ],
    build: (s) =>
      s
        .user("summarize october for the exec email")
        .bash("athena-query cur_db \"SELECT SUM(line_item_unblended_cost) FROM cur WHERE month='10'\"", "38021.4037")
        .assistant("October total was $38,021.40, up 6% from September.")
        .user(
          "in anything for execs, give numbers in USD rounded to whole dollars, no cents, they hate it. separately, we still have to enforce an org tag policy so untagged stuff can't be created, open item",
        )
        .assistant("October: $38,021, up 6% month over month."),
  },
  {
    id: "t67-56-plan-only",
    planted: [
      { kind: "instruction", keys: ["terraform apply"] },
      { kind: "task", keys: ["drift"] },
    ],
    build: (s) =>
      s
        .user("plan the prod-vpc stack, i want to see if the nat change is in")
        .bash(
          "terraform -chdir=infra/prod-vpc plan -no-color | tail -4",
          "  # aws_nat_gateway.b will be updated in-place\n  # aws_eip.nat_b must be replaced\n\nPlan: 1 to add, 1 to change, 1 to destroy.",
        )
        .assistant("The plan wants to replace the NAT's EIP, which nobody asked for; looks like someone changed it in the console.")
        .user(
          "yeah that's drift from the incident in august. never run terraform apply on prod stacks yourself, you plan, i apply. and that drift has to be reconciled sometime this month, don't do it now",
        )
        .assistant("Okay, I only ran plan."),
  },
  {
    id: "t67-57-marketplace",
    planted: [{ kind: "task", keys: ["marketplace"] }],
    build: (s) =>
      s
        .user("what's this $1,200 marketplace charge")
        .bash(
          "athena-query cur_db \"SELECT product_product_name, SUM(line_item_unblended_cost) FROM cur WHERE line_item_billing_entity='AWS Marketplace' AND month='10' GROUP BY 1\"",
          "LogShip Pro (annual)\t1200.00",
        )
        .assistant("It's a LogShip Pro marketplace subscription. I can't find anything in our configs that still sends data to it.")
        .user("ugh, that was a trial from 2024. cancelling the marketplace sub needs procurement, put it on the todo list")
        .assistant("Noted."),
  },
  {
    id: "t67-58-public-ipv4",
    planted: [{ kind: "task", keys: ["ipv4"] }],
    build: (s) =>
      s
        .user("is the public ip charge big for us")
        .bash("athena-query cur_db \"SELECT SUM(line_item_unblended_cost) FROM cur WHERE line_item_usage_type LIKE '%PublicIPv4%' AND month='10'\"", "611.28")
        .assistant("Public IPv4 addresses cost $611 in October, about 170 addresses at $0.005/h each.")
        .user("not huge but dumb. we need to audit every public ipv4 and kill the ones that don't need one, next month")
        .assistant("Okay, leaving that for next month."),
  },
];

export const TUNING67 = plantedSet(TUNING67_SESSIONS, Date.UTC(2026, 10, 2, 9));
