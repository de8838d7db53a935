/**
 * Blind planted set 35 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 *
 * Style: data science and analytics work (SQL, dbt models, pandas, dashboards, A/B tests, metric
 * definitions, stakeholder asks) in the voice of OpenCode and Grok sessions: the agent says what it
 * will check first and closes with a short structured summary; the user is terse, with typos.
 * Most numbers in it are results (lifts, p-values, row counts) that are not memories; a few metric
 * definitions are (facts). Each session is one segment; the items planted in it are listed with
 * it: 78 items (19 decisions, 20 instructions, 20 facts, 19 tasks) in 56 sessions, 15 of which
 * plant nothing. Every other message must give nothing: questions, hypotheses, proposals not taken, withdrawn
 * ideas, unconfirmed guesses, quoted SQL/logs/tool output, chit-chat, results, and requests done in
 * the same session. Where a decision is changed later in a session only the later one is planted.
 *
 * Matching rule (fixed before the extractor was run on this set):
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

export const BLIND35_SESSIONS: BlindSession[] = [
  {
    id: "a01-active-user",
    planted: [{ kind: "fact", keys: ["active user"] }],
    build: (s) =>
      s
        .user("the DAU tile and the product team's number disagree again. whats our definition")
        .assistant("I'll check how the metric is built in the dbt project first.")
        .bash(
          "grep -rn 'is_active' models/marts/",
          "models/marts/fct_user_days.sql:14:    count(distinct case when event_name <> 'app_open' then event_id end) > 0 as is_active",
        )
        .assistant(
          "fct_user_days counts a day as active only if there is a tracked event other than `app_open`. The product team's notebook counts `app_open` too, which is why theirs is ~8% higher (41,220 vs 38,105 yesterday).",
        )
        .user(
          "right. for the record: an active user is anyone with at least one tracked event that isn't app_open on that day. app_open alone doesn't count, background refreshes fire it. product agreed last quarter",
        )
        .assistant("Got it. The dbt model already matches that, so the notebook is the outlier; I'll leave the model as is.")
        .user("cool thx"),
  },
  {
    id: "a02-incremental",
    planted: [
      { kind: "decision", keys: ["merge"] },
      { kind: "instruction", keys: ["full-refresh"] },
    ],
    build: (s) =>
      s
        .user("fct_orders incremental is producing dupes when orders get updated. options?")
        .assistant(
          "I'll look at the model config first.\n\nTwo options:\n1. `incremental_strategy='merge'` with `unique_key='order_id'` — updates rows in place.\n2. `delete+insert` on a 3-day lookback — simpler, but rewrites more data.",
        )
        .file("Read", "models/marts/fct_orders.sql")
        .user("go with merge on order_id. delete+insert was what we had in 2023 and it was slow af")
        .file("Edit", "models/marts/fct_orders.sql")
        .bash(
          "dbt run --select fct_orders --target dev",
          "06:12:03  1 of 1 START sql incremental model dbt_dev.fct_orders ........ [RUN]\n06:12:41  1 of 1 OK created sql incremental model dbt_dev.fct_orders ... [MERGE 18234 in 38.1s]",
        )
        .assistant(
          "Switched to merge on `order_id`; the dev run merged 18,234 rows in 38s and `select order_id, count(*) ... having count(*) > 1` now returns 0 rows.",
        )
        .user(
          "nice. one thing, and this is a standing rule: never run --full-refresh against the prod target yourself. it rebuilds 4 years of orders and locks the warehouse for an hour. if you think it needs one, tell me",
        )
        .assistant("Understood — no `--full-refresh` on prod from me; I'll flag it to you instead."),
  },
  {
    id: "a03-empty-funnel",
    planted: [],
    build: (s) =>
      s
        .user("can u pull signup funnel conversion by step for last week, web only")
        .assistant("I'll query the funnel mart first.")
        .bash(
          "snowsql -q \"select step, users from analytics.marts.fct_signup_funnel where platform='web' and week='2026-W46' order by step_order\"",
          "STEP            USERS\nlanding         52,310\nform_start      14,902\nemail_verified   9,877\nfirst_project    6,120",
        )
        .assistant(
          "Web signup funnel, 2026-W46:\n- landing → form_start: 28.5%\n- form_start → email_verified: 66.3%\n- email_verified → first_project: 62.0%\n\nOverall 11.7%, roughly flat vs W45 (11.9%).",
        )
        .user("hm is the email step worse than usual?")
        .assistant("Slightly: 66.3% vs a 4-week average of 68.1%. That is within normal week-to-week noise for this step, so I wouldn't read much into it.")
        .user("ok fine, thanks"),
  },
  {
    id: "a04-dashboard-tool",
    planted: [
      { kind: "decision", keys: ["metabase"] },
      { kind: "task", keys: ["tiles"] },
    ],
    build: (s) =>
      s
        .user("we need to pick where the new exec dashboard lives. looker or metabase")
        .assistant(
          "Looker: the explores already exist for orders and revenue, but the license renewal is in January. Metabase: free, reads from the `reporting` schema, weaker on permissions.",
        )
        .user("lets do looker then, the explores are there")
        .bash("ls looker/views | wc -l", "37")
        .assistant("OK, I'll start from the 37 existing views. Want me to draft the exec dashboard LookML?")
        .user("wait. just heard from finance we're NOT renewing looker in jan. scrap that — the exec dashboard goes in metabase. final")
        .assistant("Understood, Metabase it is. I'll build the exec dashboard there instead of in LookML.")
        .bash('curl -s -H "x-api-key: $MB_KEY" https://metabase.internal/api/dashboard | jq length', "12")
        .assistant("Created the exec dashboard in Metabase (dashboard 13) with the revenue and orders cards.")
        .user("also the other looker tiles people still use (marketing + ops ones) need to move over before january. not today, put it on the list"),
  },
  {
    id: "a05-cuped",
    planted: [
      { kind: "decision", keys: ["cuped"] },
      { kind: "fact", keys: ["exp_assignments"] },
    ],
    build: (s) =>
      s
        .user("checkout button test. how much variance reduction would we get from CUPED using pre-period spend?")
        .assistant("I'll compute the correlation between pre-period and in-experiment spend first.")
        .bash("python scripts/cuped_check.py --exp checkout_btn_v2", "pre/post correlation: 0.61\nestimated variance reduction: 37.2%\nunits: 48,210")
        .assistant(
          "Correlation 0.61, so CUPED would cut variance by about 37%. Assignments come from `exp_assignments`; exposure there is logged on first render of the checkout page, not on assignment.",
        )
        .user(
          "yep that's right about exp_assignments, exposure = first render. ok we're adopting CUPED for all revenue metrics in experiment readouts going forward",
        )
        .assistant("Noted. I'll apply the CUPED adjustment in the readout template for revenue metrics.")
        .file("Edit", "notebooks/templates/readout.py")
        .assistant("Template updated: revenue metrics now use the pre-period covariate."),
  },
  {
    id: "a06-ref",
    planted: [
      { kind: "instruction", keys: ["ref"] },
      { kind: "instruction", keys: ["snake_case"] },
    ],
    build: (s) =>
      s
        .user("add a model for weekly retention by signup cohort. stg_users and stg_events already exist")
        .file("Write", "models/marts/fct_cohort_retention.sql")
        .bash(
          "dbt compile --select fct_cohort_retention",
          "Compilation Error in model fct_cohort_retention\n  relation analytics.staging.stg_users referenced directly",
        )
        .assistant("Compile flagged that I referenced `analytics.staging.stg_users` directly. Fixing.")
        .user(
          "yeah pls always go through ref() / source(), never hardcode schema names. prod and dev schemas differ and it breaks in CI. and column names are snake_case, you wrote `CohortWeek` in there",
        )
        .file("Edit", "models/marts/fct_cohort_retention.sql")
        .bash("dbt build --select fct_cohort_retention", "PASS=3 WARN=0 ERROR=0 SKIP=0 TOTAL=3")
        .assistant("Switched to `{{ ref('stg_users') }}` and renamed the column to `cohort_week`. Build passes (model + 2 tests)."),
  },
  {
    id: "a07-cents",
    planted: [{ kind: "fact", keys: ["cents"] }],
    build: (s) =>
      s
        .user("AOV on the dashboard says $4,812. that can't be right lol")
        .assistant("I'll check the query behind the card.")
        .bash("snowsql -q \"select avg(amount) from analytics.marts.fct_orders where order_date >= '2026-11-01'\"", "AVG(AMOUNT)\n4812.33")
        .assistant("My guess is `amount` is stored in minor units, but I can't tell from the column alone. Is it possible it's cents?")
        .user("yes, fct_orders.amount is always in cents, it comes straight from stripe. divide by 100 for anything people look at")
        .file("Edit", "metabase/cards/aov.sql")
        .assistant("Fixed the card: AOV for November is $48.12."),
  },
  {
    id: "a08-empty-pandas",
    planted: [],
    build: (s) =>
      s
        .user("my notebook is throwing SettingWithCopyWarning everywhere, can you clean it up")
        .file("Read", "notebooks/churn_explore.py")
        .assistant("The warnings come from chained assignment like `df[df.plan == 'pro']['mrr'] = 0`. I'll switch those to `.loc`.")
        .file("Edit", "notebooks/churn_explore.py")
        .bash("python notebooks/churn_explore.py 2>&1 | grep -c SettingWithCopyWarning", "0")
        .assistant("Done: 6 chained assignments rewritten with `.loc`, no warnings left. Output numbers are unchanged (churned accounts: 312).")
        .user("perfect")
        .user("btw do you think we should move this whole thing to polars at some point?")
        .assistant("Possibly — the notebook reads ~2M rows and pandas takes 40s. Worth it only if it becomes a scheduled job, though.")
        .user("eh. not now"),
  },
  {
    id: "a09-duplicates",
    planted: [
      { kind: "fact", keys: ["retries"] },
      { kind: "decision", keys: ["qualify"] },
    ],
    build: (s) =>
      s
        .user("event counts from ios are ~3% higher than android for the same users. maybe ios users are just more engaged?")
        .assistant("Could be, but let me check for duplicate event ids first.")
        .bash(
          'snowsql -q "select platform, count(*) - count(distinct event_id) as dupes from raw.segment.tracks where received_at > dateadd(day,-7,current_date) group by 1"',
          "PLATFORM  DUPES\nios      41,233\nandroid      112",
        )
        .assistant("41k duplicate `event_id`s on iOS vs 112 on Android in the last 7 days. So it's not engagement.")
        .user(
          "ahh right, I remember now — the ios SDK retries sends when the app backgrounds, and retries reuse the same event_id. that's known, mobile team won't fix it",
        )
        .assistant(
          "Then we should dedup in staging. I can do `qualify row_number() over (partition by event_id order by received_at) = 1` in stg_events, or a `distinct` on all columns.",
        )
        .user("qualify on event_id keeping the earliest received_at. distinct won't work bc received_at differs")
        .file("Edit", "models/staging/stg_events.sql")
        .bash("dbt build --select stg_events+", "PASS=14 WARN=0 ERROR=0 SKIP=0 TOTAL=14")
        .assistant("Dedup added to stg_events; 14 downstream nodes build and pass. iOS/Android gap is now 0.4%."),
  },
  {
    id: "a10-readout",
    planted: [
      { kind: "task", keys: ["readout"] },
      { kind: "instruction", keys: ["confidence"] },
    ],
    build: (s) =>
      s
        .user("hows the pricing page test doing? just peeking, not deciding anything")
        .bash(
          "python scripts/exp_status.py pricing_page_v3",
          "arm      users   conv    lift     95% CI\ncontrol  21,044  4.12%   -        -\ntreat    20,981  4.31%   +4.6%   [-2.1%, +11.8%]\ndays_run 9/21",
        )
        .assistant("Day 9 of 21: +4.6% conversion lift, CI [-2.1%, +11.8%]. Not significant yet, and it's early.")
        .user(
          "ok. when it finishes on the 3rd, write up the readout for Dana — nobody's done that yet so it's on you next time. and in any readout, always put the confidence interval next to the lift, never a lift on its own. she got burned by that before",
        )
        .assistant("Will do. I'll keep CIs next to every lift number in readouts.")
        .user("is 21 days enough tho? feels long")
        .assistant("For a 5% relative MDE at 4.1% baseline you need ~19 days at current traffic, so 21 is about right."),
  },
  {
    id: "a11-warehouse",
    planted: [
      { kind: "fact", keys: ["snowflake"] },
      { kind: "decision", keys: ["x-small"] },
    ],
    build: (s) =>
      s
        .user("our snowflake bill jumped 40% in october. can you look at what's burning credits")
        .assistant("I'll query the warehouse metering history first.")
        .bash(
          "snowsql -q \"select warehouse_name, sum(credits_used) from snowflake.account_usage.warehouse_metering_history where start_time >= '2026-10-01' group by 1 order by 2 desc\"",
          "WAREHOUSE_NAME  SUM(CREDITS_USED)\nDEV_WH          1,904.2\nTRANSFORM_WH    1,311.7\nBI_WH             402.9",
        )
        .assistant("DEV_WH is the biggest consumer: 1,904 credits, more than the prod transform warehouse. It's sized Large and auto-suspend is 10 minutes.")
        .user(
          "context for you: snowflake is our only warehouse, account is acme-eu on AWS eu-west-1, prod db is ANALYTICS and each dev gets a DBT_<name> schema. ok decision — dev goes down to x-small, auto-suspend 60s. if someone needs more they can resize for a session",
        )
        .bash("snowsql -q \"alter warehouse DEV_WH set warehouse_size='XSMALL' auto_suspend=60\"", "Statement executed successfully.")
        .assistant("DEV_WH is now X-Small with 60s auto-suspend."),
  },
  {
    id: "a12-empty-chitchat",
    planted: [],
    build: (s) =>
      s
        .user("morning. long day of stakeholder meetings ahead 😩")
        .assistant("Morning! Anything you want prepped before them?")
        .user("can you just print the top 5 products by revenue last month so I have it handy")
        .bash(
          "snowsql -q \"select product_name, sum(amount)/100 rev from analytics.marts.fct_order_items where order_month='2026-10' group by 1 order by 2 desc limit 5\"",
          "PRODUCT_NAME   REV\nTeam Plan      412,300\nPro Plan       288,910\nAdd-on Seats    96,040\nStarter         51,200\nAPI Pack        22,870",
        )
        .assistant("Top 5 by October revenue: Team Plan $412.3k, Pro Plan $288.9k, Add-on Seats $96.0k, Starter $51.2k, API Pack $22.9k.")
        .user("ty. wish me luck")
        .assistant("Good luck!"),
  },
  {
    id: "a13-priya",
    planted: [
      { kind: "fact", keys: ["priya"] },
      { kind: "instruction", keys: ["data-eng"] },
    ],
    build: (s) =>
      s
        .user("the campaign dashboard broke after I renamed utm_src to utm_source in stg_sessions")
        .bash("grep -rln 'utm_src' metabase/ models/", "metabase/cards/campaign_perf.sql\nmetabase/cards/channel_mix.sql")
        .assistant("Two Metabase cards still select `utm_src`. I'll update them.")
        .file("Edit", "metabase/cards/campaign_perf.sql")
        .file("Edit", "metabase/cards/channel_mix.sql")
        .assistant("Both cards updated and rendering again.")
        .user(
          "thx. fyi Priya owns all the marketing dashboards, she's the one who'll get pinged when they break. and going forward: before renaming or dropping any column in staging, post in #data-eng first so downstream owners get a heads up",
        )
        .assistant("Understood: column renames/drops in staging get announced in #data-eng before they land."),
  },
  {
    id: "a14-churn-def",
    planted: [
      { kind: "fact", keys: ["churn"] },
      { kind: "task", keys: ["ltv"] },
    ],
    build: (s) =>
      s
        .user("board deck needs churn for Q3. I think churn is 30 days without login? not sure")
        .assistant("I'll check what the existing churn model uses before computing anything.")
        .bash("grep -n 'days' models/marts/fct_account_churn.sql", "22:    datediff(day, last_paid_invoice_at, as_of_date) > 60 as is_churned")
        .assistant("The model doesn't use logins: an account is churned when it has had no paid invoice for more than 60 days.")
        .user("oh right, that's the finance definition and it's the official one — churn = no paid invoice in 60 days. logins don't matter for it")
        .bash("dbt run-operation churn_rate --args '{quarter: 2026-Q3}'", "churn_rate: 3.8%\naccounts_start: 4,102\nchurned: 156")
        .assistant("Q3 churn: 3.8% (156 of 4,102 accounts).")
        .user("ok. the LTV model is still the naive arpu/churn thing, someone needs to redo it with survival curves. not this week though, leave it for later"),
  },
  {
    id: "a15-empty-hypothesis",
    planted: [],
    build: (s) =>
      s
        .user("signups dropped like 15% on tuesday. was it the new captcha?")
        .assistant("I'll compare hourly signups around the captcha deploy first.")
        .bash(
          "snowsql -q \"select date_trunc(hour, created_at) h, count(*) from analytics.staging.stg_users where created_at between '2026-11-17' and '2026-11-19' group by 1 order by 1\" | head -5",
          "H                     COUNT(*)\n2026-11-17 00:00:00   211\n2026-11-17 01:00:00   198\n2026-11-17 02:00:00   204\n2026-11-17 03:00:00   187",
        )
        .assistant(
          "Hourly signups drop from 14:00 Tuesday, and the captcha went out at 13:40. That lines up, but Tuesday was also the day the Google Ads budget ran out, so it might be traffic rather than conversion.",
        )
        .user("hm could be either. maybe both")
        .assistant(
          "Landing traffic fell 11% the same afternoon, which would explain most of it. The captcha may account for the rest, but I can't separate the two from this data.",
        )
        .user("ok, I'll ask growth what they think"),
  },
  {
    id: "a16-parquet",
    planted: [
      { kind: "instruction", keys: ["parquet"] },
      { kind: "decision", keys: ["polars"] },
    ],
    build: (s) =>
      s
        .user("the nightly export script takes 25 min now. it's pandas reading a 6GB csv")
        .file("Read", "scripts/export_events.py")
        .assistant(
          "I'll profile it first.\n\nMost of the time is `pd.read_csv` (17 min) and a groupby on string columns (6 min). Options: switch the input to Parquet, move to polars, or both.",
        )
        .user("both. rewrite the export in polars, we're keeping pandas for notebooks but scheduled jobs go polars from now")
        .file("Edit", "scripts/export_events.py")
        .bash("time python scripts/export_events.py --date 2026-11-20", "wrote 14,220,118 rows\nreal\t2m41.5s")
        .assistant("Rewritten in polars with lazy scanning: 2m41s for the same day, same row count (14,220,118).")
        .user("🔥. and generally, anything over like 100MB should be parquet not csv, please don't write big csvs anymore")
        .assistant("Got it, Parquet for anything large."),
  },
  {
    id: "a17-dip",
    planted: [{ kind: "task", keys: ["dip"] }],
    build: (s) =>
      s
        .user("weekly metrics email is due, generate it")
        .bash(
          "python scripts/weekly_metrics.py --week 2026-W47",
          "WAU        182,340  (+2.1%)\nnew_paid     1,208  (-4.4%)\nMRR      $1.92M     (+0.8%)\nNOTE: daily new_paid on 2026-11-19 = 98 (7d avg 176)",
        )
        .assistant(
          "Draft ready: WAU 182.3k (+2.1%), new paid 1,208 (-4.4%), MRR $1.92M (+0.8%). The script also flags Nov 19 with 98 new paid accounts vs a 7-day average of 176.",
        )
        .user("huh. send the email as is, but that nov 19 dip in new paid needs a proper look, I don't have time today. park it")
        .bash("python scripts/send_weekly.py --week 2026-W47", "sent to analytics-weekly@ (23 recipients)")
        .assistant("Sent to the 23 recipients on analytics-weekly."),
  },
  {
    id: "a18-utc",
    planted: [
      { kind: "decision", keys: ["utc"] },
      { kind: "fact", keys: ["fiscal"] },
    ],
    build: (s) =>
      s
        .user("finance and product see different revenue for the same day. finance uses pacific, dashboards use UTC i think")
        .bash(
          "grep -rn 'convert_timezone' models/marts | head -3",
          "models/marts/fct_orders.sql:9:    convert_timezone('America/Los_Angeles', created_at)::date as order_date",
        )
        .assistant("fct_orders converts to Pacific for `order_date`, but fct_sessions uses UTC dates, so joined metrics shift by up to 8 hours.")
        .user("ugh. what would you pick")
        .assistant("I'd suggest one timezone for every mart. Pacific matches finance; UTC matches the event data and the EU team.")
        .user(
          "UTC everywhere in the marts. finance can convert in their own sheets, I'll tell them. also note their fiscal year starts Feb 1 not Jan 1, that's why their Q numbers never match ours",
        )
        .file("Edit", "models/marts/fct_orders.sql")
        .bash("dbt build --select fct_orders+", "PASS=9 WARN=0 ERROR=0 SKIP=0 TOTAL=9")
        .assistant("fct_orders now uses UTC dates; 9 nodes pass downstream."),
  },
  {
    id: "a19-empty-question",
    planted: [],
    build: (s) =>
      s
        .user("whats the difference between count(distinct) and approx_count_distinct in snowflake, is it worth switching")
        .assistant(
          "`approx_count_distinct` uses HyperLogLog: ~1.6% typical error, much less memory and faster on big tables. Exact `count(distinct)` needs to hold every value.",
        )
        .bash(
          "snowsql -q \"select count(distinct anonymous_id), approx_count_distinct(anonymous_id) from raw.segment.tracks where received_at > '2026-11-01'\"",
          "COUNT(DISTINCT ANONYMOUS_ID)  APPROX_COUNT_DISTINCT(ANONYMOUS_ID)\n2,914,402                     2,887,115",
        )
        .assistant("On November's events: exact 2,914,402 vs approx 2,887,115 (-0.9%), and the approximate query ran in 3.1s vs 11.8s.")
        .user("interesting. probably not for anything finance sees then")
        .assistant("Agreed, exact counts are safer for reported numbers."),
  },
  {
    id: "a20-anon",
    planted: [
      { kind: "fact", keys: ["anonymous_id"] },
      { kind: "task", keys: ["test accounts"] },
    ],
    build: (s) =>
      s
        .user("why does fct_sessions have 30% of rows with null user_id")
        .bash(
          'snowsql -q "select user_id is null as anon, count(*) from analytics.marts.fct_sessions group by 1"',
          "ANON   COUNT(*)\nFALSE  4,102,338\nTRUE   1,790,211",
        )
        .assistant("I'll check the source. Looks like the logged-out sessions.")
        .user("yeah user_id is null for anything before login. anonymous_id is always set though, so stitch on anonymous_id if you need the full journey")
        .assistant("Makes sense. Separately, I noticed ~2,300 signups in fct_signups from `@acme-test.com` emails.")
        .user(
          "ugh those are QA. we should filter test accounts out of fct_signups at some point, add it to the backlog, don't do it now — need to check with QA which domains they use",
        ),
  },
  {
    id: "a21-srm",
    planted: [
      { kind: "decision", keys: ["srm"] },
      { kind: "task", keys: ["alert"] },
    ],
    build: (s) =>
      s
        .user("onboarding test has 52/48 split instead of 50/50. is that a problem")
        .bash("python scripts/srm_check.py onboarding_v2", "control: 26,402  treatment: 24,371\nchi2 = 84.1  p = 4.7e-20\nSRM DETECTED")
        .assistant("Yes: chi-square p = 4.7e-20, a clear sample ratio mismatch. The results shouldn't be trusted until we know why treatment lost users.")
        .user("damn. what threshold do other teams use for flagging srm")
        .assistant("Common practice is p < 0.001 on the chi-square test, since you run it on every experiment and want few false alarms.")
        .user(
          "ok we go with that — any experiment with srm p < 0.001 is invalid, no readout until it's explained. and at some point we need an automatic alert for it in slack, right now it's only caught when someone remembers to run the script. not today",
        )
        .assistant("Noted the threshold. I'll leave the onboarding results unpublished."),
  },
  {
    id: "a22-empty-done",
    planted: [],
    build: (s) =>
      s
        .user("rename the metabase collection 'Misc' to 'Ops Adhoc' please")
        .bash(
          'curl -s -X PUT -H "x-api-key: $MB_KEY" -H \'content-type: application/json\' -d \'{"name":"Ops Adhoc"}\' https://metabase.internal/api/collection/41',
          '{"id":41,"name":"Ops Adhoc","archived":false}',
        )
        .assistant('Renamed collection 41 to "Ops Adhoc".')
        .user("and move the 'late deliveries' question into it")
        .bash(
          "curl -s -X PUT -H \"x-api-key: $MB_KEY\" -H 'content-type: application/json' -d '{\"collection_id\":41}' https://metabase.internal/api/card/318",
          '{"id":318,"name":"Late deliveries","collection_id":41}',
        )
        .assistant('Moved "Late deliveries" (card 318) into Ops Adhoc.')
        .user("👍"),
  },
  {
    id: "a23-stg-naming",
    planted: [
      { kind: "instruction", keys: ["stg_"] },
      { kind: "fact", keys: ["hubspot"] },
    ],
    build: (s) =>
      s
        .user("add staging for the new hubspot tables, fivetran just started syncing them")
        .bash("dbt ls --resource-type source --select source:hubspot", "source:acme.hubspot.contacts\nsource:acme.hubspot.deals\nsource:acme.hubspot.companies")
        .assistant("Three sources: contacts, deals, companies. I'll create `hubspot_contacts.sql` etc. under models/staging.")
        .user(
          "naming convention is stg_<source>__<table> with a double underscore, so stg_hubspot__contacts. every staging model follows that. also fyi fivetran syncs hubspot every 6h, so don't expect same-day freshness",
        )
        .file("Write", "models/staging/hubspot/stg_hubspot__contacts.sql")
        .file("Write", "models/staging/hubspot/stg_hubspot__deals.sql")
        .file("Write", "models/staging/hubspot/stg_hubspot__companies.sql")
        .bash("dbt build --select staging.hubspot", "PASS=9 WARN=0 ERROR=0 SKIP=0 TOTAL=9")
        .assistant("Created the three staging models with the `stg_hubspot__` prefix; 9 nodes pass."),
  },
  {
    id: "a24-dim-customers",
    planted: [
      { kind: "task", keys: ["dim_customers"] },
      { kind: "instruction", keys: ["cte"] },
    ],
    build: (s) =>
      s
        .user("this query from Marco is unreadable, 4 nested subqueries. can u restructure it")
        .file("Read", "analyses/marco_region_rev.sql")
        .assistant("I'll rewrite the nested subqueries as named steps.")
        .file("Edit", "analyses/marco_region_rev.sql")
        .bash(
          "dbt compile --select marco_region_rev && snowsql -f target/compiled/acme/analyses/marco_region_rev.sql | tail -2",
          "EMEA   1,204,331\nAPAC     412,008",
        )
        .assistant("Rewritten with four CTEs; output is identical (EMEA 1.20M, APAC 412k).")
        .user(
          "much better. in general prefer CTEs over nested subqueries in anything you write for us. btw while checking I saw dim_customers has no unique test on customer_id — we should add that later, there might be dupes and I don't want to break the nightly run today",
        )
        .assistant("Noted on CTEs. I'll leave dim_customers as is for now."),
  },
  {
    id: "a25-empty-rejected",
    planted: [],
    build: (s) =>
      s
        .user("the cohort chart is slow to load in metabase")
        .bash('curl -s -H "x-api-key: $MB_KEY" https://metabase.internal/api/card/204/query_metadata | jq .avg_running_time', "18420")
        .assistant(
          "Average run time is 18.4s. I could materialize the cohort query as a table in dbt, or add a Metabase model with caching. Should I materialize it?",
        )
        .user("hmm no, let's not add another table for one chart")
        .assistant("Alternatively, caching: Metabase can cache results for 24h on this card.")
        .user("nah people want it fresh. leave it, it's one chart and 18s is annoying but fine"),
  },
  {
    id: "a26-mrr",
    planted: [
      { kind: "fact", keys: ["mrr"] },
      { kind: "decision", keys: ["annual"] },
    ],
    build: (s) =>
      s
        .user("why is MRR in our mart $40k lower than what billing shows")
        .bash(
          "snowsql -q \"select charge_type, sum(amount)/100 from analytics.marts.fct_revenue where month='2026-10' group by 1\"",
          "CHARGE_TYPE   SUM(AMOUNT)/100\nsubscription  1,912,400\none_off          38,950\nannual_prepay   96,000",
        )
        .assistant("The gap is almost exactly the one-off charges ($38,950). Billing's number includes them, our mart doesn't.")
        .user("correct, and that's intended: MRR excludes one-off charges (setup fees, overages). billing's number is just wrong to call that MRR")
        .assistant("Understood. What about annual prepay — right now the mart counts it in the month it's paid, so October has the whole $96k.")
        .user("decided with finance yesterday: annual plans get spread as 1/12 per month in MRR. implement that")
        .file("Edit", "models/marts/fct_revenue.sql")
        .bash("dbt build --select fct_revenue+", "PASS=6 WARN=0 ERROR=0 SKIP=0 TOTAL=6")
        .assistant("Annual prepay now spreads 1/12 per month; October MRR becomes $1.92M. 6 nodes pass."),
  },
  {
    id: "a27-notebooks",
    planted: [
      { kind: "instruction", keys: ["outputs"] },
      { kind: "decision", keys: ["jupytext"] },
    ],
    build: (s) =>
      s
        .user("PR diff is 12k lines because of the notebook again")
        .bash("git diff --stat main -- notebooks/", " notebooks/ab_readout_pricing.ipynb | 12044 +++++++++++-----\n 1 file changed")
        .assistant("It's the cell outputs: embedded plot PNGs and a 5k-row dataframe. I can strip them with nbstripout.")
        .user(
          "yes strip them. and from now on never commit notebook outputs, clear them before you commit. we also agreed in standup to pair every notebook with jupytext as a .py file so reviews are readable. set that up",
        )
        .bash(
          "nbstripout notebooks/*.ipynb && jupytext --set-formats ipynb,py:percent notebooks/*.ipynb",
          "[jupytext] Updating notebooks/ab_readout_pricing.ipynb\n[jupytext] Updating notebooks/churn_explore.ipynb",
        )
        .assistant("Outputs stripped and every notebook now has a paired `.py` (percent format). Diff is down to 84 lines."),
  },
  {
    id: "a28-freshness",
    planted: [{ kind: "task", keys: ["freshness"] }],
    build: (s) =>
      s
        .user("revenue dashboard showed zero for yesterday this morning, panic in #exec")
        .bash('snowsql -q "select max(_fivetran_synced) from raw.stripe.charges"', "MAX(_FIVETRAN_SYNCED)\n2026-11-23 02:14:07")
        .assistant("The Stripe connector last synced at 02:14 on Nov 23, so the 06:00 dbt run had no data for the 23rd. It recovered at 08:40.")
        .user(
          "ok so not our models. but we really need a freshness check on the stripe source so dbt fails loudly instead of showing zeros — todo for next sprint, write it down",
        )
        .assistant("Will note it. For now the dashboard shows correct numbers again (Nov 23: $61.2k)."),
  },
  {
    id: "a29-empty-log",
    planted: [],
    build: (s) =>
      s
        .user("dbt test is failing in CI, what's up")
        .bash(
          "dbt test --select fct_payments",
          "Failure in test not_null_fct_payments_currency (models/marts/schema.yml)\n  Got 3 results, configured to fail if != 0\n  -- TODO: always backfill currency for legacy payments, never leave null",
          1,
        )
        .assistant("`not_null_fct_payments_currency` fails on 3 rows. The TODO comment is from the test description in schema.yml, written in 2024.")
        .bash(
          'snowsql -q "select payment_id, created_at from analytics.marts.fct_payments where currency is null"',
          "PAYMENT_ID   CREATED_AT\npy_81hd      2026-11-24 10:02\npy_81he      2026-11-24 10:02\npy_81hf      2026-11-24 10:03",
        )
        .assistant(
          "All three come from yesterday's Stripe webhook retry; the source row has `currency = 'usd'` but the webhook copy didn't. I'll coalesce from the charge.",
        )
        .file("Edit", "models/marts/fct_payments.sql")
        .bash("dbt test --select fct_payments", "PASS=7 WARN=0 ERROR=0 SKIP=0 TOTAL=7")
        .assistant("Fixed; all 7 tests on fct_payments pass."),
  },
  {
    id: "a30-decimal",
    planted: [
      { kind: "instruction", keys: ["decimal"] },
      { kind: "fact", keys: ["tomas"] },
    ],
    build: (s) =>
      s
        .user("tomas wants the price elasticity chart for tomorrow's pricing review. he's the one who decides on pricing, so it has to be clean")
        .bash("python notebooks/elasticity.py --export charts/elasticity.png", "saved charts/elasticity.png\nelasticity estimate: -1.34 (se 0.21)")
        .assistant("Chart exported. Elasticity estimate is -1.34 (SE 0.21). Labels show values like 12.4837%.")
        .user("ugh. percentages in anything stakeholders see get one decimal place, always. 12.5%, not 12.4837%")
        .file("Edit", "notebooks/elasticity.py")
        .bash("python notebooks/elasticity.py --export charts/elasticity.png", "saved charts/elasticity.png")
        .assistant("Re-exported with one decimal on the labels."),
  },
  {
    id: "a31-backfill",
    planted: [
      { kind: "task", keys: ["backfill"] },
      { kind: "fact", keys: ["06:00"] },
    ],
    build: (s) =>
      s
        .user("fct_sessions is missing march 2024. found it while doing the yoy chart")
        .bash(
          "snowsql -q \"select date_trunc(month, session_date) m, count(*) from analytics.marts.fct_sessions where session_date between '2024-02-01' and '2024-04-30' group by 1 order by 1\"",
          "M           COUNT(*)\n2024-02-01  3,812,004\n2024-04-01  4,019,228",
        )
        .assistant("Confirmed: no rows at all for March 2024. The raw events exist for that month, so a backfill would fix it.")
        .user(
          "ok but not now, the prod job runs at 06:00 UTC every day and a backfill this size would overlap with it. we need to do the march backfill on a weekend. also remember that job time, 06:00 utc, it matters for anything heavy",
        )
        .assistant("Understood; I'll leave fct_sessions alone today. I excluded March 2024 from the YoY chart with a footnote."),
  },
  {
    id: "a32-mann",
    planted: [{ kind: "decision", keys: ["mann-whitney"] }],
    build: (s) =>
      s
        .user("revenue per user in the bundle test is super skewed, a few whales. t-test ok?")
        .bash(
          "python scripts/exp_dist.py bundle_v1 --metric revenue_per_user",
          "skew: 14.2\ntop 0.1% share of revenue: 31%\nt-test p=0.048  mann-whitney p=0.31  bootstrap(trimmed 1%) p=0.27",
        )
        .assistant(
          "The distribution is extremely skewed (skew 14.2; top 0.1% of users hold 31% of revenue). The t-test says p = 0.048, but that is driven by a handful of users; Mann-Whitney gives 0.31 and a trimmed bootstrap 0.27.",
        )
        .user("yeah the t-test is garbage here. for revenue per user in experiments we'll use mann-whitney from now on, t-test stays for conversion")
        .assistant("OK. So bundle_v1 shows no significant revenue effect (p = 0.31)."),
  },
  {
    id: "a33-duckdb",
    planted: [
      { kind: "decision", keys: ["duckdb"] },
      { kind: "instruction", keys: ["sqlfluff"] },
    ],
    build: (s) =>
      s
        .user("running dbt against snowflake for every tiny change in dev is slow + costs credits. thoughts on a local target?")
        .assistant(
          "I'll check which adapters the project could support first.\n\nOptions: dbt-duckdb on sampled Parquet extracts, or keep Snowflake with a smaller dev warehouse. DuckDB would make most runs local and free.",
        )
        .bash("pip install dbt-duckdb==1.8.1 && dbt debug --target local", "Connection test: [OK connection ok]\nAll checks passed!")
        .user("ok lets go with duckdb as the local dev target, sampled extracts. snowflake dev only for final checks before PR")
        .file("Edit", "profiles.yml")
        .bash("dbt build --target local --select staging", "PASS=41 WARN=0 ERROR=0 SKIP=0 TOTAL=41")
        .assistant("Added a `local` DuckDB target; all 41 staging nodes build locally in 22s.")
        .user("nice. oh and run sqlfluff lint on any model you touch before you say you're done. CI runs it and it's annoying when PRs bounce on formatting")
        .bash("sqlfluff lint models/staging --dialect snowflake", "All Finished 📜 🎉!")
        .assistant("sqlfluff is clean on staging; I'll lint every model I change."),
  },
  {
    id: "a34-papermill",
    planted: [
      { kind: "task", keys: ["papermill"] },
      { kind: "instruction", keys: ["seed"] },
    ],
    build: (s) =>
      s
        .user("the bootstrap CIs in the readout notebook change every time I rerun it, Dana noticed")
        .file("Read", "notebooks/ab_readout_pricing.py")
        .assistant("The bootstrap uses `np.random.choice` without a seed, so every run resamples differently. Spread is about ±0.3pp on the CI bounds.")
        .user("fix it. and as a rule, any notebook or script with randomness sets a fixed seed (42) at the top, so numbers are reproducible")
        .file("Edit", "notebooks/ab_readout_pricing.py")
        .bash(
          "python notebooks/ab_readout_pricing.py | tail -1 && python notebooks/ab_readout_pricing.py | tail -1",
          "lift +3.1% CI [0.4%, 5.9%]\nlift +3.1% CI [0.4%, 5.9%]",
        )
        .assistant("Seeded with `np.random.default_rng(42)`; two runs now give identical CIs.")
        .user(
          "good. eventually this readout notebook should be parameterized with papermill so we can run it per experiment instead of copy-pasting. not now, backlog it",
        ),
  },
  {
    id: "a35-attribution",
    planted: [
      { kind: "decision", keys: ["attribution"] },
      { kind: "task", keys: ["refund"] },
    ],
    build: (s) =>
      s
        .user("marketing wants channel attribution in the new CAC report. first-touch is easiest, let's do first-touch")
        .bash("dbt ls --select +fct_touchpoints", "stg_segment__pages\nstg_segment__identifies\nint_sessions\nfct_touchpoints")
        .assistant("fct_touchpoints has every touch per user, so first-touch is a simple `min(touch_at)`. I'll start there.")
        .user(
          "hold on, talked to Priya — they want last non-direct click, first-touch overcredits SEO. so attribution for CAC is last non-direct click. scrap first-touch",
        )
        .file("Write", "models/marts/fct_cac_by_channel.sql")
        .bash("dbt build --select fct_cac_by_channel", "PASS=3 WARN=0 ERROR=0 SKIP=0 TOTAL=3")
        .assistant("Built fct_cac_by_channel with last non-direct click; Paid Search CAC is $212, Paid Social $340 for October.")
        .user(
          "hm those are gross of refunds though. someone has to ask finance for the refund-to-order mapping so we can net them out. that's an open item, I'll ping them next week unless you get to it first",
        ),
  },
  {
    id: "a36-empty-power",
    planted: [],
    build: (s) =>
      s
        .user("how many users do we need per arm to detect a 2% relative lift on a 12% baseline conversion? alpha .05, power .8")
        .bash(
          'python -c "from statsmodels.stats.power import NormalIndPower; from statsmodels.stats.proportion import proportion_effectsize as es; print(round(NormalIndPower().solve_power(es(0.1224,0.12), alpha=0.05, power=0.8)))"',
          "290123",
        )
        .assistant("About 290k users per arm. At ~40k eligible users a day split 50/50, that's roughly 15 days.")
        .user("oof. and for 5%?")
        .bash(
          'python -c "from statsmodels.stats.power import NormalIndPower; from statsmodels.stats.proportion import proportion_effectsize as es; print(round(NormalIndPower().solve_power(es(0.126,0.12), alpha=0.05, power=0.8)))"',
          "46824",
        )
        .assistant("About 46.8k per arm for a 5% relative lift, so under 3 days of traffic.")
        .user("ok good to know, thanks"),
  },
  {
    id: "a37-reporting",
    planted: [
      { kind: "fact", keys: ["reporting"] },
      { kind: "instruction", keys: ["y-axis"] },
    ],
    build: (s) =>
      s
        .user("I built fct_nps in marts but it doesnt show up in metabase")
        .bash('snowsql -q "show grants to role METABASE_RO" | grep -i usage', "USAGE  SCHEMA  ANALYTICS.REPORTING  METABASE_RO")
        .assistant("The Metabase role only has usage on `ANALYTICS.REPORTING`, not on `MARTS`.")
        .user("right — metabase only reads the reporting schema, on purpose. marts get exposed through a view in reporting. make the view")
        .file("Write", "models/reporting/nps.sql")
        .bash("dbt build --select reporting.nps", "PASS=1 WARN=0 ERROR=0 SKIP=0 TOTAL=1")
        .assistant("Created `reporting.nps`; it's visible in Metabase now. I made a line chart of weekly NPS (range 31–38).")
        .user("the chart's y-axis starts at 30, makes it look like a rollercoaster. y-axis starts at zero on every chart we show people, please")
        .assistant("Fixed: y-axis starts at 0."),
  },
  {
    id: "a38-conversion",
    planted: [
      { kind: "fact", keys: ["conversion"] },
      { kind: "task", keys: ["upgrade"] },
    ],
    build: (s) =>
      s
        .user("is conversion rate orders/sessions or orders/users? Dana and Tomas use different ones")
        .bash("grep -n 'conversion_rate' models/metrics/*.yml", "models/metrics/core.yml:18:    expression: count_orders / count_sessions")
        .assistant("The metric in the semantic layer is orders / sessions. I don't see a user-based version anywhere in the project.")
        .user("ok then that's the one. conversion rate = orders divided by sessions, session-level. I'll tell Tomas")
        .bash("dbt --version", "Core:\n  - installed: 1.6.9\n  - latest:    1.8.7 - Update available!")
        .assistant("Side note from the version check: we're on dbt 1.6.9 and the semantic layer features we'd want next need 1.8.")
        .user("yeah the dbt upgrade to 1.8 is overdue, needs its own PR with the package bumps. later, add it to the list"),
  },
  {
    id: "a39-elementary",
    planted: [
      { kind: "decision", keys: ["elementary"] },
      { kind: "task", keys: ["scratch"] },
    ],
    build: (s) =>
      s
        .user("we need better alerting on test failures than reading the dbt logs. great expectations or elementary?")
        .assistant(
          "Great Expectations needs its own suites and a separate runner. Elementary is a dbt package: it reads our existing tests and sends Slack alerts, and adds anomaly tests.",
        )
        .user("elementary. we already have ~300 dbt tests, not rewriting them in GE")
        .file("Edit", "packages.yml")
        .bash("dbt deps && dbt run --select elementary", "Installed elementary 0.16.1\nPASS=28 WARN=0 ERROR=0 SKIP=0 TOTAL=28")
        .assistant("Elementary installed and its 28 models built.")
        .bash("snowsql -q \"select count(*) from information_schema.tables where table_schema='SCRATCH'\"", "COUNT(*)\n1,482")
        .assistant("While checking schemas I saw SCRATCH has 1,482 tables, many from 2024.")
        .user("lol. yeah the scratch schema needs a cleanup at some point — drop anything untouched for 90 days. not now, people might still need some"),
  },
  {
    id: "a40-empty-withdrawn",
    planted: [],
    build: (s) =>
      s
        .user("thinking we should switch all the marts to dynamic tables instead of dbt incremental")
        .assistant("I'll check what dynamic tables would cost us first.")
        .bash("snowsql -q \"select count(*) from information_schema.tables where table_schema='MARTS'\"", "COUNT(*)\n64")
        .assistant(
          "64 marts. Dynamic tables would refresh on a lag target, but they don't support every construct we use (e.g. some window functions with `qualify`), and we'd lose dbt's tests on incremental logic.",
        )
        .user("hm. ok forget it, not worth it right now. was just an idea")
        .assistant("Sure, leaving the marts as they are.")
        .user("what time is standup moved to today btw, do you know")
        .assistant("I don't have access to your calendar, sorry."),
  },
  {
    id: "a41-user-level",
    planted: [
      { kind: "instruction", keys: ["user-level"] },
      { kind: "fact", keys: ["sheet"] },
    ],
    build: (s) =>
      s
        .user("marketing asked for a csv of everyone who churned last month with emails so they can run a winback")
        .assistant("I'll check what the churn mart has first.")
        .bash("snowsql -q \"select count(*) from analytics.marts.fct_account_churn where churn_month='2026-10'\"", "COUNT(*)\n162")
        .assistant("162 accounts churned in October. Should I export them with emails?")
        .user(
          "no — we never hand user-level data with emails to marketing from here, it goes through the CRM sync which has consent flags. give them aggregated counts by plan only. that applies to every marketing ask",
        )
        .bash(
          "snowsql -q \"select plan, count(*) from analytics.marts.fct_account_churn where churn_month='2026-10' group by 1\" -o output_format=csv > churn_by_plan_2026-10.csv",
          "",
        )
        .assistant("Exported counts by plan only (Starter 97, Pro 51, Team 14) to churn_by_plan_2026-10.csv.")
        .user(
          "ty. also for their CAC question: marketing spend isn't in any source table, it comes from a google sheet that's synced into raw.gsheets.marketing_spend every night",
        )
        .assistant("Good to know, I'll join spend from that table."),
  },
  {
    id: "a42-partition",
    planted: [
      { kind: "decision", keys: ["cluster"] },
      { kind: "task", keys: ["cohort_v1"] },
    ],
    build: (s) =>
      s
        .user("queries on fct_events filtered by date are scanning everything")
        .bash("snowsql -q \"select system\\$clustering_information('analytics.marts.fct_events','(event_date)')\" | jq .average_depth", "412.7")
        .assistant(
          "Clustering depth on `event_date` is 412.7, so date filters prune almost nothing. We could cluster by `event_date`, or by `(event_date, event_name)`.",
        )
        .user("cluster by event_date only, adding event_name bumps reclustering cost too much. do it")
        .file("Edit", "models/marts/fct_events.sql")
        .bash("dbt run --select fct_events --target prod", "OK created sql table model analytics.fct_events [SUCCESS 1 in 412.3s]")
        .assistant("fct_events is now clustered by `event_date`; a one-week query scans 2.1% of partitions instead of 100%.")
        .user(
          "great. the old cohort_v1 notebook depends on the unclustered copy, it should be deleted once v2 has run for a month. leave it for now, remind me",
        ),
  },
  {
    id: "a43-iso",
    planted: [
      { kind: "instruction", keys: ["iso"] },
      { kind: "task", keys: ["power"] },
    ],
    build: (s) =>
      s
        .user("export the weekly retention table for Dana as csv")
        .bash("python scripts/export_retention.py --out exports/retention_11-24.csv", "wrote 52 rows to exports/retention_11-24.csv")
        .assistant("Exported 52 weekly cohorts to exports/retention_11-24.csv.")
        .user("rename to retention_2026-11-24.csv. file names always use ISO dates, YYYY-MM-DD, people sort by name")
        .bash("mv exports/retention_11-24.csv exports/retention_2026-11-24.csv", "")
        .assistant("Renamed.")
        .user(
          "also Tomas will want to run the annual-plan discount test in december. someone has to do the power analysis for it first, we don't know the baseline for annual conversions yet. leave that open",
        ),
  },
  {
    id: "a44-empty-quoted",
    planted: [],
    build: (s) =>
      s
        .user("what does this macro do? found it in an old PR")
        .file("Read", "macros/safe_divide.sql")
        .assistant(
          "It's a guard against division by zero:\n\n```sql\n{% macro safe_divide(n, d) %}\n  -- never divide by zero: always return null when d = 0\n  case when {{ d }} = 0 then null else {{ n }} / {{ d }} end\n{% endmacro %}\n```\n\nSnowflake has `div0null()` built in, which does the same thing.",
        )
        .bash("grep -rn 'safe_divide' models/ | wc -l", "23")
        .assistant("It's used in 23 models.")
        .user("ha ok. makes sense, thanks")
        .user("how's your day going lol")
        .assistant("All good here — ready when you are."),
  },
  {
    id: "a45-country-codes",
    planted: [
      { kind: "decision", keys: ["country_codes"] },
      { kind: "task", keys: ["retention"] },
    ],
    build: (s) =>
      s
        .user("country_codes seed is out of date again, someone added kosovo in the app")
        .bash("dbt seed --select country_codes && dbt test --select country_codes", "PASS=2 WARN=0 ERROR=0 SKIP=0 TOTAL=2")
        .assistant("The seed is a 249-row CSV maintained by hand. The app's Postgres has a `countries` table, and Fivetran already syncs that database.")
        .user("then country_codes stops being a seed. we source it from the app's countries table, the CSV gets deleted. do that")
        .file("Write", "models/staging/app/stg_app__countries.sql")
        .bash(
          "git rm seeds/country_codes.csv && dbt build --select stg_app__countries+",
          "rm 'seeds/country_codes.csv'\nPASS=12 WARN=0 ERROR=0 SKIP=0 TOTAL=12",
        )
        .assistant("country_codes now comes from the app source (250 rows incl. Kosovo); 12 downstream nodes pass.")
        .user("sweet. unrelated: the retention metric still isn't in the metrics doc in notion, needs writing up with the exact definition. for another day"),
  },
  {
    id: "a46-replica",
    planted: [
      { kind: "instruction", keys: ["replica"] },
      { kind: "fact", keys: ["acme-test"] },
    ],
    build: (s) =>
      s
        .user("need fresh order statuses for the ops dashboard, the warehouse is 2h behind")
        .assistant("I could query the Postgres read replica directly for the last 2 hours. Want me to?")
        .user(
          "only outside business hours. the replica also serves the support tool and a heavy query at 2pm slowed it down last month. rule: no analytical queries on the replica between 8am and 6pm CET",
        )
        .bash("date -u +%H:%M", "19:42")
        .assistant("It's 20:42 CET, so I'll run it now.")
        .bash(
          "psql $REPLICA_URL -c \"select status, count(*) from orders where updated_at > now() - interval '2 hours' group by 1\"",
          " status    | count\n-----------+-------\n shipped   |   311\n pending   |    87\n cancelled |    12",
        )
        .assistant("Last 2 hours: 311 shipped, 87 pending, 12 cancelled. Some of those pending ones belong to @acme-test.com users though.")
        .user("yep, every account with an @acme-test.com email is a QA test account, they're never real customers. exclude them"),
  },
  {
    id: "a47-empty-stats",
    planted: [],
    build: (s) =>
      s
        .user("is it bad to look at the experiment every day? Dana says peeking inflates false positives")
        .assistant(
          "She's right for fixed-horizon tests: if you stop the first time p < 0.05, the real false positive rate can go to 20-30%. Sequential methods (e.g. mSPRT, alpha spending) let you look continuously with valid error rates.",
        )
        .bash(
          "python scripts/simulate_peeking.py --n-sims 2000 --days 21",
          "nominal alpha: 0.05\nstop at first p<0.05 (daily peeks): false positive rate 0.262",
        )
        .assistant("Quick simulation: with daily peeks over 21 days and stopping at the first p < 0.05, the false positive rate is 26%.")
        .user("wow ok. maybe we should look at sequential testing sometime. or maybe not, dunno")
        .assistant("Happy to dig into it whenever you want."),
  },
  {
    id: "a48-empty-results",
    planted: [],
    build: (s) =>
      s
        .user("what's the median time to first order for new signups this quarter vs last")
        .bash(
          'snowsql -q "select quarter, median(datediff(hour, signup_at, first_order_at)) from analytics.marts.fct_customer_firsts group by 1 order by 1 desc limit 2"',
          "QUARTER  MEDIAN\n2026-Q4  31.0\n2026-Q3  38.5",
        )
        .assistant("Median time to first order: 31.0 hours in Q4 so far vs 38.5 in Q3, about 19% faster.")
        .user("nice, the onboarding changes maybe? or just holiday shoppers")
        .assistant("Could be either; Q4 is only 8 weeks in and includes Black Friday, so I'd wait for the full quarter before crediting onboarding.")
        .user("fair"),
  },
  {
    id: "a49-state-modified",
    planted: [
      { kind: "instruction", keys: ["state:modified"] },
      { kind: "task", keys: ["glossary"] },
    ],
    build: (s) =>
      s
        .user("CI for the dbt repo takes 50 min, it builds the whole project")
        .file("Read", ".github/workflows/dbt-ci.yml")
        .assistant("The CI job runs `dbt build` with no selector. With the prod manifest we could build only what changed.")
        .user("yes. CI and any PR build should always use --select state:modified+ with --defer against the prod manifest. never a full build in CI again")
        .file("Edit", ".github/workflows/dbt-ci.yml")
        .bash("act -j dbt-ci 2>&1 | tail -2", "| PASS=17 WARN=0 ERROR=0 SKIP=0 TOTAL=17\n[dbt-ci] 🏁  Job succeeded")
        .assistant("CI now builds state:modified+ with defer; a sample PR built 17 nodes in 4 minutes.")
        .user("🙌 last thing, we still don't have a metric glossary that stakeholders can read. that's a todo for december, not yours right now"),
  },
  {
    id: "a50-holdout",
    planted: [
      { kind: "decision", keys: ["holdout"] },
      { kind: "fact", keys: ["segment"] },
    ],
    build: (s) =>
      s
        .user("leadership keeps asking what all the experiments add up to. could a global holdout answer that?")
        .assistant(
          "I'll check how assignment works first.\n\nA global holdout keeps a small slice of users out of every experiment and every shipped change, so you can compare them to everyone else after a quarter.",
        )
        .bash("grep -n 'bucket' services/assign/config.yaml", "12:  buckets: 100\n13:  reserved: []")
        .user("maybe 10%? no, too much traffic. ok decided: 5% global holdout, reset every quarter, starting Jan 1")
        .file("Edit", "services/assign/config.yaml")
        .assistant("Reserved buckets 95–99 as the holdout in the assignment config. How do holdout users show up in the data?")
        .user(
          "same as everyone: all app events go through segment into raw.segment.tracks, the holdout flag will just be a trait on identify. segment is the only event pipeline we have",
        )
        .assistant("Then I'll read the trait from stg_segment__identifies when we build the holdout comparison."),
  },
  {
    id: "a51-week-start",
    planted: [
      { kind: "decision", keys: ["monday"] },
      { kind: "instruction", keys: ["select *"] },
      { kind: "instruction", keys: ["limit"] },
    ],
    build: (s) =>
      s
        .user("weekly rollups: weeks start sunday, that's what the US sales team is used to")
        .assistant("I'll check how the existing weekly models truncate dates first.")
        .bash("grep -rn \"date_trunc('week'\" models/marts | wc -l", "11")
        .assistant(
          "11 models use `date_trunc('week', ...)`, which in our Snowflake account starts weeks on Monday (WEEK_START = 0). Sunday weeks would need a session parameter or an offset in every model.",
        )
        .user("ugh ok, never mind sunday. weeks start monday, ISO weeks, everywhere. sales will live with it")
        .file("Edit", "models/marts/fct_weekly_kpis.sql")
        .bash("dbt build --select fct_weekly_kpis", "PASS=4 WARN=0 ERROR=0 SKIP=0 TOTAL=4")
        .assistant("fct_weekly_kpis builds on Monday-start weeks; 4 nodes pass.")
        .user(
          "couple of house rules while we're at it:\n- no select * in any model, list the columns\n- adhoc queries you run for me: put a limit 1000 on them unless I ask for everything",
        )
        .assistant("Noted both: explicit columns in models, and a row limit of 1000 on ad-hoc queries by default."),
  },
  {
    id: "a52-soft-delete",
    planted: [
      { kind: "fact", keys: ["deleted_at"] },
      { kind: "task", keys: ["ops dashboard"] },
    ],
    build: (s) =>
      s
        .user("order count in the warehouse is ~1% higher than what the app admin shows. why")
        .bash(
          'psql $REPLICA_URL -c "select count(*) filter (where deleted_at is not null) as soft_deleted, count(*) from orders"',
          " soft_deleted |  count\n--------------+---------\n        9,412 | 918,207",
        )
        .assistant(
          "The app never hard-deletes orders: it sets `deleted_at`, and the admin hides those rows. 9,412 orders are soft-deleted, which is almost exactly the 1% gap. stg_app__orders doesn't filter them.",
        )
        .user("yes that's how the orders table works, deleted_at means gone. filter them in staging")
        .file("Edit", "models/staging/app/stg_app__orders.sql")
        .bash("dbt build --select stg_app__orders+", "PASS=21 WARN=0 ERROR=0 SKIP=0 TOTAL=21")
        .assistant("stg_app__orders now drops rows with `deleted_at`; 21 downstream nodes pass and counts match the admin.")
        .user(
          "the ops dashboard has its own raw query though, it still counts soft-deleted ones. that needs fixing too but Lena owns it, so leave it as an open item for when she's back",
        ),
  },
  {
    id: "a53-frequentist",
    planted: [
      { kind: "decision", keys: ["frequentist"] },
      { kind: "fact", keys: ["dana"] },
    ],
    build: (s) =>
      s
        .user("someone on the growth team keeps asking for 'probability to beat control'. should we move the readouts to bayesian?")
        .assistant(
          "I'll check how the readout template computes results first.\n\nWe could add a Bayesian beta-binomial for conversion and report P(treatment > control). It reads more naturally for stakeholders, but priors need agreeing on and it changes every past comparison.",
        )
        .bash(
          "grep -n 'ttest\\|proportions_ztest' notebooks/templates/readout.py",
          "41:    stat, p = proportions_ztest(counts, nobs)\n58:    t = ttest_ind(a, b, equal_var=False)",
        )
        .user(
          "no. we stay frequentist for readouts, decided — we have 3 years of comparable results and Dana won't sign off on a method change mid-year. Dana is head of growth and she signs off every experiment readout, so it's her call anyway",
        )
        .assistant("Understood, the template stays as it is (z-test for proportions, Welch t-test).")
        .user("you could explain to the growth guy what a p-value actually means tho lol")
        .assistant(
          "Happy to draft a short note: a p-value is the probability of a result at least this extreme if there were no real difference, not the probability that the treatment is better.",
        ),
  },
  {
    id: "a54-empty-grok-done",
    planted: [],
    build: (s) =>
      s
        .user("add an accepted_values test on fct_orders.status")
        .assistant("I'll check the distinct statuses in prod first so the test doesn't fail on day one.")
        .bash('snowsql -q "select distinct status from analytics.marts.fct_orders"', "STATUS\npending\npaid\nshipped\nrefunded\ncancelled")
        .file("Edit", "models/marts/schema.yml")
        .bash("dbt test --select fct_orders", "PASS=8 WARN=0 ERROR=0 SKIP=0 TOTAL=8")
        .assistant(
          "Added `accepted_values` on `fct_orders.status` with the five values found in prod (pending, paid, shipped, refunded, cancelled).\n\n- models/marts/schema.yml: new test\n- dbt test: 8 passed",
        )
        .user("thx"),
  },
  {
    id: "a55-snapshot",
    planted: [
      { kind: "task", keys: ["snapshot"] },
      { kind: "instruction", keys: ["pii"] },
    ],
    build: (s) =>
      s
        .user("finance asked what plan an account was on in march. can we answer that?")
        .bash(
          'snowsql -q "select plan, updated_at from analytics.staging.stg_app__subscriptions where account_id = 8812"',
          "PLAN  UPDATED_AT\nteam  2026-09-14 08:21:55",
        )
        .assistant("Not from the warehouse: stg_app__subscriptions only holds the current row, so the March plan was overwritten in September.")
        .user(
          "right. we need a dbt snapshot on subscriptions so we keep plan history going forward — can't fix the past, but someone should set that up soon. not in this session",
        )
        .assistant("Understood. I'll answer finance from the billing export for this one account instead.")
        .file("Read", "exports/billing_2026-03.csv")
        .assistant("Account 8812 was on Pro in March 2026 according to the billing export.")
        .user(
          "ok. oh and reminder, in schema.yml every column with personal data (email, name, phone, ip) gets `meta: {pii: true}`. I saw a few new ones without it",
        )
        .file("Edit", "models/staging/app/schema.yml")
        .assistant("Tagged email, full_name and last_ip in stg_app__users with `pii: true`."),
  },
  {
    id: "a56-empty-guess",
    planted: [],
    build: (s) =>
      s
        .user("the EU team's WAU is lower than ours for the same countries. I think they count differently? not sure")
        .assistant("I'll compare our WAU for EU countries with the figure in their deck first.")
        .bash(
          "snowsql -q \"select count(distinct user_id) from analytics.marts.fct_user_days where country_region='EU' and activity_date between '2026-11-16' and '2026-11-22' and is_active\"",
          "COUNT(DISTINCT USER_ID)\n61,904",
        )
        .assistant(
          "We get 61,904 for W47; their deck says 57,300. The 8% gap could be logged-out users, or they might exclude trial accounts. I can't tell without their query.",
        )
        .user("maybe. I'll ask Jonas next week, no action for now")
        .assistant("Sounds good."),
  },
];

/** The blind set: events, segments and scoring of BLIND35_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const BLIND35 = plantedSet(BLIND35_SESSIONS, Date.UTC(2026, 10, 2, 9));
