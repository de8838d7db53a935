/**
 * Blind planted set 140 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a backend lead at a travel company migrating a PHP monolith to Kotlin services; long
 * messages with numbered points, relaying architecture-board decisions and team conventions,
 * mixed with short one-off requests, guesses and proposals not taken.
 * Each session is one segment; the items planted in it are listed with it: 69 items (17 decisions, 18 instructions,
 * 17 facts, 17 tasks) in 50 sessions, 13 of which plant nothing (62 user/assistant messages between them). Every other message
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

export const BLIND140_SESSIONS: BlindSession[] = [
  {
    id: "b140-arb-spring-over-ktor",
    build: (s) =>
      s
        .user(
          "Morning. Few things from the architecture board yesterday so you have the context before we start:\n1. New services are Spring Boot 3 with Kotlin. Ktor was on the table and got rejected, mainly because platform only supports the actuator/micrometer setup.\n2. Build scripts are Gradle Kotlin DSL only, build.gradle.kts, no Groovy build files in the new repos.\n3. For today: booking-service is red on CI since last night, can you check why?",
        )
        .bash(
          "./gradlew :booking-service:build --console=plain",
          "> Task :booking-service:compileKotlin FAILED\ne: BookingController.kt:41:23 Unresolved reference: toMinorUnits\nBUILD FAILED in 38s",
          1,
        )
        .assistant(
          "The build fails because `toMinorUnits` was renamed to `asMinorUnits` in shared-money 1.4 and booking-service still calls the old name. I'll update the call site.",
        )
        .file("Edit", "booking-service/src/main/kotlin/com/travel/booking/api/BookingController.kt")
        .bash("./gradlew :booking-service:build --console=plain", "BUILD SUCCESSFUL in 1m 2s\n14 actionable tasks: 6 executed, 8 up-to-date")
        .assistant("Fixed: the build is green again after updating the call to `asMinorUnits`.")
        .user("nice, thanks")
        .stop(),
    planted: [
      { kind: "decision", keys: ["spring boot"] },
      { kind: "instruction", keys: ["kotlin dsl"] },
    ],
  },
  {
    id: "b140-legacy-bookings-table",
    build: (s) =>
      s
        .user(
          "where does the monolith actually keep bookings? I see both `bookings` and `bookings_v2` in the schema dump and I never remember which one is live",
        )
        .bash(
          "mysql -h legacy-ro.internal -e \"SELECT table_name, table_type, table_rows FROM information_schema.tables WHERE table_name LIKE 'bookings%'\"",
          "table_name\ttable_type\ttable_rows\nbookings\tVIEW\tNULL\nbookings_v2\tBASE TABLE\t18432211",
        )
        .assistant(
          "`bookings` is a VIEW and `bookings_v2` is the base table with ~18.4M rows, so the data lives in `bookings_v2`. Want me to check what the view selects?",
        )
        .user(
          "no need. yeah bookings_v2 is the real one, `bookings` is a dead view from 2019 that nobody dared to drop. Also while you're in there: the legacy db is latin1 everywhere, so anything we read out of it in the kotlin side has to go through LegacyCharset.decode(), otherwise the umlauts in hotel names come out garbled",
        )
        .file("Read", "booking-service/src/main/kotlin/com/travel/legacy/LegacyCharset.kt")
        .assistant("Got it. The reader in LegacyBookingRepository already goes through `LegacyCharset.decode()`, so nothing to change there for now.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["bookings_v2"] },
      { kind: "instruction", keys: ["legacycharset"] },
    ],
  },
  {
    id: "b140-fare-cache-caffeine",
    build: (s) =>
      s
        .user("pricing-service returns stale fares for about a minute after a supplier update. can you look at the cache config?")
        .file("Read", "pricing-service/src/main/resources/application.yml")
        .bash(
          "grep -n -A3 'fare-cache' pricing-service/src/main/resources/application.yml",
          "27:  fare-cache:\n28:    ttl: 90s\n29:    eviction: never   # evicted only by TTL\n30:    key-prefix: fares",
        )
        .assistant(
          "The fare cache TTL is 90s and nothing evicts on supplier updates, which matches the stale minute you see. Options: (1) lower the TTL to 15s, (2) listen to supplier.fare.updated.v1 and evict the affected keys. I could also put a circuit breaker around the Redis calls while I'm at it.",
        )
        .user("do (2). no circuit breaker for now, one thing at a time")
        .file("Edit", "pricing-service/src/main/kotlin/com/travel/pricing/cache/FareCacheEvictor.kt")
        .bash(
          "./gradlew :pricing-service:test --tests '*FareCacheEvictor*'",
          "FareCacheEvictorTest > evicts keys on supplier update PASSED\nBUILD SUCCESSFUL in 21s",
        )
        .assistant("Added a listener on supplier.fare.updated.v1 that evicts the affected fare keys; the test passes.")
        .user(
          "good. leave the redis TTL as is. But put this on the list: next sprint we need to move the fare cache off Redis into Caffeine in-process, the network hop is half our p95",
        )
        .stop("Noted."),
    planted: [
      { kind: "decision", keys: ["supplier.fare.updated"] },
      { kind: "task", keys: ["caffeine"] },
    ],
  },
  {
    id: "b140-readme-typo",
    build: (s) =>
      s
        .user("tiny one: README heading says 'Kotiln services migration', fix pls")
        .file("Edit", "README.md")
        .assistant("Fixed the heading to 'Kotlin services migration'.")
        .user("ty. also is there a reason the README still links the old confluence space?")
        .assistant("I don't know the history; the link was added in the initial commit and nobody changed it since. Do you want me to replace it?")
        .user("nah leave it, not my call")
        .stop(),
    planted: [],
  },
  {
    id: "b140-kafka-topic-names",
    build: (s) =>
      s
        .user(
          "ok, we're adding the event for confirmed reservations today. Before you write anything, conventions from the platform guild, please stick to these on every topic you create:\n1) topic names are domain.entity.event.vN, all lower case, e.g. booking.reservation.confirmed.v1\n2) payloads are Avro with the schema registered in the schema-registry repo, not inline JSON\n3) one topic per event type, no 'envelope' topics with a type field",
        )
        .file("Write", "schema-registry/booking/reservation-confirmed-v1.avsc")
        .bash("./gradlew :booking-service:generateAvroJava :booking-service:compileKotlin", "BUILD SUCCESSFUL in 44s")
        .assistant("Added the Avro schema for booking.reservation.confirmed.v1 and generated the classes; the producer is next.")
        .user(
          "cool. fyi the monolith doesn't talk kafka at all, it still publishes to RabbitMQ, the bridge in between is rabbit-kafka-relay and it belongs to Marta's integrations team. so if the legacy events look weird, that's where they got mangled",
        )
        .file("Edit", "booking-service/src/main/kotlin/com/travel/booking/events/ReservationProducer.kt")
        .assistant("Producer wired up for the confirmed event.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["domain.entity.event"] },
      { kind: "instruction", keys: ["avro"] },
      { kind: "fact", keys: ["rabbit-kafka-relay"] },
    ],
  },
  {
    id: "b140-flaky-clock-guess",
    build: (s) =>
      s
        .user("InventoryHoldTest fails maybe 1 in 10 runs on CI and never locally. any idea?")
        .bash(
          "./gradlew :inventory-service:test --tests '*InventoryHoldTest*' --rerun-tasks",
          "InventoryHoldTest > hold expires after 15 minutes PASSED\nInventoryHoldTest > hold is released on cancel PASSED\nBUILD SUCCESSFUL in 17s",
        )
        .assistant(
          "Passes locally for me too. It uses `Instant.now()` directly in the hold expiry check, so it could be a timing issue when CI is slow, but I can't reproduce it.",
        )
        .user("could also be the timezone of the CI runners? they might be on UTC and we're on Berlin locally. just a guess")
        .assistant(
          "Possible, although the test only compares Instants, which shouldn't depend on the zone. Without a failing CI log I can't tell which one it is.",
        )
        .user("ok let's not sink more time into it right now")
        .stop(),
    planted: [],
  },
  {
    id: "b140-strangler-nginx-split",
    build: (s) =>
      s
        .user("How should we route /api/bookings/* to the new booking-service while the rest still goes to PHP? give me options")
        .file("Read", "edge/nginx/conf.d/api.conf")
        .assistant(
          "Two realistic options:\n(a) Split in the edge nginx: a `location /api/bookings/` block that proxies to booking-service, everything else stays on the php-fpm upstream.\n(b) Keep nginx as is and add a feature-flagged proxy inside the PHP front controller that forwards booking calls.\n(a) keeps PHP out of the path; (b) lets us flip per customer.",
        )
        .user("Go with (a), the nginx split. proxying through PHP just keeps the monolith in the hot path, which is exactly what we're trying to get rid of")
        .file("Edit", "edge/nginx/conf.d/api.conf")
        .bash(
          "docker run --rm -v $PWD/edge/nginx:/etc/nginx:ro nginx:1.25 nginx -t",
          "nginx: the configuration file /etc/nginx/nginx.conf syntax is ok\nnginx: configuration file /etc/nginx/nginx.conf test is successful",
        )
        .assistant("Added the `location /api/bookings/` block pointing at the booking-service upstream; `nginx -t` is happy.")
        .stop(),
    planted: [{ kind: "decision", keys: ["nginx"] }],
  },
  {
    id: "b140-booking-module-frozen",
    build: (s) =>
      s
        .user("the voucher PDF in the monolith has the wrong footer text, it's in legacy/app/Booking/Voucher/PdfRenderer.php I think")
        .bash(
          "grep -rn 'footer' legacy/app/Booking/Voucher/PdfRenderer.php | head -5",
          "112:        $footer = 'TravelCo GmbH - Alle Preise inkl. MwSt.';\n113:        $this->pdf->setFooter($footer);",
        )
        .assistant("Found it on line 112. I can change the string there; what should the footer say?")
        .user(
          "hm wait, actually don't. I forgot: legacy/app/Booking is frozen since the 1st, from now on nobody on our side commits there. Any fix in that module goes through Sergei's team, they own the legacy booking code until it's switched off. I'll open a ticket for them",
        )
        .assistant("Understood, I won't touch legacy/app/Booking. Nothing was changed.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["legacy/app/booking"] },
      { kind: "fact", keys: ["sergei"] },
    ],
  },
  {
    id: "b140-money-representation",
    build: (s) =>
      s
        .user(
          "Quick recap of the money discussion at the ARB because the new pricing DTOs are a mess:\n- amounts across service boundaries are Long in minor units plus an ISO-4217 currency code. No Double anywhere, and BigDecimal only inside the pricing calculations.\n- the board went with Moneta (JSR 354) for the calc side instead of us maintaining our own Money class, so the old shared-money classes get deprecated.\nCan you go through pricing-service/api and fix the DTOs accordingly?",
        )
        .bash(
          "grep -rln 'Double' pricing-service/src/main/kotlin/com/travel/pricing/api",
          "pricing-service/src/main/kotlin/com/travel/pricing/api/FareDto.kt\npricing-service/src/main/kotlin/com/travel/pricing/api/TaxLineDto.kt",
        )
        .file("Edit", "pricing-service/src/main/kotlin/com/travel/pricing/api/FareDto.kt")
        .file("Edit", "pricing-service/src/main/kotlin/com/travel/pricing/api/TaxLineDto.kt")
        .bash("./gradlew :pricing-service:test", "BUILD SUCCESSFUL in 52s\n96 tests completed")
        .assistant("FareDto and TaxLineDto now carry `amountMinor: Long` and `currency: String`; all 96 pricing tests pass.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["minor units"] },
      { kind: "decision", keys: ["moneta"] },
    ],
  },
  {
    id: "b140-run-inventory-tests",
    build: (s) =>
      s
        .user("run the inventory-service tests please, I merged Jonas' branch")
        .bash("./gradlew :inventory-service:test", "> Task :inventory-service:test\n212 tests completed, 0 failed\nBUILD SUCCESSFUL in 1m 14s")
        .assistant("All 212 inventory-service tests pass after the merge.")
        .user("great, and ktlint?")
        .bash("./gradlew :inventory-service:ktlintCheck", "BUILD SUCCESSFUL in 9s")
        .assistant("ktlint is clean as well.")
        .stop(),
    planted: [],
  },
  {
    id: "b140-flyway-booking-schema",
    build: (s) =>
      s
        .user("I need a column for the supplier reference on reservations. where do migrations go for booking-service again?")
        .bash(
          "ls booking-service/src/main/resources/db/migration | tail -3",
          "V14__add_cancellation_reason.sql\nV15__index_reservation_created_at.sql\nV16__drop_legacy_status.sql",
        )
        .assistant(
          "They're Flyway migrations in booking-service/src/main/resources/db/migration, latest is V16. I'll add V17 for the supplier reference. Should I just append the column to V16 since it's recent?",
        )
        .user(
          "No!! never edit a migration once it's been applied anywhere, always a new V file, even for a one-line change. Prod is already on V16. And fyi the tables are in the booking_svc schema on the shared Postgres 15 cluster, not public, so qualify it",
        )
        .file("Write", "booking-service/src/main/resources/db/migration/V17__add_supplier_reference.sql")
        .bash(
          "./gradlew :booking-service:flywayMigrate -Pflyway.url=jdbc:postgresql://localhost:5432/travel",
          'Successfully applied 1 migration to schema "booking_svc", now at version v17',
        )
        .assistant("V17 adds `supplier_reference` to booking_svc.reservations and applied cleanly locally.")
        .user("👍 we'll still need to backfill supplier_reference for the old reservations from bookings_v2 at some point, not today though")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["migration"] },
      { kind: "fact", keys: ["booking_svc"] },
      { kind: "task", keys: ["backfill"] },
    ],
  },
  {
    id: "b140-supplier-retry-policy",
    build: (s) =>
      s
        .user("the hotelbeds client gives up on the first timeout. add retries")
        .file("Read", "inventory-service/src/main/kotlin/com/travel/inventory/supplier/HotelbedsClient.kt")
        .assistant("I'd wrap the availability call in a retry: 3 attempts with a fixed 500ms delay. OK?")
        .user("sure, 3 x 500ms")
        .file("Edit", "inventory-service/src/main/kotlin/com/travel/inventory/supplier/HotelbedsClient.kt")
        .assistant("Added a fixed retry of 3 attempts, 500ms apart.")
        .user(
          "hmm, just pinged Priya about it. Hotelbeds rate limits us per second and fixed retries all land at the same moment after an outage. change it: exponential backoff with jitter, max 5 attempts, starting at 200ms. that's what we'll use for all supplier clients",
        )
        .file("Edit", "inventory-service/src/main/kotlin/com/travel/inventory/supplier/HotelbedsClient.kt")
        .bash("./gradlew :inventory-service:test --tests '*HotelbedsClient*'", "HotelbedsClientTest > retries with backoff PASSED\nBUILD SUCCESSFUL in 19s")
        .assistant("Switched to exponential backoff with jitter, 5 attempts from 200ms; tests pass.")
        .stop(),
    planted: [{ kind: "decision", keys: ["jitter"] }],
  },
  {
    id: "b140-sabre-sandbox",
    build: (s) =>
      s
        .user("the flight-search integration test is failing with 401 against the Sabre sandbox")
        .bash(
          "./gradlew :flight-search:integrationTest",
          'SabreSearchIT > searches one-way fares FAILED\n    HttpClientErrorException$Unauthorized: 401 UNAUTHORIZED: {"errorCode":"ERR.2SG.SEC.INVALID_CREDENTIAL"}',
          1,
        )
        .assistant(
          "The sandbox rejects the credential. The test reads SABRE_CLIENT_SECRET from the environment, which looks empty on your machine. Where do you keep the sandbox credentials?",
        )
        .user(
          "they're in Vault under secret/travel/sabre-sandbox, rotated every 90 days by the security team, they rotated on Monday so that's it. pull them with the vault cli",
        )
        .bash("vault kv get -field=client_secret secret/travel/sabre-sandbox > /dev/null && echo ok", "ok")
        .bash("./gradlew :flight-search:integrationTest", "SabreSearchIT > searches one-way fares PASSED\nBUILD SUCCESSFUL in 1m 31s")
        .assistant("With the fresh secret from Vault the integration test passes.")
        .stop(),
    planted: [{ kind: "fact", keys: ["secret/travel/sabre-sandbox"] }],
  },
  {
    id: "b140-log-always-retry",
    build: (s) =>
      s
        .user(
          "what does this mean? seeing it in the relay logs all morning:\n```\n2026-11-20T08:14:02Z WARN  RetryTemplate - policy=ALWAYS_RETRY maxAttempts=never-give-up queue=booking.events\n2026-11-20T08:14:02Z ERROR Consumer - TODO handle poison message, must not requeue\n```",
        )
        .assistant(
          "The first line is the relay's retry template announcing its policy on startup: it retries forever on that queue. The second is a log message someone left in the consumer code, it fires whenever a message can't be deserialized. Together they suggest one malformed message is being retried in a loop.",
        )
        .user("is that our problem or the relay's?")
        .assistant(
          "From these two lines alone I can't tell where the malformed message comes from. The relay logs the payload at DEBUG, so turning that on would show it.",
        )
        .user("ok I'll forward it to them, thx")
        .stop(),
    planted: [],
  },
  {
    id: "b140-pnr-retention",
    build: (s) =>
      s
        .user("can you sketch the table for passenger data in the new traveller-service? just names, DOB, passport no, linked PNRs")
        .file("Write", "traveller-service/src/main/resources/db/migration/V1__create_travellers.sql")
        .assistant("Drafted V1 with `travellers` and `traveller_pnrs`; passport number is stored encrypted via the pgcrypto column helper like in payments.")
        .user(
          "looks fine for a draft. remind me to ask the ARB about GDPR retention for passport and PNR data before we migrate the passenger module, I have no idea if it's 3 years or tied to the trip date and I don't want to guess",
        )
        .bash(
          "git add traveller-service && git commit -m 'traveller-service: draft V1 schema'",
          "[feat/traveller-schema 3e1a9c0] traveller-service: draft V1 schema\n 1 file changed, 38 insertions(+)",
        )
        .assistant("Committed the draft schema on feat/traveller-schema.")
        .stop(),
    planted: [{ kind: "task", keys: ["retention"] }],
  },
  {
    id: "b140-review-conventions",
    build: (s) =>
      s
        .user(
          "I reviewed the availability PR, a few things that apply to everything we write, not just this PR:\n1. no GlobalScope, ever. launch from the service's own CoroutineScope so shutdown cancels it\n2. tests are JUnit 5 with Kotest assertions, and mocks with MockK, not Mockito. mockito-kotlin is on its way out of the build\n3. in this PR specifically, AvailabilityPoller line 58 swallows the exception, please log it",
        )
        .file("Edit", "inventory-service/src/main/kotlin/com/travel/inventory/AvailabilityPoller.kt")
        .bash(
          "./gradlew :inventory-service:test --tests '*AvailabilityPoller*'",
          "AvailabilityPollerTest > logs and continues on supplier error PASSED\nBUILD SUCCESSFUL in 16s",
        )
        .assistant(
          "AvailabilityPoller now logs the exception with the supplier id and keeps polling; I also moved its `GlobalScope.launch` to the service scope.",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["globalscope"] },
      { kind: "instruction", keys: ["mockk"] },
    ],
  },
  {
    id: "b140-openapi-clients",
    build: (s) =>
      s
        .user("booking-service needs to call pricing-service. how do we get a client, copy the DTOs?")
        .file("Read", "pricing-service/src/main/resources/openapi/pricing-v1.yaml")
        .assistant(
          "pricing-service already publishes an OpenAPI spec. Rather than copying DTOs or checking generated code in, I'd suggest generating the client at build time with the openapi-generator Gradle plugin from the published spec, so the client can't drift from the spec.",
        )
        .user("yes, do that. and that's the pattern for all service-to-service clients going forward, I'll tell the others")
        .file("Edit", "booking-service/build.gradle.kts")
        .bash(
          "./gradlew :booking-service:openApiGenerate :booking-service:compileKotlin",
          "> Task :booking-service:openApiGenerate\nSuccessfully generated code to build/generated/pricing-client\nBUILD SUCCESSFUL in 33s",
        )
        .assistant("The pricing client is now generated into build/generated/pricing-client on every build.")
        .stop(),
    planted: [{ kind: "decision", keys: ["openapi-generator"] }],
  },
  {
    id: "b140-refunds-fintech",
    build: (s) =>
      s
        .user("cancellations should trigger a refund. payments-service has a POST /refunds, can you call it from booking-service?")
        .file("Read", "payments-service/src/main/kotlin/com/travel/payments/api/RefundController.kt")
        .assistant(
          "I can add a client for POST /refunds. While reading it I noticed RefundController has no idempotency handling; should I add that in payments-service too?",
        )
        .user(
          "don't touch payments-service, that's not ours: it belongs to the FinTech squad, and anything refund related gets reviewed by them. just call the endpoint. And follow-up for next sprint: contract tests between booking and payments for the refund endpoint, we've been burned by silent changes there twice",
        )
        .file("Write", "booking-service/src/main/kotlin/com/travel/booking/payments/RefundClient.kt")
        .bash("./gradlew :booking-service:test --tests '*Cancellation*'", "CancellationServiceTest > requests refund on cancel PASSED\nBUILD SUCCESSFUL in 24s")
        .assistant("Cancellation now calls POST /refunds through the new RefundClient.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["fintech"] },
      { kind: "task", keys: ["contract tests"] },
    ],
  },
  {
    id: "b140-sealed-question",
    build: (s) =>
      s
        .user("random kotlin q while the build runs: sealed class vs sealed interface, when do you pick which?")
        .assistant(
          "A sealed interface lets implementations extend another class and a type can implement several sealed interfaces; a sealed class can hold state and constructor logic shared by all subtypes. For plain result hierarchies without shared state, a sealed interface is usually the lighter choice.",
        )
        .user("makes sense. and data object, that's 1.9+?")
        .assistant("Yes, `data object` is stable since Kotlin 1.9; it gives the object a readable toString and proper equals.")
        .user("ha, nice. build's done anyway, thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b140-virtual-threads",
    build: (s) =>
      s
        .user("thinking out loud: should we move the repositories to R2DBC? the booking-service thread pool is at 200 under load tests")
        .bash("grep -n 'threads' booking-service/src/main/resources/application.yml", "12:    threads:\n13:      max: 200\n14:  threads.virtual.enabled: false")
        .assistant(
          "R2DBC would mean rewriting all repositories to suspend functions and dropping JPA. Since we're on Java 21, an alternative is enabling virtual threads (spring.threads.virtual.enabled) and staying on JDBC.",
        )
        .user(
          "actually no, scratch R2DBC. we stay on JDBC and turn on virtual threads, for booking-service now and the other services when they move to Boot 3.2",
        )
        .file("Edit", "booking-service/src/main/resources/application.yml")
        .bash(
          "./gradlew :booking-service:bootRun --args='--spring.profiles.active=local' & sleep 25; curl -s localhost:8081/actuator/health",
          '{"status":"UP"}',
        )
        .assistant("Virtual threads are on for booking-service and it starts healthy.")
        .stop(),
    planted: [{ kind: "decision", keys: ["virtual threads"] }],
  },
  {
    id: "b140-local-make-up",
    build: (s) =>
      s
        .user("docker compose up for the local stack fails for me with 'SQS queue not found'. what am I missing")
        .bash(
          "docker compose up -d 2>&1 | tail -3",
          "booking-service-1  | software.amazon.awssdk.services.sqs.model.QueueDoesNotExistException: The specified queue does not exist\nbooking-service-1 exited with code 1",
          1,
        )
        .assistant("The booking-service container starts before any queue exists. Is there an init step that creates the queues?")
        .user(
          "ugh right, that's why. start the local stack with `make up` from the platform repo, never plain docker compose, the makefile runs the localstack init scripts that create the queues. and fyi the PHP monolith doesn't use localstack for SQS at all, it talks to elasticmq on port 9324",
        )
        .bash("cd ../platform && make up", "creating queues: booking-events, pricing-invalidations ... done\nall services healthy")
        .assistant("`make up` created the queues and every service is healthy now.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["make up"] },
      { kind: "fact", keys: ["9324"] },
    ],
  },
  {
    id: "b140-questions-only",
    build: (s) =>
      s
        .user("do you know if Spring Boot 3.3 changed anything about how actuator exposes the health groups?")
        .assistant(
          "I'm not aware of a breaking change to health groups in 3.3; the main actuator changes I know of are around SBOM and observability endpoints. I'd check the release notes to be sure.",
        )
        .user("and is it worth upgrading from 3.2 just for that?")
        .assistant("Probably only if you need one of the new features; 3.2 is still supported. It's a judgement call for the platform team.")
        .user("yeah I'll ask them, not deciding anything today")
        .stop(),
    planted: [],
  },
  {
    id: "b140-departure-time-zone",
    build: (s) =>
      s
        .user("the departure times in the new booking API are off by 1-2 hours compared to the legacy voucher. can you figure out why")
        .bash(
          'mysql -h legacy-ro.internal -e "SELECT id, departure_at, @@global.time_zone, @@session.time_zone FROM bookings_v2 WHERE id=9912734"',
          "id\tdeparture_at\t@@global.time_zone\t@@session.time_zone\n9912734\t2026-12-03 07:15:00\tSYSTEM\tSYSTEM",
        )
        .bash("grep -rn 'date_default_timezone_set' legacy/config/", "legacy/config/bootstrap.php:4:date_default_timezone_set('Europe/Berlin');")
        .assistant(
          "Root cause: the monolith writes departure_at as Europe/Berlin local time in a DATETIME column without an offset (bootstrap.php sets the default zone), and our reader treats it as UTC. Booking 9912734 departs 07:15 Berlin time, which we show as 08:15.",
        )
        .user(
          "yep that's exactly it, confirmed with the voucher. ok so rule for the kotlin side: every timestamp coming out of the legacy DB gets converted at the boundary with LegacyTime.toInstant(), nothing downstream should ever see a LocalDateTime from there",
        )
        .file("Edit", "booking-service/src/main/kotlin/com/travel/legacy/LegacyBookingRepository.kt")
        .bash(
          "./gradlew :booking-service:test --tests '*LegacyBooking*'",
          "LegacyBookingRepositoryTest > converts Berlin local time to instant PASSED\nBUILD SUCCESSFUL in 22s",
        )
        .assistant("The repository now converts departure_at via LegacyTime.toInstant(); the test with booking 9912734's data passes.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["europe/berlin"] },
      { kind: "instruction", keys: ["legacytime"] },
    ],
  },
  {
    id: "b140-dlq-followups",
    build: (s) =>
      s
        .user("let's get the reservation consumer PR over the line. what's left?")
        .bash(
          "git diff --stat main...feat/reservation-consumer",
          " booking-service/src/main/kotlin/com/travel/booking/events/ReservationConsumer.kt | 88 +++++\n booking-service/src/test/kotlin/com/travel/booking/events/ReservationConsumerTest.kt | 64 ++++\n 2 files changed, 152 insertions(+)",
        )
        .assistant("Code and tests are in; CI is green. I'd say it's ready unless you want a DLQ in this PR.")
        .user(
          "no, merge it as is. Follow-ups for after this PR, please write them down in the PR description:\n- a dead-letter topic for booking.reservation.* so poison messages stop blocking the partition\n- Grafana dashboard with consumer lag and p99 processing time per topic",
        )
        .bash("gh pr edit 412 --body-file /tmp/pr412.md && gh pr merge 412 --squash", "✓ Edited pull request #412\n✓ Squashed and merged pull request #412")
        .assistant("Merged #412 and listed both follow-ups in its description.")
        .stop(),
    planted: [
      { kind: "task", keys: ["dead-letter"] },
      { kind: "task", keys: ["grafana"] },
    ],
  },
  {
    id: "b140-pr-title-jira",
    build: (s) =>
      s
        .user("open the PR for the supplier_reference column")
        .bash("gh pr create --title 'Add supplier reference column' --body 'V17 migration'", "https://github.com/travelco/booking-service/pull/418")
        .assistant("Opened #418.")
        .user(
          "rename it pls, PR titles always start with the Jira key, like 'TRV-2281: add supplier reference column', otherwise the Jira automation doesn't link it. the ticket is TRV-2281. and I prefer squash merges only on these repos, keeps main readable",
        )
        .bash("gh pr edit 418 --title 'TRV-2281: add supplier reference column'", "https://github.com/travelco/booking-service/pull/418")
        .assistant("Renamed #418 to 'TRV-2281: add supplier reference column'.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["jira"] },
      { kind: "instruction", keys: ["squash"] },
    ],
  },
  {
    id: "b140-rename-function",
    build: (s) =>
      s
        .user("rename `calcTot` to `calculateTotal` in pricing-service, it's used in like 4 places")
        .bash("grep -rn 'calcTot' pricing-service/src --include=*.kt | wc -l", "6")
        .assistant("6 occurrences in pricing-service; renaming them all.")
        .file("Edit", "pricing-service/src/main/kotlin/com/travel/pricing/FareCalculator.kt")
        .bash("./gradlew :pricing-service:compileKotlin :pricing-service:test", "BUILD SUCCESSFUL in 48s")
        .assistant("Renamed to `calculateTotal` everywhere; it compiles and the tests pass.")
        .user("perfect")
        .stop(),
    planted: [],
  },
  {
    id: "b140-search-bff-stays",
    build: (s) =>
      s
        .user(
          "Update from today's ARB, long one sorry:\n1. the search BFF stays in PHP until Q2. They don't want us to touch the frontend-facing layer while the new booking flow goes live, so no Kotlin BFF this quarter.\n2. Someone asked about GraphQL for the BFF. Nobody had an opinion, parked.\n3. ARB meets every second Thursday now, 14:00, so if we need a decision it has to be in their Confluence queue by Tuesday.\nAnyway can you delete the bff-kotlin skeleton branch I pushed last week so nobody builds on it",
        )
        .bash("git push origin --delete spike/bff-kotlin", "To github.com:travelco/services.git\n - [deleted]         spike/bff-kotlin")
        .assistant("Deleted spike/bff-kotlin from origin.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["bff", "q2"] },
      { kind: "fact", keys: ["thursday"] },
    ],
  },
  {
    id: "b140-idempotency-keys",
    build: (s) =>
      s
        .user("clients retry POST /reservations on timeouts and we create duplicates. how do we stop that?")
        .file("Read", "booking-service/src/main/kotlin/com/travel/booking/api/ReservationController.kt")
        .assistant(
          "Proposal: require an `Idempotency-Key` header on POST /reservations, store key + response hash in an `idempotency_keys` table in booking_svc, and return the stored response on a repeat. Alternative would be deduplicating on (customer, offer, dates), but that blocks legit double bookings.",
        )
        .user("agreed, go with the Idempotency-Key header")
        .file("Write", "booking-service/src/main/resources/db/migration/V18__create_idempotency_keys.sql")
        .file("Edit", "booking-service/src/main/kotlin/com/travel/booking/api/ReservationController.kt")
        .bash("./gradlew :booking-service:test --tests '*Idempotency*'", "IdempotencyTest > returns stored response on repeat PASSED\nBUILD SUCCESSFUL in 27s")
        .assistant("POST /reservations now honours Idempotency-Key; repeats return the stored response.")
        .user("👌 TODO for later, not this PR: a purge job for idempotency keys older than 24h or that table grows forever")
        .stop(),
    planted: [
      { kind: "decision", keys: ["idempotency-key"] },
      { kind: "task", keys: ["purge"] },
    ],
  },
  {
    id: "b140-todo-grep",
    build: (s) =>
      s
        .user("how many TODOs are left in the booking-service code?")
        .bash(
          "grep -rn 'TODO' booking-service/src/main --include=*.kt",
          "ReservationController.kt:77: // TODO always validate currency against pricing\nLegacyBookingRepository.kt:31: // TODO never call this from a coroutine\nRefundClient.kt:12: // TODO must add timeout",
        )
        .assistant(
          "Three: one in ReservationController (currency validation), one in LegacyBookingRepository (coroutine warning), one in RefundClient (timeout).",
        )
        .user("ok, fewer than I thought")
        .assistant("Yes, most were cleaned up in the consumer PR.")
        .stop(),
    planted: [],
  },
  {
    id: "b140-dto-jsonproperty",
    build: (s) =>
      s
        .user("the inventory DTO deserialization broke after the Jackson upgrade, fields come back null")
        .bash(
          "./gradlew :inventory-service:test --tests '*RoomDto*'",
          'RoomDtoTest > deserializes supplier payload FAILED\n    expected: "DBL" but was: null',
          1,
        )
        .assistant(
          "The DTOs relied on the jackson-module-parameter-names module to map constructor params, and the upgrade dropped it from the classpath. I can re-add the module or annotate the fields.",
        )
        .user(
          "annotate. I prefer DTOs as data classes with an explicit @JsonProperty on every field, no magic from the param-names module, that's how I want it in all services",
        )
        .file("Edit", "inventory-service/src/main/kotlin/com/travel/inventory/api/RoomDto.kt")
        .bash("./gradlew :inventory-service:test --tests '*RoomDto*'", "RoomDtoTest > deserializes supplier payload PASSED\nBUILD SUCCESSFUL in 14s")
        .assistant("RoomDto fields are annotated with @JsonProperty and the test passes.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["@jsonproperty"] }],
  },
  {
    id: "b140-legacy-prod-dmitri",
    build: (s) =>
      s
        .user("I need a fresh anonymised dump of bookings_v2 for the backfill tests. can you pull one from prod?")
        .bash("mysql -h legacy-prod.internal -e 'SELECT 1'", "ERROR 1045 (28000): Access denied for user 'svc-agent'@'10.4.2.17' (using password: YES)", 1)
        .assistant("No access to the legacy prod MySQL with my credentials. Is there someone who can produce the dump?")
        .user("right, forgot. Dmitri is the only one with prod access to the legacy MySQL, dumps go through him. I'll ask him. use the staging copy for now")
        .bash(
          "mysqldump -h legacy-staging.internal travel bookings_v2 --where='created_at > NOW() - INTERVAL 30 DAY' > /tmp/bookings_v2.sql && wc -l /tmp/bookings_v2.sql",
          "48213 /tmp/bookings_v2.sql",
        )
        .assistant("Dumped the last 30 days of bookings_v2 from staging to /tmp/bookings_v2.sql.")
        .stop(),
    planted: [{ kind: "fact", keys: ["dmitri"] }],
  },
  {
    id: "b140-status-chat",
    build: (s) =>
      s
        .user("morning! how's the gradle cache looking, the build felt slow yesterday")
        .bash("du -sh ~/.gradle/caches", "7.9G\t/home/dev/.gradle/caches")
        .assistant("The Gradle cache is 7.9G. That's large but not unusual with several Spring Boot versions around.")
        .user("meh. can you clean the build dirs at least")
        .bash("./gradlew clean", "BUILD SUCCESSFUL in 6s")
        .assistant("Cleaned all build directories.")
        .user("thx, coffee time")
        .stop(),
    planted: [],
  },
  {
    id: "b140-ci-runner-fact",
    build: (s) =>
      s
        .user("why does the booking-service pipeline take 25 minutes now? it was 12 last month")
        .bash(
          "gh run view 8812 --log | grep -E 'Runner|Task .*test' | head -5",
          "Runner name: gha-shared-small-14\nRunner group: shared-small\n> Task :booking-service:test (took 14m 02s)",
        )
        .assistant(
          "It runs on the shared-small runner group, and the test task alone takes 14 minutes. Testcontainers boots Postgres and Kafka per test class there.",
        )
        .user(
          "ahh. ok so the thing is: the shared-small runners only have 2 cores and 4GB, platform confirmed it's on purpose for cost. we're allowed to use the `services-large` group for the Kotlin repos though, switch booking-service to that",
        )
        .file("Edit", ".github/workflows/booking-service.yml")
        .bash(
          "gh workflow run booking-service.yml && sleep 600 && gh run list -w booking-service.yml -L 1",
          "completed\tsuccess\tbooking-service\tmain\tworkflow_dispatch\t8820\t11m3s",
        )
        .assistant("booking-service now runs on services-large; the last run took 11m.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["shared-small"] },
      { kind: "decision", keys: ["services-large"] },
    ],
  },
  {
    id: "b140-unconfirmed-memory-leak",
    build: (s) =>
      s
        .user("pricing-service pods get OOMKilled every 2-3 days. could it be the Caffeine stuff someone added in search? or metaspace?")
        .bash(
          "kubectl -n pricing top pod | head -4",
          "NAME                        CPU(cores)   MEMORY(bytes)\npricing-7c9d8f-2kqzl        412m         1380Mi\npricing-7c9d8f-9xw4t        398m         1512Mi",
        )
        .assistant(
          "Memory is at 1.4-1.5Gi against a 1.5Gi limit, so they're close. I can't tell from this whether it's heap or metaspace; a heap dump before the next kill would show it.",
        )
        .user("hmm. my gut says it's the Micrometer tag cardinality thing again, but honestly no idea")
        .assistant("That's plausible too; high-cardinality tags do grow the meter registry. Without a dump it's a guess either way.")
        .user("ok leave it for now, I'll look at it with the SRE folks")
        .stop(),
    planted: [],
  },
  {
    id: "b140-feature-flags-unleash",
    build: (s) =>
      s
        .user("we need a flag so we can switch individual markets to the new booking flow. what do we have?")
        .bash(
          "grep -rln 'unleash\\|launchdarkly\\|togglz' --include=*.gradle.kts --include=*.php . | head",
          "./legacy/composer.json\n./platform/unleash/docker-compose.yml",
        )
        .assistant(
          "The monolith already talks to a self-hosted Unleash (platform/unleash). The Kotlin services have no flag client yet. We could add the Unleash Java SDK, or build a small flag table in booking_svc.",
        )
        .user(
          "Unleash, obviously, one flag system for both worlds. flag name `booking-flow-v2`, variant per market. and flags get removed max 2 sprints after full rollout, write that into the CONTRIBUTING so nobody lets them rot",
        )
        .file("Edit", "booking-service/build.gradle.kts")
        .file("Edit", "CONTRIBUTING.md")
        .bash("./gradlew :booking-service:compileKotlin", "BUILD SUCCESSFUL in 29s")
        .assistant("Added the Unleash SDK to booking-service and the flag-removal rule to CONTRIBUTING.md.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["unleash"] },
      { kind: "instruction", keys: ["2 sprints"] },
    ],
  },
  {
    id: "b140-regex-explain",
    build: (s) =>
      s
        .user("what does this regex in the PNR parser match exactly? `^[A-Z0-9]{6}(?:/[A-Z]{2})?$`")
        .bash("echo -e 'K3XQ9P\nK3XQ9P/LH\nk3xq9p' | grep -E '^[A-Z0-9]{6}(/[A-Z]{2})?$'", "K3XQ9P\nK3XQ9P/LH")
        .assistant(
          "Six upper-case letters or digits (the record locator), optionally followed by a slash and a two-letter airline code. Lower-case locators don't match, as the test shows.",
        )
        .user("ah ok, so lower case input would fail there. fine for now, the frontend uppercases anyway")
        .assistant("Right, with upper-cased input it behaves.")
        .stop(),
    planted: [],
  },
  {
    id: "b140-pricing-owner-tasks",
    build: (s) =>
      s
        .user("the markup rules in pricing-service are hardcoded in MarkupRules.kt, they were copied 1:1 from the PHP. can you look how many there are?")
        .bash("grep -c 'MarkupRule(' pricing-service/src/main/kotlin/com/travel/pricing/MarkupRules.kt", "47")
        .assistant("47 hardcoded rules. Should I move them to a table now?")
        .user(
          "not now. Two things for the backlog though:\n1. the markup rules have to move into a DB table that revenue management can edit themselves, next quarter\n2. we should double check the rounding of the PHP markup code against ours before the cutover, Lena said PHP rounds half-up and I'm not sure we do\nand fyi, revenue management (Lena's team) own the markup numbers, we only own the code",
        )
        .assistant("Noted both. For reference, our FareCalculator uses RoundingMode.HALF_EVEN at the moment.")
        .user("see, so that's a real one. ok")
        .file("Read", "pricing-service/src/main/kotlin/com/travel/pricing/FareCalculator.kt")
        .stop("FareCalculator rounds with HALF_EVEN on line 88."),
    planted: [
      { kind: "task", keys: ["markup", "table"] },
      { kind: "task", keys: ["rounding"] },
      { kind: "fact", keys: ["lena"] },
    ],
  },
  {
    id: "b140-sprint-cutover-order",
    build: (s) =>
      s
        .user("can you open docs/roadmap.md, I want to update it after planning")
        .file("Read", "docs/roadmap.md")
        .assistant("It still lists pricing-service as the first cutover in January, then inventory-service in February.")
        .user(
          "yeah that's outdated. Outcome of planning today: we swap it, inventory-service cutover goes first, pricing after, because pricing depends on the inventory read model anyway. Update the doc with that.\nAnd things we still have to do before the inventory cutover, none of it is started:\n- write the runbook for the cutover incl. rollback steps\n- load test availability at 3x last Black Friday peak\n- get Sergei's team to add the shadow-read endpoint in the monolith so we can compare responses",
        )
        .file("Edit", "docs/roadmap.md")
        .assistant("Roadmap updated: inventory-service cutover first, then pricing-service.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["inventory", "first"] },
      { kind: "task", keys: ["runbook"] },
      { kind: "task", keys: ["black friday"] },
      { kind: "task", keys: ["shadow"] },
    ],
  },
  {
    id: "b140-tracing-otel",
    build: (s) =>
      s
        .user(
          "traces from booking-service don't show up anywhere. Context, because the ARB finally settled this last week: we go with the OpenTelemetry java agent for tracing in all Kotlin services, Sleuth/Zipkin is dead, don't add it back. traces are exported to Tempo, the collector is at otel-collector.obs.internal:4317 (grpc). can you wire booking-service up?",
        )
        .file("Read", "booking-service/Dockerfile")
        .assistant(
          "The Dockerfile starts the jar without any -javaagent flag, and application.yml still has the old Zipkin endpoint. I'll add the agent and the OTLP exporter env vars.",
        )
        .file("Edit", "booking-service/Dockerfile")
        .file("Edit", "booking-service/src/main/resources/application.yml")
        .bash(
          "docker build -t booking-service:otel booking-service && docker run --rm booking-service:otel java -version 2>&1 | head -2",
          '[otel.javaagent 2026-11-22 10:14:03:118 +0000] [main] INFO io.opentelemetry.javaagent.tooling.VersionLogger - opentelemetry-javaagent - version: 2.10.0\nopenjdk version "21.0.5" 2024-10-15',
        )
        .assistant("The image now starts with the OpenTelemetry agent 2.10 and exports to the collector; the Zipkin config is removed.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["opentelemetry"] },
      { kind: "fact", keys: ["4317"] },
    ],
  },
  {
    id: "b140-logging-pii",
    build: (s) =>
      s
        .user("the reservation logs in Splunk are unreadable, can you switch booking-service to json logging?")
        .file("Edit", "booking-service/src/main/resources/logback-spring.xml")
        .bash(
          "./gradlew :booking-service:bootRun --args='--spring.profiles.active=local' 2>&1 | head -2",
          '{"17imestamp":"2026-11-23T09:02:11.431Z","level":"INFO","logger_name":"c.t.b.BookingApplication","message":"Started BookingApplication in 6.2 seconds"}',
        )
        .assistant(
          "booking-service now logs JSON through the logstash encoder. While checking, I saw ReservationService logs the whole traveller object at DEBUG, including the passport number.",
        )
        .user(
          "oh god. remove that. and in general: passport numbers, card PANs and dates of birth never go into logs, in any service, mask them with PiiMask before logging anything traveller related. Security audits this every quarter. For the record the Splunk index for all the Kotlin services is travel_services, if you ever need to query it",
        )
        .file("Edit", "booking-service/src/main/kotlin/com/travel/booking/ReservationService.kt")
        .assistant("ReservationService now logs only the traveller id, masked through PiiMask.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["passport"] },
      { kind: "fact", keys: ["travel_services"] },
    ],
  },
  {
    id: "b140-api-versioning",
    build: (s) =>
      s
        .user("we need a breaking change in the reservation response (splitting traveller names). how do we version the booking API?")
        .file("Read", "booking-service/src/main/kotlin/com/travel/booking/api/ReservationController.kt")
        .assistant(
          "Nothing is versioned yet. Options: (1) version in the URL path, /v1/reservations and /v2/reservations side by side; (2) a media-type header, Accept: application/vnd.travel.reservation.v2+json; (3) keep one endpoint and add the split fields next to the old ones.",
        )
        .user(
          "(1), version in the URL path. Headers don't show up in the nginx access logs and support can't see what a client called. (3) just postpones the pain",
        )
        .file("Edit", "booking-service/src/main/kotlin/com/travel/booking/api/ReservationController.kt")
        .bash(
          "./gradlew :booking-service:test --tests '*ReservationController*'",
          "ReservationControllerTest > v1 keeps the old name field PASSED\nReservationControllerTest > v2 splits first and last name PASSED\nBUILD SUCCESSFUL in 26s",
        )
        .assistant("/v1/reservations keeps the old shape and /v2/reservations returns the split names; tests pass.")
        .stop(),
    planted: [{ kind: "decision", keys: ["url"] }],
  },
  {
    id: "b140-zero-decimal-currencies",
    build: (s) =>
      s
        .user("finance says some JPY bookings migrated from the monolith show 100x the price in the new system. no idea why, can you dig?")
        .bash(
          "mysql -h legacy-ro.internal -e \"SELECT id, currency, total_cents FROM bookings_v2 WHERE currency IN ('JPY','HUF') LIMIT 3\"",
          "id\tcurrency\ttotal_cents\n8812001\tJPY\t4520000\n8812044\tHUF\t1299000\n8813100\tJPY\t980000",
        )
        .file("Read", "legacy/app/Pricing/Money.php")
        .assistant(
          "The monolith's Money.php multiplies every amount by 100 regardless of currency, so JPY (which has no minor unit) is stored as 'cents' that don't exist. Our importer uses the ISO minor-unit count for JPY (0), so 45,200 yen becomes 4,520,000 yen.",
        )
        .user(
          "confirmed, that's it, I checked two with finance just now. ok, so: legacy stores every currency with 2 decimals, JPY and HUF included. fix the importer so it divides by 100 for legacy data. and we need someone to audit the invoices already sent for zero-decimal currencies, I'll raise that with finance next week, not something for us today",
        )
        .file("Edit", "booking-service/src/main/kotlin/com/travel/legacy/LegacyAmountImporter.kt")
        .bash(
          "./gradlew :booking-service:test --tests '*LegacyAmount*'",
          "LegacyAmountImporterTest > JPY legacy amounts are divided by 100 PASSED\nBUILD SUCCESSFUL in 18s",
        )
        .assistant("The importer now normalises legacy amounts from the fixed 2 decimals; the JPY case passes.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["jpy"] },
      { kind: "task", keys: ["invoices"] },
    ],
  },
  {
    id: "b140-version-catalog",
    build: (s) =>
      s
        .user("add resilience4j to inventory-service pls")
        .file("Edit", "inventory-service/build.gradle.kts")
        .assistant('Added `implementation("io.github.resilience4j:resilience4j-kotlin:2.2.0")` to inventory-service\'s build.gradle.kts.')
        .user(
          "pls no hardcoded versions in the build files, every dependency versoin goes into gradle/libs.versions.toml and the build file only references libs.xyz. renovate only reads the catalog so anything else silently never gets updated",
        )
        .file("Edit", "gradle/libs.versions.toml")
        .file("Edit", "inventory-service/build.gradle.kts")
        .bash(
          "./gradlew :inventory-service:dependencies --configuration runtimeClasspath | grep resilience4j",
          "+--- io.github.resilience4j:resilience4j-kotlin:2.2.0",
        )
        .assistant("resilience4j is now declared in libs.versions.toml and referenced as libs.resilience4j.kotlin.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["libs.versions.toml"] }],
  },
  {
    id: "b140-hotel-content-service",
    build: (s) =>
      s
        .user("hotel images on the new confirmation page are sometimes the old ones. where do we even get them from?")
        .bash(
          "grep -rn 'content' booking-service/src/main/resources/application.yml",
          "41:  content:\n42:    base-url: https://content-service.internal/api/v3\n43:    cache-ttl: 24h",
        )
        .assistant(
          "booking-service fetches hotel content from content-service /api/v3 and caches responses for 24h, so a changed image can take up to a day to show. Who owns content-service?",
        )
        .user(
          "the Content team, it's their Go service, we only consume it, so no changes on their side from us. For now drop our cache to 1h. TODO for me: ask the Content team whether they can send a webhook when hotel images change, then we can go back to a long TTL",
        )
        .file("Edit", "booking-service/src/main/resources/application.yml")
        .assistant("The content cache TTL in booking-service is now 1h.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["content team"] },
      { kind: "task", keys: ["webhook"] },
    ],
  },
  {
    id: "b140-argo-deploys",
    build: (s) =>
      s
        .user("how do I deploy inventory-service to staging? the Jenkins job for it is gone")
        .bash("ls deploy/", "argocd/\njenkins/\nREADME.md")
        .file("Read", "deploy/README.md")
        .assistant(
          "deploy/ has both an argocd/ directory with Applications for booking-service and pricing-service and the old jenkins/ jobs. Since platform runs Argo CD already, I'd suggest adding an Argo CD Application for inventory-service instead of recreating the Jenkins job.",
        )
        .user(
          "yes, Argo for everything from here on. The Jenkins box gets switched off end of March, platform announced it. pricing-service still deploys prod via the old Jenkins deploy job, someone has to move it over to Argo before then, put it on the board",
        )
        .file("Write", "deploy/argocd/inventory-service.yaml")
        .bash("argocd app sync inventory-service-staging", "Name: inventory-service-staging\nSync Status: Synced to main (4f2c1ab)\nHealth Status: Healthy")
        .assistant("inventory-service is deployed to staging via Argo CD and healthy.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["argo"] },
      { kind: "fact", keys: ["jenkins", "march"] },
      { kind: "task", keys: ["pricing-service", "jenkins"] },
    ],
  },
  {
    id: "b140-module-rename-withdrawn",
    build: (s) =>
      s
        .user("what if we renamed all modules to svc-booking, svc-pricing etc? would sort nicer in the IDE")
        .bash("ls -d */ | head", "booking-service/\nflight-search/\ninventory-service/\npayments-service/\npricing-service/")
        .assistant(
          "It's doable: settings.gradle.kts, the workflow paths and the Argo manifests reference the module names, so it's a repo-wide rename of around 40 files.",
        )
        .user("hmm 40 files. nah forget it, too much churn for a cosmetic thing")
        .assistant("OK, leaving the module names as they are.")
        .user("yeah. thanks for checking anyway")
        .assistant("Sure.")
        .stop(),
    planted: [],
  },
  {
    id: "b140-testcontainers",
    build: (s) =>
      s
        .user("the new ReservationRepositoryIT takes 40s alone. why?")
        .file("Read", "booking-service/src/test/kotlin/com/travel/booking/ReservationRepositoryIT.kt")
        .assistant('It declares its own `PostgreSQLContainer("postgres:15")` in a companion object, so it boots a fresh Postgres for this class.')
        .user(
          "right, that's the problem. integration tests extend the shared TravelPostgresContainer base from test-support, which is started once per JVM and reused by all classes. don't spin up your own containers in tests. and remind me next week to bump Testcontainers to 1.20 once platform ships their Ryuk fix, can't do it before",
        )
        .file("Edit", "booking-service/src/test/kotlin/com/travel/booking/ReservationRepositoryIT.kt")
        .bash(
          "./gradlew :booking-service:integrationTest --tests '*ReservationRepositoryIT*'",
          "ReservationRepositoryIT > saves and loads reservation PASSED\nBUILD SUCCESSFUL in 12s",
        )
        .assistant("ReservationRepositoryIT now extends TravelPostgresContainer; it runs in 12s.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["travelpostgrescontainer"] },
      { kind: "task", keys: ["1.20"] },
    ],
  },
  {
    id: "b140-service-name-superseded",
    build: (s) =>
      s
        .user("we're starting the hotel stays service. call it stay-service and scaffold it like booking-service")
        .bash("cp -r templates/kotlin-service stay-service && sed -i 's/__NAME__/stay-service/g' stay-service/settings.gradle.kts", "")
        .assistant("Scaffolded stay-service from the Kotlin service template.")
        .user(
          "ugh, sorry, just got out of the ARB sync: they want it named accommodation-service, because stays will cover apartments and the 'stay' word is already taken by the CRM. please rename before anyone pulls it",
        )
        .bash(
          "git mv stay-service accommodation-service && grep -rl 'stay-service' accommodation-service | xargs sed -i 's/stay-service/accommodation-service/g'",
          "",
        )
        .file("Edit", "settings.gradle.kts")
        .assistant("Renamed to accommodation-service, including settings.gradle.kts.")
        .stop(),
    planted: [{ kind: "decision", keys: ["accommodation-service"] }],
  },
  {
    id: "b140-cancellation-fees",
    build: (s) =>
      s
        .user(
          "Question for you first: the cancellation fee logic in the monolith is in legacy/app/Booking/CancellationPolicy.php. should it go into pricing-service or booking-service?",
        )
        .file("Read", "legacy/app/Booking/CancellationPolicy.php")
        .assistant(
          "It needs the reservation's timeline (booked at, departure, supplier policy snapshot) and only a little of the pricing maths. I'd put it in booking-service and call pricing-service only for currency conversion.",
        )
        .user(
          "agree, cancellation fees live in booking-service. Port it please. follow-up (not now): the frontend wants a fee preview endpoint so customers see the fee before they confirm, add a ticket",
        )
        .file("Write", "booking-service/src/main/kotlin/com/travel/booking/cancellation/CancellationFeeCalculator.kt")
        .bash(
          "./gradlew :booking-service:test --tests '*CancellationFee*'",
          "CancellationFeeCalculatorTest > 30 days before departure is free PASSED\nCancellationFeeCalculatorTest > within 7 days costs 80 percent PASSED\nBUILD SUCCESSFUL in 23s",
        )
        .assistant("Ported the cancellation policy into CancellationFeeCalculator in booking-service; tests pass.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cancellation fees"] },
      { kind: "task", keys: ["preview"] },
    ],
  },
  {
    id: "b140-lint-fixes",
    build: (s) =>
      s
        .user("ktlint is complaining on pricing-service, just fix whatever it says")
        .bash(
          "./gradlew :pricing-service:ktlintCheck",
          "FareCalculator.kt:12:1 Wildcard import (standard:no-wildcard-imports)\nMarkupRules.kt:3:1 Unused import (standard:no-unused-imports)\nBUILD FAILED in 8s",
          1,
        )
        .bash("./gradlew :pricing-service:ktlintFormat && ./gradlew :pricing-service:ktlintCheck", "BUILD SUCCESSFUL in 11s")
        .assistant("ktlintFormat fixed the wildcard import and the unused import; ktlintCheck passes.")
        .user("did it touch anything else?")
        .assistant("Only those two files, three lines in total.")
        .user("good")
        .stop(),
    planted: [],
  },
];

export const BLIND140 = plantedSet(BLIND140_SESSIONS, Date.UTC(2026, 10, 18, 9));
