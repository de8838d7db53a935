/**
 * Training set for the sentence classifier (written without reading the extractor).
 *
 * Style: compilers, language tooling and parsers (LSP servers, linters, formatters, tree-sitter,
 * codegen) in OpenCode voice: the agent says what it will look at first ("I'll check … first.")
 * and closes with a plain summary of what changed; the users are terse experts (one-liners,
 * "no.", jargon, few capitals) who lay down standing rules about generated code. Each session is
 * one segment; the items planted in it are listed with it. Every other message must give nothing:
 * questions, hypotheses, proposals not taken, withdrawn ideas, unconfirmed guesses, quoted code,
 * logs and tool output (with words like "always", "never", "TODO", "DO NOT EDIT"), chit-chat, and
 * requests the agent completes in the same session. Superseded decisions plant only the later
 * one.
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

export const TUNING62_SESSIONS: readonly BlindSession[] = [
  {
    id: "t62-01-parser-c",
    planted: [
      { kind: "instruction", keys: ["parser.c"] },
      { kind: "fact", keys: ["abi"] },
    ],
    build: (s) =>
      s
        .user("string escapes break highlighting. fix")
        .assistant("I'll check where escape sequences are tokenized first.")
        .bash(
          "rg -n 'escape_sequence' src/ grammar.js | head -3",
          "grammar.js:212:    escape_sequence: _ => token.immediate(seq('\\\\', /[^xu]/)),\nsrc/parser.c:88121:  [sym_escape_sequence] = \"escape_sequence\",",
        )
        .assistant("The rule in grammar.js misses `\\u{...}`. I could patch the lexer table in src/parser.c directly, it's a two-line change.")
        .user("no. parser.c is tree-sitter output, nobody edits it by hand. change grammar.js, regenerate.")
        .file("Edit", "grammar.js")
        .bash("npx tree-sitter generate --abi 14 && npx tree-sitter test", "  escapes:\n    ✓ unicode escapes\n    ✓ simple escapes\nAll tests passed")
        .user("fyi we stay on ABI 14, the editor still embeds a runtime that can't load 15")
        .assistant("Regenerated with ABI 14 from the updated grammar; corpus tests pass, including a new unicode-escape case."),
  },
  {
    id: "t62-02-lsp-server-crate",
    planted: [
      { kind: "decision", keys: ["lsp-server"] },
      { kind: "task", keys: ["hover"] },
    ],
    build: (s) =>
      s
        .user("tower-lsp has had no release in 14 months")
        .bash("cargo tree -i tower-lsp | head -2", "tower-lsp v0.20.0\n└── acme-ls v0.4.1 (/home/dev/src/app/crates/ls)")
        .assistant("Right, and it pins an old tokio. Alternatives are `lsp-server` (what rust-analyzer uses, sync, bring your own loop) or `async-lsp`.")
        .user("lsp-server. the sync main loop is fine for us. we move off tower-lsp starting with init + didOpen/didChange")
        .file("Edit", "crates/ls/src/main.rs")
        .bash("cargo test -p acme-ls", "test result: ok. 23 passed; 0 failed")
        .assistant("Initialize and document sync now run on lsp-server; 23 tests pass.")
        .user("hover handler still sits on the old trait. port it next round, not now"),
  },
  {
    id: "t62-03-lr-conflict",
    planted: [],
    build: (s) =>
      s
        .user("what's tree-sitter whining about")
        .bash(
          "npx tree-sitter generate",
          "Unresolved conflict for symbol sequence:\n  expression  '?'  •  ':'  …\nPossible interpretations:\n  1:  (ternary_expression  expression  '?'  •  expression  ':'  expression)\n  2:  (optional_type  expression  '?')  •  ':'  …",
          1,
        )
        .assistant(
          "It can't decide, after `a ?`, whether it's inside a ternary or an optional type. Adding `[$.ternary_expression, $.optional_type]` to `conflicts` lets GLR try both; a `prec` would force one.",
        )
        .user("ok, conflicts entry then")
        .file("Edit", "grammar.js")
        .bash("npx tree-sitter generate && npx tree-sitter test", "All tests passed")
        .assistant("Added the conflict pair; generate succeeds and tests pass."),
  },
  {
    id: "t62-04-formatter-inhouse",
    planted: [{ kind: "decision", keys: ["formatter"] }],
    build: (s) =>
      s
        .user("we need a formatter for the .acme DSL. go with a prettier plugin")
        .assistant("I'll check what a prettier plugin needs from our parser first.")
        .bash("ls node_modules/prettier/plugins | head -3", "acorn.js\nangular.js\nbabel.js")
        .assistant("A plugin would need an ESTree-ish AST from a JS parser; ours is Rust. We'd ship the wasm parser inside the plugin.")
        .user("meh. scratch the prettier plugin. the formatter gets written in-house in rust, on the CST, wadler-style doc printer")
        .file("Write", "crates/fmt/src/lib.rs")
        .assistant("Created the `fmt` crate skeleton with a `Doc` type (text, line, group, nest) and a printer."),
  },
  {
    id: "t62-05-gen-header",
    planted: [
      { kind: "instruction", keys: ["header"] },
      { kind: "fact", keys: ["exit-code"] },
    ],
    build: (s) =>
      s
        .user("astgen output. add a header")
        .file("Edit", "tools/astgen/src/emit.rs")
        .assistant("What wording?")
        .user(
          "`// Code generated by astgen. DO NOT EDIT.` exactly that, first line. the go convention. every generated file carries that header, linters and github both key on it",
        )
        .bash("cargo run -p astgen && head -1 crates/syntax/src/generated/nodes.rs", "// Code generated by astgen. DO NOT EDIT.")
        .user("and know that ci runs `make gen && git diff --exit-code`. stale generated code fails the build")
        .assistant("Header emitted on all 6 generated files; regenerated and committed so the CI diff check stays clean."),
  },
  {
    id: "t62-06-no-shadow",
    planted: [
      { kind: "task", keys: ["no-shadow"] },
      { kind: "fact", keys: ["registry"] },
    ],
    build: (s) =>
      s
        .user("where do lint rules get registered, I added one and it doesn't run")
        .bash("rg -n 'include!' crates/lint/src/registry.rs", '4:include!(concat!(env!("OUT_DIR"), "/rules.rs"));')
        .assistant("I'll check the build script first.")
        .bash("sed -n 1,12p crates/lint/build.rs", "// scans src/rules/*.rs for `declare_rule!` and writes rules.rs")
        .assistant("Rules are collected by build.rs from `declare_rule!` in src/rules/. Your file is in src/rule/ (singular), so the scan skips it.")
        .user("right, the registry in crates/lint/src/registry.rs is all build.rs driven, forgot. moved it")
        .user("unrelated, no-shadow fires on catch params that shadow nothing. known false positive, leave it open, I'll get to it after the release")
        .assistant("Okay. Your rule shows up now in `acme-lint --list-rules`."),
  },
  {
    id: "t62-07-rename-visit",
    planted: [],
    build: (s) =>
      s
        .user("rename visit_expr -> walk_expr everywhere")
        .bash("rg -l visit_expr crates | wc -l", "17")
        .file("Edit", "crates/syntax/src/walk.rs")
        .bash(
          "cargo check --workspace 2>&1 | tail -2",
          "warning: field `span` is never read\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 21.4s",
        )
        .assistant("Renamed in 17 files. The build is clean apart from the pre-existing `span` warning in `fmt`."),
  },
  {
    id: "t62-08-insta",
    planted: [
      { kind: "instruction", keys: ["insta"] },
      { kind: "decision", keys: ["snapshots"] },
    ],
    build: (s) =>
      s
        .user("parser_tests.rs has 3000 lines of hand-built AST asserts. kill them")
        .assistant("I'll check how many cases are covered first.")
        .bash("rg -c '#\\[test\\]' crates/parser/tests/parser_tests.rs", "212")
        .user("decided: hand-written AST equality tests go, snapshots replace them. debug-printed CST per case")
        .file("Write", "crates/parser/tests/snapshots.rs")
        .bash("cargo insta test -p acme-parser", "info: 212 snapshots to review")
        .user("and: snapshot changes get looked at with `cargo insta review`, one by one. no `--accept` blind, ever")
        .assistant("212 snapshot cases replace the old file; they're pending review, I haven't accepted any."),
  },
  {
    id: "t62-09-toolchain",
    planted: [
      { kind: "fact", keys: ["toolchain"] },
      { kind: "instruction", keys: ["rust-toolchain"] },
    ],
    build: (s) =>
      s
        .user("r-a proc macro server keeps crashing")
        .bash("rustc -V && cat rust-toolchain.toml", 'rustc 1.84.0-nightly (2024-11-02)\n[toolchain]\nchannel = "1.82"')
        .assistant("You have a nightly active as an override in this directory; the repo pins 1.82. Maybe the proc-macro ABI mismatch comes from that?")
        .user("yeah the toolchain is pinned to 1.82 because nightly breaks our proc macros. I had an override left over")
        .bash("rustup override unset && rustc -V", "rustc 1.82.0 (f6e511eec 2024-10-15)")
        .user("don't bump rust-toolchain.toml without asking me. ever")
        .assistant("Override removed; 1.82 is active again."),
  },
  {
    id: "t62-10-incremental",
    planted: [{ kind: "task", keys: ["incremental"] }],
    build: (s) =>
      s
        .user("typing fast in a big file desyncs the tree")
        .bash(
          "cargo test -p acme-parser reparse -- --nocapture 2>&1 | tail -3",
          "thread 'reparse::edit_across_nodes' panicked at crates/parser/src/reparse.rs:144:9:\nassertion failed: new_tree == full_parse\ntest result: FAILED. 11 passed; 1 failed",
        )
        .assistant("I'll look at the failing case first.\n\nAn edit that spans two sibling nodes is reparsed only inside the first node.")
        .user("known. incremental reparse across node boundaries is broken, that's after the release. mark the test #[ignore] with a note for now")
        .file("Edit", "crates/parser/src/reparse.rs")
        .assistant("Test is ignored with a comment pointing at the cross-node edit case."),
  },
  {
    id: "t62-11-salsa-guess",
    planted: [],
    build: (s) =>
      s
        .user("completion latency went from 20ms to 180ms this week. cache invalidation?")
        .bash(
          "git log --oneline --since='1 week' -- crates/ide | head -3",
          "4f1e2aa ide: intern paths\n9c01b7e ide: track file text as input\n1d2e3f4 deps: bump smol_str",
        )
        .assistant(
          "I'll profile a completion request first. `track file text as input` would invalidate more queries per keystroke, but that's a guess until I see the profile.",
        )
        .user("maybe. or smol_str. don't know. stop here, I'll bisect myself tonight")
        .assistant("Okay, nothing changed."),
  },
  {
    id: "t62-12-salsa-semtokens",
    planted: [
      { kind: "decision", keys: ["salsa"] },
      { kind: "fact", keys: ["semantic"] },
      { kind: "task", keys: ["0.19"] },
    ],
    build: (s) =>
      s
        .user("profile says what")
        .bash(
          "cargo flamegraph --bin acme-ls -- --replay traces/edit-session.json",
          "semantic_tokens_full   41.2%\ncompletion             18.0%\ndiagnostics            12.7%",
        )
        .assistant("Semantic tokens dominate at 41%; each request recomputes every token for the whole file.")
        .user("yes, semantic tokens are our hottest lsp path, always have been. 40%ish in every profile")
        .user("and we go with salsa for the query layer so it stops recomputing. 0.18, what r-a used before the rewrite. settled")
        .file("Edit", "crates/ide/Cargo.toml")
        .user("salsa 0.19 migration later, when their api stops moving")
        .assistant("Added salsa 0.18 and a `semantic_tokens` tracked query skeleton; nothing is wired to it yet."),
  },
  {
    id: "t62-13-error-codes",
    planted: [
      { kind: "instruction", keys: ["codes"] },
      { kind: "task", keys: ["e0412"] },
    ],
    build: (s) =>
      s
        .user("new diagnostic for duplicate enum variants")
        .bash("rg -o 'E[0-9]{4}' crates/diag/src/codes.rs | sort | tail -2", "E0411\nE0413")
        .assistant("E0412 looks free. I'll use it?")
        .user("no, E0412 was retired in 0.6. error codes: E + 4 digits, monotonic, retired codes are never reused. take E0414")
        .file("Edit", "crates/diag/src/codes.rs")
        .bash("cargo test -p acme-diag", "test result: ok. 40 passed")
        .user("the docs page for E0412 still describes the old error though, it needs a 'retired' note. not today")
        .assistant("E0414 added for duplicate variants, with a test."),
  },
  {
    id: "t62-14-lexer",
    planted: [
      { kind: "fact", keys: ["lexer"] },
      { kind: "instruction", keys: ["allocation"] },
    ],
    build: (s) =>
      s
        .user("why isn't the lexer logos, would be less code")
        .bash("wc -l crates/lexer/src/lib.rs", "1184 crates/lexer/src/lib.rs")
        .assistant("I'll check git history for that first.")
        .bash("git log --oneline --grep logos | head -2", "a18f2c0 lexer: drop logos, hand-written lexer for nested interpolation")
        .user(
          'that. our lexer is hand-written because logos couldn\'t do nested string interpolation, `"a #{ "b #{c}" }"`. rule for touching it: zero allocation per token, tokens carry spans only, no owned strings',
        )
        .assistant("Makes sense. The current `Token` is `{ kind, span }`, 8 bytes; nothing to change."),
  },
  {
    id: "t62-15-chitchat",
    planted: [],
    build: (s) =>
      s
        .user("going to rustconf? someone's giving a talk on error recovery in hand-written parsers")
        .assistant("I don't travel, but I can pull up the abstract if it's online.")
        .bash(
          'curl -s https://example.org/rustconf/schedule.json | jq -r \'.talks[] | select(.title|test("recovery";"i")) | .title\'',
          "Resilient Parsing Without Tears",
        )
        .user("ha, that's the one. anyway, back to it tomorrow"),
  },
  {
    id: "t62-16-askama",
    planted: [
      { kind: "decision", keys: ["askama"] },
      { kind: "task", keys: ["quote"] },
    ],
    build: (s) =>
      s
        .user("generate the visitor trait from ast.ungram with quote!")
        .file("Write", "tools/astgen/src/visitor.rs")
        .bash("cargo run -p astgen -- visitor && wc -l crates/syntax/src/generated/visitor.rs", "39822 crates/syntax/src/generated/visitor.rs")
        .assistant("Generated. The quote! source is hard to read because every method body is a nested token stream.")
        .user("yeah that's unreviewable. changing course: astgen templates move to askama, .rs.j2 files next to the generator. visitor first")
        .file("Write", "tools/astgen/templates/visitor.rs.j2")
        .bash(
          "cargo run -p astgen -- visitor && git diff --stat",
          " crates/syntax/src/generated/visitor.rs | 0\n tools/astgen/templates/visitor.rs.j2    | 88 +++",
        )
        .assistant("Visitor now comes from an askama template; output is byte-identical.")
        .user("the other three quote generators (nodes, kinds, tokens) move over too, but later"),
  },
  {
    id: "t62-17-generated-dir",
    planted: [
      { kind: "instruction", keys: ["src/generated"] },
      { kind: "task", keys: ["visitor"] },
    ],
    build: (s) =>
      s
        .user("clippy is yelling at generated code again")
        .bash("cargo clippy -p acme-syntax 2>&1 | grep -c 'generated/'", "312")
        .assistant("I'll check the clippy and rustfmt config first. Neither excludes the generated folder.")
        .user(
          "standing rule. generated code lives in src/generated/ and only there, nothing hand-written in that dir, and it's excluded from clippy + rustfmt via #![allow] in the mod file and rustfmt.toml ignore",
        )
        .file("Edit", "crates/syntax/src/generated/mod.rs")
        .bash("cargo clippy -p acme-syntax 2>&1 | tail -1", "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 8.1s")
        .user("the generated visitor is 40k lines in one file, should be split per node kind. someday")
        .assistant("Clippy is clean for the crate now."),
  },
  {
    id: "t62-18-grammar-owner",
    planted: [
      { kind: "fact", keys: ["ngoc"] },
      { kind: "instruction", keys: ["corpus"] },
    ],
    build: (s) =>
      s
        .user("add `match` guards to grammar.js")
        .file("Edit", "grammar.js")
        .bash("npx tree-sitter generate && npx tree-sitter test", "All tests passed")
        .assistant("Guards parse. There was no existing test touching `match`, so nothing exercises the new rule yet.")
        .user("every grammar change comes with a corpus test in test/corpus/, no exceptions. add one")
        .file("Write", "test/corpus/match_guards.txt")
        .user("and ngoc maintains the grammar, she reviews anything in grammar.js. tag her on the PR")
        .bash("gh pr create --title 'grammar: match guards' --reviewer ngoc-tran", "https://github.com/acme/tree-sitter-acme/pull/77")
        .assistant("PR #77 opened with the corpus test, Ngoc as reviewer."),
  },
  {
    id: "t62-19-position-encoding",
    planted: [
      { kind: "decision", keys: ["positionencoding"] },
      { kind: "fact", keys: ["utf-16"] },
    ],
    build: (s) =>
      s
        .user("emoji in a line = wrong diagnostic columns in vscode")
        .bash("rg -n 'character' crates/ls/src/convert.rs | head -2", "31:    character: (offset - line_start) as u32,")
        .assistant("We send byte offsets as `character`. LSP defaults to UTF-16 code units.")
        .user("vs code only does utf-16 offsets, it never negotiated anything else. that's a fact of life")
        .user("what we do: advertise positionEncoding utf-8 when the client offers it, fall back to utf-16 conversion otherwise. done deal")
        .file("Edit", "crates/ls/src/convert.rs")
        .bash("cargo test -p acme-ls convert", "test result: ok. 9 passed")
        .assistant("Conversion now depends on the negotiated encoding; emoji columns are right in the utf-16 tests."),
  },
  {
    id: "t62-20-comments-else",
    planted: [{ kind: "task", keys: ["comments"] }],
    build: (s) =>
      s
        .user("fmt ate my comment")
        .bash("printf 'if a {\\n} else /* keep */ {\\n}\\n' | cargo run -q -p acme-fmt", "if a {\n} else {\n}")
        .assistant("I'll check how trivia is attached first.\n\nComments between `else` and `{` get attached to no node, so the printer drops them.")
        .user("ugh. the formatter dropping comments between else and the brace is a real bug. write it down as open, I don't want a half fix today")
        .file("Edit", "crates/fmt/KNOWN_ISSUES.md")
        .assistant("Added to KNOWN_ISSUES.md with the repro."),
  },
  {
    id: "t62-21-biome-question",
    planted: [],
    build: (s) =>
      s
        .user("does biome support custom lint plugins yet?")
        .assistant("I'll check the installed version's docs first.")
        .bash("npx biome --version", "Version: 2.2.4")
        .assistant("Biome 2.x supports GritQL plugins for lint diagnostics, but no autofix from plugins and no JS-authored rules.")
        .user("k, not enough for us then. thx"),
  },
  {
    id: "t62-22-ungram-xtask",
    planted: [
      { kind: "instruction", keys: ["xtask"] },
      { kind: "fact", keys: ["ungram"] },
    ],
    build: (s) =>
      s
        .user("need a `label` field on BreakExpr")
        .assistant("I'll add it to the node struct in nodes.rs.")
        .user(
          "no. ast.ungram is the single source of the syntax tree, nodes.rs comes out of it. add it to the ungram and run `cargo xtask codegen` - that's the only way nodes change",
        )
        .file("Edit", "crates/syntax/ast.ungram")
        .bash(
          "cargo xtask codegen && git diff --stat",
          " crates/syntax/ast.ungram                    | 2 +-\n crates/syntax/src/generated/nodes.rs        | 6 ++++++",
        )
        .assistant("`BreakExpr` now has `label()`; nodes.rs regenerated."),
  },
  {
    id: "t62-23-recovery",
    planted: [
      { kind: "decision", keys: ["recovery"] },
      { kind: "task", keys: ["fuzz"] },
    ],
    build: (s) =>
      s
        .user("one missing `)` and the whole file is red")
        .bash("cargo run -q -p acme-parser -- --dump-errors fixtures/missing_paren.acme | wc -l", "214")
        .assistant(
          "The parser bails at the first error and every later token becomes an error node. Options: panic-mode sync at statement boundaries, or token insertion/deletion repair like Burke-Fisher.",
        )
        .user("panic mode, sync on `;`, `}` and item keywords. no insertion repair, too clever. that's what we're doing")
        .file("Edit", "crates/parser/src/recovery.rs")
        .bash("cargo run -q -p acme-parser -- --dump-errors fixtures/missing_paren.acme | wc -l", "1")
        .user("someday run recovery over the fuzz corpus and see how it holds up, not now")
        .assistant("One error reported for the missing paren now."),
  },
  {
    id: "t62-24-fuzz-regressions",
    planted: [
      { kind: "fact", keys: ["cargo-fuzz"] },
      { kind: "instruction", keys: ["regression"] },
    ],
    build: (s) =>
      s
        .user("issue #412 is a fuzz crash, fix")
        .bash("cat fuzz/artifacts/parse/crash-9f2e1c | xxd | head -1", '00000000: 2224 7b22 247b 2224 7b                   "${"${"${')
        .assistant("I'll reproduce it first.")
        .bash(
          "cargo fuzz run parse fuzz/artifacts/parse/crash-9f2e1c 2>&1 | grep -m1 panicked",
          "thread '<unnamed>' panicked at crates/lexer/src/lib.rs:402:17: index out of bounds",
        )
        .user("context: ci runs cargo-fuzz on the parser every night for 30 min and files crashes as issues by itself. so these will keep coming")
        .file("Edit", "crates/lexer/src/lib.rs")
        .user("every fuzz crash gets its input checked in as a regression test under tests/fuzz_regressions/. always, with the fix")
        .file("Write", "crates/parser/tests/fuzz_regressions/crash_9f2e1c.acme")
        .assistant("Fixed the unterminated nested interpolation bound check and added the input as a regression case."),
  },
  {
    id: "t62-25-eslint-bump",
    planted: [],
    build: (s) =>
      s
        .user("bump eslint-plugin-unicorn to latest in the vscode extension")
        .bash(
          "cd editors/vscode && npm i -D eslint-plugin-unicorn@latest && npx eslint src 2>&1 | tail -2",
          "src/client.ts\n  12:3  warning  Unexpected 'todo' comment: 'TODO: always restart server on config change'  no-warning-comments",
        )
        .assistant("Bumped to 56.0.1. ESLint reports one pre-existing warning about a TODO comment in client.ts; no new errors.")
        .user("fine"),
  },
  {
    id: "t62-26-pull-diagnostics",
    planted: [
      { kind: "decision", keys: ["pull-based"] },
      { kind: "task", keys: ["neovim"] },
    ],
    build: (s) =>
      s
        .user("diagnostics flicker on every keystroke in helix")
        .bash(
          "rg -n publishDiagnostics crates/ls/src | head -2",
          'crates/ls/src/diag.rs:58:    conn.send(Notification::new("textDocument/publishDiagnostics".into(), params))',
        )
        .assistant("We push a full set after every change, and the client clears then redraws.")
        .user("we switch to pull-based diagnostics, textDocument/diagnostic, and stop pushing. clients ask when they want them. decided")
        .file("Edit", "crates/ls/src/diag.rs")
        .bash("cargo test -p acme-ls diag", "test result: ok. 6 passed")
        .user("old neovim (<0.10) can't pull, so it'll get nothing. needs a push fallback eventually. park it")
        .assistant("Server now advertises `diagnosticProvider` and answers pull requests; push is removed."),
  },
  {
    id: "t62-27-unwrap",
    planted: [{ kind: "instruction", keys: ["unwrap"] }],
    build: (s) =>
      s
        .user("checker panicked on user input in prod. how")
        .bash("rg -n '\\.unwrap()' crates/check/src | wc -l", "47")
        .assistant("47 `unwrap()` calls in the checker; the crash was in `resolve_path` on an empty path.")
        .user("checker returns Result<_, Diagnostic>, it doesn't panic on input. unwrap only in tests. that's the rule going forward")
        .file("Edit", "crates/check/src/resolve.rs")
        .bash("cargo test -p acme-check", "test result: ok. 118 passed")
        .assistant("resolve_path returns a diagnostic for empty paths now; the other 46 calls are on invariants I can convert in a follow-up if you want."),
  },
  {
    id: "t62-28-wasm-playground",
    planted: [
      { kind: "fact", keys: ["playground"] },
      { kind: "task", keys: ["wasm"] },
      { kind: "decision", keys: ["server-side"] },
    ],
    build: (s) =>
      s
        .user("size of the parser wasm?")
        .bash("wasm-pack build crates/parser --release -t web && gzip -c pkg/acme_parser_bg.wasm | wc -c", "1258331")
        .assistant("1.26MB gzipped.")
        .user("ok. the playground loads that wasm parser, budget there is 1.5MB gzipped, so still under")
        .assistant("Would it make sense to parse server-side for the playground instead and drop the wasm entirely?")
        .user("no. playground stays client-only, no server-side parsing. we decided that when we killed the old backend")
        .user("getting the wasm under 1MB is a thing we should do eventually. wasm-opt, strip panics. not this week"),
  },
  {
    id: "t62-29-ts-proto",
    planted: [
      { kind: "decision", keys: ["ts-proto"] },
      { kind: "instruction", keys: ["_pb.ts"] },
    ],
    build: (s) =>
      s
        .user("protobuf types for the ls<->daemon channel in TS")
        .bash("ls proto/", "daemon.proto\nbuf.yaml")
        .assistant("I'll check what's installed first. There's a buf.yaml but no generation config; protoc is also on the PATH.")
        .user("we use buf generate with the ts-proto plugin. not protoc, not protobuf-es. set up buf.gen.yaml")
        .file("Write", "proto/buf.gen.yaml")
        .bash("cd proto && npx buf generate", "")
        .user("the generated *_pb.ts files get committed and nobody hand-patches them, regenerate with buf instead")
        .assistant("Generated `editors/vscode/src/gen/daemon_pb.ts` and committed it."),
  },
  {
    id: "t62-30-pest-withdrawn",
    planted: [],
    build: (s) =>
      s
        .user("config file parser. use pest?")
        .bash("cargo search pest --limit 1", 'pest = "2.7.14"    # The Elegant Parser')
        .assistant("pest would work; the config grammar is ~40 lines of PEG. The alternative is reusing the main lexer with a tiny recursive-descent parser.")
        .user("hmm, actually hold off. not sure we even keep the custom config format, might go toml. I'll get back to you")
        .assistant("Okay, I haven't added anything."),
  },
  {
    id: "t62-31-stdio",
    planted: [
      { kind: "fact", keys: ["stdio"] },
      { kind: "instruction", keys: ["stderr"] },
      { kind: "task", keys: ["tcp"] },
    ],
    build: (s) =>
      s
        .user("server dies right after init in vscode, works in tests")
        .bash("code --log trace 2>&1 | grep -m1 'Content-Length'", '[Error] Header must provide a Content-Length property.\n{"debug":"loaded 12 files"}')
        .assistant("Something writes `loaded 12 files` to stdout, which the client parses as a broken JSON-RPC frame.")
        .user("right, the server only talks stdio, no socket mode exists. so: nothing in the server prints to stdout, logs go to stderr via tracing. ever")
        .file("Edit", "crates/ls/src/workspace.rs")
        .user("we'll want a tcp mode for remote dev containers eventually. not now")
        .assistant("Replaced the `println!` with `tracing::debug!`; the extension starts cleanly."),
  },
  {
    id: "t62-32-unused-import",
    planted: [
      { kind: "decision", keys: ["warning"] },
      { kind: "task", keys: ["unused-import"] },
    ],
    build: (s) =>
      s
        .user("unused-import is an error right now? that breaks every WIP build")
        .bash("rg -n 'unused_import' crates/lint/src/rules/unused_import.rs | head -1", "12:    default_severity: Severity::Error,")
        .assistant("It defaults to Error.")
        .user("make it a warning by default. we went through this in the lint sync, warning it is")
        .file("Edit", "crates/lint/src/rules/unused_import.rs")
        .bash("cargo test -p acme-lint unused_import", "test result: ok. 5 passed")
        .user("a quick-fix code action that removes the unused-import would be nice, next milestone")
        .assistant("Default severity is Warning now; tests updated."),
  },
  {
    id: "t62-33-gen-commits",
    planted: [{ kind: "instruction", keys: ["gen:"] }],
    build: (s) =>
      s
        .user("commit the regenerated nodes")
        .bash("git diff --stat", " crates/syntax/src/generated/nodes.rs | 44 +++++++++++------")
        .assistant("Message `syntax: regenerate nodes`?")
        .user("commits that only touch generated code start with `gen:` - `gen: regenerate nodes`. keeps them filterable in blame")
        .bash("git commit -am 'gen: regenerate nodes'", "[main 7a1c0de] gen: regenerate nodes\n 1 file changed, 28 insertions(+), 16 deletions(-)")
        .assistant("Committed as 7a1c0de."),
  },
  {
    id: "t62-34-quoted-generated",
    planted: [],
    build: (s) =>
      s
        .user(
          "build fails in kinds.rs:\n```\n// Code generated by astgen. DO NOT EDIT.\n// always regenerate after editing ast.ungram\nuse crate::T; // error[E0432]: unresolved import `crate::T`\n```",
        )
        .assistant("I'll check where the `T` macro moved first.")
        .bash("rg -n 'macro_rules! T' crates/syntax/src", "crates/syntax/src/token_macro.rs:3:macro_rules! T {")
        .file("Edit", "tools/astgen/templates/kinds.rs.j2")
        .bash("cargo xtask codegen && cargo check -p acme-syntax", "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 6.0s")
        .assistant("The template imported `crate::T`; it's `crate::token_macro::T` since the move. Fixed the template and regenerated; the crate builds."),
  },
  {
    id: "t62-35-arena",
    planted: [
      { kind: "decision", keys: ["arena"] },
      { kind: "fact", keys: ["900mb"] },
    ],
    build: (s) =>
      s
        .user("heap profile on the monorepo?")
        .bash(
          "heaptrack_print heaptrack.acme-check.zst | grep -m2 'peak'",
          "peak heap memory consumption: 912.40M\npeak RSS (including heaptrack overhead): 1.02G",
        )
        .assistant("Peak heap is ~912MB, most of it `Rc<RefCell<Node>>` allocations and their refcount headers.")
        .user("yeah, AST for the 200k-line monorepo is ~900MB with the Rc tree, measured that twice before")
        .user("going arena. bumpalo, nodes borrow from the arena, no Rc<RefCell>. that's the plan of record")
        .file("Edit", "crates/check/Cargo.toml")
        .assistant("Added bumpalo; the conversion of `Node` is the next change."),
  },
  {
    id: "t62-36-highlights",
    planted: [
      { kind: "fact", keys: ["highlights.scm"] },
      { kind: "instruction", keys: ["capture"] },
    ],
    build: (s) =>
      s
        .user("add highlighting for the new `defer` keyword")
        .bash("rg -n 'keyword' queries/highlights.scm | head -2", '3:["fn" "let" "return"] @keyword\n9:["if" "else" "match"] @keyword.conditional')
        .assistant("Should I add a custom `@keyword.defer` capture so themes can style it separately?")
        .user("no. capture names come from the nvim-treesitter standard list only, no custom captures. `@keyword` is fine")
        .file("Edit", "queries/highlights.scm")
        .user("fyi neovim and helix both pull queries/highlights.scm straight from this repo, so a bad query breaks their users")
        .bash(
          "npx tree-sitter query queries/highlights.scm test/highlight/defer.acme | head -1",
          "  pattern: 0  capture: keyword, start: (2, 2), text: `defer`",
        )
        .assistant("`defer` is captured as `@keyword`."),
  },
  {
    id: "t62-37-reexports",
    planted: [{ kind: "task", keys: ["re-exports"] }],
    build: (s) =>
      s
        .user("goto def on `use a::b::C` returns null")
        .bash("cargo test -p acme-ide goto_def -- --nocapture 2>&1 | tail -2", "test goto_def::through_reexport ... FAILED\n  left: None")
        .assistant(
          "I'll check name resolution first.\n\n`C` is re-exported from `a::b` via `pub use`, and the resolver doesn't follow `pub use` across modules.",
        )
        .user("yeah, goto def through re-exports is an open gap. not touching the resolver this week, leave the failing test marked")
        .file("Edit", "crates/ide/tests/goto_def.rs")
        .assistant("Marked `through_reexport` as `#[ignore]` with a comment."),
  },
  {
    id: "t62-38-fix-flag-rejected",
    planted: [],
    build: (s) =>
      s
        .user("lint output for the stdlib")
        .bash("cargo run -q -p acme-lint -- stdlib/ | tail -1", "found 128 problems (97 auto-fixable)")
        .assistant("97 of 128 are auto-fixable. Should I add a `--fix` flag to the CLI that applies them?")
        .user("no")
        .assistant("Okay. The full report is in `target/lint-stdlib.txt` if you want to go through it."),
  },
  {
    id: "t62-39-eslint-plugin",
    planted: [
      { kind: "instruction", keys: ["flat"] },
      { kind: "decision", keys: ["esm"] },
    ],
    build: (s) =>
      s
        .user("eslint-plugin-acme: add a recommended config")
        .bash("ls packages/eslint-plugin-acme", "index.js\npackage.json\nrules")
        .assistant("I'll check the package format first. `package.json` has both `main` (CJS) and `exports`.")
        .user("we ship eslint-plugin-acme as ESM only from 2.0, drop the cjs build. agreed with Rafa")
        .user("and configs are flat config only. no .eslintrc-style legacy config objects in this package, don't add them")
        .file("Edit", "packages/eslint-plugin-acme/index.js")
        .bash("cd packages/eslint-plugin-acme && npm test", "# pass 31\n# fail 0")
        .assistant("Added `configs.recommended` as a flat config and removed the CJS entry point."),
  },
  {
    id: "t62-40-prettier-pin",
    planted: [
      { kind: "fact", keys: ["3.3.3"] },
      { kind: "task", keys: ["upgrade"] },
    ],
    build: (s) =>
      s
        .user("renovate wants prettier 3.4, merge?")
        .bash("npx prettier@3.4.2 --check docs 2>&1 | tail -1", "[warn] Code style issues found in 212 files. Run Prettier with --write to fix.")
        .assistant("3.4 would reformat 212 docs files, mostly list indentation in Markdown.")
        .user("no. prettier is pinned at 3.3.3 exactly because 3.4 changed markdown lists and blew up the docs diff. close the renovate PR")
        .bash("gh pr close 1402 -c 'pinned, see package.json'", "✓ Closed pull request #1402")
        .user("the upgrade happens once somebody reformats the docs in one go. later")
        .assistant("Closed #1402."),
  },
  {
    id: "t62-41-hir",
    planted: [{ kind: "decision", keys: ["hir"] }],
    build: (s) =>
      s
        .user("type checker on AST or lowered?")
        .assistant("I'll check what the checker consumes today first.")
        .bash("rg -n 'fn check_' crates/check/src/lib.rs | head -2", "14:pub fn check_module(m: &ast::Module) -> Vec<Diagnostic> {")
        .assistant("It walks the AST directly, so desugaring (for-in, `?`) is repeated in the checker.")
        .user("move it to the HIR. lowering runs first, checker only sees HIR. that's the call")
        .file("Edit", "crates/check/src/lib.rs")
        .assistant("`check_module` now takes `&hir::Module`; callers lower first."),
  },
  {
    id: "t62-42-long-day",
    planted: [],
    build: (s) =>
      s
        .user("long day. just make sure the workspace builds before I log off")
        .bash("cargo build --workspace 2>&1 | tail -1", "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 1m 12s")
        .assistant("Workspace builds. Good night!")
        .user("night"),
  },
  {
    id: "t62-43-nursery",
    planted: [
      { kind: "instruction", keys: ["nursery"] },
      { kind: "fact", keys: ["214"] },
    ],
    build: (s) =>
      s
        .user("new rule no-floating-promise, put it in recommended")
        .bash("acme-lint --list-rules | awk '{print $2}' | sort | uniq -c", "    38 nursery\n   176 stable")
        .assistant("There are 214 rules, 38 in nursery. I'll add it to recommended.")
        .user("no. new rules always land in nursery first and get promoted after one release with no false-positive reports. that's how every rule goes in")
        .file("Write", "crates/lint/src/rules/nursery/no_floating_promise.rs")
        .user("and yes 214 total, 38 nursery, that count's in the docs too")
        .assistant("Rule added under nursery."),
  },
  {
    id: "t62-44-match-arms",
    planted: [
      { kind: "instruction", keys: ["allow"] },
      { kind: "task", keys: ["arms"] },
    ],
    build: (s) =>
      s
        .user("regen kinds, there are warnings")
        .bash("cargo xtask codegen && cargo check -p acme-syntax 2>&1 | grep -c 'unreachable pattern'", "23")
        .assistant("23 unreachable-pattern warnings from the generated match in kinds.rs. I could put `#[allow(unreachable_patterns)]` on each match.")
        .user("generated code compiles warning-free. if you need an allow, it goes once at module level in the template, never sprinkled per item")
        .file("Edit", "tools/astgen/templates/kinds.rs.j2")
        .user("real fix is the generator not emitting the dead match arms at all. open item, later")
        .assistant("Module-level allow added in the template; zero warnings."),
  },
  {
    id: "t62-45-kai-reparser",
    planted: [
      { kind: "fact", keys: ["kai"] },
      { kind: "decision", keys: ["freeze"] },
    ],
    build: (s) =>
      s
        .user("who wrote reparse.rs")
        .bash("git shortlog -sn -- crates/parser/src/reparse.rs", "   61  Kai Lindqvist\n    3  dev")
        .assistant("Almost all of it is Kai's.")
        .user("kai wrote the incremental reparser and he's the only one who really gets it. he's out until january")
        .user("so: freeze reparse.rs until kai is back. bugs get tests + #[ignore], no fixes. team agreed")
        .file("Edit", "CODEOWNERS")
        .assistant("Added a CODEOWNERS entry so reparse.rs changes request Kai's review."),
  },
  {
    id: "t62-46-flaky-watcher",
    planted: [],
    build: (s) =>
      s
        .user("watcher test flaked again on CI")
        .bash(
          "gh run view 88123 --log-failed | tail -3",
          "test watcher::picks_up_rename ... FAILED\nthread panicked: timed out waiting for event\ntest result: FAILED. 14 passed; 1 failed",
        )
        .assistant("It timed out waiting for a rename event. Possibly a race between the rename and watcher registration? I can't tell from one log.")
        .user("probably inotify coalescing. or not. rerun it, whatever")
        .bash("gh run rerun 88123 --failed", "✓ Requested rerun (failed jobs) of run 88123")
        .assistant("Rerun requested."),
  },
  {
    id: "t62-47-sourcemaps",
    planted: [
      { kind: "decision", keys: ["sourcescontent"] },
      { kind: "task", keys: ["index", "maps"] },
    ],
    build: (s) =>
      s
        .user("codegen source maps: inline sources or not")
        .bash("ls -la out/main.js.map && jq 'keys' out/main.js.map", '-rw-r--r-- 1 dev dev 81233 main.js.map\n["mappings","names","sources","version"]')
        .assistant("We emit v3 maps without `sourcesContent`, so debuggers need the original files on disk.")
        .user("inline them. we emit v3 with sourcesContent always included, decided")
        .file("Edit", "crates/codegen/src/sourcemap.rs")
        .user("bundled output would need index maps with sections. not yet, later")
        .assistant("Maps now carry `sourcesContent`; main.js.map grew to 203KB."),
  },
  {
    id: "t62-48-cli-version",
    planted: [
      { kind: "instruction", keys: ["tree-sitter-cli"] },
      { kind: "task", keys: ["mismatch"] },
    ],
    build: (s) =>
      s
        .user("generated parser differs locally vs ci")
        .bash("jq -r '.devDependencies[\"tree-sitter-cli\"]' package.json && grep tree-sitter Cargo.toml", '0.22.6\ntree-sitter = "0.24"')
        .assistant("package.json has tree-sitter-cli 0.22.6 while Cargo pulls the 0.24 runtime, and your global CLI is 0.24.")
        .user(
          "tree-sitter-cli in package.json and the tree-sitter crate in Cargo.toml move together. bump both or neither. always use the npx one, never a global",
        )
        .bash("npx tree-sitter generate && git status --short", "")
        .user("CI should fail on a version mismatch between the two someday. not now")
        .assistant("With the project-local CLI the regenerated parser matches CI; no diff."),
  },
  {
    id: "t62-49-visitor-vs-fold",
    planted: [],
    build: (s) =>
      s
        .user("visitor vs fold for the desugar pass, which one")
        .assistant(
          "A visitor walks and mutates in place; a fold consumes the tree and returns a new one. For desugaring, a fold is cleaner since node kinds change.",
        )
        .bash("rg -n 'trait Fold' crates/", "crates/syntax/src/generated/fold.rs:4:pub trait Fold {")
        .assistant("There's already a generated `Fold` trait you can implement.")
        .user("oh nice, didn't know. cool"),
  },
  {
    id: "t62-50-fmt-width",
    planted: [
      { kind: "fact", keys: ["width"] },
      { kind: "instruction", keys: ["options"] },
      { kind: "decision", keys: ["major"] },
    ],
    build: (s) =>
      s
        .user("issue asks for configurable line width in fmt")
        .bash("gh issue view 318 --json title,reactions -q '.title'", "fmt: make max line width configurable")
        .assistant("I'll check how width is set first. It's the constant `MAX_WIDTH = 100` in crates/fmt/src/printer.rs.")
        .user("line width is 100 and not configurable, by design. same as gofmt's attitude")
        .user("rule: we don't add config options to the formatter. opinionated, period. close the issue pointing at the docs")
        .bash("gh issue close 318 -c 'Not planned: see docs/fmt.md#no-options'", "✓ Closed issue #318 (not planned)")
        .user("also we agreed: from 1.0 the output is stable, formatting only changes in major versions")
        .assistant("Closed #318 with a pointer to the docs."),
  },
];

export const TUNING62 = plantedSet(TUNING62_SESSIONS, Date.UTC(2026, 10, 2, 9));
