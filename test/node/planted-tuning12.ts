/**
 * Training set for the sentence classifier (written without reading the extractor).
 *
 * The twelfth tuning planted set for the offline long-term-memory extractor: written without
 * reading src/core/memories (except model.ts) or the sessions of any other planted set, from
 * issue 19's description of what should and should not be remembered, in the voice of real
 * coding-agent sessions (Copilot CLI / Claude Code / Codex) about mobile apps, games and desktop
 * apps (Swift, Kotlin, Flutter, React Native, Unity, Godot, Electron, Tauri), with terse and
 * verbose users. Each session is one segment; the items planted in it are listed with it.
 * Every other message must give nothing: questions, hypotheses, proposals the user rejects or
 * never confirms, withdrawn ideas, unconfirmed guesses, quoted code, logs and tool output
 * (with words like "always", "never", "TODO"), chit-chat, and requests done in the same
 * session. Where a decision is changed later in a session, only the final one is planted.
 *
 * Matching rule (fixed before any extractor was run on this set; the one planted-blind.ts states):
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

const START = Date.UTC(2026, 10, 2, 8);

export const TUNING12_SESSIONS: BlindSession[] = [
  {
    id: "t12-ios-keychain",
    build: (s) =>
      s
        .user("login keeps failing on the iPhone 12 sim after reinstall. can you look at AuthStore.swift")
        .assistant("I'll read AuthStore.swift and the keychain wrapper first.")
        .file("Read", "ios/App/Auth/AuthStore.swift")
        .bash(
          "xcrun simctl spawn booted log show --last 2m --predicate 'subsystem == \"com.pocketlist.app\"' | tail -5",
          "AuthStore: token read failed errSecItemNotFound (-25300)\nAuthStore: falling back to login screen",
        )
        .assistant(
          "The keychain item is written with kSecAttrAccessibleWhenUnlockedThisDeviceOnly but read with an access group that doesn't match the entitlement. The simulator wipes the keychain on reinstall anyway, so part of this is expected.",
        )
        .user("ok so fwiw the keychain access group is `7QX2K.com.pocketlist.shared` — the widget extension reads from it too, thats why its not the bundle id")
        .file("Edit", "ios/App/Auth/AuthStore.swift")
        .bash(
          "xcodebuild -scheme PocketList -destination 'platform=iOS Simulator,name=iPhone 12' test -only-testing:PocketListTests/AuthStoreTests 2>&1 | tail -3",
          "Test Suite 'AuthStoreTests' passed.\n     Executed 6 tests, with 0 failures (0 unexpected) in 0.412 seconds\n** TEST SUCCEEDED **",
        )
        .assistant("Fixed: AuthStore now reads and writes with the shared access group. AuthStoreTests pass (6/6).")
        .stop(),
    planted: [{ kind: "fact", keys: ["access group", "widget"] }],
  },
  {
    id: "t12-rn-navigation",
    build: (s) =>
      s
        .user(
          "We need to pick a navigation lib for the RN app before the onboarding flow gets any bigger. Options on the table are react-navigation v7 and expo-router. I'm leaning expo-router because of the file-based routes but tell me what you think.",
        )
        .assistant(
          "expo-router is built on react-navigation, so the runtime is the same. The file-based routes help with deep links; the cost is that the app must stay on the Expo toolchain. react-navigation directly gives more control over nested navigators.",
        )
        .bash(
          "cat package.json | jq '.dependencies | keys[]' | grep -i -E 'expo|navigation'",
          '"expo"\n"expo-linking"\n"@react-navigation/native"\n"@react-navigation/native-stack"',
        )
        .user("we're on expo anyway. decided: expo-router for all new screens, the two old stacks stay on plain react-navigation until someone has time")
        .assistant("Understood. I'll scaffold app/(onboarding)/_layout.tsx with expo-router.")
        .file("Write", "app/(onboarding)/_layout.tsx")
        .bash("npx expo export --platform ios 2>&1 | tail -2", "Exported: dist\n  iOS Bundling complete 8213ms")
        .assistant("Onboarding layout is in place and the iOS bundle builds.")
        .stop(),
    planted: [{ kind: "decision", keys: ["expo-router"] }],
  },
  {
    id: "t12-chitchat-flutter-upgrade",
    build: (s) =>
      s
        .user("morning. whats the latest stable flutter")
        .bash("flutter --version", "Flutter 3.27.1 • channel stable • https://github.com/flutter/flutter.git\nDart 3.6.0 • DevTools 2.40.2")
        .assistant("You have Flutter 3.27.1 on stable with Dart 3.6.0. `flutter upgrade` would tell you if a newer stable exists.")
        .user("eh, leave it for now. thanks")
        .assistant("Sure.")
        .stop(),
    planted: [],
  },
  {
    id: "t12-unity-pooling",
    build: (s) =>
      s
        .user("profiler shows GC spikes every time the wave spawns. Assets/Scripts/WaveSpawner.cs")
        .file("Read", "Assets/Scripts/WaveSpawner.cs")
        .assistant(
          "WaveSpawner calls Instantiate() and Destroy() for every enemy. Each wave allocates ~40 GameObjects, which lines up with the GC.Collect spikes. An object pool would remove most of it.",
        )
        .user(
          "yes do a pool. and going forward: no Instantiate/Destroy in gameplay loops, everything spawned per frame or per wave goes through ObjectPool<T>. put that in CONTRIBUTING too",
        )
        .file("Write", "Assets/Scripts/Pooling/EnemyPool.cs")
        .file("Edit", "Assets/Scripts/WaveSpawner.cs")
        .file("Edit", "CONTRIBUTING.md")
        .bash(
          "/Applications/Unity/Hub/Editor/2022.3.40f1/Unity.app/Contents/MacOS/Unity -batchmode -runTests -testPlatform PlayMode -projectPath . -testResults /tmp/r.xml -quit; grep -o 'result=\"[A-Za-z]*\"' /tmp/r.xml | head -1",
          'result="Passed"',
        )
        .assistant("EnemyPool is in, WaveSpawner uses it, CONTRIBUTING.md has the rule. PlayMode tests pass.")
        .user("nice. still need to do the same for the projectiles in Turret.cs, not today though")
        .stop("Noted — Turret.cs projectiles still use Instantiate."),
    planted: [
      { kind: "instruction", keys: ["objectpool"] },
      { kind: "task", keys: ["projectiles", "turret"] },
    ],
  },
  {
    id: "t12-electron-ipc-question",
    build: (s) =>
      s
        .user("is contextIsolation on by default in electron 31? just curious, not changing anything")
        .assistant("Yes, contextIsolation has defaulted to true since Electron 12, and sandbox defaults to true for renderers since Electron 20.")
        .bash("grep -n contextIsolation src/main/window.ts", "14:      contextIsolation: true,")
        .assistant("Your window.ts sets it explicitly to true as well.")
        .user("cool ty")
        .stop(),
    planted: [],
  },
  {
    id: "t12-kotlin-hilt",
    build: (s) =>
      s
        .user("build broke after I merged Sasha's branch: `[Dagger/MissingBinding] SyncRepository cannot be provided`")
        .bash(
          "./gradlew :app:kaptDebugKotlin 2>&1 | grep -A2 MissingBinding",
          "e: [Dagger/MissingBinding] com.trailhead.data.SyncRepository cannot be provided without an @Provides-annotated method.\n      com.trailhead.data.SyncRepository is injected at\n          com.trailhead.ui.sync.SyncViewModel(repo)",
        )
        .assistant("SyncRepository is an interface and nothing binds it. Probably the @Binds in DataModule got lost in the merge? Let me check.")
        .bash(
          "git log -p -1 -- app/src/main/java/com/trailhead/di/DataModule.kt | head -20",
          "commit 8e1f0a2\n    move sync bindings to SyncModule\n-    @Binds abstract fun bindSync(impl: SyncRepositoryImpl): SyncRepository",
        )
        .assistant("It was moved to SyncModule, but SyncModule isn't annotated @InstallIn(SingletonComponent::class). I added it.")
        .file("Edit", "app/src/main/java/com/trailhead/di/SyncModule.kt")
        .bash("./gradlew :app:assembleDebug -q 2>&1 | tail -1", "BUILD SUCCESSFUL in 48s")
        .user("ugh ok. btw we're moving off kapt to KSP for hilt, that's decided, Sasha is doing it next sprint")
        .assistant("Got it, I won't touch the kapt config then.")
        .stop(),
    planted: [{ kind: "decision", keys: ["ksp"] }],
  },
  {
    id: "t12-godot-signals",
    build: (s) =>
      s
        .user("in godot 4 should I connect signals in the editor or in code? the team is split")
        .assistant(
          "Both work. Connecting in code (`button.pressed.connect(_on_pressed)`) is greppable and survives scene refactors; editor connections are stored in the .tscn and are easy to lose when nodes are renamed.",
        )
        .user("we'll talk about it friday. for now can you just fix the broken connection in hud.tscn")
        .bash(
          "godot --headless --check-only --path . 2>&1 | grep -i signal",
          "ERROR: Signal 'health_changed' is already connected to given callable 'Callable(HUD, _on_health_changed)' in that object.",
        )
        .file("Edit", "scenes/ui/hud.tscn")
        .bash("godot --headless --check-only --path . 2>&1 | grep -ci error", "0")
        .assistant("Removed the duplicated connection in hud.tscn; the headless check is clean.")
        .stop(),
    planted: [],
  },
  {
    id: "t12-tauri-updater",
    build: (s) =>
      s
        .user(
          "Setting up the auto updater for the Tauri app. Context you'll need later: releases are published to our own bucket at updates.lumenpad.app, NOT github releases, because the repo is private and the updater can't auth against it. The signing pubkey is in tauri.conf.json, private key lives in 1Password under 'Lumenpad updater key'.",
        )
        .assistant("Thanks. I'll wire the updater plugin to the bucket endpoint.")
        .file("Edit", "src-tauri/tauri.conf.json")
        .file("Edit", "src-tauri/src/main.rs")
        .bash("cd src-tauri && cargo check 2>&1 | tail -1", "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 21.77s")
        .assistant("The updater points at https://updates.lumenpad.app/{{target}}/{{arch}}/{{current_version}} and `cargo check` passes.")
        .user("also the windows build needs an EV cert before we can ship the updater to windows users. nobody has ordered it yet, put it on the list")
        .assistant("Noted as an open item: order the EV code-signing cert for Windows.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["updates.lumenpad.app"] },
      { kind: "fact", keys: ["1password"] },
      { kind: "task", keys: ["ev cert"] },
    ],
  },
  {
    id: "t12-flutter-state",
    build: (s) =>
      s
        .user("riverpod or bloc for the new checkout feature?")
        .assistant("The rest of the app uses Riverpod (lib/providers/*). Mixing in bloc for one feature would add a second pattern to learn.")
        .bash("ls lib/providers | wc -l; grep -rl flutter_bloc lib | wc -l", "23\n0")
        .user("bloc. the checkout team knows it and it's isolated in its own package")
        .assistant("OK, I'll set up packages/checkout with flutter_bloc.")
        .user("actually no, you're right, one pattern. riverpod for checkout too, final answer")
        .file("Write", "packages/checkout/lib/src/checkout_providers.dart")
        .bash("flutter test packages/checkout 2>&1 | tail -1", "00:03 +4: All tests passed!")
        .assistant("Checkout uses Riverpod; the 4 package tests pass.")
        .stop(),
    planted: [{ kind: "decision", keys: ["riverpod", "checkout"] }],
  },
  {
    id: "t12-android-minsdk",
    build: (s) =>
      s
        .user("what's our minSdk again")
        .bash("grep -n minSdk app/build.gradle.kts", "12:        minSdk = 26")
        .assistant("minSdk is 26 (Android 8.0).")
        .user("right. product agreed last week we bump minSdk to 28 with the 5.0 release, so don't add any compat shims for 26/27 anymore")
        .assistant("Understood — no new compat code for API 26/27; I'll leave the bump itself for the 5.0 branch.")
        .bash("git branch --list 'release/*'", "  release/4.9")
        .stop(),
    planted: [
      { kind: "decision", keys: ["minsdk", "28"] },
      { kind: "instruction", keys: ["compat"] },
    ],
  },
  {
    id: "t12-swiftui-preview-crash",
    build: (s) =>
      s
        .user("SwiftUI previews crash for every view in the Settings module. no idea why")
        .bash("xcrun simctl diagnose 2>/dev/null; ls ~/Library/Logs/DiagnosticReports | grep -i preview | tail -1", "XCPreviewAgent-2026-11-08-101233.ips")
        .bash(
          "grep -m3 -A2 'Termination Reason' ~/Library/Logs/DiagnosticReports/XCPreviewAgent-2026-11-08-101233.ips",
          "Termination Reason: Namespace SPRINGBOARD, Code 0x8badf00d\nFatal error: No ObservableObject of type SettingsModel found. A View.environmentObject(_:) for SettingsModel may be missing",
        )
        .assistant("Maybe the previews are missing the environment object? The crash says SettingsModel isn't injected.")
        .file("Read", "Settings/Sources/Settings/SettingsView.swift")
        .assistant(
          "Confirmed: none of the #Preview blocks in the Settings module inject SettingsModel, and the views read it with @EnvironmentObject. I added `.environmentObject(SettingsModel.preview)` to each preview.",
        )
        .file("Edit", "Settings/Sources/Settings/SettingsView.swift")
        .user(
          "ok. rule from now on: every #Preview has to inject its environment objects via the `.previewEnvironment()` modifier in DesignKit, don't hand-roll them per preview",
        )
        .file("Edit", "DesignKit/Sources/DesignKit/PreviewEnvironment.swift")
        .assistant("Done — added `.previewEnvironment()` to DesignKit and switched the Settings previews to it.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["previewenvironment"] }],
  },
  {
    id: "t12-rn-hermes-guess",
    build: (s) =>
      s
        .user("android release build is 30% slower to start than debug?? that's backwards")
        .assistant(
          "A few guesses: Hermes might be disabled in release, or the release bundle could be missing the bytecode precompile step, or ProGuard could be stripping something that forces reflection. I'd start by checking `hermesEnabled`.",
        )
        .bash("grep -n hermesEnabled android/gradle.properties", "22:hermesEnabled=true")
        .assistant("Hermes is enabled, so it isn't that. I could profile a cold start with `adb shell am start -W` on both builds.")
        .user("not now, I need to go. we can dig in tomorrow maybe")
        .stop("OK."),
    planted: [],
  },
  {
    id: "t12-electron-autoupdate-channel",
    build: (s) =>
      s
        .user("users on the beta channel got the stable 2.3.0 update instead of 2.4.0-beta.2. why")
        .bash(
          "cat dist/latest-mac.yml dist/beta-mac.yml 2>&1 | head -8",
          "version: 2.3.0\nfiles:\n  - url: Quillnote-2.3.0-arm64.dmg\ncat: dist/beta-mac.yml: No such file or directory",
        )
        .assistant(
          "electron-builder only wrote latest-mac.yml. Beta channel needs `generateUpdatesFilesForAllChannels: true` plus `allowPrerelease` on the client, otherwise beta users read latest.yml.",
        )
        .file("Edit", "electron-builder.yml")
        .file("Edit", "src/main/updater.ts")
        .bash(
          "npx electron-builder --mac --publish never 2>&1 | grep -E 'beta|latest'",
          "  • building block map  blockMapFile=dist/Quillnote-2.4.0-beta.2-arm64.dmg.blockmap\n  • writing update info  file=dist/beta-mac.yml\n  • writing update info  file=dist/latest-mac.yml",
        )
        .assistant(
          "Root cause: electron-builder never generated beta-mac.yml, so the beta channel fell back to latest-mac.yml. Fixed; both files are produced now.",
        )
        .user(
          "good. important thing to keep in mind: the beta feed is read by ~1200 people inside the company, the CEO included, so any bad beta is very visible",
        )
        .user("and remember we need to backfill beta-win.yml for the 2.4.0-beta.1 release that's already out, somebody has to upload it by hand")
        .assistant("Noted: beta-win.yml for 2.4.0-beta.1 still has to be uploaded manually.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["beta-mac.yml"] },
      { kind: "fact", keys: ["beta", "1200"] },
      { kind: "task", keys: ["beta-win.yml"] },
    ],
  },
  {
    id: "t12-unity-input",
    build: (s) =>
      s
        .user(
          "ok so going forward we only use the new Input System, the legacy Input Manager gets turned off in project settings. all new code uses InputActions from Assets/Input/Controls.inputactions",
        )
        .assistant('I\'ll set Active Input Handling to "Input System Package (New)" and check for old calls.')
        .bash("grep -rn 'Input.GetKey\\|Input.GetAxis' Assets/Scripts | wc -l", "17")
        .assistant("There are 17 legacy Input.GetKey/GetAxis calls left. Turning the legacy manager off would break them — shall I port them now?")
        .user("no, just flip the setting to 'Both' for now and leave the 17 calls, porting them is a separate ticket for later")
        .file("Edit", "ProjectSettings/ProjectSettings.asset")
        .assistant("Set Active Input Handling to Both. The 17 legacy Input calls are left for the porting ticket.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["inputactions"] },
      { kind: "task", keys: ["17", "port"] },
    ],
  },
  {
    id: "t12-flutter-l10n",
    build: (s) =>
      s
        .user("add german strings for the paywall screen")
        .file("Read", "lib/l10n/app_en.arb")
        .file("Write", "lib/l10n/app_de.arb")
        .bash("flutter gen-l10n && flutter analyze lib/features/paywall 2>&1 | tail -1", "No issues found! (ran in 2.1s)")
        .assistant("Added app_de.arb with the 14 paywall strings and regenerated the localizations; analyze is clean.")
        .user(
          "thx. translations come from Lokalise btw, the arb files in the repo are generated by `make l10n-pull` — don't hand edit them, next pull overwrites it",
        )
        .assistant("Understood. My German strings will be overwritten on the next pull then — do you want me to push them to Lokalise?")
        .user("no the translators will do it")
        .stop(),
    planted: [
      { kind: "fact", keys: ["lokalise"] },
      { kind: "instruction", keys: ["arb", "hand"] },
    ],
  },
  {
    id: "t12-ios-ci-quote",
    build: (s) =>
      s
        .user("paste me what the fastlane lane does, I forgot")
        .bash(
          "sed -n 1,20p fastlane/Fastfile",
          'default_platform(:ios)\nplatform :ios do\n  # NOTE: always bump the build number before gym, TestFlight rejects duplicates\n  lane :beta do\n    increment_build_number(xcodeproj: "PocketList.xcodeproj")\n    gym(scheme: "PocketList")\n    # TODO: never upload dSYMs from CI until crashlytics is fixed\n    pilot(skip_waiting_for_build_processing: true)\n  end\nend',
        )
        .assistant("The `beta` lane bumps the build number, builds with gym and uploads to TestFlight with pilot without waiting for processing.")
        .user("ok")
        .stop(),
    planted: [],
  },
  {
    id: "t12-kotlin-compose-convention",
    build: (s) =>
      s
        .user(
          "When you write Compose screens for this app, keep to how we do it: a stateless `FooScreen(state, onEvent)` composable plus a `FooRoute()` that collects the ViewModel state. Previews only ever target the stateless one. I'm tired of fixing previews that spin up Hilt.",
        )
        .assistant("Understood. I'll write ProfileEdit that way.")
        .file("Write", "app/src/main/java/com/trailhead/ui/profile/ProfileEditScreen.kt")
        .bash("./gradlew :app:compileDebugKotlin -q 2>&1 | tail -1", "")
        .assistant("ProfileEditRoute collects the state and ProfileEditScreen is stateless with a preview; it compiles.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["stateless"] }],
  },
  {
    id: "t12-godot-export",
    build: (s) =>
      s
        .user("export to steam deck is failing")
        .bash(
          "godot --headless --export-release 'Linux/X11' build/linux/game.x86_64 2>&1 | tail -3",
          'ERROR: Cannot export project with preset "Linux/X11" due to configuration errors:\nNo export template found at the expected path:\n/home/dev/.local/share/godot/export_templates/4.3.stable/linux_release.x86_64',
        )
        .assistant("The 4.3 export templates aren't installed on this machine. I downloaded and installed them.")
        .bash(
          "godot --headless --export-release 'Linux/X11' build/linux/game.x86_64 2>&1 | tail -1; ls -la build/linux | tail -1",
          "savepack: end\n-rwxr-xr-x 1 dev dev 71233520 Nov 9 14:02 game.x86_64",
        )
        .assistant("Export works now.")
        .user(
          "cool. fyi the deck build gets uploaded to steam with `steamcmd` from the build box only (buildbox-02), the steam guard 2FA for the upload account is on Marta's phone so uploads need her around",
        )
        .user("one more: the capsule art on the steam page is still the old logo, has to be redone before next fest. not your job today, just remember it")
        .stop("Good to know."),
    planted: [
      { kind: "task", keys: ["capsule"] },
      { kind: "fact", keys: ["buildbox-02"] },
      { kind: "fact", keys: ["marta"] },
    ],
  },
  {
    id: "t12-rn-chitchat-review",
    build: (s) =>
      s
        .user("can you explain what useCallback actually buys us in FlatList renderItem")
        .assistant(
          "With a stable renderItem reference, FlatList's PureComponent cells can skip re-rendering when the parent re-renders. Without it, every parent render creates a new function and every visible row re-renders. It matters mostly for long lists with heavy rows.",
        )
        .user("hm and would React.memo on the row do the same thing? maybe we should always memo rows")
        .assistant(
          "React.memo on the row helps only if the props are also stable — including renderItem's closures. They complement each other rather than replace.",
        )
        .bash("grep -rn 'React.memo' src/components/list | wc -l", "3")
        .user("ok interesting, I'll think about it")
        .stop(),
    planted: [],
  },
  {
    id: "t12-tauri-sqlite",
    build: (s) =>
      s
        .user("where does the tauri app keep its db on mac? support asked")
        .bash(
          "grep -rn 'app_data_dir\\|sqlite:' src-tauri/src | head -3",
          'src-tauri/src/db.rs:18:    let dir = app.path().app_data_dir()?;\nsrc-tauri/src/db.rs:19:    let url = format!("sqlite:{}/lumenpad.db", dir.display());',
        )
        .assistant("It's at `~/Library/Application Support/app.lumenpad.desktop/lumenpad.db` on macOS (app_data_dir + lumenpad.db).")
        .user("thanks, that's all")
        .stop(),
    planted: [{ kind: "fact", keys: ["lumenpad.db"] }],
  },
  {
    id: "t12-swift-concurrency",
    build: (s) =>
      s
        .user("turning on strict concurrency checking gave us 212 warnings lol")
        .bash("xcodebuild -scheme PocketList build SWIFT_STRICT_CONCURRENCY=complete 2>&1 | grep -c 'warning:.*Sendable'", "212")
        .assistant("Most are non-Sendable model types crossing actor boundaries. Fixing them module by module is the usual path.")
        .user(
          "yeah. plan: we stay on `targeted` in the app target for now, and the new Sync package goes straight to `complete` — decided w/ Jonas yesterday. the full migration is a TODO for Q1, someone needs to own it",
        )
        .file("Edit", "Packages/Sync/Package.swift")
        .bash("swift build --package-path Packages/Sync 2>&1 | tail -1", "Build complete! (14.02s)")
        .assistant("Sync builds clean with strict concurrency `complete`; the app target stays on `targeted`.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["sync", "complete"] },
      { kind: "task", keys: ["migration", "q1"] },
    ],
  },
  {
    id: "t12-flutter-ci-flake",
    build: (s) =>
      s
        .user("golden tests fail on CI but pass locally, every time")
        .bash(
          "gh run view 88231 --log-failed | grep -m3 -i golden",
          'test/goldens/paywall_test.dart: Golden "paywall_dark.png": Pixel test failed, 0.41% diff\n  Expected: test/goldens/paywall_dark.png\n  Actual: test/goldens/failures/paywall_dark_testImage.png',
        )
        .assistant(
          "0.41% diff is the classic font-rendering difference between macOS and the Linux runner. Goldens generated on a Mac won't match pixel-exactly on ubuntu-latest.",
        )
        .user(
          "yep that's it. goldens must only ever be regenerated inside the `ghcr.io/tally/flutter-golden:3.27` docker image, never on your mac. write that down in the README",
        )
        .file("Edit", "README.md")
        .bash(
          "docker run --rm -v $PWD:/app -w /app ghcr.io/tally/flutter-golden:3.27 flutter test --update-goldens test/goldens 2>&1 | tail -1",
          "00:41 +12: All tests passed!",
        )
        .assistant("Regenerated the goldens in the container and documented the rule in the README.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["font-rendering"] },
      { kind: "instruction", keys: ["goldens", "docker"] },
    ],
  },
  {
    id: "t12-android-proguard",
    build: (s) =>
      s
        .user(
          "release crashes on launch, debug fine. stack:\n```\njava.lang.NoSuchMethodException: com.trailhead.data.api.TrailDto.<init>()\n  at com.squareup.moshi.ClassJsonAdapter$1.create\n```",
        )
        .assistant("R8 stripped or renamed TrailDto's constructor; Moshi reflection needs it. Do the DTOs use codegen (@JsonClass(generateAdapter = true))?")
        .bash(
          "grep -rL 'generateAdapter = true' app/src/main/java/com/trailhead/data/api/*Dto.kt",
          "app/src/main/java/com/trailhead/data/api/TrailDto.kt\napp/src/main/java/com/trailhead/data/api/WaypointDto.kt",
        )
        .assistant(
          "TrailDto and WaypointDto lack `@JsonClass(generateAdapter = true)`, so Moshi falls back to reflection, which R8 breaks. I added the annotation to both.",
        )
        .file("Edit", "app/src/main/java/com/trailhead/data/api/TrailDto.kt")
        .file("Edit", "app/src/main/java/com/trailhead/data/api/WaypointDto.kt")
        .bash(
          "./gradlew :app:assembleRelease -q && adb install -r app/build/outputs/apk/release/app-release.apk && adb shell am start -W com.trailhead/.MainActivity | grep Status",
          "Success\nStatus: ok",
        )
        .user("👍 every DTO needs @JsonClass(generateAdapter = true), no reflection adapters. can you add a lint check for it at some point? not now")
        .stop("Will do when you ask — I'll leave the lint check as an open item."),
    planted: [
      { kind: "instruction", keys: ["jsonclass"] },
      { kind: "task", keys: ["lint check"] },
    ],
  },
  {
    id: "t12-unity-addressables-rejected",
    build: (s) =>
      s
        .user("should we move the level assets to Addressables? load times on switch are bad")
        .assistant(
          "Addressables would let you load levels asynchronously and drop Resources.Load, which keeps everything in memory at startup. It's a fair amount of work: groups, build scripts, remote catalog if you want DLC.",
        )
        .bash("du -sh Assets/Resources", "1.9G\tAssets/Resources")
        .assistant("1.9 GB sits in Resources, all loaded into the index at boot. I can draft a migration plan.")
        .user("nah, too big a change before cert. maybe after launch. let's not")
        .stop("OK, staying on Resources."),
    planted: [],
  },
  {
    id: "t12-electron-native-modules",
    build: (s) =>
      s
        .user("better-sqlite3 fails to load after electron upgrade to 33")
        .bash(
          "npx electron . 2>&1 | head -3",
          "Error: The module '/home/dev/src/app/node_modules/better-sqlite3/build/Release/better_sqlite3.node'\nwas compiled against a different Node.js version using\nNODE_MODULE_VERSION 127. This version of Node.js requires NODE_MODULE_VERSION 130.",
        )
        .assistant("Native module built for Node, not for Electron's ABI. `electron-rebuild` fixes it.")
        .bash("npx @electron/rebuild -f -w better-sqlite3 2>&1 | tail -1", "✔ Rebuild Complete")
        .assistant("Rebuilt better-sqlite3 against Electron 33; the app starts.")
        .user(
          "we keep hitting this. from now on postinstall runs electron-rebuild — add it to package.json. and heads up, the Windows CI runner has no python so node-gyp fallback builds fail there, prebuilt binaries only on windows",
        )
        .file("Edit", "package.json")
        .bash("npm run postinstall 2>&1 | tail -1", "✔ Rebuild Complete")
        .assistant("postinstall now runs `electron-rebuild`.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["postinstall", "electron-rebuild"] },
      { kind: "fact", keys: ["windows", "python"] },
    ],
  },
  {
    id: "t12-rn-codepush-superseded",
    build: (s) =>
      s
        .user("for OTA updates let's use CodePush, we used it at my last job")
        .assistant("Note that App Center (and CodePush with it) was retired in March 2025. Expo's EAS Update is the maintained option for an Expo app.")
        .bash("npx eas-cli --version", "eas-cli/14.2.0 darwin-arm64 node-v22.11.0")
        .user("oh right, forget codepush then. we go with EAS Update, channel per release branch")
        .bash("npx eas-cli update:configure --non-interactive 2>&1 | tail -1", "✔ Configured expo-updates in app.json")
        .assistant("EAS Update is configured. Channels will follow release branches.")
        .stop(),
    planted: [{ kind: "decision", keys: ["eas update"] }],
  },
  {
    id: "t12-ios-ci-runner",
    build: (s) =>
      s
        .user("why does the iOS build on CI take 40 min")
        .bash(
          'gh run view 88410 --json jobs --jq \'.jobs[] | "\\(.name) \\(.steps | map(select(.name=="Resolve SPM")) | .[0].conclusion)"\'',
          "ios-build success",
        )
        .bash(
          "gh run view 88410 --log | grep -E 'Resolve SPM|Build' | awk '{print $1,$2,$NF}' | head -4",
          "ios-build Resolve-SPM 14m02s\nios-build Build 21m40s",
        )
        .assistant(
          "14 min goes to resolving Swift packages — there's no SPM cache in the workflow. And the build step compiles for both arm64 and x86_64 simulators.",
        )
        .user(
          "ah. the macOS runners are our own mac minis in the office (mac-mini-1..3), not github hosted, so caching to ~/Library/Developer is persistent between jobs. just point SPM at a fixed clonedSourcePackagesDirPath",
        )
        .file("Edit", ".github/workflows/ios.yml")
        .assistant("Set `-clonedSourcePackagesDirPath ~/ci-spm-cache`; on a persistent runner the second run should skip resolution.")
        .stop(),
    planted: [{ kind: "fact", keys: ["mac mini"] }],
  },
  {
    id: "t12-godot-gdscript-style",
    build: (s) =>
      s
        .user(
          "please type hint everything in gdscript. `var speed: float = 200.0`, `func move(delta: float) -> void`. untyped code gets rejected in review here",
        )
        .assistant("Understood. I'll add types to player.gd while I'm in it.")
        .file("Edit", "scripts/player.gd")
        .bash("godot --headless --check-only --path . 2>&1 | grep -c 'UNTYPED_DECLARATION'", "0")
        .assistant("player.gd is fully typed; no UNTYPED_DECLARATION warnings.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["type hint"] }],
  },
  {
    id: "t12-flutter-flavors-question",
    build: (s) =>
      s
        .user("how do i run the staging flavor on my phone")
        .bash("grep -n flavor -A3 .vscode/launch.json | head -6", '9:      "args": ["--flavor", "staging", "-t", "lib/main_staging.dart"]')
        .assistant("`flutter run --flavor staging -t lib/main_staging.dart` — that's what the VS Code launch config uses.")
        .user("thx")
        .stop(),
    planted: [{ kind: "fact", keys: ["flavor staging"] }],
  },
  {
    id: "t12-kotlin-room-migration",
    build: (s) =>
      s
        .user("add a `notes` column to the Trail entity")
        .file("Edit", "app/src/main/java/com/trailhead/data/db/TrailEntity.kt")
        .assistant("Added the column. Room needs a migration from 7 to 8; shall I write `ALTER TABLE trails ADD COLUMN notes TEXT`?")
        .user(
          "yes. and never use fallbackToDestructiveMigration in this app, users lose their offline trails. every schema change gets a real Migration + a MigrationTestHelper test",
        )
        .file("Write", "app/src/main/java/com/trailhead/data/db/Migration7to8.kt")
        .file("Write", "app/src/androidTest/java/com/trailhead/data/db/Migration7to8Test.kt")
        .bash("./gradlew :app:connectedDebugAndroidTest --tests '*Migration7to8Test' -q 2>&1 | tail -1", "BUILD SUCCESSFUL in 1m 52s")
        .assistant("Migration 7→8 and its MigrationTestHelper test are in and pass.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["fallbacktodestructivemigration"] }],
  },
  {
    id: "t12-unity-build-size",
    build: (s) =>
      s
        .user("android aab is 180mb, play store limit for base module is 200. whats eating it")
        .bash(
          "cat Library/LastBuild.buildreport.txt 2>/dev/null | sed -n '/Used Assets and files/,+6p'",
          "Used Assets and files from the Resources folder, sorted by uncompressed size:\n 41.2 mb\t 22.6% Assets/Resources/Music/ost_full.wav\n 18.9 mb\t 10.4% Assets/Resources/Music/ost_boss.wav\n 9.1 mb\t 5.0% Assets/Art/Atlas/world_atlas.png",
        )
        .assistant(
          "Uncompressed WAVs in Resources are the biggest chunk: 60 MB of music. Switching their import settings to Vorbis at quality 70 would save ~50 MB.",
        )
        .user("do it for those two")
        .file("Edit", "Assets/Resources/Music/ost_full.wav.meta")
        .file("Edit", "Assets/Resources/Music/ost_boss.wav.meta")
        .assistant("Both are Vorbis q70 now.")
        .user("ok rule: music and ambience always imported as Vorbis streaming, never PCM. SFX can stay ADPCM")
        .user("also we still need a play asset delivery pack for the cutscenes eventually, the aab will blow past 200 again when act 3 lands")
        .stop("Noted."),
    planted: [
      { kind: "instruction", keys: ["vorbis"] },
      { kind: "task", keys: ["asset delivery"] },
    ],
  },
  {
    id: "t12-tauri-ipc-decision",
    build: (s) =>
      s
        .user("the frontend calls invoke() with string command names all over the place and typos only show at runtime")
        .assistant("tauri-specta can generate typed bindings for the commands into src/bindings.ts. Another option is a hand-written wrapper per command.")
        .bash('grep -rn "invoke(\'" src | wc -l', "63")
        .user(
          "go with tauri-specta. bindings.ts is generated, check it in, and from now on the frontend only calls commands through bindings.ts — no raw invoke()",
        )
        .file("Edit", "src-tauri/Cargo.toml")
        .file("Edit", "src-tauri/src/main.rs")
        .bash("cd src-tauri && cargo run --bin export-bindings 2>&1 | tail -1 && cd .. && npx tsc --noEmit 2>&1 | grep -c error", "wrote ../src/bindings.ts\n0")
        .assistant("tauri-specta generates src/bindings.ts; tsc passes. The 63 raw invoke() calls still need to be switched over — do that now?")
        .user("no, leave the 63 call sites for a follow-up PR")
        .stop(),
    planted: [
      { kind: "decision", keys: ["tauri-specta"] },
      { kind: "instruction", keys: ["bindings.ts", "invoke"] },
      { kind: "task", keys: ["63"] },
    ],
  },
  {
    id: "t12-ios-push-team",
    build: (s) =>
      s
        .user("push notifications don't arrive on the TestFlight build")
        .bash("grep -A1 aps-environment ios/App/App.entitlements", "<key>aps-environment</key>\n<string>development</string>")
        .assistant("The entitlement says development, but TestFlight builds use the production APNs gateway. Is the backend sending to sandbox?")
        .user(
          "backend is owned by the platform team (Priya's team), we don't touch the push server. they send to sandbox for staging and production for prod, keyed by the bundle id. ours is com.pocketlist.app for prod and com.pocketlist.app.staging for staging",
        )
        .assistant(
          "Then TestFlight with the prod bundle id should get production pushes. Xcode sets aps-environment to production on archive, so the entitlement file isn't the issue.",
        )
        .bash("xcrun altool --list-apps 2>/dev/null | grep pocketlist || echo 'no altool access'", "no altool access")
        .assistant("I can't check the APNs key from here. Could be a token expired on their side — that's a guess.")
        .user("ok I'll ping Priya")
        .stop(),
    planted: [
      { kind: "fact", keys: ["priya", "push"] },
      { kind: "fact", keys: ["com.pocketlist.app.staging"] },
    ],
  },
  {
    id: "t12-rn-reanimated-log",
    build: (s) =>
      s
        .user("metro prints this on every reload, ignore or fix?")
        .bash(
          "npx expo start --ios 2>&1 | grep -m2 WARN",
          "WARN  [Reanimated] Reading from `value` during component render. Please ensure that you do not access the `value` property or use `get` method of a shared value while React is rendering a component.\nWARN  Never call `runOnJS` with an inline arrow — always pass a stable function reference.",
        )
        .assistant(
          "Both come from src/components/Sheet.tsx: `offset.value` is read in render and runOnJS gets an inline arrow. I moved the read into useAnimatedStyle and hoisted the callback.",
        )
        .file("Edit", "src/components/Sheet.tsx")
        .bash("npx expo start --ios 2>&1 | grep -c WARN", "0")
        .assistant("No more warnings on reload.")
        .stop(),
    planted: [],
  },
  {
    id: "t12-android-signing",
    build: (s) =>
      s
        .user(
          "for the record since you'll need it: the upload keystore is NOT in the repo. CI pulls it from the `ANDROID_UPLOAD_KEYSTORE_B64` secret, Play App Signing holds the real app key. if you lose the upload key we have to ask Google for a reset which takes days",
        )
        .assistant("Understood. I'll check the release workflow reads it from that secret.")
        .bash(
          "grep -n KEYSTORE .github/workflows/android-release.yml",
          `31:          echo "\${{ secrets.ANDROID_UPLOAD_KEYSTORE_B64 }}" | base64 -d > upload.jks`,
        )
        .assistant("The release workflow decodes ANDROID_UPLOAD_KEYSTORE_B64 into upload.jks, as you describe.")
        .stop(),
    planted: [{ kind: "fact", keys: ["android_upload_keystore_b64"] }],
  },
  {
    id: "t12-electron-tray-request",
    build: (s) =>
      s
        .user("add a tray icon with show/quit")
        .file("Write", "src/main/tray.ts")
        .file("Edit", "src/main/index.ts")
        .bash("npx tsc -p src/main --noEmit && npx electron . --smoke-test 2>&1 | tail -1", "smoke: tray created, 2 menu items")
        .assistant("Tray icon added with Show and Quit; tsc is clean and the smoke run creates the tray.")
        .user("great thanks")
        .stop(),
    planted: [],
  },
  {
    id: "t12-flutter-http-client",
    build: (s) =>
      s
        .user("we have both `http` and `dio` in pubspec, pick one")
        .bash('grep -rln "package:http/" lib | wc -l; grep -rln "package:dio/" lib | wc -l', "4\n19")
        .assistant("dio is used in 19 files, http in 4. dio also gives interceptors for the auth refresh. I'd standardize on dio.")
        .user("agreed, dio it is. drop http")
        .file("Edit", "lib/core/api/legacy_client.dart")
        .file("Edit", "pubspec.yaml")
        .bash("flutter pub get >/dev/null && flutter analyze 2>&1 | tail -1", "No issues found! (ran in 6.4s)")
        .assistant("Ported the 4 files to dio and removed `http` from pubspec; analyze is clean.")
        .user("the auth refresh interceptor has zero tests btw. needs some, but another day")
        .stop("OK, leaving the interceptor tests open."),
    planted: [
      { kind: "decision", keys: ["dio"] },
      { kind: "task", keys: ["interceptor", "tests"] },
    ],
  },
  {
    id: "t12-unity-version-pin",
    build: (s) =>
      s
        .user("can I upgrade the project to unity 6?")
        .assistant("Technically yes, but the console SDKs matter here. Let me check which editor the project pins.")
        .bash("cat ProjectSettings/ProjectVersion.txt", "m_EditorVersion: 2022.3.40f1\nm_EditorVersionWithRevision: 2022.3.40f1 (cbdda657d2f0)")
        .user(
          "ok nvm I just remembered. we are locked on 2022.3.40f1 until the Switch port ships, Nintendo's SDK for our dev kits only supports that LTS. so no editor upgrades, not even patch versions, until then. Halvor decided that in october",
        )
        .assistant("Understood — the project stays on 2022.3.40f1 until the Switch port ships.")
        .stop(),
    planted: [{ kind: "decision", keys: ["2022.3.40f1"] }],
  },
  {
    id: "t12-kotlin-coroutines-test",
    build: (s) =>
      s
        .user("SyncViewModelTest is flaky, fails maybe 1 in 5")
        .bash(
          "./gradlew :app:testDebugUnitTest --tests '*SyncViewModelTest' --rerun 2>&1 | grep -E 'FAILED|expected'",
          "SyncViewModelTest > emits synced after refresh FAILED\n    expected:<Synced> but was:<Loading>",
        )
        .assistant("Could be a timing thing with Dispatchers.IO — the view model launches on IO and the test doesn't control it. Not sure yet.")
        .file("Read", "app/src/main/java/com/trailhead/ui/sync/SyncViewModel.kt")
        .assistant(
          "Yes: SyncViewModel hardcodes Dispatchers.IO, so runTest's virtual time doesn't cover it. I injected a CoroutineDispatcher and the test passes a StandardTestDispatcher.",
        )
        .file("Edit", "app/src/main/java/com/trailhead/ui/sync/SyncViewModel.kt")
        .bash(
          "for i in 1 2 3 4 5 6 7 8 9 10; do ./gradlew :app:testDebugUnitTest --tests '*SyncViewModelTest' --rerun -q || echo FAIL; done | grep -c FAIL",
          "0",
        )
        .user("10/10 nice. convention for this codebase: never reference Dispatchers.* directly in a ViewModel or repository, inject a `DispatcherProvider`")
        .assistant("Noted. There are 6 other classes that use Dispatchers.IO directly.")
        .user("yeah those 6 other classes with Dispatchers.IO need fixing too, add it to the backlog")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["dispatcherprovider"] },
      { kind: "task", keys: ["6 other", "dispatchers"] },
    ],
  },
  {
    id: "t12-godot-save-format",
    build: (s) =>
      s
        .user("saves: json or godot's binary var_to_bytes? we need to pick before early access")
        .assistant(
          "JSON is human-readable and easy to migrate; var_to_bytes is compact and round-trips Godot types but is fragile across versions and unsafe with objects.",
        )
        .bash("ls saves/ 2>/dev/null || echo none", "none")
        .user("json, with a `version` field at the top so we can migrate. that's the decision")
        .file("Write", "scripts/save/save_game.gd")
        .assistant("save_game.gd writes JSON with a top-level `version` (1) and loads through a migrate() step.")
        .user(
          "hmm actually thinking about it more, use ConfigFile instead of raw json — same version field. it handles the types for us. yes ConfigFile, final",
        )
        .file("Edit", "scripts/save/save_game.gd")
        .bash("godot --headless --path . -s tests/test_save.gd 2>&1 | tail -1", "test_save: 5 passed")
        .assistant("Switched to ConfigFile with a `version` key; the save tests pass.")
        .stop(),
    planted: [{ kind: "decision", keys: ["configfile"] }],
  },
  {
    id: "t12-rn-testing-owner",
    build: (s) =>
      s
        .user(
          "Quick context dump so you don't ask again: e2e tests for the RN app are Detox, they run nightly on the BrowserStack account, not on PRs. Lena owns the Detox suite; if something in e2e/ breaks, she's the one to ask, don't go rewriting her helpers.",
        )
        .assistant("Got it. Is there anything in e2e/ you want me to look at now?")
        .bash("ls e2e | head", "helpers\nlogin.e2e.ts\nonboarding.e2e.ts\ncheckout.e2e.ts")
        .user("no, just wanted you to know. we also still have to add an e2e for the new expo-router onboarding, someone should write it before release")
        .stop("Noted."),
    planted: [
      { kind: "fact", keys: ["detox", "browserstack"] },
      { kind: "fact", keys: ["lena"] },
      { kind: "task", keys: ["e2e", "onboarding"] },
    ],
  },
  {
    id: "t12-ios-min-version-proposal",
    build: (s) =>
      s
        .user("what if we drop iOS 16 support")
        .assistant(
          "That would let you use @Observable everywhere (iOS 17+) and drop the ObservableObject fallbacks. Analytics would tell how many users are on 16.",
        )
        .bash("grep -rn 'available(iOS 17' ios/App | wc -l", "31")
        .assistant("There are 31 `#available(iOS 17` checks that would go away.")
        .user("tempting. gonna check the numbers with Anna first, no decision yet")
        .stop(),
    planted: [],
  },
  {
    id: "t12-electron-security",
    build: (s) =>
      s
        .user("security review flagged the markdown preview")
        .file("Read", "src/renderer/Preview.tsx")
        .assistant(
          "Preview.tsx renders marked's HTML with dangerouslySetInnerHTML and no sanitizing; a note containing <img onerror=...> runs script in the renderer.",
        )
        .file("Edit", "src/renderer/Preview.tsx")
        .bash("npx vitest run src/renderer/Preview.test.tsx 2>&1 | tail -2", " Test Files  1 passed (1)\n      Tests  4 passed (4)")
        .assistant("Now sanitized with DOMPurify before rendering; added a test with an onerror payload.")
        .user(
          "good. standing rule: anything user-authored that becomes HTML goes through DOMPurify, and no `nodeIntegration: true` windows ever, no exceptions",
        )
        .user("and we need a CSP header on the preview window eventually, security asked for it by end of quarter")
        .stop("Noted both."),
    planted: [
      { kind: "instruction", keys: ["dompurify"] },
      { kind: "instruction", keys: ["nodeintegration"] },
      { kind: "task", keys: ["csp"] },
    ],
  },
  {
    id: "t12-flutter-null-guess",
    build: (s) =>
      s
        .user("crashlytics: `Null check operator used on a null value` in CartNotifier, only on some android devices")
        .bash(
          "grep -n '!' lib/features/cart/cart_notifier.dart | head -4",
          "41:    final item = state.items.firstWhere((i) => i.id == id)!;\n57:    final user = ref.read(authProvider).user!;",
        )
        .assistant(
          "Line 57 force-unwraps the user. Perhaps the cart is restored before auth finishes restoring on slower devices? I can't confirm it from the stack alone.",
        )
        .user("could be. or the process-death restore. dunno, let's not guess, I'll get a repro")
        .stop(),
    planted: [],
  },
  {
    id: "t12-swift-package-layout",
    build: (s) =>
      s
        .user("new feature module for Reminders")
        .bash("ls Packages", "DesignKit\nNetworking\nSettings\nSync")
        .assistant("I'll create Packages/Reminders with the same layout as Settings: Sources/Reminders, Tests/RemindersTests.")
        .file("Write", "Packages/Reminders/Package.swift")
        .bash("swift build --package-path Packages/Reminders 2>&1 | tail -1", "Build complete! (3.88s)")
        .user(
          "good. btw feature packages may depend on DesignKit and Networking but never on each other — Reminders can't import Settings. and Networking is the only place URLSession is allowed",
        )
        .assistant("Understood on both.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["feature packages"] },
      { kind: "instruction", keys: ["urlsession"] },
    ],
  },
  {
    id: "t12-unity-analytics",
    build: (s) =>
      s
        .user("what analytics do we ship in the game?")
        .bash(
          "grep -rn 'using Unity.Services.Analytics\\|GameAnalytics' Assets/Scripts | head -3",
          "Assets/Scripts/Telemetry/Telemetry.cs:3:using GameAnalyticsSDK;",
        )
        .assistant("GameAnalytics, wrapped in Telemetry.cs.")
        .user(
          "right. we're dropping GameAnalytics for Unity Analytics (UGS) — legal signed off on UGS, not on GA. do the swap in Telemetry.cs only, callers shouldn't change",
        )
        .file("Edit", "Assets/Scripts/Telemetry/Telemetry.cs")
        .bash("grep -rc GameAnalytics Assets/Scripts | grep -v ':0' || echo clean", "clean")
        .assistant("Telemetry.cs now sends to UGS Analytics; no GameAnalytics references remain.")
        .user("remove the GameAnalytics package from the manifest later, after the 1.4 hotfix is out — not now, it'd touch the lockfile")
        .stop(),
    planted: [
      { kind: "decision", keys: ["ugs"] },
      { kind: "task", keys: ["gameanalytics", "manifest"] },
    ],
  },
  {
    id: "t12-tauri-chitchat",
    build: (s) =>
      s
        .user("how's tauri 2 mobile support these days, worth trying?")
        .assistant("Tauri 2 supports iOS and Android builds. Plugin coverage is thinner than desktop, and some APIs (like the tray) don't exist on mobile.")
        .user("hm ok, just wondering. maybe someday")
        .stop(),
    planted: [],
  },
  {
    id: "t12-kotlin-release-process",
    build: (s) =>
      s
        .user("cut release 4.10")
        .bash(
          "git checkout -b release/4.10 && ./gradlew bumpVersion -Pversion=4.10.0 -q && git commit -am 'release 4.10.0' -q && git log --oneline -1",
          "a41c9e0 release 4.10.0",
        )
        .assistant("Created release/4.10 and bumped versionName to 4.10.0.")
        .user(
          "thx. how we do releases, for next time: release branch from main, version bump commit, then the Play rollout goes 5% → 20% → 100% with at least 48h between steps, and only Tomas hits the 100% button",
        )
        .assistant("Understood.")
        .user("oh and since this month we're on a two-week release train, decided at planning — so 4.11 gets cut on the 8th")
        .stop(),
    planted: [
      { kind: "decision", keys: ["release train"] },
      { kind: "instruction", keys: ["rollout"] },
      { kind: "fact", keys: ["tomas"] },
    ],
  },
  {
    id: "t12-rn-styles-decision",
    build: (s) =>
      s
        .user("StyleSheet vs nativewind for the redesign?")
        .assistant("NativeWind gives Tailwind classes and shares tokens with the web app; StyleSheet has zero runtime cost and no build plugin.")
        .bash("cat ../web/tailwind.config.js | head -3", "module.exports = {\n  presets: [require('@tally/tokens/tailwind')],")
        .user(
          "web uses the tally tokens preset, so nativewind — same tokens both sides. new and redesigned screens use nativewind, old StyleSheet code stays until touched",
        )
        .file("Edit", "babel.config.js")
        .file("Edit", "tailwind.config.js")
        .bash("npx expo start --clear --ios 2>&1 | grep -m1 'Bundled'", "iOS Bundled 4210ms index.ts (1734 modules)")
        .assistant("NativeWind is set up with the tally tokens preset.")
        .stop(),
    planted: [{ kind: "decision", keys: ["nativewind"] }],
  },
  {
    id: "t12-ios-crash-symbol",
    build: (s) =>
      s
        .user("crashlytics shows 'missing dSYM' for 3.8.1")
        .bash(
          "find ~/Library/Developer/Xcode/Archives -name '*.xcarchive' -newer fastlane/Fastfile | head -1",
          "/Users/dev/Library/Developer/Xcode/Archives/2026-11-14/PocketList 3.8.1.xcarchive",
        )
        .bash(
          'Pods/FirebaseCrashlytics/upload-symbols -gsp ios/App/GoogleService-Info.plist -p ios "$HOME/Library/Developer/Xcode/Archives/2026-11-14/PocketList 3.8.1.xcarchive/dSYMs" 2>&1 | tail -1',
          "Successfully submitted symbols for architecture arm64 with UUID 4F1C... in dSYM",
        )
        .assistant("Uploaded the dSYMs for 3.8.1 from the local archive.")
        .user("ty. we should make the beta lane upload dSYMs automatically — ticket for later, the Fastfile has that TODO in it already")
        .stop("Noted."),
    planted: [{ kind: "task", keys: ["dsyms"] }],
  },
  {
    id: "t12-godot-ci",
    build: (s) =>
      s
        .user("set up CI for the godot project")
        .file("Write", ".github/workflows/godot.yml")
        .bash("act -j test 2>&1 | tail -2", "[godot/test] ✅  Success - Main Run GUT tests\n[godot/test] 🏁  Job succeeded")
        .assistant("CI runs GUT tests headless in barichello/godot-ci:4.3; the local `act` run passes.")
        .user(
          "great. we decided we'll use GUT for tests, not gdUnit4, so keep it that way. also the CI image tag must match the editor version exactly, bump them together",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["gut"] },
      { kind: "instruction", keys: ["image tag"] },
    ],
  },
  {
    id: "t12-electron-perf-withdrawn",
    build: (s) =>
      s
        .user("idea: move the search index into a utility process so the main process doesn't block?")
        .assistant("utilityProcess would isolate it; you'd message it over a MessagePort. Main currently blocks ~300 ms on a rebuild for a large vault.")
        .bash("grep -n buildIndex src/main/search.ts", "12:export function buildIndex(notes: Note[]) {")
        .user("actually scratch that, the rebuild only happens on first launch. not worth it")
        .stop(),
    planted: [],
  },
  {
    id: "t12-flutter-firebase-envs",
    build: (s) =>
      s
        .user("which firebase project does the staging flavor talk to")
        .bash("grep -n projectId lib/firebase_options_staging.dart", "27:    projectId: 'tally-staging-7c1f',")
        .assistant("Staging uses the Firebase project `tally-staging-7c1f`.")
        .user(
          "ok and note: prod firebase (tally-prod) has App Check enforced, staging doesn't, so a call that works on staging can still 403 in prod. that's bitten us twice",
        )
        .assistant("Good to know.")
        .user("also pls make a ticket-ish note: enable App Check on staging too so they match. not urgent")
        .bash("echo ok", "ok")
        .stop(),
    planted: [
      { kind: "fact", keys: ["app check", "prod"] },
      { kind: "task", keys: ["app check", "staging"] },
    ],
  },
  {
    id: "t12-android-baseline-decision",
    build: (s) =>
      s
        .user("cold start is 1.8s on a pixel 6a. baseline profiles?")
        .assistant(
          "A baseline profile typically cuts cold start by 20-30% for Compose apps. It needs a :baselineprofile module with a macrobenchmark generator.",
        )
        .file("Write", "baselineprofile/src/main/java/com/trailhead/baseline/StartupGenerator.kt")
        .bash(
          "./gradlew :app:generateBaselineProfile -q 2>&1 | tail -1; ./gradlew :macrobenchmark:connectedCheck -q 2>&1 | grep timeToInitialDisplayMs",
          "BUILD SUCCESSFUL\ntimeToInitialDisplayMs   min 1,221.4,   median 1,264.0,   max 1,330.9",
        )
        .assistant("Median cold start went from ~1800 ms to 1264 ms with the baseline profile.")
        .user(
          "ship it. we keep baseline profiles and regenerate them every release; and the number to remember is ~1.26s median on the 6a, that's our cold start baseline now",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["baseline profile"] },
      { kind: "fact", keys: ["1.26"] },
    ],
  },
  {
    id: "t12-flutter-iap",
    build: (s) =>
      s
        .user("paywall shows the monthly plan twice on android")
        .bash(
          "grep -rn 'monthly' lib/features/paywall/*.dart | head -3",
          "lib/features/paywall/paywall_view.dart:48:        for (final p in offering.availablePackages) PlanTile(p),\nlib/features/paywall/plans.dart:9:  static const monthly = '\\$rc_monthly';",
        )
        .assistant("The Play offering has two monthly packages (`$rc_monthly` and a legacy custom one), and paywall_view.dart renders every package.")
        .user(
          "right, background: all purchases go through RevenueCat, the entitlement is called `pro` on both stores. and we decided on monday to drop monthly entirely, annual + lifetime only from 2.0 on",
        )
        .file("Edit", "lib/features/paywall/paywall_view.dart")
        .bash("flutter test test/features/paywall 2>&1 | tail -1", "00:02 +7: All tests passed!")
        .assistant("The paywall now shows annual and lifetime only; paywall tests pass.")
        .user("still TODO: an in-app message for existing monthly subscribers explaining the change. copy isn't written yet so later")
        .stop(),
    planted: [
      { kind: "fact", keys: ["revenuecat", "pro"] },
      { kind: "decision", keys: ["monthly", "annual"] },
      { kind: "task", keys: ["monthly subscribers"] },
    ],
  },
  {
    id: "t12-unity-chitchat-bug",
    build: (s) =>
      s
        .user("the jump feels floaty, bump gravity scale to 3 in the player prefab")
        .file("Edit", "Assets/Prefabs/Player.prefab")
        .assistant("Set Rigidbody2D gravityScale to 3 on the Player prefab.")
        .user("better. lol the cat just walked over the keyboard")
        .stop("Ha."),
    planted: [],
  },
];

/** The tuning12 set: events, segments and scoring of TUNING12_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const TUNING12 = plantedSet(TUNING12_SESSIONS, START);
