/**
 * Blind planted set 171 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: an ML engineer (PyTorch, wandb) talking to a coding agent about training runs: experiment
 * results (some confirmed, some still hunches), sweeps and ablations, next steps, training conventions.
 * Each session is one segment; the items planted in it are listed with it: 73 items (18 decisions, 20 instructions, 19 facts, 16 tasks) in 55 sessions, 13 of which plant nothing (60 user/assistant messages between them). Every other message
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

export const BLIND171_SESSIONS: BlindSession[] = [
  {
    id: "b171-cosine-schedule",
    build: (s) =>
      s
        .user("pull the val curves for the three scheduler runs from last night and compare them, wandb group sched-ablation-1121")
        .bash(
          "python scripts/compare_runs.py --group sched-ablation-1121 --metric val/loss",
          "run                         seed  val/loss@20k\nlinear-warm2k                0     2.412\nlinear-warm2k                1     2.419\nlinear-warm2k                2     2.408\ncosine-warm2k                0     2.371\ncosine-warm2k                1     2.377\ncosine-warm2k                2     2.369\nconst-warm2k                 0     2.455",
        )
        .assistant(
          "Cosine with 2k warmup is ahead of linear decay on all three seeds, by about 0.04 in val loss (2.372 vs 2.413 mean). Constant LR is worst, only one seed finished.",
        )
        .user("ok that's consistent enough. we're going with cosine for all the v3 pretraining runs, update the base config")
        .file("Edit", "configs/pretrain/v3_base.yaml")
        .assistant("Set scheduler: cosine and warmup_steps: 2000 in configs/pretrain/v3_base.yaml.")
        .user("I wonder if 1k warmup would be even better, but I haven't tried it. don't bother now")
        .stop("Leaving warmup at 2000."),
    planted: [{ kind: "decision", keys: ["cosine"] }],
  },
  {
    id: "b171-seeds-rule",
    build: (s) =>
      s
        .user("the +0.5 acc from yesterday's run was a single seed right?")
        .bash(
          "wandb runs list --project retrieval-v3 --filter 'tags:ft-headB' | head -5",
          "name                      state     seed  val/acc\nft-headB-lr3e-5-s0        finished  0     0.8412",
        )
        .assistant("Yes, only seed 0 ran for ft-headB. There is no s1 or s2 in the project.")
        .user(
          "right. ok new rule, from now on nothing gets reported in #ml-results unless it's run on at least 3 seeds. single seed numbers on this val set are basically noise, the val split is only 4.2k examples so +-0.4 acc is well within seed variance",
        )
        .bash("wc -l data/retrieval/val.jsonl", "4213 data/retrieval/val.jsonl")
        .assistant("Noted: 4,213 lines in val.jsonl. I'll queue s1 and s2 for ft-headB.")
        .bash("sbatch --array=1-2 jobs/ft_headB.sbatch", "Submitted batch job 881204")
        .stop("Queued seeds 1 and 2 as array job 881204."),
    planted: [
      { kind: "instruction", keys: ["3 seeds"] },
      { kind: "fact", keys: ["4.2k"] },
    ],
  },
  {
    id: "b171-fp16-nans",
    build: (s) =>
      s
        .user("the 760m run went NaN again around 18k steps. can you look at the log")
        .bash(
          "grep -n 'loss' logs/760m-run14.log | sed -n '1795,1802p'",
          "step 17950 loss 2.8812 grad_norm 0.91\nstep 17960 loss 2.8790 grad_norm 1.04\nstep 17970 loss 2.9104 grad_norm 7.83\nstep 17980 loss nan grad_norm nan\nWARNING: found inf/nan in gradients, GradScaler will always skip this step\nstep 17990 loss nan grad_norm nan",
        )
        .assistant(
          "Grad norm jumps from ~1 to 7.8 one step before the NaN. It might be an overflow in the attention logits under fp16, but that is a guess; it could also be a bad batch.",
        )
        .user("can you replay from the 17k checkpoint with the anomaly detector on and the same data order")
        .bash(
          "python train.py --config configs/760m.yaml --resume ckpt/760m-run14/step17000 --detect-anomaly --max-steps 18000",
          "RuntimeError: Function 'SoftmaxBackward0' returned nan values in its 0th output.\n  at model/attention.py:142 (rotary_attention.forward)",
          1,
        )
        .assistant("The replay fails in SoftmaxBackward0 in model/attention.py:142, the rotary attention softmax, which runs in fp16 under autocast.")
        .user(
          "ok so that's the root cause confirmed: the NaNs come from the fp16 softmax in the rotary attention. and the bf16 run I started on friday is past 40k clean. decision: we train everything in bf16 from here, fp16 autocast is gone from the configs",
        )
        .file("Edit", "configs/760m.yaml")
        .stop("Switched configs/760m.yaml to precision: bf16."),
    planted: [
      { kind: "fact", keys: ["fp16", "softmax"] },
      { kind: "decision", keys: ["bf16"] },
    ],
  },
  {
    id: "b171-wandb-naming",
    build: (s) =>
      s
        .user("I can't find anything in the dashboard anymore. half the runs are called 'test' or 'run-final-2'")
        .bash(
          "wandb runs list --project retrieval-v3 --limit 6",
          "name            state\ntest            finished\nrun-final-2     crashed\nrun-final-2     finished\nmarch-idea      finished\ntest            running\nft3             finished",
        )
        .user(
          "please name wandb runs {model}-{dataset}-lr{lr}-s{seed} from now on, e.g. 350m-msmarco-lr3e-4-s0. and put the git sha in the run config so we can go back to the code",
        )
        .assistant("Will do. I'll add a make_run_name() helper in train/logging.py and log git rev-parse HEAD under config.git_sha.")
        .file("Edit", "train/logging.py")
        .bash('python -c \'from train.logging import make_run_name; print(make_run_name("350m","msmarco",3e-4,0))\'', "350m-msmarco-lr3e-4-s0")
        .stop("make_run_name is in train/logging.py and the git sha goes into the run config."),
    planted: [
      { kind: "instruction", keys: ["wandb", "{seed}"] },
      { kind: "instruction", keys: ["git sha"] },
    ],
  },
  {
    id: "b171-dataloader-bottleneck",
    build: (s) =>
      s
        .user("GPU util looks terrible on the dev box, like 40%. profile the input pipeline?")
        .bash(
          "py-spy top --pid 41822 --nonblocking | head -8",
          "%Own   %Total  Function (filename)\n 61.0%  61.0%  encode_batch (tokenizers/implementations/base.py)\n 12.0%  14.0%  collate (train/data.py)\n  9.0%   9.0%  _worker_loop (torch/utils/data/_utils/worker.py)",
        )
        .assistant("Most of the time is tokenization inside the collate function. Raising num_workers from 4 to 12 might help.")
        .bash("nproc", "8")
        .user("no, 12 won't help, the dev box only has 8 cores, anything above num_workers=8 just thrashes. I've been there")
        .assistant("Then 8 workers is the ceiling here. Setting num_workers: 8 for now.")
        .file("Edit", "configs/dev.yaml")
        .user("the real fix is to pre-tokenize the corpus into arrow shards once instead of tokenizing on the fly. not today though, put it on the list")
        .stop("num_workers is 8 in configs/dev.yaml."),
    planted: [
      { kind: "fact", keys: ["8 cores"] },
      { kind: "task", keys: ["pre-tokenize"] },
    ],
  },
  {
    id: "b171-clip-question",
    build: (s) =>
      s
        .user("quick q, what does clip_grad_norm_ return? the norm before or after clipping?")
        .assistant("It returns the total norm of the gradients before clipping, as a tensor. The gradients themselves are scaled in place.")
        .user("ah ok, makes sense")
        .assistant("Right, and the clipping itself happens in place on the .grad tensors.")
        .user("cool thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b171-eval-60k",
    build: (s) =>
      s
        .user("run the standard eval suite on the 350m step 60k checkpoint")
        .bash(
          "python eval/run_suite.py --ckpt ckpt/350m-run9/step60000 --suite standard",
          "task        metric  step50k  step60k\nmmlu        acc     31.4     30.6\nhellaswag   acc     44.9     45.3\narc_easy    acc     52.1     52.4\nlambada     ppl     18.2     17.9",
        )
        .assistant("MMLU dropped 0.8 between 50k and 60k, the other tasks went up a little.")
        .user("hm. could be the data mix change at 52k, could be noise, no idea honestly")
        .assistant("The data mix change at 52k is one candidate, but one checkpoint pair isn't enough to say.")
        .user("TODO for next week: rerun the 60k eval on a checkpoint trained with the old data mix so we can actually attribute the mmlu drop")
        .stop("Eval results are in eval/out/350m-run9-60k.json."),
    planted: [{ kind: "task", keys: ["60k", "data mix"] }],
  },
  {
    id: "b171-ckpt-bucket",
    build: (s) =>
      s
        .user("where did the run9 checkpoints go? I want the 40k one")
        .bash("aws s3 ls s3://ml-ckpt-prod/retrieval/350m-run9/ | head -4", "PRE step50000/\nPRE step55000/\nPRE step60000/")
        .assistant("The 40k checkpoint isn't in s3://ml-ckpt-prod/retrieval/350m-run9/ anymore, the oldest is step50000.")
        .user(
          "ugh right. fyi the ml-ckpt-prod bucket has a 30-day lifecycle rule, stuff just disappears. anything we want to keep long term has to be copied to s3://ml-ckpt-archive by hand",
        )
        .bash(
          "aws s3 cp --recursive s3://ml-ckpt-prod/retrieval/350m-run9/step60000/ s3://ml-ckpt-archive/retrieval/350m-run9/step60000/",
          "copy: ... 14 files, 2.7 GiB",
        )
        .stop("Copied step60000 to ml-ckpt-archive."),
    planted: [
      { kind: "fact", keys: ["30-day"] },
      { kind: "instruction", keys: ["ml-ckpt-archive"] },
    ],
  },
  {
    id: "b171-global-batch",
    build: (s) =>
      s
        .user("for the 1.3b sweep let's go with global batch 512, seq len 4096")
        .file("Edit", "configs/sweep_1p3b.yaml")
        .bash(
          "python train.py --config configs/sweep_1p3b.yaml --max-steps 20",
          "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 3.12 GiB. GPU 0 has a total capacity of 79.15 GiB of which 1.02 GiB is free.",
          1,
        )
        .assistant(
          "512 at seq len 4096 OOMs on 8 GPUs even with micro-batch 4. We could go to micro-batch 2 with 32 accumulation steps, but throughput drops a lot.",
        )
        .user("no. ok scratch 512. final answer for the sweep: global batch 256, micro-batch 4, 8 accumulation steps")
        .file("Edit", "configs/sweep_1p3b.yaml")
        .bash("python train.py --config configs/sweep_1p3b.yaml --max-steps 20", "step 20 loss 7.912 tok/s 412k mem 71.3GiB")
        .stop("Global batch 256 fits at 71 GiB and runs at 412k tok/s."),
    planted: [{ kind: "decision", keys: ["256"] }],
  },
  {
    id: "b171-lint-before-push",
    build: (s) =>
      s
        .user("I'm pushing the data.py refactor, hang on")
        .bash(
          "git push origin feat/collate-refactor",
          "remote: Resolving deltas: 100% (9/9)\nTo github.com:acme-ml/trainer.git\n * [new branch] feat/collate-refactor",
        )
        .bash("gh run watch", "✗ lint  ruff: train/data.py:88:5 F841 local variable 'mask' is assigned to but never used")
        .user(
          "argh. ok, going forward, before you push anything run `make lint typecheck` locally (ruff + mypy). CI on the trainer repo takes like 25 min to even get to the lint step so finding out there is painful",
        )
        .file("Edit", "train/data.py")
        .bash("make lint typecheck", "ruff check . ✓\nmypy train/ ✓ Success: no issues found in 41 source files")
        .stop("Removed the unused mask; lint and typecheck pass."),
    planted: [
      { kind: "instruction", keys: ["make lint"] },
      { kind: "fact", keys: ["25 min"] },
    ],
  },
  {
    id: "b171-label-smoothing-hunch",
    build: (s) =>
      s
        .user("I have a feeling label smoothing 0.1 is hurting calibration on the classifier head. maybe 0.05? idk")
        .bash(
          "grep -n smoothing configs/cls_head.yaml",
          "14:label_smoothing: 0.1  # TODO: tune\n15:# NOTE: must stay > 0 or the head overfits in 2 epochs, always check ECE",
        )
        .assistant("The config has 0.1 with a TODO to tune it. I could run a quick sweep over 0.0, 0.05, 0.1 and compare ECE.")
        .user("nah, not now, we don't have the GPUs this week. just a hunch anyway")
        .assistant("OK, leaving it as is.")
        .stop(),
    planted: [],
  },
  {
    id: "b171-tokenizer-vocab",
    build: (s) =>
      s
        .user("the new corpus has a lot of code, should we retrain the tokenizer?")
        .bash("python -c 'import sentencepiece as s; m=s.SentencePieceProcessor(model_file=\"tok/v2.model\"); print(m.vocab_size())'", "32000")
        .assistant("A retrain on the new mix would probably compress code better, maybe 10-15% fewer tokens on code, but I haven't measured it.")
        .user(
          "no, we can't. every checkpoint since march was trained with that 32k sentencepiece vocab, the ids are baked in. do not retrain or touch the tokenizer, if code compression matters we add tokens at the end of the vocab instead",
        )
        .assistant("Understood, the vocab stays fixed and any additions go at the end.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["32k", "sentencepiece"] },
      { kind: "instruction", keys: ["tokenizer"] },
    ],
  },
  {
    id: "b171-ema-weights",
    build: (s) =>
      s
        .user("what did the EMA ablation show?")
        .bash(
          "python scripts/compare_runs.py --group ema-abl --metric val/acc",
          "run            seeds  val/acc (mean±std)\nno-ema         3      0.8412±0.0031\nema-0.999      3      0.8437±0.0028\nema-0.9999     3      0.8471±0.0024",
        )
        .assistant(
          "EMA with decay 0.9999 is +0.6 over no EMA across 3 seeds, outside the std. Proposal: keep an EMA copy of the weights with decay 0.9999 in the fine-tuning trainer and evaluate/save the EMA copy instead of the raw weights.",
        )
        .user("yes, do that. EMA 0.9999 it is")
        .file("Edit", "train/finetune.py")
        .bash("pytest -x -q tests/test_finetune.py", ".......\n7 passed in 4.81s")
        .stop("EMA (0.9999) is on in train/finetune.py; eval and checkpoints use the EMA weights."),
    planted: [{ kind: "decision", keys: ["ema", "0.9999"] }],
  },
  {
    id: "b171-gpu07",
    build: (s) =>
      s
        .user("job 880931 has been stuck for 3 hours, no log output")
        .bash("squeue -j 880931 -o '%N %T %M'", "NODELIST STATE TIME\ngpu-[05,07] RUNNING 3:02:11")
        .bash(
          "py-spy dump --pid $(ssh gpu-07 pgrep -f train.py | head -1)",
          'Thread 0x7f (idle): "MainThread"\n    all_reduce (torch/distributed/distributed_c10d.py:2050)',
        )
        .assistant("Rank on gpu-07 is stuck in all_reduce.")
        .user(
          "yeah gpu-07 again. it has a flaky NVLink, jobs on it hang in allreduce maybe 1 in 5 times. infra knows (INFRA-2231). please always add --exclude=gpu-07 to the sbatch scripts until they fix it",
        )
        .bash("scancel 880931", "")
        .file("Edit", "jobs/common.sbatch")
        .stop("Cancelled 880931 and added --exclude=gpu-07 to jobs/common.sbatch."),
    planted: [
      { kind: "fact", keys: ["gpu-07", "nvlink"] },
      { kind: "instruction", keys: ["--exclude"] },
    ],
  },
  {
    id: "b171-status-tests",
    build: (s) =>
      s
        .user("run the collate tests pls")
        .bash("pytest -q tests/test_collate.py", "..........\n10 passed in 1.92s")
        .assistant("All 10 collate tests pass.")
        .user("and the full suite?")
        .bash("pytest -q tests/", "........................................................\n212 passed, 6 skipped in 48.3s")
        .assistant("Full suite: 212 passed, 6 skipped (the slow-marked ones).")
        .user("great, thx")
        .stop(),
    planted: [],
  },
  {
    id: "b171-context-ablation",
    build: (s) =>
      s
        .user("my gut says the jump in v3 is from the longer context, not from the new data. can you check the 2x2")
        .bash(
          "python scripts/compare_runs.py --group ctx-data-2x2 --metric eval/avg",
          "run                 seeds  eval/avg\nctx2k-data-old      3      61.2\nctx2k-data-new      3      61.3\nctx8k-data-old      3      63.9\nctx8k-data-new      3      64.0",
        )
        .assistant(
          "The 2x2 supports that: going from 2k to 8k context adds about 2.7 points with either data, while the new data adds 0.1 at either context length.",
        )
        .user(
          "nice, so that's settled then, the v3 gain comes from the 8k context, the new data mix does basically nothing. follow-up for me: write that up in the ablation doc before the thursday sync",
        )
        .stop("The 2x2 table is in scripts/out/ctx-data-2x2.csv."),
    planted: [
      { kind: "fact", keys: ["8k context"] },
      { kind: "task", keys: ["ablation doc"] },
    ],
  },
  {
    id: "b171-profiler-pref",
    build: (s) =>
      s
        .user("the backward pass seems slow on the 1.3b, can you profile a few steps")
        .bash("py-spy record -o /tmp/prof.svg --pid 52210 --duration 30", "py-spy> Wrote flamegraph data to '/tmp/prof.svg'. Samples: 2991 Errors: 0")
        .assistant("py-spy only sees the Python side; most of the backward is in CUDA kernels so the flamegraph mostly shows waiting in synchronize.")
        .user(
          "yeah for anything GPU side I prefer torch.profiler with the tensorboard trace handler, py-spy is useless there. use schedule wait=1 warmup=1 active=3",
        )
        .file("Edit", "scripts/profile_steps.py")
        .bash(
          "python scripts/profile_steps.py --config configs/1p3b.yaml",
          "Trace written to runs/prof/1p3b/worker0.pt.trace.json\nTop CUDA: aten::_flash_attention_backward 38.2%",
        )
        .stop("Flash attention backward is 38% of CUDA time; trace is in runs/prof/1p3b."),
    planted: [{ kind: "instruction", keys: ["torch.profiler"] }],
  },
  {
    id: "b171-lora-rank",
    build: (s) =>
      s
        .bash(
          "python scripts/compare_runs.py --group lora-rank --metric val/acc",
          "run           seeds  val/acc   adapter MB\nr8-qv         3      0.812     6.1\nr16-qv        3      0.829     12.2\nr64-qv        3      0.830     48.9\nr16-qkvo      3      0.828     24.4",
        )
        .assistant("Rank 16 on q,v matches rank 64 within 0.001 at a quarter of the adapter size; adding k and o doesn't help.")
        .user("ok we go with LoRA rank 16 on q and v only for the customer adapters. r64 isn't worth 4x the size")
        .file("Edit", "configs/lora_customer.yaml")
        .stop("configs/lora_customer.yaml: r=16, target_modules=[q_proj, v_proj]."),
    planted: [{ kind: "decision", keys: ["rank 16"] }],
  },
  {
    id: "b171-optimizer-withdrawn",
    build: (s) =>
      s
        .user("let's try AdamW 8bit from bitsandbytes on the 1.3b to save optimizer memory")
        .assistant("I can swap the optimizer in train/optim.py. Do you want it only for the sweep configs or everywhere?")
        .user("actually no, scratch that. I don't want to change two things at once this week, leave the optimizer alone")
        .assistant("OK, no change to the optimizer.")
        .user("sorry for the back and forth, long day")
        .assistant("No problem.")
        .stop(),
    planted: [],
  },
  {
    id: "b171-corpus-dedup",
    build: (s) =>
      s
        .user("which corpus path should the new run read from?")
        .bash("ls /mnt/data/ | grep corpus", "corpus_v3\ncorpus_v4_dedup\ncorpus_v4_raw")
        .user(
          "corpus_v4_dedup, that's the one. the v3 corpus turned out to have ~12% near-duplicates when Tomas ran minhash on it, so don't train anything new on v3",
        )
        .file("Edit", "configs/pretrain/v3_base.yaml")
        .assistant("Pointed data.path at /mnt/data/corpus_v4_dedup. Is the eval set deduplicated against v4 as well?")
        .user(
          "no, and that's a problem. we still need to dedup the eval sets against v4, there may be contamination. not blocking this run but it has to happen before we publish numbers",
        )
        .stop("data.path now points at corpus_v4_dedup."),
    planted: [
      { kind: "decision", keys: ["corpus_v4_dedup"] },
      { kind: "fact", keys: ["12%"] },
      { kind: "instruction", keys: ["v3"] },
      { kind: "task", keys: ["contamination"] },
    ],
  },
  {
    id: "b171-activation-ckpt",
    build: (s) =>
      s
        .user("why is the 350m run 30% slower than last week?")
        .bash("git diff HEAD~3 -- configs/350m.yaml", "-  activation_checkpointing: false\n+  activation_checkpointing: true")
        .assistant(
          "Someone turned on activation checkpointing in configs/350m.yaml three commits ago; that recomputes the forward during backward, which matches a ~30% slowdown.",
        )
        .user("yeah that was me by accident. never enable activation checkpointing on the 350m, it fits in memory fine without it")
        .file("Edit", "configs/350m.yaml")
        .bash("python train.py --config configs/350m.yaml --max-steps 50", "step 50 loss 6.881 tok/s 1.21M mem 41.8GiB")
        .stop("Back to 1.21M tok/s with checkpointing off."),
    planted: [{ kind: "instruction", keys: ["activation checkpointing", "350m"] }],
  },
  {
    id: "b171-eval-owner",
    build: (s) =>
      s
        .user("can you change the hellaswag metric to acc_norm in the eval harness?")
        .file("Read", "eval/tasks/hellaswag.py")
        .assistant(
          "The harness computes both acc and acc_norm; the suite reports acc. Switching the reported one is a one-line change in eval/suites/standard.yaml.",
        )
        .user("hold on, don't. Priya owns the eval harness, metric definitions are her call. I'll ask her on slack")
        .assistant("OK, no change made.")
        .stop(),
    planted: [{ kind: "fact", keys: ["priya", "eval harness"] }],
  },
  {
    id: "b171-warning-explain",
    build: (s) =>
      s
        .user("what's this warning in the log, should I care?")
        .bash(
          "grep -m3 -i warn logs/350m-run10.log",
          "UserWarning: torch.utils.checkpoint: the use_reentrant parameter should be passed explicitly. In version 2.5 we will raise an exception if use_reentrant is not passed.\nUserWarning: You must always call optimizer.step() before lr_scheduler.step()\nFutureWarning: never rely on `torch.cuda.amp.GradScaler(args...)`, use torch.amp.GradScaler('cuda', args...) instead",
        )
        .assistant(
          "Three warnings: a deprecation about use_reentrant, a scheduler ordering warning that fires once on step 0 when the scaler skips the first step, and the GradScaler API rename. None of them affects the run.",
        )
        .user("ok so all harmless. thanks")
        .assistant("Yes, all harmless for this run.")
        .stop(),
    planted: [],
  },
  {
    id: "b171-distillation",
    build: (s) =>
      s
        .user(
          "ok after going back and forth with Tomas: we're doing distillation from the 1.3b teacher into the 350m, temperature 2, KL on the logits only. can you wire up the loss",
        )
        .file("Write", "train/distill.py")
        .bash("pytest -x -q tests/test_distill.py", "....\n4 passed in 3.10s")
        .assistant("Added DistillLoss in train/distill.py (KL between softened teacher and student logits at T=2, scaled by T^2) with four tests.")
        .user("maybe we should also mix in the hard labels with alpha 0.5? eh, not sure. keep it pure KL for the baseline")
        .user("next step after the KL-only baseline finishes: add a hidden-state MSE term on the last 4 layers and compare")
        .stop("train/distill.py is in; pure KL at T=2."),
    planted: [
      { kind: "decision", keys: ["temperature 2"] },
      { kind: "task", keys: ["hidden-state"] },
    ],
  },
  {
    id: "b171-pytest-flags",
    build: (s) =>
      s
        .user("tests take forever, what's slow?")
        .bash(
          "pytest --durations=5 -q tests/",
          "slowest 5 durations\n31.02s call tests/test_train_e2e.py::test_overfit_tiny\n8.11s call tests/test_distill.py::test_teacher_load\n...\n218 passed in 61.9s",
        )
        .assistant("test_overfit_tiny takes half the suite time; it's marked slow.")
        .user("yeah. for your local runs use `pytest -x -q -m 'not slow' tests/`, the slow ones only run in CI")
        .bash("pytest -x -q -m 'not slow' tests/", "......................\n212 passed, 6 deselected in 14.2s")
        .stop("14 s without the slow tests."),
    planted: [{ kind: "instruction", keys: ["not slow"] }],
  },
  {
    id: "b171-wandb-offline",
    build: (s) =>
      s
        .user("the wandb runs from the cluster aren't showing up at all")
        .bash(
          "grep -i wandb logs/slurm-881204_1.out | head -3",
          "wandb: Network error (ConnectionError), entering retry loop.\nwandb: ERROR Run initialization has timed out after 90.0 sec.",
        )
        .assistant("Run init times out; the job can't reach api.wandb.ai from the compute node.")
        .user(
          "right, I forgot to tell you: the compute nodes have no internet access at all, only the login node does. so set WANDB_MODE=offline in every sbatch script and we sync from the login node with wandb sync afterwards",
        )
        .file("Edit", "jobs/common.sbatch")
        .bash("ssh login01 'wandb sync /scratch/ml/wandb/offline-run-2026*'", "Syncing: https://wandb.ai/ml-team/retrieval-v3/runs/3kq9x ... done.")
        .stop("Synced the offline run; WANDB_MODE=offline is in jobs/common.sbatch."),
    planted: [
      { kind: "fact", keys: ["no internet"] },
      { kind: "instruction", keys: ["wandb_mode"] },
    ],
  },
  {
    id: "b171-dropout-musing",
    build: (s) =>
      s
        .user("do you think dropout 0.1 even matters at this scale? the big labs all set it to 0")
        .assistant(
          "For single-epoch pretraining it usually matters little; for the fine-tuning runs with 3 epochs it may help. Hard to say without an ablation.",
        )
        .user("yeah. what would an ablation cost us roughly?")
        .bash("python scripts/estimate_cost.py --config configs/350m.yaml --seeds 3 --variants 2", "6 runs x 11.2 GPU-h = 67.2 GPU-h (~$148 at spot price)")
        .assistant("About 67 GPU-hours for 2 variants x 3 seeds on the 350m.")
        .user("hm, maybe later. not convinced it's worth it")
        .stop(),
    planted: [],
  },
  {
    id: "b171-sweep-cleanup",
    build: (s) =>
      s
        .user("how much of the wandb storage quota are we using?")
        .bash(
          "python scripts/wandb_usage.py --entity ml-team",
          "project          runs   artifacts GB\nretrieval-v3     1412   812.4\nsweeps-2026q3    3980   1190.7\ntotal                   2003.1 / 2048",
        )
        .assistant("2003 of 2048 GB; the q3 sweeps project alone is 1190 GB, mostly checkpoint artifacts.")
        .user("remind me to delete the old sweeps-2026q3 runs after the paper deadline on dec 12, we can't touch them before the camera ready")
        .stop("Noted, nothing deleted."),
    planted: [{ kind: "task", keys: ["sweeps-2026q3"] }],
  },
  {
    id: "b171-packing",
    build: (s) =>
      s
        .user("are we padding to 4096 in the fine-tuning loader? feels wasteful")
        .bash("python scripts/pad_stats.py --data data/sft/train.jsonl --seq-len 4096", "mean length 611 tokens\npadding fraction 85.1%")
        .assistant(
          "85% of tokens are padding. Two options: (a) sequence packing with a block-diagonal attention mask, or (b) length-bucketed batching. Packing gets more out of the GPUs but needs the flash-attn varlen path; bucketing is simpler.",
        )
        .user("packing. go with (a), we already have the varlen kernels from the pretraining code")
        .file("Edit", "train/sft_data.py")
        .bash("pytest -x -q tests/test_sft_data.py", "......\n6 passed in 2.41s")
        .user("we'll also need a test that loss is identical packed vs unpacked on a tiny batch, but do that tomorrow, I'm out of time")
        .stop("Packing with cu_seqlens is in train/sft_data.py."),
    planted: [
      { kind: "decision", keys: ["packing"] },
      { kind: "task", keys: ["packed", "unpacked"] },
    ],
  },
  {
    id: "b171-optimizer-betas",
    build: (s) =>
      s
        .bash(
          "python scripts/compare_runs.py --group beta2 --metric val/loss",
          "run          seeds  val/loss  spikes>3x\nb2-0.999     3      2.371    4\nb2-0.95      3      2.368    0",
        )
        .assistant("beta2=0.95 gives the same loss and removes all 4 loss spikes the 0.999 runs had.")
        .user("good, that's what I hoped. adam beta2 0.95 for all pretraining going forward, it's decided. put it in the base config")
        .file("Edit", "configs/pretrain/v3_base.yaml")
        .user("and note for later: we should check if beta2 0.95 also matters for fine-tuning, I suspect not, but someone needs to run it")
        .stop("adam_beta2: 0.95 in the base config."),
    planted: [
      { kind: "decision", keys: ["beta2", "0.95"] },
      { kind: "task", keys: ["fine-tuning"] },
    ],
  },
  {
    id: "b171-throughput-chat",
    build: (s) =>
      s
        .user("morning. how's the 1.3b run doing overnight?")
        .bash("tail -2 logs/1p3b-run3.log", "step 41200 loss 2.214 lr 2.71e-4 tok/s 401k\nstep 41210 loss 2.209 lr 2.71e-4 tok/s 399k")
        .assistant("It's at step 41.2k, loss 2.21, steady at ~400k tok/s.")
        .user("nice, smooth so far. fingers crossed")
        .assistant("No spikes since 30k.")
        .user("ok I'm grabbing coffee, ping me if it dies")
        .stop(),
    planted: [],
  },
  {
    id: "b171-ckpt-format",
    build: (s) =>
      s
        .user("loading the 1.3b checkpoints takes forever, 4 minutes each")
        .bash("ls -la ckpt/1p3b-run3/step40000/", "model.pt  10.4G\noptim.pt  20.9G\nrng.pt    14K")
        .assistant("They are single torch.save pickles. Switching the model weights to safetensors would allow mmap loading; optimizer state could stay as is.")
        .user("yes, do that, safetensors for the weights from now on. keep optim.pt as a pickle, nobody loads that except resume")
        .file("Edit", "train/checkpoint.py")
        .bash(
          "python -c 'import time,train.checkpoint as c; t=time.time(); c.load_weights(\"ckpt/1p3b-run3/step40000\"); print(round(time.time()-t,1))'",
          "7.9",
        )
        .user("the old checkpoints in ml-ckpt-archive are still pickles. converting them is a job for later, write it down")
        .stop("Weights load in 7.9 s with safetensors."),
    planted: [
      { kind: "decision", keys: ["safetensors"] },
      { kind: "task", keys: ["ml-ckpt-archive"] },
    ],
  },
  {
    id: "b171-eval-flaky",
    build: (s) =>
      s
        .user("the lambada number moved 0.3 ppl between two evals of the SAME checkpoint. wtf")
        .bash("python eval/run_suite.py --ckpt ckpt/350m-run9/step60000 --tasks lambada --repeat 2", "lambada ppl 17.91\nlambada ppl 18.23")
        .bash("grep -n 'shuffle\\|seed' eval/tasks/lambada.py", "22:    ds = ds.shuffle()  # seed never set\n41:    sample = ds.select(range(2000))")
        .assistant("lambada.py shuffles without a seed and then takes 2,000 examples, so each eval sees a different subset. That explains the variance.")
        .user(
          "ugh, confirmed then, it's the unseeded subsample. Priya owns that file so I'm not patching it myself. TODO: open an issue for Priya to seed the lambada subsample",
        )
        .stop("Found the cause in eval/tasks/lambada.py:22."),
    planted: [
      { kind: "fact", keys: ["lambada", "subsample"] },
      { kind: "task", keys: ["issue", "lambada"] },
    ],
  },
  {
    id: "b171-grad-accum-bug",
    build: (s) =>
      s
        .user("the loss with grad accumulation 8 is way higher than without, something's off")
        .file("Read", "train/loop.py")
        .assistant(
          "One possibility is that the loss gets divided by accum_steps twice somewhere, but that would make it lower, not higher. Let me run it and look at the raw numbers.",
        )
        .bash(
          "python train.py --config configs/350m.yaml --grad-accum 8 --max-steps 30 --log-every 10",
          "step 10 loss 8.91\nstep 20 loss 7.63\nstep 30 loss 7.02",
        )
        .assistant(
          "Actually the loss at step 30 is in line with the no-accumulation run (7.0); the earlier plot compared different x-axes (micro-steps vs optimizer steps).",
        )
        .user("oh. right, the x-axis. ok never mind then, false alarm")
        .stop(),
    planted: [],
  },
  {
    id: "b171-mixed-priority",
    build: (s) =>
      s
        .user(
          "ok planning stuff before I go on leave:\n- the 1.3b run: no idea if it finishes before I'm back, we'll see\n- Tomas takes over the distillation experiments while I'm out, he has the context\n- still open: port the eval suite to the new harness API, nobody has started it\n- when you write configs, keep one yaml per experiment, no inheritance chains deeper than the base config",
        )
        .bash("ls configs/ | wc -l", "47")
        .assistant("47 configs right now. Want me to flatten the ones that inherit from more than base?")
        .user("no not now, just going forward")
        .stop(),
    planted: [
      { kind: "fact", keys: ["tomas", "distillation"] },
      { kind: "task", keys: ["harness api"] },
      { kind: "instruction", keys: ["inheritance"] },
    ],
  },
  {
    id: "b171-warmup-decision",
    build: (s) =>
      s
        .user("what's the lr for the 1.3b sweep again?")
        .bash("grep -n 'lr' configs/sweep_1p3b.yaml", "7:lr: [1.5e-4, 3e-4, 6e-4]\n8:min_lr_ratio: 0.1")
        .assistant("Three values: 1.5e-4, 3e-4 and 6e-4, decaying to 10% of peak.")
        .user("let's drop 6e-4, it diverged at 350m already, no point. sweep only 1.5e-4 and 3e-4")
        .file("Edit", "configs/sweep_1p3b.yaml")
        .stop("Sweep grid is now [1.5e-4, 3e-4]."),
    planted: [{ kind: "decision", keys: ["6e-4"] }],
  },
  {
    id: "b171-cuda-image",
    build: (s) =>
      s
        .user("flash attn import fails in the new container")
        .bash("python -c 'import flash_attn'", "ImportError: libcudart.so.11.0: cannot open shared object file", 1)
        .bash("nvcc --version | tail -1; pip show flash-attn | grep Version", "Build cuda_12.4.r12.4\nVersion: 2.3.3")
        .assistant("flash-attn 2.3.3 was built against CUDA 11; the image has CUDA 12.4. Rebuilding flash-attn from source against 12.4 should fix it.")
        .bash("pip install flash-attn==2.6.3 --no-build-isolation", "Successfully installed flash-attn-2.6.3")
        .user(
          "good. fyi the cluster image is pinned to CUDA 12.4 and torch 2.4.1, infra won't upgrade it before january, so pin anything with kernels against that",
        )
        .stop("flash-attn 2.6.3 imports fine."),
    planted: [{ kind: "fact", keys: ["12.4"] }],
  },
  {
    id: "b171-tied-embeddings",
    build: (s) =>
      s
        .user("did the tied vs untied embedding runs finish?")
        .bash(
          "python scripts/compare_runs.py --group tie-emb --metric val/loss",
          "run        seeds  val/loss  params\ntied       3      2.381    351M\nuntied     3      2.379    384M",
        )
        .assistant("Untied is 0.002 better for 33M more parameters, within seed noise.")
        .user("then tied, obviously. keep tie_word_embeddings: true for the 350m family, we're not paying 33M params for nothing")
        .file("Edit", "configs/350m.yaml")
        .user("someone should redo this comparison at 1.3b at some point, the answer might flip with scale. add it to the backlog")
        .stop("tie_word_embeddings stays true."),
    planted: [
      { kind: "decision", keys: ["tie_word_embeddings"] },
      { kind: "task", keys: ["1.3b"] },
    ],
  },
  {
    id: "b171-data-weights",
    build: (s) =>
      s
        .bash("cat configs/mix/v4.yaml", "web: 0.55\ncode: 0.20\nbooks: 0.15\nwiki: 0.10\n# NOTE: weights must sum to 1.0, the loader never renormalizes")
        .user("I'm thinking code should be higher, like 0.3? everyone says code helps reasoning. but not sure it helps our retrieval evals")
        .assistant("We could run a small 125m proxy with code at 0.3 and compare on the retrieval evals before changing the 1.3b mix.")
        .user("ok yes, let's do the 125m proxy run first. mix stays as is until we see the proxy numbers")
        .stop(),
    planted: [{ kind: "decision", keys: ["125m", "proxy"] }],
  },
  {
    id: "b171-gpu-hours-chat",
    build: (s) =>
      s
        .user("how many GPU hours did we burn this month? finance is asking")
        .bash(
          "sreport cluster AccountUtilizationByUser account=ml-team start=2026-11-01 -t hours | tail -3",
          "ml-team   anna    41022\nml-team   tomas   18310\nml-team   priya   6120",
        )
        .assistant("About 65.5k GPU-hours for the account this month: 41.0k under your user, 18.3k Tomas, 6.1k Priya.")
        .user("lol ok that's a lot. they'll survive")
        .assistant("Most of yours is the 1.3b run (about 29k).")
        .stop(),
    planted: [],
  },
  {
    id: "b171-hparam-question",
    build: (s) =>
      s
        .user("is there a rule of thumb for how lr should scale with batch size for adam?")
        .assistant(
          "Roughly square-root scaling is the common heuristic for Adam: doubling the batch, multiply the lr by about 1.4. Linear scaling is more of an SGD thing, and both break down past the critical batch size.",
        )
        .user("and do we know our critical batch size?")
        .assistant("Not from anything in the repo; we'd need a sweep over batch sizes at fixed tokens to estimate it.")
        .user("ok, interesting. food for thought")
        .stop(),
    planted: [],
  },
  {
    id: "b171-eval-cadence",
    build: (s) =>
      s
        .user("the eval callback every 500 steps is eating like 9% of wall clock on the 1.3b")
        .bash("grep -c 'eval/' logs/1p3b-run3.log; grep 'eval took' logs/1p3b-run3.log | tail -1", "83\neval took 212.4s")
        .assistant("83 evals so far at about 212 s each. Every 2000 steps would bring it under 3%.")
        .user("ok 2000 it is for the big runs. but keep 500 for anything under 350m, those evals are cheap and I want the resolution")
        .file("Edit", "configs/1p3b.yaml")
        .stop("eval_every: 2000 in configs/1p3b.yaml; the small configs keep 500."),
    planted: [
      { kind: "decision", keys: ["2000"] },
      { kind: "instruction", keys: ["500", "350m"] },
    ],
  },
  {
    id: "b171-seqlen-superseded",
    build: (s) =>
      s
        .user("for the long-context finetune, let's use rope base 500k and seq len 32k")
        .file("Edit", "configs/longctx.yaml")
        .bash("python train.py --config configs/longctx.yaml --max-steps 10", "step 10 loss 2.92 tok/s 88k mem 77.9GiB")
        .assistant("It fits, barely (77.9 of 80 GB), at 88k tok/s.")
        .user("hmm 88k tok/s is going to take forever. change of plan: 16k seq len, rope base stays 500k. we do 32k later as a second stage if 16k works")
        .file("Edit", "configs/longctx.yaml")
        .bash("python train.py --config configs/longctx.yaml --max-steps 10", "step 10 loss 2.95 tok/s 171k mem 52.3GiB")
        .stop("16k seq len runs at 171k tok/s."),
    planted: [
      { kind: "decision", keys: ["16k"] },
      { kind: "task", keys: ["32k", "second stage"] },
    ],
  },
  {
    id: "b171-wandb-artifacts",
    build: (s) =>
      s
        .user("should we log checkpoints as wandb artifacts? it'd be nice to have lineage")
        .assistant(
          "It would give lineage, but at 31 GB per 1.3b checkpoint the quota would fill in a couple of days. One option is logging only a reference artifact that points at the S3 path.",
        )
        .user("reference artifacts, good idea, yes. never upload actual checkpoint files to wandb, only s3 references")
        .file("Edit", "train/logging.py")
        .bash("pytest -x -q -m 'not slow' tests/test_logging.py", "...\n3 passed in 0.88s")
        .stop("Checkpoints are logged as wandb reference artifacts pointing at S3."),
    planted: [
      { kind: "decision", keys: ["reference"] },
      { kind: "instruction", keys: ["checkpoint", "wandb"] },
    ],
  },
  {
    id: "b171-loss-spike-root",
    build: (s) =>
      s
        .user("there was a loss spike at 33.1k on the 1.3b, it recovered but I want to know what it was")
        .bash(
          "python scripts/batch_at_step.py --run 1p3b-run3 --step 33100 | head -5",
          "shard corpus_v4_dedup/web-00412.arrow\nsample 0: '\\x00\\x00\\x00\\x00\\x00\\x00...'\nsample 1: '\\x00\\x00\\x00\\x00...'\nnull_frac 0.94",
        )
        .assistant("The batch at 33.1k is 94% null bytes, all from shard web-00412.arrow. Looks like a corrupted shard.")
        .bash(
          "python scripts/scan_nulls.py /mnt/data/corpus_v4_dedup/ --threshold 0.5",
          "web-00412.arrow  null_frac=0.93\nweb-00977.arrow  null_frac=0.88\n2 of 1536 shards above threshold",
        )
        .user(
          "yep. so web-00412 and web-00977 are corrupted, that's the spike. drop both from the shard list and rebuild them from the raw dump when someone has time",
        )
        .file("Edit", "data/shards/corpus_v4_dedup.txt")
        .stop("Removed both shards from the list."),
    planted: [
      { kind: "fact", keys: ["web-00412"] },
      { kind: "task", keys: ["rebuild"] },
    ],
  },
  {
    id: "b171-notebook-chat",
    build: (s) =>
      s
        .user("can you make me a quick plot of val loss vs tokens for run3 and run4, just for me, not for the doc")
        .bash("python scripts/plot_runs.py --runs 1p3b-run3 1p3b-run4 --x tokens --y val/loss --out /tmp/cmp.png", "saved /tmp/cmp.png")
        .assistant("Saved to /tmp/cmp.png. run4 is slightly below run3 after 60B tokens.")
        .user("is that gap real or just noise, you think?")
        .assistant("With one seed each I can't tell; the gap (0.006) is smaller than the step-to-step noise in either curve.")
        .user("ok, figured. thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b171-sbatch-conventions",
    build: (s) =>
      s
        .user(
          "couple of things for all the slurm stuff you write for me:\n1. --time always set explicitly, never rely on the partition default (it's 4h and kills long runs)\n2. logs go to /scratch/ml/logs/%x-%j.out, not the cwd\n3. requeue on preemption, --requeue plus the signal handler that saves a ckpt",
        )
        .file("Read", "jobs/common.sbatch")
        .assistant("common.sbatch already has --requeue but no --time and writes logs to the cwd. Fixing both.")
        .file("Edit", "jobs/common.sbatch")
        .bash("sbatch --test-only jobs/common.sbatch", "sbatch: Job 881377 to start at 2026-11-30T10:14:02 using 64 processors on nodes gpu-[01-04]")
        .stop("Added --time=72:00:00 and the /scratch/ml/logs output path."),
    planted: [
      { kind: "instruction", keys: ["--time"] },
      { kind: "instruction", keys: ["/scratch/ml/logs"] },
      { kind: "instruction", keys: ["--requeue"] },
      { kind: "fact", keys: ["4h"] },
    ],
  },
  {
    id: "b171-retrieval-metric",
    build: (s) =>
      s
        .user("for the retrieval evals, which metric do we headline, recall@10 or ndcg@10?")
        .bash("python eval/retrieval.py --ckpt ckpt/350m-run9/step60000 --quick", "recall@10 0.712\nndcg@10   0.538\nmrr@10    0.491")
        .assistant("Both are computed. ndcg@10 is what BEIR and most papers report; recall@10 is more stable between seeds in our runs.")
        .user("ndcg@10 then, so we're comparable to the papers. recall@10 goes in the appendix tables")
        .file("Edit", "eval/suites/retrieval.yaml")
        .stop("Headline metric is ndcg@10 in eval/suites/retrieval.yaml."),
    planted: [{ kind: "decision", keys: ["ndcg@10"] }],
  },
  {
    id: "b171-compile-hunch",
    build: (s) =>
      s
        .user("would torch.compile help the 350m? might be a free 20%")
        .bash("python train.py --config configs/350m.yaml --compile --max-steps 50", "step 50 loss 6.874 tok/s 1.38M (compile took 94s)")
        .assistant("1.38M tok/s with compile vs 1.21M without, about 14% faster after a 94 s compile.")
        .user("nice. hmm, let me think about it, I've seen graph breaks eat the gains on long runs with varlen attention")
        .assistant("OK, I haven't changed any config; the --compile flag only affected this test run.")
        .user("yeah. and honestly I'm not even sure the 14% holds at 8 GPUs")
        .stop(),
    planted: [],
  },
  {
    id: "b171-hf-upload",
    build: (s) =>
      s
        .user("we need to push the 350m retriever to the hub for the demo")
        .bash("huggingface-cli whoami", "anna-ml\norgs: acme-research")
        .assistant("You're logged in as anna-ml, member of acme-research. Should it go under the org, public?")
        .user("under acme-research, private. models only go public after legal signs off, that's a hard rule here")
        .bash(
          "huggingface-cli upload acme-research/retriever-350m-v3 ckpt/350m-run9/step60000/hf --private",
          "https://huggingface.co/acme-research/retriever-350m-v3 (private)",
        )
        .user("also the model card is empty, we'll need to write one before the demo on the 9th")
        .stop("Uploaded privately to acme-research/retriever-350m-v3."),
    planted: [
      { kind: "instruction", keys: ["legal"] },
      { kind: "task", keys: ["model card"] },
    ],
  },
  {
    id: "b171-mup-decision",
    build: (s) =>
      s
        .assistant(
          "Summary of the muP transfer check: lr tuned on the 125m proxy transfers to 350m and 1.3b within one grid step when using muP parametrization; with standard parametrization the optimum shifts by 2x at 1.3b.",
        )
        .bash(
          "python scripts/compare_runs.py --group mup-transfer --metric best_lr",
          "width   SP best_lr   muP best_lr\n125m    6e-4        3e-3\n350m    3e-4        3e-3\n1.3b    1.5e-4      3e-3",
        )
        .user("that's pretty convincing. ok, we switch to muP for the next model family and tune lr on the 125m only")
        .file("Edit", "docs/training-plan.md")
        .user("fwiw I'm not 100% sure it holds at 7b, but we're not training 7b anytime soon")
        .stop("Noted in docs/training-plan.md."),
    planted: [{ kind: "decision", keys: ["mup"] }],
  },
  {
    id: "b171-node-memory",
    build: (s) =>
      s
        .user("dataloader workers got OOM-killed on the login node when I tried preprocessing there")
        .bash("free -g | head -2", "              total        used        free\nMem:             62          58           2")
        .assistant("The login node has 62 GB of RAM and is nearly full. The compute nodes should have far more.")
        .bash("ssh gpu-01 free -g | head -2", "              total        used        free\nMem:           1007          41         966")
        .user("right, the login node is shared and tiny. don't run preprocessing or anything heavy on login01, submit it as a cpu job to the 'cpu' partition")
        .stop("Compute nodes have ~1 TB of RAM each."),
    planted: [
      { kind: "fact", keys: ["login node", "shared"] },
      { kind: "instruction", keys: ["login01"] },
    ],
  },
  {
    id: "b171-paper-figs",
    build: (s) =>
      s
        .user("can you check paper/make_figs.py still runs with the new seeds?")
        .bash("python paper/make_figs.py --dry-run", "fig1_scaling.pdf      ok\nfig2_ctx_ablation.pdf ok\nfig3_ema.pdf          missing run ema-0.9999-s2")
        .assistant("fig3 is missing the ema-0.9999 seed-2 run; the others would regenerate fine.")
        .user("ah that run crashed, we need to rerun ema-0.9999 seed 2 before the figures can be final. queue it now please")
        .bash("sbatch jobs/ft_ema.sbatch --seed 2", "Submitted batch job 881402")
        .stop("Queued as job 881402."),
    planted: [],
  },
  {
    id: "b171-val-shuffle-fact",
    build: (s) =>
      s
        .user("why do val losses differ between the trainer's eval and eval/run_suite.py on the same ckpt?")
        .bash("python scripts/val_both.py --ckpt ckpt/350m-run9/step60000", "trainer val/loss   2.3712\nrun_suite val/loss 2.3905")
        .file("Read", "train/loop.py")
        .assistant(
          "The trainer computes val loss with the EMA weights and packed sequences; run_suite loads the raw weights and pads. Could be either difference. Want me to isolate it?",
        )
        .user("yes, try run_suite with the ema weights")
        .bash("python scripts/val_both.py --ckpt ckpt/350m-run9/step60000 --suite-weights ema", "trainer val/loss   2.3712\nrun_suite val/loss 2.3714")
        .user("there we go, it's the weights, not the packing: run_suite loads the raw weights by default, not the ema ones. good to know")
        .stop("With EMA weights the two agree to 0.0002."),
    planted: [{ kind: "fact", keys: ["run_suite", "raw"] }],
  },
  {
    id: "b171-intern-onboarding",
    build: (s) =>
      s
        .user("new intern starts monday, Jonas. he'll work on the eval harness port with Priya")
        .bash("ls docs/", "onboarding.md\ntraining-plan.md\ncluster.md")
        .assistant("There's docs/onboarding.md. Want me to check it's up to date with the cluster changes (offline wandb, gpu-07 exclusion)?")
        .user("yes pls, and add those two. and reminder for me: get Jonas cluster access from infra before monday, that takes 2 days")
        .file("Edit", "docs/onboarding.md")
        .stop("Added the offline-wandb and gpu-07 notes to docs/onboarding.md."),
    planted: [
      { kind: "fact", keys: ["jonas", "harness"] },
      { kind: "task", keys: ["jonas", "access"] },
    ],
  },
];

export const BLIND171 = plantedSet(BLIND171_SESSIONS, Date.UTC(2026, 10, 24, 9));
