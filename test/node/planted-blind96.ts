/**
 * Blind planted set 96 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: an iOS developer (SwiftUI, Core Data, TestFlight, Xcode Cloud, StoreKit) typing from a phone
 * between meetings: very short lower-case messages, autocorrect slips, several messages in a row;
 * Claude Code voice for the agent.
 * Each session is one segment; the items planted in it are listed with it: 70 items (17 decisions, 17 instructions, 19 facts, 17 tasks) in 50 sessions, 12 of which plant nothing (57 user/assistant messages between them). Every other message
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

export const BLIND96_SESSIONS: BlindSession[] = [
  {
    id: "b96-coredata-crash",
    build: (s) =>
      s
        .user("testflight build 212 crashes on launch for ppl who had 211")
        .user("migration thing again??")
        .user("in a meeting, pls look")
        .bash(
          "xcrun devicectl device process launch --console --device 00008110-001A com.pocketlist.app 2>&1 | tail -6",
          "CoreData: error: -addPersistentStoreWithType:SQLite configuration:(null) URL:file:///var/mobile/.../Pocketlist.sqlite options:{\n    NSInferMappingModelAutomaticallyOption = 1;\n    NSMigratePersistentStoresAutomaticallyOption = 1;\n} ... returned error NSCocoaErrorDomain (134140)\nreason=Can't find mapping model for migration\nFatal error: Unresolved error loading store",
        )
        .file("Read", "Pocketlist/Model/Pocketlist.xcdatamodeld/Pocketlist v4.xcdatamodel/contents")
        .bash(
          "git diff v3.2.0 -- 'Pocketlist/Model/Pocketlist.xcdatamodeld' | grep -n quantity",
          '-            <attribute name="quantity" attributeType="Integer 16" defaultValueString="1" usesScalarValueType="YES"/>\n+            <attribute name="quantity" attributeType="Double" defaultValueString="1" usesScalarValueType="YES"/>',
        )
        .assistant(
          "Found it. Lightweight migration can't infer this one: in model v4 `Item.quantity` changed from Int16 to Double, and Core Data won't convert an attribute type on its own, so `NSInferMappingModelAutomaticallyOption` gives up with 134140. Two ways out: (a) add an explicit mapping model v3→v4 with a `FUNCTION($source.quantity, \"doubleValue\")` expression, or (b) a custom NSMigrationManager step. (a) is far less code. Which do you want?",
        )
        .user("a. mapping model, not the custom manager thing")
        .file("Write", "Pocketlist/Model/PocketlistV3toV4.xcmappingmodel/xcmapping.xml")
        .bash(
          "xcodebuild test -scheme Pocketlist -destination 'platform=iOS Simulator,name=iPhone 15' -only-testing:PocketlistTests/MigrationTests 2>&1 | tail -3",
          "Test Suite 'MigrationTests' passed at 2026-11-24 09:14:02.118.\n\t Executed 4 tests, with 0 failures (0 unexpected) in 1.932 (1.941) seconds\n** TEST SUCCEEDED **",
        )
        .assistant("Mapping model added; the v3 store fixture now migrates and keeps quantities (3 → 3.0). MigrationTests pass.")
        .user("nice")
        .user("once everyone is past 213 we should delete the v3 model version, remind me")
        .stop("Noted: remove the v3 model version once all users are past build 213."),
    planted: [
      { kind: "fact", keys: ["quantity", "int16"] },
      { kind: "decision", keys: ["mapping model"] },
      { kind: "task", keys: ["v3"] },
    ],
  },
  {
    id: "b96-xcode-cloud-slow",
    build: (s) =>
      s
        .user("why is xcode cloud taking 14 min now")
        .user("it was like 8")
        .bash(
          "cat ci_scripts/ci_post_clone.sh",
          "#!/bin/sh\nset -e\n# always install tools fresh, never trust the image cache\nbrew install swiftlint\nbrew install xcbeautify\ndefaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES",
        )
        .assistant(
          "Most of the extra time is in `ci_scripts/ci_post_clone.sh`: it runs `brew install swiftlint` and `brew install xcbeautify` on every build, and the build logs show that step at 5m40s — Homebrew updates itself first. That's the confirmed cause of the jump. I could switch swiftlint to the SwiftLint build-tool plugin through SPM so nothing is installed at clone time. Want me to?",
        )
        .user("hmm maybe later")
        .user("one thing tho. build numbers, always bump them w agvtool, never in the xcode target settings by hand. cloud gets confused otherwise")
        .bash("agvtool what-version", "Current version of project Pocketlist is: \n    213")
        .assistant("Understood — build numbers only through `agvtool`. Current is 213.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["ci_post_clone", "swiftlint"] },
      { kind: "instruction", keys: ["agvtool"] },
    ],
  },
  {
    id: "b96-storekit-setup",
    build: (s) =>
      s
        .user("ok paywall time")
        .user("revenuecat or just storekit 2 directly? pros cons quick")
        .assistant(
          "Quick take:\n- RevenueCat: server-side receipt validation, dashboards, cross-platform; costs 1% over $2.5k MTR and adds a dependency.\n- StoreKit 2 directly: `Transaction.currentEntitlements` and JWS verification on device, no backend needed for a single-platform app, free.\nFor an iOS-only app with one subscription group, StoreKit 2 alone is enough.",
        )
        .user("yeah storekit 2 only. no revenuecat")
        .bash(
          "grep -A3 productID Pocketlist/Config/Products.storekit | head -12",
          '      "productID" : "com.pocketlist.pro.monthly",\n      "recurringSubscriptionPeriod" : "P1M",\n      "referenceName" : "Pro Monthly",\n      "subscriptionGroupID" : "21467711"',
        )
        .assistant(
          "The local StoreKit config has one product so far, `com.pocketlist.pro.monthly`, in subscription group 21467711, and it matches what's in App Store Connect. I'll build `EntitlementStore` on StoreKit 2.",
        )
        .file("Write", "Pocketlist/Store/EntitlementStore.swift")
        .user("the product ids all start w com.pocketlist.pro. btw, thats fixed in asc cant change it")
        .user("and we still need a yearly one before 3.0 ships, not now tho")
        .stop("EntitlementStore written against StoreKit 2; yearly product left for before 3.0."),
    planted: [
      { kind: "decision", keys: ["storekit 2"] },
      { kind: "fact", keys: ["com.pocketlist.pro."] },
      { kind: "task", keys: ["yearly"] },
    ],
  },
  {
    id: "b96-preview-macro",
    build: (s) =>
      s
        .user("add a preview for ListDetailView w 3 items")
        .file("Read", "Pocketlist/Views/ListDetailView.swift")
        .assistant("Adding a `PreviewProvider` struct with an in-memory `PersistenceController` and three sample items.")
        .file("Edit", "Pocketlist/Views/ListDetailView.swift")
        .user("no not PreviewProvider, we use the #Preview macro for everything now. new views too pls")
        .file("Edit", "Pocketlist/Views/ListDetailView.swift")
        .bash("xcodebuild build -scheme Pocketlist -destination 'generic/platform=iOS Simulator' -quiet 2>&1 | tail -2", "")
        .assistant('Switched to `#Preview("Three items") { ... }` with the in-memory store; builds clean.')
        .stop(),
    planted: [{ kind: "instruction", keys: ["#preview"] }],
  },
  {
    id: "b96-testflight-groups",
    build: (s) =>
      s
        .user("can u upload 213 to testflight")
        .user("internal only")
        .bash(
          "xcrun altool --upload-app -f build/Pocketlist.ipa -t ios --apiKey $ASC_KEY_ID --apiIssuer $ASC_ISSUER 2>&1 | tail -2",
          "UPLOAD SUCCEEDED with no errors\nDelivery UUID: 6c1a9e0e-3d5f-4a8e-b4f1-2b7d1f0c9a11",
        )
        .bash(
          "asc testflight groups list --app com.pocketlist.app",
          "NAME             TYPE      TESTERS  PUBLIC LINK\nCore team        internal  6        -\nFriends & Fam    external  140      yes",
        )
        .assistant('Uploaded 213 and added it to the internal group "Core team" (6 testers). Should it also go to "Friends & Fam"?')
        .user("no!! never send a build to the external group without asking me. every external build goes thru beta review and it eats a day")
        .assistant("Got it — I won't add builds to the external Friends & Fam group unless you say so.")
        .user("and fyi friends & fam is like 140 ppl, mostly my moms book club lol, they r the ones who find the weird bugs")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["external"] },
      { kind: "fact", keys: ["friends & fam", "140"] },
    ],
  },
  {
    id: "b96-snapshot-tests",
    build: (s) =>
      s
        .user("the row layout broke again on small phones")
        .user("how do we stop this from happening every release")
        .bash("ls PocketlistTests/", "EntitlementStoreTests.swift\nMigrationTests.swift\nListParserTests.swift")
        .assistant(
          "There are no UI-level tests at the moment. Options: XCUITest screenshots (slow, flaky on CI), or pointfree's swift-snapshot-testing, which renders a view to an image in a unit test and diffs it against a recorded reference. I'd go with swift-snapshot-testing and record ItemRow on iPhone SE and iPhone 15 Pro Max sizes.",
        )
        .user("ya do that")
        .bash(
          "xcodebuild -resolvePackageDependencies 2>&1 | grep -i snapshot",
          "swift-snapshot-testing: https://github.com/pointfreeco/swift-snapshot-testing.git @ 1.17.6",
        )
        .file("Write", "PocketlistTests/Snapshots/ItemRowSnapshotTests.swift")
        .assistant("Added swift-snapshot-testing 1.17.6 and ItemRowSnapshotTests with SE and Pro Max references recorded in light mode.")
        .user("ok cool. todo for later, record dark mode refs too")
        .stop(),
    planted: [
      { kind: "decision", keys: ["snapshot-testing"] },
      { kind: "task", keys: ["dark mode"] },
    ],
  },
  {
    id: "b96-sim-choice",
    build: (s) =>
      s
        .user("run the unit tests")
        .bash(
          "xcodebuild test -scheme Pocketlist -destination 'platform=iOS Simulator,name=iPhone 16,OS=18.1' 2>&1 | tail -4",
          "Testing started\n2026-11-24 10:02:44.512 xcodebuild[8812:2211] [MT] IDETestOperationsObserverDebug: Failure launching test runner: Simulator device failed to launch com.pocketlist.app.\n** TEST FAILED **",
          65,
        )
        .assistant("The runner failed to launch on the iPhone 16 / iOS 18.1 simulator before any test ran. Retrying once.")
        .user("ugh the 18 sims are broken on my mac")
        .user("use iphone 15 on ios 17.5 for tests from now on")
        .bash(
          "xcodebuild test -scheme Pocketlist -destination 'platform=iOS Simulator,name=iPhone 15,OS=17.5' 2>&1 | tail -2",
          "\t Executed 41 tests, with 0 failures (0 unexpected) in 6.204 (6.331) seconds\n** TEST SUCCEEDED **",
        )
        .assistant("41 tests pass on iPhone 15 / iOS 17.5. I'll use that destination for test runs.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["iphone 15", "17.5"] }],
  },
  {
    id: "b96-cloudkit-sync",
    build: (s) =>
      s
        .user("sync between ipad and phone isnt working for my wife")
        .file("Read", "Pocketlist/Persistence/PersistenceController.swift")
        .bash(
          "grep -rn 'iCloud\\.' Pocketlist/Pocketlist.entitlements Pocketlist/Persistence/",
          'Pocketlist/Pocketlist.entitlements:12:\t\t<string>iCloud.com.pocketlist.shared</string>\nPocketlist/Persistence/PersistenceController.swift:31:        description.cloudKitContainerOptions = NSPersistentCloudKitContainerOptions(containerIdentifier: "iCloud.com.pocketlist.app")',
        )
        .assistant(
          "The code asks for `iCloud.com.pocketlist.app`, but the entitlement only grants `iCloud.com.pocketlist.shared`. Is `.shared` the container that has the production data?",
        )
        .user("yes iCloud.com.pocketlist.shared is the real one. the .app one is an old empty container from 2023")
        .user("should we just write our own sync w CKSyncEngine tho? i keep reading its better")
        .assistant(
          "CKSyncEngine gives more control but you'd have to map every Core Data entity to CKRecords yourself and handle conflicts — several weeks of work. NSPersistentCloudKitContainer already mirrors the store; the bug here is just the identifier.",
        )
        .user("ok fine stay on NSPersistentCloudKitContainer. fix the id")
        .file("Edit", "Pocketlist/Persistence/PersistenceController.swift")
        .assistant("Container identifier fixed to `iCloud.com.pocketlist.shared`.")
        .user("follow up later: lists get duplicated after first sync sometimes, need a dedupe pass. not today")
        .stop(),
    planted: [
      { kind: "fact", keys: ["icloud.com.pocketlist.shared"] },
      { kind: "decision", keys: ["nspersistentcloudkitcontainer"] },
      { kind: "task", keys: ["dedupe"] },
    ],
  },
  {
    id: "b96-strings",
    build: (s) =>
      s
        .user("the new empty state says 'No lists yet' hardcoded")
        .user("all user facing text goes thru Localizable.xcstrings, no hardcoded strings ever. pls fix + rember that")
        .file("Edit", "Pocketlist/Views/EmptyStateView.swift")
        .bash("grep -c '\"emptyState' Pocketlist/Localizable.xcstrings", "2")
        .assistant('Moved to `String(localized: "emptyState.title")` and added the key to Localizable.xcstrings (en + de placeholders).')
        .user("de placeholders lol. the german paywall strings are all still missing too")
        .user("thats for next week")
        .stop("EmptyStateView localized; German paywall translations left for next week."),
    planted: [
      { kind: "instruction", keys: ["xcstrings"] },
      { kind: "task", keys: ["german", "paywall"] },
    ],
  },
  {
    id: "b96-widget-reload",
    build: (s) =>
      s
        .user("widget shows old lists")
        .file("Read", "PocketlistWidget/Provider.swift")
        .bash(
          "grep -n 'suiteName\\|policy' PocketlistWidget/Provider.swift Pocketlist/Persistence/PersistenceController.swift",
          'PocketlistWidget/Provider.swift:18:        let defaults = UserDefaults(suiteName: "group.com.pocketlist")\nPocketlistWidget/Provider.swift:40:        completion(Timeline(entries: [entry], policy: .never))\nPocketlist/Persistence/PersistenceController.swift:22:        let url = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.pocketlist")!',
        )
        .assistant(
          "The widget reads the store from the app group `group.com.pocketlist` correctly, but the timeline policy is `.never` and nothing ever asks it to reload. We could return `.after(now + 15 min)`.",
        )
        .user("ok do the 15 min")
        .user("wait no. scratch that, battery. just call WidgetCenter reloadAllTimelines from the app whenever a list is saved")
        .file("Edit", "Pocketlist/Persistence/PersistenceController.swift")
        .assistant("Done: `WidgetCenter.shared.reloadAllTimelines()` after each successful save; the widget keeps `.never`.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["group.com.pocketlist"] },
      { kind: "decision", keys: ["reloadalltimelines"] },
    ],
  },
  {
    id: "b96-lint-pods",
    build: (s) =>
      s
        .user("pod install is failing on the new mac")
        .bash(
          "pod install 2>&1 | tail -3",
          "[!] CDN: trunk URL couldn't be downloaded: https://cdn.cocoapods.org/all_pods_versions_2_7_1.txt Response: SSL connect error\n[!] Automatically assigning platform `iOS` with version `16.0` on target `Pocketlist` because no platform was specified.",
          1,
        )
        .assistant(
          "CocoaPods' CDN is failing on SSL. Only two pods are left in the Podfile (SwiftLint and Kingfisher), and both ship as Swift packages. I can retry with `--repo-update`, or move both to SPM and remove CocoaPods.",
        )
        .user("kill cocoapods. spm only from now")
        .file("Edit", "Pocketlist.xcodeproj/project.pbxproj")
        .bash(
          "rm -rf Pods Podfile Podfile.lock Pocketlist.xcworkspace && xcodebuild -resolvePackageDependencies 2>&1 | tail -2",
          "Kingfisher: https://github.com/onevcat/Kingfisher.git @ 8.1.3\nSwiftLintPlugins: https://github.com/SimplyDanny/SwiftLintPlugins @ 0.57.1",
        )
        .assistant("CocoaPods removed; Kingfisher and SwiftLint now come through SPM.")
        .user("also run swiftlint --strict before every commit pls, warnings pile up otherwise")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cocoapods"] },
      { kind: "instruction", keys: ["swiftlint", "strict"] },
    ],
  },
  {
    id: "b96-analytics",
    build: (s) =>
      s
        .user("app size jumped to 48mb??")
        .bash(
          "du -sh build/Pocketlist.xcarchive/Products/Applications/Pocketlist.app/Frameworks/* | sort -h | tail -3",
          "2.1M\tKingfisher.framework\n4.4M\tFirebaseCore.framework\n11M\tFirebaseAnalytics.framework",
        )
        .assistant(
          "FirebaseAnalytics alone is 11 MB, plus 4.4 MB for FirebaseCore. Firebase only sends three events today (list_created, item_checked, paywall_shown). TelemetryDeck does that in ~600 KB and is privacy-first, so no ATT or tracking disclosure.",
        )
        .user("lets go w telemetrydeck")
        .user("dont rip firebase out yet tho, next sprint, after i check the old dashboards")
        .file("Write", "Pocketlist/Analytics/Analytics.swift")
        .assistant("Added an `Analytics` facade that sends to TelemetryDeck; Firebase stays wired for now.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["telemetrydeck"] },
      { kind: "task", keys: ["firebase"] },
    ],
  },
  {
    id: "b96-review-prompt",
    build: (s) =>
      s
        .user("when do we show the rate app thing rn")
        .bash("grep -rn 'requestReview' Pocketlist/", "Pocketlist/Views/ListsView.swift:88:            requestReview()")
        .assistant(
          "On every appearance of ListsView after launch 3. Note that iOS only shows the prompt up to 3 times in 365 days per user, no matter how often we call it, so calling it early wastes it.",
        )
        .user("oh didnt know it was capped")
        .user("ok only ask after someone has completed 5 lists")
        .file("Edit", "Pocketlist/Views/ListsView.swift")
        .assistant("Now gated on `completedListCount >= 5` stored in AppStorage.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["365"] },
      { kind: "decision", keys: ["5 lists"] },
    ],
  },
  {
    id: "b96-signing-certs",
    build: (s) =>
      s
        .user("archive fails signing")
        .bash("security find-identity -v -p codesigning", '  1) 4F2A... "Apple Development: Dana Kim (8Q3LZ2)"\n     1 valid identities found')
        .assistant("No Apple Distribution identity on this Mac. Do you have the distribution certificate's .p12 somewhere?")
        .user("its in the team 1password vault, 'Apple Distribution 2026'. expires march 2027")
        .bash('security import ~/Downloads/dist.p12 -k ~/Library/Keychains/login.keychain-db -P "$P12_PASS"', "1 identity imported.")
        .assistant("Imported; archive signs now.")
        .user("oh and the apns key expires in jan, need to renew that before")
        .stop(),
    planted: [
      { kind: "fact", keys: ["1password"] },
      { kind: "task", keys: ["apns"] },
    ],
  },
  {
    id: "b96-branching",
    build: (s) =>
      s
        .user("push this to a branch and open pr")
        .bash(
          "git checkout -b feature/review-gate && git push -u origin feature/review-gate",
          "branch 'feature/review-gate' set up to track 'origin/feature/review-gate'.",
        )
        .bash("gh pr create --base main --fill", "https://github.com/danakim/pocketlist/pull/118")
        .user("argh base should be develop")
        .user("prs always go into develop, main is only whats live on the app store")
        .bash("gh pr edit 118 --base develop", "https://github.com/danakim/pocketlist/pull/118")
        .assistant("Retargeted #118 to `develop`. PRs will target develop from now on.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["develop"] },
      { kind: "fact", keys: ["app store"] },
    ],
  },
  {
    id: "b96-a11y",
    build: (s) =>
      s
        .user("accessibility inspector is screaming at the new toolbar")
        .bash(
          "grep -n 'Button' Pocketlist/Views/ListToolbar.swift",
          '14:        Button { share() } label: { Image(systemName: "square.and.arrow.up") }\n19:        Button { sort() } label: { Image(systemName: "arrow.up.arrow.down") }',
        )
        .assistant("Both toolbar buttons are image-only, so VoiceOver reads the SF Symbol names. Adding labels.")
        .file("Edit", "Pocketlist/Views/ListToolbar.swift")
        .user("ty. rule: every icon only button gets an accessibilityLabel, no exceptions")
        .user("and TODO voiceover on the quantity stepper in ItemRow, it reads 'increment' with no context. not now")
        .stop("Labels added to the toolbar buttons; ItemRow stepper VoiceOver left as a TODO."),
    planted: [
      { kind: "instruction", keys: ["accessibilitylabel"] },
      { kind: "task", keys: ["voiceover", "stepper"] },
    ],
  },
  {
    id: "b96-min-ios",
    build: (s) =>
      s
        .user("how many ppl still on ios 16")
        .bash(
          "asc analytics os-versions --app com.pocketlist.app --last 30d",
          "OS        SESSIONS  SHARE\niOS 18    81,204    71.9%\niOS 17    27,115    24.0%\niOS 16    4,533     4.0%\nother     102       0.1%",
        )
        .assistant("4.0% of sessions in the last 30 days were on iOS 16.")
        .user("ok bump the deployment target to 17. we get Observable + the new storekit views")
        .bash(
          "sed -i '' 's/IPHONEOS_DEPLOYMENT_TARGET = 16.0/IPHONEOS_DEPLOYMENT_TARGET = 17.0/g' Pocketlist.xcodeproj/project.pbxproj && grep -c 'DEPLOYMENT_TARGET = 17.0' Pocketlist.xcodeproj/project.pbxproj",
          "6",
        )
        .assistant("Deployment target is iOS 17.0 in all six build configurations.")
        .stop(),
    planted: [{ kind: "decision", keys: ["deployment target", "17"] }],
  },
  {
    id: "b96-fastlane-old",
    build: (s) =>
      s
        .user("whats this fastlane folder, do we use it")
        .bash("ls fastlane/ && git log -1 --format=%cr -- fastlane/", "Appfile\nFastfile\nMatchfile\n2 years ago")
        .assistant(
          "Untouched for two years; it set up `match` for signing. Xcode Cloud does its own signing now. We could bring match back for local archives, or keep automatic signing everywhere.",
        )
        .user("lets do match again")
        .user("actually nah scratch that. automatic signing, xcode cloud handles it, one less thing")
        .assistant("OK — automatic signing stays, no match.")
        .user("delete the fastlane folder at some point, not in this pr")
        .stop(),
    planted: [
      { kind: "decision", keys: ["automatic signing"] },
      { kind: "task", keys: ["fastlane"] },
    ],
  },
  {
    id: "b96-crash-symbols",
    build: (s) =>
      s
        .user("crash in organizer, ItemRow something")
        .user("can u symbolicate")
        .bash(
          "xcrun atos -arch arm64 -o ~/Library/Developer/Xcode/Archives/2026-11-20/Pocketlist.xcarchive/dSYMs/Pocketlist.app.dSYM/Contents/Resources/DWARF/Pocketlist -l 0x100c48000 0x100c5a3f4",
          "0x100c5a3f4 (in Pocketlist) + 74740",
        )
        .assistant("The local archive's dSYM doesn't match this binary — atos can't resolve it. Its UUID differs from the crash's.")
        .user("right local archives never match. for symbolicating always grab the dSYMs from the xcode cloud build artifacts")
        .bash(
          "xcrun atos -arch arm64 -o ~/Downloads/Pocketlist-213-dSYMs/Pocketlist.app.dSYM/Contents/Resources/DWARF/Pocketlist -l 0x100c48000 0x100c5a3f4",
          "ItemRow.body.getter (in Pocketlist) (ItemRow.swift:57)",
        )
        .assistant("With the Xcode Cloud dSYMs: `ItemRow.body.getter` at ItemRow.swift:57, force-unwrapping `item.list`.")
        .user("fyi organizer crashes show up like 2 days late, so dont panic if new builds look clean")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["dsym"] },
      { kind: "fact", keys: ["organizer", "2 days"] },
    ],
  },
  {
    id: "b96-notif-categories",
    build: (s) =>
      s
        .user("add a 'mark done' action to the reminder notification")
        .file("Read", "Pocketlist/Notifications/ReminderScheduler.swift")
        .file("Write", "Pocketlist/Notifications/NotificationCategories.swift")
        .bash("xcodebuild build -scheme Pocketlist -destination 'generic/platform=iOS Simulator' -quiet 2>&1 | tail -1", "")
        .assistant("Added a `REMINDER` category with a `MARK_DONE` action in a new NotificationCategories.swift and registered it at launch.")
        .user("good. keep all categories in NotificationCategories.swift going forward, dont scatter them")
        .user("remind me to ask apple about the time sensitive entitlement")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["notificationcategories"] },
      { kind: "task", keys: ["time sensitive"] },
    ],
  },
  {
    id: "b96-swiftdata",
    build: (s) =>
      s
        .user("should we move to swiftdata now that min is 17")
        .assistant(
          "Possible, but SwiftData's CloudKit sync doesn't support shared zones yet, and there's no mapping-model equivalent for the Int16→Double kind of change you just had. I'd wait.",
        )
        .bash("grep -rln 'NSManagedObject' Pocketlist | wc -l", "23")
        .user("ya 23 files no way. staying on core data, no swiftdata this year")
        .stop("Staying on Core Data."),
    planted: [{ kind: "decision", keys: ["swiftdata"] }],
  },
  {
    id: "b96-paywall-copy",
    build: (s) =>
      s
        .user("change paywall headline to 'Unlock everything'")
        .file("Edit", "Pocketlist/Views/PaywallView.swift")
        .assistant("Headline changed in PaywallView and the xcstrings entry.")
        .user("hm actually revert, priya owns all paywall copy and design, anything there goes thru her first")
        .bash("git checkout -- Pocketlist/Views/PaywallView.swift Pocketlist/Localizable.xcstrings && git status --short", "")
        .assistant("Reverted; working tree clean.")
        .stop(),
    planted: [{ kind: "fact", keys: ["priya", "paywall"] }],
  },
  {
    id: "b96-staging-api",
    build: (s) =>
      s
        .user("lists endpoint 500s in the sim")
        .bash(
          "grep -n API_BASE Pocketlist/Config/*.xcconfig",
          "Pocketlist/Config/Debug.xcconfig:3:API_BASE = https:/$()/api-staging.pocketlist.app\nPocketlist/Config/Release.xcconfig:3:API_BASE = https:/$()/api.pocketlist.app",
        )
        .bash("curl -s -o /dev/null -w '%{http_code}' https://api-staging.pocketlist.app/v1/lists", "500")
        .assistant(
          "Debug builds point at api-staging.pocketlist.app (Debug.xcconfig), and staging itself returns 500 right now, so it isn't the app. I could point Debug at prod temporarily to keep working.",
        )
        .user("no dont ever point debug builds at prod, real users data")
        .user("staging is maintained by ben, ill ping him")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["prod"] },
      { kind: "fact", keys: ["ben", "staging"] },
    ],
  },
  {
    id: "b96-sandbox-renew",
    build: (s) =>
      s
        .user("sub didnt renew in sandbox?")
        .bash(
          "xcrun simctl spawn booted log show --last 10m --predicate 'subsystem == \"com.apple.storekit\"' | tail -2",
          "11:40:02 storekitd: Transaction 2000000811 renewed (sandbox, period P1M -> 5m)\n11:45:03 storekitd: Transaction 2000000812 renewed (sandbox, period P1M -> 5m)",
        )
        .assistant(
          "It did renew — twice. In the sandbox a monthly subscription renews every 5 minutes, so the UI probably just hadn't refreshed `currentEntitlements`.",
        )
        .user("ahh ok")
        .user("we should set up a 2nd sandbox account to test family sharing. put it on the list")
        .stop(),
    planted: [
      { kind: "fact", keys: ["5 minutes"] },
      { kind: "task", keys: ["family sharing"] },
    ],
  },
  {
    id: "b96-icons",
    build: (s) =>
      s
        .user("the custom icon font looks blurry on the 15 pro")
        .bash("ls Pocketlist/Resources/Fonts/", "PocketIcons.ttf\nPocketIcons.json")
        .assistant(
          "PocketIcons.ttf has 14 glyphs; 11 of them have close SF Symbols equivalents (cart, checkmark.circle, tag…). SF Symbols scale with Dynamic Type and render crisply. Swap?",
        )
        .user("yes, sf symbols for all icons, drop the font")
        .file("Edit", "Pocketlist/Views/Components/Icon.swift")
        .assistant("Swapped the 11 icons to SF Symbols. Three have no close match: basket-bag, fridge and pantry-shelf.")
        .user("those 3 need to become custom symbols later, i want them in the duck for thurs too")
        .stop(),
    planted: [
      { kind: "decision", keys: ["sf symbols"] },
      { kind: "task", keys: ["custom symbols"] },
    ],
  },
  {
    id: "b96-swift-format",
    build: (s) =>
      s
        .user("format the new files")
        .bash("ls -a | grep format", ".swift-format")
        .bash("swift format --in-place --configuration .swift-format Pocketlist/Notifications/*.swift", "")
        .assistant("Formatted the two notification files with the repo's `.swift-format` config.")
        .user("👍 always use the .swift-format config, 2 space indent. xcode default 4 spaces messes up diffs")
        .stop(),
    planted: [{ kind: "instruction", keys: ["swift-format", "2 space"] }],
  },
  {
    id: "b96-cloud-hours",
    build: (s) =>
      s
        .user("got an email from apple about xcode cloud usage??")
        .bash(
          "asc xcode-cloud usage --month 2026-11",
          "PLAN             USED     INCLUDED\nXcode Cloud      21.4 h   25 h\nWORKFLOW         RUNS     HOURS\nPR checks        61       15.9\nBeta             7        5.5",
        )
        .assistant(
          "You've used 21.4 of the 25 included compute hours this month. PR checks account for 15.9 h across 61 runs — many of them on draft PRs, since the workflow starts on every push to any open PR.",
        )
        .user("wait we only get 25 compute hours a month? i thought it was unlimited")
        .assistant("Yes, 25 compute hours per month is what your plan includes; past that builds queue until next month unless you upgrade.")
        .user("ok decided, no ci on draft prs. make the pr workflow skip them")
        .file("Edit", "ci_scripts/ci_pre_xcodebuild.sh")
        .bash("grep -n DRAFT ci_scripts/ci_pre_xcodebuild.sh", '4:if [ "$CI_PULL_REQUEST_IS_DRAFT" = "true" ]; then echo \'draft PR, skipping\'; exit 0; fi')
        .assistant("PR checks now exit early when `CI_PULL_REQUEST_IS_DRAFT` is true, so draft PRs no longer spend compute hours.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["25 compute hours"] },
      { kind: "decision", keys: ["draft"] },
    ],
  },
  {
    id: "b96-colors",
    build: (s) =>
      s
        .user("the checkmark green is wrong in dark mode")
        .bash(
          "grep -rn 'Color(hex' Pocketlist/Views | head -4",
          'Pocketlist/Views/ItemRow.swift:33:            .foregroundStyle(Color(hex: "#34C759"))\nPocketlist/Views/Onboarding/OnboardingPage.swift:12:        Color(hex: "#F2F2F7")\nPocketlist/Views/Onboarding/OnboardingPage.swift:40:        Color(hex: "#1C1C1E")',
        )
        .assistant("ItemRow uses a raw hex green that doesn't adapt. The asset catalog already has `CheckGreen` with a dark variant — switching ItemRow to it.")
        .file("Edit", "Pocketlist/Views/ItemRow.swift")
        .user("yes. colors always from the asset catalog, no Color(hex:) in views. thats the rule")
        .user("onboarding has the same hex mess but leave it, cleanup later")
        .stop("ItemRow now uses the asset catalog color; onboarding hex colors left for a later cleanup."),
    planted: [
      { kind: "instruction", keys: ["asset catalog"] },
      { kind: "task", keys: ["onboarding", "hex"] },
    ],
  },
  {
    id: "b96-review-reject",
    build: (s) =>
      s
        .user("3.1 got rejected ugh")
        .user("pasting")
        .user(
          "Guideline 3.1.2 - Business - Payments - Subscriptions. We noticed your app did not include a functional link to the Terms of Use (EULA) in the binary.",
        )
        .file("Read", "Pocketlist/Views/PaywallView.swift")
        .assistant(
          "Confirmed: PaywallView shows prices and the subscribe button but no Terms of Use or Privacy Policy link, which guideline 3.1.2 requires in the app itself for auto-renewing subscriptions. I'll add both links under the subscribe button. Priya owns the paywall — should I check with her first?",
        )
        .user("its a legal fix, just do it, ill tell her")
        .file("Edit", "Pocketlist/Views/PaywallView.swift")
        .assistant("Added Terms of Use and Privacy Policy links below the button.")
        .user("and going forward any screen that sells something has to show terms + privacy links")
        .stop(),
    planted: [
      { kind: "fact", keys: ["3.1.2"] },
      { kind: "instruction", keys: ["terms", "privacy"] },
    ],
  },
  {
    id: "b96-haptics",
    build: (s) =>
      s
        .user("add a little haptic when u check an item")
        .assistant(
          "Two ways on iOS 17: the `.sensoryFeedback(.success, trigger:)` view modifier, or a `UIImpactFeedbackGenerator` called from the tap handler. The modifier is declarative and needs no UIKit; the generator gives finer control over intensity.",
        )
        .user("modifier. sensoryFeedback everywhere, no UIKit generators")
        .file("Edit", "Pocketlist/Views/ItemRow.swift")
        .bash("grep -rn 'FeedbackGenerator' Pocketlist | wc -l", "2")
        .assistant(
          "ItemRow now uses `.sensoryFeedback(.success, trigger: item.isChecked)`. Two older `UIImpactFeedbackGenerator` uses remain in ListsView (swipe actions).",
        )
        .user("swap those too")
        .file("Edit", "Pocketlist/Views/ListsView.swift")
        .stop("All haptics use sensoryFeedback now."),
    planted: [{ kind: "decision", keys: ["sensoryfeedback"] }],
  },
  {
    id: "b96-backend-share",
    build: (s) =>
      s
        .user("can we do list sharing via link")
        .bash(
          "curl -s https://api-staging.pocketlist.app/openapi.json | jq -r '.paths | keys[]'",
          "/v1/auth/apple\n/v1/lists\n/v1/lists/{id}\n/v1/lists/{id}/items",
        )
        .assistant("The API has no share endpoint yet — only CRUD on lists and items. Who works on the backend?")
        .user("ben. backend is the pocketlist-api repo, python + fastapi, hes the only one who touches it")
        .user("so that needs a share endpoint from ben first. add it to the list, ill ask him monday")
        .assistant("Noted. I'll sketch the client side behind a feature flag meanwhile?")
        .user("nah not today")
        .stop(),
    planted: [
      { kind: "fact", keys: ["fastapi"] },
      { kind: "task", keys: ["share endpoint"] },
    ],
  },
  {
    id: "b96-release-notes",
    build: (s) =>
      s
        .user("write whats new for 3.1.1")
        .bash(
          "git log --oneline v3.1.0..HEAD | grep -v 'chore\\|ci' | head -4",
          "4d0e2a1 paywall: terms and privacy links\n9b2e1c4 review: prompt after 5 completed lists\n71fa0d2 sync: fix CloudKit container id\nc41f9b0 model: v3 to v4 mapping model",
        )
        .assistant(
          "What's New in 3.1.1:\n✨ Lists now sync properly between iPhone and iPad!\n🐛 Fixed a crash on launch after updating\n🔒 Terms and privacy links on the upgrade screen\n⭐ We'll ask for a rating less often",
        )
        .user("too much. release notes: max 3 bullets, no emoji, plain sentences. every time")
        .assistant(
          "- Lists sync reliably between your iPhone and iPad again.\n- Fixed a crash on launch for some people updating from 3.0.\n- Small fixes on the upgrade screen.",
        )
        .user("good")
        .user("and ship 3.1.1 as a phased release this time, not all at once")
        .bash("asc versions update --app com.pocketlist.app --version 3.1.1 --phased-release true", "Version 3.1.1: phasedRelease=ACTIVE")
        .stop("Phased release enabled for 3.1.1."),
    planted: [
      { kind: "instruction", keys: ["release notes", "3 bullets"] },
      { kind: "decision", keys: ["phased release"] },
    ],
  },
  {
    id: "b96-keychain-token",
    build: (s) =>
      s
        .user("widget says logged out but app is logged in")
        .file("Read", "Pocketlist/Auth/TokenStore.swift")
        .bash(
          "grep -n 'kSecAttr' Pocketlist/Auth/TokenStore.swift",
          '14:            kSecAttrService: "com.pocketlist.auth",\n15:            kSecAttrAccessible: kSecAttrAccessibleWhenUnlocked,',
        )
        .assistant(
          "The auth token is stored in the keychain under service `com.pocketlist.auth` without an access group, so only the app can read it — the widget extension has its own keychain. That's the cause. To share it, the item needs a keychain access group both targets have, and existing items must be moved.",
        )
        .user("ugh. ok thats bigger than today")
        .user("todo: move the token to a shared keychain access group before we do the watch app")
        .stop(),
    planted: [
      { kind: "fact", keys: ["com.pocketlist.auth"] },
      { kind: "task", keys: ["access group"] },
    ],
  },
  {
    id: "b96-watch-timing",
    build: (s) =>
      s
        .user("how much work is a basic watch app, just checking items off")
        .bash("ls", "Pocketlist\nPocketlist.xcodeproj\nPocketlistTests\nPocketlistWidget\nci_scripts")
        .assistant(
          "A watchOS target that reads lists through the shared Core Data store and CloudKit: roughly a week for a read + check-off app, plus the keychain access-group change for auth.",
        )
        .user("hm 3.0 is already packed")
        .user("ok watch app moves to 3.2. not touching it before")
        .stop(),
    planted: [{ kind: "decision", keys: ["watch", "3.2"] }],
  },
  {
    id: "b96-list-lag",
    build: (s) =>
      s
        .user("ListDetailView lag again, the 300 item list")
        .bash(
          "xcrun xctrace export --input ListDetail.trace --xpath '//table[@schema=\"core-data-fetch\"]' | grep -m1 -o 'duration=\"[0-9]*\"'",
          'duration="412"',
        )
        .assistant(
          "412 ms for the fetch. The @FetchRequest sorts on `createdAt`, which has no index in the model, so SQLite sorts all 300 rows in memory on every change. Adding a fetch index on createdAt…",
        )
        .file("Edit", "Pocketlist/Model/Pocketlist.xcdatamodeld/Pocketlist v4.xcdatamodel/contents")
        .bash(
          "xcrun xctrace record --template 'Core Data' --launch -- build/Release-iphonesimulator/Pocketlist.app --time-limit 20s 2>&1 | tail -1",
          "Output file saved as: ListDetail-2.trace",
        )
        .assistant("With the index the fetch drops to 18 ms. So the lag was the unindexed createdAt sort, confirmed.")
        .user("nice. btw profile in release config always, debug builds w instruments are useless")
        .stop(),
    planted: [
      { kind: "fact", keys: ["createdat"] },
      { kind: "instruction", keys: ["release config"] },
    ],
  },
  {
    id: "b96-commit-style",
    build: (s) =>
      s
        .user("commit it")
        .bash(
          "git add -A && git commit -m 'Added index to createdAt attribute to fix the slow list loading'",
          "[feature/list-perf 8c1d2e0] Added index to createdAt attribute to fix the slow list loading\n 1 file changed, 3 insertions(+), 1 deletion(-)",
        )
        .user("pls shorter commit msgs. area prefix + imperative, like 'model: index createdAt'. for all commits")
        .bash("git commit --amend -m 'model: index createdAt'", "[feature/list-perf 3a9f7b1] model: index createdAt")
        .assistant("Amended to `model: index createdAt`; I'll use the area-prefix style from now on.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["prefix"] }],
  },
  {
    id: "b96-privacy-manifest",
    build: (s) =>
      s
        .user("asc email: ITMS-91053 missing api declaration")
        .bash("plutil -p Pocketlist/PrivacyInfo.xcprivacy | grep -A2 Reasons", '      "NSPrivacyAccessedAPITypeReasons" => [\n        0 => "CA92.1"\n      ]')
        .assistant(
          "Our PrivacyInfo.xcprivacy declares UserDefaults access with reason CA92.1 (app-only data) and that's correct. ITMS-91053 names `NSPrivacyAccessedAPICategoryFileTimestamp`, and we don't call those APIs ourselves. It may come from a dependency, but I can't tell which without the full email text.",
        )
        .user("its a warning not a reject right?")
        .assistant("Right, for now it's a warning on the upload; the build still processed.")
        .user("ok. before the next submission we need to check kingfisher's privacy manifest, its the likely one")
        .stop(),
    planted: [
      { kind: "fact", keys: ["ca92.1"] },
      { kind: "task", keys: ["kingfisher"] },
    ],
  },
  {
    id: "b96-tips",
    build: (s) =>
      s
        .user("ppl dont find swipe to check")
        .user("show a hint once?")
        .assistant(
          'Two options: the existing CoachMarkOverlay (custom, used in onboarding), or TipKit, which handles display rules, frequency and persistence for us (`SwipeToCheckTip` with a rule like "shown after 2 lists opened").',
        )
        .user("tipkit. coach mark thing is dead, drop it")
        .file("Write", "Pocketlist/Tips/SwipeToCheckTip.swift")
        .bash("xcodebuild build -scheme Pocketlist -destination 'generic/platform=iOS Simulator' -quiet 2>&1 | tail -1", "")
        .assistant("SwipeToCheckTip added with `Tips.configure()` at launch; it shows after the second list is opened.")
        .user("later: add a reset tips button in the debug menu so i can see it again")
        .stop(),
    planted: [
      { kind: "decision", keys: ["tipkit"] },
      { kind: "task", keys: ["debug menu"] },
    ],
  },
  {
    id: "b96-empty-sizes",
    build: (s) =>
      s
        .user("does the paywall fit on SE")
        .bash(
          "xcrun simctl io booted screenshot /tmp/paywall-se.png && sips -g pixelHeight /tmp/paywall-se.png",
          "Wrote screenshot to: /tmp/paywall-se.png\n/tmp/paywall-se.png\n  pixelHeight: 1334",
        )
        .assistant("On the iPhone SE simulator the price row and the button are visible, but the Terms and Privacy links sit below the fold and need a scroll.")
        .user("is that allowed? the links have to be visible?")
        .assistant(
          "I'm not certain. The guideline asks for functional links in the app; I don't think it specifies they must be visible without scrolling, but I can't confirm that.",
        )
        .user("hm ok, doesnt matter for now")
        .stop(),
    planted: [],
  },
  {
    id: "b96-empty-ci-log",
    build: (s) =>
      s
        .user("cloud build 88 failed, pls check")
        .bash(
          "asc xcode-cloud build-log --build 88 | tail -5",
          'note: Using codesigning identity override: Apple Distribution\nwarning: TODO markers found (12)\nerror: Provisioning profile "Pocketlist AppStore" doesn\'t include the com.apple.developer.usernotifications.time-sensitive entitlement\nnote: Automatic signing must always be enabled for cloud-managed profiles\n** ARCHIVE FAILED **',
        )
        .assistant(
          "Build 88 failed signing: the profile doesn't include the time-sensitive notifications entitlement, which is in Pocketlist.entitlements since the notification branch merged. Remove it from the entitlements for now?",
        )
        .user("yes remove it")
        .file("Edit", "Pocketlist/Pocketlist.entitlements")
        .bash(
          "git commit -am 'notifications: drop time-sensitive entitlement' && git push",
          "[develop 2b4c6d8] notifications: drop time-sensitive entitlement\n 1 file changed, 2 deletions(-)",
        )
        .assistant("Removed and pushed; build 89 started.")
        .user("👍")
        .stop(),
    planted: [],
  },
  {
    id: "b96-empty-typo",
    build: (s) =>
      s
        .user("onboarding says 'recieve reminders'")
        .user("fix pls")
        .bash("grep -rn 'recieve' Pocketlist/", 'Pocketlist/Localizable.xcstrings:412:          "value" : "Recieve reminders"')
        .file("Edit", "Pocketlist/Localizable.xcstrings")
        .assistant('Fixed: "Receive reminders". That was the only occurrence.')
        .user("ty")
        .stop(),
    planted: [],
  },
  {
    id: "b96-empty-observable",
    build: (s) =>
      s
        .user("quick q. whats the diff between @Observable and ObservableObject in practice")
        .assistant(
          "In practice: `@Observable` tracks property access per view, so a view only re-renders when a property it actually read changes; `ObservableObject` + `@Published` re-renders every subscriber on any change. You also drop `@StateObject`/`@ObservedObject` for plain `@State` and `let`.",
        )
        .user("would it help ListDetailView lag?")
        .assistant(
          "Maybe. If the lag comes from the whole list re-rendering when one item toggles, yes. It could also be the fetch request itself. I'd profile with the SwiftUI instrument before changing anything.",
        )
        .user("ok dont change anything yet, just curious")
        .stop(),
    planted: [],
  },
  {
    id: "b96-empty-build-warnings",
    build: (s) =>
      s
        .user("why so many warnings")
        .bash(
          "xcodebuild build -scheme Pocketlist -destination 'generic/platform=iOS Simulator' 2>&1 | grep warning: | sort | uniq -c | sort -rn | head -4",
          "  12 warning: TODO: remove after migration to v4 (todo)\n   4 warning: 'init(destination:isActive:label:)' was deprecated in iOS 16.0: use NavigationLink(value:label:)\n   2 warning: Run script build phase 'SwiftLint' will be run during every build because it does not specify any outputs\n   1 warning: always_use_spm is not a valid rule identifier",
        )
        .assistant(
          "19 warnings, four kinds: 12 are SwiftLint's `todo` rule flagging TODO comments in MigrationHelpers.swift, 4 deprecated NavigationLink initializers, 2 from the SwiftLint run script having no outputs, and 1 unknown rule name in .swiftlint.yml.",
        )
        .user("the navlink ones, can u fix those now")
        .file("Edit", "Pocketlist/Views/ListsView.swift")
        .bash("xcodebuild build -scheme Pocketlist -destination 'generic/platform=iOS Simulator' 2>&1 | grep -c 'was deprecated'", "0")
        .assistant("Replaced the four `NavigationLink(destination:isActive:)` uses with `navigationDestination(for:)`; no deprecation warnings left.")
        .stop(),
    planted: [],
  },
  {
    id: "b96-empty-meeting",
    build: (s) =>
      s
        .user("run the tests real quick")
        .bash(
          "xcodebuild test -scheme Pocketlist -destination 'platform=iOS Simulator,name=iPhone 15,OS=17.5' 2>&1 | tail -2",
          "\t Executed 43 tests, with 0 failures (0 unexpected) in 6.588 (6.701) seconds\n** TEST SUCCEEDED **",
        )
        .assistant("All 43 tests pass.")
        .user("ok in standup brb")
        .user("back. sorry, standup went long, design review after")
        .assistant("No problem. Anything you want me to pick up in the meantime?")
        .user("nah just wait")
        .stop(),
    planted: [],
  },
  {
    id: "b96-empty-leak",
    build: (s) =>
      s
        .user("memory keeps climbing when scrolling big lists")
        .user("image cache maybe??")
        .bash(
          "xcrun xctrace record --template 'Leaks' --launch -- build/Pocketlist.app --time-limit 30s 2>&1 | tail -2",
          "Recording completed. Saving output file...\nOutput file saved as: Launch_Pocketlist_2026-11-24_11.52.07.trace",
        )
        .assistant(
          "The trace shows no leaks, but persistent memory grows ~40 MB over the scroll. It could be Kingfisher's memory cache (default limit is 25% of RAM), or the fetched results controller keeping every faulted object. I can't tell which from this trace alone.",
        )
        .user("hm. maybe set the kingfisher limit?")
        .assistant("We could try `ImageCache.default.memoryStorage.config.totalCostLimit = 50 MB` and re-measure. Want me to try it on a branch?")
        .user("not now, gotta run")
        .stop(),
    planted: [],
  },
  {
    id: "b96-empty-swiftlint-yml",
    build: (s) =>
      s
        .user("what does the force_unwrapping rule in our lint config do")
        .bash(
          "cat .swiftlint.yml",
          "# NOTE: always run with --strict on CI\nopt_in_rules:\n  - force_unwrapping\n  - empty_count\ndisabled_rules:\n  - todo # TODO: re-enable once migration helpers are gone\nline_length:\n  warning: 140\n  error: 200\n# never disable force_cast here, ask Dana",
        )
        .assistant(
          "`force_unwrapping` is opt-in: it flags every `!` force unwrap (`item.list!`) as a warning. It's listed under `opt_in_rules`, so it's on for this project. The crash you saw at ItemRow.swift:57 is exactly the kind it catches.",
        )
        .user("and line length 140 is warning 200 error?")
        .assistant("Yes: over 140 characters warns, over 200 fails the lint.")
        .user("k thx")
        .stop(),
    planted: [],
  },
  {
    id: "b96-empty-status",
    build: (s) =>
      s
        .user("rename ListRowView to ItemRow everywhere")
        .bash("grep -rl 'ListRowView' Pocketlist PocketlistTests | wc -l", "7")
        .file("Edit", "Pocketlist/Views/ListDetailView.swift")
        .file("Edit", "Pocketlist/Views/ItemRow.swift")
        .bash(
          "grep -rl 'ListRowView' Pocketlist PocketlistTests | wc -l && xcodebuild build -scheme Pocketlist -destination 'generic/platform=iOS Simulator' -quiet 2>&1 | tail -1",
          "0\n",
        )
        .assistant("Renamed in 7 files (file name, type, previews and the snapshot test). Build is clean and no references to ListRowView remain.")
        .user("🙏")
        .stop(),
    planted: [],
  },
  {
    id: "b96-empty-rename-target",
    build: (s) =>
      s
        .user("thinking we should rename the framework target to PocketlistKit")
        .assistant("That would touch the scheme, the widget's import, and the Xcode Cloud workflow, which references the target by name. Doable in one PR.")
        .bash("grep -rn 'PocketCore' --include=*.swift Pocketlist PocketlistWidget | wc -l", "38")
        .user("38 imports hmm")
        .user("actually no scratch that, leave it, not worth it before 3.0")
        .assistant("Leaving the target name as is.")
        .stop(),
    planted: [],
  },
  {
    id: "b96-empty-duck",
    build: (s) =>
      s
        .user("can u give me 3 bullets on what changed since 3.1 for the duck")
        .user("*deck lol autocorrect")
        .bash(
          "git log --oneline v3.1.0..HEAD | wc -l && git log --oneline v3.1.0..HEAD | head -5",
          "27\n9b2e1c4 Review prompt after 5 completed lists\n71fa0d2 Fix CloudKit container id\n0c3a8e9 ItemRow snapshot tests\n5de1a77 Mark done notification action\nc41f9b0 Migration v3 to v4 mapping model",
        )
        .assistant(
          "- Sync fix: iPad and iPhone lists now sync reliably (wrong CloudKit container).\n- New 'Mark done' action straight from reminder notifications.\n- Smarter review prompt and fixes for the 3.1 launch crash.",
        )
        .user("perfect ty")
        .stop(),
    planted: [],
  },
  {
    id: "b96-empty-preview-crash",
    build: (s) =>
      s
        .user("previews crash for PaywallView")
        .user("any idea")
        .bash(
          "cat ~/Library/Logs/DiagnosticReports/XCPreviewAgent-2026-11-24-121503.ips | grep -m2 -A1 'Thread 0 Crashed'",
          "Thread 0 Crashed:: Dispatch queue: com.apple.main-thread\n0   Pocketlist   EntitlementStore.init() + 212 (EntitlementStore.swift:24)",
        )
        .assistant(
          "It crashes in `EntitlementStore.init()` line 24, which starts listening to `Transaction.updates`. In previews there's no StoreKit config attached, which might be it, though I'm not sure yet.",
        )
        .user("can u just give the preview a mock store")
        .file("Edit", "Pocketlist/Views/PaywallView.swift")
        .assistant("The PaywallView preview now injects `EntitlementStore.preview` with a fake monthly product; preview renders.")
        .stop(),
    planted: [],
  },
];

export const BLIND96 = plantedSet(BLIND96_SESSIONS, Date.UTC(2026, 10, 24, 9));
