/**
 * The thirty-sixth tuning planted set for the offline long-term-memory extractor.
 * Training set for the sentence classifier (written without reading the extractor).
 *
 * Style: machine-learning engineering sessions (PyTorch and JAX training runs, GPU clusters and
 * Slurm, experiment tracking, eval harnesses, datasets and tokenizers) with the assistant in Grok
 * CLI voice (short "I'll check … first" openers, plain summaries of what changed). Numbers are
 * everywhere — learning rates, batch sizes, GPU memory, token counts, step numbers — in the
 * planted facts and decisions and in the hard negatives quoted from training logs, stack traces
 * and tool output (with words like "always", "never", "TODO"). Items are stated by the user,
 * proposed by the assistant and accepted, said in passing, and superseded later in the session
 * (only the later decision is planted). Each session is one segment; the items planted in it are
 * listed with it. Every other message must give nothing: questions, hypotheses, proposals not
 * taken, withdrawn ideas, unconfirmed guesses, quoted logs and code, chit-chat, and requests the
 * agent completes in the same session.
 *
 * Matching rule (the one test/node/planted-blind.ts states):
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

const START = Date.UTC(2026, 11, 1, 7);

export const TUNING36_SESSIONS: BlindSession[] = [
  {
    // A sweep read, the winner locked in; where runs are tracked, said in passing.
    id: "t36-lr-sweep",
    build: (s) =>
      s
        .user("sweep 7b-lr is done, which lr won?")
        .bash(
          "wandb sweep --summary acme/llm-pretrain/7b-lr",
          "run        lr      val_loss@20k  status\nbrisk-12   1e-4    2.389         finished\nquiet-7    3e-4    2.311         finished\nlucky-3    1e-3    nan           crashed (loss=nan at step 6410)",
        )
        .assistant("3e-4 wins: val loss 2.311 at 20k steps versus 2.389 for 1e-4. The 1e-3 run diverged at step 6,410.")
        .user(
          "ok lock it in: peak lr 3e-4 with cosine decay down to 10% for the full 7B run. and fyi all our runs live in the W&B project acme/llm-pretrain, the sweep was there already so you found it",
        )
        .file("Edit", "configs/7b/base.yaml")
        .bash("python -m train.check_config configs/7b/base.yaml", "ok: lr=3.0e-04 schedule=cosine min_lr_ratio=0.1 warmup=2000 total_steps=250000")
        .stop("Set `lr: 3.0e-4`, `schedule: cosine`, `min_lr_ratio: 0.1` in `configs/7b/base.yaml`; the config check passes."),
    planted: [
      { kind: "decision", keys: ["3e-4"] },
      { kind: "fact", keys: ["llm-pretrain"] },
    ],
  },
  {
    // An OOM: a guess that fails, the GPU size confirmed, a fix in session and a decision.
    id: "t36-oom-7b",
    build: (s) =>
      s
        .user("7b job died again at step 0. micro-batch 16, seq 4096")
        .bash(
          "tail -3 logs/slurm-88121.out",
          "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.50 GiB. GPU 0 has a total capacity of 39.39 GiB of which 1.12 GiB is free.\nOf the allocated memory 35.80 GiB is allocated by PyTorch, and 1.91 GiB is reserved but unallocated.",
        )
        .assistant(
          "Total capacity 39.39 GiB — these are 40GB cards. It might be fragmentation; I'll try `PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True` first.",
        )
        .bash(
          "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True python train.py --dry-steps 2 2>&1 | tail -1",
          "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.50 GiB.",
        )
        .user("yeah the A100 nodes here are the 40GB ones, not 80GB, everyone forgets. just halve the micro-batch and double grad accum")
        .file("Edit", "configs/7b/base.yaml")
        .bash("python train.py --dry-steps 20 2>&1 | tail -1", "step 20 | loss 10.412 | mem 31.7 GiB | 2,870 tok/s/gpu")
        .assistant(
          "Micro-batch 8 with 8 accumulation steps keeps the global batch at 512 and peaks at 31.7 GiB. The attention kernels are the eager ones; flash-attention 2 would cut activation memory further.",
        )
        .user("good point, we'll use flash-attention 2 for all the llama-style configs from now on")
        .file("Edit", "models/llama.py")
        .stop(),
    planted: [
      { kind: "fact", keys: ["40gb"] },
      { kind: "decision", keys: ["flash"] },
    ],
  },
  {
    // fp16 loss-scale trouble in the log; bf16 decided; an alert left for later.
    id: "t36-bf16",
    build: (s) =>
      s
        .user("the 1.3b run keeps skipping steps, look at this")
        .bash(
          "grep -c 'Gradient overflow' logs/run-1p3b.log && grep -m2 'Gradient overflow' logs/run-1p3b.log",
          "412\n[rank0] Gradient overflow. Skipping step, loss scaler 0 reducing loss scale to 32768.0\n[rank0] Gradient overflow. Skipping step, loss scaler 0 reducing loss scale to 0.0001",
        )
        .assistant("412 skipped steps, and the loss scale collapsed to 1e-4. Raising `initial_scale_power` could help, or the loss-scale window.")
        .user("no more loss scale tuning. we're switching to bf16 mixed precision, the A100s support it and I'm done babysitting fp16")
        .file("Edit", "configs/1p3b.yaml")
        .bash("python train.py --config configs/1p3b.yaml --dry-steps 50 2>&1 | tail -1", "step 50 | loss 8.903 | skipped 0 | dtype bfloat16")
        .user("and at some point we need an alert that pings us when loss goes nan instead of finding out the next morning. not today")
        .stop("The 1.3B config now uses bf16 autocast without a loss scaler; 50 dry steps, none skipped."),
    planted: [
      { kind: "decision", keys: ["bf16"] },
      { kind: "task", keys: ["alert"] },
    ],
  },
  {
    // The assistant compares sharding libraries with numbers; the user picks; a rule for run configs.
    id: "t36-fsdp",
    build: (s) =>
      s
        .user("fsdp or deepspeed zero-3 for the 7b? give me numbers not vibes")
        .bash(
          "python bench/shard_bench.py --model 7b --nodes 2",
          "backend        mfu     tok/s/gpu  peak_mem\nfsdp(full)     38.4%   2,910      33.1 GiB\nzero3          41.0%   3,105      30.8 GiB",
        )
        .assistant(
          "On 2 nodes ZeRO-3 is ahead: 41.0% MFU vs 38.4%, 3,105 vs 2,910 tokens/s per GPU. FSDP is in PyTorch itself, so no extra dependency and no separate config format.",
        )
        .user(
          "6% isn't worth another dependency and its json configs. FSDP it is. also from now on log the git sha and the config hash into every run's config, always — I couldn't reproduce last week's run because nobody knew which commit it was",
        )
        .file("Edit", "train/launch.py")
        .bash("python train.py --dry-steps 1 2>&1 | grep -E 'git_sha|config_hash'", "git_sha=4be91c0 config_hash=9f31a2d7")
        .stop("FSDP (full shard) is the default in `train/launch.py`; every run now records `git_sha` and `config_hash`."),
    planted: [
      { kind: "decision", keys: ["fsdp"] },
      { kind: "instruction", keys: ["git sha"] },
    ],
  },
  {
    // A tracking choice superseded in the session; migration of old runs left open.
    id: "t36-tracking",
    build: (s) =>
      s
        .user("let's just keep using MLflow for experiment tracking for now, can you fix the logger so it stops timing out")
        .bash("curl -s -o /dev/null -w '%{http_code} %{time_total}\\n' http://mlflow.internal:5000/health", "200 9.812")
        .assistant(
          "The MLflow server answers in 9.8 s; it runs on a single t3.small with the 180 GB artifact store on its EBS volume. Resizing it would fix the timeouts.",
        )
        .user(
          "9.8 seconds, lol. no, scratch that, we're moving experiment tracking to W&B — the team plan is already paid for and nobody wants to run that box",
        )
        .file("Edit", "train/tracking.py")
        .bash("WANDB_MODE=offline python train.py --dry-steps 5 2>&1 | tail -1", "wandb: Run data is saved locally in ./wandb/offline-run-20261202_091512-x1y2")
        .user("migrating the ~600 old MLflow runs into W&B can wait, put it on the backlog")
        .stop("Tracking goes through W&B now (`train/tracking.py`); offline dry run OK."),
    planted: [
      { kind: "decision", keys: ["w&b"] },
      { kind: "task", keys: ["mlflow"] },
    ],
  },
  {
    // Reading a loss curve: explanations and guesses. Plants nothing.
    id: "t36-empty-loss-curve",
    build: (s) =>
      s
        .user("is this loss curve normal? it plateaus around 2.6 from step 30k to 45k then drops again")
        .bash(
          "python tools/plot_loss.py --run quiet-7 --ascii --from 25000 --to 50000",
          "2.71 |*\n2.62 | ******\n2.60 |       ********\n2.48 |               ****\n     25k       40k       50k",
        )
        .assistant(
          "Plateaus followed by a drop are common when the schedule's learning rate is still high; it could also be the data mix changing at a shard boundary. I can't tell which without the per-source losses.",
        )
        .user("do we log per-source loss?")
        .assistant("Not in this run; `log_per_source` is false in its config.")
        .user("ok whatever, it's dropping now"),
    planted: [],
  },
  {
    // Slurm: a standing rule and a fact about a partition.
    id: "t36-login-node",
    build: (s) =>
      s
        .user("start the tokenization job for the new crawl, 64 procs")
        .bash(
          "hostname && sinfo -s",
          "login-02\nPARTITION  AVAIL  TIMELIMIT   NODES(A/I/O/T)\ngpu*       up     1-00:00:00  28/4/0/32\ngpu-long   up     3-00:00:00  6/2/0/8\ncpu        up     12:00:00    10/54/0/64",
        )
        .assistant("We're on `login-02`. I'll submit it to the `cpu` partition with `sbatch` rather than run it here.")
        .user(
          "correct. never run anything heavy on the login node, the admins kill it and email the whole group. and for the record gpu-long has a 72h wall limit, gpu is 24h, in case you need it for the 7b",
        )
        .file("Write", "jobs/tokenize_crawl.sbatch")
        .bash("sbatch jobs/tokenize_crawl.sbatch", "Submitted batch job 88307")
        .stop("Submitted job 88307 (cpu partition, 64 tasks)."),
    planted: [
      { kind: "instruction", keys: ["login node"] },
      { kind: "fact", keys: ["gpu-long"] },
    ],
  },
  {
    // Non-determinism traced to seeds; two reporting rules.
    id: "t36-seeds",
    build: (s) =>
      s
        .user("same config, two runs, eval accuracy 61.2 vs 63.9. how")
        .bash(
          "grep -rn 'seed' configs/cls/ train/data.py | head -4",
          "train/data.py:41:    g = torch.Generator()  # TODO: seed this\nconfigs/cls/base.yaml:3:# seed: 42",
        )
        .assistant("The seed is commented out in the config and the data generator is never seeded, so the shuffle and the head init differ per run.")
        .user(
          "ugh. rules from now on: set `seed: 1234` explicitly in every config, no commented-out seeds. and any eval number we put in a report gets a 95% CI over 3 seeds, a single run proves nothing",
        )
        .file("Edit", "configs/cls/base.yaml")
        .file("Edit", "train/data.py")
        .bash("for i in 1 2; do python train.py -c configs/cls/base.yaml --eval-only | tail -1; done", "eval acc 62.41\neval acc 62.41")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["seed"] },
      { kind: "instruction", keys: ["3 seeds"] },
    ],
  },
  {
    // Port-forwarding TensorBoard; done in session. Plants nothing.
    id: "t36-empty-tensorboard",
    build: (s) =>
      s
        .user("get me tensorboard for run 88121 on my laptop")
        .bash("ssh -N -f -L 6006:gpu-a17:6006 login-02 && curl -s -o /dev/null -w '%{http_code}' localhost:6006", "200")
        .assistant("TensorBoard is forwarded to localhost:6006 (from gpu-a17).")
        .user("thanks, works"),
    planted: [],
  },
  {
    // Shared storage: a read-only rule and a fact about local disks.
    id: "t36-frozen-data",
    build: (s) =>
      s
        .user("the filter script wants to write a .done marker next to the input shards. fine?")
        .bash(
          "ls -ld /datasets/frozen/webmix-v3 && df -h /scratch | tail -1",
          "dr-xr-xr-x 2 data data 4096 Oct 30 11:02 /datasets/frozen/webmix-v3\n/dev/nvme0n1  1.8T  210G  1.6T  12% /scratch",
        )
        .assistant("The directory is read-only (`dr-xr-xr-x`), so the marker write would fail. Should it go elsewhere?")
        .user(
          "/datasets/frozen stays read-only for everyone, never write into it. for this job put the markers under /scratch — each node has ~2TB of local NVMe there, wiped on reboot",
        )
        .file("Edit", "data/filter.py")
        .bash(
          "python data/filter.py --in /datasets/frozen/webmix-v3 --work /scratch/$USER/filter --limit 2",
          "processed 2 shards -> /scratch/dev/filter (markers in /scratch/dev/filter/.done)",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["frozen"] },
      { kind: "fact", keys: ["scratch"] },
    ],
  },
  {
    // Deduplication: a method chosen and the resulting corpus size confirmed.
    id: "t36-dedup",
    build: (s) =>
      s
        .user("near-dup removal for webmix v4. exact hashing misses too much")
        .assistant("I'll check the duplicate rate first. Options: MinHash LSH on 5-gram shingles, or SimHash, which is cheaper but weaker on short docs.")
        .bash("python data/dup_stats.py --sample 100000", "exact dups: 3.1%\nminhash(j>=0.8) dups: 11.7%\nsimhash(hamming<=3) dups: 7.9%")
        .user("we'll use MinHash LSH with Jaccard threshold 0.8, 5-gram shingles, 128 permutations. run it on everything")
        .bash(
          "sbatch jobs/dedup_minhash.sbatch && sleep 1 && tail -2 logs/dedup.log",
          "Submitted batch job 88410\n[dedup] tokens before 1.36T, after 1.21T (-11.0%)",
        )
        .user("good. so after dedup webmix v4 is 1.2T tokens, that's the number for the data card")
        .stop("Dedup finished: 1.36T → 1.21T tokens."),
    planted: [
      { kind: "decision", keys: ["minhash"] },
      { kind: "fact", keys: ["1.2t"] },
    ],
  },
  {
    // A dataset download from the hub; warnings in the output. Plants nothing.
    id: "t36-empty-hf-download",
    build: (s) =>
      s
        .user("pull down the gsm8k test split to /scratch")
        .bash(
          "huggingface-cli download openai/gsm8k --repo-type dataset --include 'main/test-*' --local-dir /scratch/dev/gsm8k",
          "UserWarning: `local_dir_use_symlinks` parameter is deprecated and will be ignored. Files are always downloaded.\nFetching 1 files: 100%|██████████| 1/1 [00:01<00:00]\n/scratch/dev/gsm8k",
        )
        .assistant("Downloaded `main/test-00000-of-00001.parquet` (1,319 rows) to /scratch/dev/gsm8k.")
        .user("👍"),
    planted: [],
  },
  {
    // A hang at init: guesses, then a confirmed cause; profiling left for later.
    id: "t36-nccl",
    build: (s) =>
      s
        .user("4-node job hangs at init_process_group, no error, just sits there for 30 min")
        .assistant("I'll check the NCCL debug output first. Could be a firewall between nodes, or the wrong network interface.")
        .bash(
          "NCCL_DEBUG=INFO srun -N4 --gpus-per-node=8 python -c 'import torch.distributed as d; d.init_process_group(\"nccl\")' 2>&1 | grep -m3 WARN",
          "gpu-a03:1181:1181 [0] NCCL WARN NET/IB : No device found.\ngpu-a03:1181:1181 [0] NCCL WARN NET/IB : retrying, never giving up on ib0\ngpu-a07:2210:2210 [0] NCCL WARN Call to ibv_open_device failed",
        )
        .bash("NCCL_IB_DISABLE=1 srun -N4 --gpus-per-node=8 python scripts/allreduce_test.py", "allreduce 1GiB: 11.8 GB/s busbw (32 ranks)")
        .user(
          "ok so that's confirmed: the old gpu-a* nodes need NCCL_IB_DISABLE=1, their IB cards have been dead since the move. 11.8 GB/s is bad though, someone should profile the all-reduce on 4 nodes properly, later",
        )
        .stop("With `NCCL_IB_DISABLE=1` the 32-rank init completes; all-reduce bus bandwidth is 11.8 GB/s over TCP."),
    planted: [
      { kind: "fact", keys: ["nccl_ib_disable"] },
      { kind: "task", keys: ["all-reduce"] },
    ],
  },
  {
    // An eval harness pinned, a standing rule on smoke evals, and a doc task.
    id: "t36-eval-harness",
    build: (s) =>
      s
        .user("our hellaswag number (71.8) doesn't match the paper's setup at all. what's going on")
        .bash(
          "pip show lm_eval | head -2 && git -C third_party/lm-eval log -1 --oneline",
          "Name: lm_eval\nVersion: 0.4.5.dev0\nf3e11aa Merge branch 'main' into fix-hellaswag-prompt",
        )
        .assistant(
          "We're on an unreleased dev build of lm-eval-harness from a branch that changes the HellaSwag prompt. 0.4.2 is the last release with the standard prompt.",
        )
        .user(
          "then: pin lm-eval-harness at 0.4.2 and that's the version for every benchmark number we publish. and always run the smoke eval (limit=100) before launching a full eval, I burned 6 GPU-hours on a typo yesterday",
        )
        .file("Edit", "requirements/eval.txt")
        .bash(
          "python -m lm_eval --model hf --model_args pretrained=ckpt/7b-step40k --tasks hellaswag --limit 100 | tail -1",
          "|hellaswag|  1|none|  0|acc_norm|0.7400|±  |0.0441|",
        )
        .user("the eval harness README is wrong about all of this btw, rewrite it sometime")
        .stop("Pinned `lm_eval==0.4.2`; the 100-example smoke run gives acc_norm 0.74."),
    planted: [
      { kind: "decision", keys: ["0.4.2"] },
      { kind: "instruction", keys: ["smoke"] },
      { kind: "task", keys: ["readme"] },
    ],
  },
  {
    // Contamination found and confirmed; the cleanup left open.
    id: "t36-mmlu-leak",
    build: (s) =>
      s
        .user("7b scores 68 on mmlu which is suspiciously high for 40k steps. check contamination")
        .bash(
          "python data/contamination.py --bench mmlu --split test --ngram 13 --index /scratch/dev/webmix-v4.idx",
          "checked 14042 test questions\noverlap>=1 13-gram: 312 (2.2%)\nexample: 'Which of the following is always true of a monopolist' -> shard 0412",
        )
        .assistant("312 of the 14,042 MMLU test questions share a 13-gram with the training mix, mostly from one quiz site in shard 0412.")
        .user("confirmed then, 312 MMLU test questions are in the train mix. we need to decontaminate the train set before the next run starts, not now though")
        .bash("python data/contamination.py --bench mmlu --export leaked_ids.json", "wrote 312 ids to leaked_ids.json")
        .stop(),
    planted: [
      { kind: "fact", keys: ["mmlu"] },
      { kind: "task", keys: ["decontaminate"] },
    ],
  },
  {
    // A JAX shape error debugged and fixed; a TODO in the code. Plants nothing.
    id: "t36-empty-jax-shapes",
    build: (s) =>
      s
        .user("TypeError: dot_general requires contracting dimensions to have the same shape, got (1024,) and (768,). wtf")
        .file("Read", "model/attn.py")
        .assistant(
          "`proj_out` is initialized with `d_model=768` from the old config while the checkpoint is 1024 wide. The line above carries `# TODO: never hardcode widths`, which is what happened.",
        )
        .file("Edit", "model/attn.py")
        .bash("python -m pytest tests/test_attn.py -q", "....                                                     [100%]\n4 passed in 6.21s")
        .assistant("Fixed: the width comes from the config now. 4 tests pass.")
        .user("nice"),
    planted: [],
  },
  {
    // A tokenizer proposal rejected; a fact about special ids; a test for later.
    id: "t36-tokenizer",
    build: (s) =>
      s
        .user("code completions look bad, lots of whitespace tokens")
        .bash("python tools/tok_stats.py --sample code.jsonl", "vocab 32000 | avg tokens/char 0.41 | top token: '▁' (9.8%) | bos_id=1 eos_id=2 pad_label=-100")
        .assistant(
          "32k vocab, 0.41 tokens per character on code, and 9.8% of tokens are single spaces. A 64k vocab trained with code in the mix would compress code roughly 20% better.",
        )
        .user(
          "no, we keep the 32k sentencepiece vocab. retraining means re-tokenizing 1.2T tokens and invalidating every checkpoint. for reference: BOS is id 1, EOS is 2, and padded labels are -100 — the collator relies on that",
        )
        .user("someday add a roundtrip test for the tokenizer (encode→decode on the 10k sample), we have none. not now")
        .stop("No tokenizer change; the vocab stays at 32k."),
    planted: [
      { kind: "decision", keys: ["32k"] },
      { kind: "fact", keys: ["bos"] },
      { kind: "task", keys: ["roundtrip"] },
    ],
  },
  {
    // A shard format chosen; who maintains the pipeline.
    id: "t36-webdataset",
    build: (s) =>
      s
        .user("the jsonl.gz shards kill the dataloader, 2 workers per GPU at 100% just decompressing")
        .bash("py-spy top --pid $(pgrep -f dataloader | head -1) --duration 5 | head -3", "  %Own   Function\n  71.2%  gzip.read\n  12.4%  json.loads")
        .assistant(
          "71% of the worker time goes to gzip. Uncompressed tar shards streamed with webdataset, or Arrow/Parquet with memory mapping, would both remove that.",
        )
        .user("we'll store training shards as webdataset tars, about 1GB each. Ravi maintains the data pipeline, he knows the shard layout best")
        .bash("python tools/shard_size.py --target 1GB --tokens 1.21T", "estimated shards: 4,870 of ~1.00 GB")
        .stop(),
    planted: [
      { kind: "decision", keys: ["webdataset"] },
      { kind: "fact", keys: ["ravi"] },
    ],
  },
  {
    // A warmup setting superseded after early spikes.
    id: "t36-warmup",
    build: (s) =>
      s
        .user("launch the 1.3b ablation with warmup 500 steps, rest as base")
        .bash(
          "sbatch jobs/1p3b_ablation.sbatch && sleep 1 && tail -3 logs/1p3b-abl.log",
          "Submitted batch job 88502\nstep 300 | loss 7.91 | grad_norm 4.2\nstep 420 | loss 9.84 | grad_norm 38.7",
        )
        .assistant("Loss jumped from 7.91 to 9.84 by step 420 with grad norm 38.7, right as the learning rate approaches its peak.")
        .user("cancel it. warmup 2000 steps instead, 500 is too aggressive at global batch 1024")
        .bash(
          "scancel 88502 && sed -i 's/warmup_steps: 500/warmup_steps: 2000/' configs/1p3b.yaml && sbatch jobs/1p3b_ablation.sbatch",
          "Submitted batch job 88509",
        )
        .bash("sleep 1 && tail -1 logs/1p3b-abl.log", "step 600 | loss 7.44 | grad_norm 1.9")
        .stop("Relaunched as job 88509 with 2,000 warmup steps; step 600 loss 7.44, grad norm 1.9."),
    planted: [{ kind: "decision", keys: ["warmup", "2000"] }],
  },
  {
    // A look at GPU utilization; nothing decided. Plants nothing.
    id: "t36-empty-gpu-util",
    build: (s) =>
      s
        .user("why is GPU util only 60% on node a12?")
        .bash(
          "ssh gpu-a12 nvidia-smi --query-gpu=index,utilization.gpu,memory.used --format=csv,noheader",
          "0, 61 %, 30211 MiB\n1, 58 %, 30180 MiB\n2, 63 %, 30190 MiB",
        )
        .assistant(
          "Perhaps the dataloader can't keep up, or the all-reduce stalls the step; nvidia-smi alone can't tell them apart. A torch profiler trace of 20 steps would.",
        )
        .user("is the profiler trace expensive?")
        .assistant("A few seconds of overhead and a ~200 MB trace file for 20 steps.")
        .user("meh, skip it for today"),
    planted: [],
  },
  {
    // Checkpointing: cadence decided, a bucket's retention, and a missing test.
    id: "t36-checkpointing",
    build: (s) =>
      s
        .user("how often does the 7b checkpoint right now?")
        .bash(
          "grep -n 'save_every\\|keep_last' configs/7b/base.yaml; aws s3api get-bucket-lifecycle-configuration --bucket acme-ckpt | grep -A1 Expiration",
          '17:save_every: 250\n18:keep_last: 0\n    "Expiration": {\n        "Days": 30',
        )
        .assistant("Every 250 steps and nothing is ever pruned: each 7B checkpoint is 81 GB with optimizer state, so that's ~32 TB per 100k steps.")
        .user(
          "way too much. checkpoint every 1000 steps and keep the last 3 locally. and note the acme-ckpt bucket has that 30-day expiration rule, objects older than a month just vanish",
        )
        .file("Edit", "configs/7b/base.yaml")
        .bash("python -m train.check_config configs/7b/base.yaml", "ok: save_every=1000 keep_last=3")
        .user("we also still don't have a test that resume-from-checkpoint gives the same loss as uninterrupted training. that one's open")
        .stop(),
    planted: [
      { kind: "decision", keys: ["1000 steps"] },
      { kind: "fact", keys: ["acme-ckpt"] },
      { kind: "task", keys: ["resume"] },
    ],
  },
  {
    // A version pin explained, an upgrade left for later.
    id: "t36-torch-pin",
    build: (s) =>
      s
        .user("can we bump torch? 2.5 has the new flex attention")
        .bash(
          "pip install 'torch==2.4.1' --dry-run 2>&1 | tail -1 && python setup_kernels.py build 2>&1 | tail -1",
          'Would install torch-2.4.1\nerror: fused_rmsnorm.cu(88): identifier "at::native::_foreach_norm" is undefined',
        )
        .assistant("The fused RMSNorm kernel doesn't build against 2.4: it uses an internal ATen symbol that moved.")
        .user("right, torch 2.3 is pinned because of exactly that kernel. upgrade to 2.4 once someone ports the kernel to the public API, put it on the list")
        .bash("pip show torch | grep Version", "Version: 2.3.1")
        .stop("Left torch at 2.3.1."),
    planted: [
      { kind: "fact", keys: ["torch 2.3"] },
      { kind: "task", keys: ["2.4"] },
    ],
  },
  {
    // Two configs diffed on request. Plants nothing.
    id: "t36-empty-config-diff",
    build: (s) =>
      s
        .user("diff the 1.3b and 7b configs, only the fields that differ")
        .bash(
          "python tools/cfgdiff.py configs/1p3b.yaml configs/7b/base.yaml",
          "d_model: 2048 -> 4096\nn_layers: 24 -> 32\nlr: 6.0e-4 -> 3.0e-4\nmicro_batch: 16 -> 8\ngrad_accum: 4 -> 8",
        )
        .assistant("Five fields differ: width, depth, learning rate, micro-batch and grad accumulation. Global batch is 512 in both.")
        .user("ok that's what I expected"),
    planted: [],
  },
  {
    // GPU limits: a standing rule and the quota behind it.
    id: "t36-gpu-cap",
    build: (s) =>
      s
        .user("launch the 3 data-mix ablations")
        .bash(
          "grep -h 'nodes\\|gpus' jobs/abl_*.sbatch",
          "#SBATCH --nodes=2\n#SBATCH --gpus-per-node=8\n#SBATCH --nodes=2\n#SBATCH --gpus-per-node=8\n#SBATCH --nodes=2\n#SBATCH --gpus-per-node=8",
        )
        .assistant("Each ablation asks for 2 nodes × 8 GPUs, 48 GPUs together. Should I submit all three?")
        .user(
          "hold on. don't launch anything over 8 GPUs without asking me first, ablations included. our team quota is 64 GPUs in total and the 7b already holds 32. make them 1 node each",
        )
        .bash(
          "sed -i 's/--nodes=2/--nodes=1/' jobs/abl_*.sbatch && for f in jobs/abl_*.sbatch; do sbatch $f; done",
          "Submitted batch job 88611\nSubmitted batch job 88612\nSubmitted batch job 88613",
        )
        .stop("Submitted 3 ablations at 8 GPUs each (jobs 88611–88613)."),
    planted: [
      { kind: "instruction", keys: ["8 gpus"] },
      { kind: "fact", keys: ["quota"] },
    ],
  },
  {
    // JAX on TPU: an optimizer setting, a fact about the slice, a port for later.
    id: "t36-jax-optax",
    build: (s) =>
      s
        .user("port the optimizer setup to the jax trainer")
        .file("Read", "jax_train/optim.py")
        .assistant("I'll mirror the PyTorch AdamW: betas (0.9, 0.95), eps 1e-8. The torch side uses weight decay 0.1 on matrices only.")
        .user("yes, optax.adamw with weight decay 0.1 masked to the 2-d params, b2=0.95. same as torch")
        .file("Edit", "jax_train/optim.py")
        .bash(
          "python -m jax_train.main --steps 10 --tpu v4-32 2>&1 | tail -2",
          "W1202 10:41:03 xla_bridge.py:889] TPU slice v4-32 is preemptible; checkpointing is always recommended\nstep 10 | loss 10.37 | 0.84 s/step",
        )
        .user(
          "yep the v4-32 slice is preemptible, we get kicked maybe twice a day. the data loader is still the torch one wrapped — porting it to grain is a later thing",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["weight decay"] },
      { kind: "fact", keys: ["v4-32"] },
      { kind: "task", keys: ["grain"] },
    ],
  },
  {
    // A metric's unit test fixed. Plants nothing.
    id: "t36-empty-unit-test",
    build: (s) =>
      s
        .user("test_perplexity fails after my refactor")
        .bash("python -m pytest tests/test_metrics.py -q -k perplexity", "E   assert 7.389056 == 2.0\nFAILED tests/test_metrics.py::test_perplexity")
        .assistant(
          "The refactor returns `exp(loss)` where the test passes an already-exponentiated value; the helper now takes the mean NLL, so the test should pass `log(2)`.",
        )
        .file("Edit", "tests/test_metrics.py")
        .bash("python -m pytest tests/test_metrics.py -q", "9 passed in 0.31s")
        .user("ty"),
    planted: [],
  },
  {
    // Repo hygiene: two preferences.
    id: "t36-notebooks",
    build: (s) =>
      s
        .user("git status is full of .ipynb junk again")
        .bash("git status --short | grep -c ipynb", "14")
        .assistant("14 notebooks, 9 of them untracked and 5 committed under `analysis/`. Remove the tracked ones and add a `.gitignore` rule?")
        .user(
          "yes. notebooks stay out of the repo, full stop, they live in the team drive. and while you're in analysis/: I prefer einops.rearrange over chains of view/permute/transpose, the attention probe code is unreadable",
        )
        .bash(
          "git rm -q --cached analysis/*.ipynb && echo '*.ipynb' >> .gitignore && git status --short | head -3",
          "D  analysis/attn_probe.ipynb\nD  analysis/loss_by_len.ipynb\nM  .gitignore",
        )
        .file("Edit", "analysis/attn_probe.py")
        .stop("Untracked the 5 notebooks, ignored `*.ipynb`, and rewrote the probe's reshapes with `einops.rearrange`."),
    planted: [
      { kind: "instruction", keys: ["notebooks"] },
      { kind: "instruction", keys: ["einops"] },
    ],
  },
  {
    // Container images: a pinning rule; a rebuild for later; a driver warning as noise.
    id: "t36-cuda-docker",
    build: (s) =>
      s
        .user("the training image broke overnight, nothing changed on our side")
        .bash(
          "docker build -t train:dev . 2>&1 | grep -m2 -iE 'from|warning'",
          "Step 1/14 : FROM nvcr.io/nvidia/pytorch:latest\nWARNING: The NVIDIA Driver was not detected. GPU functionality will not be available.",
        )
        .assistant("The base image is `pytorch:latest`, which moved to CUDA 12.6 last night; the cluster driver (535) supports up to 12.2.")
        .user(
          "always pin the CUDA version in the Dockerfile base image, never latest. use the 24.01 tag, that's CUDA 12.3... no wait, 12.3 needs 545. 23.08, CUDA 12.2",
        )
        .file("Edit", "Dockerfile")
        .bash(
          "docker build -t train:dev . | tail -1 && docker run --rm --gpus 1 train:dev python -c 'import torch; print(torch.version.cuda)'",
          "Successfully tagged train:dev\n12.2",
        )
        .user("once infra upgrades the driver we should rebuild on CUDA 12.4, later")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["cuda"] },
      { kind: "task", keys: ["12.4"] },
    ],
  },
  {
    // How to compute MFU, explained with numbers. Plants nothing.
    id: "t36-empty-mfu",
    build: (s) =>
      s
        .user("how do you get 38% MFU from 2,910 tok/s? show the math")
        .bash("python -c 'print(6*6.7e9*2910/312e12)'", "0.37490384615384615")
        .assistant(
          "MFU ≈ 6 × params × tokens/s ÷ peak FLOPs: 6 × 6.7e9 × 2,910 ÷ 312e12 (A100 bf16 peak) ≈ 0.375. The 38.4% in the benchmark also counts attention FLOPs, which the 6N rule leaves out.",
        )
        .user("got it, thanks"),
    planted: [],
  },
  {
    // A global batch superseded; a throughput baseline measured and confirmed.
    id: "t36-batch",
    build: (s) =>
      s
        .user("set global batch to 512 sequences for the 7b restart")
        .file("Edit", "configs/7b/base.yaml")
        .bash("python train.py --dry-steps 30 2>&1 | tail -1", "step 30 | global_batch 512 | 3,096 tok/s/gpu | mem 31.9 GiB")
        .assistant("3,096 tokens/s per GPU at global batch 512 on 32 GPUs.")
        .user("we got the extra 32 GPUs after all. bump global batch to 1024 sequences on 64 GPUs, same micro-batch")
        .file("Edit", "configs/7b/base.yaml")
        .bash("python train.py --dry-steps 30 --nodes 8 2>&1 | tail -1", "step 30 | global_batch 1024 | 3,104 tok/s/gpu | mem 31.9 GiB")
        .user("~3,100 tokens/s per GPU on the 7B is our throughput baseline then, anything below that is a regression")
        .stop(),
    planted: [
      { kind: "decision", keys: ["1024"] },
      { kind: "fact", keys: ["tokens/s"] },
    ],
  },
  {
    // Cost: spot instances for evals.
    id: "t36-spot-eval",
    build: (s) =>
      s
        .user("eval jobs cost us $4k last month on on-demand p4d. options?")
        .bash(
          "aws ec2 describe-spot-price-history --instance-types p4d.24xlarge --product-descriptions Linux/UNIX --max-items 2 --query 'SpotPriceHistory[].SpotPrice'",
          '[\n    "11.5730",\n    "11.9012"\n]',
        )
        .assistant(
          "Spot p4d is about $11.6/h against $32.8/h on-demand. Evals are restartable per task, so an interruption costs minutes. Training checkpoints every 1000 steps, which is ~40 min of lost work per interruption.",
        )
        .user("eval jobs go on spot instances from now on. training stays on-demand, I'm not debugging preemption mid-run")
        .file("Edit", "infra/eval_queue.tf")
        .bash("terraform plan -no-color | tail -1", "Plan: 1 to add, 1 to change, 0 to destroy.")
        .stop(),
    planted: [{ kind: "decision", keys: ["spot"] }],
  },
  {
    // Generation speed in evals: a tool chosen; a model card for later.
    id: "t36-vllm",
    build: (s) =>
      s
        .user("humaneval gen takes 3 hours with hf generate. too slow")
        .bash(
          "python bench/gen_bench.py --model ckpt/7b-step120k --n 164 --backends hf,vllm",
          "backend  samples/s  wall\nhf       0.19       14m23s\nvllm     1.71       1m36s",
        )
        .assistant("vLLM is 9× faster on the 164 HumanEval prompts (1m36s vs 14m23s), with identical greedy outputs on 161 of 164.")
        .user("we'll use vLLM for all generation in evals then. and before the 7B release someone has to write the eval card, that's not today")
        .file("Edit", "evals/generate.py")
        .stop("Eval generation goes through vLLM (`evals/generate.py`)."),
    planted: [
      { kind: "decision", keys: ["vllm"] },
      { kind: "task", keys: ["eval card"] },
    ],
  },
  {
    // An optimizer idea floated and dropped. Plants nothing.
    id: "t36-empty-muon",
    build: (s) =>
      s
        .user("what if we tried the Muon optimizer on the 1.3b? saw a thread claiming 1.35x speedup")
        .bash("pip index versions muon-optimizer 2>/dev/null | head -1", "muon-optimizer (0.1.3)")
        .assistant("There's a 0.1.3 package. It would need its own lr sweep; the claimed 1.35× is on a 124M model, it may not hold at 1.3B.")
        .user("nah forget it, we don't have the GPUs for another sweep")
        .assistant("Okay, nothing changed."),
    planted: [],
  },
  {
    // Compute reallocation and an ablation rerun for later.
    id: "t36-13b-drop",
    build: (s) =>
      s
        .user("status of the 13b?")
        .bash(
          "squeue -u ml-team -o '%.8i %.20j %.6D %.10M'",
          "   JOBID                 NAME  NODES       TIME\n   88711         13b-webmix-4      4    2:11:40\n   88702          7b-webmix-8      8 3-02:18:44",
        )
        .assistant("The 13B is at step 2,100 after 2h11m on 4 nodes; loss 3.02. The 7B is at 3 days.")
        .user(
          "kill it. we're dropping the 13B run, all compute goes to the 7B until the data-mix ablations are done. and when the 7B finishes, rerun the data-mix ablation with 3 seeds each",
        )
        .bash("scancel 88711", "")
        .stop("Cancelled job 88711 (13B)."),
    planted: [
      { kind: "decision", keys: ["13b"] },
      { kind: "task", keys: ["ablation"] },
    ],
  },
  {
    // A loss spike: hypotheses, then a confirmed cause; more logging for later.
    id: "t36-loss-spike",
    build: (s) =>
      s
        .user("spike at step 41,200 on the 7b, loss 2.1 → 6.8, recovered by 41,900. what happened")
        .assistant("Could be an lr issue, a numerical blow-up in one layer, or a bad batch. I'll check which shard was being read.")
        .bash(
          "python tools/which_shard.py --run 7b-webmix-8 --step 41200 && python tools/shard_peek.py 0871 --top-dup",
          "step 41200 -> shard 0871 (offset 0.62)\ntop duplicate: 40,112 copies of 'Cookie policy — we always use cookies to ...'",
        )
        .user(
          "there it is. confirmed: the spike was shard 0871, it holds 40k copies of one cookie-banner page. we also don't log grad norm per layer, add that at some point so next time we see it coming",
        )
        .bash("python data/blocklist.py add 0871", "blocklisted shard 0871 (webmix-v4)")
        .stop("Blocklisted shard 0871."),
    planted: [
      { kind: "fact", keys: ["shard"] },
      { kind: "task", keys: ["grad norm"] },
    ],
  },
  {
    // Naming and announcing runs: two conventions.
    id: "t36-run-naming",
    build: (s) =>
      s
        .user("what's run 'test-final-v2-REAL'? it's been on 16 GPUs for 2 days")
        .bash(
          "wandb runs acme/llm-pretrain --filter name=test-final-v2-REAL --fields user,config.model,created",
          "user=jo  model=1p3b  created=2026-12-10T08:12",
        )
        .assistant("It's Jo's 1.3B run from the 10th, 41k steps so far.")
        .user(
          "we need conventions. run naming is {model}-{dataset}-{yyyymmdd}, like 1p3b-webmix4-20261210. and anyone starting something longer than 24h posts it in #ml-runs first",
        )
        .bash("wandb runs rename acme/llm-pretrain/test-final-v2-REAL 1p3b-webmix4-20261210", "renamed")
        .stop("Renamed Jo's run to `1p3b-webmix4-20261210`."),
    planted: [
      { kind: "instruction", keys: ["naming"] },
      { kind: "instruction", keys: ["#ml-runs"] },
    ],
  },
  {
    // Queue position; nothing to remember. Plants nothing.
    id: "t36-empty-queue",
    build: (s) =>
      s
        .user("when will my job 88830 start?")
        .bash("squeue -j 88830 --start -h -o '%S %r'", "2026-12-12T02:40:00 Priority")
        .assistant("Slurm estimates 02:40 tonight; it's waiting on priority, not resources.")
        .user("ugh ok, night shift for the GPUs"),
    planted: [],
  },
  {
    // A new cluster's hardware, and an FP8 benchmark for later.
    id: "t36-h100-cluster",
    build: (s) =>
      s
        .user("we got access to the new cluster, check what's there")
        .bash(
          "srun -p h100 -N1 nvidia-smi --query-gpu=name,memory.total --format=csv,noheader | head -2 && sinfo -p h100 -h -o '%D'",
          "NVIDIA H100 80GB HBM3, 81559 MiB\nNVIDIA H100 80GB HBM3, 81559 MiB\n4",
        )
        .assistant("4 nodes in the `h100` partition, H100 80GB cards. I'll check the interconnect.")
        .bash("srun -p h100 -N1 ibstat | grep -m2 Rate", "\t\tRate: 400\n\t\tRate: 400")
        .user("so the new cluster is 4 nodes x 8 H100 80GB with 400G InfiniBand. we should benchmark FP8 training with transformer-engine on it at some point")
        .stop(),
    planted: [
      { kind: "fact", keys: ["h100"] },
      { kind: "task", keys: ["fp8"] },
    ],
  },
  {
    // A reward model's output scale, and a logging preference.
    id: "t36-reward-model",
    build: (s) =>
      s
        .user("rm filtering keeps 98% of samples, threshold is 0.5. seems broken")
        .bash(
          "python rlhf/score.py --n 5 --debug",
          "scores: tensor([[ 2.3141, -0.8812,  4.0127, ...,  1.9920,  3.1108,  0.4471]], device='cuda:0', dtype=torch.bfloat16)\nkept 5/5 (threshold 0.5)",
        )
        .assistant("The scores go from -0.88 to 4.01, so they aren't probabilities; thresholding raw values at 0.5 keeps almost everything.")
        .user(
          "yes the reward model outputs raw logits, not probabilities. apply a sigmoid before the threshold. and please don't print full tensors in logs, shape + dtype + mean is enough",
        )
        .file("Edit", "rlhf/score.py")
        .bash("python rlhf/score.py --n 1000", "scores: shape=(1000,) dtype=bfloat16 mean=0.61\nkept 583/1000 (threshold 0.5)")
        .stop(),
    planted: [
      { kind: "fact", keys: ["reward model"] },
      { kind: "instruction", keys: ["tensors"] },
    ],
  },
  {
    // Plotting loss curves for a slide; done. Plants nothing.
    id: "t36-empty-plot",
    build: (s) =>
      s
        .user("make me a png of val loss for quiet-7 and brisk-12 on one plot, for the slide")
        .bash("python tools/plot_runs.py quiet-7 brisk-12 --metric val_loss --out /tmp/val.png", "saved /tmp/val.png (1200x700)")
        .assistant("Saved `/tmp/val.png`: both curves, log-scaled x axis, final values 2.311 and 2.389.")
        .user("perfect"),
    planted: [],
  },
  {
    // Config discipline, and storage cleanup left for later.
    id: "t36-configs",
    build: (s) =>
      s
        .user("why does this run have lr 6e-4 when the yaml says 3e-4?")
        .bash("wandb runs acme/llm-pretrain/7b-webmix-8 --fields args", "args: --config configs/7b/base.yaml optimizer.lr=6e-4 data.mix=v4b")
        .assistant("It was launched with `optimizer.lr=6e-4` and `data.mix=v4b` overrides on the command line.")
        .user(
          "right, that's how we lose track. real runs use committed yaml in configs/, no command-line overrides; overrides are for debugging only. also, separately: someone needs to clean up the ~40TB of old checkpoints in /shared/ckpt, the filesystem is at 91%",
        )
        .bash("df -h /shared | tail -1", "nfs01:/shared  440T  401T   39T  91% /shared")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["overrides"] },
      { kind: "task", keys: ["old checkpoints"] },
    ],
  },
  {
    // A dataloader stall seen, left to investigate later; guesses along the way.
    id: "t36-dataloader-stall",
    build: (s) =>
      s
        .user("every epoch boundary the run sits idle ~90s. see log")
        .bash(
          "grep -B1 -A1 'epoch 3 start' logs/1p3b-abl.log",
          "UserWarning: This DataLoader will create 32 worker processes in total. Our suggested max number of worker in current system is 16\nstep 18204 | 1.9 s/step\nepoch 3 start | step 18205 | 91.4 s/step",
        )
        .assistant(
          "The workers are re-created at each epoch, and 32 of them each reopen their shards. `persistent_workers=True` would probably avoid it, though I haven't verified that's the whole story.",
        )
        .user("don't change it mid-run. investigate the stall at epoch boundaries later, after the ablation finishes")
        .stop(),
    planted: [{ kind: "task", keys: ["stall"] }],
  },
  {
    // A held-out set frozen; which checkpoints get uploaded.
    id: "t36-held-out",
    build: (s) =>
      s
        .user("our val set gets regenerated every time someone touches the data script, numbers aren't comparable")
        .bash(
          "python data/make_val.py --n 5000 --seed 7 --out /datasets/val/webmix4-heldout-5k.jsonl && sha256sum /datasets/val/webmix4-heldout-5k.jsonl",
          "wrote 5000 examples\n9c1e77…  /datasets/val/webmix4-heldout-5k.jsonl",
        )
        .user(
          "this is it then: the held-out set is these 5,000 examples from seed 7, frozen, never regenerated. and only push every 10k-step checkpoint to gcs, the intermediate ones stay on the cluster",
        )
        .file("Edit", "configs/7b/base.yaml")
        .bash("grep -n 'val_path\\|upload_every' configs/7b/base.yaml", "22:val_path: /datasets/val/webmix4-heldout-5k.jsonl\n31:upload_every: 10000")
        .stop(),
    planted: [
      { kind: "decision", keys: ["held-out"] },
      { kind: "instruction", keys: ["gcs"] },
    ],
  },
  {
    // A compile flag rule, and a tokenizer retrain for the distant future.
    id: "t36-compile",
    build: (s) =>
      s
        .user("torch.compile broke the eval loop again, recompiles on every batch")
        .bash(
          "TORCH_LOGS=recompiles python evals/run.py --limit 20 2>&1 | grep -m2 Recompiling",
          "Recompiling function forward in model.py:212\n    triggered by the following guard failure(s): - tensor 'input_ids' size mismatch at index 1. expected 512, actual 488",
        )
        .assistant("Every batch has a different padded length, so dynamo recompiles. `dynamic=True` or padding to buckets of 64 would stop it.")
        .user("put torch.compile behind a flag that defaults to off, everywhere, not just evals. nobody gets to enable it by default without a benchmark")
        .file("Edit", "model/build.py")
        .bash("python evals/run.py --limit 20 | tail -1", "done 20/20 (no compile)")
        .user("unrelated, long-term: we should retrain the tokenizer on more code data eventually, for v2")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["torch.compile"] },
      { kind: "task", keys: ["code data"] },
    ],
  },
  {
    // A yaml indentation error fixed. Plants nothing.
    id: "t36-empty-yaml",
    build: (s) =>
      s
        .user("config won't load, yaml error line 40")
        .bash(
          "python -c 'import yaml; yaml.safe_load(open(\"configs/1p3b.yaml\"))' 2>&1 | tail -1",
          'yaml.scanner.ScannerError: mapping values are not allowed here\n  in "configs/1p3b.yaml", line 40, column 14',
        )
        .assistant("Line 40 is indented with a tab inside `scheduler:`. I replaced it with two spaces.")
        .file("Edit", "configs/1p3b.yaml")
        .user("thx"),
    planted: [],
  },
  {
    // Checking why a requeued job restarted from scratch; answered. Plants nothing.
    id: "t36-empty-requeue",
    build: (s) =>
      s
        .user("job 88509 got requeued and started from step 0?? did we lose 6 hours")
        .bash(
          "grep -m2 -E 'resum|checkpoint' logs/1p3b-abl.log",
          "[ckpt] no checkpoint found in /scratch/dev/ckpt/1p3b-abl (never saved: save_every=5000, step 4810)\n[train] starting from step 0",
        )
        .assistant("It was preempted at step 4,810, before the first save at 5,000, so there was nothing to resume from. About 2.5 hours lost, not 6.")
        .user("great. just great"),
    planted: [],
  },
  {
    // Chit-chat after a milestone. Plants nothing.
    id: "t36-empty-chitchat",
    build: (s) =>
      s
        .user("7b just crossed 1T tokens 🎉")
        .bash("wandb runs acme/llm-pretrain/7b-webmix-8 --fields summary.tokens_seen,summary.loss", "tokens_seen=1.0004e12 loss=1.987")
        .assistant("1.0004T tokens seen, train loss 1.987. Congratulations.")
        .user("gpus go brrr. ok going for lunch"),
    planted: [],
  },
  {
    // A launcher convention and a fact about the inference fleet.
    id: "t36-torchrun",
    build: (s) =>
      s
        .user("the single-node finetune fails with 'MASTER_ADDR not set'")
        .bash(
          "head -5 jobs/ft_single.sh",
          '#!/bin/bash\npython -m torch.distributed.launch --nproc_per_node=8 ft.py "$@"\n# NOTE: torch.distributed.launch is deprecated, always prefer torchrun',
        )
        .assistant(
          "`torch.distributed.launch` is deprecated and doesn't set the rendezvous defaults here. `torchrun --standalone` handles a single node without MASTER_ADDR.",
        )
        .user(
          "use `torchrun --standalone` for every single-node job from now on. and keep in mind what we finetune here gets served by the inference fleet as int8 weights, fyi",
        )
        .file("Edit", "jobs/ft_single.sh")
        .bash("bash jobs/ft_single.sh --steps 5 2>&1 | tail -1", "step 5 | loss 1.732 | 8 ranks")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["torchrun"] },
      { kind: "fact", keys: ["int8"] },
    ],
  },
  {
    // Storage format for eval results, and CI for the smoke eval.
    id: "t36-eval-results",
    build: (s) =>
      s
        .user("eval results are 3,000 json files in a folder, comparing runs is painful")
        .bash("ls evals/results | wc -l && du -sh evals/results", "3012\n1.4G\tevals/results")
        .assistant(
          "One option is a single Parquet table (run, task, metric, value, stderr), zstd-compressed; another is SQLite. Parquet reads directly into pandas and DuckDB.",
        )
        .user("go with Parquet + zstd for eval results, one file per run, partitioned by date")
        .file("Write", "evals/store.py")
        .bash(
          "python evals/store.py --migrate evals/results --out evals/results.parquet && du -sh evals/results.parquet",
          "migrated 3012 files -> 41,870 rows\n38M\tevals/results.parquet",
        )
        .user("next step, not now: a CI job that runs the smoke eval on every PR that touches model/")
        .stop("Migrated 3,012 JSON files to Parquet (41,870 rows, 38 MB)."),
    planted: [
      { kind: "decision", keys: ["parquet"] },
      { kind: "task", keys: ["ci job"] },
    ],
  },
  {
    // The data card: a fact about the mix and a reporting convention.
    id: "t36-data-card",
    build: (s) =>
      s
        .user("draft the data section of the 7b model card")
        .bash(
          "python tools/mix_report.py --mix webmix-v4",
          "source   tokens          share\nweb      750362114048    62.0%\ncode     217846743040    18.0%\nbooks    145231162368    12.0%\nmath      96820774912     8.0%",
        )
        .assistant("I'll write the table from this report. Should token counts appear as in the report, to the token?")
        .user(
          "no: in docs we report token counts in billions with one decimal (750.4B), never raw integers. and the webmix v4 proportions are 62% web, 18% code, 12% books, 8% math, from Ravi's last mixing run",
        )
        .file("Write", "docs/model_card_7b.md")
        .stop("Drafted the data section of `docs/model_card_7b.md` with the four sources in billions of tokens."),
    planted: [
      { kind: "instruction", keys: ["billions"] },
      { kind: "fact", keys: ["proportions"] },
    ],
  },
];

/** The thirty-sixth tuning set: events, segments and scoring of TUNING36_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const TUNING36 = plantedSet(TUNING36_SESSIONS, START);
