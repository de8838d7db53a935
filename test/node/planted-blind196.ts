/**
 * Blind planted set 196 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: the maintainer of libfrond, a small C library (a TOML parser; CMake, GitHub Actions CI on
 * Linux, macOS and Windows) triaging issues and PRs with the agent, deciding about API/ABI
 * compatibility, deprecations and releases; terse, lower-case, issue numbers and compiler output.
 * Each session is one segment; the items planted in it are listed with it: 75 items (20 decisions, 19 instructions,
 * 19 facts, 17 tasks) in 48 sessions, 13 of which plant nothing (62 user/assistant messages between them). Every other message
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

export const BLIND196_SESSIONS: BlindSession[] = [
  {
    id: "b196-soname-bump",
    build: (s) =>
      s
        .user("issue #412 wants frond_table_get to return a const pointer. that's an ABI break right? what do we do with it")
        .bash("git log --oneline v2.8.0..HEAD -- include/frond.h | head", "a91c2e0 add frond_array_len\n3f0d7b1 doc: clarify ownership of frond_value_t\n")
        .assistant(
          'Changing the return type from `frond_value_t *` to `const frond_value_t *` is source-compatible for most callers in C but breaks C++ callers that mutate through it, and it changes the mangled name nowhere since the API is extern "C". Strictly ABI it\'s fine; API-wise it can break builds with -Werror. Options: take it into 2.9 with a note, or hold it for 3.0 together with the SONAME bump.',
        )
        .user(
          "hold it for 3.0. and yeah ok, we bump the SONAME to libfrond.so.3 in 3.0, not earlier, I don't want distros rebuilding twice this year. label #412 as breaking and move on",
        )
        .bash("gh issue edit 412 --add-label breaking --milestone 3.0", "https://github.com/frond-org/libfrond/issues/412")
        .assistant("Labelled #412 `breaking` and put it on the 3.0 milestone.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["soname"] },
      { kind: "decision", keys: ["const"] },
    ],
  },
  {
    id: "b196-msvc-c4996",
    build: (s) =>
      s
        .user("windows job red again on main. look pls")
        .bash(
          "gh run view 9912734 --log-failed | tail -6",
          "src\\lexer.c(211): error C2220: the following warning is treated as an error\nsrc\\lexer.c(211): warning C4996: 'strncpy': This function or variable may be unsafe. Consider using strncpy_s instead.\nNMAKE : fatal error U1077: return code '0x2'",
          1,
        )
        .assistant(
          "It's the new strncpy in lexer.c:211 from #430. MSVC flags it with C4996, and our Windows job builds with /WX so the warning is fatal. Linux and macOS don't see it.",
        )
        .user(
          "right, so that's the whole story: msvc + /WX turns C4996 into an error, every time someone uses the posix string functions. don't sprinkle _CRT_SECURE_NO_WARNINGS in files, put it once in the cmake for msvc only",
        )
        .file("Edit", "CMakeLists.txt")
        .bash("cmake --build build-msvc --config Release 2>&1 | tail -2", "frond.vcxproj -> C:\\a\\libfrond\\build-msvc\\Release\\frond.lib\n")
        .assistant("Added `_CRT_SECURE_NO_WARNINGS` as a compile definition under `if(MSVC)` in CMakeLists.txt; the MSVC build is clean.")
        .user("good. also after 2.9 is out somebody has to update the vcpkg port, it still points at 2.7. not now")
        .stop("Noted; the vcpkg port update is left for after 2.9."),
    planted: [
      { kind: "fact", keys: ["c4996"] },
      { kind: "instruction", keys: ["_crt_secure_no_warnings"] },
      { kind: "task", keys: ["vcpkg"] },
    ],
  },
  {
    id: "b196-deprecate-parse-file",
    build: (s) =>
      s
        .user("PR #433 deprecates frond_parse_file in favour of frond_parse_path. do we just delete the old one in 3.0 or keep a shim?")
        .file("Read", "include/frond.h")
        .assistant(
          "I'd mark it `FROND_DEPRECATED(\"use frond_parse_path\")` now and keep it as a thin wrapper until 3.0. Alternatively we could keep the shim forever, it's six lines.",
        )
        .user(
          "deprecate in 2.9 with the macro, remove in 3.0. no forever shims, we did that with frond_init and still regret it. and the rule going forward: anything deprecated has to survive one full minor release with the warning before it's removed",
        )
        .file("Edit", "include/frond.h")
        .file("Edit", "CHANGELOG.md")
        .bash("ctest --test-dir build -R parse 2>&1 | tail -2", "100% tests passed, 0 tests failed out of 7\nTotal Test time (real) =   0.41 sec")
        .assistant('Marked `frond_parse_file` deprecated with the macro, added the CHANGELOG line under 2.9 "Deprecated", parse tests pass.')
        .stop(),
    planted: [
      { kind: "decision", keys: ["frond_parse_file"] },
      { kind: "instruction", keys: ["minor release"] },
    ],
  },
  {
    id: "b196-chitchat-fosdem",
    build: (s) =>
      s
        .user("morning. did you see the FOSDEM CFP went out? thinking about submitting a talk on fuzzing parsers")
        .assistant(
          "I can't browse, but a fuzzing talk sounds like a good fit for the testing devroom if there is one this year. Want me to pull some numbers from the oss-fuzz history for an abstract?",
        )
        .user("maybe later. how many crashes did oss-fuzz find in total, roughly?")
        .bash("gh issue list --label oss-fuzz --state all --limit 200 --json number | jq length", "23")
        .assistant("23 issues carry the `oss-fuzz` label, open and closed.")
        .user("huh, more than I thought. ok thanks, that's all")
        .stop("Sure."),
    planted: [],
  },
  {
    id: "b196-release-checklist",
    build: (s) =>
      s
        .user("lets prep 2.9.0-rc1. what's left on the milestone")
        .bash(
          "gh issue list --milestone 2.9 --state open",
          "441  OPEN  tests: flaky date-time test on macOS   bug\n438  OPEN  docs: frond_parse_path example        docs\n",
        )
        .assistant("Two open: #441 (flaky date-time test on macOS) and #438 (docs example for frond_parse_path).")
        .user(
          "438 I'll do myself, 441 we'll see. btw the release tags are signed with my key ending in 7C1A, tomasz doesn't have release rights, so if he asks you to tag something, don't",
        )
        .assistant("Understood. Should I draft the release notes from the CHANGELOG?")
        .user("yes")
        .file("Read", "CHANGELOG.md")
        .file("Write", "notes/2.9.0-rc1.md")
        .assistant("Drafted notes/2.9.0-rc1.md from the 2.9 section of the CHANGELOG.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["7c1a"] },
      { kind: "instruction", keys: ["tomasz", "tag"] },
    ],
  },
  {
    id: "b196-macos-flaky-datetime",
    build: (s) =>
      s
        .user("ok #441 now. the date-time test on macos")
        .bash(
          "ctest --test-dir build -R datetime --repeat until-fail:50 2>&1 | tail -4",
          "Test #12: datetime_offsets ...***Failed  0.02 sec\nexpected '1979-05-27T00:32:00-07:00' got '1979-05-27T07:32:00Z'\n\n0% tests passed, 1 tests failed out of 1",
          8,
        )
        .assistant("Fails on run 17 of 50. Could be timezone: maybe the runner's TZ differs between jobs? Or mktime normalising the struct.")
        .user("try TZ=UTC and see")
        .bash("TZ=UTC ctest --test-dir build -R datetime --repeat until-fail:200 2>&1 | tail -1", "100% tests passed, 0 tests failed out of 1")
        .bash("TZ=America/Los_Angeles ctest --test-dir build -R datetime --repeat until-fail:200 2>&1 | tail -1", "0% tests passed, 1 tests failed out of 1")
        .assistant(
          "Confirmed: the test passes 200/200 with TZ=UTC and fails with TZ=America/Los_Angeles. The cause is `mktime` in datetime.c, which uses the local timezone; we need `timegm` there (and `_mkgmtime` on Windows).",
        )
        .user("yep that's it. but not for the rc. put a TODO in the issue: replace mktime with timegm/_mkgmtime for 2.9.1")
        .bash(
          "gh issue comment 441 --body 'root cause: mktime uses local TZ. fix: timegm/_mkgmtime, planned for 2.9.1'",
          "https://github.com/frond-org/libfrond/issues/441#issuecomment-1",
        )
        .stop("Commented on #441 with the root cause and the 2.9.1 plan."),
    planted: [
      { kind: "fact", keys: ["mktime"] },
      { kind: "task", keys: ["timegm"] },
    ],
  },
  {
    id: "b196-cmake-minimum",
    build: (s) =>
      s
        .user("someone on #445 wants us to raise cmake_minimum_required to 3.20 so we can use presets. thoughts?")
        .file("Read", "CMakeLists.txt")
        .assistant(
          "We're at 3.14. 3.20 would drop Ubuntu 20.04's stock cmake (3.16) and RHEL 8's. Presets need 3.19 for configure presets, 3.20 for build presets. We could also just ship a CMakePresets.json that older cmake ignores.",
        )
        .user(
          "hmm. debian oldstable matters to us, the packagers shout. we stay at 3.16 minimum, I'll bump the 3.14 to 3.16 now since nobody tests 3.14 anyway. presets file can go in, older cmake just ignores it",
        )
        .file("Edit", "CMakeLists.txt")
        .file("Write", "CMakePresets.json")
        .bash("cmake --preset default && cmake --build --preset default 2>&1 | tail -1", "[24/24] Linking C shared library libfrond.so.2.8.1")
        .assistant("Raised `cmake_minimum_required` to 3.16 and added CMakePresets.json with a `default` preset; builds fine.")
        .user("also add to CONTRIBUTING: never use cmake features newer than 3.16 without asking me first")
        .file("Edit", "CONTRIBUTING.md")
        .stop("Added that to CONTRIBUTING.md."),
    planted: [
      { kind: "decision", keys: ["3.16"] },
      { kind: "decision", keys: ["cmakepresets"] },
      { kind: "instruction", keys: ["newer", "3.16"] },
    ],
  },
  {
    id: "b196-empty-ci-matrix-question",
    build: (s) =>
      s
        .user("how long does the full CI matrix take these days?")
        .bash(
          "gh run list --workflow ci.yml --limit 5 --json displayTitle,conclusion,updatedAt,startedAt",
          '[{"displayTitle":"lexer: bounds check","conclusion":"success"},{"displayTitle":"docs","conclusion":"success"}]',
        )
        .bash("gh run view 9913001 --json jobs | jq '.jobs[] | {name, startedAt, completedAt}' | head -12", '{"name":"ubuntu-latest / gcc","startedAt":"..."}')
        .assistant("Roughly 11 minutes wall clock; windows-latest / msvc is the long pole at about 10.5 minutes, ubuntu gcc is under 3.")
        .user("is it the vcpkg restore eating the time on windows?")
        .assistant("Partly; the cache restore step is ~2 minutes, configure ~1.5, and the test run with /RTC1 about 4. I haven't profiled it more than that.")
        .user("ok. just curious")
        .stop("Sure."),
    planted: [],
  },
  {
    id: "b196-fuzz-crash-triage",
    build: (s) =>
      s
        .user("oss-fuzz filed 5512, heap overflow in parse_basic_string. reproduce it")
        .bash(
          "./build-asan/fuzz/frond_fuzz crash-5512 2>&1 | head -5",
          "==4411==ERROR: AddressSanitizer: heap-buffer-overflow on address 0x602000000151\nREAD of size 1 at 0x602000000151 thread T0\n    #0 parse_basic_string src/lexer.c:318\n    #1 lex_value src/lexer.c:402",
          1,
        )
        .assistant(
          "Reproduced. It reads one past the end when a basic string ends with a backslash at EOF: the escape handler peeks `p[1]` without checking `p + 1 < end`.",
        )
        .file("Edit", "src/lexer.c")
        .file("Write", "test/regress/oss-fuzz-5512.toml")
        .bash("./build-asan/fuzz/frond_fuzz crash-5512 && ctest --test-dir build-asan 2>&1 | tail -1", "100% tests passed, 0 tests failed out of 61")
        .assistant("Added the bounds check and a regression file; ASan clean, all 61 tests pass.")
        .user(
          "nice. for the record: every fuzz crash gets its input committed under test/regress/ named after the oss-fuzz id, like you just did. and security-ish ones like this go to the security@ list before the fix is public, I forgot that this time, damn",
        )
        .stop("Got it; I'll follow that naming and keep security-relevant fixes private until security@ has seen them."),
    planted: [
      { kind: "instruction", keys: ["test/regress"] },
      { kind: "instruction", keys: ["security@"] },
    ],
  },
  {
    id: "b196-bool-api-pr",
    build: (s) =>
      s
        .user("review PR #447 pls, adds frond_get_bool_or")
        .bash(
          "gh pr diff 447 | head -30",
          "+FROND_API int frond_get_bool_or(const frond_table_t *t, const char *key, int dflt);\n+/* TODO: return bool once we require C99 */",
        )
        .assistant(
          'The function is fine, but note the author\'s comment: "TODO: return bool once we require C99". Do we require C99? The code already uses `//` comments and mixed declarations.',
        )
        .user("we do, C99 has been the baseline since 2.0, it says so in the README even. tell him to use <stdbool.h> bool for the return")
        .bash(
          "gh pr review 447 --request-changes --body 'C99 is the baseline (since 2.0); please return bool from <stdbool.h> and drop the TODO'",
          "Requested changes on pull request #447",
        )
        .assistant("Requested changes on #447: return `bool`, drop the TODO.")
        .stop(),
    planted: [{ kind: "fact", keys: ["c99"] }],
  },
  {
    id: "b196-empty-docs-typo",
    build: (s) =>
      s
        .user("the doxygen for frond_array_len says 'retuns'. fix it")
        .file("Edit", "include/frond.h")
        .assistant("Fixed the typo in the `frond_array_len` doc comment.")
        .user("and regenerate the docs locally so I can check the page")
        .bash(
          "cmake --build build --target docs 2>&1 | tail -2",
          "warning: Member FROND_API (macro definition) of file frond.h is not documented.\nBuilt target docs",
        )
        .assistant("Docs regenerated under build/docs/html. There's one pre-existing doxygen warning about the FROND_API macro being undocumented.")
        .user("whatever, fine")
        .stop("Done."),
    planted: [],
  },
  {
    id: "b196-windows-dll-export",
    build: (s) =>
      s
        .user("issue #450: linking frond.dll from a mingw app, undefined reference to frond_version. works with the static lib")
        .bash(
          "dumpbin /exports build-msvc/Release/frond.dll | findstr frond_",
          "        1    0 00001010 frond_array_len\n        2    1 00001020 frond_parse_path\n",
        )
        .assistant(
          "`frond_version` is missing from the export table. Looking at version.c, it's defined without `FROND_API`, so on Windows it's never `__declspec(dllexport)`-ed. On Linux everything is visible by default so nobody noticed.",
        )
        .user("wait we don't build with -fvisibility=hidden on linux?")
        .file("Read", "CMakeLists.txt")
        .assistant("No, `C_VISIBILITY_PRESET` isn't set, so every non-static symbol is exported on Linux and macOS.")
        .user(
          "ugh. ok: we switch to hidden visibility on all platforms so linux behaves like windows and a missing FROND_API shows up everywhere. do it in this PR together with the fix for frond_version",
        )
        .file("Edit", "CMakeLists.txt")
        .file("Edit", "src/version.c")
        .bash("nm -D --defined-only build/libfrond.so | grep -c ' T '", "38")
        .assistant(
          "Set `C_VISIBILITY_PRESET hidden` and `VISIBILITY_INLINES_HIDDEN` on the target, added `FROND_API` to frond_version. 38 exported symbols on Linux now, same list as the DLL.",
        )
        .stop(),
    planted: [{ kind: "decision", keys: ["visibility"] }],
  },
  {
    id: "b196-triage-stale-bot",
    build: (s) =>
      s
        .user(
          "i have 90 open issues and half are questions. should we add the stale bot? actually no, scratch that, people hate it. just list issues with the question label older than 6 months",
        )
        .bash(
          "gh issue list --label question --search 'created:<2026-05-28' --json number,title --jq '.[] | \"\\(.number) \\(.title)\"'",
          "211 how to iterate nested tables\n240 utf-16 input?\n266 thread safety of frond_parse_path\n",
        )
        .assistant("Three: #211 (iterating nested tables), #240 (UTF-16 input), #266 (thread safety of frond_parse_path).")
        .user(
          "266 is a real answer: the parser is reentrant, no global state since 2.4, but a frond_doc_t must not be shared between threads without a lock. write that in the docs FAQ. the other two close with a link to the examples",
        )
        .file("Edit", "docs/faq.md")
        .bash(
          "gh issue close 211 --comment 'see examples/walk.c' && gh issue close 240 --comment 'UTF-8 only, see docs/faq.md'",
          "✓ Closed issue #211\n✓ Closed issue #240",
        )
        .assistant("Added the thread-safety answer to docs/faq.md and closed #211 and #240 with links.")
        .stop(),
    planted: [{ kind: "fact", keys: ["reentrant"] }],
  },
  {
    id: "b196-clang-format",
    build: (s) =>
      s
        .user("PR #452 is all whitespace noise. do we have a .clang-format?")
        .bash("ls -a | grep clang", ".clang-tidy")
        .assistant(
          "Only a .clang-tidy, no .clang-format. I could add one based on the existing style (4-space indent, braces on the same line, 100 columns) and a CI check.",
        )
        .user("yes, go with that, 100 columns. but pin clang-format 17 in CI, different versions format differently and I'm not doing that dance again")
        .file("Write", ".clang-format")
        .file("Edit", ".github/workflows/ci.yml")
        .bash("clang-format-17 --dry-run --Werror src/*.c include/*.h 2>&1 | wc -l", "0")
        .assistant(
          "Added .clang-format (4 spaces, attached braces, ColumnLimit 100) and a `format` job running clang-format-17 --dry-run --Werror; the tree is already clean.",
        )
        .user("later we should run it over the tests/ dir too, those are a mess. not today")
        .stop("OK, tests/ stays out of the check for now."),
    planted: [
      { kind: "decision", keys: ["clang-format"] },
      { kind: "instruction", keys: ["clang-format 17"] },
      { kind: "task", keys: ["tests/"] },
    ],
  },
  {
    id: "b196-empty-benchmark-look",
    build: (s) =>
      s
        .user("run the benchmark on the big cargo lock file, want to see if the lexer change slowed things")
        .bash("./build/bench/frond_bench data/Cargo-huge.toml", "parse: 41.2 ms (median of 20)\nalloc: 18231 allocations, 3.1 MiB peak\n")
        .assistant("41.2 ms median over 20 runs, 18,231 allocations, 3.1 MiB peak.")
        .user("what was it before?")
        .bash(
          "git stash && cmake --build build >/dev/null && ./build/bench/frond_bench data/Cargo-huge.toml; git stash pop",
          "parse: 40.8 ms (median of 20)\nalloc: 18231 allocations, 3.1 MiB peak\n",
        )
        .assistant("40.8 ms before, so about 1% slower, within noise for this machine.")
        .user("fine, not worth worrying about")
        .stop("Agreed, it's noise."),
    planted: [],
  },
  {
    id: "b196-pkgconfig",
    build: (s) =>
      s
        .user("#455 says the .pc file has the wrong libdir on fedora, /usr/lib instead of /usr/lib64")
        .bash("cat build/frond.pc | head -4", "prefix=/usr\nlibdir=${prefix}/lib\nincludedir=${prefix}/include\n")
        .assistant("The template hardcodes `lib`. It should use `@CMAKE_INSTALL_LIBDIR@` from GNUInstallDirs, which gives lib64 on Fedora.")
        .file("Edit", "frond.pc.in")
        .bash("cmake -B build -DCMAKE_INSTALL_PREFIX=/usr && grep libdir build/frond.pc", "libdir=${prefix}/lib64")
        .assistant("Fixed: frond.pc.in now uses CMAKE_INSTALL_LIBDIR, giving lib64 here.")
        .user(
          "good. priya does the fedora and epel packaging, she should review anything touching install paths or the .pc/.cmake config files. add her as codeowner for those",
        )
        .file("Edit", ".github/CODEOWNERS")
        .stop("Added Priya as CODEOWNER for frond.pc.in, cmake/*Config.cmake.in and the install rules."),
    planted: [
      { kind: "fact", keys: ["priya", "fedora"] },
      { kind: "instruction", keys: ["priya", "install"] },
    ],
  },
  {
    id: "b196-error-codes",
    build: (s) =>
      s
        .user("PR #458 adds FROND_E_DEPTH for nesting too deep. the author put it in the middle of the enum, between E_SYNTAX and E_IO")
        .bash("gh pr diff 458 -- include/frond.h", " FROND_E_SYNTAX = 3,\n+FROND_E_DEPTH,\n FROND_E_IO,\n")
        .assistant("That renumbers FROND_E_IO and everything after it, which is an ABI break for anyone who stored or compared numeric codes.")
        .user(
          "exactly. the error enum is append-only and every value gets an explicit number, write that as a comment above the enum. ask him to move it to the end as = 9",
        )
        .file("Edit", "include/frond.h")
        .bash(
          "gh pr comment 458 --body 'error enum is append-only: please add FROND_E_DEPTH at the end with an explicit = 9'",
          "https://github.com/frond-org/libfrond/pull/458#issuecomment-2",
        )
        .assistant("Added the comment above `frond_error_t` in frond.h and asked for `FROND_E_DEPTH = 9` at the end.")
        .user("and what's the max depth he picked?")
        .assistant("512 by default, configurable through `frond_options_t.max_depth`.")
        .user("ok")
        .stop(),
    planted: [{ kind: "instruction", keys: ["append-only"] }],
  },
  {
    id: "b196-empty-hypothesis-leak",
    build: (s) =>
      s
        .user("valgrind in the nightly says 'definitely lost: 48 bytes'. is that from the new include-file feature?")
        .bash(
          "valgrind --leak-check=full ./build/test/test_include 2>&1 | grep -A3 'definitely lost'",
          "==7712== 48 bytes in 1 blocks are definitely lost in loss record 3 of 5\n==7712==    at 0x4848899: malloc\n==7712==    by 0x10A3F1: path_join (include.c:88)",
        )
        .assistant(
          "It points at path_join in include.c:88, so probably yes. Maybe the joined path isn't freed when the include fails? I haven't checked the error path yet.",
        )
        .user("could also be the test itself not calling frond_doc_free. dunno")
        .assistant("Possible too; the test returns early on one assertion. Want me to dig in now?")
        .user("no, I'm out of time today. leave it")
        .stop("Leaving it."),
    planted: [],
  },
  {
    id: "b196-macos-universal",
    build: (s) =>
      s
        .user("homebrew folks ask for universal binaries on macos (#461). how hard")
        .bash("lipo -info build-mac/libfrond.dylib", "Non-fat file: build-mac/libfrond.dylib is architecture: arm64")
        .assistant('Just `-DCMAKE_OSX_ARCHITECTURES="arm64;x86_64"`; there\'s no asm or arch-specific code. Homebrew usually builds per-arch itself, though.')
        .user(
          "right, homebrew doesn't need it. we're not going to ship prebuilt binaries at all, not for mac and not for windows, distros and package managers build from source. close #461 with that",
        )
        .bash(
          "gh issue close 461 --reason 'not planned' --comment 'We only ship source releases; package managers build per arch.'",
          "✓ Closed issue #461 (not planned)",
        )
        .assistant("Closed #461 as not planned.")
        .stop(),
    planted: [{ kind: "decision", keys: ["prebuilt"] }],
  },
  {
    id: "b196-sanitizer-job",
    build: (s) =>
      s
        .user("we only run asan in the nightly. i want ubsan+asan on every PR, ubuntu clang only, not on the other OSes. add the job")
        .file("Edit", ".github/workflows/ci.yml")
        .bash("act -j sanitizers 2>&1 | tail -3", "| 100% tests passed, 0 tests failed out of 61\n[ci/sanitizers] ✅  Success - Main ctest\n")
        .assistant(
          "Added a `sanitizers` job (ubuntu-latest, clang, `-fsanitize=address,undefined -fno-sanitize-recover=all`) that runs on every PR; passes locally under act.",
        )
        .user("cool. msan would need an instrumented libc too, right? is that even doable on the hosted runners?")
        .assistant(
          "It's doable but fiddly: MSan needs every linked library instrumented, for a C library mostly libc itself, so people usually build in a custom container.",
        )
        .user("eh. I'll think about it")
        .user(
          "one more thing, runner note: ubuntu-latest moved to 24.04 last month and its default clang is 18, so don't hardcode clang-15 anywhere in the workflows",
        )
        .bash("grep -rn 'clang-15' .github/workflows/", ".github/workflows/nightly.yml:22:          CC: clang-15")
        .file("Edit", ".github/workflows/nightly.yml")
        .stop("Replaced the one `clang-15` in nightly.yml with plain `clang`."),
    planted: [
      { kind: "decision", keys: ["ubsan"] },
      { kind: "fact", keys: ["24.04"] },
      { kind: "instruction", keys: ["clang-15"] },
    ],
  },
  {
    id: "b196-changelog-format",
    build: (s) =>
      s
        .user("merge #447 now that he fixed it, and add the changelog entry")
        .bash("gh pr merge 447 --squash --delete-branch", "✓ Squashed and merged pull request #447 (add frond_get_bool_or)")
        .file("Edit", "CHANGELOG.md")
        .assistant('Merged #447 and added "Added: frond_get_bool_or() (#447)" under 2.9.')
        .user(
          "thanks. btw changelog entries credit the contributor by github handle, like '(#447, @mkaras)'. I'm fixing this one, you do it that way from now on",
        )
        .file("Edit", "CHANGELOG.md")
        .stop("Understood, entries will carry the PR number and the contributor's handle."),
    planted: [{ kind: "instruction", keys: ["handle"] }],
  },
  {
    id: "b196-empty-gh-actions-outage",
    build: (s) =>
      s
        .user("all jobs queued for 20 min, is github down?")
        .bash("curl -s https://www.githubstatus.com/api/v2/status.json | jq .status.description", '"Partial System Outage"')
        .assistant("githubstatus reports a partial outage right now, so the queued jobs are probably that.")
        .user("lol. ok I'll go make coffee")
        .assistant("Good plan. I can re-run the failed ones once it clears if you want.")
        .user("sure, if it clears in the next hour")
        .bash("gh run rerun 9913442 --failed", "✓ Requested rerun (failed jobs) of run 9913442")
        .stop("Re-ran the failed jobs of run 9913442."),
    planted: [],
  },
  {
    id: "b196-inline-tables",
    build: (s) =>
      s
        .user("bug #463: toml 1.1 allows newlines and trailing commas in inline tables, our parser rejects them. do we support 1.1 yet?")
        .bash("grep -rn 'TOML_VERSION\\|1\\.0\\.0' include/ src/ | head -3", 'include/frond.h:14:#define FROND_TOML_SPEC "1.0.0"')
        .assistant("We declare spec 1.0.0. TOML 1.1 isn't released as a final spec yet, only the draft in toml-lang/toml main.")
        .user(
          "then we stay on 1.0.0 until 1.1 is final. but I want the 1.1 bits behind a flag, FROND_OPT_TOML11, off by default. that's the plan, and I'll write it in the issue myself. open a tracking task for the flag in the 3.0 milestone",
        )
        .bash(
          "gh issue create --title 'TOML 1.1 support behind FROND_OPT_TOML11' --milestone 3.0 --body 'Tracking: inline-table newlines, trailing commas, \\e escape'",
          "https://github.com/frond-org/libfrond/issues/464",
        )
        .assistant("Opened #464 in 3.0 for the FROND_OPT_TOML11 flag.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["toml11"] },
      { kind: "decision", keys: ["1.0.0"] },
      { kind: "task", keys: ["toml11", "3.0"] },
    ],
  },
  {
    id: "b196-ci-cache-key",
    build: (s) =>
      s
        .user("windows job restored a stale vcpkg cache and built against old zlib. why")
        .bash("grep -n 'key:' .github/workflows/ci.yml", "48:          key: vcpkg-${{ runner.os }}")
        .assistant("The cache key is only the OS, so it never changes when vcpkg.json or the baseline changes. It should include a hash of vcpkg.json.")
        .file("Edit", ".github/workflows/ci.yml")
        .assistant("Key is now `vcpkg-${{ runner.os }}-${{ hashFiles('vcpkg.json') }}`.")
        .user(
          "good. and note this: zlib is only an optional dep for the gzip reader, FROND_WITH_ZLIB, off by default. the core lib must stay dependency-free, that's the one thing I will not bend on",
        )
        .stop("Noted."),
    planted: [
      { kind: "fact", keys: ["frond_with_zlib"] },
      { kind: "instruction", keys: ["dependency-free"] },
    ],
  },
  {
    id: "b196-empty-explain-alignment",
    build: (s) =>
      s
        .user("explain to me why frond_value_t is 24 bytes on x86_64 and 16 on i386, someone asked in discussions")
        .file("Read", "src/value.h")
        .assistant(
          "It's a tag (4-byte enum) plus a union whose largest member is `struct { char *ptr; size_t len; }`. On x86_64 that's 16 bytes aligned to 8, so 4 + 4 padding + 16 = 24. On i386 pointers and size_t are 4 bytes, the union is 8 (or 12 with the int64 member aligned to 4), so 4 + 12 = 16.",
        )
        .user("and int64 alignment on i386 is 4 with gcc? i always forget")
        .assistant("Yes, inside structs gcc aligns `long long`/`int64_t` to 4 on i386 System V; `alignof` reports 8 but the struct layout uses 4.")
        .user("ok I'll paste that in the discussion, thanks")
        .stop("Sure."),
    planted: [],
  },
  {
    id: "b196-release-branching",
    build: (s) =>
      s
        .user("after rc1 is tagged, where do fixes go? main or a branch?")
        .bash("git branch -r | head", "  origin/main\n  origin/release-2.8\n")
        .assistant("For 2.8 we had release-2.8 and cherry-picked from main. Same pattern would be release-2.9 cut at the rc1 tag.")
        .user("yes same pattern. cut release-2.9 from the rc1 tag. fixes land on main first and get cherry-picked with -x, never the other way around")
        .bash(
          "git tag -v v2.9.0-rc1 2>&1 | tail -1 && git branch release-2.9 v2.9.0-rc1 && git push origin release-2.9",
          'gpg: Good signature from "Ines Varga <ines@frond.dev>"\n * [new branch]      release-2.9 -> release-2.9',
        )
        .assistant("Cut release-2.9 from v2.9.0-rc1 (signature verified) and pushed it.")
        .user("also 2.8 is end of life once 2.9.0 final is out, no more backports after that. put that in SECURITY.md")
        .file("Edit", "SECURITY.md")
        .stop("SECURITY.md now lists 2.9 as supported and 2.8 as end of life at the 2.9.0 release."),
    planted: [
      { kind: "instruction", keys: ["cherry-pick"] },
      { kind: "decision", keys: ["2.8", "end of life"] },
    ],
  },
  {
    id: "b196-meson-port",
    build: (s) =>
      s
        .user("PR #466 adds a meson.build alongside cmake. 400 lines. what's your take")
        .bash("gh pr view 466 --json additions,deletions,author", '{"additions":412,"deletions":0,"author":{"login":"jvdberg"}}')
        .assistant(
          "It duplicates the source list, the config header generation and the install rules. Every new file would need two edits, and CI would need a meson job on three OSes. Benefit: some distros and GNOME-ish consumers prefer meson subprojects, though they can use cmake through meson's cmake module.",
        )
        .user("yeah no. we're cmake only, one build system. thank him and close it, point at meson's cmake subproject support")
        .bash(
          "gh pr close 466 --comment 'Thanks! We keep a single build system (CMake); meson users can consume it via cmake.subproject().'",
          "✓ Closed pull request #466",
        )
        .assistant("Closed #466 with a thank-you and the cmake.subproject() pointer.")
        .stop(),
    planted: [{ kind: "decision", keys: ["meson"] }],
  },
  {
    id: "b196-empty-git-bisect",
    build: (s) =>
      s
        .user("bisect why test_unicode started failing between 2.7 and 2.8")
        .bash(
          "git bisect start v2.8.0 v2.7.0 && git bisect run sh -c 'cmake --build build >/dev/null && ctest --test-dir build -R unicode'",
          "c81e5d2 is the first bad commit\ncommit c81e5d2\n    lexer: reject surrogate code points in \\U escapes\nbisect found first bad commit",
        )
        .assistant(
          'First bad commit is c81e5d2, "lexer: reject surrogate code points in \\U escapes". The test had a \\uD800 escape that is now (correctly) rejected per the spec.',
        )
        .user("so the test was wrong, not the lexer. fix the test")
        .file("Edit", "test/test_unicode.c")
        .bash("git bisect reset && ctest --test-dir build -R unicode | tail -1", "100% tests passed, 0 tests failed out of 1")
        .assistant("Changed the test input to a valid code point; it passes.")
        .stop(),
    planted: [],
  },
  {
    id: "b196-symbol-versioning",
    build: (s) =>
      s
        .user("for 3.0 do we want a linker version script? I keep reading glibc-style symbol versioning is overkill for small libs")
        .file("Read", "cmake/FrondTargets.cmake")
        .assistant(
          "With hidden visibility already in, a version script would add symbol versions (FROND_3.0) so that a future 3.x addition could get FROND_3.1 and distros' dpkg-shlibs/rpm deps get finer. It's ELF-only; Windows and macOS ignore it. Cost is maintaining the .map file.",
        )
        .user(
          "ok convinced, let's do a version script for 3.0 but a dumb one, just FROND_3 for everything, no per-release nodes. and remind me to ask the debian maintainer if that breaks their symbols file",
        )
        .file("Write", "src/frond.map")
        .file("Edit", "CMakeLists.txt")
        .bash("objdump -T build/libfrond.so | grep -c FROND_3", "38")
        .assistant("Added src/frond.map with a single FROND_3 node and linked it on ELF platforms; all 38 exported symbols carry FROND_3.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["version script"] },
      { kind: "task", keys: ["debian", "symbols"] },
    ],
  },
  {
    id: "b196-test-runner",
    build: (s) =>
      s
        .user("run the tests")
        .bash("ctest --test-dir build 2>&1 | tail -2", "100% tests passed, 0 tests failed out of 61\nTotal Test time (real) =   2.07 sec")
        .assistant("All 61 pass.")
        .user("ok. when you run tests for me, use ctest with --output-on-failure and -j8, plain ctest hides the failure output and I always have to rerun")
        .bash("ctest --test-dir build --output-on-failure -j8 2>&1 | tail -1", "Total Test time (real) =   0.52 sec")
        .assistant("Will do. Same result, 0.52 s in parallel.")
        .user("also the api docs live in include/frond.h as doxygen, not in docs/. docs/ is only the guide and faq")
        .stop("Understood."),
    planted: [
      { kind: "instruction", keys: ["--output-on-failure"] },
      { kind: "fact", keys: ["doxygen", "frond.h"] },
    ],
  },
  {
    id: "b196-empty-withdrawn-rename",
    build: (s) =>
      s
        .user(
          "thinking of renaming frond_doc_t to frond_document_t in 3.0, more readable. hmm, but every user would have to sed their code for nothing. no, forget it, not renaming",
        )
        .assistant("Makes sense; the churn wouldn't buy much. Anything else for 3.0 naming?")
        .user("how many public types do we have anyway")
        .bash("grep -c 'typedef' include/frond.h", "9")
        .assistant("Nine typedefs in frond.h.")
        .user("fine. nothing else")
        .stop(),
    planted: [],
  },
  {
    id: "b196-windows-arm",
    build: (s) =>
      s
        .user("add windows on arm to the matrix? there's a windows-11-arm runner now")
        .bash("gh api repos/frond-org/libfrond/actions/runners --jq '.total_count'", "0")
        .assistant(
          "GitHub hosts `windows-11-arm` for public repos. Adding it to the matrix is one line; build time is similar to x64. Do you want it as required or allowed-to-fail?",
        )
        .user(
          "allowed to fail for now, continue-on-error. we make it required after it's been green for a month, put a reminder in the workflow file as a comment? no, a comment nobody reads. open an issue for it",
        )
        .file("Edit", ".github/workflows/ci.yml")
        .bash(
          "gh issue create --title 'CI: make windows-11-arm required once stable' --body 'Added as continue-on-error on 2026-11-...'",
          "https://github.com/frond-org/libfrond/issues/468",
        )
        .assistant("Added `windows-11-arm` to the matrix with `continue-on-error: true` and opened #468 to make it required after a green month.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["windows-11-arm"] },
      { kind: "task", keys: ["required", "month"] },
    ],
  },
  {
    id: "b196-empty-license-question",
    build: (s) =>
      s
        .user("someone asks if they can vendor libfrond into a proprietary firmware. we're MIT right?")
        .bash("head -3 LICENSE", "MIT License\n\nCopyright (c) 2019-2026 Ines Varga and contributors")
        .assistant(
          "Yes, MIT: they can vendor it into proprietary firmware as long as they keep the copyright and permission notice with the source or in their docs.",
        )
        .user("ok thx, I'll answer them")
        .stop("Sure."),
    planted: [],
  },
  {
    id: "b196-alloc-hooks",
    build: (s) =>
      s
        .user("#470 asks for custom allocator hooks. embedded people want to avoid malloc. we already have frond_set_allocator, no?")
        .bash("grep -n 'allocator' include/frond.h", "88:FROND_API void frond_set_allocator(frond_malloc_fn m, frond_free_fn f);")
        .assistant(
          "Yes, but it's global and has no realloc, so the string builder still calls realloc directly in strbuf.c. That's why they see malloc-family calls.",
        )
        .user(
          "damn, good catch. the global one is a mistake: for 3.0 the allocator moves into frond_options_t, per parser, with realloc included, and frond_set_allocator gets deprecated in 2.10. write that plan in #470",
        )
        .bash(
          "gh issue comment 470 --body 'Plan: 3.0 per-parser allocator in frond_options_t (malloc/realloc/free); frond_set_allocator deprecated in 2.10.'",
          "https://github.com/frond-org/libfrond/issues/470#issuecomment-3",
        )
        .assistant("Commented the plan on #470.")
        .user("and the strbuf realloc bypass is a bug for 2.9.1, make a note in the issue list")
        .bash(
          "gh issue create --title 'strbuf.c calls realloc directly, bypassing frond_set_allocator' --milestone 2.9.1 --label bug",
          "https://github.com/frond-org/libfrond/issues/471",
        )
        .stop("Opened #471 for the strbuf realloc bypass in 2.9.1."),
    planted: [
      { kind: "decision", keys: ["frond_options_t", "allocator"] },
      { kind: "decision", keys: ["frond_set_allocator", "2.10"] },
      { kind: "task", keys: ["strbuf"] },
    ],
  },
  {
    id: "b196-maintainers",
    build: (s) =>
      s
        .user("who's listed in MAINTAINERS right now?")
        .bash("cat MAINTAINERS", "Ines Varga <ines@frond.dev>  lead, releases\nTomasz Wrona <tw@...>  windows, ci\n")
        .assistant("Ines Varga (lead, releases) and Tomasz Wrona (Windows, CI).")
        .user(
          "add jvdberg as reviewer for the lexer, he's been doing great work despite the meson thing. and fyi tomasz is the only one of us with a windows box, so windows-only bugs get assigned to him",
        )
        .file("Edit", "MAINTAINERS")
        .assistant("Added jvdberg as lexer reviewer in MAINTAINERS.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["tomasz", "windows"] },
      { kind: "fact", keys: ["jvdberg", "lexer"] },
      { kind: "instruction", keys: ["windows-only"] },
    ],
  },
  {
    id: "b196-empty-status",
    build: (s) =>
      s
        .user("where are we with rc1, quick summary")
        .bash(
          "gh release view v2.9.0-rc1 --json tagName,isPrerelease,publishedAt",
          '{"tagName":"v2.9.0-rc1","isPrerelease":true,"publishedAt":"2026-11-27T18:02:11Z"}',
        )
        .assistant(
          "v2.9.0-rc1 is published as a prerelease since yesterday 18:02 UTC. release-2.9 exists, #441 is on 2.9.1, and two downstream reports came in, both build-only and already fixed on main.",
        )
        .user("any reports from the arch or alpine packagers?")
        .assistant("Nothing from either on the tracker or the discussions.")
        .user("ok, quiet is good")
        .stop(),
    planted: [],
  },
  {
    id: "b196-coverage-gaps",
    build: (s) =>
      s
        .user("coverage report from the nightly, where are we weakest?")
        .bash(
          "gcovr -r . --filter src/ --sort-uncovered | head -6",
          "File            Lines    Exec  Cover   Missing\nsrc/include.c     212     131    61%   88-97,140-171\nsrc/datetime.c    305     241    79%   ...\nsrc/lexer.c       811     760    93%   ...",
        )
        .assistant("include.c is lowest at 61%: most of the missed lines are the error paths (cyclic includes, unreadable file). datetime.c at 79%.")
        .user(
          "figures. ok two things for later, not this session: write tests for the include.c error paths, and get codecov wired up so PRs show the diff coverage. the second one needs a token from the org admin so it'll take a while",
        )
        .assistant("Noted both; nothing changed now.")
        .stop(),
    planted: [
      { kind: "task", keys: ["include.c"] },
      { kind: "task", keys: ["codecov"] },
    ],
  },
  {
    id: "b196-big-endian",
    build: (s) =>
      s
        .user("#473: tests fail on s390x in debian's buildd. do we even care about big endian?")
        .bash(
          "gh issue view 473 --json body --jq .body | head -8",
          "test_float: FAIL\nexpected 0x3ff0000000000000 got 0x000000000000f03f\nbuild: s390x, gcc 14",
        )
        .assistant(
          "The float test memcmp's the double's bytes against a little-endian literal. Looks like a test bug rather than a parser bug, but I can't run s390x here to confirm.",
        )
        .bash(
          "docker run --rm --platform linux/s390x -v $PWD:/src debian:sid sh -c 'cd /src && cmake -B b-s390x >/dev/null && cmake --build b-s390x >/dev/null && ctest --test-dir b-s390x -R float'",
          "Test #21: test_float ...***Failed\n0% tests passed, 1 tests failed out of 1",
          8,
        )
        .file("Edit", "test/test_float.c")
        .bash(
          "docker run --rm --platform linux/s390x -v $PWD:/src debian:sid sh -c 'cd /src && cmake --build b-s390x >/dev/null && ctest --test-dir b-s390x -R float | tail -1'",
          "100% tests passed, 0 tests failed out of 1",
        )
        .assistant(
          "Confirmed under qemu: only the test was endian-dependent. I changed it to compare values instead of bytes and it passes on s390x; the parser itself is fine on big endian.",
        )
        .user(
          "good, so we do support big endian, debian builds us on s390x and ppc64 and those are the only BE users we know of. next week add an s390x qemu job to the nightly so we hear about this before debian does",
        )
        .stop("OK, leaving the nightly s390x job for next week."),
    planted: [
      { kind: "fact", keys: ["s390x", "debian"] },
      { kind: "task", keys: ["s390x", "nightly"] },
    ],
  },
  {
    id: "b196-empty-pr-review-nits",
    build: (s) =>
      s
        .user("look at #475, is it ready?")
        .bash("gh pr checks 475", "format\tpass\nsanitizers\tpass\nubuntu-latest / gcc\tpass\nmacos-latest / clang\tpass\nwindows-latest / msvc\tpass")
        .bash(
          "gh pr diff 475 | head -12",
          "-    if (len == 0) return NULL;\n+    if (len == 0) {\n+        return NULL; /* never reached for keys, see lex_key */\n+    }",
        )
        .assistant(
          'CI is green everywhere. The diff only adds braces and a comment in table.c; one nit: the comment says "never reached for keys" but lex_key can pass len 0 for `"" = 1`.',
        )
        .user("is that right? empty quoted keys are legal toml?")
        .assistant('Yes, `"" = 1` is valid TOML 1.0 (discouraged but legal), and test/valid/empty-key.toml covers it.')
        .user("then ask him to drop the comment and merge after")
        .bash("gh pr review 475 --comment --body 'empty quoted keys reach this path (\"\" = 1); please drop the comment'", "Reviewed pull request #475")
        .stop("Asked for the comment to be dropped on #475."),
    planted: [],
  },
  {
    id: "b196-install-interface",
    build: (s) =>
      s
        .user("#477: find_package(frond) gives a target frond::frond but the include dir points into the build tree after install. what")
        .bash("grep -n 'target_include_directories' CMakeLists.txt", "31:target_include_directories(frond PUBLIC ${CMAKE_CURRENT_SOURCE_DIR}/include)")
        .assistant(
          "The include dir isn't wrapped in `$<BUILD_INTERFACE:...>` / `$<INSTALL_INTERFACE:include>`, so the exported config keeps the absolute source path.",
        )
        .file("Edit", "CMakeLists.txt")
        .bash(
          "cmake --install build --prefix /tmp/fr && grep INTERFACE_INCLUDE /tmp/fr/lib/cmake/frond/frondTargets.cmake",
          'INTERFACE_INCLUDE_DIRECTORIES "${_IMPORT_PREFIX}/include"',
        )
        .assistant("Fixed with the generator expressions; the installed frondTargets.cmake now points at ${_IMPORT_PREFIX}/include.")
        .user(
          "ok. this kind of thing keeps slipping through because CI never builds a consumer project. TODO for after the release: a ci job that installs and builds examples/consumer against the installed package",
        )
        .stop("Noted as follow-up work after the release."),
    planted: [{ kind: "task", keys: ["consumer"] }],
  },
  {
    id: "b196-locale-strtod",
    build: (s) =>
      s
        .user("#479 floats parse as 3 instead of 3.14 for a user in germany. locale?")
        .bash("LC_ALL=de_DE.UTF-8 ./build/examples/dump test/valid/float.toml | head -2", "pi = 3\ne = 2")
        .assistant(
          'Reproduced with LC_ALL=de_DE.UTF-8: `strtod` honours LC_NUMERIC, where the decimal separator is a comma, so it stops at the dot. The app calls setlocale(LC_ALL, "") and we inherit it.',
        )
        .user("so we can't use strtod at all in a library. what do others do")
        .assistant(
          "Options: strtod_l with a C locale object (not on all platforms), or our own decimal parser, or bundling a small exact parser like the one from Ryu/fast_float's C port.",
        )
        .user(
          "we write our own for the toml float grammar, it's narrow enough, no vendoring. and add a test that runs under de_DE. I'll take the parser myself next week, you do the test now",
        )
        .file("Write", "test/test_locale.c")
        .bash("ctest --test-dir build -R locale --output-on-failure | tail -3", "expected 3.14 got 3\n0% tests passed, 1 tests failed out of 1", 8)
        .assistant("Added test_locale.c; it fails as expected until the parser lands.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["strtod", "lc_numeric"] },
      { kind: "decision", keys: ["float", "own"] },
      { kind: "task", keys: ["parser", "next week"] },
    ],
  },
  {
    id: "b196-release-date",
    build: (s) =>
      s
        .user("rc1 has been out a few days with no real complaints. let's ship 2.9.0 on december 1st")
        .bash("gh issue list --milestone 2.9 --state open --json number", "[]")
        .assistant(
          "The 2.9 milestone is empty, so nothing blocks a December 1 release. Should I prepare the tarball with scripts/make-dist.sh or just rely on GitHub's generated archive?",
        )
        .user(
          "make-dist.sh, always. the github auto archives don't have the generated frond_config.h.in bits and the autotools-less users trip over it. that's why the release tarball is built by make-dist.sh and signed separately",
        )
        .bash("./scripts/make-dist.sh 2.9.0 --dry-run", "would create libfrond-2.9.0.tar.xz (412 files)\nwould sign with key 7C1A (skipped in dry run)")
        .assistant("Dry run is fine: 412 files, it would sign with the 7C1A key.")
        .user(
          "hm, priya is travelling that week and I want her to do the fedora build the same day. no wait, push it to december 8 then. and remind me to post the announcement on the mailing list the day of, I forgot for 2.8",
        )
        .stop("OK, December 8 for 2.9.0."),
    planted: [
      { kind: "instruction", keys: ["make-dist"] },
      { kind: "fact", keys: ["frond_config.h"] },
      { kind: "decision", keys: ["december 8"] },
      { kind: "task", keys: ["mailing list"] },
    ],
  },
  {
    id: "b196-rc-feedback-list",
    build: (s) =>
      s
        .user("summarize the rc1 feedback threads for me")
        .bash(
          "gh api 'repos/frond-org/libfrond/discussions?per_page=5' --jq '.[].title'",
          "2.9.0-rc1 feedback\nexamples still use frond_parse_file\nman pages?\n",
        )
        .assistant(
          "Three threads: the general rc1 feedback thread (two build-only reports, both fixed on main), one noting the examples still call the deprecated frond_parse_file and so warn on build, and one asking whether we ship man pages (we don't).",
        )
        .user(
          "ok follow ups for after 2.9.0, none of it blocks:\n- port the examples over to frond_parse_path so they build without deprecation warnigns\n- man pages generated from the doxygen, someone asked for them twice now\n- regenerate the abi dump baseline once 2.9.0 final is tagged\nthat's it",
        )
        .assistant("Got the three follow-ups. Want issues for them?")
        .user("no, I'll do issues in bulk on friday")
        .stop(),
    planted: [
      { kind: "task", keys: ["examples", "frond_parse_path"] },
      { kind: "task", keys: ["man pages"] },
      { kind: "task", keys: ["abi dump"] },
    ],
  },
  {
    id: "b196-abidiff-ci",
    build: (s) =>
      s
        .user("check the abi of main against 2.8.0, I want to be sure nothing broke before rc2")
        .bash(
          "abidiff abi/libfrond-2.8.0.xml build/libfrond.so",
          "Functions changes summary: 0 Removed, 0 Changed, 2 Added functions\nVariables changes summary: 0 Removed, 0 Changed, 0 Added variable",
        )
        .assistant(
          "Only additions: frond_get_bool_or and frond_parse_path. No removed or changed functions. The baseline abi/libfrond-2.8.0.xml was generated with abidw at the 2.8.0 tag. I'd suggest we stop doing this by hand and run abidiff in CI on every PR touching include/ or src/, failing on anything but additions.",
        )
        .user("yes lets do that, I forget it half the time anyway")
        .file("Edit", ".github/workflows/ci.yml")
        .bash("act -j abi 2>&1 | tail -1", "[ci/abi] ✅  Success - Main abidiff")
        .assistant("Added an `abi` job that builds with -g -Og and runs abidiff against the newest abi/*.xml, failing on removals or changes.")
        .user("and for my memory: the xml dumps in abi/ are made with abidw from a debug build of the tag, one file per release")
        .stop(),
    planted: [
      { kind: "decision", keys: ["abidiff"] },
      { kind: "fact", keys: ["abidw"] },
    ],
  },
  {
    id: "b196-git-habits",
    build: (s) =>
      s
        .user("merge #475, he dropped the comment")
        .bash("gh pr merge 475 --squash --delete-branch", "✓ Squashed and merged pull request #475 (table: braces in frond_table_get)")
        .assistant("Merged #475 as a squash.")
        .user(
          "ty. couple of house rules while Im at it: i prefer squash merges for outside PRs and rebase merges for my own branches. and dont force-push to release-* branches, ever, downstream packagers have them checked out",
        )
        .bash("git push origin main", "Everything up-to-date")
        .assistant("Understood. main is already up to date.")
        .user("also the docs site, is that deployed from this repo?")
        .bash("grep -n 'branch' .github/workflows/docs.yml", "14:          branch: gh-pages")
        .assistant("Yes: docs.yml builds the doxygen output plus docs/ and pushes it to the gh-pages branch on every push to main.")
        .user("right, gh-pages, I keep forgetting that. ok")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["squash"] },
      { kind: "instruction", keys: ["force-push"] },
      { kind: "fact", keys: ["gh-pages"] },
    ],
  },
  {
    id: "b196-fuzz-targets",
    build: (s) =>
      s
        .user("oss-fuzz coverage page says include.c has 0% coverage. why")
        .bash(
          "ls fuzz/ && grep -n 'frond_parse' fuzz/frond_fuzz.c",
          "CMakeLists.txt\nfrond_fuzz.c\n12:    frond_doc_t *d = frond_parse_mem((const char *)data, size, NULL);",
        )
        .assistant(
          "The only fuzz target calls frond_parse_mem on an in-memory buffer with no options, so the include feature (which needs a path resolver) is never reached.",
        )
        .user("and the seed corpus, where does that come from again?")
        .bash(
          "grep -n corpus fuzz/CMakeLists.txt projects/libfrond/build.sh 2>/dev/null",
          "projects/libfrond/build.sh:9:git clone --depth 1 https://github.com/frond-org/frond-corpus",
        )
        .assistant("oss-fuzz's build.sh clones frond-org/frond-corpus and zips it as the seed corpus; it isn't in this repo.")
        .user(
          "ok. so: the corpus is in frond-corpus, separate repo, good to know. we need a second fuzz target for includes with an in-memory resolver. not today, I'm wiped",
        )
        .stop("Leaving the include fuzz target for later."),
    planted: [
      { kind: "fact", keys: ["frond_parse_mem"] },
      { kind: "fact", keys: ["frond-corpus"] },
      { kind: "task", keys: ["fuzz target", "include"] },
    ],
  },
  {
    id: "b196-cxx-consumers",
    build: (s) =>
      s
        .user("#481: frond.h doesn't compile as C++ since #458, 'designated initializers' error in the FROND_OPTIONS_INIT macro")
        .bash(
          "g++ -std=c++17 -fsyntax-only -x c++ include/frond.h",
          "include/frond.h:120:35: error: designator order for field 'frond_options_t::max_depth' does not match declaration order",
          1,
        )
        .assistant("C++ requires designated initializers in declaration order (and only from C++20). The macro lists max_depth before flags.")
        .file("Edit", "include/frond.h")
        .bash("g++ -std=c++17 -fsyntax-only -x c++ include/frond.h && echo ok", "ok")
        .assistant("Replaced the designated initializer in FROND_OPTIONS_INIT with a positional one; compiles as C++17.")
        .user(
          "thx. KDE's config plugin is our biggest C++ consumer, they're on C++17, that's where #481 came from. so from now on test/cxx_compile.cpp has to build in CI with -std=c++17 on all three OSes, it catches exactly this",
        )
        .file("Write", "test/cxx_compile.cpp")
        .file("Edit", "test/CMakeLists.txt")
        .bash("ctest --test-dir build -R cxx --output-on-failure -j8 | tail -1", "100% tests passed, 0 tests failed out of 1")
        .stop("Added test/cxx_compile.cpp built with -std=c++17."),
    planted: [
      { kind: "fact", keys: ["kde"] },
      { kind: "instruction", keys: ["cxx_compile"] },
    ],
  },
  {
    id: "b196-empty-c23-embed",
    build: (s) =>
      s
        .user("random thought: with C23 #embed we could embed the test toml files instead of reading them from disk. worth it?")
        .assistant(
          "gcc 15 and clang 19 support #embed, MSVC doesn't yet. It would remove the path juggling in the test harness, but the Windows job would need a fallback, so we'd maintain both.",
        )
        .user("yeah MSVC kills it. what does the harness do now, reads relative to the source dir?")
        .bash(
          "grep -n 'FROND_TEST_DATA' test/CMakeLists.txt",
          '7:target_compile_definitions(harness PRIVATE FROND_TEST_DATA="${CMAKE_CURRENT_SOURCE_DIR}/data")',
        )
        .assistant("Yes, FROND_TEST_DATA is set to the absolute test/data path at configure time.")
        .user("meh, it works. never mind then")
        .stop("OK."),
    planted: [],
  },
];

export const BLIND196 = plantedSet(BLIND196_SESSIONS, Date.UTC(2026, 10, 24, 9));
