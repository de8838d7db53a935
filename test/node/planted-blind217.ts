/**
 * Blind planted set 217 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a React Native developer pair-programming with the agent on an Expo app; lowercase
 * stream of consciousness, "lol", "ngl", "tbh", typos, half-finished thoughts.
 * Each session is one segment; the items planted in it are listed with it: 67 items (16 decisions, 17 instructions,
 * 17 facts, 17 tasks) in 47 sessions, 12 of which plant nothing (52 user/assistant messages between them). Every other message
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

export const BLIND217_SESSIONS: BlindSession[] = [
  {
    id: "b217-feed-flashlist",
    build: (s) =>
      s
        .user("ok so the home feed is janky af on android lol. scrolling drops to like 30fps on the cheap phones, can u take a look")
        .bash(
          "npx react-native info",
          "System:\n  OS: macOS 14.5\nBinaries:\n  Node: 20.11.1\n  Yarn: 1.22.19\nnpmPackages:\n  react: 18.2.0\n  react-native: 0.74.3\n  expo: ~51.0.14",
        )
        .file("Read", "src/screens/HomeFeed.tsx")
        .assistant(
          "HomeFeed renders a plain FlatList with an inline renderItem and every card mounts a blurhash placeholder plus the full image. Two ways out: tune the FlatList (windowSize, removeClippedSubviews, memoized renderItem) or swap to @shopify/flash-list, which recycles cells. I'd lean towards the swap but the tuning is less churn.",
        )
        .user("ngl i've wanted flashlist for ages. ok going with flashlist for the feed, do the swap")
        .file("Edit", "src/screens/HomeFeed.tsx")
        .bash("yarn tsc --noEmit", "✨  Done in 9.81s.")
        .assistant("Swapped HomeFeed to FlashList with estimatedItemSize={320} and moved renderItem into a memoized FeedCard. Types pass.")
        .user(
          "nice its way smoother tbh. oh fyi the pixel 4a is our baseline device, qa measures every perf thing on that one before a release so thats the number that matters",
        )
        .assistant("Makes sense, I'll keep the Pixel 4a in mind when we talk frame times.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["flashlist"] },
      { kind: "fact", keys: ["pixel 4a", "baseline"] },
    ],
  },
  {
    id: "b217-eas-ios-creds",
    build: (s) =>
      s
        .user("eas build failing on ios again smh")
        .bash(
          "eas build -p ios --profile preview --non-interactive",
          '✔ Using remote iOS credentials\n[RUN_FASTLANE] error: Provisioning profile "driftr preview" doesn\'t include the aps-environment entitlement.\n✖ Build failed',
          1,
        )
        .assistant(
          "The preview provisioning profile is missing the push notifications entitlement; expo-notifications was added to the app.json plugins last week so the profile is stale. Regenerating it with `eas credentials` should fix it.",
        )
        .user("ugh ok do it")
        .bash("eas credentials -p ios", "✔ Provisioning profile regenerated for com.driftr.app (preview)")
        .bash("eas build -p ios --profile preview --non-interactive", "✔ Build finished\nhttps://expo.dev/accounts/driftr/projects/driftr/builds/4f1c0e")
        .user(
          "ok sick. btw the apple dev account is under marta's name, shes the only one who can accept new agreements in app store connect, so if a build ever dies bc of an agreement thing its her not us",
        )
        .assistant("Good to know, that explains the 'agreement not accepted' failures from before.")
        .user("also for later, not today: the production profile still uses local creds.json, we need to move it to eas managed credentials like preview")
        .assistant("Noted, I won't touch production now.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["marta"] },
      { kind: "task", keys: ["creds.json"] },
    ],
  },
  {
    id: "b217-settings-zustand",
    build: (s) =>
      s
        .user("k so redux is killing me. the settings slice is like 400 lines for six toggles lol")
        .assistant(
          "A few options: keep Redux Toolkit and trim the slice, move local UI state to zustand and keep server state in react-query, or try jotai atoms. Want me to compare sizes first?",
        )
        .user("jotai? idk never used it. yeah check what they cost")
        .bash("du -sh node_modules/zustand node_modules/jotai", "88K\tnode_modules/zustand\n412K\tnode_modules/jotai")
        .assistant("zustand is about 1 kB gzipped and its hooks look like what the screens already do; jotai is bigger and a different mental model.")
        .user(
          "ok zustand it is, settings + ui state go in zustand stores. and put this somewhere: next sprint we gotta migrate the cart slice off redux, its the last thing still on it",
        )
        .file("Write", "src/stores/settings.ts")
        .bash("yarn jest src/stores", "PASS src/stores/settings.test.ts\n  ✓ toggles haptics (4 ms)\n  ✓ persists theme (3 ms)\n\nTests: 2 passed, 2 total")
        .assistant("Settings now live in src/stores/settings.ts; tests pass.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["zustand"] },
      { kind: "task", keys: ["cart", "redux"] },
    ],
  },
  {
    id: "b217-gradle-jdk",
    build: (s) =>
      s
        .user("android build broken on my machine, gradle is screaming about java")
        .bash(
          "cd android && ./gradlew assembleDebug",
          "FAILURE: Build failed with an exception.\n* What went wrong:\nAndroid Gradle plugin requires Java 17 to run. You are currently using Java 11.",
          1,
        )
        .assistant("AGP 8 needs JDK 17 and your JAVA_HOME points at 11. Want me to switch it with sdkman?")
        .user("yes pls")
        .bash(
          "sdk use java 17.0.10-zulu && cd android && ./gradlew assembleDebug",
          "Using java version 17.0.10-zulu in this shell.\nBUILD SUCCESSFUL in 2m 14s",
        )
        .user("ok for the record: use zulu 17 for this repo, not temurin. ci uses zulu and with temurin we got those weird hermes crashes last year")
        .assistant("Understood. Should I add an .sdkmanrc so it switches automatically?")
        .user("nah dont bother")
        .stop("Okay, leaving it as is. The debug build is green."),
    planted: [{ kind: "instruction", keys: ["zulu"] }],
  },
  {
    id: "b217-deeplink-bug",
    build: (s) =>
      s
        .user(
          "deep links to /post/:id open the app but land on home instead of the post. only when the app is cold. warm works fine. i bet its the linking config but idk",
        )
        .file("Read", "src/navigation/linking.ts")
        .bash('npx uri-scheme open "driftr://post/123" --android', 'Opening URI "driftr://post/123" in emulator-5554')
        .assistant(
          "Reproduced on a cold start. The linking config is fine; the problem is the auth gate: RootNavigator renders the splash stack until the session is restored from SecureStore, and the initial URL is consumed by that stack and dropped. Once auth resolves, navigation resets to Home.",
        )
        .user("ohh lol so its the auth gate eating it. ok yeah confirmed that's the cause, i see the reset in the logs too")
        .assistant(
          "I can stash the initial URL in a ref and replay it after the session restore. Or move the gate inside the navigator with a conditional screen group so the URL never gets consumed.",
        )
        .user("the second one, the conditional screen groups. thats what the react navigation docs do anyway")
        .file("Edit", "src/navigation/RootNavigator.tsx")
        .bash("yarn jest src/navigation", "PASS src/navigation/RootNavigator.test.tsx\nTests: 5 passed, 5 total")
        .stop("Moved the auth gate into conditional screen groups; cold-start deep links now land on the post."),
    planted: [
      { kind: "fact", keys: ["auth gate"] },
      { kind: "decision", keys: ["conditional screen groups"] },
    ],
  },
  {
    id: "b217-small-talk-1",
    build: (s) =>
      s
        .user("morning lol. coffee machine at the office is broken so im running on vibes today")
        .assistant("Sorry to hear that. What are we working on?")
        .bash("git status --short", " M src/screens/Profile.tsx\n?? notes.txt")
        .user("nothing yet honestly, just looking at what i left yesterday. whats in notes.txt")
        .bash("cat notes.txt", "- always check the profile avatar on small screens??\n- TODO ask design about the empty state\n- never mind the shadow thing")
        .assistant("It's a scratch list: checking the avatar on small screens, asking design about the empty state, and a note about a shadow.")
        .user("lol past me is so cryptic. ok ill deal with it after standup")
        .stop("Sure, ping me after standup."),
    planted: [],
  },
  {
    id: "b217-reanimated-worklet",
    build: (s) =>
      s
        .user("the swipe-to-archive gesture crashes on ios release builds only?? debug is fine")
        .bash(
          "npx react-native log-ios | grep -i reanimated",
          "[Reanimated] Tried to synchronously call a non-worklet function `archivePost` on the UI thread.\nTerminating app due to uncaught exception",
        )
        .assistant(
          "The onEnd handler calls archivePost directly from the worklet. In debug the remote JS debugger masks it. It needs runOnJS(archivePost)(id).",
        )
        .file("Edit", "src/components/SwipeRow.tsx")
        .bash("yarn ios --configuration Release", "info Build succeeded\ninfo Launching com.driftr.app")
        .user(
          "works. ok new rule going forward: any gesture or animation stuff gets tested in a release build before we call it done, debug lies to us constantly with reanimated",
        )
        .assistant("Will do — release build check for gesture and animation changes.")
        .user("is there a lint rule for the runOnJS thing maybe? or is that a pipe dream")
        .assistant("There's eslint-plugin-reanimated but it's unmaintained; I wouldn't rely on it.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["release build", "gesture"] }],
  },
  {
    id: "b217-api-baseurl",
    build: (s) =>
      s
        .user("why is the staging build hitting prod api lmao")
        .bash("cat app.config.ts | grep -n API", '14:    apiUrl: process.env.EXPO_PUBLIC_API_URL ?? "https://api.driftr.app",')
        .bash("eas env:list --environment preview", "EXPO_PUBLIC_SENTRY_DSN=https://...\nEXPO_PUBLIC_MIXPANEL_TOKEN=...")
        .assistant(
          "EXPO_PUBLIC_API_URL isn't set in the preview environment on EAS, so the config falls back to the production URL. Setting it to the staging URL in EAS env fixes the build; the fallback itself is the risky part.",
        )
        .user("omg. ok set it. and change the fallback to throw instead of defaulting to prod, i dont want that ever again")
        .bash("eas env:create --environment preview --name EXPO_PUBLIC_API_URL --value https://staging-api.driftr.app", "✔ Created EXPO_PUBLIC_API_URL")
        .file("Edit", "app.config.ts")
        .assistant("Done: preview now has the staging URL and app.config.ts throws when EXPO_PUBLIC_API_URL is missing.")
        .user("fyi staging api is https://staging-api.driftr.app and it gets wiped every sunday night, so test accounts there dont survive the weekend")
        .assistant("Good to know, I'll recreate test users when needed.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["fallback", "throw"] },
      { kind: "fact", keys: ["staging", "sunday"] },
    ],
  },
  {
    id: "b217-tests-commands",
    build: (s) =>
      s
        .user("can u run the unit tests real quick")
        .bash("yarn test", "yarn run v1.22.19\n$ jest --watch\n\nWatch Usage\n › Press a to run all tests.", 1)
        .assistant("`yarn test` starts jest in watch mode, which hangs here. Running it without watch instead.")
        .bash("yarn jest --ci", "Test Suites: 48 passed, 48 total\nTests:       312 passed, 312 total\nTime:        41.2 s")
        .user("oh right lol. yeah when ur running tests use `yarn jest --ci`, the yarn test script is watch mode for humans")
        .assistant("Got it.")
        .user("41 seconds tho. feels slow. is it the transform?")
        .assistant("Probably babel-jest over node_modules with the RN preset; I could measure with --showConfig and a profile if you want.")
        .user("nah not now")
        .stop("Okay. All 312 tests pass."),
    planted: [{ kind: "instruction", keys: ["yarn jest --ci"] }],
  },
  {
    id: "b217-images-cdn",
    build: (s) =>
      s
        .user(
          "images in the feed are huge, like 2mb jpegs on mobile lol. the backend team said the cdn can resize with query params? imgix style. so i think we just append ?w= based on the screen width. also switching image lib maybe, expo-image vs fast-image",
        )
        .bash(
          "curl -sI 'https://cdn.driftr.app/p/8812.jpg?w=640&fm=webp' | head -5",
          "HTTP/2 200\ncontent-type: image/webp\ncontent-length: 48211\nx-imgix-render: resize",
        )
        .assistant(
          "The CDN does resize: 640px webp comes back at 48 kB. I can add a cdnImage(url, width) helper using PixelRatio. For the library, expo-image is already in the Expo SDK and caches to disk; react-native-fast-image needs a config plugin.",
        )
        .user("expo-image. we're on expo anyway, one less native dep")
        .file("Write", "src/lib/cdnImage.ts")
        .file("Edit", "src/components/FeedCard.tsx")
        .bash("yarn tsc --noEmit", "✨  Done in 8.94s.")
        .assistant("FeedCard now uses expo-image with cdnImage(url, width * PixelRatio.get()).")
        .user(
          "cool. remind me to ask the backend folks if the cdn can do avif too, would be even smaller. and uh the avatars still go through the old s3 url, that needs the same treatment eventually",
        )
        .stop("Noted both."),
    planted: [
      { kind: "decision", keys: ["expo-image"] },
      { kind: "task", keys: ["avif"] },
      { kind: "task", keys: ["avatars"] },
    ],
  },
  {
    id: "b217-small-talk-2",
    build: (s) =>
      s
        .user("did u see the new rn release notes? 0.76 new arch by default")
        .assistant("Yes — the New Architecture is on by default from 0.76, with bridgeless mode.")
        .user("hmm should we upgrade? like is it worth it rn or wait a couple patch versions")
        .assistant("It depends on your native deps; a few still lack Fabric support. Want me to check the list?")
        .bash(
          "npx expo-doctor",
          "✔ Check package.json for common issues\n✖ Check native modules for New Architecture support\n  react-native-fast-openpgp: never tested with New Architecture\n2 checks failed",
        )
        .user("eh we'll see. not today. just curious")
        .assistant("Sure, nothing changed.")
        .stop(),
    planted: [],
  },
  {
    id: "b217-commit-rules",
    build: (s) =>
      s
        .user("ok commit the profile screen fix pls")
        .bash(
          'git add src/screens/Profile.tsx && git commit -m "fix profile avatar crop"',
          "husky - commit-msg hook failed (add --no-verify to bypass)\n✖   subject may not be empty [subject-empty]\n✖   type may not be empty [type-empty]",
          1,
        )
        .assistant("The commit-msg hook runs commitlint with the conventional config. Retrying as `fix(profile): avatar crop on small screens`.")
        .bash(
          'git commit -m "fix(profile): avatar crop on small screens"',
          "[feat/profile 3a1e2c9] fix(profile): avatar crop on small screens\n 1 file changed, 6 insertions(+), 2 deletions(-)",
        )
        .user(
          "ya we do conventional commits w a scope, like fix(profile):, the scope is the screen or module name. and never --no-verify, husky is there for a reason lol. also dont push, i push myself after i look at the diff",
        )
        .assistant("Got it: conventional commits with the screen/module as scope, no --no-verify, and I leave pushing to you.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["conventional commits", "scope"] },
      { kind: "instruction", keys: ["--no-verify"] },
      { kind: "instruction", keys: ["push"] },
    ],
  },
  {
    id: "b217-ota-updates",
    build: (s) =>
      s
        .user(
          "so codepush is getting shut down w app center right. we need something for ota updates. i was thinking expo updates since we're on eas already, but theres also self hosting codepush server which ugh",
        )
        .assistant(
          "Right, App Center retires in 2025. expo-updates with EAS Update plugs into the builds you already have: channels map to build profiles, and runtimeVersion guards native changes. The self-hosted CodePush server is possible but it's one more service to run.",
        )
        .user("what does runtimeVersion policy do exactly")
        .assistant(
          "With the appVersion policy an update only reaches builds with the same app version, so a JS bundle can't land on a binary with different native code.",
        )
        .user("ok yeah lets do eas update, with the appVersion policy")
        .file("Edit", "app.config.ts")
        .bash("npx expo install expo-updates", "› Installing 1 SDK 51.0.0 compatible native module using yarn\n✔ Installed expo-updates@0.25.21")
        .assistant("expo-updates installed, runtimeVersion: { policy: 'appVersion' }, channels preview and production.")
        .user("🙏 and todo: rip codepush out of the native code, theres still the appdelegate bits and the gradle plugin. dont do it now, i want a separate pr")
        .stop("Okay, leaving CodePush in for the separate PR."),
    planted: [
      { kind: "decision", keys: ["eas update"] },
      { kind: "task", keys: ["codepush"] },
    ],
  },
  {
    id: "b217-sentry-sourcemaps",
    build: (s) =>
      s
        .user("sentry stack traces are all minified garbage on android. like index.android.bundle:1:48812 lol")
        .bash(
          "npx sentry-cli releases files com.driftr.app@2.14.0+412 list",
          "+------------------------------+------+\n| Name                         | Size |\n+------------------------------+------+\n| ~/index.android.bundle       | 4MB  |\n+------------------------------+------+",
        )
        .assistant(
          "Only the bundle was uploaded, no source map. With Hermes the map has to be composed (packager map + hermes map) before upload; the sentry gradle plugin does that but it's disabled in android/app/build.gradle.",
        )
        .user("who disabled it lol. ok was that the cause for sure or a guess")
        .bash("grep -n sentry android/app/build.gradle", '7:// apply from: "../../node_modules/@sentry/react-native/sentry.gradle"')
        .assistant("Confirmed: the sentry.gradle line is commented out, so no composed Hermes map is uploaded for Android builds.")
        .user("lmao ok. uncomment it. and heads up, our sentry org slug is driftr-mobile not driftr, the web team has driftr")
        .file("Edit", "android/app/build.gradle")
        .assistant("Re-enabled sentry.gradle. The org in sentry.properties was already driftr-mobile.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["driftr-mobile"] },
      { kind: "fact", keys: ["sentry.gradle"] },
    ],
  },
  {
    id: "b217-small-talk-3",
    build: (s) =>
      s
        .user("wait whats the difference between useLayoutEffect and useEffect in rn again. i always forget")
        .assistant(
          "useLayoutEffect runs synchronously after layout, before the frame is painted, so measuring and adjusting there doesn't flicker. useEffect runs after paint. In RN with the New Architecture useLayoutEffect is truly synchronous; on the old one it's close but not guaranteed.",
        )
        .user("ahh ok. so for the tooltip positioning thing layout effect would be better?")
        .assistant("Probably, if you measure the anchor with measureInWindow and position before paint.")
        .bash("grep -rn useLayoutEffect src | wc -l", "3")
        .user("cool cool. ok im gonna think about it, not changing anything yet")
        .stop("Sure."),
    planted: [],
  },
  {
    id: "b217-mmkv-storage",
    build: (s) =>
      s
        .user("asyncstorage reads on startup take like 300ms on the 4a, ngl thats most of our tti")
        .bash("yarn why @react-native-async-storage/async-storage", '=> Found "@react-native-async-storage/async-storage@1.23.1"')
        .assistant(
          "We could move the persisted stores to react-native-mmkv, which reads synchronously via JSI. Or keep AsyncStorage and lazy-load the non-critical keys.",
        )
        .user("mmkv. decided, lets move persistence to mmkv")
        .file("Write", "src/lib/storage.ts")
        .bash("yarn jest src/lib", "PASS src/lib/storage.test.ts\nTests: 3 passed, 3 total")
        .user("btw the auth token stays in expo-secure-store, dont ever put tokens in mmkv, its not encrypted by default")
        .assistant("Understood, tokens stay in SecureStore.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["mmkv"] },
      { kind: "instruction", keys: ["secure-store"] },
    ],
  },
  {
    id: "b217-maestro-e2e",
    build: (s) =>
      s
        .user("detox keeps flaking on ci, like 1 in 4 runs the login test times out lol")
        .bash(
          "gh run list --workflow e2e.yml --limit 8",
          "completed\tfailure\te2e\tmain\t2h\ncompleted\tsuccess\te2e\tmain\t5h\ncompleted\tfailure\te2e\tmain\t1d",
        )
        .assistant("Maestro is an option: yaml flows, no native test harness, tolerant of timing. Or we add retries to Detox.")
        .user("hmm retries just hide it. ok lets switch e2e to maestro. start with the login flow")
        .file("Write", ".maestro/login.yaml")
        .bash("maestro test .maestro/login.yaml", 'Running on emulator-5554\n ✅  Launch app\n ✅  Tap on "Log in"\n ✅  Assert visible "Home"')
        .user("sick. the rest of the detox suite needs porting too, theres like 14 specs. thats a followup ticket tho")
        .stop("Login flow ported; the remaining Detox specs are left."),
    planted: [
      { kind: "decision", keys: ["maestro"] },
      { kind: "task", keys: ["detox", "14"] },
    ],
  },
  {
    id: "b217-small-talk-4",
    build: (s) =>
      s
        .user("can u explain what this warning is? it shows every time i open the modal")
        .bash("yarn android 2>&1 | grep WARN", "WARN  Sending `onAnimatedValueUpdate` with no listeners registered.")
        .assistant("It's a known harmless warning from the Animated native driver when a value updates without a JS listener. It doesn't affect behaviour.")
        .user("ok so ignore it? or is there a fix")
        .assistant("Some people add a dummy listener, but it's noise either way. Ignoring it is fine.")
        .user("lol ok. ty")
        .stop(),
    planted: [],
  },
  {
    id: "b217-i18n-keys",
    build: (s) =>
      s
        .user("adding the spanish translations, where do the strings live again")
        .bash("ls src/i18n", "en.json\nes.json\nindex.ts")
        .assistant("src/i18n has en.json and es.json, loaded by i18next in index.ts.")
        .user(
          "ok. rule for the future: no hardcoded strings in components, everything goes thru t() even stuff like 'ok' and 'cancel'. and en.json is the source of truth, translators get an export of it every friday",
        )
        .file("Edit", "src/i18n/es.json")
        .bash("yarn i18n:check", "✔ es.json: 412/412 keys")
        .assistant("Spanish strings added; the check shows all 412 keys.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["t()"] },
      { kind: "fact", keys: ["en.json", "friday"] },
    ],
  },
  {
    id: "b217-push-permission",
    build: (s) =>
      s
        .user("product wants the push permission prompt on first launch. i think thats dumb tbh, ppl just hit dont allow")
        .assistant(
          "A common pattern is a soft pre-prompt after the first meaningful action (e.g. after following someone) and only then the system dialog. Want me to sketch that?",
        )
        .user("yeah lets do that, soft prompt after the first follow. i'll fight product on it lol")
        .file("Write", "src/features/push/SoftPrompt.tsx")
        .bash("yarn tsc --noEmit", "✨  Done in 9.02s.")
        .assistant("SoftPrompt shows after the first follow and calls requestPermissionsAsync on accept.")
        .user(
          "also heads up ios only lets u show the system prompt once, after that its settings only. so dont burn it in testing on ur sim lol, reset the sim",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["soft prompt", "follow"] },
      { kind: "fact", keys: ["once"] },
    ],
  },
  {
    id: "b217-hermes-profile",
    build: (s) =>
      s
        .user("startup feels slow again. can u profile it")
        .bash("npx react-native profile-hermes --sourcemap-path ./index.map", "Profile written to ./sampling-profile-trace.json")
        .assistant("The biggest chunk is moment-timezone loading its full tz database at import: ~180 ms on the 4a.")
        .user("ugh moment. ok is it really moment or could it be the i18n init too")
        .assistant("The profile attributes 182 ms to moment-timezone/data/packed/latest.json parsing; i18n init is 14 ms. It's moment.")
        .user(
          "ok confirmed then. we're dropping moment for date-fns. and someone has to go thru the 30ish files that import it, not me today lol, make a ticket",
        )
        .bash('grep -rl "from \'moment" src | wc -l', "31")
        .stop("31 files import moment; left for the ticket."),
    planted: [
      { kind: "fact", keys: ["moment-timezone"] },
      { kind: "decision", keys: ["date-fns"] },
      { kind: "task", keys: ["moment"] },
    ],
  },
  {
    id: "b217-small-talk-5",
    build: (s) =>
      s
        .user("run prettier on the whole thing real quick? my editor didnt format on save")
        .bash("yarn prettier --write src", "src/screens/Profile.tsx 41ms\nsrc/screens/HomeFeed.tsx 38ms\n... 212 files")
        .assistant("Formatted 212 files; only two had changes.")
        .user("ty. ok thats it for now")
        .stop("Okay."),
    planted: [],
  },
  {
    id: "b217-ownership",
    build: (s) =>
      s
        .user("who owns the payments module? theres a weird crash in stripe sheet")
        .bash("cat CODEOWNERS | grep payments", "/src/features/payments/ @driftr/payments-squad @kenji")
        .assistant("CODEOWNERS lists @driftr/payments-squad and @kenji for src/features/payments.")
        .user(
          "right kenji. ok so basically payments is kenjis, anything in there goes thru him for review even tiny stuff. dont touch stripe stuff without him",
        )
        .assistant("Okay, I'll leave the Stripe sheet crash for Kenji and just note what I found.")
        .bash("npx react-native log-android | grep -i stripe | tail -2", "E/StripeSdk: PaymentSheet presented without a paymentIntentClientSecret")
        .user("pls write that up for him in a todo: paymentsheet gets presented before the client secret comes back")
        .stop("Noted for Kenji."),
    planted: [
      { kind: "fact", keys: ["kenji"] },
      { kind: "task", keys: ["client secret"] },
    ],
  },
  {
    id: "b217-fonts",
    build: (s) =>
      s
        .user("the inter font looks slightly off on android, kinda bold-ish? idk")
        .bash("ls assets/fonts", "Inter-Regular.ttf\nInter-SemiBold.ttf\nInter-Bold.ttf\nInterVariable.ttf")
        .assistant(
          "Android can't pick weights from a variable font via fontWeight; it's rendering the variable file's default. Using the static files per weight fixes it.",
        )
        .user("ok yeah, static font files only, drop the variable one")
        .file("Edit", "src/theme/typography.ts")
        .bash("git rm assets/fonts/InterVariable.ttf", "rm 'assets/fonts/InterVariable.ttf'")
        .stop("Typography now maps each weight to its static Inter file."),
    planted: [{ kind: "decision", keys: ["static"] }],
  },
  {
    id: "b217-small-talk-6",
    build: (s) =>
      s
        .user("whats our bundle size rn? just curious")
        .bash(
          "npx react-native bundle --platform android --dev false --entry-file index.js --bundle-output /tmp/b.js && ls -lh /tmp/b.js",
          "-rw-r--r--  1 dev  staff   4.1M /tmp/b.js",
        )
        .assistant("4.1 MB for the Android release bundle before Hermes bytecode.")
        .user("hm thats more than i thought. maybe lodash? or maybe its the icons")
        .assistant("Could be either; a source-map-explorer run would tell. Want me to?")
        .user("later maybe, not rn")
        .stop(),
    planted: [],
  },
  {
    id: "b217-env-node",
    build: (s) =>
      s
        .user("metro wont start, something about node version")
        .bash("yarn start", "error: This version of Expo CLI requires Node.js >=18. Current: v16.20.2", 1)
        .bash("cat .nvmrc", "20.11.1")
        .assistant("Your shell is on Node 16; .nvmrc pins 20.11.1. `nvm use` switches it.")
        .bash("nvm use && yarn start", "Now using node v20.11.1\nStarting Metro Bundler")
        .user(
          "yea always run nvm use before anything in this repo, i forget constantly. and fyi metro here runs on port 8082 not 8081 bc the web app's dev server squats 8081",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["nvm use"] },
      { kind: "fact", keys: ["8082"] },
    ],
  },
  {
    id: "b217-accessibility",
    build: (s) =>
      s
        .user("apple rejected the build, accessibility thing? no wait it was the login with apple thing")
        .bash(
          "cat review-notes.txt",
          "Guideline 4.8 - Design - Login Services\nYour app uses a third-party login service but does not offer Sign in with Apple.",
        )
        .assistant("Guideline 4.8: since you offer Google login you must also offer Sign in with Apple. expo-apple-authentication handles it.")
        .user("ok add it. and todo for after this: the android side needs the same button layout update, design wants them to match")
        .file("Edit", "src/screens/Login.tsx")
        .bash("npx expo install expo-apple-authentication", "✔ Installed expo-apple-authentication@6.4.2")
        .user("oh and every new screen needs accessibilityLabel on touchables from now on, the audit in march flagged like 80 of them")
        .stop("Sign in with Apple added on iOS."),
    planted: [
      { kind: "task", keys: ["android", "button layout"] },
      { kind: "instruction", keys: ["accessibilitylabel"] },
    ],
  },
  {
    id: "b217-small-talk-7",
    build: (s) =>
      s
        .user("lol the designer just sent me a figma with 14 shades of grey")
        .assistant("Ha. Do you want me to map them onto the existing palette tokens?")
        .user("nah i'm gonna push back first. maybe we dont need all of them, maybe like 6")
        .bash("grep -c grey src/theme/colors.ts", "9")
        .assistant("The theme currently has 9 grey tokens, for reference.")
        .stop(),
    planted: [],
  },
  {
    id: "b217-rn-screens-bug",
    build: (s) =>
      s
        .user("the bottom tab bar disappears after going back from the chat screen on android 14 only")
        .bash("yarn why react-native-screens", '=> Found "react-native-screens@3.31.1"')
        .assistant("There's a known react-native-screens 3.31 issue on Android 14 with nested native stacks. 3.32.0 lists a fix for it.")
        .bash("npx expo install react-native-screens@3.32.0 && yarn android", "✔ Installed react-native-screens@3.32.0\ninfo Launching com.driftr.app")
        .user("fixed yep. ok but pin react-native-screens, exact version in package.json, dont let it float. screens updates broke us like 3 times")
        .file("Edit", "package.json")
        .stop("Pinned react-native-screens to 3.32.0."),
    planted: [{ kind: "instruction", keys: ["react-native-screens", "pin"] }],
  },
  {
    id: "b217-small-talk-8",
    build: (s) =>
      s
        .user("can u read me the last 3 commits")
        .bash("git log --oneline -3", "3a1e2c9 fix(profile): avatar crop on small screens\n91ce0d2 feat(feed): flashlist\n7be1a40 chore: bump expo 51.0.14")
        .assistant("The last three: the avatar crop fix, the FlashList switch, and the Expo patch bump.")
        .user("ok cool just wanted to see. thx")
        .stop(),
    planted: [],
  },
  {
    id: "b217-analytics",
    build: (s) =>
      s
        .user("mixpanel or posthog for the new onboarding funnel? backend is pushing posthog cuz they self host it")
        .assistant(
          "PostHog has a RN SDK with autocapture and feature flags; self-hosting keeps data in the EU which may matter. Mixpanel's funnels are nicer. Either works.",
        )
        .user("posthog. we're moving all new events to posthog, mixpanel is legacy until the contract ends in june")
        .bash("npx expo install posthog-react-native", "✔ Installed posthog-react-native@3.3.9")
        .file("Write", "src/lib/analytics.ts")
        .user("event names are snake_case btw, like onboarding_step_viewed. always object_verb past tense")
        .stop(),
    planted: [
      { kind: "decision", keys: ["posthog"] },
      { kind: "fact", keys: ["mixpanel", "june"] },
      { kind: "instruction", keys: ["snake_case"] },
    ],
  },
  {
    id: "b217-small-talk-9",
    build: (s) =>
      s
        .user("hmm maybe we should move to expo router? everyone on twitter is using it")
        .assistant("It'd be a big migration from react-navigation config to file-based routes. Benefits: typed routes, web support. Cost: every screen moves.")
        .user("yeah actually no scratch that, not worth it this quarter lol")
        .bash("ls src/screens | wc -l", "37")
        .assistant("37 screens would move, for what it's worth.")
        .stop(),
    planted: [],
  },
  {
    id: "b217-keyboard",
    build: (s) =>
      s
        .user("chat input gets covered by the keyboard on android again")
        .file("Read", "src/screens/Chat.tsx")
        .assistant(
          "KeyboardAvoidingView with behavior='padding' misbehaves with edge-to-edge on Android. react-native-keyboard-controller handles both platforms consistently.",
        )
        .user("yeah lets use keyboard-controller everywhere, kill KeyboardAvoidingView")
        .bash("npx expo install react-native-keyboard-controller", "✔ Installed react-native-keyboard-controller@1.12.2")
        .file("Edit", "src/screens/Chat.tsx")
        .user("the other 5 screens with KAV still need converting, leave em for me tmrw")
        .stop(),
    planted: [
      { kind: "decision", keys: ["keyboard-controller"] },
      { kind: "task", keys: ["5 screens"] },
    ],
  },
  {
    id: "b217-small-talk-10",
    build: (s) =>
      s
        .user("why does the ios sim take 40s to boot lol")
        .bash("xcrun simctl list devices booted", "== Devices ==\n-- iOS 17.5 --\n    iPhone 15 (A1B2...) (Booted)")
        .assistant("Cold boots of a fresh simulator are slow; keeping one booted helps.")
        .user("yeah my laptop is just old i think. whatever")
        .stop(),
    planted: [],
  },
  {
    id: "b217-splash-leftovers",
    build: (s) =>
      s
        .user("ok we're wrapping up the splash screen thing. quick recap of whats left?")
        .bash(
          "git diff --stat main",
          " app.config.ts            |  6 +++---\n src/App.tsx              | 14 ++++++++------\n 2 files changed, 11 insertions(+), 9 deletions(-)",
        )
        .assistant(
          "The new expo-splash-screen config is in and App.tsx hides the splash after fonts load. Dark mode splash isn't configured and the old launch_screen.xml is still in android/.",
        )
        .user(
          "ok so two things for later, not this pr: 1) dark mode splash, design hasnt sent the asset yet 2) delete launch_screen.xml once we're sure nothing references it. write em in the pr description",
        )
        .file("Edit", "PR_DESCRIPTION.md")
        .stop("Added both follow-ups to the PR description."),
    planted: [
      { kind: "task", keys: ["dark mode splash"] },
      { kind: "task", keys: ["launch_screen.xml"] },
    ],
  },
  {
    id: "b217-icons-svg",
    build: (s) =>
      s
        .user("icons r blurry on the ipad. theyre pngs from like 2021 lol")
        .bash("ls assets/icons | head -4", "bell@2x.png\nbell@3x.png\nchat@2x.png\nchat@3x.png")
        .assistant("We could export @4x PNGs, or move to SVGs via react-native-svg with the svg transformer, which scales cleanly.")
        .user("svgs. from now on new icons come in as svg only, no more png exports from figma")
        .file("Edit", "metro.config.js")
        .bash("yarn tsc --noEmit", "✨  Done in 9.4s.")
        .user("converting the old pngs is a todo, theres like 60 of them, not now")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["svg"] },
      { kind: "task", keys: ["pngs"] },
    ],
  },
  {
    id: "b217-ci-cache",
    build: (s) =>
      s
        .user("why does ci take 22 min now, it was like 9")
        .bash(
          "gh run view 9912 --log | grep -i 'cache'",
          "Cache not found for input keys: yarn-linux-7f3a...\nWarning: Cache save failed: the cache is always invalidated when yarn.lock changes",
        )
        .assistant(
          "The yarn cache key includes the full yarn.lock hash and the cache save is failing, so every run does a cold install plus a cold Gradle build.",
        )
        .user("is the gradle cache also broken or just yarn")
        .bash("gh run view 9912 --log | grep -i gradle | head -2", "Gradle build cache: disabled (org.gradle.caching=false)")
        .assistant("Both: gradle.properties has org.gradle.caching=false, which is the main cost.")
        .user("lol ok so that's the real cause. turn it on. and ci runs on the mac mini in the closet for ios, the linux runners are only for android, fyi")
        .file("Edit", "android/gradle.properties")
        .stop(),
    planted: [
      { kind: "fact", keys: ["org.gradle.caching"] },
      { kind: "fact", keys: ["mac mini"] },
    ],
  },
  {
    id: "b217-small-talk-11",
    build: (s) =>
      s
        .user("is it just me or is the new xcode super slow at indexing")
        .assistant("Xcode 16 indexing is known to be heavy on large Pods projects. Clearing DerivedData sometimes helps.")
        .bash("du -sh ~/Library/Developer/Xcode/DerivedData", "38G\t/Users/dev/Library/Developer/Xcode/DerivedData")
        .user("38 gigs lmao. ok ill clear it later myself")
        .assistant("Sure, nothing deleted.")
        .stop(),
    planted: [],
  },
  {
    id: "b217-form-lib",
    build: (s) =>
      s
        .user("the signup form validation is a mess, like 6 useStates and manual regex. formik or react-hook-form or just roll our own?")
        .assistant(
          "react-hook-form with zod resolvers: uncontrolled inputs, fewer re-renders, and the zod schemas can be shared with the API client. Formik re-renders the whole form on each keystroke.",
        )
        .user("rhf + zod, ok. do signup first")
        .file("Write", "src/features/auth/signupSchema.ts")
        .file("Edit", "src/screens/Signup.tsx")
        .bash("yarn jest src/features/auth", "PASS src/features/auth/signup.test.tsx\nTests: 7 passed, 7 total")
        .user("nice. the edit profile form needs the same thing at some point")
        .stop(),
    planted: [
      { kind: "decision", keys: ["zod"] },
      { kind: "task", keys: ["edit profile"] },
    ],
  },
  {
    id: "b217-android-perms",
    build: (s) =>
      s
        .user("play console is yelling about READ_MEDIA_IMAGES permission, policy thing")
        .bash(
          "grep -n permission android/app/src/main/AndroidManifest.xml",
          '5:  <uses-permission android:name="android.permission.READ_MEDIA_IMAGES"/>\n6:  <uses-permission android:name="android.permission.CAMERA"/>',
        )
        .assistant(
          "Google's photo policy wants apps that only pick occasional photos to use the system photo picker instead of READ_MEDIA_IMAGES. expo-image-picker uses the picker on Android 13+ already.",
        )
        .user("ok so remove it. and put in ur head: we dont request broad media permissions on android, photo picker only")
        .file("Edit", "app.config.ts")
        .bash("npx expo prebuild --clean -p android && grep -c READ_MEDIA android/app/src/main/AndroidManifest.xml", "✔ Finished prebuild\n0", 0)
        .stop(),
    planted: [{ kind: "instruction", keys: ["photo picker"] }],
  },
  {
    id: "b217-release-train",
    build: (s) =>
      s
        .user("when do we cut the release again? i always forget the schedule")
        .bash("cat docs/release.md | head -6", "# Release\n- Branch cut: every other Tuesday\n- Submit to stores: Wednesday\n- NEVER ship on Friday")
        .assistant("Per docs/release.md: branch cut every other Tuesday, store submission on Wednesday.")
        .user("right tuesday. ok so i need the chat fix in before tuesday's cut, remind me monday to check the pr got merged")
        .assistant("I can't set reminders, but I'll note it.")
        .user("and fyi the release branch naming is release/x.y, like release/2.15, the fastlane lane looks for that prefix")
        .stop(),
    planted: [
      { kind: "task", keys: ["monday"] },
      { kind: "fact", keys: ["release/"] },
    ],
  },
  {
    id: "b217-small-talk-12",
    build: (s) =>
      s
        .user("whats the diff between expo prebuild and eject, i keep mixing them up")
        .assistant(
          "Eject is the old one-way move to a bare project. Prebuild regenerates ios/ and android/ from app.config.ts and config plugins each time, so native dirs can be treated as build output.",
        )
        .user("so we could gitignore ios and android? or is that risky")
        .assistant("Possible if every native change lives in a config plugin. Worth checking what's custom first.")
        .bash("git diff --stat HEAD -- ios android | tail -1", " 23 files changed, 410 insertions(+), 12 deletions(-)")
        .user("hmm thats a lot of custom stuff. dunno, lets talk about it another day")
        .stop(),
    planted: [],
  },
  {
    id: "b217-typescript-strict",
    build: (s) =>
      s
        .user("noUncheckedIndexedAccess, should we turn it on? how bad would it be")
        .bash("yarn tsc --noEmit --noUncheckedIndexedAccess | grep -c error", "143")
        .assistant("143 errors with it on. Most are array[0] reads in the feed and chat reducers.")
        .user("oof. ok we turn it on but not now. task for the next cleanup week: enable noUncheckedIndexedAccess and fix the 143")
        .assistant("Okay. Anything else for now?")
        .user("ya one thing, any in new code is a no. use unknown and narrow it. reviewers will bounce it anyway")
        .file("Read", "tsconfig.json")
        .stop(),
    planted: [
      { kind: "task", keys: ["nouncheckedindexedaccess"] },
      { kind: "instruction", keys: ["unknown"] },
    ],
  },
  {
    id: "b217-video-player",
    build: (s) =>
      s
        .user("video posts stutter when u scroll past them, they all autoplay at once i think")
        .file("Read", "src/components/VideoCard.tsx")
        .assistant(
          "Every VideoCard mounts an expo-av Video with shouldPlay. Using FlashList's onViewableItemsChanged to play only the most visible item would fix the stutter.",
        )
        .user("yes that. only the most visible one plays")
        .file("Edit", "src/screens/HomeFeed.tsx")
        .bash("yarn tsc --noEmit", "✨  Done in 9.1s.")
        .user("btw expo-av video is deprecated, expo-video replaces it. we should switch but thats a bigger thing, later")
        .assistant("Right, expo-video is the successor. I'll leave the migration.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["most visible"] },
      { kind: "task", keys: ["expo-video"] },
    ],
  },
  {
    id: "b217-backend-contract",
    build: (s) =>
      s
        .user("the api types are out of date again ugh. where do they come from")
        .bash("cat package.json | grep gen", '"gen:api": "openapi-typescript https://staging-api.driftr.app/openapi.json -o src/api/schema.d.ts"')
        .assistant("src/api/schema.d.ts is generated from staging's openapi.json by `yarn gen:api`.")
        .bash("yarn gen:api", "✨ openapi-typescript 7.3.0\n🚀 https://staging-api.driftr.app/openapi.json → src/api/schema.d.ts [210ms]")
        .user(
          "k. never hand edit schema.d.ts, regen it with yarn gen:api. and the api paginates with cursors, max page size is 50, asking for more silently caps it",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["gen:api"] },
      { kind: "fact", keys: ["page size", "50"] },
    ],
  },
  {
    id: "b217-haptics",
    build: (s) =>
      s
        .user("add a little haptic when u like a post? like instagram")
        .bash("npx expo install expo-haptics", "✔ Installed expo-haptics@13.0.1")
        .file("Edit", "src/components/LikeButton.tsx")
        .assistant("Added Haptics.impactAsync(Light) on like. Should it also fire on unlike?")
        .user("no just on like. and honestly keep haptics light everywhere, medium/heavy feels cheap. thats the house style")
        .assistant("Light impact only, got it.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["haptics", "light"] }],
  },
  {
    id: "b217-offline-queue",
    build: (s) =>
      s
        .user(
          "posting a comment offline just fails silently. thinking: (a) disable the button when offline (b) queue it and retry. or maybe react query's mutation persistence? idk what's less work",
        )
        .assistant(
          "React Query can persist paused mutations with persistQueryClient and resume them when online via onlineManager + NetInfo. It's the least custom code.",
        )
        .user("hm and if the app is killed?")
        .assistant("Persisted mutations survive restarts if the default mutationFn is registered with setMutationDefaults before resumePausedMutations.")
        .user("ok do the react query persistence thing")
        .file("Edit", "src/lib/queryClient.ts")
        .bash("yarn jest src/lib/queryClient", "PASS src/lib/queryClient.test.ts\nTests: 4 passed, 4 total")
        .user(
          "oh and confirmed what i suspected earlier: netinfo reports isConnected true on the subway wifi w/ no internet, so check isInternetReachable not isConnected",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["persist"] },
      { kind: "fact", keys: ["isinternetreachable"] },
    ],
  },
];

export const BLIND217 = plantedSet(BLIND217_SESSIONS, Date.UTC(2026, 10, 20, 9));
