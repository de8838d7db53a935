/**
 * Blind planted set 76 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: database administration (PostgreSQL performance, indexes, vacuum, replication lag,
 * pgbackrest restores, pgbouncer pooling, big-table migrations, night pages) in a Grok CLI voice:
 * direct, a bit dry, some humour, long EXPLAIN ANALYZE and catalog output pasted.
 * Each session is one segment; the items planted in it are listed with it: 74 items (19 decisions, 18 instructions,
 * 21 facts, 16 tasks) in 48 sessions, 13 of which plant nothing (63 user/assistant messages between them). Every other message
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

export const BLIND76_SESSIONS: BlindSession[] = [
  {
    id: "b76-orders-seqscan",
    build: (s) =>
      s
        .user("orders dashboard query is at 14s again. p99 alarm went off twice overnight. can you look at it, prod replica is fine to hit")
        .bash(
          'psql "$RO_URL" -c "EXPLAIN (ANALYZE, BUFFERS) SELECT id, total_cents FROM orders WHERE customer_id = 88123 AND created_at > now() - interval \'90 days\' ORDER BY created_at DESC LIMIT 50"',
          `Limit  (cost=0.00..1893421.55 rows=50 width=16) (actual time=13902.114..13902.131 rows=50 loops=1)
  Buffers: shared hit=1204 read=2210934
  ->  Gather Merge  (cost=0.00..2283011.10 rows=61 width=16) (actual time=13902.110..13902.125 rows=50 loops=1)
        Workers Planned: 2
        Workers Launched: 2
        ->  Sort  (cost=0.00..2281994.02 rows=25 width=16) (actual time=13889.402..13889.405 rows=23 loops=3)
              Sort Key: created_at DESC
              ->  Parallel Seq Scan on orders  (cost=0.00..2281993.50 rows=25 width=16) (actual time=4211.010..13889.300 rows=71 loops=3)
                    Filter: ((customer_id = 88123) AND (created_at > (now() - '90 days'::interval)))
                    Rows Removed by Filter: 136702211
Planning Time: 0.412 ms
Execution Time: 13902.201 ms`,
        )
        .assistant(
          "Parallel seq scan over ~410M rows to return 71. The planner estimates 25 rows per worker, so it isn't wildly off on selectivity; it just has no usable index. Existing indexes on orders are the pkey and `orders_created_at_idx`. A composite on (customer_id, created_at) would turn this into an index scan. Want me to check n_distinct before we build anything?",
        )
        .bash(
          "psql \"$RO_URL\" -c \"SELECT attname, n_distinct, null_frac FROM pg_stats WHERE tablename='orders' AND attname IN ('customer_id','created_at')\"",
          ` attname     | n_distinct | null_frac
-------------+------------+-----------
 customer_id |      -0.02 |         0
 created_at  |         -1 |         0
(2 rows)`,
        )
        .user(
          "stats look sane. ok go with the composite, call it orders_customer_created_idx. and fyi for the future: on prod we always build indexes with CREATE INDEX CONCURRENTLY, I've been burned by a 40 minute ACCESS EXCLUSIVE lock before and I'm not doing that again",
        )
        .file("Write", "migrations/20261104_orders_customer_created_idx.sql")
        .assistant(
          "Migration written: `CREATE INDEX CONCURRENTLY IF NOT EXISTS orders_customer_created_idx ON orders (customer_id, created_at DESC);` with `-- migrate:no-transaction` at the top, since CONCURRENTLY can't run inside a transaction block.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["orders_customer_created_idx"] },
      { kind: "instruction", keys: ["concurrently"] },
    ],
  },
  {
    id: "b76-replica-lag-page",
    build: (s) =>
      s
        .user("paged at 03:12, replica lag on pg-replica-2 at 9 minutes. half asleep. what's going on")
        .bash(
          'psql "$PRIMARY_URL" -c "SELECT client_addr, state, write_lag, flush_lag, replay_lag FROM pg_stat_replication"',
          ` client_addr  |   state   | write_lag       | flush_lag       | replay_lag
--------------+-----------+-----------------+-----------------+-----------------
 10.0.3.21    | streaming | 00:00:00.001    | 00:00:00.002    | 00:00:00.40
 10.0.3.22    | streaming | 00:00:00.001    | 00:00:00.003    | 00:09:12.771
(2 rows)`,
        )
        .bash(
          'psql "$REPLICA2_URL" -c "SELECT pid, now()-xact_start AS age, state, left(query,80) FROM pg_stat_activity WHERE backend_type=\'client backend\' ORDER BY age DESC NULLS LAST LIMIT 3"',
          `  pid  |   age    | state  | left
-------+----------+--------+--------------------------------------------------------------------------------
 40121 | 00:41:07 | active | SELECT * FROM events_raw e JOIN sessions s ON s.id = e.session_id WHERE e.ts >
 40388 | 00:00:02 | active | SELECT 1
(2 rows)`,
        )
        .assistant(
          "Write and flush lag are near zero, replay lag is 9 minutes: WAL arrives, it just isn't applied. Pid 40121 has been running a 41-minute analytics join on replica-2, and with `max_standby_streaming_delay = -1` there the startup process waits for it instead of cancelling it. That's the lag. I can `pg_cancel_backend(40121)` now.",
        )
        .user("do it")
        .bash('psql "$REPLICA2_URL" -c "SELECT pg_cancel_backend(40121)"', ` pg_cancel_backend\n-------------------\n t\n(1 row)`)
        .assistant("Cancelled. replay_lag is back to 0.3s after about 40 seconds.")
        .user(
          "right. so replica-2 is the one metabase points at, that's why it has the infinite standby delay, the analysts complained about cancelled queries last year. remind me tomorrow to talk to Priya about giving metabase its own replica instead, I don't want analytics blocking failover candidates",
        )
        .stop("Noted. Lag is back to normal; going back to sleep is allowed."),
    planted: [
      { kind: "fact", keys: ["metabase", "replica-2"] },
      { kind: "task", keys: ["priya", "metabase"] },
    ],
  },
  {
    id: "b76-pgbouncer-pool-mode",
    build: (s) =>
      s
        .user("the api is throwing 'prepared statement \"S_1\" does not exist' after we moved it behind pgbouncer. thoughts?")
        .bash(
          "grep -E '^(pool_mode|default_pool_size|max_client_conn|server_reset_query)' /etc/pgbouncer/pgbouncer.ini",
          `pool_mode = transaction
default_pool_size = 40
max_client_conn = 2000
server_reset_query = DISCARD ALL`,
        )
        .assistant(
          "Transaction pooling plus server-side prepared statements: the statement gets prepared on one server connection and the next transaction lands on another. Two ways out: switch pgbouncer to session mode for this client (loses most of the pooling benefit), or turn off named prepared statements in the driver. With pgx that's `default_query_exec_mode=simple_protocol` or `cache_describe`. There's also pgbouncer 1.21's `max_prepared_statements`, which tracks them for you, but we're on 1.18.",
        )
        .bash("pgbouncer --version", "PgBouncer 1.18.0\nlibevent 2.1.12-stable\nadapters: evdns2\ntls: OpenSSL 3.0.2 15 Mar 2022")
        .user(
          "session mode is a nonstarter, we'd need 2000 backends. we keep transaction pooling and the app disables prepared statements, cache_describe it is. and upgrading pgbouncer to 1.21+ is a real todo, put it on the list for next sprint, it's not happening this week",
        )
        .file("Edit", "services/api/internal/db/pool.go")
        .assistant("Set `config.ConnConfig.DefaultQueryExecMode = pgx.QueryExecModeCacheDescribe` in pool.go. The S_1 errors should stop after the deploy.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cache_describe"] },
      { kind: "task", keys: ["1.21"] },
    ],
  },
  {
    id: "b76-vacuum-events-bloat",
    build: (s) =>
      s
        .user("events table is 380GB and I swear it was 200 last month. bloat?")
        .bash(
          'psql "$PRIMARY_URL" -c "SELECT relname, n_live_tup, n_dead_tup, last_autovacuum, autovacuum_count FROM pg_stat_user_tables WHERE relname=\'events\'"',
          ` relname | n_live_tup | n_dead_tup |        last_autovacuum        | autovacuum_count
---------+------------+------------+-------------------------------+------------------
 events  |  611204993 |  298411002 | 2026-10-19 04:11:52.10392+00  |               14
(1 row)`,
        )
        .assistant(
          "300M dead tuples and the last autovacuum finished two weeks ago. With the default `autovacuum_vacuum_scale_factor = 0.2` it waits for ~120M dead rows before even starting, and then it throttles itself at cost_limit 200. On a table this size it never catches up.",
        )
        .bash(
          'psql "$PRIMARY_URL" -c "SELECT pid, now()-xact_start, state, query FROM pg_stat_activity WHERE backend_xmin IS NOT NULL ORDER BY xact_start LIMIT 3"',
          `  pid  |    ?column?     |        state        | query
-------+-----------------+---------------------+------------------------------
 22810 | 16 days 02:11:40 | idle in transaction | BEGIN; -- never commit; TODO remove
(1 row)`,
        )
        .assistant(
          "And there's the real culprit: pid 22810 has been idle in transaction for 16 days, holding back the xmin horizon, so vacuum couldn't remove anything newer anyway. The query text is literally a comment from someone's psql session.",
        )
        .user(
          "lol. kill it. and ok confirmed then, the root cause of the events bloat is that abandoned idle-in-transaction session, not autovacuum settings. still, set per-table autovacuum_vacuum_scale_factor to 0.01 on events, we agreed that in the design review anyway",
        )
        .bash(
          'psql "$PRIMARY_URL" -c "SELECT pg_terminate_backend(22810); ALTER TABLE events SET (autovacuum_vacuum_scale_factor = 0.01);"',
          " pg_terminate_backend\n----------------------\n t\n(1 row)\n\nALTER TABLE",
        )
        .assistant("Terminated 22810 and set scale_factor 0.01 on events. Autovacuum picked it up within a minute; it'll take a while on 300M dead rows.")
        .user("also, going forward, idle_in_transaction_session_timeout on prod should be 10min. it's at 0 now. that's a rule, not a suggestion")
        .stop("Understood, I'll put the timeout change in a config PR."),
    planted: [
      { kind: "fact", keys: ["idle-in-transaction", "bloat"] },
      { kind: "decision", keys: ["0.01"] },
      { kind: "instruction", keys: ["idle_in_transaction_session_timeout", "10min"] },
    ],
  },
  {
    id: "b76-empty-explain-chat",
    build: (s) =>
      s
        .user("quick one, what's the difference between 'Buffers: shared hit' and 'read' in EXPLAIN again? I always forget")
        .assistant(
          "`shared hit` = pages found in shared_buffers. `read` = pages Postgres had to ask the OS for, which may still come from the page cache, so 'read' doesn't necessarily mean disk. `dirtied` and `written` are the other two you'll see on writes.",
        )
        .user("so read doesn't mean slow necessarily")
        .assistant(
          "Correct. A read from page cache costs microseconds, a read from an EBS volume a few milliseconds. EXPLAIN can't tell them apart unless you turn on `track_io_timing`, then you get `I/O Timings: read=...`.",
        )
        .user("neat, thanks")
        .stop("Any time."),
    planted: [],
  },
  {
    id: "b76-backup-restore-drill",
    build: (s) =>
      s
        .user("monthly restore drill. restore last night's pgbackrest backup to the scratch box and tell me how long it took")
        .bash(
          "pgbackrest --stanza=main info",
          `stanza: main
    status: ok
    cipher: aes-256-cbc

    db (current)
        wal archive min/max (15): 00000001000031A200000011/00000001000031B4000000C2

        full backup: 20261101-010002F
            timestamp start/stop: 2026-11-01 01:00:02 / 2026-11-01 03:48:51
            database size: 1.9TB, database backup size: 1.9TB
            repo1: backup set size: 412.7GB, backup size: 412.7GB

        incr backup: 20261101-010002F_20261103-010001I
            timestamp start/stop: 2026-11-03 01:00:01 / 2026-11-03 01:22:40
            database size: 1.9TB, database backup size: 61.2GB`,
        )
        .bash(
          "time pgbackrest --stanza=main --delta --process-max=8 restore --target-action=promote --type=immediate",
          `2026-11-04 09:12:01 P00   INFO: restore command begin 2.49
2026-11-04 10:58:44 P00   INFO: restore size = 1.9TB, file total = 28114
2026-11-04 10:58:44 P00   INFO: restore command end: completed successfully (6403201ms)

real	106m43.201s`,
        )
        .assistant(
          "Restore completed in 1h47m with process-max=8, then WAL replay to consistency took another 4 minutes. Row counts on orders/events/customers match the primary as of the backup time.",
        )
        .user(
          "107 min for 1.9TB. our RTO on paper is 2h, so that's cutting it close. write down that a full restore of main takes ~1h47m at process-max 8, people keep asking me",
        )
        .assistant("Should we try process-max=16 next month to see if it scales? The scratch box has 16 cores.")
        .user("maybe. don't know yet if the repo's S3 bandwidth is the limit. let's not commit to anything")
        .stop("Fine, leaving it as an open question."),
    planted: [
      { kind: "fact", keys: ["1h47m"] },
      { kind: "fact", keys: ["rto", "2h"] },
    ],
  },
  {
    id: "b76-migration-add-column",
    build: (s) =>
      s
        .user("need to add `archived_at timestamptz` to invoices (220M rows) and backfill it from status='archived'. plan?")
        .assistant(`Plan:
1. \`ALTER TABLE invoices ADD COLUMN archived_at timestamptz;\` (nullable, no default: metadata-only, instant)
2. Backfill in batches of 10k by primary key range, with a short sleep between batches so replicas keep up
3. Index afterwards, CONCURRENTLY

The one thing I'd avoid is a single \`UPDATE invoices SET archived_at = updated_at WHERE status='archived'\`: one giant transaction, 40M row versions, replica lag through the roof.`)
        .user(
          "yes to all of it. batches of 10k by id range, sleep 200ms. and tbh make that the house rule: any backfill over 1M rows goes in batches with the batch script, never one UPDATE. put it in the runbook too",
        )
        .file("Write", "scripts/backfill_invoices_archived_at.py")
        .file("Edit", "docs/runbooks/migrations.md")
        .bash(
          "python scripts/backfill_invoices_archived_at.py --dry-run --batch 10000",
          `dry run: 22,004 batches, est. 40,113,206 rows
first batch: id 1..10000 (3,381 rows would change)
est duration at 200ms sleep: ~1h58m`,
        )
        .assistant("Dry run: 22k batches, about 2h. Runbook section 'Large backfills' added with the 1M-row rule.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["10k"] },
      { kind: "instruction", keys: ["1m rows", "batches"] },
    ],
  },
  {
    id: "b76-empty-conn-count",
    build: (s) =>
      s
        .user("how many connections is prod at right now")
        .bash('psql "$PRIMARY_URL" -Atc "SELECT count(*), (SELECT setting FROM pg_settings WHERE name=\'max_connections\') FROM pg_stat_activity"', "312|500")
        .assistant("312 of 500. About 280 of those are pgbouncer's server connections, the rest are replication, monitoring and a couple of psql sessions.")
        .user("whose psql sessions")
        .bash(
          'psql "$PRIMARY_URL" -c "SELECT usename, client_addr, now()-backend_start AS age FROM pg_stat_activity WHERE application_name=\'psql\'"',
          ` usename |  client_addr  |   age
---------+---------------+----------
 dmitri  | 10.0.9.14     | 02:13:41
 jo      | 10.0.9.30     | 00:04:02
(2 rows)`,
        )
        .assistant("Dmitri's has been open 2h13m, Jo's 4 minutes. Both idle, not in a transaction.")
        .user("fine, leave them")
        .stop("Leaving them."),
    planted: [],
  },
  {
    id: "b76-slow-login-lower",
    build: (s) =>
      s
        .user("login is slow. this query, 800ms: SELECT * FROM users WHERE lower(email) = lower($1)")
        .bash(
          'psql "$RO_URL" -c "EXPLAIN ANALYZE SELECT * FROM users WHERE lower(email) = lower(\'a@b.io\')"',
          `Gather  (cost=1000.00..118312.41 rows=21044 width=412) (actual time=611.201..803.544 rows=1 loops=1)
  Workers Planned: 2
  Workers Launched: 2
  ->  Parallel Seq Scan on users  (cost=0.00..115208.01 rows=8768 width=412) (actual time=702.110..790.338 rows=0 loops=3)
        Filter: (lower((email)::text) = 'a@b.io'::text)
        Rows Removed by Filter: 1402911
Planning Time: 0.101 ms
Execution Time: 803.601 ms`,
        )
        .assistant(
          "The unique index is on `email`, not `lower(email)`, so the function call hides it. Options: an expression index on `lower(email)`, or convert the column to `citext`. Converting to citext rewrites the table and touches every query that compares it; the expression index is additive.",
        )
        .user("what would you do?")
        .assistant(
          "Expression index: `CREATE UNIQUE INDEX CONCURRENTLY users_email_lower_key ON users (lower(email));` Unique also enforces case-insensitive uniqueness, which I suspect you want anyway.",
        )
        .user("agreed, expression index, unique. no citext")
        .file("Write", "migrations/20261104_users_email_lower_key.sql")
        .bash(
          'psql "$STAGING_URL" -f migrations/20261104_users_email_lower_key.sql && psql "$STAGING_URL" -c "EXPLAIN ANALYZE SELECT * FROM users WHERE lower(email)=lower(\'a@b.io\')" | tail -3',
          `CREATE INDEX
 Index Scan using users_email_lower_key on users  (cost=0.43..8.45 rows=1 width=412) (actual time=0.031..0.032 rows=1 loops=1)
Planning Time: 0.190 ms
Execution Time: 0.051 ms`,
        )
        .stop("On staging: 0.05ms, index scan on users_email_lower_key."),
    planted: [{ kind: "decision", keys: ["users_email_lower_key"] }],
  },
  {
    id: "b76-oncall-disk-wal",
    build: (s) =>
      s
        .user("PAGE: pg-primary disk 91%. it's 2am. pls")
        .bash(
          "df -h /var/lib/postgresql && du -sh /var/lib/postgresql/15/main/pg_wal",
          `Filesystem      Size  Used Avail Use% Mounted on
/dev/nvme1n1    3.5T  3.2T  318G  91% /var/lib/postgresql
412G	/var/lib/postgresql/15/main/pg_wal`,
        )
        .bash(
          'psql "$PRIMARY_URL" -c "SELECT slot_name, active, pg_size_pretty(pg_wal_lsn_diff(pg_current_wal_lsn(), restart_lsn)) AS retained FROM pg_replication_slots"',
          `      slot_name       | active | retained
----------------------+--------+----------
 replica_1            | t      | 12 MB
 replica_2            | t      | 9 MB
 debezium_orders      | f      | 398 GB
(3 rows)`,
        )
        .assistant(
          "pg_wal is 412GB and an inactive slot, `debezium_orders`, is holding 398GB of it. The CDC connector must have died. Dropping the slot frees the WAL immediately, but the connector then needs a fresh snapshot.",
        )
        .user(
          "who even owns debezium? ugh. ok the data team owns debezium, it's Marco's. drop the slot, he can resnapshot. then set max_slot_wal_keep_size to 200GB so a dead slot can't fill the disk again, that's the decision, I'm not waking up for this twice",
        )
        .bash(
          'psql "$PRIMARY_URL" -c "SELECT pg_drop_replication_slot(\'debezium_orders\')" -c "ALTER SYSTEM SET max_slot_wal_keep_size = \'200GB\'" -c "SELECT pg_reload_conf()"',
          " pg_drop_replication_slot\n--------------------------\n \n(1 row)\n\nALTER SYSTEM\n pg_reload_conf\n----------------\n t\n(1 row)",
        )
        .bash("sleep 60; df -h /var/lib/postgresql | tail -1", "/dev/nvme1n1    3.5T  2.8T  716G  80% /var/lib/postgresql")
        .assistant("Slot dropped, WAL recycled at the next checkpoint: disk at 80%. max_slot_wal_keep_size is 200GB now.")
        .user("tell Marco in the morning. actually no, I already messaged him. go to bed robot")
        .stop(),
    planted: [
      { kind: "fact", keys: ["debezium", "marco"] },
      { kind: "decision", keys: ["max_slot_wal_keep_size", "200gb"] },
    ],
  },
  {
    id: "b76-empty-pgstat-reset",
    build: (s) =>
      s
        .user("should we reset pg_stat_statements before the load test? or would that lose something useful")
        .assistant(
          "Resetting loses the cumulative history since the last reset (it was 9 days ago per `pg_stat_statements_info.stats_reset`). If you want a clean picture of just the load test, the usual trick is to snapshot the view into a table first, then reset.",
        )
        .user("hmm. maybe we snapshot. or maybe we just diff before/after without resetting. not sure yet")
        .assistant("Diffing works too, as long as nobody restarts Postgres in between. Either is fine for a one-off.")
        .user("let me think about it over lunch")
        .stop("Sure."),
    planted: [],
  },
  {
    id: "b76-pgbouncer-ownership",
    build: (s) =>
      s
        .user("who do I ask about raising default_pool_size on pgbouncer-api? context: new hire, first on-call week")
        .bash(
          "cat ops/OWNERS.yaml | grep -A3 pgbouncer",
          `pgbouncer-api:
  owner: platform-db
  config: ansible/roles/pgbouncer/templates/pgbouncer.ini.j2
  notes: "must go through change review; never hand-edit on the box"`,
        )
        .assistant("OWNERS.yaml says platform-db owns pgbouncer-api and the config is templated in `ansible/roles/pgbouncer/templates/pgbouncer.ini.j2`.")
        .user(
          "right, that matches what Sam told me. so the pgbouncer config lives in the ansible role, not on the box. good to know. anyway. I think we need it at 60 but I'll ask first",
        )
        .assistant(
          "Makes sense. Current value is 40; the pool was saturated (cl_waiting > 0) for about 6 minutes yesterday at 14:00 according to the exporter.",
        )
        .stop(),
    planted: [{ kind: "fact", keys: ["ansible", "pgbouncer"] }],
  },
  {
    id: "b76-statement-timeout-rule",
    build: (s) =>
      s
        .user(
          "the reporting job ran a 3 hour query on the primary again. from now on every role except postgres and the migration role gets statement_timeout = 30s at the role level. reporting uses the replica, full stop",
        )
        .bash(
          "psql \"$PRIMARY_URL\" -Atc \"SELECT rolname FROM pg_roles WHERE rolcanlogin AND rolname NOT IN ('postgres','migrator')\"",
          "api\nworker\nreporting\nmetabase_ro\ngrafana",
        )
        .file("Write", "migrations/20261104_role_statement_timeouts.sql")
        .assistant(
          "Migration sets `ALTER ROLE ... SET statement_timeout = '30s'` for api, worker, reporting, metabase_ro and grafana. Note the worker role has a nightly job that takes about 4 minutes; it will start failing.",
        )
        .user("ugh right, the dedupe job. ok worker gets 10min, everything else 30s")
        .file("Edit", "migrations/20261104_role_statement_timeouts.sql")
        .assistant("Updated: worker 10min, the others 30s.")
        .user("and point the reporting job at the replica. TODO for me: check if reporting even still needs write access, I doubt it")
        .stop("Reporting's DATABASE_URL now points at pg-replica-1."),
    planted: [
      { kind: "instruction", keys: ["statement_timeout", "30s"] },
      { kind: "instruction", keys: ["reporting", "replica"] },
      { kind: "task", keys: ["reporting", "write access"] },
    ],
  },
  {
    id: "b76-empty-joke",
    build: (s) =>
      s
        .user("I've been staring at EXPLAIN output for 6 hours. tell me something funny about databases")
        .assistant("A DBA walks into a NoSQL bar, but leaves because he can't find a table.")
        .user("that's terrible")
        .assistant("It's a seq scan of a joke: it has to read everything before it gets to the point.")
        .user("ok that one's worse. back to work")
        .stop("Back to work."),
    planted: [],
  },
  {
    id: "b76-partition-events",
    build: (s) =>
      s
        .user("we keep talking about partitioning events. let's actually decide. options you see?")
        .assistant(`Three realistic ones:
1. Native range partitioning by month on ts, with pg_partman creating partitions ahead and dropping old ones
2. Range by week: smaller partitions, 4x the count
3. Hash by session_id: even sizes, but retention stops being a DROP TABLE

Retention is your main pain (the 90-day delete job), so I'd go 1.`)
        .user("what about 2? weekly sounds nice for the vacuum side")
        .assistant(
          "It would help vacuum a bit, but you'd have ~60 partitions live and planning time grows with partition count on queries that can't prune. Monthly keeps it near 4.",
        )
        .user("fine. monthly range on ts with pg_partman. hash is out")
        .bash('psql "$PRIMARY_URL" -c "SELECT extversion FROM pg_extension WHERE extname=\'pg_partman\'"', " extversion\n------------\n(0 rows)")
        .assistant("pg_partman isn't installed on prod yet. It's in the RDS allowed list? No, we're self-hosted, so it needs the package on the hosts first.")
        .user("yeah. follow-up for next week: get pg_partman packaged into the postgres ansible role, then we schedule the migration")
        .file("Write", "docs/design/events-partitioning.md")
        .stop("Design doc written with the monthly range choice and the open packaging step."),
    planted: [
      { kind: "decision", keys: ["monthly", "pg_partman"] },
      { kind: "task", keys: ["pg_partman", "ansible"] },
    ],
  },
  {
    id: "b76-psql-conventions",
    build: (s) =>
      s
        .user(`few ground rules before you touch anything in this repo:
- never run anything against prod from your session without showing me the SQL first
- read-only stuff goes to $RO_URL, not $PRIMARY_URL
- I prefer pg_size_pretty in any output you show me, I can't read raw bytes at 2am`)
        .assistant("Got it. Showing SQL before any prod write, read-only queries on $RO_URL, sizes through pg_size_pretty.")
        .bash(
          'psql "$RO_URL" -c "SELECT relname, pg_size_pretty(pg_total_relation_size(relid)) FROM pg_statio_user_tables ORDER BY pg_total_relation_size(relid) DESC LIMIT 5"',
          `  relname  | pg_size_pretty
-----------+----------------
 events    | 381 GB
 orders    | 214 GB
 invoices  | 96 GB
 audit_log | 88 GB
 sessions  | 31 GB
(5 rows)`,
        )
        .assistant("Top five by total size, indexes and toast included. events is still the big one.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["show", "sql first"] },
      { kind: "instruction", keys: ["ro_url"] },
      { kind: "instruction", keys: ["pg_size_pretty"] },
    ],
  },
  {
    id: "b76-audit-log-retention",
    build: (s) =>
      s
        .user("audit_log is 88GB. legal says we keep 7 years of audit_log, so we can't just drop old rows. can we move them somewhere cheaper")
        .assistant(
          "Options: detach old partitions (it isn't partitioned yet), or export old months to parquet in S3 and delete them from Postgres. Since legal needs it retrievable, not queryable in real time, parquet in S3 with a manifest works.",
        )
        .user(
          "legal says 'retrievable within 5 business days', so yes, parquet in S3 is fine. but not now, this is a Q1 thing. make a note: Q1, export audit_log older than 13 months to parquet in s3",
        )
        .file("Edit", "docs/backlog.md")
        .bash(
          'psql "$RO_URL" -Atc "SELECT date_trunc(\'year\', created_at)::date, count(*) FROM audit_log GROUP BY 1 ORDER BY 1"',
          "2019-01-01|10211840\n2020-01-01|31002911\n2021-01-01|44120008\n2022-01-01|58823001\n2023-01-01|61011222\n2024-01-01|70912330\n2025-01-01|83001442\n2026-01-01|71201004",
        )
        .assistant("Added to the backlog. For sizing: about 290M rows are older than 13 months.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["7 years", "audit_log"] },
      { kind: "task", keys: ["parquet", "13 months"] },
    ],
  },
  {
    id: "b76-empty-index-question",
    build: (s) =>
      s
        .user("is a BRIN index on events.ts a good idea? or is that a meme")
        .assistant(
          "It can be very good when ts correlates with physical order, which for an append-only events table it usually does. BRIN on 380GB would be a few MB versus ~14GB for the btree. The catch is any UPDATE or out-of-order insert hurts correlation.",
        )
        .user("I think the mobile sdk sends late events sometimes? no idea how late or how many")
        .assistant(
          "Then correlation will be below 1, and how much it matters depends on how many. I'd check `pg_stats.correlation` for ts before anyone builds anything.",
        )
        .user("ok, not today though")
        .stop("Noted, nothing built."),
    planted: [],
  },
  {
    id: "b76-hot-standby-feedback",
    build: (s) =>
      s
        .user("should we just turn on hot_standby_feedback on replica-1 so long queries stop getting cancelled there?")
        .bash('psql "$REPLICA1_URL" -Atc "SHOW hot_standby_feedback; SHOW max_standby_streaming_delay"', "off\n30s")
        .assistant(
          "It would stop the 'canceling statement due to conflict with recovery' errors, but the primary then keeps dead rows around for the replica's oldest query, so vacuum on the primary gets held back by replica workloads. Given the events bloat you just cleaned up, I'd be careful.",
        )
        .user("yeah no. scratch that idea, hot_standby_feedback stays off. the cancelled queries are the price")
        .assistant("Leaving it off. replica-1 keeps max_standby_streaming_delay at 30s.")
        .file("Read", "ansible/roles/postgres/templates/postgresql.conf.j2")
        .user("btw replica-1 is the failover target, replica-2 is not. keep that in mind whenever you're changing either of them")
        .stop("Got it: replica-1 is the failover target."),
    planted: [
      { kind: "decision", keys: ["hot_standby_feedback"] },
      { kind: "fact", keys: ["replica-1", "failover"] },
    ],
  },
  {
    id: "b76-explain-n-plus-one",
    build: (s) =>
      s
        .user("pg_stat_statements top entry by calls. what is this")
        .bash(
          'psql "$RO_URL" -c "SELECT calls, round(mean_exec_time::numeric,2) AS mean_ms, left(query,90) FROM pg_stat_statements ORDER BY calls DESC LIMIT 3"',
          `   calls    | mean_ms |                                           left
------------+---------+------------------------------------------------------------------------------------------
 1840221033 |    0.08 | SELECT id, name, sku FROM line_items WHERE order_id = $1
  201933012 |    0.41 | SELECT * FROM orders WHERE id = $1
   88102113 |    1.90 | UPDATE sessions SET last_seen = $1 WHERE id = $2
(3 rows)`,
        )
        .assistant(
          "1.84 billion calls of a single-order line_items lookup at 0.08ms each: cheap per call, but that's the ORM loading line items one order at a time. Classic N+1, probably the order history endpoint.",
        )
        .bash(
          "rg -n 'line_items' services/api/internal/orders/*.go | head",
          "services/api/internal/orders/history.go:41:\tfor _, o := range orders {\nservices/api/internal/orders/history.go:42:\t\titems, err := r.lineItems(ctx, o.ID)",
        )
        .assistant("Confirmed: history.go loops over orders and calls lineItems per order. A single `WHERE order_id = ANY($1)` would replace it.")
        .user("yep that's it. don't fix it now, it's the api team's code. TODO: open a ticket for the api team about the line_items N+1 in history.go")
        .stop("I'll leave the code alone."),
    planted: [
      { kind: "fact", keys: ["history.go", "n+1"] },
      { kind: "task", keys: ["ticket", "line_items"] },
    ],
  },
  {
    id: "b76-empty-status-report",
    build: (s) =>
      s
        .user("summarise what we did today for the handover note")
        .assistant(`Today:
- Reindexed orders_created_at_idx CONCURRENTLY (bloat 61% -> 3%)
- Cancelled a 41-minute query on replica-2 that caused 9 minutes of replay lag
- Ran the monthly restore drill, restore OK
- Reviewed the invoices backfill script, dry run only`)
        .user("add that the reindex took 38 minutes")
        .assistant("Added: 'Reindex took 38 minutes.'")
        .user("good. send it")
        .bash("./scripts/post_handover.sh handover-2026-11-04.md", "posted to #db-oncall (ts 1762259101.003311)")
        .stop("Posted to #db-oncall."),
    planted: [],
  },
  {
    id: "b76-pg-upgrade-plan",
    build: (s) =>
      s
        .user("we're on 15.4. 17 has been out a while. I'd like a plan for the major upgrade, pg_upgrade --link vs logical replication")
        .assistant(
          "pg_upgrade --link: minutes of downtime, but the old cluster is unusable once you start the new one, so rollback means restore from backup. Logical replication: near-zero downtime and an easy rollback path, but sequences don't replicate, DDL freezes during the sync, and 1.9TB initial sync takes a day or so.",
        )
        .user("we did pg_upgrade --link for 13->15 and it went fine in 9 minutes. let's do the same, with a fresh pgbackrest full right before")
        .bash("ls /usr/lib/postgresql/", "15")
        .assistant("Only 15 binaries installed. The hosts need the 17 packages first.")
        .user("right. someone needs to add 17 to the ansible role and do a dry run on the scratch box, probably me, next week")
        .file("Write", "docs/design/pg17-upgrade.md")
        .stop("Upgrade doc written: pg_upgrade --link, fresh full backup before, the packaging step open."),
    planted: [
      { kind: "decision", keys: ["pg_upgrade --link"] },
      { kind: "task", keys: ["17", "dry run"] },
    ],
  },
  {
    id: "b76-checkpoint-warnings",
    build: (s) =>
      s
        .user("what are these in the log, should I care")
        .bash(
          "grep -c 'checkpoints are occurring too frequently' /var/log/postgresql/postgresql-15-main.log; grep 'checkpoints are occurring' /var/log/postgresql/postgresql-15-main.log | tail -2",
          `214
2026-11-04 01:02:11 UTC [1201] LOG:  checkpoints are occurring too frequently (22 seconds apart)
2026-11-04 01:02:11 UTC [1201] HINT:  Consider increasing the configuration parameter "max_wal_size".`,
        )
        .bash('psql "$RO_URL" -Atc "SHOW max_wal_size; SHOW checkpoint_timeout"', "1GB\n5min")
        .assistant(
          "All 214 occurrences are between 01:00 and 01:40, which is the nightly batch. max_wal_size is still the default 1GB, so the batch forces a checkpoint every ~20s. Raising it to 16GB would let checkpoint_timeout drive checkpoints instead.",
        )
        .user("go 16GB. it's a 3.5T disk, we can afford it")
        .file("Edit", "ansible/roles/postgres/templates/postgresql.conf.j2")
        .assistant("max_wal_size = 16GB in the template. Takes effect on reload, no restart needed.")
        .user(
          "cool. and the nightly batch is the 'billing rollup' thing, it always runs at 01:00 UTC, that's why everything is spicy then. put on my list: ask the billing team whether the rollup can be spread across the night instead of one burst",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["max_wal_size", "16gb"] },
      { kind: "fact", keys: ["billing rollup", "01:00"] },
      { kind: "task", keys: ["spread", "rollup"] },
    ],
  },
  {
    id: "b76-empty-debug-lock",
    build: (s) =>
      s
        .user("deploy is hanging on migration 0412. locks?")
        .bash(
          'psql "$PRIMARY_URL" -c "SELECT pid, locktype, mode, granted, left(query,60) FROM pg_locks JOIN pg_stat_activity USING (pid) WHERE relation=\'subscriptions\'::regclass"',
          `  pid  | locktype |        mode         | granted |                             left
-------+----------+---------------------+---------+--------------------------------------------------------------
 51002 | relation | AccessShareLock     | t       | SELECT * FROM subscriptions WHERE status = 'active' AND ren
 51340 | relation | AccessExclusiveLock | f       | ALTER TABLE subscriptions ADD CONSTRAINT subscriptions_plan
(2 rows)`,
        )
        .assistant(
          "The migration's ALTER TABLE is waiting for an AccessExclusiveLock behind a long SELECT (pid 51002). Everything else touching subscriptions is now queued behind the ALTER. Could be the renewal worker.",
        )
        .user("maybe, or the finance export. just cancel 51002")
        .bash('psql "$PRIMARY_URL" -c "SELECT pg_cancel_backend(51002)"', " pg_cancel_backend\n-------------------\n t\n(1 row)")
        .assistant("Cancelled; the migration finished in 0.4s and the queue drained.")
        .stop(),
    planted: [],
  },
  {
    id: "b76-runbook-style",
    build: (s) =>
      s
        .user(
          "write the runbook entry for 'replica lag page'. style notes: runbooks go in docs/runbooks/, one file per alert, named after the alert. commands must be copy-pasteable, no placeholders like <host>, use the env vars",
        )
        .file("Read", "docs/runbooks/disk-full.md")
        .file("Write", "docs/runbooks/PostgresReplicaLagHigh.md")
        .assistant(
          "Written as docs/runbooks/PostgresReplicaLagHigh.md, following disk-full.md's layout: symptoms, check write/flush/replay lag, find the blocking query on the standby, cancel, escalate. All commands use $PRIMARY_URL / $REPLICA1_URL / $REPLICA2_URL.",
        )
        .bash(
          "npx markdownlint-cli2 docs/runbooks/PostgresReplicaLagHigh.md",
          "markdownlint-cli2 v0.13.0 (markdownlint v0.34.0)\nFinding: docs/runbooks/PostgresReplicaLagHigh.md\nLinting: 1 file(s)\nSummary: 0 error(s)",
        )
        .user(
          "good. one more thing, add a line at the top with the alert's grafana link. actually every runbook should have the grafana panel link as the first line, do that from now on",
        )
        .file("Edit", "docs/runbooks/PostgresReplicaLagHigh.md")
        .stop("Grafana panel link added as the first line."),
    planted: [
      { kind: "instruction", keys: ["docs/runbooks/", "one file per alert"] },
      { kind: "instruction", keys: ["copy-pasteable"] },
      { kind: "instruction", keys: ["grafana", "first line"] },
    ],
  },
  {
    id: "b76-pgbouncer-auth",
    build: (s) =>
      s
        .user("new service 'ledger' needs to connect through pgbouncer. add it")
        .bash(
          "grep -n auth_ ansible/roles/pgbouncer/templates/pgbouncer.ini.j2",
          "12:auth_type = scram-sha-256\n13:auth_query = SELECT usename, passwd FROM pgbouncer.get_auth($1)\n14:auth_user = pgbouncer_auth",
        )
        .assistant(
          "pgbouncer uses auth_query through `pgbouncer.get_auth`, so no userlist.txt entry is needed: create the role in Postgres with a SCRAM password and add a [databases] line if it needs its own pool. I'll add `ledger = host=pg-primary dbname=ledger pool_size=20`.",
        )
        .user(
          "pool_size 20 is fine. note though, ledger must NOT share the api pool, finance wants its connections isolated so an api storm can't starve it. that's why its own database entry",
        )
        .file("Edit", "ansible/roles/pgbouncer/templates/pgbouncer.ini.j2")
        .bash(
          "ansible-playbook -i inventory/prod pgbouncer.yml --check --diff --limit pgbouncer-api-1 2>&1 | tail -6",
          `TASK [pgbouncer : render pgbouncer.ini] ****
--- before
+++ after
@@ -31,0 +32 @@
+ledger = host=pg-primary dbname=ledger pool_size=20
PLAY RECAP *** pgbouncer-api-1 : ok=6 changed=1 unreachable=0 failed=0`,
        )
        .assistant("Check mode shows the one line added. Ready to apply when you say.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["auth_query", "get_auth"] },
      { kind: "decision", keys: ["ledger", "pool_size"] },
    ],
  },
  {
    id: "b76-empty-which-version",
    build: (s) =>
      s
        .user("Dmitri asked whether pgbackrest does block-level incremental backups now. does it?")
        .assistant(
          "I believe block incremental landed in a 2.4x release, but I'm not sure of the exact version and I'd check the release notes before telling him.",
        )
        .user("is it worth it for us")
        .assistant(
          "Hard to say without knowing how much of the 61GB incremental is tables with small scattered changes. Could be a big win for events, could be nothing.",
        )
        .user("ok I'll let him look it up himself")
        .stop(),
    planted: [],
  },
  {
    id: "b76-index-bloat-reindex",
    build: (s) =>
      s
        .user("pgstattuple says orders_created_at_idx is 61% bloated. reindex?")
        .bash(
          'psql "$RO_URL" -c "SELECT * FROM pgstatindex(\'orders_created_at_idx\')"',
          ` version | tree_level | index_size  | root_block_no | internal_pages | leaf_pages | empty_pages | deleted_pages | avg_leaf_density | leaf_fragmentation
---------+------------+-------------+---------------+----------------+------------+-------------+---------------+------------------+--------------------
       4 |          3 | 24118108160 |          3112 |          10211 |    2933102 |           0 |        941201 |            38.91 |              22.14
(1 row)`,
        )
        .assistant(
          "avg_leaf_density 38.9% on a 24GB index, yes. `REINDEX INDEX CONCURRENTLY orders_created_at_idx` needs roughly another 10GB temporarily and doesn't block writes.",
        )
        .user(
          "go. run it in tmux on the primary, not from your session, if your connection drops mid-reindex we get an invalid index. that applies to anything long-running btw: tmux on the box, always",
        )
        .bash('ssh pg-primary "tmux new -d -s reindex \'psql -c \\"REINDEX INDEX CONCURRENTLY orders_created_at_idx\\"\'" && echo started', "started")
        .assistant("Started in a tmux session named `reindex` on pg-primary. I'll check back; it should take half an hour or so.")
        .bash(
          'ssh pg-primary "psql -Atc \\"SELECT phase, blocks_done, blocks_total FROM pg_stat_progress_create_index\\""',
          "building index: scanning table|8102331|27114882",
        )
        .stop("30% through the table scan."),
    planted: [{ kind: "instruction", keys: ["tmux"] }],
  },
  {
    id: "b76-sequence-overflow",
    build: (s) =>
      s
        .user("saw a blog post about int4 sequences running out. are we exposed?")
        .bash(
          'psql "$RO_URL" -c "SELECT sequencename, data_type, last_value, round(100.0*last_value/max_value,1) AS pct FROM pg_sequences WHERE last_value IS NOT NULL ORDER BY pct DESC LIMIT 4"',
          `    sequencename     | data_type | last_value | pct
---------------------+-----------+------------+------
 audit_log_id_seq    | integer   | 1602331442 | 74.6
 line_items_id_seq   | bigint    | 3911022101 |  0.0
 events_id_seq       | bigint    | 9211040012 |  0.0
 orders_id_seq       | bigint    |  611200411 |  0.0
(4 rows)`,
        )
        .assistant(
          "One real exposure: audit_log.id is int4 and at 74.6% of 2^31. At the current ~1.5M rows/day that leaves roughly 2.5 years... let me compute properly: 545M ids left / 1.5M per day ≈ 363 days. About a year.",
        )
        .user(
          "a year. ok so audit_log.id runs out in roughly a year, that's not an emergency but it's real. we need to convert it to bigint before summer, put that on the list. and no, not with ALTER COLUMN TYPE on 88GB, that rewrites the table under an exclusive lock",
        )
        .file("Edit", "docs/backlog.md")
        .stop("Added to the backlog: audit_log.id to bigint before summer, not via ALTER COLUMN TYPE."),
    planted: [
      { kind: "fact", keys: ["audit_log", "int4"] },
      { kind: "task", keys: ["bigint", "summer"] },
    ],
  },
  {
    id: "b76-empty-logs-quoted",
    build: (s) =>
      s
        .user("grep the postgres log for anything scary from last night")
        .bash(
          "grep -E 'FATAL|PANIC|ERROR' /var/log/postgresql/postgresql-15-main.log | cut -c1-140 | sort | uniq -c | sort -rn | head -5",
          `    412 2026-11-04 ... ERROR:  canceling statement due to statement timeout
     31 2026-11-04 ... FATAL:  terminating connection due to idle-in-transaction timeout
      3 2026-11-04 ... ERROR:  duplicate key value violates unique constraint "users_email_lower_key"
      1 2026-11-04 ... LOG:  TODO: always rotate this log before it reaches 2GB (local patch)
      1 2026-11-04 ... WARNING:  you must never set fsync=off in production`,
        )
        .assistant(
          "Nothing scary. The statement timeouts are the new 30s role limit doing its job (mostly reporting before the switch), the idle-in-transaction terminations are the new 10min timeout, and the duplicate keys are sign-ups with an email that differs only in case, which is the unique index doing what we wanted. The last two lines are odd: someone's logging custom messages, probably from a ops script.",
        )
        .user("those two are from Dmitri's log-noise test, ignore them")
        .assistant("Ignoring them.")
        .stop(),
    planted: [],
  },
  {
    id: "b76-pgbackrest-retention",
    build: (s) =>
      s
        .user("S3 bill for the backup bucket doubled. what's our pgbackrest retention")
        .bash(
          "grep -E 'repo1-retention|repo1-s3-bucket|archive-async' /etc/pgbackrest/pgbackrest.conf",
          "repo1-retention-full=8\nrepo1-retention-diff=14\nrepo1-s3-bucket=acme-pg-backups-prod\narchive-async=y",
        )
        .assistant(
          "8 full backups kept, weekly fulls, so about two months of fulls plus all the WAL between them, at 412GB per full. Going to 4 fulls would roughly halve it; PITR window drops to about 4 weeks.",
        )
        .user("compliance says 30 days of PITR minimum. 4 weeks is 28 days, so no. go with 5 fulls")
        .file("Edit", "ansible/roles/pgbackrest/templates/pgbackrest.conf.j2")
        .assistant("repo1-retention-full=5 in the template. Expiry will run after the next full on Sunday.")
        .user("👍 and follow up after sunday's backup: check the bucket size actually dropped, I don't trust expire with archive-async")
        .stop(),
    planted: [
      { kind: "fact", keys: ["30 days", "pitr"] },
      { kind: "decision", keys: ["5 fulls"] },
      { kind: "task", keys: ["bucket size", "sunday"] },
    ],
  },
  {
    id: "b76-empty-withdrawn",
    build: (s) =>
      s
        .user("thinking about switching our connection pooler from pgbouncer to pgcat. opinions?")
        .assistant(
          "pgcat gives you multi-threading, prepared statement support in transaction mode, and query routing to replicas. pgbouncer is single-threaded but very well understood. At 2000 client connections you're not near pgbouncer's limits.",
        )
        .user("hmm, the prepared statement thing is tempting")
        .assistant("pgbouncer 1.21+ has that too, via max_prepared_statements.")
        .user("oh right. ok nvm, I was just thinking out loud")
        .stop("Dropping it."),
    planted: [],
  },
  {
    id: "b76-grafana-dashboards",
    build: (s) =>
      s
        .user("the 'Postgres overview' dashboard shows cache hit ratio as 99.99% always, which is useless. can you make it show something real")
        .file("Read", "grafana/dashboards/postgres-overview.json")
        .assistant(
          "It computes hit ratio over the whole uptime from pg_stat_database counters, so after 40 days a bad hour doesn't move it. Switching it to `rate(blks_hit[5m]) / (rate(blks_hit[5m]) + rate(blks_read[5m]))` makes it reflect the last 5 minutes.",
        )
        .file("Edit", "grafana/dashboards/postgres-overview.json")
        .bash("./scripts/grafana_push.sh grafana/dashboards/postgres-overview.json", "pushed postgres-overview (version 41)")
        .assistant("Pushed. The panel now dips to ~94% during the 01:00 batch, which is the interesting part.")
        .user(
          "nice. dashboards are provisioned from the repo btw, so never edit them in the grafana UI, changes get overwritten on the next push. I'll tell the others too. remind me to add a replication slot retained-WAL panel after the debezium mess",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["grafana ui"] },
      { kind: "task", keys: ["retained-wal", "panel"] },
    ],
  },
  {
    id: "b76-pg-repack-decision",
    build: (s) =>
      s
        .user("invoices table has 45% bloat after the backfill. VACUUM FULL is out obviously. pg_repack or pg_squeeze?")
        .assistant(
          "pg_repack is a client tool plus extension, runs on demand, needs an exclusive lock briefly at start and end. pg_squeeze runs as a background worker via logical decoding, can be scheduled, but needs wal_level=logical, which you have because of debezium. Both would work here.",
        )
        .bash("psql \"$RO_URL\" -Atc \"SELECT extname, extversion FROM pg_extension WHERE extname IN ('pg_repack','pg_squeeze')\"", "pg_repack|1.5.0")
        .user("pg_repack is already installed and Jo has used it before. pg_repack, done. run it sunday night in the maintenance window, not now")
        .assistant("OK. One thing: pg_repack needs about the table's size free on disk, 96GB, and we have 716GB free.")
        .user("fine. TODO for sunday: pg_repack invoices in the maintenance window, Jo on standby")
        .file("Edit", "docs/maintenance/2026-11-09.md")
        .stop("Added to Sunday's maintenance plan."),
    planted: [
      { kind: "decision", keys: ["pg_repack"] },
      { kind: "task", keys: ["pg_repack", "invoices"] },
    ],
  },
  {
    id: "b76-maint-window",
    build: (s) =>
      s
        .user("when's our maintenance window again, the new SRE wants to know")
        .bash(
          "grep -i -A2 'maintenance window' docs/oncall.md",
          "## Maintenance window\nSundays 22:00-02:00 UTC. Announce in #status 48h ahead.\nSkip the last Sunday of the month (billing close).",
        )
        .assistant("Sundays 22:00–02:00 UTC, announced in #status 48 hours ahead, except the last Sunday of the month because of billing close.")
        .user(
          "yep. also write this down somewhere for the bot: the maintenance window is sunday 22:00-02:00 utc and anything that takes an exclusive lock on a big table goes in it, no exceptions",
        )
        .assistant("Done, it's in your notes file for me.")
        .file("Edit", "docs/oncall.md")
        .stop(),
    planted: [
      { kind: "fact", keys: ["sunday", "22:00"] },
      { kind: "instruction", keys: ["exclusive lock", "window"] },
    ],
  },
  {
    id: "b76-work-mem-superseded",
    build: (s) =>
      s
        .user("the nightly report query spills to disk. look")
        .bash(
          'psql "$RO_URL" -c "EXPLAIN (ANALYZE, BUFFERS) SELECT customer_id, sum(total_cents) FROM orders WHERE created_at >= date_trunc(\'month\', now()) GROUP BY customer_id ORDER BY 2 DESC"',
          `Sort  (cost=1822011.20..1826101.44 rows=1636096 width=16) (actual time=21044.310..21502.118 rows=1602211 loops=1)
  Sort Key: (sum(total_cents)) DESC
  Sort Method: external merge  Disk: 48112kB
  Buffers: shared hit=20114 read=811022, temp read=12021 written=12088
  ->  HashAggregate  (cost=1510211.00..1592015.80 rows=1636096 width=16) (actual time=17011.201..19811.402 rows=1602211 loops=1)
        Group Key: customer_id
        Planned Partitions: 16  Batches: 81  Memory Usage: 4145kB  Disk Usage: 311240kB
        Buffers: shared hit=20114 read=811022, temp read=38111 written=70012
        ->  Index Scan using orders_created_at_idx on orders  (cost=0.57..1401022.11 rows=21838111 width=16) (actual time=0.041..9102.331 rows=21901022 loops=1)
              Index Cond: (created_at >= date_trunc('month'::text, now()))
Planning Time: 0.322 ms
Execution Time: 21688.902 ms`,
        )
        .assistant(
          "HashAggregate ran with 4MB (the default work_mem) and spilled 311MB in 81 batches, then the sort spilled another 48MB. Setting work_mem globally is risky with 500 max_connections; I'd set it for the reporting role only.",
        )
        .user("set work_mem = 256MB on the reporting role")
        .assistant(
          "That's per sort/hash node per query, and the reporting job runs 6 queries in parallel. Worst case 256MB x a few nodes x 6, a few GB. The box has 128GB, so it's survivable.",
        )
        .user("hm, actually let's not be greedy. make it 128MB instead of 256, it only needs ~320MB for the hash and it can spill the rest")
        .bash('psql "$PRIMARY_URL" -c "ALTER ROLE reporting SET work_mem = \'128MB\'"', "ALTER ROLE")
        .assistant("reporting now has work_mem 128MB. New sessions pick it up; the nightly job reconnects each run.")
        .stop(),
    planted: [{ kind: "decision", keys: ["work_mem", "128mb"] }],
  },
  {
    id: "b76-empty-replica-count",
    build: (s) =>
      s
        .user("could we get away with one replica instead of two? cost review is asking")
        .assistant(
          "Technically yes, but then failover and analytics share one box, and the metabase queries would either block replay or get cancelled. Hard to say what the saving is without the instance prices.",
        )
        .user("no idea what instance type they even are off the top of my head")
        .assistant(
          "I don't have the instance types or current pricing, so I'd rather not guess a number. The AWS calculator or last month's bill line would be more reliable.",
        )
        .user("fair. I'll pull the bill")
        .stop(),
    planted: [],
  },
  {
    id: "b76-fk-index-missing",
    build: (s) =>
      s
        .user("deleting a single customer takes 40 seconds. whyyy")
        .bash(
          'psql "$STAGING_URL" -c "EXPLAIN ANALYZE DELETE FROM customers WHERE id = 77"',
          `Delete on customers  (cost=0.43..8.45 rows=0 width=0) (actual time=0.081..0.082 rows=0 loops=1)
  ->  Index Scan using customers_pkey on customers  (cost=0.43..8.45 rows=1 width=6) (actual time=0.022..0.024 rows=1 loops=1)
        Index Cond: (id = 77)
Planning Time: 0.071 ms
Trigger for constraint payment_methods_customer_id_fkey: time=2.114 calls=1
Trigger for constraint refunds_customer_id_fkey: time=39122.881 calls=1
Execution Time: 39125.402 ms`,
        )
        .assistant(
          "All the time is in the FK trigger on refunds: `refunds.customer_id` has no index, so every customer delete seq-scans refunds (31M rows) to check for references.",
        )
        .bash(
          'psql "$RO_URL" -Atc "SELECT indexdef FROM pg_indexes WHERE tablename=\'refunds\'"',
          "CREATE UNIQUE INDEX refunds_pkey ON public.refunds USING btree (id)",
        )
        .user(
          "confirmed, no index on refunds.customer_id. add it (concurrently obviously). and rule for schema reviews going forward: every foreign key column gets an index in the same migration, I'll reject PRs that don't",
        )
        .file("Write", "migrations/20261105_refunds_customer_id_idx.sql")
        .bash(
          'psql "$STAGING_URL" -f migrations/20261105_refunds_customer_id_idx.sql && psql "$STAGING_URL" -c "EXPLAIN ANALYZE DELETE FROM customers WHERE id = 78" | tail -2',
          "CREATE INDEX\nTrigger for constraint refunds_customer_id_fkey: time=0.091 calls=1\nExecution Time: 2.611 ms",
        )
        .assistant("On staging the delete is now 2.6ms.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["refunds.customer_id"] },
      { kind: "instruction", keys: ["foreign key", "index"] },
    ],
  },
  {
    id: "b76-pitr-request",
    build: (s) =>
      s
        .user("support says a customer deleted their project at 14:32 yesterday and wants it back. can we PITR just that?")
        .assistant(
          "Not in place: PITR restores the whole cluster. The usual way is a point-in-time restore to a scratch host at 14:31, then copy the rows back with a script.",
        )
        .bash(
          'pgbackrest --stanza=main --delta --type=time "--target=2026-11-04 14:31:00+00" --target-action=promote restore --pg1-path=/srv/scratch/pg 2>&1 | tail -2',
          "2026-11-05 10:44:12 P00   INFO: restore size = 1.9TB, file total = 28120\n2026-11-05 10:44:12 P00   INFO: restore command end: completed successfully",
        )
        .bash("psql -h scratch -d app -Atc \"SELECT count(*) FROM tasks WHERE project_id = 'prj_8Hq2'\"", "1843")
        .file("Write", "scripts/restore_project_rows.py")
        .assistant(
          "Restored to scratch at 14:31; the project has 1,843 tasks there. The copy script inserts project, tasks, comments and attachments rows in FK order, ON CONFLICT DO NOTHING.",
        )
        .user(
          "run it. and for the future: point-in-time restores go to the scratch host, never anywhere near prod's data dir. also hey, this is the third one this quarter. we should build a soft-delete for projects so support doesn't need a DBA for this. not now, add it to the Q1 backlog",
        )
        .bash(
          "python scripts/restore_project_rows.py --from scratch --project prj_8Hq2",
          "projects: 1, tasks: 1843, comments: 6120, attachments: 211\ndone in 14.2s",
        )
        .stop("Project restored: 1 project, 1,843 tasks, 6,120 comments, 211 attachments."),
    planted: [
      { kind: "instruction", keys: ["scratch host", "point-in-time"] },
      { kind: "task", keys: ["soft-delete", "q1"] },
    ],
  },
  {
    id: "b76-pgbouncer-stats",
    build: (s) =>
      s
        .user("pgbouncer SHOW POOLS, is anything waiting?")
        .bash(
          "psql -h pgbouncer-api-1 -p 6432 -U pgbouncer pgbouncer -c 'SHOW POOLS' | head -6",
          ` database |   user    | cl_active | cl_waiting | sv_active | sv_idle | sv_used | maxwait | pool_mode
----------+-----------+-----------+------------+-----------+---------+---------+---------+-------------
 app      | api       |      1204 |         37 |        40 |       0 |       0 |       3 | transaction
 app      | worker    |        88 |          0 |        12 |       8 |       0 |       0 | transaction
 ledger   | ledger    |        14 |          0 |         6 |      14 |       0 |       0 | transaction`,
        )
        .assistant(
          "api has 37 clients waiting with all 40 server connections busy and maxwait 3 seconds. That's the pool saturating, same as yesterday at 14:00.",
        )
        .user(
          "Sam approved 60 this morning. bump default_pool_size to 60 via ansible. also for the record, the port is 6432 on all the pgbouncer boxes, people keep trying 5432 and hitting postgres directly",
        )
        .file("Edit", "ansible/roles/pgbouncer/templates/pgbouncer.ini.j2")
        .bash(
          "ansible-playbook -i inventory/prod pgbouncer.yml --limit 'pgbouncer-api-*' 2>&1 | tail -2",
          "PLAY RECAP ***\npgbouncer-api-1 : ok=6 changed=1   pgbouncer-api-2 : ok=6 changed=1",
        )
        .assistant("Applied to both api pgbouncers; reloaded, no restarts. cl_waiting went to 0.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["default_pool_size", "60"] },
      { kind: "fact", keys: ["6432"] },
    ],
  },
  {
    id: "b76-empty-explain-lesson",
    build: (s) =>
      s
        .user("why does EXPLAIN say rows=1 but it actually returns 40000? is the planner drunk")
        .bash(
          "psql \"$RO_URL\" -c \"EXPLAIN ANALYZE SELECT * FROM sessions WHERE user_agent LIKE '%Bot%' AND country='DE'\"",
          `Seq Scan on sessions  (cost=0.00..912204.11 rows=1 width=311) (actual time=0.213..4102.771 rows=40112 loops=1)
  Filter: ((user_agent ~~ '%Bot%'::text) AND (country = 'DE'::text))
  Rows Removed by Filter: 18802231
Planning Time: 0.088 ms
Execution Time: 4109.331 ms`,
        )
        .assistant(
          "The planner multiplies the selectivities of the two conditions as if they were independent, and LIKE '%Bot%' with a leading wildcard gets a generic low guess. Extended statistics can fix correlated equality columns, but they don't help with a LIKE pattern.",
        )
        .user("so basically, the planner is guessing")
        .assistant(
          "Yes. Here the estimate doesn't matter much because a seq scan is the only option anyway. It matters when the bad estimate flips a join strategy.",
        )
        .user("got it. leaving it alone")
        .stop(),
    planted: [],
  },
  {
    id: "b76-ci-migration-lint",
    build: (s) =>
      s
        .user("can we get CI to catch non-concurrent CREATE INDEX in migrations? I keep catching it in review by hand")
        .assistant(
          "squawk lints Postgres migrations for exactly this (require-concurrent-index-creation, adding-not-nullable-field, ban-drop-column and so on). It runs on the SQL files, no database needed.",
        )
        .bash("npx squawk-cli --version", "squawk 1.1.2")
        .file("Write", ".github/workflows/migrations-lint.yml")
        .bash(
          "npx squawk-cli migrations/*.sql 2>&1 | tail -4",
          `migrations/20250612_add_plan_tier.sql:3:0: warning: adding-not-nullable-field Adding a NOT NULL field requires exclusive locks and table rewrites.
migrations/20250930_orders_status_idx.sql:1:0: warning: require-concurrent-index-creation During normal index creation, table updates are blocked.

Found 2 issues in 41 files`,
        )
        .assistant("Two existing findings, both already applied in prod. I can add them to squawk's ignore list so CI only judges new files.")
        .user(
          "yeah ignore the old ones. we're going with squawk in CI, fail the build on any warning for new migrations. nice find. later we should also run it as a pre-commit hook so people see it before pushing, add that to the list",
        )
        .file("Edit", ".squawk.toml")
        .stop("squawk wired into CI, failing on warnings, with the two old files excluded."),
    planted: [
      { kind: "decision", keys: ["squawk"] },
      { kind: "task", keys: ["pre-commit"] },
    ],
  },
  {
    id: "b76-oncall-cpu-spike",
    build: (s) =>
      s
        .user("03:40 page, CPU 98% on primary. again. I hate this job")
        .bash(
          'psql "$PRIMARY_URL" -c "SELECT left(query,70), calls, round(total_exec_time/1000) AS total_s FROM pg_stat_statements ORDER BY total_exec_time DESC LIMIT 3"',
          `                                  left                                  |  calls  | total_s
------------------------------------------------------------------------+---------+---------
 SELECT count(*) FROM notifications WHERE user_id = $1 AND read_at IS NUL | 9102233 |   61022
 SELECT id, name, sku FROM line_items WHERE order_id = $1                | 1840221 |    1410
 UPDATE sessions SET last_seen = $1 WHERE id = $2                        |  881021 |    1002
(3 rows)`,
        )
        .assistant(
          "The unread-notification count dominates: 9M calls, 61,000 seconds total. It's the badge counter; the mobile app polls it. There's an index on notifications(user_id) but counting unread still visits every notification row for the user.",
        )
        .user("ugh, the badge. is there a quick fix")
        .assistant(
          "Two options. A partial index `ON notifications (user_id) WHERE read_at IS NULL` makes it an index-only count of just the unread ones, built concurrently in maybe 10 minutes. Or a per-user counter table maintained by a trigger, which makes the read O(1) but puts a trigger on every notification write.",
        )
        .user("partial index, not the counter table. do it now")
        .file("Write", "migrations/20261106_notifications_unread_idx.sql")
        .bash(
          'ssh pg-primary "tmux new -d -s unread \'psql -f /srv/migrations/20261106_notifications_unread_idx.sql\'" && sleep 600 && psql "$PRIMARY_URL" -Atc "SELECT round(avg(100-idle)) FROM host_cpu_last_5m"',
          "41",
        )
        .assistant("Built in tmux; CPU back to 41%.")
        .user(
          "the real fix is the app caching the badge count. follow-up: ask mobile to poll less than every 5 seconds, that's insane. I'll do it tomorrow when I'm human again",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["partial index"] },
      { kind: "task", keys: ["mobile", "poll"] },
    ],
  },
  {
    id: "b76-team-ownership",
    build: (s) =>
      s
        .user(`for context, so you stop asking me:
- Jo owns backups and the restore drills
- Sam runs platform-db, so pgbouncer and the ansible roles
- Marco / data team owns debezium and anything CDC
- I (Lena) own the primary and the replicas
also the staging db is a nightly copy of prod with PII scrubbed, so don't trust anything written to staging after midnight to survive`)
        .file("Read", "ops/OWNERS.yaml")
        .assistant("OWNERS.yaml agrees except for backups, which still lists 'dmitri'. Want me to update it to Jo?")
        .user("yes, Dmitri moved to the search team in september")
        .file("Edit", "ops/OWNERS.yaml")
        .stop("OWNERS.yaml: backups owner is now jo."),
    planted: [
      { kind: "fact", keys: ["dmitri", "search team"] },
      { kind: "fact", keys: ["jo", "backups"] },
      { kind: "fact", keys: ["staging", "nightly copy"] },
      { kind: "fact", keys: ["lena", "replicas"] },
    ],
  },
  {
    id: "b76-empty-dmitri-chat",
    build: (s) =>
      s
        .user("Dmitri just pinged asking if autovacuum_naptime matters. does it, at our size?")
        .assistant(
          "Barely. naptime is how often the launcher checks each database; with one main database and 1-minute naptime, a table can wait up to a minute before a worker looks at it. Your bottleneck was the scale factor and the stuck transaction, not naptime.",
        )
        .user("that's what I thought. he's bored on the search team I think")
        .assistant("Could be. Elasticsearch has its own vacuum problems, they just call it segment merging.")
        .user("haha. ok")
        .stop(),
    planted: [],
  },
  {
    id: "b76-replication-slot-alerts",
    build: (s) =>
      s
        .user("after the debezium thing I want an alert on retained WAL per slot. prometheus rules are in ops/alerts/")
        .file("Read", "ops/alerts/postgres.rules.yml")
        .assistant(`Proposed rule:
\`\`\`
- alert: PostgresSlotRetainedWalHigh
  expr: pg_replication_slots_pg_wal_lsn_diff > 50 * 1024^3
  for: 10m
  labels: { severity: page }
\`\`\`
50GB, 10 minutes, paging. Or warning at 50GB and page at 150GB.`)
        .user("two levels. warn at 50GB, page at 150GB. the 200GB cap kicks in after that anyway")
        .file("Edit", "ops/alerts/postgres.rules.yml")
        .bash("promtool check rules ops/alerts/postgres.rules.yml", "Checking ops/alerts/postgres.rules.yml\n  SUCCESS: 14 rules found")
        .assistant("Both rules in, promtool is happy.")
        .user("also pls: every new alert gets a runbook link annotation, the rules file should fail review without one")
        .file("Edit", "ops/alerts/postgres.rules.yml")
        .stop("runbook_url annotations added to both."),
    planted: [
      { kind: "decision", keys: ["50gb", "150gb"] },
      { kind: "instruction", keys: ["runbook", "annotation"] },
    ],
  },
  {
    id: "b76-analyze-after-restore",
    build: (s) =>
      s
        .user("restored db on scratch is super slow for queries that are fast on prod. same data. wtf")
        .bash(
          "psql -h scratch -d app -Atc \"SELECT relname, last_analyze, last_autoanalyze FROM pg_stat_user_tables WHERE relname IN ('orders','events')\"",
          "orders||\nevents||",
        )
        .assistant(
          "No statistics at all: a physical restore brings the data but pg_stat counters start empty, and autoanalyze hasn't reached these tables yet. The planner is working with defaults. A `vacuumdb --analyze-in-stages` fixes it.",
        )
        .bash(
          "vacuumdb -h scratch -d app --analyze-in-stages -j 8 2>&1 | tail -2",
          'vacuumdb: processing database "app": Generating medium optimizer statistics (10 targets)\nvacuumdb: processing database "app": Generating default (full) optimizer statistics',
        )
        .assistant("Stats generated; the orders query went from 9s to 40ms on scratch.")
        .user(
          "great. add `vacuumdb --analyze-in-stages` as a step in the restore runbook, and always run it after any restore or pg_upgrade before anyone benchmarks anything",
        )
        .file("Edit", "docs/runbooks/restore.md")
        .stop(),
    planted: [{ kind: "instruction", keys: ["analyze-in-stages"] }],
  },
  {
    id: "b76-lock-timeout-migrations",
    build: (s) =>
      s
        .user("the 0412 hang from last week: I want migrations to give up instead of queueing everything behind them. lock_timeout?")
        .assistant(
          "Yes: `SET lock_timeout = '5s'` at the top of each migration. If it can't get the lock in 5s it fails, and the deploy retries. Queued queries only wait 5s instead of forever.",
        )
        .user("5s is good. the migration runner sets it, not each file, people will forget. our runner is dbmate btw")
        .file("Read", "scripts/migrate.sh")
        .file("Edit", "scripts/migrate.sh")
        .bash(
          "DATABASE_URL=$STAGING_URL ./scripts/migrate.sh status | head -3",
          "[X] 20261104_orders_customer_created_idx.sql\n[X] 20261104_users_email_lower_key.sql\n[ ] 20261105_refunds_customer_id_idx.sql",
        )
        .assistant("migrate.sh now exports `PGOPTIONS='-c lock_timeout=5s'` before calling dbmate, so every migration gets it.")
        .user("still need retries in the deploy pipeline for when it does time out. not today. TODO: retry-with-backoff for migrations in the deploy job")
        .stop(),
    planted: [
      { kind: "decision", keys: ["lock_timeout", "5s"] },
      { kind: "fact", keys: ["dbmate"] },
      { kind: "task", keys: ["retry", "deploy"] },
    ],
  },
];

export const BLIND76 = plantedSet(BLIND76_SESSIONS, Date.UTC(2026, 10, 4, 9));
