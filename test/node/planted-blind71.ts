/**
 * Blind planted set 71 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a solo indie developer shipping a React Native app with native iOS/Android bits, talking
 * to Claude Code: release trains, App Store / Play review rejections, Sentry crashes, feature
 * flags; casual, lowercase, typos, an emoji now and then.
 * Each session is one segment; the items planted in it are listed with it: 71 items (17 decisions, 17 instructions,
 * 20 facts, 17 tasks) in 54 sessions, 12 of which plant nothing (61 user/assistant messages between them). Every other message
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

export const BLIND71_SESSIONS: BlindSession[] = [
  {
    id: "b71-sentry-image-picker",
    build: (s) =>
      s
        .user("sentry is lighting up again 😩 APP-4F2, only android 14 it looks like. can u dig in")
        .bash(
          "npx sentry-cli issues list --project habits-android --query 'APP-4F2'",
          "APP-4F2  TypeError: Cannot read property 'uri' of null  AvatarPicker.tsx:88  events: 312  users: 97\nfirst seen: 2 days ago  last seen: 4 minutes ago",
        )
        .file("Read", "src/features/profile/AvatarPicker.tsx")
        .assistant(
          "The crash is `asset.uri` being null in AvatarPicker line 88. Could be the picker returning an empty assets array when the user cancels, or something permission-related. Let me reproduce on the Pixel 8 emulator before guessing more.",
        )
        .user("maybe its the new photo permission thing? idk")
        .bash(
          "adb logcat -d | grep -i ImagePicker | tail -4",
          "W/ImagePickerModule: picked uri content://media/picker/0/com.google.android.apps.photos.cloudpicker/... has no local file\nW/ImagePickerModule: returning asset with uri=null",
        )
        .assistant(
          "Reproduced it. Root cause: on Android 14 the system photo picker hands back cloud-only Google Photos items with no local file, and react-native-image-picker 7.1 returns an asset with a null uri for those instead of downloading it. Not the permission change. Two options: patch-package a fallback, or bump to 7.2 which copies the content:// stream to cache.",
        )
        .user("ugh google. ok lets go with bumping image-picker to 7.2, not maintaining a patch for that")
        .file("Edit", "package.json")
        .bash("yarn install && cd android && ./gradlew :app:assembleDebug -q", "✨  Done in 21.44s.\nBUILD SUCCESSFUL in 1m 52s")
        .assistant("Bumped to 7.2.0, debug build is green and picking a cloud-only photo works on the emulator now.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["android 14", "cloud-only"] },
      { kind: "decision", keys: ["image-picker", "7.2"] },
    ],
  },
  {
    id: "b71-release-train-rules",
    build: (s) =>
      s
        .user(
          "ok so i keep messing up releases so lets write down how the train works. every 2 weeks, i cut the release branch on thursday morning, submit friday, whatever isnt merged by thursday waits for the next train. no exceptions even if its 'just one tiny fix' lol",
        )
        .assistant("Got it. Want me to add a script that cuts the branch and bumps the versions?")
        .user("yes pls, scripts/cut-release.sh")
        .file("Write", "scripts/cut-release.sh")
        .bash(
          "chmod +x scripts/cut-release.sh && ./scripts/cut-release.sh --dry-run 3.8.0",
          "would create branch release/3.8.0 from main (a41c9e2)\nwould set ios CFBundleShortVersionString 3.8.0\nwould set android versionName 3.8.0",
        )
        .assistant("Dry run looks right. It doesn't touch `versionCode`.")
        .user("hmm ok. remind me to switch versionCode to an explicit number before the 3.9 train, the commit-count thing broke once when i squashed")
        .assistant("Noted. Script's in place; nothing else changed.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["release branch", "thursday"] },
      { kind: "task", keys: ["versioncode", "3.9"] },
    ],
  },
  {
    id: "b71-appstore-5-1-1",
    build: (s) =>
      s
        .user(
          "apple rejected 3.7.0 🙃 pasting:\n\nGuideline 5.1.1(v) - Data Collection and Storage. We noticed that your app supports account creation but does not include an option to initiate account deletion. Apps that support account creation must also offer account deletion.",
        )
        .assistant(
          "That's the account deletion rule. Options: (a) an in-app flow under Settings that calls a delete endpoint, (b) a link to a web form. Apple accepts a web link only if it goes straight to deletion, and reviewers have been picky about it. I'd go with (a).",
        )
        .user("yeah in-app under settings, agreed. no web form")
        .file("Read", "supabase/functions/delete-account/index.ts")
        .bash("ls supabase/functions", "delete-account\nrevenuecat-webhook\nsync")
        .assistant(
          "There's already a `delete-account` edge function from last year, just never wired up. I'll add a Settings → Account → Delete account screen with a confirm step that calls it.",
        )
        .file("Write", "src/features/settings/DeleteAccountScreen.tsx")
        .file("Edit", "src/navigation/SettingsStack.tsx")
        .bash("yarn tsc --noEmit", "")
        .user("nice. should we also cancel their revenuecat sub automatically? or cant we")
        .assistant(
          "We can't cancel an App Store subscription on the user's behalf; Apple only lets the user do it. The usual approach is to show a note with a link to manage subscriptions before they confirm.",
        )
        .user("ok do the note thing")
        .file("Edit", "src/features/settings/DeleteAccountScreen.tsx")
        .stop("Added the manage-subscriptions note above the confirm button."),
    planted: [
      { kind: "decision", keys: ["in-app", "settings"] },
      { kind: "fact", keys: ["delete-account", "edge function"] },
    ],
  },
  {
    id: "b71-flags-statsig",
    build: (s) =>
      s
        .user("need feature flags finally. launchdarkly vs statsig vs just a json on supabase? thoughts")
        .assistant(
          "For a solo app: LaunchDarkly is priced for teams, a JSON row in Supabase works but you rebuild targeting and caching yourself. Statsig's free tier covers flags plus experiments and has a decent RN SDK. I'd lean Statsig.",
        )
        .user(
          "ok statsig it is. and a rule going forward: anything new goes behind a flag, default off, and i flip it in the console after the release is out. dont want another 3.6 situation",
        )
        .bash("yarn add @statsig/react-native-bindings", "success Saved 3 new dependencies.\n✨  Done in 9.12s.")
        .file("Write", "src/lib/flags.ts")
        .file("Edit", "App.tsx")
        .assistant("Added `useFlag(name)` in src/lib/flags.ts, wrapping StatsigProvider around the root. Flags resolve to false until the SDK initializes.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["statsig"] },
      { kind: "instruction", keys: ["flag", "default off"] },
    ],
  },
  {
    id: "b71-fastlane-match",
    build: (s) =>
      s
        .user("testflight upload failed again from xcode, something about provisioning profile. can u look")
        .bash(
          "bundle exec fastlane ios beta",
          "[09:14:02]: fastlane match: Cloning remote git repo...\n[09:14:05]: 🔓  Successfully decrypted certificates repo\n[09:14:06]: Installing provisioning profile AppStore_com.indie.habits\n[09:21:40]: Successfully uploaded the new binary to App Store Connect",
        )
        .assistant(
          "The fastlane lane works fine: match pulled the profiles from the private certs repo (indie-dev/ios-certs) and the upload went through. The Xcode archive failed because Xcode's automatic signing made its own profile, which doesn't match the one match manages.",
        )
        .user(
          "ok. so from now on ios releases only go through `bundle exec fastlane ios beta`, i'm not touching xcode archive anymore. and turn off automatic signing so it cant do that again",
        )
        .file("Edit", "ios/Habits.xcodeproj/project.pbxproj")
        .bash("git diff --stat", " ios/Habits.xcodeproj/project.pbxproj | 4 ++--\n 1 file changed, 2 insertions(+), 2 deletions(-)")
        .assistant("Automatic signing is off for the Release config; it now points at the match profile.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["ios-certs"] },
      { kind: "instruction", keys: ["fastlane ios beta"] },
    ],
  },
  {
    id: "b71-codepush-native",
    build: (s) =>
      s
        .user("can i ship the new onboarding copy via codepush instead of waiting for review?")
        .file("Read", "src/features/onboarding/OnboardingScreen.tsx")
        .assistant(
          "The copy change is JS only, so yes. Note the staging deployment key is read from `ios/Config/Staging.xcconfig` and the android `strings.xml`, so make sure you target Staging first.",
        )
        .bash(
          "npx appcenter codepush release-react -a indie/habits-ios -d Staging",
          'Releasing update contents to CodePush:\nSuccessfully released an update containing the "./CodePush" directory to the "Staging" deployment of the "habits-ios" app.',
        )
        .user(
          "cool. btw rule for the future, codepush is for JS/asset fixes only. anything that touches native modules or the podfile goes through the store, i got burned by a crash loop once",
        )
        .assistant("Makes sense, an OTA bundle expecting a native module the binary doesn't have crashes on launch.")
        .user("exactly. ok promote to production")
        .bash(
          "npx appcenter codepush promote -a indie/habits-ios -s Staging -d Production",
          'Successfully promoted the "Staging" deployment to the "Production" deployment.',
        )
        .stop("Promoted Staging to Production."),
    planted: [
      { kind: "fact", keys: ["staging.xcconfig"] },
      { kind: "instruction", keys: ["codepush", "native"] },
    ],
  },
  {
    id: "b71-gradle-ci-memory",
    build: (s) =>
      s
        .user("android CI build keeps dying w/ OOM. github actions macos runner")
        .bash(
          "gh run view 8812 --log-failed | tail -5",
          "> Task :app:mergeReleaseResources\nExpiring Daemon because JVM heap space is exhausted\nFAILURE: Build failed with an exception.\n* What went wrong:\nGradle build daemon disappeared unexpectedly",
        )
        .assistant("Maybe the daemon heap is too small, or maybe the R8 step is running out. Checking gradle.properties.")
        .file("Read", "android/gradle.properties")
        .assistant("gradle.properties sets `-Xmx2048m`. The macos-14 runners have 7 GB of RAM, so 4 GB for the daemon fits. Want me to raise it?")
        .user("yea go 4g")
        .file("Edit", "android/gradle.properties")
        .bash("gh workflow run android.yml && sleep 600 && gh run list -L 1", "completed  success  android  main  workflow_dispatch  8815  11m02s")
        .assistant("Green with `-Xmx4g`: the OOM was the daemon heap, mergeReleaseResources needs more than 2 GB with all the lottie assets.")
        .user("👍 todo for next week: bump AGP to 8.5, the warning about compileSdk 35 is getting annoying")
        .stop("Noted."),
    planted: [
      { kind: "fact", keys: ["xmx4g"] },
      { kind: "task", keys: ["agp", "8.5"] },
    ],
  },
  {
    id: "b71-play-fgs-rejection",
    build: (s) =>
      s
        .user("play console rejected the update. 'Foreground service permissions: your app declares FOREGROUND_SERVICE_LOCATION but ...' whyyy")
        .file("Read", "android/app/src/main/AndroidManifest.xml")
        .bash(
          "grep -rn FOREGROUND_SERVICE android/app/src/main/AndroidManifest.xml node_modules/*/android/src/main/AndroidManifest.xml",
          'node_modules/react-native-background-geolocation/android/src/main/AndroidManifest.xml:12:    <uses-permission android:name="android.permission.FOREGROUND_SERVICE_LOCATION" />',
        )
        .assistant(
          "We don't declare it ourselves: it comes in through manifest merging from react-native-background-geolocation, which we only use for the walk-streak feature. Since targetSdk 34, any foreground service type needs a matching declaration in Play Console.",
        )
        .user("ok so thats why. do we even need background location for walk streak?")
        .assistant("It only needs location while the walk screen is open, so foreground location would do. But the library adds the permission regardless.")
        .user(
          "ugh fine. i dont have time to rip out the lib this week. i need to fill out the FGS declaration in play console + record the demo video before friday, put that on the list",
        )
        .assistant("Put it on the list. I haven't changed any code.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["background-geolocation", "manifest"] },
      { kind: "task", keys: ["declaration", "video"] },
    ],
  },
  {
    id: "b71-detox-e2e",
    build: (s) =>
      s
        .user("run the e2e suite pls")
        .bash(
          "yarn detox test -c ios.sim.debug",
          "FAIL e2e/paywall.e2e.ts\n  ● paywall › shows annual plan\n    Timed out while waiting for element by.id('plan-annual')\nTests: 1 failed, 23 passed",
          1,
        )
        .assistant(
          "Paywall test timed out waiting for `plan-annual`. In debug the RevenueCat offerings load slower with metro attached. Could be flaky or a real regression.",
        )
        .user("its the debug config, that one is always flaky with metro. run e2e with `yarn detox test -c ios.sim.release` from now on, thats the one i trust")
        .bash(
          "yarn detox build -c ios.sim.release && yarn detox test -c ios.sim.release",
          "PASS e2e/paywall.e2e.ts\nPASS e2e/onboarding.e2e.ts\nTests: 24 passed, 24 total",
        )
        .assistant("All 24 pass on the release config.")
        .user("👌")
        .stop("All green on ios.sim.release."),
    planted: [{ kind: "instruction", keys: ["ios.sim.release"] }],
  },
  {
    id: "b71-posthog-eu",
    build: (s) =>
      s
        .user("analytics. firebase analytics is driving me nuts, the dashboards are useless. i want funnels for onboarding→paywall. options?")
        .assistant(
          "Amplitude, Mixpanel and PostHog all do funnels. PostHog has an EU cloud (good for GDPR since a lot of your users are in DE), a generous free tier, and session replay for RN in beta.",
        )
        .user(
          "posthog eu cloud. decided. rip out firebase analytics but keep crashlytics? actually no we use sentry for crashes, remove the whole firebase thing",
        )
        .bash(
          "yarn remove @react-native-firebase/app @react-native-firebase/analytics && yarn add posthog-react-native",
          "success Uninstalled packages.\nsuccess Saved 1 new dependency.",
        )
        .file("Edit", "ios/Podfile")
        .file("Write", "src/lib/analytics.ts")
        .bash("cd ios && pod install | tail -2", "Pod installation complete! There are 61 dependencies from the Podfile and 63 total pods installed.")
        .assistant(
          "Firebase is gone, PostHog is wired through `track()` in src/lib/analytics.ts with host eu.i.posthog.com. Free tier is 1M events a month; we're at about 180k with the current events.",
        )
        .user("nice, plenty of room")
        .stop(),
    planted: [
      { kind: "decision", keys: ["posthog", "eu"] },
      { kind: "fact", keys: ["1m events"] },
    ],
  },
  {
    id: "b71-apns-push",
    build: (s) =>
      s
        .user("pushes stopped arriving on android since yesterday?? ios fine")
        .bash(
          "supabase functions logs push --limit 5",
          "2026-11-29T07:41:12Z ERROR fcm send failed: 404 Requested entity was not found (legacy endpoint /fcm/send)\n2026-11-29T07:41:12Z ERROR fcm send failed: 404",
        )
        .file("Read", "supabase/functions/push/index.ts")
        .assistant(
          "Our push function still posts to the legacy `/fcm/send` endpoint with the server key. Google shut the legacy API off; it has to go through FCM HTTP v1 with a service-account OAuth token.",
        )
        .file("Edit", "supabase/functions/push/index.ts")
        .bash(
          "supabase functions deploy push && supabase functions logs push --limit 2",
          "Deployed Function push\n2026-11-29T08:02:40Z INFO fcm v1 send ok (projects/habits-prod/messages/0:1732...)",
        )
        .assistant("Migrated to FCM v1; a test push landed on the Pixel.")
        .user("phew. while ur in there — the apns .p8 key, remind me to rotate it in january, the guy who made it left the apple team account")
        .assistant("Will do.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["legacy", "fcm"] },
      { kind: "task", keys: ["p8", "january"] },
    ],
  },
  {
    id: "b71-nativewind-style",
    build: (s) =>
      s
        .user("make the streak card look less ugly, more padding and the flame bigger")
        .file("Read", "src/features/streaks/StreakCard.tsx")
        .assistant("StreakCard uses a StyleSheet.create block. Want me to keep that or convert to nativewind classes like the newer screens?")
        .user(
          "convert it. and in general i prefer nativewind classes for anything new, StyleSheet only when u need something nativewind cant do (animated styles mostly)",
        )
        .file("Edit", "src/features/streaks/StreakCard.tsx")
        .bash("yarn tsc --noEmit && yarn jest src/features/streaks -t StreakCard", "PASS src/features/streaks/StreakCard.test.tsx\nTests: 3 passed, 3 total")
        .assistant("Converted: p-5 on the card, flame at 40px. Tests pass.")
        .user("better. maybe a gradient? nah leave it")
        .stop("Left it without a gradient."),
    planted: [{ kind: "instruction", keys: ["nativewind"] }],
  },
  {
    id: "b71-navigation-stay-v6",
    build: (s) =>
      s
        .user("should we move to expo-router? everyone on twitter is doing it")
        .assistant(
          "It would mean moving navigation into file-based routes and likely adopting more of the Expo toolchain. You're on bare RN with react-navigation v6 and custom native modules; doable with prebuild, but a big migration.",
        )
        .user("hmm what about react-navigation 7 then")
        .bash("npm view @react-navigation/native version", "7.0.14")
        .assistant("v7 is out. The static config API is new, and a few deprecated props in v6 are removed. A migration is maybe two days.")
        .user(
          "ok no. we stay on react-navigation v6 for now, no router migration, no v7 until after the widget stuff ships. write that in the CONTRIBUTING so i stop relitigating it with myself 😅",
        )
        .file("Edit", "CONTRIBUTING.md")
        .stop("Added a Navigation section to CONTRIBUTING.md."),
    planted: [{ kind: "decision", keys: ["react-navigation", "v6"] }],
  },
  {
    id: "b71-calver-versions",
    build: (s) =>
      s
        .user("what version is prod on android right now")
        .bash("bundle exec fastlane run google_play_track_release_names track:production", 'Result: ["3.7.2"]')
        .assistant("Production on Play is 3.7.2.")
        .user(
          "k. thinking of switching versions to calver, like 2026.12.0. semver means nothing for an app nobody depends on. yeah lets do it: YYYY.MM.patch starting with the december train",
        )
        .file("Edit", "scripts/cut-release.sh")
        .bash(
          "./scripts/cut-release.sh --dry-run",
          "would create branch release/2026.12.0 from main (c0ffee1)\nwould set ios CFBundleShortVersionString 2026.12.0",
        )
        .assistant("The script now derives the version from the date: YYYY.MM.patch.")
        .stop(),
    planted: [{ kind: "decision", keys: ["calver"] }],
  },
  {
    id: "b71-sentry-sourcemaps",
    build: (s) =>
      s
        .user("sentry stack traces are all minified garbage again for ios. index.android.bundle:1:48213 etc")
        .bash(
          "npx sentry-cli releases files com.indie.habits@3.7.2+411 list",
          "+----------------------+\n| Name | Sourcemap | Size |\n+----------------------+\n(no files)",
        )
        .assistant(
          "No files under that release. The upload step ran, but it uploaded to `habits@3.7.2` while the SDK reports `com.indie.habits@3.7.2+411`. Maybe the build phase script is reading the wrong env var?",
        )
        .file("Read", "ios/sentry.properties")
        .file("Read", "ios/Habits.xcodeproj/project.pbxproj")
        .assistant(
          "Confirmed: source maps only get applied when the upload's release name is exactly `<bundle id>@<version>+<build>`, which is what the RN SDK reports by default. The Xcode build phase passed a custom `--release habits@$VERSION`. I'll drop the override so it uses the default.",
        )
        .file("Edit", "ios/Habits.xcodeproj/project.pbxproj")
        .user("ok. i'll check the next build. could be the same on android too? dunno")
        .assistant("The android gradle plugin uses the default name, so probably fine there, but I haven't checked.")
        .stop(),
    planted: [{ kind: "fact", keys: ["source maps", "release name"] }],
  },
  {
    id: "b71-revenuecat-paywall",
    build: (s) =>
      s
        .user("the paywall needs a restore purchases button, apple mentioned it last time too")
        .file("Read", "src/features/paywall/PaywallScreen.tsx")
        .assistant(
          "There's no restore button on the paywall right now. RevenueCat's `Purchases.restorePurchases()` handles both stores. I can add it under the plan list.",
        )
        .user(
          "not now actually, i'm in the middle of redoing the paywall layout. todo for when the new layout lands: restore purchases button + the terms/privacy links under it",
        )
        .assistant("Ok, leaving the paywall untouched.")
        .user("what i do want now: the annual plan preselected")
        .file("Edit", "src/features/paywall/PaywallScreen.tsx")
        .bash("yarn jest src/features/paywall", "PASS src/features/paywall/PaywallScreen.test.tsx\nTests: 5 passed, 5 total")
        .stop("Annual is preselected now; tests pass."),
    planted: [{ kind: "task", keys: ["restore purchases"] }],
  },
  {
    id: "b71-universal-links",
    build: (s) =>
      s
        .user("universal links broke?? tapping habits.app/invite/xyz opens safari not the app")
        .bash("curl -s https://habits.app/.well-known/apple-app-site-association | head -5", '<!DOCTYPE html>\n<html lang="en">\n<head><title>Habits</title>')
        .assistant("The AASA file is returning the marketing site's HTML instead of JSON. Is it supposed to be served from this repo?")
        .user(
          "no, the apple-app-site-association file lives in the marketing site repo on netlify, not here. i redid the redirects there last week probably broke it",
        )
        .assistant(
          "That fits: a catch-all redirect to index.html would swallow /.well-known. Want me to draft the netlify `_redirects` fix so you can paste it there?",
        )
        .user("yes pls")
        .file("Write", "tmp/netlify-redirects.txt")
        .stop("Drafted in tmp/netlify-redirects.txt: a `/.well-known/*` passthrough above the catch-all."),
    planted: [{ kind: "fact", keys: ["apple-app-site-association", "netlify"] }],
  },
  {
    id: "b71-min-ios-16",
    build: (s) =>
      s
        .user("how many users are still on ios 15?")
        .bash(
          "npx posthog-cli query \"select properties.$os_version, count() from events where event='app_open' and timestamp > now() - interval 30 day group by 1\" | head -6",
          "17.5  | 10211\n18.1  | 9823\n16.7  | 1402\n15.8  | 188\n15.7  | 41",
        )
        .assistant("About 230 of ~21.6k monthly users are on iOS 15, roughly 1%.")
        .user("lol. ok we drop ios 15, minimum deployment target is ios 16 from the next release. lets me use the new widget apis too")
        .file("Edit", "ios/Podfile")
        .file("Edit", "ios/Habits.xcodeproj/project.pbxproj")
        .bash("cd ios && pod install | tail -1", "Pod installation complete! There are 61 dependencies from the Podfile and 63 total pods installed.")
        .assistant("Deployment target is 16.0 in the Podfile and the project.")
        .user("also TODO: add a line about it in the release notes for 2026.12.0 so the 200 people arent surprised")
        .stop("Noted for the 2026.12.0 notes."),
    planted: [
      { kind: "decision", keys: ["ios 16"] },
      { kind: "task", keys: ["release notes", "2026.12.0"] },
    ],
  },
  {
    id: "b71-i18n-german",
    build: (s) =>
      s
        .user("the new streak freeze sheet has hardcoded english strings, german users are complaining in reviews")
        .bash(
          "grep -rn '\"[A-Z][a-z].*\"' src/features/streaks/FreezeSheet.tsx | head -3",
          "src/features/streaks/FreezeSheet.tsx:22:        <Text>Use a streak freeze?</Text>\nsrc/features/streaks/FreezeSheet.tsx:31:        <Text>You have {count} left</Text>",
        )
        .assistant("Three hardcoded strings in FreezeSheet. I'll move them to `t()` keys under `streaks.freeze.*` and add English values.")
        .file("Edit", "src/features/streaks/FreezeSheet.tsx")
        .file("Edit", "src/i18n/en.json")
        .user(
          "thx. rule: no user-facing string gets hardcoded, ever, everything goes through t() even for a quick test screen. and i'll do the german translations myself, dont machine translate them",
        )
        .assistant("Understood. The de.json keys are missing for now, so German falls back to English for these three.")
        .user("ya fine i'll do them tonight")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["t()", "hardcoded"] },
      { kind: "instruction", keys: ["german", "machine translate"] },
    ],
  },
  {
    id: "b71-testflight-early-birds",
    build: (s) =>
      s
        .user("push the beta to the early birds group")
        .bash(
          "bundle exec fastlane pilot distribute --groups 'early birds' --build_number 412",
          "[10:02:11]: Successfully distributed build 412 to 'early birds' (143 testers)",
        )
        .assistant("Build 412 is out to 'early birds', 143 testers.")
        .user("sweet. fyi early birds is the external group, the internal one is just me")
        .assistant("Good to know.")
        .user("after 2026.12.0 is live i want to send them a survey about the widget, dont let me forget")
        .stop("I'll keep the widget survey on the list for after 2026.12.0 ships."),
    planted: [
      { kind: "fact", keys: ["early birds", "external"] },
      { kind: "task", keys: ["survey", "widget"] },
    ],
  },
  {
    id: "b71-widgetkit-bridge",
    build: (s) =>
      s
        .user("starting the ios home screen widget. how does the widget get the streak data, it cant run JS right")
        .assistant(
          "Right, WidgetKit extensions are pure Swift. The common pattern: write the data to a shared App Group container (UserDefaults suite) from RN via a small native module, and the widget reads it in its TimelineProvider.",
        )
        .user("ok app group it is. name it group.com.indie.habits")
        .file("Edit", "ios/Habits/Habits.entitlements")
        .file("Write", "ios/Habits/SharedStore.swift")
        .file("Write", "ios/Habits/SharedStore.m")
        .bash("xcodebuild -workspace ios/Habits.xcworkspace -scheme Habits -sdk iphonesimulator -quiet build", "** BUILD SUCCEEDED **")
        .assistant(
          "The app writes `streak` and `lastCheckIn` to the `group.com.indie.habits` suite via `SharedStore.set()`. The widget target itself isn't created yet.",
        )
        .user("ok widget target tomorrow. also maybe lottie in the widget? probably cant. whatever")
        .stop(),
    planted: [{ kind: "decision", keys: ["group.com.indie.habits"] }],
  },
  {
    id: "b71-sentry-oom-ios",
    build: (s) =>
      s
        .user("sentry: 'OOM' events on ios spiking. what eats memory")
        .bash(
          "npx sentry-cli issues list --project habits-ios --query 'is:unresolved OutOfMemory' | head -3",
          "HAB-IOS-9C  WatchdogTermination (OOM)  events: 88  users: 61\n  breadcrumbs: navigation -> HistoryScreen, image.load x 340",
        )
        .assistant(
          "Breadcrumbs show HistoryScreen loading ~340 images before the kill. My guess is the FlatList with full-size photo thumbnails, but let me check.",
        )
        .file("Read", "src/features/history/HistoryScreen.tsx")
        .bash("yarn why react-native-fast-image | tail -2", '=> Found "react-native-fast-image@8.6.3"\n✨  Done in 0.41s.')
        .assistant(
          "Confirmed with Instruments: HistoryScreen renders each check-in photo at its original 12 MP size inside a 64 px thumbnail, about 48 MB per screen of rows, and FlatList keeps 21 windows. That's the OOM.",
        )
        .user("oof. fix it")
        .file("Edit", "src/features/history/HistoryScreen.tsx")
        .file("Edit", "supabase/functions/sync/index.ts")
        .assistant("Thumbnails now request a 256 px rendition from storage and windowSize is 5. Memory on the same scroll peaks at 190 MB instead of 1.1 GB.")
        .stop(),
    planted: [{ kind: "fact", keys: ["historyscreen", "12 mp"] }],
  },
  {
    id: "b71-conventional-commits",
    build: (s) =>
      s
        .user("commit what we have")
        .bash("git status --short", " M src/features/history/HistoryScreen.tsx\n M supabase/functions/sync/index.ts")
        .assistant('Two files. Message: "fix history thumbnails"?')
        .user("use conventional commits pls, fix(history): ... — i want to generate the changelog from them. every commit, not just this one")
        .bash(
          "git commit -am 'fix(history): load 256px thumbnails and shrink FlatList window'",
          "[main 7d1e0aa] fix(history): load 256px thumbnails and shrink FlatList window\n 2 files changed, 14 insertions(+), 6 deletions(-)",
        )
        .stop("Committed as 7d1e0aa."),
    planted: [{ kind: "instruction", keys: ["conventional commits"] }],
  },
  {
    id: "b71-android-sdk-floor",
    build: (s) =>
      s
        .user("can we bump minSdk to 28? the biometric lib wants it")
        .bash(
          "npx posthog-cli query \"select properties.$os_version, count() from events where $os='Android' group by 1 order by 1\" | head -4",
          "8.0   | 212\n9     | 540\n10    | 1288\n11    | 2214",
        )
        .assistant("Android 8.0 (API 26) has ~212 users of ~7k, about 3%. Android 8.1 (27) doesn't show up at all.")
        .user("3% is more than i thought. hmm. what does the lib need 28 for")
        .file("Read", "node_modules/react-native-biometrics/android/build.gradle")
        .assistant(
          "It declares minSdk 28 but only uses BiometricPrompt, which androidx.biometric backports to 23. We could override it with tools:overrideLibrary.",
        )
        .user("do the override then, keep minSdk 26")
        .file("Edit", "android/app/src/main/AndroidManifest.xml")
        .bash("cd android && ./gradlew :app:assembleDebug -q", "BUILD SUCCESSFUL in 1m 31s")
        .stop("Overridden; minSdk stays 26 and the build passes."),
    planted: [{ kind: "decision", keys: ["minsdk 26"] }],
  },
  {
    id: "b71-sentry-ownership",
    build: (s) =>
      s
        .user("who gets the sentry alerts right now")
        .bash("npx sentry-cli projects list", "habits-ios\nhabits-android\nhabits-edge")
        .assistant("Three projects. Alert rules aren't visible from the CLI; you'd see them in Settings → Alerts.")
        .user(
          "right. ok context for u: the edge functions (habits-edge) are my friend marco's, he wrote the sync backend and he owns it, i only do the app. so if something crashes in supabase/functions, ping him, dont just fix it",
        )
        .file("Read", "supabase/functions/sync/index.ts")
        .assistant("Understood. I just touched sync/index.ts for the thumbnails yesterday, should I revert that?")
        .user("no he reviewed it, its fine")
        .stop(),
    planted: [
      { kind: "fact", keys: ["marco", "sync"] },
      { kind: "instruction", keys: ["marco", "ping"] },
    ],
  },
  {
    id: "b71-hermes-bundle",
    build: (s) =>
      s
        .user("app size went from 38 to 52 mb in the last release wtf")
        .bash(
          "npx react-native-bundle-visualizer --platform ios | tail -4",
          "lottie-react-native/…/animations  6.1 MB\n@sentry/react-native   1.4 MB\ndate-fns  0.9 MB\nTotal: 11.2 MB",
        )
        .assistant("The JS bundle is 11 MB, 6 MB of that is Lottie JSON animations that got imported statically. Images in the asset catalog also grew.")
        .user("the lottie files are the confetti ones right. could we load them from the cdn instead?")
        .assistant("We could fetch them on first use and cache them. Or compress them to .lottie (dotLottie), which is typically 70-80% smaller. Either works.")
        .user("eh lets not do cdn, offline matters. next sprint: convert all the lottie animations to dotlottie. not today")
        .stop("Ok, leaving the animations as they are for now."),
    planted: [{ kind: "task", keys: ["dotlottie"] }],
  },
  {
    id: "b71-zustand-state",
    build: (s) =>
      s
        .user("redux toolkit is so much boilerplate for this app. like 6 slices for a habit tracker")
        .file("Read", "src/store/index.ts")
        .assistant(
          "Six slices, two of them (ui, toast) only hold a couple of booleans. Options: Zustand stores per feature, Jotai atoms, or keep RTK but fold the tiny slices into component state. Zustand is the smallest jump from what you have.",
        )
        .user("zustand. going with it, new state goes in zustand stores per feature, redux is frozen")
        .bash("yarn add zustand", "success Saved 1 new dependency.\n✨  Done in 4.02s.")
        .file("Write", "src/features/streaks/useStreakStore.ts")
        .file("Edit", "src/features/streaks/StreakCard.tsx")
        .assistant("Moved the streak slice to `useStreakStore`; the other five slices are still Redux.")
        .user("good enough for today. follow-up for later: port the settings slice too, its the biggest one so it needs its own afternoon")
        .stop(),
    planted: [
      { kind: "decision", keys: ["zustand"] },
      { kind: "task", keys: ["settings slice"] },
    ],
  },
  {
    id: "b71-mmkv-storage",
    build: (s) =>
      s
        .user("cold start is slow on old androids, like 3s+ on the galaxy a10. profile it?")
        .bash("adb shell am start -W -n com.indie.habits/.MainActivity | grep TotalTime", "TotalTime: 3412")
        .file("Read", "src/lib/storage.ts")
        .assistant(
          "Around 900 ms of that is the boot hydrate: we read 14 AsyncStorage keys one by one before the first render. react-native-mmkv reads synchronously and is much faster on these devices. Want me to try it?",
        )
        .user("try it on a branch")
        .bash(
          "git switch -c try/mmkv && yarn add react-native-mmkv && cd android && ./gradlew :app:installRelease -q && adb shell am start -W -n com.indie.habits/.MainActivity | grep TotalTime",
          "Switched to a new branch 'try/mmkv'\nBUILD SUCCESSFUL in 2m 4s\nTotalTime: 2291",
        )
        .assistant("3.4 s → 2.3 s cold start on the A10 with MMKV.")
        .user(
          "ok thats a big win, switching storage to mmkv for real. merge it. but existing users have their stuff in asyncstorage — we need a one-time migration before this ships, cant do it right now tho, put it on the list",
        )
        .bash("git switch main && git merge --no-ff try/mmkv -q", "")
        .stop("Merged try/mmkv into main."),
    planted: [
      { kind: "decision", keys: ["mmkv"] },
      { kind: "task", keys: ["asyncstorage", "migration"] },
    ],
  },
  {
    id: "b71-staged-rollout",
    build: (s) =>
      s
        .user("2026.12.0 is approved on both stores 🎉 how should i roll it out")
        .assistant(
          "On iOS you can turn on phased release (7 days, 1→100%). On Play, a staged rollout with a percentage you control. Do you want to go straight to 100% or ramp?",
        )
        .user(
          "ramp. ok here's the policy from now on: android always starts at 10%, and i only go to 100% after 48 hours if crash-free sessions stay above 99.5. ios uses phased release, every time",
        )
        .bash(
          "bundle exec fastlane supply --track production --rollout 0.1 --skip_upload_apk true",
          "[11:20:03]: Updating track 'production' with rollout 0.1\n[11:20:05]: Successfully finished the upload to Google Play",
        )
        .bash(
          "bundle exec fastlane deliver --phased_release true --submit_for_review false --skip_binary_upload true",
          "[11:21:44]: Enabled phased release for version 2026.12.0",
        )
        .assistant("Android is at 10%, iOS phased release is on.")
        .user("also remind me to set up a sentry alert for when crash-free goes below 99.5, right now i only see it if i look")
        .stop("Will remind you about the crash-free alert."),
    planted: [
      { kind: "decision", keys: ["phased release"] },
      { kind: "instruction", keys: ["10%", "48 hours"] },
      { kind: "task", keys: ["alert", "crash-free"] },
    ],
  },
  {
    id: "b71-rn-upgrade-helper",
    build: (s) =>
      s
        .user("rn 0.75.4 is out, bump us from 0.75.2?")
        .bash(
          "npx react-native upgrade 0.75.4 --dry-run 2>&1 | tail -3",
          "info Fetching diff between v0.75.2 and v0.75.4...\ninfo Diff has 4 files: android/build.gradle, ios/Podfile.lock, package.json, Gemfile",
        )
        .assistant("Small diff, 4 files. I'll apply it and run pod install.")
        .file("Edit", "package.json")
        .file("Edit", "android/build.gradle")
        .bash(
          "yarn install && cd ios && pod install | tail -1",
          "Pod installation complete! There are 61 dependencies from the Podfile and 63 total pods installed.",
        )
        .user(
          "for RN bumps in general: go by the upgrade helper diff file by file, dont just run `react-native upgrade` and accept everything, it clobbered my podfile once",
        )
        .assistant("Ok. I checked this one against the upgrade helper diff and it matches.")
        .user("cool. and the 0.76 jump with the new arch default, thats a january thing, after the december train. put it down")
        .stop("Put down the 0.76 / new architecture upgrade for January."),
    planted: [
      { kind: "instruction", keys: ["upgrade helper"] },
      { kind: "task", keys: ["0.76"] },
    ],
  },
  {
    id: "b71-empty-simulator-chat",
    build: (s) =>
      s
        .user("ugh the ios simulator is so slow today. is it the new xcode or my mac")
        .assistant(
          "Could be either. Xcode 16.1 simulators boot slower the first time after an update because they rebuild the dyld cache. Does it stay slow after a restart?",
        )
        .user("idk havent restarted. maybe its just monday lol")
        .assistant("Possibly. If it stays slow, `xcrun simctl erase all` sometimes helps, but it wipes every simulator's data.")
        .user("nah not gonna erase. ill live")
        .stop(),
    planted: [],
  },
  {
    id: "b71-empty-typo-fix",
    build: (s) =>
      s
        .user("typo on the onboarding screen: 'your habbits' -> 'your habits'. fix pls")
        .file("Edit", "src/i18n/en.json")
        .assistant("Fixed in en.json.")
        .user("and run the jest tests for onboarding")
        .bash("yarn jest src/features/onboarding", "PASS src/features/onboarding/OnboardingScreen.test.tsx\nTests: 6 passed, 6 total")
        .assistant("6 passed.")
        .user("ty")
        .stop(),
    planted: [],
  },
  {
    id: "b71-empty-lint-output",
    build: (s) =>
      s
        .user("run lint, i think theres a bunch of warnings")
        .bash(
          "yarn eslint src --max-warnings 0",
          "src/features/paywall/PaywallScreen.tsx\n  14:3  warning  TODO: remove before release  no-warning-comments\n  41:9  error  React Hook useEffect has a missing dependency: 'offering'. Either include it or remove the dependency array. You must always include...  react-hooks/exhaustive-deps\n✖ 2 problems (1 error, 1 warning)",
          1,
        )
        .assistant("Two: a TODO comment warning in PaywallScreen and a missing `offering` dependency in a useEffect. Fix both?")
        .user("yeah")
        .file("Edit", "src/features/paywall/PaywallScreen.tsx")
        .bash("yarn eslint src --max-warnings 0", "✨  Done in 6.11s.")
        .assistant("Clean now.")
        .stop(),
    planted: [],
  },
  {
    id: "b71-empty-hypotheses",
    build: (s) =>
      s
        .user("some users say the daily reminder comes at the wrong time after they travel. timezone thing?")
        .assistant(
          "Possibly. If we schedule local notifications with a fixed UTC timestamp, they wouldn't follow the device timezone. Or the OS could be keeping the old trigger after a timezone change. I can't tell which without looking.",
        )
        .user("could also be DST? it was right after the clocks changed i think")
        .assistant("DST would fit too. Do you have a user report with their timezone and the time they got it?")
        .user("not really, just vague reviews. lets leave it until someone sends details")
        .assistant("Ok, nothing changed.")
        .stop(),
    planted: [],
  },
  {
    id: "b71-empty-withdrawn-sqlite",
    build: (s) =>
      s
        .user("thinking we should move the habit history to sqlite instead of json in mmkv. thoughts?")
        .assistant(
          "For a few thousand rows either works. SQLite (op-sqlite) pays off if you need queries like 'longest streak per habit' without loading everything.",
        )
        .user("hmm yeah lets do op-sqlite")
        .assistant("Want me to start with a schema for habits and check-ins?")
        .user("actually no, scratch that. its not slow and i dont want another native dep right before the holidays. forget i said it")
        .assistant("Ok, dropping it.")
        .stop(),
    planted: [],
  },
  {
    id: "b71-empty-status-report",
    build: (s) =>
      s
        .user("where are we with the widget target")
        .bash(
          "git log --oneline -4",
          "b2c1f09 feat(widget): timeline provider reads shared store\n9a7e3d1 feat(widget): add HabitsWidget target\n7d1e0aa fix(history): load 256px thumbnails and shrink FlatList window\nc0ffee1 chore(release): calver",
        )
        .assistant(
          "Widget target exists, the timeline provider reads the streak from the shared store. Small and medium sizes render; no large size and no tap deep link yet.",
        )
        .user("ok. does it refresh at midnight?")
        .assistant("The timeline sets a reload policy `.after(nextMidnight)`, so yes, roughly; iOS decides the exact time.")
        .user("cool cool")
        .stop(),
    planted: [],
  },
  {
    id: "b71-empty-quoted-config",
    build: (s) =>
      s
        .user("what does our eas.json even do, we dont use eas do we")
        .bash(
          "cat eas.json",
          '{\n  "cli": { "version": ">= 5.0.0" },\n  "build": {\n    "production": { "autoIncrement": true, "channel": "production" },\n    "_comment": "never use the preview profile for store builds, always production"\n  }\n}',
        )
        .assistant(
          "It's left over from an experiment: a production profile with autoIncrement, and a comment about not using a preview profile for store builds. Nothing in CI references it.",
        )
        .user("oh i remember, i tried eas build in march and gave up. is it hurting anything?")
        .assistant("No, the RN CLI ignores it. It only matters if someone runs `eas build`.")
        .user("k leave it")
        .stop(),
    planted: [],
  },
  {
    id: "b71-empty-review-question",
    build: (s) =>
      s
        .user("how long is app review taking these days? submitted yesterday")
        .assistant("I don't have live data. Apple's own page says most apps are reviewed within 24 hours, but around holidays it gets slower.")
        .user("makes sense. do they still close over christmas?")
        .assistant(
          "They have historically paused new submissions for a few days around Dec 23–27, but I'm not sure about this year. Worth checking the App Store Connect news page.",
        )
        .user("ok ill check")
        .stop(),
    planted: [],
  },
  {
    id: "b71-empty-sentry-triage",
    build: (s) =>
      s
        .user("anything new in sentry since the release?")
        .bash(
          "npx sentry-cli issues list --project habits-ios --query 'firstRelease:com.indie.habits@2026.12.0+415' | head -4",
          "HAB-IOS-A1  Error: Network request failed  events: 14  users: 9\nHAB-IOS-A2  RangeError: Invalid time value  events: 3  users: 1",
        )
        .assistant(
          "Two new ones: a generic 'Network request failed' (14 events, probably users offline) and an 'Invalid time value' from date-fns, 3 events from one user.",
        )
        .user("the date one, is that the timezone thing again?")
        .assistant("Can't tell yet: one user, and the breadcrumbs don't include the input date. Could be a corrupted check-in record.")
        .user("meh, one user. ignore for now")
        .stop(),
    planted: [],
  },
  {
    id: "b71-empty-screenshot-gen",
    build: (s) =>
      s
        .user("regenerate the app store screenshots with the new paywall")
        .bash(
          "bundle exec fastlane snapshot --devices 'iPhone 16 Pro Max,iPhone SE (3rd generation)' | tail -3",
          "[12:44:10]: Successfully generated 10 screenshots\n[12:44:10]: ✅ iPhone 16 Pro Max\n[12:44:10]: ✅ iPhone SE (3rd generation)",
        )
        .assistant("10 screenshots in fastlane/screenshots, both device sizes.")
        .user("can u open the paywall one? want to see it")
        .file("Read", "fastlane/screenshots/en-US/iPhone 16 Pro Max-04Paywall.png")
        .assistant("It shows the annual plan preselected with the new layout; the status bar is the clean 9:41 one.")
        .user("perfect 👌")
        .stop(),
    planted: [],
  },
  {
    id: "b71-iap-revenuecat-after-all",
    build: (s) =>
      s
        .user("subscriptions. lets use react-native-iap directly, no middleman taking a cut")
        .bash("npm view react-native-iap version", "12.15.4")
        .assistant(
          "react-native-iap gives you the raw store APIs; you'd need your own server-side receipt validation and App Store Server Notifications handling to know who is subscribed. That's the part RevenueCat does for you (free under $2.5k/month).",
        )
        .user("hmm receipt validation server. i really dont want to run that")
        .file("Read", "supabase/functions/revenuecat-webhook/index.ts")
        .assistant(
          "Note there's already a `revenuecat-webhook` function in supabase/functions that writes `is_pro` onto the profile row; it's what marks users pro when RevenueCat sends events.",
        )
        .user("ok forget react-native-iap. we're going with revenuecat after all, final answer, under 2.5k its free anyway")
        .bash("yarn add react-native-purchases", "success Saved 1 new dependency.")
        .stop("Added react-native-purchases."),
    planted: [
      { kind: "decision", keys: ["revenuecat"] },
      { kind: "fact", keys: ["revenuecat-webhook", "is_pro"] },
    ],
  },
  {
    id: "b71-android-keystore",
    build: (s) =>
      s
        .user("new laptop, android release build fails with 'keystore file not found'")
        .bash(
          "cd android && ./gradlew bundleRelease -q",
          "FAILURE: Build failed with an exception.\n* What went wrong:\nExecution failed for task ':app:validateSigningRelease'.\n> Keystore file '/home/dev/src/app/android/app/upload.keystore' not found for signing config 'release'.",
          1,
        )
        .assistant(
          "Gradle expects `android/app/upload.keystore` plus the passwords from `android/keystore.properties`. Neither is in the repo. Where does the keystore live?",
        )
        .user(
          "the upload keystore is in 1password, vault 'habits release', with the passwords. download it there. and dont ever commit keystore.properties or the .keystore, CI gets them from github secrets",
        )
        .bash("git check-ignore -v android/keystore.properties android/app/upload.keystore", ".gitignore:41:*.keystore\tandroid/app/upload.keystore")
        .assistant("`*.keystore` is ignored but `keystore.properties` isn't. Adding it to .gitignore.")
        .file("Edit", ".gitignore")
        .stop(),
    planted: [
      { kind: "fact", keys: ["upload keystore", "1password"] },
      { kind: "instruction", keys: ["keystore.properties", "commit"] },
    ],
  },
  {
    id: "b71-sentry-sampling",
    build: (s) =>
      s
        .user("sentry says we're at 80% of the quota and its the 12th. whats eating it")
        .bash(
          "npx sentry-cli send-event --help >/dev/null; grep -rn 'SampleRate' src/lib/sentry.ts",
          "src/lib/sentry.ts:9:  tracesSampleRate: 1.0,\nsrc/lib/sentry.ts:10:  profilesSampleRate: 1.0,",
        )
        .assistant(
          "Errors aren't the problem; it's performance transactions at `tracesSampleRate: 1.0`. The team plan includes 50k errors and 100k transactions a month, and we're sending every navigation as a transaction. I'd set traces to 0.1 and profiles to 0.05 in production, 1.0 in dev.",
        )
        .user("yep do that, tracesSampleRate 0.1 in prod")
        .file("Edit", "src/lib/sentry.ts")
        .bash("yarn tsc --noEmit", "")
        .assistant("Done; dev keeps 1.0.")
        .user("does it reset on the 1st?")
        .assistant("The quota resets with your billing cycle; I can't see the billing date from here.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["tracessamplerate", "0.1"] },
      { kind: "fact", keys: ["50k errors"] },
    ],
  },
  {
    id: "b71-dark-mode-heatmap",
    build: (s) =>
      s
        .user("shipped the new stats screen and immediately someone sends a screenshot in dark mode, text is black on black 🤦")
        .file("Read", "src/features/stats/StatsScreen.tsx")
        .assistant("The headers use a hardcoded `text-black` instead of the theme token. Fixing to `text-foreground`.")
        .file("Edit", "src/features/stats/StatsScreen.tsx")
        .bash("yarn jest src/features/stats", "PASS src/features/stats/StatsScreen.test.tsx\nTests: 4 passed, 4 total")
        .user(
          "thx. lesson learned: before u tell me a UI change is done, check it in dark mode too. every time. and the calendar heatmap colors are also unreadable in dark but thats a bigger redesign, leave it for after the december release",
        )
        .assistant("Understood. The heatmap stays as it is for now.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["dark mode"] },
      { kind: "task", keys: ["heatmap"] },
    ],
  },
  {
    id: "b71-no-ipad",
    build: (s) =>
      s
        .user("app review is testing on ipad and complaining the layout is broken. do we even support ipad?")
        .bash(
          "grep -n TARGETED_DEVICE_FAMILY ios/Habits.xcodeproj/project.pbxproj",
          '412:\t\t\t\tTARGETED_DEVICE_FAMILY = "1,2";\n487:\t\t\t\tTARGETED_DEVICE_FAMILY = "1,2";',
        )
        .assistant(
          "The target says `1,2`, iPhone and iPad. Either make the layouts work on iPad or set it to iPhone only (`1`); then iPads run it in compatibility mode.",
        )
        .user("iphone only. we are not doing ipad, not this year anyway")
        .file("Edit", "ios/Habits.xcodeproj/project.pbxproj")
        .bash(
          "grep -n TARGETED_DEVICE_FAMILY ios/Habits.xcodeproj/project.pbxproj",
          "412:\t\t\t\tTARGETED_DEVICE_FAMILY = 1;\n487:\t\t\t\tTARGETED_DEVICE_FAMILY = 1;",
        )
        .user("oh and i have to delete the ipad screenshots in app store connect or it'll complain. later, not now")
        .stop("Device family is iPhone only now."),
    planted: [
      { kind: "decision", keys: ["iphone only"] },
      { kind: "task", keys: ["ipad screenshots"] },
    ],
  },
  {
    id: "b71-metro-port",
    build: (s) =>
      s
        .user("metro wont start: port 8081 in use??")
        .bash("lsof -i :8081 | tail -1", "mfemms   1402 root   12u  IPv4 0x8b1  0t0  TCP localhost:8081 (LISTEN)")
        .assistant("Something called `mfemms` owns 8081. That's McAfee's agent. Can you stop it?")
        .user("nope its the corporate mcafee on this mac, cant touch it. so metro runs on 8088 on this machine, thats just how it is")
        .file("Edit", "package.json")
        .bash(
          "yarn start --port 8088 &> /tmp/metro.log & sleep 5; tail -2 /tmp/metro.log",
          "info Welcome to React Native v0.75\ninfo Starting dev server on port 8088...",
        )
        .assistant(
          "Metro is up on 8088 and `yarn start` passes `--port 8088` now. The iOS app needs `RCT_METRO_PORT=8088` at build time too; I set it in the scheme.",
        )
        .file("Edit", "ios/Habits.xcodeproj/xcshareddata/xcschemes/Habits.xcscheme")
        .stop(),
    planted: [{ kind: "fact", keys: ["8088", "mcafee"] }],
  },
  {
    id: "b71-play-integrity-quota",
    build: (s) =>
      s
        .user("why did the play integrity checks start failing at like 6pm every day")
        .bash(
          "gcloud logging read 'resource.type=\"api\" AND protoPayload.serviceName=\"playintegrity.googleapis.com\"' --limit 2 --format='value(protoPayload.status.message)'",
          "Quota exceeded for quota metric 'Requests' and limit 'Requests per day' of service 'playintegrity.googleapis.com'\nQuota exceeded for quota metric 'Requests' and limit 'Requests per day'",
        )
        .assistant(
          "The Play Integrity API has a default standard-request quota of 10k calls a day, and we call it on every app open. We pass that around 6pm UTC. Short term I can cache the verdict for 24h per install.",
        )
        .user("do the caching")
        .file("Edit", "src/lib/integrity.ts")
        .bash("yarn jest src/lib/integrity", "PASS src/lib/integrity.test.ts\nTests: 3 passed, 3 total")
        .user("and before the india launch in feb we need to request a quota increase from google, the form takes weeks. add it to the list")
        .stop("Cached the verdict for 24 h; the quota request for the India launch is on the list."),
    planted: [
      { kind: "fact", keys: ["integrity", "10k"] },
      { kind: "task", keys: ["quota", "india"] },
    ],
  },
  {
    id: "b71-haptics-wrapper",
    build: (s) =>
      s
        .user("add a little buzz when u complete a habit")
        .bash(
          "grep -rn 'Vibration\\|Haptics' src | head -4",
          "src/lib/haptics.ts:3:export function haptic(kind: HapticKind) {\nsrc/features/streaks/StreakCard.tsx:40:    Vibration.vibrate(10);",
        )
        .assistant(
          "There's a `haptic()` wrapper in src/lib/haptics.ts (it respects the 'reduce haptics' setting), but StreakCard calls `Vibration.vibrate` directly. Should I use the wrapper for the new one and everywhere going forward, and swap StreakCard over?",
        )
        .user("yes, always the haptic() wrapper, never raw Vibration. swap it")
        .file("Edit", "src/features/habits/HabitRow.tsx")
        .file("Edit", "src/features/streaks/StreakCard.tsx")
        .bash("yarn tsc --noEmit", "")
        .stop("Completing a habit fires `haptic('success')`; StreakCard uses the wrapper too."),
    planted: [{ kind: "instruction", keys: ["haptic()"] }],
  },
  {
    id: "b71-reanimated-exiting-crash",
    build: (s) =>
      s
        .user("new top crash on android: 'java.lang.IllegalStateException: The specified child already has a parent' in reanimated??")
        .bash(
          "npx sentry-cli issues list --project habits-android --query 'IllegalStateException' | head -2",
          "HAB-AND-77  IllegalStateException: The specified child already has a parent  events: 540  users: 301\n  release: 2026.12.0+415",
        )
        .assistant("Could be the new habit list animations, or the bottom sheet. Let me reproduce with a few deletes.")
        .bash(
          "adb logcat -d | grep -A2 'already has a parent' | head -3",
          "E/AndroidRuntime: at com.swmansion.reanimated.layoutReanimation.AnimationsManager.endLayoutAnimation\nE/AndroidRuntime: at ...HabitRow exiting animation",
        )
        .assistant(
          "Reproduced: deleting a habit while the list re-sorts crashes. It's a known reanimated 3.15 bug on Android: an `exiting` layout animation on a row FlatList recycles before the animation ends. Upstream fix lands in 3.16, which isn't released.",
        )
        .user("ugh. just drop the FadeOut on habit rows, dont downgrade reanimated, the row just disappears, nobody will care")
        .file("Edit", "src/features/habits/HabitRow.tsx")
        .bash("cd android && ./gradlew :app:installDebug -q", "BUILD SUCCESSFUL in 58s")
        .assistant("Removed `exiting={FadeOut}` from HabitRow; 30 deletes with re-sorting and no crash.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["reanimated", "exiting"] },
      { kind: "decision", keys: ["fadeout"] },
    ],
  },
  {
    id: "b71-privacy-labels",
    build: (s) =>
      s
        .user("where's our privacy policy even hosted, apple wants the url updated")
        .bash("curl -sI https://habits.app/privacy | grep -i location", "location: https://indie-habits.notion.site/Privacy-Policy-3f1a")
        .assistant("habits.app/privacy redirects to a public Notion page.")
        .user(
          "right, the privacy policy is a notion page, i edit it there. since we added posthog i also need to update the privacy nutrition labels in app store connect (analytics + device id). todo, not today",
        )
        .assistant("Ok. Nothing to change in the repo for now.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["notion", "privacy"] },
      { kind: "task", keys: ["nutrition labels"] },
    ],
  },
  {
    id: "b71-branch-rules",
    build: (s) =>
      s
        .user("push this to main")
        .bash("git log --oneline origin/main..HEAD", "e41f0a2 feat(stats): weekly summary card\n0b7d3c1 fix(stats): dark mode header colors")
        .assistant("Two commits ahead of origin/main. Pushing directly?")
        .user(
          "hmm no actually. from now on: feature branches, feat/whatever, and i squash merge through a PR even tho its just me, so the changelog stays clean. open prs as drafts with `gh pr create --draft`, i flip them ready myself",
        )
        .bash(
          "git switch -c feat/weekly-summary && git push -u origin feat/weekly-summary && gh pr create --draft --fill",
          "Switched to a new branch 'feat/weekly-summary'\nhttps://github.com/indie-dev/habits/pull/88",
        )
        .assistant("Opened draft PR #88 from feat/weekly-summary.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["squash"] },
      { kind: "instruction", keys: ["--draft"] },
    ],
  },
  {
    id: "b71-env-config",
    build: (s) =>
      s
        .user("the api url is hardcoded in like 4 places, prod and staging switching is a mess")
        .bash("grep -rn 'supabase.co' src | wc -l", "4")
        .assistant(
          "Proposal: use react-native-config with `.env.staging` / `.env.production`, and one `src/config.ts` that reads it, so nothing else imports env values directly. Schemes/flavors pick the file.",
        )
        .user("yep do it that way")
        .bash("yarn add react-native-config", "success Saved 1 new dependency.")
        .file("Write", "src/config.ts")
        .file("Write", ".env.staging")
        .file("Write", ".env.production")
        .file("Edit", "android/app/build.gradle")
        .assistant("All 4 call sites read `config.apiUrl` now; the staging flavor and scheme use .env.staging.")
        .user("nice. next thing is moving the sentry dsn into the .env files too, but later")
        .stop(),
    planted: [
      { kind: "decision", keys: ["react-native-config"] },
      { kind: "task", keys: ["dsn"] },
    ],
  },
  {
    id: "b71-empty-one-off-bump",
    build: (s) =>
      s
        .user("bump the build number and make a testflight build, thats it")
        .bash("bundle exec fastlane run increment_build_number xcodeproj:ios/Habits.xcodeproj", "Result: 416")
        .bash("bundle exec fastlane ios beta | tail -1", "[14:02:31]: Successfully uploaded the new binary to App Store Connect")
        .assistant("Build 416 is uploaded; it'll show in TestFlight after processing.")
        .user("thx! how long does processing take usually")
        .assistant("Usually 10–30 minutes, sometimes longer.")
        .user("ok coffee time ☕")
        .stop(),
    planted: [],
  },
  {
    id: "b71-empty-ci-log-quote",
    build: (s) =>
      s
        .user("why is the ios CI job yellow")
        .bash(
          "gh run view 8901 --log | grep -i warn | head -3",
          "warning: Run script build phase 'Bundle React Native code and images' will be run during every build because it does not specify any outputs. TODO: Address this warning\nwarning: The iOS Simulator deployment target is set to 11.0; you must always set it to 12.0 or later\nwarning: [Hermes] never use eval",
        )
        .assistant(
          "Only warnings: the RN bundle phase without outputs, a pod with an old simulator deployment target, and a Hermes note. The job succeeded; yellow is the annotations.",
        )
        .user("are any of those worth fixing?")
        .assistant("Not really. The deployment-target one comes from a pod's own podspec; the others are RN's defaults.")
        .user("ok ignore them")
        .stop(),
    planted: [],
  },
];

export const BLIND71 = plantedSet(BLIND71_SESSIONS, Date.UTC(2026, 10, 24, 9));
