/**
 * Blind planted set 106 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a Kotlin/Spring Boot backend developer at an insurance company (claims workflows, Camunda,
 * Oracle, Spring Batch jobs, strict code review), dry and factual, often one-line answers; Claude Code voice for the agent.
 * Each session is one segment; the items planted in it are listed with it: 75 items (17 decisions, 19 instructions, 22 facts, 17 tasks) in 54 sessions, 15 of which plant nothing (63 user/assistant messages between them). Every other message
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

export const BLIND106_SESSIONS: BlindSession[] = [
  {
    id: "b106-flyway-v87",
    build: (s) =>
      s
        .user("flyway fails on dev. V87. have a look")
        .bash(
          "./gradlew flywayMigrate -Pflyway.schemas=CLAIMS_DEV",
          'Migrating schema "CLAIMS_DEV" to version "87 - claim status index"\nERROR: Migration V87__claim_status_index.sql failed\nORA-00955: name is already used by an existing object\nLine 3: CREATE INDEX IDX_CLAIM_STATUS ON CLAIM(STATUS, UPDATED_AT)',
          1,
        )
        .assistant(
          "V85 already creates `IDX_CLAIM_STATUS` on the same columns, so V87 collides with it. I can either drop the statement from V87 or rename the index.",
        )
        .user(
          "drop it from V87, it was never applied anywhere. but as a rule: once a migration has been applied on TEST you never touch it again, you write a new V-script. reviewers reject edits to applied scripts",
        )
        .file("Edit", "src/main/resources/db/migration/oracle/V87__claim_status_index.sql")
        .bash("./gradlew flywayMigrate -Pflyway.schemas=CLAIMS_DEV", 'Successfully applied 1 migration to schema "CLAIMS_DEV", now at version v87')
        .stop("V87 now only adds the `REOPENED_AT` column; migration applied on CLAIMS_DEV."),
    planted: [{ kind: "instruction", keys: ["applied", "v-script"] }],
  },
  {
    id: "b106-camunda-timer",
    build: (s) =>
      s
        .user("the reminder timer on the FNOL process fires twice on test. why")
        .bash(
          "grep -n timerEventDefinition -A3 src/main/resources/bpmn/fnol.bpmn",
          '212:      <bpmn:timerEventDefinition id="TimerDef_Reminder">\n213:        <bpmn:timeCycle>R/PT24H</bpmn:timeCycle>\n214:      </bpmn:timerEventDefinition>',
        )
        .bash(
          "kubectl -n claims-test get pods -l app=claims-engine",
          "NAME                             READY   STATUS    RESTARTS   AGE\nclaims-engine-7c9f8d6b4-2kqzv    1/1     Running   0          3d\nclaims-engine-7c9f8d6b4-x8h1m    1/1     Running   0          3d",
        )
        .assistant(
          "Two engine pods, and `camunda.bpm.job-execution.deployment-aware` is false, but both share one database, so the job executor should still lock each job once. More likely: the timeCycle `R/PT24H` restarts after the boundary event is re-entered on the loop back from `Task_RequestDocs`. Let me check the history table.",
        )
        .bash(
          "sqlplus -s claims_ro@CLMTST @scripts/sql/timer_jobs.sql",
          "PROC_INST_ID_        ACT_ID_               CNT\n-------------------- -------------------- ---\n4a1f-9b2e            Timer_Reminder         2\n7c33-01de            Timer_Reminder         2",
        )
        .assistant(
          "Confirmed: each instance has two timer jobs because the loop back into `Task_RequestDocs` creates a second boundary timer while the first is still active. The root cause is the non-interrupting boundary event on a task that's re-entered.",
        )
        .user("ok. make it interrupting, we'll go with that. reminders are resent on re-entry anyway")
        .file("Edit", "src/main/resources/bpmn/fnol.bpmn")
        .bash(
          "./gradlew test --tests '*FnolProcessTest*'",
          "FnolProcessTest > reminderFiresOncePerEntry() PASSED\nFnolProcessTest > docsLoopBack() PASSED\nBUILD SUCCESSFUL in 41s",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["non-interrupting", "re-entered"] },
      { kind: "decision", keys: ["interrupting", "reminder"] },
    ],
  },
  {
    id: "b106-empty-ktlint",
    build: (s) =>
      s
        .user("ktlint complains in ClaimMapper, fix it")
        .bash(
          "./gradlew ktlintCheck",
          'src/main/kotlin/de/versich/claims/mapping/ClaimMapper.kt:44:1 Unexpected blank line(s) before "}"\nsrc/main/kotlin/de/versich/claims/mapping/ClaimMapper.kt:71:5 Missing trailing comma before ")"',
          1,
        )
        .file("Edit", "src/main/kotlin/de/versich/claims/mapping/ClaimMapper.kt")
        .bash("./gradlew ktlintCheck", "BUILD SUCCESSFUL in 6s")
        .assistant("Removed the blank line at 44 and added the trailing comma at 71. ktlintCheck is clean.")
        .user("thx")
        .stop("Done."),
    planted: [],
  },
  {
    id: "b106-batch-chunk",
    build: (s) =>
      s
        .user(
          "nightly ReserveRecalcJob ran 4h10m last night, window is 01:00-04:00 and the DWH export starts at 04:00 sharp. need it faster. chunk size is 50 right now",
        )
        .file("Read", "src/main/kotlin/de/versich/claims/batch/ReserveRecalcJobConfig.kt")
        .bash(
          "grep -n 'chunk\\|fetchSize\\|pageSize' src/main/kotlin/de/versich/claims/batch/ReserveRecalcJobConfig.kt",
          "38:            .chunk<ClaimRow, ReserveUpdate>(50, transactionManager)\n52:        .pageSize(50)\n53:        .fetchSize(50)",
        )
        .assistant(
          "Options: (1) raise the chunk to 500 with a matching fetchSize, (2) partition the step by `CLAIM_BRANCH` with 4 worker threads, (3) move to a JdbcCursorItemReader. (1) is the smallest change; (2) gives the most but needs the reader to be thread-safe.",
        )
        .user("partitioning by branch, 4 threads. chunk stays as is for now, the rollback on a bad row is painful with big chunks")
        .file("Edit", "src/main/kotlin/de/versich/claims/batch/ReserveRecalcJobConfig.kt")
        .file("Write", "src/main/kotlin/de/versich/claims/batch/BranchPartitioner.kt")
        .bash(
          "./gradlew test --tests '*ReserveRecalc*'",
          "ReserveRecalcJobTest > partitionsByBranch() PASSED\nReserveRecalcJobTest > recalculatesOpenClaims() PASSED\nBUILD SUCCESSFUL in 1m 2s",
        )
        .assistant("Partitioned step is in with a `BranchPartitioner` and a 4-thread TaskExecutor; chunk stays 50.")
        .user("we need a real load test on the PERF env before this goes live, put it on the list for next week")
        .stop("Noted."),
    planted: [
      { kind: "fact", keys: ["04:00", "dwh"] },
      { kind: "decision", keys: ["partition", "branch"] },
      { kind: "task", keys: ["load test", "perf"] },
    ],
  },
  {
    id: "b106-review-rules",
    build: (s) =>
      s
        .user(
          "before you open the MR: couple of things our reviewers are strict about.\n- no `!!` in production code, ever. use requireNotNull with a message\n- every public service method gets a KDoc\n- MR title starts with the Jira key, CLM-xxxx\nthat's it",
        )
        .bash("grep -rn '!!' src/main/kotlin | wc -l", "7")
        .assistant("There are 7 `!!` uses in main. Do you want me to replace all of them in this MR or only the ones in the files I touched?")
        .user("only yours. the others are someone else's problem")
        .file("Edit", "src/main/kotlin/de/versich/claims/payout/PayoutService.kt")
        .bash(
          "git push -o merge_request.create -o merge_request.title='CLM-2291 payout retry' origin feature/CLM-2291-payout-retry",
          "remote: View merge request for feature/CLM-2291-payout-retry:\nremote:   https://gitlab.versich.local/claims/claims-core/-/merge_requests/1184",
        )
        .stop("MR !1184 is open."),
    planted: [
      { kind: "instruction", keys: ["requirenotnull"] },
      { kind: "instruction", keys: ["kdoc"] },
      { kind: "instruction", keys: ["jira", "clm-"] },
    ],
  },
  {
    id: "b106-empty-question-jpa",
    build: (s) =>
      s
        .user("quick one: does Spring Data JPA flush before a native query by default? not sure")
        .assistant(
          "With Hibernate as provider and FlushMode AUTO, a native query triggers a flush of the whole session, because Hibernate can't tell which tables the SQL touches. A JPQL query only flushes if it touches pending entities' tables.",
        )
        .user("hm. so that might be why the fraud check query is slow? maybe")
        .assistant(
          "Possibly, if the session holds many dirty entities at that point. A quick way to see it is to turn on `org.hibernate.SQL` debug logging and look for the UPDATE burst right before the native SELECT.",
        )
        .user("ok I'll look tomorrow maybe. nevermind for now")
        .stop("Sure."),
    planted: [],
  },
  {
    id: "b106-oracle-sequence",
    build: (s) =>
      s
        .user("duplicate key on CLAIM_DOCUMENT insert, ORA-00001, in test since this morning")
        .bash(
          "grep -n SequenceGenerator -A2 src/main/kotlin/de/versich/claims/docs/ClaimDocument.kt",
          '18:    @SequenceGenerator(name = "doc_seq", sequenceName = "SEQ_CLAIM_DOCUMENT", allocationSize = 50)',
        )
        .bash(
          "sqlplus -s claims_ro@CLMTST <<< \"select increment_by, last_number from user_sequences where sequence_name='SEQ_CLAIM_DOCUMENT';\"",
          "INCREMENT_BY LAST_NUMBER\n------------ -----------\n           1      884213",
        )
        .assistant(
          "Found it: the entity uses `allocationSize = 50`, but the sequence in TEST has `INCREMENT BY 1`. Hibernate's pooled optimizer hands out 50 ids per `nextval`, so two pods produce overlapping ranges. That's the root cause of the ORA-00001.",
        )
        .user(
          "yes, the DBAs recreated the sequences on friday. they always create them with increment 1. so set allocationSize = 1, we're not changing their scripts",
        )
        .file("Edit", "src/main/kotlin/de/versich/claims/docs/ClaimDocument.kt")
        .bash("./gradlew test --tests '*ClaimDocumentRepositoryTest*'", "BUILD SUCCESSFUL in 28s")
        .stop("allocationSize is 1 now; repository tests pass."),
    planted: [
      { kind: "fact", keys: ["allocationsize", "increment"] },
      { kind: "decision", keys: ["allocationsize = 1"] },
    ],
  },
  {
    id: "b106-test-command",
    build: (s) =>
      s
        .user("run the integration tests for the payout module")
        .bash(
          "./gradlew :payout:test",
          "> Task :payout:test\n\nPayoutServiceTest > retriesOnTimeout() PASSED\n\nBUILD SUCCESSFUL in 19s\n0 integration tests found",
        )
        .assistant("That ran only the unit tests; no integration tests were picked up under `:payout:test`.")
        .user(
          "right, the ITs are in a separate source set. it's ./gradlew :payout:integrationTest and it needs docker running for the testcontainers oracle. use that whenever I say integration tests",
        )
        .bash(
          "./gradlew :payout:integrationTest",
          "Creating container for image: gvenzl/oracle-xe:21-slim-faststart\nContainer gvenzl/oracle-xe:21-slim-faststart started in PT38.2S\nPayoutIT > paysOutApprovedClaim() PASSED\nPayoutIT > rejectsDuplicatePayout() PASSED\nBUILD SUCCESSFUL in 2m 11s",
        )
        .assistant("Both payout ITs pass.")
        .user("the ITs don't run in the pipeline at all yet btw. next sprint: add an integrationTest stage to .gitlab-ci.yml with the docker-in-docker runner")
        .stop("Ok."),
    planted: [
      { kind: "instruction", keys: ["integrationtest"] },
      { kind: "task", keys: ["stage", "gitlab-ci"] },
    ],
  },
  {
    id: "b106-empty-log-quote",
    build: (s) =>
      s
        .user(
          "what does this mean, from the engine log on test:\n\n```\nWARN  o.c.b.e.jobexecutor - ENGINE-14006 Exception while executing job 9f2c...: TODO handler not registered. Retries must never be negative, always set retries >= 0\n```",
        )
        .assistant(
          "ENGINE-14006 is a job failing in the job executor. The text after it comes from our own `ExternalTaskRetryListener` — it's a message in a thrown exception, including the 'TODO' — it fires when a job's retry count is decremented below zero.",
        )
        .bash(
          "grep -rn 'handler not registered' src/main/kotlin",
          'src/main/kotlin/de/versich/claims/engine/ExternalTaskRetryListener.kt:61:            throw IllegalStateException("TODO handler not registered. Retries must never be negative, always set retries >= 0")',
        )
        .user("lol who wrote that. ok, just curious, leave it")
        .stop("Leaving it as is."),
    planted: [],
  },
  {
    id: "b106-owner-fraud",
    build: (s) =>
      s
        .user("the FraudScoreClient keeps timing out against the scoring API. can you bump the timeout")
        .file("Read", "src/main/kotlin/de/versich/claims/fraud/FraudScoreClient.kt")
        .bash("grep -n 'timeout' src/main/resources/application-test.yml", "41:    fraud-score:\n42:      connect-timeout: 2s\n43:      read-timeout: 3s")
        .assistant("Read timeout is 3s on test. I can raise it to 10s. Should I also add a retry?")
        .user(
          "no retry, scoring isn't idempotent on their side. and fyi the scoring API belongs to the Risk Analytics team (Jens Poll), anything about its SLA goes to them, not us. 8s is fine",
        )
        .file("Edit", "src/main/resources/application-test.yml")
        .bash("./gradlew test --tests '*FraudScoreClientTest*'", "BUILD SUCCESSFUL in 14s")
        .stop("read-timeout is 8s on test; no retry added."),
    planted: [
      { kind: "fact", keys: ["risk analytics"] },
      { kind: "fact", keys: ["idempotent"] },
    ],
  },
  {
    id: "b106-deprecated-endpoint",
    build: (s) =>
      s
        .user("add the new field `coverageCode` to the ClaimDto and the v2 endpoint")
        .file("Edit", "src/main/kotlin/de/versich/claims/api/v2/ClaimDto.kt")
        .file("Edit", "src/main/kotlin/de/versich/claims/api/v2/ClaimController.kt")
        .bash("./gradlew test --tests '*ClaimControllerV2Test*'", "ClaimControllerV2Test > returnsCoverageCode() PASSED\nBUILD SUCCESSFUL in 22s")
        .assistant("`coverageCode` is on the v2 DTO and returned by `GET /api/v2/claims/{id}`. Should the v1 endpoint get it too?")
        .user(
          "no. v1 is frozen, the broker portal is the last consumer. TODO for Q1: remove /api/v1 once the broker portal has migrated, I'll forget otherwise",
        )
        .stop("OK, v1 untouched."),
    planted: [
      { kind: "fact", keys: ["broker portal", "v1"] },
      { kind: "task", keys: ["remove", "v1"] },
    ],
  },
  {
    id: "b106-empty-rebase",
    build: (s) =>
      s
        .user("rebase my branch on develop pls")
        .bash("git fetch origin && git rebase origin/develop", "Successfully rebased and updated refs/heads/feature/CLM-2304-subrogation.")
        .assistant("Rebased `feature/CLM-2304-subrogation` onto `origin/develop`, no conflicts.")
        .user("push it")
        .bash(
          "git push --force-with-lease",
          "To gitlab.versich.local:claims/claims-core.git\n + 3c1e9aa...b72d410 feature/CLM-2304-subrogation -> feature/CLM-2304-subrogation (forced update)",
        )
        .assistant("Pushed with `--force-with-lease`.")
        .stop(),
    planted: [],
  },
  {
    id: "b106-kotlin-style",
    build: (s) =>
      s
        .user("write a small service that calculates the deductible for a claim from the policy")
        .file("Read", "src/main/kotlin/de/versich/claims/policy/Policy.kt")
        .file("Write", "src/main/kotlin/de/versich/claims/deductible/DeductibleService.kt")
        .assistant(
          "Added `DeductibleService` with `calculate(claim, policy): BigDecimal`. I used `@Autowired` field injection to match `ClaimService` next to it.",
        )
        .user(
          "no field injection. constructor injection only in new code, we're getting rid of @Autowired fields bit by bit. also money is BigDecimal with scale 2 and RoundingMode.HALF_EVEN, always, you got that right",
        )
        .file("Edit", "src/main/kotlin/de/versich/claims/deductible/DeductibleService.kt")
        .bash(
          "./gradlew test --tests '*DeductibleServiceTest*'",
          "DeductibleServiceTest > halfEvenRounding() PASSED\nDeductibleServiceTest > zeroDeductible() PASSED\nBUILD SUCCESSFUL in 17s",
        )
        .stop("Switched to constructor injection; tests pass."),
    planted: [
      { kind: "instruction", keys: ["constructor injection"] },
      { kind: "instruction", keys: ["half_even"] },
    ],
  },
  {
    id: "b106-camunda-version",
    build: (s) =>
      s
        .user("can we use the camunda 7.21 feature for async-after on signal events? the doc says it exists")
        .bash(
          "./gradlew dependencies --configuration runtimeClasspath | grep camunda-bpm-spring-boot",
          "+--- org.camunda.bpm.springboot:camunda-bpm-spring-boot-starter-webapp:7.17.0",
        )
        .assistant("We're on Camunda 7.17, so that 7.21 feature isn't available. Upgrading would also pull Spring Boot 3 and the jakarta namespace.")
        .user("right, we're pinned to 7.17 until the platform team finishes the Boot 3 migration, that's not in our hands. forget the async thing")
        .assistant("Understood, no change.")
        .stop(),
    planted: [{ kind: "fact", keys: ["7.17", "boot 3"] }],
  },
  {
    id: "b106-empty-chitchat",
    build: (s) =>
      s
        .user("morning. long weekend, what did I leave open on friday")
        .bash(
          "git status -sb && git stash list",
          "## feature/CLM-2310-glass-claims...origin/feature/CLM-2310-glass-claims\n M src/main/kotlin/de/versich/claims/glass/GlassClaimHandler.kt\nstash@{0}: WIP on develop: 91ab0c3 CLM-2299 fix",
        )
        .assistant("You're on `feature/CLM-2310-glass-claims` with one modified file, `GlassClaimHandler.kt`, and one stash on develop from CLM-2299.")
        .user("ah right the glass thing. ok coffee first")
        .assistant("Enjoy.")
        .stop(),
    planted: [],
  },
  {
    id: "b106-sonar-gate",
    build: (s) =>
      s
        .user("pipeline red on sonar, coverage on new code 71%")
        .bash(
          "curl -s 'https://sonar.versich.local/api/qualitygates/project_status?projectKey=claims-core&pullRequest=1184' | jq '.projectStatus.conditions[]'",
          '{"status":"ERROR","metricKey":"new_coverage","comparator":"LT","errorThreshold":"80","actualValue":"71.3"}',
        )
        .assistant(
          "The quality gate requires 80% coverage on new code; the MR is at 71.3%. The uncovered lines are mostly in `PayoutRetryScheduler`. I'll add tests for the backoff branches.",
        )
        .file("Write", "src/test/kotlin/de/versich/claims/payout/PayoutRetrySchedulerTest.kt")
        .bash(
          "./gradlew test jacocoTestReport --tests '*PayoutRetry*'",
          "PayoutRetrySchedulerTest > backsOffExponentially() PASSED\nPayoutRetrySchedulerTest > givesUpAfterFive() PASSED\nBUILD SUCCESSFUL in 33s",
        )
        .user("good. and don't ever add sonar exclusions to get past the gate, that gets flagged in review straight away")
        .stop("Understood, no exclusions."),
    planted: [
      { kind: "fact", keys: ["80%", "new code"] },
      { kind: "instruction", keys: ["exclusions"] },
    ],
  },
  {
    id: "b106-empty-withdrawn",
    build: (s) =>
      s
        .user("thinking about switching the claim event outbox from polling to Debezium. thoughts?")
        .assistant(
          "Debezium on Oracle needs LogMiner or XStream access, which means supplemental logging on the CLAIMS schema and a Kafka Connect cluster. Polling the outbox every 2s is simpler and your volumes (a few thousand events/day) don't need CDC.",
        )
        .user("yeah the DBAs would never give us logminer anyway. scratch that, stay with polling, no change")
        .assistant("Ok, leaving the poller as it is.")
        .user("actually wait, what's the poll interval right now")
        .bash("grep -n 'outbox' -A2 src/main/resources/application.yml", "77:  outbox:\n78:    poll-interval: 2s\n79:    batch-size: 100")
        .assistant("2 seconds, batch size 100.")
        .stop(),
    planted: [],
  },
  {
    id: "b106-env-vpn",
    build: (s) =>
      s
        .user("curl to the partner API from your shell hangs")
        .bash(
          "curl -sv --max-time 10 https://partner-gw.versich.local/health",
          "*   Trying 10.44.8.12:443...\n* Connection timed out after 10001 milliseconds",
          28,
        )
        .assistant("The host resolves to 10.44.8.12 but the connection times out. Is that network reachable from your laptop without VPN?")
        .user(
          "no, the partner gateway is only reachable over the GlobalProtect VPN, and the VPN drops every 8 hours. if stuff to 10.44.x hangs, that's the reason, tell me instead of debugging it",
        )
        .bash("curl -s --max-time 10 https://partner-gw.versich.local/health", '{"status":"UP"}')
        .stop("Reachable again after you reconnected."),
    planted: [
      { kind: "fact", keys: ["globalprotect"] },
      { kind: "instruction", keys: ["10.44"] },
    ],
  },
  {
    id: "b106-task-list",
    build: (s) =>
      s
        .user("let's wrap up the subrogation story. what's left")
        .bash(
          "git log --oneline origin/develop..HEAD",
          "b72d410 CLM-2304 subrogation: recovery amount on claim\n9e1f2c7 CLM-2304 subrogation: third party entity\n41aa0d3 CLM-2304 subrogation: flyway V88",
        )
        .assistant(
          "Three commits: the V88 migration, the third-party entity and the recovery amount. The MR description still lists the recovery letter PDF and the Camunda user task as open.",
        )
        .user(
          "ok, MR goes as is. open points for later:\n1. recovery letter PDF via the doc service, separate story\n2. the Camunda user task for the subrogation clerk, needs the BPMN from the business analysts first\ncan you put a note in the MR",
        )
        .bash(
          "glab mr note 1191 -m 'Out of scope: recovery letter PDF (separate story), subrogation clerk user task (waiting for BPMN from BA)'",
          "Note added to !1191",
        )
        .stop("Noted on !1191."),
    planted: [
      { kind: "task", keys: ["recovery letter"] },
      { kind: "task", keys: ["user task", "subrogation"] },
    ],
  },
  {
    id: "b106-empty-typo",
    build: (s) =>
      s
        .user("typo in the error message in ClaimValidator, 'polciy'")
        .bash("grep -rn 'polciy' src/main", 'src/main/kotlin/de/versich/claims/validation/ClaimValidator.kt:88:            "claim date outside polciy period"')
        .file("Edit", "src/main/kotlin/de/versich/claims/validation/ClaimValidator.kt")
        .assistant("Fixed to 'policy' on line 88.")
        .user("👍")
        .stop(),
    planted: [],
  },
  {
    id: "b106-staging-config",
    build: (s) =>
      s
        .user("where does the config for prod come from? not in the repo as far as I see")
        .bash("ls src/main/resources/", "application.yml\napplication-local.yml\napplication-test.yml\nbpmn\ndb")
        .assistant("Only `local` and `test` profiles are in the repo. Is prod config served from a config server or mounted into the pod?")
        .user(
          "config server. the prod/PERF yml live in the claims-config repo on gitlab, and changes there need a second approver from ops. never put prod values in this repo",
        )
        .stop("Got it."),
    planted: [
      { kind: "fact", keys: ["claims-config"] },
      { kind: "instruction", keys: ["prod values"] },
    ],
  },
  {
    id: "b106-idempotency-key",
    build: (s) =>
      s
        .user("payouts are sometimes sent twice to the bank when the SEPA adapter times out. ideas?")
        .file("Read", "src/main/kotlin/de/versich/claims/payout/SepaAdapter.kt")
        .assistant(
          "Two options:\n1. Send an idempotency key (claim id + payout sequence) in the `X-Request-Id` header; the bank gateway dedups on it for 24h.\n2. Persist a PENDING payout row before the call and reconcile via the bank's status endpoint.\nOption 1 is a small change if the gateway honours the header.",
        )
        .bash(
          "grep -rn 'X-Request-Id' docs/bank-gateway/*.md",
          "docs/bank-gateway/interface-spec.md:112:The gateway deduplicates requests carrying the same X-Request-Id within 24 hours.",
        )
        .assistant("The interface spec confirms it: the bank gateway dedups on `X-Request-Id` for 24h.")
        .user("let's do 1. key = claimId-payoutSeq")
        .file("Edit", "src/main/kotlin/de/versich/claims/payout/SepaAdapter.kt")
        .bash("./gradlew test --tests '*SepaAdapterTest*'", "SepaAdapterTest > sendsRequestId() PASSED\nBUILD SUCCESSFUL in 12s")
        .stop("The adapter sends `X-Request-Id: <claimId>-<payoutSeq>` now."),
    planted: [
      { kind: "decision", keys: ["x-request-id"] },
      { kind: "fact", keys: ["24h", "dedup"] },
    ],
  },
  {
    id: "b106-lock-strategy",
    build: (s) =>
      s
        .user("two clerks edited the same claim, last write won, the reserve change got lost. ticket CLM-2320")
        .file("Read", "src/main/kotlin/de/versich/claims/core/Claim.kt")
        .assistant(
          "`Claim` has no `@Version` column, so there's no optimistic locking. We could add `@Version` (needs a VERSION column, V89) and return 409 to the UI, or take a pessimistic `SELECT ... FOR UPDATE` in `ClaimService.update`. Pessimistic locks would hold rows while the clerk's request runs, including the fraud call.",
        )
        .user("optimistic. @Version + 409, the UI team can show a reload dialog. write V89")
        .file("Write", "src/main/resources/db/migration/oracle/V89__claim_version.sql")
        .file("Edit", "src/main/kotlin/de/versich/claims/core/Claim.kt")
        .bash("./gradlew test --tests '*ClaimConcurrencyTest*'", "ClaimConcurrencyTest > secondWriterGets409() PASSED\nBUILD SUCCESSFUL in 25s")
        .assistant("Added `@Version`, V89 and a `ObjectOptimisticLockingFailureException` → 409 handler.")
        .user("the UI side isn't done, someone has to tell the frontend team about the 409 and the reload dialog. that's on me, remind me friday")
        .stop("Will do."),
    planted: [
      { kind: "decision", keys: ["optimistic", "409"] },
      { kind: "task", keys: ["frontend", "409"] },
    ],
  },
  {
    id: "b106-empty-explain",
    build: (s) =>
      s
        .user("explain what the ClaimStateMachine does, I'm reviewing a colleague's MR and never touched it")
        .file("Read", "src/main/kotlin/de/versich/claims/core/ClaimStateMachine.kt")
        .assistant(
          "It's a plain Kotlin `when` over `ClaimStatus`: OPEN → IN_REVIEW → APPROVED/REJECTED, with REOPENED allowed from APPROVED within 90 days. Each transition publishes a `ClaimStatusChanged` event to the outbox. Transitions not listed throw `IllegalTransitionException`.",
        )
        .user("and what does the MR change?")
        .bash(
          "git diff origin/develop...origin/feature/CLM-2315-reopen -- src/main/kotlin/de/versich/claims/core/ClaimStateMachine.kt | head -20",
          "@@ -41,6 +41,9 @@\n+            ClaimStatus.REJECTED -> if (daysSince(closedAt) <= 30) ClaimStatus.REOPENED\n+                else throw IllegalTransitionException(from, to)",
        )
        .assistant("It allows reopening a REJECTED claim within 30 days, in addition to APPROVED within 90.")
        .user("hm, is 30 what the business wants or did he make that up? I'll ask him")
        .stop(),
    planted: [],
  },
  {
    id: "b106-batch-restart",
    build: (s) =>
      s
        .user("the PaymentReconciliationJob failed at 03:12, step reconcileStep. restart it?")
        .bash(
          "sqlplus -s claims_ro@CLMPRD @scripts/sql/last_job_exec.sql PaymentReconciliationJob",
          "JOB_EXECUTION_ID STATUS    EXIT_CODE  STEP_NAME      READ_COUNT WRITE_COUNT\n---------------- --------- ---------- -------------- ---------- -----------\n           88213 FAILED    FAILED     reconcileStep       41200       41000",
        )
        .assistant(
          "It failed after 41,000 writes. Spring Batch will restart from the last committed chunk if we launch with the same job parameters. I don't have prod access from here though.",
        )
        .user(
          "yeah you don't and you won't. prod restarts go through the ops runbook, ticket in ServiceNow with the JOB_EXECUTION_ID, ops do it. I'll open one. and fyi the reconciliation job has to finish before 06:00 because the bank file cutoff is 06:00",
        )
        .stop("Ok."),
    planted: [
      { kind: "instruction", keys: ["servicenow"] },
      { kind: "fact", keys: ["06:00", "cutoff"] },
    ],
  },
  {
    id: "b106-mapstruct",
    build: (s) =>
      s
        .user("the mapping code in ClaimDtoMapper is 300 lines of hand-written field copying. can we generate it?")
        .assistant(
          "MapStruct works with Kotlin via kapt, but kapt is slow and deprecated in favour of KSP, and MapStruct doesn't support KSP yet. Alternatives: Konvert (KSP-based), or keep manual mapping with extension functions.",
        )
        .bash("./gradlew help --task kaptKotlin 2>&1 | head -3", "Task 'kaptKotlin' not found in root project 'claims-core'.")
        .user("no kapt in this build, that was a fight to get rid of. we stay with hand-written extension functions, toDto()/toEntity(). boring but reviewable")
        .file("Edit", "src/main/kotlin/de/versich/claims/api/v2/ClaimDtoMapper.kt")
        .assistant("Split `ClaimDtoMapper` into `Claim.toDto()` and `ClaimDto.toEntity()` extension functions, same behaviour.")
        .bash("./gradlew test --tests '*ClaimDtoMapperTest*'", "BUILD SUCCESSFUL in 11s")
        .stop(),
    planted: [
      { kind: "decision", keys: ["extension functions"] },
      { kind: "instruction", keys: ["kapt"] },
    ],
  },
  {
    id: "b106-empty-status",
    build: (s) =>
      s
        .user("status of the pipeline for !1184?")
        .bash(
          "glab ci status --branch feature/CLM-2291-payout-retry",
          "Pipeline #55120 (running)\n  build       passed\n  test        passed\n  sonar       running\n  deploy-test manual",
        )
        .assistant("Pipeline #55120: build and test passed, sonar is running, deploy-test is manual.")
        .user("ok wait for sonar")
        .bash(
          "sleep 120 && glab ci status --branch feature/CLM-2291-payout-retry",
          "Pipeline #55120 (manual)\n  build       passed\n  test        passed\n  sonar       passed\n  deploy-test manual",
        )
        .assistant("Sonar passed. Only the manual deploy-test job is left.")
        .stop(),
    planted: [],
  },
  {
    id: "b106-dmn-rules",
    build: (s) =>
      s
        .user("the auto-approval threshold for small glass claims is hardcoded at 500 EUR in GlassClaimHandler. the business wants to change it themselves")
        .file("Read", "src/main/kotlin/de/versich/claims/glass/GlassClaimHandler.kt")
        .assistant(
          "We could move it to `application.yml` (needs a deploy to change), to a DB parameter table, or to a Camunda DMN decision table that the business edits in Cockpit. The DMN option fits since the engine already runs.",
        )
        .user("DMN. the BAs already maintain two DMN tables in Cockpit, so they know it")
        .file("Write", "src/main/resources/dmn/glass-auto-approval.dmn")
        .file("Edit", "src/main/kotlin/de/versich/claims/glass/GlassClaimHandler.kt")
        .bash(
          "./gradlew test --tests '*GlassAutoApprovalTest*'",
          "GlassAutoApprovalTest > approvesBelowThreshold() PASSED\nGlassAutoApprovalTest > routesToClerkAbove() PASSED\nBUILD SUCCESSFUL in 36s",
        )
        .user("nice. the old threshold constant stays for one release as fallback, then it goes. create a ticket for removing it, CLM backlog")
        .bash("jira issue create -p CLM -t Task -s 'Remove GLASS_AUTO_APPROVAL_THRESHOLD fallback constant after DMN release'", "Created CLM-2331")
        .stop("Created CLM-2331."),
    planted: [
      { kind: "decision", keys: ["dmn"] },
      { kind: "decision", keys: ["fallback"] },
    ],
  },
  {
    id: "b106-naming",
    build: (s) =>
      s
        .user(
          "small thing for the future: test method names in backticks, full sentences, like `rejects claim outside policy period`. not camelCase. the old tests are mixed, new ones follow this",
        )
        .file("Read", "src/test/kotlin/de/versich/claims/validation/ClaimValidatorTest.kt")
        .assistant("Noted. `ClaimValidatorTest` uses camelCase names; I'll leave those and use backtick names in new tests.")
        .user("yes. now add a test for the claim date after the policy end")
        .file("Edit", "src/test/kotlin/de/versich/claims/validation/ClaimValidatorTest.kt")
        .bash("./gradlew test --tests '*ClaimValidatorTest*'", "ClaimValidatorTest > rejects claim dated after policy end() PASSED\nBUILD SUCCESSFUL in 9s")
        .stop("Added `rejects claim dated after policy end`."),
    planted: [{ kind: "instruction", keys: ["backticks"] }],
  },
  {
    id: "b106-superseded-queue",
    build: (s) =>
      s
        .user("the document OCR results come back async from the vendor. how do we get them in")
        .assistant(
          "The vendor supports a webhook or an SFTP drop every 15 minutes. A webhook needs an inbound route through the DMZ reverse proxy; SFTP needs a Spring Batch job polling the drop folder.",
        )
        .user("webhook then, let's go with the webhook")
        .file("Write", "src/main/kotlin/de/versich/claims/ocr/OcrWebhookController.kt")
        .bash("curl -s https://wiki.versich.local/rest/api/content/44812 | jq -r .title", "DMZ inbound routes: request process (lead time 6-8 weeks)")
        .assistant("Heads-up: a new DMZ inbound route has a 6–8 week lead time per the wiki.")
        .user("ugh. ok, no, not waiting 2 months. we do SFTP with a batch job every 15 min instead, delete the controller")
        .bash("git rm src/main/kotlin/de/versich/claims/ocr/OcrWebhookController.kt", "rm 'src/main/kotlin/de/versich/claims/ocr/OcrWebhookController.kt'")
        .file("Write", "src/main/kotlin/de/versich/claims/ocr/OcrImportJobConfig.kt")
        .stop("Replaced the webhook with `OcrImportJob`, scheduled every 15 minutes."),
    planted: [
      { kind: "decision", keys: ["sftp"] },
      { kind: "fact", keys: ["dmz", "lead time"] },
    ],
  },
  {
    id: "b106-empty-hypothesis",
    build: (s) =>
      s
        .user("the claims-engine pod restarted 3 times overnight. OOM?")
        .bash(
          "kubectl -n claims-test describe pod claims-engine-7c9f8d6b4-2kqzv | grep -A3 'Last State'",
          "    Last State:     Terminated\n      Reason:       OOMKilled\n      Exit Code:    137",
        )
        .assistant(
          "Yes, OOMKilled. The limit is 1Gi. It might be the history cleanup job loading too many instances at once, or the heap settings not leaving room for metaspace — I can't tell without a heap dump.",
        )
        .user("could also be the new DMN caching. no idea. let's not guess, I'll ask ops for the dump")
        .assistant("Ok. If they can enable `-XX:+HeapDumpOnOutOfMemoryError` with a path on the PVC, the next crash will leave one.")
        .stop(),
    planted: [],
  },
  {
    id: "b106-followup-audit",
    build: (s) =>
      s
        .user("add the audit log entry when a clerk overrides the fraud score")
        .file("Edit", "src/main/kotlin/de/versich/claims/fraud/FraudOverrideService.kt")
        .bash("./gradlew test --tests '*FraudOverrideServiceTest*'", "FraudOverrideServiceTest > writesAuditEntry() PASSED\nBUILD SUCCESSFUL in 15s")
        .assistant("The override writes an `AUDIT_LOG` row with clerk id, old and new score, and reason.")
        .user(
          "good. audit retention: the compliance people said audit rows must be kept 10 years, so no cleanup job may ever touch AUDIT_LOG. and follow-up for next sprint: the reason field is free text, needs to become a code list",
        )
        .stop("Ok."),
    planted: [
      { kind: "fact", keys: ["10 years"] },
      { kind: "task", keys: ["code list"] },
    ],
  },
  {
    id: "b106-local-oracle",
    build: (s) =>
      s
        .user("local app won't start, can't connect to db")
        .bash(
          "./gradlew bootRun --args='--spring.profiles.active=local'",
          "HikariPool-1 - Exception during pool initialization.\njava.sql.SQLRecoverableException: IO Error: The Network Adapter could not establish the connection (CONNECTION_ID=...)\nurl: jdbc:oracle:thin:@localhost:1521/XEPDB1",
          1,
        )
        .bash("docker ps --format '{{.Names}} {{.Status}}'", "")
        .assistant("No containers are running. The local profile expects Oracle XE on localhost:1521.")
        .user(
          "yeah start it with `docker compose -f dev/oracle-compose.yml up -d`, takes about 90s before it accepts connections. that's the local setup, always",
        )
        .bash(
          "docker compose -f dev/oracle-compose.yml up -d && sleep 90 && docker ps --format '{{.Names}} {{.Status}}'",
          "claims-oracle-xe Up About a minute (healthy)",
        )
        .bash("./gradlew bootRun --args='--spring.profiles.active=local'", "Started ClaimsCoreApplication in 21.442 seconds")
        .stop("App is up on 8080."),
    planted: [{ kind: "instruction", keys: ["oracle-compose"] }],
  },
  {
    id: "b106-decision-kafka",
    build: (s) =>
      s
        .user("the outbox events need to reach the DWH team. they asked for Kafka or a REST feed")
        .assistant(
          "The company Kafka (Confluent, managed by the platform team) already has a `claims.*` topic prefix reserved for us. A REST feed would mean we host pagination and replay ourselves.",
        )
        .bash("kafka-topics --bootstrap-server kafka-test.versich.local:9092 --list | grep claims", "claims.status-changed.v1")
        .user("Kafka. one topic per event type, versioned suffix like the existing claims.status-changed.v1. avro with the schema registry")
        .file("Write", "src/main/kotlin/de/versich/claims/outbox/KafkaOutboxPublisher.kt")
        .bash("./gradlew test --tests '*KafkaOutboxPublisherTest*'", "KafkaOutboxPublisherTest > publishesAvro() PASSED\nBUILD SUCCESSFUL in 31s")
        .user("the schema registry compatibility for our subjects must be set to BACKWARD, ops has to do that, open a request tomorrow")
        .stop("Ok."),
    planted: [
      { kind: "decision", keys: ["kafka", "avro"] },
      { kind: "task", keys: ["backward"] },
    ],
  },
  {
    id: "b106-empty-review-summary",
    build: (s) =>
      s
        .user("summarize the review comments on !1191")
        .bash(
          "glab mr view 1191 --comments | tail -20",
          "@mkraus: Why is RecoveryAmount a Double? Must be BigDecimal.\n@mkraus: Missing KDoc on SubrogationService.open\n@tbecker: LGTM otherwise",
        )
        .assistant(
          "Two comments from mkraus: `RecoveryAmount` is a Double and should be BigDecimal, and `SubrogationService.open` lacks KDoc. tbecker approved otherwise.",
        )
        .user("fix both")
        .file("Edit", "src/main/kotlin/de/versich/claims/subrogation/RecoveryAmount.kt")
        .file("Edit", "src/main/kotlin/de/versich/claims/subrogation/SubrogationService.kt")
        .assistant("Both fixed and pushed.")
        .stop(),
    planted: [],
  },
  {
    id: "b106-todo-cleanup",
    build: (s) =>
      s
        .user("how many TODOs do we have in main")
        .bash(
          "grep -rn 'TODO' src/main/kotlin | wc -l && grep -rn 'TODO' src/main/kotlin | head -3",
          "23\nsrc/main/kotlin/de/versich/claims/payout/PayoutService.kt:102:    // TODO must handle partial payouts\nsrc/main/kotlin/de/versich/claims/core/ClaimService.kt:57:    // TODO never called?\nsrc/main/kotlin/de/versich/claims/glass/GlassClaimHandler.kt:14:    // TODO always true in test",
        )
        .assistant("23 TODO comments in main. Several are old; the three above are in PayoutService, ClaimService and GlassClaimHandler.")
        .user("jeez. not today. but before the audit in march we need to go through all 23 and turn them into jira tickets or delete them, note that down")
        .stop("Noted: triage the 23 TODOs into Jira tickets or delete them before the March audit."),
    planted: [{ kind: "task", keys: ["23", "march"] }],
  },
  {
    id: "b106-hibernate-batch",
    build: (s) =>
      s
        .user("insert of 5000 reserve lines takes 40s in the ReserveRecalcJob writer")
        .bash("grep -n 'jdbc' -A3 src/main/resources/application.yml", "21:      jdbc:\n22:        batch_size: 0")
        .assistant(
          "`hibernate.jdbc.batch_size` is 0, so every insert is its own round trip. Setting it to 100 with `order_inserts: true` should cut this a lot. The ids come from a sequence with allocationSize 1 though, so Hibernate still calls `nextval` per row.",
        )
        .user("set 100 + order_inserts. the nextval thing, let's see how bad it is first")
        .file("Edit", "src/main/resources/application.yml")
        .bash("./gradlew test --tests '*ReserveWriterPerfTest*'", "ReserveWriterPerfTest > writes5000Lines() PASSED (6.8s)\nBUILD SUCCESSFUL in 29s")
        .assistant("Down from ~40s to 6.8s for 5000 lines.")
        .user("good enough. we'll revisit the sequence fetch when the perf test on PERF runs. remind me to check the nextval count in the AWR report then")
        .stop("Will remind you."),
    planted: [
      { kind: "decision", keys: ["batch_size", "100"] },
      { kind: "task", keys: ["awr"] },
    ],
  },
  {
    id: "b106-retry-policy",
    build: (s) =>
      s
        .user("external task worker for the document classification: how many retries do we configure")
        .file("Read", "src/main/kotlin/de/versich/claims/engine/DocClassificationWorker.kt")
        .assistant("The other workers use 3 retries with a 5-minute timeout and then raise an incident. Do you want the same here?")
        .user(
          "same. 3 retries, PT5M, then incident. that's our standard for every external task worker, put it in the worker base class so nobody has to think about it",
        )
        .file("Edit", "src/main/kotlin/de/versich/claims/engine/BaseExternalTaskWorker.kt")
        .bash("./gradlew test --tests '*ExternalTaskWorkerTest*'", "BUILD SUCCESSFUL in 18s")
        .user("and next: the incident handler should page the on-call via opsgenie, not now, that's CLM-2340, for later")
        .stop("Retry defaults are in `BaseExternalTaskWorker`."),
    planted: [
      { kind: "instruction", keys: ["3 retries", "pt5m"] },
      { kind: "task", keys: ["opsgenie"] },
    ],
  },
  {
    id: "b106-branch-naming",
    build: (s) =>
      s
        .user("create a branch for CLM-2342, the hail damage bulk import")
        .bash("git checkout -b feature/CLM-2342-hail-bulk-import origin/develop", "Switched to a new branch 'feature/CLM-2342-hail-bulk-import'")
        .assistant("Created `feature/CLM-2342-hail-bulk-import` from develop.")
        .user(
          "ok. for the import format: we take CSV from the assessors, not Excel. decided with the BA this morning. semicolon separated, ISO-8859-1 because of their old tool",
        )
        .file("Write", "src/main/kotlin/de/versich/claims/hail/HailCsvReader.kt")
        .bash("./gradlew test --tests '*HailCsvReaderTest*'", "HailCsvReaderTest > readsLatin1Umlauts() PASSED\nBUILD SUCCESSFUL in 10s")
        .user("later we'll need a validation report back to the assessors for rejected lines, separate ticket, not in this one")
        .stop("CSV reader in place."),
    planted: [
      { kind: "decision", keys: ["csv", "excel"] },
      { kind: "fact", keys: ["iso-8859-1"] },
      { kind: "task", keys: ["validation report"] },
    ],
  },
  {
    id: "b106-jackson-dates",
    build: (s) =>
      s
        .user("the broker portal complains our dates come as arrays [2026,3,4]")
        .bash("grep -rn 'write-dates-as-timestamps\\|JavaTimeModule' src/main", "")
        .assistant(
          "No Jackson date config at all, so `LocalDate` is serialized as an array by default with the JavaTimeModule auto-registered by Boot. Setting `spring.jackson.serialization.write-dates-as-timestamps: false` gives ISO strings.",
        )
        .user("do it. and from now on all dates in our APIs are ISO-8601 strings, timestamps with offset (OffsetDateTime), never LocalDateTime in a DTO")
        .file("Edit", "src/main/resources/application.yml")
        .bash("./gradlew test --tests '*ClaimControllerV2Test*'", "ClaimControllerV2Test > serializesDatesAsIso() PASSED\nBUILD SUCCESSFUL in 20s")
        .stop("Dates are ISO strings now."),
    planted: [{ kind: "instruction", keys: ["offsetdatetime"] }],
  },
  {
    id: "b106-empty-dependency-q",
    build: (s) =>
      s
        .user("is there a newer version of the oracle jdbc driver than what we use")
        .bash("./gradlew dependencies --configuration runtimeClasspath | grep ojdbc", "+--- com.oracle.database.jdbc:ojdbc11:23.3.0.23.09")
        .assistant(
          "We're on ojdbc11 23.3.0.23.09. Maven Central has 23.5 and 23.6 since then. The changelogs mention fixes for connection validation under Hikari, but I haven't checked whether they affect us.",
        )
        .user("hmm. maybe worth trying some day. what's in 23.6?")
        .assistant("Mostly bug fixes in the thin driver's network layer and new JSON type support. Nothing that looks urgent for this codebase.")
        .user("ok then no")
        .stop(),
    planted: [],
  },
  {
    id: "b106-camunda-history",
    build: (s) =>
      s
        .user("ACT_HI_VARINST is 180 GB on prod, DBAs are unhappy")
        .bash(
          "grep -n 'history' -A3 src/main/resources/application.yml",
          "54:    generic-properties:\n55:      properties:\n56:        history-time-to-live: P3650D\n57:        history-level: full",
        )
        .assistant(
          "History level is `full` with a TTL of 10 years. `full` stores every variable update, which is what fills ACT_HI_VARINST. `audit` keeps instance/activity/variable final values only. The 10-year retention is required for AUDIT_LOG, but is it required for engine history too?",
        )
        .user(
          "no, the legal record is AUDIT_LOG and the claim tables, not the engine history. go with history level audit and TTL P180D, I checked with compliance yesterday",
        )
        .file("Edit", "src/main/resources/application.yml")
        .bash("./gradlew test --tests '*EngineConfigTest*'", "EngineConfigTest > historyLevelAudit() PASSED\nBUILD SUCCESSFUL in 24s")
        .assistant(
          "History level is `audit`, TTL P180D. Existing rows keep their old removal time; the cleanup only picks up instances with a removal time set.",
        )
        .user(
          "right, the old rows. we need a one-off script to set REMOVAL_TIME_ on the existing history, that's a separate ticket with the DBAs, write it down",
        )
        .stop("Noted."),
    planted: [
      { kind: "decision", keys: ["audit", "p180d"] },
      { kind: "task", keys: ["removal_time_"] },
    ],
  },
  {
    id: "b106-logging",
    build: (s) =>
      s
        .user("add logging to the payout flow, ops can't see what happens")
        .file("Edit", "src/main/kotlin/de/versich/claims/payout/PayoutService.kt")
        .assistant("Added INFO logs at payout start, bank call and result, with claim id and amount.")
        .user(
          "no amounts and no IBANs in logs, that's a GDPR thing, our logs go to the central Splunk where half the company can read them. claim id and payout id only",
        )
        .file("Edit", "src/main/kotlin/de/versich/claims/payout/PayoutService.kt")
        .bash("./gradlew test --tests '*PayoutServiceTest*'", "BUILD SUCCESSFUL in 16s")
        .stop("Logs now carry only claim id and payout id."),
    planted: [
      { kind: "instruction", keys: ["iban"] },
      { kind: "fact", keys: ["splunk"] },
    ],
  },
  {
    id: "b106-team-facts",
    build: (s) =>
      s
        .user("who do I ask about the policy service, it returns 503 on test")
        .bash("curl -s -o /dev/null -w '%{http_code}' https://policy-svc.test.versich.local/actuator/health", "503")
        .assistant("It's down on test. I don't know who owns it — is there a CODEOWNERS or a service catalog entry?")
        .user(
          "never mind, I know. policy-svc is team Atlas, their channel is #atlas-support. and test gets redeployed every night 22:00-23:00, 503s in that window are normal. this is 15:00 so it's a real problem, I'll ping them",
        )
        .stop("Ok."),
    planted: [
      { kind: "fact", keys: ["atlas"] },
      { kind: "fact", keys: ["22:00"] },
    ],
  },
  {
    id: "b106-code-review-decision",
    build: (s) =>
      s
        .user("reviewer on !1196 wants the Result type instead of exceptions for validation errors in the claim intake. opinions?")
        .file("Read", "src/main/kotlin/de/versich/claims/intake/ClaimIntakeService.kt")
        .assistant(
          "Intake throws `ValidationException` and the controller advice maps it to 422. A `Result`/sealed class return would make the errors explicit in the signature, but the rest of the codebase uses exceptions + advice, so it'd be an island. Arrow's `Either` would be a new dependency.",
        )
        .user("agreed, no island. we keep exceptions + ControllerAdvice everywhere, I'll answer him. and no Arrow")
        .bash("glab mr note 1196 -m 'Keeping exceptions + ControllerAdvice for consistency with the rest of claims-core.'", "Note added to !1196")
        .stop("Replied on !1196."),
    planted: [{ kind: "decision", keys: ["controlleradvice"] }],
  },
  {
    id: "b106-empty-perf-question",
    build: (s) =>
      s
        .user("why is the claim search slow when filtering by postal code")
        .bash(
          "sqlplus -s claims_ro@CLMTST @scripts/sql/explain_search.sql",
          "| Id | Operation          | Name  | Rows  |\n|  0 | SELECT STATEMENT   |       |  1200 |\n|  1 |  TABLE ACCESS FULL | CLAIM |  1200 |",
        )
        .assistant(
          "Full table scan on CLAIM: the filter is `UPPER(LOSS_POSTAL_CODE) LIKE :p`, and there's no function-based index. Postal codes have no letters in DE, so the UPPER is useless anyway. Dropping the UPPER would let the existing index on LOSS_POSTAL_CODE be used.",
        )
        .user("hm, but austrian ones? they're digits too I think. not sure what else comes in there. let me check with the data people before we touch it")
        .assistant("Sure. A `select distinct regexp_like(...)` count on TEST would tell you quickly if anything non-numeric is in there.")
        .stop(),
    planted: [],
  },
  {
    id: "b106-test-data",
    build: (s) =>
      s
        .user("the ClaimRepositoryIT uses real-looking names and IBANs in the fixtures. is that ok?")
        .bash(
          "grep -rn 'DE89' src/integrationTest | head -2",
          "src/integrationTest/resources/fixtures/claims.sql:14:  ('Hans Meier', 'DE89370400440532013000', ...)",
        )
        .assistant("That IBAN is the well-known example IBAN from the standard, not a real account. The names look made up.")
        .user(
          "fine then. but rule for fixtures: names from the TestPersons object only, and IBANs only the DE89 example one. a real customer record ended up in a fixture last year and it was a whole thing",
        )
        .file("Read", "src/integrationTest/kotlin/de/versich/claims/TestPersons.kt")
        .stop("Ok."),
    planted: [{ kind: "instruction", keys: ["testpersons"] }],
  },
  {
    id: "b106-deploy-freeze",
    build: (s) =>
      s
        .user("can we deploy the payout retry to prod this week")
        .bash(
          "curl -s https://wiki.versich.local/rest/api/content/50112 | jq -r '.body.view.value' | head -3",
          "<p>Change freeze: 15.12. – 06.01. No production deployments except P1 fixes.</p>",
        )
        .assistant("The wiki lists a change freeze from 15.12. to 06.01.; today is before it, so a deploy is possible if the CAB approves.")
        .user(
          "CAB is thursdays, deadline for the change request is tuesday noon. ok, we ship it: file the change request for thursday's CAB, I'll fill in the rollback plan",
        )
        .bash(
          "snow change create --template claims-core-release --planned-start '2026-11-19T19:00' --short 'claims-core 4.12 payout retry'",
          "Created CHG0048812 (state: New)",
        )
        .assistant("CHG0048812 created for the 19th, 19:00. The rollback plan field is still empty.")
        .user(
          "after the release: someone needs to watch the payout retry metrics for a week, that's for whoever is on call next week, put it in the handover doc later",
        )
        .stop("Ok."),
    planted: [
      { kind: "fact", keys: ["cab", "tuesday"] },
      { kind: "fact", keys: ["freeze", "06.01"] },
      { kind: "task", keys: ["retry metrics"] },
    ],
  },
  {
    id: "b106-empty-explain-batch",
    build: (s) =>
      s
        .user("what's the difference between skip and retry in spring batch again")
        .assistant(
          "Retry re-attempts the same item (or chunk) on a retryable exception before giving up. Skip lets the step continue past an item that failed, counting it in `skipCount` up to the skip limit. They combine: an item is retried first and skipped once retries are exhausted.",
        )
        .user("and in the writer? does skip split the chunk")
        .assistant(
          "Yes: on a skippable write error, Spring Batch rolls back and re-processes the chunk item by item to find the bad one, so a failing chunk of 50 costs 50 single transactions.",
        )
        .user("ah that's why it's so slow when one row is broken. ok thx")
        .stop(),
    planted: [],
  },
  {
    id: "b106-decision-mockk",
    build: (s) =>
      s
        .user("the new tests use Mockito with mockito-kotlin, the old ones MockK. which one")
        .bash("grep -rl 'io.mockk' src/test | wc -l && grep -rl 'org.mockito' src/test | wc -l", "142\n9")
        .assistant("142 test files use MockK and 9 use Mockito. Converging on MockK would mean rewriting 9 files; Mockito would mean rewriting 142.")
        .user("MockK. rewrite the 9 and remove mockito-kotlin from the build")
        .file("Edit", "build.gradle.kts")
        .bash("./gradlew test", "BUILD SUCCESSFUL in 3m 12s\n1184 tests completed, 0 failed")
        .stop("Done, all tests on MockK."),
    planted: [{ kind: "decision", keys: ["mockk"] }],
  },
  {
    id: "b106-root-cause-encoding",
    build: (s) =>
      s
        .user("umlauts broken in the claim letters PDF, 'MÃ¼ller'")
        .bash("grep -n 'NLS_CHARACTERSET' -A1 docs/ops/oracle-environments.md", "| CLMPRD | NLS_CHARACTERSET | WE8ISO8859P15 |")
        .bash(
          "grep -rn 'getBytes()' src/main/kotlin/de/versich/claims/letters",
          "src/main/kotlin/de/versich/claims/letters/LetterRenderer.kt:48:        val bytes = template.getBytes()",
        )
        .assistant(
          "The database is WE8ISO8859P15 but the driver converts to UTF-16 in Java, so that's fine. The bug is `template.getBytes()` without a charset on line 48: the pod's default charset is POSIX/ASCII, so the UTF-8 template gets mangled. That's the root cause.",
        )
        .file("Edit", "src/main/kotlin/de/versich/claims/letters/LetterRenderer.kt")
        .bash("./gradlew test --tests '*LetterRendererTest*'", "LetterRendererTest > rendersUmlauts() PASSED\nBUILD SUCCESSFUL in 13s")
        .user(
          "good catch. and the pods run with the POSIX locale, so anything that relies on the default charset breaks. pass the charset explicitly, every time",
        )
        .stop("Fixed with `Charsets.UTF_8`."),
    planted: [
      { kind: "fact", keys: ["posix"] },
      { kind: "fact", keys: ["getbytes"] },
      { kind: "instruction", keys: ["charset", "explicitly"] },
    ],
  },
  {
    id: "b106-cache-decision",
    build: (s) =>
      s
        .user("the product catalog lookup is called 40x per claim intake. it never changes during the day")
        .bash("grep -rn 'ProductCatalogClient' src/main/kotlin --include=*.kt | wc -l", "11")
        .assistant(
          "We could cache with Caffeine in-process (TTL e.g. 1h), or put Redis in front of it. Redis would be shared across pods but is a new piece of infrastructure; there's no Redis in the claims namespace today.",
        )
        .user("caffeine, in process, TTL 1h. no redis, ops won't run one for us")
        .file("Edit", "src/main/kotlin/de/versich/claims/product/ProductCatalogClient.kt")
        .file("Edit", "build.gradle.kts")
        .bash("./gradlew test --tests '*ProductCatalogClientTest*'", "ProductCatalogClientTest > cachesForOneHour() PASSED\nBUILD SUCCESSFUL in 14s")
        .assistant("Caffeine cache on `findProduct`, 1h TTL, max 5000 entries.")
        .user("👍 we should expose the cache hit rate in the actuator metrics at some point, not now")
        .stop("Ok."),
    planted: [
      { kind: "decision", keys: ["caffeine"] },
      { kind: "task", keys: ["hit rate"] },
    ],
  },
  {
    id: "b106-empty-merge-conflict",
    build: (s) =>
      s
        .user("merge conflict in application.yml after pulling develop, resolve it, take both")
        .bash("git diff --name-only --diff-filter=U", "src/main/resources/application.yml")
        .file("Edit", "src/main/resources/application.yml")
        .bash(
          "git add src/main/resources/application.yml && git commit --no-edit",
          "[feature/CLM-2342-hail-bulk-import 5d0e7a1] Merge remote-tracking branch 'origin/develop' into feature/CLM-2342-hail-bulk-import",
        )
        .assistant("Kept both blocks: the `hail.import` section from your branch and the `product-catalog.cache` section from develop.")
        .user("build still green?")
        .bash("./gradlew build -x integrationTest", "BUILD SUCCESSFUL in 2m 40s")
        .assistant("Yes, build passes.")
        .stop(),
    planted: [],
  },
  {
    id: "b106-archive-job",
    build: (s) =>
      s
        .user(
          "closed claims older than 7 years have to be archived to the cold schema, legal requirement. we talked about a Spring Batch job vs a PL/SQL procedure the DBAs would own. I've thought about it: Spring Batch, in our repo, so it goes through review and our tests. monthly, first sunday 02:00",
        )
        .file("Write", "src/main/kotlin/de/versich/claims/batch/ClaimArchiveJobConfig.kt")
        .bash(
          "./gradlew test --tests '*ClaimArchiveJobTest*'",
          "ClaimArchiveJobTest > movesClosedClaimsOlderThanSevenYears() PASSED\nClaimArchiveJobTest > keepsAuditLog() PASSED\nBUILD SUCCESSFUL in 38s",
        )
        .assistant(
          "`ClaimArchiveJob` copies CLAIM, CLAIM_DOCUMENT and RESERVE rows to `CLAIMS_ARCHIVE` and deletes them in the same transaction per chunk. AUDIT_LOG is not touched. Schedule: `0 0 2 1-7 * SUN`.",
        )
        .user(
          "open points: (a) the CLAIMS_ARCHIVE schema doesn't exist on PERF yet, DBA request needed, (b) documents in the DMS aren't archived by this, that's a second job later",
        )
        .stop("Noted both."),
    planted: [
      { kind: "decision", keys: ["spring batch", "pl/sql"] },
      { kind: "task", keys: ["claims_archive", "perf"] },
      { kind: "task", keys: ["dms"] },
    ],
  },
];

export const BLIND106 = plantedSet(BLIND106_SESSIONS, Date.UTC(2026, 10, 9, 9));
