/**
 * Blind planted set 206 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a cautious Java/Kotlin Android developer at a bank (Gradle, Hilt, Room, Compose, Jenkins),
 * medium-length messages in full sentences, often 'for the record' or 'note that', also before
 * things that are not memories; items stated mid-paragraph, several per message, by user or agent.
 * Each session is one segment; the items planted in it are listed with it: 76 items (19 decisions, 19 instructions,
 * 20 facts, 18 tasks) in 50 sessions, 12 of which plant nothing (49 user/assistant messages between them). Every other message
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

export const BLIND206_SESSIONS: BlindSession[] = [
  // --- planting sessions ---
  {
    id: "b206-cert-pinning",
    build: (s) =>
      s
        .user(
          "The certificate pinning test is failing on the CI emulator again since this morning. Can you look at why OkHttp rejects the staging certificate? I have not changed anything in the network module myself.",
        )
        .bash(
          "./gradlew :core:network:testDebugUnitTest --tests '*CertificatePinnerTest*'",
          "CertificatePinnerTest > stagingHostIsPinned FAILED\n    javax.net.ssl.SSLPeerUnverifiedException: Certificate pinning failure!\n      Peer certificate chain:\n        sha256/Xq3v...= CN=api-stg.northbank.internal\n      Pinned certificates for api-stg.northbank.internal:\n        sha256/9fJk...=\n1 test completed, 1 failed",
          1,
        )
        .file("Read", "core/network/src/main/java/com/northbank/core/network/NetworkModule.kt")
        .assistant(
          "The pin set in NetworkModule.kt only contains the hash of the leaf certificate for api-stg.northbank.internal, and the chain the server presents now has a different leaf. So the server certificate changed under us. One option would be to pin the intermediate CA instead of the leaf; another is to drop pinning for staging builds entirely. Which do you prefer?",
        )
        .user(
          "Dropping pinning for staging is not an option, the auditors test the staging APK too. Note that security reviewed this last year and they want it this way: we pin the intermediate CA plus one backup key, and never the leaf. Go with that. For the record, the staging certificates rotate every 30 days, which is exactly why the leaf pins kept breaking.",
        )
        .file("Edit", "core/network/src/main/java/com/northbank/core/network/NetworkModule.kt")
        .bash("./gradlew :core:network:testDebugUnitTest --tests '*CertificatePinnerTest*'", "BUILD SUCCESSFUL in 41s\n3 tests completed, 0 failed")
        .assistant("I replaced the leaf hash with the intermediate CA hash and added the backup key hash next to it. The pinning tests pass again.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["intermediate", "backup"] },
      { kind: "fact", keys: ["30 days"] },
    ],
  },
  {
    id: "b206-detekt-baseline",
    build: (s) =>
      s
        .user("Please run detekt on the payments module before I open the pull request, I would rather not get the comments from the reviewers again.")
        .bash(
          "./gradlew :feature:payments:detekt",
          "> Task :feature:payments:detekt FAILED\nPaymentValidator.kt:48:21: This expression contains a magic number. [MagicNumber]\nPaymentValidator.kt:12:5: The function validate is too long (74). The maximum length is 60. [LongMethod]\nTransferViewModel.kt:101:9: Empty catch block detected. [EmptyCatchBlock]\n3 weighted issues found.",
          1,
        )
        .assistant(
          "Detekt reports three issues: a magic number and a long method in PaymentValidator.kt, and an empty catch block in TransferViewModel.kt. Should I add them to the baseline file so the build passes, or fix them?",
        )
        .user(
          "Please fix them. And for the future: do not add anything to detekt-baseline.xml, ever. The baseline has been frozen since the audit, and we fix findings in the code instead.",
        )
        .file("Edit", "feature/payments/src/main/java/com/northbank/payments/PaymentValidator.kt")
        .file("Edit", "feature/payments/src/main/java/com/northbank/payments/TransferViewModel.kt")
        .bash("./gradlew :feature:payments:detekt", "BUILD SUCCESSFUL in 19s")
        .assistant(
          "I extracted the limit into a named constant, split validate() into three smaller functions, and the catch block now logs the exception. Detekt is clean.",
        )
        .stop(),
    planted: [{ kind: "instruction", keys: ["detekt-baseline"] }],
  },
  {
    id: "b206-onboarding-serialization",
    build: (s) =>
      s
        .user(
          "I am setting up the new :feature:onboarding module. Can you compare Moshi and kotlinx.serialization for it? The other modules all use Moshi, but I keep hearing that kotlinx is the better fit for Kotlin-only code.",
        )
        .bash(
          "grep -rl 'com.squareup.moshi' --include=build.gradle.kts . | sort",
          "./core/network/build.gradle.kts\n./feature/cards/build.gradle.kts\n./feature/payments/build.gradle.kts",
        )
        .assistant(
          "Moshi is used in three modules today. For a new, Kotlin-only module I would lean towards kotlinx.serialization: it is a compiler plugin rather than kapt or reflection, it handles default values and sealed classes natively, and R8 needs no extra keep rules for the generated serializers. The cost is two serialization libraries in the app for a while.",
        )
        .user(
          "Fine, that sounds reasonable. We go with kotlinx.serialization for the onboarding module, and the older modules stay on Moshi for now. Follow-up for later, not this week: the cards module should be migrated off Moshi as well, since it is the one with the most DTOs.",
        )
        .file("Edit", "feature/onboarding/build.gradle.kts")
        .bash("./gradlew :feature:onboarding:assembleDebug", "BUILD SUCCESSFUL in 1m 3s")
        .assistant("The onboarding module now applies the serialization plugin and builds.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["kotlinx", "onboarding"] },
      { kind: "task", keys: ["cards", "moshi"] },
    ],
  },
  {
    id: "b206-emulator-ci",
    build: (s) =>
      s
        .user(
          "The instrumented tests pass on my Pixel but the Jenkins job fails on the login screen test. Here is the job name: android-pr-instrumented. Can you see anything in the log?",
        )
        .bash(
          "curl -s https://jenkins.northbank.internal/job/android-pr-instrumented/lastBuild/consoleText | tail -n 8",
          "Starting emulator system-images;android-30;google_apis;x86_64\n> Task :app:connectedCheck\nInstalling APK 'app-release-unsigned.apk'\nWaiting for signing config 'release'...\nBuild timed out (after 45 minutes). Marking the build as failed.",
        )
        .assistant(
          "The job runs connectedCheck, which also picks up the release variant, and that waits for a signing config that is not available on the agent until the timeout. The emulator itself is the API 30 image.",
        )
        .user(
          "Right, I forgot that. Note that the CI emulator image is API 30 on x86_64, not 34; the Jenkins agents cannot run the newer images because of their old KVM setup. And when you run connected tests, always use connectedStagingDebugAndroidTest, never the generic connectedCheck, which tries the release variant and hangs on signing.",
        )
        .file("Edit", "Jenkinsfile")
        .assistant("I changed the instrumented stage in the Jenkinsfile to call connectedStagingDebugAndroidTest.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["api 30"] },
      { kind: "instruction", keys: ["connectedstagingdebugandroidtest"] },
    ],
  },
  {
    id: "b206-room-migration",
    build: (s) =>
      s
        .user(
          "I only have this stack trace from a tester: the app crashes on start after the update to 7.3.1. Can you find out why?\n\njava.lang.IllegalStateException: A migration from 14 to 15 was required but not found.",
        )
        .bash(
          "git log --oneline -5 -- core/database/",
          "a91c2e0 MOB-2140: index transactions by booking date\n77d01f3 MOB-2102: add merchant logo column\n1c4e9b2 MOB-2077: room 2.6.1",
        )
        .file("Read", "core/database/src/main/java/com/northbank/core/database/BankDatabase.kt")
        .assistant(
          "I think I found it. Commit a91c2e0 bumped the database version from 14 to 15 and added an index on transactions.booking_date, but no Migration(14, 15) was registered in the builder. Fresh installs work, upgrades crash.",
        )
        .user(
          "Yes, that matches what the tester did, he upgraded from 7.3.0. Please add the migration. For the record: every schema change needs an explicit Migration, and we never use fallbackToDestructiveMigration in this app, because people would lose their offline transaction cache.",
        )
        .file("Edit", "core/database/src/main/java/com/northbank/core/database/migrations/Migration14To15.kt")
        .bash("./gradlew :core:database:testDebugUnitTest --tests '*MigrationTest*'", "MigrationTest > migrate14To15 PASSED\nBUILD SUCCESSFUL in 37s")
        .assistant("Migration14To15 creates the index and is registered; the migration test passes.")
        .user("Good. So the root cause is confirmed: the missing migration for the booking_date index. Thank you.")
        .stop("You're welcome."),
    planted: [
      { kind: "instruction", keys: ["fallbacktodestructivemigration"] },
      { kind: "fact", keys: ["migration", "booking_date"] },
    ],
  },
  {
    id: "b206-release-cadence",
    build: (s) =>
      s
        .user("I need to get the changelog ready for 7.4. Can you list the merged pull requests since the 7.3 tag?")
        .bash(
          "git log --merges --oneline v7.3.0..HEAD | head -n 6",
          "e21f8a0 Merge pull request #812 from MOB-2281-biometric-copy\n0b73aa1 Merge pull request #809 from MOB-2270-card-freeze\n5d2f911 Merge pull request #805 from MOB-2263-payee-search\n88ac0e4 Merge pull request #801 from MOB-2255-room-index",
        )
        .assistant("Four merged pull requests since v7.3.0: biometric copy changes, card freeze, payee search and the Room index.")
        .user(
          "Thanks. For context, since you will help with releases more often: the release manager for the Android app is Ingrid Solberg, and code freeze is every second Wednesday at 14:00. Next sprint we also need to move the Play Console upload from the manual step into the Jenkins pipeline; please put a TODO in the Jenkinsfile that points at ticket MOB-2291 so it does not get lost.",
        )
        .file("Edit", "Jenkinsfile")
        .assistant("I added a comment above the publish stage: '// TODO(MOB-2291): upload to Play Console from the pipeline instead of by hand'.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["ingrid"] },
      { kind: "fact", keys: ["freeze", "wednesday"] },
      { kind: "task", keys: ["mob-2291"] },
    ],
  },
  {
    id: "b206-hilt-scope",
    build: (s) =>
      s
        .user("SessionRepository keeps the logged-in user's token, and after rotating the screen the token seems to be gone. Is the Hilt scope wrong?")
        .file("Read", "core/session/src/main/java/com/northbank/core/session/SessionModule.kt")
        .assistant(
          "SessionRepository is provided without a scope, so each ViewModel gets a fresh instance. There are two sensible options: @Singleton, which keeps the token for the whole process, or @ActivityRetainedScoped, which survives rotation but is dropped when the activity is finished, so the token does not outlive the logged-in flow. For a banking session I would propose @ActivityRetainedScoped.",
        )
        .user("Yes, I agree, ActivityRetainedScoped it is. A process-wide token is the kind of thing the pen testers complain about.")
        .file("Edit", "core/session/src/main/java/com/northbank/core/session/SessionModule.kt")
        .bash("./gradlew :core:session:testDebugUnitTest", "BUILD SUCCESSFUL in 28s\n14 tests completed, 0 failed")
        .assistant("The scope is changed and the session tests pass.")
        .stop(),
    planted: [{ kind: "decision", keys: ["activityretainedscoped"] }],
  },
  {
    id: "b206-jdk-agp",
    build: (s) =>
      s
        .user("My new laptop cannot build the project, kapt fails in :core:database. I installed the latest JDK from the company portal.")
        .bash(
          "java -version && ./gradlew :core:database:kaptDebugKotlin",
          'openjdk version "21.0.2" 2024-01-16\n> Task :core:database:kaptDebugKotlin FAILED\ne: java.lang.IllegalAccessError: superclass access check failed: class org.jetbrains.kotlin.kapt3.base.javac.KaptJavaCompiler',
          1,
        )
        .assistant(
          "That is kapt failing on JDK 21. With JDK 17 the same task should work. Shall I also check whether upgrading the Android Gradle Plugin would help? We are on AGP 8.3 and 8.5 is out.",
        )
        .user(
          "Note that the build needs JDK 17 exactly, I should have remembered that; with 21 the kapt step in :core:database fails, as you see. About AGP: we stay on 8.3 for this release, the upgrade to 8.5 waits until after 7.4 is out. And please always call ./gradlew, not a globally installed gradle, the wrapper version is what CI uses.",
        )
        .bash("export JAVA_HOME=/usr/lib/jvm/temurin-17 && ./gradlew :core:database:kaptDebugKotlin", "BUILD SUCCESSFUL in 52s")
        .assistant("With Temurin 17 the kapt task succeeds.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["jdk 17"] },
      { kind: "decision", keys: ["agp", "8.3"] },
      { kind: "instruction", keys: ["./gradlew"] },
    ],
  },
  {
    id: "b206-instant-payments-flag",
    build: (s) =>
      s
        .user(
          "Product wants the new instant payments screen behind a flag. What are our options? I know we have remote config from the backend, but I am not sure whether it supports percentages.",
        )
        .bash(
          "grep -rn 'RemoteFlag(' core/config/src/main | head -n 5",
          'core/config/src/main/java/com/northbank/core/config/Flags.kt:9:    val cardFreeze = RemoteFlag("card_freeze", default = false)\ncore/config/src/main/java/com/northbank/core/config/Flags.kt:10:    val payeeSearch = RemoteFlag("payee_search", default = true, rolloutPercent = true)',
        )
        .assistant(
          "The backend flags support a percentage rollout (payee_search uses it). I can add a RemoteFlag for the new screen, defaulting to off, with rolloutPercent enabled.",
        )
        .user(
          "Ok, let's do that: the flag is called instant_payments_v2, default off, and the rollout is by percentage from the backend. And remind me to remove the old InstantPaymentsFragment once v2 is at 100 percent, there is no reason to keep two implementations afterwards.",
        )
        .file("Edit", "core/config/src/main/java/com/northbank/core/config/Flags.kt")
        .file("Edit", "feature/payments/src/main/java/com/northbank/payments/PaymentsNavigation.kt")
        .assistant("The flag is in Flags.kt and the navigation picks the new screen when it is on.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["instant_payments_v2"] },
      { kind: "task", keys: ["instantpaymentsfragment"] },
    ],
  },
  {
    id: "b206-talkback",
    build: (s) =>
      s
        .user(
          "The new card details screen is done from my side. Could you check the Compose code for obvious accessibility problems before I send it to review?",
        )
        .file("Read", "feature/cards/src/main/java/com/northbank/cards/CardDetailsScreen.kt")
        .assistant(
          "Two IconButtons (freeze card and copy card number) have contentDescription = null, so TalkBack would read them as 'button, unlabelled'. The rest looks fine. Should I add descriptions from string resources?",
        )
        .user(
          "Yes please. For the record, and this applies to every screen from now on: all new Compose screens need a contentDescription on every icon button, and must be tested with TalkBack before review. Accessibility is a regulatory requirement for us, not a nice-to-have.",
        )
        .file("Edit", "feature/cards/src/main/java/com/northbank/cards/CardDetailsScreen.kt")
        .file("Edit", "feature/cards/src/main/res/values/strings.xml")
        .assistant("Both icon buttons now have descriptions from strings.xml.")
        .user(
          "Thanks. Next sprint someone also has to go through the older cards screens for missing content descriptions, I am fairly sure there are more of them there.",
        )
        .stop("Understood."),
    planted: [
      { kind: "instruction", keys: ["talkback"] },
      { kind: "task", keys: ["cards screens"] },
    ],
  },
  {
    id: "b206-strongbox",
    build: (s) =>
      s
        .user(
          "We have reports from customers with Samsung A-series phones: enrolling the device fails with a generic error. I have one A52 here on my desk, it is connected. Can you have a look at the log?",
        )
        .bash(
          "adb logcat -d -s KeyStoreManager:E | tail -n 4",
          "E KeyStoreManager: generateKey failed\nE KeyStoreManager: android.security.keystore.StrongBoxUnavailableException: Failed to generate key\nE KeyStoreManager:   at android.security.keystore2.AndroidKeyStoreKeyPairGeneratorSpi.generateKeyPair\nE KeyStoreManager: hasSystemFeature(FEATURE_STRONGBOX_KEYSTORE)=true",
        )
        .assistant(
          "The device reports FEATURE_STRONGBOX_KEYSTORE as available, but key generation with setIsStrongBoxBacked(true) throws StrongBoxUnavailableException. Could be a firmware problem on this particular phone, or it could be the whole series.",
        )
        .user(
          "The support team sees it on A52, A53 and A33, so it is the series. Confirmed then: these Samsung A devices report StrongBox but fail when a StrongBox-backed key is actually generated. Note that I talked to Marek about the fix yesterday; we catch the exception and fall back to a TEE-backed key, which security accepts for these models.",
        )
        .file("Edit", "core/crypto/src/main/java/com/northbank/core/crypto/KeyStoreManager.kt")
        .bash("./gradlew :core:crypto:testDebugUnitTest", "BUILD SUCCESSFUL in 33s\n22 tests completed, 0 failed")
        .assistant("generateKey now retries without StrongBox when StrongBoxUnavailableException is thrown. Tests pass, and enrollment works on the A52.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["strongbox", "samsung"] },
      { kind: "decision", keys: ["tee"] },
    ],
  },
  {
    id: "b206-crypto-ownership",
    build: (s) =>
      s
        .user("I would like the PIN hashing to use a higher iteration count. Where is that configured? Is it in the app module or somewhere in core?")
        .bash(
          "grep -rn 'PBKDF2' --include=*.kt . | head -n 3",
          './core/crypto/src/main/java/com/northbank/core/crypto/PinHasher.kt:17:    private const val ALGORITHM = "PBKDF2WithHmacSHA256"\n./core/crypto/src/main/java/com/northbank/core/crypto/PinHasher.kt:18:    private const val ITERATIONS = 120_000',
        )
        .assistant(
          "It is in core/crypto, PinHasher.kt, ITERATIONS = 120_000. I can raise it to 310_000, which is the current OWASP suggestion for PBKDF2-HMAC-SHA256.",
        )
        .user(
          "Wait, please don't. Note that the :core:crypto module is owned by the security team, Marek Nowak leads it, and changes there go through them. So from now on, do not edit anything under core/crypto yourself; if something is needed there, write down what and why, and I will raise it with them.",
        )
        .assistant(
          "Understood, I have not changed anything. Here is a note you can forward: 'PinHasher uses PBKDF2WithHmacSHA256 with 120,000 iterations; OWASP currently suggests 310,000. Raising it needs a rehash on next login.'",
        )
        .user("Perfect, thanks, I'll send it.")
        .stop("Sure."),
    planted: [
      { kind: "fact", keys: ["marek"] },
      { kind: "instruction", keys: ["core/crypto"] },
    ],
  },
  {
    id: "b206-wiremock",
    build: (s) =>
      s
        .user("Can you write an API test for the new standing orders endpoint? Look at StagingApiTest for how the existing ones are done.")
        .file("Read", "core/network/src/test/java/com/northbank/core/network/StagingApiTest.kt")
        .assistant(
          "StagingApiTest calls api-stg.northbank.internal directly with a test account. I could add the standing orders test there in the same way, or put it in the WireMock setup under test-fixtures/, which already has stubs for accounts and payees.",
        )
        .user(
          "Put it in the WireMock setup, please. From now on new API tests go against the WireMock stubs, never against the real staging API; staging holds customer-like data and the security people do not want automated traffic on it. Also, remind me to delete the old StagingApiTest class once the stubs cover transfers.",
        )
        .file("Write", "test-fixtures/src/main/resources/wiremock/mappings/standing-orders.json")
        .file("Write", "core/network/src/test/java/com/northbank/core/network/StandingOrdersApiTest.kt")
        .bash(
          "./gradlew :core:network:testDebugUnitTest --tests '*StandingOrdersApiTest*'",
          "StandingOrdersApiTest > listsStandingOrders PASSED\nStandingOrdersApiTest > createsStandingOrder PASSED\nBUILD SUCCESSFUL in 24s",
        )
        .stop("Both tests pass against the stub."),
    planted: [
      { kind: "instruction", keys: ["wiremock"] },
      { kind: "task", keys: ["stagingapitest"] },
    ],
  },
  {
    id: "b206-minsdk",
    build: (s) =>
      s
        .user(
          "I just came out of the meeting with product. We agreed that minSdk goes to 26 with release 7.5; the Android 7 users are under half a percent and the fraud team wants the newer keystore APIs anyway. Can you check what in the build depends on the current minSdk 24?",
        )
        .bash(
          "grep -rn 'minSdk\\|coreLibraryDesugaring' build-logic/ app/build.gradle.kts",
          "build-logic/src/main/kotlin/AndroidConventions.kt:14:        minSdk = 24\napp/build.gradle.kts:61:    coreLibraryDesugaring(libs.desugar.jdk.libs)",
        )
        .assistant(
          "minSdk is set once in the convention plugin. The only thing tied to API 24 is core library desugaring, which the app uses for java.time. With minSdk 26, java.time is available natively and the desugaring dependency could go.",
        )
        .user(
          "Good to know. Don't change it yet, we are still on the 7.4 branch. TODO for after 7.5 is branched: remove the desugaring config, since API 26 has java.time natively.",
        )
        .stop("Noted, I left the build files unchanged."),
    planted: [
      { kind: "decision", keys: ["minsdk", "26"] },
      { kind: "task", keys: ["desugaring"] },
    ],
  },
  {
    id: "b206-r8-accountdto",
    build: (s) =>
      s
        .user(
          "QA says the release build crashes on the accounts overview while debug is fine. Here is what they sent:\n\ncom.squareup.moshi.JsonDataException: Required value 'iban' missing at $[0]\n\nCan you find out what R8 is doing there?",
        )
        .bash(
          "./gradlew :app:assembleStagingRelease && grep -n 'AccountDto' app/build/outputs/mapping/stagingRelease/usage.txt",
          "BUILD SUCCESSFUL in 3m 12s\ncom.northbank.core.network.dto.AccountDto:\n    public java.lang.String getIban()",
        )
        .assistant(
          "R8 removes the getters of AccountDto, which means Moshi falls back to reflection and finds no fields. AccountDto is the only DTO without @JsonClass(generateAdapter = true), so it has no generated adapter and no keep rule covers it.",
        )
        .user("That makes sense, it was added in a hurry by a contractor. Please add the annotation.")
        .file("Edit", "core/network/src/main/java/com/northbank/core/network/dto/AccountDto.kt")
        .bash(
          "./gradlew :app:assembleStagingRelease && adb install -r app/build/outputs/apk/staging/release/app-staging-release.apk",
          "BUILD SUCCESSFUL in 3m 5s\nPerforming Streamed Install\nSuccess",
        )
        .assistant("With the annotation, the release build shows the accounts overview correctly on my emulator.")
        .user(
          "Good. For the record, the root cause was R8 stripping AccountDto because it had no @JsonClass annotation. We should also add a smoke test on the release build to Jenkins so that R8 problems show up before QA; not today, but it should happen this quarter.",
        )
        .stop("Agreed."),
    planted: [
      { kind: "fact", keys: ["r8", "accountdto"] },
      { kind: "task", keys: ["smoke test"] },
    ],
  },
  {
    id: "b206-commit-conventions",
    build: (s) =>
      s
        .user("Please commit what we have so far on this branch.")
        .bash(
          'git commit -am "Fix payee search debounce"',
          "remote: error: commit message must start with a Jira key (e.g. MOB-123: ...)\nremote: pre-receive hook declined",
          1,
        )
        .assistant(
          "Sorry, the commit went through locally but the push was rejected by the pre-receive hook: the message has to start with a Jira key. What is the ticket for this branch?",
        )
        .user(
          "MOB-2263. Note that commit messages here always have to start with the Jira key, like 'MOB-2263: ...', so please do it that way every time. And one more thing: please don't squash my commits when you rebase, the reviewers like to see the individual steps.",
        )
        .bash(
          'git commit --amend -m "MOB-2263: fix payee search debounce" && git push',
          "[MOB-2263-payee-search 4e1b7c2] MOB-2263: fix payee search debounce\nTo git.northbank.internal:mobile/android-app.git\n   5d2f911..4e1b7c2  MOB-2263-payee-search -> MOB-2263-payee-search",
        )
        .stop("Pushed with the Jira key in the message."),
    planted: [
      { kind: "instruction", keys: ["jira"] },
      { kind: "instruction", keys: ["squash"] },
    ],
  },
  {
    id: "b206-analytics-matomo",
    build: (s) =>
      s
        .user(
          "We need screen view tracking for the new onboarding flow. I was thinking of Firebase Analytics, since most of the examples online use it. Can you check what we already have?",
        )
        .bash(
          "grep -rn 'analytics' gradle/libs.versions.toml",
          'gradle/libs.versions.toml:42:matomo-tracker = { module = "org.matomo.sdk:tracker", version = "4.2" }',
        )
        .assistant("There is a Matomo tracker dependency in the version catalog but nothing uses it yet. Firebase Analytics is not in the project at all.")
        .user(
          "Ah, then I remember why. Let me correct what I said: legal told us no Firebase in the banking app, because of the data transfer. So we use our own Matomo instance for the onboarding screen views. Note that the Matomo instance is analytics.northbank.internal and the Android app is site id 7.",
        )
        .file("Write", "feature/onboarding/src/main/java/com/northbank/onboarding/OnboardingTracker.kt")
        .bash("./gradlew :feature:onboarding:testDebugUnitTest", "BUILD SUCCESSFUL in 22s")
        .assistant("OnboardingTracker sends screen views to Matomo with site id 7. Tests pass.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["matomo", "onboarding"] },
      { kind: "fact", keys: ["site id 7"] },
    ],
  },
  {
    id: "b206-biometric-android10",
    build: (s) =>
      s
        .user("On the Android 10 test device the biometric login crashes as soon as the prompt should appear. Android 11 and up are fine.")
        .bash(
          "adb logcat -d -s BiometricPrompt:E AndroidRuntime:E | tail -n 3",
          "E AndroidRuntime: java.lang.IllegalArgumentException: Crypto-based authentication is not supported for Class 2 (Weak) biometrics.\nE AndroidRuntime: Authenticator combination is unsupported on API 29: BIOMETRIC_STRONG | DEVICE_CREDENTIAL",
        )
        .assistant(
          "BiometricPrompt on API 29 does not accept BIOMETRIC_STRONG combined with DEVICE_CREDENTIAL; that combination is only supported from Android 11 on. I can make the crash go away by using BIOMETRIC_STRONG alone below API 30.",
        )
        .user(
          "Please do that for now, so it does not crash. For the record, on Android 10 the combination BIOMETRIC_STRONG | DEVICE_CREDENTIAL is simply not supported, so this will come up again. Follow-up: the fallback to the device PIN on Android 10 is then not handled at all; that needs to be done before the 7.5 release, but not today.",
        )
        .file("Edit", "feature/login/src/main/java/com/northbank/login/BiometricAuthenticator.kt")
        .bash("./gradlew :feature:login:testDebugUnitTest", "BUILD SUCCESSFUL in 26s")
        .stop("The prompt no longer crashes on API 29."),
    planted: [
      { kind: "fact", keys: ["device_credential"] },
      { kind: "task", keys: ["android 10", "fallback"] },
    ],
  },
  {
    id: "b206-kotlin-style",
    build: (s) =>
      s
        .user("Can you clean up the new TransferLimitsUseCase before I push it? It compiles, but it looks messy to me.")
        .file("Read", "domain/src/main/java/com/northbank/domain/TransferLimitsUseCase.kt")
        .assistant(
          "A few things: it imports com.northbank.domain.model.* with a wildcard, two public functions rely on inferred return types, and there is a leftover println. I can tidy all three.",
        )
        .user(
          "Yes please. And a couple of preferences of mine for this codebase, so I don't have to repeat them: I prefer explicit return types on all public functions in the domain layer, even when Kotlin can infer them. And no wildcard imports, anywhere.",
        )
        .file("Edit", "domain/src/main/java/com/northbank/domain/TransferLimitsUseCase.kt")
        .bash("./gradlew :domain:ktlintCheck :domain:test", "BUILD SUCCESSFUL in 31s")
        .assistant("Cleaned up: explicit imports, explicit return types, and the println is gone. ktlint and the tests pass.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["return types"] },
      { kind: "instruction", keys: ["wildcard"] },
    ],
  },
  {
    id: "b206-jenkins-cache",
    build: (s) =>
      s
        .user("Why did this morning's first build take 38 minutes? Usually it is around 12.")
        .bash(
          "curl -s https://jenkins.northbank.internal/job/android-main/lastBuild/consoleText | grep -i 'build cache' | head -n 3",
          "Remote build cache: 0 hits, 1412 misses\nRemote build cache node: gradle-cache-01 (shared)\nWARNING: cache entry store took 4.1s",
        )
        .assistant(
          "The remote cache had no hits at all: 1412 misses. Either the cache was emptied or the cache keys changed. Did anyone bump the Kotlin or AGP version?",
        )
        .user(
          "No, nobody changed versions. Ah, of course, it is Monday. For the record, the Jenkins build cache node is shared with the iOS team and is wiped every Sunday night, so Monday's first build is always slow. Nothing to fix today. But TODO: ask infra whether we can get a separate cache node for Android.",
        )
        .stop("Understood."),
    planted: [
      { kind: "fact", keys: ["sunday"] },
      { kind: "task", keys: ["separate", "cache node"] },
    ],
  },
  {
    id: "b206-flow-tests-turbine",
    build: (s) =>
      s
        .user(
          "The AccountsViewModel test is flaky. It collects the state flow into a list and then asserts on the third element, and sometimes there are only two.",
        )
        .file("Read", "feature/accounts/src/test/java/com/northbank/accounts/AccountsViewModelTest.kt")
        .assistant(
          "The test collects in a launched coroutine and asserts after advanceUntilIdle, which is timing-dependent with a StateFlow that conflates values. I would suggest using Turbine here: test { awaitItem() } asserts each emission in order, and the conflation becomes visible instead of random.",
        )
        .user(
          "Ok, let's go with Turbine for the flow tests instead of collecting into lists by hand. Do it for this test now. The remaining flow tests in :feature:cards can be migrated to Turbine later, please note that as open work.",
        )
        .file("Edit", "gradle/libs.versions.toml")
        .file("Edit", "feature/accounts/src/test/java/com/northbank/accounts/AccountsViewModelTest.kt")
        .bash("for i in 1 2 3 4 5; do ./gradlew :feature:accounts:testDebugUnitTest --tests '*AccountsViewModelTest*' -q || echo FAIL; done", "")
        .assistant("Rewritten with Turbine; five runs in a row pass.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["turbine"] },
      { kind: "task", keys: ["turbine", "cards"] },
    ],
  },
  {
    id: "b206-third-party",
    build: (s) =>
      s
        .user("I would like to add the Lottie library for the onboarding animations. Can you add it to the catalog and the module?")
        .file("Edit", "gradle/libs.versions.toml")
        .file("Edit", "feature/onboarding/build.gradle.kts")
        .bash("./gradlew :feature:onboarding:assembleDebug", "BUILD SUCCESSFUL in 58s")
        .assistant("Lottie 6.4.0 is added and the module builds.")
        .user(
          "Thanks. Note that any new third-party library needs an entry in docs/third-party.md with its license before it is merged; compliance checks that file for every release. Please add Lottie there now, it is Apache 2.0, and keep doing that whenever you add a dependency.",
        )
        .file("Edit", "docs/third-party.md")
        .stop("Added Lottie with its Apache 2.0 license."),
    planted: [{ kind: "instruction", keys: ["third-party.md"] }],
  },
  {
    id: "b206-screenshot-tests",
    build: (s) =>
      s
        .user(
          "I want screenshot tests for the design system components. What would you recommend, Paparazzi or Roborazzi? I have read about both but I have not used either.",
        )
        .bash("ls designsystem/src/main/java/com/northbank/designsystem/components/", "NbButton.kt\nNbCard.kt\nNbTextField.kt\nNbTopBar.kt\nNbAmount.kt")
        .assistant(
          "Both would work for these five components. Paparazzi renders with layoutlib on the JVM and needs no emulator or Robolectric; Roborazzi runs on Robolectric, which makes it possible to test interactions but adds noticeably to the test time.",
        )
        .user(
          "Then we go with Paparazzi. Roborazzi needs Robolectric, and our unit test build is slow enough already. Please set it up for NbButton as a first example. The golden images for the dark theme can be recorded later, that is still open, the dark palette is not final.",
        )
        .file("Edit", "designsystem/build.gradle.kts")
        .file("Write", "designsystem/src/test/java/com/northbank/designsystem/NbButtonScreenshotTest.kt")
        .bash("./gradlew :designsystem:recordPaparazziDebug", "BUILD SUCCESSFUL in 1m 14s\n4 snapshots recorded")
        .stop("Paparazzi is set up, with four light-theme snapshots of NbButton."),
    planted: [
      { kind: "decision", keys: ["paparazzi"] },
      { kind: "task", keys: ["dark theme"] },
    ],
  },
  {
    id: "b206-payments-timeout",
    build: (s) =>
      s
        .user(
          "Some SEPA transfers fail with a SocketTimeoutException in the app, but the backend people say the transfer went through anyway. Can you check our timeouts?",
        )
        .bash(
          "grep -rn 'Timeout' core/network/src/main/java/com/northbank/core/network/",
          "core/network/src/main/java/com/northbank/core/network/NetworkModule.kt:58:        .readTimeout(20, TimeUnit.SECONDS)",
        )
        .assistant(
          "All clients share a 20 second read timeout. If the gateway takes longer than that, the app gives up while the transfer is still being processed.",
        )
        .user(
          "Yes. I asked the payments team this morning: the payments gateway itself times out after 25 seconds on their side. So we set the read timeout to 30 seconds for the payments client only, and the other clients stay at 20.",
        )
        .file("Edit", "core/network/src/main/java/com/northbank/core/network/NetworkModule.kt")
        .bash("./gradlew :core:network:testDebugUnitTest", "BUILD SUCCESSFUL in 29s")
        .assistant("The payments client now has its own OkHttpClient with a 30 second read timeout; the others are unchanged.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["25 seconds"] },
      { kind: "decision", keys: ["30 seconds", "payments"] },
    ],
  },
  {
    id: "b206-translations",
    build: (s) =>
      s
        .user("The German error message for an invalid IBAN is wrong, it says 'Kontonummer' but it should say 'IBAN'. Can you fix it in values-de/strings.xml?")
        .file("Read", "app/src/main/res/values-de/strings.xml")
        .assistant(
          "I can change it there, but the file header says it is generated: '<!-- Generated by Crowdin. Do not edit: changes will always be overwritten. -->'. A manual change would be lost on the next sync.",
        )
        .user(
          "Right, I forgot. Then leave it. Never edit values-de or values-pl strings by hand; the translations come from Crowdin and get overwritten. I will fix it in Crowdin myself. While you are here: for the new error messages we put the English source strings into the separate strings_errors.xml file, not into the big strings.xml. Please move the IBAN one there.",
        )
        .file("Edit", "app/src/main/res/values/strings.xml")
        .file("Write", "app/src/main/res/values/strings_errors.xml")
        .bash("./gradlew :app:lintStagingDebug", "BUILD SUCCESSFUL in 1m 40s\nLint found no errors, 3 warnings")
        .stop("The IBAN error string now lives in strings_errors.xml; lint passes."),
    planted: [
      { kind: "instruction", keys: ["crowdin"] },
      { kind: "decision", keys: ["strings_errors"] },
    ],
  },
  {
    id: "b206-play-integrity",
    build: (s) =>
      s
        .user("Google wrote to us that SafetyNet attestation is shut down. Where in the app do we still call it?")
        .bash(
          "grep -rn 'SafetyNet' --include=*.kt . | head -n 4",
          "./core/security/src/main/java/com/northbank/core/security/DeviceIntegrityChecker.kt:31:        SafetyNet.getClient(context).attest(nonce, apiKey)\n./core/security/src/main/java/com/northbank/core/security/RootCheck.kt:12:// TODO: never trust this check alone, always combine with attestation",
        )
        .assistant(
          "Only DeviceIntegrityChecker calls SafetyNet. The in-house RootCheck is separate; its comment says it should always be combined with attestation. Should I replace SafetyNet with the Play Integrity API, or remove attestation completely and rely on RootCheck?",
        )
        .user(
          "Not remove it, certainly not. Decision: we keep the in-house root check, drop SafetyNet, and use the Play Integrity API instead. Please do the app side now. The backend verification endpoint for the Play Integrity tokens is still missing, though; that is for the backend team next sprint, please note it down as open.",
        )
        .file("Edit", "core/security/src/main/java/com/northbank/core/security/DeviceIntegrityChecker.kt")
        .file("Edit", "core/security/build.gradle.kts")
        .bash("./gradlew :core:security:testDebugUnitTest", "BUILD SUCCESSFUL in 27s")
        .stop("DeviceIntegrityChecker now requests a Play Integrity token."),
    planted: [
      { kind: "decision", keys: ["play integrity"] },
      { kind: "task", keys: ["verification endpoint"] },
    ],
  },
  {
    id: "b206-onboarding-draft-storage",
    build: (s) =>
      s
        .user(
          "The onboarding flow has to keep the user's draft (name, address, employer) if the app is killed halfway. Where should we store it? It is personal data, so it must be encrypted.",
        )
        .bash(
          "grep -rn 'EncryptedSharedPreferences' --include=*.kt . | head -n 3",
          "./feature/login/src/main/java/com/northbank/login/LoginPrefs.kt:21:        EncryptedSharedPreferences.create(",
        )
        .assistant(
          "The login module uses EncryptedSharedPreferences, which is deprecated in the latest security-crypto release. My proposal for the onboarding draft: Jetpack DataStore with the values encrypted by Tink (AEAD with a key from the Android Keystore). It is supported going forward and works well with coroutines.",
        )
        .user(
          "Yes, let's do it like that, DataStore with Tink for the onboarding draft. Later the existing EncryptedSharedPreferences in the login module must be migrated to the same setup as well, but that is a separate ticket and not for this sprint.",
        )
        .file("Write", "feature/onboarding/src/main/java/com/northbank/onboarding/DraftStore.kt")
        .bash("./gradlew :feature:onboarding:testDebugUnitTest", "BUILD SUCCESSFUL in 36s\n9 tests completed, 0 failed")
        .stop("DraftStore writes the draft to DataStore, encrypted with Tink."),
    planted: [
      { kind: "decision", keys: ["datastore", "tink"] },
      { kind: "task", keys: ["encryptedsharedpreferences", "login"] },
    ],
  },
  {
    id: "b206-transactions-paging",
    build: (s) =>
      s
        .user("The transactions list loads everything at once and is slow for business customers. Let's use Paging 3 for it, I think that is the standard way.")
        .bash("curl -s 'http://localhost:8089/api/v2/accounts/DE89/transactions?limit=1000' | jq '.items | length, .nextCursor'", "200\nnull")
        .assistant(
          "Before I start: the transactions endpoint returned only 200 items although I asked for 1000, and it has no cursor (nextCursor is null). Paging 3 would need a page key, so we would have to fake it with offsets, which the backend does not document.",
        )
        .user(
          "Hm. I checked with the backend team in the chat just now: yes, the transactions endpoint returns at most 200 entries per call, and the cursor API is planned but not ready. Okay, I change my mind then: no Paging 3 for now. We do simple offset loading with a 'load more' button at the end of the list.",
        )
        .file("Edit", "feature/accounts/src/main/java/com/northbank/accounts/TransactionsViewModel.kt")
        .file("Edit", "feature/accounts/src/main/java/com/northbank/accounts/TransactionsScreen.kt")
        .bash("./gradlew :feature:accounts:testDebugUnitTest", "BUILD SUCCESSFUL in 31s")
        .stop("The list loads 200 at a time with a 'Load more' button."),
    planted: [
      { kind: "decision", keys: ["load more"] },
      { kind: "fact", keys: ["200", "transactions"] },
    ],
  },
  {
    id: "b206-mock-backend-port",
    build: (s) =>
      s
        .user("The app in the emulator cannot reach the mock backend, every request fails with connection refused. I started it this morning as usual.")
        .bash(
          "lsof -iTCP -sTCP:LISTEN -P | grep -E '8080|8089'",
          "GlobalPro 1893 dev   12u  IPv4 0x1a  TCP localhost:8080 (LISTEN)\njava      4410 dev   88u  IPv4 0x2b  TCP *:8089 (LISTEN)",
        )
        .assistant(
          "The mock backend is listening on 8089, and something called GlobalPro holds 8080. The debug build's base URL points at 10.0.2.2:8080, so the app talks to GlobalPro.",
        )
        .user(
          "GlobalPro is the VPN client. Note that the local mock backend runs on port 8089, not 8080, precisely because the VPN client occupies 8080 on all our laptops; someone must have changed the URL back. And when you start the mock backend yourself, use scripts/mock-backend.sh, please don't start the WireMock jar directly, the script loads the right mappings.",
        )
        .file("Edit", "app/src/debug/res/values/config.xml")
        .bash("./gradlew :app:installStagingDebug", "BUILD SUCCESSFUL in 1m 21s\nInstalled on 1 device.")
        .stop("The debug base URL points at port 8089 again."),
    planted: [
      { kind: "fact", keys: ["8089"] },
      { kind: "instruction", keys: ["mock-backend.sh"] },
    ],
  },
  {
    id: "b206-api-contract",
    build: (s) =>
      s
        .user("The new field 'instantEligible' on the payee response is missing from our generated client. Can you add it to PayeeDto?")
        .file("Read", "core/network/generated/src/main/kotlin/com/northbank/api/model/PayeeDto.kt")
        .assistant(
          "PayeeDto is in core/network/generated, and its header says it is generated from openapi.yaml. I can add the field by hand, but it would be lost the next time the client is generated.",
        )
        .user(
          "Then please don't. For the record: the API contract lives in the api-contracts repository, which Tomasz's backend team owns, and its OpenAPI file is the source of truth. Never edit the generated client by hand; regenerate it with ./gradlew :core:network:openApiGenerate after updating the contract version.",
        )
        .bash(
          "./gradlew :core:network:openApiGenerate && grep -n instantEligible core/network/generated/src/main/kotlin/com/northbank/api/model/PayeeDto.kt",
          'BUILD SUCCESSFUL in 17s\n14:    @SerialName("instantEligible") val instantEligible: Boolean? = null,',
        )
        .stop("Regenerated; PayeeDto has instantEligible now."),
    planted: [
      { kind: "fact", keys: ["api-contracts"] },
      { kind: "instruction", keys: ["openapigenerate"] },
    ],
  },
  {
    id: "b206-iban-logging",
    build: (s) =>
      s
        .user("Security found full IBANs in the logs of a staging device during the pen test. This is serious. Where do they come from?")
        .bash(
          "grep -rn 'HttpLoggingInterceptor' --include=*.kt core/ | head -n 3",
          'core/network/src/main/java/com/northbank/core/network/NetworkModule.kt:71:            level = if (BuildConfig.DEBUG || BuildConfig.FLAVOR == "staging") Level.BODY else Level.NONE',
        )
        .assistant(
          "The OkHttp HttpLoggingInterceptor is set to BODY for debug and for every staging build, so all request and response bodies, including IBANs and names, go to logcat. That is where they come from.",
        )
        .user(
          "Okay, so that is confirmed: the IBANs in the logs came from the logging interceptor at BODY level in staging builds. We set the interceptor to HEADERS in all builds, no exceptions. And a rule for everyone, including you: never log IBANs, card numbers or customer names, not even in debug builds; if something must be logged, pass it through the Redact helper first.",
        )
        .file("Edit", "core/network/src/main/java/com/northbank/core/network/NetworkModule.kt")
        .bash("./gradlew :core:network:testDebugUnitTest", "BUILD SUCCESSFUL in 25s")
        .assistant("The interceptor uses Level.HEADERS now, and the Authorization header is redacted.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["interceptor", "body"] },
      { kind: "decision", keys: ["headers"] },
      { kind: "instruction", keys: ["redact"] },
    ],
  },
  {
    id: "b206-before-holiday",
    build: (s) =>
      s
        .user("Can you push the branch? I am off for two weeks from tomorrow.")
        .bash(
          "git push origin MOB-2270-card-freeze",
          "To git.northbank.internal:mobile/android-app.git\n   9c1d2e4..b7a03f1  MOB-2270-card-freeze -> MOB-2270-card-freeze",
        )
        .assistant("Pushed. Have a good holiday!")
        .user(
          "Thanks. For the record, so that whoever picks this up knows what is open:\n1. The snackbar text for card freeze still has to come from legal; the placeholder must be replaced before release.\n2. The keyboard covers the amount field on the transfer screen on the Pixel 8, that is MOB-2301, nobody has started on it.\n3. The Renovate pull requests for the AndroidX updates are piling up and need to be reviewed and merged.",
        )
        .stop("Noted."),
    planted: [
      { kind: "task", keys: ["snackbar", "legal"] },
      { kind: "task", keys: ["mob-2301"] },
      { kind: "task", keys: ["renovate"] },
    ],
  },
  {
    id: "b206-dispatchers",
    build: (s) =>
      s
        .user("The StatementsRepository test hangs forever on runTest. Can you look? I think it is something with the coroutines but I don't see it.")
        .file("Read", "feature/statements/src/main/java/com/northbank/statements/StatementsRepository.kt")
        .assistant(
          "The repository calls withContext(Dispatchers.IO) directly, so the test dispatcher does not control that part and runTest waits on real threads. The other repositories take a DispatcherProvider in the constructor.",
        )
        .user(
          "Yes, that's it. Please inject it here too. And in general: dispatchers always come in through the DispatcherProvider, never hardcode Dispatchers.IO in a repository or use case, otherwise the tests are impossible to control.",
        )
        .file("Edit", "feature/statements/src/main/java/com/northbank/statements/StatementsRepository.kt")
        .file("Edit", "feature/statements/src/test/java/com/northbank/statements/StatementsRepositoryTest.kt")
        .bash("./gradlew :feature:statements:testDebugUnitTest", "BUILD SUCCESSFUL in 21s\n7 tests completed, 0 failed")
        .stop("The test completes in under a second now."),
    planted: [{ kind: "instruction", keys: ["dispatcherprovider"] }],
  },
  {
    id: "b206-rollout-7-4",
    build: (s) =>
      s
        .user("The 7.4 bundle is signed. Can you check the version code and the size before I upload it?")
        .bash(
          "bundletool dump manifest --bundle app/build/outputs/bundle/productionRelease/app-production-release.aab | grep -o 'versionCode=\"[0-9]*\"' && du -h app/build/outputs/bundle/productionRelease/app-production-release.aab",
          'versionCode="70400"\n38M\tapp/build/outputs/bundle/productionRelease/app-production-release.aab',
        )
        .assistant("versionCode 70400, 38 MB. How do you want to roll it out? Straight to 100 percent or staged?")
        .user(
          "Staged. For 7.4 we do a staged rollout starting at 5 percent, and we only increase after two days without new crash clusters. Note that before production every release goes to the closed track 'bank-staff' first, that is about 300 employees who use the app daily.",
        )
        .file("Edit", "fastlane/metadata/android/en-US/changelogs/70400.txt")
        .stop("The changelog for 70400 is written."),
    planted: [
      { kind: "decision", keys: ["staged rollout", "5 percent"] },
      { kind: "fact", keys: ["bank-staff"] },
    ],
  },
  {
    id: "b206-room-ksp",
    build: (s) =>
      s
        .user("7.4 is out, so now I have time for the build speed. You suggested KSP for Room some time ago. How much would it actually save?")
        .bash(
          "./gradlew :core:database:assembleDebug --profile --rerun-tasks | tail -n 2 && grep -A1 'kaptDebugKotlin' build/reports/profile/*.html | grep -o '[0-9.]*s' | head -n 1",
          "BUILD SUCCESSFUL in 1m 9s\n28.4s",
        )
        .assistant(
          "kapt takes 28 seconds of the 69 seconds for this module. With KSP, Room's processor typically runs in a fraction of that, so I would expect the module to build in roughly 45 seconds.",
        )
        .user(
          "That is worth it. Okay, we move Room to KSP now. Hilt stays on kapt for the moment; moving Hilt to KSP is for later, once the architecture board has approved Hilt 2.51.",
        )
        .file("Edit", "core/database/build.gradle.kts")
        .file("Edit", "gradle/libs.versions.toml")
        .bash("./gradlew :core:database:assembleDebug --rerun-tasks", "BUILD SUCCESSFUL in 44s")
        .stop("Room uses KSP now; the module builds in 44 seconds."),
    planted: [
      { kind: "decision", keys: ["room", "ksp"] },
      { kind: "task", keys: ["hilt", "ksp"] },
    ],
  },
  {
    id: "b206-staging-reset",
    build: (s) =>
      s
        .user("My test user on staging is gone again. I created it by hand yesterday evening and this morning the login says unknown user.")
        .bash("curl -s https://api-stg.northbank.internal/ops/status | jq '.lastDataReset'", '"2026-11-20T01:00:00Z"')
        .assistant(
          "The status endpoint says the last data reset was at 01:00 UTC today, which is 02:00 CET. It looks like staging resets its data every night at 02:00 CET, which would remove users created by hand.",
        )
        .user(
          "Yes, that is correct, I had forgotten that the reset is nightly. So please always create test users with the seed script, scripts/seed-staging-users.sh, because the script is also run after every reset; users created by hand will disappear.",
        )
        .bash("./scripts/seed-staging-users.sh --only qa-anna", "created qa-anna (DE44 5001 0517 5407 3249 31)")
        .stop("qa-anna is back."),
    planted: [
      { kind: "fact", keys: ["02:00"] },
      { kind: "instruction", keys: ["seed"] },
    ],
  },
  {
    id: "b206-dev-flavor",
    build: (s) =>
      s
        .user("the login doesnt work in the dev build, any idea?")
        .bash(
          "./gradlew :app:installDevDebug && adb logcat -d -s OkHttp:I | tail -n 2",
          "Installed on 1 device.\nI OkHttp: --> POST https://api-dev.northbank.internal/auth/token\nI OkHttp: <-- HTTP FAILED: java.net.UnknownHostException: api-dev.northbank.internal",
        )
        .assistant("The dev flavor points at api-dev.northbank.internal, and that host does not resolve anymore.")
        .user(
          "ah right. pls alwys use the staging flavor for manual testing, the dev flavor points to a backend nobody maintains anymore. we shud delete the dev flavor at some point, its ticket MOB-2310, not now tho",
        )
        .bash("./gradlew :app:installStagingDebug", "BUILD SUCCESSFUL in 1m 2s\nInstalled on 1 device.")
        .stop("The staging build is installed and login works."),
    planted: [
      { kind: "instruction", keys: ["staging flavor"] },
      { kind: "task", keys: ["mob-2310"] },
    ],
  },
  {
    id: "b206-merchant-logos",
    build: (s) =>
      s
        .user(
          "We need to show merchant logos in the transactions list. The URLs come from the backend. Which image library should we take? Glide is in the legacy module already, I think.",
        )
        .bash(
          "grep -rn 'glide\\|coil' gradle/libs.versions.toml",
          'gradle/libs.versions.toml:51:glide = { module = "com.github.bumptech.glide:glide", version = "4.12.0" }',
        )
        .assistant(
          "Glide 4.12 is in the catalog, used only by :legacy. For Compose, Coil has a native AsyncImage and is Kotlin-first; Glide's Compose integration is still in beta. I would take Coil for the new code.",
        )
        .user(
          "Agreed, we use Coil for the merchant logos, not Glide. Glide stays in legacy until that module is gone. Note that the logo URLs come from our own CDN, cdn.northbank.de, so you need to add it to the network security config as well.",
        )
        .file("Edit", "gradle/libs.versions.toml")
        .file("Edit", "app/src/main/res/xml/network_security_config.xml")
        .file("Edit", "feature/accounts/src/main/java/com/northbank/accounts/TransactionRow.kt")
        .bash("./gradlew :feature:accounts:assembleDebug", "BUILD SUCCESSFUL in 57s")
        .stop("Logos load with Coil's AsyncImage."),
    planted: [
      { kind: "decision", keys: ["coil"] },
      { kind: "fact", keys: ["cdn.northbank.de"] },
    ],
  },
  // --- sessions that plant nothing ---
  {
    id: "b206-empty-typo",
    build: (s) =>
      s
        .user("There is a typo in the English strings: the confirmation button says 'Transfere' instead of 'Transfer'. Could you fix it, please?")
        .file("Edit", "app/src/main/res/values/strings.xml")
        .assistant("Fixed: transfer_confirm_button now reads 'Transfer'.")
        .user("Thank you. Could you also run the unit tests of the app module, just to be on the safe side?")
        .bash("./gradlew :app:testStagingDebugUnitTest", "BUILD SUCCESSFUL in 2m 2s\n212 tests completed, 0 failed")
        .assistant("All 212 unit tests of the app module pass.")
        .user("Good, that is all for now.")
        .stop("Okay."),
    planted: [],
  },
  {
    id: "b206-empty-flaky-guess",
    build: (s) =>
      s
        .user("The CardFreezeViewModelTest failed once on last night's build and passed on the rerun. Do you have any idea why that could be?")
        .bash(
          "./gradlew :feature:cards:testDebugUnitTest --tests '*CardFreezeViewModelTest*' --rerun-tasks",
          "BUILD SUCCESSFUL in 34s\n6 tests completed, 0 failed",
        )
        .assistant(
          "It passes locally. One possibility is a race between the repository's fake delay and the test dispatcher; another is shared state in the fake repository between tests. Without the failing log it is hard to say which.",
        )
        .user("Maybe, I am not sure either. Let's not touch it today. I would rather see whether it happens again on tomorrow's run before we change anything.")
        .assistant("Fine. If it fails again, the test report from Jenkins would help to narrow it down.")
        .stop(),
    planted: [],
  },
  {
    id: "b206-empty-strictmode",
    build: (s) =>
      s
        .user(
          "I see a lot of StrictMode warnings in logcat when I open the statements screen. Here is a part of it, what does it mean?\n\nD/StrictMode: StrictMode policy violation; ~duration=84 ms: android.os.strictmode.DiskReadViolation\n  at android.app.SharedPreferencesImpl.awaitLoadedLocked\n  // TODO: this must never run on the main thread, always use the IO dispatcher",
        )
        .assistant(
          "It means SharedPreferences are read on the main thread when the screen opens, and the first read waits for the file to load from disk (84 ms here). The comment you pasted is from the code that triggers it.",
        )
        .user("Interesting. Is 84 ms a lot? I honestly have no feeling for it.")
        .assistant("It is about five frames at 60 Hz, so it can be visible as a small stutter when the screen opens, but it will not cause an ANR.")
        .user("Okay, thanks for the explanation. I only wanted to understand it, we have bigger problems this week.")
        .stop("Sure."),
    planted: [],
  },
  {
    id: "b206-empty-withdrawn-datepicker",
    build: (s) =>
      s
        .user(
          "What if we switched the date pickers in the standing orders flow to the Material 3 DatePicker? The old one looks quite dated next to the new screens.",
        )
        .file("Read", "feature/payments/src/main/java/com/northbank/payments/standing/StartDateField.kt")
        .assistant(
          "StartDateField uses the platform DatePickerDialog. Replacing it with the Material 3 DatePicker would take about a day, including the tests for the minimum date.",
        )
        .user("Actually no, scratch that. The design team has not signed off on it and I do not want to open that discussion now. Forget I asked.")
        .assistant("No problem, I have not changed anything.")
        .stop(),
    planted: [],
  },
  {
    id: "b206-empty-status",
    build: (s) =>
      s
        .user("Please bump the Compose BOM to 2024.06.00 and check that everything still builds.")
        .file("Edit", "gradle/libs.versions.toml")
        .bash("./gradlew assembleStagingDebug", "BUILD SUCCESSFUL in 4m 21s\n412 actionable tasks: 398 executed, 14 up-to-date")
        .assistant(
          "I bumped the Compose BOM to 2024.06.00 in the version catalog. The staging debug build of all modules succeeds, and there are no new deprecation warnings.",
        )
        .user("Fine, thanks. For the record, I ran the app on my phone too and the cards screen looks the same as before.")
        .stop("Good to hear."),
    planted: [],
  },
  {
    id: "b206-empty-r8-question",
    build: (s) =>
      s
        .user(
          "A question for my own understanding: what is the difference between -keep and -keepclassmembers in the R8 rules? I see both in proguard-rules.pro and I was never quite sure.",
        )
        .bash(
          "grep -n 'keep' app/proguard-rules.pro | head -n 4",
          "3:-keep class com.northbank.core.network.dto.** { *; }\n7:-keepclassmembers class * { @com.squareup.moshi.FromJson <methods>; }\n9:# Never remove: always keep the crash reporting entry points",
        )
        .assistant(
          "-keep keeps the class itself and the members you list, so neither is removed or renamed. -keepclassmembers only keeps the listed members, and only if the class survives for other reasons; the class may still be removed when nothing uses it.",
        )
        .user("I see. And does -keep also prevent optimisation, or only removal and renaming?")
        .assistant(
          "It prevents shrinking and obfuscation of what it matches; optimisation such as inlining is also restricted for kept members, unless you add allowoptimization as a modifier.",
        )
        .user("Thanks, that is clearer now.")
        .stop(),
    planted: [],
  },
  {
    id: "b206-empty-morning",
    build: (s) =>
      s
        .user("Good morning. Long day yesterday with the hotfix. Can you show me the git status, I don't remember where I left off.")
        .bash("git status -sb", "## MOB-2270-card-freeze...origin/MOB-2270-card-freeze\n M feature/cards/src/main/java/com/northbank/cards/CardFreezeScreen.kt")
        .assistant("You are on MOB-2270-card-freeze, in sync with the remote, with one uncommitted change in CardFreezeScreen.kt.")
        .user("Ah right, that was the half-finished snackbar. Okay, I will pick it up after my coffee.")
        .stop("Enjoy your coffee."),
    planted: [],
  },
  {
    id: "b206-empty-ksp-proposal",
    build: (s) =>
      s
        .user("The build of :core:database fails after I merged main. Can you look?")
        .bash(
          "./gradlew :core:database:assembleDebug",
          "e: BankDatabase.kt:22:5 Unresolved reference: MerchantDao\n> Task :core:database:kaptDebugKotlin FAILED",
          1,
        )
        .assistant(
          "MerchantDao was renamed to MerchantLogoDao on main, and BankDatabase still references the old name. While I am in there: we could also move Room from kapt to KSP, it would make this module build noticeably faster.",
        )
        .user("Not now, thanks. Let's just get the build green again, I have a demo at eleven.")
        .file("Edit", "core/database/src/main/java/com/northbank/core/database/BankDatabase.kt")
        .bash("./gradlew :core:database:assembleDebug", "BUILD SUCCESSFUL in 48s")
        .assistant("Renamed the reference; the module builds again.")
        .stop(),
    planted: [],
  },
  {
    id: "b206-empty-review-comment",
    build: (s) =>
      s
        .user(
          "A reviewer left this on my pull request: 'Repositories should always expose Flow, never suspend functions returning lists, and ViewModels must not call the API directly.' What do you think, is he right about the first part?",
        )
        .file("Read", "feature/payees/src/main/java/com/northbank/payees/PayeeRepository.kt")
        .assistant(
          "For data that changes while the screen is open, like payees, a Flow from Room makes sense. For one-shot calls, such as validating an IBAN, a suspend function is simpler and perfectly fine. So it depends on the call.",
        )
        .user(
          "That is roughly what I thought. For the record, I am not sure I agree with him in general; let's see what comes out when we talk about it on Thursday. No changes for now.",
        )
        .stop("Okay, I will leave the code as it is."),
    planted: [],
  },
  {
    id: "b206-empty-gradle-daemon",
    build: (s) =>
      s
        .user("Android Studio hangs on the Gradle sync again. Could you stop the daemons and run a sync from the command line?")
        .bash("./gradlew --stop && ./gradlew help", "Stopping Daemon(s)\n2 Daemons stopped\n> Task :help\nBUILD SUCCESSFUL in 38s")
        .assistant("Two daemons were stopped, and a fresh Gradle run completes. The sync in Android Studio should work now.")
        .user("Yes, it works again. Thanks, that was annoying.")
        .assistant("You're welcome. If it keeps happening, the daemon logs in ~/.gradle/daemon would show why it got stuck.")
        .user("Let's hope it doesn't.")
        .stop("Fingers crossed."),
    planted: [],
  },
  {
    id: "b206-empty-emulator-slow",
    build: (s) =>
      s
        .user("My emulator is extremely slow today. Is it the emulator or is my laptop just busy with something else?")
        .bash("top -l 1 -o cpu | head -n 12 | tail -n 3", "4410  java          182.3\n5120  qemu-system-x86 96.1\n1893  GlobalPro      41.7")
        .assistant(
          "The Gradle daemon (java) is using almost two cores, the emulator one, and the VPN client another 40 percent. It is probably a build running in the background rather than the emulator itself.",
        )
        .user("Oh, Android Studio is indexing, I see it now. Never mind then, I will wait a few minutes.")
        .assistant("Okay. If it stays slow after indexing, a cold boot of the emulator sometimes helps.")
        .stop(),
    planted: [],
  },
  {
    id: "b206-empty-hypothesis",
    build: (s) =>
      s
        .user(
          "Some users say the app logs them out after about ten minutes even when they are active. Could the session timeout be set wrong, or is it maybe the backend?",
        )
        .file("Read", "core/session/src/main/java/com/northbank/core/session/SessionTimeout.kt")
        .assistant(
          "The app's inactivity timeout is five minutes, measured from the last touch event. It might be that the backend token expires after ten minutes and the refresh fails; I can't confirm that from the app code alone.",
        )
        .user("Hm, maybe. I don't want to guess. I will ask the backend team what the token lifetime is and we look at it again when I have an answer.")
        .assistant("Sounds good. When you know the lifetime, I can check the refresh logic against it.")
        .stop(),
    planted: [],
  },
];

export const BLIND206 = plantedSet(BLIND206_SESSIONS, Date.UTC(2026, 10, 9, 9));
