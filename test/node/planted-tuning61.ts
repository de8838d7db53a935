/**
 * Training set for the sentence classifier (written without reading the extractor).
 *
 * Style: data science notebooks and analytics (Jupyter, pandas, polars, SQL dashboards, A/B test
 * analysis) in Codex CLI voice: the agent narrates in short bold-headed steps ("**Checking the
 * join**\n\nI'll …") and reports what it ran; the users are analysts who state facts about their
 * datasets and metric definitions and conventions for notebooks, sometimes in lists, sometimes
 * with typos. Each session is one segment; the items planted in it are listed with it. Every
 * other message must give nothing: questions, hypotheses, proposals not taken, withdrawn ideas,
 * unconfirmed guesses, quoted SQL, logs and tool output (with words like "always", "never",
 * "TODO"), chit-chat, and requests the agent completes in the same session. Superseded
 * decisions plant only the later one.
 *
 * Matching rule (the one planted-blind.ts states):
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

export const TUNING61_SESSIONS: readonly BlindSession[] = [
  {
    id: "t61-01-polars-sessionize",
    planted: [
      { kind: "decision", keys: ["polars"] },
      { kind: "fact", keys: ["events_raw"] },
    ],
    build: (s) =>
      s
        .user("sessionize.ipynb takes forever. can you time pandas vs polars on the october events dump")
        .assistant(
          "**Benchmarking the sessionization step**\n\nI'll run the same 30-minute-gap sessionization with both libraries on `data/events_2026_10.parquet`.",
        )
        .bash("uv run python scripts/bench_sessionize.py", "pandas   groupby+shift   41.8s  peak 11.2GB\npolars   group_by+shift   6.1s  peak 2.9GB")
        .assistant("polars is ~7x faster and uses a quarter of the memory here. Want me to port the notebook?")
        .user(
          "yes. decision: sessionize.ipynb moves to polars, pandas stays only in the legacy finance reports. fyi events_raw is partitioned by event_date, not by ingestion date, so filter on that to get pruning",
        )
        .file("Edit", "notebooks/2026-10-ana-sessionize.ipynb")
        .assistant(
          "**Ported**\n\nCells 3-9 now use `pl.scan_parquet` with an `event_date` filter; output matches the pandas version row for row (1,204,331 sessions).",
        ),
  },
  {
    id: "t61-02-kernel-restart",
    planted: [
      { kind: "instruction", keys: ["kernel"] },
      { kind: "task", keys: ["nbstripout"] },
    ],
    build: (s) =>
      s
        .user("the diff on churn_model.ipynb is unreadable, execution counts go 14, 3, 27, 5...")
        .bash(
          "git diff --stat notebooks/churn_model.ipynb",
          " notebooks/churn_model.ipynb | 812 ++++++++++-----------\n 1 file changed, 402 insertions(+), 410 deletions(-)",
        )
        .user(
          "rule from now on: before you commit any notebook, restart the kernel and run all top to bottom. I dont want out-of-order execution counts in git ever again",
        )
        .assistant("**Re-executing cleanly**\n\nI'll restart and run all, then commit.")
        .bash(
          "uv run jupyter nbconvert --to notebook --execute --inplace notebooks/churn_model.ipynb",
          "[NbConvertApp] Writing 88412 bytes to notebooks/churn_model.ipynb",
        )
        .user("nice. longer term we should strip outputs with nbstripout in the pre-commit hook, but not today, I need to ask the team first")
        .assistant("Noted, I'll leave pre-commit alone for now. The notebook is committed with sequential execution counts."),
  },
  {
    id: "t61-03-dau-definition",
    planted: [
      { kind: "fact", keys: ["dau"] },
      { kind: "task", keys: ["glossary"] },
    ],
    build: (s) =>
      s
        .user("why does the growth dashboard DAU differ from mine by like 4%?")
        .assistant("**Comparing the two queries**\n\nI'll diff the SQL behind the dashboard tile against your notebook cell.")
        .bash(
          "cat dashboards/growth/dau.sql",
          "SELECT event_date, COUNT(DISTINCT user_id) AS dau\nFROM analytics.events\nWHERE event_name = 'session_start'\nGROUP BY 1",
        )
        .assistant("The dashboard counts only `session_start` events by UTC `event_date`; your notebook counts any event in Europe/Berlin local days.")
        .user(
          "right, the dashboard one is canonical. DAU here = distinct user_id with at least one session_start in the UTC day. local time is wrong. and we still need to write that into the metrics glossary, it's not documented anywhere - do it next week, not now",
        )
        .file("Edit", "notebooks/2026-10-ana-dau-check.ipynb")
        .assistant("Switched your notebook to the UTC/session_start definition; the numbers now match the tile exactly."),
  },
  {
    id: "t61-04-srm-checkout",
    planted: [
      { kind: "decision", keys: ["checkout_v2"] },
      { kind: "task", keys: ["bucketing"] },
    ],
    build: (s) =>
      s
        .user("checkout_v2 readout looks too good. +9% conversion. can you check sample ratio mismatch?")
        .assistant("**Testing for SRM**\n\nI'll run a chi-square goodness-of-fit on the assignment counts against the intended 50/50 split.")
        .bash(
          'uv run python -c "from scipy.stats import chisquare; print(chisquare([512044, 498310]))"',
          "Power_divergenceResult(statistic=185.6, pvalue=2.8e-42)",
        )
        .assistant(
          "That's a severe SRM (p ≈ 3e-42). Control has 13.7k more users than treatment. Could be bot filtering, could be a redirect dropping users; I can't tell from the counts alone.",
        )
        .user(
          "ugh. ok checkout_v2 results are invalid, we're throwing this run away and relaunching it monday with a fresh salt. separately there's an open issue: the bucketing service double-assigns users who reinstall the app, someone has to dig into that later",
        )
        .file("Edit", "experiments/checkout_v2/README.md")
        .assistant("Marked the run as invalid in the experiment README with the SRM numbers."),
  },
  {
    id: "t61-05-groupby-question",
    planted: [],
    build: (s) =>
      s
        .user("quick q: does pandas groupby drop NaN keys by default?")
        .assistant("**Checking**\n\nYes, `dropna=True` is the default, so rows with a NaN key vanish. I'll show it on a toy frame.")
        .bash(
          "uv run python -c \"import pandas as pd; print(pd.DataFrame({'k':[1,None,1],'v':[1,2,3]}).groupby('k').v.sum())\"",
          "k\n1.0    4\nName: v, dtype: int64",
        )
        .user("huh, TIL. thx")
        .assistant("The NaN row (v=2) is gone. Pass `dropna=False` if you want it as its own group."),
  },
  {
    id: "t61-06-dashboard-source",
    planted: [
      { kind: "instruction", keys: ["analytics"] },
      { kind: "fact", keys: ["snowflake"] },
    ],
    build: (s) =>
      s
        .user("new tile for refunds by channel on the ops dashboard pls")
        .assistant("**Finding the source table**\n\nI see `prod_replica.refunds` has the channel column. I'll point the tile there.")
        .user(
          "no - dashboards never query prod_replica directly. they go through the views in the analytics schema, always. replica load is the DBAs problem and they will yell",
        )
        .bash('snowsql -q "DESC VIEW analytics.refunds"', "name        | type\nrefund_id   | VARCHAR\nchannel     | VARCHAR\namount_cents| NUMBER")
        .user("context for you: our warehouse is Snowflake, the dashboards run on an XS warehouse called DASH_WH")
        .file("Write", "dashboards/ops/refunds_by_channel.sql")
        .assistant("Tile added against `analytics.refunds` on DASH_WH."),
  },
  {
    id: "t61-07-revenue-ci",
    planted: [{ kind: "decision", keys: ["delta"] }],
    build: (s) =>
      s
        .user("for revenue per user in the pricing test, let's do bootstrap CIs, 10k resamples")
        .assistant("**Running the bootstrap**\n\nI'll start with 10k resamples on the full 40M-row orders frame.")
        .bash("uv run python scripts/bootstrap_rpu.py --n 10000", "resample 800/10000 ... elapsed 14m02s\n^C\nKeyboardInterrupt")
        .assistant("At this rate it'd take roughly three hours. I can subsample, or use an analytic variance.")
        .user("scrap the bootstrap, way too slow. we go with the delta method for revenue per user, ratio metric so it's the right call anyway")
        .file("Edit", "analysis/pricing/rpu.py")
        .bash("uv run python analysis/pricing/rpu.py", "RPU diff: +0.42 EUR  95% CI [0.11, 0.73]")
        .assistant("Delta-method CI is in: +0.42 EUR, [0.11, 0.73]."),
  },
  {
    id: "t61-08-conversion-rate",
    planted: [
      { kind: "fact", keys: ["conversion_rate"] },
      { kind: "instruction", keys: ["denominator"] },
    ],
    build: (s) =>
      s
        .user("finance says conversion is 5.1% and we say 3.4%, who's wrong")
        .bash("grep -rn conversion_rate models/metrics/", "models/metrics/conversion.sql:3:  orders::float / NULLIF(sessions, 0) AS conversion_rate")
        .assistant("**Found the difference**\n\nOur model divides by sessions; I'd guess finance divides by users, but I can't see their workbook.")
        .user(
          'yep they do per user. for the record: our conversion_rate is orders / sessions, not orders / users, both are "right". and when you plot any rate, put the denominator in the axis label, every time, so this confusion stops',
        )
        .file("Edit", "notebooks/2026-10-ana-conversion.ipynb")
        .assistant("Relabelled the y-axis to `orders / sessions` on all three charts."),
  },
  {
    id: "t61-09-ltv-backfill",
    planted: [{ kind: "task", keys: ["ltv_90d"] }],
    build: (s) =>
      s
        .user("cohort LTV chart has a hole before 2024")
        .bash(
          "duckdb -c \"SELECT min(cohort_week) FROM 'data/cohorts.parquet' WHERE ltv_90d IS NOT NULL\"",
          "┌──────────────────┐\n│ min(cohort_week) │\n│ 2024-01-01       │\n└──────────────────┘",
        )
        .assistant(
          "**Nulls before 2024**\n\n`ltv_90d` is null for every cohort before 2024-01-01. Maybe the currency join fails for older orders? I haven't confirmed that.",
        )
        .user("maybe, dunno. not chasing it today. leave a note that ltv_90d still needs a backfill for the pre-2024 cohorts, I'll pick it up next sprint")
        .file("Edit", "notebooks/2026-10-ana-ltv.ipynb")
        .assistant("Added a markdown cell at the top of the notebook flagging the missing pre-2024 values."),
  },
  {
    id: "t61-10-notebook-naming",
    planted: [
      { kind: "instruction", keys: ["naming"] },
      { kind: "fact", keys: ["jupytext"] },
    ],
    build: (s) =>
      s
        .user("make me a notebook for the onboarding funnel")
        .bash("ls notebooks/ | tail -4", "2026-09-ana-retention.ipynb\n2026-10-ana-sessionize.ipynb\n2026-10-jk-pricing.ipynb\nUntitled3.ipynb")
        .user(
          "naming convention for notebooks, pls stick to it: notebooks/<yyyy-mm>-<initials>-<topic>.ipynb, all lowercase, dashes. Untitled3 is mine, sorry, delete it",
        )
        .assistant("**Creating the notebook**\n\nI'll create `notebooks/2026-11-ana-onboarding-funnel.ipynb` and remove `Untitled3.ipynb`.")
        .file("Write", "notebooks/2026-11-ana-onboarding-funnel.ipynb")
        .assistant("There's also a `nb_src/` folder with .py files matching some notebooks. Is that generated?")
        .user("yes, jupytext pairs every notebook with a .py in nb_src/ and reviewers read the .py, not the ipynb")
        .bash("uv run jupytext --set-formats ipynb,nb_src//py:percent notebooks/2026-11-ana-onboarding-funnel.ipynb", "[jupytext] Updating notebook metadata")
        .assistant("Paired; `nb_src/2026-11-ana-onboarding-funnel.py` exists now."),
  },
  {
    id: "t61-11-plot-colors",
    planted: [],
    build: (s) =>
      s
        .user("the treatment/control colors on the lift chart are both blue-ish, make control grey")
        .file("Edit", "notebooks/2026-10-jk-pricing.ipynb")
        .bash(
          "uv run jupyter nbconvert --execute --to notebook --inplace notebooks/2026-10-jk-pricing.ipynb",
          "UserWarning: Matplotlib is currently using agg, which is a non-GUI backend, so cannot show the figure.\n# TODO(jk): always check CI overlap before calling a winner\n[NbConvertApp] Writing 204113 bytes",
        )
        .assistant(
          "**Done**\n\nControl is `#9e9e9e` now, treatment stays `#1f77b4`. The TODO in the output is an existing comment in cell 12, I left it as is.",
        )
        .user("perfect"),
  },
  {
    id: "t61-12-duckdb-local",
    planted: [
      { kind: "decision", keys: ["duckdb"] },
      { kind: "task", keys: ["export"] },
    ],
    build: (s) =>
      s
        .assistant("**Setting up local queries**\n\nShould I start a local Postgres in docker and load the parquet dumps into it for ad-hoc SQL?")
        .user("nah. we settled this last week: ad-hoc SQL over the parquet dumps runs in duckdb, no local postgres")
        .bash(
          "duckdb -c \"SELECT max(event_date) FROM 'dumps/sessions_daily/*.parquet'\"",
          "┌─────────────────┐\n│ max(event_date) │\n│ 2026-10-03      │\n└─────────────────┘",
        )
        .assistant("The newest `sessions_daily` dump is 2026-10-03, over three weeks old.")
        .user("argh. the nightly export cron for sessions_daily is broken then. not your problem right now, but it needs fixing - park it as an open item")
        .assistant("Okay. I'll run today's analysis on what's there and note the cutoff date in the output."),
  },
  {
    id: "t61-13-country-column",
    planted: [
      { kind: "fact", keys: ["country"] },
      { kind: "instruction", keys: ["country_current"] },
    ],
    build: (s) =>
      s
        .user("revenue by country map looks off, way too much in Ireland")
        .bash(
          "duckdb -c \"SELECT country, count(*) FROM 'dumps/users.parquet' GROUP BY 1 ORDER BY 2 DESC LIMIT 3\"",
          "┌─────────┬──────────┐\n│ country │ count    │\n│ US      │ 1802231  │\n│ IE      │  640118  │\n│ DE      │  511902  │",
        )
        .assistant("**Looking at the country field**\n\nIreland is second, which seems high. Possibly VPN or corporate proxy traffic?")
        .user(
          "no, it's known: users.country comes from the signup IP and never gets updated, lots of people signed up through the Dublin office promo. for anything customer facing use country_current from geo.user_location instead",
        )
        .file("Edit", "dashboards/exec/revenue_by_country.sql")
        .assistant("Map now joins `geo.user_location` and groups by `country_current`; Ireland drops to 9th."),
  },
  {
    id: "t61-14-seeds",
    planted: [{ kind: "instruction", keys: ["seed"] }],
    build: (s) =>
      s
        .user("I reran the uplift notebook and got different numbers than yesterday??")
        .bash(
          "grep -n 'random' nb_src/2026-10-ana-uplift.py",
          "41: idx = np.random.choice(len(df), 50_000)\n88: model = RandomForestClassifier(n_estimators=300)",
        )
        .assistant("**Unseeded randomness**\n\nBoth the subsample and the forest are unseeded, so every run differs.")
        .user(
          "ffs. standing rule: every notebook sets a fixed seed at the top (np.random.default_rng(SEED), random_state=SEED everywhere). reruns must reproduce",
        )
        .file("Edit", "notebooks/2026-10-ana-uplift.ipynb")
        .assistant("Added `SEED = 20261001` in the first cell and threaded it through the subsample and the model."),
  },
  {
    id: "t61-15-test-template",
    planted: [
      { kind: "decision", keys: ["two-sided"] },
      { kind: "task", keys: ["guardrail"] },
    ],
    build: (s) =>
      s
        .user("the experiment template has a one-sided test baked in. is that ok?")
        .assistant("**Reading the template**\n\nI'll check which test the template uses.")
        .bash("grep -n 'alternative' templates/experiment_readout.py", "57:    res = ttest_ind(t, c, alternative='greater')")
        .assistant("It's `alternative='greater'`, one-sided. That inflates false positives if an effect could go either way.")
        .user("agreed with the team in standup: all product experiments use a two-sided test at alpha 0.05. change the template")
        .file("Edit", "templates/experiment_readout.py")
        .user("and we also want a guardrail metric for p95 page latency in the template eventually. not this PR")
        .assistant("Template now uses `alternative='two-sided'`; nothing else changed."),
  },
  {
    id: "t61-16-over-explainer",
    planted: [],
    build: (s) =>
      s
        .user("what does .over() do in polars, is it like a window function?")
        .assistant(
          "**Explaining with an example**\n\nYes, it's a window: the expression is computed per group and broadcast back to every row, like `SUM(x) OVER (PARTITION BY g)`.",
        )
        .bash(
          "uv run python -c \"import polars as pl; print(pl.DataFrame({'g':['a','a','b'],'x':[1,2,5]}).with_columns(pl.col('x').sum().over('g').alias('s')))\"",
          "shape: (3, 3)\n│ g   ┆ x   ┆ s   │\n│ a   ┆ 1   ┆ 3   │\n│ a   ┆ 2   ┆ 3   │\n│ b   ┆ 5   ┆ 5   │",
        )
        .user("ok makes sense, cheers"),
  },
  {
    id: "t61-17-split-shipments",
    planted: [
      { kind: "fact", keys: ["shipment"] },
      { kind: "instruction", keys: ["dedupe"] },
    ],
    build: (s) =>
      s
        .user("GMV in my notebook is 6% higher than the finance number")
        .bash(
          "duckdb -c \"SELECT count(*), count(DISTINCT order_id) FROM 'dumps/orders.parquet'\"",
          "┌──────────────┬──────────────────────────┐\n│ count_star() │ count(DISTINCT order_id) │\n│ 9412004      │ 8871550                  │",
        )
        .assistant("**Duplicate order ids**\n\n540k rows share an order_id. Are those split shipments or a load bug?")
        .user(
          "split shipments. orders has one row per shipment, same order_id repeated. so: always dedupe on order_id before summing revenue, in every notebook and every dashboard query",
        )
        .file("Edit", "notebooks/2026-10-ana-gmv.ipynb")
        .assistant("Added a `unique(subset='order_id')` step before the sum; GMV now matches finance within 0.1%."),
  },
  {
    id: "t61-18-superset",
    planted: [
      { kind: "decision", keys: ["superset"] },
      { kind: "fact", keys: ["metabase"] },
    ],
    build: (s) =>
      s
        .user("weekly KPI dashboard is timing out again")
        .assistant("**Checking the slow card**\n\nI'll look at the query plan for the slowest card. Should I also switch it to read from materialized views?")
        .user("no, leave the views alone.")
        .bash(
          'psql $METABASE_DB -c "select card_id, avg(running_time) from query_execution group by 1 order by 2 desc limit 1"',
          " card_id |  avg\n---------+-------\n     412 | 58211",
        )
        .user(
          "bigger picture: the Metabase license ends on March 31 and procurement won't renew. we're moving the weekly KPI dashboard to Superset, that's final, migrate card by card starting with 412",
        )
        .file("Write", "superset/dashboards/weekly_kpi/card_412.sql")
        .assistant("Card 412 is recreated as a Superset chart; it runs in 9s there against the same view."),
  },
  {
    id: "t61-19-scan-parquet",
    planted: [
      { kind: "instruction", keys: ["scan_parquet"] },
      { kind: "fact", keys: ["16gb"] },
    ],
    build: (s) =>
      s
        .user("kernel died loading the clickstream")
        .bash("dmesg | tail -2", "[88412.1] Out of memory: Killed process 31822 (python) total-vm:17221044kB\n[88412.1] oom_reaper: reaped process 31822")
        .assistant("**OOM kill**\n\nThe notebook does `pl.read_parquet('dumps/clickstream/*.parquet')`, which materialises ~22GB.")
        .user(
          "yeah the analysis box only has 16GB RAM, that's the whole machine. anything over a gig: use pl.scan_parquet and filter before collect, never read_parquet on the full dump",
        )
        .file("Edit", "notebooks/2026-10-ana-clickstream.ipynb")
        .bash("uv run jupyter nbconvert --execute --to notebook --inplace notebooks/2026-10-ana-clickstream.ipynb", "[NbConvertApp] Writing 51220 bytes")
        .assistant("Lazy scan with the date filter pushed down; peak memory was 3.1GB."),
  },
  {
    id: "t61-20-cohorts-signup",
    planted: [
      { kind: "decision", keys: ["signup"] },
      { kind: "task", keys: ["retention"] },
    ],
    build: (s) =>
      s
        .user("how are cohorts defined in the LTV notebook vs the retention one? they disagree")
        .bash(
          "grep -n cohort nb_src/2026-09-ana-retention.py nb_src/2026-10-ana-ltv.py",
          "nb_src/2026-09-ana-retention.py:22: cohort = first_purchase_at.dt.truncate('1w')\nnb_src/2026-10-ana-ltv.py:18: cohort = signup_at.dt.truncate('1w')",
        )
        .assistant("**Two definitions**\n\nRetention uses the first-purchase week, LTV uses the signup week.")
        .user("ok we're done debating this: cohorts are by signup week from now on, everywhere.")
        .user(
          "the retention curve notebook still has the first-purchase version, it needs to be updated to signup week, but that's for later, I want to check with Priya what it breaks",
        )
        .assistant("Understood, I'll leave the retention notebook untouched."),
  },
  {
    id: "t61-21-spike-guess",
    planted: [],
    build: (s) =>
      s
        .user("there's a spike in signups on the 14th. bots? or the marketing email?")
        .bash(
          "duckdb -c \"SELECT utm_source, count(*) FROM 'dumps/users.parquet' WHERE signup_date='2026-10-14' GROUP BY 1 ORDER BY 2 DESC LIMIT 3\"",
          "┌────────────┬───────┐\n│ utm_source │ count │\n│ NULL       │ 18211 │\n│ newsletter │  4102 │\n│ google     │  3390 │",
        )
        .assistant(
          "**Inconclusive**\n\nMost of the spike has no utm_source, so I can't attribute it. It might be bots, it might be the email opened in an app that strips UTMs.",
        )
        .user("hm. could be either. I'll ask marketing whether they sent anything unusual")
        .assistant("Sounds good. I haven't changed anything."),
  },
  {
    id: "t61-22-exposure",
    planted: [
      { kind: "fact", keys: ["exposure"] },
      { kind: "instruction", keys: ["exposed"] },
    ],
    build: (s) =>
      s
        .user("readout for search_ranking_v4, flat result, is that real")
        .bash("duckdb -c \"SELECT count(*) FROM exp.assignments WHERE exp='search_ranking_v4'\"", "┌──────────────┐\n│ count_star() │\n│ 2014330      │")
        .assistant("**Checking who saw the change**\n\nYou assigned 2.0M users. Do we know how many actually hit search?")
        .user(
          "exposure is only logged when the search results component renders, in exp.exposures. assignment != exposure, most assigned users never search. standing rule: analyze experiments on exposed users, not on everyone assigned",
        )
        .file("Edit", "analysis/search_ranking_v4/readout.py")
        .bash("uv run python analysis/search_ranking_v4/readout.py", "exposed users: 412,880\nCTR diff: +1.8% (95% CI 0.6%, 3.0%)")
        .assistant("On the 413k exposed users the CTR lift is +1.8% and significant."),
  },
  {
    id: "t61-23-cuped",
    planted: [
      { kind: "decision", keys: ["cuped"] },
      { kind: "task", keys: ["analytics_lib"] },
    ],
    build: (s) =>
      s
        .user("revenue tests need forever to reach power. options?")
        .assistant(
          "**Variance reduction**\n\nCUPED with pre-period revenue as the covariate usually cuts variance 30-50% for spend metrics. Want me to try it on the last test?",
        )
        .bash("uv run python scripts/cuped_check.py --pre-days 28", "variance reduction: 41.2%  theta=0.83")
        .user("41%, nice. going with CUPED on all revenue experiments, 28 day pre-period.")
        .user(
          "also the cuped adjustment is now copy-pasted in three notebooks. at some point it should become one function in analytics_lib with tests - open item, don't do it now",
        )
        .assistant("Okay, I've only applied it to the current readout."),
  },
  {
    id: "t61-24-sql-style",
    planted: [
      { kind: "instruction", keys: ["ctes"] },
      { kind: "task", keys: ["sqlfluff"] },
    ],
    build: (s) =>
      s
        .user("write the query for weekly active buyers by platform")
        .file("Write", "queries/weekly_active_buyers.sql")
        .assistant("**Draft query**\n\nI wrote it with a nested subquery for the weekly buckets.")
        .user(
          "my SQL style, applies to everything you write here: uppercase keywords, CTEs instead of nested subqueries, one selected column per line, trailing commas never.",
        )
        .file("Edit", "queries/weekly_active_buyers.sql")
        .bash(
          "duckdb < queries/weekly_active_buyers.sql | head -3",
          "┌────────────┬──────────┬────────┐\n│ week       │ platform │ buyers │\n│ 2026-10-05 │ ios      │ 88120  │",
        )
        .user("we should get sqlfluff into CI with those rules someday so I stop repeating myself. later though")
        .assistant("Rewritten with two CTEs; output unchanged."),
  },
  {
    id: "t61-25-histogram",
    planted: [],
    build: (s) =>
      s
        .user("add a histogram of order values to the gmv notebook, log x axis")
        .file("Edit", "notebooks/2026-10-ana-gmv.ipynb")
        .bash(
          "uv run jupyter nbconvert --execute --to notebook --inplace notebooks/2026-10-ana-gmv.ipynb",
          "RuntimeWarning: divide by zero encountered in log10 (values <= 0 are never plotted)\n[NbConvertApp] Writing 190022 bytes",
        )
        .assistant("**Histogram added**\n\nCell 14 plots order values on a log axis; 212 zero-value orders are skipped by the log scale, hence the warning.")
        .user("fine, thanks"),
  },
  {
    id: "t61-26-payments-cents",
    planted: [
      { kind: "fact", keys: ["cents"] },
      { kind: "task", keys: ["revenue_net"] },
      { kind: "decision", keys: ["eur"] },
    ],
    build: (s) =>
      s
        .user("ARPU came out as 1840. that can't be euros")
        .bash(
          "duckdb -c \"SELECT revenue, currency FROM 'dumps/payments.parquet' LIMIT 2\"",
          "┌─────────┬──────────┐\n│ revenue │ currency │\n│ 1999    │ EUR      │\n│ 4500    │ GBP      │",
        )
        .assistant("**Units**\n\nLooks like minor units. Is `payments.revenue` in cents?")
        .user("yes, payments.revenue is in cents and it's gross, refunds are not subtracted. I keep forgetting too")
        .user("and since we have GBP in there: we report revenue in EUR everywhere, converted at the daily ECB rate. that was agreed with finance yesterday")
        .file("Edit", "notebooks/2026-10-ana-arpu.ipynb")
        .assistant("ARPU is 18.40 EUR after dividing by 100 and converting. Should I also subtract refunds?")
        .user("no, there should be a revenue_net view that does it properly, we need to build that eventually. park it"),
  },
  {
    id: "t61-27-refresh-interval",
    planted: [{ kind: "decision", keys: ["hourly"] }],
    build: (s) =>
      s
        .user("set the ops dashboard to refresh every 15 minutes")
        .file("Edit", "superset/dashboards/ops/config.yaml")
        .assistant("**Refresh set**\n\nRefresh interval is 900s now.")
        .bash(
          "snowsql -q \"SELECT SUM(credits_used) FROM warehouse_metering_history WHERE warehouse_name='DASH_WH' AND start_time > dateadd(day,-1,current_timestamp)\"",
          "SUM(CREDITS_USED)\n38.4",
        )
        .user("38 credits a day?? nope. changed my mind, the ops dashboard refreshes hourly, 15 min is not worth it")
        .file("Edit", "superset/dashboards/ops/config.yaml")
        .assistant("Set to 3600s."),
  },
  {
    id: "t61-28-no-csvs",
    planted: [
      { kind: "instruction", keys: ["csv"] },
      { kind: "fact", keys: ["lifecycle"] },
    ],
    build: (s) =>
      s
        .user("commit the survey export so Lena can use it")
        .bash("ls -la data/survey_2026q3.csv", "-rw-r--r-- 1 ana ana 48211904 Oct 28 10:12 data/survey_2026q3.csv")
        .assistant("**Before committing**\n\nIt's a 48MB CSV. Want it in git LFS or plain git?")
        .user(
          "oh wait, neither, my bad. we don't commit csv files to the repo, ever. data goes to s3://acme-analytics/scratch/ and notebooks read it from there",
        )
        .bash(
          "aws s3 cp data/survey_2026q3.csv s3://acme-analytics/scratch/survey/",
          "upload: data/survey_2026q3.csv to s3://acme-analytics/scratch/survey/survey_2026q3.csv",
        )
        .user("note the scratch bucket has a 30-day lifecycle rule, files older than that get deleted automatically")
        .assistant("Uploaded; I'll tell Lena the path and that it expires in 30 days."),
  },
  {
    id: "t61-29-pricing-rerun",
    planted: [{ kind: "task", keys: ["pricing"] }],
    build: (s) =>
      s
        .user("status of the pricing analysis?")
        .bash("duckdb -c \"SELECT max(order_date) FROM 'dumps/orders.parquet'\"", "┌─────────────────┐\n│ max(order_date) │\n│ 2026-10-31      │")
        .assistant("**Data coverage**\n\nOrders run through Oct 31. The test ran until Nov 21, so three weeks are missing.")
        .user("right. then the pricing test analysis has to be rerun once the november data lands, roughly dec 3. leave it til then")
        .file("Edit", "analysis/pricing/README.md")
        .assistant("I wrote the data cutoff into the README so the current numbers aren't mistaken for final."),
  },
  {
    id: "t61-30-ate-att",
    planted: [],
    build: (s) =>
      s
        .user("what's the difference between ATE and ATT again, for the uplift writeup")
        .assistant(
          "**ATE vs ATT**\n\nATE averages the effect over everyone; ATT averages it only over those who were treated. With non-random uptake they can differ a lot.",
        )
        .bash('uv run python -c "print(round(0.031*0.4+0.012*0.6,4))"', "0.0196")
        .assistant("For example, with a 3.1% effect on the 40% treated and 1.2% on the rest, ATT is 3.1% but ATE is 1.96%.")
        .user("got it ty"),
  },
  {
    id: "t61-31-metrics-owner",
    planted: [
      { kind: "fact", keys: ["marta"] },
      { kind: "instruction", keys: ["dbt"] },
    ],
    build: (s) =>
      s
        .user("bump the active_user threshold from 1 to 2 sessions in the metric model")
        .bash("git log --format='%an' -- models/metrics/ | sort | uniq -c | sort -rn | head -2", "    87 Marta Kowalski\n     4 ana")
        .assistant("**Before editing**\n\nMost changes to `models/metrics/` are Marta's. Should I go ahead?")
        .user(
          "good catch. Marta owns the metrics layer. rule: no edits to the dbt metric models without a PR reviewed by marta, even tiny ones. open the PR, don't merge",
        )
        .file("Edit", "models/metrics/active_user.sql")
        .bash("gh pr create --title 'active_user: 2 sessions threshold' --reviewer marta-k", "https://github.com/acme/analytics/pull/1188")
        .assistant("PR #1188 is open with Marta as reviewer."),
  },
  {
    id: "t61-32-north-star",
    planted: [{ kind: "decision", keys: ["weekly", "teams"] }],
    build: (s) =>
      s
        .user("is WAU or weekly active teams the better north star? thinking out loud")
        .assistant("**Comparing**\n\nI'll check how each correlates with next-quarter revenue across accounts.")
        .bash("uv run python scripts/northstar_corr.py", "WAU                 r=0.41\nweekly_active_teams r=0.67")
        .user("that settles it, leadership signed off this morning too: our north star is weekly active teams, WAU goes to the secondary panel")
        .file("Edit", "superset/dashboards/exec/layout.yaml")
        .assistant("Exec dashboard header now shows weekly active teams; WAU moved to the secondary panel."),
  },
  {
    id: "t61-33-nbutils",
    planted: [
      { kind: "instruction", keys: ["nbutils"] },
      { kind: "task", keys: ["fiscal"] },
    ],
    build: (s) =>
      s
        .user("this cell is 140 lines. ugh")
        .bash("wc -l nb_src/2026-10-ana-churn.py", "612 nb_src/2026-10-ana-churn.py")
        .user("convention: notebook cells stay under ~30 lines, anything bigger goes into a function in src/nbutils/ and gets imported")
        .assistant("**Refactoring**\n\nI'll move the feature-building cell into `src/nbutils/features.py`.")
        .file("Write", "src/nbutils/features.py")
        .assistant("Moved. I noticed `nbutils.dates.fiscal_week` has no tests and returns week 53 for some years.")
        .user("yeah, the fiscal week function needs tests, sketchy for a while now. not in this PR, next sprint"),
  },
  {
    id: "t61-34-quoted-sql",
    planted: [],
    build: (s) =>
      s
        .user(
          "this query from the old dashboard errors, fix it:\n```sql\n-- TODO: remove this hack, never use SELECT * in prod\nSELECT * FROM analytics.orders o JOIN analytics.users u USING (user_id) WHERE o.created_at > '2026-10-01' GROUP BY u.country\n```",
        )
        .assistant("**Fixing the GROUP BY**\n\n`SELECT *` with `GROUP BY u.country` isn't valid. I'll select the country and an aggregate.")
        .file("Edit", "dashboards/legacy/orders_by_country.sql")
        .bash("snowsql -f dashboards/legacy/orders_by_country.sql | head -3", "COUNTRY | ORDERS\nUS      | 88211\nDE      | 21004")
        .assistant("Query runs now and returns orders per country."),
  },
  {
    id: "t61-35-fiscal-quarters",
    planted: [
      { kind: "fact", keys: ["fiscal"] },
      { kind: "decision", keys: ["quarters"] },
    ],
    build: (s) =>
      s
        .user("Q1 revenue in the board deck doesn't match the dashboard")
        .bash("grep -n quarter superset/dashboards/exec/revenue.sql", "9:  DATE_TRUNC('quarter', order_date) AS q")
        .assistant("**Calendar vs fiscal**\n\nThe dashboard buckets by calendar quarter. Does the board deck use something else?")
        .user(
          "our fiscal year starts Feb 1, so fiscal Q1 is Feb-Apr. and the decision from the CFO: the board dashboard reports in fiscal quarters, calendar quarters only stay for the EU entity report",
        )
        .file("Edit", "superset/dashboards/exec/revenue.sql")
        .assistant("Board dashboard now uses `fiscal_quarter` from the date dimension; Q1 matches the deck."),
  },
  {
    id: "t61-36-map-elements",
    planted: [{ kind: "instruction", keys: ["map_elements"] }],
    build: (s) =>
      s
        .user("why is this polars code so slow, it's polars")
        .bash("grep -n map_elements nb_src/2026-10-ana-churn.py", "77: df = df.with_columns(pl.col('plan').map_elements(lambda p: PLAN_TIER[p]))")
        .assistant(
          "**Python UDF**\n\n`map_elements` calls a Python lambda per row, which throws away polars' vectorization. `replace_strict` with the dict does the same thing natively.",
        )
        .user("yep. in general: polars expressions over map_elements / pandas .apply. if a UDF is truly unavoidable, leave a comment saying why")
        .file("Edit", "notebooks/2026-10-ana-churn.ipynb")
        .assistant("Replaced with `pl.col('plan').replace_strict(PLAN_TIER)`; the cell went from 38s to 0.2s."),
  },
  {
    id: "t61-37-sample-size",
    planted: [
      { kind: "fact", keys: ["baseline"] },
      { kind: "task", keys: ["calculator"] },
      { kind: "decision", keys: ["mde"] },
    ],
    build: (s) =>
      s
        .user("how many users do we need for the onboarding test")
        .bash("uv run python tools/sample_size.py --baseline 0.032 --mde 0.05", "per arm: 196,412 users (alpha=0.05, power=0.8, two-sided)")
        .assistant("**Sample size**\n\nAbout 196k per arm, assuming the 3.2% baseline. Is that the right baseline for web?")
        .user("yes, baseline checkout conversion is ~3.2% on web and 2.1% on the app.")
        .user("and default MDE for planning is 5% relative, we picked that last quarter and it stays")
        .user("caveat: the sample size calculator only handles binomial metrics, we still need a version for continuous ones like revenue. open item")
        .assistant("Got it. For the onboarding test it's 196k per arm on web."),
  },
  {
    id: "t61-38-outliers-withdrawn",
    planted: [],
    build: (s) =>
      s
        .user("drop all orders above 10k from the AOV analysis")
        .bash("duckdb -c \"SELECT count(*) FROM 'dumps/orders.parquet' WHERE value_cents > 1000000\"", "┌──────────────┐\n│ count_star() │\n│ 311          │")
        .assistant("**311 orders over 10k**\n\nShould I drop them in the notebook?")
        .user("actually no, hold on. some of those are B2B bulk orders and might be legit. don't drop anything until I've asked finance")
        .assistant("Okay, I've left the data as is."),
  },
  {
    id: "t61-39-winsorize",
    planted: [
      { kind: "decision", keys: ["winsorize"] },
      { kind: "instruction", keys: ["readout"] },
    ],
    build: (s) =>
      s
        .user("one whale bought 40k of stuff in treatment and now the test is 'significant'")
        .bash("uv run python analysis/bundles/readout.py --show-top 3", "top orders (treatment): 40112.00, 2210.50, 1980.00\nRPU diff +6.1%  p=0.03")
        .assistant("**Outlier-driven**\n\nWithout that single order, the RPU diff is +0.4% with p=0.71.")
        .user("ok decided with the team: we winsorize revenue at p99.9 for all experiment readouts from now on")
        .user("but every readout doc shows both the raw and the winsorized numbers side by side, so nobody thinks we're hiding things")
        .file("Edit", "analysis/bundles/readout.py")
        .assistant("Readout now prints both: raw +6.1% (p=0.03), winsorized +0.5% (p=0.66)."),
  },
  {
    id: "t61-40-jupyterhub-idle",
    planted: [
      { kind: "fact", keys: ["idle"] },
      { kind: "task", keys: ["timeout"] },
    ],
    build: (s) =>
      s
        .user("my kernel keeps disappearing during lunch")
        .bash("kubectl -n jupyter get cm hub-config -o yaml | grep -i cull", "    cull_idle_timeout: 7200\n    cull_every: 600")
        .assistant("**Culling**\n\nThe hub culls kernels after 7200s idle. Is that intended?")
        .user("yes, on jupyter.internal kernels die after 2h idle, it's the hub default we kept. annoying but true")
        .user("I'd like the idle timeout raised to 4h, that needs a ticket with infra. not something you can do, remind me later")
        .assistant("Understood. Until then, saving intermediate frames to parquet before long breaks avoids recomputation."),
  },
  {
    id: "t61-41-matplotlib-style",
    planted: [{ kind: "instruction", keys: ["matplotlib"] }],
    build: (s) =>
      s
        .user("charts in the retention notebook look like default seaborn. why")
        .bash("grep -n 'style' nb_src/2026-09-ana-retention.py", "5: import seaborn as sns; sns.set_theme()")
        .assistant("**Styling**\n\nIt calls `sns.set_theme()`. There's also `styles/house.mplstyle` in the repo.")
        .user("all our charts use the house matplotlib style, plt.style.use('styles/house.mplstyle'), no seaborn themes. please keep to that in every notebook")
        .file("Edit", "notebooks/2026-09-ana-retention.ipynb")
        .assistant("Swapped the theme for the house style; colours and fonts match the other notebooks now."),
  },
  {
    id: "t61-42-query-thanks",
    planted: [],
    build: (s) =>
      s
        .user("how many paying teams do we have right now")
        .bash("snowsql -q \"SELECT COUNT(*) FROM analytics.teams WHERE plan <> 'free'\"", "COUNT(*)\n14211")
        .assistant("**Count**\n\n14,211 teams on a paid plan.")
        .user("nice, thx. have a good weekend")
        .assistant("You too!"),
  },
  {
    id: "t61-43-exec-sessions",
    planted: [
      { kind: "decision", keys: ["exec"] },
      { kind: "task", keys: ["growth"] },
    ],
    build: (s) =>
      s
        .user("who even looks at the sessions tile on the exec dashboard")
        .bash("psql $SUPERSET_DB -c \"select count(*) from logs where slice_id=88 and dttm > now()-interval '90 days'\"", " count\n-------\n     2")
        .assistant("**Usage**\n\nTwo views in 90 days.")
        .user("right. we're dropping the sessions tile from the exec dashboard, confirmed with Jonas. remove it")
        .file("Edit", "superset/dashboards/exec/layout.yaml")
        .user(
          "the growth team built their weekly email off that tile though, someone needs to tell them before friday. I'll handle it, just don't let me forget",
        )
        .assistant("Tile removed from the exec layout."),
  },
  {
    id: "t61-44-server-ts",
    planted: [
      { kind: "fact", keys: ["server_ts"] },
      { kind: "instruction", keys: ["bucket"] },
    ],
    build: (s) =>
      s
        .user("events from 2031 in my hourly chart lol")
        .bash(
          "duckdb -c \"SELECT max(client_ts), max(server_ts) FROM 'dumps/events/2026-10-*.parquet'\"",
          "┌─────────────────────┬─────────────────────┐\n│ 2031-04-02 11:00:00 │ 2026-10-31 23:59:58 │",
        )
        .assistant("**Clock skew**\n\n`client_ts` has values years in the future; `server_ts` looks sane.")
        .user("client_ts is whatever the device clock says, garbage sometimes. server_ts is set at ingestion and is the reliable one.")
        .user("so when you bucket events by time, always use server_ts, in notebooks and dashboards both")
        .file("Edit", "notebooks/2026-10-ana-hourly.ipynb")
        .assistant("Re-bucketed by server hour; the 2031 points are gone."),
  },
  {
    id: "t61-45-funnel-distinct",
    planted: [
      { kind: "instruction", keys: ["distinct"] },
      { kind: "task", keys: ["funnel"] },
    ],
    build: (s) =>
      s
        .user("step 2 of the onboarding funnel has more users than step 1, how")
        .bash("grep -n COUNT queries/onboarding_funnel.sql", "14:  COUNT(*) AS step1,\n15:  COUNT(*) FILTER (WHERE step >= 2) AS step2")
        .assistant("**Counting events, not users**\n\n`COUNT(*)` counts events; a user who reopens step 2 counts twice.")
        .user("facepalm. funnels always count COUNT(DISTINCT user_id), never COUNT(*). fix steps 1 and 2 now")
        .file("Edit", "queries/onboarding_funnel.sql")
        .assistant(
          "Steps 1-2 use distinct users now. Step 3 has a different problem: users who go back and forward again are counted once per pass because it joins on the session.",
        )
        .user("ugh. the step 3 funnel join is a follow-up, I don't want to touch it before the review. leave it open"),
  },
  {
    id: "t61-46-streaming-proposal",
    planted: [],
    build: (s) =>
      s
        .user("clickstream notebook collect() takes 4 minutes")
        .bash('uv run python -c "import polars as pl; print(pl.__version__)"', "1.12.0")
        .assistant(
          "**Options**\n\nWe could switch the final `collect()` to the streaming engine (`collect(engine='streaming')`), which would likely cut memory and maybe time. Want me to try it?",
        )
        .user("hmm, maybe. what's the lunch situation today btw, is the thai place open")
        .assistant("No idea about lunch, sorry! The streaming option is there whenever you want to test it."),
  },
  {
    id: "t61-47-bh-eppo",
    planted: [
      { kind: "decision", keys: ["benjamini"] },
      { kind: "fact", keys: ["eppo"] },
    ],
    build: (s) =>
      s
        .user("bundles readout has 9 metrics, 2 are 'significant' at 0.05. suspicious?")
        .bash(
          "uv run python -c \"from statsmodels.stats.multitest import multipletests as m; print(m([0.03,0.04,0.2,0.5,0.6,0.7,0.8,0.9,0.95],method='fdr_bh')[1][:2])\"",
          "[0.18 0.18]",
        )
        .assistant("**Multiple comparisons**\n\nAfter Benjamini-Hochberg both adjusted p-values are 0.18, so neither survives.")
        .user(
          "final answer on this, we argued about it long enough: readouts with more than 3 metrics get Benjamini-Hochberg correction. write it into the template",
        )
        .file("Edit", "templates/experiment_readout.py")
        .user("and fyi the experimentation platform is Eppo, it pulls metric definitions from dbt nightly, so template changes don't touch Eppo's own numbers")
        .assistant("Template applies BH when there are more than 3 metrics."),
  },
  {
    id: "t61-48-parquet-zstd",
    planted: [
      { kind: "instruction", keys: ["zstd"] },
      { kind: "task", keys: ["snappy"] },
    ],
    build: (s) =>
      s
        .user("write the cleaned sessions frame out to parquet")
        .assistant("**Writing parquet**\n\nI'll use the defaults of `write_parquet`.")
        .user("whenever we write parquet: zstd compression, row groups around 128MB. it's what the warehouse loader expects")
        .bash(
          "uv run python -c \"import polars as pl; pl.read_parquet('tmp/sessions_clean.parquet').write_parquet('dumps/sessions_clean.parquet', compression='zstd', row_group_size=1_000_000)\"",
          "",
        )
        .assistant("Written with zstd; at ~130MB per 1M rows that's close to your row group target.")
        .user("the old snappy files under dumps/archive/ should be converted too at some point, low priority, not today"),
  },
  {
    id: "t61-49-setting-with-copy",
    planted: [],
    build: (s) =>
      s
        .user("getting SettingWithCopyWarning spam in the cohort notebook, fix it")
        .bash(
          "uv run jupyter nbconvert --execute --to notebook --stdout notebooks/2026-10-ana-cohort.ipynb 2>&1 | grep -m1 Warning",
          "SettingWithCopyWarning: A value is trying to be set on a copy of a slice from a DataFrame. Try using .loc[row_indexer,col_indexer] = value instead",
        )
        .assistant("**Fixing the chained assignment**\n\nCell 6 filters then assigns; I'll add `.copy()` after the filter.")
        .file("Edit", "notebooks/2026-10-ana-cohort.ipynb")
        .assistant("Warning gone, results unchanged."),
  },
  {
    id: "t61-50-internal-accounts",
    planted: [
      { kind: "fact", keys: ["is_internal"] },
      { kind: "instruction", keys: ["filter"] },
      { kind: "decision", keys: ["bots"] },
    ],
    build: (s) =>
      s
        .user("engagement per user is weirdly high for the admin feature")
        .bash(
          "duckdb -c \"SELECT is_internal, count(DISTINCT user_id), count(*) FROM 'dumps/events/2026-10-*.parquet' GROUP BY 1\"",
          "┌─────────────┬─────────┬──────────┐\n│ false       │ 2210331 │ 81220419 │\n│ true        │    9012 │ 11084233 │",
        )
        .assistant("**Internal traffic**\n\nAccounts with `is_internal = true` are 0.4% of users but 12% of events.")
        .user("yeah is_internal marks employee accounts, they hammer the admin pages. standing rule: filter out internal accounts in every product metric")
        .user("for QA bots we decided to exclude them via the user-agent list in config/bots.yml, not by account id - it's the team decision from tuesday")
        .file("Edit", "notebooks/2026-10-ana-admin-engagement.ipynb")
        .assistant("Filtered both; admin engagement per user drops from 41 to 6 events/week."),
  },
];

export const TUNING61 = plantedSet(TUNING61_SESSIONS, Date.UTC(2026, 10, 2, 9));
