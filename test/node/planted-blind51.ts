/**
 * Blind planted set 51 for the offline long-term-memory extractor. Blind: written without
 * reading the extractor; measured once by the lead, then training data.
 *
 * Style: language tooling (a tree-sitter grammar, an LSP server and a type checker in Rust, a
 * formatter, a linter, a VS Code extension in TypeScript) in the voice of Codex CLI and Gemini
 * CLI sessions: terse prompts, "I'll …" / "Okay, I will …" replies, cargo, pnpm and
 * tree-sitter runs. Grammar rules, lint messages and tool output quoted in code are not
 * instructions (a `// never …` in grammar.js is the grammar's business); the conventions of
 * the project's own codebase are. Each session is one segment; the items planted in it are
 * listed with it: 70 items (17 decisions, 20 instructions, 17 facts, 16 tasks) in 71 sessions,
 * 16 of which plant nothing (80 messages). Every other message must give nothing: questions,
 * hypotheses, proposals not taken, withdrawn ideas, unconfirmed guesses, quoted code, tool
 * output, chit-chat, and in-session requests that are done in the same session. Superseded
 * decisions plant only the later one.
 *
 * Matching rule (fixed before the extractor was run on this set):
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

export const BLIND51_SESSIONS: BlindSession[] = [
  {
    id: "b51-async-lsp",
    build: (s) =>
      s
        .user("cargo tree for quill-lsp pls, want to see what tower-lsp drags in")
        .bash(
          "cargo tree -p quill-lsp --depth 1",
          "quill-lsp v0.4.0\n├── tower-lsp v0.20.0\n├── tokio v1.40.0\n├── serde_json v1.0.128\n└── quill-syntax v0.4.0",
        )
        .assistant(
          "tower-lsp 0.20 pulls in tower, futures and a full tokio runtime. It has also not had a release in over a year, and its request handling is concurrent by default, which is why we see didChange racing hover.",
        )
        .user("yeah ok. decision: we move the server off tower-lsp onto async-lsp. ordered notifications matter more than the tower middleware we never used")
        .assistant("Understood. I'll start the port in `crates/quill-lsp/src/main.rs` with the `MainLoop` and router from async-lsp.")
        .file("Edit", "crates/quill-lsp/src/main.rs"),
    planted: [{ kind: "decision", keys: ["async-lsp"] }],
  },
  {
    id: "b51-clippy-gate",
    build: (s) =>
      s
        .user("run clippy on the workspace")
        .bash(
          "cargo clippy --workspace --all-targets -- -D warnings",
          "warning: this `if let` can be collapsed into the outer `match`\n  --> crates/quill-types/src/infer.rs:211:17\nerror: could not compile `quill-types` due to 1 previous error",
          101,
        )
        .assistant("One lint: a collapsible `if let` in `infer.rs`. I'll fold it into the match arm.")
        .file("Edit", "crates/quill-types/src/infer.rs")
        .bash("cargo clippy --workspace --all-targets -- -D warnings", "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 6.21s")
        .user(
          "good. from now on: before you tell me something is done, run `cargo clippy --workspace --all-targets -- -D warnings` and it has to be clean. CI uses exactly that line",
        )
        .assistant("Got it, clippy with `-D warnings` on all targets before I report anything as done."),
    planted: [{ kind: "instruction", keys: ["clippy"] }],
  },
  {
    id: "b51-generated-parser",
    build: (s) =>
      s
        .user("the highlight for `match` arms is wrong, check src/parser.c around the match_arm state")
        .bash(
          "rg -n 'sym_match_arm' src/parser.c | head -3",
          '412:  sym_match_arm = 187,\n9031:    [sym_match_arm] = "match_arm",\n15520:  [sym_match_arm] = {',
        )
        .assistant(
          "The generated table looks consistent; the bug is in `queries/highlights.scm`, which captures `(match_arm pattern: (identifier) @variable)` before the more specific constructor pattern. I'll reorder the captures.",
        )
        .file("Edit", "queries/highlights.scm")
        .user(
          "ok. and for the record, nobody edits src/parser.c by hand, ever. it gets overwritten. change grammar.js and regenerate with `tree-sitter generate`",
        )
        .assistant("Noted: grammar.js is the source; `src/parser.c` only changes through `tree-sitter generate`.")
        .bash("tree-sitter test -i 'match'", "  match:\n    ✓ match with constructor patterns\n    ✓ match guard\n\nAll tests passed"),
    planted: [{ kind: "instruction", keys: ["parser.c"] }],
  },
  {
    id: "b51-formatter-engine",
    build: (s) =>
      s
        .user("for quill-fmt, what about topiary? we'd just write queries")
        .assistant(
          "Topiary would give us a formatter from a `.scm` query file over the tree-sitter grammar. The catch is comments and blank-line preservation, which Topiary handles through its own rules, and we can't control line fitting much.",
        )
        .user("let's go with topiary then, simplest")
        .bash("cargo add topiary-core --package quill-fmt", "    Updating crates.io index\n      Adding topiary-core v0.5.1 to dependencies")
        .assistant("Added `topiary-core` to quill-fmt. I'll sketch `quill.scm` next.")
        .bash(
          "cargo test -p quill-fmt",
          "test fits_long_call ... FAILED\nthread 'fits_long_call' panicked: expected args split one per line, got single line of 131 cols",
        )
        .user(
          "no, scratch topiary. it can't do width-aware breaking and that's the whole point. final call: quill-fmt is a hand-written Wadler-style printer on the `pretty` crate",
        )
        .assistant("Understood, reverting the topiary dependency and building the document tree with the `pretty` crate instead.")
        .bash(
          "cargo remove topiary-core --package quill-fmt && cargo add pretty --package quill-fmt",
          "    Removing topiary-core from dependencies\n      Adding pretty v0.12.3 to dependencies",
        ),
    planted: [{ kind: "decision", keys: ["pretty"] }],
  },
  {
    id: "b51-chitchat-scopes",
    build: (s) =>
      s
        .user("quick q, what's the difference between `@variable.parameter` and `@parameter` in highlight captures? nvim docs confuse me")
        .assistant(
          "`@parameter` is the old nvim-treesitter name; since the capture rename it is `@variable.parameter`. Helix and Zed read their own names, so a grammar repo usually ships the nvim names and lets each editor map them.",
        )
        .user("huh ok. and zed would just ignore captures it doesn't know?")
        .assistant("Yes, an unknown capture is simply not styled; nothing errors.")
        .bash("rg -c '@parameter' queries/", "queries/highlights.scm:3")
        .user("fine, leave it as is for now, thx"),
    planted: [],
  },
  {
    id: "b51-utf16-emoji",
    build: (s) =>
      s
        .user("hover panics when the line has an emoji before the cursor. repro in tests/lsp/hover_emoji.rs")
        .bash(
          "cargo nextest run -p quill-lsp hover_emoji",
          "thread 'hover_emoji' panicked at crates/quill-lsp/src/convert.rs:48:21:\nbyte index 14 is not a char boundary; it is inside '🦀' (bytes 12..16)",
          100,
        )
        .assistant("Maybe the client is sending UTF-8 columns? Let me check the initialize params before guessing further.")
        .bash("rg -n 'position_encoding' crates/quill-lsp/src", "")
        .assistant(
          "Confirmed: we never negotiate `positionEncoding`, so VS Code sends UTF-16 code units, and `convert.rs` treats the character offset as a byte index. The 🦀 is two UTF-16 units but four bytes; that's the panic.",
        )
        .file("Edit", "crates/quill-lsp/src/convert.rs")
        .bash("cargo nextest run -p quill-lsp hover_emoji", "        PASS [   0.011s] quill-lsp::lsp hover_emoji"),
    planted: [{ kind: "fact", keys: ["utf-16"] }],
  },
  {
    id: "b51-rename-todo",
    build: (s) =>
      s
        .user("add textDocument/references, scoped to the current file is fine for now")
        .file("Edit", "crates/quill-lsp/src/handlers/references.rs")
        .bash(
          "cargo nextest run -p quill-lsp references",
          "        PASS [   0.020s] quill-lsp::lsp references_local\n        PASS [   0.018s] quill-lsp::lsp references_shadowed",
        )
        .assistant("References are in: same-file, respecting shadowing. Two tests pass.")
        .user("nice. rename we'll do later, it needs the cross-file index first. leave a note so we don't forget, rename support is still open")
        .assistant("I'll leave rename as an open item: it waits on the workspace symbol index."),
    planted: [{ kind: "task", keys: ["rename"] }],
  },
  {
    id: "b51-pnpm-ext",
    build: (s) =>
      s
        .user("bump @types/vscode in editors/vscode to 1.93")
        .bash("cd editors/vscode && npm install -D @types/vscode@1.93", "added 1 package, and audited 212 packages in 3s\nnpm warn old lockfile")
        .assistant("Bumped. npm rewrote `package-lock.json` alongside the existing lockfile, I'll check which one is tracked.")
        .bash("cd editors/vscode && git status --short", "M  package.json\n?? package-lock.json")
        .user("ugh. delete that package-lock. the extension uses pnpm, only pnpm, there's a pnpm-lock.yaml. don't run npm install in there again")
        .bash("cd editors/vscode && rm package-lock.json && pnpm add -D @types/vscode@1.93", "Progress: resolved 212, reused 211, downloaded 1, added 1, done")
        .assistant("Removed `package-lock.json` and redid the bump with pnpm; only `pnpm-lock.yaml` changed."),
    planted: [{ kind: "instruction", keys: ["pnpm"] }],
  },
  {
    id: "b51-grammar-quoted",
    build: (s) =>
      s
        .user("why does `let x = f(a, b,)` parse with an ERROR node?")
        .bash(
          "sed -n 120,131p grammar.js",
          "    arguments: $ => seq(\n      '(',\n      // never allow a trailing comma here: the old compiler rejected it\n      sepBy(',', $._expression),\n      ')',\n    ),\n    // TODO: always prefer call over index when ambiguous\n    call_expression: $ => prec(PREC.call, seq($._expression, $.arguments)),",
        )
        .assistant(
          "The `arguments` rule uses `sepBy`, which has no trailing-comma slot, and the comment says that was deliberate for the old compiler. The TODO under it is about precedence and unrelated.",
        )
        .user("is the old compiler still a thing?")
        .assistant("I can't tell from the repo; there's no reference to it outside that comment.")
        .user("ok, let me ask around first. don't change the rule yet"),
    planted: [],
  },
  {
    id: "b51-priya-review",
    build: (s) =>
      s
        .user("open a PR for the new `where` clause grammar")
        .bash(
          "gh pr create --title 'grammar: where clauses' --body 'Adds where_clause to fn and impl.' --draft",
          "https://github.com/quill-lang/tree-sitter-quill/pull/214",
        )
        .assistant("Draft PR #214 is open. Want me to request reviewers?")
        .user("add priya. she's the grammar maintainer, every grammar.js change goes through her review, she has the merge rights on tree-sitter-quill")
        .bash("gh pr edit 214 --add-reviewer priya-n", "https://github.com/quill-lang/tree-sitter-quill/pull/214")
        .assistant("Requested Priya's review on #214."),
    planted: [{ kind: "fact", keys: ["priya"] }],
  },
  {
    id: "b51-bidirectional",
    build: (s) =>
      s
        .user("we keep hitting bad error messages from unification. what are the options for quill-types")
        .assistant(
          "Two realistic ones: keep HM-style unification and improve error reporting with provenance on type variables, or move to bidirectional checking with annotations at function boundaries, which localises errors to where the expected type is known.",
        )
        .bash("rg -c 'unify\\(' crates/quill-types/src", "crates/quill-types/src/infer.rs:37\ncrates/quill-types/src/pat.rs:9")
        .user(
          "we go bidirectional. function signatures are annotated anyway in quill, so check mode at boundaries, synth inside. unification only stays for generic instantiation",
        )
        .assistant("Okay. I'll write a short design note in `crates/quill-types/DESIGN.md` and start splitting `infer.rs` into `check` and `synth`.")
        .file("Write", "crates/quill-types/DESIGN.md"),
    planted: [{ kind: "decision", keys: ["bidirectional"] }],
  },
  {
    id: "b51-nextest",
    build: (s) =>
      s
        .user("tests pls")
        .bash("cargo test --workspace", "running 412 tests\n...\ntest result: ok. 412 passed; 0 failed; finished in 48.02s")
        .assistant("All 412 tests pass (48 s).")
        .user("use nextest in this repo, not plain cargo test. it's what CI runs and the per-test timeouts are in .config/nextest.toml")
        .bash("cargo nextest run --workspace", "     Summary [  14.870s] 412 tests run: 412 passed, 0 skipped")
        .assistant("Switched: `cargo nextest run --workspace`, 412 passed in about 15 s."),
    planted: [{ kind: "instruction", keys: ["nextest"] }],
  },
  {
    id: "b51-abi-pin",
    build: (s) =>
      s
        .user("try tree-sitter-cli 0.23, the 0.22 one is ancient")
        .bash(
          "pnpm add -D tree-sitter-cli@0.23.0 && pnpm exec tree-sitter generate && pnpm exec tree-sitter test",
          "Generating parser... done (ABI 15)\nAll tests passed",
        )
        .assistant("0.23 generates and the corpus passes. It emits ABI 15 now.")
        .bash(
          "nvim --headless -c 'TSInstallSync quill' -c q",
          "Error: ABI version mismatch for /home/dev/.local/share/nvim/lazy/nvim-treesitter/parser/quill.so: supported between 13 and 14, found 15",
          1,
        )
        .assistant(
          "That breaks Neovim: the nvim-treesitter we ship against only loads parsers up to ABI 14. So the CLI has to stay on 0.22.x, which generates ABI 14.",
        )
        .user(
          "right, revert. so tree-sitter-cli stays pinned at 0.22.6 because of nvim's ABI limit. and once nvim-treesitter supports ABI 15 we should do the 0.23 upgrade, put that on the list",
        )
        .bash("pnpm add -D tree-sitter-cli@0.22.6 && pnpm exec tree-sitter generate", "Generating parser... done (ABI 14)"),
    planted: [
      { kind: "fact", keys: ["abi"] },
      { kind: "task", keys: ["0.23"] },
    ],
  },
  {
    id: "b51-no-unwrap",
    build: (s) =>
      s
        .user(
          "the server died on a malformed didOpen from some random client. log attached\n```\nthread 'main' panicked at crates/quill-lsp/src/handlers/sync.rs:22:54:\ncalled `Option::unwrap()` on a `None` value\n```",
        )
        .file("Read", "crates/quill-lsp/src/handlers/sync.rs")
        .assistant("Line 22 unwraps `params.text_document.language_id.parse()`. I'll return an InvalidParams error instead.")
        .file("Edit", "crates/quill-lsp/src/handlers/sync.rs")
        .user(
          "thx. general rule for quill-lsp: no unwrap() or expect() in request/notification handlers. a panic kills the editor session. return a ResponseError or log and drop",
        )
        .assistant("Understood: handlers return `ResponseError` or log and drop; no `unwrap()`/`expect()` in them.")
        .bash("rg -n 'unwrap\\(\\)' crates/quill-lsp/src/handlers | wc -l", "7"),
    planted: [{ kind: "instruction", keys: ["unwrap"] }],
  },
  {
    id: "b51-salsa-q",
    build: (s) =>
      s
        .user("would salsa make sense for us? rust-analyzer uses it right")
        .assistant(
          "It does. Salsa would give memoised queries (parse, resolve, type of item) invalidated by file revisions. The cost is a rewrite of how `quill-types` owns its tables, and salsa 0.18's API is still moving.",
        )
        .user("hmm. maybe. how big is quill-types now")
        .bash("tokei crates/quill-types", " Language  Files  Lines  Code\n Rust         14   6120  5288")
        .assistant("About 5.3k lines of Rust in 14 files.")
        .user("let's not decide today. I want to see how the bidirectional split lands first"),
    planted: [],
  },
  {
    id: "b51-ariadne",
    build: (s) =>
      s
        .user("codespan-reporting output looks cramped with multi-line spans. alternatives?")
        .assistant("ariadne renders multi-line labels and colours better; miette is heavier and wants to own the error type.")
        .bash("cargo add ariadne --package quill-diagnostics", "      Adding ariadne v0.4.1 to dependencies")
        .file("Edit", "crates/quill-diagnostics/src/render.rs")
        .bash(
          "cargo run -q --bin quill -- check examples/bad_match.ql",
          "Error: non-exhaustive match\n   ╭─[examples/bad_match.ql:4:5]\n 4 │     match shape {\n   ·     ──┬──\n   ·       ╰── missing `Circle`\n───╯",
        )
        .user("oh that's much nicer. yes, ariadne it is, drop codespan-reporting everywhere")
        .assistant("Okay, I'll replace the remaining codespan-reporting uses in the CLI and remove the dependency."),
    planted: [{ kind: "decision", keys: ["ariadne"] }],
  },
  {
    id: "b51-corpus-layout",
    build: (s) =>
      s
        .user("add corpus tests for the where clause")
        .bash("ls test/corpus", "expressions.txt\nfunctions.txt\nmatch.txt\ntypes.txt")
        .assistant("I'll append the cases to `functions.txt`.")
        .user(
          "no, new file. convention here: one corpus file per construct, test/corpus/where_clause.txt. the big mixed files are legacy, we split them when we touch them",
        )
        .file("Write", "test/corpus/where_clause.txt")
        .bash("tree-sitter test -i 'where'", "  where_clause:\n    ✓ where on fn\n    ✓ where on impl\n    ✓ multiple bounds"),
    planted: [{ kind: "instruction", keys: ["corpus"] }],
  },
  {
    id: "b51-incremental-sync",
    build: (s) =>
      s
        .user("typing in a 4k line file is laggy, what's the server doing")
        .bash(
          "RUST_LOG=quill_lsp=debug code --wait examples/big.ql 2>&1 | rg 'didChange' | head -2",
          "DEBUG quill_lsp::sync: didChange full text 131072 bytes, reparse 38ms\nDEBUG quill_lsp::sync: didChange full text 131073 bytes, reparse 41ms",
        )
        .assistant(
          "We advertise `TextDocumentSyncKind::Full`, so every keystroke sends the whole 128 KiB file and we reparse from scratch (~40 ms). Incremental sync plus `tree.edit()` would turn that into a sub-millisecond reparse.",
        )
        .user("yeah. not today though, I want the async-lsp port merged first. TODO for later: switch to incremental sync with tree.edit")
        .assistant("Left as an open item: incremental document sync, after the async-lsp port."),
    planted: [
      { kind: "task", keys: ["incremental"] },
      { kind: "fact", keys: ["full", "reparse"] },
    ],
  },
  {
    id: "b51-done-in-session",
    build: (s) =>
      s
        .user("rename `TyCtx` to `TypeCtx` across quill-types, it's bugging me")
        .bash("rg -l 'TyCtx' crates | xargs sed -i 's/TyCtx/TypeCtx/g' && cargo check -q --workspace", "")
        .assistant("Renamed in 9 files; the workspace checks.")
        .user("also fix the typo in the README, 'paser'")
        .file("Edit", "README.md")
        .assistant("Fixed the typo in README.md.")
        .user("cool, that's all"),
    planted: [],
  },
  {
    id: "b51-tracing-stdout",
    build: (s) =>
      s
        .user("VS Code says 'Content-Length header missing' and the server disconnects after I added some debug output")
        .bash("rg -n 'println!' crates/quill-lsp/src", 'crates/quill-lsp/src/handlers/hover.rs:31:        println!("hover at {:?}", pos);')
        .assistant("That `println!` writes into stdout, which is the JSON-RPC channel, so the client reads it as a broken frame. I'll remove it.")
        .file("Edit", "crates/quill-lsp/src/handlers/hover.rs")
        .user("my bad. rule for the server: stdout belongs to the protocol, log only through `tracing` (it goes to stderr), never println!/dbg! in quill-lsp")
        .assistant("Understood: all server logging via `tracing` to stderr; no `println!` or `dbg!` in quill-lsp."),
    planted: [{ kind: "instruction", keys: ["tracing"] }],
  },
  {
    id: "b51-esbuild",
    build: (s) =>
      s
        .user("the vsix is 9MB?? check what's in it")
        .bash("cd editors/vscode && pnpm exec vsce ls | wc -l && du -sh node_modules", "2143\n 61M\tnode_modules")
        .assistant("The extension ships `node_modules` unbundled: 2,143 files. Bundling would fix it; esbuild or webpack both work with vsce.")
        .user("esbuild. single out/extension.js, vscode external. decided, webpack is not coming back")
        .file("Write", "editors/vscode/esbuild.mjs")
        .bash(
          "cd editors/vscode && node esbuild.mjs && pnpm exec vsce package --no-dependencies",
          " DONE  Packaged: quill-vscode-0.4.0.vsix (6 files, 412.3KB)",
        )
        .assistant("Bundled with esbuild: the vsix is now 412 KB with 6 files."),
    planted: [{ kind: "decision", keys: ["esbuild"] }],
  },
  {
    id: "b51-dmitri",
    build: (s) =>
      s
        .user("who set up the marketplace publishing? the workflow's failing")
        .bash(
          "gh run view --log-failed | tail -3",
          "Error: Failed request: (401) Access Denied: The Personal Access Token used has expired.\n##[error]Process completed with exit code 1.",
        )
        .assistant("The marketplace PAT in `VSCE_PAT` has expired.")
        .user(
          "dmitri owns the vscode extension and the marketplace publisher account, only he can mint a new PAT. I'll ping him. you: once the new token is in, rerun the release workflow — that's for next time, not now",
        )
        .assistant("Okay. Rerunning the release workflow stays open until Dmitri has rotated the token."),
    planted: [
      { kind: "fact", keys: ["dmitri"] },
      { kind: "task", keys: ["release", "workflow"] },
    ],
  },
  {
    id: "b51-hypothesis",
    build: (s) =>
      s
        .user("the highlighting flickers in vscode when I type fast")
        .assistant(
          "It might be the semantic tokens response arriving after the TextMate pass repaints, or it might be our `semanticTokens/full/delta` returning stale edits. I'd guess the delta, but I haven't confirmed it.",
        )
        .bash(
          "rg -n 'full_delta' crates/quill-lsp/src",
          "crates/quill-lsp/src/caps.rs:19:    full: Some(SemanticTokensFullOptions::Delta { delta: Some(true) }),",
        )
        .user("could be either. can you check if turning delta off changes anything")
        .file("Edit", "crates/quill-lsp/src/caps.rs")
        .assistant("Delta is off in this build; try it and tell me if the flicker stays.")
        .user("still flickers a bit. whatever, I'll look tomorrow, revert it")
        .file("Edit", "crates/quill-lsp/src/caps.rs"),
    planted: [],
  },
  {
    id: "b51-thiserror",
    build: (s) =>
      s
        .user("quill-syntax returns anyhow::Result from parse_file. that's leaking into the lsp")
        .bash(
          "rg -n 'anyhow' crates/quill-syntax/src",
          "crates/quill-syntax/src/lib.rs:3:use anyhow::{Context, Result};\ncrates/quill-syntax/src/lib.rs:88:pub fn parse_file(path: &Path) -> Result<SourceFile> {",
        )
        .assistant("I'll give quill-syntax a `SyntaxError` enum and keep the `Context` calls in the CLI.")
        .user(
          "yes. and as a convention: library crates define their errors with thiserror, anyhow only in binaries (quill-cli, xtask). write it in CONTRIBUTING too",
        )
        .file("Edit", "CONTRIBUTING.md")
        .file("Edit", "crates/quill-syntax/src/lib.rs")
        .assistant("Done: `SyntaxError` derives `thiserror::Error`; CONTRIBUTING.md states thiserror for libraries, anyhow for binaries."),
    planted: [{ kind: "instruction", keys: ["thiserror"] }],
  },
  {
    id: "b51-workspace-layout",
    build: (s) =>
      s
        .user("where does the type checker live? new to this repo")
        .bash(
          "cargo metadata --no-deps --format-version 1 | jq -r '.packages[].name'",
          "quill-syntax\nquill-types\nquill-diagnostics\nquill-fmt\nquill-lsp\nquill-cli",
        )
        .assistant(
          "The type checker is `crates/quill-types`. quill-lsp and quill-cli both depend on it; quill-types itself depends only on quill-syntax and quill-diagnostics, so it has no LSP types in it.",
        )
        .user("ok good to know, keep it that way then, quill-types must not depend on lsp-types")
        .assistant("Understood."),
    planted: [
      { kind: "fact", keys: ["quill-types"] },
      { kind: "instruction", keys: ["lsp-types"] },
    ],
  },
  {
    id: "b51-lint-output",
    build: (s) =>
      s
        .user("run quill-lint on examples/")
        .bash(
          "cargo run -q --bin quill -- lint examples/",
          "examples/shapes.ql:3:1 warning[unused-import]: `Color` is never used\nexamples/shapes.ql:12:5 warning[prefer-let]: always prefer `let` over `var` for bindings that are never reassigned\n2 warnings",
        )
        .assistant("Two warnings: an unused import of `Color`, and a `var` that is never reassigned.")
        .user("fix both")
        .file("Edit", "examples/shapes.ql")
        .bash("cargo run -q --bin quill -- lint examples/", "0 warnings")
        .assistant("Both fixed; lint is clean on examples/."),
    planted: [],
  },
  {
    id: "b51-utf8-negotiation",
    build: (s) =>
      s
        .user("now that the emoji thing is fixed, should we prefer utf-8 position encoding when clients support it?")
        .bash(
          "rg -n 'general.positionEncodings' ~/src/nvim/runtime/lua/vim/lsp/protocol.lua",
          "312:        positionEncodings = { 'utf-8', 'utf-16', 'utf-32' },",
        )
        .assistant(
          "Neovim offers utf-8 first; VS Code only offers utf-16. Preferring utf-8 when offered saves a conversion on every request for Neovim and Helix; utf-16 stays the fallback.",
        )
        .user("ok, do it: negotiate positionEncoding, pick utf-8 if the client lists it, else utf-16")
        .file("Edit", "crates/quill-lsp/src/caps.rs")
        .assistant("Okay, the server now selects utf-8 when the client offers it and falls back to utf-16.")
        .bash(
          "cargo nextest run -p quill-lsp encoding",
          "        PASS [   0.009s] quill-lsp::lsp negotiates_utf8\n        PASS [   0.008s] quill-lsp::lsp falls_back_utf16",
        ),
    planted: [{ kind: "decision", keys: ["utf-8"] }],
  },
  {
    id: "b51-inlay-hints",
    build: (s) =>
      s
        .user("how hard would inlay hints for inferred let types be?")
        .assistant(
          "Not hard once synth mode records the type of each binding: a `textDocument/inlayHint` handler walks the let bindings in the range and emits `: T` labels.",
        )
        .bash("rg -n 'fn synth_let' crates/quill-types/src", "crates/quill-types/src/synth.rs:140:pub(crate) fn synth_let(")
        .user("ok, that's a backlog thing, after the bidirectional split. add inlay hints for inferred let types to the todo")
        .assistant("Added to the open items: inlay hints for inferred `let` types, once the split lands."),
    planted: [{ kind: "task", keys: ["inlay"] }],
  },
  {
    id: "b51-empty-explain",
    build: (s) =>
      s
        .user("explain what `prec.dynamic` does in tree-sitter, I never get it")
        .assistant(
          "`prec` and `prec.left/right` resolve conflicts when the parser table is generated. `prec.dynamic` only matters for conflicts you declared in `conflicts`: the GLR parser keeps both branches at runtime and picks the one with the higher dynamic precedence sum.",
        )
        .user("so it's a runtime tiebreak")
        .assistant("Yes. Static precedence shapes the table; dynamic precedence breaks ties between live GLR branches.")
        .bash("rg -n 'prec.dynamic' grammar.js", "")
        .assistant("We don't use it anywhere in grammar.js currently.")
        .user("ok ty"),
    planted: [],
  },
  {
    id: "b51-msrv",
    build: (s) =>
      s
        .user("can I use let-else chains / `is_some_and` etc? what's our MSRV")
        .bash(
          "cat rust-toolchain.toml && rg -n 'rust-version' Cargo.toml",
          '[toolchain]\nchannel = "1.82.0"\ncomponents = ["rustfmt", "clippy"]\n12:rust-version = "1.74"',
        )
        .assistant("The toolchain file pins 1.82.0 for development, but `rust-version` in Cargo.toml says 1.74, so the published crates claim 1.74.")
        .user("1.74 is stale. we set MSRV to 1.80 — LazyLock is stable there and distros have it. update Cargo.toml")
        .file("Edit", "Cargo.toml")
        .assistant("Updated `rust-version` to 1.80 in the workspace Cargo.toml."),
    planted: [
      { kind: "fact", keys: ["1.82"] },
      { kind: "decision", keys: ["msrv"] },
    ],
  },
  {
    id: "b51-flaky-windows",
    build: (s) =>
      s
        .user("CI red again on windows")
        .bash(
          "gh run view 9921 --log-failed | rg 'FAIL|panicked'",
          "        FAIL [   5.003s] quill-lsp::lsp hover_on_generic\nthread 'hover_on_generic' panicked: timed out waiting for publishDiagnostics",
        )
        .assistant(
          "`hover_on_generic` timed out waiting for diagnostics on the Windows runner; it passed on the rerun of the same commit, so it looks flaky rather than broken.",
        )
        .user(
          "yeah it does that. open item: make hover_on_generic not flaky on windows, probably wait on the diagnostics notification instead of a timeout. not now",
        )
        .assistant("Recorded as open: deflake `hover_on_generic` on Windows."),
    planted: [{ kind: "task", keys: ["hover_on_generic"] }],
  },
  {
    id: "b51-snake-case",
    build: (s) =>
      s
        .user("add a node for the pipe operator `|>`")
        .file("Read", "grammar.js")
        .assistant("I'll add `PipeExpression: $ => prec.left(PREC.pipe, seq(...))`.")
        .user("node names in grammar.js are snake_case, always, like every other rule: pipe_expression. queries and the rust bindings depend on it")
        .file("Edit", "grammar.js")
        .bash("tree-sitter generate && tree-sitter test -i pipe", "  pipe:\n    ✓ simple pipe\n    ✓ chained pipe")
        .assistant("Added `pipe_expression` with left associativity; corpus cases pass."),
    planted: [{ kind: "instruction", keys: ["snake_case"] }],
  },
  {
    id: "b51-rejected-biome",
    build: (s) =>
      s
        .user("lint the extension ts")
        .bash(
          "cd editors/vscode && pnpm exec eslint src",
          "src/client.ts\n  14:7  error  'unused' is assigned a value but never used  @typescript-eslint/no-unused-vars\n\n✖ 1 problem",
        )
        .assistant("One unused variable in `client.ts`. Separately: biome would replace eslint and prettier here with a single fast tool, want me to switch?")
        .user("no, leave eslint. just fix the var")
        .file("Edit", "editors/vscode/src/client.ts")
        .bash("cd editors/vscode && pnpm exec eslint src", "")
        .assistant("Fixed; eslint is clean."),
    planted: [],
  },
  {
    id: "b51-semantic-legend",
    build: (s) =>
      s
        .user("can I add `macro` to the semantic token types list? at the front so it's grouped with keyword")
        .bash(
          "rg -n 'TOKEN_TYPES' -A 4 crates/quill-lsp/src/semantic.rs",
          "8:pub const TOKEN_TYPES: &[SemanticTokenType] = &[\n9:    SemanticTokenType::KEYWORD,\n10:    SemanticTokenType::FUNCTION,\n11:    SemanticTokenType::TYPE,",
        )
        .assistant(
          "Not at the front: the legend is index-based, and the encoded tokens and the extension's `semanticTokenScopes` both refer to indexes. Inserting shifts every type. Appending at the end is safe.",
        )
        .user("ok so the legend is append-only, never reorder or insert in the middle. that's the rule")
        .file("Edit", "crates/quill-lsp/src/semantic.rs")
        .assistant("Appended `MACRO` at the end of `TOKEN_TYPES`."),
    planted: [{ kind: "instruction", keys: ["legend"] }],
  },
  {
    id: "b51-scanner-fact",
    build: (s) =>
      s
        .user("the layout rule for `where` blocks - is that in grammar.js?")
        .bash(
          "rg -n 'INDENT|DEDENT' src/scanner.c | head -4",
          "14:  INDENT,\n15:  DEDENT,\n16:  NEWLINE,\n88:static bool scan_indent(Scanner *s, TSLexer *lexer) {",
        )
        .assistant(
          "No. Indentation is handled by the external scanner in `src/scanner.c`: it emits INDENT, DEDENT and NEWLINE tokens and keeps an indent stack that it serializes between parses. grammar.js only declares them in `externals`.",
        )
        .user(
          "right, the scanner does all the layout. ok, and fuzzing that scanner with cargo-fuzz is something we should do at some point, it's hand-written C",
        )
        .assistant("Agreed; noted as an open item: a cargo-fuzz target for the external scanner."),
    planted: [
      { kind: "fact", keys: ["scanner"] },
      { kind: "task", keys: ["cargo-fuzz"] },
    ],
  },
  {
    id: "b51-empty-perf-guess",
    build: (s) =>
      s
        .user("is tree-sitter parse or our lowering slower on big.ql?")
        .bash(
          "hyperfine -w 2 'target/release/quill parse examples/big.ql' 'target/release/quill lower examples/big.ql'",
          "Benchmark 1: parse\n  Time (mean ± σ):      11.2 ms\nBenchmark 2: lower\n  Time (mean ± σ):      27.9 ms",
        )
        .assistant(
          "On this laptop parse takes about 11 ms and parse+lower about 28 ms, so lowering is the larger part. One run on a busy laptop, though; I wouldn't rely on the exact split.",
        )
        .user("interesting. probably the interner? dunno")
        .assistant("Possibly; a profile would tell. I haven't looked.")
        .user("nah leave it"),
    planted: [],
  },
  {
    id: "b51-commit-prefix",
    build: (s) =>
      s
        .user("commit this")
        .bash("git commit -am 'fix stuff'", "[main 4a1c9e2] fix stuff\n 3 files changed, 41 insertions(+), 12 deletions(-)")
        .assistant("Committed as 4a1c9e2.")
        .user("please amend. commit messages here start with the crate or area, like `lsp: `, `grammar: `, `fmt: `, then imperative. every commit")
        .bash("git commit --amend -m 'lsp: negotiate utf-8 position encoding'", "[main 7d20b11] lsp: negotiate utf-8 position encoding")
        .assistant("Amended to `lsp: negotiate utf-8 position encoding`."),
    planted: [{ kind: "instruction", keys: ["commit"] }],
  },
  {
    id: "b51-insta",
    build: (s) =>
      s
        .user("parser tests compare Debug strings inline. 300 line string literals. can we do better")
        .assistant(
          "Snapshot testing: `insta` stores the expected output in `.snap` files and `cargo insta review` updates them interactively. `expect-test` keeps them inline but auto-updates.",
        )
        .user("insta for the parser and formatter tests. decided.")
        .bash(
          "cargo add --dev insta --package quill-syntax --features yaml && cargo add --dev insta --package quill-fmt",
          "      Adding insta v1.40.0 to dev-dependencies\n      Adding insta v1.40.0 to dev-dependencies",
        )
        .assistant("Added insta as a dev-dependency to quill-syntax and quill-fmt; I'll convert the biggest inline tests first."),
    planted: [{ kind: "decision", keys: ["insta"] }],
  },
  {
    id: "b51-cargo-deny",
    build: (s) =>
      s
        .user("is anything in our tree unmaintained? saw a RUSTSEC about something")
        .bash("cargo audit", "Crate:     atty\nVersion:   0.2.14\nWarning:   unmaintained\nID:        RUSTSEC-2024-0375\n\nwarning: 1 allowed warning found")
        .assistant("Only `atty` 0.2.14 (unmaintained, RUSTSEC-2024-0375), pulled in through an old `clap` in xtask.")
        .user("meh. someday we should put cargo-deny in CI with an advisories + licenses check, so this doesn't need me to remember. leave it for later")
        .assistant("Left open: add cargo-deny to CI for advisories and licenses."),
    planted: [{ kind: "task", keys: ["cargo-deny"] }],
  },
  {
    id: "b51-empty-withdrawn",
    build: (s) =>
      s
        .user("idea: what if the formatter also sorted imports")
        .assistant("Possible; it would make `quill fmt` change semantics-neutral order, which some users dislike. rustfmt keeps it behind `reorder_imports`.")
        .user("hmm, actually no, forget it. that's a lint's job if anything")
        .bash("git stash list | head -2", "stash@{0}: WIP on main: 7d20b11 lsp: negotiate utf-8 position encoding")
        .assistant("Okay, dropping the idea. Your stash from earlier is still there, by the way.")
        .user("yeah I know, thx"),
    planted: [],
  },
  {
    id: "b51-nvim-queries",
    build: (s) =>
      s
        .user("someone on the nvim side says our highlights broke after I renamed `type_identifier` to `type_name`")
        .bash("rg -n 'type_identifier' queries/", "queries/highlights.scm:22:(type_identifier) @type\nqueries/locals.scm:9:(type_identifier) @local.reference")
        .assistant(
          "Our queries/ still reference the old name, and nvim-treesitter installs the parser at the commit it pins in its lockfile while using its own copy of the queries, so any node rename breaks them until they bump.",
        )
        .user(
          "ugh yes that's how nvim-treesitter works, it pins our commit. so: never rename node types without a deprecation alias, it's a breaking change for us. revert the rename",
        )
        .file("Edit", "grammar.js")
        .bash("tree-sitter generate && tree-sitter test", "All tests passed")
        .assistant("Reverted to `type_identifier`; queries match again."),
    planted: [
      { kind: "fact", keys: ["nvim-treesitter"] },
      { kind: "instruction", keys: ["rename", "alias"] },
    ],
  },
  {
    id: "b51-playground",
    build: (s) =>
      s
        .user("build the wasm parser for the web playground")
        .bash("tree-sitter build --wasm", "error: emcc not found. Install emscripten or Docker/Podman to build WASM.", 1)
        .assistant(
          "This machine has neither emscripten nor docker, so `tree-sitter build --wasm` can't run here. It works in CI, where the image has emsdk 3.1.64.",
        )
        .user(
          "ok then the wasm build only happens in CI, fine. the playground deploy itself is still todo — wire it to pages once the wasm artifact is published",
        )
        .assistant("Noted. Open item: deploy the playground to Pages from the CI wasm artifact."),
    planted: [
      { kind: "fact", keys: ["wasm"] },
      { kind: "task", keys: ["playground"] },
    ],
  },
  {
    id: "b51-empty-status",
    build: (s) =>
      s
        .user("where were we")
        .bash(
          "git log --oneline -4",
          "7d20b11 lsp: negotiate utf-8 position encoding\n2c8e0aa fmt: pretty-based printer skeleton\n91bd3f3 grammar: where clauses\nf00d1e2 types: split check/synth",
        )
        .assistant(
          "Last four commits: utf-8 position encoding in the server, the pretty-based formatter skeleton, where clauses in the grammar, and the check/synth split.",
        )
        .user("right. what's failing atm?")
        .bash("cargo nextest run --workspace 2>&1 | tail -1", "     Summary [  15.102s] 431 tests run: 431 passed, 0 skipped")
        .assistant("Nothing: 431 tests pass.")
        .user("nice"),
    planted: [],
  },
  {
    id: "b51-docs-rules",
    build: (s) =>
      s
        .user("add a lint `shadowed-binding`: warn when a let shadows a parameter")
        .file("Write", "crates/quill-lint/src/rules/shadowed_binding.rs")
        .bash(
          "cargo nextest run -p quill-lint shadowed",
          "        PASS [   0.014s] quill-lint rules::shadowed_binding::warns_on_param\n        PASS [   0.012s] quill-lint rules::shadowed_binding::allows_inner_scope",
        )
        .assistant("The rule is in with two tests.")
        .user(
          "every lint rule also gets a page in docs/rules/<rule-name>.md with a bad and a good example. that's the convention for all rules, add one for this",
        )
        .file("Write", "docs/rules/shadowed-binding.md")
        .assistant("Added `docs/rules/shadowed-binding.md` with both examples."),
    planted: [{ kind: "instruction", keys: ["docs/rules"] }],
  },
  {
    id: "b51-lint-config",
    build: (s) =>
      s
        .user("where should users configure lint levels? I had `.quill-lint.json` in mind")
        .assistant("Options: a separate `.quill-lint.json`, or a `[lint]` table in `quill.toml`, which already holds the package and formatter settings.")
        .bash("cat examples/project/quill.toml", '[package]\nname = "shapes"\n\n[fmt]\nwidth = 100')
        .user("actually the [lint] table in quill.toml. one config file per project, no dotfiles. go")
        .file("Edit", "crates/quill-lint/src/config.rs")
        .assistant("Okay, lint levels are read from `[lint]` in quill.toml; no separate file."),
    planted: [{ kind: "decision", keys: ["lint", "quill.toml"] }],
  },
  {
    id: "b51-empty-review-q",
    build: (s) =>
      s
        .user("review my change to the hover markdown pls")
        .bash("git diff --stat", " crates/quill-lsp/src/handlers/hover.rs | 18 ++++++++++++------\n 1 file changed, 12 insertions(+), 6 deletions(-)")
        .assistant(
          "Looks right. One nit: you wrap the signature in a ```quill fence but the doc comment below isn't separated by a `---`, so VS Code runs them together.",
        )
        .user("good catch, fix that")
        .file("Edit", "crates/quill-lsp/src/handlers/hover.rs")
        .assistant("Added the separator.")
        .user("👍"),
    planted: [],
  },
  {
    id: "b51-languageclient",
    build: (s) =>
      s
        .user("vscode-languageclient is on 8.1, any reason not to update?")
        .bash("cd editors/vscode && pnpm outdated vscode-languageclient", "│ vscode-languageclient │ 8.1.0 │ 9.0.1 │")
        .assistant(
          "9.x needs `engines.vscode` ≥ 1.82 and changes `client.start()` to return a promise you must await; `onReady` is gone. Our `extension.ts` still uses `onReady`.",
        )
        .user("ok it's a real migration then. leave it on 8.1 for now, the languageclient 9 migration is a task for next week")
        .assistant("Staying on 8.1; the migration to vscode-languageclient 9 is an open task."),
    planted: [{ kind: "task", keys: ["languageclient"] }],
  },
  {
    id: "b51-fmt-options-doc",
    build: (s) =>
      s
        .user("what config does quill-fmt read right now?")
        .bash(
          "rg -n 'pub struct FmtConfig' -A 6 crates/quill-fmt/src/config.rs",
          "5:pub struct FmtConfig {\n6:    pub width: usize,\n7:    pub indent: usize,\n8:    pub trailing_commas: TrailingCommas,\n9:}",
        )
        .assistant("Three options: `width`, `indent`, and `trailing_commas` (always / never / multiline).")
        .user("none of that is documented. docs for the formatter options still need writing, put it on the list")
        .assistant("Listed as open: document quill-fmt's options (width, indent, trailing_commas)."),
    planted: [{ kind: "task", keys: ["formatter", "options"] }],
  },
  {
    id: "b51-parser-split",
    build: (s) =>
      s
        .user("do we really need two parsers? tree-sitter grammar plus the hand-written one in quill-syntax")
        .assistant(
          "They serve different needs. Tree-sitter gives editors incremental parsing and error-tolerant trees; the compiler wants a typed AST with precise spans and good error messages, which a generated CST doesn't give directly. Deriving the AST from the tree-sitter CST is possible, rust-analyzer-style, but costs a lowering layer.",
        )
        .bash("rg -c 'fn parse_' crates/quill-syntax/src/parser.rs", "64")
        .user(
          "ok settled: the compiler keeps its hand-written recursive descent parser, tree-sitter is for editors and highlighting only. no CST lowering project",
        )
        .assistant("Okay. I'll note it in docs/architecture.md so nobody starts the lowering layer."),
    planted: [{ kind: "decision", keys: ["recursive", "descent"] }],
  },
  {
    id: "b51-semicolons",
    build: (s) =>
      s
        .user("make semicolons optional at line ends, like go does it")
        .file("Edit", "src/scanner.c")
        .bash(
          "tree-sitter generate && tree-sitter test",
          "  expressions:\n    ✗ binary across lines\n\n1 failure:\n  expected (binary_expression) got (expression_statement) (unary_expression)",
        )
        .assistant(
          "Automatic insertion breaks `a\n- b`: the scanner ends the statement before `- b`. Go avoids this by its rule about which tokens end a line; we'd need the same table.",
        )
        .user("hm. no. revert it, semicolons stay mandatory, final. I don't want ASI bugs in a language that's supposed to be simple")
        .bash("git checkout src/scanner.c && tree-sitter generate && tree-sitter test", "All tests passed")
        .assistant("Reverted; semicolons remain required and the corpus passes."),
    planted: [{ kind: "decision", keys: ["semicolon"] }],
  },
  {
    id: "b51-bench-runner",
    build: (s) =>
      s
        .user("my laptop says the formatter got 20% slower since last week, real?")
        .bash(
          "cargo bench -p quill-fmt -- --save-baseline laptop 2>&1 | tail -2",
          "format_big_file      time:   [18.912 ms 19.104 ms 19.331 ms]\n                     change: [+17.2% +20.1% +23.0%] (p = 0.00 < 0.05)",
        )
        .assistant("Criterion agrees on this machine, but the baseline it compares to was saved on another machine.")
        .user(
          "right, I forgot. benchmark numbers only count from the bench-01 runner, it's the dedicated box with pinned cpu freq; laptop numbers are noise. trigger the bench workflow there instead",
        )
        .bash("gh workflow run bench.yml -f crate=quill-fmt", "✓ Created workflow_dispatch event for bench.yml at main")
        .assistant("Dispatched bench.yml for quill-fmt on bench-01."),
    planted: [{ kind: "fact", keys: ["bench-01"] }],
  },
  {
    id: "b51-short-replies",
    build: (s) =>
      s
        .user("what does `tree-sitter query` print for captures?")
        .assistant(
          "Okay, I will explain. Tree-sitter's query command is a powerful tool that runs a query file against one or more source files. First, it parses each file with the grammar. Then it matches the patterns. Finally, for each match it prints the pattern index and, for each capture, the capture name, its start and end position and its text...",
        )
        .bash(
          "tree-sitter query queries/highlights.scm examples/shapes.ql | head -3",
          "examples/shapes.ql\n  pattern: 4\n    capture: 0 - keyword, start: (0, 0), end: (0, 3), text: `let`",
        )
        .user("way too long. keep your answers short from now on: a line or two, then the output if it helps. no preamble")
        .assistant("Understood. Pattern index, then per capture: name, start/end (row, col) and text."),
    planted: [{ kind: "instruction", keys: ["short"] }],
  },
  {
    id: "b51-generated-checked-in",
    build: (s) =>
      s
        .user("should src/parser.c even be in git? it's 2MB of generated code and every grammar PR diff is huge")
        .assistant(
          "Most tree-sitter grammars keep it checked in: the Rust and Node bindings compile `src/parser.c` directly, so consumers (nvim-treesitter, crates.io users, npm installs) don't need the tree-sitter CLI or Node to build. If we drop it, every consumer has to run `tree-sitter generate`.",
        )
        .bash("du -sh src/parser.c src/grammar.json src/node-types.json", "2.1M\tsrc/parser.c\n 88K\tsrc/grammar.json\n 41K\tsrc/node-types.json")
        .user(
          "fair. then it's decided: the generated files (parser.c, grammar.json, node-types.json) stay checked in. mark them linguist-generated so github collapses the diff",
        )
        .file("Edit", ".gitattributes")
        .assistant("Okay. I have added `src/parser.c`, `src/grammar.json` and `src/node-types.json` as `linguist-generated=true` in `.gitattributes`."),
    planted: [{ kind: "decision", keys: ["generated"] }],
  },
  {
    id: "b51-crate-name",
    build: (s) =>
      s
        .user("publish the grammar crate, dry run first")
        .bash(
          "cargo publish --dry-run -p tree-sitter-quill",
          "error: crate tree-sitter-quill@0.4.0 already exists on crates.io index\n  owned by: github:jlarsen (last release 2021-03-11, 0.1.2)",
          101,
        )
        .assistant("The name `tree-sitter-quill` on crates.io belongs to someone else (an unrelated 2021 project, last release 0.1.2).")
        .user(
          "oh right, that squatter. our crate is published as tree-sitter-quill-lang, the npm package keeps the plain name. fix Cargo.toml. actual publish waits until priya tags 0.4.0, so publishing to crates.io is still open",
        )
        .file("Edit", "Cargo.toml")
        .bash(
          "cargo publish --dry-run -p tree-sitter-quill-lang",
          "   Packaging tree-sitter-quill-lang v0.4.0\n   Uploading tree-sitter-quill-lang v0.4.0\nwarning: aborting upload due to dry run",
        )
        .assistant("The dry run passes under `tree-sitter-quill-lang`. The real publish stays pending until Priya's tag."),
    planted: [
      { kind: "fact", keys: ["tree-sitter-quill-lang"] },
      { kind: "task", keys: ["crates.io"] },
    ],
  },
  {
    id: "b51-ext-conventions",
    build: (s) =>
      s
        .user(
          "setting some ground rules for editors/vscode since more people touch it now:\n- no default exports, named only\n- `strict` stays on in tsconfig, don't loosen it to get something compiling\n- unit tests are plain vitest; @vscode/test-electron only for the one smoke test\nthen go ahead and add the status bar item",
        )
        .file("Read", "editors/vscode/src/extension.ts")
        .assistant("Okay, I will follow those. I'll add `statusBar.ts` exporting `createStatusItem` by name.")
        .file("Write", "editors/vscode/src/statusBar.ts")
        .bash(
          "cd editors/vscode && pnpm exec tsc --noEmit && pnpm exec vitest run",
          " ✓ test/statusBar.test.ts (2 tests) 4ms\n\n Test Files  1 passed (1)\n      Tests  2 passed (2)",
        )
        .assistant("I have added the status bar item with a named export; typecheck and the two vitest tests pass."),
    planted: [
      { kind: "instruction", keys: ["default", "exports"] },
      { kind: "instruction", keys: ["strict"] },
      { kind: "instruction", keys: ["vitest"] },
    ],
  },
  {
    id: "b51-goto-def",
    build: (s) =>
      s
        .user("goto definition on `Shape` from another file does nothing?")
        .bash(
          "rg -n 'fn goto_definition' -A 5 crates/quill-lsp/src/handlers/definition.rs",
          "12:pub fn goto_definition(doc: &Document, pos: Position) -> Option<Location> {\n13:    let scope = doc.scopes();\n14:    scope.resolve_at(pos).map(|d| doc.location(d))\n15:}",
        )
        .assistant(
          "It only resolves against the current document's scopes; there is no module graph in the server yet, so an imported name never resolves. So goto definition is single-file today, by construction.",
        )
        .user("ahh ok. cross-file goto definition then, needs the module graph, after rename index. park it as a todo")
        .assistant("Parked: cross-file goto definition, after the workspace index."),
    planted: [
      { kind: "fact", keys: ["single-file"] },
      { kind: "task", keys: ["cross-file"] },
    ],
  },
  {
    id: "b51-release-binaries",
    build: (s) =>
      s
        .user("how do we ship quill-lsp binaries for the extension? cargo-dist?")
        .assistant(
          "cargo-dist generates a release workflow with installers and per-target archives; the extension could download the right archive on activation.",
        )
        .user("sounds good, use cargo-dist")
        .bash("cargo dist init --yes", "✔ added [workspace.metadata.dist] to Cargo.toml\n✔ generated .github/workflows/release.yml (overwrote existing)")
        .assistant("cargo-dist is initialised. Note that it overwrote our existing `.github/workflows/release.yml`, including the vsix packaging job.")
        .user(
          "no no. revert that. forget cargo-dist, we keep our own release.yml with cross for the targets, it already packages the server into the vsix per platform",
        )
        .bash("git checkout .github/workflows/release.yml Cargo.toml", "Updated 2 paths from the index")
        .assistant("Reverted: our hand-written release.yml (cross builds, per-platform vsix) stays; cargo-dist is gone."),
    planted: [{ kind: "decision", keys: ["release.yml"] }],
  },
  {
    id: "b51-empty-rowan",
    build: (s) =>
      s
        .user("rust-analyzer uses rowan for its trees, right?")
        .assistant(
          "Yes: rowan gives lossless green/red trees with cheap incremental edits. We could port quill-syntax onto it and share the tree between the compiler and the server.",
        )
        .bash("cargo search rowan --limit 1", 'rowan = "0.15.16"    # Library for generic lossless syntax trees')
        .user("tempting but no. too big a change right now, maybe some other year")
        .assistant("Understood, not pursuing rowan.")
        .user("what were you doing before I interrupted")
        .assistant("Nothing pending; the last task, the status bar item, was finished."),
    planted: [],
  },
  {
    id: "b51-interpolation-hl",
    build: (s) =>
      s
        .user('string interpolation `"hi {name}"` is all one string color in helix')
        .bash(
          "tree-sitter parse -q examples/strings.ql | head -4",
          "(source_file\n  (let_statement\n    name: (identifier)\n    value: (string (string_content) (interpolation (identifier)) (string_content))))",
        )
        .assistant("The parse is fine: `interpolation` is its own node. Our `highlights.scm` simply has no pattern for it, so the whole `string` capture wins.")
        .user("ok. highlight queries for interpolation in all 3 editors (nvim, helix, zed) are a backlog item, not today")
        .assistant("Noted as open: interpolation highlight queries for nvim, helix and zed."),
    planted: [{ kind: "task", keys: ["interpolation"] }],
  },
  {
    id: "b51-es2022",
    build: (s) =>
      s
        .user("tsc target in the extension is es2019, why")
        .bash("cd editors/vscode && jq .compilerOptions tsconfig.json", '{\n  "target": "es2019",\n  "module": "commonjs",\n  "strict": true\n}')
        .assistant(
          "Probably from an old yo-code template. VS Code 1.85+ ships Electron with Node 18, so ES2022 is fully supported; es2019 only costs us downleveled class fields and optional chaining.",
        )
        .user("yes, go to es2022. and with that the extension officially requires vscode 1.85 or newer, bump engines.vscode")
        .file("Edit", "editors/vscode/tsconfig.json")
        .file("Edit", "editors/vscode/package.json")
        .bash("cd editors/vscode && pnpm exec tsc --noEmit && node esbuild.mjs", "")
        .assistant("Okay, I have set `target` to es2022 and `engines.vscode` to ^1.85.0; the build is clean."),
    planted: [
      { kind: "decision", keys: ["es2022"] },
      { kind: "decision", keys: ["1.85"] },
    ],
  },
  {
    id: "b51-exhaustiveness-hang",
    build: (s) =>
      s
        .user("`quill check` hangs on tests/ui/nested_or.ql")
        .bash("timeout 20 cargo run -q --bin quill -- check tests/ui/nested_or.ql", "", 124)
        .assistant("I'll profile it to see where it spins.")
        .bash(
          "perf record -g -- target/debug/quill check tests/ui/nested_or.ql & sleep 5; kill %1; perf report --stdio | head -5",
          "  71.30%  quill  [.] quill_types::exhaustive::expand_or_rows\n  18.02%  quill  [.] alloc::vec::Vec<T>::clone",
        )
        .assistant(
          "Confirmed: the exhaustiveness checker expands every or-pattern into separate rows before checking, so 8 nested `A | B` patterns become 2^8 rows per level. That's the hang, not an infinite loop.",
        )
        .user(
          "figures. proper fix is rewriting exhaustiveness on Maranget's usefulness algorithm, that's a bigger job, leave it for later. for now cap the expansion and emit an error",
        )
        .file("Edit", "crates/quill-types/src/exhaustive.rs")
        .bash("cargo run -q --bin quill -- check tests/ui/nested_or.ql", "error[E0412]: match too complex to check for exhaustiveness (more than 4096 rows)", 1)
        .assistant("Capped at 4096 rows with a clear error instead of hanging."),
    planted: [
      { kind: "fact", keys: ["exhaustiveness"] },
      { kind: "task", keys: ["maranget"] },
    ],
  },
  {
    id: "b51-empty-spec-question",
    build: (s) =>
      s
        .user(
          "vscode logs this on every save, is it us?\n```\n[Warn] quill-lsp: workspace/didChangeWatchedFiles: client always sends 'changed' for saved files; never registered for create/delete\n```",
        )
        .assistant(
          "That line is our own log message from `watch.rs`, at warn level. It's informational: we register the watcher only for changes, so the client never reports creates or deletes. Nothing is wrong.",
        )
        .bash(
          "rg -n 'never registered' crates/quill-lsp/src",
          "crates/quill-lsp/src/watch.rs:44:        warn!(\"workspace/didChangeWatchedFiles: client always sends 'changed' for saved files; never registered for create/delete\");",
        )
        .user("so it's harmless? could we lower it to debug")
        .assistant("Yes to both. Should I change it?")
        .user("sure")
        .file("Edit", "crates/quill-lsp/src/watch.rs")
        .assistant("Lowered to `debug!`."),
    planted: [],
  },
  {
    id: "b51-error-codes",
    build: (s) =>
      s
        .user("add an error code for the new 'match too complex' diagnostic")
        .bash(
          "tail -3 crates/quill-diagnostics/src/codes.rs",
          '    E0410 => "unknown field",\n    E0411 => "duplicate binding in pattern",\n    // E0409 retired: was "legacy semicolon warning"',
        )
        .assistant("The next free number is E0412. E0409 is marked retired; I could reuse that instead to keep the range dense.")
        .user("don't reuse retired error codes, ever, people search for them. new ones are appended in codes.rs. use E0412")
        .file("Edit", "crates/quill-diagnostics/src/codes.rs")
        .assistant("Added E0412 at the end of codes.rs; E0409 stays retired."),
    planted: [{ kind: "instruction", keys: ["retired"] }],
  },
  {
    id: "b51-fuzz-bucket",
    build: (s) =>
      s
        .user("the fuzz crash from last night, where's the input")
        .bash(
          "gsutil ls gs://quill-fuzz-corpus/crashes/ | tail -2",
          "gs://quill-fuzz-corpus/crashes/scanner-2026-11-01-crash-8f2a\ngs://quill-fuzz-corpus/crashes/scanner-2026-11-02-crash-1c07",
        )
        .assistant("Two crash inputs from the scanner target, the newest is `scanner-2026-11-02-crash-1c07`.")
        .user("yep. fyi the fuzz corpus and crashes live in the gcs bucket gs://quill-fuzz-corpus, never in the repo, it's gigabytes")
        .bash(
          "gsutil cp gs://quill-fuzz-corpus/crashes/scanner-2026-11-02-crash-1c07 /tmp/ && xxd /tmp/scanner-2026-11-02-crash-1c07 | head -2",
          "00000000: 6c65 7420 7820 3d0a 0909 0920 2020 0a20  let x =....   . ",
        )
        .assistant(
          "The crash input is a `let` followed by mixed tabs and spaces on the next line, so the indent stack is the likely suspect; I haven't reproduced it yet.",
        ),
    planted: [{ kind: "fact", keys: ["quill-fuzz-corpus"] }],
  },
  {
    id: "b51-kenji-nightly",
    build: (s) =>
      s
        .user("why did the nightly vsix go out at 9am my time, I thought it was midnight")
        .bash("gh workflow view nightly.yml --yaml | rg -n 'cron'", "6:    - cron: '0 0 * * *'")
        .assistant("The cron is `0 0 * * *`, which is midnight UTC; in your timezone that's 09:00.")
        .user("oh duh. ok and kenji is the one who owns the nightly pipeline, if it breaks it's his call whether to skip a night")
        .assistant("Got it: nightly runs at 00:00 UTC and Kenji owns that pipeline."),
    planted: [
      { kind: "fact", keys: ["kenji"] },
      { kind: "fact", keys: ["00:00", "utc"] },
    ],
  },
  {
    id: "b51-lsp-harness",
    build: (s) =>
      s
        .user("LSP integration tests spawn the binary and take forever. can they run in-process?")
        .assistant(
          "Yes: with async-lsp the router is just a service, so a test can hold a client socket pair in memory and drive `initialize`, `didOpen`, `hover` without a process. The spawned-binary tests could stay as a handful of smoke tests.",
        )
        .bash("cargo nextest run -p quill-lsp 2>&1 | tail -1", "     Summary [  41.330s] 58 tests run: 58 passed, 0 skipped")
        .user("do it: LSP tests run in-process through a memory transport; keep 3 spawned smoke tests, that's it")
        .file("Write", "crates/quill-lsp/tests/support/mem_transport.rs")
        .bash("cargo nextest run -p quill-lsp 2>&1 | tail -1", "     Summary [   3.902s] 58 tests run: 58 passed, 0 skipped")
        .assistant("Moved 55 tests onto the in-process transport; the suite went from 41 s to 3.9 s."),
    planted: [{ kind: "decision", keys: ["in-process"] }],
  },
  {
    id: "b51-salsa-decided",
    build: (s) =>
      s
        .user("the check/synth split landed. back to the salsa question from last week")
        .bash("git log --oneline -1 -- crates/quill-types", "f00d1e2 types: split check/synth")
        .assistant(
          "With check/synth separated, the natural queries are `parse(file)`, `item_signature(item)` and `check_body(fn)`. Salsa would memoise those per revision, which is what the server needs for keystroke latency.",
        )
        .user("ok yes, we adopt salsa for quill-types, starting with item_signature. pin the exact version, the api moves")
        .bash("cargo add salsa@=0.18.0 --package quill-types", "      Adding salsa v0.18.0 to dependencies")
        .assistant("Added salsa 0.18.0 pinned exactly; I'll start with `item_signature` as a tracked function."),
    planted: [{ kind: "decision", keys: ["salsa"] }],
  },
  {
    id: "b51-unused-import-fix",
    build: (s) =>
      s
        .user("vscode shows the unused-import warning but there's no lightbulb")
        .bash("rg -n 'code_action' crates/quill-lsp/src/caps.rs", "")
        .assistant("We don't advertise `codeActionProvider` at all, so there's no quick fix for any lint yet.")
        .user("right. a remove-import quick fix for unused-import is on my wishlist, leave it open, I'll spec the code action API first")
        .assistant("Left open: a quick fix that removes the import for `unused-import`, pending your code action spec."),
    planted: [{ kind: "task", keys: ["unused-import"] }],
  },
  {
    id: "b51-no-new-deps",
    build: (s) =>
      s
        .user("why is quill-lsp compiling `regex` now")
        .bash("cargo tree -p quill-lsp -i regex", "regex v1.11.0\n└── quill-lsp v0.4.0")
        .assistant("I added `regex` yesterday for the doc-comment link parsing in hover.")
        .user(
          "please don't add dependencies without asking me first. build time of the server matters and regex is heavy. rewrite that bit with plain str methods",
        )
        .file("Edit", "crates/quill-lsp/src/handlers/hover.rs")
        .bash("cargo remove regex -p quill-lsp && cargo build -q -p quill-lsp", "    Removing regex from dependencies")
        .assistant("Replaced the regex with `split_once`/`strip_prefix` and removed the dependency. I'll ask before adding any crate."),
    planted: [{ kind: "instruction", keys: ["dependencies"] }],
  },
  {
    id: "b51-empty-guess-ci",
    build: (s) =>
      s
        .user("windows CI takes 11 minutes, linux 4. defender scanning target/?")
        .assistant("Could be; Defender real-time scanning is a common cause. It could also be the missing sccache on that runner. I haven't measured either.")
        .bash(
          "gh run view 9950 --json jobs --jq '.jobs[] | [.name, .conclusion] | @tsv'",
          "test (ubuntu-22.04)\tsuccess\ntest (windows-2022)\tsuccess\ntest (macos-14)\tsuccess",
        )
        .assistant("The job list doesn't break the time down by step; I'd need the step timings to tell.")
        .user("meh, not worth it today"),
    planted: [],
  },
  {
    id: "b51-changelog-done",
    build: (s) =>
      s
        .user("add a CHANGELOG entry for 0.4.1: utf-8 positions, ariadne diagnostics, pipe operator")
        .file("Edit", "CHANGELOG.md")
        .assistant("Added the 0.4.1 section with the three entries.")
        .user("and bump the version in the extension package.json to match")
        .bash("cd editors/vscode && pnpm version 0.4.1 --no-git-tag-version", "v0.4.1")
        .assistant("The extension is at 0.4.1.")
        .user("ty"),
    planted: [],
  },
];

/** Blind set 51: events, segments and scoring of BLIND51_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const BLIND51 = plantedSet(BLIND51_SESSIONS, Date.UTC(2026, 10, 2, 9));
