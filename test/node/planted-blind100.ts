/**
 * Blind planted set 100 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a Python/FastAPI backend developer at a logistics company (Celery, SQLAlchemy, Alembic,
 * Redis, OR-Tools route optimisation), pragmatic mid-length messages, sometimes pasting a
 * teammate's PR comment; the agent speaks in a terse Codex CLI voice.
 * Each session is one segment; the items planted in it are listed with it: 71 items (17 decisions, 17 instructions, 20 facts, 17 tasks) in 48 sessions, 11 of which plant nothing (48 user/assistant messages between them). Every other message
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

export const BLIND100_SESSIONS: BlindSession[] = [
  {
    id: "b100-alembic-heads",
    build: (s) =>
      s
        .user("alembic upgrade head blows up on staging, says multiple heads. can you look")
        .bash("alembic heads", "4f1c2a9e3b10 (head)\n9b7d03e1c7aa (head)")
        .assistant(
          "Two heads: `4f1c2a9e` (add_depot_timezone) and `9b7d03e1` (shipment_eta_index), both branching from `2c8e55f0`. I can add a merge revision, or point one of them at the other.",
        )
        .user(
          "point it at the other one. we don't do merge revisions here — migration history stays linear, if two people branch off the same revision the second one to land rebases their down_revision. that goes for you too",
        )
        .file("Edit", "migrations/versions/9b7d03e1_shipment_eta_index.py")
        .bash(
          "alembic heads && alembic upgrade head --sql | tail -3",
          "9b7d03e1c7aa (head)\nUPDATE alembic_version SET version_num='9b7d03e1c7aa' WHERE alembic_version.version_num = '4f1c2a9e3b10';\nCOMMIT;",
        )
        .assistant('Set `down_revision = "4f1c2a9e3b10"` on shipment_eta_index. Single head now; offline SQL looks sane.')
        .user(
          "nice. fyi the staging db is still on postgres 13 while prod is on 15, so nothing in migrations that needs 15 (MERGE, NULLS NOT DISTINCT etc) until infra upgrades staging",
        )
        .stop("Understood. Nothing in this migration needs 15."),
    planted: [
      { kind: "instruction", keys: ["linear"] },
      { kind: "fact", keys: ["staging", "13"] },
    ],
  },
  {
    id: "b100-geocode-retry",
    build: (s) =>
      s
        .user(
          "Priya's comment on the geocoding PR:\n> please don't use autoretry_for=(Exception,) on geocode_address, when our HERE key gets rate limited this will just hammer it 3 more times per task and make it worse\n\nshe's right. let's retry only on httpx.TimeoutException and our HereRateLimited, max 5, exponential backoff. change it",
        )
        .file("Read", "app/tasks/geocode.py")
        .file("Edit", "app/tasks/geocode.py")
        .bash("make test TESTS=tests/tasks/test_geocode.py", "======== 9 passed in 1.84s ========")
        .assistant(
          "Updated `geocode_address`:\n- `autoretry_for=(httpx.TimeoutException, HereRateLimited)`\n- `retry_backoff=True`, `retry_backoff_max=300`, `max_retries=5`\n\n9 passed.",
        )
        .user(
          "good. context for why she cares: the HERE key we have is the freemium tier, 250k transactions a month and it's shared with the dispatch dashboard. so be stingy with it in general",
        )
        .assistant("Noted. Want me to add a Redis cache in front of the geocoder too?")
        .user("not today. but put it on the list: cache geocode results in redis keyed by the normalized address string")
        .stop("OK, leaving the cache for later."),
    planted: [
      { kind: "decision", keys: ["geocode", "timeout"] },
      { kind: "fact", keys: ["250k"] },
      { kind: "task", keys: ["normalized"] },
    ],
  },
  {
    id: "b100-solver-time-limit",
    build: (s) =>
      s
        .user("route optimiser takes forever for the Rotterdam depot, ~300 stops. whats the OR-Tools time limit set to?")
        .bash("grep -n time_limit app/routing/solver.py", "88:    search_parameters.time_limit.seconds = 60")
        .assistant(
          "It's 60 s. Options:\n1. drop to 20 s and switch the metaheuristic to GUIDED_LOCAL_SEARCH\n2. cluster stops per zone first and solve smaller problems\n3. change first solution strategy to PATH_CHEAPEST_ARC only\n\n(2) is the biggest change.",
        )
        .user("try 1 and show me the numbers")
        .bash(
          "python scripts/bench_solver.py --depot RTM --time-limit 20 --metaheuristic GLS",
          "depot=RTM stops=297 vehicles=22\nbaseline(60s): distance=1829.4km late_stops=3\ncandidate(20s,GLS): distance=1842.1km late_stops=3\ndelta=+0.69%",
        )
        .assistant("20 s with GLS: 1842 km vs 1829 km at 60 s (+0.7%), same late stops.")
        .user("0.7% is nothing. ok, going with the 20s time limit + guided local search, for every depot not just RTM")
        .file("Edit", "app/routing/solver.py")
        .stop("Set the time limit to 20 s with GUIDED_LOCAL_SEARCH in the shared solver config, so all depots get it."),
    planted: [{ kind: "decision", keys: ["time limit", "20"] }],
  },
  {
    id: "b100-test-db",
    build: (s) =>
      s
        .user("run the tests for the shipments module pls")
        .bash(
          "pytest tests/shipments -q",
          'E   sqlalchemy.exc.OperationalError: (psycopg.OperationalError) connection failed: FATAL:  database "logistics_test" does not exist\n1 error in 0.92s',
          1,
        )
        .assistant("Failed at setup: the `logistics_test` database doesn't exist on localhost:5432. Should I create it on your local Postgres?")
        .user(
          "no dont touch my local one. the tests need `docker compose -f docker-compose.test.yml up -d` first, that runs a throwaway postgres on 5433 so it doesnt clash. and run them with `make test` not raw pytest, the makefile sets DATABASE_URL and the celery eager flag",
        )
        .bash(
          "docker compose -f docker-compose.test.yml up -d && make test TESTS=tests/shipments",
          " ✔ Container logistics-test-db  Started\n======== 84 passed, 2 skipped in 21.40s ========",
        )
        .stop("84 passed, 2 skipped."),
    planted: [
      { kind: "fact", keys: ["5433"] },
      { kind: "instruction", keys: ["make test"] },
    ],
  },
  {
    id: "b100-sqla-query",
    build: (s) =>
      s
        .user("are we on sqlalchemy 2.0 style everywhere? I keep seeing session.query in some places")
        .bash(
          "grep -rn 'session.query(' app | cut -d: -f1 | sort | uniq -c",
          "     9 app/admin/views.py\n     6 app/reports/daily.py\n     8 app/reports/carrier_sla.py",
        )
        .assistant("23 legacy `session.query` calls, all in `app/admin/` and `app/reports/`. Everything else uses `select()` + `session.execute`.")
        .user(
          "ok. admin is getting deleted anyway. for anything new it's 2.0 style only: select() and session.execute/scalars, no session.query, ever. the reports module we port later, it has no tests and I don't want to do it blind — note that down as a todo",
        )
        .file("Read", "app/reports/carrier_sla.py")
        .stop("Noted: porting app/reports off session.query is open; new code stays on select()."),
    planted: [
      { kind: "instruction", keys: ["session.query"] },
      { kind: "task", keys: ["reports"] },
    ],
  },
  {
    id: "b100-double-sms",
    build: (s) =>
      s
        .user("drivers got the dispatch SMS twice again this morning. every single one")
        .assistant("Could be visibility_timeout redelivery on the Redis broker, or the periodic task being scheduled twice. Checking the logs.")
        .bash(
          "journalctl -u celery-beat --since today -o cat | grep send_dispatch_sms | head -4",
          "[worker-02] Scheduler: Sending due task send-dispatch-sms (app.tasks.sms.send_dispatch_sms)\n[worker-03] Scheduler: Sending due task send-dispatch-sms (app.tasks.sms.send_dispatch_sms)\n[worker-02] Scheduler: Sending due task send-dispatch-sms (app.tasks.sms.send_dispatch_sms)\n[worker-03] Scheduler: Sending due task send-dispatch-sms (app.tasks.sms.send_dispatch_sms)",
        )
        .assistant("It's not redelivery: celery beat is running on both worker-02 and worker-03, so every periodic task gets enqueued twice.")
        .user("argh. beat is only supposed to run on worker-02, always has been — the unit on 03 is left over from the ansible change. disable it on 03")
        .bash(
          "ssh worker-03 'sudo systemctl disable --now celery-beat' && ssh worker-03 systemctl is-active celery-beat",
          "Removed /etc/systemd/system/multi-user.target.wants/celery-beat.service.\ninactive",
          3,
        )
        .assistant("celery-beat is disabled and stopped on worker-03.")
        .user("thx. TODO for me, not now: a redis lock around send_dispatch_sms so it can't double-send even if beat gets duplicated again")
        .stop(),
    planted: [
      { kind: "fact", keys: ["beat", "worker-02"] },
      { kind: "task", keys: ["lock", "sms"] },
    ],
  },
  {
    id: "b100-pydantic-v2",
    build: (s) =>
      s
        .user(
          "pydantic v2 migration starts today. Tomas and I settled it yesterday: the carrier integrations package keeps using the pydantic.v1 shim until the DHL client gets rewritten, everything else moves to v2 natively. start with app/schemas/shipment.py",
        )
        .bash("pip show pydantic | head -2 && grep -rln 'pydantic.v1' app | wc -l", "Name: pydantic\nVersion: 2.5.3\n14")
        .assistant("pydantic 2.5.3 is installed; 14 modules already import from `pydantic.v1`. Starting on `shipment.py`.")
        .file("Edit", "app/schemas/shipment.py")
        .assistant("Converted validators to `@field_validator`, `.dict()` → `.model_dump()`. Kept the inner `class Config` for now.")
        .user("please use model_config = ConfigDict(...) instead of the inner class Config, in this file and whenever you convert a model from here on")
        .file("Edit", "app/schemas/shipment.py")
        .bash("make test TESTS=tests/schemas", "======== 31 passed in 2.12s ========")
        .stop("Switched to `model_config = ConfigDict(from_attributes=True)`. 31 passed."),
    planted: [
      { kind: "decision", keys: ["pydantic.v1", "carrier"] },
      { kind: "instruction", keys: ["configdict"] },
    ],
  },
  {
    id: "b100-hamburg-eta",
    build: (s) =>
      s
        .user("ETAs for the Hamburg depot are an hour off since sunday. customers are calling")
        .assistant("Sunday was the DST change, so that's my first guess. Looking at how the ETA is computed.")
        .bash("grep -n 'tz' app/eta/compute.py", "12:from datetime import datetime, timedelta\n41:    local = now_utc + timedelta(hours=depot.tz_offset)\n")
        .bash(
          "psql $DATABASE_URL -c \"select code, tz_offset from depots where code in ('HAM','RTM','ANR')\"",
          " code | tz_offset\n------+-----------\n HAM  |         2\n RTM  |         1\n ANR  |         1\n(3 rows)",
        )
        .assistant(
          "Found it. `compute_eta` adds `depots.tz_offset`, a fixed integer written when the depot was created. Hamburg was created in summer with offset 2 (CEST) and it never changes, so since DST ended every Hamburg ETA is an hour late. RTM/ANR were created in winter, which is why they look right now and will break in March.",
        )
        .user("ugh. ok decided: drop tz_offset, store the IANA zone name in depots.timezone and resolve with zoneinfo at runtime. write the migration")
        .file("Write", "migrations/versions/b31e0c44_depot_iana_timezone.py")
        .file("Edit", "app/eta/compute.py")
        .bash("make test TESTS=tests/eta", "======== 17 passed in 1.02s ========")
        .stop(
          "Migration backfills `timezone` (HAM → Europe/Berlin, RTM → Europe/Amsterdam, ANR → Europe/Brussels) and drops `tz_offset`; compute_eta uses ZoneInfo. 17 passed.",
        ),
    planted: [
      { kind: "fact", keys: ["tz_offset"] },
      { kind: "decision", keys: ["iana"] },
    ],
  },
  {
    id: "b100-structlog",
    build: (s) =>
      s
        .user(
          "Jonas left this on my PR:\n\n> nit: please don't use print() or logging.getLogger in app/, we log through structlog's bound logger (app.log.get_logger). stdlib loggers bypass the JSON renderer and the lines arrive in Loki unparsed\n\nhe's right and it's the rule for all of app/, not just this PR. fix the spots",
        )
        .bash(
          "grep -rnE 'print\\(|logging.getLogger' app",
          'app/routing/matrix.py:57:    print("matrix size", len(coords))\napp/tasks/webhooks.py:9:logger = logging.getLogger(__name__)',
        )
        .file("Edit", "app/routing/matrix.py")
        .file("Edit", "app/tasks/webhooks.py")
        .assistant('Replaced both with `get_logger(__name__)` and a `log.debug("matrix_size", n=len(coords))` event.')
        .user(
          "thanks. another thing Jonas found out the hard way: the log pipeline into Loki silently drops any line over 16KB. so don't dump whole payloads into a log event",
        )
        .stop("Understood, no full payloads in log events."),
    planted: [
      { kind: "instruction", keys: ["structlog"] },
      { kind: "fact", keys: ["16kb"] },
    ],
  },
  {
    id: "b100-api-v2",
    build: (s) =>
      s
        .user(
          "the driver app needs a breaking change on /stops, address becomes a nested object. how do we version this without breaking the old app versions?",
        )
        .assistant(
          'Two options:\n1. URL prefix: a new `APIRouter(prefix="/v2")` with its own schemas, `/v1` untouched\n2. header versioning (`Accept-Version`) in one router\n\nThe driver app already hardcodes base paths, so (1) is simpler for them and trivial in FastAPI. I\'d go with (1).',
        )
        .user("yep, go with the URL prefix versioning")
        .file("Write", "app/api/v2/stops.py")
        .file("Edit", "app/main.py")
        .bash("make test TESTS=tests/api/test_stops_v2.py", "======== 6 passed in 0.77s ========")
        .assistant("Added `/v2/stops` with `AddressOut` nested; `/v1/stops` unchanged. 6 passed.")
        .user("cool. we can kill /v1/stops once driver app 4.2 is above 95% adoption, not before. please keep that somewhere so it doesnt get forgotten")
        .stop(),
    planted: [
      { kind: "decision", keys: ["prefix"] },
      { kind: "task", keys: ["4.2"] },
    ],
  },
  {
    id: "b100-vault-secrets",
    build: (s) =>
      s
        .user("where does the SENDGRID key come from on staging? the welcome emails fail there")
        .bash(
          "grep -rn SENDGRID .env.example deploy/",
          "deploy/staging/values.yaml:41:  SENDGRID_API_KEY: vault:secret/data/logistics/staging#sendgrid\ndeploy/prod/values.yaml:44:  SENDGRID_API_KEY: vault:secret/data/logistics/prod#sendgrid\n.env.example:18:SENDGRID_API_KEY=SG.xxxxxxxx",
        )
        .assistant("Staging pulls it from Vault (`secret/data/logistics/staging#sendgrid`) through the helm values. `.env.example` has a placeholder.")
        .bash(
          "vault kv get -field=sendgrid secret/logistics/staging",
          "Error making API call to http://vault.internal:8200/v1/secret/data/logistics/staging: Code: 403. Errors: * permission denied",
          2,
        )
        .assistant("My Vault token gets a 403 reading that path, so I can't check the value from here.")
        .user(
          "that's the CI token, it probably expired — the platform team rotates the CI vault tokens every 30 days, when deploys start failing with 403 that's almost always why. I'll ask them. one rule while you're in there: secrets never go into .env.example or the values files, only vault: references. someone pasted a real key into a PR last week",
        )
        .file("Edit", ".env.example")
        .stop("Replaced the placeholder in `.env.example` with a comment pointing at the Vault path."),
    planted: [
      { kind: "fact", keys: ["30 days"] },
      { kind: "instruction", keys: ["vault"] },
    ],
  },
  {
    id: "b100-routing-queue",
    build: (s) =>
      s
        .user(
          "ok so the routing jobs are starving the notification tasks, SMS go out 10 min late at 6am. talked it through with the team this morning and here's what we're doing: routing gets its own celery queue called `routing` with dedicated workers, concurrency 2 because they're CPU bound; everything else stays on default. implement it. and a general rule for new tasks: anything that can run longer than 30s has to declare its queue explicitly, don't let it fall onto default",
        )
        .file("Edit", "app/celery_app.py")
        .file("Edit", "deploy/prod/workers.yaml")
        .bash(
          "celery -A app.celery_app inspect active_queues -d worker-routing@worker-04 2>&1 | tail -2",
          "-> worker-routing@worker-04: OK\n    * {'name': 'routing', 'exchange': {'name': 'routing', 'type': 'direct'}}",
        )
        .assistant(
          "`task_routes` sends `app.routing.*` to `routing`; added a `worker-routing` deployment with `--concurrency=2 -Q routing`. Staging worker is consuming the queue.",
        )
        .user("cool. at some point we want KEDA autoscaling on the routing workers based on queue length. not now, after peak")
        .stop(),
    planted: [
      { kind: "decision", keys: ["routing", "queue"] },
      { kind: "instruction", keys: ["30s"] },
      { kind: "task", keys: ["keda"] },
    ],
  },
  {
    id: "b100-ups-webhook",
    build: (s) =>
      s
        .user("who owns the carrier integrations these days? the UPS webhook endpoint is 500ing")
        .bash(
          "git log --since=6.months --format='%an' -- app/carriers/ | sort | uniq -c | sort -rn",
          "     41 Tomas Novak\n     17 Aisha Bello\n      3 Mehmet Kaya",
        )
        .assistant("By commits in the last six months: mostly Tomas Novak, then Aisha Bello.")
        .user("Aisha owns carriers now, Tomas moved to the data team in September. she's off today though so let's look ourselves")
        .bash(
          "curl -s -X POST localhost:8000/webhooks/ups -H 'X-UPS-Signature: test' -d @tests/data/ups_event.json -w '\\n%{http_code}'",
          '{"detail":"Internal Server Error"}\n500',
        )
        .bash(
          "docker compose logs api --tail 5",
          'api-1  |   File "/app/app/carriers/ups/webhook.py", line 22, in verify\napi-1  |     sig = request.headers["X-Ups-Hmac-Sha256"]\napi-1  | KeyError: \'x-ups-hmac-sha256\'',
        )
        .assistant("The handler reads `X-Ups-Hmac-Sha256` but the request sends `X-UPS-Signature`. Is the header name from UPS's current docs?")
        .user(
          "yes, they renamed it in the v2 webhooks. UPS signs those with HMAC-SHA256 over the raw body, secret is in vault under ups_webhook. fix the header",
        )
        .file("Edit", "app/carriers/ups/webhook.py")
        .stop("Reads `X-UPS-Signature` now and verifies HMAC-SHA256 over the raw body."),
    planted: [
      { kind: "fact", keys: ["aisha", "carrier"] },
      { kind: "fact", keys: ["hmac"] },
    ],
  },
  {
    id: "b100-surcharge-rounding",
    build: (s) =>
      s
        .user("fuel surcharge rounding: round half up to 2 decimals on every invoice line")
        .file("Edit", "app/pricing/surcharge.py")
        .assistant('Each line\'s surcharge now goes through `quantize(Decimal("0.01"), ROUND_HALF_UP)`.')
        .user(
          "wait. finance just answered in the thread, they don't want per-line rounding at all. we round only the invoice total, with banker's rounding (ROUND_HALF_EVEN), lines keep full precision. redo it please",
        )
        .file("Edit", "app/pricing/surcharge.py")
        .file("Edit", "app/pricing/invoice.py")
        .bash("make test TESTS=tests/pricing", "======== 22 passed in 0.64s ========")
        .stop("Lines keep full precision; only `Invoice.total` is quantized with ROUND_HALF_EVEN. 22 passed."),
    planted: [{ kind: "decision", keys: ["invoice total"] }],
  },
  {
    id: "b100-ruff-mypy",
    build: (s) =>
      s
        .user("CI is red on lint, can you fix it")
        .bash(
          "ruff check . && ruff format --check .",
          "app/routing/matrix.py:3:1: F401 [*] `itertools` imported but unused\nFound 1 error.\n[*] 1 fixable with the `--fix` option.",
          1,
        )
        .bash("ruff check --fix . && ruff format .", "Found 1 error (1 fixed, 0 remaining).\n2 files reformatted, 311 files left unchanged")
        .assistant(
          "Fixed the unused import; `ruff format` reformatted two files. The CONTRIBUTING guide still says to run black before committing — should I run black as well?",
        )
        .user(
          "no, ruff format is the formatter, black was removed in march and that doc is stale. don't add black back, ever, the two fight over trailing commas",
        )
        .bash(
          "grep -n -A3 'tool.mypy' pyproject.toml",
          '[tool.mypy]\nignore_missing_imports = true\n[[tool.mypy.overrides]]\nmodule = "app.routing.*"\nstrict = true',
        )
        .assistant("Also noticed mypy is strict only for `app.routing.*`; the rest of the code runs lenient. Intentional?")
        .user("yes intentional, strict mypy is just for app.routing, the rest is too old to type properly")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["ruff format"] },
      { kind: "fact", keys: ["mypy", "strict"] },
    ],
  },
  {
    id: "b100-depot-cache",
    build: (s) =>
      s
        .user("add caching for GET /depots, 5 minute ttl, it's called on every app start")
        .file("Edit", "app/api/depots.py")
        .assistant("Cached the response under `depots:list` with a 300 s TTL, invalidated on depot create/update.")
        .user(
          "prefix it with lgx: — every redis key we write starts with `lgx:`, we share that redis cluster with the billing team and they've already clobbered us once. do that for any key you add",
        )
        .file("Edit", "app/api/depots.py")
        .bash(
          "redis-cli --scan --pattern '*' | grep -v '^lgx:' | head -5",
          "ratelimit:api:203.0.113.7\nratelimit:api:198.51.100.23\nbilling:invoice_lock:8812\nratelimit:api:192.0.2.44",
        )
        .assistant("Key is `lgx:depots:list` now. There are still unprefixed `ratelimit:api:*` keys from our rate limiter.")
        .user("yeah I know. next week: go through the rate limiter keys and move them under lgx: too")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["lgx:"] },
      { kind: "task", keys: ["rate limiter"] },
    ],
  },
  {
    id: "b100-test-speed",
    build: (s) =>
      s
        .user("the test suite takes 11 minutes. should we switch to factory_boy or is something else going on?")
        .bash(
          "make test PYTEST_ARGS='--durations=5'",
          "11.02s setup    tests/shipments/test_list.py::test_filters\n10.87s setup    tests/shipments/test_list.py::test_paging\n10.80s setup    tests/routing/test_solver.py::test_small\n...\n======== 612 passed in 661.30s ========",
        )
        .assistant(
          "Factories aren't the problem: almost all the time is fixture setup. `conftest.py` runs `create_all`/`drop_all` per test. One schema per session plus a SAVEPOINT-rollback transaction per test should cut most of it.",
        )
        .user("do it")
        .file("Edit", "tests/conftest.py")
        .bash("make test", "======== 612 passed in 192.44s ========")
        .assistant("612 passed in 3 m 12 s (was 11 m).")
        .user(
          "excellent. that's the pattern from now on btw: every test runs inside a transaction that gets rolled back, nobody creates or drops tables inside a test",
        )
        .stop(),
    planted: [{ kind: "instruction", keys: ["rolled back"] }],
  },
  {
    id: "b100-dispatch-flag",
    build: (s) =>
      s
        .user("is the new dispatch board behind a feature flag?")
        .bash("grep -rn 'is_enabled' app/dispatch", 'app/dispatch/views.py:31:    if flags.is_enabled("new_dispatch_board", depot_id=depot.id):')
        .assistant("Yes: `new_dispatch_board`, checked through the Unleash client in `app/flags.py` with the depot id as context.")
        .user(
          "right. our flags are evaluated per depot, never per user, that's how ops wants it so a whole warehouse switches at once. turn it on for Rotterdam on staging",
        )
        .bash(
          "unleash-cli toggle enable new_dispatch_board --env staging --constraint depot_id=RTM",
          "Enabled new_dispatch_board in staging (constraint depot_id IN [RTM])",
        )
        .assistant("Enabled on staging for RTM.")
        .user("and once the december freeze lifts we must delete the old_dispatch_board code path, remind me then")
        .stop(),
    planted: [
      { kind: "fact", keys: ["per depot"] },
      { kind: "task", keys: ["old_dispatch_board"] },
    ],
  },
  {
    id: "b100-keyset",
    build: (s) =>
      s
        .user("GET /shipments times out for our biggest customers when they page deep, someone tried page 4000 of 50")
        .assistant(
          "Offset pagination makes Postgres walk and discard all the skipped rows. Keyset pagination on `(created_at, id)` with an opaque cursor keeps each page cheap; the catch is no jumping to page N.",
        )
        .user("nobody needs page 4000 directly. ok let's go keyset for /shipments")
        .file("Edit", "app/api/shipments.py")
        .file("Write", "migrations/versions/d02f9a17_shipments_customer_keyset_idx.py")
        .bash("make test TESTS=tests/api/test_shipments.py", "======== 19 passed in 1.73s ========")
        .assistant("Cursor pagination on `(created_at, id)`, plus an index on `(customer_id, created_at, id)`.")
        .user("make the index CREATE INDEX CONCURRENTLY, shipments is ~180M rows and a normal create locks it for ages")
        .file("Edit", "migrations/versions/d02f9a17_shipments_customer_keyset_idx.py")
        .stop("Index is created concurrently inside an autocommit block."),
    planted: [
      { kind: "decision", keys: ["keyset"] },
      { kind: "fact", keys: ["180m"] },
    ],
  },
  {
    id: "b100-prod-tag",
    build: (s) =>
      s
        .user("ship the hotfix to prod")
        .bash(
          "make deploy ENV=prod",
          "deploy: refusing to deploy prod from a working tree; push a release tag instead\nmake: *** [Makefile:71: deploy] Error 1",
          2,
        )
        .assistant("The Makefile refuses prod deploys from a working tree and asks for a release tag.")
        .user("yeah prod only ever deploys from a vX.Y.Z tag on main, ArgoCD watches the tags and syncs. cut v2.14.1")
        .bash(
          "git tag -a v2.14.1 -m 'hotfix: ups webhook header' && git push origin v2.14.1",
          "To github.com:lgx/dispatch-api.git\n * [new tag]         v2.14.1 -> v2.14.1",
        )
        .assistant("Pushed v2.14.1.")
        .user("thx. heads up for the future, no release tags on fridays after 3pm. ops rule, they won't babysit a weekend rollback")
        .stop(),
    planted: [
      { kind: "fact", keys: ["argocd"] },
      { kind: "instruction", keys: ["friday"] },
    ],
  },
  {
    id: "b100-osrm-matrix",
    build: (s) =>
      s
        .user("distance matrix calls to OSRM are the slowest part of planning now. look into it?")
        .bash('time curl -s "http://osrm.internal:5000/table/v1/driving/$(cat /tmp/rtm_350.txt)" -o /dev/null', "real\t0m2.143s\nuser\t0m0.010s\nsys\t0m0.006s")
        .assistant(
          "One 350-coordinate `/table` request takes 2.1 s and planning does it sequentially per vehicle group. I could cache matrices in Redis keyed by a hash of the sorted coordinates.",
        )
        .user("hmm no, hit rate would be awful, stops change every day. skip the cache")
        .bash(
          "curl -s 'http://osrm.internal:5000/route/v1/driving/2.35,48.85;2.29,48.86' | head -c 120",
          '{"message":"Impossible route between points","code":"NoRoute"}',
        )
        .assistant("Side note: a Paris test route returns NoRoute.")
        .user(
          "that's expected, the OSRM box only has the Benelux + Germany extract loaded. anything in France fails, known limitation. ok lets split the matrix into 100x100 tiles and request them in parallel",
        )
        .file("Edit", "app/routing/matrix.py")
        .bash("python scripts/bench_matrix.py --depot RTM", "tiles=16 parallel=8 total=0.61s (was 2.14s)")
        .stop("Tiled into 100×100 requests, 8 in parallel: 0.61 s instead of 2.14 s."),
    planted: [
      { kind: "fact", keys: ["benelux"] },
      { kind: "decision", keys: ["tiles"] },
    ],
  },
  {
    id: "b100-naive-datetimes",
    build: (s) =>
      s
        .user("the /stops API returns naive datetimes, driver app shows the wrong time window for belgian stops")
        .bash(
          "grep -rn 'datetime.now()\\|utcnow()' app | head",
          "app/api/stops.py:88:        window_start=datetime.now(),\napp/tasks/eta.py:14:    now = datetime.utcnow()",
        )
        .assistant("Two naive calls: `datetime.now()` in `stops.py` and `datetime.utcnow()` in `tasks/eta.py`.")
        .user(
          "fix both. and generally: in app/ never call datetime.now() or utcnow() directly, go through app.utils.clock.now(), it returns aware UTC and the tests can freeze it",
        )
        .file("Edit", "app/api/stops.py")
        .file("Edit", "app/tasks/eta.py")
        .bash("make test TESTS=tests/api/test_stops.py", "======== 12 passed in 0.91s ========")
        .stop("Both use `clock.now()` now; 12 passed."),
    planted: [{ kind: "instruction", keys: ["clock.now"] }],
  },
  {
    id: "b100-retro-followups",
    build: (s) =>
      s
        .user("quick check before I write up the retro: is the celery result backend on the same redis db as the broker?")
        .bash(
          "grep -n 'REDIS\\|result_backend\\|broker_url' app/settings.py",
          '22:    broker_url: str = "redis://redis.internal:6379/0"\n23:    result_backend: str = "redis://redis.internal:6379/0"',
        )
        .assistant("Yes, both point at `redis://redis.internal:6379/0`.")
        .user(
          "thought so. ok follow-ups from the retro, I'll just park them here:\n1. move the celery result backend off db 0 to db 2 so a FLUSHDB on results can't kill the queue\n2. dead letter queue for webhook deliveries that exhaust their retries\n3. idempotency keys on POST /shipments, the ERP retries and we get dupes\nnone of it this week",
        )
        .stop("Noted all three, nothing changed."),
    planted: [
      { kind: "task", keys: ["db 2"] },
      { kind: "task", keys: ["dead letter"] },
      { kind: "task", keys: ["idempotency"] },
    ],
  },
  {
    id: "b100-sentry-quota",
    build: (s) =>
      s
        .user("sentry is flooded with HereRateLimited again. add it to ignore_errors")
        .file("Read", "app/sentry.py")
        .file("Edit", "app/sentry.py")
        .assistant("Added `HereRateLimited` to `ignore_errors` in `sentry_sdk.init`.")
        .user("ta. for context our sentry plan is 50k events a month and last month we burned through it in 9 days, mostly this one error")
        .bash("make test TESTS=tests/test_sentry.py", "======== 3 passed in 0.31s ========")
        .stop("3 passed."),
    planted: [{ kind: "fact", keys: ["50k"] }],
  },
  {
    id: "b100-vehicle-naming",
    build: (s) =>
      s
        .user("vehicle vs truck vs van in the models is a mess. how bad is it?")
        .bash("for w in Vehicle Truck Van; do printf '%s ' $w; grep -rlw $w app | wc -l; done", "Vehicle 40\nTruck 12\nVan 3")
        .assistant(
          "Vehicle appears in 40 files, Truck in 12, Van in 3. Suggest standardising on `Vehicle` with a `vehicle_type` enum (truck, van, cargo_bike) and dropping the `Truck`/`Van` classes.",
        )
        .user(
          "agreed, Vehicle + a vehicle_type enum. do the models and migration now; the API field renames are next sprint, the driver app needs to catch up first",
        )
        .file("Edit", "app/models/vehicle.py")
        .file("Write", "migrations/versions/e8a1c2d3_vehicle_type_enum.py")
        .bash("make test TESTS=tests/models", "======== 27 passed in 1.10s ========")
        .stop("Models and migration done; API schemas still expose `truck_id`."),
    planted: [
      { kind: "decision", keys: ["vehicle_type"] },
      { kind: "task", keys: ["api", "rename"] },
    ],
  },
  {
    id: "b100-arm-laptop",
    build: (s) =>
      s
        .user("make dev fails on my new macbook (M3)")
        .bash(
          "make dev",
          " ! osrm Warning: The requested image's platform (linux/amd64) does not match the detected host platform (linux/arm64/v8)\nosrm-1 exited with code 139",
          2,
        )
        .assistant("The `osrm/osrm-backend` image has no arm64 build and segfaults under the default platform.")
        .user("oh right I forgot. on apple silicon the osrm container needs DOCKER_DEFAULT_PLATFORM=linux/amd64, it runs under rosetta. slow but works")
        .bash(
          "DOCKER_DEFAULT_PLATFORM=linux/amd64 make dev",
          " ✔ Container app-osrm-1   Started\n ✔ Container app-api-1    Started\n ✔ Container app-worker-1 Started",
        )
        .stop("Everything is up with the amd64 platform."),
    planted: [{ kind: "fact", keys: ["amd64"] }],
  },
  {
    id: "b100-internal-auth",
    build: (s) =>
      s
        .user("the routing worker calls the API with INTERNAL_API_TOKEN, a shared static token. security review flagged it. options?")
        .assistant(
          "1. Sign short-lived JWTs with a shared secret per service\n2. mTLS through the service mesh: Linkerd is already injected in the cluster, so workers get identities for free\n3. keep the token but rotate it monthly",
        )
        .bash("kubectl get deploy -n logistics -o jsonpath='{..annotations.linkerd\\.io/inject}'", "enabled enabled enabled enabled")
        .assistant("All four deployments in `logistics` have Linkerd injection on.")
        .user(
          "then mTLS via the mesh it is, no JWT secret to manage. once the mesh policy is live everywhere we have to delete INTERNAL_API_TOKEN from the settings and vault, remind me",
        )
        .file("Write", "deploy/prod/mesh-authz.yaml")
        .stop("Added a `Server` + `AuthorizationPolicy` for the API allowing the routing worker's identity."),
    planted: [
      { kind: "decision", keys: ["mtls"] },
      { kind: "task", keys: ["internal_api_token"] },
    ],
  },
  {
    id: "b100-csv-import",
    build: (s) =>
      s
        .user("customers want to upload stops via CSV, up to 20k rows. how would you do it?")
        .assistant(
          "POST the file, store it in S3, enqueue one `import_stops` task that splits it into chunks of 500 rows and fans out a Celery group; a chord callback marks the import done. 500 keeps each transaction under a second.",
        )
        .user("sounds right, 500-row chunks with a group + chord. go")
        .file("Write", "app/tasks/import_stops.py")
        .file("Write", "migrations/versions/f1b2c3d4_stop_imports.py")
        .bash("make test TESTS=tests/tasks/test_import_stops.py", "======== 8 passed in 2.40s ========")
        .assistant("Import endpoint, task and `stop_imports` table are in; 8 passed.")
        .user(
          "ok, split the migration out into its own PR. that's how we always do it: migrations ship in a separate PR before the code that uses them, so the deploy order is safe",
        )
        .bash(
          "git switch -c stop-imports-migration && git add migrations/versions/f1b2c3d4_stop_imports.py && git commit -qm 'stop_imports table' && git log --oneline -1",
          "a91c0e2 stop_imports table",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["500"] },
      { kind: "instruction", keys: ["separate pr"] },
    ],
  },
  {
    id: "b100-httpx",
    build: (s) =>
      s
        .user("we have requests AND httpx in the deps. which one wins?")
        .bash("grep -rln '^import requests\\|^from requests' app | wc -l; grep -rln 'httpx' app | wc -l", "4\n19")
        .assistant("19 modules use httpx, 4 still use requests (all in `app/carriers/dhl/`).")
        .user(
          "httpx everywhere, requests goes out of the deps once DHL is done. we need async for the carrier polling anyway. the DHL client port is its own piece of work, leave it for now, we'll do it after the pydantic thing",
        )
        .file("Edit", "pyproject.toml")
        .stop("Marked `requests` as DHL-only in pyproject with a comment; no code changed."),
    planted: [
      { kind: "decision", keys: ["httpx"] },
      { kind: "task", keys: ["dhl"] },
    ],
  },
  {
    id: "b100-sla-mismatch",
    build: (s) =>
      s
        .user("our carrier SLA report says PostNL was 91% on time in october, the ERP dashboard says 84%. why the difference?")
        .bash(
          "psql $DATABASE_URL -c \"select window_end, delivered_at from stops where carrier='postnl' and delivered_at > window_end limit 3\"",
          "     window_end      |        delivered_at\n---------------------+----------------------------\n 2026-10-14 16:00:00 | 2026-10-14 14:12:09.114+00\n 2026-10-14 18:00:00 | 2026-10-14 16:40:51.002+00\n 2026-10-15 12:00:00 | 2026-10-15 10:05:33.870+00",
        )
        .assistant(
          "Those rows are counted late by our report but the deliveries are ~2 h early if `window_end` were local time. `window_end` has no zone and the ERP import stores it as-is. Could you confirm what the ERP sends?",
        )
        .user(
          "just asked Lotte from the ERP team: yes, the ERP exports window_end in the depot's local time, not UTC, always has. so our import has been wrong since forever",
        )
        .file("Edit", "app/integrations/erp/import_stops.py")
        .bash("make test TESTS=tests/integrations/test_erp_import.py", "======== 11 passed in 0.88s ========")
        .assistant(
          "The ERP import now localises `window_end` with the depot's zone and stores UTC. For the report definition itself: ours counts on-time as delivered ≤ window_end, the ERP counts a 15 min grace. Want me to match theirs?",
        )
        .user("yes, on time = delivered by window_end + 15 min grace, same as the ERP, so the numbers finally agree")
        .file("Edit", "app/reports/carrier_sla.py")
        .stop("SLA report uses a 15-minute grace now."),
    planted: [
      { kind: "fact", keys: ["erp", "local time"] },
      { kind: "decision", keys: ["grace"] },
    ],
  },
  {
    id: "b100-done-checklist",
    build: (s) =>
      s
        .user("rename `plan_route` to `plan_vehicle_route`, it's confusing next to plan_routes")
        .bash("grep -rln 'plan_route\\b' app tests", "app/routing/planner.py\napp/tasks/routing.py\ntests/routing/test_planner.py")
        .file("Edit", "app/routing/planner.py")
        .file("Edit", "app/tasks/routing.py")
        .file("Edit", "tests/routing/test_planner.py")
        .assistant("Renamed in 3 files. Done.")
        .user(
          "you said done but did you run anything? pls before you tell me something is done, run `make lint typecheck` and the relevant tests, every time. also commit msgs here are conventional commits with the jira key, e.g. `refactor(routing): LGX-512 rename plan_route`",
        )
        .bash(
          "make lint typecheck && make test TESTS=tests/routing",
          "ruff: All checks passed!\nmypy: Success: no issues found in 84 source files\n======== 48 passed in 6.20s ========",
        )
        .bash(
          "git commit -qam 'refactor(routing): LGX-512 rename plan_route to plan_vehicle_route' && git log --oneline -1",
          "7be21f0 refactor(routing): LGX-512 rename plan_route to plan_vehicle_route",
        )
        .stop("Lint, typecheck and routing tests pass; committed as 7be21f0."),
    planted: [
      { kind: "instruction", keys: ["typecheck"] },
      { kind: "instruction", keys: ["jira"] },
    ],
  },
  {
    id: "b100-trailer-pallets",
    build: (s) =>
      s
        .user("dispatch says the planner puts 34 pallets on trailers. is that from the vehicle config?")
        .bash(
          "grep -rn 'pallets' app/models/vehicle.py app/routing/capacity.py",
          'app/models/vehicle.py:29:    max_pallets: Mapped[int] = mapped_column(default=34)\napp/routing/capacity.py:12:PALLET_DIMENSION = "pallets"',
        )
        .assistant("`Vehicle.max_pallets` defaults to 34, and trailers created without an explicit value get it.")
        .user(
          "wrong number. a standard 13.6m trailer takes 33 EUR pallets, single stacked. 34 only fits with the rear doors hacked. make the default 33 and fix the existing trailers",
        )
        .file("Edit", "app/models/vehicle.py")
        .file("Write", "migrations/versions/0a9e7d61_trailer_max_pallets_33.py")
        .bash("make test TESTS=tests/routing/test_capacity.py", "======== 14 passed in 0.52s ========")
        .assistant("Default is 33; the migration updates trailers still at 34.")
        .user("perfect. someday we'll need double-stacking in the capacity model for the light freight customers, but that's a bigger thing, later")
        .stop(),
    planted: [
      { kind: "fact", keys: ["33", "pallets"] },
      { kind: "task", keys: ["double-stack"] },
    ],
  },
  {
    id: "b100-outgoing-webhooks",
    build: (s) =>
      s
        .user("customers want webhooks when a stop is delivered. should we build retries/signing ourselves or use something?")
        .assistant(
          "Options:\n1. roll our own: a `webhook_deliveries` table, a Celery task with backoff, HMAC signing\n2. Svix: managed delivery, retries, signing, and a portal customers use to manage endpoints\n\nOwn build is maybe two weeks plus on-call; Svix costs money but removes the whole retry/DLQ problem.",
        )
        .user("we talked about this in planning actually, Svix it is. our own retry stuff is exactly what keeps breaking. set up the client")
        .file("Write", "app/integrations/svix_client.py")
        .bash("make test TESTS=tests/integrations/test_svix_client.py", "======== 5 passed in 0.41s ========")
        .assistant("Added a thin `SvixClient.send_stop_delivered(stop)` wrapper; it logs the full payload at debug level on failure.")
        .user(
          "take the payload out of that log. and in general never log full webhook or stop payloads anywhere, they contain consignee names and phone numbers, it's a GDPR issue. log the ids only",
        )
        .file("Edit", "app/integrations/svix_client.py")
        .stop("Logs `stop_id` and `customer_id` only now."),
    planted: [
      { kind: "decision", keys: ["svix"] },
      { kind: "instruction", keys: ["phone numbers"] },
    ],
  },
  {
    id: "b100-peak-prep",
    build: (s) =>
      s
        .user("what are the worker memory limits in prod right now?")
        .bash(
          "kubectl get deploy -n logistics -o custom-columns=NAME:.metadata.name,MEM:.spec.template.spec.containers[0].resources.limits.memory",
          "NAME             MEM\napi              1Gi\nworker-default   1Gi\nworker-routing   2Gi\nosrm             8Gi",
        )
        .assistant("api 1Gi, worker-default 1Gi, worker-routing 2Gi, osrm 8Gi.")
        .user(
          "hmm routing peaked at 1.8Gi last week with normal volume. peak is ~3x. so before the freeze we have to raise the routing worker memory limit to at least 4Gi, not doing it today, I want the grafana numbers first. fyi for you: the code freeze runs dec 1 to jan 6, only hotfixes with a ticket go out in that window",
        )
        .bash(
          "kubectl top pod -n logistics -l app=worker-routing --no-headers",
          "worker-routing-6c9f7-2kq8d   1870m   1611Mi\nworker-routing-6c9f7-x7pwl   1902m   1744Mi",
        )
        .stop("Both routing pods are at 1.6–1.7 Gi right now; nothing changed."),
    planted: [
      { kind: "task", keys: ["memory limit"] },
      { kind: "fact", keys: ["freeze"] },
    ],
  },
  {
    id: "b100-osrm-rebuild",
    build: (s) =>
      s
        .user("OSRM data is from august, new roads near the Antwerp depot are missing. let's set up a weekly rebuild of the extract")
        .file("Read", "deploy/osrm/rebuild.sh")
        .bash(
          "grep -n 'osrm-extract\\|osrm-contract' deploy/osrm/rebuild.sh && cat /var/log/osrm/rebuild-2026-08-02.log | tail -2",
          "14:osrm-extract -p /opt/car.lua /data/benelux-de.osm.pbf\n15:osrm-contract /data/benelux-de.osrm\n[info] RAW preprocessing runtime: 9421.3s\n[info] Contraction took 4912.7s",
        )
        .assistant("The last rebuild took ~4 hours (2 h 37 m extract + 1 h 22 m contract) on the OSRM box itself, and it serves traffic at the same time.")
        .user("4 hours and it eats the box... ok not weekly then. make it monthly, first sunday of the month at 01:00, that's the quietest slot")
        .file("Write", "deploy/osrm/rebuild-cronjob.yaml")
        .bash("kubectl apply --dry-run=server -f deploy/osrm/rebuild-cronjob.yaml", "cronjob.batch/osrm-rebuild created (server dry run)")
        .stop("CronJob `osrm-rebuild` runs on the first Sunday of the month at 01:00 (day-of-month 1–7 plus a Sunday check in the script)."),
    planted: [
      { kind: "fact", keys: ["4 hours"] },
      { kind: "decision", keys: ["monthly"] },
    ],
  },
  {
    id: "b100-routing-prs",
    build: (s) =>
      s
        .user("open a PR for the tiles change in app/routing/matrix.py")
        .bash("gh pr create --fill --base main", "https://github.com/lgx/dispatch-api/pull/497")
        .assistant("Opened #497.")
        .user(
          "ty. one thing for every PR that touches app/routing: paste the output of scripts/bench_solver.py for RTM and HAM in the description, before/after. reviewers wont approve routing changes without the bench numbers",
        )
        .bash(
          "python scripts/bench_solver.py --depot RTM && python scripts/bench_solver.py --depot HAM",
          "depot=RTM distance=1842.1km late_stops=3 planning=24.1s\ndepot=HAM distance=1310.7km late_stops=1 planning=21.9s",
        )
        .bash("gh pr edit 497 --body-file /tmp/pr497.md", "https://github.com/lgx/dispatch-api/pull/497")
        .assistant("Added the RTM and HAM bench output to #497.")
        .user("great. btw we realy need docs for the solver parameters at some point, nobody knows what half of them do. not today")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["bench"] },
      { kind: "task", keys: ["solver", "docs"] },
    ],
  },
  {
    id: "b100-customer-portal",
    build: (s) =>
      s
        .user("starting the customer portal backend. auth: keycloak or auth0?")
        .assistant(
          "We already run Keycloak for the dispatcher UI (realm `lgx-ops`). Auth0 would mean a second identity provider and per-MAU cost. Keycloak with a separate `customers` realm keeps staff and customer accounts apart.",
        )
        .user("Keycloak, but same realm as dispatch, separate client. Aisha and I decided that yesterday, two realms was too much ops for the team")
        .file("Write", "app/portal/auth.py")
        .bash("make test TESTS=tests/portal/test_auth.py", "======== 4 passed in 0.38s ========")
        .assistant("Portal validates tokens from the `lgx-ops` realm with audience `customer-portal`. 4 passed.")
        .user("next thing for me: ask Aisha for the PostNL sandbox credentials, the portal tracking page needs them and I keep forgetting")
        .stop(),
    planted: [
      { kind: "decision", keys: ["keycloak"] },
      { kind: "task", keys: ["postnl", "sandbox"] },
    ],
  },
  {
    id: "b100-empty-explain-chord",
    build: (s) =>
      s
        .user("why does our import_stops chord sometimes never fire the callback? happened once on staging")
        .assistant(
          "A chord callback only runs when every header task has stored a result. If one chunk task raises and isn't retried, or the result backend loses a key, the chord counter never completes. Redis result expiry (`result_expires`, default 1 day) could also do it for very long imports.",
        )
        .user("is result_expires changed in our config?")
        .bash("grep -n result_expires app/celery_app.py", "")
        .assistant(
          "Not set, so it's Celery's default of one day. A staging import shouldn't take that long, so expiry is an unlikely cause; without the staging logs I can't say which it was.",
        )
        .user("ok, I'll grab the logs if it happens again")
        .stop(),
    planted: [],
  },
  {
    id: "b100-empty-solver-explain",
    build: (s) =>
      s
        .user("how does our solver decide which vehicle gets which stop? new guy asked me and I realised I don't really know")
        .file("Read", "app/routing/solver.py")
        .assistant(
          "It builds one OR-Tools routing model per depot: each vehicle is a route, stops are nodes with time windows, and the cost is OSRM travel time. The first solution comes from PATH_CHEAPEST_ARC, then the local search moves stops between routes while capacity (kg and pallets) and time windows stay feasible. There's no explicit assignment step; the assignment falls out of the routes.",
        )
        .user("so capacity is a hard constraint but time windows are soft?")
        .assistant(
          "Both are hard in the model as written, but late arrival is allowed up to `max_slack` (15 min) at a penalty, which is why you see `late_stops` in the bench output.",
        )
        .user("ok makes sense, thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b100-empty-typo",
    build: (s) =>
      s
        .user("typo in the docstring of compute_eta, 'arival'. fix it pls")
        .file("Edit", "app/eta/compute.py")
        .assistant("Fixed: 'arival' → 'arrival' in the `compute_eta` docstring.")
        .user("and the same word in the README while you're there")
        .bash("grep -n 'arival' README.md", "112:ETA = planned arival at the stop, not at the depot")
        .file("Edit", "README.md")
        .assistant("Fixed on README line 112 too.")
        .stop(),
    planted: [],
  },
  {
    id: "b100-empty-log-paste",
    build: (s) =>
      s
        .user(
          "what is this? saw it in the worker logs overnight:\n\n```\n[2026-11-08 03:12:44,101: WARNING/MainProcess] Substantial drift from celery@worker-04 may mean clocks are out of sync.  Current drift is 31 seconds.\n[2026-11-08 03:12:44,102: WARNING/MainProcess] TODO: this check should always use the broker clock -- never trust local time\n```",
        )
        .assistant(
          "The first line is Celery's event-loop heartbeat check: worker-04's clock is 31 s away from the one reading the events. The second looks like a log line someone added with a leftover TODO in the message; it's not from Celery itself. Possibly NTP stopped on worker-04, but I'd need to look at the host to say.",
        )
        .user("can you check?")
        .bash("ssh worker-04 timedatectl | grep -i synchron", "System clock synchronized: yes")
        .assistant("worker-04 reports its clock as synchronized now. The drift could have been a one-off during a restart; I can't tell from this alone.")
        .user("ok lets leave it, if it shows up again I'll dig")
        .stop(),
    planted: [],
  },
  {
    id: "b100-empty-dramatiq",
    build: (s) =>
      s
        .user("random thought: should we move off celery to dramatiq? the canvas stuff (chords) bites us every few months")
        .assistant(
          "Dramatiq is simpler and its retries/middleware are nicer, but it has no chord equivalent built in (you'd use `group` + a pipeline or a barrier in Redis), and beat would need replacing with something like APScheduler or periodiq. It's a real migration.",
        )
        .user("yeah... actually no, scratch that, not worth it with peak season coming. forget I asked")
        .assistant("OK, nothing changed.")
        .stop(),
    planted: [],
  },
  {
    id: "b100-empty-morning",
    build: (s) =>
      s
        .user("morning! coffee machine on 3rd floor is broken again so forgive the typos. just run the full suite so I know where we stand")
        .bash("make test", "======== 641 passed, 4 skipped in 201.08s ========")
        .assistant("641 passed, 4 skipped, 3 m 21 s.")
        .user("green, lovely. what's skipped?")
        .bash(
          "make test PYTEST_ARGS='-rs' | grep SKIPPED",
          "SKIPPED [2] tests/carriers/test_dhl_live.py: needs DHL_SANDBOX_KEY\nSKIPPED [2] tests/routing/test_osrm_fr.py: FR extract not loaded",
        )
        .assistant("Two live DHL sandbox tests (no key set) and two French OSRM tests.")
        .user("fine, expected")
        .stop(),
    planted: [],
  },
  {
    id: "b100-empty-config-quote",
    build: (s) =>
      s
        .user(
          'found this in an old branch of celeryconfig, does any of it still matter?\n\n```python\n# ALWAYS keep acks_late on, never turn it off or we lose tasks on deploy\ntask_acks_late = True\n# TODO: must revisit prefetch once routing is split\nworker_prefetch_multiplier = 1\nbroker_transport_options = {"visibility_timeout": 43200}\n```',
        )
        .bash(
          "grep -n 'acks_late\\|prefetch\\|visibility_timeout' app/celery_app.py",
          '14:    task_acks_late=True,\n15:    worker_prefetch_multiplier=1,\n16:    broker_transport_options={"visibility_timeout": 3600},',
        )
        .assistant(
          "Current config already has `task_acks_late=True` and prefetch 1. The only difference is `visibility_timeout`: the old branch has 12 h, main has 1 h. With acks_late, a task running longer than 1 h would be redelivered; none of our tasks run that long today as far as I can see.",
        )
        .user("ok so nothing to port, good. delete the branch")
        .bash("git push origin --delete old/celeryconfig-tuning", "To github.com:lgx/dispatch-api.git\n - [deleted]         old/celeryconfig-tuning")
        .stop("Deleted `old/celeryconfig-tuning`."),
    planted: [],
  },
  {
    id: "b100-empty-alembic-stamp",
    build: (s) =>
      s
        .user("whats the difference between alembic stamp and alembic upgrade? someone used stamp on my local db and now things are weird")
        .assistant(
          "`upgrade` runs the migration scripts and then records the revision. `stamp` only writes the revision into `alembic_version` without running anything, so your schema can now be behind what Alembic thinks it is.",
        )
        .bash("alembic current && psql $DATABASE_URL -c '\\d depots' | grep timezone", "b31e0c44 (head)\n")
        .assistant(
          "Alembic says you're at `b31e0c44` but `depots.timezone` doesn't exist, so it was stamped past that migration. `alembic stamp 2c8e55f0 && alembic upgrade head` would replay it.",
        )
        .user("do that")
        .bash(
          "alembic stamp 2c8e55f0 && alembic upgrade head",
          "INFO  [alembic.runtime.migration] Running stamp_revision b31e0c44 -> 2c8e55f0\nINFO  [alembic.runtime.migration] Running upgrade 2c8e55f0 -> 4f1c2a9e, add_depot_timezone\nINFO  [alembic.runtime.migration] Running upgrade 4f1c2a9e -> b31e0c44, depot_iana_timezone",
        )
        .stop("Replayed; `depots.timezone` exists now."),
    planted: [],
  },
  {
    id: "b100-empty-redis-memory",
    build: (s) =>
      s
        .user("redis memory on the shared cluster jumped from 2 to 5 GB yesterday. I bet it's our rate limiter keys without TTL? not sure")
        .bash(
          "redis-cli --bigkeys 2>/dev/null | tail -4",
          "Biggest string found 'billing:report_cache:2026-11' has 912331204 bytes\nBiggest   hash found 'lgx:route_plan:RTM:2026-11-09' has 4012 fields\n\n18211 strings with 1021993311 bytes",
        )
        .assistant(
          "The biggest key is billing's `billing:report_cache:2026-11` at ~900 MB, so it may not be us at all. I can't see yesterday's growth from a single snapshot though.",
        )
        .user("hm. could also be the route_plan hashes piling up. I'll ask the billing people first before we change anything")
        .assistant("OK. If you want, I can count our `lgx:*` keys without a TTL later.")
        .user("maybe, let's see what billing says")
        .stop(),
    planted: [],
  },
  {
    id: "b100-empty-pr-review",
    build: (s) =>
      s
        .user("can you summarise what Mehmet's PR #482 changes? I'm reviewing on my phone")
        .bash("gh pr diff 482 --name-only", "app/carriers/postnl/client.py\napp/carriers/postnl/schemas.py\ntests/carriers/test_postnl.py")
        .bash(
          'gh pr view 482 --json title,additions,deletions -q \'.title+" +"+(.additions|tostring)+" -"+(.deletions|tostring)\'',
          "postnl: parse multi-parcel labels +148 -22",
        )
        .assistant(
          'PR #482 "postnl: parse multi-parcel labels" (+148/−22): the PostNL client now handles responses with several labels per shipment, `schemas.py` gets a `Labels` list model, and there are four new tests with recorded fixtures. No migrations, no settings changes.',
        )
        .user("thanks, looks harmless. approve it with 'lgtm'")
        .bash("gh pr review 482 --approve -b 'lgtm'", "✓ Approved pull request #482")
        .stop(),
    planted: [],
  },
  {
    id: "b100-empty-flaky",
    build: (s) =>
      s
        .user("test_eta_window_boundary failed in CI but passes locally. flaky?")
        .bash("make test TESTS='tests/eta/test_window.py::test_eta_window_boundary' PYTEST_ARGS='--count 30'", "======== 30 passed in 3.02s ========")
        .assistant(
          "30/30 locally. It might depend on wall-clock time near midnight UTC if something in the fixture isn't frozen; CI ran at 23:59:58 according to the log timestamp, but that's a guess.",
        )
        .user("interesting guess. can you rerun the CI job?")
        .bash("gh run rerun 118822 --failed && sleep 90 && gh run view 118822 --json conclusion -q .conclusion", "success")
        .assistant("Rerun passed.")
        .user("ok. leave it for now")
        .stop(),
    planted: [],
  },
];

export const BLIND100 = plantedSet(BLIND100_SESSIONS, Date.UTC(2026, 10, 3, 9));
