/**
 * Blind planted set 128 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a machine-learning researcher training PyTorch models with Slurm on a university cluster:
 * experiments, hyperparameters, dataset paths and GPU quotas; long messages that mix observations,
 * guesses and plans, lower-case and typos.
 * Each session is one segment; the items planted in it are listed with it: 73 items (18 decisions, 18 instructions,
 * 20 facts, 17 tasks) in 47 sessions, 11 of which plant nothing (52 user/assistant messages between them). Every other message
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

export const BLIND128_SESSIONS: BlindSession[] = [
  {
    id: "b128-lr-sweep",
    build: (s) =>
      s
        .user(
          "ok the lr sweep finished overnight. quick read: 1e-3 diverged around step 9k on 3 of 4 seeds, 3e-4 is the best on val top1 (68.2), 1e-4 is still climbing but slowly. my guess is 1e-3 blows up bc of the layernorm eps being tiny but i havent checked. can you pull the final numbers from the logs so i can double check",
        )
        .bash(
          "grep -h 'val/top1' logs/sweep_lr/*/final.txt | sort -k2 -n",
          "lr=1e-3 seed=1 val/top1 nan\nlr=1e-3 seed=0 val/top1 12.4\nlr=1e-4 seed=0 val/top1 64.9\nlr=1e-4 seed=1 val/top1 65.1\nlr=3e-4 seed=0 val/top1 68.2\nlr=3e-4 seed=1 val/top1 67.9",
        )
        .assistant(
          "Confirmed: 3e-4 is best (68.2 / 67.9 over two seeds), 1e-4 trails by ~3 points and 1e-3 diverged (one NaN, one collapsed to 12.4). Whether the layernorm eps is the cause I can't tell from these logs alone.",
        )
        .user(
          "right. ok so we go with lr 3e-4 for the base runs from here on, and I'll kill the 1e-3 configs. next week once the quota resets I need to rerun the whole sweep at batch 1024 bc the current one was all at 256 and reviewers will ask",
        )
        .file("Edit", "conf/optim/adamw.yaml")
        .assistant("Set lr: 3e-4 in conf/optim/adamw.yaml and deleted conf/sweep/lr_1e-3.yaml.")
        .stop("Base lr is now 3e-4; the 1e-3 sweep configs are removed."),
    planted: [
      { kind: "decision", keys: ["3e-4"] },
      { kind: "task", keys: ["rerun", "1024"] },
    ],
  },
  {
    id: "b128-scratch-purge",
    build: (s) =>
      s
        .user("where did my checkpoints from run 388 go?? /scratch/aliu/ckpt/run388 is empty")
        .bash(
          "ls -la /scratch/aliu/ckpt/run388; cat /etc/motd | tail -4",
          "total 0\ndrwxr-xr-x 2 aliu ml-lab 4096 Oct 2 run388\n*** NOTICE: /scratch is NOT backed up. Files not accessed for 30 days are purged automatically. ***\n*** Always keep important data on /work. ***",
        )
        .assistant(
          "The directory is empty and the login banner says /scratch purges files not accessed for 30 days. run388 finished on Sep 1, so that would match. Do you want me to check whether anything of it survived anywhere else?",
        )
        .user(
          "ugh. yes that's it, the IT person confirmed it on the ticket — scratch gets purged after 30 days without access, no backup. so lesson learned: from now on checkpoints go to /work/ml-lab/ckpt/<user>/<run>, never scratch. scratch is only for the dataloader cache",
        )
        .file("Edit", "conf/paths/cluster.yaml")
        .assistant(
          "Changed ckpt_dir in conf/paths/cluster.yaml to /work/ml-lab/ckpt/<user>/<run_name> (from $USER and the run name); the dataloader cache stays on /scratch.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["purge", "30 days"] },
      { kind: "instruction", keys: ["ml-lab/ckpt"] },
    ],
  },
  {
    id: "b128-sbatch-requeue",
    build: (s) =>
      s
        .user("my 3 day job got killed at exactly 48:00:00, is that a limit on gpu-a100?")
        .bash(
          "scontrol show partition gpu-a100 | grep -E 'MaxTime|DefaultTime'",
          "   DefaultTime=04:00:00 DisableRootJobs=NO ExclusiveUser=NO GraceTime=0 Hidden=NO\n   MaxNodes=4 MaxTime=2-00:00:00 MinNodes=0 LLN=NO MaxCPUsPerNode=UNLIMITED",
        )
        .assistant("Yes: gpu-a100 has MaxTime=2-00:00:00, so a 48h walltime cap per job. Anything longer has to checkpoint and requeue.")
        .user(
          "ok. then from now on every sbatch script we write needs --requeue and --signal=USR1@90 so the trainer can save before it gets killed. can you add it to scripts/train.sbatch",
        )
        .file("Edit", "scripts/train.sbatch")
        .bash(
          "sbatch --test-only scripts/train.sbatch",
          "sbatch: Job 4471902 to start at 2026-11-06T10:12:00 using 4 processors on nodes gpu-a100-07 in partition gpu-a100",
        )
        .stop("Added #SBATCH --requeue and --signal=USR1@90 to scripts/train.sbatch; test-only submit is accepted."),
    planted: [
      { kind: "fact", keys: ["48h"] },
      { kind: "instruction", keys: ["requeue"] },
    ],
  },
  {
    id: "b128-nan-fp16",
    build: (s) =>
      s
        .user(
          "the vit-b runs keep going nan somewhere between step 20k and 30k. could be bad jpegs in the shards, could be the loss scaler, could be the lr, honestly no idea. can you look at the debug dump from run 402",
        )
        .bash(
          "python tools/inspect_dump.py dumps/run402_step23117.pt",
          "first non-finite tensor: blocks.9.attn.logits dtype=float16 max=inf\ninputs finite: True\nloss_scale at step: 65536.0",
        )
        .assistant(
          "The inputs are finite; the first inf is in blocks.9.attn.logits, in float16. The attention logits overflow fp16 before the softmax, so the root cause is fp16 overflow in attention, not the data. bf16 has the range to avoid this.",
        )
        .user("nice find. yes ok, we switch everything to bf16 autocast, the a100s support it anyway. rerun 402 with it")
        .file("Edit", "src/train/loop.py")
        .bash("sbatch scripts/train.sbatch experiment=vitb_base precision=bf16", "Submitted batch job 4472015")
        .stop("Switched autocast to bf16 in src/train/loop.py and resubmitted run 402 as job 4472015."),
    planted: [
      { kind: "fact", keys: ["overflow"] },
      { kind: "decision", keys: ["bf16"] },
    ],
  },
  {
    id: "b128-gpu-quota",
    build: (s) =>
      s
        .user("how many gpu hours have we burned this month?")
        .bash(
          "sreport cluster AccountUtilizationByUser account=ml-lab start=2026-11-01 -t hours | tail -5",
          "  ml-lab      aliu    1312\n  ml-lab      pmehta   401\n  ml-lab      total   1713",
        )
        .assistant("The ml-lab account has used 1713 GPU-hours since Nov 1, 1312 of them yours.")
        .user(
          "yikes. for context, the lab gets 2000 gpu-hours a month on the a100 partition for the whole group, after that we drop to the low priority qos and wait days. so we have ~290 left for two weeks. I'm thinking maybe we pause the ablations? or just run them on v100s, not sure yet. also remind me to ask Priya about the extra allocation request before the 15th, she's the one who talks to the HPC committee",
        )
        .assistant("Noted. With 287 hours left, the remaining four ablations at ~90 GPU-hours each would not fit on a100 this month.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["2000"] },
      { kind: "task", keys: ["priya", "allocation"] },
    ],
  },
  {
    id: "b128-empty-pending",
    build: (s) =>
      s
        .user("why is 4471950 still pending, it's been 3 hours")
        .bash(
          "squeue -j 4471950 -o '%.10i %.9P %.8T %.20R'",
          "     JOBID PARTITION    STATE               REASON\n   4471950  gpu-a100  PENDING           Priority",
        )
        .assistant("It's pending on Priority: other jobs in gpu-a100 are ahead of it. It isn't a resource request problem.")
        .user("hm is it bc of fairshare? do you think asking for 2 gpus instead of 4 would get it scheduled faster")
        .assistant(
          "Possibly; smaller requests can backfill earlier, but it depends on what's running. I can't say for sure without knowing the queue's end times.",
        )
        .user("meh leave it, it'll run tonight")
        .stop("Leaving 4471950 queued."),
    planted: [],
  },
  {
    id: "b128-imagenet-paths",
    build: (s) =>
      s
        .user("the dataloader is crazy slow on the first epoch, like 40 min. I'm reading /datasets/imagenet-1k/ILSVRC/train directly with ImageFolder")
        .bash(
          "ls /datasets/ | head; ls /datasets/imagenet-wds | head -3",
          "coco2017\nimagenet-1k\nimagenet-wds\nlaion-400m-subset\ncc3m\nimagenet-train-000000.tar\nimagenet-train-000001.tar\nimagenet-train-000002.tar",
        )
        .assistant(
          "There is a webdataset copy at /datasets/imagenet-wds (imagenet-train-NNNNNN.tar shards). Streaming those avoids millions of small-file reads on the parallel fs, which is almost certainly the first-epoch cost. Want me to switch the loader?",
        )
        .user(
          "oh nice I didn't know that existed. yes switch to the wds shards. and pls dont ever untar imagenet onto the shared filesystem, the admins sent an angry email last time someone did it, always stream the shards",
        )
        .file("Edit", "src/data/imagenet.py")
        .assistant("The loader now reads /datasets/imagenet-wds/imagenet-train-{000000..001281}.tar with webdataset.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["wds"] },
      { kind: "fact", keys: ["imagenet-wds"] },
      { kind: "instruction", keys: ["untar"] },
    ],
  },
  {
    id: "b128-wandb-project",
    build: (s) =>
      s
        .user("wandb keeps logging into my personal account, run 410 ended up in aliu/uncategorized")
        .bash("grep -rn 'wandb.init' src/ | head", "src/train/loop.py:88:    wandb.init(project=cfg.wandb.project, config=OmegaConf.to_container(cfg))")
        .assistant(
          "wandb.init gets no entity, so it falls back to your default one. I could set entity explicitly. Which project should it go to: the old clipft or a new one?",
        )
        .user(
          "new one. we log everything to project clipft-v2 under the ml-lab team entity, not personal, decided that with Priya last week. and tag each run with the git sha so we can find the code later, I keep losing track",
        )
        .file("Edit", "conf/logging/wandb.yaml")
        .file("Edit", "src/train/loop.py")
        .stop("wandb now uses entity ml-lab, project clipft-v2, and tags each run with the short git sha."),
    planted: [
      { kind: "decision", keys: ["clipft-v2"] },
      { kind: "instruction", keys: ["git sha"] },
    ],
  },
  {
    id: "b128-cifar-templates",
    build: (s) =>
      s
        .user("there's a typo in the --help of eval_zeroshot.py, 'tempaltes'. fix pls")
        .file("Edit", "src/eval/eval_zeroshot.py")
        .assistant("Fixed the typo in the --templates help string.")
        .user(
          "thx. while you're in there — I just noticed the cifar100 zero-shot uses the imagenet prompt templates, not the cifar ones. thats why our number is 2 points below open_clip's. don't fix it now, the deadline is thursday and I don't want to touch eval, but we need to fix the cifar100 templates after the deadline",
        )
        .assistant("Understood, leaving eval untouched for now.")
        .stop(),
    planted: [{ kind: "task", keys: ["cifar100", "templates"] }],
  },
  {
    id: "b128-empty-deadline",
    build: (s) =>
      s
        .user("honestly so tired. neurips rebuttals, then the workshop thing, and my advisor keeps asking about the related work lol")
        .assistant("That's a lot at once. Want help with any part of it, like an outline for the related work?")
        .user("maybe later. do you think SigLIP counts as contrastive or should it be its own paragraph")
        .assistant(
          "It's still contrastive image-text pretraining, just with a sigmoid loss instead of softmax; many papers group it with CLIP and note the loss difference in a sentence.",
        )
        .user("ok makes sense. ttyl")
        .stop("Talk later."),
    planted: [],
  },
  {
    id: "b128-seeds-ema",
    build: (s) =>
      s
        .user("looking at the ablation table for section 5. the EMA rows are basically within noise of the no-EMA ones (68.1 vs 68.2). what do you think")
        .bash(
          "python scripts/make_table.py --filter ablation_ema --print",
          "run   ema    seed  top1\n421   0.999  0     68.1\n422   none   0     68.2\n423   0.9999 0     67.8",
        )
        .assistant(
          "EMA doesn't help here: 0.999 gives 68.1 and 0.9999 67.8 vs 68.2 without. I'd drop the weight EMA altogether; it also costs a copy of the params in memory.",
        )
        .user(
          "yeah agreed, drop EMA. also single seed is not enough for this kind of claim — for anything that ends up in the paper I want three seeds (0,1,2) and report mean ± std. this goes for all tables going forward",
        )
        .file("Edit", "conf/experiment/vitb_base.yaml")
        .stop("Removed the ema block from conf/experiment/vitb_base.yaml."),
    planted: [
      { kind: "decision", keys: ["ema"] },
      { kind: "instruction", keys: ["three seeds"] },
    ],
  },
  {
    id: "b128-v100-workers",
    build: (s) =>
      s
        .user("i set num_workers=16 on the v100 nodes and it got slower not faster?? wtf")
        .bash("srun -p gpu-v100 --gres=gpu:1 --pty nproc", "6")
        .assistant(
          "A single-GPU allocation on gpu-v100 gets 6 CPU cores, so 16 workers are oversubscribing the 6 cores and thrashing. The cgroup limits you to those cores regardless of how many the node has.",
        )
        .user("ahh ok, 6 cpu cores per gpu, good to know. set the default num_workers to 6 in the v100 cluster config then")
        .file("Edit", "conf/paths/v100.yaml")
        .stop("Default num_workers is now 6 in conf/paths/v100.yaml."),
    planted: [
      { kind: "fact", keys: ["6 cpu"] },
      { kind: "decision", keys: ["num_workers"] },
    ],
  },
  {
    id: "b128-resume-midepoch",
    build: (s) =>
      s
        .user("did the requeued job resume properly?")
        .bash(
          "tail -6 logs/run430/slurm-4472203.out",
          "[rank0] caught SIGUSR1, saving checkpoint\n[rank0] saved /work/ml-lab/ckpt/aliu/run430/last.pt\n[rank0] resumed from step 51200 (epoch 12)\n# TODO(aliu): restore sampler position, currently restarts epoch\n[rank0] epoch 12 step 51210 loss 2.31",
        )
        .assistant(
          "Yes, it saved on SIGUSR1 and resumed from step 51200. As the TODO in the log says, the sampler position is not restored, so epoch 12 restarts from its beginning and some samples are seen twice.",
        )
        .user(
          "ok fine for now, the duplication is tiny. but we do still need to implement resuming the dataloader mid-epoch properly before the long runs in december, leaving it for later",
        )
        .assistant("Noted; nothing changed for now.")
        .stop(),
    planted: [{ kind: "task", keys: ["mid-epoch"] }],
  },
  {
    id: "b128-empty-loss-curve",
    build: (s) =>
      s
        .user(
          "the loss curve for 431 has this weird bump at step 14k, goes from 2.1 up to 2.6 then back down in ~500 steps. could be a bad shard? or the lr warmup ending? idk",
        )
        .assistant(
          "Either is possible. If it's a shard, the bump would line up with a shard boundary; if it's the schedule, it should coincide with the warmup end. What's the warmup length for 431?",
        )
        .user("i think 10k steps? not sure")
        .assistant("Then it's 4k steps after warmup ends, so the schedule seems less likely, but I'd want the shard indices logged around step 14k to tell.")
        .user("eh it recovered, not worth chasing tonight")
        .stop("Leaving it."),
    planted: [],
  },
  {
    id: "b128-cuda-module",
    build: (s) =>
      s
        .user("torch.cuda.is_available() is False in my batch job but True interactively. what")
        .bash(
          "sbatch --wrap 'module list 2>&1; nvcc --version | tail -1' -p gpu-a100 --gres=gpu:1 -W",
          "Currently Loaded Modules:\n  1) gcc/11.3   2) cuda/11.7\nCuda compilation tools, release 11.7, V11.7.99",
        )
        .assistant(
          "The batch environment loads the default cuda/11.7 module, while your torch build is for CUDA 12.1, so in batch jobs torch can't initialise CUDA. Interactively you probably had cuda/12.1 loaded from your shell.",
        )
        .user(
          "right, the default module on this cluster is 11.7, super annoying. rule for all our job scripts: module load cuda/12.1 BEFORE conda activate, otherwise torch silently falls back to cpu",
        )
        .file("Edit", "scripts/train.sbatch")
        .file("Edit", "scripts/eval.sbatch")
        .stop("Both job scripts now module load cuda/12.1 before activating the env."),
    planted: [
      { kind: "fact", keys: ["11.7"] },
      { kind: "instruction", keys: ["cuda/12.1"] },
    ],
  },
  {
    id: "b128-tokenizer",
    build: (s) =>
      s
        .user(
          "the HF tokenizer and the open_clip one give different lengths for like 3% of captions. I'm torn. we could also retokenize the whole cc3m caption set offline... actually no, scratch that, that's 3M captions and I don't have the time",
        )
        .bash("python tools/compare_tok.py --n 10000", "mismatched lengths: 312 / 10000 (3.1%)\nmax diff: 4 tokens")
        .assistant(
          "3.1% mismatch, up to 4 tokens. Since the pretrained text tower we init from was trained with open_clip's tokenizer, matching that one avoids a train/init mismatch.",
        )
        .user("ok convinced, going with the open_clip tokenizer, rip out the HF one")
        .file("Edit", "src/data/text.py")
        .stop("src/data/text.py now uses open_clip.tokenize; the transformers tokenizer import is gone."),
    planted: [{ kind: "decision", keys: ["open_clip"] }],
  },
  {
    id: "b128-corrupt-shard",
    build: (s) =>
      s
        .user("job 4472310 crashed with a tar read error, which shard?")
        .bash(
          "grep -m1 -B1 'ReadError' logs/run433/slurm-4472310.out",
          "loading /datasets/laion-400m-subset/00417.tar\ntarfile.ReadError: unexpected end of data",
        )
        .assistant("Shard /datasets/laion-400m-subset/00417.tar is truncated. I can add it to the skip list so the run continues.")
        .user(
          "yes add it to the skip list. fyi Marco maintains the whole /datasets mount, he's the person for anything broken there. I need to email Marco to re-upload 00417 at some point, not urgent",
        )
        .file("Edit", "conf/data/laion.yaml")
        .stop("Added 00417 to skip_shards in conf/data/laion.yaml."),
    planted: [
      { kind: "fact", keys: ["marco"] },
      { kind: "task", keys: ["00417"] },
    ],
  },
  {
    id: "b128-empty-plot",
    build: (s) =>
      s
        .user("make me a quick plot of val top1 vs step for runs 412 to 415, same axes")
        .bash("python tools/plot_runs.py 412 413 414 415 --metric val/top1 -o figs/val_412_415.png", "saved figs/val_412_415.png")
        .assistant("Saved figs/val_412_415.png with all four runs on the same axes.")
        .user("can you make the lines thicker and put the legend outside")
        .bash("python tools/plot_runs.py 412 413 414 415 --metric val/top1 --lw 2.5 --legend outside -o figs/val_412_415.png", "saved figs/val_412_415.png")
        .assistant("Redrawn with linewidth 2.5 and the legend outside the axes.")
        .user("perfect ty")
        .stop("Done."),
    planted: [],
  },
  {
    id: "b128-global-batch",
    build: (s) =>
      s
        .user(
          "so for the big run I want a global batch of 4096. 8 a100s x 512 doesn't fit in memory, 256 per gpu does. so 8 x 256 x grad accum 2? agent pls sanity check",
        )
        .bash("python tools/mem_probe.py --model vitb16 --bs 256 --precision bf16", "peak memory: 61.8 GiB / 80 GiB")
        .assistant("256 per GPU peaks at 61.8 GiB of 80, so it fits. 8 GPUs x 256 x accumulation 2 = 4096.")
        .user(
          "good, that's the setup then, 4096 global via accum 2. and general rule for everyone touching configs: never change the global batch size without scaling the lr linearly, I've been burned by this twice",
        )
        .file("Edit", "conf/experiment/vitb_big.yaml")
        .stop("conf/experiment/vitb_big.yaml: per_gpu_batch 256, accum_steps 2, 8 GPUs."),
    planted: [
      { kind: "decision", keys: ["4096"] },
      { kind: "instruction", keys: ["linearly"] },
    ],
  },
  {
    id: "b128-preempt",
    build: (s) =>
      s
        .user("what happens exactly when a job on the preempt partition gets preempted? my checkpoint was half written")
        .bash("scontrol show partition preempt | grep -iE 'preempt|grace'", "   PreemptMode=REQUEUE GraceTime=60")
        .assistant(
          "On preempt the job is sent SIGTERM and gets GraceTime=60 seconds before SIGKILL, then it's requeued. A checkpoint save that takes longer than 60 s gets cut off, which matches your half-written file.",
        )
        .user(
          "so preempt = sigterm then 60s. our save takes like 2 min bc optimizer state. follow-up for later: make the save handler write atomically (tmp file + rename) and shard the optimizer state so it fits in 60s",
        )
        .assistant("Recorded. I haven't changed the save code.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["preempt", "sigterm"] },
      { kind: "task", keys: ["save handler"] },
    ],
  },
  {
    id: "b128-empty-squeue",
    build: (s) =>
      s
        .user("show me my jobs")
        .bash(
          "squeue -u aliu",
          "  JOBID PARTITION     NAME  USER ST   TIME NODES\n4472401  gpu-a100  vitb_big aliu  R 3:12:09     1\n4472402  gpu-v100  abl_aug  aliu PD   0:00     1",
        )
        .assistant("Two jobs: 4472401 (vitb_big) running for 3h12 on gpu-a100, 4472402 (abl_aug) pending on gpu-v100.")
        .user("how far is 4472401")
        .bash("tail -1 logs/run440/slurm-4472401.out", "[rank0] epoch 3 step 14900 loss 2.64 lr 2.4e-4")
        .assistant("Epoch 3, step 14900, loss 2.64.")
        .stop(),
    planted: [],
  },
  {
    id: "b128-val-split",
    build: (s) =>
      s
        .user("how is our val split made again? the reviewer asks if we tuned on the imagenet val set")
        .file("Read", "src/data/splits.py")
        .assistant(
          "src/data/splits.py holds out 10,000 images from the train set as our val split, chosen with split_seed=1337. The official ImageNet val set is only loaded by the final eval script.",
        )
        .user(
          "good, so the answer is no. and let's keep it that way: nobody touches the official val set until we make the final table, all tuning on the held-out 10k. can you also draft a sentence for the rebuttal",
        )
        .assistant(
          'Draft: "All hyperparameters were tuned on 10,000 images held out from the ImageNet training set; the official validation set was used only once, for the final numbers."',
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["1337"] },
      { kind: "instruction", keys: ["official val"] },
    ],
  },
  {
    id: "b128-hydra",
    build: (s) =>
      s
        .user("argparse is getting out of hand, 74 flags. I've been going back and forth between hydra and just plain yaml + dataclasses. thoughts?")
        .assistant(
          "Hydra gives you config groups and command-line overrides (experiment=vitb_base precision=bf16) and sweeps with the submitit launcher for Slurm. Plain dataclasses are simpler but you'd reimplement overrides. I'd lean hydra.",
        )
        .user("yeah ok lets do hydra, configs under conf/. convert train.py first")
        .file("Write", "conf/config.yaml")
        .file("Edit", "src/train/train.py")
        .bash("python src/train/train.py experiment=vitb_base --cfg job | head -3", "experiment:\n  name: vitb_base\n  precision: bf16")
        .assistant("train.py now runs through hydra with conf/config.yaml as the root config.")
        .user("nice. the eval scripts still use argparse, TODO port those to hydra too but not today")
        .stop("train.py is on hydra; the eval scripts are unchanged."),
    planted: [
      { kind: "decision", keys: ["hydra"] },
      { kind: "task", keys: ["eval scripts"] },
    ],
  },
  {
    id: "b128-empty-related",
    build: (s) =>
      s
        .user("have you seen the DataComp paper? do they filter by clip score or something else")
        .assistant(
          "DataComp benchmarks filtering strategies; CLIP-score filtering is one of the strong baselines there, combined with image-based clustering in their best pool.",
        )
        .user("would that help us? our laion subset is pretty noisy")
        .assistant("It might, but it's a guess: filtering with a CLIP model trained on similar data can bias the subset. You'd need an ablation to know.")
        .user("yeah probably not this paper. maybe the next one")
        .stop(),
    planted: [],
  },
  {
    id: "b128-nccl-ib0",
    build: (s) =>
      s
        .user("multi node ddp on the v100s hangs at init_process_group forever. 2 nodes, 4 gpus each. single node works fine")
        .bash(
          "NCCL_DEBUG=INFO srun -N2 --ntasks-per-node=4 python tools/ddp_hello.py 2>&1 | grep -m3 NET",
          "NCCL INFO NET/Socket : Using [0]ib0:10.12.0.31<0>\nNCCL INFO NET/Socket : Using [0]ib0:10.12.0.32<0>\nNCCL WARN Net : Connect to 10.12.0.32<43211> failed : No route to host",
        )
        .assistant(
          "NCCL picks ib0, and connecting over it fails with no route to host. The ib0 interface on the v100 nodes doesn't seem to be routable between nodes. Forcing NCCL onto the ethernet interface should fix it; let me try eno1.",
        )
        .bash("NCCL_SOCKET_IFNAME=eno1 srun -N2 --ntasks-per-node=4 python tools/ddp_hello.py 2>&1 | tail -1", "all_reduce ok: world_size=8 sum=36.0")
        .assistant(
          "Confirmed: with NCCL_SOCKET_IFNAME=eno1 the 8-rank all_reduce works. The hang was NCCL using the unroutable ib0 interface on the v100 nodes.",
        )
        .user("omg thank you, 2 days of my life. export NCCL_SOCKET_IFNAME=eno1 in all multi-node job scripts from now on")
        .file("Edit", "scripts/train_multinode.sbatch")
        .stop(),
    planted: [
      { kind: "fact", keys: ["ib0"] },
      { kind: "instruction", keys: ["eno1"] },
    ],
  },
  {
    id: "b128-work-quota",
    build: (s) =>
      s
        .user("checkpoint save failed with 'Disk quota exceeded' on /work")
        .bash(
          "lfs quota -hg ml-lab /work",
          "Disk quotas for grp ml-lab (gid 5012):\n     Filesystem    used   quota   limit\n          /work   4.98T      5T      5T",
        )
        .assistant("The ml-lab group is at 4.98T of its 5T quota on /work, so writes fail.")
        .user(
          "right, the group quota on /work is 5 TB total, it's not per user. ok I'll deal with it this week: need to clean out /work/ml-lab/ckpt/aliu/old_runs, keep only last.pt for each. for now just delete the step_*.pt from run 388 so the current job can save",
        )
        .bash("rm /work/ml-lab/ckpt/aliu/run388/step_*.pt && lfs quota -hg ml-lab /work | tail -1", "          /work   4.71T      5T      5T")
        .stop("Deleted run388's step checkpoints; the group is at 4.71T of 5T."),
    planted: [
      { kind: "fact", keys: ["5 tb"] },
      { kind: "task", keys: ["old_runs"] },
    ],
  },
  {
    id: "b128-randaugment",
    build: (s) =>
      s
        .user(
          "for the baseline augment: randaugment n=2 m=9 costs us ~15% throughput and the gain was 0.3 points on one seed. we could also try mixup on top? nah that's a different paper. I think we drop randaugment and go with just random resized crop + horizontal flip for the baseline",
        )
        .bash("git grep -n RandAugment src/", "src/data/transforms.py:31:        T.RandAugment(num_ops=2, magnitude=9),")
        .file("Edit", "src/data/transforms.py")
        .assistant("Removed RandAugment from the train transform; it is now RandomResizedCrop(224) + RandomHorizontalFlip.")
        .stop(),
    planted: [{ kind: "decision", keys: ["randaugment"] }],
  },
  {
    id: "b128-empty-readme",
    build: (s) =>
      s
        .user("fix the readme, the install command is missing the closing bracket in pip install -e .[dev")
        .file("Edit", "README.md")
        .assistant('Fixed: pip install -e ".[dev]".')
        .user("and run flake8 on src/data pls")
        .bash("flake8 src/data", "src/data/text.py:12:1: F401 'transformers' imported but unused")
        .assistant("One warning: an unused transformers import in src/data/text.py. Remove it?")
        .user("yes")
        .file("Edit", "src/data/text.py")
        .stop("Removed the unused import; flake8 is clean on src/data."),
    planted: [],
  },
  {
    id: "b128-login-node",
    build: (s) =>
      s
        .user("my preprocessing script got killed on the login node after a while, no error")
        .bash("dmesg 2>/dev/null | tail -1; cat /etc/security/limits.d/login.conf | grep cpu", "*    hard    cpu    30")
        .assistant("The login nodes have a hard CPU-time limit of 30 minutes per process (limits.d: cpu 30), so long-running scripts are killed silently.")
        .user(
          "ok good to know, 30 min cpu limit on login. please in general don't run anything heavy on the login node for me, even short stuff — grab an interactive node with srun --pty instead",
        )
        .bash("srun -p gpu-v100 --gres=gpu:0 -c 8 --time=2:00:00 --pty python tools/preprocess_captions.py", "processed 3,318,333 captions in 41m12s")
        .stop("Ran the preprocessing on an interactive node; 3.3M captions done in 41 minutes."),
    planted: [
      { kind: "fact", keys: ["30 min"] },
      { kind: "instruction", keys: ["login node"] },
    ],
  },
  {
    id: "b128-warmup",
    build: (s) =>
      s
        .user("set warmup to 2000 steps for the big run")
        .file("Edit", "conf/experiment/vitb_big.yaml")
        .assistant("warmup_steps: 2000 in conf/experiment/vitb_big.yaml.")
        .user(
          "hmm wait, thinking about it, with accum 2 and different dataset sizes a fixed step count is going to mean different things per run. actually let's do warmup as 5% of total steps instead, and make it a fraction in the config so it carries over",
        )
        .file("Edit", "conf/experiment/vitb_big.yaml")
        .file("Edit", "src/train/schedule.py")
        .assistant("Replaced warmup_steps with warmup_frac: 0.05; the schedule computes warmup from the total step count.")
        .stop(),
    planted: [{ kind: "decision", keys: ["5%"] }],
  },
  {
    id: "b128-empty-gpu-util",
    build: (s) =>
      s
        .user("is 4472401 actually using the gpus well?")
        .bash(
          "srun --jobid 4472401 --overlap nvidia-smi --query-gpu=utilization.gpu,memory.used --format=csv",
          "utilization.gpu [%], memory.used [MiB]\n97 %, 63110 MiB\n96 %, 63098 MiB\n98 %, 63102 MiB\n97 %, 63120 MiB",
        )
        .assistant("Yes, all four GPUs are at 96-98% utilization with ~63 GB used each.")
        .user("nice. wonder if we could push batch higher then")
        .assistant("There's about 17 GB headroom per GPU, so maybe 320 per GPU, but the global batch would change.")
        .user("nah leave it")
        .stop(),
    planted: [],
  },
  {
    id: "b128-evals-owner",
    build: (s) =>
      s
        .user("the evals/ folder is such a mess, I want to refactor zeroshot.py and linear_probe.py into one module. how bad would it be")
        .bash("git log --format='%an' -- evals/ | sort | uniq -c | sort -rn | head -3", "     87 Priya Mehta\n      6 Alex Liu\n      2 Marco Rossi")
        .assistant("Almost all of evals/ history is Priya Mehta's (87 of 95 commits). A refactor would touch code she actively maintains.")
        .user(
          "yeah Priya owns the evals harness, she wrote basically all of it. ok new rule for me and you: don't refactor anything in evals/ without checking with her first. I'll just add my retrieval metric as a separate file",
        )
        .file("Write", "evals/retrieval_recall.py")
        .stop("Added evals/retrieval_recall.py without modifying the existing eval modules."),
    planted: [
      { kind: "fact", keys: ["priya", "evals"] },
      { kind: "instruction", keys: ["refactor"] },
    ],
  },
  {
    id: "b128-jpeg-decode",
    build: (s) =>
      s
        .user("gpu util on the v100 ablations is like 60%. data pipeline? model? no clue")
        .bash(
          "python tools/profile_loader.py --steps 200 experiment=abl_aug",
          "top cpu time:\n  PIL.Image.decode (jpeg)   71.4%\n  RandomResizedCrop          9.2%\n  collate                    3.1%\ngpu idle waiting for batch: 38%",
        )
        .assistant(
          "The profile shows jpeg decoding in PIL takes 71% of the CPU time and the GPU waits for batches 38% of the time. So the bottleneck is CPU jpeg decode in the loader.",
        )
        .user(
          "ok so jpeg decode is the bottleneck, confirmed. I'd like to try DALI or decoding on gpu with torchvision.io.decode_jpeg at some point, not now. put it on the list: move jpeg decoding to the gpu",
        )
        .assistant("Noted as a follow-up; no code changed.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["jpeg decode"] },
      { kind: "task", keys: ["jpeg decoding", "gpu"] },
    ],
  },
  {
    id: "b128-empty-jobarray",
    build: (s) =>
      s
        .user("write me a job array script that runs eval on checkpoints 1..20 of run 440")
        .file("Write", "scripts/eval_array.sbatch")
        .assistant("scripts/eval_array.sbatch uses --array=1-20 and picks step_$SLURM_ARRAY_TASK_ID.pt.")
        .user("max 4 at a time pls")
        .file("Edit", "scripts/eval_array.sbatch")
        .bash("sbatch scripts/eval_array.sbatch", "Submitted batch job 4472550")
        .assistant("Changed it to --array=1-20%4 and submitted as 4472550.")
        .stop(),
    planted: [],
  },
  {
    id: "b128-results-table",
    build: (s) =>
      s
        .user("I edited results/main_table.csv by hand yesterday and now it disagrees with wandb for run 421. ugh")
        .bash("python scripts/make_table.py --out results/main_table.csv && git diff --stat results/", " results/main_table.csv | 2 +-")
        .assistant("Regenerated results/main_table.csv from the logged runs; only the run 421 row changed back.")
        .user(
          "ok lesson: main_table.csv is generated only, regenerate it with scripts/make_table.py, no hand edits ever. also remind me to add the linear-probe column to make_table once Priya's probes finish",
        )
        .assistant("Okay.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["make_table"] },
      { kind: "task", keys: ["linear-probe"] },
    ],
  },
  {
    id: "b128-empty-pip",
    build: (s) =>
      s
        .user("pip install fails in my env, says no matching distribution?? it's definitely on pypi")
        .bash(
          "pip install webdatset",
          "ERROR: Could not find a version that satisfies the requirement webdatset (from versions: none)\nERROR: No matching distribution found for webdatset",
          1,
        )
        .assistant("The command has a typo: webdatset instead of webdataset. Want me to rerun it with the right name?")
        .user("lol. yes")
        .bash("pip install webdataset | tail -1", "Successfully installed braceexpand-0.1.7 webdataset-0.2.86")
        .assistant("Installed webdataset 0.2.86.")
        .stop(),
    planted: [],
  },
  {
    id: "b128-adamw-betas",
    build: (s) =>
      s
        .user(
          "loss spikes again on the big run around step 30k, smaller this time. I read that beta2=0.999 is too slow to adapt at large batch and people use 0.95 for vits. could also be the grad clip being too loose (1.0)? honestly could be either",
        )
        .bash(
          "python tools/compare_runs.py 440 447 --metric train/loss --at 30000 35000",
          "run 440 (beta2=0.999): spikes>0.3: 4  loss@35k 2.21\nrun 447 (beta2=0.95):  spikes>0.3: 0  loss@35k 2.18",
        )
        .assistant(
          "The short test run 447 with beta2=0.95 has no spikes above 0.3 and slightly lower loss at 35k than 440 with 0.999. Grad clipping was 1.0 in both, so the difference is beta2.",
        )
        .user(
          "convincing enough. ok we go with beta2 0.95 for all vit runs from now. one more thing for the todo list — after camera ready I want to compare against lion, everyone asks about it",
        )
        .file("Edit", "conf/optim/adamw.yaml")
        .stop("conf/optim/adamw.yaml: betas [0.9, 0.95]."),
    planted: [
      { kind: "decision", keys: ["0.95"] },
      { kind: "task", keys: ["lion"] },
    ],
  },
  {
    id: "b128-patch-size",
    build: (s) =>
      s
        .user(
          "we have both vit-b/16 and vit-b/32 numbers floating around and the draft mixes them. b/32 is 3x cheaper but 4 points worse. what do other papers in this space report as the main number?",
        )
        .bash("grep -rn 'b/32\\|b32' paper/sections/*.tex | wc -l", "14")
        .assistant("Most recent CLIP-style papers report ViT-B/16 as the main setting, with B/32 as the cheap variant. The draft references B/32 in 14 places.")
        .user(
          "ok decided: vit-b/16 is the main model for every table in the body, b/32 goes to the appendix only. and I still need to write the data card for the laion subset before submission, dont let me forget",
        )
        .file("Edit", "paper/sections/experiments.tex")
        .stop("Replaced the B/32 numbers in the experiments section with B/16 ones and moved the B/32 table to the appendix."),
    planted: [
      { kind: "decision", keys: ["b/16"] },
      { kind: "task", keys: ["data card"] },
    ],
  },
  {
    id: "b128-onboarding-notes",
    build: (s) =>
      s
        .user(
          "Jonas (new masters student) starts on the retrieval part next week. can you check how many pairs the laion subset has after dedup, I want to put it in my notes for him",
        )
        .bash("python -c \"import pyarrow.dataset as d; print(d.dataset('/datasets/laion-400m-subset/meta', format='parquet').count_rows())\"", "38172406")
        .assistant("38,172,406 rows in the laion subset metadata after dedup, so about 38M pairs.")
        .user(
          "ok here's what I'm sending him, fix the english if anything is weird:\n- data: the laion subset is ~38M image-text pairs after dedup, metadata in parquet under /datasets/laion-400m-subset/meta\n- git: one branch per experiment, named exp/<short-name>, and merge into main only after the run has finished and the numbers are in the table. this applies to you (the agent) too\n- compute: ask me before launching anything bigger than 8 gpus\n- maybe we'll move to the new H100 partition in spring? no idea yet, don't count on it\nand separately, for me: I have to get Jonas added to the ml-lab slurm account before monday",
        )
        .assistant('The notes read fine; I\'d only change "bigger than 8 gpus" to "larger than 8 GPUs".')
        .stop(),
    planted: [
      { kind: "fact", keys: ["38m"] },
      { kind: "instruction", keys: ["exp/"] },
      { kind: "instruction", keys: ["8 gpus"] },
      { kind: "task", keys: ["jonas", "slurm account"] },
    ],
  },
  {
    id: "b128-run-naming",
    build: (s) =>
      s
        .user("I can't tell anymore which run feeds which number in the paper. run 412? 437? which table??")
        .bash("ls conf/experiment/ | wc -l; ls conf/experiment | head -4", "41\nabl_aug.yaml\nabl_ema.yaml\nvitb_base.yaml\nvitb_big.yaml")
        .assistant(
          "There are 41 experiment configs with free-form names. One option: name each run after the paper table and row it feeds, like tab2_row3, and keep one conf/experiment file per table. Then make_table.py can group by the prefix. Should I set that up?",
        )
        .user(
          "yes, name runs after the paper table, do that. also whenever you submit jobs for me print the job id and the log path, every time, I always have to go hunting",
        )
        .file("Edit", "scripts/make_table.py")
        .file("Write", "conf/experiment/tab2.yaml")
        .bash("sbatch scripts/train.sbatch experiment=tab2 +row=3", "Submitted batch job 4472690")
        .assistant("Submitted tab2_row3 as job 4472690; log: logs/tab2_row3/slurm-4472690.out.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["table"] },
      { kind: "instruction", keys: ["log path"] },
    ],
  },
  {
    id: "b128-bad-node",
    build: (s) =>
      s
        .user("third crash this week with 'CUDA error: uncorrectable ECC error encountered'. same node every time?")
        .bash("grep -l 'uncorrectable ECC' logs/*/slurm-*.out | xargs grep -h 'SLURM_NODELIST' | sort | uniq -c", "      3 SLURM_NODELIST=gpu-a100-03")
        .assistant("All three crashes were on gpu-a100-03. That points at a faulty GPU on that node rather than your code.")
        .user(
          "yep. so gpu-a100-03 has a broken gpu. until HPC fixes it, add --exclude=gpu-a100-03 to everything we submit. and I need to open a ticket with hpc-support about it, doing that tomorrow",
        )
        .file("Edit", "scripts/train.sbatch")
        .file("Edit", "scripts/eval.sbatch")
        .stop("Both scripts now have #SBATCH --exclude=gpu-a100-03."),
    planted: [
      { kind: "fact", keys: ["gpu-a100-03"] },
      { kind: "instruction", keys: ["--exclude"] },
      { kind: "task", keys: ["hpc-support"] },
    ],
  },
  {
    id: "b128-dedup-phash",
    build: (s) =>
      s
        .user(
          "reviewer 2 is asking about test set contamination. I was thinking either clip embedding similarity or perceptual hashing to dedup laion against imagenet val. embedding sim catches more but is way more expensive. hmm. what would you do?",
        )
        .assistant(
          "Perceptual hashing (phash) with a Hamming threshold is cheap and catches near-duplicates; embedding similarity also catches semantic near-copies but needs a full embedding pass over 38M images.",
        )
        .user("phash it is, threshold 8, run it on the imagenet val set vs the laion subset")
        .bash(
          "sbatch -W scripts/dedup_phash.sbatch --ref /datasets/imagenet-1k/ILSVRC/val --threshold 8 && tail -2 logs/dedup/latest.out",
          "Submitted batch job 4472701\nnear-duplicates found: 1893 (0.005% of pairs)\nwrote /work/ml-lab/dedup/laion_vs_inval_phash8.txt",
        )
        .assistant("1893 near-duplicates (0.005% of pairs) found; the list is in /work/ml-lab/dedup/laion_vs_inval_phash8.txt.")
        .stop(),
    planted: [{ kind: "decision", keys: ["phash"] }],
  },
  {
    id: "b128-torchrun",
    build: (s) =>
      s
        .user("theres a deprecation warning spam in every log, FutureWarning: The module torch.distributed.launch is deprecated")
        .bash("grep -rln 'torch.distributed.launch' scripts/", "scripts/train.sbatch\nscripts/train_multinode.sbatch")
        .assistant("Both train.sbatch and train_multinode.sbatch still call python -m torch.distributed.launch.")
        .user(
          "ok fix train.sbatch now. and in genral from now on plz use torchrun insted of the old launch module in anything new. the multinode script needs the rdzv stuff set up properly so leave that one, TODO move the multinode script to torchrun after the big run is done (dont wanna break it mid run)",
        )
        .file("Edit", "scripts/train.sbatch")
        .bash(
          "sbatch --test-only scripts/train.sbatch",
          "sbatch: Job 4472733 to start at 2026-11-06T14:40:00 using 8 processors on nodes gpu-a100-05 in partition gpu-a100",
        )
        .stop("train.sbatch now launches with torchrun --nproc_per_node=4; train_multinode.sbatch is unchanged."),
    planted: [
      { kind: "instruction", keys: ["torchrun"] },
      { kind: "task", keys: ["multinode", "torchrun"] },
    ],
  },
  {
    id: "b128-cvpr-maintenance",
    build: (s) =>
      s
        .user(
          "big update from the meeting with Prof. Okafor: we're submitting to CVPR, not ICCV, so the extra ablations have to be done by the 14th. I was hoping for ICCV honestly but ok. also can you check whether the cluster has downtime coming up, I feel like there was an email",
        )
        .bash(
          "cat /etc/motd | grep -i -A2 maintenance",
          "*** Scheduled maintenance: first Tuesday of every month, 07:00-19:00. ***\n*** All running jobs are killed; pending jobs are kept. ***",
        )
        .assistant(
          "The cluster has scheduled maintenance on the first Tuesday of every month, 07:00-19:00; running jobs are killed, pending ones stay queued. The next one is Dec 1.",
        )
        .user(
          "ugh right, first tuesday of the month. run 450 will still be running then. remind me to resubmit 450 from its last checkpoint after the maintenance on dec 1",
        )
        .assistant("Will do.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cvpr"] },
      { kind: "task", keys: ["ablations"] },
      { kind: "fact", keys: ["first tuesday"] },
      { kind: "task", keys: ["450"] },
    ],
  },
  {
    id: "b128-v100-memory",
    build: (s) =>
      s
        .user(
          "the abl_aug job on v100 died with OOM at batch 256, same config that runs fine on the a100s. I guess it's the attention memory? or maybe something leaks? also, unrelated, the job 4472402 looked stuck for hours yesterday and I saw it was cancelled, was that you?",
        )
        .bash(
          "srun -p gpu-v100 --gres=gpu:1 nvidia-smi --query-gpu=name,memory.total --format=csv,noheader; sacct -j 4472402 -o JobID,State,User%10 | tail -1",
          "Tesla V100-SXM2-32GB, 32768 MiB\n4472402     CANCELLED+      aliu",
        )
        .assistant(
          "The v100 cards here are the 32GB version, vs 80GB on the a100s, so 256 per GPU won't fit; there's no sign of a leak. 4472402 was cancelled by your own user, which includes my earlier scancel when I thought it was hung, sorry.",
        )
        .user(
          "ok so v100s are 32gb, halve the batch there. and pls ask me before you cancel any of my jobs, even if they look stuck. it was fine, just slow loading",
        )
        .file("Edit", "conf/paths/v100.yaml")
        .stop("per_gpu_batch is 128 with accum_steps 4 on v100, same global batch."),
    planted: [
      { kind: "fact", keys: ["32gb"] },
      { kind: "decision", keys: ["v100", "batch"] },
      { kind: "instruction", keys: ["cancel"] },
    ],
  },
  {
    id: "b128-rank-seeds",
    build: (s) =>
      s
        .user("weird: all 4 ranks seem to draw exactly the same augmentations. is that a thing?")
        .file("Read", "src/train/seed.py")
        .bash("torchrun --nproc_per_node=4 tools/check_aug_seeds.py | sort | uniq -c", "      4 first crop box: (12, 40, 201, 219)")
        .assistant(
          "Confirmed: seed.py calls torch.manual_seed(cfg.seed) on every rank without adding the rank, so all four ranks get identical RNG streams and identical crops. That's the root cause. I'd seed each rank with base seed + rank * 1000 so streams differ and stay reproducible.",
        )
        .user("makes sense, yes do base + rank*1000")
        .file("Edit", "src/train/seed.py")
        .bash("torchrun --nproc_per_node=4 tools/check_aug_seeds.py | sort | uniq -c | wc -l", "4")
        .stop("Each rank is now seeded with seed + rank * 1000; the four ranks draw different crops."),
    planted: [
      { kind: "fact", keys: ["manual_seed"] },
      { kind: "decision", keys: ["1000"] },
    ],
  },
  {
    id: "b128-empty-grad-ckpt",
    build: (s) =>
      s
        .user("what does gradient checkpointing actually do, and would it let me fit batch 256 on the v100s?")
        .assistant(
          "It drops intermediate activations in the forward pass and recomputes them during backward, trading roughly 20-30% more compute for much less activation memory. On 32GB cards it could plausibly fit 256 for ViT-B/16, but I'd have to measure.",
        )
        .user("hmm and would it change the results at all")
        .assistant("No, numerically the gradients are the same up to nondeterminism; only speed and memory change.")
        .user("ok interesting, but I think halving the batch with accum is simpler. never mind")
        .stop("Okay, no changes."),
    planted: [],
  },
];

export const BLIND128 = plantedSet(BLIND128_SESSIONS, Date.UTC(2026, 10, 6, 9));
