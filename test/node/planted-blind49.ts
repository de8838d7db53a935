/**
 * Blind planted set 49 for the offline long-term-memory extractor. Style: database
 * administration and migrations (Postgres tuning, MySQL-to-Postgres moves, index bloat,
 * replication lag, vacuum, pg_dump restores, EXPLAIN ANALYZE output) in Claude Code and Gemini
 * CLI voice: many query plans and timings that are observations of one run, not facts; DBA
 * rules and settings that are facts. Each session is one segment; the items planted in it are
 * listed with it. Every other message must give nothing: questions, hypotheses, proposals not
 * taken, withdrawn ideas, unconfirmed guesses, quoted plans and logs (with "always", "never",
 * "TODO" in them), chit-chat, and in-session requests done in the same session. Superseded
 * decisions plant only the later one.
 *
 * Blind: written without reading the extractor; measured once by the lead, then training data.
 *
 * Matching rule (fixed before the extractor was run on this set; the one planted-blind.ts states):
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

export const BLIND49_SESSIONS: BlindSession[] = [
  {
    id: "b49-autovac-scale",
    build: (s) =>
      s
        .user("orders table is bloating again. dead tuples through the roof. can you look")
        .bash(
          'psql -c "select relname, n_dead_tup, n_live_tup, last_autovacuum from pg_stat_user_tables order by n_dead_tup desc limit 3"',
          " relname  | n_dead_tup | n_live_tup |        last_autovacuum\n----------+------------+------------+-------------------------------\n orders   |   41822107 |  118330412 | 2026-10-29 03:12:44.1+00\n payments |    2210334 |   39001220 | 2026-11-01 22:40:02.9+00",
        )
        .assistant(
          "`orders` has ~42M dead tuples against 118M live, and autovacuum last finished there four days ago. With the default `autovacuum_vacuum_scale_factor` of 0.2 it waits for ~24M dead rows before it even starts, so on a table this size it is always behind.",
        )
        .user("ok decision: per-table override on orders, autovacuum_vacuum_scale_factor = 0.01 and cost limit 2000. leave the global default alone")
        .bash('psql -c "alter table orders set (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_cost_limit = 2000)"', "ALTER TABLE")
        .assistant("Done: `orders` now has its own scale factor 0.01 and cost limit 2000; the global settings are unchanged.")
        .stop(),
    planted: [{ kind: "decision", keys: ["scale_factor"] }],
  },
  {
    id: "b49-explain-slow-report",
    build: (s) =>
      s
        .user("why is the monthly revenue report taking forever? here's the query in reports/monthly.sql")
        .file("Read", "reports/monthly.sql")
        .bash(
          "psql -c \"explain (analyze, buffers) select date_trunc('month', created_at), sum(amount) from payments where status = 'settled' group by 1\"",
          "HashAggregate  (cost=912004.11..912010.61 rows=260 width=40) (actual time=8412.330..8412.401 rows=26 loops=1)\n  ->  Seq Scan on payments  (cost=0.00..873221.20 rows=7756582 width=14) (actual time=0.021..6120.774 rows=7741003 loops=1)\n        Filter: (status = 'settled'::text)\n        Rows Removed by Filter: 31260217\n Planning Time: 0.311 ms\n Execution Time: 8412.602 ms",
        )
        .assistant(
          "This run took 8.4 s, almost all of it the seq scan over `payments` (31M rows removed by the filter). A partial index on `created_at where status = 'settled'` might help, but I'd guess the aggregate still touches 7.7M rows so it may only get to ~3 s. Want me to try it on a copy?",
        )
        .user("nah not now, the report runs once a month, nobody cares if its 8 seconds")
        .assistant("Fair enough, leaving it as is.")
        .stop(),
    planted: [],
  },
  {
    id: "b49-pgdump-format",
    build: (s) =>
      s
        .user(
          "from now on every pg_dump we take uses custom format (-Fc) with --no-owner, never plain sql. restores got messed up twice because of owner statements",
        )
        .bash("grep -rn pg_dump scripts/", 'scripts/backup.sh:14:pg_dump "$DATABASE_URL" > "$OUT/app.sql"')
        .file("Edit", "scripts/backup.sh")
        .bash("bash -n scripts/backup.sh && grep -n pg_dump scripts/backup.sh", '14:pg_dump -Fc --no-owner "$DATABASE_URL" -f "$OUT/app.dump"')
        .assistant("Updated `scripts/backup.sh` to `pg_dump -Fc --no-owner` writing `app.dump`. I'll use that form for any dump from here on.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["pg_dump", "custom format"] }],
  },
  {
    id: "b49-replica-lag-check",
    build: (s) =>
      s
        .user("replica-2 is lagging, dashboards show stale numbers")
        .bash('psql -h replica-2 -c "select now() - pg_last_xact_replay_timestamp() as lag"', "      lag\n-----------------\n 00:04:12.381022")
        .assistant(
          "Replay lag on replica-2 is 4m12s right now. Could be a long query on the replica holding back replay (hot_standby_feedback / max_standby_streaming_delay), or just the nightly batch on the primary. I haven't confirmed which.",
        )
        .bash(
          "psql -h replica-2 -c \"select pid, now()-query_start as dur, left(query,60) from pg_stat_activity where state='active' order by dur desc limit 2\"",
          "  pid  |       dur       |                            left\n-------+-----------------+-------------------------------------------------------------\n 88121 | 00:11:40.220113 | select * from analytics_export where exported_at is null ord",
        )
        .bash("psql -h replica-2 -Atc 'show max_standby_streaming_delay'", "-1")
        .assistant(
          "There's an 11-minute `analytics_export` query on replica-2. Confirmed: replica-2 has `max_standby_streaming_delay = -1`, so replay waits for queries forever; that's the cause of the lag whenever an export runs.",
        )
        .user("ugh. right, that -1 was set on purpose for the exports. ok good to know")
        .stop(),
    planted: [{ kind: "fact", keys: ["max_standby_streaming_delay"] }],
  },
  {
    id: "b49-chitchat-pgconf",
    build: (s) =>
      s
        .user("did you see the pgconf talk about the new async io stuff in 18? pretty wild")
        .assistant(
          "I can't watch talks, but the io_method setting in PostgreSQL 18 (worker / io_uring) is real and it mostly helps sequential scans and vacuum on cold data. Anything you want to try with it?",
        )
        .user("not really just chatting. maybe someday")
        .bash("psql -c 'show server_version'", " server_version\n----------------\n 16.4")
        .assistant("We're on 16.4 anyway, so it's not available here yet.")
        .stop(),
    planted: [],
  },
  {
    id: "b49-mysql-move-tool",
    build: (s) =>
      s
        .user("for the mysql -> postgres move of the billing db, should we use pgloader or dump to csv and COPY? what do you think")
        .assistant(
          "pgloader handles type casts (tinyint(1) → boolean, zero dates) and indexes in one pass; CSV + COPY gives more control but you rewrite every cast by hand. For ~60 tables I'd lean pgloader.",
        )
        .bash("pgloader --version", 'pgloader version "3.6.9"\ncompiled with SBCL 2.2.9.debian')
        .user("ok we go with pgloader for billing. csv only as a fallback for the two blob tables if it chokes")
        .file("Write", "migrate/billing.load")
        .assistant("Wrote `migrate/billing.load` for pgloader with the cast rules; CSV stays as the fallback for the blob tables.")
        .stop(),
    planted: [{ kind: "decision", keys: ["pgloader"] }],
  },
  {
    id: "b49-index-bloat-todo",
    build: (s) =>
      s
        .user("check index bloat on the events db, pgstattuple is installed")
        .bash(
          "psql -c \"select indexrelname, pg_size_pretty(pg_relation_size(indexrelid)), (pgstatindex(indexrelid::regclass::text)).avg_leaf_density from pg_stat_user_indexes where relname='events' \"",
          "       indexrelname        | pg_size_pretty | avg_leaf_density\n---------------------------+----------------+------------------\n events_pkey               | 21 GB          |            88.1\n events_user_id_created_idx| 64 GB          |            31.7",
        )
        .assistant("`events_user_id_created_idx` is 64 GB at 31.7% leaf density, so roughly two thirds of it is empty space. `events_pkey` looks fine at 88%.")
        .user("yeah that one needs a REINDEX CONCURRENTLY but not during the sale week. put it on the list: reindex events_user_id_created_idx after the 15th")
        .assistant("Noted as an open item: reindex `events_user_id_created_idx` concurrently after the 15th. Not touching it now.")
        .stop(),
    planted: [{ kind: "task", keys: ["reindex"] }],
  },
  {
    id: "b49-work-mem",
    build: (s) =>
      s
        .user("sorts spilling to disk in the nightly rollup. bump work_mem?")
        .bash(
          "grep -i 'temporary file' /var/log/postgresql/postgresql-16-main.log | tail -3",
          '2026-11-08 02:11:40 UTC [4412] LOG:  temporary file: path "base/pgsql_tmp/pgsql_tmp4412.0", size 1873215488\n2026-11-08 02:11:52 UTC [4412] LOG:  temporary file: path "base/pgsql_tmp/pgsql_tmp4412.1", size 912330752',
        )
        .assistant(
          "The rollup spilled 1.8 GB and 0.9 GB temp files last night. Raising `work_mem` globally is risky with 400 connections (it's per sort node, per connection). I'd set it only for the rollup role.",
        )
        .user("yes do that. rollup role gets work_mem 512MB, global stays 16MB. that's the rule, dont raise the global one")
        .bash("psql -c \"alter role rollup set work_mem = '512MB'\"", "ALTER ROLE")
        .assistant("`rollup` now runs with `work_mem = 512MB`; the global 16MB is untouched.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["rollup", "work_mem"] },
      { kind: "instruction", keys: ["global", "work_mem"] },
    ],
  },
  {
    id: "b49-superseded-cutover",
    build: (s) =>
      s
        .user("plan for billing cutover: we do it saturday 02:00 utc with a 30 min write freeze")
        .bash("cat migrate/CUTOVER.md | head -5", "# Billing cutover\n\n- window: TBD\n- freeze: TBD\n- rollback: keep mysql read-only 48h")
        .assistant("I'll write Saturday 02:00 UTC and a 30-minute freeze into CUTOVER.md.")
        .user("wait, finance closes the books saturday. scratch that. cutover is sunday 04:00 utc, freeze 45 minutes. final")
        .file("Edit", "migrate/CUTOVER.md")
        .assistant("Updated CUTOVER.md: the cutover is Sunday 04:00 UTC with a 45-minute write freeze; MySQL stays read-only for 48h as rollback.")
        .stop(),
    planted: [{ kind: "decision", keys: ["cutover", "sunday"] }],
  },
  {
    id: "b49-empty-psql-help",
    build: (s) =>
      s
        .user("how do I get psql to show timing for every query again")
        .assistant("`\\timing on` inside psql, or put it in `~/.psqlrc` to have it on every time.")
        .bash("cat ~/.psqlrc 2>/dev/null || echo 'no psqlrc'", "no psqlrc")
        .user("thx")
        .stop(),
    planted: [],
  },
  {
    id: "b49-staging-restore",
    build: (s) =>
      s
        .user("restore last night's dump into staging pls")
        .bash("pg_restore -d staging --clean --if-exists -j 4 /backups/app-2026-11-09.dump", "pg_restore: warning: errors ignored on restore: 0")
        .assistant("Restored `app-2026-11-09.dump` into staging with 4 jobs; no errors. It took about 38 minutes this time.")
        .user("fyi the staging box only has 200GB disk, prod dump restored is ~170GB. so one restore at a time there, always drop the old db first")
        .assistant("Understood: staging has 200 GB and a restore is ~170 GB, so only one copy fits; drop the old database before restoring.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["staging", "200gb"] },
      { kind: "instruction", keys: ["drop", "restore"] },
    ],
  },
  {
    id: "b49-gemini-explain-join",
    build: (s) =>
      s
        .user("Analyze the slow join between customers and invoices, check the plan")
        .bash(
          "psql -c \"explain analyze select c.id, count(*) from customers c join invoices i on i.customer_id = c.id where c.region = 'eu' group by c.id\"",
          "HashAggregate (actual time=2210.114..2290.902 rows=48112 loops=1)\n  ->  Hash Join (actual time=201.330..1950.012 rows=2801330 loops=1)\n        Hash Cond: (i.customer_id = c.id)\n        ->  Seq Scan on invoices i (actual time=0.011..820.440 rows=9120004 loops=1)\n        ->  Hash (actual time=200.981..200.982 rows=48112 loops=1)\n              ->  Seq Scan on customers c (actual time=0.020..190.113 rows=48112 loops=1)\n                    Filter: (region = 'eu'::text)\n Execution Time: 2302.771 ms",
        )
        .assistant(
          "I have analyzed the plan. The query took 2.3 s in this run. The planner chose a hash join with a sequential scan of `invoices` (9.1M rows). An index on `invoices(customer_id)` may allow a nested loop, but with 2.8M matching rows the hash join could still be the better choice. I cannot be sure without testing.",
        )
        .user("hm is there really no index on invoices.customer_id??")
        .bash('psql -c "\\d invoices" | grep -i index -A3', 'Indexes:\n    "invoices_pkey" PRIMARY KEY, btree (id)')
        .assistant(
          "Correct, `invoices` has only its primary key. The migration from MySQL did not carry over the `customer_id` foreign-key index, because pgloader was run with `create no indexes` for that table.",
        )
        .user("damn. ok the customer_id index gets added later, not now, i'll need a maintenance window for a 9M row table. remind me")
        .assistant("Understood. The index on `invoices(customer_id)` remains an open item for a maintenance window.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["invoices", "customer_id"] },
      { kind: "task", keys: ["index", "customer_id"] },
    ],
  },
  {
    id: "b49-vacuum-full-rule",
    build: (s) =>
      s
        .user("someone ran VACUUM FULL on sessions in prod yesterday and locked it for 20 min")
        .bash(
          "grep -n 'VACUUM FULL' /var/log/postgresql/postgresql-16-main.log | tail -2",
          "2026-11-10 14:02:11 UTC [9931] LOG:  duration: 1204331.221 ms  statement: VACUUM FULL sessions;",
        )
        .assistant("Yes, a `VACUUM FULL sessions` ran 20 minutes (1,204 s) yesterday at 14:02 and held an ACCESS EXCLUSIVE lock the whole time.")
        .user("rule for everyone incl you: no VACUUM FULL on prod tables, ever. use pg_repack if a table needs compacting")
        .assistant("Got it — on prod I'll use `pg_repack` for compaction and never `VACUUM FULL`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["pg_repack"] }],
  },
  {
    id: "b49-empty-lock-question",
    build: (s) =>
      s
        .user("what lock does CREATE INDEX CONCURRENTLY take? does it block writes")
        .assistant(
          "It takes SHARE UPDATE EXCLUSIVE, which doesn't block inserts/updates/deletes, only other DDL and vacuum on that table. It does wait for existing transactions twice, so a long-running transaction can make it hang.",
        )
        .bash("psql -c \"select count(*) from pg_stat_activity where xact_start < now() - interval '10 min'\"", " count\n-------\n     0")
        .assistant("No transaction older than 10 minutes at the moment, so it wouldn't be stuck right now.")
        .user("cool")
        .stop(),
    planted: [],
  },
  {
    id: "b49-pgbouncer-fact",
    build: (s) =>
      s
        .user("app is throwing 'prepared statement \"s1\" does not exist' after the deploy")
        .bash("grep -n pool_mode /etc/pgbouncer/pgbouncer.ini", "12:pool_mode = transaction")
        .assistant(
          "pgbouncer runs in `pool_mode = transaction`, so server-side prepared statements break when the next transaction lands on another backend. The new ORM version turned on prepared statements by default.",
        )
        .user("right. pgbouncer is transaction pooling and it stays that way. so the app config must always set prepare: false for the pg driver")
        .file("Edit", "src/db/pool.ts")
        .bash("npm test -- db/pool", "Tests: 6 passed, 6 total")
        .assistant("Set `prepare: false` in `src/db/pool.ts`; the pool tests pass.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["pgbouncer", "transaction"] },
      { kind: "instruction", keys: ["prepare"] },
    ],
  },
  {
    id: "b49-replication-slot-task",
    build: (s) =>
      s
        .user("disk on the primary is at 81%, whats eating it")
        .bash(
          'psql -c "select slot_name, active, pg_size_pretty(pg_wal_lsn_diff(pg_current_wal_lsn(), restart_lsn)) as retained from pg_replication_slots"',
          "   slot_name    | active | retained\n----------------+--------+----------\n replica_2      | t      | 120 MB\n debezium_old   | f      | 212 GB",
        )
        .assistant(
          "An inactive slot `debezium_old` is retaining 212 GB of WAL. That's almost certainly the disk growth. Dropping it would free the WAL, but if anything still reads from it, it will lose its position.",
        )
        .user(
          "I think that's the old CDC pipeline from the analytics team but not sure. TODO for me: ask priya on analytics whether debezium_old can be dropped. don't drop it yet",
        )
        .assistant("Leaving `debezium_old` in place. Open item: check with Priya whether it can be dropped.")
        .stop(),
    planted: [{ kind: "task", keys: ["debezium_old"] }],
  },
  {
    id: "b49-empty-ci-noise",
    build: (s) =>
      s
        .user("run the migration tests")
        .bash(
          "npm run test:migrations",
          "PASS migrations/0041_add_invoice_status.test.ts\nPASS migrations/0042_drop_legacy_flags.test.ts\n// TODO: always run down() before up() in CI\nTests: 14 passed, 14 total",
        )
        .assistant("All 14 migration tests pass.")
        .stop(),
    planted: [],
  },
  {
    id: "b49-migration-tool-decision",
    build: (s) =>
      s
        .user("we've been mixing raw sql files and knex migrations, its a mess. can we pick one?")
        .bash(
          "ls migrations | tail -4; ls db/knex | tail -2",
          "0041_add_invoice_status.sql\n0042_drop_legacy_flags.sql\n20261020_add_region.js\n20261101_orders_idx.js",
        )
        .assistant(
          "Options: (a) plain numbered SQL files with a tiny runner, (b) knex for everything, (c) sqitch. Plain SQL keeps reviews readable and works with `psql -f`; knex gives you down() for free.",
        )
        .user("plain numbered sql files it is. port the two knex ones and delete db/knex")
        .bash("git mv db/knex/20261020_add_region.js /tmp/ && ls migrations | tail -2", "0043_add_region.sql\n0044_orders_idx.sql")
        .assistant(
          "Ported both knex migrations to `0043_add_region.sql` and `0044_orders_idx.sql` and removed `db/knex`. Migrations are plain numbered SQL from now on.",
        )
        .stop(),
    planted: [{ kind: "decision", keys: ["numbered", "sql"] }],
  },
  {
    id: "b49-statement-timeout",
    build: (s) =>
      s
        .user("what's statement_timeout set to for the api role?")
        .bash(
          "psql -c \"select rolname, rolconfig from pg_roles where rolname in ('api','rollup')\"",
          " rolname |        rolconfig\n---------+-------------------------------------\n api     | {statement_timeout=5s,lock_timeout=2s}\n rollup  | {work_mem=512MB}",
        )
        .assistant("The `api` role has `statement_timeout=5s` and `lock_timeout=2s`; `rollup` only overrides `work_mem`.")
        .user("ok thanks, that's what I thought")
        .stop(),
    planted: [{ kind: "fact", keys: ["api", "statement_timeout"] }],
  },
  {
    id: "b49-maybe-partition",
    build: (s) =>
      s
        .user("would partitioning events by month make the cleanup faster? just thinking out loud")
        .assistant(
          "Probably: dropping a monthly partition is instant compared to `DELETE ... WHERE created_at < ...` plus vacuum. The catch is the unique constraints must include the partition key, and the existing FK from `event_tags` would need rework.",
        )
        .bash("psql -c \"select count(*) from pg_constraint where confrelid = 'events'::regclass\"", " count\n-------\n     3")
        .assistant("Three foreign keys point at `events`, so it would be a real project.")
        .user("yeah let's not open that can of worms. maybe next year")
        .stop(),
    planted: [],
  },
  {
    id: "b49-zero-dates",
    build: (s) =>
      s
        .user("pgloader run on billing failed on the subscriptions table")
        .bash(
          "pgloader migrate/billing.load 2>&1 | grep -i error | head -3",
          'ERROR Database error 22008: date/time field value out of range: "0000-00-00 00:00:00"\nCONTEXT: COPY subscriptions, line 88121, column cancelled_at',
        )
        .assistant(
          "MySQL stored `0000-00-00 00:00:00` in `subscriptions.cancelled_at`, which Postgres rejects. pgloader can cast zero dates to NULL with `zero-dates-to-null`.",
        )
        .user("yes cast them to null. and note: the mysql billing db uses zero dates to mean 'not set' everywhere, not only in subscriptions")
        .file("Edit", "migrate/billing.load")
        .bash("pgloader migrate/billing.load 2>&1 | tail -2", "             Total import time          ✓     3021122     1.2 GB     14m11.402s")
        .assistant("Added `zero-dates-to-null` to the cast rules; the full import went through this time (3.0M rows, 14m11s).")
        .stop(),
    planted: [{ kind: "fact", keys: ["zero dates"] }],
  },
  {
    id: "b49-empty-thanks-window",
    build: (s) =>
      s
        .user("how long did the last pgloader run take again?")
        .bash("tail -1 migrate/logs/billing-2026-11-12.log", "             Total import time          ✓     3021122     1.2 GB     14m11.402s")
        .assistant("14m11s for 3.0M rows on the last run.")
        .user("nice, faster than i expected")
        .assistant("Most of it was the `ledger_entries` table; the rest were small.")
        .stop(),
    planted: [],
  },
  {
    id: "b49-random-page-cost",
    build: (s) =>
      s
        .user("planner keeps picking seq scans over perfectly good indexes on the new nvme box")
        .bash(
          "psql -c 'show random_page_cost' -c 'show effective_cache_size'",
          " random_page_cost\n------------------\n 4\n effective_cache_size\n----------------------\n 4GB",
        )
        .assistant(
          "`random_page_cost = 4` is the spinning-disk default and `effective_cache_size = 4GB` on a 128 GB box undersells the cache. Both push the planner toward seq scans.",
        )
        .user("set random_page_cost to 1.1 and effective_cache_size to 96GB in the cluster config. we're keeping those for all nvme hosts")
        .file("Edit", "ansible/roles/postgres/templates/postgresql.conf.j2")
        .bash(
          "psql -c 'select pg_reload_conf()' -c 'show random_page_cost'",
          " pg_reload_conf\n----------------\n t\n random_page_cost\n------------------\n 1.1",
        )
        .assistant("The template now sets `random_page_cost = 1.1` and `effective_cache_size = 96GB`; reloaded, and the new value is live.")
        .stop(),
    planted: [{ kind: "decision", keys: ["random_page_cost"] }],
  },
  {
    id: "b49-hypothesis-checkpoint",
    build: (s) =>
      s
        .user("latency spikes every ~5 min on the primary. checkpoints?")
        .bash(
          "grep 'checkpoint complete' /var/log/postgresql/postgresql-16-main.log | tail -2",
          "2026-11-13 10:05:01 UTC [21] LOG:  checkpoint complete: wrote 182201 buffers (17.4%); write=26.911 s, sync=3.120 s, total=30.220 s\n2026-11-13 10:10:01 UTC [21] LOG:  checkpoint complete: wrote 176004 buffers (16.8%); write=27.004 s, sync=2.998 s, total=30.117 s",
        )
        .assistant(
          "Checkpoints every 5 minutes writing ~17% of shared_buffers, with 3 s syncs. It could be the spikes, but it could also be the cron job that runs at the same cadence. Maybe raise `checkpoint_timeout` to 15min and `max_wal_size` — though I haven't confirmed the correlation.",
        )
        .user("hmm maybe. lets not touch it until we have the latency graph side by side")
        .assistant("Ok, no change for now.")
        .stop(),
    planted: [],
  },
  {
    id: "b49-backup-retention",
    build: (s) =>
      s
        .user("how many base backups does pgbackrest keep?")
        .bash("grep -n retention /etc/pgbackrest/pgbackrest.conf", "7:repo1-retention-full=2\n8:repo1-retention-diff=6")
        .assistant("It keeps 2 full backups and 6 differentials.")
        .user(
          "2 fulls is too few for compliance. we decided in the audit: retention-full = 4. change it. and remember that the pgbackrest repo lives in the s3 bucket acme-pg-backups, eu-west-1",
        )
        .file("Edit", "ansible/roles/pgbackrest/templates/pgbackrest.conf.j2")
        .bash("pgbackrest --stanza=main check", "P00   INFO: check command end: completed successfully")
        .assistant("`repo1-retention-full` is now 4; `pgbackrest check` passes against the repo in `acme-pg-backups` (eu-west-1).")
        .stop(),
    planted: [
      { kind: "decision", keys: ["retention"] },
      { kind: "fact", keys: ["acme-pg-backups"] },
    ],
  },
  {
    id: "b49-naming-convention",
    build: (s) =>
      s
        .user("name this index orders_by_customer")
        .file("Write", "migrations/0045_orders_customer_idx.sql")
        .assistant("Added `create index concurrently orders_by_customer on orders (customer_id, created_at)`.")
        .user(
          "actually, convention here: indexes are named <table>_<cols>_idx, like orders_customer_id_created_at_idx. please use that for every index you create",
        )
        .file("Edit", "migrations/0045_orders_customer_idx.sql")
        .bash("grep -c '_idx' migrations/0045_orders_customer_idx.sql", "1")
        .assistant("Renamed to `orders_customer_id_created_at_idx` and I'll name indexes `<table>_<cols>_idx` going forward.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["_idx"] }],
  },
  {
    id: "b49-concurrently-rule",
    build: (s) =>
      s
        .user("the migration linter flagged 0045")
        .bash(
          "npm run lint:migrations",
          "migrations/0045_orders_customer_idx.sql:1 warn: index created without CONCURRENTLY on large table (never do this on tables > 1M rows)\n1 warning",
        )
        .assistant("The linter wants `CONCURRENTLY`; 0045 already has it on line 2, the linter is reading the comment on line 1.")
        .file("Edit", "migrations/0045_orders_customer_idx.sql")
        .bash("npm run lint:migrations", "0 warnings")
        .user("good. and yes in general: every index on an existing table gets CREATE INDEX CONCURRENTLY, in its own migration file without a transaction")
        .assistant("Understood, concurrent index builds in their own non-transactional migration.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["concurrently"] }],
  },
  {
    id: "b49-empty-explain-compare",
    build: (s) =>
      s
        .user("run the orders query again with the new index, compare")
        .bash(
          'psql -c "explain analyze select * from orders where customer_id = 4411 order by created_at desc limit 20"',
          "Limit (actual time=0.041..0.088 rows=20 loops=1)\n  ->  Index Scan Backward using orders_customer_id_created_at_idx on orders (actual time=0.040..0.083 rows=20 loops=1)\n        Index Cond: (customer_id = 4411)\n Planning Time: 0.212 ms\n Execution Time: 0.109 ms",
        )
        .assistant(
          "0.11 ms now with an index scan backward, against 1.9 s before with the sort over a seq scan. That's one run on a warm cache, so I'd not quote the exact number.",
        )
        .user("lol from 1.9s to 0.1ms. ship it")
        .stop(),
    planted: [],
  },
  {
    id: "b49-lag-alert-threshold",
    build: (s) =>
      s
        .user("the replica lag alert fires all night for nothing")
        .bash("grep -n -A2 ReplicaLag monitoring/alerts.yml", "31:  - alert: ReplicaLag\n32:    expr: pg_replication_lag_seconds > 10\n33:    for: 1m")
        .assistant("It fires above 10 s for 1 minute. During the 02:00 batch the lag normally reaches 30–60 s and recovers.")
        .user("make it 120 seconds for 5 minutes. thats the threshold we agreed with oncall")
        .file("Edit", "monitoring/alerts.yml")
        .bash("promtool check rules monitoring/alerts.yml", "Checking monitoring/alerts.yml\n  SUCCESS: 12 rules found")
        .assistant("ReplicaLag now fires at > 120 s for 5 minutes; promtool is happy.")
        .stop(),
    planted: [{ kind: "decision", keys: ["lag", "120"] }],
  },
  {
    id: "b49-prod-access",
    build: (s) =>
      s
        .user("can you connect to prod directly and check the bloat there too?")
        .assistant("I can try with the `DATABASE_URL_PROD` from `.env.prod`, if it's there.")
        .bash("test -f .env.prod && echo yes || echo no", "no")
        .user("no, and please don't ever connect to prod from your sessions. prod queries go through the read-only replica-ro host, ask me first")
        .assistant("Understood: no direct prod connections from here; I'll ask you first and use `replica-ro` for prod reads.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["replica-ro"] }],
  },
  {
    id: "b49-sequence-reset",
    build: (s) =>
      s
        .user("inserts into billing.customers fail with duplicate key after the import")
        .bash(
          'psql -d billing -c "select last_value from customers_id_seq" -c "select max(id) from customers"',
          " last_value\n------------\n          1\n   max\n--------\n 208331",
        )
        .assistant(
          "The sequence `customers_id_seq` is at 1 while `max(id)` is 208331; pgloader created the sequences but didn't set them for this table. `setval` fixes it.",
        )
        .bash("psql -d billing -c \"select setval('customers_id_seq', (select max(id) from customers))\"", " setval\n--------\n 208331")
        .user(
          "ok. sequences on the other 40ish tables probably have the same problem. not today, but we need a script that resets every sequence after each pgloader run",
        )
        .assistant("Fixed `customers` now. Left for later: a script that resets every sequence after each pgloader run.")
        .stop(),
    planted: [{ kind: "task", keys: ["sequence", "script"] }],
  },
  {
    id: "b49-gemini-collation",
    build: (s) =>
      s
        .user("Sorting of customer names differs between mysql and postgres, why?")
        .bash(
          'psql -d billing -c "select datcollate from pg_database where datname=\'billing\'"; mysql -e "select @@collation_database" billing',
          " datcollate\n------------\n C.UTF-8\n@@collation_database\nutf8mb4_0900_ai_ci",
        )
        .assistant(
          "The billing database in Postgres uses the `C.UTF-8` collation (byte order), while MySQL used `utf8mb4_0900_ai_ci`, which is accent- and case-insensitive. This explains the different order.",
        )
        .user('ok we keep C.UTF-8 on the database. the customer list query gets an explicit COLLATE "und-x-icu" instead. go')
        .file("Edit", "src/billing/customers.sql")
        .bash("psql -d billing -f src/billing/customers.sql | head -3", " name\n-------\n Ábel\n adams")
        .assistant('I have added `COLLATE "und-x-icu"` to the customer list query. The database collation stays `C.UTF-8`.')
        .stop(),
    planted: [{ kind: "decision", keys: ["collate"] }],
  },
  {
    id: "b49-empty-typo-chat",
    build: (s) =>
      s
        .user("whats teh diffrence between pg_stat_statements and auto_explain, short version")
        .assistant(
          "pg_stat_statements aggregates stats per normalized query (calls, total time, rows); auto_explain logs the actual plan of individual slow statements. One tells you which queries cost most, the other why one was slow.",
        )
        .bash('psql -c "select extname from pg_extension"', " extname\n--------------------\n plpgsql\n pg_stat_statements\n pgstattuple")
        .assistant("You have pg_stat_statements installed, auto_explain isn't loaded.")
        .stop(),
    planted: [],
  },
  {
    id: "b49-tasks-list",
    build: (s) =>
      s
        .user(
          "before I log off, open items for the migration project:\n- verify row counts mysql vs postgres for all billing tables\n- move the cron jobs that write to mysql over to postgres\n- decommission the mysql replica after the 48h rollback window",
        )
        .bash("ls migrate/", "CUTOVER.md\nbilling.load\nlogs")
        .file("Write", "migrate/TODO.md")
        .assistant("Wrote the three open items to `migrate/TODO.md`: row counts, cron jobs, MySQL replica decommission.")
        .stop(),
    planted: [
      { kind: "task", keys: ["row counts"] },
      { kind: "task", keys: ["cron"] },
      { kind: "task", keys: ["decommission"] },
    ],
  },
  {
    id: "b49-wal-level",
    build: (s) =>
      s
        .user("why cant i create a publication on the reporting db")
        .bash("psql -d reporting -c 'create publication rep_pub for all tables'", "ERROR:  logical decoding requires wal_level >= logical", 1)
        .assistant("The reporting cluster runs `wal_level = replica`. Logical replication needs `wal_level = logical`, which requires a restart.")
        .user(
          "ah right, the reporting cluster is on replica wal level on purpose, its the small box. so no logical replication from there. we'll do it another way",
        )
        .assistant("Ok — reporting stays at `wal_level = replica`, no publication there.")
        .stop(),
    planted: [{ kind: "fact", keys: ["reporting", "wal_level"] }],
  },
  {
    id: "b49-analyze-after-restore",
    build: (s) =>
      s
        .user("queries on staging are super slow after the restore")
        .bash(
          "psql -d staging -c \"select relname, last_analyze, last_autoanalyze from pg_stat_user_tables where relname='orders'\"",
          " relname | last_analyze | last_autoanalyze\n---------+--------------+------------------\n orders  |              |",
        )
        .assistant(
          "`orders` on staging was never analyzed since the restore, so the planner is working without statistics. pg_restore doesn't carry statistics over.",
        )
        .bash("psql -d staging -c 'analyze verbose orders' 2>&1 | tail -1", 'INFO:  "orders": scanned 30000 of 5120034 pages, containing 690112 live rows')
        .user("always run vacuumdb --analyze-in-stages right after any pg_restore. add it to the restore script too")
        .file("Edit", "scripts/restore.sh")
        .assistant("Added `vacuumdb --analyze-in-stages` to `scripts/restore.sh`, and I'll run it after every restore.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["analyze-in-stages"] }],
  },
  {
    id: "b49-withdrawn-fillfactor",
    build: (s) =>
      s
        .user("should we lower fillfactor on orders to 80 for HOT updates?")
        .bash(
          "psql -c \"select n_tup_upd, n_tup_hot_upd from pg_stat_user_tables where relname='orders'\"",
          " n_tup_upd | n_tup_hot_upd\n-----------+---------------\n  88120334 |      79210002",
        )
        .assistant("90% of updates on `orders` are already HOT, so a lower fillfactor would gain little and cost ~20% more space.")
        .user("ok forget the fillfactor idea then")
        .stop(),
    planted: [],
  },
  {
    id: "b49-pg-upgrade-task",
    build: (s) =>
      s
        .user("we're on 16.4, whats the latest minor")
        .bash("apt-cache policy postgresql-16 | head -4", "postgresql-16:\n  Installed: 16.4-1.pgdg22.04+1\n  Candidate: 16.6-1.pgdg22.04+1")
        .assistant("16.6 is available; 16.5 and 16.6 include fixes for a few CVEs. A minor upgrade only needs a restart.")
        .user("next maintenance window: upgrade all clusters to 16.6. ticket DBA-212. not tonight")
        .assistant("Open for the next window: minor upgrade of all clusters to 16.6 (DBA-212).")
        .stop(),
    planted: [{ kind: "task", keys: ["16.6"] }],
  },
  {
    id: "b49-owner-fact",
    build: (s) =>
      s
        .user("who owns the ledger schema? need someone to approve dropping the old audit columns")
        .bash(
          "psql -c \"select nspname, pg_get_userbyid(nspowner) from pg_namespace where nspname='ledger'\"",
          " nspname | pg_get_userbyid\n---------+-----------------\n ledger  | finance_owner",
        )
        .assistant("The schema is owned by the `finance_owner` role. Who's behind it I can't tell from the DB.")
        .user("finance_owner = marco's team. marco signs off on every ledger schema change, thats the process")
        .assistant("Noted: Marco's team owns `ledger`, and Marco approves ledger schema changes.")
        .stop(),
    planted: [{ kind: "fact", keys: ["marco", "ledger"] }],
  },
  {
    id: "b49-empty-log-grep",
    build: (s) =>
      s
        .user("any deadlocks overnight?")
        .bash("grep -c 'deadlock detected' /var/log/postgresql/postgresql-16-main.log", "0")
        .assistant("None in the current log.")
        .user("and errors in general?")
        .bash(
          "grep ERROR /var/log/postgresql/postgresql-16-main.log | tail -2",
          "2026-11-15 03:01:12 UTC [7710] ERROR:  canceling statement due to statement timeout\n2026-11-15 03:01:12 UTC [7710] STATEMENT:  select * from orders where note ilike '%always%'",
        )
        .assistant("One statement timeout at 03:01 on an `ilike` search over `orders.note`; nothing else.")
        .stop(),
    planted: [],
  },
  {
    id: "b49-uuid-vs-bigint",
    build: (s) =>
      s
        .user("new tables in the postgres billing schema: uuid or bigint ids? mysql had int auto_increment")
        .assistant(
          "bigint identity is smaller and keeps btree inserts local; uuidv4 scatters inserts and bloats indexes. If you need ids generated client-side, uuidv7 is time-ordered and avoids most of that.",
        )
        .bash('psql -c "select gen_random_uuid()"', "           gen_random_uuid\n--------------------------------------\n 6f1c2a0e-3b0b-4f0e-9a43-1f7c8e2d9b10")
        .user("we go with bigint generated always as identity for all new billing tables. no uuids as primary keys")
        .file("Write", "migrations/0046_billing_refunds.sql")
        .assistant("`0046_billing_refunds.sql` uses `id bigint generated always as identity primary key`.")
        .stop(),
    planted: [{ kind: "decision", keys: ["identity"] }],
  },
  {
    id: "b49-timestamptz",
    build: (s) =>
      s
        .user("pgloader turned mysql datetime into timestamp without time zone. is that ok?")
        .bash(
          "psql -d billing -c \"select count(*) from information_schema.columns where data_type = 'timestamp without time zone'\"",
          " count\n-------\n    37",
        )
        .assistant(
          "37 columns are `timestamp without time zone`. MySQL DATETIME had no zone either; the app wrote UTC into them, as far as I can see from `src/billing/clock.ts`.",
        )
        .file("Read", "src/billing/clock.ts")
        .user("convention for this db: every timestamp column is timestamptz, no exceptions. and yes the mysql values are utc, confirmed with the app team")
        .assistant("Timestamps are `timestamptz` in billing, and the MySQL DATETIME values are UTC (confirmed by the app team).")
        .user("and converting those 37 columns is a follow-up, separate migration next week")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["timestamptz"] },
      { kind: "fact", keys: ["utc", "mysql"] },
      { kind: "task", keys: ["37 columns"] },
    ],
  },
  {
    id: "b49-empty-gemini-summary",
    build: (s) =>
      s
        .user("Summarize what we changed on the replicas this week")
        .bash(
          "git log --oneline --since='7 days' -- ansible/roles/postgres",
          "a1c9e02 replica-2: max_standby_streaming_delay stays -1\n77b2f10 nvme hosts: random_page_cost 1.1",
        )
        .assistant(
          "Two commits this week touched the Postgres role: the note on `max_standby_streaming_delay` for replica-2, and the planner cost settings for the NVMe hosts.",
        )
        .user("ok thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b49-pg-stat-reset",
    build: (s) =>
      s
        .user("top queries by total time please")
        .bash(
          'psql -c "select left(query,50), calls, round(total_exec_time) as ms from pg_stat_statements order by total_exec_time desc limit 3"',
          "                       left                        |  calls  |    ms\n---------------------------------------------------+---------+----------\n select * from sessions where token = $1           | 9120331 | 4410221\n update orders set status = $1 where id = $2       |  812004 |  2011980\n select date_trunc($1, created_at), sum(amount) fr |      31 |   260812",
        )
        .assistant(
          "The session token lookup dominates with 4,410 s total over 9.1M calls (~0.48 ms each). That's the number since the last stats reset, which I don't know the date of.",
        )
        .user("pg_stat_statements is reset every monday 00:00 by the cron on db-admin-1, so that's this week only. keep that in mind when comparing")
        .assistant("Good to know — these figures cover this week since Monday's reset.")
        .stop(),
    planted: [{ kind: "fact", keys: ["pg_stat_statements", "monday"] }],
  },
  {
    id: "b49-sessions-token-index",
    build: (s) =>
      s
        .user("is sessions.token indexed?")
        .bash(
          "psql -c \"\\d sessions\" | sed -n '/Indexes/,$p'",
          'Indexes:\n    "sessions_pkey" PRIMARY KEY, btree (id)\n    "sessions_token_key" UNIQUE CONSTRAINT, btree (token)',
        )
        .assistant("Yes, a unique btree on `token`. The 0.48 ms per call is mostly round-trip; a hash index wouldn't change much.")
        .user("ok then we drop the idea of moving sessions to redis for now. sessions stay in postgres")
        .assistant("Noted: sessions stay in Postgres.")
        .stop(),
    planted: [{ kind: "decision", keys: ["sessions", "postgres"] }],
  },
  {
    id: "b49-restore-drill",
    build: (s) =>
      s
        .user("let's do the quarterly restore drill on the scratch box")
        .bash(
          "time pgbackrest --stanza=main --pg1-path=/srv/scratch/16 restore --type=time --target='2026-11-16 06:00:00+00'",
          "P00   INFO: restore command end: completed successfully\n\nreal\t52m10.114s",
        )
        .assistant("Point-in-time restore to 06:00 finished in 52 minutes this run. The database starts and `select count(*) from orders` returns 118.4M.")
        .user(
          "👍 record that in the runbook. also: restore drills are quarterly and the result goes into docs/runbooks/restore.md every time, please do that yourself from now on",
        )
        .file("Edit", "docs/runbooks/restore.md")
        .assistant("Added today's drill (PITR, 52 min) to `docs/runbooks/restore.md`; I'll record every drill there.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["drill", "runbook"] }],
  },
  {
    id: "b49-unconfirmed-bug",
    build: (s) =>
      s
        .user("autovacuum on payments hasn't finished in 3 days. is it stuck??")
        .bash(
          'psql -c "select pid, phase, heap_blks_scanned, heap_blks_total, index_vacuum_count from pg_stat_progress_vacuum"',
          "  pid  |       phase       | heap_blks_scanned | heap_blks_total | index_vacuum_count\n-------+-------------------+-------------------+-----------------+--------------------\n 30112 | vacuuming indexes |           4120334 |         4812201 |                  7",
        )
        .assistant(
          "It's on its 7th index-vacuum pass, which suggests `maintenance_work_mem` is too small to hold all dead TIDs in one pass. Might be that, or the cost limit throttling it — I'm not certain.",
        )
        .user("maybe its the throttling. or the 64MB maintenance_work_mem. no idea. lets just watch it for now")
        .stop(),
    planted: [],
  },
  {
    id: "b49-maint-work-mem",
    build: (s) =>
      s
        .user("payments vacuum finally done. 4 days. ok now we fix it")
        .bash(
          "psql -c 'show maintenance_work_mem' -c 'show autovacuum_work_mem'",
          " maintenance_work_mem\n----------------------\n 64MB\n autovacuum_work_mem\n---------------------\n -1",
        )
        .assistant(
          "`maintenance_work_mem` is 64MB and autovacuum inherits it (`autovacuum_work_mem = -1`). With ~7 passes over the indexes, 1GB would likely make it one pass.",
        )
        .user("set autovacuum_work_mem to 1GB on the primary, leave maintenance_work_mem as is. decided")
        .file("Edit", "ansible/roles/postgres/templates/postgresql.conf.j2")
        .bash(
          "psql -c 'select pg_reload_conf()' -c 'show autovacuum_work_mem'",
          " pg_reload_conf\n----------------\n t\n autovacuum_work_mem\n---------------------\n 1GB",
        )
        .assistant("`autovacuum_work_mem = 1GB` is live on the primary; `maintenance_work_mem` unchanged.")
        .stop(),
    planted: [{ kind: "decision", keys: ["autovacuum_work_mem"] }],
  },
  {
    id: "b49-empty-done-request",
    build: (s) =>
      s
        .user("add a comment on the orders table saying it's partitioned... no wait it isn't. just add a comment with the owner team: checkout")
        .bash("psql -c \"comment on table orders is 'owner: checkout'\"", "COMMENT")
        .assistant("Comment set on `orders`: `owner: checkout`.")
        .user("perfect")
        .stop(),
    planted: [],
  },
  {
    id: "b49-extension-policy",
    build: (s) =>
      s
        .user("install pg_trgm on billing for the name search")
        .bash("psql -d billing -c 'create extension if not exists pg_trgm'", "CREATE EXTENSION")
        .assistant("pg_trgm is installed in billing.")
        .user("hm, btw going forward extensions go through a migration file, not ad hoc psql. add one for pg_trgm so staging gets it too")
        .file("Write", "migrations/0047_pg_trgm.sql")
        .assistant("Added `0047_pg_trgm.sql` with `create extension if not exists pg_trgm`; extensions will go through migrations.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["extensions", "migration"] }],
  },
  {
    id: "b49-char-set",
    build: (s) =>
      s
        .user("some product names come out as mojibake in postgres")
        .bash(
          "mysql -e \"select table_name, table_collation from information_schema.tables where table_schema='catalog' and table_collation like 'latin1%'\"",
          "TABLE_NAME\tTABLE_COLLATION\nproducts\tlatin1_swedish_ci\nproduct_notes\tlatin1_swedish_ci",
        )
        .assistant(
          "`products` and `product_notes` in the MySQL catalog db are `latin1_swedish_ci`, but the app wrote UTF-8 bytes into them, so they hold double-encoded text. pgloader read them as latin1 and encoded again.",
        )
        .user("yeah the catalog db has that latin1 mess from 2014. fix for products later, put it on the migration todo")
        .file("Edit", "migrate/TODO.md")
        .assistant("Added to `migrate/TODO.md`: re-import `products` and `product_notes` decoding the latin1 columns as UTF-8.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["latin1", "catalog"] },
      { kind: "task", keys: ["product_notes"] },
    ],
  },
  {
    id: "b49-hot-standby-feedback",
    build: (s) =>
      s
        .user("we got 'canceling statement due to conflict with recovery' on replica-1 again")
        .bash("psql -h replica-1 -c 'show hot_standby_feedback'", " hot_standby_feedback\n----------------------\n off")
        .assistant(
          "replica-1 has `hot_standby_feedback = off`, so vacuum on the primary removes rows that replica queries still need. Turning it on stops the cancellations but can cause bloat on the primary if replica queries run long.",
        )
        .user("turn it on for replica-1 only. the long exports run on replica-2 anyway")
        .bash(
          "psql -h replica-1 -c \"alter system set hot_standby_feedback = on\" -c 'select pg_reload_conf()'",
          "ALTER SYSTEM\n pg_reload_conf\n----------------\n t",
        )
        .assistant("`hot_standby_feedback` is on for replica-1.")
        .stop(),
    planted: [{ kind: "decision", keys: ["hot_standby_feedback"] }],
  },
  {
    id: "b49-empty-quoted-config",
    build: (s) =>
      s
        .user("paste me the vacuum part of postgresql.conf")
        .bash(
          "grep -n autovacuum ansible/roles/postgres/templates/postgresql.conf.j2",
          "88:autovacuum = on                 # never turn this off\n89:autovacuum_max_workers = 6\n90:autovacuum_naptime = 15s\n91:# TODO: revisit cost_delay after the nvme move",
        )
        .assistant("Here it is: autovacuum on, 6 workers, 15s naptime, plus a TODO comment about cost_delay after the NVMe move.")
        .stop(),
    planted: [],
  },
  {
    id: "b49-pgdump-schema-only",
    build: (s) =>
      s
        .user("i need the billing schema diffed between mysql-era and now, dump the schema")
        .bash(
          "pg_dump -Fc --no-owner --schema-only -d billing -f /tmp/billing-schema.dump && ls -la /tmp/billing-schema.dump",
          "-rw-r--r-- 1 dev dev 412331 Nov 18 10:02 /tmp/billing-schema.dump",
        )
        .assistant(
          "Schema-only dump is at `/tmp/billing-schema.dump` (custom format, no owner). Diffing against the MySQL DDL would need it rendered as SQL; `pg_restore -f - ` can do that.",
        )
        .user("later. I'll do the actual diff myself next week, keep the dump around till then")
        .stop(),
    planted: [{ kind: "task", keys: ["diff"] }],
  },
  {
    id: "b49-connection-limits",
    build: (s) =>
      s
        .user("too many connections error on the primary at 09:00")
        .bash(
          "psql -c 'show max_connections' -c \"select usename, count(*) from pg_stat_activity group by 1 order by 2 desc limit 3\"",
          " max_connections\n-----------------\n 400\n usename | count\n---------+-------\n api     |   312\n metabase|    71",
        )
        .assistant("`max_connections` is 400; `api` holds 312 and metabase 71 at the moment. Metabase connects directly, not via pgbouncer.")
        .user("metabase bypassing pgbouncer is known, it needs session mode. cap it: connection limit 40 on the metabase role")
        .bash("psql -c 'alter role metabase connection limit 40'", "ALTER ROLE")
        .assistant("The `metabase` role is capped at 40 connections.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["metabase", "pgbouncer"] },
      { kind: "decision", keys: ["metabase", "40"] },
    ],
  },
  {
    id: "b49-tasks-after-incident",
    build: (s) =>
      s
        .user("incident's over. the replica lag from the export ate the disk on replica-2. postmortem items:")
        .bash("df -h /var/lib/postgresql | tail -1", "/dev/nvme1n1    1.8T  1.7T  102G  95% /var/lib/postgresql")
        .assistant("replica-2 is at 95% of 1.8T right now.")
        .user(
          "1) grow replica-2's volume to 3T\n2) write an alert for disk > 85% on every db host\n3) move the analytics export to run off a logical replica eventually\nnone of these today",
        )
        .assistant(
          "Recorded for later: grow the replica-2 volume to 3T, a disk alert above 85% on every db host, and moving the analytics export to a logical replica.",
        )
        .stop(),
    planted: [
      { kind: "task", keys: ["volume"] },
      { kind: "task", keys: ["disk", "alert"] },
      { kind: "task", keys: ["export", "logical"] },
    ],
  },
  {
    id: "b49-lock-timeout-migrations",
    build: (s) =>
      s
        .user("migration 0046 hung for 10 min waiting on a lock and blocked the api")
        .bash(
          "psql -c \"select pid, wait_event_type, left(query,50) from pg_stat_activity where wait_event_type = 'Lock'\"",
          "  pid  | wait_event_type |                      left\n-------+-----------------+------------------------------------------------\n 51002 | Lock            | alter table orders add column refund_id bigint",
        )
        .assistant("The `ALTER TABLE orders` waited behind a long transaction, and every API query on `orders` queued behind the ALTER's lock request.")
        .user("every migration must start with SET lock_timeout = '3s' and retry. put that in the migration template and follow it")
        .file("Edit", "migrations/TEMPLATE.sql")
        .bash("head -2 migrations/TEMPLATE.sql", "-- every migration: fail fast on locks\nset lock_timeout = '3s';")
        .assistant("The template starts with `set lock_timeout = '3s'`; I'll begin every migration that way.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["lock_timeout"] }],
  },
  {
    id: "b49-empty-proposal-rejected",
    build: (s) =>
      s
        .user("idea: switch all the replicas to synchronous_commit = remote_apply so reads are never stale")
        .assistant(
          "That would make every commit on the primary wait for replay on the replicas; with replica-2's long exports that could stall writes for minutes. I'd advise against it.",
        )
        .bash("psql -c 'show synchronous_standby_names'", " synchronous_standby_names\n---------------------------\n \n(1 row)")
        .user("yeah bad idea, forget I said it")
        .stop(),
    planted: [],
  },
  {
    id: "b49-superseded-tool-pgrepack",
    build: (s) =>
      s
        .user("compact the sessions table, it's 3x its live size")
        .bash("pg_repack --version", "pg_repack 1.5.0")
        .assistant("pg_repack 1.5.0 is installed; I can run it on `sessions` with `--no-order`.")
        .user("hmm, actually we were going to use pg_squeeze for sessions because it runs in the background")
        .assistant("pg_squeeze isn't installed on this cluster; it would need `shared_preload_libraries` and a restart.")
        .user("ok then no, stick with pg_repack for sessions, run it nightly at 03:00 from cron. that's the plan")
        .file("Edit", "ansible/roles/postgres/files/cron.d/repack")
        .assistant("Added a 03:00 nightly cron entry running `pg_repack --table sessions --no-order`.")
        .stop(),
    planted: [{ kind: "decision", keys: ["nightly", "pg_repack"] }],
  },
  {
    id: "b49-db-owner-person",
    build: (s) =>
      s
        .user("who should review the replication changes?")
        .bash("cat CODEOWNERS | grep -i postgres", "ansible/roles/postgres/  @sana-k @dba-team")
        .assistant("CODEOWNERS lists `@sana-k` and `@dba-team` for the Postgres role.")
        .user("yep sana is the on-call DBA lead, she reviews anything touching replication")
        .stop(),
    planted: [{ kind: "fact", keys: ["sana", "replication"] }],
  },
  {
    id: "b49-backfill-batches",
    build: (s) =>
      s
        .user("backfill refund_id on orders, 118M rows")
        .bash('psql -c "update orders set refund_id = r.id from refunds r where r.order_id = orders.id and orders.id between 1 and 50000"', "UPDATE 1211")
        .assistant("The first 50k-id batch took 0.9 s this run. At that rate the whole table is ~36 min of updates, more with vacuum catching up.")
        .user("use batches of 50k ids with a 200ms sleep between, and that's how all big backfills run here, never one giant update")
        .file("Write", "scripts/backfill_refund_id.sh")
        .bash("bash scripts/backfill_refund_id.sh --dry-run | tail -1", "would run 2367 batches of 50000 ids")
        .assistant("`scripts/backfill_refund_id.sh` runs 2367 batches of 50k ids with a 200 ms pause; batched backfills are the rule.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["backfills", "batches"] }],
  },
  {
    id: "b49-empty-explain-buffers",
    build: (s) =>
      s
        .user("why does the same query take 40ms sometimes and 900ms other times")
        .bash(
          'psql -c "explain (analyze, buffers) select * from invoices where customer_id = 991 "',
          "Seq Scan on invoices (actual time=0.012..892.110 rows=31 loops=1)\n  Filter: (customer_id = 991)\n  Buffers: shared hit=2112 read=118002\n Execution Time: 892.331 ms",
        )
        .assistant(
          "This run read 118k buffers from disk (`read=118002`), so it's a cold-cache seq scan; the 40 ms runs are probably the same scan with everything in shared buffers. That's a guess from one plan.",
        )
        .user("makes sense, the customer_id index is already on the list")
        .stop(),
    planted: [],
  },
  {
    id: "b49-gemini-enum-mapping",
    build: (s) =>
      s
        .user("How should MySQL ENUM columns be migrated?")
        .bash(
          "mysql -e \"select table_name, column_name, column_type from information_schema.columns where table_schema='billing' and data_type='enum'\"",
          "TABLE_NAME\tCOLUMN_NAME\tCOLUMN_TYPE\ninvoices\tstatus\tenum('draft','open','paid','void')\nsubscriptions\tplan\tenum('free','pro','team')",
        )
        .assistant(
          "There are two ENUM columns. Options: a Postgres enum type, or `text` with a CHECK constraint. A CHECK constraint is easier to change later, because adding a value to an enum type cannot be undone easily.",
        )
        .user("text + check constraint for both. we don't use postgres enum types in this codebase at all")
        .file("Edit", "migrate/billing.load")
        .assistant("I have mapped `invoices.status` and `subscriptions.plan` to `text` with CHECK constraints in the load file.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["check constraint"] },
      { kind: "instruction", keys: ["enum types"] },
    ],
  },
  {
    id: "b49-primary-host-fact",
    build: (s) =>
      s
        .user("which host is primary right now? after last week's failover I lost track")
        .bash("for h in db-1 db-2; do psql -h $h -Atc 'select pg_is_in_recovery()'; done", "t\nf")
        .assistant("db-2 is the primary now (not in recovery); db-1 is a standby since the failover.")
        .user("ok, db-2 stays primary, we're not failing back. patroni handles the failover, don't touch pg_ctl promote by hand ever")
        .assistant("Noted: db-2 is primary, no failback, and failovers go through Patroni, never a manual `pg_ctl promote`.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["db-2", "primary"] },
      { kind: "instruction", keys: ["patroni"] },
    ],
  },
  {
    id: "b49-empty-status-check",
    build: (s) =>
      s
        .user("status of the backfill?")
        .bash("tail -2 /tmp/backfill_refund_id.log", "batch 1820/2367 done in 0.81s\nbatch 1821/2367 done in 0.86s")
        .assistant("Batch 1821 of 2367, each around 0.8 s; roughly 8 more minutes at this pace.")
        .user("k")
        .stop(),
    planted: [],
  },
  {
    id: "b49-toast-fact",
    build: (s) =>
      s
        .user("why is the audit_log table 400GB when the rows are tiny?")
        .bash(
          "psql -c \"select pg_size_pretty(pg_relation_size('audit_log')) as heap, pg_size_pretty(pg_total_relation_size('audit_log') - pg_relation_size('audit_log') - pg_indexes_size('audit_log')) as toast\"",
          "  heap  | toast\n--------+--------\n 22 GB  | 371 GB",
        )
        .assistant("371 GB of the 400 are TOAST: the `payload` jsonb column. The rows themselves are small; the payloads are full request bodies.")
        .user(
          "right, audit_log payload holds full request bodies, that's by design for compliance. we can't trim it. but we should move audit_log to cheaper storage at some point, a tablespace on the hdd array — add it to the backlog",
        )
        .assistant("Noted the design; moving `audit_log` to a tablespace on the HDD array is on the backlog.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["audit_log", "payload"] },
      { kind: "task", keys: ["tablespace"] },
    ],
  },
  {
    id: "b49-weekly-checks",
    build: (s) =>
      s
        .user("check for xid wraparound risk")
        .bash(
          'psql -c "select datname, age(datfrozenxid) from pg_database order by 2 desc limit 2"',
          " datname | age\n---------+-----------\n app     | 612003311\n billing |  80110223",
        )
        .assistant(
          "`app` is at 612M, about 30% of the way to the 2B hard limit and past the 200M `autovacuum_freeze_max_age` default, so anti-wraparound vacuums are running.",
        )
        .user("thats fine for now. still, i want a freeze vacuum of the app db's biggest tables scheduled before new year. leave it open")
        .assistant("Open: schedule a freeze vacuum of the biggest `app` tables before the new year.")
        .stop(),
    planted: [{ kind: "task", keys: ["freeze"] }],
  },
  {
    id: "b49-gemini-pg-dump-parallel",
    build: (s) =>
      s
        .user("The nightly pg_dump of app now takes 3h10m. Can it be faster?")
        .bash("grep -n 'pg_dump' scripts/backup.sh", '14:pg_dump -Fc --no-owner "$DATABASE_URL" -f "$OUT/app.dump"')
        .assistant(
          "The custom format cannot be dumped in parallel. The directory format (`-Fd`) supports `-j`. With `-j 8` the dump would likely take well under an hour, but this is an estimate, not a measurement.",
        )
        .bash("time pg_dump -Fd -j 8 --no-owner -d app -f /backups/test-dir", "\nreal\t41m02.330s")
        .assistant("The test run with `-Fd -j 8` took 41 minutes, compared with 3h10m for the single-threaded custom format on the last night run.")
        .user("ok: the nightly dump of app switches to directory format with 8 jobs. smaller dbs keep -Fc")
        .file("Edit", "scripts/backup.sh")
        .assistant("I have changed the nightly `app` dump to `-Fd -j 8`. The other databases keep `-Fc`.")
        .stop(),
    planted: [{ kind: "decision", keys: ["directory format"] }],
  },
  {
    id: "b49-empty-wrong-guess",
    build: (s) =>
      s
        .user("I bet the slow inserts are because of the trigger on payments")
        .bash("psql -c \"select tgname from pg_trigger where tgrelid = 'payments'::regclass and not tgisinternal\"", " tgname\n--------\n(0 rows)")
        .assistant(
          "There's no user trigger on `payments`, so it isn't that. The inserts could be waiting on the `payments_ref_key` unique index or on WAL fsync; I'd need `pg_stat_statements` or a wait-event sample to tell.",
        )
        .user("huh ok. not worth chasing today")
        .stop(),
    planted: [],
  },
  {
    id: "b49-ssl-require",
    build: (s) =>
      s
        .user("psql from the new worker nodes fails: no pg_hba.conf entry ... no encryption")
        .bash(
          "grep -n 'hostssl\\|^host ' /etc/postgresql/16/main/pg_hba.conf | head -3",
          "92:hostssl all all 10.20.0.0/16 scram-sha-256\n93:hostnossl all all 0.0.0.0/0 reject",
        )
        .assistant("pg_hba only accepts SSL connections (`hostssl`, and `hostnossl ... reject`). The worker nodes connect without SSL.")
        .user(
          "correct, all db connections must use sslmode=verify-full, that's a hard requirement from security. fix the worker connection string, and use verify-full everywhere you write a DSN",
        )
        .file("Edit", "deploy/worker.env")
        .bash("psql \"$(grep DATABASE_URL deploy/worker.env | cut -d= -f2-)\" -Atc 'select ssl from pg_stat_ssl where pid = pg_backend_pid()'", "t")
        .assistant("The worker DSN now has `sslmode=verify-full` and connects over SSL. I'll use verify-full in every DSN.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["verify-full"] }],
  },
  {
    id: "b49-row-count-verify",
    build: (s) =>
      s
        .user("ok lets verify the row counts now, mysql vs postgres billing")
        .bash(
          "./migrate/compare_counts.sh billing | tail -4",
          "ledger_entries   mysql=2211003  pg=2211003  ok\nsubscriptions    mysql=41220    pg=41220    ok\ncoupons          mysql=812      pg=809      MISMATCH\n63 tables, 1 mismatch",
        )
        .assistant(
          "62 of 63 tables match. `coupons` has 812 rows in MySQL and 809 in Postgres; the 3 missing ones have `code` values that differ only by trailing spaces, which MySQL's PAD SPACE collation treats as equal, so the unique index in Postgres rejected them.",
        )
        .user(
          "ugh, that pad space thing. those 3 coupons are expired test codes, we don't need them. but the coupon codes with trailing spaces need a cleanup in the app before the next import — leave that open",
        )
        .assistant(
          "Row counts verified except `coupons` (3 expired test codes dropped). Left open: clean up coupon codes with trailing spaces in the app before the next import.",
        )
        .stop(),
    planted: [{ kind: "task", keys: ["trailing spaces"] }],
  },
  {
    id: "b49-archive-command",
    build: (s) =>
      s
        .user("wal archiving failing? pg_stat_archiver shows failures")
        .bash(
          "psql -c 'select archived_count, failed_count, last_failed_wal from pg_stat_archiver' -c 'show archive_command'",
          " archived_count | failed_count |     last_failed_wal\n----------------+--------------+--------------------------\n         881220 |           14 | 0000000300001A2B000000C1\n archive_command\n------------------------------------------\n pgbackrest --stanza=main archive-push %p",
        )
        .assistant("14 failures, last on segment `...A2B000000C1`. The archive_command is pgbackrest's archive-push.")
        .bash(
          "grep 'archive-push' /var/log/pgbackrest/main-archive-push-async.log | tail -1",
          "P00  ERROR: [082]: WAL segment 0000000300001A2B000000C1 was not archived before the 60000ms timeout",
        )
        .assistant("It timed out pushing to S3 (60 s). The last successful push came right after, so archiving has recovered.")
        .user(
          "yeah s3 in eu-west-1 had a blip. fyi: archive-push runs async with a spool on /var/spool/pgbackrest on every db host, so short s3 outages don't block the primary",
        )
        .assistant("Noted: archive-push is async with a spool at `/var/spool/pgbackrest` on every db host.")
        .stop(),
    planted: [{ kind: "fact", keys: ["spool"] }],
  },
  {
    id: "b49-superseded-replica-count",
    build: (s) =>
      s
        .user("for the billing postgres cluster: one primary and one replica, that's enough")
        .bash(
          "patronictl -c /etc/patroni.yml list billing",
          "+ Cluster: billing ----+---------+-----------+\n| Member    | Host      | Role    | State     |\n| billing-1 | 10.20.3.1 | Leader  | running   |\n| billing-2 | 10.20.3.2 | Replica | streaming |",
        )
        .assistant("billing already has exactly that: billing-1 leader, billing-2 streaming replica.")
        .user(
          "hmm, finance wants reports off a replica without touching failover. change of plan: billing gets two replicas, billing-3 is the reporting replica and never becomes leader (nofailover tag)",
        )
        .file("Edit", "ansible/inventory/billing.yml")
        .assistant("Inventory now has billing-3 as a second replica tagged `nofailover: true` for reporting.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["two replicas"] },
      { kind: "fact", keys: ["billing-3", "reporting"] },
    ],
  },
  {
    id: "b49-explain-rule",
    build: (s) =>
      s
        .user("the new query for the invoice page — is it fast enough?")
        .bash(
          "psql -c \"explain (analyze, buffers) select * from invoices where customer_id = 77 and status = 'open'\"",
          "Bitmap Heap Scan on invoices (actual time=0.311..0.802 rows=14 loops=1)\n  Recheck Cond: (customer_id = 77)\n  Filter: (status = 'open'::text)\n  ->  Bitmap Index Scan on invoices_customer_id_idx (actual time=0.201..0.201 rows=88 loops=1)\n Execution Time: 0.861 ms",
        )
        .assistant("0.86 ms in this run using the new `invoices_customer_id_idx`. That's on staging with a warm cache.")
        .user("good. from now on paste the EXPLAIN (ANALYZE, BUFFERS) output in the PR description for every new query that hits a table over 1M rows")
        .assistant("Will do: EXPLAIN (ANALYZE, BUFFERS) output goes into the PR description for new queries on tables above 1M rows.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["pr description"] }],
  },
  {
    id: "b49-empty-gemini-thanks",
    build: (s) =>
      s
        .user("Thanks for the help with the migration this week")
        .assistant(
          "You're welcome. The billing move went through with the row counts verified and the cutover on Sunday. Is there anything else you want to look at?",
        )
        .bash("git log --oneline --since='7 days' -- migrate | wc -l", "23")
        .user("no that's it for now, have a good one")
        .stop(),
    planted: [],
  },
  {
    id: "b49-mysql-shutdown",
    build: (s) =>
      s
        .user("48h rollback window is over. status of the old mysql billing?")
        .bash("mysql -h mysql-billing -e 'show global status like \"Com_insert\"'", "Variable_name\tValue\nCom_insert\t0")
        .assistant("No inserts on mysql-billing since the cutover; it's read-only and idle.")
        .user(
          "ok we keep it around read-only for 30 days more, for audits, then it's shut down. someone has to take the final mysqldump to cold storage before that — leave it open, i'll pick it up",
        )
        .assistant("mysql-billing stays read-only for 30 days. Open: a final mysqldump to cold storage before the shutdown.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["30 days"] },
      { kind: "task", keys: ["mysqldump"] },
    ],
  },
];

/** The set: events, segments and scoring of BLIND49_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const BLIND49 = plantedSet(BLIND49_SESSIONS, Date.UTC(2026, 10, 2, 9));
