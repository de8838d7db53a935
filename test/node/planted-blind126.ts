/**
 * Blind planted set 126 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a tired solo indie developer building a Rust CLI (`brambl`) and a Tauri desktop app
 * (`brambl-desk`) in the evenings: many typos, talks to the agent like a friend, thinks aloud
 * before deciding, puts things off to "the weekend".
 * Each session is one segment; the items planted in it are listed with it: 73 items (20 decisions, 18 instructions, 18 facts, 17 tasks) in 56 sessions, 16 of which plant nothing (84 user/assistant messages between them). Every other message
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

export const BLIND126_SESSIONS: BlindSession[] = [
  {
    id: "b126-clap-derive",
    build: (s) =>
      s
        .user(
          "ok im back. long day. so the arg parsing in brambl is a mess, main.rs is like 400 lines of matching on std::env::args lol. thinking clap? or argh? or pico-args since its tiny",
        )
        .assistant(
          "All three would work. clap (derive API) gives you help text, subcommands and shell completions for free but adds compile time; argh is smaller but less flexible; pico-args is minimal and you'd still write the help by hand. Want me to sketch the subcommands in clap derive so you can see it?",
        )
        .user("yeah show me")
        .file("Read", "src/main.rs")
        .file("Write", "src/cli.rs")
        .bash(
          "cargo build",
          "   Compiling clap v4.5.20\n   Compiling brambl v0.3.1 (/home/dev/src/app)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 14.82s",
        )
        .assistant("Sketched `Cli` with `sync`, `new`, `ls` and `export` subcommands in src/cli.rs using `#[derive(Parser)]`. Builds fine.")
        .user(
          "ok ya thats way nicer than what i had. going with clap derive, compile time be damned. pico-args was tempting but i'd just end up rewriting half of clap badly",
        )
        .stop("Great, I'll wire main.rs onto the new `Cli` struct next time you want to."),
    planted: [{ kind: "decision", keys: ["clap", "derive"] }],
  },
  {
    id: "b126-cargo-nextest",
    build: (s) =>
      s
        .user("run the tests pls")
        .bash(
          "cargo test",
          "running 42 tests\n...\ntest sync::tests::conflict_merges_frontmatter ... FAILED\n\nfailures:\n    sync::tests::conflict_merges_frontmatter\n\ntest result: FAILED. 41 passed; 1 failed; 0 ignored",
          101,
        )
        .assistant(
          "One failure: `conflict_merges_frontmatter`. It compares the merged frontmatter as a string and the key order differs. Should I make the assertion order-insensitive?",
        )
        .user("ugh yes do that")
        .file("Edit", "src/sync/tests.rs")
        .bash(
          "cargo nextest run",
          "    Starting 42 tests across 3 binaries\n        PASS [   0.011s] brambl sync::tests::conflict_merges_frontmatter\n     Summary [   1.204s] 42 tests run: 42 passed, 0 skipped",
        )
        .assistant("Fixed the assertion to parse both sides as YAML maps; all 42 pass under nextest.")
        .user(
          "oh nice u used nextest. yeah btw from now on run tests w `cargo nextest run`, not plain cargo test, the output is so much easier to read when im half asleep",
        )
        .stop("Will do, nextest from now on."),
    planted: [{ kind: "instruction", keys: ["nextest"] }],
  },
  {
    id: "b126-sqlite-vs-json",
    build: (s) =>
      s
        .user(
          "thinking aloud here. the desk app keeps the note index in a big index.json that gets rewritten on every save. with like 3k notes its getting slow. options: sqlite via rusqlite, or sled, or just... keep json but write incrementally?? idk",
        )
        .assistant(
          "For 3k notes and search-ish queries, SQLite via rusqlite (bundled feature) is the boring choice: single file, FTS5 for full-text search later, and it's well supported in Tauri. sled is not really maintained right now. Incremental JSON would still need a rewrite of the whole file on most edits.",
        )
        .user("hmm sled not maintained? i thought it was")
        .assistant("Its last stable release was a while ago and the 1.0 rewrite has been in alpha for a long time. I wouldn't build on it.")
        .bash(
          "ls -la ~/.local/share/brambl-desk/",
          "total 5840\n-rw-r--r-- 1 dev dev 5963776 Nov  6 21:12 index.json\n-rw-r--r-- 1 dev dev     312 Nov  6 21:12 settings.json",
        )
        .user("6mb of json lmao. ok sqlite it is, rusqlite with the bundled feature so i dont fight with system libs on windows. the index moves to index.db")
        .assistant("Makes sense. Want me to start on the migration now?")
        .user("nah not tonight. remind me this weekend to write the json -> sqlite migration, it has to handle the old index.json on first launch")
        .stop("Noted: the json-to-sqlite migration for the weekend."),
    planted: [
      { kind: "decision", keys: ["rusqlite", "bundled"] },
      { kind: "task", keys: ["migration"] },
    ],
  },
  {
    id: "b126-empty-typo-readme",
    build: (s) =>
      s
        .user("theres a typo in the readme, 'syncronize' lol. fix pls")
        .file("Edit", "README.md")
        .assistant("Fixed: 'syncronize' -> 'synchronize' in README.md.")
        .user("ty. how many typos do u think are in my commit messages on average")
        .assistant("Honestly? A few. `git log --oneline | head` shows 'fix teh sync bug' and 'wip wip wip', but commit messages don't need to be perfect.")
        .user("fair lol")
        .stop(),
    planted: [],
  },
  {
    id: "b126-tauri-v2",
    build: (s) =>
      s
        .user("is tauri 2 stable now? im still on 1.5 for the desk app")
        .bash(
          "grep -n tauri src-tauri/Cargo.toml",
          '14:tauri = { version = "1.5", features = ["shell-open", "dialog-all"] }\n15:tauri-build = { version = "1.5" }',
        )
        .assistant(
          "Yes, Tauri 2 has been stable since October 2024. The big changes are the capabilities/permissions system replacing the allowlist, plugins split out (dialog, shell, fs), and mobile support. There's a `tauri migrate` command that does most of the mechanical work.",
        )
        .user("do i need mobile? no. do i need the new permissions thing? ...probably its better security wise. but migrating sounds like a whole evening")
        .assistant("It's usually one to two evenings for a small app: mostly the plugin imports and the capabilities file.")
        .user(
          "ok decided, we're moving the desk app to tauri 2. not staying on 1.5 forever. but not now, i'll do the migration on the weekend, put it on the list",
        )
        .stop("Added to the list: Tauri 2 migration this weekend."),
    planted: [
      { kind: "decision", keys: ["tauri 2"] },
      { kind: "task", keys: ["migration", "weekend"] },
    ],
  },
  {
    id: "b126-notes-dir-fact",
    build: (s) =>
      s
        .user("why is `brambl ls` showing nothing on the laptop")
        .bash("brambl ls --debug", "DEBUG brambl::config: notes_dir = /home/dev/notes\nDEBUG brambl::scan: 0 files matched *.md")
        .bash("ls ~/Notes | head -3", "2026-10-01-standup.md\ngroceries.md\nideas.md")
        .assistant(
          "It's scanning `/home/dev/notes` but your notes are in `~/Notes` (capital N). Linux paths are case-sensitive. Is the config hard-coding the lowercase path?",
        )
        .user(
          "ah crap yes. ok so for the record: on the laptop the notes live in ~/Notes with a capital N, on the desktop its ~/notes lowercase, dont ask. the config reads BRAMBL_NOTES_DIR if set, otherwise falls back to ~/notes",
        )
        .file("Edit", "src/config.rs")
        .assistant("I made the fallback log a warning if the directory doesn't exist so this shows up quicker next time.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["laptop", "capital"] },
      { kind: "fact", keys: ["brambl_notes_dir"] },
    ],
  },
  {
    id: "b126-empty-musing",
    build: (s) =>
      s
        .user("do you ever think about how many note taking apps exist. like why am i building another one")
        .assistant("Because you want one that works exactly the way you think, which is a pretty good reason. Also it's a fun Rust project.")
        .user("lol true. maybe i should just use obsidian and sleep more")
        .assistant("That's an option too. Want to do anything on brambl tonight or call it?")
        .user("idk. maybe look at why the build is slow? actually no, too tired.")
        .assistant("Sounds good, get some rest.")
        .stop(),
    planted: [],
  },
  {
    id: "b126-release-profile",
    build: (s) =>
      s
        .user("the release binary is 14mb?? for a notes cli??")
        .bash("ls -lh target/release/brambl", "-rwxr-xr-x 1 dev dev 14M Nov  8 22:40 target/release/brambl")
        .assistant(
          'Most of that is debug symbols and unused code. Adding `strip = true`, `lto = true`, `codegen-units = 1` and `opt-level = "z"` to `[profile.release]` usually cuts it a lot. `panic = "abort"` saves a bit more but you lose unwinding.',
        )
        .user("try it without the panic abort thing, i want backtraces")
        .file("Edit", "Cargo.toml")
        .bash(
          "cargo build --release && ls -lh target/release/brambl",
          "    Finished `release` profile [optimized] target(s) in 1m 32s\n-rwxr-xr-x 1 dev dev 3.1M Nov  8 22:44 target/release/brambl",
        )
        .assistant("3.1 MB now, with strip + lto + codegen-units=1 + opt-level z, no panic=abort.")
        .user("sick. keep that. oh and opt-level z made it slower to search? eh whatever, size matters more for this, its a cli ppl download")
        .stop(),
    planted: [{ kind: "decision", keys: ["opt-level"] }],
  },
  {
    id: "b126-ci-windows",
    build: (s) =>
      s
        .user("CI is red again. on windows only. of course")
        .bash(
          "gh run view --log-failed | tail -8",
          'test paths::tests::normalizes_separators ... FAILED\nthread \'paths::tests::normalizes_separators\' panicked at src/paths.rs:88:9:\nassertion `left == right` failed\n  left: "notes\\\\daily\\\\today.md"\n right: "notes/daily/today.md"\nwarning: never type fallback will change in Rust 2024',
          1,
        )
        .assistant(
          "The path test expects forward slashes but Windows gives backslashes. I can normalize with `path.components()` when building the relative key. The 'never type fallback' warning is unrelated.",
        )
        .user("do it")
        .file("Edit", "src/paths.rs")
        .bash("cargo nextest run paths", "     Summary [   0.031s] 6 tests run: 6 passed, 0 skipped")
        .assistant("Fixed. Note keys are now always built with `/` regardless of OS.")
        .user(
          "good. rule for the future: note keys in the index are always forward-slash paths relative to the notes dir, on every OS. never store absolute paths in the index. i got bitten by that in 0.2 already",
        )
        .stop("Understood."),
    planted: [{ kind: "instruction", keys: ["forward-slash"] }],
  },
  {
    id: "b126-empty-ci-status",
    build: (s) =>
      s
        .user("is ci green now")
        .bash(
          "gh run list --limit 3",
          "completed\tsuccess\tfix windows path test\tCI\tmain\tpush\t11823\t4m12s\ncompleted\tfailure\twip\tCI\tmain\tpush\t11822\t6m01s",
        )
        .assistant("Yes, the latest run on main passed in 4m12s.")
        .user("yay. 4 minutes is kinda long tho, why")
        .assistant(
          "Mostly the Windows job compiling from scratch. Caching `~/.cargo` and `target` with Swatinem/rust-cache would likely halve it. Want me to add it?",
        )
        .user("hmm maybe, lemme think about it. not now")
        .stop(),
    planted: [],
  },
  {
    id: "b126-ipc-commands",
    build: (s) =>
      s
        .user(
          "the desk app frontend calls like 15 different invoke() commands, and half of them are named differently. open_note, getNote, note_save... its chaos",
        )
        .bash(
          "grep -rhoE \"invoke\\('[a-zA-Z_]+'\" src/ | sort | uniq -c | head",
          "   3 invoke('getNote'\n   2 invoke('get_settings'\n   4 invoke('note_save'\n   1 invoke('open_note'\n   2 invoke('listNotes'",
        )
        .assistant(
          "There's a mix of camelCase and snake_case and verb/noun order. A consistent scheme would be `noun_verb` in snake_case, matching the Rust fn names, e.g. `note_get`, `note_save`, `note_list`.",
        )
        .user(
          "i like that actually. yes. all tauri commands are snake_case noun_verb from now on, note_get note_save settings_get etc. rename the existing ones",
        )
        .file("Edit", "src-tauri/src/commands.rs")
        .file("Edit", "src/lib/api.ts")
        .bash("npm run check", "svelte-check found 0 errors and 0 warnings")
        .assistant("Renamed all 15 commands and the frontend wrappers in src/lib/api.ts; svelte-check is clean.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["noun_verb"] }],
  },
  {
    id: "b126-frontmatter-bug",
    build: (s) =>
      s
        .user("a user on github says their tags vanish after sync. issue #31. can u look")
        .bash(
          "gh issue view 31",
          "title:\tTags disappear after brambl sync\nstate:\tOPEN\n--\nMy notes have `tags: [work, 1on1]` in frontmatter and after sync the tags line is gone. Windows 11, brambl 0.3.0",
        )
        .file("Read", "src/frontmatter.rs")
        .assistant(
          "Maybe it's the CRLF line endings on Windows: if the frontmatter parser splits on `\\n---\\n` the closing fence has a `\\r` and the whole block gets treated as body? That's a guess, I'd need a CRLF fixture to check.",
        )
        .bash(
          "printf -- '---\\r\\ntags: [work]\\r\\n---\\r\\nhi\\r\\n' > /tmp/crlf.md && cargo run -q -- debug-parse /tmp/crlf.md",
          'frontmatter: None\nbody: "---\\r\\ntags: [work]\\r\\n---\\r\\nhi\\r\\n"',
        )
        .assistant(
          "Confirmed: with CRLF endings the parser finds no frontmatter, so the re-serialized note loses the tags. The root cause is the fence match in `split_frontmatter` only accepting `\\n`.",
        )
        .user("omg ok. fix it but not tonight, my brain is soup. TODO for the weekend: fix crlf frontmatter parsing for #31 and add a crlf fixture")
        .stop("Sure, it's on the weekend list."),
    planted: [
      { kind: "fact", keys: ["crlf", "split_frontmatter"] },
      { kind: "task", keys: ["crlf", "#31"] },
    ],
  },
  {
    id: "b126-commit-style",
    build: (s) =>
      s
        .user("commit what we have")
        .bash("git status --short", " M src/config.rs\n M src/scan.rs\n?? src/scan/ignore.rs")
        .bash(
          "git add -A && git commit -m 'scan: honour .bramblignore'",
          "[main 7e1c2aa] scan: honour .bramblignore\n 3 files changed, 88 insertions(+), 12 deletions(-)",
        )
        .assistant("Committed as `scan: honour .bramblignore`.")
        .user(
          "nice msg. ok couple of things so i dont have to repeat myself:\n- commit messages like that, `area: lowercase summary`, no conventional commits feat/fix stuff\n- dont push, ever, i push myself after looking at the diff in the morning\n- and i sign commits with ssh key so if it fails with gpg error thats why, just tell me",
        )
        .assistant("Got it: `area: summary` messages, never push, and flag signing errors to you.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["area:", "lowercase"] },
      { kind: "instruction", keys: ["push"] },
      { kind: "fact", keys: ["ssh key"] },
    ],
  },
  {
    id: "b126-empty-log-quote",
    build: (s) =>
      s
        .user("whats this warning in the tauri build")
        .bash(
          "npm run tauri build 2>&1 | grep -i warn",
          'warn: The bundle identifier "com.tauri.dev" set in `tauri.conf.json identifier` ends with `.app`. You must change it before releasing.\nwarn: TODO: signing is not configured; the app will never be notarized on macOS',
        )
        .assistant(
          "Two warnings from the bundler: the default bundle identifier is still set, and macOS signing isn't configured. Neither blocks a local build.",
        )
        .user("huh. is the identifier thing actually a problem for a local build")
        .assistant("No, only for distributing. For local testing it's harmless.")
        .user("ok cool, ignoring it then")
        .stop(),
    planted: [],
  },
  {
    id: "b126-watcher-debounce",
    build: (s) =>
      s
        .user(
          "the file watcher fires like 4 events per save in vscode (it writes a temp file and renames). so brambl sync runs 4 times. i was gonna add a debounce of like 500ms? or 200? what does notify-debouncer-mini do",
        )
        .assistant(
          "notify-debouncer-mini collapses events per path within a timeout you choose. 200ms is usually enough for editor save bursts; 500ms feels laggy if you're watching the UI update. notify-debouncer-full also tracks renames properly, which matters for the temp-file-then-rename pattern.",
        )
        .user("ok full then since the rename thing is exactly my problem")
        .file("Edit", "Cargo.toml")
        .file("Edit", "src/watch.rs")
        .bash("cargo nextest run watch", "     Summary [   1.802s] 4 tests run: 4 passed, 0 skipped")
        .assistant("Switched to notify-debouncer-full with a 200ms timeout; the watch tests pass and one save now produces one sync.")
        .user("🙏 ok 250ms actually, 200 felt flaky on the old laptop last time i tried something similar. leave it at 250")
        .file("Edit", "src/watch.rs")
        .stop("Set to 250ms."),
    planted: [
      { kind: "decision", keys: ["debouncer-full"] },
      { kind: "decision", keys: ["250ms"] },
    ],
  },
  {
    id: "b126-keychain",
    build: (s) =>
      s
        .user("where should the desk app store the sync token. right now its in settings.json in plaintext which... yeah")
        .assistant(
          "The usual choice is the OS keychain via the `keyring` crate: macOS Keychain, Windows Credential Manager, Secret Service on Linux. Alternatively Tauri's stronghold plugin, but that's heavier and needs a password.",
        )
        .user(
          "keyring. i dont want the user typing a password for a notes app. but linux without a secret service running (like my i3 setup) will break right?",
        )
        .bash("busctl --user list | grep -i secret", "", 1)
        .assistant(
          "Right, there's no Secret Service on your i3 session, so `keyring` would error there. You'd need a fallback, e.g. a file with 0600 permissions, or ask users to run gnome-keyring.",
        )
        .user("ugh. ok keyring as the main store, and fallback to a 0600 file only when no secret service. that's the plan")
        .file("Write", "src-tauri/src/secrets.rs")
        .stop("Started src-tauri/src/secrets.rs with the keyring-first, 0600-file fallback."),
    planted: [{ kind: "decision", keys: ["keyring", "0600"] }],
  },
  {
    id: "b126-empty-fmt",
    build: (s) =>
      s
        .user("cargo fmt pls and clippy")
        .bash(
          "cargo fmt && cargo clippy -- -D warnings",
          '    Checking brambl v0.3.1 (/home/dev/src/app)\nwarning: this `if` has identical blocks\n  --> src/scan.rs:44:5\nerror: could not compile `brambl` (bin "brambl") due to 1 previous error',
          101,
        )
        .assistant("Clippy flags identical `if` blocks in src/scan.rs:44. Both branches push the path, so the `if` can go. Should I collapse it?")
        .user("ya")
        .file("Edit", "src/scan.rs")
        .bash("cargo clippy -- -D warnings", "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 2.10s")
        .assistant("Collapsed it; clippy is clean now.")
        .stop(),
    planted: [],
  },
  {
    id: "b126-msrv",
    build: (s) =>
      s
        .user("someone opened a PR that uses let-else, and another user complains brambl doesnt build on debian stable's rustc. whats debian stable's rustc")
        .bash(
          "docker run --rm debian:bookworm bash -c 'apt-get -qq update >/dev/null && apt-cache policy rustc | head -3'",
          "rustc:\n  Installed: (none)\n  Candidate: 1.63.0+dfsg1-2",
        )
        .assistant(
          "Bookworm ships rustc 1.63. let-else needs 1.65. Your Cargo.toml doesn't declare `rust-version` so users get confusing errors instead of a clear MSRV message.",
        )
        .user("1.63 is ancient. im not supporting that. people can use rustup. hmm but what do i pick. 1.74? 1.80?")
        .assistant(
          'A common approach is "latest stable minus a few". 1.74 gives you let-else, async fn in traits is 1.75, and LazyLock is 1.80. Your code already uses `std::sync::LazyLock` in config.rs, so 1.80 is the real floor today.',
        )
        .user("oh lol then its 1.80, decided. put rust-version = 1.80 in cargo.toml and close the debian issue with a polite 'use rustup'")
        .file("Edit", "Cargo.toml")
        .bash(
          "gh issue close 28 -c 'brambl needs Rust 1.80+ (declared as rust-version in Cargo.toml). Please install via rustup, sorry!'",
          "✓ Closed issue #28 (Fails to build on Debian bookworm)",
        )
        .stop('Done: rust-version = "1.80" and #28 closed.'),
    planted: [{ kind: "decision", keys: ["1.80"] }],
  },
  {
    id: "b126-svelte-store",
    build: (s) =>
      s
        .user("wait is the desk frontend svelte 4 or 5")
        .bash("grep '\"svelte\"' package.json", '    "svelte": "^5.1.9",')
        .assistant("Svelte 5. But a lot of components still use `writable` stores from svelte/store rather than runes.")
        .user("right i started with stores and then 5 came out. should i move everything to runes or leave it")
        .assistant("Stores still work in Svelte 5, so there's no rush. Mixing is fine, but new components are simpler with `$state`.")
        .user("ok so new components use runes ($state, $derived), dont write any new writable() stores. old ones i'll port when i touch them")
        .file("Write", "src/lib/components/TagFilter.svelte")
        .assistant("Wrote TagFilter.svelte with `$state` and `$derived`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["runes"] }],
  },
  {
    id: "b126-empty-what-is-lto",
    build: (s) =>
      s
        .user("dumb question but what does lto actually do")
        .assistant(
          "Link-time optimization: the compiler optimizes across crate boundaries at link time, so it can inline and remove dead code across your deps. It makes release builds slower to compile and usually smaller and a bit faster.",
        )
        .user("and thin vs fat?")
        .assistant(
          "Fat LTO (`lto = true`) treats the whole program as one unit: best results, slowest. Thin LTO splits the work in parallel: most of the benefit, much faster builds.",
        )
        .user("interesting. ok ty")
        .stop(),
    planted: [],
  },
  {
    id: "b126-export-pdf",
    build: (s) =>
      s
        .user("feature idea for export: brambl export --pdf. could shell out to pandoc? or typst? or bundle something")
        .assistant(
          "Shelling out to pandoc is the easiest: it needs a LaTeX engine for PDFs though, which is a big dependency for users. typst is a single binary and fast. Bundling a renderer in Rust (e.g. printpdf) means writing the layout yourself.",
        )
        .user("typst is cool. hmm. or just html export and let ppl print to pdf from the browser?")
        .assistant("HTML export is the least work and you already have comrak for markdown → HTML. PDF via typst could come later on top.")
        .bash("grep comrak Cargo.toml", 'comrak = { version = "0.29", default-features = false }')
        .user("yeah ok. export is html only for now, no pdf. pdf maybe someday via typst but not promising anything")
        .file("Edit", "src/export.rs")
        .stop("Export is HTML-only; I stubbed `--format html` in export.rs."),
    planted: [{ kind: "decision", keys: ["export", "html"] }],
  },
  {
    id: "b126-sync-backend",
    build: (s) =>
      s
        .user(
          "ok big one. the sync. right now brambl sync is just git pull/push under the hood. works for me but normal ppl dont have git remotes. i was thinking webdav? s3? my own server?",
        )
        .assistant(
          "Some trade-offs: WebDAV works with Nextcloud and lots of hosts users already have; S3-compatible covers Backblaze/R2/MinIO; your own server means running infra and accounts. Git stays great for technical users.",
        )
        .user("i am NOT running a server. im one guy. hmm webdav + keep git. s3 maybe later")
        .file("Read", "src/sync/mod.rs")
        .assistant("The sync module already has a `Backend` trait with only `GitBackend`. A `WebDavBackend` would slot in next to it.")
        .user(
          "perfect. so: git and webdav backends, no hosted server. write that in docs/sync.md so i stop reconsidering it every month. and TODO: webdav backend, using reqwest_dav probably, target the 0.4 release",
        )
        .file("Write", "docs/sync.md")
        .stop("Wrote docs/sync.md with the decision; WebDAV backend is on the list for 0.4."),
    planted: [
      { kind: "decision", keys: ["webdav", "server"] },
      { kind: "task", keys: ["webdav", "0.4"] },
    ],
  },
  {
    id: "b126-empty-withdrawn",
    build: (s) =>
      s
        .user("what if we rewrote the search in tantivy")
        .assistant(
          "Tantivy would give proper ranking and fuzzy search, but it's a big dependency and its own index on disk. For 3k notes SQLite FTS5 is probably enough once the index moves to SQLite.",
        )
        .user("yeah... actually no, scratch that, tantivy is overkill. forget i said anything")
        .assistant("No problem.")
        .user("what time is it even. 1am. why am i like this")
        .assistant("Solo-dev hours. Anything small you want done before you log off?")
        .user("no, night")
        .stop(),
    planted: [],
  },
  {
    id: "b126-error-handling",
    build: (s) =>
      s
        .user("error handling is all over the place, some fns return Box<dyn Error>, some String, some anyhow")
        .bash("grep -rc 'anyhow::' src/ | grep -v ':0' | wc -l; grep -rc 'Box<dyn Error' src/ | grep -v ':0' | wc -l", "9\n4")
        .assistant(
          "A common split: `thiserror` for a typed error enum in library-ish modules (sync, index, frontmatter) so callers can match on cases, and `anyhow` only at the binary edge (main.rs, command handlers) for context and reporting.",
        )
        .user(
          "yes thats what ripgrep kinda does right? ok do that. thiserror in the modules, anyhow only in main and the cmd handlers. no more Box<dyn Error> and no String errors",
        )
        .file("Write", "src/error.rs")
        .file("Edit", "src/sync/mod.rs")
        .bash("cargo check", "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 3.41s")
        .assistant("Added `src/error.rs` with a `BramblError` enum and converted sync to it. index and frontmatter still use Box<dyn Error>.")
        .user("leave those for now, i'll convert index.rs and frontmatter.rs myself later this week")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["thiserror", "anyhow"] },
      { kind: "task", keys: ["index.rs", "frontmatter.rs"] },
    ],
  },
  {
    id: "b126-homebrew",
    build: (s) =>
      s
        .user("how do ppl install brambl rn")
        .bash(
          "gh release view v0.3.1 --json assets -q '.assets[].name'",
          "brambl-x86_64-unknown-linux-gnu.tar.gz\nbrambl-aarch64-apple-darwin.tar.gz\nbrambl-x86_64-pc-windows-msvc.zip",
        )
        .assistant("Only via the tarballs on GitHub releases, or `cargo install brambl` from crates.io. No Homebrew or Scoop.")
        .user("right. cargo-dist can do homebrew + installers right?")
        .assistant("Yes, `cargo dist init` can set up a Homebrew tap, shell/powershell installers and the release workflow.")
        .user(
          "ok next weekend: set up cargo-dist with a homebrew tap. not now. also fyi the crates.io name is brambl-cli not brambl, someone squatted brambl in 2023",
        )
        .assistant("Ah, so `cargo install brambl` wouldn't work at all; it's `cargo install brambl-cli`. I'll keep that in mind.")
        .stop(),
    planted: [
      { kind: "task", keys: ["cargo-dist", "homebrew"] },
      { kind: "fact", keys: ["brambl-cli", "squatted"] },
    ],
  },
  {
    id: "b126-empty-status",
    build: (s) =>
      s
        .user("what did we do yesterday again")
        .bash(
          "git log --oneline -4",
          "7e1c2aa scan: honour .bramblignore\n3b9d10f paths: normalize separators on windows\n91ac3e2 cli: move to clap\nd0e1f77 wip",
        )
        .assistant("Yesterday: the .bramblignore support in scan, the Windows path separator fix, and the clap move before that.")
        .user("oh right. feels like a week ago")
        .assistant("Long evenings do that.")
        .stop(),
    planted: [],
  },
  {
    id: "b126-fts-sqlite",
    build: (s) =>
      s
        .user("the sqlite migration is done (did it sunday!!). now search. FTS5?")
        .bash("sqlite3 ~/.local/share/brambl-desk/index.db 'select count(*) from notes'", "3184")
        .assistant("FTS5 is a good fit. One thing: rusqlite's bundled SQLite includes FTS5 by default, so no extra feature flag is needed.")
        .user("wait really? i thought u needed a feature")
        .bash(
          "grep -A3 'rusqlite' Cargo.lock | head -4; cargo tree -e features -i libsqlite3-sys | grep bundled",
          'name = "rusqlite"\nversion = "0.32.1"\nlibsqlite3-sys feature "bundled"',
        )
        .assistant(
          "Checked the build: the bundled libsqlite3-sys compiles with SQLITE_ENABLE_FTS5, and `CREATE VIRTUAL TABLE t USING fts5(x)` works in a quick test.",
        )
        .file("Write", "src-tauri/src/index/search.rs")
        .user("ok good. use the trigram tokenizer? or unicode61")
        .assistant(
          "trigram supports substring search (e.g. 'sync' inside 'resync') but the index is ~3x bigger; unicode61 does word matching with prefix queries.",
        )
        .user("unicode61 with prefix queries. notes are small, but i type word starts not middles")
        .stop("Using unicode61 with prefix queries in search.rs."),
    planted: [
      { kind: "fact", keys: ["fts5", "bundled"] },
      { kind: "decision", keys: ["unicode61"] },
    ],
  },
  {
    id: "b126-deps-policy",
    build: (s) =>
      s
        .user("can u add chrono for the dates in export")
        .assistant("Sure, though the project already has `time` as a dependency (for the frontmatter dates). Want to keep to one date crate?")
        .user(
          "oh i forgot about that. yes. no chrono, we use the `time` crate for everything dates. and in general ask me before adding any new crate, i want to keep the dep tree small, compile times on the old laptop are already pain",
        )
        .file("Edit", "src/export.rs")
        .bash("cargo build", "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 6.02s")
        .assistant("Used `time::OffsetDateTime` with a format description in export.rs, no new crate.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["chrono", "time"] },
      { kind: "instruction", keys: ["new crate"] },
    ],
  },
  {
    id: "b126-updater",
    build: (s) =>
      s
        .user("should the desk app auto update")
        .assistant(
          "Tauri has an updater plugin that checks a JSON endpoint and installs signed updates. You'd need an update signing key and somewhere to host latest.json, GitHub releases works.",
        )
        .user("sounds like more infra. hmm. maybe just a 'new version available' banner that links to the release page?")
        .assistant("That's simpler: query the GitHub releases API on start, compare versions, show a banner. No signing keys.")
        .user("hm im not sure yet. lemme sleep on it")
        .bash("git stash list", "stash@{0}: WIP on main: 7e1c2aa scan: honour .bramblignore")
        .assistant("Also, there's one stash from before: WIP on the scan work. Want me to leave it?")
        .user("leave it. the updater question — still undecided, dont do anything about it")
        .stop(),
    planted: [],
  },
  {
    id: "b126-old-laptop-facts",
    build: (s) =>
      s
        .user("the build on the old laptop took 9 minutes. NINE.")
        .bash("ssh oldlaptop 'nproc; free -h | head -2'", "2\n               total        used        free\nMem:           3.7Gi       1.1Gi       2.0Gi")
        .assistant(
          "It has 2 cores and 3.7 GB of RAM; a fat-LTO release build of a Tauri app will be slow there. Using mold as the linker and building dev profile would help.",
        )
        .user(
          "yeah the old laptop is a 2015 thinkpad, 2 cores, i only use it for testing the linux build on x11. dont do release builds on it, cross-compile or use ci artifacts instead",
        )
        .assistant("Got it. For x11 testing I'll point you at the CI artifacts.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["thinkpad", "x11"] },
      { kind: "instruction", keys: ["release builds"] },
    ],
  },
  {
    id: "b126-conflict-files",
    build: (s) =>
      s
        .user("when both machines edit the same note, what does sync do right now")
        .file("Read", "src/sync/conflict.rs")
        .assistant(
          "On conflict it writes the remote version as `name.conflict-<hostname>.md` next to the local one and keeps the local file untouched. There's no three-way merge; the user has to reconcile by hand.",
        )
        .user(
          "ok thats what i thought. i want a proper 3 way merge eventually. for now the .conflict files stay. follow-up for after 0.4: three-way merge of note bodies using the last synced version as base",
        )
        .bash("ls ~/notes | grep conflict", "groceries.conflict-desktop.md")
        .user("lol theres one right there. delete that one, its garbage")
        .bash("rm ~/notes/groceries.conflict-desktop.md", "")
        .stop("Removed it."),
    planted: [
      { kind: "fact", keys: ["conflict-<hostname>"] },
      { kind: "task", keys: ["three-way"] },
    ],
  },
  {
    id: "b126-logging",
    build: (s) =>
      s
        .user("add some logging to the sync so i can see what happens when it hangs")
        .bash("grep -n 'log\\|tracing' Cargo.toml", 'tracing = "0.1"\ntracing-subscriber = { version = "0.3", features = ["env-filter"] }')
        .assistant("tracing is already a dependency. I'll add spans around pull/push and the per-note steps, at debug level.")
        .file("Edit", "src/sync/mod.rs")
        .bash(
          "RUST_LOG=brambl=debug cargo run -q -- sync 2>&1 | tail -3",
          "DEBUG sync{backend=git}: brambl::sync: pulling\nDEBUG sync{backend=git}: brambl::sync: 2 notes changed\nDEBUG sync{backend=git}: brambl::sync: push done in 1.8s",
        )
        .assistant("Spans are in. Run with `RUST_LOG=brambl=debug` to see them.")
        .user("oh nice. ok so logs: tracing only, no println! debugging left in code. i keep leaving println!s around and committing them")
        .stop(),
    planted: [{ kind: "instruction", keys: ["println"] }],
  },
  {
    id: "b126-empty-hypothesis",
    build: (s) =>
      s
        .user("the desk app sometimes takes 3 sec to open. maybe its the webview? or the index load? or antivirus on windows?")
        .assistant("Could be any of those. On Windows, WebView2 cold start is often 1-2 s. I'd time `setup()` first to see how much is ours.")
        .bash(
          "grep -n 'fn setup' -A4 src-tauri/src/main.rs",
          "22:    .setup(|app| {\n23:        let index = Index::open(app.path().app_data_dir()?)?;\n24:        app.manage(index);\n25:        Ok(())",
        )
        .assistant("Index::open runs synchronously in setup, so it blocks the window. That might be part of it, but I haven't measured it.")
        .user("hmm. maybe. idk if its even worth digging into, its 3 sec, whatever")
        .stop(),
    planted: [],
  },
  {
    id: "b126-weekend-list",
    build: (s) =>
      s
        .user(
          "ok its friday, brain dump before i forget everything. stuff for the weekend:\n1. the desk app crashes if the notes folder is on a usb stick and u unplug it — need to handle that\n2. write a man page for brambl (clap_mangen?)\n3. reply to the guy in #34 about the arm64 linux build\nthats it. dont do any of it now",
        )
        .bash("gh issue view 34 --json title -q .title", "aarch64 linux binary for raspberry pi?")
        .assistant(
          "Got it, three items for the weekend: unplugged-USB crash in the desk app, a man page via clap_mangen, and replying on #34 (aarch64 Linux binary for Raspberry Pi). Not touching any of them now.",
        )
        .user("ty friend")
        .stop(),
    planted: [
      { kind: "task", keys: ["usb"] },
      { kind: "task", keys: ["man page"] },
      { kind: "task", keys: ["#34"] },
    ],
  },
  {
    id: "b126-window-state",
    build: (s) =>
      s
        .user("the window always opens at 800x600 in the corner, annoying. can it remember size and position")
        .assistant("tauri-plugin-window-state does exactly that: saves size, position and maximized state on close and restores it on start.")
        .bash("grep -n window-state src-tauri/Cargo.toml", "", 1)
        .user("hmm is that a new crate... yeah ok fine that one's allowed, its official")
        .file("Edit", "src-tauri/Cargo.toml")
        .file("Edit", "src-tauri/src/main.rs")
        .bash("cargo check --manifest-path src-tauri/Cargo.toml", "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 11.27s")
        .assistant("Added the window-state plugin; it saves to `.window-state.json` in the app config dir.")
        .user(
          "cool. fyi the app config dir on my linux box is ~/.config/com.brambl.desk, the bundle identifier is com.brambl.desk, i changed it from the default last month. dont change it again or everyones settings get orphaned",
        )
        .stop("Understood, the identifier stays com.brambl.desk."),
    planted: [
      { kind: "fact", keys: ["com.brambl.desk"] },
      { kind: "instruction", keys: ["identifier"] },
    ],
  },
  {
    id: "b126-empty-benchmark-chat",
    build: (s) =>
      s
        .user("is hyperfine a thing i should use")
        .assistant(
          "It's great for comparing CLI run times, e.g. `hyperfine 'brambl ls' 'brambl ls --no-cache'`. It does warmup runs and gives mean and stddev.",
        )
        .user("lol i was gonna use `time` in a for loop")
        .assistant("That works too, hyperfine just does the statistics for you.")
        .user("ok maybe. anyway not tonight")
        .stop(),
    planted: [],
  },
  {
    id: "b126-tag-parse",
    build: (s) =>
      s
        .user("tags can be in frontmatter AND inline like #work in the body. brambl ls --tag only sees frontmatter ones")
        .file("Read", "src/tags.rs")
        .assistant(
          "Right, `collect_tags` only reads `tags:` from frontmatter. Inline #tags would need a regex like `(?:^|\\s)#([\\w/-]+)` that skips code blocks and headings.",
        )
        .user(
          "headings are '# ' with a space so those are fine. code blocks yeah. hmm should inline tags even count? obsidian does it... ok yes, inline tags count, same as frontmatter ones. but skip anything in ``` fences",
        )
        .file("Edit", "src/tags.rs")
        .bash("cargo nextest run tags", "     Summary [   0.022s] 7 tests run: 7 passed, 0 skipped")
        .assistant("Inline tags now count, fenced code is skipped; 7 tag tests pass, including a new one for fences.")
        .user("nested tags like #work/clients — not now. someday. TODO nested tag hierarchy in the sidebar of the desk app")
        .stop(),
    planted: [
      { kind: "decision", keys: ["inline tags"] },
      { kind: "task", keys: ["nested", "sidebar"] },
    ],
  },
  {
    id: "b126-sync-timeout",
    build: (s) =>
      s
        .user("sync hung again for like a minute on the train wifi. that logging we added showed it stuck in push")
        .bash(
          "RUST_LOG=brambl=debug brambl sync 2>&1 | tail -2",
          "DEBUG sync{backend=git}: brambl::sync: pushing\nERROR brambl::sync: push failed after 60.0s: ssh: connect to host github.com port 22: Connection timed out",
        )
        .assistant(
          "It's the ssh connection on port 22 timing out: git's default ssh connect has no short timeout, so it waits until the OS gives up. Some public wifi blocks port 22 entirely.",
        )
        .user(
          "ahh right, the train wifi blocks port 22. github supports ssh over 443 via ssh.github.com. ok so thats the root cause. my ~/.ssh/config now has the ssh.github.com port 443 thing, i just added it. also, sync should give up after 15 seconds, not hang — make the git calls time out at 15s",
        )
        .file("Edit", "src/sync/git.rs")
        .bash("cargo nextest run sync", "     Summary [   2.114s] 11 tests run: 11 passed, 0 skipped")
        .assistant("Git subprocesses in sync now get killed after 15 s with a clear 'sync timed out' error.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["port 22"] },
      { kind: "decision", keys: ["15", "sync"] },
    ],
  },
  {
    id: "b126-changelog",
    build: (s) =>
      s
        .user("im about to tag 0.3.2. is the changelog updated?")
        .bash(
          "head -12 CHANGELOG.md",
          "# Changelog\n\n## Unreleased\n\n- scan: honour .bramblignore\n- paths: normalize separators on windows\n\n## 0.3.1 - 2026-10-19\n\n- fix crash on empty notes dir",
        )
        .assistant("It has an Unreleased section with two entries. The CRLF frontmatter fix and the sync timeout aren't listed.")
        .user(
          "add those. and yeah for the future: every user-visible change gets a line in CHANGELOG.md under Unreleased in the same commit, i always forget at release time",
        )
        .file("Edit", "CHANGELOG.md")
        .assistant("Added both lines under Unreleased.")
        .user(
          "also the release process is: bump Cargo.toml, move Unreleased to the version heading, tag vX.Y.Z, push the tag, and the GH action builds the binaries. the action is .github/workflows/release.yml",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["changelog", "unreleased"] },
      { kind: "fact", keys: ["release.yml"] },
    ],
  },
  {
    id: "b126-empty-rename-var",
    build: (s) =>
      s
        .user("rename `idx` to `index` in scan.rs, it bugs me")
        .file("Edit", "src/scan.rs")
        .bash("cargo check", "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 1.92s")
        .assistant("Renamed all 9 occurrences; it still compiles.")
        .user("thx. should i rename the struct too? IdxEntry")
        .assistant("`IndexEntry` would read better, it's used in 4 files. Up to you.")
        .user("eh, maybe later")
        .stop(),
    planted: [],
  },
  {
    id: "b126-pi-build",
    build: (s) =>
      s
        .user("the #34 guy wants an arm64 build for his raspberry pi. does cross work for us")
        .bash(
          "cross build --release --target aarch64-unknown-linux-gnu 2>&1 | tail -3",
          "   Compiling brambl-cli v0.3.2 (/project)\n    Finished `release` profile [optimized] target(s) in 4m 51s",
        )
        .assistant("It builds with cross. I can't run it here, but `file` says it's an aarch64 ELF.")
        .bash(
          "file target/aarch64-unknown-linux-gnu/release/brambl",
          "target/aarch64-unknown-linux-gnu/release/brambl: ELF 64-bit LSB pie executable, ARM aarch64, version 1 (SYSV), dynamically linked, stripped",
        )
        .user(
          "nice. oh and good to know: cross needs docker running, and on this machine docker only works with sudo unless i start the rootless one with `systemctl --user start docker` first. thats why it failed for u last week",
        )
        .assistant("That explains last week's permission error. I'll start the rootless daemon first next time.")
        .user("cool. add the aarch64 target to the release workflow at some point, not today.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["rootless", "docker"] },
      { kind: "task", keys: ["aarch64", "release workflow"] },
    ],
  },
  {
    id: "b126-ls-output",
    build: (s) =>
      s
        .user("brambl ls output is ugly. just paths. can we do a table? title, tags, modified")
        .assistant(
          "Sure. Options: `comfy-table` or `tabled` crates, or hand-rolled padding since it's only three columns. Since you want to keep deps small, hand-rolled is maybe 40 lines.",
        )
        .user("hand rolled. and it has to detect when stdout isnt a tty and print plain tab separated then, so piping into grep/awk still works")
        .file("Edit", "src/cmd/ls.rs")
        .bash(
          "cargo run -q -- ls | head -3; cargo run -q -- ls | cat | head -2",
          "TITLE              TAGS        MODIFIED\nStandup 2026-10-01 work        2026-10-01\nGroceries                      2026-11-02\nStandup 2026-10-01\twork\t2026-10-01\nGroceries\t\t2026-11-02",
        )
        .assistant("Table on a terminal, tab-separated when piped.")
        .user(
          "love it. general rule then for every command: pretty output on a tty, plain tab separated when piped, and a --json flag for scripts. i want that consistent across ls, search, tags",
        )
        .assistant("Makes sense. `search` and `tags` don't have --json yet.")
        .user("yeah add --json to search and tags on the weekend, not now")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["tty", "--json"] },
      { kind: "task", keys: ["--json", "search"] },
    ],
  },
  {
    id: "b126-empty-coffee",
    build: (s) =>
      s
        .user("third coffee. its 11pm. this is fine")
        .assistant("Bold strategy. What are we looking at tonight?")
        .user("nothing big. maybe just read through the open issues and cry")
        .bash(
          "gh issue list --limit 5",
          "36\tOPEN\tDark mode in desk app?\n34\tOPEN\taarch64 linux binary for raspberry pi?\n31\tOPEN\tTags disappear after brambl sync\n29\tOPEN\tSupport for .txt files",
        )
        .assistant("Four open: dark mode (#36), the aarch64 build (#34), the CRLF tags bug (#31) and .txt support (#29).")
        .user("dark mode, lol, everyone wants dark mode. should i do it? hmm. idk, probably? or maybe just follow the system theme? ugh, not deciding at 11pm")
        .assistant("Fair, it can wait. None of these is urgent tonight.")
        .stop(),
    planted: [],
  },
  {
    id: "b126-txt-files",
    build: (s) =>
      s
        .user("#29 wants .txt support. i kinda dont want that, brambl is a markdown thing. but its one line in the glob right")
        .bash("grep -n 'md' src/scan.rs | head -3", '12:const NOTE_GLOB: &str = "**/*.md";\n31:        if path.extension() != Some("md".as_ref()) {')
        .assistant(
          "It's the glob and the extension check, yes. But .txt files have no frontmatter and export/tag parsing would treat them as markdown, which may surprise people.",
        )
        .user(
          "yeah no. markdown only, .md files only, no .txt. closing #29 with an explanation. if ppl want txt they can rename. its not that im lazy its a design choice (its both)",
        )
        .bash(
          "gh issue close 29 -c 'brambl only handles .md notes on purpose; renaming .txt to .md works. Thanks for asking!'",
          "✓ Closed issue #29 (Support for .txt files)",
        )
        .stop("Closed #29."),
    planted: [{ kind: "decision", keys: [".md", ".txt"] }],
  },
  {
    id: "b126-dark-mode",
    build: (s) =>
      s
        .user(
          "ok dark mode. decided over breakfast: the desk app follows the system theme via prefers-color-scheme, no toggle in settings. a toggle is one more thing to maintain",
        )
        .file("Read", "src/app.css")
        .assistant("The CSS already uses custom properties for colors, so a `@media (prefers-color-scheme: dark)` block overriding them is enough.")
        .file("Edit", "src/app.css")
        .bash("npm run check", "svelte-check found 0 errors and 0 warnings")
        .assistant("Added the dark palette under prefers-color-scheme. On Linux, WebKitGTK reads the GTK theme preference, so it follows your desktop setting.")
        .user("does it work on my i3 setup? i dont have a 'system theme' really")
        .assistant(
          "It reads `gtk-application-prefer-dark-theme` from GTK settings; without it you'll get the light theme. Setting it in ~/.config/gtk-3.0/settings.ini should switch it.",
        )
        .user(
          "ok whatever, ill test on windows. also all colors have to be css vars in app.css, no hardcoded hex in components, otherwise dark mode breaks again",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["prefers-color-scheme"] },
      { kind: "instruction", keys: ["hex"] },
    ],
  },
  {
    id: "b126-note-ids",
    build: (s) =>
      s
        .user("so renaming a note breaks the links to it in the desk app, cos links are by filename. how do other apps do this")
        .assistant(
          "Obsidian updates links on rename by rewriting files. Others give each note a stable id in frontmatter (a ULID or UUID) and link by id. Rewriting is simpler to read in plain text; ids are more robust but add noise to every file.",
        )
        .user(
          "i hate ids in my notes. ok rewriting links on rename then, like obsidian. but only for renames done inside the desk app or `brambl mv`, renames from the file manager just break, accept that",
        )
        .file("Write", "src/cmd/mv.rs")
        .bash("cargo nextest run mv", "     Summary [   0.044s] 3 tests run: 3 passed, 0 skipped")
        .assistant(
          "`brambl mv` renames the file and rewrites `[[old name]]` and `](old-name.md)` links across notes; 3 tests pass. The desk app still needs to call it.",
        )
        .user("mhm. TODO wire the desk app's rename to the same mv logic, probably move it to the core crate first")
        .stop(),
    planted: [
      { kind: "decision", keys: ["rename", "links"] },
      { kind: "task", keys: ["rename", "core crate"] },
    ],
  },
  {
    id: "b126-workspace",
    build: (s) =>
      s
        .user("wait is there a core crate? i forget how i set this up")
        .bash(
          "cat Cargo.toml | sed -n '1,8p'; ls crates/",
          '[workspace]\nmembers = ["crates/brambl-core", "crates/brambl-cli", "src-tauri"]\nresolver = "2"\n\nbrambl-cli\nbrambl-core',
        )
        .assistant(
          "Yes: it's a workspace with `crates/brambl-core`, `crates/brambl-cli`, and `src-tauri` for the desk app. Both the CLI and the desk app depend on brambl-core.",
        )
        .user(
          "right right. and the rule was that brambl-core has no tauri and no clap deps, its pure logic, so the cli and desk app can both use it. keep it that way",
        )
        .bash("cargo tree -p brambl-core --depth 1 | grep -E 'tauri|clap'", "", 1)
        .assistant("Checked: brambl-core depends on neither tauri nor clap right now.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["brambl-core", "workspace"] },
      { kind: "instruction", keys: ["brambl-core", "clap"] },
    ],
  },
  {
    id: "b126-empty-proposal-declined",
    build: (s) =>
      s
        .user("i have 20 minutes. anything quick?")
        .assistant("A few small options: add Swatinem/rust-cache to CI, rename `IdxEntry` to `IndexEntry`, or write the man page with clap_mangen.")
        .user("hmm the cache one? wait no, i changed my mind, i dont want to mess with CI tonight, last time it took 2 hours")
        .assistant("Fair. The rename is 5 minutes and low risk, if you want something.")
        .user("nah. honestly i'll just go to bed. ty tho")
        .assistant("Good call. Night!")
        .stop(),
    planted: [],
  },
  {
    id: "b126-signing-windows",
    build: (s) =>
      s
        .user("windows smartscreen yells at ppl installing the desk app. 'unknown publisher'. how much is a code signing cert")
        .assistant(
          "OV certificates are roughly $200-400 a year and SmartScreen still warns until reputation builds; EV is more and needs a hardware token. Azure Trusted Signing is about $10/month if you're eligible.",
        )
        .user("hm azure trusted signing needs a company with 3 yrs history i think. i am not a company")
        .bash(
          "curl -s https://learn.microsoft.com/api/search?search=trusted+signing+eligibility | head -c 200",
          '{"results":[{"title":"Trusted Signing FAQ","description":"Individual developers in the USA and Canada can now..."}]}',
        )
        .assistant("Looks like individual developers in the US and Canada can now use it, but I can't tell from this snippet whether that applies to you.")
        .user(
          "im in germany so probably not. ok for now the windows installer stays unsigned and the readme explains the smartscreen warning. revisit when theres money lol. remind me to write that readme section",
        )
        .stop("Will do: README section on the SmartScreen warning."),
    planted: [
      { kind: "decision", keys: ["unsigned"] },
      { kind: "task", keys: ["smartscreen", "readme"] },
    ],
  },
  {
    id: "b126-snapshot-tests",
    build: (s) =>
      s
        .user("the export tests compare big html strings and every tiny change breaks 10 asserts. pain")
        .assistant("insta snapshot tests fit this well: `assert_snapshot!(html)`, and `cargo insta review` shows diffs interactively when output changes.")
        .user("i know insta, used it at my old job. yes. and its a dev-dependency so doesnt count against the dep tree thing. snapshots for export tests")
        .file("Edit", "crates/brambl-core/Cargo.toml")
        .file("Edit", "crates/brambl-core/src/export/tests.rs")
        .bash(
          "cargo insta test -p brambl-core --accept",
          "info: 12 snapshots to review\ninsta review finished\naccepted:\n  crates/brambl-core/src/export/snapshots/*.snap (12)",
        )
        .assistant("Converted the 12 export tests to insta snapshots and accepted them. Snapshots live in `crates/brambl-core/src/export/snapshots/`.")
        .user("and pls commit .snap files together with the code change that caused them, never in a separate commit, so i can see the diff together")
        .stop(),
    planted: [
      { kind: "decision", keys: ["insta"] },
      { kind: "instruction", keys: [".snap"] },
    ],
  },
  {
    id: "b126-index-corruption",
    build: (s) =>
      s
        .user("the desk app said 'database disk image is malformed' after my laptop died on battery. ?!")
        .bash(
          "sqlite3 ~/.local/share/brambl-desk/index.db 'pragma journal_mode; pragma integrity_check' 2>&1",
          "delete\nError: database disk image is malformed",
        )
        .assistant(
          "The DB is in the default rollback-journal mode with `synchronous=OFF` set in index/mod.rs, which is what made a power loss able to corrupt it. WAL with `synchronous=NORMAL` is the standard safe-and-fast combo.",
        )
        .file("Read", "src-tauri/src/index/mod.rs")
        .user(
          "oof i set synchronous off for speed when importing. ok yeah that was the cause. WAL + NORMAL then. and remember the index.db is only a cache, the md files in the notes dir are the source of truth. so on corruption: just delete it and rebuild from the notes dir, dont show the user an error",
        )
        .file("Edit", "src-tauri/src/index/mod.rs")
        .bash("cargo nextest run -p brambl-desk index", "     Summary [   0.918s] 9 tests run: 9 passed, 0 skipped")
        .assistant("Switched to WAL + synchronous=NORMAL and added rebuild-on-corruption; 9 index tests pass.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["synchronous"] },
      { kind: "decision", keys: ["wal", "normal"] },
      { kind: "fact", keys: ["source of truth"] },
      { kind: "decision", keys: ["corruption", "rebuild"] },
    ],
  },
  {
    id: "b126-telemetry",
    build: (s) =>
      s
        .user("someone asked in discussions whether the desk app phones home. it doesnt right?")
        .bash("grep -rn 'reqwest\\|fetch(' src-tauri/src src/lib | grep -v test", "src-tauri/src/sync/webdav.rs:14:use reqwest_dav::Client;")
        .assistant("The only network code is the WebDAV sync client, which only talks to the server the user configures. No analytics or update checks.")
        .user(
          "good. and it stays that way: no telemetry, no analytics, no crash reporting that sends stuff anywhere. ever. thats a promise i made in the readme",
        )
        .assistant("Understood, I won't add anything that sends data without the user configuring it.")
        .user("also the desk app's discord invite in the about box is dead, remind me to make a new one")
        .file("Read", "src/lib/components/About.svelte")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["telemetry"] },
      { kind: "task", keys: ["discord"] },
    ],
  },
  {
    id: "b126-empty-quoted-config",
    build: (s) =>
      s
        .user("what does this clippy.toml thing i copied from somewhere even do")
        .bash(
          "cat clippy.toml",
          '# TODO: revisit these\nmsrv = "1.80"\ndisallowed-methods = [\n  { path = "std::env::set_var", reason = "never call this, must be unsafe in 2024" },\n]\n# always keep this in sync with rust-version',
        )
        .assistant(
          "It tells clippy the MSRV (so it doesn't suggest newer APIs) and bans `std::env::set_var` with a custom message. The comments are notes from wherever you copied it.",
        )
        .user("huh ok. is set_var actually unsafe now?")
        .assistant("In the 2024 edition, yes, `set_var` and `remove_var` are `unsafe` because they're not thread-safe on most platforms.")
        .user("TIL. ok leave the file as is")
        .stop(),
    planted: [],
  },
  {
    id: "b126-webdav-nextcloud",
    build: (s) =>
      s
        .user("testing the webdav backend against my nextcloud. getting 405 on MKCOL")
        .bash(
          "RUST_LOG=brambl=debug brambl sync --backend webdav 2>&1 | tail -3",
          "DEBUG brambl::sync::webdav: MKCOL /remote.php/dav/files/dev/brambl/daily/\nERROR brambl::sync: webdav error: 405 Method Not Allowed\nERROR brambl::sync: sync aborted",
        )
        .assistant(
          "Nextcloud returns 405 on MKCOL when the collection already exists. Maybe we should treat 405 on MKCOL as success? I'd want to confirm that's the only case it returns 405 though.",
        )
        .bash("curl -s -o /dev/null -w '%{http_code}' -X MKCOL -u dev:$NC_PASS https://cloud.example.home/remote.php/dav/files/dev/brambl/newdir/", "201")
        .bash("curl -s -o /dev/null -w '%{http_code}' -X MKCOL -u dev:$NC_PASS https://cloud.example.home/remote.php/dav/files/dev/brambl/newdir/", "405")
        .assistant(
          "Confirmed: first MKCOL gives 201, the second on the same path gives 405. So on Nextcloud, 405 from MKCOL means the directory already exists.",
        )
        .user(
          "ok treat 405 on mkcol as exists. also for the record, nextcloud's webdav root is /remote.php/dav/files/<username>/, not the old /remote.php/webdav/ one, the old one is deprecated",
        )
        .file("Edit", "src/sync/webdav.rs")
        .bash("brambl sync --backend webdav", "synced 3184 notes (12 uploaded, 0 downloaded) in 8.4s")
        .stop("Sync against Nextcloud works now."),
    planted: [
      { kind: "fact", keys: ["405", "mkcol"] },
      { kind: "fact", keys: ["/remote.php/dav/files"] },
    ],
  },
  {
    id: "b126-macos-build",
    build: (s) =>
      s
        .user("a mac user says the desk app wont open, 'is damaged and cant be opened'")
        .assistant(
          "That's Gatekeeper on an unsigned, un-notarized app downloaded from the internet. `xattr -cr /Applications/brambl-desk.app` removes the quarantine flag as a workaround.",
        )
        .user("i dont even own a mac. how do i test this stuff")
        .bash(
          "gh api repos/:owner/:repo/actions/runners --jq '.total_count'; grep -n macos .github/workflows/release.yml",
          "0\n18:        os: [ubuntu-22.04, windows-latest, macos-14]",
        )
        .assistant(
          "The release workflow builds on GitHub's macos-14 runner, so the builds themselves are fine; there's just no way for you to run them locally.",
        )
        .user(
          "yeah. so the macos builds are only ever tested by users, i dont have a mac. thats a known gap. tell the user the xattr thing. and TODO at some point: apple developer account + notarization, $99/yr, when the desk app makes any money",
        )
        .bash(
          "gh issue comment 38 -b 'Sorry! The app is not notarized yet. Workaround: run xattr -cr /Applications/brambl-desk.app'",
          "https://github.com/dev/brambl/issues/38#issuecomment-2471",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["macos"] },
      { kind: "task", keys: ["notarization"] },
    ],
  },
  {
    id: "b126-empty-done-request",
    build: (s) =>
      s
        .user("bump the version to 0.3.2 in cargo.toml and tauri.conf.json")
        .file("Edit", "crates/brambl-cli/Cargo.toml")
        .file("Edit", "src-tauri/tauri.conf.json")
        .bash("grep -h '\"version\"\\|^version' crates/brambl-cli/Cargo.toml src-tauri/tauri.conf.json", 'version = "0.3.2"\n  "version": "0.3.2",')
        .assistant("Both are at 0.3.2 now.")
        .user("and the changelog heading")
        .file("Edit", "CHANGELOG.md")
        .assistant("Moved Unreleased to `## 0.3.2 - 2026-11-21`.")
        .user("ty")
        .stop(),
    planted: [],
  },
];

export const BLIND126 = plantedSet(BLIND126_SESSIONS, Date.UTC(2026, 10, 4, 9));
