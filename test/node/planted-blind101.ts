/**
 * Blind planted set 101 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a Go CLI tool maintainer (cobra, goreleaser, homebrew taps, cross-compilation, man
 * pages) with dry humour and short paragraphs; the agent speaks in Claude Code's voice.
 * Each session is one segment; the items planted in it are listed with it: 70 items (17 decisions, 17 instructions, 19 facts, 17 tasks) in 54 sessions, 11 of which plant nothing (53 user/assistant messages between them). Every other message
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

export const BLIND101_SESSIONS: BlindSession[] = [
  {
    id: "b101-goreleaser-v2",
    build: (s) =>
      s
        .user("goreleaser is yelling about the config version again. can you look at .goreleaser.yaml and tell me what it wants this time")
        .bash(
          "goreleaser check",
          "  • checking                                 path=.goreleaser.yaml\n  ⨯ configuration is invalid: only version: 2 configuration files are supported, yours is version: 0, please update your configuration\n  ⨯ .goreleaser.yaml                         error=configuration is invalid",
          1,
        )
        .assistant(
          "It wants the v2 schema. The file has no `version:` key, so goreleaser treats it as v0. The changes are small: add `version: 2`, rename `archives.format` to `archives.formats`, and `brews.folder` became `brews.directory`. Want me to migrate it, or pin the action back to `~> v1`?",
        )
        .user(
          "migrate it. we're on goreleaser v2 from now on, and the ~> v1 pin in release.yml goes away too. I refuse to be the last project on v1 like it's a fax machine",
        )
        .file("Edit", ".goreleaser.yaml")
        .file("Edit", ".github/workflows/release.yml")
        .bash(
          "goreleaser check",
          "  • checking                                 path=.goreleaser.yaml\n  • 1 configuration file(s) validated\n  • thanks for using goreleaser!",
        )
        .assistant(
          'Migrated: `version: 2`, `formats: [tar.gz]`, `directory: Formula`, and the workflow now uses `version: "~> v2"`. `goreleaser check` is clean.',
        )
        .user(
          "nice. one more thing, not for today: the homebrew tap formula still points at the old archive name (krill_Darwin_x86_64), and the new name_template changed it. we need to fix the archive name in the tap repo before the next release or brew upgrade breaks for everyone",
        )
        .stop("Noted. The tap repo isn't checked out here, so I've left it alone."),
    planted: [
      { kind: "decision", keys: ["goreleaser", "v2"] },
      { kind: "task", keys: ["archive name"] },
    ],
  },
  {
    id: "b101-kebab-flags",
    build: (s) =>
      s
        .user("someone's PR adds `--dryRun` to `krill sync`. camelCase. in a CLI. I've seen things")
        .file("Read", "cmd/sync.go")
        .assistant(
          'The PR registers `cmd.Flags().BoolVar(&dryRun, "dryRun", false, ...)`. Every other flag in cmd/ is kebab-case (`--max-depth`, `--no-color`). Should I suggest a rename in the review?',
        )
        .user(
          "yes. and write it down somewhere in your head: flag names are kebab-case, always. --dry-run, not --dryRun, no matter what the viper docs show.\n\nalso fyi since it'll come up in the review: the viper env prefix is KRILL_, and it's been that way since 0.3. people script against KRILL_DRY_RUN style vars so the mapping has to keep working",
        )
        .bash(
          "grep -rn 'SetEnvPrefix\\|SetEnvKeyReplacer' cmd/ internal/",
          'cmd/root.go:41:\tviper.SetEnvPrefix("KRILL")\ncmd/root.go:42:\tviper.SetEnvKeyReplacer(strings.NewReplacer("-", "_"))',
        )
        .assistant(
          "Good, the key replacer turns `dry-run` into `KRILL_DRY_RUN`, so renaming the flag keeps the env var working. I'll draft the review comment.",
        )
        .stop("Drafted the review comment asking for `--dry-run`; the env var mapping is unaffected."),
    planted: [
      { kind: "instruction", keys: ["kebab-case"] },
      { kind: "fact", keys: ["krill_", "0.3"] },
    ],
  },
  {
    id: "b101-cgo-darwin",
    build: (s) =>
      s
        .user("the darwin/arm64 binary from last night's snapshot panics on startup. linux is fine. have fun")
        .bash(
          "./dist/krill_darwin_arm64_v8.0/krill ls",
          "panic: Binary was compiled with 'CGO_ENABLED=0', go-sqlite3 requires cgo to work. This is a stub\n\ngoroutine 1 [running]:\ngithub.com/mattn/go-sqlite3.(*SQLiteDriver).Open(...)",
          2,
        )
        .assistant(
          "Found it. The release builds cross-compile from Linux with `CGO_ENABLED=0`, and `mattn/go-sqlite3` is a cgo package, so every non-native target gets a stub driver that panics on open. Linux amd64 only works because the snapshot was built... also with CGO off, actually. Let me check.",
        )
        .bash("go version -m dist/krill_linux_amd64_v1/krill | grep -i cgo", "\tbuild\tCGO_ENABLED=1")
        .assistant(
          "Right, the linux job builds natively with cgo on. So it's confirmed: go-sqlite3 needs cgo, and our cross-compiled targets are built without it. Two ways out: set up zig/osxcross as a C cross-compiler, or switch to `modernc.org/sqlite`, which is pure Go and drops in behind `database/sql` with driver name `sqlite`.",
        )
        .user("osxcross sounds like a weekend I don't want. go with modernc")
        .file("Edit", "internal/store/db.go")
        .bash("go mod tidy && CGO_ENABLED=0 GOOS=darwin GOARCH=arm64 go build -o /tmp/krill ./cmd/krill && echo built", "built")
        .stop("Swapped to modernc.org/sqlite; a CGO_ENABLED=0 darwin/arm64 build now compiles."),
    planted: [
      { kind: "fact", keys: ["go-sqlite3", "cgo"] },
      { kind: "decision", keys: ["modernc"] },
    ],
  },
  {
    id: "b101-man-pages",
    build: (s) =>
      s
        .user("the man page for krill-sync says the default depth is 3. it's 5. who wrote this")
        .bash(
          "git log --format='%h %an %s' -3 -- docs/man/krill-sync.1",
          "9c1e2aa dependabot[bot] chore(deps): bump github.com/spf13/cobra\n41bd0e7 Tomas Reyes docs: tweak sync man page\n0aa21f3 krill-bot docs: regenerate",
        )
        .assistant(
          "Tomas edited `docs/man/krill-sync.1` directly in 41bd0e7, and the next regeneration didn't run, so the hand edit and the flag default drifted apart.",
        )
        .user(
          "right. rule for the future, for you and for Tomas: never hand-edit anything under docs/man/. man pages come from `go run ./cmd/gendocs man`, which reads the cobra flag definitions. fix the flag help text if something's wrong and regenerate",
        )
        .bash("go run ./cmd/gendocs man && git status --short docs/man", " M docs/man/krill-sync.1")
        .assistant("Regenerated; `krill-sync.1` now says `--max-depth int (default 5)`.")
        .user(
          "good. and remind me after 1.4 ships that we should put the man pages in the homebrew formula too. right now brew users get nothing from `man krill` which is a bit sad",
        )
        .stop("Will do. The regenerated page is ready to commit."),
    planted: [
      { kind: "instruction", keys: ["gendocs"] },
      { kind: "task", keys: ["man pages", "formula"] },
    ],
  },
  {
    id: "b101-race-tests",
    build: (s) =>
      s
        .user("run the tests pls")
        .bash(
          "go test ./...",
          "ok  \tgithub.com/krill-sh/krill/cmd\t0.412s\nok  \tgithub.com/krill-sh/krill/internal/store\t1.203s\nok  \tgithub.com/krill-sh/krill/internal/sync\t0.877s",
        )
        .assistant("All three packages pass.")
        .user(
          "ah, should've said: in this repo tests always run with `go test -race ./...`. the race detector caught two real bugs in internal/sync this year and I'd like it to keep earning its salary. rerun it that way",
        )
        .bash(
          "go test -race ./...",
          "ok  \tgithub.com/krill-sh/krill/cmd\t1.931s\nok  \tgithub.com/krill-sh/krill/internal/store\t3.118s\nok  \tgithub.com/krill-sh/krill/internal/sync\t2.640s",
        )
        .assistant("Clean under `-race` as well, about 2-3x slower per package.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["-race"] }],
  },
  {
    id: "b101-tap-token",
    build: (s) =>
      s
        .user("release job failed at the homebrew step. 403. I bet I know why but tell me anyway")
        .bash(
          "gh run view 118273645 --log-failed | tail -4",
          "release  Run goreleaser  ⨯ release failed after 2m13s\nrelease  Run goreleaser  error=homebrew formula: failed to publish artifacts: PUT https://api.github.com/repos/krill-sh/homebrew-tap/contents/Formula/krill.rb: 403 Resource not accessible by personal access token []",
        )
        .assistant(
          "The token goreleaser uses to push to `krill-sh/homebrew-tap` doesn't have write access to that repo any more. Is it a fine-grained PAT that expired or lost the repo grant?",
        )
        .user(
          "yep. so for the record: the tap is krill-sh/homebrew-tap and goreleaser pushes to it with the HOMEBREW_TAP_TOKEN secret, a fine-grained PAT with contents:write on that one repo. it's scoped to my account which, yes, is a bus factor of one.\n\nI just regenerated it. it expires in 90 days again, so TODO for me: rotate HOMEBREW_TAP_TOKEN before it expires in march, ideally before it breaks a release",
        )
        .bash(
          "gh secret set HOMEBREW_TAP_TOKEN --repo krill-sh/krill < /dev/stdin && gh run rerun 118273645 --failed",
          "✓ Set Actions secret HOMEBREW_TAP_TOKEN for krill-sh/krill\n✓ Requested rerun (failed jobs) of run 118273645",
        )
        .assistant("Secret updated and the failed job is rerunning.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["homebrew_tap_token"] },
      { kind: "task", keys: ["rotate", "march"] },
    ],
  },
  {
    id: "b101-fish-completion",
    build: (s) =>
      s
        .user(
          "the tarball ships bash, zsh and fish completion files. half the bug reports are about stale completion files that don't match the installed binary",
        )
        .bash("tar tzf dist/krill_1.3.2_linux_amd64.tar.gz", "LICENSE\nREADME.md\nkrill\ncompletions/krill.bash\ncompletions/krill.zsh\ncompletions/krill.fish")
        .assistant(
          "Cobra can generate them at runtime (`krill completion fish`), so the files in the tarball are redundant for anyone who can run the binary. We could drop all three, or keep them only for package managers that install them into system paths.",
        )
        .user(
          "maybe drop zsh too while we're at it? actually no, scratch that, the zsh people are loud and the homebrew formula installs that file. ok: we drop the fish completion from the tarball. fish users run `krill completion fish > ~/.config/fish/completions/krill.fish` like adults",
        )
        .file("Edit", ".goreleaser.yaml")
        .bash(
          "goreleaser release --snapshot --clean --skip=publish >/dev/null && tar tzf dist/krill_*_linux_amd64.tar.gz | grep completions",
          "completions/krill.bash\ncompletions/krill.zsh",
        )
        .stop("The fish file is out of the archives; bash and zsh stay."),
    planted: [{ kind: "decision", keys: ["fish"] }],
  },
  {
    id: "b101-windows-zip",
    build: (s) =>
      s
        .user("scoop install is broken for 1.3.2, someone opened #412")
        .bash(
          "curl -sL https://github.com/krill-sh/krill/releases/download/v1.3.2/checksums.txt | grep windows",
          "3f0c...  krill_1.3.2_windows_amd64.tar.gz\n91ab...  krill_1.3.2_windows_arm64.tar.gz\n77d2...  krill_1.3.2_windows_386.tar.gz",
        )
        .assistant(
          "The v2 migration changed `formats` to `[tar.gz]` for every OS, and the scoop manifest points at a `.tar.gz`. Scoop can extract tar.gz with 7zip, but our manifest's `extract_dir` assumes the zip layout. Also: there's a windows/386 build in there again.",
        )
        .user(
          "ugh. ok, facts: windows archives have to be .zip, scoop chokes on anything else with our manifest. put the format_overrides back.\n\nand windows/386: do not add it back. ever. nobody runs a 32-bit windows krill and it breaks the build every other month because some dependency forgets 386 exists",
        )
        .file("Edit", ".goreleaser.yaml")
        .bash(
          "goreleaser release --snapshot --clean --skip=publish >/dev/null && ls dist/*.zip",
          "dist/krill_1.3.3-SNAPSHOT-9f2c1d0_windows_amd64.zip\ndist/krill_1.3.3-SNAPSHOT-9f2c1d0_windows_arm64.zip",
        )
        .assistant("Windows is back to zip via `format_overrides`, and I removed `386` from `goarch` with an ignore entry for windows.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["scoop", "zip"] },
      { kind: "instruction", keys: ["windows/386"] },
    ],
  },
  {
    id: "b101-version-ldflags",
    build: (s) =>
      s
        .user("`go run ./cmd/krill version` prints `dev`. is that a bug?")
        .file("Read", "cmd/krill/main.go")
        .assistant(
          'Not a bug. `var version = "dev"` in main.go is overwritten at release time by goreleaser\'s `-ldflags -X main.version={{.Version}}`. A plain `go run` or `go build` never sets it, so it stays `dev`.',
        )
        .user(
          "right, I knew that once. it'd be nice if it at least said which commit. follow-up for later: make `krill version` print the commit and build date too, goreleaser has both in the template vars. not now, I'm in the middle of the sync rewrite",
        )
        .bash("grep -n ldflags .goreleaser.yaml", "23:    ldflags:\n24:      - -s -w -X main.version={{.Version}}")
        .stop("Understood, leaving it for later."),
    planted: [
      { kind: "fact", keys: ["ldflags", "main.version"] },
      { kind: "task", keys: ["commit", "build date"] },
    ],
  },
  {
    id: "b101-golangci",
    build: (s) =>
      s
        .user("lint is failing on the sync PR")
        .bash(
          "golangci-lint run",
          "internal/sync/plan.go:88:1: cyclomatic complexity 31 of func `(*Planner).Plan` is high (> 30) (gocyclo)\ninternal/sync/plan.go:140:9: Error return value of `f.Close` is not checked (errcheck)\n2 issues.",
          1,
        )
        .assistant(
          "Two issues. The errcheck one is real, I'll fix it. The gocyclo one is `Plan`, which is a big switch over change kinds; splitting it would hurt readability more than help. I'd propose dropping gocyclo from .golangci.yml, since `gocognit` is already enabled and handles this case better.",
        )
        .user(
          "yes, drop gocyclo. it's been wrong more than right.\n\nalso I noticed you ran it bare, good. I prefer golangci-lint with the repo's .golangci.yml only, don't pass --enable or extra linters on the command line, it makes CI and local disagree",
        )
        .file("Edit", ".golangci.yml")
        .file("Edit", "internal/sync/plan.go")
        .bash("golangci-lint run", "0 issues.")
        .stop("gocyclo removed, the f.Close error handled, lint is clean."),
    planted: [
      { kind: "decision", keys: ["gocyclo"] },
      { kind: "instruction", keys: ["golangci"] },
    ],
  },
  {
    id: "b101-config-toml",
    build: (s) =>
      s
        .user("issue #398 wants YAML config. third time someone's asked")
        .file("Read", "internal/config/load.go")
        .assistant(
          "Reading load.go: the config is at `$XDG_CONFIG_HOME/krill/config.toml`, falling back to `~/.config/krill/config.toml` when the variable is unset, on every OS including macOS (not `~/Library/Application Support`). Supporting YAML would mean a second decoder and precedence rules if both files exist.",
        )
        .user(
          "yep and that path thing is deliberate, mac users asked and we said ~/.config is where dotfiles live. so confirmed, that's how it works.\n\nanswer on #398: we keep TOML, one format. I'll close it with a polite link to the last two times",
        )
        .bash(
          "gh issue close 398 --comment 'Thanks! We are keeping TOML as the only config format, see #211 and #305.'",
          "✓ Closed issue #398 (Support YAML config)",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["xdg_config_home"] },
      { kind: "decision", keys: ["toml"] },
    ],
  },
  {
    id: "b101-owners-deb",
    build: (s) =>
      s
        .user("does the nfpms section build arm64 debs?")
        .bash(
          "grep -n -A8 'nfpms:' .goreleaser.yaml",
          "61:nfpms:\n62:  - id: packages\n63:    builds: [krill-linux]\n64:    formats: [deb, rpm]\n65:    # NOTE: always keep maintainer in sync with the tap\n66:    maintainer: Priya Nair <priya@krill.sh>",
        )
        .bash("grep -n -A6 'id: krill-linux' .goreleaser.yaml", "8:  - id: krill-linux\n9:    goos: [linux]\n10:    goarch: [amd64]")
        .assistant("No. The `krill-linux` build only has `goarch: [amd64]`, so only amd64 .deb and .rpm are produced.")
        .user(
          "figures. ok so Priya owns the packaging side: homebrew tap, scoop bucket, the deb/rpm stuff. anything that changes what lands in those, ping her first.\n\nnext release we need to add arm64 to the linux debs, the raspberry pi crowd has been patient. don't do it today, Priya wants to test the repo signing first",
        )
        .stop("Got it, no changes made."),
    planted: [
      { kind: "fact", keys: ["priya"] },
      { kind: "task", keys: ["arm64", "deb"] },
    ],
  },
  {
    id: "b101-exit-codes",
    build: (s) =>
      s
        .user("`krill sync --max-depth=abc` exits 1 and prints the full help. both wrong")
        .file("Read", "cmd/root.go")
        .assistant(
          "The root command has `SilenceUsage: true`, so the full help shouldn't come from cobra. It's `sync`'s own RunE printing `cmd.Help()` on a parse error. And `main` maps every error to `os.Exit(1)`.",
        )
        .user(
          "yeah SilenceUsage is on the root on purpose, nobody wants 40 lines of help because a file was missing.\n\nconvention, for this and every command we add later: exit code 2 for usage errors (bad flags, bad args), exit code 1 for everything else. wrap usage errors in the usageError type and let main decide",
        )
        .file("Edit", "cmd/sync.go")
        .file("Edit", "cmd/krill/main.go")
        .bash(
          'go build ./cmd/krill && ./krill sync --max-depth=abc; echo "exit=$?"',
          'Error: invalid argument "abc" for "--max-depth" flag: strconv.ParseInt: parsing "abc": invalid syntax\nexit=2',
        )
        .stop("Now exits 2 with a one-line error."),
    planted: [
      { kind: "fact", keys: ["silenceusage"] },
      { kind: "instruction", keys: ["exit code 2"] },
    ],
  },
  {
    id: "b101-golden-files",
    build: (s) =>
      s
        .user("TestLsOutput fails after I changed the column widths, obviously")
        .bash(
          "go test ./cmd/ -run TestLsOutput",
          "--- FAIL: TestLsOutput (0.01s)\n    golden.go:44: output differs from testdata/ls_basic.golden\n        (run with -update to accept)\nFAIL",
          1,
        )
        .assistant("The golden file still has the old widths. Shall I open testdata/ls_basic.golden and fix the spacing?")
        .user(
          "no, don't touch golden files by hand, ever. regenerate them with `go test ./cmd/... -update` and then read the diff like a hawk.\n\nwhile you're in there, I know the golden files for `krill ls` still have my home dir baked in (/Users/mika/...). that needs scrubbing at some point, they fail on anyone else's machine with -update. not today though",
        )
        .bash(
          "go test ./cmd/... -run TestLsOutput -update && git diff --stat",
          " cmd/testdata/ls_basic.golden | 6 +++---\n 1 file changed, 3 insertions(+), 3 deletions(-)",
        )
        .stop("Regenerated; the diff is only the column widths."),
    planted: [
      { kind: "instruction", keys: ["-update"] },
      { kind: "task", keys: ["golden", "home dir"] },
    ],
  },
  {
    id: "b101-go-123",
    build: (s) =>
      s
        .user("dependabot wants golang.org/x/sys which wants go 1.23. fine. thoughts on the toolchain line?")
        .bash("head -5 go.mod", "module github.com/krill-sh/krill\n\ngo 1.22\n\nrequire (")
        .assistant(
          "Options: bump `go 1.23` and let `go mod tidy` add a `toolchain go1.23.x` line, or bump and delete the toolchain line so contributors' installed Go is used as long as it's >= 1.23. The toolchain line triggers automatic downloads, which some people find surprising.",
        )
        .user(
          "bump to go 1.23, and keep the toolchain line out of go.mod. auto-downloading compilers behind people's backs is how you get bug reports from the confused",
        )
        .file("Edit", "go.mod")
        .bash(
          "go mod tidy && go build ./... && gh run list -L 1 --json databaseId -q '.[0].databaseId' | xargs gh run view --log | grep -m2 'setup-go'",
          "build  setup-go  Go 1.23.4 not found in the toolcache, downloading...\nbuild  setup-go  Downloaded go1.23.4 in 41.2s",
        )
        .assistant(
          "Bumped. Side note from the last CI run: the ubuntu runner's toolcache only has 1.22, so setup-go downloads 1.23 on every run. That's ~40s per job.",
        )
        .user("ok that's confirmed then, the runner image doesn't cache 1.23, every job pays ~40s. live with it for now")
        .stop(),
    planted: [
      { kind: "decision", keys: ["1.23"] },
      { kind: "fact", keys: ["40s"] },
    ],
  },
  {
    id: "b101-changelog",
    build: (s) =>
      s
        .user("CHANGELOG.md is three releases behind again. I hate it. what does goreleaser offer")
        .bash("grep -n -A4 'changelog:' .goreleaser.yaml", "40:changelog:\n41:  disable: true")
        .assistant(
          "goreleaser can build the release notes itself: `use: github-native` asks GitHub to generate them from merged PRs, `use: git` groups commits by regex. With github-native we could delete CHANGELOG.md and point the README at the Releases page.",
        )
        .user(
          "do that. changelog is github-native from now on, CHANGELOG.md dies.\n\nand since the notes come from PR titles: commit messages and PR titles use conventional commits prefixes (feat:, fix:, docs:, chore:). the release notes config groups by them, so a PR titled 'stuff' ends up in Other and I get sad",
        )
        .file("Edit", ".goreleaser.yaml")
        .bash("git rm -q CHANGELOG.md && git status --short", " M .goreleaser.yaml\nD  CHANGELOG.md")
        .stop("Switched to github-native notes and removed CHANGELOG.md."),
    planted: [
      { kind: "decision", keys: ["github-native"] },
      { kind: "instruction", keys: ["conventional commits"] },
    ],
  },
  {
    id: "b101-signing",
    build: (s) =>
      s
        .user("someone on the discussions board asks if our releases are signed. are they")
        .bash(
          "grep -n -A6 'signs:' .goreleaser.yaml",
          '70:signs:\n71:  - cmd: cosign\n72:    artifacts: checksum\n73:    args: ["sign-blob", "--output-signature=$signature", "$artifact", "--yes"]',
        )
        .assistant(
          "Partly. The release workflow signs `checksums.txt` with cosign keyless (OIDC from the GitHub Actions token), so users can verify the checksum file and then each archive against it. The macOS binaries themselves are not codesigned or notarized, so Gatekeeper will still quarantine a direct download.",
        )
        .user(
          "that's the answer, thanks. checksums signed with cosign keyless, binaries not.\n\nadd macos notarization to the list for Q1. it's a whole thing with an apple developer account and I'm not opening that box before christmas",
        )
        .stop("I'll answer the discussion with the cosign verify command."),
    planted: [
      { kind: "fact", keys: ["cosign"] },
      { kind: "task", keys: ["notarization"] },
    ],
  },
  {
    id: "b101-fsnotify-flake",
    build: (s) =>
      s
        .user("TestWatch failed on the mac runner again. is it us or the runner")
        .bash(
          "go test ./internal/watch -run TestWatch -count=200 2>&1 | tail -3",
          "--- FAIL: TestWatch (0.21s)\n    watch_test.go:61: got 1 events, want 2\nFAIL\tgithub.com/krill-sh/krill/internal/watch\t38.114s",
          1,
        )
        .assistant(
          "It reproduces locally on macOS at roughly 1 in 40. My guess is the test writes twice within a few ms and expects two events. Let me check whether kqueue is merging them.",
        )
        .bash("go test ./internal/watch -run TestWatch -count=200 -v 2>&1 | grep -c 'coalesced'", "5")
        .assistant(
          "Confirmed: fsnotify on macOS coalesces the two writes into a single event when they land in the same kqueue read, which the debug log shows 5 times in 200 runs. It's the test's assumption, not the watcher.",
        )
        .user(
          "ok. rewriting TestWatch to poll for the final state instead of counting events is the fix, but that's for later, I'll mark it skip on darwin for now",
        )
        .file("Edit", "internal/watch/watch_test.go")
        .stop("Added a darwin skip with a pointer to the coalescing."),
    planted: [
      { kind: "fact", keys: ["fsnotify", "coalesce"] },
      { kind: "task", keys: ["testwatch", "poll"] },
    ],
  },
  {
    id: "b101-new-deps",
    build: (s) =>
      s
        .user("the table rendering PR pulls in olekukonko/tablewriter plus four transitive deps. for a table")
        .bash("go mod graph | grep -c tablewriter; wc -l go.sum", "5\n212 go.sum")
        .assistant(
          "It adds tablewriter, go-runewidth, uniseg, and two test helpers. Our current output uses `text/tabwriter` from the stdlib, which handles the column alignment fine; the PR mostly wants borders.",
        )
        .user(
          "no borders then. and a general one: no new dependencies without asking me first. go.sum is already 212 lines, it's longer than some of our packages. stdlib first, then ask",
        )
        .file("Edit", "internal/render/table.go")
        .bash("go test -race ./internal/render/", "ok  \tgithub.com/krill-sh/krill/internal/render\t0.318s")
        .stop("Kept text/tabwriter and left a review note on the PR."),
    planted: [{ kind: "instruction", keys: ["new dependencies"] }],
  },
  {
    id: "b101-output-format",
    build: (s) =>
      s
        .user("we have --json on ls, --format=json on status and -o json on sync. pick one, I'm embarrassed")
        .bash(
          "grep -rn 'json' cmd/*.go | grep -i flag",
          'cmd/ls.go:31:\tcmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")\ncmd/status.go:27:\tcmd.Flags().StringVar(&format, "format", "text", "text|json")\ncmd/sync.go:44:\tcmd.Flags().StringVarP(&out, "output", "o", "text", "text|json")',
        )
        .assistant(
          "I'd go with `--output`/`-o` taking `table` or `json`, with `table` as the default, like kubectl and gh. The old `--json` and `--format` flags can stay as hidden deprecated aliases for one minor release. Should I also add `yaml`?",
        )
        .user("yes to --output table|json with table as default, and the hidden aliases. no yaml, we just had that conversation about config")
        .file("Edit", "cmd/ls.go")
        .file("Edit", "cmd/status.go")
        .file("Edit", "cmd/sync.go")
        .bash("go build ./cmd/krill && ./krill ls --json >/dev/null", "Flag --json has been deprecated, use --output=json")
        .stop("All three commands take --output now."),
    planted: [{ kind: "decision", keys: ["--output", "table"] }],
  },
  {
    id: "b101-nix-not-snap",
    build: (s) =>
      s
        .user("let's publish a snap. goreleaser has a snapcrafts section, should be ten lines")
        .bash("snapcraft --version", "bash: snapcraft: command not found", 127)
        .assistant(
          "Snapcraft isn't installed here, and goreleaser's snap support needs it on the runner, plus a store login token. I can add the config and the `snapcore/action-setup-snapcraft` step to release.yml.",
        )
        .user(
          "hm. actually forget snap, I just read the store review thread for classic confinement and I'm out. we're doing a nix flake instead, Jonas already maintains one out of tree and offered to upstream it. you can ignore the snap stuff entirely",
        )
        .file("Read", "README.md")
        .assistant("OK, no snap config. Nothing to change in the repo until Jonas opens the flake PR.")
        .stop(),
    planted: [{ kind: "decision", keys: ["nix flake"] }],
  },
  {
    id: "b101-distroless",
    build: (s) =>
      s
        .user("someone says `docker run --entrypoint sh ghcr.io/krill-sh/krill` fails. I know why, just confirm")
        .bash(
          "docker run --rm --entrypoint sh ghcr.io/krill-sh/krill:1.3.2",
          'docker: Error response from daemon: failed to create task for container: exec: "sh": executable file not found in $PATH: unknown.',
          125,
        )
        .assistant(
          "Confirmed: the image is built `FROM gcr.io/distroless/static-debian12`, so there's no shell or coreutils in it. Only the krill binary and CA certificates.",
        )
        .user(
          "yep. distroless static, no shell, working as intended. debug image is a separate tag if anyone needs it.\n\nwhile we're here, TODO: multi-arch manifest for ghcr. we only push amd64 images, so on an m-series mac it runs under emulation and it's slow",
        )
        .bash("docker manifest inspect ghcr.io/krill-sh/krill:1.3.2 | grep architecture", '            "architecture": "amd64",')
        .stop("Only amd64 in the manifest, as you said."),
    planted: [
      { kind: "fact", keys: ["distroless"] },
      { kind: "task", keys: ["multi-arch"] },
    ],
  },
  {
    id: "b101-telemetry",
    build: (s) =>
      s
        .user("issue #420: 'add anonymous usage telemetry so you know which commands matter'. summarize the thread for me")
        .bash(
          "gh issue view 420 --comments | head -20",
          "title:\tAdd anonymous usage telemetry\nstate:\tOPEN\ncomments:\t14\n--\nauthor:\tcdowling\nOpt-in only, please. Never on by default.\n--\nauthor:\tfrankie-r\nIf this ships I'm pinning 1.3 forever.",
        )
        .assistant(
          "14 comments. Roughly: two people in favour if it's opt-in, most against any telemetry at all, one maintainer of a downstream distro package says they'd patch it out.",
        )
        .user("ok. decision: krill does not do telemetry. not opt-in, not opt-out, not 'anonymous'. write a short closing comment, friendly, and close it")
        .bash(
          "gh issue close 420 --comment 'Thanks for the thoughtful discussion. We have decided krill will not collect telemetry of any kind.'",
          "✓ Closed issue #420 (Add anonymous usage telemetry)",
        )
        .stop(),
    planted: [{ kind: "decision", keys: ["telemetry"] }],
  },
  {
    id: "b101-ci-matrix",
    build: (s) =>
      s
        .user("the arm64 mac tests: are they actually running on arm?")
        .bash("grep -n ' os:' .github/workflows/ci.yml", "15:        os: [ubuntu-latest, macos-13, windows-latest]")
        .assistant("No. `macos-13` is an Intel runner. The Apple silicon runners are `macos-14` and later. So darwin/arm64 has never been tested in CI.")
        .user(
          "lovely. swap macos-13 for macos-14.\n\nand going forward keep the CI matrix at three: ubuntu, macos-14, windows. don't add runners for every distro somebody mentions in an issue without a concrete bug behind it, minutes aren't free",
        )
        .file("Edit", ".github/workflows/ci.yml")
        .bash("git diff --stat", " .github/workflows/ci.yml | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)")
        .stop(),
    planted: [
      { kind: "fact", keys: ["macos-13", "intel"] },
      { kind: "instruction", keys: ["matrix", "three"] },
    ],
  },
  {
    id: "b101-bash32",
    build: (s) =>
      s
        .user("another 'completion doesn't work on mac' issue. what's the deal")
        .bash("bash --version | head -1; ls /opt/homebrew/etc/profile.d/ 2>/dev/null", "GNU bash, version 3.2.57(1)-release (arm64-apple-darwin23)")
        .assistant(
          "The default macOS bash is 3.2, and cobra's bash completion (the V2 script) needs bash 4+ and the `bash-completion@2` package. On stock bash 3.2 the script errors out silently. Users need `brew install bash bash-completion@2`.",
        )
        .user(
          "that's it every time. cobra's completion can't work on apple's bash 3.2, confirmed on my own machine last year. put it in the FAQ and close the issue as a dupe of #150",
        )
        .file("Edit", "docs/faq.md")
        .bash("gh issue close 431 --reason 'not planned' --comment 'Duplicate of #150, see the FAQ entry on macOS bash completion.'", "✓ Closed issue #431")
        .stop(),
    planted: [{ kind: "fact", keys: ["bash 3.2"] }],
  },
  {
    id: "b101-plugins-later",
    build: (s) =>
      s
        .user("could we do git-style plugins? krill-foo on PATH becomes `krill foo`")
        .file("Read", "cmd/root.go")
        .assistant(
          "It's doable with cobra: on an unknown command, look up `krill-<name>` with `exec.LookPath` and exec it with the remaining args. kubectl does the same. The tricky bits are completion for plugin commands and help listing.",
        )
        .user("sounds right. but plugin discovery is a 2.0 thing, not a 1.x minor. write it down as a task for 2.0 and let's not start it")
        .bash(
          "gh issue create --title 'Plugin discovery (krill-<name> on PATH)' --label '2.0' --body 'git/kubectl-style plugins, see discussion.'",
          "https://github.com/krill-sh/krill/issues/433",
        )
        .stop("Opened #433 with the 2.0 label."),
    planted: [{ kind: "task", keys: ["plugin", "2.0"] }],
  },
  {
    id: "b101-tag-release",
    build: (s) =>
      s
        .user("how do I cut 1.3.3? I always forget")
        .bash("ls .github/workflows/", "ci.yml\nrelease.yml")
        .bash("grep -n -A3 '^on:' .github/workflows/release.yml", "3:on:\n4:  push:\n5:    tags: ['v*']")
        .assistant("release.yml runs goreleaser when a tag matching `v*` is pushed, so `git tag -a v1.3.3 -m v1.3.3 && git push origin v1.3.3` starts it.")
        .user(
          "right. and for the record, release tags are annotated and signed with my key, `git tag -s`, so you do the bump PR and I push the tag myself. always",
        )
        .bash("git log --oneline -1", "a1f09e2 fix: keep KRILL_DRY_RUN working after flag rename (#429)")
        .stop("Ready whenever you are; I won't push tags."),
    planted: [{ kind: "instruction", keys: ["tag -s"] }],
  },
  {
    id: "b101-errors-wrap",
    build: (s) =>
      s
        .user("this error message is useless: `open: no such file or directory`. which file?")
        .bash("grep -rn 'return err$' internal/store/ | wc -l", "23")
        .assistant(
          "23 bare `return err` in internal/store alone. The `open` one comes from `store.Load`, which returns the `os.Open` error without the path context... actually `os.Open` includes the path, so this is coming from somewhere that wraps it with `errors.New`. Let me find it.",
        )
        .bash("grep -rn 'errors.New(\"open' internal/", 'internal/store/load.go:52:\t\treturn errors.New("open: " + errors.Unwrap(err).Error())')
        .assistant('Found it: load.go:52 unwraps the PathError and drops the path. Fixing it to `fmt.Errorf("load store %s: %w", path, err)`.')
        .file("Edit", "internal/store/load.go")
        .user(
          "thanks. standing rule for the codebase: wrap errors with fmt.Errorf and %w, with context that says what we were doing. no errors.New with string concatenation around another error. ever.\n\nand the other 22 bare returns in internal/store should get context too, but that's a separate cleanup PR, later",
        )
        .stop("Fixed load.go:52; left the other returns for the cleanup."),
    planted: [
      { kind: "instruction", keys: ["%w"] },
      { kind: "task", keys: ["internal/store", "cleanup"] },
    ],
  },
  {
    id: "b101-lipgloss-color",
    build: (s) =>
      s
        .user("colors in `krill status` are unreadable on light terminals. what are we using")
        .bash("grep -rn 'lipgloss\\|fatih/color' go.mod", "go.mod:9:\tgithub.com/fatih/color v1.16.0")
        .assistant(
          "fatih/color with hardcoded bright yellow for warnings. Options: switch to lipgloss with adaptive colors (new dependency, and it pulls termenv), or keep fatih/color and only use the 8 basic ANSI colors, which terminals remap per theme.",
        )
        .user("stick with fatih/color and basic ANSI colors only. no hi-intensity, no 256-color. the library already handles NO_COLOR so that part's fine")
        .file("Edit", "internal/render/color.go")
        .bash("NO_COLOR=1 go run ./cmd/krill status | cat -v | head -2", "krill 1.3.3-dev\nwarning: 2 paths skipped (see --verbose)")
        .stop(),
    planted: [{ kind: "decision", keys: ["basic ansi"] }],
  },
  {
    id: "b101-upx",
    build: (s) =>
      s
        .user("the darwin binary is 24MB. someone suggested upx")
        .bash("ls -lh dist/krill_darwin_arm64_v8.0/krill", "-rwxr-xr-x  1 mika  staff    24M Nov 12 10:02 dist/krill_darwin_arm64_v8.0/krill")
        .assistant(
          "UPX would get it to ~8MB, but compressed Mach-O binaries tend to get flagged by antivirus and break codesigning later, and startup gets slower because it decompresses on every run. `-s -w` is already in ldflags. I'd guess a good part of the size is the modernc sqlite translation, but I haven't measured.",
        )
        .user(
          "yeah no upx then. we ship the 24MB and sleep well. put 'look at trimming the modernc import, maybe a build tag for the sqlite cache' on the someday list, if your guess is right",
        )
        .bash(
          "go tool nm -size -sort size dist/krill_darwin_arm64_v8.0/krill | head -3",
          " 1a3f2c0    1048576 R modernc.org/sqlite/lib._sqlite3Config\n 1b8e110     524288 T modernc.org/sqlite/lib._sqlite3VdbeExec\n 1c01a90     262144 R runtime.pclntab",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["upx"] },
      { kind: "task", keys: ["trimming", "modernc"] },
    ],
  },
  {
    id: "b101-release-checklist",
    build: (s) =>
      s
        .user(
          "ok before I forget, dumping the post-1.4 list here so it exists somewhere:\n- deprecate `krill pull` in favour of `krill sync --pull-only`, print a warning for one minor\n- the windows installer thing (msi? winget?) needs someone who owns a windows box\n- bump cobra to 1.9 once the completion regression (#2187 upstream) is fixed\n\nnone of it today. today I just want the goreleaser snapshot to stop complaining",
        )
        .bash(
          "goreleaser release --snapshot --clean --skip=publish 2>&1 | grep -i warn",
          "    • DEPRECATED: `builds.goarm` should always be a string, never an int",
        )
        .assistant(
          "Only the `goarm` deprecation. Setting `goarm: [\"7\"]` in the builds section silences it; there's no 32-bit ARM target so the value doesn't change any output.",
        )
        .file("Edit", ".goreleaser.yaml")
        .bash("goreleaser check", "  • 1 configuration file(s) validated")
        .stop("Silenced; the check is clean."),
    planted: [
      { kind: "task", keys: ["krill pull", "deprecate"] },
      { kind: "task", keys: ["winget"] },
      { kind: "task", keys: ["cobra", "1.9"] },
    ],
  },
  {
    id: "b101-go-install-path",
    build: (s) =>
      s
        .user("people doing `go install github.com/krill-sh/krill@latest` get a binary called... krill? or cmd?")
        .bash("GOBIN=/tmp/gobin go install ./cmd/krill && ls /tmp/gobin", "krill")
        .assistant(
          "`krill`. go install names the binary after the last path element of the main package, and ours is `cmd/krill`. So the documented path has to be `github.com/krill-sh/krill/cmd/krill@latest`; the root path has no main package and fails.",
        )
        .user("the README says the root path. wonderful. fix the README")
        .file("Edit", "README.md")
        .assistant("Fixed in the install section.")
        .user(
          "thx. and to save the next person: the main package lives at cmd/krill, not the repo root, and it stays there. go install from the root has never worked and never will",
        )
        .stop(),
    planted: [{ kind: "fact", keys: ["cmd/krill"] }],
  },
  {
    id: "b101-vendor-no",
    build: (s) =>
      s
        .user("a distro packager asks us to commit vendor/ so they can build offline")
        .bash("du -sh $(go env GOMODCACHE)/modernc.org 2>/dev/null | cut -f1", "61M")
        .assistant(
          "We could commit `vendor/` (it'd be ~70MB mostly from modernc), or attach a `krill-<version>-vendor.tar.gz` to each release via goreleaser's `source` plus a before-hook running `go mod vendor`. The second keeps the repo small and gives packagers exactly what they need.",
        )
        .user("second one. we're not committing vendor/, we attach a vendor tarball to each release. can you wire it up")
        .file("Edit", ".goreleaser.yaml")
        .bash("goreleaser release --snapshot --clean --skip=publish >/dev/null && ls dist/ | grep vendor", "krill-1.3.3-SNAPSHOT-9f2c1d0-vendor.tar.gz")
        .assistant("Wired: a before-hook runs `go mod vendor` into a temp dir and `release.extra_files` attaches the tarball.")
        .stop(),
    planted: [{ kind: "decision", keys: ["vendor tarball"] }],
  },
  {
    id: "b101-integration-tag",
    build: (s) =>
      s
        .user("the e2e tests that hit a real git server, why don't they run in CI")
        .bash("head -3 test/e2e/remote_test.go", "//go:build integration\n\npackage e2e")
        .assistant(
          "They're behind the `integration` build tag, so `go test ./...` skips them. Running them needs `go test -race -tags integration ./test/e2e/...` and a `KRILL_E2E_REMOTE` URL. CI sets neither.",
        )
        .user(
          "right, on purpose, they need the gitea container. so: integration tests are behind the `integration` build tag and need KRILL_E2E_REMOTE, that's the setup.\n\nwhen you touch anything in internal/sync, run the integration ones too before telling me it works. I have a gitea running on localhost:3000 for that",
        )
        .bash(
          "KRILL_E2E_REMOTE=http://localhost:3000/mika/fixture.git go test -race -tags integration ./test/e2e/...",
          "ok  \tgithub.com/krill-sh/krill/test/e2e\t14.902s",
        )
        .stop("Integration suite passes against the local gitea."),
    planted: [
      { kind: "fact", keys: ["integration", "krill_e2e_remote"] },
      { kind: "instruction", keys: ["internal/sync", "integration"] },
      { kind: "fact", keys: ["gitea", "3000"] },
    ],
  },
  {
    id: "b101-agent-proposal-xdg",
    build: (s) =>
      s
        .user("the cache dir, where does it go now?")
        .bash("grep -rn 'UserCacheDir\\|cacheDir' internal/", "internal/cache/dir.go:12:\tbase, err := os.UserCacheDir()")
        .assistant(
          "`os.UserCacheDir()`, so `~/Library/Caches/krill` on macOS, while config sits in `~/.config/krill`. That's inconsistent with the config choice. I'd propose using `$XDG_CACHE_HOME/krill` with a fallback to `~/.cache/krill` on every OS, mirroring the config logic. Old caches can simply be abandoned since everything in there is rebuildable.",
        )
        .user("yep, that's the one, do it exactly like that")
        .file("Edit", "internal/cache/dir.go")
        .bash("go test -race ./internal/cache/", "ok  \tgithub.com/krill-sh/krill/internal/cache\t0.119s")
        .stop(),
    planted: [{ kind: "decision", keys: ["xdg_cache_home"] }],
  },
  {
    id: "b101-pr-workflow",
    build: (s) =>
      s
        .user("can you push the cache dir change")
        .bash("git branch --show-current", "main")
        .assistant("We're on `main`. Should I push directly or open a branch and PR?")
        .user(
          "branch + PR. never push to main directly, even for one-liners, the release notes come from PRs. and squash merge only, I like a linear history I can bisect. you can open the PR yourself with gh",
        )
        .bash(
          "git switch -c xdg-cache && git push -u origin xdg-cache && gh pr create --fill --title 'feat: put cache under XDG_CACHE_HOME'",
          "Switched to a new branch 'xdg-cache'\nhttps://github.com/krill-sh/krill/pull/436",
        )
        .stop("Opened #436."),
    planted: [
      { kind: "instruction", keys: ["push to main"] },
      { kind: "instruction", keys: ["squash"] },
    ],
  },
  {
    id: "b101-gitea-rate",
    build: (s) =>
      s
        .user("sync against codeberg fails halfway with 429s. github is fine")
        .bash(
          "KRILL_DEBUG=1 ./krill sync --remote https://codeberg.org/mika/notes.git 2>&1 | grep -m3 429",
          "GET /api/v1/repos/mika/notes/contents/a?ref=main -> 429 Too Many Requests (retry-after: 60)\nGET /api/v1/repos/mika/notes/contents/b?ref=main -> 429\nGET /api/v1/repos/mika/notes/contents/c?ref=main -> 429",
        )
        .assistant(
          "We fetch one file per request and codeberg (Forgejo) rate-limits the API. Could be their per-IP limit is lower than GitHub's; I'm not sure what the exact number is.",
        )
        .bash("curl -sI https://codeberg.org/api/v1/repos/mika/notes | grep -i ratelimit", "x-ratelimit-limit: 120\nx-ratelimit-remaining: 0")
        .assistant(
          "There it is: codeberg's API allows 120 requests per window for this client, and a sync of the notes repo makes ~300. We don't honour `retry-after` either.",
        )
        .user(
          "ha. ok, the 120 limit is the real cause. honouring retry-after is a quick fix, do it now. the proper fix is fetching a tarball of the tree instead of per-file calls, that's a bigger job for after 1.4",
        )
        .file("Edit", "internal/remote/client.go")
        .bash("go test -race ./internal/remote/", "ok  \tgithub.com/krill-sh/krill/internal/remote\t0.402s")
        .stop("retry-after is honoured now."),
    planted: [
      { kind: "fact", keys: ["codeberg", "120"] },
      { kind: "task", keys: ["tarball", "per-file"] },
    ],
  },
  {
    id: "b101-homebrew-core",
    build: (s) =>
      s
        .user("someone offered to submit krill to homebrew-core. pros and cons?")
        .assistant(
          "homebrew-core: `brew install krill` without a tap, bottles built by Homebrew, more visibility. Cons: their review rules (notability thresholds, no self-updaters), formula updates go through their PRs, and we lose control of timing. Our tap gives us same-day releases.",
        )
        .user("and the notability thing, do we pass?")
        .bash("gh api repos/krill-sh/krill -q '.stargazers_count, .forks_count'", "412\n23")
        .assistant("Homebrew-core's rule of thumb is 75+ stars / 30+ forks or watchers for a self-submitted formula, so 412 stars likely passes.")
        .user("fine, we stay on our own tap, no homebrew-core. release timing matters more to me than a shorter install command. I'll thank them nicely")
        .stop(),
    planted: [{ kind: "decision", keys: ["homebrew-core"] }],
  },
  {
    id: "b101-comment-style",
    build: (s) =>
      s
        .user("your last PR had a lot of comments like `// increment i`. please no")
        .file("Read", "internal/walk/walk.go")
        .assistant("Fair. I'll trim the narration comments from walk.go in that PR.")
        .file("Edit", "internal/walk/walk.go")
        .user(
          "tnx. general preferance for this repo: comments explain why, not what. exported stuff gets a proper godoc sentence starting with the name, and that's about it. if code needs a comment to say what it does, rename things instead",
        )
        .bash("go vet ./internal/walk/ && golangci-lint run ./internal/walk/", "0 issues.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["godoc"] }],
  },
  {
    id: "b101-deprecation-policy",
    build: (s) =>
      s
        .user("how long do we keep the hidden --json alias around?")
        .bash(
          "git log --oneline -S 'MarkDeprecated' -- cmd/ | head -3",
          "c7a02f1 feat: unify --output flag (#430)\n1e98b40 feat!: rename --path to --root (#301)",
        )
        .assistant(
          "For `--path` → `--root` in #301, the alias was removed two minors later (1.1 → 1.3). There's no written policy I can find. Should I follow the same two-minor window?",
        )
        .user(
          "yes, make that the policy: deprecated flags live for two minor releases, then go. and stick a removal TODO with the target version next to each MarkDeprecated call so we don't have to archaeology it",
        )
        .file("Edit", "cmd/ls.go")
        .file("Edit", "cmd/status.go")
        .stop("Added `// TODO(1.6): remove` next to both deprecations."),
    planted: [{ kind: "instruction", keys: ["two minor"] }],
  },
  {
    id: "b101-sbom",
    build: (s) =>
      s
        .user("some enterprise user wants an SBOM for each release. does goreleaser do that?")
        .bash("which syft", "", 1)
        .assistant(
          "Yes, via the `sboms:` section, which shells out to syft. syft isn't installed here or on the release runner yet. It'd produce one SPDX JSON per archive.",
        )
        .user("ok. not this release, I'm not adding a tool to the release job the day before. someday-list: SBOMs via syft in goreleaser, after 1.4")
        .stop(),
    planted: [{ kind: "task", keys: ["sbom", "syft"] }],
  },
  {
    id: "b101-min-macos",
    build: (s) =>
      s
        .user("what's the oldest macOS we claim to support? someone on 10.15 says krill 1.3 crashes")
        .bash("grep -rn -i 'macos\\|catalina' README.md docs/faq.md", "README.md:44:Supported: macOS 10.15+, Linux (glibc or musl), Windows 10+")
        .user("let's just say 10.15 stays the minimum and figure out the crash")
        .bash("go version", "go version go1.23.4 linux/amd64")
        .assistant(
          "Before chasing it: Go 1.23 dropped support for macOS 10.15. Binaries built with 1.23 need macOS 11 Big Sur or later, and on 10.15 they can fail at startup with dyld errors, which matches the report. Since we just bumped go.mod to 1.23, 10.15 can't stay supported without going back to 1.22.",
        )
        .user("oh. right. then forget 10.15, macos 11 is our floor now. not going back to 1.22 for catalina. update the README line")
        .file("Edit", "README.md")
        .stop("README now says macOS 11+."),
    planted: [
      { kind: "fact", keys: ["1.23", "10.15"] },
      { kind: "decision", keys: ["macos 11"] },
    ],
  },
  {
    id: "b101-retry-backoff",
    build: (s) =>
      s
        .user("the retry-after fix works but on 5xx we just fail. add retries?")
        .file("Read", "internal/remote/client.go")
        .assistant(
          "I could pull in `hashicorp/go-retryablehttp`, which does exponential backoff with jitter and honours Retry-After. Or write a small loop ourselves: 3 attempts, 500ms base, doubling, with jitter. It's maybe 25 lines.",
        )
        .user("the 25 lines. we write our own backoff in internal/remote, no retryablehttp. you know how I feel about go.sum")
        .file("Edit", "internal/remote/retry.go")
        .bash(
          "go test -race ./internal/remote/ -run Retry -v 2>&1 | tail -2",
          "--- PASS: TestRetryBackoff (1.52s)\nok  \tgithub.com/krill-sh/krill/internal/remote\t1.611s",
        )
        .stop(),
    planted: [{ kind: "decision", keys: ["backoff", "retryablehttp"] }],
  },
  {
    id: "b101-empty-typo",
    build: (s) =>
      s
        .user("typo in `krill sync --help`: 'recieve'. fix pls")
        .bash("grep -rn 'recieve' cmd/", 'cmd/sync.go:38:\tShort: "Sync local state and recieve remote changes",')
        .file("Edit", "cmd/sync.go")
        .assistant("Fixed: `receive`.")
        .user("ta. while you're at it run gofmt on cmd/, I think the last PR skipped it")
        .bash("gofmt -l cmd/", "cmd/status.go")
        .file("Edit", "cmd/status.go")
        .assistant("`cmd/status.go` had a misaligned struct literal; it's formatted now and `gofmt -l` is empty.")
        .user("perfect, thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b101-empty-prerun",
    build: (s) =>
      s
        .user("why does PersistentPreRunE on root run twice when I call `krill sync`? or does it")
        .file("Read", "cmd/root.go")
        .assistant(
          "It shouldn't: cobra only runs the nearest PersistentPreRunE up the chain. One possibility is that `sync` defines its own and calls the parent's manually, which would double it. Another is the test harness executing the root twice. I haven't confirmed either yet.",
        )
        .user("could it be the viper init? maybe that runs in both init() and PreRun")
        .bash("grep -rn 'initConfig' cmd/", "cmd/root.go:29:\tcobra.OnInitialize(initConfig)\ncmd/root.go:58:func initConfig() {")
        .assistant(
          "Possibly, but `initConfig` is only registered via `cobra.OnInitialize`, which runs once per Execute. I'd need a stack trace from the second call to say more. Want me to add a temporary debug print?",
        )
        .user("eh, not now. I'll look at it when it actually bites")
        .stop(),
    planted: [],
  },
  {
    id: "b101-empty-goreleaser-log",
    build: (s) =>
      s
        .user("snapshot build, just to see it's fine")
        .bash(
          "goreleaser release --snapshot --clean --skip=publish 2>&1 | tail -8",
          "  • building binaries\n    • DEPRECATED: `builds.goarm` should always be a string, never an int\n  • archives\n    • TODO in name_template is ignored\n  • nfpm: maintainer must be set for deb packages\n  • calculating checksums\n  • storing artifacts metadata\n  • release succeeded after 48s",
        )
        .assistant(
          "Snapshot build succeeded in 48s. The log has three warnings: `goarm` should be a string, a stray `TODO` in a name_template comment, and the nfpm maintainer notice (it's set, the notice is printed anyway in snapshot mode).",
        )
        .user("the goarm one is new? we don't even build arm 32")
        .assistant(
          "It comes from the default `goarm: 6` goreleaser injects. Since no 32-bit ARM target is in `goarch`, it has no effect on the output. It's only the deprecation notice.",
        )
        .user("fine, ignore it")
        .stop(),
    planted: [],
  },
  {
    id: "b101-empty-urfave",
    build: (s) =>
      s
        .user("honest question, would urfave/cli v3 be nicer than cobra for us?")
        .assistant(
          "Trade-offs, roughly: urfave/cli v3 has a smaller API and built-in flag sources (env, files), and no codegen. Cobra has the completion machinery, man page generation via cobra/doc, and kubectl/gh-style conventions users already know. Migrating would touch every command and gendocs.",
        )
        .user("hmm. the completion stuff is the only part I'd miss. what about the man pages?")
        .bash("go list -m all | grep -E 'cobra|urfave'", "github.com/spf13/cobra v1.8.1")
        .assistant("urfave/cli has `ToMan()` in a separate package (cli-docs), output quality is similar. So it's mostly completion and migration cost.")
        .user("ok interesting. let me think about it over the weekend, no action")
        .stop(),
    planted: [],
  },
  {
    id: "b101-empty-status-report",
    build: (s) =>
      s
        .user("where are we with the sync PR?")
        .bash("gh pr view 427 --json state,reviewDecision,statusCheckRollup -q '.state, .reviewDecision'", "OPEN\nAPPROVED")
        .bash("gh pr checks 427", "build (ubuntu-latest)\tpass\t2m11s\nbuild (macos-14)\tpass\t3m02s\nbuild (windows-latest)\tpass\t4m40s\nlint\tpass\t51s")
        .assistant(
          "PR #427 is approved, all four checks are green (ubuntu, macos-14, windows, lint). I pushed the errcheck fix and the gocyclo removal yesterday; nothing is pending from review.",
        )
        .user("merge it, squash")
        .bash("gh pr merge 427 --squash --delete-branch", "✓ Squashed and merged pull request #427 (feat: rewrite sync planner)\n✓ Deleted branch sync-planner")
        .assistant("Merged and the branch is deleted.")
        .user("🎉")
        .stop(),
    planted: [],
  },
  {
    id: "b101-empty-lint-config",
    build: (s) =>
      s
        .user("what's in our .golangci.yml actually, I haven't looked in a year")
        .bash(
          "cat .golangci.yml",
          "linters:\n  enable:\n    - errcheck    # always on, never disable\n    - gocognit\n    - revive\n    - misspell\nlinters-settings:\n  revive:\n    rules:\n      - name: exported  # TODO: turn on once docs are done\n        disabled: true\n# you must run `golangci-lint cache clean` after bumping versions",
        )
        .assistant(
          "Four linters: errcheck, gocognit, revive and misspell. revive's `exported` rule is disabled with a TODO to enable it after docs, and there's a comment about cleaning the cache after version bumps.",
        )
        .user("that TODO is from 2022 lol. ok thanks, that's all I wanted")
        .assistant("Anytime.")
        .stop(),
    planted: [],
  },
  {
    id: "b101-empty-slow-start",
    build: (s) =>
      s
        .user("`krill status` takes 300ms to print anything. feels slow for a CLI. why?")
        .bash("time ./krill status >/dev/null", "real\t0m0.304s\nuser\t0m0.081s\nsys\t0m0.052s")
        .assistant(
          "Mostly wall time, not CPU, so it's waiting on something. Guesses: opening the sqlite store and running the schema check, or a DNS lookup if status checks the remote. Could also be the init() of some dependency.",
        )
        .user("maybe it's the update check? do we still have that")
        .bash("grep -rn 'update' cmd/status.go | head -3", "")
        .assistant(
          "No update check in status. I'd want a trace before guessing further: `GODEBUG=inittrace=1` for init cost, and a CPU/block profile for the rest.",
        )
        .user("ok, another day. it's not on fire")
        .stop(),
    planted: [],
  },
  {
    id: "b101-empty-friday",
    build: (s) =>
      s
        .user("friday release, what could go wrong")
        .assistant("Famous last words. Want me to do anything before you push the tag?")
        .user("nah. just wanted someone to witness my hubris")
        .bash("git status --short && git log --oneline -1", "a1f09e2 fix: keep KRILL_DRY_RUN working after flag rename (#429)")
        .assistant("Witnessed. Working tree is clean, HEAD is a1f09e2.")
        .user("ok pushing. if you hear screaming, that's normal")
        .stop(),
    planted: [],
  },
  {
    id: "b101-empty-readme",
    build: (s) =>
      s
        .user("reword the install section of the README, it reads like a legal document")
        .file("Read", "README.md")
        .assistant(
          "The section has four paragraphs before the first command. I'd lead with the three one-liners (brew, scoop, go install) and move the checksum verification to a subsection below. Sound ok?",
        )
        .user("yes, do that")
        .file("Edit", "README.md")
        .bash("git diff --stat README.md", " README.md | 31 +++++++++++------------------\n 1 file changed, 11 insertions(+), 20 deletions(-)")
        .assistant("Done: the install section now opens with the three commands, and verification sits under 'Verifying downloads'.")
        .user("much better, cheers")
        .stop(),
    planted: [],
  },
  {
    id: "b101-empty-bisect",
    build: (s) =>
      s
        .user("`krill ls --max-depth 0` used to list the root only, now it lists nothing. when did that break?")
        .bash(
          "git bisect start HEAD v1.2.0 && git bisect run sh -c 'go build -o /tmp/k ./cmd/krill && /tmp/k ls --max-depth 0 testdata/tree | grep -q root'",
          "running  sh -c ...\n6d02e51 is the first bad commit\ncommit 6d02e51\n    refactor: walk with fs.WalkDir\nbisect found first bad commit",
        )
        .assistant(
          "6d02e51, the fs.WalkDir refactor. The new walker returns `fs.SkipDir` for depth >= max before visiting the root entry, so depth 0 skips the root itself.",
        )
        .file("Edit", "internal/walk/walk.go")
        .bash("git bisect reset >/dev/null; go test -race ./internal/walk/", "ok  \tgithub.com/krill-sh/krill/internal/walk\t0.207s")
        .assistant("Fixed the off-by-one (compare depth > max, and always visit the root), plus a test for depth 0.")
        .user("nice catch, thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b101-empty-windows-path",
    build: (s) =>
      s
        .user("windows test failing with a path thing, classic")
        .bash("go test ./internal/walk/ 2>&1 | tail -3", '--- FAIL: TestRel (0.00s)\n    walk_test.go:33: got "a\\\\b", want "a/b"\nFAIL', 1)
        .assistant("The test compares against a hardcoded forward-slash path. Wrapping the expectation in `filepath.FromSlash` makes it OS-neutral.")
        .user("do it")
        .file("Edit", "internal/walk/walk_test.go")
        .assistant("Done. I can't run the windows job locally, but `GOOS=windows go vet ./internal/walk/` is clean.")
        .user("CI will tell us. thanks")
        .stop(),
    planted: [],
  },
];

export const BLIND101 = plantedSet(BLIND101_SESSIONS, Date.UTC(2026, 10, 4, 9));
