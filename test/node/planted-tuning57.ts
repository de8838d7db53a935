/**
 * Planted set tuning57: search and recommendation systems (Elasticsearch, OpenSearch, vector
 * databases, ranking, embeddings) in OpenCode voice: facts about index sizes and mappings,
 * decisions about relevance, conventions for reindexing and query changes, open tasks.
 * Training set for the sentence classifier (written without reading the extractor).
 * Each session is one segment; the items planted in it are listed with it. Every other message
 * must give nothing: questions, hypotheses, proposals not taken, withdrawn ideas, unconfirmed
 * guesses, quoted code, tool output, chit-chat, and in-session requests done in the same session.
 * Where a decision is changed later in a session, only the later one is planted.
 *
 * Matching rule (the one planted-blind.ts's header states):
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

const START = Date.UTC(2026, 10, 2, 8);

export const TUNING57_SESSIONS: BlindSession[] = [
  {
    id: "t57-01",
    build: (s) =>
      s
        .user("how big is products on prod rn? need numbers for the capacity doc")
        .bash(
          "curl -s 'es-prod:9200/_cat/indices/products*?v&h=index,docs.count,pri,pri.store.size'",
          "index        docs.count pri pri.store.size\nproducts_v7  41203311   12  386gb",
        )
        .assistant(
          "`products_v7` holds 41.2M docs, 386gb of primary store over 12 primary shards. That's ~32gb per shard, a bit above the usual 30gb guideline.",
        )
        .user("ok. for v8 we go with 16 primaries then, decided, put that in the template")
        .file("Edit", "search/templates/products_v8.json")
        .assistant("Set `number_of_shards: 16` in the v8 template.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["products_v7", "386gb"] },
      { kind: "decision", keys: ["v8", "primaries"] },
    ],
  },
  {
    id: "t57-02",
    build: (s) =>
      s
        .user("the sku field is `text` in the mapping?? it needs to be keyword. fix it in mappings/products.json pls")
        .file("Edit", "search/mappings/products.json")
        .bash("npm run mappings:check", "checked 4 mapping files: ok")
        .assistant("Changed `sku` to `keyword` with a `sku.text` subfield for partial matches. Mapping check passes.")
        .user("thx. fyi every index we own runs with `dynamic: strict`, so unknown fields get rejected at index time, not silently added")
        .assistant("Noted — that explains the `strict_dynamic_mapping_exception` in the ingest logs last week.")
        .user("and dont reindex reviews today, but we need to move it to the new analyzer at some point. leave it as a todo")
        .stop("OK, leaving the reviews reindex for later."),
    planted: [
      { kind: "fact", keys: ["dynamic", "strict"] },
      { kind: "task", keys: ["reviews"] },
    ],
  },
  {
    id: "t57-03",
    build: (s) =>
      s
        .user("for hybrid search: do we blend bm25 and knn scores linearly or do rrf? what do you think")
        .assistant(
          "Linear blending needs the two score scales normalized, and BM25 scores drift with the corpus. RRF only uses ranks, so it's more robust. I'd lean RRF, but it's your call.",
        )
        .bash("python eval/offline.py --strategy rrf,linear --k 60", "strategy  ndcg@10  mrr\nrrf       0.612    0.544\nlinear    0.598    0.531")
        .user("numbers agree. we're going with RRF for hybrid, k=60. linear blending is out")
        .file("Edit", "search/query/hybrid.ts")
        .assistant("Hybrid query now uses reciprocal rank fusion with k=60.")
        .stop(),
    planted: [{ kind: "decision", keys: ["rrf"] }],
  },
  {
    id: "t57-04",
    build: (s) =>
      s
        .user("hey :) long day. can you just show me the cluster health")
        .bash("curl -s es-prod:9200/_cluster/health?pretty", '{\n  "cluster_name" : "search-prod",\n  "status" : "green",\n  "number_of_nodes" : 9\n}')
        .assistant("Cluster `search-prod` is green with 9 nodes.")
        .user("nice, green is always a relief")
        .stop("Enjoy the rest of your evening."),
    planted: [],
  },
  {
    id: "t57-05",
    build: (s) =>
      s
        .user(
          "rule for this repo: any change to a query template goes through the offline eval before merge, no exceptions. run `make eval` and paste the ndcg diff in the PR",
        )
        .assistant("Understood. Running it on the current branch now.")
        .bash("make eval", "baseline ndcg@10 0.612\ncandidate ndcg@10 0.619\ndelta +0.007")
        .assistant("Candidate is +0.007 ndcg@10 over baseline.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["eval", "template"] }],
  },
  {
    id: "t57-06",
    build: (s) =>
      s
        .user("embeddings: which model do we use for the product vectors again")
        .bash("grep -rn 'model' embeddings/config.yaml", "embeddings/config.yaml:3:  model: e5-base-v2\nembeddings/config.yaml:4:  dims: 768")
        .assistant("The product vectors come from `e5-base-v2`, 768 dimensions, per embeddings/config.yaml.")
        .user("right. maybe we should try bge-m3 at some point? not sure it's worth it")
        .assistant("Could be; it's multilingual, which might help the DE catalog. Nothing to decide now.")
        .stop(),
    planted: [{ kind: "fact", keys: ["e5-base-v2"] }],
  },
  {
    id: "t57-07",
    build: (s) =>
      s
        .user("p99 on /search jumped to 900ms since tuesday. is it the knn part?")
        .bash(
          "curl -s 'es-prod:9200/products_v7/_search?pretty' -d @slow.json -H 'content-type: application/json' | jq .profile.shards[0].searches[0].query[0].time_in_nanos",
          "712033112",
        )
        .assistant(
          "The profile shows ~712ms in one query clause. Could be the knn clause, could be the nested `variants` query, I can't tell from one profile.",
        )
        .user("hmm maybe the num_candidates bump did it. or not. leave it, i'll look tomorrow with fresh eyes")
        .stop("OK."),
    planted: [],
  },
  {
    id: "t57-08",
    build: (s) =>
      s
        .user(
          "so we use opensearch in the EU region and elasticsearch in US, right? it's because of the AWS contract. the EU cluster runs OpenSearch 2.13 on managed AWS",
        )
        .bash("aws opensearch describe-domain --domain-name search-eu | jq -r .DomainStatus.EngineVersion", "OpenSearch_2.13")
        .assistant("Confirmed: the EU domain `search-eu` runs OpenSearch 2.13 on the managed service.")
        .user("yep. and never use the `_bulk` endpoint there with more than 5mb per request, the managed one throttles hard")
        .assistant("Got it, I'll keep bulk requests against EU under 5mb.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["opensearch", "2.13"] },
      { kind: "instruction", keys: ["bulk", "5mb"] },
    ],
  },
  {
    id: "t57-09",
    build: (s) =>
      s
        .user("add a boost for in-stock items in the ranking function, 1.3x")
        .file("Edit", "search/query/function_score.ts")
        .bash("npm test -- function_score", "PASS search/query/function_score.test.ts (6 tests)")
        .assistant("Added a `filter: { term: { in_stock: true } }` function with weight 1.3. Tests pass.")
        .user("actually make the in-stock boost 1.5, 1.3 is too soft. and it stays at 1.5, merchandising signed off")
        .file("Edit", "search/query/function_score.ts")
        .assistant("In-stock boost is 1.5 now.")
        .stop(),
    planted: [{ kind: "decision", keys: ["in-stock", "1.5"] }],
  },
  {
    id: "t57-10",
    build: (s) =>
      s
        .user("what does this error mean")
        .bash(
          "cat logs/indexer.log | tail -3",
          "WARN  index_buffer: refresh_interval never set, always using default 1s\nERROR bulk item failed: mapper_parsing_exception\nTODO(indexer): retry policy",
        )
        .assistant(
          "The mapper_parsing_exception is a document whose field type doesn't match the mapping. The warning about refresh_interval is harmless. The TODO line is just a log tag from the indexer.",
        )
        .user("ok cool thanks")
        .stop(),
    planted: [],
  },
  {
    id: "t57-11",
    build: (s) =>
      s
        .user(
          "Some context for you: the recs service reads from qdrant, collection `item_vectors`, about 9.4M points, HNSW m=16. The nightly job rebuilds it from the feature store.",
        )
        .bash("curl -s qdrant:6333/collections/item_vectors | jq .result.points_count", "9412887")
        .assistant("Yes, `item_vectors` has 9,412,887 points.")
        .user("good. TODO for next sprint: move the nightly rebuild to incremental upserts, the full rebuild takes 3h")
        .stop("Noted as an open task."),
    planted: [
      { kind: "fact", keys: ["item_vectors"] },
      { kind: "task", keys: ["incremental", "upserts"] },
    ],
  },
  {
    id: "t57-12",
    build: (s) =>
      s
        .user("could we drop the synonyms file entirely and rely on the embeddings for recall?")
        .assistant("Possibly for head queries; tail queries with SKU fragments would suffer. Want me to run the eval without synonyms?")
        .bash("make eval SYNONYMS=off", "baseline ndcg@10 0.612\ncandidate ndcg@10 0.574\ndelta -0.038")
        .user("-0.038, nope. forget i asked, synonyms stay as they are")
        .stop("Leaving synonyms untouched."),
    planted: [],
  },
  {
    id: "t57-13",
    build: (s) =>
      s
        .user("please always use index aliases in app code, never the concrete `products_vN` name. we swap aliases on reindex")
        .bash("grep -rn 'products_v7' src/ | head", "src/search/client.ts:12:  index: 'products_v7',")
        .file("Edit", "src/search/client.ts")
        .assistant("Replaced the hard-coded `products_v7` in client.ts with the `products` alias.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["aliases"] }],
  },
  {
    id: "t57-14",
    build: (s) =>
      s
        .user("ltr plugin — are we using it or not? i keep forgetting")
        .bash("curl -s es-prod:9200/_cat/plugins", "es-prod-1 ltr 1.5.8-es8.11\nes-prod-1 analysis-icu 8.11.3")
        .assistant("The LTR plugin (1.5.8) and analysis-icu are installed on prod. Whether a model is in use I'd need to check `_ltr/_featureset`.")
        .user(
          "ok. we decided last week: LTR reranks the top 200 only, with the xgboost model `rank_v3`. not touching that. I need you to write down somewhere that `rank_v3` must be retrained whenever the feature set changes",
        )
        .file("Edit", "docs/ranking.md")
        .assistant("Wrote the retraining rule into docs/ranking.md.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["ltr", "200"] },
      { kind: "instruction", keys: ["retrained", "rank_v3"] },
    ],
  },
  {
    id: "t57-15",
    build: (s) =>
      s
        .user("quick q, is `match_phrase_prefix` slow on big indices?")
        .assistant(
          "It can be: it expands the last term to up to `max_expansions` terms (50 by default). An edge-ngram field or `search_as_you_type` is usually cheaper.",
        )
        .user("k thx")
        .stop(),
    planted: [],
  },
  {
    id: "t57-16",
    build: (s) =>
      s
        .user("autocomplete is on `completion` suggester now, but I think we should move to search_as_you_type")
        .assistant("That works with normal queries and filters, which the completion suggester doesn't support well. Want me to draft the mapping?")
        .user("yes draft it, but don't switch anything yet, i want to talk to Priya first")
        .file("Write", "search/mappings/autocomplete_sayt.json")
        .assistant("Draft mapping is in search/mappings/autocomplete_sayt.json; nothing switched.")
        .stop(),
    planted: [],
  },
  {
    id: "t57-17",
    build: (s) =>
      s
        .user(
          "Priya agreed. autocomplete moves to search_as_you_type, that's final. also she owns the relevance roadmap, send ranking questions to her, not me",
        )
        .file("Edit", "search/mappings/autocomplete.json")
        .bash("npm run mappings:check", "checked 5 mapping files: ok")
        .assistant("Switched autocomplete to the `search_as_you_type` mapping; check passes.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["search_as_you_type"] },
      { kind: "fact", keys: ["priya", "relevance"] },
    ],
  },
  {
    id: "t57-18",
    build: (s) =>
      s
        .user("the reindex of products_v8 failed halfway? log pls")
        .bash("tail -2 logs/reindex-v8.log", "task 4f2a:1123 failed: es_rejected_execution_exception\nreindexed 18400231/41203311")
        .assistant("The reindex stopped at 18.4M of 41.2M docs with `es_rejected_execution_exception` (write queue full).")
        .user("ugh. next time throttle it: reindex always with `requests_per_second=2000` on prod, it's the team convention")
        .bash("curl -s -XPOST 'es-prod:9200/_reindex?requests_per_second=2000&wait_for_completion=false' -d @reindex-v8.json", '{"task":"4f2a:2210"}')
        .assistant("Restarted with `requests_per_second=2000`, task 4f2a:2210.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["requests_per_second"] }],
  },
  {
    id: "t57-19",
    build: (s) =>
      s
        .user("I was thinking we could shard qdrant by tenant. thoughts? no wait, scrap that, tenants are too uneven. never mind")
        .bash("curl -s qdrant:6333/cluster | jq .result.peers | jq length", "3")
        .assistant("Fine. For reference the qdrant cluster has 3 peers.")
        .stop(),
    planted: [],
  },
  {
    id: "t57-20",
    build: (s) =>
      s
        .user(
          "there's something I want to remember: the click log we train on is biased to position 1-3, so ctr features need the position debiasing. that's a known thing here, Marco measured it",
        )
        .bash("python analysis/position_bias.py --days 30", "pos  ctr\n1    0.214\n2    0.121\n3    0.088\n10   0.011")
        .assistant("The 30-day numbers confirm it: CTR at position 1 is ~19x position 10.")
        .user("open item: add inverse propensity weights to the training pipeline. not now, the sprint is full")
        .stop("Left as an open item."),
    planted: [
      { kind: "fact", keys: ["position", "click"] },
      { kind: "task", keys: ["propensity"] },
    ],
  },
  {
    id: "t57-21",
    build: (s) =>
      s
        .user("can you bump the knn `num_candidates` from 100 to 200 in the hybrid query and rerun eval")
        .file("Edit", "search/query/hybrid.ts")
        .bash("make eval", "baseline ndcg@10 0.619\ncandidate ndcg@10 0.624\ndelta +0.005")
        .assistant("Bumped to 200; ndcg@10 +0.005.")
        .user("ship it")
        .stop("Committed."),
    planted: [],
  },
  {
    id: "t57-22",
    build: (s) =>
      s
        .user("what's the vector similarity on the knn field? cosine?")
        .bash(
          "curl -s es-prod:9200/products_v7/_mapping | jq .products_v7.mappings.properties.embedding",
          '{"type":"dense_vector","dims":768,"index":true,"similarity":"cosine"}',
        )
        .assistant("`embedding` is a 768-dim dense_vector with cosine similarity.")
        .user("we normalize the vectors anyway, so for v8 we switch to dot_product, it's cheaper. done deal")
        .file("Edit", "search/templates/products_v8.json")
        .assistant("Set `similarity: dot_product` in the v8 template.")
        .stop(),
    planted: [{ kind: "decision", keys: ["dot_product"] }],
  },
  {
    id: "t57-23",
    build: (s) =>
      s
        .user("pls don't run `_forcemerge` on the live index during business hours. only after 22:00 CET")
        .assistant("Understood, no force merges on live indices before 22:00 CET.")
        .bash("curl -s 'es-prod:9200/_cat/segments/products_v7?h=segment' | wc -l", "1184")
        .assistant("For later: products_v7 currently has 1184 segments.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["forcemerge"] }],
  },
  {
    id: "t57-24",
    build: (s) =>
      s
        .user("Ahh, the recs AB test results are in!! 🎉")
        .bash("cat ab/recs-2026-11.txt", "variant  ctr    rpm\ncontrol  0.041  1.92\ntwo_tower 0.046 2.11")
        .assistant("two_tower beats control on both CTR (+12%) and revenue per mille (+10%).")
        .user("wow. ok we're rolling out two_tower to 100%, product approved it this morning")
        .bash("kubectl -n recs set env deploy/recs-api VARIANT=two_tower", "deployment.apps/recs-api env updated")
        .assistant("Rolled out: recs-api now serves `two_tower`.")
        .stop(),
    planted: [{ kind: "decision", keys: ["two_tower"] }],
  },
  {
    id: "t57-25",
    build: (s) =>
      s
        .user("Is the german analyzer using the decompounder? I think it does but not sure")
        .bash(
          "jq .settings.analysis.analyzer.german search/templates/products_v8.json",
          '{"tokenizer":"standard","filter":["lowercase","german_normalization","german_stemmer"]}',
        )
        .assistant("No decompounder: the German analyzer is standard tokenizer + lowercase + german_normalization + german_stemmer.")
        .user("hm. then we need a decompounder for german, Kinderwagen vs wagen searches fail. put it on the backlog")
        .stop("Added to the backlog list in this session's notes."),
    planted: [{ kind: "task", keys: ["decompounder"] }],
  },
  {
    id: "t57-26",
    build: (s) =>
      s
        .user("format pls: always write query DSL in the repo as .json5 files with comments explaining each boost, never inline in TS")
        .bash("ls search/query/*.json5 | wc -l", "7")
        .assistant("Seven query files are already .json5; I'll keep new ones that way.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["json5"] }],
  },
  {
    id: "t57-27",
    build: (s) =>
      s
        .user("what if we cache the top 1000 queries in redis?")
        .assistant("It'd cut latency for the head but personalization would break for cached results. Do you want per-segment keys?")
        .user("dunno. let me think about it")
        .bash("redis-cli -h cache info memory | grep used_memory_human", "used_memory_human:3.21G")
        .assistant("For reference redis is at 3.21G used.")
        .stop(),
    planted: [],
  },
  {
    id: "t57-28",
    build: (s) =>
      s
        .user("the ES snapshot repo is s3://acme-es-snapshots, hourly snapshots kept 7 days. right?")
        .bash("curl -s es-prod:9200/_slm/policy | jq -r '.hourly.policy.repository, .hourly.policy.retention.expire_after'", "acme-es-snapshots\n7d")
        .assistant("Yes: SLM policy `hourly` writes to `acme-es-snapshots` and expires after 7d.")
        .user("good. still to do: test a restore from it into staging, we never did a drill")
        .stop("Open task noted."),
    planted: [
      { kind: "fact", keys: ["acme-es-snapshots"] },
      { kind: "task", keys: ["restore", "staging"] },
    ],
  },
  {
    id: "t57-29",
    build: (s) =>
      s
        .user("refresh interval on products is 30s, that's why new items take a while to show up, ppl keep asking")
        .bash("curl -s es-prod:9200/products_v7/_settings | jq -r '.products_v7.settings.index.refresh_interval'", "30s")
        .assistant("Confirmed, `refresh_interval` is 30s on products_v7.")
        .user("keep it at 30s. we decided indexing throughput wins over freshness")
        .stop("Leaving it as is."),
    planted: [
      { kind: "fact", keys: ["refresh_interval", "30s"] },
      { kind: "decision", keys: ["throughput", "freshness"] },
    ],
  },
  {
    id: "t57-30",
    build: (s) =>
      s.user("run the recs unit tests").bash("pytest recs/ -q", "........................ 24 passed in 3.1s").assistant("24 passed.").user("great").stop(),
    planted: [],
  },
  {
    id: "t57-31",
    build: (s) =>
      s
        .user(
          "Heads up for future sessions: staging ES is a single node with 8gb heap, so don't trust latency numbers from there. Benchmarks go on perf-cluster only.",
        )
        .bash("curl -s es-staging:9200/_cat/nodes?h=name,heap.max", "es-staging-1 8gb")
        .assistant("Right, staging is one node with an 8gb heap.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["staging", "8gb"] },
      { kind: "instruction", keys: ["perf-cluster"] },
    ],
  },
  {
    id: "t57-32",
    build: (s) =>
      s
        .user("let's index brand as a keyword + normalizer lowercase. actually no, hold off, the brand team wants case preserved for display. drop it")
        .bash("jq .properties.brand search/mappings/products.json", '{"type":"keyword"}')
        .assistant("Leaving `brand` as a plain keyword.")
        .stop(),
    planted: [],
  },
  {
    id: "t57-33",
    build: (s) =>
      s
        .user("need a script that diffs two mappings. write scripts/mapping-diff.ts and run it on v7 vs v8")
        .file("Write", "scripts/mapping-diff.ts")
        .bash(
          "npx tsx scripts/mapping-diff.ts products_v7 products_v8",
          "~ embedding.similarity: cosine -> dot_product\n+ title.sayt: search_as_you_type\n= 41 fields unchanged",
        )
        .assistant("Script written; the diff shows the similarity change and the new `title.sayt` field.")
        .stop(),
    planted: [],
  },
  {
    id: "t57-34",
    build: (s) =>
      s
        .user("the embedding service batch size — what's the max before it OOMs?")
        .bash("kubectl -n ml logs deploy/embedder --tail=2", "INFO batch=256 ok 1.8s\nERROR batch=512 CUDA out of memory")
        .assistant("512 OOMs on the embedder's GPU, 256 works (1.8s per batch).")
        .user(
          "then the embedder max batch is 256, write that into the config comment. and call the embedder with 128 from the backfill, leave headroom, that's how we do it",
        )
        .file("Edit", "embeddings/config.yaml")
        .assistant("Documented max batch 256 in the config; backfill uses 128.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["embedder", "256"] },
      { kind: "instruction", keys: ["backfill", "128"] },
    ],
  },
  {
    id: "t57-35",
    build: (s) =>
      s
        .user("I'm wondering whether the zero-result rate went up after the analyzer change. could be a coincidence")
        .bash("python analysis/zero_results.py --days 14", "day        zrr\n2026-11-10 0.061\n2026-11-17 0.064")
        .assistant("It moved from 6.1% to 6.4%, within normal weekly noise. I wouldn't conclude anything yet.")
        .stop(),
    planted: [],
  },
  {
    id: "t57-36",
    build: (s) =>
      s
        .user("we talked about it in standup: recall@100 is the offline metric that gates vector model changes, not ndcg. ndcg is for the reranker only")
        .file("Edit", "eval/gates.yaml")
        .bash("make eval-gates", "gate vector_model: recall@100 >= 0.91\ngate reranker: ndcg@10 >= 0.60")
        .assistant("Gates updated: vector models gated by recall@100, reranker by ndcg@10.")
        .stop(),
    planted: [{ kind: "decision", keys: ["recall@100"] }],
  },
  {
    id: "t57-37",
    build: (s) =>
      s
        .user("todo for later, not this session: the `orders` index still has the old `_source` includes, clean that up when we do the v8 cutover")
        .bash("jq .mappings._source search/mappings/orders.json", '{"includes":["id","total","items.*","legacy_*"]}')
        .assistant("I see `legacy_*` still in the `_source` includes of `orders`. Leaving it for the cutover.")
        .stop(),
    planted: [{ kind: "task", keys: ["orders", "_source"] }],
  },
  {
    id: "t57-38",
    build: (s) =>
      s
        .user("could you check whether the `title` field has norms disabled")
        .bash("jq .properties.title search/mappings/products.json", '{"type":"text","norms":true,"analyzer":"english"}')
        .assistant("Norms are enabled on `title`, with the english analyzer.")
        .user("ok makes sense")
        .stop(),
    planted: [],
  },
  {
    id: "t57-39",
    build: (s) =>
      s
        .user(
          "the vespa POC — we're not going to do it. decided with Priya today: we stay on elasticsearch for search and qdrant for recs through 2027. stop suggesting migrations pls",
        )
        .bash("git rm -r --quiet poc/vespa && git status --short | head -2", "D  poc/vespa/services.xml\nD  poc/vespa/schemas/product.sd")
        .assistant("Removed the vespa POC directory.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["vespa"] },
      { kind: "instruction", keys: ["migrations"] },
    ],
  },
  {
    id: "t57-40",
    build: (s) =>
      s
        .user("ranking eval says ndcg dropped 0.02 on the mobile segment. maybe the new tokenizer? or the boost? idk")
        .bash("make eval SEGMENT=mobile", "baseline ndcg@10 0.588\ncandidate ndcg@10 0.569\ndelta -0.019")
        .assistant("Confirmed the drop on mobile. I can bisect the two changes if you want.")
        .user("tomorrow")
        .stop(),
    planted: [],
  },
  {
    id: "t57-41",
    build: (s) =>
      s
        .user("the query logs index is `qlog-*`, daily indices, ILM deletes after 90 days. I want that remembered")
        .bash("curl -s es-prod:9200/_ilm/policy/qlog | jq -r .qlog.policy.phases.delete.min_age", "90d")
        .assistant("Confirmed: ILM policy `qlog` deletes after 90d.")
        .user("and someone still has to add a rollover on size too, 50gb, the black friday ones got huge. later")
        .stop("Open task noted."),
    planted: [
      { kind: "fact", keys: ["qlog", "90"] },
      { kind: "task", keys: ["rollover"] },
    ],
  },
  {
    id: "t57-42",
    build: (s) =>
      s
        .user("tests for the reranker are flaky again, rerun them")
        .bash("pytest rerank/ -q", "F.......................\n1 failed, 23 passed")
        .bash("pytest rerank/ -q", "........................ 24 passed in 2.7s")
        .assistant("Second run passed (24/24); the first failure was `test_timeout_fallback`.")
        .user("yeah that one. whatever")
        .stop(),
    planted: [],
  },
  {
    id: "t57-43",
    build: (s) =>
      s
        .user("one convention: every new field in a mapping gets a line in docs/fields.md with owner and purpose. review will reject otherwise")
        .file("Edit", "docs/fields.md")
        .assistant("Added `title.sayt` to docs/fields.md with owner search-team.")
        .user("also the recs team still owes us the schema for the `user_profile` vectors; chase that next week")
        .bash("ls recs/schemas/", "item_vectors.json")
        .stop("Only item_vectors.json is there; the user_profile schema stays open."),
    planted: [
      { kind: "instruction", keys: ["fields.md"] },
      { kind: "task", keys: ["user_profile"] },
    ],
  },
  {
    id: "t57-44",
    build: (s) =>
      s
        .user("hnsw params for v8: m=16 ef_construction=100 like now, or m=32?")
        .bash("python eval/knn_bench.py --m 16,32", "m   recall@100  build_min  p95_ms\n16  0.912       41         38\n32  0.934       77         51")
        .assistant("m=32 gains 2.2 points of recall@100 but doubles build time and adds 13ms p95.")
        .user("m=32 it is for v8, the recall matters more than build time. we'll eat the latency")
        .file("Edit", "search/templates/products_v8.json")
        .assistant("Set `m: 32` in the v8 index options.")
        .stop(),
    planted: [{ kind: "decision", keys: ["m=32"] }],
  },
  {
    id: "t57-45",
    build: (s) =>
      s
        .user("pinned results for 'iphone' search are broken")
        .bash("curl -s es-prod:9200/pins/_doc/iphone | jq ._source.ids", '["sku-1123","sku-999999"]')
        .assistant("`sku-999999` no longer exists, so the pinned query errors. Removing it.")
        .bash("curl -s -XPOST es-prod:9200/pins/_update/iphone -d @pin-fix.json", '{"result":"updated"}')
        .assistant("Pin list fixed.")
        .user(
          "thanks. FYI the pins index is maintained by merchandising by hand via the admin tool, it's not generated. and we still need a nightly check that flags pins pointing at deleted skus, not today though",
        )
        .stop("Understood, leaving the nightly check open."),
    planted: [
      { kind: "fact", keys: ["pins", "merchandising"] },
      { kind: "task", keys: ["nightly", "deleted"] },
    ],
  },
  {
    id: "t57-46",
    build: (s) =>
      s
        .user("always tag eval runs with the git sha in the results file name, eval/results/<sha>.json, I want to be able to go back")
        .file("Edit", "eval/offline.py")
        .bash("python eval/offline.py --strategy rrf", "wrote eval/results/a91c2e0.json")
        .assistant("Eval results are now named by git sha.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["sha", "eval"] }],
  },
  {
    id: "t57-47",
    build: (s) =>
      s
        .user("does opensearch support rrf natively?")
        .assistant("Recent versions have a score-ranker processor with RRF in the hybrid search pipeline; older 2.x releases only normalize-and-combine.")
        .user("hmm, I'm not sure which we'd need. just curious for now")
        .stop(),
    planted: [],
  },
  {
    id: "t57-48",
    build: (s) =>
      s
        .user("for the recs diversity, we first said MMR with lambda 0.7")
        .bash("grep -n lambda recs/diversify.py", "14:MMR_LAMBDA = 0.7")
        .assistant("recs/diversify.py has MMR_LAMBDA = 0.7.")
        .user("after the review we changed our mind: diversity is done by category caps now, max 3 items per category in a slate. MMR goes away")
        .file("Edit", "recs/diversify.py")
        .assistant("Replaced MMR with a per-category cap of 3 per slate.")
        .stop(),
    planted: [{ kind: "decision", keys: ["category", "cap"] }],
  },
  {
    id: "t57-49",
    build: (s) =>
      s
        .user("the `es-prod` cluster is on 8.11.3 and the upgrade window is only on the first sunday of the month")
        .bash("curl -s es-prod:9200 | jq -r .version.number", "8.11.3")
        .assistant("es-prod reports version 8.11.3.")
        .user("still needs doing: upgrade es-prod to 8.15 in the december window. write the runbook first")
        .stop("Noted for December."),
    planted: [
      { kind: "fact", keys: ["8.11.3"] },
      { kind: "task", keys: ["8.15"] },
    ],
  },
  {
    id: "t57-50",
    build: (s) =>
      s
        .user("bye for today, thanks for the help with the knn stuff")
        .bash("git status --short", "")
        .assistant("Working tree is clean. See you tomorrow!")
        .stop(),
    planted: [],
  },
  {
    id: "t57-51",
    build: (s) =>
      s
        .user(
          "the spellcheck uses the `phrase` suggester on `title.shingles`. prefer the term suggester? no — phrase gives better multi-word fixes, keep phrase. that's settled",
        )
        .bash("jq .suggest search/query/spell.json5", '{"spell":{"phrase":{"field":"title.shingles"}}}')
        .assistant("Spellcheck stays on the phrase suggester over `title.shingles`.")
        .user("and add a test that the suggester never returns a correction for exact sku matches. put it on the list, I'll do it monday")
        .stop("On the list."),
    planted: [
      { kind: "decision", keys: ["phrase", "suggester"] },
      { kind: "task", keys: ["exact", "sku"] },
    ],
  },
  {
    id: "t57-52",
    build: (s) =>
      s
        .user("when you touch the ingest pipelines, run `npm run pipelines:simulate` against the sample docs first. every time")
        .bash("npm run pipelines:simulate", "simulated 3 pipelines on 40 docs: 0 failures")
        .assistant("Simulated all 3 pipelines on 40 sample docs with no failures.")
        .user("also reminder for myself, the price pipeline still rounds to 2 decimals for JPY which is wrong, needs fixing eventually")
        .stop("Noted as open."),
    planted: [
      { kind: "instruction", keys: ["pipelines:simulate"] },
      { kind: "task", keys: ["jpy"] },
    ],
  },
  {
    id: "t57-53",
    build: (s) =>
      s
        .user("recs API p95 is 45ms, budget is 60ms. where does the time go?")
        .bash(
          "python tools/trace_breakdown.py recs-api --p 95",
          "stage           ms\nfeature_fetch   18\nann_search      14\nrerank          11\nserialize       2",
        )
        .assistant("Feature fetch is the largest stage at 18ms, then ANN search 14ms and rerank 11ms.")
        .user("k, nothing to do then")
        .stop(),
    planted: [],
  },
  {
    id: "t57-54",
    build: (s) =>
      s
        .user("should the recs fallback for cold-start users be popularity or trending? give me pros/cons")
        .assistant("Popularity is stable but stale; trending (last 24h) reacts to seasonality but is noisy for small categories.")
        .bash("python analysis/coldstart.py --days 7", "strategy    ctr\npopularity  0.031\ntrending    0.036")
        .user("trending wins. cold-start fallback = trending from now on. and somebody has to add a minimum-count floor for tiny categories, later")
        .file("Edit", "recs/fallback.py")
        .assistant("Cold-start fallback switched to trending; the minimum-count floor is left open.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cold-start", "trending"] },
      { kind: "task", keys: ["minimum-count"] },
    ],
  },
  {
    id: "t57-55",
    build: (s) =>
      s
        .user("when you write a knn query, put the filter inside the knn clause, never as a post_filter. post_filter kills recall for us")
        .file("Edit", "search/query/similar_items.json5")
        .bash("make eval SUITE=similar", "baseline recall@100 0.912\ncandidate recall@100 0.927")
        .assistant("Moved the availability filter into the knn clause; recall@100 0.912 -> 0.927.")
        .user("good. still open: the `similar_items` endpoint has no eval suite for the DE catalog, we need one eventually")
        .stop("Left open."),
    planted: [
      { kind: "instruction", keys: ["post_filter"] },
      { kind: "task", keys: ["similar_items", "catalog"] },
    ],
  },
  {
    id: "t57-56",
    build: (s) =>
      s
        .user("how many docs in the `reviews` index and how big")
        .bash("curl -s 'es-prod:9200/_cat/indices/reviews?h=docs.count,pri.store.size'", "118220431 212gb")
        .assistant("`reviews` has 118.2M docs and 212gb of primary store, more docs than products though smaller on disk.")
        .user("ok. we keep reviews out of the main search results, they only show on the product page. that's the decision from the design review")
        .stop("Understood."),
    planted: [
      { kind: "fact", keys: ["reviews", "212gb"] },
      { kind: "decision", keys: ["reviews", "page"] },
    ],
  },
  {
    id: "t57-57",
    build: (s) =>
      s
        .user("from now on name new indices `<name>_v<N>_<yyyymmdd>`, so we can tell when they were built")
        .bash("curl -s 'es-prod:9200/_cat/aliases/products?h=index'", "products_v7")
        .assistant("I'll use `<name>_v<N>_<yyyymmdd>` for new indices; the current products alias points to products_v7.")
        .user("and we still have to delete the leftover `products_v5` and `products_v6` indices, after the v8 cutover")
        .stop("Left for after cutover."),
    planted: [
      { kind: "instruction", keys: ["yyyymmdd"] },
      { kind: "task", keys: ["products_v5"] },
    ],
  },
  {
    id: "t57-58",
    build: (s) =>
      s
        .user("the feature store for ranking is Feast on redis, features have a 15 min freshness SLA")
        .bash(
          "feast feature-views list | head -3",
          "NAME              ENTITIES  TYPE\nitem_popularity   item      FeatureView\nuser_affinity     user      FeatureView",
        )
        .assistant("Feast lists `item_popularity` and `user_affinity` feature views.")
        .user("we agreed: user_affinity is dropped from the ranker, it leaked the label. final")
        .file("Edit", "rank/features.yaml")
        .assistant("Removed `user_affinity` from the ranker's feature list.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["feast", "sla"] },
      { kind: "decision", keys: ["user_affinity"] },
    ],
  },
  {
    id: "t57-59",
    build: (s) =>
      s
        .user("pls keep the synonyms in `search/synonyms/*.txt` sorted alphabetically and one rule per line, the reviewers hate diffs otherwise")
        .bash("sort -c search/synonyms/en.txt && echo sorted", "sorted")
        .assistant("en.txt is already sorted; I'll keep new rules one per line in order.")
        .user("also, todo: the fr synonyms file is empty, we need someone from the Paris team to fill it")
        .stop("Open."),
    planted: [
      { kind: "instruction", keys: ["synonyms", "alphabetically"] },
      { kind: "task", keys: ["fr", "synonyms"] },
    ],
  },
];

export const TUNING57 = plantedSet(TUNING57_SESSIONS, START);
