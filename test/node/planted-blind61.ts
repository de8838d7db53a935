/**
 * Blind: written without reading the extractor; measured once by the lead, then training data.
 *
 * A blind planted set for the offline long-term-memory extractor, in the style of search and
 * recommendation engineering (OpenSearch/Elasticsearch mappings and analyzers, relevance tuning,
 * embeddings and vector indexes, a feature store, offline metrics like NDCG, A/B ramp-ups),
 * in Gemini CLI and Claude Code voice: users reason aloud and compare options before settling,
 * and some decisions are revisited about a week later (the later session plants the new
 * decision). Each session is one segment; the items planted in it are listed with it: 72 items
 * (19 decisions, 17 instructions, 19 facts, 17 tasks) in 50 sessions, 13 of which plant nothing. Every
 * other message must give nothing: questions, hypotheses, proposals not taken, withdrawn
 * ideas, unconfirmed guesses, quoted code, logs and tool output, chit-chat, and in-session
 * requests that are done in the same session. Counts are checked by
 * test/node/memory-extraction-blind61.test.ts.
 *
 * Matching rule (fixed before the extractor was run on this set; the one of planted-blind.ts):
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

export const BLIND61_SESSIONS: BlindSession[] = [
  {
    id: "b61-title-autocomplete",
    build: (s) =>
      s
        .user(
          "autocomplete on `title` is bad for partial words. options as I see them: (a) edge_ngram analyzer on a subfield, (b) the `search_as_you_type` field type, (c) completion suggester. completion is fast but can't filter by category, so I think that one's out",
        )
        .assistant("Let me look at the current mapping for `title` first.")
        .bash(
          "curl -s localhost:9200/products/_mapping | jq '.[].mappings.properties.title'",
          '{\n  "type": "text",\n  "analyzer": "english",\n  "fields": { "raw": { "type": "keyword", "ignore_above": 256 } }\n}',
        )
        .assistant(
          "Right now `title` is plain `text` with the `english` analyzer plus a `raw` keyword. Of the two remaining options: edge_ngram gives full control over min/max gram but grows the index; `search_as_you_type` builds the 2-gram, 3-gram and `_index_prefix` subfields for you and pairs with a `multi_match` of type `bool_prefix`. Want me to check the index size so we know what the growth would cost?",
        )
        .user("yeah check")
        .bash(
          "curl -s 'localhost:9200/_cat/indices/products*?v&h=index,pri,rep,docs.count,store.size'",
          "index       pri rep docs.count store.size\nproducts_v4  12   1    4210332     38.1gb",
        )
        .assistant("products_v4: 4.2M docs, 38.1gb, 12 primaries and 1 replica. An edge_ngram subfield on title would likely add 15–25% on top of that.")
        .user(
          "ok. going with search_as_you_type for title, not edge_ngram — we'd never use the extra control. also fyi the 12 primary shards are deliberate, sized for the 3 hot data nodes (4 per node), it's not a leftover",
        )
        .file("Edit", "search/mappings/products.json")
        .assistant(
          "Done: `title` is now `search_as_you_type` (keeping the `raw` keyword subfield), and the suggest query uses `multi_match` with `type: bool_prefix`.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["search_as_you_type"] },
      { kind: "fact", keys: ["primary", "shards"] },
    ],
  },
  {
    id: "b61-alias-swap",
    build: (s) =>
      s
        .user("need to roll out the new mapping. how did we do reindexes last time, alias or in place? I genuinely don't remember")
        .bash("curl -s 'localhost:9200/_cat/aliases?v'", "alias          index\nproducts       products_v4\nproducts_read  products_v4")
        .assistant("Both `products` and `products_read` point at products_v4, so it looks like the last one went through an alias. There's no products_v5 yet.")
        .user(
          "right. so the rule from here on: every reindex goes into a fresh versioned index and then we swap the `products` alias atomically. never reindex in place on prod, not even for 'just a setting'",
        )
        .bash(
          'curl -s -XPOST \'localhost:9200/_reindex?wait_for_completion=false\' -H \'content-type: application/json\' -d \'{"source":{"index":"products_v4"},"dest":{"index":"products_v5"}}\'',
          '{"task":"nX4hQk2rS0yq:88121"}',
        )
        .bash(
          "curl -s localhost:9200/_tasks/nX4hQk2rS0yq:88121 | jq '{completed, failures: .response.failures, total: .response.total}'",
          '{ "completed": true, "failures": [], "total": 4210332 }',
        )
        .assistant("The reindex into products_v5 completed: 4,210,332 docs, no failures. Swapping both aliases in one `_aliases` call now.")
        .bash("curl -s -XPOST localhost:9200/_aliases -H 'content-type: application/json' -d @ops/swap-v4-v5.json", '{"acknowledged":true}')
        .user("nice. leave products_v4 around though in case we have to roll back. we should drop products_v4 end of next week once v5 has soaked, remind me")
        .assistant("Aliases now point at products_v5; products_v4 is untouched.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["alias"] },
      { kind: "task", keys: ["products_v4"] },
    ],
  },
  {
    id: "b61-bm25-question",
    build: (s) =>
      s
        .user("quick q, what do k1 and b actually do in BM25? defaults are 1.2 and 0.75 right?")
        .assistant(
          "Yes. k1 controls term-frequency saturation: higher k1 lets repeated terms keep adding score for longer. b controls length normalization: at b=1 a long field is fully penalized relative to the average length, at b=0 length is ignored.",
        )
        .bash("jq '.settings.index.similarity // \"none\"' search/mappings/products.json", '"none"')
        .user("would lowering b help with our short titles? just thinking out loud, I'm not changing anything yet")
        .assistant(
          "Possibly — titles are short and fairly uniform, so length normalization matters less there than on `description`. There's no custom similarity in the mapping today, so everything runs on the defaults. I could run an offline comparison with b=0.3 on title if you want.",
        )
        .user("nah not today, thx")
        .stop(),
    planted: [],
  },
  {
    id: "b61-offline-eval",
    build: (s) =>
      s
        .user("can you run the offline eval for the current prod ranker? script is eval/run_offline.py I think")
        .assistant("I will run the offline evaluation against the October judgments.")
        .bash(
          "python eval/run_offline.py --ranker prod --judgments data/judgments/2026-10.jsonl",
          "queries: 4112  judged docs: 61840\nndcg@10: 0.4213\nndcg@20: 0.4588\nmrr: 0.3771\nrecall@100: 0.8120\n[warn] 37 queries have no judged docs in top 10, always scored 0",
        )
        .assistant("Prod ranker: ndcg@10 0.4213, ndcg@20 0.4588, MRR 0.377, recall@100 0.812 over 4,112 queries. 37 queries have nothing judged in the top 10.")
        .user("ok. for every eval report from now on headline ndcg@10, not @20 — nobody scrolls past the first page on mobile. MRR as the secondary number")
        .assistant("Understood. I'll lead with ndcg@10 and put MRR second in these reports.")
        .user(
          "and so it's written down somewhere: those judgments are graded 0–3 by the vendor's human raters, they are NOT derived from clicks. the click-derived set is a different file and it's noisier",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["ndcg@10"] },
      { kind: "fact", keys: ["judgments", "raters"] },
    ],
  },
  {
    id: "b61-embedding-choice",
    build: (s) =>
      s
        .user(
          "ok embedding model. I've been going back and forth: e5-base-v2 vs bge-small-en-v1.5. e5 is ahead on the MTEB retrieval numbers but it's 768 dims and about 2x slower on CPU. bge-small is 384 dims",
        )
        .assistant("Let me benchmark both on the product corpus sample instead of trusting the leaderboard.")
        .bash(
          "python bench/embed_latency.py --models e5-base-v2,bge-small-en-v1.5 --n 2000",
          "model              dims  p50_ms  p99_ms  recall@50\ne5-base-v2          768    11.8    24.1     0.874\nbge-small-en-v1.5   384     5.2     9.7     0.861",
        )
        .assistant("bge-small is about 2.3x faster at p50 and gives up 1.3 points of recall@50 on this sample.")
        .user(
          "hmm, 1.3 points. the real question is whether the reranker makes up for it. ok — let's go with bge-small for now, the query-path latency budget is tight",
        )
        .file("Edit", "search/embeddings/config.yaml")
        .assistant("Okay, I've set `model: bge-small-en-v1.5` and `dims: 384` in the embeddings config.")
        .user("maybe the e5 number is inflated because the sample is mostly short titles? no idea tbh")
        .assistant("It could be: about 70% of the sample is titles under 8 tokens. I haven't checked whether that skews the comparison.")
        .stop(),
    planted: [{ kind: "decision", keys: ["bge-small"] }],
  },
  {
    id: "b61-hnsw-params",
    build: (s) =>
      s
        .user("setting up the knn index for the product vectors. m=32 and ef_construction=256 to start?")
        .assistant("Let me check which engine the k-NN plugin uses on this cluster before picking parameters.")
        .bash(
          "curl -s localhost:9200/products_vec_test/_mapping | jq '.[].mappings.properties.embedding.method'",
          '{ "name": "hnsw", "engine": "faiss", "space_type": "innerproduct", "parameters": { "m": 32, "ef_construction": 256 } }',
        )
        .assistant(
          "The test index uses the faiss engine with HNSW. I built it with m=32, ef_construction=256: build took 41 min, graph memory 9.8 GB, recall@10 against exact search 0.986. Building an m=16 variant for comparison.",
        )
        .bash("python bench/knn_build.py --m 16 --ef-construction 256", "m=16 ef_construction=256  build=23m  graph_mem=5.1gb  recall@10=0.981")
        .user("ok scrap m=32. we use m=16 with ef_construction 256 — half the memory for half a point of recall")
        .file("Edit", "search/mappings/products_vec.json")
        .assistant("Done: products_vec uses `m: 16`, `ef_construction: 256`. Note this cluster's vectors go through faiss; nmslib is deprecated on 2.19.")
        .user("yep, faiss is the engine here for all knn fields, we moved off nmslib in the 2.x upgrade")
        .stop(),
    planted: [
      { kind: "decision", keys: ["m=16"] },
      { kind: "fact", keys: ["faiss"] },
    ],
  },
  {
    id: "b61-feast-features",
    build: (s) =>
      s
        .user("need two new user features in feast: CTR over 7 days and add-to-cart rate over 30 days. what do we call them?")
        .bash(
          "grep -rhoE 'name=\"[a-z_]+\"' features/*.py | sort | head",
          'name="item__popularity_7d"\nname="item__price_bucket"\nname="user__ctr_1d"\nname="user__sessions_28d"',
        )
        .assistant("Existing features look like `<entity>__<metric>_<window>`, so these would be `user__ctr_7d` and `user__atc_rate_30d`.")
        .user(
          "yes that's the naming convention and it's not optional: entity, double underscore, metric, underscore, window. every feature name follows it, reviewers will bounce anything else",
        )
        .file("Edit", "features/user_features.py")
        .bash("feast plan", "Created feature view user_engagement\n  + user__ctr_7d\n  + user__atc_rate_30d\nNo changes to infrastructure")
        .user("and the online store is redis with a 24h ttl on user features, right? or did that change")
        .bash(
          "sed -n 1,12p feature_store.yaml",
          "project: search_reco\nprovider: local\nonline_store:\n  type: redis\n  connection_string: redis-feat:6379\noffline_store:\n  type: file",
        )
        .assistant("It hasn't changed: the online store is Redis at redis-feat:6379, and the user feature views keep `ttl=timedelta(hours=24)`.")
        .user(
          "k. the item_popularity view still reads from the old kafka source, it needs moving onto the batch parquet source at some point. not today though",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["naming"] },
      { kind: "fact", keys: ["redis"] },
      { kind: "task", keys: ["item_popularity"] },
    ],
  },
  {
    id: "b61-sample-size",
    build: (s) =>
      s
        .user("how many users per arm to detect a 1% relative lift in conversion with a 3.2% baseline?")
        .bash(
          'python -c "from statsmodels.stats.power import NormalIndPower as P; from statsmodels.stats.proportion import proportion_effectsize as e; print(round(P().solve_power(e(0.032*1.01,0.032),alpha=0.05,power=0.8)))"',
          "4842117",
        )
        .assistant("About 4.8M users per arm at alpha 0.05 and power 0.8.")
        .user("lol. that is never happening with our traffic. what about a 2% lift?")
        .bash("python scripts/power.py --baseline 0.032 --lift 0.02", "n per arm: 1212406")
        .assistant("Roughly 1.2M per arm for a 2% relative lift.")
        .user("ok thanks, just wanted a ballpark for the planning doc")
        .stop(),
    planted: [],
  },
  {
    id: "b61-ramp-plan",
    build: (s) =>
      s
        .user("new LTR ranker v7 is ready for A/B. what ramp did we use for v6?")
        .bash("cat experiments/ranker_v6/ramp.yaml", "steps:\n  - pct: 1\n    hold: 4h\n  - pct: 10\n    hold: 48h\n  - pct: 50\n    hold: 72h")
        .assistant("v6 went 1% for 4h, then 10% for 48h, then 50% for 72h.")
        .user("for v7 I'm thinking 5 → 25 → 50. could we skip the 1% step this time?")
        .assistant("You could, but the 1% step on v5 is what caught the result-cache key bug before it reached real traffic. It costs four hours.")
        .user("fair. ramp for v7 is: 1% smoke for 4h, then 5%, 25%, 50%, with a 48h hold and a guardrail check at each step")
        .file("Write", "experiments/ranker_v7/ramp.yaml")
        .assistant("I've written experiments/ranker_v7/ramp.yaml with 1% (4h), 5%, 25%, 50% (48h holds each) and a guardrail gate between steps.")
        .user("one more thing. we don't ramp anything on fridays, ever. nobody wants to babysit a guardrail alert on a saturday")
        .stop(),
    planted: [
      { kind: "decision", keys: ["ramp"] },
      { kind: "instruction", keys: ["fridays"] },
    ],
  },
  {
    id: "b61-synonyms",
    build: (s) =>
      s
        .user("synonyms: index time or query time? index time is cheaper per query but every synonym change means a full reindex")
        .assistant("I will read the analysis settings to see where the synonym filter currently sits.")
        .bash(
          "jq '.settings.analysis.analyzer' search/mappings/products.json",
          '{ "title_index": { "tokenizer": "standard", "filter": ["lowercase", "syn_filter", "english_stem"] },\n  "title_search": { "tokenizer": "standard", "filter": ["lowercase", "english_stem"] } }',
        )
        .assistant("Today the synonym filter is in the index-time analyzer (`title_index`), as a plain `synonym` filter; the search analyzer has none.")
        .user(
          "ok let's move synonyms to query time: the search analyzer gets a synonym_graph filter, the index analyzer drops it. multi-word synonyms only behave with synonym_graph anyway",
        )
        .file("Edit", "search/mappings/products.json")
        .bash("curl -s -XPOST localhost:9200/products_v5/_reload_search_analyzers", '{"_shards":{"total":24,"successful":24,"failed":0}}')
        .assistant("Done. Because the filter is `updateable` now, a synonym change only needs `_reload_search_analyzers`, no reindex.")
        .user("the synonyms file comes from merch's google sheet btw, the syn-sync cronjob in the search-jobs namespace pulls it every night at 02:00")
        .stop(),
    planted: [
      { kind: "decision", keys: ["synonym"] },
      { kind: "fact", keys: ["syn-sync"] },
    ],
  },
  {
    id: "b61-ltr-model",
    build: (s) =>
      s
        .user("which model is live in the LTR plugin right now?")
        .bash("curl -s 'localhost:9200/_ltr/_model?size=10' | jq -r '.hits.hits[]._id'", "lmart_v6\nlmart_v7")
        .bash("grep -n '\"model\"' search-api/templates/rescore.json", '14:        "model": "lmart_v7",')
        .assistant("Both lmart_v6 and lmart_v7 are stored, and the rescore template in search-api points at lmart_v7.")
        .user("right, lmart_v7 is the prod model since tuesday. it's a LambdaMART out of xgboost, 300 trees, trained on the 2026-10 judgments")
        .user(
          "when you retrain anything: train off a frozen judgments snapshot in data/judgments/, never straight off the live click table. the click table gets backfilled and the numbers move under you",
        )
        .assistant("Got it: retraining reads a dated snapshot from data/judgments/, not the click table.")
        .user("we also need a price_bucket feature in the featureset before v8. not now, I need to ask Dana how the buckets are defined first")
        .stop(),
    planted: [
      { kind: "fact", keys: ["lmart_v7"] },
      { kind: "instruction", keys: ["snapshot"] },
      { kind: "task", keys: ["price_bucket"] },
    ],
  },
  {
    id: "b61-flaky-test",
    build: (s) =>
      s
        .user("test_query_builder is flaky on CI, can you take a look and fix it")
        .bash("pytest tests/test_query_builder.py -q", "F.........\nAssertionError: assert ['color', 'size'] == ['size', 'color']\n1 failed, 9 passed", 1)
        .assistant("The test compares a list built from a set, so the order isn't guaranteed. I'll sort both sides before comparing.")
        .file("Edit", "tests/test_query_builder.py")
        .bash("pytest tests/test_query_builder.py -q --count 20", "200 passed in 3.41s")
        .assistant("Fixed: the assertion sorts the facet names now; 20 repeated runs pass.")
        .user("ty")
        .stop(),
    planted: [],
  },
  {
    id: "b61-ef-search",
    build: (s) =>
      s
        .user(
          "a week of prod traffic on the knn index now. p99 is fine but recall on the canary set dropped to 0.93. I bet ef_search is still on the default 100?",
        )
        .bash("curl -s localhost:9200/products_vec/_settings | jq '.[].settings.index.knn'", '{ "algo_param": { "ef_search": "100" } }')
        .assistant("It is: `index.knn.algo_param.ef_search` is 100. Let me sweep a few values on the canary queries.")
        .bash(
          "python bench/knn_sweep.py --ef-search 100,256,512",
          "ef_search=100  recall@10=0.931  p99=18ms\nef_search=256  recall@10=0.972  p99=27ms\nef_search=512  recall@10=0.979  p99=44ms",
        )
        .user("256 then. set ef_search to 256 on products_vec — our p99 budget is 35ms so 512 is out")
        .bash(
          "curl -s -XPUT localhost:9200/products_vec/_settings -H 'content-type: application/json' -d '{\"index.knn.algo_param.ef_search\": 256}'",
          '{"acknowledged":true}',
        )
        .assistant("ef_search is 256 on products_vec now.")
        .user(
          "m stays at 16, I'm not rebuilding the graph over this. someone should write a runbook on how to tune ef_search against the canary set though, next time it'll be someone else on call",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["ef_search"] },
      { kind: "task", keys: ["runbook"] },
    ],
  },
  {
    id: "b61-embedding-revisit",
    build: (s) =>
      s
        .user(
          "coming back to bge-small from last week. long-tail queries got visibly worse in the interleaving run and the reranker does not make up for it. I'm reversing that call",
        )
        .bash(
          "python eval/interleave_report.py --exp emb_small_vs_base",
          "segment     wins_small  wins_base  ties\nhead             0.48       0.46   0.06\ntorso            0.44       0.50   0.06\nlong_tail        0.37       0.57   0.06",
        )
        .assistant("The interleaving data agrees: on long-tail queries the e5-base arm wins 57% to 37%; head queries are roughly even.")
        .user("yeah. so we switch the embedding model to e5-base-v2 after all, and eat the latency. I'll find the milliseconds elsewhere")
        .file("Edit", "search/embeddings/config.yaml")
        .bash("python jobs/reembed.py --model e5-base-v2 --submit", "job reembed-e5-20261115 submitted: 4210332 docs, est. 6h10m")
        .assistant("Config points at e5-base-v2 (768 dims) and the re-embedding job is submitted.")
        .user(
          "after the reembed finishes we have to rebuild products_vec with 768 dims. don't kick that off automatically, I want to look at the job output first",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["e5-base"] },
      { kind: "task", keys: ["rebuild", "products_vec"] },
    ],
  },
  {
    id: "b61-interleaving-chat",
    build: (s) =>
      s
        .user(
          "is team-draft interleaving actually better than balanced interleaving or is that just folklore? we always used team draft at my last job but I have no idea if it matters",
        )
        .file("Read", "eval/interleave.py")
        .assistant(
          "Both are unbiased under the usual assumptions; team-draft is simpler to credit clicks in and is what eval/interleave.py implements today. Balanced interleaving can be biased when the two rankings share many documents in different positions.",
        )
        .user("huh ok. and would probabilistic interleaving be worth it for us?")
        .assistant(
          "It gives better sensitivity in the literature, but it needs a softmax over both rankings and more logging. Hard to say without trying it on your click data.",
        )
        .user("interesting. nothing to do right now, just curious")
        .stop(),
    planted: [],
  },
  {
    id: "b61-click-logs",
    build: (s) =>
      s
        .user("where do search clicks actually land? I'm writing the attribution join and I keep guessing")
        .bash(
          "kcat -b kafka-search:9092 -L -t search_events | head -4",
          'Metadata for search_events (from broker 1: kafka-search:9092/1):\n 3 brokers:\n 1 topics:\n  topic "search_events" with 24 partitions:',
        )
        .bash("grep -rn 'TODO' ingest/click_producer.py", "41:    # TODO(legacy): never emit an impression twice for the same request_id")
        .assistant(
          "Clicks and impressions both go to the `search_events` Kafka topic, 24 partitions. The producer has a legacy TODO comment about duplicate impressions, but that's in code, not something I've confirmed.",
        )
        .user(
          "ok and yeah I checked with the platform folks: search_events is keyed by session_id and retention is 7 days, so the attribution job has to run daily or we lose data",
        )
        .bash(
          "python scripts/dup_clicks.py --date 2026-11-16",
          "platform  clicks  dup_clicks  dup_rate\nweb       812034        1120     0.14%\nandroid   402113         931     0.23%\nios       377560       40212    10.65%",
        )
        .assistant("iOS has a 10.65% duplicate click rate versus well under 1% on web and android: the same click is sent twice, ~300ms apart.")
        .user(
          "ugh. that's a bug on the iOS side. we need to dedupe the ios double clicks in the attribution job until their fix ships — next sprint, put it on the list",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["search_events"] },
      { kind: "task", keys: ["dedupe", "ios"] },
    ],
  },
  {
    id: "b61-query-rewrite",
    build: (s) =>
      s
        .user("should the query rewriter strip stopwords? 'red dress for the wedding' ends up matching on 'for' and 'the' in descriptions")
        .file("Read", "search/rewrite/rules.py")
        .assistant("The rewriter currently only lowercases and expands unit abbreviations (`in` → `inch`); stopwords go through untouched.")
        .user("let's strip them")
        .bash(
          "python eval/rewrite_check.py --strip-stopwords",
          "cases: 212  changed: 19  regressions: 4\n  'not waterproof jacket' -> 'waterproof jacket'\n  'shoes without laces' -> 'shoes laces'",
        )
        .assistant("Stripping the default list breaks negations: 'not waterproof jacket' becomes 'waterproof jacket'.")
        .user(
          "ok scratch that. we keep stopwords in the rewriter and only lowercase + strip punctuation. the for/the noise is a BM25 problem, not a rewrite one",
        )
        .file("Edit", "search/rewrite/rules.py")
        .user(
          "and from now on nobody touches the rewriter rules without adding a regression case to eval/rewrite_cases.yaml first. that file saved us just now",
        )
        .assistant("Reverted the stopword change; the rewriter lowercases and strips punctuation only, and the 212 cases pass.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["stopwords"] },
      { kind: "instruction", keys: ["rewriter"] },
    ],
  },
  {
    id: "b61-gpu-box",
    build: (s) =>
      s
        .user("the reembed should go on the gpu box, which one is it again")
        .bash(
          "ssh gpu-emb-01 nvidia-smi --query-gpu=name,memory.used,memory.total --format=csv",
          "name, memory.used [MiB], memory.total [MiB]\nNVIDIA A10G, 17210 MiB, 23028 MiB",
        )
        .assistant("gpu-emb-01 has one A10G and 17 GB of its 23 GB are in use right now — someone else has a job on it.")
        .user(
          "yeah, gpu-emb-01 is our only embedding GPU and it's shared with the ads team. so: before you start anything on it, book a slot in #ml-infra. every time, even for a short job",
        )
        .assistant("Okay, I will not start the job now; I'll wait for a booked slot.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["gpu-emb-01"] },
      { kind: "instruction", keys: ["ml-infra"] },
    ],
  },
  {
    id: "b61-readme-typo",
    build: (s) =>
      s
        .user("the README says 'relevence' in three places, fix pls")
        .bash("grep -n relevence README.md", "12:## Relevence tuning\n40:see the relevence dashboard\n77:relevence judgments live in")
        .file("Edit", "README.md")
        .assistant("Fixed all three to 'relevance'.")
        .stop(),
    planted: [],
  },
  {
    id: "b61-v7-rollout",
    build: (s) =>
      s
        .user("v7 has been at 50% for 48h. what do the guardrails look like?")
        .bash(
          "python experiments/report.py ranker_v7 --step 50",
          "metric              control  treatment  delta    ci95\nndcg_online          0.312      0.318     +1.8%   [+0.9, +2.7]\natc_rate             0.0541     0.0547    +1.1%   [-0.2, +2.4]\nzero_result_rate     0.0412     0.0409    -0.7%   [-2.0, +0.6]\nguardrail: PASS",
        )
        .assistant("Online NDCG is up 1.8% with the interval clear of zero; add-to-cart +1.1% (not significant) and zero-result rate flat. Guardrails pass.")
        .user(
          "for the record, our guardrail metrics are the zero-result rate and the add-to-cart rate, and the experiment platform auto-halts a test at -2% add-to-cart",
        )
        .user("ok we're shipping v7 to 100%. it held up")
        .bash("expctl set ranker_v7 --pct 100", "ranker_v7: 50% -> 100% (applied)")
        .assistant("v7 is at 100%.")
        .user("someone needs to do the v7 write-up for thursday's relevance review. I'll take it, but not today")
        .stop(),
    planted: [
      { kind: "fact", keys: ["guardrail"] },
      { kind: "decision", keys: ["v7"] },
      { kind: "task", keys: ["write-up"] },
    ],
  },
  {
    id: "b61-zero-results",
    build: (s) =>
      s
        .user("zero-result queries spiked yesterday. lots of stuff like 'AB-1234' and 'xr-77 cable'. maybe the tokenizer splits on hyphens?")
        .assistant("Let me check with the analyze API instead of guessing.")
        .bash(
          'curl -s localhost:9200/products/_analyze -H \'content-type: application/json\' -d \'{"analyzer":"title_search","text":"AB-1234"}\' | jq -r \'.tokens[].token\'',
          "ab\n1234",
        )
        .assistant(
          "Confirmed: the standard tokenizer in `title_search` splits on hyphens, so `AB-1234` becomes `ab` + `1234`, while the `sku` keyword field holds the whole string.",
        )
        .user(
          "ok so that's the cause for the sku ones. I don't want to fix it today — someone should look at routing sku-looking queries to the keyword field. later",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["hyphens"] },
      { kind: "task", keys: ["sku"] },
    ],
  },
  {
    id: "b61-replicas",
    build: (s) =>
      s
        .user("black friday is next week. 1 replica feels thin for products_v5. 2? 3? 3 means more heap pressure on the data nodes")
        .bash(
          "curl -s 'localhost:9200/_cat/nodes?v&h=name,heap.percent,disk.used_percent'",
          "name     heap.percent disk.used_percent\ndata-1            61                48\ndata-2            58                47\ndata-3            64                49",
        )
        .assistant(
          "Heap is around 60% on the three data nodes. A third copy would push disk to ~73% and add query-cache memory; two replicas leaves more headroom.",
        )
        .user("two replicas then, for products_v5, starting now through the holiday season")
        .bash(
          "curl -s -XPUT localhost:9200/products_v5/_settings -H 'content-type: application/json' -d '{\"index.number_of_replicas\":2}'",
          '{"acknowledged":true}',
        )
        .assistant("I've set `number_of_replicas: 2` on products_v5 via the settings API.")
        .user(
          "hm, you did that with curl. please put it in terraform too — and in general: cluster and index settings changes go through terraform in infra/opensearch, not ad-hoc curl. otherwise the next apply reverts them",
        )
        .file("Edit", "infra/opensearch/indices.tf")
        .bash(
          "terraform -chdir=infra/opensearch plan -no-color | tail -2",
          "Plan: 0 to add, 0 to change, 0 to destroy.\nNo changes. Your infrastructure matches the configuration.",
        )
        .assistant("The replica count is in infra/opensearch/indices.tf and the plan shows no drift.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["replicas"] },
      { kind: "instruction", keys: ["terraform"] },
    ],
  },
  {
    id: "b61-chitchat-metrics",
    build: (s) =>
      s
        .user("morning. still half asleep. remind me how MRR differs from NDCG, the PM asked and I blanked")
        .assistant(
          "MRR only looks at the rank of the first relevant result (1/rank, averaged over queries). NDCG uses graded relevance for every position up to the cutoff, discounted by log2 of the position, and normalized by the ideal ordering.",
        )
        .user("right right. so NDCG cares about the whole page")
        .bash('python -c "import math; print(round(sum((2**r-1)/math.log2(i+2) for i,r in enumerate([3,0,2])),3))"', "3.5")
        .assistant("Yes. For grades 3, 0, 2 in the top three, DCG is 3.5; MRR would just see the hit at rank 1.")
        .stop(),
    planted: [],
  },
  {
    id: "b61-feature-freshness",
    build: (s) =>
      s
        .user("how often do user features get materialized into redis? the ctr feature looked stale in a debug session")
        .bash("airflow dags list | grep feast", "feast_materialize_item    | search_reco | daily\nfeast_materialize_user    | search_reco | hourly")
        .assistant("`feast_materialize_user` runs hourly and `feast_materialize_item` daily.")
        .bash(
          "airflow dags list-runs -d feast_materialize_user --state failed | head -3",
          "run_id                          state\nscheduled__2026-11-18T03:00     failed\nscheduled__2026-11-18T04:00     failed",
        )
        .assistant("Two runs failed overnight (03:00 and 04:00), so user features were up to three hours old this morning.")
        .user("should we move to streaming materialization then?")
        .assistant(
          "Streaming would keep features fresh within minutes, but it needs the push source and a long-running consumer; the failures here were a credentials expiry, not the schedule.",
        )
        .user(
          "no, not worth it for now. hourly is fine as long as we notice when it breaks. we need an alert when user feature freshness lags more than 3h — can you put that on the backlog, I'll pick it up",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["feast_materialize_user"] },
      { kind: "task", keys: ["freshness"] },
    ],
  },
  {
    id: "b61-vector-quant",
    build: (s) =>
      s
        .user("graph memory for 768 dims is going to hurt. what about product quantization to shrink it?")
        .bash(
          "python bench/knn_build.py --m 16 --encoder pq --code-size 64 && python bench/knn_build.py --m 16 --encoder sq_fp16",
          "encoder=pq64      graph_mem=2.9gb  recall@10=0.938\nencoder=sq_fp16   graph_mem=5.2gb  recall@10=0.979",
        )
        .assistant(
          "PQ with 64-byte codes cuts memory to 2.9 GB but recall@10 falls to 0.938. Faiss scalar quantization to fp16 halves the memory of fp32 at 0.979.",
        )
        .user("no PQ, not with a 4 point drop. fp16 scalar quantization it is for the product vectors")
        .file("Edit", "search/mappings/products_vec.json")
        .assistant("The mapping now uses the faiss `sq` encoder with `type: fp16`.")
        .stop(),
    planted: [{ kind: "decision", keys: ["fp16"] }],
  },
  {
    id: "b61-personalization",
    build: (s) =>
      s
        .user("how much of our search traffic is logged out? I need it for the personalization pitch")
        .bash("python scripts/traffic_split.py --days 28", "logged_in   38.2%\nlogged_out  61.8%")
        .assistant("Over the last 28 days, 61.8% of searches came from logged-out sessions.")
        .user("right, so about 62% logged-out — that number's stable, it's been there all year")
        .user(
          "so rule for the personalization work: every personalized ranking feature sits behind the `perso_rank` flag, default off, and it stays off for logged-out users no matter what",
        )
        .file("Edit", "search-api/flags.yaml")
        .assistant("Added `perso_rank` to flags.yaml, default off, with a hard exclusion for logged-out requests.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["logged-out"] },
      { kind: "instruction", keys: ["perso_rank"] },
    ],
  },
  {
    id: "b61-explain-api",
    build: (s) =>
      s
        .user("why does 'usb c hub' rank a phone case first? can you show me the explain output")
        .bash(
          "curl -s 'localhost:9200/products/_explain/88123' -H 'content-type: application/json' -d @q/usb_c_hub.json | jq '.explanation.details[0].description'",
          '"weight(description:hub in 4411) [PerFieldSimilarity], result of:"',
        )
        .assistant(
          "Most of the score for doc 88123 comes from `description:hub` — the case's description says 'works with any USB-C hub'. Title contributes almost nothing.",
        )
        .user("lol. ok that's a description boost problem. I'll think about it")
        .assistant("Makes sense. Nothing changed on my side.")
        .stop(),
    planted: [],
  },
  {
    id: "b61-staging",
    build: (s) =>
      s
        .user("staging cluster is yellow again, is something broken?")
        .bash(
          "curl -s 'staging-os:9200/_cluster/health' | jq '{status, number_of_nodes, unassigned_shards}'",
          '{ "status": "yellow", "number_of_nodes": 1, "unassigned_shards": 13 }',
        )
        .assistant("Staging has one node, so replica shards can never be allocated there: 13 unassigned replicas and a yellow status.")
        .user("right, staging opensearch is a single node on purpose, yellow is expected there. that's normal")
        .user("and please don't run latency benchmarks on staging, the numbers mean nothing. use perf-cluster for anything timing related")
        .assistant("Okay, I'll point the latency benchmarks at perf-cluster.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["staging", "single"] },
      { kind: "instruction", keys: ["perf-cluster"] },
    ],
  },
  {
    id: "b61-owners",
    build: (s) =>
      s
        .user("who do I talk to about the judgments vendor? the october batch has 200 queries with no grades")
        .bash(
          "git log --format='%an' -- data/judgments/ | sort | uniq -c | sort -rn | head -3",
          "     41 Dana Whitfield\n      6 Priyanka Rao\n      2 build-bot",
        )
        .assistant("Most commits to data/judgments/ are Dana Whitfield's.")
        .user("yeah Dana owns the vendor contract and the judgment batches. for the training side it's Priyanka, she owns the LTR training pipeline end to end")
        .assistant("Noted.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["dana"] },
      { kind: "fact", keys: ["priyanka"] },
    ],
  },
  {
    id: "b61-jq-help",
    build: (s) =>
      s
        .user("how do I get just the _id and _score out of a search response with jq")
        .bash(
          "curl -s localhost:9200/products/_search?q=lamp\\&size=2 | jq -c '.hits.hits[] | {_id, _score}'",
          '{"_id":"1201","_score":7.41}\n{"_id":"9930","_score":7.02}',
        )
        .assistant("`jq -c '.hits.hits[] | {_id, _score}'` prints one compact object per hit, as above.")
        .user("perfect")
        .stop(),
    planted: [],
  },
  {
    id: "b61-boosts",
    build: (s) =>
      s
        .user(
          "out-of-stock items are ranking way too high. options: filter them out entirely, or a function_score boost on in_stock. filtering hides things people want to backorder",
        )
        .file("Read", "search-api/templates/query.json")
        .assistant(
          "There's no stock signal in the query template today. A `function_score` with a `filter` on `in_stock: true` and a `weight` would multiply the score of in-stock items.",
        )
        .user("boost, not filter. in_stock gets a 1.5 weight, multiplied into the score")
        .file("Edit", "search-api/templates/query.json")
        .bash("python eval/run_offline.py --ranker local --judgments data/judgments/2026-10.jsonl | grep ndcg@10", "ndcg@10: 0.4261")
        .assistant("With the in_stock weight of 1.5 the offline ndcg@10 goes from 0.4213 to 0.4261.")
        .user("good. someone will ask about boosting by margin next. the answer is no: legal says we never rank by margin, not even as a tiebreaker")
        .stop(),
    planted: [
      { kind: "decision", keys: ["in_stock"] },
      { kind: "instruction", keys: ["margin"] },
    ],
  },
  {
    id: "b61-eval-ci",
    build: (s) =>
      s
        .user("people keep merging ranking changes without showing any numbers")
        .bash("ls .github/workflows/", "lint.yml\nunit.yml\ndeploy.yml")
        .assistant("There's no eval job in CI, only lint, unit tests and deploy.")
        .user("new rule: every ranking PR posts the offline eval diff (ndcg@10, mrr, per-segment) as a PR comment before review. no numbers, no review")
        .assistant("Okay. Should I add a CI job that does it automatically?")
        .user("yes but not now, we're in the release freeze until the 28th. wiring the eval into a CI workflow is on me after the freeze")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["comment"] },
      { kind: "task", keys: ["workflow"] },
    ],
  },
  {
    id: "b61-breaker-log",
    build: (s) =>
      s
        .user("what does this mean? got paged at 3am")
        .bash(
          "kubectl logs -n search-jobs job/nightly-bulk --tail=3",
          "[2026-11-20T03:02:11] ERROR circuit_breaking_exception: [parent] Data too large, data for [<http_request>] would be [15.9gb], which is larger than the limit of [15.2gb]\n[2026-11-20T03:02:11] WARN NEVER retry on 429 without backoff\n[2026-11-20T03:04:40] INFO retry 1/3 succeeded",
        )
        .assistant(
          "The parent circuit breaker rejected a bulk request that would have pushed heap past its limit, the client backed off and the retry succeeded two minutes later. The 'NEVER retry' line is the client library's own warning text.",
        )
        .user("ok so it recovered by itself. maybe the bulk size is too big? whatever, it's fine")
        .assistant("It recovered on the first retry. I haven't checked the bulk size.")
        .stop(),
    planted: [],
  },
  {
    id: "b61-vespa-musing",
    build: (s) =>
      s
        .user(
          "random thought on a slow afternoon: would Vespa make more sense than OpenSearch for us long term? native tensors, ranking expressions, no plugin juggling for LTR. then again the migration would eat a quarter",
        )
        .bash("curl -s localhost:9200 | jq -r '.version.number'", "2.19.1")
        .assistant(
          "We're on OpenSearch 2.19.1. Vespa would put first-phase and second-phase ranking in one place and handle the vectors natively, but you'd rewrite the ingest, the query templates and the ops tooling. It's a big move to justify on ranking flexibility alone.",
        )
        .user("yeah. not this year anyway. maybe worth a spike some day, maybe not")
        .assistant("Agreed it's speculative. I haven't changed anything.")
        .stop(),
    planted: [],
  },
  {
    id: "b61-ramp-revisit",
    build: (s) =>
      s
        .user(
          "looking back at the v7 rollout: the 25% step told us nothing the 5% step hadn't already. 48h at 25% was just waiting. I'd like to simplify the ramp for the next rankers",
        )
        .bash(
          "python experiments/report.py ranker_v7 --all-steps | cut -c1-60",
          "step  ndcg_online_delta  ci95\n5     +1.6%              [+0.2, +3.0]\n25    +1.9%              [+1.1, +2.7]\n50    +1.8%              [+0.9, +2.7]",
        )
        .assistant("The 5% step already showed a significant +1.6%; 25% and 50% narrowed the interval without changing the picture.")
        .user("could we go straight from 1% to 50%? ... no, too jumpy if something's off with the cache")
        .user("ok decided: from v8 on the ramp is 1% smoke (4h), 5% for 48h, then 50%. we drop the 25% step")
        .file("Edit", "experiments/ramp_template.yaml")
        .assistant("I've updated experiments/ramp_template.yaml to 1% / 5% / 50% with the same guardrail gates.")
        .stop(),
    planted: [{ kind: "decision", keys: ["ramp"] }],
  },
  {
    id: "b61-delete-v4",
    build: (s) =>
      s
        .user("v5 has soaked for 10 days with no issues. delete products_v4 please")
        .bash("curl -s 'localhost:9200/_cat/indices/products_v*?h=index,store.size'", "products_v3 36.2gb\nproducts_v4 38.1gb\nproducts_v5 41.0gb")
        .assistant("There's also a products_v3 still lying around (36.2gb). Should it go too?")
        .user(
          "oh wow yes. ok so the policy is: after a swap we keep only the previous version around for rollback, anything older gets deleted. one previous version, not a museum",
        )
        .bash("curl -s -XDELETE localhost:9200/products_v3,products_v4", '{"acknowledged":true}')
        .assistant("Deleted products_v3 and products_v4; products_v5 is live behind the aliases. I'll keep one previous version after future swaps.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["previous", "version"] }],
  },
  {
    id: "b61-cold-start",
    build: (s) =>
      s
        .user(
          "new items have zero clicks so the popularity features bury them. I see three ways: (1) a fixed boost for the first N days, (2) a prior from the category median, (3) an exploration slot. (3) is the most principled but we'd need a bandit and I don't want that this quarter",
        )
        .bash("python scripts/new_item_stats.py --days 14", "new items (<14d): 18211\nmedian rank of new items: 312\nmedian rank of same-category items: 41")
        .assistant(
          "New items sit at a median rank of 312 versus 41 for their category peers. A fixed boost is easy but ignores that some categories are far more popular than others.",
        )
        .user("right. we go with the category-median popularity prior for new items, for their first 14 days, then the real signal takes over")
        .file("Edit", "features/item_features.py")
        .assistant("Done: items younger than 14 days get `item__popularity_7d` filled from their category median.")
        .user("I half suspect the prior over-boosts the marketplace sellers since their categories are huge. needs checking after a week of data, not now")
        .stop(),
    planted: [
      { kind: "decision", keys: ["prior"] },
      { kind: "task", keys: ["marketplace"] },
    ],
  },
  {
    id: "b61-ann-libs",
    build: (s) =>
      s
        .user(
          "for offline experiments, faiss vs scann vs hnswlib? faiss has everything, scann is supposedly faster at the same recall, hnswlib is tiny and easy. I keep going back and forth",
        )
        .bash("pip list 2>/dev/null | grep -iE 'faiss|scann|hnswlib'", "faiss-cpu    1.9.0\nhnswlib      0.8.0")
        .assistant(
          "faiss-cpu and hnswlib are installed in the eval env; scann isn't. For offline sweeps either installed one is fine; matching production would argue for faiss since the cluster uses it.",
        )
        .user("hmm, good point about matching prod. let me sleep on it, I don't want to decide this at 6pm")
        .assistant("Sure — nothing changed.")
        .stop(),
    planted: [],
  },
  {
    id: "b61-embedding-cache",
    build: (s) =>
      s
        .user("query embedding latency is spiky. are we caching embeddings at all?")
        .bash(
          "grep -rn 'cache' search-api/embed_client.py | head -4",
          "12:from pymemcache.client.base import Client\n31:    key = 'qemb:' + normalize_query(q)\n33:    cached = self.cache.get(key)\n40:    self.cache.set(key, vec, expire=3600)",
        )
        .assistant("Yes: query embeddings go into memcached under `qemb:` + the normalized query, for one hour (expire=3600).")
        .user("ok good, memcached with a 1h ttl, that's what I remembered")
        .bash("grep -rn 'lower()' search-api/autocomplete.py", "55:    key = 'qemb:' + q.strip().lower()")
        .assistant(
          "autocomplete.py builds the same cache key with its own `strip().lower()`, which doesn't collapse whitespace or strip punctuation like normalize_query does, so it misses the cache for some queries.",
        )
        .user(
          "that's exactly the kind of bug I hate. rule: anything that builds a query cache key calls normalize_query() from search/text.py, nobody rolls their own normalization. fix that one too",
        )
        .file("Edit", "search-api/autocomplete.py")
        .assistant("Fixed: autocomplete.py now uses normalize_query() for the key.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["memcached"] },
      { kind: "instruction", keys: ["normalize_query"] },
    ],
  },
  {
    id: "b61-ndcg-gain",
    build: (s) =>
      s
        .user("our eval script uses linear gain for ndcg and the LTR training uses exponential. which one should the reports use?")
        .file("Read", "eval/metrics.py")
        .assistant(
          "`eval/metrics.py` computes DCG with gain = rel, while xgboost's `rank:ndcg` uses 2^rel − 1. With grades 0–3, exponential gain weighs a grade-3 result 7x a grade-1, linear only 3x.",
        )
        .user(
          "I think exponential makes more sense for us, an exact match is worth way more than a vaguely related item. also keeps eval and training consistent. yes — exponential gain (2^rel - 1) everywhere",
        )
        .file("Edit", "eval/metrics.py")
        .bash("python eval/run_offline.py --ranker prod --judgments data/judgments/2026-10.jsonl | grep ndcg@10", "ndcg@10: 0.4487")
        .assistant("Switched eval/metrics.py to exponential gain; prod's ndcg@10 reads 0.4487 under the new gain, so older reports aren't directly comparable.")
        .stop(),
    planted: [{ kind: "decision", keys: ["exponential"] }],
  },
  {
    id: "b61-hybrid",
    build: (s) =>
      s
        .user(
          "hybrid retrieval: BM25 + knn. weighted score sum or reciprocal rank fusion? weighted sum needs score normalization and the BM25 scale drifts per query",
        )
        .bash(
          "python eval/hybrid_compare.py --methods wsum:0.3,wsum:0.5,rrf:60",
          "method     ndcg@10  recall@100\nwsum:0.3    0.4502     0.861\nwsum:0.5    0.4519     0.872\nrrf:60      0.4541     0.874",
        )
        .assistant("RRF with k=60 edges out the best weighted sum (0.4541 vs 0.4519 ndcg@10) and needs no normalization.")
        .user("RRF with k=60 it is for hybrid. no weights to babysit")
        .file("Edit", "search-api/hybrid.py")
        .assistant("hybrid.py now fuses the BM25 and knn lists with RRF, k=60.")
        .user("once we have a month of interleaving data we should try a learned fusion instead of plain RRF. parking that for january")
        .stop(),
    planted: [
      { kind: "decision", keys: ["rrf"] },
      { kind: "task", keys: ["learned", "fusion"] },
    ],
  },
  {
    id: "b61-version-unknown",
    build: (s) =>
      s
        .user("which opensearch version is prod on? I think 2.17? not sure")
        .bash("curl -s --max-time 5 https://os-prod.internal:9200", "curl: (7) Failed to connect to os-prod.internal port 9200: Connection refused", 7)
        .assistant("I can't reach the prod cluster from this shell, so I can't confirm the version from here.")
        .user("never mind, not important right now")
        .stop(),
    planted: [],
  },
  {
    id: "b61-kafka-retire",
    build: (s) =>
      s
        .user(
          "revisiting the item_popularity thing from a couple weeks ago. rather than move just that one view, should we move all item features off kafka? the streaming source has been flaky and nothing on the item side needs sub-hour freshness",
        )
        .bash("grep -ln 'KafkaSource' features/*.py", "features/item_popularity.py\nfeatures/item_stock.py")
        .assistant("Two feature views still read from Kafka: item_popularity and item_stock.")
        .user("yep. decision: we retire the kafka source for item features entirely, both views go to the batch parquet source")
        .file("Edit", "features/item_popularity.py")
        .file("Edit", "features/item_stock.py")
        .bash("feast plan", "Modified feature view item_popularity (source: kafka -> parquet)\nModified feature view item_stock (source: kafka -> parquet)")
        .assistant("Both views now read from the batch parquet source.")
        .user("the parquet source only has data from october though. we'll need to backfill 90 days of item features into it before the next training run")
        .stop(),
    planted: [
      { kind: "decision", keys: ["kafka"] },
      { kind: "task", keys: ["backfill"] },
    ],
  },
  {
    id: "b61-models-lock",
    build: (s) =>
      s
        .user("how do we pin embedding model versions? I can't find it in the config")
        .bash("cat models.lock", "e5-base-v2  sha256:9c1f0e2b  role=query\ne5-base-v2  sha256:9c1f0e2b  role=doc\nlmart_v7    sha256:41aa77d0  role=rerank")
        .assistant(
          "They're pinned in `models.lock` at the repo root: each model with its sha256 and role. The query and doc encoders currently carry the same hash.",
        )
        .user("right, models.lock is the source of truth for model versions, the deploy reads it")
        .user(
          "and the big one: never bump the query encoder without re-embedding the documents with the same model first. mismatched encoders give garbage neighbours and nothing errors out",
        )
        .assistant("Understood: query and doc encoder move together, docs first.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["models.lock"] },
      { kind: "instruction", keys: ["encoder"] },
    ],
  },
  {
    id: "b61-dashboards",
    build: (s) =>
      s
        .user("what metrics does search-api export? I want online ndcg on a dashboard")
        .bash(
          "curl -s search-api:9102/metrics | grep -E '^search_api_' | cut -d'{' -f1 | sort -u",
          "search_api_latency_seconds\nsearch_api_requests_total\nsearch_api_zero_results_total",
        )
        .assistant(
          "search-api exports Prometheus metrics with the `search_api_` prefix: latency, request count and zero-result count. Nothing for online NDCG; that's computed in the experiment pipeline.",
        )
        .user("ok. we should add panels for online ndcg and zero-result rate to the grafana search dashboard. I'll do it after the on-call week")
        .assistant("Noted, I won't touch the dashboard now.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["search_api_"] },
      { kind: "task", keys: ["grafana"] },
    ],
  },
  {
    id: "b61-rename-var",
    build: (s) =>
      s
        .user("rename `res` to `hits` in search-api/hybrid.py, it's confusing next to `response`")
        .file("Edit", "search-api/hybrid.py")
        .bash("pytest tests/test_hybrid.py -q", "7 passed in 0.61s")
        .assistant("Renamed `res` to `hits` in hybrid.py; the 7 hybrid tests pass.")
        .user("👍")
        .stop(),
    planted: [],
  },
  {
    id: "b61-cuped",
    build: (s) =>
      s
        .user("the v7 add-to-cart interval was too wide to say anything. would CUPED help?")
        .bash(
          "python experiments/cuped_check.py ranker_v7 --covariate pre_atc_14d",
          "metric    ci95_raw        ci95_cuped      variance_reduction\natc_rate  [-0.2, +2.4]    [+0.4, +1.8]    46%",
        )
        .assistant("With pre-period add-to-cart as the covariate, variance drops 46% and the add-to-cart interval becomes [+0.4, +1.8], clear of zero.")
        .user("wow. ok from now on every ranker experiment is analysed with CUPED, pre-period add-to-cart as the covariate")
        .user("and the analysis window... 7 days? no — make the analysis window 14 days so it always covers two weekends, weekend shoppers behave differently")
        .file("Edit", "experiments/analysis_defaults.yaml")
        .assistant("analysis_defaults.yaml now sets CUPED with `pre_atc_14d` and a 14-day window.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["cuped"] },
      { kind: "decision", keys: ["window"] },
    ],
  },
  {
    id: "b61-spellcheck",
    build: (s) =>
      s
        .user("did-you-mean: term suggester or phrase suggester? term is simpler but it corrects words one at a time, so 'blu jens' → 'blue jens'")
        .bash(
          "python eval/spell_compare.py --suggesters term,phrase",
          "suggester  fixed  broke  unchanged\nterm          61     14        125\nphrase        88      3        109",
        )
        .assistant("On the 200-query sample the phrase suggester fixes 88 and breaks 3; the term suggester fixes 61 and breaks 14.")
        .user("phrase suggester then, for did-you-mean. with the shingle subfield on title")
        .file("Edit", "search/mappings/products.json")
        .assistant("Added a `title.shingle` subfield and the phrase suggester config.")
        .user("the 200-query sample is too small though. we need to pull the top 500 misspelled queries from the logs into a proper eval set — next week")
        .stop(),
    planted: [
      { kind: "decision", keys: ["phrase", "suggester"] },
      { kind: "task", keys: ["misspelled"] },
    ],
  },
  {
    id: "b61-index-template",
    build: (s) =>
      s
        .user("why is refresh_interval 30s on products_v5? search results lag price updates and support noticed")
        .bash(
          "curl -s localhost:9200/_index_template/products-template | jq '.index_templates[0].index_template.template.settings.index'",
          '{ "refresh_interval": "30s", "number_of_shards": "12" }',
        )
        .assistant("It comes from the `products-template` index template, which sets refresh_interval to 30s and 12 shards.")
        .user(
          "yeah that's on purpose: the catalog feed sends bulk updates every 5 minutes, and a 30s refresh_interval keeps segment merges sane. support can live with 30s",
        )
        .user(
          "and while we're here: every new products index gets created from products-template. no ad-hoc index settings on create, change the template instead",
        )
        .assistant("Okay, new indices come from the template only.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["refresh_interval"] },
      { kind: "instruction", keys: ["template"] },
    ],
  },
  {
    id: "b61-handover",
    build: (s) =>
      s
        .user("I'm out for two weeks in december. what's still hanging on my name?")
        .bash("grep -rn 'owner: me' ops/ownership.yaml", "ops/ownership.yaml:8:  syn-sync: {owner: me}\nops/ownership.yaml:15:  ltr-models: {owner: me}")
        .assistant("syn-sync and the LTR model store are listed under you in ops/ownership.yaml.")
        .user(
          "right. two things for before I leave: hand syn-sync ownership over to merch-eng, they should own their own sheet. and decommission lmart_v6 from the ltr store, it's been dead weight since v7 went to 100%",
        )
        .assistant("Both noted as open.")
        .stop(),
    planted: [
      { kind: "task", keys: ["merch-eng"] },
      { kind: "task", keys: ["lmart_v6"] },
    ],
  },
];

/** The blind61 set: events, segments and scoring of BLIND61_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const BLIND61 = plantedSet(BLIND61_SESSIONS, Date.UTC(2026, 10, 2, 9));
