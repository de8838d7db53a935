/**
 * Blind planted set 123 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: the maintainer of an open-source Python library (fieldkit: packaging with hatch, CI on GitHub
 * Actions, a deprecation policy, typing) triaging issues and PRs with the agent; polite and verbose,
 * quotes contributors, says "let us" and "I would rather".
 * Each session is one segment; the items planted in it are listed with it: 68 items (17 decisions, 17 instructions,
 * 17 facts, 17 tasks) in 50 sessions, 12 of which plant nothing (60 user/assistant messages between them). Every other message
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

export const BLIND123_SESSIONS: BlindSession[] = [
  {
    id: "b123-hatchling-backend",
    build: (s) =>
      s
        .user(
          'Good morning! I would like to go through PR #412 from @osei-k today. He writes: "setup.cfg and pyproject.toml disagree about the package data again, I think we should move to hatchling and have one file." Could you check out the branch and tell me whether the wheel it builds has the same contents as the one on PyPI?',
        )
        .bash("gh pr checkout 412 && hatch build -t wheel", "[wheel]\ndist/fieldkit-0.18.2-py3-none-any.whl")
        .bash(
          "unzip -l dist/fieldkit-0.18.2-py3-none-any.whl | tail -n 4",
          "     1204  fieldkit/py.typed\n      118  fieldkit/__about__.py\n    20411  fieldkit-0.18.2.dist-info/METADATA\n    87341                     27 files",
        )
        .assistant(
          "The wheel from the PR branch has the same 27 files as the published 0.18.2 wheel, including py.typed. The only difference is in METADATA, where the Requires-Python line now comes from pyproject.toml. The version is read by hatch from src/fieldkit/__about__.py via [tool.hatch.version].",
        )
        .user(
          "Thank you, that is reassuring. Then let us go with hatchling as the build backend; setuptools has served us well, but keeping setup.cfg in sync has become a chore nobody wants. And for the record, since people keep asking in issues: the single source of the version number is src/fieldkit/__about__.py, nothing else should hard-code it.",
        )
        .assistant("Understood. Shall I approve the PR and leave a thank-you comment for @osei-k?")
        .user("Yes please, and do mention that his patience with my review comments was much appreciated.")
        .bash("gh pr review 412 --approve -b 'Thank you @osei-k ...'", "✓ Approved pull request #412")
        .stop("Approved #412 with a thank-you comment."),
    planted: [
      { kind: "decision", keys: ["hatchling"] },
      { kind: "fact", keys: ["__about__"] },
    ],
  },
  {
    id: "b123-drop-py38",
    build: (s) =>
      s
        .user("The 3.8 job failed again on main overnight. Would you have a look at what broke, please?")
        .bash(
          "gh run view 9912731 --log-failed | tail -n 6",
          "tests/test_unions.py::test_pep604_union FAILED\nE   TypeError: unsupported operand type(s) for |: 'type' and 'NoneType'\n=== 1 failed, 812 passed in 41.20s ===",
        )
        .assistant(
          "It is the new test for PEP 604 unions: `int | None` is evaluated at runtime, which Python 3.8 does not support. I could wrap it in a string annotation, or skip the test below 3.10. Python 3.8 has also been end-of-life since October 2024.",
        )
        .user(
          "I have been going back and forth on this for months, and I think the time has come. We drop Python 3.8 support in 0.19; requires-python becomes >=3.9. I would rather announce it clearly than carry workarounds for a version that no longer receives security fixes.",
        )
        .file("Edit", "pyproject.toml")
        .file("Edit", ".github/workflows/ci.yml")
        .assistant("I've set requires-python to >=3.9 and removed 3.8 from the CI matrix.")
        .user(
          'Lovely. One follow-up I do not want to forget: the trove classifiers still list Programming Language :: Python :: 3.8, and the docs landing page says "3.8+". Those need to be cleaned up before we cut the 0.19 release, but not in this PR please.',
        )
        .stop("Noted; left the classifiers and the docs page as they are."),
    planted: [
      { kind: "decision", keys: ["3.8"] },
      { kind: "task", keys: ["classifiers"] },
    ],
  },
  {
    id: "b123-deprecation-policy",
    build: (s) =>
      s
        .user(
          "@lpaquette's PR #419 removes `Field(required=...)` outright. I appreciate the cleanup, but this is exactly the sort of thing our deprecation policy is for, so let me write it down for you, since you will be reviewing a lot of these: anything public is deprecated with a FieldkitDeprecationWarning for at least two minor releases before it may be removed, and the removal is announced in the changelog of the release that deprecates it.",
        )
        .bash("grep -rn 'class FieldkitDeprecationWarning' src/", "src/fieldkit/_warnings.py:8:class FieldkitDeprecationWarning(DeprecationWarning):")
        .assistant(
          "FieldkitDeprecationWarning lives in src/fieldkit/_warnings.py and subclasses DeprecationWarning. I can draft a review that asks for `required=` to emit the warning and point to the `_deprecated_kwarg` helper in the same module.",
        )
        .user(
          'Yes, please draft it, and be kind about it, it is his second PR. You might quote our docs, which say "removals never happen in a patch release", he may not have seen that page.',
        )
        .bash("gh pr review 419 --request-changes -b 'Thank you so much for this, @lpaquette! ...'", "✓ Requested changes to pull request #419")
        .stop("Posted the review on #419 asking for a deprecation period instead of the removal."),
    planted: [{ kind: "instruction", keys: ["two minor"] }],
  },
  {
    id: "b123-test-command",
    build: (s) =>
      s
        .user("Could you run the test suite on this branch before I merge it?")
        .bash("pytest -q", "ImportError while loading conftest '/home/dev/src/app/tests/conftest.py'.\nModuleNotFoundError: No module named 'hypothesis'", 4)
        .assistant("The plain `pytest` in the system environment is missing hypothesis. Should I install it there?")
        .user(
          "Ah, no, I should have told you. Please always run the tests through hatch, as `hatch run test:pytest`, so that you get the test environment from pyproject.toml and the same dependencies as CI. And while I am at it: we do not use black any more, formatting is `hatch run lint:fmt`, which calls ruff format. If you ever see black in a tutorial or an old issue, ignore it.",
        )
        .bash(
          "hatch run test:pytest -q",
          "........................................................................ [ 89%]\n.........                                                                [100%]\n813 passed in 38.77s",
        )
        .assistant("All 813 tests pass in the hatch test environment.")
        .user("Wonderful, thank you. Merging.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["hatch run test"] },
      { kind: "instruction", keys: ["ruff format"] },
    ],
  },
  {
    id: "b123-triage-labels",
    build: (s) =>
      s
        .user("Let us do a round of issue triage. There are eleven untriaged issues; could you list them with a one-line summary each?")
        .bash(
          "gh issue list --label untriaged --limit 20",
          "377  Validation error message is wrong for nested lists   untriaged\n402  Support for TypedDict?   untriaged\n405  fieldkit crashes on import   untriaged\n406  Docs: typo in quickstart   untriaged",
        )
        .assistant(
          'Here they are. #405 ("crashes on import") has no traceback and no version info. #377 is from March and is waiting on the reporter since your question about their Python version.',
        )
        .user(
          "Thank you. For #405 and anything like it, here is how I would like you to handle it from now on: when an issue has no minimal reproducible example, add the needs-repro label and post our usual friendly request for one; do not try to guess what they meant. As for #377, remind me to close it next Friday if the reporter still has not answered.",
        )
        .bash("gh issue edit 405 --add-label needs-repro --remove-label untriaged", "https://github.com/fieldkit-dev/fieldkit/issues/405")
        .assistant("Labelled #405 needs-repro and posted the request.")
        .user("Perfect. #406 is a plain typo fix, could you just fix it directly?")
        .file("Edit", "docs/quickstart.md")
        .stop("Fixed the typo in docs/quickstart.md."),
    planted: [
      { kind: "instruction", keys: ["needs-repro"] },
      { kind: "task", keys: ["377"] },
    ],
  },
  {
    id: "b123-pyright-strict",
    build: (s) =>
      s
        .user(
          '@yuki-tan opened a discussion about running pyright in strict mode. She writes: "mypy and pyright disagree about our Protocol generics and users of pyright get red squiggles everywhere." What would strict mode cost us today?',
        )
        .bash("hatch run types:pyright --level error src/ | tail -n 2", "412 errors, 0 warnings, 0 informations")
        .bash("hatch run types:pyright --level error src/ tests/ | tail -n 2", "1987 errors, 0 warnings, 0 informations")
        .assistant(
          "412 errors in src/ alone, most of them reportUnknownMemberType in the compat module. With tests/ it is close to 2000. I would suggest strict mode for src/ only, with tests/ on basic, and fixing the 412 over a few PRs.",
        )
        .user(
          "That seems very sensible to me. Yes, let us do exactly that: pyright strict for src/, basic for tests/. And so that you do not go digging again: mypy is pinned to 1.11 on purpose, 1.12 crashes on our generic Protocols (python/mypy#17891), so please leave that pin alone until they release a fix.",
        )
        .file("Edit", "pyproject.toml")
        .assistant('Added [tool.pyright] with strict = ["src"] and typeCheckingMode = "basic".')
        .stop(),
    planted: [
      { kind: "decision", keys: ["pyright", "strict"] },
      { kind: "fact", keys: ["1.11"] },
    ],
  },
  {
    id: "b123-trusted-publishing",
    build: (s) =>
      s
        .user(
          "I was reading about PyPI trusted publishing last night. Currently our release workflow uploads with the PYPI_API_TOKEN secret. Could you look at what it would take to switch?",
        )
        .file("Read", ".github/workflows/release.yml")
        .assistant(
          "The change is small: add `permissions: id-token: write` to the publish job, drop the `password:` input from pypa/gh-action-pypi-publish, and register the workflow as a trusted publisher on the PyPI project page. I can prepare the workflow part; the PyPI side needs an owner.",
        )
        .user("Please do prepare it.")
        .file("Edit", ".github/workflows/release.yml")
        .assistant("Done. The publish job now runs in the `pypi` environment with id-token: write and no token.")
        .user(
          "Thank you. I registered the publisher on PyPI just now, so it is settled: releases go out through trusted publishing from now on. Once the next release has gone through successfully, we still need to delete the PYPI_API_TOKEN secret from the repository settings and revoke the token on PyPI; I do not want a live token lying around.",
        )
        .stop("Noted."),
    planted: [
      { kind: "decision", keys: ["trusted publishing"] },
      { kind: "task", keys: ["pypi_api_token"] },
    ],
  },
  {
    id: "b123-windows-flake",
    build: (s) =>
      s
        .user(
          'The Windows job has been flaky for two weeks. @mbrandt suspects "something in the file watcher". Could you dig into it? I would rather understand it than add a retry.',
        )
        .bash(
          "gh run view 9901122 --log-failed | grep -A3 PermissionError",
          "PermissionError: [WinError 32] The process cannot access the file because it is being used by another process: 'C:\\\\Users\\\\runner\\\\AppData\\\\Local\\\\Temp\\\\pytest-of-runner\\\\pytest-0\\\\test_reload0\\\\schema.toml'",
        )
        .file("Read", "tests/test_reload.py")
        .assistant("Maybe it is the antivirus on the runner holding the file? Hard to say from one log.")
        .bash("hatch run test:pytest tests/test_reload.py -p no:randomly --count 50", "50 passed in 12.01s")
        .bash("hatch run test:pytest tests/test_reload.py --count 50", "3 failed, 47 passed in 12.40s", 1)
        .assistant(
          "It only fails when the tests run in random order: test_reload starts a SchemaWatcher and never stops it, so when pytest cleans up tmp_path the watcher still holds schema.toml open on Windows. I confirmed it by adding watcher.stop() in a fixture finalizer: 200 runs, no failures.",
        )
        .user(
          "Splendid detective work, thank you. So the Windows flake is the SchemaWatcher keeping schema.toml open while tmp_path is removed. Please put the fixture in and reference #398 in the commit.",
        )
        .file("Edit", "tests/test_reload.py")
        .stop("Added the finalizer to the watcher fixture (refs #398)."),
    planted: [{ kind: "fact", keys: ["schemawatcher"] }],
  },
  {
    id: "b123-from-mapping",
    build: (s) =>
      s
        .user(
          "@mbrandt's PR #421 renames Schema.load_dict to Schema.from_mapping, since it accepts any Mapping now. I like the new name. How would you handle the old one?",
        )
        .bash("grep -rn 'load_dict' src/ docs/ | wc -l", "23")
        .assistant(
          "There are 23 uses in src/ and docs/. Following your deprecation policy, I would keep load_dict as a thin alias of from_mapping that emits FieldkitDeprecationWarning, and update the docs to the new name.",
        )
        .user(
          "Yes, that is precisely what I would like. The method is called from_mapping from now on, and load_dict stays as a deprecated alias. Could you push a commit to his branch doing that? He said in the PR that maintainers may push.",
        )
        .file("Edit", "src/fieldkit/schema.py")
        .file("Edit", "docs/reference/schema.md")
        .bash("hatch run test:pytest -q tests/test_schema.py", "54 passed in 1.90s")
        .assistant("Pushed: load_dict now warns and delegates, docs use from_mapping, tests pass.")
        .stop(),
    planted: [{ kind: "decision", keys: ["from_mapping"] }],
  },
  {
    id: "b123-docs-rtd",
    build: (s) =>
      s
        .user("The docs build on the PR from @osei-k is red. Where does that even run?")
        .bash("ls -a | grep -i -e readthedocs -e mkdocs", ".readthedocs.yaml\nmkdocs.yml")
        .file("Read", ".readthedocs.yaml")
        .assistant(
          "The documentation is built on Read the Docs, not on GitHub Actions: .readthedocs.yaml installs the `docs` extra and runs mkdocs with mkdocs-material and mkdocstrings. The failure is mkdocstrings failing to parse a docstring in the new `coerce` module.",
        )
        .user(
          "Ah yes, of course. The docstring in question uses the NumPy style. Please tell him, kindly, that our docstrings are written in Google style, and from now on hold new code to that too; mkdocstrings is configured for Google style and chokes on the others.",
        )
        .bash(
          "gh pr comment 422 -b 'Thanks @osei-k! The docs build fails because ...'",
          "https://github.com/fieldkit-dev/fieldkit/pull/422#issuecomment-2488120",
        )
        .stop("Commented on #422."),
    planted: [
      { kind: "fact", keys: ["read the docs"] },
      { kind: "instruction", keys: ["google style"] },
    ],
  },
  {
    id: "b123-towncrier",
    build: (s) =>
      s
        .user("I am preparing 0.19. Could you generate the changelog draft?")
        .bash(
          "hatch run docs:towncrier build --draft --version 0.19.0 | head -n 12",
          "0.19.0 (unreleased)\n===================\n\nFeatures\n--------\n- Schema.from_mapping (#421)\n\nDeprecations\n------------\n- Field(required=...) is deprecated (#419)",
        )
        .assistant(
          "The draft has six entries. Three merged PRs have no fragment in changes/: #406 (typo, fine), #412 (hatchling) and #415 (faster union validation).",
        )
        .user(
          "I see. Let me be explicit about this, since it keeps happening: every PR with a user-visible change must add a towncrier fragment in changes/, named <PR number>.<type>.md. Please check for it whenever you review a PR. For #412 and #415, would you add the fragments now?",
        )
        .file("Write", "changes/412.packaging.md")
        .file("Write", "changes/415.performance.md")
        .assistant("Added both fragments.")
        .user(
          "Thank you. There is an older gap as well: the 0.18.2 patch release went out without any changelog entry at all. That needs backfilling at some point, but not today.",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["towncrier"] },
      { kind: "task", keys: ["0.18.2"] },
    ],
  },
  {
    id: "b123-coverage-threshold",
    build: (s) =>
      s
        .user("What is our current test coverage?")
        .bash(
          "hatch run test:cov-report | tail -n 3",
          "src/fieldkit/compat.py     212     41    81%\n-----------------------------------------\nTOTAL                     3810    451    88%",
        )
        .assistant("88% overall. compat.py is the weakest at 81%. There is no fail_under configured at the moment.")
        .user(
          "I have long wanted a threshold. Let us set fail_under to 90... hmm, no, actually that would make every PR that touches compat fail until someone writes those tests. Let us make it 85 for now, and raise it later when compat is better covered.",
        )
        .file("Edit", "pyproject.toml")
        .bash("hatch run test:cov-report | tail -n 1", "TOTAL                     3810    451    88%")
        .assistant("Set [tool.coverage.report] fail_under = 85; the suite passes at 88%.")
        .stop(),
    planted: [{ kind: "decision", keys: ["85"] }],
  },
  {
    id: "b123-compat-owner",
    build: (s) =>
      s
        .user("Issue #424 says the pydantic v2 adapter loses field aliases. Could you reproduce it?")
        .bash("hatch run test:python -c 'from fieldkit.compat import pydantic_model; ...'", "{'user_name': 'ana'}  # expected {'userName': 'ana'}")
        .assistant("Reproduced: aliases are dropped in fieldkit.compat.pydantic_model when by_alias is not passed through.")
        .user(
          "Thank you. Before you touch anything: @yuki-tan maintains everything under fieldkit.compat, including the pydantic adapter, so please ping her on the issue and let her decide how to fix it. She knows the v1/v2 differences far better than I do.",
        )
        .bash("gh issue comment 424 -b 'Reproduced on main. cc @yuki-tan ...'", "https://github.com/fieldkit-dev/fieldkit/issues/424#issuecomment-2489001")
        .assistant("Posted the reproduction and pinged @yuki-tan.")
        .user(
          "Lovely. One thing for the longer term, since I keep thinking about it: we should move the pydantic adapter into an optional extra, fieldkit[pydantic], so that the import does not happen for everyone. Not for 0.19, maybe 0.20.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["yuki-tan"] },
      { kind: "task", keys: ["fieldkit[pydantic]"] },
    ],
  },
  {
    id: "b123-py-typed",
    build: (s) =>
      s
        .user('Someone on #426 says mypy reports "module is installed, but missing library stubs or py.typed marker" with fieldkit 0.17.1. Is that right?')
        .bash(
          "for v in 0.17.0 0.17.3 0.17.4; do pip download fieldkit==$v --no-deps -q -d /tmp/fk && unzip -l /tmp/fk/fieldkit-$v-*.whl | grep -c py.typed; done",
          "0\n0\n1",
        )
        .assistant(
          "Yes: the wheels for 0.17.0 through 0.17.3 do not contain py.typed; it came back in 0.17.4. The MANIFEST.in of that time did not include it.",
        )
        .user(
          "Oh dear, I had entirely forgotten about that. Please answer that the fix is to upgrade to 0.17.4 or later. And we really ought to add a CI step running check-wheel-contents on the built wheel, so that this cannot happen silently again; let us put that on the list for after the release.",
        )
        .bash("gh issue comment 426 -b 'Thank you for the report! ...' && gh issue close 426", "✓ Closed issue #426")
        .stop("Answered and closed #426."),
    planted: [
      { kind: "fact", keys: ["py.typed"] },
      { kind: "task", keys: ["check-wheel-contents"] },
    ],
  },
  {
    id: "b123-lowest-deps",
    build: (s) =>
      s
        .user("A user reports that fieldkit 0.18 breaks with attrs 22.1, although we declare attrs>=21.3. How do we not catch that?")
        .file("Read", ".github/workflows/ci.yml")
        .assistant("CI always installs the newest attrs, so the lower bound is never exercised. We could add a job that resolves the lowest direct versions.")
        .bash(
          "uv pip install --resolution lowest-direct -e . && hatch run test:pytest -q -x",
          "FAILED tests/test_attrs_interop.py::test_field_transformer - AttributeError: module 'attrs' has no attribute 'NothingType'",
          1,
        )
        .assistant("Confirmed: with the lowest versions, the attrs interop uses attrs.NothingType, which only exists from attrs 22.2.")
        .user(
          "Thank you. So let us add that job: one CI job on the oldest Python that installs with `--resolution lowest-direct`. And bump the floor to attrs>=22.2. Note that attrs is our only hard runtime dependency, everything else is an extra, so its floor really matters.",
        )
        .file("Edit", ".github/workflows/ci.yml")
        .file("Edit", "pyproject.toml")
        .stop("Added the lowest-direct job and raised the attrs floor to 22.2."),
    planted: [
      { kind: "decision", keys: ["lowest-direct"] },
      { kind: "fact", keys: ["attrs", "only"] },
    ],
  },
  {
    id: "b123-setup-uv",
    build: (s) =>
      s
        .user("CI takes eleven minutes per run now. Where is the time going?")
        .bash(
          "gh run view 9923318 --json jobs --jq '.jobs[] | \"\\(.name) \\(.steps[2].name) \\(.steps[2].completedAt)\"'",
          "test (3.12, ubuntu) Install hatch 2m41s\ntest (3.12, windows) Install hatch 3m58s",
        )
        .assistant(
          "Most of it is installing hatch and creating the environments with pip. astral-sh/setup-uv with hatch's uv installer would likely cut that to a few seconds; alternatively we could cache ~/.cache/pip.",
        )
        .user(
          "I would rather not fiddle with caches, they always end up stale in some confusing way. Let us switch the workflows to astral-sh/setup-uv and set HATCH_ENV_TYPE_VIRTUAL_UV_PATH so hatch uses uv.",
        )
        .file("Edit", ".github/workflows/ci.yml")
        .bash("gh workflow run ci.yml --ref uv-ci && sleep 300 && gh run list --limit 1", "completed  success  CI  uv-ci  4m12s")
        .assistant("The run on the uv-ci branch took 4m12s instead of about 11 minutes.")
        .stop(),
    planted: [{ kind: "decision", keys: ["setup-uv"] }],
  },
  {
    id: "b123-numpy-plugin",
    build: (s) =>
      s
        .user("Issue #409 asks for numpy array fields. @lpaquette even offered a PR. I am torn. What would it take in core?")
        .bash("grep -rn 'numpy' src/ pyproject.toml", "")
        .assistant(
          "Nothing references numpy today. In core it would mean an optional import guarded at module level and a `numpy` extra; or it could live in a separate plugin package using the public FieldType registry.",
        )
        .user(
          "Let us accept it into core behind an extra, then. ... Actually no, scratch that. I have just remembered how much the pandas support cost us in CI time. We will not add numpy support to core; it goes into a separate fieldkit-numpy package built on the public FieldType registry, and @lpaquette is welcome to own it.",
        )
        .bash("gh issue comment 409 -b 'Thank you @lpaquette for offering! ...'", "https://github.com/fieldkit-dev/fieldkit/issues/409#issuecomment-2490112")
        .stop("Commented on #409."),
    planted: [{ kind: "decision", keys: ["fieldkit-numpy"] }],
  },
  {
    id: "b123-stale-bot",
    build: (s) =>
      s
        .user(
          '@osei-k suggests adding actions/stale to close issues after 60 days of inactivity. His words: "the tracker is getting hard to navigate". What do you think?',
        )
        .bash("gh issue list --state open --limit 500 --json number | jq length", "143")
        .assistant(
          "143 open issues. A stale bot would reduce that, but it tends to close valid bug reports whose reporters simply went quiet, and first-time reporters often find it unfriendly.",
        )
        .user(
          "That is also how I feel. No stale bot, then; we triage by hand. Please thank him and explain. And generally, when you write to a first-time contributor, start by thanking them for their time before saying anything else, even if the PR cannot be merged; I remember very well how it felt to get a curt reply to my first patch.",
        )
        .bash(
          "gh issue comment 427 -b 'Thank you for thinking about this, @osei-k! ...'",
          "https://github.com/fieldkit-dev/fieldkit/issues/427#issuecomment-2490377",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["stale"] },
      { kind: "instruction", keys: ["first-time"] },
    ],
  },
  {
    id: "b123-benchmarks",
    build: (s) =>
      s
        .user("Could you run the benchmarks on main and on the 0.18.2 tag, so I can put the numbers in the release notes?")
        .bash(
          "hatch run bench:run --compare v0.18.2",
          "validate_10k_records     v0.18.2: 231 ms   main: 178 ms   -23%\nvalidate_nested_unions   v0.18.2:  41 ms   main:  63 ms   +54%",
        )
        .assistant(
          "validate() on the 10k-record benchmark went from 231 ms to 178 ms. However, validate_nested_unions got slower, from 41 ms to 63 ms, probably because of the new union dispatch in #415.",
        )
        .user(
          "Hmm. The 10k benchmark is the one people quote, so that is nice. The nested unions regression is not a blocker for 0.19, but we need to come back to it after the release; would you write that down? A 54% regression should not just linger.",
        )
        .assistant("Sure, I'll keep it as an open item.")
        .stop(),
    planted: [{ kind: "task", keys: ["nested unions"] }],
  },
  {
    id: "b123-squash-merge",
    build: (s) =>
      s
        .user("#415 is approved and green. Could you merge it?")
        .bash("gh pr merge 415 --merge", "✓ Merged pull request #415 (Faster union validation)")
        .assistant("Merged #415 with a merge commit.")
        .user(
          "Oh! I should have said. We squash-merge everything, so that main has one commit per PR, and the PR title becomes the commit subject. Please always use `gh pr merge --squash` in future. No harm done this time, let us leave the merge commit as it is rather than rewrite main.",
        )
        .bash(
          "git log --oneline -3",
          "a91c2e0 Merge pull request #415 from mbrandt/union-dispatch\n4b77d10 Cache union member validators\n0cc81f2 Dispatch unions on type tag",
        )
        .stop("Understood; main is left as it is."),
    planted: [{ kind: "instruction", keys: ["squash"] }],
  },
  {
    id: "b123-free-threaded",
    build: (s) =>
      s
        .user("Someone asked on Mastodon whether fieldkit works on the free-threaded 3.13 build. Do we know?")
        .bash("python3.13t -m pip install -e . && python3.13t -c 'import fieldkit; print(fieldkit._speedups)'", "None")
        .assistant(
          "It imports, but `fieldkit._speedups` is None: the C accelerator is not built there, because the build hook only compiles it for regular CPython and it falls back to the pure-Python path. I have not run the test suite on 3.13t.",
        )
        .user(
          "Good to know. For my own understanding, then: the _speedups extension is optional, and anything without it silently uses the pure-Python validators? ",
        )
        .file("Read", "hatch_build.py")
        .assistant(
          "Yes, that is how it works: hatch_build.py skips the extension on PyPy and on free-threaded builds, and fieldkit/__init__.py falls back to fieldkit._pure when the import fails.",
        )
        .user(
          "Thank you. Then here is something for next month: add a 3.13t job to the CI matrix, allowed to fail at first, so that we find out properly. Please note it down.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["_speedups"] },
      { kind: "task", keys: ["3.13t"] },
    ],
  },
  {
    id: "b123-pre-commit",
    build: (s) =>
      s
        .user("pre-commit.ci opened its weekly autoupdate PR again, and it conflicts with the ruff version in pyproject. Do we need both?")
        .file("Read", ".pre-commit-config.yaml")
        .assistant(
          "The pre-commit hooks run ruff, ruff-format and codespell. The lint job in CI runs ruff too, from the hatch lint environment, so ruff is pinned in two places, which is why they drift.",
        )
        .user(
          "Then let us drop pre-commit.ci and run codespell inside the hatch lint environment instead, so there is only one pin. Contributors who like pre-commit can keep the config locally, I do not mind that.",
        )
        .file("Edit", "pyproject.toml")
        .bash("gh pr close 430 -c 'Closing: we are moving these checks into CI.'", "✓ Closed pull request #430")
        .assistant(
          "Closed the autoupdate PR and added codespell to the lint environment. The pre-commit.ci app itself needs to be uninstalled in the organisation settings.",
        )
        .user("I will do that right away. Thank you!")
        .stop(),
    planted: [{ kind: "decision", keys: ["pre-commit.ci"] }],
  },
  {
    id: "b123-migration-guide",
    build: (s) =>
      s
        .user("I have been thinking about 1.0. Could you list what is currently deprecated, with the version it was deprecated in?")
        .bash(
          "grep -rn '_deprecated' src/fieldkit --include=*.py | grep -v def",
          'src/fieldkit/schema.py:88:    @_deprecated(since="0.17", use="from_mapping")\nsrc/fieldkit/field.py:41:    _deprecated_kwarg("required", since="0.19")\nsrc/fieldkit/errors.py:12:    @_deprecated(since="0.16", use="ValidationError.errors")',
        )
        .assistant("Three deprecations: load_dict (0.17), Field(required=) (0.19) and ValidationError.messages (0.16).")
        .user(
          "Thank you. All three will be removed in 1.0. Before we tag the 1.0 release candidate, we need a migration guide in docs/ that walks people through each removal with a before/after example. That is a must-have, please remember it. Also, could you fix the `since` on load_dict? It was deprecated in 0.19, not 0.17.",
        )
        .file("Edit", "src/fieldkit/schema.py")
        .stop("Corrected since= to 0.19 for load_dict."),
    planted: [{ kind: "task", keys: ["migration guide"] }],
  },
  {
    id: "b123-tzinfo-dupes",
    build: (s) =>
      s
        .user("Are #388 and #401 the same bug? They sound alike but I have not looked closely.")
        .bash("hatch run test:python repro_388.py; hatch run test:python repro_401.py", "2024-05-01 12:00:00 None\n2024-05-01 12:00:00 None")
        .file("Read", "src/fieldkit/types/datetime.py")
        .assistant(
          "They are the same bug. DateTimeField.serialize calls .isoformat() on a naive copy, so any aware datetime loses its tzinfo when it is round-tripped through to_dict/from_mapping. Both reproductions print None for tzinfo.",
        )
        .user(
          "Thank you, that is very clear. Please close #401 as a duplicate of #388 with a short explanation. I shall write the fix myself this weekend, I have opinions about how this should behave.",
        )
        .bash("gh issue close 401 -r 'not planned' -c 'Duplicate of #388 ...'", "✓ Closed issue #401")
        .stop(),
    planted: [{ kind: "fact", keys: ["tzinfo"] }],
  },
  {
    id: "b123-release-branch",
    build: (s) =>
      s
        .user("Next question, more about process. When we release 0.19.0 and then need to fix something in 0.18, how did we do that last time?")
        .bash("git branch -r | grep release", "  origin/release/0.17.x\n  origin/release/0.18.x")
        .assistant("There are release/0.17.x and release/0.18.x branches. The 0.18.2 fix was cherry-picked onto release/0.18.x and tagged from there.")
        .user(
          "Right. Let me state the rule so it is written somewhere: we only ever backport security and data-corruption fixes, and only to the latest previous minor, so after 0.19.0 only release/0.18.x gets backports, and 0.17.x is frozen.",
        )
        .assistant("Thanks. Shall I delete release/0.17.x then?")
        .user("No, leave it, it costs nothing. Could you just protect it against pushes?")
        .bash(
          "gh api -X PUT repos/fieldkit-dev/fieldkit/branches/release%2F0.17.x/protection --input protect.json",
          '{"url": "https://api.github.com/repos/fieldkit-dev/fieldkit/branches/release/0.17.x/protection"}',
        )
        .stop(),
    planted: [{ kind: "instruction", keys: ["backport"] }],
  },
  {
    id: "b123-docs-versions",
    build: (s) =>
      s
        .user("The docs site still shows 0.17 as the default version. Why is that?")
        .file("Read", ".readthedocs.yaml")
        .bash("curl -s https://fieldkit.readthedocs.io/ -o /dev/null -w '%{redirect_url}'", "https://fieldkit.readthedocs.io/en/0.17.4/")
        .assistant("The default version on Read the Docs is set by hand in the project's admin page to 0.17.4; it is not controlled by the repository.")
        .user(
          'Ah, I had forgotten that. I shall change it in the admin page. I would rather the default be "stable", which follows the latest tag, so that this never happens again; I will pick that.',
        )
        .assistant('That should do it; "stable" on Read the Docs tracks the highest version tag.')
        .user("Done, it now says stable. Thank you!")
        .stop(),
    planted: [{ kind: "decision", keys: ["stable"] }],
  },
  {
    id: "b123-extras-layout",
    build: (s) =>
      s
        .user("A contributor asks which extras exist and what is in each. Could you list them from pyproject?")
        .bash(
          'python -c \'import tomllib;print(tomllib.load(open("pyproject.toml","rb"))["project"]["optional-dependencies"])\'',
          "{'pydantic': ['pydantic>=2.4'], 'toml': ['tomli>=2.0; python_version < \"3.11\"'], 'docs': ['mkdocs-material', 'mkdocstrings[python]']}",
        )
        .assistant("There are three extras: pydantic, toml and docs. The test and lint dependencies are not extras; they live in the hatch environments.")
        .user(
          "Thank you. Please reply with that list. Also, a rule for the future, because I have had to explain it twice this month: test-only dependencies go into [tool.hatch.envs.test], never into optional-dependencies, so that users cannot install them by accident with pip. And a small thing for later: the toml extra can go away once we drop 3.10, since tomllib is in the standard library from 3.11; please note that as a follow-up.",
        )
        .bash("gh issue comment 434 -F extras.md", "https://github.com/fieldkit-dev/fieldkit/issues/434#issuecomment-2491580")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["tool.hatch.envs.test"] },
      { kind: "task", keys: ["toml extra"] },
    ],
  },
  {
    id: "b123-core-team",
    build: (s) =>
      s
        .user("Marta asked me to add her as a code owner for the docs. Could you look at our CODEOWNERS?")
        .file("Read", ".github/CODEOWNERS")
        .assistant(
          "CODEOWNERS currently has `* @hkessler`, `/src/fieldkit/compat/ @yuki-tan` and `/docs/ @hkessler`. I can change the docs line to include @marta-ro.",
        )
        .user(
          "Yes please, add her next to me on /docs/. For context, since you will see her name a lot: Marta (@marta-ro) is the release manager; she is the one who tags releases and presses the button, not me. And please make it a habit to request her review on any PR that touches .github/workflows/release.yml.",
        )
        .file("Edit", ".github/CODEOWNERS")
        .assistant("Updated: `/docs/ @hkessler @marta-ro`.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["release manager"] },
      { kind: "instruction", keys: ["release.yml"] },
    ],
  },
  {
    id: "b123-strict-mode-bug",
    build: (s) =>
      s
        .user("#436: \"Schema(strict=True) accepts the string '1' for an int field\". @mbrandt thinks it is the new union dispatch from #415. Could you check?")
        .bash("hatch run test:python -c 'from fieldkit import Schema, Field; ...'", "{'count': 1}")
        .bash("git stash && git checkout v0.18.2 -q && hatch run test:python repro_436.py", "ValidationError: count: expected int, got str")
        .file("Read", "src/fieldkit/_coerce.py")
        .assistant(
          "It is not the union dispatch. The regression is in _coerce.py: since #419 moved the `required` handling, coerce_scalar() no longer receives the strict flag, so strict schemas fall back to lax coercion for scalar fields. I bisected it to commit 7d1e0a4.",
        )
        .user(
          "Oh dear, that one is mine. Thank you for finding it. So coerce_scalar drops the strict flag since 7d1e0a4, good to know. I would like to ship a fix in 0.19.1 with a regression test, but I am out of time today; could you keep that as an open item for tomorrow morning? Please reply on the issue that it is confirmed.",
        )
        .bash("gh issue comment 436 -b 'Confirmed, thank you for the report! ...'", "https://github.com/fieldkit-dev/fieldkit/issues/436#issuecomment-2491733")
        .stop(),
    planted: [
      { kind: "fact", keys: ["coerce_scalar"] },
      { kind: "task", keys: ["0.19.1"] },
    ],
  },
  {
    id: "b123-typing-stubs",
    build: (s) =>
      s
        .user("@yuki-tan asks in #437 why `Field()` returns `Any` in the stubs. She says pyright users lose all inference. Could you look?")
        .bash(
          "grep -n 'def Field' src/fieldkit/field.py src/fieldkit/*.pyi",
          "src/fieldkit/field.py:57:def Field(*, default: Any = MISSING, **kwargs: Any) -> Any:",
        )
        .assistant(
          "There are no .pyi files; the annotations come from field.py directly. Field() returns Any deliberately so it can be used as a dataclass default; that is the same trick attrs and pydantic use, and type checkers understand it through the dataclass_transform decorator on Schema.",
        )
        .user(
          "Right, I remember now. So the Any return is intentional and the inference comes from dataclass_transform on Schema; please explain that to her, with thanks. Going forward, when you add a new public function, give it complete annotations, no bare Any in a parameter unless there is a comment saying why. And one thing I would like done eventually, though not now: run pyright's --verifytypes on the package in CI, so that we see our type completeness score.",
        )
        .bash("gh issue comment 437 -F reply-437.md", "https://github.com/fieldkit-dev/fieldkit/issues/437#issuecomment-2491990")
        .stop(),
    planted: [
      { kind: "fact", keys: ["dataclass_transform"] },
      { kind: "instruction", keys: ["annotations"] },
      { kind: "task", keys: ["verifytypes"] },
    ],
  },
  {
    id: "b123-issue-forms",
    build: (s) =>
      s
        .user("Could you show me the current bug report template? I have a feeling nobody reads it.")
        .file("Read", ".github/ISSUE_TEMPLATE/bug_report.md")
        .bash("gh issue list --label bug --limit 30 --json body --jq '[.[] | select(.body | contains(\"fieldkit version\"))] | length'", "7")
        .assistant(
          'It is a Markdown template with four headings. Only 7 of the last 30 bug reports kept the "fieldkit version" section. GitHub issue forms (a YAML file) can make fields such as the version and a reproduction required.',
        )
        .user(
          'Seven out of thirty, goodness. Right, a few things then, in order:\n\n1. We replace the Markdown bug template with an issue form, .github/ISSUE_TEMPLATE/bug.yml, with the version and the reproduction as required fields. Please write it now.\n2. Whenever you put the "good first issue" label on something, also write a sentence saying which file to start in and link CONTRIBUTING.md; a label alone does not help a newcomer.\n3. The feature request template should become a form as well, but I would like to think about its fields first, so leave that one for another day.',
        )
        .file("Write", ".github/ISSUE_TEMPLATE/bug.yml")
        .bash(
          "git rm -q .github/ISSUE_TEMPLATE/bug_report.md && git status --short",
          "D  .github/ISSUE_TEMPLATE/bug_report.md\n?? .github/ISSUE_TEMPLATE/bug.yml",
        )
        .assistant("bug.yml is written with required version, Python version and reproduction fields; the old Markdown template is removed.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["issue form"] },
      { kind: "instruction", keys: ["good first issue"] },
      { kind: "task", keys: ["feature request"] },
    ],
  },
  {
    id: "b123-rtd-forks",
    build: (s) =>
      s
        .user("why is there no docs preview link on #438? the other PRs have one")
        .bash("gh pr view 438 --json headRepositoryOwner --jq .headRepositoryOwner.login", "jmoreau")
        .assistant(
          '#438 comes from a fork (jmoreau/fieldkit). Read the Docs builds PR previews only when the webhook is allowed for external PRs, and the project setting "Build pull requests from forks" is off.',
        )
        .user(
          "ah right, i remember now, we turned that off on purpose after someone used it to mine crypto, so PRs from forks get no RTD preview, thats just how it is for us. ill build it locally. also while youre in there: pls dont ever edit the files under docs/reference/api by hand, theyre generated by mkdocstrings on every build and your edits just vanish",
        )
        .bash("gh pr checkout 438 && hatch run docs:build", "INFO    -  Documentation built in 6.41 seconds")
        .assistant("Built the docs for #438 locally; the new page on coercion renders fine.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["forks"] },
      { kind: "instruction", keys: ["docs/reference/api"] },
    ],
  },
  {
    id: "b123-security-reporting",
    build: (s) =>
      s
        .user(
          "I received an email this morning about a possible ReDoS in our email field validator. Before anything else, could you check whether the pattern is actually vulnerable? Please do not discuss it in a public issue.",
        )
        .bash("grep -n 'EMAIL_RE' src/fieldkit/types/email.py", '12:EMAIL_RE = re.compile(r"^([a-zA-Z0-9_.+-]+)+@[a-zA-Z0-9-]+(\\.[a-zA-Z0-9-]+)*$")')
        .bash(
          'hatch run test:python -c \'import time,fieldkit.types.email as e; t=time.time(); e.EMAIL_RE.match("a"*28+"!"); print(round(time.time()-t,1))\'',
          "9.7",
        )
        .assistant(
          "Confirmed: the nested quantifier `([...]+)+` backtracks exponentially; 28 characters and a `!` take almost ten seconds. Removing the outer group fixes it without changing what matches.",
        )
        .user(
          "Thank you. For your background, as this will come up again: security reports come to security@fieldkit.dev, which only Marta and I can read, and we fix them in a private fork before disclosure. I would also like to make reporting easier, so let us turn on GitHub's private vulnerability reporting for the repository in addition to the email address. And we do not have a SECURITY.md yet, which is embarrassing; that needs writing, though after this fix is out.",
        )
        .file("Edit", "src/fieldkit/types/email.py")
        .bash("gh api -X PUT repos/fieldkit-dev/fieldkit/private-vulnerability-reporting", "")
        .assistant("Fixed the pattern in the private fork and enabled private vulnerability reporting.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["security@fieldkit.dev"] },
      { kind: "decision", keys: ["private vulnerability"] },
      { kind: "task", keys: ["security.md"] },
    ],
  },
  {
    id: "b123-compat-provisional",
    build: (s) =>
      s
        .user("A conda-forge user reports in #439 that fieldkit 0.19.0 is not on conda-forge yet, three days after the release. Is that something we do?")
        .bash("gh api repos/conda-forge/fieldkit-feedstock/pulls --jq '.[0] | .title, .user.login'", "fieldkit v0.19.0\nregro-cf-autotick-bot")
        .assistant(
          "The conda-forge feedstock is a separate repository, conda-forge/fieldkit-feedstock, maintained by @jmoreau; the bot opened the 0.19.0 update two days ago and it is waiting for his review. We are not listed as maintainers there.",
        )
        .user(
          "Thank you, I did not know the details. So the feedstock is Jean's and not ours. Please reply saying so, politely. While I have you, there is something I have wanted to settle: people keep filing bugs against fieldkit.compat as if it were as stable as the core. What would you suggest?",
        )
        .assistant(
          "I would suggest marking fieldkit.compat as provisional in the docs: a note at the top of its reference page saying its API may change in a minor release without the usual deprecation period, until the adapters settle.",
        )
        .user("Yes, agreed, let us do that. Please add the note.")
        .file("Edit", "docs/reference/compat.md")
        .bash("gh issue comment 439 -F reply-439.md", "https://github.com/fieldkit-dev/fieldkit/issues/439#issuecomment-2492210")
        .stop(),
    planted: [
      { kind: "fact", keys: ["feedstock"] },
      { kind: "decision", keys: ["provisional"] },
    ],
  },
  {
    id: "b123-sdist-tests",
    build: (s) =>
      s
        .user("@osei-k has a follow-up PR, #440, that excludes tests/ and docs/ from the sdist to make it smaller. It looks tidy. Any concerns?")
        .bash("hatch build -t sdist && tar tzf dist/fieldkit-0.19.0.tar.gz | cut -d/ -f2 | sort -u", "LICENSE\nPKG-INFO\nREADME.md\npyproject.toml\nsrc")
        .assistant(
          "With the PR, the sdist contains only src/, the README, the licence and pyproject.toml. The conda-forge recipe runs the test suite from the sdist, so it would break there.",
        )
        .user(
          "Ah, thank you, good catch. Then please ask him to keep tests/ in; docs/ may go. As a rule, tests/ must stay in the sdist, downstream packagers (conda-forge, Debian, Fedora) run them from there. Oh, and remind me to ask Jean whether the feedstock could become noarch: python, now that the C extension is optional; I keep forgetting to.",
        )
        .bash("gh pr review 440 --comment -b 'Thank you @osei-k, this is a nice cleanup! One request: ...'", "✓ Reviewed pull request #440")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["sdist"] },
      { kind: "task", keys: ["noarch"] },
    ],
  },
  {
    id: "b123-error-codes",
    build: (s) =>
      s
        .user("Following on from the unhappy reporter in #431: people match on our error messages in their tests. What would stable error codes look like?")
        .file("Read", "src/fieldkit/_messages.py")
        .assistant(
          'All messages are built in src/fieldkit/_messages.py from about forty templates, so each template could get a short code such as "int_parsing" that is added to every entry of ValidationError.errors(). The messages could then keep improving without breaking anyone who matches on the code.',
        )
        .user(
          "I like that very much. Let us do it: every error entry gets a stable error code, named after its template, and codes are only ever added or deprecated, never renamed. Would you start on it in a branch? And a table of all codes in docs/reference/errors.md will be needed before this is released; not today though.",
        )
        .file("Edit", "src/fieldkit/_messages.py")
        .file("Edit", "src/fieldkit/errors.py")
        .bash("hatch run test:pytest -q tests/test_errors.py", "31 passed in 0.88s")
        .assistant("Started on the error-codes branch: every template has a code and errors() includes it.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["error code"] },
      { kind: "fact", keys: ["_messages.py"] },
      { kind: "task", keys: ["errors.md"] },
    ],
  },
  {
    id: "b123-literal-fields",
    build: (s) =>
      s
        .user("#441 wants Literal[...] support. how would u do it")
        .file("Read", "src/fieldkit/types/enum.py")
        .assistant(
          "Two options: (a) a new LiteralField with its own validation and error messages, or (b) turning the Literal's values into a generated Enum and reusing EnumField, which already has error messages, JSON schema output and hypothesis strategies.",
        )
        .user("b, reuse EnumField. less code to maintain")
        .file("Edit", "src/fieldkit/types/enum.py")
        .file("Write", "tests/types/test_literal.py")
        .bash("hatch run test:pytest -q tests/types/test_literal.py", "9 passed in 0.41s")
        .assistant("Literal is now mapped onto EnumField; 9 example-based tests pass.")
        .user("thx. pls add hypothesis property tests too, and in general every new field type gets hypothesis tests, not just examples")
        .file("Edit", "tests/types/test_literal.py")
        .stop("Added a hypothesis round-trip test for Literal fields."),
    planted: [
      { kind: "decision", keys: ["enumfield"] },
      { kind: "instruction", keys: ["hypothesis"] },
    ],
  },
  {
    id: "b123-governance",
    build: (s) =>
      s
        .user("@osei-k has accepted our invitation to become a maintainer. I am delighted. What do I need to change?")
        .file("Read", "GOVERNANCE.md")
        .bash("gh api repos/fieldkit-dev/fieldkit/collaborators --jq '.[] | select(.permissions.maintain) | .login'", "hkessler\nmarta-ro\nyuki-tan")
        .assistant(
          "Three people have maintain rights today: you, @marta-ro and @yuki-tan. GOVERNANCE.md lists the same three. Adding him means the GitHub team and the list in GOVERNANCE.md.",
        )
        .user(
          "Thank you. His access starts on the first of next month, when he is back from leave, so please do not change anything yet; we need to update GOVERNANCE.md and the team then. One more thing I would like you to keep in mind for every merge: a PR written by a maintainer needs the approval of another maintainer before it is merged, however small it is. That includes mine.",
        )
        .assistant("Understood, nothing changes today.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["yuki-tan", "marta-ro"] },
      { kind: "task", keys: ["governance.md"] },
      { kind: "instruction", keys: ["another maintainer"] },
    ],
  },
  {
    id: "b123-empty-ci-log",
    build: (s) =>
      s
        .user("Could you tell me what this warning in the CI log means? I have never seen it before.")
        .bash(
          "gh run view 9930021 --log | grep -i warn | head -n 3",
          "WARNING: hatch: TODO remove legacy env var HATCH_ENV_ACTIVE (always set by hatch >= 1.10)\nDeprecationWarning: pkg_resources is deprecated as an API\nwarning: never use --user inside a virtualenv",
        )
        .assistant(
          "These come from the tools, not from fieldkit. The first is hatch reminding itself of an internal TODO; the second is codespell importing pkg_resources; the third is pip noticing a --user flag in one of the steps. None of them affect the result of the run.",
        )
        .user("I see, thank you. Which step passes --user?")
        .assistant("The codespell step in the lint job, through an old pip.conf on the runner image. It is harmless.")
        .user("Fine, then let us not worry about it. Thank you for explaining.")
        .stop(),
    planted: [],
  },
  {
    id: "b123-empty-typo",
    build: (s) =>
      s
        .user('There is a typo in the README: "valdiation" in the second paragraph. Could you fix it?')
        .file("Edit", "README.md")
        .assistant('Fixed "valdiation" to "validation" in README.md.')
        .user("Thank you. Is that the only one?")
        .bash("hatch run lint:codespell README.md docs/", "")
        .assistant("codespell finds nothing else in the README or docs/.")
        .user("Splendid.")
        .stop(),
    planted: [],
  },
  {
    id: "b123-empty-hatch-version",
    build: (s) =>
      s
        .user("Out of curiosity: how does `hatch version minor` know where to write the new version?")
        .assistant(
          "It reads [tool.hatch.version] in pyproject.toml, which points at a path; hatch then rewrites the `__version__ = ...` line in that file using a regular expression. Nothing else is touched.",
        )
        .user("And if I wanted it to come from git tags instead?")
        .assistant(
          'Then you would use the hatch-vcs plugin with `source = "vcs"`, and the version would be derived from the latest tag at build time. Some projects like that; others prefer the version to be visible in a file.',
        )
        .user("Interesting. I am not sure which I prefer, I shall think about it some other time. Thank you for the explanation!")
        .stop(),
    planted: [],
  },
  {
    id: "b123-empty-contributor-quote",
    build: (s) =>
      s
        .user(
          '@lpaquette commented on the discussion board: "you should always pin every dependency exactly in a library, otherwise users get broken installs". What do you make of that?',
        )
        .assistant(
          "For an application that advice makes sense, but for a library exact pins tend to cause resolver conflicts for users, because every other package in their environment has to agree with them. Most libraries declare lower bounds and test against the newest versions.",
        )
        .user("That is roughly what I thought too. Would there be any case where he is right?")
        .assistant(
          "If a dependency has a history of breaking changes in minor versions, an upper bound can be justified for a while. But an exact pin is rarely right for a library.",
        )
        .user("I might write a short reply later. Thank you, this was helpful.")
        .stop(),
    planted: [],
  },
  {
    id: "b123-empty-run-tests",
    build: (s) =>
      s
        .user("Could you run the tests once more? I just rebased the branch.")
        .bash(
          "hatch run test:pytest -q",
          "........................................................................ [ 88%]\n..........                                                               [100%]\n815 passed in 39.12s",
        )
        .assistant("All 815 tests pass after the rebase.")
        .user("And the type checks?")
        .bash("hatch run types:check", "Success: no issues found in 41 source files\n0 errors, 0 warnings, 0 informations")
        .assistant("mypy and pyright are both clean.")
        .user("Lovely, thank you.")
        .stop(),
    planted: [],
  },
  {
    id: "b123-empty-draft-reply",
    build: (s) =>
      s
        .user("Could you draft a reply to #431? The reporter is rather upset that 0.18.2 changed an error message. I want to be kind but not promise anything.")
        .bash(
          "gh issue view 431 --json body --jq .body | head -n 5",
          "This is the THIRD time fieldkit breaks my tests in a patch release!!! error messages must never change in patch releases",
        )
        .assistant(
          'Draft: "Thank you for taking the time to report this, and I am sorry it caused you trouble. The message changed as part of the fix for #377. I understand that matching on the text is common; we will look at whether the error codes in ValidationError.errors() could serve your tests better."',
        )
        .user("That is a good start. Could you make it a little warmer at the beginning?")
        .assistant(
          'Sure: "Thank you so much for taking the time to write this up, and I am genuinely sorry for the trouble it caused." followed by the rest as before.',
        )
        .user("Perfect, please post it.")
        .bash("gh issue comment 431 -F reply.md", "https://github.com/fieldkit-dev/fieldkit/issues/431#issuecomment-2491002")
        .stop(),
    planted: [],
  },
  {
    id: "b123-empty-nox-idea",
    build: (s) =>
      s
        .user("Do you think hatch environments are still the right tool for us, or are people moving to nox?")
        .assistant(
          "Both are common. nox gives you sessions written in Python, which is flexible; hatch keeps environments declarative in pyproject.toml. Switching would mean rewriting the CI steps and the contributor docs. I could prototype a noxfile if you want to compare.",
        )
        .user("Hmm. Perhaps. What would the noxfile look like for the test matrix?")
        .assistant(
          'Roughly a `@nox.session(python=["3.9", "3.10", "3.11", "3.12", "3.13"])` session that installs `.[test]` and runs pytest, plus lint and docs sessions.',
        )
        .user("Let me think about it. Not today in any case, I have too many PRs open.")
        .stop(),
    planted: [],
  },
  {
    id: "b123-empty-chitchat",
    build: (s) =>
      s
        .user("Good evening. I have just come back from PyCon and my head is full of ideas, most of them probably bad ones.")
        .assistant("Welcome back! Was there a talk that stuck with you?")
        .user(
          "One about free-threading, which was fascinating, and one about writing error messages for humans. I keep wondering whether our messages are any good. Do you find them clear?",
        )
        .assistant(
          "Mostly, yes. The nested ones can be long: a failure deep in a list of unions prints the full path and every alternative tried, which is thorough but hard to scan.",
        )
        .user("That matches my impression. Well, that is enough musing for tonight. Good night!")
        .stop(),
    planted: [],
  },
  {
    id: "b123-empty-hypothesis",
    build: (s) =>
      s
        .user("The macOS job took 19 minutes yesterday. Is it slower than usual, or was that a one-off?")
        .bash("gh run list --workflow ci.yml --limit 5 --json durationMs --jq '.[].durationMs'", "1141000\n262000\n251000\n270000\n255000")
        .assistant(
          "Only yesterday's run was slow; the four before it took about four and a half minutes. It may have been a slow runner or a cold cache at GitHub's side, but I cannot tell from the durations alone.",
        )
        .user("Could it be the hypothesis database growing?")
        .assistant("Possibly, though the other runs would have been slow too. I would wait and see whether it happens again.")
        .user("Fair enough. Let us see.")
        .stop(),
    planted: [],
  },
  {
    id: "b123-empty-dependabot",
    build: (s) =>
      s
        .user("Dependabot opened a PR bumping actions/checkout from v4.1.7 to v4.2.0. Anything in it that concerns us?")
        .bash(
          "gh pr view 433 --json body --jq .body | grep -i -e breaking -e must",
          "- Note: you must now set fetch-tags explicitly if you need tags (no breaking change for default usage)",
        )
        .assistant("Nothing breaking for how we use it; we do not rely on tags in the checkout step. CI is green on the PR.")
        .user("Then please merge it.")
        .bash("gh pr merge 433 --squash", "✓ Squashed and merged pull request #433 (Bump actions/checkout from 4.1.7 to 4.2.0)")
        .assistant("Merged #433.")
        .stop(),
    planted: [],
  },
  {
    id: "b123-empty-withdrawn",
    build: (s) =>
      s
        .user("I am half inclined to rename the package to fieldkit-core and make fieldkit a meta-package. Thoughts?")
        .assistant(
          "It would let you split the pydantic and numpy pieces out cleanly, but every import statement and every pin in the wild points at fieldkit. A rename of the distribution is painful for downstream packagers too.",
        )
        .user("Hmm, yes. No, forget I said anything, it was a silly late-night idea.")
        .assistant("No problem. Nothing to change then.")
        .user("Could you at least tell me how many packages on PyPI depend on us? Just curious.")
        .bash("curl -s https://libraries.io/api/pypi/fieldkit/dependents_count", "214")
        .assistant("libraries.io counts 214 dependent packages.")
        .stop(),
    planted: [],
  },
  {
    id: "b123-empty-status",
    build: (s) =>
      s
        .user("Where are we with the 0.19 milestone?")
        .bash("gh api repos/fieldkit-dev/fieldkit/milestones/14 --jq '.open_issues, .closed_issues'", "3\n22")
        .assistant("22 closed and 3 open: #424 (pydantic aliases, with @yuki-tan), #436 (strict coercion) and #438 (coercion docs, waiting on review).")
        .user("And the CI on main?")
        .bash("gh run list --branch main --limit 1", "completed  success  CI  main  4m03s")
        .assistant("Green, 4m03s on the last run.")
        .user("Good, thank you. That is all for now.")
        .stop(),
    planted: [],
  },
];

export const BLIND123 = plantedSet(BLIND123_SESSIONS, Date.UTC(2026, 10, 26, 9));
