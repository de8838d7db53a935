/**
 * Blind planted set 228 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a database administrator (Marta) migrating a finance system from Oracle to Postgres 16 with ora2pg;
 * writes numbered lists when calm and ALL CAPS when production is on fire; terse, names hosts and roles.
 * Each session is one segment; the items planted in it are listed with it: 67 items (16 decisions, 16 instructions,
 * 19 facts, 16 tasks) in 49 sessions, 12 of which plant nothing (57 user/assistant messages between them). Every other message
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

export const BLIND228_SESSIONS: BlindSession[] = [
  {
    id: "b228-ora2pg-tooling",
    build: (s) =>
      s
        .user(
          "ok, notes from yesterday's migration call, so we stop relitigating this:\n1. schema conversion is done with ora2pg, not AWS SCT. SCT mangled half the PL/SQL packages in the pilot.\n2. for the data itself I wanted pgloader but it chokes on our CLOB columns, so data also goes through ora2pg in COPY mode.\n3. right now: can you check the ora2pg.conf in migration/ points at the BILLING schema",
        )
        .file("Read", "migration/ora2pg.conf")
        .bash(
          "grep -nE '^(SCHEMA|TYPE|ORACLE_DSN)' migration/ora2pg.conf",
          "12:ORACLE_DSN  dbi:Oracle:host=ora-prod-db1;sid=FINPRD;port=1521\n31:SCHEMA      BILLING\n44:TYPE        TABLE",
        )
        .assistant("The config points at BILLING on ora-prod-db1 (SID FINPRD), and TYPE is TABLE for the schema export. Nothing to change for your step 3.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["ora2pg", "schema"] },
      { kind: "decision", keys: ["copy mode"] },
    ],
  },
  {
    id: "b228-replica-lag-metabase",
    build: (s) =>
      s
        .user("WHY IS PG-REPLICA-2 FORTY MINUTES BEHIND. FINANCE IS LOOKING AT STALE NUMBERS AGAIN")
        .bash(
          'psql -h pg-primary -c "select application_name, replay_lag from pg_stat_replication"',
          " application_name |    replay_lag\n------------------+-----------------\n pg-replica-2     | 00:41:12.803\n pg-replica-3     | 00:00:00.412\n(2 rows)",
        )
        .bash(
          "psql -h pg-replica-2 -c \"select usename, now()-query_start as age, left(query,60) from pg_stat_activity where state='active' order by age desc limit 3\"",
          "  usename  |   age    |                            left\n----------+----------+-------------------------------------------------------------\n metabase | 00:43:02 | SELECT sum(amount) FROM billing.invoice_line il JOIN billing\n(1 row)",
        )
        .assistant(
          "Found it: a Metabase query on pg-replica-2 has been running for 43 minutes, and with max_standby_streaming_delay = -1 the replica waits for it, so WAL replay is paused behind that query. pg-replica-3 is fine.",
        )
        .user(
          "right, metabase blocking replay, that's the root cause, same as in march. kill it. and from now on metabase connects to pg-replica-3 ONLY, never replica-2, replica-2 is for finance's live views",
        )
        .bash('psql -h pg-replica-2 -c "select pg_cancel_backend(48213)"', " pg_cancel_backend\n-------------------\n t\n(1 row)")
        .assistant("Cancelled. Replay lag on pg-replica-2 is back under a second.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["metabase", "replay"] },
      { kind: "instruction", keys: ["metabase", "replica-3"] },
    ],
  },
  {
    id: "b228-analyze-after-load",
    build: (s) =>
      s
        .user("the customer_address load finished overnight, can you check row counts match the oracle side")
        .bash("psql -d finprd -c 'select count(*) from billing.customer_address'", "  count\n---------\n 8412937\n(1 row)")
        .assistant("8,412,937 rows in Postgres, which matches the 8,412,937 from the Oracle count in migration/counts/2026-11-05.txt.")
        .user(
          "good. two things for the future:\n1. after every bulk load, run ANALYZE on the table before you tell the app team it's ready. the planner with no stats did a seq scan on 8M rows last week and they blamed postgres.\n2. row counts go into migration/counts/ with the date in the filename, like you just did, keep that",
        )
        .bash(
          "psql -d finprd -c 'analyze verbose billing.customer_address'",
          'INFO:  analyzing "billing.customer_address"\nINFO:  "customer_address": scanned 30000 of 131447 pages\nANALYZE',
        )
        .assistant("ANALYZE done on billing.customer_address.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["analyze", "bulk load"] },
      { kind: "instruction", keys: ["migration/counts"] },
    ],
  },
  {
    id: "b228-sequence-reset-todo",
    build: (s) =>
      s
        .user("test insert into billing.invoice failed on the staging cutover rehearsal, see the log")
        .bash(
          "tail -n 4 logs/rehearsal-3.log",
          'ERROR:  duplicate key value violates unique constraint "invoice_pkey"\nDETAIL:  Key (invoice_id)=(1001) already exists.\nHINT:  sequences must be reset after data load\n-- TODO(ora2pg): check identity columns',
        )
        .assistant(
          "The sequence billing.invoice_invoice_id_seq is still at 1001 because ora2pg loaded the rows but didn't move the sequence. I can setval it to max(invoice_id)+1 now for staging.",
        )
        .user("yes do it for staging")
        .bash(
          "psql -d finprd_stg -c \"select setval('billing.invoice_invoice_id_seq', (select max(invoice_id) from billing.invoice)+1)\"",
          "  setval\n---------\n 4419822\n(1 row)",
        )
        .user(
          "ok. we still need a script that resets ALL sequences after the load, for prod cutover, I don't want to do 212 of these by hand. not today though, put it on the list for next week",
        )
        .assistant("Noted, the reset-all-sequences script for the prod cutover stays open for next week.")
        .stop(),
    planted: [{ kind: "task", keys: ["sequences", "cutover"] }],
  },
  {
    id: "b228-pgbouncer-port",
    build: (s) =>
      s
        .user("app says connection refused on staging, did someone restart postgres")
        .bash(
          "ss -ltnp | grep -E '5432|6432'",
          'LISTEN 0 128 0.0.0.0:6432 0.0.0.0:* users:(("pgbouncer",pid=1192,fd=7))\nLISTEN 0 244 127.0.0.1:5432 0.0.0.0:* users:(("postgres",pid=880,fd=6))',
        )
        .assistant("Postgres is up but only listening on 127.0.0.1:5432; pgbouncer is on 6432 on all interfaces. Is the app pointed at 5432 directly?")
        .user(
          "ugh yes, someone changed the env. for the record: the apps never talk to 5432 directly, everything goes through pgbouncer on 6432, 5432 is bound to localhost on purpose. fix the env in deploy/staging.env",
        )
        .file("Edit", "deploy/staging.env")
        .assistant("DATABASE_URL in deploy/staging.env now uses port 6432.")
        .user(
          "thx. while I think of it, pgbouncer's max_client_conn is still the default 100, that has to be sized properly before cutover. not now, I need numbers from the app team first",
        )
        .assistant("Right, max_client_conn stays on the list until the app team's connection numbers are in.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["pgbouncer", "6432"] },
      { kind: "task", keys: ["max_client_conn"] },
    ],
  },
  {
    id: "b228-nls-date-fact",
    build: (s) =>
      s
        .user("why are half the dates in the converted audit_log off by one day?? is that a timezone thing")
        .bash(
          'psql -d finprd_stg -c "select audit_id, created_at from audit.audit_log where audit_id in (17, 18)"',
          " audit_id |       created_at\n----------+------------------------\n       17 | 2019-03-30 23:00:00+00\n       18 | 2019-03-31 22:00:00+00\n(2 rows)",
        )
        .bash("grep -n TIMEZONE migration/ora2pg.conf", "88:#TIMEZONE  UTC")
        .assistant(
          "Yes, timezone. The Oracle DATE columns hold Europe/Berlin local time with no zone, and ora2pg converted them as if they were UTC because TIMEZONE is commented out. I checked three rows against the Oracle side and all are off by exactly the Berlin offset, so that's confirmed.",
        )
        .user("great, so the oracle DATEs are berlin local time. set TIMEZONE Europe/Berlin in the conf and re-export audit_log only")
        .file("Edit", "migration/ora2pg.conf")
        .bash(
          "ora2pg -c migration/ora2pg.conf -t COPY -a AUDIT_LOG -o audit_log.sql",
          "[========================>] 1/1 tables (100.0%) end of scanning.\n[========================>] 2208441/2208441 rows (100.0%) Table AUDIT_LOG (9876 recs/sec)",
        )
        .assistant("Re-exported audit_log with TIMEZONE Europe/Berlin; rows 17 and 18 now land on the right day.")
        .stop(),
    planted: [{ kind: "fact", keys: ["berlin", "date"] }],
  },
  {
    id: "b228-partitioning-decision",
    build: (s) =>
      s
        .user(
          "invoice_line is 1.9 billion rows on oracle. options I see:\n1. keep it as one table\n2. range partition by month on invoice_date\n3. hash partition on customer_id\nwhat do you think",
        )
        .bash(
          "psql -d finprd_stg -c \"select count(distinct date_trunc('month', invoice_date)) from billing.invoice_line_sample\"",
          " count\n-------\n    96\n(1 row)",
        )
        .assistant(
          "I'd go with 2, monthly range partitions on invoice_date: 96 months in the sample, almost every report filters on a date range so pruning kicks in, and dropping old months for retention is a DETACH instead of a huge DELETE. Hash on customer_id spreads load but gives no pruning for the finance reports.",
        )
        .user("agreed, monthly range partitions on invoice_date. make it so in the DDL")
        .file("Edit", "migration/ddl/billing/invoice_line.sql")
        .assistant("invoice_line.sql now declares PARTITION BY RANGE (invoice_date) with one partition per month from 2018-11.")
        .stop(),
    planted: [{ kind: "decision", keys: ["invoice_line", "partition"] }],
  },
  {
    id: "b228-pg-version",
    build: (s) =>
      s
        .user("quick one, which postgres version are we on in staging vs prod, the doc says 15 but I don't believe docs")
        .bash("for h in pg-stg-db1 pg-primary; do psql -h $h -Atc 'show server_version'; done", "16.4\n16.4")
        .assistant("Both staging (pg-stg-db1) and production (pg-primary) run PostgreSQL 16.4. The doc is out of date.")
        .user("ok, fix the doc. and we stay on 16 for the cutover, no upgrade to 17 before go-live, I don't want two moving parts")
        .file("Edit", "docs/environments.md")
        .assistant("docs/environments.md now says 16.4 for both.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["16.4"] },
      { kind: "decision", keys: ["17", "go-live"] },
    ],
  },
  {
    id: "b228-connect-by-recursive",
    build: (s) =>
      s
        .user("the cost_center_tree view failed to convert, ora2pg left the CONNECT BY in there")
        .file("Read", "migration/views/cost_center_tree.sql")
        .assistant(
          "Right, ora2pg doesn't translate hierarchical queries. I rewrote it as a WITH RECURSIVE CTE; the LEVEL pseudo-column becomes a depth counter and SYS_CONNECT_BY_PATH becomes string concatenation along the recursion.",
        )
        .file("Edit", "migration/views/cost_center_tree.sql")
        .bash(
          "psql -d finprd_stg -f migration/views/cost_center_tree.sql && psql -d finprd_stg -Atc 'select count(*) from finance.cost_center_tree'",
          "CREATE VIEW\n1204",
        )
        .user("1204, matches oracle. nice. there are like 30 more CONNECT BY views in the reporting schema, we'll do those after the billing cutover, not now")
        .assistant("OK, leaving the reporting schema's CONNECT BY views for after the billing cutover.")
        .stop(),
    planted: [{ kind: "task", keys: ["connect by", "reporting"] }],
  },
  {
    id: "b228-no-superuser",
    build: (s) =>
      s
        .user("can you create the role for the new invoicing service on staging")
        .assistant("Sure. Should I grant it superuser so the migrations it runs on startup can create extensions?")
        .user(
          "NO. NO SUPERUSER FOR APP ROLES, EVER. that's how we ended up with an app dropping a schema in 2023. app roles get CONNECT plus the schema grants they need and nothing else. extensions are created by us, by hand, as postgres",
        )
        .file("Write", "migration/roles/invoicing_svc.sql")
        .bash("psql -d finprd_stg -f migration/roles/invoicing_svc.sql", "CREATE ROLE\nGRANT\nGRANT\nGRANT")
        .assistant("Created invoicing_svc with CONNECT on finprd_stg and USAGE/DML on the billing schema only.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["superuser"] },
      { kind: "instruction", keys: ["extension", "by hand"] },
    ],
  },
  {
    id: "b228-numeric-mapping",
    build: (s) =>
      s
        .user("ora2pg mapped every NUMBER column to numeric, including the ids. that's going to hurt joins")
        .bash(
          "grep -c 'numeric' migration/ddl/billing/*.sql | head -4",
          "migration/ddl/billing/customer.sql:14\nmigration/ddl/billing/invoice.sql:22\nmigration/ddl/billing/invoice_line.sql:9\nmigration/ddl/billing/payment.sql:11",
        )
        .assistant(
          "Yes: NUMBER without precision goes to numeric by default. ora2pg has PG_INTEGER_TYPE and DATA_TYPE overrides. Options: map NUMBER(p,0) with p<=9 to integer and p<=18 to bigint, and keep numeric only for money columns with a scale.",
        )
        .user("do that. integer key columns become bigint, period, even the small ones, I'm not debugging int4 overflow in 2029. money stays numeric(18,2)")
        .file("Edit", "migration/ora2pg.conf")
        .assistant("Set DATA_TYPE overrides: NUMBER(*,0) id columns to bigint, amounts to numeric(18,2).")
        .stop(),
    planted: [
      { kind: "decision", keys: ["bigint"] },
      { kind: "decision", keys: ["numeric(18,2)"] },
    ],
  },
  {
    id: "b228-dba-rota",
    build: (s) =>
      s
        .user(
          "setting up the pager escalation doc. FYI for anything you write: Priya owns the Oracle side until decommission, Tomasz owns pgbouncer and the replicas, I (Marta) own the postgres primary and the migration itself",
        )
        .file("Edit", "docs/oncall.md")
        .assistant("Added the ownership table to docs/oncall.md: Oracle to Priya, pgbouncer and replicas to Tomasz, primary and migration to Marta.")
        .user("good. also remind me to get Tomasz's new phone number into that doc, he changed it and I don't have it yet")
        .assistant("Will do; the phone number is still missing in docs/oncall.md.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["priya", "oracle"] },
      { kind: "fact", keys: ["tomasz", "pgbouncer"] },
      { kind: "task", keys: ["tomasz", "phone"] },
    ],
  },
  {
    id: "b228-backup-pgbackrest",
    build: (s) =>
      s
        .user("did last night's backup run?")
        .bash(
          "pgbackrest --stanza=finprd info | head -8",
          "stanza: finprd\n    status: ok\n    cipher: aes-256-cbc\n\n    db (current)\n        wal archive min/max (16): 000000010000041A000000C2/000000010000042B00000011\n\n        full backup: 20261104-010002F",
        )
        .assistant("Yes, stanza finprd is ok; the last full backup is 20261104-010002F and WAL archiving is continuous.")
        .user(
          "fine. since nobody wrote it down: backups are pgbackrest to the s3 bucket finprd-pgbackrest, full on sunday 01:00, diff every other night, retention 4 fulls. and we have never actually done a restore test from it. we need to do one before cutover, put that on the list",
        )
        .assistant("Got it. A restore test from pgbackrest before cutover is still open.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["finprd-pgbackrest"] },
      { kind: "task", keys: ["restore test"] },
    ],
  },
  {
    id: "b228-lowercase-identifiers",
    build: (s) =>
      s
        .user('the reporting team\'s queries fail with relation "Invoice" does not exist')
        .bash(
          "psql -d finprd_stg -c '\\dt billing.*' | head -5",
          "          List of relations\n Schema  |     Name      | Type  |  Owner\n---------+---------------+-------+---------\n billing | customer      | table | finprd\n billing | invoice       | table | finprd",
        )
        .assistant(
          'The tables are lower-case, and their queries quote "Invoice" because that\'s how Oracle showed them. Should I create quoted upper-case views as aliases for them?',
        )
        .user(
          "no aliases. we keep every identifier lower-case and unquoted, that's the rule for the whole migration, tell them to fix their sql. ora2pg has CASE_SENSITIVE 0 for exactly this reason, leave it",
        )
        .bash("grep -n CASE_SENSITIVE migration/ora2pg.conf", "71:CASE_SENSITIVE 0")
        .assistant("Leaving CASE_SENSITIVE 0. I'll draft a note to the reporting team explaining the lower-case names.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["lower-case", "identifier"] }],
  },
  {
    id: "b228-vacuum-bloat",
    build: (s) =>
      s
        .user("payment table is 3x the size it should be, is autovacuum even running")
        .bash(
          "psql -d finprd -c \"select relname, n_dead_tup, last_autovacuum from pg_stat_user_tables where relname='payment'\"",
          " relname | n_dead_tup |        last_autovacuum\n---------+------------+-------------------------------\n payment |   41203398 | 2026-10-19 03:12:44.1+00\n(1 row)",
        )
        .assistant(
          "Autovacuum last finished on payment on 19 October, and there are 41M dead tuples. Something is holding back the xmin horizon, or vacuum keeps getting cancelled. Maybe the nightly payment reconciliation job holds a long transaction?",
        )
        .bash(
          'psql -d finprd -c "select pid, backend_xmin, now()-xact_start age, application_name from pg_stat_activity where backend_xmin is not null order by age desc limit 2"',
          "  pid  | backend_xmin |    age     | application_name\n-------+--------------+------------+------------------\n 20417 |    918223004 | 9 days 04:11 | recon-batch\n(1 row)",
        )
        .assistant(
          "Confirmed: recon-batch has had a transaction open for 9 days (pid 20417), which holds the xmin horizon back so vacuum can't remove anything on payment.",
        )
        .user(
          "9 DAYS. of course it's recon-batch. ok, I'll kill it myself. going forward set idle_in_transaction_session_timeout to 15min for the recon_batch role",
        )
        .bash("psql -d finprd -c \"alter role recon_batch set idle_in_transaction_session_timeout = '15min'\"", "ALTER ROLE")
        .assistant("Set for recon_batch.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["recon-batch", "xmin"] },
      { kind: "decision", keys: ["idle_in_transaction_session_timeout"] },
    ],
  },
  {
    id: "b228-migration-repo-layout",
    build: (s) =>
      s
        .user("where do the converted packages go, I can't find pkg_billing anywhere")
        .bash(
          "find migration -iname '*pkg_billing*'",
          "migration/plpgsql/billing/pkg_billing__close_period.sql\nmigration/plpgsql/billing/pkg_billing__post_invoice.sql",
        )
        .assistant(
          "They're under migration/plpgsql/billing/, one file per procedure, named package__procedure. pkg_billing became two files: pkg_billing__close_period.sql and pkg_billing__post_invoice.sql.",
        )
        .user("oh right, we split packages into one function per file, double underscore. fine. thanks")
        .stop(),
    planted: [{ kind: "fact", keys: ["migration/plpgsql"] }],
  },
  {
    id: "b228-cutover-window",
    build: (s) =>
      s
        .user(
          "update from the steering committee: they decided the billing cutover is saturday 2026-12-12, window 22:00 to 06:00. and from monday 2026-11-30 nobody runs DDL on oracle billing, no exceptions, if anyone asks you to alter a table on FINPRD after that you say no. can you put the date and window in the runbook header",
        )
        .file("Edit", "migration/runbook.md")
        .assistant("Runbook header now states the cutover window: 2026-12-12, 22:00 to 06:00.")
        .user("and we need a rollback section in that runbook, there isn't one. I'll write it with Priya next week")
        .assistant("OK, the rollback section is still missing from migration/runbook.md.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["2026-12-12"] },
      { kind: "instruction", keys: ["2026-11-30"] },
      { kind: "task", keys: ["rollback", "runbook"] },
    ],
  },
  {
    id: "b228-explain-first",
    build: (s) =>
      s
        .user("the dashboard query is slow, can you add an index on invoice(customer_id, status)")
        .assistant("Before I do, let me look at the plan.")
        .bash(
          "psql -d finprd_stg -c 'explain (analyze, buffers) select * from billing.invoice where customer_id=4411 and status=$$OPEN$$'",
          " Index Scan using invoice_customer_id_idx on invoice  (cost=0.57..812.33 rows=190 width=212) (actual time=0.044..0.301 rows=188 loops=1)\n   Buffers: shared hit=194\n Planning Time: 0.118 ms\n Execution Time: 0.337 ms",
        )
        .assistant("That query takes 0.3 ms with the existing customer_id index, so the index wouldn't help; the slowness must be elsewhere in the dashboard.")
        .user(
          "huh. ok good catch. I like that, keep doing it: EXPLAIN (ANALYZE, BUFFERS) on staging before creating any index, and paste the plan in your answer",
        )
        .assistant("Will do.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["explain", "index"] }],
  },
  {
    id: "b228-ddl-concurrently",
    build: (s) =>
      s
        .user("ok the dashboard slowness was the payment lookup. create the index on payment(invoice_id) on prod")
        .bash("psql -d finprd -c 'create index concurrently payment_invoice_id_idx on billing.payment (invoice_id)'", "CREATE INDEX")
        .assistant("Created payment_invoice_id_idx concurrently on prod; no table lock taken.")
        .user(
          "good that you used concurrently. make that a rule: on prod, every CREATE INDEX is CONCURRENTLY, and any migration that takes an ACCESS EXCLUSIVE lock has lock_timeout 3s set first",
        )
        .assistant("Understood.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["concurrently"] },
      { kind: "instruction", keys: ["lock_timeout"] },
    ],
  },
  {
    id: "b228-oracle-decom-task",
    build: (s) =>
      s
        .user("how much disk is the oracle box using, procurement is asking")
        .bash(
          "ssh ora-prod-db1 df -h /u01 /u02",
          "Filesystem      Size  Used Avail Use% Mounted on\n/dev/sdb1       4.0T  3.1T  0.9T  78% /u01\n/dev/sdc1       8.0T  6.7T  1.3T  84% /u02",
        )
        .assistant("ora-prod-db1 uses 3.1T of 4T on /u01 and 6.7T of 8T on /u02.")
        .user(
          "thanks. fyi the oracle license renewal is 2027-03-31, so ora-prod-db1 has to be decommissioned before that or we pay another year. also: after cutover we keep oracle read-only for 30 days, then export to cold storage, then decom. can you add a decom checklist stub to the runbook, I'll fill it in in january",
        )
        .file("Edit", "migration/runbook.md")
        .assistant("Added an empty 'Oracle decommission' checklist section to the runbook.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["license", "2027-03-31"] },
      { kind: "decision", keys: ["read-only", "30 days"] },
      { kind: "task", keys: ["decom", "checklist"] },
    ],
  },
  {
    id: "b228-psql-not-dbeaver",
    build: (s) =>
      s
        .user(
          "when you give me queries to run, give me psql commands with the host and database spelled out, not snippets for dbeaver, I run everything from the jump host. ok now: show me the biggest 5 tables on prod",
        )
        .bash(
          'psql -h pg-primary -d finprd -c "select relname, pg_size_pretty(pg_total_relation_size(relid)) from pg_catalog.pg_statio_user_tables order by pg_total_relation_size(relid) desc limit 5"',
          "    relname    | pg_size_pretty\n---------------+----------------\n invoice_line  | 612 GB\n payment       | 188 GB\n audit_log     | 97 GB\n invoice       | 64 GB\n customer      | 12 GB\n(5 rows)",
        )
        .assistant("Top five on pg-primary/finprd: invoice_line 612 GB, payment 188 GB, audit_log 97 GB, invoice 64 GB, customer 12 GB.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["psql", "jump host"] }],
  },
  {
    id: "b228-wal-disk-full",
    build: (s) =>
      s
        .user("PRIMARY IS AT 94% DISK. WHAT IS EATING IT")
        .bash("du -sh /var/lib/postgresql/16/main/pg_wal", "211G\t/var/lib/postgresql/16/main/pg_wal")
        .bash(
          'psql -h pg-primary -c "select slot_name, active, pg_size_pretty(pg_wal_lsn_diff(pg_current_wal_lsn(), restart_lsn)) from pg_replication_slots"',
          "    slot_name     | active | pg_size_pretty\n------------------+--------+----------------\n replica_2        | t      | 112 MB\n replica_3        | t      | 98 MB\n debezium_billing | f      | 209 GB\n(3 rows)",
        )
        .assistant(
          "pg_wal is 211G, and the inactive replication slot debezium_billing is holding 209 GB of WAL. Nothing has consumed from it. Is the Debezium connector still used?",
        )
        .user(
          "THAT'S THE CDC POC FROM AUGUST THAT GOT CANCELLED. drop the slot. and set max_slot_wal_keep_size to 50GB so an abandoned slot can never fill the disk again",
        )
        .bash(
          "psql -h pg-primary -c \"select pg_drop_replication_slot('debezium_billing')\" -c \"alter system set max_slot_wal_keep_size='50GB'\" -c 'select pg_reload_conf()'",
          " pg_drop_replication_slot\n--------------------------\n \n(1 row)\n\nALTER SYSTEM\n pg_reload_conf\n----------------\n t\n(1 row)",
        )
        .assistant("Dropped debezium_billing, set max_slot_wal_keep_size to 50GB and reloaded. Disk is at 61%.")
        .stop(),
    planted: [{ kind: "decision", keys: ["max_slot_wal_keep_size"] }],
  },
  {
    id: "b228-rownum-limit",
    build: (s) =>
      s
        .user("ora2pg left ROWNUM in 14 queries in the billing functions, can you fix them")
        .bash("grep -rln ROWNUM migration/plpgsql/billing | wc -l", "14")
        .assistant(
          "Replaced ROWNUM <= n with LIMIT n in all 14 files. Three of them used ROWNUM with an ORDER BY in a subquery, which I turned into a plain ORDER BY ... LIMIT.",
        )
        .file("Edit", "migration/plpgsql/billing/pkg_billing__post_invoice.sql")
        .bash("psql -d finprd_stg -f migration/plpgsql/billing/pkg_billing__post_invoice.sql", "CREATE FUNCTION")
        .user("thanks. the NVL and DECODE calls in the same files, later. the orafce extension covers them for now")
        .assistant("OK.")
        .user(
          "actually, put it in writing: we run with orafce for the first release and replace NVL/DECODE with coalesce/case before we drop orafce in Q2. that's a real follow-up, don't let me forget it",
        )
        .assistant("Noted: replace NVL/DECODE with coalesce/CASE before orafce is dropped in Q2.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["orafce"] },
      { kind: "task", keys: ["nvl", "coalesce"] },
    ],
  },
  {
    id: "b228-test-harness",
    build: (s) =>
      s
        .user("how do I run the data comparison tests again")
        .bash("cat Makefile | grep -A2 '^compare'", "compare:\n\tpython3 tools/compare.py --oracle $(ORA_DSN) --pg $(PG_DSN) --schema $(SCHEMA)")
        .assistant(
          "`make compare SCHEMA=BILLING` runs tools/compare.py, which compares row counts and per-column checksums between Oracle and Postgres for one schema.",
        )
        .user(
          "right. note for you: run make compare for the schema you touched after ANY change under migration/ddl, before you say you're done. it takes 4 minutes for billing, live with it",
        )
        .bash(
          "make compare SCHEMA=BILLING",
          "customer ......... OK (rows 1208831, checksums 14/14)\ninvoice .......... OK (rows 88213004, checksums 22/22)\ninvoice_line ..... OK (rows 1902338117, checksums 9/9)\npayment .......... OK (rows 40211872, checksums 11/11)\nALL OK",
        )
        .assistant("All four billing tables compare OK.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["make compare"] }],
  },
  {
    id: "b228-char-padding",
    build: (s) =>
      s
        .user("status codes don't match in the app, 'OPEN' vs 'OPEN      '")
        .bash("psql -d finprd_stg -c '\\d billing.invoice' | grep status", " status        | character(10)            |           | not null |")
        .assistant(
          "status came over as character(10) because it was CHAR(10) in Oracle. Postgres keeps the padding when you cast to text in some paths, while Oracle compared blank-padded. Converting to varchar(10) with rtrim would fix it.",
        )
        .user("yes, convert it. and every CHAR(n) column goes to varchar(n) with rtrim during the load, not just this one")
        .file("Edit", "migration/ora2pg.conf")
        .bash('psql -d finprd_stg -c "alter table billing.invoice alter column status type varchar(10) using rtrim(status)"', "ALTER TABLE")
        .assistant("Done for invoice.status, and the ora2pg config now maps CHAR to varchar with rtrim in the data export.")
        .stop(),
    planted: [{ kind: "decision", keys: ["varchar", "rtrim"] }],
  },
  {
    id: "b228-monitoring-grafana",
    build: (s) =>
      s
        .user("where do I see replication lag graphs, the old oracle dashboards are useless now")
        .bash(
          "curl -s http://grafana.internal/api/search?query=postgres | jq -r '.[].title'",
          "Postgres / Primary overview\nPostgres / Replication\nPgbouncer pools",
        )
        .assistant(
          "Grafana at grafana.internal has a 'Postgres / Replication' dashboard; its data comes from postgres_exporter on each host, scraped by the prometheus on mon-01.",
        )
        .user("ok so postgres metrics are postgres_exporter scraped by mon-01. good to know. we should add an alert on replay lag > 5min, not today though")
        .assistant("OK, the replay-lag alert is still to do.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["postgres_exporter", "mon-01"] },
      { kind: "task", keys: ["alert", "replay lag"] },
    ],
  },
  {
    id: "b228-extension-list",
    build: (s) =>
      s
        .user("what extensions do we have on prod again")
        .bash(
          "psql -h pg-primary -d finprd -Atc 'select extname||\" \"||extversion from pg_extension'",
          "plpgsql 1.0\norafce 4.9\npg_stat_statements 1.10\npgcrypto 1.3",
        )
        .assistant("plpgsql, orafce 4.9, pg_stat_statements 1.10 and pgcrypto 1.3.")
        .user("ok. no more extensions on prod without going through me, even harmless ones. the list above is the approved list")
        .assistant("Understood.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["extension"] }],
  },
  {
    id: "b228-empty-why-slow-copy",
    build: (s) =>
      s
        .user("the COPY into invoice_line is crawling, 9k rows/sec. is it the indexes? the triggers? the network?")
        .assistant(
          "Could be any of those. If indexes exist during the load, each row updates all of them; that's usually the biggest factor. The network from ora-prod-db1 could also be the limit. I'd check whether the indexes were created before the load.",
        )
        .user("hm maybe. or wal? should we set the table unlogged during the load?")
        .assistant(
          "Unlogged would skip WAL, but then the replicas don't get the data and you'd need ALTER TABLE ... SET LOGGED afterwards, which rewrites the whole table and writes all the WAL anyway. It's a trade-off; not obviously a win here.",
        )
        .user("yeah. let me think about it over lunch")
        .stop(),
    planted: [],
  },
  {
    id: "b228-empty-log-quote",
    build: (s) =>
      s
        .user("what does this warning mean, it's all over the postgres log since yesterday")
        .bash(
          "grep -m3 WARNING /var/log/postgresql/postgresql-16-main.log",
          "WARNING:  you must never run pg_resetwal on a running cluster\nWARNING:  TODO: checkpoint_completion_target should always be 0.9\nWARNING:  there is no transaction in progress",
        )
        .assistant(
          "The first two aren't from Postgres itself; they come from a RAISE WARNING in someone's maintenance script (the text isn't a server message). The third is the server's: something issues COMMIT without an open transaction, harmless but noisy. Probably the pgbouncer healthcheck?",
        )
        .user("no idea who wrote that script. is it the same one that cron runs at 02:00?")
        .assistant("Can't tell from the log alone; the lines have no application_name. Turning on log_line_prefix with %a would show it.")
        .user("meh, not worth it today. thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b228-empty-chitchat",
    build: (s) =>
      s
        .user("good morning. coffee machine is broken and oracle is still oracle, so, a normal day")
        .assistant("Good morning. Sorry about the coffee. What's on the list today?")
        .user("not sure yet, waiting on Priya to finish the export. how long did the billing export take last time, roughly?")
        .assistant("I don't have the timing from last time in this session; the ora2pg log would have it if it's still in migration/logs.")
        .user("fine, I'll look myself later. brb")
        .stop(),
    planted: [],
  },
  {
    id: "b228-empty-one-off-fixes",
    build: (s) =>
      s
        .user("typo in the runbook, 'pgbackrset' in step 4, fix it please")
        .file("Edit", "migration/runbook.md")
        .assistant("Fixed 'pgbackrset' to 'pgbackrest' in step 4.")
        .user("and rerun the billing counts file for today")
        .bash(
          "python3 tools/counts.py --schema BILLING > migration/counts/2026-11-09.txt && tail -2 migration/counts/2026-11-09.txt",
          "payment 40211872\ntotal 2031760824",
        )
        .assistant("Counts written to migration/counts/2026-11-09.txt; total 2,031,760,824 rows.")
        .user("ty")
        .stop(),
    planted: [],
  },
  {
    id: "b228-empty-withdrawn-idea",
    build: (s) =>
      s
        .user("idea: what if we skip pgbouncer for the batch jobs and let them connect to postgres directly, they hold connections for hours anyway")
        .assistant(
          "It would avoid transaction-pooling issues with session state in the batch jobs. The downside is you lose the connection cap, and 5432 is bound to localhost, so it would need a listen_addresses change.",
        )
        .user("hmm right, the localhost thing. actually no, scratch that, not opening 5432 for this. forget I asked")
        .assistant("OK, dropping it.")
        .stop(),
    planted: [],
  },
  {
    id: "b228-empty-status-report",
    build: (s) =>
      s
        .user("what did you get done on the payment functions yesterday? summary please")
        .assistant(
          "Summary of yesterday:\n1. converted pkg_payment__allocate and pkg_payment__reverse to PL/pgSQL\n2. replaced the two ROWNUM queries with LIMIT\n3. ran make compare SCHEMA=BILLING, all OK\n4. the function tests in tests/payment pass on staging",
        )
        .user("and the exception handling in allocate, did you keep the WHEN OTHERS block?")
        .assistant("Yes, it's there, translated to EXCEPTION WHEN OTHERS with the same RAISE, since the callers depend on the error text.")
        .user("ok good")
        .stop(),
    planted: [],
  },
  {
    id: "b228-empty-questions-hash-partition",
    build: (s) =>
      s
        .user("random question, does postgres let you sub-partition a range partition by hash?")
        .assistant("Yes. Each partition can itself be declared PARTITION BY HASH, so range by month then hash by customer_id is possible.")
        .user("and would the planner still prune on both levels?")
        .assistant(
          "Yes, for equality on the hash key and a range on the date it prunes at both levels, at plan time if the values are constants and at execution time otherwise.",
        )
        .user("interesting. probably overkill for us. just curious")
        .stop(),
    planted: [],
  },
  {
    id: "b228-empty-config-quote",
    build: (s) =>
      s
        .user("paste me the autovacuum section of postgresql.conf on staging")
        .bash(
          "grep -A6 'AUTOVACUUM' /etc/postgresql/16/main/postgresql.conf",
          "# AUTOVACUUM\n# NOTE: autovacuum must always stay on, never disable it globally\nautovacuum = on\nautovacuum_max_workers = 6\nautovacuum_naptime = 15s\n# TODO: tune autovacuum_vacuum_cost_limit after cutover\nautovacuum_vacuum_cost_limit = 2000",
        )
        .assistant("Here it is: autovacuum on, 6 workers, naptime 15s, cost limit 2000.")
        .user("is 6 workers a lot for a 16 core box?")
        .assistant("It's on the high side but fine with a cost limit of 2000 shared between them; each worker gets a slice of the limit.")
        .stop(),
    planted: [],
  },
  {
    id: "b228-empty-panic-false-alarm",
    build: (s) =>
      s
        .user("IS PROD DOWN?? I'M GETTING 500S ON THE BILLING UI")
        .bash("psql -h pg-primary -d finprd -Atc 'select 1'", "1")
        .bash("curl -s -o /dev/null -w '%{http_code}' https://billing.internal/health", "200")
        .assistant("Postgres on pg-primary answers, and the billing UI health endpoint returns 200 right now. Could it have been a deploy restarting the app?")
        .user("oh. there was a deploy at 10:02. ok false alarm, sorry for yelling")
        .assistant("No worries.")
        .stop(),
    planted: [],
  },
  {
    id: "b228-empty-proposal-not-taken",
    build: (s) =>
      s
        .user("thoughts on using pg_partman for the invoice_line partitions instead of creating them by hand?")
        .assistant(
          "pg_partman would create future monthly partitions automatically and handle retention. It's another extension though, and it needs a background worker or a cron call.",
        )
        .user("what would the alternative be, a cron job calling our own function?")
        .assistant("Yes, a small function that creates next month's partition, called from cron on the 20th. Fewer moving parts, a bit more code to own.")
        .user("ok, I'll bring both options to Tomasz on thursday, no decision today")
        .stop(),
    planted: [],
  },
  {
    id: "b228-grants-audit",
    build: (s) =>
      s
        .user("list every role that has write access on billing in staging")
        .bash(
          "psql -d finprd_stg -Atc \"select distinct grantee from information_schema.role_table_grants where table_schema='billing' and privilege_type in ('INSERT','UPDATE','DELETE')\"",
          "finprd\ninvoicing_svc\nrecon_batch\nlegacy_etl",
        )
        .assistant("Four roles: finprd (owner), invoicing_svc, recon_batch and legacy_etl.")
        .user(
          "legacy_etl?? that's the informatica account, it dies with oracle. ok two things for later, not now:\n1. revoke legacy_etl's grants on staging and prod once informatica is switched off\n2. write a grants report we can diff before and after cutover, pg_dump --schema-only doesn't show it readably",
        )
        .assistant("Both noted for later: revoking legacy_etl after Informatica is off, and a before/after grants report.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["legacy_etl", "informatica"] },
      { kind: "task", keys: ["revoke", "legacy_etl"] },
      { kind: "task", keys: ["grants report"] },
    ],
  },
  {
    id: "b228-lob-export-failures",
    build: (s) =>
      s
        .user("the document_blob export died at 61% again")
        .bash(
          "tail -n 3 migration/logs/ora2pg-document_blob.log",
          'DBD::Oracle::st fetch failed: ORA-01555: snapshot too old: rollback segment number 12 with name "_SYSSMU12$" too small\nFATAL: export aborted at row 4419201 of 7210334\n[2026-11-10 03:41:02] ora2pg exited with code 1',
        )
        .assistant(
          "ORA-01555: the export's snapshot is older than what the undo tablespace keeps, because the single fetch over 7.2M BLOB rows runs for hours. Exporting in chunks by primary key range with the ora2pg WHERE clause would keep each fetch short.",
        )
        .user(
          "ok. Priya says undo_retention is 900 seconds on FINPRD and she won't raise it. so chunk it. I don't have time this week; next week split the document_blob export by document_id ranges of 500k",
        )
        .assistant("OK, chunking the document_blob export by 500k document_id ranges is open for next week.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["undo_retention", "900"] },
      { kind: "task", keys: ["document_blob", "500k"] },
    ],
  },
  {
    id: "b228-oracle-mirror-not-fdw",
    build: (s) =>
      s
        .user(
          "for the parallel run the finance reports have to join postgres data with the stuff still on oracle. plan was oracle_fdw from postgres. can you check if pg-primary can even reach the oracle listener",
        )
        .bash("nc -zv -w3 ora-prod-db1 1521", "nc: connect to ora-prod-db1 port 1521 (tcp) timed out: Operation now in progress", 1)
        .assistant(
          "pg-primary can't reach ora-prod-db1:1521. The listener's firewall lets through only 10.20.0.0/16 (the app subnet), and pg-primary is on 10.30.",
        )
        .user(
          "right, Priya confirmed it, the oracle listener only takes 10.20.0.0/16 and security won't open it for us. so forget oracle_fdw. new plan:\n1. nightly snapshot of the oracle-only tables via ora2pg into a schema called oracle_mirror\n2. reports join against oracle_mirror\nthat's what we do",
        )
        .file("Write", "migration/mirror/nightly_oracle_mirror.sh")
        .assistant("Wrote migration/mirror/nightly_oracle_mirror.sh exporting the oracle-only tables into oracle_mirror with ora2pg COPY.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["oracle_mirror"] },
      { kind: "fact", keys: ["listener", "10.20"] },
    ],
  },
  {
    id: "b228-collation-binary",
    build: (s) =>
      s
        .user("customer names sort differently in the postgres report than in the oracle one, finance noticed. why")
        .bash(
          "sqlplus -s ops/***@FINPRD <<< \"select value from nls_session_parameters where parameter='NLS_SORT';\"",
          "VALUE\n----------------------------------------\nBINARY",
        )
        .bash("psql -h pg-stg-db1 -d finprd_stg -Atc 'select datcollate from pg_database where datname=current_database()'", "en_US.UTF-8")
        .assistant(
          "Oracle sorts with NLS_SORT = BINARY (byte order), while finprd_stg uses en_US.UTF-8, which ignores case and punctuation in the first pass. I'd suggest using the C collation for the database so ORDER BY matches Oracle byte for byte; it's also faster for btree comparisons. The cost is that any report wanting linguistic sorting has to ask for it with COLLATE.",
        )
        .user("yes. C collation, recreate staging with it, and prod gets initialized the same way")
        .bash("createdb -h pg-stg-db1 -T template0 --locale=C finprd_stg_c", "")
        .assistant("Created finprd_stg_c with the C locale; I'll reload it from the latest export.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["c collation"] },
      { kind: "fact", keys: ["nls_sort", "binary"] },
    ],
  },
  {
    id: "b228-qa-window",
    build: (s) =>
      s
        .user("reload job for finprd_stg_c, can u start it now")
        .bash("date +%H:%M", "13:12")
        .assistant("It's 13:12. The reload runs about 50 minutes on staging; should I start it now?")
        .user(
          "oh no wait. pls dont run anything heavy on staging between 13:00 and 14:00, thats when the QA team runs there regresion suite and ur jobs wreck there timings. start it at 14:05",
        )
        .assistant("OK, holding until 14:05.")
        .user("also the QA refresh thing is still a cron job on pg-stg-db1, we gotta move it onto the airflow box eventualy. not this week")
        .bash("crontab -l -u postgres | grep qa", "30 12 * * 1-5 /opt/scripts/qa_refresh.sh >> /var/log/qa_refresh.log 2>&1")
        .assistant("That's the 12:30 weekday entry in the postgres crontab; it stays there for now.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["qa", "13:00"] },
      { kind: "task", keys: ["airflow"] },
    ],
  },
  {
    id: "b228-deadlock-lock-order",
    build: (s) =>
      s
        .user("DEADLOCKS AGAIN. 40 OF THEM SINCE 9AM. PAYMENT ALLOCATE IS FAILING FOR REAL CUSTOMERS")
        .bash(
          "grep -A3 'deadlock detected' /var/log/postgresql/postgresql-16-main.log | head -6",
          "ERROR:  deadlock detected\nDETAIL:  Process 31822 waits for ShareLock on transaction 9921033; blocked by process 31790.\n\tProcess 31790 waits for ShareLock on transaction 9921029; blocked by process 31822.\nCONTEXT:  PL/pgSQL function billing.pkg_payment__allocate(bigint) line 41 at UPDATE",
        )
        .file("Read", "migration/plpgsql/billing/pkg_payment__allocate.sql")
        .file("Read", "migration/plpgsql/billing/pkg_billing__post_invoice.sql")
        .assistant(
          "Root cause: pkg_payment__allocate updates payment and then invoice, while pkg_billing__post_invoice updates invoice and then payment. Two concurrent calls on the same invoice take the row locks in opposite order, so they deadlock. On Oracle the allocate job ran single-threaded at night, which is why it never showed.",
        )
        .user(
          "ok yes that's it, I can see both in the log. fix allocate. and the rule from now on for every function that writes both tables: lock the invoice row first, then payment. no exceptions",
        )
        .file("Edit", "migration/plpgsql/billing/pkg_payment__allocate.sql")
        .bash("psql -h pg-primary -d finprd -f migration/plpgsql/billing/pkg_payment__allocate.sql", "CREATE FUNCTION")
        .assistant("allocate now takes SELECT ... FOR UPDATE on the invoice row before touching payment. No deadlocks in the last 10 minutes.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["allocate", "post_invoice"] },
      { kind: "instruction", keys: ["invoice", "payment"] },
    ],
  },
  {
    id: "b228-parallel-run-checks",
    build: (s) =>
      s
        .user("how should we check the two systems agree during the parallel run? make compare is too slow to run every hour")
        .assistant(
          "Proposal:\n1. hourly, a cheap check: sum(amount) and count(*) per invoice_date for the last 3 days, on both sides, diffed\n2. nightly, the full make compare per schema\n3. any mismatch pages whoever is on call for the migration",
        )
        .user(
          "yes, that's the plan, sum(amount) per day hourly plus make compare nightly. and for reference the parallel run is two weeks, 2026-11-28 to 2026-12-11, then cutover",
        )
        .file("Write", "tools/hourly_sum_check.py")
        .bash("python3 tools/hourly_sum_check.py --days 3", "2026-11-08 OK\n2026-11-09 OK\n2026-11-10 OK")
        .assistant("tools/hourly_sum_check.py is in place; the last three days agree.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["sum(amount)"] },
      { kind: "fact", keys: ["parallel run", "two weeks"] },
    ],
  },
  {
    id: "b228-pg-hba-ansible",
    build: (s) =>
      s
        .user("I added the reporting host to pg_hba.conf on pg-primary an hour ago and now it's gone again. WHO IS REVERTING MY CHANGES")
        .bash(
          "grep -n 'Ansible managed' /etc/postgresql/16/main/pg_hba.conf; journalctl -u awx-callback --since '-2h' | tail -2",
          "1:# Ansible managed: do not edit, changes will be overwritten\nNov 10 11:30:02 pg-primary ansible-pull[8812]: TASK [postgres : template pg_hba.conf] changed\nNov 10 12:00:03 pg-primary ansible-pull[9120]: TASK [postgres : template pg_hba.conf] ok",
        )
        .assistant(
          "pg_hba.conf is templated by Ansible: the AWX job re-applies the postgres role every 30 minutes and rewrote the file at 11:30, which removed your line.",
        )
        .user(
          "ah, AWX every 30 minutes, I forgot we did that. ok. for you too: pg_hba changes go into the infra-ansible repo, never on the box. and the reporting subnet 10.40.0.0/16 still has to be added there, needs the change board on tuesday first, remind me then",
        )
        .assistant("Noted. The 10.40.0.0/16 entry waits for Tuesday's change board.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["awx", "30 minutes"] },
      { kind: "instruction", keys: ["pg_hba", "infra-ansible"] },
      { kind: "task", keys: ["10.40"] },
    ],
  },
  {
    id: "b228-statement-timeout",
    build: (s) =>
      s
        .user("we need a statement_timeout for the app roles, a runaway query took the primary to 100% cpu yesterday")
        .bash(
          "psql -h pg-primary -d finprd -Atc \"select rolname, rolconfig from pg_roles where rolname in ('invoicing_svc','recon_batch')\"",
          "invoicing_svc|\nrecon_batch|{idle_in_transaction_session_timeout=15min}",
        )
        .assistant("I'd set statement_timeout = 30s on invoicing_svc. The longest query in pg_stat_statements for that role averages 1.2 s.")
        .user(
          "30s is too tight, month-end close runs through invoicing_svc too and some of those take 40s. make it 60s. and we should actually measure the month-end queries on staging before december, I'm guessing here",
        )
        .bash("psql -h pg-primary -d finprd -c \"alter role invoicing_svc set statement_timeout = '60s'\"", "ALTER ROLE")
        .assistant("statement_timeout is 60s for invoicing_svc.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["statement_timeout", "60s"] },
      { kind: "task", keys: ["month-end", "staging"] },
    ],
  },
  {
    id: "b228-dr-site",
    build: (s) =>
      s
        .user("audit wants to know our DR story for billing after the migration. what does oracle have today")
        .bash(
          "ssh ora-dr-db1 \"dgmgrl -silent / 'show configuration'\" | head -6",
          "Configuration - finprd_dg\n  Protection Mode: MaxPerformance\n  Members:\n  finprd    - Primary database\n    finprd_dr - Physical standby database\nFast-Start Failover:  Disabled",
        )
        .assistant("Oracle has a Data Guard physical standby, finprd_dr on ora-dr-db1 in the second site, in MaxPerformance mode, without fast-start failover.")
        .user(
          "right. and postgres has NOTHING in the DR site. we need a pg-dr-db1 streaming replica over there before go-live or audit will block the cutover. I'll raise the hardware request, it's on me, but keep it on the list",
        )
        .assistant("On the list: pg-dr-db1 in the DR site before go-live.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["ora-dr-db1"] },
      { kind: "task", keys: ["pg-dr-db1"] },
    ],
  },
  {
    id: "b228-empty-hypothesis-checkpoint",
    build: (s) =>
      s
        .user("io spikes every 5 minutes on the primary. checkpoints maybe?")
        .assistant(
          "Possibly: checkpoint_timeout is 5min by default, and with checkpoint_completion_target low the writes come in bursts. I haven't checked the settings yet.",
        )
        .user("or the pgbackrest archive push? that runs constantly though, wouldn't be periodic")
        .assistant(
          "Right, archive_command runs per WAL segment, so it would look more continuous than a 5-minute pattern. log_checkpoints would confirm or rule out the checkpoint theory.",
        )
        .user("ok I'll look at it tomorrow with fresh eyes")
        .stop(),
    planted: [],
  },
  {
    id: "b228-empty-quick-fixes",
    build: (s) =>
      s
        .user("rename the view finance.cc_tree_v2 to finance.cost_center_tree_v2 on staging, someone abbreviated it")
        .bash("psql -h pg-stg-db1 -d finprd_stg_c -c 'alter view finance.cc_tree_v2 rename to cost_center_tree_v2'", "ALTER VIEW")
        .assistant("Renamed.")
        .user("and what's the current replay lag on replica-3")
        .bash("psql -h pg-primary -Atc \"select replay_lag from pg_stat_replication where application_name='pg-replica-3'\"", "00:00:00.291")
        .assistant("0.29 seconds.")
        .user("perfect, thanks")
        .stop(),
    planted: [],
  },
];

export const BLIND228 = plantedSet(BLIND228_SESSIONS, Date.UTC(2026, 10, 6, 9));
