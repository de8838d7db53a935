/**
 * Training set for the sentence classifier (written without reading the extractor).
 *
 * A planted set for the long-term-memory extractor, written from issue 19's description of what
 * should and should not be remembered, without reading the extractor or the other planted sets'
 * sessions. Style: databases and migrations — schema design, ORMs (SQLAlchemy/Alembic, Prisma,
 * ActiveRecord, Django), backfills, zero-downtime migrations, replication — in Codex CLI voice
 * (short plans, `rg`/`sed -n`/`psql` calls, patch edits, terse summaries with file refs); terse
 * users; facts about tables, sizes and replicas; decisions about schema (some reversed later in
 * the session: only the later one is planted); tasks for backfills left open. Each session is
 * one segment; the items planted in it are listed with it (counts are checked in
 * test/node/memory-extraction-tuning37.test.ts). Every other message must give nothing:
 * questions, hypotheses, proposals not taken, withdrawn ideas, unconfirmed guesses, quoted SQL,
 * logs and tool output, chit-chat, and in-session requests that are done in the same session.
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
import { type BlindItem, type BlindSession, plantedSet } from "./planted-scoring";

const START = Date.UTC(2026, 11, 7, 9);

const decision = (...keys: string[]): BlindItem => ({ kind: "decision", keys });
const instruction = (...keys: string[]): BlindItem => ({ kind: "instruction", keys });
const fact = (...keys: string[]): BlindItem => ({ kind: "fact", keys });
const task = (...keys: string[]): BlindItem => ({ kind: "task", keys });

export const TUNING37_SESSIONS: BlindSession[] = [
  {
    id: "t37-orders-size",
    build: (s) =>
      s
        .user("how big is orders")
        .assistant("Checking relation size and row estimate.")
        .bash(
          "psql \"$PRIMARY_URL\" -Atc \"select pg_size_pretty(pg_total_relation_size('orders')), reltuples::bigint from pg_class where relname='orders'\"",
          "412 GB|1913220448",
        )
        .assistant("`orders` is 412 GB including indexes, about 1.9B rows (planner estimate).")
        .user("ok so orders = 412gb / ~1.9B rows. that's why yesterday's ALTER crawled")
        .stop(),
    planted: [fact("orders", "412")],
  },
  {
    id: "t37-replica-lag-dr",
    build: (s) =>
      s
        .user("replica lag alert fired again")
        .bash(
          "psql \"$PRIMARY_URL\" -c 'select application_name, replay_lag from pg_stat_replication'",
          " application_name |   replay_lag\n------------------+-----------------\n pg-replica-1     | 00:00:00.41\n pg-replica-2     | 00:04:12.88",
        )
        .assistant(
          "Only `pg-replica-2` is behind (4m12s). `pg-replica-1` is under a second. The region_id backfill started at 09:10 could be producing the WAL volume, but I haven't confirmed that.",
        )
        .user("replica-2 is the cross-region DR copy in us-west-2, it falls behind whenever we push lots of WAL. expected. silence it for the backfill window")
        .bash(
          "amtool silence add alertname=PgReplicaLag instance=pg-replica-2 --duration=3h --comment='backfill window'",
          "d1f0a7c2-3b9e-4f51-a3cc-8c5d2e61b0f4",
        )
        .assistant("Silenced `PgReplicaLag` for pg-replica-2 for 3h.")
        .stop(),
    planted: [fact("replica-2", "dr")],
  },
  {
    id: "t37-alembic-revision-names",
    build: (s) =>
      s
        .user("need a migration adding customer_notes (id, customer_id, body, created_at)")
        .bash("uv run alembic revision -m 'customer notes'", "  Generating migrations/versions/3f9a1c2b7d44_customer_notes.py ...  done")
        .user("rename it. our alembic revision ids are YYYYMMDD_slug, never the random hash — pass --rev-id")
        .bash(
          "rm migrations/versions/3f9a1c2b7d44_customer_notes.py && uv run alembic revision -m 'customer notes' --rev-id 20261207_customer_notes",
          "  Generating migrations/versions/20261207_customer_notes_customer_notes.py ...  done",
        )
        .file("Edit", "migrations/versions/20261207_customer_notes_customer_notes.py")
        .bash(
          "uv run alembic upgrade head && uv run pytest -q tests/test_notes.py",
          "INFO  [alembic.runtime.migration] Running upgrade 20261130_refunds -> 20261207_customer_notes\n3 passed in 1.12s",
        )
        .assistant("Added `customer_notes` in `migrations/versions/20261207_customer_notes_customer_notes.py`; upgrade and tests pass.")
        .stop(),
    planted: [instruction("alembic", "yyyymmdd")],
  },
  {
    id: "t37-not-null-currency",
    build: (s) =>
      s
        .user("make orders.currency NOT NULL")
        .bash("psql \"$REPLICA_URL\" -Atc 'select count(*) from orders where currency is null'", "3204118")
        .assistant(
          "3.2M rows still have `currency` null, so `SET NOT NULL` would fail, and on a 412 GB table it would scan under an ACCESS EXCLUSIVE lock anyway. Plan:\n1. `ADD CONSTRAINT orders_currency_nn CHECK (currency IS NOT NULL) NOT VALID`\n2. backfill the nulls\n3. `VALIDATE CONSTRAINT` (SHARE UPDATE EXCLUSIVE only)\n4. `SET NOT NULL` (uses the validated check, no scan)",
        )
        .user("yes. and that 4-step check-constraint route is how we add NOT NULL on any big table, always, write it down somewhere")
        .file("Edit", "migrations/versions/20261207_orders_currency_check.py")
        .file("Edit", "docs/migrations.md")
        .bash("uv run alembic upgrade head", "INFO  [alembic.runtime.migration] Running upgrade 20261207_customer_notes -> 20261207_orders_currency_check")
        .assistant("Step 1 is in (`NOT VALID` check); `docs/migrations.md` has the four steps.")
        .user("backfill of those 3.2M currency nulls from stores.default_currency is still to do, not today. steps 3-4 after that")
        .stop(),
    planted: [instruction("null", "check"), task("currency", "backfill")],
  },
  {
    id: "t37-orders-v2-pk",
    build: (s) =>
      s
        .user("orders_v2 table, pk uuid")
        .file("Write", "migrations/versions/20261208_orders_v2.py")
        .assistant("Drafted `orders_v2` with `id uuid primary key default gen_random_uuid()`.")
        .bash('psql "$REPLICA_URL" -Atc "select pg_size_pretty(pg_relation_size(\'orders_pkey\'))"', "41 GB")
        .assistant(
          "For scale: the current bigint pkey index is 41 GB. A random uuid key would roughly double that and spread inserts over the whole index. Alternative: `bigint generated always as identity` for the pk plus a separate `public_id uuid` for anything exposed.",
        )
        .user("ugh fine. bigint identity pk, public_id uuid unique for the api. drop the uuid pk")
        .file("Edit", "migrations/versions/20261208_orders_v2.py")
        .bash(
          "uv run alembic upgrade head --sql | rg -n 'PRIMARY KEY|public_id'",
          "14:    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,\n15:    public_id UUID NOT NULL UNIQUE DEFAULT gen_random_uuid(),",
        )
        .assistant("`orders_v2`: bigint identity pk, `public_id uuid unique`.")
        .stop(),
    planted: [decision("bigint", "public_id")],
  },
  {
    id: "t37-empty-rows-removed",
    build: (s) =>
      s
        .user("what does 'Rows Removed by Filter: 88213' mean in explain analyze")
        .assistant(
          "The node read those rows and then discarded them because they failed a filter that isn't part of the index condition. A big number there usually means the index doesn't cover the predicate.",
        )
        .bash("rg -n 'Rows Removed' /tmp/plan.txt", "7:         Rows Removed by Filter: 88213")
        .user("k")
        .stop(),
    planted: [],
  },
  {
    id: "t37-prisma-envs",
    build: (s) =>
      s
        .user("ledger ci is failing on prisma")
        .bash(
          "gh run view --log-failed | tail -4",
          "Error: P3006\nMigration `20261203_add_fx_rates` failed to apply cleanly to the shadow database.\nprisma migrate dev requires a shadow database.",
          1,
        )
        .assistant("CI runs `prisma migrate dev`, which needs a shadow database it doesn't have. CI should run `prisma migrate deploy` instead.")
        .file("Edit", ".github/workflows/ci.yml")
        .bash("act -j migrate 2>&1 | tail -1", "[CI/migrate] ✅  Success - Main prisma migrate deploy")
        .user("right. prisma migrate dev is for local only, everything else (ci, staging, prod) runs migrate deploy. keep it that way")
        .assistant("Switched the CI job to `prisma migrate deploy`.")
        .stop(),
    planted: [instruction("prisma", "deploy")],
  },
  {
    id: "t37-region-backfill",
    build: (s) =>
      s
        .user("backfill orders.region_id from addresses")
        .file("Write", "scripts/backfill_region_id.py")
        .assistant("Script walks `orders` by id range in chunks of 20k and updates `region_id` from the shipping address.")
        .user("chunks of 20k will hammer the replicas. 5k rows per batch, and sleep while replica lag is over 30s. thats the rule for every backfill we run")
        .file("Edit", "scripts/backfill_region_id.py")
        .bash(
          "uv run scripts/backfill_region_id.py --max-batches 40",
          "batch 1/40 ids 1..5000 updated 4991 lag 0.4s\n...\nbatch 40/40 ids 195001..200000 updated 4987 lag 1.2s\nstopped after 40 batches (max-batches)",
        )
        .assistant("Trial run: 40 batches, 5k each, replica lag stayed under 2s. About 1.9B rows remain.")
        .user("good. the full region_id run is for the weekend off-peak, don't start it now")
        .stop(),
    planted: [instruction("batch", "lag"), task("region_id")],
  },
  {
    id: "t37-catalog-gh-ost",
    build: (s) =>
      s
        .user("catalog: add products.weight_grams int null")
        .bash("mysql catalog -Nse 'select table_rows from information_schema.tables where table_name=\"products\"'", "81344012")
        .assistant(
          "`products` has about 81M rows. Options: plain `ALTER TABLE ... ALGORITHM=INSTANT` (MySQL 8 can add a nullable column instantly), or an online schema change tool.",
        )
        .bash("mysql catalog -Nse 'select version()'", "8.0.36")
        .user(
          "instant is fine for a nullable add. but note for anything that rebuilds products we use gh-ost, not pt-online-schema-change — pt-osc's triggers caused a lock pileup last year",
        )
        .file("Write", "db/migrate/20261209_add_weight_grams.rb")
        .bash("bin/rails db:migrate", "== 20261209 AddWeightGrams: migrated (0.0412s) ==")
        .assistant("Added `products.weight_grams` with `ALGORITHM=INSTANT`; it took 41 ms.")
        .stop(),
    planted: [instruction("gh-ost"), fact("products", "81m")],
  },
  {
    id: "t37-empty-migration-name",
    build: (s) =>
      s
        .user("lol who named a migration final_final_v2")
        .bash("git log --format='%an %ad' -- db/migrate/20240311_final_final_v2.rb | tail -1", "dkeller Mon Mar 11 18:02:44 2024")
        .assistant("It's from March 2024. Not going to name names.")
        .user("haha fair")
        .stop(),
    planted: [],
  },
  {
    id: "t37-pgbouncer-locks",
    build: (s) =>
      s
        .user("two deploys ran migrations at once and one failed halfway. make the migration runner take a lock")
        .assistant("Simplest is `pg_advisory_lock(hashtext('migrations'))` at the start of the runner.")
        .bash("rg -n 'pool_mode' infra/pgbouncer.ini", "12:pool_mode = transaction")
        .user("no advisory locks, session-level ones break through pgbouncer. we run pgbouncer in transaction pooling mode for every service")
        .assistant("Then a row lock: `SELECT ... FROM migration_lock FOR UPDATE NOWAIT` inside the migration transaction. Want that?")
        .user("yes, migration_lock table it is")
        .file("Write", "migrations/versions/20261209_migration_lock.py")
        .file("Edit", "app/migrate.py")
        .bash("uv run pytest -q tests/test_migrate_lock.py", "2 passed in 0.88s")
        .assistant("The runner holds `migration_lock` for the duration; a second runner exits with `migrations already running`.")
        .stop(),
    planted: [fact("pgbouncer", "transaction"), decision("migration_lock")],
  },
  {
    id: "t37-archive-vs-softdelete",
    build: (s) =>
      s
        .user("customers want deleted invoices recoverable for 90 days. deleted_at column or archive table?")
        .assistant(
          "`deleted_at`: cheap to write, but every query needs `WHERE deleted_at IS NULL` and unique constraints get awkward. Archive table: queries stay clean, restore is a copy back.",
        )
        .bash("rg -c 'deleted_at' app/ | wc -l", "0")
        .user("archive table. we don't do soft-delete columns anywhere, keep it that way")
        .file("Write", "migrations/versions/20261210_invoices_archive.py")
        .bash("uv run alembic upgrade head", "INFO  [alembic.runtime.migration] Running upgrade 20261209_migration_lock -> 20261210_invoices_archive")
        .assistant("`invoices_archive` created (same columns plus `archived_at`).")
        .stop(),
    planted: [decision("archive")],
  },
  {
    id: "t37-django-raw-sql",
    build: (s) =>
      s
        .user("reports/cohorts.py uses raw SQL, should it be ORM?")
        .bash(
          "sed -n '1,30p' reports/cohorts.py",
          '# Raw SQL: the ORM can\'t express the window frame below.\nCOHORTS = """\nSELECT date_trunc(\'month\', signed_up_at) AS cohort,\n       count(*) OVER (PARTITION BY ...)\n"""',
        )
        .assistant("It has a reason comment: the window frame. I'd keep it raw.")
        .user("agreed. convention: Django ORM for CRUD, raw SQL only under reports/ and with a comment saying why")
        .stop(),
    planted: [instruction("raw", "reports")],
  },
  {
    id: "t37-events-partitioning",
    build: (s) =>
      s
        .user("events table: partition it")
        .bash('psql "$REPLICA_URL" -Atc "select pg_size_pretty(pg_total_relation_size(\'events\')), min(created_at)::date from events"', "2318 GB|2021-04-02")
        .assistant("`events` is 2.3 TB back to April 2021. Options: declarative range partitions by month, or by week. Do you want pg_partman to create them?")
        .user("monthly range partitions on created_at, pg_partman creates them 3 months ahead")
        .file("Write", "migrations/versions/20261211_events_partitioned.py")
        .bash(
          'uv run alembic upgrade head && psql "$PRIMARY_URL" -Atc "select count(*) from partman.part_config"',
          "INFO  [alembic.runtime.migration] Running upgrade -> 20261211_events_partitioned\n1",
        )
        .assistant("Created `events_p` partitioned by month with pg_partman premake=3. New writes can switch over after a dual-write deploy.")
        .user("copying the old 2.3TB of events into the partitions is its own project, later")
        .stop(),
    planted: [fact("events", "2.3"), decision("monthly", "partitions"), task("old", "partitions")],
  },
  {
    id: "t37-read-url",
    build: (s) =>
      s
        .user("where do reads go")
        .bash("rg -n 'READ_URL' app/db.py", "app/db.py:9:read_engine = create_engine(os.environ['DATABASE_READ_URL'], pool_pre_ping=True)")
        .assistant("`app/db.py` builds a separate `read_engine` from `DATABASE_READ_URL`.")
        .bash(
          "kubectl get secret api-db -o jsonpath='{.data.DATABASE_READ_URL}' | base64 -d | sed 's/:[^@]*@/:***@/'",
          "postgresql://api:***@pg-replica-1.db.internal:6432/app",
        )
        .assistant("In prod `DATABASE_READ_URL` points at pg-replica-1 through pgbouncer (port 6432).")
        .stop(),
    planted: [fact("database_read_url", "replica-1")],
  },
  {
    id: "t37-empty-autovacuum-guess",
    build: (s) =>
      s
        .user("io spike on primary at 14:00, autovacuum?")
        .bash(
          'psql "$PRIMARY_URL" -c "select relname, phase from pg_stat_progress_vacuum join pg_class on oid=relid"',
          " relname  |     phase\n----------+---------------\n carts    | scanning heap",
        )
        .assistant(
          "A vacuum on `carts` is scanning the heap now. It might explain the spike, or it might be coincidence; I'd need the 14:00 IO breakdown to say.",
        )
        .user("meh. maybe. not worth digging")
        .stop(),
    planted: [],
  },
  {
    id: "t37-status-enum",
    build: (s) =>
      s
        .user("shipments.status: pg enum?")
        .assistant(
          "Enums are compact and self-documenting, but removing or renaming a value needs a type rebuild. `text` + `CHECK (status IN (...))` is easier to change.",
        )
        .bash("rg -n 'CREATE TYPE' migrations/versions | wc -l", "0")
        .user("text + check. no native enums in this schema")
        .file("Write", "migrations/versions/20261212_shipments.py")
        .bash("uv run alembic upgrade head", "INFO  [alembic.runtime.migration] Running upgrade -> 20261212_shipments")
        .assistant("`shipments.status text not null check (status in ('pending','sent','delivered','lost'))`.")
        .stop(),
    planted: [decision("enums")],
  },
  {
    id: "t37-timestamps-convention",
    build: (s) =>
      s
        .user(
          "add a table for webhook_deliveries. usual columns. for the record since you keep missing it: every table has created_at and updated_at timestamptz not null default now(), and updated_at is maintained by the set_updated_at trigger",
        )
        .file("Write", "migrations/versions/20261212_webhook_deliveries.py")
        .bash(
          "uv run alembic upgrade head && psql \"$LOCAL_URL\" -c '\\d webhook_deliveries' | rg 'updated_at|Triggers' -A1",
          " updated_at | timestamp with time zone | not null | now()\nTriggers:\n    set_updated_at BEFORE UPDATE ON webhook_deliveries",
        )
        .assistant("Created `webhook_deliveries` with both timestamps and the `set_updated_at` trigger.")
        .stop(),
    planted: [instruction("updated_at", "trigger")],
  },
  {
    id: "t37-invoices-int4",
    build: (s) =>
      s
        .user("sanity check the id columns, someone said something about int overflow")
        .bash(
          "psql \"$REPLICA_URL\" -Atc \"select table_name, data_type from information_schema.columns where column_name='id' and data_type='integer'\"",
          "invoices|integer",
        )
        .bash("psql \"$REPLICA_URL\" -Atc 'select last_value from invoices_id_seq'", "1843002117")
        .assistant("`invoices.id` is still int4 and the sequence is at 1.84B of 2.147B (86%). At ~3.4M inserts a day that's roughly 90 days of headroom.")
        .user("wow ok. invoices.id to bigint must happen before new year — plan it, don't do it today. needs the shadow column + trigger approach")
        .stop(),
    planted: [fact("invoices", "int4"), task("invoices", "bigint")],
  },
  {
    id: "t37-pg16-upgrade",
    build: (s) =>
      s
        .user("we need to get from pg13 to pg16. pg_upgrade in place, or logical replication to a new cluster? I want the shortest downtime")
        .assistant(
          "pg_upgrade --link: minutes of downtime, but in place and harder to roll back. Logical replication into a fresh 16 cluster: seconds of downtime at cutover, and rollback is pointing back to 13. Caveat: every replicated table needs a primary key or a replica identity.",
        )
        .bash(
          "psql \"$REPLICA_URL\" -Atc \"select c.relname from pg_class c join pg_namespace n on n.oid=c.relnamespace where c.relkind='r' and n.nspname='public' and not exists (select 1 from pg_index i where i.indrelid=c.oid and i.indisprimary)\"",
          "audit_log\ntmp_imports\nwebhooks_raw",
        )
        .assistant("Three tables have no primary key: `audit_log`, `tmp_imports`, `webhooks_raw`.")
        .user("logical replication then, blue/green. someone has to give those three tables a pk or replica identity full before we can set up the publication")
        .stop(),
    planted: [decision("logical"), fact("audit_log"), task("identity")],
  },
  {
    id: "t37-empty-seed-tenants",
    build: (s) =>
      s
        .user("seed 3 test tenants locally")
        .file("Edit", "scripts/seed.py")
        .bash("uv run scripts/seed.py --tenants 3", "created tenant acme-test\ncreated tenant globex-test\ncreated tenant initech-test")
        .assistant("Seeded three tenants locally.")
        .stop(),
    planted: [],
  },
  {
    id: "t37-structure-sql",
    build: (s) =>
      s
        .user("schema.rb lost our trigger again after db:migrate")
        .bash(
          "rg -n 'trigger' db/schema.rb | head -2; rg -n 'CREATE TRIGGER' db/migrate | head -2",
          "db/migrate/20260902_products_search_trigger.rb:6:      CREATE TRIGGER products_tsv_update BEFORE INSERT OR UPDATE ON products",
        )
        .assistant(
          "`schema.rb` can't represent triggers, so they vanish from the dump. `config.active_record.schema_format = :sql` would dump `structure.sql` instead, which keeps them.",
        )
        .user("switch catalog to structure.sql")
        .file("Edit", "config/application.rb")
        .bash(
          "bin/rails db:schema:dump && head -3 db/structure.sql && rg -c TRIGGER db/structure.sql",
          "SET statement_timeout = 0;\nSET lock_timeout = 0;\n-- TODO: never edit by hand\n1",
        )
        .assistant("catalog now dumps `db/structure.sql`; the trigger is in it. Should I delete `db/schema.rb`?")
        .user("yes delete it")
        .bash("git rm -q db/schema.rb && git status --short", "D  db/schema.rb")
        .stop(),
    planted: [decision("structure.sql")],
  },
  {
    id: "t37-connection-budget",
    build: (s) =>
      s
        .user("getting 'sorry, too many clients already' from the new reporting job")
        .bash("psql \"$PRIMARY_URL\" -Atc 'show max_connections'", "400")
        .bash("rg -n 'default_pool_size|max_client_conn' infra/pgbouncer.ini", "14:default_pool_size = 40\n15:max_client_conn = 2000")
        .assistant(
          "Primary allows 400 connections; pgbouncer's pool is 40 per database/user pair. The reporting job connects straight to 5432, bypassing pgbouncer, with 64 workers.",
        )
        .user("yeah primary max_connections is 400 and that's it, no raising it. point the job at pgbouncer")
        .file("Edit", "jobs/reporting/config.py")
        .bash("uv run jobs/reporting/run.py --dry-run", "connected via pg-bouncer:6432, 64 workers share pool")
        .assistant("The reporting job now goes through pgbouncer.")
        .stop(),
    planted: [fact("max_connections", "400")],
  },
  {
    id: "t37-rails-drop-column",
    build: (s) =>
      s
        .user("drop products.legacy_sku")
        .assistant("I'll write a migration with `remove_column :products, :legacy_sku`.")
        .bash("rg -n 'legacy_sku' app/ | head -3", "app/models/product.rb:4:  # legacy_sku kept for the 2023 importer")
        .user(
          "not in one go. column drops in catalog are two releases: first add it to self.ignored_columns and ship, then the remove_column migration in the next release. do step 1 now",
        )
        .file("Edit", "app/models/product.rb")
        .bash("bin/rails test test/models/product_test.rb", "7 runs, 19 assertions, 0 failures, 0 errors, 0 skips")
        .assistant('`Product.ignored_columns = ["legacy_sku"]` is in. The `remove_column` migration is for the next release.')
        .user("yep, the legacy_sku drop migration goes in next week's release")
        .stop(),
    planted: [instruction("ignored_columns"), task("legacy_sku")],
  },
  {
    id: "t37-email-normalized",
    build: (s) =>
      s
        .user("status of email_normalized backfill?")
        .bash(
          "tail -2 /var/log/backfills/email_normalized.log",
          "2026-12-13T02:41:09Z batch 11822 ids 59110001..59115000 ok\n2026-12-13T02:41:10Z aborted: statement timeout",
        )
        .assistant("It stopped at id 59.1M, about 60% of `users`, on a statement timeout at 02:41.")
        .bash("psql \"$REPLICA_URL\" -Atc 'select count(*) from users where email_normalized is null'", "39402211")
        .user("leave it. the email_normalized backfill needs to be resumed from 59115001, monday, with a longer statement_timeout")
        .stop(),
    planted: [task("email_normalized")],
  },
  {
    id: "t37-people-dba",
    build: (s) =>
      s
        .user("can you add a publication for the search service on pg-main")
        .assistant("I can write the `CREATE PUBLICATION search_pub FOR TABLE products, prices` migration.")
        .bash("rg -n 'CREATE PUBLICATION' migrations/ | wc -l", "0")
        .user("hold on, don't. Ana is our DBA and anything that touches replication (publications, slots, wal settings) goes through her. I'll ask her")
        .assistant("OK, no changes made.")
        .stop(),
    planted: [fact("ana", "dba"), instruction("replication", "ana")],
  },
  {
    id: "t37-empty-typo",
    build: (s) =>
      s
        .user("typo in the docstring of 20261210_invoices_archive: 'arhived'")
        .file("Edit", "migrations/versions/20261210_invoices_archive.py")
        .bash("rg -n 'arhived' migrations/ | wc -l", "0")
        .assistant("Fixed.")
        .stop(),
    planted: [],
  },
  {
    id: "t37-jsonb-index",
    build: (s) =>
      s
        .user("product_attrs.tags jsonb lookups are slow. gin index")
        .bash(
          'psql "$REPLICA_URL" -Atc "select query from pg_stat_statements where query like \'%tags%\' order by total_exec_time desc limit 2"',
          "SELECT * FROM product_attrs WHERE tags->>'sku' = $1\nSELECT * FROM product_attrs WHERE tags->>'sku' = ANY($1)",
        )
        .assistant(
          "Both hot queries filter on `tags->>'sku'` only. A GIN on the whole document would be large; a btree on the expression `(tags->>'sku')` covers both.",
        )
        .user("ok scratch gin, btree expression index on tags->>'sku'")
        .file("Write", "migrations/versions/20261214_product_attrs_sku_idx.py")
        .bash("uv run alembic upgrade head", "INFO  [alembic.runtime.migration] Running upgrade -> 20261214_product_attrs_sku_idx")
        .assistant("Added `CREATE INDEX CONCURRENTLY product_attrs_sku_idx ON product_attrs ((tags->>'sku'))`.")
        .stop(),
    planted: [decision("btree", "expression")],
  },
  {
    id: "t37-sqlalchemy-style",
    build: (s) =>
      s
        .user("refactor app/repos/customers.py to the new style")
        .bash(
          "rg -n 'session.query' app/repos/customers.py",
          "12:        return session.query(Customer).filter_by(id=cid).one()\n31:        q = session.query(Customer).filter(Customer.email == email)",
        )
        .file("Edit", "app/repos/customers.py")
        .bash("uv run pytest -q tests/repos/test_customers.py", "9 passed in 1.40s")
        .assistant("Replaced both `session.query` calls with `session.execute(select(...))`.")
        .user("ty. rule for this codebase: SQLAlchemy 2.0 select() style only, no legacy session.query in new code")
        .stop(),
    planted: [instruction("session.query")],
  },
  {
    id: "t37-testcontainers",
    build: (s) =>
      s
        .user("tests are flaky on the upsert path, sqlite?")
        .bash("rg -n 'sqlite|PostgresContainer' tests/conftest.py", "tests/conftest.py:8:    with PostgresContainer('postgres:16-alpine') as pg:")
        .assistant("No SQLite: `tests/conftest.py` starts a real Postgres 16 with testcontainers.")
        .bash("uv run pytest -q tests/test_upsert.py -p no:randomly --count 20", "180 passed in 22.10s")
        .assistant("20 repetitions in a fixed order pass, so the flake may be order-dependent (pytest-randomly). Unconfirmed.")
        .user("fine, ignore for now")
        .stop(),
    planted: [fact("testcontainers")],
  },
  {
    id: "t37-empty-partial-index",
    build: (s) =>
      s
        .user("partial index syntax again?")
        .assistant(
          "`CREATE INDEX CONCURRENTLY idx ON t (col) WHERE deleted = false;` The query's WHERE must imply the index predicate for the planner to use it.",
        )
        .bash("rg -n 'WHERE' migrations/versions/*idx*.py | head -1", "migrations/versions/20261214_product_attrs_sku_idx.py:9:    # no WHERE clause")
        .stop(),
    planted: [],
  },
  {
    id: "t37-lock-timeout",
    build: (s) =>
      s
        .user("migration 20261215 hung prod for 40s waiting on a lock")
        .bash("rg -n 'lock_timeout' migrations/env.py", "", 1)
        .assistant("The ALTER queued behind a long transaction and every query queued behind the ALTER. `SET lock_timeout` would make it fail fast instead.")
        .user("add lock_timeout = '3s' in env.py so every migration gets it")
        .file("Edit", "migrations/env.py")
        .bash("uv run alembic upgrade head --sql | head -3", "SET lock_timeout = '3s';\nBEGIN;")
        .assistant("`migrations/env.py` now sets `lock_timeout = '3s'` at the start of each migration.")
        .stop(),
    planted: [decision("lock_timeout", "3s")],
  },
  {
    id: "t37-orphans",
    build: (s) =>
      s
        .user("count line_items without an order")
        .bash("psql \"$REPLICA_URL\" -Atc 'select count(*) from line_items li where not exists (select 1 from orders o where o.id = li.order_id)'", "40227")
        .assistant("40,227 orphaned `line_items`. There's no FK on `line_items.order_id`, which is how they got there.")
        .user("ok. those 40k orphans get deleted after finance has audited them, and then the FK gets added. not before")
        .stop(),
    planted: [task("orphans")],
  },
  {
    id: "t37-read-after-write",
    build: (s) =>
      s
        .user("users see stale order status right after checkout")
        .file("Read", "app/db.py")
        .assistant(
          "The order page reads from `read_engine` (replica-1). Right after a write the replica can be a few hundred ms behind. Options: (a) read that page from primary always, (b) sticky primary reads for a few seconds after a user writes.",
        )
        .user("b. 5 seconds of primary reads per user after any write")
        .file("Edit", "app/db.py")
        .file("Edit", "app/middleware.py")
        .bash("uv run pytest -q tests/test_sticky_reads.py", "4 passed in 0.61s")
        .assistant("After a write, that user's reads go to primary for 5 s (cookie `pw_until`).")
        .stop(),
    planted: [decision("primary", "seconds")],
  },
  {
    id: "t37-staging-restore",
    build: (s) =>
      s
        .user("staging data looks old, when is it refreshed")
        .bash("crontab -l -u postgres | rg restore", "0 4 * * * /opt/db/restore-staging.sh  # nightly snapshot -> staging-db")
        .assistant("A cron job restores last night's prod snapshot onto staging-db every day at 04:00 (server time).")
        .bash("date +%Z", "UTC")
        .user("right, staging-db is rebuilt from the prod snapshot at 04:00 UTC daily, so anything you create there is gone next morning")
        .stop(),
    planted: [fact("staging-db", "04:00")],
  },
  {
    id: "t37-outbox",
    build: (s) =>
      s
        .user("search index drifts from the db. debezium?")
        .assistant(
          "Debezium on pg-main would stream every change to Kafka; it needs a replication slot and a Kafka Connect cluster, which you don't run today.",
        )
        .bash("kubectl get deploy -A | rg -i 'kafka|connect' | wc -l", "0")
        .user("no kafka for this. transactional outbox: write to search_outbox in the same tx, a worker polls it")
        .file("Write", "migrations/versions/20261216_search_outbox.py")
        .file("Write", "app/workers/search_outbox.py")
        .bash("uv run pytest -q tests/test_search_outbox.py", "5 passed in 0.97s")
        .assistant(
          "`search_outbox` is written in the same transaction as product changes; `app/workers/search_outbox.py` polls it with `FOR UPDATE SKIP LOCKED`.",
        )
        .user("processed outbox rows will pile up forever — a cleanup for processed rows is needed, later")
        .stop(),
    planted: [decision("outbox"), task("cleanup", "processed")],
  },
  {
    id: "t37-empty-no-index",
    build: (s) =>
      s
        .user("countries table seq scans in the plan, normal?")
        .bash('psql "$REPLICA_URL" -Atc "select count(*) from countries"', "249")
        .assistant("With 249 rows a seq scan is cheaper than an index lookup. I could add an index on `iso2` anyway?")
        .user("no, pointless")
        .stop(),
    planted: [],
  },
  {
    id: "t37-money-numeric",
    build: (s) =>
      s
        .user("fx_rates table: base, quote, rate, as_of")
        .file("Write", "prisma/migrations/20261216_fx_rates/migration.sql")
        .assistant("Drafted it with `rate double precision`.")
        .user("no floats for money or rates here. numeric(19,8) for rates, numeric(19,4) for amounts, in every table")
        .file("Edit", "prisma/migrations/20261216_fx_rates/migration.sql")
        .file("Edit", "prisma/schema.prisma")
        .bash(
          "npx prisma validate && npx prisma migrate diff --from-migrations prisma/migrations --to-schema-datamodel prisma/schema.prisma --shadow-database-url $SHADOW_URL --exit-code",
          "The schema at prisma/schema.prisma is valid 🚀\nNo difference detected.",
        )
        .assistant("`fx_rates.rate` is `Decimal @db.Decimal(19, 8)`.")
        .stop(),
    planted: [instruction("numeric", "floats")],
  },
  {
    id: "t37-tenant-settings",
    build: (s) =>
      s
        .user("tenant settings: jsonb column on tenants")
        .file("Edit", "migrations/versions/20261217_tenant_settings.py")
        .assistant("Added `tenants.settings jsonb not null default '{}'`.")
        .user("hmm wait, we'll want per-key audit + defaults. actually no jsonb, a tenant_settings table (tenant_id, key, value, updated_by)")
        .file("Edit", "migrations/versions/20261217_tenant_settings.py")
        .bash(
          "uv run alembic upgrade head && uv run pytest -q tests/test_tenant_settings.py",
          "INFO  [alembic.runtime.migration] Running upgrade -> 20261217_tenant_settings\n6 passed in 0.93s",
        )
        .assistant("Replaced the jsonb column with a `tenant_settings` table, primary key `(tenant_id, key)`.")
        .stop(),
    planted: [decision("tenant_settings")],
  },
  {
    id: "t37-pr-explain",
    build: (s) =>
      s
        .user("open the PR for the region_id index")
        .bash("gh pr create --title 'orders: index region_id' --body 'Adds orders_region_id_idx concurrently.'", "https://github.com/acme/orders-svc/pull/902")
        .user("every migration PR must include the EXPLAIN (ANALYZE, BUFFERS) of the affected query before and after, from the replica. edit the description")
        .bash(
          "psql \"$REPLICA_URL\" -c 'EXPLAIN (ANALYZE, BUFFERS) select * from orders where region_id = 7 limit 50' | tail -2",
          "Planning Time: 0.2 ms\nExecution Time: 0.91 ms",
        )
        .bash("gh pr edit 902 --body-file /tmp/pr902.md", "https://github.com/acme/orders-svc/pull/902")
        .assistant("PR #902's description has before/after plans (1,204 ms → 0.9 ms).")
        .stop(),
    planted: [instruction("explain", "pr")],
  },
  {
    id: "t37-trigram",
    build: (s) =>
      s
        .user("product search with ILIKE '%foo%' takes 3s")
        .bash(
          'psql "$REPLICA_URL" -c "explain select id from products where name ilike \'%drill%\'" | head -2',
          " Seq Scan on products  (cost=0.00..2881043.12 rows=8134 width=8)\n   Filter: ((name)::text ~~* '%drill%'::text)",
        )
        .assistant("A leading-wildcard ILIKE can't use a btree. A `pg_trgm` GIN index on `name` would serve it; on 81M rows the build takes a while.")
        .user("trigram index it is, but not this week — put the pg_trgm index on the list for after the freeze")
        .stop(),
    planted: [task("trigram")],
  },
  {
    id: "t37-empty-bulk-ids",
    build: (s) =>
      s
        .user("does bulk_insert_mappings give back ids")
        .assistant(
          "Not by default. With `return_defaults=True` it does, but then it inserts row by row. In 2.0, `session.execute(insert(Model).returning(Model.id), rows)` returns them in one round trip.",
        )
        .bash("uv run python -c 'import sqlalchemy; print(sqlalchemy.__version__)'", "2.0.36")
        .user("nice")
        .stop(),
    planted: [],
  },
  {
    id: "t37-autovacuum-tuning",
    build: (s) =>
      s
        .user("why is orders vacuumed so often")
        .bash(
          'psql "$PRIMARY_URL" -Atc "select reloptions from pg_class where relname=\'orders\'"',
          "{autovacuum_vacuum_scale_factor=0.01,autovacuum_analyze_scale_factor=0.005}",
        )
        .assistant("`orders` has per-table autovacuum settings: vacuum at 1% dead rows, analyze at 0.5%, instead of the defaults 20% / 10%.")
        .user("yes Ana set that on purpose, orders has its own autovacuum scale_factor 0.01. leave it")
        .stop(),
    planted: [fact("scale_factor", "0.01")],
  },
  {
    id: "t37-pitr-drill",
    build: (s) =>
      s
        .user("how would we restore pg-main to 10 minutes ago")
        .bash("rg -n 'archive_command|restore_command' infra/pg/*.conf", "infra/pg/main.conf:41:archive_command = 'wal-g wal-push %p'")
        .assistant(
          "WAL is archived with wal-g, so point-in-time recovery is `wal-g backup-fetch` of the last base backup plus `restore_command = 'wal-g wal-fetch %f %p'` with a `recovery_target_time`.",
        )
        .user("has anyone actually done it? I don't think so. we need a PITR restore drill into a scratch instance, this quarter")
        .stop(),
    planted: [task("pitr", "drill")],
  },
  {
    id: "t37-rls",
    build: (s) =>
      s
        .user("should tenant isolation be row-level security?")
        .assistant(
          "RLS would enforce `tenant_id` in the database. The catch: with pgbouncer in transaction mode you'd have to `SET LOCAL app.tenant_id` in every transaction.",
        )
        .bash("rg -c 'tenant_id ==' app/repos/ | awk -F: '{s+=$2} END {print s}'", "212")
        .user("no RLS. tenant_id filtering stays in the repo layer, all 212 places")
        .stop(),
    planted: [decision("rls")],
  },
  {
    id: "t37-empty-checkpoint-log",
    build: (s) =>
      s
        .user(
          'what\'s this in the pg log\n```\nLOG:  checkpoints are occurring too frequently (24 seconds apart)\nHINT:  Consider increasing the configuration parameter "max_wal_size".\n```',
        )
        .bash("psql \"$PRIMARY_URL\" -Atc 'show max_wal_size'", "1GB")
        .assistant(
          "WAL fills `max_wal_size` (1 GB) every ~24 s, so checkpoints are forced by size rather than by `checkpoint_timeout`. Likely the backfill. Raising max_wal_size would spread them out; it's a restart-free change.",
        )
        .user("ok, it's only during the backfill, leave it")
        .stop(),
    planted: [],
  },
  {
    id: "t37-patroni",
    build: (s) =>
      s
        .user("who promotes a replica if pg-main dies")
        .bash(
          "patronictl -c /etc/patroni.yml list",
          "| Member       | Host       | Role         | State     | Lag |\n| pg-main      | 10.0.1.10  | Leader       | running   |     |\n| pg-replica-1 | 10.0.1.11  | Sync Standby | streaming | 0   |\n| pg-replica-2 | 10.8.1.12  | Replica      | streaming | 212 |",
        )
        .assistant("Patroni does: pg-replica-1 is the synchronous standby and would be promoted; pg-replica-2 is async.")
        .user("right. patroni handles failover, replica-1 is the sync standby. good")
        .stop(),
    planted: [fact("patroni")],
  },
  {
    id: "t37-empty-thanks",
    build: (s) =>
      s
        .user("migrations ran?")
        .bash("uv run alembic current", "20261217_tenant_settings (head)")
        .assistant("Yes, at head (`20261217_tenant_settings`).")
        .user("👍")
        .stop(),
    planted: [],
  },
  {
    id: "t37-rename-full-name",
    build: (s) =>
      s
        .user("rename customers.name -> full_name")
        .assistant(
          "A direct `RENAME COLUMN` breaks every running pod that still selects `name`. Expand/contract instead: add `full_name`, dual-write, backfill, move readers, then drop `name`.",
        )
        .user("expand/contract it is. do the expand + dual write now")
        .file("Write", "migrations/versions/20261218_customers_full_name.py")
        .file("Edit", "app/models/customer.py")
        .bash(
          "uv run alembic upgrade head && uv run pytest -q tests/test_customers.py",
          "INFO  [alembic.runtime.migration] Running upgrade -> 20261218_customers_full_name\n11 passed in 1.02s",
        )
        .assistant("`full_name` exists and the model writes both columns.")
        .user("the full_name backfill and dropping the old name column are still open, after this deploy")
        .stop(),
    planted: [decision("expand"), task("full_name", "backfill")],
  },
  {
    id: "t37-django-squash",
    build: (s) =>
      s
        .user("billing app has 140 migrations, tests spend 40s just migrating")
        .bash("ls billing/migrations/*.py | wc -l", "141")
        .assistant(
          "Options: squash with `squashmigrations billing 0140`, or reset the history entirely. Resetting requires faking on every environment; squashing keeps both paths working.",
        )
        .user("squash. billing gets a 0001_squashed_0140 and the old files stay for now")
        .bash(
          "uv run python manage.py squashmigrations billing 0140 --noinput",
          "Created new squashed migration billing/migrations/0001_squashed_0140_invoice_due_index.py",
        )
        .bash("uv run pytest -q billing --create-db 2>&1 | tail -1", "212 passed in 19.84s")
        .assistant("Squashed into `0001_squashed_0140_invoice_due_index.py`; the billing tests take 19.8 s now.")
        .user("once prod has applied the squash, the 140 replaced migration files get deleted. not yet")
        .stop(),
    planted: [decision("squash"), task("replaced")],
  },
  {
    id: "t37-mysql-charset",
    build: (s) =>
      s
        .user("reviews with emoji fail to save on catalog: Incorrect string value")
        .bash(
          "mysql catalog -Nse \"select table_name, table_collation from information_schema.tables where table_schema='catalog' and table_collation like 'utf8mb3%'\"",
          "reviews\tutf8mb3_general_ci\nproducts_legacy\tutf8mb3_general_ci",
        )
        .assistant("`reviews` and `products_legacy` are still utf8mb3, which can't store 4-byte characters like emoji. Everything else is utf8mb4.")
        .user("yeah those two are leftovers from 2019. converting reviews to utf8mb4 is needed but it's a gh-ost job, schedule it, not now")
        .bash("rg -n 'COLLATE' db/migrate/2026*.rb | tail -1", "db/migrate/20261209_add_weight_grams.rb:3:# table default COLLATE utf8mb4_0900_ai_ci")
        .user("and for the record new tables are created with utf8mb4_0900_ai_ci explicitly, don't rely on the server default")
        .stop(),
    planted: [fact("utf8mb3"), task("reviews", "utf8mb4"), instruction("utf8mb4_0900_ai_ci")],
  },
  {
    id: "t37-empty-format-sql",
    build: (s) =>
      s
        .user("format this: select a.id,b.x from a join b on a.id=b.aid where b.x>3")
        .bash(
          "echo 'select a.id,b.x from a join b on a.id=b.aid where b.x>3' | uvx sqlfluff format - --dialect postgres",
          "select\n    a.id,\n    b.x\nfrom a\ninner join b on a.id = b.aid\nwhere b.x > 3",
        )
        .assistant("```sql\nselect\n    a.id,\n    b.x\nfrom a\ninner join b on a.id = b.aid\nwhere b.x > 3\n```")
        .stop(),
    planted: [],
  },
  {
    id: "t37-index-concurrently",
    build: (s) =>
      s
        .user("index on orders.created_at")
        .file("Write", "migrations/versions/20261218_orders_created_at_idx.py")
        .assistant("Wrote `op.create_index('orders_created_at_idx', 'orders', ['created_at'])`.")
        .user("that locks writes for an hour on orders. CONCURRENTLY, in an autocommit block. every index on a live table, no exceptions")
        .file("Edit", "migrations/versions/20261218_orders_created_at_idx.py")
        .bash("uv run alembic upgrade head --sql | rg -n INDEX", "5:CREATE INDEX CONCURRENTLY orders_created_at_idx ON orders (created_at);")
        .assistant("Now `postgresql_concurrently=True` inside `op.get_context().autocommit_block()`.")
        .stop(),
    planted: [instruction("concurrently")],
  },
  {
    id: "t37-slot-bloat",
    build: (s) =>
      s
        .user("disk on pg-main 88%")
        .bash(
          'psql "$PRIMARY_URL" -c "select slot_name, active, pg_size_pretty(pg_wal_lsn_diff(pg_current_wal_lsn(), restart_lsn)) from pg_replication_slots"',
          " slot_name     | active | pg_size_pretty\n---------------+--------+----------------\n analytics_cdc | f      | 311 GB",
        )
        .assistant("An inactive slot `analytics_cdc` is holding back 311 GB of WAL. Dropping it frees the space, but whoever uses it would need a resync.")
        .user("that's the old analytics pipeline, dead since october. drop the slot")
        .bash(
          'psql "$PRIMARY_URL" -c "select pg_drop_replication_slot(\'analytics_cdc\')"',
          " pg_drop_replication_slot\n--------------------------\n \n(1 row)",
        )
        .bash("df -h /var/lib/postgresql | tail -1", "/dev/nvme1n1  2.0T  1.5T  480G  76% /var/lib/postgresql")
        .assistant("Dropped `analytics_cdc`; disk is at 76%.")
        .user("we need an alert on inactive slots retaining WAL so this doesn't creep up again. ticket it")
        .stop(),
    planted: [task("alert", "slots")],
  },
  {
    id: "t37-empty-orm-n-plus-one",
    build: (s) =>
      s
        .user("n+1 on /orders list?")
        .bash("uv run pytest -q tests/test_orders_api.py -k list --log-cli-level=INFO 2>&1 | rg -c 'SELECT .* FROM line_items'", "50")
        .assistant("Yes: one `line_items` query per order (50 for a page). Adding `selectinload(Order.line_items)` makes it 2 queries.")
        .file("Edit", "app/repos/orders.py")
        .bash("uv run pytest -q tests/test_orders_api.py -k list --log-cli-level=INFO 2>&1 | rg -c 'SELECT .* FROM line_items'", "1")
        .assistant("Fixed with `selectinload`; one `line_items` query per page now.")
        .stop(),
    planted: [],
  },
  {
    id: "t37-ledger-prisma-facts",
    build: (s) =>
      s
        .user("which db does ledger use")
        .bash("rg -n 'provider|url' prisma/schema.prisma", '2:  provider = "postgresql"\n3:  url      = env("LEDGER_DATABASE_URL")')
        .bash(
          "kubectl get secret ledger-db -o jsonpath='{.data.LEDGER_DATABASE_URL}' | base64 -d | sed 's/:[^@]*@/:***@/'",
          "postgresql://ledger:***@ledger-pg.db.internal:5432/ledger",
        )
        .assistant("ledger has its own Postgres cluster, `ledger-pg`, not pg-main; connection from `LEDGER_DATABASE_URL`, no pgbouncer in front.")
        .user("correct, ledger-pg is separate on purpose (PCI scope). never join across the two, sync via the outbox only")
        .stop(),
    planted: [fact("ledger-pg"), instruction("join")],
  },
  {
    id: "t37-dry-run-first",
    build: (s) =>
      s
        .user("backfill shipments.carrier_code from carriers")
        .file("Write", "scripts/backfill_carrier_code.py")
        .bash("uv run scripts/backfill_carrier_code.py", "updated 1204411 rows in 242 batches")
        .user("whoa, you ran it for real? next time: every backfill script has a --dry-run and you run that first and show me the counts before touching data")
        .assistant("Understood. The run used 5k batches with the lag check; all 1,204,411 rows are updated and match `carriers`.")
        .bash("psql \"$REPLICA_URL\" -Atc 'select count(*) from shipments where carrier_code is null'", "0")
        .stop(),
    planted: [instruction("dry-run")],
  },
  {
    id: "t37-delayed-replica",
    build: (s) =>
      s
        .user("someone deleted 300 rows from price_rules 20 min ago. can we get them back?")
        .bash('psql "$REPLICA3_URL" -Atc "show recovery_min_apply_delay"', "1h")
        .assistant("pg-replica-3 applies WAL with a 1h delay, so it still has the rows.")
        .bash(
          'psql "$REPLICA3_URL" -c "\\copy (select * from price_rules where updated_at < now() - interval \'25 min\') to /tmp/price_rules.csv csv header"',
          "COPY 300",
        )
        .bash('psql "$PRIMARY_URL" -c "\\copy price_rules from /tmp/price_rules.csv csv header"', "COPY 300")
        .assistant("Restored the 300 rows from pg-replica-3.")
        .user("lifesaver. yes replica-3 is the delayed one, 1h behind on purpose for exactly this")
        .stop(),
    planted: [fact("replica-3", "delayed")],
  },
  {
    id: "t37-fk-restrict",
    build: (s) =>
      s
        .user("order_notes.order_id FK")
        .assistant("ON DELETE CASCADE, so notes go with their order? Or RESTRICT?")
        .bash("rg -n 'ondelete' migrations/versions | rg -v RESTRICT | wc -l", "0")
        .user("restrict. cascading deletes are banned here since the 2024 incident where one order delete wiped a tenant's notes")
        .file("Write", "migrations/versions/20261219_order_notes_fk.py")
        .bash("uv run alembic upgrade head", "INFO  [alembic.runtime.migration] Running upgrade -> 20261219_order_notes_fk")
        .assistant("`order_notes.order_id` references `orders(id)` ON DELETE RESTRICT, added NOT VALID then validated.")
        .stop(),
    planted: [decision("cascading")],
  },
  {
    id: "t37-engine-pool",
    build: (s) =>
      s
        .user("OperationalError: server closed the connection unexpectedly in the nightly job")
        .bash(
          "rg -n 'create_engine' jobs/ app/ | head -3",
          "app/db.py:8:engine = create_engine(os.environ['DATABASE_URL'], pool_pre_ping=True, pool_recycle=1800)\njobs/nightly/db.py:4:engine = create_engine(os.environ['DATABASE_URL'])",
        )
        .assistant("`jobs/nightly/db.py` creates its engine without `pool_pre_ping`/`pool_recycle`, so it reuses connections pgbouncer already closed.")
        .user("every create_engine gets pool_pre_ping=True and pool_recycle=1800, same as app/db.py. fix it")
        .file("Edit", "jobs/nightly/db.py")
        .bash("uv run pytest -q jobs/nightly", "6 passed in 2.03s")
        .assistant("Fixed in `jobs/nightly/db.py`.")
        .user("also customers.public_id is still null for everything before march — that backfill is open, do it after the orders one")
        .stop(),
    planted: [instruction("pool_recycle"), task("public_id", "backfill")],
  },
  {
    id: "t37-audit-log-retention",
    build: (s) =>
      s
        .user("audit_log retention: delete rows older than 2 years")
        .bash(
          "psql \"$REPLICA_URL\" -Atc \"select pg_size_pretty(pg_total_relation_size('audit_log')), count(*) filter (where created_at < now() - interval '2 years') from audit_log\"",
          "1104 GB|4021993311",
        )
        .assistant("`audit_log` is 1.1 TB and 4.0B rows are over two years old. A batched DELETE would take days and leave massive bloat.")
        .user("ok then no deletes — partition audit_log by month and detach + drop old partitions instead")
        .bash(
          'psql "$REPLICA_URL" -Atc "select pg_size_pretty(sum(pg_column_size(a.*))) from audit_log a where created_at > now() - interval \'30 days\'"',
          "41 GB",
        )
        .assistant("Noted. For sizing: audit_log grows about 41 GB a month.")
        .user("the tmp_imports table is 90gb of junk as well, truncate it once the data team confirms nobody reads it")
        .stop(),
    planted: [decision("detach"), fact("audit_log", "41"), task("tmp_imports")],
  },
];

export const TUNING37 = plantedSet(TUNING37_SESSIONS, START);
