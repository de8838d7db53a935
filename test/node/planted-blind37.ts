/**
 * Blind planted set 37 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 *
 * Style: scientific and research computing (Python, Julia, HPC clusters, SLURM, conda,
 * reproducibility, paper deadlines) in Codex CLI and Gemini CLI voice: researchers who hedge a
 * lot, state lab conventions, paste job logs, and an agent that answers in short reports. Each
 * session is one segment; the items planted in it are listed with it: 76 items (17 decisions,
 * 21 instructions, 21 facts, 17 tasks) in 80 sessions, 18 of which plant nothing. Every other message must
 * give nothing: questions, hypotheses, proposals not taken, withdrawn ideas, unconfirmed
 * guesses, quoted code, job logs and tool output (with "always", "never", "TODO" in them),
 * chit-chat, and requests done in the same session. Superseded decisions plant only the later one.
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
import { type BlindItem, type BlindSession, plantedSet } from "./planted-scoring";

const decision = (...keys: string[]): BlindItem => ({ kind: "decision", keys });
const instruction = (...keys: string[]): BlindItem => ({ kind: "instruction", keys });
const fact = (...keys: string[]): BlindItem => ({ kind: "fact", keys });
const task = (...keys: string[]): BlindItem => ({ kind: "task", keys });

export const BLIND37_SESSIONS: BlindSession[] = [
  {
    id: "b37-micromamba-env",
    planted: [decision("micromamba")],
    build: (s) =>
      s
        .user("the conda solve on the login node took 40 min again. i think maybe the channel priority is off? not sure tbh")
        .bash("conda config --show channel_priority", "channel_priority: flexible")
        .assistant(
          "Channel priority is `flexible`, so the solver considers every channel. Setting it to `strict` would prune a lot; alternatively micromamba solves the same environment.yml much faster.",
        )
        .user("ok after going back and forth with Priya: we're switching the lab env to micromamba, full conda is out. decided, don't relitigate it lol")
        .bash(
          "micromamba create -y -n climate -f environment.yml",
          "Transaction finished\n\nTo activate this environment, use:\n\n    micromamba activate climate",
        )
        .assistant("Created the `climate` env with micromamba from environment.yml in 2m10s.")
        .user("nice. maybe pixi someday, who knows")
        .stop(),
  },
  {
    id: "b37-login-nodes",
    planted: [instruction("login nodes")],
    build: (s) =>
      s
        .user("hmm why is my python process getting killed after a few minutes?")
        .bash("dmesg | tail -3", "[8812.1] Out of memory: Killed process 44121 (python) total-vm:61GB\n[8812.1] arbiter: user exceeded login-node CPU limit")
        .assistant(
          "The process was killed by the login-node arbiter: it used 61 GB and more than the allowed CPU. Running it in an `salloc` interactive job avoids that.",
        )
        .user(
          "right, my bad. lab rule, please remember it: nothing heavy on the login nodes ever, you always go through `salloc` or `sbatch` first, even for a 'quick' numpy thing",
        )
        .assistant("Understood. I'll request an interactive allocation before running anything heavier than editing or git.")
        .bash("salloc --time=01:00:00 --mem=64G --cpus-per-task=8 --account=def-hlee", "salloc: Granted job allocation 3318820")
        .stop("Allocation 3318820 granted; rerunning there."),
  },
  {
    id: "b37-scratch-purge",
    planted: [fact("scratch", "purged"), instruction("project")],
    build: (s) =>
      s
        .user("where did my checkpoints from september go?? /scratch/jmoreau/runs/sep is empty")
        .bash("ls -la /scratch/jmoreau/runs/sep", "total 0\ndrwxr-x--- 2 jmoreau def-hlee 4096 Oct 30 02:00 .")
        .assistant(
          "The directory is empty and its mtime is Oct 30 02:00, which looks like an automated cleanup. Possibly a purge policy, but I can't see the policy from here.",
        )
        .bash("cat /etc/motd | grep -i scratch", "NOTICE: files on /scratch not accessed for 60 days are purged automatically. /project is not purged.")
        .assistant("Confirmed by the cluster notice: files on /scratch are purged after 60 days without access; /project is not.")
        .user("ugh. ok so that's the fact of life here: scratch gets purged after 60 days untouched. anything we care about goes to /project")
        .stop(),
  },
  {
    id: "b37-ablation-rerun",
    planted: [task("ablation")],
    build: (s) =>
      s
        .user("can you regenerate table 2 from results/main/*.csv? the camera-ready template changed the column widths")
        .bash("python scripts/make_table2.py results/main/*.csv > paper/table2.tex", "wrote 6 rows")
        .assistant("Regenerated paper/table2.tex (6 rows) with the new column widths.")
        .user(
          "perfect thanks. another thing for later, not today: we still have to rerun the ablation with the fixed dropout before the camera-ready goes out. leave that open",
        )
        .assistant("Noted as open: rerun the ablation with the fixed dropout before the camera-ready.")
        .stop(),
  },
  {
    id: "b37-float64",
    planted: [decision("float64")],
    build: (s) =>
      s
        .user("let's try single precision in the Poisson solver, should halve the memory. go with Float32 for now")
        .file("Edit", "src/PoissonSolver.jl")
        .bash(
          "julia --project -e 'include(\"test/runtests.jl\")'",
          "Test Summary: | Pass  Fail  Total\nPoissonSolver |   11     3     14\nresidual norm 4.1e-2 > tol 1e-6",
        )
        .assistant("With Float32 three tests fail: the residual stalls at 4.1e-2, far above the 1e-6 tolerance.")
        .user("yeah no. revert that, we stay on float64 for the solver, the residuals are garbage otherwise. final")
        .file("Edit", "src/PoissonSolver.jl")
        .assistant("Reverted to Float64; all 14 tests pass again.")
        .stop(),
  },
  {
    id: "b37-chitchat-julia",
    planted: [],
    build: (s) =>
      s
        .user("random q, does julia 1.10 already have package extensions or was that 1.11?")
        .assistant("Package extensions arrived in Julia 1.9, so 1.10 has them.")
        .bash("julia --version", "julia version 1.10.4")
        .user("ok cool. also the NeurIPS reviews are out tomorrow, wish me luck haha")
        .assistant("Good luck! Happy to help draft a rebuttal if it comes to that.")
        .stop(),
  },
  {
    id: "b37-seed-logging",
    planted: [instruction("seed")],
    build: (s) =>
      s
        .user("the two runs of train.py gave different val loss, 0.412 vs 0.437. seeds?")
        .bash("grep -n seed train.py", "12:# TODO: always set the seed properly\n13:rng = np.random.default_rng()")
        .assistant("train.py creates its generator without a seed (line 13), so every run differs. The TODO on line 12 says as much.")
        .user(
          "ok so convention for everything in this repo from now on: every script takes a `--seed` argument and writes the seed into the run's metadata.json. no unseeded rngs, period",
        )
        .file("Edit", "train.py")
        .assistant("train.py now takes `--seed` (default 0) and records it in metadata.json.")
        .stop(),
  },
  {
    id: "b37-era5-owner",
    planted: [fact("era5"), instruction("derived")],
    build: (s) =>
      s
        .user("I can't write to /project/def-hlee/shared/era5, permission denied. is that expected?")
        .bash("ls -ld /project/def-hlee/shared/era5", "dr-xr-xr-x 41 hlee def-hlee 4096 Jun  2 11:07 /project/def-hlee/shared/era5")
        .assistant("Yes: the directory is owned by hlee and is read-only for everyone, owner included.")
        .user(
          "right, I remember now. the era5 copy there is Hannah's and it's read-only on purpose, it's the reference data for the whole lab. derived stuff goes in our own dir",
        )
        .stop(),
  },
  {
    id: "b37-regrid-port",
    planted: [task("regrid")],
    build: (s) =>
      s
        .user("fix the broken import in plot_fig3.py pls, it still says `from utils import cmap_div`")
        .bash("python plot_fig3.py", "ImportError: cannot import name 'cmap_div' from 'utils'", 1)
        .file("Edit", "plot_fig3.py")
        .bash("python plot_fig3.py", "saved figures/fig3.pdf")
        .assistant("Fixed: the colormap moved to `plotting.cmaps`; fig3.pdf renders again.")
        .user("thx. for next week, not now: port the regrid kernel from regrid.py to Julia so we can compare timings against the numba one")
        .assistant("Okay, left open for next week: a Julia port of the regrid kernel for a timing comparison.")
        .stop(),
  },
  {
    id: "b37-mplstyle",
    planted: [decision("mplstyle")],
    build: (s) =>
      s
        .user("the figures all look different, some seaborn some plain matplotlib. what should we standardize on? seaborn themes or our own style file?")
        .assistant("Either works. A `.mplstyle` file keeps plain matplotlib and is easy to version; seaborn themes bring more defaults but another dependency.")
        .user("we discussed it at group meeting: decision is all paper figures use plain matplotlib with the lab.mplstyle file, seaborn is dropped")
        .file("Write", "figures/lab.mplstyle")
        .bash("grep -rl 'import seaborn' figures/ | wc -l", "4")
        .assistant("Wrote figures/lab.mplstyle; four figure scripts still import seaborn.")
        .stop(),
  },
  {
    id: "b37-nan-hypothesis",
    planted: [],
    build: (s) =>
      s
        .user("NaNs show up after ~3000 steps. I think maybe it's the boundary condition? or the CFL number, not sure honestly")
        .bash("grep -m3 -n nan logs/run_0412.out", "3011: step 3011 dt=0.0041 max|u|=nan\n3012: WARNING: never trust dt after a nan")
        .assistant("The first NaN is at step 3011. A CFL violation is plausible but the log alone doesn't show which; we'd need max|u| for the steps before.")
        .user("hmm could also be the restart file. let's not guess, I'll look tomorrow")
        .stop(),
  },
  {
    id: "b37-sbatch-account",
    planted: [fact("account")],
    build: (s) =>
      s
        .bash("sbatch jobs/train.sbatch", "sbatch: error: Batch job submission failed: Invalid account or account/partition combination specified", 1)
        .assistant("Submission failed: the account/partition combination is rejected. Which allocation should jobs use?")
        .user("ah. our GPU allocation is under the account rrg-hlee-ab, the def- one has no GPU time at all. that's just how it is this year")
        .file("Edit", "jobs/train.sbatch")
        .bash("sbatch jobs/train.sbatch", "Submitted batch job 3319002")
        .assistant("Switched to `--account=rrg-hlee-ab`; job 3319002 submitted.")
        .stop(),
  },
  {
    id: "b37-jax-rejected",
    planted: [instruction("black")],
    build: (s) =>
      s
        .user("can you make the inner loop in advect.py faster? it's the bottleneck")
        .bash("python -m cProfile -s cumtime advect.py | head -4", "   ncalls  tottime  cumtime\n   5000    41.2     41.9  advect.py:88(step)")
        .assistant("`step` takes 41.9 s of the run. I could rewrite it in JAX with `jit`, which would likely give a large speedup on the GPU node.")
        .user("no, not JAX, too much churn right now. something simpler")
        .file("Edit", "advect.py")
        .assistant("Vectorized `step` with numpy instead; 41.9 s → 6.3 s.")
        .user("great. oh and style thing, always: run `black` with line length 100 before you commit any python in this repo, that's the lab setting")
        .bash("black -l 100 advect.py", "reformatted advect.py\nAll done! ✨ 🍰 ✨")
        .stop(),
  },
  {
    id: "b37-empty-squeue",
    planted: [],
    build: (s) =>
      s
        .user("is my job still pending?")
        .bash("squeue -u jmoreau", "JOBID    PARTITION NAME   ST TIME NODES REASON\n3319002  gpu       train  PD 0:00 1     (Priority)")
        .assistant("Job 3319002 is pending with reason Priority; it's waiting behind higher-priority jobs.")
        .user("ok. any idea how long?")
        .assistant("squeue doesn't give an estimate by default; `squeue --start` may show one if the scheduler has computed it.")
        .stop(),
  },
  {
    id: "b37-data-dvc-task",
    planted: [task("dvc"), fact("manifest")],
    build: (s) =>
      s
        .user("how do we know which version of the station data the paper used?")
        .bash("cat data/MANIFEST.sha256 | head -2", "9f2c...  stations_v3.parquet\n1ab0...  stations_qc.parquet")
        .assistant("data/MANIFEST.sha256 lists the checksums; the first entry is stations_v3.parquet.")
        .user("yes, and to be clear the manifest in data/ is the source of truth for which data went into the paper, reviewers asked about it last time")
        .assistant("Got it.")
        .user("at some point we need to move the data tracking to dvc instead of that hand-made manifest. not this week, just keep it on the list")
        .stop(),
  },
  {
    id: "b37-py39-withdrawn",
    planted: [decision("python 3.11")],
    build: (s) =>
      s
        .user("let's drop python 3.9 support in the package — hmm actually no, forget that, some reviewers might still install it on old clusters")
        .assistant("Okay, leaving 3.9 in the supported range for now.")
        .bash("python3.11 -m pytest -q", "58 passed in 12.4s")
        .user("but for our own runs: decided, the cluster env is python 3.11 from now on, that's what the module system has anyway")
        .file("Edit", "environment.yml")
        .assistant("environment.yml now pins python=3.11 for the cluster env; 58 tests pass on it.")
        .stop(),
  },
  {
    id: "b37-gpu-driver-guess",
    planted: [],
    build: (s) =>
      s
        .user("torch says CUDA unavailable on the new node. the node might have an older driver, I'd guess 11.x?")
        .bash("nvidia-smi", "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver.", 9)
        .assistant("nvidia-smi can't reach a driver at all, so this may be a CPU node rather than an old driver. Are you inside a GPU allocation?")
        .user("oh wait maybe I'm not. let me check and come back")
        .stop(),
  },
  {
    id: "b37-thread-env",
    planted: [instruction("omp_num_threads")],
    build: (s) =>
      s
        .user("the numpy part gets slower when I ask for more cpus, which is insane")
        .bash("grep -n THREADS jobs/prep.sbatch", "")
        .assistant("prep.sbatch doesn't set any thread variable, so BLAS may start more threads than SLURM gave you and oversubscribe.")
        .user(
          "yes that bit us before. standing rule for every sbatch script we write: export OMP_NUM_THREADS=$SLURM_CPUS_PER_TASK at the top. put it in this one too",
        )
        .file("Edit", "jobs/prep.sbatch")
        .assistant("Added `export OMP_NUM_THREADS=$SLURM_CPUS_PER_TASK` to jobs/prep.sbatch.")
        .stop(),
  },
  {
    id: "b37-reviewer2-task",
    planted: [task("reviewer 2")],
    build: (s) =>
      s
        .user("summarize what reviewer 2 wants, reviews/r2.txt")
        .bash("wc -w reviews/r2.txt", "412 reviews/r2.txt")
        .assistant("Reviewer 2 asks for (1) a comparison against the spectral baseline, (2) error bars over 5 seeds, (3) clarification of the regridding step.")
        .user("ok. the spectral baseline comparison for reviewer 2 is still open, we'll need the Dedalus setup for it, I'll do it after the holidays")
        .assistant("Leaving it open: the spectral-baseline comparison reviewer 2 asked for, pending the Dedalus setup.")
        .stop(),
  },
  {
    id: "b37-empty-latex",
    planted: [],
    build: (s) =>
      s
        .user("latex is complaining about an undefined reference, can you look")
        .bash("latexmk -pdf main.tex 2>&1 | grep -m2 undefined", "LaTeX Warning: Reference `fig:ablation' on page 6 undefined on input line 212.")
        .file("Edit", "sections/results.tex")
        .bash("latexmk -pdf main.tex 2>&1 | grep -c undefined", "0")
        .assistant("The label was `fig:ablations` (plural) in results.tex; fixed, no undefined references left.")
        .user("ty!!")
        .stop(),
  },
  {
    id: "b37-julia-manifest",
    planted: [instruction("manifest.toml")],
    build: (s) =>
      s
        .user("should Manifest.toml be in .gitignore? half of the julia world says yes")
        .assistant("For a package, often yes; for an application or paper code it's usually committed so the exact versions can be restored.")
        .user("for us: commit Manifest.toml in every analysis repo, always. reproducibility > tidiness. that's the lab convention")
        .bash("sed -i '/Manifest.toml/d' .gitignore && git add Manifest.toml .gitignore && git status --short", "M  .gitignore\nA  Manifest.toml")
        .assistant("Removed Manifest.toml from .gitignore and staged it.")
        .stop(),
  },
  {
    id: "b37-mpi-vs-dask",
    planted: [decision("dask")],
    build: (s) =>
      s
        .user("for the ensemble postprocessing, mpi4py or dask? I honestly go back and forth")
        .assistant("For 200 independent members, Dask with dask-jobqueue's SLURMCluster is simpler; mpi4py pays off when ranks communicate.")
        .user("hm. what about just a job array?")
        .assistant("A job array also works; you lose the shared scheduler and the in-memory reductions.")
        .user("ok we're going with dask via dask-jobqueue for the postprocessing, decided. job arrays stay for the simulations themselves")
        .bash("pip install -q dask-jobqueue && python -c 'import dask_jobqueue; print(dask_jobqueue.__version__)'", "0.8.5")
        .stop(),
  },
  {
    id: "b37-node-memory",
    planted: [fact("bigmem")],
    build: (s) =>
      s
        .bash("sinfo -p bigmem -o '%P %m %D'", "PARTITION MEMORY NODES\nbigmem    3000000 4")
        .assistant("The bigmem partition has 4 nodes with about 3 TB of memory each.")
        .user("yep, and the bigmem partition is the only place the full-resolution regridding fits, everything else OOMs. good to keep in mind")
        .stop(),
  },
  {
    id: "b37-empty-plot-request",
    planted: [],
    build: (s) =>
      s
        .user("make the colorbar in fig 4 horizontal and put it under the panels")
        .file("Edit", "figures/fig4.py")
        .bash("python figures/fig4.py", "saved figures/fig4.pdf")
        .assistant("Done: horizontal colorbar below the panels in fig4.pdf.")
        .user("better. maybe a bit thinner? eh, leave it")
        .stop(),
  },
  {
    id: "b37-checkpoint-format",
    planted: [decision("zarr"), instruction("checkpoint")],
    build: (s) =>
      s
        .user("netcdf or zarr for the model output? our files are ~2TB per run")
        .assistant("At that size Zarr with chunked writes scales better on a parallel filesystem; NetCDF4 is more portable for collaborators.")
        .user("Priya and I settled it this morning, we go with zarr for the model output. netcdf only for the small files we ship with the paper")
        .bash("python -c 'import zarr; print(zarr.__version__)'", "2.18.2")
        .assistant("zarr 2.18.2 is available in the env.")
        .user("and one more convention: write a checkpoint every 500 steps, every run, no exceptions. we lost a week to a node failure in march")
        .file("Edit", "config/default.yaml")
        .stop("Set `checkpoint_every: 500` in config/default.yaml."),
  },
  {
    id: "b37-gemini-quota",
    planted: [fact("quota")],
    build: (s) =>
      s
        .bash(
          "diskusage_report",
          "Description      Space            # of files\n/home (user)     48G/50G          210k/500k\n/project (group) 9.1T/10T         1.9M/2M",
        )
        .assistant("/home is at 48 of 50 GB and /project at 9.1 of 10 TB; the project file count is 1.9M of 2M.")
        .user("oof. ok fyi the group quota on /project is 10T and 2M files and Hannah said there's no increase until the next allocation round")
        .assistant("Understood, the /project quota is fixed at 10 TB and 2M files for now.")
        .stop(),
  },
  {
    id: "b37-conda-forge-only",
    planted: [instruction("conda-forge")],
    build: (s) =>
      s
        .user("why did micromamba pull mkl from defaults?")
        .bash("micromamba list | grep mkl", "mkl    2023.1.0   h213fc3f_46344   pkgs/main")
        .assistant("mkl came from pkgs/main (the defaults channel), which environment.yml lists after conda-forge.")
        .user("ugh, that's the licensing mess again. rule for all our envs: conda-forge only, no defaults channel, and set nodefaults in environment.yml")
        .file("Edit", "environment.yml")
        .assistant("environment.yml now lists only conda-forge plus `nodefaults`.")
        .stop(),
  },
  {
    id: "b37-empty-rebuttal",
    planted: [],
    build: (s) =>
      s
        .user("can you help me phrase the rebuttal to R1's point about the baseline? draft in rebuttal.md")
        .file("Read", "rebuttal.md")
        .assistant(
          'Suggested wording: "We thank the reviewer; we have added the baseline in Table 3 and discuss its limitations in Sec. 5." Want it in the file?',
        )
        .user("yes put it in")
        .file("Edit", "rebuttal.md")
        .assistant("Added to rebuttal.md under R1.")
        .stop(),
  },
  {
    id: "b37-units-fact",
    planted: [fact("kelvin"), task("units")],
    build: (s) =>
      s
        .user("the temperature anomalies look off by ~273. is the model output in celsius?")
        .bash("ncdump -h out/sample.nc | grep -A1 'float T'", '\tfloat T(time, lat, lon) ;\n\t\tT:units = "K" ;')
        .assistant('The output\'s T variable is in kelvin (`units = "K"`), so subtracting a celsius climatology gives the 273 offset.')
        .user("right, so the model writes everything in kelvin, the obs are celsius. that's the mismatch")
        .assistant("Yes.")
        .user("we should add a units check to the loader eventually so this can't happen silently again, not now though, I'm in the middle of the figure")
        .stop(),
  },
  {
    id: "b37-sweep-decision-superseded",
    planted: [decision("optuna")],
    build: (s) =>
      s
        .user("for the hyperparameter sweep let's just do a grid, 4x4x3")
        .bash("python sweep.py --dry-run --grid", "48 configurations, est. 96 GPU-hours")
        .assistant("A 4x4x3 grid is 48 configurations, about 96 GPU-hours.")
        .user("96 GPU-h is too much for our allocation. change of plan: we use optuna with the TPE sampler and 30 trials instead of the grid")
        .file("Edit", "sweep.py")
        .bash("python sweep.py --dry-run", "optuna TPE, 30 trials, est. 60 GPU-hours")
        .assistant("sweep.py now runs Optuna TPE with 30 trials, about 60 GPU-hours.")
        .stop(),
  },
  {
    id: "b37-author-order",
    planted: [fact("corresponding author")],
    build: (s) =>
      s
        .user("put the author list in the cover letter. Hannah is corresponding author, she always is for the lab's papers")
        .file("Edit", "submission/cover_letter.tex")
        .assistant("Added the author list with Hannah Lee as corresponding author.")
        .bash("grep -c corresponding submission/cover_letter.tex", "1")
        .stop(),
  },
  {
    id: "b37-empty-log-always",
    planted: [],
    build: (s) =>
      s
        .user("what's this warning in the job log about")
        .bash("grep -m2 WARN logs/slurm-3319002.out", "WARN: always use --export=NONE with sbatch on this cluster\nWARN: never load modules in .bashrc")
        .assistant("Those two lines are the cluster's generic job-start advice (printed for every job), not something your script triggered.")
        .user("ah ok, boilerplate then")
        .stop(),
  },
  {
    id: "b37-test-data-fixture",
    planted: [instruction("tiny")],
    build: (s) =>
      s
        .user("the test suite downloads 3GB every time in CI, that's silly")
        .bash("grep -rn 'fetch_era5' tests/ | head -3", "tests/test_regrid.py:8:ds = fetch_era5(year=2019)\ntests/test_io.py:14:ds = fetch_era5(year=2019)")
        .assistant("Two tests fetch a full ERA5 year.")
        .user("yeah. going forward, tests only use the tiny synthetic grids from tests/data, never real data. please stick to that in anything you write")
        .file("Edit", "tests/test_regrid.py")
        .file("Edit", "tests/test_io.py")
        .assistant("Both tests now use the synthetic 16x32 grids from tests/data.")
        .stop(),
  },
  {
    id: "b37-arxiv-task",
    planted: [task("arxiv")],
    build: (s) =>
      s
        .user("compile the final pdf with the camera-ready flag")
        .bash("latexmk -pdf -usepretex='\\def\\camready{1}' main.tex", "Output written on main.pdf (14 pages).")
        .assistant("main.pdf built, 14 pages, camera-ready layout.")
        .user(
          "lovely. remind us later: the arxiv version still needs the appendix merged back in and the new acknowledgements, we'll do that after the conference",
        )
        .assistant("Open for after the conference: the arXiv version with the appendix merged back and the new acknowledgements.")
        .stop(),
  },
  {
    id: "b37-empty-question-mpi",
    planted: [],
    build: (s) =>
      s
        .user("quick one: is srun or mpirun preferred inside an sbatch script here? I've seen both")
        .bash("module show openmpi/4.1.5 2>&1 | grep -i slurm", "setenv OMPI_MCA_plm slurm")
        .assistant("The OpenMPI module is built with SLURM support, so `srun` launches ranks directly; `mpirun` also works but goes through the same launcher.")
        .user("k, I'll probably try srun and see")
        .stop(),
  },
  {
    id: "b37-figure-dpi",
    planted: [instruction("pdf")],
    build: (s) =>
      s
        .user("the journal says 300 dpi minimum. export the figures as png at 300?")
        .assistant("For line plots a vector PDF avoids the dpi question entirely; rasters only for the maps.")
        .user("good point. rule then: figures are saved as vector pdf, only the big maps as 300-dpi png. do it that way for every figure script")
        .file("Edit", "figures/common.py")
        .bash("python figures/make_all.py", "fig1.pdf fig2.pdf fig3.pdf fig4.pdf map1.png map2.png")
        .assistant("figures/common.py saves vector PDF by default and 300-dpi PNG for maps.")
        .stop(),
  },
  {
    id: "b37-walltime-fact",
    planted: [fact("walltime")],
    build: (s) =>
      s
        .bash("sbatch --time=7-00:00:00 jobs/long.sbatch", "sbatch: error: Requested time limit is invalid (missing or exceeds some limit)", 1)
        .assistant("Seven days is rejected.")
        .bash("sinfo -p gpu -o '%P %l'", "PARTITION TIMELIMIT\ngpu       3-00:00:00")
        .assistant("The gpu partition's maximum walltime is 3 days, so the long run has to restart from checkpoints.")
        .user("yep, the max walltime on gpu is 3 days, forgot. resubmit with 3-00:00:00 and the restart logic")
        .bash("sbatch --time=3-00:00:00 jobs/long.sbatch", "Submitted batch job 3320114")
        .stop(),
  },
  {
    id: "b37-git-lfs-rejected",
    planted: [decision("figshare")],
    build: (s) =>
      s
        .user("where should the trained weights live for the paper? git lfs in the repo?")
        .assistant("Git LFS works but GitHub's LFS quota is small; Zenodo or figshare give a DOI.")
        .user("hmm what about just the lab NAS")
        .assistant("The NAS isn't reachable by readers, so it wouldn't satisfy the journal's data policy.")
        .user("ok, decided with Hannah: weights go on figshare with a DOI, not in git lfs")
        .bash("ls -lh weights/", "-rw-r--r-- 1 jmoreau def-hlee 1.2G model_final.pt")
        .assistant("weights/model_final.pt is 1.2 GB; ready to upload to figshare.")
        .stop(),
  },
  {
    id: "b37-naming-convention",
    planted: [instruction("run names")],
    build: (s) =>
      s
        .user("runs/ is a mess, nobody knows what exp_new2_final is")
        .bash("ls runs | head -4", "exp1\nexp_new2_final\ntest_hannah\ntmp_0412")
        .assistant("Four of the directories have no date or config in their names.")
        .user("from now on run names are YYYYMMDD_<config>_<seed>, e.g. 20261126_base_0. please use that whenever you launch something")
        .assistant("Will do.")
        .stop(),
  },
  {
    id: "b37-empty-weekend",
    planted: [],
    build: (s) =>
      s
        .user("I'm so tired of this deadline. anyway, what's 1.2e6 core-hours in node-days on 64-core nodes?")
        .bash("python -c 'print(1.2e6/64/24)'", "781.25")
        .assistant("1.2e6 core-hours on 64-core nodes is about 781 node-days.")
        .user("lol that's not happening this week")
        .stop(),
  },
  {
    id: "b37-stats-test",
    planted: [decision("wilcoxon")],
    build: (s) =>
      s
        .user("for the significance tests, t-test?")
        .bash("python -c 'import scipy.stats as s, numpy as np; d=np.load(\"diffs.npy\"); print(s.shapiro(d))'", "ShapiroResult(statistic=0.81, pvalue=0.0004)")
        .assistant("The paired differences are clearly non-normal (Shapiro p=0.0004), so a t-test is questionable; a Wilcoxon signed-rank test fits better.")
        .user("agreed, we use the wilcoxon signed-rank test for all the paired comparisons in the paper. update the stats script")
        .file("Edit", "analysis/stats.py")
        .stop("analysis/stats.py now uses scipy.stats.wilcoxon."),
  },
  {
    id: "b37-cluster-names",
    planted: [fact("narval")],
    build: (s) =>
      s
        .user("do we have the same env on narval?")
        .bash("ssh narval 'ls ~/envs'", "climate\nold_py38")
        .assistant("Yes, narval has a `climate` env, plus an old py38 one.")
        .user(
          "good. context for you: the lab runs simulations on narval and does the analysis on our own workstation, narval has no display so no interactive plotting there",
        )
        .stop(),
  },
  {
    id: "b37-commit-style",
    planted: [instruction("main branch")],
    build: (s) =>
      s
        .user("commit the stats change")
        .bash(
          "git checkout -b stats-wilcoxon && git commit -am 'stats: wilcoxon for paired tests' && git log --oneline -1",
          "a41c9e2 stats: wilcoxon for paired tests",
        )
        .assistant("Committed on a new branch stats-wilcoxon as a41c9e2.")
        .user("good that you branched. keep doing that: never push straight to the main branch of the paper repo, Priya reviews every PR, even typo fixes")
        .stop(),
  },
  {
    id: "b37-profiling-task",
    planted: [task("darshan")],
    build: (s) =>
      s
        .user("the io step takes forever on lustre, is that the stripe count?")
        .bash("lfs getstripe -c out/run_0412.zarr", "1")
        .assistant("The output directory has stripe count 1. That may contribute, but I haven't measured it.")
        .user("probably not the whole story. we need to properly profile the io with darshan at some point, put it on the todo list, it's not urgent")
        .assistant("On the list: profile the IO with Darshan, not urgent.")
        .stop(),
  },
  {
    id: "b37-dropout-bug",
    planted: [fact("dropout")],
    build: (s) =>
      s
        .user("why is eval accuracy lower than train even on train data?")
        .bash("grep -n 'model.eval\\|model.train' evaluate.py", "")
        .assistant("evaluate.py never calls `model.eval()`, so dropout stays active during evaluation.")
        .file("Edit", "evaluate.py")
        .bash("python evaluate.py --split train", "acc 0.962")
        .assistant("With `model.eval()` the train-split accuracy is 0.962, matching training.")
        .user("ok so that was it, confirmed: the dropout was on during eval in every number before today's commit. all the old results are off by that")
        .stop(),
  },
  {
    id: "b37-empty-proposal-unconfirmed",
    planted: [],
    build: (s) =>
      s
        .user("what if we moved everything to snakemake? just thinking out loud")
        .assistant("Snakemake would give us a DAG and reruns for free; the cost is porting the 14 job scripts.")
        .bash("ls jobs/*.sbatch | wc -l", "14")
        .user("yeah, 14 is a lot. let me think about it, no decision yet")
        .stop(),
  },
  {
    id: "b37-julia-threads",
    planted: [instruction("julia", "threads")],
    build: (s) =>
      s
        .user("julia only uses one core in the job")
        .bash("grep -n julia jobs/sim.sbatch", "9:julia --project sim.jl")
        .assistant("It's started without `--threads`, so Julia runs single-threaded.")
        .user("classic. every julia launch in our job scripts gets `--threads=$SLURM_CPUS_PER_TASK`, please do that everywhere from now on")
        .file("Edit", "jobs/sim.sbatch")
        .stop(),
  },
  {
    id: "b37-co-author-fact",
    planted: [fact("priya")],
    build: (s) =>
      s
        .user("who set up the data pipeline originally? the README doesn't say")
        .bash("git log --format='%an' -- pipeline/ | sort | uniq -c | sort -rn | head -2", "  87 Priya Raman\n   5 Jonas Moreau")
        .assistant("Most pipeline commits are by Priya Raman (87 of 92).")
        .user("right, Priya owns the pipeline, she wrote nearly all of it")
        .stop(),
  },
  {
    id: "b37-restart-task",
    planted: [task("restart"), decision("hdf5")],
    build: (s) =>
      s
        .user("the restart files, should they be hdf5 or just pickles? pickles are easier...")
        .assistant(
          "Pickles break across Python and library versions; HDF5 (via h5py) stays readable and is language-neutral, which matters if the Julia port reads them.",
        )
        .user("fair. hdf5 it is for restart files, decided, pickles are banned for anything that outlives a run")
        .bash("python -c 'import h5py; print(h5py.version.hdf5_version)'", "1.14.3")
        .assistant("h5py is built against HDF5 1.14.3.")
        .user("and somebody still has to write the restart reader for the Julia side, that's open, not for today")
        .stop(),
  },
  {
    id: "b37-empty-benchmarks-request",
    planted: [],
    build: (s) =>
      s
        .user("run the scaling test on 1, 2, 4, 8 nodes and give me the efficiency")
        .bash("for n in 1 2 4 8; do srun -N $n ./bench_strong; done", "N=1 t=812s\nN=2 t=421s\nN=4 t=226s\nN=8 t=131s")
        .assistant("Strong-scaling efficiency: 2 nodes 96%, 4 nodes 90%, 8 nodes 77%.")
        .user("77% at 8, hm, I guess that's the halo exchange? could be anything really")
        .stop(),
  },
  {
    id: "b37-error-bars",
    planted: [instruction("error bars"), task("seeds")],
    build: (s) =>
      s
        .user("table 3 has single numbers. Hannah will kill me")
        .bash("head -3 results/table3.csv", "method,rmse\nours,0.213\nbaseline,0.241")
        .assistant("table3.csv has one RMSE per method, no spread.")
        .user(
          "yeah. standing convention in this lab: every number in a table or plot comes with error bars over at least 5 seeds, mean ± std. apply that to anything you produce for the paper",
        )
        .assistant("Understood: mean ± std over at least 5 seeds for every reported number.")
        .user("which means we still owe the extra seeds for the baseline, only 2 exist. we'll launch those next week when the allocation renews")
        .stop(),
  },
  {
    id: "b37-gemini-tool-fact",
    planted: [fact("module load")],
    build: (s) =>
      s
        .bash("module load python/3.11 scipy-stack && python -c 'import numpy; print(numpy.__version__)'", "1.26.4")
        .assistant("With the modules loaded, numpy 1.26.4 comes from the scipy-stack module rather than the env.")
        .user("oh right, on this cluster `module load scipy-stack` shadows whatever numpy is in the env. that's known, it's bitten two students already")
        .assistant("Noted.")
        .stop(),
  },
  {
    id: "b37-learning-rate-superseded",
    planted: [decision("cosine")],
    build: (s) =>
      s
        .user("use step decay for the lr, drop by 10 at epochs 30 and 60")
        .file("Edit", "train.py")
        .bash("python train.py --epochs 90 --dry-run", "lr schedule: step [30, 60] gamma=0.1")
        .assistant("train.py now uses step decay at 30 and 60.")
        .user(
          "hmm, on second thought Priya's runs showed step decay makes the late epochs noisy. let's go with cosine annealing instead, no warm restarts. that's the final schedule",
        )
        .file("Edit", "train.py")
        .assistant("Switched to cosine annealing over 90 epochs without restarts.")
        .stop(),
  },
  {
    id: "b37-empty-env-question",
    planted: [],
    build: (s) =>
      s
        .user("is it worth using `conda-lock`? genuinely asking, I don't know it well")
        .assistant("conda-lock produces per-platform lock files from environment.yml, so installs are exact; it adds a step when you change dependencies.")
        .bash("conda-lock --version", "bash: conda-lock: command not found", 127)
        .user("not installed anyway. later maybe. or never, we'll see")
        .stop(),
  },
  {
    id: "b37-license-decision",
    planted: [decision("bsd-3")],
    build: (s) =>
      s
        .user("which license for the code release? GPL or MIT?")
        .assistant("GPL requires derivatives to stay open; MIT and BSD-3 are permissive. The university's default for research code is often BSD-3.")
        .user("tech transfer office said BSD-3 is what they want for lab code, so decision made: BSD-3 for the release")
        .file("Write", "LICENSE")
        .bash("head -1 LICENSE", "BSD 3-Clause License")
        .stop(),
  },
  {
    id: "b37-docstrings",
    planted: [instruction("numpy-style")],
    build: (s) =>
      s
        .user("add a docstring to `compute_anomaly`")
        .file("Edit", "analysis/anomaly.py")
        .assistant("Added a Google-style docstring with Args and Returns.")
        .user("we use numpy-style docstrings in all lab python code, not google style. redo it and use numpy-style from now on please")
        .file("Edit", "analysis/anomaly.py")
        .assistant("Rewritten as a numpy-style docstring (Parameters / Returns sections).")
        .stop(),
  },
  {
    id: "b37-gpu-node-fact",
    planted: [fact("a100")],
    build: (s) =>
      s
        .bash("scontrol show node ng10101 | grep -E 'Gres|RealMemory'", "   Gres=gpu:a100:4\n   RealMemory=498000")
        .assistant("ng10101 has 4 A100 GPUs and about 498 GB of memory.")
        .user("yep, every gpu node here is 4x a100 40GB, there are no 80GB cards. so batch size 64 is the ceiling for the big model")
        .stop(),
  },
  {
    id: "b37-readme-task",
    planted: [task("readme")],
    build: (s) =>
      s
        .user("tag the release v1.0.0")
        .bash("git tag -a v1.0.0 -m 'paper release' && git tag --list 'v1*'", "v1.0.0")
        .assistant("Tagged v1.0.0.")
        .user(
          "the readme still lacks the reproduction instructions (env, data download, which script makes which figure). that has to be written before we announce the release. not now, I'm off to teach",
        )
        .stop(),
  },
  {
    id: "b37-empty-tool-todo",
    planted: [],
    build: (s) =>
      s
        .user("grep the todos in the solver, just curious how many")
        .bash(
          "grep -rn TODO src/ | head -4",
          "src/PoissonSolver.jl:44: # TODO: never call this with a non-square grid\nsrc/bc.jl:12: # TODO always check halo width\nsrc/io.jl:80: # TODO: remove before release",
        )
        .assistant("Three TODO comments in src/: in PoissonSolver.jl, bc.jl and io.jl.")
        .user("ha, fewer than I feared")
        .stop(),
  },
  {
    id: "b37-timezone-fact",
    planted: [fact("utc")],
    build: (s) =>
      s
        .user("the station timestamps and the model times don't line up by a few hours")
        .bash("python -c 'import pandas as pd; print(pd.read_parquet(\"data/stations_v3.parquet\").time.dt.tz)'", "America/Toronto")
        .assistant("The station data is in local time (America/Toronto); the model output has no timezone.")
        .user("the model output is always in UTC, that's how the model writes it. so it's the stations that need converting")
        .file("Edit", "pipeline/load_stations.py")
        .assistant("load_stations.py now converts station times to UTC.")
        .stop(),
  },
  {
    id: "b37-hedged-decision",
    planted: [decision("bilinear"), decision("precipitation")],
    build: (s) =>
      s
        .user("conservative or bilinear remapping for the temperature field? I keep flip-flopping")
        .bash("python compare_remap.py", "conservative: rmse 0.114  time 410s\nbilinear:     rmse 0.118  time 38s")
        .assistant("Conservative is 0.114 RMSE in 410 s, bilinear 0.118 in 38 s.")
        .user(
          "the difference is within noise I think, and 10x faster... ok, let's do bilinear for temperature. precipitation stays conservative obviously, that's non-negotiable for fluxes",
        )
        .file("Edit", "pipeline/regrid_config.yaml")
        .stop(),
  },
  {
    id: "b37-cite-software",
    planted: [instruction("cite")],
    build: (s) =>
      s
        .user("the acknowledgements are done, can you check the references compile")
        .bash("bibtex main 2>&1 | tail -1", "(There were 2 warnings)")
        .assistant("BibTeX finishes with two warnings, both about missing page numbers.")
        .user(
          "fine. and a general thing for every paper we write: cite the software we depend on (numpy, xarray, Julia, the solvers) with their recommended citations. Hannah insists",
        )
        .file("Edit", "refs.bib")
        .stop(),
  },
  {
    id: "b37-sbatch-array-task",
    planted: [task("job array"), fact("maxarraysize")],
    build: (s) =>
      s
        .bash("sbatch --array=0-1999 jobs/member.sbatch", "sbatch: error: Batch job submission failed: Invalid job array specification", 1)
        .bash("scontrol show config | grep -i MaxArraySize", "MaxArraySize            = 1001")
        .assistant("The cluster's MaxArraySize is 1001, so 2000 members can't go in one array.")
        .user("yes, maxarraysize is 1001 here, it's a hard cluster setting. for now just submit 0-999")
        .bash("sbatch --array=0-999 jobs/member.sbatch", "Submitted batch job 3320500")
        .user("and we still need to split the job array script so the second half of the members runs, later")
        .stop(),
  },
  {
    id: "b37-empty-thanks",
    planted: [],
    build: (s) =>
      s
        .user("what does `sacct -j 3320500 --format=State` say?")
        .bash("sacct -j 3320500 --format=State -n | sort | uniq -c", "    998 COMPLETED\n      2 FAILED")
        .assistant("998 members completed, 2 failed.")
        .user("good enough for the draft honestly. thanks!")
        .stop(),
  },
  {
    id: "b37-paper-deadline",
    planted: [fact("deadline"), task("supplementary")],
    build: (s) =>
      s
        .user("how many pages is the supplement now?")
        .bash("pdfinfo supp.pdf | grep Pages", "Pages:          23")
        .assistant("The supplement is 23 pages.")
        .user("ok. for context: the JAMES resubmission deadline is December 15, hard, the editor won't extend again")
        .user("and the supplementary material still needs the sensitivity runs section, that one's open, we'll write it once the runs finish")
        .stop(),
  },
  {
    id: "b37-precommit",
    planted: [instruction("nbstripout")],
    build: (s) =>
      s
        .user("the diff on analysis.ipynb is 40k lines of output again")
        .bash("git diff --stat analysis.ipynb", " analysis.ipynb | 40213 +++++++++++-----")
        .assistant("The notebook diff is dominated by stored outputs.")
        .user("right. please always strip notebook outputs with nbstripout before committing, that's the rule in every repo of ours")
        .bash("nbstripout analysis.ipynb && git diff --stat analysis.ipynb", " analysis.ipynb | 12 ++--")
        .stop(),
  },
  {
    id: "b37-gemini-rejected-refactor",
    planted: [decision("xarray")],
    build: (s) =>
      s
        .user("the analysis code mixes pandas and raw numpy arrays everywhere")
        .assistant("I could refactor it all into polars DataFrames; that would be fast and consistent.")
        .user("no polars please, nobody in the lab knows it")
        .assistant("Understood. Would xarray fit better, given the data is gridded?")
        .user("yes, that. we standardize the analysis code on xarray Datasets, labelled dims everywhere. decided")
        .file("Edit", "analysis/anomaly.py")
        .stop(),
  },
  {
    id: "b37-empty-hypothesis-scheduler",
    planted: [],
    build: (s) =>
      s
        .user("jobs start slower this month. maybe fairshare dropped because of the sweep? or the cluster is just busy before the holidays")
        .bash("sshare -U -u jmoreau", "Account      User     RawShares  EffectvUsage  FairShare\nrrg-hlee-ab  jmoreau  1          0.41          0.18")
        .assistant("Your fairshare factor is 0.18, which is low; heavy recent usage could explain slower starts, though overall load may play a part too.")
        .user("could be either, whatever")
        .stop(),
  },
  {
    id: "b37-reproducibility-task",
    planted: [task("container")],
    build: (s) =>
      s
        .user("the reviewers want to rerun our pipeline. can they?")
        .bash("ls", "environment.yml  jobs/  pipeline/  README.md  Manifest.toml")
        .assistant("The environment.yml and Manifest.toml pin the dependencies, but nothing captures the system libraries.")
        .user("we'll want an apptainer container for the whole pipeline eventually, for the artifact evaluation. not before the resubmission though, park it")
        .stop(),
  },
  {
    id: "b37-plot-colors",
    planted: [instruction("colorblind")],
    build: (s) =>
      s
        .user("fig 2 uses red and green for the two methods")
        .file("Read", "figures/fig2.py")
        .assistant("It sets `colors=['r','g']`.")
        .user("yikes. lab rule: only colorblind-safe palettes in figures, use the okabe-ito colors. fix fig 2 and keep to it for any plot")
        .file("Edit", "figures/fig2.py")
        .bash("python figures/fig2.py", "saved figures/fig2.pdf")
        .stop(),
  },
  {
    id: "b37-mixed-precision-fact",
    planted: [fact("bf16")],
    build: (s) =>
      s
        .user("does bf16 work on these cards? I read somewhere it doesn't")
        .bash("python -c 'import torch; print(torch.cuda.is_bf16_supported())'", "True")
        .assistant("Yes, `torch.cuda.is_bf16_supported()` returns True on the A100 nodes.")
        .user("ok good, then bf16 works on our gpu nodes, I was misremembering")
        .stop(),
  },
  {
    id: "b37-vis-task",
    planted: [task("animation")],
    build: (s) =>
      s
        .user("render the vorticity snapshot at t=50")
        .bash("python vis/snapshot.py --t 50", "saved vis/vort_t050.png")
        .assistant("Saved vis/vort_t050.png.")
        .user("looks great. we'll also want a full animation of the vorticity for the talk in january, that's for later")
        .stop(),
  },
  {
    id: "b37-solver-tolerance",
    planted: [decision("tolerance"), task("convergence")],
    build: (s) =>
      s
        .user("what tolerance should the CG solver use? 1e-8 feels excessive but I'm not sure")
        .bash(
          "julia --project bench/tol_sweep.jl",
          "tol=1e-6  iters=212  err_vs_ref=3.1e-5\ntol=1e-8  iters=391  err_vs_ref=2.9e-5\ntol=1e-10 iters=577  err_vs_ref=2.9e-5",
        )
        .assistant("Past 1e-6 the error against the reference barely changes (3.1e-5 vs 2.9e-5) while iterations nearly double.")
        .user("ok then we set the CG tolerance to 1e-6 for production runs. Hannah agreed on slack, done deal")
        .file("Edit", "config/solver.toml")
        .assistant("config/solver.toml: `cg_tol = 1e-6`.")
        .user("someone still has to do a proper convergence study on the fine grid for the appendix; leave that open for january")
        .stop(),
  },
  {
    id: "b37-ci-runner",
    planted: [task("gpu tests"), fact("github actions")],
    build: (s) =>
      s
        .user("does CI even run the GPU tests?")
        .bash("grep -n 'runs-on\\|gpu' .github/workflows/ci.yml", "7:    runs-on: ubuntu-latest\n21:      - run: pytest -m 'not gpu'")
        .assistant("No: the workflow runs on ubuntu-latest and deselects tests marked `gpu`.")
        .user("right, github actions has no gpus for us, the free runners are cpu only. so the gpu tests only ever run by hand on narval")
        .assistant("Understood.")
        .user("we should get the gpu tests into a nightly sbatch job that posts results somewhere. not urgent, after the resubmission")
        .stop(),
  },
  {
    id: "b37-onboarding-list",
    planted: [fact("hpc-help"), instruction("changelog"), task("mentor")],
    build: (s) =>
      s
        .user(
          "new student (Tomás) starts monday. some things you should know too, since you'll be helping him:\n- the cluster support address is hpc-help@ and they answer within a day, usually\n- every repo has a CHANGELOG.md and any user-visible change gets a line in the changelog, in the same PR\n- I have no idea yet whether he'll use julia or python, we'll see",
        )
        .bash("ls ~/lab-onboarding", "accounts.md  cluster.md  CHANGELOG.md  welcome.md")
        .assistant("The onboarding folder has accounts.md, cluster.md, CHANGELOG.md and welcome.md.")
        .user("and open item: someone has to pick a mentor for Tomás among the postdocs before monday. not you obviously haha, I'll ask at group meeting")
        .stop(),
  },
  {
    id: "b37-codex-terse",
    planted: [decision("mpich")],
    build: (s) =>
      s
        .user("mpi4py segfaults w/ openmpi 5 on the new nodes")
        .bash("mpiexec -n 4 python -m mpi4py.bench helloworld", "[ng20103:41001] *** Process received signal ***\nSignal: Segmentation fault (11)", 139)
        .assistant("Segfault at startup under OpenMPI 5. Building mpi4py against the MPICH module avoids the known UCX issue there.")
        .bash(
          "module load mpich/4.2 && pip install --no-binary mpi4py -q mpi4py && mpiexec -n 4 python -m mpi4py.bench helloworld | head -2",
          "Hello, World! I am process 0 of 4 on ng20103.\nHello, World! I am process 1 of 4 on ng20103.",
        )
        .assistant("With MPICH 4.2 all four ranks start.")
        .user("k. switching the lab's mpi stack to mpich then, openmpi is out on the new nodes. done")
        .stop(),
  },
  {
    id: "b37-empty-guess-lustre",
    planted: [],
    build: (s) =>
      s
        .user("why is `ls` in /scratch so slow today? I'd bet the MDS is overloaded but idk")
        .bash("time ls /scratch/jmoreau/runs | wc -l", "18422\n\nreal\t0m41.2s")
        .assistant("Listing 18,422 entries took 41 s. An overloaded metadata server would fit, but a directory that large is slow on Lustre anyway.")
        .user("probably both. meh")
        .stop(),
  },
  {
    id: "b37-hedged-fact-confirmed",
    planted: [fact("bit-for-bit")],
    build: (s) =>
      s
        .user("I *think* the solver is bit-for-bit reproducible on the same node count but not across node counts? not 100% sure")
        .bash("./check_repro.sh 4 4 && ./check_repro.sh 4 8", "4 vs 4 nodes: identical (sha256 match)\n4 vs 8 nodes: max abs diff 3.5e-14")
        .assistant(
          "Confirmed: identical output on the same node count (checksums match), and differences at the 1e-14 level between 4 and 8 nodes, from the reduction order.",
        )
        .user("good, so that's settled then: bit-for-bit only at a fixed node count. I'll mention it in the methods")
        .stop(),
  },
  {
    id: "b37-gemini-convention-verbose",
    planted: [instruction("units")],
    build: (s) =>
      s
        .user(
          "Before you write the new diagnostics module, one convention that I'd like you to follow consistently, because it's how the rest of the group's code is written and Hannah is quite particular about it: every function that takes or returns a physical quantity states its units in the docstring, SI units unless there's a strong reason otherwise.",
        )
        .assistant("Understood. I'll state SI units for every physical input and output in the docstrings of the diagnostics module.")
        .file("Write", "analysis/diagnostics.py")
        .bash("python -m pytest -q tests/test_diagnostics.py", "5 passed in 0.8s")
        .assistant("analysis/diagnostics.py written with units in every docstring; 5 tests pass.")
        .stop(),
  },
  {
    id: "b37-empty-withdrawn-task",
    planted: [],
    build: (s) =>
      s
        .user("we should probably migrate the plots to makie at some point... actually no, scratch that, matplotlib is fine and nobody has time")
        .bash("ls figures/*.py | wc -l", "23")
        .assistant("There are 23 figure scripts, all matplotlib.")
        .user("yeah exactly, forget I mentioned it")
        .stop(),
  },
];

/** The blind set 37: events, segments and scoring of BLIND37_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const BLIND37 = plantedSet(BLIND37_SESSIONS, Date.UTC(2026, 10, 2, 9));
