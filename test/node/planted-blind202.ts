/**
 * Blind planted set 202 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a junior developer in their first job (Python, FastAPI, Postgres, alembic, poetry) who relays
 * what their senior and lead said ("Ana says we should always…", "Marcus told me…") and asks the agent
 * many questions; items mostly arrive second-hand, inside questions, lists of review comments and chatter.
 * Each session is one segment; the items planted in it are listed with it: 69 items (17 decisions, 17 instructions,
 * 18 facts, 17 tasks) in 54 sessions, 12 of which plant nothing (58 user/assistant messages between them). Every other message
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

export const BLIND202_SESSIONS: BlindSession[] = [
  {
    id: "b202-ruff-format",
    build: (s) =>
      s
        .user(
          "hi! so Ana (my senior) says we should always run ruff format before pushing, she got kind of annoyed at my last PR lol. can you check if the repo even has ruff set up?",
        )
        .bash("grep -A4 'tool.ruff' pyproject.toml", '[tool.ruff]\nline-length = 100\ntarget-version = "py311"\nselect = ["E", "F", "I"]')
        .assistant("Yes, ruff is configured in pyproject.toml (rules E, F and I). Want me to run it on the repo now?")
        .user("yes pls. also whats the difference between ruff check and ruff format? are they the same thing")
        .bash("ruff format . && ruff check .", "3 files reformatted, 61 files left unchanged\nAll checks passed!")
        .assistant(
          "Done: 3 files reformatted, lint is clean. `ruff check` is the linter (finds unused imports, bad names and so on), `ruff format` is the formatter, like black: it only changes layout.",
        )
        .stop(),
    planted: [{ kind: "instruction", keys: ["ruff format"] }],
  },
  {
    id: "b202-db-port",
    build: (s) =>
      s
        .user("the tests fail on my machine with connection refused?? they worked yesterday")
        .bash(
          "pytest -x -q",
          'E   sqlalchemy.exc.OperationalError: (psycopg.OperationalError) connection failed: Connection refused\n\tIs the server running on host "localhost" and accepting TCP/IP connections on port 5432?\n1 error in 0.84s',
          1,
        )
        .assistant(
          "The test database URL points to localhost:5432 and nothing is listening there. Is Postgres running in docker for you, maybe on another port?",
        )
        .user(
          "ohh wait. Ana told me our docker-compose maps postgres to 5433 on the host because half the team already has a local postgres on 5432. i think my .env.test still has the old one",
        )
        .file("Edit", ".env.test")
        .bash("pytest -x -q", "........................................................ [100%]\n58 passed in 6.12s")
        .assistant("Changed DATABASE_URL in .env.test to port 5433; all 58 tests pass.")
        .stop(),
    planted: [{ kind: "fact", keys: ["5433"] }],
  },
  {
    id: "b202-pydantic-v2",
    build: (s) =>
      s
        .user("question: should new schemas use the pydantic v1 style @validator or the v2 stuff? the codebase mixes both and im confused")
        .assistant(
          "In Pydantic v2 `@validator` still works but is deprecated; `@field_validator` is the v2 API. Mixing them works but is inconsistent. I'd standardise on v2 if the project is already on pydantic>=2.",
        )
        .bash("pip show pydantic | head -2 && grep -rn '@validator' app/ | wc -l", "Name: pydantic\nVersion: 2.6.4\n7")
        .user(
          "ok I asked Ana on slack and she said we're v2 only from now, field_validator everywhere, no new @validator. the old ones in app/schemas/billing.py have to be migrated too but thats a separate ticket, not today",
        )
        .assistant("Got it. I'll write the new OrderCreate schema with `@field_validator` and leave billing.py alone.")
        .file("Edit", "app/schemas/orders.py")
        .bash("pytest tests/schemas -q", "12 passed in 0.41s")
        .assistant("OrderCreate now validates `quantity` with `@field_validator`; schema tests pass.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["field_validator"] },
      { kind: "task", keys: ["billing.py"] },
    ],
  },
  {
    id: "b202-empty-depends",
    build: (s) =>
      s
        .user("can you explain what Depends() actually does in FastAPI? i see it everywhere in our routers")
        .assistant(
          "`Depends(get_db)` tells FastAPI to call `get_db` for every request and pass its result into your endpoint. If `get_db` is a generator, the code after `yield` runs after the response, which is where the session gets closed.",
        )
        .user("so is it like dependency injection in spring? my bootcamp had a bit of java")
        .assistant(
          "Same idea, simpler: there is no container, FastAPI just resolves the function graph per request, and you can override any dependency in tests with `app.dependency_overrides`.",
        )
        .user("ok cool that makes way more sense now, thanks!!")
        .stop("Any time."),
    planted: [],
  },
  {
    id: "b202-alembic-rule",
    build: (s) =>
      s
        .user("I need to add a `discount_code` column to orders. Where do migrations go? I looked for an alembic/ folder and there isnt one")
        .bash(
          "grep script_location alembic.ini && ls db/migrations/versions | tail -3",
          "script_location = db/migrations\n2026_10_28_a41f_add_refunds.py\n2026_11_02_9c0e_order_status_idx.py\n2026_11_03_77b1_user_locale.py",
        )
        .assistant("Migrations live in db/migrations (alembic.ini points there), the versions are under db/migrations/versions.")
        .user(
          "ahh ok. Also I was going to just add the column to the 77b1 migration since that one is mine, but Ana says never edit an alembic migration once its merged, always make a new revision. so new file pls",
        )
        .bash("alembic revision --autogenerate -m 'order discount code'", "Generating db/migrations/versions/2026_11_05_c3d2_order_discount_code.py ...  done")
        .file("Edit", "db/migrations/versions/2026_11_05_c3d2_order_discount_code.py")
        .assistant("Created revision c3d2 adding `orders.discount_code` (nullable varchar(32)).")
        .stop(),
    planted: [
      { kind: "fact", keys: ["db/migrations"] },
      { kind: "instruction", keys: ["alembic", "merged"] },
    ],
  },
  {
    id: "b202-empty-async",
    build: (s) =>
      s
        .user("whats the difference between `async def` and `def` for an endpoint? does it matter which one I use?")
        .assistant(
          "With `def`, FastAPI runs the function in a threadpool; with `async def` it runs on the event loop, so any blocking call inside (requests, time.sleep, a sync DB driver) freezes every other request.",
        )
        .user("hmm so maybe thats why the export endpoint is slow?? it uses requests inside an async def")
        .assistant("Possibly, though I haven't measured it. If you want, we can profile it before changing anything.")
        .user("nah not now, I just wanted to understand. thx")
        .stop("Sure."),
    planted: [],
  },
  {
    id: "b202-httpx-client",
    build: (s) =>
      s
        .user("the payments client uses requests and Ana said it blocks the event loop. what would you do?")
        .file("Read", "app/clients/payments.py")
        .assistant(
          "I'd switch the client to `httpx.AsyncClient`, created once at startup and closed at shutdown. We could also add tenacity for retries while we're at it.",
        )
        .user("ok yes lets do httpx, Ana agreed in standup this morning. retries... hmm no leave tenacity out for now, not sure we want that")
        .file("Edit", "app/clients/payments.py")
        .file("Edit", "app/main.py")
        .bash("pytest tests/clients -q", "9 passed in 1.02s")
        .assistant("PaymentsClient now uses a shared httpx.AsyncClient opened in the lifespan handler; tests pass. No retry library added.")
        .stop(),
    planted: [{ kind: "decision", keys: ["httpx"] }],
  },
  {
    id: "b202-flaky-webhook",
    build: (s) =>
      s
        .user("CI failed again on my PR but its not my code?")
        .bash(
          "gh run view 88213 --log-failed | tail -6",
          "FAILED tests/webhooks/test_refunds.py::test_refund_webhook_idempotent - AssertionError: assert 2 == 1\n=== 1 failed, 214 passed in 48.31s ===",
        )
        .assistant(
          "`test_refund_webhook_idempotent` failed; it passes locally for me 20 runs out of 20, so it looks timing-dependent. Could be the two requests racing on the idempotency key, but that's a guess.",
        )
        .user("yeah Marcus said its known flaky. can you just re-run the job")
        .bash("gh run rerun 88213 --failed", "✓ Requested rerun of failed jobs in run 88213")
        .user("and pls add a todo somewhere for me: look into test_refund_webhook_idempotent properly next week, I don't want to keep rerunning")
        .assistant("Noted: investigating test_refund_webhook_idempotent is open for next week. The rerun is queued.")
        .stop(),
    planted: [{ kind: "task", keys: ["test_refund_webhook_idempotent"] }],
  },
  {
    id: "b202-empty-typo",
    build: (s) =>
      s
        .user("there's a typo in the README, it says 'recieve' in the webhooks section, can you fix it")
        .bash("grep -n recieve README.md", "88:Webhooks recieve a signed payload. Never trust the body before checking the signature.")
        .file("Edit", "README.md")
        .assistant("Fixed 'recieve' to 'receive' on line 88.")
        .user("thank you! also is it 'signed payload' or 'signed body', which is more correct?")
        .assistant("Both are fine; 'payload' is the more common word for webhook bodies.")
        .user("ok leave it then")
        .stop("Left as is."),
    planted: [],
  },
  {
    id: "b202-make-test",
    build: (s) =>
      s
        .user(
          "how do you run the tests here? I've been doing `pytest` but Ana said to run them with `make test` not plain pytest, because make sets TESTING=1 and spins up the test db. so do that from now on pls",
        )
        .bash(
          "make test",
          "docker compose -f docker-compose.test.yml up -d db\nTESTING=1 pytest -q\n.......................................... [100%]\n214 passed in 31.80s",
        )
        .assistant("`make test` starts the test database and runs pytest with TESTING=1: 214 passed.")
        .user("nice. also random q, who deploys staging? I wanted to change an env var in the helm chart")
        .assistant("I can't tell from the repo: the helm charts aren't in here. Is there an infra repo?")
        .user("i found out, the helm charts belong to the platform team, Oleg owns them, so we can't edit them ourselves, we open a ticket in their board")
        .assistant("Understood, no helm edits from this repo.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["make test"] },
      { kind: "fact", keys: ["oleg"] },
    ],
  },
  {
    id: "b202-structlog",
    build: (s) =>
      s
        .user("why do some modules use logging.getLogger and others use structlog? which one should I use for the new refunds service")
        .bash("grep -rln 'import structlog' app/ | wc -l; grep -rln 'logging.getLogger' app/ | wc -l", "14\n6")
        .assistant(
          "14 modules use structlog and 6 use the standard library. structlog gives you JSON output with bound context (request_id, user_id), which is nicer for searching logs.",
        )
        .user("ok Ana confirmed, we're going with structlog for everything, the getLogger ones are legacy")
        .file("Write", "app/services/refunds.py")
        .bash("python -c 'import app.services.refunds'", "")
        .assistant("Created app/services/refunds.py with a structlog logger bound to `service=refunds`.")
        .stop(),
    planted: [{ kind: "decision", keys: ["structlog"] }],
  },
  {
    id: "b202-empty-venv-error",
    build: (s) =>
      s
        .user("what does this mean?? ModuleNotFoundError: No module named 'app'")
        .bash("which python; python -c 'import sys; print(sys.prefix)'", "/usr/bin/python\n/usr")
        .assistant(
          "You're running the system Python, not the project's virtualenv, so neither the dependencies nor the package are on the path. Try `source .venv/bin/activate` first.",
        )
        .user("ahh ok it was my venv, it works now. sorry dumb question")
        .assistant("Not dumb at all, everyone hits it. You can check with `which python` when in doubt.")
        .stop(),
    planted: [],
  },
  {
    id: "b202-session-ttl",
    build: (s) =>
      s
        .user("users complain they get logged out randomly. can you look at how sessions are stored?")
        .bash(
          "grep -rn SESSION_TTL app/",
          "app/config.py:31:    SESSION_TTL_SECONDS: int = 900\napp/auth/sessions.py:18:    await redis.set(key, payload, ex=settings.SESSION_TTL_SECONDS)",
        )
        .assistant(
          "Sessions live in Redis with `SESSION_TTL_SECONDS = 900`, i.e. a 15 minute TTL, and the TTL is not refreshed on activity, so a user is logged out 15 minutes after login whatever they do.",
        )
        .user("oh is that a bug or on purpose?")
        .assistant("I can't tell from the code. Maybe ask Ana before changing it?")
        .user(
          "she says the 15 minute ttl is on purpose (security review thing) but it should slide on each request. she wants that fixed but not by me this week, Marcus will pick it up. so just leave a follow up: make the session TTL sliding",
        )
        .assistant("Okay, nothing changed in the code. Follow-up recorded: sliding session TTL, Marcus to pick it up.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["15 minute"] },
      { kind: "task", keys: ["sliding"] },
    ],
  },
  {
    id: "b202-branch-names",
    build: (s) =>
      s
        .user("can you create a branch for the discount code ticket, its SHOP-412")
        .assistant("Sure. Any naming convention for branches here?")
        .user(
          "yes Ana says branch names are feat/SHOP-123-short-desc or fix/SHOP-123-..., ticket number always in there. oh and never push straight to develop, everything goes through a PR even tiny stuff",
        )
        .bash("git checkout -b feat/SHOP-412-discount-code", "Switched to a new branch 'feat/SHOP-412-discount-code'")
        .assistant("Created feat/SHOP-412-discount-code.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["feat/"] },
      { kind: "instruction", keys: ["develop"] },
    ],
  },
  {
    id: "b202-orders-pagination",
    build: (s) =>
      s
        .user("GET /orders takes like 4 seconds on staging, why")
        .bash("curl -s -o /dev/null -w '%{time_total}\\n' https://staging.shop.internal/api/orders", "4.118")
        .assistant(
          "It returns every order of the account in one response, with no limit. I'd guess the N+1 on order items also contributes, but I haven't profiled it.",
        )
        .user(
          "oh no. Priya from QA said the same. so, we need pagination on /orders but thats next sprint, Marcus said put it in the backlog and dont start it now",
        )
        .file("Read", "app/routers/orders.py")
        .assistant("Okay, no changes now. Pagination for /orders is recorded as next sprint's work.")
        .user("do you think limit/offset or cursor?")
        .assistant("Cursor pagination scales better for a table this big, but that's a choice for when the ticket starts.")
        .stop(),
    planted: [{ kind: "task", keys: ["pagination"] }],
  },
  {
    id: "b202-empty-git-undo",
    build: (s) =>
      s
        .user("I committed to the wrong branch 😭 how do I undo the last commit but keep my changes")
        .bash("git log --oneline -2", "e41a9c2 add discount code validation\n3b0f7d1 Merge pull request #281 from shop/fix/SHOP-399-tz")
        .assistant("`git reset --soft HEAD~1` undoes the commit and keeps the changes staged. Then switch branches and commit again. Want me to do it?")
        .user("yes")
        .bash(
          "git reset --soft HEAD~1 && git stash && git checkout feat/SHOP-412-discount-code && git stash pop && git commit -m 'add discount code validation'",
          "[feat/SHOP-412-discount-code 9d2e11a] add discount code validation\n 2 files changed, 41 insertions(+)",
        )
        .assistant("Moved the commit to feat/SHOP-412-discount-code as 9d2e11a.")
        .user("phew. thank you")
        .stop("No problem."),
    planted: [],
  },
  {
    id: "b202-jwt-exp",
    build: (s) =>
      s
        .user("GET /users/me gives 401 for everyone on staging since this morning. help")
        .bash(
          "kubectl -n shop-staging logs deploy/api --since=1h | grep -m3 jwt",
          "jwt.exceptions.ExpiredSignatureError: Signature has expired\njwt.exceptions.ExpiredSignatureError: Signature has expired\njwt.exceptions.ExpiredSignatureError: Signature has expired",
        )
        .assistant("Every token is rejected as expired. Could be a clock skew between pods, or the tokens could really be old. Let me decode one.")
        .bash("python scripts/decode_token.py $TOKEN", '{"sub": "u_1832", "iat": 1762329600, "exp": 1762333200000}')
        .assistant(
          "Found it: `exp` is 1762333200000, which is in milliseconds while `iat` is in seconds. PyJWT reads exp as seconds, so... actually that would make the token valid until the year 57000, not expired. Let me check the leeway setting.",
        )
        .bash("grep -n leeway app/auth/jwt.py", '22:    return jwt.decode(token, key, algorithms=["RS256"], leeway=-3600)')
        .assistant(
          "Root cause: app/auth/jwt.py decodes with `leeway=-3600`, a negative leeway, so every token is treated as expired an hour early. It came in with yesterday's merge of #279. The ms exp is odd but harmless for us.",
        )
        .user(
          "omg yes, #279 was mine 🙈 the negative leeway was a mistake. fix it to 0 pls. and Marcus wants us to tell the auth team that their exp is in ms, can you note that as a follow-up for me",
        )
        .file("Edit", "app/auth/jwt.py")
        .bash("make test", "214 passed in 32.04s")
        .assistant("Leeway set back to 0, tests pass. Follow-up noted: tell the auth team their `exp` claim is in milliseconds.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["milliseconds"] },
      { kind: "task", keys: ["auth team", "exp"] },
    ],
  },
  {
    id: "b202-repository-pattern",
    build: (s) =>
      s
        .user("the orders router has SQL queries all over the place. Ana asked me to think about how to clean it up, any ideas?")
        .file("Read", "app/routers/orders.py")
        .assistant(
          "Two options: (1) a repository class per aggregate, e.g. `OrderRepository` with `get`, `list_for_account`, `add`, injected with Depends; (2) plain service functions that take a session. (1) is easier to fake in tests.",
        )
        .user(
          "I showed Ana and she likes option 1. so repository pattern for orders, OrderRepository in app/repositories/. can you start with get and list_for_account",
        )
        .file("Write", "app/repositories/orders.py")
        .file("Edit", "app/routers/orders.py")
        .bash("make test", "216 passed in 32.50s")
        .assistant("Added OrderRepository with `get` and `list_for_account`; the router uses it through Depends. 216 tests pass.")
        .stop(),
    planted: [{ kind: "decision", keys: ["repository"] }],
  },
  {
    id: "b202-empty-firstweek",
    build: (s) =>
      s
        .user("ok random but this is my 2nd week at my first job and im kind of overwhelmed. is it normal to not understand half the codebase")
        .assistant(
          "Completely normal. Most people take months to feel at home in a real codebase. Picking one request path, like POST /orders, and following it end to end is a good way in.",
        )
        .user("that's a good idea. do you recommend any book for python backend stuff?")
        .assistant(
          "'Architecture Patterns with Python' (Percival and Gregory) fits what your team does: repositories, unit of work, services. 'Fluent Python' for the language itself.",
        )
        .user("ty! going to lunch now")
        .stop("Enjoy your lunch."),
    planted: [],
  },
  {
    id: "b202-explain-first",
    build: (s) =>
      s
        .user(
          "before we start: I prefer that you explain what you're going to change before you edit files, I'm still learning and I want to understand the diff. ok? now can you add a created_at index on refunds",
        )
        .assistant(
          "Plan: a new alembic revision that creates an index `ix_refunds_created_at` on refunds(created_at). Refunds is small, so a normal CREATE INDEX is fine.",
        )
        .user("go")
        .bash("alembic revision -m 'refunds created_at index'", "Generating db/migrations/versions/2026_11_05_e8a0_refunds_created_at_index.py ...  done")
        .file("Edit", "db/migrations/versions/2026_11_05_e8a0_refunds_created_at_index.py")
        .assistant("Revision e8a0 adds ix_refunds_created_at.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["explain"] }],
  },
  {
    id: "b202-adyen-creds",
    build: (s) =>
      s
        .user("where do I get the payment provider keys to test checkout locally? .env.example just says ADYEN_API_KEY=changeme")
        .bash("grep -n ADYEN .env.example", "ADYEN_API_KEY=changeme\nADYEN_MERCHANT=changeme\n# NEVER commit real keys here")
        .assistant("The repo doesn't say where real keys live. Is there a password manager your team uses?")
        .user("found it, Ana says the Adyen test keys are in 1Password in the backend-shared vault. we use the adyen TEST environment locally, never live")
        .assistant("Good. Put them in your local .env (it's gitignored) and checkout should work.")
        .bash("git check-ignore -v .env", ".gitignore:3:.env\t.env")
        .stop(),
    planted: [{ kind: "fact", keys: ["backend-shared"] }],
  },
  {
    id: "b202-legacy-users",
    build: (s) =>
      s
        .user("what is the legacy_users table? nothing seems to use it")
        .bash(
          "grep -rn legacy_users app/ db/ | head",
          "db/migrations/versions/2024_03_11_0a1b_import_legacy.py:14:    op.create_table('legacy_users',\nscripts/export_legacy.py:9:    rows = conn.execute(text('select * from legacy_users'))",
        )
        .assistant("It was created by a 2024 import migration and is only read by scripts/export_legacy.py. No app code uses it.")
        .user("can we drop it?")
        .assistant("Technically yes, but the export script suggests someone still needs the data. I'd check before dropping.")
        .user(
          "Marcus says: yes drop it eventually, but only after finance confirms they have the export. so we still need to write a migration to drop legacy_users later, once finance says ok. not now",
        )
        .assistant("Understood, nothing dropped today.")
        .stop(),
    planted: [{ kind: "task", keys: ["legacy_users"] }],
  },
  {
    id: "b202-empty-test-run",
    build: (s) =>
      s
        .user("can you run the tests and tell me if anything is broken")
        .bash(
          "make test",
          "tests/test_orders.py ....\ntests/test_refunds.py ..s.\n  SKIPPED [1] tests/test_refunds.py:88: TODO: must always re-enable once sandbox is back\n216 passed, 1 skipped in 33.10s",
        )
        .assistant("Nothing broken: 216 passed, 1 skipped (a refunds test skipped while the sandbox is down).")
        .user("what does skipped mean exactly, is it bad?")
        .assistant("It means the test was deliberately not run, here with `@pytest.mark.skip`. It's not a failure, but skipped tests are easy to forget.")
        .user("ok thanks")
        .stop("You're welcome."),
    planted: [],
  },
  {
    id: "b202-arq-not-celery",
    build: (s) =>
      s
        .user("we need to send order confirmation emails in the background. I was thinking celery? everyone online uses it")
        .assistant(
          "Celery works, but it needs a broker and its own worker config. Since you already run Redis, arq is a lighter async option. Either would do.",
        )
        .user("ok lets go with celery then, I know it from tutorials")
        .file("Read", "pyproject.toml")
        .user("wait, scratch that. Ana just replied: no celery, we're going with arq because its asyncio native and we already have redis. sorry!")
        .bash("poetry add arq", "Using version ^0.26.0 for arq\nWriting lock file")
        .file("Write", "app/worker.py")
        .assistant("Added arq and app/worker.py with a `send_order_confirmation` job and WorkerSettings pointing at the existing Redis.")
        .stop(),
    planted: [{ kind: "decision", keys: ["arq"] }],
  },
  {
    id: "b202-mypy-strict",
    build: (s) =>
      s
        .user("mypy is complaining about my PR, 14 errors. do I really need to fix all of them?")
        .bash(
          "mypy app/",
          "app/services/refunds.py:12: error: Function is missing a return type annotation  [no-untyped-def]\n...\nFound 14 errors in 2 files (checked 88 source files)",
        )
        .assistant("They're all missing annotations in refunds.py and worker.py; mypy runs in strict mode on app/. I can fix them.")
        .user(
          "yes pls. and ok so I asked and the rule is: every function in app/ gets type hints and mypy strict has to pass, Ana won't approve otherwise. keep that in mind for anything you write for me",
        )
        .file("Edit", "app/services/refunds.py")
        .file("Edit", "app/worker.py")
        .bash("mypy app/", "Success: no issues found in 88 source files")
        .assistant("All 14 fixed; mypy is clean.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["mypy"] }],
  },
  {
    id: "b202-empty-comprehension",
    build: (s) =>
      s
        .user("is a list comprehension faster than map() in python? Ana rewrote one of mine in review")
        .assistant("Usually about the same; with a lambda, map is a bit slower. Reviewers mostly prefer comprehensions for readability.")
        .user("what about generator expressions, when do I use those")
        .assistant("When you only iterate once and don't need the whole list in memory, e.g. `sum(x.total for x in orders)`.")
        .user("makes sense")
        .stop("👍"),
    planted: [],
  },
  {
    id: "b202-gunicorn-prod",
    build: (s) =>
      s
        .user("I want to add an in-memory cache dict for the product catalog, like a global. is that ok?")
        .assistant(
          "It depends how the app runs in production. If there are several worker processes, each has its own copy and they'll disagree after an update.",
        )
        .user("Marcus told me prod runs gunicorn with 4 uvicorn workers per pod, and 3 pods. so yeah several copies")
        .bash("grep -n workers deploy/gunicorn.conf.py", '4:workers = 4\n5:worker_class = "uvicorn.workers.UvicornWorker"')
        .assistant("Matches the config. So a global dict would give 12 separate caches. Redis would keep them consistent.")
        .user("hmm ok let me think about it, not doing it today")
        .stop(),
    planted: [{ kind: "fact", keys: ["gunicorn"] }],
  },
  {
    id: "b202-utc-timestamps",
    build: (s) =>
      s
        .user("the frontend guy says order dates show up 1h off. are we storing local time?")
        .bash("psql $DATABASE_URL -c '\\d orders' | grep created_at", " created_at  | timestamp without time zone | not null default now()")
        .assistant(
          "created_at is `timestamp without time zone` and filled by the app with `datetime.now()`, i.e. server local time. Options: store UTC as `timestamptz` and let the frontend convert, or keep naive times and convert in the API.",
        )
        .user("Ana says first option: timestamptz in UTC in the DB, always, and the frontend converts to the user's timezone. can you do the migration")
        .bash(
          "alembic revision -m 'orders created_at timestamptz'",
          "Generating db/migrations/versions/2026_11_05_f1c9_orders_created_at_timestamptz.py ...  done",
        )
        .file("Edit", "db/migrations/versions/2026_11_05_f1c9_orders_created_at_timestamptz.py")
        .assistant(
          "Revision f1c9 converts orders.created_at to timestamptz (interpreting existing values as Europe/Berlin) and the model now uses `datetime.now(UTC)`.",
        )
        .stop(),
    planted: [{ kind: "decision", keys: ["timestamptz"] }],
  },
  {
    id: "b202-empty-conftest",
    build: (s) =>
      s
        .user("where does the `client` fixture come from? my test uses it and I never imported it")
        .bash("grep -n 'def client' tests/conftest.py", "21:def client(db_session):")
        .assistant(
          "pytest picks up fixtures from conftest.py automatically; `client` is defined in tests/conftest.py and builds a TestClient with the DB dependency overridden.",
        )
        .user("magic. can I have a conftest in a subfolder too?")
        .assistant("Yes, fixtures in tests/orders/conftest.py are visible only to tests in that folder and below.")
        .stop(),
    planted: [],
  },
  {
    id: "b202-no-print",
    build: (s) =>
      s
        .user("pls remove my debug prints from the refunds service before I push")
        .bash("grep -n 'print(' app/services/refunds.py", "44:    print('REFUND', refund_id)\n61:    print(payload)")
        .file("Edit", "app/services/refunds.py")
        .assistant("Removed both print calls.")
        .user(
          "thx. Ana left a comment: no print() in committed code ever, use logger.debug(...) with structlog if I need the info. so if you ever see me add prints, tell me",
        )
        .assistant("Will do. Want me to turn those two into debug logs instead?")
        .user("no just gone is fine")
        .stop(),
    planted: [{ kind: "instruction", keys: ["logger.debug"] }],
  },
  {
    id: "b202-orders-size",
    build: (s) =>
      s
        .user("I need to add an index on orders(account_id, status). just a normal migration right?")
        .bash("psql $DATABASE_URL -c 'select reltuples::bigint from pg_class where relname = '\\''orders'\\'''", " reltuples \n-----------\n  41822311")
        .assistant(
          "Orders has about 41.8 million rows, so a plain CREATE INDEX would lock writes for minutes. I'd use `CREATE INDEX CONCURRENTLY` in an autocommit block.",
        )
        .user("oh wow ok. Ana says yes and its a rule for us: any index on the big tables (orders, order_items, events) has to be CONCURRENTLY. good catch")
        .bash("alembic revision -m 'orders account status idx'", "Generating db/migrations/versions/2026_11_05_0d4e_orders_account_status_idx.py ...  done")
        .file("Edit", "db/migrations/versions/2026_11_05_0d4e_orders_account_status_idx.py")
        .assistant("Revision 0d4e creates ix_orders_account_id_status concurrently, inside `op.get_context().autocommit_block()`.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["41.8 million"] },
      { kind: "instruction", keys: ["concurrently"] },
    ],
  },
  {
    id: "b202-fastapi-upgrade",
    build: (s) =>
      s
        .user("dependabot opened a PR bumping fastapi from 0.104 to 0.115, can I just merge it?")
        .bash("gh pr checks 290", "test  fail  2m13s\nlint  pass  41s")
        .assistant("Tests fail on it: the lifespan and some starlette imports changed. It's not a drop-in bump.")
        .user("ok I asked in #backend. Marcus said close the dependabot PR, and the fastapi 0.115 upgrade is a task for next sprint, he'll make a ticket")
        .bash("gh pr close 290 -c 'Closing, upgrade planned for next sprint'", "✓ Closed pull request #290 (Bump fastapi from 0.104.1 to 0.115.0)")
        .assistant("Closed #290.")
        .stop(),
    planted: [{ kind: "task", keys: ["0.115"] }],
  },
  {
    id: "b202-empty-compose",
    build: (s) =>
      s
        .user("docker compose up fails with 'port is already allocated'")
        .bash("docker ps --format '{{.Names}} {{.Ports}}'", "old-shop-redis-1 0.0.0.0:6379->6379/tcp")
        .assistant("An old container from a previous project name, old-shop-redis-1, still holds port 6379. Want me to stop it?")
        .user("yes kill it")
        .bash(
          "docker stop old-shop-redis-1 && docker compose up -d",
          "old-shop-redis-1\n[+] Running 3/3\n ✔ Container shop-db-1     Started\n ✔ Container shop-redis-1  Started\n ✔ Container shop-api-1    Started",
        )
        .assistant("Stopped it; the stack is up.")
        .user("yay")
        .stop(),
    planted: [],
  },
  {
    id: "b202-pdf-export",
    build: (s) =>
      s
        .user("the invoice PDF endpoint times out for big orders. how do I fix it")
        .file("Read", "app/routers/invoices.py")
        .assistant(
          "The PDF is rendered inside the request. Option A: FastAPI BackgroundTasks, runs in the same process after the response. Option B: an arq job that writes the PDF to S3 and the client polls or gets an email.",
        )
        .user("whats the downside of A?")
        .assistant("If the pod restarts mid-render the job is lost, and it still eats the API worker's CPU.")
        .user("ok B then. I checked with Ana, invoice pdfs go through an arq job, stored in S3")
        .file("Write", "app/jobs/invoice_pdf.py")
        .file("Edit", "app/routers/invoices.py")
        .bash("make test", "219 passed in 33.71s")
        .assistant("POST /invoices/{id}/pdf now enqueues `render_invoice_pdf` and returns 202 with a job id; tests pass.")
        .stop(),
    planted: [{ kind: "decision", keys: ["pdf", "arq"] }],
  },
  {
    id: "b202-review-comments",
    build: (s) =>
      s
        .user(
          "Ana reviewed my refunds PR, here are her comments, can you apply them?\n1. rename `data` to `refund_request` in create_refund\n2. the 'not found' case: raise HTTPException(404), dont return None from the router. (she said thats a general thing for all our routers, never return None for missing stuff)\n3. move the magic number 30 to settings\n4. she asked if we want a custom error envelope like {error: {code, message}} and then answered herself: no, we keep FastAPI's default {detail: ...} shape, the frontend already parses that",
        )
        .file("Read", "app/routers/refunds.py")
        .assistant(
          "Before I edit: renaming the parameter, raising HTTPException(status_code=404) when the refund is missing, and adding REFUND_WINDOW_DAYS = 30 to Settings. Error responses stay as they are.",
        )
        .user("yep")
        .file("Edit", "app/routers/refunds.py")
        .file("Edit", "app/config.py")
        .bash("make test", "219 passed in 33.02s")
        .assistant("All three applied, tests pass.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["httpexception"] },
      { kind: "decision", keys: ["envelope"] },
    ],
  },
  {
    id: "b202-sentry",
    build: (s) =>
      s
        .user("how do I see errors from production? there must be some place")
        .bash(
          "grep -rn sentry_sdk app/main.py",
          "app/main.py:9:import sentry_sdk\napp/main.py:27:    sentry_sdk.init(dsn=settings.SENTRY_DSN, environment=settings.ENV)",
        )
        .assistant("The app reports to Sentry (sentry_sdk.init in app/main.py). Do you have access to your team's Sentry?")
        .user("yes Ana just gave me access, our project in Sentry is called shop-api, prod and staging both go there, split by environment")
        .assistant(
          "Then you can filter by `environment:production`. I also notice there's no `release` passed to sentry_sdk.init, so you can't tell which deploy introduced an error.",
        )
        .user(
          "oh she said the same thing actually! she said its a known gap: TODO for us, set SENTRY_RELEASE to the git sha in the deploy pipeline. not urgent, someday this month",
        )
        .assistant("Okay, I'll leave main.py untouched for now.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["shop-api"] },
      { kind: "task", keys: ["sentry_release"] },
    ],
  },
  {
    id: "b202-poetry-weasyprint",
    build: (s) =>
      s
        .user("should we move to uv? I read it's like 100x faster than poetry")
        .assistant(
          "It is much faster at resolving and installing. Migration is mostly moving the dependency table to PEP 621 format and switching the CI commands. It's a team decision though.",
        )
        .user(
          "I brought it up in standup. Ana decided we stay on poetry for now, she doesnt want to touch CI before the release. ok. different thing, why is python pinned to 3.11 in the Dockerfile? 3.12 is out",
        )
        .bash("git log -1 --format=%s -S'python:3.11' -- Dockerfile", "pin python 3.11: weasyprint wheels fail to build on 3.12 slim image")
        .assistant("The commit says it: weasyprint (the PDF library) doesn't build on the 3.12 slim image, so Python is pinned to 3.11.")
        .user("ahh ok so weasyprint is the blocker for 3.12. good to know")
        .stop(),
    planted: [
      { kind: "decision", keys: ["poetry"] },
      { kind: "fact", keys: ["weasyprint"] },
    ],
  },
  {
    id: "b202-test-factories",
    build: (s) =>
      s
        .user(
          "I wrote a test for the discount code but Ana said in review to use the factories in tests/factories.py instead of building Order(...) by hand, for every test going forward. can you rewrite it?",
        )
        .file("Read", "tests/factories.py")
        .file("Edit", "tests/test_discount_codes.py")
        .assistant("Rewritten with `OrderFactory(discount_code='WELCOME10')` and `AccountFactory()`.")
        .user("thanks. one thing I don't get: my test creates orders but the next test doesn't see them. is that a bug?")
        .bash(
          "grep -n -A6 'def db_session' tests/conftest.py",
          "30:def db_session(engine):\n31:    conn = engine.connect()\n32:    tx = conn.begin()\n33:    yield Session(bind=conn)\n34:    tx.rollback()\n35:    conn.close()",
        )
        .assistant(
          "Not a bug: each test runs inside a transaction that's rolled back at the end (the db_session fixture in tests/conftest.py), so tests never see each other's rows.",
        )
        .bash("make test", "220 passed in 33.40s")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["factories.py"] },
      { kind: "fact", keys: ["rolled back"] },
    ],
  },
  {
    id: "b202-rate-limit",
    build: (s) =>
      s
        .user("should I add rate limiting to POST /auth/login? someone could brute force it")
        .bash(
          "kubectl -n shop-prod get ingress api -o jsonpath='{.metadata.annotations}'",
          '{"nginx.ingress.kubernetes.io/limit-rps":"100","nginx.ingress.kubernetes.io/proxy-body-size":"2m"}',
        )
        .assistant(
          "The ingress already limits each client IP to 100 requests per second (limit-rps: 100). That's generous for a login endpoint; a per-account limit in the app, e.g. with slowapi, would be stricter.",
        )
        .user("hmm. I don't want to decide that myself. remind me to ask Ana about per-account rate limiting on login at our 1:1 thursday")
        .assistant("Noted for Thursday's 1:1: per-account rate limiting on login.")
        .user("also could slowapi work with multiple workers?")
        .assistant("Only with a shared storage backend like Redis; its in-memory storage would be per process.")
        .stop(),
    planted: [
      { kind: "task", keys: ["rate limit", "login"] },
      { kind: "fact", keys: ["ingress", "100"] },
    ],
  },
  {
    id: "b202-feature-flags",
    build: (s) =>
      s
        .user("the discount codes feature needs to be behind a flag. do we have feature flags?")
        .bash(
          "grep -rn -i 'unleash\\|flag' app/ | head -5",
          "app/flags.py:3:from UnleashClient import UnleashClient\napp/flags.py:11:def is_enabled(name: str, account_id: str) -> bool:",
        )
        .assistant("There's app/flags.py wrapping an Unleash client. Is that the one the team uses, or a leftover?")
        .user(
          "Ana says yes, Unleash (self hosted) is what we decided on, the LaunchDarkly trial was dropped. and flag names: snake_case with the team prefix, like shop_discount_codes. so mine is shop_discount_codes",
        )
        .file("Edit", "app/routers/orders.py")
        .bash("make test", "221 passed in 33.58s")
        .assistant("POST /orders only accepts `discount_code` when `is_enabled('shop_discount_codes', account_id)`; tests pass.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["unleash"] },
      { kind: "instruction", keys: ["snake_case", "prefix"] },
    ],
  },
  {
    id: "b202-e2e-owner",
    build: (s) =>
      s
        .user("do we have end to end tests somewhere? I only see unit tests in this repo")
        .bash("ls ..; cat CODEOWNERS | head -4", "qa-e2e  shop-api  shop-web\n* @shop/backend\n/deploy/ @shop/platform")
        .assistant("Not in this repo. There's a sibling checkout called qa-e2e, probably that.")
        .user(
          "yes! Priya owns the qa-e2e repo, its playwright tests against staging, QA maintains it not us. and she asked me to add the discount code checkout flow to the e2e suite after the feature ships, so thats on my list for later",
        )
        .assistant("Got it. Nothing to do here today then.")
        .user("is playwright hard to learn?")
        .assistant("Not very if you know some JavaScript or Python; it has a Python API too.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["qa-e2e"] },
      { kind: "task", keys: ["discount", "e2e"] },
    ],
  },
  {
    id: "b202-money-cents",
    build: (s) =>
      s
        .user("discount code gives 10% off and the total shows 17.990000000001 lol. why")
        .file("Read", "app/models/order.py")
        .assistant("`total` is a Python float, so 19.99 * 0.9 isn't exact. Options: Decimal everywhere, or integer cents.")
        .user(
          "I asked Ana which one. she said integer cents, all money in the DB and in the API is int cents, we only format to euros in the frontend. can you change the order total",
        )
        .bash("alembic revision -m 'order total cents'", "Generating db/migrations/versions/2026_11_06_1a7f_order_total_cents.py ...  done")
        .file("Edit", "db/migrations/versions/2026_11_06_1a7f_order_total_cents.py")
        .file("Edit", "app/models/order.py")
        .assistant(
          "orders.total is now `total_cents: int` (migrated with round(total*100)). The invoices table still has float `amount` and `tax` columns; I didn't touch them.",
        )
        .user("right, Ana said invoices too but later, separate PR. pls dont forget that invoices still has the float columns that need converting to cents")
        .stop("Okay: converting invoices.amount and invoices.tax to cents is left for a separate PR."),
    planted: [
      { kind: "decision", keys: ["cents"] },
      { kind: "task", keys: ["invoices", "float"] },
    ],
  },
  {
    id: "b202-commit-style",
    build: (s) =>
      s
        .user("my commit messages are like 'fix' and 'more fix' and Ana is not happy haha. is there a standard?")
        .assistant(
          "A common one is Conventional Commits: `feat(orders): add discount codes`, `fix(auth): ...`. It also lets tools generate changelogs. Does the repo have a changelog tool?",
        )
        .bash(
          "ls; grep -n changelog pyproject.toml",
          "CHANGELOG.md  Dockerfile  Makefile  app  db  deploy  pyproject.toml  tests\n41:[tool.git-cliff.changelog]",
        )
        .user(
          "we have git-cliff. ok Ana says yes we're doing conventional commits from now on, with the scope. and she wants commitlint in CI to enforce it but nobody had time, so thats a todo for later, maybe me",
        )
        .bash("git commit --amend -m 'feat(orders): validate discount codes'", "[feat/SHOP-412-discount-code 5c81e0a] feat(orders): validate discount codes")
        .assistant("Reworded the last commit to `feat(orders): validate discount codes`.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["conventional commits"] },
      { kind: "task", keys: ["commitlint"] },
    ],
  },
  {
    id: "b202-settings-env",
    build: (s) =>
      s
        .user("I need the S3 region in the invoice job, can I just do os.environ['AWS_REGION']?")
        .file("Read", "app/config.py")
        .assistant(
          "You can, but app/config.py already has a pydantic-settings `Settings` class; adding `AWS_REGION: str` there gives you validation and a single place for config. Which way does the team do it?",
        )
        .user(
          "I asked, Ana says never read os.environ directly in app code, everything goes through Settings in app/config.py. ok so add it there. and where do the staging values come from, is it a .env file on the server?",
        )
        .bash("grep -rn vault deploy/staging/values.yaml", "deploy/staging/values.yaml:12:  vaultPath: secret/shop/staging  # never put secrets in this file")
        .assistant("Staging gets its environment from Vault, at secret/shop/staging (deploy/staging/values.yaml), not from a .env file.")
        .file("Edit", "app/config.py")
        .file("Edit", "app/jobs/invoice_pdf.py")
        .assistant("Added `AWS_REGION` to Settings and the job reads `settings.AWS_REGION`.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["os.environ"] },
      { kind: "fact", keys: ["secret/shop/staging"] },
    ],
  },
  {
    id: "b202-pr-size",
    build: (s) =>
      s
        .user("how big is my discount code PR now?")
        .bash("git diff --stat main...HEAD | tail -1", " 23 files changed, 912 insertions(+), 140 deletions(-)")
        .assistant("About 1050 changed lines across 23 files.")
        .user(
          "ugh. Ana told me PRs should stay under 400 lines, otherwise she won't review them properly, so that's the rule from now on I guess. I'll split this one into the model+migration part and the router part tomorrow, pls remind me to split the discount PR first thing",
        )
        .assistant("Reminder noted: split the discount code PR (model and migration first, then the router). Want me to prepare the file list for each half?")
        .user("no thats ok, tomorrow")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["400 lines"] },
      { kind: "task", keys: ["split", "discount"] },
    ],
  },
  {
    id: "b202-cart-cleanup",
    build: (s) =>
      s
        .user("expired carts pile up in the db, 2 million rows. I want to add a nightly cleanup. lets do a kubernetes CronJob that runs a script?")
        .bash("psql $DATABASE_URL -c 'select count(*) from carts where expires_at < now()'", "  count  \n---------\n 2014377")
        .assistant(
          "A CronJob works, but needs its own image entrypoint and manifest in the platform team's charts. arq (which you already run) has cron jobs built in.",
        )
        .user(
          "oh right the helm stuff is Oleg's. ok Marcus decided: the nightly expired carts cleanup runs as an arq cron job, not a k8s CronJob. delete in batches of 10k he said",
        )
        .file("Edit", "app/worker.py")
        .file("Write", "app/jobs/cleanup_carts.py")
        .bash("make test", "223 passed in 34.12s")
        .assistant("Added `cleanup_expired_carts` (batches of 10,000) as an arq cron at 03:00; tests pass.")
        .user("what happens if it fails at night, does anyone notice?")
        .assistant("Right now, no: arq just logs the exception.")
        .user("hm. Marcus says we need alerting for failed cron jobs but that's a bigger thing, later. put it on the list")
        .stop("On the list: alerting when an arq cron job fails."),
    planted: [
      { kind: "decision", keys: ["carts", "arq"] },
      { kind: "task", keys: ["alerting"] },
    ],
  },
  {
    id: "b202-sqlmodel",
    build: (s) =>
      s
        .user(
          "I saw a youtube video about SQLModel, it combines the sqlalchemy model and the pydantic schema into one class. could we use that? it would remove so much duplication",
        )
        .assistant("It could, but it's a big change to an existing codebase and it ties API schemas to table layout. It's worth asking your senior.")
        .user(
          "she said no SQLModel, we keep SQLAlchemy models and separate pydantic schemas, on purpose. fine. she also said every endpoint must declare a response_model, we never return ORM objects straight from a router. the refunds list doesnt have one, can you add it",
        )
        .file("Read", "app/routers/refunds.py")
        .file("Edit", "app/routers/refunds.py")
        .bash("make test", "223 passed in 34.00s")
        .assistant("GET /refunds now declares `response_model=list[RefundRead]`.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["sqlmodel"] },
      { kind: "instruction", keys: ["response_model"] },
    ],
  },
  {
    id: "b202-sales-report",
    build: (s) =>
      s
        .user("finance wants a daily sales total. when does a 'day' start for them? UTC midnight?")
        .assistant("I can't tell from the code; it's a business rule. Is there an existing report to compare with?")
        .user(
          "Marcus says the business runs on Europe/Berlin time, all reports cut at midnight Berlin, not UTC. and the report queries have to go to the read replica, not the primary, he decided that after the incident in september",
        )
        .bash("grep -n REPLICA app/config.py", "app/config.py:22:    DATABASE_REPLICA_URL: PostgresDsn")
        .assistant("There's already DATABASE_REPLICA_URL in Settings, so a `get_replica_db` dependency is easy to add. Should I build the endpoint now?")
        .user("no, the actual sales report endpoint for finance is next sprint. I just wanted to understand. thx")
        .stop(),
    planted: [
      { kind: "fact", keys: ["europe/berlin"] },
      { kind: "decision", keys: ["read replica"] },
      { kind: "task", keys: ["sales report"] },
    ],
  },
  {
    id: "b202-oncall",
    build: (s) =>
      s
        .user("I got added to a pagerduty schedule?? am I on call now? 😰")
        .bash("pd schedule show backend-primary --next 2", "2026-11-10  primary: Ana Ribeiro   shadow: (you)\n2026-11-17  primary: Marcus Lee    shadow: (you)")
        .assistant("You're listed as shadow on the backend-primary schedule, with Ana and Marcus as primary.")
        .user(
          "ok phew. Ana explained: backend on-call is in PagerDuty, backend-primary schedule, and juniors only shadow for the first 3 months. and her rule if I get paged while shadowing: don't restart prod pods myself, call her first",
        )
        .assistant("Makes sense. Anything you want to prepare, e.g. the runbooks?")
        .user("is there a runbook folder?")
        .bash("ls docs/runbooks", "api-5xx.md  db-connections.md  redis-memory.md")
        .stop("Yes: docs/runbooks has api-5xx.md, db-connections.md and redis-memory.md."),
    planted: [
      { kind: "fact", keys: ["pagerduty"] },
      { kind: "instruction", keys: ["restart"] },
    ],
  },
  {
    id: "b202-coverage",
    build: (s) =>
      s
        .user("CI doesn't check coverage at all. should we add a threshold?")
        .bash(
          "pytest --cov=app -q | tail -4",
          "app/services/refunds.py      88     53    40%\napp/worker.py                31      4    87%\nTOTAL                      2410    301    88%\n223 passed in 38.90s",
        )
        .assistant("Total is 88%. I'd suggest failing CI under 90% with `--cov-fail-under=90`.")
        .user("Ana said 90 would fail right away, we go with 85 as the threshold. can you add it to the ci config")
        .file("Edit", ".github/workflows/ci.yml")
        .assistant("CI now runs `pytest --cov=app --cov-fail-under=85`.")
        .user("thanks. refunds.py is at 40% though, thats my file 😬 I need to write more tests for the refunds service, next week probably")
        .stop(),
    planted: [
      { kind: "decision", keys: ["85"] },
      { kind: "task", keys: ["refunds"] },
    ],
  },
  {
    id: "b202-adrs",
    build: (s) =>
      s
        .user("where do people write down why things are the way they are? like why arq and not celery")
        .bash("ls docs/adr | head", "0001-use-fastapi.md\n0002-postgres-and-alembic.md\n0003-structlog.md\n0004-arq-background-jobs.md\n0005-integer-cents.md")
        .assistant("In docs/adr: architecture decision records, one markdown file per decision, e.g. 0004-arq-background-jobs.md.")
        .user(
          "oh nice. remind me to read all the ADRs before friday, Ana will ask me about them. also what style of docstrings are we supposed to use? I've seen both",
        )
        .bash("grep -c 'Args:' app/services/*.py | head -3", "app/services/orders.py:9\napp/services/payments.py:6\napp/services/refunds.py:0")
        .assistant("Most services use Google style (Args:, Returns:). refunds.py has none.")
        .user("ok Ana confirmed google style docstrings for every public function. add them to refunds.py pls")
        .file("Edit", "app/services/refunds.py")
        .assistant("Added Google-style docstrings to the four public functions in refunds.py.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["docs/adr"] },
      { kind: "task", keys: ["adrs", "friday"] },
      { kind: "instruction", keys: ["google"] },
    ],
  },
  {
    id: "b202-invoice-bucket",
    build: (s) =>
      s
        .user("the pdf job needs to upload somewhere. which bucket?")
        .bash("aws s3 ls | grep invoices", "2024-02-11 10:02:44 shop-invoices-prod\n2024-02-11 10:03:10 shop-invoices-staging")
        .assistant("There are shop-invoices-prod and shop-invoices-staging. I'd guess one per environment, but let me check the region before assuming.")
        .bash("aws s3api get-bucket-location --bucket shop-invoices-prod", '{"LocationConstraint": "eu-central-1"}')
        .user("yes Ana confirmed, shop-invoices-<env> per environment, both in eu-central-1. and how do users download the pdf? do we proxy it?")
        .assistant("Either proxy the bytes through the API, or return a presigned S3 URL so the browser downloads directly.")
        .user("she says presigned urls, 10 minutes expiry, we dont proxy files through the api. ok write it")
        .file("Edit", "app/jobs/invoice_pdf.py")
        .file("Edit", "app/routers/invoices.py")
        .bash("make test", "225 passed in 34.40s")
        .assistant("The job uploads to shop-invoices-{env}; GET /invoices/{id}/pdf returns a presigned URL valid for 600 s.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["shop-invoices", "eu-central-1"] },
      { kind: "decision", keys: ["presigned"] },
    ],
  },
  {
    id: "b202-empty-pr-description",
    build: (s) =>
      s
        .user("can you write a PR description for my branch? I'm bad at these")
        .bash("git log --oneline main..HEAD", "5c81e0a feat(orders): validate discount codes\n9d2e11a add discount code validation")
        .assistant(
          "Draft:\n\n## What\nValidates discount codes on POST /orders behind the shop_discount_codes flag.\n\n## Why\nSHOP-412.\n\n## Notes\n- Unknown codes always get a 422, never a silent ignore\n\nWant me to tweak anything?",
        )
        .user("looks great, maybe shorter 'why'? actually no it's fine")
        .assistant("Okay, keeping it as is.")
        .user("posting it now, thanks")
        .stop("Good luck with the review."),
    planted: [],
  },
  {
    id: "b202-empty-orm-question",
    build: (s) =>
      s
        .user("dumb question maybe, what does expire_on_commit do? I saw it in db.py")
        .file("Read", "app/db.py")
        .assistant(
          "With `expire_on_commit=True` (the default), SQLAlchemy marks every loaded object stale after commit, so the next attribute access reloads it from the database. In async code that reload fails, which is why db.py sets it to False.",
        )
        .user("ohh so maybe that's why I got the MissingGreenlet error last week?")
        .assistant("Quite possibly, if you touched an attribute after commit in an async session. Hard to say without the traceback.")
        .user("I don't have it anymore, whatever. thanks for explaining")
        .stop("Sure."),
    planted: [],
  },
];

export const BLIND202 = plantedSet(BLIND202_SESSIONS, Date.UTC(2026, 10, 5, 9));
