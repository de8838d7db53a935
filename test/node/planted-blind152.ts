/**
 * Blind planted set 152 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a Haskell compiler hobbyist (a toy compiler, tarn, with an STG back end and a C runtime)
 * who writes precise, pedantic prose with many subordinate clauses and parentheses; items are
 * often buried mid-sentence, hedged, or stated after long preambles.
 * Each session is one segment; the items planted in it are listed with it: 69 items (17 decisions, 16 instructions,
 * 17 facts, 19 tasks) in 53 sessions, 14 of which plant nothing (59 user/assistant messages between them). Every other message
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

export const BLIND152_SESSIONS: BlindSession[] = [
  {
    id: "b152-cabal-flags",
    build: (s) =>
      s
        .user(
          "Before we touch the typechecker at all (and I do mean at all, since the last time an agent 'tidied' it I spent an evening bisecting), please build the whole project with `cabal build all --ghc-options=-Werror`; from now on that is the only build invocation I consider authoritative, the plain `cabal build` being, in my view, a polite fiction that lets warnings accumulate like sediment.",
        )
        .bash(
          "cabal build all --ghc-options=-Werror",
          "Resolving dependencies...\nBuilding library for tarn-0.4.0.0..\n[ 1 of 31] Compiling Tarn.Syntax\n...\n[31 of 31] Compiling Tarn.Driver\nBuilding executable 'tarnc' for tarn-0.4.0.0..",
        )
        .assistant("The build is clean under -Werror: 31 modules in the library and the tarnc executable, no warnings promoted to errors.")
        .user("Good. Nothing else today, I merely wanted to know it still compiles after the GHC upgrade.")
        .stop("It does; nothing else was changed."),
    planted: [{ kind: "instruction", keys: ["werror"] }],
  },
  {
    id: "b152-ghc-version",
    build: (s) =>
      s
        .user("Which GHC is ghcup actually giving us at the moment? I have a suspicion (no more than that) that the recommended one drifted underneath us.")
        .bash(
          "ghcup list -t ghc -c installed",
          "✔✔ ghc  9.6.6   base-4.18.2.1  hls-powered\n✔   ghc  9.8.4   base-4.19.2.0  \n✔   ghc  9.10.1  base-4.20.0.0  ",
        )
        .bash("cat cabal.project | head -5", "packages: .\nwith-compiler: ghc-9.6.6\ntests: True")
        .assistant(
          "Three are installed; the project pins ghc-9.6.6 in cabal.project via `with-compiler`, and that is also the one set as default (the double tick).",
        )
        .user(
          "Right, then let me state it once so it is written down somewhere: we stay on 9.6.6, and we do not move to 9.10 until the `ghc-lib-parser` release we depend on supports it (which, as of this week, it does not); 9.8 was never seriously on the table.",
        )
        .assistant("Understood; I will leave the `with-compiler` line as it is.")
        .stop(),
    planted: [{ kind: "decision", keys: ["9.6.6"] }],
  },
  {
    id: "b152-empty-typo",
    build: (s) =>
      s
        .user("There is a typo in the error message for unbound variables ('varaible'); would you fix it, please, and nothing more than that.")
        .file("Edit", "src/Tarn/Rename.hs")
        .assistant("Fixed: 'varaible' is now 'variable' in `renameError` (Tarn/Rename.hs, the `UnboundVar` case).")
        .user("Thank you. Does the golden test for that message need regenerating, or was the typo not captured in any golden file?")
        .bash("grep -rl varaible test/golden/", "test/golden/rename/unbound-var.stderr")
        .assistant("It was captured in one golden file, test/golden/rename/unbound-var.stderr; shall I regenerate it with `--accept`?")
        .user("Yes, do.")
        .bash("cabal test golden --test-options='--accept -p unbound-var'", "rename\n  unbound-var: OK (accepted)\n\nAll 1 tests passed (0.04s)")
        .stop("Regenerated; the golden file now reads 'variable'."),
    planted: [],
  },
  {
    id: "b152-stg-rootcause",
    build: (s) =>
      s
        .user(
          "The `letrec` test is segfaulting again in the generated C (test/run/letrec-mutual.tn). I would like the actual cause this time, not a plausible story; last time we 'fixed' it by reordering two bindings, which I now regard as having been a coincidence.",
        )
        .bash("cabal run tarnc -- test/run/letrec-mutual.tn -o /tmp/lm && /tmp/lm", "Segmentation fault (core dumped)", 139)
        .bash(
          "cabal run tarnc -- --dump-stg test/run/letrec-mutual.tn | sed -n 1,12p",
          "letrec {\n  even = \\r [n] case n of { 0 -> True; _ -> odd (n - 1) };\n  odd  = \\r [n] case n of { 0 -> False; _ -> even (n - 1) };\n} in even 10",
        )
        .file("Read", "src/Tarn/Codegen/Closure.hs")
        .assistant(
          "Found it. In `allocLetrec` the closures are allocated and their free-variable slots are filled in a single pass, so `even`'s slot for `odd` is written before `odd` has been allocated and holds whatever the heap pointer pointed at. Reordering the bindings merely changed which of the two read garbage. The fix is the usual two-phase scheme: allocate every closure of the group first, then fill the slots.",
        )
        .user("That is exactly right, and it is the kind of thing I shall forget. Please implement the two-phase allocation.")
        .file("Edit", "src/Tarn/Codegen/Closure.hs")
        .bash("cabal run tarnc -- test/run/letrec-mutual.tn -o /tmp/lm && /tmp/lm", "True")
        .assistant(
          "Confirmed root cause: `allocLetrec` filled free-variable slots before every closure in the letrec group was allocated. It now allocates all closures first and fills the slots in a second pass; the test prints True.",
        )
        .stop(),
    planted: [{ kind: "fact", keys: ["allocletrec"] }],
  },
  {
    id: "b152-parser-choice",
    build: (s) =>
      s
        .user(
          "I have been going back and forth (for rather longer than is dignified) on whether the surface parser should stay hand-written or move to megaparsec. Could you look at how large Tarn/Parse.hs has grown and what it would take?",
        )
        .bash("wc -l src/Tarn/Parse/*.hs", "  412 src/Tarn/Parse/Expr.hs\n  287 src/Tarn/Parse/Layout.hs\n  198 src/Tarn/Parse/Decl.hs\n  897 total")
        .assistant(
          "About 900 lines, of which the layout algorithm is the awkward third. Megaparsec would shorten Expr.hs considerably and give better error messages for free; the layout rule would still have to be done by hand, either as a token-stream pass or with `L.indentBlock`, which does not quite implement the Haskell 2010 `parse-error(t)` clause.",
        )
        .user(
          "Then the decision is megaparsec for expressions and declarations, while layout stays as the separate token-stream pass it is now (precisely because of that parse-error(t) clause, which I refuse to approximate). I'll do the port myself over the weekend.",
        )
        .stop("Noted."),
    planted: [
      { kind: "decision", keys: ["megaparsec"] },
      { kind: "task", keys: ["port", "weekend"] },
    ],
  },
  {
    id: "b152-empty-questions",
    build: (s) =>
      s
        .user(
          "Purely out of curiosity: how does GHC decide whether a let-binding is floated out to top level? Is it the full-laziness pass, or something earlier?",
        )
        .assistant(
          "It is the float-out pass (SetLevels plus FloatOut), which runs as part of full laziness when -ffull-laziness is on (at -O and above). Bindings whose free variables are all bound at an outer level get an outer level number and are floated there; top-level is the outermost level.",
        )
        .user("And would something like that be worth having in tarn, do you think, or is it premature given that we have no optimiser to speak of?")
        .assistant(
          "Probably premature: without inlining or a simplifier, floating mostly moves allocations around. It might be worth revisiting once there is a simplifier, but that is a guess rather than a measurement.",
        )
        .user("Fair. I was only wondering; no need to do anything.")
        .stop("Nothing changed."),
    planted: [],
  },
  {
    id: "b152-golden-layout",
    build: (s) =>
      s
        .user("Run the golden suite, please; I changed the pretty-printer's handling of operator sections and expect some fallout.")
        .bash(
          "cabal test golden",
          "pretty\n  sections-left:  FAIL\n    test/golden/pretty/sections-left.out differs\n  sections-right: FAIL\n  where-clauses:  OK\n\n2 out of 58 tests failed (0.91s)",
          1,
        )
        .assistant("Two failures, both in operator sections, which matches what you expected. The diffs show `(+ 1)` now printed as `(+1)`.")
        .user(
          "Yes, that is the intended change. Accept them. And a rule for the future, since I have seen agents do the opposite: golden files are only ever regenerated with `--accept` on an explicit pattern (`-p`), never by accepting the whole suite, because a blanket accept silently blesses regressions in files nobody looked at.",
        )
        .bash(
          "cabal test golden --test-options='--accept -p sections'",
          "pretty\n  sections-left:  OK (accepted)\n  sections-right: OK (accepted)\n\nAll 2 tests passed (0.05s)",
        )
        .stop("Accepted the two section goldens only."),
    planted: [{ kind: "instruction", keys: ["--accept", "pattern"] }],
  },
  {
    id: "b152-kind-inference-todo",
    build: (s) =>
      s
        .user("Where exactly do we default kinds to Type at the moment? I remember doing it somewhere in Tarn/Typecheck/Kind.hs but not where.")
        .bash(
          "grep -n 'defaultKind' -r src/Tarn/Typecheck",
          "src/Tarn/Typecheck/Kind.hs:141:defaultKind :: Kind -> Kind\nsrc/Tarn/Typecheck/Kind.hs:203:  let ks' = map defaultKind ks",
        )
        .assistant(
          "In `Tarn.Typecheck.Kind`, line 141 (the definition) and line 203, where every unsolved kind variable of a binding group is defaulted to Type after inference.",
        )
        .user(
          "Ah, so it defaults per binding group, which is (strictly speaking) not what the Report says for data declarations, where it should be per dependency group of the type declarations. I don't want to fix it now, since it touches the dependency analysis; put it down as a follow-up: kind defaulting has to move to per-dependency-group for data declarations.",
        )
        .assistant("Noted as a follow-up, not changed: kind defaulting for data declarations should happen per dependency group rather than per binding group.")
        .stop(),
    planted: [{ kind: "task", keys: ["defaulting", "dependency group"] }],
  },
  {
    id: "b152-nix-fact",
    build: (s) =>
      s
        .user("Why did the CI job take forty minutes yesterday? It usually takes six.")
        .bash(
          "gh run view 8812 --log | grep -i 'cache' | head -5",
          "Cache not found for input keys: cabal-store-Linux-9.6.6-3f1a...\nRestoring cache from: none\nBuilding dependencies (148 packages)",
        )
        .assistant(
          "The cabal store cache missed: the key includes the hash of `cabal.project.freeze`, and yesterday's commit bumped `text` in the freeze file, so all 148 dependencies were rebuilt from scratch.",
        )
        .user("I see. So, for the record: any change to cabal.project.freeze invalidates the whole CI cache and costs about forty minutes. Nothing to do now.")
        .stop(),
    planted: [{ kind: "fact", keys: ["freeze", "forty minutes"] }],
  },
  {
    id: "b152-empty-hypothesis",
    build: (s) =>
      s
        .user(
          "The benchmark for `nqueens 10` got about fifteen per cent slower overnight. I wonder whether it might be the new GC nursery size, but I have not checked.",
        )
        .bash("cabal run bench -- -p nqueens", "benchmarking nqueens/10\ntime                 412.3 ms   (405.1 ms .. 420.8 ms)\nstd dev              6.1 ms")
        .assistant(
          "412 ms now; do you have the previous number to hand? I could also rebuild the runtime with the old nursery size (256 KiB) to test that guess.",
        )
        .user("Perhaps it is noise; the laptop was on battery. Let us not chase it tonight.")
        .assistant("Fine; I have not changed anything.")
        .stop(),
    planted: [],
  },
  {
    id: "b152-runtime-c-rules",
    build: (s) =>
      s
        .user(
          "Some conventions for the C runtime under rts/, which I would like you to keep to from now on, since I keep correcting the same things in review:\n\n1. C11, compiled with `-std=c11 -Wall -Wextra -pedantic`; no GNU extensions, not even statement expressions.\n2. Every heap object starts with an info pointer; nothing is allowed to stash a tag in the low bits of it.\n3. Allocation goes through `rts_alloc` exclusively (no raw malloc outside rts/Storage.c).\n\nNow, would you look at rts/Apply.c and tell me whether it violates any of these?",
        )
        .file("Read", "rts/Apply.c")
        .bash("grep -n 'malloc\\|({' rts/Apply.c", "88:    StgPAP *pap = malloc(sizeof(StgPAP) + n * sizeof(StgWord));")
        .assistant("One violation of rule 3: line 88 allocates a PAP with raw `malloc`. No statement expressions; info pointers are untagged throughout.")
        .user("Replace it with rts_alloc, then.")
        .file("Edit", "rts/Apply.c")
        .stop("Line 88 now uses `rts_alloc`."),
    planted: [
      { kind: "instruction", keys: ["c11", "pedantic"] },
      { kind: "instruction", keys: ["info pointer"] },
      { kind: "instruction", keys: ["rts_alloc"] },
    ],
  },
  {
    id: "b152-empty-status",
    build: (s) =>
      s
        .user("Could you run the full test suite and tell me where we are?")
        .bash("cabal test all", "unit:    All 214 tests passed (1.22s)\ngolden:  All 58 tests passed (0.94s)\nrun:     All 73 tests passed (6.40s)")
        .assistant("Everything passes: 214 unit tests, 58 golden tests and 73 run tests.")
        .user("Splendid. That is all I needed; I was about to cut a tag but I think I shall wait until tomorrow.")
        .assistant("Understood; I have not tagged anything.")
        .stop(),
    planted: [],
  },
  {
    id: "b152-typeclass-dict",
    build: (s) =>
      s
        .user(
          "I have been thinking (at length, and not entirely productively) about how to implement type classes. Two options, as far as I can see: dictionary passing, as GHC does, or monomorphisation, as some of the ML-ish toys do. What would each cost us?",
        )
        .assistant(
          "Dictionary passing fits the existing pipeline: the typechecker elaborates constraints into explicit dictionary arguments, and Core needs no new constructs. Monomorphisation needs whole-program compilation and blows up with polymorphic recursion, which Haskell permits with a signature. I would suggest dictionary passing.",
        )
        .user(
          "Yes, agreed: dictionary passing it is. Polymorphic recursion alone rules out the alternative. Start by adding a `DictArg` constructor to Core's Expr and see what breaks.",
        )
        .file("Edit", "src/Tarn/Core/Syntax.hs")
        .bash(
          "cabal build all --ghc-options=-Werror",
          "src/Tarn/Core/Lint.hs:77:1: error: [-Wincomplete-patterns]\n    Pattern match(es) are non-exhaustive\n    In an equation for 'lintExpr': Patterns of type 'Expr' not matched: DictArg _",
          1,
        )
        .assistant(
          "As expected: Core.Lint's `lintExpr` is now non-exhaustive, and so are the pretty-printer and the STG translation (the build stopped at the first). I'll leave them for you to decide how DictArg should lint.",
        )
        .user(
          "Leave them, yes. TODO for me: write the lint rule for DictArg (the dictionary's type has to be a class constraint, applied to exactly the class's arity); I want to think about superclasses first.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["dictionary passing"] },
      { kind: "task", keys: ["lint", "dictarg"] },
    ],
  },
  {
    id: "b152-test-layout-facts",
    build: (s) =>
      s
        .user("Where do the run tests live, and how does the harness know what output to expect? I wrote it two years ago and have (predictably) forgotten.")
        .bash(
          "ls test/run | head -4; sed -n 1,20p test/RunTests.hs | grep -n expected",
          'arith.tn\narith.stdout\nletrec-mutual.tn\nletrec-mutual.stdout\n14:  expected <- readFile (replaceExtension src ".stdout")',
        )
        .assistant(
          "test/run holds one `.tn` program per test with a sibling `.stdout` file; test/RunTests.hs compiles each with tarnc, runs the binary and compares its stdout with the sibling file, byte for byte.",
        )
        .user(
          "Right, of course. Also, the harness runs each binary with a 5-second timeout (hard-coded, in `runWithTimeout`), which is why the ackermann test was moved to test/slow; that directory is only run by the nightly job.",
        )
        .assistant("Thank you; I had not seen test/slow yet.")
        .stop(),
    planted: [
      { kind: "fact", keys: [".stdout", "sibling"] },
      { kind: "fact", keys: ["test/slow", "nightly"] },
    ],
  },
  {
    id: "b152-empty-withdrawn",
    build: (s) =>
      s
        .user("I think we should rename `Tarn.Core` to `Tarn.IR`, since it has drifted quite far from GHC's Core. Could you see how many modules import it?")
        .bash("grep -rl 'import Tarn.Core' src | wc -l", "23")
        .assistant("23 modules import something under Tarn.Core. The rename is mechanical, but it would touch all of them and every open branch.")
        .user("Actually, no, scratch that; it is not worth the churn, and the name is only mildly misleading. Leave it.")
        .assistant("Left as it is.")
        .stop(),
    planted: [],
  },
  {
    id: "b152-strictness-todo",
    build: (s) =>
      s
        .user("The `sumTo 1000000` run test runs out of stack. I assume it is the lazy accumulator, but confirm it for me.")
        .bash("cabal run tarnc -- --dump-core test/run/sum-to.tn | grep -A3 'go ='", "go = \\acc n -> case n of\n  0 -> acc\n  _ -> go (acc + n) (n - 1)")
        .bash("cabal run tarnc -- test/run/sum-to.tn -o /tmp/st && /tmp/st", "tarn: stack overflow (limit 8 MiB)", 2)
        .assistant(
          "Confirmed: `acc + n` is never forced, so a chain of a million thunks is built and forcing it at the end overflows the 8 MiB stack. There is no strictness analysis in tarn yet, so nothing rescues it.",
        )
        .user(
          "As I feared. Two things for the list, then, neither for today: (a) a simple first-order strictness analyser over Core, even a crude one, and (b) make the stack limit configurable with an RTS flag instead of the hard-coded 8 MiB in rts/Stack.c.",
        )
        .assistant("Both noted for later; I have not changed the test or the runtime.")
        .stop(),
    planted: [
      { kind: "task", keys: ["strictness analyser"] },
      { kind: "task", keys: ["stack limit", "configurable"] },
      { kind: "fact", keys: ["8 mib", "stack"] },
    ],
  },
  {
    id: "b152-formatting",
    build: (s) =>
      s
        .user("Please format the files you touched yesterday.")
        .bash("fourmolu --mode inplace src/Tarn/Codegen/Closure.hs src/Tarn/Core/Syntax.hs", "Loaded config from: /home/dev/src/app/fourmolu.yaml")
        .assistant("Formatted both with fourmolu, using the repository's fourmolu.yaml.")
        .user(
          "Thank you. While I remember: I prefer fourmolu to ormolu precisely because of the leading-comma and 2-space indentation settings in that yaml file, so please never run ormolu on this tree, even if some editor plugin suggests it; it would reformat every module.",
        )
        .stop("I'll only use fourmolu here."),
    planted: [{ kind: "instruction", keys: ["ormolu"] }],
  },
  {
    id: "b152-empty-chitchat",
    build: (s) =>
      s
        .user(
          "I have just re-read Peyton Jones's 1992 paper on the STG machine, for perhaps the fourth time, and I understood the section on update frames properly for the first time. Rather a pleasant evening.",
        )
        .assistant(
          "That section rewards rereading; the push/enter versus eval/apply distinction only really clicks once update frames do. Is there anything you would like me to look at tonight?",
        )
        .user("Not really; I might just poke at the evaluator myself. Perhaps tomorrow.")
        .assistant("Enjoy it; I'll be here.")
        .stop(),
    planted: [],
  },
  {
    id: "b152-eval-apply",
    build: (s) =>
      s
        .user("Does our code generator currently do push/enter or eval/apply for unknown function calls? I could believe either, looking at rts/Apply.c.")
        .file("Read", "src/Tarn/Codegen/Call.hs")
        .assistant(
          "Push/enter: `genUnknownCall` pushes all arguments onto the stack and enters the function closure, which checks its own arity against the stack (the argument-satisfaction check in `rts/Apply.c`).",
        )
        .user(
          "Then we switch to eval/apply, as the Marlow and Peyton Jones paper recommends; the argument-satisfaction check is the source of half my debugging pain. Not this week, mind you; it needs the generic `stg_ap_*` entry points written first, and those are mine to write.",
        )
        .stop("Noted; nothing changed yet."),
    planted: [
      { kind: "decision", keys: ["eval/apply"] },
      { kind: "task", keys: ["stg_ap_"] },
    ],
  },
  {
    id: "b152-branch-naming",
    build: (s) =>
      s
        .user("Create a branch for the superclass work, please.")
        .bash("git switch -c superclasses", "Switched to a new branch 'superclasses'")
        .assistant("Created and switched to `superclasses`.")
        .user(
          "Hmm, I should have said: branches in this repository are named `<area>/<topic>`, with the area being one of parse, rename, tc, core, stg, codegen or rts, so this one should be tc/superclasses. Rename it, and keep to that scheme in future.",
        )
        .bash("git branch -m tc/superclasses", "")
        .stop("Renamed to tc/superclasses."),
    planted: [{ kind: "instruction", keys: ["<area>/<topic>"] }],
  },
  {
    id: "b152-unicode-idents",
    build: (s) =>
      s
        .user("Someone on the issue tracker asked whether tarn accepts Unicode identifiers (λ as a variable name, and so on). Does it?")
        .bash(
          "echo 'main = let λ = 1 in print λ' > /tmp/u.tn && cabal run tarnc -- /tmp/u.tn -o /tmp/u",
          "/tmp/u.tn:1:12: lexical error at character '\\955'",
          1,
        )
        .assistant("It does not: the lexer's identifier rule only admits ASCII letters, digits, underscores and primes, so λ is a lexical error.")
        .user(
          "I had suspected as much. We will support them, but only in the way the Report does (uniLarge and uniSmall by general category, so λ is a lower-case letter and may begin a variable), not the looser 'anything non-ASCII' rule some toy languages adopt. Could you reply on the issue, saying that it is planned, and that the lexer change is on my list for the 0.5 release?",
        )
        .bash(
          "gh issue comment 41 --body 'Not yet: the lexer is ASCII-only. Unicode identifiers following the Report (by general category) are planned for 0.5.'",
          "https://github.com/tarn-lang/tarn/issues/41#issuecomment-2231",
        )
        .stop("Replied on issue 41."),
    planted: [
      { kind: "decision", keys: ["general category"] },
      { kind: "task", keys: ["lexer", "0.5"] },
    ],
  },
  {
    id: "b152-empty-run-tests",
    build: (s) =>
      s
        .user("Run the unit tests for the renamer only, please.")
        .bash(
          "cabal test unit --test-options='-p Rename'",
          "Rename\n  shadowing:          OK\n  unbound-var:        OK\n  qualified-imports:  OK\n\nAll 3 tests passed (0.02s)",
        )
        .assistant("All three renamer unit tests pass.")
        .user("Only three? I thought there were more. Are the import tests perhaps under a different group name?")
        .bash("cabal test unit --test-options='-l' | grep -i import", "Rename.qualified-imports\nImports.hiding\nImports.cycles")
        .assistant("Yes: two more are grouped under `Imports` (hiding and cycles). Shall I run those as well?")
        .user("No, that is fine; I only wanted to know where they were.")
        .stop(),
    planted: [],
  },
  {
    id: "b152-ci-owner",
    build: (s) =>
      s
        .user(
          "The Windows job failed again, on the RTS linking step. Before you dig into it: Windows CI is Ingrid's (she set it up and is the only one of us with a Windows machine), so anything in .github/workflows/windows.yml is hers to change; please just collect the failure for her.",
        )
        .bash(
          "gh run view 8840 --job windows --log | tail -6",
          "gcc -o tarn-rts.dll ...\nC:/msys64/mingw64/bin/ld.exe: rts/Signals.o: undefined reference to `sigaction'\ncollect2.exe: error: ld returned 1 exit status\nError: Process completed with exit code 1.",
        )
        .assistant(
          "The failure is an undefined reference to `sigaction` from rts/Signals.o: MinGW does not provide sigaction, and Signals.c is compiled unconditionally on Windows. I've not changed anything; here is the excerpt for Ingrid.",
        )
        .user("Thank you. I will forward it; the fix is presumably a `#ifdef _WIN32` around the signal handling, but that is her call.")
        .stop(),
    planted: [{ kind: "fact", keys: ["ingrid", "windows"] }],
  },
  {
    id: "b152-naming-core",
    build: (s) =>
      s
        .user(
          "When you write Haskell in this project, please: qualified imports for containers (`import qualified Data.Map.Strict as Map`, never the lazy Data.Map), explicit export lists on every module, and no `RecordWildCards` anywhere; I find that it makes it impossible to see where a name comes from. Now, could you add a `freeVars` function to Tarn.Core.FreeVars that returns a Set?",
        )
        .file("Write", "src/Tarn/Core/FreeVars.hs")
        .bash("cabal build all --ghc-options=-Werror", "[32 of 32] Compiling Tarn.Core.FreeVars\nBuilding executable 'tarnc' for tarn-0.4.0.0..")
        .assistant("Added `freeVars :: Expr -> Set Name` in a new module with an explicit export list, using `Data.Set` qualified as `Set`; it builds cleanly.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["data.map.strict"] },
      { kind: "instruction", keys: ["export lists"] },
      { kind: "instruction", keys: ["recordwildcards"] },
    ],
  },
  {
    id: "b152-gc-copying",
    build: (s) =>
      s
        .user("How does the garbage collector decide when to run? I want to understand it before I change anything.")
        .file("Read", "rts/Storage.c")
        .assistant(
          "It is a two-space copying collector (Cheney's algorithm). `rts_alloc` bumps a pointer in the current nursery; when the nursery (256 KiB) is exhausted it calls `gc_collect`, which copies live data from the from-space into to-space and swaps them. There is no generational split.",
        )
        .user(
          "Right, thank you. I had briefly considered going generational, but (having looked at the write-barrier cost for thunk updates) the decision is to stay with the plain two-space Cheney collector until we have programs large enough for it to matter.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["cheney", "256 kib"] },
      { kind: "decision", keys: ["cheney", "two-space"] },
    ],
  },
  {
    id: "b152-empty-proposal",
    build: (s) =>
      s
        .user("Would it make sense to cache the parsed interface files (.tni) between runs, so that tarnc does not re-read the Prelude interface every time?")
        .bash("cabal run tarnc -- +RTS -s -RTS test/run/arith.tn -o /tmp/a 2>&1 | grep -i 'total time'", "  Total   time    0.184s  (  0.191s elapsed)")
        .assistant(
          "Possibly, but the whole compile of arith.tn takes 0.18 s, and reading Prelude.tni is a small part of that. A cache would add invalidation logic for a saving I cannot yet see. I would not do it now.",
        )
        .user("Perhaps you are right; let us wait until it shows up in a profile.")
        .stop(),
    planted: [],
  },
  {
    id: "b152-prelude-location",
    build: (s) =>
      s
        .user("I wanted to add `foldl'` to the Prelude and could not for the life of me find where the Prelude source is. Where is it?")
        .bash("find . -name 'Prelude*.tn' -not -path './dist-newstyle/*'", "./lib/base/Prelude.tn\n./lib/base/Prelude/List.tn")
        .assistant(
          "It is in lib/base/Prelude.tn, which re-exports lib/base/Prelude/List.tn among others; the list functions are in the latter. Note that tarnc looks the library up via the `TARN_LIBDIR` environment variable, falling back to `lib/` relative to the executable.",
        )
        .user("Thanks. Add foldl' to Prelude/List.tn then, with the obvious `seq`.")
        .file("Edit", "lib/base/Prelude/List.tn")
        .stop("Added `foldl'` using `seq` on the accumulator."),
    planted: [
      { kind: "fact", keys: ["lib/base/prelude"] },
      { kind: "fact", keys: ["tarn_libdir"] },
    ],
  },
  {
    id: "b152-release-tasks",
    build: (s) =>
      s
        .user("Let's see what is still open for 0.4.1. Show me the milestone.")
        .bash("gh issue list --milestone 0.4.1", "#52  OPEN  Integer literals above 2^63 wrap silently\n#55  OPEN  tarnc --version prints 0.4.0.0")
        .assistant("Two issues remain in the 0.4.1 milestone: #52 (integer literals above 2^63 wrap silently) and #55 (`--version` still prints 0.4.0.0).")
        .user(
          "Right. Neither is happening tonight. Remind me next time that before tagging 0.4.1 the version has to be bumped in both tarn.cabal and src/Tarn/Version.hs (they are not generated from one another, regrettably), and that #52 needs a proper fix, i.e. Integer literals must become bignums, not just a warning.",
        )
        .assistant(
          "Noted for next time: bump the version in tarn.cabal and src/Tarn/Version.hs before tagging 0.4.1, and fix #52 properly with bignum literals.",
        )
        .stop(),
    planted: [
      { kind: "task", keys: ["version.hs"] },
      { kind: "task", keys: ["#52", "bignum"] },
    ],
  },
  {
    id: "b152-empty-explain",
    build: (s) =>
      s
        .user("Explain to me, briefly, what `-fno-omit-interface-pragmas` does in GHC. I saw it in a Makefile and was puzzled.")
        .assistant(
          "GHC normally omits unfoldings and strictness info from interface files when compiling without -O; this flag keeps them, so that modules importing this one can still inline and specialise across the module boundary.",
        )
        .user("I see. And it has no effect at -O, I take it?")
        .assistant("Correct; at -O those pragmas are included anyway, so the flag only changes behaviour at -O0.")
        .stop(),
    planted: [],
  },
  {
    id: "b152-pattern-compile",
    build: (s) =>
      s
        .user(
          "The pattern-match compiler produces exponentially large code for the `zipWith3` test. I think it is because we compile clause by clause with backtracking (the Augustsson approach) rather than to decision trees; is that right?",
        )
        .bash("cabal run tarnc -- --dump-core test/run/zipwith3.tn | wc -l", "4113")
        .file("Read", "src/Tarn/Desugar/Match.hs")
        .assistant(
          "Yes. `matchClauses` backtracks by duplicating the fall-through expression into every failure branch rather than binding it once, so each nested pattern doubles the code: 4113 lines of Core for a three-clause function.",
        )
        .user(
          "Then let us bind the fall-through as a join point (a let-bound lambda taking unit, until we have real join points) instead of duplicating it; I'd rather keep the backtracking scheme than rewrite it as decision trees, which I regard as a project of its own. Please make that change.",
        )
        .file("Edit", "src/Tarn/Desugar/Match.hs")
        .bash("cabal run tarnc -- --dump-core test/run/zipwith3.tn | wc -l", "61")
        .stop("Down to 61 lines of Core; the fall-through is let-bound once."),
    planted: [{ kind: "decision", keys: ["backtracking", "decision trees"] }],
  },
  {
    id: "b152-hls-env",
    build: (s) =>
      s
        .user("HLS is showing errors for every file in lib/, which are .tn files and not Haskell at all. Any idea why?")
        .bash("cat hie.yaml", 'cradle:\n  cabal:\n    - path: "src"\n      component: "lib:tarn"\n    - path: "lib"\n      component: "lib:tarn"')
        .assistant(
          "hie.yaml maps lib/ to the tarn library component, so HLS tries to load anything under it. Should I replace that entry with a `none` cradle for lib/?",
        )
        .user("Yes, do that.")
        .file("Edit", "hie.yaml")
        .user(
          "Thank you. Incidentally, and for your notes: HLS on this machine only works with the ghcup-installed 9.6.6 (the one marked hls-powered), so if HLS misbehaves after anyone switches the default GHC, that is the first thing to check.",
        )
        .stop(),
    planted: [{ kind: "fact", keys: ["hls", "hls-powered"] }],
  },
  {
    id: "b152-empty-narration",
    build: (s) =>
      s
        .user("Have a look at why `cabal haddock` is warning about missing documentation in Tarn.Syntax.")
        .bash(
          "cabal haddock 2>&1 | grep -i missing | head -3",
          "  50% ( 12 / 24) in 'Tarn.Syntax'\n  Missing documentation for:\n    Expr (src/Tarn/Syntax.hs:31)",
        )
        .assistant(
          "Haddock reports 12 of 24 exported things in Tarn.Syntax as undocumented, starting with the `Expr` type at line 31. That is coverage information rather than an error; the build is not failing.",
        )
        .user("Ah, just coverage, then. Fine; that does not bother me in the least.")
        .assistant("Understood; no changes made.")
        .stop(),
    planted: [],
  },
  {
    id: "b152-core-lint-policy",
    build: (s) =>
      s
        .user("Is Core Lint run on every compile, or only in the test suite? I honestly do not remember what we settled on.")
        .bash("grep -n 'lintProgram' -r src/Tarn/Driver.hs", "118:  when (optLint opts) $ lintProgram core")
        .assistant("Only when `--lint` is passed (`optLint`); the run-test harness passes it, the default compile does not.")
        .user(
          "Let us settle it properly now, then: Lint runs after every Core-to-Core pass whenever the compiler was built with the `debug` cabal flag, and never in release builds, where `--lint` becomes a no-op. Please make it so.",
        )
        .file("Edit", "src/Tarn/Driver.hs")
        .file("Edit", "tarn.cabal")
        .bash("cabal build all -f debug --ghc-options=-Werror", "Building library for tarn-0.4.0.0..\n[31 of 32] Compiling Tarn.Driver")
        .assistant(
          "Done: with `-f debug`, `lintProgram` runs after each Core-to-Core pass (via the `LINT_PASSES` CPP define); without it, `--lint` is accepted and ignored.",
        )
        .user(
          "Good. And while I think of it: the simplifier, once it exists, must be written so that it can be run to a fixed point, with an iteration cap (say 4, as GHC does); add that to the design notes as an open item for whoever writes it, which will probably be me.",
        )
        .file("Edit", "docs/design/simplifier.md")
        .stop("Added the fixed-point requirement with an iteration cap of 4 to docs/design/simplifier.md as an open item."),
    planted: [
      { kind: "decision", keys: ["lint", "debug"] },
      { kind: "task", keys: ["simplifier", "fixed point"] },
    ],
  },
  {
    id: "b152-commit-style",
    build: (s) =>
      s
        .user("Commit the foldl' change, please.")
        .bash(
          'git add lib/base/Prelude/List.tn && git commit -m "Add foldl\' to Prelude"',
          "[main 4a1c2e7] Add foldl' to Prelude\n 1 file changed, 5 insertions(+)",
        )
        .assistant("Committed as 4a1c2e7.")
        .user(
          "Thank you, although I ought to have told you first: commit subjects here are prefixed with the area in square brackets, for example `[prelude] add foldl'`, lower-case after the bracket, and no full stop at the end; and I'd prefer you never amend or force-push anything that is already on the remote. Amend this one (it isn't pushed yet) to follow the format.",
        )
        .bash('git commit --amend -m "[prelude] add foldl\'"', "[main 9b07d31] [prelude] add foldl'\n 1 file changed, 5 insertions(+)")
        .stop("Amended to `[prelude] add foldl'`."),
    planted: [
      { kind: "instruction", keys: ["square brackets"] },
      { kind: "instruction", keys: ["force-push"] },
    ],
  },
  {
    id: "b152-bignum-lib",
    build: (s) =>
      s
        .user(
          "For the bignum work (#52), I have looked at the options for the runtime: GMP, libtommath, or writing our own. GMP's licence (LGPL) complicates static linking of the RTS, which is the only way we ship it. What do you make of libtommath?",
        )
        .bash("apt-cache policy libtommath-dev | head -3", "libtommath-dev:\n  Installed: (none)\n  Candidate: 1.2.1-2")
        .assistant(
          "libtommath is public domain (the Unlicense), small, pure C, and packaged everywhere we build; it is slower than GMP for very large numbers, but our literals and typical Integer arithmetic are small. Its API maps well onto a boxed Integer with a small-int fast path.",
        )
        .user(
          "Then we go with libtommath, vendored under rts/vendor/ rather than linked from the system, so that the Windows build does not depend on MSYS packages. A small-int fast path (an unboxed Int# when it fits in 63 bits) is part of the plan from the start.",
        )
        .bash("ls rts/vendor", "README.md")
        .assistant("rts/vendor exists and only holds a README; I have not vendored anything yet. The actual import is for the #52 work.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["libtommath", "vendor"] },
      { kind: "decision", keys: ["fast path"] },
    ],
  },
  {
    id: "b152-lexer-fact",
    build: (s) =>
      s
        .user("Why does `x-1` lex as `x` applied to `-1`? That contradicts the Report.")
        .bash("echo 'f x = x-1' > /tmp/n.tn && cabal run tarnc -- --dump-tokens /tmp/n.tn", 'VarId "f" VarId "x" Equals VarId "x" IntLit (-1)')
        .file("Read", "src/Tarn/Lex.hs")
        .assistant(
          "The lexer folds a leading minus into numeric literals whenever the minus is immediately followed by a digit (the `negLit` rule, Lex.hs line 212), regardless of the preceding token. That is the NegativeLiterals extension's behaviour, not the Report's; the Report lexes `-` as an operator and the parser handles negation.",
        )
        .user("Hmm, I had actually wondered whether that was deliberate on my part. Is it tested anywhere?")
        .bash("grep -rn 'negLit\\|NegativeLiterals' test/", "")
        .assistant("No test mentions it, and no comment in Lex.hs explains it, so I cannot tell whether it was deliberate.")
        .user(
          "Then it was not; I remember now that I copied the rule from an old toy lexer. Remove `negLit` so that minus is always an operator token, as in the Report. And TODO for later, not now: add a golden test for `x-1`, `x - 1` and `(-1)` so that this does not regress.",
        )
        .file("Edit", "src/Tarn/Lex.hs")
        .stop('Removed `negLit`; `x-1` now lexes as VarId, VarSym "-", IntLit 1.'),
    planted: [{ kind: "task", keys: ["golden test", "x-1"] }],
  },
  {
    id: "b152-empty-bench",
    build: (s) =>
      s
        .user("Rerun the nqueens benchmark now that the laptop is plugged in.")
        .bash("cabal run bench -- -p nqueens", "benchmarking nqueens/10\ntime                 356.8 ms   (352.0 ms .. 361.9 ms)\nstd dev              3.4 ms")
        .assistant(
          "357 ms on mains power, against 412 ms on battery last time, so the slowdown was almost certainly the power state rather than the nursery change.",
        )
        .user("As I had half suspected. Good, then there is nothing to chase.")
        .stop(),
    planted: [],
  },
  {
    id: "b152-interface-format",
    build: (s) =>
      s
        .user("What format are the .tni interface files in now? I'd like to read one by eye.")
        .bash(
          "head -c 120 dist-newstyle/tarn-lib/Prelude.tni | xxd | head -3",
          "00000000: 544e 4931 0003 0000 0001 5072 656c 7564  TNI1......Prelud\n00000010: 6502 0000 0004 4c69 7374 ...",
        )
        .assistant(
          "They are binary: a `TNI1` magic, then a version word and the serialised module (the `binary` package's encoding, via `Tarn.Iface.Binary`). There is no text form at present.",
        )
        .user(
          "Binary is fine, and we keep it (a textual format would only tempt people to edit them by hand), but please add a `--show-iface` flag to tarnc that pretty-prints one, as GHC's `--show-iface` does; not tonight, it is for the next free evening.",
        )
        .stop("Noted; nothing changed tonight."),
    planted: [
      { kind: "fact", keys: ["tni1"] },
      { kind: "decision", keys: ["binary", "textual"] },
      { kind: "task", keys: ["--show-iface"] },
    ],
  },
  {
    id: "b152-layout-bug",
    build: (s) =>
      s
        .user("A `where` after a guard with an `if` inside it fails to parse; test/golden/parse/where-guard-if.tn. Can you find out why?")
        .bash("cabal run tarnc -- --dump-tokens test/golden/parse/where-guard-if.tn | grep -n 'VRBrace' | head -3", "17: VRBrace\n18: KwWhere")
        .file("Read", "src/Tarn/Parse/Layout.hs")
        .assistant(
          "The layout pass closes the implicit block before `where` only when it sees a dedent; here `where` is on the same column as the guard, so no implicit close brace is inserted where the parser needs one. It's the missing parse-error(t) rule: the Report closes the block when the next token would be a parse error. Our pass has no feedback from the parser, so it can never do that.",
        )
        .user(
          "Yes, that is precisely the known weakness, and it is confirmed now rather than merely suspected: the layout pass cannot implement parse-error(t) because it runs before parsing with no parser feedback. I'll accept the limitation for now; we special-case `where`, `then`, `else` and `of` as block-closing keywords, which covers every real program I have seen. Do that.",
        )
        .file("Edit", "src/Tarn/Parse/Layout.hs")
        .bash("cabal test golden --test-options='-p where-guard-if'", "parse\n  where-guard-if: OK\n\nAll 1 tests passed (0.03s)")
        .assistant(
          "Implemented: the layout pass now closes implicit blocks before `where`, `then`, `else` and `of` when they appear at the current indentation; the golden test passes.",
        )
        .user(
          "Good. Long-term, the layout pass should be merged into the parser (as a parser-driven lexer) so that parse-error(t) can be done properly; put that on the list, after the megaparsec port.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["parse-error(t)", "feedback"] },
      { kind: "decision", keys: ["block-closing"] },
      { kind: "task", keys: ["parser-driven"] },
    ],
  },
  {
    id: "b152-superseded-backend",
    build: (s) =>
      s
        .user(
          "About the native back end: I said last month that we would emit LLVM IR directly, via llvm-hs. Having now spent an evening discovering that llvm-hs has not been updated for any LLVM newer than 15, I am reconsidering.",
        )
        .bash(
          "cabal info llvm-hs | grep -i 'versions\\|llvm'",
          "    Versions available: 9.0.1, 12.0.0, 15.0.0 (and 3 others)\n    Dependencies: llvm-config >= 15 && < 16",
        )
        .assistant(
          "Right: the latest llvm-hs targets LLVM 15 only. Alternatives are generating textual LLVM IR ourselves (no Haskell bindings needed, `llc` does the rest), or staying with C as the only back end and leaving native code to the C compiler.",
        )
        .user(
          "Then, replacing what I said last month: no llvm-hs. We keep the C back end as the one and only back end for the foreseeable future, and if we ever go to LLVM it will be by printing textual IR ourselves. C is, after all, a perfectly respectable portable assembler (whatever the purists say).",
        )
        .file("Edit", "docs/design/backends.md")
        .stop("Updated docs/design/backends.md to say the C back end is the only one, with textual LLVM IR as the possible future route."),
    planted: [{ kind: "decision", keys: ["c back end"] }],
  },
  {
    id: "b152-empty-log-quote",
    build: (s) =>
      s
        .user("What is this warning the C compiler keeps printing for the generated code? Paste it for me.")
        .bash(
          "cabal run tarnc -- test/run/arith.tn -o /tmp/a 2>&1 | grep -A2 warning",
          "/tmp/tarn-arith.c:211:5: warning: this statement may fall through [-Wimplicit-fallthrough=]\n  211 |     /* TODO: never reached; must always jump via the info table */\n      |     ^~~~~~~~~~~~~",
        )
        .assistant(
          "It is -Wimplicit-fallthrough on a `case` in the generated switch; the comment beside it ('TODO: never reached; must always jump via the info table') comes from the template in Codegen/Emit.hs and is emitted verbatim into every file.",
        )
        .user("So it is harmless noise from our own template. Does it appear in every generated file, then?")
        .bash("for f in test/run/*.tn; do cabal run -v0 tarnc -- $f -o /tmp/x 2>&1; done | grep -c fallthrough", "73")
        .assistant("Yes, once per file: 73 warnings for the 73 run tests.")
        .user("Fine. I only wanted to understand it.")
        .stop(),
    planted: [],
  },
  {
    id: "b152-agent-proposal-accepted",
    build: (s) =>
      s
        .user("The renamer's error messages print unqualified names even when two imports clash, which makes them useless. What would you suggest?")
        .file("Read", "src/Tarn/Rename/Error.hs")
        .assistant(
          "Two options. (1) Always print names fully qualified in renamer errors (`Data.List.map`), which is unambiguous but noisy; (2) print them unqualified unless the name is ambiguous in the current scope, in which case qualify every candidate and list the import each came from, as GHC does for ambiguous occurrences. I'd go with (2).",
        )
        .user("(2), by all means; (1) would make every error message twice as long for the rare case. Implement it.")
        .file("Edit", "src/Tarn/Rename/Error.hs")
        .bash(
          "cabal test golden --test-options='-p ambiguous'",
          "rename\n  ambiguous-import: FAIL\n    test/golden/rename/ambiguous-import.stderr differs\n\n1 out of 1 tests failed (0.02s)",
          1,
        )
        .assistant("The one affected golden file now lists both candidates with their import lines, which is the intended change. Accept it?")
        .user("Accept it (with -p, as always).")
        .bash("cabal test golden --test-options='--accept -p ambiguous'", "rename\n  ambiguous-import: OK (accepted)")
        .stop(),
    planted: [{ kind: "decision", keys: ["ambiguous", "qualif"] }],
  },
  {
    id: "b152-team-facts",
    build: (s) =>
      s
        .user(
          "A bit of context you will want, since you'll be seeing PRs from others: Tomasz maintains the Emacs mode (tarn-mode, a separate repository, tarn-lang/tarn-mode), and Priya wrote most of the test harness, so questions about test/RunTests.hs go to her before me. The release process, such as it is, is mine alone. Anyway, could you list the open PRs?",
        )
        .bash("gh pr list", "#61  tc: kind signatures on class declarations   priya-r\n#63  docs: fix typo in README                     first-timer-42")
        .assistant("Two open PRs: #61 from Priya (kind signatures on class declarations) and #63, a README typo fix from a first-time contributor.")
        .user("Merge #63; it's trivial. I will review #61 properly on Sunday.")
        .bash("gh pr merge 63 --squash", "✓ Squashed and merged pull request #63 (docs: fix typo in README)")
        .stop(),
    planted: [
      { kind: "fact", keys: ["tomasz", "tarn-mode"] },
      { kind: "fact", keys: ["priya", "harness"] },
      { kind: "task", keys: ["#61", "sunday"] },
    ],
  },
  {
    id: "b152-tests-before-commit",
    build: (s) =>
      s
        .user(
          "One standing rule I should have stated at the very beginning (it's implicit in everything I've asked, but let us be explicit): before you propose a commit, run `cabal test run golden` at minimum; the unit tests are fast enough that I don't mind if you skip them for a one-line change, but the run and golden suites are not optional. Now, commit the layout change from earlier.",
        )
        .bash("cabal test run golden", "golden:  All 59 tests passed (0.96s)\nrun:     All 73 tests passed (6.52s)")
        .bash(
          "git commit -am '[parse] close implicit blocks before where/then/else/of'",
          "[main c41d9a2] [parse] close implicit blocks before where/then/else/of\n 2 files changed, 31 insertions(+), 4 deletions(-)",
        )
        .stop("Both suites pass; committed as c41d9a2."),
    planted: [{ kind: "instruction", keys: ["cabal test run golden"] }],
  },
  {
    id: "b152-haddock-style",
    build: (s) =>
      s
        .user(
          "Document `allocLetrec` properly, please; it's the function we fixed last week and nobody will remember why it's two-phase. For Haddock comments in this project I like the first sentence to be a complete sentence ending with a full stop, since Haddock uses it as the summary, and I would rather you reference the paper (by author and year, in parentheses) when a function implements something from the literature.",
        )
        .file("Edit", "src/Tarn/Codegen/Closure.hs")
        .assistant(
          'Added a Haddock comment: "Allocates the closures of a letrec group in two phases." followed by why (free-variable slots may refer to any closure of the group) and a reference to (Peyton Jones, 1992).',
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["haddock", "full stop"] },
      { kind: "instruction", keys: ["author and year"] },
    ],
  },
  {
    id: "b152-empty-question-only",
    build: (s) =>
      s
        .user(
          "Is there any reason, in principle, why we could not support `where` clauses scoping over several guards? I believe the Report allows it, but I have never been quite sure how GHC desugars it.",
        )
        .assistant(
          "The Report does allow it: a `where` attached to an equation scopes over all its guards. GHC desugars the bindings into a `let` wrapping the whole guarded right-hand side, so the guards and bodies all see them.",
        )
        .user("And we do the same already, or do we attach it to the last guard only?")
        .bash(
          "cabal run tarnc -- --dump-core test/golden/parse/where-guard-if.tn | sed -n 1,6p",
          "f = \\x -> let y = x * 2 in case y > 10 of\n  True -> y\n  False -> 0",
        )
        .assistant("We do the same: the `let` wraps the whole guarded expression.")
        .user("Good, I misremembered then.")
        .stop(),
    planted: [],
  },
  {
    id: "b152-deriving-todos",
    build: (s) =>
      s
        .user("How far did we get with `deriving`? I have a vague recollection of Eq being done and Show being half done.")
        .bash(
          "grep -n '^derive' src/Tarn/Typecheck/Deriving.hs",
          '34:deriveEq :: DataDecl -> TcM [Binding]\n71:deriveShow :: DataDecl -> TcM [Binding]\n72:deriveShow _ = tcFail "deriving Show: not implemented for records"',
        )
        .assistant(
          "Eq is complete; Show is implemented except for record syntax, where it fails with 'not implemented for records'; Ord, Enum and Bounded do not exist yet.",
        )
        .user(
          "Right. So the outstanding items, in order, are: Show for records (showsPrec 11 for fields, as the Report specifies), and then the remaining classes (Ord, Enum and Bounded) together. None of it today; I shall get to them after the type class work lands.",
        )
        .stop(),
    planted: [
      { kind: "task", keys: ["show", "records"] },
      { kind: "task", keys: ["enum", "bounded"] },
    ],
  },
  {
    id: "b152-stack-env-fact",
    build: (s) =>
      s
        .user("The nightly job failed on ackermann in test/slow. Could you look at what happened?")
        .bash("gh run view 8901 --log | grep -B1 -A2 ackermann", "slow\n  ackermann-3-10: FAIL\n    tarn: heap exhausted (limit 512 MiB)\n")
        .assistant("It ran out of heap: the nightly runner caps the RTS heap at 512 MiB. Do you know whether that limit is deliberate?")
        .user(
          "It is deliberate: the nightly runner is a shared box (a 2 GB VPS of Tomasz's) and 512 MiB is the heap cap we agreed with him, so the fix can't be to raise it. That ackermann run needing more than 512 MiB is a space leak in itself and it is worth a look another day; for now mark it as expected-fail.",
        )
        .file("Edit", "test/slow/ackermann-3-10.expect")
        .stop("Marked ackermann-3-10 as expected-fail."),
    planted: [
      { kind: "fact", keys: ["512 mib", "nightly"] },
      { kind: "task", keys: ["space leak", "ackermann"] },
    ],
  },
  {
    id: "b152-numeric-defaulting",
    build: (s) =>
      s
        .user("`print (2 ^ 64)` gives a type error about an ambiguous type variable instead of defaulting. What are we doing for `default` declarations?")
        .bash("grep -rn 'default' src/Tarn/Typecheck/Solve.hs | head -4", "212:-- no defaulting yet; ambiguous numeric constraints are reported as errors")
        .assistant(
          "Nothing yet: the solver reports any ambiguous numeric constraint as an error (Solve.hs line 212). We could implement the Report's rule (default (Integer, Double), applied only when every class involved is a standard numeric one), or GHC's extended defaulting, which is looser.",
        )
        .user(
          "The Report's rule, exactly, with `default (Integer, Double)`; no extended defaulting rules, even in a REPL, because I want tarn to reject what the Report rejects. Since Integer literals aren't bignums yet that will have to wait for #52, so write it down: implement Report defaulting in the solver once #52 has landed.",
        )
        .assistant("Noted: the Report's defaulting rule with `default (Integer, Double)` and no extended defaulting, to be implemented in Solve.hs after #52.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["extended defaulting"] },
      { kind: "task", keys: ["defaulting", "#52"] },
    ],
  },
  {
    id: "b152-rts-debugging",
    build: (s) =>
      s
        .user("The GC test crashes only under -O2 of the C compiler. I'd like a backtrace.")
        .bash(
          "cabal run tarnc -- --cflags=-O2 test/run/gc-stress.tn -o /tmp/g && gdb -batch -ex run -ex bt /tmp/g 2>&1 | tail -4",
          "Program received signal SIGSEGV, Segmentation fault.\n#0  evacuate (p=0x7ffff7a41010) at rts/GC.c:94\n#1  scavenge_stack () at rts/GC.c:151\n#2  gc_collect () at rts/GC.c:203",
          0,
        )
        .file("Read", "rts/GC.c")
        .assistant(
          "The crash is in `evacuate` while scavenging the stack. The generated code keeps the Sp register in a C local, and at -O2 gcc keeps it only in a register, so the RTS reads a stale `Sp` from the global `BaseReg`. The generated code must write Sp back to `BaseReg->rSp` before every call into the RTS; at -O0 the store happens by accident.",
        )
        .bash("grep -n 'rSp' src/Tarn/Codegen/Emit.hs | head -3", "")
        .user(
          "Ah, yes: the emitter never saves Sp before calling the RTS. Confirmed by the fact that adding the store by hand in the .c file fixes it (I just tried). Add the save of Sp to BaseReg before every RTS call in the emitter. And for the future: when you debug the runtime, build it with `-O0 -g3` and run under gdb before trying anything clever; I have lost hours to printf debugging in there.",
        )
        .file("Edit", "src/Tarn/Codegen/Emit.hs")
        .bash("cabal run tarnc -- --cflags=-O2 test/run/gc-stress.tn -o /tmp/g && /tmp/g", "ok: 100000 collections")
        .stop("The emitter now stores Sp into BaseReg->rSp before each RTS call; gc-stress passes at -O2."),
    planted: [
      { kind: "fact", keys: ["basereg"] },
      { kind: "instruction", keys: ["-o0 -g3"] },
    ],
  },
  {
    id: "b152-doc-site",
    build: (s) =>
      s
        .user(
          "I'd like a documentation site eventually. Options I've considered: Hakyll (pleasingly, written in Haskell), mdBook, or plain Haddock plus a README. What is the least work that still lets me write a language reference with examples that are checked?",
        )
        .assistant(
          "mdBook is the least work for a reference with prose and examples, but checking the examples would need a small preprocessor that runs tarnc on the code blocks. Hakyll would let you write that check in Haskell directly, as a compiler rule, at the price of writing the site's templates yourself.",
        )
        .user(
          "Hakyll, then; I'd rather write templates than a preprocessor in a language I don't otherwise use, and the example checker can share code with the golden harness. The site lives in docs/site/, not in a separate repository. Make the directory with a stub site.hs so I have something to start from.",
        )
        .bash(
          "mkdir -p docs/site && cabal init --non-interactive --exe --package-name tarn-site docs/site 2>&1 | tail -1",
          "[Log] Generating docs/site/app/Main.hs...",
        )
        .file("Write", "docs/site/app/site.hs")
        .stop("Created docs/site/ with a stub Hakyll site.hs."),
    planted: [
      { kind: "decision", keys: ["hakyll"] },
      { kind: "fact", keys: ["docs/site"] },
    ],
  },
  {
    id: "b152-empty-done-request",
    build: (s) =>
      s
        .user("Bump the copyright year in LICENSE, please; it still says 2024.")
        .file("Edit", "LICENSE")
        .assistant("Updated to 'Copyright (c) 2024-2026'.")
        .user("Ranges are fine, yes. Thank you; and remove the stray trailing whitespace on that line while you are there.")
        .file("Edit", "LICENSE")
        .assistant("Done; the line no longer has trailing whitespace.")
        .stop(),
    planted: [],
  },
  {
    id: "b152-infix-decl",
    build: (s) =>
      s
        .user(
          "Do we honour fixity declarations that appear after the operator's use, as the Report requires (fixity is a property of the binding, not of textual order)?",
        )
        .bash(
          "printf 'main = print (1 +++ 2 *** 3)\\ninfixl 6 +++\\ninfixl 7 ***\\n(+++) = (+)\\n(***) = (*)\\n' > /tmp/f.tn && cabal run tarnc -- /tmp/f.tn -o /tmp/f && /tmp/f",
          "9",
        )
        .assistant(
          "No: it prints 9, i.e. (1 +++ 2) *** 3, because fixities are resolved during parsing, before the later `infixl` lines are seen, so every operator gets the default infixl 9. The correct answer is 7.",
        )
        .user(
          "I knew that would bite eventually. We'll do what GHC does: parse all operator applications as flat sequences and re-associate them in the renamer, once every fixity in scope is known. That is a decent-sized refactor; leave it for me, and add a failing run test now so that I can't forget it.",
        )
        .file("Write", "test/run/fixity-after-use.tn")
        .file("Write", "test/run/fixity-after-use.stdout")
        .stop("Added test/run/fixity-after-use.tn expecting 7; it currently fails with 9."),
    planted: [
      { kind: "decision", keys: ["re-associate", "renamer"] },
      { kind: "task", keys: ["fixity"] },
    ],
  },
];

export const BLIND152 = plantedSet(BLIND152_SESSIONS, Date.UTC(2026, 10, 5, 9));
