/**
 * Blind planted set 183 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: A Python CLI author (Typer, uv, ruff) building a log-filtering tool, lograke, who answers the agent mostly
 * with one word or one line ("typer", "pin it", "polling"), so the context of many items sits in the agent's
 * message just before.
 * Each session is one segment; the items planted in it are listed with it: 65 items (17 decisions, 16 instructions,
 * 16 facts, 16 tasks) in 46 sessions, 14 of which plant nothing (67 user/assistant messages between them). Every other message
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

export const BLIND183_SESSIONS: BlindSession[] = [
  {
    id: "b183-cli-framework",
    build: (s) =>
      s
        .user("scaffold the cli. package name lograke, src layout")
        .bash("uv init --package lograke", "Initialized project `lograke` at `/home/dev/src/app`")
        .assistant(
          "Project initialized with uv (src layout, `src/lograke/__init__.py`). For the CLI layer there are two reasonable options: plain argparse (zero dependencies) or Typer (commands from type hints, decent --help out of the box). Which do you want?",
        )
        .user("typer")
        .bash("uv add typer", "Resolved 9 packages in 212ms\nInstalled 6 packages in 31ms\n + click==8.1.7\n + typer==0.12.5")
        .file("Write", "src/lograke/cli.py")
        .assistant(
          'Added typer and wrote `src/lograke/cli.py` with `app = typer.Typer()` and a `tail` command stub; `[project.scripts] lograke = "lograke.cli:app"` is in pyproject.',
        )
        .user("shell completion we do later, not in this pass")
        .stop("Got it, I left `add_completion=False` for now. `uv run lograke --help` prints the tail command."),
    planted: [
      { kind: "decision", keys: ["typer"] },
      { kind: "task", keys: ["completion"] },
    ],
  },
  {
    id: "b183-ruff-setup",
    build: (s) =>
      s
        .user("add ruff")
        .bash("uv add --dev ruff", "Resolved 10 packages in 98ms\n + ruff==0.6.9")
        .bash(
          "uv run ruff check .",
          "src/lograke/cli.py:14:89: E501 Line too long (104 > 88)\nsrc/lograke/cli.py:22:89: E501 Line too long (97 > 88)\nFound 2 errors.",
          1,
        )
        .assistant(
          "Ruff is in as a dev dependency. With the default line length of 88 it flags two lines in cli.py. Should I wrap them, or raise line-length in `[tool.ruff]`? 100 and 120 are both common.",
        )
        .user("120")
        .file("Edit", "pyproject.toml")
        .bash("uv run ruff check .", "All checks passed!")
        .assistant("Set `line-length = 120` under `[tool.ruff]`; ruff check passes now.")
        .user("and from now on run `uv run ruff check --fix` + ruff format before you tell me something is done. every time")
        .stop("Will do: ruff check --fix and ruff format before I report anything as done."),
    planted: [
      { kind: "decision", keys: ["120"] },
      { kind: "instruction", keys: ["ruff check"] },
    ],
  },
  {
    id: "b183-lint-noise",
    build: (s) =>
      s
        .user("ruff says something about B008")
        .bash(
          "uv run ruff check --select B .",
          "src/lograke/cli.py:44:38: B008 Do not perform function call `typer.Option` in argument defaults\nFound 1 error.",
        )
        .assistant(
          "B008 is a false positive for Typer's old-style `= typer.Option(...)` defaults. Switching that parameter to the Annotated style would silence it.",
        )
        .user("do that one")
        .file("Edit", "src/lograke/cli.py")
        .bash("uv run ruff check --select B .", "All checks passed!")
        .assistant("Converted the `limit` parameter to `Annotated[int, typer.Option(...)]`; B checks pass.")
        .user("ok")
        .stop(),
    planted: [],
  },
  {
    id: "b183-python-floor",
    build: (s) =>
      s
        .user("why does `match` fail in ci")
        .bash(
          "cat .github/workflows/ci.yml | grep -A3 python-version",
          '        python-version: ["3.9", "3.11"]\n    steps:\n      - uses: astral-sh/setup-uv@v3',
        )
        .assistant(
          'CI still tests 3.9 (pyproject has `requires-python = ">=3.9"`), and structural pattern matching only exists from 3.10. Either I rewrite the match block as if/elif, or we drop 3.9 support. Dropping it would also let us use tomllib from the stdlib.',
        )
        .user("drop 3.9. the build box only has python 3.11 anyway so thats what we actually ship on")
        .file("Edit", "pyproject.toml")
        .file("Edit", ".github/workflows/ci.yml")
        .bash("uv lock", "Resolved 10 packages in 140ms")
        .assistant("requires-python is now `>=3.11`, the CI matrix runs 3.11 only, lock refreshed.")
        .user("k")
        .stop(),
    planted: [
      { kind: "decision", keys: ["3.9"] },
      { kind: "fact", keys: ["3.11"] },
    ],
  },
  {
    id: "b183-test-runner",
    build: (s) =>
      s
        .user("tests for the gz reader")
        .bash("ls tests/", "__init__.py\nconftest.py\ntest_cli.py")
        .assistant(
          "There's no fixture data yet. Should I generate gzipped sample logs inside the test with tmp_path, or is there a folder of real samples somewhere?",
        )
        .user("real ones are in tests/data/gz, rotated nginx logs from the edge boxes, scrubbed")
        .file("Write", "tests/test_reader.py")
        .bash("pytest", "bash: pytest: command not found", 127)
        .assistant("Plain `pytest` isn't on PATH outside the venv. Running it through uv instead.")
        .bash("uv run pytest -q", "....\n4 passed in 0.21s")
        .user("yeah always `uv run pytest -q`, dont try bare pytest")
        .stop("Noted. 4 tests pass against the samples in tests/data/gz."),
    planted: [
      { kind: "fact", keys: ["tests/data/gz"] },
      { kind: "instruction", keys: ["uv run pytest -q"] },
    ],
  },
  {
    id: "b183-undecided-cache",
    build: (s) =>
      s
        .user("would caching parsed files help? same file gets queried 10x in a row sometimes")
        .assistant(
          "It could: we'd store parsed records keyed by path + mtime in ~/.cache/lograke, maybe as msgpack. It costs disk and adds invalidation bugs. I'm not sure it beats just being fast.",
        )
        .user("dunno. lets think about it")
        .assistant("Sure. If it helps the decision, I can time a repeated query on the 1h file.")
        .bash("hyperfine -r3 'uv run lograke summary samples/edge-1h.log.gz'", "Time (mean ± σ):      2.104 s ±  0.031 s")
        .user("2s is fine honestly. forget caching")
        .stop(),
    planted: [],
  },
  {
    id: "b183-parse-speed",
    build: (s) =>
      s
        .user("its slow on the big files")
        .assistant("Could be the regex in the filter step, or the JSON decoding. Let me profile before guessing.")
        .bash(
          "uv run python -m cProfile -s cumtime -m lograke tail samples/edge-1.log.gz --filter status=500 | head -8",
          "   ncalls  tottime  percall  cumtime  filename:lineno(function)\n   812331    9.114    0.000   14.210 __init__.py:299(loads)\n   812331    1.902    0.000    2.388 filters.py:41(match)",
        )
        .assistant(
          "json.loads is ~70% of the runtime; the filter regex is small. Options: orjson (C extension, typically 3-5x faster loads, wheels for linux/mac), or msgspec (faster still but we'd have to define schemas). I'd go with orjson as a drop-in.",
        )
        .user("orjson")
        .bash("uv add orjson", "Resolved 11 packages in 120ms\n + orjson==3.10.7")
        .file("Edit", "src/lograke/reader.py")
        .bash("time uv run lograke tail samples/edge-1.log.gz --filter status=500 > /dev/null", "real\t0m4.912s\nuser\t0m4.701s\nsys\t0m0.188s")
        .assistant("Swapped json.loads for orjson.loads in reader.py: 15.8 s down to 4.9 s on edge-1.")
        .user("nice. at some point we should benchmark against jq on the same file, not today")
        .stop("Ok, not doing the jq comparison now."),
    planted: [
      { kind: "decision", keys: ["orjson"] },
      { kind: "task", keys: ["jq"] },
    ],
  },
  {
    id: "b183-publish",
    build: (s) =>
      s
        .user("can we get it on pypi")
        .bash(
          "uv build",
          "Building source distribution...\nBuilding wheel from source distribution...\nSuccessfully built dist/lograke-0.1.0.tar.gz\nSuccessfully built dist/lograke-0.1.0-py3-none-any.whl",
        )
        .bash("curl -s -o /dev/null -w '%{http_code}' https://pypi.org/pypi/lograke/json", "200")
        .assistant(
          "The build works, but `lograke` already exists on PyPI (someone else's project, last release 2019). Do you want a different distribution name? The import name and the command can stay `lograke`.",
        )
        .user("yeah its taken, we publish as lograke-cli. command stays lograke")
        .file("Edit", "pyproject.toml")
        .assistant("Renamed the distribution to `lograke-cli` in pyproject. Want me to run `uv publish` now with a token?")
        .user("no. dont ever publish from your machine or mine, releases only go out through release.yml when a tag is pushed")
        .stop("Understood, I won't publish locally. dist/ is built and the name change is in pyproject."),
    planted: [
      { kind: "fact", keys: ["lograke-cli"] },
      { kind: "instruction", keys: ["release.yml"] },
    ],
  },
  {
    id: "b183-typo-fix",
    build: (s) =>
      s
        .user("typo in the tail help, 'occurences'")
        .bash("grep -rn occurences src/", 'src/lograke/cli.py:31:    help="Stop after N occurences.",')
        .file("Edit", "src/lograke/cli.py")
        .assistant("Fixed: 'occurrences'. The snapshot for tail --help needed an update too.")
        .bash("uv run pytest -q --snapshot-update", "..............\n14 passed, 1 snapshot updated in 0.58s")
        .user("ty")
        .stop("Done."),
    planted: [],
  },
  {
    id: "b183-output-style",
    build: (s) =>
      s
        .user("the summary command output is ugly")
        .bash("uv run lograke summary samples/edge-1.log.gz", "status count\n200 781022\n404 20411\n500 10898")
        .assistant(
          "I could render it with rich: a table with column alignment and colors per status class. It'd add rich as a dependency (~1 MB). Or keep plain text and just align the columns.",
        )
        .user("no rich. plain aligned text, this gets piped into awk all the time")
        .file("Edit", "src/lograke/summary.py")
        .bash("uv run lograke summary samples/edge-1.log.gz", "status   count\n200     781022\n404      20411\n500      10898\nprocessed 812331 lines in 4.8s")
        .assistant("Columns are aligned now. I also print the 'processed N lines' footer at the end.")
        .user("that footer breaks awk. stdout is data only, progress/footers/warnings all go to stderr. thats the rule for every command")
        .file("Edit", "src/lograke/summary.py")
        .stop("Footer moved to stderr; stdout only has the table."),
    planted: [
      { kind: "decision", keys: ["rich"] },
      { kind: "instruction", keys: ["stderr"] },
    ],
  },
  {
    id: "b183-timezones",
    build: (s) =>
      s
        .user("the --since filter is off by an hour on the edge logs")
        .bash("zcat tests/data/gz/edge-2.log.gz | head -1 | cut -c1-80", '{"time":"2026-03-02T10:14:07","remote":"10.2.3.4","status":200,"path":"/api')
        .assistant("The timestamps have no offset, and we parse naive datetimes as UTC. Is it possible the edge boxes log in local time?")
        .user("yes, the edge nginx logs are in Europe/Berlin local time. not utc. always been like that")
        .assistant("Then I'd attach the zone when parsing. I can use pendulum for this, it handles DST transitions nicely.")
        .user("ok pendulum")
        .bash("uv add pendulum", "Resolved 13 packages in 201ms\n + pendulum==3.0.0")
        .assistant(
          "Hm, pendulum 3 pulls in a Rust extension and there's no wheel for the build box's glibc; it builds from source there. The stdlib `zoneinfo` does the same for our case with no dependency.",
        )
        .user("ugh. ok zoneinfo then, remove pendulum")
        .bash("uv remove pendulum", "Resolved 11 packages in 90ms\n - pendulum==3.0.0")
        .file("Edit", "src/lograke/timeparse.py")
        .assistant("Done: naive edge timestamps are now read as Europe/Berlin via zoneinfo, and the --since test passes.")
        .user("follow-up for later: a --tz flag so people can override it per file")
        .stop("Noted for later; not adding --tz in this change."),
    planted: [
      { kind: "fact", keys: ["berlin"] },
      { kind: "decision", keys: ["zoneinfo"] },
      { kind: "task", keys: ["--tz"] },
    ],
  },
  {
    id: "b183-question-gzip",
    build: (s) =>
      s
        .user("does python's gzip module stream or load the whole file")
        .assistant(
          "It streams: gzip.open returns a file object that decompresses in chunks as you read, so memory stays flat regardless of file size. Seeking backwards is the expensive part, since it has to restart decompression.",
        )
        .user("so follow mode on a .gz makes no sense")
        .assistant("Right, once a log is rotated and compressed nothing appends to it any more, so there's nothing to follow.")
        .user("ok cool")
        .stop(),
    planted: [],
  },
  {
    id: "b183-follow-mode",
    build: (s) =>
      s
        .user("tail -f mode loses lines at midnight")
        .assistant(
          "Midnight suggests log rotation. If logrotate moves the file, we keep reading the old inode; if it truncates, our offset is past the end. Let me check the rotation config on a box.",
        )
        .bash("ssh edge-1 cat /etc/logrotate.d/nginx", "/var/log/nginx/*.log {\n    daily\n    rotate 14\n    compress\n    copytruncate\n    notifempty\n}")
        .assistant(
          "Confirmed: the edge boxes rotate with `copytruncate`, so the file is truncated in place and our saved offset points past the end; we never notice. Fix: detect size < offset and reset to 0. For watching, I can either use inotify via watchdog or just poll the size every 250 ms. Polling is simpler and also works on mac.",
        )
        .user("polling")
        .file("Edit", "src/lograke/follow.py")
        .bash("uv run pytest -q tests/test_follow.py", "...\n3 passed in 1.12s")
        .stop("Follow mode now polls every 250 ms and resets the offset when the file shrinks; rotation test added."),
    planted: [
      { kind: "fact", keys: ["copytruncate"] },
      { kind: "decision", keys: ["polling"] },
    ],
  },
  {
    id: "b183-deps-rules",
    build: (s) =>
      s
        .user("why is there a requirements.txt")
        .bash("git log --oneline -1 -- requirements.txt", "4be1c02 add humanize for sizes")
        .assistant(
          "I added it last session when I installed `humanize` with pip to format byte sizes. Sorry, it should have gone through uv. I'll remove requirements.txt and add humanize with uv.",
        )
        .user("no humanize at all. ask me before adding any dependency, we keep this thing lean")
        .user("and its `uv add`, never pip install, nothing outside the lockfile")
        .bash("git rm -q requirements.txt && uv run python -c 'import lograke'", "")
        .file("Edit", "src/lograke/sizes.py")
        .assistant("Removed requirements.txt and humanize; byte sizes are formatted by a 10-line helper in sizes.py instead.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["dependency"] },
      { kind: "instruction", keys: ["uv add"] },
    ],
  },
  {
    id: "b183-hypothesis-memory",
    build: (s) =>
      s
        .user("rss goes to 900mb on the 1h file, why")
        .assistant(
          "My first guess is the summary command keeping every parsed line in a list before counting. Could also be orjson's string caching, though I doubt it. Let me measure before changing anything.",
        )
        .bash("uv run python -X importtime -c 'import lograke' 2>&1 | tail -1", "import time:      1120 |      38211 | lograke")
        .assistant("That was the wrong tool, importtime only shows import cost. Running memray instead.")
        .bash(
          "uvx memray run -o /tmp/m.bin -m lograke summary samples/edge-1h.log.gz >/dev/null && uvx memray stats /tmp/m.bin | head -3",
          "Total memory allocated: 4.1GB\nPeak memory usage: 874.2MB\nTop allocator: summary.py:22 list.append",
        )
        .user("maybe its fine? its a 300mb file")
        .assistant("It's from summary.py keeping all rows; a Counter would keep it at a few MB. Should I change it?")
        .user("yeah do it")
        .file("Edit", "src/lograke/summary.py")
        .stop("Summary now counts with a Counter while streaming; peak RSS is 41 MB on the 1h file."),
    planted: [],
  },
  {
    id: "b183-typer-pin",
    build: (s) =>
      s
        .user("ci red")
        .bash(
          "gh run view --log-failed | tail -5",
          "tests/test_cli.py::test_tail_callback FAILED\nE   TypeError: TyperArgument.make_metavar() takes 1 positional argument but 2 were given\ntyper==0.13.0",
          1,
        )
        .assistant(
          "The lockfile wasn't used in that job and it resolved typer 0.13.0, which changed how our custom callback gets its metavar. Do you want me to adapt the callback or pin typer?",
        )
        .user("pin it")
        .file("Edit", "pyproject.toml")
        .bash("uv lock && uv run pytest -q", "Resolved 11 packages in 131ms\n.........\n9 passed in 0.44s")
        .assistant("Pinned `typer>=0.12,<0.13` with a comment: 0.13 breaks our metavar callback in cli.py. Tests pass.")
        .user("ok. todo for some day: the glob expansion is broken for windows paths, backslashes")
        .stop("Noted, leaving the windows glob issue for later."),
    planted: [
      { kind: "decision", keys: ["typer", "0.13"] },
      { kind: "fact", keys: ["0.13", "metavar"] },
      { kind: "task", keys: ["windows"] },
    ],
  },
  {
    id: "b183-homebrew",
    build: (s) =>
      s
        .user("brew install gives 0.3")
        .bash("brew info lograke | head -2", "==> lograke/tap/lograke: stable 0.3.1\nhttps://github.com/lograke/homebrew-tap")
        .assistant(
          "The tap formula is still at 0.3.1 while PyPI has 0.4.0. The formula is in lograke/homebrew-tap; I don't have push access there. Who updates it?",
        )
        .user("maren owns the tap, only she merges there")
        .assistant("Then I can draft the formula change as a patch for her. The sha256 of the 0.4.0 sdist is below.")
        .bash(
          "curl -sL https://files.pythonhosted.org/packages/source/l/lograke-cli/lograke_cli-0.4.0.tar.gz | shasum -a 256",
          "9c1e4f6b2a0d7e3b5c8f1a2d4e6b8c0a1f3e5d7c9b2a4c6e8f0a1b3c5d7e9f2a  -",
        )
        .user("remind me to ping her about the formula once 0.5 is out, no point doing it twice")
        .stop("Ok, I'll leave the patch for now."),
    planted: [
      { kind: "fact", keys: ["maren"] },
      { kind: "task", keys: ["formula"] },
    ],
  },
  {
    id: "b183-withdrawn-subcommand",
    build: (s) =>
      s
        .user("maybe split `tail` into `tail` and `cat`? one follows, one doesnt")
        .assistant(
          "That's doable: `cat` would read to the end and exit, `tail` would keep --follow. It would mean a breaking change for anyone running `lograke tail` on finished files though.",
        )
        .user("hmm actually no, scratch that. forget it")
        .assistant("Ok, leaving the commands as they are.")
        .user("whats on the CHANGELOG for unreleased right now")
        .bash(
          "sed -n '/## Unreleased/,/## 0.4.0/p' CHANGELOG.md",
          "## Unreleased\n- feat: grep-style exit codes\n- fix: follow mode after copytruncate rotation\n## 0.4.0",
        )
        .stop("Two entries under Unreleased: exit codes and the follow-mode fix."),
    planted: [],
  },
  {
    id: "b183-exit-codes",
    build: (s) =>
      s
        .user("what does lograke exit with when nothing matches")
        .bash("uv run lograke tail samples/edge-1.log.gz --filter status=599 > /dev/null; echo $?", "0")
        .assistant(
          "Always 0 right now, even for unparseable input. A common convention is grep's: 0 = matches found, 1 = no matches, 2 = error (including parse errors). That would let people use `lograke ... && alert`. Want that?",
        )
        .user("yes like grep")
        .file("Edit", "src/lograke/cli.py")
        .file("Edit", "tests/test_cli.py")
        .bash("uv run pytest -q", "...........\n11 passed in 0.51s")
        .assistant("Exit codes now follow grep (0/1/2); tests cover all three.")
        .user("also put type hints on every public function, i saw some bare defs in there")
        .file("Edit", "src/lograke/filters.py")
        .user("not just that file, thats the rule going forward")
        .assistant("Understood, type hints on all public functions from now on; I annotated filters.py and reader.py.")
        .user("--since should take relative stuff like 2h or 30m eventually. not now")
        .stop("Ok, relative --since left for later."),
    planted: [
      { kind: "decision", keys: ["grep"] },
      { kind: "instruction", keys: ["type hints"] },
      { kind: "task", keys: ["--since"] },
    ],
  },
  {
    id: "b183-commit-style",
    build: (s) =>
      s
        .user("commit it")
        .bash("git commit -am 'Added exit codes'", "[main 7a1f0c3] Added exit codes\n 3 files changed, 48 insertions(+), 6 deletions(-)")
        .user("conventional commits pls, lowercase. feat: / fix: / chore:. amend it")
        .bash(
          "git commit --amend -m 'feat: grep-style exit codes'",
          "[main 9d2e6b1] feat: grep-style exit codes\n 3 files changed, 48 insertions(+), 6 deletions(-)",
        )
        .assistant("Amended to `feat: grep-style exit codes`. I'll use conventional commit messages from here on.")
        .user("and every user-visible change gets a line in CHANGELOG.md under Unreleased, same commit")
        .file("Edit", "CHANGELOG.md")
        .bash("git commit --amend --no-edit -a", "[main 0c4b8a2] feat: grep-style exit codes\n 4 files changed, 50 insertions(+), 6 deletions(-)")
        .stop("Added the exit-code line to the changelog's Unreleased section and folded it into the commit."),
    planted: [
      { kind: "instruction", keys: ["conventional"] },
      { kind: "instruction", keys: ["changelog"] },
    ],
  },
  {
    id: "b183-quoted-config",
    build: (s) =>
      s
        .user("what does the pre-commit config do")
        .bash(
          "cat .pre-commit-config.yaml",
          "# NOTE: hooks must always pass before push\n# TODO: never skip with --no-verify\nrepos:\n  - repo: https://github.com/astral-sh/ruff-pre-commit\n    rev: v0.6.9\n    hooks:\n      - id: ruff\n      - id: ruff-format",
        )
        .assistant(
          "It runs ruff (lint) and ruff-format on staged files at commit time. The comments at the top are from the template; the hooks themselves are just those two.",
        )
        .user("is it even installed")
        .bash("ls .git/hooks/pre-commit", "ls: cannot access '.git/hooks/pre-commit': No such file or directory", 2)
        .assistant("No, the git hook isn't installed in this clone, so it doesn't run. `uvx pre-commit install` would enable it.")
        .user("eh leave it")
        .stop(),
    planted: [],
  },
  {
    id: "b183-mirror",
    build: (s) =>
      s
        .user("uv sync hangs on the build box")
        .bash("cat uv.toml", '[[index]]\nname = "corp"\nurl = "https://artifactory.corp.example/api/pypi/pypi-remote/simple"\ndefault = true')
        .assistant("uv.toml points at an Artifactory index. Is the build box supposed to reach pypi.org directly, or only through that?")
        .user("only through artifactory, no internet on the build box")
        .bash("uv sync -v 2>&1 | tail -2", "DEBUG Searching for a compatible version of orjson\nDEBUG Request timed out: https://pypi.org/simple/orjson/")
        .assistant("Found it: a stray `UV_INDEX_URL=https://pypi.org/simple` in .envrc overrides uv.toml. Removing it makes uv sync finish in 3 s.")
        .file("Edit", ".envrc")
        .user("good. theres still a setup.cfg lying around from the old setuptools days, we need to get rid of it at some point, flake8 config is in there")
        .stop("Left setup.cfg alone for now."),
    planted: [
      { kind: "fact", keys: ["artifactory"] },
      { kind: "task", keys: ["setup.cfg"] },
    ],
  },
  {
    id: "b183-payments-logs",
    build: (s) =>
      s
        .user("lograke chokes on the payments logs")
        .bash(
          "head -c 200 samples/payments-1.log",
          'ts=2026-03-04T08:00:01Z level=info msg="charge ok" amount=1200 currency=EUR\nts=2026-03-04T08:00:02Z level=warn msg="retry" attempt=2',
        )
        .assistant("These are logfmt, not JSON. Is that just this sample, or does the payments service always log that way?")
        .user("payments service logs logfmt, always has. everything else is json")
        .file("Write", "src/lograke/logfmt.py")
        .bash("uv run pytest -q tests/test_logfmt.py", "......\n6 passed in 0.08s")
        .assistant(
          "Added a logfmt parser and auto-detection on the first line; payments-1.log parses now. Quoted values with escaped quotes are handled; I'm not sure about every edge case though.",
        )
        .user("todo: fuzz the logfmt parser with hypothesis sometime")
        .stop("Noted for later."),
    planted: [
      { kind: "fact", keys: ["payments", "logfmt"] },
      { kind: "task", keys: ["hypothesis"] },
    ],
  },
  {
    id: "b183-run-tests",
    build: (s) =>
      s
        .user("run the tests")
        .bash("uv run pytest -q", "........................\n24 passed in 1.31s")
        .assistant("All 24 tests pass.")
        .user("and ruff")
        .bash("uv run ruff check . && uv run ruff format --check .", "All checks passed!\n18 files already formatted")
        .assistant("Ruff check and format are clean too.")
        .user("👍")
        .stop(),
    planted: [],
  },
  {
    id: "b183-big-sample",
    build: (s) =>
      s
        .user("where do i get a really big file to test with")
        .bash(
          "aws s3 ls s3://ops-samples/lograke/ --human-readable",
          "2026-02-11 09:12:44    2.3 GiB edge-full-day.log.zst\n2026-02-11 09:13:02  310.4 MiB edge-1h.log.gz",
        )
        .assistant("There's a full-day edge log in s3://ops-samples/lograke/, 2.3 GiB, but it's zstd-compressed and we only read gzip so far.")
        .user("yep thats the bucket, ops-samples has all of them. zstd support is on the list, later")
        .bash("aws s3 cp s3://ops-samples/lograke/edge-1h.log.gz samples/", "download: s3://ops-samples/lograke/edge-1h.log.gz to samples/edge-1h.log.gz")
        .stop("Pulled the 1h gzip sample into samples/ for now."),
    planted: [
      { kind: "fact", keys: ["ops-samples"] },
      { kind: "task", keys: ["zstd"] },
    ],
  },
  {
    id: "b183-build-backend",
    build: (s) =>
      s
        .user("uv build warns about something")
        .bash("uv build 2>&1 | grep -i warn", "warning: `setuptools` build backend is deprecated for `license` as a string table, use a SPDX expression")
        .assistant(
          "That's setuptools complaining about the license table. We could fix the table, or switch the build backend to hatchling, which uv's templates use by default and which handles the src layout without config. Or uv's own uv_build backend, but that's still marked preview.",
        )
        .user("hatchling")
        .file("Edit", "pyproject.toml")
        .bash("uv build", "Successfully built dist/lograke_cli-0.4.1.tar.gz\nSuccessfully built dist/lograke_cli-0.4.1-py3-none-any.whl")
        .assistant("Build backend is hatchling now, no warnings.")
        .user("someone asked for a man page. not now but we need one")
        .stop("Ok, not writing the man page in this change."),
    planted: [
      { kind: "decision", keys: ["hatchling"] },
      { kind: "task", keys: ["man page"] },
    ],
  },
  {
    id: "b183-chitchat",
    build: (s) =>
      s
        .user("morning. long day yesterday, the on-call thing ate everything")
        .assistant("Morning! Sounds rough. Want to pick up where we left off with the logfmt parser, or something else?")
        .user("just look at what changed since friday")
        .bash(
          "git log --oneline --since=friday",
          "0c4b8a2 feat: grep-style exit codes\n3e91d7a fix: follow mode after copytruncate rotation\n5a7c2f0 chore: bump ruff",
        )
        .assistant("Three commits since Friday: exit codes, the follow-mode rotation fix, and a ruff bump. Nothing uncommitted.")
        .user("ok thx, thats all for now")
        .stop(),
    planted: [],
  },
  {
    id: "b183-config-file",
    build: (s) =>
      s
        .user("people want default filters without typing them every time")
        .assistant(
          "A config file would do it. Options: `~/.config/lograke/config.toml` (read with tomllib, no dependency now that we're on 3.11), or a `.lograkerc` in the current directory, or environment variables like LOGRAKE_FILTER. I'd suggest the TOML file in the XDG config dir, with env vars overriding it.",
        )
        .user("toml in xdg yes. skip the env vars")
        .file("Write", "src/lograke/config.py")
        .bash("uv run pytest -q tests/test_config.py", "....\n4 passed in 0.06s")
        .assistant(
          "config.toml under ~/.config/lograke is read at startup; `[defaults] filter = [...]` is merged with CLI flags. I used os.path.expanduser for the home dir.",
        )
        .user("pathlib, not os.path. everywhere pls")
        .file("Edit", "src/lograke/config.py")
        .stop("Switched to Path.home() / '.config' / 'lograke'."),
    planted: [
      { kind: "decision", keys: ["config.toml"] },
      { kind: "instruction", keys: ["pathlib"] },
    ],
  },
  {
    id: "b183-typecheck",
    build: (s) =>
      s
        .user("add a type checker to ci")
        .assistant("mypy or pyright? mypy is the classic; pyright is faster and its inference catches more with less annotation. Both work with uv run.")
        .user("pyright")
        .bash(
          "uv add --dev pyright && uv run pyright",
          'Resolved 12 packages in 140ms\n + pyright==1.1.384\n/home/dev/src/app/src/lograke/_vendor/fnmatch2.py:88:12 - error: "pattern" is possibly unbound\n1 error, 0 warnings',
        )
        .assistant("The only error is in `src/lograke/_vendor/fnmatch2.py`. I can fix that line.")
        .user("dont touch _vendor, its a verbatim copy. exclude it")
        .file("Edit", "pyproject.toml")
        .bash("uv run pyright", "0 errors, 0 warnings, 0 informations")
        .stop("Excluded src/lograke/_vendor in `[tool.pyright]`; pyright is clean and runs in CI."),
    planted: [
      { kind: "decision", keys: ["pyright"] },
      { kind: "instruction", keys: ["_vendor"] },
    ],
  },
  {
    id: "b183-proposal-declined",
    build: (s) =>
      s
        .user("the filter parser is getting messy")
        .file("Read", "src/lograke/filters.py")
        .assistant(
          "It's hand-rolled string splitting with special cases for `!=` and `~`. I could rewrite it with lark and a small grammar; that would make adding `and`/`or` easy, but it adds a dependency.",
        )
        .user("no, not worth it right now")
        .assistant("Ok. Then I'd at least split the operator handling into a dict dispatch so it's readable. Want that?")
        .user("nah leave it, it works")
        .stop("Leaving filters.py as is."),
    planted: [],
  },
  {
    id: "b183-snapshots",
    build: (s) =>
      s
        .user("the help text keeps breaking without anyone noticing")
        .assistant(
          "A snapshot test of `--help` for every command would catch that. I could use syrupy (pytest plugin, snapshots in __snapshots__/) or just compare against hand-written expected strings.",
        )
        .user("syrupy")
        .bash(
          "uv add --dev syrupy && uv run pytest -q --snapshot-update",
          "Resolved 13 packages in 111ms\n + syrupy==4.7.2\n.............\n13 passed, 4 snapshots generated in 0.62s",
        )
        .file("Write", "tests/test_help.py")
        .bash("grep -n 'help=' src/lograke/cli.py | wc -l", "5")
        .assistant("Snapshots are in. Looking at them, `--limit` and `--no-color` show no description in --help because they have no help= argument.")
        .user("every option needs a help string, thats a hard rule. fix those two")
        .file("Edit", "src/lograke/cli.py")
        .bash("uv run pytest -q --snapshot-update", "..............\n13 passed, 2 snapshots updated in 0.60s")
        .stop(),
    planted: [
      { kind: "decision", keys: ["syrupy"] },
      { kind: "instruction", keys: ["help string"] },
    ],
  },
  {
    id: "b183-ci-matrix",
    build: (s) =>
      s
        .user("mac test failing only in ci")
        .bash(
          "gh run view 8812 --log-failed | tail -3",
          "runner: macos-14 (arm64)\nFAILED tests/test_follow.py::test_truncate - AssertionError: 0 != 3\n1 failed, 22 passed",
        )
        .assistant("The failing job is the macos-14 runner. Is that an arm64 runner on purpose, or should it be macos-13 (intel)?")
        .user("ci is ubuntu-latest + macos-14, arm on purpose, most of us are on m-series macs")
        .assistant("Then it's probably just timing on that runner. I'll raise the test's wait from 300 ms to 600 ms and see if CI goes green.")
        .file("Edit", "tests/test_follow.py")
        .bash("gh workflow run ci.yml && sleep 90 && gh run list -L1", "completed\tsuccess\tci\tmain\tpush\t8813")
        .user("ok. we should get coverage reported in ci at some point")
        .stop("Noted, not adding coverage now; CI is green."),
    planted: [
      { kind: "fact", keys: ["macos-14"] },
      { kind: "task", keys: ["coverage"] },
    ],
  },
  {
    id: "b183-status-report",
    build: (s) =>
      s
        .user("did the release go out")
        .bash("gh run list -w release.yml -L1", "completed\tsuccess\trelease\tv0.4.1\tpush\t8820")
        .assistant("Yes: the release workflow for tag v0.4.1 completed successfully.")
        .bash("curl -s https://pypi.org/pypi/lograke-cli/json | jq -r .info.version", "0.4.1")
        .assistant("PyPI shows lograke-cli 0.4.1 as the latest version.")
        .user("cool")
        .stop(),
    planted: [],
  },
  {
    id: "b183-docs-site",
    build: (s) =>
      s
        .user("fix the broken link on the docs site, the filters page")
        .bash("grep -rn 'filter-syntax' docs/", "docs/index.md:14:See [filter syntax](filter-syntax.md).\ndocs/filters.md:1:# Filters")
        .assistant("index.md links to filter-syntax.md, but the page is filters.md. Where is the site built from? I see mkdocs.yml.")
        .user("docs are mkdocs, deployed to gh-pages by the docs workflow on every push to main")
        .file("Edit", "docs/index.md")
        .bash(
          "uv run --with mkdocs-material mkdocs build --strict",
          "INFO    -  Cleaning site directory\nINFO    -  Building documentation to directory: site\nINFO    -  Documentation built in 0.41 seconds",
        )
        .assistant("Link fixed and the strict build passes. The filters page still documents `--json` (deprecated since 0.3 in favor of --output json).")
        .user("right, --json gets removed in the next release. leave the docs for now")
        .stop("Ok, docs left as they are apart from the link."),
    planted: [
      { kind: "fact", keys: ["mkdocs"] },
      { kind: "task", keys: ["--json"] },
    ],
  },
  {
    id: "b183-output-flag",
    build: (s) =>
      s
        .user("json vs ndjson vs logfmt output, how do people pick")
        .bash("uv run lograke tail --help | grep -A1 -- '--json\\|--format'", "  --json            Emit JSON.\n  --format TEXT     text|ndjson")
        .assistant(
          "Right now there are two overlapping flags: the old boolean `--json` and `--format text|ndjson`. I'd fold them into one. Naming options: keep `--format`, or `--output`/`-o` like kubectl and the aws cli (`-o json`). Since `--format` is also what strftime-ish options are usually called, I lean to `--output`.",
        )
        .user("--output / -o. format goes away")
        .file("Edit", "src/lograke/cli.py")
        .file("Edit", "tests/test_cli.py")
        .bash("uv run pytest -q", "..........................\n26 passed in 1.40s")
        .assistant(
          "`-o/--output text|json|ndjson|logfmt` replaces --format; `--json` still works as a hidden alias that prints a deprecation warning to stderr.",
        )
        .user("eventually a --colour flag too, auto/always/never. later")
        .stop("Ok, no color flag yet."),
    planted: [
      { kind: "decision", keys: ["--output"] },
      { kind: "task", keys: ["colour"] },
    ],
  },
  {
    id: "b183-log-output",
    build: (s) =>
      s
        .user("what is this warning in the build box log")
        .bash(
          "journalctl -u lograke-nightly --since today | tail -4",
          "WARN lograke: never seen field 'upstream_ms' before, treating as string\nWARN lograke: must specify --tz for naive timestamps (always assuming Europe/Berlin)\nINFO processed 812331 lines\nINFO exit 0",
        )
        .assistant(
          "Two warnings from the nightly run: an unknown field `upstream_ms` that we pass through as a string, and the naive-timestamp notice. Both are informational; the run succeeded.",
        )
        .user("is upstream_ms new?")
        .assistant("I can't tell from here. It isn't in the tests/data samples, so probably a recent nginx log_format change, but that's a guess.")
        .user("ok whatever")
        .stop(),
    planted: [],
  },
  {
    id: "b183-startup-time",
    build: (s) =>
      s
        .user("lograke --help takes like half a second??")
        .bash(
          "uv run python -X importtime -m lograke --help 2>&1 | sort -t'|' -k2 -n | tail -3",
          "import time:     41022 |      98113 | orjson\nimport time:     12004 |     131842 | lograke.timeparse\nimport time:     30117 |     402551 | lograke.cli",
        )
        .assistant(
          "Most of it is eager imports: cli.py imports every subcommand module at the top, which pulls in orjson, zoneinfo data and the logfmt parser even for --help. I suggest lazy imports: each command function imports its module inside the body. --help would then only load typer.",
        )
        .user("do it")
        .file("Edit", "src/lograke/cli.py")
        .bash("hyperfine -w3 'uv run lograke --help'", "Time (mean ± σ):     118.4 ms ±   3.1 ms")
        .assistant(
          "Done. --help went from ~480 ms to 118 ms. Summary of the change:\n- cli.py no longer imports reader/summary/logfmt at module level\n- each command imports what it needs inside the function\n- added a test asserting `import lograke.cli` doesn't import orjson",
        )
        .user("k. btw you dont need to recap every change like that at the end, i read the diff anyway. just say done")
        .stop("Done."),
    planted: [
      { kind: "decision", keys: ["lazy"] },
      { kind: "instruction", keys: ["recap"] },
    ],
  },
  {
    id: "b183-license",
    build: (s) =>
      s
        .user("someone opened an issue asking what the license is")
        .bash("ls LICENSE* 2>/dev/null; grep -n license pyproject.toml", "", 1)
        .assistant(
          "There's no LICENSE file and no license field in pyproject. For a small CLI the usual picks are MIT or Apache-2.0 (Apache adds an explicit patent grant). Which one?",
        )
        .user("apache 2")
        .file("Write", "LICENSE")
        .file("Edit", "pyproject.toml")
        .assistant('Added the Apache-2.0 text as LICENSE and `license = "Apache-2.0"` in pyproject. Should I answer the issue too?')
        .user("ill do it. also the gif in the readme still shows --format, needs re-recording at some point")
        .stop("Ok, I'll leave the README gif."),
    planted: [
      { kind: "decision", keys: ["apache"] },
      { kind: "task", keys: ["gif"] },
    ],
  },
  {
    id: "b183-one-off-rename",
    build: (s) =>
      s
        .user("rename `do_it` in reader.py to something sane")
        .bash(
          "grep -rn 'do_it' src/ tests/",
          "src/lograke/reader.py:40:def do_it(path: Path) -> Iterator[dict]:\nsrc/lograke/cli.py:58:    for rec in do_it(path):",
        )
        .file("Edit", "src/lograke/reader.py")
        .file("Edit", "src/lograke/cli.py")
        .assistant("Renamed to `iter_records` in both places.")
        .bash("uv run pytest -q", "........................\n24 passed in 1.28s")
        .user("good")
        .assistant("Tests still pass.")
        .stop(),
    planted: [],
  },
  {
    id: "b183-dependency-bot",
    build: (s) =>
      s
        .user("set up automatic dep updates")
        .assistant(
          "Dependabot supports uv lockfiles now but groups them poorly; Renovate handles uv.lock well and can group dev tools (ruff, pyright) into one weekly PR. Renovate needs the GitHub app installed on the repo.",
        )
        .user("renovate, app is already installed on the org")
        .file("Write", "renovate.json")
        .bash("npx --yes renovate-config-validator renovate.json", "INFO: Validating renovate.json\nINFO: Config validated successfully")
        .assistant("renovate.json is in: weekly schedule, ruff+pyright+pytest grouped. CI installs with `uv sync` right now.")
        .user("make ci use uv sync --frozen. and same for any script you write that runs in ci, always --frozen so it never silently re-locks")
        .file("Edit", ".github/workflows/ci.yml")
        .bash(
          "grep -n 'uv sync' .github/workflows/*.yml",
          ".github/workflows/ci.yml:21:      - run: uv sync --frozen\n.github/workflows/release.yml:17:      - run: uv sync --frozen",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["renovate"] },
      { kind: "instruction", keys: ["--frozen"] },
    ],
  },
  {
    id: "b183-pr-flow",
    build: (s) =>
      s
        .user("push the output flag branch and open a pr")
        .bash("git push -u origin feat/output-flag", "branch 'feat/output-flag' set up to track 'origin/feat/output-flag'.")
        .bash("gh pr create --fill", "https://github.com/lograke/lograke/pull/41")
        .assistant("PR #41 is open with the commit message as description.")
        .user("open them as drafts from now on, i flip them to ready myself")
        .bash("gh pr ready 41 --undo", '✓ Pull request lograke/lograke#41 is converted to "draft"')
        .assistant("Converted #41 to a draft. I'll create PRs with --draft going forward.")
        .user("and note for 1.0: rename the `grep` subcommand to `match`, grep is confusing next to real grep")
        .stop("Noted for 1.0."),
    planted: [
      { kind: "instruction", keys: ["draft"] },
      { kind: "task", keys: ["1.0"] },
    ],
  },
  {
    id: "b183-question-async",
    build: (s) =>
      s
        .user("does typer do async commands")
        .assistant(
          "Not natively in 0.12: a command has to be a plain function. The usual workaround is a sync command that calls asyncio.run() on the coroutine.",
        )
        .user("we dont need it, was just curious")
        .bash("uv run python -c 'import typer; print(typer.__version__)'", "0.12.5")
        .assistant("For reference, the installed typer is 0.12.5.")
        .user("k")
        .stop(),
    planted: [],
  },
  {
    id: "b183-cli-tests",
    build: (s) =>
      s
        .user("test for -o logfmt")
        .file("Read", "tests/test_cli.py")
        .assistant("I can test it by calling the `format_record` function directly, or through the CLI with subprocess.run(['lograke', ...]).")
        .user("neither. cli tests go through typer's CliRunner in tests/test_cli.py, always, no subprocess")
        .file("Edit", "tests/test_cli.py")
        .bash("uv run pytest -q tests/test_cli.py", "..........\n10 passed in 0.31s")
        .bash("uv run pytest -q", "..........................ss\n27 passed, 2 skipped in 1.52s")
        .assistant("New CliRunner test passes. Two tests are skipped in the full run, both in tests/integration/. Are those expected to skip?")
        .user("yeah the integration tests need docker running, theyre skipped without it. fine")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["clirunner"] },
      { kind: "fact", keys: ["docker"] },
    ],
  },
  {
    id: "b183-haproxy-lines",
    build: (s) =>
      s
        .user("haproxy logs get cut off")
        .bash("awk '{ print length }' samples/haproxy-1.log | sort -n | tail -1", "65536")
        .assistant(
          "The longest line in the sample is exactly 65536 bytes, which looks like a cap on the producer side rather than our reader truncating. Is that a haproxy setting?",
        )
        .user("ya haproxy caps log lines at 64k here (tune.http.logurilen + the syslog max). anything longer is already truncated before we see it")
        .assistant("Then there's nothing to fix in the reader. I'll mark records that hit exactly 65536 bytes with `truncated=true` so users can tell.")
        .file("Edit", "src/lograke/reader.py")
        .bash(
          "uv run lograke tail samples/haproxy-1.log | head -1",
          "BrokenPipeError: [Errno 32] Broken pipe\nException ignored in: <_io.TextIOWrapper name='<stdout>' mode='w' encoding='utf-8'>",
          120,
        )
        .assistant("Separate issue: piping into `head` raises BrokenPipeError because we don't handle SIGPIPE.")
        .user("known. handling sigpipe properly is on the todo list, not now")
        .stop("Ok, only the truncated marker in this change."),
    planted: [
      { kind: "fact", keys: ["64k"] },
      { kind: "task", keys: ["sigpipe"] },
    ],
  },
  {
    id: "b183-legacy-script",
    build: (s) =>
      s
        .user("can i delete scripts/legacy")
        .bash("ls scripts/legacy/ && git log --oneline -1 -- scripts/legacy", "rake.sh\nREADME\n2f0a9e1 import old bash version")
        .assistant("It only holds rake.sh, the old bash implementation. Nothing in the repo calls it. Do you know whether anyone outside still uses it?")
        .user("oh wait, yes. some of the ops folks still run scripts/legacy/rake.sh from cron on the bastion, so it stays")
        .bash("grep -c . scripts/legacy/rake.sh", "212")
        .assistant("Ok, keeping it.")
        .stop(),
    planted: [{ kind: "fact", keys: ["rake.sh"] }],
  },
  {
    id: "b183-siem-contract",
    build: (s) =>
      s
        .user("rename remote -> client_ip in the ndjson output? reads better")
        .bash("grep -rn '\"remote\"' src/lograke/", 'src/lograke/output.py:12:    "remote": rec.remote,')
        .assistant("Easy change in output.py. Before I do it: does anything downstream parse the ndjson output by field name?")
        .user("hmm right. the siem team ingests our ndjson, the field names are basically a contract with them. dont rename")
        .assistant("Then I'll leave `remote` as is.")
        .bash("git diff --stat", "")
        .stop("No changes made."),
    planted: [{ kind: "fact", keys: ["siem"] }],
  },
];

export const BLIND183 = plantedSet(BLIND183_SESSIONS, Date.UTC(2026, 10, 11, 9));
