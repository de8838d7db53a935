/**
 * Blind planted set 122 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: an SRE manager running the INC-2291 postmortem (RDS failover, stale Hikari connections, ALB 502s)
 * and its follow-ups with the agent on Terraform/AWS (ECS Fargate, RDS, ALB): timelines, confirmed and
 * unconfirmed causes, action items with owners, standing runbook rules; structured messages with headings and lists.
 * Each session is one segment; the items planted in it are listed with it: 74 items (17 decisions, 18 instructions,
 * 21 facts, 18 tasks) in 48 sessions, 14 of which plant nothing (63 user/assistant messages between them). Every other message
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

export const BLIND122_SESSIONS: BlindSession[] = [
  {
    id: "b122-timeline",
    build: (s) =>
      s
        .user(
          "## INC-2291 postmortem, draft 1\n\nLet's start with the timeline. Pull the ALB 5xx counts for the payments ALB from CloudWatch, 14:00 to 15:30 UTC on the 18th, 1 min buckets.",
        )
        .bash(
          "aws cloudwatch get-metric-statistics --namespace AWS/ApplicationELB --metric-name HTTPCode_ELB_5XX_Count --dimensions Name=LoadBalancer,Value=app/payments-prod/8f1c2d --start-time 2026-11-18T14:00:00Z --end-time 2026-11-18T15:30:00Z --period 60 --statistics Sum --query 'Datapoints[?Sum>`0`]|sort_by(@,&Timestamp)[].[Timestamp,Sum]' --output text",
          "2026-11-18T14:07:00Z\t212.0\n2026-11-18T14:08:00Z\t1893.0\n2026-11-18T14:12:00Z\t4312.0\n2026-11-18T14:20:00Z\t3977.0\n2026-11-18T14:30:00Z\t3120.0\n2026-11-18T14:38:00Z\t1404.0\n2026-11-18T14:41:00Z\t18.0",
        )
        .assistant(
          "5xx starts at 14:07 (212/min), peaks at 14:12 with 4,312/min, stays above 3k until about 14:30, and is back to baseline at 14:41. Want me to put these into a timeline table?",
        )
        .user("yes please. fyi all our postmortems live in docs/postmortems/ in infra-live, one markdown file per incident, so put it there as INC-2291.md")
        .file("Write", "docs/postmortems/INC-2291.md")
        .assistant("Drafted docs/postmortems/INC-2291.md with a Summary stub and the timeline table (14:07 onset, 14:12 peak, 14:41 recovery).")
        .user(
          "Just got off a call with Priya, this part is confirmed: the trigger was the RDS Multi-AZ failover of orders-db that started at 14:06:41, it's right there in the RDS event log. Add it as the first row of the timeline.",
        )
        .file("Edit", "docs/postmortems/INC-2291.md")
        .stop("Added 14:06:41 'orders-db Multi-AZ failover begins' as the first timeline row, marked as the trigger."),
    planted: [
      { kind: "fact", keys: ["docs/postmortems"] },
      { kind: "fact", keys: ["orders-db", "failover"] },
    ],
  },
  {
    id: "b122-root-cause",
    build: (s) =>
      s
        .user(
          "### Root cause, long tail\nThe failover itself was done by 14:08. So why did payments-api keep throwing 502s until 14:41? My gut says the JVM is caching DNS and kept talking to the old writer IP, but nobody has verified that. Can you dig?",
        )
        .bash("grep -rn 'networkaddress.cache.ttl' services/payments-api/ modules/ecs-service/", "", 1)
        .assistant(
          "No `networkaddress.cache.ttl` override anywhere in the task definition, the Dockerfile or the module. That's consistent with your guess but doesn't prove it. The HikariCP pool logs should tell us what the connections were actually pointed at.",
        )
        .bash(
          "aws logs filter-log-events --log-group-name /ecs/payments-api-prod --start-time 1795528800000 --end-time 1795531200000 --filter-pattern HikariPool --max-items 4 --query 'events[].message' --output text",
          "HikariPool-1 - Connection is not available, request timed out after 30000ms.\nHikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@4e1f (This connection has been closed.)\nHikariPool-1 - Pool stats (total=40, active=40, idle=0, waiting=212)\nHikariPool-1 - Added connection org.postgresql.jdbc.PgConnection@9ac2 to 10.20.4.31",
        )
        .assistant(
          "The pool sat at total=40, active=40 with 212 waiters, all 40 connections still open to 10.20.3.14 (the old primary) until the tasks were replaced at 14:38, when new connections went to 10.20.4.31. Nothing in between evicted them.",
        )
        .user(
          "ok so that's the confirmed root cause for the long tail: Hikari kept stale connections to the old primary and nothing evicted them until the tasks got recycled. Write that into Root cause. The DNS theory goes under 'Contributing, unconfirmed' for now.",
        )
        .file("Edit", "docs/postmortems/INC-2291.md")
        .stop("Root cause section updated; the JVM DNS caching theory is listed as contributing, unconfirmed."),
    planted: [{ kind: "fact", keys: ["hikari", "stale"] }],
  },
  {
    id: "b122-action-items",
    build: (s) =>
      s
        .user(
          "## Action items\nPut this list in the doc:\n1. Priya - set maxLifetime on the Hikari pool in payments-api to 5 min, due Dec 5\n2. Marcus - add an ALB target 5xx alarm at 2% over 3 min that pages on-call\n3. me - schedule a failover game day for orders-db in staging before January\nNone of these are started yet.",
        )
        .file("Edit", "docs/postmortems/INC-2291.md")
        .assistant("Added the three action items under ## Action items with owners and due dates. Want me to open Jira tickets for them as well?")
        .user("no. Jira gets synced from the postmortem doc by the bot, so don't ever create tickets by hand for postmortem items, you'll just make duplicates")
        .stop("Got it, no tickets from me."),
    planted: [
      { kind: "task", keys: ["maxlifetime"] },
      { kind: "task", keys: ["5xx alarm"] },
      { kind: "task", keys: ["game day"] },
      { kind: "instruction", keys: ["tickets", "by hand"] },
    ],
  },
  {
    id: "b122-prod-apply",
    build: (s) =>
      s
        .user("Let's see what Priya's Hikari change looks like in terraform. Run a plan on envs/prod/payments.")
        .bash(
          "cd envs/prod/payments && terraform plan -out=tfplan -no-color | tail -6",
          '  # module.payments_api.aws_ecs_task_definition.this must be replaced\n      ~ container_definitions = jsonencode(\n          + { name = "HIKARI_MAX_LIFETIME_MS", value = "300000" },\n        )\n\nPlan: 1 to add, 1 to change, 1 to destroy.',
        )
        .assistant(
          "The plan replaces the task definition with a new revision that adds HIKARI_MAX_LIFETIME_MS=300000 and updates the service to point at it. Should I apply it?",
        )
        .user(
          "No. And this is a standing rule, put it in the runbook too: you never run terraform apply against anything under envs/prod. You make the plan, post the summary in #infra-changes, and a human applies it. On staging you can apply yourself.",
        )
        .file("Edit", "runbooks/terraform.md")
        .assistant("Added a 'Prod changes' section to runbooks/terraform.md with that rule, and here's the summary for #infra-changes.")
        .user("thanks. TODO for me, not you: get the same rule into the CODEOWNERS review checklist next week")
        .stop("Noted."),
    planted: [
      { kind: "instruction", keys: ["apply", "envs/prod"] },
      { kind: "task", keys: ["codeowners"] },
    ],
  },
  {
    id: "b122-state-lock",
    build: (s) =>
      s
        .user("plan on payments just failed with some lock error??")
        .bash(
          "cd envs/prod/payments && terraform plan -no-color",
          "Error: Error acquiring the state lock\n\nLock Info:\n  ID:        3b9e0c2a-77d1-4f0e-9a52-1c8e2f5d0b44\n  Path:      acme-tfstate-prod/payments/terraform.tfstate\n  Operation: OperationTypeApply\n  Who:       marcus@ip-10-0-12-7\n  Created:   2026-11-21 10:02:14 UTC\n\nTerraform acquires a state lock to protect the state from being written\nby multiple users at the same time.",
          1,
        )
        .assistant(
          "Marcus holds the state lock from an apply he started 12 minutes ago. I could run `terraform force-unlock 3b9e0c2a-...`, but if his apply is still running that would risk a corrupted state.",
        )
        .user(
          "don't unlock it, he's mid apply, just wait. For context since you'll hit this again: remote state is in the S3 bucket acme-tfstate-prod and the lock table is tf-locks, both in us-east-1.",
        )
        .bash("sleep 240 && cd envs/prod/payments && terraform plan -no-color | tail -1", "Plan: 1 to add, 1 to change, 1 to destroy.")
        .stop("Lock is gone, the plan runs again and shows the same 1 add / 1 change / 1 destroy."),
    planted: [
      { kind: "fact", keys: ["acme-tfstate-prod"] },
      { kind: "fact", keys: ["tf-locks"] },
    ],
  },
  {
    id: "b122-idle-timeout",
    build: (s) =>
      s
        .user("Someone asked in the review whether the ALB idle timeout made this worse. What's it set to right now?")
        .bash(
          "aws elbv2 describe-load-balancer-attributes --load-balancer-arn arn:aws:elasticloadbalancing:us-east-1:4417:loadbalancer/app/payments-prod/8f1c2d --query \"Attributes[?Key=='idle_timeout.timeout_seconds']\"",
          '[\n    {\n        "Key": "idle_timeout.timeout_seconds",\n        "Value": "60"\n    }\n]',
        )
        .assistant(
          "60 seconds. payments-api's HTTP keep-alive is 75s, so the ALB closes idle connections first, which is the correct ordering. We could lower it to 30s to shed dead connections faster, or leave it.",
        )
        .user(
          "We leave the idle timeout at 60, decided, the keepalive ordering matters more than shaving seconds. And in general when you write to a postmortem doc, anything we looked at and didn't do goes into a 'Considered and rejected' section with one line on why.",
        )
        .file("Edit", "docs/postmortems/INC-2291.md")
        .stop("Added a 'Considered and rejected' section with the idle timeout change and the reason."),
    planted: [
      { kind: "decision", keys: ["idle timeout"] },
      { kind: "instruction", keys: ["considered and rejected"] },
    ],
  },
  {
    id: "b122-severity",
    build: (s) =>
      s
        .user("What severity did we file INC-2291 under in the tracker?")
        .bash("gh issue view 2291 --repo acme/incidents --json labels --jq '.labels[].name'", "incident\nsev1\npayments")
        .assistant(
          "It's labelled sev1. Going by the severity matrix in runbooks/severity.md, checkout-only impact with the rest of the site up reads more like SEV2, but 34 minutes of failed payments could argue for SEV1.",
        )
        .user(
          "It's a SEV2. Partial impact, checkout only, other flows fine. Final, relabel it. Also for the doc: payments-api belongs to the checkout team, so they're the owning team on every action item even when Priya or Marcus does the work.",
        )
        .bash("gh issue edit 2291 --repo acme/incidents --remove-label sev1 --add-label sev2", "https://github.com/acme/incidents/issues/2291")
        .assistant("Relabelled to sev2 and set the owning team line in the doc header.")
        .file("Edit", "docs/postmortems/INC-2291.md")
        .user("follow-up for Dana: she writes the customer-facing RCA, due Friday. Add it to the action items.")
        .file("Edit", "docs/postmortems/INC-2291.md")
        .stop("Added Dana's customer-facing RCA item, due Friday."),
    planted: [
      { kind: "decision", keys: ["sev2"] },
      { kind: "fact", keys: ["checkout team"] },
      { kind: "task", keys: ["customer-facing rca"] },
    ],
  },
  {
    id: "b122-rds-params",
    build: (s) =>
      s
        .user("I need the orders-db basics for the doc's 'System context' bit. Instance class, engine, connection limit.")
        .bash(
          "aws rds describe-db-instances --db-instance-identifier orders-db --query 'DBInstances[0].[DBInstanceClass,Engine,EngineVersion,MultiAZ,DBParameterGroups[0].DBParameterGroupName]' --output text",
          "db.r6g.2xlarge\tpostgres\t15.4\tTrue\torders-pg15",
        )
        .bash(
          "aws rds describe-db-parameters --db-parameter-group-name orders-pg15 --query \"Parameters[?ParameterName=='max_connections'].[ParameterValue,Source]\" --output text",
          "1000\tuser",
        )
        .assistant(
          "For the doc: orders-db is a db.r6g.2xlarge, Multi-AZ, Postgres 15.4, and max_connections is pinned to 1000 in the orders-pg15 parameter group (set by us, not the default formula).",
        )
        .file("Edit", "docs/postmortems/INC-2291.md")
        .user("good. 15.4 is getting old btw. we need to upgrade orders-db to 15.8 next quarter, add it to the backlog section at the bottom, no owner yet")
        .file("Edit", "docs/postmortems/INC-2291.md")
        .stop("Added the 15.8 upgrade to the backlog section, owner TBD."),
    planted: [
      { kind: "fact", keys: ["r6g.2xlarge"] },
      { kind: "fact", keys: ["max_connections", "1000"] },
      { kind: "task", keys: ["15.8"] },
    ],
  },
  {
    id: "b122-alarm-staging",
    build: (s) =>
      s
        .user(
          "Marcus asked me to get a head start on his alarm item. Write the ALB target 5xx alarm in modules/alb-alarms for staging. You suggested 5% last time?",
        )
        .assistant(
          "Yes, I'd suggested 5% of requests over 5 minutes, to avoid paging on small blips. For the SNS action, which topic should it use? I see three in the account.",
        )
        .user(
          "Go with 2% over 3 datapoints, not 5%, checkout can't take 5 minutes of that. Topics: paging alarms always go to sre-page, non-paging ones to sre-notify. Don't invent new topics.",
        )
        .file("Write", "modules/alb-alarms/main.tf")
        .bash(
          "cd envs/staging/payments && terraform apply -auto-approve -no-color | tail -2",
          "module.alb_alarms.aws_cloudwatch_metric_alarm.target_5xx: Creation complete after 1s [id=payments-api-staging-alb5xx]\n\nApply complete! Resources: 1 added, 0 changed, 0 destroyed.",
        )
        .assistant("Staging alarm is live: payments-api-staging-alb5xx, 2% over 3 datapoints, action sre-page.")
        .user("nice. the prod alarm still needs its own PR, that one's Marcus's for next week, leave it")
        .stop("Leaving prod alone."),
    planted: [
      { kind: "decision", keys: ["2%", "3 datapoints"] },
      { kind: "instruction", keys: ["sre-page"] },
      { kind: "task", keys: ["prod alarm"] },
    ],
  },
  {
    id: "b122-empty-review-prep",
    build: (s) =>
      s
        .user("morning. the postmortem review is at 3 today, is the doc in a state where I can share it?")
        .assistant(
          "Mostly. Summary, timeline, root cause and action items are filled in. The 'Impact' section still only has the 5xx numbers, no order counts, and 'Lessons learned' is empty.",
        )
        .user("hm ok. how many people were on the incident channel at peak, do you know?")
        .assistant("I can't see Slack from here, so no. The doc's participant list has six names.")
        .user("fine, I'll fill impact in myself. thanks")
        .stop("Sure."),
    planted: [],
  },
  {
    id: "b122-game-day",
    build: (s) =>
      s
        .user("## Game day planning\nHow do we actually trigger a failover on staging orders-db for the game day? FIS or just the reboot API?")
        .bash(
          "aws fis list-experiment-templates --query 'experimentTemplates[].id' --output text",
          "An error occurred (AccessDeniedException) when calling the ListExperimentTemplates operation: User: arn:aws:sts::4417:assumed-role/sre-agent/dev is not authorized to perform: fis:ListExperimentTemplates",
          254,
        )
        .assistant(
          "Two options: `aws rds reboot-db-instance --force-failover` on the staging instance, which is exactly what happened in prod; or an FIS experiment template, which needs permissions this role doesn't have (see above).",
        )
        .user(
          "ok going with reboot --force-failover, FIS is overkill for one db. Put the command in the game day plan. Tomas needs to sort out FIS permissions at some point anyway, for the AZ outage drill next year, that's on him.",
        )
        .file("Write", "docs/gamedays/orders-db-failover.md")
        .stop("Wrote docs/gamedays/orders-db-failover.md with the force-failover steps and a rollback note."),
    planted: [
      { kind: "decision", keys: ["force-failover"] },
      { kind: "task", keys: ["az outage"] },
    ],
  },
  {
    id: "b122-empty-request-id",
    build: (s) =>
      s
        .user("Support forwarded a customer complaint, request id 7f3a9e21. Can you find it in the payments-api logs?")
        .bash(
          "aws logs filter-log-events --log-group-name /ecs/payments-api-prod --filter-pattern '\"7f3a9e21\"' --query 'events[].message' --output text",
          "2026-11-18T14:13:02Z ERROR [7f3a9e21] POST /v1/charges failed: HikariPool-1 - Connection is not available. Client must retry with the same idempotency key.\n2026-11-18T14:13:09Z INFO [7f3a9e21] POST /v1/charges 200 (retry, idempotency key reused)",
        )
        .assistant(
          "Found it: the first charge attempt at 14:13:02 failed with the Hikari timeout, the client retried seven seconds later with the same idempotency key and got a 200. So the customer was charged once.",
        )
        .user("great, that's all support needed. I'll reply to them.")
        .assistant("Okay.")
        .stop(),
    planted: [],
  },
  {
    id: "b122-runbook-rds",
    build: (s) =>
      s
        .user(
          "Let's write the RDS failover runbook while it's fresh. My rules for it:\n- first step is ALWAYS `aws rds describe-events` for the instance, before anyone touches ECS\n- recycle tasks with `aws ecs update-service --force-new-deployment`, not by stopping tasks one at a time, we lost capacity doing that on the 18th\nand the runbook stays in markdown in this repo, we're not moving it to Confluence like Dana suggested.",
        )
        .file("Write", "runbooks/rds-failover.md")
        .assistant(
          "Wrote runbooks/rds-failover.md: 1) check RDS events, 2) confirm the new writer endpoint resolves, 3) force a new deployment of the affected services, 4) watch the ALB 5xx alarm. Should I link it from the postmortem?",
        )
        .user("yes link it")
        .file("Edit", "docs/postmortems/INC-2291.md")
        .stop("Linked from the postmortem's Action items section."),
    planted: [
      { kind: "instruction", keys: ["describe-events"] },
      { kind: "instruction", keys: ["force-new-deployment"] },
      { kind: "decision", keys: ["confluence"] },
    ],
  },
  {
    id: "b122-ecs-capacity",
    build: (s) =>
      s
        .user("Did autoscaling make it worse? I have a feeling it scaled out during the incident and each new task opened 40 more connections.")
        .bash(
          "aws application-autoscaling describe-scaling-policies --service-namespace ecs --resource-id service/payments-prod/payments-api --query 'ScalingPolicies[].[PolicyName,TargetTrackingScalingPolicyConfiguration.PredefinedMetricSpecification.PredefinedMetricType,TargetTrackingScalingPolicyConfiguration.TargetValue]' --output text",
          "cpu-target\tECSServiceAverageCPUUtilization\t60.0",
        )
        .bash(
          "aws application-autoscaling describe-scalable-targets --service-namespace ecs --resource-ids service/payments-prod/payments-api --query 'ScalableTargets[0].[MinCapacity,MaxCapacity]' --output text",
          "12\t40",
        )
        .assistant(
          "payments-api runs on Fargate with a minimum of 12 tasks and a max of 40, scaling on CPU at 60%. CPU actually dropped during the incident (threads were blocked on the pool), so it did not scale out; your theory doesn't hold. CPU is a poor signal for this service, though. I'd switch to step scaling on ALBRequestCountPerTarget, and maybe raise the minimum to 16.",
        )
        .user(
          "agreed on the first part: switch it to ALBRequestCountPerTarget. Min stays where it is for now, let's see after the Hikari fix. Remind me to look at the scale-in cooldown after that ships too.",
        )
        .file("Edit", "modules/ecs-service/autoscaling.tf")
        .stop("Scaling policy changed to ALBRequestCountPerTarget in the module; min capacity untouched."),
    planted: [
      { kind: "fact", keys: ["12", "40"] },
      { kind: "decision", keys: ["albrequestcountpertarget"] },
      { kind: "task", keys: ["cooldown"] },
    ],
  },
  {
    id: "b122-empty-table-fix",
    build: (s) =>
      s
        .user("the timeline table in the doc renders broken on GitHub, one row has 4 columns instead of 3. fix it?")
        .file("Read", "docs/postmortems/INC-2291.md")
        .assistant("Row 5 (14:20) had an extra `|` in the middle of the description. Fixing.")
        .file("Edit", "docs/postmortems/INC-2291.md")
        .user("thx")
        .assistant("Done, the table renders with 3 columns on every row now.")
        .stop(),
    planted: [],
  },
  {
    id: "b122-dns-ruled-out",
    build: (s) =>
      s
        .user("Priya still thinks DNS caching was part of it. Can we settle it? Which JVM and what's the effective DNS cache TTL in the payments-api image?")
        .bash(
          "docker run --rm --entrypoint sh 4417.dkr.ecr.us-east-1.amazonaws.com/payments-api:2026.11.17 -c 'java -version 2>&1 | head -1; grep -h networkaddress.cache $JAVA_HOME/conf/security/java.security'",
          'openjdk version "17.0.9" 2023-10-17 LTS\n#networkaddress.cache.ttl=-1\nnetworkaddress.cache.negative.ttl=10',
        )
        .assistant(
          "Corretto 17, no security manager, and the ttl line is commented out, so the JVM's default applies: it caches successful DNS lookups for 30 seconds. The writer endpoint flipped at 14:08, so by 14:09 every lookup returned the new IP. DNS caching can't explain a 30-minute tail.",
        )
        .user(
          "ok, that settles it: the JVM DNS cache in payments-api is 30 seconds, so DNS is ruled out. Move it from 'contributing, unconfirmed' to 'ruled out'. And from now on, anything in a postmortem we haven't verified gets the word UNCONFIRMED in caps next to it, so nobody reads a guess as a finding.",
        )
        .file("Edit", "docs/postmortems/INC-2291.md")
        .stop("Moved DNS to 'Ruled out' with the evidence, and marked the two remaining unverified items UNCONFIRMED."),
    planted: [
      { kind: "fact", keys: ["dns", "30 seconds"] },
      { kind: "instruction", keys: ["unconfirmed", "caps"] },
    ],
  },
  {
    id: "b122-alarm-names",
    build: (s) =>
      s
        .user("the alarm names in this account are a mess. list them")
        .bash(
          "aws cloudwatch describe-alarms --query 'MetricAlarms[].AlarmName' --output text | tr '\\t' '\\n'",
          "payments-api-staging-alb5xx\nPaymentsCPUHigh\norders_db_replica_lag\nckout-latency-p99-ALARM\nawsrds-orders-db-High-CPU-Utilization",
        )
        .assistant("Five alarms, four different naming styles. Only the one I made yesterday follows a pattern.")
        .user(
          "Yeah. Convention from here on, for every new alarm: <service>-<env>-<signal>, all lower case, like payments-api-staging-alb5xx. I was going to add the owning team as a prefix too... actually no, scratch that, too long for the Slack previews. Don't rename the old ones yet.",
        )
        .file("Edit", "runbooks/alarms.md")
        .stop("Documented the naming convention in runbooks/alarms.md; existing alarms left as they are."),
    planted: [{ kind: "instruction", keys: ["<service>-<env>-<signal>"] }],
  },
  {
    id: "b122-empty-rds-proxy-qs",
    build: (s) =>
      s
        .user("Random question. Would RDS Proxy have saved us here? How does it behave during a Multi-AZ failover?")
        .assistant(
          "Probably, for the long tail. RDS Proxy keeps the client connections open and re-points its own pool at the new writer, so apps typically see a few seconds of stalls rather than dead connections. It adds some latency per query and costs per vCPU of the database.",
        )
        .user("Does it work with prepared statements? I remember something about pinning")
        .assistant(
          "Yes, with a caveat: some session state, including certain prepared statement patterns, pins a client to one backend connection, which reduces the multiplexing benefit. It still works.",
        )
        .user("interesting. let's not go down that road today, I just wanted to know.")
        .stop("Okay."),
    planted: [],
  },
  {
    id: "b122-proxy-vs-hikari",
    build: (s) =>
      s
        .user("ok thinking about it more, let's go with RDS Proxy in front of orders-db. what does it cost?")
        .bash(
          "aws pricing get-products --service-code AmazonRDS --filters Type=TERM_MATCH,Field=productFamily,Value='RDS Proxy' Type=TERM_MATCH,Field=location,Value='US East (N. Virginia)' --query 'PriceList[0]' --output text | jq -r '.terms.OnDemand[].priceDimensions[].pricePerUnit.USD'",
          "0.0150000000",
        )
        .assistant(
          "$0.015 per vCPU-hour. orders-db is a db.r6g.2xlarge with 8 vCPUs, so about $88/month for the writer, and the same again if we proxy the reader. It's cheap, but it's another component in the path.",
        )
        .user(
          "hmm. it's not the money, it's the extra hop for checkout latency and one more thing to page on. Change of plan: no proxy for now. We fix it in the app: Hikari maxLifetime 5m plus connectionTimeout 10s. Write that into the doc's decision log.",
        )
        .file("Edit", "docs/postmortems/INC-2291.md")
        .stop("Decision log entry added: app-side fix with Hikari maxLifetime 5m and connectionTimeout 10s; RDS Proxy moved to 'Considered and rejected'."),
    planted: [{ kind: "decision", keys: ["connectiontimeout"] }],
  },
  {
    id: "b122-owners",
    build: (s) =>
      s
        .user(
          "Before I forget, for the ownership table in the doc and for future reference:\n- Marcus owns everything ALB and network\n- Priya owns orders-db and the parameter groups\n- I own the postmortem process itself\nAnd chase owners in #sre-followups, not in DMs, I want the nagging to be visible.",
        )
        .file("Edit", "docs/postmortems/INC-2291.md")
        .assistant("Ownership table added. Should I post a first reminder in #sre-followups now?")
        .user("no, the review is tomorrow, let's wait till after")
        .stop("Okay, no reminder for now."),
    planted: [
      { kind: "fact", keys: ["marcus", "alb"] },
      { kind: "fact", keys: ["priya", "orders-db"] },
      { kind: "instruction", keys: ["#sre-followups"] },
    ],
  },
  {
    id: "b122-empty-retro-chat",
    build: (s) =>
      s
        .user("review went well I think. people liked the timeline table")
        .assistant("Good to hear. Anything from the review that should go into the doc?")
        .user("not really, a couple of typos Dana spotted, I already fixed them. Mostly people argued about whether checkout should have a circuit breaker")
        .assistant("That's a common argument after this kind of incident. Did it end anywhere?")
        .user("nope, nobody agreed on anything. we'll see. ok that's it for today")
        .stop("Have a good evening."),
    planted: [],
  },
  {
    id: "b122-tflint",
    build: (s) =>
      s
        .user("plan for the autoscaling change please, envs/prod/payments")
        .bash(
          "cd envs/prod/payments && terraform fmt -recursive -check ../../../modules && tflint --recursive",
          '../../../modules/ecs-service/autoscaling.tf\n1 issue(s) found:\n\nWarning: Missing version constraint for provider "aws" in `required_providers` (terraform_required_providers)\n\n  on ../../../modules/ecs-service/versions.tf line 3:\n   3:     aws = {\n\nReference: the provider must always declare a version constraint',
          2,
        )
        .assistant(
          "fmt flagged autoscaling.tf (my edit wasn't formatted) and tflint wants a version constraint on the aws provider in the module. I'll fix formatting first. For the provider: envs currently resolve anything from 5.31 to 5.62.",
        )
        .user(
          "fix both. pin the aws provider to ~> 5.40 in every module and env, we've been bitten by drift between envs before. and going forward, run terraform fmt and tflint yourself before you ever hand me a plan, I don't want to see fmt noise in a plan review",
        )
        .file("Edit", "modules/ecs-service/autoscaling.tf")
        .file("Edit", "modules/ecs-service/versions.tf")
        .bash(
          "cd envs/prod/payments && terraform init -upgrade -no-color | grep aws && terraform plan -no-color | tail -1",
          "- Installing hashicorp/aws v5.62.0...\nPlan: 0 to add, 1 to change, 0 to destroy.",
        )
        .stop("Formatted, provider pinned to ~> 5.40, plan is 0 add / 1 change / 0 destroy."),
    planted: [
      { kind: "decision", keys: ["5.40"] },
      { kind: "instruction", keys: ["tflint"] },
    ],
  },
  {
    id: "b122-backups",
    build: (s) =>
      s
        .user("Auditor question came in via the incident: how far back can we restore orders-db?")
        .bash(
          "aws rds describe-db-instances --db-instance-identifier orders-db --query 'DBInstances[0].[BackupRetentionPeriod,LatestRestorableTime]' --output text",
          "14\t2026-11-24T09:41:12Z",
        )
        .assistant(
          "Automated backups are kept 14 days, with point-in-time restore up to about five minutes ago. So we can restore to any second within the last 14 days.",
        )
        .user(
          "ok. SOC2 wants 35 days though. We need to bump retention to 35 days on orders-db before the audit in February, not this week. stick it in the backlog.",
        )
        .file("Edit", "docs/postmortems/INC-2291.md")
        .stop("Backlog: raise orders-db backup retention to 35 days before the February audit."),
    planted: [
      { kind: "fact", keys: ["14 days"] },
      { kind: "task", keys: ["35 days"] },
    ],
  },
  {
    id: "b122-empty-staging-plan",
    build: (s) =>
      s
        .user("run a plan on staging/payments, just want to see if it's clean")
        .bash(
          "cd envs/staging/payments && terraform plan -no-color | grep -E '^#|Plan:|TODO' ",
          "  # TODO: remove after the orders-db v2 migration, always keep in sync with prod\nNo changes. Your infrastructure matches the configuration.",
        )
        .assistant("Clean: no changes. The only other thing grep caught is an old comment in main.tf about the v2 migration.")
        .user("lol that TODO is from 2024. whatever, leave it")
        .assistant("Leaving it.")
        .stop(),
    planted: [],
  },
  {
    id: "b122-comms",
    build: (s) =>
      s
        .user(
          "### Comms section\nTwo things from the review to write down:\n1) we're dropping the per-incident Slack channels for SEV2s, everything goes in #inc-active from now on, SEV1s still get their own channel\n2) during any SEV2 or higher, the status page gets an update every 30 minutes even if there's nothing new. On the 18th we went 50 minutes silent.",
        )
        .file("Edit", "docs/postmortems/INC-2291.md")
        .assistant("Added both to the Comms section. Want me to mirror the 30-minute rule in runbooks/incident-comms.md?")
        .user("yes")
        .file("Edit", "runbooks/incident-comms.md")
        .stop("Mirrored it in runbooks/incident-comms.md."),
    planted: [
      { kind: "decision", keys: ["#inc-active"] },
      { kind: "instruction", keys: ["status page", "30 minutes"] },
    ],
  },
  {
    id: "b122-empty-failed-orders",
    build: (s) =>
      s
        .user("how many orders failed during the window? need a number for the Impact section")
        .bash(
          "psql \"$ORDERS_RO_URL\" -Atc \"select count(*) from orders where status = 'payment_failed' and created_at between '2026-11-18 14:06' and '2026-11-18 14:41'\"",
          "1873",
        )
        .assistant("1,873 orders ended in payment_failed between 14:06 and 14:41. Do you want the retried-and-succeeded ones too?")
        .user("hm, that probably includes test orders from the QA load tests. I'll get the real number from finance instead, don't put this one in")
        .assistant("Okay.")
        .stop(),
    planted: [],
  },
  {
    id: "b122-detection-gap",
    build: (s) =>
      s
        .user("### Detection\nWhy did nobody get paged until 14:16? that's 9 minutes after the 5xx started")
        .bash(
          "aws cloudwatch describe-alarms --alarm-name-prefix Payments --query 'MetricAlarms[].[AlarmName,MetricName,Threshold,ActionsEnabled]' --output text",
          "PaymentsCPUHigh\tCPUUtilization\t80.0\tTrue",
        )
        .assistant(
          "Confirmed: the only paging alarm on payments-api in prod was PaymentsCPUHigh, CPU above 80%. CPU fell during the incident, so it never fired; the page at 14:16 came from a customer report to support.",
        )
        .user("right. For the canary: I'd rather not use Route53 health checks, they only hit /health. Which is better, that or CloudWatch Synthetics?")
        .assistant(
          "Synthetics. It can run a scripted checkout against staging-like test cards every minute, which is the path that broke. Route53 would have stayed green on the 18th because /health doesn't touch the pool.",
        )
        .user("ok Synthetics it is. Dana builds the checkout canary, after the holidays. add it.")
        .file("Edit", "docs/postmortems/INC-2291.md")
        .stop("Added the Synthetics checkout canary as Dana's action item, after the holidays."),
    planted: [
      { kind: "fact", keys: ["cpu"] },
      { kind: "decision", keys: ["synthetics"] },
      { kind: "task", keys: ["dana", "canary"] },
    ],
  },
  {
    id: "b122-incident-tag",
    build: (s) =>
      s
        .user("I want to be able to find every infra change that came out of this postmortem six months from now. ideas?")
        .assistant(
          'Proposal: every Terraform change driven by a postmortem adds an `incident` tag with the INC number to the resources it touches, for example `incident = "INC-2291"`. Cost Explorer and the Tag Editor can then list them, and `git log -S INC-2291` finds the commits.',
        )
        .user("yes, do that, agreed. start with the alarm and the task definition.")
        .file("Edit", "modules/alb-alarms/main.tf")
        .file("Edit", "modules/ecs-service/main.tf")
        .bash("cd envs/staging/payments && terraform plan -no-color | tail -1", "Plan: 0 to add, 2 to change, 0 to destroy.")
        .user("good. and retro-tag the stuff from INC-2240 at some point, no rush")
        .stop("Tags added to the alarm and the task definition; the staging plan shows 2 in-place changes."),
    planted: [
      { kind: "decision", keys: ["incident", "tag"] },
      { kind: "task", keys: ["inc-2240"] },
    ],
  },
  {
    id: "b122-secrets",
    build: (s) =>
      s
        .user("where does payments-api get the orders-db password from? I want to check it wasn't part of the problem")
        .bash(
          "aws secretsmanager describe-secret --secret-id orders-db/app-user --query '[RotationEnabled,RotationRules.AutomaticallyAfterDays,LastRotatedDate]' --output text",
          "True\t30\t2026-11-18T14:22:09Z",
        )
        .assistant(
          "From the Secrets Manager secret orders-db/app-user, injected into the task definition as a secret. Rotation is on, every 30 days, and it last rotated at 14:22 on the 18th, in the middle of the incident. The rotation Lambda's log shows an error on that run.",
        )
        .user(
          "huh. ok, two things. the password stays in Secrets Manager, never in tfvars or env blocks, that's a hard rule for every service. And follow-up for Priya: find out why the rotation lambda errored on the 18th and whether it made the stale connections worse.",
        )
        .file("Edit", "docs/postmortems/INC-2291.md")
        .stop("Added Priya's rotation Lambda follow-up; the secrets rule is in the doc's Standards section."),
    planted: [
      { kind: "fact", keys: ["orders-db/app-user"] },
      { kind: "instruction", keys: ["tfvars"] },
      { kind: "task", keys: ["rotation lambda"] },
    ],
  },
  {
    id: "b122-pr-per-item",
    build: (s) =>
      s
        .user("how are we shipping the action items, one big PR or what?")
        .bash(
          "gh pr list --repo acme/infra-live --search 'INC-2291' --json number,title --jq '.[] | \"\\(.number) \\(.title)\"'",
          "418 payments: hikari maxLifetime + alarm + autoscaling",
        )
        .assistant(
          "Right now there's one open PR, #418, that bundles the Hikari change, the alarm and the autoscaling policy. I could keep adding to it, or split it.",
        )
        .user(
          "split it. one PR per action item, no bundling, so each one can be reverted on its own. and put the INC number in the PR title in brackets, like [INC-2291] payments: hikari maxLifetime, that's how I want all of these named",
        )
        .bash(
          "gh pr edit 418 --repo acme/infra-live --title '[INC-2291] payments: hikari maxLifetime' && git push origin alarm-5xx autoscaling-reqcount",
          "https://github.com/acme/infra-live/pull/418\nTo github.com:acme/infra-live.git\n * [new branch]      alarm-5xx -> alarm-5xx\n * [new branch]      autoscaling-reqcount -> autoscaling-reqcount",
        )
        .stop("Split into #418 plus two new branches ready for PRs, titles prefixed with [INC-2291]."),
    planted: [
      { kind: "decision", keys: ["one pr"] },
      { kind: "instruction", keys: ["pr title"] },
    ],
  },
  {
    id: "b122-empty-lessons",
    build: (s) =>
      s
        .user("draft some 'Lessons learned' bullets from what's in the doc? I'll edit them")
        .file("Read", "docs/postmortems/INC-2291.md")
        .assistant(
          "Draft:\n- Our only paging signal for payments-api was CPU, which goes down when threads block.\n- A DB failover is invisible to the app unless the pool evicts old connections.\n- We had no runbook for RDS failover and improvised the recovery.\nShould I add them?",
        )
        .user("the second one sounds like we didn't know what a connection pool is. reword it? maybe 'the pool had no max lifetime, so...'")
        .assistant("'The pool had no maximum connection lifetime, so connections to the old primary were never replaced.' Better?")
        .user("yes. add all three")
        .file("Edit", "docs/postmortems/INC-2291.md")
        .stop("Added the three lessons."),
    planted: [],
  },
  {
    id: "b122-empty-cost-question",
    build: (s) =>
      s
        .user("what did the incident cost us in AWS terms, roughly? did the extra deploys or scaling show up on the bill?")
        .assistant(
          "Almost certainly not measurably. The service didn't scale out, and a forced deployment replaces 12 Fargate tasks for a few minutes, which is cents. The real cost is the failed orders, not AWS.",
        )
        .user("yeah figured. someone in finance asked. is Cost Explorer even granular enough to show an hour?")
        .assistant("Hourly granularity exists but has to be enabled first, and I'd have to check whether anyone turned it on here.")
        .user("ok forget it, I'll tell them 'negligible'")
        .stop("Sounds right."),
    planted: [],
  },
  {
    id: "b122-empty-typo",
    build: (s) =>
      s
        .user("typo in the summary, 'Mutli-AZ'. and the date in the title says 2025")
        .file("Edit", "docs/postmortems/INC-2291.md")
        .assistant("Fixed both: 'Multi-AZ', and the title now reads 2026-11-18.")
        .user("thanks. also bold the total downtime number?")
        .file("Edit", "docs/postmortems/INC-2291.md")
        .assistant("Bolded '34 minutes' in the summary.")
        .stop(),
    planted: [],
  },
  {
    id: "b122-empty-hypotheses",
    build: (s) =>
      s
        .user(
          "brainstorm with me for a sec. could the failover have been caused by the storage autoscaling event the night before? or by the minor version auto-upgrade? I don't know what kicked it off",
        )
        .bash(
          "aws rds describe-events --source-identifier orders-db --source-type db-instance --start-time 2026-11-17T00:00:00Z --end-time 2026-11-18T14:10:00Z --query 'Events[].[Date,Message]' --output text",
          "2026-11-17T22:14:03Z\tThe storage for the DB instance was increased\n2026-11-18T14:06:41Z\tMulti-AZ instance failover started.\n2026-11-18T14:07:58Z\tMulti-AZ instance failover completed.",
        )
        .assistant(
          "There's no auto-upgrade event, so that one's unlikely. The storage increase was 16 hours earlier; I can't tell from the events alone whether it's related. AWS support could tell us why the failover was initiated.",
        )
        .user("maybe. could also just be a host failure on their side. I'll open a support case, let's not write any of this down until they answer")
        .assistant("Okay, nothing in the doc about the cause of the failover itself yet.")
        .stop(),
    planted: [],
  },
  {
    id: "b122-evidence",
    build: (s) =>
      s
        .user("The review asked where the Hikari log lines in Root cause came from. Can you re-run that query and save it somewhere?")
        .bash(
          "mkdir -p docs/postmortems/evidence/INC-2291 && aws logs filter-log-events --log-group-name /ecs/payments-api-prod --start-time 1795528800000 --end-time 1795531200000 --filter-pattern HikariPool --output json > docs/postmortems/evidence/INC-2291/hikari-pool.json && wc -l docs/postmortems/evidence/INC-2291/hikari-pool.json",
          "2214 docs/postmortems/evidence/INC-2291/hikari-pool.json",
        )
        .assistant("Saved the raw output to docs/postmortems/evidence/INC-2291/hikari-pool.json, with the exact command in a README next to it.")
        .file("Write", "docs/postmortems/evidence/INC-2291/README.md")
        .user(
          "perfect, that's how I want it every time: whenever you pull logs or metrics for a postmortem, the raw output and the command go under docs/postmortems/evidence/<INC>/ and the doc links to them. log groups expire after 30 days here so otherwise the evidence is just gone",
        )
        .stop("Understood."),
    planted: [
      { kind: "instruction", keys: ["evidence"] },
      { kind: "fact", keys: ["30 days"] },
    ],
  },
  {
    id: "b122-reporting-replica",
    build: (s) =>
      s
        .user("Is payments-api the only thing that talks to orders-db? what else got hit on the 18th")
        .bash(
          "aws rds describe-db-instances --query \"DBInstances[?ReadReplicaSourceDBInstanceIdentifier=='orders-db'].DBInstanceIdentifier\" --output text && grep -rln 'orders-db' envs/prod/*/main.tf",
          "orders-db-replica-1\nenvs/prod/payments/main.tf\nenvs/prod/reporting/main.tf",
        )
        .assistant(
          "Two consumers in terraform: payments-api, and reporting-svc, which reads only from the read replica orders-db-replica-1. The replica didn't fail over, so reporting-svc probably kept working, but I haven't checked its pool settings.",
        )
        .bash("grep -rn 'maxLifetime\\|HIKARI' services/reporting-svc/ || true", "")
        .user(
          "ok so reporting-svc reads from orders-db-replica-1, put that in System context. And it has no maxLifetime either by the look of it. Tomas should check whether reporting-svc would hit the same stale connection problem if the replica gets replaced, next sprint. add it.",
        )
        .file("Edit", "docs/postmortems/INC-2291.md")
        .stop("System context updated and Tomas's reporting-svc item added for next sprint."),
    planted: [
      { kind: "fact", keys: ["orders-db-replica-1"] },
      { kind: "task", keys: ["tomas", "reporting-svc"] },
    ],
  },
  {
    id: "b122-maint-window",
    build: (s) =>
      s
        .user("When's the orders-db maintenance window? I want to know if the failover overlapped with it")
        .bash(
          "aws rds describe-db-instances --db-instance-identifier orders-db --query 'DBInstances[0].PreferredMaintenanceWindow' --output text",
          "tue:03:00-tue:03:30",
        )
        .assistant(
          "Tuesday 03:00-03:30 UTC. The failover was Wednesday 14:06, so no overlap. That said, Tuesday 03:00 UTC is still evening checkout traffic on the US west coast. I'd suggest moving it to Sunday; which hour works for you?",
        )
        .user("yeah, move it. Sunday 04:00-04:30 UTC, lowest traffic of the week. Do it in the module so it's not clickops.")
        .file("Edit", "modules/rds/main.tf")
        .bash(
          "cd envs/prod/orders-db && terraform plan -no-color | grep maintenance_window",
          '      ~ maintenance_window = "tue:03:00-tue:03:30" -> "sun:04:00-sun:04:30"',
        )
        .stop("Plan shows the window moving to sun:04:00-sun:04:30; posted for a human to apply."),
    planted: [{ kind: "decision", keys: ["04:00"] }],
  },
  {
    id: "b122-staging-pool-test",
    build: (s) =>
      s
        .user("Before Priya's PR goes to prod I want proof it works. Deploy the maxLifetime change to staging and force a failover on staging orders-db.")
        .bash(
          "cd envs/staging/payments && terraform apply -auto-approve -no-color | tail -1 && aws rds reboot-db-instance --db-instance-identifier orders-db-staging --force-failover --query 'DBInstance.DBInstanceStatus' --output text",
          "Apply complete! Resources: 1 added, 1 changed, 1 destroyed.\nrebooting",
        )
        .bash(
          "aws logs filter-log-events --log-group-name /ecs/payments-api-staging --filter-pattern HikariPool --query 'events[-2:].message' --output text",
          "HikariPool-1 - Failed to validate connection (This connection has been closed.)\nHikariPool-1 - Added connection org.postgresql.jdbc.PgConnection@1b7e to 10.30.2.9",
        )
        .assistant(
          "With maxLifetime at 5 minutes and connectionTimeout 10s, staging payments-api was fully recovered 41 seconds after the failover completed: the pool validated, dropped the dead connections and reconnected to the new writer on its own. No task restarts needed.",
        )
        .user(
          "that's the number I wanted, 41 seconds vs 33 minutes. Write it in the doc. And make it a rule: any change to pool settings gets tested on staging with a forced failover before the prod PR goes up.",
        )
        .file("Edit", "docs/postmortems/INC-2291.md")
        .stop("Added the staging result and the pool-settings testing rule."),
    planted: [
      { kind: "fact", keys: ["41 seconds"] },
      { kind: "instruction", keys: ["pool settings"] },
    ],
  },
  {
    id: "b122-empty-oncall",
    build: (s) =>
      s
        .user("who's on call for payments this weekend?")
        .bash(
          "pd oncall list --schedule-ids P7XK2QF --since 2026-11-29T00:00:00Z --until 2026-12-01T00:00:00Z --output json | jq -r '.[].user.summary'",
          "Marcus Lindqvist",
        )
        .assistant("Marcus, for all of Saturday and Sunday.")
        .user("ugh, he was on call during the incident too. I'll ask if he wants to swap")
        .assistant("Want me to look up who's free to swap with him?")
        .user("no, I'll sort it out with the team directly")
        .stop("Okay."),
    planted: [],
  },
  {
    id: "b122-deletion-protection",
    build: (s) =>
      s
        .user("While we're in the rds module: is deletion protection on for orders-db?")
        .bash(
          "grep -n -B2 -A2 'deletion_protection\\|prevent_destroy' modules/rds/main.tf",
          '14-  # never destroy a prod database from terraform, always snapshot first\n15-  lifecycle {\n16:    prevent_destroy = var.env == "prod"\n17-  }\n--\n31:  deletion_protection = var.deletion_protection\n',
        )
        .bash("grep -rn 'deletion_protection' envs/*/orders-db/terraform.tfvars", "envs/staging/orders-db/terraform.tfvars:3:deletion_protection = false")
        .assistant(
          "It's a variable. Prod doesn't set it, so it falls back to the default, which is false. So prod orders-db has prevent_destroy in terraform but no deletion protection on the AWS side.",
        )
        .user(
          "Not ok. Standing rule: every prod RDS instance has deletion_protection = true, no exceptions, and if you ever see a plan that flips it to false, you stop and tell me. For non-prod we leave it off, decided, it blocks the nightly teardown of the staging stacks.",
        )
        .file("Edit", "envs/prod/orders-db/terraform.tfvars")
        .bash("cd envs/prod/orders-db && terraform plan -no-color | tail -1", "Plan: 0 to add, 1 to change, 0 to destroy.")
        .stop("Set deletion_protection = true in the prod tfvars; the plan is one in-place change, ready for you to apply."),
    planted: [
      { kind: "instruction", keys: ["deletion"] },
      { kind: "decision", keys: ["teardown"] },
    ],
  },
  {
    id: "b122-deploy-time",
    build: (s) =>
      s
        .user("the doc says the tasks were recycled at 14:36 but your log query said 14:38. which one is it?")
        .bash(
          "aws ecs describe-services --cluster payments-prod --services payments-api --query 'services[0].events[?contains(message, `deployment`)].[createdAt,message]' --output text | head -3",
          "2026-11-18T14:38:12Z\t(service payments-api) has started 12 tasks: (task 2c1f...).\n2026-11-18T14:36:40Z\t(service payments-api) updated computedDesiredCount for taskSet ecs-svc/...",
        )
        .assistant(
          "Both are real: at 14:36:40 someone started a new deployment, and the new tasks came up at 14:38:12. The ECS events don't say who triggered it.",
        )
        .user(
          "ok put both rows in. remind me to ask Marcus tomorrow whether it was him who triggered the 14:36 deployment or the pipeline. And one more thing for all postmortems: every time in the doc is UTC, no local times, I saw a CET in there somewhere.",
        )
        .file("Edit", "docs/postmortems/INC-2291.md")
        .stop("Timeline has 14:36:40 and 14:38:12 now; the CET time in the Detection section is converted to UTC."),
    planted: [
      { kind: "task", keys: ["marcus", "14:36"] },
      { kind: "instruction", keys: ["utc"] },
    ],
  },
  {
    id: "b122-empty-diagram",
    build: (s) =>
      s
        .user("can you add a little mermaid diagram of the request path to the doc? client -> ALB -> payments-api -> orders-db")
        .file("Edit", "docs/postmortems/INC-2291.md")
        .assistant(
          "Added a flowchart LR block: Client → ALB (payments-prod) → payments-api (ECS, 12 tasks) → orders-db writer, with the replica off to the side.",
        )
        .user("the replica isn't in the payments path, drop it from the diagram")
        .file("Edit", "docs/postmortems/INC-2291.md")
        .assistant("Removed the replica node.")
        .user("looks good on GitHub now")
        .stop(),
    planted: [],
  },
  {
    id: "b122-accounts",
    build: (s) =>
      s
        .user("why did the FIS call fail earlier, are you in the wrong account?")
        .bash(
          "aws sts get-caller-identity --query '[Account,Arn]' --output text && aws iam list-attached-role-policies --role-name sre-agent --query 'AttachedPolicies[].PolicyName' --output text",
          "441700000000\tarn:aws:sts::441700000000:assumed-role/sre-agent/dev\nReadOnlyAccess\tsre-agent-ecs-deploy",
        )
        .assistant(
          "Right account (prod, 4417...). The sre-agent role has ReadOnlyAccess plus a small policy that allows ecs:UpdateService. Nothing for FIS, hence the AccessDenied.",
        )
        .user(
          "right, that's by design: your sre-agent role is read-only in prod except for ecs:UpdateService, and it stays that way. Staging is a different account, 883000000000, where you have PowerUser. Just so you know which is which.",
        )
        .bash("aws configure list-profiles", "prod\nstaging\ndefault")
        .stop("Got it: prod 4417..., read-only plus ecs:UpdateService; staging 8830... with PowerUser."),
    planted: [
      { kind: "fact", keys: ["sre-agent", "read-only"] },
      { kind: "fact", keys: ["883000000000"] },
    ],
  },
  {
    id: "b122-followup-review",
    build: (s) =>
      s
        .user("### Follow-up status\nWhere are we on the action items?")
        .bash(
          "gh pr list --repo acme/infra-live --search 'INC-2291' --state all --json title,state --jq '.[] | \"\\(.state) \\(.title)\"'",
          "MERGED [INC-2291] payments: hikari maxLifetime\nOPEN [INC-2291] payments: alb target 5xx alarm\nOPEN [INC-2291] payments: scale on ALBRequestCountPerTarget",
        )
        .assistant(
          "Hikari maxLifetime is merged and applied. The 5xx alarm and the autoscaling PR are open. Game day, Dana's RCA and canary, and the backlog items have no PRs yet. Suggestion: add a Status column (open / in PR / done) to the action items table so this is visible at a glance.",
        )
        .user(
          "yes to the status column, do it. We'll close the postmortem at the follow-up review on Dec 12, whatever's still open then moves to the SRE backlog. put that date in the header.",
        )
        .file("Edit", "docs/postmortems/INC-2291.md")
        .stop("Status column added, header says the postmortem closes at the Dec 12 follow-up review."),
    planted: [
      { kind: "decision", keys: ["status column"] },
      { kind: "task", keys: ["dec 12"] },
    ],
  },
  {
    id: "b122-game-day-result",
    build: (s) =>
      s
        .user("## Game day debrief\nwe ran it this morning. what do the RDS events say about how long the failover took?")
        .bash(
          "aws rds describe-events --source-identifier orders-db-staging --source-type db-instance --duration 240 --query 'Events[?contains(Message, `failover`)].[Date,Message]' --output text",
          "2026-12-03T09:14:02Z\tMulti-AZ instance failover started.\n2026-12-03T09:15:00Z\tMulti-AZ instance failover completed.",
        )
        .assistant("58 seconds from start to completion, close to the 77 seconds in prod on the 18th. payments-api-staging had no 5xx after 09:15:40.")
        .user(
          "good. so a Multi-AZ failover on orders-db takes about a minute, that's the number we plan around now. We're doing a failover game day every quarter from now on, first week of the quarter, decided in the meeting just now. I still owe the team a write-up of today for the next SRE sync.",
        )
        .file("Edit", "docs/gamedays/orders-db-failover.md")
        .stop("Added today's results to the game day doc."),
    planted: [
      { kind: "fact", keys: ["failover", "minute"] },
      { kind: "decision", keys: ["quarter"] },
      { kind: "task", keys: ["sre sync"] },
    ],
  },
  {
    id: "b122-empty-tf-version",
    build: (s) =>
      s
        .user("which terraform version are we on? is 1.10 worth it?")
        .bash(
          "terraform version -json | jq -r .terraform_version; grep -rh required_version envs/*/*/versions.tf | sort -u",
          '1.8.5\n  required_version = ">= 1.5.0"',
        )
        .assistant("1.10 adds ephemeral values, which would help keep secrets out of state, and S3 native state locking. Nothing urgent.")
        .user("S3 native locking, so we could drop the dynamo table? hm. not now, I've got enough on my plate")
        .assistant("Sure. It would be a separate change with its own plan anyway.")
        .stop(),
    planted: [],
  },
  {
    id: "b122-pr-description",
    build: (s) =>
      s
        .user("write the PR description for the alarm PR")
        .file("Read", "modules/alb-alarms/main.tf")
        .assistant(
          "Draft:\n**[INC-2291] payments: alb target 5xx alarm**\nAdds payments-api-prod-alb5xx (2% over 3 datapoints, action sre-page).\nPlan: 1 to add, 0 to change, 0 to destroy.\nRollback: revert this PR and apply; the alarm has no dependents.",
        )
        .user(
          "good, especially the last two lines. every infra PR description has those two: the plan summary line and a rollback step. I was going to say add a dashboard screenshot too but nah, nobody looks at those.",
        )
        .bash("gh pr edit 421 --repo acme/infra-live --body-file /tmp/pr-421.md", "https://github.com/acme/infra-live/pull/421")
        .stop("PR #421 description updated."),
    planted: [{ kind: "instruction", keys: ["rollback"] }],
  },
  {
    id: "b122-dashboard",
    build: (s) =>
      s
        .user("the shared 'Prod Overview' dashboard was useless during the incident, 60 widgets. what would you do?")
        .bash("aws cloudwatch list-dashboards --query 'DashboardEntries[].[DashboardName,Size]' --output text", "Prod-Overview\t48211\nrds-legacy\t3120")
        .assistant(
          "Options: trim Prod-Overview, or give each service its own small dashboard with the 5-6 signals that matter (ALB 5xx and latency, task count, DB connections, Hikari pool). I'd do the second.",
        )
        .user(
          "agreed, one dashboard per service, starting with payments-api-prod, and we stop adding to Prod-Overview. the Hikari pool widgets have to wait until Micrometer exports the pool metrics to CloudWatch, someone needs to wire that up in the app later.",
        )
        .file("Write", "modules/service-dashboard/main.tf")
        .stop("Wrote modules/service-dashboard with ALB, ECS and RDS widgets for payments-api-prod; no Hikari widgets yet."),
    planted: [
      { kind: "decision", keys: ["dashboard"] },
      { kind: "task", keys: ["micrometer"] },
    ],
  },
];

export const BLIND122 = plantedSet(BLIND122_SESSIONS, Date.UTC(2026, 10, 25, 9));
