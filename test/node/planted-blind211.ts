/**
 * Blind planted set 211 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a data scientist in Jupyter (pandas, polars, DuckDB) who thinks aloud, explores half-formed
 * hypotheses, then settles conventions and records facts about the data's quirks; lowercase, typos,
 * pasted query output, decisions often reached after a withdrawn idea.
 * Each session is one segment; the items planted in it are listed with it: 73 items (18 decisions, 17 instructions,
 * 21 facts, 17 tasks) in 48 sessions, 13 of which plant nothing (57 user/assistant messages between them). Every other message
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

export const BLIND211_SESSIONS: BlindSession[] = [
  {
    id: "b211-shipped-berlin",
    build: (s) =>
      s
        .user("hmm the daily shipped counts look shifted by a day right around midnight. can you look at the timestamps in data/orders.parquet?")
        .bash(
          "python -c \"import polars as pl; print(pl.read_parquet('data/orders.parquet').select('order_id','created_at','shipped_at').head(4))\"",
          "shape: (4, 3)\n| order_id | created_at                  | shipped_at          |\n| 88120311 | 2026-10-02 22:41:07 UTC     | 2026-10-03 00:12:55 |\n| 88120312 | 2026-10-02 22:58:31 UTC     | 2026-10-02 23:40:02 |\n| 88120313 | 2026-10-02 23:03:12 UTC     | 2026-10-03 01:15:40 |\n| 88120314 | 2026-10-02 23:09:44 UTC     | 2026-10-02 23:31:18 |",
        )
        .assistant(
          "created_at carries a UTC zone but shipped_at is naive. I tried reading it as Europe/Berlin wall-clock time: the 412 rows where shipped_at came before created_at all go away, and the midnight shift disappears too.",
        )
        .user(
          "yep that matches what ops told me ages ago and I forgot. ok so for the record: shipped_at in the orders export is Berlin local time, not UTC. from now on localize it in the loader, not downstream in each notebook",
        )
        .file("Edit", "src/loaders/orders.py")
        .bash("pytest tests/test_loaders.py -q", "....\n4 passed in 1.82s")
        .assistant("load_orders() now converts shipped_at from Europe/Berlin to UTC; the loader tests pass.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["shipped_at", "berlin"] },
      { kind: "instruction", keys: ["localize", "loader"] },
    ],
  },
  {
    id: "b211-polars-pipeline",
    build: (s) =>
      s
        .user(
          "I keep going back and forth on pandas vs polars for the feature pipeline. pandas is what everyone on the team knows but the groupby on the 40M row clickstream takes forever. can you time both on the same aggregation?",
        )
        .bash(
          "python bench/groupby_bench.py --rows 40000000",
          "pandas groupby+agg:        184.2 s  peak 21.3 GB\npolars lazy groupby+agg:    11.4 s  peak  6.8 GB\nresult frames equal: True",
        )
        .assistant(
          "polars lazy is about 16x faster here with a third of the memory, same results. DuckDB would probably land in the same range if you want SQL instead; I could benchmark it too.",
        )
        .user(
          "duckdb is tempting but lets not add a third thing right now. decision: the feature pipeline moves to polars lazy frames, pandas only at the plotting edge. we do still need a proper duckdb benchmark at some point tho, park that for later",
        )
        .file("Edit", "features/build.py")
        .assistant("Rewrote features/build.py on polars LazyFrames; the plotting helpers still get a .to_pandas() at the end.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["polars", "pipeline"] },
      { kind: "task", keys: ["duckdb", "benchmark"] },
    ],
  },
  {
    id: "b211-session-id-reuse",
    build: (s) =>
      s
        .user("why are there more distinct sessions than... wait no, fewer sessions than I expect. is session_id not unique??")
        .bash(
          'duckdb warehouse.duckdb -c "select session_id, count(distinct device_id) d, count(distinct event_date) days from events group by 1 having d > 1 or days > 1 limit 5"',
          "┌────────────┬───┬──────┐\n│ session_id │ d │ days │\n├────────────┼───┼──────┤\n│ 100003     │ 7 │ 31   │\n│ 100004     │ 5 │ 29   │\n│ 100011     │ 9 │ 30   │\n└────────────┴───┴──────┘",
        )
        .assistant("Maybe the tracker resets the counter on app restart? Let me check the SDK docs before guessing further.")
        .bash("grep -n 'session_id' vendor/tracker-sdk/CHANGELOG.md | head -3", "41: session_id is a per-device daily counter starting at 100000")
        .assistant(
          "Confirmed in the SDK changelog: session_id is a per-device daily counter, so it is only unique together with device_id and event_date. Every query that counts sessions by session_id alone undercounts.",
        )
        .user("ugh. ok. not fixing it today but TODO: rebuild the sessions mart on a composite key (device_id, event_date, session_id). I'll make a ticket")
        .stop("Noted, no changes made today."),
    planted: [
      { kind: "fact", keys: ["session_id", "device_id"] },
      { kind: "task", keys: ["sessions mart", "composite"] },
    ],
  },
  {
    id: "b211-bar-colors",
    build: (s) =>
      s
        .user("can you make the bars in the revenue-by-region chart teal instead of that default blue, and bump the font a bit")
        .file("Edit", "notebooks/2026-11-03_region_revenue.ipynb")
        .assistant("Changed the bar color to teal and the tick/label font size from 10 to 13 in cell 14.")
        .user("ooh nice, way better. the PM is going to ask for a pie chart anyway lol")
        .assistant("Ha, I'll keep the pie chart code handy just in case.")
        .stop(),
    planted: [],
  },
  {
    id: "b211-extracts-hive",
    build: (s) =>
      s
        .user("where does the warehouse extract actually live? I keep copying files around")
        .bash("ls /mnt/shared/extracts/2026/ | head -4", "month=01\nmonth=02\nmonth=03\nmonth=04")
        .bash("ls /mnt/shared/extracts/2026/month=03 | wc -l", "2417")
        .assistant(
          "The nightly warehouse extract is under /mnt/shared/extracts/2026/, hive-partitioned parquet by month, and month=03 alone has 2417 small files.",
        )
        .user(
          "right, thats the place. and please read it through duckdb with hive_partitioning=true from now on, don't glob it into pandas, it OOMs the kernel every time. also somebody should ask data eng to compact those tiny files, 2417 files for one month is silly — not us, not now, just a follow-up",
        )
        .file("Edit", "src/loaders/extract.py")
        .assistant("read_extract() now uses duckdb read_parquet(..., hive_partitioning=true).")
        .stop(),
    planted: [
      { kind: "fact", keys: ["extracts", "hive"] },
      { kind: "instruction", keys: ["hive_partitioning"] },
      { kind: "task", keys: ["compact"] },
    ],
  },
  {
    id: "b211-refund-rows",
    build: (s) =>
      s
        .user("revenue for october is like 6% lower in my notebook than in the finance dashboard. thoughts?")
        .bash(
          "duckdb warehouse.duckdb -c \"select amount < 0 as neg, count(*), sum(amount) from payments where month='2026-10' group by 1\"",
          "┌───────┬──────────┬──────────────┐\n│  neg  │ count(*) │ sum(amount)  │\n├───────┼──────────┼──────────────┤\n│ false │   912044 │ 4811203311   │\n│ true  │    48210 │ -289301120   │\n└───────┴──────────┴──────────────┘",
        )
        .assistant(
          "There are 48k negative-amount rows. They share order_id with the original payment, so refunds are recorded as negative rows in the same payments table rather than a separate refunds table. The finance dashboard shows gross; your notebook sums everything.",
        )
        .user("oh. ok I didn't know refunds were just negative rows in payments, good to know.")
        .assistant("Want me to report net revenue (all rows) and gross_revenue (positive rows only) as two separate columns?")
        .user("yes lets do that, net and gross_revenue both, everywhere")
        .file("Edit", "src/metrics/revenue.py")
        .stop("revenue.py now returns net_revenue and gross_revenue."),
    planted: [
      { kind: "fact", keys: ["refunds", "negative"] },
      { kind: "decision", keys: ["gross_revenue"] },
    ],
  },
  {
    id: "b211-seed-churn",
    build: (s) =>
      s
        .user("the churn model AUC moved from 0.81 to 0.79 between two runs with no code change?? what")
        .bash("grep -n 'sample(' notebooks/2026-11-05_churn.ipynb", '  "df_s = df.sample(fraction=0.1)\\n",')
        .assistant("The training sample is drawn without a seed, so each run trains on a different 10%. That alone can move AUC by a couple of points.")
        .user(
          "argh. ok rule for all notebooks: any sampling or train/test split gets seed=42, no exceptions. and remind me to rerun the churn notebook on the full data before fridays review",
        )
        .file("Edit", "notebooks/2026-11-05_churn.ipynb")
        .bash(
          "jupyter nbconvert --execute --to notebook notebooks/2026-11-05_churn.ipynb 2>&1 | tail -1",
          "[NbConvertApp] Writing 412331 bytes to notebooks/2026-11-05_churn.nbconvert.ipynb",
        )
        .assistant("Added seed=42 to the sample and the split; two reruns both give AUC 0.803.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["seed", "42"] },
      { kind: "task", keys: ["churn", "friday"] },
    ],
  },
  {
    id: "b211-kernel-died",
    build: (s) =>
      s
        .user("kernel died again in the big join cell. can you restart and run everything up to cell 9")
        .bash(
          "jupyter nbconvert --execute --to notebook --ExecutePreprocessor.timeout=600 notebooks/2026-11-06_cohorts.ipynb 2>&1 | tail -2",
          "[NbConvertApp] Executing notebook with kernel: python3\n[NbConvertApp] Writing 88213 bytes",
        )
        .assistant("Re-ran the notebook through cell 9; it finished this time, peak memory around 11 GB.")
        .user("ok cool thanks. weird that it died before, maybe something else was eating ram")
        .assistant("Possibly. There was another python process at 6 GB earlier that's gone now.")
        .stop(),
    planted: [],
  },
  {
    id: "b211-cents-jpy",
    build: (s) =>
      s
        .user("the japan numbers are insane, avg order value is like 40 yen. something's off with units")
        .bash(
          'duckdb warehouse.duckdb -c "select currency, median(amount) from payments group by 1 order by 1"',
          "┌──────────┬────────────────┐\n│ currency │ median(amount) │\n├──────────┼────────────────┤\n│ EUR      │ 4599           │\n│ GBP      │ 3850           │\n│ JPY      │ 6200           │\n└──────────┴────────────────┘",
        )
        .assistant(
          "payments.amount is an integer in minor units: cents for EUR and GBP. JPY has no minor unit, so those rows are already whole yen, and dividing everything by 100 is what made Japan look tiny.",
        )
        .user(
          "ok that explains it. so: convert with the to_major() helper in utils/money.py which knows about jpy, never an inline /100 in a notebook. and while we're here — lets report everything in EUR, converted with the ECB daily reference rate. that's what finance uses",
        )
        .file("Edit", "utils/money.py")
        .assistant("to_major() now handles zero-decimal currencies, and to_eur() uses the ECB daily rates table.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["cents", "jpy"] },
      { kind: "instruction", keys: ["to_major"] },
      { kind: "decision", keys: ["ecb"] },
    ],
  },
  {
    id: "b211-parquet-intermediates",
    build: (s) =>
      s
        .user("let's save the intermediate outputs as csv so the analysts can open them in excel")
        .file("Edit", "src/io/save.py")
        .bash(
          "python -c \"import pandas as pd; print(pd.read_csv('out/cohorts.csv').dtypes)\"",
          "cohort_week    object\nusers           int64\nsignup_date    object\nplan           object",
        )
        .assistant("Saved as CSV; note signup_date and cohort_week come back as plain strings when read again.")
        .user(
          "hm yeah csv loses the dtypes, every reader would have to reparse dates. actually no, scratch that. intermediates go to parquet, and I'll export a csv only for the final handoff to the analysts",
        )
        .file("Edit", "src/io/save.py")
        .assistant("Switched save_intermediate() to parquet and added export_handoff_csv() for the final file.")
        .stop(),
    planted: [{ kind: "decision", keys: ["intermediates", "parquet"] }],
  },
  {
    id: "b211-march-spike",
    build: (s) =>
      s
        .user("do you think the spike in signups in the first week of march is the promo or a tracking bug?")
        .assistant(
          "Could be either, I haven't looked at the data for it yet. If the spike is concentrated on one platform that would point more to a bug than to the promo, and a bug would probably show up as duplicate device_ids.",
        )
        .user("hmm. maybe the android release that week double-fired the signup event? just a guess")
        .assistant("That's plausible but I haven't checked it. I can compare signup events per device for that week if you want.")
        .user("nah not now, I just wanted a gut check. let's look at it another day maybe")
        .stop("Sure."),
    planted: [],
  },
  {
    id: "b211-null-country",
    build: (s) =>
      s
        .user("why is country null for like 9% of orders")
        .bash(
          'duckdb warehouse.duckdb -c "select channel, count(*) filter (where country is null) nulls, count(*) total from orders group by 1"',
          "┌─────────┬────────┬─────────┐\n│ channel │ nulls  │  total  │\n├─────────┼────────┼─────────┤\n│ web     │      0 │ 3120044 │\n│ app     │      0 │ 1988021 │\n│ b2b     │ 488107 │  488107 │\n└─────────┴────────┴─────────┘",
        )
        .assistant("Every null is in the b2b channel, and every b2b order is null: the B2B portal never sends a country at all.")
        .user(
          "of course it's the B2B portal. ok for now we'll bucket those as 'Unknown (B2B)' in the geo breakdowns instead of dropping them. follow-up for me: ask Priya whether the portal could send billing country",
        )
        .file("Edit", "src/metrics/geo.py")
        .assistant("geo breakdowns now put null-country b2b orders in an 'Unknown (B2B)' bucket.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["country", "b2b"] },
      { kind: "decision", keys: ["unknown (b2b)"] },
      { kind: "task", keys: ["priya", "billing country"] },
    ],
  },
  {
    id: "b211-notebook-hygiene",
    build: (s) =>
      s
        .user("can you commit the notebooks from this week")
        .bash("git status --short notebooks/", "?? notebooks/cohort stuff v2 FINAL.ipynb\n?? notebooks/Untitled3.ipynb\n?? notebooks/2026-11-04_pricing.ipynb")
        .assistant("Three untracked notebooks. Two have no date in the name and all three still have outputs (one is 14 MB).")
        .user(
          "lol yeah. a couple of conventions, for this and going forward:\n- notebook names are YYYY-MM-DD_topic.ipynb, lowercase, underscores\n- strip outputs before committing, nbstripout is installed, use it\nalso TODO tomorrow-ish: move everything older than september into notebooks/archive/, I don't have time today",
        )
        .bash(
          "git mv -f 'notebooks/cohort stuff v2 FINAL.ipynb' notebooks/2026-11-02_cohorts.ipynb 2>/dev/null; nbstripout notebooks/*.ipynb && git add notebooks && git commit -qm 'notebooks: this week' && git log --oneline -1",
          "a81c2e0 notebooks: this week",
        )
        .assistant("Renamed, stripped and committed; Untitled3 became 2026-11-03_scratch.ipynb.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["yyyy-mm-dd"] },
      { kind: "instruction", keys: ["nbstripout"] },
      { kind: "task", keys: ["archive"] },
    ],
  },
  {
    id: "b211-fiscal-weeks",
    build: (s) =>
      s
        .user("finance says my Q3 numbers don't match theirs. are they using a different calendar or something")
        .bash(
          "grep -rn 'fiscal' docs/finance_glossary.md | head -3",
          "12: Fiscal year: starts February 1. FY2026 = 2026-02-01 .. 2027-01-31.\n13: Fiscal quarters are three calendar months from the FY start.",
        )
        .assistant("Yes: the company's fiscal year starts February 1, so fiscal Q3 is Aug–Oct, not Jul–Sep.")
        .user("ugh ok. and weeks? my weekly charts start on sunday I think, pandas default-ish")
        .assistant("Your resample uses 'W' which ends on Sunday. Options: ISO weeks (Monday start) or keep Sunday. Finance's deck uses ISO week numbers.")
        .user("let's go with ISO weeks, monday start, in every weekly aggregate. matching finance is what matters")
        .file("Edit", "src/metrics/calendar.py")
        .assistant("Added fiscal_quarter() and switched weekly aggregation to ISO weeks.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["fiscal", "february"] },
      { kind: "decision", keys: ["iso", "monday"] },
    ],
  },
  {
    id: "b211-regex-typo",
    build: (s) =>
      s
        .user("the email domain regex in cell 6 is wrong, it drops .co.uk addresses. fix pls")
        .file("Edit", "notebooks/2026-11-07_signups.ipynb")
        .assistant("The pattern only allowed one dot after the @. Changed it to `@([\\w-]+(\\.[\\w-]+)+)$`; .co.uk domains are kept now.")
        .user("thx. how many did we lose before?")
        .bash("python scripts/count_domains.py --tld co.uk", "co.uk addresses: 3,204")
        .assistant("3,204 addresses were being dropped.")
        .stop(),
    planted: [],
  },
  {
    id: "b211-internal-accounts",
    build: (s) =>
      s
        .user("there's a user with 11k orders in my top customers table. that's not a real person right")
        .bash(
          'duckdb warehouse.duckdb -c "select user_id, email, count(*) from orders join users using(user_id) group by 1,2 order by 3 desc limit 3"',
          "┌─────────┬──────────────────────┬──────────┐\n│ user_id │ email                │ count(*) │\n├─────────┼──────────────────────┼──────────┤\n│     217 │ qa-bot@acme.internal │    11042 │\n│     904 │ loadtest@acme.internal│     8170 │\n│  188231 │ j.moreau@gmail.com   │      141 │\n└─────────┴──────────────────────┴──────────┘",
        )
        .assistant(
          "Not a real person. Looking at the users table, every user_id below 1000 has an @acme.internal email: they're internal test accounts (QA bots, load tests).",
        )
        .user(
          "right, I remember now, ids under 1000 are test accounts. please always drop them with exclude_internal() before any customer metric, I've been burned by this twice now",
        )
        .file("Edit", "notebooks/2026-11-08_top_customers.ipynb")
        .assistant("Added exclude_internal() right after the load; the top customer now has 141 orders.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["1000", "test accounts"] },
      { kind: "instruction", keys: ["exclude_internal"] },
    ],
  },
  {
    id: "b211-october-outage",
    build: (s) =>
      s
        .user("the DAU chart has a hole in october, is that real?")
        .bash(
          "duckdb warehouse.duckdb -c \"select event_date, count(*) from events where event_date between '2026-10-10' and '2026-10-16' group by 1 order by 1\"",
          "2026-10-10  41022311\n2026-10-11  39877102\n2026-10-15  40211876\n2026-10-16  40993210",
        )
        .assistant("October 12–14 have no rows at all, not just low counts.")
        .user(
          "oh right that's the tracker outage, the collector was down oct 12-14 and nothing got recorded. we still need to backfill those days from the server access logs at some point, can't do it this week",
        )
        .file("Edit", "notebooks/2026-11-09_dau.ipynb")
        .assistant("Shaded Oct 12–14 in the DAU chart with a 'tracker outage' note.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["oct 12", "outage"] },
      { kind: "task", keys: ["backfill"] },
    ],
  },
  {
    id: "b211-duckdb-memory",
    build: (s) =>
      s
        .user("duckdb just crashed on the full clickstream x sessions join")
        .bash(
          "duckdb warehouse.duckdb < sql/clickstream_sessions.sql",
          "Error: Out of Memory Error: could not allocate block of size 256.0 KiB (15.8 GiB/15.9 GiB used)",
          1,
        )
        .bash("free -g | head -2", "              total        used        free\nMem:             16           3          12")
        .assistant(
          "The box has 16 GB RAM and duckdb defaults to 80% of it with no spill directory. With memory_limit='10GB' and a temp_directory it can spill to disk instead of dying.",
        )
        .user(
          "ok so this machine only has 16 gb, that's our reality. put SET memory_limit='10GB' and temp_directory='/scratch/duckdb' at the top of every heavy duckdb script, that's the rule now. and follow up: ask IT about the 64gb box they promised",
        )
        .file("Edit", "sql/clickstream_sessions.sql")
        .bash("duckdb warehouse.duckdb < sql/clickstream_sessions.sql | tail -1", "(118,420,331 rows)")
        .assistant("The join finished with spilling, about 4 minutes.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["16 gb"] },
      { kind: "instruction", keys: ["memory_limit"] },
      { kind: "task", keys: ["64gb"] },
    ],
  },
  {
    id: "b211-pvalue-chat",
    build: (s) =>
      s
        .user("quick stats sanity check, if my A/B test has p = 0.06 can I say it 'trended positive'?")
        .assistant(
          "You can describe the point estimate and its interval, but 'trended positive' tends to be read as a weaker 'significant'. I'd report the lift with a 95% CI and say it's inconclusive at the 5% level.",
        )
        .user("yeah that's what I figured. my manager will push back but fine")
        .assistant("If it helps, the CI is roughly -0.2% to +3.1%, which makes the uncertainty pretty visible.")
        .user("ok thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b211-cohorts-yaml",
    build: (s) =>
      s
        .user("I have the 'power user' cohort defined slightly differently in like four notebooks. annoying")
        .bash("grep -rn 'power_user' notebooks/*.ipynb | wc -l", "11")
        .assistant(
          "11 definitions across 4 notebooks, with thresholds of 10, 12 and 15 sessions. I'd suggest moving cohort definitions into a single cohorts.yaml that a small load_cohort() reads, so notebooks stop hardcoding them.",
        )
        .user("yes do that, good idea. use 12 sessions for power user for now")
        .file("Write", "config/cohorts.yaml")
        .file("Edit", "src/cohorts.py")
        .assistant("Created config/cohorts.yaml with power_user at 12 sessions/28d and load_cohort(); the four notebooks now call it.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cohorts.yaml"] },
      { kind: "decision", keys: ["power user", "12 sessions"] },
    ],
  },
  {
    id: "b211-plotly",
    build: (s) =>
      s
        .user("can you redo the funnel chart, the matplotlib one looks like 2009")
        .file("Edit", "notebooks/2026-11-10_funnel.ipynb")
        .assistant("Rebuilt it with plotly: hover shows step counts and conversion from the previous step.")
        .user(
          "much better. I prefer plotly over matplotlib for anything that gets shared with people, interactive hover saves me so many questions. later on we should port the old matplotlib dashboards in reports/ too, not today though",
        )
        .bash("ls reports/*.py | wc -l", "9")
        .assistant("There are 9 report scripts in reports/ still on matplotlib.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["plotly"] },
      { kind: "task", keys: ["port", "dashboards"] },
    ],
  },
  {
    id: "b211-pip-install",
    build: (s) =>
      s
        .user("pip install pyarrow-hotfix or whatever it's called, my read_parquet is warning about it")
        .bash("pip install pyarrow-hotfix 2>&1 | tail -1", "Successfully installed pyarrow-hotfix-0.6")
        .assistant("Installed pyarrow-hotfix 0.6; the warning is gone in the kernel after a restart.")
        .user("nice. can you double check the warning is really gone")
        .bash("python -W error -c \"import pandas as pd; pd.read_parquet('data/orders.parquet')\" && echo clean", "clean")
        .assistant("No warnings on read_parquet anymore.")
        .stop(),
    planted: [],
  },
  {
    id: "b211-sku-case",
    build: (s) =>
      s
        .user("about 3% of order lines don't join to the catalog. missing products?")
        .bash(
          'duckdb warehouse.duckdb -c "select count(*) from order_lines l left join catalog c on l.sku = c.sku where c.sku is null"',
          "┌──────────────┐\n│ count_star() │\n├──────────────┤\n│       281044 │\n└──────────────┘",
        )
        .bash(
          'duckdb warehouse.duckdb -c "select count(*) from order_lines l left join catalog c on upper(l.sku) = upper(c.sku) where c.sku is null"',
          "┌──────────────┐\n│ count_star() │\n├──────────────┤\n│           12 │\n└──────────────┘",
        )
        .assistant(
          "Not missing: the catalog stores SKUs uppercase but order_lines has mixed case SKUs (the app lowercases some). Case-insensitive, only 12 lines fail to join.",
        )
        .user("ha. ok so SKU in order_lines is mixed case, good to know")
        .assistant("Should I match on upper(sku) on both sides in the enriched view, or fix the case upstream in the app export?")
        .user("yep go with upper() on both sides")
        .file("Edit", "sql/order_lines_enriched.sql")
        .stop("Updated the enriched view to join on upper(sku)."),
    planted: [
      { kind: "fact", keys: ["sku", "mixed case"] },
      { kind: "decision", keys: ["upper", "sku"] },
    ],
  },
  {
    id: "b211-dbt-owner",
    build: (s) =>
      s
        .user("I want to add a column to fct_orders in the dbt repo, it would save me a join every time")
        .bash("cat analytics-dbt/CODEOWNERS", "models/marts/  @marco-r\nmodels/staging/  @data-eng")
        .assistant("models/marts/ (where fct_orders lives) is owned by @marco-r per CODEOWNERS. I can draft the change on a branch.")
        .user(
          "yeah Marco owns the dbt marts, he's picky for good reasons. don't push anything to marts/ without asking him first, ever. just draft it locally for now",
        )
        .file("Edit", "analytics-dbt/models/marts/fct_orders.sql")
        .assistant("Drafted the column on a local branch only; nothing pushed.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["marco", "dbt"] },
      { kind: "instruction", keys: ["marts", "asking"] },
    ],
  },
  {
    id: "b211-weekend-chat",
    build: (s) =>
      s
        .user("morning! survived the weekend, barely. run all cells in the pricing notebook for me?")
        .bash(
          "jupyter nbconvert --execute --inplace notebooks/2026-11-04_pricing.ipynb 2>&1 | tail -1",
          "[NbConvertApp] Writing 204113 bytes to notebooks/2026-11-04_pricing.ipynb",
        )
        .assistant("Morning! All cells ran without errors.")
        .user("amazing. coffee first, then I'll look at the elasticity plots")
        .assistant("Enjoy the coffee.")
        .stop(),
    planted: [],
  },
  {
    id: "b211-holdout",
    build: (s) =>
      s
        .user("how should we split for the demand forecast? random 80/20 like last time?")
        .assistant("For a forecast a random split leaks future information into training. A time-based holdout is safer, e.g. the last 8 weeks.")
        .user(
          "ok yeah, holdout = last 8 weeks, time-based, no random splits for this model. next week we should also add a leakage check for features computed after the cutoff date, remind me",
        )
        .file("Edit", "forecast/split.py")
        .bash("pytest tests/test_split.py -q", "..\n2 passed in 0.44s")
        .assistant("split.py now holds out the last 8 weeks by order_date.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["holdout", "8 weeks"] },
      { kind: "task", keys: ["leakage"] },
    ],
  },
  {
    id: "b211-events-sample",
    build: (s) =>
      s
        .user("how big is the events table in bigquery actually")
        .bash("bq show --format=prettyjson acme-dw:analytics.events | jq '.numRows, .numBytes'", '"2312004417"\n"1874210992311"')
        .assistant("About 2.3 billion rows and 1.7 TB; a full scan is roughly $40 at on-demand pricing.")
        .user("yikes, 2.3 billion. ok then: always prototype queries against events_sample_1pct and only run on the full table once the query is final")
        .file("Edit", "notebooks/2026-11-11_retention.ipynb")
        .assistant("Pointed the notebook's queries at analytics.events_sample_1pct.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["2.3 billion"] },
      { kind: "instruction", keys: ["events_sample_1pct"] },
    ],
  },
  {
    id: "b211-polars-only-withdrawn",
    build: (s) =>
      s
        .user("thinking out loud: maybe we should drop pandas completely and go polars-only, even for plotting?")
        .assistant("It's doable: plotly accepts polars frames now, seaborn mostly needs pandas. It'd touch about 30 notebooks.")
        .user("hmm 30 notebooks. nah, forget it, not worth it right now")
        .assistant("Fair enough, leaving things as they are.")
        .stop(),
    planted: [],
  },
  {
    id: "b211-status-codes",
    build: (s) =>
      s
        .user("what's the difference between status C and status X in orders? the data dictionary just says 'cancelled' for both")
        .bash(
          "duckdb warehouse.duckdb -c \"select status, cancel_source, count(*) from orders where status in ('C','X') group by 1,2\"",
          "┌────────┬───────────────┬──────────┐\n│ status │ cancel_source │ count(*) │\n├────────┼───────────────┼──────────┤\n│ C      │ customer      │   120442 │\n│ X      │ fraud_engine  │    18330 │\n└────────┴───────────────┴──────────┘",
        )
        .assistant("C is always cancel_source=customer and X is always fraud_engine: C means cancelled by the customer, X means cancelled by the fraud system.")
        .user("nice, that's the answer. TODO: ask finance whether fraud cancellations should count in the cancellation rate KPI")
        .file("Edit", "docs/data_dictionary.md")
        .assistant("Added both codes to the data dictionary.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["fraud system"] },
      { kind: "task", keys: ["finance", "cancellation rate"] },
    ],
  },
  {
    id: "b211-pasted-config",
    build: (s) =>
      s
        .user(
          "this is the scheduler config I found in the old repo, does it look sane?\n```\n# TODO: remove legacy jobs\njobs:\n  refresh_marts:\n    retry: always\n    notify: never\n    # must run after ingest\n```",
        )
        .assistant(
          "It's valid YAML. retry: always with no backoff could hammer the warehouse if ingest is late, and the TODO suggests the legacy jobs were never cleaned up.",
        )
        .user("yeah whatever, it's the old repo, just curious")
        .assistant("Then nothing to change here.")
        .stop(),
    planted: [],
  },
  {
    id: "b211-zip-codes",
    build: (s) =>
      s
        .user("the german map is missing all of saxony. what")
        .bash(
          "python -c \"import pandas as pd; print(pd.read_csv('data/customers.csv').zip.head(3))\"",
          "0    1067\n1    80331\n2    4109\nName: zip, dtype: int64",
        )
        .assistant(
          "pandas parsed zip as int64, so 01067 (Dresden) became 1067 and no longer matches the geo table. A handful are also malformed, like '8O331' with a letter O.",
        )
        .user(
          "argh. zip codes must be read as strings, always dtype=str for zip, leading zeros matter. and the malformed ones, we'll drop them rather than trying to impute, there's like 40",
        )
        .file("Edit", "src/loaders/customers.py")
        .assistant("customers loader reads zip as str and drops 41 malformed rows.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["zip", "str"] },
      { kind: "decision", keys: ["malformed"] },
    ],
  },
  {
    id: "b211-churn-deck",
    build: (s) =>
      s
        .user("what's left for the Q4 churn deck?")
        .bash("ls decks/q4_churn/", "01_overview.png\n02_churn_by_month.png\n03_reasons.png")
        .assistant("Overview, churn by month and churn reasons are done.")
        .user("ok. it's due dec 5 and we still need retention curves by plan tier, I'll do those next week")
        .stop("Got it."),
    planted: [{ kind: "task", keys: ["retention curves"] }],
  },
  {
    id: "b211-polars-pin",
    build: (s) =>
      s
        .user("can I upgrade polars in the shared env? I want the new pivot API")
        .bash("grep -n polars requirements/shared.txt", "14:polars==0.20.31  # pinned: scoring job")
        .assistant("It's pinned with a comment about the scoring job. Do you know why?")
        .user(
          "oh right. the prod scoring job still uses the old groupby API, that's why we're stuck on polars 0.20. so don't touch the polars version in the shared env. we should plan the upgrade once the scoring job gets rewritten, whenever that is",
        )
        .bash(
          "python -m venv .venv-pivot && .venv-pivot/bin/pip install -q polars==1.12 && .venv-pivot/bin/python -c 'import polars; print(polars.__version__)'",
          "1.12.0",
        )
        .assistant("Made a separate .venv-pivot with polars 1.12 for your experiment; the shared env stays on 0.20.31.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["polars 0.20"] },
      { kind: "instruction", keys: ["shared env"] },
      { kind: "task", keys: ["upgrade", "scoring job"] },
    ],
  },
  {
    id: "b211-merge-dupes",
    build: (s) =>
      s
        .user("after the merge in cell 12 I have more rows than before. help")
        .bash("python scripts/check_keys.py plans", "plans.user_id duplicated: 1,882 keys")
        .assistant("plans has several rows per user_id (one per plan change), so the merge fans out. Taking the latest plan per user before merging fixes it.")
        .user("oh so plans is a history table, one row per plan change, not one per user. didn't know that. ok do that")
        .file("Edit", "notebooks/2026-11-12_plans.ipynb")
        .assistant("Row count now matches the left table: 512,004.")
        .stop(),
    planted: [{ kind: "fact", keys: ["plans", "plan change"] }],
  },
  {
    id: "b211-active-user",
    build: (s) =>
      s
        .user("ok I need to settle what 'active user' means for the board metrics. product says 1 session in 30 days, growth says 3 in 7")
        .bash(
          "python scripts/active_defs.py --defs '1/30,3/7,2/28'",
          "def   active_users   stable_wow\n1/30      1,204,331        0.71\n3/7         188,402        0.52\n2/28        611,830        0.88",
        )
        .assistant("1 in 30 is very inclusive, 3 in 7 is noisy week to week. 2 sessions in 28 days is the most stable of the three.")
        .user("hmm. what about 2 in 30? or is that basically the same")
        .assistant("Nearly identical to 2/28 (within 1%); 28 days has the advantage of always covering exactly four weeks of each weekday.")
        .user("fine, that settles it: an active user is someone with >= 2 sessions in 28 days")
        .file("Edit", "src/metrics/active.py")
        .stop("Updated is_active() to 2 sessions / 28 days."),
    planted: [{ kind: "decision", keys: ["active user", "28 days"] }],
  },
  {
    id: "b211-status-report",
    build: (s) =>
      s
        .user("summary of what you did today?")
        .assistant(
          "Today: re-ran the retention notebook on the 1% sample, fixed the legend overlap in the funnel chart, and exported the cohort table to out/cohorts_2026-11-13.parquet. All tests passed.",
        )
        .user("great, thx")
        .assistant("You're welcome.")
        .stop(),
    planted: [],
  },
  {
    id: "b211-raw-exports",
    build: (s) =>
      s
        .user("my morning refresh had yesterday's numbers way too low again")
        .bash(
          "gsutil ls -l gs://acme-raw-exports/2026-11-12/ | tail -2",
          "  88123001  2026-11-13T04:02:11Z  gs://acme-raw-exports/2026-11-12/part-0311.parquet\nTOTAL: 312 objects, 27510332211 bytes",
        )
        .assistant(
          "The last files for a day land in gs://acme-raw-exports just after 04:00 UTC the next day; your refresh ran at 03:30, so it read a partial day.",
        )
        .user(
          "that's the thing. raw exports are only complete after 04:00 UTC. don't schedule anything that reads them before 05:00 UTC, leave a buffer. and let's move my daily refresh to 06:00",
        )
        .file("Edit", "cron/refresh.cron")
        .assistant("Moved the daily refresh to 06:00 UTC.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["04:00"] },
      { kind: "instruction", keys: ["05:00"] },
      { kind: "decision", keys: ["06:00"] },
    ],
  },
  {
    id: "b211-questions",
    build: (s) =>
      s
        .user("random questions while I wait for a query: is median or mean better for basket size here? and is log scale misleading for execs?")
        .assistant(
          "If basket size is right-skewed, median is more representative; mean is still useful for revenue maths. Log scale can confuse non-technical readers, so label it clearly or avoid it for exec decks.",
        )
        .user("would a violin plot be overkill?")
        .assistant("Probably for execs. A box plot or a simple histogram with the median marked reads faster.")
        .stop(),
    planted: [],
  },
  {
    id: "b211-offline-dupes",
    build: (s) =>
      s
        .user("app DAU jumped 4% overnight after the sdk release, real growth or junk?")
        .bash(
          "duckdb warehouse.duckdb -c \"select count(*) - count(distinct event_uuid) dup from events where event_date = '2026-11-10' and platform = 'ios'\"",
          "┌────────┐\n│  dup   │\n├────────┤\n│ 902331 │\n└────────┘",
        )
        .assistant(
          "902k duplicated event_uuids on iOS that day. The SDK changelog for 7.2 says events queued while offline are retried on reconnect without checking for acks, so the same event (same event_uuid) arrives twice.",
        )
        .user("so offline retries resend events with the same event_uuid. cool cool cool. that's going to be true forever knowing that vendor")
        .assistant(
          "Probably. I'd dedupe once in the staging view on event_uuid (keep the earliest received_at) instead of in every downstream query. Alternatively each metric could count distinct event_uuid, but that's easy to forget.",
        )
        .user("the staging view dedupe, yes, go with that")
        .file("Edit", "sql/staging/stg_events.sql")
        .bash('duckdb warehouse.duckdb -c "select count(*) - count(distinct event_uuid) from stg_events"', "0")
        .assistant("stg_events now keeps one row per event_uuid.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["offline", "event_uuid"] },
      { kind: "decision", keys: ["staging view"] },
    ],
  },
  {
    id: "b211-cuped",
    build: (s) =>
      s
        .user(
          "our A/B tests take forever to reach significance. I was reading about CUPED, would it help with checkout conversion? we have plenty of pre-period data",
        )
        .bash(
          "python experiments/cuped_sim.py --metric checkout_conv --pre-days 28",
          "variance reduction: 37.4%\nequivalent sample size multiplier: 1.60\nestimate unchanged (diff 0.0002)",
        )
        .assistant(
          "On last month's test CUPED with a 28-day pre-period cuts variance by about 37%, so tests would need roughly 60% of the traffic for the same power.",
        )
        .user(
          "that's a big win. ok we're doing CUPED for all conversion experiments from here on, 28 day pre-period. I still need to write up why 28 days in the experimentation wiki page, not now tho, my brain is fried",
        )
        .file("Edit", "experiments/analysis.py")
        .assistant("analyze_test() applies CUPED with a 28-day pre-period by default now.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cuped"] },
      { kind: "task", keys: ["wiki"] },
    ],
  },
  {
    id: "b211-sql-style",
    build: (s) =>
      s
        .user("can you clean up sql/ltv.sql, it's unreadable")
        .file("Read", "sql/ltv.sql")
        .assistant("It's three levels of nested subqueries with uppercase and lowercase keywords mixed. I can flatten it into CTEs.")
        .user(
          "yes please. and tbh that's how I want all our sql going forward: CTEs instead of nested subqueries, one CTE per step with a real name. also lowercase keywords, I find SHOUTING SQL hard to read",
        )
        .file("Edit", "sql/ltv.sql")
        .bash("duckdb warehouse.duckdb < sql/ltv.sql | tail -1", "(48,210 rows)")
        .assistant("Rewrote ltv.sql as four named CTEs in lowercase; same 48,210 rows as before.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["ctes"] },
      { kind: "instruction", keys: ["lowercase", "keywords"] },
    ],
  },
  {
    id: "b211-price-history",
    build: (s) =>
      s
        .user("I need the price of each product at the time of each order, for the elasticity thing. is there a price history somewhere?")
        .bash(
          'duckdb warehouse.duckdb -c "select min(changed_at), max(changed_at), count(*) from price_changes"',
          "┌─────────────────────┬─────────────────────┬──────────┐\n│ min(changed_at)     │ max(changed_at)     │ count(*) │\n├─────────────────────┼─────────────────────┼──────────┤\n│ 2025-06-01 00:00:00 │ 2026-11-14 07:12:00 │   81044  │\n└─────────────────────┴─────────────────────┴──────────┘",
        )
        .assistant(
          "products.price only holds the current price. The history is in price_changes, and it starts on 2025-06-01: nothing before that was ever recorded.",
        )
        .user("bleh. so price_changes only goes back to 2025-06, nothing older exists.")
        .assistant("Could we approximate earlier prices from order_lines.unit_price? Most products sell every day.")
        .user("maybe, yeah. TODO: reconstruct the pre-june-2025 prices from order_lines unit_price at some point, but not for this analysis")
        .file("Edit", "notebooks/2026-11-14_elasticity.ipynb")
        .stop("The notebook now joins price_changes as-of order time, from 2025-06-01."),
    planted: [
      { kind: "fact", keys: ["price_changes", "2025-06"] },
      { kind: "task", keys: ["reconstruct"] },
    ],
  },
  {
    id: "b211-shared-duckdb",
    build: (s) =>
      s
        .user("how should everyone share the warehouse.duckdb file? I was thinking we put it on s3 and everyone downloads it")
        .bash("ls -lh /mnt/shared/warehouse.duckdb", "-rw-r--r-- 1 etl etl 38G Nov 14 05:40 /mnt/shared/warehouse.duckdb")
        .assistant(
          "At 38 GB a download per person per day is heavy. DuckDB can attach the file on /mnt/shared directly; attached read_only, several readers can use it at once.",
        )
        .user("hm ok, forget the s3 idea then. the shared duckdb file stays on /mnt/shared and everyone attaches it read_only")
        .file("Edit", "src/db.py")
        .assistant("connect() now does ATTACH '/mnt/shared/warehouse.duckdb' (READ_ONLY).")
        .stop(),
    planted: [{ kind: "decision", keys: ["read_only"] }],
  },
  {
    id: "b211-french-csv",
    build: (s) =>
      s
        .user("the france revenue file loads as one single column, what now")
        .bash("head -3 data/fr/ventes_2026-10.csv", "date;commande;montant\n01/10/2026;FR-88213;45,90\n01/10/2026;FR-88214;112,00")
        .assistant(
          "The French subsidiary's export uses semicolons as separators, decimal commas and dd/mm/yyyy dates, so the default comma parser sees one column.",
        )
        .user(
          "ugh right, it's been like that since forever, the FR files are semicolon separated with decimal commas. can you make a read_fr_csv() helper and I'll use that for every file from the french team from now on",
        )
        .file("Write", "src/loaders/fr.py")
        .bash(
          "python -c \"from src.loaders.fr import read_fr_csv; print(read_fr_csv('data/fr/ventes_2026-10.csv').dtypes)\"",
          "date        datetime64[ns]\ncommande    object\nmontant     float64",
        )
        .assistant("read_fr_csv() parses separators, decimals and dates correctly.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["semicolon", "decimal comma"] },
      { kind: "instruction", keys: ["read_fr_csv"] },
    ],
  },
  {
    id: "b211-attribution",
    build: (s) =>
      s
        .user("for the Q4 marketing report, first-touch or last-touch? or that data-driven model thing?")
        .assistant(
          "The data-driven model is a much bigger build. First-touch over-credits paid social. Last-touch is what the marketing team's own dashboards use.",
        )
        .user("data driven is a rabbit hole I don't want. last-touch attribution for the Q4 report, final answer")
        .bash("python attribution/run.py --model last_touch --quarter 2026Q4 | tail -2", "channels: 11\nattributed revenue: 100.0% of tracked")
        .assistant("Ran last-touch for Q4 so far; all tracked revenue attributed to 11 channels.")
        .user(
          "nice. can you also bump the chart title font, it's tiny. and for tomorrow, two things I won't get to today: 1) rerun attribution once the new UTM mapping lands 2) send Jonas the cohort table he asked for",
        )
        .file("Edit", "attribution/plots.py")
        .assistant("Title font is 16 now.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["last-touch"] },
      { kind: "task", keys: ["utm"] },
      { kind: "task", keys: ["jonas"] },
    ],
  },
  {
    id: "b211-discount-baseline",
    build: (s) =>
      s
        .user("the avg discount comes out as 1240%. lol. what is the discount column")
        .bash(
          'duckdb warehouse.duckdb -c "select min(discount), max(discount), avg(discount) from order_lines"',
          "┌───────────────┬───────────────┬───────────────┐\n│ min(discount) │ max(discount) │ avg(discount) │\n├───────────────┼───────────────┼───────────────┤\n│ 0             │ 100           │ 12.4          │\n└───────────────┴───────────────┴───────────────┘",
        )
        .assistant("discount in order_lines is already a percentage from 0-100, not a 0-1 fraction; the notebook multiplied it by 100 again.")
        .user("ahh. ok, discount is 0-100 percent. noted. fix the cell pls")
        .file("Edit", "notebooks/2026-11-15_promo.ipynb")
        .assistant(
          "Fixed, average discount is 12.4%. One more thing: the baseline for the promo lift includes Black Friday week, which inflates it. I'd exclude the Black Friday week from the baseline.",
        )
        .user("yes agreed, leave black friday week out of the baseline")
        .file("Edit", "notebooks/2026-11-15_promo.ipynb")
        .stop("Baseline now excludes Nov 23–29."),
    planted: [
      { kind: "fact", keys: ["discount", "0-100"] },
      { kind: "decision", keys: ["black friday", "baseline"] },
    ],
  },
  {
    id: "b211-seasonality-musing",
    build: (s) =>
      s
        .user("I wonder if the tuesday dip is real seasonality or just because the newsletter goes out on wednesdays")
        .assistant(
          "Could be the newsletter pulling demand into Wednesday. Another possibility is the payroll cycle for a big share of customers. I haven't tested either.",
        )
        .user("or it's noise and I'm seeing faces in clouds. probably need a year more data to tell")
        .assistant(
          "With 14 months, a weekday effect of that size is borderline. A regression with newsletter-day dummies could separate them, if you ever want to try.",
        )
        .user("maybe. not today")
        .stop(),
    planted: [],
  },
  {
    id: "b211-warning-log",
    build: (s) =>
      s
        .user(
          "what does this mean, it shows up every time I import the loader:\n```\nFutureWarning: The default of observed=False is deprecated and will never be supported in pandas 3.0; you must pass observed explicitly.\nUserWarning: TODO(pyarrow): always copies on read for this dtype\n```",
        )
        .assistant(
          "The first comes from a groupby on a categorical column without observed=; the second is an internal pyarrow note. Neither changes your results today.",
        )
        .user("ok so I can ignore them for now?")
        .assistant("Yes, they're harmless for now. I can pass observed=True in that groupby to silence the first one if you like.")
        .user("sure do it")
        .file("Edit", "src/loaders/orders.py")
        .assistant("Passed observed=True in the category groupby; the FutureWarning is gone.")
        .stop(),
    planted: [],
  },
];

export const BLIND211 = plantedSet(BLIND211_SESSIONS, Date.UTC(2026, 10, 14, 9));
