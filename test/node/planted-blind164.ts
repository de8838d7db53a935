/**
 * Blind planted set 164 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a data scientist in Jupyter (pandas, polars, dbt on Snowflake) who mixes findings about
 * the data with rules for notebooks and open questions; terse, lower-case, the odd typo, lists of
 * rules and of things left for later, tool output from pandas, dbt and sqlfluff.
 * Each session is one segment; the items planted in it are listed with it: 71 items (17 decisions, 18 instructions,
 * 19 facts, 17 tasks) in 48 sessions, 12 of which plant nothing (57 user/assistant messages between them). Every other message
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

export const BLIND164_SESSIONS: BlindSession[] = [
  {
    id: "b164-orders-dedupe",
    build: (s) =>
      s
        .user("the order counts in the weekly notebook are ~3% higher than what finance reports. can you check raw.orders for dupes?")
        .bash(
          "python -c \"import pandas as pd; df=pd.read_parquet('data/raw_orders.parquet'); print(df.order_id.duplicated().sum(), len(df))\"",
          "18234 604112",
        )
        .assistant("18,234 duplicated order_id values out of 604k rows. Could be a join fan-out upstream, or the export itself. Let me look at a few of them.")
        .bash(
          "python -c \"import pandas as pd; df=pd.read_parquet('data/raw_orders.parquet'); d=df[df.order_id.duplicated(keep=False)]; print(d.groupby('status').size())\"",
          "status\nrefunded    36468\ndtype: int64",
        )
        .assistant(
          "Every duplicate is a refunded order. Confirmed: order_id is not unique in raw.orders, the Shopify export re-emits a refunded order as a second row with the same order_id and a newer updated_at.",
        )
        .user("ugh ok. so dedupe keeping the latest updated_at row per order_id, that's what we go with everywhere")
        .file("Edit", "notebooks/weekly_orders.ipynb")
        .assistant(
          "Done in the weekly notebook: sort by updated_at and drop_duplicates on order_id keeping the last row. Counts now match finance within 0.1%.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["order_id", "refunded"] },
      { kind: "decision", keys: ["latest", "updated_at"] },
    ],
  },
  {
    id: "b164-polars-move",
    build: (s) =>
      s
        .user(
          "feature_build.ipynb takes 14 min on pandas and I'm sick of it. we're moving the feature notebooks to polars, starting with this one. one thing: no .to_pandas() calls inside the feature pipeline itself, only at the very end right before plotting. converting back and forth is where all the memory went last time",
        )
        .file("Read", "notebooks/feature_build.ipynb")
        .assistant(
          "Ported the first three cells. The rolling-window aggregation maps to `group_by_dynamic`. Want me to keep the pandas version around for comparison?",
        )
        .user("for today yes, delete it once the numbers match")
        .bash("python scripts/compare_features.py --old pandas --new polars", "rows: 1204331 vs 1204331\nmax abs diff: 0.0\nruntime: 812.4s vs 61.9s")
        .assistant("Outputs identical, 61.9 s vs 812 s. Removed the pandas copy.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["polars", "feature notebooks"] },
      { kind: "instruction", keys: ["to_pandas"] },
    ],
  },
  {
    id: "b164-dbt-defer",
    build: (s) =>
      s
        .user("dbt build is rebuilding the whole project every time, 40 min. how do the others do it?")
        .bash("ls ~/.dbt && cat dbt_project.yml | head -5", "profiles.yml\nname: 'acme_analytics'\nversion: '1.0.0'\nconfig-version: 2\nprofile: 'acme'")
        .assistant(
          "Usually with state comparison: `--select state:modified+ --defer --state <dir with prod manifest>`. Do you know where the prod manifest.json is published?",
        )
        .user(
          "yeah, the prod manifest lives in s3://acme-dbt-artifacts/prod/ , CI uploads it after every deploy. and from now on run dbt like that: dbt build --select state:modified+ --defer --state prod-artifacts, after syncing the manifest down",
        )
        .bash(
          "aws s3 sync s3://acme-dbt-artifacts/prod/ prod-artifacts/ && dbt build --select state:modified+ --defer --state prod-artifacts",
          "download: s3://acme-dbt-artifacts/prod/manifest.json to prod-artifacts/manifest.json\n12:01:44  Found 214 models, 389 tests\n12:01:50  1 of 3 START sql view model staging.stg_orders\n12:02:31  Finished running 3 nodes in 0 hours 0 minutes and 41.2 seconds\n12:02:31  Completed successfully",
        )
        .assistant("41 s instead of 40 min: only stg_orders and its two children ran.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["acme-dbt-artifacts"] },
      { kind: "instruction", keys: ["state:modified+"] },
    ],
  },
  {
    id: "b164-notebook-rules",
    build: (s) =>
      s
        .user(
          "before you touch any more notebooks in this repo, house rules:\n1. restart kernel & run all before committing a notebook, no half-executed notebooks in git\n2. outputs get stripped, nbstripout is the git filter for that\n3. no absolute paths like /Users/mara/..., read everything relative to DATA_DIR from the env\nthat's it",
        )
        .assistant("Got it. Is nbstripout already installed as a filter in this clone?")
        .bash("nbstripout --status", "nbstripout is not installed in repository '/home/dev/src/app'")
        .user("no, install it")
        .bash("nbstripout --install && nbstripout --status", "nbstripout is installed in repository '/home/dev/src/app'")
        .file("Edit", "notebooks/cohort_explore.ipynb")
        .assistant("Installed. I also replaced the two hard-coded /Users/mara paths in cohort_explore.ipynb with `Path(os.environ['DATA_DIR'])`.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["restart", "run all"] },
      { kind: "instruction", keys: ["nbstripout"] },
      { kind: "instruction", keys: ["data_dir"] },
    ],
  },
  {
    id: "b164-churn-window",
    build: (s) =>
      s
        .user("how far back does analytics.events go? I want 2 years of history for the churn model")
        .bash(
          'snowsql -q "select min(event_ts), max(event_ts) from analytics.events"',
          "+-------------------------+-------------------------+\n| MIN(EVENT_TS)           | MAX(EVENT_TS)           |\n|-------------------------+-------------------------|\n| 2024-03-01 00:00:04.000 | 2026-11-16 23:59:58.000 |\n+-------------------------+-------------------------+",
        )
        .assistant("It starts at 2024-03-01. Is there older data somewhere, or was that when tracking began?")
        .user(
          "right, analytics.events only goes back to 2024-03-01, everything before is in the legacy redshift warehouse. not worth pulling for now.\nwhat's the current churn label based on?",
        )
        .file("Read", "models/marts/ml/churn_labels.sql")
        .assistant("A customer is churned if no order in the 30 days after the snapshot date.")
        .user(
          "hmm, 30 is too short for the quarterly subscribers. TODO for next week: rebuild the churn label with a 60-day window. not now, I need the current numbers for tomorrow's review",
        )
        .stop("OK, leaving churn_labels.sql on the 30-day window for now."),
    planted: [
      { kind: "fact", keys: ["2024-03-01"] },
      { kind: "task", keys: ["churn", "60-day"] },
    ],
  },
  {
    id: "b164-sunday-dip",
    build: (s) =>
      s
        .user("why is there a dip every sunday in the daily orders chart? marketing thinks it's a tracking bug")
        .bash(
          "python -c \"import pandas as pd; df=pd.read_parquet('data/orders.parquet'); print(df.created_at.dt.tz, df.created_at.dt.hour.value_counts().sort_index().head(4))\"",
          "UTC\nhour\n0    20412\n1    18977\n2    17301\n3    11876\nName: count, dtype: int64",
        )
        .assistant("Maybe weekend traffic is just lower? Or the hours are shifted. created_at is UTC, and a lot of orders land at 00–02 UTC.")
        .bash("python scripts/dow_check.py --tz America/Sao_Paulo", "dow  orders_utc  orders_local\nSat  81234       88012\nSun  61203       84117")
        .assistant(
          "Found it: created_at is stored in UTC but the store runs on America/Sao_Paulo time, so Saturday-evening orders get counted as Sunday and Sunday evening slips into Monday. In local time the Sunday dip is gone.",
        )
        .user("ha, knew it wasn't tracking. ok, we do the conversion to local time in stg_orders once, not in every notebook")
        .file("Edit", "models/staging/stg_orders.sql")
        .assistant("Added `convert_timezone('America/Sao_Paulo', created_at) as created_at_local` to stg_orders.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["sao_paulo"] },
      { kind: "decision", keys: ["stg_orders", "local time"] },
    ],
  },
  {
    id: "b164-sampling",
    build: (s) =>
      s
        .user("the clickstream frame is way too big to eyeball, take a sample")
        .bash(
          "python -c \"import polars as pl; print(pl.scan_parquet('data/clicks/*.parquet').select(pl.len()).collect())\"",
          "shape: (1, 1)\n┌───────────┐\n│ len       │\n╞═══════════╡\n│ 412008877 │\n└───────────┘",
        )
        .assistant("412M rows. I'll take 0.1%. Any preference on how?")
        .user(
          "when exploring always sample with seed 42 so my numbers and yours line up, df.sample(fraction=..., seed=42). also not sure uniform sampling is even right here, maybe half the traffic is BR anyway? follow-up for me: ask Priya if the exploration sample should be stratified by region",
        )
        .file("Edit", "notebooks/clicks_explore.ipynb")
        .assistant("Sampled 412k rows with seed=42 into clicks_explore.ipynb.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["seed", "42"] },
      { kind: "task", keys: ["priya", "stratified"] },
    ],
  },
  {
    id: "b164-kernel-oom",
    build: (s) =>
      s
        .user("kernel died again loading clicks. what's going on")
        .bash("cat /sys/fs/cgroup/memory.max && dmesg | tail -2", "17179869184\n[88231.1] Memory cgroup out of memory: Killed process 4412 (python)")
        .assistant(
          "The JupyterHub pod is capped at 16 GB (memory.max = 17179869184), and the full clickstream is ~40 GB in memory. Options: a bigger profile, or read it lazily.",
        )
        .user(
          "nah, forget the bigger profile. ok so the 16 GB cap is what we live with. go lazy: scan_parquet for clicks from now on, collect only after the filters/aggregations",
        )
        .file("Edit", "notebooks/clicks_explore.ipynb")
        .bash("python -c \"import runpy; runpy.run_path('scripts/clicks_daily.py')\"", "peak rss: 3.1 GB\nwrote data/cache/clicks_daily.parquet (1034 rows)")
        .assistant("Switched the loader to `pl.scan_parquet(...).filter(...).group_by(...).collect()`; peak memory 3.1 GB.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["16 gb"] },
      { kind: "decision", keys: ["scan_parquet"] },
    ],
  },
  {
    id: "b164-customer-snapshots",
    build: (s) =>
      s
        .user("dim_customers has those hand-rolled valid_from/valid_to columns and they're wrong again for customers who changed plan twice in a day")
        .file("Read", "models/marts/core/dim_customers.sql")
        .assistant(
          "The window logic assumes one change per day. I could patch it with a row_number tiebreaker, or we could replace it with a dbt snapshot on stg_customers (check strategy on plan, country, email) and build the SCD2 dimension from that.",
        )
        .user("snapshots. no more hand-rolled history, dim_customers becomes SCD2 from a dbt snapshot")
        .file("Write", "snapshots/customers_snapshot.sql")
        .bash(
          "dbt snapshot --select customers_snapshot",
          "12:40:02  1 of 1 START snapshot snapshots.customers_snapshot\n12:40:19  1 of 1 OK snapshotted snapshots.customers_snapshot ... [SUCCESS 1 in 17.1s]",
        )
        .assistant(
          "Snapshot created and dim_customers now reads from it. The old analytics.customer_history table is still there; nothing references it any more.",
        )
        .user("keep it for now. remind me to drop customer_history once the snapshot has a month of data behind it")
        .stop("Will do; customer_history stays until then."),
    planted: [
      { kind: "decision", keys: ["snapshot", "scd2"] },
      { kind: "task", keys: ["customer_history"] },
    ],
  },
  {
    id: "b164-attribution-owner",
    build: (s) =>
      s
        .user("the last-touch numbers in fct_attribution look off vs GA. can you see why?")
        .file("Read", "models/marts/attribution/fct_attribution.sql")
        .assistant("It uses a 7-day lookback for paid social and 30 days for everything else. Want me to align them?")
        .user(
          "no wait, don't change it. the attribution models belong to Tomas's team (growth analytics), they own everything in models/marts/attribution. and in general: before changing anything under marts, post in #data-eng first. I'll just send Tomas the question",
        )
        .bash("git status --short", "")
        .assistant(
          "Nothing changed. Here's a summary you can send: paid social uses a 7-day lookback while other channels use 30, which explains most of the gap vs GA.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["attribution", "tomas"] },
      { kind: "instruction", keys: ["#data-eng"] },
    ],
  },
  {
    id: "b164-net-revenue",
    build: (s) =>
      s
        .user("people keep asking which revenue number is right. what does fct_orders use?")
        .file("Read", "models/marts/core/fct_orders.sql")
        .assistant("`revenue` there is gross: item total plus shipping, before refunds and discounts. Do you want a net column alongside it?")
        .user(
          "yes. definition, and this is the one we go with from now on: net revenue = gross minus refunds minus discounts, excluding shipping. and FYI finance's board dashboard still uses gross incl. shipping, so our numbers won't match theirs and that's expected",
        )
        .file("Edit", "models/marts/core/fct_orders.sql")
        .bash(
          "dbt build --select fct_orders --defer --state prod-artifacts",
          "12:55:10  1 of 5 START sql table model core.fct_orders\n12:55:48  Completed successfully\n12:55:48  Done. PASS=5 WARN=0 ERROR=0 SKIP=0 TOTAL=5",
        )
        .assistant("Added net_revenue to fct_orders; tests pass.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["net revenue", "shipping"] },
      { kind: "fact", keys: ["finance", "gross"] },
    ],
  },
  {
    id: "b164-deck-plots",
    build: (s) =>
      s
        .user("the retention chart for the weekly deck: y axis label says 'retension'. fix pls")
        .file("Edit", "notebooks/weekly_deck.ipynb")
        .assistant("Fixed the label. The chart is matplotlib; the other deck charts are a mix of matplotlib and plotly.")
        .user(
          "yeah that mix is annoying. I prefer plotly for anything that goes in the weekly deck, it exports cleaner. and at some point the palette needs redoing to be colour-blind safe, put it on the list, not today",
        )
        .bash("python scripts/export_deck.py --week 46", "exported 9 figures to out/deck_w46/")
        .assistant("Exported week 46 with the fixed label.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["plotly", "deck"] },
      { kind: "task", keys: ["colour-blind"] },
    ],
  },
  {
    id: "b164-snowflake-roles",
    build: (s) =>
      s
        .user("query on raw.payments fails, can you look")
        .bash(
          'snowsql -r ANALYST -q "select count(*) from raw.payments"',
          "002003 (02000): SQL compilation error:\nSchema 'RAW' does not exist or not authorized.",
          1,
        )
        .assistant("Not authorized. Is it a role issue, or does the ANALYST role lack access to RAW in general?")
        .bash('snowsql -q "show grants to role ANALYST" | grep -c USAGE', "2")
        .assistant("Confirmed: the ANALYST role has USAGE only on STAGING and MARTS; it can't read the RAW schema at all.")
        .user(
          "right, I forgot. need to request RAW access from Dmitri, but only after the SOC2 audit closes, he won't grant anything before that. for now use stg_payments",
        )
        .bash('snowsql -r ANALYST -q "select count(*) from staging.stg_payments"', "+----------+\n| COUNT(*) |\n|----------|\n|  2210443 |\n+----------+")
        .stop("stg_payments works: 2,210,443 rows."),
    planted: [
      { kind: "fact", keys: ["analyst", "raw"] },
      { kind: "task", keys: ["dmitri"] },
    ],
  },
  {
    id: "b164-cache-format",
    build: (s) =>
      s
        .user("data/cache is full of .pkl files from different pandas versions and half of them won't load anymore")
        .bash("du -sh data/cache && ls data/cache | sed 's/.*\\.//' | sort | uniq -c", "41G\tdata/cache\n    212 pkl\n     37 parquet")
        .assistant("41 GB, mostly pickles. Parquet would survive version upgrades and polars can read it too. Should I convert?")
        .user(
          "yes — intermediate frames get cached as parquet, not pickle. convert what still loads, bin the rest. and later we need a proper cleanup job for data/cache, 41G is silly",
        )
        .bash("python scripts/pkl_to_parquet.py data/cache", "converted 188, failed 24 (removed)")
        .assistant("Converted 188 pickles to parquet and removed the 24 that no longer load.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["parquet", "pickle"] },
      { kind: "task", keys: ["cleanup", "cache"] },
    ],
  },
  {
    id: "b164-checkout-abtest",
    build: (s) =>
      s
        .user("checkout_v2 experiment readout: control has way more users than treatment, is that normal?")
        .bash("python scripts/srm_check.py --experiment checkout_v2", "control: 52.1%  treatment: 47.9%\nchi2 p-value: 3.2e-41  -> SRM detected")
        .assistant("No, that's a sample ratio mismatch. Maybe the assignment hashes on something that differs between platforms? Let me split by user agent.")
        .bash("python scripts/srm_check.py --experiment checkout_v2 --exclude-bots", "control: 50.02%  treatment: 49.98%\nchi2 p-value: 0.71")
        .assistant(
          "Root cause confirmed: the sample ratio mismatch comes from bots, which the assignment service always puts in control. With bots excluded the split is 50.0/50.0.",
        )
        .user(
          "great find. the bot filter isn't in fct_sessions yet though. so: rerun the significance test for checkout_v2 once the bot filter lands in fct_sessions. not before",
        )
        .file("Edit", "notebooks/experiments/checkout_v2.ipynb")
        .stop("Added a note cell at the top of the checkout_v2 notebook saying the readout is on hold."),
    planted: [
      { kind: "fact", keys: ["sample ratio", "bots"] },
      { kind: "task", keys: ["significance", "fct_sessions"] },
    ],
  },
  {
    id: "b164-uv-env",
    build: (s) =>
      s
        .user("import polars fails in the notebook but works in my terminal??")
        .bash(
          "jupyter kernelspec list",
          "Available kernels:\n  python3           /opt/conda/share/jupyter/kernels/python3\n  analytics-3.11    /home/dev/.local/share/jupyter/kernels/analytics-3.11",
        )
        .assistant("The notebook is on the default `python3` kernel; your terminal venv is registered as `analytics-3.11`. Which one is the team's?")
        .user(
          "analytics-3.11 is the team kernel on the hub, python3 is just the bare conda base. and the env is managed with uv, always `uv pip sync requirements-nb.lock`, never plain pip install into it",
        )
        .bash("uv pip sync requirements-nb.lock", "Resolved 84 packages in 412ms\nAudited 84 packages in 3ms")
        .file("Edit", "notebooks/feature_build.ipynb")
        .assistant("Env is in sync and feature_build.ipynb now uses the analytics-3.11 kernel; polars imports fine.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["analytics-3.11"] },
      { kind: "instruction", keys: ["uv pip sync"] },
    ],
  },
  {
    id: "b164-null-country",
    build: (s) =>
      s
        .user("country is null for a chunk of customers. GDPR deletions? or a broken geo-ip lookup?")
        .bash(
          "python -c \"import polars as pl; df=pl.read_parquet('data/customers.parquet'); print(df.filter(pl.col('country').is_null()).group_by('signup_channel').len())\"",
          "shape: (1, 2)\n┌────────────────┬───────┐\n│ signup_channel ┆ len   │\n╞════════════════╪═══════╡\n│ amazon         ┆ 40512 │\n└────────────────┴───────┘",
        )
        .assistant(
          "Neither: all 40,512 null-country customers (about 8%) signed up through the Amazon marketplace channel, which doesn't pass an address to us. So country being null is structural for Amazon signups, not a bug.",
        )
        .user("makes sense. should we drop them from the regional breakdown?")
        .assistant("Dropping them would understate the totals by 8%. Alternatively label them.")
        .user("label them. we bucket null country as 'unknown' in the reports, don't drop")
        .file("Edit", "notebooks/regional_breakdown.ipynb")
        .stop("Null countries now show as 'unknown' in the regional breakdown."),
    planted: [
      { kind: "fact", keys: ["amazon", "country"] },
      { kind: "decision", keys: ["unknown"] },
    ],
  },
  {
    id: "b164-sqlfluff",
    build: (s) =>
      s
        .user("the PR for stg_payments got 20 review comments about formatting lol")
        .bash(
          "sqlfluff lint models/staging/stg_payments.sql --dialect snowflake",
          "== [models/staging/stg_payments.sql] FAIL\nL:   3 | P:   5 | CP01 | Keywords must be consistently upper case.\nL:  12 | P:   1 | LT02 | Expected indent of 4 spaces.\nAll Finished!",
        )
        .assistant("sqlfluff finds 2 issues here; the rest of the review comments are the same two rules on other lines. Fix them?")
        .user(
          "yes fix. and going forward, lint dbt sql with sqlfluff (snowflake dialect) before you open any PR. follow-up for later: wire sqlfluff into pre-commit so nobody has to remember",
        )
        .bash(
          "sqlfluff fix models/staging/stg_payments.sql --dialect snowflake -f && sqlfluff lint models/staging/stg_payments.sql --dialect snowflake",
          "All Finished! All checks passed!",
        )
        .stop("stg_payments.sql passes sqlfluff now."),
    planted: [
      { kind: "instruction", keys: ["sqlfluff", "before"] },
      { kind: "task", keys: ["pre-commit"] },
    ],
  },
  {
    id: "b164-events-incremental",
    build: (s) =>
      s
        .user("fct_events full refresh takes 55 min on the XL warehouse. options?")
        .file("Read", "models/marts/core/fct_events.sql")
        .assistant("Make it incremental. With dbt 1.9 we could use the microbatch strategy, which batches by event_ts day.")
        .bash("dbt --version | head -2", "Core:\n  - installed: 1.7.14")
        .assistant("Scratch microbatch: we're on dbt-core 1.7.14, and microbatch only exists from 1.9. Plain incremental with merge works on 1.7.")
        .user(
          "yeah we're stuck on 1.7 until the platform team upgrades, so no microbatch. ok: fct_events goes incremental, merge on event_id, with a 3 days lookback for late events",
        )
        .file("Edit", "models/marts/core/fct_events.sql")
        .bash(
          "dbt build --select fct_events --defer --state prod-artifacts",
          "13:20:01  1 of 4 START sql incremental model core.fct_events\n13:21:12  Completed successfully",
        )
        .stop("fct_events is incremental now; the run took 71 s."),
    planted: [
      { kind: "fact", keys: ["1.7", "microbatch"] },
      { kind: "decision", keys: ["incremental", "3 days"] },
    ],
  },
  {
    id: "b164-monday-list",
    build: (s) =>
      s
        .user("cohort table for Q4 is built, right? show me the row counts per month")
        .bash('snowsql -q "select cohort_month, count(*) from marts.cohorts group by 1 order by 1"', "2026-10 | 18322\n2026-11 | 9931")
        .assistant("Q4 so far: October 18,322 and November 9,931 (partial month). Q1 and earlier aren't in marts.cohorts.")
        .user(
          "right, the table only started in october. ok I'm out for the week. left for monday:\n- backfill the cohort table for Q1\n- add the LTV curve chart to the weekly deck\nthat's it, thanks",
        )
        .stop("Noted both for Monday."),
    planted: [
      { kind: "task", keys: ["backfill", "cohort"] },
      { kind: "task", keys: ["ltv"] },
    ],
  },
  {
    id: "b164-weekly-schedule",
    build: (s) =>
      s
        .user("the weekly report cron on the jupyter box didn't run again. third time this month")
        .bash(
          "crontab -l && tail -3 /var/log/weekly_report.log",
          "0 6 * * 1 /home/dev/run_weekly.sh\n2026-11-17 06:00:01 starting\n2026-11-17 06:00:02 ERROR: kernel analytics-3.11 not found",
        )
        .assistant(
          "The hub pod was recycled and the kernel wasn't registered when the cron fired. We could add a retry, or move the job: papermill in Airflow would run it on a worker with the env baked in.",
        )
        .user("do the airflow thing. the weekly report gets scheduled with papermill from Airflow, the cron on the jupyter box goes away")
        .file("Write", "dags/weekly_report.py")
        .bash(
          "crontab -r && airflow dags test weekly_report 2026-11-17",
          "[2026-11-17 13:40:12] INFO - Executing notebook with kernel: analytics-3.11\n[2026-11-17 13:42:55] INFO - Marking task as SUCCESS",
        )
        .stop("The DAG ran the notebook successfully; the crontab is removed."),
    planted: [{ kind: "decision", keys: ["papermill", "airflow"] }],
  },
  {
    id: "b164-payment-units",
    build: (s) =>
      s
        .user("average payment in stg_payments is 4,812 euros?? that can't be right")
        .bash('snowsql -q "select currency, avg(amount) from staging.stg_payments group by 1"', "EUR | 4812.3\nUSD | 5190.8\nJPY | 6120.4")
        .assistant("Might be cents. EUR and USD averages look like cents (≈ 48 €), but JPY at 6,120 looks like yen already. Checking a few known orders.")
        .bash("python scripts/check_known_payments.py", "order 1001 EUR amount=4599 expected=45.99\norder 2203 JPY amount=6100 expected=6100")
        .assistant(
          "Confirmed: raw.payments amounts are in cents (minor units) for every currency except JPY, which is stored in whole yen since it has no minor unit.",
        )
        .user("of course. ok fix stg_payments to divide by 100 except JPY. TODO: get the FX table from finance so we can convert everything to EUR, ask them")
        .file("Edit", "models/staging/stg_payments.sql")
        .stop("stg_payments now divides by 100 for all currencies except JPY."),
    planted: [
      { kind: "fact", keys: ["cents", "jpy"] },
      { kind: "task", keys: ["fx table"] },
    ],
  },
  {
    id: "b164-date-ranges",
    build: (s) =>
      s
        .user("the november total in the funnel notebook double counts nov 1st. see cell 14")
        .file("Read", "notebooks/funnel.ipynb")
        .assistant(
          "Cell 14 filters `between '2026-10-01' and '2026-11-01'` for October and then `between '2026-11-01' and '2026-11-30'` for November, so Nov 1 lands in both, and Nov 30 after midnight is lost.",
        )
        .user(
          "classic. always closed-open date ranges in filters: >= start and < end, no BETWEEN on dates, anywhere. fix this one. the retention notebook has the exact same bug, remind me to fix it in the retention notebook tomorrow, I want to check the numbers with Ines first",
        )
        .file("Edit", "notebooks/funnel.ipynb")
        .bash(
          "python -m nbconvert --to notebook --execute notebooks/funnel.ipynb --output /tmp/funnel_check.ipynb",
          "[NbConvertApp] Writing 188342 bytes to /tmp/funnel_check.ipynb",
        )
        .stop("Funnel totals no longer double count Nov 1."),
    planted: [
      { kind: "instruction", keys: ["closed-open"] },
      { kind: "task", keys: ["retention notebook"] },
    ],
  },
  {
    id: "b164-hubspot-lag",
    build: (s) =>
      s
        .user("sales says the pipeline numbers in the dashboard are always a few hours stale. is fivetran broken?")
        .bash("fivetran connectors status hubspot_prod", "connector: hubspot_prod\nsync_frequency: 360\nlast_sync: 2026-11-17T12:00:11Z\nstatus: healthy")
        .assistant(
          "Not broken: the HubSpot connector syncs every 360 minutes, so the HubSpot source in Fivetran is only refreshed every 6 hours by design. Lowering it would cost more MAR.",
        )
        .user(
          "ok that explains it. for pipeline numbers we'll use the daily salesforce export instead of hubspot then, sales trusts that one anyway. can you switch the source in the pipeline model",
        )
        .file("Edit", "models/marts/sales/fct_pipeline.sql")
        .stop("fct_pipeline now reads from the Salesforce export."),
    planted: [
      { kind: "fact", keys: ["hubspot", "6 hours"] },
      { kind: "decision", keys: ["salesforce"] },
    ],
  },
  {
    id: "b164-leading-zeros",
    build: (s) =>
      s
        .user("the join between stores.csv and the sales frame drops 30% of rows")
        .bash(
          "python -c \"import pandas as pd; s=pd.read_csv('data/stores.csv'); print(s.store_id.head(3).tolist(), s.store_id.dtype)\"",
          "[412, 87, 9021] int64",
        )
        .assistant("pandas parsed store_id as int, so '0412' became 412; the sales frame has the string '0412'.")
        .user("yep. rule for every load: read IDs as strings (dtype=str in pandas, pl.Utf8 in polars), the leading zeros are meaningful. fix this read")
        .file("Edit", "notebooks/store_sales.ipynb")
        .bash("python scripts/check_join.py", "matched 100.0% (8812/8812)")
        .stop("All rows match now."),
    planted: [{ kind: "instruction", keys: ["leading zeros"] }],
  },
  {
    id: "b164-forecast-model",
    build: (s) =>
      s
        .user("need a baseline for the daily demand forecast. prophet again?")
        .bash(
          "python scripts/backtest.py --models prophet,autoets,seasonal_naive --horizon 28",
          "model           mape\nseasonal_naive  0.214\nprophet         0.171\nautoets         0.158",
        )
        .assistant(
          "On a 28-day backtest AutoETS from statsforecast beats Prophet (MAPE 0.158 vs 0.171) and fits in seconds. I'd suggest AutoETS as the baseline.",
        )
        .user(
          "ok, AutoETS it is for the baseline. the december peaks are the big miss in all of them though. next sprint: add a holiday calendar feature (BR + PT holidays) to the forecast",
        )
        .file("Write", "notebooks/forecast/baseline_autoets.ipynb")
        .stop("Baseline notebook written with AutoETS."),
    planted: [
      { kind: "decision", keys: ["autoets"] },
      { kind: "task", keys: ["holiday calendar"] },
    ],
  },
  {
    id: "b164-train-test-split",
    build: (s) =>
      s
        .user("set up the train/test split for the churn model. random 80/20 is fine")
        .file("Edit", "notebooks/churn/train.ipynb")
        .assistant("Done with train_test_split(test_size=0.2, random_state=42). Test AUC 0.91, which seems high for churn.")
        .bash(
          "python scripts/leakage_check.py --target churned_60d",
          "feature days_since_last_order: same customer in train and test at later snapshot dates (31.2% overlap)",
        )
        .assistant(
          "The random split leaks: the same customer appears at several snapshot dates, and later snapshots end up in train while earlier ones are in test. A time-based split would avoid it.",
        )
        .user(
          "ugh you're right. scrap the random split. time-based split: train on snapshots before 2026-07-01, test on everything from 2026-07-01 on. also the scaler gets fit on the train part only, never on the full frame, I saw that in cell 9 too",
        )
        .file("Edit", "notebooks/churn/train.ipynb")
        .bash(
          "python -m nbconvert --to notebook --execute --inplace notebooks/churn/train.ipynb && grep -o 'test_auc=[0-9.]*' notebooks/churn/train.ipynb",
          "test_auc=0.78",
        )
        .stop("With the time-based split and the scaler fit on train only, test AUC is 0.78."),
    planted: [
      { kind: "decision", keys: ["time-based", "2026-07-01"] },
      { kind: "instruction", keys: ["scaler"] },
    ],
  },
  {
    id: "b164-country-regions",
    build: (s) =>
      s
        .user("where does the region column in dim_customers come from? Angola shows up as null")
        .bash(
          'grep -rn "region" models/marts/core/dim_customers.sql',
          "14:    cr.region,\n22:left join {{ ref('country_regions') }} cr on cr.country_code = c.country",
        )
        .assistant("It's a ref to `country_regions`. Is that a model or a seed?")
        .bash("ls seeds/ && grep -c , seeds/country_regions.csv", "country_regions.csv\ncurrency_codes.csv\n57")
        .assistant(
          "It's a seed: the country → region mapping lives in seeds/country_regions.csv (57 rows), not in a warehouse table. Angola (AO) and Mozambique (MZ) aren't in it, hence the nulls.",
        )
        .user("ah right. Ines is sending me the region codes for those. follow-up once she does: add Angola and Mozambique to the seed and re-run dbt seed")
        .stop("OK, leaving the seed as is until the codes arrive."),
    planted: [
      { kind: "fact", keys: ["country_regions"] },
      { kind: "task", keys: ["angola", "mozambique"] },
    ],
  },
  {
    id: "b164-notebook-naming",
    build: (s) =>
      s
        .user("the notebooks folder is chaos, 140 files called things like test2_final.ipynb. help")
        .bash("ls notebooks | wc -l && ls notebooks | head -4", "140\nUntitled12.ipynb\nchurn_v2_final.ipynb\nchurn_v2_final_FINAL.ipynb\ncohort_explore.ipynb")
        .assistant(
          "A few ideas: a naming scheme, an archive/ folder for dead ones, and pairing notebooks with jupytext so reviews see a .py diff instead of JSON. Which of these do you want?",
        )
        .user(
          "all three kind of. ok:\n- new notebooks get a date prefix, YYYY-MM-DD_topic.ipynb\n- pair them with jupytext (py:percent), yes, lets do that\n- anything we run more than twice moves out of the notebook into src/analytics as a proper function with a test\nthe archive folder I'll sort myself",
        )
        .file("Write", "jupytext.toml")
        .bash("jupytext --set-formats ipynb,py:percent notebooks/*.ipynb | tail -1", "[jupytext] Updating notebooks/weekly_deck.ipynb")
        .assistant("jupytext.toml added and all 140 notebooks paired with py:percent files.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["date prefix"] },
      { kind: "decision", keys: ["jupytext"] },
      { kind: "instruction", keys: ["src/analytics"] },
    ],
  },
  {
    id: "b164-warehouse-cost",
    build: (s) =>
      s
        .user("the snowflake bill jumped 40% last month, finance is asking. is it us?")
        .bash(
          "snowsql -q \"select warehouse_name, sum(credits_used) from snowflake.account_usage.warehouse_metering_history where start_time >= '2026-10-01' and start_time < '2026-11-01' group by 1\"",
          "TRANSFORMING_XL | 2911.4\nANALYST_S       | 188.2\nLOADING_M       | 402.7",
        )
        .assistant(
          "Mostly TRANSFORMING_XL. It burns 16 credits per hour while running, and query history shows ~60% of its October time came from notebook sessions, not dbt.",
        )
        .user(
          "yeah, that's us running notebooks on XL. ok new rule: notebooks query on ANALYST_S, never on TRANSFORMING_XL, that one is for dbt prod only. I'll tell the others",
        )
        .file("Edit", "notebooks/_config.py")
        .stop("The shared notebook config now connects with warehouse ANALYST_S."),
    planted: [
      { kind: "fact", keys: ["16 credits"] },
      { kind: "instruction", keys: ["analyst_s"] },
    ],
  },
  {
    id: "b164-zip-nulls",
    build: (s) =>
      s
        .user("zip codes are null for all the PT stores after row ~100 when I load stores_pt.csv with polars, but the csv has them")
        .bash("python -c \"import polars as pl; df=pl.read_csv('data/stores_pt.csv'); print(df.schema['zip'], df['zip'].null_count())\"", "Int64 212")
        .assistant("Maybe the CSV has mixed encodings? Or polars is guessing the type wrong.")
        .bash(
          "python -c \"import polars as pl; df=pl.read_csv('data/stores_pt.csv', infer_schema_length=None); print(df.schema['zip'], df['zip'].null_count())\"",
          "String 0",
        )
        .assistant(
          "Confirmed: polars read_csv infers the schema from the first 100 rows only (infer_schema_length=100). The first 100 zips are numeric, so it picks Int64, and the PT ones like '1000-001' become null.",
        )
        .user("nasty. ok from now on the loaders pass an explicit schema for every csv, no inference. do it for stores_pt and stores_br now")
        .file("Edit", "src/analytics/loaders.py")
        .stop("Both loaders now pass an explicit schema; zip is a String."),
    planted: [
      { kind: "fact", keys: ["100 rows"] },
      { kind: "decision", keys: ["explicit schema"] },
    ],
  },
  {
    id: "b164-data-tests",
    build: (s) =>
      s
        .user("we had negative net revenue in fct_orders for two days and nobody noticed. how do we catch this kind of thing")
        .assistant(
          "Two routes: Great Expectations as a separate validation layer, or staying inside dbt with generic tests plus the dbt-expectations package (expect_column_values_to_be_between etc.). GE is more powerful but it's another tool to run and schedule.",
        )
        .user("stay in dbt. dbt tests + dbt-expectations, no great expectations")
        .file("Edit", "packages.yml")
        .bash("dbt deps", "13:02:11  Installing calogica/dbt_expectations\n13:02:13  Installed from version 0.10.4")
        .assistant("dbt-expectations 0.10.4 installed. Want me to add a range test on net_revenue now?")
        .user("not today, I want to think about the bounds with finance. next week: add an expect_column_values_to_be_between test on net_revenue")
        .stop(),
    planted: [
      { kind: "decision", keys: ["dbt-expectations"] },
      { kind: "task", keys: ["net_revenue", "between"] },
    ],
  },
  {
    id: "b164-staging-review",
    build: (s) =>
      s
        .user("opened the PR for stg_refunds. who should I request review from? the CODEOWNERS file is empty")
        .bash("cat .github/CODEOWNERS", "# owners\n")
        .assistant("CODEOWNERS is empty, so GitHub won't suggest anyone. Do you know who usually reviews staging changes?")
        .user(
          "Ines reviews everything in models/staging, she wrote most of it. I'll add her. oh and unrelated, the board churn deck is due dec 5, remind me on monday to start it, I keep forgetting",
        )
        .bash("gh pr edit 412 --add-reviewer ines-f", "https://github.com/acme/analytics/pull/412")
        .stop("Requested review from Ines on PR 412."),
    planted: [
      { kind: "fact", keys: ["ines", "staging"] },
      { kind: "task", keys: ["board", "dec 5"] },
    ],
  },
  {
    id: "b164-pii-outputs",
    build: (s) =>
      s
        .user("legal flagged that a notebook in the repo has customer emails in its outputs. which one?")
        .bash("grep -l '@gmail.com' notebooks/*.ipynb", "notebooks/customers_explore.ipynb")
        .assistant("customers_explore.ipynb: cell 5's output prints emails. Which columns count as PII here, is there a list?")
        .user(
          "yes, PII columns are tagged with meta pii: true in the dbt schema yml files, that's the list. and the rule: no raw emails or names in any notebook output, hash them with sha256 before displaying. clear that output now",
        )
        .file("Edit", "notebooks/customers_explore.ipynb")
        .bash("nbstripout notebooks/customers_explore.ipynb && grep -c '@gmail.com' notebooks/customers_explore.ipynb", "0", 1)
        .stop("Output cleared; no emails left in the notebook."),
    planted: [
      { kind: "fact", keys: ["pii", "meta"] },
      { kind: "instruction", keys: ["sha256"] },
    ],
  },
  {
    id: "b164-money-types",
    build: (s) =>
      s
        .user("sum of net_revenue in the mart is off by 0.03 from the notebook. rounding?")
        .bash('snowsql -q "describe table marts.fct_orders" | grep revenue', "NET_REVENUE | FLOAT\nREVENUE     | FLOAT")
        .assistant("The revenue columns are FLOAT, so sums accumulate binary rounding errors. Casting to NUMBER(18,2) would make them exact. Should I?")
        .user("yes. money is NUMBER(18,2) in the marts, no floats, that goes for every amount column")
        .file("Edit", "models/marts/core/fct_orders.sql")
        .bash(
          "dbt build --select fct_orders --defer --state prod-artifacts",
          "13:30:40  Completed successfully\n13:30:40  Done. PASS=5 WARN=0 ERROR=0 SKIP=0 TOTAL=5",
        )
        .stop("Amounts in fct_orders are NUMBER(18,2); the totals match to the cent."),
    planted: [{ kind: "decision", keys: ["number(18,2)"] }],
  },
  {
    id: "b164-experiment-rules",
    build: (s) =>
      s
        .user("PMs want the search_ranking_v3 result today, it started last tuesday. can we read it out?")
        .bash("python scripts/experiment_status.py search_ranking_v3", "started: 2026-11-10\ndays running: 7\nusers: 48211\nmde at 80% power: 4.1%")
        .assistant("7 days in and the minimum detectable effect is still 4.1%. A readout now would likely be underpowered and miss the weekly cycle.")
        .user(
          "ok that settles it. standing rule for experiments: no readouts before 14 days, full two weeks minimum, whatever the PMs say. and we need a proper readout template in Notion so I stop rewriting it, that's for later",
        )
        .file("Edit", "notebooks/experiments/search_ranking_v3.ipynb")
        .stop("Marked the search_ranking_v3 notebook as not ready until day 14 (Nov 24)."),
    planted: [
      { kind: "instruction", keys: ["14 days"] },
      { kind: "task", keys: ["readout template"] },
    ],
  },
  {
    id: "b164-e-kernel-restart",
    build: (s) =>
      s
        .user("kernel keeps saying 'busy' forever on the cohort notebook, cell 3")
        .bash(
          "jupyter server list && ps aux | grep ipykernel | head -2",
          "http://localhost:8888/ :: /home/dev/src/app\ndev  5512 98.4 12.1 ipykernel_launcher -f kernel-7f2.json",
        )
        .assistant("The kernel is at 98% CPU; cell 3 is the cross join between cohorts and all dates, which explodes to ~900M rows. Should I interrupt it?")
        .user("yes kill it. did I really write a cross join there? lol")
        .bash("kill -INT 5512", "")
        .assistant("Interrupted. Cell 3 now joins on cohort_month only, runs in 2 s.")
        .user("nice thx")
        .stop(),
    planted: [],
  },
  {
    id: "b164-e-groupby-nan",
    build: (s) =>
      s
        .user("why does groupby('channel').size() give fewer rows than value_counts(dropna=False)? where do the NaN go")
        .assistant(
          "pandas' groupby drops NaN keys by default (dropna=True), while value_counts(dropna=False) keeps them as their own row. So the missing rows are the customers with no channel. groupby('channel', dropna=False) keeps them.",
        )
        .bash("python -c \"import pandas as pd; df=pd.read_parquet('data/customers.parquet'); print(df.channel.isna().sum())\"", "1207")
        .user("ahh 1207, that's exactly the gap. ok good, just wanted to understand it")
        .assistant("Yes, 1,207 rows with a null channel account for the whole difference.")
        .stop(),
    planted: [],
  },
  {
    id: "b164-e-markdown-typo",
    build: (s) =>
      s
        .user("in the intro markdown cell of funnel.ipynb it says 'converison', fix that and re-run everything")
        .file("Edit", "notebooks/funnel.ipynb")
        .bash(
          "python -m nbconvert --to notebook --execute --inplace notebooks/funnel.ipynb",
          "[NbConvertApp] Converting notebook notebooks/funnel.ipynb to notebook\n[NbConvertApp] Writing 190113 bytes to notebooks/funnel.ipynb",
        )
        .assistant("Fixed the typo and re-executed the notebook; all 31 cells ran.")
        .user("cool")
        .assistant("Anything else in the funnel notebook?")
        .user("nope that's all for today")
        .stop(),
    planted: [],
  },
  {
    id: "b164-e-dbt-warnings",
    build: (s) =>
      s
        .user("what are all these warnings in the dbt log? should I be worried")
        .bash(
          "grep -i warn logs/dbt.log | head -4",
          "[WARN]: Configuration paths exist in your dbt_project.yml file which do not apply to any resources.\n[WARN]: Deprecated functionality: 'tests' config must be renamed to 'data_tests'. This will always be raised until the config is updated.\n[WARN]: TODO comment found in models/staging/stg_refunds.sql line 4\n[WARN]: Test 'unique_dim_products_sku' never ran: node disabled",
        )
        .assistant(
          "None of them break anything. The first is an unused path in dbt_project.yml, the second a deprecation (tests → data_tests) that dbt repeats on every run, the third a linter note about a TODO comment in stg_refunds.sql, and the last says a test on a disabled model was skipped.",
        )
        .user("ok so nothing urgent? could the unique test on sku be hiding actual dupes?")
        .assistant("Possibly, but only if dim_products gets re-enabled; the model is disabled, so nothing downstream reads it right now.")
        .user("fine, leave it all as is")
        .stop(),
    planted: [],
  },
  {
    id: "b164-e-signup-spike",
    build: (s) =>
      s
        .user("there's a spike in signups on nov 11. bots? or was that the newsletter?")
        .bash(
          "snowsql -q \"select date(created_at), count(*) from staging.stg_customers where created_at >= '2026-11-09' and created_at < '2026-11-14' group by 1 order by 1\"",
          "2026-11-09 | 1204\n2026-11-10 | 1188\n2026-11-11 | 3971\n2026-11-12 | 1320\n2026-11-13 | 1241",
        )
        .assistant("3,971 vs ~1,200 normally. Could be a campaign, or could be bot signups; the email domains might tell. I haven't checked either yet.")
        .user("maybe it's the singles day promo? not sure we even ran one in BR")
        .assistant("I can't tell from this table; the campaign calendar isn't in the warehouse.")
        .user("whatever, doesn't matter for this report, it's about october")
        .stop(),
    planted: [],
  },
  {
    id: "b164-e-duckdb-pitch",
    build: (s) =>
      s
        .user("the local join of orders x payments takes 3 min in pandas")
        .bash(
          "python -c \"import time,pandas as pd;t=time.time();o=pd.read_parquet('data/orders.parquet');p=pd.read_parquet('data/payments.parquet');o.merge(p,on='order_id');print(round(time.time()-t,1))\"",
          "181.7",
        )
        .assistant(
          "181 s. One option: run this kind of local join in DuckDB directly over the parquet files; it would probably take a few seconds. Want me to try it?",
        )
        .user("nah, not now. another engine in the stack is the last thing I need this week")
        .assistant("Understood. A cheaper trick for today: select only the 5 columns you need before the merge.")
        .user("sure, do that for this cell")
        .file("Edit", "notebooks/orders_payments.ipynb")
        .stop("With column pruning the merge takes 24 s."),
    planted: [],
  },
  {
    id: "b164-e-morning",
    build: (s) =>
      s
        .user("morning! coffee's finally kicking in. can you make the bars in the channel chart horizontal, labels are unreadable")
        .file("Edit", "notebooks/channel_mix.ipynb")
        .assistant("Switched to a horizontal bar chart sorted by value; the channel names fit now.")
        .user("much better. also make it a bit taller")
        .assistant("Set height to 600 px.")
        .user("perfect, ty")
        .stop(),
    planted: [],
  },
  {
    id: "b164-e-status",
    build: (s) =>
      s
        .user("where are we with the regional breakdown numbers?")
        .bash(
          "git log --oneline -3",
          "a91c2f0 regional breakdown: unknown bucket\n7b3e114 regional breakdown: per-country totals\n2d08c51 stg_orders: local time",
        )
        .assistant(
          "Status: per-country totals are done and committed, the unknown bucket is in, and the notebook runs top to bottom in 48 s. The only thing not yet done in this session is the PT vs BR comparison chart you mentioned; I'm doing it now.",
        )
        .file("Edit", "notebooks/regional_breakdown.ipynb")
        .assistant("PT vs BR chart added as the last cell.")
        .user("great, I'll look after lunch")
        .stop(),
    planted: [],
  },
  {
    id: "b164-e-log-scale",
    build: (s) =>
      s
        .user("the revenue by customer histogram is useless, one whale squashes everything. log scale on x?")
        .assistant("A log x-axis would spread the bulk out. Alternatively clip at the 99th percentile and note the whales separately.")
        .user("let's do log... actually no, scratch that, for this audience clipping reads easier. clip at p99 for this chart")
        .file("Edit", "notebooks/customer_value.ipynb")
        .bash("python -c \"import pandas as pd; df=pd.read_parquet('data/customer_value.parquet'); print(df.revenue.quantile(0.99))\"", "2841.5")
        .assistant("Clipped at 2,841.50 (p99); 412 customers above it, noted in the caption.")
        .stop(),
    planted: [],
  },
  {
    id: "b164-e-email-domain",
    build: (s) =>
      s
        .user("quick one: add a column with the email domain to the customers frame in cell 5")
        .file("Edit", "notebooks/customers_explore.ipynb")
        .assistant("Added `email_domain = df['email'].str.split('@').str[-1].str.lower()`.")
        .user("how many distinct?")
        .bash(
          "python -c \"import pandas as pd; df=pd.read_parquet('data/customers.parquet'); print(df.email.str.split('@').str[-1].str.lower().nunique())\"",
          "3318",
        )
        .assistant("3,318 distinct domains; gmail.com alone is 41% of customers.")
        .user("ok thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b164-e-asof-question",
    build: (s) =>
      s
        .user("is polars join_asof the same thing as pandas merge_asof? I need to attach the last known price to each order")
        .assistant(
          "Practically yes: both match each left row to the nearest key on the right, backward by default, and both need the frames sorted on the key. In polars the `by` argument plays the role of merge_asof's `by`.",
        )
        .user("and if there's no earlier price?")
        .assistant("Then the price column is null for that row in both libraries.")
        .bash('python -c "import polars as pl; print(pl.__version__)"', "1.14.0")
        .user("ok clear, thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b164-e-sqlfluff-config",
    build: (s) =>
      s
        .user("what does this sqlfluff config actually enforce? someone copied it from another repo")
        .bash(
          "cat .sqlfluff",
          "[sqlfluff]\ndialect = snowflake\ntemplater = dbt\n# TODO: revisit max_line_length\nmax_line_length = 120\n\n[sqlfluff:rules:capitalisation.keywords]\n# keywords must always be upper case\ncapitalisation_policy = upper\n\n[sqlfluff:rules:aliasing.table]\n# never use implicit aliases\naliasing = explicit",
        )
        .assistant(
          "Snowflake dialect with the dbt templater, lines up to 120 characters, upper-case keywords, and explicit `as` for table aliases. The TODO and the comments come from whoever wrote the original file.",
        )
        .user("is the dbt templater slow? lint takes forever")
        .assistant("It is slower than the jinja templater because it compiles the project first; on a project this size that's most of the lint time.")
        .user("ok, just curious")
        .stop(),
    planted: [],
  },
];

export const BLIND164 = plantedSet(BLIND164_SESSIONS, Date.UTC(2026, 10, 17, 9));
