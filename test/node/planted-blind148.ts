/**
 * Blind planted set 148 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a Kotlin Android developer who writes long run-on messages joined by commas and "and",
 * often stating several decisions, rules and tasks in one breath, lowercase, few full stops.
 * Each session is one segment; the items planted in it are listed with it: 80 items (19 decisions, 25 instructions,
 * 19 facts, 17 tasks) in 47 sessions, 13 of which plant nothing (64 user/assistant messages between them).
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

export const BLIND148_SESSIONS: BlindSession[] = [
  {
    id: "b148-hilt-over-koin",
    build: (s) =>
      s
        .user(
          "ok so I read both of your writeups and we're going with hilt, not koin, the compile time checking is worth the kapt pain and the team already knows dagger, and put all the hilt modules in core/di so they're not scattered across feature modules like last time",
        )
        .file("Read", "app/build.gradle.kts")
        .bash(
          "./gradlew :app:dependencies --configuration releaseRuntimeClasspath | grep -i koin",
          "+--- io.insert-koin:koin-android:3.5.3\n|    +--- io.insert-koin:koin-core:3.5.3",
        )
        .assistant(
          "Koin is still on the runtime classpath through :app. I'll swap it for Hilt in :app and add the Hilt plugin to the version catalog, then move the one existing module into core/di.",
        )
        .file("Edit", "gradle/libs.versions.toml")
        .file("Edit", "app/build.gradle.kts")
        .file("Write", "core/di/src/main/kotlin/com/tidepool/core/di/NetworkModule.kt")
        .bash("./gradlew :app:assembleDebug", "BUILD SUCCESSFUL in 1m 12s\n214 actionable tasks: 38 executed, 176 up-to-date")
        .user(
          "nice, the workers still use the old koin factory thing though, leave that for now and we'll need to move the WorkManager workers over to HiltWorker at some point, it's not urgent",
        )
        .stop("Left the workers as they are. Build is green with Hilt in :app and NetworkModule in core/di."),
    planted: [
      { kind: "decision", keys: ["hilt", "koin"] },
      { kind: "instruction", keys: ["core/di"] },
      { kind: "task", keys: ["hiltworker"] },
    ],
  },
  {
    id: "b148-compose-previews-typo",
    build: (s) =>
      s
        .user("there's a typo in the settings screen title, it says Setings, fix it please and then run the unit tests for :feature:settings")
        .bash(
          'grep -rn "Setings" feature/settings/src',
          'feature/settings/src/main/res/values/strings.xml:12:    <string name="settings_title">Setings</string>',
        )
        .file("Edit", "feature/settings/src/main/res/values/strings.xml")
        .bash("./gradlew :feature:settings:testDebugUnitTest", "BUILD SUCCESSFUL in 41s\n47 tests completed")
        .assistant('Fixed the string to "Settings" and the :feature:settings unit tests pass (47 tests).')
        .user("cool thanks, what's the difference again between testDebugUnitTest and test, does test run both variants?")
        .assistant(
          "Yes, `test` runs the unit tests for every build variant (debug and release here), `testDebugUnitTest` runs only the debug variant, so it is roughly half the time.",
        )
        .user("ah ok makes sense, cheers")
        .stop(),
    planted: [],
  },
  {
    id: "b148-room-migration-root-cause",
    build: (s) =>
      s
        .user(
          "the crash on upgrade from 3.8 to 3.9 is back in crashlytics, IllegalStateException about the migration, can you dig into it, I think maybe it's the index on the trips table but honestly not sure",
        )
        .bash(
          "./gradlew :core:database:connectedDebugAndroidTest --tests '*MigrationTest*'",
          "MigrationTest > migrate14To15 FAILED\n    java.lang.IllegalStateException: Migration didn't properly handle: trips(com.tidepool.core.database.TripEntity).\n     Expected: TableInfo{name='trips', columns={..., synced_at=Column{name='synced_at', type='INTEGER', notNull=true, defaultValue='0'}}\n     Found: TableInfo{name='trips', columns={..., synced_at=Column{name='synced_at', type='INTEGER', notNull=false, defaultValue='undefined'}}",
          1,
        )
        .file("Read", "core/database/src/main/kotlin/com/tidepool/core/database/migrations/Migration14To15.kt")
        .assistant(
          "It's not the index. Migration14To15 adds `synced_at` as a nullable INTEGER with no default, but the entity declares it `NOT NULL DEFAULT 0`, so Room's schema validation fails on every device that upgrades from schema 14. I'll fix the ALTER TABLE to add `NOT NULL DEFAULT 0`.",
        )
        .file("Edit", "core/database/src/main/kotlin/com/tidepool/core/database/migrations/Migration14To15.kt")
        .bash("./gradlew :core:database:connectedDebugAndroidTest --tests '*MigrationTest*'", "BUILD SUCCESSFUL in 2m 3s\n9 tests completed")
        .user(
          "right ok that's the real cause then, the synced_at column in migration 14 to 15, good, and from now on every room migration gets a MigrationTest case before it's merged, no exceptions, I'm tired of finding these in crashlytics",
        )
        .stop("All 9 migration tests pass now."),
    planted: [
      { kind: "fact", keys: ["synced_at"] },
      { kind: "instruction", keys: ["migrationtest"] },
    ],
  },
  {
    id: "b148-emulator-api-level",
    build: (s) =>
      s
        .user(
          "fyi the CI emulators are pinned to api 30 because the api 33 system images kept timing out on boot in github actions, so don't be surprised when the instrumented tests say api 30, and can you add the missing test for the trip list empty state while you're at it",
        )
        .file("Read", ".github/workflows/android.yml")
        .file("Write", "feature/trips/src/androidTest/kotlin/com/tidepool/feature/trips/TripListEmptyStateTest.kt")
        .bash(
          "./gradlew :feature:trips:connectedDebugAndroidTest --tests '*TripListEmptyStateTest*'",
          "Starting 1 tests on Pixel_6_API_30(AVD) - 11\nBUILD SUCCESSFUL in 1m 38s",
        )
        .assistant("Added TripListEmptyStateTest; it passes on the API 30 emulator.")
        .user("perfect ty")
        .stop(),
    planted: [{ kind: "fact", keys: ["api 30"] }],
  },
  {
    id: "b148-coroutines-dispatchers",
    build: (s) =>
      s
        .user(
          "quick one, in the repository layer stop hardcoding Dispatchers.IO, inject the dispatcher with the @IoDispatcher qualifier so tests can swap it, and that goes for any new repository too, and also the TripRepository one is wrong right now so fix that one now",
        )
        .bash(
          'grep -rn "Dispatchers.IO" core/data/src/main',
          "core/data/src/main/kotlin/com/tidepool/core/data/TripRepository.kt:41:        withContext(Dispatchers.IO) {",
        )
        .file("Edit", "core/data/src/main/kotlin/com/tidepool/core/data/TripRepository.kt")
        .bash("./gradlew :core:data:testDebugUnitTest", "BUILD SUCCESSFUL in 28s\n63 tests completed")
        .assistant("TripRepository now takes `@IoDispatcher ioDispatcher: CoroutineDispatcher` in its constructor; tests pass.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["iodispatcher"] }],
  },
  {
    id: "b148-image-loading-choice",
    build: (s) =>
      s
        .user("so for image loading, glide or coil, what would you pick for a compose-only app, we have maybe 40 screens with images")
        .assistant(
          "For a Compose-only app I'd pick Coil: it's Kotlin-first, coroutine-based, has `AsyncImage` out of the box and a smaller method count. Glide's Compose integration is still marked experimental. The one thing Glide does better is its disk cache tuning, which you probably don't need at 40 screens.",
        )
        .user(
          "yeah ok coil it is, go ahead and add it to the catalog, and set up a single ImageLoader in the app class with the okhttp client we already have so we don't end up with two http stacks",
        )
        .file("Edit", "gradle/libs.versions.toml")
        .file("Edit", "app/src/main/kotlin/com/tidepool/TidepoolApp.kt")
        .bash("./gradlew :app:assembleDebug", "BUILD SUCCESSFUL in 58s")
        .assistant("Coil 2.6.0 is in the catalog and TidepoolApp implements ImageLoaderFactory with the shared OkHttpClient.")
        .stop(),
    planted: [{ kind: "decision", keys: ["coil"] }],
  },
  {
    id: "b148-release-signing",
    build: (s) =>
      s
        .user(
          "the release build failed on my machine with a signing error, can you look, and btw the upload keystore lives in 1password under 'Tidepool Android upload key' and only me and Priya have access, the play app signing key is held by google so we can't lose that one anyway",
        )
        .bash(
          "./gradlew :app:bundleRelease",
          "> Task :app:signReleaseBundle FAILED\nExecution failed for task ':app:signReleaseBundle'.\n> Keystore file '/Users/dan/keys/upload.jks' not found for signing config 'release'.",
          1,
        )
        .file("Read", "app/build.gradle.kts")
        .assistant(
          "The release signing config reads `TIDEPOOL_UPLOAD_KEYSTORE` from local.properties and it points to /Users/dan/keys/upload.jks, which doesn't exist on this machine. Export the keystore from 1Password to that path (or change the property) and it should sign.",
        )
        .user("ugh yeah I moved it to ~/keys, updated local.properties")
        .bash("./gradlew :app:bundleRelease", "BUILD SUCCESSFUL in 3m 9s")
        .stop("Release bundle built and signed."),
    planted: [
      { kind: "fact", keys: ["1password"] },
      { kind: "fact", keys: ["priya"] },
      { kind: "fact", keys: ["play app signing"] },
    ],
  },
  {
    id: "b148-detekt-baseline",
    build: (s) =>
      s
        .user("run detekt on the whole project and tell me how bad it is")
        .bash(
          "./gradlew detekt",
          "> Task :feature:trips:detekt FAILED\nstyle - 23 weighted issues\n  MagicNumber - [TripMapViewModel.kt:88]\n  MaxLineLength - [TripMapScreen.kt:201]\n  ForbiddenComment - [SyncWorker.kt:17] // TODO: never retry on 4xx\ncomplexity - 11 weighted issues\n  LongMethod - [TripMapScreen.kt:40]",
          1,
        )
        .assistant(
          "34 weighted issues, almost all in :feature:trips. Most are MagicNumber and MaxLineLength in the map screen, plus the ForbiddenComment rule flags the TODO in SyncWorker. Do you want me to generate a baseline, or fix them?",
        )
        .user("hmm how long would fixing them take do you think, or is a baseline the lazy option here")
        .assistant("Fixing is maybe half an hour; most are mechanical. A baseline is quicker but the issues stay hidden until someone touches the file.")
        .user("let me think about it and get back to you, I don't want to decide that on a friday afternoon")
        .stop(),
    planted: [],
  },
  {
    id: "b148-min-sdk",
    build: (s) =>
      s
        .user(
          "product finally signed off, we're bumping minSdk to 26, so drop the desugaring for java.time and all the ThreeTenABP stuff, and remove the api 24 branches in the notification code while you're there, and then we need to tell the play console people to update the store listing requirements but that's for me not you",
        )
        .bash(
          'grep -rln "threetenabp\\|Build.VERSION_CODES.N\\b" --include=*.kt --include=*.kts .',
          "app/build.gradle.kts\ncore/common/src/main/kotlin/com/tidepool/core/common/Dates.kt\ncore/notifications/src/main/kotlin/com/tidepool/core/notifications/Channels.kt",
        )
        .file("Edit", "build-logic/convention/src/main/kotlin/AndroidConventions.kt")
        .file("Edit", "app/build.gradle.kts")
        .file("Edit", "core/common/src/main/kotlin/com/tidepool/core/common/Dates.kt")
        .file("Edit", "core/notifications/src/main/kotlin/com/tidepool/core/notifications/Channels.kt")
        .bash("./gradlew assembleDebug testDebugUnitTest", "BUILD SUCCESSFUL in 4m 21s")
        .assistant(
          "minSdk is 26 in the convention plugin, ThreeTenABP and core library desugaring are gone, and the pre-26 notification channel branches are removed. Everything builds and the unit tests pass.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["minsdk", "26"] },
      { kind: "task", keys: ["play console"] },
    ],
  },
  {
    id: "b148-flaky-map-test",
    build: (s) =>
      s
        .user(
          "TripMapScreenTest is flaky again, it failed twice on CI today, maybe it's the animation or maybe the map tiles loading slowly, I dunno, can you have a look",
        )
        .bash(
          "./gradlew :feature:trips:connectedDebugAndroidTest --tests '*TripMapScreenTest*' --rerun-tasks",
          "TripMapScreenTest > showsRouteAfterLoad PASSED\nTripMapScreenTest > recentersOnTap PASSED\nBUILD SUCCESSFUL in 1m 51s",
        )
        .assistant(
          "It passed three times in a row locally. Without a failing run I can't tell which it is; the CI logs only show a timeout in `waitUntil`. Could be tile loading, could be the emulator being slow.",
        )
        .user("hm ok, maybe bump the timeout? no wait, that just hides it, leave it, probably just CI being CI")
        .assistant("Okay, leaving it as is.")
        .stop(),
    planted: [],
  },
  {
    id: "b148-branching-rules",
    build: (s) =>
      s
        .user(
          "couple of rules for you since you'll be in this repo a lot, never push straight to develop, always branch as feature/TP-<ticket> and open a PR, squash merge only, and run ./gradlew spotlessApply before every commit because the CI check fails on formatting and it wastes 15 min of runner time",
        )
        .bash("git branch --show-current && git status --short", "develop\n M feature/trips/src/main/kotlin/com/tidepool/feature/trips/TripListScreen.kt")
        .assistant("Noted. You're on develop with an uncommitted change to TripListScreen.kt; want me to move it to a feature branch?")
        .user("yes, it's TP-412")
        .bash("git switch -c feature/TP-412 && ./gradlew spotlessApply", "Switched to a new branch 'feature/TP-412'\nBUILD SUCCESSFUL in 19s")
        .stop("On feature/TP-412 with spotless applied."),
    planted: [
      { kind: "instruction", keys: ["develop"] },
      { kind: "instruction", keys: ["feature/tp-"] },
      { kind: "instruction", keys: ["squash"] },
      { kind: "instruction", keys: ["spotlessapply"] },
    ],
  },
  {
    id: "b148-navigation-typesafe",
    build: (s) =>
      s
        .user(
          "I want to get rid of the string routes in the nav graph, thoughts on the type safe navigation in navigation 2.8 vs just wrapping the strings in a sealed class",
        )
        .assistant(
          "Navigation 2.8's type-safe routes use @Serializable route classes, so arguments are checked at compile time and you delete the manual argument parsing. A sealed class of strings keeps the runtime parsing. The catch is that 2.8 needs the kotlinx-serialization plugin in every feature module with a destination.",
        )
        .user(
          "we already have serialization everywhere for the api models so that's fine, let's do the 2.8 type safe routes, start with the trips graph and we'll do settings and onboarding in a later PR, don't do them now",
        )
        .file("Edit", "gradle/libs.versions.toml")
        .file("Edit", "feature/trips/src/main/kotlin/com/tidepool/feature/trips/navigation/TripsNavigation.kt")
        .bash("./gradlew :feature:trips:assembleDebug :feature:trips:testDebugUnitTest", "BUILD SUCCESSFUL in 1m 4s")
        .assistant(
          "The trips graph now uses `@Serializable data object TripList` and `@Serializable data class TripDetail(val tripId: String)`; the string routes there are gone.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["type safe", "2.8"] },
      { kind: "task", keys: ["onboarding"] },
    ],
  },
  {
    id: "b148-gradle-daemon-chat",
    build: (s) =>
      s
        .user("my laptop fan has been going nuts all morning, is it the gradle daemon, can you check how many are running")
        .bash("./gradlew --status", "   PID STATUS   INFO\n 48211 IDLE     8.7\n 51022 BUSY     8.7\n 39980 STOPPED  (by user or operating system)")
        .assistant("Two daemons are alive, one idle and one busy (the busy one is probably Android Studio's sync). The third is stopped.")
        .user("kill the idle one")
        .bash("kill 48211", "")
        .assistant("Killed the idle daemon (PID 48211).")
        .user("thanks, still loud but whatever, probably chrome lol")
        .stop(),
    planted: [],
  },
  {
    id: "b148-sync-backoff-fact",
    build: (s) =>
      s
        .user("why is the sync worker retrying so slowly after a failure, users say it takes ages to sync after they get signal back")
        .file("Read", "core/sync/src/main/kotlin/com/tidepool/core/sync/SyncWorker.kt")
        .bash(
          'grep -n "BackoffPolicy\\|setBackoffCriteria" -r core/sync/src',
          "core/sync/src/main/kotlin/com/tidepool/core/sync/SyncScheduler.kt:33:            .setBackoffCriteria(BackoffPolicy.EXPONENTIAL, 10, TimeUnit.MINUTES)",
        )
        .assistant(
          "SyncScheduler sets exponential backoff starting at 10 minutes, so after three failures the next retry is 40 minutes later. The worker also has a network constraint, so when signal comes back WorkManager should start it anyway, unless it is still inside the backoff window.",
        )
        .user(
          "ok 10 minutes is way too much, we go with linear 30 seconds for the sync backoff, and I'll need to check with the backend folks whether they rate limit us, add a TODO for me in the ticket not in the code",
        )
        .file("Edit", "core/sync/src/main/kotlin/com/tidepool/core/sync/SyncScheduler.kt")
        .bash("./gradlew :core:sync:testDebugUnitTest", "BUILD SUCCESSFUL in 22s")
        .assistant("Backoff is now `BackoffPolicy.LINEAR, 30, TimeUnit.SECONDS`; tests pass.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["linear", "30"] },
      { kind: "task", keys: ["rate limit"] },
    ],
  },
  {
    id: "b148-proguard-crash",
    build: (s) =>
      s
        .user(
          "release build crashes on startup but debug is fine, classic r8 thing I guess, logcat is below\n\nFATAL EXCEPTION: main\njava.lang.NoSuchMethodException: com.tidepool.core.network.model.TripDto.<init> []",
        )
        .bash('grep -rn "TripDto\\|core.network.model" app/proguard-rules.pro core/network/consumer-rules.pro', "", 1)
        .assistant(
          "There are no keep rules for the DTOs. Moshi reflection on TripDto needs the no-arg constructor, which R8 strips. The network module uses reflective Moshi rather than codegen, which is why only release breaks. Adding `-keep class com.tidepool.core.network.model.** { *; }` to core/network/consumer-rules.pro fixes it.",
        )
        .file("Edit", "core/network/consumer-rules.pro")
        .bash(
          "./gradlew :app:installRelease && adb shell am start -n com.tidepool/.MainActivity",
          "Installed on 1 device.\nStarting: Intent { cmp=com.tidepool/.MainActivity }",
        )
        .user(
          "works now, and yeah, the reflective moshi is the thing, we should switch the network module to moshi codegen with ksp so this can't happen again, not today though, put it on the list",
        )
        .stop("Release starts fine now."),
    planted: [
      { kind: "fact", keys: ["reflective moshi"] },
      { kind: "task", keys: ["codegen"] },
    ],
  },
  {
    id: "b148-compose-stability",
    build: (s) =>
      s
        .user(
          "the trip list recomposes every row when one item changes, I checked layout inspector, is it because the list is a List and not an ImmutableList, or is it the lambda, I've read both things",
        )
        .file("Read", "feature/trips/src/main/kotlin/com/tidepool/feature/trips/TripListScreen.kt")
        .bash(
          "./gradlew :feature:trips:assembleRelease -PcomposeCompilerReports=true && cat feature/trips/build/compose_compiler/feature_trips_release-composables.txt | grep TripRow",
          "restartable fun TripRow(\n  unstable trip: Trip\n  stable onClick: Function1<String, Unit>\n)",
        )
        .assistant(
          "The compiler report says `trip: Trip` is unstable, the lambda is fine. Trip is from :core:model, which has no Compose compiler, so its classes are treated as unstable. Two options: a stability configuration file listing com.tidepool.core.model.*, or annotate the model classes with @Immutable, which adds a compose-runtime dependency to core:model.",
        )
        .user("stability config file, I don't want compose in core model, and put it at the repo root as compose_stability.conf so all modules can point at it")
        .file("Write", "compose_stability.conf")
        .file("Edit", "build-logic/convention/src/main/kotlin/ComposeConventions.kt")
        .bash(
          "./gradlew :feature:trips:assembleRelease -PcomposeCompilerReports=true && grep TripRow -A2 feature/trips/build/compose_compiler/feature_trips_release-composables.txt",
          "restartable skippable fun TripRow(\n  stable trip: Trip",
        )
        .stop("TripRow is skippable now."),
    planted: [
      { kind: "fact", keys: ["core:model", "unstable"] },
      { kind: "decision", keys: ["compose_stability.conf"] },
    ],
  },
  {
    id: "b148-standup-notes",
    build: (s) =>
      s
        .user("can you summarize what I changed on this branch vs develop, I need it for standup in 5 min")
        .bash(
          "git log --oneline develop..HEAD",
          "a81f2c3 TP-418 show sync state badge on trip rows\n6d0e1b9 TP-418 add SyncState to TripUiModel\n0c93e44 TP-418 spotless",
        )
        .assistant("Three commits for TP-418: a SyncState field on TripUiModel, a sync-state badge on the trip rows, and a formatting commit.")
        .user("perfect, shorter?")
        .assistant("TP-418: trip rows now show a sync-state badge.")
        .user("lol great")
        .stop(),
    planted: [],
  },
  {
    id: "b148-feature-flags",
    build: (s) =>
      s
        .user(
          "we're adding the new offline maps thing behind a flag, flags come from firebase remote config, the wrapper is FeatureFlags in core/config, and new flags always default to false in code, so if remote config fails to fetch the feature stays hidden, ok can you add offline_maps_enabled",
        )
        .file("Read", "core/config/src/main/kotlin/com/tidepool/core/config/FeatureFlags.kt")
        .file("Edit", "core/config/src/main/kotlin/com/tidepool/core/config/FeatureFlags.kt")
        .file("Edit", "core/config/src/main/res/xml/remote_config_defaults.xml")
        .bash("./gradlew :core:config:testDebugUnitTest", "BUILD SUCCESSFUL in 17s")
        .assistant("Added `offlineMapsEnabled` backed by the `offline_maps_enabled` key, default false in remote_config_defaults.xml.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["featureflags", "core/config"] },
      { kind: "instruction", keys: ["default", "false"] },
    ],
  },
  {
    id: "b148-baseline-profile",
    build: (s) =>
      s
        .user(
          "cold start on the pixel 4a is like 1.9s which is bad, I was thinking baseline profiles, or maybe it's just the hilt graph being big, what do you reckon",
        )
        .bash(
          "./gradlew :benchmark:connectedBenchmarkAndroidTest -P android.testInstrumentationRunnerArguments.class=com.tidepool.benchmark.StartupBenchmark",
          "StartupBenchmark_startupCompilationNone\ntimeToInitialDisplayMs   min 1,812.4,   median 1,903.7,   max 2,044.1\nStartupBenchmark_startupCompilationBaselineProfiles\ntimeToInitialDisplayMs   min 1,102.9,   median 1,164.2,   max 1,270.8",
        )
        .assistant(
          "The benchmark module already compares both: with a baseline profile the median cold start drops from 1,904 ms to 1,164 ms, so the profile alone removes about 740 ms. The app just doesn't ship one yet.",
        )
        .user(
          "ok that settles it, we ship a baseline profile with every release from now on, generate it in the release workflow, and the target is under 1.2s median on the 4a, that's the number I'm telling product",
        )
        .file("Edit", ".github/workflows/release.yml")
        .file("Edit", "app/build.gradle.kts")
        .bash(
          "./gradlew :app:generateReleaseBaselineProfile",
          "BUILD SUCCESSFUL in 6m 40s\nWrote app/src/release/generated/baselineProfiles/baseline-prof.txt (8,214 rules)",
        )
        .stop("Release workflow now generates the baseline profile before bundling."),
    planted: [
      { kind: "instruction", keys: ["baseline profile"] },
      { kind: "decision", keys: ["1.2"] },
    ],
  },
  {
    id: "b148-strings-translation",
    build: (s) =>
      s
        .user(
          "new strings only go in values/strings.xml in english, do not touch the values-de or values-fr files, lokalise syncs those and if we edit them by hand the next sync overwrites it and the translators get confused, ok so add the strings for the offline maps settings toggle",
        )
        .file("Edit", "feature/settings/src/main/res/values/strings.xml")
        .bash("./gradlew :feature:settings:lintDebug", "Ran lint on variant debug: 0 issues found")
        .assistant("Added `offline_maps_title` and `offline_maps_summary` to values/strings.xml only; lint is clean.")
        .user("and the lokalise project is owned by Marta in the design team if you ever see a key naming issue, she's the one to ask")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["lokalise"] },
      { kind: "fact", keys: ["marta"] },
    ],
  },
  {
    id: "b148-withdrawn-paging",
    build: (s) =>
      s
        .user("should we put the trip history on paging 3, it's getting long for some users, like 2000 trips")
        .assistant(
          "Paging 3 with a Room PagingSource would work well here: Room invalidates the source when trips change, and LazyColumn has `collectAsLazyPagingItems`. It does add complexity in the ViewModel tests.",
        )
        .user("yeah let's do paging 3 for it")
        .bash("./gradlew :feature:trips:dependencies --configuration debugRuntimeClasspath | grep paging", "", 1)
        .assistant(
          "Paging isn't on the classpath yet. Before I add it: the query currently loads all 2000 rows, but the list only shows the title and date, so a lighter projection might be enough.",
        )
        .user(
          "actually no, scratch the paging thing, 2000 rows is nothing for room, just fix the query to only select the columns we show and we'll see if anyone still complains",
        )
        .file("Edit", "core/database/src/main/kotlin/com/tidepool/core/database/dao/TripDao.kt")
        .bash("./gradlew :core:database:testDebugUnitTest", "BUILD SUCCESSFUL in 31s")
        .stop("TripDao.observeTripSummaries now selects only id, title and started_at."),
    planted: [],
  },
  {
    id: "b148-api-base-urls",
    build: (s) =>
      s
        .user(
          "the staging api is at api.staging.tidepool.app and prod is api.tidepool.app, and staging gets wiped every sunday night so don't rely on test accounts surviving the weekend, anyway can you make the debug build point at staging, it's pointing at prod which is scary",
        )
        .file("Read", "app/build.gradle.kts")
        .bash('grep -n "BASE_URL" app/build.gradle.kts', '28:        buildConfigField("String", "BASE_URL", "\\"https://api.tidepool.app/\\"")')
        .file("Edit", "app/build.gradle.kts")
        .bash(
          "./gradlew :app:assembleDebug && grep BASE_URL app/build/generated/source/buildConfig/debug/com/tidepool/BuildConfig.java",
          'BUILD SUCCESSFUL in 49s\n  public static final String BASE_URL = "https://api.staging.tidepool.app/";',
        )
        .assistant("Debug now uses https://api.staging.tidepool.app/ and release keeps https://api.tidepool.app/.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["api.staging.tidepool.app"] },
      { kind: "fact", keys: ["sunday"] },
    ],
  },
  {
    id: "b148-viewmodel-tests-turbine",
    build: (s) =>
      s
        .user(
          "the viewmodel tests are a mess, half use turbine half do the runCurrent and toList dance, I want everything flow related tested with turbine going forward, and use the MainDispatcherRule from core/testing not a hand rolled one, can you convert TripDetailViewModelTest as the example",
        )
        .file("Read", "feature/trips/src/test/kotlin/com/tidepool/feature/trips/TripDetailViewModelTest.kt")
        .file("Edit", "feature/trips/src/test/kotlin/com/tidepool/feature/trips/TripDetailViewModelTest.kt")
        .bash("./gradlew :feature:trips:testDebugUnitTest --tests '*TripDetailViewModelTest*'", "BUILD SUCCESSFUL in 26s\n8 tests completed")
        .assistant(
          "TripDetailViewModelTest now uses `MainDispatcherRule` from core/testing and `turbine`'s `test {}` for every state flow assertion; all 8 pass.",
        )
        .user("nice, the other ~20 viewmodel tests need the same treatment, do them next week when I'm off the release")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["turbine"] },
      { kind: "instruction", keys: ["maindispatcherrule"] },
      { kind: "task", keys: ["viewmodel tests"] },
    ],
  },
  {
    id: "b148-lint-output",
    build: (s) =>
      s
        .user("run lint on app and paste me the summary")
        .bash(
          "./gradlew :app:lintDebug",
          'app/src/main/AndroidManifest.xml:14: Warning: Should explicitly set android:exported [IntentFilterExportedReceiver]\napp/src/main/res/layout/widget_trip.xml:9: Warning: Hardcoded string "Always on", should use @string resource [HardcodedText]\nlint.xml: <issue id="GradleDependency" severity="ignore" /> <!-- never update blindly -->\n0 errors, 2 warnings',
        )
        .assistant(
          'Lint: 0 errors, 2 warnings. One is a receiver without an explicit `android:exported`, the other a hardcoded "Always on" in the trip widget layout.',
        )
        .user("ok the exported one is weird, which receiver is it")
        .assistant("It's BootCompletedReceiver in the app manifest, line 14. It has an intent filter for BOOT_COMPLETED and no exported attribute.")
        .user("hm that should be exported=false I think? or does boot completed need true, not sure")
        .assistant('BOOT_COMPLETED is a protected broadcast sent by the system, so `android:exported="false"` still receives it.')
        .user("ok good to know, thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b148-datastore-migration",
    build: (s) =>
      s
        .user(
          "ok decision time on settings storage, we're moving off SharedPreferences to proto datastore, not preferences datastore, the schema thing is worth it, and the SharedPreferencesMigration has to stay in for at least two releases so people upgrading from old versions keep their settings, then we can rip it out, start with the units setting",
        )
        .file("Write", "core/datastore/src/main/proto/user_settings.proto")
        .file("Write", "core/datastore/src/main/kotlin/com/tidepool/core/datastore/UserSettingsSerializer.kt")
        .file("Edit", "core/datastore/src/main/kotlin/com/tidepool/core/datastore/SettingsDataSource.kt")
        .bash("./gradlew :core:datastore:testDebugUnitTest", "BUILD SUCCESSFUL in 34s\n12 tests completed")
        .assistant("The units setting now lives in proto DataStore (`user_settings.proto`), with a SharedPreferencesMigration reading the old `units` key.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["proto datastore"] },
      { kind: "task", keys: ["sharedpreferencesmigration"] },
    ],
  },
  {
    id: "b148-okhttp-timeouts",
    build: (s) =>
      s
        .user("uploads of big trip gpx files time out on slow connections, what's our okhttp timeout")
        .bash(
          'grep -rn "Timeout(" core/network/src/main',
          "core/network/src/main/kotlin/com/tidepool/core/network/OkHttpFactory.kt:22:            .connectTimeout(10, TimeUnit.SECONDS)\ncore/network/src/main/kotlin/com/tidepool/core/network/OkHttpFactory.kt:23:            .writeTimeout(10, TimeUnit.SECONDS)",
        )
        .assistant("Connect and write timeouts are both 10 seconds on the shared client, so a large GPX on a slow uplink can exceed the write timeout.")
        .user(
          "right, don't change the shared client, make a separate client for uploads with 120s write timeout derived from the shared one via newBuilder, we agreed on that in the arch meeting, and all uploads always go through the upload client",
        )
        .file("Edit", "core/network/src/main/kotlin/com/tidepool/core/network/OkHttpFactory.kt")
        .file("Edit", "core/di/src/main/kotlin/com/tidepool/core/di/NetworkModule.kt")
        .bash("./gradlew :core:network:testDebugUnitTest", "BUILD SUCCESSFUL in 20s")
        .stop("Added an `@UploadClient` OkHttpClient with a 120 s write timeout, built from the shared client."),
    planted: [
      { kind: "decision", keys: ["120"] },
      { kind: "instruction", keys: ["upload client"] },
    ],
  },
  {
    id: "b148-version-catalog-rule",
    build: (s) =>
      s
        .user(
          "I see you added a dependency with a hardcoded version string in feature/trips/build.gradle.kts, we don't do that, every dependency goes through libs.versions.toml, and bumping versions is renovate's job so don't bump stuff unless I ask",
        )
        .file("Read", "feature/trips/build.gradle.kts")
        .file("Edit", "gradle/libs.versions.toml")
        .file("Edit", "feature/trips/build.gradle.kts")
        .bash("./gradlew :feature:trips:assembleDebug", "BUILD SUCCESSFUL in 37s")
        .assistant("Moved maps-compose to the catalog as `libs.maps.compose`; the module no longer has a hardcoded version.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["libs.versions.toml"] },
      { kind: "instruction", keys: ["renovate"] },
    ],
  },
  {
    id: "b148-weekend-plans",
    build: (s) =>
      s
        .user("are you able to read my calendar or no")
        .assistant("No, I only have this repository and a shell on your machine. I can't see your calendar.")
        .user("figured, ok, just wondering if I'd blocked friday for the release or not, never mind")
        .assistant("You could check `git log` for the release tag date if that helps, but not the calendar itself.")
        .user("nah it's fine, I'll check on my phone")
        .stop(),
    planted: [],
  },
  {
    id: "b148-crashlytics-ndk",
    build: (s) =>
      s
        .user(
          "the native crashes from the map sdk show up in crashlytics without symbols, is that the ndk upload thing, I think we turned it off at some point because the build was slow but not sure",
        )
        .bash(
          'grep -n "nativeSymbolUploadEnabled\\|firebaseCrashlytics" app/build.gradle.kts',
          "61:    firebaseCrashlytics {\n62:        nativeSymbolUploadEnabled = false",
        )
        .assistant(
          "Yes, `nativeSymbolUploadEnabled = false` in the release block, so native frames from the map SDK aren't symbolicated. Turning it on adds the `uploadCrashlyticsSymbolFileRelease` task, which usually costs a minute or so.",
        )
        .user("turn the native symbol upload on, a minute on release builds is fine")
        .file("Edit", "app/build.gradle.kts")
        .bash("./gradlew :app:bundleRelease", "> Task :app:uploadCrashlyticsSymbolFileRelease\nBUILD SUCCESSFUL in 4m 2s")
        .stop("Native symbol upload is on for release."),
    planted: [{ kind: "decision", keys: ["native symbol"] }],
  },
  {
    id: "b148-module-ownership",
    build: (s) =>
      s
        .user(
          "heads up, the :feature:payments module belongs to the payments squad, Jonas is the lead there, we don't touch it without a review from them, and the billing library is pinned to 6.2 because 7 has a bug with pending purchases, now, can you fix the unused import warnings in :feature:trips",
        )
        .bash(
          "./gradlew :feature:trips:compileDebugKotlin 2>&1 | grep 'w: '",
          "w: file:///.../TripListScreen.kt:7:8 Unused import\nw: file:///.../TripMapScreen.kt:12:8 Unused import",
        )
        .file("Edit", "feature/trips/src/main/kotlin/com/tidepool/feature/trips/TripListScreen.kt")
        .file("Edit", "feature/trips/src/main/kotlin/com/tidepool/feature/trips/TripMapScreen.kt")
        .assistant("Removed the two unused imports; :feature:trips compiles with no warnings.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["jonas"] },
      { kind: "instruction", keys: ["payments", "review"] },
      { kind: "fact", keys: ["billing", "6.2"] },
    ],
  },
  {
    id: "b148-apk-size",
    build: (s) =>
      s
        .user("how big is the release apk now, I remember it being around 18 mb")
        .bash(
          "./gradlew :app:assembleRelease && ls -lh app/build/outputs/apk/release/",
          "BUILD SUCCESSFUL in 2m 48s\n-rw-r--r--  1 dan  staff   21M  app-release.apk",
        )
        .assistant("21 MB now. The biggest growth is probably the map SDK's native libs; an APK Analyzer pass would confirm.")
        .user("hmm, could be the maps stuff or the fonts we added, do you think splitting per abi would help much")
        .assistant("ABI splits don't matter for Play since the App Bundle already delivers one ABI per device. They'd only shrink sideloaded APKs.")
        .user("ok doesn't matter then, just curious")
        .stop(),
    planted: [],
  },
  {
    id: "b148-accessibility-rules",
    build: (s) =>
      s
        .user(
          "we got an accessibility audit back and it's not great, so going forward every Icon that's clickable needs a contentDescription, decorative ones get null explicitly, and minimum touch target is 48dp, can you fix the ones they listed on the trip detail screen",
        )
        .file("Read", "feature/trips/src/main/kotlin/com/tidepool/feature/trips/TripDetailScreen.kt")
        .file("Edit", "feature/trips/src/main/kotlin/com/tidepool/feature/trips/TripDetailScreen.kt")
        .bash("./gradlew :feature:trips:connectedDebugAndroidTest --tests '*TripDetailA11yTest*'", "BUILD SUCCESSFUL in 1m 22s")
        .assistant(
          "Added content descriptions to the share, edit and delete icons, set the map legend icons to `contentDescription = null`, and wrapped the small delete icon in a 48.dp minimum touch target.",
        )
        .user(
          "the audit report pdf is in the shared drive under Audits/2026, by the way, if you need the full list, which we still need to go through for the onboarding screens, that's the next a11y ticket",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["contentdescription"] },
      { kind: "instruction", keys: ["48dp"] },
      { kind: "task", keys: ["onboarding screens"] },
      { kind: "fact", keys: ["audits/2026"] },
    ],
  },
  {
    id: "b148-kotlin-version",
    build: (s) =>
      s
        .user("which kotlin version are we on, and is the compose compiler plugin separate now")
        .bash(
          'grep -n "kotlin\\s*=\\|compose-compiler" gradle/libs.versions.toml',
          '4:kotlin = "2.0.21"\n31:compose-compiler = { id = "org.jetbrains.kotlin.plugin.compose", version.ref = "kotlin" }',
        )
        .assistant(
          "Yes, since Kotlin 2.0 the Compose compiler ships as the `org.jetbrains.kotlin.plugin.compose` Gradle plugin, released together with Kotlin itself.",
        )
        .user("oh nice so no more compose compiler version matrix hell")
        .assistant("Right, the Compose compiler always matches the Kotlin version now.")
        .stop(),
    planted: [],
  },
  {
    id: "b148-widget-glance",
    build: (s) =>
      s
        .user(
          "for the home screen widget we talked about remoteviews vs glance last week, I'm going with glance, the team doesn't want to write xml layouts again, and it can live in its own module :feature:widget, and we'll need a proper design from Marta before it ships, placeholder ui is fine for now",
        )
        .bash("./gradlew projects | grep feature", "+--- Project ':feature:payments'\n+--- Project ':feature:settings'\n+--- Project ':feature:trips'")
        .file("Edit", "settings.gradle.kts")
        .file("Write", "feature/widget/build.gradle.kts")
        .file("Write", "feature/widget/src/main/kotlin/com/tidepool/feature/widget/TripWidget.kt")
        .bash("./gradlew :feature:widget:assembleDebug", "BUILD SUCCESSFUL in 51s")
        .assistant("Created :feature:widget with a placeholder Glance TripWidget showing the last trip's distance.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["glance"] },
      { kind: "task", keys: ["design", "marta"] },
    ],
  },
  {
    id: "b148-gps-battery",
    build: (s) =>
      s
        .user(
          "battery drain complaints from samsung users, logs show the location callback firing every second during recording, which is what we asked for I guess, but is that actually too much",
        )
        .bash(
          'grep -rn "LocationRequest.Builder" core/location/src',
          "core/location/src/main/kotlin/com/tidepool/core/location/LocationClient.kt:19:        LocationRequest.Builder(Priority.PRIORITY_HIGH_ACCURACY, 1_000L)",
        )
        .assistant(
          "It's a 1 s interval at PRIORITY_HIGH_ACCURACY. For walking and cycling traces, 3-5 s with a minimum update distance of ~5 m is usually indistinguishable on the map and uses noticeably less power.",
        )
        .user(
          "yeah let's go 4 seconds and 5 meters min distance, keep high accuracy, and Samsung kills foreground services aggressively on one ui, we already know that, that's the other half of the complaints",
        )
        .file("Edit", "core/location/src/main/kotlin/com/tidepool/core/location/LocationClient.kt")
        .bash("./gradlew :core:location:testDebugUnitTest", "BUILD SUCCESSFUL in 19s")
        .stop("Location requests are now every 4 s with a 5 m minimum update distance."),
    planted: [
      { kind: "decision", keys: ["4 second"] },
      { kind: "fact", keys: ["samsung", "foreground"] },
    ],
  },
  {
    id: "b148-gradle-config-cache",
    build: (s) =>
      s
        .user("try turning on the configuration cache and see if anything breaks")
        .bash(
          "./gradlew assembleDebug --configuration-cache",
          "Configuration cache problems found in this build.\n1 problem was found storing the configuration cache.\n- Task `:app:generateVersionCode` of type `VersionCodeTask`: invocation of 'Task.project' at execution time is unsupported.\nBUILD FAILED in 1m 2s",
          1,
        )
        .file("Read", "build-logic/convention/src/main/kotlin/VersionCodeTask.kt")
        .assistant(
          "One problem: VersionCodeTask calls `project` in its task action, which the configuration cache forbids. That logic would need to move into a ValueSource.",
        )
        .user("hm ok, interesting, didn't expect that one")
        .assistant("I haven't changed anything; the flag was only passed on the command line.")
        .stop(),
    planted: [],
  },
  {
    id: "b148-release-train",
    build: (s) =>
      s
        .user(
          "ok so process stuff, we're moving to a two week release train, cut the release branch every other wednesday as release/x.y, only bugfixes cherry picked after the cut, and the version code is the git commit count, that's what VersionCodeTask does, so never set versionCode by hand, can you cut release/3.10 from develop now",
        )
        .bash(
          "git fetch origin && git switch -c release/3.10 origin/develop && git push -u origin release/3.10",
          "Switched to a new branch 'release/3.10'\nbranch 'release/3.10' set up to track 'origin/release/3.10'.",
        )
        .assistant("release/3.10 is cut from origin/develop and pushed.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["two week", "release train"] },
      { kind: "instruction", keys: ["cherry"] },
      { kind: "instruction", keys: ["wednesday"] },
      { kind: "fact", keys: ["commit count"] },
      { kind: "instruction", keys: ["versioncode"] },
    ],
  },
  {
    id: "b148-chat-kotlin-conf",
    build: (s) =>
      s
        .user("did you see the kotlinconf talk about the k2 compiler speedups, apparently some projects got 2x faster builds")
        .assistant(
          "I don't have access to the talk, but K2's frontend is much faster at analysis; the overall build gain depends on how much time goes to kapt and other annotation processors.",
        )
        .user("yeah could be, meh")
        .assistant("If annotation processing dominates, the gain from K2 alone may be smaller than the headline numbers.")
        .user("interesting, I'll read up on it, not now though")
        .stop(),
    planted: [],
  },
  {
    id: "b148-deeplink-assetlinks",
    build: (s) =>
      s
        .user("shared trip links open in the browser instead of the app on some phones, can you check if the app links verification passes")
        .bash(
          "adb shell pm get-app-links com.tidepool",
          "  com.tidepool:\n    ID: 3f1c9a2e-...\n    Signatures: [9A:41:...:C2]\n    Domain verification state:\n      share.tidepool.app: 1024",
        )
        .bash("curl -s https://share.tidepool.app/.well-known/assetlinks.json | jq '.[0].target.sha256_cert_fingerprints'", '[\n  "5E:02:...:7B"\n]')
        .assistant(
          "Verification fails (state 1024): the assetlinks.json on share.tidepool.app lists only the old signing fingerprint 5E:02:...:7B, while the installed app is signed with 9A:41:...:C2. The file is on the website, so it can't be fixed from this repo.",
        )
        .user(
          "yeah the website is the web team's, ugh, ok so TODO for me, ask the web team to add the new fingerprint to assetlinks.json, and we also need an instrumented test for the share link intent filter at some point so this doesn't silently break again, not now",
        )
        .stop(),
    planted: [
      { kind: "task", keys: ["assetlinks"] },
      { kind: "task", keys: ["intent filter"] },
    ],
  },
  {
    id: "b148-tablet-padding",
    build: (s) =>
      s
        .user("on tablets the trip list is stretched edge to edge and looks silly, can you cap the width at 600dp for now and center it")
        .file("Edit", "feature/trips/src/main/kotlin/com/tidepool/feature/trips/TripListScreen.kt")
        .bash("./gradlew :feature:trips:assembleDebug", "BUILD SUCCESSFUL in 33s")
        .assistant("The list is now `widthIn(max = 600.dp)` and centered horizontally.")
        .user(
          "good enough as a stopgap, next sprint we need a real two pane list detail layout for tablets and foldables with the material3 adaptive stuff, remind me when we do planning on monday",
        )
        .stop(),
    planted: [{ kind: "task", keys: ["two pane"] }],
  },
  {
    id: "b148-analytics-vendor",
    build: (s) =>
      s
        .user(
          "analytics, we need something for the funnel on onboarding, I was going to say just use amplitude since marketing has an account, add the sdk and a track call on each onboarding step",
        )
        .file("Edit", "gradle/libs.versions.toml")
        .bash("./gradlew :feature:onboarding:assembleDebug", "BUILD SUCCESSFUL in 44s")
        .assistant("Amplitude is in the catalog and wired into :feature:onboarding; I haven't added the track calls yet.")
        .user(
          "hold on, legal just replied in the other thread, no third party analytics that ship data to the US, so revert amplitude, we're going with self hosted posthog on our eu box instead, and nothing gets tracked until the user has accepted the consent screen, which doesn't exist yet so we need to build that before any of this goes live",
        )
        .bash("git checkout -- gradle/libs.versions.toml feature/onboarding/build.gradle.kts && git status --short", "")
        .assistant("Reverted the Amplitude changes; the working tree is clean. Do you want me to add the PostHog Android SDK now, disabled until consent?")
        .user("yes do that, with the host in BuildConfig")
        .file("Edit", "gradle/libs.versions.toml")
        .file("Edit", "feature/onboarding/build.gradle.kts")
        .bash("./gradlew :feature:onboarding:assembleDebug", "BUILD SUCCESSFUL in 47s")
        .stop("PostHog is added with `optOut = true` by default and the host in BuildConfig.POSTHOG_HOST."),
    planted: [
      { kind: "decision", keys: ["posthog"] },
      { kind: "instruction", keys: ["third party"] },
      { kind: "instruction", keys: ["consent"] },
      { kind: "task", keys: ["consent screen"] },
    ],
  },
  {
    id: "b148-result-type",
    build: (s) =>
      s
        .user(
          "the repositories throw exceptions all over the place and the viewmodels catch some of them, should we just return kotlin Result everywhere or is that frowned upon",
        )
        .assistant(
          "kotlin.Result works but has two drawbacks: its failure is an untyped Throwable, and `runCatching` also catches CancellationException, which breaks coroutine cancellation unless you rethrow it. A small sealed `Outcome<T>` with typed errors avoids both.",
        )
        .user(
          "ok yeah I've been bitten by the cancellation thing before, sealed Outcome it is, put it in core/common, and repositories never throw to the caller, everything comes back as an Outcome, convert TripRepository first and the rest as we touch them",
        )
        .file("Write", "core/common/src/main/kotlin/com/tidepool/core/common/Outcome.kt")
        .file("Edit", "core/data/src/main/kotlin/com/tidepool/core/data/TripRepository.kt")
        .file("Edit", "feature/trips/src/main/kotlin/com/tidepool/feature/trips/TripDetailViewModel.kt")
        .bash("./gradlew :core:data:testDebugUnitTest :feature:trips:testDebugUnitTest", "BUILD SUCCESSFUL in 1m 9s\n118 tests completed")
        .assistant("Outcome<T, E> is in core/common and TripRepository returns it for every call; TripDetailViewModel maps it to UI state.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["outcome"] },
      { kind: "instruction", keys: ["throw"] },
    ],
  },
  {
    id: "b148-screenshot-tests",
    build: (s) =>
      s
        .user(
          "I want screenshot tests for the design system components, roborazzi or paparazzi, I've heard paparazzi breaks with every AGP update but roborazzi needs robolectric which is slow, ugh",
        )
        .assistant(
          "Both are JVM-only and need no emulator. Paparazzi renders with layoutlib and is the faster of the two; it has needed updates after AGP bumps. Roborazzi runs on Robolectric, so it's slower but can also capture full screens with navigation and real ViewModels.",
        )
        .user(
          "paparazzi then, it's just components, and the golden images get recorded on linux in CI only, never on our macs because font rendering differs and we'll get diff noise, set up :core:designsystem with it",
        )
        .file("Edit", "core/designsystem/build.gradle.kts")
        .file("Write", "core/designsystem/src/test/kotlin/com/tidepool/core/designsystem/TidepoolButtonScreenshotTest.kt")
        .bash("./gradlew :core:designsystem:recordPaparazziDebug", "BUILD SUCCESSFUL in 52s\nRecorded 6 snapshots")
        .assistant("Paparazzi is set up in :core:designsystem with a first test covering the six TidepoolButton variants.")
        .user("cool, and we still need goldens for the cards and the chips, add those in a follow up, not this pr")
        .stop(),
    planted: [
      { kind: "decision", keys: ["paparazzi"] },
      { kind: "instruction", keys: ["linux"] },
      { kind: "task", keys: ["chips"] },
    ],
  },
  {
    id: "b148-ci-runner",
    build: (s) =>
      s
        .user("CI takes 40 minutes per PR which is insane, most of it is the emulator job right, can you check the last few runs")
        .bash(
          "gh run list --workflow android.yml --limit 5 --json name,conclusion,durationMs -q '.[] | [.conclusion, (.durationMs/60000|floor)] | @tsv'",
          "success\t41\nsuccess\t38\nfailure\t44\nsuccess\t39\nsuccess\t40",
        )
        .bash("gh run view 8812734 --json jobs -q '.jobs[] | [.name, .durationMs] | @tsv'", "unit-tests\t412000\nlint\t198000\ninstrumented\t1890000")
        .assistant("The instrumented job is about 31 of the 40 minutes; unit tests take about 7 and lint about 3, running in parallel.")
        .user(
          "right, so instrumented tests move to a nightly job on develop, PRs only run unit tests and lint, and the nightly runs on our self hosted runner buildbox-2 in the office, it has 64 gigs of ram and kvm so the emulators actually boot, and someone needs to wire the nightly failures into the #android-ci slack channel, that can be a follow-up ticket",
        )
        .file("Edit", ".github/workflows/android.yml")
        .file("Write", ".github/workflows/nightly.yml")
        .bash("actionlint .github/workflows/android.yml .github/workflows/nightly.yml", "")
        .stop("PR workflow now runs unit tests and lint only; nightly.yml runs the instrumented tests on the self-hosted runner."),
    planted: [
      { kind: "decision", keys: ["nightly"] },
      { kind: "fact", keys: ["buildbox-2"] },
      { kind: "task", keys: ["android-ci"] },
    ],
  },
  {
    id: "b148-kapt-to-ksp",
    build: (s) =>
      s
        .user("build times, how much of the build is kapt these days, I think it's mostly room and hilt but maybe moshi too")
        .bash(
          "./gradlew assembleDebug --scan --rerun-tasks | tail -3 && grep -rl 'kapt(' --include=build.gradle.kts .",
          "BUILD SUCCESSFUL in 3m 51s\nPublishing build scan...\nhttps://gradle.com/s/7xk2a\n./app/build.gradle.kts\n./core/database/build.gradle.kts\n./feature/payments/build.gradle.kts",
        )
        .assistant(
          "kapt runs in three modules: :app (Hilt), :core:database (Room) and :feature:payments, which uses data binding. In the scan the kapt tasks add up to about 1m 20s of the 3m 51s.",
        )
        .user(
          "ok we're moving room and hilt to ksp, both support it fine now, do app and database now, payments is Jonas's team so the data binding removal in there is on them, they said Q1, and once they're done we drop the kapt plugin completely, remind me in Q1",
        )
        .file("Edit", "app/build.gradle.kts")
        .file("Edit", "core/database/build.gradle.kts")
        .bash("./gradlew assembleDebug --rerun-tasks | tail -1", "BUILD SUCCESSFUL in 2m 48s")
        .stop("Hilt and Room now use KSP; clean build went from 3m 51s to 2m 48s."),
    planted: [
      { kind: "decision", keys: ["ksp"] },
      { kind: "fact", keys: ["jonas"] },
      { kind: "task", keys: ["kapt plugin"] },
    ],
  },
  {
    id: "b148-timezone-bug",
    build: (s) =>
      s
        .user(
          "users in australia say their trips show on the wrong day, like a morning ride shows yesterday's date, I bet it's a UTC thing somewhere but I haven't looked",
        )
        .file("Read", "core/data/src/main/kotlin/com/tidepool/core/data/mapper/TripMapper.kt")
        .bash(
          "./gradlew :core:data:testDebugUnitTest --tests '*TripMapperTest*' -Duser.timezone=Australia/Sydney",
          "TripMapperTest > mapsStartDate FAILED\n    expected: 2026-11-20 but was: 2026-11-19",
          1,
        )
        .assistant(
          "Confirmed: TripMapper converts the server's UTC `started_at` to a LocalDate with `ZoneOffset.UTC` instead of the zone the trip was recorded in, so any trip started before 10:00 or 11:00 local time in Sydney lands on the previous day.",
        )
        .user(
          "ugh ok, so the fix is we store the zone id the trip was recorded in with each trip and format dates with that, not the phone's current zone and not utc, that way a trip recorded in sydney still shows sydney time when you're back home, do it, and old trips don't have a zone so someone has to backfill them from the first gps point server side, separate ticket for the backend",
        )
        .file("Edit", "core/database/src/main/kotlin/com/tidepool/core/database/TripEntity.kt")
        .file("Write", "core/database/src/main/kotlin/com/tidepool/core/database/migrations/Migration15To16.kt")
        .file("Edit", "core/data/src/main/kotlin/com/tidepool/core/data/mapper/TripMapper.kt")
        .bash("./gradlew :core:data:testDebugUnitTest -Duser.timezone=Australia/Sydney", "BUILD SUCCESSFUL in 38s")
        .stop("Trips now carry a `zone_id` (migration 15 to 16, with a MigrationTest case) and dates are formatted in it."),
    planted: [
      { kind: "fact", keys: ["zoneoffset.utc"] },
      { kind: "decision", keys: ["zone id"] },
      { kind: "task", keys: ["backfill"] },
    ],
  },
  {
    id: "b148-gradle-sync-question",
    build: (s) =>
      s
        .user("android studio says 'gradle sync failed: unsupported class file major version 65', what does that even mean")
        .bash("java -version", 'openjdk version "21.0.2" 2024-01-16')
        .assistant(
          "Class file major version 65 is Java 21. Studio is probably running Gradle with JDK 21 while the Gradle version in the wrapper is older than 8.5, which can't read Java 21 class files. Setting the Gradle JDK in Studio to 17 would get past it.",
        )
        .user("huh, is that in the project settings or the global ones, I can never find it")
        .assistant("Settings > Build, Execution, Deployment > Build Tools > Gradle > Gradle JDK. It's stored per project in .idea/gradle.xml.")
        .user("found it, sync works now, thanks")
        .stop(),
    planted: [],
  },
];

export const BLIND148 = plantedSet(BLIND148_SESSIONS, Date.UTC(2026, 10, 26, 9));
