/**
 * Blind planted set 77 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: ML engineering in a company (GPU training jobs, dataset versions, eval metrics and
 * dashboards, feature store, serving latency, MLflow/W&B), a team lead and a junior; OpenCode
 * voice, numbers everywhere, results tables pasted into messages.
 * Each session is one segment; the items planted in it are listed with it: 73 items (17 decisions, 18 instructions, 21 facts, 17 tasks) in 51 sessions, 12 of which plant nothing (59 user/assistant messages between them). Every other message
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

export const BLIND77_SESSIONS: BlindSession[] = [
  {
    id: "b77-fp16-spike",
    build: (s) =>
      s
        .user("ranker-v3 run 47 blew up again around step 14k, loss goes to nan. can you look at the log")
        .bash(
          "grep -n 'loss' logs/run47/train.log | sed -n '138,146p'",
          "step 13800 loss 0.4121 lr 2.9e-4 scale 65536\nstep 13900 loss 0.4108 lr 2.9e-4 scale 65536\nstep 14000 loss 0.4097 lr 2.9e-4 scale 32768\nstep 14050 loss 7.8812 lr 2.9e-4 scale 1024\nstep 14100 loss nan lr 2.9e-4 scale 1",
        )
        .assistant(
          "The grad scaler collapses from 65536 to 1 within ~100 steps before the nan. Could be a bad batch, could be overflow in fp16 somewhere. I'd like to dump the max abs activation per layer around step 14000 before guessing further.",
        )
        .user("ok do it, resume from ckpt 13500")
        .bash(
          "python tools/act_stats.py --ckpt s3://ml-ckpt/ranker/run47/step13500.pt --steps 13500:14100 --top 3",
          "layer                      max|x|     dtype\nencoder.11.attn.logits     65504.0    fp16  (inf x 212)\nencoder.10.attn.logits     41877.3    fp16\nencoder.11.mlp.out         3120.8     fp16",
        )
        .assistant(
          "Confirmed: encoder.11's attention logits hit fp16's max (65504) and overflow to inf 212 times at step 14050, which is what kills the scaler. Rerunning the same window in bf16 from ckpt 13500 stays flat (loss 0.4090 at 14100, no inf). So the root cause is fp16 overflow in the layer-11 attention logits, not the data.",
        )
        .user(
          "nice. ok then we switch to bf16 for all ranker training, drop fp16 + the loss scaler entirely. the a100s support it fine and I dont want to babysit scale factors",
        )
        .file("Edit", "configs/ranker/v3.yaml")
        .bash("grep -n precision configs/ranker/v3.yaml", "12:  precision: bf16-mixed")
        .stop("Switched configs/ranker/v3.yaml to precision: bf16-mixed and removed the GradScaler block."),
    planted: [
      { kind: "fact", keys: ["overflow", "logits"] },
      { kind: "decision", keys: ["bf16"] },
    ],
  },
  {
    id: "b77-mlflow-tags",
    build: (s) =>
      s
        .user(
          "Priya here. quick house rules for the tracking stuff since Tomas keeps asking:\n- every run gets a git_sha tag in MLflow, no exceptions, otherwise we can't reproduce anything\n- run names are <model>-<yyyymmdd>-<short desc>, e.g. ranker-20261104-bf16\ncan you add the git_sha tag to the train entrypoint",
        )
        .file("Read", "train/entry.py")
        .file("Edit", "train/entry.py")
        .bash(
          "python -m train.entry --dry-run --config configs/ranker/v3.yaml 2>&1 | tail -3",
          "mlflow: experiment 'ranker-v3' (id 18)\nmlflow: tags {'git_sha': '9f3c2e1', 'user': 'priya'}\ndry run ok",
        )
        .assistant("Added `mlflow.set_tag('git_sha', ...)` from `git rev-parse --short HEAD` in train/entry.py; the dry run shows the tag.")
        .user("also TODO for next week, not now: migrate the old W&B runs from Q3 into MLflow so the comparison charts are in one place")
        .stop("Noted. The tag change is in place; nothing else touched."),
    planted: [
      { kind: "instruction", keys: ["git_sha"] },
      { kind: "instruction", keys: ["run names"] },
      { kind: "task", keys: ["w&b", "q3"] },
    ],
  },
  {
    id: "b77-feast-ttl",
    build: (s) =>
      s
        .user("why are 8% of the rows in yesterday's scoring output missing user_embedding? see scoring/2026-11-06")
        .bash(
          "python tools/null_report.py gs://ml-scoring/2026-11-06/ --cols user_embedding,item_ctr_7d",
          "col              nulls     rows        pct\nuser_embedding   412,880   5,160,994   8.00%\nitem_ctr_7d      0         5,160,994   0.00%",
        )
        .file("Read", "feature_repo/user_features.py")
        .assistant(
          "user_features.py sets `ttl=timedelta(hours=36)` on the user_embedding view. The users with nulls all have last_seen more than 36 h before the scoring time, so the online store returns null for them. Maybe the materialization job also ran late yesterday, but I can't see its logs from here.",
        )
        .user("right, I forgot about that. so yeah the online store in Feast drops anything older than 36h, that's by design, infra wants the redis small")
        .assistant(
          "Then for the nightly batch scoring we could read user_embedding from the offline store (BigQuery) with a point-in-time join instead of the online store. Slower (~12 min extra) but no nulls.",
        )
        .user("yes, go with the offline store for batch scoring. online stays for the serving path only")
        .file("Edit", "scoring/batch_score.py")
        .bash("pytest tests/scoring -q", "....... 7 passed in 18.42s")
        .stop("batch_score.py now uses get_historical_features; 7 tests pass."),
    planted: [
      { kind: "fact", keys: ["36h"] },
      { kind: "decision", keys: ["offline store", "batch scoring"] },
    ],
  },
  {
    id: "b77-onnx-serving",
    build: (s) =>
      s
        .user(
          "p99 on the ranker endpoint went up after the v3 rollout, pasting the dashboard\n\n| version | p50 | p95 | p99 |\n|---|---|---|---|\n| v2 torchscript | 11ms | 24ms | 38ms |\n| v3 torchscript | 14ms | 33ms | 61ms |\n\nthe search team gives us 45 ms p99 total for ranking, that's a hard budget from them, so v3 is over",
        )
        .bash(
          "python bench/serve_bench.py --model ranker-v3 --runtimes torchscript,onnx --batch 32 --n 2000",
          "runtime       p50     p95     p99\ntorchscript   14.2ms  32.8ms  60.7ms\nonnx          8.9ms   19.1ms  29.4ms",
        )
        .assistant(
          "ONNX Runtime (CPU EP, graph opts on) gives p99 29.4 ms vs 60.7 ms for TorchScript on the same batch. I'd propose serving v3 through onnxruntime and exporting at opset 17. Outputs match TorchScript to 1e-5 on 2000 requests.",
        )
        .user("👍 go with onnx runtime for v3 serving")
        .file("Write", "serving/export_onnx.py")
        .file("Edit", "serving/Dockerfile")
        .bash("make serve-test", "export ok (opset 17)\nparity: max abs diff 8.2e-06\n14 passed")
        .stop("Export script and Dockerfile updated, parity check passes."),
    planted: [
      { kind: "fact", keys: ["45 ms"] },
      { kind: "decision", keys: ["onnx"] },
    ],
  },
  {
    id: "b77-clicks-v7",
    build: (s) =>
      s
        .user("training data for the ctr model, which clicks version should I point at? theres v6 v7 v8 in the bucket")
        .bash(
          "gsutil ls gs://ml-datasets/clicks/ && gsutil cat gs://ml-datasets/clicks/v7/MANIFEST",
          "gs://ml-datasets/clicks/v6/\ngs://ml-datasets/clicks/v7/\ngs://ml-datasets/clicks/v8/\n# clicks v7 - built 2026-09-02\n# NOTE: never delete partitions by hand, use the retention job\nrows: 1,204,551,903",
        )
        .assistant("v8 is the newest (built 2026-10-15). I don't know what distinguishes v7 from v8 beyond the date. Want me to diff the manifests?")
        .user(
          "no need. v7 has the week of Aug 11 duplicated (the kafka replay incident), so don't ever train on clicks-v7, use v8 or newer. and remind me to ask Priya whether we can delete v6 from the bucket, its 3 TB sitting there",
        )
        .file("Edit", "configs/ctr/base.yaml")
        .bash("grep dataset configs/ctr/base.yaml", "  dataset: gs://ml-datasets/clicks/v8/")
        .stop("Pointed configs/ctr/base.yaml at clicks v8."),
    planted: [
      { kind: "instruction", keys: ["clicks-v7"] },
      { kind: "fact", keys: ["aug 11"] },
      { kind: "task", keys: ["v6", "priya"] },
    ],
  },
  {
    id: "b77-ndcg-primary",
    build: (s) =>
      s
        .user("the eval dashboard has like 9 metrics now and nobody knows which one to look at. what do you think")
        .bash(
          "python eval/report.py --runs 52,53,54 --split dev",
          "run  ndcg@10  mrr    recall@100  map    ctr_auc\n52   0.4412   0.3981 0.8120      0.3314 0.7421\n53   0.4475   0.4003 0.8088      0.3360 0.7433\n54   0.4469   0.4010 0.8151      0.3352 0.7440",
        )
        .assistant(
          "The metrics mostly move together. I'd suggest one primary metric, ndcg@10, since it matches how results are shown (10 per page), with MRR as the secondary, and move the rest into a collapsed 'details' panel. We could also add recall@100 as a second headline for the retrieval stage.",
        )
        .user("agree on ndcg@10 as primary and mrr secondary. skip the recall@100 headline, retrieval has its own dashboard")
        .file("Edit", "dashboards/eval_ranker.json")
        .bash("python tools/push_dashboard.py dashboards/eval_ranker.json", "updated dashboard 'Ranker eval' (uid rk-eval) version 23")
        .stop("Dashboard updated: ndcg@10 headline, MRR second, the rest collapsed."),
    planted: [{ kind: "decision", keys: ["ndcg@10", "mrr"] }],
  },
  {
    id: "b77-h100-quota",
    build: (s) =>
      s
        .user("job 88213 got preempted twice overnight. why")
        .bash(
          "kubectl -n ml-train get events --field-selector involvedObject.name=ranker-88213 | tail -4",
          "Warning  Preempted  pod/ranker-88213-w3  preempted by quota controller: team ml-ranking over quota (20/16 nvidia.com/h100)\nNormal   Scheduled  pod/ranker-88213-w3  assigned to gpu-h100-17",
        )
        .assistant(
          "The quota controller preempted it: the team was at 20 H100s against a quota of 16. Jobs over the quota run as borrowable capacity and get preempted when other teams need it.",
        )
        .user(
          "ugh yes, our quota on the h100 pool is 16 GPUs, everything above that is preemptible. going forward submit anything longer than ~6h with --priority low on weekends so it doesnt fight the week jobs. resubmit 88213 on 16",
        )
        .bash("mlctl submit configs/ranker/v3.yaml --gpus 16 --priority normal", "submitted job 88240 (16x h100, priority normal)")
        .stop("Resubmitted as job 88240 on 16 H100s."),
    planted: [
      { kind: "fact", keys: ["16", "h100"] },
      { kind: "instruction", keys: ["priority low"] },
    ],
  },
  {
    id: "b77-tomas-review",
    build: (s) =>
      s
        .user("can you review Tomas's PR #412? it changes the training loop grad accumulation")
        .bash(
          "gh pr diff 412 --stat",
          " train/loop.py        | 41 ++++++++++++------\n train/optim.py       |  6 +-\n tests/test_loop.py   | 22 ++++++++++\n 3 files changed, 54 insertions(+), 15 deletions(-)",
        )
        .file("Read", "train/loop.py")
        .assistant(
          "The accumulation logic looks right, but the loss is divided by accum_steps after `backward()`, so the gradients aren't scaled. The test only checks the step count, not the gradient magnitude. I left two comments on the PR.",
        )
        .user(
          "good catch. for the record: any PR from Tomas that touches train/loop.py or the optimizer needs a second review from me before merge, he's still ramping up. also he owns the data-quality checks now (the great_expectations suite), so route those questions to him",
        )
        .bash("gh pr review 412 --request-changes -b 'see inline: loss scaling with accumulation'", "Requested changes on pull request #412")
        .stop("Requested changes on #412."),
    planted: [
      { kind: "instruction", keys: ["second review"] },
      { kind: "fact", keys: ["great_expectations"] },
    ],
  },
  {
    id: "b77-ckpt-lifecycle",
    build: (s) =>
      s
        .user("where did the run 31 checkpoints go? the s3 prefix is empty")
        .bash(
          "aws s3api get-bucket-lifecycle-configuration --bucket ml-ckpt | jq '.Rules[0]'",
          '{\n  "ID": "expire-ckpt",\n  "Filter": { "Prefix": "ranker/" },\n  "Status": "Enabled",\n  "Expiration": { "Days": 30 }\n}',
        )
        .assistant(
          "The ml-ckpt bucket has a lifecycle rule that expires everything under ranker/ after 30 days. Run 31 finished on 2026-09-28, so its checkpoints were deleted around 2026-10-28.",
        )
        .user(
          "damn. ok so s3://ml-ckpt/ranker/ keeps checkpoints 30 days only, good to know. follow-up for later: copy the best v3 checkpoint (run 54) to ml-models/ before it expires too",
        )
        .stop("Understood, nothing copied yet."),
    planted: [
      { kind: "fact", keys: ["ml-ckpt", "30 days"] },
      { kind: "task", keys: ["run 54"] },
    ],
  },
  {
    id: "b77-pytest-gpu",
    build: (s) =>
      s
        .user("tests take forever on my laptop")
        .bash(
          "pytest -q 2>&1 | tail -4",
          "FAILED tests/gpu/test_fused_attn.py::test_kernel - RuntimeError: CUDA not available\nFAILED tests/gpu/test_ddp.py::test_two_ranks - RuntimeError: CUDA not available\n2 failed, 311 passed in 412.08s",
        )
        .assistant("Two of the slowest modules need CUDA and fail locally anyway. They're marked `@pytest.mark.gpu`.")
        .user(
          "yeah. locally always run tests with `pytest -m 'not gpu' -n 8`, the gpu-marked ones only run on CI. can you fix the lint error in tests/test_metrics.py too",
        )
        .file("Edit", "tests/test_metrics.py")
        .bash("pytest -m 'not gpu' -n 8 -q 2>&1 | tail -1", "309 passed, 4 deselected in 51.77s")
        .stop("Lint fixed; 309 passed in 52 s with the gpu tests deselected."),
    planted: [{ kind: "instruction", keys: ["not gpu"] }],
  },
  {
    id: "b77-sweep-bayes",
    build: (s) =>
      s
        .user("set up a W&B sweep for the ctr model: lr, weight decay, dropout, batch size. grid search is fine")
        .file("Write", "sweeps/ctr_grid.yaml")
        .bash("wandb sweep --project ctr sweeps/ctr_grid.yaml --dry-run", "sweep config valid: method grid, 240 combinations")
        .assistant("The grid is 240 runs at ~40 min each on one A100, so about 160 GPU-hours.")
        .user("hm thats too much. switch it to bayes with hyperband early stopping, cap at 60 runs")
        .file("Edit", "sweeps/ctr_grid.yaml")
        .bash(
          "wandb sweep --project ctr sweeps/ctr_grid.yaml",
          "wandb: Creating sweep from: sweeps/ctr_grid.yaml\nwandb: Created sweep with ID: k2x9qf1a\nwandb: Run sweep agent with: wandb agent ml-team/ctr/k2x9qf1a",
        )
        .assistant("Sweep k2x9qf1a created with method bayes, hyperband (min_iter 3), run_cap 60.")
        .user("good. next sprint remind me to kill the old sweep agents still running on dev-box-3, they're eating a gpu")
        .stop("Will leave dev-box-3 alone for now."),
    planted: [
      { kind: "decision", keys: ["bayes"] },
      { kind: "task", keys: ["dev-box-3"] },
    ],
  },
  {
    id: "b77-psi-dashboard",
    build: (s) =>
      s
        .user("the drift panel in grafana shows nothing since tuesday")
        .file("Read", "dashboards/drift.json")
        .bash(
          "bq query --nouse_legacy_sql 'select max(day) from ml_monitoring.psi_daily'",
          "+------------+\n|    f0_     |\n+------------+\n| 2026-11-03 |\n+------------+",
        )
        .assistant(
          "The drift panel reads from ml_monitoring.psi_daily, and its last day is 2026-11-03. The Airflow DAG `psi_daily` has been failing since then with a permissions error on the new dataset.",
        )
        .bash(
          'airflow dags trigger psi_daily --conf \'{"backfill_from": "2026-11-04"}\'',
          "Created <DagRun psi_daily @ 2026-11-07T08:12:00+00:00: manual__2026-11-07T08:12:00>",
        )
        .user(
          "ok thanks. fyi that table refreshes daily at 03:00 UTC, so don't panic if today's row is missing before that. and TODO when someone has time: an alert when PSI goes above 0.2 on any of the top-20 features",
        )
        .stop("Triggered the backfill; the permission fix is in the DAG's service account."),
    planted: [
      { kind: "fact", keys: ["psi_daily"] },
      { kind: "fact", keys: ["03:00"] },
      { kind: "task", keys: ["psi", "0.2"] },
    ],
  },
  {
    id: "b77-transformers-pin",
    build: (s) =>
      s
        .user("dependabot wants to bump transformers to 4.46 in the training image, ok to merge?")
        .bash(
          "grep -rn 'transformers' serving/requirements.txt train/requirements.txt",
          "serving/requirements.txt:7:transformers==4.44.2\ntrain/requirements.txt:12:transformers==4.44.2",
        )
        .assistant(
          "Both images pin 4.44.2. 4.46 changes the default of `clean_up_tokenization_spaces`, which would change the tokenized queries and so the cached embeddings.",
        )
        .user(
          "then no. keep transformers at 4.44.x in the training image as long as serving is pinned there, they have to match. the query tokenizer is frozen at the 32k vocab anyway, changing it invalidates every cached embedding",
        )
        .bash("gh pr close 431 -c 'pinned to 4.44.x to match serving'", "✓ Closed pull request #431")
        .stop("Closed the dependabot PR with a note."),
    planted: [
      { kind: "instruction", keys: ["4.44"] },
      { kind: "fact", keys: ["32k"] },
    ],
  },
  {
    id: "b77-zstd-loader",
    build: (s) =>
      s
        .user("gpu util is like 45% on the ctr job, something in the input pipeline?")
        .bash(
          "py-spy dump --pid $(pgrep -f 'train.ctr' | head -1) | head -8",
          'Thread 0x7f (active): "DataLoader worker 0"\n    decompress (pyarrow/_parquet.pyx)\n    read_row_group (pyarrow/parquet/core.py:512)\n    __getitem__ (data/shards.py:88)',
        )
        .assistant("The workers spend their time in parquet decompression. Could also be the network mount, I'm not sure yet; checking the shard codec.")
        .bash(
          "parquet-tools meta gs://ml-datasets/clicks/v8/part-00000.parquet | grep -i compression | head -2",
          "compression: ZSTD (level 19)\ncompression: ZSTD (level 19)",
        )
        .assistant(
          "It's the codec: the v8 shards are written with zstd level 19, and decompressing them is the bottleneck. With num_workers=8 instead of 4, GPU util goes to 93%. num_workers=16 got the host OOM-killed.",
        )
        .user("ok so the zstd 19 shards are the root cause. keep num_workers at 8 on the a100 nodes from now on, 16 kills the host")
        .file("Edit", "configs/ctr/base.yaml")
        .stop("Set num_workers: 8 in configs/ctr/base.yaml."),
    planted: [
      { kind: "fact", keys: ["zstd"] },
      { kind: "instruction", keys: ["num_workers", "8"] },
    ],
  },
  {
    id: "b77-promote-model",
    build: (s) =>
      s
        .user("I promoted ctr-v12 to Production in the MLflow UI yesterday and the serving config didnt pick it up?")
        .file("Read", ".github/workflows/promote-model.yml")
        .assistant(
          "The serving config is only rewritten by the `promote-model` workflow: it transitions the stage, writes serving/models.yaml and opens the deploy PR. A stage change in the UI skips all of that.",
        )
        .user(
          "right. ok rule for everyone: promotion to Production only through the promote-model CI job, never by hand in the registry UI. please run it for ctr-v12",
        )
        .bash("gh workflow run promote-model.yml -f model=ctr -f version=12", "✓ Created workflow_dispatch event for promote-model.yml at main")
        .stop("Triggered promote-model for ctr v12."),
    planted: [{ kind: "instruction", keys: ["promote-model"] }],
  },
  {
    id: "b77-relabel-ambiguous",
    build: (s) =>
      s
        .user("what does the label audit say for the query set")
        .bash(
          "python data/label_audit.py --set queries-2026-10 --min-agreement 0.6",
          "queries   agreement<0.6   pct\n51,200    2,400           4.69%\nby source: vendorA 1,912 | vendorB 488",
        )
        .assistant(
          "2,400 of 51,200 queries have annotator agreement below 0.6, mostly from vendor A. It might be the new guideline version, but that's a guess.",
        )
        .user("Tomas should relabel those 2,400 ambiguous queries before the next ctr training run. put it on his list")
        .bash("gh issue create -t 'Relabel 2,400 low-agreement queries (queries-2026-10)' -a tomas-r -l data", "https://github.com/acme/ml-ranking/issues/447")
        .stop("Opened issue #447 assigned to Tomas."),
    planted: [{ kind: "task", keys: ["2,400"] }],
  },
  {
    id: "b77-seed-1337",
    build: (s) =>
      s
        .user("run 58 and 59 are the same config but ndcg differs by 0.006?? how")
        .bash("python eval/report.py --runs 58,59 --split dev --show-seed", "run  ndcg@10  seed\n58   0.4471   random\n59   0.4411   random")
        .assistant(
          "Both evals used a random seed, and the dev split sampler shuffles negatives, so 0.006 is within the seed noise (std over 5 seeds was 0.0034 last month).",
        )
        .user("ffs. every eval run uses seed 1337 from now on, otherwise the numbers aren't comparable. hardcode it as the default in eval/config.py")
        .file("Edit", "eval/config.py")
        .bash("python eval/report.py --runs 58,59 --split dev --show-seed", "run  ndcg@10  seed\n58   0.4463   1337\n59   0.4463   1337")
        .stop("Seed 1337 is the default; both runs now give 0.4463."),
    planted: [{ kind: "instruction", keys: ["1337"] }],
  },
  {
    id: "b77-epoch-cost",
    build: (s) =>
      s
        .user("how many epochs should v3 train for? finance is asking about the gpu bill")
        .bash(
          "python tools/run_costs.py --runs 60,61 --by-epoch",
          "run  epoch  ndcg@10  cost_usd\n60   1      0.4302   408.55\n60   2      0.4431   410.12\n60   3      0.4468   409.87\n60   4      0.4480   411.02\n60   5      0.4488   410.40",
        )
        .assistant("One epoch on the full dataset costs about $410 on 8xH100 (five epochs: 408-411). Epochs 4 and 5 add +0.0012 and +0.0008 ndcg@10.")
        .user("ok we train 3 epochs for v3 then, the last two aren't worth $820")
        .file("Edit", "configs/ranker/v3.yaml")
        .stop("max_epochs set to 3."),
    planted: [
      { kind: "fact", keys: ["$410"] },
      { kind: "decision", keys: ["3 epochs"] },
    ],
  },
  {
    id: "b77-train-image",
    build: (s) =>
      s
        .user("the train job fails with 'no kernel image is available' on the new nodes")
        .bash(
          "kubectl -n ml-train logs ranker-88301-w0 | tail -3",
          "torch 2.4.1+cu121\nRuntimeError: CUDA error: no kernel image is available for execution on the device\nCUDA kernel errors might be asynchronously reported",
        )
        .assistant(
          "The image has torch 2.4.1+cu121; my guess is the fused attention extension wasn't compiled for sm_90, but I haven't checked the build flags. Where is the training image built?",
        )
        .user("it's ml/train:2026.10 in ECR, the platform team builds it, we can't push to that repo. for now run on the a100 pool")
        .bash("mlctl submit configs/ranker/v3.yaml --pool a100 --gpus 16", "submitted job 88305 (16x a100, priority normal)")
        .user("and TODO: bump the image to CUDA 12.4 once platform unblocks the base image, then move back to h100")
        .stop("Resubmitted as 88305 on the A100 pool."),
    planted: [
      { kind: "fact", keys: ["ml/train"] },
      { kind: "task", keys: ["12.4"] },
    ],
  },
  {
    id: "b77-batch-wait",
    build: (s) =>
      s
        .user("p99 regressed from 29 to 41 ms after yesterday's deploy")
        .bash(
          "git log --oneline -3 serving/",
          "b81e2aa serving: max_batch_wait 2ms -> 10ms for throughput\n7d0c913 serving: onnx opset 17\n4a1f8e2 serving: healthcheck",
        )
        .assistant(
          "b81e2aa raised max_batch_wait from 2 to 10 ms. Throughput went up 18%, but each request can now wait up to 10 ms for a batch to fill, which matches the p99 jump.",
        )
        .user("we are latency bound, not throughput bound. max_batch_wait stays at 2 ms, revert that")
        .bash("git revert --no-edit b81e2aa && make serve-test", '[main 3c9d0e4] Revert "serving: max_batch_wait 2ms -> 10ms for throughput"\n14 passed')
        .stop("Reverted b81e2aa."),
    planted: [{ kind: "decision", keys: ["max_batch_wait", "2 ms"] }],
  },
  {
    id: "b77-embedding-cache",
    build: (s) =>
      s
        .user("after promoting ctr-v12 some items got stale scores for ~1h. how does the embedding cache key work?")
        .file("Read", "serving/cache.py")
        .assistant(
          "Item embeddings are cached in Redis under `emb:{item_id}`, without the model version, so after a promotion the old model's embeddings are served until the 1 h TTL expires. Keying by item_id plus model_version would fix it.",
        )
        .user("yes do that")
        .file("Edit", "serving/cache.py")
        .bash("pytest tests/serving/test_cache.py -q", "...... 6 passed in 2.31s")
        .user("ok. remind me to write the cache invalidation runbook for on-call, we don't have one")
        .stop("Cache keys now include model_version; 6 tests pass."),
    planted: [
      { kind: "decision", keys: ["model_version"] },
      { kind: "task", keys: ["runbook"] },
    ],
  },
  {
    id: "b77-no-notebooks",
    build: (s) =>
      s
        .user("Tomas committed 6 notebooks to the repo again, 40MB of outputs in git")
        .bash("git ls-files '*.ipynb' | xargs du -ch | tail -1", "41M\ttotal")
        .user("policy: no .ipynb in the repo. exploration goes in scratch/, which is gitignored. can you remove these from the index and add the ignore rule")
        .bash(
          "git rm --cached -q $(git ls-files '*.ipynb') && echo 'scratch/\\n*.ipynb' >> .gitignore && git status --short | head -3",
          "D  analysis/ctr_eda.ipynb\nD  analysis/feature_corr.ipynb\nM  .gitignore",
        )
        .stop("Removed 6 notebooks from the index and ignored scratch/ and *.ipynb."),
    planted: [{ kind: "instruction", keys: ["scratch/"] }],
  },
  {
    id: "b77-golden-holdout",
    build: (s) =>
      s
        .user("which split did the v3 report use for the final numbers")
        .bash(
          "python eval/splits.py --describe",
          "split                 queries   frozen\ndev-2026-09           24,000    no\neval-2026-09-golden   18,500    yes",
        )
        .assistant("The final numbers in the v3 report are on eval-2026-09-golden, 18,500 queries, frozen since September.")
        .user(
          "right, golden is the frozen holdout, 18.5k queries. and nobody tunes hyperparams against golden, ever. tuning happens on the dev split, golden is only for the final report. Tomas's sweep last week used golden so those results are out",
        )
        .file("Edit", "sweeps/ctr_grid.yaml")
        .stop("Pointed the sweep at dev-2026-09."),
    planted: [
      { kind: "fact", keys: ["golden", "18,500"] },
      { kind: "instruction", keys: ["dev split"] },
    ],
  },
  {
    id: "b77-ab-ramp",
    build: (s) =>
      s
        .user("product wants ranker-v3 on 50% traffic tomorrow. thoughts?")
        .bash("python tools/ab_power.py --metric ctr --mde 0.5% --baseline 0.081", "traffic  days_to_significance\n10%      6.8\n25%      2.9\n50%      1.5")
        .assistant(
          "With the current baseline CTR, 10% reaches significance in ~7 days, 50% in ~1.5. Going straight to 50% exposes half the traffic to a model whose serving path changed (ONNX).",
        )
        .user("we ramp v3 at 10% first, not 50. I'll tell product. set the experiment config")
        .file("Edit", "experiments/ranker_v3.yaml")
        .bash("abctl validate experiments/ranker_v3.yaml", "ok: ranker_v3 treatment 10% control 90%, min duration 7d")
        .assistant("Experiment set to 10/90.")
        .user("thx. once the 7 days are up we still owe a writeup of the v3 results for the product review on the 20th, dont let me forget")
        .stop(),
    planted: [
      { kind: "decision", keys: ["10%"] },
      { kind: "task", keys: ["product review"] },
    ],
  },
  {
    id: "b77-cosine-warmup",
    build: (s) =>
      s
        .user("compare the lr schedules from runs 62-64, I want to pick one for v3")
        .bash(
          "python eval/report.py --runs 62,63,64 --split dev --cols schedule,ndcg@10,steps_to_0.44",
          "run  schedule                  ndcg@10  steps_to_0.44\n62   linear, warmup 500        0.4451   31k\n63   cosine, warmup 2000       0.4479   24k\n64   cosine, warmup 500        0.4462   27k",
        )
        .assistant(
          "Run 63 (cosine decay, 2000 warmup steps) is best on both: +0.0028 ndcg@10 over linear and reaches 0.44 7k steps earlier. Run 64 suggests the longer warmup matters, though it's one seed each.",
        )
        .user("ok going with cosine + 2000 warmup steps for v3, drop the linear one from the configs")
        .file("Edit", "configs/ranker/v3.yaml")
        .file("Edit", "configs/ranker/schedules.yaml")
        .user("and we should rerun 63 and 64 with 3 seeds each at some point to be sure about the warmup, not this week though")
        .stop("v3 now uses cosine with 2000 warmup steps; the linear schedule is removed."),
    planted: [
      { kind: "decision", keys: ["cosine", "2000"] },
      { kind: "task", keys: ["3 seeds"] },
    ],
  },
  {
    id: "b77-distill-lora",
    build: (s) =>
      s
        .user(
          "Priya: for the query encoder fine-tune, full fine-tune vs LoRA? here's what Tomas got\n\n| method | trainable params | ndcg@10 | gpu-h |\n|---|---|---|---|\n| full FT | 110M | 0.4491 | 96 |\n| LoRA r=16 | 1.2M | 0.4478 | 21 |\n| LoRA r=64 | 4.7M | 0.4487 | 27 |",
        )
        .assistant(
          "LoRA r=64 is within 0.0004 ndcg@10 of full fine-tuning at 28% of the GPU-hours, and the adapters are 18 MB, so we can keep one per market. I'd go with LoRA r=64.",
        )
        .user("agreed, LoRA r=64 it is for the query encoder. write the config")
        .file("Write", "configs/query_encoder/lora_r64.yaml")
        .bash(
          "python -m train.entry --dry-run --config configs/query_encoder/lora_r64.yaml 2>&1 | tail -2",
          "trainable params: 4,718,592 / 110,106,624 (4.29%)\ndry run ok",
        )
        .user("follow-up for Tomas: export the per-market adapters to the model registry once the DE and FR data lands")
        .stop("LoRA r=64 config written; dry run shows 4.7M trainable params."),
    planted: [
      { kind: "decision", keys: ["lora", "r=64"] },
      { kind: "task", keys: ["adapters", "registry"] },
    ],
  },
  {
    id: "b77-int8-quant",
    build: (s) =>
      s
        .user("can we quantize the ranker for serving? cpu bill went up 30% with v3")
        .bash(
          "python bench/quant_bench.py --model ranker-v3 --modes fp32,int8-dynamic,int8-static",
          "mode           p99     ndcg@10   size\nfp32           29.4ms  0.4468    412MB\nint8-dynamic   17.2ms  0.4466    108MB\nint8-static    14.9ms  0.4431    108MB",
        )
        .assistant(
          "Dynamic int8 cuts p99 from 29.4 to 17.2 ms for -0.0002 ndcg@10. Static int8 is faster still but loses 0.0037, which is more than v3 gained over v2. Static might do better with a larger calibration set, I only used 512 queries.",
        )
        .user("dynamic int8 for serving, static is out. do it")
        .file("Edit", "serving/export_onnx.py")
        .bash("make serve-test", "export ok (opset 17, int8 dynamic)\nparity: ndcg@10 delta -0.0002\n14 passed")
        .assistant("Done; the export now quantizes dynamically.")
        .user("cool. TODO before v4: retry static int8 with a 10k-query calibration set, just to close that question")
        .stop("Dynamic int8 export in place."),
    planted: [
      { kind: "decision", keys: ["dynamic int8"] },
      { kind: "task", keys: ["calibration", "10k"] },
    ],
  },
  {
    id: "b77-e-plot-loss",
    build: (s) =>
      s
        .user("plot train/val loss for runs 41 to 44 on one chart pls")
        .bash("python tools/plot_runs.py --runs 41,42,43,44 --metrics train_loss,val_loss --out /tmp/loss.png", "saved /tmp/loss.png (4 runs, 2 metrics)")
        .assistant("Saved /tmp/loss.png. Runs 42 and 44 flatten out after ~20k steps; 41 is still going down when it stops at 30k.")
        .user("can you make the y axis log scale")
        .bash(
          "python tools/plot_runs.py --runs 41,42,43,44 --metrics train_loss,val_loss --logy --out /tmp/loss.png",
          "saved /tmp/loss.png (4 runs, 2 metrics, log y)",
        )
        .assistant("Updated, log y-axis.")
        .user("perfect thx")
        .stop(),
    planted: [],
  },
  {
    id: "b77-e-gpu-util",
    build: (s) =>
      s
        .user("why would a job show 100% gpu util but only 60% of the expected throughput? is nvidia-smi lying")
        .bash(
          "nvidia-smi --query-gpu=utilization.gpu,clocks.sm,temperature.gpu,power.draw --format=csv",
          "utilization.gpu [%], clocks.sm [MHz], temperature.gpu, power.draw [W]\n100 %, 1110 MHz, 84, 298.12 W\n100 %, 1980 MHz, 61, 402.77 W",
        )
        .assistant(
          "Utilization only says a kernel was running during the sample, not how busy the SMs were. GPU 0 is at 84 °C with the SM clock at 1110 MHz vs 1980 on GPU 1, so it might be thermal throttling. It could also be NVLink contention; I can't tell from this alone.",
        )
        .user("hmm maybe. could it be the node's fans? or the other tenant on that node")
        .assistant("Either is possible. `nvidia-smi -q -d PERFORMANCE` would show the throttle reasons if you want to check next time it happens.")
        .user("ok let's leave it, the job finished anyway")
        .stop(),
    planted: [],
  },
  {
    id: "b77-e-typo",
    build: (s) =>
      s
        .user("typo in the docstring of compute_ndcg, 'discounted cummulative' -> cumulative. fix pls")
        .file("Edit", "eval/metrics.py")
        .assistant("Fixed the spelling in eval/metrics.py.")
        .user("and run the metric tests")
        .bash("pytest tests/test_metrics.py -q", "............ 12 passed in 0.91s")
        .assistant("12 passed.")
        .user("👍")
        .stop(),
    planted: [],
  },
  {
    id: "b77-e-log-quote",
    build: (s) =>
      s
        .user(
          "what does this warning mean, it's all over the ddp logs:\n\n```\n[W reducer.cpp:1389] Warning: find_unused_parameters=True was specified in DDP constructor, but did not find any unused parameters in the forward pass. This flag results in an extra traversal of the autograd graph every iteration, which can adversely affect performance. You must set find_unused_parameters=False if your model always uses all parameters.\n```",
        )
        .assistant(
          "DDP was told to look for parameters that get no gradient, and every iteration it walks the autograd graph to find them. It found none, so the walk is pure overhead. If the model always uses all parameters, the flag can be off.",
        )
        .user("is it expensive? like how much")
        .bash(
          "grep -n find_unused train/ddp.py",
          "27:    model = DDP(model, device_ids=[rank], find_unused_parameters=True)  # TODO: check if still needed after the MoE removal",
        )
        .assistant(
          "Typically a few percent per step, more with many small layers. The TODO next to it in train/ddp.py suggests it was left over from the MoE head.",
        )
        .user("ok interesting, I'll ask whoever wrote it")
        .stop(),
    planted: [],
  },
  {
    id: "b77-e-distill-no",
    build: (s) =>
      s
        .user("random thought, should we distill v3 into a smaller student for serving?")
        .assistant(
          "It's an option: a 6-layer student typically keeps most of the quality and halves latency. It would mean a distillation pipeline, a teacher scoring pass over the training set (~2 days on 16 GPUs), and another eval round.",
        )
        .user("hmm. what would the student's ndcg be, roughly")
        .assistant("Hard to say without trying. Published numbers for 12→6 layer rankers lose around 1-2% relative, but that varies a lot with the data.")
        .user("nah, actually scratch that. not worth it while the quantized model is under budget")
        .assistant("Okay, leaving it.")
        .stop(),
    planted: [],
  },
  {
    id: "b77-e-status",
    build: (s) =>
      s
        .user("how did run 66 do")
        .bash("python eval/report.py --runs 65,66 --split dev", "run  ndcg@10  mrr    recall@100\n65   0.4479   0.4012 0.8149\n66   0.4484   0.4019 0.8160")
        .assistant("Run 66: ndcg@10 0.4484 (+0.0005 vs 65), MRR 0.4019, recall@100 0.8160. Within seed noise of 65.")
        .user("meh. and the training time?")
        .bash("mlctl describe 88340 | grep -E 'duration|gpus'", "gpus: 16x h100\nduration: 7h42m")
        .assistant("7 h 42 min on 16 H100s.")
        .stop(),
    planted: [],
  },
  {
    id: "b77-e-morning",
    build: (s) =>
      s
        .user("morning! long week. is the cluster up?")
        .bash("mlctl pools", "pool   total  free  status\nh100   64     22    ok\na100   48     9     ok\nt4     32     30    ok")
        .assistant("All three pools are up: 22 of 64 H100s free, 9 of 48 A100s, 30 of 32 T4s.")
        .user("nice, lots of h100 free for once")
        .assistant("Yes, more than usual for a Monday morning.")
        .user("ok grabbing coffee first, brb")
        .stop(),
    planted: [],
  },
  {
    id: "b77-e-brainstorm",
    build: (s) =>
      s
        .user("brainstorming, no action: what else could get us another +0.005 ndcg on v3?")
        .assistant(
          "A few directions, roughly by cost:\n1. Hard-negative mining from the previous model's top-50 (cheap, often +0.003-0.006).\n2. Adding the 7-day query-item CTR as a feature (needs the feature store view).\n3. Listwise loss (LambdaLoss) instead of pairwise.\n4. A larger encoder, 24 layers (doubles serving cost).",
        )
        .user("what about label smoothing? someone on twitter swore by it")
        .assistant("It helps calibration more than ranking quality in my experience; on ndcg the effect is usually within noise.")
        .user("ok let me think about it over the weekend, maybe we talk with Priya on monday")
        .stop(),
    planted: [],
  },
  {
    id: "b77-e-third-party-readme",
    build: (s) =>
      s
        .user("what does the faiss index readme in vendor/ say about rebuilding?")
        .file("Read", "vendor/ann-index/README.md")
        .bash(
          "sed -n '40,48p' vendor/ann-index/README.md",
          "## Rebuilding\nAlways rebuild the index after changing the embedding dimension.\nNever mmap an index that is being written.\nTODO(upstream): support incremental add for IVF-PQ.\nRebuild with: python -m ann_index.build --dim 256 --nlist 4096",
        )
        .assistant(
          "It says to rebuild after changing the embedding dimension, not to mmap an index while it's being written, and gives `python -m ann_index.build --dim 256 --nlist 4096`. Incremental add for IVF-PQ isn't supported upstream yet.",
        )
        .user("ok so no incremental add. how long does a full build take for 20M items?")
        .assistant("The README doesn't say. At nlist 4096 with PQ training on a 1M sample, I'd guess 30-60 min on CPU, but that's an estimate.")
        .stop(),
    planted: [],
  },
  {
    id: "b77-e-rerun",
    build: (s) =>
      s
        .user("the nightly eval job failed, can you rerun it")
        .bash(
          "airflow tasks states-for-dag-run eval_nightly scheduled__2026-11-10T02:00:00+00:00 | grep failed",
          "eval_nightly | run_eval | failed | ... | Error: pod evicted (node drained)",
        )
        .assistant("It failed because the pod was evicted when the node was drained. Clearing the task to rerun it.")
        .bash("airflow tasks clear eval_nightly -t run_eval -s 2026-11-10 -e 2026-11-10 -y", "Cleared 1 task instance")
        .assistant("Rerun started.")
        .user("thx, ping me when its done")
        .bash("airflow tasks state eval_nightly run_eval 2026-11-10T02:00:00+00:00", "success")
        .assistant("It finished: success.")
        .stop(),
    planted: [],
  },
  {
    id: "b77-tracker-of-record",
    build: (s) =>
      s
        .user("we have runs in both W&B and MLflow and the numbers in the weekly review never line up. which one do we trust")
        .bash(
          "python tools/compare_trackers.py --runs 60-66 --metric ndcg@10",
          "run  mlflow   wandb    diff\n60   0.4468   0.4468   0\n63   0.4479   0.4475   -0.0004  (wandb logged step 23k, not final)\n66   0.4484   0.4484   0",
        )
        .assistant(
          "They agree except where W&B logged an intermediate step as the summary. Option A: MLflow for everything and W&B only for sweeps (its sweep UI is better). Option B: W&B for everything, but the registry and the promote-model job are on MLflow.",
        )
        .user(
          "A. mlflow is the source of truth for runs and the registry, W&B only for sweeps. and one thing for you specifically: at the end of every eval you run, paste the results as a markdown table with deltas vs prod, I copy those straight into the review doc",
        )
        .file("Edit", "docs/tracking.md")
        .bash("git diff --stat", " docs/tracking.md | 9 +++++++--\n 1 file changed, 7 insertions(+), 2 deletions(-)")
        .stop("docs/tracking.md now says MLflow is the source of truth, W&B for sweeps."),
    planted: [
      { kind: "decision", keys: ["mlflow", "sweeps"] },
      { kind: "instruction", keys: ["markdown", "deltas"] },
    ],
  },
  {
    id: "b77-serving-infra-owner",
    build: (s) =>
      s
        .user("the ranker pods are scaling to 40 replicas at night for no reason, can you change the HPA?")
        .bash(
          "kubectl -n ranking get hpa ranker -o yaml | head -5",
          'Error from server (Forbidden): horizontalpodautoscalers.autoscaling "ranker" is forbidden: User "ml-ranking-bot" cannot get resource "horizontalpodautoscalers" in namespace "ranking"',
          1,
        )
        .assistant("I can't read the HPA: our service account has no access to the ranking namespace's autoscalers. Who manages that deployment?")
        .user(
          "Kenji's team, serving-infra. they own the ranker k8s deployment + autoscaling, we only own the model artifact and serving/models.yaml. ok then remind me tomorrow to ask Kenji for read access to the prod HPA config",
        )
        .stop("Nothing changed on the cluster."),
    planted: [
      { kind: "fact", keys: ["serving-infra"] },
      { kind: "task", keys: ["kenji", "hpa"] },
    ],
  },
  {
    id: "b77-promotion-gate",
    build: (s) =>
      s
        .user("I want CI to block promotions that regress. add a gate to promote-model")
        .file("Read", ".github/workflows/promote-model.yml")
        .assistant(
          "Proposal: the job evaluates the candidate on eval-2026-09-golden with seed 1337 and fails if ndcg@10 drops more than 0.005 below the current Production model. Seed noise is ~0.0034, so 0.005 leaves some margin.",
        )
        .user("0.005 is too loose, v3 only gained 0.004 over v2. gate it at 0.002")
        .file("Edit", ".github/workflows/promote-model.yml")
        .file("Write", "eval/gate.py")
        .bash("python eval/gate.py --candidate ctr/12 --prod ctr/11 --max-drop 0.002", "candidate 0.4463  prod 0.4458  delta +0.0005  -> PASS")
        .assistant("Gate in place at a max ndcg@10 drop of 0.002; ctr v12 vs v11 passes (+0.0005).")
        .user("great. next quarter we also need an ECE calibration check in that gate, ads uses the raw scores")
        .stop(),
    planted: [
      { kind: "decision", keys: ["0.002"] },
      { kind: "task", keys: ["ece calibration"] },
    ],
  },
  {
    id: "b77-ctr-rollup",
    build: (s) =>
      s
        .user("item_ctr_7d in the online store looks ~2h behind the raw events, is that a bug?")
        .bash(
          "gcloud dataproc jobs list --region europe-west4 --filter='labels.job=ctr_rollup' --limit 3 --format='value(status.stateStartTime,status.state)'",
          "2026-11-13T06:00:12Z\tDONE\n2026-11-13T04:00:09Z\tDONE\n2026-11-13T02:00:15Z\tDONE",
        )
        .assistant(
          "Not a bug: item_ctr_7d is computed by the Spark job ctr_rollup on Dataproc, which runs every 2 hours, so the feature is up to ~2h behind by construction.",
        )
        .user(
          "ah ok. we discovered this the hard way so new rule: whenever you add a feature view to the feature store, add a freshness check for it in monitoring/freshness.yaml in the same PR. do it for item_ctr_7d now, 3h threshold",
        )
        .file("Edit", "monitoring/freshness.yaml")
        .bash("python monitoring/validate.py monitoring/freshness.yaml", "12 checks ok (item_ctr_7d: max_age 3h)")
        .stop("Added the item_ctr_7d freshness check (3h)."),
    planted: [
      { kind: "fact", keys: ["ctr_rollup"] },
      { kind: "instruction", keys: ["freshness.yaml"] },
    ],
  },
  {
    id: "b77-results-channel",
    build: (s) =>
      s
        .user("Tomas DM'd me his sweep results again instead of posting them. can you post the summary of sweep k2x9qf1a to slack")
        .bash(
          "wandb sweep-summary ml-team/ctr/k2x9qf1a --top 3",
          "rank  run        lr       wd     dropout  val_auc\n1     k2x-41     3.1e-4   0.02   0.10     0.7468\n2     k2x-17     2.7e-4   0.05   0.10     0.7461\n3     k2x-52     4.0e-4   0.02   0.15     0.7457",
        )
        .bash("slackctl post '#ml-ranking-results' --file /tmp/sweep_k2x9qf1a.md", "posted to #ml-ranking-results (ts 1731489012.4410)")
        .user(
          "thanks. tell him (and you too): experiment results go in #ml-ranking-results, never in DMs, so the whole team sees them. and TODO, not today: hook an MLflow webhook up to that channel so finished runs post themselves",
        )
        .stop("Posted the top 3 to #ml-ranking-results."),
    planted: [
      { kind: "instruction", keys: ["#ml-ranking-results"] },
      { kind: "task", keys: ["webhook"] },
    ],
  },
  {
    id: "b77-spot-a100",
    build: (s) =>
      s
        .user("finance wants the gpu bill down 20%. what do spot a100s look like for us")
        .bash(
          "python tools/spot_history.py --pool a100-spot --days 30",
          "price_ratio_vs_ondemand  0.38\nmean_time_to_reclaim     5h07m\nreclaims_last_30d        41",
        )
        .assistant(
          "Over the last 30 days spot A100s cost 38% of on-demand, so about 62% cheaper, and a node got reclaimed every ~5 h on average. Sweeps checkpoint every 20 min and each trial is under an hour, so they'd barely notice; the 7-8 h final runs would restart 1-2 times.",
        )
        .user("ok: sweeps go on spot a100s from now, final training runs stay on-demand. I don't want the v3 final run restarting at 3am")
        .file("Edit", "sweeps/ctr_grid.yaml")
        .bash("grep -n pool sweeps/ctr_grid.yaml", "8:  pool: a100-spot")
        .stop("The ctr sweep now runs on a100-spot."),
    planted: [
      { kind: "fact", keys: ["62%"] },
      { kind: "decision", keys: ["spot", "on-demand"] },
    ],
  },
  {
    id: "b77-data-contracts",
    build: (s) =>
      s
        .user("I want dwell_time in the clicks table for the v4 features. can you just add the column to the ingestion job?")
        .bash(
          "grep -rn 'clicks' ingestion/ | head -3",
          'ingestion/README.md:3:The clicks schema is managed in acme/data-contracts. Do not edit ingestion/schemas/ by hand.\ningestion/schemas/clicks.avsc:1:{ "type": "record", "name": "Click",',
        )
        .assistant("The ingestion README says the clicks schema is managed in acme/data-contracts. Is that still how schema changes work?")
        .user(
          "yes, the data platform team (Ana) owns the clicks schema and every change goes through a PR to the data-contracts repo, they review it. so TODO: open the contract request for dwell_time before their Q1 freeze on Dec 15",
        )
        .stop("Didn't change the ingestion job."),
    planted: [
      { kind: "fact", keys: ["data-contracts"] },
      { kind: "task", keys: ["dwell_time"] },
    ],
  },
  {
    id: "b77-junior-walkthrough",
    build: (s) =>
      s
        .user("Tomas will be using you on the feature pipeline this week. one thing")
        .user(
          "when he asks for help, walk him through the fix and let him make the change, dont just push it for him. unless it's prod on fire obviously. he learns nothing otherwise",
        )
        .assistant("Understood. Should I still run the tests for him, or let him do that too?")
        .user("you can run tests, thats fine. can you check the feature pipeline tests pass right now so he starts from green")
        .bash("pytest tests/features -q", "........................ 24 passed in 9.12s")
        .stop("24 passed; the feature pipeline is green."),
    planted: [{ kind: "instruction", keys: ["walk him through"] }],
  },
  {
    id: "b77-embedding-dim",
    build: (s) =>
      s
        .user("should we move the item embeddings to 384 dims for v4?")
        .bash(
          "python bench/ann_bench.py --dims 256,384 --items 20000000",
          "dim  recall@100  index_size  p99_search\n256  0.8151      5.4GB       3.1ms\n384  0.8173      8.1GB       4.6ms",
        )
        .assistant(
          "384 gains +0.0022 recall@100 for 50% more index memory and +1.5 ms search p99. The ANN hosts have 16 GB, so 8.1 GB fits but leaves less room for the double-buffered rebuild.",
        )
        .user("hmm let me think")
        .user("no, we keep 256. the rebuild needs 2x the index in RAM and 16.2GB doesn't fit. revisit if serving-infra gives us bigger hosts")
        .file("Edit", "docs/v4-plan.md")
        .stop("Noted in docs/v4-plan.md."),
    planted: [
      { kind: "decision", keys: ["256"] },
      { kind: "fact", keys: ["ann hosts"] },
    ],
  },
  {
    id: "b77-t4-eval",
    build: (s) =>
      s
        .user("nightly eval OOMed on the t4 pool. batch was 256")
        .bash(
          "kubectl -n ml-eval logs eval-nightly-7fq2 | tail -2",
          "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.50 GiB. GPU 0 has a total capacity of 14.58 GiB of which 1.02 GiB is free.",
        )
        .bash("python eval/max_batch.py --model ranker-v3 --gpu t4", "batch 128: ok (peak 11.9 GiB)\nbatch 192: OOM\nbatch 256: OOM")
        .assistant("On the T4s (16 GB cards, 14.6 GiB usable) v3 eval fits at batch 128 at most; 192 already OOMs.")
        .user("ok set 128. and TODO: move the nightly eval off the t4s to the L4s when they arrive in december")
        .file("Edit", "eval/nightly.yaml")
        .stop("Nightly eval batch set to 128."),
    planted: [
      { kind: "fact", keys: ["t4", "128"] },
      { kind: "task", keys: ["l4s"] },
    ],
  },
  {
    id: "b77-mlflow-artifacts",
    build: (s) =>
      s
        .user("mlflow ui is crawling, loading run 66 takes a minute")
        .bash("mlflow runs describe --run-id 66a1f0 | jq '.artifacts | map(.size_mb) | add'", "4311.7")
        .assistant(
          "Run 66 logged 4.3 GB of artifacts, including the full predictions parquet (3.9 GB). The tracking server (mlflow.internal:5000) proxies artifact listings through its one pod, which is why the UI stalls.",
        )
        .user(
          "yeah, mlflow.internal runs on a single pod with postgres ml-meta behind it, it's not built for that. rule: nothing over 1 GB gets logged as an MLflow artifact, put it in s3://ml-artifacts and log the URI as a param",
        )
        .file("Edit", "train/entry.py")
        .bash(
          "python -m train.entry --dry-run --config configs/ranker/v3.yaml 2>&1 | grep artifact",
          "artifact predictions.parquet (3.9GB) > 1GB -> uploaded to s3://ml-artifacts/ranker-v3/dry/predictions.parquet, logged as param",
        )
        .stop("Large artifacts now go to s3://ml-artifacts with the URI logged."),
    planted: [
      { kind: "fact", keys: ["mlflow.internal"] },
      { kind: "instruction", keys: ["1 gb"] },
    ],
  },
  {
    id: "b77-replay-window",
    build: (s) =>
      s
        .user(
          "offline replay eval: 14 vs 28 days of traffic. I ran both\n\n| window | queries | ndcg@10 v2 | ndcg@10 v3 | delta |\n|---|---|---|---|---|\n| 14d | 3.1M | 0.4402 | 0.4431 | +0.0029 |\n| 28d | 6.4M | 0.4398 | 0.4439 | +0.0041 |\n\n28d includes the black friday week",
        )
        .assistant(
          "The 28-day window's delta is closer to the online A/B lift we saw for v2 (+0.0043). Black Friday is 7 of the 28 days, so it might over-weight shopping queries; I could exclude it.",
        )
        .user("no, keep it in. offline replay uses the last 28 days from now on, 14 was too noisy. results tables with 4 decimals please, like this one")
        .file("Edit", "eval/replay.py")
        .bash("python eval/replay.py --model ranker-v3 --dry-run", "window: 2026-10-19..2026-11-15 (28d), 6.4M queries")
        .stop("Replay window is 28 days."),
    planted: [
      { kind: "decision", keys: ["28 days"] },
      { kind: "instruction", keys: ["4 decimals"] },
    ],
  },
  {
    id: "b77-e-review-doc",
    build: (s) =>
      s
        .user("can you draft the intro paragraph for the v3 review doc? 3-4 sentences")
        .assistant(
          'Draft: "Ranker v3 replaces the 12-layer v2 cross-encoder with a bf16-trained model served through ONNX Runtime with dynamic int8. Offline, it improves ndcg@10 by +0.0041 on 28-day replay. Serving p99 is 17.2 ms against a 45 ms budget. This doc covers training, evaluation and the 10% A/B ramp."',
        )
        .user("a bit dry but ok. maybe mention the cost?")
        .assistant('Added: "Training cost is about $1,230 per run (3 epochs on 8xH100)."')
        .user("good enough, I'll polish it myself")
        .stop(),
    planted: [],
  },
  {
    id: "b77-e-what-if-moe",
    build: (s) =>
      s
        .user("what if we brought back the MoE head? Priya killed it last year but I never knew why")
        .bash("git log --oneline --grep='MoE' | head -3", "e02a9b1 cleanup: drop moe head\n5d1c7f0 MoE head: 8 experts top-2")
        .assistant("The removal commit only says \"cleanup\", so the reason isn't recorded there. Maybe latency, maybe quality; I'd be guessing.")
        .user("interesting. would it even export to onnx with the top-2 routing?")
        .assistant("Possibly not cleanly: data-dependent routing usually needs a custom op or a dense fallback. I'd have to try.")
        .user("eh, not worth it now. just curious")
        .stop(),
    planted: [],
  },
];

export const BLIND77 = plantedSet(BLIND77_SESSIONS, Date.UTC(2026, 10, 5, 9));
