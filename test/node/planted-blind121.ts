/**
 * Blind planted set 121 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a Flutter developer at a mobile agency juggling two client apps (Brewly, a coffee-ordering app, and
 * Pawtrack, a vet-appointments app for VetNow): replies in fragments, picks options by letter or number
 * ('b', 'option 2', 'the second one'), changes their mind mid-session, writes 'lol', 'meh'.
 * Each session is one segment; the items planted in it are listed with it: 71 items (17 decisions, 18 instructions, 19 facts, 17 tasks) in 60 sessions, 12 of which plant nothing (52 user/assistant messages between them). Every other message
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

export const BLIND121_SESSIONS: BlindSession[] = [
  {
    id: "b121-brewly-state",
    build: (s) =>
      s
        .user("brewly: cart screen is a mess, setState everywhere. options?")
        .assistant(
          "Three ways to go:\n a) Riverpod (Notifier + codegen)\n b) flutter_bloc with a CartCubit\n c) keep setState but lift it into an InheritedWidget\nWith the async price checks I'd lean a or b.",
        )
        .user("b")
        .bash("fvm flutter pub add flutter_bloc", "Resolving dependencies...\n+ bloc 8.1.4\n+ flutter_bloc 8.1.6\nChanged 2 dependencies!")
        .user("wait no. a. tomasz already knows riverpod from the other project, bloc would just slow him down. revert that pls")
        .bash(
          "fvm flutter pub remove flutter_bloc && fvm flutter pub add flutter_riverpod riverpod_annotation",
          "Resolving dependencies...\n- bloc 8.1.4\n- flutter_bloc 8.1.6\n+ flutter_riverpod 2.5.1\n+ riverpod_annotation 2.3.5\nChanged 4 dependencies!",
        )
        .assistant("Reverted flutter_bloc and added flutter_riverpod + riverpod_annotation. The cart state will live in a CartNotifier.")
        .stop(),
    planted: [{ kind: "decision", keys: ["riverpod"] }],
  },
  {
    id: "b121-fvm-always",
    build: (s) =>
      s
        .user("pawtrack build failing on my machine, can u look")
        .bash(
          "flutter build apk --release",
          "The current Dart SDK version is 3.1.5.\n\nBecause pawtrack requires SDK version >=3.4.0 <4.0.0, version solving failed.",
          1,
        )
        .assistant("Your global flutter is 3.13 (Dart 3.1.5) but pawtrack wants Dart >=3.4. Let me check whether the repo pins a version.")
        .bash("cat .fvmrc", '{\n  "flutter": "3.22.2"\n}')
        .assistant("It does: .fvmrc pins pawtrack to Flutter 3.22.2, so the build has to go through fvm.")
        .user("ugh yes. go through fvm in both repos, every time, never the global flutter. the global one is ancient and im not touching it")
        .bash(
          "fvm flutter build apk --release",
          "Running Gradle task 'assembleRelease'...   94.2s\n✓ Built build/app/outputs/flutter-apk/app-release.apk (24.1MB)",
        )
        .stop("Builds fine through fvm."),
    planted: [
      { kind: "instruction", keys: ["fvm", "global"] },
      { kind: "fact", keys: ["3.22.2"] },
    ],
  },
  {
    id: "b121-pawtrack-push",
    build: (s) =>
      s
        .user("pawtrack push notifs not arriving on ios. android fine")
        .assistant("Could be the APNs key in Firebase, or the entitlements. Checking the entitlements first.")
        .bash(
          "grep -n -A1 aps-environment ios/Runner/*.entitlements",
          "ios/Runner/Runner.entitlements:5:	<key>aps-environment</key>\nios/Runner/Runner.entitlements:6:	<string>development</string>",
        )
        .bash("codesign -d --entitlements :- build/ios/ipa/Runner.app | grep -A1 aps", "	<key>aps-environment</key>\n	<string>development</string>")
        .assistant(
          "Found it: Runner.entitlements hardcodes aps-environment = development, and the TestFlight build is signed with that, so APNs drops every production token. The APNs key in Firebase is fine.",
        )
        .user(
          "ok. so separate entitlements per flavor. do prod only for now, the staging entitlements later, maria tests on staging testflight next week so before that",
        )
        .file("Write", "ios/Runner/RunnerProd.entitlements")
        .file("Edit", "ios/Runner.xcodeproj/project.pbxproj")
        .stop("The prod flavor now signs with RunnerProd.entitlements (aps-environment = production)."),
    planted: [
      { kind: "fact", keys: ["aps-environment"] },
      { kind: "task", keys: ["staging", "entitlements"] },
    ],
  },
  {
    id: "b121-brewly-store-header",
    build: (s) =>
      s
        .user("brewly menu endpoint gives 401 in dev")
        .bash(
          'curl -si https://api-dev.brewly.coffee/v2/menu -H "Authorization: Bearer $BREWLY_DEV_TOKEN" | head -3',
          'HTTP/2 401\ncontent-type: application/json\nwww-authenticate: Bearer realm="brewly", error="invalid_token"',
        )
        .assistant("The token gets rejected. Maybe the dev token expired, or the dev API expects a different audience?")
        .user(
          "no, the brewly api needs an X-Store-Id header on every request, their backend guy told me last month. it 401s without it instead of a 400 which is dumb but whatever",
        )
        .file("Edit", "lib/api/brewly_client.dart")
        .bash("curl -si https://api-dev.brewly.coffee/v2/menu -H \"Authorization: Bearer $BREWLY_DEV_TOKEN\" -H 'X-Store-Id: 104' | head -1", "HTTP/2 200")
        .stop("Added X-Store-Id to the Dio interceptor; the menu loads."),
    planted: [{ kind: "fact", keys: ["x-store-id"] }],
  },
  {
    id: "b121-goldens",
    build: (s) =>
      s
        .user("golden tests failing on my mac but pass on ci??")
        .bash(
          "fvm flutter test --tags golden",
          '══╡ EXCEPTION CAUGHT BY FLUTTER TEST FRAMEWORK ╞══\nGolden "goldens/order_card.png": Pixel test failed, 0.82%, 2311px diff detected.\n00:09 +11 -1: Some tests failed.',
          1,
        )
        .assistant(
          "Font rendering differs between macOS and the Linux runner. Options:\n1) compare goldens only inside the CI docker image\n2) switch to alchemist, which splits platform goldens from CI goldens\n3) raise the diff tolerance",
        )
        .user("option 2. meh on tolerance")
        .bash("fvm flutter pub add dev:alchemist", "Resolving dependencies...\n+ alchemist 0.10.0\nChanged 1 dependency!")
        .file("Edit", "test/goldens/order_card_test.dart")
        .assistant("Added alchemist and ported the order_card golden.")
        .user("also from now on goldens only get regenerated in the docker image. nobody runs --update-goldens on a mac, me included")
        .stop("Understood."),
    planted: [
      { kind: "decision", keys: ["alchemist"] },
      { kind: "instruction", keys: ["update-goldens", "mac"] },
    ],
  },
  {
    id: "b121-dana-signoff",
    build: (s) =>
      s
        .user("who signs off the pawtrack store listing changes again")
        .bash("grep -rni 'sign' README.md docs/ | head", "")
        .assistant("Nothing in README.md or docs/ about it. Is it written down somewhere else?")
        .user(
          "nope its not written anywhere, thats the problem. it's Dana at VetNow, she approves everything store-facing: screenshots, description, release notes. put that in docs/RELEASING.md",
        )
        .file("Edit", "docs/RELEASING.md")
        .stop("Added a 'Store listing' section to docs/RELEASING.md."),
    planted: [{ kind: "fact", keys: ["dana"] }],
  },
  {
    id: "b121-brewly-l10n",
    build: (s) =>
      s
        .user("brewly needs polish + german by the 12th. we're on arb files right")
        .bash("ls lib/l10n && cat l10n.yaml", "app_en.arb\narb-dir: lib/l10n\ntemplate-arb-file: app_en.arb\noutput-localization-file: app_localizations.dart")
        .assistant("Yes: only app_en.arb so far, gen-l10n configured in l10n.yaml.")
        .user(
          "k add empty pl and de arbs so their translators can fill them. the translating is on the client's translators, not us. and todo for me, chase kasia for the polish file before the 12th",
        )
        .file("Write", "lib/l10n/app_pl.arb")
        .file("Write", "lib/l10n/app_de.arb")
        .bash("fvm flutter gen-l10n", '"pl": 64 untranslated message(s).\n"de": 64 untranslated message(s).')
        .stop("Added app_pl.arb and app_de.arb with the keys from app_en.arb; gen-l10n runs, 64 untranslated each."),
    planted: [
      { kind: "task", keys: ["kasia"] },
      { kind: "fact", keys: ["translators"] },
    ],
  },
  {
    id: "b121-commit-style",
    build: (s) =>
      s
        .user("commit that")
        .bash("git commit -am 'fix stuff'", "[feat/store-header 3c1a9e2] fix stuff\n 1 file changed, 4 insertions(+)")
        .user("lol no. conventional commits pls, app as the scope, like fix(brewly): ... same in pawtrack. both clients read the changelog")
        .bash(
          "git commit --amend -m 'fix(brewly): send X-Store-Id on every request'",
          "[feat/store-header 8d02f41] fix(brewly): send X-Store-Id on every request\n 1 file changed, 4 insertions(+)",
        )
        .stop("Amended."),
    planted: [{ kind: "instruction", keys: ["conventional commits"] }],
  },
  {
    id: "b121-min-sdk",
    build: (s) =>
      s
        .user("crashlytics: pawtrack camera crash on android 7 devices")
        .bash("grep -n minSdkVersion android/app/build.gradle", "android/app/build.gradle:48:        minSdkVersion 21")
        .assistant(
          "The stack is inside CameraX on API 24/25. We could either guard the camera screen on old versions, or raise minSdk. I don't know your user split though.",
        )
        .user("VetNow said at the kickoff anything under android 8 is <1% of their users. bump minSdk to 26, decided, not guarding anything")
        .file("Edit", "android/app/build.gradle")
        .bash("fvm flutter build apk --flavor prod -t lib/main_prod.dart", "✓ Built build/app/outputs/flutter-apk/app-prod-release.apk (25.3MB)")
        .stop("minSdkVersion is now 26; the prod APK builds."),
    planted: [{ kind: "decision", keys: ["minsdk", "26"] }],
  },
  {
    id: "b121-generated-files",
    build: (s) =>
      s
        .user("why is the diff 4000 lines")
        .bash(
          "git diff --stat",
          " lib/models/order.dart         |   12 +-\n lib/models/order.freezed.dart | 2210 +++++++++\n lib/models/order.g.dart       | 1820 +++++++\n 3 files changed, 4036 insertions(+), 6 deletions(-)",
        )
        .assistant("That's build_runner: it regenerated the freezed and json_serializable outputs after the field rename.")
        .user("ah. we don't commit .g.dart / .freezed.dart in brewly, ci generates them. gitignore them. (pawtrack does commit them, legacy, dont ask)")
        .file("Edit", ".gitignore")
        .bash(
          "git rm --cached -q lib/models/*.g.dart lib/models/*.freezed.dart && git status --short | head -3",
          "D  lib/models/order.freezed.dart\nD  lib/models/order.g.dart\nM  .gitignore",
        )
        .stop("Untracked the generated files and ignored *.g.dart / *.freezed.dart."),
    planted: [
      { kind: "instruction", keys: ["g.dart", "brewly"] },
      { kind: "fact", keys: ["pawtrack", "legacy"] },
    ],
  },
  {
    id: "b121-promo-deeplinks",
    build: (s) =>
      s
        .user("deeplinks for brewly promos: brewly://promo/<id>. wire it up")
        .file("Edit", "lib/router.dart")
        .file("Edit", "ios/Runner/Info.plist")
        .bash("fvm flutter test test/router_test.dart", "00:03 +6: All tests passed!")
        .assistant("The promo route is wired (custom scheme on both platforms) with a router test.")
        .user("nice. universal links (the https ones) are next sprint, we need the apple-app-site-association file from their web agency first")
        .stop("Noted."),
    planted: [{ kind: "task", keys: ["universal links"] }],
  },
  {
    id: "b121-staging-flavor",
    build: (s) =>
      s
        .user("how do i run pawtrack against staging again")
        .bash(
          "cat .vscode/launch.json | grep -A3 staging",
          '      "name": "pawtrack staging",\n      "args": ["--flavor", "staging", "-t", "lib/main_staging.dart"]',
        )
        .assistant("`fvm flutter run --flavor staging -t lib/main_staging.dart`. Each flavor has its own entrypoint; the staging one is lib/main_staging.dart.")
        .user("k thx. and fyi the staging firestore gets wiped every sunday night, so if data's gone on a monday thats why, not a bug")
        .stop("Good to know."),
    planted: [
      { kind: "fact", keys: ["main_staging"] },
      { kind: "fact", keys: ["sunday"] },
    ],
  },
  {
    id: "b121-offline-cache",
    build: (s) =>
      s
        .user("offline cache for pawtrack appointments. hive, isar or drift?")
        .assistant(
          "I'd go drift: appointments join pets and clinics, it's relational, and migrations are explicit. Hive is a key-value box; Isar is fast but document-shaped.",
        )
        .user("isar. its fast")
        .assistant("Isar would work, but Isar 3 is barely maintained now; only a community fork is moving.")
        .user("oh ffs. ok the first one then, you win")
        .bash(
          "fvm flutter pub add drift sqlite3_flutter_libs path_provider dev:drift_dev dev:build_runner",
          "Resolving dependencies...\n+ drift 2.18.0\n+ drift_dev 2.18.0\n+ sqlite3_flutter_libs 0.5.24\nChanged 3 dependencies!",
        )
        .file("Write", "lib/data/local/app_db.dart")
        .stop("Drift is in, with an AppDb holding appointments, pets and clinics."),
    planted: [{ kind: "decision", keys: ["drift"] }],
  },
  {
    id: "b121-raw-colors",
    build: (s) =>
      s
        .user("this PR from the junior has Color(0xFF...) everywhere")
        .bash("grep -rn 'Color(0x' lib/ | wc -l", "47")
        .user("rule for both apps: no raw Color() in widgets, colors only come from the AppColors theme extension. fix the 47 in this PR")
        .file("Edit", "lib/features/checkout/checkout_screen.dart")
        .file("Edit", "lib/features/menu/menu_tile.dart")
        .bash("grep -rn 'Color(0x' lib/ | grep -v theme/ | wc -l", "0")
        .stop("All 47 now read from AppColors; the only Color(0x..) literals left are in lib/theme/."),
    planted: [{ kind: "instruction", keys: ["appcolors"] }],
  },
  {
    id: "b121-crash-reporting",
    build: (s) =>
      s
        .user("brewly has no crash reporting at all??")
        .bash("grep -nE 'sentry|crashlytics' pubspec.yaml", "", 1)
        .assistant("Nothing: no sentry_flutter, no firebase_crashlytics in pubspec.yaml.")
        .user("great. todo: add sentry to brewly before the 1.0 launch, the client already pays for sentry. not now tho, finishing checkout first")
        .stop("Okay, leaving it for after checkout."),
    planted: [{ kind: "task", keys: ["sentry"] }],
  },
  {
    id: "b121-loyalty-limit",
    build: (s) =>
      s
        .user("points refresh randomly fails")
        .bash(
          "grep -n 'loyalty' logs/dev-2026-11-20.log | tail -3",
          "14:02:11 GET /loyalty/points 200\n14:02:12 GET /loyalty/points 429 Retry-After: 60\n14:02:12 GET /loyalty/points 429 Retry-After: 60",
        )
        .assistant("It's a 429. Their API docs say the loyalty API allows 30 req/min per store, and every tile on the home screen refreshes points on build.")
        .user("yeah thats their limit. debounce it")
        .file("Edit", "lib/features/loyalty/points_provider.dart")
        .stop("Points now refresh at most once every 30 s, shared by all tiles."),
    planted: [{ kind: "fact", keys: ["loyalty", "30 req"] }],
  },
  {
    id: "b121-iphone-se",
    build: (s) =>
      s
        .user("run it on the pixel")
        .bash(
          "fvm flutter devices",
          "3 connected devices:\nPixel 6a (mobile)   • 28131JEGR12345 • android-arm64 • Android 14 (API 34)\niPhone SE (mobile)  • 00008030-001A  • ios           • iOS 17.5\nmacOS (desktop)     • macos          • darwin-arm64\n",
        )
        .bash(
          "fvm flutter run -d 28131JEGR12345 --flavor staging -t lib/main_staging.dart",
          "Launching lib/main_staging.dart on Pixel 6a in debug mode...\n✓ Built build/app/outputs/flutter-apk/app-staging-debug.apk",
        )
        .user(
          "looks ok. btw for pawtrack the iPhone SE is the smallest device VetNow supports, so check every new layout on the SE before i send builds to them",
        )
        .stop("Will do."),
    planted: [{ kind: "instruction", keys: ["iphone se"] }],
  },
  {
    id: "b121-iap",
    build: (s) =>
      s
        .user("brewly wants a monthly coffee subscription. in app purchase stuff. thoughts")
        .assistant(
          "Two realistic routes:\n a) in_app_purchase + our own receipt validation on their backend\n b) RevenueCat (purchases_flutter), which validates receipts and gives entitlements\nb is less code; a avoids a third party and its fee.",
        )
        .user("b. not writing receipt validation ever again")
        .bash("fvm flutter pub add purchases_flutter", "Resolving dependencies...\n+ purchases_flutter 7.1.0\nChanged 1 dependency!")
        .assistant("Added purchases_flutter. For the App Store products I'll need someone to create them in App Store Connect; can you?")
        .user("no, the apple developer account is in the client's name, i only have the App Manager role there. their PM creates products")
        .stop("Okay, I'll list the product ids they need to create."),
    planted: [
      { kind: "decision", keys: ["revenuecat"] },
      { kind: "fact", keys: ["app manager"] },
    ],
  },
  {
    id: "b121-size-picker",
    build: (s) =>
      s
        .user("size picker for drinks. dialog or bottom sheet or inline chips")
        .assistant("Chips inline keep it one tap, a bottom sheet has room for milk/syrup extras later, a dialog feels dated on iOS.")
        .user("the second one. extras are coming anyway")
        .file("Write", "lib/features/menu/size_sheet.dart")
        .bash("fvm flutter test test/features/menu", "00:04 +9: All tests passed!")
        .assistant("The size picker is a modal bottom sheet now, with an empty slot for extras.")
        .user("👍 follow-up for later: the receipt screen is broken in dark mode, white text on white. not today")
        .stop("Okay."),
    planted: [
      { kind: "decision", keys: ["bottom sheet"] },
      { kind: "task", keys: ["receipt", "dark mode"] },
    ],
  },
  {
    id: "b121-dep-bumps",
    build: (s) =>
      s
        .user("pub outdated on pawtrack pls")
        .bash(
          "fvm flutter pub outdated",
          "Package Name        Current  Upgradable  Resolvable  Latest\ngo_router           13.2.0   13.2.4      14.2.0      14.2.0\nintl                0.18.1   0.18.1      0.19.0      0.19.0\nurl_launcher        6.2.5    6.3.0       6.3.0       6.3.0",
        )
        .assistant("Three behind. go_router 14 has breaking redirect changes; the other two are minor. Want me to upgrade them?")
        .user(
          "no. on pawtrack nothing gets bumped without asking me first, VetNow's QA reruns the whole regression suite for any dependency change and they bill us for it lol",
        )
        .stop("Got it, leaving them."),
    planted: [{ kind: "instruction", keys: ["regression"] }],
  },
  {
    id: "b121-checkout-double",
    build: (s) =>
      s
        .user("client says some brewly orders got charged twice yesterday")
        .assistant("Maybe the payment webhook is retried by the backend? Or the app sends the order twice. Let me look at the app side first.")
        .bash(
          "grep -n 'POST /orders' logs/prod-2026-11-23.log | awk '{print $1, $4}' | head -4",
          "09:14:02.118 order_key=7f3a\n09:14:02.412 order_key=7f3a\n11:40:55.031 order_key=c21b\n11:40:55.270 order_key=c21b",
        )
        .file("Read", "lib/features/checkout/pay_button.dart")
        .assistant(
          "Confirmed root cause: the Pay button isn't disabled while the order request is in flight, so a double tap sends two POST /orders ~300 ms apart with the same cart. Backend is innocent.",
        )
        .user("ugh. fix it and add an idempotency key too")
        .file("Edit", "lib/features/checkout/pay_button.dart")
        .file("Edit", "lib/api/orders_api.dart")
        .stop("The button disables during the request and each order carries an Idempotency-Key."),
    planted: [{ kind: "fact", keys: ["pay button", "double"] }],
  },
  {
    id: "b121-chat-scope",
    build: (s) =>
      s
        .user("pawtrack 2.3 planning. chat with the clinic is half done, release is friday")
        .bash("git log --oneline feat/clinic-chat | wc -l && grep -rn TODO lib/features/chat | wc -l", "38\n14")
        .assistant("38 commits on the branch and 14 TODOs in lib/features/chat. I wouldn't call it shippable by Friday.")
        .user("yeah. ok 2.3 ships without chat, chat moves to 2.4. dana already knows its late anyway")
        .assistant("Then I'll hide the chat entry behind the remote-config flag for 2.3.")
        .file("Edit", "lib/features/home/home_screen.dart")
        .user("perfect. oh and remind me to ask dana about the new app icon, she mentioned it on the call")
        .stop("Chat entry is behind the flag."),
    planted: [
      { kind: "decision", keys: ["2.3", "chat"] },
      { kind: "task", keys: ["app icon"] },
    ],
  },
  {
    id: "b121-short-answers",
    build: (s) =>
      s
        .user("what does this error mean")
        .bash(
          "fvm flutter run",
          "Error (Xcode): No profiles for 'com.brewly.app' were found: Xcode couldn't find any iOS App Development provisioning profiles matching 'com.brewly.app'.",
          1,
        )
        .assistant(
          "Xcode has no development provisioning profile for com.brewly.app on this machine. Usually that means the Apple account in Xcode isn't on the client's team, or automatic signing is off. You can open Runner.xcworkspace, pick the team under Signing & Capabilities, and let it create the profile. Alternatively you can download the profile manually from the developer portal and install it, or...",
        )
        .user("too long lol. keep answers short, bullets, i read you on my phone half the time")
        .assistant("- no dev profile for com.brewly.app\n- fix: Xcode > Signing > pick client team")
        .stop(),
    planted: [{ kind: "instruction", keys: ["short", "bullets"] }],
  },
  {
    id: "b121-analytics",
    build: (s) =>
      s
        .user("analytics. brewly wants funnels, vetnow wants 'something'. firebase analytics or mixpanel or amplitude")
        .assistant("Mixpanel has the nicest funnels. Firebase Analytics is free and both apps already have Firebase for push.")
        .user("mixpanel then")
        .assistant("Note Mixpanel's free plan caps at 20M events/month and the client would need their own account.")
        .user("meh. forget it, firebase analytics for both, one less account to beg for")
        .bash("cd ../brewly && fvm flutter pub add firebase_analytics", "Resolving dependencies...\n+ firebase_analytics 11.3.3\nChanged 1 dependency!")
        .stop("Added firebase_analytics to brewly; pawtrack next."),
    planted: [{ kind: "decision", keys: ["firebase analytics"] }],
  },
  {
    id: "b121-privacy-manifest",
    build: (s) =>
      s
        .user("apple email about privacy manifests for pawtrack, is that us")
        .bash("find ios -name 'PrivacyInfo.xcprivacy'", "")
        .assistant(
          "There's no PrivacyInfo.xcprivacy in ios/, and pawtrack uses shared_preferences and file timestamps, which are required-reason APIs. So yes.",
        )
        .user("k. that's a todo before the next store submit, not now. write it on the list")
        .file("Edit", "docs/TODO.md")
        .stop("Added 'PrivacyInfo.xcprivacy before next submission' to docs/TODO.md."),
    planted: [{ kind: "task", keys: ["privacyinfo"] }],
  },
  {
    id: "b121-l10n-ext",
    build: (s) =>
      s
        .user("add the 'order again' string to brewly")
        .file("Edit", "lib/l10n/app_en.arb")
        .file("Edit", "lib/features/orders/order_tile.dart")
        .bash("fvm flutter gen-l10n && fvm flutter analyze lib/features/orders", "Analyzing orders...\nNo issues found! (ran in 2.1s)")
        .assistant("Added orderAgain and used it via AppLocalizations.of(context)!.orderAgain.")
        .user(
          "use the context.l10n extension, always, not AppLocalizations.of(context)! everywhere. and run analyze before telling me smth is done, both clients' CI fails on infos",
        )
        .file("Edit", "lib/features/orders/order_tile.dart")
        .bash("fvm flutter analyze", "Analyzing brewly...\nNo issues found! (ran in 6.8s)")
        .stop("Switched to context.l10n.orderAgain; analyze is clean."),
    planted: [
      { kind: "instruction", keys: ["context.l10n"] },
      { kind: "instruction", keys: ["analyze"] },
      { kind: "fact", keys: ["infos"] },
    ],
  },
  {
    id: "b121-appt-migration",
    build: (s) =>
      s
        .user("pawtrack appointments need a 'reason' column")
        .file("Edit", "lib/data/local/tables/appointments.dart")
        .bash("dart run build_runner build -d", "[INFO] Succeeded after 14.2s with 6 outputs (22 actions)")
        .assistant("Added the column and bumped schemaVersion to 3. Existing installs on v2 need a migration step, which I haven't written yet.")
        .user("leave it for now. we have to write the v2 to v3 migration before the next release tho, dont let me forget")
        .stop("Okay."),
    planted: [{ kind: "task", keys: ["v3", "migration"] }],
  },
  {
    id: "b121-order-states",
    build: (s) =>
      s
        .user("order status handling is a pile of string compares")
        .bash('grep -rn "status == \'" lib/ | wc -l', "23")
        .assistant(
          "Two ways:\n1. an enum OrderStatus with a fromJson\n2. a sealed class OrderState with subclasses carrying their own data (eta for Preparing, pickup code for Ready)\n2 lets the compiler check every switch.",
        )
        .user("2")
        .file("Write", "lib/models/order_state.dart")
        .bash("fvm flutter analyze", "Analyzing brewly...\nNo issues found! (ran in 7.0s)")
        .assistant("OrderState is a sealed class now; the 23 string compares are exhaustive switches.")
        .user("nice. the pickup code is always 4 digits btw, the POS in the stores can't show more")
        .stop(),
    planted: [
      { kind: "decision", keys: ["sealed"] },
      { kind: "fact", keys: ["pickup code", "4 digits"] },
    ],
  },
  {
    id: "b121-tomasz-days",
    build: (s) =>
      s
        .user("can tomasz review the checkout PR today")
        .bash("gh pr view 212 --json reviewRequests -q '.reviewRequests[].login'", "tkowalski")
        .assistant("He's already requested on #212.")
        .user("oh its thursday, tomasz is only on brewly mon to wed. ok i'll review it myself then, pull it")
        .bash("gh pr checkout 212", "Switched to branch 'feat/checkout-v2'")
        .stop("Checked out #212."),
    planted: [{ kind: "fact", keys: ["tomasz", "wed"] }],
  },
  {
    id: "b121-image-cache",
    build: (s) =>
      s
        .user("menu images reload every time you scroll back up. janky")
        .assistant(
          "Options:\n1. cached_network_image (disk cache, placeholder support)\n2. precacheImage for the visible category only\n3. bump the ImageCache size\nI'd do 1, maybe plus 3.",
        )
        .user("1, skip 3")
        .bash("fvm flutter pub add cached_network_image", "Resolving dependencies...\n+ cached_network_image 3.4.1\nChanged 1 dependency!")
        .file("Edit", "lib/features/menu/menu_tile.dart")
        .assistant("Menu tiles use CachedNetworkImage now.")
        .user("ok. next week: same thing for the pawtrack clinic photos, they're way worse")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cached_network_image"] },
      { kind: "task", keys: ["clinic photos"] },
    ],
  },
  {
    id: "b121-popscope",
    build: (s) =>
      s
        .user("so many warnings in pawtrack analyze")
        .bash(
          "fvm flutter analyze | tail -4",
          "info • 'WillPopScope' is deprecated and shouldn't be used. Use PopScope instead. • lib/features/booking/booking_flow.dart:41:12 • deprecated_member_use\ninfo • 'WillPopScope' is deprecated and shouldn't be used. Use PopScope instead. • lib/features/pets/pet_form.dart:88:10 • deprecated_member_use\n31 issues found.",
        )
        .assistant("Mostly WillPopScope -> PopScope deprecations (29 of 31), the other two are unused imports. I can do the unused imports now.")
        .user(
          "do the imports. the popscope migration is a separate ticket, booking flow back handling is fragile, needs testing. put it on the board for next sprint",
        )
        .file("Edit", "lib/features/booking/booking_flow.dart")
        .bash("gh issue create -t 'Migrate WillPopScope to PopScope' -l tech-debt", "https://github.com/agency/pawtrack/issues/318")
        .stop("Removed the two unused imports and opened #318 for the PopScope migration."),
    planted: [{ kind: "task", keys: ["popscope"] }],
  },
  {
    id: "b121-branching",
    build: (s) =>
      s
        .user("push it")
        .bash("git push origin main", "To github.com:agency/brewly.git\n   8d02f41..a11c0de  main -> main")
        .user(
          "WHY main. ok not your fault i never said. both repos: feature branches + PR to develop, main is only what's in the stores. and PR titles in english, tomasz's team is in poland",
        )
        .bash(
          "git push origin a11c0de:refs/heads/feat/store-header && git push -f origin 8d02f41:main",
          "To github.com:agency/brewly.git\n * [new branch]      a11c0de -> feat/store-header\n + a11c0de...8d02f41 8d02f41 -> main (forced update)",
        )
        .stop("Moved the commit to feat/store-header and reset main."),
    planted: [
      { kind: "instruction", keys: ["develop"] },
      { kind: "instruction", keys: ["english"] },
    ],
  },
  {
    id: "b121-maps-key",
    build: (s) =>
      s
        .user("pawtrack clinic map is grey on the new android build")
        .bash(
          "adb logcat -d | grep -i 'google maps' | tail -2",
          "E Google Android Maps SDK: Authorization failure.\nE Google Android Maps SDK: Ensure that the API key is restricted to package com.vetnow.pawtrack.staging",
        )
        .assistant(
          "The Maps key is restricted to the prod package com.vetnow.pawtrack, and the staging flavor's applicationIdSuffix makes it com.vetnow.pawtrack.staging, so Maps refuses it.",
        )
        .user(
          "right. vetnow owns the cloud console so we can't add the package ourselves. going with a separate staging key then, they already said yes on slack. ugh",
        )
        .file("Edit", "android/app/src/staging/AndroidManifest.xml")
        .stop("The staging manifest reads MAPS_API_KEY_STAGING from local.properties; it'll work once they issue the key."),
    planted: [
      { kind: "fact", keys: ["cloud console"] },
      { kind: "decision", keys: ["staging key"] },
    ],
  },
  {
    id: "b121-deployment-target",
    build: (s) =>
      s
        .user("pod install fails on brewly after adding mobile_scanner")
        .bash(
          "cd ios && pod install",
          '[!] CocoaPods could not find compatible versions for pod "GoogleMLKit/BarcodeScanning":\n  Specs satisfying the dependency were found, but they required a higher minimum deployment target.',
          1,
        )
        .assistant("mobile_scanner's MLKit needs iOS 15.5. Brewly's Podfile has platform :ios, '13.0'. We could bump the target to 15.5?")
        .user("cant. brewly stays on ios 13, the stores have old ipads running the staff app. use the older mobile_scanner 3.x then")
        .bash(
          "fvm flutter pub add mobile_scanner:^3.5.7 && cd ios && pod install",
          "Pod installation complete! There are 14 dependencies from the Podfile and 27 total pods installed.",
        )
        .stop("mobile_scanner 3.5.7 installs with the iOS 13 target."),
    planted: [
      { kind: "fact", keys: ["ipads"] },
      { kind: "decision", keys: ["mobile_scanner", "3."] },
    ],
  },
  {
    id: "b121-widget-files",
    build: (s) =>
      s
        .user("split checkout_screen.dart, 900 lines")
        .file("Read", "lib/features/checkout/checkout_screen.dart")
        .file("Write", "lib/features/checkout/widgets/payment_methods.dart")
        .file("Write", "lib/features/checkout/widgets/order_summary.dart")
        .bash("fvm flutter analyze lib/features/checkout", "No issues found! (ran in 1.9s)")
        .assistant(
          "Split into checkout_screen.dart, widgets/payment_methods.dart and widgets/order_summary.dart; each file has one public widget and its private helpers.",
        )
        .user("yes exactly like that. i prefer one public widget per file in both apps, keep doing that")
        .stop(),
    planted: [{ kind: "instruction", keys: ["one public widget"] }],
  },
  {
    id: "b121-release-notes-todo",
    build: (s) =>
      s
        .user("pawtrack 2.3 build for testflight")
        .bash("fvm flutter build ipa --flavor prod -t lib/main_prod.dart --build-number 87", "✓ Built IPA to build/ios/ipa (31.2MB)")
        .bash("xcrun altool --upload-app -f build/ios/ipa/pawtrack.ipa -t ios --apiKey $ASC_KEY --apiIssuer $ASC_ISSUER", "UPLOAD SUCCEEDED with no errors")
        .assistant("Build 87 is uploaded to TestFlight.")
        .user("cool. still need the 2.3 release notes in norwegian + english for dana before friday, thats on me, add a reminder to the todo list")
        .file("Edit", "docs/TODO.md")
        .stop("Added it."),
    planted: [{ kind: "task", keys: ["release notes"] }],
  },
  {
    id: "b121-ci-pods",
    build: (s) =>
      s
        .user("why does pawtrack ci take 25 min")
        .bash(
          "gh run view 9123 --json jobs -q '.jobs[] | \"\\(.name) \\(.completedAt)\"'",
          "analyze 2026-11-24T10:03:12Z\ntest 2026-11-24T10:06:40Z\nbuild-ios 2026-11-24T10:27:55Z",
        )
        .assistant("build-ios is 21 of the 25 minutes, and 7 of those are pod install with no cache.")
        .user("cache the pods then")
        .file("Edit", ".github/workflows/ci.yml")
        .assistant("Added an actions/cache step keyed on Podfile.lock.")
        .user("ty. and the android job could use a gradle cache too but later, todo for next week")
        .stop(),
    planted: [{ kind: "task", keys: ["gradle cache"] }],
  },
  {
    id: "b121-empty-center",
    build: (s) =>
      s
        .user("how do i center the empty state on the orders screen, it's stuck at the top")
        .file("Read", "lib/features/orders/orders_screen.dart")
        .assistant(
          "It's inside a ListView, which gives unbounded height. Wrapping the empty state in a Center inside a SliverFillRemaining (or returning it outside the ListView) will center it.",
        )
        .user("do the second thing")
        .file("Edit", "lib/features/orders/orders_screen.dart")
        .assistant("The empty state is returned outside the ListView now, centered.")
        .user("perfect ty")
        .stop(),
    planted: [],
  },
  {
    id: "b121-empty-typo",
    build: (s) =>
      s
        .user("typo on onboarding slide 2, 'your pets apointments'")
        .bash("grep -rn 'apointments' lib/l10n", 'lib/l10n/app_en.arb:31:  "onboardingSlide2": "All your pets apointments in one place",')
        .file("Edit", "lib/l10n/app_en.arb")
        .assistant('Fixed to "All your pet\'s appointments in one place".')
        .user("run the tests")
        .bash("fvm flutter test", "00:21 +142: All tests passed!")
        .assistant("142 passed.")
        .stop(),
    planted: [],
  },
  {
    id: "b121-empty-jank",
    build: (s) =>
      s
        .user("the pets list stutters when you scroll fast on the old samsung")
        .assistant("Could be the avatars decoding at full resolution, or the shadow on every card. Do you have a profile trace?")
        .user("no. maybe its the hero animations? idk")
        .assistant("Possible, heroes only cost during navigation though. Running it in profile mode would tell us.")
        .bash("fvm flutter run --profile -d R58M12ABCDE", "Launching lib/main.dart on SM A105F in profile mode...\nError: device disconnected", 1)
        .user("phone died lol. whatever, its a 5 year old phone, not worth the time")
        .stop("Okay."),
    planted: [],
  },
  {
    id: "b121-empty-gradle-log",
    build: (s) =>
      s
        .user("what is this gradle thing in the build output, is it bad")
        .bash(
          "fvm flutter build apk 2>&1 | grep -i warn",
          "Warning: This version only understands SDK XML versions up to 3 but an SDK XML file of version 4 was encountered. This can happen if you use versions of Android Studio and the command-line tools that were released at different times.\nw: Kotlin plugin: you must always specify jvmTarget; the default will never be stable. TODO: set kotlinOptions.jvmTarget",
        )
        .assistant(
          "Both are harmless: the first is an SDK tools version mismatch, the second is a Kotlin deprecation notice printed by a plugin's build script, not our code.",
        )
        .user("so ignore?")
        .assistant("Yes, the APK builds fine; they go away when the plugin and command-line tools update.")
        .stop(),
    planted: [],
  },
  {
    id: "b121-empty-hooks",
    build: (s) =>
      s
        .user("should we move brewly to flutter_hooks? the controllers disposal stuff is annoying")
        .assistant("Hooks would remove most of the dispose boilerplate, and hooks_riverpod fits with Riverpod. It's a big diff across 40 widgets though.")
        .user("hmm lets do it")
        .bash("grep -rln 'StatefulWidget' lib/ | wc -l", "41")
        .user("actually no scratch that, 41 files mid-project, not worth it. forget i asked")
        .stop("Okay, leaving it."),
    planted: [],
  },
  {
    id: "b121-empty-dio-retry",
    build: (s) =>
      s
        .user("does dio retry failed requests by default")
        .assistant("No. Dio never retries on its own; you need an interceptor such as dio_smart_retry, or your own.")
        .user("and does our client have one")
        .file("Read", "lib/api/brewly_client.dart")
        .assistant("No retry interceptor: only the auth and X-Store-Id interceptors.")
        .user("ok just wanted to know")
        .stop(),
    planted: [],
  },
  {
    id: "b121-empty-status",
    build: (s) =>
      s
        .user("where are we with the booking flow refactor")
        .bash(
          "git log --oneline develop..feat/booking-refactor",
          "e51a0c2 refactor(pawtrack): booking step 3 uses BookingController\n4b7d1f9 refactor(pawtrack): extract ClinicPicker\n02ac33e refactor(pawtrack): booking state into a notifier",
        )
        .assistant(
          "Three commits on feat/booking-refactor: the state moved into a notifier, ClinicPicker is its own widget, and step 3 uses BookingController. Steps 1 and 2 still use the old state.",
        )
        .user("ok thx")
        .stop(),
    planted: [],
  },
  {
    id: "b121-empty-rename",
    build: (s) =>
      s
        .user("rename `foo` in pet_form.dart to something sane")
        .file("Read", "lib/features/pets/pet_form.dart")
        .assistant("`foo` holds the selected species; renaming it to `selectedSpecies`.")
        .file("Edit", "lib/features/pets/pet_form.dart")
        .user("lol who wrote that. me probably")
        .assistant("Done, analyze is clean.")
        .stop(),
    planted: [],
  },
  {
    id: "b121-empty-melos",
    build: (s) =>
      s
        .user("long week. anything fun in flutter land")
        .assistant("Not much: Dart macros were paused. Since both apps share a bunch of widgets, one idea would be a melos monorepo with a shared ui package.")
        .user("meh, different clients, different repos, they'd kill me. no")
        .assistant("Fair enough.")
        .user("ok im off, thx 👋")
        .stop(),
    planted: [],
  },
  {
    id: "b121-empty-quote-lints",
    build: (s) =>
      s
        .user("what does our analysis_options even enable, paste it")
        .bash(
          "cat analysis_options.yaml",
          "include: package:very_good_analysis/analysis_options.yaml\nlinter:\n  rules:\n    always_use_package_imports: true\n    public_member_api_docs: false\n# TODO: never enable lines_longer_than_80_chars, we must keep 120",
        )
        .assistant("very_good_analysis as the base, always_use_package_imports on, public docs off, and a comment about line length.")
        .user("huh ok. who added that comment")
        .bash("git log -1 --format='%an %ad' -S 'lines_longer' -- analysis_options.yaml", "Tomasz Kowalski Tue Sep 3 2026")
        .assistant("Tomasz, in September.")
        .stop(),
    planted: [],
  },
  {
    id: "b121-flavor-config",
    build: (s) =>
      s
        .user("brewly needs staging + prod api urls per build. how do we pass them")
        .assistant(
          "Options:\n a) --dart-define-from-file=config/staging.json, read with String.fromEnvironment\n b) flutter_dotenv with .env files\n c) separate main_*.dart files holding constants",
        )
        .user("c like pawtrack? no wait, a. dotenv files get bundled into the apk as assets which is dumb")
        .file("Write", "config/staging.json")
        .file("Write", "config/prod.json")
        .file("Edit", "lib/env.dart")
        .bash(
          "fvm flutter run --dart-define-from-file=config/staging.json -d macos",
          "Launching lib/main.dart on macOS in debug mode...\nBREWLY_API_URL=https://api-stg.brewly.coffee",
        )
        .assistant("Both configs load; lib/env.dart reads BREWLY_API_URL via String.fromEnvironment.")
        .user("good. and never put real keys in config/*.json, those files are committed. anything secret goes in the github actions secrets")
        .stop("Understood; only urls and flags in those files."),
    planted: [
      { kind: "decision", keys: ["dart-define-from-file"] },
      { kind: "instruction", keys: ["secrets", "config"] },
    ],
  },
  {
    id: "b121-brand-font",
    build: (s) =>
      s
        .user("the brewly headings look wrong, thats not their font")
        .bash("grep -n -A4 'fonts:' pubspec.yaml", "", 1)
        .assistant("No fonts are declared in pubspec.yaml, so it falls back to Roboto/SF. Do you have the font files?")
        .user("yes in the drive. its Gilroy, their brand font, licence covers the apps only, not the website. adding it now")
        .bash("cp ~/Drive/Brewly/brand/Gilroy-*.otf assets/fonts/ && ls assets/fonts", "Gilroy-Bold.otf\nGilroy-Medium.otf\nGilroy-Regular.otf")
        .file("Edit", "pubspec.yaml")
        .file("Edit", "lib/theme/app_theme.dart")
        .assistant("Gilroy is registered and used for all heading styles.")
        .user("nice. the tab bar still has the placeholder icons, todo swap them once their designer sends the svgs")
        .stop(),
    planted: [
      { kind: "fact", keys: ["gilroy"] },
      { kind: "task", keys: ["svgs"] },
    ],
  },
  {
    id: "b121-test-command",
    build: (s) =>
      s
        .user("coverage for brewly? client asks for a number in the contract")
        .bash(
          "fvm flutter test --coverage --exclude-tags golden && lcov --summary coverage/lcov.info",
          "00:38 +211: All tests passed!\nSummary coverage rate:\n  lines......: 72.4% (3120 of 4309 lines)",
        )
        .assistant("72.4% lines. With the generated *.g.dart files excluded it'd be around 81%. Want a CI threshold at 80%?")
        .user("80 yes")
        .user("hmm no, 70. generated code drags it and i dont want red builds every week. coverage gate 70, final")
        .file("Edit", ".github/workflows/ci.yml")
        .user("oh and locally run the suite as `fvm flutter test --exclude-tags golden`, the golden ones only run in docker anyway")
        .stop("CI now fails under 70% line coverage."),
    planted: [
      { kind: "decision", keys: ["coverage", "70"] },
      { kind: "instruction", keys: ["exclude-tags"] },
    ],
  },
  {
    id: "b121-clinic-times",
    build: (s) =>
      s
        .user("users in tromsø say booking times are off by an hour")
        .bash("curl -s https://api.vetnow.no/v1/clinics/88/slots?date=2026-11-25 | jq '.[0]'", '{\n  "start": "2026-11-25T09:00:00",\n  "clinicId": 88\n}')
        .assistant("Maybe we parse it as UTC somewhere? The string has no offset at all.")
        .file("Read", "lib/data/remote/slot_dto.dart")
        .assistant(
          "Confirmed: the VetNow API returns slot times in the clinic's local time without any offset, and SlotDto parses them with DateTime.parse, which treats them as device-local. A phone set to another zone shifts them.",
        )
        .user(
          "classic. patch it for now with Europe/Oslo hardcoded. follow-up: ask vetnow to add the clinic timezone to the clinic payload, not every clinic is in norway forever",
        )
        .file("Edit", "lib/data/remote/slot_dto.dart")
        .stop("Slots are parsed as Europe/Oslo for now."),
    planted: [
      { kind: "fact", keys: ["offset", "local time"] },
      { kind: "task", keys: ["timezone", "payload"] },
    ],
  },
  {
    id: "b121-app-badge",
    build: (s) =>
      s
        .user("build warning about flutter_app_badger")
        .bash("fvm flutter pub get 2>&1 | grep -i badger", "flutter_app_badger 1.5.0 (discontinued)")
        .assistant("It's discontinued. Options: 1) swap to app_badge_plus, 2) drop the icon badge entirely, it only shows the unread promo count.")
        .user("2. nobody asked for badges, i added it for fun lol")
        .bash("fvm flutter pub remove flutter_app_badger", "Resolving dependencies...\n- flutter_app_badger 1.5.0\nChanged 1 dependency!")
        .file("Edit", "lib/features/promos/promo_service.dart")
        .stop("Removed the badge package and its calls."),
    planted: [{ kind: "decision", keys: ["badge"] }],
  },
  {
    id: "b121-pr-size",
    build: (s) =>
      s
        .user("status of the brewly checkout-v2 PR review?")
        .bash(
          "gh pr view 212 --json additions,deletions,comments -q '\"+\\(.additions) -\\(.deletions) comments: \\(.comments | length)\"'",
          "+2841 -967 comments: 1",
        )
        .assistant('+2841/-967 with one comment from their reviewer: "too big to review, please split".')
        .user("yeah fair. from now on PRs to the clients stay under ~400 lines changed, their reviewers just give up otherwise")
        .assistant("Should I split #212 now?")
        .user("no time today, splitting checkout-v2 is for next week")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["400 lines"] },
      { kind: "task", keys: ["checkout-v2"] },
    ],
  },
  {
    id: "b121-pet-form",
    build: (s) =>
      s
        .user("pet form validation is a mess, weight accepts letters")
        .file("Read", "lib/features/pets/pet_form.dart")
        .assistant("We could adopt reactive_forms (typed controls, validators), or keep Flutter's plain Form with TextFormField validators and fix them.")
        .user("plain Form. fewer deps, its 5 fields")
        .file("Edit", "lib/features/pets/pet_form.dart")
        .bash("fvm flutter test test/features/pets/pet_form_test.dart", "00:02 +7: All tests passed!")
        .stop("Weight accepts only numbers now, with a 0.1–150 kg range."),
    planted: [{ kind: "decision", keys: ["plain form"] }],
  },
  {
    id: "b121-signing-mini",
    build: (s) =>
      s
        .user("build ipa fails on my laptop: no signing certificate")
        .bash("security find-identity -v -p codesigning", '  1) 6A1F... "Apple Development: Lena Fischer (8XK2...)"\n     1 valid identities found')
        .assistant("Your laptop only has a development identity; release builds need an Apple Distribution certificate.")
        .user(
          "right, the distribution cert for both clients only lives on the office mac mini, nowhere else. i'll build there. next sprint we need to move signing to fastlane match so it's not one machine",
        )
        .stop("Okay."),
    planted: [
      { kind: "fact", keys: ["distribution cert", "mini"] },
      { kind: "task", keys: ["fastlane match"] },
    ],
  },
  {
    id: "b121-splash",
    build: (s) =>
      s
        .user("white flash on pawtrack launch before the first frame")
        .assistant(
          "That's the native launch screen. Either:\na) flutter_native_splash generates LaunchScreen.storyboard + Android 12 splash from one yaml\nb) hand-edit LaunchScreen.storyboard and launch_background.xml",
        )
        .user("a")
        .bash(
          "fvm flutter pub add dev:flutter_native_splash && dart run flutter_native_splash:create",
          "[Android] Updating styles...\n[iOS] Updating LaunchScreen.storyboard with splash...\n✅ Native splash complete.",
        )
        .assistant("Splash is generated; it also rewrote ios/Runner.xcodeproj/project.pbxproj to add the image set.")
        .user("ugh ok that one's fine. but in general dont hand edit the pbxproj without asking me first, pbxproj merge conflicts are hell")
        .stop(),
    planted: [
      { kind: "decision", keys: ["flutter_native_splash"] },
      { kind: "instruction", keys: ["pbxproj"] },
    ],
  },
  {
    id: "b121-invoice",
    build: (s) =>
      s
        .user("how many hours did i log on pawtrack this month, roughly by commits")
        .bash("git log --since=2026-11-01 --author=Lena --format='%ad' --date=short | sort -u | wc -l", "17")
        .assistant("Commits on 17 distinct days in November.")
        .user("ok. remind me friday to send the november invoice hours to vetnow, they pay per sprint")
        .stop("Noted."),
    planted: [{ kind: "task", keys: ["invoice"] }],
  },
  {
    id: "b121-snackbars",
    build: (s) =>
      s
        .user("error messages in brewly are raw exceptions lol 'DioException [bad response]'")
        .bash("grep -rn 'showSnackBar(SnackBar(content: Text(e.toString' lib/ | wc -l", "12")
        .assistant("12 places show e.toString() in a SnackBar. I can route them through one helper that maps DioException types to l10n messages.")
        .user("yes. and errors always go through that helper from now on, never e.toString() to users")
        .file("Write", "lib/core/ui/error_snack.dart")
        .bash("fvm flutter analyze", "Analyzing brewly...\nNo issues found! (ran in 6.5s)")
        .stop("All 12 call sites use showErrorSnack now."),
    planted: [{ kind: "instruction", keys: ["tostring"] }],
  },
  {
    id: "b121-empty-pubspec-lock",
    build: (s) =>
      s
        .user("git says pubspec.lock changed but i didnt touch deps")
        .bash(
          "git diff pubspec.lock | head -8",
          '-    sha256: "3f1a..."\n+    sha256: "9c2e..."\n     url: "https://pub.dev"\n   source: hosted\n-    version: "1.0.6"\n+    version: "1.0.7"',
        )
        .assistant("pub get resolved a newer patch of one transitive package (1.0.6 -> 1.0.7). Probably from the last `pub get` after switching branches?")
        .user("probably. just discard it")
        .bash("git checkout pubspec.lock && fvm flutter pub get --enforce-lockfile", "Resolving dependencies...\nGot dependencies!")
        .assistant("Discarded; pub get with the lockfile is clean.")
        .stop(),
    planted: [],
  },
  {
    id: "b121-empty-ideas",
    build: (s) =>
      s
        .user("random thought, should the brewly menu work offline too? like drift cache like pawtrack")
        .assistant("It could: the menu changes maybe once a week. But the prices must be live at checkout, so offline would only cover browsing.")
        .user("hmm. or just http cache headers?")
        .assistant("Their API sends Cache-Control: no-store on /menu right now, so that would need a backend change.")
        .user("meh, not worth it. nobody orders coffee offline lol")
        .stop("Fair."),
    planted: [],
  },
];

export const BLIND121 = plantedSet(BLIND121_SESSIONS, Date.UTC(2026, 10, 24, 9));
