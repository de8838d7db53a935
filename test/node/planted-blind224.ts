/**
 * Blind planted set 224 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a mobile QA lead (React Native app, Detox, Bitrise, TestFlight) who writes in bug-ticket
 * language (steps, expected, actual) and states team rules, owners and follow-ups in passing,
 * often mid-ticket or after a triage is done; the agent confirms root causes and proposes fixes.
 * Each session is one segment; the items planted in it are listed with it: 71 items (16 decisions, 17 instructions,
 * 22 facts, 16 tasks) in 48 sessions, 13 of which plant nothing (55 user/assistant messages between them). Every other message
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

export const BLIND224_SESSIONS: BlindSession[] = [
  {
    id: "b224-google-signin-crash",
    build: (s) =>
      s
        .user(
          "New ticket, pls help me triage.\nSteps: 1. fresh install of the release build 4.12.0 (812) on Pixel 7, Android 14 2. tap 'Continue with Google' 3. pick account\nExpected: lands on Home\nActual: app closes, no error toast. Debug builds are fine. Also fyi we file everything in Linear under the MOB project now, Jira is read-only, so don't go looking there for old tickets.",
        )
        .bash(
          "adb logcat -d | grep -iE 'GoogleSignIn|ApiException' | tail -5",
          "E ReactNativeJS: GoogleSignin error: DEVELOPER_ERROR\nW GoogleApiManager: ApiException: 10: \nE ReactNativeJS: Unhandled promise rejection: Error: DEVELOPER_ERROR",
        )
        .assistant(
          "ApiException 10 is DEVELOPER_ERROR, which usually means the signing certificate isn't registered for the OAuth client. Debug works, release doesn't, so it's probably the release keystore. Let me check the fingerprint.",
        )
        .bash(
          "keytool -list -v -keystore android/app/release.keystore -alias trailmix | grep SHA1",
          "\t SHA1: 3B:7C:91:0E:AA:12:5F:C0:88:19:D4:E2:61:0B:7A:3F:55:C9:02:DE",
        )
        .bash("firebase apps:android:sha:list 1:4471:android:9ac2 --project trailmix-prod", "SHA-1: 8F:21:...:44 (debug)\n1 certificate")
        .assistant(
          "Confirmed: the root cause is that the release keystore's SHA-1 is not registered in Firebase for trailmix-prod, only the debug one is. That's why only release builds crash on Google sign-in.",
        )
        .user(
          "ok that matches what I see. I added it in the console just now, crash gone on a rebuilt 812. Follow-up for later: the Play Store build is re-signed by Google, so we also need the upload key SHA-1 and the app signing key registered, I'll need Dana to give me Play Console access first.",
        )
        .assistant("Noted. I'll leave the code as is, nothing changed in the repo for this one.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["linear", "mob"] },
      { kind: "fact", keys: ["sha-1", "keystore"] },
      { kind: "task", keys: ["upload key"] },
    ],
  },
  {
    id: "b224-detox-flaky-checkout",
    build: (s) =>
      s
        .user(
          "checkout.e2e.ts fails about 1 in 4 on CI. Steps: run `yarn e2e:android` on Bitrise. Expected: green. Actual: 'Timed out while waiting for the app to idle'. Can you look?",
        )
        .bash(
          "yarn e2e:android --testNamePattern checkout --retries 0",
          "DetoxRuntimeError: Test Failed: Timed out while waiting for the app to idle\nHINT: The app is busy with the following tasks:\n- There are 1 work items pending on the dispatch queue: Animated loop (never ends)\n  at checkout.e2e.ts:41",
          1,
        )
        .assistant(
          "The Animated loop on the 'processing' shimmer never ends, so Detox never sees the app idle. Honestly this kind of thing is why a lot of teams move to Maestro, it doesn't wait on idle. Want me to sketch a migration?",
        )
        .user("no. we're staying on Detox this quarter, nobody has time for a migration. just fix the shimmer.")
        .file("Edit", "src/components/Shimmer.tsx")
        .bash("yarn e2e:android --testNamePattern checkout --retries 0", "PASS e2e/checkout.e2e.ts (41.2 s)\n  ✓ pays with saved card (18022 ms)")
        .assistant("Shimmer now stops its loop when `isDetox` is set via launch args. Passed 10/10 locally.")
        .user(
          "nice. while you're in there: our testIDs are kebab-case, like checkout-pay-button, I see you added `payButtonShimmer`. That's the team rule for every testID, please rename.",
        )
        .file("Edit", "src/components/Shimmer.tsx")
        .stop("Renamed to pay-button-shimmer."),
    planted: [
      { kind: "decision", keys: ["detox", "quarter"] },
      { kind: "instruction", keys: ["kebab-case", "testid"] },
    ],
  },
  {
    id: "b224-onboarding-typo",
    build: (s) =>
      s
        .user("tiny one: onboarding step 2 says 'Contiune'. fix pls")
        .bash("grep -rn 'Contiune' src/i18n", 'src/i18n/en.json:88:  "onboarding.next": "Contiune"')
        .file("Edit", "src/i18n/en.json")
        .assistant("Fixed in en.json, the other locales had it right.")
        .user("ty. is there a spellcheck we could run on the json files?")
        .assistant("cspell can do it; there's no config for it in the repo right now. I can add one if you want, but it's a separate change.")
        .user("nah leave it, was just curious")
        .stop("Ok, leaving it."),
    planted: [],
  },
  {
    id: "b224-ios-keyboard-chat",
    build: (s) =>
      s
        .user(
          "Bug: Steps: open any chat thread on iPhone SE 3rd gen, iOS 17.4, tap the message input. Expected: input sits right above the keyboard. Actual: keyboard covers the input, you type blind. Not on 15 Pro.",
        )
        .assistant("Could be the KeyboardAvoidingView `behavior` prop, small screens sometimes need `padding` instead of `height`. Let me check the screen.")
        .file("Read", "src/screens/ChatThread.tsx")
        .assistant(
          "It's not the behavior prop. ChatThread wraps the list in KeyboardAvoidingView *and* the input uses react-native-keyboard-controller's KeyboardStickyView, so both shift the layout and on the SE they cancel out. I removed the KeyboardAvoidingView and it sits correctly on the SE simulator.",
        )
        .bash("yarn ios --simulator 'iPhone SE (3rd generation)'", "info Launching iPhone SE (3rd generation)\nsuccess Successfully launched the app")
        .user("confirmed on the physical SE too. ok going with keyboard-controller everywhere then, KeyboardAvoidingView goes out of the app.")
        .user("there are 6 other screens still on KeyboardAvoidingView, we need an audit of those next sprint, not in this PR")
        .stop("Understood, only ChatThread changes here."),
    planted: [
      { kind: "decision", keys: ["keyboard-controller"] },
      { kind: "task", keys: ["keyboardavoidingview", "audit"] },
    ],
  },
  {
    id: "b224-release-branch",
    build: (s) =>
      s
        .user("can you cut me a list of what merged since the last release branch")
        .bash(
          "git log --oneline release/4.12..main | head",
          "a81c0e2 fix(chat): sticky input on small screens\n5d2f9b1 feat(cart): quantity stepper\n0c44e7a chore: bump detox to 20.18",
        )
        .assistant("Three commits since release/4.12: the chat input fix, the cart quantity stepper, and the Detox bump.")
        .user(
          "ok. context for you since you'll see this a lot: we cut the release branch every other Thursday and submit to the stores the Friday after. And nothing goes to TestFlight until the smoke checklist in Notion is fully ticked by QA, that's my sign-off.",
        )
        .assistant("Got it.")
        .user("the stepper one, does it have tests?")
        .bash("git show --stat 5d2f9b1 | tail -3", " src/components/QuantityStepper.tsx | 74 +++\n e2e/cart.e2e.ts | 22 +\n 2 files changed, 96 insertions(+)")
        .stop("Yes, it added 22 lines to e2e/cart.e2e.ts."),
    planted: [
      { kind: "fact", keys: ["thursday"] },
      { kind: "instruction", keys: ["testflight", "smoke"] },
    ],
  },
  {
    id: "b224-simulator-list",
    build: (s) =>
      s
        .user("which iOS simulators do I have installed? I want to check the SE and an iPad")
        .bash(
          "xcrun simctl list devices available | grep -E 'iPhone SE|iPad'",
          "    iPhone SE (3rd generation) (A1F2...) (Shutdown)\n    iPad (10th generation) (77C0...) (Shutdown)\n    iPad Pro 13-inch (M4) (91BD...) (Shutdown)",
        )
        .assistant("You have iPhone SE (3rd gen), iPad 10th gen and iPad Pro 13-inch (M4), all shut down.")
        .user("would it be worth adding the iPad 10th gen to the nightly matrix? what do you think")
        .assistant("It'd add maybe 12 minutes per run. Worth it only if iPad users show up in analytics; I can't see analytics from here.")
        .user("hm let me think about it, not deciding now")
        .stop("Sure."),
    planted: [],
  },
  {
    id: "b224-payment-spinner",
    build: (s) =>
      s
        .user(
          "S2 ticket MOB-1432. Steps: Network Link Conditioner on '3G', add item, pay with saved card. Expected: success or an error after a bit. Actual: spinner forever, had to kill the app after 2 min.",
        )
        .bash("grep -rn 'timeout' src/api/client.ts", "src/api/client.ts:12:  timeout: 30_000,\nsrc/api/client.ts:13:  // TODO: per-endpoint timeouts")
        .bash("curl -s -o /dev/null -w '%{http_code} %{time_total}\\n' -X POST https://api-stg.trailmix.dev/v2/payments/slow-test", "504 29.012")
        .assistant(
          "Found it. The API gateway cuts requests at 29 seconds and returns a 504 with an empty body, and our client timeout is 30 s, so the client timeout never fires; the 504 with no body then isn't handled by the payment saga and the spinner stays. I'd lower the payments request timeout to 20s and handle the empty 504 as a retryable error.",
        )
        .user("yes, 20s for payments, do it. the rest of the endpoints leave alone")
        .file("Edit", "src/api/payments.ts")
        .file("Edit", "src/sagas/payment.ts")
        .bash("yarn jest src/sagas/payment.test.ts", "PASS src/sagas/payment.test.ts\n  ✓ shows retry on empty 504 (12 ms)")
        .stop("Payments now time out at 20s and the empty 504 shows the retry sheet."),
    planted: [
      { kind: "fact", keys: ["gateway", "29"] },
      { kind: "decision", keys: ["20s"] },
    ],
  },
  {
    id: "b224-crashlytics-alerts",
    build: (s) =>
      s
        .user("why didn't I get an alert for the crash spike on 4.12.0 yesterday?")
        .bash(
          "firebase crashlytics:alerts:list --project trailmix-prod",
          "ALERT            CHANNEL            RECIPIENTS\nnew-fatal        email              oncall-mobile@trailmix.dev\nregression       email              oncall-mobile@trailmix.dev\nvelocity         pagerduty          mobile-oncall",
        )
        .assistant("All three Crashlytics alerts go to oncall-mobile / the mobile-oncall PagerDuty service. No QA address on any of them.")
        .user(
          "right, I forgot. Crashlytics alerts belong to Priya's on-call rotation, QA isn't on them by design. remind me to ask Priya whether she can add #mob-qa to the velocity alerts at least.",
        )
        .stop("Will do."),
    planted: [
      { kind: "fact", keys: ["crashlytics", "priya"] },
      { kind: "task", keys: ["velocity alerts"] },
    ],
  },
  {
    id: "b224-unit-run",
    build: (s) =>
      s
        .user("run the unit tests and tell me if anything's red")
        .bash(
          "yarn jest --silent",
          "PASS src/utils/money.test.ts\nPASS src/sagas/payment.test.ts\n  console.warn: TODO remove legacy cart selector\nTest Suites: 48 passed, 48 total\nTests:       412 passed, 412 total\nTime:        38.1 s",
        )
        .assistant("All green: 48 suites, 412 tests, 38 s. There's a console.warn about a legacy cart selector but nothing fails.")
        .user("great, coffee time ☕")
        .assistant("Enjoy!")
        .stop(),
    planted: [],
  },
  {
    id: "b224-deeplink-cold-start",
    build: (s) =>
      s
        .user(
          "[Pixel 7/14/4.12.0 (812)] Order deep link opens Home on cold start\nSteps: kill app, tap trailmix://orders/9931 from an email. Expected: order 9931 detail. Actual: Home. Warm start works.",
        )
        .file("Read", "src/navigation/linking.ts")
        .assistant("Maybe the order screen isn't registered in the linking config? Checking.")
        .assistant(
          "It is registered. The real cause: our custom `getInitialURL` returns before the auth check resolves, and the NavigationContainer is mounted without it when the user is logged in via the restored token. I made it await the token restore; cold start now opens the order.",
        )
        .bash(
          "adb shell am start -W -a android.intent.action.VIEW -d trailmix://orders/9931",
          "Status: ok\nActivity: com.trailmix/.MainActivity\nTotalTime: 1412",
        )
        .user(
          "works on device 👍 btw see the title format I used? every ticket I file has device/OS/build number in the title like that, keep it when you draft tickets for me. And we still need a Detox test for cold-start deep link, put that on the list for later",
        )
        .stop("Will use that title format. Cold-start deep link e2e noted as open."),
    planted: [
      { kind: "fact", keys: ["getinitialurl"] },
      { kind: "instruction", keys: ["build number", "title"] },
      { kind: "task", keys: ["cold-start", "deep link"] },
    ],
  },
  {
    id: "b224-qa-builds",
    build: (s) =>
      s
        .user("I need an android build of the branch fix/chat-sticky-input for the QA device lab. building locally takes me 25 min")
        .assistant(
          "Two options: I can run `./gradlew assembleStagingRelease` here, or we trigger the Bitrise `qa-build` workflow with the branch, which uploads to Firebase App Distribution for the lab devices. The second is probably better for the lab.",
        )
        .user("yeah ok, going with the Bitrise qa-build workflow for lab builds, local ones take forever")
        .bash(
          "bitrise-trigger --workflow qa-build --branch fix/chat-sticky-input",
          "Triggered build #3318 (qa-build) on fix/chat-sticky-input\nhttps://app.bitrise.io/build/7f1e0c",
        )
        .user("and screenshots/recordings for tickets go in the #mob-qa-evidence Slack channel, not as Linear attachments, Linear storage is a mess")
        .stop("Build #3318 triggered. Will point to #mob-qa-evidence for evidence."),
    planted: [
      { kind: "decision", keys: ["qa-build"] },
      { kind: "instruction", keys: ["mob-qa-evidence"] },
    ],
  },
  {
    id: "b224-dark-mode-guess",
    build: (s) =>
      s
        .user("someone reported the settings screen flashes white when switching to dark mode. maybe the Appearance listener fires late? not sure")
        .bash("grep -rn 'Appearance.addChangeListener' src", "src/theme/ThemeProvider.tsx:22:    const sub = Appearance.addChangeListener(onChange);")
        .assistant(
          "There's one listener in ThemeProvider. I tried toggling dark mode 20 times on the iPhone 15 sim and on a Pixel 7 emulator and couldn't reproduce a flash.",
        )
        .user("same, can't repro on 4.12 either. closing it as cannot-reproduce.")
        .stop("Ok."),
    planted: [],
  },
  {
    id: "b224-android-back-checkout",
    build: (s) =>
      s
        .user(
          "Steps: on the checkout screen press hardware back on Android. Expected: ?? Actual: app goes to Home and the cart looks empty (it isn't). Product hasn't specced this.",
        )
        .file("Read", "src/screens/Checkout.tsx")
        .assistant("I'd suggest a confirm dialog on back ('Leave checkout?') so people don't lose context.")
        .user("ok do the dialog")
        .file("Edit", "src/screens/Checkout.tsx")
        .user(
          "actually no, scratch the dialog. just talked to Mia from product: back from checkout returns to the cart, no dialog. revert that and do it that way.",
        )
        .file("Edit", "src/screens/Checkout.tsx")
        .bash("grep -n 'enableOnBackInvokedCallback' android/app/src/main/AndroidManifest.xml", '14:        android:enableOnBackInvokedCallback="true"')
        .assistant(
          'Done, back goes to the cart now. Worth knowing for your test plans: predictive back is switched on in our manifest (enableOnBackInvokedCallback="true"), so on Android 14 the back gesture shows the preview animation of the cart before you release.',
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["cart", "no dialog"] },
      { kind: "fact", keys: ["enableonbackinvokedcallback"] },
    ],
  },
  {
    id: "b224-staging-3ds",
    build: (s) =>
      s
        .user("my staging test orders are all gone?? I made 5 yesterday for MOB-1440")
        .bash("curl -s https://api-stg.trailmix.dev/v2/meta | jq .last_reset", '"2026-12-01T02:00:04Z"')
        .assistant("Staging was reset at 02:00 UTC today. That looks like a scheduled reset.")
        .user(
          "ugh yes. staging db is wiped every night at 02:00 UTC, I always forget. also for the 3DS ticket use card 4000 0027 6000 3184 in all 3DS test flows, 4242 skips the challenge so it proves nothing",
        )
        .bash("node scripts/seed-orders.js --count 5 --card 4000002760003184", "created 5 orders (3DS challenge: required)")
        .stop("Re-seeded 5 orders with the 3DS card."),
    planted: [
      { kind: "fact", keys: ["02:00"] },
      { kind: "instruction", keys: ["3184"] },
    ],
  },
  {
    id: "b224-friday-chat",
    build: (s) =>
      s
        .user("long week. how's your day going lol")
        .assistant("All good on my side. Anything you want to look at before the weekend?")
        .user("not really, maybe just show me git status so I know I didn't leave junk around")
        .bash("git status --short", " M e2e/cart.e2e.ts\n?? tmp/repro-1432.mov")
        .assistant("One modified e2e file and an untracked screen recording in tmp/.")
        .user("the mov is mine, leave it. ok bye!")
        .stop("Have a good weekend."),
    planted: [],
  },
  {
    id: "b224-a11y-cart",
    build: (s) =>
      s
        .user(
          "a11y ticket. Steps: TalkBack on, Pixel 7, open cart, swipe to an item. Expected: 'Trail mix, 12 dollars'. Actual: 'Trail mix, 12 dollars, 12 dollars'.",
        )
        .file("Read", "src/components/CartItem.tsx")
        .assistant(
          "The price Text is nested inside a Pressable that already has an accessibilityLabel including the price, and the inner Text isn't marked accessible={false}. Confirmed with Accessibility Scanner: TalkBack reads price twice because of that nesting.",
        )
        .file("Edit", "src/components/CartItem.tsx")
        .user(
          "fixed on device. couple of things while we're here: I prefer accessibility labels written as verbs for buttons ('Remove item', not 'Remove button' or 'Trash'), please follow that. TODO for next sprint: full VoiceOver pass on checkout, nobody has done it since the redesign",
        )
        .assistant("Updated the remove button's label to 'Remove item'.")
        .file("Edit", "src/components/CartItem.tsx")
        .stop(),
    planted: [
      { kind: "fact", keys: ["talkback", "twice"] },
      { kind: "instruction", keys: ["accessibility labels", "verbs"] },
      { kind: "task", keys: ["voiceover", "checkout"] },
    ],
  },
  {
    id: "b224-version-code",
    build: (s) =>
      s
        .user("the QA build says 4.12.0 (811) but the Bitrise page says 812, which one is real?")
        .bash("grep -n 'versionCode' android/app/build.gradle", '23:        versionCode 811\n24:        versionName "4.12.0"')
        .assistant(
          "build.gradle has 811 committed; Bitrise overrides it at build time with its build counter, so the shipped build is 812. The 811 in the repo is stale.",
        )
        .user("ok. should I just bump it in the file so it's not confusing?")
        .assistant("I'd rather not: if it's edited by hand it can get ahead of Bitrise's counter and the Play upload gets rejected for a reused versionCode.")
        .user("fair. then rule: nobody touches versionCode by hand, Bitrise bumps it. add a comment in build.gradle saying that")
        .file("Edit", "android/app/build.gradle")
        .stop("Comment added above versionCode."),
    planted: [{ kind: "instruction", keys: ["versioncode", "bitrise"] }],
  },
  {
    id: "b224-expo-idea",
    build: (s) =>
      s
        .user("random q: would EAS Build make our release builds less painful?")
        .assistant(
          "Possibly. EAS would give managed credentials and cloud builds, but you'd be adopting Expo modules for parts of the native setup, and your Bitrise pipelines and the device lab flow would need redoing. It's a bigger project than it looks.",
        )
        .user("yeah thought so. interesting but not now, not even putting it on a roadmap")
        .assistant("Makes sense.")
        .stop(),
    planted: [],
  },
  {
    id: "b224-push-testflight",
    build: (s) =>
      s
        .user(
          "Steps: TestFlight build 4.12.0 (812) pointing at staging, app in background, send test push from admin. Expected: banner. Actual: nothing. Simulator debug build gets it fine.",
        )
        .bash("firebase messaging:apns --project trailmix-stg", "APNs authentication key: AuthKey_7QH2.p8  environment: sandbox\nProduction: (not configured)")
        .assistant(
          "The staging Firebase project only has the sandbox APNs key. TestFlight builds are signed for production APNs, so pushes from staging to TestFlight builds can't arrive; debug builds use sandbox, which is why those work.",
        )
        .user(
          "wow ok that explains months of 'flaky push' reports. confirmed that's the cause. follow-up: ask Marco on backend to upload the production APNs key to the staging project, he owns those credentials",
        )
        .stop("Noted; nothing to change in the app."),
    planted: [
      { kind: "fact", keys: ["apns", "testflight"] },
      { kind: "task", keys: ["marco", "apns"] },
    ],
  },
  {
    id: "b224-reactotron",
    build: (s) =>
      s
        .user("Flipper won't connect again on RN 0.74. should we fix it or drop it?")
        .bash(
          "yarn why react-native-flipper",
          '=> Found "react-native-flipper@0.212.0"\ninfo Has been hoisted to "react-native-flipper"\nwarning: Flipper support is deprecated and will never be updated for new architecture',
        )
        .assistant("Flipper's RN integration is deprecated upstream. Reactotron covers network, redux and logs for us; I'd drop Flipper and set up Reactotron.")
        .user("agreed, we drop Flipper and use Reactotron. go.")
        .file("Edit", "package.json")
        .file("Write", "src/dev/reactotron.ts")
        .bash("yarn install && yarn android", "success Installed\nReactotron: connected to 10.0.2.2:9090")
        .user("connected 👍 and unrelated, repro videos you attach to drafts: keep them under 30 seconds, nobody watches the long ones")
        .stop("Got it."),
    planted: [
      { kind: "decision", keys: ["reactotron"] },
      { kind: "instruction", keys: ["videos", "30 seconds"] },
    ],
  },
  {
    id: "b224-german-truncation",
    build: (s) =>
      s
        .user("Steps: set device to Deutsch, open product page on iPhone SE. Expected: 'In den Warenkorb' fits. Actual: 'In den Waren…'")
        .bash("node scripts/string-length-report.js de en", "locale de vs en: avg +35.2% chars (n=612)\nlongest: checkout.cta.placeOrder (+88%)")
        .assistant(
          "German strings run about 35% longer than English on average in our catalog, and the primary CTA has a fixed width, so at 320pt screen width it truncates. I switched the CTA to flex with a min width and `adjustsFontSizeToFit`.",
        )
        .file("Edit", "src/components/PrimaryButton.tsx")
        .user("better. we really need a pseudo-localization build variant so we catch this before translators do, let's get that in before the Q1 release")
        .stop("Noted, separate from this fix."),
    planted: [
      { kind: "fact", keys: ["german", "35%"] },
      { kind: "task", keys: ["pseudo-localization"] },
    ],
  },
  {
    id: "b224-crash-log-explain",
    build: (s) =>
      s
        .user(
          "what does this mean, from a tester's phone:\n```\nFatal Exception: java.lang.IllegalStateException: Fragment must be attached to an activity\n  at androidx.fragment.app.Fragment.requireActivity\nNote: views must never be touched after onDestroyView\n```",
        )
        .assistant(
          "Something called requireActivity() after the fragment was detached, typically a callback (permission result, image picker) landing after the user left the screen. In RN apps it's usually a native module.",
        )
        .bash(
          "grep -rn 'requireActivity' node_modules/react-native-image-crop-picker/android/src | head -2",
          "node_modules/react-native-image-crop-picker/android/src/.../PickerModule.java:211: Activity a = requireActivity();",
        )
        .user("ah it's the image picker one, that's already tracked as MOB-1287. never mind then")
        .stop("Ok."),
    planted: [],
  },
  {
    id: "b224-smoke-matrix",
    build: (s) =>
      s
        .user("the full e2e matrix on every PR takes 55 min, devs are bypassing it. ideas?")
        .bash(
          "cat .bitrise/e2e-matrix.yml | head -8",
          "devices:\n  - android-api-30\n  - android-api-33\n  - android-api-34\n  - ios-17-se\n  - ios-17-15pro\n# always run all devices",
        )
        .assistant(
          "Proposal: on PRs run only the smoke tag on one Android emulator, API 34, which is ~9 min; run the full device matrix nightly on main and post failures to #mob-qa. Regressions get caught within a day instead of blocking every PR.",
        )
        .user("ok let's do that, smoke on API 34 per PR and full matrix nightly")
        .file("Edit", ".bitrise/e2e-matrix.yml")
        .file("Edit", "bitrise.yml")
        .stop("Pipelines updated."),
    planted: [{ kind: "decision", keys: ["nightly", "api 34"] }],
  },
  {
    id: "b224-severity-labels",
    build: (s) =>
      s
        .user("draft me a ticket for the sticky input bug, severity?")
        .assistant("I'd put it at S1 since you can't see what you type.")
        .user(
          "no. S1 is only for a crash or data loss, S2 is a blocked flow with no workaround, anything else is S3. keep to that for every ticket you draft. this one's S3, you can still send.\nand careful with S1 anyway: Linear auto-pages whoever is on-call when a ticket is labeled S1",
        )
        .file("Write", "tmp/ticket-draft-chat-input.md")
        .stop("Drafted as S3."),
    planted: [
      { kind: "instruction", keys: ["s1", "data loss"] },
      { kind: "fact", keys: ["auto-pages"] },
    ],
  },
  {
    id: "b224-sim-reset",
    build: (s) =>
      s
        .user("the SE simulator is stuck on the Apple logo, can you reset it")
        .bash("xcrun simctl shutdown all && xcrun simctl erase 'iPhone SE (3rd generation)'", "")
        .bash("xcrun simctl boot 'iPhone SE (3rd generation)'", "")
        .assistant("Shut everything down, erased and rebooted the SE simulator. It's at the setup screen now; the app needs reinstalling.")
        .user("reinstall the staging build pls")
        .bash("yarn ios --simulator 'iPhone SE (3rd generation)' --scheme TrailmixStaging", "success Successfully launched the app")
        .stop("Installed and launched."),
    planted: [],
  },
  {
    id: "b224-offline-cart",
    build: (s) =>
      s
        .user("MOB-1451. Steps: airplane mode, add 3 items, force-kill, reopen. Expected: 3 items in cart. Actual: empty cart. Users in the subway complain.")
        .bash("grep -n 'whitelist' src/store/index.ts", "31:  whitelist: ['auth'],")
        .assistant(
          "Confirmed root cause: the cart only lives in Redux memory; redux-persist's whitelist only contains 'auth', so the cart is never written to disk. Options: add 'cart' to the AsyncStorage-backed persist, or persist cart with MMKV, which is synchronous and much faster on cold start.",
        )
        .user("going with MMKV for the cart. leave auth on AsyncStorage for now, migrating auth to MMKV is for later, not this PR")
        .file("Edit", "src/store/index.ts")
        .file("Write", "src/store/mmkvStorage.ts")
        .bash("yarn jest src/store", "PASS src/store/persist.test.ts\n  ✓ restores cart after restart (31 ms)")
        .stop("Cart persisted through MMKV; auth untouched."),
    planted: [
      { kind: "fact", keys: ["redux-persist", "whitelist"] },
      { kind: "decision", keys: ["mmkv"] },
      { kind: "task", keys: ["auth", "asyncstorage"] },
    ],
  },
  {
    id: "b224-ci-failure-link",
    build: (s) =>
      s
        .user("nightly failed, here's a screenshot of the Bitrise page [image]. what broke?")
        .bash(
          "bitrise-logs --app trailmix --build 3324 | grep -A2 FAIL",
          "FAIL e2e/profile.e2e.ts\n  ● edit avatar › uploads photo\n    Expected element by id 'avatar-save' to be visible",
        )
        .assistant("profile.e2e.ts: the avatar save button isn't visible after picking the photo on the api-30 emulator. The other devices passed.")
        .user(
          "ok. for the future, when CI fails and you write it up in a ticket, paste the Bitrise build URL, not a screenshot; screenshots are what I just did and they're useless for devs",
        )
        .stop("Will link the build URL."),
    planted: [{ kind: "instruction", keys: ["bitrise build url"] }],
  },
  {
    id: "b224-review-test",
    build: (s) =>
      s
        .user("can you review e2e/cart.e2e.ts before I open the PR")
        .file("Read", "e2e/cart.e2e.ts")
        .assistant(
          "Two things: the `await new Promise(r => setTimeout(r, 3000))` on line 40 should be a `waitFor(...).toBeVisible().withTimeout(5000)`, and the test at line 58 depends on state from the previous one, so it fails when run alone.",
        )
        .user("good catches, applied both. thanks")
        .bash("yarn e2e:ios --testNamePattern cart", "PASS e2e/cart.e2e.ts (52.8 s)")
        .assistant("Passes on iOS now, 52.8 s.")
        .stop(),
    planted: [],
  },
  {
    id: "b224-ipad-layout",
    build: (s) =>
      s
        .user(
          "App Review rejected 4.12.0: 'app doesn't display correctly on iPad Air'. Steps: open on iPad, rotate. Actual: letterboxed, half the screen black.",
        )
        .bash(
          "plutil -p ios/Trailmix/Info.plist | grep -E 'UIRequiresFullScreen|UIDeviceFamily' -A2",
          '"UIRequiresFullScreen" => 1\n"UIDeviceFamily" => [\n  0 => 1\n  1 => 2\n]',
        )
        .assistant(
          "UIDeviceFamily includes 2 (iPad), so the app is listed as a native iPad app, but the layouts are phone-only. Either we build iPad layouts, or we drop 2 from the device family so it runs in iPhone compatibility mode.",
        )
        .user("talked to the PM, decision is we don't support iPad layouts, drop the iPad family, it runs in iPhone compat mode.")
        .file("Edit", "ios/Trailmix.xcodeproj/project.pbxproj")
        .assistant("Removed iPad from TARGETED_DEVICE_FAMILY. UIRequiresFullScreen stays on, which also means split view and slide over are off for us.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["ipad", "compat"] },
      { kind: "fact", keys: ["split view"] },
    ],
  },
  {
    id: "b224-testflight-groups",
    build: (s) =>
      s
        .user("how many people get the external beta?")
        .bash(
          "fastlane pilot list --app_identifier com.trailmix",
          "+-----------------+---------+\n| Group           | Testers |\n+-----------------+---------+\n| Beta Crew       | 140     |\n| Internal QA+PM  | 11      |\n+-----------------+---------+",
        )
        .assistant("The external group Beta Crew has 140 testers; the internal group Internal QA+PM has 11.")
        .user(
          "140, half of them haven't opened a build in months. before the 5.0 beta we have to prune the inactive ones from Beta Crew, I'll do it then, not now",
        )
        .stop("Ok."),
    planted: [
      { kind: "fact", keys: ["beta crew", "140"] },
      { kind: "task", keys: ["prune", "5.0"] },
    ],
  },
  {
    id: "b224-gradle-clean",
    build: (s) =>
      s
        .user("android build fails with duplicate class errors after I switched branches")
        .bash(
          "cd android && ./gradlew clean && cd .. && yarn android",
          "> Task :app:clean\nBUILD SUCCESSFUL in 4s\ninfo Installing the app...\nBUILD SUCCESSFUL in 1m 52s",
        )
        .assistant("A gradle clean fixed it, stale outputs from the other branch. Build is installed on the emulator.")
        .user("👍")
        .stop(),
    planted: [],
  },
  {
    id: "b224-faceid-twice",
    build: (s) =>
      s
        .user(
          "Steps: enable Face ID login, background the app 1 min, come back. Expected: one Face ID prompt. Actual: two in a row, second one cancels the first, then lands on the PIN screen.",
        )
        .file("Read", "src/auth/useBiometricGate.ts")
        .assistant(
          "Both the AppState 'active' handler and the lock screen's mount effect call LocalAuthentication.authenticateAsync, and coming back from background triggers both, so Face ID is prompted twice. That's the cause, I logged both calls firing within 40 ms.",
        )
        .file("Edit", "src/auth/useBiometricGate.ts")
        .bash("yarn e2e:ios --grep auth", "PASS e2e/auth.e2e.ts (64.0 s)\n  ✓ biometric unlock after background (9011 ms)")
        .user(
          "one prompt now. and since auth bugs are the ones that bite us: whenever you change anything under src/auth, run `yarn e2e:ios --grep auth` locally before pushing. every time.",
        )
        .stop("Will do."),
    planted: [
      { kind: "fact", keys: ["appstate", "face id"] },
      { kind: "instruction", keys: ["e2e:ios --grep auth"] },
    ],
  },
  {
    id: "b224-sentry-crashlytics",
    build: (s) =>
      s
        .user("we're getting every native crash twice, once in Crashlytics and once in Sentry. which one do we keep?")
        .assistant("Could keep just Sentry for everything, it does native crashes too. Or keep both with clear split.")
        .user(
          "we keep Crashlytics for crashes, Sentry is only for JS errors and performance. that's final, Priya's alerts are all on Crashlytics. someone still has to turn off Sentry's native crash handler so it stops double reporting, I'll do it Monday",
        )
        .bash("grep -n 'enableNativeCrashHandling' src/sentry.ts", "8:  enableNativeCrashHandling: true,")
        .stop("It's on line 8 of src/sentry.ts when you get to it."),
    planted: [
      { kind: "decision", keys: ["sentry", "js errors"] },
      { kind: "task", keys: ["native crash handler"] },
    ],
  },
  {
    id: "b224-brainstorm-onboarding",
    build: (s) =>
      s
        .user("brainstorm: how could we test the onboarding carousel faster? it's 7 swipes every run")
        .assistant(
          "Ideas: a launch arg that skips onboarding for tests not about onboarding; a deep link straight to step N; or seeding the 'seen onboarding' flag in storage before launch.",
        )
        .user("the launch arg sounds nice. or the deep link. hm")
        .assistant("The launch arg is the least code. Either works with Detox.")
        .user("let me sleep on it, we'll see")
        .stop(),
    planted: [],
  },
  {
    id: "b224-codepush",
    build: (s) =>
      s
        .user("hotfix for the German CTA, can it go out via CodePush instead of a store release?")
        .bash("appcenter codepush deployment list -a trailmix/ios", "Name        Update Metadata\nStaging     v118 (4.12.0)\nProduction  v117 (4.12.0)")
        .assistant("Yes, it's a JS-only change. I need the Production deployment key to check the target.")
        .user(
          "CodePush deployment keys are in 1Password, vault 'Mobile Release'. but it's Friday afternoon, and no CodePush releases on Fridays, full stop. push it to Staging now and we release to Production Monday",
        )
        .bash(
          "appcenter codepush release-react -a trailmix/ios -d Staging",
          'Successfully released an update containing the "./build/CodePush" directory to the "Staging" deployment',
        )
        .stop("Released to Staging (v119)."),
    planted: [
      { kind: "fact", keys: ["1password", "mobile release"] },
      { kind: "instruction", keys: ["codepush", "fridays"] },
    ],
  },
  {
    id: "b224-cold-start-a12",
    build: (s) =>
      s
        .user("perf ticket. Steps: Galaxy A12, clear from recents, tap icon, stopwatch to Home interactive. Expected: < 3s (our budget). Actual: ~5s.")
        .bash(
          "adb shell am start -W com.trailmix/.MainActivity | grep TotalTime; node scripts/tti.js --device a12 --runs 10",
          "TotalTime: 2104\nTTI median over 10 runs: 4.8 s (p90 5.3 s)",
        )
        .assistant(
          "Measured: cold start to interactive Home on the Galaxy A12 is 4.8 s median, p90 5.3 s, against the 3 s budget. Native launch is ~2.1 s of that, the rest is JS.",
        )
        .user("ok so it's real. next week someone should profile the splash → home transition with Perfetto, too big for today")
        .stop("Makes sense."),
    planted: [
      { kind: "fact", keys: ["a12", "4.8"] },
      { kind: "task", keys: ["perfetto"] },
    ],
  },
  {
    id: "b224-maestro-recording",
    build: (s) =>
      s
        .user("for repro steps, devs keep asking me for exact taps. could we record flows somehow?")
        .assistant(
          "Maestro Studio can record a flow on a simulator and export YAML, which devs can replay with `maestro test`. That wouldn't touch the Detox suite, it's just for repros.",
        )
        .bash("curl -Ls 'https://get.maestro.mobile.dev' | bash && maestro --version", "Installing Maestro...\n1.39.0")
        .user("ok let's use Maestro Studio for recording repro flows only, attach the yaml to tickets. the CI suite stays Detox")
        .file("Write", "repro/README.md")
        .stop("Installed 1.39.0 and wrote repro/README.md on how to replay."),
    planted: [{ kind: "decision", keys: ["maestro studio"] }],
  },
  {
    id: "b224-analytics-events",
    build: (s) =>
      s
        .user(
          "Steps: add to cart from the search results. Expected: `add_to_cart` event in the Amplitude debugger with source=search. Actual: source=undefined.",
        )
        .bash(
          "grep -rn \"track('add_to_cart'\" src",
          "src/screens/Product.tsx:77:    track('add_to_cart', { source: route.params.source });\nsrc/components/SearchResult.tsx:40:    track('add_to_cart', { sku });",
        )
        .assistant(
          "SearchResult calls track without a source. Two call sites, two shapes. I'd add `source: 'search'` there, or centralize into an `addToCart()` helper that requires the source.",
        )
        .user(
          "just add source to the search one for now. the helper is a good idea though, follow-up ticket: wrap all track('add_to_cart') calls in one helper that requires source",
        )
        .file("Edit", "src/components/SearchResult.tsx")
        .stop("SearchResult now sends source=search."),
    planted: [{ kind: "task", keys: ["helper", "source"] }],
  },
  {
    id: "b224-min-os",
    build: (s) =>
      s
        .user("a tester on Android 8 can't install 4.12. Expected: installs. Actual: 'App not compatible' in Play.")
        .bash("grep -n 'minSdkVersion' android/build.gradle", "7:        minSdkVersion = 26")
        .assistant("minSdk is 26, which is Android 8.0, so it should install. Is the tester on 8.0 or Android Go? Let me check the Play listing excludes.")
        .bash(
          "bundletool dump manifest --bundle app-release.aab | grep -E 'uses-feature|minSdk'",
          '<uses-sdk android:minSdkVersion="26"/>\n<uses-feature android:name="android.hardware.camera.autofocus" android:required="true"/>',
        )
        .assistant(
          "The camera.autofocus feature is marked required, so devices without autofocus are filtered out by Play regardless of OS. The tester's phone has a fixed-focus camera, that's the real cause.",
        )
        .user("ha. ok. product decided we drop below Android 9 anyway in 5.0, so: we're raising minSdk to 28 for 5.0. and mark autofocus as not required now")
        .file("Edit", "android/app/src/main/AndroidManifest.xml")
        .stop("Autofocus set to required=false; minSdk stays 26 until the 5.0 branch."),
    planted: [
      { kind: "fact", keys: ["autofocus"] },
      { kind: "decision", keys: ["minsdk", "28"] },
    ],
  },
  {
    id: "b224-jest-timezone",
    build: (s) =>
      s
        .user("orderDate.test.ts passes on my laptop and fails on CI. Expected: 'Dec 1'. Actual on CI: 'Nov 30'.")
        .bash(
          "TZ=UTC yarn jest src/utils/orderDate.test.ts",
          'FAIL src/utils/orderDate.test.ts\n  ● formats order date\n    Expected: "Dec 1"\n    Received: "Nov 30"',
          1,
        )
        .assistant("Reproduced with TZ=UTC. I think the test builds the date at local midnight... let me check what CI runs in.")
        .bash("bitrise-env --app trailmix | grep -E '^TZ'; date +%Z", "TZ=UTC\nCET")
        .assistant(
          "Confirmed: the Bitrise runners are on UTC while your laptop is on Europe/Berlin, and the fixture is '2026-12-01T00:30:00+01:00', which is still Nov 30 in UTC. The test is right on one machine by accident.",
        )
        .user("ok. from now on every date test pins TZ=UTC, set it in the jest config so nobody has to remember")
        .file("Edit", "jest.config.js")
        .bash("yarn jest src/utils", "PASS src/utils/orderDate.test.ts\nPASS src/utils/money.test.ts")
        .stop("jest.config.js now sets process.env.TZ = 'UTC'; both pass."),
    planted: [
      { kind: "fact", keys: ["utc", "berlin"] },
      { kind: "instruction", keys: ["tz=utc"] },
    ],
  },
  {
    id: "b224-store-screenshots",
    build: (s) =>
      s
        .user("store screenshots for 4.13, I did them by hand last time and it took a whole day. can we automate?")
        .assistant(
          "For iOS, fastlane snapshot can drive a UI test target through the screens on each device size and locale and frame the images. It needs a small XCUITest file. Android has screengrab, which is similar but needs an instrumentation test.",
        )
        .user(
          "ok we use fastlane snapshot for the iOS store screenshots, set it up. Android stays manual for now; setting up screengrab is a to-do for after 5.0",
        )
        .file("Write", "ios/TrailmixUITests/SnapshotTests.swift")
        .file("Write", "fastlane/Snapfile")
        .bash(
          "bundle exec fastlane snapshot --devices 'iPhone 15 Pro Max' --languages en-US",
          "[08:41:02]: Running snapshot on: iPhone 15 Pro Max\n[08:44:37]: Successfully captured 6 screenshots\n[08:44:37]: Note: the simulator status bar must always show 9:41",
        )
        .stop("6 screenshots captured for en-US on the 15 Pro Max."),
    planted: [
      { kind: "decision", keys: ["fastlane snapshot"] },
      { kind: "task", keys: ["screengrab"] },
    ],
  },
  {
    id: "b224-feature-flags",
    build: (s) =>
      s
        .user("why does the new checkout show up on my phone but not on Lena's? same build 4.12.0 (812)")
        .bash(
          "grep -rn 'useFlag(' src/screens/Checkout.tsx; grep LD_ .env.qa",
          "src/screens/Checkout.tsx:18:  const newCheckout = useFlag('checkout-v2');\nLD_MOBILE_KEY=mob-qa-****",
        )
        .assistant(
          "checkout-v2 is a LaunchDarkly flag; all our feature flags come from LaunchDarkly, and QA builds use the mob-qa environment key from .env.qa. Your user is probably in a targeting rule Lena isn't. For e2e I'd stop depending on targeting and override flags through Detox launch args, so the tests don't change when someone edits a rule in LD.",
        )
        .user(
          "yes, launch args for flags in e2e, do that. and for tickets: paste the flag state from the debug menu into every ticket, half our 'bugs' are just different flags",
        )
        .file("Edit", "src/flags/useFlag.ts")
        .file("Edit", "e2e/checkout.e2e.ts")
        .bash("yarn e2e:ios --testNamePattern checkout", "PASS e2e/checkout.e2e.ts (47.3 s)")
        .stop("useFlag now reads overrides from launch args first."),
    planted: [
      { kind: "fact", keys: ["launchdarkly"] },
      { kind: "decision", keys: ["launch args", "flags"] },
      { kind: "instruction", keys: ["flag state"] },
    ],
  },
  {
    id: "b224-ota-questions",
    build: (s) =>
      s
        .user("how does CodePush decide which users get an update? percentage or everyone?")
        .assistant("A release can have a rollout percentage; without one it goes to everyone on that deployment with a matching binary version.")
        .user("and if we ship a broken one, can we roll back fast?")
        .assistant("Yes, `appcenter codepush rollback` promotes the previous release; clients get it on their next check, usually next app start.")
        .user("ok good to know. is App Center still supported?")
        .assistant("Microsoft announced App Center's retirement; CodePush has a standalone server option. I can look up the exact dates if you need them.")
        .user("no that's fine")
        .stop(),
    planted: [],
  },
  {
    id: "b224-ticket-steps-style",
    build: (s) =>
      s
        .user("draft MOB ticket from my notes: 'open app, log in and go to orders and tap the first one -> blank screen on iPhone 12 iOS 16.7 build 812'")
        .file("Write", "tmp/ticket-orders-blank.md")
        .assistant(
          "Draft:\n[iPhone 12/16.7/4.12.0 (812)] Order detail blank\nSteps: 1. Open app, log in and go to Orders 2. Tap first order\nExpected: order detail\nActual: blank screen\nSeverity: S3",
        )
        .user(
          "close. I prefer numbered steps with one action per step, no 'and' inside a step. split step 1 into three. that's how I want all of them.\nalso the Linear bug template still has no Environment field, that's why people forget the build, we need to add it to the template after the retro",
        )
        .file("Edit", "tmp/ticket-orders-blank.md")
        .stop("Split into 1. Open app 2. Log in 3. Go to Orders 4. Tap first order."),
    planted: [
      { kind: "instruction", keys: ["one action per step"] },
      { kind: "task", keys: ["environment", "template"] },
    ],
  },
  {
    id: "b224-product-list-jank",
    build: (s) =>
      s
        .user("Steps: open Shop, scroll fast through 200 products on Galaxy A12. Expected: smooth. Actual: blank cells and drops to ~20 fps.")
        .bash("curl -sI https://cdn.trailmix.dev/p/8812/main.jpg | grep -iE 'content-length|x-image-width'", "content-length: 1843221\nx-image-width: 2000")
        .assistant(
          "Confirmed part of it: product images come from the CDN as 2000px originals, about 1.8 MB each, with no resizing, for a 160px cell. The other part is the list: it's a ScrollView mapping all items. I'd switch to FlatList with getItemLayout.",
        )
        .user("ok FlatList")
        .file("Edit", "src/screens/Shop.tsx")
        .user("hm wait, actually let's go with FlashList instead, we already have it in Search and it was way better on the A12 there. redo it with FlashList")
        .file("Edit", "src/screens/Shop.tsx")
        .bash("node scripts/fps.js --device a12 --screen shop", "avg fps 56.8, blank cells 0")
        .user("night and day. follow-up: backend needs to give us thumbnail URLs in the products API, I'll raise it at Tuesday's sync")
        .stop("56.8 fps avg with FlashList."),
    planted: [
      { kind: "fact", keys: ["2000px"] },
      { kind: "decision", keys: ["flashlist"] },
      { kind: "task", keys: ["thumbnail"] },
    ],
  },
  {
    id: "b224-gradle-warnings",
    build: (s) =>
      s
        .user(
          "what are these warnings in the android build, should I worry?\n```\nw: Variable 'x' is never used\nWARNING: The option setting 'android.enableJetifier=true' is deprecated... It will always be enabled in AGP 9\nNote: Some input files use unchecked or unsafe operations.\n```",
        )
        .assistant(
          "None of them break anything. The first is a Kotlin lint in a native module, the Jetifier one is an AGP deprecation notice, and the unchecked-operations note comes from a library's Java code.",
        )
        .bash(
          "cd android && ./gradlew assembleDebug --warning-mode summary | tail -3",
          "Deprecated Gradle features were used in this build, making it incompatible with Gradle 9.0.\nBUILD SUCCESSFUL in 58s",
        )
        .user("ok so nothing to do today. thx")
        .assistant("Right, the build is green.")
        .stop(),
    planted: [],
  },
  {
    id: "b224-date-picker",
    build: (s) =>
      s
        .user(
          "Steps: Galaxy S23, One UI 6, schedule delivery, open date picker, pick tomorrow. Expected: tomorrow's date in field. Actual: today's date, picker closes on first tap.",
        )
        .file("Read", "src/components/DatePicker.tsx")
        .assistant(
          "Our custom DatePicker wraps a modal that listens to onPress on the day cells; on One UI the first tap is eaten by the modal's backdrop handler. We could patch it, or replace it with @react-native-community/datetimepicker, which uses the platform pickers.",
        )
        .user("replace it. we go with the native datetimepicker and delete our custom one, it's been nothing but tickets")
        .file("Edit", "src/screens/ScheduleDelivery.tsx")
        .bash(
          "git rm src/components/DatePicker.tsx && yarn add @react-native-community/datetimepicker",
          "rm 'src/components/DatePicker.tsx'\nsuccess Saved 1 new dependency.",
        )
        .user(
          "verified on the S23. and lesson learned, so please take this as a rule: anything with dates gets tested on at least one real Samsung before sign-off, the emulator doesn't have One UI",
        )
        .stop("Ok."),
    planted: [
      { kind: "decision", keys: ["datetimepicker"] },
      { kind: "instruction", keys: ["samsung", "dates"] },
    ],
  },
  {
    id: "b224-leave-handoff",
    build: (s) =>
      s
        .user("can you list the open MOB tickets assigned to me that are still In QA?")
        .bash(
          "linear issue list --team MOB --assignee me --state 'In QA'",
          "MOB-1432  Payment spinner on 3G           In QA\nMOB-1451  Offline cart lost on kill        In QA\nMOB-1460  German CTA truncation            In QA",
        )
        .assistant("Three: MOB-1432 (payment spinner), MOB-1451 (offline cart) and MOB-1460 (German CTA).")
        .user(
          "thanks. I'm out from Dec 15. before that I need to hand the smoke checklist over to Tomasz, remind me next week. he already owns the Android device lab so it's the natural fit",
        )
        .stop("Noted."),
    planted: [
      { kind: "task", keys: ["tomasz", "smoke checklist"] },
      { kind: "fact", keys: ["tomasz", "device lab"] },
    ],
  },
];

export const BLIND224 = plantedSet(BLIND224_SESSIONS, Date.UTC(2026, 10, 27, 9));
