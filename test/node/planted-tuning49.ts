/**
 * Training set for the sentence classifier (written without reading the extractor).
 *
 * Style: mobile release engineering (App Store review, phased rollouts, feature flags, crash
 * reporting, OTA updates, signing) in Gemini CLI voice: the agent narrates what it will do
 * ("Okay, I'll…", "I've updated…"), users state store constraints and dates and take rollout
 * decisions, some tersely, some at length. Each session is one segment; the items planted in it
 * are listed with it. Every other message must give nothing: questions, hypotheses, proposals
 * not taken, withdrawn ideas, unconfirmed guesses, quoted code, logs and tool output (with words
 * like "always", "never", "TODO"), chit-chat, and requests the agent completes in the same
 * session. Superseded decisions plant only the later one.
 *
 * Matching rule (the one planted-blind.ts states):
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

export const TUNING49_SESSIONS: readonly BlindSession[] = [
  {
    id: "t49-01-phased-release",
    build: (s) =>
      s
        .user("5.2.0 is approved in App Store Connect. before we hit release, what are the options again? full or phased?")
        .assistant(
          "Okay. App Store Connect offers two modes once a build is approved: release to everyone immediately, or a phased release over 7 days (1%, 2%, 5%, 10%, 20%, 50%, 100%). Want me to check the current setting?",
        )
        .bash("bundle exec fastlane run app_store_build_number live:false", "[10:02:11]: Latest upload for version 5.2.0 is build number: 5204")
        .user("ok. decision: 5.2.0 goes out as a phased release on iOS, we don't do full releases for minor versions anymore")
        .assistant("Understood. I've set `phased_release: true` in the deliver options so the lane submits it that way.")
        .file("Edit", "fastlane/Deliverfile")
        .stop(),
    planted: [{ kind: "decision", keys: ["phased", "release"] }],
  },
  {
    id: "t49-02-crash-vendor",
    build: (s) =>
      s
        .user("we need to pick crash reporting for the new android app. I was leaning toward Crashlytics since we already have firebase in there")
        .assistant(
          "Crashlytics would be the lowest-effort option given `google-services.json` is already wired. I'll look at what the iOS app uses for comparison.",
        )
        .bash("grep -rn 'Sentry' ios/Podfile.lock | head -3", "  - Sentry (8.36.0):\n  - Sentry/Core (8.36.0)")
        .user("hm, iOS is on Sentry already. ok scratch crashlytics — we go with Sentry on android too so both platforms land in one dashboard. final.")
        .assistant("Got it. I'll add `io.sentry:sentry-android` and the Gradle plugin for mapping upload.")
        .file("Edit", "android/app/build.gradle")
        .stop(),
    planted: [{ kind: "decision", keys: ["sentry", "android"] }],
  },
  {
    id: "t49-03-versioncode",
    build: (s) =>
      s
        .user("bump the android build for the 5.2.1 hotfix pls")
        .assistant("I'll update `versionCode` and `versionName` in `android/app/build.gradle`.")
        .user(
          "no wait. use `scripts/bump-version.sh`, don't edit the gradle file by hand. that's the rule for versionCode: it always goes through the script so ios and android stay in lockstep",
        )
        .bash("./scripts/bump-version.sh 5.2.1", "versionName 5.2.0 -> 5.2.1\nversionCode 52040 -> 52041\nCFBundleVersion 5204 -> 5205")
        .assistant("Done via the script: versionCode is now 52041 and the iOS build number moved to 5205 in the same run.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["versioncode", "script"] }],
  },
  {
    id: "t49-04-review-times",
    build: (s) =>
      s
        .user("how long did apple take on the last three submissions?")
        .bash(
          "bundle exec fastlane run app_store_connect_api_key && ruby scripts/review_times.rb --last 3",
          "5.1.0  submitted 2026-02-02 09:14  approved 2026-02-03 11:40\n5.1.1  submitted 2026-02-10 16:02  approved 2026-02-11 08:55\n5.2.0  submitted 2026-03-01 10:30  approved 2026-03-02 19:12",
        )
        .assistant("The last three reviews took 26h, 17h and 33h respectively, so roughly a day each.")
        .user(
          "right. for the record, our expedited review requests: apple has granted us two per year max, the third one last year was refused. so don't count on expedited for anything planned",
        )
        .assistant("Noted. I'll keep that in mind when suggesting timelines for hotfixes.")
        .stop(),
    planted: [{ kind: "fact", keys: ["expedited"] }],
  },
  {
    id: "t49-05-privacy-manifest",
    build: (s) =>
      s
        .user("ios build failed on upload. can you look")
        .bash(
          "bundle exec fastlane ios beta 2>&1 | tail -4",
          "ITMS-91053: Missing API declaration - Your app's code references one or more APIs that require reasons, including NSPrivacyAccessedAPICategoryUserDefaults.\n[!] Error uploading ipa file",
          1,
        )
        .assistant(
          "Apple rejected the upload with ITMS-91053: the app uses UserDefaults without a privacy manifest declaring the reason. I can add a minimal `PrivacyInfo.xcprivacy` now to unblock this upload.",
        )
        .user(
          "yes add the minimal one for userdefaults so beta goes out. the full privacy manifest audit (all SDKs, tracking domains) is still open though, that's for next week, not now",
        )
        .file("Write", "ios/App/PrivacyInfo.xcprivacy")
        .bash("bundle exec fastlane ios beta 2>&1 | tail -1", "[10:41:09]: Successfully uploaded build 5206 to TestFlight")
        .assistant("Uploaded: build 5206 is processing in TestFlight. The minimal manifest only declares `CA92.1` for UserDefaults.")
        .stop(),
    planted: [{ kind: "task", keys: ["privacy", "audit"] }],
  },
  {
    id: "t49-06-chitchat-empty",
    build: (s) =>
      s
        .user("morning. slow day, the 5.2 rollout is just ticking along")
        .assistant("Good morning! I'll check the current phased release state so you have the numbers.")
        .bash(
          "ruby scripts/phased_status.rb",
          "version 5.2.0  state ACTIVE  day 3  current percentage 5%\nnote: phased releases always advance at 00:00 PT unless paused",
        )
        .assistant("5.2.0 is on day 3 of 7 at 5% of users. Nothing's paused.")
        .user("cool thanks, nothing else for now")
        .stop(),
    planted: [],
  },
  {
    id: "t49-07-remote-config",
    build: (s) =>
      s
        .user(
          "We've been going back and forth on the flag system for weeks. LaunchDarkly's pricing jumped again at renewal. I talked it through with Dana and Marcus yesterday and we're moving all client feature flags to Firebase Remote Config; LaunchDarkly gets turned off when the contract ends in May.",
        )
        .assistant("Okay. I'll start by listing every place the app reads a LaunchDarkly flag so we can scope the migration.")
        .bash("rg -l 'ldClient\\.(bool|string)Variation' src | wc -l", "23")
        .assistant("23 files call `ldClient` variations. I'd suggest a thin `flags.ts` wrapper first so the provider swap is one file.")
        .user("sounds reasonable, do the wrapper")
        .file("Write", "src/flags/flags.ts")
        .assistant("I've added `src/flags/flags.ts` with `getFlag(name, fallback)`; it still delegates to LaunchDarkly for now.")
        .stop(),
    planted: [{ kind: "decision", keys: ["remote", "config"] }],
  },
  {
    id: "t49-08-friday",
    build: (s) =>
      s
        .user("can you submit 5.2.2 for review today?")
        .bash("date +%A", "Friday")
        .assistant("It's Friday. I can submit now; with ~24h review times approval would likely land Saturday.")
        .user("ugh, no. we never push a production release on a Friday, that's a standing rule for the team. submit Monday morning")
        .assistant("Understood, I'll leave the submission for Monday.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["friday"] }],
  },
  {
    id: "t49-09-cert-expiry",
    build: (s) =>
      s
        .user("match is complaining about something, check the certs")
        .bash(
          "bundle exec fastlane match appstore --readonly 2>&1 | tail -5",
          "+------------------------------------------+\n| Installed Certificate                    |\n| Name      | Apple Distribution: Acme Inc |\n| Expires   | 2027-03-14                   |\n+------------------------------------------+",
        )
        .assistant(
          "match installed the certificate fine; the warning is only about the profile being regenerated. The Apple Distribution certificate expires on 2027-03-14.",
        )
        .user("good to know. distribution cert expiry is 2027-03-14 then, only one cert for the whole team")
        .assistant("Right, that's the single distribution cert the team shares through match.")
        .stop(),
    planted: [{ kind: "fact", keys: ["distribution", "2027-03-14"] }],
  },
  {
    id: "t49-10-stale-flags",
    build: (s) =>
      s
        .user("how many flags are in flags.yaml right now")
        .bash("yq '.flags | length' config/flags.yaml", "61")
        .assistant("There are 61 flags defined in `config/flags.yaml`.")
        .user("61?? half of them must be dead. are they?")
        .bash(
          "ruby scripts/flag_age.rb --older-than 90",
          "checkout_v2        created 2025-06-02  100% on\nnew_onboarding     created 2025-04-11  100% on\n... 27 flags older than 90 days",
        )
        .assistant("27 flags are older than 90 days, and most of those are 100% on.")
        .user("ok not touching that today. we need a pass to remove the stale flags at some point, put it on the list")
        .assistant("Noted as an open item.")
        .stop(),
    planted: [{ kind: "task", keys: ["stale", "flags"] }],
  },
  {
    id: "t49-11-ota-channel",
    build: (s) =>
      s
        .user("is runtimeVersion policy on fingerprint or appVersion? ")
        .file("Read", "app.config.ts")
        .assistant('`app.config.ts` sets `runtimeVersion: { policy: "appVersion" }`, so an OTA update only reaches binaries with the same version string.')
        .user("maybe we should switch to fingerprint?")
        .assistant(
          "Fingerprint would tie updates to native-code hashes, which is safer but makes the runtime version opaque in the dashboard. Want me to switch it?",
        )
        .user("nah leave it, not worth it now. just confirm the production channel")
        .bash("npx eas channel:view production --json | jq -r '.branch.name'", "production-5.x")
        .assistant("The `production` channel points at the `production-5.x` branch.")
        .user("yep, that's the setup: production channel serves the 5.x branch, and the channel name never changes between majors")
        .stop(),
    planted: [{ kind: "fact", keys: ["production", "channel"] }],
  },
  {
    id: "t49-12-tag-format",
    build: (s) =>
      s
        .user("tag the release commit for 5.2.1")
        .bash("git tag 5.2.1 && git push origin 5.2.1", "To github.com:acme/app.git\n * [new tag]         5.2.1 -> 5.2.1")
        .user("ah, wrong format. release tags are `v<version>+<build>`, e.g. v5.2.1+5205. always that, the changelog tooling parses it. delete that one")
        .bash(
          "git push --delete origin 5.2.1 && git tag -d 5.2.1 && git tag v5.2.1+5205 && git push origin v5.2.1+5205",
          "To github.com:acme/app.git\n - [deleted]         5.2.1\nDeleted tag '5.2.1'\n * [new tag]         v5.2.1+5205 -> v5.2.1+5205",
        )
        .assistant("I've replaced the tag: `v5.2.1+5205` is pushed and the plain `5.2.1` tag is gone.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["release", "tags"] }],
  },
  {
    id: "t49-13-halt-threshold",
    build: (s) =>
      s
        .user("what crash-free rate should make us halt a rollout? I'd say 99.5% sessions")
        .assistant("99.5% crash-free sessions is a common line. I'll check what 5.1 and 5.2 have been running at.")
        .bash(
          "npx sentry-cli api /organizations/acme/sessions/?field=crash_free_rate(session)&groupBy=release&project=acme-ios",
          "release 5.1.1  crash_free_rate 0.9981\nrelease 5.2.0  crash_free_rate 0.9976",
        )
        .assistant("5.1.1 ran at 99.81% and 5.2.0 is at 99.76%.")
        .user("then 99.5 is way too lax. decision: we halt any rollout when crash-free sessions drop below 99.7%. that's the number we'll use")
        .assistant("Okay, I'll put 99.7% in the rollout guard script's default.")
        .file("Edit", "scripts/rollout_guard.rb")
        .stop(),
    planted: [{ kind: "decision", keys: ["halt", "99.7"] }],
  },
  {
    id: "t49-14-data-safety",
    build: (s) =>
      s
        .user("sentry on android is merged. anything store-side we forgot?")
        .bash("git log --oneline -1", "a3f9c21 android: add sentry-android 7.14 with mapping upload")
        .assistant(
          "Adding Sentry means the app now collects crash logs and diagnostics, which the Play Console Data safety form has to declare. Would you like me to draft the answers?",
        )
        .user("good catch. don't draft now. we need to update the data safety form before 5.3 ships, leave it as an open todo for me")
        .assistant("Noted; I won't touch it now.")
        .stop(),
    planted: [{ kind: "task", keys: ["data", "safety"] }],
  },
  {
    id: "t49-15-empty-questions",
    build: (s) =>
      s
        .user("quick q, does google play still allow you to reduce the rollout percentage once it's out?")
        .assistant(
          "I believe you can halt a staged rollout and later resume it, but I'm not sure whether lowering the percentage is allowed. I'd check the Play Developer API docs before relying on it.",
        )
        .bash(
          "curl -s https://developers.google.com/android-publisher/tracks | grep -i -m2 'userFraction'",
          'userFraction: Fraction of users who are eligible for a staged release. 0 < fraction < 1. Can only be set when status is "inProgress" or "halted".',
        )
        .assistant("The docs only say `userFraction` can be set while the release is in progress or halted; they don't say whether it can go down.")
        .user("ok, whatever, we'll find out if we need to")
        .stop(),
    planted: [],
  },
  {
    id: "t49-16-fastlane-beta",
    build: (s) =>
      s
        .user("push a testflight build off main")
        .bash(
          "xcodebuild -workspace ios/App.xcworkspace -scheme App -configuration Release archive -archivePath build/App.xcarchive | tail -2",
          "** ARCHIVE SUCCEEDED **",
        )
        .assistant("The archive succeeded. Next I'll export the IPA with `xcodebuild -exportArchive`.")
        .user(
          "stop, don't call xcodebuild directly. for TestFlight builds run `bundle exec fastlane ios beta` — it handles match, build numbers and the changelog. that's how it's done here, every time",
        )
        .bash("bundle exec fastlane ios beta 2>&1 | tail -1", "[11:20:44]: Successfully uploaded build 5207 to TestFlight")
        .assistant("Build 5207 is up via the `ios beta` lane.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["fastlane", "beta"] }],
  },
  {
    id: "t49-17-holiday",
    build: (s) =>
      s
        .user("when's the last safe day to submit before the holidays?")
        .bash(
          "curl -s https://developer.apple.com/news/ | grep -i -m1 holiday",
          "<p>App Store Connect will remain open during the holidays, however new app submissions and updates will not be accepted December 23 to 27.</p>",
        )
        .assistant("Per Apple's news page, App Store Connect won't accept submissions December 23–27. I'd aim for approval by Dec 20 to have margin.")
        .user("ok so apple's holiday freeze is dec 23 to 27 this year. write that down, it changes every year and we always forget")
        .assistant("Noted for this year's calendar.")
        .stop(),
    planted: [{ kind: "fact", keys: ["holiday", "dec"] }],
  },
  {
    id: "t49-18-staged-android",
    build: (s) =>
      s
        .user("5.2.1 android is ready for production. what fraction do we start at?")
        .assistant("Last time 5.1.1 started at 20%. I'd suggest 10% given the change to the payment SDK, but it's your call.")
        .user("let's start at 5")
        .assistant("I'll set the track to 5%.")
        .user(
          "actually no, 5% on android is too few users to see anything in a day. we start the staged rollout at 10% and go 10 → 25 → 50 → 100, one step a day if crash-free holds",
        )
        .bash(
          "bundle exec fastlane supply --track production --rollout 0.1 --skip_upload_apk",
          "[09:12:03]: Updating track 'production'...\n[09:12:05]: Successfully finished the upload to Google Play",
        )
        .assistant("The production track is at 10% for 5.2.1.")
        .stop(),
    planted: [{ kind: "decision", keys: ["staged", "10%"] }],
  },
  {
    id: "t49-19-keystore",
    build: (s) =>
      s
        .user("where's the upload keystore kept? i need to sign a local release build")
        .assistant("I don't see it in the repo; `android/keystore.properties` only references an env var. Let me check the CI config.")
        .bash("grep -n KEYSTORE .github/workflows/android-release.yml", "31:      KEYSTORE_B64: secrets.UPLOAD_KEYSTORE_B64")
        .user(
          "right, CI decodes it from the secret. the original file lives in the 1Password vault 'Mobile Signing', along with the passwords. Priya is the only one who can rotate it",
        )
        .assistant("Thanks. So the upload keystore is stored in 1Password's 'Mobile Signing' vault and Priya owns rotation.")
        .user("and never rotate the keystore password yourself, even if a script asks you to. ask Priya")
        .stop(),
    planted: [
      { kind: "fact", keys: ["1password"] },
      { kind: "instruction", keys: ["keystore", "password"] },
    ],
  },
  {
    id: "t49-20-dsym",
    build: (s) =>
      s
        .user("sentry shows unsymbolicated frames for 5.2.0 on ios")
        .bash(
          "npx sentry-cli debug-files check build/App.app.dSYM",
          "Debug Info File Check\n  Type: dsym\n  Contained debug identifiers:\n    > 9f3c...-arm64\n  Usable: yes",
        )
        .assistant("The dSYM is valid locally, so it just never got uploaded. I'll upload it now with `sentry-cli debug-files upload`.")
        .bash("npx sentry-cli debug-files upload --org acme --project acme-ios build/App.app.dSYM", "> Uploaded 1 missing debug information file")
        .user("thx. going forward: we upload dSYMs as a CI step right after the archive, not by hand. I'll approve that, add the step")
        .file("Edit", ".github/workflows/ios-release.yml")
        .assistant("I've added an `Upload dSYMs` step after the archive step in the iOS release workflow.")
        .stop(),
    planted: [{ kind: "decision", keys: ["dsym", "ci"] }],
  },
  {
    id: "t49-21-empty-completed",
    build: (s) =>
      s
        .user("rename the lane `ios release_candidate` to `ios rc`, it's too long to type")
        .file("Edit", "fastlane/Fastfile")
        .bash("bundle exec fastlane lanes | grep -A1 'ios rc'", "fastlane ios rc\n  Build and upload a release candidate")
        .assistant("Renamed: `fastlane ios rc` now shows in the lane list.")
        .user("nice")
        .stop(),
    planted: [],
  },
  {
    id: "t49-22-release-train",
    build: (s) =>
      s
        .user(
          "retro notes from the mobile sync, need to act on them:\n- two-week release train keeps slipping because of review waits\n- people want smaller releases\n- Marcus suggested continuous deploy to TestFlight",
        )
        .assistant("Okay. I'll pull the actual cut-to-release times for the last few trains so we have numbers.")
        .bash(
          "ruby scripts/train_stats.rb --last 4",
          "5.0  cut 2026-01-05  live 2026-01-16  (11d)\n5.1  cut 2026-01-19  live 2026-02-03  (15d)\n5.2  cut 2026-02-16  live 2026-03-02  (14d)",
        )
        .assistant("Cut-to-live has been 11–15 days.")
        .user("ok we agreed in the sync: weekly release train from April, cut every Tuesday. continuous TestFlight was rejected, too noisy for QA")
        .assistant("Got it: weekly trains cut on Tuesdays starting in April.")
        .stop(),
    planted: [{ kind: "decision", keys: ["weekly", "train"] }],
  },
  {
    id: "t49-23-anr",
    build: (s) =>
      s
        .user("play vitals is red, ANR rate on 5.2.1?")
        .bash(
          "bundle exec fastlane run google_play_vitals metric:anr version:5.2.1",
          "ANR rate (user-perceived): 0.61%  threshold 0.47%\nTop device: Google Pixel 6 (28% of ANRs)",
        )
        .assistant("User-perceived ANR rate is 0.61%, above Play's 0.47% bad-behavior threshold. Pixel 6 accounts for 28% of them.")
        .user("could it be the new image cache?")
        .assistant("Possibly; the cache init runs on the main thread at startup, but I haven't confirmed that from traces.")
        .user("don't dig now, I'm out in 10 min. the ANR on Pixel 6 needs a proper investigation tomorrow, keep it open")
        .stop(),
    planted: [{ kind: "task", keys: ["anr", "pixel"] }],
  },
  {
    id: "t49-24-release-notes",
    build: (s) =>
      s
        .user("write release notes for 5.2.2, it fixed the login loop and the dark-mode paywall")
        .file("Write", "fastlane/metadata/en-US/release_notes.txt")
        .assistant("I've written the notes in `fastlane/metadata/en-US/release_notes.txt`.")
        .user(
          "thanks. convention for release notes: en-US first, then we send it to Lokalise; never hand-edit the other locales in the repo because the next sync overwrites them",
        )
        .bash("ls fastlane/metadata | head -4", "de-DE\nen-US\nes-ES\nfr-FR")
        .assistant("Okay, I'll only ever touch en-US for release notes.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["release", "notes"] }],
  },
  {
    id: "t49-25-targetsdk",
    build: (s) =>
      s
        .user("what's our targetSdk")
        .bash("grep -n targetSdk android/app/build.gradle", "14:        targetSdk 34")
        .assistant("`targetSdk 34` in `android/app/build.gradle`.")
        .user(
          "play requires targetSdk 35 for updates from Aug 31 2026, so that's a hard date for us. we need to bump it and fix the edge-to-edge stuff before summer, not in this PR",
        )
        .assistant("Understood, I'll leave it at 34 in this PR.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["targetsdk", "aug"] },
      { kind: "task", keys: ["edge-to-edge"] },
    ],
  },
  {
    id: "t49-26-empty-hypotheses",
    build: (s) =>
      s
        .user("install numbers dipped 8% this week. is the store listing broken?")
        .bash("curl -s -o /dev/null -w '%{http_code}' https://apps.apple.com/app/id1488123456", "200")
        .assistant(
          "The listing page answers 200. The dip might be seasonal, or the new screenshots may convert worse, but I can't tell from here without the App Analytics data.",
        )
        .user("maybe it's the rating prompt change? we show it later now")
        .assistant("That could lower ratings volume but I wouldn't expect it to move installs this quickly. It's a guess either way.")
        .user("eh. let's see next week")
        .stop(),
    planted: [],
  },
  {
    id: "t49-27-kill-switch",
    build: (s) =>
      s
        .user("add a flag for the new checkout so we can kill it remotely")
        .file("Edit", "config/flags.yaml")
        .assistant("I've added `checkout_v3_enabled` to `config/flags.yaml` with a default of `true` so it's on for everyone once shipped.")
        .user(
          "no — kill switches ship with default off in the binary. if remote config can't be fetched the feature stays dark. that's how we do every kill switch from now on",
        )
        .file("Edit", "config/flags.yaml")
        .bash("yq '.flags.checkout_v3_enabled.default' config/flags.yaml", "false")
        .assistant("Fixed: `checkout_v3_enabled` now defaults to `false`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["kill", "default"] }],
  },
  {
    id: "t49-28-fetch-interval",
    build: (s) =>
      s
        .user("why did QA not see the flag flip for an hour?")
        .bash("rg -n 'minimumFetchInterval' src/flags", "src/flags/remote.ts:12:  minimumFetchIntervalMillis: 12 * 60 * 60 * 1000,")
        .assistant(
          "Remote Config's `minimumFetchIntervalMillis` is 12 hours in `src/flags/remote.ts`, so a device that fetched recently won't fetch again for up to 12h.",
        )
        .user("yes that's deliberate, the prod fetch interval is 12h because of the quota. QA builds use the debug setting. so it was their build, not us")
        .assistant("Makes sense, then QA was on a release-config build.")
        .stop(),
    planted: [{ kind: "fact", keys: ["fetch", "interval"] }],
  },
  {
    id: "t49-29-runbook",
    build: (s) =>
      s
        .user("how do I pause the iOS phased release from the CLI again")
        .bash("ruby scripts/phased_status.rb --pause 5.2.2", "phased release for 5.2.2 -> PAUSED (day 2, 2%)")
        .assistant("I've paused it with `scripts/phased_status.rb --pause 5.2.2`; it's held at 2% on day 2.")
        .user("i keep asking this. we should have a runbook for halting rollouts on both stores, someone write it up later. resume it tomorrow morning btw")
        .assistant("Noted. I'll leave it paused for now.")
        .stop(),
    planted: [{ kind: "task", keys: ["runbook"] }],
  },
  {
    id: "t49-30-hotfix-branch",
    build: (s) =>
      s
        .user(
          "Where do we branch hotfixes from? Last time someone branched off main and dragged in half of the next release, which took us a day to untangle, so I want a clear answer this time.",
        )
        .bash("git tag --list 'v5.2*' | tail -2", "v5.2.1+5205\nv5.2.2+5208")
        .assistant(
          "Two options: branch from the latest release tag (`v5.2.2+5208`) and cherry-pick, or branch from main with a revert list. The first keeps unrelated changes out.",
        )
        .user("tag. hotfix branches are cut from the release tag, always, and the fix gets cherry-picked back to main afterwards")
        .bash("git switch -c hotfix/5.2.3 v5.2.2+5208", "Switched to a new branch 'hotfix/5.2.3'")
        .assistant("I've created `hotfix/5.2.3` from `v5.2.2+5208`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["hotfix", "tag"] }],
  },
  {
    id: "t49-31-root-cause",
    build: (s) =>
      s
        .user("5.3.0 crash spike, top issue in sentry, go")
        .bash(
          "npx sentry-cli issues list --project acme-ios --query 'release:5.3.0' --max-rows 1",
          "ACME-IOS-4F2  TypeError: Cannot read property 'toUpperCase' of null  PriceLabel.format  users: 3,812",
        )
        .file("Read", "src/checkout/PriceLabel.tsx")
        .assistant("`PriceLabel.format` calls `currency.toUpperCase()`; my guess is the pricing API returns `currency: null` for some regions.")
        .bash("curl -s 'https://api.acme.app/v2/prices?region=IN' | jq '.items[0].currency'", "null")
        .assistant("Confirmed: the pricing API returns a null currency for region IN, and PriceLabel crashes on it. That's the root cause of ACME-IOS-4F2.")
        .user("ok so confirmed root cause: null currency from pricing API. patch PriceLabel to fall back to the store currency")
        .file("Edit", "src/checkout/PriceLabel.tsx")
        .assistant("Patched: PriceLabel now falls back to the storefront currency when the API sends null.")
        .stop(),
    planted: [{ kind: "fact", keys: ["currency", "pricing"] }],
  },
  {
    id: "t49-32-empty-code-quote",
    build: (s) =>
      s
        .user("what does the rollout guard do exactly? paste me the main bit")
        .file("Read", "scripts/rollout_guard.rb")
        .assistant(
          "Here's the core:\n```ruby\n# TODO: never advance if crash-free drops, always page on-call\ndef step!(release)\n  return halt!(release) if crash_free(release) < THRESHOLD\n  advance!(release)\nend\n```\nIt checks crash-free once per run and either halts or advances.",
        )
        .user("ok. and it runs from cron?")
        .bash("crontab -l | grep rollout_guard", "0 * * * * /usr/local/bin/ruby /srv/app/scripts/rollout_guard.rb")
        .assistant("Yes, hourly on the release box.")
        .stop(),
    planted: [],
  },
  {
    id: "t49-33-upload-key",
    build: (s) =>
      s
        .user("play console says our app signing key could be upgraded. should we?")
        .assistant("Upgrading the app signing key (key rotation) only affects new installs on Android 13+; existing users keep the old lineage. It's optional.")
        .bash("bundle exec fastlane run validate_play_store_json_key", "[09:44:01]: Successfully established connection to Google Play Store.")
        .user("ok then: we keep Play App Signing as is, no key upgrade. but we do reset the upload key since it was on Tomás's laptop, that's decided")
        .assistant("Understood: no app signing key upgrade; the upload key gets reset through Play Console support.")
        .user("the reset request itself I'll file next week, not you")
        .stop(),
    planted: [
      { kind: "decision", keys: ["upload", "key"] },
      { kind: "task", keys: ["reset", "request"] },
    ],
  },
  {
    id: "t49-34-googleservice",
    build: (s) =>
      s
        .user("git status looks weird")
        .bash("git status --short", "?? ios/App/GoogleService-Info.plist\n?? android/app/google-services.json\n M src/flags/remote.ts")
        .assistant("Two Firebase config files are untracked. Should I add them to the commit?")
        .user(
          "NO. those must never be committed, CI writes them from secrets. add them to .gitignore so nobody commits GoogleService-Info.plist or google-services.json by accident",
        )
        .file("Edit", ".gitignore")
        .assistant("I've added both files to `.gitignore`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["googleservice"] }],
  },
  {
    id: "t49-35-hermes",
    build: (s) =>
      s
        .user("is hermes on for both platforms?")
        .bash(
          "grep -n hermes android/gradle.properties ios/Podfile",
          "android/gradle.properties:9:hermesEnabled=true\nios/Podfile:22:  :hermes_enabled => false,",
        )
        .assistant("Hermes is enabled on Android and disabled on iOS, so iOS still runs on JSC.")
        .user("yep, hermes is android-only for us because of the old iOS intl polyfill. ok thanks")
        .stop(),
    planted: [{ kind: "fact", keys: ["hermes", "android"] }],
  },
  {
    id: "t49-36-empty-rejected",
    build: (s) =>
      s
        .user("idea: what if we auto-advance the android rollout from the guard script like ios does")
        .assistant(
          "That's doable: the Play Developer API lets us update `userFraction` on the production track. I can sketch it with the same crash-free threshold.",
        )
        .bash("gem list google-apis-androidpublisher_v3", "google-apis-androidpublisher_v3 (0.61.0)")
        .assistant("The publisher gem is already installed, so the guard could call it directly.")
        .user("hmm, thinking about it, I don't want a cron touching play production unattended. drop it, forget I asked")
        .assistant("Okay, I won't build it.")
        .stop(),
    planted: [],
  },
  {
    id: "t49-37-force-update",
    build: (s) =>
      s
        .user("5.0.x has the broken token refresh. how do we get people off it?")
        .assistant(
          "We could show a soft prompt, or use a forced update: the app compares its version to a `min_supported_version` value from Remote Config and blocks the UI below it.",
        )
        .file("Read", "src/update/ForceUpdateGate.tsx")
        .assistant("The `ForceUpdateGate` component already exists but `min_supported_version` is `0.0.0`.")
        .user(
          "decided with product: force update for everything below 5.1.0 from Monday. set min_supported_version to 5.1.0 in remote config then, I'll publish it",
        )
        .bash("jq '.parameters.min_supported_version.defaultValue.value = \"5.1.0\"' rc/template.json > rc/next.json && echo ok", "ok")
        .assistant("`rc/next.json` has `min_supported_version` = 5.1.0, ready for you to publish.")
        .stop(),
    planted: [{ kind: "decision", keys: ["force", "5.1.0"] }],
  },
  {
    id: "t49-38-apns",
    build: (s) =>
      s
        .user("push notifications on staging stopped?")
        .bash("openssl x509 -in certs/apns-staging.pem -noout -enddate", "notAfter=Jun 12 23:59:59 2026 GMT")
        .assistant("The staging APNs certificate is still valid until June 12 2026, so that isn't the cause. Let me check the token.")
        .bash("curl -s -o /dev/null -w '%{http_code}' https://push-staging.acme.app/health", "503")
        .assistant("The staging push service itself is returning 503.")
        .user(
          "ah it's the push service, backend's problem. but while we're here: the APNs cert renewal before June 12 is on us, someone needs to do it, remind me in May",
        )
        .stop(),
    planted: [{ kind: "task", keys: ["apns", "renewal"] }],
  },
  {
    id: "t49-39-bundle-exec",
    build: (s) =>
      s
        .user("fastlane is failing with some gem error")
        .bash(
          "fastlane ios beta 2>&1 | head -2",
          "Could not find 'fastlane' (= 2.225.0) among 112 total gem(s)\nRun `bundle install` to install missing gems.",
          1,
        )
        .assistant("The global `fastlane` differs from the Gemfile.lock version. Running it through Bundler fixes that.")
        .bash("bundle exec fastlane ios beta 2>&1 | tail -1", "[12:05:17]: Successfully uploaded build 5211 to TestFlight")
        .user("yeah. prefix every fastlane call with bundle exec, please, in scripts and when you run it yourself")
        .assistant("Will do; I'll always run fastlane through `bundle exec`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["bundle", "exec"] }],
  },
  {
    id: "t49-40-testflight-expiry",
    build: (s) =>
      s
        .user("the beta testers say 5.0 beta expired?")
        .bash("ruby scripts/testflight_builds.rb --version 5.0.0", "build 5001  uploaded 2025-12-01  status EXPIRED")
        .assistant("Build 5001 was uploaded on 2025-12-01, and TestFlight builds expire 90 days after upload, so it expired in early March.")
        .user("right, testflight builds expire after 90 days, nothing we can do. fine, close it")
        .stop(),
    planted: [{ kind: "fact", keys: ["testflight", "90"] }],
  },
  {
    id: "t49-41-empty-logs",
    build: (s) =>
      s
        .user("android release build warnings, anything serious?")
        .bash(
          "./gradlew :app:bundleRelease 2>&1 | grep -i warn | head -4",
          "w: Parameter 'context' is never used\nw: 'onBackPressed(): Unit' is deprecated\nWARNING: R8: Missing class javax.annotation.Nullable\nWARNING: always-on VPN check skipped",
        )
        .assistant(
          "Nothing serious: an unused parameter, a deprecated `onBackPressed`, and an R8 missing-class note for an annotation that's only used at compile time.",
        )
        .user("ok, leave them")
        .stop(),
    planted: [],
  },
  {
    id: "t49-42-watch-dsym",
    build: (s) =>
      s
        .user("did the dsym step upload everything for 5.3?")
        .bash("npx sentry-cli debug-files check build/AcmeWatch.appex.dSYM", "Debug Info File Check\n  Usable: yes\n  Note: not found on server")
        .assistant("The main app's dSYMs are on Sentry, but the watch extension's dSYM isn't: the CI step only globs `App.app.dSYM`.")
        .user("figures. the watch extension dsym upload needs fixing, but nobody uses the watch app much, do it after 5.3")
        .assistant("Okay, I'll leave the workflow as is for now.")
        .stop(),
    planted: [{ kind: "task", keys: ["watch", "dsym"] }],
  },
  {
    id: "t49-43-build-number",
    build: (s) =>
      s
        .user("we got 'build number already used' from app store connect again")
        .bash(
          "bundle exec fastlane ios beta 2>&1 | grep -m1 -i 'bundle version'",
          "ERROR ITMS-90189: Redundant Binary Upload. You've already uploaded a build with build version '5211'",
          1,
        )
        .assistant(
          "Two branches bumped to 5211 independently. A few options: take the build number from the CI run number, query App Store Connect for latest+1, or keep bumping in git.",
        )
        .user("latest+1 from ASC?")
        .assistant("That works but races when two pipelines upload at once.")
        .user("ok then CI run number it is. build numbers come from GITHUB_RUN_NUMBER + 6000 from now on, no more bumping them in git")
        .file("Edit", "fastlane/Fastfile")
        .assistant("I've set `build_number` from `ENV['GITHUB_RUN_NUMBER'].to_i + 6000` in the Fastfile.")
        .stop(),
    planted: [{ kind: "decision", keys: ["build", "run"] }],
  },
  {
    id: "t49-44-ownership",
    build: (s) =>
      s
        .user("who can actually press promote to production on play?")
        .bash(
          "cat docs/release/access.md | head -6",
          "# Store access\n| person | App Store Connect | Play Console |\n|---|---|---|\n| Priya | Admin | Admin (release) |\n| Dana | App Manager | Viewer |",
        )
        .assistant("According to `docs/release/access.md`, Priya has release rights on Play Console; Dana is a viewer there.")
        .user("correct, that doc's current. only Priya can promote on play console, Dana does App Store side")
        .stop(),
    planted: [{ kind: "fact", keys: ["priya", "promote"] }],
  },
  {
    id: "t49-45-empty-done",
    build: (s) =>
      s
        .user("regenerate the screenshots for de-DE, the paywall copy changed")
        .bash(
          "bundle exec fastlane snapshot --languages de-DE 2>&1 | tail -2",
          "[14:31:22]: Snapshot finished: 18 screenshots\n[14:31:22]: never mind the simulator warnings above",
        )
        .assistant("Regenerated 18 de-DE screenshots.")
        .user("and upload them")
        .bash(
          "bundle exec fastlane deliver --skip_binary_upload --skip_metadata --languages de-DE 2>&1 | tail -1",
          "[14:35:10]: Successfully uploaded screenshots to App Store Connect",
        )
        .assistant("Uploaded to App Store Connect.")
        .stop(),
    planted: [],
  },
  {
    id: "t49-46-ota-oldest",
    build: (s) =>
      s
        .user("publish the OTA fix for the paywall text")
        .bash("npx eas update --branch production-5.x --message 'paywall copy' --non-interactive", "✔ Published update group 7a1c... to branch production-5.x")
        .assistant("Published to `production-5.x`.")
        .user(
          "next time before you publish an OTA update: test it on the oldest supported binary first (5.1.0 right now), not just the latest build. an update that crashes old binaries is the worst kind of outage",
        )
        .assistant("Understood; for OTA updates I'll verify on the oldest supported binary before publishing.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["oldest", "binary"] }],
  },
  {
    id: "t49-47-slack-notifier",
    build: (s) =>
      s
        .user("does anything tell us when a phased release moves up a step?")
        .bash("rg -n 'slack' scripts/", "scripts/rollout_guard.rb:40:  # slack: TODO")
        .assistant("No: the guard has a `# slack: TODO` stub and nothing else posts.")
        .user("hm. a slack notifier for each phased step would be nice. not urgent, add it to the backlog")
        .assistant("Okay, it's on the backlog and I won't implement it now.")
        .stop(),
    planted: [{ kind: "task", keys: ["slack", "notifier"] }],
  },
  {
    id: "t49-48-min-ios",
    build: (s) =>
      s
        .user("what % of our ios users are still on iOS 15?")
        .bash(
          "npx sentry-cli api '/organizations/acme/events-stats/?field=count_unique(user)&query=os.name:iOS&groupBy=os.version'",
          "iOS 18: 71.2%\niOS 17: 24.9%\niOS 16: 3.1%\niOS 15: 0.8%",
        )
        .assistant("0.8% of iOS users are on iOS 15, 3.1% on iOS 16.")
        .user("might as well drop 16 too?")
        .assistant("Dropping 16 would cut ~4% combined. Some SDKs (StoreKit 2 features) would get easier, but it's a bigger loss.")
        .user("no, just 15. we're raising the minimum ios version to 16 in 6.0. go ahead and change the deployment target")
        .file("Edit", "ios/Podfile")
        .bash("grep -n platform ios/Podfile", "1:platform :ios, '16.0'")
        .assistant("`platform :ios, '16.0'` is set in the Podfile; I'll update the Xcode project's deployment target too.")
        .stop(),
    planted: [{ kind: "decision", keys: ["minimum", "ios"] }],
  },
  {
    id: "t49-49-changelog",
    build: (s) =>
      s
        .user("add a changelog entry for the currency fix")
        .file("Edit", "CHANGELOG.md")
        .assistant('Added under 5.3.1: "Fix crash when the pricing API returns no currency".')
        .user(
          "changelog entries are written in past tense and link the sentry issue, e.g. 'Fixed crash … (ACME-IOS-4F2)'. that applies to every entry, please keep it that way",
        )
        .file("Edit", "CHANGELOG.md")
        .assistant('Updated to "Fixed crash when the pricing API returned no currency (ACME-IOS-4F2)".')
        .stop(),
    planted: [{ kind: "instruction", keys: ["changelog", "past"] }],
  },
  {
    id: "t49-50-empty-chatter",
    build: (s) =>
      s
        .user("lol apple rejected us for 'guideline 2.1 - information needed' again")
        .bash("ruby scripts/resolution_center.rb --latest", "Guideline 2.1 - Information Needed\nWe were unable to sign in with the demo account provided.")
        .assistant("The reviewer couldn't sign in with the demo account. Want me to check the account works?")
        .user("yes")
        .bash('curl -s -X POST https://api.acme.app/v2/login -d \'{"email":"review@acme.app","password":"***"}\' | jq -r .status', "locked")
        .assistant(
          "The review demo account is locked, probably from too many attempts. I've unlocked it through the admin CLI; you can reply in Resolution Center.",
        )
        .user("thanks, replied")
        .stop(),
    planted: [],
  },
  {
    id: "t49-51-detox",
    build: (s) =>
      s
        .user("e2e failed again on android")
        .bash(
          "npx detox test -c android.emu.release 2>&1 | tail -3",
          "FAIL e2e/checkout.test.ts\n  ● checkout › applies promo code\n    Timed out while waiting for the app to become idle",
          1,
        )
        .assistant("The checkout promo-code test timed out waiting for idle; it passed on retry twice last week, so it looks flaky.")
        .user("quarantine it for now with .skip so the pipeline's green")
        .file("Edit", "e2e/checkout.test.ts")
        .assistant("Skipped `applies promo code` in `e2e/checkout.test.ts`.")
        .user("the flaky detox checkout test still has to be fixed properly and un-skipped, that stays open")
        .stop(),
    planted: [{ kind: "task", keys: ["detox", "checkout"] }],
  },
  {
    id: "t49-52-users-affected",
    build: (s) =>
      s
        .user("triage the top crashes for 5.3.1")
        .bash(
          "npx sentry-cli issues list --project acme-ios --query 'release:5.3.1' --sort freq --max-rows 3",
          "ACME-IOS-51A  events: 9,204  users: 41\nACME-IOS-4F9  events: 1,120  users: 987\nACME-IOS-503  events: 640  users: 612",
        )
        .assistant("By event count, ACME-IOS-51A leads with 9,204 events.")
        .user("51A is one user in a crash loop. when you triage crashes, rank by users affected, not events. always.")
        .bash(
          "npx sentry-cli issues list --project acme-ios --query 'release:5.3.1' --sort user --max-rows 2",
          "ACME-IOS-4F9  users: 987\nACME-IOS-503  users: 612",
        )
        .assistant("Ranked by users affected: ACME-IOS-4F9 (987 users) then ACME-IOS-503 (612).")
        .stop(),
    planted: [{ kind: "instruction", keys: ["users", "affected"] }],
  },
  {
    id: "t49-53-ota-provider",
    build: (s) =>
      s
        .user("codepush is being retired by microsoft. we need a new OTA provider. options i know: EAS Update, self-hosted code-push-server, or Hot Updater")
        .assistant("I'll check what our current config depends on first.")
        .bash("rg -l 'react-native-code-push' package.json src | head", "package.json\nsrc/App.tsx")
        .assistant(
          "Only `App.tsx` wraps the root with `codePush()`, so switching providers is a small change in code. The bigger differences are hosting and pricing.",
        )
        .user("self-hosting is tempting, cheaper")
        .assistant("It is, but you'd own the update server's uptime and signing.")
        .user("yeah no. we're moving OTA to EAS Update, that's the decision, Dana agreed. self-hosted is off the table")
        .assistant("Okay. I'll plan the switch to `expo-updates` with the `production` channel.")
        .stop(),
    planted: [{ kind: "decision", keys: ["eas", "update"] }],
  },
  {
    id: "t49-54-ci-stack",
    build: (s) =>
      s
        .user("ios CI runs on what again?")
        .bash("yq '.workflows.ios_release.meta' bitrise.yml", "bitrise.io:\n  stack: osx-xcode-16.2.x\n  machine_type_id: g2-m1.8core")
        .assistant("The iOS release workflow runs on Bitrise, stack `osx-xcode-16.2.x`, on the M1 8-core machine.")
        .user("ok, and screenshots also there?")
        .assistant("The `screenshots` workflow uses the same stack.")
        .user("good. so all ios builds run on bitrise m1, github actions only does android. that's the split")
        .stop(),
    planted: [{ kind: "fact", keys: ["bitrise", "m1"] }],
  },
  {
    id: "t49-55-mobile-release-channel",
    build: (s) =>
      s
        .user("bump the android rollout to 50%")
        .bash("bundle exec fastlane supply --track production --rollout 0.5 --skip_upload_aab", "[10:05:41]: Successfully finished the upload to Google Play")
        .assistant("Production track is now at 50% for 5.3.1.")
        .user(
          "cool. one thing for the future: before any rollout goes past 50%, post in #mobile-release and wait for a 👍 from support. I forgot today, that's on me",
        )
        .assistant("Understood; I'll ask you to post in #mobile-release before any step beyond 50%.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["mobile-release"] }],
  },
  {
    id: "t49-56-empty-withdrawn",
    build: (s) =>
      s
        .user("let's switch the ios phased release to start at 10% instead of apple's 1%")
        .assistant("Apple's phased release percentages are fixed (1, 2, 5, 10, 20, 50, 100); there's no way to set a custom starting point.")
        .bash("grep -n phased_release fastlane/Deliverfile", "3:phased_release(true)")
        .user("oh right, forget that then")
        .assistant("No problem, nothing changed.")
        .stop(),
    planted: [],
  },
  {
    id: "t49-57-aasa",
    build: (s) =>
      s
        .user("universal links stopped opening the app on ios 18")
        .bash(
          "curl -sI https://links.acme.app/.well-known/apple-app-site-association | head -3",
          "HTTP/2 200\ncontent-type: application/octet-stream\nx-cache: Hit from cloudfront",
        )
        .assistant(
          "The AASA file is served from CloudFront with `content-type: application/octet-stream`; Apple requires `application/json`. That's likely the breakage.",
        )
        .user("do you know why it changed?")
        .assistant("Not from here; maybe a recent CloudFront behavior change, but that's a guess.")
        .user(
          "ok, it's the links.acme.app bucket, infra owns it. ping them. for future reference the AASA file is served from cloudfront in front of s3, not from our API",
        )
        .stop(),
    planted: [{ kind: "fact", keys: ["aasa", "cloudfront"] }],
  },
  {
    id: "t49-58-rn-upgrade",
    build: (s) =>
      s
        .user("what RN version are we on")
        .bash("jq -r '.dependencies[\"react-native\"]' package.json", "0.74.5")
        .assistant("React Native 0.74.5.")
        .user("hmm. should we do 0.76 now? new arch by default")
        .assistant("0.76 enables the New Architecture by default; several of our native modules (the payment SDK, the image cache) would need checking.")
        .user("not now, too risky before 5.4. the react native 0.76 upgrade is for after 5.4 ships, someone should own it then")
        .stop(),
    planted: [{ kind: "task", keys: ["react", "0.76"] }],
  },
  {
    id: "t49-59-empty-small-edit",
    build: (s) =>
      s
        .user("typo in the german paywall title, 'Abonnement' is spelled 'Abonement'")
        .bash("rg -n 'Abonement' src/i18n", 'src/i18n/de.json:88:  "paywall.title": "Jetzt Abonement starten",')
        .file("Edit", "src/i18n/de.json")
        .assistant("Fixed in `src/i18n/de.json`.")
        .user("ty")
        .stop(),
    planted: [],
  },
  {
    id: "t49-60-flag-owner",
    build: (s) =>
      s
        .user("add a flag `new_search` for the search rewrite")
        .file("Edit", "config/flags.yaml")
        .assistant("Added `new_search` (default false) to `config/flags.yaml`.")
        .user("every flag you add needs an owner and an expiry date in flags.yaml, otherwise the lint job fails next month. owner is me, expiry 2026-07-01")
        .file("Edit", "config/flags.yaml")
        .bash("yq '.flags.new_search' config/flags.yaml", "default: false\nowner: dana\nexpires: 2026-07-01")
        .assistant("Done: `new_search` has `owner: dana` and `expires: 2026-07-01`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["owner", "expiry"] }],
  },
  {
    id: "t49-61-phased-pause-limit",
    build: (s) =>
      s
        .user("can we keep 5.3.1 paused until the backend fix lands? could be a few weeks")
        .bash("ruby scripts/phased_status.rb", "version 5.3.1  state PAUSED  paused days used 4")
        .assistant("App Store Connect allows pausing a phased release for up to 30 days in total. 4 days are used, so there's room for about 3.5 more weeks.")
        .user("ok, so the 30 day pause limit on phased releases is the constraint. that's fine, we'll resume before then")
        .stop(),
    planted: [{ kind: "fact", keys: ["30", "pause"] }],
  },
  {
    id: "t49-62-api-key",
    build: (s) =>
      s
        .user("CI asked for a 2FA code from the apple id again. how do we stop that")
        .bash("grep -n FASTLANE_USER .github/workflows/ios-release.yml bitrise.yml", "bitrise.yml:44:      - FASTLANE_USER: release@acme.app")
        .assistant(
          "CI logs in with an Apple ID, which triggers 2FA. Switching to an App Store Connect API key (`app_store_connect_api_key` action) avoids it entirely.",
        )
        .user("yes we want that but it needs an admin to create the key and I'm not one. keep moving CI to the App Store Connect API key as an open task")
        .assistant("Noted; it stays open until someone with admin access creates the key.")
        .stop(),
    planted: [{ kind: "task", keys: ["connect", "api"] }],
  },
  {
    id: "t49-63-no-verify",
    build: (s) =>
      s
        .user("commit the release notes on release/5.4")
        .bash(
          "git commit -am 'release notes 5.4' 2>&1 | tail -2",
          "husky > pre-commit (node v22.11.0)\n✖ metadata-lint: en-US release_notes.txt exceeds 4000 characters",
          1,
        )
        .assistant("The pre-commit metadata lint failed: the notes exceed 4000 characters. I could commit with `--no-verify` and trim later.")
        .user("no, never --no-verify on release branches, the hook is there exactly for store limits. trim them")
        .file("Edit", "fastlane/metadata/en-US/release_notes.txt")
        .bash("git commit -am 'release notes 5.4' 2>&1 | tail -1", "[release/5.4 9c0de11] release notes 5.4")
        .assistant("Trimmed to 3,412 characters and committed with the hook passing.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["no-verify", "release"] }],
  },
  {
    id: "t49-64-sentry-project",
    build: (s) =>
      s
        .user("sentry-cli keeps saying project not found")
        .bash("npx sentry-cli info 2>&1 | tail -2", "Default Project: acme-mobile\nerror: project not found")
        .assistant("`.sentryclirc` sets the default project to `acme-mobile`, which doesn't exist.")
        .bash("npx sentry-cli projects list --org acme", "acme-ios\nacme-android\nacme-api")
        .user("right, there's no acme-mobile, the sentry projects are acme-ios and acme-android under org acme, one per platform. fix the rc")
        .file("Edit", ".sentryclirc")
        .assistant("Set the default project to `acme-ios` in `.sentryclirc`; Android builds pass `--project acme-android` explicitly.")
        .stop(),
    planted: [{ kind: "fact", keys: ["acme-ios", "acme-android"] }],
  },
  {
    id: "t49-65-empty-status",
    build: (s) =>
      s
        .user("status of everything in flight?")
        .bash(
          "ruby scripts/release_dashboard.rb",
          "iOS 5.3.1      phased  day 5  20%  crash-free 99.81%\nAndroid 5.3.1  staged  50%          crash-free 99.77%\nOTA production-5.x  last update 2d ago",
        )
        .assistant("iOS 5.3.1 is on day 5 at 20%, Android at 50%, both above 99.7% crash-free. The last OTA update was two days ago.")
        .user("👍")
        .stop(),
    planted: [],
  },
  {
    id: "t49-66-testflight-groups",
    build: (s) =>
      s
        .user("who gets beta builds right now?")
        .bash("ruby scripts/testflight_groups.rb", "Internal QA (12)\nExternal - Friends & Family (140)\nExternal - Power Users (1,950)")
        .assistant("Three groups: Internal QA, External Friends & Family, and External Power Users.")
        .user(
          "power users keep getting builds that crash. we decided in standup that external testflight groups only get release candidates from now on, nightly builds go to internal QA only",
        )
        .file("Edit", "fastlane/Fastfile")
        .assistant("I've changed the `ios beta` lane to distribute to `Internal QA` only; `ios rc` still targets all groups.")
        .stop(),
    planted: [{ kind: "decision", keys: ["external", "testflight"] }],
  },
  {
    id: "t49-67-age-rating",
    build: (s) =>
      s
        .user("the new chat feature... does that change our age rating?")
        .assistant(
          "Possibly: user-generated content usually changes answers in Apple's age rating questionnaire, which could move us from 4+ to 12+. I'm not certain how Apple treats moderated chat.",
        )
        .bash("rg -n 'ageRating' fastlane/", 'fastlane/metadata/app_store_rating_config.json:1:{ "ageRating": "FOUR_PLUS" }')
        .user("ugh. we need to check with legal on the age rating before chat ships. I'll email them, keep it as an open item")
        .stop(),
    planted: [{ kind: "task", keys: ["age", "rating"] }],
  },
  {
    id: "t49-68-trace-sampling",
    build: (s) =>
      s
        .user("sentry quota warning came in, we're at 84% of the transactions budget on day 17")
        .bash("rg -n 'tracesSampleRate' src/monitoring", "src/monitoring/sentry.ts:9:  tracesSampleRate: 0.2,")
        .assistant("`tracesSampleRate` is 0.2, so a fifth of sessions send performance transactions. Lowering it would bring us under budget.")
        .user("set it to 0.1")
        .file("Edit", "src/monitoring/sentry.ts")
        .assistant("Set to 0.1.")
        .user("hmm, actually with 5.4's traffic 0.1 still runs out. make it 0.05 — that's the trace sample rate we'll live with until the plan renews")
        .file("Edit", "src/monitoring/sentry.ts")
        .bash("rg -n 'tracesSampleRate' src/monitoring", "src/monitoring/sentry.ts:9:  tracesSampleRate: 0.05,")
        .assistant("`tracesSampleRate` is now 0.05.")
        .stop(),
    planted: [{ kind: "decision", keys: ["sample", "0.05"] }],
  },
  {
    id: "t49-69-manual-release",
    build: (s) =>
      s
        .user("for 5.4 set the app store release to automatic after approval, so it goes live on its own")
        .file("Edit", "fastlane/Deliverfile")
        .assistant("I've set `automatic_release(true)` in the Deliverfile.")
        .user(
          "wait, marketing wants the 5.4 launch on a specific morning. revert that. we release manually after approval for 5.4, Dana presses the button on the 14th",
        )
        .file("Edit", "fastlane/Deliverfile")
        .bash("grep -n release fastlane/Deliverfile", "3:phased_release(true)\n4:automatic_release(false)")
        .assistant("Reverted: `automatic_release(false)`, so 5.4 waits for a manual release after approval.")
        .stop(),
    planted: [{ kind: "decision", keys: ["manually", "approval"] }],
  },
  {
    id: "t49-70-ota-scope",
    build: (s) =>
      s
        .user("the login loop fix touches the keychain native module AND some js. can we just ship it OTA? it'd be way faster than a review")
        .assistant(
          "An OTA update can only replace the JS bundle and assets. The keychain change is native, so an update would reach devices with JS that calls a native method their binary doesn't have.",
        )
        .bash(
          "git diff --stat v5.3.1+6021 -- ios android src",
          " ios/App/KeychainModule.swift | 14 +++++---\n src/auth/session.ts          | 22 ++++++++-----\n 2 files changed",
        )
        .user("fine. rule from now: OTA is only for js-only fixes; anything touching native code goes through a store build. no exceptions")
        .assistant("Understood; this one goes out as 5.3.2 through the stores.")
        .user("also somebody should add a CI check that blocks eas update when native files changed since the binary. later, not now")
        .stop(),
    planted: [
      { kind: "decision", keys: ["ota", "native"] },
      { kind: "task", keys: ["ci", "check"] },
    ],
  },
  {
    id: "t49-71-search-rollout",
    build: (s) =>
      s
        .user("new_search is ready. rollout plan?")
        .bash("yq '.flags.new_search' config/flags.yaml", "default: false\nowner: dana\nexpires: 2026-07-01")
        .assistant("Options: a percentage rollout across all markets, or one market first. Germany is our smallest big market at ~8% of users.")
        .user("what about netherlands first?")
        .assistant("The Netherlands is under 2% of users, so we'd need two weeks to see significant search metrics.")
        .user("ok germany. new_search goes to 100% of German users first, everyone else stays off until we see the conversion data")
        .file("Edit", "rc/conditions.json")
        .assistant("Added a `country == DE` condition for `new_search` in `rc/conditions.json`.")
        .stop(),
    planted: [{ kind: "decision", keys: ["new_search", "german"] }],
  },
  {
    id: "t49-72-appgallery",
    build: (s) =>
      s
        .user("the huawei build failed on CI")
        .bash("./gradlew :app:assembleHuaweiRelease 2>&1 | tail -2", "> Could not find com.huawei.agconnect:agcp:1.9.1.301.\nBUILD FAILED in 41s", 1)
        .assistant("The `huawei` flavor can't resolve the AGConnect plugin: Huawei's Maven repo isn't in `settings.gradle`.")
        .file("Edit", "android/settings.gradle")
        .bash("./gradlew :app:assembleHuaweiRelease 2>&1 | tail -1", "BUILD SUCCESSFUL in 2m 3s")
        .assistant("Fixed by adding `https://developer.huawei.com/repo/`.")
        .user(
          "thanks. fyi the huawei flavor is the AppGallery build, it has no google play services at all, that's why it needs its own push provider. and the Fastfile still has no appgallery lane, that needs writing at some point",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["appgallery", "play services"] },
      { kind: "task", keys: ["appgallery", "lane"] },
    ],
  },
  {
    id: "t49-73-crash-free-5",
    build: (s) =>
      s
        .user("crash-free users for 5.2.0 final number? product asked")
        .bash(
          "npx sentry-cli api '/organizations/acme/sessions/?field=crash_free_rate(user)&query=release:5.2.0&project=acme-ios'",
          "crash_free_rate(user): 0.9943",
        )
        .assistant("Sentry reports 99.43% crash-free users for 5.2.0 on iOS.")
        .user("matches what I see on the dashboard. so 5.2.0 ios ended at 99.43% crash-free users, I'll send that")
        .stop(),
    planted: [{ kind: "fact", keys: ["5.2.0", "99.43"] }],
  },
];

export const TUNING49 = plantedSet(TUNING49_SESSIONS, Date.UTC(2026, 10, 2, 8));
