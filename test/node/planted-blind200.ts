/**
 * Blind planted set 200 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a Haskell/OCaml functional programmer (an OCaml compiler with a small Haskell indexer on the side)
 * with strong opinions, dry humour and precise terminology, who states conventions as laws; the agent is
 * terse and literal. Items come in law-like pronouncements, accepted agent proposals, asides and end-of-day lists.
 * Each session is one segment; the items planted in it are listed with it: 73 items (18 decisions, 18 instructions,
 * 20 facts, 17 tasks) in 52 sessions, 15 of which plant nothing (68 user/assistant messages between them). Every other message
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

export const BLIND200_SESSIONS: BlindSession[] = [
  {
    id: "b200-fmt-laws",
    build: (s) =>
      s
        .user(
          "Before anything else, two laws for this repo. One: run `dune build @fmt --auto-promote` before every commit, no exceptions. Two: no `Obj.magic` anywhere outside src/ffi/, ever. If you feel the need for it, you have a type error you haven't understood yet.",
        )
        .bash(
          "dune build @fmt --auto-promote",
          'File "src/parser/lexer.ml", line 1, characters 0-0:\nPromoting _build/default/src/parser/lexer.ml.fmt-corrected to src/parser/lexer.ml.',
          1,
        )
        .bash("git grep -n 'Obj.magic' -- src/", "src/ffi/blake3_stubs.ml:41:  (Obj.magic buf : bytes)")
        .assistant(
          "Formatting promoted for src/parser/lexer.ml. One `Obj.magic` in the tree, src/ffi/blake3_stubs.ml:41, which is inside the allowed directory.",
        )
        .user("Good. Carry on with the lexer change then, the one for nested comments.")
        .file("Edit", "src/parser/lexer.mll")
        .bash("dune build 2>&1 | tail -3", "")
        .assistant("Nested `(* (* *) *)` comments now lex with a depth counter; build is clean.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["auto-promote"] },
      { kind: "instruction", keys: ["obj.magic"] },
    ],
  },
  {
    id: "b200-typechecker-result",
    build: (s) =>
      s
        .user(
          "Right. After yesterday's argument with Tomasz we're settling it: the typechecker returns `(t, Diagnostic.t list) result`, it does not raise. Exceptions are for bugs in the compiler, not for ill-typed programs.",
        )
        .file("Read", "src/typing/infer.ml")
        .assistant(
          "Understood. `Infer.expr` currently raises `Unify_error` in 14 places. Should I keep `Unify_error` as an internal exception and catch it at the boundary, or thread the result through unify as well?",
        )
        .user("Thread it through unify too. Catching at the boundary is just exceptions in a trench coat.")
        .file("Edit", "src/typing/unify.ml")
        .bash(
          "dune test test/typing 2>&1 | tail -6",
          "[OK]   let_poly  0  id.\n[FAIL] let_poly  1  generalise_nested.\n[OK]   let_poly  2  value_restriction.\nTest Successful in 0.412s. 1 failure! 41 tests run.",
          1,
        )
        .assistant(
          "The conversion is done and builds. The let_poly failure is not from it: `Level.current` is a global ref that is never reset between test cases, so generalisation depends on the order alcotest runs them. Confirmed with `--seed 3` (passes) and `--seed 11` (fails); resetting it in the test setup makes both pass.",
        )
        .user("Lovely. Global mutable state, the gift that keeps on giving. Yes, that's the cause.")
        .stop("Pushed the reset; 41/41 pass with both seeds."),
    planted: [
      { kind: "decision", keys: ["diagnostic"] },
      { kind: "decision", keys: ["unify"] },
      { kind: "fact", keys: ["level.current"] },
    ],
  },
  {
    id: "b200-ci-nix-hash",
    build: (s) =>
      s
        .user("CI is red again. what now")
        .bash(
          "gh run view 88213 --log-failed | tail -5",
          "error: hash mismatch in fixed-output derivation '/nix/store/8kq1...-opam-repository.drv':\n  specified: sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\n       got: sha256-q9Xh0mGXm3d8pC9QfZ1bTn1x0bF6Gm4c7g2wYzC3W5s=\nerror: 1 dependencies of derivation '/nix/store/...-mylang-ci.drv' failed to build",
          1,
        )
        .assistant("flake.nix pins opam-repository by tarball hash and GitHub regenerated the tarball, so the hash changed. Updating the hash should fix it.")
        .file("Edit", "flake.nix")
        .bash("nix build .#ci --print-build-logs 2>&1 | tail -2", "mylang-ci> dune build @install @runtest\nmylang-ci> 412 tests passed")
        .assistant("Green locally with the new hash.")
        .user(
          "Fine. For the record, since it bites everyone: CI runs inside `nix develop .#ci`, not on the plain ubuntu image, so an apt-get step in the workflow does nothing for you. And TODO for next week: move the opam-repository pin to a git rev instead of a tarball hash so this stops happening.",
        )
        .stop("Noted."),
    planted: [
      { kind: "fact", keys: ["nix develop"] },
      { kind: "task", keys: ["git rev"] },
    ],
  },
  {
    id: "b200-eio",
    build: (s) =>
      s
        .user("Let's talk concurrency in the server. Keep Lwt, move to Eio, or roll our own scheduler on effects? Thoughts.")
        .assistant(
          "Lwt has the ecosystem we already depend on (cohttp-lwt-unix, caqti-lwt) and works. Eio gives direct-style code and structured concurrency on OCaml 5, and cohttp-eio and caqti-eio both exist now. Rolling our own on effects is possible but we would own a scheduler forever. I would lean towards Eio.",
        )
        .user("Rolling our own is how you end up maintaining a scheduler instead of a compiler. Go with Eio; Lwt goes.")
        .bash(
          "opam install eio_main cohttp-eio caqti-eio -y 2>&1 | tail -4",
          "-> installed eio.1.1\n-> installed eio_main.1.1\n-> installed cohttp-eio.6.0.0~beta2\n-> installed caqti-eio.2.1.1",
        )
        .assistant("Installed eio_main 1.1, cohttp-eio 6.0.0~beta2 and caqti-eio 2.1.1 into the local switch.")
        .user("The migration itself is not for today. Put it on the list: port src/server/ from Lwt to Eio, module by module, starting with the health check.")
        .stop("On the list."),
    planted: [
      { kind: "decision", keys: ["eio"] },
      { kind: "task", keys: ["server", "eio"] },
    ],
  },
  {
    id: "b200-qcheck-law",
    build: (s) =>
      s
        .user(
          "When you add a function to Subst you add a QCheck property for it. Unit tests with three hand-picked examples prove that you can pick three examples, nothing more.",
        )
        .file("Write", "test/prop_subst.ml")
        .bash(
          "dune test test/ -- -v 2>&1 | grep law",
          "law compose_assoc: 1000 relevant cases (1000 total)\nlaw apply_id: 1000 relevant cases (1000 total)\nsuccess (ran 2 tests)",
        )
        .assistant("Added `compose_assoc` and `apply_id` for the two new functions; both pass on 1000 cases.")
        .user(
          "1000 because someone set QCHECK_LONG_FACTOR=10 in the env stanza of test/dune. qcheck's default is 100, don't be surprised when it's slower than you'd think.",
        )
        .stop("Understood."),
    planted: [
      { kind: "instruction", keys: ["qcheck"] },
      { kind: "fact", keys: ["qcheck_long_factor"] },
    ],
  },
  {
    id: "b200-printers",
    build: (s) =>
      s
        .user("The AST printers are rotting. Hand-written all the way down. Opinions?")
        .file("Read", "src/syntax/pp.ml")
        .assistant(
          "I'd suggest `[@@deriving show]` from ppx_deriving for debug output of the AST and keeping the hand-written pretty printer in Pp only for what users see. The debug printers are 600 lines that nobody updates when a constructor is added.",
        )
        .user(
          "Agreed, that's exactly the split. And while you're in Pp: error messages name type variables the way the user wrote them. Never print the internal `'_weak3` names at a user, they look like a stack trace had a baby.",
        )
        .file("Edit", "src/syntax/ast.ml")
        .bash("dune build 2>&1 | tail -3", "")
        .assistant("Derived `show` for `expr`, `pat` and `ty`; removed 612 lines of manual debug printing. Build is clean.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["ppx_deriving"] },
      { kind: "instruction", keys: ["weak"] },
    ],
  },
  {
    id: "b200-indexer-cabal",
    build: (s) =>
      s
        .user(
          "The indexer in tools/indexer/ is the one Haskell bit. It builds with cabal, not stack; the stack.yaml in there is a corpse from 2023, ignore it. GHC is 9.6.6 via ghcup.",
        )
        .bash(
          "cd tools/indexer && cabal build 2>&1 | tail -4",
          'Building library for indexer-0.3.0..\nsrc/Indexer/Scan.hs:88:1: error: [-Wunused-top-binds, -Werror=unused-top-binds]\n    Defined but not used: ‘skipDir’\n   |\n88 | skipDir p = any (`isPrefixOf` p) ["_build", "_opam"]',
          1,
        )
        .assistant(
          "The build fails on an unused binding, `skipDir` in Scan.hs, with -Werror. I could add `{-# OPTIONS_GHC -Wno-unused-top-binds #-}` to the module, or delete the function.",
        )
        .user(
          "-Wall -Werror in the cabal file is on purpose. Don't 'fix' warnings by sprinkling OPTIONS_GHC pragmas to silence them. Either use it or delete it. Here: it should be used in `walk`, someone forgot.",
        )
        .file("Edit", "tools/indexer/src/Indexer/Scan.hs")
        .bash("cd tools/indexer && cabal build 2>&1 | tail -1", "Linking .../indexer ...")
        .assistant("`walk` now skips `_build` and `_opam` via `skipDir`; the indexer builds.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["stack.yaml"] },
      { kind: "fact", keys: ["9.6.6"] },
      { kind: "instruction", keys: ["options_ghc"] },
    ],
  },
  {
    id: "b200-naming-law",
    build: (s) =>
      s
        .user(
          "Naming law: modules are nouns, functions are verbs, and predicates start with `is_` or `has_`. A `check` that returns a bool is a crime against the reader.",
        )
        .file("Edit", "src/typing/env.ml")
        .bash("dune build 2>&1 | tail -2", "")
        .assistant(
          "Renamed `Env.check_bound` to `Env.is_bound` and `Env.check_rec` to `Env.has_rec_binding`; 9 call sites updated. I'd also propose renaming `Ty` to `Type_expr` while we're at it.",
        )
        .user("Hmm, maybe, not now. src/codegen is full of `check_*` booleans too, by the way; follow-up for another day, do the same audit there.")
        .stop("Left `Ty` alone."),
    planted: [
      { kind: "instruction", keys: ["is_", "has_"] },
      { kind: "task", keys: ["codegen"] },
    ],
  },
  {
    id: "b200-empty-menhir-questions",
    build: (s) =>
      s
        .user("How does menhir's --list-errors work again? is it the .messages file thing?")
        .assistant(
          "Yes. `menhir --list-errors parser.mly` writes every error state with an example sentence reaching it; you fill in a message for each in a `.messages` file and compile it with `--compile-errors` into a function from state number to message.",
        )
        .user("and --compare-errors? when would I want that")
        .assistant(
          "When the grammar changes: it compares the freshly listed states against your existing `.messages` file and reports states that have no message yet, so you know which ones to write.",
        )
        .user("ok thanks, I'll read the manual tonight like an adult")
        .stop("Chapter 11 of the manual covers it."),
    planted: [],
  },
  {
    id: "b200-release-process",
    build: (s) =>
      s
        .user("how do we release again")
        .bash(
          "cat RELEASING.md",
          "# Releasing\n\n1. ALWAYS tag from main.\n2. NEVER push tags by hand: CI pushes the tag and opens the opam PR.\n3. TODO: describe the changelog step.",
        )
        .assistant("RELEASING.md says: tag from main, CI pushes the tag and opens the opam-repository PR, and the changelog step is undocumented.")
        .user(
          "That doc is a lie now. Tags are pushed by `dune-release` from my laptop, CI only builds the archive. And Ingeborg owns the opam-repository PRs, not CI, she reviews the constraints by hand. Remind me to rewrite RELEASING.md after 0.9 is out.",
        )
        .stop("Will do."),
    planted: [
      { kind: "fact", keys: ["dune-release"] },
      { kind: "fact", keys: ["ingeborg"] },
      { kind: "task", keys: ["releasing.md"] },
    ],
  },
  {
    id: "b200-empty-typo",
    build: (s) =>
      s
        .user("fix the typo in E0412's message, it says 'unbound constructer'")
        .bash("git grep -n 'constructer'", 'src/typing/errors.ml:212:  | E0412 c -> pf ppf "unbound constructer %s" c')
        .file("Edit", "src/typing/errors.ml")
        .assistant("Fixed: 'unbound constructor'. One occurrence.")
        .user("ta. expect tests?")
        .bash("dune test test/errors 2>&1 | tail -1", "")
        .assistant("They pass; no expected output mentioned the misspelling.")
        .stop(),
    planted: [],
  },
  {
    id: "b200-gadt-ir",
    build: (s) =>
      s
        .user("eval.ml has 40 runtime tag checks that can't fail unless the typechecker is wrong. I hate them.")
        .file("Read", "src/core_ir/eval.ml")
        .assistant(
          "We could index the core IR by its type with a GADT: `type _ expr = Int : int -> int expr | Add : int expr * int expr -> int expr | ...`. Then `eval : 'a expr -> 'a` is total and the tag checks disappear. It would only work for the core IR; the surface AST has to be able to represent ill-typed programs.",
        )
        .user("Do it. GADT for the core IR, surface AST stays as it is, that's its whole point.")
        .file("Edit", "src/core_ir/ir.ml")
        .bash("dune build 2>&1 | tail -2", "")
        .assistant(
          "Done and building. Worth knowing: the core IR is only ever constructed by `Elaborate.program`; nothing else in the tree builds `Ir.expr` values, so the GADT change was confined to elaborate.ml and eval.ml.",
        )
        .user("Yes, Elaborate is the one door into the IR, and it stays the one door.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["gadt"] },
      { kind: "fact", keys: ["elaborate"] },
    ],
  },
  {
    id: "b200-subst-quadratic",
    build: (s) =>
      s
        .user("Inference on the big module feels slow. Measure, don't guess.")
        .bash(
          "dune exec bench/main.exe -- infer",
          "name                  time/run   mWd/run\ninfer/small_module      3.1ms      0.4M\ninfer/large_module    412.3ms     88.2M",
        )
        .bash(
          "perf report --stdio --no-children | head -6",
          "# Overhead  Symbol\n    61.02%  camlMylang__Subst__compose_1342\n     9.87%  camlStdlib__Map__add_311\n     4.11%  caml_major_collection_slice",
        )
        .assistant(
          "large_module takes 412 ms and 61% of it is in `Subst.compose`, which rebuilds the whole map on every call, so composition is quadratic in the number of bindings.",
        )
        .user(
          "Confirmed, same flame graph I saw in March. TODO after 0.9: replace the substitution map with union-find and path compression. Not this week, the release comes first.",
        )
        .stop("Written down."),
    planted: [
      { kind: "fact", keys: ["subst.compose"] },
      { kind: "task", keys: ["union-find"] },
    ],
  },
  {
    id: "b200-empty-morning",
    build: (s) =>
      s
        .user("morning. slept badly, the cat decided 4am was a good time to debate the halting problem")
        .assistant("Morning. Hopefully the cat concluded it can't decide either.")
        .user("let's just look at the failing test in test/typing/")
        .bash(
          "dune test test/typing 2>&1 | head -8",
          "File \"test/typing/poly.expected\", line 1, characters 0-1:\n-val id : 'a -> 'a\n+val id : 't0 -> 't0",
          1,
        )
        .assistant("The expected output still has the old variable names from before yesterday's renaming of fresh variables; the new output is correct.")
        .user("promote it")
        .bash("dune promote", "Promoting _build/default/test/typing/poly.output to test/typing/poly.expected.")
        .assistant("Promoted; test/typing passes.")
        .stop(),
    planted: [],
  },
  {
    id: "b200-commit-law",
    build: (s) =>
      s
        .user(
          "Commits: imperative mood, subject under 60 chars, body says *why*. And rebase, don't merge, when updating your branch. I want a linear history, like God and Linus intended. Well, Linus anyway.",
        )
        .bash("git fetch origin && git rebase origin/main", "Successfully rebased and updated refs/heads/nested-comments.")
        .bash(
          "git log --oneline -3",
          "a41c9e2 Lex nested comments with a depth counter\n77d0b13 Reset Level.current between typing tests\nf02aa6e Thread unification errors as results",
        )
        .assistant("Rebased onto origin/main, no conflicts; the three commits already follow that form.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["imperative"] },
      { kind: "instruction", keys: ["rebase"] },
    ],
  },
  {
    id: "b200-opam-lock",
    build: (s) =>
      s
        .user(
          "Three people, three different ppxlib versions this month, three different bugs. Decision: we commit an opam lock file, mylang.opam.locked, and CI installs with `opam install . --deps-only --locked`.",
        )
        .bash("opam lock . 2>&1 | tail -2", "Generated lock files for:\n  - mylang: mylang.opam.locked")
        .file("Edit", ".github/workflows/ci.yml")
        .assistant("Lock file generated and the CI step switched to `--locked`; ppxlib resolved to 0.33.0.")
        .user("Good. ppxlib 0.33 is the last one our ppx_sexp fork compiles with, 0.34 changed the AST types under it. That's why it's pinned, not taste.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["locked"] },
      { kind: "fact", keys: ["ppx_sexp"] },
    ],
  },
  {
    id: "b200-empty-lsp-hypotheses",
    build: (s) =>
      s
        .user("the LSP is slow on big files. maybe it's the merlin cache? or we re-typecheck the whole file on every keystroke? I genuinely don't know")
        .assistant("Could be either. One way to tell: time a hover on a 5k-line file with the cache warm and cold.")
        .bash("ls -la ~/.cache/merlin | head -3", "total 18M\ndrwxr-xr-x  2 dev dev 4.0K Nov 20 10:11 .\n-rw-r--r--  1 dev dev 2.1M Nov 27 18:03 a3f0c.cmt")
        .assistant("The cache exists and is recent, so a cold cache isn't obviously it. Not conclusive without the timing.")
        .user("let's not go down that hole today. another time maybe.")
        .stop(),
    planted: [],
  },
  {
    id: "b200-odoc",
    build: (s) =>
      s
        .user(
          "Law: every value exported from a .mli gets a doc comment, `(** ... *)`, at least one sentence saying what it means, not what it does mechanically. 'Returns the list' is not documentation.",
        )
        .file("Edit", "src/typing/unify.mli")
        .bash(
          "dune build @doc 2>&1 | tail -4",
          'File "src/typing/subst.mli", line 12:\nWarning: Unknown tag @raise_maybe.\nFile "src/syntax/ast.mli", line 3:\nWarning: TODO: document this module',
        )
        .assistant("Documented the 11 values in unify.mli. @doc still prints warnings from other modules, e.g. an unknown tag in subst.mli.")
        .user("yeah, the odoc warnings are a backlog. later, once that backlog is gone, we make @doc warnings fatal in CI. note it somewhere")
        .stop("Noted."),
    planted: [
      { kind: "instruction", keys: ["doc comment"] },
      { kind: "task", keys: ["fatal"] },
    ],
  },
  {
    id: "b200-integration-db",
    build: (s) =>
      s
        .user(
          "the integration tests talk to postgres on port 5433, not 5432; docker-compose maps it there so it doesn't fight the system one. run the integration suite",
        )
        .bash("docker compose ps --format '{{.Name}} {{.Ports}}'", "test-db 0.0.0.0:5433->5432/tcp")
        .bash("dune test test/integration 2>&1 | tail -1", "Test Successful in 8.03s. 37 tests run.")
        .assistant("test-db is up on 5433; all 37 integration tests pass.")
        .stop(),
    planted: [{ kind: "fact", keys: ["5433"] }],
  },
  {
    id: "b200-empty-incremental-proposal",
    build: (s) =>
      s
        .user("parser error recovery in the LSP is bad. what are the options")
        .assistant(
          "Menhir's incremental API would let us checkpoint and resume after an error, which is how merlin recovers. It's a rewrite of the driver, maybe two days. Alternatively, a cheaper hack: re-parse from the last top-level `let` after an error.",
        )
        .user("interesting. what does merlin actually do on a missing `in`?")
        .assistant("It inserts the missing token using the grammar's recovery annotations and continues, so the rest of the file still gets types.")
        .user("mm. neither option for now; I'm not touching the parser driver before the release.")
        .stop(),
    planted: [],
  },
  {
    id: "b200-loc-none",
    build: (s) =>
      s
        .user(
          "Let's make `Loc.t` abstract. Actually no, scratch that, the error printer pattern-matches on its fields in thirty places. Instead: add a `Loc.none` constant and nobody uses `Lexing.dummy_pos` directly any more.",
        )
        .file("Edit", "src/syntax/loc.ml")
        .bash("git grep -c 'dummy_pos' -- src/", "src/syntax/loc.ml:1\nsrc/typing/errors.ml:3\nsrc/driver/main.ml:1")
        .assistant("Added `Loc.none` and switched main.ml to it. errors.ml still uses `dummy_pos` in 3 places, all inside the printer you mentioned.")
        .user("Leave errors.ml for now. Follow-up: sweep the three dummy_pos uses in errors.ml once the printer refactor lands.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["loc.none"] },
      { kind: "task", keys: ["dummy_pos"] },
    ],
  },
  {
    id: "b200-owners",
    build: (s) =>
      s
        .user(
          "btw, for next week while I'm away: Mirela owns the codegen backend, anything in src/codegen/ goes past her. Kwame does the LSP. I'm the one who says no to everything else, and I'll be saying it from a beach.",
        )
        .bash("cat .github/CODEOWNERS", "src/codegen/   @mirela-p\nsrc/lsp/       @kwame-a\n*              @thibault")
        .assistant("CODEOWNERS agrees: src/codegen/ is @mirela-p, src/lsp/ is @kwame-a, everything else you.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["mirela"] },
      { kind: "fact", keys: ["kwame"] },
    ],
  },
  {
    id: "b200-empty-status",
    build: (s) =>
      s
        .user("where are we with the occurs check change")
        .bash(
          "git diff --stat origin/main",
          " src/typing/unify.ml | 23 +++++++++++------\n test/typing/occurs.ml | 41 ++++++++++++++++++++\n 2 files changed, 52 insertions(+), 12 deletions(-)",
        )
        .assistant(
          "The occurs check now runs before binding instead of after, and test/typing/occurs.ml has 6 new cases for recursive types that used to loop. All of test/typing passes. Nothing pushed yet.",
        )
        .user("good. push it to the branch, I'll look after lunch")
        .bash("git push origin occurs-check", "To github.com:mylang/mylang.git\n * [new branch]      occurs-check -> occurs-check")
        .assistant("Pushed to origin/occurs-check.")
        .stop(),
    planted: [],
  },
  {
    id: "b200-flambda",
    build: (s) =>
      s
        .user("the generated compiler binary is slow on the big test corpus. anything cheap we can do?")
        .bash("dune build --profile release && hyperfine './_build/default/bin/mylangc.exe corpus/big.ml'", "Time (mean ± σ):     2.814 s ±  0.041 s")
        .assistant(
          "Building the release profile with flambda at `-O3` gets big.ml from 2.81 s to about 2.25 s in a quick try on a 5.2.0+flambda switch. The cost is compile time of the compiler itself, roughly double.",
        )
        .user(
          "Ok: flambda -O3 for release builds only. Dev builds stay on the plain switch, compile times matter more than runtime there. And while we're talking switches: every project gets a local switch, `opam switch create . 5.2.0`, never the global one. I've been burned by global switches more times than by the stove.",
        )
        .file("Edit", "dune-workspace")
        .stop("Release context now uses the flambda switch."),
    planted: [
      { kind: "decision", keys: ["flambda"] },
      { kind: "instruction", keys: ["local", "switch"] },
    ],
  },
  {
    id: "b200-empty-ocamlformat-config",
    build: (s) =>
      s
        .user(
          "why does our .ocamlformat look like this?\n\n```\n# NEVER edit by hand: generated by tools/gen_fmt.sh\nprofile = default\nmargin = 80\nexp-grouping = preserve\n# TODO: revisit break-cases\nbreak-cases = fit-or-vertical\n```\n\nwhat does exp-grouping=preserve do, and why 80?",
        )
        .assistant(
          "`exp-grouping = preserve` keeps your `begin ... end` vs parentheses choice instead of normalising it. 80 is just the historical default; nothing in the repo depends on it.",
        )
        .user("and fit-or-vertical?")
        .assistant("A match fits on one line if it can; otherwise every case goes on its own line, never a mix.")
        .user("ok, makes sense")
        .stop(),
    planted: [],
  },
  {
    id: "b200-fragile-match",
    build: (s) =>
      s
        .user(
          "Build's failing on your last change. Reminder of the law: warnings 4, 8 and 9 are errors in this project. No `| _ ->` catch-alls on our own variants, spell out every constructor, so the compiler tells us when one is added. Catch-alls on ints and strings are fine, obviously.",
        )
        .bash(
          "dune build 2>&1 | head -4",
          'File "src/typing/infer.ml", line 210, characters 4-9:\nError (warning 4 [fragile-match]): this pattern-matching is fragile.\nIt will remain exhaustive when constructors are added to type expr.',
          1,
        )
        .file("Edit", "src/typing/infer.ml")
        .bash("dune build 2>&1 | tail -1", "")
        .assistant("Replaced the wildcard in `Infer.expr` with the three constructors it covered; build is clean.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["catch-all"] },
      { kind: "fact", keys: ["warning"] },
    ],
  },
  {
    id: "b200-empty-run-tests",
    build: (s) =>
      s
        .user("run the tests")
        .bash("dune test 2>&1 | tail -1", "Test Successful in 12.9s. 412 tests run.")
        .assistant("All 412 pass.")
        .user("push it")
        .bash("git push", "To github.com:mylang/mylang.git\n   a41c9e2..c02f1d8  nested-comments -> nested-comments")
        .assistant("Pushed.")
        .stop(),
    planted: [],
  },
  {
    id: "b200-cache-format",
    build: (s) =>
      s
        .user("On-disk cache for typed modules: sexp, bin_prot, or Marshal?")
        .assistant(
          "Marshal breaks across compiler versions and segfaults on a mismatched type; bin_prot is fast but adds the Jane Street stack as a dependency; sexp is slow-ish but readable and diffable. I'd go with sexp plus a version header now and revisit if it shows up in profiles.",
        )
        .user("Sexp with a version header, yes. Marshal is a footgun with a safety catch made of paper.")
        .file("Write", "src/cache/cache.ml")
        .bash("dune build && dune test test/cache 2>&1 | tail -1", "Test Successful in 0.31s. 5 tests run.")
        .assistant("Cache writes `(version 1)` then the sexp of the typed module; round-trip tests pass.")
        .user(
          "One hole: the version header only covers the format. If the compiler itself changes, a stale cache entry is still read as valid. TODO for the next session: cache invalidation on compiler version.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["sexp"] },
      { kind: "task", keys: ["invalidation"] },
    ],
  },
  {
    id: "b200-empty-value-restriction",
    build: (s) =>
      s
        .user("explain the value restriction to me as if I were a Java programmer. no wait, a senior Java programmer, I have some dignity")
        .assistant(
          "A generic `List<T>` you create once and share is fine as long as nobody can put a T of their choosing into it. `ref []` would be such a shared mutable box; if OCaml generalised its type, one caller could store an int and another read a string. So only syntactic values get generalised, not arbitrary expressions.",
        )
        .user("and the relaxed value restriction?")
        .assistant(
          "Garrigue's relaxation: type variables that only occur in covariant positions can be generalised even for non-values, because nobody can write into them. That's why `[] @ []` still gets `'a list`.",
        )
        .user("nice. Garrigue is a treasure")
        .stop(),
    planted: [],
  },
  {
    id: "b200-lsp-config",
    build: (s) =>
      s
        .user("my VS Code settings for the LSP do nothing. `mylang.lsp.maxErrors` is set to 5 and I still get 200 squiggles.")
        .file("Read", "src/lsp/server.ml")
        .bash("git grep -n 'initializationOptions\\|lsp.toml' -- src/lsp", 'src/lsp/config.ml:14:let path root = Filename.concat root ".mylang/lsp.toml"')
        .assistant(
          "Found it: the server ignores `initializationOptions` entirely and reads its settings only from `.mylang/lsp.toml` in the workspace root. The VS Code settings never reach it.",
        )
        .user("argh, right, I remember now. Honouring initializationOptions is something we need eventually; Kwame's area, but put it on the list.")
        .stop("Added to the list."),
    planted: [
      { kind: "fact", keys: ["lsp.toml"] },
      { kind: "task", keys: ["initializationoptions"] },
    ],
  },
  {
    id: "b200-empty-rename-narration",
    build: (s) =>
      s
        .user("rename `tyvar` to `ty_var` throughout src/typing")
        .assistant("Renaming with a word-boundary sed, then rebuilding to catch anything the regex missed.")
        .bash("git grep -lw tyvar -- src/typing | xargs sed -i 's/\\btyvar\\b/ty_var/g'", "")
        .bash("dune build 2>&1 | tail -2", "")
        .assistant("42 occurrences in 7 files; the build is clean and test/typing passes.")
        .user("cheers")
        .stop(),
    planted: [],
  },
  {
    id: "b200-error-codes",
    build: (s) =>
      s
        .user(
          "New diagnostic for the duplicate-field error needs a code. The rule: every diagnostic gets a stable code, E plus four digits, and a code is never reused once retired, even if the old error is long dead. The registry lives in docs/errors.md.",
        )
        .file("Read", "docs/errors.md")
        .bash("grep -c '^| E' docs/errors.md && grep 'retired' docs/errors.md | tail -1", "57\n| E0417 | retired | duplicate label in record pattern |")
        .assistant("57 codes so far, the last being E0457; I'm giving the duplicate-field error E0458 and adding it to the registry.")
        .file("Edit", "docs/errors.md")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["retired"] },
      { kind: "fact", keys: ["errors.md"] },
    ],
  },
  {
    id: "b200-empty-regression-guess",
    build: (s) =>
      s
        .user("I bet the bench regression is the new occurs check. Or the hashconsing. can you check?")
        .bash(
          "dune exec bench/main.exe -- infer --compare main",
          "name                 main      HEAD      delta\ninfer/large_module   412.3ms   421.0ms   +2.1%\ninfer/small_module   3.1ms     3.1ms     +0.0%",
        )
        .assistant("+2.1% on large_module, but the run-to-run noise on this machine is about ±3%, so it's not distinguishable from nothing.")
        .user("then it's noise. never mind.")
        .stop(),
    planted: [],
  },
  {
    id: "b200-blake3-gc",
    build: (s) =>
      s
        .user("the hashing tests segfault about once a day on CI. get to the bottom of it")
        .file("Read", "src/ffi/blake3_stubs.c")
        .bash(
          "for i in 1 2 3; do OCAMLRUNPARAM=s=4k dune test test/ffi 2>&1 | tail -1; done",
          "Segmentation fault (core dumped)\nSegmentation fault (core dumped)\nSegmentation fault (core dumped)",
          139,
        )
        .assistant(
          "Root cause: `mylang_blake3_hash` in blake3_stubs.c takes a pointer into the OCaml string, then calls `caml_alloc_string` without registering the argument with CAMLparam, so a minor GC moves the string under it. With a tiny minor heap (`s=4k`) it crashes 3 of 3 runs; with CAMLparam1/CAMLlocal1 it passes 50 of 50.",
        )
        .file("Edit", "src/ffi/blake3_stubs.c")
        .user(
          "Good catch. From now on every C stub uses CAMLparam/CAMLreturn, including the ones that 'obviously' don't allocate. Obviously is how we got here.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["blake3"] },
      { kind: "instruction", keys: ["camlparam"] },
    ],
  },
  {
    id: "b200-wrapup-list",
    build: (s) =>
      s
        .user("what's left uncommitted?")
        .bash("git status --short", " M src/codegen/match.ml\n?? scratch.ml")
        .assistant("Only src/codegen/match.ml (your experiment) and an untracked scratch.ml.")
        .user(
          "ok, wrapping up. for tomorrow:\n1) the pattern-match compiler still emits a redundant switch on single-constructor types\n2) the REPL loses its history on ctrl-c\n3) benchmark the server once the Eio port exists\nstash the match.ml thing.",
        )
        .bash("git stash push src/codegen/match.ml -m match-experiment", "Saved working directory and index state On main: match-experiment")
        .stop("Stashed as match-experiment."),
    planted: [
      { kind: "task", keys: ["redundant switch"] },
      { kind: "task", keys: ["ctrl-c"] },
      { kind: "task", keys: ["benchmark"] },
    ],
  },
  {
    id: "b200-empty-fmt-vs-format",
    build: (s) =>
      s
        .user("Format or Fmt for the new diagnostics printer?")
        .assistant(
          "Fmt is a thin layer over Format with nicer combinators (`Fmt.list`, `Fmt.styled` for colour). Format alone avoids a dependency but you'd hand-write the combinators. Both end up as `Format.formatter` underneath.",
        )
        .user("does Fmt's styled thing respect NO_COLOR?")
        .assistant("Not by itself; `Fmt_tty.setup_std_outputs` decides from the terminal, and you would check NO_COLOR yourself before calling it.")
        .user("hm. let me think about it, I'll decide after lunch.")
        .stop(),
    planted: [],
  },
  {
    id: "b200-ocaml-minimum",
    build: (s) =>
      s
        .user("the 4.14 CI job failed again, this time on Domain.")
        .bash(
          "gh run view 88302 --log-failed | tail -3",
          'File "src/server/pool.ml", line 3, characters 10-16:\nError: Unbound module Domain\n[4.14.2] dune build failed',
          1,
        )
        .assistant("Domain only exists on OCaml 5. Either pool.ml gets a 4.14 fallback via a dune `select`, or we drop 4.14 from the matrix.")
        .user("We drop 4.14. Minimum is 5.1 from now on, the effects are the whole reason the Eio move makes sense anyway. Bump the opam constraint.")
        .file("Edit", "mylang.opam")
        .file("Edit", ".github/workflows/ci.yml")
        .assistant('Set `"ocaml" {>= "5.1"}` and removed the 4.14.2 row from the matrix.')
        .stop(),
    planted: [{ kind: "decision", keys: ["4.14"] }],
  },
  {
    id: "b200-expect-tests",
    build: (s) =>
      s
        .user("Tests for the new pretty printer. Alcotest, like everything else.")
        .assistant("Starting an alcotest suite in test/pp/ with string comparisons of the printed output.")
        .file("Write", "test/pp/test_pp.ml")
        .user(
          "Hm, no, looking at it: string equality on 30-line outputs is miserable to maintain. Printer tests go in ppx_expect instead, `dune promote` when the output changes on purpose. Alcotest stays for everything else.",
        )
        .file("Write", "test/pp/pp_expect.ml")
        .bash("dune test test/pp 2>&1 | tail -2", "")
        .assistant("Rewrote the three printer tests as `let%expect_test`s; they pass.")
        .stop(),
    planted: [{ kind: "decision", keys: ["ppx_expect"] }],
  },
  {
    id: "b200-logs",
    build: (s) =>
      s
        .user("there are Printf.eprintf calls all over the driver. what's the plan")
        .bash("git grep -c 'Printf.eprintf' -- src/driver", "src/driver/main.ml:23\nsrc/driver/pipeline.ml:11")
        .assistant(
          "34 calls. I'd replace them with the `Logs` library: one source per pass (`mylang.parse`, `mylang.typing`, ...), level set by `--verbose`, and the reporter decides where it goes. That also lets the LSP silence it.",
        )
        .user("Yes, Logs with one source per pass. Go.")
        .file("Edit", "src/driver/main.ml")
        .bash("dune build 2>&1 | tail -1", "")
        .file("Edit", "src/driver/pipeline.ml")
        .assistant("main.ml and pipeline.ml now use `Logs` with sources mylang.parse and mylang.typing; all 34 eprintf calls gone.")
        .stop(),
    planted: [{ kind: "decision", keys: ["logs", "source"] }],
  },
  {
    id: "b200-error-variants",
    build: (s) =>
      s
        .user("The error types in the driver are a mess of strings. Give them a type.")
        .file("Read", "src/driver/pipeline.ml")
        .assistant(
          "Two ways: plain variants per module, combined in a driver-level `error` type, or polymorphic variants so each pass's errors compose without a wrapper type. Polymorphic variants are less boilerplate; plain variants give much better error messages and exhaustiveness.",
        )
        .user(
          "Plain variants. Polymorphic variants in a public interface are a type error that simply hasn't been reported yet. One `error` type per pass, and the driver wraps them.",
        )
        .file("Edit", "src/driver/errors.ml")
        .bash("dune build 2>&1 | tail -1", "")
        .assistant("Done for parse, typing and codegen. The lexer still returns polymorphic variants; converting it touches the menhir driver.")
        .user("Leave the lexer, I said no parser-driver changes before the release. Converting the lexer errors is a post-release job, put it on the list.")
        .stop("Listed."),
    planted: [
      { kind: "decision", keys: ["polymorphic"] },
      { kind: "task", keys: ["lexer"] },
    ],
  },
  {
    id: "b200-ci-cache-key",
    build: (s) =>
      s
        .user("why did CI take 40 minutes this morning")
        .bash("gh run view 88340 --json jobs --jq '.jobs[].steps[] | select(.name==\"Restore opam cache\") | .conclusion'", "skipped")
        // biome-ignore lint/suspicious/noTemplateCurlyInString: a quoted GitHub Actions expression
        .bash("grep -n 'key:' .github/workflows/ci.yml", "31:          key: opam-${{ runner.os }}-${{ hashFiles('mylang.opam.locked') }}")
        .assistant(
          "The opam cache missed. Its key is the hash of mylang.opam.locked, and yesterday's commit changed the lock file (dune 3.16.0 to 3.16.1), so every dependency was rebuilt from source.",
        )
        .user(
          "Ah, right, the cache key is the lock file hash, by design. Fine. Which reminds me: nobody runs `opam upgrade` in this repo, you included. Dependencies change by editing the lock file on purpose, in its own commit.",
        )
        .stop("Understood."),
    planted: [
      { kind: "fact", keys: ["cache key"] },
      { kind: "instruction", keys: ["opam upgrade"] },
    ],
  },
  {
    id: "b200-binding-operators",
    build: (s) =>
      s
        .user("this nested match on Ok/Error in elaborate.ml is six levels deep. I can see the curvature of the earth in the indentation.")
        .assistant("I could add ppx_let and write `let%bind`, or use OCaml's own binding operators, `let*` and `let+`, from a small `Result.Syntax` module.")
        .user(
          "Binding operators, no ppx_let; a ppx for something the language already does is a dependency with no theorem attached. And a style rule while you're at it: open `Result.Syntax` locally, `let open Result.Syntax in`, never at the top of a file.",
        )
        .file("Write", "src/util/result_syntax.ml")
        .file("Edit", "src/core_ir/elaborate.ml")
        .bash("dune build 2>&1 | tail -1 && dune test test/typing 2>&1 | tail -1", "Test Successful in 0.402s. 41 tests run.")
        .assistant("elaborate.ml is flat now, max depth two; tests pass.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["ppx_let"] },
      { kind: "instruction", keys: ["result.syntax"] },
    ],
  },
  {
    id: "b200-indexer-records",
    build: (s) =>
      s
        .user("The indexer PR from the intern pulls in lens for two record updates.")
        .bash("cd tools/indexer && git diff origin/main -- indexer.cabal", "+                  , lens ^>=5.3\n+                  , generic-lens")
        .assistant(
          "Yes, lens and generic-lens, used in Scan.hs for `cfg & roots %~ (dir :)` and one more update. OverloadedRecordDot plus a plain record update would do the same.",
        )
        .user(
          "No lens in the indexer. OverloadedRecordDot and ordinary record updates; we have five records, not an optics problem. Also, tell the intern, and yourself: Text, never String, for anything that crosses a function boundary in there.",
        )
        .file("Edit", "tools/indexer/src/Indexer/Scan.hs")
        .bash("cd tools/indexer && cabal build 2>&1 | tail -1", "Linking .../indexer ...")
        .assistant("Removed lens and generic-lens, rewrote the two updates, and switched `Scan.roots` from `[String]` to `[Text]`.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["lens"] },
      { kind: "instruction", keys: ["text", "string"] },
    ],
  },
  {
    id: "b200-empty-bikeshed",
    build: (s) =>
      s
        .user("philosophical question. is a type class just a dictionary that got a promotion?")
        .assistant(
          "Operationally, in GHC, mostly yes: a constraint is compiled to a dictionary argument. The promotion is coherence: there is at most one instance per type, so the compiler may pick it for you.",
        )
        .user("and modular implicits would give OCaml that without coherence")
        .assistant(
          "Yes, and that's the long-running argument about them: resolution without global coherence means two modules can pick different instances for the same type.",
        )
        .user("we'll have them by 2040. I'll be retired and still writing `Int.equal`")
        .stop(),
    planted: [],
  },
  {
    id: "b200-todo-dump-fuzz",
    build: (s) =>
      s
        .user("show me the IR for examples/fib.ml")
        .bash(
          "dune exec mylangc -- --dump-ir examples/fib.ml | head -5",
          "(fun fib (n)\n  (if (< n 2) n\n    (+ (app fib (- n 1)) (app fib (- n 2)))))\n;; 14 nodes",
        )
        .assistant("That is the IR before the optimiser runs: the constant folding and the inlining of `<` are not in it.")
        .user(
          "Hm, so --dump-ir prints pre-optimisation. It should print post, and have a --dump-ir=raw for the other one. Two things I don't want to forget then: fix --dump-ir to print the optimised IR, and we need a fuzzing target for the lexer before 1.0. Neither today.",
        )
        .stop("Both noted."),
    planted: [
      { kind: "task", keys: ["dump-ir"] },
      { kind: "task", keys: ["fuzz"] },
    ],
  },
  {
    id: "b200-windows-lsp",
    build: (s) =>
      s
        .user("someone on discuss asks whether the LSP runs on Windows. does it?")
        .bash("git grep -n 'Unix.fork' -- src/", "src/lsp/worker.ml:27:  match Unix.fork () with")
        .assistant("It can't as written: src/lsp/worker.ml starts its type-checking worker with `Unix.fork`, which doesn't exist on Windows.")
        .user(
          "That's what I thought. Then the answer is: no Windows support for the LSP before 1.0, Linux and macOS only. I'd rather say no than ship a half-port. The compiler is a separate question.",
        )
        .stop("I'll draft the reply for discuss."),
    planted: [
      { kind: "fact", keys: ["unix.fork"] },
      { kind: "decision", keys: ["windows"] },
    ],
  },
  {
    id: "b200-workshop-tempdir",
    build: (s) =>
      s
        .user("the cache tests left a .mylang-cache directory in the repo root again")
        .bash("git status --short", "?? .mylang-cache/")
        .file("Read", "test/cache/test_cache.ml")
        .assistant(
          "test_cache.ml writes to `./.mylang-cache`, relative to wherever dune runs it. I'll point it at `Filename.temp_dir` instead and delete the stray directory.",
        )
        .user(
          "Yes. And that goes for every test: anything touching the filesystem uses `Filename.temp_dir`, nothing writes into the repo. Oh, and remind me: the OCaml Workshop artifact needs a Docker image, the deadline is the 14th.",
        )
        .file("Edit", "test/cache/test_cache.ml")
        .bash("rm -rf .mylang-cache && dune test test/cache 2>&1 | tail -1 && git status --short", "Test Successful in 0.33s. 5 tests run.")
        .stop("Tests now write to a temp dir; the tree is clean."),
    planted: [
      { kind: "instruction", keys: ["temp_dir"] },
      { kind: "task", keys: ["docker", "artifact"] },
    ],
  },
  {
    id: "b200-empty-base-withdrawn",
    build: (s) =>
      s
        .user("let's switch the whole thing to Base. the stdlib's List.hd raising is an insult")
        .assistant(
          "That would touch nearly every file: Base shadows the stdlib, changes `compare`, and turns most functions labelled. A rough count says 240 files.",
        )
        .user("actually no, forget it, far too invasive for a grudge against one function. what was I doing. run the codegen tests")
        .bash("dune test test/codegen 2>&1 | tail -1", "Test Successful in 2.11s. 88 tests run.")
        .assistant("88 pass.")
        .stop(),
    planted: [],
  },
  {
    id: "b200-fmt-decided",
    build: (s) =>
      s
        .user("about the diagnostics printer question from before lunch. is Fmt already in our dependency cone?")
        .bash("opam list --required-by mylang --recursive --short | grep -x fmt", "fmt")
        .assistant("It is: cmdliner pulls in fmt transitively, so using it directly adds no new package to the lock file.")
        .user("Then Fmt for the diagnostics printer, decided. We check NO_COLOR ourselves before setting up the tty styles.")
        .file("Write", "src/diag/print.ml")
        .bash("dune build 2>&1 | tail -1", "")
        .assistant("Diagnostics printer on Fmt, with `Fmt.styled` only when NO_COLOR is unset and stderr is a tty.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["cmdliner"] },
      { kind: "decision", keys: ["fmt", "diagnostics"] },
    ],
  },
  {
    id: "b200-old-syntax-flag",
    build: (s) =>
      s
        .user("Mirela wants to delete the --old-syntax flag in this release. thoughts before I reply")
        .bash("git grep -c 'old_syntax' -- src/ test/", "src/driver/cli.ml:4\nsrc/parser/compat.ml:31\ntest/parser/old_syntax.ml:12")
        .assistant(
          "It's wired through cli.ml and the whole of parser/compat.ml, with 12 tests. Removing it is mechanical; whether users still pass it I can't tell from the repo.",
        )
        .user(
          "Then here's the rule, and tell her it's a rule, not a mood: nothing user-facing is removed without a deprecation warning in at least one release first. So: --old-syntax gets the warning in 0.9, and the removal of --old-syntax is a TODO for 1.0.",
        )
        .file("Edit", "src/driver/cli.ml")
        .bash("dune exec mylangc -- --old-syntax examples/fib.ml 2>&1 | head -1", "Warning: --old-syntax is deprecated and will be removed in 1.0.")
        .assistant("Added the deprecation warning to --old-syntax.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["deprecation"] },
      { kind: "task", keys: ["old-syntax"] },
    ],
  },
  {
    id: "b200-empty-review",
    build: (s) =>
      s
        .user("review Kwame's hover PR for me, I can't face it today")
        .bash(
          "gh pr diff 512 | head -20",
          "+let hover ~uri ~pos =\n+  (* TODO: cache this, never recompute on every hover *)\n+  let typed = Pipeline.typecheck (Doc.text uri) in\n+  Option.map Pp.ty (Typed.type_at typed pos)",
        )
        .assistant(
          "Two points. `hover` re-typechecks the whole document on every request, which the TODO in it admits. And `Typed.type_at` returns the innermost node's type, so hovering a function name in an application shows the applied type, not the function's. Otherwise fine.",
        )
        .user("the second one is a real bug or a taste thing?")
        .assistant("A real bug, in my reading: hovering `f` in `f x` shows the result type of `f x`.")
        .user("meh. I'll leave the comments myself, thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b200-positions",
    build: (s) =>
      s
        .user("memory use on the stdlib test is silly. 1.9 GB for a typecheck.")
        .bash("OCAMLRUNPARAM=v=0x400 dune exec mylangc -- --typecheck-only corpus/stdlib.ml 2>&1 | grep top_heap", "top_heap_words: 243817216")
        .file("Read", "src/syntax/loc.ml")
        .assistant(
          "Every AST node carries two `Lexing.position` records, 4 fields each, plus the file name pointer. Proposal: store a start and end byte offset per node and keep one line table per file to turn offsets into line and column when printing a diagnostic.",
        )
        .user("Yes, offsets and a line table. Go ahead, AST and printer both.")
        .file("Edit", "src/syntax/loc.ml")
        .file("Edit", "src/diag/print.ml")
        .bash("dune build 2>&1 | tail -1", "")
        .assistant(
          "Loc.t is now two ints; the line table is built once per file in the lexer and the diagnostic printer converts through it. Build is clean; peak heap on the stdlib test is down to 1.2 GB.",
        )
        .stop(),
    planted: [{ kind: "decision", keys: ["line table"] }],
  },
];

export const BLIND200 = plantedSet(BLIND200_SESSIONS, Date.UTC(2026, 10, 3, 9));
