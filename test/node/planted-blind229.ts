/**
 * Blind planted set 229 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a student building a Tiger-to-x86 compiler in Rust (tigrs) for a course, with a lab partner
 * and a TA; asks many questions, deliberates over several messages before deciding, thanks a lot,
 * lower-case and typo-prone.
 * Each session is one segment; the items planted in it are listed with it: 69 items (17 decisions, 16 instructions,
 * 18 facts, 18 tasks) in 50 sessions, 11 of which plant nothing (56 user/assistant messages between them). Every other message
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

export const BLIND229_SESSIONS: BlindSession[] = [
  {
    id: "b229-lexer-logos",
    build: (s) =>
      s
        .user(
          "hi! ok so I'm starting the lexer for milestone 1 of our compiler course (we're writing a Tiger compiler in rust, the repo is tigrs). should I use a crate for lexing or write it by hand? what do people usually do? sorry if this is a dumb question",
        )
        .assistant(
          "Not dumb at all. The two common options are a hand-written lexer (a loop over chars with a match, full control, more code) or a generator crate like `logos`, which derives a lexer from an enum with `#[token]` and `#[regex]` attributes. For Tiger the token set is small, so either works. Hand-written makes nested comments easier; logos is faster to get going but nested `/* */` comments need a callback.",
        )
        .user("hmm nested comments are in the spec yeah. how hard is the callback thing? would it still be less code overall?")
        .assistant(
          "Probably still less code: the callback is ~20 lines that counts `/*` and `*/` depth over the remainder. Everything else (keywords, identifiers, ints, punctuation) is one attribute each.",
        )
        .user(
          "ok thank you!! I think hand-writing it is too much with the deadline, let's go with logos. oh and fyi the assignment spec says every lexer error has to report the line AND the column, the grader checks both",
        )
        .bash(
          "cargo add logos",
          "    Updating crates.io index\n      Adding logos v0.14.0 to dependencies.\n             Features:\n             + export_derive\n             + std",
        )
        .file("Write", "src/lexer.rs")
        .bash(
          "cargo build",
          "   Compiling logos v0.14.0\n   Compiling tigrs v0.1.0 (/home/dev/src/app)\n    Finished dev [unoptimized + debuginfo] target(s) in 6.02s",
        )
        .assistant(
          "Added logos and a first `Token` enum in src/lexer.rs with keywords, identifiers, integer literals and punctuation; nested comments go through a callback. Errors carry a `Span` we can turn into line and column.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["logos"] },
      { kind: "fact", keys: ["column"] },
    ],
  },
  {
    id: "b229-nextest",
    build: (s) =>
      s
        .user("can you run the lexer tests please")
        .bash(
          "cargo test lexer",
          "running 7 tests\ntest lexer::tests::keywords ... ok\ntest lexer::tests::ints ... ok\ntest lexer::tests::nested_comment ... ok\ntest lexer::tests::unterminated_string ... ok\ntest lexer::tests::idents ... ok\ntest lexer::tests::punct ... ok\ntest lexer::tests::escapes ... ok\n\ntest result: ok. 7 passed; 0 failed",
        )
        .assistant("All 7 lexer tests pass.")
        .user(
          "yay thanks :) oh wait, I just read the announcement on Ed - the autograder uses cargo nextest, so from now on please run tests with `cargo nextest run` instead of cargo test. also it says the autograder image has rust 1.74 pinned, so we can't use anything newer than that",
        )
        .bash(
          "cargo nextest run",
          "    Starting 7 tests across 1 binary\n        PASS [   0.004s] tigrs lexer::tests::keywords\n        ...\n     Summary [   0.019s] 7 tests run: 7 passed, 0 skipped",
        )
        .bash("rustc --version", "rustc 1.74.1 (a28077b28 2023-12-04)")
        .assistant(
          "Same 7 tests pass under nextest. Your local toolchain is 1.74.1, which matches the autograder, so anything that compiles here should compile there.",
        )
        .user("perfect, thank you so much")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["nextest"] },
      { kind: "fact", keys: ["1.74"] },
    ],
  },
  {
    id: "b229-parser-pratt",
    build: (s) =>
      s
        .user(
          "next is the parser. I've been going back and forth... lalrpop looks cool because it's like the yacc stuff from lecture, but the error messages people complain about scare me. what would you do?",
        )
        .assistant(
          "Both are reasonable. lalrpop gives you a grammar file close to the one in the spec, but conflicts and its errors take some learning. A hand-written recursive descent parser is more code but easy to debug, and for expressions you can use Pratt parsing (binding powers) so precedence is a small table instead of one function per level.",
        )
        .user("what about precedence climbing, is that different from pratt? sorry, I keep mixing them up")
        .assistant(
          "They're essentially the same idea; Pratt parsing is the more general framing (prefix and infix handlers plus binding powers). Precedence climbing is the special case for binary operators.",
        )
        .user("hmm ok. let me think about it overnight, I don't want to pick wrong")
        .assistant(
          "Sure. If it helps: Tiger's grammar has a few awkward spots (`lvalue` vs array creation `id [e] of e`), which are easier to handle by hand with one token of lookahead.",
        )
        .user(
          "ok I slept on it lol. recursive descent with pratt parsing for the expressions, final answer. error recovery I'll come back to later, not today, just stop at the first error for now",
        )
        .file("Write", "src/parser.rs")
        .bash("cargo nextest run parser", "     Summary [   0.021s] 5 tests run: 5 passed, 0 skipped")
        .assistant(
          "Wrote src/parser.rs: recursive descent for declarations and statements, a Pratt loop for binary operators with a binding-power table, and the `id [e] of e` case handled with lookahead. It stops at the first error. 5 parser tests pass.",
        )
        .user("thank you!!! this is so much cleaner than I expected")
        .stop(),
    planted: [
      { kind: "decision", keys: ["pratt"] },
      { kind: "task", keys: ["error recovery"] },
    ],
  },
  {
    id: "b229-ast-arena",
    build: (s) =>
      s
        .user("why is everything in my AST Box<Expr>? it feels like the borrow checker is fighting me every time I try to walk it and keep references")
        .assistant(
          "Box is the straightforward recursive representation, but when later passes want to attach information (types, symbol ids) to nodes, references into a Box tree get awkward. An alternative is an arena: store all Exprs in a Vec and refer to them by an `ExprId(u32)`. Passes then keep side tables like `Vec<Type>` indexed by id. I'd suggest that for tigrs since the type checker is next.",
        )
        .user("what's the downside though? like, is it slower or something?")
        .assistant(
          "Not slower, usually faster. The downsides are that you pass the arena around and that printing a node needs the arena too. Ids can also be misused across arenas, but you only have one.",
        )
        .user("ok yes, let's do the arena idea with ids. thank you so much for explaining it")
        .file("Edit", "src/ast.rs")
        .file("Edit", "src/parser.rs")
        .bash("cargo nextest run", "warning: field `span` is never read\n  --> src/ast.rs:14:5\n     Summary [   0.025s] 12 tests run: 12 passed, 0 skipped")
        .assistant(
          "Moved expressions into an `Ast { exprs: Vec<Expr> }` arena with `ExprId` handles; the parser pushes nodes and returns ids. All 12 tests pass; the warning about `span` never being read goes away once the type checker uses it.",
        )
        .stop(),
    planted: [{ kind: "decision", keys: ["arena"] }],
  },
  {
    id: "b229-spans-insta",
    build: (s) =>
      s
        .user(
          "two things I want for the whole project, sorry I should've said earlier: please always put a span on every AST node, even the tiny ones like IntLit, the grader compares error positions. and I prefer insta snapshot tests for parser output over hand-written assert_eq, those are so long",
        )
        .assistant("Got it. Right now `Var` and `IntLit` don't carry spans; I'll add them and convert the parser tests to insta snapshots.")
        .bash("cargo add --dev insta", "      Adding insta v1.34.0 to dev-dependencies.")
        .file("Edit", "src/ast.rs")
        .file("Write", "tests/parser_snapshots.rs")
        .bash("cargo insta test --accept", "     Summary [   0.040s] 9 tests run: 9 passed, 0 skipped\ninsta review finished\naccepted: 9 snapshots")
        .assistant(
          "Every node now has a `span: Span`, and the parser tests are 9 insta snapshots in tests/parser_snapshots.rs (accepted after I checked them).",
        )
        .user("amazing thanks. TODO for me: once the typechecker exists, snapshot its error messages too. not now though")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["span"] },
      { kind: "instruction", keys: ["insta"] },
      { kind: "task", keys: ["typechecker", "snapshot"] },
    ],
  },
  {
    id: "b229-deadlines-ta",
    build: (s) =>
      s
        .user("quick question before we start, do you know if petgraph would be allowed in a course project? we might want it for the interference graph later")
        .assistant("I can't know your course's rules. Many compiler courses restrict dependencies for the back end, so asking the staff is the safe move.")
        .user(
          "yeah fair. remind me to email Priya about petgraph, she's the TA for our section, she's the one who answers on Ed. also for context, milestone 2 (the type checker) is due dec 4 at 11:59pm so that's the priority now",
        )
        .bash("ls src", "ast.rs\nlexer.rs\nmain.rs\nparser.rs")
        .file("Write", "src/typeck.rs")
        .assistant(
          "Created an empty src/typeck.rs with a `TypeChecker` struct and wired it into main.rs behind the parser, so we can fill it in for milestone 2.",
        )
        .user("thanks!")
        .stop(),
    planted: [
      { kind: "task", keys: ["petgraph"] },
      { kind: "fact", keys: ["priya"] },
      { kind: "fact", keys: ["dec 4"] },
    ],
  },
  {
    id: "b229-scope-popped-twice",
    build: (s) =>
      s
        .user("the type checker panics on this program and I have no idea why:\nlet var x := 1 in let var y := 2 in x + y end end")
        .bash(
          "cargo run -- tests/programs/nested_let.tig",
          "thread 'main' panicked at src/typeck.rs:88:30:\ncalled `Option::unwrap()` on a `None` value\nnote: run with `RUST_BACKTRACE=1` environment variable to display a backtrace",
          101,
        )
        .user("is it the symbol table? maybe the inner let shadows something wrong?")
        .assistant("Could be; let me look at how scopes are pushed and popped rather than guess.")
        .file("Read", "src/typeck.rs")
        .bash(
          "RUST_BACKTRACE=1 cargo run -- tests/programs/nested_let.tig 2>&1 | grep typeck",
          "   3: tigrs::typeck::TypeChecker::lookup_var\n   4: tigrs::typeck::TypeChecker::check_expr\n   5: tigrs::typeck::TypeChecker::check_let",
        )
        .assistant(
          "Found it: `check_let` calls `end_scope()` after the body, and `check_block` also calls `end_scope()` for the same let, so the scope stack is popped twice and the outer `x` is gone when the inner body looks it up. That's the root cause, not shadowing. I removed the pop in `check_block`.",
        )
        .file("Edit", "src/typeck.rs")
        .bash("cargo nextest run typeck", "     Summary [   0.012s] 6 tests run: 6 passed, 0 skipped")
        .user("ohhh wow. thank you, I stared at that for an hour")
        .stop(),
    planted: [{ kind: "fact", keys: ["popped twice"] }],
  },
  {
    id: "b229-codegen-target",
    build: (s) =>
      s
        .user(
          "ok big question for the back end. the professor said we can target either x86-64 assembly or LLVM IR. LLVM seems easier?? but then there's register allocation in m4 which would be pointless. what do you think",
        )
        .assistant(
          "If m4 grades register allocation, LLVM IR would skip the part the course wants you to write. Emitting x86-64 assembly text yourself is more work but lines up with the milestones. You'd also choose between AT&T syntax (what gcc/gas use by default) and Intel syntax.",
        )
        .user("the lecture slides are all AT&T I think. ugh I hate the operand order though. is intel syntax allowed with gas?")
        .assistant(
          "Yes, `.intel_syntax noprefix` works with gas. But if the slides and the examples you'll compare against are AT&T, staying with it avoids translating in your head.",
        )
        .user(
          "ok. decided: we emit plain x86-64 assembly text in AT&T syntax, same as the slides. and never pull in the inkwell crate or any llvm binding, the syllabus literally says that's an academic integrity thing for this course",
        )
        .file("Write", "src/codegen.rs")
        .bash("cargo build", "    Finished dev [unoptimized + debuginfo] target(s) in 1.88s")
        .assistant(
          "Started src/codegen.rs with an `Emitter` that writes AT&T-syntax lines (`movq`, `addq`, …) into a String, plus the `.text` / `.globl main` prologue.",
        )
        .user("thank youuu")
        .stop(),
    planted: [
      { kind: "decision", keys: ["at&t"] },
      { kind: "instruction", keys: ["inkwell"] },
    ],
  },
  {
    id: "b229-clippy-rule",
    build: (s) =>
      s
        .user("can you commit what we have? message something like 'typeck: let and var decls'")
        .bash(
          "cargo clippy -- -D warnings",
          'error: this `if` has identical blocks\n  --> src/typeck.rs:140:9\n   |\n   = help: for further information visit https://rust-lang.github.io/rust-clippy/master/index.html#if_same_then_else\nerror: could not compile `tigrs` (bin "tigrs") due to 1 previous error',
          101,
        )
        .assistant("Before committing I ran clippy and it flags identical if/else blocks in typeck.rs line 140. Want me to fix that first?")
        .user(
          "yes please! and actually make that the rule: before every commit run cargo clippy with -D warnings. style is 10% of the grade and they run clippy",
        )
        .file("Edit", "src/typeck.rs")
        .bash(
          "cargo clippy -- -D warnings && git commit -am 'typeck: let and var decls'",
          "    Finished dev [unoptimized + debuginfo] target(s) in 0.92s\n[main 4c1e2a9] typeck: let and var decls\n 2 files changed, 61 insertions(+), 9 deletions(-)",
        )
        .assistant("Merged the identical branches, clippy is clean, and it's committed as 4c1e2a9.")
        .user("thanks a lot!")
        .stop(),
    planted: [{ kind: "instruction", keys: ["clippy"] }],
  },
  {
    id: "b229-grader-invocation",
    build: (s) =>
      s
        .user("can you add target/ and *.s to the gitignore? I keep almost committing them")
        .file("Edit", ".gitignore")
        .bash("git status --short", " M .gitignore")
        .assistant("Done: .gitignore now has `target/` and `*.s`.")
        .user(
          "thanks. also so you know how main.rs has to look: the autograder runs our binary exactly as `./tigrs prog.tig -o out.s` and then assembles out.s itself. so the args parsing has to accept that",
        )
        .file("Read", "src/main.rs")
        .assistant("Right now main.rs only takes the input path and prints to stdout. Should I add `-o`?")
        .user("yes please")
        .file("Edit", "src/main.rs")
        .bash("cargo run -- tests/programs/hello.tig -o /tmp/out.s && head -3 /tmp/out.s", "\t.text\n\t.globl main\nmain:")
        .assistant("main.rs now accepts `<input> -o <output>` and writes the assembly there.")
        .stop(),
    planted: [{ kind: "fact", keys: ["out.s"] }],
  },
  {
    id: "b229-spill-linear-scan",
    build: (s) =>
      s
        .user("how do real compilers decide which variables go in registers? is graph coloring what everyone does?")
        .assistant(
          "Graph coloring (Chaitin/Briggs, like in the Appel book) and linear scan are the two classic approaches; JITs often use linear scan because it's fast. For a first working back end, a common shortcut is to spill everything: every temporary gets a stack slot, and instructions load into fixed scratch registers.",
        )
        .user("that sounds way simpler. but is it allowed? m4 is about register allocation")
        .assistant("For m3 (codegen) it's fine, the programs will be correct, just slow. You'd replace it for m4.")
        .user(
          "ok so for now everything gets spilled to the stack, we do that. and after m3 is in, I need to do linear scan for real, I'll start that after thanksgiving",
        )
        .file("Edit", "src/codegen.rs")
        .bash("cargo nextest run codegen", "     Summary [   0.030s] 4 tests run: 4 passed, 0 skipped")
        .assistant("Every temp now gets an `-8*n(%rbp)` slot; operations load into %rax/%rcx and store back. The 4 codegen tests pass.")
        .user("thank you!!")
        .stop(),
    planted: [
      { kind: "decision", keys: ["spill"] },
      { kind: "task", keys: ["linear scan"] },
    ],
  },
  {
    id: "b229-idents-rc-str",
    build: (s) =>
      s
        .assistant(
          "While we're on the symbol table: identifiers are `String`s cloned all over the place. We could intern them with the `lasso` crate so comparisons are integer compares.",
        )
        .user("ooh ok, let's add lasso")
        .bash("cargo add lasso", "      Adding lasso v0.7.2 to dependencies.")
        .user("wait actually no, scratch that, Priya said fewer dependencies is better for the offline build. can we undo that?")
        .bash("cargo remove lasso", "    Removing lasso from dependencies")
        .assistant("Removed. A dependency-free middle ground is `Rc<str>` for identifiers: cloning is a refcount bump instead of a copy.")
        .user("yes that one, let's do Rc<str> for identifiers. and what's the offline build thing, do you know? she just said the grader builds offline")
        .assistant(
          "I don't know their setup; usually it means the grader runs `cargo build --offline` with vendored or cached crates, so every dependency must be resolvable from Cargo.lock.",
        )
        .user("yeah that's it, I checked the FAQ: the grader builds with --offline from our committed Cargo.lock, so Cargo.lock stays committed")
        .file("Edit", "src/ast.rs")
        .bash("cargo nextest run", "     Summary [   0.044s] 22 tests run: 22 passed, 0 skipped")
        .assistant("Switched identifiers to `Rc<str>`; all 22 tests pass.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["rc<str>"] },
      { kind: "fact", keys: ["offline", "cargo.lock"] },
    ],
  },
  {
    id: "b229-linux-cs-nasm",
    build: (s) =>
      s
        .user("the test script fails on the department machine, can you look?")
        .bash("ssh linux.cs 'cd tigrs && ./run_tests.sh'", "assembling hello.s ...\n./run_tests.sh: line 12: nasm: command not found", 127)
        .assistant("The script calls `nasm`, which isn't on that machine. Our output is AT&T syntax anyway, which nasm doesn't accept; gcc (via gas) does.")
        .user("oh lol. so should the script use gcc? is `as` plus `ld` better?")
        .assistant(
          "`gcc` is simpler because it links libc and the C runtime for you. With modern gcc defaulting to PIE, absolute addressing of labels fails to link unless you pass `-no-pie`.",
        )
        .user(
          "ok. so the department machines (linux.cs) don't have nasm at all, just gcc and as. and please always assemble and link with `gcc -no-pie`, in the script and whenever you test by hand",
        )
        .file("Edit", "run_tests.sh")
        .bash("ssh linux.cs 'cd tigrs && ./run_tests.sh'", "hello.tig ... ok\narith.tig ... ok\nrecord.tig ... FAIL (expected 3, got 0)\n2/3 passed", 1)
        .assistant("With `gcc -no-pie` the script runs there: 2 of 3 pass, record.tig fails because records aren't implemented yet.")
        .user("yes that's expected, thank you!")
        .stop(),
    planted: [
      { kind: "fact", keys: ["nasm"] },
      { kind: "instruction", keys: ["-no-pie"] },
    ],
  },
  {
    id: "b229-runtime-tomas",
    build: (s) =>
      s
        .user("the print function in runtime/runtime.c prints an extra newline, can you see why?")
        .file("Read", "runtime/runtime.c")
        .assistant("`tig_print` calls `puts`, which appends a newline; `fputs(s, stdout)` wouldn't. Should I change it?")
        .user(
          "no wait, don't edit runtime.c, that's Tomas's part, he's my lab partner and he owns the runtime library. we agreed we don't touch each other's files. can you just give me a diff and I'll send it to him? do that for any runtime.c change actually",
        )
        .bash("git diff --no-index /dev/null /dev/null; echo 'diff prepared'", "diff prepared")
        .assistant("Here's the diff for Tomas:\n```\n-    puts(s);\n+    fputs(s, stdout);\n```\nI haven't modified runtime.c.")
        .user("perfect thanks so much")
        .stop(),
    planted: [
      { kind: "fact", keys: ["tomas", "runtime"] },
      { kind: "instruction", keys: ["runtime.c"] },
    ],
  },
  {
    id: "b229-sysv-calls",
    build: (s) =>
      s
        .user("how should function calls work in our codegen? do we just push all the args? I'm confused by the slides")
        .assistant(
          "Pushing all args is the simplest, but you also call C runtime functions (print, alloc), and those expect the System V AMD64 convention: first six integer args in %rdi, %rsi, %rdx, %rcx, %r8, %r9, the rest on the stack, result in %rax. I'd propose using System V for Tiger functions too, so there's only one convention.",
        )
        .user("wait so if we use our own convention we'd need two kinds of calls? that sounds bad")
        .assistant("Exactly, a wrapper or a second code path for every runtime call.")
        .user("yes that makes sense, thank you!! let's do system v for everything")
        .file("Edit", "src/codegen.rs")
        .bash("cargo nextest run codegen", "     Summary [   0.033s] 6 tests run: 6 passed, 0 skipped")
        .assistant(
          "Calls now move the first six args into the System V registers. I did not handle functions with more than 6 args yet; they currently hit a `todo!()`.",
        )
        .user("ok. follow-up for later then: functions with more than 6 args need the rest pushed on the stack. none of the test programs have that yet")
        .stop(),
    planted: [
      { kind: "decision", keys: ["system v"] },
      { kind: "task", keys: ["6 args"] },
    ],
  },
  {
    id: "b229-stack-alignment",
    build: (s) =>
      s
        .user("hello.tig segfaults now?? it worked yesterday. maybe the new -no-pie thing broke it?")
        .bash("gcc -no-pie -o hello out.s runtime/runtime.c && ./hello", "Segmentation fault (core dumped)", 139)
        .bash(
          "gdb -batch -ex run -ex bt ./hello",
          "Program received signal SIGSEGV, Segmentation fault.\n0x00007ffff7e2c6f5 in __vfprintf_internal () from /lib/x86_64-linux-gnu/libc.so.6\n#1  printf ()\n#2  tig_print ()\n#3  main ()",
        )
        .assistant(
          "It crashes inside printf on a `movaps`, which faults when the stack isn't 16-byte aligned. Our prologue reserves `8*n` bytes for spill slots; with an odd n, %rsp is misaligned at the call.",
        )
        .user("is that really it or a guess?")
        .file("Edit", "src/codegen.rs")
        .bash("cargo run -- tests/programs/hello.tig -o out.s && gcc -no-pie -o hello out.s runtime/runtime.c && ./hello", "Hello, Tiger!")
        .assistant(
          "Confirmed: rounding the frame size up to a multiple of 16 fixes it. Root cause: System V requires %rsp to be 16-byte aligned at every call, and our frames weren't.",
        )
        .user("thank you, I would never have found that")
        .stop(),
    planted: [{ kind: "fact", keys: ["16-byte"] }],
  },
  {
    id: "b229-diagnostics-ariadne",
    build: (s) =>
      s
        .user("the error messages are just `Error at 3:14: type mismatch` right now. can we make them pretty like rustc's? are there crates for that?")
        .assistant(
          "Yes: `codespan-reporting`, `ariadne` and `miette`. miette is the most featureful (it's a full error-handling framework), ariadne focuses on pretty labelled source snippets, codespan-reporting is the rustc-like classic.",
        )
        .user("miette sounds nice? idk. does it work offline and with 1.74?")
        .assistant("All three build on 1.74. miette pulls in more dependencies (thiserror, backtrace support); ariadne has almost none.")
        .user("hmm let me look at screenshots of each first")
        .user("ok I looked. ariadne, the colored output is the nicest and it's tiny. thanks for listing them!")
        .bash("cargo add ariadne@0.4", "      Adding ariadne v0.4.0 to dependencies.")
        .file("Edit", "src/diagnostics.rs")
        .bash(
          "cargo run -- tests/programs/bad_types.tig",
          'Error: type mismatch\n   ╭─[bad_types.tig:3:14]\n 3 │   x := "hi" + 1\n   │        ──┬─\n   │          ╰── expected int, found string',
          1,
        )
        .assistant("Diagnostics now render through ariadne with a labelled snippet.")
        .stop(),
    planted: [{ kind: "decision", keys: ["ariadne"] }],
  },
  {
    id: "b229-function-length",
    build: (s) =>
      s
        .user("can you read the rubric and tell me if we're losing points anywhere obvious?")
        .file("Read", "docs/rubric.md")
        .assistant(
          'The rubric has: correctness 70%, style 10% (clippy clean, rustfmt, "functions longer than 50 lines lose points"), tests 10%, write-up 10%. `check_expr` in typeck.rs is 180 lines and `emit_expr` in codegen.rs is 140, so style could lose points there.',
        )
        .user(
          "ugh. ok, standing rule from now on: keep every function under 50 lines, split into helpers when it gets close. can you start by splitting check_expr?",
        )
        .file("Edit", "src/typeck.rs")
        .bash(
          "cargo nextest run && cargo clippy -- -D warnings",
          "     Summary [   0.051s] 31 tests run: 31 passed, 0 skipped\n    Finished dev [unoptimized + debuginfo] target(s) in 0.77s",
        )
        .assistant(
          "Split `check_expr` into `check_binop`, `check_call`, `check_record`, `check_array` and `check_control`; the longest is now 38 lines. Tests and clippy pass. emit_expr is still 140 lines.",
        )
        .user("thank you!! I'll do emit_expr myself to practice")
        .stop(),
    planted: [{ kind: "instruction", keys: ["50 lines"] }],
  },
  {
    id: "b229-test-programs",
    build: (s) =>
      s
        .user("where do the official test programs go? I downloaded the zip from the course page")
        .bash(
          "unzip -l tests.zip | tail -4",
          "      213  2026-11-02 10:14   programs/queens.tig.expected\n      871  2026-11-02 10:14   programs/merge.tig\n       29  2026-11-02 10:14   programs/merge.tig.expected\n---------                     -------\n    14022                     98 files",
        )
        .user(
          "ok the README in there says they go in tests/programs/ and the .expected files next to them are the grader's expected stdout, we're not supposed to edit those",
        )
        .bash("unzip -o tests.zip -d tests/ && ls tests/programs | wc -l", "98")
        .assistant("Unpacked 49 programs with their .expected files into tests/programs/.")
        .user(
          "thanks! the assignment also says each student has to submit 10 extra test cases of their own, I haven't written any yet. that's for later, just noting it",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["tests/programs"] },
      { kind: "task", keys: ["10 extra"] },
    ],
  },
  {
    id: "b229-three-address-ir",
    build: (s) =>
      s
        .user("do we need an IR between the AST and the assembly? the Appel book has that tree IR thing and I don't really get why")
        .assistant(
          "An IR decouples the source language from the machine. With a three-address code IR (`t3 = t1 + t2`, jumps, labels), the codegen becomes a simple instruction selection, and later passes (register allocation, constant folding) work on a flat list instead of a tree.",
        )
        .user("so it's more code now but less later? how much more?")
        .assistant("Roughly a 300-line lowering pass plus the IR types. The current `emit_expr` logic mostly moves into the lowering.")
        .user("hmm. I'm scared of the deadline but m4 and m5 both need the flat thing right?")
        .assistant("Register allocation in m4 is much easier on three-address code with explicit temporaries, yes.")
        .user(
          "ok yes, we're adding a three-address IR layer between AST and asm. I think it'll make m4 and m5 easier. thank you for being patient with my questions lol",
        )
        .file("Write", "src/ir.rs")
        .bash("cargo build", "    Finished dev [unoptimized + debuginfo] target(s) in 2.31s")
        .assistant("Added src/ir.rs with `Temp`, `Label` and an `Instr` enum (binop, move, load, store, jump, cjump, call, ret).")
        .stop(),
    planted: [{ kind: "decision", keys: ["three-address"] }],
  },
  {
    id: "b229-wsl-setup",
    build: (s) =>
      s
        .user("why does `cargo` say command not found?? it worked an hour ago")
        .bash("which cargo; echo $SHELL", "/usr/bin/bash", 1)
        .assistant("This shell doesn't have ~/.cargo/bin on PATH. Are you in a different terminal than before?")
        .user(
          "oh. I opened it from powershell by accident. for context, I'm on windows with WSL2, and the repo lives inside WSL at ~/school/tigrs, so everything should be run in the WSL ubuntu shell",
        )
        .bash("source ~/.cargo/env && cd ~/school/tigrs && cargo --version", "cargo 1.74.1 (ecb9851af 2023-10-18)")
        .assistant("Back in WSL, cargo 1.74.1 works.")
        .user("thanks, sorry about that!")
        .stop(),
    planted: [{ kind: "fact", keys: ["wsl2"] }],
  },
  {
    id: "b229-commit-tag",
    build: (s) =>
      s
        .user("can you look at my git log, does it look ok?")
        .bash("git log --oneline -5", "9a1f0c2 fix\n4c1e2a9 typeck: let and var decls\n7b22d10 wip\n2e9c4f1 parser done??\n0c1d3aa lexer")
        .assistant("A few are vague (`fix`, `wip`). If the staff read the history, more descriptive messages would help.")
        .user(
          "yeah Priya said they look at it. ok from now on commit messages start with the milestone tag in brackets, like `[m3] codegen: if/else`. can you commit the current changes like that?",
        )
        .bash("git commit -am '[m3] codegen: while loops and break'", "[main 5d0e7b4] [m3] codegen: while loops and break\n 1 file changed, 44 insertions(+)")
        .assistant("Committed as `[m3] codegen: while loops and break`.")
        .user("thank you :)")
        .stop(),
    planted: [{ kind: "instruction", keys: ["milestone tag"] }],
  },
  {
    id: "b229-break-outside-loop",
    build: (s) =>
      s
        .user("does the spec say what happens with `break` outside a loop? I think we currently crash in codegen")
        .bash(
          "grep -n -i 'break' docs/tiger-spec.txt",
          "212:  break terminates evaluation of the nearest enclosing while or for. It is\n213:  a compile-time error for break to appear outside a loop; such programs must\n214:  be rejected by the type checker.",
        )
        .assistant("Lines 212-214 say it's a compile-time error and the type checker must reject it.")
        .user("ok so break outside a loop is a type checker error per the spec, not runtime. can you add that? keep a loop depth counter I guess?")
        .file("Edit", "src/typeck.rs")
        .bash("cargo nextest run typeck", "     Summary [   0.014s] 8 tests run: 8 passed, 0 skipped")
        .assistant("The type checker now tracks loop depth and reports `break outside of loop` with the break's span.")
        .user("thanks!!")
        .stop(),
    planted: [{ kind: "fact", keys: ["break", "outside"] }],
  },
  {
    id: "b229-debug-prints",
    build: (s) =>
      s
        .user("can you run hello.tig end to end?")
        .bash(
          "cargo run -- tests/programs/hello.tig -o out.s && gcc -no-pie -o hello out.s runtime/runtime.c && ./hello",
          "DEBUG lowering Let\nDEBUG lowering Call(print)\nHello, Tiger!",
        )
        .assistant("It prints `Hello, Tiger!`, after two DEBUG lines from the eprintln! calls in the lowering pass.")
        .user(
          "oh right those are mine haha. leave them for now, they're useful. but before I submit to gradescope I have to remove all the debug prints in lower.rs, otherwise stderr junk might fail the tests",
        )
        .assistant("Noted, I'll leave them.")
        .stop(),
    planted: [{ kind: "task", keys: ["debug prints"] }],
  },
  {
    id: "b229-symtab-scopes",
    build: (s) =>
      s
        .user("how should the symbol table look? the book uses those functional persistent maps. is there a rust version?")
        .assistant(
          "Yes, the `im` crate has persistent HashMap/OrdMap with cheap clones. The imperative alternative is a `Vec<HashMap<Rc<str>, Entry>>`: push a map on scope entry, pop on exit, look up from the top down.",
        )
        .user("which one would you pick? I honestly can't decide")
        .assistant("For tigrs I'd use the Vec of HashMaps: no new dependency, and the scope bug we fixed shows you already think of it that way.")
        .user(
          "ok let's go with the stack of hashmaps, im seems overkill. but later I want to try the persistent map version just to compare, put that on the list of things to do after m5",
        )
        .file("Edit", "src/typeck.rs")
        .bash("cargo nextest run", "     Summary [   0.048s] 33 tests run: 33 passed, 0 skipped")
        .assistant("The symbol table is now a `ScopeStack` wrapping `Vec<HashMap<Rc<str>, Entry>>`.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["hashmaps"] },
      { kind: "task", keys: ["persistent"] },
    ],
  },
  {
    id: "b229-int-width-oral",
    build: (s) =>
      s
        .user("what size should ints be? the spec just says 'integer'")
        .bash(
          "grep -n -i 'integer' docs/tiger-spec.txt | head -3",
          "41:  An integer literal is a sequence of decimal digits.\n88:  The type int denotes integers; its range is implementation-defined.",
        )
        .assistant(
          "It's implementation-defined. i64 matches the machine word, so every value fits in a register and records/arrays can be arrays of 8-byte words. i32 would need sign-extension in places.",
        )
        .user("i64 everywhere then. that's decided")
        .file("Edit", "src/typeck.rs")
        .user(
          "also, a request for the rest of the project: when you change the parser or the type checker, please explain what you did step by step. there's an oral exam at the end where the professor picks random functions from our code and asks us to explain them, so I really need to understand everything",
        )
        .assistant(
          "Will do. For this change: `Type::Int` now lowers to 8-byte slots, and integer literals are parsed into `i64`, overflow being a lexer error.",
        )
        .bash("cargo nextest run", "     Summary [   0.049s] 33 tests run: 33 passed, 0 skipped")
        .stop(),
    planted: [
      { kind: "decision", keys: ["i64"] },
      { kind: "instruction", keys: ["step by step"] },
      { kind: "fact", keys: ["oral exam"] },
    ],
  },
  {
    id: "b229-unwrap-unused",
    build: (s) =>
      s
        .user("why are there so many unwrap() in parser.rs? is that bad?")
        .bash("grep -c 'unwrap()' src/parser.rs src/typeck.rs src/codegen.rs", "src/parser.rs:14\nsrc/typeck.rs:9\nsrc/codegen.rs:21")
        .assistant("Each one turns a bad input into a panic instead of a compiler error. Most can become `?` with our `CompileError`.")
        .user("ok can you fix them in parser.rs now. and in general: no unwrap() in the compiler itself, use ? and CompileError. tests can unwrap, that's fine")
        .file("Edit", "src/parser.rs")
        .bash("cargo nextest run parser", "     Summary [   0.019s] 9 tests run: 9 passed, 0 skipped")
        .assistant("parser.rs has no unwraps now; typeck.rs and codegen.rs still have 30 between them.")
        .user("thanks! TODO: warnings for unused variables, the spec lists them as optional so it's low priority. not today")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["unwrap"] },
      { kind: "task", keys: ["unused variables"] },
    ],
  },
  {
    id: "b229-records-header",
    build: (s) =>
      s
        .user("records next. how do they look in memory? I have no clue")
        .assistant(
          "A common layout: allocate on the heap through a runtime function, one 8-byte word per field, in declaration order. I'd also put a header word in front holding the field count, so a future garbage collector or a debug printer can walk it. Field i is at offset 8*(i+1).",
        )
        .user("is the header needed now though? it's more work")
        .assistant("Not strictly. It's one extra store per allocation; leaving it out means changing every offset later.")
        .user("ok fine, I'm convinced, heap allocated with a header word, through tig_alloc in the runtime. thank you")
        .file("Edit", "src/lower.rs")
        .bash("cargo nextest run records", "     Summary [   0.022s] 3 tests run: 3 passed, 0 skipped")
        .assistant("Record creation now calls `tig_alloc(8*(n+1))`, stores n in the header and the fields after it.")
        .user("nice. we'll need a garbage collector at some point, I need to ask Tomas to add one to the runtime later. not urgent")
        .stop(),
    planted: [
      { kind: "decision", keys: ["header word"] },
      { kind: "task", keys: ["garbage collector"] },
    ],
  },
  {
    id: "b229-rustfmt-template",
    build: (s) =>
      s
        .user("rustfmt reformatted like half the file, why? the diff is huge")
        .bash("cat rustfmt.toml", "cat: rustfmt.toml: No such file or directory", 1)
        .assistant("There's no rustfmt.toml, so rustfmt falls back to its defaults. Did the project have a config before?")
        .user(
          "the course template repo had a rustfmt.toml with max_width = 100 and I deleted it by accident. it's at gitlab.cs.example.edu/comp412/template, can you get it back from there? we always format with that config",
        )
        .bash(
          "curl -s https://gitlab.cs.example.edu/comp412/template/-/raw/main/rustfmt.toml | tee rustfmt.toml",
          'max_width = 100\nuse_small_heuristics = "Max"\nimports_granularity = "Crate"',
        )
        .bash("cargo fmt && git diff --stat", " src/typeck.rs | 12 ++++++------\n 1 file changed, 6 insertions(+), 6 deletions(-)")
        .assistant("Restored rustfmt.toml from the template; with it, cargo fmt only touches 12 lines.")
        .user("phew, thanks!")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["rustfmt.toml"] },
      { kind: "fact", keys: ["comp412"] },
    ],
  },
  {
    id: "b229-strings-length-prefixed",
    build: (s) =>
      s
        .user("strings: let's just do null-terminated C strings, then printf works directly")
        .file("Edit", "src/lower.rs")
        .bash(
          "cargo nextest run strings",
          "        FAIL [   0.004s] tigrs strings::embedded_nul\n     Summary [   0.015s] 4 tests run: 3 passed, 1 failed",
          100,
        )
        .assistant('The embedded_nul test fails: Tiger strings can contain `\\000`, and with null termination `size("a\\000b")` comes out 1 instead of 3.')
        .user("oh no. so C strings can't work at all for that?")
        .assistant("Not for that case. The usual fix is length-prefixed strings: an 8-byte length followed by the bytes, and the runtime prints with `fwrite`.")
        .user("ok changing my mind then, length-prefixed strings. sorry for the back and forth")
        .file("Edit", "src/lower.rs")
        .bash("cargo nextest run strings", "     Summary [   0.014s] 4 tests run: 4 passed, 0 skipped")
        .assistant("Strings are now length-prefixed; all 4 string tests pass. String comparison (`<`, `=` on strings) isn't implemented in the runtime yet.")
        .user("right, string comparison in the runtime is still to do, I'll ask Tomas for that one")
        .stop(),
    planted: [
      { kind: "decision", keys: ["length-prefixed"] },
      { kind: "task", keys: ["string comparison"] },
    ],
  },
  {
    id: "b229-escape-backslash",
    build: (s) =>
      s
        .user('the lexer rejects "say \\"hi\\"" as unterminated string. why??')
        .bash("cargo run -- tests/programs/quotes.tig", "Error: unterminated string literal\n   ╭─[quotes.tig:1:7]", 1)
        .user("is logos broken? or maybe my regex?")
        .file("Read", "src/lexer.rs")
        .assistant(
          'It\'s the regex: `"[^"]*"` stops at the first quote, including an escaped one, so the string ends at the backslash-quote and the rest is garbage. Logos itself is fine. Changing it to `"([^"\\\\]|\\\\.)*"` consumes any backslash plus the next char.',
        )
        .file("Edit", "src/lexer.rs")
        .bash("cargo run -- tests/programs/quotes.tig -o out.s && echo ok", "ok")
        .user("so the root cause was the string regex not handling backslash escapes. thanks, makes sense now")
        .stop(),
    planted: [{ kind: "fact", keys: ["backslash"] }],
  },
  {
    id: "b229-dump-ast-flag",
    build: (s) =>
      s
        .user("the refactor removed my --dump-ast flag :( can you bring it back?")
        .file("Edit", "src/main.rs")
        .bash("cargo run -- tests/programs/hello.tig --dump-ast", 'Let {\n  decs: [],\n  body: Call { func: "print", args: [StrLit("Hello, Tiger!")] }\n}')
        .assistant("`--dump-ast` is back and pretty-prints the arena as a tree.")
        .user(
          "thank you! please keep --dump-ast working whatever else changes in main.rs, I use it constantly for debugging. and at some point I want an --emit-ir flag too, to print the three-address code, but not now",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["--dump-ast"] },
      { kind: "task", keys: ["--emit-ir"] },
    ],
  },
  {
    id: "b229-for-desugar",
    build: (s) =>
      s
        .user("for loops. do I need a whole separate codegen path for them? while is already done")
        .assistant(
          "You can avoid it by desugaring in the lowering pass: `for i := lo to hi do body` becomes `let var i := lo var limit := hi in while i <= limit do (body; i := i + 1) end`. The type checker still checks `for` itself, so errors like assigning to `i` keep the right span.",
        )
        .user("wait but isn't there an edge case if hi is the biggest int? i + 1 would overflow")
        .assistant(
          "Yes, with hi = i64::MAX the naive version loops forever. The fix is to test `i < limit` before incrementing. Most course compilers ignore it at first.",
        )
        .user(
          "ok let's desugar for into while in the lowering, I like that. the max int upper bound thing we'll fix later, it's not in any test program. thanks!!",
        )
        .file("Edit", "src/lower.rs")
        .bash("cargo nextest run loops", "     Summary [   0.017s] 5 tests run: 5 passed, 0 skipped")
        .assistant("`for` is now lowered to a `while` with a hidden limit variable; the 5 loop tests pass.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["desugar"] },
      { kind: "task", keys: ["upper bound"] },
    ],
  },
  {
    id: "b229-remote-gitlab",
    build: (s) =>
      s
        .user("can you push? I want a backup before I break everything lol")
        .bash(
          "git remote -v",
          "origin\tgit@gitlab.cs.example.edu:students/tigrs.git (fetch)\norigin\tgit@gitlab.cs.example.edu:students/tigrs.git (push)\ngh\tgit@github.com:jlee/tigrs.git (push)",
        )
        .assistant("There are two remotes: origin (department gitlab) and gh (github). Which one?")
        .user(
          "OH no, remove the gh one please. never push this to github, public repos of course work count as an integrity violation. the department gitlab is the only remote",
        )
        .bash("git remote remove gh && git push origin main", "To gitlab.cs.example.edu:students/tigrs.git\n   9a1f0c2..5d0e7b4  main -> main")
        .assistant("Removed the gh remote and pushed main to origin.")
        .user("thank you. at some point I also need to set up the gitlab CI pipeline Priya mentioned, so tests run on every push. not today though")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["github"] },
      { kind: "task", keys: ["gitlab ci"] },
    ],
  },
  {
    id: "b229-array-bounds",
    build: (s) =>
      s
        .user("should we check array bounds? C doesn't, so maybe we don't have to either?")
        .bash(
          "grep -n -A2 'out of range' docs/tiger-spec.txt",
          "301:  Subscripting an array with an index out of range is a checked runtime\n302:  error: the program prints a message to stderr and exits with status 1.",
        )
        .assistant(
          "The spec makes it a checked runtime error: a message on stderr and exit status 1. And the grader's .expected files probably compare exit status too.",
        )
        .user("they do, I checked run_tests in the zip, it compares the exit code. hmm so how expensive is a check?")
        .assistant(
          "Two compares and a branch per access: load the length word, `cmpq` the index against 0 and the length, jump to a `tig_bounds_error` call on failure.",
        )
        .user("ok yes, we do bounds checks on every array access, calling tig_bounds_error. thanks for finding the spec part")
        .file("Edit", "src/lower.rs")
        .bash("cargo nextest run arrays", "     Summary [   0.020s] 4 tests run: 4 passed, 0 skipped")
        .assistant("Every subscript now checks against the length header and calls `tig_bounds_error`, which exits with status 1.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["bounds"] },
      { kind: "fact", keys: ["exit code"] },
    ],
  },
  {
    id: "b229-nil-new-crates",
    build: (s) =>
      s
        .user("what does nil do in Tiger again?")
        .assistant(
          "`nil` is the null record: it belongs to every record type, and comparing a record with `nil` checks for it. Field access on nil is a runtime error.",
        )
        .bash("cargo run -- tests/programs/nil_cmp.tig", "Error: cannot compare record `list` with nil\n   ╭─[nil_cmp.tig:4:6]", 1)
        .assistant("Our type checker rejects `l = nil` today because nil gets its own type that doesn't unify with records.")
        .user(
          "ugh. TODO after m3: make nil compare with records properly in the type checker. also I saw you added the `pretty_assertions` dev crate yesterday without asking - please ask me before adding any new crate, even dev ones, I have to list them all in the write-up",
        )
        .bash(
          "cargo remove --dev pretty_assertions && cargo nextest run",
          "    Removing pretty_assertions from dev-dependencies\n     Summary [   0.050s] 36 tests run: 36 passed, 0 skipped",
        )
        .assistant("Sorry about that. I removed pretty_assertions; tests still pass.")
        .user("np, thanks!")
        .stop(),
    planted: [
      { kind: "task", keys: ["nil"] },
      { kind: "instruction", keys: ["new crate"] },
    ],
  },
  {
    id: "b229-frame-pointer",
    build: (s) =>
      s
        .user("the slides mention -fomit-frame-pointer. should our frames keep %rbp or not? what's better?")
        .assistant(
          "Omitting it frees a register but makes every stack slot relative to %rsp, which moves with pushes; gdb backtraces also get worse. Keeping %rbp as frame pointer makes slots fixed offsets, which matters while you're debugging.",
        )
        .user("and performance doesn't matter for the grade right?")
        .assistant("Only correctness, per the rubric you showed me.")
        .user("ok we keep the frame pointer in every function. decided. thank you!")
        .file("Read", "src/codegen.rs")
        .bash(
          "grep -n 'rbp' src/codegen.rs | head -3",
          '41:        self.emit("pushq %rbp");\n42:        self.emit("movq %rsp, %rbp");\n97:        self.emit("popq %rbp");',
        )
        .assistant("The prologue/epilogue already push and restore %rbp, so nothing changes in code.")
        .user("cool. remind me to describe the stack frame layout in the m3 write-up, they ask for a diagram")
        .stop(),
    planted: [
      { kind: "decision", keys: ["frame pointer"] },
      { kind: "task", keys: ["write-up"] },
    ],
  },
  {
    id: "b229-doc-comments-office-hours",
    build: (s) =>
      s
        .user(
          "got feedback on m1!! 92/100. minus 5 for missing documentation, minus 3 for a lexer edge case. so: from now on every pub fn gets a doc comment (///), even if it's short. could you add them to lexer.rs and parser.rs now?",
        )
        .file("Edit", "src/lexer.rs")
        .file("Edit", "src/parser.rs")
        .bash("cargo doc --no-deps 2>&1 | tail -1", "   Generated /home/dev/src/app/target/doc/tigrs/index.html")
        .assistant("Added doc comments to the 14 pub functions in lexer.rs and parser.rs; cargo doc builds cleanly.")
        .user(
          "thank you! also good to know for later: office hours are thursdays 2-4pm in room 3.14, Priya runs them. I want to go this thursday and ask whether cranelift would be allowed, write that down for me",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["doc comment"] },
      { kind: "fact", keys: ["office hours"] },
      { kind: "task", keys: ["cranelift"] },
    ],
  },
  {
    id: "b229-liveness-blocks",
    build: (s) =>
      s
        .user("starting m4 (finally). liveness analysis - do I do it per instruction or per basic block? the book does per instruction I think")
        .assistant(
          "Per instruction is simplest to write but iterates over many more nodes. The usual approach: build basic blocks, solve the dataflow equations (live-in = use ∪ (live-out − def)) per block until nothing changes, then walk each block backwards once to get per-instruction liveness.",
        )
        .user("hmm, the book's way seems easier to get right though? I'm scared of bugs")
        .assistant(
          "It is a bit easier. Blocks add a CFG construction step but make the fixpoint much faster on loops, and linear scan needs the block order anyway.",
        )
        .user("ok, basic blocks it is, since linear scan needs them anyway. thanks for explaining the tradeoff")
        .file("Write", "src/liveness.rs")
        .bash("cargo nextest run liveness", "     Summary [   0.011s] 3 tests run: 3 passed, 0 skipped")
        .assistant("Added src/liveness.rs: CFG over basic blocks, iterative fixpoint, then a backward walk per block. 3 tests pass.")
        .user("and the README for the m4 handin has to explain how to build and run, I need to write that before dec 18. just noting it")
        .stop(),
    planted: [
      { kind: "decision", keys: ["basic blocks"] },
      { kind: "task", keys: ["readme"] },
    ],
  },
  {
    id: "b229-q-gdb-tips",
    build: (s) =>
      s
        .user("how do I step through the generated assembly in gdb? `next` just runs the whole main")
        .assistant(
          "There's no source line info in out.s, so use instruction stepping: `layout asm`, then `si` to step one instruction and `ni` to step over calls. `info registers rax rbx` or `p $rax` shows values.",
        )
        .user("and breaking on a label? like my L12 loop head")
        .assistant("`break L12` works if the label is a symbol in the binary; local `.L` labels are stripped, plain `L12:` ones are kept.")
        .user("ooh ours are plain. thank you, trying it now")
        .bash("gdb -batch -ex 'break L12' ./hello", "Breakpoint 1 at 0x401156")
        .assistant("The breakpoint resolves at 0x401156.")
        .stop(),
    planted: [],
  },
  {
    id: "b229-q-lifetimes",
    build: (s) =>
      s
        .user("dumb question maybe, but what does `'a` mean in `struct Parser<'a>`? the compiler told me to add it and I just did")
        .assistant(
          "It's a lifetime parameter: the Parser holds a reference (the source `&'a str`) and `'a` says the Parser can't outlive that string. The compiler needs it to check that no token slice points into freed text.",
        )
        .user("so if I stored a String instead I wouldn't need it?")
        .assistant("Right, an owned String removes the lifetime, at the cost of owning a copy. Both are fine here.")
        .user("ok that actually makes sense now. thank you so much!!")
        .stop(),
    planted: [],
  },
  {
    id: "b229-typo-expected",
    build: (s) =>
      s
        .user("there's a typo in the parser error, it says 'expcted'. can you fix it?")
        .bash(
          "grep -rn 'expcted' src/",
          'src/parser.rs:212:            return Err(self.error("expcted `then`"));\nsrc/parser.rs:230:            return Err(self.error("expcted `do`"));',
        )
        .file("Edit", "src/parser.rs")
        .bash(
          "cargo nextest run parser",
          "warning: variable does not need to be mutable\n  --> src/parser.rs:88:13\n   = note: `#[warn(unused_mut)]` on by default\n     Summary [   0.018s] 9 tests run: 9 passed, 0 skipped",
        )
        .assistant("Fixed both occurrences in parser.rs (lines 212 and 230). Tests pass; there's an unrelated unused_mut warning on line 88.")
        .user("oh can you fix the warning too while you're there")
        .file("Edit", "src/parser.rs")
        .assistant("Removed the `mut`; no warnings now.")
        .user("thanks!")
        .stop(),
    planted: [],
  },
  {
    id: "b229-q-ssa",
    build: (s) =>
      s
        .user("my friend in the other section said they're doing SSA form. what is that exactly and would it help us?")
        .assistant(
          "SSA (static single assignment) means every temporary is assigned exactly once; where control flow merges, phi nodes pick the value from the branch taken. It makes many optimizations simpler, but building it (dominance frontiers) and leaving it (removing phis) is extra work.",
        )
        .user("hmm. would it make linear scan easier or harder?")
        .assistant(
          "Somewhat easier, since live ranges are simpler, but it's not required. Plenty of course compilers do linear scan on non-SSA three-address code.",
        )
        .user("ok I don't know yet. maybe? it sounds like a lot. I'll think about it, no need to do anything")
        .assistant("Sure, nothing changed.")
        .stop(),
    planted: [],
  },
  {
    id: "b229-run-all-tests",
    build: (s) =>
      s
        .user("run all the test programs please")
        .bash(
          "./run_tests.sh",
          "hello.tig ... ok\narith.tig ... ok\nrecord.tig ... ok\nqueens.tig ... ok\nmerge.tig ... FAIL (expected 'TODO: never reached', got '')\n# NOTE: run_tests.sh always rebuilds in debug mode\n48/49 passed",
          1,
        )
        .assistant(
          "48 of 49 pass. merge.tig fails: its expected output is the literal text `TODO: never reached`, which the program prints from a branch we take wrong, so there's likely a bug in how we compile `if` inside `for`.",
        )
        .user("ugh ok. can you look at merge.tig and tell me what you think is going on? no changes yet")
        .file("Read", "tests/programs/merge.tig")
        .assistant(
          "It's `for i := 0 to n - 1 do if a[i] > b[j] then ...` — my guess is the `if` result temp gets clobbered by the loop counter, but I haven't confirmed it.",
        )
        .user("ok thanks, that's enough for now")
        .stop(),
    planted: [],
  },
  {
    id: "b229-chitchat-appel",
    build: (s) =>
      s
        .user(
          "honestly this course is killing me lol. 3 milestones in 5 weeks. do you know the Appel book? is the ML version or the Java version better to read along?",
        )
        .assistant(
          "The ML version (\"Modern Compiler Implementation in ML\") is generally considered the clearest, and ML's pattern matching maps closely to Rust's match. The Java one has more boilerplate.",
        )
        .user("haha ok that's good to hear since I kinda know ocaml")
        .assistant("Then it should read easily. Good luck with the milestones!")
        .user("thank you, you're the best study buddy")
        .stop(),
    planted: [],
  },
  {
    id: "b229-flaky-snapshot",
    build: (s) =>
      s
        .user("one of the snapshot tests fails like every third run??")
        .bash(
          "for i in 1 2 3 4 5; do cargo nextest run typeck_errors 2>&1 | tail -1; done",
          "     Summary 1 test run: 1 passed\n     Summary 1 test run: 1 failed\n     Summary 1 test run: 1 passed\n     Summary 1 test run: 1 passed\n     Summary 1 test run: 1 failed",
        )
        .user("could it be the HashMap iteration order? like we report the errors in a random order?")
        .assistant(
          "That's plausible, std's HashMap is randomly seeded per run, so if errors are collected by iterating one, their order would vary. I haven't confirmed it yet; I'd need to see where the errors are collected.",
        )
        .user("maybe. or maybe it's something with insta itself? I don't want to change anything until we know")
        .assistant("Agreed. Next step would be printing the two differing snapshots side by side.")
        .user("ok let's stop here for today, thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b229-cranelift-idea",
    build: (s) =>
      s
        .assistant(
          "Side thought, since codegen is taking a while: cranelift (the code generator used by wasmtime) could produce native code from our IR with real register allocation. Would that be worth considering?",
        )
        .user("ooh what's cranelift? is it like llvm?")
        .assistant("Similar idea, smaller and written in Rust. You'd build its IR instead of emitting assembly text.")
        .user("hmm interesting but I don't know if it counts as an llvm-style binding for the course rules... I don't want to risk it right now. let me think")
        .assistant("Understood, nothing changes then.")
        .bash("git status --short", "")
        .stop(),
    planted: [],
  },
  {
    id: "b229-explain-binding-power",
    build: (s) =>
      s
        .user("can you explain the binding power table in parser.rs again? why is `*` (50, 51) and `+` (40, 41)?")
        .file("Read", "src/parser.rs")
        .assistant(
          "Each infix operator has a left and right binding power. The loop keeps consuming operators whose left power is above the current minimum. Higher numbers bind tighter, so `*` (50) grabs its operands before `+` (40). The right power being one higher than the left makes the operator left-associative: `a - b - c` parses as `(a - b) - c`.",
        )
        .user("and if I wanted right-associative I'd make the right one lower?")
        .assistant("Yes, e.g. (51, 50). Tiger has no right-associative binary operators, so every pair in the table is (n, n+1).")
        .user("oh cool. that's so neat, thanks!!")
        .stop(),
    planted: [],
  },
  {
    id: "b229-read-clippy-toml",
    build: (s) =>
      s
        .user("what does the clippy.toml from the template do? I never looked at it")
        .bash(
          "cat clippy.toml",
          "# course template: always deny these, never allow in submitted code\n# TODO(staff): update for 2027\ntoo-many-lines-threshold = 50\ncognitive-complexity-threshold = 25",
        )
        .assistant(
          "It sets two thresholds: clippy's `too_many_lines` lint fires above 50 lines and `cognitive_complexity` above 25. The comments are the staff's notes for the template.",
        )
        .user("are those lints even on by default?")
        .assistant("No, both are in pedantic/nursery groups, so the thresholds only matter if the grader enables them.")
        .user("huh ok, good to know. thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b229-rename-binary",
    build: (s) =>
      s
        .user("can you rename Expr::Bin to Expr::Binary everywhere? Bin always makes me think of binaries")
        .bash("grep -rln 'Expr::Bin\\b' src/ tests/", "src/ast.rs\nsrc/parser.rs\nsrc/typeck.rs\nsrc/lower.rs")
        .file("Edit", "src/ast.rs")
        .file("Edit", "src/parser.rs")
        .file("Edit", "src/typeck.rs")
        .file("Edit", "src/lower.rs")
        .bash("cargo nextest run", "     Summary [   0.052s] 36 tests run: 36 passed, 0 skipped")
        .assistant("Renamed in all four files; the 36 tests pass and the snapshots didn't change because they print operators, not variant names.")
        .user("great, thank you!")
        .stop(),
    planted: [],
  },
];

export const BLIND229 = plantedSet(BLIND229_SESSIONS, Date.UTC(2026, 10, 7, 9));
