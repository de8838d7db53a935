/**
 * Blind planted set 144 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: an iOS Swift developer pairing in a quick back-and-forth (Xcode, SPM, SwiftUI, TestFlight),
 * often answering the agent's proposals with one or two words ("yep, B", "nah, keep it"); lower-case,
 * terse, typos; several items share a message, and declined proposals sit next to accepted ones.
 * Each session is one segment; the items planted in it are listed with it: 67 items (16 decisions, 17 instructions,
 * 18 facts, 16 tasks) in 48 sessions, 13 of which plant nothing (61 user/assistant messages between them). Every other message
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

export const BLIND144_SESSIONS: BlindSession[] = [
  {
    id: "b144-persistence-grdb",
    build: (s) =>
      s
        .user("the offline cache for the feed is a mess, we keep losing drafts when the app gets killed. what are our options")
        .file("Read", "Feed/Cache/FeedCache.swift")
        .assistant(
          "Right now drafts live in a plist written on `sceneDidEnterBackground`, so a jetsam kill before that loses them. Options:\n\nA) Core Data with a background context\nB) GRDB with a WAL-mode SQLite file, writes on every keystroke debounce\nC) keep the plist but write it on every change\n\nI'd lean B, GRDB's observation fits the feed well.",
        )
        .user("yep, B")
        .bash(
          "swift package resolve",
          "Fetching https://github.com/groue/GRDB.swift.git\nResolved source packages:\n  GRDB: https://github.com/groue/GRDB.swift.git @ 6.29.3",
        )
        .file("Write", "Feed/Cache/DraftStore.swift")
        .user("oh and fyi the shared app group container is group.com.tidepool.notes, the share extension reads from there too")
        .stop("DraftStore now writes to `drafts.sqlite` in the app group container via GRDB, debounced 300 ms."),
    planted: [
      { kind: "decision", keys: ["grdb"] },
      { kind: "fact", keys: ["group.com.tidepool.notes"] },
    ],
  },
  {
    id: "b144-fastlane-beta",
    build: (s) =>
      s
        .user("can you push a testflight build")
        .bash(
          "bundle exec fastlane beta",
          "[19:02:11]: Driving the lane 'ios beta'\n[19:04:55]: Successfully uploaded build 412 to App Store Connect\n[19:04:55]: fastlane.tools finished successfully",
        )
        .assistant("Build 412 is uploaded to App Store Connect; it'll show in TestFlight once processing is done.")
        .user("nice. going forward always bump the build number with `agvtool next-version -all` before the beta lane, ci doesnt do it for us")
        .assistant("Got it, I'll run agvtool before every beta upload.")
        .user("also TODO for next week: move the beta lane to xcode cloud so we stop burning my laptop on it")
        .stop("Noted both."),
    planted: [
      { kind: "instruction", keys: ["agvtool"] },
      { kind: "task", keys: ["xcode cloud"] },
    ],
  },
  {
    id: "b144-empty-preview-crash",
    build: (s) =>
      s
        .user("previews are crashing again on ProfileView, any idea?")
        .assistant("Could be the `@Environment(\\.modelContext)` not being injected in the preview. Want me to look?")
        .user("sure")
        .file("Read", "Profile/ProfileView.swift")
        .assistant(
          "Yes, the `#Preview` block builds `ProfileView()` without a model container. Adding `.modelContainer(for: Profile.self, inMemory: true)` to the preview.",
        )
        .file("Edit", "Profile/ProfileView.swift")
        .user("works, ty")
        .stop("Preview renders now."),
    planted: [],
  },
  {
    id: "b144-min-ios",
    build: (s) =>
      s
        .user("xcode is yelling about `ScrollView.scrollPosition` being ios 17 only")
        .bash(
          "grep -n IPHONEOS_DEPLOYMENT_TARGET Tidepool.xcodeproj/project.pbxproj | head -3",
          "412:\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 16.4;\n498:\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 16.4;",
        )
        .assistant("The target is 16.4. Two ways: wrap it in `if #available(iOS 17, *)` with a fallback, or bump the deployment target to 17.")
        .user("we talked about it with product, min is ios 17 from the 3.0 release on. bump it")
        .file("Edit", "Tidepool.xcodeproj/project.pbxproj")
        .bash("xcodebuild -scheme Tidepool -destination 'generic/platform=iOS' build | tail -1", "** BUILD SUCCEEDED **")
        .user("and can you kill all the `#available(iOS 16` checks while youre at it")
        .bash("grep -rln 'available(iOS 16' Sources | wc -l", "7")
        .stop("Bumped the target to 17.0 and removed the seven iOS 16 availability checks; build succeeds."),
    planted: [{ kind: "decision", keys: ["ios 17"] }],
  },
  {
    id: "b144-swiftlint-rules",
    build: (s) =>
      s
        .user("swiftlint is failing the pr")
        .bash(
          "swiftlint lint --strict",
          "Sources/Feed/FeedViewModel.swift:88:5: error: Force Unwrapping Violation: Force unwrapping should be avoided (force_unwrapping)\nDone linting! Found 1 violation, 1 serious in 214 files.",
        )
        .assistant("One force unwrap in FeedViewModel line 88, `url!`. Want a guard or a `preconditionFailure`?")
        .user("guard. and in general no force unwraps outside tests, ever. if its truly impossible use preconditionFailure with a message")
        .file("Edit", "Sources/Feed/FeedViewModel.swift")
        .bash("swiftlint lint --strict | tail -1", "Done linting! Found 0 violations, 0 serious in 214 files.")
        .stop("Lint is clean."),
    planted: [{ kind: "instruction", keys: ["force unwrap"] }],
  },
  {
    id: "b144-push-cert",
    build: (s) =>
      s
        .user("pushes stopped arriving on staging since this morning")
        .bash(
          "curl -s https://staging-api.tidepool.app/internal/apns/health",
          '{"status":"error","reason":"BadDeviceToken","topic":"com.tidepool.notes","env":"production"}',
        )
        .assistant(
          "The staging backend is sending to the production APNs endpoint (`env: production`) while debug builds register sandbox tokens, hence BadDeviceToken. Could be a config change on their side?",
        )
        .user("ah yeah thats it, Marta flipped it yesterday. she owns the push backend, anything apns goes through her")
        .assistant("Makes sense. Should I draft a message for her?")
        .user("nah ill ping her")
        .stop("OK."),
    planted: [{ kind: "fact", keys: ["marta"] }],
  },
  {
    id: "b144-empty-chitchat",
    build: (s) =>
      s
        .user("morning. did you see the wwdc session on the new observation stuff")
        .assistant(
          "I don't watch videos, but I know the Observation framework: `@Observable` macro, fine-grained tracking per property. Anything specific you want to look at?",
        )
        .user("not really, just wondering if it would help with the settings screen re-rendering")
        .assistant(
          "Possibly. If SettingsView observes a big ObservableObject, every `@Published` change invalidates it; with `@Observable` only the read properties would. Worth a quick profile first though.",
        )
        .user("maybe later, let me think about it")
        .stop("Sure."),
    planted: [],
  },
  {
    id: "b144-snapshot-tests",
    build: (s) =>
      s
        .user("snapshot tests all failing locally")
        .bash(
          "xcodebuild test -scheme TidepoolTests -destination 'platform=iOS Simulator,name=iPhone 15' 2>&1 | grep -m2 failed",
          "FeedCellSnapshotTests.testLightMode(): failed - Snapshot does not match reference.\nFeedCellSnapshotTests.testDarkMode(): failed - Snapshot does not match reference.",
        )
        .assistant(
          "Looks like you're on the iPhone 15 sim. The reference images were recorded at 3x on what size? If they were recorded on a different device the diffs will be all over.",
        )
        .bash("ls __Snapshots__/FeedCellSnapshotTests | head -2", "testDarkMode.iPhone-SE-3rd-generation.png\ntestLightMode.iPhone-SE-3rd-generation.png")
        .assistant("References are named for the iPhone SE (3rd generation). Running on that:")
        .bash(
          "xcodebuild test -scheme TidepoolTests -destination 'platform=iOS Simulator,name=iPhone SE (3rd generation)' 2>&1 | tail -1",
          "** TEST SUCCEEDED **",
        )
        .user("right. ok so snapshot tests run on the iphone se sim only, remember that")
        .stop("Will do."),
    planted: [{ kind: "instruction", keys: ["iphone se", "snapshot"] }],
  },
  {
    id: "b144-analytics-sdk",
    build: (s) =>
      s
        .user("we need analytics for the onboarding funnel. firebase or telemetrydeck?")
        .assistant(
          "TelemetryDeck is privacy-first and tiny, no IDFA, no ATT prompt needed. Firebase gives you funnels out of the box but pulls in a lot and needs the privacy manifest work. For a funnel of 5 steps TelemetryDeck is enough.",
        )
        .user("telemetrydeck. we dont want the att prompt")
        .bash("swift package add-dependency https://github.com/TelemetryDeck/SwiftSDK --from 2.0.0", "Updating package manifest at Package.swift... done.")
        .file("Write", "Sources/Analytics/Analytics.swift")
        .assistant("Added the SDK and an `Analytics.track(_:)` wrapper. Where's the app ID?")
        .user("in 1password under TelemetryDeck Tidepool. put it in Secrets.xcconfig, keys and secrets never go in code")
        .file("Edit", "Config/Secrets.xcconfig")
        .user("oh and we still need to add the funnel events to the paywall screens, later tho")
        .stop("Wrapper is in; onboarding events wired. Paywall events left."),
    planted: [
      { kind: "decision", keys: ["telemetrydeck"] },
      { kind: "instruction", keys: ["secrets.xcconfig"] },
      { kind: "task", keys: ["paywall"] },
    ],
  },
  {
    id: "b144-keychain-bug",
    build: (s) =>
      s
        .user("users report being logged out after restoring from backup")
        .file("Read", "Sources/Auth/TokenStore.swift")
        .assistant(
          "TokenStore saves with `kSecAttrAccessibleWhenUnlockedThisDeviceOnly`. ThisDeviceOnly items are not restored from backups to a new device, so that's expected with this attribute. Maybe that's the cause?",
        )
        .user("hm could be, or the refresh token expiring. check the logs")
        .bash("grep -c 'refresh_expired' logs/auth-2026-11-20.log; grep -c 'keychain_miss' logs/auth-2026-11-20.log", "0\n143")
        .assistant(
          "143 keychain misses and zero refresh expiries on the 20th, all right after a restore event. So it's the ThisDeviceOnly attribute: the token never comes across in a backup restore.",
        )
        .user("ok confirmed then. we keep it that way on purpose tho, security wants it. just need a nicer re-login screen. add that to the backlog")
        .stop("Logged it."),
    planted: [
      { kind: "fact", keys: ["thisdeviceonly"] },
      { kind: "task", keys: ["re-login"] },
    ],
  },
  {
    id: "b144-empty-rename",
    build: (s) =>
      s
        .user("rename `FeedVM` to `FeedViewModel` everywhere")
        .bash("grep -rl 'FeedVM\\b' Sources Tests | wc -l", "11")
        .assistant("11 files. Renaming with sed then rebuilding.")
        .bash(
          "grep -rl 'FeedVM\\b' Sources Tests | xargs sed -i '' 's/FeedVM\\b/FeedViewModel/g' && xcodebuild -scheme Tidepool build | tail -1",
          "** BUILD SUCCEEDED **",
        )
        .user("cool. also the file name")
        .bash("git mv Sources/Feed/FeedVM.swift Sources/Feed/FeedViewModel.swift", "")
        .stop("Renamed the type and the file; build passes."),
    planted: [],
  },
  {
    id: "b144-nav-stack",
    build: (s) =>
      s
        .user("deep links into the note detail break when the app is cold started")
        .file("Read", "Sources/App/AppRouter.swift")
        .assistant(
          "AppRouter pushes onto a `NavigationView` before it's in the hierarchy. Two fixes: (1) delay the push with a `DispatchQueue.main.async`, hacky; (2) move to `NavigationStack` with a `path` on the router, and the deep link just appends to the path. I'd do (2).",
        )
        .user("2")
        .file("Edit", "Sources/App/AppRouter.swift")
        .file("Edit", "Sources/App/RootView.swift")
        .bash("xcrun simctl openurl booted 'tidepool://note/8812'", "")
        .assistant("Cold-start deep link opens note 8812 now. The Settings tab still uses the old NavigationView; I left it.")
        .user("leave it for now")
        .stop("OK."),
    planted: [{ kind: "decision", keys: ["navigationstack"] }],
  },
  {
    id: "b144-ci-times",
    build: (s) =>
      s
        .user("why is ci so slow today")
        .bash(
          "gh run list --limit 3",
          "completed  success  PR #318  ios-tests  38m12s\ncompleted  success  PR #317  ios-tests  41m05s\ncompleted  success  main     ios-tests  12m40s",
        )
        .assistant("PR runs take ~40 min vs ~13 on main. PR runs don't restore the DerivedData cache, I think, since the cache key includes the branch.")
        .bash("grep -n 'key:' .github/workflows/ios-tests.yml", "27:          key: derived-${{ github.ref }}-${{ hashFiles('**/Package.resolved') }}")
        .assistant("Confirmed: the key has `github.ref`, so every PR starts cold.")
        .user("ok. dont fix it now, follow-up: make the deriveddata cache key branch independent")
        .stop("Noted."),
    planted: [{ kind: "task", keys: ["deriveddata", "cache"] }],
  },
  {
    id: "b144-empty-questions",
    build: (s) =>
      s
        .user("whats the difference between `.task` and `.onAppear` with a Task inside")
        .assistant(
          "`.task` is cancelled automatically when the view disappears, and it restarts when its `id` changes. A `Task {}` in `.onAppear` lives on until it finishes unless you keep a handle and cancel it yourself.",
        )
        .user("so for the feed refresh .task is better?")
        .assistant(
          "Probably, yes, if the refresh should stop when the user leaves the feed. If it must finish (say, saving), an unstructured Task is what you want.",
        )
        .user("ok makes sense")
        .stop(),
    planted: [],
  },
  {
    id: "b144-localization",
    build: (s) =>
      s
        .user("adding german. whats the setup again")
        .bash("ls Resources/*.xcstrings", "Resources/Localizable.xcstrings")
        .assistant(
          "There's one String Catalog, `Localizable.xcstrings`, with en only. I can add de as a language. Do you want me to machine translate placeholders?",
        )
        .user("no, leave them empty, Jonas does the german strings himself. and keys are always the english sentence, not SCREAMING_CASE ids, keep it that way")
        .file("Edit", "Resources/Localizable.xcstrings")
        .file("Edit", "Tidepool.xcodeproj/project.pbxproj")
        .stop("Added de to the project and the catalog with empty translations."),
    planted: [
      { kind: "fact", keys: ["jonas", "german"] },
      { kind: "instruction", keys: ["english sentence"] },
    ],
  },
  {
    id: "b144-image-cache",
    build: (s) =>
      s
        .user("memory warnings when scrolling the gallery fast")
        .bash("xcrun xctrace record --template 'Allocations' --attach Tidepool --time-limit 20s", "Recording completed. Trace saved: Allocations.trace")
        .assistant(
          "Allocations show decoded full-res images kept in `ImageCache`'s unbounded dictionary, peak 1.4 GB. Options: swap to `NSCache` with a cost limit, or pull in Nuke.",
        )
        .user("NSCache, no new deps for this")
        .file("Edit", "Sources/Gallery/ImageCache.swift")
        .assistant(
          "NSCache with totalCostLimit 150 MB, cost = bytes per row x height. Should I also downsample on decode with ImageIO? That'd cut it a lot more.",
        )
        .user("yes pls")
        .file("Edit", "Sources/Gallery/ImageLoader.swift")
        .bash("xcrun xctrace record --template 'Allocations' --attach Tidepool --time-limit 20s", "Recording completed. Trace saved: Allocations-2.trace")
        .stop("Peak is ~210 MB now with NSCache plus downsampling."),
    planted: [
      { kind: "decision", keys: ["nscache"] },
      { kind: "decision", keys: ["imageio"] },
    ],
  },
  {
    id: "b144-widget",
    build: (s) =>
      s
        .user("the widget shows stale notes")
        .file("Read", "Widgets/RecentNotesProvider.swift")
        .assistant(
          "The timeline policy is `.atEnd` with a single entry, and the app never calls `WidgetCenter.shared.reloadTimelines`. So it only refreshes when the system decides.",
        )
        .user("add the reload after save")
        .file("Edit", "Sources/Notes/NoteRepository.swift")
        .bash("xcodebuild -scheme TidepoolWidgets build | tail -1", "** BUILD SUCCEEDED **")
        .assistant(
          "Reload is called after every save now. Note the system budgets widget reloads to roughly 40-70 a day for a frequently viewed widget, so heavy editing won't refresh every time.",
        )
        .user("fine. remind me to add a widget for pinned notes too, marketing wants it for the 3.1 screenshots")
        .stop("Will remind you."),
    planted: [{ kind: "task", keys: ["pinned notes", "widget"] }],
  },
  {
    id: "b144-empty-log-output",
    build: (s) =>
      s
        .user("run the unit tests")
        .bash(
          "xcodebuild test -scheme TidepoolTests -destination 'platform=iOS Simulator,name=iPhone SE (3rd generation)' 2>&1 | tail -6",
          "warning: TODO: remove legacy sync path (SyncEngine.swift:44)\nwarning: 'UIApplication.shared.keyWindow' was deprecated; always use a UIWindowScene\nTest Suite 'All tests' passed.\n\t Executed 412 tests, with 0 failures (0 unexpected) in 38.112 seconds\n** TEST SUCCEEDED **",
        )
        .assistant("All 412 tests pass. Two warnings: a TODO marker in SyncEngine.swift and a keyWindow deprecation.")
        .user("ok thanks")
        .assistant("Want me to fix the keyWindow deprecation?")
        .user("nah not now")
        .stop(),
    planted: [],
  },
  {
    id: "b144-sim-device",
    build: (s) =>
      s
        .user("run the ui tests")
        .bash(
          "xcodebuild test -scheme TidepoolUITests -destination 'platform=iOS Simulator,name=iPhone 15 Pro' 2>&1 | tail -2",
          "Executed 36 tests, with 2 failures (0 unexpected) in 201.4 seconds\n** TEST FAILED **",
        )
        .assistant("Two failures: `testOnboardingSkip` and `testShareSheet`, both timeouts waiting for an element.")
        .user("those two are flaky on the 15 pro sim, known thing, the share sheet animation. rerun them")
        .bash(
          "xcodebuild test -scheme TidepoolUITests -only-testing:TidepoolUITests/OnboardingTests/testOnboardingSkip -only-testing:TidepoolUITests/ShareTests/testShareSheet -destination 'platform=iOS Simulator,name=iPhone 15 Pro' 2>&1 | tail -1",
          "** TEST SUCCEEDED **",
        )
        .assistant("Both pass on rerun.")
        .user("yeah. we should really fix testShareSheet properly at some point, stick it on the list")
        .stop("Added."),
    planted: [
      { kind: "fact", keys: ["flaky"] },
      { kind: "task", keys: ["testsharesheet"] },
    ],
  },
  {
    id: "b144-async-style",
    build: (s) =>
      s
        .user("the sync service is still completion handler hell")
        .file("Read", "Sources/Sync/SyncService.swift")
        .assistant(
          "Eight methods with completion handlers. I can convert them to async/await and add `withCheckedThrowingContinuation` shims for the two URLSession delegate parts. Combine publishers too, or leave those?",
        )
        .user("convert everything. new code is async/await only, no new combine, no completion handlers")
        .file("Edit", "Sources/Sync/SyncService.swift")
        .bash("xcodebuild -scheme Tidepool build 2>&1 | grep -c 'error:'", "0")
        .stop("SyncService is async/await now; build is clean."),
    planted: [{ kind: "instruction", keys: ["combine", "completion handler"] }],
  },
  {
    id: "b144-api-host",
    build: (s) =>
      s
        .user("where does the app decide which api host to hit")
        .bash(
          "grep -rn 'apiBaseURL' Sources | head -3",
          'Sources/Config/Environment.swift:12:    static let apiBaseURL = URL(string: Bundle.main.object(forInfoDictionaryKey: "API_BASE_URL") as! String)!',
        )
        .assistant(
          "It's read from Info.plist key `API_BASE_URL`, which comes from the xcconfig per build configuration: Debug.xcconfig, Staging.xcconfig, Release.xcconfig.",
        )
        .user("ok so the staging config points to staging-api.tidepool.app? and theres a rate limit there i think")
        .bash(
          "grep API_BASE_URL Config/Staging.xcconfig; curl -sI https://staging-api.tidepool.app/v2/notes | grep -i ratelimit",
          "API_BASE_URL = https:/$()/staging-api.tidepool.app\nx-ratelimit-limit: 120\nx-ratelimit-window: 60",
        )
        .assistant("Yes: Staging.xcconfig points to staging-api.tidepool.app, and staging is rate limited to 120 requests per 60 seconds per token.")
        .user("ok good to know, that explains the 429s in the ui tests")
        .stop(),
    planted: [
      { kind: "fact", keys: ["api_base_url"] },
      { kind: "fact", keys: ["120"] },
    ],
  },
  {
    id: "b144-empty-withdrawn",
    build: (s) =>
      s
        .user("thinking we should drop uikit entirely from the compose screen")
        .assistant(
          "The compose screen uses a `UITextView` wrapper for the rich text. SwiftUI's `TextEditor` got AttributedString support only in iOS 18, so on 17 we'd lose formatting.",
        )
        .user("hmm. actually no, scratch that, not worth it right now")
        .assistant("Fair. The wrapper is about 200 lines and stable.")
        .user("yeah lets leave it")
        .stop(),
    planted: [],
  },
  {
    id: "b144-branching",
    build: (s) =>
      s
        .user("commit this and push")
        .bash("git status --short", " M Sources/Notes/NoteEditor.swift\n M Sources/Notes/NoteRepository.swift")
        .assistant("On `main`. Commit directly or branch?")
        .user("branch, never push to main directly, everything goes through a PR. branch names like feature/TP-123-short-thing")
        .bash(
          "git switch -c feature/TP-441-editor-autosave && git commit -am 'Autosave editor every 2s' && git push -u origin HEAD",
          "[feature/TP-441-editor-autosave 3a91c0e] Autosave editor every 2s\n 2 files changed, 48 insertions(+), 12 deletions(-)\nbranch 'feature/TP-441-editor-autosave' set up to track 'origin/feature/TP-441-editor-autosave'.",
        )
        .stop("Pushed to feature/TP-441-editor-autosave."),
    planted: [
      { kind: "instruction", keys: ["push", "main"] },
      { kind: "instruction", keys: ["feature/tp-"] },
    ],
  },
  {
    id: "b144-coredata-migration",
    build: (s) =>
      s
        .user("app crashes on launch for users upgrading from 2.x")
        .bash(
          "xcrun simctl spawn booted log show --last 5m --predicate 'process == \"Tidepool\"' | grep -m1 -i migration",
          "CoreData: error: Can't find model for source store (NSCocoaErrorDomain 134140)",
        )
        .assistant(
          "Error 134140: no source model for the migration. The 2.x store was created by `Tidepool 4.xcdatamodel`, and that version was deleted from the .xcdatamodeld in the 3.0 branch.",
        )
        .bash("git log --oneline --diff-filter=D -- 'Resources/Tidepool.xcdatamodeld/Tidepool 4.xcdatamodel' | head -1", "c1d77e2 Clean up old model versions")
        .assistant("Confirmed, removed in c1d77e2. Restoring it fixes lightweight migration from 2.x.")
        .user("restore it. and never delete old model versions from the xcdatamodeld again, we have people on 2.1 still")
        .bash("git checkout c1d77e2^ -- 'Resources/Tidepool.xcdatamodeld/Tidepool 4.xcdatamodel'", "")
        .stop("Restored model version 4; an upgrade from a 2.x store launches fine."),
    planted: [
      { kind: "fact", keys: ["134140"] },
      { kind: "instruction", keys: ["model versions"] },
    ],
  },
  {
    id: "b144-empty-status",
    build: (s) =>
      s
        .user("where are we on the autosave thing")
        .bash("gh pr view 441 --json state,reviewDecision", '{"state":"OPEN","reviewDecision":"REVIEW_REQUIRED"}')
        .assistant("PR 441 is open and waiting for review. CI passed.")
        .user("who's reviewing")
        .bash("gh pr view 441 --json reviewRequests -q '.reviewRequests[].login'", "jonas-k")
        .assistant("jonas-k is requested.")
        .user("ok")
        .stop(),
    planted: [],
  },
  {
    id: "b144-dependency-manager",
    build: (s) =>
      s
        .user("pod install is broken on the m3 again")
        .bash(
          "pod install",
          '[!] CocoaPods could not find compatible versions for pod "Sentry":\n  In Podfile:\n    Sentry (~> 8.21)\nNone of your spec sources contain a spec satisfying the dependency',
        )
        .assistant(
          "Sentry and Lottie are the only two pods left, and both ship SPM packages now. We could drop CocoaPods altogether and move them to SPM, or just `pod repo update`.",
        )
        .user("drop cocoapods. spm only from now")
        .file("Edit", "Tidepool.xcodeproj/project.pbxproj")
        .bash(
          "rm -rf Pods Podfile Podfile.lock Tidepool.xcworkspace && xcodebuild -project Tidepool.xcodeproj -scheme Tidepool build | tail -1",
          "** BUILD SUCCEEDED **",
        )
        .assistant("Builds from the .xcodeproj with Sentry and Lottie via SPM. The CI workflow still runs `pod install`.")
        .user("yeah TODO update the ci workflow to drop pod install, ill do it tomorrow")
        .stop("OK."),
    planted: [
      { kind: "decision", keys: ["cocoapods"] },
      { kind: "task", keys: ["pod install"] },
    ],
  },
  {
    id: "b144-empty-typo",
    build: (s) =>
      s
        .user("typo in the onboarding, 'recieve' on the second page")
        .bash("grep -rn 'recieve' Sources Resources", 'Resources/Localizable.xcstrings:212:      "Recieve reminders for your notes"')
        .file("Edit", "Resources/Localizable.xcstrings")
        .assistant("Fixed to 'Receive reminders for your notes'.")
        .user("thx")
        .stop(),
    planted: [],
  },
  {
    id: "b144-accessibility",
    build: (s) =>
      s
        .user("accessibility audit came back, 14 issues")
        .bash(
          "cat audit/a11y-2026-11.md | head -5",
          "# Accessibility audit, November\n1. Note cell: no accessibility label on the pin button\n2. Compose: toolbar buttons announced as 'button'\n3. Gallery: images lack labels\n4. Dynamic Type: title clipped at AX3",
        )
        .assistant("Want me to do all 14 now, or the labels first? 1-3 are quick.")
        .user("labels now. the dynamic type ones are next sprint, they need design")
        .file("Edit", "Sources/Notes/NoteCell.swift")
        .file("Edit", "Sources/Compose/ComposeToolbar.swift")
        .assistant("Labels added on the pin button, the compose toolbar and gallery images. Should I add an `accessibilityIdentifier` convention too?")
        .user("yep, `screen.element` style like `compose.boldButton`, use that for every identifier")
        .stop("Done with the labels."),
    planted: [
      { kind: "task", keys: ["dynamic type"] },
      { kind: "instruction", keys: ["compose.boldbutton"] },
    ],
  },
  {
    id: "b144-sentry",
    build: (s) =>
      s
        .user("what's the top crash this week")
        .bash(
          "sentry-cli issues list --project tidepool-ios --query 'is:unresolved' --max-rows 1",
          "| TIDEPOOL-IOS-9F2 | EXC_BAD_ACCESS in AudioRecorder.stop() | 1,204 events | 3.0.2 |",
        )
        .file("Read", "Sources/Audio/AudioRecorder.swift")
        .assistant(
          "`stop()` is called from the interruption notification on a background queue while `record()` runs on main; `AVAudioRecorder` isn't thread safe. Probably that; hopping to the main actor in the interruption handler should fix it.",
        )
        .user("do it. and make AudioRecorder @MainActor while youre there")
        .file("Edit", "Sources/Audio/AudioRecorder.swift")
        .bash("xcodebuild -scheme Tidepool build | tail -1", "** BUILD SUCCEEDED **")
        .user("fyi sentry project is tidepool-ios, the org is tidepool-labs, dsn is in the xcconfig")
        .stop("AudioRecorder is @MainActor; the interruption handler no longer touches the recorder off the main thread."),
    planted: [{ kind: "fact", keys: ["tidepool-labs"] }],
  },
  {
    id: "b144-empty-proposal-declined",
    build: (s) =>
      s
        .user("the settings screen feels sluggish")
        .assistant(
          "I could rewrite it with `@Observable` and split the sections into subviews so each only re-renders on its own data. Or first profile it with the SwiftUI instrument to see what's invalidating.",
        )
        .user("hm maybe")
        .assistant("Or we could cache the storage-used computation, which runs on every body evaluation and walks the documents dir.")
        .user("nah, keep it. not a priority this week")
        .stop("OK, leaving it."),
    planted: [],
  },
  {
    id: "b144-release-train",
    build: (s) =>
      s
        .user("when does 3.1 go out")
        .bash(
          "cat RELEASE.md | head -6",
          "# Release process\nWe ship every other Tuesday.\nCode freeze: the Thursday before.\nNever ship on a Friday.\n\n3.1: freeze Nov 26, submit Dec 1",
        )
        .assistant("Per RELEASE.md: freeze was Nov 26, submission Dec 1.")
        .user("ok. heads up the app store review is taking like 3 days lately, not 1, so plan around that")
        .assistant("Good to know. Should I move the submission up to Nov 28 then?")
        .user("nah, we can live with it. but release notes for 3.1 still need writing, do a draft before friday")
        .stop("Will draft them."),
    planted: [
      { kind: "fact", keys: ["3 days", "review"] },
      { kind: "task", keys: ["release notes"] },
    ],
  },
  {
    id: "b144-empty-explain",
    build: (s) =>
      s
        .user("explain what `nonisolated(unsafe)` does, i saw it in a PR")
        .assistant(
          "It tells the compiler to skip Sendable/isolation checks for that stored property: you promise you synchronize access yourself. It's an escape hatch for Swift 6 strict concurrency, usually for a global that's protected by a lock.",
        )
        .user("is it bad")
        .assistant(
          "Not inherently, but every use is an unchecked promise. A `Mutex` from the Synchronization module or an actor is safer when you can use them.",
        )
        .user("got it")
        .stop(),
    planted: [],
  },
  {
    id: "b144-swift6",
    build: (s) =>
      s
        .user("how many warnings if we flip strict concurrency to complete")
        .bash("xcodebuild -scheme Tidepool OTHER_SWIFT_FLAGS='-strict-concurrency=complete' build 2>&1 | grep -c 'warning:'", "187")
        .assistant(
          "187 warnings. Most are non-Sendable types crossing into Tasks in the Sync and Audio modules. We could fix module by module: enable it per target, starting with the small ones.",
        )
        .user("ok go with per target, start with Analytics and Audio. the swift 6 language mode switch we do after 3.1 ships")
        .file("Edit", "Package.swift")
        .bash("swift build --target Analytics 2>&1 | grep -c warning:", "0")
        .stop("Analytics is clean under complete checking; Audio next."),
    planted: [
      { kind: "decision", keys: ["per target"] },
      { kind: "task", keys: ["swift 6"] },
    ],
  },
  {
    id: "b144-formatting",
    build: (s) =>
      s
        .user("your edits keep using 2 space indent")
        .bash(
          "cat .swift-format | head -6",
          '{\n  "version": 1,\n  "indentation": { "spaces": 4 },\n  "lineLength": 140,\n  "respectsExistingLineBreaks": true',
        )
        .assistant("The repo's swift-format config says 4 spaces and 140 columns. I'll reformat my changes.")
        .user("yes. run `swift format -i -r Sources` before every commit pls")
        .bash("swift format -i -r Sources && git diff --stat | tail -1", " 6 files changed, 88 insertions(+), 88 deletions(-)")
        .stop("Reformatted."),
    planted: [{ kind: "instruction", keys: ["swift format"] }],
  },
  {
    id: "b144-empty-build-log",
    build: (s) =>
      s
        .user("build is failing on ci but not locally??")
        .bash(
          "gh run view 8812 --log-failed | tail -4",
          'error: Signing for "TidepoolWidgets" requires a development team. Select a development team in the Signing & Capabilities editor.\nnote: you must always set DEVELOPMENT_TEAM for extension targets\n** BUILD FAILED **',
        )
        .assistant(
          "The widget target has no DEVELOPMENT_TEAM in the Release config. Locally Xcode's automatic signing fills it in. Adding it to the target's build settings.",
        )
        .file("Edit", "Tidepool.xcodeproj/project.pbxproj")
        .bash(
          "gh workflow run ios-tests.yml --ref feature/TP-450-widget && sleep 600 && gh run list --limit 1",
          "completed  success  feature/TP-450-widget  ios-tests  14m02s",
        )
        .assistant("CI is green.")
        .user("👍")
        .stop(),
    planted: [],
  },
  {
    id: "b144-onboarding-flag",
    build: (s) =>
      s
        .user("product wants the new onboarding behind a flag")
        .assistant(
          "We have two flag mechanisms: the LaunchDarkly remote flags and the local `FeatureFlags.plist`. Which one? Remote lets product toggle it without a release.",
        )
        .user("remote, launchdarkly. key `onboarding-v2`")
        .file("Edit", "Sources/Onboarding/OnboardingCoordinator.swift")
        .bash("grep -n 'onboarding-v2' Sources/Onboarding/OnboardingCoordinator.swift", '31:        if flags.bool("onboarding-v2", default: false) {')
        .assistant("Wired with default false. Should the local plist go away entirely?")
        .user("eventually yes, delete FeatureFlags.plist once the last two local flags are migrated. not today")
        .stop("OK."),
    planted: [
      { kind: "decision", keys: ["onboarding-v2"] },
      { kind: "task", keys: ["featureflags.plist"] },
    ],
  },
  {
    id: "b144-haptics",
    build: (s) =>
      s
        .user("want a little haptic when you pin a note")
        .assistant(
          "Two ways:\nA) `UIImpactFeedbackGenerator(style: .light)` in the pin action\nB) SwiftUI's `.sensoryFeedback(.impact(weight: .light), trigger: note.isPinned)` on the cell\nB is declarative and respects the system haptics setting for free.",
        )
        .user("B obv")
        .file("Edit", "Sources/Notes/NoteCell.swift")
        .assistant("Done. What color should the pinned badge use, the accent or the yellow from the mockup?")
        .user("the yellow. colors come from the DesignSystem package btw, generated from figma by scripts/export-tokens.sh, dont hardcode hex")
        .bash(
          "./scripts/export-tokens.sh && git diff --stat",
          " Packages/DesignSystem/Sources/DesignSystem/Colors.swift | 2 ++\n 1 file changed, 2 insertions(+)",
        )
        .file("Edit", "Sources/Notes/NoteCell.swift")
        .stop("The pin badge uses `DS.Color.pinYellow` now."),
    planted: [
      { kind: "decision", keys: ["sensoryfeedback"] },
      { kind: "fact", keys: ["export-tokens"] },
    ],
  },
  {
    id: "b144-typed-throws",
    build: (s) =>
      s
        .user("SyncService errors are all `any Error`, the ui cant tell offline from auth failures")
        .file("Read", "Sources/Sync/SyncError.swift")
        .assistant(
          "We could return `Result<_, SyncError>`, or use Swift 6 typed throws: `func pull() async throws(SyncError)`. Typed throws keep the async/await style.",
        )
        .user("typed throws")
        .file("Edit", "Sources/Sync/SyncService.swift")
        .bash("xcodebuild -scheme Tidepool build 2>&1 | tail -1", "** BUILD SUCCEEDED **")
        .assistant(
          "SyncService throws `SyncError` now, with `.offline`, `.unauthorized` and `.server(status:)`. I also replaced the `print` calls in there with `os.Logger`.",
        )
        .user(
          "good, yeah logging goes through os.Logger with subsystem com.tidepool.notes everywhere, no print. and later we gotta move NetworkError to typed throws too, after 3.1",
        )
        .stop("Noted."),
    planted: [
      { kind: "decision", keys: ["typed throws"] },
      { kind: "instruction", keys: ["os.logger"] },
      { kind: "task", keys: ["networkerror"] },
    ],
  },
  {
    id: "b144-alt-icons",
    build: (s) =>
      s
        .user("alternate app icons for premium. where should the picker go")
        .assistant("A sheet from the profile header, or a row in Settings that pushes a grid?")
        .user("sheet")
        .file("Write", "Sources/Profile/IconPickerSheet.swift")
        .bash("xcodebuild -scheme Tidepool build 2>&1 | grep -i 'appicon'", 'warning: The app icon set "AppIcon-Dark" has an unassigned child.')
        .assistant(
          "Builds, but the alternate icons aren't in the bundle: with asset catalogs, alternate icons are only included when `ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS` (includeAllAppIconAssets) is YES. Setting it.",
        )
        .file("Edit", "Tidepool.xcodeproj/project.pbxproj")
        .bash("unzip -l build/Tidepool.ipa | grep -c AppIcon-Dark", "4")
        .assistant("Confirmed: with the flag on, the AppIcon-Dark files are in the bundle; without it they're stripped.")
        .user("hm actually put the icon picker in settings as a row, the sheet fights with the paywall sheet")
        .file("Edit", "Sources/Settings/SettingsView.swift")
        .stop("Moved the picker to a Settings row."),
    planted: [
      { kind: "decision", keys: ["settings", "icon"] },
      { kind: "fact", keys: ["includeallappiconassets"] },
    ],
  },
  {
    id: "b144-ground-rules-tests",
    build: (s) =>
      s
        .user(
          "ok couple of ground rules since this is your first time in the Notes module:\n- views dont talk to the network, everything goes thru a repository\n- one type per file\n- sheets use `.sheet(item:)`, not bool flags\n\nnow can you add tests for NoteRepository",
        )
        .file("Read", "Sources/Notes/NoteRepository.swift")
        .assistant(
          "Sure. New tests in Swift Testing (`@Test`, `#expect`) or XCTest like the rest of the target? Swift Testing runs tests in parallel by default, which these look safe for.",
        )
        .user("swift testing for new stuff. dont migrate the old ones")
        .file("Write", "Tests/NotesTests/NoteRepositoryTests.swift")
        .bash(
          "swift test --filter NoteRepositoryTests 2>&1 | tail -2",
          "✔ Suite NoteRepositoryTests passed after 0.412 seconds.\n✔ Test run with 9 tests passed after 0.413 seconds.",
        )
        .stop("Nine tests for NoteRepository, all passing."),
    planted: [
      { kind: "instruction", keys: ["repository", "network"] },
      { kind: "instruction", keys: ["one type per file"] },
      { kind: "instruction", keys: ["sheet(item:)"] },
      { kind: "decision", keys: ["swift testing"] },
    ],
  },
  {
    id: "b144-empty-hypothesis",
    build: (s) =>
      s
        .user("got a weird report, someone on ios 17.1 says the keyboard covers the text field in compose")
        .assistant(
          "Could be the 17.1 safe-area bug with `.ignoresSafeArea(.keyboard)` in a sheet, or the custom toolbar's height not being accounted for. Do we have a device on 17.1?",
        )
        .user("no idea tbh, maybe its just the one user")
        .assistant("Possible. Without a repro I'd wait for a second report before changing the layout.")
        .user("yeah lets wait and see")
        .assistant("OK. If you get a screen recording from them I can take a look.")
        .stop(),
    planted: [],
  },
  {
    id: "b144-relative-dates",
    build: (s) =>
      s
        .user("note list should show '3 min ago' style timestamps. use SwiftDate for it")
        .bash("grep -n 'updatedAt' Sources/Notes/Note.swift", '14:    let updatedAt: Date  // decoded from "updated_at"')
        .assistant("Before I add SwiftDate: the decoder currently reads `updated_at` as milliseconds, but the values in the fixture look like seconds.")
        .bash(
          "jq '.notes[0].updated_at' Tests/Fixtures/notes.json; curl -s https://staging-api.tidepool.app/v2/notes/8812 -H \"Authorization: Bearer $TOKEN\" | jq .updated_at",
          "1763812800\n1764241020",
        )
        .assistant(
          "Confirmed against staging: `updated_at` is Unix seconds, not milliseconds. Our decoder divides by 1000, which is why dates show 1970. Fixing the decoder.",
        )
        .file("Edit", "Sources/Notes/Note.swift")
        .user("oh wow ok. and actually scratch swiftdate, Date.RelativeFormatStyle does this built in, use that")
        .file("Edit", "Sources/Notes/NoteCell.swift")
        .stop("Timestamps use `Date.RelativeFormatStyle` now, no new dependency."),
    planted: [
      { kind: "fact", keys: ["unix seconds"] },
      { kind: "decision", keys: ["relativeformatstyle"] },
    ],
  },
  {
    id: "b144-iap",
    build: (s) =>
      s
        .user("time to do the premium subscription")
        .assistant(
          "Two routes: StoreKit 2 directly with our own receipt validation on the server, or RevenueCat, which handles receipts, entitlements and webhooks. StoreKit 2 is less vendor lock-in; RevenueCat is a lot less code.",
        )
        .user("revenuecat, backend already consumes their webhooks for android")
        .bash(
          "swift package add-dependency https://github.com/RevenueCat/purchases-ios-spm --from 5.0.0",
          "Updating package manifest at Package.swift... done.",
        )
        .file("Write", "Sources/Premium/PurchaseManager.swift")
        .assistant("PurchaseManager configures RevenueCat and exposes `isPremium`. How do I test purchases in the sandbox?")
        .user(
          "sandbox tester is qa+sandbox@tidepool.app, pw in 1password. ah and we need a restore purchases button in settings before submitting, apple rejects without it. not today tho",
        )
        .stop("Got it."),
    planted: [
      { kind: "decision", keys: ["revenuecat"] },
      { kind: "fact", keys: ["qa+sandbox"] },
      { kind: "task", keys: ["restore purchases"] },
    ],
  },
  {
    id: "b144-editor-leak",
    build: (s) =>
      s
        .user("memory keeps growing every time i open and close a note")
        .bash(
          "leaks Tidepool --outputGraph=editor.memgraph | grep -m3 NoteEditorViewModel",
          "ROOT CYCLE: <NoteEditorViewModel 0x600003a1c0>\n   __strong timer --> <__NSCFTimer 0x6000021e8>\n      __strong block --> <NoteEditorViewModel 0x600003a1c0>",
        )
        .assistant(
          "There's a cycle: the autosave `Timer` closure captures `self` strongly and the view model holds the timer, so NoteEditorViewModel is never released.",
        )
        .user("yep thats it. fix it and from now on [weak self] in every Timer / NotificationCenter closure, no exceptions")
        .file("Edit", "Sources/Notes/NoteEditorViewModel.swift")
        .bash("leaks Tidepool | tail -1", "Process 4411: 0 leaks for 0 total leaked bytes.")
        .assistant("No leaks after opening and closing ten notes. The other view models might have the same pattern; want me to check?")
        .user("not now. we should audit the other view models for this next week tho")
        .stop("OK."),
    planted: [
      { kind: "fact", keys: ["autosave", "timer"] },
      { kind: "instruction", keys: ["weak self"] },
      { kind: "task", keys: ["audit"] },
    ],
  },
  {
    id: "b144-empty-commit",
    build: (s) =>
      s
        .user("format and commit what we have")
        .bash(
          "swift format -i -r Sources && git add -A && git commit -m 'Tidy note list'",
          "[feature/TP-452-note-list 77b0d1e] Tidy note list\n 3 files changed, 21 insertions(+), 19 deletions(-)",
        )
        .assistant("Committed 77b0d1e on feature/TP-452-note-list.")
        .user("push too")
        .bash("git push", "To github.com:tidepool-labs/tidepool-ios.git\n   4c2e9a1..77b0d1e  feature/TP-452-note-list -> feature/TP-452-note-list")
        .assistant("Pushed.")
        .user("ty")
        .stop(),
    planted: [],
  },
  {
    id: "b144-placeholder-art",
    build: (s) =>
      s
        .user("the empty notes screen looks sad. is there an illustration in the assets?")
        .bash("ls Resources/Assets.xcassets | grep -i empty", "EmptyInbox.imageset")
        .assistant("Only `EmptyInbox`, used on the shared-notes tab. I could reuse it or make an SF Symbols composition for now.")
        .user("sf symbol for now. Priya does all our illustrations and icons, she's the one to ask, she's in lisbon so expect answers in the afternoon")
        .file("Edit", "Sources/Notes/NoteListView.swift")
        .assistant("Using `note.text` at 64pt with the secondary tint for now.")
        .user("k. remind me to ask priya for the empty state illustrations monday")
        .stop("Will remind you."),
    planted: [
      { kind: "fact", keys: ["priya"] },
      { kind: "task", keys: ["empty state"] },
    ],
  },
  {
    id: "b144-mac-app",
    build: (s) =>
      s
        .user("we want a mac version. catalyst?")
        .assistant(
          "Options: Mac Catalyst (real Mac app, some UIKit-isms to fix) or 'Designed for iPad' on Apple silicon (zero work, looks like an iPad app). Catalyst gives menus and resizable windows.",
        )
        .user("catalyst")
        .file("Edit", "Tidepool.xcodeproj/project.pbxproj")
        .bash("xcodebuild -scheme Tidepool -destination 'platform=macOS,variant=Mac Catalyst' build 2>&1 | grep -c 'error:'", "23")
        .assistant(
          "23 errors, mostly AVAudioSession categories and the share extension APIs that aren't available on Catalyst. Each needs an `#if targetEnvironment(macCatalyst)`.",
        )
        .user("ugh. nah go with designed for ipad for now then, catalyst is too many #ifs")
        .file("Edit", "Tidepool.xcodeproj/project.pbxproj")
        .bash(
          "git checkout Tidepool.xcodeproj/project.pbxproj && xcodebuild -scheme Tidepool -destination 'platform=macOS,variant=Designed for iPad' build | tail -1",
          "** BUILD SUCCEEDED **",
        )
        .user("proper mac menu bar commands are a later thing, put it on the list")
        .stop("Reverted Catalyst; runs as Designed for iPad."),
    planted: [
      { kind: "decision", keys: ["designed for ipad"] },
      { kind: "task", keys: ["menu bar"] },
    ],
  },
  {
    id: "b144-signing",
    build: (s) =>
      s
        .user("xcode says my provisioning profile expired")
        .bash(
          "bundle exec fastlane match development --readonly",
          "[19:22:03]: Cloning remote git repo...\n[19:22:05]: 🔓  Successfully decrypted certificates repo\n[19:22:06]: Installed Provisioning Profile 'match Development com.tidepool.notes'",
        )
        .assistant("Pulled a fresh development profile with match. The certificates repo it cloned is `git@github.com:tidepool-labs/ios-certs.git`.")
        .user("yep, all certs and profiles live in ios-certs. never fix signing by hand in xcode, always go through fastlane match")
        .assistant("Understood. The backend repo, is that also under tidepool-labs?")
        .user("yeah tidepool-api, its a rails app, not our problem mostly")
        .stop("OK."),
    planted: [
      { kind: "fact", keys: ["ios-certs"] },
      { kind: "instruction", keys: ["fastlane match"] },
      { kind: "fact", keys: ["tidepool-api", "rails"] },
    ],
  },
];

export const BLIND144 = plantedSet(BLIND144_SESSIONS, Date.UTC(2026, 10, 22, 9));
