/**
 * Planted set "tuning16" for the offline long-term-memory extractor: developer tools and CLIs,
 * in the voice of a Grok CLI / Claude Code / Codex session. Training set for the sentence
 * classifier (written without reading the extractor). It was written independently of
 * src/core/memories/extract.ts and of the other planted sets' sessions, from issue 19's
 * description of what should and should not be remembered. Many decisions are taken by picking
 * one of the agent's options in a short reply ("3", "go with b", "the sqlite one"); other
 * options are rejected, and some decisions are superseded later in the same session.
 *
 * Each session is one segment; the items planted in it are listed with it: 72 items (20
 * decisions, 17 instructions, 17 facts, 18 tasks) in 52 sessions, 14 of which plant nothing.
 * Every other message must give nothing: questions, hypotheses, proposals the user rejects or
 * never confirms, withdrawn ideas, unconfirmed guesses, quoted code, logs and tool output with
 * "always" / "never" / "TODO" in them, chit-chat, and requests done in the same session.
 *
 * Matching rule (fixed before any extractor was run on this set; the one of planted-blind.ts):
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

const START = Date.UTC(2026, 10, 2, 9);

export const TUNING16_SESSIONS: BlindSession[] = [
  {
    id: "t16-01-arg-parser",
    planted: [
      { kind: "decision", keys: ["citty"] },
      { kind: "instruction", keys: ["dependencies"] },
    ],
    build: (s) =>
      s
        .user("need a real arg parser for the cli, the hand rolled one in src/cli/args.ts is falling apart with subcommands. options?")
        .file("Read", "src/cli/args.ts")
        .assistant(
          "I'll keep it short. Three reasonable picks:\n1. commander — most popular, ~180 KB installed, class-based API\n2. yargs — powerful but heavy, pulls in several deps\n3. citty — tiny, typed subcommands, from unjs\nGiven the hook client has to start fast, I'd lean 1 or 3.",
        )
        .user("3. citty. commander is fine but i dont want the weight")
        .file("Edit", "src/cli/args.ts")
        .bash("pnpm tsc --noEmit", "")
        .assistant("Switched src/cli/args.ts to citty's `defineCommand`; typecheck is clean.")
        .user("nice. btw never add dependencies to the hook client without asking me first, even small ones")
        .assistant("Understood — I'll ask before adding any dependency to hook-client/."),
  },
  {
    id: "t16-02-config-format",
    planted: [
      { kind: "decision", keys: ["yaml"] },
      { kind: "fact", keys: ["git bash"] },
    ],
    build: (s) =>
      s
        .user("what format should the user config be in")
        .assistant(
          "Options:\n(a) TOML — nice for humans, but the good parsers are ~60 KB\n(b) YAML — everyone knows it, `yaml` package is solid\n(c) JSON — zero deps but no comments\nWhich one?",
        )
        .user("not toml, nobody on the team writes it. go with b")
        .bash("pnpm add yaml", "+ yaml 2.6.1\nDone in 1.8s")
        .file("Write", "src/config/load.ts")
        .assistant("Config now loads from YAML via the `yaml` package; added a loader in src/config/load.ts.")
        .user("fyi most of our windows users are on git bash, not powershell, so test the path handling there")
        .assistant("Noted, I'll check path handling under Git Bash."),
  },
  {
    id: "t16-03-lint-fix",
    planted: [],
    build: (s) =>
      s
        .user("lint is red on main, can u fix")
        .bash(
          "pnpm biome check .",
          "src/cli/print.ts:14:3 lint/style/useConst  This let declares a variable that is only assigned once.\n  ! 'always' prefer const\nFound 1 error.",
          1,
        )
        .file("Edit", "src/cli/print.ts")
        .bash("pnpm biome check .", "Checked 88 files in 41ms. No fixes applied.")
        .assistant("Fixed the `let` → `const` in src/cli/print.ts; biome is clean now.")
        .user("ty")
        .assistant("Anytime."),
  },
  {
    id: "t16-04-release-tooling",
    planted: [
      { kind: "decision", keys: ["release-please"] },
      { kind: "task", keys: ["changelog"] },
    ],
    build: (s) =>
      s
        .user("how do we want to cut releases? doing it by hand is getting old")
        .bash("git tag --sort=-v:refname | head -3", "v0.3.4\nv0.3.3\nv0.3.2")
        .assistant(
          "We could use changesets, where each PR carries a small markdown file and a bot opens the version PR, or release-please, which derives versions from conventional commit messages. Changesets is more explicit; release-please needs nothing from contributors.",
        )
        .user("release-please one. people wont remember to add changeset files")
        .file("Write", ".github/workflows/release-please.yml")
        .assistant("Added .github/workflows/release-please.yml with the node release type.")
        .user("the CHANGELOG for 0.3.x is basically empty, we need to backfill it at some point. not now tho")
        .assistant("OK, leaving the changelog backfill for later."),
  },
  {
    id: "t16-05-version-bump",
    planted: [
      { kind: "instruction", keys: ["version.ts"] },
      { kind: "fact", keys: ["otp"] },
    ],
    build: (s) =>
      s
        .user("bump to 0.3.5")
        .file("Edit", "package.json")
        .bash("grep -rn '0.3.4' hook-client/", 'hook-client/version.ts:1:export const VERSION = "0.3.4";')
        .file("Edit", "hook-client/version.ts")
        .assistant("Bumped package.json and hook-client/version.ts to 0.3.5 (the second one still had 0.3.4).")
        .user("yeah whenever you bump the version do both package.json and hook-client/version.ts, they drift constantly")
        .user("and dont try to publish, npm publish needs the OTP from Dana's yubikey so only she can do it")
        .assistant("Got it. I'll stop at the version bump."),
  },
  {
    id: "t16-06-logger",
    planted: [{ kind: "decision", keys: ["consola"] }],
    build: (s) =>
      s
        .user("lets use pino for logging in the cli")
        .bash("pnpm add pino", "+ pino 9.5.0")
        .file("Edit", "src/cli/log.ts")
        .bash("bun run src/cli/index.ts status", "error: Cannot find module 'thread-stream/lib/worker.js'", 1)
        .assistant(
          "pino's transport spawns a worker thread and that path doesn't resolve under bun. I can configure it without transports, or we pick something else.",
        )
        .user("scratch pino then. use consola, it already handles the fancy tty output")
        .bash("pnpm remove pino && pnpm add consola", "- pino 9.5.0\n+ consola 3.2.3")
        .file("Edit", "src/cli/log.ts")
        .assistant("Replaced pino with consola in src/cli/log.ts; `status` runs under bun again."),
  },
  {
    id: "t16-07-spinner-flicker",
    planted: [],
    build: (s) =>
      s
        .user("why does the spinner flicker like crazy on windows terminal?")
        .assistant(
          "Probably because we redraw the whole line every 80ms with `\\r` and Windows Terminal repaints slower. Could also be the cursor show/hide escape codes. Let me check.",
        )
        .file("Read", "src/cli/spinner.ts")
        .bash("rg -n 'setInterval' src/cli/spinner.ts", "12:  const timer = setInterval(render, 80);")
        .user("can you just bump the interval to 120 and see")
        .file("Edit", "src/cli/spinner.ts")
        .assistant("Changed the interval to 120ms in src/cli/spinner.ts. Worth a look on your machine."),
  },
  {
    id: "t16-08-status-json",
    planted: [
      { kind: "task", keys: ["json", "status"] },
      { kind: "fact", keys: ["arm64"] },
      { kind: "instruction", keys: ["flags.ts"] },
    ],
    build: (s) =>
      s
        .user("the ci build for the native module failed again?")
        .bash(
          "gh run view 8812 --log-failed | tail -4",
          "prebuild: no prebuilt binary for linux-arm64\nnode-gyp rebuild\ngyp ERR! stack Error: not found: make",
          1,
        )
        .assistant("It's failing in the `prebuild` step: there's no prebuilt binary for linux-arm64 and the image has no `make`.")
        .user("right, our CI runners are all arm64 (ubuntu-24.04-arm), thats why. ill sort out the image myself")
        .user("separately, todo for next week: `amem status` needs a --json output so scripts can read it. dont do it now")
        .file("Read", "src/cli/flags.ts")
        .assistant("Noted for next week. The current flags live in src/cli/flags.ts; the status command has no output format option yet.")
        .user("yes and new flags always go in the flags.ts registry, never declared inline in a command"),
  },
  {
    id: "t16-09-colors",
    planted: [
      { kind: "instruction", keys: ["emoji"] },
      { kind: "decision", keys: ["styletext"] },
    ],
    build: (s) =>
      s
        .user("pls stop putting emoji in the CLI output. plain ascii only, it breaks in half the terminals people use")
        .bash("rg -n '[✅❌🚀]' src/cli | wc -l", "9")
        .file("Edit", "src/cli/print.ts")
        .assistant(
          "Removed the 9 emoji from src/cli. While I'm here: for colors we currently hand-roll ANSI codes. Options:\n1) chalk\n2) picocolors\n3) node's built-in `util.styleText` (Node 20.12+)",
        )
        .user("the third")
        .file("Edit", "src/cli/print.ts")
        .bash("pnpm vitest run test/print.test.ts", " ✓ test/print.test.ts (6 tests)")
        .assistant("print.ts now uses `util.styleText`; the 6 print tests pass."),
  },
  {
    id: "t16-10-cf-access",
    planted: [
      { kind: "fact", keys: ["cloudflare access"] },
      { kind: "task", keys: ["service token"] },
    ],
    build: (s) =>
      s
        .user("curl the prod /health for me")
        .bash("curl -s -o /dev/null -w '%{http_code}' https://api.amem.dev/health", "302")
        .assistant("Got a 302, it's redirecting to a login page. Is something in front of the API?")
        .user("yeah the prod api sits behind Cloudflare Access, so curl needs the CF-Access-Client-Id/Secret service token headers. they're in 1password")
        .bash('curl -s -H "CF-Access-Client-Id: $CF_ID" -H "CF-Access-Client-Secret: $CF_SECRET" https://api.amem.dev/health', '{"ok":true}')
        .assistant('With the headers, /health returns `{"ok":true}`.')
        .user("also that service token expires dec 15, we still have to rotate it before then. remind me"),
  },
  {
    id: "t16-11-rename-flag",
    planted: [],
    build: (s) =>
      s
        .user("rename --dir to --cwd everywhere")
        .bash(
          "rg -n -- '--dir' src",
          "src/cli/flags.ts:22:  dir: { type: 'string', description: '--dir (TODO: remove after 0.4)' },\nsrc/cli/run.ts:40:  // always resolve --dir relative to process.cwd()",
        )
        .file("Edit", "src/cli/flags.ts")
        .file("Edit", "src/cli/run.ts")
        .bash("pnpm vitest run", " Test Files  14 passed (14)")
        .assistant("Renamed `--dir` to `--cwd` in flags.ts and run.ts (including the comments); all 14 test files pass."),
  },
  {
    id: "t16-12-bundler",
    planted: [
      { kind: "decision", keys: ["tsup"] },
      { kind: "instruction", keys: ["bundle"] },
      { kind: "task", keys: ["size-limit"] },
    ],
    build: (s) =>
      s
        .user("the hook client build is a mess of tsc + a shell script. what should we bundle with")
        .assistant(
          "I'd consider esbuild directly (fast, minimal config), tsup (esbuild plus dts and sane defaults), or rolldown (fast, but still pre-1.0). Any preference?",
        )
        .user("not rolldown, too early for us. tsup")
        .bash("pnpm add -D tsup && pnpm tsup hook-client/index.ts --format esm --minify", "ESM dist/index.mjs 143.21 KB\nESM ⚡️ Build success in 61ms")
        .assistant("Built with tsup: dist/index.mjs is 143 KB minified.")
        .user("good. the hook client bundle has to stay under 200 KB, check it every time you touch its deps")
        .user("and someone needs to wire size-limit into CI so we dont rely on me remembering. later")
        .assistant("OK — I'll check the bundle size when deps change, and leave the CI size-limit check for later."),
  },
  {
    id: "t16-13-staging-cron",
    planted: [{ kind: "fact", keys: ["staging", "cron"] }],
    build: (s) =>
      s
        .user("the nightly cleanup didnt run on staging??")
        .bash("npx wrangler deployments list --env staging | head -3", "Created: 2026-11-14T08:12:00Z  Author: ci@acme  Version: 3f9a…")
        .assistant("The last staging deploy was the 14th. Maybe the cron trigger got dropped from wrangler.toml in that deploy?")
        .bash("grep -n crons wrangler.toml", '41:crons = ["*/5 * * * *"]')
        .user(
          "no its there. staging is on the free plan, the cron there only fires every 10 min at best and gets skipped under load, that's known. prod is fine",
        )
        .assistant("Thanks, that explains the gap on staging."),
  },
  {
    id: "t16-14-flaky-tz",
    planted: [],
    build: (s) =>
      s
        .user("test/format-date.test.ts fails like 1 in 5 runs. maybe timezone?? not sure")
        .bash("TZ=UTC pnpm vitest run test/format-date.test.ts", " ✓ test/format-date.test.ts (4 tests)")
        .bash("TZ=America/Los_Angeles pnpm vitest run test/format-date.test.ts", " ✓ test/format-date.test.ts (4 tests)")
        .assistant("Both timezones pass, so it might not be TZ. Could be the `Date.now()` call crossing a second boundary, but I can't reproduce it yet.")
        .user("hm ok. maybe its the ci clock. whatever, lets look another day")
        .assistant("Sure."),
  },
  {
    id: "t16-15-completions",
    planted: [
      { kind: "decision", keys: ["completion"] },
      { kind: "task", keys: ["fish"] },
    ],
    build: (s) =>
      s
        .user("shell completions. do we vendor the scripts in the repo or generate them")
        .assistant(
          "Either works. Vendoring means committed `completions/amem.bash` and `.zsh` files that drift from the flags; generating means an `amem completion <shell>` subcommand that prints them from the command definitions at runtime.",
        )
        .user("generate them, we already drift enough")
        .file("Write", "src/cli/commands/completion.ts")
        .bash("pnpm tsx src/cli/index.ts completion zsh | head -2", "#compdef amem\n_amem() {")
        .assistant("Added `amem completion <bash|zsh>`, generated from the command defs.")
        .user("cool. fish completions someday too, only zsh+bash for now"),
  },
  {
    id: "t16-16-commits-owner",
    planted: [
      { kind: "instruction", keys: ["conventional commits"] },
      { kind: "fact", keys: ["marco"] },
    ],
    build: (s) =>
      s
        .user("commit this")
        .bash("git add -A && git commit -m 'update stuff'", "[feat/hooks 1c2d3e4] update stuff\n 3 files changed")
        .user("ugh no. commit messages here are conventional commits, scope = the package name, like `fix(hook-client): ...`. amend it")
        .bash("git commit --amend -m 'fix(hook-client): retry spool flush on EAGAIN'", "[feat/hooks 9a8b7c6] fix(hook-client): retry spool flush on EAGAIN")
        .assistant("Amended to `fix(hook-client): retry spool flush on EAGAIN`.")
        .user("also heads up since you touched the spool: Marco owns the hook client wire format, anything that changes the payload goes through him")
        .assistant("Understood."),
  },
  {
    id: "t16-17-log-level",
    planted: [{ kind: "decision", keys: ["log level", "warn"] }],
    build: (s) =>
      s
        .user("default log level should be info i think")
        .file("Edit", "src/cli/log.ts")
        .bash("pnpm tsx src/cli/index.ts sync", "ℹ reading config\nℹ 3 hooks found\nℹ spool empty\nℹ contacting api\nℹ synced 0 events")
        .assistant("Set the default to info. That's what `sync` prints now.")
        .user("ok thats way too chatty. actually make the default log level warn, info only with -v")
        .file("Edit", "src/cli/log.ts")
        .bash("pnpm tsx src/cli/index.ts sync", "")
        .assistant("Default is warn now; `sync` is silent on success."),
  },
  {
    id: "t16-18-wrapup",
    planted: [],
    build: (s) =>
      s
        .user("ok im done for today i think")
        .bash("git status --short", "")
        .assistant("Working tree is clean, nothing left uncommitted.")
        .user("lol never mind, one more: what was the name of that tui library you mentioned yesterday")
        .assistant("I don't keep memory between sessions on my own, but the common ones are ink, blessed and terminal-kit.")
        .user("ink probably. thanks, night"),
  },
  {
    id: "t16-19-windows-paths",
    planted: [
      { kind: "task", keys: ["toposix"] },
      { kind: "fact", keys: ["node 18"] },
    ],
    build: (s) =>
      s
        .user("windows user says `amem init` writes C:\\\\ paths into the hooks json")
        .file("Read", "src/util/paths.ts")
        .assistant(
          "`toPosix` in src/util/paths.ts only swaps separators and leaves the drive letter, so `C:\\Users` becomes `C:/Users`. Grok's hooks runner expects the MSYS form there.",
        )
        .user("ok leave it for now, not touching it this week. open a ticket, we fix toPosix later")
        .bash("gh issue create --title 'toPosix keeps drive letters on Windows' --body 'see src/util/paths.ts'", "https://github.com/acme/amem/issues/212")
        .assistant("Opened #212 for it.")
        .user("and before you reach for fs.glob or whatever: min supported version for the CLI is node 18, enterprise people are stuck on it"),
  },
  {
    id: "t16-20-git-access",
    planted: [{ kind: "decision", keys: ["spawn"] }],
    build: (s) =>
      s
        .user("need current branch + dirty state in `amem status`")
        .assistant(
          "Three ways:\n(a) spawn `git` directly (`git rev-parse`, `git status --porcelain`)\n(b) isomorphic-git — pure JS, big\n(c) simple-git — wrapper around spawning git anyway\nI'd go with (a).",
        )
        .user("a. no extra deps")
        .file("Edit", "src/cli/commands/status.ts")
        .bash("pnpm tsx src/cli/index.ts status", "branch: feat/status  dirty: yes")
        .assistant("`status` now spawns git directly and prints branch and dirty state."),
  },
  {
    id: "t16-21-publish",
    planted: [
      { kind: "instruction", keys: ["publish"] },
      { kind: "task", keys: ["provenance"] },
    ],
    build: (s) =>
      s
        .user("tag 0.3.5")
        .bash("git tag v0.3.5 && git push origin v0.3.5", "To github.com:acme/amem.git\n * [new tag]         v0.3.5 -> v0.3.5")
        .assistant("Tagged and pushed v0.3.5. Want me to run `npm publish` too?")
        .user("no. dont ever run npm publish yourself, just prepare the tag and stop")
        .assistant("Understood, tag only.")
        .user("we also need to set up npm provenance for publishes at some point, not today"),
  },
  {
    id: "t16-22-frozen-lockfile",
    planted: [],
    build: (s) =>
      s
        .user("what does --frozen-lockfile actually do in pnpm? ci uses it")
        .bash("pnpm install --help | grep -A1 frozen", "--frozen-lockfile  Don't generate a lockfile and fail if an update is needed.")
        .assistant("It makes install fail if pnpm-lock.yaml would have to change, so CI never silently resolves different versions than what's committed.")
        .user("and is it the default in ci?")
        .assistant("Yes — pnpm turns it on automatically when it detects CI, so the flag there is redundant but harmless."),
  },
  {
    id: "t16-23-telemetry",
    planted: [
      { kind: "fact", keys: ["telemetry"] },
      { kind: "decision", keys: ["batch"] },
    ],
    build: (s) =>
      s
        .user("we're getting 429s from telemetry")
        .bash("rg -c '429' ~/.amem/logs/client.log", "57")
        .assistant("57 429s in the client log. Do you know the limit on that endpoint?")
        .user("the telemetry endpoint is rate limited at 100 req/min per IP, it's on the vendor side, we cant change it")
        .assistant("Then either we batch events client-side (say every 30s), or drop low-value events, or sample.")
        .user("batching. flush every 30s or at 50 events whichever first")
        .file("Edit", "hook-client/telemetry.ts")
        .bash("pnpm vitest run hook-client/test/telemetry.test.ts", " ✓ hook-client/test/telemetry.test.ts (5 tests)")
        .assistant("Telemetry now batches: flush every 30s or at 50 events. Tests pass."),
  },
  {
    id: "t16-24-single-binary",
    planted: [
      { kind: "decision", keys: ["sea"] },
      { kind: "task", keys: ["sign"] },
    ],
    build: (s) =>
      s
        .user("people keep asking for a single binary instead of npm install")
        .assistant(
          "Options:\n1. pkg — deprecated by vercel, I'd avoid\n2. `bun build --compile` — easy, but then we ship the bun runtime\n3. Node single executable applications (SEA) — official, a bit more plumbing\nI could also just rewrite the entry in Deno and use `deno compile`?",
        )
        .user("no deno, no bun. node SEA, we stay on node")
        .bash("node --experimental-sea-config sea-config.json", "Wrote single executable preparation blob to sea-prep.blob")
        .assistant("Generated the SEA blob; next step is injecting it with postject.")
        .user("k. we'll also have to sign the windows binaries eventually or smartscreen eats them. later")
        .assistant("Right, leaving Windows signing for later."),
  },
  {
    id: "t16-25-e2e",
    planted: [{ kind: "instruction", keys: ["e2e"] }],
    build: (s) =>
      s
        .user("run the e2e tests")
        .bash("pnpm test:e2e", "Error: Cannot find module '/home/dev/src/app/packages/cli/dist/index.mjs'", 1)
        .bash("pnpm -r build && pnpm test:e2e", " ✓ e2e/init.test.ts (3 tests)\n ✓ e2e/sync.test.ts (4 tests)")
        .assistant("The e2e tests run against dist/, which wasn't built. After `pnpm -r build` all 7 pass.")
        .user("yep. always run pnpm -r build before e2e, they use dist not src"),
  },
  {
    id: "t16-26-retry",
    planted: [],
    build: (s) =>
      s
        .user("sync hung again")
        .bash(
          "tail -3 ~/.amem/logs/client.log",
          "2026-11-26T08:01:12Z warn flush: promise never resolved after 30000ms\n2026-11-26T08:01:12Z info always retrying with backoff\n2026-11-26T08:01:13Z info flushed 12 events",
          0,
        )
        .assistant("The log shows a flush that timed out once, then a retry that flushed 12 events. It recovered on its own.")
        .user("weird. try it again")
        .bash("pnpm tsx src/cli/index.ts sync", "")
        .assistant("Ran clean this time, no hang."),
  },
  {
    id: "t16-27-doctor",
    planted: [
      { kind: "task", keys: ["doctor"] },
      { kind: "fact", keys: ["settings.json"] },
    ],
    build: (s) =>
      s
        .user("why arent the hooks firing in grok? i ran amem init in the project")
        .bash("ls .grok/ ~/.grok/", "ls: cannot access '.grok/': No such file or directory\n/home/dev/.grok/:\nsessions  settings.json")
        .assistant("There's no project-level .grok directory. Does the Grok CLI read hooks per project at all?")
        .user("no, grok only reads hooks from ~/.grok/settings.json, never the project dir. init has to write there")
        .file("Edit", "src/cli/commands/init.ts")
        .assistant("`init` now writes the hooks into ~/.grok/settings.json for the grok agent.")
        .user("we should have an `amem doctor` command that checks the hooks are actually installed per agent. park it, next sprint"),
  },
  {
    id: "t16-28-local-queue",
    planted: [
      { kind: "decision", keys: ["node:sqlite"] },
      { kind: "instruction", keys: ["builtin"] },
    ],
    build: (s) =>
      s
        .user("the spool file gets corrupted when two hooks write at once")
        .bash("tail -c 200 ~/.amem/spool.jsonl", '{"type":"tool_use","id":"01J{"type":"user_message"')
        .assistant(
          "Interleaved writes, yes. For the local queue we could keep the JSONL file with a lockfile, or use a sqlite db — either better-sqlite3 or the built-in node:sqlite.",
        )
        .user("the sqlite one, node:sqlite")
        .file("Write", "hook-client/spool.ts")
        .assistant("Spool moved to node:sqlite with WAL mode; concurrent writers no longer interleave.")
        .user("in general prefer the node: builtins over npm packages wherever they exist")
        .assistant("Will do."),
  },
  {
    id: "t16-29-macos-ci",
    planted: [
      { kind: "fact", keys: ["codesign"] },
      { kind: "task", keys: ["notarization"] },
    ],
    build: (s) =>
      s
        .user("why is the macos job so slow")
        .bash(
          "gh run view 8840 --json jobs -q '.jobs[] | select(.name==\"macos\") | .steps[] | [.name, .completedAt]'",
          '["codesign","..."]\n["notarize","..."]',
        )
        .assistant("Most of the 14 minutes is in the codesign and notarize steps, not the tests.")
        .user("yeah the macos job is ~14 min because of codesign, that's expected, apple is slow")
        .user("we should cache the notarization result for unchanged binaries tho. later"),
  },
  {
    id: "t16-30-path-nvm",
    planted: [],
    build: (s) =>
      s
        .user("hook says `node: command not found` when grok runs it")
        .assistant(
          "Could be that grok runs hooks in a non-interactive shell, so nvm's PATH setup in .bashrc never runs. Or the hook command uses a relative node path.",
        )
        .bash("grep -n node ~/.grok/settings.json | head -2", '9:            "command": "node \\"$HOME/.amem/hook-client.mjs\\" --agent grok",')
        .user("maybe. or maybe its my machine being weird")
        .assistant("If you want, I can make init write the absolute path of `process.execPath` instead of plain `node`.")
        .user("hmm not sure yet, lemme check on the other laptop first"),
  },
  {
    id: "t16-31-snapshots-ts",
    planted: [
      { kind: "instruction", keys: ["no-color"] },
      { kind: "decision", keys: ["typescript", "5.6"] },
      { kind: "task", keys: ["5.7"] },
    ],
    build: (s) =>
      s
        .user("snapshot tests fail on my machine but pass in ci")
        .bash("pnpm vitest run test/help.test.ts", "- Usage: amem <command>\n+ \\u001b[1mUsage:\\u001b[22m amem <command>", 1)
        .assistant("Your terminal supports color so the snapshots get ANSI codes; CI has no TTY.")
        .user("right. run the cli with --no-color in every snapshot test, always")
        .file("Edit", "test/help.test.ts")
        .bash("pnpm vitest run test/help.test.ts", " ✓ test/help.test.ts (3 tests)")
        .assistant("Added `--no-color` to the snapshot runs; passes locally.")
        .user("also the ts 5.7 beta broke our decorators. we pin typescript to 5.6 until that settles")
        .bash("pnpm add -D typescript@~5.6.3", "+ typescript 5.6.3")
        .user("revisit the pin once 5.7 is stable, put it on the list"),
  },
  {
    id: "t16-32-bin-name",
    planted: [{ kind: "decision", keys: ["amem"] }],
    build: (s) =>
      s
        .user("amem is long to type. lets call the bin `am`")
        .file("Edit", "package.json")
        .bash("pnpm link --global && am --version", "0.3.5")
        .assistant("The bin is `am` now.")
        .user("no wait, `am` clashes with `git am` in my head and zsh has an alias for it. keep the bin name amem")
        .file("Edit", "package.json")
        .assistant("Reverted to `amem`."),
  },
  {
    id: "t16-33-hook-timeout",
    planted: [
      { kind: "fact", keys: ["timeout"] },
      { kind: "task", keys: ["configurable"] },
    ],
    build: (s) =>
      s
        .user("some PostToolUse events go missing in grok")
        .bash("grep -c 'killed' ~/.grok/logs/hooks.log", "23")
        .assistant("23 hook runs were killed. Is there a time limit on hooks?")
        .user("yes grok kills hooks after a 5 second timeout, hard. the client has to exit fast and spool the rest")
        .file("Edit", "hook-client/index.ts")
        .assistant("The client now spools and exits, flushing in a detached child.")
        .user("follow up for later: ask the grok folks whether that timeout is configurable per hook"),
  },
  {
    id: "t16-34-legacy-pkg",
    planted: [
      { kind: "task", keys: ["amem-legacy"] },
      { kind: "instruction", keys: ["force-push"] },
    ],
    build: (s) =>
      s
        .user("rebase release/0.3 on main")
        .bash("git rebase main release/0.3", "Successfully rebased and updated refs/heads/release/0.3.")
        .assistant("Rebased. It diverged from origin so I'd need to force-push it.")
        .user("no!! never force-push release branches. make a new branch and open a PR")
        .bash("git switch -c chore/rebase-0.3 && git push -u origin chore/rebase-0.3", "branch 'chore/rebase-0.3' set up to track 'origin/chore/rebase-0.3'.")
        .assistant("Pushed chore/rebase-0.3 instead.")
        .user("after the 1.0 release we still need to deprecate and delete the old amem-legacy npm package"),
  },
  {
    id: "t16-35-error-case",
    planted: [],
    build: (s) =>
      s
        .user("lowercase the error message in parseArgs, it says 'Unknown Flag'")
        .file("Edit", "src/cli/args.ts")
        .bash("pnpm vitest run test/args.test.ts", " ✓ test/args.test.ts (11 tests)")
        .assistant("Now it says `unknown flag: --foo`; tests updated and passing.")
        .user("👍"),
  },
  {
    id: "t16-36-verbose-alias",
    planted: [{ kind: "decision", keys: ["alias"] }],
    build: (s) =>
      s
        .user("a user filed that `amem -v` prints verbose logs instead of the version")
        .assistant(
          "Two options:\n1. keep `-v` for verbose and add `-V` for version\n2. drop the `-v` short alias for verbose, so `-v` means version like most CLIs",
        )
        .user("2")
        .file("Edit", "src/cli/flags.ts")
        .bash("pnpm tsx src/cli/index.ts -v", "0.3.5")
        .assistant("Dropped the `-v` alias for verbose; `-v` prints the version now."),
  },
  {
    id: "t16-37-docs-site",
    planted: [
      { kind: "fact", keys: ["mintlify"] },
      { kind: "instruction", keys: ["npx"] },
    ],
    build: (s) =>
      s
        .user("update the quickstart in docs/")
        .file("Read", "docs/quickstart.mdx")
        .assistant("Where does this get published? I don't see a build config.")
        .user("docs site is built by mintlify, it deploys on every push to the docs branch. no config in this repo")
        .file("Edit", "docs/quickstart.mdx")
        .assistant("Updated the quickstart with `npm i -g amem` then `amem init`.")
        .user("write the examples with npx amem, not a global install. thats the rule for all docs")
        .file("Edit", "docs/quickstart.mdx"),
  },
  {
    id: "t16-38-execa",
    planted: [],
    build: (s) =>
      s
        .user("is it better to use execa or just child_process?")
        .assistant(
          "execa gives you promises, better errors and cross-platform quoting; child_process has no dep. For a few calls child_process.spawn is fine; if we shell out a lot, execa pays for itself.",
        )
        .bash("rg -c 'spawn\\(' src | wc -l", "4")
        .user("hm. we only have like 4 calls. ill think about it")
        .assistant("Sounds good."),
  },
  {
    id: "t16-39-watch-mode",
    planted: [
      { kind: "task", keys: ["sigint"] },
      { kind: "decision", keys: ["experimental"] },
    ],
    build: (s) =>
      s
        .user("how's the watch mode looking")
        .bash("pnpm tsx src/cli/index.ts sync --watch & sleep 3; kill -INT $!", "watching ~/.amem/spool.db\n^C\n(spool left locked)")
        .assistant("It works, but on Ctrl-C the spool stays locked because we never release it. Ship it anyway?")
        .user("ship watch mode behind an --experimental-watch flag for now")
        .file("Edit", "src/cli/flags.ts")
        .assistant("Added `--experimental-watch`; plain `--watch` is gone.")
        .user("we still need to handle SIGINT properly in watch mode so it unlocks. remind me next time"),
  },
  {
    id: "t16-40-test-home",
    planted: [
      { kind: "instruction", keys: ["tmpdir"] },
      { kind: "fact", keys: ["minio"] },
    ],
    build: (s) =>
      s
        .user("the init test just overwrote my real ~/.grok/settings.json wtf")
        .file("Read", "test/init.test.ts")
        .assistant("Sorry — the test calls `init` with the real HOME. I'll point it at a temp dir.")
        .user("yes. any test that needs a home dir uses a tmpdir and sets HOME to it, never touch the real ~")
        .file("Edit", "test/init.test.ts")
        .bash("pnpm vitest run test/init.test.ts", " ✓ test/init.test.ts (5 tests)")
        .assistant("init.test.ts now sets HOME to a tmpdir; passes.")
        .user("fyi the integration tests in test/int need docker running, they spin up a minio container for the upload path"),
  },
  {
    id: "t16-41-esm",
    planted: [
      { kind: "decision", keys: ["esm"] },
      { kind: "task", keys: ["shim"] },
    ],
    build: (s) =>
      s
        .user("someone opened an issue that require('amem') doesnt work")
        .bash("node -e \"require('amem')\"", "Error [ERR_REQUIRE_ESM]: require() of ES Module not supported.", 1)
        .assistant("We ship ESM only right now. Choices:\n1. stay ESM only and document it\n2. dual-publish CJS + ESM with tsup's `format: ['cjs','esm']`")
        .user("the first. no CJS, its 2026")
        .file("Edit", "README.md")
        .assistant("Documented ESM-only in the README and closed the issue with a pointer.")
        .user("there's still a require() shim in bin/amem.cjs from the old days, we need to drop that shim at some point"),
  },
  {
    id: "t16-42-todo-list",
    planted: [],
    build: (s) =>
      s
        .user("list all the TODOs in src so i can see how bad it is")
        .bash(
          "rg -n 'TODO|FIXME' src",
          "src/cli/run.ts:12: // TODO: always pass signal through\nsrc/config/load.ts:33: // FIXME never validates nested keys\nsrc/util/paths.ts:8: // TODO handle UNC paths",
        )
        .assistant("Three: run.ts:12 (pass the abort signal through), load.ts:33 (nested keys not validated), paths.ts:8 (UNC paths).")
        .user("lol ok not that bad")
        .assistant("Not bad at all."),
  },
  {
    id: "t16-43-npm-org",
    planted: [
      { kind: "fact", keys: ["npm org"] },
      { kind: "task", keys: ["transfer"] },
    ],
    build: (s) =>
      s
        .user("who can add people to the npm package")
        .bash("npm owner ls amem", "acme-tools <tools@acme.dev>\ndana <dana@acme.dev>")
        .assistant("Owners are acme-tools and dana.")
        .user("right, the @amem npm org is owned by the acme-tools account and 2FA is required for everyone in it")
        .user("we need to transfer the org to the company SSO account eventually, its still on the old shared login"),
  },
  {
    id: "t16-44-help-text",
    planted: [
      { kind: "instruction", keys: ["80 columns"] },
      { kind: "decision", keys: ["help", "generate"] },
    ],
    build: (s) =>
      s
        .user("the help text is out of date again")
        .file("Read", "src/cli/help.ts")
        .assistant(
          "help.ts is hand-written. We could keep hand-writing it and add a test that every flag appears, or generate the help from the command defs like the completions.",
        )
        .user("generate the help from the command defs too")
        .file("Write", "src/cli/help.ts")
        .bash("pnpm tsx src/cli/index.ts --help --no-color | awk '{ print length }' | sort -n | tail -1", "93")
        .assistant("Help is generated now. Longest line is 93 chars.")
        .user("too wide. keep help output within 80 columns, wrap descriptions. applies to every command")
        .file("Edit", "src/cli/help.ts"),
  },
  {
    id: "t16-45-chitchat",
    planted: [],
    build: (s) =>
      s
        .user("random q, do you like working in ts or rust more")
        .assistant("I don't have preferences the way you do, but TypeScript is where most of this repo lives, so that's where I'm most useful here.")
        .user("fair. i was thinking maybe we rewrite the hook client in rust someday, would be faster to start")
        .bash("hyperfine 'node hook-client/dist/index.mjs --noop'", "Time (mean ± σ):      41.2 ms ±   2.1 ms")
        .assistant("Node starts it in ~41 ms here. A Rust binary would be a few ms, but it's a big rewrite for ~35 ms.")
        .user("yeah probably not worth it. just thinking out loud"),
  },
  {
    id: "t16-46-update-check",
    planted: [
      { kind: "decision", keys: ["update check"] },
      { kind: "instruction", keys: ["block"] },
    ],
    build: (s) =>
      s
        .user("we should tell people when a new version is out")
        .assistant(
          "How often should the update check run?\na) on every invocation\nb) at most once a day, cached in ~/.amem/update.json\nc) never automatically, only `amem update --check`",
        )
        .user("b")
        .file("Write", "src/cli/update-check.ts")
        .bash("pnpm vitest run test/update-check.test.ts", " ✓ test/update-check.test.ts (4 tests)")
        .assistant("Added the update check, at most once a day with the result cached.")
        .user("and it must never block a command. fire and forget, if the registry is slow we just skip it"),
  },
  {
    id: "t16-47-migration-guide",
    planted: [
      { kind: "task", keys: ["migration guide"] },
      { kind: "fact", keys: [".amemrc"] },
    ],
    build: (s) =>
      s
        .user("does the loader still read old configs?")
        .file("Read", "src/config/load.ts")
        .assistant("It only reads config.yaml. Anything older is ignored silently.")
        .user("old installs have a .amemrc in json, the new ones are yaml. so yeah they get ignored")
        .bash("rg -n amemrc src", "")
        .user("we need to write a migration guide from 0.x config to 1.0 before the release. note it as a todo"),
  },
  {
    id: "t16-48-homebrew",
    planted: [
      { kind: "fact", keys: ["homebrew"] },
      { kind: "instruction", keys: ["formula"] },
    ],
    build: (s) =>
      s
        .user("brew install amem gives 0.3.3")
        .bash("brew info acme/tap/amem | head -1", "acme/tap/amem: stable 0.3.3")
        .assistant("The tap is two versions behind. Shall I bump the formula's url and sha256?")
        .user("Priya set up the homebrew tap, the formula lives in acme/homebrew-tap and her release job bumps it")
        .user("so dont bump the formula by hand, ever. the job probably failed, check the run")
        .bash("gh run list -R acme/homebrew-tap -L 1", "X  bump amem 0.3.5  failure  2h")
        .assistant("The bump job failed 2h ago. I won't touch the formula; the failure is in acme/homebrew-tap's workflow."),
  },
  {
    id: "t16-49-debug-build",
    planted: [],
    build: (s) =>
      s
        .user("build broke after pulling")
        .bash("pnpm build", "src/cli/commands/status.ts(14,7): error TS2322: Type 'string | undefined' is not assignable to type 'string'.", 2)
        .file("Edit", "src/cli/commands/status.ts")
        .bash("pnpm build", "ESM dist/index.mjs 144.02 KB\nESM ⚡️ Build success in 58ms")
        .assistant("A merge left `branch` possibly undefined in status.ts; I default it to `(detached)`. Build is green.")
        .user("thx"),
  },
  {
    id: "t16-50-test-style",
    planted: [
      { kind: "decision", keys: ["inline"] },
      { kind: "task", keys: ["mocha"] },
    ],
    build: (s) =>
      s
        .user("for the help output tests lets use vitest snapshots")
        .file("Write", "test/help.test.ts")
        .bash("pnpm vitest run test/help.test.ts -u", " ✓ test/help.test.ts (3 tests)\n Snapshots  3 written")
        .assistant("Wrote 3 snapshot tests for the help output.")
        .user("hmm actually no snapshots. reviewers just hit -u without reading. use inline expectations instead")
        .file("Edit", "test/help.test.ts")
        .bash("rm -r test/__snapshots__ && pnpm vitest run test/help.test.ts", " ✓ test/help.test.ts (3 tests)")
        .assistant("Switched to inline `expect(...).toContain` assertions and removed the snapshot files.")
        .user("and todo for later: port the old mocha tests in legacy/ to vitest, theyre not run by ci at all"),
  },
  {
    id: "t16-51-keychain",
    planted: [],
    build: (s) =>
      s
        .user("why do i get a keychain prompt every time amem login runs")
        .assistant("I think maybe it's git's credential helper being invoked when we shell out to `git config`, but that's a guess.")
        .bash("GIT_TRACE=1 pnpm tsx src/cli/index.ts login 2>&1 | grep credential | head -2", "")
        .assistant("No credential helper calls show in the trace, so probably not that. Could be the keytar read itself.")
        .user("idk. annoying but not urgent"),
  },
  {
    id: "t16-52-answer-style",
    planted: [
      { kind: "instruction", keys: ["bullets"] },
      { kind: "fact", keys: ["jsonl"] },
    ],
    build: (s) =>
      s
        .user("where does grok keep its transcripts")
        .bash("ls ~/.grok/sessions | head -2", "01a01fb3-6300-7bd7-8392-90518e4077ab\n0b19c2aa-51e0-7c3d-9f11-2a7c4e5d8b90")
        .assistant(
          "Each session is a directory under ~/.grok/sessions. Inside there's a chat_history.jsonl with one JSON object per message, an updates.jsonl and a summary.json. The history includes system, user, assistant and tool_result records, and the assistant records carry the tool calls...",
        )
        .user("ok so grok sessions are jsonl files under ~/.grok/sessions/<id>/. got it")
        .user("and from now on answer me in short bullets, no long paragraphs")
        .assistant("- Will do\n- Short bullets from here on"),
  },
];

/** The tuning16 set: events, segments and scoring of TUNING16_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const TUNING16 = plantedSet(TUNING16_SESSIONS, START);
