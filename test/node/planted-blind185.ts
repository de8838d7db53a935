/**
 * Blind planted set 185 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a product-minded iOS developer (SwiftUI, TCA, a pantry app called Larder) who talks to the
 * agent like a colleague at the next desk: casual, lower-case, half-finished sentences, emoji,
 * thinking out loud and taking things back.
 * Each session is one segment; the items planted in it are listed with it: 79 items (19 decisions, 20 instructions,
 * 22 facts, 18 tasks) in 47 sessions, 12 of which plant nothing (67 user/assistant messages between them). Every other message
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

export const BLIND185_SESSIONS: BlindSession[] = [
  {
    id: "b185-tca-pin",
    build: (s) =>
      s
        .user("ok so the package resolve is being weird again, xcode keeps trying to pull composable-architecture 1.17 and then the previews just. die")
        .bash(
          "swift package show-dependencies --format text | grep -i composable",
          "├── swift-composable-architecture<https://github.com/pointfreeco/swift-composable-architecture@1.17.0>",
        )
        .assistant(
          'The graph has TCA at 1.17.0, resolved from the `from: "1.15.0"` range in Package.swift. I can look at why previews crash on 1.17 — could be the ObservableState changes, could be something of ours.',
        )
        .file("Read", "LarderCore/Sources/PantryFeature/PantryFeature.swift")
        .assistant(
          "Found it: `PantryFeature` pulls `LiveLocationClient` in its dependency chain, and the preview has no `previewValue` for it, so the preview process calls into CoreLocation and traps. That's the crash, not TCA 1.17 itself — I reproduced it on 1.15 too with a clean DerivedData.",
        )
        .user(
          "huh ok. so the crash is that missing previewValue, good to know. still, lets pin composable-architecture at exactly 1.15.2 for now, I don't want the 1.17 migration in the middle of the 2.3 release, we do it after",
        )
        .file("Edit", "LarderCore/Package.swift")
        .bash("swift package resolve && git diff --stat", " LarderCore/Package.resolved | 4 ++--\n LarderCore/Package.swift   | 2 +-")
        .stop("Pinned TCA to exactly 1.15.2 and re-resolved; Package.resolved updated."),
    planted: [
      { kind: "fact", keys: ["previewvalue"] },
      { kind: "decision", keys: ["1.15.2"] },
    ],
  },
  {
    id: "b185-test-command",
    build: (s) =>
      s
        .user("can you run the tests real quick before I push")
        .bash(
          "xcodebuild test -scheme Larder -destination 'platform=iOS Simulator,name=iPhone 15' | xcpretty",
          "▸ Running LarderUITests\n▸ Test Suite 'LarderUITests' started\n✗ testAddItemFlow, failed - timed out waiting for element\nExecuted 212 tests, with 1 failure (0 unexpected) in 388.1 s",
          65,
        )
        .assistant(
          "212 tests ran, one failure in LarderUITests (`testAddItemFlow` timed out waiting for an element). That run took about six and a half minutes, mostly the UI tests.",
        )
        .user(
          "ugh yeah thats the thing, the ui tests. ok so for the future: run the tests with `xcodebuild test -scheme Larder -testPlan Unit`, that's the unit plan, way faster. and just dont bother with LarderUITests locally at all, CI runs those, they're flaky on local sims anyway",
        )
        .bash(
          "xcodebuild test -scheme Larder -testPlan Unit -destination 'platform=iOS Simulator,name=iPhone 15' | xcpretty",
          "Executed 187 tests, with 0 failures (0 unexpected) in 41.7 s",
        )
        .assistant(
          "Unit plan: 187 tests, all green, 42 s. One thing I noticed: the Unit plan still contains SyncTests, which hit the CloudKit container in a couple of cases.",
        )
        .user("yeah those shouldn't be in there. not now though — TODO for later: pull SyncTests out of the Unit plan into their own test plan")
        .stop("Okay, all green on the Unit plan, you're good to push."),
    planted: [
      { kind: "instruction", keys: ["testplan"] },
      { kind: "instruction", keys: ["larderuitests"] },
      { kind: "task", keys: ["synctests"] },
    ],
  },
  {
    id: "b185-wwdc-chat",
    build: (s) =>
      s
        .user("random q, did you see the thing about the new swiftui list performance in the betas? someone on mastodon said it's like 2x on big lists")
        .assistant(
          "I can't check social posts, but the release notes for the latest betas do mention List/ForEach diffing improvements for identifiable data. Whether that's 2x depends a lot on the row content.",
        )
        .user("yeah figures. honestly I'm half tempted to try the beta on my phone but last time it bricked my banking app for a week lol")
        .assistant("That's the classic beta tax. If you want to try it without risk, a spare device or just the simulator would do.")
        .user("haha yeah. ok nvm, not today. what's the difference between @Bindable and @Binding again, I always mix them up")
        .assistant(
          "`@Binding` is a two-way reference to a value someone else owns. `@Bindable` wraps an `@Observable` object so you can make bindings to its properties, like `$model.name`. With TCA it's `@Bindable var store` so you can do `$store.query`.",
        )
        .user("right right. ok thx"),
    planted: [],
  },
  {
    id: "b185-paywall-revenuecat",
    build: (s) =>
      s
        .user("ok paywall time. I'm kinda torn between raw StoreKit 2 and RevenueCat, thoughts?")
        .assistant(
          "StoreKit 2 is fine for a single subscription group and keeps us dependency-free, but receipt validation server-side and the analytics would be on us. RevenueCat gives entitlements, webhooks and the dashboard, at 1% over $2.5k MTR.",
        )
        .user("hmm. what would the entitlement check look like with raw storekit")
        .assistant(
          "`for await result in Transaction.currentEntitlements` at launch, plus a `Transaction.updates` listener; we'd keep a `PurchaseClient` dependency wrapping it.",
        )
        .user(
          "ok you know what, RevenueCat. not worth building the server bits ourselves, and Priya wants the dashboard anyway. Priya owns the App Store Connect account btw so anything with products / agreements goes through her",
        )
        .file("Edit", "Larder.xcodeproj/project.pbxproj")
        .bash(
          "xcodebuild -resolvePackageDependencies -project Larder.xcodeproj | tail -2",
          "Resolved source packages:\n  purchases-ios: https://github.com/RevenueCat/purchases-ios @ 5.3.1",
        )
        .assistant(
          "Added purchases-ios 5.3.1 and a `PurchaseClient` dependency with a `liveValue` backed by RevenueCat and a `testValue` that's unimplemented.",
        )
        .user("nice. oh and remind me to ask Priya about the intro offer pricing before friday, we havent decided if it's a free week or the 1.99 first month")
        .stop("Noted the intro offer question for Priya. PurchaseClient is in place."),
    planted: [
      { kind: "decision", keys: ["revenuecat"] },
      { kind: "fact", keys: ["priya", "app store connect"] },
      { kind: "task", keys: ["intro offer"] },
    ],
  },
  {
    id: "b185-snapshots",
    build: (s) =>
      s
        .user("the snapshot tests are failing for me and I didnt touch the views??")
        .bash(
          "xcodebuild test -scheme Larder -testPlan Unit -only-testing:LarderTests/RecipeCardSnapshotTests 2>&1 | tail -4",
          'failed - Snapshot does not match reference.\n@−\n"file:///Users/noa/Larder/LarderTests/__Snapshots__/RecipeCardSnapshotTests/testDefault.1.png"\n@+ ... (iPhone 16 Pro, iOS 18.1)',
          65,
        )
        .assistant(
          "The reference images were recorded on a different device: the failing run is iPhone 16 Pro on iOS 18.1. The references in `LarderTests/__Snapshots__/` look like they're from a 15 Pro.",
        )
        .user(
          "yep, ok so rule: snapshot tests only ever get recorded and run on the iPhone 15 Pro sim with iOS 17.5. everyone's on that, otherwise the fonts render a pixel off and everything diffs",
        )
        .bash(
          "xcodebuild test -scheme Larder -testPlan Unit -destination 'platform=iOS Simulator,name=iPhone 15 Pro,OS=17.5' -only-testing:LarderTests/RecipeCardSnapshotTests | tail -1",
          "Executed 14 tests, with 0 failures (0 unexpected) in 6.2 s",
        )
        .assistant("On the iPhone 15 Pro / 17.5 simulator all 14 snapshot tests pass.")
        .user("and for the record the reference pngs are all under LarderTests/__Snapshots__, one folder per test class, in case you ever need to look")
        .stop("Good to know, all passing now."),
    planted: [
      { kind: "instruction", keys: ["iphone 15 pro"] },
      { kind: "fact", keys: ["__snapshots__"] },
    ],
  },
  {
    id: "b185-typo-lint",
    build: (s) =>
      s
        .user("theres a typo in the empty state, it says 'Your pantry is emtpy'. fix pls")
        .file("Edit", "Larder/Resources/Localizable.xcstrings")
        .assistant("Fixed: 'Your pantry is empty' in the English source string of the catalog.")
        .user("ty. can you run swiftlint on the whole thing while youre at it")
        .bash(
          "swiftlint lint --quiet",
          "Larder/Features/Pantry/PantryView.swift:88:1: warning: Line Length Violation: Line should be 140 characters or less; currently it has 152 characters (line_length)\nLarder/Features/Pantry/PantryView.swift:12:5: warning: Todo Violation: TODOs should be resolved (never ship TODO) (todo)",
        )
        .assistant("Two warnings, both in PantryView.swift: one line at 152 characters and an old TODO comment on line 12. Want me to deal with them?")
        .user("wrap the long line, leave the todo, it's not mine")
        .file("Edit", "Larder/Features/Pantry/PantryView.swift")
        .stop("Wrapped the long line; the TODO is untouched."),
    planted: [],
  },
  {
    id: "b185-barcode",
    build: (s) =>
      s
        .user("barcode scan is returning nil for like half the stuff I scanned at the store yesterday")
        .bash(
          "grep -rn 'openfoodfacts' LarderCore/Sources/BarcodeClient/",
          'LarderCore/Sources/BarcodeClient/BarcodeClient+Live.swift:14:    let url = URL(string: "https://world.openfoodfacts.org/api/v2/product/\\(code).json")!',
        )
        .bash(
          "cat /tmp/larder-scan.log | tail -3",
          "[barcode] GET /api/v2/product/4006040209375 -> 429 Too Many Requests\n[barcode] retry never attempted\n[barcode] GET /api/v2/product/5449000000996 -> 429",
        )
        .assistant(
          "Those aren't misses, they're 429s. OpenFoodFacts rate-limits product reads at 100 requests per minute per IP, and your scanning session fired a burst of them while the shelf scanner was in continuous mode. The client maps any non-200 to nil.",
        )
        .user(
          "oh wow ok so its the rate limit, not the data. interesting. can you at least make the 429 surface as an error instead of nil so the ui can say try again",
        )
        .file("Edit", "LarderCore/Sources/BarcodeClient/BarcodeClient+Live.swift")
        .assistant("Done: 429 now throws `BarcodeError.rateLimited`, and the scanner shows a 'slow down' toast.")
        .user(
          "cool. the real fix is caching barcode lookups in the grdb layer so we dont hit them twice for the same code, but thats a TODO for later, put it on the list",
        )
        .stop("Added the rate-limited error path. Caching is on the list for later."),
    planted: [
      { kind: "fact", keys: ["openfoodfacts", "100"] },
      { kind: "task", keys: ["barcode", "caching"] },
    ],
  },
  {
    id: "b185-navigation",
    build: (s) =>
      s
        .user("navigation in the recipe flow is a mess. I think we go tree-based, a Destination enum with @Presents, like the pointfree episodes")
        .file("Read", "Larder/Features/Recipes/RecipesFeature.swift")
        .assistant(
          "Tree-based works for the sheets, but the recipe flow is a push chain of arbitrary depth (recipe → ingredient → substitute → recipe). With a Destination enum that turns into recursive optional state. A `StackState<Path.State>` with a `NavigationStack(path:)` handles arbitrary depth and deep links.",
        )
        .user(
          "hm yeah the recursive thing would be gross. ok fine, stack-based: StackState for the recipe flow, and drop the destination enum idea. sheets can stay @Presents",
        )
        .file("Edit", "Larder/Features/Recipes/RecipesFeature.swift")
        .file("Write", "Larder/Features/Recipes/RecipesPath.swift")
        .assistant(
          "Moved the recipe flow onto `StackState<RecipesPath.State>`; the add-item sheet stays on `@Presents`. I put the path reducer in its own file next to the feature.",
        )
        .user(
          "yeah good, and that's how I want it in general: every feature gets its own folder under Features/ with a Feature.swift and a View.swift, plus extra files if needed, no mega files",
        )
        .stop("Got it."),
    planted: [
      { kind: "decision", keys: ["stackstate"] },
      { kind: "instruction", keys: ["features/"] },
    ],
  },
  {
    id: "b185-crash-guess",
    build: (s) =>
      s
        .user("got a crash report from testflight, EXC_BAD_ACCESS in the share extension. no idea")
        .bash(
          "xcrun crashlog symbolicate ~/Downloads/LarderShare-2026-11-15.ips | head -8",
          "Thread 0 Crashed:\n0   libswiftCore.dylib  swift_unknownObjectRetain + 12\n1   LarderShare         ShareViewController.loadItem() + 244\n2   LarderShare         closure #1 in ShareViewController.viewDidLoad()",
        )
        .assistant(
          "It dies retaining an object in `loadItem()`. One possibility is the `NSItemProvider` being released before the async load returns; another is the extension hitting its memory limit and the retain being the symptom. I can't tell which from one report.",
        )
        .user("could it be the image thing? like ppl sharing huge photos")
        .assistant(
          "Maybe — the extension limit is around 120 MB and we decode the full image. But that would usually show as a jetsam event, not EXC_BAD_ACCESS. Do you have more reports?",
        )
        .user("just the one. lets not chase it yet, if it shows up again we look")
        .assistant("Makes sense. One report isn't enough to tell these apart."),
    planted: [],
  },
  {
    id: "b185-xcode-cloud",
    build: (s) =>
      s
        .user("why does the build number on testflight keep jumping by like 3")
        .file("Read", "ci_scripts/ci_post_clone.sh")
        .assistant(
          "Builds run on Xcode Cloud, and the build number isn't from the project: `ci_scripts/ci_post_clone.sh` runs `agvtool new-version` with `$CI_BUILD_NUMBER`. Every Xcode Cloud build bumps it, including the PR builds that never upload, which is why TestFlight sees gaps.",
        )
        .user("ahh right, its the ci_post_clone script setting it from CI_BUILD_NUMBER. ok that's fine then, gaps are fine")
        .bash(
          "cat ci_scripts/ci_post_clone.sh",
          '#!/bin/sh\n# NOTE: always runs, even for PR builds. never edit the version here by hand\ncd "$CI_PRIMARY_REPOSITORY_PATH" && agvtool new-version -all "$CI_BUILD_NUMBER"',
        )
        .assistant(
          "Yes, and it runs for every workflow. All three workflows (Main PR, Release, TestFlight Internal) run the full test plan including UI tests, that's why PR builds take ~25 min.",
        )
        .user("ugh yeah. next sprint we should split that so the UI tests only run nightly on Xcode Cloud, not on every PR. not now, just note it")
        .stop("Noted for next sprint."),
    planted: [
      { kind: "fact", keys: ["ci_post_clone"] },
      { kind: "fact", keys: ["xcode cloud"] },
      { kind: "task", keys: ["nightly"] },
    ],
  },
  {
    id: "b185-date-dependency",
    build: (s) =>
      s
        .user("the expiry badge test is flaky, passes in the morning fails at night lol")
        .file("Read", "LarderCore/Sources/PantryFeature/ExpiryBadge.swift")
        .assistant(
          "`ExpiryBadge.daysLeft` calls `Date()` directly, so the test depends on the wall clock: after about 10pm UTC the item rolls into the next day. Switching it to `@Dependency(\\.date.now)` lets the test fix the date.",
        )
        .user(
          "yes do that. and going forward, in reducers and anything in LarderCore, never call Date() directly, always go through the date dependency. same for UUID() tbh, use the uuid dependency",
        )
        .file("Edit", "LarderCore/Sources/PantryFeature/ExpiryBadge.swift")
        .file("Edit", "LarderCore/Tests/PantryFeatureTests/ExpiryBadgeTests.swift")
        .bash(
          "swift test --package-path LarderCore --filter ExpiryBadgeTests",
          "Test Suite 'ExpiryBadgeTests' passed at 2026-11-24 22:41:07.\n\t Executed 6 tests, with 0 failures (0 unexpected) in 0.012 seconds",
        )
        .assistant("Passing now with a fixed date. I also saw `Date()` in a few of the old MVVM screens (Settings, Onboarding) that aren't on TCA yet.")
        .user("yeah leave those for now. remind me to clean up the Date() calls in the old MVVM screens when we port them")
        .stop("Okay, leaving the MVVM screens alone for now."),
    planted: [
      { kind: "instruction", keys: ["date"] },
      { kind: "instruction", keys: ["uuid"] },
      { kind: "task", keys: ["mvvm"] },
    ],
  },
  {
    id: "b185-grdb",
    build: (s) =>
      s
        .user("ok be honest. should we move to SwiftData for 2.4? feels like everyone is")
        .assistant(
          "We'd gain less than it seems: we already have GRDB with ValueObservation feeding the TCA stores, 9 migrations, and the widget reading the same file. SwiftData's history tracking across the app group is still rough, and we'd lose the raw SQL we use for the expiry queries.",
        )
        .user("what about the migrations, could they be ported")
        .assistant(
          "They could be rewritten as a `VersionedSchema` chain, but the v4 and v7 migrations do data backfills in SQL that SwiftData doesn't express well.",
        )
        .user("yeah ok no. staying on GRDB, SwiftData is off the table for now")
        .bash(
          "grep -rn 'containerURL' LarderCore/Sources/Database/",
          'LarderCore/Sources/Database/DatabaseClient+Live.swift:22:    let dir = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.larder.shared")!',
        )
        .assistant(
          "For reference, the database file lives in the `group.com.larder.shared` app group container (`larder.sqlite`), which is how the widget and the share extension read it.",
        )
        .user("right, yeah. the widget needs that")
        .stop(),
    planted: [
      { kind: "decision", keys: ["grdb"] },
      { kind: "fact", keys: ["group.com.larder.shared"] },
    ],
  },
  {
    id: "b185-figma-colors",
    build: (s) =>
      s
        .user("the new green in figma doesnt match the app, can you compare")
        .bash(
          "grep -A3 'brandGreen' Larder/Resources/Colors.xcassets/brandGreen.colorset/Contents.json",
          '"red" : "0.184",\n"green" : "0.522",\n"blue" : "0.353"',
        )
        .assistant("The asset has #2F855A; if Figma shows #2E8B57, they don't match. Should I update the colorset?")
        .user("hmm wait is it the dark mode variant maybe? can you check that too")
        .assistant("Dark mode variant is #48BB78, also not #2E8B57. So both differ.")
        .user("ok weird. I'll ask design which one's right before we change anything, leave it for now")
        .assistant("Leaving the colorsets as they are."),
    planted: [],
  },
  {
    id: "b185-widget",
    build: (s) =>
      s
        .user("widget scope for 2.3, I was thinking small + medium + the lock screen one")
        .assistant(
          "The medium needs a second layout and its own timeline entries with up to 4 items; the lock screen accessory needs a monochrome design. The small one is nearly done.",
        )
        .user("hmm. yeah ok let's be realistic, we ship just the systemSmall widget in 2.3, medium and lock screen later")
        .file("Edit", "LarderWidget/LarderWidget.swift")
        .bash("xcodebuild build -scheme LarderWidgetExtension -destination 'generic/platform=iOS' | tail -1", "** BUILD SUCCEEDED **")
        .assistant(
          "`supportedFamilies` is now just `.systemSmall`. One bug while testing: after adding an item in the app, the widget count stays stale until the next timeline refresh, because we never call `WidgetCenter.shared.reloadTimelines(ofKind:)` after a write.",
        )
        .user("ah damn. ok not today, the write path is a mess rn — we need to add the reloadTimelines call after pantry writes, put that down as open")
        .stop("Widget limited to systemSmall. The reload after writes is open."),
    planted: [
      { kind: "decision", keys: ["systemsmall"] },
      { kind: "task", keys: ["reloadtimelines"] },
    ],
  },
  {
    id: "b185-strings",
    build: (s) =>
      s
        .user("can u add the copy for the new empty state: 'Nothing expiring soon 🎉'")
        .file("Edit", "Larder/Features/Pantry/PantryView.swift")
        .assistant('I added it as `NSLocalizedString("pantry.empty.expiring", comment: "")` in PantryView.')
        .user(
          'ah no, we moved off that. strings go in the String Catalog now, Localizable.xcstrings, just write Text("Nothing expiring soon 🎉") and let xcode extract it. no more NSLocalizedString with made-up keys',
        )
        .file("Edit", "Larder/Features/Pantry/PantryView.swift")
        .bash(
          "xcodebuild build -scheme Larder -destination 'generic/platform=iOS Simulator' | grep -i xcstrings",
          "ExtractStrings Larder/Resources/Localizable.xcstrings (1 new key)",
        )
        .assistant("Switched to a plain `Text` literal; the build extracted one new key into Localizable.xcstrings. It shows up as untranslated for de and fr.")
        .user("thats fine, translations come from Lokalise, Jonas syncs them every thursday, so it'll get picked up")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["string catalog"] },
      { kind: "fact", keys: ["lokalise"] },
    ],
  },
  {
    id: "b185-simulator-reset",
    build: (s) =>
      s
        .user("my simulator is stuck on the launch screen, can you nuke it")
        .bash("xcrun simctl shutdown all && xcrun simctl erase 'iPhone 15'", "")
        .assistant("Shut down all simulators and erased the iPhone 15 one.")
        .user("and derived data too while ur at it")
        .bash("rm -rf ~/Library/Developer/Xcode/DerivedData/Larder-*", "")
        .assistant("DerivedData for Larder is gone. The next build will be a cold one, a few minutes.")
        .user("yeah np. is it normal that the first build after that takes 4 min? feels slow")
        .assistant(
          "For a project with ~30 SPM packages including TCA and its macros, 3–5 minutes cold is typical. The macro plugins compile first and that's a big chunk of it.",
        )
        .user("ok whatever, coffee time then"),
    planted: [],
  },
  {
    id: "b185-accessibility",
    build: (s) =>
      s
        .user("did a voiceover pass on the pantry screen and half the buttons just say 'button'. can you go through PantryView")
        .file("Read", "Larder/Features/Pantry/PantryView.swift")
        .assistant(
          "Five icon-only buttons have no label: add, scan, filter, sort, and the per-row 'used up' checkmark. I'll add `.accessibilityLabel` to each.",
        )
        .file("Edit", "Larder/Features/Pantry/PantryView.swift")
        .user("ty. and make it a rule: every icon-only button gets an accessibilityLabel, no exceptions, I'll be checking with voiceover before I merge stuff")
        .bash(
          "xcodebuild test -scheme Larder -testPlan Unit -destination 'platform=iOS Simulator,name=iPhone 15 Pro,OS=17.5' | tail -1",
          "Executed 187 tests, with 0 failures (0 unexpected) in 40.3 s",
        )
        .assistant(
          "Labels added, unit plan green. While I was in there with the largest text size: the recipe card clips its title at AX5, the two-line limit cuts it off.",
        )
        .user(
          "ugh yes I've seen that. follow-up for another day: fix the recipe card clipping at AX5 dynamic type, probably needs a vertical layout at accessibility sizes",
        )
        .stop("Done with the labels; the AX5 clipping is a follow-up."),
    planted: [
      { kind: "instruction", keys: ["accessibilitylabel"] },
      { kind: "task", keys: ["ax5"] },
    ],
  },
  {
    id: "b185-analytics",
    build: (s) =>
      s
        .user("we need some analytics for the paywall funnel. what's least painful")
        .assistant(
          "Options: Firebase Analytics (free, heavy SDK, needs a privacy manifest and ATT thinking), TelemetryDeck (small, privacy-first, anonymized by default, paid above 100k signals), or just RevenueCat's own charts for the purchase step.",
        )
        .user("telemetrydeck. no firebase in this app, ever, I dont want the google sdk in there")
        .file("Edit", "LarderCore/Package.swift")
        .file("Write", "LarderCore/Sources/AnalyticsClient/AnalyticsClient.swift")
        .bash("swift build --package-path LarderCore --target AnalyticsClient 2>&1 | tail -1", "Build complete! (23.41s)")
        .assistant(
          "AnalyticsClient is in with a TelemetryDeck live value. I set up `paywallShown`, `paywallDismissed`, `purchaseStarted` and I was going to add the list name as a parameter on `itemAdded`.",
        )
        .user("no no, no list names. rule for all events: no PII in event params, not even list names or item names, counts and enums only")
        .file("Edit", "LarderCore/Sources/AnalyticsClient/AnalyticsClient.swift")
        .stop("Removed the list name; events carry only enums and counts."),
    planted: [
      { kind: "decision", keys: ["telemetrydeck"] },
      { kind: "instruction", keys: ["pii"] },
    ],
  },
  {
    id: "b185-app-review",
    build: (s) =>
      s
        .user(
          "app review rejected 2.2 😩 pasting it: 'Guideline 3.1.2 - Business - Payments - Subscriptions. We noticed that your app does not include a functional link to the Terms of Use (EULA)'",
        )
        .file("Read", "Larder/Features/Paywall/PaywallView.swift")
        .assistant(
          "So 2.2 was rejected under 3.1.2 because the paywall has a Privacy Policy link but no Terms of Use (EULA) link. Apple requires both in the app binary and in the App Store metadata for auto-renewing subscriptions.",
        )
        .user(
          "ok. so before we resubmit we gotta add the EULA link to the paywall footer and the description, but I'm waiting on legal for the actual url so not today",
        )
        .bash(
          "grep -rn 'privacyURL' Larder/Features/Paywall/",
          'Larder/Features/Paywall/PaywallView.swift:141:            Link("Privacy Policy", destination: Self.privacyURL)',
        )
        .assistant("There's a single footer `HStack` at line 141, so the EULA link will slot in next to the privacy one once you have the URL.")
        .user("cool")
        .stop(),
    planted: [
      { kind: "fact", keys: ["3.1.2"] },
      { kind: "task", keys: ["eula"] },
    ],
  },
  {
    id: "b185-keyboard-question",
    build: (s) =>
      s
        .user("is there a way to make the keyboard not cover the quantity field in the add sheet? I swear swiftui used to handle this")
        .file("Read", "Larder/Features/AddItem/AddItemView.swift")
        .assistant(
          "It's inside a `ScrollView` with `.ignoresSafeArea(.keyboard)` on the parent, which turns off the automatic avoidance. Removing that modifier should do it, or `scrollPosition` to the focused field.",
        )
        .user("oh wait who added ignoresSafeArea there")
        .bash(
          "git log -L '/ignoresSafeArea/,+1:Larder/Features/AddItem/AddItemView.swift' --oneline | head -3",
          "a41c9e2 add item sheet: full-bleed background",
        )
        .assistant("It came in with a41c9e2, 'add item sheet: full-bleed background', to let the background colour run under the keyboard.")
        .user("ah ok thats mine lol. hmm let me think about it, I kinda like the full bleed. try putting it on the background only?")
        .file("Edit", "Larder/Features/AddItem/AddItemView.swift")
        .assistant(
          "Moved `.ignoresSafeArea(.keyboard)` onto the background view only; the field now scrolls above the keyboard and the colour still runs under it.",
        )
        .user("perfect"),
    planted: [],
  },
  {
    id: "b185-scroll-jank",
    build: (s) =>
      s
        .user("pantry list stutters when scrolling with like 300 items, can you profile it")
        .bash(
          "xcrun xctrace record --template 'Time Profiler' --launch -- Larder.app --time-limit 20s && xcrun xctrace export --input Larder.trace --toc | grep -c Hang",
          "7",
        )
        .assistant(
          "7 hangs over 20 seconds. The heaviest stack is `PantryRow.body` → `DateFormatter.init` → ICU setup: each row creates a new DateFormatter for the expiry date on every body evaluation. That accounts for ~60% of main-thread time while scrolling.",
        )
        .user("oof. so that's the jank, confirmed? not the images?")
        .assistant("Confirmed: with the formatter hoisted into a static the hangs go to 0 in the same 300-item recording; image decoding is under 5%.")
        .file("Edit", "Larder/Features/Pantry/PantryRow.swift")
        .user(
          "ok great. rule from now on: formatters are static lets on an extension (Formatter.expiry etc), never build one inside a body or a computed property",
        )
        .assistant("While we're here — I could swap the `List` for a `LazyVStack` in a ScrollView, which would give us the custom swipe actions you wanted.")
        .user("yeah go LazyVStack for the pantry screen, we're doing custom swipes anyway")
        .file("Edit", "Larder/Features/Pantry/PantryView.swift")
        .stop("Formatter is static now and the pantry screen uses a LazyVStack."),
    planted: [
      { kind: "fact", keys: ["dateformatter"] },
      { kind: "instruction", keys: ["formatters", "static"] },
      { kind: "decision", keys: ["lazyvstack"] },
    ],
  },
  {
    id: "b185-branches",
    build: (s) =>
      s
        .user("make a branch for the barcode cache thing and commit what we have")
        .bash(
          "git checkout -b barcode-cache && git commit -am 'wip barcode cache'",
          "Switched to a new branch 'barcode-cache'\n[barcode-cache 3f02a1c] wip barcode cache\n 2 files changed, 48 insertions(+)",
        )
        .assistant("Created `barcode-cache` and committed the two changed files as 'wip barcode cache'.")
        .user(
          "ah, naming — branches are feature/LAR-<ticket>-slug, this one's LAR-212. and commit msgs dont matter much bc PRs get squash merged anyway, so the PR title is what counts, make that readable",
        )
        .bash("git branch -m feature/LAR-212-barcode-cache && git branch --show-current", "feature/LAR-212-barcode-cache")
        .assistant("Renamed to `feature/LAR-212-barcode-cache`.")
        .user("👍")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["feature/lar"] },
      { kind: "instruction", keys: ["squash"] },
    ],
  },
  {
    id: "b185-swiftui-vs-uikit-musing",
    build: (s) =>
      s
        .user("thinking out loud: should the camera scanner be UIKit? the VisionKit DataScannerViewController thing is UIKit only right")
        .assistant(
          "Yes, `DataScannerViewController` is a UIKit view controller; in SwiftUI you'd wrap it in a `UIViewControllerRepresentable`. That's what the current scanner does.",
        )
        .user("oh it already is wrapped? lol I forgot. is the wrapper leaking anything, I had a feeling memory goes up each time you open it")
        .bash(
          "grep -n 'stopScanning\\|dismantleUIViewController' Larder/Features/Scanner/ScannerView.swift",
          "47:    static func dismantleUIViewController(_ vc: DataScannerViewController, coordinator: Coordinator) {\n48:        vc.stopScanning()",
        )
        .assistant(
          "It stops scanning in `dismantleUIViewController`, so the obvious leak path is covered. A growing footprint could still be the coordinator holding the store — I'd need a Memory Graph capture to say.",
        )
        .user("meh, probably nothing. forget it for now"),
    planted: [],
  },
  {
    id: "b185-notifications",
    build: (s) =>
      s
        .user("expiry reminders. do we need a server for this or can it all be local")
        .assistant(
          "Local works as long as reminders depend only on data on the device: schedule a `UNCalendarNotificationTrigger` per item the day before expiry, capped at 64 pending. Server push would only be needed for shared lists where someone else adds items.",
        )
        .user("shared lists aren't out yet so. ok decided: expiry reminders are local notifications only, no server push for now")
        .file("Write", "LarderCore/Sources/ReminderClient/ReminderClient.swift")
        .bash("swift test --package-path LarderCore --filter ReminderClientTests", "Executed 9 tests, with 0 failures (0 unexpected) in 0.031 seconds")
        .assistant(
          "ReminderClient schedules one local notification per item, keeping the 64 nearest. Tests pass. Side note: the APNs auth key in the team account (the .p8 for the old server push experiment) shows an expiry in March.",
        )
        .user("oh right, that p8. we'll need it for shared lists later so — we need to rotate the APNs .p8 key before march. not now")
        .stop(),
    planted: [
      { kind: "decision", keys: ["local notifications"] },
      { kind: "task", keys: ["p8"] },
    ],
  },
  {
    id: "b185-swift6",
    build: (s) =>
      s
        .user("so swift 6 strict concurrency. how bad is it if we flip it on everywhere")
        .bash(
          "xcodebuild build -scheme Larder -destination 'generic/platform=iOS Simulator' OTHER_SWIFT_FLAGS='-strict-concurrency=complete' 2>&1 | grep -c 'warning:'",
          "412",
        )
        .assistant(
          "412 warnings with complete checking across the app. Most come from three singletons in the app target (`ImageCache.shared`, `SessionManager.shared`, `HapticsEngine.shared`); LarderCore alone has 9.",
        )
        .user("lol. ok. strict concurrency complete on the LarderCore package only, fix those 9, the app target stays on minimal")
        .file("Edit", "LarderCore/Package.swift")
        .bash("swift build --package-path LarderCore 2>&1 | grep -c 'warning:'", "0")
        .assistant("LarderCore builds clean with complete checking.")
        .user("nice. and then later, once the singletons are gone, we turn on complete for the app target too. that's the follow up")
        .stop(),
    planted: [
      { kind: "decision", keys: ["strict concurrency", "lardercore"] },
      { kind: "task", keys: ["app target"] },
    ],
  },
  {
    id: "b185-pr-review-chat",
    build: (s) =>
      s
        .user("can you read Tomas's PR description and tell me what it does, I'm too tired")
        .bash(
          "gh pr view 318 --json title,body -q '.title + \"\\n\" + .body'",
          "Recipes: ingredient substitutions\nAdds a substitutions sheet to the ingredient detail. TODO: tests. Note: this must never be merged before the 2.3 branch is cut.",
        )
        .assistant(
          "PR #318 adds a substitutions sheet to the ingredient detail screen. Tomas notes tests are still missing and that it shouldn't merge before the 2.3 branch cut.",
        )
        .user("ok thanks. does it touch the recipe stack stuff?")
        .bash("gh pr diff 318 --name-only", "Larder/Features/Recipes/IngredientDetailFeature.swift\nLarder/Features/Recipes/SubstitutionsView.swift")
        .assistant("Only IngredientDetailFeature.swift and a new SubstitutionsView.swift — nothing in the path reducer.")
        .user("ok good, I'll look tomorrow"),
    planted: [],
  },
  {
    id: "b185-design-tokens",
    build: (s) =>
      s
        .user("design sent the new palette, can you update the accent color")
        .assistant("I can edit `Colors.xcassets/accent.colorset` directly with the new values, should I?")
        .user(
          "no wait, we don't hand-edit Colors.xcassets, ever. the tokens come out of figma through scripts/tokens.sh, it regenerates the whole asset catalog from the figma export json",
        )
        .file("Read", "scripts/tokens.sh")
        .bash(
          "./scripts/tokens.sh design/tokens-2026-11.json",
          "Generated 34 colorsets into Larder/Resources/Colors.xcassets\nGenerated Larder/Resources/DesignTokens.swift",
        )
        .assistant("Ran tokens.sh on the new export: 34 colorsets and DesignTokens.swift regenerated, accent is the new value.")
        .user("🙏")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["colors.xcassets"] },
      { kind: "fact", keys: ["tokens.sh"] },
    ],
  },
  {
    id: "b185-teststore",
    build: (s) =>
      s
        .user("writing tests for the AddItem reducer, I keep getting 'state was not expected to change' noise in the integration one")
        .file("Read", "LarderCore/Tests/AddItemFeatureTests/AddItemIntegrationTests.swift")
        .assistant(
          "The integration test drives the whole app reducer, so exhaustive TestStore asserts every child change. Setting `store.exhaustivity = .off` there lets you assert only what you care about.",
        )
        .user("ok yeah. convention then: TestStore with exhaustivity on by default, off only in the integration tests, nowhere else")
        .file("Edit", "LarderCore/Tests/AddItemFeatureTests/AddItemIntegrationTests.swift")
        .assistant("Should I mock the network in these with URLProtocol stubs, or override `APIClient` via `withDependencies`?")
        .user("override the APIClient testValue with withDependencies. no URLProtocol stubs, we decided that ages ago, they break with the background session")
        .bash("swift test --package-path LarderCore --filter AddItem", "Executed 23 tests, with 0 failures (0 unexpected) in 0.214 seconds")
        .stop("All 23 AddItem tests pass."),
    planted: [
      { kind: "instruction", keys: ["exhaustivity"] },
      { kind: "decision", keys: ["urlprotocol"] },
    ],
  },
  {
    id: "b185-deployment-target",
    build: (s) =>
      s
        .user("how many people are still on iOS 16? can you pull it from telemetrydeck")
        .bash("tdctl query --app larder --signal appLaunched --breakdown systemVersion --last 30d | head -4", "17.x   61.2%\n18.x   34.7%\n16.x    4.1%")
        .assistant("Last 30 days of launches: iOS 16 is 4.1%, 17.x 61.2%, 18.x 34.7%.")
        .user(
          "4%, ok. I was thinking of going to 18 but that's too aggressive. ok so we raise min deployment to iOS 17 for 2.3 and drop 16, that unlocks Observation and the new scroll apis",
        )
        .file("Edit", "Larder.xcodeproj/project.pbxproj")
        .file("Edit", "LarderCore/Package.swift")
        .assistant("Deployment target is 17.0 in the project and `.iOS(.v17)` in LarderCore.")
        .user("👌")
        .stop(),
    planted: [
      { kind: "decision", keys: ["ios 17"] },
      { kind: "fact", keys: ["4.1%"] },
    ],
  },
  {
    id: "b185-onboarding",
    build: (s) =>
      s
        .user("Mara pinged about onboarding. context: Mara's our PM, she owns the copy and the flow, so if copy looks off its her call not ours")
        .file("Read", "Larder/Onboarding/OnboardingViewModel.swift")
        .assistant("Onboarding is still the old MVVM flow, 4 pages, no skip. What did she ask for?")
        .user("a skip button, for 2.4. not doing it now, just keep it as open work: onboarding skip button for 2.4")
        .bash(
          "grep -rn 'TODO' Larder/Onboarding/",
          "Larder/Onboarding/OnboardingViewModel.swift:31:    // TODO: always show page 3 even if notifications were already granted?",
        )
        .assistant("There's also an old TODO in the view model about page 3. Want me to look at that one?")
        .user("nah thats ancient, ignore")
        .stop(),
    planted: [
      { kind: "fact", keys: ["mara"] },
      { kind: "task", keys: ["skip", "onboarding"] },
    ],
  },
  {
    id: "b185-standup-notes",
    build: (s) =>
      s
        .user("can you summarize what I did today from the git log, for standup")
        .bash(
          "git log --since=midnight --author=noa --oneline",
          "9c1e4d0 pantry: static formatters\n7ab3f21 pantry: LazyVStack + swipe actions\n2d9e880 fix empty state typo",
        )
        .assistant(
          "Today: moved pantry formatters to statics (the scroll hangs), switched the pantry list to a LazyVStack with custom swipe actions, and fixed the empty-state typo.",
        )
        .user("lol the typo one sounds so sad on its own. fine. thx")
        .assistant("It's honest work."),
    planted: [],
  },
  {
    id: "b185-signing",
    build: (s) =>
      s
        .user("build fails on my new mac, something about provisioning profile")
        .bash(
          "xcodebuild -scheme Larder -configuration Release -destination 'generic/platform=iOS' build 2>&1 | grep error",
          "error: No profiles for 'com.larder.app' were found: Xcode couldn't find any iOS App Development provisioning profiles matching 'com.larder.app'.",
          65,
        )
        .assistant("No profile for com.larder.app on this machine. Want me to turn on automatic signing in the target so Xcode fetches one?")
        .user(
          "NO don't touch the signing settings in the pbxproj, ever, ask me first if you think you need to. signing is manual, the certs and profiles are in the fastlane match repo larder-certs, just run match",
        )
        .bash(
          "bundle exec fastlane match development --readonly",
          "[✔] Installed certificate 'Apple Development: Noa Levi'\n[✔] Installed provisioning profile 'match Development com.larder.app'",
        )
        .bash("xcodebuild -scheme Larder -destination 'generic/platform=iOS' build | tail -1", "** BUILD SUCCEEDED **")
        .stop("match installed the development profile and the build succeeds."),
    planted: [
      { kind: "instruction", keys: ["pbxproj"] },
      { kind: "fact", keys: ["larder-certs"] },
    ],
  },
  {
    id: "b185-weekend-plans",
    build: (s) =>
      s
        .user("friday brain. not starting anything big. what's the fastest way to see which spm packages are outdated")
        .bash(
          "swift package --package-path LarderCore show-dependencies --format json | jq -r '.dependencies[].identity' | head -5",
          "swift-composable-architecture\ngrdb.swift\npurchases-ios\ntelemetrydeck-swiftsdk\nswift-snapshot-testing",
        )
        .assistant(
          "There's no built-in 'outdated' command; `swift package update --dry-run` isn't a thing either. The quickest is comparing Package.resolved against the latest tags, or a tool like `swift-outdated`.",
        )
        .user("eh I'll look next week. have a good weekend lol")
        .assistant("You too."),
    planted: [],
  },
  {
    id: "b185-cloudkit-sync",
    build: (s) =>
      s
        .user("ok sync. what are the options given we're on grdb, NSPersistentCloudKitContainer doesnt apply right?")
        .assistant(
          "Two options: CKSyncEngine (iOS 17+, handles scheduling, zones and change tokens, we map GRDB rows to CKRecords ourselves), or a hand-rolled CKDatabase operations layer. With iOS 17 as the minimum, CKSyncEngine is the obvious fit.",
        )
        .user("ok CKSyncEngine it is")
        .file("Write", "LarderCore/Sources/SyncClient/SyncEngineDelegate.swift")
        .bash("swift build --package-path LarderCore --target SyncClient 2>&1 | tail -1", "Build complete! (31.07s)")
        .assistant("The delegate skeleton builds: it maps `PantryItem` rows to CKRecords and applies fetched changes with last-writer-wins for now.")
        .user("last writer wins is fine for personal lists. proper conflict resolution for shared lists we punt to after 2.3, that's a whole thing")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cksyncengine"] },
      { kind: "task", keys: ["conflict resolution"] },
    ],
  },
  {
    id: "b185-haptics",
    build: (s) =>
      s
        .user("the haptic on 'used up' feels doubled, like bzz-bzz")
        .bash("grep -rn 'HapticsEngine.shared' Larder/ | wc -l", "11")
        .file("Read", "Larder/Features/Pantry/PantryRow.swift")
        .assistant(
          "The row fires `HapticsEngine.shared.success()` in the button action, and the swipe action calls it again on the same gesture, so you get two. iOS 17 also has the `.sensoryFeedback(.success, trigger:)` modifier, which would fire once per trigger change and doesn't need the singleton.",
        )
        .user("oh nice, yes. ok we use .sensoryFeedback for haptics from now on, HapticsEngine is dead to me")
        .file("Edit", "Larder/Features/Pantry/PantryRow.swift")
        .assistant(
          "PantryRow now uses `.sensoryFeedback(.success, trigger: item.usedUpAt)`, single buzz. There are 10 other call sites of `HapticsEngine.shared` in other screens.",
        )
        .user("leave em for now. someday soon: migrate the other 10 call sites and delete HapticsEngine.swift")
        .stop(),
    planted: [
      { kind: "decision", keys: ["sensoryfeedback"] },
      { kind: "task", keys: ["hapticsengine"] },
    ],
  },
  {
    id: "b185-image-loading",
    build: (s) =>
      s
        .user("recipe images flicker when scrolling back up, AsyncImage just refetches every time huh")
        .bash("grep -rn 'AsyncImage' Larder/ | wc -l", "6")
        .assistant("Yes, `AsyncImage` has no memory cache beyond URLCache and reloads when the row is recreated. A library with a real cache would fix it.")
        .user("ok lets pull in Kingfisher, I've used it before")
        .assistant("I can add Kingfisher 8. Its SwiftUI API is `KFImage(url)`.")
        .user("hmm actually no, scratch kingfisher — Nuke is lighter and LazyImage fits better with how we do things. go with Nuke")
        .file("Edit", "Larder.xcodeproj/project.pbxproj")
        .file("Edit", "Larder/Features/Recipes/RecipeCard.swift")
        .assistant(
          "Added Nuke 12 and swapped the six AsyncImage uses for `LazyImage`. The URLs all point at img.larder.app with a `?w=` parameter; I passed the row width in points times the screen scale.",
        )
        .user("yep that's right, all recipe images come from our CDN at img.larder.app and it resizes on the fly with ?w=, thats why")
        .stop(),
    planted: [
      { kind: "decision", keys: ["nuke"] },
      { kind: "fact", keys: ["img.larder.app"] },
    ],
  },
  {
    id: "b185-repo-rules",
    build: (s) =>
      s
        .user(
          "ok since ur gonna be in this repo a lot, couple things:\n- swiftformat runs as a pre-commit hook so dont fight the formatting, it'll just rewrite it\n- every view gets a #Preview with a mock store, no exceptions\n- no force unwraps outside of tests. URL literals are the one exeption, those are fine",
        )
        .assistant("Got it. Should I check the existing views for missing previews?")
        .user("yea quickly")
        .bash("grep -rL '#Preview' Larder/Features/*/*View.swift", "Larder/Features/Settings/SettingsView.swift\nLarder/Features/Scanner/ScannerView.swift")
        .assistant("Two views have no preview: SettingsView and ScannerView. ScannerView wraps DataScannerViewController, which doesn't run in previews.")
        .user("do settings, skip scanner")
        .file("Edit", "Larder/Features/Settings/SettingsView.swift")
        .stop("Added a #Preview with a mock store to SettingsView."),
    planted: [
      { kind: "fact", keys: ["swiftformat", "pre-commit"] },
      { kind: "instruction", keys: ["#preview"] },
      { kind: "instruction", keys: ["force unwraps"] },
    ],
  },
  {
    id: "b185-deeplinks",
    build: (s) =>
      s
        .user("people want to share recipes by link. custom scheme or universal links?")
        .assistant(
          "I'd go with universal links on larder.app/r/<id>: they open the app if installed and fall back to the web recipe page otherwise, and Messages previews them. A `larder://` scheme only works when the app is installed. The path maps straight onto a `RecipesPath.State.detail(id)` push.",
        )
        .user("yep universal links, do that")
        .file("Edit", "Larder/Larder.entitlements")
        .file("Edit", "Larder/App/AppFeature.swift")
        .bash(
          "xcodebuild test -scheme Larder -testPlan Unit -destination 'platform=iOS Simulator,name=iPhone 15 Pro,OS=17.5' -only-testing:LarderTests/DeepLinkTests | tail -1",
          "Executed 5 tests, with 0 failures (0 unexpected) in 1.9 s",
        )
        .assistant(
          "Associated domain `applinks:larder.app` added, `AppFeature` handles `/r/<id>` by pushing the recipe detail. It won't work on device yet: the apple-app-site-association file on larder.app doesn't list `/r/*`.",
        )
        .user("right, the AASA lives on the marketing site, Jonas deploys that. still open: get the /r/* path into the AASA file. I'll ping him monday")
        .stop(),
    planted: [
      { kind: "decision", keys: ["universal links"] },
      { kind: "task", keys: ["aasa"] },
    ],
  },
  {
    id: "b185-sentry",
    build: (s) =>
      s
        .user("the widget crash from yesterday shows up unsymbolicated in sentry, just addresses")
        .bash(
          "sentry-cli debug-files check build/LarderWidgetExtension.appex.dSYM",
          "Debug Info File Check\n  Type: dsym\n  Contained debug identifiers:\n    > 8a1f0c2e-... (arm64)\n  Usable: yes\n  (not found on server)",
        )
        .assistant(
          "The widget's dSYM exists and is valid but was never uploaded. The upload in `ci_scripts/ci_post_xcodebuild.sh` only globs `Larder.app.dSYM`, so the extensions' dSYMs are skipped. Sentry is the crash reporter for every target (project larder-ios), and uploads all go through that script.",
        )
        .user("ah so sentry project larder-ios, dsyms via ci_post_xcodebuild, and the widget ones are just skipped. ok")
        .bash(
          "sentry-cli debug-files upload --org larder --project larder-ios build/LarderWidgetExtension.appex.dSYM",
          "> Uploaded 1 missing debug information file",
        )
        .assistant("Uploaded this one by hand, the crash symbolicates now: a force unwrap on the app-group URL in `Provider.getTimeline`.")
        .user("ok good. the script fix for the extension dSYM upload needs to happen but not in this PR, leave it open")
        .stop(),
    planted: [
      { kind: "fact", keys: ["larder-ios"] },
      { kind: "fact", keys: ["ci_post_xcodebuild"] },
      { kind: "task", keys: ["dsym"] },
    ],
  },
  {
    id: "b185-rename",
    build: (s) =>
      s
        .user("rename `itms` to `items` in PantryFeature, it's driving me nuts")
        .file("Edit", "LarderCore/Sources/PantryFeature/PantryFeature.swift")
        .bash("swift build --package-path LarderCore 2>&1 | tail -1", "Build complete! (12.88s)")
        .assistant("Renamed `itms` → `items` in PantryFeature and its three call sites; LarderCore builds.")
        .user("and the tests?")
        .bash(
          "swift test --package-path LarderCore --filter PantryFeatureTests | tail -1",
          "Executed 31 tests, with 0 failures (0 unexpected) in 0.402 seconds",
        )
        .assistant("31 PantryFeature tests pass.")
        .user("🙌 ok ship it"),
    planted: [],
  },
  {
    id: "b185-feature-flags",
    build: (s) =>
      s
        .user("we need a way to turn the new paywall on for like 10% first. LaunchDarkly? Priya mentioned it")
        .assistant(
          "LaunchDarkly works but is priced per MAU and adds another SDK. A lighter option: a `FeatureFlagsClient` dependency that fetches a small flags.json from the CDN at launch, with a percentage rollout hashed on the install id.",
        )
        .user("how would that handle offline")
        .assistant("Cache the last fetched JSON in UserDefaults and fall back to compiled defaults on first launch.")
        .user("ok yeah, feature flags via our own json on the CDN, not LaunchDarkly. do it")
        .file("Write", "LarderCore/Sources/FeatureFlagsClient/FeatureFlagsClient.swift")
        .bash("swift test --package-path LarderCore --filter FeatureFlags", "Executed 7 tests, with 0 failures (0 unexpected) in 0.044 seconds")
        .assistant("FeatureFlagsClient is in, with `newPaywall` as the first flag at 10%.")
        .user("nice. and remind me to rip out the newPaywall flag once 2.3 is fully rolled out, flags that live forever are how we got the old mess")
        .stop(),
    planted: [
      { kind: "decision", keys: ["feature flags"] },
      { kind: "task", keys: ["newpaywall"] },
    ],
  },
  {
    id: "b185-team-context",
    build: (s) =>
      s
        .user("who should review the api model change, idk if tomas knows that part")
        .bash(
          "git log --format='%an' -- LarderCore/Sources/APIClient/Models/ | sort | uniq -c | sort -rn | head -3",
          "  41 Jonas Berg\n  12 Noa Levi\n   3 Tomas Novak",
        )
        .assistant("Jonas has most of the history in APIClient/Models (41 commits), then you, then Tomas with 3.")
        .user(
          "yeah makes sense, jonas owns the backend, it's supabase, edge functions + postgres. tomas is mostly android, he's only on iOS part time so he wont know this. ok so from now on tag jonas on any PR that touches the api models, he needs to know before it ships",
        )
        .bash("gh pr edit 324 --add-reviewer jonasberg", "https://github.com/larder-app/larder-ios/pull/324")
        .stop("Added Jonas as reviewer on #324."),
    planted: [
      { kind: "fact", keys: ["supabase"] },
      { kind: "fact", keys: ["tomas", "android"] },
      { kind: "instruction", keys: ["api models"] },
    ],
  },
  {
    id: "b185-preview-canvas",
    build: (s) =>
      s
        .user("canvas isnt updating when I edit RecipeCard, I have to restart xcode every time. is that a known thing")
        .assistant(
          "It might be the preview hitting a stale build of LarderCore: if the preview's target links the package but the package scheme didn't rebuild, the canvas keeps the old binary. Or it could be a macro expansion cache. Hard to know without the diagnostics.",
        )
        .user("where are the diagnostics")
        .assistant(
          "In the canvas, the ⓘ / 'Diagnostics' button when it's paused; or `xcrun simctl` logs for the preview simulator under `~/Library/Developer/Xcode/UserData/Previews`.",
        )
        .bash(
          "ls ~/Library/Developer/Xcode/UserData/Previews/Simulator\\ Devices | head -3",
          "2F1B6A44-0C77-4E0A-9D4B-7A8E59B4E1C2\n9C5E2D10-7F3A-4B21-8E64-1D0F8C2A3B95",
        )
        .user("meh ill check the diagnostics next time it happens")
        .assistant("Sounds good."),
    planted: [],
  },
  {
    id: "b185-release-process",
    build: (s) =>
      s
        .user("bump to 2.3 pls")
        .assistant("I'll set MARKETING_VERSION to 2.3 in the target's build settings.")
        .user("no, via agvtool new-marketing-version, not the build settings ui — it keeps the extensions in sync. thats how we always bump it")
        .bash(
          "agvtool new-marketing-version 2.3",
          'Setting CFBundleShortVersionString of project Larder to: \n    2.3.\n\nUpdating CFBundleShortVersionString in Info.plist(s)...\n\nUpdated CFBundleShortVersionString in "Larder.xcodeproj/../Larder/Info.plist" to 2.3\nUpdated CFBundleShortVersionString in "Larder.xcodeproj/../LarderWidget/Info.plist" to 2.3\nUpdated CFBundleShortVersionString in "Larder.xcodeproj/../LarderShare/Info.plist" to 2.3',
        )
        .assistant("All three targets are at 2.3.")
        .user("ty. oh god and the release notes. we still need to write the 2.3 release notes in en, de, fr before wednesday, not now tho my brain is mush")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["new-marketing-version"] },
      { kind: "task", keys: ["release notes"] },
    ],
  },
  {
    id: "b185-debug-menu",
    build: (s) =>
      s
        .user("I want a debug menu for testflight folks, to flip flags and clear the db. thoughts on how to open it")
        .assistant(
          "Common options: a hidden long-press on the version label in Settings, or a shake gesture. For gating, we can detect TestFlight by checking whether `Bundle.main.appStoreReceiptURL` ends in `sandboxReceipt` — that's how the existing `BuildEnvironment.isTestFlight` works.",
        )
        .user("oh we already have that? ok. so TestFlight detection is the sandboxReceipt check in BuildEnvironment, cool, I didnt remember")
        .file("Read", "LarderCore/Sources/BuildEnvironment/BuildEnvironment.swift")
        .user("shake gesture, only in DEBUG and testflight builds. never in app store builds obviously")
        .file("Write", "Larder/Features/DebugMenu/DebugMenuFeature.swift")
        .file("Write", "Larder/Features/DebugMenu/DebugMenuView.swift")
        .bash("xcodebuild build -scheme Larder -destination 'generic/platform=iOS Simulator' | tail -1", "** BUILD SUCCEEDED **")
        .stop("Debug menu opens on shake in DEBUG and TestFlight builds."),
    planted: [
      { kind: "fact", keys: ["sandboxreceipt"] },
      { kind: "decision", keys: ["shake"] },
    ],
  },
  {
    id: "b185-units",
    build: (s) =>
      s
        .user("some US users are asking for ounces. how are quantities stored rn")
        .file("Read", "LarderCore/Sources/Database/Migrations/Migration5.swift")
        .assistant(
          "Quantities are stored as a Double in grams (`quantity_g`), or millilitres for liquids (`quantity_ml`), and converted to a `Measurement` only for display, using the device locale.",
        )
        .user("hm. maybe we store in whatever unit the user typed? nah that makes the expiry math and the sorting a nightmare. grams it is, it's fine")
        .assistant("Then ounces is a display change only: a units preference that overrides the locale in the formatter.")
        .user("yep. backlog it — imperial units toggle in settings, after 2.3")
        .bash(
          "gh issue create --title 'Imperial units toggle in Settings' --label backlog --body 'Display-only; storage stays metric.'",
          "https://github.com/larder-app/larder-ios/issues/331",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["grams"] },
      { kind: "decision", keys: ["grams"] },
      { kind: "task", keys: ["imperial"] },
    ],
  },
  {
    id: "b185-ipad",
    build: (s) =>
      s
        .user("the ipad layout is so broken lol, the pantry list stretches across the whole screen")
        .bash("xcodebuild -showBuildSettings -scheme Larder | grep TARGETED_DEVICE_FAMILY", "    TARGETED_DEVICE_FAMILY = 1,2")
        .assistant(
          "The app targets both iPhone and iPad (device family 1,2) but has no iPad-specific layout. We could add a `NavigationSplitView` for regular width, or drop iPad support.",
        )
        .user("nobody uses it on ipad, I checked, like 40 people. drop iPad, iPhone only for now")
        .file("Edit", "Larder.xcodeproj/project.pbxproj")
        .assistant("TARGETED_DEVICE_FAMILY is 1. The App Store will still run it on iPad in compatibility mode.")
        .user("fine. and related, for ui changes please also check the iPhone SE sim before calling it done, the small screen is where stuff breaks for us")
        .bash("xcrun simctl list devices available | grep 'iPhone SE'", "    iPhone SE (3rd generation) (4C1D9E2A-8B3F-4F0E-A7D2-5E6B1C9F0A34) (Shutdown)")
        .stop(),
    planted: [
      { kind: "decision", keys: ["ipad"] },
      { kind: "instruction", keys: ["iphone se"] },
    ],
  },
];

export const BLIND185 = plantedSet(BLIND185_SESSIONS, Date.UTC(2026, 10, 13, 9));
