/**
 * Blind planted set 139 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a Swift/SwiftUI developer building a macOS menu-bar app (Perch, world clocks in the menu bar) alone;
 * thoughtful, writes in full sentences, weighs options with the agent before choosing, keeps a running list
 * of things for the next release.
 * Each session is one segment; the items planted in it are listed with it: 71 items (18 decisions, 17 instructions, 18 facts, 18 tasks) in 48 sessions, 13 of which plant nothing (66 user/assistant messages between them). Every other message
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

export const BLIND139_SESSIONS: BlindSession[] = [
  {
    id: "b139-statusitem-choice",
    build: (s) =>
      s
        .user(
          "Before I write any more UI I want to settle how the menu bar part is built. SwiftUI's MenuBarExtra is tempting because it's so little code, but I keep reading that it's awkward to control. Could you look at what we have in PerchApp.swift and tell me what the trade-offs are?",
        )
        .file("Read", "Perch/PerchApp.swift")
        .assistant(
          "Right now PerchApp declares a MenuBarExtra with the .window style. The trade-off, as I see it: MenuBarExtra is declarative and small, but there is no public API to open or close its window programmatically, and you can't get at the status item to handle a right-click. An NSStatusItem with an NSPopover hosting the SwiftUI view is more code (an AppDelegate, maybe 80 lines), but you get full control: right-click menu, closing on Escape, opening from a global hotkey.",
        )
        .user("Is there any way to close the MenuBarExtra window from code? Even a hacky one?")
        .assistant(
          "Only hacky ones: people find the NSWindow through NSApp.windows and call close() on it, which breaks whenever Apple changes the window class. I wouldn't rely on it.",
        )
        .user(
          "Then let's not fight it. We'll go with an NSStatusItem and an NSPopover, hosted through an AppDelegate, and keep SwiftUI for everything inside the popover. Please do the switch now.",
        )
        .file("Write", "Perch/AppDelegate.swift")
        .file("Edit", "Perch/PerchApp.swift")
        .bash("xcodebuild -scheme Perch -configuration Debug build | tail -3", "** BUILD SUCCEEDED **")
        .stop("Switched to an NSStatusItem with an NSPopover; PerchApp now only holds the settings scene and the build succeeds."),
    planted: [{ kind: "decision", keys: ["nsstatusitem", "nspopover"] }],
  },
  {
    id: "b139-test-command",
    build: (s) =>
      s
        .user("Can you run the tests? I changed the offset formatting in PerchCore last night and I'm not sure I didn't break something.")
        .bash("swift test", "error: no tests found; the package has no test targets\n", 1)
        .assistant(
          "swift test finds nothing at the root, there is no Package.swift with test targets there. The tests seem to live in the Xcode project's PerchCoreTests target.",
        )
        .user(
          "Yes, sorry, I should have said. The root isn't a package. For the record, the way to run the tests is `xcodebuild test -scheme Perch -destination 'platform=macOS'`, and that's what you should use from now on. It runs the core tests and the UI tests together.",
        )
        .bash(
          "xcodebuild test -scheme Perch -destination 'platform=macOS' 2>&1 | tail -4",
          "Test Suite 'All tests' passed at 2026-11-17 09:14:02.311.\n\t Executed 48 tests, with 0 failures (0 unexpected) in 212.804 (213.112) seconds\n** TEST SUCCEEDED **",
        )
        .assistant("All 48 tests pass, so the offset formatting change is fine.")
        .user("Good. Thank you.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["xcodebuild test"] }],
  },
  {
    id: "b139-sparkle",
    build: (s) =>
      s
        .user(
          "I've been going back and forth on distribution. The Mac App Store would handle updates for me, but the sandbox review for a menu-bar app that reads the calendar sounds painful, and I want to ship fixes the same day. What would you do?",
        )
        .assistant(
          "Two realistic options. The App Store: automatic updates and payments, but review delays and sandbox limits. Direct download with Sparkle 2: you host an appcast and signed archives, users get updates within a day, and you keep control of timing. Many indie menu-bar apps do the latter.",
        )
        .user(
          "Okay, I've made up my mind: Perch is distributed directly, outside the App Store, and updates go through Sparkle 2. Could you add the package and the basic SPUStandardUpdaterController wiring?",
        )
        .file("Edit", "Perch.xcodeproj/project.pbxproj")
        .file("Edit", "Perch/AppDelegate.swift")
        .bash(
          "xcodebuild -scheme Perch build 2>&1 | grep -E 'Sparkle|SUCCEEDED'",
          "Resolved source packages:\n  Sparkle: https://github.com/sparkle-project/Sparkle @ 2.6.4\n** BUILD SUCCEEDED **",
        )
        .assistant(
          "Sparkle 2.6.4 is added and the updater controller starts in applicationDidFinishLaunching. It still needs an SUFeedURL in Info.plist; where will the appcast live?",
        )
        .user(
          "The appcast lives at https://perch.app/appcast.xml, it's served from the same Cloudflare Pages site as the homepage. The public EdDSA key is already in my notes, I'll paste it in myself.",
        )
        .file("Edit", "Perch/Info.plist")
        .stop("SUFeedURL now points at the appcast; SUPublicEDKey is left for you to paste."),
    planted: [
      { kind: "decision", keys: ["sparkle"] },
      { kind: "fact", keys: ["appcast.xml", "cloudflare pages"] },
    ],
  },
  {
    id: "b139-notarize",
    build: (s) =>
      s
        .user("Please notarize build/Perch-1.2.1.dmg, I want to send it to two beta testers this afternoon.")
        .bash(
          "xcrun notarytool submit build/Perch-1.2.1.dmg --keychain-profile perch-notary --wait",
          "Conducting pre-submission checks for Perch-1.2.1.dmg and initiating connection to the Apple notary service...\nSubmission ID received\n  id: 5e1f0c2a-8d41-4e7b-9a0e-0d3c7b2f91aa\nProcessing complete\n  status: Accepted",
        )
        .bash("xcrun stapler staple build/Perch-1.2.1.dmg", "Processing: build/Perch-1.2.1.dmg\nThe staple and validate action worked!")
        .assistant(
          "Notarization was accepted and the ticket is stapled. I used the keychain profile perch-notary, which I found in your shell history; is that the right one to keep using?",
        )
        .user(
          "Yes, perch-notary is the notarytool keychain profile, it holds the app-specific password for my Apple ID. And one rule for every release from now on: run `xcrun stapler validate` on the dmg before it goes anywhere. Last spring I uploaded an unstapled build and people with no network on first launch got the Gatekeeper warning.",
        )
        .bash("xcrun stapler validate build/Perch-1.2.1.dmg", "Processing: build/Perch-1.2.1.dmg\nThe validate action worked!")
        .stop("The dmg validates; it's ready to send."),
    planted: [
      { kind: "fact", keys: ["perch-notary"] },
      { kind: "instruction", keys: ["stapler validate"] },
    ],
  },
  {
    id: "b139-timezone-bug",
    build: (s) =>
      s
        .user("A tester flew from Lisbon to Tokyo and says the 'local' row in Perch kept showing Lisbon's date until she quit the app. Can you find out why?")
        .file("Read", "PerchCore/ClockFormatter.swift")
        .assistant(
          "My first guess is that we read TimeZone.current once at launch. It could also be that the system doesn't post NSSystemTimeZoneDidChange while the app is in the background, but I'd want to check that before believing it.",
        )
        .bash("grep -n 'static let' PerchCore/ClockFormatter.swift", "12:    static let shared: DateFormatter = {\n14:        f.timeZone = TimeZone.current")
        .assistant(
          "Found it. The root cause is the cached formatter: ClockFormatter.shared is a static DateFormatter that captures TimeZone.current when it is first used and never updates it, so after the time zone changes the local row keeps the old zone. The notification is posted fine; nothing listens to it.",
        )
        .user("That makes sense. Fix it so the local row uses autoupdatingCurrent.")
        .file("Edit", "PerchCore/ClockFormatter.swift")
        .bash("xcodebuild test -scheme Perch -destination 'platform=macOS' -only-testing:PerchCoreTests 2>&1 | tail -1", "** TEST SUCCEEDED **")
        .user(
          "Thanks. Follow-up for later, not today: we have no test for the daylight saving switch at all, and I'd like one in PerchCoreTests that covers the night the clocks change in Europe.",
        )
        .stop("Noted. The local row now uses TimeZone.autoupdatingCurrent and the core tests pass."),
    planted: [
      { kind: "fact", keys: ["cached formatter"] },
      { kind: "task", keys: ["daylight saving"] },
    ],
  },
  {
    id: "b139-typo-empty",
    build: (s) =>
      s
        .user("There's a typo in the settings window, it says 'Show secconds'. Can you fix it?")
        .file("Edit", "Perch/Settings/GeneralSettingsView.swift")
        .assistant("Fixed: the toggle now reads 'Show seconds'.")
        .user("Thanks. While you're there, is the other label spelled right? 'Compact layuot' rings a bell too.")
        .assistant("It's spelled 'Compact layout' in the file, so that one is fine.")
        .user("Great, that's all.")
        .stop(),
    planted: [],
  },
  {
    id: "b139-storage",
    build: (s) =>
      s
        .user(
          "I need to persist the list of clocks people add. The agent in my other project suggested SwiftData for this kind of thing. What do you think, for maybe twenty entries at most?",
        )
        .assistant(
          "SwiftData would work, but for twenty small records it brings a model container, migrations and a macOS 14 floor for little gain. The alternatives: a Codable array in UserDefaults, or a Codable JSON file in Application Support. UserDefaults is simplest; a file is easier to inspect, back up and reset.",
        )
        .user("Would UserDefaults get slow if someone adds a lot of clocks?")
        .assistant("Not at twenty, or even two hundred. The practical argument for the file is more about being able to look at it and delete it.")
        .user(
          "I think I'd rather have the file then. Let's store the clocks as a JSON file, clocks.json in Application Support, written with Codable. No SwiftData.",
        )
        .file("Write", "PerchCore/ClockStore.swift")
        .bash(
          "xcodebuild -scheme Perch build 2>&1 | tail -1 && ls ~/Library/Containers/app.perch.Perch/Data/Library/Application\\ Support/Perch/",
          "** BUILD SUCCEEDED **\nclocks.json",
        )
        .assistant(
          "ClockStore now reads and writes clocks.json. Note that because the app is sandboxed, the file isn't in ~/Library/Application Support: it's in ~/Library/Containers/app.perch.Perch/Data/Library/Application Support/Perch/.",
        )
        .user("Good to know, I'd have looked in the wrong place.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["clocks.json"] },
      { kind: "fact", keys: ["containers"] },
    ],
  },
  {
    id: "b139-deployment-target",
    build: (s) =>
      s
        .user("What's the deployment target set to right now? I don't remember changing it.")
        .bash("grep -m1 MACOSX_DEPLOYMENT_TARGET Perch.xcodeproj/project.pbxproj", "\t\t\t\tMACOSX_DEPLOYMENT_TARGET = 13.0;")
        .assistant(
          "It's macOS 13.0. Raising it to 14 would give you @Observable, the new EventKit access APIs and SettingsLink; staying on 13 keeps Ventura users.",
        )
        .user(
          "I looked at the numbers from the beta form and only one person out of forty is on Ventura. So: the minimum is macOS 14 Sonoma from the next release on. Please raise it. And while we're at it, a preference of mine for new code: use @Observable classes, not ObservableObject with @Published. I find it much easier to read.",
        )
        .file("Edit", "Perch.xcodeproj/project.pbxproj")
        .bash("xcodebuild -scheme Perch build 2>&1 | tail -1", "** BUILD SUCCEEDED **")
        .stop("The deployment target is 14.0 and the build succeeds."),
    planted: [
      { kind: "decision", keys: ["macos 14"] },
      { kind: "instruction", keys: ["@observable"] },
    ],
  },
  {
    id: "b139-swiftformat",
    build: (s) =>
      s
        .user("Can you tidy up PopoverView.swift? The indentation got messy after I pasted a block in.")
        .bash("swiftformat Perch/Popover/PopoverView.swift", "Running SwiftFormat...\nSwiftFormat completed in 0.08s.\n1/1 files formatted.")
        .assistant("Formatted with swiftformat using the .swiftformat config in the repo root.")
        .user(
          "Perfect. Please just do that on your own whenever you touch Swift files: run swiftformat on what you changed before you tell me you're done. I don't want formatting noise in my diffs.",
        )
        .bash("cat .swiftformat", "--swiftversion 5.10\n--indent 4\n--maxwidth 140\n# always keep self explicit in closures\n--self insert")
        .assistant("Will do. The config inserts explicit self in closures, so you may see that in diffs the first time.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["swiftformat"] }],
  },
  {
    id: "b139-launch-at-login",
    build: (s) =>
      s
        .user("The 'Launch at login' toggle does nothing on my machine. Could you look at it?")
        .file("Read", "Perch/Settings/LaunchAtLogin.swift")
        .bash(
          "log show --last 5m --predicate 'subsystem == \"com.apple.ServiceManagement\"' | tail -2",
          "2026-11-17 10:02:11 smd: app.perch.Perch: register failed: Operation not permitted (1)\n2026-11-17 10:02:11 smd: app.perch.Perch: bundle not in an approved location",
        )
        .assistant(
          "The register call fails because the build you run is in DerivedData. I'm not certain, but it looks like SMAppService may refuse bundles outside /Applications.",
        )
        .bash(
          "cp -R build/Release/Perch.app /Applications/ && open /Applications/Perch.app && sleep 3 && sfltool dumpbtm | grep -A1 app.perch",
          " Identifier: app.perch.Perch\n Disposition: [enabled, allowed, visible]",
        )
        .assistant(
          "Confirmed: run from /Applications, SMAppService.mainApp.register() succeeds and the login item shows up as enabled. So SMAppService only registers the app when it is launched from /Applications; from DerivedData it always fails with 'Operation not permitted'.",
        )
        .user(
          "Interesting, that explains the beta report too. For the next release I want a small onboarding screen on first launch that asks whether to launch at login and, if Perch isn't in /Applications, offers to move it there. Not now though.",
        )
        .stop("Understood, leaving the onboarding screen for the next release."),
    planted: [
      { kind: "fact", keys: ["smappservice", "/applications"] },
      { kind: "task", keys: ["onboarding"] },
    ],
  },
  {
    id: "b139-build-error-empty",
    build: (s) =>
      s
        .user("The build broke after I pulled my own changes from the laptop. Error says 'Cannot find ZoneRow in scope'. Any idea?")
        .bash("xcodebuild -scheme Perch build 2>&1 | grep error:", "Perch/Popover/PopoverView.swift:41:13: error: cannot find 'ZoneRow' in scope")
        .assistant(
          "ZoneRow.swift exists on disk but isn't a member of the Perch target; it was probably added on the laptop without the project file being committed. Shall I add it to the target?",
        )
        .user("Yes please.")
        .file("Edit", "Perch.xcodeproj/project.pbxproj")
        .bash("xcodebuild -scheme Perch build 2>&1 | tail -1", "** BUILD SUCCEEDED **")
        .assistant("ZoneRow.swift is in the target again and the build succeeds.")
        .user("Lovely, thanks.")
        .stop(),
    planted: [],
  },
  {
    id: "b139-next-release-list",
    build: (s) =>
      s
        .user(
          "I'd like to write down where we are for 1.3 so I don't lose track. Here is my list of what's still to do for the release:\n\n- the menu bar icon has to become a proper template image, it looks wrong in dark mode\n- German localization, a friend in Leipzig offered to translate\n- the 'copy time' context menu item\n\nAnd one thing I decided on the walk this morning: the desktop widget is not going into 1.3, it moves to a later version. Can you put this list into RELEASE-NOTES-DRAFT.md?",
        )
        .file("Write", "RELEASE-NOTES-DRAFT.md")
        .assistant(
          "Done. I also noticed the icon asset is a PNG with colours; making it a template image means a single-colour PDF with 'Render As: Template Image' in the asset catalog.",
        )
        .user("Thanks, yes, that's what I meant. Should the German strings go in a String Catalog or the old Localizable.strings?")
        .assistant("A String Catalog (Localizable.xcstrings) is the current way and Xcode fills it from your code; I'd pick it, but either works.")
        .user("I'll think about it when the translation arrives.")
        .stop(),
    planted: [
      { kind: "task", keys: ["template image"] },
      { kind: "task", keys: ["german"] },
      { kind: "task", keys: ["copy time"] },
      { kind: "decision", keys: ["widget"] },
    ],
  },
  {
    id: "b139-branches",
    build: (s) =>
      s
        .user("Please commit the popover changes.")
        .bash("git status -sb", "## main...origin/main\n M Perch/Popover/PopoverView.swift\n M Perch/Popover/ZoneRow.swift")
        .assistant("You're on main. Shall I commit there?")
        .user(
          "No, and good that you asked. I do all work on the develop branch and only merge develop into main when I cut a release, so please switch to develop before committing anything, now and in future.",
        )
        .bash(
          "git stash && git switch develop && git stash pop && git commit -am 'Popover: tighter row spacing'",
          "Switched to branch 'develop'\n[develop 4c1e9a0] Popover: tighter row spacing\n 2 files changed, 9 insertions(+), 7 deletions(-)",
        )
        .stop("Committed on develop as 4c1e9a0."),
    planted: [{ kind: "instruction", keys: ["develop"] }],
  },
  {
    id: "b139-calendar",
    build: (s) =>
      s
        .user(
          "I've been wondering whether Perch should show the next meeting under each clock. It would need calendar access. How much work is that with EventKit on Sonoma?",
        )
        .assistant(
          "On macOS 14 you call requestFullAccessToEvents(), add NSCalendarsFullAccessUsageDescription to Info.plist, and add the calendars entitlement for the sandbox. Then it's a predicate query per refresh. A day or two of work, plus the permission prompt in onboarding.",
        )
        .bash("plutil -p Perch/Perch.entitlements", '{\n  "com.apple.security.app-sandbox" => true\n  "com.apple.security.network.client" => true\n}')
        .user(
          "Hmm. I think a permission prompt for the calendar would scare people away from a clock app. Let's not do calendar integration; Perch stays a clock and nothing else. I'll say no if testers ask.",
        )
        .assistant("Understood, no EventKit. The entitlements stay as they are.")
        .stop(),
    planted: [{ kind: "decision", keys: ["calendar integration"] }],
  },
  {
    id: "b139-wwdc-chat-empty",
    build: (s) =>
      s
        .user(
          "Not a task today, I'm just curious. Did you watch any of the WWDC sessions on Swift 6 concurrency? Is strict checking worth it for a small app like mine?",
        )
        .assistant(
          "For a small app it is mostly about catching main-actor mistakes: UI updates from timers or notification callbacks on background threads. The cost is warnings in code that touches AppKit delegates. Whether it's worth it depends on how much you enjoy chasing Sendable warnings.",
        )
        .user("Ha. Do you think Apple will make it the default soon?")
        .assistant(
          "Swift 6 language mode is already the default for new packages in Xcode 16, but existing projects stay in Swift 5 mode until you change them.",
        )
        .user("Interesting. Maybe I'll read up on it over the weekend.")
        .assistant("The migration guide on swift.org is a good start; it walks through the common warnings.")
        .stop(),
    planted: [],
  },
  {
    id: "b139-concurrency-mode",
    build: (s) =>
      s
        .user("I read the migration guide over the weekend. I want to turn some checking on, but not drown in warnings before 1.3. What are the options again?")
        .bash(
          "grep -n 'SWIFT_STRICT_CONCURRENCY\\|SWIFT_VERSION' Perch.xcodeproj/project.pbxproj | head -2",
          "211:\t\t\t\tSWIFT_VERSION = 5.0;\n389:\t\t\t\tSWIFT_VERSION = 5.0;",
        )
        .assistant(
          "Three levels in Swift 5 mode: minimal (today's default), targeted (checks code that already opted into concurrency, like async functions and actors) and complete (everything, which is what Swift 6 mode enforces as errors).",
        )
        .user(
          "Let's go with targeted for both targets and stay in Swift 5 language mode for now. And please remind me after 1.3 ships that we should move the project to Swift 6 language mode properly.",
        )
        .file("Edit", "Perch.xcodeproj/project.pbxproj")
        .bash("xcodebuild -scheme Perch build 2>&1 | grep -c 'warning:'", "7")
        .assistant(
          "Strict concurrency is set to targeted in both targets; the build gives seven new warnings, all in AppDelegate's notification callbacks. Want me to look at them?",
        )
        .user("Not today.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["targeted"] },
      { kind: "task", keys: ["swift 6"] },
    ],
  },
  {
    id: "b139-crash-reports",
    build: (s) =>
      s
        .user("A tester sent a crash log by email. Can you look at it? I saved it as crashes/2026-11-17-tanja.ips.")
        .bash(
          "head -20 crashes/2026-11-17-tanja.ips | grep -E 'Exception|Thread 0 Crashed|0 +Perch'",
          '"exception" : {"type":"EXC_BREAKPOINT","signal":"SIGTRAP"}\nThread 0 Crashed:\n0   Perch   ZoneRow.offsetLabel(for:) + 212',
        )
        .assistant(
          "It's a trap in ZoneRow.offsetLabel(for:), most likely a force-unwrap of TimeZone(identifier:) for an identifier that no longer exists. Should I consider adding Sentry or a similar crash reporter so you don't depend on people emailing logs?",
        )
        .user(
          "No. I don't want any third-party analytics or crash reporting SDK in Perch, ever. People chose a tiny menu-bar app partly because it doesn't phone home. Crash logs come by email and that's fine.",
        )
        .file("Edit", "Perch/Popover/ZoneRow.swift")
        .bash("xcodebuild -scheme Perch build 2>&1 | tail -1", "** BUILD SUCCEEDED **")
        .stop("Replaced the force-unwrap with a fallback to GMT and a label saying the zone is unknown."),
    planted: [{ kind: "instruction", keys: ["crash reporting"] }],
  },
  {
    id: "b139-flicker-empty",
    build: (s) =>
      s
        .user("The popover flickered once when I opened it just now, like it drew twice. Have you seen that before?")
        .assistant(
          "It might be the popover's content size changing after the first layout pass, if the rows measure themselves late. Or it could be the animation on the seconds label. I'm guessing, though; I'd need to reproduce it.",
        )
        .bash("log show --last 2m --predicate 'process == \"Perch\"' | grep -i layout | head -3", "")
        .assistant("Nothing about layout in the log. Can you make it happen again?")
        .user("I've opened it twenty times now and it doesn't happen. Let's not chase a ghost.")
        .assistant("Fair enough.")
        .stop(),
    planted: [],
  },
  {
    id: "b139-dmg-build",
    build: (s) =>
      s
        .user("I'm tired of making the dmg by hand in Disk Utility. What are the options for scripting it? I've heard of create-dmg and of dmgbuild.")
        .assistant(
          "create-dmg (the shell one from Homebrew) handles the background image, icon positions and the Applications link with a single command. dmgbuild is a Python tool with a settings file; more flexible, but one more runtime to keep around. appdmg is Node. For your case create-dmg is the lightest.",
        )
        .user("Fine, create-dmg it is. Write a scripts/make-dmg.sh that uses it.")
        .file("Write", "scripts/make-dmg.sh")
        .bash(
          "bash scripts/make-dmg.sh 1.2.1",
          "Creating disk image...\nMounting disk image...\nMaking link to Applications dir...\nCopying background file 'Resources/dmg/background@2x.png'...\nDisk image done",
        )
        .assistant(
          "The script works and produced build/Perch-1.2.1.dmg. It takes the background from Resources/dmg/background@2x.png; was that the right image?",
        )
        .user("Yes, Resources/dmg/background@2x.png is the dmg background Mira made. Thanks.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["create-dmg"] },
      { kind: "fact", keys: ["background@2x"] },
    ],
  },
  {
    id: "b139-hotkey",
    build: (s) =>
      s
        .user("I want a global shortcut to open the popover. Which library should I use? I'd rather not write Carbon code myself.")
        .assistant(
          "The two common ones are sindresorhus/KeyboardShortcuts, which gives you a SwiftUI Recorder view for the settings and stores the shortcut in UserDefaults, and MASShortcut, which is older and Objective-C. I'd suggest KeyboardShortcuts: it's maintained, sandbox-safe and fits SwiftUI.",
        )
        .user("Sounds right to me. Yes, KeyboardShortcuts.")
        .file("Edit", "Perch.xcodeproj/project.pbxproj")
        .file("Write", "Perch/Hotkey.swift")
        .bash("xcodebuild -scheme Perch build 2>&1 | tail -1", "** BUILD SUCCEEDED **")
        .assistant(
          "Added KeyboardShortcuts 2.2 with a .togglePopover name and a Recorder row in General settings. There is no default shortcut; the user records one.",
        )
        .user("That's how I want it, no default. Thanks.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["keyboardshortcuts"] },
      { kind: "decision", keys: ["no default"] },
    ],
  },
  {
    id: "b139-ui-tests",
    build: (s) =>
      s
        .user(
          "The test run took almost four minutes again. Most of it is PerchUITests, isn't it? When you're iterating on something in PerchCore, please leave the UI tests out and pass -skip-testing:PerchUITests. I'll run the whole thing myself before a release.",
        )
        .bash(
          "xcodebuild test -scheme Perch -destination 'platform=macOS' -skip-testing:PerchUITests 2>&1 | tail -2",
          "\t Executed 41 tests, with 0 failures (0 unexpected) in 3.117 (3.402) seconds\n** TEST SUCCEEDED **",
        )
        .assistant("Without the UI tests the run is about three seconds.")
        .user("Why do the UI tests sometimes hang at the start, by the way?")
        .bash(
          "tccutil check Accessibility com.apple.dt.Xcode 2>&1; sqlite3 ~/Library/Application\\ Support/com.apple.TCC/TCC.db \"select client,auth_value from access where service='kTCCServiceAccessibility'\"",
          "com.apple.dt.Xcode|0",
        )
        .assistant(
          "Because Xcode doesn't have Accessibility permission: the TCC database has it denied (auth_value 0). The UI tests drive the status item through the accessibility API, so they wait for the permission prompt and sit there until the run times out. Granting Xcode Accessibility in System Settings fixes it.",
        )
        .user("Ah, that's it, I reset my privacy settings last month. Granted now.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["skip-testing"] },
      { kind: "fact", keys: ["accessibility"] },
    ],
  },
  {
    id: "b139-rename-empty",
    build: (s) =>
      s
        .user("Please rename `tz` to `timeZone` everywhere in ZoneRow.swift, it reads badly.")
        .file("Edit", "Perch/Popover/ZoneRow.swift")
        .bash("xcodebuild -scheme Perch build 2>&1 | tail -1", "** BUILD SUCCEEDED **")
        .assistant("Renamed all nine uses and the build succeeds.")
        .user("Can you do the same in ClockStore?")
        .file("Edit", "PerchCore/ClockStore.swift")
        .assistant("Done there too, four uses.")
        .user("Thanks!")
        .stop(),
    planted: [],
  },
  {
    id: "b139-icon-glyph",
    build: (s) =>
      s
        .user("For the menu bar icon, let's just use the SF Symbol 'clock' for now. Can you swap it in?")
        .file("Edit", "Perch/AppDelegate.swift")
        .assistant("The status item now uses the 'clock' SF Symbol as a template image.")
        .user(
          "Hm, looking at it next to the other icons it's too generic, everyone uses that clock. Actually, scratch the SF Symbol: we'll use the custom bird glyph Mira drew, she sent it as perch-glyph.pdf. She does all of Perch's artwork, by the way, so anything icon-related goes through her.",
        )
        .bash("ls ~/Downloads/perch-glyph*", "/Users/lena/Downloads/perch-glyph.pdf")
        .file("Edit", "Perch/Assets.xcassets/MenuBarIcon.imageset/Contents.json")
        .bash("xcodebuild -scheme Perch build 2>&1 | tail -1", "** BUILD SUCCEEDED **")
        .stop("The menu bar now shows Mira's glyph, rendered as a template image."),
    planted: [
      { kind: "decision", keys: ["glyph"] },
      { kind: "fact", keys: ["mira", "artwork"] },
    ],
  },
  {
    id: "b139-version-bump",
    build: (s) =>
      s
        .user("Bump the version to 1.2.2, build 37.")
        .file("Edit", "Perch/Info.plist")
        .assistant("I edited CFBundleShortVersionString and CFBundleVersion in Info.plist directly.")
        .user(
          "Please undo that and use agvtool instead, and always use it for version numbers: `agvtool new-marketing-version` and `agvtool new-version -all`. When the plist gets edited by hand the test target ends up with a different version and Sparkle compares the wrong number.",
        )
        .bash(
          "git checkout Perch/Info.plist && agvtool new-marketing-version 1.2.2 && agvtool new-version -all 37",
          "Setting CFBundleShortVersionString of project Perch to:\n    1.2.2.\nSetting version of project Perch to:\n    37.",
        )
        .stop("Version is 1.2.2 (37), set with agvtool."),
    planted: [{ kind: "instruction", keys: ["agvtool"] }],
  },
  {
    id: "b139-timer-leak",
    build: (s) =>
      s
        .user("Activity Monitor says Perch is at 180 MB after running for a week. That seems a lot for a clock. Can you investigate?")
        .bash(
          "leaks Perch | grep -E 'leaks for|ClockViewModel' | head -3",
          "Process 8812: 4190 leaks for 174080112 total leaked bytes.\n   4188 (170M) ROOT CYCLE: <ClockViewModel 0x600003a1c0c0>\n      Timer (closure context) -> ClockViewModel",
        )
        .assistant(
          "It's a retain cycle: every time the popover opens, a new ClockViewModel schedules a one-second Timer whose closure captures self strongly, so the view models are never released and their timers keep firing.",
        )
        .user("Is that the whole story or just the biggest part?")
        .file("Edit", "Perch/Popover/ClockViewModel.swift")
        .bash("leaks Perch | grep 'leaks for'", "Process 9034: 0 leaks for 0 total leaked bytes.")
        .assistant(
          "That was the whole story: with [weak self] in the Timer closure and the timer invalidated in deinit, leaks reports zero after opening the popover fifty times. So the cause was confirmed as the Timer closure in ClockViewModel retaining self.",
        )
        .user("Great detective work.")
        .stop(),
    planted: [{ kind: "fact", keys: ["timer", "clockviewmodel"] }],
  },
  {
    id: "b139-status-empty",
    build: (s) =>
      s
        .user("Where did we leave the settings window yesterday? I lost the thread.")
        .bash(
          "git log --oneline -3 develop",
          "9b2d1f4 Settings: General tab layout\n77ac0e2 Settings: SettingsLink from popover\n4c1e9a0 Popover: tighter row spacing",
        )
        .assistant(
          "Yesterday we laid out the General tab and added the SettingsLink from the popover's gear button. The Appearance tab is still the placeholder text.",
        )
        .user("Right, I remember now. Thanks for the summary.")
        .assistant("You're welcome.")
        .stop(),
    planted: [],
  },
  {
    id: "b139-tip-jar",
    build: (s) =>
      s
        .user(
          "Money question. I've thought about charging 4.99 for Perch, about a trial, and about keeping it free with a tip link. What do you think makes sense for a clock app with around 300 users?",
        )
        .assistant(
          "A paid app needs licensing code or Paddle/Gumroad integration, and 300 users at 4.99 is a small amount for the extra friction. A trial adds even more code. A free app with a 'Buy me a coffee' link in the About window costs nothing to build and keeps goodwill.",
        )
        .user("Would a paid upgrade later annoy people who got it for free?")
        .assistant("It can, if features they had become paid. If only new features are paid, most people accept it.")
        .user("Okay. Perch stays free, with a Buy Me a Coffee link in the About window. Add the link now please, to buymeacoffee.com/lenaperch.")
        .file("Edit", "Perch/About/AboutView.swift")
        .bash("xcodebuild -scheme Perch build 2>&1 | tail -1", "** BUILD SUCCEEDED **")
        .stop("The About window has the coffee link now."),
    planted: [{ kind: "decision", keys: ["coffee"] }],
  },
  {
    id: "b139-ci",
    build: (s) =>
      s
        .user("The CI run failed on my last push. Can you see why?")
        .bash(
          "gh run view --log-failed | tail -4",
          'build\tRun xcodebuild\txcodebuild: error: SDK "macosx15.0" cannot be located.\nbuild\tRun xcodebuild\t##[error]Process completed with exit code 70.',
        )
        .assistant(
          "The workflow pins the macOS 15 SDK but the runner image doesn't have Xcode 16 selected by default. We could add an xcode-select step, or move the job to a newer runner label.",
        )
        .user(
          "CI runs on GitHub Actions, the macos-14 runners, with a single workflow in .github/workflows/build.yml. Add the xcode-select step. But in general, please ask me before changing build.yml; I've broken signing in that file before and I want to see every change to it.",
        )
        .file("Edit", ".github/workflows/build.yml")
        .bash("git push && gh run watch --exit-status | tail -1", "✓ build completed with 'success'")
        .stop("Added `sudo xcode-select -s /Applications/Xcode_16.1.app`; CI is green."),
    planted: [
      { kind: "fact", keys: ["macos-14"] },
      { kind: "instruction", keys: ["build.yml"] },
    ],
  },
  {
    id: "b139-german-strings",
    build: (s) =>
      s
        .user(
          "The German translation arrived! Jonas did it over the weekend. Now I have to decide between the String Catalog and the old Localizable.strings files. What does each mean for him, since he'll keep translating new strings?",
        )
        .assistant(
          "With a String Catalog (Localizable.xcstrings) Xcode extracts strings from your code on every build and tracks which are new or stale; you export an .xcloc for Jonas and import it back. With .strings files you keep the keys in sync by hand or with genstrings. For an ongoing translator the catalog is much less work.",
        )
        .user(
          "Then we use a String Catalog, Localizable.xcstrings, and the .strings files go away. Jonas is our translator for German from now on. He works from an exported .xcloc, not from the repo, so whenever strings change, send him an .xcloc export rather than pointing him at git.",
        )
        .bash(
          "xcodebuild -exportLocalizations -project Perch.xcodeproj -localizationPath build/loc -exportLanguage de",
          "Exporting localizations...\n** EXPORT SUCCEEDED **\nbuild/loc/de.xcloc",
        )
        .file("Write", "Perch/Localizable.xcstrings")
        .assistant("Created the catalog, migrated the 64 existing strings and exported build/loc/de.xcloc for Jonas.")
        .user("Thank you. The German homepage will need its own screenshots before 1.3 goes out; let's not forget that, but it's a job for another day.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["xcstrings"] },
      { kind: "fact", keys: ["jonas", "translator"] },
      { kind: "instruction", keys: ["xcloc"] },
      { kind: "task", keys: ["screenshots"] },
    ],
  },
  {
    id: "b139-overnight-list",
    build: (s) =>
      s
        .user(
          "Good morning. Two more things for 1.3 came to me overnight, could you add them to RELEASE-NOTES-DRAFT.md under 'Still to do'? One, a setting to hide the Dock icon completely (LSUIElement is on, but people want it to appear while Settings is open, so this is about the activation policy). Two, Perch should follow the system's 24-hour time setting instead of our own toggle.",
        )
        .file("Edit", "RELEASE-NOTES-DRAFT.md")
        .assistant(
          "Added both under 'Still to do'. I also drafted the 'What's new' section from the commit log since 1.2.1, with commit hashes next to each line so you can trace them.",
        )
        .user(
          "Please take the hashes out. Release notes are for people, not for me: write them in plain English from the user's point of view, no hashes, no type names, no 'refactor'. That goes for every release note you write for Perch.",
        )
        .file("Edit", "RELEASE-NOTES-DRAFT.md")
        .bash("grep -c '[0-9a-f]\\{7\\}' RELEASE-NOTES-DRAFT.md", "0")
        .stop("The 'What's new' section is rewritten in plain language without hashes."),
    planted: [
      { kind: "task", keys: ["dock icon"] },
      { kind: "task", keys: ["24-hour"] },
      { kind: "instruction", keys: ["release note"] },
    ],
  },
  {
    id: "b139-appcast-publish",
    build: (s) =>
      s
        .user("Let's publish 1.2.2. How do I generate the appcast entry again?")
        .bash("ls ~/Developer/Sparkle/bin", "BinaryDelta\ngenerate_appcast\ngenerate_keys\nsign_update")
        .assistant(
          "generate_appcast is in ~/Developer/Sparkle/bin, from the Sparkle release archive. It reads the archives in a folder, signs them with the EdDSA key from your keychain and writes appcast.xml. Shall I run it on build/releases and then commit the result here?",
        )
        .user(
          "Run it, yes, but don't commit appcast.xml or the dmgs in this repository, not now and not later. They belong in the perch-site repo, which is what Cloudflare Pages deploys.",
        )
        .bash(
          "~/Developer/Sparkle/bin/generate_appcast build/releases && cp build/releases/appcast.xml build/releases/Perch-1.2.2.dmg ../perch-site/public/",
          "Wrote 1 new update, updated 0 existing updates, and removed 0 old updates in appcast.xml",
        )
        .assistant(
          "The appcast has the 1.2.2 entry and both files are copied into perch-site/public. generate_appcast also offered to make delta updates, which need the previous versions' archives in the same folder; only 1.2.2 was there, so none were made.",
        )
        .user("I'd like delta updates at some point, the dmg is 9 MB for a clock. Remind me to set them up before 2.0.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["generate_appcast"] },
      { kind: "instruction", keys: ["perch-site"] },
      { kind: "task", keys: ["delta updates"] },
    ],
  },
  {
    id: "b139-digits",
    build: (s) =>
      s
        .user("The rows jiggle every second because the digits have different widths. How would you stop that?")
        .assistant(
          "Two ways: .monospacedDigit() on the time text, which keeps the system font but gives every digit the same width, or switching the whole row to a monospaced font like SF Mono, which looks more technical. I'd go with monospacedDigit.",
        )
        .user("Agreed, monospacedDigit. SF Mono would look like a terminal.")
        .file("Edit", "Perch/Popover/ZoneRow.swift")
        .bash("xcodebuild -scheme Perch build 2>&1 | tail -1", "** BUILD SUCCEEDED **")
        .assistant("The time labels use .monospacedDigit() now and no longer shift.")
        .user(
          "Lovely. Something I keep meaning to do: none of the rows have proper VoiceOver labels, it just reads 'fourteen colon zero five'. That's a job for the next release, let's put it on the list.",
        )
        .file("Edit", "RELEASE-NOTES-DRAFT.md")
        .stop("Added the VoiceOver labels to the list for the next release."),
    planted: [
      { kind: "decision", keys: ["monospaceddigit"] },
      { kind: "task", keys: ["voiceover"] },
    ],
  },
  {
    id: "b139-logger",
    build: (s) =>
      s
        .user("Why can't I see any of the debug output in Console.app when I run the release build?")
        .bash("grep -rn 'print(' Perch PerchCore | wc -l", "23")
        .assistant(
          "The app uses print() in 23 places, and print output only goes to stdout, which Console doesn't show for an app launched from Finder. os.Logger messages do show up there.",
        )
        .user(
          "Then let's fix that properly. I prefer os.Logger everywhere, with the subsystem set to the bundle id and a category per area; no print() in committed code. Could you replace the 23 prints?",
        )
        .file("Write", "PerchCore/Log.swift")
        .bash(
          "grep -rln 'print(' Perch PerchCore | xargs sed -i '' 's/print(/Log.app.debug(/' && xcodebuild -scheme Perch build 2>&1 | tail -1",
          "** BUILD SUCCEEDED **",
        )
        .assistant("All prints are now Log calls. What subsystem should I use, is the bundle id app.perch.Perch the same in debug and release?")
        .user("Yes, app.perch.Perch in both. The development team ID is 7QK3M2ZP9D, in case you need it for signing settings.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["os.logger"] },
      { kind: "fact", keys: ["7qk3m2zp9d"] },
      { kind: "fact", keys: ["app.perch.perch"] },
    ],
  },
  {
    id: "b139-frozen-clock",
    build: (s) =>
      s
        .user("Odd one: while the right-click menu on the status item is open, the seconds in the popover stop. Is that expected?")
        .assistant(
          "Possibly a run loop mode thing: while a menu is tracking, the main run loop runs in event-tracking mode, and a Timer added with scheduledTimer only fires in the default mode. Let me check how ClockViewModel schedules it.",
        )
        .file("Read", "Perch/Popover/ClockViewModel.swift")
        .file("Edit", "Perch/Popover/ClockViewModel.swift")
        .bash("xcodebuild -scheme Perch build 2>&1 | tail -1", "** BUILD SUCCEEDED **")
        .assistant(
          "Confirmed: with the timer added to RunLoop.main in .common mode, the seconds keep ticking while the menu is open. The clock froze because the Timer was only scheduled in the default run loop mode.",
        )
        .user(
          "Nice. Follow-up for later: the timer shouldn't tick at all while the popover is closed. It's wasting energy for nothing, and someone will eventually notice Perch in the Energy tab.",
        )
        .stop("Noted as a follow-up; for now the timer keeps running as before."),
    planted: [
      { kind: "fact", keys: ["run loop"] },
      { kind: "task", keys: ["energy"] },
    ],
  },
  {
    id: "b139-map-idea-empty",
    build: (s) =>
      s
        .user(
          "A tester suggested a little world map in the popover with dots for each clock. It sounds charming but also like a lot of work. What would it take?",
        )
        .assistant(
          "MapKit in a popover is heavy for this; a static equirectangular image with dots placed from each time zone's coordinates would be lighter. You'd need coordinates per zone, which TimeZone doesn't give, so a small table. Maybe two days.",
        )
        .user("Would it make the popover much taller?")
        .assistant("About 120 points at the current width, unless it's collapsible.")
        .user("Let me sleep on it. I'm not convinced it fits the app.")
        .stop(),
    planted: [],
  },
  {
    id: "b139-lint-empty",
    build: (s) =>
      s
        .user("Run swiftlint and show me what it says, just curious how bad it is.")
        .bash(
          "swiftlint lint --quiet | tail -4",
          "Perch/AppDelegate.swift:88:1: warning: Todo Violation: TODOs should be resolved (TODO: always close popover on space ...) (todo)\nPerch/Popover/ZoneRow.swift:12:5: warning: Force Unwrapping Violation: Force unwrapping should be avoided (force_unwrapping)\nPerchCore/ClockStore.swift:40:1: warning: Trailing Whitespace Violation: Lines should not have trailing whitespace (trailing_whitespace)\nDone linting! Found 3 violations, 0 serious in 19 files.",
        )
        .assistant(
          "Three warnings: an old TODO comment in AppDelegate about closing the popover on a space switch, a force-unwrap in ZoneRow, and trailing whitespace in ClockStore. Nothing serious.",
        )
        .user("Fix the whitespace one, leave the rest.")
        .file("Edit", "PerchCore/ClockStore.swift")
        .assistant("Removed the trailing whitespace.")
        .stop(),
    planted: [],
  },
  {
    id: "b139-tuist-withdrawn-empty",
    build: (s) =>
      s
        .user(
          "The project file conflicts every time I work on both machines. I'm thinking we should generate the project with Tuist or XcodeGen so the pbxproj isn't in git at all.",
        )
        .assistant(
          "That would remove the conflicts: XcodeGen is a single YAML file, Tuist is Swift manifests and does more (caching, graph). Both mean everyone, meaning you, runs a generate step after pulling.",
        )
        .user(
          "Actually no, scratch that. It's one target, one person, and the conflicts are because I forget to commit on the laptop. A tool won't fix my forgetting.",
        )
        .assistant("Fair point. Nothing to change then.")
        .stop(),
    planted: [],
  },
  {
    id: "b139-snow-empty",
    build: (s) =>
      s
        .user("It's snowing here for the first time this year. I shipped 1.2.2 this morning and now I'm just sitting with tea looking at it.")
        .assistant("That sounds like a good morning. Congratulations on the release.")
        .user("Thanks. Do you ever get tired of people telling you about the weather?")
        .assistant("Not at all. Snow and a finished release is a nice combination to hear about.")
        .user("Ha. Okay, back to it tomorrow.")
        .stop(),
    planted: [],
  },
  {
    id: "b139-explain-empty",
    build: (s) =>
      s
        .user("What does `relativeOffset(from:)` in ZoneRow actually do? I wrote it months ago and can't read my own code.")
        .file("Read", "Perch/Popover/ZoneRow.swift")
        .assistant(
          "It takes the local zone's offset from GMT, subtracts the row's offset, and formats the difference in hours, with half hours for zones like India. A zero difference returns 'same time'.",
        )
        .user("And what happens for Nepal, which is plus five forty-five?")
        .assistant("It rounds to the nearest half hour, so Nepal would show +5.5 h relative to GMT instead of +5:45.")
        .user("Hm, that's a bug, but a tiny one. Fix it now please, show minutes when they aren't zero or thirty.")
        .file("Edit", "Perch/Popover/ZoneRow.swift")
        .assistant("Fixed: Nepal now shows +5:45.")
        .stop(),
    planted: [],
  },
  {
    id: "b139-appearance-tab",
    build: (s) =>
      s
        .user("Let's fill in the Appearance tab today. What would you put in it?")
        .assistant(
          "Candidates: a light/dark/system appearance picker for the popover, the font size of the rows, whether to show the UTC offset, and a compact mode. The appearance picker is the most code, because NSPopover follows the status bar's appearance and you'd have to override it.",
        )
        .user("Do other menu-bar apps offer a light/dark picker?")
        .assistant("Some do, most don't. The ones that do mostly added it because their popover looked wrong with a tinted menu bar.")
        .user(
          "Then I'd rather not have one. No appearance picker: the popover simply follows the system appearance. The tab gets the font size, the UTC offset toggle and compact mode. Also, before 1.3 we still need drag and drop to reorder the rows, people keep asking and it's awkward to delete and re-add.",
        )
        .file("Write", "Perch/Settings/AppearanceSettingsView.swift")
        .bash("xcodebuild -scheme Perch build 2>&1 | tail -1", "** BUILD SUCCEEDED **")
        .stop("The Appearance tab has font size, UTC offset and compact mode; reordering is left for later."),
    planted: [
      { kind: "decision", keys: ["appearance picker"] },
      { kind: "decision", keys: ["font size", "compact mode"] },
      { kind: "task", keys: ["reorder"] },
    ],
  },
  {
    id: "b139-swift-testing",
    build: (s) =>
      s
        .user("Let's finally write that daylight saving test. Put it in PerchCoreTests.")
        .file("Read", "PerchCoreTests/ClockFormatterTests.swift")
        .assistant(
          "The existing tests are XCTest. Should the new one be XCTest too, to match, or Swift Testing with @Test and #expect? Both run under the same xcodebuild test command with Xcode 16.",
        )
        .user(
          "Swift Testing. For every new test file from here on I want Swift Testing, @Test and #expect, not XCTest; it reads so much better with parameterized arguments. The old XCTest files can stay for now, though someday when there's a quiet week I'd like to migrate them all over.",
        )
        .file("Write", "PerchCoreTests/DaylightSavingTests.swift")
        .bash(
          "xcodebuild test -scheme Perch -destination 'platform=macOS' -skip-testing:PerchUITests 2>&1 | grep -E 'Test run|SUCCEEDED'",
          "✔ Test run with 4 tests passed after 0.012 seconds.\n** TEST SUCCEEDED **",
        )
        .assistant("The new DaylightSavingTests cover the March and October switches in Berlin and Lisbon; all four pass.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["swift testing"] },
      { kind: "task", keys: ["migrate", "xctest"] },
    ],
  },
  {
    id: "b139-wake-stale",
    build: (s) =>
      s
        .user(
          "When I open the lid in the morning and click Perch straight away, it shows last night's time for a second or two before it jumps. Not a big deal but it looks broken.",
        )
        .assistant(
          "My guess would be that the Timer doesn't fire during sleep and the first tick after wake is delayed. Another possibility is that the view just isn't redrawn until the popover appears. Let me test rather than guess.",
        )
        .bash(
          'pmset sleepnow; sleep 40; log show --last 1m --predicate \'subsystem == "app.perch.Perch" && category == "clock"\' | tail -3',
          "07:02:10.114 Perch: [clock] tick 07:01:30\n07:02:11.903 Perch: [clock] tick 07:02:11\n07:02:12.903 Perch: [clock] tick 07:02:12",
        )
        .assistant(
          "Confirmed by the log: the first tick after wake still carries the time from before sleep, and the timer only catches up about 1.8 s after wake. So the stale time comes from the Timer being suspended during sleep; nothing redraws until it fires again.",
        )
        .user(
          "Then refresh on NSWorkspace.didWakeNotification, please. And a general request: whenever you work around an AppKit quirk like this, put a short comment above it with the macOS version you saw it on, so future me knows whether it can go.",
        )
        .file("Edit", "Perch/Popover/ClockViewModel.swift")
        .bash("xcodebuild -scheme Perch build 2>&1 | tail -1", "** BUILD SUCCEEDED **")
        .stop("The clock now refreshes on wake, with a comment noting macOS 14.6."),
    planted: [
      { kind: "fact", keys: ["sleep", "timer"] },
      { kind: "instruction", keys: ["appkit quirk"] },
    ],
  },
  {
    id: "b139-beta-group",
    build: (s) =>
      s
        .user("Who did we send the 1.2.2 beta to? I want to write a thank-you note in the release notes.")
        .bash("ls ../perch-site/public/beta/", "Perch-1.2.2b1.dmg\nindex.html")
        .assistant(
          "The beta dmg is on the site under /beta. I don't see a list of names in the repo, only the download page. Shall I add 'Thanks to Tanja, Ruben and Aiko for testing' to the notes?",
        )
        .user(
          "No names, please. Testers are never mentioned by name in release notes or commit messages; some of them test at work and don't want it public. Write 'thanks to everyone on the beta list'. For context: the beta group is about forty people, and they get builds through the unlisted page perch.app/beta, not TestFlight.",
        )
        .file("Edit", "RELEASE-NOTES-DRAFT.md")
        .assistant("Done, the thank-you line has no names.")
        .user("Thanks. And once the German strings are in, the 1.3 beta should go out to them; I'll ping you when that's ready.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["by name"] },
      { kind: "fact", keys: ["perch.app/beta"] },
      { kind: "task", keys: ["1.3 beta"] },
    ],
  },
  {
    id: "b139-homebrew",
    build: (s) =>
      s
        .user("Someone on Mastodon asked whether Perch is on Homebrew. Is it worth it?")
        .assistant(
          "It's cheap: a cask is a short Ruby file in homebrew/homebrew-cask with the version, a sha256 and a download URL, and their bot bumps it when your appcast changes. Many Mac users install everything that way. The requirement is a stable, versioned download URL.",
        )
        .bash("curl -sI https://perch.app/download/Perch-latest.dmg | grep -i location", "location: https://perch.app/download/Perch-1.2.2.dmg")
        .assistant("Your site already redirects Perch-latest.dmg to the versioned file, so the URL requirement is met.")
        .user(
          "Right, perch.app/download/Perch-latest.dmg always redirects to the newest versioned dmg; I set that up in the Pages _redirects file. Okay, yes, let's offer Perch as a Homebrew cask. But not before 1.3: remind me to submit the cask once 1.3 is out, I don't want the first brew users to get the old icon.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["homebrew"] },
      { kind: "fact", keys: ["perch-latest"] },
      { kind: "task", keys: ["cask"] },
    ],
  },
  {
    id: "b139-release-script",
    build: (s) =>
      s
        .user("Please make a release build of 1.2.2 so I can test the dmg on the old Mac mini.")
        .bash(
          "bash scripts/release.sh 1.2.2",
          "==> Archiving Perch 1.2.2 (37)\n==> Exporting with ExportOptions.plist (developer-id)\n==> Notarizing... status: Accepted\n==> Stapling... The staple and validate action worked!\n==> build/releases/Perch-1.2.2.dmg\n# note: never run this script from a dirty tree",
        )
        .assistant(
          "I used scripts/release.sh, since it archives, exports with the Developer ID options, notarizes and staples in one go. Is that the preferred way, or do you use Xcode's Archive menu sometimes?",
        )
        .user(
          "That's the way. Release builds only ever come from scripts/release.sh; the Archive menu uses different export options and once gave me a build signed for development. One thing the script doesn't do yet is keep the dSYMs. For the next release it should copy them into build/releases next to the dmg, so I can symbolicate crash logs.",
        )
        .assistant("Understood. The current dmg is at build/releases/Perch-1.2.2.dmg.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["release.sh"] },
      { kind: "task", keys: ["dsym"] },
    ],
  },
  {
    id: "b139-appstorage",
    build: (s) =>
      s
        .user("The settings are all read from UserDefaults by hand in three places. Can we make that less fiddly?")
        .assistant(
          "The simplest option is @AppStorage in the views for the plain toggles and numbers: it reads and writes UserDefaults and updates the view. Alternatively a small Settings class that wraps UserDefaults, which is testable but more code. I'd use @AppStorage for the simple values and keep the clock list in ClockStore as it is.",
        )
        .user("What about keys, would they be string literals all over the place?")
        .assistant("I'd put the key names in one enum, SettingsKey, so every @AppStorage uses SettingsKey.showSeconds.rawValue and so on.")
        .user("Alright, your plan it is: @AppStorage with the keys in a SettingsKey enum.")
        .file("Write", "Perch/Settings/SettingsKey.swift")
        .file("Edit", "Perch/Settings/GeneralSettingsView.swift")
        .bash("xcodebuild -scheme Perch build 2>&1 | tail -1", "** BUILD SUCCEEDED **")
        .assistant("Moved the toggles to @AppStorage with a SettingsKey enum; the three manual UserDefaults reads are gone.")
        .user("Much nicer. Put a 'Reset all settings' button on my list for 1.3 too, testers who break their setup have no way back.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["@appstorage"] },
      { kind: "task", keys: ["reset all settings"] },
    ],
  },
  {
    id: "b139-test-summary-empty",
    build: (s) =>
      s
        .user("Run the core tests and tell me if anything is flaky.")
        .bash(
          "for i in 1 2 3; do xcodebuild test -scheme Perch -destination 'platform=macOS' -skip-testing:PerchUITests 2>&1 | tail -1; done",
          "** TEST SUCCEEDED **\n** TEST SUCCEEDED **\n** TEST SUCCEEDED **",
        )
        .assistant("Three runs, all green. Nothing flaky in the core tests as far as three runs can tell.")
        .user("And the warnings from the build, anything new?")
        .bash(
          "xcodebuild -scheme Perch build 2>&1 | grep warning: | head -2",
          "AppDelegate.swift:52: warning: main actor-isolated property 'popover' can not be referenced from a Sendable closure; this is an error in the Swift 6 language mode\nClockStore.swift:18: warning: 'never' is deprecated",
        )
        .assistant("The same seven concurrency warnings as before, and one deprecation note in ClockStore about an old write option.")
        .user("Okay, nothing new then. Thanks.")
        .stop(),
    planted: [],
  },
  {
    id: "b139-popover-behavior-empty",
    build: (s) =>
      s
        .user("What's the difference between the .transient and .semitransient popover behaviours? I never remember.")
        .assistant(
          ".transient closes when the user clicks anywhere outside the popover, .semitransient closes on clicks in other windows of your app but not when they click in another app, and .applicationDefined never closes on its own.",
        )
        .user("Which one do most menu-bar apps go for?")
        .assistant("Most go for .transient, since people expect a click elsewhere to dismiss it, the way a menu does.")
        .user("Hm, would .semitransient be nicer when someone wants to copy a time into another app?")
        .assistant("Possibly, but then the popover stays over other apps until they click the icon again, which some people find odd in a menu-bar app.")
        .user("True. I'll think about it some other time.")
        .stop(),
    planted: [],
  },
];

export const BLIND139 = plantedSet(BLIND139_SESSIONS, Date.UTC(2026, 10, 17, 9));
