/**
 * Blind planted set 193 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a machine-learning engineer (PyTorch, Weights & Biases) working with a coding agent on
 * experiments: facts about datasets, clusters and GPU budgets, decisions on hyperparameters and
 * baselines, run-hygiene conventions, follow-ups left for later; terse, lower-case, some typos.
 * Each session is one segment; the items planted in it are listed with it: 68 items (18 decisions, 17 instructions,
 * 17 facts, 16 tasks) in 52 sessions, 12 of which plant nothing (53 user/assistant messages between them). Every other message
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

export const BLIND193_SESSIONS: BlindSession[] = [
  {
    id: "b193-cosine-warmup",
    build: (s) =>
      s
        .user("the loss curve on run 4471 spikes around step 1800, can you look at the scheduler config? I think warmup is too short")
        .file("Read", "configs/train/base.yaml")
        .bash("grep -n 'warmup\\|scheduler' configs/train/base.yaml", "14:  scheduler: linear\n15:  warmup_steps: 500\n16:  # TODO: tune warmup")
        .assistant(
          "Warmup is 500 steps with a linear decay. The spike at ~1800 lines up with the LR reaching peak plus the first large-batch accumulation. Two options: (a) cosine decay with 2000 warmup steps, (b) keep linear but cap peak LR at 2e-4.",
        )
        .user("ok lets go with (a), cosine with 2000 warmup. peak stays 3e-4")
        .file("Edit", "configs/train/base.yaml")
        .assistant("Switched the base config to cosine decay, warmup_steps 2000, peak LR 3e-4.")
        .stop(),
    planted: [{ kind: "decision", keys: ["cosine", "2000"] }],
  },
  {
    id: "b193-wandb-entity",
    build: (s) =>
      s
        .user(
          "hey, the run I launched last night ended up under my personal wandb account again. from now on every run logs to entity `kestrel-ml`, project `retriever-v2`, never to personal accounts. can you make that the default in the launcher",
        )
        .file("Read", "scripts/launch.py")
        .bash(
          "grep -n 'wandb.init' -A4 scripts/launch.py",
          "88:    wandb.init(\n89:        project=args.project or 'scratch',\n90:        config=cfg,\n91:    )",
        )
        .file("Edit", "scripts/launch.py")
        .assistant("wandb.init now defaults to entity='kestrel-ml', project='retriever-v2'; --project still overrides the project.")
        .user("thx")
        .stop("Done."),
    planted: [{ kind: "instruction", keys: ["kestrel-ml"] }],
  },
  {
    id: "b193-gpu-budget",
    build: (s) =>
      s
        .user("how many GPU hours do we have left this month? I want to queue the 1.3B ablations")
        .bash("python scripts/quota.py --team retriever", "team=retriever  allocation=6000 gpu-h  used=4212 gpu-h  remaining=1788 gpu-h  reset=2026-12-01")
        .assistant(
          "1788 GPU-hours remaining out of the 6000 monthly allocation; it resets on Dec 1. One 1.3B ablation at 8xA100 for ~20h is about 160 GPU-h, so roughly 11 runs fit.",
        )
        .user(
          "ok good. fyi the 6000 gpu-h is per calendar month for the whole retriever team, shared with Priya's group, so don't burn it on sweeps without asking. queue 4 of the ablations for now",
        )
        .bash(
          "for i in 1 2 3 4; do sbatch jobs/ablate_1p3b.sh $i; done",
          "Submitted batch job 918821\nSubmitted batch job 918822\nSubmitted batch job 918823\nSubmitted batch job 918824",
        )
        .assistant("Queued 4 ablation jobs (918821–918824).")
        .stop(),
    planted: [
      { kind: "fact", keys: ["6000"] },
      { kind: "instruction", keys: ["sweeps", "asking"] },
    ],
  },
  {
    id: "b193-empty-loss-question",
    build: (s) =>
      s
        .user("why would val loss go up while train loss keeps going down after epoch 20? overfitting or something else?")
        .assistant(
          "Overfitting is the usual reading, but it could also be the LR schedule hitting its floor, or a shift in the val distribution if val was rebuilt. Is the gap growing steadily or did it jump?",
        )
        .user("steady I think. not sure")
        .bash(
          "python tools/wandb_summary.py --run 4498 --keys train/loss,val/loss",
          "ep10 train=1.92 val=2.05\nep20 train=1.61 val=2.01\nep30 train=1.38 val=2.09",
        )
        .assistant(
          "Steady divergence from epoch 20: train 1.61→1.38, val 2.01→2.09. Looks like plain overfitting; more augmentation or early stopping would be the first things to try.",
        )
        .user("hm ok, let me think about it")
        .stop(),
    planted: [],
  },
  {
    id: "b193-dataset-dedup",
    build: (s) =>
      s
        .user("the eval numbers on codesearch-py look way too good. 0.91 MRR? something is leaking")
        .bash(
          "python tools/overlap.py --train data/codesearch/train.jsonl --eval data/codesearch/test.jsonl",
          "train: 412,330 rows\neval: 9,870 rows\nexact overlap (normalized code): 1,604 rows (16.3%)",
        )
        .assistant(
          "Confirmed: 16.3% of the codesearch-py test set (1,604 of 9,870 rows) appears verbatim in train after whitespace normalization. That's the leak behind the 0.91 MRR.",
        )
        .user("ugh. ok. we need to rebuild the split with near-dup removal (minhash) but not today, I have the reading group. leave a note")
        .assistant("Noted; nothing changed in the data yet.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["16.3%"] },
      { kind: "task", keys: ["minhash"] },
    ],
  },
  {
    id: "b193-bf16-choice",
    build: (s) =>
      s
        .user("should we train the 350M in fp16 with loss scaling or bf16? the H100s support both")
        .assistant(
          "bf16 avoids the loss scaler and the overflow skips we saw in run 4390; throughput is the same on H100. fp16 would only matter if we had to go back to V100s.",
        )
        .user("right, bf16 then, for everything on the H100 partition. drop the GradScaler code path")
        .file("Edit", "train/amp.py")
        .bash("pytest tests/test_amp.py -q", "....\n4 passed in 2.31s")
        .assistant("Removed GradScaler; autocast now uses torch.bfloat16. Tests pass.")
        .stop(),
    planted: [{ kind: "decision", keys: ["bf16"] }],
  },
  {
    id: "b193-seed-policy",
    build: (s) =>
      s
        .user("can you rerun the baseline eval for the paper table")
        .bash("python eval.py --ckpt runs/baseline-r18/best.pt --seed 0", "top1=71.42 top5=90.11")
        .assistant("Baseline ResNet-18: top-1 71.42, top-5 90.11 (seed 0).")
        .user(
          "one seed isn't enough for the paper. rule for this project: every number that goes in a table is the mean of 3 seeds (0,1,2) with std reported. please keep that in mind for all evals going forward",
        )
        .bash("for s in 1 2; do python eval.py --ckpt runs/baseline-r18/best.pt --seed $s; done", "top1=71.38 top5=90.02\ntop1=71.55 top5=90.20")
        .assistant("3-seed mean top-1: 71.45 ± 0.07.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["3 seeds"] }],
  },
  {
    id: "b193-empty-chitchat",
    build: (s) =>
      s
        .user("morning! did the overnight run finish?")
        .bash("squeue -u $USER", "JOBID PARTITION NAME USER ST TIME\n(empty)")
        .assistant("Nothing in the queue, so it finished or died. Let me check the log.")
        .bash("tail -2 logs/918850.out", "epoch 90/90 top1=76.31\nsaved runs/r50-lars-e90-v2/final.pt")
        .assistant("It finished: 90 epochs, top-1 76.31, checkpoint saved to runs/r50-lars-e90-v2/final.pt.")
        .user("sweet, coffee time then")
        .stop(),
    planted: [],
  },
  {
    id: "b193-oom-root-cause",
    build: (s) =>
      s
        .user("training keeps OOMing at exactly step 12k on the long-context run. any idea?")
        .bash(
          "grep -n 'max_len\\|curriculum' configs/longctx.yaml",
          "22:  curriculum:\n23:    - {step: 0, max_len: 2048}\n24:    - {step: 12000, max_len: 8192}",
        )
        .assistant("Maybe fragmentation? I'd first check whether it's the curriculum: at step 12000 max_len jumps from 2048 to 8192.")
        .bash(
          "python scripts/memprobe.py --config configs/longctx.yaml --len 8192 --micro-bs 8",
          "peak allocated: 97.4 GiB (limit 79.1 GiB) -> OOM\nmicro-bs 2: peak 31.2 GiB OK",
        )
        .assistant(
          "Confirmed root cause: the curriculum switches to max_len 8192 at step 12000 while micro-batch stays at 8, which needs 97 GiB per GPU. Not fragmentation. With micro-batch 2 (grad-accum ×4) it peaks at 31 GiB.",
        )
        .user("ok so at the 8192 stage we do micro-batch 2 with grad accum 4. put that in the config")
        .file("Edit", "configs/longctx.yaml")
        .assistant("Added micro_bs: 2 and grad_accum: 4 to the 12000-step curriculum stage.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["8192", "12000"] },
      { kind: "decision", keys: ["micro-batch 2"] },
    ],
  },
  {
    id: "b193-baseline-bm25",
    build: (s) =>
      s
        .user(
          "For the retrieval paper, what baseline do we compare against? I was thinking DPR, but honestly the reviewers last time asked about BM25 and Contriever",
        )
        .bash("ls results/baselines/", "bm25_msmarco.json\ncontriever_msmarco.json\ndpr_msmarco.json")
        .assistant(
          "All three exist on MS MARCO. DPR is weaker than Contriever here (MRR@10 31.2 vs 33.8); BM25 is 18.7. Reporting BM25 + Contriever covers the lexical and the strongest dense baseline.",
        )
        .user("yeah agreed — BM25 and Contriever are the baselines, DPR goes to the appendix.")
        .file("Edit", "paper/tables/main.tex")
        .assistant("Main table now has BM25 and Contriever rows; DPR moved to appendix table A2.")
        .stop(),
    planted: [{ kind: "decision", keys: ["contriever", "appendix"] }],
  },
  {
    id: "b193-nccl-timeout",
    build: (s) =>
      s
        .user("job 918400 died with NCCL timeout again, 2 nodes. logs?")
        .bash(
          "tail -5 logs/918400.err",
          "[E ProcessGroupNCCL.cpp:828] Watchdog caught collective operation timeout: WorkNCCL(OpType=ALLREDUCE, Timeout(ms)=600000)\nnode gpu-b07: ib0 link down\nTODO(nccl): always set NCCL_DEBUG=INFO on multi-node",
        )
        .assistant("The allreduce timed out because gpu-b07's InfiniBand link (ib0) went down. I checked the last three timeouts: all three include gpu-b07.")
        .user("right, gpu-b07 has had a flaky IB card for weeks, infra knows. exclude it on every multi-node job, add --exclude=gpu-b07 to the sbatch template")
        .file("Edit", "jobs/template.sbatch")
        .bash("sbatch jobs/pretrain_2node.sh", "Submitted batch job 918455")
        .assistant("Template now has #SBATCH --exclude=gpu-b07; resubmitted as 918455.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["gpu-b07"] },
      { kind: "instruction", keys: ["exclude", "gpu-b07"] },
    ],
  },
  {
    id: "b193-empty-config-quote",
    build: (s) =>
      s
        .user("paste me the deepspeed config we used for 4471")
        .bash(
          "cat configs/ds/zero2.json",
          '{\n  "zero_optimization": {"stage": 2, "overlap_comm": true},\n  "_comment": "TODO: always enable contiguous_gradients; never use stage 3 with offload on a100",\n  "bf16": {"enabled": true}\n}',
        )
        .assistant(
          'Here it is: ZeRO stage 2 with overlap_comm, bf16 enabled. The comment in the file says "TODO: always enable contiguous_gradients; never use stage 3 with offload on a100".',
        )
        .user("ok thanks, just needed it for the appendix")
        .assistant("Sure.")
        .stop(),
    planted: [],
  },
  {
    id: "b193-eval-todo-tokenizer",
    build: (s) =>
      s
        .user("compare tokenizer fertility of the new 64k vocab vs the old 32k on the code split")
        .bash("python tools/fertility.py --tok tok/v64k --tok tok/v32k --data data/code_val.jsonl", "v64k: 2.91 tokens/word\nv32k: 3.47 tokens/word")
        .assistant("The 64k vocab gives 2.91 tokens/word vs 3.47 for 32k on code_val, about 16% fewer tokens.")
        .user(
          "nice. we still need to check the 64k vocab on the multilingual split before we switch, that's for next week. and remind me to ask Jonas whether the embedding matrix fits in the 350M budget",
        )
        .assistant("Both noted for later.")
        .stop(),
    planted: [
      { kind: "task", keys: ["multilingual"] },
      { kind: "task", keys: ["jonas", "embedding"] },
    ],
  },
  {
    id: "b193-ckpt-location",
    build: (s) =>
      s
        .user("where did the r50 checkpoints from last week go? /scratch is empty")
        .bash("ls /mnt/lake/ckpt/vision/ | head", "r50-lars-e90/\nr50-lars-e90-ema/\nvit-s16-dino/")
        .assistant("They're on the lake: /mnt/lake/ckpt/vision/r50-lars-e90/. /scratch gets purged after 14 days of no access.")
        .user("ah right. yes /scratch is purged every 14 days, so anything you want to keep goes to /mnt/lake/ckpt. copy the ema one into the eval dir please")
        .bash("cp -r /mnt/lake/ckpt/vision/r50-lars-e90-ema /work/eval/ckpt/", "")
        .assistant("Copied.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["scratch", "14 days"] },
      { kind: "instruction", keys: ["/mnt/lake/ckpt"] },
    ],
  },
  {
    id: "b193-optimizer-lion",
    build: (s) =>
      s
        .user("I read the Lion paper, think it'd beat AdamW for our ViT-S runs?")
        .assistant("Possibly; Lion usually needs 3–10× smaller LR and larger weight decay. We could run a short 50-epoch comparison on ImageNet-100.")
        .user("hmm let's try it quickly")
        .bash(
          "python train.py --cfg vit_s16_in100 --opt lion --lr 1e-4 --wd 1.0 --epochs 50 && python train.py --cfg vit_s16_in100 --opt adamw --epochs 50",
          "lion: top1=78.9\nadamw: top1=79.4",
        )
        .assistant("On ImageNet-100 at 50 epochs: AdamW 79.4 vs Lion 78.9.")
        .user("meh. not worth it then, we stay on AdamW for the ViT work. kill the lion branch")
        .bash("git branch -D exp/lion", "Deleted branch exp/lion (was 3be21c0).")
        .stop("Deleted exp/lion."),
    planted: [{ kind: "decision", keys: ["adamw", "vit"] }],
  },
  {
    id: "b193-empty-proposal-declined",
    build: (s) =>
      s
        .user("thoughts on switching from W&B to MLflow? someone on the team asked")
        .assistant(
          "MLflow is self-hosted and free, which helps cost, but we'd lose W&B sweeps and reports, and migrating ~4,500 runs is work. I could prototype an MLflow server on one node if you want to compare.",
        )
        .user("no, not worth the churn right now. I was just curious what you'd say")
        .assistant("Makes sense.")
        .bash("python tools/wandb_list.py --count", "4523 runs")
        .assistant("For reference, we have 4,523 runs in W&B.")
        .stop(),
    planted: [],
  },
  {
    id: "b193-label-noise",
    build: (s) =>
      s
        .user("sanity-check the annotator agreement on the toxicity labels")
        .bash("python tools/agreement.py data/tox/labels_v3.csv", "annotators=5 items=12000 fleiss_kappa=0.41\nitems with majority<3/5: 2,310")
        .assistant("Fleiss' kappa is 0.41 over 12k items and 2,310 items have no 3/5 majority. That's moderate agreement at best.")
        .user(
          "yeah that's known, kappa 0.41 is what the vendor gave us. for training we drop the no-majority items. later we should get the 2,310 ambiguous ones relabeled by the in-house team, file that in the tracker",
        )
        .file("Edit", "data/tox/build.py")
        .bash("gh issue create --title 'Relabel 2,310 no-majority toxicity items in-house' --body 'labels_v3'", "https://github.com/kestrel/ml/issues/812")
        .assistant("Filtered the no-majority items out in build.py and opened issue #812 for the relabel.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["0.41"] },
      { kind: "decision", keys: ["no-majority"] },
      { kind: "task", keys: ["relabel"] },
    ],
  },
  {
    id: "b193-grad-clip",
    build: (s) =>
      s
        .user("grad norm explodes around epoch 3 on the 1.3B. what clip value do we use?")
        .bash("grep -rn 'clip_grad' train/ | head -3", "train/loop.py:141:    torch.nn.utils.clip_grad_norm_(model.parameters(), 5.0)")
        .assistant(
          "Currently 5.0. The grad-norm plot in W&B shows norms of 1.2–1.8 in steady state with spikes to 40+; a clip of 1.0 is the usual choice at this scale.",
        )
        .user("set it to 1.0. and make it a config key, not hardcoded")
        .file("Edit", "train/loop.py")
        .file("Edit", "configs/train/base.yaml")
        .assistant("grad_clip: 1.0 is now in base.yaml and loop.py reads it.")
        .stop(),
    planted: [{ kind: "decision", keys: ["clip", "1.0"] }],
  },
  {
    id: "b193-pr-review",
    build: (s) =>
      s
        .user(
          "before you push anything to the training repo: run `make lint test` locally and tag @mei-lin on the PR, she owns the data loaders. that goes for every PR that touches data/",
        )
        .bash("make lint test", "ruff check . -> All checks passed!\npytest -q -> 212 passed in 48.1s")
        .assistant("Lint and tests pass.")
        .bash("gh pr create --fill --reviewer mei-lin", "https://github.com/kestrel/ml/pull/815")
        .assistant("Opened PR #815 with mei-lin as reviewer.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["make lint test"] },
      { kind: "fact", keys: ["mei-lin", "loaders"] },
    ],
  },
  {
    id: "b193-empty-fix-shape",
    build: (s) =>
      s
        .user("RuntimeError: mat1 and mat2 shapes cannot be multiplied (32x768 and 1024x256) in the probe head, fix it")
        .file("Read", "models/probe.py")
        .assistant("The probe head assumes hidden size 1024 but the 125M backbone has 768. I'll read it from the backbone config instead of hardcoding.")
        .file("Edit", "models/probe.py")
        .bash("pytest tests/test_probe.py -q", "...\n3 passed in 1.02s")
        .assistant("Fixed: probe head's in_features comes from backbone.config.hidden_size. Tests pass.")
        .user("ty")
        .stop(),
    planted: [],
  },
  {
    id: "b193-sweep-followup",
    build: (s) =>
      s
        .user("summarize the LR sweep for the 125M")
        .bash(
          "python tools/wandb_summary.py --sweep kestrel-ml/retriever-v2/sw-8h2k",
          "lr=1e-4 val_loss=2.914\nlr=3e-4 val_loss=2.861\nlr=6e-4 val_loss=2.857\nlr=1e-3 val_loss=diverged",
        )
        .assistant("3e-4 and 6e-4 are within noise (2.861 vs 2.857); 1e-3 diverged. I'd take 3e-4 for stability.")
        .user("ok 3e-4 for the 125M. but the sweep only ran 5k steps, we should redo it with full 20k-step runs once the december quota kicks in")
        .assistant("Got it.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["3e-4", "125m"] },
      { kind: "task", keys: ["20k"] },
    ],
  },
  {
    id: "b193-dataloader-workers",
    build: (s) =>
      s
        .user("GPU util is only 55% on the vision runs. dataloader bound?")
        .bash("python tools/profile_loader.py --workers 4,8,16", "workers=4 img/s=1840\nworkers=8 img/s=3310\nworkers=16 img/s=3290")
        .assistant("Yes, loader-bound. 8 workers per GPU gets 3310 img/s; 16 doesn't help because the nodes only have 64 CPU cores shared by 8 GPUs.")
        .user("ok use 8 workers per GPU. and good to know about the 64 cores, I didn't realize")
        .file("Edit", "configs/vision/base.yaml")
        .assistant("num_workers: 8 in the vision base config.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["8 workers"] },
      { kind: "fact", keys: ["64 cpu cores"] },
    ],
  },
  {
    id: "b193-typo-fix-logging",
    build: (s) =>
      s
        .user("small thing: the W&B chart is called 'val_acurracy', fix the typo")
        .bash("grep -rn 'acurracy' train/", "train/metrics.py:33:    'val_acurracy': acc,")
        .file("Edit", "train/metrics.py")
        .assistant("Renamed to val_accuracy.")
        .user(
          "thanks. btw I'd prefer metric names always follow split/metric with a slash like `val/accuracy`, so W&B groups them into sections. use that style for anything new you add",
        )
        .assistant("Understood.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["val/accuracy"] }],
  },
  {
    id: "b193-empty-hypothesis",
    build: (s) =>
      s
        .user("the 350M is 3% worse than last week's run with the same config. maybe the new data shard is bad?")
        .assistant("Could be the shard, or a different torch version, or just seed variance. Do you know if the seeds matched?")
        .user("not sure, I might have used seed 1. could also be the cudnn upgrade, no idea")
        .bash("diff <(jq .seed runs/4488/config.json) <(jq .seed runs/4512/config.json)", "1c1\n< 0\n---\n> 1")
        .assistant("Seeds differ (0 vs 1), so part of it may just be variance. Hard to say more without a same-seed rerun.")
        .user("ok let me look at it myself tomorrow-ish, not a big deal")
        .stop(),
    planted: [],
  },
  {
    id: "b193-distill-teacher",
    build: (s) =>
      s
        .user("which teacher for the distillation run? the 7B or the 13B?")
        .bash("python tools/eval_teacher.py --models t7b,t13b --bench humaneval", "t7b pass@1=41.5 latency_ms=210\nt13b pass@1=44.0 latency_ms=390")
        .assistant(
          "13B is +2.5 pass@1 but almost 2x slower to generate targets. For 40M distillation samples that's ~9 extra days on our 16 GPUs. I'd suggest 7B.",
        )
        .user("hmm, I was leaning 13B")
        .assistant("If quality matters more than wall clock, 13B is defensible; you could also generate with 7B and re-score the hardest 10% with 13B.")
        .user("nah, keep it simple. 7B teacher. the 9 days kills it")
        .file("Edit", "configs/distill.yaml")
        .assistant("teacher: t7b in configs/distill.yaml.")
        .stop(),
    planted: [{ kind: "decision", keys: ["7b", "teacher"] }],
  },
  {
    id: "b193-eval-harness-owner",
    build: (s) =>
      s
        .user("the humaneval harness gives different numbers than last month, did someone change it?")
        .bash(
          "git log --oneline -3 -- eval/harness/",
          "a91c2e4 harness: strip trailing whitespace before exec (tomasz)\n7f02b11 harness: timeout 10s -> 3s (tomasz)",
        )
        .assistant("Two changes by tomasz: timeout lowered from 10s to 3s and whitespace stripping. The timeout change alone can explain lower pass@1.")
        .user(
          "ok Tomasz owns the eval harness, I'll ping him. for us: pin the harness to tag harness-v1.4 in our eval script so results are comparable with the March numbers",
        )
        .file("Edit", "scripts/run_eval.sh")
        .assistant("run_eval.sh now checks out harness-v1.4 before running.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["tomasz", "harness"] },
      { kind: "decision", keys: ["harness-v1.4"] },
    ],
  },
  {
    id: "b193-mixup-withdrawn",
    build: (s) =>
      s
        .user("add mixup with alpha 0.8 to the r50 recipe")
        .file("Edit", "configs/vision/r50.yaml")
        .assistant("Added mixup alpha 0.8.")
        .user("actually wait, scratch that, the 90-epoch schedule is too short for mixup to pay off. revert it. we'll use cutmix only, alpha 1.0")
        .file("Edit", "configs/vision/r50.yaml")
        .bash("git diff --stat", " configs/vision/r50.yaml | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)")
        .assistant("Reverted mixup; r50 recipe now uses cutmix alpha 1.0 only.")
        .stop(),
    planted: [{ kind: "decision", keys: ["cutmix"] }],
  },
  {
    id: "b193-empty-status",
    build: (s) =>
      s
        .user("rerun the eval for 4503 on the new checkpoint and tell me the number")
        .bash("python eval.py --ckpt runs/4503/step120k.pt --seed 0", "top1=77.02 top5=93.40")
        .assistant("4503 at step 120k: top-1 77.02, top-5 93.40.")
        .user("and compared to 100k?")
        .bash("python eval.py --ckpt runs/4503/step100k.pt --seed 0", "top1=76.71 top5=93.18")
        .assistant("+0.31 top-1 over the 100k checkpoint (76.71).")
        .user("cool")
        .stop(),
    planted: [],
  },
  {
    id: "b193-storage-quota",
    build: (s) =>
      s
        .user("disk full on the lake? my save failed")
        .bash("df -h /mnt/lake", "Filesystem      Size  Used Avail Use% Mounted on\nlake-nfs        200T  199T  1.0T  99% /mnt/lake")
        .assistant("/mnt/lake is 99% full: 199T of 200T.")
        .bash("du -sh /mnt/lake/ckpt/* | sort -h | tail -3", "11T\t/mnt/lake/ckpt/nlp\n23T\t/mnt/lake/ckpt/vision\n41T\t/mnt/lake/ckpt/old-2025")
        .user(
          "old-2025 is 41T of stuff nobody needs. don't delete it now, Priya wants to check it first. TODO for after her check: archive old-2025 to the cold bucket and delete it from the lake",
        )
        .assistant("Okay, leaving it untouched.")
        .stop(),
    planted: [{ kind: "task", keys: ["old-2025", "cold"] }],
  },
  {
    id: "b193-hf-cache",
    build: (s) =>
      s
        .user("why is every job re-downloading the llama weights? takes 20 min each time")
        .bash("env | grep HF_", "HF_HOME=/tmp/hf")
        .assistant("HF_HOME points to /tmp/hf, which is node-local and wiped between jobs, so each job re-downloads.")
        .user("set HF_HOME to /mnt/lake/hf-cache in the job env. and always set it there in new job scripts too")
        .file("Edit", "jobs/env.sh")
        .assistant("jobs/env.sh exports HF_HOME=/mnt/lake/hf-cache.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["hf_home", "/tmp/hf"] },
      { kind: "instruction", keys: ["hf-cache"] },
    ],
  },
  {
    id: "b193-ema-decay",
    build: (s) =>
      s
        .user("the EMA model is worse than the raw one on the 100-epoch run. decay is 0.9999?")
        .bash("grep -n ema configs/vision/vit_s16.yaml", "31:  ema_decay: 0.9999\n32:  ema_every: 1")
        .assistant("Yes 0.9999. With ~125k total steps the EMA averages over ~10k steps, so it still lags early weights. 0.9998 would shorten that to ~5k.")
        .user("try 0.9998 on the 30-epoch proxy first")
        .bash("python train.py --cfg vit_s16_proxy --ema-decay 0.9998", "epoch 30: raw top1=71.2 ema top1=72.0")
        .assistant("Proxy: EMA 72.0 vs raw 71.2 with 0.9998.")
        .user("good, 0.9998 is the ema decay for all vit configs from now")
        .file("Edit", "configs/vision/vit_s16.yaml")
        .assistant("Set ema_decay 0.9998.")
        .stop(),
    planted: [{ kind: "decision", keys: ["0.9998"] }],
  },
  {
    id: "b193-empty-log-must",
    build: (s) =>
      s
        .user("what does this warning in the launcher log mean?")
        .bash(
          "grep -n WARN logs/launch.log | tail -3",
          "WARN torch.distributed: MASTER_PORT must be set explicitly on multi-node jobs\nWARN wandb: never call wandb.init twice in one process\nWARN: TODO remove legacy --fp16 flag",
        )
        .assistant(
          "These are library warnings: torch.distributed wants MASTER_PORT set explicitly for multi-node, wandb warns about calling init twice, and the last one is an old TODO printed by our own launcher about the legacy --fp16 flag. None of them caused a failure in this run.",
        )
        .user("ok so harmless for this run?")
        .assistant("Yes, the run completed normally; they're just noise here.")
        .stop(),
    planted: [],
  },
  {
    id: "b193-wandb-tags",
    build: (s) =>
      s
        .user("pull the runs from this week for the status update")
        .bash(
          "python tools/wandb_list.py --since 7d",
          "run 4501 retriever-350m  finished  (no tags)\nrun 4502 retriever-350m  crashed  (no tags)\nrun 4503 r50-lars   finished  tags=[ablation]",
        )
        .assistant("Three runs this week: 4501 finished, 4502 crashed, 4503 finished (tagged ablation).")
        .user(
          "I can never find anything without tags. please tag every run you launch with the model size and either `ablation` or `main`. also the crashed 4502, we need to look at why it died, but next week",
        )
        .assistant("Will tag from now on. Leaving 4502 for next week.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["tag", "ablation"] },
      { kind: "task", keys: ["4502"] },
    ],
  },
  {
    id: "b193-flash-attn-todo",
    build: (s) =>
      s
        .user("benchmark attention impl on the 350M: sdpa vs flash-attn 2")
        .bash(
          "python bench/attn.py --model 350m --seq 4096",
          "sdpa: 182 ms/step\nflash_attn2: 149 ms/step\nwarning: flash_attn 2.5.6 wheel not built for torch 2.4",
        )
        .assistant(
          "flash-attn 2 is ~18% faster per step (149 vs 182 ms) at seq 4096, but the installed 2.5.6 wheel was built against an older torch, so I ran it from a local build.",
        )
        .user(
          "ok. we can't switch the cluster image until infra rebuilds it. follow-up for us once they do: swap the attention backend to flash-attn 2 in the 350M config and rerun the throughput table",
        )
        .assistant("Noted as a follow-up; config unchanged for now.")
        .stop(),
    planted: [{ kind: "task", keys: ["flash-attn 2", "throughput"] }],
  },
  {
    id: "b193-commit-configs",
    build: (s) =>
      s
        .user("run 4520 has no config snapshot in wandb, I can't reproduce it")
        .bash("python tools/wandb_files.py 4520", "files: output.log, wandb-summary.json\n(no config.yaml)")
        .assistant("Run 4520 only uploaded the log and summary; the config wasn't saved because it was launched with --no-save-config.")
        .user(
          "ugh. couple of rules then:\n- never launch with --no-save-config\n- commit the config before launching, and put the git sha in the run name\nthat way every run is reproducible",
        )
        .file("Edit", "scripts/launch.py")
        .assistant("Removed the --no-save-config flag from launch.py and the run name now ends with the short git sha.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["--no-save-config"] },
      { kind: "instruction", keys: ["git sha", "run name"] },
    ],
  },
  {
    id: "b193-empty-brainstorm",
    build: (s) =>
      s
        .user("brainstorm: how could we make the retriever robust to code with comments stripped?")
        .assistant(
          "A few ideas: (1) randomly strip comments as augmentation during training, (2) train a separate comment-free encoder and ensemble, (3) add a contrastive loss between the commented and stripped versions of the same function. (1) is cheapest to try.",
        )
        .user("hmm (3) sounds fun but I don't know. what would (1) cost?")
        .bash("python tools/count_comments.py data/codesearch/train.jsonl", "functions with comments: 61.2%\nmean comment tokens: 38")
        .assistant("61% of training functions have comments (38 tokens on average), so (1) just needs a probability flag in the collator; no extra compute.")
        .user("interesting, let me sleep on it")
        .stop(),
    planted: [],
  },
  {
    id: "b193-imagenet-split",
    build: (s) =>
      s
        .user("what's the val set size we use for in1k? the paper table says 50k but my eval prints 49,000")
        .bash("wc -l data/in1k/val_clean.txt data/in1k/val.txt", "  49000 data/in1k/val_clean.txt\n  50000 data/in1k/val.txt\n  99000 total")
        .assistant("There are two lists: val.txt (50,000) and val_clean.txt (49,000). Your eval uses val_clean.")
        .user(
          "right, val_clean drops the 1,000 images that overlap with our pretraining crawl. that's the one we report, the paper table is wrong. fix the table",
        )
        .file("Edit", "paper/tables/in1k.tex")
        .assistant("Table caption now says 49,000 images (val_clean).")
        .stop(),
    planted: [{ kind: "fact", keys: ["val_clean", "1,000"] }],
  },
  {
    id: "b193-notebooks-rule",
    build: (s) =>
      s
        .user("can you plot val/loss vs tokens for runs 4501 and 4503")
        .file("Write", "analysis/loss_vs_tokens.py")
        .bash("python analysis/loss_vs_tokens.py --runs 4501,4503 --out figs/loss_tokens.png", "saved figs/loss_tokens.png")
        .assistant("Saved figs/loss_tokens.png. 4503 reaches 2.90 val loss about 1.1B tokens earlier.")
        .user(
          "nice. I prefer plain .py scripts in analysis/ like you did, not notebooks, they're impossible to review. keep doing that. oh and the legend should say model size not run id — let's remember to fix that in the paper figs too, not now",
        )
        .assistant("Okay.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["notebooks"] },
      { kind: "task", keys: ["legend"] },
    ],
  },
  {
    id: "b193-a100-h100-mix",
    build: (s) =>
      s
        .user("the cluster says my job is pending for 6h, why")
        .bash("squeue -u $USER -o '%i %P %r'", "918901 h100 Resources\n")
        .bash("sinfo -p h100,a100 -o '%P %D %t'", "h100 16 alloc\na100 32 idle")
        .assistant("Job 918901 is waiting on the h100 partition, all 16 nodes allocated. The a100 partition has 32 idle nodes.")
        .user(
          "ok fine, move it to a100. note the h100 partition is reserved for the 7B pretraining until mid-January, so we'll be on a100 for everything else till then",
        )
        .bash("scontrol update jobid=918901 partition=a100", "")
        .assistant("Moved 918901 to a100; it started.")
        .stop(),
    planted: [{ kind: "fact", keys: ["h100", "january"] }],
  },
  {
    id: "b193-empty-rename",
    build: (s) =>
      s
        .user("rename the figure file fig3_final_FINAL.png to fig3_scaling.png and update the tex reference")
        .bash("git mv paper/figs/fig3_final_FINAL.png paper/figs/fig3_scaling.png", "")
        .file("Edit", "paper/sections/results.tex")
        .assistant("Renamed and updated \\includegraphics in results.tex.")
        .user("lol thanks, that filename was embarrassing")
        .assistant("It happens to everyone.")
        .stop(),
    planted: [],
  },
  {
    id: "b193-reading-todo",
    build: (s) =>
      s
        .user("check the retriever-350m run, is it still learning?")
        .bash(
          "python tools/wandb_summary.py --run 4511 --keys val/loss,val/mrr",
          "step 40k val/loss=2.71 val/mrr=0.342\nstep 60k val/loss=2.70 val/mrr=0.344\nstep 80k val/loss=2.70 val/mrr=0.343",
        )
        .assistant("Flat since ~60k: val loss 2.70, MRR 0.343–0.344. It's plateaued.")
        .user(
          "yeah. stop it at 80k. two things for later: try hard-negative mining from the BM25 top-100 for the next run, and write up the plateau in the weekly notes",
        )
        .bash("scancel 918790", "")
        .assistant("Cancelled the job at step 80k.")
        .stop(),
    planted: [
      { kind: "task", keys: ["hard-negative"] },
      { kind: "task", keys: ["weekly notes"] },
    ],
  },
  {
    id: "b193-quant-todo",
    build: (s) =>
      s
        .user("export the 125M retriever to onnx so the serving team can try it")
        .bash(
          "python tools/export_onnx.py --ckpt runs/ret-125m/best.pt --out export/ret125m.onnx",
          "exported export/ret125m.onnx (498 MB)\nwarning: int8 quantization skipped (--quant not set)",
        )
        .assistant("Exported export/ret125m.onnx, 498 MB, fp32. I didn't quantize.")
        .user("fine for now. at some point we owe them an int8 version with a recall check against fp32, put it on the list")
        .assistant("On the list.")
        .stop(),
    planted: [{ kind: "task", keys: ["int8"] }],
  },
  {
    id: "b193-label-smoothing",
    build: (s) =>
      s
        .user("is label smoothing on for the vit runs? calibration looks off")
        .bash(
          "grep -n smoothing configs/vision/*.yaml",
          "configs/vision/vit_s16.yaml:12:  label_smoothing: 0.0\nconfigs/vision/r50.yaml:12:  label_smoothing: 0.1",
        )
        .assistant("ViT-S has label_smoothing 0.0, r50 has 0.1. I'd propose 0.1 for ViT too, it's the DeiT default and usually helps ECE. Want me to set it?")
        .user("yep do it")
        .file("Edit", "configs/vision/vit_s16.yaml")
        .assistant("label_smoothing: 0.1 in vit_s16.yaml.")
        .user("also fyi the ECE script lives in eval/calib/ece.py, Ana wrote it, its the one we report with (15 bins)")
        .assistant("Thanks.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["label_smoothing", "0.1"] },
      { kind: "fact", keys: ["ece.py"] },
    ],
  },
  {
    id: "b193-empty-maybe-later",
    build: (s) =>
      s
        .user("would torch.compile help the 125M? just wondering, not asking you to do anything")
        .assistant(
          "Often 10–30% for transformer training on recent torch, but compile time is a few minutes and dynamic shapes from our packing could cause recompiles. I could measure it on a short run.",
        )
        .user("maybe some other time")
        .bash("python -c 'import torch; print(torch.__version__)'", "2.4.1+cu121")
        .assistant("For reference the env has torch 2.4.1 with CUDA 12.1.")
        .stop(),
    planted: [],
  },
  {
    id: "b193-batch-size-supersede",
    build: (s) =>
      s
        .user("global batch for the 350M: lets go 1024")
        .file("Edit", "configs/train/350m.yaml")
        .assistant("global_batch_size: 1024.")
        .bash(
          "python scripts/memprobe.py --config configs/train/350m.yaml",
          "per-gpu micro-bs 16 x 8 gpus x accum 8 = 1024\nstep time 2.9s, est. 11.4 days for 300B tokens",
        )
        .assistant("At 1024 the run takes ~11.4 days for 300B tokens.")
        .user("too long, we don't have 11 days before the deadline. change of plan: global batch 512 and 150B tokens. final answer")
        .file("Edit", "configs/train/350m.yaml")
        .assistant("Updated: global_batch_size 512, total 150B tokens.")
        .stop(),
    planted: [{ kind: "decision", keys: ["512", "150b"] }],
  },
  {
    id: "b193-wandb-offline",
    build: (s) =>
      s
        .user("wandb sync is failing on the compute nodes, 'connection refused'")
        .bash("curl -sS -m 5 https://api.wandb.ai 2>&1 | head -1", "curl: (7) Failed to connect to api.wandb.ai port 443: Connection refused")
        .assistant("The compute nodes can't reach api.wandb.ai at all; only the login nodes have outbound internet here, I think.")
        .bash("ssh login01 curl -sS -m 5 -o /dev/null -w '%{http_code}' https://api.wandb.ai", "200")
        .assistant("Confirmed: the login node gets 200, compute nodes get connection refused. Compute nodes have no outbound internet.")
        .user(
          "ah yes. so jobs need WANDB_MODE=offline and we run `wandb sync` from login01 afterwards. pls set that in env.sh. and we should write a cron on login01 that syncs automatically — not today tho",
        )
        .file("Edit", "jobs/env.sh")
        .assistant("env.sh now exports WANDB_MODE=offline.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["outbound"] },
      { kind: "instruction", keys: ["wandb_mode=offline"] },
      { kind: "task", keys: ["cron"] },
    ],
  },
  {
    id: "b193-precommit-format",
    build: (s) =>
      s
        .user("reformat the eval module, it's a mess")
        .bash("ruff format eval/ && ruff check eval/ --fix", "12 files reformatted\nFound 7 errors (7 fixed, 0 remaining).")
        .assistant("Reformatted 12 files and auto-fixed 7 lint issues in eval/.")
        .user("great. general preference: use ruff for both format and lint, no black/isort in this repo. and type hints on every new public function pls")
        .assistant("Will do. Want me to add a pre-commit hook for ruff as well?")
        .user("yes but not now, the CI people are changing the runner images this week. let's add the pre-commit hook after that lands")
        .assistant("Okay, I'll leave it for after the runner change.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["ruff", "black"] },
      { kind: "instruction", keys: ["type hints"] },
      { kind: "task", keys: ["pre-commit"] },
    ],
  },
  {
    id: "b193-empty-readme-quote",
    build: (s) =>
      s
        .user("what does the data README say about the licence of the stack subset?")
        .bash(
          "sed -n 1,6p data/stack-subset/README.md",
          "# stack-subset\nLicence: permissive only (MIT, Apache-2.0, BSD).\nNOTE: you must never redistribute the raw files.\nTODO: add opt-out list from 2025-10.",
        )
        .assistant(
          "The README says permissive licences only (MIT, Apache-2.0, BSD), that the raw files must not be redistributed, and it has an open TODO about adding the 2025-10 opt-out list.",
        )
        .user("ok, just wanted to quote that in the datasheet")
        .assistant("Here's the exact wording if you need it for the datasheet.")
        .stop(),
    planted: [],
  },
  {
    id: "b193-contamination-check",
    build: (s) =>
      s
        .user("before we publish humaneval numbers, check our pretraining data for humaneval contamination")
        .bash(
          "python tools/ngram_overlap.py --bench humaneval --corpus data/pretrain/code-v3 --n 13",
          "problems: 164\nproblems with 13-gram hit: 23 (14.0%)\nsources: github-mirror-2025 (21), stackexchange (2)",
        )
        .assistant("23 of the 164 HumanEval problems (14%) have a 13-gram overlap with code-v3, 21 of them via the github-mirror-2025 source.")
        .user(
          "damn, 14% contaminated. ok so we report on the 141 clean problems and say so in the paper. also someone has to decontaminate code-v3 properly before the next pretraining run, that's on us, add it to the todo doc",
        )
        .file("Edit", "docs/TODO.md")
        .assistant("Added the decontamination item to docs/TODO.md.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["github-mirror-2025"] },
      { kind: "decision", keys: ["141"] },
      { kind: "task", keys: ["decontaminate", "code-v3"] },
    ],
  },
  {
    id: "b193-slurm-time",
    build: (s) =>
      s
        .user("my job got killed at 24h exactly, no error")
        .bash("sacct -j 918877 --format=JobID,State,Elapsed,Timelimit", "918877 TIMEOUT 1-00:00:00 1-00:00:00")
        .assistant("TIMEOUT: it hit the 24h time limit. The a100 partition caps jobs at 24h.")
        .user(
          "right, 24h max per job on a100. so from now on every training script must checkpoint at least every 2 hours and resume automatically with --resume latest. add it to the template",
        )
        .file("Edit", "jobs/template.sbatch")
        .file("Edit", "train/loop.py")
        .assistant("Checkpoint interval set to 2h and the template requeues with --resume latest.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["24h", "a100"] },
      { kind: "instruction", keys: ["2 hours", "resume"] },
    ],
  },
  {
    id: "b193-eval-every",
    build: (s) =>
      s
        .user("how often do we eval during pretraining? the eval is eating like 15% of wall clock")
        .bash("grep -n eval_every configs/train/base.yaml", "41:  eval_every: 500  # must stay <= save_every")
        .assistant(
          "eval_every is 500 steps and each eval pass takes ~70s, hence the overhead. Evaluating every 2000 steps on a 2k-example subset would cut it to under 2%.",
        )
        .user("sounds right, do that")
        .file("Edit", "configs/train/base.yaml")
        .assistant("eval_every: 2000, eval subset 2,000 examples.")
        .user("the full val set we only run on the final checkpoint — remember that one for later runs too")
        .stop("Understood."),
    planted: [
      { kind: "decision", keys: ["eval_every", "2000"] },
      { kind: "instruction", keys: ["full val", "final checkpoint"] },
    ],
  },
  {
    id: "b193-lora-rank",
    build: (s) =>
      s
        .user("for the finetune on the support tickets, lora rank 8 or 64?")
        .bash("python ft.py --lora-r 8 --steps 2000 && python ft.py --lora-r 64 --steps 2000", "r=8  val_loss=1.412\nr=64 val_loss=1.398")
        .assistant("r=64 is marginally better (1.398 vs 1.412) with 8x the adapter params. Either is fine; r=16 would be a middle ground.")
        .user(
          "lets do r=16, alpha 32, dropout 0.05 as the default for the ticket finetunes. the tickets dataset is only 18k examples btw so don't expect much from bigger ranks",
        )
        .file("Edit", "configs/ft/tickets.yaml")
        .assistant("Defaults in tickets.yaml: r 16, alpha 32, dropout 0.05.")
        .user(
          "oh and the PII scrub on tickets still isn't done, we can't share that model outside the team until it is. someone needs to run the scrubber on v2 of the dump",
        )
        .assistant("Noted.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["r=16"] },
      { kind: "fact", keys: ["18k"] },
      { kind: "task", keys: ["scrubber"] },
    ],
  },
];

export const BLIND193 = plantedSet(BLIND193_SESSIONS, Date.UTC(2026, 10, 21, 9));
