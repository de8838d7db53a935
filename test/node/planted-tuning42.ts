/**
 * A planted set for the offline long-term-memory extractor made mostly of hard negatives:
 * hypotheticals ("what if we…"), brainstorming, questions, "maybe", "I think", "not sure",
 * proposals rejected or left hanging, quoted docs, code and tool output; only a few real items per
 * session, each stated plainly or confirmed. Agents in Grok and Codex voice. Written without
 * reading the extractor (src/core/memories/extract.ts), its dialogue or sentence models, or the
 * other planted sets' sessions. Training set for the sentence classifier (written without reading
 * the extractor). Each session is one segment; the items planted in it are listed with it: 68
 * items (17 decisions, 17 instructions, 17 facts, 17 tasks) in 52 sessions, 17 of which plant
 * nothing. Every other message must give nothing: questions, hypotheses, proposals not taken or
 * never confirmed, withdrawn ideas, unconfirmed guesses, quoted docs, code, logs and tool output,
 * chit-chat, and requests the agent completes in the same session. Three sessions supersede an
 * earlier decision with a later one; only the later one is planted.
 *
 * Matching rule (fixed before any extractor runs on this set; planted-blind.ts's rule, implemented
 * in planted-scoring.ts):
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

const START = Date.UTC(2027, 0, 11, 9);

export const TUNING42_SESSIONS: BlindSession[] = [
  {
    id: "t42-01-retry-policy",
    planted: [
      { kind: "fact", keys: ["retry-after"] },
      { kind: "decision", keys: ["jitter"] },
    ],
    build: (s) =>
      s
        .user("The partner sync keeps dying on 429s. What if we just retried forever? Would that be terrible?")
        .assistant(
          "**Looking at the sync client**\n\nRetrying forever would hide real outages and could hold a worker indefinitely. Let me see what the upstream actually sends back.",
        )
        .bash("curl -si https://api.partner.example/v2/sync | head -5", "HTTP/2 429\ncontent-type: application/json\nretry-after: 30\nx-ratelimit-remaining: 0")
        .assistant(
          "Confirmed from the response: the partner API answers `429` with a `Retry-After` header in seconds (here `30`).\n\nA few options, none applied yet:\n- honour `Retry-After` and give up after N attempts\n- exponential backoff, ignoring the header\n- a dead-letter queue for syncs that keep failing",
        )
        .user("Hmm, a dead-letter queue maybe? Not sure it's worth it for one partner. I'd probably skip that.")
        .user("OK, settled: honour Retry-After, cap at 5 attempts, and add full jitter on top so the workers don't all come back at the same second.")
        .file("Edit", "sync/client.py")
        .bash("uv run pytest -q tests/test_sync_client.py", "......                                                      [100%]\n6 passed in 0.41s")
        .assistant("- `sync/client.py`: reads `Retry-After`, 5 attempts max, full jitter\n- `tests/test_sync_client.py`: 6 passed")
        .stop(),
  },
  {
    id: "t42-02-uv",
    planted: [
      { kind: "decision", keys: ["uv"] },
      { kind: "instruction", keys: ["venv"] },
      { kind: "task", keys: ["poetry"] },
    ],
    build: (s) =>
      s
        .user("I think we should maybe move off poetry? Everyone keeps talking about uv. Not sure though, is it mature enough?")
        .assistant(
          "From the uv docs:\n\n> uv is an extremely fast Python package and project manager, written in Rust. It is designed as a drop-in replacement for pip, pip-tools, pipx, poetry, pyenv and virtualenv.\n\nIt reads `pyproject.toml`, so the move is mostly swapping the lock file. I could try it on a branch.",
        )
        .user("Yeah try it on a branch, let's see what breaks.")
        .bash("uv lock && uv run pytest -q", "Resolved 64 packages in 812ms\n........................................  [100%]\n212 passed in 9.84s")
        .assistant("On the branch: `uv lock` resolved 64 packages and all 212 tests pass under `uv run`.")
        .user(
          "Great, then it's decided: we switch this repo to uv and poetry goes. From now on run everything through uv run and don't activate a venv by hand.",
        )
        .user("The two sibling repos still have poetry.lock files; those need converting too, but later, not in this session.")
        .bash("git rm -q poetry.lock && git add uv.lock pyproject.toml", "")
        .assistant("Removed `poetry.lock`, added `uv.lock`. Nothing else changed.")
        .stop(),
  },
  {
    id: "t42-03-cli-names",
    planted: [],
    build: (s) =>
      s
        .user("Brainstorm time: we need a name for the new CLI. Ideas? Something short.")
        .assistant("Some ideas:\n\n1. `ldg` (ledger)\n2. `tally`\n3. `acct`\n4. `bk`\n\n`tally` is taken on PyPI; the others are free.")
        .user("What if we called it `abacus`? Too long maybe?")
        .assistant("Six letters is fine to type, but people might alias it. `abacus` is also free on PyPI.")
        .user("Let me think about it over the weekend, no rush.")
        .stop(),
  },
  {
    id: "t42-04-sqlite-driver",
    planted: [
      { kind: "fact", keys: ["cgo"] },
      { kind: "decision", keys: ["modernc"] },
    ],
    build: (s) =>
      s
        .user("Could we just use mattn/go-sqlite3 for the local cache in the ingest binary? It's what I know.")
        .assistant("**Checking the build flags**\n\nThat driver needs cgo, so it depends on how the binary is built.")
        .bash("grep -n CGO Makefile", "12:\tCGO_ENABLED=0 go build -trimpath -o bin/ingest ./cmd/ingest")
        .assistant(
          "The `ingest` binary is built with `CGO_ENABLED=0` (Makefile line 12), so cgo drivers won't link. `mattn/go-sqlite3` is out unless we turn cgo on, which would break the static build.\n\nThe pure-Go alternative is `modernc.org/sqlite`.",
        )
        .user("Right, I forgot about the static build. Fine, we use modernc.org/sqlite then.")
        .bash("go get modernc.org/sqlite@latest && go build ./...", "go: added modernc.org/sqlite v1.34.1")
        .assistant("Added `modernc.org/sqlite v1.34.1`; `go build ./...` succeeds.")
        .stop(),
  },
  {
    id: "t42-05-gke",
    planted: [{ kind: "fact", keys: ["autopilot"] }],
    build: (s) =>
      s
        .user("Why won't the log shipper DaemonSet schedule? Is it a taint thing maybe?")
        .assistant("Could be taints, could be the cluster mode. I'll look at the nodes.")
        .bash(
          "kubectl get nodes -o wide | head -3",
          "NAME                                   STATUS   ROLES    AGE   VERSION\ngk3-prod-pool-2-6b1a0c4e-x7qp         Ready    <none>   3d    v1.30.5-gke.1014001\ngk3-prod-pool-2-6b1a0c4e-m2kd         Ready    <none>   3d    v1.30.5-gke.1014001",
        )
        .bash("gcloud container clusters describe prod --region europe-west1 --format='value(autopilot.enabled)'", "True")
        .assistant(
          "Not a taint. The prod cluster is GKE Autopilot (`autopilot.enabled: True`, `gk3-` node names), and Autopilot rejects privileged DaemonSets like this one.",
        )
        .user("What if we asked for a Standard cluster instead? Probably a huge fight with platform, right?")
        .assistant("Likely. An alternative is the Autopilot-approved logging agent, but that changes the log format.")
        .user("Hmm. Let me talk to platform first.")
        .stop(),
  },
  {
    id: "t42-06-lifetimes",
    planted: [],
    build: (s) =>
      s
        .user("Quick Rust question: why does this not compile? `fn longest(a: &str, b: &str) -> &str`")
        .assistant(
          "The compiler can't tell which input the returned reference borrows from. Name one lifetime for both:\n\n```rust\nfn longest<'a>(a: &'a str, b: &'a str) -> &'a str {\n    if a.len() >= b.len() { a } else { b }\n}\n```\n\nThe result then lives as long as the shorter of the two.",
        )
        .user("Ahh, ok. And if I always return `a`?")
        .assistant("Then only `a` needs the lifetime: `fn first<'a>(a: &'a str, _b: &str) -> &'a str`.")
        .stop(),
  },
  {
    id: "t42-07-wire-format",
    planted: [{ kind: "instruction", keys: ["schema_version"] }],
    build: (s) =>
      s
        .assistant(
          "**Proposal**\n\nWhile I'm in `proto.go`: we could switch the event payloads from JSON to protobuf. It would cut message size roughly in half. Want me to sketch it?",
        )
        .user("No, not doing protobuf, the consumers are all JSON and that's a whole migration.")
        .user(
          "But one thing for whenever you touch the wire format: bump SCHEMA_VERSION in proto.go in the same change, the consumers key their parsers off it.",
        )
        .file("Read", "internal/wire/proto.go")
        .assistant("Noted. The current value is `SCHEMA_VERSION = 7`; this session doesn't change the format, so it stays.")
        .stop(),
  },
  {
    id: "t42-08-cron-vm",
    planted: [
      { kind: "decision", keys: ["scheduler"] },
      { kind: "task", keys: ["cron"] },
    ],
    build: (s) =>
      s
        .user("Maybe we should add Prometheus metrics to the cron jobs? idk, might be overkill.")
        .assistant("It might be. The jobs already log start and end lines; a dashboard on those could be enough.")
        .user("Anyway, bigger point. We decided at the infra review: Cloud Scheduler plus Cloud Run jobs replace the crontab on the old VM.")
        .bash("ssh ops-vm-1 crontab -l | grep -vc '^#'", "9")
        .assistant("The old VM has 9 active crontab entries.")
        .user("OK, moving those 9 cron jobs over is for next week. Today just write down the list so we have it.")
        .bash("ssh ops-vm-1 crontab -l | grep -v '^#' > docs/crontab-inventory.txt", "")
        .assistant("Wrote the 9 entries to `docs/crontab-inventory.txt`.")
        .stop(),
  },
  {
    id: "t42-09-readme-quote",
    planted: [],
    build: (s) =>
      s
        .user(
          "The README says this, is it still true?\n\n> Always run `make migrate` before deploying. Never edit a migration once it has been applied. TODO: document rollback.\n\nI'm not sure anyone follows it.",
        )
        .bash("grep -n migrate Makefile .github/workflows/deploy.yml", "Makefile:31:migrate:\n.github/workflows/deploy.yml:44:      - run: make migrate")
        .assistant(
          "The first part is automated now: the deploy workflow runs `make migrate` itself (line 44), so nobody needs to do it by hand. The rest of the paragraph is a general rule; I can't tell from the repo whether people follow it.",
        )
        .user("OK thanks, good to know.")
        .stop(),
  },
  {
    id: "t42-10-flaky-expiry",
    planted: [
      { kind: "fact", keys: ["new_york"] },
      { kind: "decision", keys: ["time-machine"] },
      { kind: "instruction", keys: ["datetime.now"] },
    ],
    build: (s) =>
      s
        .user("test_expiry fails on CI but never locally. I think it's the clock? Or maybe ordering. No idea honestly.")
        .assistant("Let me check the fixture and the CI environment before guessing.")
        .bash(
          "grep -n tz tests/conftest.py && grep -n TZ .github/workflows/ci.yml",
          '14:    TZ = ZoneInfo("America/New_York")\n.github/workflows/ci.yml: (no TZ set)',
        )
        .assistant(
          "Confirmed: the fixture assumes `America/New_York` (conftest.py line 14) while the CI container runs in UTC, so the expiry boundary shifts by 5 hours there. Locally you're in New York time, which is why it passes.",
        )
        .user(
          "Ugh. OK, decision: we freeze time with time-machine in these tests instead of patching. And from now on tests never call datetime.now() directly, they take the clock from the fixture.",
        )
        .bash(
          "uv add --dev time-machine && uv run pytest -q tests/test_expiry.py",
          "+ time-machine==2.16.0\n....                                                        [100%]\n4 passed in 0.22s",
        )
        .assistant("`test_expiry.py` now uses `time_machine.travel`; 4 passed.")
        .stop(),
  },
  {
    id: "t42-11-vendor",
    planted: [{ kind: "instruction", keys: ["vendor"] }],
    build: (s) =>
      s
        .user("What if we stopped vendoring altogether and used the module proxy? Would the air-gapped build still work?")
        .assistant(
          "Probably not: the air-gapped runner has no route to `proxy.golang.org`, so `go build` would fail resolving modules. A private proxy (Athens) could fill that gap, but it's another service.",
        )
        .user("Yeah, not going there now.")
        .user(
          "Important though: don't hand-edit anything under vendor/. It's generated by `make vendor`; if a dependency needs changing, change go.mod and rerun that.",
        )
        .bash("make vendor && git status --short vendor/ | wc -l", "0")
        .assistant("`make vendor` is a no-op right now; `vendor/` matches `go.mod`.")
        .stop(),
  },
  {
    id: "t42-12-rust-rewrite",
    planted: [],
    build: (s) =>
      s
        .user("Should we rewrite the ingest worker in Rust? I keep going back and forth. Maybe? I'm really not sure it pays off.")
        .assistant(
          "Arguments both ways:\n\n**For**\n- lower memory per worker\n- no GC pauses in the hot loop\n\n**Against**\n- one more language for the team\n- the bottleneck today is the database, not the worker CPU\n\nI'd profile before deciding.",
        )
        .user("Fair. Let's not decide anything today.")
        .stop(),
  },
  {
    id: "t42-13-password-hash",
    planted: [
      { kind: "decision", keys: ["pbkdf2"] },
      { kind: "fact", keys: ["fips"] },
    ],
    build: (s) =>
      s
        .user("For password hashing let's go with argon2id, it's the modern default.")
        .bash("uv add argon2-cffi", "+ argon2-cffi==23.1.0")
        .assistant("Added `argon2-cffi`. I'll wire it into `auth/passwords.py` next.")
        .user(
          "Wait, stop. The government customer requires FIPS 140-3 validated crypto, and argon2 isn't on the list. So scrap argon2id: we're going with PBKDF2-SHA256 at 600k iterations.",
        )
        .bash("uv remove argon2-cffi", "- argon2-cffi==23.1.0")
        .file("Edit", "auth/passwords.py")
        .bash("uv run pytest -q tests/test_passwords.py", ".....                                                       [100%]\n5 passed in 1.93s")
        .assistant("- removed `argon2-cffi`\n- `auth/passwords.py`: `hashlib.pbkdf2_hmac('sha256', …, 600_000)`\n- 5 passed")
        .stop(),
  },
  {
    id: "t42-14-terraform",
    planted: [
      { kind: "fact", keys: ["tfstate"] },
      { kind: "instruction", keys: ["plan", "apply"] },
    ],
    build: (s) =>
      s
        .user("What if we split the terraform state per environment? Workspaces maybe, or separate dirs? Not sure which is less painful.")
        .assistant(
          "Both work:\n\n| | Workspaces | Directories |\n|---|---|---|\n| Code reuse | one root | modules + thin roots |\n| Blast radius | shared backend config | fully separate |\n\nSeparate directories are more common for prod isolation.",
        )
        .user("Let's park that question.")
        .bash("grep -A4 'backend \"gcs\"' infra/main.tf", '  backend "gcs" {\n    bucket = "acme-tfstate"\n    prefix = "prod"\n  }')
        .assistant("For reference, the state is in the `acme-tfstate` GCS bucket under the `prod` prefix.")
        .user(
          "Yes, the tfstate bucket has object versioning on, so we can roll state back if needed. And rule for you: always run terraform plan and show me the output before any apply.",
        )
        .bash("cd infra && terraform plan -no-color | tail -2", "Plan: 0 to add, 1 to change, 0 to destroy.")
        .assistant("Plan: **0 to add, 1 to change, 0 to destroy** (the label on `google_storage_bucket.assets`). Not applied.")
        .stop(),
  },
  {
    id: "t42-15-quoted-logs",
    planted: [],
    build: (s) =>
      s
        .user("Can you read these warnings from the nightly run and tell me if any matter?")
        .bash(
          "tail -5 logs/nightly.log",
          "WARN  cache: always falling back to disk (redis unavailable)\nWARN  TODO(ops): never rotate keys during the batch window\nINFO  batch finished: 48211 rows, 0 errors\nWARN  deprecated: --legacy-flag will be removed in 3.0\nINFO  done in 412s",
        )
        .assistant(
          "Only one looks actionable:\n\n- `cache: always falling back to disk`: Redis was unreachable during the run; the batch still finished with 0 errors\n- the `TODO(ops)` line is a log string compiled into the job, not a new event\n- `--legacy-flag` deprecation: informational until 3.0",
        )
        .user("Cool, nothing urgent then.")
        .stop(),
  },
  {
    id: "t42-16-pagination",
    planted: [
      { kind: "decision", keys: ["cursor"] },
      { kind: "task", keys: ["pagination"] },
    ],
    build: (s) =>
      s
        .user("Offset or cursor pagination for /transactions? I think cursor but I'm not sure it matters at our size.")
        .bash("psql $DATABASE_URL -Atc 'select count(*) from transactions'", "38412977")
        .assistant(
          "At 38M rows it matters: `OFFSET 1000000` has to walk and discard a million rows. Cursor pagination on `(created_at, id)` stays constant-time.",
        )
        .user("Okay, cursor it is, that's the decision.")
        .user("Don't write it now though. I want to review the approach first; the pagination change for /transactions is tomorrow's job.")
        .assistant("Understood, no code changes today.")
        .stop(),
  },
  {
    id: "t42-17-helm",
    planted: [
      { kind: "fact", keys: ["kenji"] },
      { kind: "instruction", keys: ["chart"] },
    ],
    build: (s) =>
      s
        .user("Maybe we should move the helm charts into this repo? They drift all the time. Thoughts?")
        .assistant("It would keep chart and app versions together. The cost is that chart releases would follow the app's CI.")
        .user(
          "Maybe. For now: Kenji maintains the charts repo, he's the one who knows it. Any chart change you want goes to him as a PR, don't push to that repo yourself.",
        )
        .bash("gh repo view acme/charts --json defaultBranchRef -q .defaultBranchRef.name", "main")
        .assistant("Okay. For reference, `acme/charts` uses `main` as its default branch.")
        .stop(),
  },
  {
    id: "t42-18-think-aloud",
    planted: [],
    build: (s) =>
      s
        .user(
          "Thinking out loud: what if the webhook handler wrote to a queue first and processed later? Would that fix the timeouts? Or would we just move the problem?",
        )
        .assistant(
          "It would fix the timeouts from the sender's point of view (you'd answer `202` immediately). The processing time doesn't go away, and you'd need idempotency on the consumer side because senders retry.",
        )
        .user("Right. Idk. Something to think about.")
        .stop(),
  },
  {
    id: "t42-19-httpx",
    planted: [
      { kind: "decision", keys: ["httpx"] },
      { kind: "task", keys: ["sync", "scripts"] },
    ],
    build: (s) =>
      s
        .user("The async service is blocking on `requests` calls. Let's switch it to aiohttp.")
        .assistant(
          "**Before I start**\n\n`aiohttp` works, but its API is quite different from `requests` (sessions, `async with` on every response). `httpx` keeps the `requests` shape, is async-native and pools connections with one shared `AsyncClient`. Still want aiohttp?",
        )
        .user("Good point. Scratch aiohttp: we go with httpx, and requests is dropped from the service entirely.")
        .file("Edit", "service/clients/partner.py")
        .bash("uv remove requests && uv run pytest -q", "- requests==2.32.3\n.............................................  [100%]\n97 passed in 4.02s")
        .assistant("- `service/clients/partner.py` now uses `httpx.AsyncClient`\n- `requests` removed from the service\n- 97 passed")
        .user("The little sync scripts in tools/ still import requests. Those need converting as well at some point, not today.")
        .stop(),
  },
  {
    id: "t42-20-ruff",
    planted: [
      { kind: "instruction", keys: ["ruff"] },
      { kind: "task", keys: ["mypy"] },
    ],
    build: (s) =>
      s
        .user("Format with ruff format, not black. The pre-commit hook runs ruff and black output fights with it.")
        .bash("uv run ruff format . && uv run ruff check .", "3 files reformatted, 88 files left unchanged\nAll checks passed!")
        .assistant("Reformatted 3 files; `ruff check` passes.")
        .user("Do you think we should turn on mypy strict? Maybe too noisy?")
        .bash("uv run mypy --strict core/ | tail -1", "Found 143 errors in 21 files (checked 58 source files)")
        .assistant("On `core/` alone `--strict` reports 143 errors in 21 files, mostly missing return types. Noisy, but mechanical.")
        .user("OK let's do it, but not today. Getting core/ clean under mypy strict is a task for next week.")
        .stop(),
  },
  {
    id: "t42-21-hello",
    planted: [],
    build: (s) =>
      s
        .user("hey grok, you there?")
        .assistant("Here. What are we working on?")
        .user("nothing yet, just checking the setup works after the update")
        .assistant("Looks like it does.")
        .stop(),
  },
  {
    id: "t42-22-sandbox",
    planted: [
      { kind: "fact", keys: ["sandbox"] },
      { kind: "task", keys: ["merchants"] },
    ],
    build: (s) =>
      s
        .user("All our test merchants vanished from the payments sandbox again. Did we delete them? Maybe a script went rogue?")
        .bash("gh search code 'merchants.delete' --repo acme/app | wc -l", "0")
        .assistant(
          "Nothing in our code deletes merchants. The provider's status page says:\n\n> Sandbox accounts are reset every Sunday at 00:00 UTC. All test data is removed.",
        )
        .user(
          "Ah right, the sandbox is wiped every Sunday, I'd forgotten. We need a script that recreates the test merchants after each reset. Not now, I'll pick it up after the release.",
        )
        .assistant("Okay, leaving it for after the release.")
        .stop(),
  },
  {
    id: "t42-23-go-version",
    planted: [{ kind: "decision", keys: ["1.23"] }],
    build: (s) =>
      s
        .user("Let's set the minimum Go version to 1.22 in go.mod.")
        .file("Edit", "go.mod")
        .bash("go mod tidy && go build ./...", "")
        .assistant("`go.mod` now says `go 1.22`; build is clean.")
        .user("Hmm, on second thought we need range-over-func iterators for the new store package. Change of plan: the minimum is Go 1.23, final.")
        .file("Edit", "go.mod")
        .bash("go mod tidy && go vet ./...", "")
        .assistant("Bumped to `go 1.23`; `go vet` is clean.")
        .stop(),
  },
  {
    id: "t42-24-explain-code",
    planted: [],
    build: (s) =>
      s
        .user(
          "What does this do? Found it in the billing worker:\n\n```python\n# NOTE: always round half-even here, never half-up\namount = Decimal(x).quantize(Decimal('0.01'), rounding=ROUND_HALF_EVEN)\n```",
        )
        .assistant(
          "It rounds to cents using banker's rounding: a value exactly halfway goes to the nearest even cent (`0.125 → 0.12`, `0.135 → 0.14`). Over many rows this avoids the upward drift half-up rounding causes.",
        )
        .user("Interesting, thanks.")
        .stop(),
  },
  {
    id: "t42-25-git-rules",
    planted: [
      { kind: "instruction", keys: ["amend"] },
      { kind: "decision", keys: ["linear", "history"] },
    ],
    build: (s) =>
      s
        .user("What does --force-with-lease actually protect against?")
        .assistant(
          "It refuses to push if the remote branch moved since you last fetched it, so you don't overwrite someone else's commits. Plain `--force` overwrites regardless.",
        )
        .user(
          "Good. Never use git commit --amend on a shared branch, only on your own local work. And the team agreed to require linear history on main, I just turned it on in the branch protection.",
        )
        .bash("gh api repos/acme/app/branches/main/protection -q .required_linear_history.enabled", "true")
        .assistant("Confirmed: branch protection on `main` has `required_linear_history` enabled.")
        .user("Should we also protect release branches? Maybe. Let me think.")
        .stop(),
  },
  {
    id: "t42-26-rds",
    planted: [
      { kind: "fact", keys: ["rds"] },
      { kind: "instruction", keys: ["replica"] },
      { kind: "task", keys: ["maintenance"] },
    ],
    build: (s) =>
      s
        .user("Is prod on Postgres 16? I think someone upgraded it. Or maybe that was staging.")
        .bash(
          "aws rds describe-db-instances --db-instance-identifier prod-main --query 'DBInstances[0].[Engine,EngineVersion]' --output text",
          "postgres\t15.4",
        )
        .assistant("Prod is **Postgres 15.4** on RDS (`prod-main`), not 16.")
        .user("OK good to know. For analytics queries use the read replica, never prod-main, the replica endpoint is in the env as DATABASE_REPLICA_URL.")
        .user("And we still need to turn on auto minor version upgrade for prod-main in the next maintenance window.")
        .assistant("Noted; I didn't change any RDS settings.")
        .stop(),
  },
  {
    id: "t42-27-estimate",
    planted: [],
    build: (s) =>
      s
        .user("How long do you think adding SSO would take? Roughly. Not committing to anything.")
        .assistant(
          "Very roughly, for SAML via a library:\n\n- login flow + metadata exchange: 2–3 days\n- user provisioning / JIT: 1–2 days\n- testing with a real IdP: 1 day\n\nSo about a week, more if SCIM is needed.",
        )
        .user("Hmm, ok. Maybe next quarter, who knows.")
        .stop(),
  },
  {
    id: "t42-28-grok-hooks",
    planted: [
      { kind: "decision", keys: ["hooks.json"] },
      { kind: "task", keys: ["contributing"] },
    ],
    build: (s) =>
      s
        .user(
          "From the Grok docs:\n\n> Hooks can be defined per user in ~/.grok/hooks.json or per project in .grok/hooks.json. Project hooks always run after user hooks.\n\nWhich one should we use? Not sure.",
        )
        .assistant(
          "Per project if the hooks are the same for everyone (they travel with the repo); per user if they point at personal paths. Yours call `amem` at a fixed path, so either works.",
        )
        .user("OK, we'll keep the hooks in .grok/hooks.json checked into the repo. That's settled.")
        .file("Write", ".grok/hooks.json")
        .bash("git add .grok/hooks.json && git status --short", "A  .grok/hooks.json")
        .assistant("Added `.grok/hooks.json` with the session-start and post-tool-use hooks.")
        .user("The hooks setup should be explained in CONTRIBUTING too, someone will do it later.")
        .stop(),
  },
  {
    id: "t42-29-migrations",
    planted: [
      { kind: "instruction", keys: ["reversible"] },
      { kind: "task", keys: ["downgrade"] },
    ],
    build: (s) =>
      s
        .user("What if we used Atlas for migrations instead of alembic? Heard good things. No idea if it fits.")
        .assistant(
          "Atlas is declarative: you describe the target schema and it plans the diff. Alembic is imperative. Switching would mean re-baselining the 60 existing revisions; possible, but not small.",
        )
        .user("Yeah, too big for now.")
        .user("What I do want: every migration you write has to be reversible, a real downgrade(), not `pass`.")
        .file("Edit", "migrations/versions/0061_add_refunds.py")
        .bash(
          "uv run alembic upgrade head && uv run alembic downgrade -1 && uv run alembic upgrade head",
          "INFO  Running upgrade 0060 -> 0061\nINFO  Running downgrade 0061 -> 0060\nINFO  Running upgrade 0060 -> 0061",
        )
        .assistant("`0061_add_refunds` now drops the `refunds` table in `downgrade()`; up, down and up again all run.")
        .user("The three oldest revisions still have `pass` in their downgrade. Writing real ones for those is a job for later.")
        .stop(),
  },
  {
    id: "t42-30-docs-question",
    planted: [],
    build: (s) =>
      s
        .user('The Codex docs say `approval_policy = "on-request"`. What does that mean in practice?')
        .assistant(
          "With `on-request` the agent runs commands inside the sandbox without asking, and asks you before anything that needs to leave it (network access, writing outside the workspace).",
        )
        .user("Got it. And `never`?")
        .assistant("`never` means it never asks; commands that would need approval just fail.")
        .stop(),
  },
  {
    id: "t42-31-legacy-sessions",
    planted: [{ kind: "task", keys: ["legacy_sessions"] }],
    build: (s) =>
      s
        .user("Is anything still reading legacy_sessions? I'd guess no, but maybe the admin panel.")
        .bash("grep -rn legacy_sessions --include=*.py . | grep -v migrations", "admin/views/sessions.py:18:    rows = db.query(LegacySession).limit(100)")
        .assistant("One reader left: `admin/views/sessions.py` line 18 lists rows from `legacy_sessions`.")
        .user("Switch that view to the new sessions table.")
        .file("Edit", "admin/views/sessions.py")
        .bash("uv run pytest -q tests/admin", "........                                                    [100%]\n8 passed in 0.77s")
        .assistant("The admin view now reads `sessions`; 8 passed.")
        .user("Good. Dropping the legacy_sessions table itself waits until the new auth has been live for two weeks. Leave it for then.")
        .stop(),
  },
  {
    id: "t42-32-limiter",
    planted: [
      { kind: "fact", keys: ["per-ip"] },
      { kind: "instruction", keys: ["config.md"] },
    ],
    build: (s) =>
      s
        .user("I think the rate limiter is per user? Or per API key? Can you check, I don't want to guess.")
        .file("Read", "internal/limiter/limiter.go")
        .assistant(
          "Checked `limiter.go`: it's per-IP. The bucket key is `r.RemoteAddr` (after `X-Forwarded-For` is resolved), not the user or the API key.\n\n```go\nkey := clientIP(r) // TODO: key by tenant?\n```",
        )
        .user("Ok so it's per-IP. Interesting. Should we key by tenant instead? Maybe later, dunno.")
        .user("Unrelated: when you add an env var, document it in docs/config.md in the same PR. Always.")
        .assistant("Understood.")
        .stop(),
  },
  {
    id: "t42-33-review-help",
    planted: [],
    build: (s) =>
      s
        .user("Can you review this diff before I push? Just a quick look.")
        .bash("git diff --stat", " api/handlers/export.go | 24 ++++++++++++++++--------\n 1 file changed, 16 insertions(+), 8 deletions(-)")
        .assistant(
          "Looks fine overall. Two small things:\n\n1. `rows.Close()` is deferred before the error check, so it panics on a failed query\n2. the `// TODO: always stream` comment is stale now that it streams",
        )
        .user("Fix both please.")
        .file("Edit", "api/handlers/export.go")
        .bash("go test ./api/...", "ok  \tacme/api/handlers\t0.412s")
        .assistant("Fixed both; `go test ./api/...` passes.")
        .stop(),
  },
  {
    id: "t42-34-flags",
    planted: [
      { kind: "decision", keys: ["flagd"] },
      { kind: "task", keys: ["env", "vars"] },
    ],
    build: (s) =>
      s
        .assistant(
          "**Feature flag options**\n\n1. Keep env vars (`FLAG_*`), restart to change\n2. OpenFeature SDK with the `flagd` provider, flags in a ConfigMap\n3. A hosted service (LaunchDarkly, ConfigCat)\n\nOption 2 gives runtime changes without a vendor.",
        )
        .user("What about Unleash? Maybe? Not sure it's better.")
        .assistant("Unleash would be a fourth option: self-hosted, with its own UI and Postgres. Heavier than flagd.")
        .user("No, option 2. OpenFeature with flagd, decided.")
        .bash(
          "go get github.com/open-feature/go-sdk github.com/open-feature/go-sdk-contrib/providers/flagd",
          "go: added github.com/open-feature/go-sdk v1.13.1",
        )
        .assistant("Added the OpenFeature Go SDK and the flagd provider.")
        .user("Once flagd is live the old FLAG_* env vars have to be removed from the deployments. Later, not this PR.")
        .stop(),
  },
  {
    id: "t42-35-integration-tests",
    planted: [
      { kind: "instruction", keys: ["integration"] },
      { kind: "fact", keys: ["localstack"] },
    ],
    build: (s) =>
      s
        .user("New integration tests go under tests/integration and get @pytest.mark.integration so the fast suite can skip them. Please stick to that.")
        .user("Now, why does the S3 test hang? Maybe a network thing?")
        .bash("uv run pytest -q tests/integration/test_s3.py --timeout 20", "E   Failed: Timeout >20.0s\n    botocore connecting to http://localhost:4566", 1)
        .assistant("It's waiting on `localhost:4566`, which is LocalStack's port. Is LocalStack running?")
        .bash(
          "docker compose up -d localstack && uv run pytest -q tests/integration/test_s3.py",
          "...                                                         [100%]\n3 passed in 2.81s",
        )
        .user("Right, the integration tests need the LocalStack container on 4566. Forgot.")
        .assistant("With LocalStack up, `test_s3.py` passes (3).")
        .stop(),
  },
  {
    id: "t42-36-opinion",
    planted: [],
    build: (s) =>
      s
        .user("Honest opinion: are microservices a mistake for a team of four?")
        .assistant(
          "Often, yes. With four people the coordination cost (deploys, contracts, tracing) usually outweighs the benefits. A modular monolith with clear package boundaries gets most of the structure without the network hops.",
        )
        .user("That's what I suspected. Not that we're changing anything.")
        .stop(),
  },
  {
    id: "t42-37-csv-export",
    planted: [{ kind: "task", keys: ["csv", "export"] }],
    build: (s) =>
      s
        .user("The CSV export times out for big tenants. Probably memory? Not sure.")
        .bash(
          "kubectl logs deploy/api --since=1h | grep -m2 export",
          "export tenant=1841 rows=212004 took=30.0s status=timeout\nexport tenant=2210 rows=98211 took=14.2s status=ok",
        )
        .assistant(
          "It's time, not memory: exports over ~150k rows hit the 30 s request timeout. Streaming the response or moving the export to a background job would both fix it.",
        )
        .user("Either sounds fine, I haven't decided. Put the csv export timeout on the next sprint; we'll pick the approach then.")
        .assistant("Okay.")
        .stop(),
  },
  {
    id: "t42-38-kafka",
    planted: [
      { kind: "fact", keys: ["kafka"] },
      { kind: "instruction", keys: ["laptop"] },
    ],
    build: (s) =>
      s
        .user("Which topics does the billing consumer read?")
        .bash(
          "kcat -b kafka.internal:9092 -L | grep billing",
          '  topic "stg.billing.events" with 6 partitions:\n  topic "prd.billing.events" with 12 partitions:',
        )
        .assistant("`stg.billing.events` and `prd.billing.events`. Both are on the same broker list.")
        .user(
          "Yes, staging and prod share one Kafka cluster, topics are just prefixed stg. and prd. So: never produce to a prd. topic from a laptop, not even a test message.",
        )
        .user("What if we split them into two clusters? Would cost a lot probably.")
        .assistant("Roughly double the broker cost. It would remove the shared-blast-radius risk, though.")
        .user("Yeah, no budget for that this year.")
        .stop(),
  },
  {
    id: "t42-39-brainstorm-ui",
    planted: [],
    build: (s) =>
      s
        .user("Brainstorm: how could the dashboard show failing jobs better? Anything goes.")
        .assistant(
          'A few ideas:\n\n- a red badge with the count on the nav item\n- group failures by error message, not by job\n- a sparkline of failures per hour\n- "retry all" for a group',
        )
        .user("Grouping by error message is interesting. Maybe. Let's see what design thinks.")
        .stop(),
  },
  {
    id: "t42-40-release",
    planted: [
      { kind: "decision", keys: ["goreleaser"] },
      { kind: "task", keys: ["homebrew"] },
    ],
    build: (s) =>
      s
        .user("How should we ship the CLI? Docker image? Static binary? npm wrapper? I don't know what people expect.")
        .assistant(
          "For a Go CLI most users expect a static binary per OS/arch on the GitHub release. `goreleaser` builds those, checksums and a Homebrew formula from one config.",
        )
        .user("OK, decided: single static binaries via goreleaser. No Docker image, no npm wrapper.")
        .file("Write", ".goreleaser.yaml")
        .bash("goreleaser check", "  • checking                                 path=.goreleaser.yaml\n  • 1 configuration file(s) validated")
        .assistant("Added `.goreleaser.yaml` (linux/darwin/windows × amd64/arm64); `goreleaser check` passes.")
        .user("A Homebrew tap would be nice too, but after 1.0. Leave it for then.")
        .stop(),
  },
  {
    id: "t42-41-language",
    planted: [{ kind: "instruction", keys: ["english"] }],
    build: (s) =>
      s
        .user("Kannst du die Fehlermeldung in `cli/errors.go` kürzer machen?")
        .file("Edit", "cli/errors.go")
        .bash("go test ./cli/...", "ok  \tacme/cli\t0.118s")
        .assistant("Shortened the message to `config not found: run 'acme init'`. Tests pass.")
        .user("Danke. Btw please always answer in English even when I write German, the transcripts get shared with the team.")
        .assistant("Will do.")
        .stop(),
  },
  {
    id: "t42-42-what-if-cache",
    planted: [],
    build: (s) =>
      s
        .user("What if we cached the permissions lookup in memory for a minute? Would that be unsafe?")
        .assistant(
          "It's a trade-off: a revoked permission would keep working for up to a minute. For most actions that's acceptable; for admin actions it might not be. You could skip the cache for those.",
        )
        .user("Hmm. I'll raise it with security before we do anything.")
        .stop(),
  },
  {
    id: "t42-43-apns",
    planted: [
      { kind: "fact", keys: ["apns"] },
      { kind: "task", keys: ["renew"] },
    ],
    build: (s) =>
      s
        .user("When does the push cert expire? Someone said March but I'm not sure.")
        .bash("openssl x509 -enddate -noout -in secrets/apns-prod.pem", "notAfter=Mar  1 12:00:00 2027 GMT")
        .assistant("The prod APNs certificate expires on **2027-03-01** (`secrets/apns-prod.pem`).")
        .user("Confirmed then, the APNs cert runs out March 1st. We have to renew it before mid-February to be safe, remind the mobile folks.")
        .assistant("Noted.")
        .stop(),
  },
  {
    id: "t42-44-python-min",
    planted: [
      { kind: "decision", keys: ["3.11"] },
      { kind: "fact", keys: ["debian"] },
      { kind: "task", keys: ["tox"] },
    ],
    build: (s) =>
      s
        .user("What if we went 3.13 only? Free-threading and all that. Too aggressive?")
        .bash("docker run --rm acme/base:latest python3 --version", "Python 3.11.2")
        .assistant("Probably too aggressive: the `acme/base` image (Debian bookworm) ships Python 3.11.2, so 3.13 would mean building Python ourselves.")
        .user("Yeah the Debian base image is stuck on 3.11, forgot. Fine: we drop 3.9 and 3.10, minimum supported is 3.11.")
        .file("Edit", "pyproject.toml")
        .bash("grep requires-python pyproject.toml", 'requires-python = ">=3.11"')
        .assistant("`requires-python` is now `>=3.11`.")
        .user("The tox matrix still lists 3.9 and 3.10; clean that up later.")
        .stop(),
  },
  {
    id: "t42-45-thanks",
    planted: [],
    build: (s) => s.user("that's it for today, thanks for the help with the lifetimes stuff earlier").assistant("Anytime. See you tomorrow.").stop(),
  },
  {
    id: "t42-46-review-rules",
    planted: [
      { kind: "instruction", keys: ["400"] },
      { kind: "fact", keys: ["codeowners"] },
    ],
    build: (s) =>
      s
        .user("Why does my billing PR need two approvals? Other PRs need one. Bug?")
        .bash("grep billing .github/CODEOWNERS", "/billing/  @acme/billing-leads @acme/finance-eng")
        .assistant("Not a bug: `CODEOWNERS` assigns `/billing/` to two teams, and branch protection requires a review from each code owner team.")
        .user("Ah, so CODEOWNERS makes billing need both teams. Makes sense.")
        .user("Also, keep your PRs under 400 changed lines. If a change is bigger, split it.")
        .assistant("Understood.")
        .stop(),
  },
  {
    id: "t42-47-outage",
    planted: [
      { kind: "fact", keys: ["pgbouncer"] },
      { kind: "decision", keys: ["transaction"] },
      { kind: "task", keys: ["postmortem"] },
    ],
    build: (s) =>
      s
        .user("Tuesday's outage: was it the connection pool? I have a hunch but nothing solid.")
        .bash(
          "grep -m2 'no more connections' logs/pgbouncer-2027-01-19.log",
          "WARNING C-0x55d1: (nodb)/(nouser)@10.0.4.17:51022 pooler error: no more connections allowed (max_client_conn)\nWARNING C-0x55d1: pool_mode=session",
        )
        .assistant(
          "The logs back your hunch: pgbouncer ran out of client connections, and it's in `pool_mode=session`, so every idle app connection held a server connection for its whole life.",
        )
        .user("Root cause confirmed then: pgbouncer in session mode exhausted the pool. We agreed this morning to switch it to transaction mode.")
        .file("Edit", "deploy/pgbouncer.ini")
        .assistant(
          "Set `pool_mode = transaction` in `deploy/pgbouncer.ini`. Prepared statements in the app are already disabled, so nothing else needs to change.",
        )
        .user("And the postmortem for Tuesday still has to be written, by Friday. I'll do it.")
        .stop(),
  },
  {
    id: "t42-48-naming",
    planted: [],
    build: (s) =>
      s
        .user("`getUserOrNull` or `findUser`? Which reads better? I think find, but maybe that's just me.")
        .assistant("`findUser` with a `User | null` return is a common convention (`find` may miss, `get` throws). Either is clear if it's consistent.")
        .user("Makes sense.")
        .stop(),
  },
  {
    id: "t42-49-logging",
    planted: [
      { kind: "decision", keys: ["slog"] },
      { kind: "instruction", keys: ["snake_case"] },
    ],
    build: (s) =>
      s
        .user("zap or slog for the new service? I lean slog since it's stdlib, but not sure about performance.")
        .assistant("`slog` with the JSON handler is within ~2× of zap on typical payloads; unless you log in a hot loop, it won't show.")
        .user("OK: slog, not zap. And log keys are snake_case, like user_id and request_id, no camelCase.")
        .file("Write", "internal/log/log.go")
        .bash("go test ./internal/log/", "ok  \tacme/internal/log\t0.021s")
        .assistant("Added `internal/log` with a JSON `slog` handler; tests pass.")
        .stop(),
  },
  {
    id: "t42-50-maybe-later",
    planted: [],
    build: (s) =>
      s
        .user("Maybe at some point we could try WASM plugins for the rules engine? Just an idea, not a plan.")
        .assistant("It could work with wazero (pure Go, no cgo). The host API design would be most of the work.")
        .user("Yeah. Someday maybe.")
        .stop(),
  },
  {
    id: "t42-51-openapi",
    planted: [
      { kind: "decision", keys: ["openapi"] },
      { kind: "task", keys: ["regenerate"] },
    ],
    build: (s) =>
      s
        .user("Should the TS client be hand-written or generated? The hand-written one drifts.")
        .assistant("Generated from the spec removes the drift. `openapi-typescript` + `openapi-fetch` produce types and a thin client.")
        .user("Decided: the OpenAPI spec is the source of truth and the TS client gets generated from it. No more hand edits.")
        .bash(
          "npx openapi-typescript api/openapi.yaml -o web/src/api/schema.d.ts",
          "✨ openapi-typescript 7.4.1\n🚀 api/openapi.yaml → web/src/api/schema.d.ts [84ms]",
        )
        .assistant("Generated `web/src/api/schema.d.ts` from the current spec.")
        .user("The spec PR for refunds isn't merged yet; once it lands we need to regenerate the client again. Not now.")
        .stop(),
  },
  {
    id: "t42-52-backups",
    planted: [
      { kind: "fact", keys: ["backup"] },
      { kind: "instruction", keys: ["heavy"] },
    ],
    build: (s) =>
      s
        .user("Why was the DB slow around 1:45 last night? Maybe a bad query?")
        .bash("gcloud scheduler jobs describe nightly-backup --format='value(schedule)'", "30 1 * * *")
        .assistant("Likely the nightly backup: `nightly-backup` is scheduled at `01:30` UTC. I didn't find a slow query log entry for that window.")
        .user("Yes, the backup runs at 01:30 UTC and takes about 40 minutes. So don't schedule heavy jobs between 01:30 and 02:15, ever.")
        .assistant("Understood.")
        .stop(),
  },
];

/** The set: events, segments and scoring of TUNING42_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const TUNING42 = plantedSet(TUNING42_SESSIONS, START);
