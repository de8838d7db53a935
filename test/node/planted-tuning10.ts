/**
 * Training set for the sentence classifier (written without reading the extractor).
 *
 * A tenth tuning planted set for the offline long-term-memory extractor, in the style of data,
 * ML and scripting work (Python, pandas, polars, notebooks, SQL, Airflow, dbt) with a Codex CLI
 * voice: very terse users, typos, lists, code spans, and many standing instructions and
 * conventions phrased in many ways (not only "always"/"never"). Written from issue 19's
 * description of what should and should not be remembered, without reading
 * src/core/memories/ (except model.ts) or the sessions of the other planted sets. Each session
 * is one segment; the items planted in it are listed with it. Every other message must give
 * nothing: questions, hypotheses, proposals the user rejects or never confirms, withdrawn
 * ideas, unconfirmed guesses, quoted code, logs and tool output (with "always", "never",
 * "TODO" in them), chit-chat, and requests the agent completes in the same session. Some
 * sessions change an earlier decision; only the final one is planted.
 *
 * Matching rule (fixed before any extractor was run on this set; the blind sets' rule, from
 * test/node/planted-blind.ts, applied by test/node/planted-scoring.ts):
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

const START = Date.UTC(2026, 10, 2, 9);

export const TUNING10_SESSIONS: BlindSession[] = [
  {
    id: "t10-01-polars-ingest",
    planted: [{ kind: "decision", keys: ["polars"] }],
    build: (s) =>
      s
        .user("ingest/load_events.py takes 9min on the full dump. can u try polars on it, just the read + groupby part")
        .file("Read", "ingest/load_events.py")
        .file("Write", "scratch/bench_polars.py")
        .bash(
          "uv run python scratch/bench_polars.py --input data/events_full.parquet",
          "pandas: read 212.4s groupby 331.0s total 543.4s\npolars: read 11.2s groupby 27.9s total 39.1s\nrows: 48,113,902 (both)",
        )
        .assistant(
          "Same row count both ways; polars does it in ~39s vs ~543s for pandas. Could also try duckdb for the groupby if you want a third data point.",
        )
        .user("nah 39s is fine. ok we're moving ingest/ to polars. pandas stays in the notebooks, dont touch those")
        .file("Edit", "ingest/load_events.py")
        .bash("uv run pytest -q tests/ingest", "........ [100%]\n8 passed in 3.41s")
        .assistant("Ported `load_events.py` to polars (lazy scan + `group_by`), 8 ingest tests pass. Notebooks untouched.")
        .stop(),
  },
  {
    id: "t10-02-ruff-pyright",
    planted: [
      { kind: "instruction", keys: ["ruff"] },
      { kind: "decision", keys: ["pyright"] },
    ],
    build: (s) =>
      s
        .user("pre-commit is failing on black again??")
        .bash(
          "pre-commit run --all-files",
          "black....................................................................Failed\n- hook id: black\n- files were modified by this hook\nruff.....................................................................Passed\nmypy.....................................................................Passed",
          1,
        )
        .assistant("black reformatted 3 files in `etl/`. Do you want me to commit the reformat or drop the black hook?")
        .user("drop it. format with ruff, `ruff format`, black is not part of the toolchain anymore")
        .user("also mypy -> pyright. we talked abt it in standup, pyright it is, strict on etl/ only")
        .file("Edit", ".pre-commit-config.yaml")
        .file("Edit", "pyproject.toml")
        .bash(
          "pre-commit run --all-files",
          "ruff.....................................................................Passed\nruff-format..............................................................Passed\npyright..................................................................Passed",
        )
        .assistant("Removed black and mypy hooks, added `ruff-format` and pyright (strict for `etl/`). All hooks pass.")
        .stop(),
  },
  {
    id: "t10-03-airflow-version",
    planted: [
      { kind: "fact", keys: ["airflow", "2.7"] },
      { kind: "task", keys: ["retries"] },
    ],
    build: (s) =>
      s
        .user("export_daily dag wont import on prod. works locally")
        .bash(
          "astro dev run dags list-import-errors",
          "filepath                      | error\n==============================+=========================================================\ndags/export_daily.py         | AttributeError: module 'airflow.decorators' has no attribute 'bash'",
        )
        .assistant("The import error is `@task.bash`, which only exists from Airflow 2.9. Which version is prod on?")
        .user("prod airflow is 2.7.3, locked by the platform team. local image is newer, thats the mismatch")
        .file("Edit", "dags/export_daily.py")
        .bash("astro dev run dags list-import-errors", "No data found")
        .assistant("Replaced `@task.bash` with a plain `BashOperator`; no import errors now.")
        .user("ok. the export dag also needs retries w/ backoff on the upload step, but not today, im out in 10")
        .assistant("Noted, I'll leave the upload step as is for now.")
        .stop(),
  },
  {
    id: "t10-04-merge-question",
    planted: [],
    build: (s) =>
      s
        .user("why does pd.merge give me more rows than the left df? its a left join")
        .bash(
          "uv run python -c \"import pandas as pd; l=pd.read_parquet('data/orders.parquet'); r=pd.read_parquet('data/customers.parquet'); print(len(l), r.customer_id.duplicated().sum())\"",
          "120334 57",
        )
        .assistant(
          "The right side has 57 duplicated `customer_id`s, so each matching order is repeated once per duplicate. A left join keeps every left row but can multiply them. `validate='m:1'` on the merge would make pandas raise on that.",
        )
        .user("ah ok makes sense, thx")
        .stop(),
  },
  {
    id: "t10-05-dbt-naming",
    planted: [
      { kind: "instruction", keys: ["stg_"] },
      { kind: "fact", keys: ["fivetran"] },
    ],
    build: (s) =>
      s
        .user("add a staging model for raw.hubspot.deals")
        .bash("ls models/staging/hubspot", "stg_hubspot__contacts.sql\nstg_hubspot__companies.sql\n_hubspot__sources.yml")
        .assistant("I'll call it `stg_hubspot_deals.sql` to match...")
        .user("no. naming is stg_<source>__<table>, double underscore between source and table. every staging model, no exceptions")
        .file("Write", "models/staging/hubspot/stg_hubspot__deals.sql")
        .bash(
          "dbt build -s stg_hubspot__deals",
          "1 of 3 START sql view model dbt_dev.stg_hubspot__deals ... [RUN]\n1 of 3 OK created sql view model ... [SUCCESS 1 in 1.92s]\nDone. PASS=3 WARN=0 ERROR=0 SKIP=0 TOTAL=3",
        )
        .assistant("Created `stg_hubspot__deals` (view), builds and tests pass. Row count is 4,112, the source's last sync was 03:02 UTC.")
        .user("yeah the raw schema is loaded by fivetran every 6h so thats expected")
        .stop(),
  },
  {
    id: "t10-06-notebooks",
    planted: [
      { kind: "instruction", keys: ["nbstripout"] },
      { kind: "task", keys: ["scratch"] },
    ],
    build: (s) =>
      s
        .user("commit the eda notebook pls")
        .bash(
          "git add notebooks/eda_retention.ipynb && git commit -m 'eda: retention curves'",
          "nbstripout....................................................Failed\n- files were modified by this hook",
          1,
        )
        .assistant("The nbstripout hook stripped the outputs and failed the commit. I can commit with `--no-verify` to keep the plots in.")
        .user("no!! notebooks go in without outputs, nbstripout stays on. dont ever skip the hook for them")
        .bash(
          "git add notebooks/eda_retention.ipynb && git commit -m 'eda: retention curves'",
          "nbstripout....................................................Passed\n[main 4e1a9c2] eda: retention curves\n 1 file changed, 212 insertions(+)",
        )
        .assistant("Committed without outputs (4e1a9c2).")
        .user("btw scratch/ has like 12 stale notebooks from the spring, someone has to go thru and delete them. later")
        .stop(),
  },
  {
    id: "t10-07-vendor-export",
    planted: [
      { kind: "decision", keys: ["csv.gz"] },
      { kind: "fact", keys: ["vendor", "parquet"] },
    ],
    build: (s) =>
      s
        .user("the partner export: write it as parquet to the sftp outbox, one file per day")
        .file("Write", "export/partner_daily.py")
        .bash("uv run python export/partner_daily.py --date 2026-10-30 --dry-run", "would write outbox/partner_2026-10-30.parquet (18,402 rows, 2.1 MB)")
        .assistant("Dry run writes `partner_2026-10-30.parquet`, 18,402 rows.")
        .user("hm just got mail from them, their vendor tool can't read parquet at all. switch to csv.gz, same one file per day")
        .file("Edit", "export/partner_daily.py")
        .bash("uv run python export/partner_daily.py --date 2026-10-30 --dry-run", "would write outbox/partner_2026-10-30.csv.gz (18,402 rows, 3.4 MB)")
        .assistant("Switched the writer to gzip'd CSV; same rows, 3.4 MB per day.")
        .stop(),
  },
  {
    id: "t10-08-rename-col",
    planted: [],
    build: (s) =>
      s
        .user("rename cust_id -> customer_id everywhere in notebooks/ltv.ipynb")
        .bash("grep -c cust_id notebooks/ltv.ipynb", "14")
        .file("Edit", "notebooks/ltv.ipynb")
        .bash("grep -c cust_id notebooks/ltv.ipynb", "0", 1)
        .assistant("Renamed all 14 occurrences; the notebook has no `cust_id` left.")
        .user("👍")
        .stop(),
  },
  {
    id: "t10-09-sessions-dupes",
    planted: [
      { kind: "fact", keys: ["dupes"] },
      { kind: "task", keys: ["backfill"] },
    ],
    build: (s) =>
      s
        .user("why is sessions count for feb 2024 so high")
        .bash(
          "bq query --nouse_legacy_sql 'select date_trunc(started_at, month) m, count(*) n, count(distinct session_id) d from analytics.sessions group by 1 order by 1 limit 6'",
          "+------------+--------+--------+\n|     m      |   n    |   d    |\n+------------+--------+--------+\n| 2024-01-01 | 912331 | 455980 |\n| 2024-02-01 | 871204 | 436610 |\n| 2024-03-01 | 402118 | 402118 |\n+------------+--------+--------+",
        )
        .assistant("Before March 2024 almost every session appears twice (n ≈ 2×d). From March on there are none. Maybe a double-firing tracker?")
        .user("yes thats it, the old tracker sent session_start twice. sessions has dupes for everything before 2024-03, known thing")
        .user("todo for later: backfill sessions from 2024-01 with the deduped logic once the partitioning pr is merged")
        .assistant("Understood. I won't run anything against `analytics.sessions` now.")
        .stop(),
  },
  {
    id: "t10-10-sql-style",
    planted: [
      { kind: "instruction", keys: ["lowercase"] },
      { kind: "instruction", keys: ["cte"] },
    ],
    build: (s) =>
      s
        .user("write the query for weekly active users by plan")
        .file("Write", "analyses/wau_by_plan.sql")
        .assistant(
          "```sql\nSELECT plan, DATE_TRUNC('week', ts) AS wk, COUNT(DISTINCT user_id)\nFROM (SELECT * FROM events WHERE ts > '2026-01-01') e\nJOIN users u USING (user_id)\nGROUP BY 1, 2\n```",
        )
        .user("two things, for all sql in this repo: keywords lowercase. and ctes instead of nested subqueries, i want to read it top to bottom")
        .file("Edit", "analyses/wau_by_plan.sql")
        .bash("sqlfluff lint analyses/wau_by_plan.sql", "All Finished 📜 🎉!")
        .assistant("Rewritten with lowercase keywords and two CTEs (`recent_events`, `joined`); sqlfluff is clean.")
        .stop(),
  },
  {
    id: "t10-11-pool-guess",
    planted: [],
    build: (s) =>
      s
        .user("load_crm failed at 02:10 again")
        .bash(
          "astro dev run tasks states-for-dag-run load_crm scheduled__2026-11-11T02:00:00+00:00",
          "task_id        | state\n===============+=========\nextract        | success\nload           | failed\nnotify         | upstream_failed",
        )
        .assistant("`load` failed. Could be the `warehouse` pool being full at that time, several DAGs start at 02:00. I haven't verified it though.")
        .user("maybe. or the api rate limit. idk")
        .bash("astro dev run tasks test load_crm load 2026-11-11", "[2026-11-11 02:10:44] INFO - Done. Returned value was: None")
        .assistant("A rerun of `load` succeeds, so it doesn't reproduce now.")
        .user("ok leave it, lets see if it happens tomorrow")
        .stop(),
  },
  {
    id: "t10-12-warehouse",
    planted: [
      { kind: "fact", keys: ["auto-suspend"] },
      { kind: "decision", keys: ["hourly"] },
    ],
    build: (s) =>
      s
        .user("first query in the morning always takes like 40s, the rest are fast. why")
        .bash(
          "snowsql -q \"show warehouses like 'ANALYTICS_WH'\"",
          "name         | state     | size   | auto_suspend | auto_resume\nANALYTICS_WH | SUSPENDED | XLARGE | 60           | true",
        )
        .assistant("`ANALYTICS_WH` is suspended and resumes on the first query; the cold cache makes that first one slow.")
        .user("right, prod wh auto-suspends after 60s of idle, by design (cost). not changing that")
        .user("and the dashboards refresh: keep it hourly, not every 15 min. finance agreed, 15min was 3x the credits")
        .file("Edit", "dags/refresh_dashboards.py")
        .bash("astro dev run dags details refresh_dashboards | grep schedule", "schedule_interval | @hourly")
        .assistant("Set `refresh_dashboards` to `@hourly`.")
        .stop(),
  },
  {
    id: "t10-13-feast-uvlock",
    planted: [
      { kind: "task", keys: ["feast"] },
      { kind: "instruction", keys: ["uv lock"] },
    ],
    build: (s) =>
      s
        .user("add scikit-learn to the training deps")
        .file("Edit", "pyproject.toml")
        .bash("uv run python -c 'import sklearn; print(sklearn.__version__)'", "1.5.2")
        .assistant("Added `scikit-learn>=1.5` to `[project.optional-dependencies].train`.")
        .user("you didnt update the lockfile. any time requirements change, run `uv lock` and commit uv.lock with it")
        .bash("uv lock", "Resolved 142 packages in 1.21s\nUpdated scikit-learn v1.5.2")
        .assistant("Ran `uv lock`; `uv.lock` is updated alongside the pyproject change.")
        .user("good. unrelated, put this somewhere: user_features still needs moving from the homegrown parquet store to feast. not this sprint")
        .stop(),
  },
  {
    id: "t10-14-review-ge",
    planted: [
      { kind: "instruction", keys: ["per pr"] },
      { kind: "decision", keys: ["great_expectations"] },
    ],
    build: (s) =>
      s
        .user("the great_expectations suite broke again after the upgrade")
        .bash(
          "uv run great_expectations checkpoint run orders_cp",
          "Validation failed: 3 of 41 expectations failed\nexpect_column_values_to_not_be_null (order_id) ... already covered",
          1,
        )
        .assistant("3 failures, all of them duplicates of existing dbt tests (`not_null`, `unique`, `accepted_values`). Want me to fix the suite config?")
        .user("no, we're dropping great_expectations entirely. dbt tests cover it and nobody maintains the ge suite")
        .file("Edit", "pyproject.toml")
        .bash(
          "git rm -r -q gx/ && git status --short | head -3",
          "D  gx/great_expectations.yml\nD  gx/checkpoints/orders_cp.yml\nD  gx/expectations/orders.json",
        )
        .assistant("Removed `gx/` and the dependency. Shall I split this into one PR for the removal and one for the 2 model changes from yesterday?")
        .user("yes. and generally: one dbt model per pr, makes review diffs readable")
        .stop(),
  },
  {
    id: "t10-15-lint-output",
    planted: [],
    build: (s) =>
      s
        .user("run the linters")
        .bash(
          "ruff check . && sqlfluff lint models/",
          "etl/load.py:41:5: FIX002 Line contains TODO, consider resolving the issue\n  # TODO: always retry on 429, never on 401\nmodels/marts/fct_orders.sql:12: LT05 line too long\nWARNING: `always_run` is deprecated and will never be honoured in 2.0\nFound 2 errors.",
          1,
        )
        .assistant("Two findings: a TODO comment in `etl/load.py:41` (FIX002) and a long line in `fct_orders.sql:12`. The warning is from a plugin option.")
        .user("fix the long line, ignore the todo one")
        .file("Edit", "models/marts/fct_orders.sql")
        .bash("sqlfluff lint models/marts/fct_orders.sql", "All Finished 📜 🎉!")
        .assistant("Wrapped line 12; sqlfluff is clean.")
        .stop(),
  },
  {
    id: "t10-16-billing-owner",
    planted: [
      { kind: "fact", keys: ["priya", "billing"] },
      { kind: "task", keys: ["fx rate"] },
    ],
    build: (s) =>
      s
        .user("fct_invoices has a weird amount_usd for EUR rows, check")
        .bash(
          "dbt show -s fct_invoices --limit 3",
          "| invoice_id | currency | amount | fx_rate | amount_usd |\n| 88123      | EUR      | 100.00 | 1.0712  | 107.12     |\n| 88124      | EUR      | 100.00 | 1.0931  | 109.31     |",
        )
        .assistant("The `fx_rate` differs per row even within one month. It looks like a daily rate joined by invoice date, but the mart doc says monthly.")
        .user("priya owns the billing marts, she wrote that join. dont change fct_invoices without her")
        .user("open q for her: is the fx rate supposed to be daily or month-end. need to ask when shes back monday")
        .assistant("OK, no changes to `fct_invoices`.")
        .stop(),
  },
  {
    id: "t10-17-gpu-seed",
    planted: [
      { kind: "fact", keys: ["ml-2"] },
      { kind: "instruction", keys: ["seed"] },
      { kind: "decision", keys: ["2022"] },
    ],
    build: (s) =>
      s
        .user("torch wont see the gpu on ml-2")
        .bash(
          "ssh ml-2 nvidia-smi | head -3; ssh ml-2 'uv run python -c \"import torch;print(torch.version.cuda, torch.cuda.is_available())\"'",
          "| NVIDIA-SMI 520.61.05    Driver Version: 520.61.05    CUDA Version: 11.8 |\n12.1 False",
        )
        .assistant("The box has CUDA 11.8 but the installed torch wheel is built for 12.1.")
        .user("yeah ml-2 is stuck on cuda 11.8 (old driver, infra won't touch it). use the cu118 index there")
        .file("Edit", "pyproject.toml")
        .bash("ssh ml-2 'uv sync --extra train && uv run python -c \"import torch;print(torch.cuda.is_available())\"'", "True")
        .assistant("torch now comes from the cu118 index; CUDA is available.")
        .user("also fix the seed: seed=1337 in every training script, numpy torch random all of them. I want reruns identical")
        .user("and train on 2023-2025 only. we decided the 2022 data is junk (tracking change), dropping it for good")
        .file("Edit", "train/churn.py")
        .bash("uv run python train/churn.py --dry-run", "seed=1337 train_range=2023-01-01..2025-12-31 rows=2,331,004")
        .stop(),
  },
  {
    id: "t10-18-lgbm-no",
    planted: [],
    build: (s) =>
      s
        .user("feature importance for the churn model?")
        .bash(
          "uv run python scripts/importance.py --model models/churn_v1.pkl --top 5",
          "days_since_last_login 0.231\nplan_tier 0.118\nsupport_tickets_90d 0.094\nseats 0.071\nnps_last 0.049",
        )
        .assistant("Top 5 above. Would it be worth trying lightgbm with the same features? It's usually faster to train.")
        .user("no")
        .user("what does nps_last mean when its null tho")
        .assistant("In `features/nps.py` a null means the customer never answered a survey; it isn't filled.")
        .stop(),
  },
  {
    id: "t10-19-churn-v2",
    planted: [
      { kind: "decision", keys: ["xgboost"] },
      { kind: "task", keys: ["calibration"] },
    ],
    build: (s) =>
      s
        .user("compare lgbm vs xgboost on churn v2, 5 folds")
        .bash("uv run python train/compare.py --folds 5", "model     auc_mean  auc_std\nlgbm      0.8412    0.0061\nxgboost   0.8398    0.0049")
        .assistant("lgbm is ahead by 0.0014 AUC, well inside one std. Either is defensible.")
        .user("then xgboost for churn v2, we already serve xgboost models and the lgbm gain is noise. final")
        .file("Edit", "train/churn.py")
        .bash("uv run python train/churn.py --model xgboost", "saved models/churn_v2.json auc=0.8401")
        .assistant("Trained and saved `churn_v2.json` (AUC 0.8401).")
        .user("the calibration plot still has to be redone on the march holdout, leaving that for next time")
        .stop(),
  },
  {
    id: "t10-20-agent-prefs",
    planted: [
      { kind: "instruction", keys: ["read-only"] },
      { kind: "instruction", keys: ["dataframes"] },
    ],
    build: (s) =>
      s
        .user("how many active subs on the dev db")
        .assistant("I'd like to run `select count(*) from subscriptions where status = 'active'` against dev, is that ok?")
        .user("you dont need to ask for read-only queries on dev, just run them. ask only for writes")
        .bash("psql $DEV_DB -c \"select count(*) from subscriptions where status = 'active'\"", " count\n-------\n 18344\n(1 row)")
        .assistant(
          "18,344 active subscriptions on dev. Here is the full table of plans:\n\n```\n   plan   | n\n----------+------\n starter  | 9120\n team     | 6877\n business | 2347\n```",
        )
        .user("fine. pls dont paste entire dataframes into chat in general, a .head() or a count is plenty")
        .stop(),
  },
  {
    id: "t10-21-chitchat",
    planted: [],
    build: (s) =>
      s
        .user("whats the diff between df.join and pd.merge again")
        .bash(
          "uv run python -c 'import pandas as pd; help(pd.DataFrame.join)' | sed -n 1,6p",
          "Help on function join in module pandas.core.frame:\n\njoin(self, other, on=None, how='left', lsuffix='', rsuffix='', sort=False, validate=None)\n    Join columns of another DataFrame.",
        )
        .assistant(
          "`join` joins on the index by default (left join); `merge` joins on columns (inner by default) and is the more general one. `join` is basically a `merge` with `left_index=True`.",
        )
        .user("cool thx. thats it for today, long week lol")
        .assistant("Have a good weekend!")
        .stop(),
  },
  {
    id: "t10-22-sf-conn",
    planted: [
      { kind: "fact", keys: ["sf_analytics"] },
      { kind: "decision", keys: ["kubernetes"] },
      { kind: "instruction", keys: ["stateless"] },
    ],
    build: (s) =>
      s
        .user("new dag for the zendesk load, copy the pattern from load_crm")
        .file("Read", "dags/load_crm.py")
        .file("Write", "dags/load_zendesk.py")
        .assistant("Created `load_zendesk.py` using `snowflake_conn_id='snowflake_default'`.")
        .user("wrong conn. the snowflake conn id is sf_analytics. snowflake_default still points at the old trial account")
        .file("Edit", "dags/load_zendesk.py")
        .bash(
          "astro dev run dags test load_zendesk 2026-11-12",
          "[2026-11-12] INFO - Using connection ID 'sf_analytics'\n[2026-11-12] INFO - Done. DagRun success",
        )
        .user("fyi decided w infra this morning: we move off celery to the KubernetesExecutor next month")
        .user("which means from here on tasks have to be stateless, no passing local tmp files between tasks")
        .assistant("Understood; `load_zendesk` passes data via a stage, not local files. Test run succeeded.")
        .stop(),
  },
  {
    id: "t10-23-freshness-later",
    planted: [{ kind: "task", keys: ["freshness"] }],
    build: (s) =>
      s
        .user("orders dashboard showed yesterday's numbers until 11am, raw.orders was late")
        .bash("dbt source freshness -s source:raw.orders", "1 of 1 WARN freshness of raw.orders ......... [WARN in 0.91s]\nmax_loaded_at: 2026-11-13 10:48:02")
        .assistant("The load landed at 10:48. I can add a `freshness:` block with error_after 6h to the source right now if you want.")
        .user("not now. but we do need a freshness check on raw.orders that pages someone, put it on the list")
        .assistant("OK, nothing changed for now.")
        .stop(),
  },
  {
    id: "t10-24-partition-macro",
    planted: [{ kind: "decision", keys: ["data_interval_start"] }],
    build: (s) =>
      s
        .user("make the incremental load use {{ ds }} for the partition filter")
        .file("Edit", "dags/load_events_incr.py")
        .assistant("Done, the filter is `where event_date = '{{ ds }}'`.")
        .user("wait no. use data_interval_start, formatted. ds gets confusing w/ the timetable we use. all incremental dags go that way")
        .file("Edit", "dags/load_events_incr.py")
        .bash("astro dev run tasks render load_events_incr load 2026-11-14 | grep event_date", "where event_date = '2026-11-14'")
        .assistant("The filter is now `{{ data_interval_start | ds }}`; the render shows the expected date.")
        .stop(),
  },
  {
    id: "t10-25-flaky-tz",
    planted: [],
    build: (s) =>
      s
        .user("test_sessionize failed in ci")
        .bash(
          "uv run pytest -q tests/test_sessionize.py",
          "F.\nFAILED tests/test_sessionize.py::test_midnight_split - AssertionError: 3 != 2\n1 failed, 1 passed",
          1,
        )
        .user("could be the timezone thing again?")
        .assistant("Possibly, the failing case crosses midnight. It may also just be order-dependent.")
        .bash("uv run pytest -q tests/test_sessionize.py", "..\n2 passed in 0.44s")
        .assistant("Passes on rerun, so I can't reproduce it right now.")
        .user("meh. whatever")
        .stop(),
  },
  {
    id: "t10-26-notebook-size",
    planted: [
      { kind: "instruction", keys: ["30 lines"] },
      { kind: "fact", keys: ["src/features"] },
      { kind: "instruction", keys: ["heavy"] },
      { kind: "task", keys: ["plotting"] },
    ],
    build: (s) =>
      s
        .user("clean up notebooks/cohorts.ipynb, the big cell in the middle is unreadable")
        .file("Read", "notebooks/cohorts.ipynb")
        .assistant("That cell is 140 lines. I'll split it into 5 cells.")
        .user("rule of thumb for notebooks here: keep cells under 30 lines, anything bigger becomes a function in src/")
        .user("careful where tho. src/features is imported by both the notebooks and the airflow image")
        .user("so heavy deps stay out of that package, no plotly/seaborn imports in there")
        .file("Write", "src/analysis/cohorts.py")
        .file("Edit", "notebooks/cohorts.ipynb")
        .bash("uv run pytest -q tests/analysis", "... [100%]\n3 passed in 0.81s")
        .assistant("Moved the logic to `src/analysis/cohorts.py` (3 functions); the notebook now calls them.")
        .user("the plotting helpers should get the same treatment into src/viz eventually, theres copies in 6 notebooks")
        .stop(),
  },
  {
    id: "t10-27-mlflow",
    planted: [
      { kind: "decision", keys: ["mlflow"] },
      { kind: "task", keys: ["old models"] },
    ],
    build: (s) =>
      s
        .user("where do we keep model artifacts? i see s3 paths in configs/models.yaml and some mlflow runs")
        .bash(
          "cat configs/models.yaml | head -6",
          "churn_v1:\n  path: s3://ml-artifacts/churn/v1/model.pkl\nltv_v3:\n  path: s3://ml-artifacts/ltv/v3/model.pkl\nupsell_v1:\n  path: s3://ml-artifacts/upsell/v1/model.pkl",
        )
        .assistant("Both are in use: the three older models via `models.yaml`, churn v2 was logged to mlflow.")
        .user("ok decision: artifacts go to the mlflow registry from now on, no more raw s3 paths in yaml")
        .file("Edit", "train/churn.py")
        .bash("uv run python -c 'import mlflow; print(mlflow.get_registry_uri())'", "databricks-uc")
        .assistant("`train/churn.py` now registers the model in mlflow.")
        .user("and someone has to migrate the 3 old models out of models.yaml, not urgent")
        .stop(),
  },
  {
    id: "t10-28-quoted-code",
    planted: [],
    build: (s) =>
      s
        .user(
          "what does this do, found it in utils.py\n```python\ndef purge(conn):\n    # never call this in prod, always on a snapshot\n    conn.execute('truncate table staging.events_tmp')\n    # TODO: make it idempotent\n```",
        )
        .bash("grep -rn 'purge(' --include=*.py . | head", "./etl/utils.py:88:def purge(conn):\n./scripts/reset_dev.py:12:    purge(conn)")
        .assistant(
          "It truncates `staging.events_tmp`. Only `scripts/reset_dev.py` calls it. The comments are the original author's warning, nothing enforces them.",
        )
        .user("k")
        .stop(),
  },
  {
    id: "t10-29-dev-clone",
    planted: [
      { kind: "fact", keys: ["nightly clone"] },
      { kind: "instruction", keys: ["conventional"] },
      { kind: "task", keys: ["runbook"] },
    ],
    build: (s) =>
      s
        .user("dev counts dont match prod for today, is that a bug")
        .bash("psql $DEV_DB -c 'select max(created_at) from orders'", "          max\n------------------------\n 2026-11-16 23:59:58+00\n(1 row)")
        .assistant("Dev's latest order is from 23:59 yesterday.")
        .user("right, not a bug: dev is a nightly clone of prod with pii columns dropped. it matches prod as of midnight")
        .user("we dont have a runbook for when that clone job fails tho. needs writing, not today")
        .file("Edit", "README.md")
        .bash("git commit -am 'docs: note dev clone lag'", "[main 91b20d3] docs: note dev clone lag\n 1 file changed, 3 insertions(+)")
        .user("commit msgs use conventional commits btw, feat:/fix:/chore:/docs:. you got it right by luck")
        .assistant("Noted, `docs:` prefix it is.")
        .stop(),
  },
  {
    id: "t10-30-refunds",
    planted: [
      { kind: "fact", keys: ["stripe_refunds"] },
      { kind: "task", keys: ["refunds"] },
    ],
    build: (s) =>
      s
        .user("ltv for the enterprise cohort looks too high")
        .bash("dbt show --inline \"select sum(amount) from {{ ref('fct_ltv') }} where cohort = 'ent_2025q1'\"", "| sum(amount) |\n| 4,918,220  |")
        .assistant("Could refunds be counted as revenue? I don't see a refund join in `fct_ltv`.")
        .user("yep. refunds live in raw.stripe_refunds, not in orders, so anything built on orders alone misses them")
        .assistant("I can add the join now.")
        .user("no time today. fct_ltv double counts refunds, that needs fixing, put it on the list")
        .bash("git stash list | head -1", "")
        .stop(),
  },
  {
    id: "t10-31-done-request",
    planted: [],
    build: (s) =>
      s
        .user("add a `--since` flag to scripts/export_users.py")
        .file("Edit", "scripts/export_users.py")
        .bash("uv run python scripts/export_users.py --since 2026-11-01 --dry-run", "would export 1,204 users created since 2026-11-01")
        .assistant("Added `--since YYYY-MM-DD` (defaults to all time). Dry run exports 1,204 users.")
        .user("perfect")
        .stop(),
  },
  {
    id: "t10-32-schema-tests",
    planted: [
      { kind: "instruction", keys: ["not_null"] },
      { kind: "decision", keys: ["3.11"] },
    ],
    build: (s) =>
      s
        .user("new mart dim_accounts, pk account_id")
        .file("Write", "models/marts/dim_accounts.sql")
        .file("Edit", "models/marts/_marts.yml")
        .assistant("Added `dim_accounts` with descriptions for each column.")
        .user("where are the tests. every new model gets unique + not_null on its pk in the yml, minimum")
        .file("Edit", "models/marts/_marts.yml")
        .bash("dbt build -s dim_accounts", "PASS=3 WARN=0 ERROR=0 SKIP=0 TOTAL=3")
        .user("also ci is red on the py3.9 job. we're dropping 3.9 for the etl package, 3.11 is the minimum now")
        .file("Edit", "pyproject.toml")
        .bash("grep requires-python pyproject.toml", 'requires-python = ">=3.11"')
        .assistant("`requires-python` is `>=3.11` and the 3.9 CI job is gone.")
        .stop(),
  },
  {
    id: "t10-33-compression",
    planted: [{ kind: "decision", keys: ["zstd"] }],
    build: (s) =>
      s
        .user("lake writes: parquet w/ snappy")
        .file("Edit", "etl/write_lake.py")
        .bash("uv run python etl/write_lake.py --date 2026-11-17 --dry-run", "would write 14 files, 2.31 GB (snappy)")
        .assistant("Set `compression='snappy'`; 2.31 GB for a day.")
        .bash("uv run python etl/write_lake.py --date 2026-11-17 --dry-run --compression zstd", "would write 14 files, 1.52 GB (zstd)")
        .assistant("For comparison zstd gives 1.52 GB for the same day.")
        .user("oh thats a lot less. zstd then, athena and spark both read it. go with zstd for the lake")
        .file("Edit", "etl/write_lake.py")
        .stop(),
  },
  {
    id: "t10-34-withdrawn-split",
    planted: [],
    build: (s) =>
      s
        .user("the ingest dag takes 2h. maybe we split it per region? eu / us / apac")
        .bash("astro dev run dags show ingest_all | grep -c task", "47")
        .assistant("47 tasks; splitting per region would give three DAGs of ~15 tasks each. The shared `dedupe` step would need to run in each.")
        .user("hm no forget it, dedupe across regions is the whole point. leave it as one")
        .assistant("OK, leaving `ingest_all` as is.")
        .stop(),
  },
  {
    id: "t10-35-sftp-drop",
    planted: [
      { kind: "fact", keys: ["sftp"] },
      { kind: "task", keys: ["sensor"] },
    ],
    build: (s) =>
      s
        .user("load_partner ran on an empty folder again")
        .bash(
          "ls -la /mnt/partner/inbox/ | tail -3; grep 'arrived' logs/partner_drops.log | tail -4",
          "total 0\n2026-11-14 04:31 arrived\n2026-11-15 04:28 arrived\n2026-11-16 06:02 arrived\n2026-11-17 04:35 arrived",
        )
        .assistant("The dag runs at 04:00 but files arrive from 04:28 to 06:02.")
        .user("yeah the partner sftp drop lands around 04:30 utc, sometimes as late as 6. thats how it is, they wont change it")
        .user("we need a file sensor w/ a timeout in front of load_partner instead of the fixed schedule. next sprint")
        .assistant("I'll leave the schedule as is for now.")
        .stop(),
  },
  {
    id: "t10-36-py-style",
    planted: [
      { kind: "instruction", keys: ["f-strings"] },
      { kind: "instruction", keys: ["pathlib"] },
    ],
    build: (s) =>
      s
        .user("review scripts/make_report.py before i merge")
        .file("Read", "scripts/make_report.py")
        .assistant(
          "Looks fine overall. It builds paths with `os.path.join` and formats with `'%s rows' % n` and `.format()` in a few places; logic is correct.",
        )
        .user("change those. f-strings only in this codebase, no % or .format. and pathlib.Path for paths, not os.path")
        .file("Edit", "scripts/make_report.py")
        .bash("ruff check scripts/make_report.py", "All checks passed!")
        .assistant("Converted to f-strings and `Path`; ruff passes.")
        .stop(),
  },
  {
    id: "t10-37-row-count",
    planted: [],
    build: (s) =>
      s
        .user("how many rows in stg_orders rn")
        .bash("dbt show --inline \"select count(*) from {{ ref('stg_orders') }}\"", "| count(*) |\n| 1204331  |")
        .assistant("1,204,331 rows.")
        .user("and distinct customers?")
        .bash(
          "dbt show --inline \"select count(distinct customer_id) from {{ ref('stg_orders') }}\"",
          "| count(distinct customer_id) |\n| 301877                      |",
        )
        .assistant("301,877 distinct customers.")
        .stop(),
  },
  {
    id: "t10-38-duckdb-local",
    planted: [
      { kind: "decision", keys: ["duckdb"] },
      { kind: "task", keys: ["fixture tests"] },
    ],
    build: (s) =>
      s
        .user("local dev warehouse is a pain w sqlite, half the snowflake sql doesnt parse")
        .bash("uv run python scripts/try_duckdb.py models/marts/fct_orders.sql", "parsed 1/1 (date_trunc, qualify ok)\nrows: 1204331")
        .assistant("duckdb handles `date_trunc`, `qualify` and most of the window syntax we use. Want me to try it?")
        .user("yes. duckdb is the local warehouse from now, sqlite is out")
        .file("Edit", "conftest.py")
        .bash("uv run pytest -q tests/sql", "............ [100%]\n12 passed in 2.02s")
        .assistant("Switched the SQL test fixture to duckdb; 12 tests pass. 4 older fixture tests in `tests/legacy_sql/` still build sqlite files directly.")
        .user("port those 4 fixture tests later, not now")
        .stop(),
  },
  {
    id: "t10-39-clicks-tz",
    planted: [
      { kind: "fact", keys: ["chicago"] },
      { kind: "instruction", keys: ["utc", "staging"] },
    ],
    build: (s) =>
      s
        .user("hourly clicks chart has a spike at 5am which makes no sense")
        .bash(
          "dbt show --inline \"select ts from {{ source('raw','clicks') }} limit 3\"",
          "| ts                  |\n| 2026-11-18 23:04:11 |\n| 2026-11-18 23:04:15 |\n| 2026-11-18 23:05:02 |",
        )
        .assistant("Is `ts` maybe not UTC? The timestamps have no offset.")
        .user("its not. raw.clicks ts is local time, America/Chicago. learned that the hard way last year")
        .user("timezone conversion to utc happens in staging and only there, marts never convert anything")
        .file("Edit", "models/staging/web/stg_web__clicks.sql")
        .bash("dbt build -s stg_web__clicks+", "PASS=6 WARN=0 ERROR=0 SKIP=0 TOTAL=6")
        .assistant("`stg_web__clicks` converts `ts` to UTC with `convert_timezone`; downstream rebuilt, spike gone.")
        .stop(),
  },
  {
    id: "t10-40-pydantic-maybe",
    planted: [],
    build: (s) =>
      s
        .user("settings.py reads env vars by hand, kinda ugly")
        .file("Read", "etl/settings.py")
        .assistant("I'd suggest pydantic-settings: typed fields, `.env` support, validation at startup. It's a ~40 line change.")
        .user("hm maybe. lemme think abt it")
        .user("whats for lunch lol")
        .assistant("No idea, but the settings refactor can wait until you decide.")
        .stop(),
  },
  {
    id: "t10-41-astronomer-pool",
    planted: [
      { kind: "fact", keys: ["astronomer"] },
      { kind: "task", keys: ["pool"] },
    ],
    build: (s) =>
      s
        .user("can we bump the worker count")
        .bash("astro deployment inspect prod-analytics --key configuration.executor", "CeleryExecutor")
        .assistant("The deployment is managed; worker count is set in the deployment config, not in `airflow.cfg`.")
        .user("right, airflow is hosted on astronomer, we dont run our own scheduler. worker changes go thru their ui/cli")
        .bash("astro dev run pools list", "pool          | slots\n==============+======\ndefault_pool  | 128\nwarehouse     | 4")
        .user("the warehouse pool is capped at 4, once the wh upgrade happens it should go to 8. leave it for now, open item")
        .stop(),
  },
  {
    id: "t10-42-drafts",
    planted: [{ kind: "instruction", keys: ["draft"] }],
    build: (s) =>
      s
        .user("open a pr for the dim_accounts change")
        .bash("gh pr create --fill --base main", "https://github.com/acme/analytics/pull/412")
        .assistant("Opened #412. I can enable auto-merge so it lands once checks pass.")
        .user("no auto-merge. open prs as draft, i mark them ready and merge myself. that goes for every pr you open")
        .bash("gh pr ready 412 --undo", '✓ Pull request #412 is converted to "draft"')
        .assistant("#412 is now a draft.")
        .stop(),
  },
  {
    id: "t10-43-sqlfluff",
    planted: [
      { kind: "decision", keys: ["sqlfluff"] },
      { kind: "task", keys: ["legacy"] },
    ],
    build: (s) =>
      s
        .user("sqlfluff config is a mess, 3 different .sqlfluff files")
        .bash("find . -name .sqlfluff", "./.sqlfluff\n./models/.sqlfluff\n./analyses/.sqlfluff")
        .assistant("They disagree on dialect (`ansi` vs `snowflake`) and templater (`jinja` vs `dbt`).")
        .user("settled: one root .sqlfluff, dialect snowflake, templater dbt. delete the others")
        .bash("git rm -q models/.sqlfluff analyses/.sqlfluff && sqlfluff lint models/ | tail -1", "Found 203 errors.")
        .assistant("One config now. 203 violations, almost all in `models/legacy/`.")
        .user("ugh. someone needs to clean those 200 up in models/legacy at some point. exclude that dir for now")
        .file("Edit", ".sqlfluffignore")
        .stop(),
  },
  {
    id: "t10-44-big-log",
    planted: [],
    build: (s) =>
      s
        .user("what happened w the nightly dbt run")
        .bash(
          "tail -8 logs/dbt_nightly.log",
          "04:12:01  WARNING: never use `--full-refresh` on fct_events in prod\n04:12:01  Running with dbt=1.7.4\n04:13:44  1 of 212 OK created sql incremental model marts.fct_events\n04:31:09  211 of 212 ERROR creating sql table model marts.rpt_weekly\n04:31:09  Database Error: Warehouse 'REPORT_WH' cannot be resumed because resource monitor has exceeded its quota\n04:31:10  TODO: always check quota before the nightly\n04:31:10  Done. PASS=211 WARN=0 ERROR=1 SKIP=0 TOTAL=212",
        )
        .assistant(
          "211 of 212 models built. `rpt_weekly` failed because `REPORT_WH` hit its resource-monitor quota. The WARNING/TODO lines are echo statements in the run script.",
        )
        .user("ok ill ping finance abt the quota")
        .stop(),
  },
  {
    id: "t10-45-seed-csv",
    planted: [
      { kind: "fact", keys: ["sales ops"] },
      { kind: "task", keys: ["region mapping"] },
    ],
    build: (s) =>
      s
        .user("dbt seed failed on customers.csv")
        .bash("dbt seed -s customers", "Runtime Error in seed customers\n  Row 342: could not convert 'N/A ' to integer (employee_count)", 1)
        .assistant("Row 342 has `N/A ` in `employee_count`. Should I fix the row?")
        .user("yes fix it. fyi that csv is maintained by hand by sales ops, it'll always have junk like this")
        .file("Edit", "seeds/customers.csv")
        .bash("dbt seed -s customers", "1 of 1 OK loaded seed file dbt_dev.customers ... [INSERT 2113 in 1.3s]")
        .user("and I still need to get the new region mapping from dana, the apac split changed. remind me")
        .stop(),
  },
  {
    id: "t10-46-pytest-ci",
    planted: [
      { kind: "instruction", keys: ["unittest"] },
      { kind: "fact", keys: ["github actions"] },
      { kind: "decision", keys: ["xdist"] },
    ],
    build: (s) =>
      s
        .user("write tests for etl/dedupe.py")
        .file("Write", "tests/test_dedupe.py")
        .assistant("Added `TestDedupe(unittest.TestCase)` with 6 cases.")
        .user("rewrite. pytest style: plain functions, plain assert, fixtures. no unittest classes, anywhere")
        .file("Write", "tests/test_dedupe.py")
        .bash("uv run pytest -q tests/test_dedupe.py", "...... [100%]\n6 passed in 0.33s")
        .user("also ci keeps timing out. our github actions runners kill jobs at 20 min")
        .bash("grep -n pytest .github/workflows/ci.yml", "31:      - run: uv run pytest -q")
        .assistant("The suite takes ~24 min serially. With pytest-xdist `-n 4` it would be ~7 min.")
        .user("do it, xdist with -n 4 in ci from now on")
        .file("Edit", ".github/workflows/ci.yml")
        .stop(),
  },
  {
    id: "t10-47-docstring",
    planted: [],
    build: (s) =>
      s
        .user("docstring for compute_rfm pls, numpy style")
        .file("Edit", "src/analysis/rfm.py")
        .bash(
          "uv run python -c 'from src.analysis.rfm import compute_rfm; print(compute_rfm.__doc__.splitlines()[0])'",
          "Compute recency, frequency and monetary scores per customer.",
        )
        .assistant("Added a numpy-style docstring with Parameters, Returns and an Example.")
        .user("ty")
        .stop(),
  },
  {
    id: "t10-48-dag-layout",
    planted: [
      { kind: "decision", keys: ["per source"] },
      { kind: "instruction", keys: ["da_"] },
    ],
    build: (s) =>
      s
        .user("should the new sources (zendesk, intercom, gong) go into one dag?")
        .assistant("One `ingest_saas` DAG with a task group per source would keep the schedule in one place; separate DAGs isolate failures. Both are common.")
        .user("one dag per source system. a failing gong api shouldnt block zendesk. thats the layout going forward")
        .file("Write", "dags/da_ingest_intercom.py")
        .user("and name them like the file: dag ids are snake_case with the team prefix da_, e.g. da_ingest_intercom")
        .bash("astro dev run dags list | grep da_", "da_ingest_intercom | dags/da_ingest_intercom.py | data-analytics | True")
        .assistant("`da_ingest_intercom` is registered; I'll follow the same pattern for the other two when you want them.")
        .stop(),
  },
  {
    id: "t10-49-dbt-version",
    planted: [
      { kind: "fact", keys: ["1.7.4"] },
      { kind: "task", keys: ["dbt-core"] },
    ],
    build: (s) =>
      s
        .user("why are we still on old dbt")
        .bash("uv pip show dbt-core dbt-snowflake | grep -E 'Name|Version'", "Name: dbt-core\nVersion: 1.7.4\nName: dbt-snowflake\nVersion: 1.7.1")
        .assistant("dbt-core is 1.7.4. Is there a reason for the pin? 1.8 has been out a while.")
        .user("pinned at 1.7.4 on purpose, 1.8 + the snowflake adapter breaks our incremental merge macro")
        .user("after the q4 freeze someone has to bump dbt-core to 1.8 and fix the macro. not before jan")
        .bash("git log -1 --format=%s -- pyproject.toml", "chore: pin dbt-core 1.7.4 (adapter merge bug)")
        .stop(),
  },
  {
    id: "t10-50-status",
    planted: [],
    build: (s) =>
      s
        .user("morning. whats the state of the branch")
        .bash(
          "git status --short && git log --oneline -3",
          " M dags/da_ingest_intercom.py\n7c1e0f2 feat: da_ingest_intercom\n91b20d3 docs: note dev clone lag\n4e1a9c2 eda: retention curves",
        )
        .assistant("One uncommitted change in `da_ingest_intercom.py`; last commit is `7c1e0f2`.")
        .user("ok cool, ill look at it after coffee")
        .stop(),
  },
];

/** The tenth tuning set: events, segments and scoring of TUNING10_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const TUNING10 = plantedSet(TUNING10_SESSIONS, START);
