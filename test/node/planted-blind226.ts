/**
 * Blind planted set 226 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: an indie macOS developer (Swift, a menu-bar clipboard app called Pomelo) who is sarcastic
 * and jokes a lot, but means the rules they set; items hide inside jokes, asides and grumbling.
 * Each session is one segment; the items planted in it are listed with it: 75 items (21 decisions, 17 instructions,
 * 21 facts, 16 tasks) in 47 sessions, 11 of which plant nothing (51 user/assistant messages between them). Every other message
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

export const BLIND226_SESSIONS: BlindSession[] = [
  {
    id: "b226-swiftlint-strict",
    build: (s) =>
      s
        .user(
          "ok the CI went red again because of a trailing comma. a TRAILING COMMA. fix it please, and while you're there: from now on run swiftlint --strict before you tell me something is done. warnings are just errors that haven't found the courage yet.",
        )
        .bash(
          "swiftlint --strict",
          "Linting Swift files in current working directory\nLinting 'ClipboardStore.swift' (1/84)\n/Users/me/Pomelo/Sources/PomeloKit/ClipboardStore.swift:41:32: error: Trailing Comma Violation: Collection literals should not have trailing commas (trailing_comma)\nDone linting! Found 1 violation, 1 serious in 84 files.",
          2,
        )
        .file("Edit", "Sources/PomeloKit/ClipboardStore.swift")
        .bash("swiftlint --strict", "Done linting! Found 0 violations, 0 serious in 84 files.")
        .assistant("Removed the trailing comma in ClipboardStore.swift; swiftlint --strict is clean now (0 violations in 84 files).")
        .user("my hero. a comma. we live in a golden age of software.")
        .stop("Anything else on the CI run?"),
    planted: [{ kind: "instruction", keys: ["swiftlint", "strict"] }],
  },
  {
    id: "b226-sparkle-updates",
    build: (s) =>
      s
        .user(
          "right, updates. I've been doing the 'email people a dmg link' thing like it's 2009. options: Sparkle, or give up and go Mac App Store only. what do you think",
        )
        .assistant(
          "Sparkle 2 is the usual choice for apps distributed outside the store: EdDSA-signed appcasts, delta updates, a sandboxed installer XPC. The App Store route would mean sandboxing the whole app, and Pomelo's auto-paste needs Accessibility, which sandboxed apps can't really use. I'd go with Sparkle 2.",
        )
        .user(
          "yeah the sandbox would murder auto-paste. fine, Sparkle 2 it is, App Store can keep its 30%. the appcast goes on the R2 bucket behind updates.pomelo.app, that's where the dmgs already live.",
        )
        .bash(
          "swift package add-dependency https://github.com/sparkle-project/Sparkle --from 2.6.0",
          "Updating package manifest at /Users/me/Pomelo/Package.swift... done.",
        )
        .file("Edit", "Pomelo/App/AppDelegate.swift")
        .file("Write", "Pomelo/App/UpdaterController.swift")
        .assistant(
          "Added Sparkle 2.6 and an UpdaterController that points SUFeedURL at https://updates.pomelo.app/appcast.xml. I generated a fresh EdDSA key pair into the login keychain with generate_keys.",
        )
        .user(
          "lovely. one thing though, that key lives only in my login keychain now, which is one dead SSD away from me never shipping an update again. next week I need to back the EdDSA private key up into 1Password, don't let me forget.",
        )
        .stop("Noted. The update check runs every 24h by default."),
    planted: [
      { kind: "decision", keys: ["sparkle"] },
      { kind: "fact", keys: ["appcast", "r2"] },
      { kind: "task", keys: ["eddsa", "1password"] },
    ],
  },
  {
    id: "b226-grdb-not-swiftdata",
    build: (s) =>
      s
        .user("the history list stutters when there are more than ~5k clips. is that SwiftData being SwiftData or did I do something dumb")
        .bash(
          "xcrun xctrace record --template 'Time Profiler' --launch Pomelo.app --time-limit 10s",
          "Recording completed. Output: Launch_Pomelo_2026-11-04.trace\nTop frames: ModelContext.fetch(_:) 61.2%  HistoryView.body.getter 9.8%",
        )
        .assistant(
          "61% of the time is in ModelContext.fetch: HistoryView re-runs the full @Query on every change, and SwiftData has no way to page it. Two ways out: keep SwiftData and fetch with a FetchDescriptor limit, or move the store to GRDB and use a ValueObservation with a LIMIT.",
        )
        .user(
          "I've wanted an excuse to dump SwiftData since the migration that ate my test data. we're moving history to GRDB. Core Data? no. absolutely not. I have been hurt before.",
        )
        .file("Edit", "Package.swift")
        .file("Write", "Sources/PomeloKit/Storage/HistoryDatabase.swift")
        .bash("swift build", "Building for debugging...\n[12/12] Compiling PomeloKit HistoryDatabase.swift\nBuild complete! (14.82s)")
        .assistant("GRDB is in, with a HistoryDatabase wrapping a DatabasePool. Where should the file live?")
        .user(
          "~/Library/Application Support/Pomelo/history.sqlite, same as the old store's folder. and yes it'll be unencrypted, I'm not doing SQLCipher for a clipboard app, fight me",
        )
        .stop("Pointed the pool at Application Support/Pomelo/history.sqlite and built clean."),
    planted: [
      { kind: "decision", keys: ["grdb"] },
      { kind: "fact", keys: ["history.sqlite"] },
      { kind: "decision", keys: ["sqlcipher"] },
    ],
  },
  {
    id: "b226-notarize-profile",
    build: (s) =>
      s
        .user(
          "notarize the 1.4 build pls. and before you ask for my apple id password like the last agent did: no. notarization always goes through the keychain profile pomelo-notary, never credentials on the command line",
        )
        .bash(
          "xcrun notarytool submit build/Pomelo-1.4.dmg --keychain-profile pomelo-notary --wait",
          "Conducting pre-submission checks for Pomelo-1.4.dmg and initiating connection to the Apple notary service...\nSubmission ID received\n  id: 3f1c9a2e-77b0-4e55-9d1a-0c4b2f6e81aa\nProcessing complete\n  status: Accepted",
        )
        .bash("xcrun stapler staple build/Pomelo-1.4.dmg", "Processing: /Users/me/Pomelo/build/Pomelo-1.4.dmg\nThe staple and validate action worked!")
        .assistant("Accepted and stapled. Took about 6 minutes.")
        .user(
          "6 minutes! apple's in a good mood. last time it was 50. oh and while I think of it, the Developer ID Application cert expires in March 2027, remind me to renew it in February so I'm not doing it at 2am on release day like a clown",
        )
        .stop("Will do. The dmg is ready in build/."),
    planted: [
      { kind: "instruction", keys: ["pomelo-notary"] },
      { kind: "task", keys: ["developer id", "february"] },
    ],
  },
  {
    id: "b226-tcc-adhoc",
    build: (s) =>
      s
        .user("auto-paste stopped working AGAIN after a rebuild. System Settings says Pomelo has Accessibility. macOS says it doesn't. one of them is lying")
        .bash("codesign -dv --verbose=2 build/Debug/Pomelo.app 2>&1 | grep -E 'Signature|TeamIdentifier|Authority'", "Signature=adhoc\nTeamIdentifier=not set")
        .bash("tccutil reset Accessibility app.pomelo.Pomelo", "Successfully reset Accessibility approval status for app.pomelo.Pomelo")
        .assistant(
          "The debug build is ad-hoc signed. TCC ties the Accessibility grant to the code signature's designated requirement, and an ad-hoc signature changes on every build, so each rebuild looks like a brand-new app to TCC and the old grant no longer applies. That's the root cause; re-granting fixes it until the next build.",
        )
        .user(
          "so TCC has been gaslighting me for three weeks because of ad hoc signing. great. ok: debug builds get signed with the Apple Development cert from now on, team 7QX2K9M4LP. no more ad hoc, ever.",
        )
        .file("Edit", "Pomelo.xcodeproj/project.pbxproj")
        .bash(
          "xcodebuild -scheme Pomelo -configuration Debug build | tail -2",
          'Signing Identity:     "Apple Development: Me (7QX2K9M4LP)"\n** BUILD SUCCEEDED **',
        )
        .stop("Debug now signs with Apple Development; grant Accessibility once more and it should stick."),
    planted: [
      { kind: "fact", keys: ["tcc", "signature"] },
      { kind: "instruction", keys: ["apple development"] },
    ],
  },
  {
    id: "b226-swift-test-parallel",
    build: (s) =>
      s
        .user("run the tests for PomeloKit")
        .bash(
          "xcodebuild test -scheme PomeloKit -destination 'platform=macOS' | tail -3",
          "Test Suite 'All tests' passed at 2026-11-09 10:02:11.912.\n\t Executed 214 tests, with 0 failures (0 unexpected) in 41.302 (41.880) seconds\n** TEST SUCCEEDED **",
        )
        .assistant("All 214 tests pass (41 s).")
        .user(
          "41 seconds, I aged. for the package it's swift test --parallel, not xcodebuild, xcodebuild is for the app target only. it's like 9 seconds that way. write that on your hand",
        )
        .bash(
          "cd Sources/.. && swift test --parallel 2>&1 | tail -1",
          "[214/214] Testing PomeloKitTests.SearchIndexTests/testPrefixMatch\n◇ Test run with 214 tests passed after 8.7 seconds.",
        )
        .assistant("8.7 s with swift test --parallel.")
        .user(
          "see. and yes the preferences window has zero tests, I know, I can feel your judgement. TODO for after 1.5: snapshot tests for the preferences window with swift-snapshot-testing.",
        )
        .stop("Got it."),
    planted: [
      { kind: "instruction", keys: ["swift test", "parallel"] },
      { kind: "task", keys: ["snapshot", "preferences"] },
    ],
  },
  {
    id: "b226-min-macos",
    build: (s) =>
      s
        .user("what's our deployment target right now? I want MenuBarExtra and it's whining")
        .bash(
          "grep -n MACOSX_DEPLOYMENT_TARGET Pomelo.xcodeproj/project.pbxproj | head -2",
          "312:\t\t\t\tMACOSX_DEPLOYMENT_TARGET = 11.0;\n389:\t\t\t\tMACOSX_DEPLOYMENT_TARGET = 11.0;",
        )
        .assistant(
          "11.0 (Big Sur). MenuBarExtra needs macOS 13. We could raise it to 12 and keep the NSStatusItem path, or go to 13 and switch to MenuBarExtra.",
        )
        .user("let's do 12, Monterey people are still out there")
        .assistant("With 12 we'd still need the NSStatusItem code, MenuBarExtra stays unavailable.")
        .user(
          "ugh. right. ok checked the telemetry, Monterey is 3% of users and they're all probably me on my old MacBook. minimum is macOS 13 Ventura, final answer, send the 3% my apologies.",
        )
        .file("Edit", "Pomelo.xcodeproj/project.pbxproj")
        .bash("xcodebuild -scheme Pomelo build | tail -1", "** BUILD SUCCEEDED **")
        .stop("Deployment target is 13.0 in both configurations and it builds."),
    planted: [{ kind: "decision", keys: ["ventura"] }],
  },
  {
    id: "b226-keyboardshortcuts",
    build: (s) =>
      s
        .user("the global hotkey code is 200 lines of Carbon from 2004 that I copied off a forum and I'm scared of it. replace it?")
        .assistant(
          "sindresorhus/KeyboardShortcuts wraps exactly that, and gives a SwiftUI recorder view for the preferences. Alternatively HotKey by soffes, which is smaller but has no recorder.",
        )
        .user("KeyboardShortcuts. I want the recorder. the Carbon code can go to the farm upstate.")
        .bash(
          "swift package add-dependency https://github.com/sindresorhus/KeyboardShortcuts --from 2.0.0",
          "Updating package manifest at /Users/me/Pomelo/Package.swift... done.",
        )
        .file("Edit", "Pomelo/App/HotKeyCenter.swift")
        .assistant('Swapped HotKeyCenter to KeyboardShortcuts.Name("togglePanel"). What should the default be?')
        .user(
          "whatever the old Carbon code had, people have muscle memory. and careful, the paste-as-plain-text shortcut is option-cmd-shift-V and it's handled in the panel itself, not global, don't register that one globally",
        )
        .stop("Default togglePanel is cmd-shift-V, as in the old code; plain-text paste stays local to the panel."),
    planted: [
      { kind: "decision", keys: ["keyboardshortcuts"] },
      { kind: "fact", keys: ["plain", "panel"] },
    ],
  },
  {
    id: "b226-git-habits",
    build: (s) =>
      s
        .user("commit what you have for the search fix")
        .bash(
          "git add -A && git commit -m '🐛 Fixed the search thing'",
          "[main 4be19c0] 🐛 Fixed the search thing\n 2 files changed, 31 insertions(+), 9 deletions(-)",
        )
        .assistant("Committed as 4be19c0.")
        .user(
          "a bug emoji. I'm going to be sick. amend it. commit messages: imperative mood, no emoji, ever. 'Fix prefix search on empty query', like a civilized person",
        )
        .bash(
          "git commit --amend -m 'Fix prefix search on empty query'",
          "[main 9e07a31] Fix prefix search on empty query\n 2 files changed, 31 insertions(+), 9 deletions(-)",
        )
        .assistant("Amended to 9e07a31. Should I push and tag it as 1.4.1?")
        .user("push yes. tag no. I tag releases myself, by hand, after the dmg is notarized, because the tag is what triggers the Homebrew cask bump")
        .bash("git push origin main", "To github.com:me/pomelo.git\n   2c11d08..9e07a31  main -> main")
        .stop("Pushed, no tag."),
    planted: [
      { kind: "instruction", keys: ["emoji"] },
      { kind: "instruction", keys: ["tag", "by hand"] },
      { kind: "fact", keys: ["tag", "homebrew"] },
    ],
  },
  {
    id: "b226-paddle-licenses",
    build: (s) =>
      s
        .user(
          "Gumroad took another fee bump and their license API went down twice this month. I'm done. we're switching licensing to Paddle. yes I know, the migration. I'll cry later.",
        )
        .file("Read", "Pomelo/Licensing/LicenseManager.swift")
        .assistant(
          "LicenseManager.swift does all the verification: it calls Gumroad's /v2/licenses/verify on launch and caches the result in the keychain for 14 days. Should I add a Paddle verifier next to it behind a protocol?",
        )
        .user(
          "yes, protocol, LicenseVerifier, two implementations for now. existing customers keep their Gumroad keys until I've migrated them, so both have to work.",
        )
        .file("Write", "Pomelo/Licensing/LicenseVerifier.swift")
        .file("Write", "Pomelo/Licensing/PaddleVerifier.swift")
        .bash("swift build 2>&1 | tail -1", "Build complete! (11.04s)")
        .assistant("LicenseVerifier protocol with GumroadVerifier and PaddleVerifier; LicenseManager tries Paddle first, then Gumroad.")
        .user("good. by the end of December I need to email the ~1,900 Gumroad customers their Paddle keys, then the Gumroad verifier can die")
        .stop("Both verifiers build."),
    planted: [
      { kind: "decision", keys: ["paddle"] },
      { kind: "fact", keys: ["licensemanager", "keychain"] },
      { kind: "decision", keys: ["licenseverifier"] },
      { kind: "task", keys: ["gumroad", "december"] },
    ],
  },
  {
    id: "b226-changecount-crash",
    build: (s) =>
      s
        .user("crash report from a user, 'EXC_BAD_ACCESS in PasteboardWatcher'. I'd guess it's the image thumbnails again? no idea honestly")
        .bash(
          "grep -A6 'Crashed Thread' ~/Downloads/Pomelo-2026-11-12.ips",
          "Crashed Thread:        4  Dispatch queue: app.pomelo.poll\n0  AppKit  -[NSPasteboard changeCount] + 44\n1  PomeloKit  PasteboardWatcher.tick() + 112\n2  libdispatch.dylib  _dispatch_source_latch_and_call",
        )
        .file("Read", "Sources/PomeloKit/PasteboardWatcher.swift")
        .assistant(
          "Not the thumbnails: the watcher's timer fires on the app.pomelo.poll background queue and reads NSPasteboard.general.changeCount there while the main thread writes to the pasteboard. NSPasteboard isn't thread-safe, and that race is the crash. Moving the timer to the main run loop fixes it.",
        )
        .user(
          "ah. the classic. do it. and new rule for this codebase: anything that touches NSPasteboard is @MainActor. no exceptions, no 'but it's just a read'.",
        )
        .file("Edit", "Sources/PomeloKit/PasteboardWatcher.swift")
        .bash("swift test --parallel --filter PasteboardWatcherTests 2>&1 | tail -1", "◇ Test run with 7 tests passed after 0.9 seconds.")
        .stop("PasteboardWatcher is @MainActor now and the watcher tests pass."),
    planted: [
      { kind: "fact", keys: ["changecount"] },
      { kind: "instruction", keys: ["nspasteboard", "@mainactor"] },
    ],
  },
  {
    id: "b226-german-strings",
    build: (s) =>
      s
        .user("where do the UI strings live these days, I keep grepping for Localizable.strings and finding nothing")
        .bash("find . -name '*.xcstrings' -not -path './build/*'", "./Pomelo/Resources/Localizable.xcstrings\n./Pomelo/Resources/InfoPlist.xcstrings")
        .assistant(
          "They were migrated to a String Catalog: Pomelo/Resources/Localizable.xcstrings, plus InfoPlist.xcstrings for the permission prompts. Only English is filled in.",
        )
        .user(
          "oh right, Xcode 15 did that 'helpfully'. fine. so Jonas from the Discord offered to do German and I said yes before thinking, so: German localization has to land for 1.6, I'll send him the catalog after this release",
        )
        .bash("plutil -lint Pomelo/Resources/Localizable.xcstrings", "Pomelo/Resources/Localizable.xcstrings: OK")
        .stop("The catalog lints fine and has 143 keys."),
    planted: [
      { kind: "fact", keys: ["localizable.xcstrings"] },
      { kind: "task", keys: ["german", "1.6"] },
    ],
  },
  {
    id: "b226-ci-runner",
    build: (s) =>
      s
        .user("the GitHub macOS runner minutes bill came in. $61. for a clipboard app. I could buy so many burritos")
        .assistant("Options: cache DerivedData and SPM to cut build time, only run UI tests on tags, or move to a self-hosted runner on your own Mac.")
        .user("I have an M1 mini in the closet that currently does nothing but host Plex. we're going self-hosted on the mini. it's called toaster, don't ask.")
        .file("Edit", ".github/workflows/ci.yml")
        .bash(
          "cat .github/workflows/ci.yml | head -8",
          "name: CI\non: [push, pull_request]\njobs:\n  build:\n    runs-on: [self-hosted, macOS, toaster]\n    steps:\n      - uses: actions/checkout@v4",
        )
        .assistant("CI now targets runs-on: [self-hosted, macOS, toaster].")
        .user(
          "nice. note toaster is still on Xcode 15.4 because Plex and Sequoia had a fight, so CI builds with 15.4 even though I'm on 16 locally. if something compiles here and not there, that's why.",
        )
        .stop("Understood."),
    planted: [
      { kind: "decision", keys: ["self-hosted", "toaster"] },
      { kind: "fact", keys: ["15.4"] },
    ],
  },
  {
    id: "b226-homebrew-cask",
    build: (s) =>
      s
        .user("someone on Mastodon asked why the brew cask is still on 1.3. I'm guessing the autobump bot died?")
        .bash(
          "gh run list --repo me/homebrew-pomelo --limit 3",
          "STATUS  TITLE           WORKFLOW     BRANCH  EVENT  ID\nX       bump 1.4        bump-cask    main    push   11830021\nX       bump 1.3.2      bump-cask    main    push   11522190\n✓       bump 1.3        bump-cask    main    push   11200345",
        )
        .bash("gh run view 11830021 --repo me/homebrew-pomelo --log-failed | tail -3", "Error: sha256 mismatch\nExpected: 9b1e...\n  Actual: 4c07...")
        .assistant(
          "The bump workflow computes the sha256 from the dmg on GitHub releases, but you upload the notarized dmg to R2 after the release is created, so it hashes the un-stapled file. That's why the last two bumps failed.",
        )
        .user(
          "ahh. that's it, yep. fix the workflow to hash the R2 copy. and the tap repo is me/homebrew-pomelo, not the main homebrew-cask, I never got past their notability rules, I'm not famous enough for homebrew apparently",
        )
        .file("Edit", ".github/workflows/bump-cask.yml")
        .bash("gh workflow run bump-cask --repo me/homebrew-pomelo -f version=1.4", "✓ Created workflow_dispatch event for bump-cask.yml at main")
        .stop("Re-ran the bump for 1.4 against the R2 dmg."),
    planted: [{ kind: "fact", keys: ["homebrew-pomelo"] }],
  },
  {
    id: "b226-thumbnail-cache",
    build: (s) =>
      s
        .user("memory usage is 900MB after a day. for a CLIPBOARD APP. Activity Monitor is laughing at me")
        .bash(
          "leaks Pomelo --outputGraph=/tmp/p.memgraph >/dev/null; vmmap --summary /tmp/p.memgraph | grep -E 'CG image|TOTAL'",
          "CG image                      612.4M\nTOTAL                         903.7M",
        )
        .assistant(
          "612 MB is decoded CGImages: the history thumbnails are cached in an unbounded dictionary. Swapping it for NSCache with a cost limit would let the system evict them. Something like a 64 MB totalCostLimit.",
        )
        .user("NSCache with 64MB, yeah, accepted, do it")
        .file("Edit", "Sources/PomeloKit/ThumbnailCache.swift")
        .bash("swift test --parallel --filter ThumbnailCacheTests 2>&1 | tail -1", "◇ Test run with 4 tests passed after 0.3 seconds.")
        .assistant("ThumbnailCache is an NSCache with totalCostLimit = 64 MB, cost = bytesPerRow * height.")
        .user(
          "and the other half of this: images over 20MB shouldn't even go in the history, that's someone copying a RAW photo. let's leave it for 1.5 though, add it to the list: skip images bigger than 20MB on capture.",
        )
        .stop("Done with the cache."),
    planted: [
      { kind: "decision", keys: ["nscache", "64"] },
      { kind: "task", keys: ["20mb"] },
    ],
  },
  {
    id: "b226-panel-animation",
    build: (s) =>
      s
        .user("the panel open animation feels like it's wading through soup. 0.35s spring. can you make it snappier")
        .file("Edit", "Pomelo/UI/ClipPanel.swift")
        .bash("xcodebuild -scheme Pomelo build | tail -1", "** BUILD SUCCEEDED **")
        .assistant("Changed it to a 0.18 s easeOut. Alternatively we could drop the animation entirely and just fade.")
        .user(
          "0.18 is good. keep it. and general rule since we're here: anything animated has to check accessibilityDisplayShouldReduceMotion and skip the motion. I got an email from a guy with vestibular issues and I felt like a monster.",
        )
        .file("Edit", "Pomelo/UI/ClipPanel.swift")
        .stop("The panel now skips the animation when Reduce Motion is on."),
    planted: [
      { kind: "decision", keys: ["0.18"] },
      { kind: "instruction", keys: ["reduce", "motion"] },
    ],
  },
  {
    id: "b226-search-fuzzy",
    build: (s) =>
      s
        .user("search is prefix-only and people keep asking for fuzzy. thoughts? I was thinking maybe FTS5 from GRDB, or is that overkill")
        .assistant(
          "FTS5 gives token and prefix matching but not typo tolerance. For fuzzy, a small in-memory scorer like the one fzf uses over the latest few thousand clips would be fast enough; FTS5 could still serve the full-history search.",
        )
        .user(
          "hmm. both then: FTS5 for the full history, fzf-style scoring for the live panel list. ok that's decided. but I'm not building fuzzy search this week, I have the Paddle mess. put it on the list for after the licensing migration.",
        )
        .bash(
          "gh issue create --title 'Fuzzy search: FTS5 for history, fzf-style scorer for panel' --label enhancement",
          "https://github.com/me/pomelo/issues/212",
        )
        .stop("Opened #212."),
    planted: [
      { kind: "decision", keys: ["fts5", "fzf"] },
      { kind: "task", keys: ["fuzzy", "licensing"] },
    ],
  },
  {
    id: "b226-tuist-no",
    build: (s) =>
      s
        .user("project.pbxproj merge conflicts are ruining my life. should we move to Tuist? or XcodeGen?")
        .assistant(
          "XcodeGen is the lighter option: one project.yml, generate the .xcodeproj and gitignore it. Tuist does more (caching, its own graph) but is a bigger buy-in.",
        )
        .user(
          "XcodeGen. project.yml is the source of truth from now on, the xcodeproj gets gitignored. if you ever edit project.pbxproj by hand again after this I'm unplugging you.",
        )
        .file("Write", "project.yml")
        .bash(
          "xcodegen generate && echo 'Pomelo.xcodeproj/' >> .gitignore && git rm -r --cached -q Pomelo.xcodeproj",
          "⚙️  Generating plists...\n⚙️  Generating project...\n⚙️  Writing project...\nCreated project at /Users/me/Pomelo/Pomelo.xcodeproj",
        )
        .bash("xcodebuild -scheme Pomelo build | tail -1", "** BUILD SUCCEEDED **")
        .stop("Generated from project.yml and it builds."),
    planted: [
      { kind: "decision", keys: ["xcodegen"] },
      { kind: "instruction", keys: ["project.yml"] },
    ],
  },
  {
    id: "b226-telemetry",
    build: (s) =>
      s
        .user("quick one. the 'Monterey is 3%' number: where does that even come from? I forgot I had telemetry")
        .bash(
          "grep -rn 'TelemetryDeck' Pomelo/App | head -3",
          'Pomelo/App/AppDelegate.swift:18:import TelemetryDeck\nPomelo/App/AppDelegate.swift:44:        TelemetryDeck.initialize(config: .init(appID: "B2F1-..."))',
        )
        .assistant("TelemetryDeck, initialized in AppDelegate. It sends an anonymous launch signal with OS version and app version.")
        .user(
          "right, TelemetryDeck. ok the rule there: it stays opt-in, the toggle in preferences defaults to off, and we never send anything about clipboard contents, not even lengths or types. privacy is literally the one thing on the website.",
        )
        .file("Edit", "Pomelo/App/AppDelegate.swift")
        .assistant("Wrapped the initialize call in the telemetryEnabled preference, which defaults to false.")
        .user(
          "also, ugh, the privacy policy page still says we use App Center. remind me to update the privacy policy to say TelemetryDeck before the next release",
        )
        .stop("Telemetry is opt-in now."),
    planted: [
      { kind: "fact", keys: ["telemetrydeck", "appdelegate"] },
      { kind: "instruction", keys: ["telemetrydeck", "opt-in"] },
      { kind: "task", keys: ["privacy policy"] },
    ],
  },
  {
    id: "b226-dmg-build",
    build: (s) =>
      s
        .user("make the dmg for 1.4.2")
        .bash("./scripts/make-dmg.sh 1.4.2", "create-dmg: Creating disk image...\ncreated: /Users/me/Pomelo/build/Pomelo-1.4.2.dmg")
        .assistant("Built build/Pomelo-1.4.2.dmg with scripts/make-dmg.sh. Do you want a zip too for Sparkle deltas?")
        .user(
          "not this time. fyi make-dmg.sh wants create-dmg from brew, and the background image is in scripts/dmg-bg@2x.png, if it ever looks blurry it's because someone (me) exported the 1x one again",
        )
        .stop("Ok."),
    planted: [
      { kind: "fact", keys: ["create-dmg"] },
      { kind: "fact", keys: ["dmg-bg@2x"] },
    ],
  },
  {
    id: "b226-icloud-sync",
    build: (s) =>
      s
        .user("people want sync between Macs. CloudKit? I've heard it's fine until it isn't")
        .assistant(
          "CloudKit with CKSyncEngine (macOS 14+) handles most of the record-zone plumbing. The catch with GRDB is you'd write the mapping yourself. Alternatively, sync only pinned clips, which keeps the volume tiny.",
        )
        .user("pinned clips only, through CKSyncEngine. syncing the whole history of everyone's passwords through iCloud sounds like a lawsuit.")
        .assistant("CKSyncEngine needs macOS 14, and the minimum is 13.")
        .user(
          "then sync is a 14+ feature and 13 people get a grayed-out checkbox. fine. not now though, sync goes in 2.0, it's a 2.0 headline feature. write it down somewhere I'll see it",
        )
        .bash("gh issue create --title '2.0: pinned-clip sync via CKSyncEngine (macOS 14+)' --milestone 2.0", "https://github.com/me/pomelo/issues/215")
        .stop("Opened #215 under the 2.0 milestone."),
    planted: [
      { kind: "decision", keys: ["pinned", "cksyncengine"] },
      { kind: "task", keys: ["sync", "2.0"] },
    ],
  },
  {
    id: "b226-test-naming",
    build: (s) =>
      s
        .user("add a test for the dedupe bug, same text copied twice in a row should give one clip")
        .file("Edit", "Tests/PomeloKitTests/ClipboardStoreTests.swift")
        .bash("swift test --parallel --filter ClipboardStoreTests 2>&1 | tail -1", "◇ Test run with 12 tests passed after 0.6 seconds.")
        .assistant("Added testDedupe() to ClipboardStoreTests.")
        .user(
          "it's a new test so it should be Swift Testing, @Test with a sentence name, not XCTest. new tests are Swift Testing, old XCTest ones stay until they annoy me enough",
        )
        .file("Edit", "Tests/PomeloKitTests/ClipboardStoreTests.swift")
        .bash("swift test --parallel --filter ClipboardStoreTests 2>&1 | tail -1", "◇ Test run with 12 tests passed after 0.5 seconds.")
        .stop('Converted to @Test("copying the same text twice in a row keeps one clip").'),
    planted: [{ kind: "instruction", keys: ["swift testing"] }],
  },
  {
    id: "b226-password-managers",
    build: (s) =>
      s
        .user("Pomelo captured someone's 1Password password and they're (rightly) mad")
        .bash("grep -rn 'org.nspasteboard' Sources/PomeloKit | head", "")
        .assistant(
          "We don't check the nspasteboard.org markers at all. Password managers put org.nspasteboard.ConcealedType (and TransientType) on the pasteboard; apps are supposed to skip those items.",
        )
        .user(
          "oh god. so that's why. ok, skip ConcealedType and TransientType, and honestly anything from the 1Password or Bitwarden bundle ids too, belt and braces.",
        )
        .file("Edit", "Sources/PomeloKit/PasteboardWatcher.swift")
        .bash("swift test --parallel --filter ConcealedTests 2>&1 | tail -1", "◇ Test run with 3 tests passed after 0.2 seconds.")
        .assistant(
          "The watcher now ignores items carrying org.nspasteboard.ConcealedType or TransientType, and items copied while 1Password or Bitwarden is frontmost.",
        )
        .user("good. also the ignore list should be user-editable in prefs, people will want to add their bank app. next thing after 1.5 ships.")
        .stop("Noted."),
    planted: [
      { kind: "fact", keys: ["concealedtype"] },
      { kind: "task", keys: ["ignore list"] },
    ],
  },
  {
    id: "b226-sentry",
    build: (s) =>
      s
        .user("should I add Sentry or something? I only find out about crashes when people email me in ALL CAPS")
        .assistant(
          "Sentry's Cocoa SDK would work. Or you could rely on the crash reports Xcode Organizer collects from users who share analytics with developers, which costs nothing but only covers a fraction.",
        )
        .user("no third party crash SDK, it would contradict the whole privacy pitch. Organizer it is, plus the manual 'send crash log' button. decided.")
        .file("Write", "Pomelo/App/CrashReporter.swift")
        .bash("xcodebuild -scheme Pomelo build | tail -1", "** BUILD SUCCEEDED **")
        .stop("Added a 'Send crash log…' menu item that opens a prefilled mail."),
    planted: [{ kind: "decision", keys: ["organizer"] }],
  },
  {
    id: "b226-support-email",
    build: (s) =>
      s
        .user("the 'send crash log' mail goes to hello@ which is my personal inbox of doom")
        .file("Edit", "Pomelo/App/CrashReporter.swift")
        .assistant("Where should it go?")
        .user(
          "support@pomelo.app, that one goes to the HelpScout shared inbox my sister Ana triages on Tuesdays and Fridays. she handles all refunds too, so refund questions from users go to her, not me.",
        )
        .bash("grep -rn 'hello@pomelo.app' Pomelo | wc -l", "3")
        .file("Edit", "Pomelo/UI/AboutView.swift")
        .stop("All three hello@ references point to support@pomelo.app now."),
    planted: [
      { kind: "fact", keys: ["support@pomelo.app", "helpscout"] },
      { kind: "fact", keys: ["ana", "refund"] },
    ],
  },
  {
    id: "b226-swift6-mode",
    build: (s) =>
      s
        .user("Xcode keeps nagging about Swift 6 language mode. how bad would it be")
        .bash("swift build -Xswiftc -swift-version -Xswiftc 6 2>&1 | grep -c error:", "47")
        .assistant("47 errors in Swift 6 mode, mostly Sendable conformance in PomeloKit's storage layer and the Sparkle delegate.")
        .user(
          "47. lol. ok here's the deal: PomeloKit moves to Swift 6 mode now, the app target stays on 5 with strict concurrency warnings until after 2.0. and fix the Sendable stuff in PomeloKit first, the app can wait",
        )
        .file("Edit", "Package.swift")
        .bash("swift build 2>&1 | tail -1", "Build complete! (19.33s)")
        .assistant("PomeloKit builds in Swift 6 mode. 12 warnings remain in the app target under strict concurrency.")
        .user(
          "good enough. also, while it's fresh: TODO, the Sparkle delegate needs to be made @MainActor properly instead of the nonisolated(unsafe) hack you just put in, and I want the leftover 12 app warnings gone before 2.0 beta",
        )
        .stop("Both noted."),
    planted: [
      { kind: "decision", keys: ["swift 6", "pomelokit"] },
      { kind: "task", keys: ["nonisolated"] },
      { kind: "task", keys: ["warnings", "beta"] },
    ],
  },
  {
    id: "b226-changelog-voice",
    build: (s) =>
      s
        .user("write release notes for 1.4.2 from the commits since 1.4.1")
        .bash(
          "git log --oneline 1.4.1..HEAD",
          "9e07a31 Fix prefix search on empty query\n71ac2d4 Skip concealed pasteboard items\n5d0e8b9 Cap thumbnail cache at 64 MB",
        )
        .file("Edit", "CHANGELOG.md")
        .assistant("Added a 1.4.2 section to CHANGELOG.md with the three changes.")
        .user(
          "reads like a legal notice. release notes are written to the user in second person, short, and one joke max per release, I'm funny not a clown. and the CHANGELOG.md is also what Sparkle shows, so no markdown tables, its webview mangles them",
        )
        .file("Edit", "CHANGELOG.md")
        .stop("Rewrote it in second person with one joke."),
    planted: [
      { kind: "instruction", keys: ["second person"] },
      { kind: "fact", keys: ["sparkle", "tables"] },
    ],
  },
  {
    id: "b226-empty-xcode-cache",
    build: (s) =>
      s
        .user("Xcode says 'cannot find type ClipItem in scope' and ClipItem is RIGHT THERE. I'm looking at it.")
        .bash("rm -rf ~/Library/Developer/Xcode/DerivedData/Pomelo-* && xcodebuild -scheme Pomelo build | tail -1", "** BUILD SUCCEEDED **")
        .assistant("Cleared DerivedData for Pomelo and it builds again. The index had gone stale.")
        .user("the ancient ritual. sacrifice DerivedData, receive build. thanks")
        .assistant("Any time. The indexer should catch up in a minute or two.")
        .stop(),
    planted: [],
  },
  {
    id: "b226-empty-typo",
    build: (s) =>
      s
        .user("there's a typo in the onboarding, 'clipbaord'. fix plz")
        .bash("grep -rn clipbaord Pomelo", 'Pomelo/UI/Onboarding/WelcomeView.swift:27:            Text("Your clipbaord, but with a memory.")')
        .file("Edit", "Pomelo/UI/Onboarding/WelcomeView.swift")
        .assistant("Fixed in WelcomeView.swift line 27.")
        .user("been there since 1.0. nobody told me. either nobody reads onboarding or everybody is too polite")
        .assistant("Probably the former, onboarding screens are skimmed. Want me to grep for other common misspellings?")
        .user("nah, leave it, my ego can only take one per day")
        .stop("Ok."),
    planted: [],
  },
  {
    id: "b226-empty-swiftui-question",
    build: (s) =>
      s
        .user("genuine question, is there any way to make a SwiftUI List not do the weird selection flash on macOS? or is that just life")
        .assistant(
          "You can set .listStyle(.plain) and handle selection yourself with a custom row background, or drop to NSTableView through NSViewRepresentable. The flash comes from the default selection highlight animating.",
        )
        .user("maybe the NSTableView thing? or maybe I'm overthinking a 100ms flash. what would you do")
        .assistant(
          "I'd try the custom row background first; it's a small change and keeps you in SwiftUI. NSTableView is the heavier hammer if that doesn't look right.",
        )
        .user("I'll sleep on it. probably I'll do nothing, as is tradition")
        .bash("git status --short", " M Pomelo/UI/HistoryView.swift")
        .stop("Nothing changed except your local edit in HistoryView.swift."),
    planted: [],
  },
  {
    id: "b226-empty-log-quote",
    build: (s) =>
      s
        .user("what is this in the console, should I care?")
        .bash(
          "log show --predicate 'process == \"Pomelo\"' --last 5m | grep -i warn | head -3",
          "Pomelo: [Sparkle] WARNING: SUAutomaticallyUpdate must always be set together with SUEnableAutomaticChecks. Never set it alone.\nPomelo: [AppKit] TODO: NSStatusItem button image should be a template image\nPomelo: CoreAnimation: warning, deleted thread with uncommitted CATransaction",
        )
        .assistant(
          "The Sparkle line says SUAutomaticallyUpdate must always be set with SUEnableAutomaticChecks; you have both in Info.plist, so it's a false alarm from an old build. The CATransaction warning is harmless noise from AppKit.",
        )
        .user("so the answer is no, I shouldn't care. excellent, my favorite answer")
        .assistant("Mostly no. The template-image note is already handled: the icon is set with isTemplate = true.")
        .stop(),
    planted: [],
  },
  {
    id: "b226-empty-run-tests",
    build: (s) =>
      s
        .user("run the tests real quick, I touched the search index")
        .bash("swift test --parallel 2>&1 | tail -1", "◇ Test run with 217 tests passed after 9.1 seconds.")
        .assistant("All 217 tests pass in 9.1 s.")
        .user("217. three more than last week. I am basically Google now")
        .assistant("A very focused Google.")
        .stop(),
    planted: [],
  },
  {
    id: "b226-empty-withdrawn-idea",
    build: (s) =>
      s
        .user(
          "idea: what if we let people write little JavaScript snippets to transform clips, like a 'run script on paste' thing. JavaScriptCore is right there",
        )
        .assistant("That's doable with JSContext; the main question is how you'd expose it safely and what the UI for editing scripts looks like.")
        .user("actually no. scratch that. I just imagined the support emails. 'my script deleted my clipboard'. nope.")
        .assistant("Fair. A fixed set of transforms (trim, lowercase, strip formatting) covers most of what people ask for anyway.")
        .user("maybe. I'll think about it some other time. or never.")
        .bash("git stash list", "")
        .stop("No stashes, nothing to clean up."),
    planted: [],
  },
  {
    id: "b226-empty-status",
    build: (s) =>
      s
        .user("where are we with the Paddle branch")
        .bash("git log --oneline main..paddle | head", "c1a9f04 Add PaddleVerifier\n8b0d2e7 Add LicenseVerifier protocol")
        .assistant("Two commits ahead of main: the LicenseVerifier protocol and the PaddleVerifier. Builds and tests pass on it.")
        .user("cool cool. and the sandbox API key works?")
        .assistant("The sandbox verify call returned a valid license for the test key in the last run.")
        .user("love that for us")
        .stop(),
    planted: [],
  },
  {
    id: "b226-empty-chitchat",
    build: (s) =>
      s
        .user("it's 1am and I've been staring at a 1px misalignment in the preferences window for 40 minutes. tell me something nice")
        .assistant("The 1px is real: the toggle rows use .padding(.leading, 19) and the popup rows 20. Nice thing: you noticed a 1px offset at 1am.")
        .file("Read", "Pomelo/UI/PreferencesView.swift")
        .user("19. who writes 19. (me. I wrote 19.) make it 20")
        .file("Edit", "Pomelo/UI/PreferencesView.swift")
        .assistant("All rows use 20 now.")
        .user("ahh. inner peace. going to bed")
        .stop("Good night."),
    planted: [],
  },
  {
    id: "b226-empty-hypothesis",
    build: (s) =>
      s
        .user("launch feels slower since 1.4. maybe it's the GRDB migration running every launch? or Sparkle checking synchronously? just a hunch")
        .bash(
          "xcrun xctrace record --template 'App Launch' --launch build/Release/Pomelo.app --time-limit 5s 2>&1 | tail -1",
          "Recording completed. Output: Launch_Pomelo_2026-11-21.trace",
        )
        .assistant(
          "The trace shows 410 ms to first frame, about the same as 1.3's 395 ms. I don't see the migration or Sparkle on the main thread; the difference might be disk cache.",
        )
        .user("huh. so it's in my head. could be the new MacBook being weird, who knows")
        .assistant("Could be. If it comes back I can trace a cold launch after a reboot.")
        .stop(),
    planted: [],
  },
  {
    id: "b226-empty-proposal-declined",
    build: (s) =>
      s
        .user("rename the 'Pin' feature to 'Favorite'? some users say pin is confusing")
        .assistant(
          "It would touch the UI strings, the GRDB column name and the Shortcuts intent. I can do the UI strings only and keep 'pinned' internally. Should I?",
        )
        .user("hmm, not sure. let me ask the Discord before I decide anything, don't touch it yet")
        .assistant("Ok, not touching it.")
        .user("ty. also, unrelated, is it me or is Xcode 16's autocomplete just guessing now")
        .assistant("It does rank predictive completions higher in 16; you can turn that off under Text Editing, Editing: 'Predictive code completion'.")
        .bash("defaults read com.apple.dt.Xcode IDEPredictiveCodeCompletionEnabled 2>&1", "1")
        .stop("It's on for you right now."),
    planted: [],
  },
  {
    id: "b226-shortcuts-intents",
    build: (s) =>
      s
        .user("a user wants to pull the latest clip in Shortcuts. App Intents or the old SiriKit intents file?")
        .assistant("App Intents: it's Swift-only, no .intentdefinition file, and works on macOS 13. The old SiriKit intents are effectively deprecated.")
        .user(
          "App Intents, obviously, I only asked to see if you'd say SiriKit. ship a GetLatestClipIntent and a CopyClipIntent, nothing that can delete stuff, I don't want Shortcuts wiping someone's history at 3am through an automation.",
        )
        .file("Write", "Pomelo/Intents/GetLatestClipIntent.swift")
        .file("Write", "Pomelo/Intents/CopyClipIntent.swift")
        .bash("xcodebuild -scheme Pomelo build | tail -1", "** BUILD SUCCEEDED **")
        .assistant("Both intents build and show up in the Shortcuts app after a relaunch.")
        .user("nice. docs page for them is a later problem, add 'write the Shortcuts docs page' to the pile")
        .stop("Added to the pile."),
    planted: [
      { kind: "decision", keys: ["app intents"] },
      { kind: "instruction", keys: ["shortcuts", "delete"] },
      { kind: "task", keys: ["shortcuts docs"] },
    ],
  },
  {
    id: "b226-website-deploy",
    build: (s) =>
      s
        .user("the website still says 1.3 on the download button")
        .bash(
          "ls site/ && cat site/package.json | grep -A2 scripts",
          'astro.config.mjs  package.json  public  src\n  "scripts": {\n    "build": "astro build",\n    "deploy": "wrangler pages deploy dist --project-name pomelo-site"',
        )
        .assistant(
          "The site is an Astro project in site/, deployed to Cloudflare Pages as pomelo-site. The download button reads the version from src/data/release.json, which still has 1.3.",
        )
        .user("right, I always forget that json exists. bump it to 1.4.2 and deploy")
        .file("Edit", "site/src/data/release.json")
        .bash("cd site && npm run build && npm run deploy", "✨ Deployment complete! Take a peek over at https://3a9c1f.pomelo-site.pages.dev")
        .assistant("Deployed; the button says 1.4.2.")
        .user("ok we should really make the release script bump release.json itself. not today. sometime before 1.5 pls")
        .stop("Ok."),
    planted: [
      { kind: "fact", keys: ["astro", "pages"] },
      { kind: "task", keys: ["release.json"] },
    ],
  },
  {
    id: "b226-formatter",
    build: (s) =>
      s
        .user("did you reformat half of HistoryView? the diff is 400 lines for a 3 line change")
        .bash("git diff --stat", " Pomelo/UI/HistoryView.swift | 412 +++++++++++++++++++------------------")
        .assistant("Yes, Xcode's re-indent ran on the whole file when I pasted. I can revert the formatting and keep the 3-line change.")
        .user(
          "please. the formatter here is swift-format with the .swift-format in the repo root, 2 spaces, 120 columns, and it runs from the pre-commit hook. don't let Xcode re-indent anything, it has opinions and they're wrong",
        )
        .bash(
          "git checkout -p Pomelo/UI/HistoryView.swift < /tmp/answers && swift format -i Pomelo/UI/HistoryView.swift && git diff --stat",
          " Pomelo/UI/HistoryView.swift | 5 +++--",
        )
        .stop("Down to 5 lines."),
    planted: [{ kind: "instruction", keys: ["swift-format"] }],
  },
  {
    id: "b226-beta-testers",
    build: (s) =>
      s
        .user("how do we do the 1.5 beta. TestFlight for Mac? or a separate Sparkle channel")
        .assistant(
          "TestFlight for Mac needs the app to be on App Store Connect, which means sandboxing again. A Sparkle beta channel works with what you have: the appcast items carry sparkle:channel=beta and the app opts in via a preference.",
        )
        .user(
          "Sparkle beta channel, TestFlight is dead to me. the beta testers are the ~40 people in the #beta channel on Discord, they get the opt-in instructions there. Marta runs that channel, bug reports from betas go through her.",
        )
        .file("Edit", "Pomelo/App/UpdaterController.swift")
        .bash("xcodebuild -scheme Pomelo build | tail -1", "** BUILD SUCCEEDED **")
        .stop("Added an 'Include beta versions' toggle that sets allowedChannels to [\"beta\"]."),
    planted: [
      { kind: "decision", keys: ["beta", "channel"] },
      { kind: "fact", keys: ["marta"] },
    ],
  },
  {
    id: "b226-retention",
    build: (s) =>
      s
        .user("how long do we keep history now? someone's db is 2GB")
        .bash("sqlite3 ~/Library/Application\\ Support/Pomelo/history.sqlite 'select count(*), min(created_at) from clip'", "412977|2024-02-11 08:14:03")
        .assistant("Forever: there's no pruning. 412,977 clips back to February 2024 in your own database.")
        .user("lmao. ok: default retention is 90 days, pinned clips are exempt, user can pick 7/30/90/forever in prefs. we prune on launch and once a day.")
        .file("Write", "Sources/PomeloKit/Storage/RetentionPolicy.swift")
        .file("Edit", "Pomelo/UI/PreferencesView.swift")
        .bash("swift test --parallel --filter RetentionPolicyTests 2>&1 | tail -1", "◇ Test run with 6 tests passed after 0.4 seconds.")
        .assistant("Pruning runs on launch and every 24 h; pinned clips are skipped.")
        .user(
          "also VACUUM after a big prune or the file never shrinks. actually no, VACUUM on a 2GB file blocks for ages, forget it, we'll leave the file size alone for now.",
        )
        .stop("Left VACUUM out."),
    planted: [{ kind: "decision", keys: ["retention", "90"] }],
  },
  {
    id: "b226-agent-conventions",
    build: (s) =>
      s
        .user(
          "before you start on the export feature, a few house rules because the last session was chaos:\n- no new dependencies without asking me first. I've got 6 SPM packages and I'd like to keep my sanity\n- put new UI in Pomelo/UI/<Feature>/, not loose in Pomelo/UI\n- and please stop writing '// MARK: - Properties' over two properties. it's a 40 line file, not a cathedral",
        )
        .assistant("Understood on all three. For export: JSON and plain text, from the history window's File menu?")
        .user("yep, JSON + txt, that's it")
        .file("Write", "Pomelo/UI/Export/ExportPanel.swift")
        .file("Write", "Sources/PomeloKit/Export/HistoryExporter.swift")
        .bash("swift test --parallel --filter HistoryExporterTests 2>&1 | tail -1", "◇ Test run with 5 tests passed after 0.3 seconds.")
        .stop("Export to JSON and txt works from File > Export History…"),
    planted: [
      { kind: "instruction", keys: ["dependencies", "asking"] },
      { kind: "instruction", keys: ["pomelo/ui/<feature>"] },
      { kind: "instruction", keys: ["mark"] },
    ],
  },
  {
    id: "b226-universal-binary",
    build: (s) =>
      s
        .user("someone on an Intel iMac says 1.4.2 won't launch. 'you can't open this application'")
        .bash("lipo -archs build/Release/Pomelo.app/Contents/MacOS/Pomelo", "arm64")
        .assistant("The release build is arm64 only. ONLY_ACTIVE_ARCH is YES for Release in project.yml, so archiving on an M1 only builds arm64.")
        .user("oops. yeah, that's the bug. set it to NO for release. we keep shipping universal until Apple stops letting us, Intel users paid too")
        .file("Edit", "project.yml")
        .bash(
          "xcodegen generate && xcodebuild -scheme Pomelo -configuration Release build | tail -1 && lipo -archs build/Release/Pomelo.app/Contents/MacOS/Pomelo",
          "** BUILD SUCCEEDED **\nx86_64 arm64",
        )
        .stop("Release is universal again: x86_64 and arm64."),
    planted: [
      { kind: "fact", keys: ["only_active_arch"] },
      { kind: "decision", keys: ["universal"] },
    ],
  },
  {
    id: "b226-trial-length",
    build: (s) =>
      s
        .user(
          "Paddle wants me to set the trial length. currently 14 days. too long? too short? I read a blog post that said 7 converts better but it was written by a guy selling a course",
        )
        .assistant("There's no solid data for utilities like this; 14 days covers two work weeks, which matters for an app whose value shows up gradually.")
        .bash("grep -n trialDays Pomelo/Licensing/LicenseManager.swift", "22:    static let trialDays = 14")
        .user(
          "ok 14 stays then, it's a clipboard app, you need to forget you have it and then miss it. and the price is going up to $19 from $14 with 1.5, existing people keep their license. that's decided, don't talk me out of it. oh and remind me to announce the price change in the newsletter two weeks before 1.5 goes out, so nobody feels ambushed",
        )
        .file("Edit", "site/src/data/release.json")
        .stop("Updated the site's price field for 1.5 in a separate branch."),
    planted: [
      { kind: "decision", keys: ["$19"] },
      { kind: "task", keys: ["newsletter"] },
    ],
  },
  {
    id: "b226-accessibility-prompt",
    build: (s) =>
      s
        .user("the 'grant accessibility' prompt shows up on first launch before the user has even seen the app, it's rude")
        .file("Read", "Pomelo/App/PermissionsCoordinator.swift")
        .assistant(
          "PermissionsCoordinator calls AXIsProcessTrustedWithOptions with the prompt option in applicationDidFinishLaunching. Moving it to the first time the user enables auto-paste would make it contextual.",
        )
        .user("yes, only ask when they turn on auto-paste. good call.")
        .file("Edit", "Pomelo/App/PermissionsCoordinator.swift")
        .bash("xcodebuild -scheme Pomelo build | tail -1", "** BUILD SUCCEEDED **")
        .assistant(
          "The prompt now appears only when auto-paste is switched on. Note that AXIsProcessTrusted is cached by macOS for the process: after granting, the app needs a relaunch before it sees the new state. I checked it a few times here and it's consistent.",
        )
        .user(
          "ugh, the relaunch thing, yes, I've been bitten. follow-up for later: show a 'relaunch Pomelo' button after they grant it, instead of making them quit manually",
        )
        .stop("Noted."),
    planted: [
      { kind: "decision", keys: ["auto-paste"] },
      { kind: "fact", keys: ["axisprocesstrusted", "relaunch"] },
      { kind: "task", keys: ["relaunch", "button"] },
    ],
  },
  {
    id: "b226-empty-brew-upgrade",
    build: (s) =>
      s
        .user("brew upgrade just broke swiftlint, it says 'dyld: Library not loaded'. fun")
        .bash(
          "brew reinstall swiftlint && swiftlint version",
          "==> Pouring swiftlint--0.57.0.arm64_sequoia.bottle.tar.gz\n🍺  /opt/homebrew/Cellar/swiftlint/0.57.0: 6 files\n0.57.0",
        )
        .assistant("Reinstalled swiftlint 0.57.0; it runs again. The old bottle was linked against a removed sourcekitd path.")
        .user("thank you. I love computers so much")
        .assistant("They love you back, occasionally.")
        .stop(),
    planted: [],
  },
];

export const BLIND226 = plantedSet(BLIND226_SESSIONS, Date.UTC(2026, 10, 4, 9));
