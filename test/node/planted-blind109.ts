/**
 * Blind planted set 109 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a senior Python engineer on an internal ML feature platform (Airflow, Feast, BigQuery,
 * Terraform), terse and imperative, "we" for team policy, pasting Slack decisions made by others;
 * the agent speaks in a Copilot CLI voice ("● ..." status lines).
 * Each session is one segment; the items planted in it are listed with it: 66 items (16 decisions, 18 instructions,
 * 16 facts, 16 tasks) in 53 sessions, 12 of which plant nothing (56 user/assistant messages between them). Every other message
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

export const BLIND109_SESSIONS: BlindSession[] = [
  {
    id: "b109-feast-registry",
    build: (s) =>
      s
        .user("feast apply failing on staging. look")
        .bash(
          "cd feature_repo && feast apply",
          "FileNotFoundError: [Errno 2] No such file or directory: 'data/registry.db'\n  File \"feast/infra/registry/file.py\", line 41, in _get_registry_proto",
          1,
        )
        .file("Read", "feature_repo/feature_store.yaml")
        .assistant(
          "The registry in feature_store.yaml is still `data/registry.db`, a local file path, so on the staging runner there is nothing there. Do you want it pointed at a GCS path or at the SQL registry?",
        )
        .user(
          "pasting from #feature-platform:\n> Priya: decided — feast registry lives in gs://mlfp-feast-registry/registry.pb. sql registry is out, don't revisit.\nso point it there",
        )
        .file("Edit", "feature_repo/feature_store.yaml")
        .bash("cd feature_repo && feast apply", "Deploying infrastructure for user_7d_agg\nDeploying infrastructure for item_popularity\nRegistry updated.")
        .assistant("● feature_store.yaml now uses `registry: gs://mlfp-feast-registry/registry.pb`; `feast apply` deployed user_7d_agg and item_popularity.")
        .user("ok. that bucket was clicked together in the console, it needs to go into terraform. not today, later")
        .stop("Noted. The registry is applied from the new path."),
    planted: [
      { kind: "decision", keys: ["mlfp-feast-registry"] },
      { kind: "task", keys: ["bucket", "terraform"] },
    ],
  },
  {
    id: "b109-bq-pool",
    build: (s) =>
      s
        .user("add a daily_user_agg task to the feature_backfill dag, after extract_events")
        .file("Read", "dags/feature_backfill.py")
        .assistant("I'll add a BigQueryInsertJobOperator named daily_user_agg downstream of extract_events. Should it run in a pool?")
        .user(
          "yes. every BigQuery operator goes in bigquery_pool, that's the rule for all our dags. the pool is capped at 8 slots, ops sized it to the reservation",
        )
        .file("Edit", "dags/feature_backfill.py")
        .bash("python -m pytest tests/dags -q", "........\n8 passed in 3.41s")
        .stop("● Added daily_user_agg with pool='bigquery_pool' after extract_events; the DAG tests pass."),
    planted: [
      { kind: "instruction", keys: ["bigquery_pool"] },
      { kind: "fact", keys: ["pool", "8 slots"] },
    ],
  },
  {
    id: "b109-bq-location",
    build: (s) =>
      s
        .user("bq query for the item features is 404ing, why")
        .bash(
          "bq query --use_legacy_sql=false 'select count(*) from mlfp_features.item_popularity'",
          "BigQuery error in query operation: Not found: Dataset ml-feature-platform:mlfp_features was not found in location US",
          2,
        )
        .assistant("The job runs in US by default. Let me check where the dataset lives.")
        .bash("bq show --format=prettyjson mlfp_features | grep location", '  "location": "EU",')
        .assistant(
          "Confirmed: the mlfp_features dataset is in the EU multi-region, and a job that doesn't say `--location=EU` goes to US and can't see it. That's the 404.",
        )
        .user("right. set location EU as the default in our bq hook so nobody hits this again")
        .file("Edit", "plugins/hooks/mlfp_bq.py")
        .bash("python -m pytest tests/plugins -q -k bq", "...\n3 passed in 1.02s")
        .stop("● MlfpBigQueryHook now defaults to location='EU'; the hook tests pass."),
    planted: [{ kind: "fact", keys: ["mlfp_features", "eu"] }],
  },
  {
    id: "b109-tf-atlantis",
    build: (s) =>
      s
        .user("write the memorystore instance for the feast online store. 1gb basic tier, europe-west4")
        .file("Write", "infra/terraform/memorystore.tf")
        .bash(
          "cd infra/terraform && terraform plan -out=plan.tfplan",
          "google_redis_instance.feast_online will be created\n\nPlan: 1 to add, 0 to change, 0 to destroy.",
        )
        .assistant("Plan is clean: 1 to add. Should I run `terraform apply plan.tfplan`?")
        .user(
          "no. we don't apply from laptops. ever. push a branch, open the PR, atlantis plans and applies on merge. remember that for every terraform change",
        )
        .bash("git checkout -b feast-online-redis && git push -u origin feast-online-redis", "remote: Create a pull request for 'feast-online-redis' on GitHub")
        .user("hmm maybe 5gb instead of 1? nah scratch that, ask Priya first")
        .stop("● Pushed feast-online-redis; the PR will get an Atlantis plan comment."),
    planted: [{ kind: "instruction", keys: ["atlantis"] }],
  },
  {
    id: "b109-no-dbt",
    build: (s) =>
      s
        .user(
          "context for the next bit, from the arch review thread:\n> Marcus: we're not adopting dbt for feature views. staying on airflow + jinja sql templates under sql/features/. final.\nso forget the dbt branch, delete it",
        )
        .bash(
          "git branch -D spike/dbt-features && git push origin --delete spike/dbt-features",
          "Deleted branch spike/dbt-features (was 3c1e9a2).\n - [deleted]         spike/dbt-features",
        )
        .assistant("Deleted spike/dbt-features locally and on origin.")
        .user("and the three legacy views in sql/legacy still need porting to the templates, we'll do it next sprint")
        .file("Read", "sql/legacy/README.md")
        .assistant("There are three: user_sessions_v1, item_ctr_v1 and cart_events_v1. I'll leave them as they are for now.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["dbt"] },
      { kind: "task", keys: ["legacy", "port"] },
    ],
  },
  {
    id: "b109-pytest-cmd",
    build: (s) =>
      s
        .user("run the tests")
        .bash("pytest", "ImportError while loading conftest '/home/dev/src/app/tests/conftest.py'.\nModuleNotFoundError: No module named 'mlfp'", 4)
        .assistant("pytest can't import the mlfp package. Is it installed in this venv?")
        .user("use `make test`, not bare pytest. it runs inside the poetry env and sets AIRFLOW_HOME to the tmp dir. thats how we run tests here, always")
        .bash("make test", "poetry run pytest -q -p no:cacheprovider\n........................................\n142 passed, 3 skipped in 48.7s")
        .stop("● 142 passed, 3 skipped with `make test`."),
    planted: [{ kind: "instruction", keys: ["make test"] }],
  },
  {
    id: "b109-sensor-timeout",
    build: (s) =>
      s
        .user("clickstream_features failed again overnight. find out why")
        .bash(
          "airflow tasks logs clickstream_features wait_for_events 2026-11-13",
          "[2026-11-14 02:00:03] INFO - Poking for table raw.events$20261113\n...\n[2026-11-14 08:00:04] ERROR - Sensor has timed out; run duration of 21600.01 seconds exceeds the specified timeout of 21600.0.",
        )
        .assistant(
          "wait_for_events timed out after 6 hours. The raw.events partition for 11-13 never landed before 08:00. Could be the upstream export being late, or the sensor poking the wrong partition decorator.",
        )
        .bash(
          "bq ls --max_results=3 raw.events\\$__PARTITIONS_SUMMARY__ 2>/dev/null; bq show raw.events | head -5",
          "Last modified: 14 Nov 08:41:12\nType: TABLE\nTime Partitioning: DAY (field: event_date)",
        )
        .assistant("The partition landed at 08:41, after the timeout. So the sensor was fine; the export was late.")
        .user("yeah the segment export lands between 07:00 and 09:00 utc, that's just how it is, Data Eng won't move it. bump the timeout to 8h")
        .file("Edit", "dags/clickstream_features.py")
        .bash("python -m pytest tests/dags/test_clickstream.py -q", "..\n2 passed in 0.88s")
        .stop("● wait_for_events timeout is now 8 hours (28800 s)."),
    planted: [{ kind: "fact", keys: ["export", "09:00"] }],
  },
  {
    id: "b109-ruff-mypy",
    build: (s) =>
      s
        .user("fix lint on the pr")
        .bash(
          "poetry run ruff check .",
          "dags/item_features.py:14:1: F401 [*] `datetime.timedelta` imported but unused\nFound 1 error.\n[*] 1 fixable with the `--fix` option.",
          1,
        )
        .bash("poetry run ruff check --fix . && poetry run ruff check .", "Found 1 error (1 fixed, 0 remaining).\nAll checks passed!")
        .assistant("Fixed the unused import in dags/item_features.py. Ruff is clean. Should I also run mypy?")
        .user("yes and from now on run ruff AND mypy --strict on mlfp/ before you tell me anything is done. dags/ is excluded from mypy, don't bother there")
        .bash("poetry run mypy --strict mlfp/", "Success: no issues found in 61 source files")
        .stop("● ruff and mypy --strict on mlfp/ are both clean."),
    planted: [
      { kind: "instruction", keys: ["mypy", "strict"] },
      { kind: "fact", keys: ["dags/", "mypy"] },
    ],
  },
  {
    id: "b109-ttl-decision",
    build: (s) =>
      s
        .user("what ttl do the user feature views have now")
        .bash("grep -n ttl feature_repo/features/user.py", "22:    ttl=timedelta(days=30),\n48:    ttl=timedelta(days=30),")
        .assistant(
          "Both user_7d_agg and user_profile have ttl=30 days. Given that user_7d_agg is refreshed daily, a 2-day TTL would stop stale rows being served if materialization stalls. I'd suggest 2 days for user_7d_agg and keep 30 for user_profile.",
        )
        .user("do it. 2 days for the agg, 30 for profile, that's what we go with")
        .file("Edit", "feature_repo/features/user.py")
        .bash("cd feature_repo && feast plan", "Feature views to update:\n  user_7d_agg: ttl 30 days -> 2 days")
        .stop("● user_7d_agg ttl is 2 days, user_profile stays at 30."),
    planted: [{ kind: "decision", keys: ["user_7d_agg", "2 days"] }],
  },
  {
    id: "b109-owners",
    build: (s) =>
      s
        .user("who do I ping about the recsys_candidates dag, it's writing to our dataset")
        .bash("cat CODEOWNERS | grep -i recsys", "/dags/recsys_*  @ml-platform/recsys")
        .assistant("CODEOWNERS gives dags/recsys_* to @ml-platform/recsys. I don't see an individual owner there.")
        .user("ok so for future reference: recsys dags are owned by Ahmed's team, not us, we only host them. anything about recsys_candidates goes to Ahmed.")
        .assistant("Got it.")
        .stop(),
    planted: [{ kind: "fact", keys: ["recsys", "ahmed"] }],
  },
  {
    id: "b109-python-version",
    build: (s) =>
      s
        .user("bump pandas to 2.2 in pyproject")
        .file("Edit", "pyproject.toml")
        .bash(
          "poetry lock --no-update && poetry install",
          "Resolving dependencies...\nInstalling pandas (2.2.3)\nInstalling the current project: mlfp (0.41.0)",
        )
        .assistant('pandas 2.2.3 installed. I noticed pyproject says python = "^3.11"; the Composer image might be on 3.10, is that a problem?')
        .user(
          "composer 2 image we're on ships python 3.11.8, that's pinned by the platform team. we stay on 3.11 until they move, don't touch the python constraint",
        )
        .bash("make test", "poetry run pytest -q -p no:cacheprovider\n142 passed, 3 skipped in 51.2s")
        .stop("● pandas bumped to 2.2.3; tests pass. Python constraint unchanged."),
    planted: [
      { kind: "fact", keys: ["composer", "3.11"] },
      { kind: "instruction", keys: ["python constraint"] },
    ],
  },
  {
    id: "b109-backfill-todo",
    build: (s) =>
      s
        .user("the item_ctr feature is off by a day for everything before august, timezone bug in the old query. fix the sql")
        .file("Read", "sql/features/item_ctr.sql")
        .assistant(
          "The query truncates event_ts with DATE(event_ts) which is UTC; the spec wants Europe/Amsterdam. I'll change it to DATE(event_ts, 'Europe/Amsterdam').",
        )
        .file("Edit", "sql/features/item_ctr.sql")
        .bash("make test", "poetry run pytest -q -p no:cacheprovider\n143 passed, 3 skipped in 49.9s")
        .user(
          "good. the historical rows are still wrong though. TODO for next week: backfill item_ctr from 2025-01-01 to 2026-08-01 with the fixed query, in chunks of a month so we don't eat the slot reservation",
        )
        .stop("● item_ctr.sql now buckets by Europe/Amsterdam date; tests pass."),
    planted: [{ kind: "task", keys: ["backfill", "item_ctr"] }],
  },
  {
    id: "b109-online-store",
    build: (s) =>
      s
        .user(
          'decision from yesterday\'s sync, pasting: "online store = Memorystore redis, not Bigtable. Bigtable cost estimate was 4x for our QPS. — Lena"\nupdate feature_store.yaml accordingly',
        )
        .file("Edit", "feature_repo/feature_store.yaml")
        .bash("cd feature_repo && feast plan", "Online store: redis (feast-online.mlfp.internal:6379)\nNo feature view changes.")
        .assistant("online_store is now type redis pointing at feast-online.mlfp.internal:6379. Do you want a connection timeout set explicitly?")
        .user("no leave defaults")
        .stop("● feature_store.yaml uses the Memorystore redis online store."),
    planted: [{ kind: "decision", keys: ["redis", "bigtable"] }],
  },
  {
    id: "b109-sa-fact",
    build: (s) =>
      s
        .user("materialize job 403s on the online store write")
        .bash(
          "airflow tasks logs feast_materialize materialize_incremental 2026-11-20 | tail -3",
          "google.api_core.exceptions.PermissionDenied: 403 Permission 'redis.instances.get' denied on resource\nrunning as: airflow-worker@ml-feature-platform.iam.gserviceaccount.com",
        )
        .assistant("The task is running as airflow-worker@ rather than a Feast-specific SA. Let me check the IAM bindings in terraform.")
        .bash("grep -rn 'redis' infra/terraform/iam.tf", '41:  member = "serviceAccount:feast-materializer@ml-feature-platform.iam.gserviceaccount.com"')
        .assistant(
          "Root cause: redis access is only granted to feast-materializer@, but the KubernetesPodOperator doesn't set service_account_name, so it falls back to airflow-worker. Materialization must run as feast-materializer@ml-feature-platform.",
        )
        .user("yep that's it. set it on the operator")
        .file("Edit", "dags/feast_materialize.py")
        .bash("python -m pytest tests/dags/test_feast_materialize.py -q", "...\n3 passed in 1.37s")
        .stop("● materialize_incremental now runs as feast-materializer; tests pass."),
    planted: [{ kind: "fact", keys: ["feast-materializer"] }],
  },
  {
    id: "b109-commit-style",
    build: (s) =>
      s
        .user("commit it")
        .bash("git commit -am 'fix materialize sa'", "[fix/materialize-sa 8e21f0c] fix materialize sa\n 1 file changed, 1 insertion(+)")
        .user(
          "amend that. we use conventional commits with the jira key: `fix(feast): MLFP-412 run materialize as feast-materializer`. every commit, the release notes script parses them",
        )
        .bash(
          "git commit --amend -m 'fix(feast): MLFP-412 run materialize as feast-materializer'",
          "[fix/materialize-sa 2b9a7d4] fix(feast): MLFP-412 run materialize as feast-materializer",
        )
        .stop("● Amended to `fix(feast): MLFP-412 run materialize as feast-materializer`."),
    planted: [{ kind: "instruction", keys: ["conventional commits", "jira"] }],
  },
  {
    id: "b109-partition-expiry",
    build: (s) =>
      s
        .user("storage bill for mlfp_staging is way up. check what's big")
        .bash(
          "bq query --location=EU --use_legacy_sql=false 'select table_id, round(size_bytes/1e9,1) gb from mlfp_staging.__TABLES__ order by size_bytes desc limit 3'",
          "+----------------------+-------+\n|       table_id       |  gb   |\n+----------------------+-------+\n| tmp_backfill_events  | 812.4 |\n| tmp_item_ctr_rebuild | 301.9 |\n| user_7d_agg_shadow   |  44.0 |\n+----------------------+-------+",
        )
        .assistant("Two tmp_ tables hold 1.1 TB. Neither has an expiration set. I could drop them now, or set a default table expiration on the dataset.")
        .user("both. drop the tmp tables, and we're going with a 7 day default table expiration on mlfp_staging. put it in terraform so it sticks")
        .bash("bq rm -f mlfp_staging.tmp_backfill_events && bq rm -f mlfp_staging.tmp_item_ctr_rebuild", "")
        .file("Edit", "infra/terraform/bigquery.tf")
        .bash("cd infra/terraform && terraform validate", "Success! The configuration is valid.")
        .stop("● Dropped both tmp tables; default_table_expiration_ms = 604800000 on mlfp_staging in bigquery.tf, ready for a PR."),
    planted: [{ kind: "decision", keys: ["7 day", "expiration"] }],
  },
  {
    id: "b109-spark-withdrawn",
    build: (s) =>
      s
        .user("the item_popularity transform takes 40 minutes in pandas. thinking we move it to spark on dataproc")
        .file("Read", "mlfp/transforms/item_popularity.py")
        .assistant(
          "Most of the time is in the groupby over 90 days of events pulled into memory. Pushing that aggregation into the BigQuery query would avoid pulling the rows at all, which might be simpler than Dataproc.",
        )
        .user("hm. ok forget spark. item_popularity aggregates in BQ SQL like you said, the python step just reads the aggregated table")
        .file("Edit", "sql/features/item_popularity.sql")
        .file("Edit", "mlfp/transforms/item_popularity.py")
        .bash("make test", "poetry run pytest -q -p no:cacheprovider\n143 passed, 3 skipped in 47.0s")
        .stop("● The 90-day aggregation is in item_popularity.sql now; the transform just reads the result. Tests pass."),
    planted: [{ kind: "decision", keys: ["item_popularity", "sql"] }],
  },
  {
    id: "b109-reviewer-rules",
    build: (s) =>
      s
        .user(
          "couple of things going forward:\n- don't add new deps without asking me first, the security review for each one takes a week\n- feature names are snake_case with the window as suffix, like clicks_7d, never clicks7d or clicks_week\n- put new SQL under sql/features/, one file per feature view",
        )
        .assistant("Understood. Anything you want me to start on?")
        .user("yes. add a carts_30d feature to user_7d_agg's sibling view user_30d_agg")
        .file("Edit", "sql/features/user_30d_agg.sql")
        .file("Edit", "feature_repo/features/user.py")
        .bash("cd feature_repo && feast plan", "Feature views to update:\n  user_30d_agg: +carts_30d")
        .stop("● Added carts_30d to user_30d_agg."),
    planted: [
      { kind: "instruction", keys: ["deps", "asking"] },
      { kind: "instruction", keys: ["snake_case", "suffix"] },
    ],
  },
  {
    id: "b109-slots-fact",
    build: (s) =>
      s
        .user("why did the backfill take 5h, it was 1h last month")
        .bash(
          "bq show --format=prettyjson --reservation --location=EU ml-feature-platform:EU.mlfp-prod",
          '{\n  "slotCapacity": "500",\n  "ignoreIdleSlots": true\n}',
        )
        .assistant(
          "The mlfp-prod reservation is 500 slots with ignoreIdleSlots=true, so the backfill can't borrow idle capacity from other reservations anymore. Was that flag changed recently?",
        )
        .user("yes finance flipped ignore_idle_slots last month. it's staying. so we have a hard 500 slot ceiling in prod now")
        .assistant("That explains the 5x: the backfill used to borrow idle slots. Splitting it into smaller date ranges won't make it faster, only smoother.")
        .stop(),
    planted: [{ kind: "fact", keys: ["500 slot"] }],
  },
  {
    id: "b109-dag-tags",
    build: (s) =>
      s
        .user("new dag for the search features, copy the shape of item_features")
        .file("Read", "dags/item_features.py")
        .file("Write", "dags/search_features.py")
        .bash(
          "python -m pytest tests/dags -q",
          "F.........\nFAILED tests/dags/test_dag_integrity.py::test_tags[search_features] - AssertionError: missing owner tag\n1 failed, 9 passed",
          1,
        )
        .assistant("The integrity test wants an owner tag. I'll add tags=['team:mlfp'] like item_features.")
        .file("Edit", "dags/search_features.py")
        .bash("python -m pytest tests/dags -q", "..........\n10 passed in 3.90s")
        .user("good. also every new dag gets catchup=False and max_active_runs=1 unless I say otherwise. we got burned by catchup filling 200 runs once")
        .file("Edit", "dags/search_features.py")
        .stop("● search_features has catchup=False and max_active_runs=1; DAG tests pass."),
    planted: [{ kind: "instruction", keys: ["catchup", "max_active_runs"] }],
  },
  {
    id: "b109-feast-upgrade-task",
    build: (s) =>
      s
        .user("pip says there's a new feast. what version are we on")
        .bash("poetry show feast", "name         : feast\nversion      : 0.38.0\nlatest       : 0.42.1")
        .assistant(
          "0.38.0, latest is 0.42.1. 0.40 changed the registry proto and drops the old `RedisOnlineStoreConfig.key_ttl_seconds` spelling, so it's not a drop-in.",
        )
        .user(
          "not now then. follow-up ticket: upgrade feast to 0.42 in Q1, after the registry move settles. I'll make the jira, you remind me when we touch feast_materialize next",
        )
        .bash("git status --short", "")
        .stop("Noted."),
    planted: [{ kind: "task", keys: ["feast", "0.42"] }],
  },
  {
    id: "b109-alert-channel",
    build: (s) =>
      s
        .user("hook up failure alerts for search_features")
        .file("Read", "plugins/callbacks/alerts.py")
        .assistant("There's a slack_failure_callback in plugins/callbacks/alerts.py taking a channel argument. Which channel?")
        .user(
          "#mlfp-alerts for everything, that's the policy. fyi feast_materialize is the only dag wired to pagerduty (service mlfp-serving) since it feeds the online reads",
        )
        .file("Edit", "dags/search_features.py")
        .bash("python -m pytest tests/dags -q", "..........\n10 passed in 3.71s")
        .stop("● search_features posts failures to #mlfp-alerts."),
    planted: [
      { kind: "instruction", keys: ["#mlfp-alerts"] },
      { kind: "fact", keys: ["pagerduty", "feast_materialize"] },
    ],
  },
  {
    id: "b109-great-expectations",
    build: (s) =>
      s
        .user(
          "slack from data quality guild, fyi:\n> Tomás: after the vote, we're going with Soda for data checks on feature tables, not Great Expectations. GE suites get deleted by end of year.\nso any new checks in soda. the two GE suites we have need converting, put that on the list",
        )
        .bash("ls great_expectations/expectations/", "item_popularity_suite.json\nuser_7d_agg_suite.json")
        .assistant("Two suites: item_popularity_suite and user_7d_agg_suite. I'll leave them in place until we convert them.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["soda"] },
      { kind: "task", keys: ["ge suites", "convert"] },
    ],
  },
  {
    id: "b109-composer-env",
    build: (s) =>
      s
        .user("where do the dag files actually get deployed")
        .bash(
          "gcloud composer environments describe mlfp-prod --location europe-west4 --format='value(config.dagGcsPrefix)'",
          "gs://europe-west4-mlfp-prod-7f3a2c1d-bucket/dags",
        )
        .assistant(
          "The mlfp-prod Composer environment reads DAGs from gs://europe-west4-mlfp-prod-7f3a2c1d-bucket/dags. The GitHub Action syncs dags/ there on merge to main.",
        )
        .user("ok thanks. and never gsutil cp into that bucket by hand, the sync deletes anything not in git anyway")
        .stop("Understood."),
    planted: [
      { kind: "fact", keys: ["mlfp-prod-7f3a2c1d"] },
      { kind: "instruction", keys: ["gsutil", "by hand"] },
    ],
  },
  {
    id: "b109-point-in-time",
    build: (s) =>
      s
        .user("training set from get_historical_features has leakage, the label model auc jumped to 0.97")
        .file("Read", "mlfp/training/build_dataset.py")
        .bash(
          "poetry run python -m mlfp.training.check_leakage --entity-df gs://mlfp-tmp/entity_df.parquet",
          "entity rows: 2,104,331\nrows with feature_ts > event_timestamp: 418,902 (19.9%)",
        )
        .assistant(
          "About 20% of rows have features timestamped after the label event. The entity dataframe passes `created_at` as event_timestamp, but that's when the label row was inserted, which is up to 3 days after the actual event. It should be `event_ts`.",
        )
        .user("confirmed, that's it. created_at is insert time, not event time, in every labels table. swap it")
        .file("Edit", "mlfp/training/build_dataset.py")
        .bash(
          "poetry run python -m mlfp.training.check_leakage --entity-df gs://mlfp-tmp/entity_df.parquet",
          "entity rows: 2,104,331\nrows with feature_ts > event_timestamp: 0 (0.0%)",
        )
        .stop("● build_dataset now uses event_ts as event_timestamp; no leaking rows."),
    planted: [{ kind: "fact", keys: ["created_at", "insert time"] }],
  },
  {
    id: "b109-cost-labels",
    build: (s) =>
      s
        .user("add the cost labels to the new bq datasets in terraform")
        .file("Edit", "infra/terraform/bigquery.tf")
        .bash("cd infra/terraform && terraform fmt -check && terraform validate", "Success! The configuration is valid.")
        .assistant('Added labels { team = "mlfp", cost_center = "cc-4410" } to mlfp_search and mlfp_staging.')
        .user("good. our cost_center is cc-4410, that's finance's code for the whole mlfp team. env label too please")
        .file("Edit", "infra/terraform/bigquery.tf")
        .user("and remind me on monday to ask finance why the label export to the billing dataset is lagging 3 days")
        .stop("● Added env labels; validate passes."),
    planted: [
      { kind: "fact", keys: ["cc-4410"] },
      { kind: "task", keys: ["finance", "billing"] },
    ],
  },
  {
    id: "b109-freshness-sla",
    build: (s) =>
      s
        .user("product wants a freshness SLA on the online features. what's realistic given the dag schedules")
        .bash(
          "grep -h schedule dags/feast_materialize.py dags/item_features.py dags/clickstream_features.py",
          '    schedule="0 * * * *",\n    schedule="30 4 * * *",\n    schedule="0 6 * * *",',
        )
        .assistant(
          "Materialization is hourly, but the upstream feature dags are daily (04:30 and 06:00), and the clickstream export lands as late as 09:00. So two options: promise 26 hours for everything, or split it: 2 hours for the hourly-materialized request features, 26 hours for the daily aggregates. I'd go with the split.",
        )
        .user(
          "ok we go with your split. 2h for request features, 26h for daily aggs. I'll tell product. write the freshness check dag for it but next week, not now",
        )
        .file("Read", "dags/feast_materialize.py")
        .assistant("Noted, nothing changed in the repo.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["26h"] },
      { kind: "task", keys: ["freshness check"] },
    ],
  },
  {
    id: "b109-entity-key",
    build: (s) =>
      s
        .user("the search team wants to join on anonymous_id, not user_id. can feast do two join keys on one entity")
        .file("Read", "feature_repo/entities.py")
        .assistant(
          "An Entity can have several join_keys in newer Feast, but 0.38 only supports one. Alternatives: a separate `visitor` entity keyed on anonymous_id with its own feature views, or a mapping table that resolves anonymous_id to user_id before lookup.",
        )
        .user("separate visitor entity. mapping table goes stale, we've been there. Ahmed agreed on slack this morning, it's decided")
        .file("Edit", "feature_repo/entities.py")
        .bash("cd feature_repo && feast plan", "Entities to add:\n  visitor (join_keys: anonymous_id)")
        .assistant("Added the visitor entity. No feature views use it yet.")
        .user("right, the search features need re-keying onto visitor, that's a follow-up, make a note in the PR description")
        .bash("gh pr edit 881 --body-file /tmp/pr881.md", "https://github.com/acme/ml-feature-platform/pull/881")
        .stop("● Added the follow-up to PR #881's description."),
    planted: [
      { kind: "decision", keys: ["visitor", "entity"] },
      { kind: "task", keys: ["re-keying", "visitor"] },
    ],
  },
  {
    id: "b109-secrets",
    build: (s) =>
      s
        .user("the redis auth string is in airflow variables in plaintext, move it")
        .bash("airflow variables list | grep -i redis", "feast_redis_auth")
        .assistant(
          "I can move it to an Airflow connection, or to Secret Manager with the Composer secrets backend. The secrets backend is already configured for `airflow-connections-*`.",
        )
        .user(
          "secret manager. and that's the rule from here on: credentials live in secret manager under airflow-variables-* or airflow-connections-*, nothing sensitive in plain airflow variables",
        )
        .bash(
          "printf '%s' \"$REDIS_AUTH\" | gcloud secrets create airflow-variables-feast_redis_auth --data-file=- && airflow variables delete feast_redis_auth",
          "Created version [1] of the secret [airflow-variables-feast_redis_auth].\nDeleted variable `feast_redis_auth`",
        )
        .stop("● feast_redis_auth now comes from Secret Manager; the plaintext variable is deleted."),
    planted: [{ kind: "instruction", keys: ["secret manager"] }],
  },
  {
    id: "b109-vertex-serving",
    build: (s) =>
      s
        .user(
          'fyi from #ml-infra, Lena: "serving for ranking models: Vertex AI endpoints. We tried Cloud Run, the cold starts on 2GB models were 20s+. Decision stands until Q3 review."\nour feature client is used by that serving path, so check the client timeout',
        )
        .file("Read", "mlfp/client/online.py")
        .assistant("The online client uses a 50 ms timeout and 1 retry. That fits an always-warm Vertex endpoint.")
        .user("fine leave it. todo for later: add a client-side p99 metric so we can see it in the vertex dashboards")
        .bash("git status --short", "")
        .stop("Nothing changed."),
    planted: [
      { kind: "decision", keys: ["vertex", "endpoints"] },
      { kind: "task", keys: ["p99", "metric"] },
    ],
  },
  {
    id: "b109-region-move",
    build: (s) =>
      s
        .user("what region is the staging composer env in")
        .bash(
          "gcloud composer environments list --locations=europe-west1,europe-west4 --format='value(name,location)'",
          "mlfp-staging  europe-west1\nmlfp-prod     europe-west4",
        )
        .assistant(
          "mlfp-staging is in europe-west1 and mlfp-prod in europe-west4. That mismatch probably explains the egress costs on staging reads from the prod buckets.",
        )
        .user(
          "yeah known. staging has to move to europe-west4 before the composer 3 migration, that's on us, Q1. and until then don't run staging backfills against prod buckets, copy the data first",
        )
        .stop("Noted."),
    planted: [
      { kind: "task", keys: ["staging", "europe-west4"] },
      { kind: "instruction", keys: ["staging backfills", "copy"] },
    ],
  },
  {
    id: "b109-sql-template",
    build: (s) =>
      s
        .user("render the user_30d_agg template for 2026-11-30 so I can eyeball it")
        .bash(
          "poetry run python -m mlfp.sql.render sql/features/user_30d_agg.sql --ds 2026-11-30 | head -6",
          "-- TODO: handle late events\nWITH ev AS (\n  SELECT user_id, event_type, event_ts\n  FROM `ml-feature-platform.raw.events`\n  WHERE event_date BETWEEN DATE_SUB('2026-11-30', INTERVAL 29 DAY) AND '2026-11-30'\n)",
        )
        .assistant("Rendered. The window is 30 days inclusive of the ds date.")
        .user(
          "ok looks right. that late-events todo in the sql is real btw, events arriving >24h late are dropped from the aggs. we need to handle that next quarter with a reprocessing window",
        )
        .assistant("Understood.")
        .stop(),
    planted: [{ kind: "task", keys: ["late", "reprocessing"] }],
  },
  {
    id: "b109-parquet-format",
    build: (s) =>
      s
        .user("offline export of training sets: csv or parquet? the DS folks keep asking")
        .bash("gsutil du -sh gs://mlfp-training-sets/2026-11/", "412.3 GiB    gs://mlfp-training-sets/2026-11/")
        .assistant(
          "At 400+ GiB a month, parquet with snappy would cut that to maybe a quarter and keep the types. CSV loses the timestamp types. I'd export parquet, partitioned by ds.",
        )
        .user("agreed, parquet + snappy, partitioned by ds. and the bucket keeps 90 days, decided with Priya last week, set the lifecycle rule")
        .file("Edit", "infra/terraform/gcs.tf")
        .bash("cd infra/terraform && terraform validate", "Success! The configuration is valid.")
        .user("the old csv exports from before november are still there, someone needs to delete those after DS confirms nobody reads them. later")
        .stop("● Lifecycle rule (age 90) added for mlfp-training-sets in gcs.tf."),
    planted: [
      { kind: "decision", keys: ["parquet", "snappy"] },
      { kind: "decision", keys: ["90 days"] },
      { kind: "task", keys: ["csv exports"] },
    ],
  },
  {
    id: "b109-materialize-cadence",
    build: (s) =>
      s
        .user("materialize every 15 min instead of hourly. product wants fresher request features")
        .file("Read", "dags/feast_materialize.py")
        .assistant("Before I change it: each run scans the last window of every feature view. Let me estimate the cost per run from the last week.")
        .bash(
          "bq query --location=EU --use_legacy_sql=false 'select avg(total_bytes_billed)/1e9 gb from region-eu.INFORMATION_SCHEMA.JOBS where labels.dag_id=\"feast_materialize\" and creation_time > timestamp_sub(current_timestamp(), interval 7 day)'",
          "+------+\n|  gb  |\n+------+\n| 38.2 |\n+------+",
        )
        .assistant("About 38 GB billed per run. At 15 minutes that's ~3.7 TB a day on materialization alone, 4x today.")
        .user("ugh. ok changed my mind: materialize every 30 minutes, not 15. that's the compromise, product can live with it")
        .file("Edit", "dags/feast_materialize.py")
        .bash("python -m pytest tests/dags/test_feast_materialize.py -q", "...\n3 passed in 1.29s")
        .stop("● feast_materialize schedule is now */30; tests pass."),
    planted: [{ kind: "decision", keys: ["30 minutes"] }],
  },
  {
    id: "b109-feast-local-tests",
    build: (s) =>
      s
        .user("test_online_roundtrip hangs locally")
        .bash(
          "timeout 60 poetry run pytest tests/feast/test_online_roundtrip.py -q",
          "redis.exceptions.ConnectionError: Error 110 connecting to feast-online.mlfp.internal:6379. Connection timed out.",
          124,
        )
        .assistant("It connects to feast-online.mlfp.internal, which isn't reachable from here. Are you on the VPN?")
        .user(
          "no and I won't be. that redis is only reachable from the composer VPC, not from laptops or VPN. the roundtrip tests are marked integration and only run in CI, skip them locally with `-m 'not integration'`, that's how we run them",
        )
        .bash("poetry run pytest tests/feast -q -m 'not integration'", ".......\n7 passed, 2 deselected in 2.40s")
        .stop("● 7 passed with the integration tests deselected."),
    planted: [
      { kind: "fact", keys: ["composer vpc"] },
      { kind: "instruction", keys: ["not integration"] },
    ],
  },
  {
    id: "b109-adhoc-bytes",
    build: (s) =>
      s
        .user("count distinct users in raw.events for october, quick number")
        .bash(
          'bq query --location=EU --use_legacy_sql=false --maximum_bytes_billed=1000000000000 \'select count(distinct user_id) from raw.events where event_date between "2026-10-01" and "2026-10-31"\'',
          "+----------+\n|   f0_    |\n+----------+\n| 18412093 |\n+----------+",
        )
        .assistant("18,412,093 distinct users in October. I capped the query at 1 TB billed.")
        .user(
          "good that you capped it. keep doing that, every ad hoc query gets --maximum_bytes_billed, 1TB max. and run ad hoc stuff in ml-feature-sandbox not prod — fyi sandbox is on-demand pricing, it isn't covered by the reservation, so it shows up on our bill per TB",
        )
        .assistant("Understood.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["maximum_bytes_billed"] },
      { kind: "fact", keys: ["sandbox", "on-demand"] },
      { kind: "instruction", keys: ["ml-feature-sandbox"] },
    ],
  },
  {
    id: "b109-standup-notes",
    build: (s) =>
      s
        .user(
          "dumping standup notes here so they're somewhere:\n- Jonas owns the segment clickstream export now (Data Eng), Rui moved teams\n- decided: item_features moves to 03:00 UTC so it's done before the EU morning traffic\n- we have to rotate the feast-materializer SA key before Jan 15, security flagged it\n- Priya out next week\nstart with the item_features one",
        )
        .file("Edit", "dags/item_features.py")
        .bash("python -m pytest tests/dags -q", "..........\n10 passed in 3.66s")
        .stop("● item_features schedule is now '0 3 * * *'; DAG tests pass."),
    planted: [
      { kind: "fact", keys: ["jonas", "clickstream"] },
      { kind: "decision", keys: ["item_features", "03:00"] },
      { kind: "task", keys: ["rotate", "key"] },
    ],
  },
  {
    id: "b109-fstring-sql",
    build: (s) =>
      s
        .user("the ds filter in mlfp/io/bq.py is built with an fstring, change it to a query param")
        .file("Read", "mlfp/io/bq.py")
        .assistant("`f\"... WHERE ds = '{ds}'\"` on line 33. I'll switch to a ScalarQueryParameter('ds', 'DATE', ds).")
        .file("Edit", "mlfp/io/bq.py")
        .bash("make test", "poetry run pytest -q -p no:cacheprovider\n143 passed, 3 skipped in 50.3s")
        .user(
          "thx. pls dont build sql with f-strings anywhere, alwyas query params or the jinja templates. last audit had an injection finding on exactly this. theres prob more of them in mlfp/io, grep and clean them up next week",
        )
        .stop("● bq.py uses a query parameter for ds; tests pass."),
    planted: [
      { kind: "instruction", keys: ["f-strings"] },
      { kind: "task", keys: ["mlfp/io", "grep"] },
    ],
  },
  {
    id: "b109-deferrable",
    build: (s) =>
      s
        .user("worker slots are full of sensors doing nothing. 30 of 48 slots are sensors at 6am")
        .bash("airflow tasks states-for-dag-run clickstream_features scheduled__2026-12-03T06:00:00+00:00 | grep -c running", "11")
        .assistant(
          "Those sensors are in poke mode, so each holds a worker slot for hours. Two options: mode='reschedule', which frees the slot between pokes, or deferrable=True, which hands the wait to the triggerer. The triggerer is already running in the environment, so I'd go deferrable.",
        )
        .user("yes go with deferrable. start with wait_for_events in clickstream_features")
        .file("Edit", "dags/clickstream_features.py")
        .bash("python -m pytest tests/dags/test_clickstream.py -q", "..\n2 passed in 0.91s")
        .user("if it holds for a week we convert the other 11 sensors too. follow-up, not now")
        .stop("● wait_for_events is deferrable now; tests pass."),
    planted: [
      { kind: "decision", keys: ["deferrable"] },
      { kind: "task", keys: ["11 sensors"] },
    ],
  },
  {
    id: "b109-schema-doc",
    build: (s) =>
      s
        .user("rename purchases_30d to orders_30d in user_30d_agg, sales renamed the concept")
        .file("Edit", "sql/features/user_30d_agg.sql")
        .file("Edit", "feature_repo/features/user.py")
        .bash("cd feature_repo && feast plan", "Feature views to update:\n  user_30d_agg: -purchases_30d +orders_30d")
        .assistant("Renamed. Note this drops purchases_30d from the online store on apply; anything reading it by name breaks.")
        .user(
          "yeah DS has notebooks pinned on the old names. hold the apply. from now on any schema change to user_30d_agg goes past me before it's applied, they break silently. and we still owe DS a schema doc for user_30d_agg, end of month",
        )
        .assistant("Holding the apply; the change is only in the working tree.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["schema change", "user_30d_agg"] },
      { kind: "task", keys: ["schema doc"] },
    ],
  },
  {
    id: "b109-dashboards",
    build: (s) =>
      s
        .user("add a panel for materialization lag to the feast dashboard")
        .bash("ls monitoring/ 2>/dev/null || echo missing", "missing")
        .assistant("There's no monitoring/ directory or dashboard JSON in this repo. Where does the feast dashboard live?")
        .user(
          "right, the grafana dashboards are in the sre-dashboards repo, SRE owns that repo, we send PRs. and Lena's call from the monitoring thread: we're doing feature monitoring in grafana, not looker studio, so don't build anything in looker",
        )
        .bash("gh repo view acme/sre-dashboards --json name -q .name", "sre-dashboards")
        .assistant("I can see acme/sre-dashboards. Want me to clone it and draft the panel there?")
        .user("not today")
        .stop("OK."),
    planted: [
      { kind: "fact", keys: ["sre-dashboards"] },
      { kind: "decision", keys: ["grafana", "looker"] },
    ],
  },
  // ---- sessions that plant nothing ----
  {
    id: "b109-empty-cost-question",
    build: (s) =>
      s
        .user("how much did the backfill last night cost roughly")
        .bash(
          "bq query --location=EU --use_legacy_sql=false 'select sum(total_slot_ms)/3.6e6 slot_hours from region-eu.INFORMATION_SCHEMA.JOBS where labels.dag_id=\"item_ctr_backfill\" and creation_time > timestamp_sub(current_timestamp(), interval 1 day)'",
          "+------------+\n| slot_hours |\n+------------+\n|     1874.2 |\n+------------+",
        )
        .assistant("About 1,874 slot-hours. On the reservation that isn't billed per query, but it did occupy most of the 500 slots for close to 4 hours.")
        .user("would it have been cheaper on demand?")
        .assistant(
          "Hard to say without the bytes scanned; I'd guess not, since the backfill re-reads the same partitions. I can pull total_bytes_billed if you want a real number.",
        )
        .user("nah, curiosity only")
        .stop(),
    planted: [],
  },
  {
    id: "b109-empty-terraform-output",
    build: (s) =>
      s
        .user("what's in the plan on PR 890, atlantis comment is huge")
        .bash(
          "gh pr view 890 --comments | grep -E '^(  [#~+-]|Plan:)' | head -6",
          '  # google_bigquery_dataset.mlfp_search will be updated in-place\n  ~ labels = {\n      + "env" = "prod"\n    }\n  # lifecycle { prevent_destroy = true } # never remove this\nPlan: 0 to add, 3 to change, 0 to destroy.',
        )
        .assistant(
          "Three in-place updates, all label additions (env on the three datasets). Nothing is created or destroyed. The prevent_destroy line is an existing comment in the module.",
        )
        .user("ok so safe to approve?")
        .assistant("From the plan, yes: labels only. I haven't checked who else touched bigquery.tf since it was opened.")
        .user("good enough, I'll approve")
        .stop(),
    planted: [],
  },
  {
    id: "b109-empty-flaky-test",
    build: (s) =>
      s
        .user("test_materialize_window is flaky, failed twice today. any idea?")
        .bash(
          "python -m pytest tests/dags/test_feast_materialize.py::test_materialize_window -q --count=20",
          "....F...........F...\nFAILED ... AssertionError: assert datetime(2026,11,21,0,0) == datetime(2026,11,20,23,59,59)\n2 failed, 18 passed",
          1,
        )
        .assistant(
          "It fails when the test crosses a second boundary; it compares against datetime.now() twice. Maybe freeze time with time-machine? Or I could compute the expected value once.",
        )
        .user("compute it once, simpler")
        .file("Edit", "tests/dags/test_feast_materialize.py")
        .bash(
          "python -m pytest tests/dags/test_feast_materialize.py::test_materialize_window -q --count=50",
          "..................................................\n50 passed in 2.11s",
        )
        .assistant("50 runs, all green.")
        .stop(),
    planted: [],
  },
  {
    id: "b109-empty-config-quote",
    build: (s) =>
      s
        .user(
          "what does this airflow.cfg section do, pasting:\n```\n[core]\n# never set this above 32 on composer\nparallelism = 32\n# TODO: revisit after gke upgrade\nmax_active_tasks_per_dag = 16\n```",
        )
        .assistant(
          "parallelism caps task instances running across the whole environment at 32; max_active_tasks_per_dag caps a single DAG at 16. The comments are someone's notes; the TODO refers to a GKE upgrade.",
        )
        .user("so if two backfills run at once they fight over the 32?")
        .assistant("Yes, along with everything else in the environment. Pools would then decide which tasks get the slots first.")
        .user("ok makes sense, thx")
        .stop("You're welcome."),
    planted: [],
  },
  {
    id: "b109-empty-status",
    build: (s) =>
      s
        .user("quick status on the search features dag pr?")
        .bash(
          "gh pr view 877 --json state,reviews,statusCheckRollup -q '.state, .reviews[].state, .statusCheckRollup[].conclusion'",
          "OPEN\nAPPROVED\nSUCCESS\nSUCCESS",
        )
        .assistant("PR #877 is open, approved by one reviewer, both checks green (tests and atlantis plan).")
        .user("merge it")
        .bash("gh pr merge 877 --squash", "✓ Squashed and merged pull request #877 (feat(dags): MLFP-398 search_features dag)")
        .assistant("Merged #877.")
        .stop(),
    planted: [],
  },
  {
    id: "b109-empty-hypothesis",
    build: (s) =>
      s
        .user("feast get_online_features p99 went from 12ms to 40ms this morning. thoughts?")
        .bash("gcloud redis instances describe feast-online --region europe-west4 --format='value(memorySizeGb,currentLocationId)'", "1\neurope-west4-b")
        .assistant(
          "Could be memory pressure: the instance is 1 GB and we added carts_30d. Or the serving pods moved zones. Hard to say without the redis metrics.",
        )
        .user("maybe it's the eviction. or maybe it's the new pods in europe-west4-c? no idea honestly")
        .assistant("I can pull used_memory and evicted_keys from Cloud Monitoring if you want to look together.")
        .user("later, I have a meeting")
        .stop("Sure."),
    planted: [],
  },
  {
    id: "b109-empty-typo",
    build: (s) =>
      s
        .user("typo in the docstring of user_7d_agg, 'aggreagte'. fix")
        .file("Edit", "feature_repo/features/user.py")
        .assistant("Fixed 'aggreagte' → 'aggregate'.")
        .user("and the one in item.py 'popularty'")
        .file("Edit", "feature_repo/features/item.py")
        .assistant("Fixed that too.")
        .stop(),
    planted: [],
  },
  {
    id: "b109-empty-log-quote",
    build: (s) =>
      s
        .user("is this warning something?")
        .bash(
          "airflow dags list-import-errors",
          "No data found\n[WARNING] dags/legacy_export.py: Param 'schedule_interval' is deprecated and will be removed. You must always use 'schedule' instead.",
        )
        .assistant("It's a deprecation warning from legacy_export.py: `schedule_interval` still works in this version. No import errors.")
        .user("who even owns legacy_export")
        .bash("git log --format='%an' -- dags/legacy_export.py | sort | uniq -c | sort -rn | head -2", "     14 Jonas Becker\n      2 Priya Nair")
        .assistant("Mostly Jonas Becker by commits, but that's history, not ownership.")
        .user("meh. leave it")
        .stop(),
    planted: [],
  },
  {
    id: "b109-empty-proposal-declined",
    build: (s) =>
      s
        .user("look at the retry settings on item_features")
        .file("Read", "dags/item_features.py")
        .assistant(
          "retries=0 on every task. I'd suggest retries=2 with exponential backoff for the BigQuery tasks, which tend to hit transient 503s. Want me to add it?",
        )
        .user("not now, I'm in the middle of the search dag")
        .assistant("OK, leaving it.")
        .user("what time does it run again")
        .assistant("schedule='30 4 * * *', so 04:30 UTC.")
        .stop(),
    planted: [],
  },
  {
    id: "b109-empty-chitchat",
    build: (s) =>
      s
        .user("morning. long weekend, remind me what we were doing friday?")
        .bash(
          "git log --oneline -5",
          "2b9a7d4 fix(feast): MLFP-412 run materialize as feast-materializer\n91c0e3a feat(feast): MLFP-405 redis online store\n7a1d2f8 chore: bump pandas to 2.2.3",
        )
        .assistant("The last commits were the materialize service account fix (MLFP-412), the redis online store and the pandas bump.")
        .user("right right. coffee first")
        .assistant("☕ I'll be here.")
        .stop(),
    planted: [],
  },
  {
    id: "b109-empty-explain",
    build: (s) =>
      s
        .user("explain what this query does, I didn't write it")
        .file("Read", "sql/features/user_30d_agg.sql")
        .assistant(
          "It counts events per user per type over the last 30 days using a QUALIFY over a window to keep one row per user, then pivots event types into columns (clicks_30d, carts_30d, purchases_30d). The `-- TODO: handle late events` comment at the top is the only open note in it.",
        )
        .user("and the QUALIFY, why not a group by")
        .assistant("It keeps the latest profile columns alongside the counts; a GROUP BY would need ANY_VALUE on each of them.")
        .user("fair")
        .stop(),
    planted: [],
  },
  {
    id: "b109-empty-run-once",
    build: (s) =>
      s
        .user("trigger item_features for yesterday, manually")
        .bash(
          "airflow dags trigger item_features -e 2026-12-01",
          "Created <DagRun item_features @ 2026-12-01T00:00:00+00:00: manual__2026-12-01T00:00:00+00:00, state:queued>",
        )
        .assistant("Triggered item_features for 2026-12-01.")
        .user("ping me when it's done")
        .bash("airflow dags state item_features 2026-12-01", "success")
        .assistant("It finished: success.")
        .stop(),
    planted: [],
  },
];

export const BLIND109 = plantedSet(BLIND109_SESSIONS, Date.UTC(2026, 10, 12, 9));
