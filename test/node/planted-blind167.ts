/**
 * Blind planted set 167 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a mobile developer working on both the Kotlin/Android and Swift/iOS apps, writing terse
 * one- or two-line messages (lower case, typos, emoji) and switching platforms mid-session; items
 * often ride along with a one-off request, or come from the agent's proposal and a short "yes".
 * Each session is one segment; the items planted in it are listed with it: 74 items (17 decisions, 20 instructions,
 * 20 facts, 17 tasks) in 66 sessions, 13 of which plant nothing (63 user/assistant messages between them). Every other message
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

export const BLIND167_SESSIONS: BlindSession[] = [
  {
    id: "b167-agp-pin",
    build: (s) =>
      s
        .user("android debug build broke after i bumped agp, look")
        .bash(
          "./gradlew :app:assembleDebug",
          "> Task :app:compileDebugKotlin FAILED\ne: This version (1.5.14) of the Compose Compiler requires Kotlin version 1.9.24 but you appear to be using Kotlin version 2.0.0",
        )
        .assistant(
          "AGP 8.6 pulled in Kotlin 2.0 via the plugin bundle, and the old Compose compiler doesn't support it. Options: move to the Kotlin compose compiler plugin, or go back to AGP 8.5.",
        )
        .user("go back. we stay on AGP 8.5 until the compose plugin migration is done")
        .file("Edit", "gradle/libs.versions.toml")
        .bash("./gradlew :app:assembleDebug", "BUILD SUCCESSFUL in 48s")
        .user("also xcode cloud is red on the ios side but leave it, todo for later: the workflow still points at the old AppStaging scheme")
        .stop("Pinned AGP back to 8.5.2; debug build passes. Left the Xcode Cloud workflow alone."),
    planted: [
      { kind: "decision", keys: ["agp", "8.5"] },
      { kind: "task", keys: ["xcode cloud", "appstaging"] },
    ],
  },
  {
    id: "b167-swiftformat",
    build: (s) =>
      s
        .user("lint job failed on my ios PR, why")
        .bash(
          "swiftformat --lint Sources/",
          "Sources/Feed/FeedView.swift:42:1: warning: (indent) Indent code in accordance with the scope level.\n1/214 files require formatting.",
        )
        .assistant("One file isn't formatted: FeedView.swift line 42 has a bad indent. Running swiftformat on it fixes it.")
        .bash("swiftformat Sources/Feed/FeedView.swift", "1/1 files formatted.")
        .user("thx. rule from now on: run swiftformat on Sources/ before every ios commit, CI lint is strict")
        .stop("Formatted FeedView.swift; lint passes now."),
    planted: [{ kind: "instruction", keys: ["swiftformat"] }],
  },
  {
    id: "b167-ktlint",
    build: (s) =>
      s
        .user("reformat LoginViewModel.kt")
        .assistant("Reformatting with the IDE's code style settings.")
        .user("no - dont use the android studio formatter on this repo ever, its ./gradlew ktlintFormat. the two disagree on trailing commas")
        .bash("./gradlew ktlintFormat", "> Task :feature-login:ktlintFormat\nBUILD SUCCESSFUL in 6s")
        .file("Read", "feature-login/src/main/java/com/acme/login/LoginViewModel.kt")
        .stop("LoginViewModel.kt is reformatted with ktlintFormat."),
    planted: [{ kind: "instruction", keys: ["ktlintformat"] }],
  },
  {
    id: "b167-keychain-group",
    build: (s) =>
      s
        .user("widget shows logged out even when app is logged in. ios")
        .file("Read", "ios/Widget/TokenStore.swift")
        .bash(
          "grep -rn keychain-access-groups ios/*.entitlements ios/*/*.entitlements",
          "ios/App/App.entitlements:8:\t\t<string>$(AppIdentifierPrefix)com.acme.shared</string>\nios/Widget/Widget.entitlements:8:\t\t<string>$(AppIdentifierPrefix)com.acme.widget</string>",
        )
        .assistant(
          "Found it: the widget reads the keychain from its own group (com.acme.widget) while the app writes tokens to com.acme.shared. Both targets have to use com.acme.shared as the keychain access group for the widget to see the token.",
        )
        .file("Edit", "ios/Widget/Widget.entitlements")
        .user("ok that was it, widget shows the user now")
        .stop("The widget entitlements now use the shared keychain group."),
    planted: [{ kind: "fact", keys: ["access group", "widget"] }],
  },
  {
    id: "b167-empty-sync-slow",
    build: (s) =>
      s
        .user("why is gradle sync so slow today")
        .bash(
          "./gradlew help --profile | tail -2",
          "BUILD SUCCESSFUL in 1m 12s\nSee the profiling report at: file:///home/dev/src/app/build/reports/profile/profile-2026-11-27-09-41-02.html",
        )
        .assistant(
          "Configuration takes 58 s of the 72. Could be the buildSrc recompiling after the AndroidConfig change, or the version catalog being re-resolved. I can't tell yet which.",
        )
        .user("hm maybe its the kapt stuff?")
        .assistant("Possibly, but kapt runs at execution time, not configuration. A second sync should tell us whether it's buildSrc.")
        .user("ok try again")
        .bash("./gradlew help | tail -1", "BUILD SUCCESSFUL in 9s")
        .assistant("9 s the second time, so it was the one-off buildSrc recompile.")
        .stop(),
    planted: [],
  },
  {
    id: "b167-room-15",
    build: (s) =>
      s
        .user("crash on upgrade from 4.10, stack below\nandroid.database.sqlite.SQLiteConstraintException: NOT NULL constraint failed: drafts.updatedAt")
        .file("Read", "data/src/main/java/com/acme/data/db/Migrations.kt")
        .assistant("Could be the migration or could be the backfill worker writing nulls. Checking the migration first.")
        .bash(
          "./gradlew :data:testDebugUnitTest --tests '*Migration*'",
          "MigrationTest > migrate14To15 FAILED\n    NOT NULL constraint failed: drafts.updatedAt",
        )
        .assistant(
          "Confirmed: MIGRATION_14_15 adds drafts.updatedAt as NOT NULL without a default, so every existing draft row fails. Added DEFAULT 0 to the ALTER TABLE.",
        )
        .file("Edit", "data/src/main/java/com/acme/data/db/Migrations.kt")
        .user("nice. follow-up for next week: write a migration test for 15->16 too before we ship 4.12")
        .stop("Fixed MIGRATION_14_15; the 15->16 test is noted."),
    planted: [
      { kind: "fact", keys: ["14_15", "default"] },
      { kind: "task", keys: ["migration test", "16"] },
    ],
  },
  {
    id: "b167-hilt",
    build: (s) =>
      s
        .user("the new settings module needs DI. hilt or koin? koin would be less boilerplate")
        .file("Read", "app/build.gradle.kts")
        .assistant(
          "The app already uses Hilt everywhere else (14 modules). Adding Koin would mean two graphs and two ways to scope ViewModels. I'd keep Hilt for settings too.",
        )
        .user("yeah fine, hilt stays the only DI framework. go")
        .file("Write", "feature-settings/src/main/java/com/acme/settings/di/SettingsModule.kt")
        .bash("./gradlew :feature-settings:kaptDebugKotlin", "BUILD SUCCESSFUL in 21s")
        .stop("SettingsModule is a Hilt module now; kapt passes."),
    planted: [{ kind: "decision", keys: ["hilt"] }],
  },
  {
    id: "b167-spm",
    build: (s) =>
      s
        .user("pod install takes 4 min on CI again")
        .bash(
          "time pod install",
          "Analyzing dependencies\nDownloading dependencies\nInstalling Firebase (10.24.0)\nPod installation complete! There are 19 dependencies from the Podfile and 41 total pods installed.\n\nreal\t3m52.114s",
        )
        .assistant("Most of it is the Firebase pods. Firebase, Kingfisher and Lottie all ship Swift packages now, so they could move to Swift Package Manager.")
        .user("does firebase crashlytics work fine with spm? dsyms and all")
        .assistant(
          "Yes, the Crashlytics package has the upload-symbols script; the run script path changes to $BUILD_DIR/../../SourcePackages/checkouts/firebase-ios-sdk/Crashlytics/run.",
        )
        .user("ok we're moving everything off cocoapods to SPM. start with firebase")
        .file("Edit", "ios/App.xcodeproj/project.pbxproj")
        .stop("Firebase now comes from SPM; the Podfile still has the other pods."),
    planted: [{ kind: "decision", keys: ["spm"] }],
  },
  {
    id: "b167-ci-sim",
    build: (s) =>
      s
        .user("ios ui tests fail on ci: unable to find destination")
        .bash("ssh ci-mac-2 xcrun simctl list runtimes", "== Runtimes ==\niOS 17.2 (17.2 - 21C62) - com.apple.CoreSimulator.SimRuntime.iOS-17-2")
        .assistant("The CI Mac only has the iOS 17.2 simulator runtime installed; the test plan asks for OS=17.4. So the destination doesn't exist there.")
        .user("right, ci-mac-2 only has 17.2 and we can't update it till the xcode upgrade. pin the plan to 17.2")
        .file("Edit", "ios/TestPlans/UITests.xctestplan")
        .stop("UITests.xctestplan targets OS=17.2 now."),
    planted: [{ kind: "fact", keys: ["ci-mac-2", "17.2"] }],
  },
  {
    id: "b167-empty-typo",
    build: (s) =>
      s
        .user("typo in ProfileView, 'Setings'")
        .file("Edit", "ios/App/Profile/ProfileView.swift")
        .assistant("Fixed 'Setings' to 'Settings' in ProfileView.swift.")
        .user("same typo on android?")
        .bash("grep -rn 'Setings' app/src feature-*/src", "")
        .assistant("No, Android spells it right.")
        .user("cool thx")
        .stop("Only the iOS string had the typo."),
    planted: [],
  },
  {
    id: "b167-minsdk",
    build: (s) =>
      s
        .user("how many users are still on api 24/25?")
        .bash("cat analytics/android_api_levels.csv | head -5", "api,share\n24,0.6%\n25,0.4%\n26,2.1%\n27,1.8%")
        .assistant(
          "About 1% on API 24-25 combined. Raising minSdk to 26 would also let us drop the desugaring for java.time. Or 28 if you want to drop 26/27 as well (~4%).",
        )
        .user("28 is too much. minSdk 26, decided, product signed off")
        .file("Edit", "buildSrc/src/main/kotlin/AndroidConfig.kt")
        .stop("minSdk is 26 in AndroidConfig."),
    planted: [{ kind: "decision", keys: ["minsdk", "26"] }],
  },
  {
    id: "b167-release-notes",
    build: (s) =>
      s
        .user("bump versions for 4.12 both apps")
        .file("Edit", "app/build.gradle.kts")
        .bash("cd ios && agvtool new-marketing-version 4.12.0", "Setting CFBundleShortVersionString of project App to: \n    4.12.0")
        .assistant("Android is versionName 4.12.0 / versionCode 41200, iOS marketing version 4.12.0.")
        .user("good. remind me thursday to write the 4.12 release notes for both stores")
        .stop("Both apps are on 4.12.0."),
    planted: [{ kind: "task", keys: ["release notes", "4.12"] }],
  },
  {
    id: "b167-fastlane",
    build: (s) =>
      s
        .user("push a testflight build")
        .bash(
          "bundle exec fastlane beta",
          "[09:12:40]: Successfully uploaded package to App Store Connect. It might take a few minutes until it's visible online.\n[09:12:41]: fastlane.tools finished successfully 🎉",
        )
        .assistant("Uploaded build 4.12.0 (812) to TestFlight via fastlane beta.")
        .user("👍 and fyi testflight builds only ever go through `fastlane beta`, dont archive from xcode organizer, it skips the build number bump")
        .stop("Noted."),
    planted: [{ kind: "instruction", keys: ["fastlane beta"] }],
  },
  {
    id: "b167-deeplinks",
    build: (s) =>
      s
        .user("acme://invite/abc opens the home screen instead of the invite on android")
        .file("Read", "app/src/main/AndroidManifest.xml")
        .assistant(
          "The intent filter for acme:// is on DeepLinkActivity, which routes to MainActivity with extras. MainActivity drops the extras when it's already running (singleTask).",
        )
        .file("Edit", "app/src/main/java/com/acme/MainActivity.kt")
        .bash("adb shell am start -W -a android.intent.action.VIEW -d 'acme://invite/abc'", "Status: ok\nActivity: com.acme/.invite.InviteActivity")
        .user(
          "works. so all android deep links enter through DeepLinkActivity, good to know. ios: the /invite universal link isn't wired at all yet, that's for later",
        )
        .stop("onNewIntent now handles the extras; the invite link opens InviteActivity."),
    planted: [
      { kind: "fact", keys: ["deeplinkactivity"] },
      { kind: "task", keys: ["universal link", "invite"] },
    ],
  },
  {
    id: "b167-empty-logcat",
    build: (s) =>
      s
        .user("what are these strictmode lines in logcat")
        .bash(
          "adb logcat -d -s StrictMode | head -4",
          "D StrictMode: StrictMode policy violation; ~duration=112 ms: android.os.strictmode.DiskReadViolation\nD StrictMode: \tat com.acme.data.prefs.SettingsStore.<init>(SettingsStore.kt:31)\nW StrictMode: Never read SharedPreferences on the main thread; always use an executor (penaltyLog)\nW StrictMode: TODO(platform): must migrate to DataStore",
        )
        .assistant(
          "StrictMode in debug builds logs a disk read on the main thread: SettingsStore reads SharedPreferences in its constructor, which Hilt runs on the main thread at app start. The 'Never…always…' and 'TODO' lines are the penalty messages from the policy, not ours.",
        )
        .user("is that what makes cold start slow?")
        .assistant("It's 112 ms of it, maybe. I'd need a startup trace to say how much of cold start it is.")
        .user("ok, fine")
        .stop(),
    planted: [],
  },
  {
    id: "b167-strings",
    build: (s) =>
      s
        .user("add 'Delete draft?' dialog text android")
        .file("Edit", "app/src/main/res/values/strings.xml")
        .assistant("Added drafts_delete_title to strings.xml.")
        .user("and the ios one. going forward every new string goes into strings.xml AND Localizable.xcstrings with the same key, translators diff them")
        .file("Edit", "ios/App/Localizable.xcstrings")
        .bash("plutil -lint ios/App/Localizable.xcstrings", "ios/App/Localizable.xcstrings: OK")
        .stop("drafts_delete_title is in both string files."),
    planted: [{ kind: "instruction", keys: ["xcstrings"] }],
  },
  {
    id: "b167-envs",
    build: (s) =>
      s
        .user("login fails on staging build, both apps")
        .bash("curl -s -o /dev/null -w '%{http_code}' https://api-stg.acme.io/v2/health", "200")
        .assistant("Staging is up. Is the test account still there?")
        .user("oh right. staging db gets wiped every sunday night, accounts are gone after that. recreating")
        .bash("./scripts/seed-staging-users.sh", "created qa1@acme.io\ncreated qa2@acme.io")
        .user("works now")
        .stop("Seeded the QA accounts on staging again."),
    planted: [{ kind: "fact", keys: ["sunday"] }],
  },
  {
    id: "b167-stateflow",
    build: (s) =>
      s
        .user("FeedViewModel still exposes LiveData, the compose screen does observeAsState. convert to stateflow?")
        .file("Read", "feature-feed/src/main/java/com/acme/feed/FeedViewModel.kt")
        .assistant(
          "Yes: a StateFlow with collectAsStateWithLifecycle avoids the lifecycle-runtime mismatch. If you want, I'll do the same for the other ViewModels that still use LiveData (Profile, Search).",
        )
        .user("yes, StateFlow everywhere, no new LiveData anywhere in the android app")
        .file("Edit", "feature-feed/src/main/java/com/acme/feed/FeedViewModel.kt")
        .bash("./gradlew :feature-feed:testDebugUnitTest", "BUILD SUCCESSFUL in 33s\n27 tests completed")
        .stop("FeedViewModel uses StateFlow now; Profile and Search next."),
    planted: [{ kind: "decision", keys: ["stateflow"] }],
  },
  {
    id: "b167-navstack",
    build: (s) =>
      s
        .user("swiftui nav on ios is a mess. the coordinator pattern fights NavigationStack")
        .file("Read", "ios/App/Navigation/AppCoordinator.swift")
        .assistant(
          "We could drop AppCoordinator and drive a NavigationStack from a path array in a Router observable, or try the swiftui-navigation package from Point-Free.",
        )
        .user("pointfree package maybe? ... actually no, scratch that, no new dependency. plain NavigationStack + path, kill the coordinator")
        .file("Write", "ios/App/Navigation/Router.swift")
        .bash("xcodebuild -scheme App -destination 'platform=iOS Simulator,name=iPhone 15' build | tail -1", "** BUILD SUCCEEDED **")
        .stop("Router.swift drives the NavigationStack; AppCoordinator is gone."),
    planted: [{ kind: "decision", keys: ["navigationstack"] }],
  },
  {
    id: "b167-empty-anr",
    build: (s) =>
      s
        .user("play console shows ANRs going up on 4.11, any idea")
        .bash(
          "cat /tmp/anr-sample.txt | head -6",
          '"main" prio=5 tid=1 Blocked\n  at com.acme.data.db.AppDatabase.getInstance(AppDatabase.kt:44)\n  - waiting to lock <0x0a3f> held by thread 17\n  at com.acme.MainActivity.onCreate(MainActivity.kt:61)',
        )
        .assistant(
          "This sample has the main thread waiting on the database lock while a worker thread builds the database. Might be the backfill worker from WorkManager starting at the same time as the activity. Only one sample though.",
        )
        .user("could also be the widget refresh? it opens the db too")
        .assistant("Could be. We'd need more ANR traces to tell; the Play Console lets you download a few hundred.")
        .user("no idea either. weird")
        .stop(),
    planted: [],
  },
  {
    id: "b167-dsyms",
    build: (s) =>
      s
        .user("crashlytics shows 'missing dSYM' for 4.11.2")
        .bash("ls ~/Library/Developer/Xcode/Archives/2026-11-18/*.xcarchive/dSYMs", "App.app.dSYM\nWidget.appex.dSYM")
        .assistant(
          "The dSYMs exist locally, so maybe the upload run script skipped them: it skips when GoogleService-Info.plist isn't in the target being built. I haven't checked the archive's build log, though. Uploading them by hand for now.",
        )
        .bash(
          "./Pods/FirebaseCrashlytics/upload-symbols -gsp ios/App/GoogleService-Info.plist -p ios ~/Library/Developer/Xcode/Archives/2026-11-18/*.xcarchive/dSYMs",
          "Successfully uploaded Crashlytics symbols",
        )
        .user("ok good. android side same problem with native crashes from the ndk lib, follow up on that after the release")
        .stop("Uploaded the 4.11.2 dSYMs manually."),
    planted: [{ kind: "task", keys: ["ndk"] }],
  },
  {
    id: "b167-r8-moshi",
    build: (s) =>
      s
        .user("release build crashes on launch, debug fine. android")
        .bash(
          "adb logcat -d | grep -m3 FATAL -A3",
          "E AndroidRuntime: FATAL EXCEPTION: main\nE AndroidRuntime: java.lang.IllegalArgumentException: Cannot serialize Kotlin type com.acme.data.api.FeedItemDto. Reflective serialization of Kotlin classes without using kotlin-reflect has undefined and unexpected behavior.",
        )
        .assistant(
          "R8 is removing the generated Moshi adapter FeedItemDtoJsonAdapter because nothing references it directly. Adding a keep rule for the generated adapters fixes the release build.",
        )
        .file("Edit", "app/proguard-rules.pro")
        .bash(
          "./gradlew :app:installRelease && adb shell am start -n com.acme/.MainActivity",
          "Installed on 1 device.\nStarting: Intent { cmp=com.acme/.MainActivity }",
        )
        .user("launches. ok so R8 strips the moshi adapters - every new @JsonClass dto needs its keep rule in proguard-rules.pro, dont forget that")
        .stop("Release build launches with the keep rule."),
    planted: [
      { kind: "fact", keys: ["r8", "moshi"] },
      { kind: "instruction", keys: ["jsonclass", "proguard-rules"] },
    ],
  },
  {
    id: "b167-payments-owner",
    build: (s) =>
      s
        .user("need a tiny change in the checkout button padding, both platforms")
        .file("Read", "payments/src/main/java/com/acme/payments/CheckoutButton.kt")
        .assistant("That's in the payments module. Change padding from 12dp to 16dp here and in CheckoutButton.swift?")
        .user("wait, payments is Priya's, on android and ios. she reviews anything in there. just open the PR and tag her")
        .bash(
          "gh pr create --title 'Checkout button padding 16' --reviewer priya-n --body 'Padding 12 -> 16 on both apps'",
          "https://github.com/acme/mobile/pull/2291",
        )
        .stop("Opened #2291 with Priya as reviewer."),
    planted: [{ kind: "fact", keys: ["priya", "payments"] }],
  },
  {
    id: "b167-xcodebuild-test",
    build: (s) =>
      s
        .user("run the ios unit tests")
        .bash(
          "xcodebuild test -scheme App -destination 'platform=iOS Simulator,name=iPhone 15'",
          "Test Suite 'All tests' passed at 2026-11-27 10:02:11.\n\t Executed 412 tests, with 0 failures (0 unexpected) in 38.2 (39.0) seconds",
        )
        .assistant("All 412 iOS unit tests pass.")
        .user("k. for you in general: ios tests always with -scheme App on the iPhone 15 sim, the AppStaging scheme has no test target")
        .stop("412 tests passed."),
    planted: [
      { kind: "instruction", keys: ["iphone 15", "scheme"] },
      { kind: "fact", keys: ["appstaging", "test target"] },
    ],
  },
  {
    id: "b167-empty-swiftlint",
    build: (s) =>
      s
        .user("swiftlint output is noisy, show me")
        .bash(
          "swiftlint lint --quiet | head -5",
          "ios/App/Feed/FeedView.swift:88:5: warning: Todo Violation: TODOs should be resolved (TODO: handle empty state) (todo)\nios/App/Network/APIClient.swift:12:1: warning: Line Length Violation: Line should be 160 characters or less (line_length)\nios/App/Drafts/DraftStore.swift:40:9: error: Force Unwrapping Violation: Force unwrapping should be avoided; always use optional binding (force_unwrapping)",
        )
        .assistant("Three kinds: a TODO comment in FeedView, one long line in APIClient, and a force unwrap in DraftStore line 40 (that one is an error).")
        .user("fix the force unwrap")
        .file("Edit", "ios/App/Drafts/DraftStore.swift")
        .assistant("Replaced the force unwrap with a guard let in DraftStore.swift.")
        .user("👍")
        .stop(),
    planted: [],
  },
  {
    id: "b167-remote-config",
    build: (s) =>
      s
        .user("need a flag for the new onboarding, both apps. launchdarkly trial or firebase remote config?")
        .assistant(
          "Remote Config is already in both apps through Firebase and free; LaunchDarkly gives targeting rules and audit logs but it's a new SDK and a contract.",
        )
        .user("remote config. feature flags live in firebase remote config from now, no LD")
        .file("Edit", "ios/App/Flags/FeatureFlags.swift")
        .file("Edit", "core/src/main/java/com/acme/core/flags/FeatureFlags.kt")
        .bash("./gradlew :core:testDebugUnitTest --tests '*FeatureFlags*'", "BUILD SUCCESSFUL in 12s")
        .stop("new_onboarding flag added on both platforms, default off."),
    planted: [{ kind: "decision", keys: ["remote config"] }],
  },
  {
    id: "b167-deploy-target",
    build: (s) =>
      s
        .user("can we use the new Observation framework on ios?")
        .assistant("@Observable needs iOS 17. The deployment target is 15.0 now. Options: raise it to 17, or keep ObservableObject.")
        .bash("cat analytics/ios_versions.csv", "os,share\n15,3.1%\n16,9.8%\n17,61.2%\n18,25.9%")
        .user("hmm 13% below 17. ok compromise: deployment target goes to 16.0, we keep ObservableObject for now")
        .file("Edit", "ios/App.xcodeproj/project.pbxproj")
        .stop("IPHONEOS_DEPLOYMENT_TARGET = 16.0 on all targets."),
    planted: [{ kind: "decision", keys: ["deployment target", "16"] }],
  },
  {
    id: "b167-dark-mode",
    build: (s) =>
      s
        .user("screenshot pls of settings in dark mode android")
        .bash("adb shell cmd uimode night yes && adb exec-out screencap -p > /tmp/settings-dark.png", "")
        .assistant("Saved /tmp/settings-dark.png. The section headers use a hardcoded #222222 so they're almost invisible on the dark surface.")
        .user("ugh. not now, next sprint: fix the hardcoded colors in the settings screen for dark mode")
        .stop("Screenshot at /tmp/settings-dark.png."),
    planted: [{ kind: "task", keys: ["dark mode", "settings"] }],
  },
  {
    id: "b167-snapshots",
    build: (s) =>
      s
        .user("snapshot tests failing on my machine, all of them")
        .bash(
          "xcodebuild test -scheme App -only-testing:AppSnapshotTests -destination 'platform=iOS Simulator,name=iPhone 15'",
          "failed - Snapshot does not match reference. 86 of 86 tests failed",
          65,
        )
        .assistant(
          "The references were recorded on an iPhone 15 Pro (393x852 @3x); on the iPhone 15 sim the status bar height differs, so every image differs by a few pixels.",
        )
        .user("ah yes. snapshots get recorded and run on iPhone 15 Pro only, never anything else")
        .bash(
          "xcodebuild test -scheme App -only-testing:AppSnapshotTests -destination 'platform=iOS Simulator,name=iPhone 15 Pro'",
          "Executed 86 tests, with 0 failures",
        )
        .stop("All 86 snapshot tests pass on the iPhone 15 Pro simulator."),
    planted: [{ kind: "instruction", keys: ["snapshot", "15 pro"] }],
  },
  {
    id: "b167-empty-kmp-chat",
    build: (s) =>
      s
        .user("random q, have you seen compose multiplatform for ios in prod anywhere?")
        .assistant(
          "A few apps ship it; the iOS target went stable in 2025. Text input and scrolling still feel less native than SwiftUI, and the binary grows by roughly 10 MB.",
        )
        .user("hmm. would you use it for our settings screen as a trial?")
        .assistant("It could work for a simple screen like settings. The cost is the framework size and a second UI toolkit on iOS.")
        .user("let me think about it, not deciding anything today")
        .bash("du -sh ios/build/App.app", "48M\tios/build/App.app")
        .stop(),
    planted: [],
  },
  {
    id: "b167-branches",
    build: (s) =>
      s
        .user("branch for the widget fix pls")
        .bash("git switch -c widget-keychain-fix", "Switched to a new branch 'widget-keychain-fix'")
        .assistant("Created widget-keychain-fix.")
        .user("rename it, branches here are prefixed by platform: ios/... or android/..., CI picks the pipeline from that")
        .bash("git branch -m ios/widget-keychain-fix", "")
        .stop("Renamed to ios/widget-keychain-fix."),
    planted: [{ kind: "instruction", keys: ["ios/", "android/"] }],
  },
  {
    id: "b167-previews",
    build: (s) =>
      s
        .user("onboarding pager compose screen, make page 3 button say 'Get started'")
        .file("Edit", "feature-onboarding/src/main/java/com/acme/onboarding/OnboardingPager.kt")
        .bash("./gradlew :feature-onboarding:compileDebugKotlin", "BUILD SUCCESSFUL in 9s")
        .assistant("Page 3's button reads 'Get started' now. None of the onboarding composables have @Preview functions, so I checked it on the emulator.")
        .user("yeah we need previews for all onboarding composables at some point, TODO")
        .stop("Button text changed."),
    planted: [{ kind: "task", keys: ["previews", "onboarding"] }],
  },
  {
    id: "b167-paging",
    build: (s) =>
      s
        .user("feed scroll janks on old devices")
        .bash("adb shell dumpsys gfxinfo com.acme | grep -A2 'Janky frames'", "Janky frames: 412 (31.80%)")
        .assistant(
          "The feed loads all 500 items into a LazyColumn from one list and re-maps them on every emission. Paging 3 would fix it properly; a quick win is a stable key and moving the mapping off the main thread.",
        )
        .user("do the quick win now. the paging3 migration of the feed stays open, we'll do it after 4.12")
        .file("Edit", "feature-feed/src/main/java/com/acme/feed/FeedScreen.kt")
        .bash("adb shell dumpsys gfxinfo com.acme reset && sleep 20 && adb shell dumpsys gfxinfo com.acme | grep 'Janky frames'", "Janky frames: 96 (8.10%)")
        .stop("Janky frames down from 31.8% to 8.1%."),
    planted: [{ kind: "task", keys: ["paging3", "feed"] }],
  },
  {
    id: "b167-image-loading",
    build: (s) =>
      s
        .user("avatars flicker in the ios list")
        .file("Read", "ios/App/Feed/AvatarView.swift")
        .assistant(
          "AvatarView uses AsyncImage, which has no disk cache and reloads on every cell reuse. Kingfisher's KFImage is already a dependency (the profile screen uses it); switching AvatarView to KFImage removes the flicker.",
        )
        .user("ok yes, Kingfisher for all remote images on ios, AsyncImage is banned for lists")
        .file("Edit", "ios/App/Feed/AvatarView.swift")
        .bash("xcodebuild -scheme App -destination 'platform=iOS Simulator,name=iPhone 15' build | tail -1", "** BUILD SUCCEEDED **")
        .user("android side is Coil already right?")
        .assistant("Yes, Coil 2.6 with the shared ImageLoader in AppModule.")
        .stop("AvatarView uses KFImage now."),
    planted: [
      { kind: "decision", keys: ["kingfisher"] },
      { kind: "fact", keys: ["coil", "imageloader"] },
    ],
  },
  {
    id: "b167-empty-versioncode",
    build: (s) =>
      s
        .user("bump versionCode to 41201 and build a release bundle")
        .file("Edit", "app/build.gradle.kts")
        .bash("./gradlew :app:bundleRelease", "BUILD SUCCESSFUL in 1m 49s")
        .assistant("versionCode is 41201; the bundle is at app/build/outputs/bundle/release/app-release.aab.")
        .user("upload it to internal testing")
        .bash(
          "bundle exec fastlane android internal",
          "[10:44:02]: Successfully finished the upload to Google Play\n[10:44:02]: fastlane.tools finished successfully 🎉",
        )
        .assistant("Uploaded to the internal testing track.")
        .stop(),
    planted: [],
  },
  {
    id: "b167-signing",
    build: (s) =>
      s
        .user("bundleRelease fails, keystore?")
        .bash(
          "./gradlew :app:bundleRelease",
          "Execution failed for task ':app:signReleaseBundle'.\n> Keystore file '/home/dev/src/app/keystore/release.jks' not found for signing config 'release'.",
          1,
        )
        .assistant("The release keystore isn't in the repo (correctly). Where do you keep it?")
        .user(
          "its in 1password, vault 'Mobile Release', item 'android upload key'. the upload key only - google holds the app signing key since we enrolled in play app signing",
        )
        .bash("op document get 'android upload key' --vault 'Mobile Release' --out-file keystore/release.jks", "")
        .bash("./gradlew :app:bundleRelease", "BUILD SUCCESSFUL in 1m 54s")
        .stop("bundleRelease succeeds with the upload key."),
    planted: [
      { kind: "fact", keys: ["1password", "mobile release"] },
      { kind: "fact", keys: ["play app signing"] },
    ],
  },
  {
    id: "b167-analytics-events",
    build: (s) =>
      s
        .user("add analytics event when user deletes a draft, both apps")
        .file("Read", "core/src/main/java/com/acme/core/analytics/Events.kt")
        .assistant("Existing events are snake_case with an object_verb shape: draft_created, feed_opened. I'll add draft_deleted with a draft_age_days param.")
        .user("yes. and keep that shape for all events, object_verb snake_case, same name on ios and android or the dashboards break")
        .file("Edit", "core/src/main/java/com/acme/core/analytics/Events.kt")
        .file("Edit", "ios/App/Analytics/Events.swift")
        .bash("./gradlew :core:compileDebugKotlin", "BUILD SUCCESSFUL in 7s")
        .stop("draft_deleted added on both platforms."),
    planted: [{ kind: "instruction", keys: ["object_verb"] }],
  },
  {
    id: "b167-push-fcm",
    build: (s) =>
      s
        .user("push not arriving on android 14 test phone")
        .bash("adb shell dumpsys notification | grep -i 'com.acme' | head -3", "  AppSettings: com.acme (10231) importance=NONE userSet=false")
        .assistant(
          "Notifications are off for the app: on Android 13+ POST_NOTIFICATIONS has to be requested at runtime and the app never asks. Maybe the onboarding used to request it and the new pager dropped it?",
        )
        .user("not sure, dont think onboarding ever did. whatever: ask for it after the first draft is saved, not at launch")
        .file("Edit", "feature-drafts/src/main/java/com/acme/drafts/DraftSavedEffect.kt")
        .bash("./gradlew :feature-drafts:compileDebugKotlin", "BUILD SUCCESSFUL in 11s")
        .user("ios does the same? check later, todo: make the ios push permission prompt also wait for the first draft")
        .stop("The permission request fires after the first saved draft."),
    planted: [
      { kind: "decision", keys: ["first draft"] },
      { kind: "task", keys: ["ios push", "first draft"] },
    ],
  },
  {
    id: "b167-gradle-cache",
    build: (s) =>
      s
        .user("clean build takes forever")
        .bash(
          "./gradlew assembleDebug --scan | tail -3",
          "BUILD SUCCESSFUL in 6m 12s\n412 actionable tasks: 412 executed\nPublishing build scan... https://gradle.com/s/x7k2",
        )
        .assistant(
          "Nothing came from the build cache: the remote cache is configured but push is off for local builds and CI only pushes from the main branch. Configuration cache isn't enabled either.",
        )
        .user("the remote cache node is gradle-cache.internal:5071, needs the VPN on. enable configuration cache in gradle.properties")
        .file("Edit", "gradle.properties")
        .bash("./gradlew assembleDebug | tail -1", "BUILD SUCCESSFUL in 1m 41s")
        .stop("Configuration cache on; the second build took 1m 41s."),
    planted: [{ kind: "fact", keys: ["5071", "vpn"] }],
  },
  {
    id: "b167-empty-regex",
    build: (s) =>
      s
        .user("what does this regex do: ^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$")
        .assistant(
          "It's a loose email check: a local part of letters, digits and ._%+-, an @, a domain with dots or hyphens, and a TLD of at least two letters. It rejects quoted local parts and IP domains.",
        )
        .user("is it the same one ios uses?")
        .bash(
          "grep -rn 'A-Za-z0-9._%+-' ios/App",
          'ios/App/Auth/EmailValidator.swift:6:    static let pattern = #"^[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}$"#',
        )
        .assistant("Nearly: iOS caps the TLD at 64 characters, Android doesn't.")
        .user("fine, doesn't matter")
        .stop(),
    planted: [],
  },
  {
    id: "b167-swiftdata",
    build: (s) =>
      s
        .user("ios drafts are in userdefaults as json blobs lol. move to coredata or swiftdata?")
        .assistant(
          "SwiftData needs iOS 17, and the deployment target is 16. Core Data works on 16 and the migration from the UserDefaults blob is a one-time import either way. GRDB is a third option if you want SQL like Room on Android.",
        )
        .user("grdb is interesting... nah. core data, go")
        .file("Write", "ios/App/Drafts/DraftStore.swift")
        .file("Write", "ios/App/Drafts/Drafts.xcdatamodeld/Drafts.xcdatamodel/contents")
        .bash(
          "xcodebuild test -scheme App -only-testing:AppTests/DraftStoreTests -destination 'platform=iOS Simulator,name=iPhone 15'",
          "Executed 9 tests, with 0 failures",
        )
        .stop("Drafts live in Core Data now, with a one-time import from UserDefaults."),
    planted: [{ kind: "decision", keys: ["core data"] }],
  },
  {
    id: "b167-emulators",
    build: (s) =>
      s
        .user("start an emulator")
        .bash("emulator -list-avds", "Pixel_7_API_34\nPixel_8_API_35\nPixel_4a_API_30")
        .assistant("Starting Pixel_8_API_35.")
        .user("no, Pixel_8_API_35 is broken on this machine (black screen since the hypervisor update). use Pixel_7_API_34 always")
        .bash("emulator -avd Pixel_7_API_34 -no-snapshot-load &", "INFO    | Boot completed in 21380 ms")
        .stop("Pixel_7_API_34 is booted."),
    planted: [
      { kind: "fact", keys: ["pixel_8_api_35"] },
      { kind: "instruction", keys: ["pixel_7_api_34"] },
    ],
  },
  {
    id: "b167-tablets",
    build: (s) =>
      s
        .user("ipad layout of the feed is stretched")
        .file("Read", "ios/App/Feed/FeedView.swift")
        .assistant(
          "FeedView has no max width, so on iPad the cards span 1024pt. A .frame(maxWidth: 700) centered would fix it; Android tablets have the same issue in FeedScreen.",
        )
        .user("do the ipad one now. android tablet layout is a separate ticket for january, MOB-1180, leave it")
        .file("Edit", "ios/App/Feed/FeedView.swift")
        .bash("xcrun simctl io booted screenshot /tmp/ipad-feed.png", "Wrote screenshot to: /tmp/ipad-feed.png")
        .stop("iPad feed capped at 700pt width."),
    planted: [{ kind: "task", keys: ["mob-1180"] }],
  },
  {
    id: "b167-timeouts",
    build: (s) =>
      s
        .user("upload of big attachments times out on ios, android fine")
        .file("Read", "ios/App/Network/APIClient.swift")
        .assistant(
          "URLSession's default timeoutIntervalForRequest is 60 s and the client doesn't override it; OkHttp on Android has writeTimeout 120 s. The nginx in front of the API cuts uploads at 100 MB anyway.",
        )
        .user("yeah confirmed with backend, the upload limit is 100 MB per file at the gateway. set ios to 120s like android")
        .file("Edit", "ios/App/Network/APIClient.swift")
        .bash("xcodebuild -scheme App -destination 'platform=iOS Simulator,name=iPhone 15' build | tail -1", "** BUILD SUCCEEDED **")
        .stop("The upload session uses a 120 s timeout now."),
    planted: [{ kind: "fact", keys: ["100 mb"] }],
  },
  {
    id: "b167-empty-withdrawn",
    build: (s) =>
      s
        .user("lets move the ios networking to alamofire")
        .assistant("Alamofire would replace APIClient's URLSession wrapper; the retry and multipart code would shrink. It adds one dependency.")
        .user("actually no. forget it, urlsession is fine, i was just annoyed at the multipart code")
        .file("Read", "ios/App/Network/Multipart.swift")
        .assistant("The multipart builder is 140 lines; the annoying part is the manual boundary handling in append(file:).")
        .user("yeah. whatever, leave it as is for now")
        .stop(),
    planted: [],
  },
  {
    id: "b167-pr-size",
    build: (s) =>
      s
        .user("open PR for the stateflow conversion")
        .bash("git diff --stat main | tail -1", " 38 files changed, 1204 insertions(+), 977 deletions(-)")
        .assistant("It's 38 files. Open it as one PR, or split per feature module?")
        .user("split. PRs here stay under ~400 lines, one feature module each. and always put the platform in the title, [android] or [ios]")
        .bash("gh pr create --title '[android] Feed: StateFlow' --body 'LiveData -> StateFlow in feature-feed'", "https://github.com/acme/mobile/pull/2296")
        .stop("Opened #2296 for feature-feed; Profile and Search come as separate PRs."),
    planted: [
      { kind: "instruction", keys: ["400 lines"] },
      { kind: "instruction", keys: ["[android]", "[ios]"] },
    ],
  },
  {
    id: "b167-kmp-models",
    build: (s) =>
      s
        .user("im tired of writing the DTOs twice. what would a KMP module for just the api models look like")
        .assistant(
          "A :shared module with kotlinx.serialization models, built as an XCFramework for iOS via the KMP Gradle plugin. Costs: the iOS build needs a Gradle step, and Swift sees Kotlin types (KotlinInt, no enums with associated values).",
        )
        .bash("ls shared/ 2>/dev/null || echo 'no shared module'", "no shared module")
        .user("ok lets do the KMP module, but just the DTOs for now, no shared business logic. start with FeedItemDto")
        .file("Write", "shared/build.gradle.kts")
        .file("Write", "shared/src/commonMain/kotlin/com/acme/shared/FeedItemDto.kt")
        .bash("./gradlew :shared:assembleXCFramework", "BUILD SUCCESSFUL in 2m 3s")
        .user("nice. rest of the dtos -> shared module is a todo for next sprint")
        .stop("The :shared module builds an XCFramework with FeedItemDto."),
    planted: [
      { kind: "decision", keys: ["kmp", "dtos"] },
      { kind: "task", keys: ["dtos", "next sprint"] },
    ],
  },
  {
    id: "b167-a11y",
    build: (s) =>
      s
        .user("accessibility scanner flags the like button")
        .bash(
          'adb shell uiautomator dump /sdcard/ui.xml && adb pull /sdcard/ui.xml /tmp/ui.xml && grep -o \'content-desc="[^"]*" [^>]*LikeButton\' /tmp/ui.xml',
          'content-desc="" resource-id="com.acme:id/LikeButton"',
        )
        .assistant("The like IconButton has no contentDescription and its touch target is 36dp.")
        .file("Edit", "feature-feed/src/main/java/com/acme/feed/LikeButton.kt")
        .user("fixed, thanks. the voiceover labels on ios need a full pass too, put it on the list for after the release")
        .stop("LikeButton has a description and a 48dp target."),
    planted: [{ kind: "task", keys: ["voiceover"] }],
  },
  {
    id: "b167-retrofit-superseded",
    build: (s) =>
      s
        .user("new endpoint for draft sync. ktor client for it? been wanting to try")
        .assistant("Ktor would work and is multiplatform. Everything else in :data uses Retrofit + OkHttp with the auth interceptor, though.")
        .user("ok ktor for the sync endpoint")
        .file("Write", "data/src/main/java/com/acme/data/sync/SyncApi.kt")
        .bash("./gradlew :data:compileDebugKotlin", "e: Unresolved reference: AuthInterceptor\n> Task :data:compileDebugKotlin FAILED", 1)
        .assistant(
          "Ktor can't reuse the OkHttp AuthInterceptor directly; it needs its own Auth plugin with the refresh logic duplicated, or the OkHttp engine with the interceptor passed in.",
        )
        .user("meh no. changed my mind, stay on retrofit for sync too, one http stack on android")
        .file("Write", "data/src/main/java/com/acme/data/sync/SyncApi.kt")
        .bash("./gradlew :data:compileDebugKotlin", "BUILD SUCCESSFUL in 14s")
        .stop("SyncApi is a Retrofit interface using the shared OkHttp client."),
    planted: [{ kind: "decision", keys: ["retrofit"] }],
  },
  {
    id: "b167-empty-status",
    build: (s) =>
      s
        .user("run all android unit tests")
        .bash("./gradlew testDebugUnitTest", "BUILD SUCCESSFUL in 3m 2s\n1184 tests completed, 0 failed")
        .assistant("All 1184 Android unit tests pass.")
        .user("and ios")
        .bash(
          "xcodebuild test -scheme App -destination 'platform=iOS Simulator,name=iPhone 15' | tail -2",
          "Executed 421 tests, with 0 failures (0 unexpected) in 39.8 (40.6) seconds\n** TEST SUCCEEDED **",
        )
        .assistant("421 iOS tests pass too.")
        .user("nice, good day")
        .stop(),
    planted: [],
  },
  {
    id: "b167-ios-ci-secrets",
    build: (s) =>
      s
        .user("xcode cloud post-clone script can't find the Secrets.xcconfig")
        .file("Read", "ios/ci_scripts/ci_post_clone.sh")
        .assistant(
          "The script copies Secrets.xcconfig from $CI_WORKSPACE/secrets, which doesn't exist; it has to be written from environment variables set in the workflow.",
        )
        .user(
          "yes, the secrets are env vars in the xcode cloud workflow settings, API_KEY and SENTRY_DSN. Marco set them up and he's the only one with admin on app store connect",
        )
        .file("Edit", "ios/ci_scripts/ci_post_clone.sh")
        .bash("sh -n ios/ci_scripts/ci_post_clone.sh && echo ok", "ok")
        .stop("ci_post_clone.sh writes Secrets.xcconfig from API_KEY and SENTRY_DSN."),
    planted: [
      { kind: "fact", keys: ["sentry_dsn"] },
      { kind: "fact", keys: ["marco", "admin"] },
    ],
  },
  {
    id: "b167-commit-style",
    build: (s) =>
      s
        .user("commit this")
        .bash("git status --short", " M ios/App/Feed/FeedView.swift\n M feature-feed/src/main/java/com/acme/feed/FeedScreen.kt")
        .assistant("Committing both files as 'Fix feed layout'.")
        .user("two commits pls, one per platform. thats how we do it, never mix android and ios in one commit. and no co-authored-by trailer")
        .bash(
          "git add ios/App/Feed/FeedView.swift && git commit -m 'ios: cap feed width on iPad' && git add feature-feed && git commit -m 'android: stable keys in feed list'",
          "[android/feed-fixes 8c1d2e0] ios: cap feed width on iPad\n 1 file changed, 3 insertions(+)\n[android/feed-fixes 91ab7f3] android: stable keys in feed list\n 1 file changed, 2 insertions(+), 1 deletion(-)",
        )
        .stop("Two commits, one per platform."),
    planted: [
      { kind: "instruction", keys: ["one commit"] },
      { kind: "instruction", keys: ["co-authored-by"] },
    ],
  },
  {
    id: "b167-sentry-vs-crashlytics",
    build: (s) =>
      s
        .user("sentry or crashlytics for the perf traces? we have both sdks in ios rn which is dumb")
        .bash("grep -n 'sentry\\|crashlytics' ios/Package.resolved | head", '12:      "identity" : "sentry-cocoa",\n31:      "identity" : "firebase-ios-sdk",')
        .assistant(
          "Android only has Crashlytics + Firebase Performance. I'd suggest dropping Sentry on iOS and using Firebase Performance there too, so both apps report to the same place.",
        )
        .user("agreed, sentry goes. crashes and perf both in firebase, both platforms")
        .file("Edit", "ios/App/AppDelegate.swift")
        .bash("xcodebuild -scheme App -destination 'platform=iOS Simulator,name=iPhone 15' build | tail -1", "** BUILD SUCCEEDED **")
        .user("removing the sentry package from the project is still todo, i'll do that in xcode myself tomorrow, remind me")
        .stop("Sentry init removed from AppDelegate; Firebase Performance is on."),
    planted: [
      { kind: "decision", keys: ["sentry", "firebase"] },
      { kind: "task", keys: ["sentry package"] },
    ],
  },
  {
    id: "b167-coldstart",
    build: (s) =>
      s
        .user("cold start numbers pls, android")
        .bash("adb shell am force-stop com.acme && adb shell am start -W com.acme/.MainActivity | grep TotalTime", "TotalTime: 1840")
        .assistant("1840 ms on the Pixel 7 emulator. A Macrobenchmark would be more reliable than am start -W; there's a :benchmark module but it's empty.")
        .user(
          "the budget is 1.5s cold start on a pixel 6, thats what product tracks. we're over. baseline profiles + filling the benchmark module = task for january",
        )
        .file("Read", "benchmark/build.gradle.kts")
        .stop("Cold start measured at 1840 ms."),
    planted: [
      { kind: "fact", keys: ["1.5s", "pixel 6"] },
      { kind: "task", keys: ["baseline profiles"] },
    ],
  },
  {
    id: "b167-empty-manifest",
    build: (s) =>
      s
        .user("what permissions does the release apk ask for")
        .bash(
          "aapt2 dump permissions app/build/outputs/apk/release/app-release.apk",
          "package: com.acme\nuses-permission: name='android.permission.INTERNET'\nuses-permission: name='android.permission.POST_NOTIFICATIONS'\nuses-permission: name='android.permission.CAMERA'",
        )
        .assistant("Three: INTERNET, POST_NOTIFICATIONS and CAMERA (for the attachment scanner).")
        .user("camera comes from the scanner lib or from us?")
        .bash(
          "grep -rn 'CAMERA' app/src/main/AndroidManifest.xml feature-*/src/main/AndroidManifest.xml",
          'feature-attachments/src/main/AndroidManifest.xml:4:    <uses-permission android:name="android.permission.CAMERA" />',
        )
        .assistant("From us: feature-attachments declares it.")
        .stop(),
    planted: [],
  },
  {
    id: "b167-ios-tests-parallel",
    build: (s) =>
      s
        .user("ios tests flaky, DraftStoreTests")
        .bash(
          "xcodebuild test -scheme App -only-testing:AppTests/DraftStoreTests -destination 'platform=iOS Simulator,name=iPhone 15' -parallel-testing-enabled YES",
          "Test Case '-[AppTests.DraftStoreTests testImport]' failed (0.412 seconds).\nExecuted 9 tests, with 1 failure",
          65,
        )
        .assistant(
          "With parallel testing, two clones share the same Core Data store file in the app group container, so testImport sees the other clone's rows. Each test should use an in-memory store (/dev/null URL).",
        )
        .file("Edit", "ios/AppTests/DraftStoreTests.swift")
        .bash(
          "xcodebuild test -scheme App -only-testing:AppTests/DraftStoreTests -destination 'platform=iOS Simulator,name=iPhone 15' -parallel-testing-enabled YES",
          "Executed 9 tests, with 0 failures",
        )
        .user("ok. rule for core data tests: in-memory store only, never the real container")
        .stop("DraftStoreTests pass with parallel testing."),
    planted: [{ kind: "instruction", keys: ["in-memory"] }],
  },
  {
    id: "b167-compose-bom",
    build: (s) =>
      s
        .user("update compose")
        .bash("grep compose-bom gradle/libs.versions.toml", 'compose-bom = "2024.06.00"')
        .assistant(
          "The BOM is 2024.06.00. Latest stable is 2024.10.01. I can bump it, and Material3 comes along. Or pin individual artifacts instead of the BOM?",
        )
        .user("bom, keep using the bom, never pin compose artifacts one by one. bump it")
        .file("Edit", "gradle/libs.versions.toml")
        .bash("./gradlew :app:assembleDebug", "BUILD SUCCESSFUL in 1m 2s")
        .assistant("Builds with BOM 2024.10.01. There's one deprecation: pullRefresh is replaced by PullToRefreshBox, used in 3 screens.")
        .user("those 3 pullRefresh screens -> PullToRefreshBox later, not now")
        .stop("Compose BOM bumped to 2024.10.01."),
    planted: [
      { kind: "instruction", keys: ["bom"] },
      { kind: "task", keys: ["pulltorefreshbox"] },
    ],
  },
  {
    id: "b167-app-group",
    build: (s) =>
      s
        .user("where does the widget read drafts count from")
        .file("Read", "ios/Widget/DraftsProvider.swift")
        .assistant(
          'From UserDefaults(suiteName: "group.com.acme.shared"), key drafts.count, which the app writes on every save. The timeline reloads every 30 minutes.',
        )
        .user("ok and on android the glance widget gets it from the DataStore in :core")
        .bash(
          "grep -rn 'draftsCount' core/src/main/java | head -2",
          'core/src/main/java/com/acme/core/widget/WidgetState.kt:14:    val draftsCount = intPreferencesKey("drafts_count")',
        )
        .assistant("Right, WidgetState.kt in :core defines drafts_count in the Preferences DataStore that the Glance widget reads.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["group.com.acme.shared", "drafts.count"] },
      { kind: "fact", keys: ["glance", "datastore"] },
    ],
  },
  {
    id: "b167-release-train",
    build: (s) =>
      s
        .user("when is code freeze for 4.12?")
        .bash(
          "cat docs/release-calendar.md | sed -n 1,6p",
          "# Release calendar\n| version | freeze | store |\n|---|---|---|\n| 4.12 | 2026-12-03 | 2026-12-08 |\n| 4.13 | 2026-12-17 | 2026-12-22 |",
        )
        .assistant("4.12 freezes on December 3rd and goes to the stores on December 8th.")
        .user("ok so we're on a two-week train, freeze wednesday, store monday. both apps ship same version same day. ok good")
        .stop("4.12: freeze Dec 3, store Dec 8."),
    planted: [{ kind: "fact", keys: ["two-week"] }],
  },
  {
    id: "b167-empty-podfile-quote",
    build: (s) =>
      s
        .user("show me the podfile post_install hook")
        .bash(
          "sed -n '/post_install/,/^end/p' ios/Podfile",
          "post_install do |installer|\n  installer.pods_project.targets.each do |t|\n    # TODO: remove once Lottie ships arm64 sim slices\n    # must always match the app's deployment target, never lower\n    t.build_configurations.each { |c| c.build_settings['IPHONEOS_DEPLOYMENT_TARGET'] = '16.0' }\n  end\nend",
        )
        .assistant(
          "It forces IPHONEOS_DEPLOYMENT_TARGET = 16.0 on every pod target. The comments are old; the Lottie TODO refers to a version we no longer use.",
        )
        .user("does that hook still matter after spm?")
        .assistant("Only for the pods that remain; once the last pod moves to SPM the whole Podfile goes.")
        .user("ok")
        .stop(),
    planted: [],
  },
  {
    id: "b167-localization-bug",
    build: (s) =>
      s
        .user("german text overflows the onboarding button ios")
        .bash(
          "xcrun simctl spawn booted defaults write -g AppleLanguages -array de && xcrun simctl io booted screenshot /tmp/de.png",
          "Wrote screenshot to: /tmp/de.png",
        )
        .assistant('"Los geht\'s und Konto erstellen" truncates at 17pt. Options: minimumScaleFactor(0.8), a two-line label, or a shorter German string.')
        .user("two lines. and we go with lineLimit(2) for all primary buttons, not the scale factor, that looks bad")
        .file("Edit", "ios/App/DesignSystem/PrimaryButton.swift")
        .bash("xcrun simctl io booted screenshot /tmp/de2.png", "Wrote screenshot to: /tmp/de2.png")
        .stop("PrimaryButton wraps to two lines."),
    planted: [{ kind: "decision", keys: ["linelimit"] }],
  },
  {
    id: "b167-datepicker",
    build: (s) =>
      s
        .user("reminder date picker crashes on ios 16 when you tap the year")
        .file("Read", "ios/App/Reminders/CalendarPickerView.swift")
        .assistant(
          "CalendarPickerView is a custom grid; the year menu indexes into a 10-year array with an off-by-one when the current year is the last element. I can fix the index, or replace the whole view with SwiftUI's DatePicker(.graphical), which handles locales and accessibility for free.",
        )
        .user("native DatePicker. the custom one is gone")
        .file("Edit", "ios/App/Reminders/ReminderSheet.swift")
        .bash(
          "git rm ios/App/Reminders/CalendarPickerView.swift && xcodebuild -scheme App -destination 'platform=iOS Simulator,name=iPhone 15' build | tail -1",
          "rm 'ios/App/Reminders/CalendarPickerView.swift'\n** BUILD SUCCEEDED **",
        )
        .user("android has the same custom calendar thing. swapping it for the material3 DatePicker is next, after 4.12")
        .stop("ReminderSheet uses the native graphical DatePicker."),
    planted: [
      { kind: "decision", keys: ["datepicker"] },
      { kind: "task", keys: ["material3", "datepicker"] },
    ],
  },
  {
    id: "b167-rollout",
    build: (s) =>
      s
        .user("4.11.3 hotfix is approved on play. full rollout?")
        .bash(
          "bundle exec fastlane android promote track:production rollout:0.1",
          "[15:02:11]: Promoted 41103 to production at 10% rollout\n[15:02:11]: fastlane.tools finished successfully 🎉",
        )
        .assistant("I promoted it at 10%, which is what the lane defaults to. We could go straight to 100% for a hotfix, or wait for crash-free numbers.")
        .user("10% is right. from now on hotfixes always go 10% first, then 100% after 24h if crash-free stays above 99.5")
        .stop("4.11.3 is at 10% on production."),
    planted: [{ kind: "instruction", keys: ["99.5"] }],
  },
  {
    id: "b167-empty-coffee",
    build: (s) =>
      s
        .user("brb coffee, then we look at the widget thing")
        .assistant("Sure. When you're back: the widget timeline currently reloads every 30 minutes.")
        .user("back. meh im fried, calling it a day")
        .bash("git status --short", "")
        .assistant("Nothing uncommitted, so there's nothing to save.")
        .stop(),
    planted: [],
  },
  {
    id: "b167-conventions-list",
    build: (s) =>
      s
        .user("fix the hardcoded 'Retry' in ErrorState composable")
        .file("Edit", "core-ui/src/main/java/com/acme/ui/ErrorState.kt")
        .bash("./gradlew :core-ui:lintDebug | grep -c HardcodedText", "0")
        .assistant("ErrorState uses stringResource(R.string.common_retry) now; lint reports no more hardcoded text there.")
        .user(
          "ty. few things for you in general while we're at it:\n- no hardcoded text in composables, stringResource only\n- ios colors only from Assets.xcassets, no Color(red:green:blue:) literals\n- dont edit anything under apollo/, its generated from the schema on every build",
        )
        .assistant("Got it.")
        .user("oh and tommorow we ned to rotate the google maps api key, it was visible in a screenshot on the jira ticket")
        .stop("Noted the three conventions and the key rotation."),
    planted: [
      { kind: "instruction", keys: ["stringresource"] },
      { kind: "instruction", keys: ["xcassets"] },
      { kind: "instruction", keys: ["apollo"] },
      { kind: "task", keys: ["maps", "api key"] },
    ],
  },
  {
    id: "b167-filter-sheet",
    build: (s) =>
      s
        .user("search filters: bottom sheet or full screen? ios and android should match")
        .assistant(
          "A bottom sheet keeps the results visible behind it (ModalBottomSheet on Android, .sheet with .presentationDetents([.medium, .large]) on iOS). Full screen gives more room for the date range. There are 6 filters, which fit in a medium detent.",
        )
        .file("Read", "feature-search/src/main/java/com/acme/search/SearchScreen.kt")
        .user("ok lets go with the bottom sheet verison for the filters on both")
        .file("Write", "feature-search/src/main/java/com/acme/search/FilterSheet.kt")
        .bash("./gradlew :feature-search:compileDebugKotlin", "BUILD SUCCESSFUL in 10s")
        .stop("FilterSheet is a ModalBottomSheet on Android; iOS next."),
    planted: [{ kind: "decision", keys: ["bottom sheet", "filter"] }],
  },
];

export const BLIND167 = plantedSet(BLIND167_SESSIONS, Date.UTC(2026, 10, 20, 9));
