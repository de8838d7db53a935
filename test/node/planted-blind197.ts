/**
 * Blind planted set 197 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a Flutter mobile developer (a grocery-delivery app, "Larkspur") who changes their mind
 * mid-session, so later messages supersede earlier decisions; informal, lower case, typos, many
 * short messages in a row.
 * Each session is one segment; the items planted in it are listed with it: 70 items (18 decisions, 18 instructions,
 * 17 facts, 17 tasks) in 53 sessions, 12 of which plant nothing (62 user/assistant messages between them). Every other message
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

export const BLIND197_SESSIONS: BlindSession[] = [
  {
    id: "b197-state-riverpod",
    build: (s) =>
      s
        .user("ok state management. we need to pick something before the cart screen gets worse")
        .user("thinking provider, it's what the old screens use")
        .assistant(
          "Provider would be the least churn. Bloc is the other common option if you want explicit events; Riverpod if you want compile-safe providers without BuildContext.",
        )
        .user("hmm bloc feels heavy for us")
        .user("actually let's go riverpod. riverpod 2 with the codegen, not provider")
        .bash(
          "fvm flutter pub add flutter_riverpod riverpod_annotation && fvm flutter pub add --dev riverpod_generator",
          "Resolving dependencies...\n+ flutter_riverpod 2.5.1\n+ riverpod_annotation 2.3.5\n+ riverpod_generator 2.4.0\nChanged 6 dependencies!",
        )
        .file("Edit", "lib/features/cart/cart_controller.dart")
        .assistant("Added flutter_riverpod, riverpod_annotation and riverpod_generator, and ported CartController to a @riverpod notifier.")
        .user("nice. and pls no setState outside tiny leaf widgets from now on, everything else goes through a provider")
        .stop("Understood, I'll keep state in providers and reserve setState for small leaf widgets."),
    planted: [
      { kind: "decision", keys: ["riverpod"] },
      { kind: "instruction", keys: ["setstate"] },
    ],
  },
  {
    id: "b197-ios-signing",
    build: (s) =>
      s
        .user("ios build failing on my laptop again")
        .bash(
          "fvm flutter build ipa --flavor prod",
          'Building com.larkspur.shop for device (ios-release)...\nNo valid code signing certificates were found\nerror: Signing for "Runner" requires a development team.',
          1,
        )
        .assistant("Xcode can't find a signing certificate for the Runner target. Is the distribution certificate installed in this machine's keychain?")
        .user("no lol. the certs only live on the mac mini in the office, thats the only box that can sign ios release builds")
        .user("so just do a --no-codesign build here to check it compiles")
        .bash(
          "fvm flutter build ipa --flavor prod --no-codesign",
          "Building com.larkspur.shop for device (ios-release)...\nBuilt build/ios/archive/Runner.xcarchive (no codesign)",
        )
        .assistant("It compiles and archives without signing.")
        .user("cool. we should move signing to fastlane match at some point so it isnt tied to one machine. not today tho")
        .stop("Noted, the archive builds fine unsigned."),
    planted: [
      { kind: "fact", keys: ["mac mini"] },
      { kind: "task", keys: ["fastlane", "match"] },
    ],
  },
  {
    id: "b197-router-flipflop",
    build: (s) =>
      s
        .user("routing is a mess, Navigator.push everywhere")
        .assistant("Two common choices: go_router (maintained by the Flutter team, URL-based) or auto_route (codegen, typed routes). Both handle deep links.")
        .user("auto_route. typed routes sound nice")
        .user("wait")
        .user("no, go_router. one less build_runner thing and it's flutter team maintained. final answer")
        .file("Write", "lib/app/router.dart")
        .bash("fvm flutter analyze lib/app", "Analyzing app...\nNo issues found! (ran in 2.1s)")
        .assistant("Set up a GoRouter in lib/app/router.dart with the home, cart and checkout routes.")
        .stop(),
    planted: [{ kind: "decision", keys: ["go_router"] }],
  },
  {
    id: "b197-flavors",
    build: (s) =>
      s
        .user("why is my debug build showing real orders??")
        .bash(
          "cat .vscode/launch.json",
          '{\n  "configurations": [\n    { "name": "larkspur", "request": "launch", "type": "dart", "args": ["--flavor", "prod", "-t", "lib/main_prod.dart"] }\n  ]\n}',
        )
        .assistant("The VS Code launch config runs the prod flavor with lib/main_prod.dart, so a debug build talks to the production API.")
        .user("ugh. who did that")
        .user("ok rule: locally always run with --flavor dev, never point a debug build at prod")
        .file("Edit", ".vscode/launch.json")
        .assistant("Changed the launch config to --flavor dev with lib/main_dev.dart.")
        .user("fyi the prod api is api.larkspur.shop and staging is staging-api.larkspur.shop, dev hits a local mock on 8089")
        .stop("Launch config now uses the dev flavor."),
    planted: [
      { kind: "instruction", keys: ["--flavor dev"] },
      { kind: "fact", keys: ["8089"] },
    ],
  },
  {
    id: "b197-goldens",
    build: (s) =>
      s
        .user("golden tests red on CI but green on my mac")
        .bash(
          "fvm flutter test test/goldens",
          '00:04 +11 -1: product_card_golden_test.dart: ProductCard light [E]\n  Golden "goldens/product_card_light.png": Pixel test failed, 0.84% diff detected.\n00:05 +11 -1: Some tests failed.',
          1,
        )
        .assistant("0.84% diff on text edges only. My guess is font antialiasing differs between macOS and the Linux runner.")
        .user("yeah it's that, saw the same thing last month, the diff png is only the text")
        .user("so: goldens get regenerated only on linux (the docker image), never --update-goldens on a mac")
        .bash("docker run --rm -v $PWD:/app larkspur/flutter-ci:3.22 fvm flutter test test/goldens --update-goldens", "00:09 +12: All tests passed!")
        .assistant("Regenerated the goldens inside the CI image; all 12 pass.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["goldens", "linux"] },
      { kind: "fact", keys: ["antialiasing"] },
    ],
  },
  {
    id: "b197-http-dio",
    build: (s) =>
      s
        .user("the api layer needs a real client, raw http package is getting painful")
        .user("dio?")
        .assistant("Dio gives interceptors, cancellation and timeouts out of the box. Retrofit on top would generate the endpoints from annotations.")
        .user("retrofit too then")
        .user("hmm no. skip retrofit, more codegen. plain dio, we write the calls by hand")
        .file("Write", "lib/core/api/api_client.dart")
        .bash("fvm flutter pub add dio", "+ dio 5.4.3\nChanged 2 dependencies!")
        .assistant("Added dio and an ApiClient with base URL per flavor and a 15 s connect timeout.")
        .user("k. TODO for later: a refresh token interceptor, right now a 401 just logs you out")
        .stop("ApiClient is in place."),
    planted: [
      { kind: "decision", keys: ["dio"] },
      { kind: "task", keys: ["refresh", "interceptor"] },
    ],
  },
  {
    id: "b197-minsdk",
    build: (s) =>
      s
        .user("can we drop minSdk to 21? marketing says some users on old phones")
        .bash("grep -n minSdk android/app/build.gradle", "34:        minSdkVersion 23")
        .assistant("It's at 23 right now. I can try lowering it and building.")
        .bash(
          "fvm flutter build apk --flavor dev",
          "uses-sdk:minSdkVersion 21 cannot be smaller than version 23 declared in library [:stripe_android]\nSuggestion: use a compatible library with a minSdk of at most 21",
          1,
        )
        .assistant("The Stripe Android SDK declares minSdk 23, so the app can't go below 23 while it uses flutter_stripe.")
        .user("right, forgot. so minSdk stays 23 because of stripe, tell marketing no")
        .file("Edit", "android/app/build.gradle")
        .stop("Reverted minSdkVersion to 23."),
    planted: [{ kind: "fact", keys: ["23", "stripe"] }],
  },
  {
    id: "b197-build-runner",
    build: (s) =>
      s
        .user("build_runner is complaining again")
        .bash(
          "fvm dart run build_runner build",
          "[SEVERE] Conflicting outputs were detected and the build is unable to prompt for permission to remove them. These outputs must be removed manually or the build can be run with `--delete-conflicting-outputs`.",
          1,
        )
        .user("yeah just always pass --delete-conflicting-outputs when you run build_runner, every time")
        .bash("fvm dart run build_runner build --delete-conflicting-outputs", "[INFO] Succeeded after 14.2s with 38 outputs (112 actions)")
        .assistant("Generated 38 outputs.")
        .user("ty")
        .stop(),
    planted: [{ kind: "instruction", keys: ["delete-conflicting-outputs"] }],
  },
  {
    id: "b197-models-freezed",
    build: (s) =>
      s
        .user("the models are hand written fromJson with typos everywhere")
        .assistant("Options: json_serializable alone, freezed + json_serializable (immutability, copyWith, unions), or dart_mappable (one generator for both).")
        .user("dart_mappable looks cool")
        .user("eh nobody on the team knows it. freezed + json_serializable, that's what everyone knows")
        .file("Edit", "lib/features/catalog/models/product.dart")
        .bash("fvm dart run build_runner build --delete-conflicting-outputs", "[INFO] Succeeded after 9.8s with 4 outputs")
        .assistant("Converted Product and ProductVariant to freezed classes with json_serializable.")
        .stop(),
    planted: [{ kind: "decision", keys: ["freezed"] }],
  },
  {
    id: "b197-m3-later",
    build: (s) =>
      s
        .user("turn on useMaterial3 for the new onboarding screens only?")
        .assistant("useMaterial3 is app-wide on ThemeData; you could wrap onboarding in a Theme override with useMaterial3: true.")
        .file("Edit", "lib/features/onboarding/onboarding_flow.dart")
        .bash("fvm flutter test test/features/onboarding", "00:03 +7: All tests passed!")
        .assistant("Onboarding now uses a local Material 3 theme; tests pass.")
        .user("good. next sprint we have to migrate the rest of the screens to material 3 properly, the mix looks odd")
        .stop("Onboarding runs with the Material 3 override."),
    planted: [{ kind: "task", keys: ["material 3"] }],
  },
  {
    id: "b197-checkout-owner",
    build: (s) =>
      s
        .user("touching lib/features/checkout to fix the tip rounding")
        .file("Read", "lib/features/checkout/tip_calculator.dart")
        .assistant("The tip is computed as double and rounded with round(), so 0.5 cents goes up. Want me to switch to integer cents?")
        .user("yes do it")
        .file("Edit", "lib/features/checkout/tip_calculator.dart")
        .bash("fvm flutter test test/features/checkout", "00:02 +15: All tests passed!")
        .assistant("Tips are now integer cents; 15 checkout tests pass.")
        .user("btw Priya owns checkout and payments. anything under lib/features/checkout needs her review, add her on the PR")
        .stop("I'll add Priya as reviewer."),
    planted: [
      { kind: "fact", keys: ["priya"] },
      { kind: "instruction", keys: ["priya", "review"] },
    ],
  },
  {
    id: "b197-lints",
    build: (s) =>
      s
        .user("lints. flutter_lints is too soft")
        .user("very_good_analysis?")
        .assistant("very_good_analysis is much stricter (public_member_api_docs, prefer_const, etc.). Expect a few hundred warnings at first.")
        .bash("fvm flutter pub add --dev very_good_analysis && fvm flutter analyze | tail -1", "412 issues found. (ran in 6.3s)")
        .user("412 lol")
        .user("ok keep very_good_analysis but turn off public_member_api_docs, we're an app not a package")
        .file("Edit", "analysis_options.yaml")
        .user("oh and line length is 120 for this repo, not 80. dart format -l 120")
        .bash("fvm dart format -l 120 lib test", "Formatted 212 files (38 changed) in 1.41 seconds.")
        .stop("Switched to very_good_analysis without public_member_api_docs and reformatted at 120 columns."),
    planted: [
      { kind: "decision", keys: ["very_good_analysis"] },
      { kind: "instruction", keys: ["120"] },
    ],
  },
  {
    id: "b197-exact-alarm",
    build: (s) =>
      s
        .user("crashlytics: delivery reminders crash on android 14")
        .bash(
          "adb logcat -d | grep -A3 FATAL",
          "E AndroidRuntime: FATAL EXCEPTION: main\nE AndroidRuntime: java.lang.SecurityException: Caller com.larkspur.shop needs to hold android.permission.SCHEDULE_EXACT_ALARM to set exact alarms.",
        )
        .assistant(
          "On Android 14 SCHEDULE_EXACT_ALARM is no longer granted by default, so zonedSchedule with exact mode throws. Could be the only cause, could be more.",
        )
        .user("checked on the pixel 8, with the permission granted it doesnt crash. so thats it")
        .file("Edit", "lib/core/notifications/reminder_scheduler.dart")
        .assistant("Switched to inexact scheduling (AndroidScheduleMode.inexactAllowWhileIdle) so it no longer needs the permission.")
        .user("ok that'll do for now. follow-up: move the reminders to workmanager so they survive reboots")
        .stop(),
    planted: [
      { kind: "fact", keys: ["schedule_exact_alarm"] },
      { kind: "task", keys: ["workmanager"] },
    ],
  },
  {
    id: "b197-local-db",
    build: (s) =>
      s
        .user("offline cart needs a local db")
        .user("hive is easiest")
        .assistant("Hive works for key-value. For relational queries (cart lines joined to products) drift or isar fit better.")
        .user("isar then")
        .user("wait isar is basically unmaintained now isnt it")
        .assistant("Isar's original author stepped back in 2024; there's a community fork. Drift (SQLite) is actively maintained.")
        .user("ok drift. sqlite i understand at least")
        .bash(
          "fvm flutter pub add drift sqlite3_flutter_libs && fvm flutter pub add --dev drift_dev",
          "+ drift 2.18.0\n+ sqlite3_flutter_libs 0.5.24\n+ drift_dev 2.18.0",
        )
        .file("Write", "lib/core/db/app_database.dart")
        .user("and later we need a migration for the old hive boxes from 1.x users, not now")
        .stop("Drift database added with CartLines and Products tables."),
    planted: [
      { kind: "decision", keys: ["drift"] },
      { kind: "task", keys: ["hive", "migration"] },
    ],
  },
  {
    id: "b197-fvm",
    build: (s) =>
      s
        .user("flutter doctor says 3.24 on your end?")
        .bash("flutter --version && cat .fvmrc", 'Flutter 3.24.3 • channel stable\n{\n  "flutter": "3.22.2"\n}')
        .assistant("Your global Flutter is 3.24.3, but .fvmrc pins 3.22.2.")
        .user("yeah the project is pinned to 3.22.2, we cant go up until the stripe plugin is fixed")
        .user("always use `fvm flutter` / `fvm dart` in this repo, never the global one")
        .bash("fvm flutter --version", "Flutter 3.22.2 • channel stable")
        .stop("Using fvm from now on."),
    planted: [
      { kind: "fact", keys: ["3.22.2"] },
      { kind: "instruction", keys: ["fvm flutter"] },
    ],
  },
  {
    id: "b197-analytics",
    build: (s) =>
      s
        .user("need analytics events for add to cart / checkout started")
        .user("mixpanel? the growth guy likes it")
        .assistant("Mixpanel has better funnels. Firebase Analytics is free and you already ship firebase_core for Crashlytics.")
        .user("mixpanel then")
        .user("ugh no, another sdk and another bill. firebase analytics, we already have crashlytics")
        .bash("fvm flutter pub add firebase_analytics", "+ firebase_analytics 10.10.7")
        .file("Write", "lib/core/analytics/analytics.dart")
        .assistant("Added an Analytics wrapper over FirebaseAnalytics with addToCart and beginCheckout.")
        .stop(),
    planted: [{ kind: "decision", keys: ["firebase analytics"] }],
  },
  {
    id: "b197-deeplinks",
    build: (s) =>
      s
        .user("deep link to a product opens the home screen instead")
        .file("Read", "lib/app/router.dart")
        .assistant("The router has no /product/:id route, so it falls back to /. Where do the links come from?")
        .user("branch.io. our link domain is larkspur.app.link, branch redirects to /product/<id>")
        .file("Edit", "lib/app/router.dart")
        .bash(
          "adb shell am start -a android.intent.action.VIEW -d 'https://larkspur.app.link/product/812'",
          "Starting: Intent { act=android.intent.action.VIEW dat=https://larkspur.app.link/... }",
        )
        .assistant("Added /product/:id; the link opens ProductScreen for 812 on Android.")
        .user("ios still wont work, we never set up the apple-app-site-association file. need to do that, add it to the list")
        .stop(),
    planted: [
      { kind: "fact", keys: ["larkspur.app.link"] },
      { kind: "task", keys: ["apple-app-site-association"] },
    ],
  },
  {
    id: "b197-ci-codemagic",
    build: (s) =>
      s
        .user("can you add a github actions workflow for tests")
        .assistant("Sure, a workflow running fvm flutter test on ubuntu-latest.")
        .user("oh wait we're on codemagic, not github actions. forgot. put it in codemagic.yaml")
        .file("Edit", "codemagic.yaml")
        .bash(
          "cat codemagic.yaml | head -12",
          "workflows:\n  android-dev:\n    environment:\n      flutter: 3.22.2\n    scripts:\n      - name: Tests\n        script: fvm flutter test\n      # TODO: never run integration tests here, always on the device farm\n      - name: Build\n        script: fvm flutter build apk --flavor dev --build-number=$BUILD_NUMBER",
        )
        .assistant("Added a Tests step to the android-dev workflow.")
        .user("also dont bump the build number in pubspec by hand, codemagic sets it from $BUILD_NUMBER")
        .stop(),
    planted: [
      { kind: "fact", keys: ["codemagic"] },
      { kind: "instruction", keys: ["build number"] },
    ],
  },
  {
    id: "b197-l10n",
    build: (s) =>
      s
        .user("strings. easy_localization is what we have")
        .assistant("easy_localization loads JSON at runtime. flutter gen-l10n generates typed getters from .arb files at build time.")
        .user("keep easy_localization? less work")
        .user("no actually, typed getters win. switch to arb + gen-l10n and drop easy_localization")
        .file("Write", "l10n.yaml")
        .bash(
          "fvm flutter gen-l10n",
          "Generating localizations for 2 locales: en, de\nBecause untranslated messages exist, see untranslated.json (41 messages in de)",
        )
        .assistant("gen-l10n runs; 41 German strings untranslated.")
        .user("yeah german is missing. remind me to send app_de.arb to the translator")
        .stop(),
    planted: [
      { kind: "decision", keys: ["gen-l10n"] },
      { kind: "task", keys: ["translator"] },
    ],
  },
  {
    id: "b197-colors",
    build: (s) =>
      s
        .user("the dark mode on the orders screen is broken")
        .bash(
          "grep -rn 'Color(0x' lib/features/orders | head",
          "lib/features/orders/order_tile.dart:41:      color: Color(0xFFFFFFFF),\nlib/features/orders/order_tile.dart:58:      style: TextStyle(color: Color(0xFF1B1B1F)),",
        )
        .assistant("order_tile.dart hardcodes white and near-black, so dark mode keeps a white card.")
        .user("colors come from Theme.of(context).colorScheme. no hardcoded hex anywhere, going forward too")
        .file("Edit", "lib/features/orders/order_tile.dart")
        .stop("Replaced the hex colors with colorScheme.surface and onSurface."),
    planted: [{ kind: "instruction", keys: ["colorscheme"] }],
  },
  {
    id: "b197-push-permission",
    build: (s) =>
      s
        .user("notification permission prompt shows up on first launch, people hit deny")
        .file("Read", "lib/main_prod.dart")
        .assistant("OneSignal.Notifications.requestPermission is called in main() before runApp.")
        .user("push goes through OneSignal yeah")
        .user("move the prompt to after onboarding?")
        .user("no. after the first order is placed. that's when they want delivery updates")
        .file("Edit", "lib/features/checkout/order_confirmation_screen.dart")
        .assistant("Moved the permission request to the order confirmation screen, once per install.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["onesignal"] },
      { kind: "decision", keys: ["first order"] },
    ],
  },
  {
    id: "b197-feed-jank",
    build: (s) =>
      s
        .user("home feed janks on the redmi")
        .assistant("Could be image decoding, could be the BoxShadow on each card, could be rebuilds. Can you record a timeline in DevTools?")
        .bash(
          "fvm flutter run --profile --flavor dev -d redmi",
          "Flutter run key commands.\nAn Observatory debugger and profiler on Redmi Note 9 is available at: http://127.0.0.1:51344/",
        )
        .user("devtools: raster thread 28ms per frame, it's the shadows. turned them off and it's 9ms")
        .file("Edit", "lib/features/home/product_card.dart")
        .assistant("Replaced the BoxShadow with a 1px outline border on the cards.")
        .user("good. we should profile the search screen too at some point, it feels similar")
        .stop(),
    planted: [
      { kind: "fact", keys: ["shadow"] },
      { kind: "task", keys: ["search screen"] },
    ],
  },
  {
    id: "b197-no-web",
    build: (s) =>
      s
        .user("flutter create added a web folder at some point")
        .bash("ls", "android  ios  lib  linux  macos  pubspec.yaml  test  web  windows")
        .user("should we support web?")
        .assistant("It'd need a different payments flow (flutter_stripe web is limited) and a URL strategy. Up to you.")
        .user("no. mobile only, ios + android. delete web, linux, macos, windows")
        .bash(
          "rm -rf web linux macos windows && git status --short | head -3",
          " D linux/CMakeLists.txt\n D macos/Runner.xcodeproj/project.pbxproj\n D web/index.html",
        )
        .stop("Removed the desktop and web platform folders."),
    planted: [{ kind: "decision", keys: ["mobile only"] }],
  },
  {
    id: "b197-branch-naming",
    build: (s) =>
      s
        .user("make a branch for the promo banner")
        .bash("git checkout -b promo-banner", "Switched to a new branch 'promo-banner'")
        .user("no, branches are feat/<thing> or fix/<thing> here, always")
        .bash("git branch -m feat/promo-banner", "")
        .user("and one feature per PR pls, keep them small")
        .assistant("Renamed to feat/promo-banner.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["feat/"] },
      { kind: "instruction", keys: ["one feature"] },
    ],
  },
  {
    id: "b197-images",
    build: (s) =>
      s
        .user("product images are huge, 3MB each on the list")
        .bash("curl -sI 'https://larkspur.imgix.net/p/812.jpg' | grep -i content-length", "content-length: 3128457")
        .assistant("The URLs point at larkspur.imgix.net. imgix resizes on the fly with ?w= and ?auto=format.")
        .user("yep all product images come from imgix. so append w= per widget size")
        .file("Edit", "lib/core/images/product_image_url.dart")
        .bash("curl -sI 'https://larkspur.imgix.net/p/812.jpg?w=400&auto=format' | grep -i content-length", "content-length: 41230")
        .assistant("400 px wide is 41 KB. I also added cached_network_image for the list.")
        .user("hmm cached_network_image or extended_image? whatever, cached_network_image is fine, keep it")
        .stop(),
    planted: [
      { kind: "fact", keys: ["imgix"] },
      { kind: "decision", keys: ["cached_network_image"] },
    ],
  },
  {
    id: "b197-test-runner",
    build: (s) =>
      s
        .user("run the tests")
        .bash("fvm flutter test", "01:48 +412: All tests passed!")
        .user("1:48 is slow. use `very_good test` for the test suite from now on, it runs them optimized")
        .bash("very_good test --optimization", "00:41 +412: All tests passed!")
        .assistant("41 s with very_good test.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["very_good test"] }],
  },
  {
    id: "b197-forms",
    build: (s) =>
      s
        .user("address form validation is copy pasted in 4 places")
        .user("reactive_forms?")
        .assistant("reactive_forms gives model-driven forms with validators; flutter_form_builder is widget-driven. Or keep Form + a shared validators file.")
        .user("reactive_forms. no hold on. no new dep, just a validators.dart with the shared functions and the normal Form widget")
        .file("Write", "lib/core/forms/validators.dart")
        .file("Edit", "lib/features/address/address_form.dart")
        .bash("fvm flutter test test/features/address", "00:02 +9: All tests passed!")
        .assistant("Moved the postcode, phone and street validators into lib/core/forms/validators.dart and used them in all four forms.")
        .user("👍 the postcode regex is uk only tho. we launch in ireland in march so eircode support is needed before then")
        .stop(),
    planted: [
      { kind: "decision", keys: ["validators.dart"] },
      { kind: "task", keys: ["eircode"] },
    ],
  },
  {
    id: "b197-store-release",
    build: (s) =>
      s
        .user("bump version for the 2.4 release")
        .file("Edit", "pubspec.yaml")
        .bash("grep version: pubspec.yaml", "version: 2.4.0+1")
        .assistant("pubspec is at 2.4.0 now (build number stays 1 here; Codemagic sets the real one).")
        .user("ok. couple things before 2.4 goes out, write them down:")
        .user(
          "- remove the debug menu shake gesture from prod builds\n- update the app store screenshots, they still show the old checkout\n- check the privacy manifest (PrivacyInfo.xcprivacy) lists the analytics sdk",
        )
        .assistant("Noted those three for before the 2.4 release.")
        .stop(),
    planted: [
      { kind: "task", keys: ["shake"] },
      { kind: "task", keys: ["screenshots"] },
      { kind: "task", keys: ["privacyinfo"] },
    ],
  },
  {
    id: "b197-payments-env",
    build: (s) =>
      s
        .user("stripe test payments failing on staging")
        .bash("grep STRIPE .env.staging", "STRIPE_PUBLISHABLE_KEY=pk_live_51Nx...")
        .assistant("The staging env file has a live publishable key (pk_live_), so test cards are rejected.")
        .user("lol who put a live key there")
        .file("Edit", ".env.staging")
        .assistant("Swapped it for the pk_test_ key from the Stripe dashboard.")
        .user("fyi the stripe keys and the webhook config are managed by the backend team (Tomasz), we only get the publishable key")
        .stop(),
    planted: [{ kind: "fact", keys: ["tomasz"] }],
  },
  {
    id: "b197-icons",
    build: (s) =>
      s
        .user("new icon set from design came in")
        .bash("ls assets/icons | head -5 && ls assets/icons | wc -l", "basket.svg\nbike.svg\ncheck.svg\nclock.svg\nheart.svg\n64")
        .user("flutter_svg for these?")
        .assistant("flutter_svg works. Alternatively convert them into an icon font with fluttericon so they're just Icons with a color.")
        .user("font is nicer for tinting")
        .user("meh, but then every new icon needs a font rebuild. stick with flutter_svg, svgs in assets/icons")
        .bash("fvm flutter pub add flutter_svg", "+ flutter_svg 2.0.10+1")
        .file("Write", "lib/core/ui/app_icon.dart")
        .assistant("Added an AppIcon widget wrapping SvgPicture.asset with a colorFilter from the theme.")
        .stop(),
    planted: [{ kind: "decision", keys: ["flutter_svg"] }],
  },
  {
    id: "b197-integration-tests",
    build: (s) =>
      s
        .user("integration tests keep timing out on the emulator")
        .bash(
          "fvm flutter test integration_test/checkout_flow_test.dart -d emulator-5554",
          "00:30 +0 -1: checkout flow places an order [E]\n  TimeoutException after 0:00:30.000000: Test timed out after 30 seconds.",
          1,
        )
        .assistant("The order call goes to staging and takes ~40 s on the emulator. We could raise the timeout or mock the API.")
        .user("the checkout integration test needs the staging backend up, and staging sleeps after 30 min idle on render. first request is slow, that's why")
        .user("so from now on integration tests run against the local mock server, not staging")
        .file("Edit", "integration_test/checkout_flow_test.dart")
        .bash(
          "fvm flutter test integration_test/checkout_flow_test.dart -d emulator-5554 --dart-define=API_BASE=http://10.0.2.2:8089",
          "00:12 +1: All tests passed!",
        )
        .stop("Passes in 12 s against the mock."),
    planted: [
      { kind: "fact", keys: ["staging", "30 min"] },
      { kind: "instruction", keys: ["integration tests", "mock"] },
    ],
  },
  {
    id: "b197-cart-limit",
    build: (s) =>
      s
        .user("what's the max quantity per item again")
        .file("Read", "lib/features/cart/cart_controller.dart")
        .assistant("The controller clamps to 99, but the API might have its own limit. I don't see it documented here.")
        .user("api rejects above 20 for alcohol, 99 for everything else. that's a legal thing, doesnt change")
        .file("Edit", "lib/features/cart/cart_controller.dart")
        .assistant("Added an alcohol flag check: max 20 for alcohol products, 99 otherwise.")
        .user("great. write a test for it")
        .file("Write", "test/features/cart/cart_limits_test.dart")
        .bash("fvm flutter test test/features/cart", "00:02 +18: All tests passed!")
        .stop(),
    planted: [{ kind: "fact", keys: ["20", "alcohol"] }],
  },
  {
    id: "b197-widget-structure",
    build: (s) =>
      s
        .user("this product_screen.dart is 900 lines")
        .assistant("I could split it into private helper methods like _buildHeader(), or into separate widget classes.")
        .user("widget classes. never _buildX methods, they rebuild everything and you lose const")
        .user("and new code sticks to the feature layout: data/ domain/ ui/ per feature, widgets go in ui/widgets. every time")
        .file("Write", "lib/features/product/ui/widgets/product_header.dart")
        .file("Write", "lib/features/product/ui/widgets/variant_picker.dart")
        .file("Edit", "lib/features/product/ui/product_screen.dart")
        .bash("wc -l lib/features/product/ui/product_screen.dart", "212 lib/features/product/ui/product_screen.dart")
        .assistant("Split into ProductHeader, VariantPicker and NutritionTable; product_screen.dart is 212 lines now.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["_buildx"] },
      { kind: "instruction", keys: ["domain/", "ui/"] },
    ],
  },
  {
    id: "b197-maps",
    build: (s) =>
      s
        .user("rider tracking map")
        .user("google_maps_flutter i guess")
        .assistant("google_maps_flutter needs API keys per platform and billing. flutter_map with OpenStreetMap/Mapbox tiles is the alternative.")
        .user("hmm mapbox pricing is better")
        .user("ok let me think")
        .user("google maps. we already have the billing account and the keys for the rider app, reuse them")
        .bash("fvm flutter pub add google_maps_flutter", "+ google_maps_flutter 2.6.1")
        .file("Edit", "android/app/src/main/AndroidManifest.xml")
        .file("Edit", "ios/Runner/AppDelegate.swift")
        .assistant("Added google_maps_flutter and wired the API keys from the rider app's config on both platforms.")
        .user("rider position polling is every 10s for now, websocket later. put websocket tracking on the backlog")
        .stop(),
    planted: [
      { kind: "decision", keys: ["google maps"] },
      { kind: "task", keys: ["websocket"] },
    ],
  },
  {
    id: "b197-commit-style",
    build: (s) =>
      s
        .user("commit this")
        .bash("git add -A && git commit -m 'fixed stuff'", "[feat/promo-banner 3f9a1c0] fixed stuff\n 3 files changed, 48 insertions(+), 6 deletions(-)")
        .user("ugh no. conventional commits: feat(scope): ..., fix(scope): ... . amend it")
        .bash("git commit --amend -m 'feat(home): promo banner with dismiss'", "[feat/promo-banner 71be02d] feat(home): promo banner with dismiss")
        .user("and never push, i always push myself")
        .assistant("Amended to feat(home): promo banner with dismiss. Not pushed.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["conventional commits"] },
      { kind: "instruction", keys: ["push"] },
    ],
  },
  {
    id: "b197-env-config",
    build: (s) =>
      s
        .user("how do we read env vars now")
        .file("Read", "lib/core/config/env.dart")
        .assistant("env.dart uses flutter_dotenv and loads .env.<flavor> from assets at startup. The alternative is --dart-define-from-file, compiled in.")
        .user("dotenv ships the file inside the apk right? anyone can unzip it")
        .assistant("Yes, assets are readable in the APK/IPA. dart-define values are compiled into the snapshot, a bit harder to read but not secret either.")
        .user("ok switch to --dart-define-from-file=env/dev.json etc, drop flutter_dotenv")
        .user("wait does codemagic support that")
        .assistant("Yes, it's just a flutter build argument.")
        .user("ok go")
        .file("Edit", "lib/core/config/env.dart")
        .bash("fvm flutter pub remove flutter_dotenv", "- flutter_dotenv 5.1.0\nChanged 1 dependency!")
        .stop("Config now comes from --dart-define-from-file."),
    planted: [{ kind: "decision", keys: ["dart-define-from-file"] }],
  },
  {
    id: "b197-accessibility",
    build: (s) =>
      s
        .user("accessibility audit came back")
        .bash(
          "cat docs/a11y-audit.md | head -8",
          "# A11y audit (Oct)\n- Add to cart buttons have no semantic label\n- Text does not scale past 1.3x on product screen\n- Contrast of grey price text 3.1:1 (must be 4.5:1)\n- TODO(vendor): never rely on color alone for stock status",
        )
        .assistant("Four findings: missing semantics on add-to-cart, text scaling capped, grey price contrast, and color-only stock status.")
        .user("fix the add to cart labels now")
        .file("Edit", "lib/features/catalog/widgets/add_to_cart_button.dart")
        .assistant("Added Semantics(label: 'Add <product> to cart') to the button.")
        .user(
          "the text scaling one is bigger, we cap textScaler at 1.3 in main.dart because the cards overflow. need to fix the cards and remove the textScaler cap, next sprint",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["1.3"] },
      { kind: "task", keys: ["textscaler"] },
    ],
  },
  {
    id: "b197-device-lab",
    build: (s) =>
      s
        .user("which devices do we test on")
        .assistant("I don't have a list in the repo. Is there a device lab doc?")
        .user("no doc. the test phones are: pixel 8 (android 14), redmi note 9 (android 11, our low end baseline), iphone 12 mini, iphone 15")
        .user("actually write that into docs/devices.md")
        .file("Write", "docs/devices.md")
        .bash("cat docs/devices.md", "# Test devices\n- Pixel 8 (Android 14)\n- Redmi Note 9 (Android 11), low-end baseline\n- iPhone 12 mini\n- iPhone 15")
        .assistant("Wrote docs/devices.md.")
        .user("if it's smooth on the redmi it's smooth everywhere, perf checks go on that one first")
        .stop(),
    planted: [
      { kind: "fact", keys: ["redmi", "low end"] },
      { kind: "instruction", keys: ["redmi", "perf"] },
    ],
  },
  {
    id: "b197-onboarding-copy",
    build: (s) =>
      s
        .user("onboarding has 4 pages, product says cut to 3")
        .user("which one goes")
        .assistant('Page 3 ("Track your rider") overlaps with page 2\'s delivery message; that would be the easiest cut.')
        .user("yeah drop page 3")
        .user("hmm no keep it, drop the notifications page instead, we ask after the first order anyway now")
        .file("Edit", "lib/features/onboarding/onboarding_flow.dart")
        .bash("fvm flutter test test/features/onboarding", "00:03 +6: All tests passed!")
        .assistant("Removed the notifications page; onboarding is 3 pages.")
        .user("k. remind me to ask Lena for the new illustration for page 2, the current one is a placeholder")
        .stop(),
    planted: [
      { kind: "decision", keys: ["notifications page"] },
      { kind: "task", keys: ["lena", "illustration"] },
    ],
  },
  {
    id: "b197-force-update",
    build: (s) =>
      s
        .user("we need a force update thing, old versions call the v1 cart endpoint that's going away")
        .assistant("Options: in_app_update (Android only, Play Core flow) or upgrader (both platforms, checks store version or an appcast).")
        .user("in_app_update for android and something custom for ios?")
        .user("nah two code paths. upgrader for both, and the minimum version comes from firebase remote config")
        .bash("fvm flutter pub add upgrader firebase_remote_config", "+ upgrader 10.3.0\n+ firebase_remote_config 4.4.7")
        .file("Write", "lib/core/update/force_update_gate.dart")
        .assistant(
          "Added a ForceUpdateGate that reads min_app_version from Remote Config and shows the upgrader dialog without a dismiss button when below it.",
        )
        .user("perfect. still have to set min_app_version in the remote config console before the v1 endpoint is shut off, dont let me forget")
        .stop(),
    planted: [
      { kind: "decision", keys: ["upgrader"] },
      { kind: "task", keys: ["min_app_version"] },
    ],
  },
  {
    id: "b197-fonts",
    build: (s) =>
      s
        .user("first launch shows the fallback font for a second")
        .file("Read", "lib/app/theme.dart")
        .assistant("The theme uses GoogleFonts.inter(), which downloads the font at runtime on first launch. Bundling the TTFs would avoid the flash.")
        .user("yes bundle inter in assets/fonts, turn off runtime fetching")
        .file("Edit", "pubspec.yaml")
        .file("Edit", "lib/app/theme.dart")
        .bash("du -sh assets/fonts", "1.2M\tassets/fonts")
        .assistant("Bundled Inter (4 weights, 1.2 MB) and set GoogleFonts.config.allowRuntimeFetching = false.")
        .user("1.2MB hmm. we should subset the font files later, we only need latin")
        .stop(),
    planted: [
      { kind: "decision", keys: ["inter"] },
      { kind: "task", keys: ["subset"] },
    ],
  },
  {
    id: "b197-empty-typo",
    build: (s) =>
      s
        .user("typo on the cart empty state, says 'Your cart is emtpy'")
        .file("Edit", "lib/l10n/app_en.arb")
        .assistant("Fixed the typo in app_en.arb.")
        .user("thx")
        .user("regen the l10n too")
        .bash("fvm flutter gen-l10n", "Generating localizations for 2 locales: en, de")
        .stop("Regenerated."),
    planted: [],
  },
  {
    id: "b197-empty-hotreload",
    build: (s) =>
      s
        .user("hot reload not picking up changes in the cart provider??")
        .assistant("Hot reload keeps existing state; providers already created keep their old values. A hot restart (R) rebuilds them.")
        .user("oh. maybe that's it")
        .user("or is it because it's a const constructor somewhere")
        .assistant("Could be either. If the widget is const and nothing above it changed, it won't rebuild on reload.")
        .user("restart fixed it lol")
        .stop(),
    planted: [],
  },
  {
    id: "b197-empty-gradle-log",
    build: (s) =>
      s
        .user("android build is slow, what is it doing")
        .bash(
          "fvm flutter build apk --flavor dev --verbose | grep -i warning | head -4",
          "warning: [options] source value 8 is obsolete and will be removed in a future release\nwarning: Kotlin plugin: always use the same version for kotlin-stdlib and the plugin\nNote: Some input files use or override a deprecated API.\nwarning: TODO never cache transforms for :app (configuration cache disabled)",
        )
        .assistant("Mostly Java 8 source warnings and a disabled configuration cache. Nothing failing. Enabling org.gradle.caching might help.")
        .user("hmm maybe. dont change anything yet, just curious")
        .user("how long did it take")
        .assistant("About 3 min 40 s for a clean build.")
        .stop(),
    planted: [],
  },
  {
    id: "b197-empty-chitchat",
    build: (s) =>
      s
        .user("morning")
        .user("coffee machine broke so expect typos lol")
        .assistant("Morning! What are we working on?")
        .user("just look at what the last commit did, I forgot")
        .bash(
          "git log -1 --stat",
          "commit 8c1e4f2\nAuthor: dev\n    fix(cart): clamp quantity at 99\n lib/features/cart/cart_controller.dart | 4 ++--\n 1 file changed, 2 insertions(+), 2 deletions(-)",
        )
        .assistant("The last commit clamps the cart quantity at 99 in cart_controller.dart.")
        .user("right right. ok thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b197-empty-withdrawn",
    build: (s) =>
      s
        .user("thinking we move from firebase crashlytics to sentry")
        .user("sentry has better flutter symbolication maybe?")
        .assistant(
          "Sentry does symbolicate Dart stack traces well and has performance tracing. Migration means new init code and dropping crashlytics from both platforms.",
        )
        .user("hmm. actually no, scratch that, not worth it right now")
        .user("just check crashlytics is still uploading dsyms")
        .bash(
          "grep -n upload-symbols ios/Runner.xcodeproj/project.pbxproj",
          '412:\t\t\tshellScript = "\\"${PODS_ROOT}/FirebaseCrashlytics/upload-symbols\\" --build-phase";',
        )
        .assistant("Yes, the Run Script phase still runs upload-symbols.")
        .stop(),
    planted: [],
  },
  {
    id: "b197-empty-question-keys",
    build: (s) =>
      s
        .user("what's the difference between ValueKey and ObjectKey again")
        .assistant("ValueKey compares with ==, ObjectKey compares with identical(). Use ValueKey(id) when items have stable ids.")
        .user("and GlobalKey is the expensive one?")
        .assistant("Yes, GlobalKey is registered globally and lets a widget keep state when it moves in the tree; use sparingly.")
        .user("got it")
        .stop(),
    planted: [],
  },
  {
    id: "b197-empty-pod-install",
    build: (s) =>
      s
        .user("pod install exploded")
        .bash(
          "cd ios && pod install",
          '[!] CocoaPods could not find compatible versions for pod "Firebase/CoreOnly":\n  In Podfile:\n    firebase_core was resolved to 2.31.0, which depends on Firebase/CoreOnly (= 10.25.0)\n[!] You should always run `pod repo update` before reporting',
          1,
        )
        .assistant("The local spec repo is stale. Running pod install --repo-update should fix it.")
        .user("do it")
        .bash("cd ios && pod install --repo-update", "Pod installation complete! There are 41 dependencies from the Podfile and 63 total pods installed.")
        .assistant("Pods installed.")
        .stop(),
    planted: [],
  },
  {
    id: "b197-empty-guess",
    build: (s) =>
      s
        .user("some users say the app logs them out randomly")
        .user("maybe the token expiry is too short? or secure storage gets wiped on ios updates?")
        .assistant(
          "Both are possible. flutter_secure_storage on iOS keeps keychain items across updates unless the accessibility option changed. I'd need logs to tell.",
        )
        .user("yeah no idea. lets not touch it until we have a repro")
        .user("can you at least grep where we clear the token")
        .bash(
          "grep -rn 'deleteToken\\|clearToken' lib",
          "lib/core/auth/auth_repository.dart:88:    await _storage.delete(key: _tokenKey);\nlib/core/api/api_client.dart:64:        await auth.clearToken();",
        )
        .assistant("Two places: explicit logout in auth_repository.dart and the 401 handler in api_client.dart.")
        .stop(),
    planted: [],
  },
  {
    id: "b197-empty-rename",
    build: (s) =>
      s
        .user("rename ProductTile to ProductListTile, it clashes with the grid one")
        .bash("grep -rln 'ProductTile\\b' lib test | wc -l", "7")
        .file("Edit", "lib/features/catalog/widgets/product_tile.dart")
        .assistant("Renamed the class and its 7 usages.")
        .user("run analyze")
        .bash("fvm flutter analyze", "No issues found! (ran in 5.2s)")
        .stop("Clean."),
    planted: [],
  },
  {
    id: "b197-empty-status",
    build: (s) =>
      s
        .user("where are we with the promo banner")
        .assistant("The banner widget is done and wired to the home screen; it reads the promo from /v2/promos. Dismissal isn't persisted yet.")
        .user("ok")
        .user("screenshot?")
        .bash("fvm flutter screenshot -d emulator-5554 -o /tmp/banner.png", "Screenshot written to /tmp/banner.png (412kB).")
        .assistant("Saved to /tmp/banner.png.")
        .user("looks fine")
        .stop(),
    planted: [],
  },
  {
    id: "b197-empty-proposal",
    build: (s) =>
      s
        .user("should we go with a monorepo with melos? rider app + customer app + shared packages")
        .assistant("Melos would let the two apps share models and the API client. The cost is a new CI setup and path dependencies.")
        .user("maybe. need to talk to the rider app people first")
        .user("what does pubspec look like for a path dep")
        .assistant("dependencies:\n  larkspur_core:\n    path: ../packages/larkspur_core")
        .user("ok. not now anyway")
        .stop(),
    planted: [],
  },
  {
    id: "b197-empty-flaky",
    build: (s) =>
      s
        .user("rerun the cart tests, one was flaky")
        .bash("fvm flutter test test/features/cart", "00:02 +18: All tests passed!")
        .assistant("All 18 pass this time.")
        .user("weird. again?")
        .bash("fvm flutter test test/features/cart", "00:02 +18: All tests passed!")
        .assistant("Passing again. It may depend on timing in the debounce test, but I can't reproduce it.")
        .user("whatever, moving on")
        .stop(),
    planted: [],
  },
];

export const BLIND197 = plantedSet(BLIND197_SESSIONS, Date.UTC(2026, 10, 25, 9));
