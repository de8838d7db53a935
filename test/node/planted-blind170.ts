/**
 * Blind planted set 170 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a Postgres DBA talking to a coding agent in short, precise messages: SQL snippets, EXPLAIN
 * and pg_stat output, numbers and limits, many facts about the database and few words; items are
 * stated tersely, often mid-message next to one-off requests, and sometimes only confirmed.
 * Each session is one segment; the items planted in it are listed with it: 68 items (17 decisions, 17 instructions,
 * 17 facts, 17 tasks) in 56 sessions, 12 of which plant nothing (53 user/assistant messages between them). Every other message
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

export const BLIND170_SESSIONS: BlindSession[] = [
  {
    id: "b170-pgbouncer-migrations",
    build: (s) =>
      s
        .user("Migrations hang against the pooler. Check pgbouncer.ini.")
        .bash(
          "cat /etc/pgbouncer/pgbouncer.ini",
          "[databases]\napp = host=10.0.4.12 port=5432 dbname=app\n[pgbouncer]\nlisten_port = 6432\npool_mode = transaction\ndefault_pool_size = 40\n; never raise max_client_conn above 2000",
        )
        .assistant(
          "pool_mode = transaction. drizzle-kit migrate takes a session-level advisory lock, and in transaction pooling the unlock can land on another server connection, so the next run waits on a lock nobody holds. That is the hang.",
        )
        .user("Right, that's it. Migrations go direct to the primary on 5432, app traffic through 6432. Keep it that way.")
        .file("Edit", "drizzle.config.ts")
        .bash("npm run db:migrate", "applied 0141_invoice_due_idx.sql\ndone in 3.1s")
        .assistant("drizzle.config.ts reads MIGRATE_DATABASE_URL now. Migration applied in 3.1 s.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["advisory lock"] },
      { kind: "instruction", keys: ["5432"] },
    ],
  },
  {
    id: "b170-index-concurrently",
    build: (s) =>
      s
        .user("Index on orders(customer_id, created_at desc). Prod orders is 210M rows.")
        .assistant("A plain CREATE INDEX holds a SHARE lock for the whole build, so writes to orders block. CONCURRENTLY?")
        .user("Yes. And every index on prod from now on: CREATE INDEX CONCURRENTLY, one per migration file, no transaction wrapper.")
        .file("Write", "migrations/0142_orders_customer_created_idx.sql")
        .bash(
          "psql $PROD_URL -c '\\d orders' | grep idx",
          '    "orders_customer_id_created_at_idx" btree (customer_id, created_at DESC)\n    "orders_customer_id_idx" btree (customer_id)\n    "orders_status_idx" btree (status)',
        )
        .assistant("orders_customer_id_created_at_idx is built and valid. 14 min.")
        .user("orders_customer_id_idx is redundant now. Drop it later, once pg_stat_user_indexes shows 0 scans on it for a week. Not today.")
        .stop("Leaving orders_customer_id_idx in place for now."),
    planted: [
      { kind: "instruction", keys: ["concurrently"] },
      { kind: "task", keys: ["orders_customer_id_idx"] },
    ],
  },
  {
    id: "b170-invoices-seqscan",
    build: (s) =>
      s
        .user("/api/invoices p95 2.4 s. Why.")
        .bash(
          "psql $PROD_URL -c \"EXPLAIN (ANALYZE, BUFFERS) SELECT * FROM invoices WHERE lower(email) = 'x@y.com'\"",
          "Seq Scan on invoices  (cost=0.00..412345.00 rows=18 width=212) (actual time=0.041..1873.220 rows=14 loops=1)\n  Filter: (lower(email) = 'x@y.com'::text)\n  Rows Removed by Filter: 9120331\n  Buffers: shared hit=11820 read=290114\nPlanning Time: 0.210 ms\nExecution Time: 1873.402 ms",
        )
        .assistant(
          "Seq scan. The query filters on lower(email) and the only index is on plain email, so the planner can't use it: 9.1M rows read and thrown away per request.",
        )
        .user("Confirmed. Every invoices lookup by email goes through lower(email), the API normalizes nothing. Add the expression index.")
        .file("Write", "migrations/0143_invoices_lower_email_idx.sql")
        .bash(
          "psql $PROD_URL -c \"EXPLAIN ANALYZE SELECT * FROM invoices WHERE lower(email) = 'x@y.com'\"",
          "Index Scan using invoices_lower_email_idx on invoices  (cost=0.56..72.10 rows=18 width=212) (actual time=0.031..0.061 rows=14 loops=1)\nExecution Time: 0.092 ms",
        )
        .assistant("0.092 ms with invoices_lower_email_idx.")
        .stop(),
    planted: [{ kind: "fact", keys: ["lower(email)"] }],
  },
  {
    id: "b170-events-partitioning",
    build: (s) =>
      s
        .user("events: 1.9B rows, 310M dead tuples. autovacuum can't keep up.")
        .bash(
          "psql $PROD_URL -c \"select relname, n_live_tup, n_dead_tup, last_autovacuum from pg_stat_user_tables where relname = 'events'\"",
          " relname | n_live_tup  | n_dead_tup |        last_autovacuum\n---------+-------------+------------+-------------------------------\n events  | 1912004113  |  310228871 | 2026-11-19 04:12:55.10412+00",
        )
        .assistant(
          "Options: (a) per-table autovacuum_vacuum_scale_factor = 0.01, (b) range-partition by month and drop old partitions instead of DELETE, (c) both.",
        )
        .user("(b). Monthly range partitions on created_at, 13 months retention, DETACH + DROP instead of the delete job. Scale factor: not now.")
        .file("Write", "migrations/0144_events_partitioned.sql")
        .assistant("Migration creates events_new partitioned by range (created_at) with 14 monthly partitions; the backfill is batched at 50k rows.")
        .user("pg_partman isn't in the RDS parameter group yet. Ticket for infra to add it, remind me monday.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["monthly", "partition"] },
      { kind: "task", keys: ["pg_partman"] },
    ],
  },
  {
    id: "b170-replica-lag",
    build: (s) =>
      s
        .user("Reports stale. Replica lag?")
        .bash("psql $REPLICA_URL -Atc 'select now() - pg_last_xact_replay_timestamp()'", "00:00:41.203118")
        .assistant(
          "41 s behind. That replica has hot_standby_feedback = off and max_standby_streaming_delay = 30s, so replay pauses behind long report queries.",
        )
        .user("Known. The reporting replica is db-r2, it lags up to a minute during the 02:00 batch. Nothing that needs fresh data reads from it.")
        .assistant("The invoice export reads from db-r2 right after the batch. Switching it to the primary.")
        .file("Edit", "src/reports/invoice-export.ts")
        .stop(),
    planted: [
      { kind: "fact", keys: ["db-r2", "02:00"] },
      { kind: "instruction", keys: ["fresh data"] },
    ],
  },
  {
    id: "b170-empty-lock-holder",
    build: (s) =>
      s
        .user("What's holding locks on accounts right now?")
        .bash(
          "psql $PROD_URL -c \"select a.pid, a.state, now()-a.xact_start as age, l.mode, a.application_name, a.client_addr from pg_locks l join pg_stat_activity a using (pid) where l.relation = 'accounts'::regclass\"",
          "  pid  |        state        |   age    |       mode       | application_name | client_addr\n-------+---------------------+----------+------------------+------------------+-------------\n 48121 | idle in transaction | 00:06:12 | RowExclusiveLock | billing-worker   | 10.0.7.33",
        )
        .assistant("pid 48121, idle in transaction for 6 min, RowExclusiveLock on accounts, application billing-worker.")
        .user("Could be the retry loop in billing-worker? Or someone's psql session.")
        .assistant("client_addr 10.0.7.33 is a worker node, not the bastion. Probably the worker, but I can't tell which job from here.")
        .user("Kill it.")
        .bash("psql $PROD_URL -Atc 'select pg_terminate_backend(48121)'", "t")
        .assistant("Terminated. No waiters on accounts now.")
        .stop(),
    planted: [],
  },
  {
    id: "b170-statement-timeout",
    build: (s) =>
      s
        .user("statement_timeout for role api. 5s.")
        .bash("psql $PROD_URL -c \"ALTER ROLE api SET statement_timeout = '5s'\"", "ALTER ROLE")
        .assistant("Set for api. The workers connect as role worker and the reports as reporting; leave those unbounded?")
        .user("worker gets 60s, reporting 15min. Those live in the role defaults, not in app code.")
        .bash(
          "psql $PROD_URL -c \"ALTER ROLE worker SET statement_timeout = '60s'; ALTER ROLE reporting SET statement_timeout = '15min'\"",
          "ALTER ROLE\nALTER ROLE",
        )
        .assistant("api 5s, worker 60s, reporting 15min. New sessions pick them up.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["worker", "60s"] },
      { kind: "instruction", keys: ["role defaults"] },
    ],
  },
  {
    id: "b170-uuid-keys",
    build: (s) =>
      s
        .user("New tables: bigint identity or uuid PKs?")
        .assistant(
          "Random uuid v4 spreads inserts across the whole btree; at 30k inserts/s on events that means page splits and WAL bloat. bigint identity is 8 bytes vs 16. If ids must be generated client-side, uuidv7 is time-ordered.",
        )
        .user("Go with uuid v4 for now.")
        .user("wait, no. v4 on the hot tables is what killed the old cluster. uuidv7 everywhere, generated in the app.")
        .file("Edit", "src/db/ids.ts")
        .bash("npx vitest run src/db/ids.test.ts", " ✓ src/db/ids.test.ts (4 tests) 12ms\n Test Files  1 passed (1)")
        .assistant("newId() returns uuidv7 now; ids sort by creation time in the test.")
        .stop(),
    planted: [{ kind: "decision", keys: ["uuidv7"] }],
  },
  {
    id: "b170-empty-nested-loop",
    build: (s) =>
      s
        .user(
          "Why does this pick a nested loop?\n```\nNested Loop  (cost=1.13..17.42 rows=1 width=96) (actual time=0.052..2214.8 rows=48211 loops=1)\n  ->  Index Scan using orders_tenant_region_idx on orders o  (rows=1) (actual rows=48211)\n```",
        )
        .assistant(
          "Estimate 1 row, actual 48211. Either stats on orders are stale or tenant_id and region are correlated and the planner multiplies their selectivities. ANALYZE, or extended statistics.",
        )
        .user("hmm. maybe the tenant_id/region correlation. not sure.")
        .assistant("Possible. CREATE STATISTICS on (tenant_id, region) would show it. Want me to try on staging?")
        .user("not today. just curious.")
        .stop("OK."),
    planted: [],
  },
  {
    id: "b170-backups",
    build: (s) =>
      s
        .user("where do base backups go")
        .bash(
          "cat /etc/pgbackrest/pgbackrest.conf",
          "[global]\nrepo1-type=s3\nrepo1-s3-bucket=acme-pg-backups\nrepo1-s3-region=eu-central-1\nrepo1-retention-full=4\n\n[main]\npg1-path=/var/lib/postgresql/16/main",
        )
        .assistant("pgBackRest to s3://acme-pg-backups (eu-central-1), 4 full backups retained. Crontab: full Sunday 01:00, diff daily 01:00.")
        .user("yes. Restore has never been tested on the 16 cluster though. Restore drill to a scratch host before end of month.")
        .stop("Nothing changed."),
    planted: [
      { kind: "fact", keys: ["acme-pg-backups"] },
      { kind: "task", keys: ["restore drill"] },
    ],
  },
  {
    id: "b170-versions",
    build: (s) =>
      s
        .user("prod version?")
        .bash("psql $PROD_URL -Atc 'select version()'", "PostgreSQL 16.4 on x86_64-pc-linux-gnu, compiled by gcc (GCC) 7.3.1 20180712, 64-bit")
        .assistant("Prod is PostgreSQL 16.4.")
        .user(
          "staging is still on 15.8, its upgrade is blocked on timescaledb. So nothing 16-only in migrations (pg_stat_io, MERGE ... RETURNING, etc) until staging catches up.",
        )
        .stop("Understood."),
    planted: [
      { kind: "fact", keys: ["16.4"] },
      { kind: "fact", keys: ["staging", "15.8"] },
      { kind: "instruction", keys: ["16-only"] },
    ],
  },
  {
    id: "b170-empty-night-page",
    build: (s) =>
      s
        .user("morning. long night, the 3am page was disk on db-w1")
        .assistant("Morning. Want me to look at what filled it?")
        .user("already cleared. someone ran a pg_dump to local disk by hand. one-off. never mind.")
        .assistant("OK, leaving it.")
        .stop(),
    planted: [],
  },
  {
    id: "b170-naming",
    build: (s) =>
      s
        .user("review this")
        .file("Read", "migrations/0145_add_created.sql")
        .assistant(
          "Adds `createdAt timestamptz NOT NULL DEFAULT now()` to refunds. On 16 a non-volatile default needs no rewrite, fine. But the column is camelCase and the rest of the schema is snake_case.",
        )
        .user("rename to created_at. snake_case for every identifier, tables plural. indexes <table>_<cols>_idx, fks <table>_<col>_fkey.")
        .file("Edit", "migrations/0145_add_created.sql")
        .stop("Renamed to created_at."),
    planted: [
      { kind: "instruction", keys: ["snake_case"] },
      { kind: "instruction", keys: ["_idx"] },
    ],
  },
  {
    id: "b170-work-mem",
    build: (s) =>
      s
        .user("monthly report sort spills. look")
        .bash(
          "psql $PROD_URL -f reports/monthly_explain.sql",
          "Sort  (cost=1882311.20..1893020.44 rows=4283696 width=88) (actual time=8120.4..9941.2 rows=4281123 loops=1)\n  Sort Key: customer_id, created_at\n  Sort Method: external merge  Disk: 412880kB\nExecution Time: 11204.551 ms",
        )
        .assistant("External merge, 403 MB on disk. work_mem is 4MB, the default. The sort needs roughly 450 MB in memory.")
        .user(
          "don't raise work_mem globally, ever. 400 connections × work_mem is how we OOMed in march. SET LOCAL work_mem = '512MB' inside the report transaction.",
        )
        .file("Edit", "src/reports/monthly.ts")
        .bash(
          "psql $PROD_URL -f reports/monthly_explain.sql | grep -E 'Sort Method|Execution'",
          "  Sort Method: quicksort  Memory: 471233kB\nExecution Time: 3120.870 ms",
        )
        .assistant("In-memory quicksort, 11.2 s → 3.1 s.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["work_mem", "globally"] },
      { kind: "decision", keys: ["set local"] },
    ],
  },
  {
    id: "b170-fk-index-followup",
    build: (s) =>
      s
        .user("line_items.order_id has no index. deletes on orders scan it. ~80M rows.")
        .bash(
          "psql $PROD_URL -c \"select relname, seq_scan, seq_tup_read from pg_stat_user_tables where relname = 'line_items'\"",
          "  relname   | seq_scan | seq_tup_read\n------------+----------+---------------\n line_items |    18231 | 1458480000000",
        )
        .assistant("Confirmed: line_items_order_id_fkey has no supporting index, every DELETE on orders seq-scans line_items. 18k seq scans since reset.")
        .user("not now, change freeze until thursday. Follow-up after the freeze: index line_items(order_id) concurrently.")
        .stop("Nothing changed."),
    planted: [{ kind: "task", keys: ["line_items", "order_id"] }],
  },
  {
    id: "b170-empty-vacuum-progress",
    build: (s) =>
      s
        .user("status of the vacuum on audit_log?")
        .bash(
          "psql $PROD_URL -c 'select phase, heap_blks_scanned, heap_blks_total from pg_stat_progress_vacuum'",
          "     phase     | heap_blks_scanned | heap_blks_total\n---------------+-------------------+-----------------\n scanning heap |           1840221 |         4410032",
        )
        .assistant("Scanning heap, 41.7% (1.84M of 4.41M blocks).")
        .user("ok check again in a bit")
        .bash(
          "psql $PROD_URL -c 'select phase, heap_blks_scanned, heap_blks_total from pg_stat_progress_vacuum'",
          "       phase       | heap_blks_scanned | heap_blks_total\n-------------------+-------------------+-----------------\n vacuuming indexes |           4410032 |         4410032",
        )
        .assistant("Heap done, vacuuming indexes now.")
        .user("thx")
        .stop(),
    planted: [],
  },
  {
    id: "b170-ledger-owner",
    build: (s) =>
      s
        .user("who owns the ledger schema? need a column added there")
        .bash("git log --format='%an' -- migrations/ledger | sort | uniq -c | sort -rn | head -3", "     41 Mira Okafor\n      6 Jon Weiss\n      2 ci-bot")
        .assistant("Mostly Mira Okafor in git history, 41 of 49 commits under migrations/ledger.")
        .user("right. ledger belongs to the payments team, Okafor leads it. Any DDL in there waits for her review. Rest of public is ours.")
        .stop("I'll draft the column change and leave it for her review."),
    planted: [
      { kind: "fact", keys: ["ledger", "payments"] },
      { kind: "instruction", keys: ["ddl", "review"] },
    ],
  },
  {
    id: "b170-stat-statements",
    build: (s) =>
      s
        .user("pg_stat_statements top 5 by total time")
        .bash(
          "psql $PROD_URL -c 'select left(query, 60) q, calls, round(mean_exec_time::numeric, 2) mean_ms, round(100 * total_exec_time / sum(total_exec_time) over (), 1) pct from pg_stat_statements order by total_exec_time desc limit 5'",
          "                              q                               |  calls   | mean_ms | pct\n--------------------------------------------------------------+----------+---------+------\n select * from sessions where token = $1                      | 50412201 |    0.90 | 41.3\n select id, number, total from invoices where lower(email) =  |   812211 |   12.40 | 18.2\n update sessions set last_seen_at = now() where id = $1       | 50390110 |    0.21 |  9.6\n insert into events (tenant_id, kind, payload, created_at) va | 92110332 |    0.08 |  6.7\n select * from customers where id = $1                        |  4120993 |    0.35 |  1.3",
        )
        .assistant("Session token lookup is 41% of total time: 50M calls, 0.9 ms each. Invoice email search second at 18%.")
        .user("session lookups shouldn't hit pg at all. Put it on the list: cache session token lookups in KV, next sprint.")
        .user("then reset the stats.")
        .bash("psql $PROD_URL -Atc 'select pg_stat_statements_reset()'", "")
        .assistant("Reset.")
        .stop(),
    planted: [{ kind: "task", keys: ["kv", "session"] }],
  },
  {
    id: "b170-empty-checkpoints",
    build: (s) =>
      s
        .user(
          'checkpoints every 40s in the log:\n```\nLOG:  checkpoints are occurring too frequently (38 seconds apart)\nHINT:  Consider increasing the configuration parameter "max_wal_size".\n```',
        )
        .assistant("max_wal_size is 1GB and the 02:00 batch writes about 2 GB/min of WAL. Could raise it to 8GB.")
        .user("maybe. or is it full page writes after each checkpoint making it worse? no idea.")
        .assistant("They feed each other: more checkpoints, more full-page images, more WAL. Raising max_wal_size would tell.")
        .user("let me think about it. not touching the config this week.")
        .stop("OK."),
    planted: [],
  },
  {
    id: "b170-lock-timeout",
    build: (s) =>
      s
        .user("deploy hung 4 min on ALTER TABLE users ADD COLUMN. waiting for a lock behind a long select.")
        .bash(
          "grep -i 'still waiting' /var/log/postgresql/postgresql-16-main.log | tail -2",
          "2026-11-24 10:02:11 UTC [7712] LOG:  process 7712 still waiting for AccessExclusiveLock on relation 16421 of database 16384 after 1000.123 ms\n2026-11-24 10:02:11 UTC [7712] DETAIL:  Process holding the lock: 6650. Wait queue: 7712, 7719, 7720, 7722.",
        )
        .assistant("The ALTER queued behind a 4-min report query (pid 6650), and every query on users queued behind the ALTER.")
        .user("Every migration starts with SET lock_timeout = '3s' and retries. Put it in the template.")
        .file("Edit", "migrations/_template.sql")
        .stop("Template starts with SET lock_timeout = '3s'; the runner retries 5 times."),
    planted: [{ kind: "instruction", keys: ["lock_timeout", "3s"] }],
  },
  {
    id: "b170-trigram",
    build: (s) =>
      s
        .user("fuzzy search on customers.name. pg_trgm or full text?")
        .assistant(
          "pg_trgm with a GIN index handles typos and ILIKE '%foo%'. tsvector does stemming, not typos. For names: trigram. GiST is smaller, GIN faster to read.",
        )
        .user("trigram it is. GIN, not gist.")
        .file("Write", "migrations/0146_customers_name_trgm.sql")
        .bash("psql $STAGING_URL -f migrations/0146_customers_name_trgm.sql", "CREATE EXTENSION\nCREATE INDEX")
        .assistant("customers_name_trgm_idx built on staging, 38 s.")
        .stop(),
    planted: [{ kind: "decision", keys: ["trigram", "gin"] }],
  },
  {
    id: "b170-empty-test-run",
    build: (s) =>
      s
        .user("run the migration tests")
        .bash("npm run test:migrations", " ✓ test/migrations/apply.test.ts (48 tests) 9.12s\n Test Files  1 passed (1)\n      Tests  48 passed (48)")
        .assistant("48 passed.")
        .user("and lint the sql")
        .bash("npx sqlfluff lint migrations/ --dialect postgres", "All Finished 📜 🎉!")
        .assistant("sqlfluff clean.")
        .stop(),
    planted: [],
  },
  {
    id: "b170-too-many-connections",
    build: (s) =>
      s
        .user("too many connections again")
        .bash(
          "psql $PROD_URL -c 'select usename, count(*) from pg_stat_activity group by 1 order by 2 desc'",
          " usename   | count\n-----------+-------\n api       |   280\n worker    |   106\n reporting |     8\n postgres  |     3",
        )
        .assistant("397 of max_connections 400. 280 from role api, most idle.")
        .user(
          "someone deployed api with DATABASE_URL on 5432 instead of the pooler. that's today's cause. For the numbers: max_connections is 400, the worker pool is max 10 per pod, 12 pods.",
        )
        .file("Edit", "deploy/api.env")
        .stop("api points at 6432 again."),
    planted: [
      { kind: "fact", keys: ["max_connections", "400"] },
      { kind: "fact", keys: ["10 per pod"] },
    ],
  },
  {
    id: "b170-wal-archive",
    build: (s) =>
      s
        .user("archive_command failing?")
        .bash(
          "tail -3 /var/log/postgresql/postgresql-16-main.log",
          'LOG:  archive command failed with exit code 1\nDETAIL:  The failed archive command was: pgbackrest --stanza=main archive-push pg_wal/000000010000A2F1000000C4\nWARNING:  archiving write-ahead log file "000000010000A2F1000000C4" failed too many times, will try again later',
        )
        .assistant("archive-push gets 403 from S3. The db host's IAM role lost s3:PutObject on acme-pg-backups in yesterday's terraform apply.")
        .user("I re-added it by hand. TODO for tomorrow: put the PutObject grant back into terraform or the next apply kills it again.")
        .bash(
          "psql $PROD_URL -c 'select archived_count, failed_count, last_archived_time from pg_stat_archiver'",
          " archived_count | failed_count |      last_archived_time\n----------------+--------------+-------------------------------\n          38211 |           12 | 2026-11-25 09:14:02.551+00",
        )
        .stop("Archiving resumed."),
    planted: [{ kind: "task", keys: ["putobject", "terraform"] }],
  },
  {
    id: "b170-readonly-login",
    build: (s) =>
      s
        .user("read-only login for the new analyst, jw")
        .assistant("CREATE ROLE analyst_jw LOGIN with SELECT granted on public?")
        .user("grants go via the readonly group role, never directly to a login. And every human login gets connection limit 3.")
        .bash("psql $PROD_URL -c 'CREATE ROLE analyst_jw LOGIN CONNECTION LIMIT 3 IN ROLE readonly'", "CREATE ROLE")
        .stop("analyst_jw created, member of readonly."),
    planted: [
      { kind: "instruction", keys: ["readonly group"] },
      { kind: "instruction", keys: ["connection limit"] },
    ],
  },
  {
    id: "b170-empty-brin",
    build: (s) =>
      s
        .user("is a BRIN index worth it on events.created_at?")
        .assistant(
          "If rows arrive in created_at order, BRIN is a few hundred KB instead of tens of GB and fine for range scans. Check the correlation in pg_stats.",
        )
        .user("run it")
        .bash("psql $PROD_URL -Atc \"select correlation from pg_stats where tablename = 'events' and attname = 'created_at'\"", "0.9987")
        .assistant("0.9987, physically well ordered. BRIN would work for range scans.")
        .user("interesting. maybe once partitioning lands. not deciding now.")
        .stop(),
    planted: [],
  },
  {
    id: "b170-sessions-fillfactor",
    build: (s) =>
      s
        .user("are sessions updates HOT?")
        .bash(
          "psql $PROD_URL -c \"select n_tup_upd, n_tup_hot_upd from pg_stat_user_tables where relname = 'sessions'\"",
          " n_tup_upd | n_tup_hot_upd\n-----------+---------------\n  88120442 |      12003117",
        )
        .assistant("13.6% HOT. fillfactor is 100, so an updated row rarely fits on its page. 80 would leave room.")
        .user("do 70. last_seen_at is written on every request.")
        .bash("psql $PROD_URL -c 'ALTER TABLE sessions SET (fillfactor = 70)'", "ALTER TABLE")
        .assistant("fillfactor 70 set; it applies to pages written from now on, existing pages after the next rewrite.")
        .stop(),
    planted: [{ kind: "decision", keys: ["fillfactor", "70"] }],
  },
  {
    id: "b170-ci-databases",
    build: (s) =>
      s
        .user("tests flaky on CI. shared db?")
        .file("Read", ".github/workflows/ci.yml")
        .assistant("Every job uses the same service database app_test, and vitest's parallel workers truncate each other's tables.")
        .user(
          "each vitest worker gets its own database, app_test_<VITEST_POOL_ID>, created from template app_template. Any new test that touches pg does it that way.",
        )
        .file("Edit", "test/setup/db.ts")
        .bash("npx vitest run --project db", " Test Files  31 passed (31)\n      Tests  412 passed (412)")
        .stop("412 passed, three runs in a row."),
    planted: [{ kind: "instruction", keys: ["vitest_pool_id"] }],
  },
  {
    id: "b170-transfer-deadlock",
    build: (s) =>
      s
        .user("deadlock detected, twice today")
        .bash(
          "grep -A3 'deadlock detected' /var/log/postgresql/postgresql-16-main.log | tail -4",
          'ERROR:  deadlock detected\nDETAIL:  Process 9912 waits for ShareLock on transaction 88123; blocked by process 9920.\n        Process 9920 waits for ShareLock on transaction 88122; blocked by process 9912.\nCONTEXT:  while updating tuple (4412,7) in relation "accounts"',
        )
        .assistant("Two transfer jobs update the same pair of accounts in opposite order: one locks (from, to), the other (to, from).")
        .user("yes that's the cause. not fixing today. Ticket: lock both rows with SELECT ... ORDER BY id FOR UPDATE before the updates.")
        .stop("Nothing changed."),
    planted: [
      { kind: "fact", keys: ["opposite order"] },
      { kind: "task", keys: ["order by id"] },
    ],
  },
  {
    id: "b170-legacy-timezone",
    build: (s) =>
      s
        .user("timestamps in the orders export are off by one hour")
        .bash("psql $PROD_URL -Atc 'show timezone'", "Europe/Berlin")
        .assistant("Server timezone is Europe/Berlin, and the export reads legacy_orders, whose columns are timestamp without time zone.")
        .user("yeah. legacy_orders stores local Berlin time in plain timestamp columns, everything else is timestamptz in UTC. that won't change.")
        .file("Edit", "src/export/orders.ts")
        .stop("Export converts legacy_orders times AT TIME ZONE 'Europe/Berlin'."),
    planted: [{ kind: "fact", keys: ["legacy_orders", "berlin"] }],
  },
  {
    id: "b170-empty-long-query",
    build: (s) =>
      s
        .user("pid 3391 running 2h. what is it")
        .bash(
          "psql $PROD_URL -c 'select pid, usename, state, now()-query_start age, left(query, 50) from pg_stat_activity where pid = 3391'",
          " pid  |  usename  | state  |   age    |                      left\n------+-----------+--------+----------+-------------------------------------------------\n 3391 | reporting | active | 02:04:11 | select t.name, sum(i.total) from events e join i",
        )
        .assistant("Role reporting, a join of events and invoices, active for 2 h 4 min. It blocks nobody.")
        .user("let it run. someone's quarter-end.")
        .assistant("Leaving it.")
        .stop(),
    planted: [],
  },
  {
    id: "b170-rewrite-window",
    build: (s) =>
      s
        .user("when can I run the users table rewrite?")
        .bash("psql $PROD_URL -Atc \"select pg_size_pretty(pg_total_relation_size('users'))\"", "38 GB")
        .assistant("users is 38 GB with indexes; a rewrite needs about that much free disk. Traffic is lowest 03:00–05:00 UTC, ~120 rps.")
        .user("DDL that rewrites a table runs only in the Tuesday 03:00 UTC window, announced in #db-changes the day before.")
        .stop("Next window: Tuesday 03:00 UTC."),
    planted: [{ kind: "instruction", keys: ["tuesday", "03:00"] }],
  },
  {
    id: "b170-unused-indexes",
    build: (s) =>
      s
        .user("unused indexes?")
        .bash(
          'psql $PROD_URL -c "select indexrelname, idx_scan, pg_size_pretty(pg_relation_size(indexrelid)) from pg_stat_user_indexes where idx_scan = 0 order by pg_relation_size(indexrelid) desc limit 3"',
          "      indexrelname      | idx_scan | pg_size_pretty\n------------------------+----------+----------------\n events_payload_gin_idx |        0 | 61 GB\n orders_status_idx      |        0 | 4210 MB\n invoices_legacy_no_idx |        0 | 820 MB",
        )
        .assistant("Three with zero scans since the Oct 2 stats reset. events_payload_gin_idx alone is 61 GB.")
        .user("scans on db-r2 don't show up here, check before dropping. remind me friday to drop events_payload_gin_idx if db-r2 shows 0 too.")
        .stop(),
    planted: [{ kind: "task", keys: ["events_payload_gin_idx"] }],
  },
  {
    id: "b170-webhook-jsonb",
    build: (s) =>
      s
        .user("webhook payloads: json or jsonb?")
        .assistant("jsonb is indexable and dedups keys, a bit slower to insert. json keeps the exact text.")
        .user("json, we must keep the exact bytes for signature checks... actually no, we verify before storing. jsonb.")
        .file("Write", "migrations/0147_webhook_payloads.sql")
        .stop("webhook_payloads.body is jsonb."),
    planted: [{ kind: "decision", keys: ["jsonb"] }],
  },
  {
    id: "b170-empty-conf-comments",
    build: (s) =>
      s
        .user("what's this in postgresql.conf?\n```\n# never set fsync = off on production\n#TODO: revisit shared_buffers after upgrade\n```")
        .assistant("Comments left by whoever wrote the config. fsync = off risks corruption on a crash; git blame puts the TODO in 2023.")
        .user("ok just wondering")
        .stop(),
    planted: [],
  },
  {
    id: "b170-empty-grant",
    build: (s) =>
      s
        .user("permission denied for table invoices, role reporting. fix")
        .bash("psql $PROD_URL -c 'GRANT SELECT ON invoices TO reporting'", "GRANT")
        .assistant("Granted SELECT on invoices to reporting.")
        .user("thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b170-pgvector",
    build: (s) =>
      s
        .user("embeddings: pgvector in the main cluster or a separate service?")
        .assistant(
          "4M vectors × 1536 dims float4 is ~24 GB plus the HNSW index. db-w1 has 512 GB, 180 used. A separate service is one more thing to back up and fail over.",
        )
        .user("ok, pgvector on the main cluster. HNSW, cosine ops.")
        .bash("psql $STAGING_URL -c 'CREATE EXTENSION IF NOT EXISTS vector'", "CREATE EXTENSION")
        .file("Write", "migrations/0149_embeddings.sql")
        .user("we still need a recall benchmark, ef_search 40 vs 100. later, not this session.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["pgvector", "hnsw"] },
      { kind: "task", keys: ["ef_search"] },
    ],
  },
  {
    id: "b170-warehouse-feed",
    build: (s) =>
      s
        .user("warehouse feed: logical replication or nightly pg_dump?")
        .assistant(
          "Logical: minutes of lag, needs wal_level = logical (restart) and a slot that retains WAL if the subscriber dies. pg_dump: 24 h lag, ~40 min on the 310 GB db.",
        )
        .user("logical. publication warehouse_pub on orders, invoices, customers. nothing else.")
        .bash("psql $PROD_URL -c 'ALTER SYSTEM SET wal_level = logical'", "ALTER SYSTEM")
        .assistant("Takes effect at the next restart.")
        .user("restart is sunday. and before the slot goes live we need an alert on retained WAL > 50GB per slot.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["warehouse_pub"] },
      { kind: "task", keys: ["50gb"] },
    ],
  },
  {
    id: "b170-session-cleanup",
    build: (s) =>
      s
        .user("nightly cleanup of expired sessions: pg_cron or the worker cron trigger?")
        .assistant("pg_cron keeps it next to the data but needs a parameter group change on RDS. The worker already has a cron trigger for the 15-min jobs.")
        .user("worker cron. scheduling stays out of the database.")
        .file("Edit", "src/worker/cron.ts")
        .bash("npx wrangler deploy --dry-run", "Total Upload: 412.31 KiB / gzip: 88.20 KiB\n--dry-run: exiting now.")
        .stop("Added the 03:30 cleanup to the worker's cron triggers."),
    planted: [{ kind: "decision", keys: ["worker cron"] }],
  },
  {
    id: "b170-order-notes-fk",
    build: (s) =>
      s
        .user("ON DELETE CASCADE on the new order_notes fk?")
        .assistant("Cascade means deleting an order silently drops its notes. Do orders ever get hard-deleted?")
        .user("orders are only ever soft-deleted, the GDPR purge job is the one place that hard-deletes. So yes, cascade on order_notes.")
        .file("Write", "migrations/0148_order_notes.sql")
        .stop(),
    planted: [
      { kind: "fact", keys: ["purge"] },
      { kind: "decision", keys: ["cascade"] },
    ],
  },
  {
    id: "b170-money-type",
    build: (s) =>
      s
        .user("amounts: numeric(12,2) or bigint cents?")
        .assistant(
          "bigint: exact, 8 bytes, fast. numeric: exact, variable length, slower arithmetic. Currencies with 3 decimals (KWD, BHD) break a 2-digit assumption either way.",
        )
        .user("bigint minor units plus a currency char(3) column. exponent comes from the currencies table.")
        .file("Edit", "src/db/schema/money.ts")
        .bash("npm run typecheck", "> tsc --noEmit\n")
        .stop(),
    planted: [{ kind: "decision", keys: ["minor units"] }],
  },
  {
    id: "b170-pkey-bloat",
    build: (s) =>
      s
        .user("bloat on orders_pkey?")
        .bash(
          "psql $PROD_URL -c \"select avg_leaf_density, leaf_fragmentation from pgstatindex('orders_pkey')\"",
          " avg_leaf_density | leaf_fragmentation\n------------------+--------------------\n            41.2 |               38.9",
        )
        .assistant("Leaf density 41%: about half the index is empty space. REINDEX CONCURRENTLY would bring it near 90%.")
        .user("next maintenance night: REINDEX CONCURRENTLY orders_pkey. not now, we're at peak.")
        .stop(),
    planted: [{ kind: "task", keys: ["reindex", "orders_pkey"] }],
  },
  {
    id: "b170-postgis-update",
    build: (s) =>
      s
        .user("postgis version on prod?")
        .bash("psql $PROD_URL -Atc \"select extversion from pg_extension where extname = 'postgis'\"", "3.3.2")
        .assistant("3.3.2. The PG 16 packages ship 3.4.2, so ALTER EXTENSION postgis UPDATE hasn't been run since the upgrade.")
        .user("right. later this week: ALTER EXTENSION postgis UPDATE, staging first, then prod.")
        .stop(),
    planted: [{ kind: "task", keys: ["postgis"] }],
  },
  {
    id: "b170-tenant-rls",
    build: (s) =>
      s
        .user("tenant isolation: RLS, or tenant_id in every WHERE?")
        .assistant(
          "RLS with a policy tenant_id = current_setting('app.tenant_id')::bigint. A small per-row cost, and it catches a forgotten filter. With pgbouncer in transaction mode the setting has to be per transaction.",
        )
        .user("RLS. policy on every table that has tenant_id.")
        .file("Write", "migrations/0150_rls_policies.sql")
        .bash("psql $STAGING_URL -f migrations/0150_rls_policies.sql | sort | uniq -c", "     23 ALTER TABLE\n     23 CREATE POLICY")
        .assistant("23 tables with RLS enabled and a tenant policy on staging.")
        .user("the app sets app.tenant_id with SET LOCAL as the first statement of every transaction. never plain SET, it leaks across pooled connections.")
        .file("Edit", "src/db/tx.ts")
        .stop(),
    planted: [
      { kind: "decision", keys: ["rls"] },
      { kind: "instruction", keys: ["app.tenant_id"] },
    ],
  },
  {
    id: "b170-disk-growth",
    build: (s) =>
      s
        .user("disk on db-w1?")
        .bash(
          "ssh db-w1 df -h /var/lib/postgresql",
          "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme1n1    2.0T  1.4T  590G  71% /var/lib/postgresql",
        )
        .assistant("71% used, 590G free. pg_database_size history says about 9 GB a day over the last 30 days.")
        .user("right, db-w1 grows ~9 GB/day, steady. The volume is gp3 and can only be resized once every 6 hours, keep that in mind when it pages.")
        .stop("About 65 days of headroom at that rate. Nothing changed."),
    planted: [
      { kind: "fact", keys: ["9 gb/day"] },
      { kind: "fact", keys: ["6 hours"] },
    ],
  },
  {
    id: "b170-replica-params",
    build: (s) =>
      s
        .user("why is db-r1 slower than db-r2 on the same query?")
        .bash("for h in db-r1 db-r2; do psql -h $h -Atc 'show shared_buffers'; done", "4GB\n32GB")
        .assistant("db-r1 runs with shared_buffers 4GB, db-r2 with 32GB. Same instance size, so db-r1 has a different parameter group.")
        .user("that's it. db-r1 is still on the old pg16-small parameter group. Move it to pg16-large at the next maintenance night.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["pg16-small"] },
      { kind: "task", keys: ["pg16-large"] },
    ],
  },
  {
    id: "b170-copy-import",
    build: (s) =>
      s
        .user("customer csv import, 40M rows. INSERT batches run at 3k rows/s.")
        .assistant("COPY FROM STDIN does ~200k rows/s. Drop the indexes first and rebuild after?")
        .user("COPY yes. dropping indexes no, the table is live.")
        .bash("psql $PROD_URL -c \"\\copy customers_import FROM 'customers.csv' WITH (FORMAT csv, HEADER)\"", "COPY 40211873")
        .assistant("40,211,873 rows in 3 min 41 s.")
        .user("good. bulk loads are COPY from now on, no row-by-row INSERT loops. add a line to CONTRIBUTING.")
        .file("Edit", "CONTRIBUTING.md")
        .stop(),
    planted: [{ kind: "instruction", keys: ["bulk", "copy"] }],
  },
  {
    id: "b170-audit-retention",
    build: (s) =>
      s
        .user("audit_log retention: 90 days.")
        .assistant("Weekly partitions, drop the ones older than 90 days?")
        .user("yes.")
        .bash("psql $PROD_URL -Atc \"select pg_size_pretty(pg_total_relation_size('audit_log')), count(*) from audit_log\"", "212 GB|611203441")
        .user("scratch the 90. compliance came back: audit_log keeps 400 days. still weekly partitions.")
        .file("Edit", "migrations/0151_audit_log_partitions.sql")
        .assistant("Drop job keeps 58 weekly partitions (400 days, rounded up).")
        .stop(),
    planted: [{ kind: "decision", keys: ["audit_log", "400"] }],
  },
  {
    id: "b170-orders-id-int4",
    build: (s) =>
      s
        .user("orders.id, how close to the int limit?")
        .bash(
          "psql $PROD_URL -Atc \"select max(o.id), format_type(a.atttypid, null) from orders o, pg_attribute a where a.attrelid = 'orders'::regclass and a.attname = 'id' group by 2\"",
          "1893442101|integer",
        )
        .assistant("orders.id is int4: 1,893,442,101 of 2,147,483,647, 88% used. At ~1.1M orders a day that's about 230 days.")
        .user("so it runs out mid 2027. convert orders.id to bigint, plan it for Q1, don't wait for the alarm.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["int4"] },
      { kind: "task", keys: ["bigint", "q1"] },
    ],
  },
  {
    id: "b170-empty-heap-fetches",
    build: (s) =>
      s
        .user("what does 'Heap Fetches: 48211' mean in an index only scan")
        .assistant("Those pages weren't marked all-visible in the visibility map, so the scan visited the heap for 48211 rows anyway. VACUUM sets the bits.")
        .user("so vacuum would fix it?")
        .assistant("It lowers the count until new writes dirty those pages again.")
        .user("ok")
        .stop(),
    planted: [],
  },
  {
    id: "b170-empty-unlogged",
    build: (s) =>
      s
        .user("thinking about making sessions an unlogged table. thoughts?")
        .assistant("No WAL, roughly 3x faster writes. But it's truncated after a crash and not replicated, so replicas and a failover would see no sessions.")
        .user("hm, a failover would log everyone out. forget it.")
        .assistant("Leaving sessions as is.")
        .stop(),
    planted: [],
  },
  {
    id: "b170-cdc-slot",
    build: (s) =>
      s
        .user("alert: replication slot inactive")
        .bash(
          "psql $PROD_URL -c 'select slot_name, active, pg_size_pretty(pg_wal_lsn_diff(pg_current_wal_lsn(), restart_lsn)) retained from pg_replication_slots'",
          "  slot_name   | active | retained\n--------------+--------+----------\n debezium_cdc | f      | 212 GB\n warehouse    | t      | 88 MB",
        )
        .assistant("debezium_cdc is inactive and holds 212 GB of WAL. Drop it?")
        .user("no. debezium_cdc belongs to the data platform team. for their slots: page #data-platform first, don't drop anything yourself.")
        .stop("Not touching it."),
    planted: [
      { kind: "fact", keys: ["debezium_cdc"] },
      { kind: "instruction", keys: ["#data-platform"] },
    ],
  },
  {
    id: "b170-migration-tooling",
    build: (s) =>
      s
        .user("drizzle-kit generate produces ALTERs I don't trust. options?")
        .assistant("0100 onward are already plain SQL files with the small runner. drizzle could stay for the schema types only.")
        .user("agreed: hand-written SQL migrations, drizzle only for types. no more drizzle-kit generate.")
        .file("Edit", "package.json")
        .bash("npm run db:migrate -- --dry-run", "0151_audit_log_partitions.sql  pending\n1 pending, 0 applied")
        .user("todo: delete the old drizzle/meta snapshots once everyone has rebased.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["hand-written"] },
      { kind: "task", keys: ["drizzle/meta"] },
    ],
  },
  {
    id: "b170-orders-autovacuum",
    build: (s) =>
      s
        .user("autovacuum settings on orders?")
        .bash("psql $PROD_URL -Atc \"select reloptions from pg_class where relname = 'orders'\"", "")
        .assistant(
          "Defaults: scale factor 0.2, so a vacuum only after ~42M of 210M rows change. Options: scale factor 0.02, or scale 0 with a fixed threshold of 1M.",
        )
        .user("scale 0, threshold 1M. same on line_items.")
        .bash(
          "psql $PROD_URL -c 'ALTER TABLE orders SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000000); ALTER TABLE line_items SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000000)'",
          "ALTER TABLE\nALTER TABLE",
        )
        .assistant("Set on orders and line_items.")
        .user("the other tables over 10M rows need the same review. not today.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["threshold"] },
      { kind: "task", keys: ["10m rows"] },
    ],
  },
  {
    id: "b170-pool-size",
    build: (s) =>
      s
        .user("app waits on the pool. raise pgbouncer's pool?")
        .bash(
          "psql -p 6432 pgbouncer -c 'SHOW POOLS' | grep api",
          " app      | api       |        40 |        118 |        40 |       0 |       0 |         0 |       3 |     412880 | transaction",
        )
        .assistant("40 active, 118 waiting, maxwait 3 s. The primary has 16 vCPUs; past ~50 active backends throughput drops.")
        .user("default_pool_size 48, not higher. reserve_pool_size 8.")
        .file("Edit", "infra/pgbouncer/pgbouncer.ini")
        .bash("psql -p 6432 pgbouncer -c 'RELOAD'", "RELOAD")
        .stop("Reloaded; waiting clients 0 after a minute."),
    planted: [{ kind: "decision", keys: ["default_pool_size", "48"] }],
  },
  {
    id: "b170-pg17",
    build: (s) =>
      s
        .user("pg 17 has been out a while. upgrade?")
        .file("Read", "docs/roadmap.md")
        .assistant("17 brings incremental backups and cheaper vacuum memory. pg_upgrade --link on 1.4 TB takes minutes; the replicas need rebuilding.")
        .user("not this quarter. put the pg17 upgrade plan on the Q2 roadmap, after staging is on 16.")
        .stop(),
    planted: [{ kind: "task", keys: ["pg17"] }],
  },
];

export const BLIND170 = plantedSet(BLIND170_SESSIONS, Date.UTC(2026, 10, 23, 9));
