/**
 * Blind planted set 24 for the offline long-term-memory extractor. Style: mobile app
 * development (React Native, Swift/iOS, Kotlin/Android, Flutter; app store releases, push
 * notifications, crash reports) in Claude Code and Gemini CLI voice, a mix of terse and chatty
 * users, items said by user and assistant. Each session is one segment; the items planted in it
 * are listed with it: 65 items (17 decisions, 16 instructions, 16 facts, 16 tasks) in 65
 * sessions, 16 of which plant nothing. Every other message must give nothing: questions, hypotheses, proposals
 * not taken, withdrawn ideas, unconfirmed guesses, quoted code and logs, tool output,
 * chit-chat, and in-session requests that are done in the same session. Superseded decisions
 * plant only the later one.
 *
 * Blind: written without reading the extractor; measured once by the lead, then training data.
 *
 * Matching rule (the one of planted-blind.ts, fixed before the extractor was run on this set):
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

export const BLIND24_SESSIONS: BlindSession[] = [
  {
    id: "m01-expo-bare",
    planted: [{ kind: "decision", keys: ["bare"] }],
    build: (s) =>
      s
        .user("should we stay on expo managed or eject? the ble module needs native code")
        .assistant(
          "Managed workflow can't link that BLE library without a config plugin, and there isn't one maintained. Two options: write a config plugin, or move to the bare workflow.",
        )
        .user("ugh. ok we go bare workflow, decided. writing a config plugin for a lib we don't own is a trap")
        .bash("npx expo prebuild --clean", "✔ Created native directories\n✔ Updated package.json\n› android/ and ios/ generated")
        .assistant("Prebuild done, ios/ and android/ are now checked-in native projects."),
  },
  {
    id: "m02-pods-instruction",
    planted: [{ kind: "instruction", keys: ["pod install"] }],
    build: (s) =>
      s
        .user("build broke again on my machine after pulling")
        .bash("cd ios && xcodebuild -workspace App.xcworkspace -scheme App build", "error: Unable to find module dependency: 'RNScreens'", 65)
        .assistant("The Pods are stale: Podfile.lock changed upstream. Running `pod install` fixes it.")
        .bash("cd ios && bundle exec pod install", "Pod installation complete! There are 74 dependencies from the Podfile and 81 total pods installed.")
        .user("right. from now on always run pod install through bundle exec, never the global cocoapods, the versions differ")
        .assistant("Noted, I'll use `bundle exec pod install` every time."),
  },
  {
    id: "m03-chitchat",
    planted: [],
    build: (s) =>
      s
        .user("morning! coffee hasn't kicked in yet lol")
        .assistant("Morning! Happy to take it slow. What are we looking at today?")
        .bash("git status", "On branch main\nnothing to commit, working tree clean")
        .user("nothing yet, just checking the tree is clean. thx"),
  },
  {
    id: "m04-fcm-fact",
    planted: [
      { kind: "fact", keys: ["fcm", "firebase"] },
      { kind: "task", keys: ["apns key"] },
    ],
    build: (s) =>
      s
        .user("where do push notifications actually go out from? i'm new on this repo")
        .file("Read", "server/push/send.ts")
        .assistant(
          "Both platforms go through FCM: the backend sends to the Firebase project `shop-prod-push`, and Firebase relays to APNs for iOS devices. There's no direct APNs call anywhere in server/.",
        )
        .user("ok good. the apns key in firebase expires in january btw, someone has to rotate it before then. not today")
        .assistant("Understood, leaving the key rotation open."),
  },
  {
    id: "m05-question-only",
    planted: [],
    build: (s) =>
      s
        .user("is hermes enabled on android?")
        .bash("grep -n hermesEnabled android/gradle.properties", "hermesEnabled=true")
        .assistant("Yes, `hermesEnabled=true` in android/gradle.properties.")
        .user("k"),
  },
  {
    id: "m06-state-superseded",
    planted: [{ kind: "decision", keys: ["zustand"] }],
    build: (s) =>
      s
        .user("for the cart state let's use redux toolkit, we know it")
        .assistant("Sure. Before I scaffold it: the cart is three fields and one selector. RTK would add a store, slice and provider for that.")
        .bash("grep -rn 'createSlice' src | wc -l", "0")
        .user("hm fair, nobody uses redux anywhere yet. scratch that, we'll use zustand for the cart store instead. final.")
        .file("Write", "src/cart/store.ts")
        .assistant("Created src/cart/store.ts with a small store hook."),
  },
  {
    id: "m07-swift-format",
    planted: [{ kind: "instruction", keys: ["swiftformat"] }],
    build: (s) =>
      s
        .user("please fix the indentation mess in CheckoutView.swift")
        .bash("swiftformat ios/App/CheckoutView.swift", "Running SwiftFormat...\n1/1 files formatted.")
        .assistant("Formatted. The file mixed tabs and 2-space indents.")
        .user("thanks. going forward, run swiftformat on every swift file you touch before you hand it back to me. the CI lint step fails otherwise")
        .assistant("Will do."),
  },
  {
    id: "m08-crash-guess",
    planted: [{ kind: "task", keys: ["crashlytics"] }],
    build: (s) =>
      s
        .user("crash spike on 3.4.1, mostly android 14. any idea?")
        .bash(
          "firebase crashlytics:issues --app android --version 3.4.1 --limit 3",
          "java.lang.IllegalStateException: Fragment not attached to a context\n  at com.shop.ui.ProductFragment.onResume(ProductFragment.kt:88)\n  count: 1,204",
        )
        .assistant(
          "The top issue is a fragment lifecycle crash in ProductFragment.onResume. Maybe it's the new predictive back gesture on Android 14, but I can't confirm that from the trace alone.",
        )
        .user(
          "could be. I don't want to guess, leave it. we need to reproduce that crashlytics issue on a pixel with android 14 next week, put it on the list",
        ),
  },
  {
    id: "m09-bundle-id-fact",
    planted: [{ kind: "fact", keys: ["bundle id"] }],
    build: (s) =>
      s
        .user("why does the staging build install next to the prod app instead of replacing it")
        .bash(
          "grep -n PRODUCT_BUNDLE_IDENTIFIER ios/App.xcodeproj/project.pbxproj",
          "PRODUCT_BUNDLE_IDENTIFIER = com.shop.app.staging;\nPRODUCT_BUNDLE_IDENTIFIER = com.shop.app;",
        )
        .assistant(
          "Because staging uses a different bundle id: `com.shop.app.staging` for the Staging configuration, `com.shop.app` for Release. iOS treats them as two apps, which is intended here.",
        ),
  },
  {
    id: "m10-done-request",
    planted: [],
    build: (s) =>
      s
        .user("rename the `usr` variable in ProfileScreen.tsx to `user`, it's driving me nuts")
        .file("Edit", "src/screens/ProfileScreen.tsx")
        .bash("npx tsc --noEmit", "")
        .assistant("Renamed all 9 uses; tsc is clean.")
        .user("perfect ty"),
  },
  {
    id: "m11-fastlane",
    planted: [
      { kind: "decision", keys: ["fastlane", "match"] },
      { kind: "instruction", keys: ["certificates"] },
    ],
    build: (s) =>
      s
        .user("signing is a disaster, three people have three different dist certs in their keychains")
        .assistant(
          "One common fix is fastlane match: certificates and profiles live encrypted in a private git repo and everyone pulls the same ones. The other is letting Xcode manage signing automatically.",
        )
        .user("we're going with fastlane match. automatic signing bit us on CI last year")
        .bash("bundle exec fastlane match init", "[✔] Successfully created 'Matchfile'. Storage mode: git")
        .user("and don't create certificates by hand in the apple portal anymore, ever. only via match, otherwise it revokes stuff")
        .assistant(
          "Got it. Matchfile is created with git storage; the repo URL still needs filling in, which I did from the README: `git@github.com:shop/certs.git`.",
        ),
  },
  {
    id: "m12-hypothesis",
    planted: [],
    build: (s) =>
      s
        .user("app launch feels slower on iOS since last week. maybe the new font loading?")
        .bash("git log --oneline --since='10 days ago' -- ios/", "a91c2e1 add Inter font files\n77de0b4 bump RN to 0.74.1")
        .assistant("Could be either the font files or the RN bump; I'd need an Instruments trace to say. Want me to profile it?")
        .user("not now, just wondering"),
  },
  {
    id: "m13-min-sdk",
    planted: [{ kind: "fact", keys: ["minsdk"] }],
    build: (s) =>
      s
        .bash("grep -n 'minSdk\\|targetSdk' android/app/build.gradle", "        minSdkVersion 24\n        targetSdkVersion 34")
        .assistant("For the record: the app's minSdk is 24 (Android 7.0) and targetSdk is 34.")
        .user("yep, product signed off on minsdk 24 for the rest of the year so that's fixed"),
  },
  {
    id: "m14-release-train",
    planted: [
      { kind: "decision", keys: ["release", "two weeks"] },
      { kind: "task", keys: ["changelog"] },
    ],
    build: (s) =>
      s
        .user("ok team talked. decision: we ship to the stores every two weeks on a release train, tuesday cutoff. no more ad-hoc releases")
        .assistant("Understood. Want me to add that to RELEASING.md?")
        .user("yes pls")
        .file("Edit", "RELEASING.md")
        .assistant("Added a 'Release train' section to RELEASING.md.")
        .user("we also still need a script that builds the changelog from PR labels, do that another day"),
  },
  {
    id: "m15-quoted-log",
    planted: [],
    build: (s) =>
      s
        .user(
          'what does this even mean\n```\nW/ReactNativeJS: Warning: Each child in a list should have a unique "key" prop. Always provide keys.\nTODO: remove legacy renderer\n```',
        )
        .bash(
          "grep -rn 'TODO: remove legacy renderer' node_modules/react-native | head -1",
          "node_modules/react-native/Libraries/Renderer/shims/ReactNative.js:12: // TODO: remove legacy renderer",
        )
        .assistant(
          "The warning is React's: a `.map()` somewhere renders children without a `key`. The TODO line is a comment inside react-native itself, not ours.",
        ),
  },
  {
    id: "m16-kotlin-flows",
    planted: [{ kind: "instruction", keys: ["stateflow"] }],
    build: (s) =>
      s
        .user("in the android module, expose ui state from viewmodels as StateFlow, not LiveData. that's our convention for all new screens")
        .file("Edit", "android/app/src/main/java/com/shop/orders/OrdersViewModel.kt")
        .bash("./gradlew :app:compileDebugKotlin", "BUILD SUCCESSFUL in 41s")
        .assistant("OrdersViewModel now exposes `uiState: StateFlow<OrdersUiState>`; compiles."),
  },
  {
    id: "m17-flutter-rejected",
    planted: [],
    build: (s) =>
      s
        .assistant("Since the settings screens are mostly forms, we could rewrite them in Flutter as an add-to-app module and share them with the web team.")
        .user("no. not adding a second ui framework to this app")
        .bash("ls src/screens/settings", "AccountScreen.tsx\nNotificationsScreen.tsx\nPrivacyScreen.tsx")
        .assistant("Fair enough, they stay in React Native."),
  },
  {
    id: "m18-sentry-fact",
    planted: [
      { kind: "fact", keys: ["sentry"] },
      { kind: "task", keys: ["source maps"] },
    ],
    build: (s) =>
      s
        .user("which crash tool do we use for JS errors? crashlytics?")
        .bash("grep -n sentry package.json", '    "@sentry/react-native": "5.22.0",')
        .assistant("JS errors go to Sentry (`@sentry/react-native` 5.22), native crashes to Crashlytics. Both are initialised in index.js.")
        .user("right right. the source maps upload for android release builds is broken, stack traces are minified. someone needs to fix that, park it for now")
        .assistant("Noted as open; I haven't touched it."),
  },
  {
    id: "m19-terse-empty",
    planted: [],
    build: (s) =>
      s.user("run the jest tests").bash("npx jest", "Tests:       212 passed, 212 total\nTime:        38.2 s").assistant("All 212 pass.").user("nice"),
  },
  {
    id: "m20-push-permission",
    planted: [{ kind: "decision", keys: ["permission", "onboarding"] }],
    build: (s) =>
      s
        .user("when do we ask for push permission? right now it's on first launch and opt-in is like 31%")
        .assistant(
          "Asking on first launch tends to have low opt-in. Alternatives: after the first order, or at the end of onboarding with a pre-prompt screen explaining why.",
        )
        .user("we'll ask for push permission at the end of onboarding with the pre-prompt. agreed with product yesterday")
        .file("Edit", "src/onboarding/FinishStep.tsx")
        .assistant("Moved the request into FinishStep with a pre-prompt modal."),
  },
  {
    id: "m21-gemini-testflight",
    planted: [{ kind: "fact", keys: ["testflight", "external"] }],
    build: (s) =>
      s
        .user("how many testers do we have?")
        .bash(
          "bundle exec fastlane pilot list",
          "+----------------+-------+\n| Group          | Count |\n| Internal       | 14    |\n| Beta Customers | 3 812 |\n+----------------+-------+",
        )
        .assistant(
          '✦ TestFlight has 14 internal testers and one external group, "Beta Customers", with 3,812 testers. External builds need Beta App Review before they reach that group.',
        ),
  },
  {
    id: "m22-no-force-unwrap",
    planted: [{ kind: "instruction", keys: ["force unwrap"] }],
    build: (s) =>
      s
        .file("Read", "ios/App/Payments/ApplePayHandler.swift")
        .assistant("I see `let token = payment.token!` on line 40; want me to keep that?")
        .user("no. never force unwrap in the payments code, guard let and report the error. that's a hard rule for the whole ios target actually")
        .file("Edit", "ios/App/Payments/ApplePayHandler.swift")
        .assistant("Replaced it with a `guard let` that reports `.missingToken`."),
  },
  {
    id: "m23-deeplinks",
    planted: [
      { kind: "fact", keys: ["universal links"] },
      { kind: "task", keys: ["assetlinks"] },
    ],
    build: (s) =>
      s
        .user("deep links from emails open safari instead of the app on ios, any clue")
        .bash(
          "curl -s https://shop.example.com/.well-known/apple-app-site-association | head -5",
          '{"applinks":{"details":[{"appIDs":["ABCD1234.com.shop.app"],"components":[{"/":"/p/*"}]}]}}',
        )
        .assistant(
          "Universal links are only configured for `/p/*` paths in the AASA file on shop.example.com, so email links to `/orders/...` fall back to Safari.",
        )
        .user(
          "ahh ok that explains it. backend owns that file. android side: the assetlinks.json still has the old signing fingerprint, we need to update it after the key rotation. later",
        )
        .assistant("Understood, leaving assetlinks as is for now."),
  },
  {
    id: "m24-withdrawn",
    planted: [],
    build: (s) =>
      s
        .user("maybe we should move images to a CDN with on-the-fly resizing")
        .bash("du -sh assets/images", "48M\tassets/images")
        .assistant("48 MB of bundled images; a CDN would shrink the binary. Shall I draft it?")
        .user("actually forget it, the offline mode needs them bundled. never mind"),
  },
  {
    id: "m25-version-scheme",
    planted: [{ kind: "decision", keys: ["build number"] }],
    build: (s) =>
      s
        .user("app store rejected the upload, duplicate build number again")
        .bash("agvtool what-version", "Current version of project App is: \n    412")
        .assistant("Two branches bumped the build number to 412 independently. Deriving it from CI would avoid the collision.")
        .user("yes. decided: the build number comes from the CI run number from now on, nobody bumps it locally")
        .file("Edit", "fastlane/Fastfile")
        .assistant("The beta lane now sets the build number from `ENV['GITHUB_RUN_NUMBER']`."),
  },
  {
    id: "m26-chatty-empty",
    planted: [],
    build: (s) =>
      s
        .user(
          "honestly the android emulator on this laptop is so slow, I think it's the 8gb of ram? or maybe the x86 image. whatever. can you show me which avds I have",
        )
        .bash("emulator -list-avds", "Pixel_6_API_33\nPixel_8_API_34")
        .assistant("You have two AVDs: Pixel_6_API_33 and Pixel_8_API_34.")
        .user("ok thanks"),
  },
  {
    id: "m27-tests-instruction",
    planted: [
      { kind: "instruction", keys: ["detox"] },
      { kind: "fact", keys: ["ios simulator"] },
    ],
    build: (s) =>
      s
        .bash("npx detox test -c ios.sim.release", "PASS e2e/checkout.e2e.ts (112 s)\nPASS e2e/login.e2e.ts (48 s)")
        .assistant("Detox passes on the release config. Note the CI e2e job only runs on the iOS simulator (iPhone 15, iOS 17.5); there's no Android e2e job.")
        .user("yeah android e2e was too flaky. rule: whenever you change a checkout screen, run the detox checkout suite before saying it's done"),
  },
  {
    id: "m28-offline-db",
    planted: [{ kind: "decision", keys: ["sqlite"] }],
    build: (s) =>
      s
        .user("for the offline order queue, asyncstorage or sqlite?")
        .assistant("AsyncStorage is a key-value store with a 6 MB default cap on Android; a queue with retries fits SQLite better (op-sqlite or expo-sqlite).")
        .user("go with sqlite via op-sqlite. asyncstorage only for small prefs")
        .bash("npm install @op-engineering/op-sqlite", "added 1 package in 4s")
        .assistant("Installed; I'll wire the queue table next."),
  },
  {
    id: "m29-question-rotate",
    planted: [],
    build: (s) =>
      s
        .user("does the checkout screen support landscape?")
        .bash(
          "grep -n 'supportedInterfaceOrientations' -A3 ios/App/Info.plist",
          "<key>UISupportedInterfaceOrientations</key>\n<array>\n  <string>UIInterfaceOrientationPortrait</string>",
        )
        .assistant("No, the app is portrait-only on iPhone per Info.plist.")
        .user("ok was just curious"),
  },
  {
    id: "m30-owner-fact",
    planted: [
      { kind: "fact", keys: ["priya"] },
      { kind: "task", keys: ["widget"] },
    ],
    build: (s) =>
      s
        .user("who do I ask about the play console access")
        .bash("cat CODEOWNERS | grep android", "/android/  @priya-n @tomasz")
        .assistant("CODEOWNERS lists @priya-n and @tomasz for android/.")
        .user(
          "right, Priya is the play console admin, she's the one who grants access. also reminder for me: the home screen widget for android is still not started, we promised it for Q1",
        )
        .assistant("Noted, the widget is open."),
  },
  {
    id: "m31-no-console-log",
    planted: [{ kind: "instruction", keys: ["console.log"] }],
    build: (s) =>
      s
        .bash("grep -rn 'console.log' src | wc -l", "37")
        .assistant("There are 37 `console.log` calls in src/. Some of them print auth tokens in dev.")
        .user("yikes. please don't add console.log in app code going forward, use our logger from src/lib/log.ts which strips in release")
        .assistant("Will use the logger from now on."),
  },
  {
    id: "m32-proposal-unconfirmed",
    planted: [],
    build: (s) =>
      s
        .assistant("I noticed the Android app bundles all 12 locales. Play's app bundle splits could drop ~3 MB per device. Should I enable language splits?")
        .bash("grep -n 'bundle {' -A6 android/app/build.gradle", "    bundle {\n        language { enableSplit = false }\n    }")
        .user("hmm, let me think about it and check with the l10n folks"),
  },
  {
    id: "m33-review-rejection",
    planted: [
      { kind: "fact", keys: ["guideline"] },
      { kind: "task", keys: ["restore purchases"] },
    ],
    build: (s) =>
      s
        .user(
          "apple rejected 3.5.0. paste:\n```\nGuideline 3.1.1 - Business - Payments - In-App Purchase\nWe noticed your app does not include a Restore Purchases button.\n```",
        )
        .file("Read", "src/screens/PremiumScreen.tsx")
        .assistant(
          "The rejection is under App Store guideline 3.1.1: apps selling non-consumable IAPs must offer a way to restore them, and PremiumScreen has none.",
        )
        .user("ok. we need to add a restore purchases button to PremiumScreen before resubmitting, i'll do it tomorrow, not you"),
  },
  {
    id: "m34-nav-superseded",
    planted: [{ kind: "decision", keys: ["expo-router"] }],
    build: (s) =>
      s
        .user("new tabs: use react-navigation v6 like the rest")
        .bash("npm ls @react-navigation/native", "@react-navigation/native@6.1.17")
        .assistant(
          "OK. One thing: the web team wants file-based routes shared with the marketing site. expo-router would give that, built on react-navigation.",
        )
        .user("oh that's a good point. changing my mind: new tabs use expo-router, and we migrate the rest gradually")
        .file("Write", "app/(tabs)/_layout.tsx")
        .assistant("Created the tab layout under app/(tabs)."),
  },
  {
    id: "m35-gemini-compose",
    planted: [{ kind: "instruction", keys: ["compose"] }],
    build: (s) =>
      s
        .user("new android screens in jetpack compose pls, no more xml layouts. applies to everything new")
        .file("Write", "android/app/src/main/java/com/shop/wallet/WalletScreen.kt")
        .bash("./gradlew :app:assembleDebug", "BUILD SUCCESSFUL in 1m 12s")
        .assistant("✦ WalletScreen is a Compose screen and the debug build passes."),
  },
  {
    id: "m36-pr-template-empty",
    planted: [],
    build: (s) =>
      s
        .user("can you check the PR template, does it mention screenshots?")
        .file("Read", ".github/pull_request_template.md")
        .assistant("Yes: 'Add before/after screenshots for UI changes (iOS and Android)'.")
        .user("cool"),
  },
  {
    id: "m37-api-base-fact",
    planted: [{ kind: "fact", keys: ["staging", "api"] }],
    build: (s) =>
      s
        .bash("cat .env.staging", "API_URL=https://api-staging.shop.example.com\nSENTRY_ENV=staging")
        .assistant("The staging app talks to the staging API at api-staging.shop.example.com; the env file is selected by react-native-config per scheme.")
        .user("correct, and that staging api gets wiped every sunday night, so test accounts disappear"),
  },
  {
    id: "m38-notif-channels",
    planted: [
      { kind: "decision", keys: ["channels"] },
      { kind: "task", keys: ["marketing"] },
    ],
    build: (s) =>
      s
        .user("android 13 users complain they can't mute promos without muting order updates")
        .assistant("All notifications use one channel, `default`. Separate channels would let users mute promotions only.")
        .user("do it: we split into notification channels orders, promos, chat. that's the decision")
        .file("Edit", "android/app/src/main/java/com/shop/push/Channels.kt")
        .bash("./gradlew :app:compileDebugKotlin", "BUILD SUCCESSFUL in 37s")
        .assistant("Three channels are created at startup now.")
        .user("the marketing team still has to update their campaign tool to target the promos channel, I'll ping them next sprint"),
  },
  {
    id: "m39-flutter-fact",
    planted: [{ kind: "fact", keys: ["flutter"] }],
    build: (s) =>
      s
        .user("wait is the driver app also RN?")
        .bash("ls ../driver-app", "android  ios  lib  pubspec.yaml  test")
        .assistant("No, the driver app is a Flutter project (lib/ and pubspec.yaml), separate from this React Native repo.")
        .user("yeah forgot, the driver app is flutter and it's maintained by the Lisbon team"),
  },
  {
    id: "m40-hard-negative-always",
    planted: [],
    build: (s) =>
      s
        .user("why does lint say this")
        .bash(
          "npx eslint src/hooks/useCart.ts",
          "src/hooks/useCart.ts\n  12:3  error  React Hook useEffect has a missing dependency: 'cartId'. Either include it or remove the dependency array. Always include all dependencies  react-hooks/exhaustive-deps",
        )
        .assistant("The exhaustive-deps rule wants `cartId` in the effect's dependency array. Adding it.")
        .file("Edit", "src/hooks/useCart.ts")
        .assistant("Fixed; eslint is clean for that file."),
  },
  {
    id: "m41-commit-style",
    planted: [{ kind: "instruction", keys: ["commit"] }],
    build: (s) =>
      s
        .bash("git log --oneline -3", "c1d2e3f fix(ios): crash on empty cart\nb2c3d4e feat(android): wallet screen\na1b2c3d chore: bump fastlane")
        .user("for commit messages follow the conventional style with the platform scope like those, ios / android / rn. release notes are generated from them")
        .assistant("OK, I'll write commits as `type(platform): summary`."),
  },
  {
    id: "m42-hermes-task",
    planted: [{ kind: "task", keys: ["new architecture"] }],
    build: (s) =>
      s
        .user("are we on the new architecture yet")
        .bash("grep -n newArchEnabled android/gradle.properties", "newArchEnabled=false")
        .assistant("No, `newArchEnabled=false`. react-native-maps and our BLE lib would need Fabric-compatible versions first.")
        .user("ok. enabling the new architecture is a todo for after the 3.6 release, once maps supports it. not now"),
  },
  {
    id: "m43-kotlin-version-fact",
    planted: [{ kind: "fact", keys: ["kotlin", "1.9"] }],
    build: (s) =>
      s
        .bash("grep -n kotlinVersion android/build.gradle", '        kotlinVersion = "1.9.24"')
        .assistant("The Android build pins Kotlin 1.9.24; Compose compiler 1.5.14 is the matching one.")
        .user("yes we're stuck on kotlin 1.9 because the payments SDK doesn't support 2.0 yet"),
  },
  {
    id: "m44-empty-rebase",
    planted: [],
    build: (s) =>
      s
        .user("rebase my branch on main")
        .bash("git rebase main", "Successfully rebased and updated refs/heads/feature/wallet.")
        .assistant("Rebased cleanly onto main.")
        .user("👍"),
  },
  {
    id: "m45-iap-lib",
    planted: [
      { kind: "decision", keys: ["revenuecat"] },
      { kind: "instruction", keys: ["sandbox"] },
    ],
    build: (s) =>
      s
        .user("subscriptions: roll our own receipt validation or revenuecat?")
        .assistant(
          "Own validation means a server for App Store Server API and Play Developer API notifications. RevenueCat does both for a fee above $2.5k MTR.",
        )
        .user("revenuecat. we don't have backend people for this. decided")
        .bash("npm install react-native-purchases", "added 2 packages in 6s")
        .user("and when you test purchases only use sandbox accounts from 1password, never a real apple id")
        .assistant("Understood, sandbox testers only."),
  },
  {
    id: "m46-question-empty-2",
    planted: [],
    build: (s) =>
      s
        .user("how big is the ios ipa now?")
        .bash("ls -lh build/App.ipa", "-rw-r--r--  1 dev  staff   61M Nov  1 10:02 build/App.ipa")
        .assistant("61 MB.")
        .user("hm ok, bigger than I thought. whatever"),
  },
  {
    id: "m47-ota-updates",
    planted: [
      { kind: "decision", keys: ["eas update"] },
      { kind: "fact", keys: ["codepush"] },
    ],
    build: (s) =>
      s
        .user("codepush is retired in march, right?")
        .assistant("Yes, App Center (and CodePush with it) retires on 31 March 2025; the app still ships JS updates through it.")
        .bash("grep -n codepush package.json", '    "react-native-code-push": "8.2.1",')
        .user("ok so: we move OTA to eas update. decided in the arch meeting. codepush stays until the switch")
        .assistant("Got it, I'll plan the migration around EAS Update."),
  },
  {
    id: "m48-task-a11y",
    planted: [{ kind: "task", keys: ["voiceover"] }],
    build: (s) =>
      s
        .file("Read", "src/screens/CartScreen.tsx")
        .assistant("The quantity stepper buttons have no accessibilityLabel, so VoiceOver reads them as 'button'.")
        .user("yeah. we need a proper voiceover pass on the whole cart flow, can't do it this sprint. keep it open"),
  },
  {
    id: "m49-empty-deps",
    planted: [],
    build: (s) =>
      s
        .user("any outdated deps?")
        .bash(
          "npm outdated --depth=0 | head -4",
          "Package            Current  Wanted  Latest\nreact-native-svg   15.1.0   15.1.0  15.3.0\nlottie-react-native 6.7.0   6.7.2   6.7.2",
        )
        .assistant("Two: react-native-svg (15.1 → 15.3) and lottie-react-native (6.7.0 → 6.7.2). Want me to bump them?")
        .user("not today"),
  },
  {
    id: "m50-gradle-cache",
    planted: [
      { kind: "instruction", keys: ["clean"] },
      { kind: "task", keys: ["gradle cache"] },
    ],
    build: (s) =>
      s
        .bash(
          "./gradlew assembleRelease",
          "FAILURE: Build failed with an exception.\n* What went wrong: Could not resolve com.facebook.react:hermes-android",
          1,
        )
        .assistant("Resolution failure for hermes-android. A `./gradlew clean` usually doesn't help with that; it's the repository order.")
        .user("please never run gradlew clean on CI runners, it nukes the shared build cache for everyone")
        .assistant("Noted. I fixed the repository order in settings.gradle instead.")
        .user("and the remote gradle cache node is at 95% disk, somebody has to resize it. not urgent"),
  },
  {
    id: "m51-team-fact",
    planted: [{ kind: "fact", keys: ["on-call"] }],
    build: (s) =>
      s
        .bash("cat docs/oncall.md | head -3", "# Mobile on-call\nRotation: weekly, Monday 10:00 CET\nPager: #mobile-oncall")
        .user("fyi the mobile on-call rotation is weekly from monday and it includes store review replies")
        .assistant("Thanks, that matches docs/oncall.md."),
  },
  {
    id: "m52-lint-rejected",
    planted: [{ kind: "decision", keys: ["biome"] }],
    build: (s) =>
      s
        .assistant("Lint takes 48 s on CI. We could switch from eslint to biome, or just cache eslint.")
        .bash("time npx eslint .", "real\t0m48.112s")
        .user("biome for formatting only, eslint stays for the rules. that's what we're doing")
        .file("Write", "biome.json")
        .assistant("biome.json formats only; lint rules are still eslint."),
  },
  {
    id: "m53-image-lib",
    planted: [
      { kind: "decision", keys: ["expo-image"] },
      { kind: "task", keys: ["fastimage"] },
    ],
    build: (s) =>
      s
        .user("product images flicker on scroll in the feed")
        .bash("grep -rn 'react-native-fast-image' src | wc -l", "23")
        .assistant("FastImage is unmaintained and its cache misbehaves on RN 0.74. expo-image is the usual replacement; I can try it in FeedCard first.")
        .user("yes we're switching to expo-image, that's settled")
        .file("Edit", "src/feed/FeedCard.tsx")
        .assistant("FeedCard uses expo-image now; no flicker in the simulator.")
        .user("the other 22 fastimage usages still need migrating, leave them for a follow-up PR"),
  },
  {
    id: "m54-i18n-instruction",
    planted: [{ kind: "instruction", keys: ["strings"] }],
    build: (s) =>
      s
        .file("Read", "src/screens/WalletScreen.tsx")
        .assistant("WalletScreen has hard-coded English text: 'Your balance', 'Top up'.")
        .user("right, standing rule: no hard-coded user-facing strings, everything goes through i18n keys in locales/en.json")
        .file("Edit", "src/screens/WalletScreen.tsx")
        .assistant("Moved both into locales/en.json under `wallet.*`."),
  },
  {
    id: "m55-gemini-min-ios",
    planted: [{ kind: "decision", keys: ["ios 16"] }],
    build: (s) =>
      s
        .user("can we drop ios 15?")
        .bash(
          "bundle exec fastlane run app_store_connect_api_key && cat analytics/os_versions.csv | head -3",
          "os,share\niOS 17,81.2%\niOS 16,15.9%\niOS 15,2.1%",
        )
        .assistant("✦ iOS 15 is 2.1% of sessions. Dropping it would let us use NavigationStack everywhere.")
        .user("ok, decided with PM: the deployment target goes to iOS 16 with the 3.7 release")
        .file("Edit", "ios/Podfile")
        .assistant("✦ Podfile platform set to iOS 16.0 on the release branch."),
  },
  {
    id: "m56-tasks-list",
    planted: [
      { kind: "task", keys: ["dark mode"] },
      { kind: "task", keys: ["tablet"] },
    ],
    build: (s) =>
      s
        .bash("gh issue list --label mobile --limit 3", "212  Checkout button hidden behind keyboard\n209  Crash on logout\n201  Settings typo")
        .assistant("Three open mobile issues on GitHub, none tagged for this sprint.")
        .user(
          "two things that aren't in there yet and are still open for us: dark mode for the order history screen, and the tablet layout for the catalog. both later, after the release",
        ),
  },
  {
    id: "m57-pr-size",
    planted: [{ kind: "instruction", keys: ["screenshots"] }],
    build: (s) =>
      s
        .bash("gh pr view 318 --json body -q .body", "Adds wallet top-up.\n\n(no screenshots)")
        .user("when you open a PR with UI changes, attach ios and android screenshots every time. reviewers keep asking")
        .assistant("Will do; adding them to #318 now.")
        .file("Edit", "docs/pr-318-screens.md"),
  },
  {
    id: "m58-analytics-decision",
    planted: [
      { kind: "decision", keys: ["amplitude"] },
      { kind: "fact", keys: ["segment"] },
    ],
    build: (s) =>
      s
        .bash("grep -n analytics package.json", '    "@segment/analytics-react-native": "2.19.1",')
        .assistant("Events go through Segment today (`@segment/analytics-react-native` 2.19), which forwards them to Mixpanel and BigQuery.")
        .user("and the contract with mixpanel ends. we decided: Amplitude as the destination, set up in segment, no SDK change in the app"),
  },
  {
    id: "m59-keychain",
    planted: [{ kind: "instruction", keys: ["keychain"] }],
    build: (s) =>
      s
        .user("where do we store the refresh token")
        .bash("grep -rn 'refreshToken' src/auth | head -2", "src/auth/session.ts:14:  await AsyncStorage.setItem('refreshToken', token)")
        .assistant("In AsyncStorage, which is plaintext on disk.")
        .user("that's wrong. tokens and anything secret go in the keychain / keystore via react-native-keychain, always. fix it here and keep to that")
        .file("Edit", "src/auth/session.ts")
        .assistant("session.ts now uses `Keychain.setGenericPassword`."),
  },
  {
    id: "m60-ci-decision",
    planted: [
      { kind: "decision", keys: ["github actions"] },
      { kind: "task", keys: ["bitrise"] },
    ],
    build: (s) =>
      s
        .user("bitrise bill came in again. can we do ios builds elsewhere?")
        .bash("gh api /repos/shop/app/actions/runners --jq '.total_count'", "2")
        .assistant("GitHub Actions has macOS runners; our two self-hosted runners are Linux only, so iOS builds would use hosted macos-14.")
        .user(
          "let's move all mobile CI to github actions, decision made. cancelling the bitrise subscription is still to do after the first green release build there",
        ),
  },
  {
    id: "m61-review-instruction",
    planted: [{ kind: "instruction", keys: ["phased release"] }],
    build: (s) =>
      s
        .bash("bundle exec fastlane deliver --skip_binary_upload --submit_for_review", "[✔] Submitted for review")
        .assistant("3.6.0 is submitted for review.")
        .user("good. every production ios release uses phased release, seven days, don't ever tick 'release to all users at once'"),
  },
  {
    id: "m62-maps-fact",
    planted: [{ kind: "fact", keys: ["maps", "quota"] }],
    build: (s) =>
      s
        .bash("gcloud services quota list --service=maps-android-backend.googleapis.com | head -3", "METRIC                LIMIT\nmap_loads_per_day     100000")
        .assistant("The Google Maps quota on the Android key is 100,000 map loads per day, and we used 71k yesterday.")
        .user("yep that's the known limit, ops knows"),
  },
  {
    id: "m63-gemini-crash-task",
    planted: [{ kind: "task", keys: ["anr"] }],
    build: (s) =>
      s
        .bash("gcloud firebase crashlytics anrs list --limit 1", "ANR in com.shop.app: Input dispatching timed out (MainActivity)\n  users: 842")
        .assistant(
          "✦ Play Console flags an ANR rate of 0.52%, above the 0.47% bad-behaviour threshold. The top ANR is input dispatch timing out in MainActivity.",
        )
        .user("ugh. investigating that ANR is on us before the next play review, put it in the backlog"),
  },
  {
    id: "m64-decision-hybrid",
    planted: [{ kind: "decision", keys: ["swiftui"] }],
    build: (s) =>
      s
        .user("new ios widget: UIKit or SwiftUI?")
        .assistant("WidgetKit only supports SwiftUI views, so the widget itself has to be SwiftUI. The question is only for shared components.")
        .bash("ls ios/App/Shared", "PriceLabel.swift\nBadgeView.swift")
        .user("then we go SwiftUI for the widget and for any new native ios UI, UIKit only for legacy screens"),
  },
  {
    id: "m65-ci-instruction",
    planted: [{ kind: "instruction", keys: ["release branch"] }],
    build: (s) =>
      s
        .bash("git branch -r | grep release", "  origin/release/3.6\n  origin/release/3.5")
        .user("hotfixes go to the release branch first and get cherry-picked back to main, not the other way round. please remember that")
        .assistant("Understood: fix on release/x.y, then cherry-pick to main."),
  },
];

export const BLIND24 = plantedSet(BLIND24_SESSIONS, Date.UTC(2026, 10, 2, 9));
