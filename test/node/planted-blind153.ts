/**
 * Blind planted set 153 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a React Native team lead who mostly reviews the agent's work (diffs, builds, PRs) and
 * replies with short verdicts and corrections ("no — use X", "fine, but Y from now on"), lower-case, terse.
 * Each session is one segment; the items planted in it are listed with it: 73 items (18 decisions, 18 instructions,
 * 19 facts, 18 tasks) in 48 sessions, 11 of which plant nothing (44 user/assistant messages between them). Every other message
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

export const BLIND153_SESSIONS: BlindSession[] = [
  {
    id: "b153-hermes-both-platforms",
    build: (s) =>
      s
        .user("can you review the diff on feat/perf-android? someone flipped hermesEnabled off for ios in the podfile")
        .bash("git diff main -- ios/Podfile android/gradle.properties", "-  :hermes_enabled => true\n+  :hermes_enabled => false\n   hermesEnabled=true")
        .assistant(
          "The branch disables Hermes on iOS only; Android keeps it. The commit message says JSC was faster on one cold-start trace. I can revert the Podfile line or keep it and measure both.",
        )
        .user("revert it. we ship hermes on both platforms, period. one engine, one set of bugs")
        .file("Edit", "ios/Podfile")
        .assistant("Reverted `:hermes_enabled` to true. While I was in there: the debug build still references Flipper in AppDelegate.mm.")
        .user("yeah that's dead code. flipper got ripped out when we went to 0.74, nothing uses it anymore, just delete the references")
        .file("Edit", "ios/LumenApp/AppDelegate.mm")
        .stop("Removed the Flipper references and restored Hermes on iOS."),
    planted: [
      { kind: "decision", keys: ["hermes"] },
      { kind: "fact", keys: ["flipper", "0.74"] },
    ],
  },
  {
    id: "b153-cart-state-zustand",
    build: (s) =>
      s
        .user("cart screen needs local state for the promo code + selected items. go")
        .assistant(
          "Plan: add a Redux Toolkit slice `cartSlice` with `promoCode` and `selectedIds`, plus a thunk that fetches the cart from `/v2/cart` and stores the response in the slice.",
        )
        .user("no — zustand for client state, react-query for anything that comes from the server. that's how the whole app is split, don't bring redux back")
        .file("Write", "src/features/cart/useCartStore.ts")
        .bash("yarn tsc --noEmit -p apps/mobile", "Done in 11.42s.")
        .assistant("Added `useCartStore` (zustand) holding promoCode and selectedIds; the cart itself comes from `useCartQuery`. Typecheck passes.")
        .user('better. and keep the store dumb — never copy server data into a zustand store, not even "for caching"')
        .stop("Understood."),
    planted: [
      { kind: "decision", keys: ["zustand", "react-query"] },
      { kind: "instruction", keys: ["server data", "zustand"] },
    ],
  },
  {
    id: "b153-pod-install-bundler",
    build: (s) =>
      s
        .user("ios build is broken on my machine after pulling, can you look")
        .bash(
          "cd ios && pod install",
          "[!] The version of CocoaPods used to generate the lockfile (1.15.2) is higher than the version of the current executable (1.12.1). Incompatibility issues may arise.\n[!] Unable to find a specification for `RNReanimated`",
          1,
        )
        .assistant("The global CocoaPods is 1.12.1 but the lockfile was generated with 1.15.2. Should I `gem update cocoapods` globally?")
        .user("no. the cocoapods version is pinned in ios/Gemfile. use `bundle exec pod install` from now on, never bare pod install")
        .bash("cd ios && bundle exec pod install", "Pod installation complete! There are 94 dependencies from the Podfile and 112 total pods installed.")
        .assistant("That worked: 112 pods installed with the bundled 1.15.2.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["gemfile"] },
      { kind: "instruction", keys: ["bundle exec"] },
    ],
  },
  {
    id: "b153-detox-checkout-flake",
    build: (s) =>
      s
        .user("run the detox suite before I look at the PR")
        .bash(
          "yarn detox test -c ios.sim.release",
          "PASS e2e/login.e2e.ts (41 s)\nPASS e2e/orders.e2e.ts (63 s)\nFAIL e2e/checkout.e2e.ts\n  ● checkout › applies promo code\n    Test Failed: View is not hittable at its activation point\nTests: 1 failed, 17 passed, 18 total",
          1,
        )
        .assistant('17/18 pass. The checkout promo test fails with "not hittable" — maybe the button is covered by something? I could add a `tap()` retry.')
        .user(
          "no retries. that one is known: it flakes on the iphone 15 sim because the keyboard animation is still running when it taps apply. not your PR.\nTODO on our side: rewrite that test with waitFor on the keyboard being dismissed instead of the sleep(500) that's in there now",
        )
        .assistant("Got it, leaving it alone. The rest is green.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["keyboard animation"] },
      { kind: "task", keys: ["waitfor"] },
    ],
  },
  {
    id: "b153-eas-preview-profile",
    build: (s) =>
      s
        .user("QA needs a build of the current main")
        .bash("cat eas.json | jq '.build | keys'", '[\n  "development",\n  "preview",\n  "production",\n  "staging"\n]')
        .assistant("I'll kick off `eas build --profile staging --platform all` — that seems to be the QA one?")
        .user("nope, QA builds are the preview profile. staging is dead, it still points at the old api host")
        .bash(
          "eas build --profile preview --platform all --non-interactive",
          "✔ Build queued: android 3f2c…, ios 91ab…\nBuild details: https://expo.dev/accounts/lumen/projects/app/builds",
        )
        .assistant("Queued both preview builds.")
        .user("thx. follow-up for after the 4.1 release: delete the staging profile from eas.json so nobody else trips on it")
        .stop(),
    planted: [
      { kind: "fact", keys: ["preview"] },
      { kind: "task", keys: ["staging profile"] },
    ],
  },
  {
    id: "b153-inline-styles-review",
    build: (s) =>
      s
        .user("review my teammate's OrderCard change pls, src/features/orders/OrderCard.tsx")
        .file("Read", "src/features/orders/OrderCard.tsx")
        .assistant(
          'Looks fine functionally. Style-wise it uses inline style objects (`style={{ padding: 12, flexDirection: \'row\' }}`) in five places, and the label says "Totla" instead of "Total".',
        )
        .user("fix the typo. and move the styles out: StyleSheet.create at the bottom of the file, for every component we write, no inline style objects")
        .file("Edit", "src/features/orders/OrderCard.tsx")
        .assistant('Fixed "Totla" and moved the five inline styles into a `styles` StyleSheet at the bottom.')
        .stop(),
    planted: [{ kind: "instruction", keys: ["stylesheet.create"] }],
  },
  {
    id: "b153-stay-on-react-navigation",
    build: (s) =>
      s
        .user("how bad would it be to add the new settings stack?")
        .bash('grep -r "createNativeStackNavigator" src --include=*.tsx | wc -l', "14")
        .assistant(
          "Easy — 14 stacks already exist. Alternatively this could be a good moment to start moving to expo-router, since file-based routing would make deep links simpler. I could set it up for the settings stack only.",
        )
        .user("no. we stay on react-navigation, no expo-router. adding a second router for one stack is how we end up with two of everything")
        .assistant("Okay, adding it as a native stack in `SettingsNavigator.tsx`.")
        .file("Write", "src/navigation/SettingsNavigator.tsx")
        .user("good. the upgrade to react-navigation 7 is its own ticket, MOB-812, someone picks it up next quarter")
        .stop(),
    planted: [
      { kind: "decision", keys: ["react-navigation"] },
      { kind: "task", keys: ["mob-812"] },
    ],
  },
  {
    id: "b153-sentry-sourcemaps",
    build: (s) =>
      s
        .user("stack traces in sentry are minified again for 4.0.3, why")
        .bash(
          "yarn sentry-cli releases list --org lumen-mobile | head -3",
          "| Released | Version                | New Events |\n| 2d ago   | app@4.0.2+412          | 1038       |\n| 3h ago   | 4.0.3                  | 212        |",
        )
        .assistant(
          "The 4.0.3 release was created as `4.0.3` while the app reports `app@4.0.3+418`, so the sourcemaps were uploaded to a release that never gets events.",
        )
        .user("yep. release name is always app@<version>+<buildNumber>, whoever touches the upload script. fix the script")
        .file("Edit", "scripts/upload-sourcemaps.sh")
        .assistant("Script now derives the name from app.json's version and the build number. Want me to re-upload 4.0.3?")
        .user("yes. and fyi priya owns the sentry setup, alerts, quotas, all of it — if it's more than a script fix, ping her")
        .bash("./scripts/upload-sourcemaps.sh 4.0.3 418", "> Uploaded 3 files to release app@4.0.3+418")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["buildnumber"] },
      { kind: "fact", keys: ["priya", "sentry"] },
    ],
  },
  {
    id: "b153-minsdk-warehouse",
    build: (s) =>
      s
        .user("dependabot wants to bump react-native-vision-camera, check if it still supports our android min")
        .bash("grep -n minSdkVersion android/build.gradle", "8:        minSdkVersion = 24")
        .assistant("minSdkVersion is 24. The new vision-camera requires 26. Could we raise minSdk to 26?")
        .user("no, the warehouse scanners run android 7, they're stuck on minSdk 24 for at least another year. close the dependabot PR")
        .bash('gh pr close 1931 --comment "needs minSdk 26, we\'re on 24"', "✓ Closed pull request #1931")
        .stop("Closed #1931."),
    planted: [{ kind: "fact", keys: ["warehouse", "android 7"] }],
  },
  {
    id: "b153-expo-image",
    build: (s) =>
      s
        .user("the product grid images flicker when scrolling back up")
        .file("Read", "src/features/catalog/ProductTile.tsx")
        .assistant(
          "ProductTile uses React Native's `<Image>` with remote URIs, which has no disk cache on Android. Options: react-native-fast-image, or expo-image which is already a dependency.",
        )
        .user("expo-image. and that goes for every remote image in the app: expo-image, not the RN Image component")
        .file("Edit", "src/features/catalog/ProductTile.tsx")
        .assistant('Switched ProductTile to expo-image with `cachePolicy="memory-disk"`.')
        .user("what about fast-image, is it still in package.json?")
        .bash("grep fast-image package.json", "", 1)
        .stop("No, it's not a dependency."),
    planted: [{ kind: "instruction", keys: ["expo-image"] }],
  },
  {
    id: "b153-release-train",
    build: (s) =>
      s
        .user("can this go into the next release?")
        .bash("git log --oneline release/4.1..main | wc -l", "23")
        .assistant("It's on main, 23 commits ahead of release/4.1. When is the next cut?")
        .user("we release every second thursday and code freeze is tuesday noon, so it's in if it merges before then")
        .assistant("Then it makes it — the PR is approved and CI is green.")
        .user("ok merge. remind me on monday to bump the android version code before the freeze, I forgot last time")
        .bash("gh pr merge 1944 --squash", "✓ Squashed and merged pull request #1944")
        .stop(),
    planted: [
      { kind: "fact", keys: ["code freeze"] },
      { kind: "task", keys: ["version code"] },
    ],
  },
  {
    id: "b153-jest-select-projects",
    build: (s) =>
      s
        .user("run the unit tests for the app")
        .bash("yarn jest", "FAIL packages/server/src/db.test.ts\n  ● Test suite failed to run: Cannot find module 'pg'\nTests: 3 failed, 412 passed")
        .assistant("The server package tests fail because `pg` isn't installed in this workspace. The app tests themselves pass.")
        .user(
          "the root jest config picks up the server package too. it's a yarn 4 workspace monorepo, app + server + shared. for the app run `yarn jest --selectProjects app`, always",
        )
        .bash("yarn jest --selectProjects app", "Tests: 398 passed, 398 total\nTime: 38.1 s")
        .stop("398 app tests pass."),
    planted: [
      { kind: "fact", keys: ["yarn 4"] },
      { kind: "instruction", keys: ["selectprojects"] },
    ],
  },
  {
    id: "b153-notifee",
    build: (s) =>
      s
        .user("we need local reminders for pickup windows. what would you use")
        .file("Read", "package.json")
        .assistant(
          "Two options: expo-notifications for both push and local, or keep @react-native-firebase/messaging for push and add notifee for local ones (channels, scheduled triggers, better Android control). I'd go with notifee since firebase messaging is already wired.",
        )
        .user("agreed, notifee for local, firebase stays for push")
        .bash("yarn add @notifee/react-native && cd ios && bundle exec pod install", "➤ YN0000: Done in 9s\nPod installation complete!")
        .assistant("Added notifee. For iOS testing I need the APNs key — where is it?")
        .user('1password, vault Mobile, item "APNs auth key". don\'t commit it anywhere')
        .stop(),
    planted: [
      { kind: "decision", keys: ["notifee"] },
      { kind: "fact", keys: ["1password"] },
    ],
  },
  {
    id: "b153-i18n-strings",
    build: (s) =>
      s
        .user("look at the diff for the empty-state screen")
        .bash("git diff --stat", " src/features/orders/EmptyOrders.tsx | 34 +++++++\n 1 file changed, 34 insertions(+)")
        .assistant('The empty state has two hardcoded English strings: "No orders yet" and "Start shopping".')
        .user("every user-facing string goes through t() with a key in en.json, no hardcoded copy anywhere. the copy team diffs en.json every release")
        .file("Edit", "src/i18n/en.json")
        .file("Edit", "src/features/orders/EmptyOrders.tsx")
        .assistant("Moved both strings to `orders.empty.title` / `orders.empty.cta`.")
        .user("nice. we still don't have a pt-BR locale and brazil launches in feb — that has to be set up before then, not now")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["en.json"] },
      { kind: "task", keys: ["pt-br"] },
    ],
  },
  {
    id: "b153-order-list-jank",
    build: (s) =>
      s
        .user("order history scroll is janky on the galaxy a14, profile it")
        .bash(
          "yarn react-devtools-profile --screen OrderHistory --duration 10",
          "commits: 212\nslowest: OrderRow x 40 re-rendered (avg 9.8 ms)\nrenderItem identity changed on every commit",
        )
        .assistant(
          "The profiler shows every OrderRow re-rendering on each commit: `renderItem` is an inline arrow, so its identity changes every render and memo on the row doesn't help. Moving it to a useCallback fixes the re-renders. For the long list we could also switch to FlashList.",
        )
        .user("confirmed on my device too, the inline renderItem was the jank. do both — FlashList for order history")
        .file("Edit", "src/features/orders/OrderHistoryScreen.tsx")
        .bash("yarn add @shopify/flash-list", "➤ YN0000: Done in 6s")
        .assistant("OrderHistory now uses FlashList with `estimatedItemSize={88}` and a memoized renderItem.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["renderitem"] },
      { kind: "decision", keys: ["flashlist"] },
    ],
  },
  {
    id: "b153-ota-expo-updates",
    build: (s) =>
      s
        .user("we need OTA updates for hotfixes. microsoft codepush is what I used before, set that up")
        .assistant(
          "Before I do — App Center (and with it CodePush) is being retired in March 2025. expo-updates with EAS Update is the maintained path and we're already on EAS Build.",
        )
        .user("ugh, right. ok scrap codepush, we go with expo-updates")
        .bash("npx expo install expo-updates", "› Installing 1 SDK 51.0.0 compatible native module using yarn")
        .file("Edit", "app.json")
        .assistant(
          "expo-updates installed, runtimeVersion policy set to `appVersion`. There's also an old `react-native-code-push` dependency left in package.json from an earlier experiment.",
        )
        .user("leave it for now, removing react-native-code-push is for next sprint, it's linked in native code and I don't want that in this PR")
        .stop(),
    planted: [
      { kind: "decision", keys: ["expo-updates"] },
      { kind: "task", keys: ["react-native-code-push"] },
    ],
  },
  {
    id: "b153-branch-naming",
    build: (s) =>
      s
        .user("open a PR for the avatar upload fix")
        .bash("git branch --show-current", "fix-avatar")
        .assistant("Current branch is `fix-avatar`. I'll push it and open the PR with a merge commit.")
        .user("rename it. branches are mob-<ticket>-<short-desc>, this is MOB-901. and we squash merge, always, no merge commits")
        .bash(
          "git branch -m mob-901-avatar-upload && git push -u origin mob-901-avatar-upload && gh pr create --fill",
          "https://github.com/lumen/app/pull/1952",
        )
        .assistant("Opened #1952 from `mob-901-avatar-upload`.")
        .user("CI doesn't enforce the branch names yet btw. add a danger rule for it at some point, low prio")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["mob-<ticket>"] },
      { kind: "instruction", keys: ["squash"] },
      { kind: "task", keys: ["danger"] },
    ],
  },
  {
    id: "b153-api-client-orval",
    build: (s) =>
      s
        .user("every request to staging returns 426 since this morning")
        .bash("curl -si https://api.stg.lumenapp.io/v2/me -H 'authorization: Bearer …' | head -1", "HTTP/2 426")
        .assistant("426 Upgrade Required. Is there a minimum client version check on the backend?")
        .user("yes, the backend rejects any request without the x-app-version header now, prod too from next week. add it in the axios instance")
        .file("Edit", "src/api/client.ts")
        .assistant(
          "Added `x-app-version` from expo-application. Side note: the hand-written API types are out of sync in a few places. I could generate the client from the backend's openapi.yaml with orval.",
        )
        .user("yes, do orval. generated client, no more hand-written types")
        .bash(
          "yarn add -D orval && yarn orval --config orval.config.ts",
          "🍻 Start orval v6.31.0\n🎉 api - Your OpenAPI spec has been converted into ready to use orval!",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["x-app-version"] },
      { kind: "decision", keys: ["orval"] },
    ],
  },
  {
    id: "b153-drop-ios15",
    build: (s) =>
      s
        .user("how many users are still on ios 15?")
        .bash("yarn analytics:query 'os_version by platform=ios last 30d'", "iOS 17: 71.2%\niOS 16: 26.9%\niOS 15: 1.6%\nother: 0.3%")
        .assistant("1.6% over the last 30 days. Dropping it would let us use the newer SwiftUI-backed date picker in the native module.")
        .user("ok we drop ios 15. deployment target is ios 16 starting with 4.2")
        .file("Edit", "ios/Podfile")
        .file("Edit", "app.json")
        .assistant("Set `platform :ios, '16.0'` and `deploymentTarget` to 16.0.")
        .user("someone has to tell the support team about the cutoff before 4.2 goes out, put it on the release checklist")
        .stop(),
    planted: [
      { kind: "decision", keys: ["ios 16"] },
      { kind: "task", keys: ["support team"] },
    ],
  },
  {
    id: "b153-reanimated-worklets",
    build: (s) =>
      s
        .user("android crashes when swiping the bottom sheet closed, release build only")
        .bash(
          "adb logcat -d | grep -A3 ReanimatedError",
          "E ReanimatedError: [Reanimated] Tried to synchronously call a non-worklet function `logEvent` on the UI thread.",
        )
        .assistant(
          "The gesture handler's `onEnd` worklet calls `logger.logEvent` directly. Our logger isn't a worklet, so it crashes on the UI thread; on iOS debug it just happened not to surface.",
        )
        .user(
          "right, our logger can't be called from a worklet, that's been the cause every time. wrap it in runOnJS — any call back into JS land from a worklet goes through runOnJS, please remember that",
        )
        .file("Edit", "src/components/BottomSheet.tsx")
        .bash("yarn android --variant release", "BUILD SUCCESSFUL in 2m 41s\ninstalled on SM-A145F")
        .stop("Fixed; the release build no longer crashes on swipe."),
    planted: [
      { kind: "fact", keys: ["logger", "worklet"] },
      { kind: "instruction", keys: ["runonjs"] },
    ],
  },
  {
    id: "b153-token-storage",
    build: (s) =>
      s
        .user("where does the refresh token live right now")
        .bash('grep -rn "refreshToken" src/auth', "src/auth/storage.ts:12:  await AsyncStorage.setItem('refreshToken', token)")
        .assistant("In AsyncStorage, unencrypted. I'd move it to expo-secure-store (Keychain / Keystore). Should the access token move too?")
        .user("both tokens into secure-store, nothing auth-related in async storage")
        .file("Edit", "src/auth/storage.ts")
        .assistant("Both tokens now go through expo-secure-store, with a one-time migration that reads and deletes the old AsyncStorage keys.")
        .user(
          "👍 also that's probably why the 'storage full' reports — async storage on android is capped at 6 MB by default and we dump the whole catalog in there",
        )
        .bash("grep -n AsyncStorage_db_size android/gradle.properties", "", 1)
        .stop(),
    planted: [
      { kind: "decision", keys: ["secure-store"] },
      { kind: "fact", keys: ["6 mb"] },
    ],
  },
  {
    id: "b153-theme-tokens",
    build: (s) =>
      s
        .user("review the new promo banner")
        .file("Read", "src/features/home/PromoBanner.tsx")
        .assistant("The banner hardcodes `#1E6BFF` and `#FFFFFF`, so it won't switch in dark mode.")
        .user("colors only come from the theme tokens (useTheme().colors), never hex literals in components. fix it")
        .file("Edit", "src/features/home/PromoBanner.tsx")
        .assistant("Replaced both with `colors.primary` and `colors.onPrimary`. While testing dark mode I noticed the settings screen has white-on-white text.")
        .user("yeah, dark mode on the settings screen is broken, known. make a ticket, not today")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["theme tokens"] },
      { kind: "task", keys: ["settings screen"] },
    ],
  },
  {
    id: "b153-universal-links",
    build: (s) =>
      s
        .user("invite links open safari instead of the app")
        .bash(
          "curl -s https://links.lumenapp.io/.well-known/apple-app-site-association",
          '{"applinks":{"details":[{"appIDs":["8K2J.io.lumen.app"],"components":[{"/":"/o/*"},{"/":"/p/*"}]}]}}',
        )
        .assistant("The AASA only lists `/o/*` and `/p/*`; `/i/*` (invites) isn't there. Can I edit that file from this repo?")
        .user(
          "no, the AASA is served by the web team's next.js app, not us. I'll ask them. follow-up for me: get /i/* added to the AASA and re-test on a device",
        )
        .assistant("Okay. Android's assetlinks.json covers all paths already, so it's iOS only.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["aasa", "web team"] },
      { kind: "task", keys: ["/i/*"] },
    ],
  },
  {
    id: "b153-pr-size-split",
    build: (s) =>
      s
        .user("the wishlist feature branch is huge, how big exactly")
        .bash("git diff --shortstat main...feat/wishlist", " 47 files changed, 1893 insertions(+), 212 deletions(-)")
        .assistant(
          "1,893 insertions over 47 files. I could split it into two PRs: the API layer (hooks, types, mocks) first, then the screens and navigation on top.",
        )
        .user("yes, that split. and in general keep PRs under 400 lines of diff — nobody reviews 1900 lines properly")
        .bash(
          "git checkout -b feat/wishlist-api main && git checkout feat/wishlist -- src/api/wishlist src/features/wishlist/hooks",
          "Switched to a new branch 'feat/wishlist-api'",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["api layer"] },
      { kind: "instruction", keys: ["400 lines"] },
    ],
  },
  {
    id: "b153-posthog",
    build: (s) =>
      s
        .user("the analytics wrapper, can you check what still calls segment")
        .bash('grep -rln "@segment/analytics-react-native" src | wc -l', "12")
        .assistant("12 files still import the Segment client directly. The rest already go through `track()` which forwards to PostHog.")
        .user(
          "segment is gone, we're on posthog, the contract ended. don't touch the event names though, marco owns the event schema and the dashboards depend on the names.\nmigrating those 12 files is a separate ticket for next sprint",
        )
        .assistant("Understood, I'll leave the 12 files alone in this PR.")
        .file("Edit", "src/analytics/track.ts")
        .stop(),
    planted: [
      { kind: "decision", keys: ["posthog"] },
      { kind: "fact", keys: ["marco"] },
      { kind: "task", keys: ["12 files"] },
    ],
  },
  {
    id: "b153-jdk17-gradle",
    build: (s) =>
      s
        .user("android release build fails locally for you?")
        .bash(
          "cd android && ./gradlew bundleRelease",
          "FAILURE: Build failed with an exception.\n* What went wrong:\nUnsupported class file major version 65",
          1,
        )
        .assistant("Major version 65 is Java 21. The default JDK here is 21. I could bump the Android Gradle Plugin to 8.3 which supports it.")
        .user(
          "no, don't bump gradle plugin versions without asking me, those upgrades always eat a day. the build needs jdk 17, that's what CI uses. switch JAVA_HOME",
        )
        .bash("export JAVA_HOME=$(/usr/libexec/java_home -v 17) && cd android && ./gradlew bundleRelease", "BUILD SUCCESSFUL in 4m 12s")
        .stop("Release bundle builds with JDK 17."),
    planted: [
      { kind: "instruction", keys: ["gradle plugin"] },
      { kind: "fact", keys: ["jdk 17"] },
    ],
  },
  {
    id: "b153-drop-storybook",
    build: (s) =>
      s
        .user("storybook fails to start after the RN upgrade")
        .bash("yarn storybook", "error: @storybook/react-native@6.5.7 requires react-native <0.73")
        .assistant("Storybook RN 6.5 doesn't support 0.74. Upgrading to Storybook 7 is a few hours of work. Should I do it?")
        .user("honestly no. nobody has opened storybook in months. we drop it.")
        .assistant("Okay. Should I remove it now?")
        .user("separate PR, later — delete the .storybook folder and the storybook deps. not in this one")
        .stop(),
    planted: [
      { kind: "decision", keys: ["storybook"] },
      { kind: "task", keys: [".storybook"] },
    ],
  },
  {
    id: "b153-forms-rhf-zod",
    build: (s) =>
      s
        .user("address form needs validation. what's in the repo already")
        .bash(
          "grep -E '\"(formik|react-hook-form|yup|zod)\"' package.json",
          '    "formik": "^2.4.5",\n    "react-hook-form": "^7.51.3",\n    "zod": "^3.23.8",',
        )
        .assistant(
          "Both Formik and react-hook-form are installed. Formik is used in two older screens, react-hook-form with zod in the newer ones. I'd go with react-hook-form + zod for the address form and leave Formik where it is.",
        )
        .user("yep, rhf + zod. react-hook-form is the one, formik dies with those two screens")
        .file("Write", "src/features/address/address.schema.ts")
        .file("Write", "src/features/address/AddressForm.tsx")
        .assistant("Added `AddressForm` with a zod schema in `address.schema.ts` next to it.")
        .user("good, thats the pattern: schema lives next to the form in <name>.schema.ts, not in some global validators folder")
        .stop(),
    planted: [
      { kind: "decision", keys: ["react-hook-form"] },
      { kind: "instruction", keys: ["schema.ts"] },
    ],
  },
  {
    id: "b153-env-config",
    build: (s) =>
      s
        .user("I changed API_URL in .env and the app still hits the old one")
        .bash("grep -n API_URL app.config.ts", "14:    apiUrl: process.env.API_URL ?? 'https://api.lumenapp.io',")
        .assistant(
          "`.env` is only read when app.config.ts is evaluated, i.e. at build/prebuild time; the running app reads `Constants.expoConfig.extra.apiUrl`. A Metro restart with `--clear` should pick it up in dev.",
        )
        .user("ah right, config goes app.config.ts -> expo-constants, forgot. restart it")
        .bash("yarn start --clear", "Welcome to Metro v0.80.8\nDev server ready")
        .assistant("Restarted; requests go to the new URL now. I also see the Google Maps key is in plain text in app.config.ts.")
        .user("I know. todo: move the maps key into EAS secrets before we open-source the config package. not urgent")
        .stop(),
    planted: [
      { kind: "fact", keys: ["app.config.ts", "expo-constants"] },
      { kind: "task", keys: ["eas secrets"] },
    ],
  },
  {
    id: "b153-android-back-checkout",
    build: (s) =>
      s
        .user("QA says android back button in checkout drops the user out of the flow and they lose the cart selection")
        .file("Read", "src/features/checkout/CheckoutScreen.tsx")
        .assistant(
          "There's no `beforeRemove` listener. Options: (1) block back entirely, (2) show a confirm dialog (\"Leave checkout?\") via `navigation.addListener('beforeRemove')`, (3) persist the selection so leaving is harmless. I'd do (2).",
        )
        .user("2, ship it")
        .file("Edit", "src/features/checkout/CheckoutScreen.tsx")
        .bash("yarn jest --selectProjects app CheckoutScreen", "Tests: 9 passed, 9 total")
        .assistant("Added the confirm dialog on `beforeRemove`; tests pass.")
        .user("the address form will need the same treatment eventually, it has the same problem. ticket it")
        .stop(),
    planted: [
      { kind: "decision", keys: ["confirm dialog"] },
      { kind: "task", keys: ["address form"] },
    ],
  },
  {
    id: "b153-changelog-commits",
    build: (s) =>
      s
        .user("we need a changelog for the app. set up release-please")
        .bash("ls .changeset 2>/dev/null | head -3", "README.md\nconfig.json\nwise-bees-dance.md")
        .assistant(
          "There's already a `.changeset` folder — changesets is set up for the shared package. Should release-please still be added for the app, or extend changesets to it?",
        )
        .user("oh. then no release-please, changesets for the app too, one tool")
        .file("Edit", ".changeset/config.json")
        .assistant("Added `@lumen/app` to changesets. Commit messages in the app are a mix of styles, by the way.")
        .user("yeah, pls conventional commits from here on, scope = feature folder. feat(cart): …, fix(orders): …")
        .stop(),
    planted: [
      { kind: "decision", keys: ["changesets"] },
      { kind: "instruction", keys: ["conventional commits"] },
    ],
  },
  {
    id: "b153-grey-map",
    build: (s) =>
      s
        .user("map is grey on my new laptop's debug build, works on the old one")
        .bash("cd android && ./gradlew signingReport | grep SHA1 | head -1", "SHA1: 4F:2A:91:0C:…:7D")
        .assistant("Is the Maps API key restricted to specific signing certificates? A new machine generates a new debug keystore.")
        .user(
          "yes — the maps key is restricted by package name + sha-1, every new debug keystore has to be added in the console. that's the whole story, it's not a bug.\nand remind me to add the SHA-1 of the new CI keystore in the google console too, it's going to bite us on the next release",
        )
        .assistant("Okay. Until then you can copy the old `debug.keystore` over.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["sha-1", "package name"] },
      { kind: "task", keys: ["google console"] },
    ],
  },
  {
    id: "b153-a11y-labels",
    build: (s) =>
      s
        .user("the accessibility audit came back, 31 findings. most are the same thing i think")
        .bash(
          "jq '[.findings[].rule] | group_by(.) | map({rule: .[0], n: length})' a11y-audit.json",
          '[{"rule":"missing-label","n":27},{"rule":"contrast","n":4}]',
        )
        .assistant("27 of 31 are missing labels on icon-only Pressables. I can fix them and add eslint-plugin-react-native-a11y so new ones fail lint.")
        .user(
          "fine, add the react-native-a11y plugin, error not warn. and rule for you going forward: every Pressable / touchable gets an accessibilityLabel, icon-only ones especially",
        )
        .bash("yarn add -D eslint-plugin-react-native-a11y", "➤ YN0000: Done in 5s")
        .file("Edit", ".eslintrc.js")
        .stop("Plugin added at error level; fixing the 27 labels next."),
    planted: [
      { kind: "decision", keys: ["react-native-a11y"] },
      { kind: "instruction", keys: ["accessibilitylabel"] },
    ],
  },
  {
    id: "b153-msw-mocks",
    build: (s) =>
      s
        .user("the orders test mocks the api client by hand again, look")
        .file("Read", "src/features/orders/__tests__/OrdersScreen.test.tsx")
        .assistant(
          "It uses `jest.mock('@/api/client')` with hand-written return values. The newer tests use msw handlers from `test/msw/handlers.ts` instead. Should this one be ported?",
        )
        .user("yes. msw is the way for api mocking in tests, no more jest.mock on the client")
        .file("Edit", "src/features/orders/__tests__/OrdersScreen.test.tsx")
        .bash("yarn jest --selectProjects app OrdersScreen", "Tests: 6 passed, 6 total")
        .assistant("Ported to msw; 6 tests pass. 14 other test files still import from `src/__mocks__/api`.")
        .user("ok. once those 14 are ported, delete src/__mocks__/api. someday")
        .stop(),
    planted: [
      { kind: "decision", keys: ["msw"] },
      { kind: "task", keys: ["__mocks__"] },
    ],
  },
  {
    id: "b153-ios-ci-runner",
    build: (s) =>
      s
        .user("can you add the ios e2e job to the PR workflow?")
        .bash(
          "grep -n 'runs-on' .github/workflows/*.yml",
          ".github/workflows/pr.yml:9:    runs-on: ubuntu-latest\n.github/workflows/main.yml:31:    runs-on: [self-hosted, macOS, ci-mac-01]",
        )
        .assistant("iOS jobs only exist in main.yml and run on a self-hosted runner `ci-mac-01`. Is that a single machine?")
        .user(
          "yes, ci-mac-01 is the one mac mini under my desk, that's all the ios capacity we have. hm, in that case forget it, don't add ios jobs to PR workflows — they stay on main only",
        )
        .assistant("Okay, not adding it.")
        .bash("git status --short", "")
        .stop(),
    planted: [
      { kind: "fact", keys: ["ci-mac-01"] },
      { kind: "instruction", keys: ["pr workflows"] },
    ],
  },
  {
    id: "b153-splash-screen",
    build: (s) =>
      s
        .user("there's an open PR adding react-native-bootsplash, review it")
        .bash(
          "gh pr diff 1949 --name-only",
          "package.json\nios/LumenApp/AppDelegate.mm\nandroid/app/src/main/java/io/lumen/app/MainActivity.kt\nassets/bootsplash/logo.png",
        )
        .assistant(
          "It adds bootsplash with native changes in AppDelegate and MainActivity. We already have expo-splash-screen configured in app.json, so this would be a second splash mechanism.",
        )
        .user("close it. we keep expo-splash-screen, one splash")
        .bash("gh pr close 1949 --comment 'we stay on expo-splash-screen'", "✓ Closed pull request #1949")
        .user("the real problem is android 12+ shows the old logo cropped in a circle. needs a new adaptive icon from design — next sprint")
        .stop(),
    planted: [
      { kind: "decision", keys: ["expo-splash-screen"] },
      { kind: "task", keys: ["adaptive icon"] },
    ],
  },
  {
    id: "b153-feature-flags",
    build: (s) =>
      s
        .user("new checkout is ready for internal testing? check")
        .bash(
          "grep -rn \"useFeatureFlag('mobile-new-checkout')\" src",
          "src/navigation/RootNavigator.tsx:58:  const newCheckout = useFeatureFlag('mobile-new-checkout')",
        )
        .assistant("Yes, it's behind `mobile-new-checkout`, currently enabled for the internal cohort only.")
        .user(
          "good. few things:\n- anything new and user-visible goes behind a feature flag like this one, named mobile-<thing>\n- once 4.2 is at 100% the mobile-new-checkout flag and the old checkout code have to be removed, that's a follow-up, not now\n- can you send me the cohort size?",
        )
        .bash("yarn posthog:cohort internal --count", "internal: 46 persons")
        .assistant("46 people in the internal cohort.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["feature flag"] },
      { kind: "task", keys: ["mobile-new-checkout"] },
    ],
  },
  {
    id: "b153-metro-slow",
    build: (s) =>
      s
        .user("metro takes forever to start today, any idea?")
        .bash(
          "watchman watch-list",
          '{\n    "version": "2024.03.11.00",\n    "roots": [\n        "/Users/dev/lumen/app",\n        "/Users/dev/old-projects/app-v1"\n    ]\n}',
        )
        .assistant("Watchman is watching two roots, including an old copy of the app. Maybe that's slowing the crawl, but I'm not sure it's the cause.")
        .user("hm, could be. or it's just my laptop being hot. let's see")
        .bash("watchman watch-del /Users/dev/old-projects/app-v1 && yarn start --reset-cache", "Welcome to Metro v0.80.8\nDev server ready")
        .assistant("Metro started in about 9 seconds this time.")
        .user("ok whatever, works now")
        .stop(),
    planted: [],
  },
  {
    id: "b153-onboarding-typo",
    build: (s) =>
      s
        .user('the second onboarding slide says "you\'re orders", fix pls')
        .bash('grep -rn "you\'re orders" src', 'src/i18n/en.json:88:  "onboarding.slide2.body": "Track all you\'re orders in one place"')
        .file("Edit", "src/i18n/en.json")
        .assistant('Changed it to "Track all your orders in one place".')
        .user("ty")
        .stop(),
    planted: [],
  },
  {
    id: "b153-count-todos",
    build: (s) =>
      s
        .user("how many TODOs are in the screens folder? just curious how bad it is")
        .bash(
          'grep -rn "TODO\\|FIXME" src/screens | head -5; grep -rc "TODO\\|FIXME" src/screens | awk -F: \'{s+=$2} END {print s}\'',
          "src/screens/Checkout.tsx:41: // TODO: always refetch the cart after applying a promo\nsrc/screens/Profile.tsx:17: // FIXME never show the delete button for guest users\nsrc/screens/Home.tsx:203: // TODO must debounce this search\nsrc/screens/Orders.tsx:9: // TODO remove after 3.x\nsrc/screens/Login.tsx:66: // TODO: biometric login\n37",
        )
        .assistant('37 TODO/FIXME comments under src/screens. Some are old — "remove after 3.x" in Orders.tsx, for example.')
        .user("lol. 37. fine, not today")
        .assistant("Okay, I won't touch them.")
        .stop(),
    planted: [],
  },
  {
    id: "b153-new-arch-maybe",
    build: (s) =>
      s
        .user("what would it take to turn on the new architecture?")
        .bash(
          "npx react-native-new-arch-check",
          "Checked 61 native dependencies\n✔ 52 support the New Architecture\n✖ 6 unsupported: react-native-code-push, @react-native-community/blur, …\n? 3 unknown",
        )
        .assistant(
          "52 of 61 native deps support it; 6 don't, including code-push and blur. I'd suggest enabling it on a branch with `newArchEnabled=true` and seeing what breaks — maybe a day or two of work.",
        )
        .user("interesting. let me sit on it, I want to see how 0.76 shakes out first")
        .assistant("Sure, nothing changed on my side.")
        .user("thanks, that's useful to know anyway")
        .stop(),
    planted: [],
  },
  {
    id: "b153-rename-hooks-withdrawn",
    build: (s) =>
      s
        .user("let's rename src/hooks to src/lib/hooks so it's next to the utils")
        .bash('grep -rl "from \'@/hooks" src | wc -l', "143")
        .assistant("143 files import from `@/hooks`. I can do the move and a codemod for the imports.")
        .user("143?? actually no, scratch that, leave it where it is. not worth the merge conflicts for everyone")
        .assistant("Okay, leaving src/hooks as it is.")
        .stop(),
    planted: [],
  },
  {
    id: "b153-run-tests-status",
    build: (s) =>
      s
        .user("run lint and tests on my branch")
        .bash("yarn lint && yarn jest --selectProjects app", "✔ No ESLint warnings or errors\nTests: 401 passed, 401 total\nTime: 36.7 s")
        .assistant("Lint is clean and all 401 app tests pass.")
        .user("cool, pushing")
        .bash("git push", "To github.com:lumen/app.git\n   4a1c2e9..9be03f1  mob-915-refund-badge -> mob-915-refund-badge")
        .assistant("Pushed.")
        .stop(),
    planted: [],
  },
  {
    id: "b153-friday-chat",
    build: (s) =>
      s
        .user("anything else left from the review comments?")
        .bash("gh pr view 1960 --json reviewDecision,comments -q '.reviewDecision, (.comments | length)'", "APPROVED\n4")
        .assistant("It's approved; the four comments are all resolved.")
        .user("nice. ok that's it for this week, long week")
        .assistant("Enjoy the weekend!")
        .user("you too, whatever you do on weekends 😄")
        .stop(),
    planted: [],
  },
  {
    id: "b153-gradle-warning",
    build: (s) =>
      s
        .user("what's this warning in the android build, should I care?")
        .bash(
          "cd android && ./gradlew assembleDebug 2>&1 | grep -i warn",
          "WARNING: The option setting 'android.nonTransitiveRClass=false' is deprecated.\nIt will be removed in version 9.0 of the Android Gradle plugin.\nw: Resources must never be referenced by a transitive R class; you should always use the module's own R class.",
        )
        .assistant(
          "It's a deprecation: `android.nonTransitiveRClass=false` will stop working in AGP 9. It doesn't affect the current build. Switching it to true might require fixing R imports in a couple of native modules.",
        )
        .user("ok so not urgent")
        .assistant("Not urgent for the current AGP version, no.")
        .stop(),
    planted: [],
  },
  {
    id: "b153-lgtm-merge",
    build: (s) =>
      s
        .user("check #1958 once more and merge if green")
        .bash("gh pr checks 1958", "✓ lint  ✓ typecheck  ✓ unit  ✓ e2e-android  ✓ e2e-ios")
        .assistant("All five checks pass. Merging.")
        .bash("gh pr merge 1958 --squash --delete-branch", "✓ Squashed and merged pull request #1958\n✓ Deleted branch mob-910-address-autocomplete")
        .user("lgtm, thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b153-crash-guess",
    build: (s) =>
      s
        .user("crashlytics has a new spike on 4.0.3, NullPointerException somewhere in the date picker? can you look")
        .bash(
          "yarn crashlytics:top --version 4.0.3 --limit 1",
          "java.lang.NullPointerException: Attempt to invoke virtual method 'int java.lang.Integer.intValue()' on a null object reference\n  at com.reactcommunity.rndatetimepicker.RNDatePickerDialogFragment.onCreateDialog\n  users affected: 23",
        )
        .assistant(
          "Could be the picker opening with an undefined `minimumDate` on some Samsung devices, but I can't reproduce it on the emulator. It might also be an issue in the library itself.",
        )
        .user("maybe. 23 users, not a fire. let's watch it for a couple of days")
        .assistant("Okay, I haven't changed anything.")
        .stop(),
    planted: [],
  },
  {
    id: "b153-bundle-size-question",
    build: (s) =>
      s
        .user("how big is the android bundle now vs last release?")
        .bash(
          "ls -la android/app/build/outputs/bundle/release/*.aab; git show release/4.0:build-stats.json | jq .aabBytes",
          "-rw-r--r--  1 dev  staff  38914202 app-release.aab\n36120455",
        )
        .assistant("38.9 MB now vs 36.1 MB at 4.0 — about 2.8 MB more. Probably the new Lottie animations, but I haven't checked.")
        .user("hmm. maybe. not worth digging today")
        .stop(),
    planted: [],
  },
];

export const BLIND153 = plantedSet(BLIND153_SESSIONS, Date.UTC(2026, 10, 6, 9));
