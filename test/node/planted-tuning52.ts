/**
 * Planted set TUNING52. Training set for the sentence classifier (written without reading the extractor).
 *
 * Style: browser extensions, Electron and desktop packaging (manifest v3, code signing,
 * notarization, auto-update, installers) in Codex and OpenCode voice; terse lower-case users
 * with typos. Each session is one segment; the items planted in it are listed with it. Every
 * other message must give nothing: questions, hypotheses, proposals the user rejects or never
 * confirms, withdrawn ideas, unconfirmed guesses, quoted code, logs and tool output (with words
 * like "always", "never", "TODO"), chit-chat, and requests the agent completes in the same
 * session. Where a decision is changed later in a session, only the later one is planted.
 *
 * Matching rule (the one test/node/planted-blind.ts states):
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

const START = Date.UTC(2026, 11, 1, 9);

export const TUNING52_SESSIONS: BlindSession[] = [
  {
    id: "t52-sw-state",
    build: (s) =>
      s
        .user("popup says 'not logged in' randomly after a while. token is in a global in background.js")
        .file("Read", "extension/src/background.js")
        .assistant(
          "**Checking background lifetime**\n\nIn MV3 the background is a service worker; Chrome terminates it after ~30 s without events, so module-level globals are gone when it wakes up again. That matches the random logouts.",
        )
        .user(
          "ugh right, mv3 service worker gets killed when idle, forgot. rule from now on: no state in globals in the background, put it in chrome.storage.session",
        )
        .file("Edit", "extension/src/background.js")
        .assistant("Moved the token to `chrome.storage.session` and read it on each message. Popup stays logged in across worker restarts."),
    planted: [
      { kind: "fact", keys: ["service worker"] },
      { kind: "instruction", keys: ["storage.session"] },
    ],
  },
  {
    id: "t52-trusted-signing",
    build: (s) =>
      s
        .user("windows signing. the ev cert on the usb token is a pain, ci cant use it. options?")
        .bash("signtool verify /pa /v dist/Setup.exe | findstr Expires", "    Expires:   Thu Jan 14 23:59:59 2027")
        .assistant(
          "Options: keep the EV token and sign on a self-hosted runner with the token plugged in, or move to Azure Trusted Signing (cloud HSM, works from hosted runners via `azure/trusted-signing-action`). Current EV cert expires 14 Jan 2027.",
        )
        .user(
          "ok we go with azure trusted signing, done with the token. the ev cert expires jan 14 and we wont renew it. also somebody has to tell finance to cancel the token renewal invoice, not me today",
        )
        .assistant("Noted. I'll switch the workflow to the trusted-signing action; cancelling the renewal with finance is still open."),
    planted: [
      { kind: "decision", keys: ["trusted signing"] },
      { kind: "fact", keys: ["ev cert"] },
      { kind: "task", keys: ["renewal"] },
    ],
  },
  {
    id: "t52-nsis-vs-msi",
    build: (s) =>
      s
        .user("whats the actual diff between nsis and msi targets in electron-builder")
        .assistant(
          "NSIS builds a scriptable .exe installer (per-user by default, supports the updater's differential downloads). MSI is what IT departments deploy with Group Policy/Intune; electron-builder's MSI target is more limited and doesn't support auto-update.",
        )
        .user("k thx, just curious"),
    planted: [],
  },
  {
    id: "t52-notarytool",
    build: (s) =>
      s
        .user("notarization failed again w/ 'invalid credentials'. its using my apple id + app password")
        .bash(
          "xcrun notarytool submit dist/App.dmg --apple-id $APPLE_ID --password $APPLE_APP_PASSWORD --team-id 7XK2QH4M9P --wait",
          "Error: HTTP status code: 401. Invalid credentials. Username or password is incorrect.",
          1,
        )
        .assistant(
          "**Looking at credentials**\n\nApp-specific passwords get revoked when the Apple ID password changes. An App Store Connect API key (`--key`, `--key-id`, `--issuer`) doesn't depend on a person's login.",
        )
        .user(
          "yeah. always notarize with notarytool + the app store connect api key from now on, never a personal apple id. team id is 7XK2QH4M9P btw, thats ours",
        )
        .file("Edit", "scripts/notarize.js")
        .assistant("Switched `scripts/notarize.js` to the API key. Submission accepted, stapled."),
    planted: [
      { kind: "instruction", keys: ["notarytool"] },
      { kind: "fact", keys: ["team id"] },
    ],
  },
  {
    id: "t52-updater-choice",
    build: (s) =>
      s
        .user("need auto update. lets use squirrel.windows + the builtin autoUpdater")
        .bash("cat package.json | jq .build.win.target", '[\n  "nsis"\n]')
        .assistant(
          "Built-in `autoUpdater` on Windows requires Squirrel.Windows installers, but the build currently targets NSIS. Switching target means a different install path and no NSIS customisation.",
        )
        .user("hm no then. scrap squirrel. decision: electron-updater with github releases as the feed, keeps nsis")
        .file("Edit", "src/main/updater.ts")
        .assistant("Wired `electron-updater` with the GitHub provider; checks on launch and every 4 h.")
        .user("good. later we want a staged rollout (stagingPercentage) so a bad build doesnt hit everyone, not now"),
    planted: [
      { kind: "decision", keys: ["electron-updater"] },
      { kind: "task", keys: ["staged rollout"] },
    ],
  },
  {
    id: "t52-bump-version",
    build: (s) => s.user("bump to 2.3.1 pls").bash("npm version patch --no-git-tag-version", "v2.3.1").assistant("Bumped to 2.3.1."),
    planted: [],
  },
  {
    id: "t52-host-perms",
    build: (s) =>
      s
        .user("add <all_urls> to host_permissions so the highlighter works everywhere")
        .file("Read", "extension/manifest.json")
        .assistant(
          "That works technically, but a broad host permission triggers a new warning on update (users must re-accept and the extension gets disabled until they do) and usually a longer review.",
        )
        .user(
          "oh right, last time we added a permission the web store review took 9 days. ok never put <all_urls> in host_permissions. use optional_host_permissions and request at runtime when the user clicks",
        )
        .file("Edit", "extension/manifest.json")
        .assistant("Moved to `optional_host_permissions` with `chrome.permissions.request` in the click handler."),
    planted: [
      { kind: "fact", keys: ["web store"] },
      { kind: "instruction", keys: ["optional_host_permissions"] },
    ],
  },
  {
    id: "t52-crash-guess",
    build: (s) =>
      s
        .user("packaged app crashes on launch on one testers mac. maybe the asar integrity fuse?")
        .bash("npx @electron/fuses read --app dist/mac-arm64/App.app", "EnableEmbeddedAsarIntegrityValidation is Enabled\nRunAsNode is Disabled")
        .assistant("Integrity validation is on. It only fails if the asar was modified after signing; without the crash report I can't tell if that's it.")
        .user("dunno, ill ask him for the crash log. moving on"),
    planted: [],
  },
  {
    id: "t52-dmg-zip",
    build: (s) =>
      s
        .user("mac targets. do we need the zip at all? ppl download the dmg")
        .bash("cat electron-builder.yml | rg -A3 '^mac:'", "mac:\n  target:\n    - dmg\n    - zip")
        .assistant("electron-updater on macOS updates from the `.zip`, not the dmg. Removing zip breaks auto-update.")
        .user(
          "ok so we ship dmg for download + zip for the updater, both, thats settled. and artifact names should always be productName-version-arch, pls set that for every target",
        )
        .file("Edit", "electron-builder.yml")
        .assistant("Set `artifactName` to `productName-version-arch.ext` (as electron-builder macros) for mac, win and linux."),
    planted: [
      { kind: "decision", keys: ["dmg"] },
      { kind: "instruction", keys: ["artifact", "names"] },
    ],
  },
  {
    id: "t52-preact",
    build: (s) =>
      s
        .user("why is popup.js 480kb")
        .bash(
          "npx vite build --config vite.popup.config.ts",
          "dist/popup.js  482.11 kB │ gzip: 151.02 kB\n(!) Some chunks are larger than 400 kB. TODO: consider manualChunks. Always check bundle size before release.",
        )
        .assistant("React + react-dom are ~140 kB of it, the date library another 70 kB. Preact/compat would cut most of the React part.")
        .user("yeah. todo for later: port the popup to preact, not this week"),
    planted: [{ kind: "task", keys: ["preact"] }],
  },
  {
    id: "t52-firefox",
    build: (s) =>
      s
        .user("firefox build wont load, says background.service_worker unsupported")
        .bash("npx web-ext run --source-dir dist/firefox 2>&1 | head -2", "Error: background.service_worker is currently disabled. Add background.scripts.")
        .assistant("Firefox MV3 still wants `background.scripts` (an event page) rather than `service_worker`. We need a per-browser manifest.")
        .user(
          "yep firefox needs background.scripts not service_worker, known thing. i patched the manifest by hand for now. leave a task: add a web-ext lint step to ci for the firefox build",
        )
        .assistant("Left open: `web-ext lint` in CI for the Firefox build."),
    planted: [
      { kind: "fact", keys: ["firefox"] },
      { kind: "task", keys: ["web-ext"] },
    ],
  },
  {
    id: "t52-electron-security",
    build: (s) =>
      s
        .user("renderer uses require('fs') directly, is that ok")
        .file("Read", "src/main/window.ts")
        .assistant(
          "**Reviewing webPreferences**\n\n`nodeIntegration: true`, `contextIsolation: false` and `enableRemoteModule: true`. Any XSS in the renderer becomes full code execution.",
        )
        .user(
          "no its not ok. standing rule: contextIsolation on, nodeIntegration off, renderer only gets what preload exposes via contextBridge. and we drop the remote module entirely, decided",
        )
        .file("Edit", "src/main/window.ts")
        .assistant("Done: isolation on, node off, `@electron/remote` removed, fs calls moved behind `window.api.readFile` in the preload.")
        .user("also at some point audit the shell.openExternal calls, some take urls from the renderer. not today"),
    planted: [
      { kind: "instruction", keys: ["contextbridge"] },
      { kind: "decision", keys: ["remote module"] },
      { kind: "task", keys: ["openexternal"] },
    ],
  },
  {
    id: "t52-fan-noise",
    build: (s) =>
      s
        .user("lol my m1 fan just spun up for the first time ever, webpack watch + 3 electron windows")
        .assistant("That's an achievement on an M1. The watchers are probably polling node_modules."),
    planted: [],
  },
  {
    id: "t52-linux-targets",
    build: (s) =>
      s
        .user("linux: appimage, deb, rpm, snap, flatpak?? too many")
        .bash("cat electron-builder.yml | rg -A6 '^linux:'", "linux:\n  target:\n    - AppImage\n    - deb\n    - snap\n    - rpm")
        .assistant(
          "Each target is a separate artifact to test. Snap needs a store account and confinement review; rpm download numbers were tiny last release.",
        )
        .user(
          "ok: appimage + deb only, no snap, no rpm. final. flatpak also no, flathub rejected us last year bc of the sandbox holes (we need full fs access)",
        )
        .file("Edit", "electron-builder.yml")
        .assistant("Linux targets trimmed to AppImage and deb."),
    planted: [
      { kind: "decision", keys: ["snap"] },
      { kind: "fact", keys: ["flathub"] },
    ],
  },
  {
    id: "t52-node-pty",
    build: (s) =>
      s
        .user("why are we stuck on electron 33")
        .bash("npm ls node-pty && rg -n '\"electron\"' package.json", 'app@2.3.1\n└── node-pty@1.0.0\n12:    "electron": "33.2.1",')
        .assistant("node-pty 1.0.0 has no prebuilt binaries for Electron 34+, and building it on Windows CI failed in the past (issue #212 in our tracker).")
        .user(
          "right, electron 33 is pinned because of node-pty, thats the reason. open item: upgrade to electron 35 once node-pty ships prebuilds. and pin electron exact, no caret ranges ever, an auto minor bump broke signing once",
        )
        .assistant("Kept `33.2.1` exact. Electron 35 upgrade is open."),
    planted: [
      { kind: "fact", keys: ["node-pty"] },
      { kind: "task", keys: ["electron 35"] },
      { kind: "instruction", keys: ["caret"] },
    ],
  },
  {
    id: "t52-tauri-withdrawn",
    build: (s) =>
      s
        .user("what if we rewrote the shell in tauri, 10mb installer instead of 90")
        .assistant(
          "Smaller installers and less RAM, but the main process code (node-pty, sqlite) would need Rust equivalents, and WebKitGTK on Linux renders differently.",
        )
        .user("nah forget it, not rewriting the main process. was just dreaming"),
    planted: [],
  },
  {
    id: "t52-signing-secrets",
    build: (s) =>
      s
        .user("can i just sign locally with the p12 to test the mac build")
        .bash("rg -n 'runs-on' .github/workflows/release.yml", "9:    runs-on: macos-14\n31:    runs-on: windows-2022")
        .assistant(
          "The release workflow signs on the macos-14 runner with the cert from the `MAC_CERT_P12` secret. Locally you could build unsigned with `CSC_IDENTITY_AUTO_DISCOVERY=false`.",
        )
        .user(
          "ok unsigned local builds then. signing certs stay in the ci secret store only, never on dev laptops, pls remember that. mac release builds run on macos-14 runners on github actions",
        )
        .assistant("Understood. Local builds are unsigned; signing happens only in CI."),
    planted: [
      { kind: "instruction", keys: ["laptops"] },
      { kind: "fact", keys: ["macos-14"] },
    ],
  },
  {
    id: "t52-channels",
    build: (s) =>
      s
        .user("release channels. beta testers keep getting stable late")
        .file("Read", "src/main/updater.ts")
        .assistant("The updater reads `allowPrerelease` from settings; channel assignment is manual right now.")
        .user(
          "decided w/ jonas yesterday: builds go to the beta channel first, stable gets the same build one week later if no crash spike. later we need a script to promote a beta release to stable, add it as todo",
        )
        .assistant("Recorded: beta first, stable after a week. A promote script is open."),
    planted: [
      { kind: "decision", keys: ["beta channel"] },
      { kind: "task", keys: ["promote"] },
    ],
  },
  {
    id: "t52-builder-log",
    build: (s) =>
      s
        .user("run the win build and show me the tail")
        .bash(
          "npx electron-builder --win --publish never 2>&1 | tail -4",
          "  • signing with signtool.exe  path=dist\\win-unpacked\\App.exe\n  • building        target=nsis file=dist\\App-2.3.1-x64.exe\n  ⚠ never use 'perMachine' with 'oneClick' unless you always run as admin\n  • building block map  blockMapFile=dist\\App-2.3.1-x64.exe.blockmap",
        )
        .assistant("Build OK: signed exe, NSIS installer and blockmap. The warning is generic electron-builder advice, not triggered by our config.")
        .user("ty"),
    planted: [],
  },
  {
    id: "t52-messaging",
    build: (s) =>
      s
        .user("content script and background talk through a port and it dies when the sw sleeps")
        .file("Read", "extension/src/content.ts")
        .assistant(
          "A `runtime.connect` port keeps the worker alive only while messages flow, then disconnects when the worker is terminated. One-shot `chrome.runtime.sendMessage` calls wake the worker each time.",
        )
        .user(
          "ok, no more long-lived ports, one-shot sendMessage only, decided. and every message type goes in src/shared/messages.ts as one union, dont define message shapes anywhere else",
        )
        .file("Edit", "extension/src/shared/messages.ts")
        .assistant("Replaced the port with `sendMessage`; `Message` union lives in `messages.ts` with 6 variants."),
    planted: [
      { kind: "decision", keys: ["ports"] },
      { kind: "instruction", keys: ["messages.ts"] },
    ],
  },
  {
    id: "t52-store-listing",
    build: (s) =>
      s
        .user("store listing needs a privacy policy url now, cws emailed us")
        .bash("rg -n 'privacy' extension/store/listing.md", "")
        .assistant("The listing has no privacy policy link. Who manages the listing in the developer dashboard?")
        .user(
          "marta, she owns the chrome web store publisher account, only she can edit the listing. we have to ask legal for the privacy policy url first, leave that open, i'll ping them monday",
        )
        .assistant("Open: privacy policy URL from legal, then Marta updates the listing."),
    planted: [
      { kind: "fact", keys: ["marta"] },
      { kind: "task", keys: ["privacy policy"] },
    ],
  },
  {
    id: "t52-icon-done",
    build: (s) =>
      s
        .user("add the 128px icon to the manifest icons, file is in assets/")
        .file("Edit", "extension/manifest.json")
        .bash("jq .icons extension/manifest.json", '{\n  "16": "icons/16.png",\n  "48": "icons/48.png",\n  "128": "icons/128.png"\n}')
        .assistant("Added `icons/128.png` (copied from assets/)."),
    planted: [],
  },
  {
    id: "t52-auto-launch",
    build: (s) =>
      s
        .user("someone complained the app starts at login without asking")
        .bash("rg -n 'setLoginItemSettings' src/main", "src/main/index.ts:44:  app.setLoginItemSettings({ openAtLogin: true })")
        .assistant("It's unconditional in `index.ts`, on every launch.")
        .user("yeah thats bad. auto-launch at login is opt-in, off by default, toggle in settings. thats the call")
        .file("Edit", "src/main/index.ts")
        .assistant("Auto-launch is now off by default and follows the `launchAtLogin` setting."),
    planted: [{ kind: "decision", keys: ["auto-launch"] }],
  },
  {
    id: "t52-per-user",
    build: (s) =>
      s
        .user("installer: per-machine install in program files, cleaner")
        .file("Read", "electron-builder.yml")
        .assistant("Per-machine needs an admin/UAC prompt on install and on every update, which breaks silent auto-update for non-admin users.")
        .user("ugh. ok reverse that: per-user install into localappdata, no uac. final")
        .file("Edit", "electron-builder.yml")
        .assistant("`nsis.perMachine: false`, `oneClick: true`.")
        .user("and the uninstaller leaves the %appdata% folder behind, need uninstall cleanup for that eventually (with a keep-my-data checkbox). todo"),
    planted: [
      { kind: "decision", keys: ["per-user"] },
      { kind: "task", keys: ["uninstall"] },
    ],
  },
  {
    id: "t52-remote-code-question",
    build: (s) =>
      s
        .user("q: can an mv3 extension load js from our cdn at runtime?")
        .assistant(
          "No. MV3 forbids remotely hosted code: all executable JS must ship in the package. Remote JSON config is fine, remote scripts or eval are not.",
        ),
    planted: [],
  },
  {
    id: "t52-csp",
    build: (s) =>
      s
        .user("why did the old mv2 build get rejected in 2024 anyway")
        .bash("git log --oneline --grep 'rejected' | head -2", "a91c2e0 revert: remotely hosted config.js (CWS rejection)")
        .assistant("The commit log shows it: the MV2 build loaded a remotely hosted `config.js`, which the Web Store flagged.")
        .user(
          "right, remotely hosted config script got us rejected. so: leave the extension_pages csp at the default, no eval, no unsafe-inline, ever. if a lib needs eval we dont use the lib",
        )
        .file("Read", "extension/manifest.json")
        .assistant("Manifest has no `content_security_policy` override, so the default applies."),
    planted: [
      { kind: "fact", keys: ["remotely hosted"] },
      { kind: "instruction", keys: ["csp"] },
    ],
  },
  {
    id: "t52-crash-reports",
    build: (s) =>
      s
        .user("crash reporting: we have nothing. sentry or bugsplat or self-hosted crashpad server?")
        .assistant("Sentry's Electron SDK handles JS errors and native minidumps; BugSplat is native-only; a self-hosted crashpad server means running infra.")
        .user("sentry, with minidumps, decided. symbols uploaded in ci")
        .bash("npx @sentry/wizard -i electron --skip-connect", "✔ Added @sentry/electron\n✔ Created sentry.properties")
        .assistant("Added `@sentry/electron` in main and renderer; macOS dSYMs upload in the release workflow.")
        .user("windows pdb upload isnt in there yet, leave it as an open item"),
    planted: [
      { kind: "decision", keys: ["sentry"] },
      { kind: "task", keys: ["pdb"] },
    ],
  },
  {
    id: "t52-hardened-guess",
    build: (s) =>
      s
        .user("notarization log says 'the executable does not have the hardened runtime enabled'... i think its the helper app?")
        .bash(
          "codesign -dv --verbose=2 dist/mac-arm64/App.app/Contents/Frameworks/App\\ Helper.app 2>&1 | rg flags",
          "CodeDirectory v=20500 size=1234 flags=0x10000(runtime) hashes=28+7",
        )
        .assistant("The helper does have the runtime flag. It may be another nested binary; the full notarization log would list the path.")
        .user("meh, will look tomorrow"),
    planted: [],
  },
  {
    id: "t52-version-source",
    build: (s) =>
      s
        .user("manifest says 2.3.0 but package.json 2.3.1, store upload got the wrong one")
        .file("Read", "scripts/build-extension.mjs")
        .assistant("`build-extension.mjs` copies `manifest.json` as is; nothing syncs the version.")
        .user(
          "fix it so package.json is the only source. the manifest.json version is written by the build script, nobody edits it by hand, keep it that way. note chrome needs 1-4 dot separated integers, so no beta suffix like 2.4.0-beta in the manifest",
        )
        .file("Edit", "scripts/build-extension.mjs")
        .assistant("The build writes `version` from package.json, stripping any prerelease part into `version_name`."),
    planted: [
      { kind: "instruction", keys: ["manifest.json", "version"] },
      { kind: "fact", keys: ["beta suffix"] },
    ],
  },
  {
    id: "t52-tray-icon",
    build: (s) =>
      s
        .user("screenshot from QA: tray icon blurry on win at 150% scaling")
        .bash("ls assets/tray", "tray.png\ntray@2x.png")
        .assistant("Only 1x and 2x variants exist; Windows at 150% wants a 24 px icon or an .ico with multiple sizes.")
        .user("not urgent, the tray icon scaling fix is for next release, keep it open"),
    planted: [{ kind: "task", keys: ["tray icon"] }],
  },
  {
    id: "t52-shortcut",
    build: (s) =>
      s
        .user("global shortcut collides with vscode's ctrl+shift+p lol")
        .bash("rg -n 'globalShortcut.register' src/main", "src/main/shortcuts.ts:7:  globalShortcut.register('CommandOrControl+Shift+P', toggle)")
        .assistant("Alternatives with fewer conflicts: `CommandOrControl+Shift+Space` or `Alt+Space` (taken by Windows' window menu).")
        .user("global shortcut is ctrl+shift+space on win/linux, cmd+shift+space on mac. going with that")
        .file("Edit", "src/main/shortcuts.ts")
        .assistant("Registered `CommandOrControl+Shift+Space`."),
    planted: [{ kind: "decision", keys: ["shortcut"] }],
  },
  {
    id: "t52-opencode-small",
    build: (s) =>
      s
        .user("is there a way to see which electron version a user runs from the about box?")
        .assistant("`process.versions.electron` in the preload, shown in About. Want me to add it?")
        .user("nah not needed, just wondered"),
    planted: [],
  },
  {
    id: "t52-deep-links",
    build: (s) =>
      s
        .user("app://open?doc=123 links dont do anything when i run npm start")
        .file("Read", "src/main/protocol.ts")
        .assistant(
          "In dev, the `app://` protocol isn't registered with the OS. The installer registers it on Windows (NSIS `protocols`), and on macOS it comes from `CFBundleURLTypes` in Info.plist.",
        )
        .user("oh so the protocol handler only exists after install. then rule: test deep links against the packaged app, never in npm start")
        .bash("npx electron-builder --dir && open 'app://open?doc=123'", "  • packaging       platform=darwin arch=arm64\nopened doc 123")
        .assistant("Works with the packaged build."),
    planted: [
      { kind: "fact", keys: ["protocol"] },
      { kind: "instruction", keys: ["packaged"] },
    ],
  },
  {
    id: "t52-release-script",
    build: (s) =>
      s
        .user("how did 2.3.0 get to the store, manual upload?")
        .bash("cat package.json | jq -r '.scripts[\"release:chrome\"]'", "node scripts/release-chrome.mjs --bump --zip --upload")
        .assistant("`release:chrome` bumps the version, zips `dist/chrome` and uploads through the Web Store API.")
        .user(
          "yes and only ever release through pnpm release:chrome, no manual zips in the dashboard, the zips had junk in them before. todo: teach the script to publish to edge add-ons too",
        )
        .assistant("Noted. Edge Add-ons publishing is open."),
    planted: [
      { kind: "instruction", keys: ["release:chrome"] },
      { kind: "task", keys: ["edge"] },
    ],
  },
  {
    id: "t52-quoted-todo",
    build: (s) =>
      s
        .user("what does this preload helper do")
        .file("Read", "src/preload/fs.ts")
        .assistant(
          "It wraps `ipcRenderer.invoke('fs:read', path)`. There's a comment on it:\n\n```ts\n// TODO: never call this from untrusted iframes, always check origin first\nexport const readFile = (p: string) => ipcRenderer.invoke('fs:read', p)\n```\n\nThe origin check isn't implemented in this file.",
        )
        .user("ok, thx, just reading around"),
    planted: [],
  },
  {
    id: "t52-fuses",
    build: (s) =>
      s
        .user("security review said to flip electron fuses, which ones")
        .bash(
          "npx @electron/fuses read --app dist/mac-arm64/App.app",
          "RunAsNode is Enabled\nEnableNodeOptionsEnvironmentVariable is Enabled\nEnableEmbeddedAsarIntegrityValidation is Disabled\nOnlyLoadAppFromAsar is Disabled",
        )
        .assistant("Typical hardening: disable RunAsNode and NODE_OPTIONS, enable asar integrity validation and OnlyLoadAppFromAsar.")
        .user("do all four. fuses get flipped in the afterPack hook, thats decided, so every build has them")
        .file("Edit", "scripts/after-pack.js")
        .assistant("`afterPack` now flips the four fuses; verified on the mac build."),
    planted: [{ kind: "decision", keys: ["fuses"] }],
  },
  {
    id: "t52-sqlite",
    build: (s) =>
      s
        .user("postinstall takes 4 min, whats it doing")
        .bash("jq -r .scripts.postinstall package.json", "electron-rebuild -f -w sqlite3")
        .assistant("`electron-rebuild` recompiles the `sqlite3` native module against Electron's headers on every install.")
        .user(
          "ok so electron-rebuild in postinstall is what rebuilds sqlite3, thats why. sqlite3 is also slow + async weird. we switch to better-sqlite3, decided, it has electron prebuilds",
        )
        .file("Edit", "package.json")
        .assistant("Replaced `sqlite3` with `better-sqlite3`; postinstall drops to 20 s."),
    planted: [
      { kind: "fact", keys: ["electron-rebuild"] },
      { kind: "decision", keys: ["better-sqlite3"] },
    ],
  },
  {
    id: "t52-universal",
    build: (s) =>
      s
        .user("we ship two dmgs arm64 + x64, users pick wrong one all the time")
        .bash("ls dist/*.dmg", "dist/App-2.3.1-arm64.dmg\ndist/App-2.3.1-x64.dmg")
        .assistant("A universal build (`arch: universal`) merges both into one app; it roughly doubles the download size.")
        .user("fine, ship one universal dmg, not per-arch. and sometime in 2027 we drop intel support completely, put that on the list")
        .file("Edit", "electron-builder.yml")
        .assistant("Mac target set to `universal`. Dropping Intel support is open for 2027."),
    planted: [
      { kind: "decision", keys: ["universal"] },
      { kind: "task", keys: ["intel"] },
    ],
  },
  {
    id: "t52-run-tests",
    build: (s) => s.user("run unit tests").bash("pnpm vitest run", " Test Files  14 passed (14)\n      Tests  96 passed (96)").assistant("96 tests pass."),
    planted: [],
  },
  {
    id: "t52-update-bucket",
    build: (s) =>
      s
        .user("can i clean up the updates bucket, theres like 40gb of old releases")
        .bash("rclone ls r2:updates | tail -4", "  1204 latest.yml\n  1187 latest-mac.yml\n 94100512 App-2.3.1-x64.exe\n   102400 App-2.3.1-x64.exe.blockmap")
        .assistant(
          "The updater reads `latest.yml` / `latest-mac.yml` from the R2 bucket `updates` (served at updates.foo.app) and downloads the installer named there.",
        )
        .user(
          "ah ok. note: never delete old release files from the bucket, clients on old versions need the previous blockmap for delta downloads. everything else can stay",
        )
        .assistant("Leaving the bucket as is."),
    planted: [
      { kind: "fact", keys: ["latest.yml"] },
      { kind: "instruction", keys: ["blockmap"] },
    ],
  },
  {
    id: "t52-e2e",
    build: (s) =>
      s
        .user("how do we e2e test the extension")
        .bash("rg -n 'launchPersistentContext' e2e/", "e2e/fixtures.ts:12:  const context = await chromium.launchPersistentContext('', {")
        .assistant("`e2e/fixtures.ts` launches Chromium with the unpacked extension through Playwright's persistent context.")
        .user(
          "yes, extension e2e always goes through playwright with launchPersistentContext + headless new, no puppeteer. btw popup-open.spec is flaky, quarantine the flaky test at some point",
        )
        .assistant("OK. Quarantining `popup-open.spec` is open."),
    planted: [
      { kind: "instruction", keys: ["playwright"] },
      { kind: "task", keys: ["flaky"] },
    ],
  },
  {
    id: "t52-wxt-rejected",
    build: (s) =>
      s
        .user("anything to clean up in the extension build setup?")
        .assistant(
          "Suggestion: migrate to WXT. It generates per-browser manifests, handles HMR for content scripts and would remove about 300 lines of custom build code.",
        )
        .user("no. not migrating frameworks rn")
        .assistant("OK, leaving the build as is."),
    planted: [],
  },
  {
    id: "t52-i18n",
    build: (s) =>
      s
        .user("marketing wants french + spanish store listings")
        .bash("ls extension/_locales", "de\nen")
        .assistant("Only `en` and `de` exist. Each locale needs the listing text and all UI strings.")
        .user(
          "no, english + german only for now, decided, we cant support more. en is the source, de comes from lokalise via the sync script. also no hardcoded strings in the popup, everything through chrome.i18n.getMessage",
        )
        .file("Edit", "extension/src/popup/Header.tsx")
        .assistant("Replaced the two hardcoded labels in `Header.tsx` with `getMessage` calls."),
    planted: [
      { kind: "decision", keys: ["german"] },
      { kind: "fact", keys: ["lokalise"] },
      { kind: "instruction", keys: ["getmessage"] },
    ],
  },
  {
    id: "t52-jonas",
    build: (s) =>
      s
        .user("who can add a tester to the apple dev account")
        .bash("rg -n 'apple' docs/OWNERS.md", "4: apple developer account + mac release builds: jonas")
        .assistant("`docs/OWNERS.md` lists Jonas for the Apple developer account and mac release builds.")
        .user("yep jonas holds the apple account, he's in berlin so mornings only. and we release every other tuesday, agreed w/ him last sprint")
        .assistant("Got it."),
    planted: [
      { kind: "fact", keys: ["jonas"] },
      { kind: "decision", keys: ["tuesday"] },
    ],
  },
  {
    id: "t52-chitchat",
    build: (s) =>
      s
        .user("friday. brain is mush. anything fun in electron 34 release notes?")
        .assistant("The headline is the new `WebContentsView` replacing `BrowserView`, plus a Chromium 132 bump."),
    planted: [],
  },
  {
    id: "t52-side-panel",
    build: (s) =>
      s
        .user("popup closes whenever user clicks the page, annoying for the notes feature")
        .file("Read", "extension/manifest.json")
        .assistant("`chrome.sidePanel` (Chrome 114+) stays open while the user works in the page. It needs the `sidePanel` permission.")
        .user("ok move the main ui to the side panel, popup becomes a launcher. decided. need to check if edge supports it the same way, later")
        .file("Edit", "extension/manifest.json")
        .assistant("Main UI now in `sidepanel.html`; popup has a single open button."),
    planted: [
      { kind: "decision", keys: ["side panel"] },
      { kind: "task", keys: ["edge"] },
    ],
  },
  {
    id: "t52-ipc-validate",
    build: (s) =>
      s
        .user("ipcMain.handle('file:save') takes a path from renderer and writes it. thats sketchy right")
        .file("Read", "src/main/ipc.ts")
        .assistant("Yes: any renderer script can write anywhere the user can. The handler doesn't check the path or payload.")
        .user("yes. rule: treat the renderer as untrusted, validate every ipc payload in main with zod before doing anything")
        .file("Edit", "src/main/ipc.ts")
        .assistant("Added zod schemas per channel in `ipc.ts`; `file:save` only accepts paths under the documents dir."),
    planted: [{ kind: "instruction", keys: ["ipc"] }],
  },
  {
    id: "t52-smartscreen",
    build: (s) =>
      s
        .user("users still get the smartscreen 'windows protected your pc' even w/ the new signing")
        .bash("signtool verify /pa dist/App-2.3.1-x64.exe", "Successfully verified: dist/App-2.3.1-x64.exe")
        .assistant("The signature is valid. SmartScreen reputation is per certificate; a new cert starts with none.")
        .user(
          "yeah confirmed w/ microsoft support: smartscreen warning goes away only after the cert builds reputation, a few thousand installs. nothing to do but wait. also codesign --verify --deep --strict on the mac app before every upload pls, always",
        )
        .assistant("Will do."),
    planted: [
      { kind: "fact", keys: ["smartscreen"] },
      { kind: "instruction", keys: ["codesign --verify"] },
    ],
  },
  {
    id: "t52-entitlements",
    build: (s) =>
      s
        .user("why do we have allow-jit in entitlements")
        .bash(
          "cat build/entitlements.mac.plist | rg -o 'com.apple.security.cs.[a-z-]+'",
          "com.apple.security.cs.allow-jit\ncom.apple.security.cs.allow-unsigned-executable-memory",
        )
        .assistant("`allow-unsigned-executable-memory` was needed for old V8 flags in the main process; `allow-jit` is what Electron itself needs.")
        .user("hm ok. remove the allow-unsigned-executable-memory entitlement once we drop the v8 flags, todo, not today"),
    planted: [{ kind: "task", keys: ["allow-unsigned-executable-memory"] }],
  },
  {
    id: "t52-offscreen",
    build: (s) =>
      s
        .user("copy to clipboard from the context menu does nothing")
        .file("Read", "extension/src/background.js")
        .assistant(
          "**Checking clipboard path**\n\nThe service worker has no DOM, so `navigator.clipboard` is undefined there. MV3 needs an offscreen document (`chrome.offscreen.createDocument` with reason `CLIPBOARD`) for clipboard writes from the background.",
        )
        .user(
          "ah. so clipboard from background needs an offscreen document, good to know. cant do it today though, move the clipboard copy to an offscreen doc next time",
        ),
    planted: [
      { kind: "fact", keys: ["offscreen"] },
      { kind: "task", keys: ["clipboard"] },
    ],
  },
];

/** The set: events, segments and scoring of TUNING52_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const TUNING52 = plantedSet(TUNING52_SESSIONS, START);
