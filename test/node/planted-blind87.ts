/**
 * Blind planted set 87 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a data analyst working in notebooks (SQL, pandas, dbt on Snowflake, Airflow), writing
 * short questions and answers in non-native English with typos; items come from the user and
 * from the agent's findings the user confirms.
 * Each session is one segment; the items planted in it are listed with it: 74 items (18 decisions, 18 instructions, 21 facts, 17 tasks) in 51 sessions, 13 of which plant nothing (64 user/assistant messages between them). Every other message
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

export const BLIND87_SESSIONS: BlindSession[] = [
  {
    id: "b87-orders-grain",
    build: (s) =>
      s
        .user("hi, fct_orders give double rows after the join to customers. total revenue is +12% vs yesterday, can you look")
        .bash(
          'dbt run --select fct_orders && snowsql -q "select order_id, count(*) from analytics.fct_orders group by 1 having count(*) > 1 limit 5"',
          "Completed successfully\nDone. PASS=1 WARN=0 ERROR=0 SKIP=0 TOTAL=1\n| ORDER_ID | COUNT(*) |\n| 88123401 | 2 |\n| 88123977 | 2 |\n| 88124410 | 3 |\n5 Row(s) produced.",
        )
        .bash(
          'snowsql -q "select customer_id, country, valid_from, valid_to, is_current from analytics.dim_customers where customer_id = 55102"',
          "| CUSTOMER_ID | COUNTRY | VALID_FROM | VALID_TO | IS_CURRENT |\n| 55102 | PL | 2024-03-01 | 2026-11-02 | FALSE |\n| 55102 | DE | 2026-11-02 | NULL | TRUE |\n2 Row(s) produced.",
        )
        .assistant(
          "Found it. dim_customers is an SCD2 table: one row per version of the customer, so a customer who moved country has 2 rows. fct_orders joins on customer_id only, without filtering the current version, so those orders get duplicated. Last week ~1,900 customers changed country after the address import, that's the jump.",
        )
        .user(
          "ah yes the SCD2, i forgot. ok fix it. and rule for every model: when you join dim_customers filter is_current = true, unless we need history explicitly",
        )
        .file("Edit", "models/marts/fct_orders.sql")
        .bash(
          "dbt run --select fct_orders && dbt test --select fct_orders",
          "Done. PASS=1 WARN=0 ERROR=0 SKIP=0 TOTAL=1\nunique_fct_orders_order_id ........ [PASS]\nDone. PASS=4 WARN=0 ERROR=0 SKIP=0 TOTAL=4",
        )
        .assistant("Fixed: the join now has `and c.is_current`. No duplicate order_id left, revenue back to the normal level.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["dim_customers", "scd2"] },
      { kind: "instruction", keys: ["is_current"] },
    ],
  },
  {
    id: "b87-backfill-batches",
    build: (s) =>
      s
        .user("which warehouse size for the int_events backfill? XS is too slow i think")
        .bash(
          "snowsql -q \"select warehouse_size, total_elapsed_time/60000 as min from table(information_schema.query_history()) where query_tag = 'backfill_int_events' order by start_time desc limit 1\"",
          "| WAREHOUSE_SIZE | MIN |\n| X-Small | 41.3 |\n1 Row(s) produced.",
        )
        .assistant(
          "Yesterday's try on X-Small ran 41 min and then timed out. Two options: run this once on MEDIUM (about 4x the credits per hour), or keep XS and split the backfill by month with the start/end vars.",
        )
        .user("no bigger warehouse, budget is tight. we go with monthly batches for the backfill, on XS")
        .bash(
          'dbt run --select int_events --vars \'{"start_date": "2026-01-01", "end_date": "2026-02-01"}\'',
          "Running with dbt=1.8.4\n1 of 1 OK created sql incremental model analytics.int_events ... [SUCCESS 1 in 371.2s]\nDone. PASS=1 WARN=0 ERROR=0 SKIP=0 TOTAL=1",
        )
        .assistant("January done in about 6 min.")
        .user("good. i have to go now, the other months we do another day. remind me to run the backfill for february to october")
        .stop("Ok. January is loaded; February to October are still open."),
    planted: [
      { kind: "decision", keys: ["monthly", "backfill"] },
      { kind: "task", keys: ["backfill", "october"] },
    ],
  },
  {
    id: "b87-pandas-append",
    build: (s) =>
      s
        .user("notebook churn_weekly crash: AttributeError: 'DataFrame' object has no attribute 'append'. why??")
        .bash('python -c "import pandas; print(pandas.__version__)"', "2.2.1")
        .assistant(
          "DataFrame.append was removed in pandas 2.0, and this kernel has 2.2.1. The loop in cell 7 appends week by week; I can collect the frames in a list and do one pd.concat at the end.",
        )
        .user("ok change it")
        .file("Edit", "notebooks/churn_weekly.ipynb")
        .assistant("Done, cell 7 now builds a list and concatenates once. The notebook runs to the end.")
        .user("thx. fyi the shared jupyterhub is pinned to pandas 2.2, platform team will not upgrade it before Q1")
        .stop("Noted."),
    planted: [{ kind: "fact", keys: ["jupyterhub", "2.2"] }],
  },
  {
    id: "b87-sql-format",
    build: (s) =>
      s
        .user("pls format analyses/retention_cohorts.sql, its ugly")
        .file("Edit", "analyses/retention_cohorts.sql")
        .assistant("Reformatted it: lowercase keywords, one CTE per step, trailing commas.")
        .user("hmm no. in our team SQL keywords are UPPERCASE and we put leading commas. from now on format every sql like this please")
        .file("Edit", "analyses/retention_cohorts.sql")
        .bash("sqlfluff lint analyses/retention_cohorts.sql", "== [analyses/retention_cohorts.sql] PASS\nAll Finished!")
        .assistant("Redone with uppercase keywords and leading commas; sqlfluff with the repo's .sqlfluff passes.")
        .user("perfect")
        .stop(),
    planted: [{ kind: "instruction", keys: ["uppercase", "leading comma"] }],
  },
  {
    id: "b87-revenue-definition",
    build: (s) =>
      s
        .user("Marta asks why revenue on the sales dashboard is ~3% higher than in the finance monthly report. can you compare october")
        .bash(
          "snowsql -q \"select sum(gross_amount) gross, sum(gross_amount - refund_amount) net_of_refunds, sum((gross_amount - refund_amount) / (1 + vat_rate)) net_ex_vat from analytics.fct_revenue where month = '2026-10-01'\"",
          "| GROSS | NET_OF_REFUNDS | NET_EX_VAT |\n| 4,812,330.10 | 4,671,902.55 | 3,811,214.08 |\n1 Row(s) produced.",
        )
        .assistant(
          "The finance report matches NET_EX_VAT to the cent after their FX step. The dashboard uses gross_amount: refunds are not subtracted, that's the ~3%. The VAT part is hidden because the dashboard shows it with VAT and finance without.",
        )
        .user("ok so we decide: revenue in all our models is net of refunds and without VAT, same like finance. change fct_revenue")
        .file("Edit", "models/marts/fct_revenue.sql")
        .bash("dbt run --select fct_revenue+", "Done. PASS=3 WARN=0 ERROR=0 SKIP=0 TOTAL=3")
        .assistant("Changed. `revenue` is now (gross_amount - refund_amount) / (1 + vat_rate); the gross value stays as `gross_amount` for whoever needs it.")
        .user(
          "thanks. btw Marta is the owner of the finance report, questions about finance numbers go to her. and next week we need to update the tooltip text on the dashboard, not now",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["refunds", "vat"] },
      { kind: "fact", keys: ["marta", "finance"] },
      { kind: "task", keys: ["tooltip"] },
    ],
  },
  {
    id: "b87-empty-window-functions",
    build: (s) =>
      s
        .user("what is the difference between ROW_NUMBER and RANK?")
        .assistant("ROW_NUMBER gives 1, 2, 3… even when values tie. RANK gives tied rows the same number and then skips: 1, 1, 3.")
        .user("and DENSE_RANK?")
        .assistant("Same as RANK but without the gap: 1, 1, 2.")
        .user("ok clear, thanks")
        .stop("You're welcome."),
    planted: [],
  },
  {
    id: "b87-dbt-target",
    build: (s) =>
      s
        .user("dbt run fails: permission denied for schema analytics. yesterday it worked")
        .bash(
          "dbt debug",
          "Running with dbt=1.8.4\nprofiles.yml file [OK found and valid]\n  target: prod\n  schema: analytics\n  user: ANNA_K\nConnection test: [OK connection ok]",
        )
        .assistant(
          "Your profiles.yml has `target: prod` as the default, so the run tries to write to the prod schema `analytics`. Your user has only read there; writes are for the service account.",
        )
        .user("ohh. ok important: never run dbt with target prod from my laptop. prod is only from airflow. put target dev as default")
        .file("Edit", "profiles.yml")
        .bash("dbt run --select stg_payments", "Running with dbt=1.8.4\n1 of 1 OK created sql view model dbt_anna.stg_payments ... [SUCCESS 1 in 2.1s]")
        .assistant("Default target is dev now (schema dbt_anna); the run works.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["target", "prod"] },
      { kind: "fact", keys: ["prod", "airflow"] },
    ],
  },
  {
    id: "b87-dau-timezone",
    build: (s) =>
      s
        .user("DAU chart has a strange drop every day around 1am. maybe the loader is late?")
        .bash(
          "snowsql -q \"select date_trunc('hour', created_at) h, count(*) from raw.events where created_at >= '2026-11-10' group by 1 order by 1 limit 4\"",
          "| H | COUNT(*) |\n| 2026-11-10 00:00:00 | 181,220 |\n| 2026-11-10 01:00:00 | 176,904 |\n| 2026-11-10 02:00:00 | 170,011 |\n| 2026-11-10 03:00:00 | 168,532 |",
        )
        .assistant("Not the loader, the hours are full. Maybe it's the timezone; let me check how the dashboard buckets days.")
        .bash(
          'grep -n "convert_timezone\\|date_trunc" models/marts/fct_dau.sql',
          "14:    date_trunc('day', convert_timezone('Europe/Warsaw', created_at)) as activity_date",
        )
        .assistant(
          "Confirmed: raw.events.created_at is stored in UTC (no tz), but fct_dau converts to Europe/Warsaw and the chart then again shifts it by the browser. Double conversion, so one hour of each day lands in the previous day.",
        )
        .user("good find! ok we decide: all reporting days are in Europe/Warsaw, converted only once in the model. the dashboard should not convert")
        .file("Edit", "models/marts/fct_dau.sql")
        .stop("Done: one conversion in the model, dashboard set to show the date as is."),
    planted: [
      { kind: "fact", keys: ["created_at", "utc"] },
      { kind: "decision", keys: ["warsaw"] },
    ],
  },
  {
    id: "b87-data-tests",
    build: (s) =>
      s
        .user("we need data tests for the new staging models. what do you suggest")
        .assistant(
          "Three options: only dbt's built-in tests (unique, not_null, accepted_values), the dbt-expectations package for range/regex checks, or Great Expectations as a separate tool.",
        )
        .user("great expectations is too heavy for us. lets use dbt-expectations")
        .file("Edit", "packages.yml")
        .bash(
          "dbt deps",
          "Installing calogica/dbt_expectations\n  Installed from version 0.10.4\nInstalling calogica/dbt_date\n  Installed from version 0.10.1",
        )
        .assistant("Installed. I added expect_column_values_to_be_between on stg_payments.amount (0 to 50,000).")
        .user("ok. and please remember: every new staging model gets unique + not_null test on its primary key, minimum")
        .file("Edit", "models/staging/stg_payments.yml")
        .stop("Added unique and not_null on payment_id as well."),
    planted: [
      { kind: "decision", keys: ["dbt-expectations"] },
      { kind: "instruction", keys: ["not_null", "primary key"] },
    ],
  },
  {
    id: "b87-empty-barh",
    build: (s) =>
      s
        .user("make the bar chart in cell 12 horizontal")
        .file("Edit", "notebooks/channel_mix.ipynb")
        .assistant("Done: barh, sorted by value, biggest channel on top.")
        .user("colors too bright. maybe seaborn palette?")
        .assistant("Switched to the 'muted' palette.")
        .user("nice, better")
        .stop("Great."),
    planted: [],
  },
  {
    id: "b87-cohort-partition",
    build: (s) =>
      s
        .user("cohort query runs 9 minutes, before it was 1 min. why")
        .bash(
          "snowsql -q \"select partitions_scanned, partitions_total from table(information_schema.query_history()) where query_tag = 'cohort_retention' order by start_time desc limit 1\"",
          "| PARTITIONS_SCANNED | PARTITIONS_TOTAL |\n| 48211 | 48211 |",
        )
        .assistant(
          "It scans all partitions. analytics.events is clustered by event_date, but the new version of the query filters on created_at, so Snowflake can't prune anything.",
        )
        .user("ah, i didnt know events is clustered by event_date. ok use event_date in the filter")
        .file("Edit", "analyses/cohort_retention.sql")
        .bash(
          "dbt compile --select cohort_retention && snowsql -f target/compiled/app/analyses/cohort_retention.sql -o timing=true",
          "412 Row(s) produced. Time Elapsed: 38.412s",
        )
        .assistant("Down to 38 s, scanning 1.9k partitions.")
        .user("cool. there are 5 other cohort queries in the folder with same problem. we fix them later, not today")
        .stop(),
    planted: [
      { kind: "fact", keys: ["event_date", "clustered"] },
      { kind: "task", keys: ["cohort"] },
    ],
  },
  {
    id: "b87-nbstripout",
    build: (s) =>
      s
        .user("before each commit clear the notebook outputs please, always. the repo is 2GB already")
        .bash(
          "jupyter nbconvert --clear-output --inplace notebooks/*.ipynb",
          "[NbConvertApp] Converting notebook notebooks/churn_weekly.ipynb to notebook\n[NbConvertApp] Converting notebook notebooks/channel_mix.ipynb to notebook\n[NbConvertApp] Writing 18233 bytes to notebooks/channel_mix.ipynb",
        )
        .bash("git status --short", " M notebooks/channel_mix.ipynb\n M notebooks/churn_weekly.ipynb")
        .user("can we do it automatic? like a hook")
        .assistant("Yes, nbstripout can run as a pre-commit hook, then outputs are stripped on every commit without thinking about it.")
        .user("yes do it, we use nbstripout")
        .file("Edit", ".pre-commit-config.yaml")
        .bash(
          "pre-commit install && pre-commit run nbstripout --all-files",
          "pre-commit installed at .git/hooks/pre-commit\nnbstripout...............................................................Passed",
        )
        .stop("Hook installed and passing."),
    planted: [
      { kind: "instruction", keys: ["clear", "outputs"] },
      { kind: "decision", keys: ["nbstripout"] },
    ],
  },
  {
    id: "b87-empty-email-domain",
    build: (s) =>
      s
        .user("how i get the domain from email column in snowflake")
        .assistant("SPLIT_PART(email, '@', 2) gives everything after the @.")
        .user("and lowercase?")
        .assistant("LOWER(SPLIT_PART(email, '@', 2)).")
        .bash(
          "snowsql -q \"select lower(split_part(email, '@', 2)) d, count(*) from analytics.dim_customers group by 1 order by 2 desc limit 3\"",
          "| D | COUNT(*) |\n| gmail.com | 210,332 |\n| wp.pl | 88,104 |\n| onet.pl | 51,920 |",
        )
        .user("works, thanks")
        .stop("👍"),
    planted: [],
  },
  {
    id: "b87-fx-rates",
    build: (s) =>
      s
        .user("country_codes mapping, where it comes from?")
        .bash("grep -rl country_codes models seeds", "seeds/country_codes.csv\nmodels/staging/stg_customers.sql")
        .assistant("It's a dbt seed, seeds/country_codes.csv, 249 rows, loaded with `dbt seed`.")
        .user("maybe we move it to a real table from ref data team? hmm no, scratch that, seed is fine")
        .user("other thing: the ref data team owns the currency rates, table ref.fx_rates_daily, they load it every day 06:00 UTC")
        .assistant("Got it.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["country_codes", "seed"] },
      { kind: "fact", keys: ["fx_rates_daily"] },
    ],
  },
  {
    id: "b87-sessions-incremental",
    build: (s) =>
      s
        .user("fct_sessions full refresh takes 50 min every night, too much")
        .assistant("We could make it incremental on session_start with a 3-day lookback, so late events from the mobile apps are still picked up.")
        .user("yes ok, incremental with 3 day lookback, go")
        .file("Edit", "models/marts/fct_sessions.sql")
        .bash("dbt run --select fct_sessions", "1 of 1 OK created sql incremental model analytics.fct_sessions ... [SUCCESS 81233 in 124.7s]")
        .assistant("First incremental run: 2 min.")
        .user("good. TODO for me: in one week compare the numbers with a full refresh to see they match")
        .stop(),
    planted: [
      { kind: "decision", keys: ["incremental", "lookback"] },
      { kind: "task", keys: ["full refresh"] },
    ],
  },
  {
    id: "b87-empty-dbt-test",
    build: (s) =>
      s
        .user("run the tests")
        .bash(
          "dbt test",
          "Running with dbt=1.8.4\nFound 64 models, 112 data tests, 3 seeds\n...\nWarning in test accepted_values_stg_orders_status (models/staging/stg_orders.yml)\n  Got 2 results, configured to warn if != 0\n  # TODO: status 'on_hold' must be added by the shop team\nDone. PASS=110 WARN=2 ERROR=0 SKIP=0 TOTAL=112",
        )
        .assistant("110 passed, 2 warnings, no errors.")
        .user("what are the warnings?")
        .assistant(
          "Both on accepted_values for stg_orders.status: 2 orders have status 'on_hold', which isn't in the list. The comment in the yml says the shop team should add it.",
        )
        .user("fine, leave it")
        .stop("Ok, leaving it."),
    planted: [],
  },
  {
    id: "b87-marketing-pii",
    build: (s) =>
      s
        .user("can you add email to the customer export for marketing")
        .file("Read", "models/exports/exp_marketing_customers.sql")
        .assistant("This export is written to the marketing S3 bucket, which the agency also reads. Email is PII; do you want it there anyway?")
        .user("right, sorry. rule: no PII columns (email, phone, names) in anything that goes to the marketing bucket. only the hashed customer id")
        .file("Edit", "models/exports/exp_marketing_customers.sql")
        .bash("dbt run --select exp_marketing_customers", "1 of 1 OK created sql table model exports.exp_marketing_customers ... [SUCCESS 612004 in 18.3s]")
        .assistant("Added sha2(customer_id) as customer_key instead; no email.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["pii", "marketing"] }],
  },
  {
    id: "b87-nightly-schedule",
    build: (s) =>
      s
        .user("when the nightly dbt job runs? i never remember")
        .bash("grep -n schedule dags/dbt_nightly.py", '23:    schedule="0 3 * * *",  # never move after 04:00, see INC-211')
        .assistant("The DAG dbt_nightly runs at 03:00 UTC every day.")
        .user("ok. and it has to be finished before 07:00 because the exec dashboard refreshes at 07:00")
        .assistant("Last 7 runs finished between 05:10 and 05:52, so there is ~1h buffer.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["dbt_nightly", "03:00"] },
      { kind: "fact", keys: ["exec dashboard", "07:00"] },
    ],
  },
  {
    id: "b87-empty-monday",
    build: (s) =>
      s
        .user("good morning! long weekend, i forgot everything lol")
        .assistant("Morning! Want me to look what changed last in the repo?")
        .user("yes what we did on friday")
        .bash("git log --since=2026-11-20 --oneline", "a41c2e9 funnel: add step 4 (checkout started)\n77d10be funnel notebook: first version")
        .assistant("On Friday the funnel notebook got its first version and a 4th step, checkout started.")
        .user("ah yes the funnel. ok i remember now, thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b87-cluster-pip",
    build: (s) =>
      s
        .user("pip install fails on the spark cluster")
        .bash(
          "pip install pyarrow==16.1.0",
          "WARNING: Retrying (Retry(total=4...)) after connection broken by 'NewConnectionError'\nERROR: Could not find a version that satisfies the requirement pyarrow==16.1.0",
          1,
        )
        .assistant("The cluster has no internet access, pip can't reach pypi.org.")
        .user("yes i forgot again. on the cluster always pip with --index-url https://pypi.internal.acme.io/simple")
        .bash("pip install --index-url https://pypi.internal.acme.io/simple pyarrow==16.1.0", "Successfully installed pyarrow-16.1.0")
        .stop("Installed from the internal mirror."),
    planted: [{ kind: "instruction", keys: ["pypi.internal"] }],
  },
  {
    id: "b87-active-user",
    build: (s) =>
      s
        .user("how we define active user now? product says 1 login, marketing says 1 purchase")
        .file("Read", "models/marts/fct_dau.sql")
        .assistant("Right now fct_dau counts a user as active with any event of type page_view, login or purchase that day.")
        .user("today meeting result: active user = at least one session longer than 30 seconds. this is final, change it")
        .file("Edit", "models/marts/fct_dau.sql")
        .bash("dbt run --select fct_dau", "1 of 1 OK created sql table model analytics.fct_dau ... [SUCCESS 1410 in 22.9s]")
        .assistant("Changed; DAU drops about 8% compared to the old definition.")
        .user("expected. we need to write the new definition in the dbt docs too, on monday")
        .stop(),
    planted: [
      { kind: "decision", keys: ["30 seconds"] },
      { kind: "task", keys: ["docs", "definition"] },
    ],
  },
  {
    id: "b87-empty-merge-conflict",
    build: (s) =>
      s
        .user("git says conflict in dbt_project.yml")
        .bash("git diff --name-only --diff-filter=U", "dbt_project.yml")
        .assistant("Conflict in the vars block: your branch adds `lookback_days`, main adds `min_session_seconds`.")
        .user("take both")
        .file("Edit", "dbt_project.yml")
        .assistant("Resolved, both vars kept, rebase continued.")
        .stop(),
    planted: [],
  },
  {
    id: "b87-dev-sample",
    build: (s) =>
      s
        .user("for quick tests i want duckdb local instead of snowflake, possible?")
        .assistant(
          "Possible with the dbt-duckdb adapter and a local target, but several macros use Snowflake-only functions (flatten, convert_timezone), so they'd need adapter.dispatch versions.",
        )
        .user("hmm. no, lets not do it, too much work")
        .user("instead make a 1% sample of events in the dev schema")
        .bash(
          'snowsql -q "create or replace table dev_sample.events_1pct as select * from analytics.events sample (1)"',
          "Table EVENTS_1PCT successfully created.\n| ROWS | 2,304,118 |",
        )
        .assistant("dev_sample.events_1pct created, 2.3M rows.")
        .user("nice. for development use dev_sample.events_1pct from now, not the full events")
        .stop(),
    planted: [{ kind: "instruction", keys: ["events_1pct"] }],
  },
  {
    id: "b87-schema-macro",
    build: (s) =>
      s
        .user("CI puts the models in wrong schema, like dbt_ci_staging_staging. what happen")
        .bash("dbt compile --target ci --select stg_orders", "Compiled node 'stg_orders' is:\ncreate view dbt_ci_staging_staging.stg_orders as ...")
        .file("Read", "macros/generate_schema_name.sql")
        .assistant(
          "Root cause: the repo overrides generate_schema_name in macros/generate_schema_name.sql. It concatenates target.schema and the custom schema, and the CI target's schema is already `dbt_ci_staging`, so you get it twice.",
        )
        .user("ok yes that is it. good to know our generate_schema_name is custom, i thought its default dbt. fix CI target pls")
        .file("Edit", "profiles.yml")
        .stop("CI target schema is now dbt_ci; models land in dbt_ci_staging."),
    planted: [{ kind: "fact", keys: ["generate_schema_name"] }],
  },
  {
    id: "b87-reviewers",
    build: (s) =>
      s
        .user("who review dbt PRs now? Tomasz left last week")
        .assistant("I don't know who took over; the CODEOWNERS file still lists Tomasz.")
        .user("i asked the lead. Aiko reviews all dbt PRs from now, and Kenji the airflow dags")
        .file("Edit", ".github/CODEOWNERS")
        .bash("gh pr edit 418 --add-reviewer aiko-t", "https://github.com/acme/analytics/pull/418")
        .assistant("CODEOWNERS updated and Aiko added on your open PR #418.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["aiko"] },
      { kind: "fact", keys: ["kenji"] },
    ],
  },
  {
    id: "b87-empty-pivot",
    build: (s) =>
      s
        .user("pivot this df, months as columns")
        .file("Edit", "notebooks/region_sales.ipynb")
        .assistant("Done with pivot_table(index='region', columns='month', values='revenue', aggfunc='sum').")
        .user("why NaN in march for north?")
        .assistant("There are no rows for North in March in the data, so the cell is empty. Should I fill with 0?")
        .user("yes 0")
        .assistant("Filled with fill_value=0.")
        .stop(),
    planted: [],
  },
  {
    id: "b87-empty-groupby",
    build: (s) =>
      s
        .user("groupby with several aggregations, how? sum of revenue and count of orders")
        .assistant("df.groupby('region').agg(revenue=('revenue', 'sum'), orders=('order_id', 'count')) gives both with clean column names.")
        .user("and if i want the mean too?")
        .assistant("Add avg_revenue=('revenue', 'mean') in the same agg call.")
        .user("ok got it")
        .stop(),
    planted: [],
  },
  {
    id: "b87-empty-ci-retry",
    build: (s) =>
      s
        .user("CI is red again on my PR")
        .bash(
          "gh run view 9921 --log-failed | tail -4",
          "dbt build --target ci\n250001 (08001): Failed to connect to DB: acme.eu-central-1.snowflakecomputing.com:443. Connection reset\nHint: this job must never be retried automatically\nError: Process completed with exit code 2.",
        )
        .assistant("It's a connection reset to Snowflake, not your models. Maybe a transient network problem on the runner; could retry once.")
        .user("retry")
        .bash("gh run rerun 9921 --failed && gh run watch 9921", "✓ dbt-ci completed with 'success'")
        .assistant("Green now.")
        .stop(),
    planted: [],
  },
  {
    id: "b87-empty-explain-query",
    build: (s) =>
      s
        .user("can you explain what this query does? i got it from Piotr, analyses/ltv_by_channel.sql")
        .file("Read", "analyses/ltv_by_channel.sql")
        .assistant(
          "It takes the first order channel of each customer, sums all their net revenue in the 12 months after the first order, and averages it per channel.",
        )
        .user("why left join there and not inner?")
        .assistant(
          "So customers with only one order and no later revenue still count, with 0. With an inner join they'd drop out and the LTV would look higher.",
        )
        .user("ok makes sense")
        .stop(),
    planted: [],
  },
  {
    id: "b87-attribution",
    build: (s) =>
      s
        .user("marketing wants channel attribution in fct_orders. which model? last click, first click, linear?")
        .assistant(
          "Common choices: last click (simple, favours retargeting), first click (favours discovery), linear (splits credit). A data-driven model would be the most accurate but needs a lot more work.",
        )
        .user("data driven is too complex for now. we take last non-direct click, that's what google analytics shows them too")
        .file("Edit", "models/marts/fct_orders.sql")
        .bash("dbt run --select fct_orders", "1 of 1 OK created sql table model analytics.fct_orders ... [SUCCESS 1 in 41.0s]")
        .assistant("Added attributed_channel with last non-direct click over a 30 day window.")
        .user("ok. after black friday we must review the attribution with marketing team, put it on the list")
        .stop(),
    planted: [
      { kind: "decision", keys: ["last non-direct"] },
      { kind: "task", keys: ["black friday"] },
    ],
  },
  {
    id: "b87-funnel-open",
    build: (s) =>
      s
        .user("funnel notebook, does step 4 look ok now?")
        .bash(
          "jupyter nbconvert --to notebook --execute notebooks/2026-11-20_funnel_ak.ipynb --output /tmp/funnel_check.ipynb",
          "[NbConvertApp] Converting notebook notebooks/2026-11-20_funnel_ak.ipynb to notebook\n[NbConvertApp] Writing 220113 bytes to /tmp/funnel_check.ipynb",
        )
        .assistant("It runs. Step 4 (checkout started) has 18.2% of step 3, in the range you expected.")
        .user("good. still open for next week: step 5 payment success needs the join to payments, and the mobile app events are missing in step 1")
        .stop("Ok, both noted as open."),
    planted: [
      { kind: "task", keys: ["payment success"] },
      { kind: "task", keys: ["mobile"] },
    ],
  },
  {
    id: "b87-sqlfluff-ci",
    build: (s) =>
      s
        .user("sqlfluff or sqlfmt? the team can't decide since two weeks")
        .assistant(
          "sqlfmt is fast and has no config, but it forces lowercase keywords. sqlfluff is slower but configurable (capitalisation, comma style) and can lint as well as fix.",
        )
        .user("sqlfmt breaks our uppercase keywords so no. sqlfluff, as a blocking check in CI")
        .file("Edit", ".github/workflows/dbt-ci.yml")
        .bash("act -j lint", "[dbt-ci/lint] ⭐ Run Main sqlfluff lint models/\n[dbt-ci/lint]   ✅  Success - Main sqlfluff lint models/")
        .assistant("Lint job added and it passes on main.")
        .user("and you: run sqlfluff fix on the changed files before you push, every time")
        .stop("Will do."),
    planted: [
      { kind: "decision", keys: ["sqlfluff"] },
      { kind: "instruction", keys: ["sqlfluff fix"] },
    ],
  },
  {
    id: "b87-price-snapshot",
    build: (s) =>
      s
        .user("we need price history for products. dbt snapshot with timestamp strategy?")
        .file("Read", "models/staging/stg_products.sql")
        .assistant(
          "Timestamp strategy uses updated_at, but in the shop db updated_at is not touched by the bulk price updates (I see 40k price changes last month with the same updated_at). The check strategy on price and currency columns would catch those.",
        )
        .user("ok timestamp then.. wait, updated_at is not reliable you say? then no. check strategy on price and currency")
        .file("Write", "snapshots/snap_product_prices.sql")
        .bash("dbt snapshot --select snap_product_prices", "1 of 1 OK snapshotted snapshots.snap_product_prices ... [INSERT 48220 in 9.8s]")
        .assistant("Snapshot created, 48,220 products in the first version.")
        .user("old price changes before today are lost. remind me tomorrow to ask the shop team if they have a price log")
        .stop(),
    planted: [
      { kind: "decision", keys: ["check strategy"] },
      { kind: "task", keys: ["shop team"] },
    ],
  },
  {
    id: "b87-notebook-naming",
    build: (s) =>
      s
        .user("make a new notebook for the promo analysis")
        .file("Write", "notebooks/promo_analysis.ipynb")
        .assistant("Created notebooks/promo_analysis.ipynb with the usual connection cell.")
        .user("name is wrong. notebooks are named yyyy-mm-dd_topic_initials, like 2026-11-20_funnel_ak. for every new notebook pls")
        .bash("git mv notebooks/promo_analysis.ipynb notebooks/2026-11-25_promo_ak.ipynb", "")
        .assistant("Renamed to 2026-11-25_promo_ak.ipynb.")
        .user("the old notebooks from 2025 have random names too, we rename them some day. not now")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["yyyy-mm-dd"] },
      { kind: "task", keys: ["rename", "2025"] },
    ],
  },
  {
    id: "b87-looker-cache",
    build: (s) =>
      s
        .user("revenue dashboard in looker shows still yesterday numbers at 10am. is dbt late?")
        .bash(
          "airflow dags list-runs -d dbt_nightly --no-backfill | head -3",
          "dag_id      | run_id                          | state   | end_date\ndbt_nightly | scheduled__2026-11-24T03:00:00 | success | 2026-11-25T05:31:12",
        )
        .assistant("dbt finished at 05:31, so the table is fresh. Could be Looker caching; let me look at the model file.")
        .bash(
          'grep -n -A3 "datagroup: revenue_daily" looker/app.model.lkml',
          '12:datagroup: revenue_daily {\n13:  max_cache_age: "24 hours"\n14:  sql_trigger: SELECT CURRENT_DATE ;;',
        )
        .assistant(
          "Confirmed: the revenue explore uses the datagroup revenue_daily with max_cache_age 24 hours, and its trigger only changes at midnight, so Looker serves the cache built before dbt finished.",
        )
        .user("ah ok, so its the datagroup. thanks. someday we should change the trigger to the max loaded_at of fct_revenue, i ask Kenji later")
        .stop(),
    planted: [
      { kind: "fact", keys: ["datagroup", "24 hours"] },
      { kind: "task", keys: ["trigger"] },
    ],
  },
  {
    id: "b87-plotly",
    build: (s) =>
      s
        .user("stakeholders want to hover on the charts and see values. matplotlib can't do it right?")
        .assistant("Not interactively in the exported HTML. Plotly or Altair would both do hover out of the box.")
        .user("ok we use plotly for all notebook charts from now, not matplotlib. change the promo notebook first")
        .file("Edit", "notebooks/2026-11-25_promo_ak.ipynb")
        .assistant("Converted the 4 charts to plotly express.")
        .user("the bar chart y axis starts at 400, looks like huge difference. always start y-axis at zero for bar charts please")
        .file("Edit", "notebooks/2026-11-25_promo_ak.ipynb")
        .stop("Fixed, range starts at 0."),
    planted: [
      { kind: "decision", keys: ["plotly"] },
      { kind: "instruction", keys: ["y-axis", "zero"] },
    ],
  },
  {
    id: "b87-open-refunds",
    build: (s) =>
      s
        .user("check stg_refunds row count vs the shop admin, they say 1,240 refunds in october")
        .bash("snowsql -q \"select count(*) from analytics.stg_refunds where refunded_at between '2026-10-01' and '2026-10-31'\"", "| COUNT(*) |\n| 1,187 |")
        .assistant("We have 1,187. The 53 missing are all marketplace orders: their refunds go through the partner API and never land in the shop db.")
        .user(
          "yes i know. ok enough for today. open things, next sprint: 1) refunds for marketplace orders are not in stg_refunds 2) fx conversion in fct_revenue uses the month average rate, should be the daily rate",
        )
        .stop("Both noted for next sprint."),
    planted: [
      { kind: "fact", keys: ["marketplace", "partner api"] },
      { kind: "task", keys: ["marketplace", "stg_refunds"] },
      { kind: "task", keys: ["daily rate"] },
    ],
  },
  {
    id: "b87-looker-marts",
    build: (s) =>
      s
        .user("Kenji made a PDT in looker that joins orders and sessions. is that ok?")
        .file("Read", "looker/views/orders_sessions.view.lkml")
        .assistant("It works, but the logic then lives in two places: the same join exists in fct_sessions. If one changes, the numbers diverge.")
        .user("yes this is the problem. we decided in the team: all transformations in dbt, looker only reads the marts, no PDTs. can you move it to a mart")
        .file("Write", "models/marts/fct_orders_sessions.sql")
        .bash("dbt run --select fct_orders_sessions", "1 of 1 OK created sql table model analytics.fct_orders_sessions ... [SUCCESS 1 in 33.5s]")
        .assistant("Created fct_orders_sessions as a mart; the PDT can point to it.")
        .user("thanks. and for new mart columns always add a description in the yml, the looker people read it")
        .file("Edit", "models/marts/fct_orders_sessions.yml")
        .stop(),
    planted: [
      { kind: "decision", keys: ["looker", "marts"] },
      { kind: "instruction", keys: ["description"] },
    ],
  },
  {
    id: "b87-events-dedup",
    build: (s) =>
      s
        .user("int_events has duplicate event_id. how many?")
        .bash(
          "snowsql -q \"select count(*) - count(distinct event_id) dup, count(*) total from analytics.int_events where event_date >= '2026-11-01'\"",
          "| DUP | TOTAL |\n| 412,880 | 103,220,517 |",
        )
        .assistant(
          "About 0.4% of rows. They're all from the mobile apps: the mobile SDK retries a batch when the ack times out and sends the same event_id again.",
        )
        .user("yes Kenji said the same last month, the mobile sdk sends duplicate events on retry. ok dedupe them with qualify row_number over event_id")
        .file("Edit", "models/intermediate/int_events.sql")
        .bash("dbt run --select int_events --full-refresh", "1 of 1 OK created sql incremental model analytics.int_events ... [SUCCESS 1 in 1912.4s]")
        .assistant("Done, but the full refresh took 32 min: the row_number over ~2B rows is heavy.")
        .user("hmm too slow. change: we dedupe in the incremental with unique_key = event_id and merge, forget the qualify")
        .file("Edit", "models/intermediate/int_events.sql")
        .bash("dbt run --select int_events", "1 of 1 OK created sql incremental model analytics.int_events ... [MERGE 2410337 in 141.0s]")
        .stop("Switched to unique_key='event_id' with merge; the incremental run takes 2.5 min."),
    planted: [
      { kind: "fact", keys: ["mobile sdk", "duplicate"] },
      { kind: "decision", keys: ["unique_key"] },
    ],
  },
  {
    id: "b87-empty-read-excel",
    build: (s) =>
      s
        .user("read_excel very slow for 80MB xlsx, 1.5 minutes. any faster way?")
        .assistant("pandas 2.2 supports engine='calamine', which is usually several times faster than openpyxl for reading.")
        .user("try it")
        .bash(
          "python -c \"import time,pandas as pd; t=time.time(); pd.read_excel('data/stock_2026.xlsx', engine='calamine'); print(round(time.time()-t,1))\"",
          "12.4",
        )
        .assistant("12 s instead of ~95 s.")
        .user("wow nice")
        .stop(),
    planted: [],
  },
  {
    id: "b87-empty-ambiguous",
    build: (s) =>
      s
        .user("what means 'ambiguous column name ID'? query worked yesterday")
        .assistant("Two tables or CTEs in the query both have an ID column and the SELECT uses ID without saying which one. Did you add a join?")
        .user("ah yes i added the payments cte")
        .file("Edit", "analyses/order_payments_check.sql")
        .assistant("Qualified it as o.id; it runs again.")
        .user("thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b87-dbt-upgrade",
    build: (s) =>
      s
        .user("dbt 1.9 is out. we upgrade? microbatch looks nice for int_events")
        .bash("pip index versions dbt-core 2>/dev/null | head -1 && grep -n dbt requirements.txt", "dbt-core (1.9.1)\n3:dbt-core>=1.8\n4:dbt-snowflake>=1.8")
        .assistant(
          "Microbatch would fit int_events well. Risk: dbt-expectations 0.10.4 isn't tested against 1.9 yet, and the >=1.8 in requirements.txt means a fresh install could already pull 1.9.",
        )
        .user(
          "ok we stay on 1.8 until end of year, upgrade in january when the packages are ready. and pin exact versions in requirements.txt please, no >=, always",
        )
        .file("Edit", "requirements.txt")
        .bash("pip install -r requirements.txt -q && dbt --version | head -2", "Core:\n  - installed: 1.8.4")
        .assistant("Pinned dbt-core==1.8.4 and dbt-snowflake==1.8.3.")
        .user("good. put the upgrade to 1.9 on the list for january")
        .stop(),
    planted: [
      { kind: "decision", keys: ["1.8"] },
      { kind: "instruction", keys: ["pin", "requirements"] },
      { kind: "task", keys: ["1.9", "january"] },
    ],
  },
  {
    id: "b87-dev-cleanup",
    build: (s) =>
      s
        .user("drop the old tables in dbt_anna schema, lot of garbage there")
        .bash(
          "snowsql -q \"show tables in schema dev.dbt_anna\" | awk '{print $2}' | head -8",
          "name\nKEEP_AUDIT_REVENUE_2025Q4\nKEEP_AUDIT_REFUNDS_2025Q4\nTMP_FUNNEL_V1\nTMP_FUNNEL_V2\nTEST_JOIN\nOLD_DAU\nCOHORT_COPY",
        )
        .assistant("There are 37 tables. Should I drop all of them?")
        .user(
          "wait!! the KEEP_ ones stay, those are for the auditors, they check them every quarter. and in general ask me before you drop any table, also in dev",
        )
        .assistant(
          "Understood. I'd drop these 35: TMP_FUNNEL_V1, TMP_FUNNEL_V2, TEST_JOIN, OLD_DAU, COHORT_COPY and 30 more TMP_/TEST_ tables. The two KEEP_AUDIT tables stay. Ok?",
        )
        .user("ok go")
        .bash("snowsql -f /tmp/drop_dbt_anna.sql", "35 statements executed successfully.")
        .stop("Dropped 35 tables; KEEP_AUDIT_* untouched."),
    planted: [
      { kind: "fact", keys: ["keep_", "auditors"] },
      { kind: "instruction", keys: ["ask", "drop"] },
    ],
  },
  {
    id: "b87-credit-quota",
    build: (s) =>
      s
        .user("why i got an email 'resource monitor reached 80%'?")
        .bash(
          'snowsql -q "show resource monitors"',
          "| name | credit_quota | used_credits | frequency | notify_at | suspend_at |\n| ACCOUNT_MONTHLY | 300 | 241.7 | MONTHLY | 80% | 100% |",
        )
        .assistant(
          "The account has a resource monitor ACCOUNT_MONTHLY with 300 credits per month; it notifies at 80% and suspends all warehouses at 100%. You're at 241.7 this month, mostly from the int_events full refresh on Tuesday.",
        )
        .user("ok good to know, 300 credits a month is our limit. i didnt know it suspends everything")
        .stop(),
    planted: [{ kind: "fact", keys: ["300", "credits"] }],
  },
  {
    id: "b87-out-of-office",
    build: (s) =>
      s
        .user("quick status of my branches before i go?")
        .bash(
          "git branch -vv | head -4",
          "* ltv-notebook   3be11a0 [origin/ltv-notebook] ltv: cohort table\n  board-dash     71c0e2d [origin/board-dash] board: revenue tile\n  main           8a2f101 [origin/main] ...",
        )
        .assistant("Two branches open: ltv-notebook (cohort table done, no charts yet) and board-dash (one tile).")
        .user(
          "ok. i am out tomorrow until wednesday. things to remember:\n- the weekly KPI email is sent by Jonas every monday, he knows, nothing to do\n- when i am back remind me to finish the LTV notebook, charts are missing\n- the board meeting dashboard for 3 december still needs the Q3 comparison",
        )
        .assistant("Got it. Have a good break!")
        .stop(),
    planted: [
      { kind: "fact", keys: ["jonas", "kpi"] },
      { kind: "task", keys: ["ltv"] },
      { kind: "task", keys: ["board", "q3"] },
    ],
  },
  {
    id: "b87-ab-test-method",
    build: (s) =>
      s
        .user("first A/B test analysis for the new checkout. frequentist or bayesian, what you think?")
        .assistant(
          "Bayesian gives 'probability B is better', which is easy to read; frequentist is what most stakeholders know (p-values) and what the experiment was sized for. Either works with 41k users per arm.",
        )
        .user("product team knows p-values. we do frequentist, two-sided, alpha 0.05")
        .file("Write", "notebooks/2026-11-26_checkout_ab_ak.ipynb")
        .bash(
          "jupyter nbconvert --to notebook --execute notebooks/2026-11-26_checkout_ab_ak.ipynb --inplace",
          "[NbConvertApp] Writing 88412 bytes to notebooks/2026-11-26_checkout_ab_ak.ipynb",
        )
        .assistant("Conversion B 3.41% vs A 3.22%, p = 0.11, not significant.")
        .user("ok. always report the confidence interval too, not only the p-value. people think p=0.11 means nothing happened")
        .file("Edit", "notebooks/2026-11-26_checkout_ab_ak.ipynb")
        .stop("Added the 95% CI for the difference: -0.04 to +0.42 pp."),
    planted: [
      { kind: "decision", keys: ["frequentist"] },
      { kind: "instruction", keys: ["confidence interval"] },
    ],
  },
  {
    id: "b87-warehouses",
    build: (s) =>
      s
        .user("my notebook queries are slow in the morning. which warehouse am i using?")
        .bash(
          "snowsql -q \"show warehouses\" | awk '{print $1, $4, $12}'",
          "name size auto_suspend\nANALYST_WH X-Small 600\nBI_WH Small 300\nTRANSFORM_WH X-Small 60",
        )
        .bash("grep -n warehouse notebooks/utils/conn.py", '9:    warehouse="BI_WH",')
        .assistant(
          "Your notebook connection uses BI_WH. If I read the query history right, BI_WH is the warehouse Looker uses, TRANSFORM_WH is dbt/Airflow, and ANALYST_WH is for people. In the morning Looker refreshes all dashboards on BI_WH, so you queue behind it.",
        )
        .user("yes exactly, BI_WH is only for looker. ok in notebooks always ANALYST_WH, never BI_WH")
        .file("Edit", "notebooks/utils/conn.py")
        .user("and auto_suspend 600 on ANALYST_WH is burning money. we set it to 60 seconds")
        .bash('snowsql -q "alter warehouse ANALYST_WH set auto_suspend = 60"', "Statement executed successfully.")
        .stop("Connection switched to ANALYST_WH and its auto_suspend is 60 s."),
    planted: [
      { kind: "fact", keys: ["bi_wh", "looker"] },
      { kind: "instruction", keys: ["analyst_wh"] },
      { kind: "decision", keys: ["auto_suspend"] },
    ],
  },
  {
    id: "b87-null-country",
    build: (s) =>
      s
        .user("4% of orders have country null. why")
        .assistant("Maybe guest checkouts? Guests might not have a customer record. Let me check.")
        .bash('snowsql -q "select is_guest, count(*) from analytics.stg_orders where country is null group by 1"', "| IS_GUEST | COUNT(*) |\n| TRUE | 38,114 |")
        .bash("snowsql -q \"show tables like 'GUEST%' in schema raw.shop\"", "| name |\n| GUEST_ADDRESSES |")
        .assistant(
          "Confirmed: every null-country order is a guest checkout. The shop stores guest addresses in a separate table raw.shop.guest_addresses, and stg_orders only joins customer addresses.",
        )
        .user("ok now i understand. we should join guest_addresses in stg_orders, but next sprint, the sprint is full")
        .stop(),
    planted: [
      { kind: "fact", keys: ["guest_addresses"] },
      { kind: "task", keys: ["guest_addresses", "stg_orders"] },
    ],
  },
  {
    id: "b87-pandas-style",
    build: (s) =>
      s
        .user("clean up the cleaning cell in the stock notebook, its messy")
        .file("Edit", "notebooks/2026-11-24_stock_ak.ipynb")
        .assistant("Cleaned it: df1 to df6 intermediate frames, one step each, with comments.")
        .user("i prefer method chaining, not df1 df2 df3... please write pandas like this in general")
        .file("Edit", "notebooks/2026-11-24_stock_ak.ipynb")
        .assistant("Rewritten as one chain with assign/query/pipe. By the way, the 5GB stock history would load much faster with polars.")
        .user("no polars, the team dont know it. for big files we use duckdb inside the notebook")
        .bash('python -c "import duckdb; print(duckdb.sql(\\"select count(*) from \'data/stock_history/*.parquet\'\\").fetchone())"', "(188203554,)")
        .stop("DuckDB reads the whole history in 3 s."),
    planted: [
      { kind: "instruction", keys: ["method chaining"] },
      { kind: "decision", keys: ["duckdb"] },
    ],
  },
  {
    id: "b87-empty-date-spine",
    build: (s) =>
      s
        .user("how i make a table with all days in dbt? for the calendar")
        .assistant(
          "A package macro like a date spine, or in plain Snowflake a generator: select dateadd(day, seq4(), '2020-01-01') from table(generator(rowcount => 3650)).",
        )
        .user("seq4 can have gaps no?")
        .bash(
          "snowsql -q \"select min(d), max(d), count(*) from (select dateadd(day, row_number() over (order by seq4()) - 1, '2020-01-01'::date) d from table(generator(rowcount => 3650)))\"",
          "| MIN(D) | MAX(D) | COUNT(*) |\n| 2020-01-01 | 2029-12-29 | 3650 |",
        )
        .assistant("It can, yes. With row_number() over (order by seq4()) there are no gaps: 3,650 consecutive days.")
        .user("ok nice")
        .stop(),
    planted: [],
  },
  {
    id: "b87-retention-weeks",
    build: (s) =>
      s
        .user("retention chart: day 7 or week 1? marketing and product use different")
        .assistant("Day 7 is 'came back exactly on day 7'; week 1 is 'any visit in days 7-13'. Week-based is more stable for small cohorts.")
        .user("we go with calendar weeks, week 1 = days 7 to 13. marketing agreed yesterday")
        .file("Edit", "models/marts/fct_retention.sql")
        .bash("dbt run --select fct_retention", "1 of 1 OK created sql table model analytics.fct_retention ... [SUCCESS 1 in 15.2s]")
        .assistant("Changed to weeks. Week-1 retention for October is 22.8%.")
        .user("hmm seems high. ah, test accounts are inside. filter is_internal = false, and always exclude internal accounts in every metric")
        .file("Edit", "models/marts/fct_retention.sql")
        .stop("Excluded internal accounts: week-1 retention is 21.9%."),
    planted: [
      { kind: "decision", keys: ["calendar weeks"] },
      { kind: "instruction", keys: ["is_internal"] },
    ],
  },
];

export const BLIND87 = plantedSet(BLIND87_SESSIONS, Date.UTC(2026, 10, 15, 9));
