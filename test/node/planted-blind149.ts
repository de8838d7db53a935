/**
 * Blind planted set 149 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a Postgres DBA answering a backend team's questions through a coding agent, curt and
 * precise: short replies that state facts about their databases (ports, roles, replicas, backups,
 * versions, owners) and set rules, with psql/patronictl/pgbackrest output quoted along the way.
 * Each session is one segment; the items planted in it are listed with it: 74 items (16 decisions, 20 instructions,
 * 21 facts, 17 tasks) in 52 sessions, 14 of which plant nothing (67 user/assistant messages between them). Every other message
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

export const BLIND149_SESSIONS: BlindSession[] = [
  {
    id: "b149-pgbouncer-port",
    build: (s) =>
      s
        .user("app can't reach the db from the new worker pod. what's wrong")
        .bash("kubectl exec worker-7c9 -- nc -zv db-main.internal 5432", "nc: connect to db-main.internal port 5432 (tcp) failed: Connection refused", 1)
        .assistant("Port 5432 is refused from the worker pod. Is there a pooler in front of Postgres I should be going through instead?")
        .user("Yes. Apps never talk to 5432 directly, only to pgbouncer on 6432. 5432 is firewalled to the bastion and the replicas.")
        .file("Edit", "deploy/worker/values.yaml")
        .bash("kubectl exec worker-7c9 -- nc -zv db-main.internal 6432", "Connection to db-main.internal 6432 port [tcp/*] succeeded!")
        .assistant("Switched DATABASE_URL in the worker values to port 6432; the pod connects now.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["pgbouncer", "6432"] },
      { kind: "fact", keys: ["5432", "firewalled"] },
    ],
  },
  {
    id: "b149-statement-timeout",
    build: (s) =>
      s
        .user("the nightly export job dies with 'canceling statement due to statement timeout'. can you look")
        .bash("psql -h db-main.internal -p 6432 -U app -c 'show statement_timeout'", " statement_timeout \n-------------------\n 30s\n(1 row)")
        .assistant(
          "The app role has a 30s statement_timeout. The export query scans orders for the whole day. I could raise the role default to 5 minutes, or set it per-session in the export job. Which do you want?",
        )
        .user(
          "Per session. The app role stays at 30s, that's deliberate. Long jobs do SET LOCAL statement_timeout inside their own transaction and nothing else.",
        )
        .file("Edit", "jobs/nightly-export.ts")
        .bash("npx vitest run jobs/nightly-export.test.ts", " ✓ jobs/nightly-export.test.ts (3 tests) 412ms\n Test Files  1 passed (1)")
        .assistant("The export now runs `SET LOCAL statement_timeout = '10min'` inside its transaction; tests pass.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["30s", "app role"] },
      { kind: "instruction", keys: ["set local", "statement_timeout"] },
    ],
  },
  {
    id: "b149-uuid-v7",
    build: (s) =>
      s
        .user("new table for webhook_deliveries. what should the pk be")
        .assistant("Options: bigserial, uuid v4 via gen_random_uuid(), or uuid v7 generated in the app. v4 fragments the btree on a high-insert table.")
        .user("uuidv7, generated app side. We already settled that for every new table last quarter, don't use bigserial for new stuff.")
        .file("Write", "migrations/0142_webhook_deliveries.sql")
        .bash("npx dbmate up", "Applying: 0142_webhook_deliveries.sql\nWriting: ./db/schema.sql")
        .assistant("Migration applied with `id uuid primary key` and the app generating v7 ids.")
        .stop(),
    planted: [{ kind: "decision", keys: ["uuidv7"] }],
  },
  {
    id: "b149-replica-lag",
    build: (s) =>
      s
        .user("dashboard numbers lag behind. reports read from where?")
        .bash("grep -rn REPORTS_DATABASE_URL config/", "config/prod.env:REPORTS_DATABASE_URL=postgres://reports@db-replica-2.internal:6432/app")
        .assistant("Reports read from db-replica-2. Could the lag be replication?")
        .bash(
          "psql -h db-replica-2.internal -c 'select now() - pg_last_xact_replay_timestamp() as lag'",
          "       lag       \n-----------------\n 00:00:41.20381\n(1 row)",
        )
        .user(
          "41s is normal for replica-2. it's the async one in the other region, it sits between 20s and 60s all day. Don't read anything there that needs to be fresh.",
        )
        .assistant("Understood. The dashboard's 'orders today' tile is the one people complain about; it should read from primary then?")
        .user("yes, move that one tile to primary. rest stays on the replica.")
        .file("Edit", "src/reports/dashboard.ts")
        .assistant("Moved the orders-today query to the primary pool.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["replica-2", "async"] },
      { kind: "instruction", keys: ["fresh", "replica"] },
    ],
  },
  {
    id: "b149-vacuum-todo",
    build: (s) =>
      s
        .user("why is events table 90GB")
        .bash(
          "psql -c \"select n_live_tup, n_dead_tup, last_autovacuum from pg_stat_user_tables where relname='events'\"",
          " n_live_tup | n_dead_tup |        last_autovacuum        \n------------+------------+-------------------------------\n  212004881 |   98312077 | 2026-11-02 03:11:54.12+00",
        )
        .assistant("98M dead tuples and the last autovacuum was weeks ago. Autovacuum might be getting cancelled by the hourly lock on that table?")
        .user(
          "Could be, could be the long-running analytics txn. Don't touch it today. TODO for next week: tune autovacuum_vacuum_scale_factor on events down to 0.02 and rerun a manual VACUUM in the maintenance window.",
        )
        .bash(
          "psql -c \"select pid, now()-xact_start from pg_stat_activity where state <> 'idle' order by 2 desc limit 3\"",
          "  pid  |    ?column?     \n-------+-----------------\n 48211 | 00:00:02.1\n 48230 | 00:00:00.4\n(2 rows)",
        )
        .assistant("No long transaction right now. I'll leave the table alone.")
        .stop(),
    planted: [{ kind: "task", keys: ["scale_factor", "events"] }],
  },
  {
    id: "b149-migration-rules",
    build: (s) =>
      s
        .user(
          "before you write any more migrations, the rules:\n- every migration sets lock_timeout = '3s' at the top\n- CREATE INDEX only with CONCURRENTLY on tables over a million rows\n- no column drops in the same deploy as the code change, drop one release later",
        )
        .assistant("Got it. The migration I'm writing now adds an index on payments(customer_id); payments has 14M rows.")
        .file("Write", "migrations/0143_payments_customer_idx.sql")
        .bash(
          "cat migrations/0143_payments_customer_idx.sql",
          "-- migrate:up transaction:false\nSET lock_timeout = '3s';\nCREATE INDEX CONCURRENTLY payments_customer_id_idx ON payments (customer_id);",
        )
        .assistant("Written with lock_timeout and CONCURRENTLY, outside a transaction.")
        .user("good")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["lock_timeout", "3s"] },
      { kind: "instruction", keys: ["concurrently", "million"] },
      { kind: "instruction", keys: ["drop", "release later"] },
    ],
  },
  {
    id: "b149-chat-empty-1",
    build: (s) =>
      s
        .user("what's the difference between a partial and a filtered index again")
        .assistant(
          "In Postgres they're the same thing: a partial index has a WHERE clause and only covers rows matching it. 'Filtered index' is SQL Server's name for it.",
        )
        .user("ok and does the planner use it if my query has the predicate slightly different")
        .assistant(
          "Only if it can prove your query's WHERE implies the index predicate. `status = 'open'` implies `status = 'open'`, but a parameterized `status = $1` usually doesn't, unless it's a custom plan.",
        )
        .user("huh. thanks")
        .stop("You're welcome."),
    planted: [],
  },
  {
    id: "b149-owner-billing",
    build: (s) =>
      s
        .user("who do I ask about the billing schema? the invoices table has a trigger I don't understand")
        .bash(
          "psql -c '\\dft billing.*'",
          "                     List of functions\n Schema  |        Name         | Result data type \n---------+---------------------+------------------\n billing | invoices_audit_trg  | trigger\n(1 row)",
        )
        .assistant("There's an audit trigger, billing.invoices_audit_trg. Should I read its body?")
        .user("no need. billing schema belongs to Marta's team, they own that trigger and any DDL there goes through them. ping her before touching it")
        .assistant("Noted, I'll leave it and draft a question for Marta.")
        .stop(),
    planted: [{ kind: "fact", keys: ["billing", "marta"] }],
  },
  {
    id: "b149-pg-version",
    build: (s) =>
      s
        .user("can I use MERGE ... RETURNING in the upsert?")
        .bash("psql -c 'select version()'", " PostgreSQL 16.4 on x86_64-pc-linux-gnu, compiled by gcc (GCC) 12.2.0, 64-bit")
        .assistant("The server is 16.4. MERGE ... RETURNING arrived in 17, so not yet.")
        .user("right, we're on 16 until the upgrade in February. Use INSERT ... ON CONFLICT for upserts, that's the house style anyway, not MERGE.")
        .file("Edit", "src/db/upsert-customer.ts")
        .bash("npx vitest run src/db/upsert-customer.test.ts", " ✓ src/db/upsert-customer.test.ts (4 tests) 220ms")
        .assistant("Rewrote it with ON CONFLICT (email) DO UPDATE; tests pass.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["16", "february"] },
      { kind: "instruction", keys: ["on conflict", "merge"] },
    ],
  },
  {
    id: "b149-queue-decision",
    build: (s) =>
      s
        .user("we need a job queue for email sends. thoughts? redis is off the table, I don't want another stateful thing")
        .assistant(
          "Two Postgres-native options: a jobs table polled with SELECT ... FOR UPDATE SKIP LOCKED, or pgmq the extension. The table is simpler and needs nothing installed; pgmq gives visibility timeouts and archives for free.",
        )
        .user("how many sends a day")
        .bash("psql -c \"select count(*) from email_log where sent_at > now() - interval '1 day'\"", " count \n-------\n 38412\n(1 row)")
        .assistant("About 38k a day.")
        .user("plain table with SKIP LOCKED then. 38k/day doesn't need an extension. go")
        .file("Write", "migrations/0144_email_jobs.sql")
        .assistant("Created email_jobs with the SKIP LOCKED worker query.")
        .stop(),
    planted: [{ kind: "decision", keys: ["skip locked"] }],
  },
  {
    id: "b149-chat-empty-2",
    build: (s) =>
      s
        .user("run explain analyze on the slow search query from the ticket")
        .bash(
          "psql -c \"explain analyze select * from products where name ilike '%lamp%'\"",
          "Seq Scan on products  (cost=0.00..48211.00 rows=120 width=312) (actual time=0.041..812.339 rows=98 loops=1)\n  Filter: ((name)::text ~~* '%lamp%'::text)\n  Rows Removed by Filter: 1203311\nPlanning Time: 0.112 ms\nExecution Time: 812.401 ms",
        )
        .assistant("Seq scan, 812 ms, because a leading-wildcard ILIKE can't use a btree. A pg_trgm GIN index would help.")
        .user("maybe. let me think about it, that index would be big")
        .assistant("It would; on 1.2M names probably a few hundred MB. Happy to estimate it properly when you want.")
        .user("later")
        .stop(),
    planted: [],
  },
  {
    id: "b149-backup-facts",
    build: (s) =>
      s
        .user("if I drop a table by mistake in prod, how far back can we go")
        .bash(
          "pgbackrest info --stanza=main | head -8",
          "stanza: main\n    status: ok\n    db (current)\n        wal archive min/max (16): 000000010000A1C2000000F1/000000010000A2D9000000B3\n        full backup: 20261122-010002F\n        diff backup: 20261126-010001F_20261126-010001D",
        )
        .assistant("pgBackRest has a full from the 22nd and daily diffs, with WAL archived continuously, so point-in-time recovery should work.")
        .user(
          "PITR window is 14 days. full backups every sunday 01:00, diffs the other nights. Restores take about 3 hours for main, so plan for that. And you don't run restores, you ask me.",
        )
        .assistant("Clear.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["pitr", "14 days"] },
      { kind: "fact", keys: ["3 hours"] },
      { kind: "instruction", keys: ["restores", "ask me"] },
    ],
  },
  {
    id: "b149-read-only-role",
    build: (s) =>
      s
        .user("the agent needs to query prod for debugging. give it creds")
        .bash("psql -c \"select rolname from pg_roles where rolname like 'ro_%'\"", "   rolname   \n-------------\n ro_debug\n ro_reports\n(2 rows)")
        .assistant("There's ro_debug and ro_reports. Should I use ro_debug?")
        .user(
          "ro_debug, yes. that's the only role you use against prod, ever. It's read-only and has a 10s timeout. If you need to write, you write a migration.",
        )
        .file("Edit", ".env.local")
        .assistant("Set PROD_RO_URL with ro_debug in .env.local (gitignored).")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["ro_debug"] },
      { kind: "fact", keys: ["read-only", "10s"] },
    ],
  },
  {
    id: "b149-partition-task",
    build: (s) =>
      s
        .user("audit_log insert latency went up this month. check it")
        .bash("psql -c \"select pg_size_pretty(pg_total_relation_size('audit_log'))\"", " pg_size_pretty \n----------------\n 212 GB\n(1 row)")
        .assistant("audit_log is 212 GB and not partitioned. Index maintenance on a table that size is likely the cause, though I haven't confirmed it.")
        .user("yeah. not doing it now. follow-up for Q1: partition audit_log by month with pg_partman, keep 13 months attached. write that in the db backlog")
        .file("Edit", "docs/db-backlog.md")
        .assistant("Added the partitioning item to docs/db-backlog.md.")
        .stop(),
    planted: [{ kind: "task", keys: ["audit_log", "pg_partman"] }],
  },
  {
    id: "b149-tz-fact",
    build: (s) =>
      s
        .user("orders.created_at shows 1h off in the admin UI")
        .bash(
          "psql -c \"select column_name, data_type from information_schema.columns where table_name='orders' and column_name like '%_at'\"",
          " column_name  |          data_type          \n--------------+-----------------------------\n created_at   | timestamp without time zone\n updated_at   | timestamp with time zone\n(2 rows)",
        )
        .assistant("created_at is timestamp without time zone while updated_at is timestamptz. Maybe the server timezone changed at some point?")
        .user(
          "no. created_at is legacy, it stores Europe/Berlin local time, always has. every new column is timestamptz, no exceptions. convert in the query for now",
        )
        .file("Edit", "src/admin/orders-query.ts")
        .bash("npx vitest run src/admin", " ✓ src/admin/orders-query.test.ts (6 tests) 301ms")
        .assistant("The admin query now does `created_at AT TIME ZONE 'Europe/Berlin'`.")
        .user("also remind me to write the created_at backfill to timestamptz, that's been pending since forever")
        .stop("Noted as a follow-up."),
    planted: [
      { kind: "fact", keys: ["created_at", "berlin"] },
      { kind: "instruction", keys: ["timestamptz", "new column"] },
      { kind: "task", keys: ["backfill", "created_at"] },
    ],
  },
  {
    id: "b149-chat-empty-3",
    build: (s) =>
      s
        .user("morning. is db-main ok? grafana was red for a bit")
        .bash("psql -h db-main.internal -c 'select count(*) from pg_stat_activity'", " count \n-------\n   143\n(1 row)")
        .assistant("143 connections, nothing stuck. The red panel earlier was probably the 07:00 checkpoint spike, but I'd need the graph to say for sure.")
        .user("fine, it's green now")
        .assistant("Good. Anything else to check?")
        .user("no thx")
        .stop(),
    planted: [],
  },
  {
    id: "b149-orm-decision",
    build: (s) =>
      s
        .user("the team asked about switching from knex to drizzle. I looked at it")
        .assistant("Drizzle would give typed schemas and generated migrations; the cost is rewriting ~140 query files.")
        .user("We stay on knex for queries. but migrations move to plain SQL files run by dbmate, not knex migrations anymore. that's final, tell the team")
        .bash("ls migrations | tail -3", "0142_webhook_deliveries.sql\n0143_payments_customer_idx.sql\n0144_email_jobs.sql")
        .assistant("The newest migrations are already dbmate SQL. I'll draft the note to the team.")
        .file("Write", "docs/decisions/2026-11-knex-dbmate.md")
        .stop(),
    planted: [
      { kind: "decision", keys: ["knex"] },
      { kind: "decision", keys: ["dbmate", "plain sql"] },
    ],
  },
  {
    id: "b149-conn-limit",
    build: (s) =>
      s
        .user("getting 'sorry, too many clients already' in staging")
        .bash("psql -h db-staging.internal -c 'show max_connections'", " max_connections \n-----------------\n 100\n(1 row)")
        .assistant("Staging allows 100 connections. Is pgbouncer in front of it too?")
        .user("no, staging has no pgbouncer. pool size per service in staging is 5, that's the rule, someone set 20 in the search service.")
        .bash("grep -rn POOL_MAX services/search/.env.staging", "services/search/.env.staging:POOL_MAX=20")
        .file("Edit", "services/search/.env.staging")
        .assistant("Set POOL_MAX=5 for search in staging.")
        .user("someone has to put a pgbouncer in front of staging before the december load test. that's yours, next week")
        .stop("Noted for next week."),
    planted: [
      { kind: "task", keys: ["pgbouncer", "load test"] },
      { kind: "fact", keys: ["staging", "no pgbouncer"] },
      { kind: "instruction", keys: ["pool size", "5"] },
    ],
  },
  {
    id: "b149-withdrawn-index",
    build: (s) =>
      s
        .user("add a btree index on sessions(user_id, last_seen)")
        .assistant("Writing it now.")
        .file("Write", "migrations/0145_sessions_user_last_seen.sql")
        .user("actually scratch that, the sessions table is getting dropped in the auth rewrite anyway. delete the file")
        .bash("rm migrations/0145_sessions_user_last_seen.sql && git status --short", "")
        .assistant("Removed the migration.")
        .user("the auth rewrite moves sessions to the new auth_sessions table, owned by the identity team. that's where it goes from january")
        .stop("Understood."),
    planted: [{ kind: "fact", keys: ["auth_sessions", "identity"] }],
  },
  {
    id: "b149-chat-empty-4",
    build: (s) =>
      s
        .user("does pg_stat_statements reset on restart?")
        .assistant("No, it persists across clean restarts by default (pg_stat_statements.save = on). It resets on pg_stat_statements_reset() or a crash.")
        .user("and the top query right now?")
        .bash(
          "psql -c 'select calls, round(total_exec_time) as ms, left(query,60) from pg_stat_statements order by total_exec_time desc limit 1'",
          " calls  |   ms    |                             left                             \n--------+---------+--------------------------------------------------------------\n 912034 | 8812331 | SELECT * FROM carts WHERE session_token = $1 AND status <> $\n(1 row)",
        )
        .assistant("The cart lookup by session_token, 912k calls, 8.8M ms total.")
        .user("ok, expected")
        .stop(),
    planted: [],
  },
  {
    id: "b149-extension-policy",
    build: (s) =>
      s
        .user("I want pg_trgm for the product search")
        .bash(
          "psql -c '\\dx'",
          "                 List of installed extensions\n   Name    | Version |   Schema   \n-----------+---------+------------\n pg_stat_statements | 1.10 | public\n plpgsql   | 1.0     | pg_catalog\n(2 rows)",
        )
        .assistant("pg_trgm isn't installed. I can add `CREATE EXTENSION pg_trgm` to a migration.")
        .user(
          "no. extensions are installed by me, by hand, on all three clusters. never in migrations. ok for pg_trgm, I'll install it tonight, you write the index migration for tomorrow",
        )
        .file("Write", "migrations/0146_products_name_trgm.sql")
        .assistant("Wrote the GIN trigram index migration; it assumes pg_trgm exists.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["extensions", "migrations"] },
      { kind: "decision", keys: ["pg_trgm"] },
    ],
  },
  {
    id: "b149-quoted-config",
    build: (s) =>
      s
        .user("paste me the autovacuum bits of postgresql.conf on main")
        .bash(
          "grep -E '^autovacuum|^#.*(always|never|TODO)' /etc/postgresql/16/main/postgresql.conf",
          "autovacuum = on\nautovacuum_max_workers = 6\nautovacuum_naptime = 15s\n# TODO: revisit cost limit after the disk upgrade\n# never set autovacuum = off on primaries",
        )
        .assistant("Six workers, 15s naptime. There's a comment saying to never turn autovacuum off on primaries and a TODO about the cost limit.")
        .user("the cost limit TODO is old, the disks were upgraded. autovacuum_vacuum_cost_limit is 2000 now, set via ALTER SYSTEM, so the conf file lies")
        .bash("psql -c 'show autovacuum_vacuum_cost_limit'", " autovacuum_vacuum_cost_limit \n------------------------------\n 2000\n(1 row)")
        .assistant("Confirmed, 2000.")
        .stop(),
    planted: [{ kind: "fact", keys: ["cost_limit", "alter system"] }],
  },
  {
    id: "b149-chat-empty-5",
    build: (s) =>
      s
        .user("should we use json or jsonb for the settings column")
        .assistant("Almost always jsonb: it's indexed, deduplicates keys and is faster to query. json only keeps exact text and key order.")
        .user("do we care about key order there?")
        .assistant("I don't know how the settings UI renders them; if it sorts keys itself, no.")
        .user("I'll ask the frontend people")
        .stop("Sounds good."),
    planted: [],
  },
  {
    id: "b149-deadlock-root-cause",
    build: (s) =>
      s
        .user("deadlocks again in the inventory service. find out why, for real this time")
        .bash(
          "grep -A6 'deadlock detected' /var/log/postgresql/postgresql-16-main.log | tail -14",
          'ERROR:  deadlock detected\nDETAIL:  Process 51102 waits for ShareLock on transaction 99120331; blocked by process 51188.\n\tProcess 51188 waits for ShareLock on transaction 99120329; blocked by process 51102.\nCONTEXT:  while updating tuple (1201,7) in relation "stock_levels"\nSTATEMENT:  UPDATE stock_levels SET qty = qty - $1 WHERE sku = $2',
        )
        .file("Read", "services/inventory/reserve.ts")
        .assistant(
          "reserve.ts updates stock_levels row by row in the order the cart lists the SKUs. Two carts with the same SKUs in different order lock them in opposite order: that's the deadlock.",
        )
        .user("right, that's it. sort the skus before updating")
        .file("Edit", "services/inventory/reserve.ts")
        .bash("npx vitest run services/inventory", " ✓ services/inventory/reserve.test.ts (9 tests) 540ms")
        .assistant("SKUs are now sorted before the updates; tests pass.")
        .user("from now on any multi-row update in a txn locks rows in primary key order. put that in CONTRIBUTING")
        .file("Edit", "CONTRIBUTING.md")
        .stop("Added to CONTRIBUTING.md."),
    planted: [
      { kind: "fact", keys: ["deadlock", "order"] },
      { kind: "instruction", keys: ["primary key order"] },
    ],
  },
  {
    id: "b149-rls-decision",
    build: (s) =>
      s
        .user("multi-tenant filtering. right now every query adds where tenant_id = ?. someone forgets it, we leak")
        .assistant(
          "Row-level security would enforce it in the database: a policy on tenant_id = current_setting('app.tenant_id'), set per transaction. Or we keep app-level filtering and add a lint rule.",
        )
        .user("RLS. on all tenant tables, app sets app.tenant_id with SET LOCAL at the start of each transaction. lint rule is not enough")
        .bash(
          "psql -c \"select count(*) from information_schema.columns where column_name='tenant_id' and table_schema='public'\"",
          " count \n-------\n    37\n(1 row)",
        )
        .assistant("37 tables have tenant_id. I'll start with a migration for the policies.")
        .user("start with 5 tables, not 37. the other 32 are next sprint's work, track it")
        .file("Write", "migrations/0147_rls_first_five.sql")
        .stop("First five tables have policies in 0147; the remaining 32 are left for next sprint."),
    planted: [
      { kind: "decision", keys: ["rls", "tenant"] },
      { kind: "task", keys: ["32"] },
    ],
  },
  {
    id: "b149-chat-empty-6",
    build: (s) =>
      s
        .user("fix the typo in the migration name, it says 'custmer'")
        .bash("git mv migrations/0148_custmer_flags.sql migrations/0148_customer_flags.sql && ls migrations | tail -1", "0148_customer_flags.sql")
        .assistant("Renamed to 0148_customer_flags.sql.")
        .user("and run the migration tests")
        .bash("npx vitest run test/migrations", " ✓ test/migrations/apply.test.ts (2 tests) 3.1s\n Test Files  1 passed (1)")
        .assistant("Both pass.")
        .stop(),
    planted: [],
  },
  {
    id: "b149-naming",
    build: (s) =>
      s
        .user("review this migration before I merge it")
        .file("Read", "migrations/0149_loyalty.sql")
        .assistant("It creates table LoyaltyPoints with columns userId and pointsBalance, plus an index called idx1.")
        .user("no camelCase in the db. tables and columns are snake_case, plural table names. indexes are named <table>_<cols>_idx. fix it")
        .file("Edit", "migrations/0149_loyalty.sql")
        .bash(
          "grep -n 'CREATE' migrations/0149_loyalty.sql",
          "2:CREATE TABLE loyalty_points (\n9:CREATE INDEX loyalty_points_user_id_idx ON loyalty_points (user_id);",
        )
        .assistant("Renamed to loyalty_points, user_id, points_balance and loyalty_points_user_id_idx.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["snake_case"] },
      { kind: "instruction", keys: ["_idx"] },
    ],
  },
  {
    id: "b149-disk-fact",
    build: (s) =>
      s
        .user("how much disk is left on main")
        .bash("df -h /var/lib/postgresql", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme1n1    2.0T  1.4T  612G  70% /var/lib/postgresql")
        .assistant("612G free of 2.0T, 70% used.")
        .user(
          "ok. alert fires at 80%, and we grow by about 40G a month, so we have time. The volume can only be grown once every 6 hours on AWS, keep that in mind if it ever pages",
        )
        .assistant("Noted.")
        .user("and open a ticket to resize it to 3T before March")
        .bash(
          "gh issue create --title 'Resize db-main volume to 3T before March' --label db --body 'Growth ~40G/month'",
          "https://github.com/shop/infra/issues/812",
        )
        .stop("Opened infra#812."),
    planted: [
      { kind: "fact", keys: ["80%"] },
      { kind: "fact", keys: ["6 hours"] },
    ],
  },
  {
    id: "b149-chat-empty-7",
    build: (s) =>
      s
        .user("what if we moved sessions to unlogged tables? faster writes")
        .assistant(
          "Unlogged tables skip WAL, so writes are faster, but they are truncated after a crash and aren't replicated. Sessions would vanish on failover.",
        )
        .user("hm. that's bad for logged-in users")
        .assistant("Yes, everyone would be logged out after any crash or failover.")
        .user("forget it then")
        .stop("OK."),
    planted: [],
  },
  {
    id: "b149-replica-failover-fact",
    build: (s) =>
      s
        .user("what happens to the app during a failover")
        .bash(
          "patronictl -c /etc/patroni.yml list",
          "+ Cluster: main ----+---------+-----------+----+-----------+\n| Member | Host        | Role    | State     | TL | Lag in MB |\n+--------+-------------+---------+-----------+----+-----------+\n| pg-a   | 10.0.4.11   | Leader  | running   | 19 |           |\n| pg-b   | 10.0.4.12   | Replica | streaming | 19 |         0 |\n| pg-c   | 10.0.9.20   | Replica | streaming | 19 |        52 |",
        )
        .assistant("Patroni manages main with pg-a as leader and pg-b as a sync-looking replica.")
        .user(
          "pg-b is the synchronous standby, failover goes there, about 15-30s of write errors. pg-c is replica-2, the async one, never promoted automatically. The app must retry writes on 57P01 and 08006, that's on you to implement, it isn't done yet",
        )
        .file("Read", "src/db/pool.ts")
        .assistant("pool.ts has no retry. I'll note it as open work.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["pg-b", "synchronous"] },
      { kind: "task", keys: ["retry", "57p01"] },
    ],
  },
  {
    id: "b149-idle-txn",
    build: (s) =>
      s
        .user("there's an idle in transaction session holding locks for 20 min")
        .bash(
          "psql -c \"select pid, usename, application_name, now()-state_change as idle from pg_stat_activity where state='idle in transaction'\"",
          "  pid  | usename | application_name |      idle       \n-------+---------+------------------+-----------------\n 60231 | app     | reports-worker   | 00:21:14.0031\n(1 row)",
        )
        .assistant("It's the reports-worker. Should I terminate it?")
        .user("yes, kill it")
        .bash("psql -c 'select pg_terminate_backend(60231)'", " pg_terminate_backend \n----------------------\n t\n(1 row)")
        .assistant("Terminated.")
        .user(
          "we set idle_in_transaction_session_timeout to 5min on the app role, starting today. I'll do the ALTER ROLE now. The reports-worker bug itself: someone has to look at it next week, leave a note",
        )
        .file("Edit", "docs/db-backlog.md")
        .stop("Added a backlog note for the reports-worker leak."),
    planted: [
      { kind: "decision", keys: ["idle_in_transaction", "5min"] },
      { kind: "task", keys: ["reports-worker"] },
    ],
  },
  {
    id: "b149-chat-empty-8",
    build: (s) =>
      s
        .user("I think the planner picks a bad plan for the refunds query because the stats are stale. not sure")
        .bash(
          "psql -c \"select last_analyze, last_autoanalyze from pg_stat_user_tables where relname='refunds'\"",
          "        last_analyze        |       last_autoanalyze        \n----------------------------+-------------------------------\n                            | 2026-11-26 22:40:02.71+00\n(1 row)",
        )
        .assistant(
          "Autoanalyze ran last night, so stats are fairly fresh. It might be a correlation issue instead, extended statistics on (merchant_id, status) could help, but that's a guess.",
        )
        .user("hmm maybe")
        .assistant("I can try CREATE STATISTICS on a copy of the table and compare plans, if you want.")
        .user("not now")
        .stop(),
    planted: [],
  },
  {
    id: "b149-test-db",
    build: (s) =>
      s
        .user("integration tests keep failing locally with 'database app_test does not exist'")
        .bash("docker ps --format '{{.Names}} {{.Ports}}'", "pg16-test 0.0.0.0:55432->5432/tcp")
        .assistant("A container pg16-test is on 55432. The tests default to localhost:5432.")
        .user(
          "tests run against the docker container on 55432, created with `make testdb`. it recreates app_test from schema.sql every run. don't point tests at your own local postgres",
        )
        .bash(
          "make testdb && npx vitest run test/integration",
          "dropdb/createdb app_test ... ok\nloading db/schema.sql ... ok\n ✓ test/integration (41 tests) 9.8s",
        )
        .assistant("With `make testdb`, 41 integration tests pass.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["make testdb"] },
      { kind: "fact", keys: ["55432"] },
    ],
  },
  {
    id: "b149-superseded-pool",
    build: (s) =>
      s
        .user("pgbouncer pool mode for the new api. session mode I think")
        .assistant("Session mode keeps prepared statements and SET working but ties a server connection to each client.")
        .user("hm, no. transaction mode. we turn off prepared statements in the driver instead. final")
        .file("Edit", "deploy/pgbouncer/pgbouncer.ini")
        .bash("grep -n pool_mode deploy/pgbouncer/pgbouncer.ini", "14:pool_mode = transaction")
        .assistant("Set pool_mode = transaction; I'll disable prepared statements in the api's driver config.")
        .file("Edit", "services/api/src/db.ts")
        .stop(),
    planted: [{ kind: "decision", keys: ["transaction mode"] }],
  },
  {
    id: "b149-chat-empty-9",
    build: (s) =>
      s
        .user("how long does REINDEX CONCURRENTLY take on a 20GB index, roughly")
        .assistant(
          "Depends on disk and maintenance_work_mem; on NVMe with 1GB maintenance_work_mem, somewhere in the 10-30 minute range is typical. It needs roughly the index's size in free disk.",
        )
        .user("and it blocks writes?")
        .assistant("No, only a brief lock at the start and end. Writes continue during the build.")
        .user("ok good to know")
        .stop(),
    planted: [],
  },
  {
    id: "b149-money-type",
    build: (s) =>
      s
        .user("the refunds table uses float8 for amount. who did that")
        .bash("git log --format='%an %ad' -1 -- migrations/0098_refunds.sql", "Jonas Weber Tue Mar 4 11:02:13 2025 +0100")
        .assistant("Jonas, in March 2025.")
        .user("money is numeric(12,2) or integer cents, nothing else. refunds gets migrated to bigint cents, but not this week, park it")
        .file("Edit", "docs/db-backlog.md")
        .assistant("Parked in the backlog.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["numeric(12,2)", "cents"] },
      { kind: "task", keys: ["refunds", "bigint"] },
    ],
  },
  {
    id: "b149-chat-empty-10",
    build: (s) =>
      s
        .user("status?")
        .assistant("The trigram index migration is written and waiting on pg_trgm; the email_jobs worker is merged; nothing else in flight.")
        .user("ok")
        .bash("git log --oneline -3", "a91c0e2 email_jobs worker\n77b1d40 products name trigram index\n3f0a9d1 loyalty_points table")
        .assistant("Those are the last three commits, all merged.")
        .user("thanks, going for lunch")
        .stop(),
    planted: [],
  },
  {
    id: "b149-search-decision",
    build: (s) =>
      s
        .user("product search again. elastic or postgres full text?")
        .assistant(
          "With 1.2M products, Postgres tsvector with a GIN index plus pg_trgm for typos would likely be enough. Elasticsearch adds relevance tuning but another cluster to run.",
        )
        .bash('psql -c "select count(*) from products"', "  count  \n---------\n 1203409\n(1 row)")
        .user("postgres full text. decided, no elastic. add a generated tsvector column in the next migration")
        .file("Write", "migrations/0150_products_search_tsv.sql")
        .assistant("Added `search_tsv tsvector generated always as (...) stored` with a GIN index.")
        .user("and the synonym dictionary for german product names — TODO, not now, put it on the list")
        .stop("On the list."),
    planted: [
      { kind: "decision", keys: ["full text", "elastic"] },
      { kind: "task", keys: ["synonym"] },
    ],
  },
  {
    id: "b149-soft-delete",
    build: (s) =>
      s
        .user("customers want to 'delete' addresses but orders reference them")
        .bash(
          "psql -c \"select conname from pg_constraint where confrelid='addresses'::regclass\"",
          "         conname          \n--------------------------\n orders_address_id_fkey\n(1 row)",
        )
        .assistant(
          "orders.address_id has a foreign key to addresses. We could soft-delete with a deleted_at column, or copy the address into the order and hard-delete.",
        )
        .user("soft delete with deleted_at. copying addresses into orders is a bigger change, maybe someday, not now")
        .file("Write", "migrations/0151_addresses_deleted_at.sql")
        .assistant("Added addresses.deleted_at and a partial unique index on live rows.")
        .stop(),
    planted: [{ kind: "decision", keys: ["deleted_at"] }],
  },
  {
    id: "b149-upgrade-plan",
    build: (s) =>
      s
        .user("the 17 upgrade. how do we do it, pg_upgrade in place or logical replication to a new cluster?")
        .assistant(
          "pg_upgrade --link is minutes of downtime but no rollback after start; logical replication needs a new cluster and sequence syncing but allows a near-zero-downtime switch and a way back.",
        )
        .bash("psql -c \"select count(*) from pg_class where relkind='S'\"", " count \n-------\n    61\n(1 row)")
        .assistant("There are 61 sequences to sync if we go logical.")
        .user(
          "logical replication. we want the rollback path. Things to do before Feb:\n1. test the upgrade on a staging clone\n2. script the sequence sync for the 61 sequences\nnone of that today",
        )
        .stop("Noted both."),
    planted: [
      { kind: "decision", keys: ["logical replication"] },
      { kind: "task", keys: ["staging clone"] },
      { kind: "task", keys: ["sequence sync"] },
    ],
  },
  {
    id: "b149-enum-decision",
    build: (s) =>
      s
        .user("order status: postgres enum or text with a check constraint?")
        .assistant("Enums can't drop values and adding one used to need care in transactions; a text column with a CHECK is easy to change in a migration.")
        .user("text + check. we got burned by enums on payments. also convert payments.state off the enum at some point, open a ticket for that")
        .bash(
          "gh issue create --title 'payments.state: enum -> text + CHECK' --label db --body 'Follow-up from order status decision'",
          "https://github.com/shop/backend/issues/2291",
        )
        .file("Edit", "migrations/0152_orders_status.sql")
        .assistant("orders.status is text with a CHECK; ticket backend#2291 tracks converting payments.state.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["check"] },
      { kind: "task", keys: ["payments.state"] },
    ],
  },
  {
    id: "b149-cdc-decision",
    build: (s) =>
      s
        .user("analytics wants orders in the warehouse in near real time. they asked for triggers writing to an outbox table")
        .assistant(
          "Alternatives: an outbox table filled by triggers, or logical decoding with Debezium reading the WAL. Debezium needs a replication slot, and an abandoned slot retains WAL until the disk fills.",
        )
        .bash(
          "psql -c 'select slot_name, active from pg_replication_slots'",
          " slot_name | active \n-----------+--------\n patroni_b | t\n patroni_c | t\n(2 rows)",
        )
        .user(
          "Debezium, on a slot from replica... no, slots on primary only in 16. ok: Debezium on primary, slot named analytics_cdc. and the alert on slot lag over 20GB has to exist before it goes live, that's a blocker for whoever picks it up",
        )
        .file("Write", "docs/decisions/2026-11-orders-cdc.md")
        .assistant("Wrote the decision record; the slot-lag alert is listed as a prerequisite.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["debezium"] },
      { kind: "task", keys: ["alert", "20gb"] },
    ],
  },
  {
    id: "b149-chat-empty-11",
    build: (s) =>
      s
        .user("why does count(*) on orders take 4 seconds")
        .assistant(
          "Postgres has to visit every visible row (or use an index-only scan if the visibility map is current); there's no stored row count. For an estimate, pg_class.reltuples is instant.",
        )
        .user("would an index on id help")
        .assistant("The primary key already is one. An index-only scan over it might be a bit faster, but it's still proportional to the row count.")
        .bash("psql -c \"select reltuples::bigint from pg_class where relname='orders'\"", " reltuples \n-----------\n  48120933\n(1 row)")
        .assistant("The estimate says about 48M rows.")
        .stop(),
    planted: [],
  },
  {
    id: "b149-secrets-rotation",
    build: (s) =>
      s
        .user("the app user's password is in three .env files in the repo??")
        .bash("git grep -l 'postgres://app:' -- '*.env*'", "services/api/.env.example\nservices/search/.env.staging\njobs/.env.prod")
        .assistant("Yes: .env.example, search's .env.staging and jobs/.env.prod. The example one might be a placeholder.")
        .user(
          "db passwords come from Vault, path secret/db/<cluster>/<role>, nowhere else. remove them from those files now. the rotation of the app password is for tomorrow morning with me, not you",
        )
        .file("Edit", "jobs/.env.prod")
        .file("Edit", "services/search/.env.staging")
        .bash("git grep -c 'postgres://app:' -- '*.env*'", "services/api/.env.example:1")
        .assistant("Removed from both; .env.example keeps a `postgres://app:CHANGEME@` placeholder.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["vault"] },
      { kind: "task", keys: ["rotation", "tomorrow"] },
    ],
  },
  {
    id: "b149-json-decision",
    build: (s) =>
      s
        .user("product attributes: EAV table or a jsonb column?")
        .assistant("EAV gives typed rows but ugly queries; jsonb with a GIN index on jsonb_path_ops covers containment filters well.")
        .user("jsonb, with jsonb_path_ops GIN. the old product_attributes EAV table gets migrated over and dropped, Q1 work, not now")
        .file("Write", "migrations/0153_products_attributes_jsonb.sql")
        .bash("npx dbmate up", "Applying: 0153_products_attributes_jsonb.sql\nWriting: ./db/schema.sql")
        .assistant("Added products.attributes jsonb with the GIN index.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["jsonb_path_ops"] },
      { kind: "task", keys: ["product_attributes"] },
    ],
  },
  {
    id: "b149-chat-empty-12",
    build: (s) =>
      s
        .user("a junior asked if we should always use SERIALIZABLE to be safe. what do you tell them")
        .assistant(
          "That it costs retries: under SERIALIZABLE, transactions fail with 40001 and the app has to retry them. Read committed plus explicit locking where needed is the usual default.",
        )
        .user("yeah that's roughly what I said")
        .assistant("Want me to write a short example of a SELECT ... FOR UPDATE pattern for them?")
        .user("nah they'll figure it out")
        .stop(),
    planted: [],
  },
  {
    id: "b149-cluster-facts",
    build: (s) =>
      s
        .user("a new dev asks which clusters exist. list them")
        .bash(
          "cat infra/postgres/clusters.yaml",
          "main:\n  hosts: [pg-a, pg-b, pg-c]\n  version: 16\nledger:\n  hosts: [pg-l1, pg-l2]\n  version: 15\nstaging:\n  hosts: [pg-s1]\n  version: 16",
        )
        .assistant("Three clusters: main (pg-a/b/c, 16), ledger (pg-l1/l2, 15) and staging (pg-s1, 16).")
        .user(
          "ledger is the payments ledger, separate on purpose, PCI scope. it stays on 15 until the auditors sign off, separate upgrade. nobody outside the payments team gets credentials there",
        )
        .file("Edit", "docs/onboarding/databases.md")
        .assistant("Added that to the onboarding page.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["ledger", "pci"] },
      { kind: "fact", keys: ["ledger", "15"] },
      { kind: "instruction", keys: ["credentials", "payments team"] },
    ],
  },
  {
    id: "b149-index-cleanup",
    build: (s) =>
      s
        .user("find unused indexes on main")
        .bash(
          'psql -c "select indexrelname, idx_scan, pg_size_pretty(pg_relation_size(indexrelid)) from pg_stat_user_indexes where idx_scan = 0 order by pg_relation_size(indexrelid) desc limit 4"',
          "        indexrelname         | idx_scan | pg_size_pretty \n-----------------------------+----------+----------------\n orders_legacy_ref_idx       |        0 | 3120 MB\n events_payload_gin          |        0 | 2210 MB\n customers_phone_idx         |        0 | 410 MB\n carts_created_at_idx        |        0 | 92 MB\n(4 rows)",
        )
        .assistant("Four indexes with zero scans since the last stats reset, the biggest orders_legacy_ref_idx at 3.1 GB.")
        .user(
          "stats were reset 3 weeks ago, not enough. the month-end reports use customers_phone_idx. drop orders_legacy_ref_idx and events_payload_gin, keep the others. write the migration",
        )
        .file("Write", "migrations/0154_drop_unused_indexes.sql")
        .bash(
          "cat migrations/0154_drop_unused_indexes.sql",
          "-- migrate:up transaction:false\nSET lock_timeout = '3s';\nDROP INDEX CONCURRENTLY orders_legacy_ref_idx;\nDROP INDEX CONCURRENTLY events_payload_gin;",
        )
        .assistant("Migration drops the two, concurrently.")
        .user("re-check carts_created_at_idx after the next month-end, end of december")
        .stop("Noted."),
    planted: [
      { kind: "decision", keys: ["orders_legacy_ref_idx", "events_payload_gin"] },
      { kind: "fact", keys: ["customers_phone_idx", "month-end"] },
      { kind: "task", keys: ["carts_created_at_idx"] },
    ],
  },
  {
    id: "b149-chat-empty-13",
    build: (s) =>
      s
        .user("can you check whether the log line 'must be owner of table' in staging is from us")
        .bash(
          "grep -c 'must be owner of table' /var/log/postgresql/staging.log; grep 'must be owner of table' /var/log/postgresql/staging.log | tail -1",
          "3\n2026-11-27 08:12:44 UTC [31022] deploy@app ERROR:  must be owner of table loyalty_points",
        )
        .assistant(
          "Three occurrences, all from the deploy user this morning, on loyalty_points. It looks like the 0149 migration ran as deploy while the table was created by app.",
        )
        .user("yeah that was me testing grants, ignore it")
        .assistant("Ignoring it.")
        .stop(),
    planted: [],
  },
  {
    id: "b149-archive-decision",
    build: (s) =>
      s
        .user("events older than a year. keep, archive, delete?")
        .bash("psql -c \"select count(*) from events where created_at < now() - interval '1 year'\"", "   count   \n-----------\n 121880412\n(1 row)")
        .assistant("121M rows are older than a year. We could export them to S3 as Parquet and delete, or move them to a cheaper tablespace.")
        .user(
          "we export to S3 as parquet and delete. legal said 1 year hot is enough, S3 copy kept 7 years. the export job doesn't exist yet, it's on the backlog",
        )
        .file("Edit", "docs/db-backlog.md")
        .assistant("Added the export job to the backlog.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["parquet"] },
      { kind: "fact", keys: ["7 years"] },
      { kind: "task", keys: ["export job"] },
    ],
  },
  {
    id: "b149-explain-rule",
    build: (s) =>
      s
        .user(
          "for the PR with the new reporting queries: paste EXPLAIN (ANALYZE, BUFFERS) output from the replica in the PR description. every PR that adds a query on a table over 10M rows needs that, from now on",
        )
        .bash(
          "psql -h db-replica-2.internal -c 'explain (analyze, buffers) select merchant_id, sum(amount) from payments group by 1'",
          "HashAggregate  (cost=412033.1..412201.4 rows=16833 width=40) (actual time=2201.3..2209.8 rows=16211 loops=1)\n  Buffers: shared hit=11022 read=190331\n  ->  Seq Scan on payments ...\nExecution Time: 2214.551 ms",
        )
        .assistant("2.2 s on the replica, a seq scan of payments. I'll put the plan in the PR description.")
        .bash("gh pr edit 2290 --body-file /tmp/pr-2290.md", "https://github.com/shop/backend/pull/2290")
        .assistant("Updated PR 2290.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["buffers", "10m rows"] }],
  },
  {
    id: "b149-chat-empty-14",
    build: (s) =>
      s
        .user("ping")
        .assistant("Here. What do you need?")
        .user("nothing, checking you're alive after the restart lol")
        .assistant("Alive and connected. The ro_debug connection works too.")
        .bash("psql \"$PROD_RO_URL\" -c 'select 1'", " ?column? \n----------\n        1\n(1 row)")
        .stop(),
    planted: [],
  },
];

export const BLIND149 = plantedSet(BLIND149_SESSIONS, Date.UTC(2026, 10, 27, 9));
