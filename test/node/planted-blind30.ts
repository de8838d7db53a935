/**
 * A blind planted set for the offline long-term-memory extractor, in the style of machine-learning
 * engineering (PyTorch training code, notebooks, experiment tracking, GPU clusters, datasets and
 * evaluation) as users talk to OpenCode and Claude Code: many experiments and results that are
 * not decisions, and a few decisions and conventions about the training pipeline. Each session is
 * one segment; the items planted in it are listed with it: 75 items (19 decisions, 19
 * instructions, 19 facts, 18 tasks) in 70 sessions, 17 of which plant nothing. Every other message must give
 * nothing: questions, hypotheses, proposals not taken, withdrawn ideas, unconfirmed guesses,
 * quoted code, logs and tool output, chit-chat, run results, and in-session requests that are
 * done in the same session. Superseded decisions plant only the later one.
 *
 * Blind: written without reading the extractor; measured once by the lead, then training data.
 *
 * Matching rule (the one test/node/planted-blind.ts states, fixed before the extractor was run on
 * this set):
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

export { type BlindItem, type BlindScore, type BlindSession, matchesItem } from "./planted-scoring";

export const BLIND30_SESSIONS: BlindSession[] = [
  {
    id: "b30-lr-sweep",
    build: (s) =>
      s
        .user("can you pull the lr sweep results from wandb for the base-350m runs? group `lr-sweep-1102`")
        .bash(
          "python scripts/wandb_table.py --group lr-sweep-1102 --metric val/loss",
          "run        lr      opt    val/loss\nlr-1e-3    1e-3    adamw  diverged@2140\nlr-6e-4    6e-4    adamw  2.913\nlr-3e-4    3e-4    adamw  2.874\nlr-1e-4    1e-4    adamw  2.951",
        )
        .assistant("1e-3 diverged around step 2.1k. 3e-4 is the best at 2.874, 6e-4 is close behind at 2.913 and 1e-4 is clearly undertrained at this budget.")
        .user("ok. going with adamw at 3e-4 w/ cosine decay as the default for the base runs from now on, 6e-4 isnt worth the instability")
        .assistant("Noted. I'll set `optim.lr: 3e-4` and `sched: cosine` in configs/base.yaml.")
        .file("Edit", "configs/base.yaml")
        .stop("Updated configs/base.yaml: AdamW, lr 3e-4, cosine decay."),
    planted: [{ kind: "decision", keys: ["adamw", "3e-4"] }],
  },
  {
    id: "b30-bf16",
    build: (s) =>
      s
        .user("fp16 loss scaling blew up again on run 212, scaler went to 0 after 9k steps")
        .bash("grep -n 'scale' logs/run212.log | tail -3", "9012: grad scaler scale=1.0\n9013: grad scaler scale=0.5\n9014: loss=nan")
        .assistant(
          "The scaler halved until it underflowed and the loss went NaN at step 9014. Could be one bad batch, or the attention logits overflowing in fp16.",
        )
        .user("whatever it is im done with it. we're switching mixed precision to bf16 everywhere, the A100s support it natively")
        .assistant("Switching `precision` to `bf16-mixed` in the trainer config and dropping the GradScaler.")
        .file("Edit", "trainer/precision.py")
        .user("the old fp16 checkpoints from runs 190-212 still need converting to bf16 at some point, not now tho")
        .stop("bf16 is the default now; GradScaler removed."),
    planted: [
      { kind: "decision", keys: ["bf16"] },
      { kind: "task", keys: ["checkpoints", "convert"] },
    ],
  },
  {
    id: "b30-wandb-entity",
    build: (s) =>
      s
        .user("why does my run not show up in the team dashboard")
        .bash("grep -rn 'wandb.init' trainer/ | head", "trainer/loop.py:41:    wandb.init(project=cfg.project, entity=None)")
        .assistant("`entity=None` makes wandb log to your personal default entity, so the run lands in your own account and not the team one.")
        .user("right. rule for everyone: always log to the `ml-research` wandb entity, never to personal accounts. hardcode it")
        .user("and fyi the project name for the retriever is `retr-v2`, the old `retriever` project is dead")
        .file("Edit", "trainer/loop.py")
        .stop("wandb.init now uses entity `ml-research`."),
    planted: [
      { kind: "instruction", keys: ["wandb", "ml-research"] },
      { kind: "fact", keys: ["retr-v2"] },
    ],
  },
  {
    id: "b30-empty-queue-chat",
    build: (s) =>
      s
        .user("queue is soooo long today lol")
        .bash("squeue -u $USER", "JOBID  PARTITION  NAME       ST  TIME\n88123  a100-short sweep-3    PD  0:00\n88124  a100-short sweep-4    PD  0:00")
        .assistant("Both sweep jobs are pending; nothing has started yet.")
        .user("ugh ok, guess ill get coffee")
        .stop("Both jobs still pending."),
    planted: [],
  },
  {
    id: "b30-heldout",
    build: (s) =>
      s
        .user("where is the eval split again? need it for the new ranker")
        .bash("aws s3 ls s3://ml-data/evals/", "PRE held-out-v2/\nPRE held-out-v3/")
        .assistant("There are two: held-out-v2 and held-out-v3. Which one do the reports use?")
        .user("v3. the eval split lives in s3://ml-data/evals/held-out-v3, 12k examples, its frozen — nobody writes to it")
        .assistant("Got it, pointing the ranker eval at held-out-v3.")
        .user("also we still have to dedupe the train split against held-out-v3, there's leakage from the march scrape. next week")
        .stop("Ranker eval reads held-out-v3."),
    planted: [
      { kind: "fact", keys: ["held-out-v3", "frozen"] },
      { kind: "task", keys: ["dedupe"] },
    ],
  },
  {
    id: "b30-nbstripout",
    build: (s) =>
      s
        .user("why is this diff 40MB")
        .bash("git diff --stat | tail -2", " notebooks/attn_maps.ipynb | 18423 +++++++++++++++++++\n 1 file changed, 18423 insertions(+)")
        .assistant("The notebook was committed with all its cell outputs, including the embedded attention-map PNGs.")
        .user("yeah. from now on notebooks get committed without outputs — run nbstripout on them before every commit pls")
        .bash("nbstripout notebooks/attn_maps.ipynb && git diff --stat | tail -1", " 1 file changed, 212 insertions(+)")
        .stop("Stripped: the diff is 212 lines now."),
    planted: [{ kind: "instruction", keys: ["nbstripout"] }],
  },
  {
    id: "b30-global-batch",
    build: (s) =>
      s
        .user("for the 1.3b let's use batch size 256 with grad accumulation 4")
        .assistant("That's 256 per step across 4 GPUs with accumulation 4. I'll put it in configs/exp/1p3b.yaml.")
        .file("Edit", "configs/exp/1p3b.yaml")
        .bash("sinfo -p a100-long -o '%n %G'", "gpu-a100-07 gpu:a100:8")
        .user("oh wait we got the 8 gpu node. scrap the accumulation — global batch of 512, no accumulation, one step per batch")
        .assistant("Changed: global batch 512 across 8 GPUs, `grad_accum: 1`.")
        .file("Edit", "configs/exp/1p3b.yaml")
        .stop("1.3b config: global batch 512, no accumulation."),
    planted: [{ kind: "decision", keys: ["global batch", "512"] }],
  },
  {
    id: "b30-seeds",
    build: (s) =>
      s
        .user("run 301 beats baseline by 0.4 acc!!")
        .bash("python scripts/compare.py 301 47", "run  acc     seed\n301  81.9    0\n47   81.5    0")
        .assistant("That's a single seed each. Seed-to-seed variance on this task was about ±0.3 last time, so 0.4 is within noise range.")
        .user("fair. ok convention from now on: results get reported as the mean over three seeds, single-seed numbers dont go in the weekly report")
        .assistant("Understood. I'll add a `--seeds 0,1,2` default to compare.py so it averages.")
        .file("Edit", "scripts/compare.py")
        .stop("compare.py averages over seeds 0,1,2 by default."),
    planted: [{ kind: "instruction", keys: ["three seeds"] }],
  },
  {
    id: "b30-oom-4090",
    build: (s) =>
      s
        .user("CUDA OOM on the dev box with the 1.3b, micro batch 4")
        .bash("nvidia-smi --query-gpu=name,memory.total --format=csv", "name, memory.total [MiB]\nNVIDIA GeForce RTX 4090, 24564 MiB")
        .assistant("That's a 4090 with 24GB. The 1.3b in bf16 with AdamW states needs well over that at micro batch 4. Did you mean to run on the cluster?")
        .user(
          "yeah gpu-dev-2 is just the 4090 box with 24gb, it's only for debugging small configs. set micro batch 1 and turn on activation checkpointing for this debug run",
        )
        .bash("python train.py +exp=1p3b trainer.micro_batch=1 model.act_ckpt=true --max-steps 20", "step 20 | loss 7.91 | mem 21.8GB")
        .stop("20 debug steps ran at micro batch 1 with activation checkpointing, 21.8GB."),
    planted: [{ kind: "fact", keys: ["gpu-dev-2", "24gb"] }],
  },
  {
    id: "b30-empty-ablation-table",
    build: (s) =>
      s
        .user("summarize the ablations from last night")
        .bash(
          "python scripts/wandb_table.py --group abl-1125",
          "run          change            val/acc\nabl-a        baseline          78.2\nabl-b        no-rope           76.9\nabl-c        swiglu->gelu      77.8\nabl-d        tied-embeddings   78.1",
        )
        .assistant("Removing RoPE costs 1.3 points, GELU instead of SwiGLU costs 0.4, tying embeddings is basically neutral (-0.1).")
        .user("huh, interesting that tying is free. maybe because the vocab is small?")
        .assistant("Possibly; with 32k tokens the embedding matrix is a small share of params. Hard to say from one seed.")
        .stop("Summary of abl-1125 above."),
    planted: [],
  },
  {
    id: "b30-tokenizer",
    build: (s) =>
      s
        .user("which tokenizer does the code model use")
        .bash("ls tokenizers/", "sp32k.model\nsp32k.vocab\nsp50k-old.model")
        .assistant("There's sp32k and an older sp50k. The configs reference `tokenizers/sp32k.model`.")
        .user("yep, sp32k is the one: sentencepiece, trained on the v3 corpus, 32k vocab")
        .user("once the code corpus lands we need to retrain the tokenizer on it — leave a note, not this week")
        .stop("sp32k is referenced by every current config."),
    planted: [
      { kind: "fact", keys: ["sp32k"] },
      { kind: "task", keys: ["retrain", "tokenizer"] },
    ],
  },
  {
    id: "b30-ckpt-retention",
    build: (s) =>
      s
        .user("disk on /scratch is full again")
        .bash("du -sh /scratch/ckpt/* | sort -h | tail -3", "118G /scratch/ckpt/run288\n131G /scratch/ckpt/run291\n144G /scratch/ckpt/run299")
        .assistant("Each 1.3b checkpoint is about 15GB and we keep every one, so a 10-checkpoint run is ~150GB.")
        .user("ok so each 1.3b checkpoint is ~15gb, good to know. decision: keep only the last 3 checkpoints plus the best-by-val one, delete the rest")
        .file("Edit", "trainer/checkpointing.py")
        .assistant("Set `keep_last: 3` and `keep_best: val/loss`; older checkpoints get pruned at save time.")
        .stop("Checkpoint pruning in place."),
    planted: [
      { kind: "decision", keys: ["last 3", "checkpoints"] },
      { kind: "fact", keys: ["15gb"] },
    ],
  },
  {
    id: "b30-slurm-partitions",
    build: (s) =>
      s
        .user("my sweep got killed after 4 hours??")
        .bash("sacct -j 88123 --format=JobID,Partition,Elapsed,State", "88123  a100-short  04:00:00  TIMEOUT")
        .assistant("It hit the partition's time limit: a100-short caps jobs at 4h.")
        .user(
          "right, a100-short is 4h max and a100-long is 72h. still — sweeps go to a100-short only, always, long is for the big pretraining runs. just chunk the sweep",
        )
        .assistant("I'll split the sweep into 3h chunks that resume from the last checkpoint.")
        .file("Edit", "scripts/sweep.sbatch")
        .stop("Sweep chunks now requeue under 4h."),
    planted: [
      { kind: "fact", keys: ["a100-long", "72h"] },
      { kind: "instruction", keys: ["sweeps", "a100-short"] },
    ],
  },
  {
    id: "b30-mmlu",
    build: (s) =>
      s
        .user("run 305 dropped 2 points on the reasoning eval vs 301, why")
        .bash("python scripts/diff_configs.py 301 305", "- data.mix: v3\n+ data.mix: v3-code-heavy")
        .assistant(
          "The only config difference is the data mix. Maybe the code-heavy mix crowds out the reasoning-style text, but it's one run; I can't confirm it's the cause.",
        )
        .user("maybe. could also be noise. whatever — at some point we gotta wire the MMLU subset into the eval harness so we'd catch this properly. not today")
        .stop("Config diff: only the data mix changed."),
    planted: [{ kind: "task", keys: ["mmlu"] }],
  },
  {
    id: "b30-empty-compile-question",
    build: (s) =>
      s
        .user("whats the actual difference between torch.compile mode='reduce-overhead' and 'max-autotune'?")
        .assistant(
          "`reduce-overhead` uses CUDA graphs to cut Python/launch overhead, good for small batches. `max-autotune` also benchmarks Triton kernel configs at compile time, so compiling is much slower but kernels can be faster.",
        )
        .user("and does max-autotune work with dynamic shapes")
        .assistant("It does, but each new shape can trigger recompilation and more autotuning, so with very variable sequence lengths it's usually worse.")
        .stop(),
    planted: [],
  },
  {
    id: "b30-dataloader",
    build: (s) =>
      s
        .user("gpu util is ~55% on the vision runs, dataloader bound?")
        .bash(
          "py-spy dump --pid $(pgrep -f train.py | head -1) | head -5",
          "Thread 0x7f (active): MainThread\n  __next__ (torch/utils/data/dataloader.py:631)\n  _next_data (dataloader.py:674)",
        )
        .assistant("Yes, the main thread is waiting on the loader. Options: more workers, pinned memory, or moving to webdataset shards.")
        .user("not doing webdataset now. set num_workers=8 and pin_memory on, that's the setting for the vision runs going forward")
        .file("Edit", "configs/data/vision.yaml")
        .bash("python train.py +exp=vit-b --max-steps 200 | tail -1", "step 200 | gpu_util 91% | 412 img/s")
        .stop("GPU util 91% with 8 workers and pinned memory."),
    planted: [{ kind: "decision", keys: ["num_workers"] }],
  },
  {
    id: "b30-label-owner",
    build: (s) =>
      s
        .user("I want to add a `sarcasm` class to the label schema")
        .file("Read", "data/labels/schema.json")
        .assistant("The schema has 14 classes; adding one means relabeling and bumping the schema version. Who maintains this?")
        .user("Priya owns the labeling pipeline. and standing rule: anyone changing the label schema checks with her first. so hold off, I'll ping her")
        .assistant("OK, I won't touch schema.json.")
        .stop("No changes made to the schema."),
    planted: [
      { kind: "fact", keys: ["priya", "labeling"] },
      { kind: "instruction", keys: ["label schema"] },
    ],
  },
  {
    id: "b30-ranker-metric",
    build: (s) =>
      s
        .user("compare the two rankers")
        .bash("python eval/rank.py --runs r41 r44", "run  mrr    ndcg@10  recall@100\nr41  0.412  0.538    0.871\nr44  0.431  0.529    0.880")
        .assistant("r44 wins on MRR (+0.019) and recall@100, r41 wins on nDCG@10 (+0.009). Depends on which metric you care about.")
        .user("we decided in the sync: nDCG@10 is the primary metric for the ranker, MRR is secondary. so r41 stays")
        .user("the older runs never logged ndcg though, someone has to backfill ndcg for r1-r30 eventually")
        .stop("r41 stays the reference under nDCG@10."),
    planted: [
      { kind: "decision", keys: ["ndcg", "primary"] },
      { kind: "task", keys: ["backfill"] },
    ],
  },
  {
    id: "b30-empty-thanks",
    build: (s) =>
      s
        .user("morning! the overnight run finished, looks fine")
        .bash("tail -2 logs/run310.log", "step 60000 | loss 2.71 | done\nsaved /scratch/ckpt/run310/step60000")
        .assistant("Finished at step 60k with loss 2.71 and the final checkpoint saved.")
        .user("nice ty")
        .stop(),
    planted: [],
  },
  {
    id: "b30-gradclip",
    build: (s) =>
      s
        .user("grad clip ablation results?")
        .bash(
          "python scripts/wandb_table.py --group clip-abl",
          "run       clip  warmup  val/loss\nclip-1.0  1.0   500     2.881\nclip-0.5  0.5   500     2.869\nclip-0.3  0.3   500     2.902",
        )
        .assistant("0.5 is slightly better than 1.0 (2.869 vs 2.881); 0.3 hurts. All with 500 warmup steps.")
        .user("hmm close. I don't want to change the default off this")
        .user("when gpus free up rerun clip 0.5 with a longer warmup (2k) — add that to the backlog")
        .stop("Clip ablation summarized; default unchanged."),
    planted: [{ kind: "task", keys: ["warmup"] }],
  },
  {
    id: "b30-empty-mlflow",
    build: (s) =>
      s
        .user("wandb bill came in, it's a lot")
        .assistant("One option would be moving tracking to a self-hosted MLflow server. Want me to check how much of the trainer touches wandb?")
        .bash("grep -rln 'import wandb' trainer/", "trainer/loop.py\ntrainer/callbacks.py")
        .user("let me think about it, need to talk to finance first")
        .stop("wandb is used in two files."),
    planted: [],
  },
  {
    id: "b30-ruff",
    build: (s) =>
      s
        .user("CI failed on my PR, lint")
        .bash("ruff check trainer/", "trainer/loop.py:88:5: F841 Local variable `tmp` is assigned to but never used\nFound 1 error.", 1)
        .assistant("One unused variable in loop.py line 88. Removing it.")
        .file("Edit", "trainer/loop.py")
        .user("thx. and pls, before you push anything in trainer/ run `ruff check` and `pytest tests/unit -x` locally. every time")
        .bash("ruff check trainer/ && pytest tests/unit -x -q", "All checks passed!\n42 passed in 6.1s")
        .stop("Lint and unit tests pass."),
    planted: [{ kind: "instruction", keys: ["ruff"] }],
  },
  {
    id: "b30-hydra",
    build: (s) =>
      s
        .user("train.py has like 60 argparse flags now, it's unmanageable")
        .file("Read", "train.py")
        .assistant("There are 63 flags, and half of them duplicate values in configs/base.yaml. Hydra or plain OmegaConf would both collapse them.")
        .user("ok we go with hydra. all config goes through hydra, no new argparse flags in train.py")
        .assistant("I'll port train.py to `@hydra.main`. Base config stays configs/base.yaml, and per-experiment overrides go under configs/exp/.")
        .file("Write", "train.py")
        .user("yep that's the layout: configs/base.yaml is the base, experiments under configs/exp/")
        .stop("train.py runs under hydra."),
    planted: [
      { kind: "decision", keys: ["hydra"] },
      { kind: "fact", keys: ["configs/exp"] },
    ],
  },
  {
    id: "b30-flaky-gpu",
    build: (s) =>
      s
        .user("run 299 crashed with an ECC error")
        .bash("ssh gpu-a100-03 nvidia-smi -q -d ECC | grep -A2 'GPU 00000000:85'", "GPU 00000000:85:00.0\n    Volatile Uncorrectable: 14")
        .assistant("That's GPU 5 on gpu-a100-03 (bus 85:00.0) with 14 uncorrectable ECC errors.")
        .user("yeah gpu 5 on gpu-a100-03 has been flaky for weeks. we exclude gpu-a100-03 from the sweep pool until it's fixed")
        .file("Edit", "scripts/sweep.sbatch")
        .user("and someone needs to open a ticket with infra about it, I'll do it monday")
        .stop("gpu-a100-03 excluded in sweep.sbatch."),
    planted: [
      { kind: "fact", keys: ["gpu 5"] },
      { kind: "decision", keys: ["exclude"] },
      { kind: "task", keys: ["ticket"] },
    ],
  },
  {
    id: "b30-empty-quoted-warnings",
    build: (s) =>
      s
        .user("what are all these warnings in the log")
        .bash(
          "grep WARN logs/run311.log | sort | uniq -c",
          "  212 WARN: never call .item() inside the training loop, it forces a sync\n    1 WARN: TODO remove legacy sampler\n    3 WARN: always set find_unused_parameters=False when possible",
        )
        .assistant(
          "Looks like a debug hook printing them: one fires on every `.item()` call in the loop (212 times), one is a leftover TODO message about the legacy sampler, and one is a DDP hint.",
        )
        .user("ok so just noise?")
        .assistant("Mostly. The `.item()` one is real overhead but small here.")
        .stop(),
    planted: [],
  },
  {
    id: "b30-mixup",
    build: (s) =>
      s
        .user("mixup results are in")
        .bash("python scripts/wandb_table.py --group mixup", "run        mixup  seeds  val/acc\nmix-on     0.2    3      80.1\nmix-off    -      3      80.6")
        .assistant("Without mixup it's 80.6 vs 80.1 with, averaged over three seeds each.")
        .user("ok we drop mixup from the default vision recipe then")
        .file("Edit", "configs/data/vision.yaml")
        .user("also remind me to write up the mixup ablation for the wiki, later this week")
        .stop("mixup removed from the default vision config."),
    planted: [
      { kind: "decision", keys: ["mixup"] },
      { kind: "task", keys: ["write up"] },
    ],
  },
  {
    id: "b30-early-stopping",
    build: (s) =>
      s
        .user("the pretraining run stopped at 18k steps, why")
        .bash("grep -n 'EarlyStopping' logs/run312.log", "18003: EarlyStopping: val/loss did not improve for 5 evals, stopping")
        .assistant("The EarlyStopping callback triggered because val/loss plateaued for 5 evals.")
        .user("argh. no early stopping on pretraining runs, ever. only on finetunes. pretraining runs go the full schedule")
        .file("Edit", "configs/exp/pretrain.yaml")
        .stop("EarlyStopping disabled in the pretraining config."),
    planted: [{ kind: "instruction", keys: ["early stopping"] }],
  },
  {
    id: "b30-profile",
    build: (s) =>
      s
        .user("the text runs sit at 60% gpu util too")
        .bash("nvidia-smi dmon -c 3 -s u", "# gpu  sm\n    0  61\n    0  58\n    0  63")
        .assistant("Around 60% SM utilization. Could be the tokenization happening on the fly in the loader, or the collate function padding to max length.")
        .user("could be either. lets profile the text dataloader with torch.profiler properly — later, I need the gpus for the 1.3b now")
        .stop("SM utilization around 60%."),
    planted: [{ kind: "task", keys: ["profile"] }],
  },
  {
    id: "b30-empty-withdrawn-flash",
    build: (s) =>
      s
        .user("lets switch attention to flash-attn 2 for the legacy cluster jobs")
        .bash("ssh legacy-01 nvidia-smi --query-gpu=name --format=csv,noheader | head -1", "Tesla V100-SXM2-32GB")
        .assistant("Those nodes are V100s; flash-attn 2 needs Ampere or newer, so it won't build there.")
        .user("oh right, forget it then")
        .stop(),
    planted: [],
  },
  {
    id: "b30-dvc",
    build: (s) =>
      s
        .user("how do I get the train-v3 data locally")
        .bash("cat .dvc/config", "[core]\n    remote = s3cache\n['remote \"s3cache\"']\n    url = s3://ml-dvc-cache")
        .assistant("Datasets are tracked with DVC; `dvc pull data/train-v3.dvc` fetches it from the s3://ml-dvc-cache remote.")
        .user("yes everything under data/ is versioned with dvc. important: never `dvc push` from your laptop, only CI pushes to the cache")
        .bash("dvc pull data/train-v3.dvc", "A       data/train-v3/\n1 file added")
        .stop("train-v3 pulled."),
    planted: [
      { kind: "fact", keys: ["dvc", "data/"] },
      { kind: "instruction", keys: ["dvc push"] },
    ],
  },
  {
    id: "b30-empty-loss-spike",
    build: (s) =>
      s
        .user("there's a huge spike in the loss curve at step 31k, see attached. what does that mean")
        .bash(
          "awk 'NR>=30990 && NR<=31010' logs/run313.log | grep loss | head -4",
          "step 30990 | loss 2.80\nstep 31000 | loss 5.12\nstep 31005 | loss 3.40\nstep 31010 | loss 2.83",
        )
        .assistant(
          "It jumped to 5.12 and recovered within ~10 steps. Usually that's a batch of bad data or an Adam second-moment issue; I'd guess a bad batch but I haven't checked the data.",
        )
        .user("probably a bad shard? not sure")
        .assistant("Could be. It recovered on its own, so it didn't damage the run.")
        .stop(),
    planted: [],
  },
  {
    id: "b30-torch-pin",
    build: (s) =>
      s
        .user("torch 2.5 breaks compile on our fused rmsnorm op")
        .bash(
          "python -c 'import torch; print(torch.__version__)' && pytest tests/unit/test_rmsnorm.py -q",
          "2.5.0\nFAILED tests/unit/test_rmsnorm.py::test_compiled - torch._dynamo.exc.Unsupported",
          1,
        )
        .assistant("Confirmed: the compiled path fails under 2.5.0. Maybe fp8 or a newer triton would change things, but I haven't tried.")
        .user("not chasing that. we pin torch to 2.4.1 in requirements.txt until the op is rewritten")
        .file("Edit", "requirements.txt")
        .bash("pip install -r requirements.txt -q && pytest tests/unit/test_rmsnorm.py -q", "3 passed in 4.2s")
        .stop("torch pinned to 2.4.1; rmsnorm tests pass."),
    planted: [{ kind: "decision", keys: ["torch", "2.4.1"] }],
  },
  {
    id: "b30-eda-notebook",
    build: (s) =>
      s
        .user("plot the loss curves for runs 41-44 on one figure")
        .bash("python scripts/plot_runs.py 41 42 43 44 -o /tmp/loss.png", "saved /tmp/loss.png")
        .assistant("Saved /tmp/loss.png with all four curves.")
        .user("thx. side note, the analysis in notebooks/eda_v2.ipynb should move into a proper script in analysis/ at some point, it's rotting")
        .stop("Plot saved."),
    planted: [{ kind: "task", keys: ["eda_v2"] }],
  },
  {
    id: "b30-test-split",
    build: (s) =>
      s
        .user("can you pick the best dropout from the sweep")
        .bash(
          "python scripts/wandb_table.py --group dropout --metric test/acc,val/acc",
          "run    dropout  val/acc  test/acc\nd-0.0  0.0      79.8     79.1\nd-0.1  0.1      80.4     79.9\nd-0.2  0.2      80.2     80.3",
        )
        .assistant("By test accuracy 0.2 is best (80.3), by validation 0.1 is best (80.4).")
        .user("never pick hyperparameters on the test split. val only, test is for the final report. so 0.1")
        .file("Edit", "configs/base.yaml")
        .stop("dropout 0.1 set."),
    planted: [{ kind: "instruction", keys: ["test split"] }],
  },
  {
    id: "b30-eval-cadence",
    build: (s) =>
      s
        .user("eval every 500 steps is eating 20% of the wall clock")
        .bash("grep -c 'eval done' logs/run314.log", "120")
        .assistant("120 evals so far. We could go to every 2k steps.")
        .user("yeah do every 2k")
        .file("Edit", "configs/base.yaml")
        .user("hmm actually 2k is too coarse to see the early curve. make it every 1000 steps, final answer")
        .assistant("Set `eval_every: 1000`.")
        .file("Edit", "configs/base.yaml")
        .stop("Eval cadence is every 1000 steps."),
    planted: [{ kind: "decision", keys: ["1000 steps"] }],
  },
  {
    id: "b30-empty-results-seeds",
    build: (s) =>
      s
        .user("how did the three seeds of the distilbert baseline do")
        .bash("python scripts/wandb_table.py --group distilbert-base", "seed  f1\n0     0.842\n1     0.851\n2     0.838")
        .assistant("Mean F1 0.844, spread about 0.013 across seeds.")
        .user("kinda noisy. could we be underfitting?")
        .assistant("Train F1 is 0.97, so probably not underfitting; the spread looks more like variance from the small dev set.")
        .stop(),
    planted: [],
  },
  {
    id: "b30-cluster-owner",
    build: (s) =>
      s
        .user("I need the 4 nodes thursday for the 1.3b, how do I book them")
        .bash("cat docs/cluster.md | head -6", "# Cluster\nScheduling: Marco\nReservations: #ml-infra")
        .assistant("docs/cluster.md says Marco handles scheduling and reservations go through #ml-infra.")
        .user(
          "right, Marco runs the gpu cluster scheduling. and the rule is reservations get booked in #ml-infra at least a day ahead, so I'm fine for thursday",
        )
        .stop("Booking info from docs/cluster.md."),
    planted: [
      { kind: "fact", keys: ["marco"] },
      { kind: "instruction", keys: ["reservations"] },
    ],
  },
  {
    id: "b30-distill",
    build: (s) =>
      s
        .user("how big is the gap between the 1.3b and the 350m on our evals")
        .bash("python eval/summary.py --runs run310 run288", "run     params  avg\nrun310  1.3b    61.2\nrun288  350m    54.7")
        .assistant("6.5 points on the average. Distillation might close part of it; I'd guess 2-3 points but that's a guess.")
        .user("next sprint: distill the 1.3b into the 350m. put it on the list")
        .stop("Gap is 6.5 points."),
    planted: [{ kind: "task", keys: ["distill"] }],
  },
  {
    id: "b30-lora",
    build: (s) =>
      s
        .user("lora rank results?")
        .bash(
          "python scripts/wandb_table.py --group lora-rank",
          "run   r   target      acc\nl8    8   attn        71.2\nl16   16  attn        72.0\nl32   32  attn        72.1\nl16m  16  attn+mlp    71.9",
        )
        .assistant("r=16 and r=32 are within 0.1; adding MLP targets doesn't help at r=16.")
        .user("ok: finetunes use LoRA with r=16 on the attention projections only. that's our finetune default")
        .file("Edit", "configs/exp/finetune.yaml")
        .user("the code tasks might want more capacity tho — we should sweep lora rank on the code tasks next week")
        .stop("finetune.yaml: LoRA r=16, attention only."),
    planted: [
      { kind: "decision", keys: ["lora", "r=16"] },
      { kind: "task", keys: ["rank", "code tasks"] },
    ],
  },
  {
    id: "b30-empty-weekend",
    build: (s) =>
      s
        .user("hey, how was your weekend lol. jk. anything weird in the logs from saturday?")
        .bash("grep -c ERROR logs/*.log | grep -v ':0'", "")
        .assistant("No ERROR lines in any log from the weekend.")
        .user("love that")
        .stop(),
    planted: [],
  },
  {
    id: "b30-git-sha",
    build: (s) =>
      s
        .user("I can't reproduce run 277, no idea what code it ran")
        .bash("python -c \"import wandb; r=wandb.Api().run('ml-research/base/277'); print(r.config.get('git_sha'))\"", "None")
        .assistant("Run 277 has no git sha or resolved config recorded, so there's no way to tell which commit it used.")
        .user("this can't happen again. every run must log the git sha and the fully resolved config to wandb at startup")
        .file("Edit", "trainer/loop.py")
        .stop("loop.py logs git sha and resolved config at init."),
    planted: [{ kind: "instruction", keys: ["git sha"] }],
  },
  {
    id: "b30-eval-cost",
    build: (s) =>
      s
        .user("kick off the full eval for run 310")
        .bash("sbatch eval/full.sbatch run310", "Submitted batch job 88210")
        .assistant("Submitted as job 88210. How long does the full suite usually take?")
        .user("the full eval takes ~3h on a single a100, mostly the embedding pass")
        .user("we should cache the document embeddings between eval runs, that'd cut it a lot. backlog item")
        .stop("Job 88210 submitted."),
    planted: [
      { kind: "fact", keys: ["full eval", "3h"] },
      { kind: "task", keys: ["cache", "embeddings"] },
    ],
  },
  {
    id: "b30-empty-nan-fixed",
    build: (s) =>
      s
        .user("loss goes nan at step 40 on the new rmsnorm branch, fix it")
        .bash("python train.py +exp=tiny --max-steps 50 | grep -m1 nan", "step 40 | loss nan")
        .assistant("The rmsnorm computes `x / sqrt(mean(x^2))` without an epsilon. Adding eps=1e-6.")
        .file("Edit", "model/rmsnorm.py")
        .bash("python train.py +exp=tiny --max-steps 50 | tail -1", "step 50 | loss 6.02")
        .stop("Fixed: eps added in rmsnorm, 50 steps run without NaN."),
    planted: [],
  },
  {
    id: "b30-label-noise",
    build: (s) =>
      s
        .user("what did the label audit find")
        .file("Read", "data/audits/train-v3-audit.md")
        .assistant("The audit sampled 2,000 examples and flagged 163 as mislabeled, about 8%.")
        .user("yeah ~8% of the train-v3 labels are noisy, that's the number from Priya's audit, use it when people ask")
        .user("the noisy bucket has to be relabeled before the next data release. todo for the data team")
        .stop("Audit: ~8% mislabeled."),
    planted: [
      { kind: "fact", keys: ["8%", "noisy"] },
      { kind: "task", keys: ["relabel"] },
    ],
  },
  {
    id: "b30-experiment-notes",
    build: (s) =>
      s
        .user("write a summary of the mixup and clip ablations")
        .file("Write", "docs/experiments/2026-11-20-ablations.md")
        .assistant("Written to docs/experiments/2026-11-20-ablations.md.")
        .user("good, that's where they go: experiment write-ups always in docs/experiments/ named YYYY-MM-DD-topic.md. not in the wiki, not in notebooks")
        .stop("Summary written."),
    planted: [{ kind: "instruction", keys: ["docs/experiments"] }],
  },
  {
    id: "b30-ema",
    build: (s) =>
      s
        .user("ema results?")
        .bash(
          "python scripts/wandb_table.py --group ema",
          "run      ema     seeds  val/acc\nema-off  -       3      80.6\nema-999  0.999   3      81.2\nema-9999 0.9999  3      80.9",
        )
        .assistant("EMA with decay 0.999 gives +0.6 over three seeds; 0.9999 is a bit worse.")
        .user("nice. turn on weight EMA with decay 0.999 for all vision runs, that's the new default")
        .file("Edit", "configs/data/vision.yaml")
        .stop("EMA 0.999 enabled for vision."),
    planted: [{ kind: "decision", keys: ["ema", "0.999"] }],
  },
  {
    id: "b30-empty-ddp-question",
    build: (s) =>
      s
        .user("for a 1b model on 8 gpus is DDP or FSDP faster?")
        .assistant(
          "For 1B on 8×A100 80GB, DDP is usually a bit faster since the whole model and optimizer state fit on each GPU and there's no parameter all-gather. FSDP pays off once memory is the constraint.",
        )
        .user("what about with activation checkpointing")
        .assistant("Checkpointing cuts activation memory in both; it doesn't change that comparison much.")
        .stop(),
    planted: [],
  },
  {
    id: "b30-fsdp",
    build: (s) =>
      s
        .user("what does the 7b config need")
        .bash("python scripts/estimate_mem.py +exp=7b", "params 6.9B | bf16 weights 13.8GB | adam states 55GB | min nodes (8xA100-80G) 4")
        .assistant("The estimate says at least 4 nodes of 8×A100-80GB for the 7b with full optimizer state.")
        .user("ok so the 7b needs 4 nodes minimum. and the trainer has to move from DDP to FSDP before we start the 7b runs — that's a must-do for december")
        .stop("7b needs 4 nodes."),
    planted: [
      { kind: "fact", keys: ["7b", "4 nodes"] },
      { kind: "task", keys: ["fsdp"] },
    ],
  },
  {
    id: "b30-shards",
    build: (s) =>
      s
        .user("how is train-v3 laid out on disk")
        .bash("ls data/train-v3 | head -3 && ls data/train-v3 | wc -l", "shard-00000.tar\nshard-00001.tar\nshard-00002.tar\n2048")
        .assistant("2048 tar shards, shard-00000.tar through shard-02047.tar.")
        .user("yes, 2048 shards of ~1GB each. oh and new notebooks: prefix the filename with the date, like 2026-11-24-shard-stats.ipynb, so we can find stuff")
        .file("Write", "notebooks/2026-11-24-shard-stats.ipynb")
        .stop("Notebook created."),
    planted: [
      { kind: "fact", keys: ["2048", "shards"] },
      { kind: "instruction", keys: ["notebooks", "date"] },
    ],
  },
  {
    id: "b30-baseline",
    build: (s) =>
      s
        .user("which run do we compare against now")
        .bash("python scripts/compare.py 47 301 305 310", "run  acc(3 seeds)\n47   81.4\n301  81.6\n305  79.8\n310  82.3")
        .assistant("310 is the best at 82.3 averaged over three seeds. 47 has been the reference so far.")
        .user("from now on run 310 is the baseline for all comparisons, not 47")
        .user("and the internal leaderboard sheet still needs runs 301-310 added, do it tomorrow")
        .stop("Comparison table above."),
    planted: [
      { kind: "decision", keys: ["310", "baseline"] },
      { kind: "task", keys: ["leaderboard"] },
    ],
  },
  {
    id: "b30-empty-kickoff",
    build: (s) =>
      s
        .user("launch the tiny config for a smoke check")
        .bash("python train.py +exp=tiny --max-steps 10 | tail -1", "step 10 | loss 8.41 | ok")
        .assistant("10 steps ran, loss 8.41.")
        .user("cool")
        .stop(),
    planted: [],
  },
  {
    id: "b30-gpu-limit",
    build: (s) =>
      s
        .user("can you launch the 16-gpu sweep for the retriever")
        .assistant("Before I submit it: it's 2 nodes for ~20h.")
        .bash("cat scripts/sweep-retr.sbatch | grep nodes", "#SBATCH --nodes=2")
        .user("hold on. rule: nothing over 8 gpus gets launched without asking me first. I'll decide on this one after the sync")
        .stop("Not submitted."),
    planted: [{ kind: "instruction", keys: ["8 gpus"] }],
  },
  {
    id: "b30-val-split",
    build: (s) =>
      s
        .user("the val split is 90% wikipedia because it's a random 5%")
        .bash("python scripts/split_stats.py data/val.jsonl", "source     share\nwiki       0.90\ncode       0.06\nforums     0.04")
        .assistant("Yes, a uniform random sample overrepresents the biggest source.")
        .user("ok decided: the val split is 5% stratified by source. regenerate it")
        .bash("python scripts/make_split.py --frac 0.05 --stratify source", "wrote data/val.jsonl (wiki 0.34, code 0.33, forums 0.33)")
        .stop("Val split regenerated, stratified by source."),
    planted: [{ kind: "decision", keys: ["stratified"] }],
  },
  {
    id: "b30-smoke-ci",
    build: (s) =>
      s
        .user("someone broke the trainer on main and CI didn't catch it")
        .bash("git log --oneline -3", "a91c2e0 refactor loop\n7f1d3b2 bump deps\n33c0a1e add ema")
        .assistant("CI only runs unit tests; nothing actually executes a training step.")
        .user("yeah we need a smoke-train job in CI, like 10 steps on the tiny config. not now, add it to the todo list")
        .stop("Last commits listed."),
    planted: [{ kind: "task", keys: ["smoke"] }],
  },
  {
    id: "b30-ckpt-bucket",
    build: (s) =>
      s
        .user("where did the checkpoints from october go")
        .bash("gsutil lifecycle get gs://ml-ckpt", '{"rule":[{"action":{"type":"Delete"},"condition":{"age":30}}]}')
        .assistant("The gs://ml-ckpt bucket has a lifecycle rule deleting objects older than 30 days, so October's are gone.")
        .user("ah right, ml-ckpt has the 30 day lifecycle rule. fine")
        .stop("Lifecycle: delete after 30 days."),
    planted: [{ kind: "fact", keys: ["lifecycle"] }],
  },
  {
    id: "b30-label-smoothing",
    build: (s) =>
      s
        .user("label smoothing sweep done?")
        .bash(
          "python scripts/wandb_table.py --group ls",
          "run    ls    val/acc  ece\nls-0   0.0   80.6     0.081\nls-1   0.1   81.0     0.032\nls-2   0.2   80.7     0.041",
        )
        .assistant("0.1 is best on both accuracy and calibration (ECE 0.032).")
        .user("perfect, cross entropy with label smoothing 0.1 is the default loss from here")
        .file("Edit", "trainer/losses.py")
        .stop("label smoothing 0.1 set in losses.py."),
    planted: [{ kind: "decision", keys: ["label smoothing"] }],
  },
  {
    id: "b30-eval-format",
    build: (s) =>
      s
        .user("the eval outputs are 2GB of csv, loading them in pandas takes forever")
        .bash("ls -la eval/out/run310/ | tail -2", "-rw-r--r-- 1 dev dev 2.1G preds.csv")
        .assistant("Parquet would be around 5x smaller and load much faster.")
        .user("yes, eval results get stored as parquet from now on, not csv")
        .file("Edit", "eval/writer.py")
        .assistant("Done. Note the reader in eval/report.py expects a `pred_score` column, I kept that name.")
        .user("yep, the report reader keys off pred_score")
        .stop("eval/writer.py writes parquet."),
    planted: [
      { kind: "decision", keys: ["parquet"] },
      { kind: "fact", keys: ["pred_score"] },
    ],
  },
  {
    id: "b30-inference-mode",
    build: (s) =>
      s
        .user("review eval/run.py")
        .file("Read", "eval/run.py")
        .assistant("It wraps the forward pass in `torch.no_grad()`. It also builds the dataloader inside the loop each epoch, which is wasteful.")
        .user("in eval code use torch.inference_mode() instead of no_grad, always. fix that and the dataloader thing")
        .file("Edit", "eval/run.py")
        .stop("eval/run.py uses inference_mode and builds the loader once."),
    planted: [{ kind: "instruction", keys: ["inference_mode"] }],
  },
  {
    id: "b30-mypy",
    build: (s) =>
      s
        .user("add a helper that computes tokens/sec from the step logs")
        .file("Write", "trainer/throughput.py")
        .bash("mypy trainer/throughput.py", "trainer/throughput.py:4: error: Function is missing a type annotation", 1)
        .assistant("mypy complains the helper has no annotations. Adding them.")
        .user("yeah, public functions in trainer/ all need type hints, we run mypy strict on that package")
        .file("Edit", "trainer/throughput.py")
        .bash("mypy trainer/throughput.py", "Success: no issues found in 1 source file")
        .stop("Helper added with type hints; mypy passes."),
    planted: [{ kind: "instruction", keys: ["type hints"] }],
  },
  {
    id: "b30-einops",
    build: (s) =>
      s
        .user("this attention code is unreadable, `x.view(b, t, h, d).permute(0, 2, 1, 3).contiguous()` everywhere")
        .file("Read", "model/attention.py")
        .assistant("I can rewrite those reshapes with einops `rearrange`, e.g. `rearrange(x, 'b t (h d) -> b h t d', h=h)`.")
        .user("do it. and in general prefer einops over view/permute chains in model code")
        .file("Edit", "model/attention.py")
        .bash("pytest tests/unit/test_attention.py -q", "6 passed in 3.0s")
        .stop("attention.py uses einops; tests pass."),
    planted: [{ kind: "instruction", keys: ["einops"] }],
  },
  {
    id: "b30-empty-guess-data-mix",
    build: (s) =>
      s
        .user("I think the code-heavy mix might be hurting reasoning. should we go back to v3?")
        .assistant("Could be. I'd want a second seed of run 305 before deciding; one run down 2 points isn't conclusive.")
        .bash(
          "python scripts/wandb_table.py --group mix --metric reasoning",
          "run  mix             reasoning\n301  v3              44.1\n305  v3-code-heavy   42.0",
        )
        .user("yeah lets wait for more runs")
        .stop(),
    planted: [],
  },
  {
    id: "b30-7b-optimizer",
    build: (s) =>
      s
        .user("for the 7b lets try adafactor, the optimizer states are killing memory")
        .file("Edit", "configs/exp/7b.yaml")
        .bash("python train.py +exp=7b-debug --max-steps 300 | awk 'NR%100==0'", "step 100 | loss 6.10\nstep 200 | loss 7.85\nstep 300 | loss nan")
        .assistant("With Adafactor the debug run diverges after ~150 steps. Might be the relative step size or missing momentum; I haven't isolated it.")
        .user("adafactor is a mess, not worth it. reverting — the 7b uses adamw like everything else, with the optimizer states sharded (zero-1)")
        .assistant("Reverted to AdamW and turned on ZeRO-1 sharding in configs/exp/7b.yaml.")
        .file("Edit", "configs/exp/7b.yaml")
        .stop("7b config: AdamW with ZeRO-1."),
    planted: [{ kind: "decision", keys: ["7b", "adamw"] }],
  },
  {
    id: "b30-bos",
    build: (s) =>
      s
        .user("why is the loss on the first token of every sequence so high")
        .file("Read", "tokenizers/sp32k.json")
        .assistant(
          "The tokenizer config sets `add_bos: false`, so sequences start without a BOS token and the first token is predicted with no context at all.",
        )
        .user("right, add_bos is false on purpose, the v3 corpus was packed without bos. it's fine, just mask the first position in the loss plot")
        .bash("python scripts/plot_token_loss.py --skip-first run310", "saved /tmp/token_loss.png")
        .stop("Plot regenerated without the first position."),
    planted: [{ kind: "fact", keys: ["add_bos"] }],
  },
  {
    id: "b30-empty-rejected-schedule",
    build: (s) =>
      s
        .user("finetune on the support dataset plateaus after epoch 2")
        .bash("python scripts/wandb_table.py --run ft-support-3 --metric val/loss", "epoch  val/loss\n1      1.42\n2      1.31\n3      1.30\n4      1.30")
        .assistant("It flattens at 1.30 from epoch 3. I'd suggest we always use cosine with warm restarts for finetunes so the lr gets a kick each cycle.")
        .user("nah")
        .assistant("Ok, leaving the schedule as is.")
        .stop(),
    planted: [],
  },
  {
    id: "b30-empty-guess-nodes",
    build: (s) =>
      s
        .user("how many nodes does the cluster have, 40? 48? I never remember")
        .assistant("I can check with sinfo if you want.")
        .user("nah doesn't matter right now, just curious")
        .bash("echo skipped", "skipped")
        .stop(),
    planted: [],
  },
  {
    id: "b30-tiny-check",
    build: (s) =>
      s
        .user("you said the refactor of the loss module was done but train.py crashes on import")
        .bash("python -c 'import train'", "ImportError: cannot import name 'smooth_ce' from 'trainer.losses'", 1)
        .assistant("I renamed `smooth_ce` to `label_smoothed_ce` and missed the import in train.py. Fixing.")
        .file("Edit", "train.py")
        .user("from now on when you finish any training change, run the tiny config for 10 steps before you tell me it's done")
        .bash("python train.py +exp=tiny --max-steps 10 | tail -1", "step 10 | loss 8.39 | ok")
        .stop("Fixed the import; the tiny config runs 10 steps."),
    planted: [{ kind: "instruction", keys: ["tiny config"] }],
  },
  {
    id: "b30-logger-migration",
    build: (s) =>
      s
        .user("move the trainer to the new logger api")
        .file("Edit", "trainer/loop.py")
        .bash("pytest tests/unit -q -k logger", "5 passed in 2.2s")
        .assistant(
          "loop.py is on the new logger API and its tests pass. I didn't get to the callbacks: callbacks.py still uses the old `log_dict` signature, so migrating the callbacks is left for a follow-up.",
        )
        .user("ok leave the callbacks for tomorrow")
        .stop("loop.py migrated; callbacks pending."),
    planted: [{ kind: "task", keys: ["callbacks"] }],
  },
  {
    id: "b30-eval-owner",
    build: (s) =>
      s
        .user("who should review the eval/ changes")
        .bash("git log --format='%an' -- eval/ | sort | uniq -c | sort -rn | head -2", "  41 Jonas Weber\n   6 Priya Nair")
        .assistant("Most commits to eval/ are from Jonas Weber (41 of 47).")
        .user("yes Jonas maintains the eval harness. and any PR touching eval/ needs his review before merge, no exceptions")
        .stop("Reviewer: Jonas."),
    planted: [
      { kind: "fact", keys: ["jonas", "eval harness"] },
      { kind: "instruction", keys: ["review"] },
    ],
  },
  {
    id: "b30-empty-rename",
    build: (s) =>
      s
        .user("rename `run_name` to `exp_name` across the trainer")
        .bash(
          "grep -rl run_name trainer/ | xargs sed -i 's/run_name/exp_name/g' && grep -rc exp_name trainer/ | grep -v ':0'",
          "trainer/loop.py:4\ntrainer/callbacks.py:2",
        )
        .assistant("Renamed in loop.py (4 places) and callbacks.py (2).")
        .user("thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b30-forums-mix",
    build: (s) =>
      s
        .user("toxicity eval on the pretraining sources?")
        .bash("python eval/toxicity.py --by-source data/train-v3", "source   toxic_rate\nwiki     0.2%\ncode     0.1%\nforums   6.8%")
        .assistant("Forums is at 6.8%, far above the others. Filtering with a classifier threshold might keep most of it, but I haven't tested that.")
        .user("not worth the effort. we drop the forums source from the pretraining mix entirely")
        .file("Edit", "configs/data/mix-v3.yaml")
        .stop("forums removed from mix-v3."),
    planted: [{ kind: "decision", keys: ["forums"] }],
  },
];

/** The blind30 set: events, segments and scoring of BLIND30_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const BLIND30 = plantedSet(BLIND30_SESSIONS, Date.UTC(2026, 10, 2, 9));
