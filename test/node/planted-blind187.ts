/**
 * Blind planted set 187 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a Kotlin Spring Boot team lead onboarding the agent like a new hire on a payments
 * settlement service: long welcome messages packed with background facts and house rules, then
 * short follow-ups, one-off asks and chit-chat.
 * Each session is one segment; the items planted in it are listed with it: 72 items (17 decisions, 18 instructions, 20 facts, 17 tasks) in 50 sessions, 15 of which plant nothing
 * (64 user/assistant messages between them). Every other message
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

export const BLIND187_SESSIONS: BlindSession[] = [
  {
    id: "b187-welcome-day-one",
    build: (s) =>
      s
        .user(
          "Welcome aboard! I'm Dana, I lead the payments-core team, and for the next couple of weeks I'll treat you like any new hire: lots of context up front, then small tickets. Background first. The service you'll mostly live in is settlement-api. It's Kotlin 1.9 on Spring Boot 3.2, Gradle with the Kotlin DSL, Postgres 15 underneath. It takes payout instructions from the merchant dashboard, batches them and sends them to the banks. Rules of the house: before you push anything, run `./gradlew check`, not just `test` - check also runs ktlint and detekt and CI will reject you otherwise. And one settled thing so nobody reopens it: we dropped H2 last quarter and all repository tests run against Testcontainers Postgres now. Ok, clone it and get a green build, then tell me what confused you.",
        )
        .bash("./gradlew check", "> Task :ktlintCheck\n> Task :detekt\n> Task :test\n\nBUILD SUCCESSFUL in 2m 41s\n14 actionable tasks: 14 executed")
        .assistant(
          "Build is green: ktlint, detekt and 312 tests passed in 2m41s. Things that confused me: there are two `application-*.yml` profiles called `local` and `dev` that look almost identical, and I'm not sure which one I should run with.",
        )
        .user("ha, good catch, nobody knows why both exist. Don't worry about it today.")
        .stop("Ok, leaving the profiles alone for now."),
    planted: [
      { kind: "fact", keys: ["kotlin 1.9"] },
      { kind: "instruction", keys: ["gradlew check"] },
      { kind: "decision", keys: ["testcontainers"] },
    ],
  },
  {
    id: "b187-formatting-rules",
    build: (s) =>
      s
        .user(
          "Second chunk of onboarding notes, formatting. We use ktlint through the spotless plugin. Please never hand-format or fight the formatter, just run `./gradlew spotlessApply` before every commit. Detekt rules are in config/detekt/detekt.yml if you're wondering why it yells at you about magic numbers.",
        )
        .bash("./gradlew spotlessApply", "> Task :spotlessKotlin\n> Task :spotlessApply\n\nBUILD SUCCESSFUL in 9s")
        .assistant("spotlessApply reformatted three files under `payout/`. Nothing else changed.")
        .user("also while you're there, LedgerController has an unused import, kill it pls")
        .file("Edit", "src/main/kotlin/com/acme/settlement/ledger/LedgerController.kt")
        .assistant("Removed the unused `java.time.Instant` import from LedgerController.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["spotlessapply"] },
      { kind: "fact", keys: ["detekt.yml"] },
    ],
  },
  {
    id: "b187-first-impressions",
    build: (s) =>
      s
        .user("how's the codebase looking to you so far? be honest, anything that smells?")
        .assistant(
          "Mostly clean. The package-by-feature layout is easy to follow. The places I'd look twice at are `PayoutBatcher`, which is about 900 lines, and the fact that some services take `Clock` as a parameter and others call `Instant.now()` directly.",
        )
        .user("yeah PayoutBatcher is everyone's favourite monster. The Clock thing I hadn't noticed, interesting")
        .assistant("I haven't counted how many call sites there are.")
        .user("eh, maybe. anyway good first day!")
        .stop("Thanks!"),
    planted: [],
  },
  {
    id: "b187-kafka-topics",
    build: (s) =>
      s
        .user(
          "Some background on events since you'll touch them this week. We publish every settled payout to Kafka on the topic `settlement.events.v2`. The old v1 topic still exists on the cluster but nothing reads it anymore. At some point someone has to delete the v1 topic properly, with the ACLs and all - not today, just keep it on the list. Can you list the topics so you see what I mean?",
        )
        .bash(
          "kafka-topics --bootstrap-server localhost:9092 --list",
          "__consumer_offsets\nbank.responses\nsettlement.events.v1\nsettlement.events.v2\nsettlement.dlq",
        )
        .assistant("There they are: `settlement.events.v1`, `settlement.events.v2`, plus `bank.responses` and a `settlement.dlq`.")
        .user("yep. the dlq is a story for another day")
        .stop(),
    planted: [
      { kind: "fact", keys: ["settlement.events.v2"] },
      { kind: "task", keys: ["v1 topic"] },
    ],
  },
  {
    id: "b187-dto-serialization",
    build: (s) =>
      s
        .user("ticket PAY-2211: new response DTOs for the payout status endpoint. go")
        .file("Read", "src/main/kotlin/com/acme/settlement/payout/PayoutStatusController.kt")
        .assistant(
          "Before I write the DTOs: the module pulls in both jackson-module-kotlin and kotlinx.serialization (the latter only from a test helper). I'd keep the DTOs on Jackson, since Spring MVC's message converters are already configured for it and mixing the two gets confusing. OK?",
        )
        .user("Yes, Jackson. Keep kotlinx out of the main code.")
        .file("Write", "src/main/kotlin/com/acme/settlement/payout/dto/PayoutStatusResponse.kt")
        .bash("./gradlew test --tests '*PayoutStatus*'", "PayoutStatusControllerTest > returns status for known payout() PASSED\n\nBUILD SUCCESSFUL in 31s")
        .assistant("Added PayoutStatusResponse as a Jackson-annotated data class; the controller test passes.")
        .stop(),
    planted: [{ kind: "decision", keys: ["jackson"] }],
  },
  {
    id: "b187-flaky-rerun",
    build: (s) =>
      s
        .user("the build on my branch failed on BatchWindowTest, can you rerun it?")
        .bash(
          "./gradlew test --tests '*BatchWindowTest*'",
          "BatchWindowTest > closes window at cutoff() FAILED\n    WARN  c.a.s.batch.BatchWindow - window must always close before cutoff, forcing close\n    org.opentest4j.AssertionFailedError at BatchWindowTest.kt:44",
          1,
        )
        .assistant("It failed again locally with the same assertion at line 44. Want me to run it once more to see if it's timing?")
        .user("yeah one more time")
        .bash("./gradlew test --tests '*BatchWindowTest*'", "BatchWindowTest > closes window at cutoff() PASSED\n\nBUILD SUCCESSFUL in 18s")
        .assistant("Passed this time. It looks timing-dependent, but I can't say that for sure from two runs.")
        .user("ok whatever, thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b187-batch-timezone",
    build: (s) =>
      s
        .user(
          "Heads-up before you read the batch logs: Postgres everywhere is UTC, but the legacy batch box (the one running the nightly bank file export) is on Europe/Berlin time, so every cutoff timestamp in those logs is Berlin time, not UTC. Bites everyone once.",
        )
        .bash(
          "ssh batch01 'grep cutoff /var/log/settlement-batch/export.log | tail -3'",
          "2026-11-14 17:00:02 INFO cutoff reached, 412 payouts\n2026-11-15 17:00:01 INFO cutoff reached, 388 payouts\n2026-11-16 17:00:03 INFO cutoff reached, 455 payouts",
        )
        .assistant("So the 17:00 cutoff there is 16:00 UTC in winter. That explains the off-by-one-hour in PAY-2190.")
        .user("exactly. and remind me to ask ops whether we can finally move the batch box to UTC, I keep forgetting")
        .stop("Noted."),
    planted: [
      { kind: "fact", keys: ["europe/berlin"] },
      { kind: "task", keys: ["batch box", "utc"] },
    ],
  },
  {
    id: "b187-no-runblocking",
    build: (s) =>
      s
        .user(
          "Looked at your PR. One house rule I forgot to mention: no runBlocking in production code, ever. Tests are fine. If you need coroutines in a controller, Spring supports suspend functions directly, use those.",
        )
        .file("Edit", "src/main/kotlin/com/acme/settlement/payout/PayoutService.kt")
        .bash("./gradlew test --tests '*PayoutService*'", "BUILD SUCCESSFUL in 27s")
        .assistant(
          "Replaced runBlocking in PayoutService with a suspend function and made the controller method suspend. Tests pass. Should the scheduler in PayoutScheduler get the same treatment?",
        )
        .user("hmm, not sure. let me think about that one")
        .stop(),
    planted: [{ kind: "instruction", keys: ["runblocking"] }],
  },
  {
    id: "b187-who-owns-what",
    build: (s) =>
      s
        .user(
          "Ownership map, so you know who to ping:\n- reconciliation module: Tomasz. Ask him before touching the matching algorithm, seriously.\n- fees: me\n- bank-adapters: the integrations team in Krakow, they review every PR there\n- the merchant dashboard is a different team entirely, we only own the API it calls",
        )
        .bash("ls src/main/kotlin/com/acme/settlement", "bankadapters\nbatch\nfees\nledger\npayout\nreconciliation")
        .assistant("Got it, the package list matches: bankadapters, batch, fees, ledger, payout, reconciliation.")
        .user("👍")
        .stop(),
    planted: [
      { kind: "fact", keys: ["tomasz", "reconciliation"] },
      { kind: "fact", keys: ["integrations team"] },
    ],
  },
  {
    id: "b187-standup-chat",
    build: (s) =>
      s
        .user("morning! standup's cancelled, half the team is at the Kotlin meetup. what did you get done yesterday?")
        .assistant(
          "Yesterday I finished the payout status DTOs and removed runBlocking from PayoutService. Today I was going to read through the batch module.",
        )
        .user("nice. is the meetup thing something you'd even care about lol")
        .assistant("I'd happily read the slides if someone shares them.")
        .user("fair. ok carry on")
        .stop(),
    planted: [],
  },
  {
    id: "b187-money-type",
    build: (s) =>
      s
        .user(
          "Context for PAY-2230. Last month we had a rounding bug that paid a merchant 0.01 too much on 40k payouts. After that we decided: every money amount is a BigDecimal with scale 2 inside our `Money` value class. No Double, no Long cents, no raw BigDecimal in signatures. Can you grep for Doubles that still sneak in?",
        )
        .bash(
          "grep -rn ': Double' src/main/kotlin | head",
          "src/main/kotlin/com/acme/settlement/fees/FeeCalculator.kt:31:    val rate: Double,\nsrc/main/kotlin/com/acme/settlement/fees/FeeCalculator.kt:58:    fun apply(amount: Double): Double {",
        )
        .assistant("Two hits, both in FeeCalculator. Want me to convert them to Money now?")
        .user("yes, do it in this PR")
        .file("Edit", "src/main/kotlin/com/acme/settlement/fees/FeeCalculator.kt")
        .assistant("Converted FeeCalculator to take and return Money; the rate is now a BigDecimal. Fee tests pass.")
        .stop(),
    planted: [{ kind: "decision", keys: ["money", "bigdecimal"] }],
  },
  {
    id: "b187-flyway-append-only",
    build: (s) =>
      s
        .user("I need a new column `bank_reference` on payout. can you write the migration?")
        .bash("ls src/main/resources/db/migration | tail -3", "V86__add_fee_tier.sql\nV87__payout_index_status.sql\nV88__drop_legacy_cols.sql")
        .file("Write", "src/main/resources/db/migration/V89__payout_bank_reference.sql")
        .assistant("Added V89__payout_bank_reference.sql with a nullable varchar(64). I noticed V87 has a typo in the index name; I could fix it in place.")
        .user(
          "No! Migrations are append-only here. Once a V file is merged, nobody edits it, ever - Flyway checksums will blow up on prod. Write a new migration if something needs fixing. Also, TODO for later this week, not now: squash V1 to V60 into one baseline script, the fresh-install time is getting silly.",
        )
        .assistant("Understood, I'll leave V87 as it is.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["append-only"] },
      { kind: "task", keys: ["baseline"] },
    ],
  },
  {
    id: "b187-pr-review-chat",
    build: (s) =>
      s
        .user("can you review Marek's PR #1412 for me? just the diff, I'll write the comments myself")
        .bash(
          "gh pr diff 1412 | head -40",
          'diff --git a/src/main/kotlin/com/acme/settlement/ledger/LedgerRepository.kt ...\n+    @Query("select e from LedgerEntry e where e.payoutId in :ids")\n+    fun findAllByPayoutIds(ids: List<UUID>): List<LedgerEntry>',
        )
        .assistant(
          "It adds a bulk lookup on LedgerRepository. Two things: with a large id list the IN clause could get big, and there's no test for the empty-list case. Otherwise it looks fine.",
        )
        .user("makes sense. I sometimes wonder if we should have gone with jOOQ for this stuff, dunno")
        .assistant("It would make queries like this more explicit, but it's a big switch for a mature codebase.")
        .user("yeah, well. anyway, thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b187-ci-runners",
    build: (s) =>
      s
        .user(
          'Your integration test broke CI, my fault for not telling you. CI is GitHub Actions, but anything that needs docker runs on our self-hosted runner ci-heavy-01 because the hosted runners can\'t do Testcontainers. So: any test that needs docker gets @Tag("integration") on the class, otherwise it lands on a hosted runner and dies.',
        )
        .file("Edit", "src/test/kotlin/com/acme/settlement/payout/PayoutRepositoryIT.kt")
        .bash("./gradlew integrationTest --tests '*PayoutRepositoryIT*'", "PayoutRepositoryIT > saves bank reference() PASSED\n\nBUILD SUCCESSFUL in 1m 12s")
        .assistant('Tagged PayoutRepositoryIT with @Tag("integration"); it now runs under integrationTest and passes locally.')
        .stop(),
    planted: [
      { kind: "fact", keys: ["ci-heavy-01"] },
      { kind: "instruction", keys: ["tag", "integration"] },
    ],
  },
  {
    id: "b187-fx-cache",
    build: (s) =>
      s
        .user("FX rates: the bank API is slow, let's cache them. Caffeine with a 5 minute TTL, nothing fancy.")
        .file("Read", "src/main/kotlin/com/acme/settlement/fees/FxRateClient.kt")
        .assistant(
          "I can wrap FxRateClient.getRate in a Caffeine cache keyed by currency pair. One thing: we run 3 pods, so each pod would have its own cache and could briefly disagree on a rate.",
        )
        .user("hm. let me ask Tomasz")
        .user(
          "ok talked to him. the pods must agree on the rate within a batch, so Caffeine is out. We go with Redis for the FX rate cache, TTL 5 min, we already have the Redis for sessions.",
        )
        .file("Edit", "src/main/kotlin/com/acme/settlement/fees/FxRateClient.kt")
        .bash("./gradlew test --tests '*FxRate*'", "BUILD SUCCESSFUL in 22s")
        .assistant("FxRateClient now caches rates in Redis under `fx:{pair}` with a 5 minute TTL.")
        .stop(),
    planted: [{ kind: "decision", keys: ["redis", "fx"] }],
  },
  {
    id: "b187-log-question",
    build: (s) =>
      s
        .user("what's this in the bank adapter config? saw it while scrolling")
        .bash(
          "grep -n -A3 'retry' src/main/resources/application.yml",
          "42:  retry:\n43:    # NEVER retry on 4xx, the bank treats a retried 4xx as a new instruction\n44:    max-attempts: 3\n45:    backoff-ms: 500",
        )
        .assistant(
          "That's the retry policy for bank calls: up to 3 attempts with 500ms backoff, and the comment says 4xx responses are not retried because the bank would treat them as new instructions.",
        )
        .user("ah ok, just wanted to know what that comment was about. thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b187-api-versioning",
    build: (s) =>
      s
        .user("the payout status endpoint needs a breaking change (status becomes an object). how should we version it?")
        .bash(
          "grep -rn '@RequestMapping' src/main/kotlin | head -5",
          'PayoutController.kt:18:@RequestMapping("/api/v1/payouts")\nLedgerController.kt:12:@RequestMapping("/api/v1/ledger")',
        )
        .assistant(
          "Everything is currently under /api/v1 in the path. I'd suggest staying with path versioning and adding /api/v2/payouts for the new shape, rather than introducing header-based versioning just for this one endpoint.",
        )
        .user("agreed, path versioning with /api/v2. fyi the only thing still calling /api/v1/payouts is the mobile app, the dashboard moved already")
        .file("Write", "src/main/kotlin/com/acme/settlement/payout/PayoutV2Controller.kt")
        .assistant("Added PayoutV2Controller under /api/v2/payouts.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["/api/v2"] },
      { kind: "fact", keys: ["mobile", "/api/v1/payouts"] },
    ],
  },
  {
    id: "b187-double-payout",
    build: (s) =>
      s
        .user("can you look at why payout 7f3c was sent twice on Friday?")
        .bash(
          "grep 7f3c logs/bank-adapter-2026-11-13.log",
          "10:02:11 POST /instructions payout=7f3c -> 504 Gateway Timeout\n10:02:12 POST /instructions payout=7f3c -> 201 Created\n10:02:40 bank callback payout=7f3c status=EXECUTED (x2)",
        )
        .assistant("The first POST got a 504, our client retried, and the bank had actually processed the first one too, so both executed.")
        .user(
          "Yep, that's the known one: the bank executes the instruction even when it answers 504. Next sprint we need proper idempotency keys on the bank instructions so a retry can't double-pay. Not part of this ticket, just make sure it's written down.",
        )
        .stop("Ok."),
    planted: [
      { kind: "fact", keys: ["504"] },
      { kind: "task", keys: ["idempotency"] },
    ],
  },
  {
    id: "b187-gradle-cache-question",
    build: (s) =>
      s
        .user("why is my build so slow today? is the gradle build cache off or something?")
        .bash("cat gradle.properties", "org.gradle.caching=true\norg.gradle.parallel=true\norg.gradle.jvmargs=-Xmx3g")
        .assistant("The cache is on and parallel builds are enabled. It might be a cold daemon after the JDK update, but I'm guessing.")
        .user("probably. I'll restart the laptop")
        .stop(),
    planted: [],
  },
  {
    id: "b187-test-style",
    build: (s) =>
      s
        .user(
          "Small review notes on your tests, these apply to everything you write here: I prefer test names in backticks as full sentences, like `should reject payout when balance is negative`, not testRejectPayout. And we use MockK, not Mockito - the Mockito dependency in the catalog is only there for a legacy module.",
        )
        .file("Edit", "src/test/kotlin/com/acme/settlement/fees/FeeCalculatorTest.kt")
        .bash("./gradlew test --tests '*FeeCalculatorTest*'", "FeeCalculatorTest > should apply tier 2 rate above 10k() PASSED\n\nBUILD SUCCESSFUL in 15s")
        .assistant("Renamed the FeeCalculatorTest cases to backtick sentences and swapped the Mockito mock for MockK.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["backtick"] },
      { kind: "instruction", keys: ["mockk"] },
    ],
  },
  {
    id: "b187-local-postgres",
    build: (s) =>
      s
        .user("can't connect to the local db, getting connection refused")
        .bash("docker compose ps", "NAME              SERVICE    STATUS    PORTS\nsettlement-db-1   postgres   running   0.0.0.0:5434->5432/tcp")
        .assistant("The compose Postgres is mapped to host port 5434, not 5432. Your datasource URL probably points at 5432.")
        .user(
          "right, forgot to tell you: the docker-compose Postgres is on 5434 on purpose, because most of us have a native Postgres on 5432. The README still says 5432 though - remind me to fix the README when I'm back from lunch",
        )
        .stop("Will do."),
    planted: [
      { kind: "fact", keys: ["5434"] },
      { kind: "task", keys: ["readme"] },
    ],
  },
  {
    id: "b187-boot-patch-bump",
    build: (s) =>
      s
        .user("bump spring boot to 3.2.12 please, security advisory")
        .file("Edit", "gradle/libs.versions.toml")
        .bash(
          "./gradlew dependencyUpdates -Drevision=release | tail -4",
          "The following dependencies have later release versions:\n - org.springframework.boot:spring-boot-starter-web [3.2.11 -> 3.2.12]\nNote: always check release notes before upgrading.",
        )
        .bash("./gradlew check", "BUILD SUCCESSFUL in 2m 55s")
        .assistant("Bumped Spring Boot to 3.2.12 in the version catalog; `./gradlew check` is green.")
        .user("thanks 🙏")
        .stop(),
    planted: [],
  },
  {
    id: "b187-secrets-vault",
    build: (s) =>
      s
        .user(
          "Saw you put the bank API key in application-local.yml for testing. Please don't, even locally. Secrets never live in yml files here: in every deployed env they come from Vault through spring-cloud-vault, and locally you put them in .env.local, which is gitignored. For the record, our Vault path is secret/payments/settlement-api.",
        )
        .file("Edit", "src/main/resources/application-local.yml")
        .bash("git status --short", " M src/main/resources/application-local.yml\n?? .env.local")
        .assistant("Removed the key from application-local.yml and moved it to .env.local, which git shows as untracked and the ignore rule covers.")
        .stop(),
    planted: [
      { kind: "instruction", keys: [".env.local"] },
      { kind: "fact", keys: ["secret/payments"] },
    ],
  },
  {
    id: "b187-release-train",
    build: (s) =>
      s
        .user(
          "Release process, since your first change goes out next week: we release every Tuesday at 10:00 CET, and the release branch is cut Monday end of day. Anything risky that isn't ready by the Monday cut gets the `after-train` label and waits for the next week, no exceptions.",
        )
        .bash("gh pr edit 1420 --add-label after-train", "https://github.com/acme/settlement-api/pull/1420")
        .assistant("Labelled #1420 (the FX cache change) after-train since it won't be reviewed before today's cut.")
        .user("good call")
        .stop(),
    planted: [
      { kind: "fact", keys: ["tuesday"] },
      { kind: "instruction", keys: ["after-train"] },
    ],
  },
  {
    id: "b187-explain-matcher",
    build: (s) =>
      s
        .user("can you explain how the reconciliation matcher works? I never really read it")
        .file("Read", "src/main/kotlin/com/acme/settlement/reconciliation/Matcher.kt")
        .assistant(
          "It loads the bank statement lines for a day, then tries exact matches on bank reference first, then falls back to amount plus value date within a one-day window. Anything left over goes to the manual review queue.",
        )
        .user("huh, so the fallback could match the wrong payout if two have the same amount?")
        .assistant("In theory, if two payouts of the same amount settle on the same day with no reference. I haven't checked whether that happens in practice.")
        .user("interesting. ok thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b187-problem-details",
    build: (s) =>
      s
        .user(
          "For the v2 endpoint errors: arch review last week settled it, all error responses go out as RFC 7807 problem+json using Spring's ProblemDetail. No more custom error envelopes.",
        )
        .file("Edit", "src/main/kotlin/com/acme/settlement/web/GlobalExceptionHandler.kt")
        .bash("./gradlew test --tests '*ExceptionHandler*'", "BUILD SUCCESSFUL in 19s")
        .assistant(
          "GlobalExceptionHandler now returns ProblemDetail for validation and not-found errors. bank-adapters still has its own ErrorResponse class, I left that alone.",
        )
        .user(
          "yeah leave it. follow-up for later: migrate the old ErrorResponse in bank-adapters to ProblemDetail too, needs the integrations team to sign off",
        )
        .stop("Ok."),
    planted: [
      { kind: "decision", keys: ["problemdetail"] },
      { kind: "task", keys: ["errorresponse"] },
    ],
  },
  {
    id: "b187-hikari-timeouts",
    build: (s) =>
      s
        .user("payout API timed out again around 02:00. dig in?")
        .bash(
          "grep -i hikari logs/settlement-api-2026-11-18.log | head -3",
          "02:00:14 WARN HikariPool-1 - Connection is not available, request timed out after 30000ms (total=10, active=10, idle=0, waiting=14)",
        )
        .bash("grep -c 'BatchExportJob' logs/settlement-api-2026-11-18.log", "8")
        .assistant(
          "Confirmed: at 02:00 the nightly BatchExportJob holds 8 of the 10 Hikari connections for its whole run, so API requests starve. The pool is maxed at 10 and the batch job and the API share it.",
        )
        .user("great find. ok let's give the batch job its own datasource with its own small pool, and leave the API pool at 10")
        .file("Edit", "src/main/kotlin/com/acme/settlement/batch/BatchDataSourceConfig.kt")
        .assistant("Added a separate batch datasource with maximumPoolSize 4.")
        .user("thanks. at some point we also need an alert on Hikari waiting connections, nobody noticed this for a week. not today though")
        .stop("Ok."),
    planted: [
      { kind: "fact", keys: ["hikari"] },
      { kind: "decision", keys: ["own datasource"] },
      { kind: "task", keys: ["alert"] },
    ],
  },
  {
    id: "b187-offsite-chat",
    build: (s) =>
      s
        .user("completely unrelated, the team offsite is in Gdansk next month. ever been? lol")
        .assistant("I haven't been anywhere, but I hear the old town is lovely.")
        .user("haha fair. I'm mostly excited about the pierogi")
        .assistant("A solid reason to go.")
        .stop(),
    planted: [],
  },
  {
    id: "b187-pr-size",
    build: (s) =>
      s
        .user("how big is the diff on my branch? Tomasz already complained")
        .bash("git diff --stat main...HEAD | tail -1", " 23 files changed, 912 insertions(+), 140 deletions(-)")
        .assistant("About 1050 changed lines across 23 files.")
        .user(
          "yeah that's why. General rule for you too: keep PRs under roughly 400 lines of diff, split anything bigger, reviewers here will bounce it. For this one, split off the DTO rename into its own PR",
        )
        .bash(
          "git switch -c PAY-2240-dto-rename && git cherry-pick 4e1a2b9",
          "[PAY-2240-dto-rename 8c0d1f3] rename payout dtos\n 9 files changed, 210 insertions(+), 205 deletions(-)",
        )
        .assistant("Split the DTO rename into PAY-2240-dto-rename.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["400"] }],
  },
  {
    id: "b187-bankclient-metrics",
    build: (s) =>
      s
        .user("where do I see latency for the bank calls?")
        .bash("grep -rn 'Timer\\|@Timed' src/main/kotlin/com/acme/settlement/bankadapters | head", "")
        .assistant("There's no timer around the bank client at all right now, so there's nothing to see per call.")
        .user(
          "ugh. ok TODO whenever you have a spare hour: put a Micrometer timer around BankClient.submit so we get p99 per bank. our dashboard is 'Payments / Settlement' in the Ops folder in Grafana, add a panel there once the metric exists",
        )
        .stop("Ok."),
    planted: [
      { kind: "task", keys: ["micrometer"] },
      { kind: "fact", keys: ["ops folder"] },
    ],
  },
  {
    id: "b187-typo-fix",
    build: (s) =>
      s
        .user("there's a typo in the payout validation message, 'ammount'. fix pls")
        .bash("grep -rn 'ammount' src/main", 'src/main/kotlin/com/acme/settlement/payout/PayoutValidator.kt:22:    "ammount must be positive"')
        .file("Edit", "src/main/kotlin/com/acme/settlement/payout/PayoutValidator.kt")
        .assistant("Fixed 'ammount' to 'amount' in PayoutValidator.")
        .user("ty. run the validator tests too?")
        .bash("./gradlew test --tests '*PayoutValidator*'", "BUILD SUCCESSFUL in 12s")
        .assistant("Validator tests pass.")
        .stop(),
    planted: [],
  },
  {
    id: "b187-reporting-queries",
    build: (s) =>
      s
        .user("PAY-2252, the monthly fee report. the JPA projections for it are horrible, any ideas?")
        .file("Read", "src/main/kotlin/com/acme/settlement/fees/FeeReportRepository.kt")
        .assistant(
          "Options: keep JPA with interface projections, use Spring 6.1's JdbcClient with plain SQL and a row mapper, or bring in jOOQ. JdbcClient is already on the classpath and keeps the SQL readable, so that's what I'd pick.",
        )
        .user(
          "JdbcClient it is, for reporting queries. JPA stays for the write side. can you remind me to write a short ADR about this? not now, I'm off in 10",
        )
        .file("Write", "src/main/kotlin/com/acme/settlement/fees/FeeReportQueries.kt")
        .assistant("FeeReportQueries now uses JdbcClient with a single SQL query.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["jdbcclient"] },
      { kind: "task", keys: ["adr"] },
    ],
  },
  {
    id: "b187-agent-questions",
    build: (s) =>
      s
        .user("any open questions from your first week? dump them on me")
        .assistant(
          "A few: 1) Is the `dev` profile still used by anyone? 2) Who gets paged when the nightly export fails? 3) Is there a reason the ledger tables have no foreign keys to payout?",
        )
        .user("1) no idea honestly. 2) I think it's whoever's on call, but I'm not sure the alert even works. 3) probably historical, ask Tomasz")
        .assistant("Thanks, that helps.")
        .stop(),
    planted: [],
  },
  {
    id: "b187-git-workflow",
    build: (s) =>
      s
        .user(
          "Git basics here, should've told you day one: branch names start with the Jira key, like PAY-1234-fix-rounding, so the Jira bot links them. And we squash-merge every PR, no merge commits on main - that was settled a year ago, don't reopen it 😄",
        )
        .bash("git branch --show-current", "fix-fee-rounding")
        .bash("git branch -m PAY-2258-fix-fee-rounding", "")
        .assistant("Renamed my branch to PAY-2258-fix-fee-rounding.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["jira"] },
      { kind: "decision", keys: ["squash"] },
    ],
  },
  {
    id: "b187-friday-wrapup",
    build: (s) =>
      s
        .user("friday! how did the week feel?")
        .assistant("Productive. I think I have a decent map of payout, fees and batch now; reconciliation is still mostly a black box to me.")
        .user("that's normal, it's a black box to me too lol. have a good weekend")
        .assistant("You too!")
        .stop(),
    planted: [],
  },
  {
    id: "b187-week-two-welcome",
    build: (s) =>
      s
        .user(
          "Week two! More context now that you know your way around. The nightly bank export still runs as a cron script on the batch box, which everybody hates. Leadership signed off last Thursday: we're moving the export into settlement-api as a Spring Batch job, target end of Q1. Some things you need to know for that: ING and mBank are the only banks that take ISO 20022 pain.001 files, all the others still get our CSV format. Whenever you touch bank-adapters, add a contract test against the recorded sandbox responses in src/test/resources/bank-recordings - the integrations team won't approve without one. And next week I'd like you to start writing down every bank file format we produce, field by field, because nobody has that in one place.",
        )
        .bash("ls src/test/resources/bank-recordings", "ing/\nmbank/\npekao/\nsantander/")
        .assistant(
          "Read all that. The recordings folder has ing, mbank, pekao and santander. Should the Spring Batch job reuse the existing export SQL or start fresh?",
        )
        .user("no idea yet, we'll figure that out when we get there")
        .stop(),
    planted: [
      { kind: "decision", keys: ["spring batch"] },
      { kind: "fact", keys: ["pain.001"] },
      { kind: "instruction", keys: ["contract test"] },
      { kind: "task", keys: ["file format"] },
    ],
  },
  {
    id: "b187-json-logging",
    build: (s) =>
      s
        .user("searching our logs in Kibana is painful, the multi-line stack traces get split into separate entries")
        .bash("grep -n 'encoder' src/main/resources/logback-spring.xml", "12:    <encoder><pattern>%d %-5level %logger{36} - %msg%n</pattern></encoder>")
        .assistant(
          "That's the plain pattern encoder. I'd switch to structured JSON logging with logstash-logback-encoder; stack traces then stay in one field of one event and Kibana can index the MDC fields.",
        )
        .user(
          "yes, do it, JSON logs via logstash encoder. maybe also put the merchant id into MDC? ...actually no, scratch that, that needs a PII review first",
        )
        .file("Edit", "src/main/resources/logback-spring.xml")
        .bash(
          "./gradlew bootRun --args='--spring.profiles.active=local' | head -2",
          '{"@timestamp":"2026-11-24T09:14:02.118Z","level":"INFO","logger_name":"c.a.s.SettlementApplication","message":"Started SettlementApplication in 6.2 seconds"}',
        )
        .assistant("Logs are now JSON via LogstashEncoder.")
        .user("sweet. once it's deployed we'll have to redo the saved searches in Kibana, put that on the list")
        .stop("Ok."),
    planted: [
      { kind: "decision", keys: ["logstash"] },
      { kind: "task", keys: ["kibana"] },
    ],
  },
  {
    id: "b187-feature-flag",
    build: (s) =>
      s
        .user("the v2 status endpoint should be behind a flag so we can turn it off if the mobile app freaks out")
        .bash(
          "grep -rn 'unleash' build.gradle.kts gradle/libs.versions.toml",
          'gradle/libs.versions.toml:41:unleash = { module = "io.getunleash:unleash-client-java", version = "9.2.4" }',
        )
        .assistant(
          "I can do it with a simple `@ConditionalOnProperty` yml flag, or use the Unleash client that's already in the version catalog (used by the dashboard API). Unleash lets you flip it without a deploy.",
        )
        .user(
          "Unleash, definitely, we want to flip it without a deploy. Call the flag v2-status. And when the mobile app has moved to v2, the v2-status flag has to be cleaned up again - that's for later",
        )
        .file("Edit", "src/main/kotlin/com/acme/settlement/payout/PayoutV2Controller.kt")
        .assistant("PayoutV2Controller now checks the v2-status Unleash flag and returns 404 when it's off.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["unleash"] },
      { kind: "task", keys: ["v2-status"] },
    ],
  },
  {
    id: "b187-onboarding-doc-section-3",
    build: (s) =>
      s
        .user(
          "Pasting section 3 of our onboarding doc since you're officially onboarded now lol:\n\n1. Every new endpoint gets OpenAPI annotations. springdoc generates the spec and the dashboard team generates their client from it, so an unannotated endpoint breaks their build.\n2. Constructor injection only. No @Autowired on fields, ever.\n3. Staging lives at settlement.staging.acme.internal and its database is wiped every Sunday night, so don't keep test data there that you need on Monday.\n\nCan you check if we still have field injection anywhere?",
        )
        .bash(
          "grep -rn '@Autowired' src/main/kotlin",
          "src/main/kotlin/com/acme/settlement/batch/ExportScheduler.kt:14:    @Autowired lateinit var exporter: BankFileExporter\nsrc/main/kotlin/com/acme/settlement/ledger/LedgerAuditListener.kt:9:    @Autowired lateinit var auditRepo: AuditRepository",
        )
        .assistant("Two field injections: ExportScheduler and LedgerAuditListener.")
        .user("fix both pls")
        .file("Edit", "src/main/kotlin/com/acme/settlement/batch/ExportScheduler.kt")
        .file("Edit", "src/main/kotlin/com/acme/settlement/ledger/LedgerAuditListener.kt")
        .assistant("Both now take their dependencies through the constructor; tests pass.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["openapi"] },
      { kind: "instruction", keys: ["constructor injection"] },
      { kind: "fact", keys: ["staging", "sunday"] },
    ],
  },
  {
    id: "b187-kotlin-2-question",
    build: (s) =>
      s
        .user("Kotlin 2.0 has been out for ages, should we upgrade?")
        .bash("./gradlew dependencies --configuration detekt | grep detekt-cli", "+--- io.gitlab.arturbosch.detekt:detekt-cli:1.23.6")
        .assistant(
          "The compiler upgrade itself looks small, but detekt 1.23.6 doesn't support the K2 compiler, and our `check` task depends on detekt. We'd have to disable detekt or wait for detekt 2.0.",
        )
        .user(
          "then we wait. decision for now: we stay on Kotlin 1.9 until detekt supports K2, I'm not giving up detekt for a compiler bump. put a reminder in for January to check detekt's K2 status again",
        )
        .stop("Ok."),
    planted: [
      { kind: "decision", keys: ["k2"] },
      { kind: "task", keys: ["january"] },
    ],
  },
  {
    id: "b187-merchant-limits",
    build: (s) =>
      s
        .user("where does the daily payout limit come from? a merchant hit it and support asked")
        .bash(
          "psql -h localhost -p 5434 -U settlement -c 'select merchant_id, daily_limit, currency from merchant_limits limit 3'",
          " merchant_id | daily_limit | currency\n-------------+-------------+----------\n m-1001      |   250000.00 | PLN\n m-1002      |   250000.00 | PLN\n m-1003      |    50000.00 | PLN",
        )
        .file("Read", "src/main/kotlin/com/acme/settlement/payout/PayoutLimitGuard.kt")
        .assistant(
          "PayoutLimitGuard reads the per-merchant limit from the merchant_limits table. The default is 250k PLN per day; some merchants have a lower one.",
        )
        .user(
          "right, the 250k PLN default is what support should quote. Now EUR merchants are coming in January. For them: same limit, converted at the daily FX rate, no separate EUR limit column. Go with that.",
        )
        .file("Edit", "src/main/kotlin/com/acme/settlement/payout/PayoutLimitGuard.kt")
        .assistant("PayoutLimitGuard converts the PLN limit to EUR with the cached daily FX rate for EUR merchants.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["250k"] },
      { kind: "decision", keys: ["eur", "limit"] },
    ],
  },
  {
    id: "b187-weird-metric",
    build: (s) =>
      s
        .user("the payouts_pending gauge jumped to 3000 at 03:00 and came back down. should I care?")
        .bash("curl -s localhost:8080/actuator/metrics/payouts.pending | jq .measurements", '[\n  {\n    "statistic": "VALUE",\n    "value": 12\n  }\n]')
        .assistant(
          "It's at 12 now. A guess: the bank callbacks were delayed and pending payouts piled up until they arrived, but I haven't confirmed that in the logs.",
        )
        .user("possibly. or a deploy? don't know")
        .assistant("Could be either; the logs around 03:00 would tell.")
        .user("eh let's not go down that hole today")
        .stop(),
    planted: [],
  },
  {
    id: "b187-ledger-n-plus-one",
    build: (s) =>
      s
        .user("GET /api/v1/ledger is taking 4 seconds for big merchants. why")
        .bash("grep -c 'select p1_0.id' logs/sql-trace.log", "1204")
        .file("Read", "src/main/kotlin/com/acme/settlement/ledger/LedgerEntry.kt")
        .assistant(
          "Confirmed: it's an N+1. LedgerEntry.payout is a @ManyToOne without a fetch type, so it's EAGER by default, and loading 1200 entries fires 1204 payout selects.",
        )
        .user(
          "classic. ok, rule from now on: every @ManyToOne gets fetch = FetchType.LAZY written out explicitly, and if you need the relation you fetch join it in the query. fix this one with a fetch join",
        )
        .file("Edit", "src/main/kotlin/com/acme/settlement/ledger/LedgerRepository.kt")
        .bash("./gradlew integrationTest --tests '*LedgerRepositoryIT*'", "BUILD SUCCESSFUL in 58s")
        .assistant("LedgerEntry.payout is LAZY now and the ledger query uses a fetch join; one select instead of 1204.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["n+1"] },
      { kind: "instruction", keys: ["lazy"] },
    ],
  },
  {
    id: "b187-tomasz-leave",
    build: (s) =>
      s
        .user(
          "Planning note: Tomasz is on paternity leave from Dec 9, three weeks. Before he goes we need two things from him: a recorded walkthrough of the reconciliation matcher, and his review on your FX cache PR. Remind me of both on Monday.",
        )
        .bash("gh pr view 1420 --json reviewRequests -q '.reviewRequests[].login'", "marek-w")
        .assistant("The FX cache PR #1420 only has Marek as reviewer at the moment. Want me to add Tomasz?")
        .user("yes add him")
        .bash("gh pr edit 1420 --add-reviewer tkowal", "https://github.com/acme/settlement-api/pull/1420")
        .assistant("Added Tomasz as reviewer on #1420.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["dec 9"] },
      { kind: "task", keys: ["walkthrough"] },
      { kind: "task", keys: ["fx cache"] },
    ],
  },
  {
    id: "b187-version-catalog-question",
    build: (s) =>
      s
        .user("dumb question, what's the difference between libs.versions.toml and just writing versions in build.gradle.kts?")
        .file("Read", "gradle/libs.versions.toml")
        .assistant(
          "The version catalog keeps every dependency coordinate and version in one file and gives you type-safe accessors like `libs.mockk`. Writing versions inline works, but with several modules they drift apart.",
        )
        .user("ok makes sense. and the [bundles] section?")
        .assistant("Bundles group several libraries so a module can add them with one line, like `libs.bundles.testcontainers`.")
        .user("cool, thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b187-bank-http-client",
    build: (s) =>
      s
        .user("PAY-2270: new adapter for Pekao. set up the HTTP client")
        .file("Read", "src/main/kotlin/com/acme/settlement/bankadapters/ing/IngClient.kt")
        .assistant(
          "The ING adapter uses WebClient with `.block()` everywhere, so it's reactive in name only. For Pekao I'd use Spring's RestClient: same fluent API, synchronous, no reactor on the call path. Should I?",
        )
        .user(
          "yes, RestClient for Pekao and for any new adapter. and one rule for bank clients in general: always set explicit timeouts, 2s connect and 10s read. the defaults are infinite and we got burned by that",
        )
        .file("Write", "src/main/kotlin/com/acme/settlement/bankadapters/pekao/PekaoClient.kt")
        .bash("./gradlew test --tests '*PekaoClient*'", "PekaoClientTest > should send instruction with bank reference() PASSED\n\nBUILD SUCCESSFUL in 21s")
        .assistant("PekaoClient is a RestClient with 2s connect and 10s read timeouts.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["restclient"] },
      { kind: "instruction", keys: ["timeout"] },
    ],
  },
  {
    id: "b187-pagination-idea",
    build: (s) =>
      s
        .user("should the merchant payout list have cursor pagination instead of offset?")
        .bash(
          "grep -n 'Pageable' src/main/kotlin/com/acme/settlement/payout/PayoutController.kt",
          "41:    fun list(merchantId: String, pageable: Pageable): Page<PayoutSummary>",
        )
        .assistant("It uses offset paging via Pageable. Cursor pagination would help if the lists get long and deep pages get slow.")
        .user("actually forget it, the UI never shows more than 50 per merchant per day anyway. not worth it")
        .assistant("Fair, offset is fine at that size.")
        .stop(),
    planted: [],
  },
  {
    id: "b187-payout-archive",
    build: (s) =>
      s
        .user("the payout table is 80GB, the DBA is nagging. what's the biggest chunk?")
        .bash(
          "psql -h localhost -p 5434 -U settlement -c \"select date_trunc('year', created_at) y, count(*) from payout group by 1 order by 1\"",
          "          y          |  count\n---------------------+---------\n 2022-01-01 00:00:00 | 9120441\n 2023-01-01 00:00:00 | 14302118\n 2024-01-01 00:00:00 | 18877302\n 2025-01-01 00:00:00 | 21004991",
        )
        .assistant("Most rows are from 2022-2024. Deleting old payouts would shrink it fastest.")
        .user(
          "no deleting - we never DELETE from payout, auditors need everything for 10 years, so don't even suggest it. What the DBA and I agreed: payouts older than 2 years move to a partitioned payout_archive table. The archiving job itself doesn't exist yet; it gets written after the Spring Batch migration.",
        )
        .stop("Understood."),
    planted: [
      { kind: "instruction", keys: ["delete"] },
      { kind: "decision", keys: ["payout_archive"] },
      { kind: "task", keys: ["archiving job"] },
    ],
  },
  {
    id: "b187-container-image",
    build: (s) =>
      s
        .user("how do we actually build the docker image? need one locally for the Pekao sandbox test")
        .bash(
          "ls; grep -n 'jib' build.gradle.kts",
          'Dockerfile\nbuild.gradle.kts\nconfig\ngradle\nsrc\n12:    id("com.google.cloud.tools.jib") version "3.4.3"',
        )
        .assistant("There's both a Dockerfile in the root and the jib plugin in build.gradle.kts. Which one does CI use?")
        .user(
          "jib. we build all images with jib only, teh Dockerfile is dead and nobody maintains it. someone shoud delete that Dockerfile... ill make a ticket. no actually, you do it next time youre in the build files anyway",
        )
        .bash("./gradlew jibDockerBuild", "Built image to Docker daemon as settlement-api:local\n\nBUILD SUCCESSFUL in 48s")
        .assistant("Built settlement-api:local with jibDockerBuild.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["jib"] },
      { kind: "task", keys: ["dockerfile"] },
    ],
  },
  {
    id: "b187-oomkilled-pods",
    build: (s) =>
      s
        .user("two settlement-api pods restarted overnight. can you see why?")
        .bash(
          "kubectl -n payments describe pod settlement-api-7d9c8-x2k4p | grep -A3 'Last State'",
          "    Last State:     Terminated\n      Reason:       OOMKilled\n      Exit Code:    137",
        )
        .bash(
          "kubectl -n payments get deploy settlement-api -o jsonpath='{.spec.template.spec.containers[0].resources.limits.memory} {.spec.template.spec.containers[0].env}'",
          '2Gi [{"name":"JAVA_TOOL_OPTIONS","value":"-Xmx2g"}]',
        )
        .assistant(
          "OOMKilled. The container limit is 2Gi but the heap is set to -Xmx2g, so heap plus metaspace and thread stacks go over the limit. I think that's the cause; the restarts line up with the batch export.",
        )
        .user(
          "yep that's it, good catch. our pods all run with a 2Gi limit. and going forward: no -Xmx in our deployments, use -XX:MaxRAMPercentage=75 so the heap follows the container limit. change it here",
        )
        .file("Edit", "deploy/k8s/settlement-api/deployment.yaml")
        .assistant("JAVA_TOOL_OPTIONS is now -XX:MaxRAMPercentage=75 in the deployment.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["2gi"] },
      { kind: "instruction", keys: ["maxrampercentage"] },
    ],
  },
];

export const BLIND187 = plantedSet(BLIND187_SESSIONS, Date.UTC(2026, 10, 15, 9));
