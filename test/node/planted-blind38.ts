/**
 * Blind planted set 38 for the offline long-term-memory extractor. Style: desktop apps and
 * command-line tools (Electron, Tauri, Go and Rust CLIs, packaging, code signing,
 * auto-updates, Homebrew, winget) in OpenCode and Claude Code voice: terse users with typos,
 * pasted logs and tool output, agents that explain what they ran. Each session is one segment;
 * the items planted in it are listed with it. Every other message must give nothing:
 * questions, hypotheses, proposals not taken, withdrawn ideas, unconfirmed guesses, quoted
 * code, tool output, chit-chat, and in-session requests that are done in the same session.
 * Where a decision is changed later in a session only the later one is planted.
 *
 * Blind: written without reading the extractor; measured once by the lead, then training data.
 *
 * Matching rule (fixed before the extractor was run on this set, as in planted-blind.ts):
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

export const BLIND38_SESSIONS: BlindSession[] = [
  {
    id: "b38-updater-choice",
    build: (s) =>
      s
        .user("ok auto-updates for the electron app. squirrel.windows or electron-updater? what do u think")
        .assistant(
          "Both work. electron-updater handles NSIS, dmg and AppImage from one config and reads a latest.yml from the release; Squirrel.Windows only covers Windows and needs its own server. I'd lean electron-updater.",
        )
        .user("yeah we're going with electron-updater, decided. squirrel is out")
        .bash("npm i electron-updater@6", "added 9 packages in 3s")
        .file("Edit", "src/main/updater.ts")
        .assistant("Installed electron-updater 6 and wired autoUpdater.checkForUpdatesAndNotify() in src/main/updater.ts.")
        .stop(),
    planted: [{ kind: "decision", keys: ["electron-updater"] }],
  },
  {
    id: "b38-notarize-creds",
    build: (s) =>
      s
        .user("notarization failing on CI again, here's the log")
        .bash("xcrun notarytool submit dist/App.dmg --keychain-profile AC_NOTARY --wait", "Error: No Keychain password item found for profile: AC_NOTARY", 1)
        .assistant(
          "notarytool can't find the AC_NOTARY keychain profile on the runner. On CI the profile doesn't exist unless it's created in the job with `notarytool store-credentials`.",
        )
        .user("fyi the apple id creds for notarization are in 1password under 'Apple Notary', the team id is 7QX2K9L4PD. don't ask me again lol")
        .bash("grep -n notarytool .github/workflows/release.yml", "41:      - run: xcrun notarytool submit dist/App.dmg --keychain-profile AC_NOTARY --wait")
        .assistant("Noted. I'll switch the workflow to pass --apple-id/--team-id from secrets instead of the keychain profile.")
        .file("Edit", ".github/workflows/release.yml")
        .stop(),
    planted: [
      { kind: "fact", keys: ["1password"] },
      { kind: "fact", keys: ["team id"] },
    ],
  },
  {
    id: "b38-cobra-flags",
    build: (s) =>
      s
        .user("new rule for the cli: every flag needs a short form AND a long form, and long flags are kebab-case. no camelCase flags ever again")
        .file("Read", "cmd/root.go")
        .bash("grep -rn 'Flags().String' cmd/ | head", 'cmd/sync.go:22:\tsyncCmd.Flags().StringVar(&dryRun, "dryRun", "", "")')
        .assistant("Found one camelCase flag, `--dryRun` in cmd/sync.go. Renaming it to `--dry-run` with `-n` as the short form.")
        .file("Edit", "cmd/sync.go")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["kebab-case"] },
      { kind: "instruction", keys: ["short form"] },
    ],
  },
  {
    id: "b38-brew-tap-task",
    build: (s) =>
      s
        .user("release v0.9.0 is out. the homebrew tap still points at 0.8.3")
        .bash(
          "gh release view v0.9.0 --json assets -q '.assets[].name'",
          "kit_0.9.0_darwin_arm64.tar.gz\nkit_0.9.0_darwin_amd64.tar.gz\nkit_0.9.0_linux_amd64.tar.gz\nchecksums.txt",
        )
        .assistant("The release assets are there. The tap formula in acme/homebrew-tap still has the 0.8.3 url and sha256.")
        .user(
          "don't do it now, i want goreleaser to bump the tap automatically. todo for later: add a brews section to .goreleaser.yaml so the formula gets updated on release",
        )
        .assistant("Understood, leaving the formula alone for now.")
        .stop(),
    planted: [{ kind: "task", keys: ["brews"] }],
  },
  {
    id: "b38-chitchat-empty",
    build: (s) =>
      s
        .user("morning. coffee machine broke so bear with me")
        .assistant("Morning! What are we working on?")
        .user("just show me git status")
        .bash("git status -sb", "## main...origin/main\n M src-tauri/tauri.conf.json")
        .assistant("One modified file, src-tauri/tauri.conf.json, not staged.")
        .stop(),
    planted: [],
  },
  {
    id: "b38-tauri-v2",
    build: (s) =>
      s
        .user("are we on tauri 1 or 2 in this repo?")
        .bash("grep -n '^tauri' src-tauri/Cargo.toml", 'tauri = { version = "2.1", features = ["tray-icon"] }')
        .assistant("Tauri 2.1, with the tray-icon feature.")
        .user("right. the desktop app moved to tauri 2 in september, the v1 branch is dead, don't backport anything to it")
        .assistant("Got it.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["tauri 2"] },
      { kind: "instruction", keys: ["backport"] },
    ],
  },
  {
    id: "b38-winget-manifest",
    build: (s) =>
      s
        .user("can you validate the winget manifest before i open the PR to winget-pkgs")
        .bash("winget validate --manifest manifests/a/Acme/Kit/0.9.0", "Manifest validation succeeded.")
        .assistant("Validation passed for Acme.Kit 0.9.0. The installer sha256 matches the release asset.")
        .user("nice ty")
        .stop(),
    planted: [],
  },
  {
    id: "b38-signing-cert",
    build: (s) =>
      s
        .user("windows smartscreen is still warning people about the installer")
        .bash("signtool verify /pa dist/Kit-Setup.exe", "SignTool Error: No signature found.", 1)
        .assistant("The installer isn't signed at all, so SmartScreen treats it as unknown. Maybe the signing step is skipped when the secret is empty?")
        .user(
          "no, it's that the cert expired. our code signing cert is an EV cert from DigiCert and it's on a yubikey in the office, so signing only works on the build box in the office",
        )
        .assistant("Ah, I was guessing. Thanks.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["digicert"] },
      { kind: "fact", keys: ["yubikey"] },
    ],
  },
  {
    id: "b38-rust-msrv",
    build: (s) =>
      s
        .user("clippy is yelling about let-else, what's our msrv")
        .bash("grep rust-version Cargo.toml", 'rust-version = "1.74"')
        .assistant("MSRV is 1.74 in Cargo.toml. let-else has been stable since 1.65, so the lint is just a style suggestion.")
        .user("ok we bump msrv to 1.80, I want LazyLock. decided")
        .file("Edit", "Cargo.toml")
        .bash("cargo +1.80 check", "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 14.22s")
        .assistant("Bumped rust-version to 1.80 and `cargo +1.80 check` passes.")
        .stop(),
    planted: [{ kind: "decision", keys: ["msrv", "1.80"] }],
  },
  {
    id: "b38-log-quote",
    build: (s) =>
      s
        .user(
          "what does this mean\n```\nWARN updater: always_check=true but channel=beta, TODO remove fallback\nERROR never received update-downloaded event\n```",
        )
        .assistant(
          "The first line is our own log from updater.ts: the beta channel is configured with the fallback still in place. The second says the download finished without emitting update-downloaded, which happens when the sha512 in latest.yml doesn't match.",
        )
        .bash(
          "curl -s https://releases.example.com/beta/latest.yml | head -5",
          "version: 2.3.0-beta.2\nfiles:\n  - url: Kit-2.3.0-beta.2.exe\n    sha512: Zm9v...\n    size: 88112233",
        )
        .assistant("The yml points at beta.2. I'd need the actual file's hash to confirm the mismatch theory.")
        .stop(),
    planted: [],
  },
  {
    id: "b38-goreleaser-v2",
    build: (s) =>
      s
        .user("migrate .goreleaser.yaml to v2 schema pls")
        .bash("goreleaser check", "  • checking path=.goreleaser.yaml\n  ⨯ configuration is valid, but uses deprecated properties  version=1")
        .file("Edit", ".goreleaser.yaml")
        .bash("goreleaser check", "  • checking path=.goreleaser.yaml\n  • 1 configuration file(s) validated")
        .assistant("Added `version: 2`, renamed `archives.format_overrides.format` to `formats`, and `goreleaser check` is clean now.")
        .user("👍")
        .stop(),
    planted: [],
  },
  {
    id: "b38-asar-rule",
    build: (s) =>
      s
        .user("the sqlite native module crashes when packaged")
        .bash("npx electron-builder --mac --dir", "  • packaging       platform=darwin arch=arm64\n  ⨯ Error: Cannot find module 'better_sqlite3.node'")
        .assistant("Native .node files can't be loaded from inside the asar archive. They need to be in asarUnpack.")
        .user("yes. from now on any native module goes in asarUnpack, put that in CONTRIBUTING too")
        .file("Edit", "electron-builder.yml")
        .file("Edit", "CONTRIBUTING.md")
        .assistant("Added `**/*.node` to asarUnpack and a line in CONTRIBUTING.md.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["asarunpack"] }],
  },
  {
    id: "b38-proposal-rejected",
    build: (s) =>
      s
        .user("startup is slow, like 3s before the window shows")
        .bash("npx electron --trace-startup . 2>&1 | tail -3", "main: ready 410ms\nrenderer: first paint 2870ms\nbundle: 14.2MB")
        .assistant(
          "The renderer bundle is 14 MB. We could switch the renderer build from webpack to Vite and lazy-load the editor, that should cut first paint a lot.",
        )
        .user("hmm idk, not going down that road today. can you just lazy load the editor?")
        .file("Edit", "src/renderer/App.tsx")
        .bash("npx electron --trace-startup . 2>&1 | tail -3", "main: ready 405ms\nrenderer: first paint 1320ms\nbundle: 6.1MB")
        .assistant("Lazy-loaded the editor with React.lazy; first paint went from 2.9s to 1.3s.")
        .stop(),
    planted: [],
  },
  {
    id: "b38-keychain-decision",
    build: (s) =>
      s
        .user("where should the cli store the api token")
        .assistant(
          "Options: a plaintext file in ~/.config/kit/credentials with 0600, or the OS keychain via the keyring crate (Keychain on macOS, Credential Manager on Windows, Secret Service on Linux).",
        )
        .user("plaintext file for now, simpler")
        .bash("cargo add keyring@3", "    Adding keyring v3.6.1 to dependencies")
        .user("actually scratch that. security review will flag a plaintext token. use the keyring crate, file only as fallback when there's no secret service")
        .file("Edit", "src/auth/store.rs")
        .assistant("Switched to keyring with a 0600 file fallback when Secret Service isn't available.")
        .stop(),
    planted: [{ kind: "decision", keys: ["keyring"] }],
  },
  {
    id: "b38-dmg-task",
    build: (s) =>
      s
        .user("the dmg background image is blurry on retina")
        .bash("file build/dmg-background.png", "build/dmg-background.png: PNG image data, 540 x 380, 8-bit/color RGBA")
        .assistant("It's only a 1x image. electron-builder picks up a `background@2x.png` next to it for retina.")
        .user("design hasn't sent the 2x asset yet. leave a todo: swap in the @2x dmg background once design delivers it")
        .assistant("Will leave it as is until the asset arrives.")
        .stop(),
    planted: [{ kind: "task", keys: ["dmg", "background"] }],
  },
  {
    id: "b38-hypothesis-only",
    build: (s) =>
      s
        .user("why is the linux AppImage 40MB bigger than the deb")
        .bash("ls -la dist/*.AppImage dist/*.deb", "-rwxr-xr-x 1 dev dev 152331264 Kit-2.3.0.AppImage\n-rw-r--r-- 1 dev dev 110094336 kit_2.3.0_amd64.deb")
        .assistant(
          "Possibly the AppImage bundles libappindicator and its own copy of some GTK bits, while the deb depends on system packages. Could also be compression: AppImage uses squashfs with gzip by default. I haven't confirmed which.",
        )
        .user("ok whatever, not important")
        .stop(),
    planted: [],
  },
  {
    id: "b38-release-owner",
    build: (s) =>
      s
        .user("who can approve the release workflow? it's waiting on the production environment")
        .bash("gh api repos/acme/kit/environments/production --jq '.protection_rules[].reviewers[].reviewer.login'", "marta-k\nowen")
        .assistant("The production environment needs a review from marta-k or owen.")
        .user("right, marta owns releases for the desktop app, owen is only backup when she's out")
        .stop(),
    planted: [{ kind: "fact", keys: ["marta", "releases"] }],
  },
  {
    id: "b38-cgo-off",
    build: (s) =>
      s
        .user("build all the go binaries with CGO_ENABLED=0, always. we ship static binaries only")
        .bash("grep -n CGO .goreleaser.yaml", "")
        .file("Edit", ".goreleaser.yaml")
        .bash("goreleaser build --snapshot --clean --single-target", "  • building binaries\n  • build succeeded after 21s")
        .assistant("Set `env: [CGO_ENABLED=0]` on the builds and a snapshot build passes.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["cgo_enabled"] }],
  },
  {
    id: "b38-in-session-request",
    build: (s) =>
      s
        .user("can you add a --version flag that prints the commit too")
        .file("Edit", "cmd/root.go")
        .bash("go run . --version", "kit 0.9.1 (commit 3f2a9c1, built 2026-11-02)")
        .assistant("Done: `--version` prints version, commit and build date from ldflags.")
        .user("perfect")
        .stop(),
    planted: [],
  },
  {
    id: "b38-update-channel",
    build: (s) =>
      s
        .user("for the beta channel: should betas go to everyone who opts in, or staged rollout?")
        .assistant("electron-updater supports `stagingPercentage` in latest.yml, so a staged rollout is easy: start at 10% and bump.")
        .user("ok let's do staged rollouts for stable releases, 20% first day then 100%. betas go to all opted-in users at once")
        .file("Edit", "scripts/publish-update.ts")
        .bash("node scripts/publish-update.ts --dry-run --channel latest", "would write latest.yml with stagingPercentage: 20")
        .assistant("The publish script now writes stagingPercentage: 20 for stable and omits it for beta.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["staged", "rollout"] },
      { kind: "decision", keys: ["betas"] },
    ],
  },
  {
    id: "b38-lockfile",
    build: (s) =>
      s
        .user("pls never run `npm update` in this repo, electron and the native deps are pinned on purpose. if something needs bumping ask me first")
        .bash("npm ci", "added 1184 packages in 41s")
        .assistant("Understood, installed with `npm ci` from the lockfile.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["npm update"] }],
  },
  {
    id: "b38-crash-reporter",
    build: (s) =>
      s
        .user("are crash reports going anywhere right now?")
        .bash("grep -rn crashReporter src/main | head -3", "src/main/index.ts:12:crashReporter.start({ submitURL: '', uploadToServer: false })")
        .assistant("No: crashReporter starts with uploadToServer: false and no submit URL, so minidumps stay local.")
        .user("yeah, that needs fixing but not today. task: hook crashReporter up to sentry's minidump endpoint before 3.0")
        .stop(),
    planted: [{ kind: "task", keys: ["crashreporter"] }],
  },
  {
    id: "b38-empty-ci-rerun",
    build: (s) =>
      s
        .user("rerun the failed mac job")
        .bash("gh run rerun 9912345 --failed", "✓ Requested rerun (failed jobs) of run 9912345")
        .assistant("Rerun requested for the failed jobs of run 9912345.")
        .bash("gh run watch 9912345 --exit-status", "✓ build-macos in 8m12s")
        .assistant("build-macos passed on the rerun.")
        .stop(),
    planted: [],
  },
  {
    id: "b38-clap-derive",
    build: (s) =>
      s
        .user("we keep mixing clap builder and derive styles in the rust cli. pick one")
        .bash("grep -rln 'Command::new' src/ | wc -l; grep -rln 'derive(Parser' src/ | wc -l", "3\n7")
        .assistant("Seven files use derive, three use the builder API.")
        .user("derive it is. convert the 3 builder ones later, not now, I'm mid-release")
        .assistant("Ok. I'll leave them.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["derive"] },
      { kind: "task", keys: ["builder"] },
    ],
  },
  {
    id: "b38-changelog-style",
    build: (s) =>
      s
        .user("when you write changelog entries: past tense, user-facing wording, no PR numbers in the title line. link the PR at the end")
        .file("Read", "CHANGELOG.md")
        .file("Edit", "CHANGELOG.md")
        .assistant('Rewrote the 0.9.1 entries in that style, e.g. "Fixed the tray icon disappearing after sleep ([#412])".')
        .stop(),
    planted: [{ kind: "instruction", keys: ["changelog"] }],
  },
  {
    id: "b38-guess-unconfirmed",
    build: (s) =>
      s
        .user("i think the windows arm64 build never worked? not sure")
        .bash("gh release view v0.9.0 --json assets -q '.assets[].name' | grep -i arm64", "kit_0.9.0_darwin_arm64.tar.gz")
        .assistant(
          "There's no windows arm64 asset in v0.9.0, only darwin arm64. I can't tell from this whether it ever built; maybe it was just never added to the matrix.",
        )
        .user("meh let's check another day")
        .stop(),
    planted: [],
  },
  {
    id: "b38-tray-macos",
    build: (s) =>
      s
        .user("tray icon looks wrong in dark mode on mac")
        .bash("ls assets/tray", "tray.png\ntray@2x.png")
        .assistant("On macOS tray icons should be template images: name them `trayTemplate.png` and macOS recolours them for light/dark.")
        .user("ah right. fwiw on macOS the tray icons must be template images, keep that in mind for any new icons")
        .bash("git mv assets/tray/tray.png assets/tray/trayTemplate.png && git mv assets/tray/tray@2x.png assets/tray/trayTemplate@2x.png", "")
        .assistant("Renamed both to trayTemplate and updated the path in tray.ts.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["template"] }],
  },
  {
    id: "b38-update-server",
    build: (s) =>
      s
        .user("where does the app download updates from in prod")
        .bash("grep -A3 '^publish' electron-builder.yml", "publish:\n  provider: generic\n  url: https://dl.acme.dev/desktop/latest")
        .assistant("A generic provider at https://dl.acme.dev/desktop/latest (the channel name is the last path part).")
        .user("yep, dl.acme.dev is an R2 bucket behind cloudflare, the upload is done by the release workflow with wrangler")
        .stop(),
    planted: [{ kind: "fact", keys: ["dl.acme.dev"] }],
  },
  {
    id: "b38-scoop-withdrawn",
    build: (s) =>
      s
        .user("should we also publish to scoop? lots of devs on windows use it")
        .assistant("GoReleaser has a `scoops` section, it'd be a small addition next to winget.")
        .user("hmm. actually never mind, winget is enough for now, forget scoop")
        .bash("grep -c winget .goreleaser.yaml", "3")
        .assistant("Ok, keeping only the winget config.")
        .stop(),
    planted: [],
  },
  {
    id: "b38-hardened-runtime",
    build: (s) =>
      s
        .user("notarization rejected: The executable does not have the hardened runtime enabled")
        .bash("codesign -dv --verbose=4 dist/mac-arm64/Kit.app 2>&1 | grep flags", "CodeDirectory v=20500 size=512 flags=0x0(none) hashes=5+7")
        .assistant("flags=0x0, so no hardened runtime. electron-builder needs `hardenedRuntime: true` plus entitlements allowing JIT for Electron.")
        .file("Edit", "electron-builder.yml")
        .file("Write", "build/entitlements.mac.plist")
        .bash("codesign -dv --verbose=4 dist/mac-arm64/Kit.app 2>&1 | grep flags", "CodeDirectory v=20500 size=512 flags=0x10000(runtime) hashes=5+7")
        .assistant("Hardened runtime is on now (flags=0x10000(runtime)). The entitlements file allows com.apple.security.cs.allow-jit, which Electron needs.")
        .user(
          "good. the entitlements plist is shared with the helper apps, so any entitlement change has to go through build/entitlements.mac.plist, not inline",
        )
        .stop(),
    planted: [{ kind: "instruction", keys: ["entitlements"] }],
  },
  {
    id: "b38-go-version",
    build: (s) =>
      s
        .user("which go version does CI use")
        .bash("grep -n go-version .github/workflows/*.yml", ".github/workflows/ci.yml:18:          go-version-file: go.mod")
        .assistant("CI reads it from go.mod via go-version-file.")
        .bash("grep '^go ' go.mod", "go 1.23.2")
        .assistant("So 1.23.2.")
        .user("ok so go.mod is the single source of truth for the go version, good, don't hardcode versions in workflows")
        .assistant("Noted. While looking I saw the golangci-lint action is still pinned to v3.")
        .user("ugh. todo for another day: bump golangci-lint-action to v6 and fix whatever new lints it finds")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["hardcode"] },
      { kind: "fact", keys: ["go.mod"] },
      { kind: "task", keys: ["golangci-lint"] },
    ],
  },
  {
    id: "b38-empty-question",
    build: (s) =>
      s
        .user("what's the difference between `tauri build --bundles` nsis and msi again")
        .assistant(
          "NSIS produces a setup .exe that can install per-user without admin; MSI uses WiX, installs per-machine by default and is what group-policy deployments usually want.",
        )
        .user("and which one does winget prefer?")
        .bash("grep -n InstallerType manifests/a/Acme/Kit/0.9.0/*.installer.yaml", "InstallerType: nullsoft")
        .assistant("winget takes either installer type; it reads InstallerType from the manifest.")
        .stop(),
    planted: [],
  },
  {
    id: "b38-telemetry-task",
    build: (s) =>
      s
        .user("legal says we need an opt-out for telemetry in the settings screen before the EU launch. not urgent this week")
        .bash("grep -rn 'telemetry' src/renderer/settings | head -2", "")
        .assistant("There's nothing about telemetry in the settings UI yet. I'll note it.")
        .user("yeah, open item: telemetry opt-out toggle in settings, needs to land before the EU launch")
        .stop(),
    planted: [{ kind: "task", keys: ["telemetry", "opt-out"] }],
  },
  {
    id: "b38-sparkle-decided",
    build: (s) =>
      s
        .user("for the tauri app on mac, updater plugin or sparkle?")
        .assistant("tauri-plugin-updater works cross-platform with signed JSON manifests; Sparkle is mac-only but gives the native UI users expect.")
        .user("tauri updater plugin. one mechanism for all three OSes, that's the call")
        .bash("cargo add tauri-plugin-updater --manifest-path src-tauri/Cargo.toml", "    Adding tauri-plugin-updater v2.3.0 to dependencies")
        .assistant("Added tauri-plugin-updater 2.3.0.")
        .user("and the updater pubkey lives in tauri.conf.json, the private key is only in the CI secret TAURI_SIGNING_PRIVATE_KEY")
        .stop(),
    planted: [
      { kind: "decision", keys: ["updater plugin"] },
      { kind: "fact", keys: ["tauri_signing_private_key"] },
    ],
  },
  {
    id: "b38-flatpak-task",
    build: (s) =>
      s
        .user("someone on discord asked for a flatpak")
        .bash("ls packaging/", "aur\nhomebrew\nwinget")
        .assistant("We don't have any flatpak packaging yet; there's AUR, Homebrew and winget.")
        .user(
          "put it on the list: write a flathub manifest for the desktop app after 3.0 ships. also still need to sort out the AUR package, it's two versions behind",
        )
        .assistant("Noted both; nothing changed now.")
        .stop(),
    planted: [
      { kind: "task", keys: ["flathub"] },
      { kind: "task", keys: ["aur"] },
    ],
  },
  {
    id: "b38-cli-config-path",
    build: (s) =>
      s
        .user("where does kit read its config from on each os")
        .bash("go run . config path", "/home/dev/.config/kit/config.toml")
        .file("Read", "internal/config/paths.go")
        .assistant(
          "It uses os.UserConfigDir(): ~/.config/kit on Linux, ~/Library/Application Support/kit on macOS, %AppData%\\kit on Windows. The file is config.toml.",
        )
        .user("ok. decision: we respect XDG_CONFIG_HOME on macOS too, devs keep asking. so mac uses ~/.config/kit unless overridden")
        .file("Edit", "internal/config/paths.go")
        .bash("go test ./internal/config/...", "ok  \tgithub.com/acme/kit/internal/config\t0.012s")
        .assistant("paths.go now checks XDG_CONFIG_HOME first and falls back to ~/.config/kit on macOS; tests pass.")
        .stop(),
    planted: [{ kind: "decision", keys: ["xdg_config_home"] }],
  },
  {
    id: "b38-error-output",
    build: (s) =>
      s
        .user("cli conventions, write these down somewhere: errors go to stderr, data to stdout, and no colors when stdout isn't a tty")
        .file("Edit", "docs/cli-conventions.md")
        .bash("go run . sync --bogus; echo $?", "Error: unknown flag: --bogus\n2")
        .assistant(
          "Wrote docs/cli-conventions.md. For reference, the unknown-flag path already exits with exit code 2: main.go maps every cobra usage error to it, and the message goes to stderr.",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["stderr"] },
      { kind: "instruction", keys: ["colors"] },
      { kind: "fact", keys: ["exit code 2"] },
    ],
  },
  {
    id: "b38-empty-review",
    build: (s) =>
      s
        .user("quick review of my diff?")
        .bash("git diff --stat", " src/main/window.ts | 14 +++++++++-----\n 1 file changed, 9 insertions(+), 5 deletions(-)")
        .file("Read", "src/main/window.ts")
        .assistant(
          "Looks fine. One nit: `show: false` plus `ready-to-show` is good, but you call win.show() twice now, once in the handler and once at the end.",
        )
        .user("lol yep, good catch")
        .assistant("Happy to remove the second one if you want.")
        .user("nah i'll do it")
        .stop(),
    planted: [],
  },
  {
    id: "b38-sign-mac-owner",
    build: (s) =>
      s
        .user("the Developer ID cert expires in january, who renews it")
        .bash(
          "security find-identity -v -p codesigning | head -2",
          '  1) 8F1C... "Developer ID Application: Acme Inc (7QX2K9L4PD)"\n     1 valid identities found',
        )
        .assistant("Only the Apple Developer account holder or an admin can create a new Developer ID Application cert.")
        .user(
          "that's jonas, he's the account holder for the apple developer account. remind: renew the Developer ID cert with jonas before it expires in january",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["jonas", "account holder"] },
      { kind: "task", keys: ["developer id", "renew"] },
    ],
  },
  {
    id: "b38-universal-binary",
    build: (s) =>
      s
        .user("separate x64 and arm64 dmgs or one universal?")
        .assistant("Universal doubles the download (~2x the app size) but users don't have to pick. Separate keeps each dmg small.")
        .user("universal. people keep downloading the wrong one")
        .bash("npx electron-builder --mac --universal --publish never", "  • building        target=DMG arch=universal file=dist/Kit-2.3.0-universal.dmg")
        .assistant("Built Kit-2.3.0-universal.dmg.")
        .stop(),
    planted: [{ kind: "decision", keys: ["universal"] }],
  },
  {
    id: "b38-quoted-code",
    build: (s) =>
      s
        .user("explain this bit from main.rs\n```rust\n// TODO: always flush before exit, never rely on Drop\nstd::io::stdout().flush()?;\n```")
        .assistant(
          "When the process exits via std::process::exit, destructors don't run, so a BufWriter wrapped around stdout may never flush. The comment is a reminder to flush explicitly before exiting.",
        )
        .bash("grep -n 'process::exit' src/main.rs", "88:    std::process::exit(code);")
        .assistant("Line 88 calls process::exit right after, so the explicit flush matters there.")
        .stop(),
    planted: [],
  },
  {
    id: "b38-rust-release-profile",
    build: (s) =>
      s
        .user("binary is 18MB, can we shrink it")
        .bash("ls -la target/release/kit", "-rwxr-xr-x 2 dev dev 18874368 target/release/kit")
        .assistant('Options: lto = true, codegen-units = 1, strip = true and opt-level = "z". The last one trades speed for size.')
        .user("do lto + strip + codegen-units 1, not opt-level z, perf matters more than size. that's our release profile going forward")
        .file("Edit", "Cargo.toml")
        .bash(
          "cargo build --release && ls -la target/release/kit",
          "    Finished `release` profile [optimized] target(s) in 1m 48s\n-rwxr-xr-x 2 dev dev 7340032 target/release/kit",
        )
        .assistant("7.0 MB now with lto, strip and codegen-units = 1.")
        .stop(),
    planted: [{ kind: "decision", keys: ["lto"] }],
  },
  {
    id: "b38-ci-matrix-fact",
    build: (s) =>
      s
        .user("why does the windows job take 25 min")
        .bash("gh run view 9913001 --json jobs -q '.jobs[] | .name + \" \" + .conclusion'", "build-linux success\nbuild-macos success\nbuild-windows success")
        .assistant("Can't see timings from that. Maybe the cargo cache isn't restored on Windows?")
        .user("no, it's because windows builds run on our self-hosted runner 'winbox-01', the office one with the yubikey, and it's slow. that's known")
        .stop(),
    planted: [{ kind: "fact", keys: ["winbox-01"] }],
  },
  {
    id: "b38-deep-links",
    build: (s) =>
      s
        .user("register the kit:// protocol so links from the web open the app")
        .file("Edit", "src/main/index.ts")
        .file("Edit", "electron-builder.yml")
        .assistant("Called app.setAsDefaultProtocolClient('kit') and added the protocols entry in electron-builder.yml so the installers register it.")
        .user("thanks. windows deep links still need a second-instance handler, do that next session, I need to test on a real machine first")
        .bash("git add -A && git commit -m 'feat: kit:// protocol'", "[main 5a1e2b0] feat: kit:// protocol\n 2 files changed, 11 insertions(+)")
        .stop(),
    planted: [{ kind: "task", keys: ["second-instance"] }],
  },
  {
    id: "b38-empty-sizes",
    build: (s) =>
      s
        .user("how big are the installers this release")
        .bash(
          "ls -lh dist/ | grep -E 'dmg|exe|AppImage'",
          "-rw-r--r-- 1 dev dev 121M Kit-2.3.0-universal.dmg\n-rw-r--r-- 1 dev dev  89M Kit-Setup-2.3.0.exe\n-rwxr-xr-x 1 dev dev 145M Kit-2.3.0.AppImage",
        )
        .assistant("dmg 121 MB (universal), exe 89 MB, AppImage 145 MB.")
        .user("ugh the AppImage. whatever")
        .stop(),
    planted: [],
  },
  {
    id: "b38-homebrew-cask",
    build: (s) =>
      s
        .user("the desktop app: homebrew cask in our tap or submit to homebrew/cask?")
        .assistant("Official homebrew/cask gets more reach but requires notability and they bump it themselves; our tap is under our control.")
        .user("our tap for now. the cask lives in acme/homebrew-tap next to the cli formula")
        .bash("gh repo view acme/homebrew-tap --json name -q .name", "homebrew-tap")
        .assistant("OK, I'll add Casks/kit-desktop.rb there when we do it.")
        .user("yes, and that's a todo for next week, not now: add the kit-desktop cask to the tap")
        .stop(),
    planted: [
      { kind: "decision", keys: ["tap"] },
      { kind: "task", keys: ["cask"] },
    ],
  },
  {
    id: "b38-tauri-csp",
    build: (s) =>
      s
        .user("the tauri app can't load images from our cdn")
        .bash("grep -n csp src-tauri/tauri.conf.json", "24:      \"csp\": \"default-src 'self'; img-src 'self' asset:\"")
        .assistant("The CSP's img-src doesn't include the CDN. I'll add https://cdn.acme.dev.")
        .file("Edit", "src-tauri/tauri.conf.json")
        .user("ok but rule: never set csp to null to 'fix' things, always add the specific origin")
        .assistant("Understood, only specific origins.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["csp"] }],
  },
  {
    id: "b38-test-cmd",
    build: (s) =>
      s
        .user("run the tests")
        .bash("go test ./...", "ok  \tgithub.com/acme/kit/cmd\t0.41s\n--- FAIL: TestSyncRetry (2.01s)\nFAIL\tgithub.com/acme/kit/internal/sync\t2.3s", 1)
        .assistant("TestSyncRetry failed in internal/sync.")
        .user(
          "TestSyncRetry is flaky on my laptop, it uses real sleeps. for you: always run `go test -race -count=1 ./...`, not plain go test, we've been bitten by cached results",
        )
        .bash("go test -race -count=1 ./...", "ok  \tgithub.com/acme/kit/cmd\t1.2s\nok  \tgithub.com/acme/kit/internal/sync\t3.9s")
        .assistant("All green with -race -count=1.")
        .user("also TestSyncRetry needs rewriting with a fake clock at some point, leave it for now")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["-race"] },
      { kind: "fact", keys: ["testsyncretry", "flaky"] },
      { kind: "task", keys: ["fake clock"] },
    ],
  },
  {
    id: "b38-ipc-decision",
    build: (s) =>
      s
        .user("renderer wants to read files. expose fs via contextBridge?")
        .assistant("Exposing fs wholesale defeats the sandbox. Safer: narrow IPC handlers (ipcMain.handle('file:open')) that validate paths in main.")
        .user("agreed, narrow ipc handlers only, nodeIntegration stays off. final")
        .file("Write", "src/main/ipc/files.ts")
        .bash("npx tsc --noEmit -p src/main", "")
        .assistant("Added file:open and file:save handlers in src/main/ipc/files.ts; typecheck clean.")
        .stop(),
    planted: [{ kind: "decision", keys: ["nodeintegration"] }],
  },
  {
    id: "b38-empty-thanks",
    build: (s) =>
      s
        .user("did the nightly publish?")
        .bash("gh release list --limit 2", "nightly-2026-11-08\tPre-release\tnightly\t2026-11-08\nv0.9.1\tLatest\tv0.9.1\t2026-11-05")
        .assistant("Yes, nightly-2026-11-08 is up as a pre-release.")
        .user("sweet thx, have a good weekend")
        .assistant("You too!")
        .stop(),
    planted: [],
  },
  {
    id: "b38-winget-bot",
    build: (s) =>
      s
        .user("how did the winget PR get opened last time")
        .bash(
          "gh pr list -R microsoft/winget-pkgs --author acme-release-bot --limit 1",
          "212345\tNew version: Acme.Kit version 0.9.1\tacme-release-bot:Acme.Kit-0.9.1",
        )
        .assistant("acme-release-bot opened it.")
        .user("right, winget PRs come from the acme-release-bot account via wingetcreate in the release workflow, its PAT expires every 90 days")
        .stop(),
    planted: [
      { kind: "fact", keys: ["acme-release-bot"] },
      { kind: "fact", keys: ["pat", "90 days"] },
    ],
  },
  {
    id: "b38-semver-decision",
    build: (s) =>
      s
        .user("should the desktop app and the cli share version numbers")
        .assistant("Sharing keeps support simple; independent versions let the CLI ship fixes without a desktop release.")
        .bash("git tag --list 'v*' | tail -3; git tag --list 'desktop-v*' | tail -2", "v0.9.0\nv0.9.1\ndesktop-v2.3.0")
        .user("independent. cli tags stay v*, desktop tags are desktop-v*. we decided that at the offsite")
        .assistant("Got it, the release workflows trigger on those prefixes already.")
        .stop(),
    planted: [{ kind: "decision", keys: ["desktop-v"] }],
  },
  {
    id: "b38-stapling",
    build: (s) =>
      s
        .user("what is stapling, in notarization terms")
        .assistant(
          "Stapling attaches the notarization ticket to the app or dmg (`xcrun stapler staple`), so Gatekeeper can verify it offline without asking Apple's servers.",
        )
        .user("do we do it?")
        .bash("grep -n stapler .github/workflows/release.yml", "44:      - run: xcrun stapler staple dist/Kit.dmg")
        .assistant("Yes, line 44 of release.yml staples the dmg.")
        .stop(),
    planted: [{ kind: "fact", keys: ["staple"] }],
  },
  {
    id: "b38-checksums",
    build: (s) =>
      s
        .user("users want to verify downloads")
        .bash("head -2 dist/checksums.txt", "3b1f...  kit_0.9.1_darwin_arm64.tar.gz\n9ac0...  kit_0.9.1_linux_amd64.tar.gz")
        .assistant("GoReleaser already writes checksums.txt. We could sign it with cosign keyless so people can verify provenance.")
        .user("cosign keyless, yes, we're doing that. sign checksums.txt in the release job")
        .file("Edit", ".goreleaser.yaml")
        .bash("goreleaser check", "  • 1 configuration file(s) validated")
        .assistant("Added a signs section running cosign sign-blob on checksums.txt.")
        .user("and someone has to document the verify command in the README, not today")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cosign"] },
      { kind: "task", keys: ["verify", "readme"] },
    ],
  },
  {
    id: "b38-commit-style",
    build: (s) =>
      s
        .user("commit this. and going forward use conventional commits with a scope: feat(cli):, fix(desktop):, etc")
        .bash("git commit -am 'fix(desktop): double window show'", "[main 7c3d1aa] fix(desktop): double window show\n 1 file changed, 1 deletion(-)")
        .assistant("Committed as fix(desktop): double window show.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["conventional commits"] }],
  },
  {
    id: "b38-arm-linux",
    build: (s) =>
      s
        .user("someone wants linux arm64 builds of the cli")
        .bash("grep -A4 goarch .goreleaser.yaml", "    goarch:\n      - amd64\n      - arm64\n    ignore:\n      - { goos: linux, goarch: arm64 }")
        .assistant("arm64 is in goarch but linux/arm64 is explicitly ignored.")
        .user("it was ignored because the sqlite driver needed cgo, but we moved to modernc sqlite which is pure go. so drop the ignore")
        .file("Edit", ".goreleaser.yaml")
        .bash("goreleaser build --snapshot --clean", "  • building binaries\n  • build succeeded after 58s")
        .assistant("Removed the ignore; linux/arm64 builds now.")
        .stop(),
    planted: [{ kind: "fact", keys: ["modernc"] }],
  },
  {
    id: "b38-update-check-interval",
    build: (s) =>
      s
        .user("how often does the app check for updates")
        .bash("grep -n setInterval src/main/updater.ts", "31:  setInterval(() => autoUpdater.checkForUpdates(), 60 * 60 * 1000);")
        .assistant("Every hour, plus once at startup.")
        .user("maybe every 4 hours would be less noisy? idk")
        .assistant("Could be; the update server logs would show how much load the hourly checks cause. Want me to look?")
        .user("nah leave it at hourly. hourly check plus on startup is what we want, keep it")
        .stop(),
    planted: [{ kind: "decision", keys: ["hourly"] }],
  },
  {
    id: "b38-reviewers",
    build: (s) =>
      s
        .user("open a PR for the deep link work")
        .bash("gh pr create --fill --base main", "https://github.com/acme/kit/pull/418")
        .assistant("Opened #418.")
        .user("add priya as reviewer for anything touching src-tauri or the installers, she knows the windows side best. always")
        .bash("gh pr edit 418 --add-reviewer priya-n", "https://github.com/acme/kit/pull/418")
        .assistant("Added priya-n as reviewer.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["priya"] }],
  },
  {
    id: "b38-open-items",
    build: (s) =>
      s
        .user(
          "before I forget, stuff left for the 3.0 release:\n- migrate the settings store from electron-store to sqlite\n- ship the uninstaller survey link on windows\n- drop macOS 11 support",
        )
        .bash("grep -n minimumSystemVersion electron-builder.yml", '52:    minimumSystemVersion: "11.0"')
        .assistant("Noted the three. minimumSystemVersion is 11.0 today; I haven't changed anything.")
        .stop(),
    planted: [
      { kind: "task", keys: ["electron-store"] },
      { kind: "task", keys: ["survey"] },
      { kind: "task", keys: ["macos 11"] },
    ],
  },
  {
    id: "b38-empty-typo",
    build: (s) =>
      s
        .user("whats teh command to list codesign identites again")
        .bash("security find-identity -v -p codesigning", '  1) 8F1C... "Developer ID Application: Acme Inc (7QX2K9L4PD)"\n     1 valid identities found')
        .assistant("`security find-identity -v -p codesigning`, it lists one valid Developer ID Application identity here.")
        .user("ty")
        .stop(),
    planted: [],
  },
  {
    id: "b38-logging-lib",
    build: (s) =>
      s
        .user("logging in the go cli: we use logrus right?")
        .bash("grep -rn 'sirupsen/logrus\\|log/slog' --include=*.go . | cut -d: -f1 | sort -u | head", "./internal/sync/sync.go\n./cmd/root.go")
        .assistant("Both files import log/slog, not logrus. logrus isn't in go.mod either.")
        .user("oh right, we moved to slog. ok so slog is the logger, anything new uses slog with the json handler when --log-format=json")
        .stop(),
    planted: [
      { kind: "fact", keys: ["slog"] },
      { kind: "instruction", keys: ["json handler"] },
    ],
  },
  {
    id: "b38-installer-perms",
    build: (s) =>
      s
        .user("nsis: per-user or per-machine install?")
        .assistant("Per-user avoids the UAC prompt and auto-updates work without admin. Per-machine is what IT departments want.")
        .user("per-machine i guess")
        .bash("grep -n perMachine electron-builder.yml", "")
        .user("wait no, auto-updates without admin matter more. per-user install, oneClick. final answer")
        .file("Edit", "electron-builder.yml")
        .assistant("Set nsis.perMachine: false and oneClick: true.")
        .stop(),
    planted: [{ kind: "decision", keys: ["per-user"] }],
  },
  {
    id: "b38-opencode-ldflags",
    build: (s) =>
      s
        .user("version string says `dev` in the brew build")
        .assistant("Let me check how the version is injected.")
        .bash("grep -n ldflags .goreleaser.yaml", "14:      - -s -w -X main.version={{.Version}}")
        .file("Read", "main.go")
        .assistant("The ldflag targets `main.version`, but the variable moved to `internal/buildinfo.Version` last month, so the -X silently does nothing.")
        .user("ugh. yes the version vars live in internal/buildinfo now, fix the ldflags")
        .file("Edit", ".goreleaser.yaml")
        .bash(
          "goreleaser build --snapshot --clean --single-target && ./dist/kit_darwin_arm64_v8.0/kit --version",
          "kit 0.9.2-SNAPSHOT-3f2a9c1 (commit 3f2a9c1)",
        )
        .assistant("Fixed: `-X github.com/acme/kit/internal/buildinfo.Version={{.Version}}`; the snapshot prints the right version.")
        .stop(),
    planted: [{ kind: "fact", keys: ["buildinfo"] }],
  },
  {
    id: "b38-opencode-autostart",
    build: (s) =>
      s
        .user("should the app launch at login by default?")
        .assistant(
          "Launching at login by default tends to annoy people; most apps make it opt-in from settings. app.setLoginItemSettings covers macOS and Windows, Linux needs an autostart .desktop file.",
        )
        .user("opt-in. off by default, toggle in settings. decided")
        .file("Edit", "src/main/settings.ts")
        .bash("npx vitest run src/main/settings.test.ts", " ✓ src/main/settings.test.ts (6 tests) 41ms")
        .assistant("Added openAtLogin (default false) wired to setLoginItemSettings; tests pass. The Linux autostart file isn't done.")
        .user("linux autostart can wait, put it on the backlog")
        .stop(),
    planted: [
      { kind: "decision", keys: ["opt-in"] },
      { kind: "task", keys: ["linux autostart"] },
    ],
  },
  {
    id: "b38-opencode-empty-bisect",
    build: (s) =>
      s
        .user("the tray menu stopped updating between 2.2 and 2.3, can u bisect")
        .bash(
          "git bisect start desktop-v2.3.0 desktop-v2.2.0 && git bisect run npm run test:tray",
          "c41d9e2 is the first bad commit\n    refactor(desktop): move tray to its own module",
        )
        .assistant("First bad commit is c41d9e2, the tray module refactor. It rebuilds the Menu but never calls tray.setContextMenu again.")
        .user("ok fix it")
        .file("Edit", "src/main/tray.ts")
        .bash("npm run test:tray", " ✓ tray menu updates on state change")
        .assistant("Fixed: setContextMenu is called after each rebuild. git bisect reset done too.")
        .stop(),
    planted: [],
  },
  {
    id: "b38-opencode-pr-rule",
    build: (s) =>
      s
        .user("don't push to main directly anymore, even for tiny packaging fixes. branch + PR, and the release-dry-run check has to be green before merge")
        .bash("git switch -c fix/nsis-icon", "Switched to a new branch 'fix/nsis-icon'")
        .assistant("On a branch now. I'll open a PR once the icon fix is in.")
        .file("Edit", "electron-builder.yml")
        .bash("git commit -am 'fix(desktop): nsis installer icon' && gh pr create --fill", "https://github.com/acme/kit/pull/421")
        .assistant("Opened #421; release-dry-run is running.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["push", "main"] },
      { kind: "instruction", keys: ["release-dry-run"] },
    ],
  },
];

export const BLIND38 = plantedSet(BLIND38_SESSIONS, Date.UTC(2026, 10, 2, 9));
