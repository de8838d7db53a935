/**
 * A planted set for the offline long-term-memory extractor: scientific and research computing
 * (Python/NumPy, R, Julia, MATLAB, HPC clusters, Slurm, reproducibility, paper figures) in Gemini
 * CLI's voice, with academic users who write full sentences and hedge a lot (many hedged
 * non-items), and facts about cluster quotas and datasets. Written without reading the extractor
 * (src/core/memories/extract.ts), its dialogue or sentence models, or the other planted sets'
 * sessions. Training set for the sentence classifier (written without reading the extractor).
 * Each session is one segment; the items planted in it are listed with it: 71 items (17
 * decisions, 18 instructions, 19 facts, 17 tasks) in 52 sessions, 14 of which plant nothing.
 * Every other message must give nothing: questions, hedged musings, hypotheses, proposals not
 * taken or never confirmed, withdrawn ideas, unconfirmed guesses, quoted code, logs and tool
 * output, chit-chat, and requests the agent completes in the same session. Three sessions
 * supersede an earlier decision with a later one; only the later one is planted.
 *
 * Matching rule (fixed before any extractor runs on this set; planted-blind.ts's rule, implemented
 * in planted-scoring.ts):
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

const START = Date.UTC(2026, 10, 9, 8);

export const TUNING31_SESSIONS: BlindSession[] = [
  {
    id: "t31-ensemble-partition",
    build: (s) =>
      s
        .user(
          "Good morning. I would like to resubmit the ensemble runs from last week; the V100 jobs were painfully slow, as I'm sure you saw in the logs. We'll run the ensemble on the gpu-a100 partition from now on rather than gpu-v100 — I've discussed it with my PI and that is settled.",
        )
        .assistant("I'll check the current job script and the partition list before changing anything.")
        .bash(
          "sinfo -s",
          "PARTITION AVAIL  TIMELIMIT   NODES(A/I/O/T) NODELIST\ngpu-v100     up 2-00:00:00      10/2/0/12 gv[01-12]\ngpu-a100     up 2-00:00:00       6/4/0/10 ga[01-10]\nshort*       up    4:00:00     30/18/0/48 c[001-048]",
        )
        .file("Edit", "jobs/ensemble.sbatch")
        .assistant("I've changed `#SBATCH --partition=gpu-a100` in `jobs/ensemble.sbatch`. Four A100 nodes are idle right now, so it should start soon.")
        .user(
          "Thank you. For what it's worth, our group's allocation is 50,000 GPU-hours per quarter, and I believe we've used roughly a third of it, though please don't quote me on the exact fraction.",
        )
        .bash("sbatch jobs/ensemble.sbatch", "Submitted batch job 4418207")
        .assistant("Submitted as job 4418207. With a 50,000 GPU-hours quarterly allocation this ensemble (about 600 GPU-hours) is a small share.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["a100"] },
      { kind: "fact", keys: ["gpu-hours"] },
    ],
  },
  {
    id: "t31-scratch-purge",
    build: (s) =>
      s
        .user("Could you check how much space I have left on the cluster? I have a feeling I'm close to some limit, but I might be imagining it.")
        .assistant("I'll query the Lustre quota for your user.")
        .bash(
          "lfs quota -hu mkowalski /scratch",
          "Disk quotas for usr mkowalski (uid 40213):\n     Filesystem    used   quota   limit   grace   files   quota   limit   grace\n       /scratch   8.31T     10T     12T       -  412301       0       0       -",
        )
        .assistant("You're using 8.31 TB of a 10 TB soft quota on `/scratch` (hard limit 12 TB).")
        .user(
          "Right. I should mention that the scratch filesystem purges files older than 30 days; that is the cluster's written policy, not a guess on my part. So please always write intermediate checkpoints to /project rather than /scratch from now on.",
        )
        .assistant("Understood. I'll point the checkpoint directory at `/project/climlab/ckpt` in the training config.")
        .file("Edit", "configs/train.yaml")
        .user(
          "And one more thing, which we won't get to today: the old checkpoints from the March runs are still sitting in /scratch and still need copying over to /project before the purge gets them.",
        )
        .assistant("Noted. I've left the March checkpoints where they are; copying them to `/project` is still open.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["scratch", "purge"] },
      { kind: "instruction", keys: ["checkpoints"] },
      { kind: "task", keys: ["march"] },
    ],
  },
  {
    id: "t31-rng-seeding",
    build: (s) =>
      s
        .user(
          "I've been trying to reproduce Figure 4 and I get slightly different curves every time. I suspect the seeding, though it could equally be thread nondeterminism in BLAS.",
        )
        .assistant("I'll look for how the random state is set up across the scripts.")
        .bash(
          "grep -rn 'np.random.seed\\|default_rng' src/ scripts/",
          "scripts/fig4.py:12:np.random.seed(0)\nsrc/sampler.py:40:rng = np.random.default_rng(seed)\nsrc/bootstrap.py:8:np.random.seed(42)",
        )
        .assistant(
          "Two scripts still use the legacy global `np.random.seed`, while `src/sampler.py` uses a `Generator`. The global seed does not reach code that draws from its own generator.",
        )
        .user(
          "That would explain it. As a rule, every script should create its generator with `np.random.default_rng(seed)` and pass it down; please never use the legacy `np.random.seed` again.",
        )
        .file("Edit", "scripts/fig4.py")
        .file("Edit", "src/bootstrap.py")
        .user(
          "I suppose we could also pin OMP_NUM_THREADS to 1 for the figure scripts, though I'm honestly not sure it matters. Also, since we're in here: we're dropping Python 3.8 support — the minimum is 3.10 from now on, which my co-authors agreed to yesterday.",
        )
        .bash('sed -i \'s/python_requires=">=3.8"/python_requires=">=3.10"/\' setup.py && grep python_requires setup.py', 'python_requires=">=3.10",')
        .assistant("Both scripts now take a `Generator` from `default_rng`, and `setup.py` requires Python >= 3.10. I've left the thread count alone.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["default_rng"] },
      { kind: "decision", keys: ["3.10"] },
    ],
  },
  {
    id: "t31-figure-style",
    build: (s) =>
      s
        .user(
          "For the paper figures, please use the `paper.mplstyle` stylesheet in the repository and export everything as PDF with embedded TrueType fonts (pdf.fonttype 42). The journal's production team complained about Type 3 fonts last time.",
        )
        .assistant("I'll check what the figure script currently does.")
        .file("Read", "scripts/make_figures.py")
        .user("Could you regenerate figure 2 with the style applied? It's the one with the three panels.")
        .bash("python scripts/make_figures.py --only fig2", "Loaded style paper.mplstyle\nWrote figures/fig2.pdf (3 panels, 182 KB)")
        .assistant("Done: `figures/fig2.pdf` is regenerated with `paper.mplstyle` and fonttype 42.")
        .user("Lovely, that looks much better. Thank you.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["mplstyle"] }],
  },
  {
    id: "t31-era5-dataset",
    build: (s) =>
      s
        .user(
          "Some background for you, since you'll be working with the reanalysis data a lot. The ERA5 subset we use lives under /project/climlab/era5/ and is about 14 TB; it's hourly at 0.25 degrees, single levels only.",
        )
        .assistant("Thanks. I'll list what's there.")
        .bash("ls /project/climlab/era5/ | head; du -sh /project/climlab/era5", "1979\n1980\n1981\n...\n2021\n2022\n14T\t/project/climlab/era5")
        .assistant("The directory holds years 1979 through 2022, 14 TB in total. There's no 2023 folder.")
        .user(
          "Yes, that's the gap. We still need a download script for the 2023 months via the CDS API; nobody has written it yet, and I don't think we should do it today because the CDS queue is awful on Mondays.",
        )
        .assistant("Understood, I'll leave the 2023 download script as an open item and not start it now.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["era5"] },
      { kind: "task", keys: ["download"] },
    ],
  },
  {
    id: "t31-integrator-choice",
    build: (s) =>
      s
        .user("Let's go with scipy's `solve_ivp` and RK45 for the kinetics integrator; it is the default and I'd like to keep things simple.")
        .assistant('I\'ll wire `solve_ivp(method="RK45")` into `src/kinetics.py` and time a single run.')
        .file("Edit", "src/kinetics.py")
        .bash(
          "python -m kinetics.run --case base --timeit",
          "case=base method=RK45 nfev=18234011 wall=1742.3s\nwarning: step size became very small near t=0.031",
        )
        .assistant(
          "RK45 took 29 minutes and 18 million function evaluations, with the step size collapsing near t = 0.031. That pattern usually indicates a stiff system.",
        )
        .user(
          "Hmm, that's far too slow. Actually, I think the system is stiff after all. Let's switch the integrator to LSODA instead, and that's final for this paper; I don't want to revisit it.",
        )
        .file("Edit", "src/kinetics.py")
        .bash("python -m kinetics.run --case base --timeit", "case=base method=LSODA nfev=4120 wall=3.9s")
        .assistant("With LSODA the same case runs in 3.9 s with 4,120 evaluations.")
        .stop(),
    planted: [{ kind: "decision", keys: ["lsoda"] }],
  },
  {
    id: "t31-srun-vs-sbatch",
    build: (s) =>
      s
        .user(
          "This may be a naive question, but what exactly is the difference between srun and sbatch? I've been using them interchangeably and I'm not sure that's right.",
        )
        .assistant(
          "`sbatch` queues a batch script and returns immediately; the script runs later on the allocated nodes. `srun` launches a job step: inside a batch script it starts the parallel tasks, and from a login shell it both allocates and runs interactively, blocking until it finishes.",
        )
        .bash(
          "man sbatch | grep -m1 -A2 DESCRIPTION",
          "DESCRIPTION\n       sbatch submits a batch script to Slurm.  The batch script may be given to\n       sbatch through a file name on the command line",
        )
        .user("I see, that clarifies it. Thank you.")
        .stop(),
    planted: [],
  },
  {
    id: "t31-renv-snapshot",
    build: (s) =>
      s
        .user(
          "I need to add the `lme4` package to the R analysis. Before you do: in this project we use renv, so please run `renv::snapshot()` whenever you add a package, otherwise the lockfile drifts and my collaborator in Utrecht can't reproduce anything.",
        )
        .assistant("I'll install `lme4` into the project library and then snapshot.")
        .bash(
          "Rscript -e 'renv::install(\"lme4\"); renv::snapshot(prompt = FALSE)'",
          "# Installing packages --------------------------------------------------------\n- Installing lme4 ...                          OK [linked from cache]\nThe following package(s) will be updated in the lockfile:\n- lme4   [* -> 1.1-35.1]\n- Lockfile written to '~/proj/mixed/renv.lock'.",
        )
        .user(
          "Good. Also, in case it matters: the R version on the cluster is 4.3.2, loaded with `module load R/4.3.2`; the login node's default R is older and shouldn't be used.",
        )
        .assistant("Noted. The lockfile records R 4.3.2 as well, so they agree.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["renv", "snapshot"] },
      { kind: "fact", keys: ["4.3.2"] },
    ],
  },
  {
    id: "t31-julia-port",
    build: (s) =>
      s
        .user(
          "After a long discussion in group meeting we've decided to port the particle filter to Julia; the Python version stays in the repository only as a reference implementation. Could you set up the Julia project skeleton?",
        )
        .assistant("I'll create a `ParticleFilter` package under `julia/` with its own Project.toml.")
        .bash(
          "cd julia && julia --project=. -e 'using Pkg; Pkg.generate(\"ParticleFilter\")'",
          "  Generating  project ParticleFilter:\n    ParticleFilter/Project.toml\n    ParticleFilter/src/ParticleFilter.jl",
        )
        .user(
          "Perfect. Maybe eventually we'd port the MCMC sampler as well, but let's not commit to that; I genuinely don't know whether it's worth the effort.",
        )
        .assistant("Understood; I've only set up the particle filter package.")
        .stop(),
    planted: [{ kind: "decision", keys: ["julia", "particle"] }],
  },
  {
    id: "t31-matlab-legacy",
    build: (s) =>
      s
        .user("Could you try running the old coastline script in legacy/? I can never remember which MATLAB it needs.")
        .bash(
          "module load matlab/R2023a && matlab -batch \"run('legacy/coastline.m')\"",
          "Error using geoshow (line 208)\nThe function GEOSHOW has been removed. Use GEOPLOT instead.\nError in coastline (line 41)",
          1,
        )
        .assistant("It fails on R2023a: `geoshow` has been removed from the Mapping Toolbox. I'll try an older release.")
        .bash("module load matlab/R2019b && matlab -batch \"run('legacy/coastline.m')\"", "Saved coastline_map.png")
        .assistant(
          "On R2019b it runs and writes `coastline_map.png`. So the legacy MATLAB code in `legacy/` only runs on R2019b because of the `geoshow` calls.",
        )
        .user(
          "Ah yes, that's right, R2019b. At some point someone needs to replace the geoshow calls with geoplot so it runs on a current release, but not today; I'm only here for the map.",
        )
        .assistant("Okay, the map is in `legacy/coastline_map.png`. Replacing `geoshow` stays open.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["r2019b"] },
      { kind: "task", keys: ["geoshow"] },
    ],
  },
  {
    id: "t31-h5py-swmr",
    build: (s) =>
      s
        .user(
          "Do you know whether h5py supports SWMR mode on a Lustre filesystem? I half remember reading that file locking is disabled on our scratch, which might break it, but I'm really not certain.",
        )
        .assistant("I'll check the h5py build first.")
        .bash(
          "python -c 'import h5py; print(h5py.version.info)'",
          "Summary of the h5py configuration\n---------------------------------\nh5py    3.10.0\nHDF5    1.14.2\nPython  3.11.6",
        )
        .assistant(
          "h5py 3.10 on HDF5 1.14 supports SWMR. Whether it works on Lustre depends on the mount's locking options (`flock` vs `localflock`), which I can't see from here; it would be worth asking the cluster admins rather than assuming either way.",
        )
        .user("Fair enough, I'll ask them at some point. It's not urgent.")
        .stop(),
    planted: [],
  },
  {
    id: "t31-sweep-array",
    build: (s) =>
      s
        .user(
          "I'd like to run the hyperparameter sweep, 240 configurations. When submitting sweeps, please use job arrays with a %20 throttle so we don't hog the queue; the admins wrote to our PI about it last semester and it was rather embarrassing.",
        )
        .assistant("I'll write the array script with `--array=0-239%20`.")
        .file("Write", "jobs/sweep.sbatch")
        .bash("sbatch jobs/sweep.sbatch", "Submitted batch job 4419950")
        .assistant("Submitted as array job 4419950, at most 20 tasks running at once.")
        .user(
          "Thanks. Once the sweep finishes, someone has to collate the per-task outputs into results/sweep.csv; that's for the next session, since it will take at least a day to run.",
        )
        .assistant("Noted: collating the sweep into `results/sweep.csv` is left for after the array completes.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["throttle"] },
      { kind: "task", keys: ["collate"] },
    ],
  },
  {
    id: "t31-conda-lock",
    build: (s) =>
      s
        .user("Our environment.yml keeps resolving to different versions on different machines. What would you suggest?")
        .assistant(
          "Two options: pin the environment with `conda-lock`, which produces per-platform lockfiles from the existing environment.yml, or move to pixi, which manages both the environment and the lock.",
        )
        .user(
          "I'd rather not introduce pixi right now; the students have only just learned conda. We'll pin the environment with conda-lock, then, rather than a plain environment.yml.",
        )
        .bash(
          "conda-lock -f environment.yml -p linux-64 -p osx-arm64",
          "Locking dependencies for ['linux-64', 'osx-arm64']...\nINFO:conda_lock.conda_solver:linux-64 using specs ['numpy 1.26.*', 'scipy', 'xarray', ...]\n - Install lock using: conda-lock install --name YOURENV conda-lock.yml",
        )
        .assistant("`conda-lock.yml` is generated for linux-64 and osx-arm64.")
        .stop(),
    planted: [{ kind: "decision", keys: ["conda-lock"] }],
  },
  {
    id: "t31-home-quota",
    build: (s) =>
      s
        .user("My pip install failed with 'No space left on device'. That seems odd to me, given how big the cluster is.")
        .bash(
          "quota -s",
          "Disk quotas for user mkowalski (uid 40213):\n     Filesystem   space   quota   limit   grace   files   quota   limit   grace\nnfs01:/home     19.8G    20G     20G            118k      0       0",
        )
        .assistant("Your home directory is at 19.8 GB of 20 GB. The pip cache in `~/.cache/pip` is 6.1 GB; I can clear it if you like.")
        .user(
          "Yes, please clear it. I should have remembered: home directories are capped at 20 GB and are backed up nightly, whereas /scratch isn't backed up at all. That's why everything big goes elsewhere.",
        )
        .bash("pip cache purge && quota -s | tail -1", "Files removed: 2134\nnfs01:/home     13.7G    20G     20G            96k      0       0")
        .assistant("Cleared; home is now at 13.7 GB.")
        .stop(),
    planted: [{ kind: "fact", keys: ["home", "20 gb"] }],
  },
  {
    id: "t31-reviewer-numbers",
    build: (s) =>
      s
        .user(
          "The reviews came back. Reviewer 2 asked for a sensitivity analysis on the prior width; that's still open and we will need to do it before the resubmission, probably in a couple of weeks.",
        )
        .assistant("I'll look at the review file so I have the exact wording.")
        .file("Read", "paper/reviews/round1.txt")
        .user(
          "Another thing I'd like you to keep in mind generally: please keep all the numbers quoted in the paper generated by scripts/numbers.py, so that nothing is ever typed into the LaTeX by hand.",
        )
        .bash("python scripts/numbers.py --check", "paper/numbers.tex up to date (47 macros)")
        .assistant("`paper/numbers.tex` is current with 47 macros. I'll add any new figures through `scripts/numbers.py`.")
        .stop(),
    planted: [
      { kind: "task", keys: ["sensitivity"] },
      { kind: "instruction", keys: ["numbers.py"] },
    ],
  },
  {
    id: "t31-nan-hypothesis",
    build: (s) =>
      s
        .user(
          "I have a vague suspicion that the NaNs in the monthly means come from taking the log of zero precipitation, but I could well be wrong. Could you check whether there are any exact zeros?",
        )
        .bash("python -c \"import xarray as xr; d=xr.open_dataset('out/precip_monthly.nc'); print(int((d.pr==0).sum()), int(d.pr.isnull().sum()))\"", "0 0")
        .assistant("There are no exact zeros and, in this file, no NaNs at all. Which file showed the NaNs for you?")
        .user("Oh, it must have been the old output then, from before I re-ran it. Never mind, sorry for the noise.")
        .assistant("No problem.")
        .stop(),
    planted: [],
  },
  {
    id: "t31-job-modules",
    build: (s) =>
      s
        .user("The job failed again with a library error. I suspect it picked up something from my shell environment, but that's only a hunch.")
        .bash(
          "cat slurm-4420113.out | tail -3",
          "python: error while loading shared libraries: libhdf5.so.103: cannot open shared object file\n/var/spool/slurmd/job4420113/slurm_script: line 14: module: command not found",
        )
        .assistant("The job script relies on modules loaded in your `.bashrc`, which batch shells don't source here, so HDF5 isn't found.")
        .user("I see. In that case: load modules explicitly in every job script, with `module purge` first, and don't rely on anything in my .bashrc.")
        .file("Edit", "jobs/preprocess.sbatch")
        .assistant("The script now begins with `module purge` followed by explicit `module load` lines.")
        .user(
          "While you're at it, you should know the hardware: each of the GPU nodes has four A100 40GB cards and 512 GB of RAM, so there's no need to request more than one node for the preprocessing.",
        )
        .assistant("Good to know; the preprocessing job asks for a single GPU node.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["module purge"] },
      { kind: "fact", keys: ["gpu nodes"] },
    ],
  },
  {
    id: "t31-dvc-datasets",
    build: (s) =>
      s
        .user(
          "We've talked about data versioning for months. We'll track the processed datasets with DVC, with the remote pointing at the lab's S3 bucket; git-lfs is out, it was too slow with the large Parquet files.",
        )
        .assistant("I'll initialise DVC and add the S3 remote.")
        .bash(
          "dvc init && dvc remote add -d labstore s3://climlab-data/dvc && dvc add data/processed/2021",
          "Initialized DVC repository.\nSetting 'labstore' as a default remote.\n100% Adding...|████████████████|1/1 [00:41,  41.2s/file]",
        )
        .assistant("DVC is set up with `labstore` as the default remote, and `data/processed/2021` is tracked.")
        .user("Thank you. We still need to migrate the 2022 cohort files into DVC; I'll either do it myself next week or ask you in a later session.")
        .assistant("Understood, the 2022 cohort stays untracked for now.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["dvc"] },
      { kind: "task", keys: ["cohort"] },
    ],
  },
  {
    id: "t31-traceback-help",
    build: (s) =>
      s
        .user(
          "Could you explain this traceback to me? I'm afraid I don't follow it.\n\n```\nValueError: operands could not be broadcast together with shapes (365,180,360) (12,180,360)\n```",
        )
        .assistant("I'll look at where the climatology is subtracted.")
        .file("Read", "src/anomalies.py")
        .assistant(
          "You're subtracting a monthly climatology (12 time steps) from daily data (365). Grouping by month first, `daily.groupby('time.month') - clim`, aligns them. Shall I make that change?",
        )
        .user("Yes please.")
        .file("Edit", "src/anomalies.py")
        .bash("python -m pytest tests/test_anomalies.py -q", "..\n2 passed in 1.84s")
        .assistant("Fixed, and the anomaly tests pass.")
        .stop(),
    planted: [],
  },
  {
    id: "t31-sensor-units",
    build: (s) =>
      s
        .user(
          "A general principle for this codebase, if you don't mind: keep everything in SI units internally and convert only at plotting time. I've been bitten by mixed units far too often.",
        )
        .assistant("I'll check the loader for unit handling.")
        .file("Read", "src/io/sensors.py")
        .user(
          "And the reason I mention it: the raw sensor files record temperature in tenths of a degree Fahrenheit. It's annoying, but it is what the manufacturer's firmware does.",
        )
        .file("Edit", "src/io/sensors.py")
        .bash("python -m pytest tests/test_sensors.py -q", "...\n3 passed in 0.62s")
        .assistant("The loader now converts the raw tenths-of-Fahrenheit values to kelvin on read; the tests pass.")
        .user("Thanks. The 2018 sensor files haven't been converted to the new format yet, by the way; that's still outstanding.")
        .assistant("Noted as outstanding.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["si units"] },
      { kind: "fact", keys: ["fahrenheit"] },
      { kind: "task", keys: ["2018"] },
    ],
  },
  {
    id: "t31-halo-exchange",
    build: (s) =>
      s
        .user("Which MPI do we have on the cluster? I keep forgetting.")
        .bash(
          "module load openmpi && mpirun --version && ibv_devinfo | grep -m1 active_speed",
          "mpirun (Open MPI) 4.1.5\n\t\t\tactive_speed:\t\t50.0 Gbps (HDR)",
        )
        .assistant("The cluster's MPI is OpenMPI 4.1.5, and the interconnect is InfiniBand HDR.")
        .user(
          "Right. We might try mpi4py with Intel MPI later, but I'm not sure. For the halo exchange in the shallow-water solver, we'll use non-blocking Isend/Irecv pairs; that's decided.",
        )
        .file("Edit", "src/halo.py")
        .bash("srun -n 4 python -m pytest tests/test_halo.py -q", "....\n4 passed in 3.11s")
        .assistant("The halo exchange now uses `Isend`/`Irecv` with a `Waitall`; the 4-rank test passes.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["openmpi"] },
      { kind: "decision", keys: ["isend"] },
    ],
  },
  {
    id: "t31-workshop-deadline",
    build: (s) =>
      s
        .user(
          "The workshop paper was accepted, which is lovely. The camera-ready deadline for the NeurIPS workshop is October 3, so we have a bit of time, though not much.",
        )
        .assistant("Congratulations. I'll check which figures the build currently produces.")
        .bash("ls figures/", "fig1.pdf\nfig2.pdf\nfig3.pdf\nS1.pdf\nS2.pdf\nS3.pdf")
        .assistant("Figures 1–3 and supplementary S1–S3 exist.")
        .user(
          "Then we still have to produce the supplementary convergence plot, S4. Let's leave it for next time; I need to decide which runs to include first.",
        )
        .assistant("Okay, S4 isn't started.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["camera-ready"] },
      { kind: "task", keys: ["supplementary", "convergence"] },
    ],
  },
  {
    id: "t31-rename-vars",
    build: (s) =>
      s
        .user("Could you rename `tmp2` and `tmp3` in analysis.py to something meaningful? I wrote that at 2am, I'm ashamed to say.")
        .file("Read", "analysis.py")
        .assistant("`tmp2` holds detrended anomalies and `tmp3` the rolling variance. I'll rename them to `detrended` and `rolling_var`.")
        .file("Edit", "analysis.py")
        .bash("python -m pyflakes analysis.py", "")
        .assistant("Renamed; pyflakes reports nothing.")
        .user("Much better, thank you.")
        .stop(),
    planted: [],
  },
  {
    id: "t31-notebooks",
    build: (s) =>
      s
        .user(
          "One of the students committed a notebook with 40 MB of embedded plots. Please don't commit notebooks with outputs; we run nbstripout as a pre-commit hook, and it must have been bypassed.",
        )
        .bash(
          "git log -1 --stat -- notebooks/ && pre-commit run nbstripout --all-files",
          " notebooks/explore_sst.ipynb | Bin 0 -> 41932210 bytes\nnbstripout...............................................................Failed\n- hook id: nbstripout\n- files were modified by this hook",
        )
        .assistant("The hook stripped the outputs from `notebooks/explore_sst.ipynb`. I'll commit the stripped version.")
        .bash("git commit -am 'Strip notebook outputs'", "[main 9c1e0fa] Strip notebook outputs\n 1 file changed, 12 insertions(+), 1893 deletions(-)")
        .user(
          "Also, so that this is clear to everyone: we'll keep notebooks only for exploration, and the analysis code moves into the src/ package. We agreed that at the lab retreat.",
        )
        .assistant("Understood.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["nbstripout"] },
      { kind: "decision", keys: ["notebooks", "exploration"] },
    ],
  },
  {
    id: "t31-covariance-precision",
    build: (s) =>
      s
        .user("The GP fit is using a lot of memory. Is there anything obvious we could do?")
        .assistant("One option would be computing the covariance in float32, which halves the memory. I can try it and compare the log-likelihood.")
        .file("Edit", "src/gp.py")
        .bash("python -m gp.fit --dtype float32 --check", "numpy.linalg.LinAlgError: Matrix is not positive definite\n  in cholesky (kernel jitter 1e-6)", 1)
        .assistant("In float32 the Cholesky fails: the matrix isn't positive definite at this jitter.")
        .user("As I feared. We'll keep the covariance computations in float64, then; float32 is simply too lossy for the Cholesky here. Please revert it.")
        .file("Edit", "src/gp.py")
        .bash("python -m gp.fit --dtype float64 --check", "loglik=-10432.18 ok")
        .assistant("Reverted; float64 fits as before.")
        .stop(),
    planted: [{ kind: "decision", keys: ["float64"] }],
  },
  {
    id: "t31-jax-musing",
    build: (s) =>
      s
        .user(
          "I've been wondering whether we ought to rewrite the likelihood in JAX. It might be faster on the GPUs, or it might not; I genuinely don't know, and I'm wary of chasing shiny things.",
        )
        .assistant("I'll time the current likelihood so there's a baseline if you ever want to compare.")
        .bash("python -m timeit -s 'from model import loglik, demo_args as a' 'loglik(*a)'", "20 loops, best of 5: 14.2 msec per loop")
        .assistant("The NumPy likelihood takes 14.2 ms per call. A JAX version could be faster after JIT compilation, but the gain depends on the batch size.")
        .user("Interesting. Let's not decide anything today; I'd like to think about it over the weekend.")
        .stop(),
    planted: [],
  },
  {
    id: "t31-nas-restore",
    build: (s) =>
      s
        .user("Could you check whether the restore script still works? I don't remember when anyone last ran it.")
        .file("Read", "scripts/restore.sh")
        .assistant("It restores a directory from a NAS snapshot by name. I'll list what snapshots exist.")
        .bash("ls /mnt/nas01/.snapshot | tail -3", "hourly.2026-11-09_0000\nhourly.2026-11-09_0600\nhourly.2026-11-09_1200")
        .user(
          "Yes, the lab's NAS at nas01 snapshots /project every 6 hours; that much I know for certain. However the restore script still needs a proper test against an actual snapshot, and we shouldn't do that on the live directory, so leave it open.",
        )
        .assistant("Understood; I haven't run it. Testing the restore script against a snapshot remains open.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["nas01"] },
      { kind: "task", keys: ["restore"] },
    ],
  },
  {
    id: "t31-walltime",
    build: (s) =>
      s
        .user("My 48-hour job has been pending since Tuesday. Why is that?")
        .bash(
          "squeue -u mkowalski -o '%.10i %.9P %.8T %.10l %.20R'",
          "     JOBID PARTITION    STATE  TIME_LIMIT               REASON\n   4417730   compute  PENDING  2-00:00:00           (Priority)",
        )
        .assistant("It's waiting on priority; long jobs are scheduled behind shorter ones when backfill can't fit them.")
        .user(
          "Then please request at most 12 hours of walltime per job from now on, and checkpoint instead; longer jobs sit in the queue for days. Also, I've been told the short partition has a 4-hour limit but starts almost immediately, which may help for testing.",
        )
        .bash("scontrol show partition short | grep -o 'MaxTime=[^ ]*'", "MaxTime=04:00:00")
        .file("Edit", "jobs/train.sbatch")
        .assistant("Confirmed MaxTime=04:00:00 on the short partition. `jobs/train.sbatch` now asks for 12 hours and resumes from the last checkpoint.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["walltime"] },
      { kind: "fact", keys: ["short partition"] },
    ],
  },
  {
    id: "t31-qc-owner",
    build: (s) =>
      s
        .user(
          "Before you touch anything in preprocessing/: Priya maintains the preprocessing pipeline, and she is quite particular about it. Please ask her before changing the QC thresholds; don't just tweak them because a plot looks nicer.",
        )
        .assistant("Understood. I'll only read the QC code for now.")
        .file("Read", "preprocessing/qc.py")
        .bash("grep -n 'THRESH' preprocessing/qc.py", "12:SPIKE_THRESH = 4.5  # TODO: always re-check after sensor swap\n13:FLATLINE_THRESH = 6  # hours")
        .assistant("The spike threshold is 4.5 sigma and the flatline threshold 6 hours. I haven't changed either.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["priya"] },
      { kind: "instruction", keys: ["qc thresholds"] },
    ],
  },
  {
    id: "t31-mfdataset",
    build: (s) =>
      s
        .user("How does `xarray.open_mfdataset` decide on chunks? I find the documentation rather opaque.")
        .bash('python -c "import xarray as xr; print(xr.__version__)"', "2024.6.0")
        .assistant(
          "By default each file becomes one chunk along the concatenated dimension, with no chunking along the others unless you pass `chunks=`. With `chunks='auto'` dask picks sizes near its target (128 MiB by default).",
        )
        .user("Thank you, that's helpful.")
        .stop(),
    planted: [],
  },
  {
    id: "t31-fit-gp-tests",
    build: (s) =>
      s
        .user("The docstring of `fit_gp` says it returns a tuple but it returns a dict. Could you fix that?")
        .file("Edit", "src/fit_gp.py")
        .bash(
          "python -m pydoc src.fit_gp | grep -A2 'fit_gp('",
          "fit_gp(x, y, kernel='matern52')\n    Fit a GP and return a dict with keys 'params', 'loglik'.",
        )
        .assistant("The docstring now says it returns a dict with `params` and `loglik`.")
        .user(
          "Thanks. While I think of it: we still need regression tests for fit_gp.py, there are none at all. Not now, though; I need to finish the talk first.",
        )
        .assistant("Okay, I won't start on them now.")
        .stop(),
    planted: [{ kind: "task", keys: ["regression", "fit_gp"] }],
  },
  {
    id: "t31-figure-dpi",
    build: (s) =>
      s
        .user("Let's export the raster figures at 300 dpi, that seems standard.")
        .file("Edit", "paper.mplstyle")
        .assistant("I've set `savefig.dpi: 300` in `paper.mplstyle`.")
        .bash(
          "curl -s https://journal.example.org/authors/artwork | grep -i -m2 dpi",
          "<li>Line art: minimum 600 dpi</li>\n<li>Halftones: minimum 300 dpi</li>",
        )
        .assistant("The journal's artwork guidelines ask for at least 600 dpi for line art and 300 for halftones.")
        .user("Ah. In that case, let's use 600 dpi for all figures, to be safe; I don't want to be sent back by production.")
        .file("Edit", "paper.mplstyle")
        .assistant("`savefig.dpi` is now 600.")
        .stop(),
    planted: [{ kind: "decision", keys: ["600", "dpi"] }],
  },
  {
    id: "t31-julia-depot",
    build: (s) =>
      s
        .user("The Julia jobs spend ages precompiling every time. Any idea why?")
        .bash("grep -n 'julia' jobs/pf.sbatch; echo $JULIA_DEPOT_PATH", "9:julia --project=julia/ParticleFilter run.jl\n")
        .assistant("`JULIA_DEPOT_PATH` is unset, so each node uses a depot in the node-local home cache and recompiles.")
        .user(
          "That's it. Please set JULIA_DEPOT_PATH to /project/climlab/julia_depot in every job script, and start Julia with `--threads=auto`, so precompilation is shared between nodes.",
        )
        .file("Edit", "jobs/pf.sbatch")
        .bash(
          "sbatch --wait jobs/pf_precompile.sbatch && tail -1 slurm-pf-precompile.out",
          "Precompiling project... 143 dependencies successfully precompiled in 1517 seconds",
        )
        .assistant("For reference, precompiling the full environment took about 25 minutes (1517 s) on a compute node; later jobs will reuse the shared depot.")
        .user(
          "Twenty-five minutes, goodness. We should eventually build a sysimage with PackageCompiler to cut the start-up time, but that can stay open for now.",
        )
        .assistant("Left open.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["julia_depot_path"] },
      { kind: "fact", keys: ["precompiling"] },
      { kind: "task", keys: ["sysimage"] },
    ],
  },
  {
    id: "t31-slurm-log-quote",
    build: (s) =>
      s
        .user(
          "What does this part of the Slurm log mean? It sounds alarming.\n\n```\nslurmstepd: error: TODO: cgroup v2 memory.peak always reported as 0\nslurmstepd: warning: never saw task exit for step 0, assuming done\n```",
        )
        .bash(
          "sacct -j 4421050 --format=JobID,State,ExitCode,MaxRSS",
          "JobID           State ExitCode     MaxRSS\n4421050     COMPLETED      0:0\n4421050.0   COMPLETED      0:0    31.2G",
        )
        .assistant(
          "Both lines are noise from slurmstepd's accounting on this cluster's cgroup setup. `sacct` shows the job and its step completed with exit 0 and a peak of 31.2 GB, so your results are fine.",
        )
        .user("Good, thank you, that's a relief.")
        .stop(),
    planted: [],
  },
  {
    id: "t31-snakemake-figures",
    build: (s) =>
      s
        .user(
          "We had a near miss where a figure in the preprint came from an outdated run. From now on, every figure in the paper is built by the Snakemake workflow; no more running scripts by hand. That's a firm decision on my side.",
        )
        .assistant("I'll look at the Snakefile to see which figures have rules.")
        .bash("snakemake -n --quiet rules", "fig1\nfig2\nfig3\nnumbers\nall")
        .assistant("Figures 1–3 have rules; the supplementary figures don't yet. I'll add rules for S1–S3.")
        .file("Edit", "Snakefile")
        .user("Good. And please record the git commit hash in each output file's metadata, so that we can always trace a figure back to the code.")
        .file("Edit", "scripts/provenance.py")
        .bash("snakemake -c4 figures/S1.pdf && pdfinfo figures/S1.pdf | grep Subject", "Finished job 0.\nSubject:        commit=9c1e0fa")
        .assistant("S1 is built by the workflow and carries `commit=9c1e0fa` in its PDF metadata.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["snakemake"] },
      { kind: "instruction", keys: ["commit hash"] },
    ],
  },
  {
    id: "t31-biobank-enclave",
    build: (s) =>
      s
        .user(
          "We're now working inside the secure enclave. Just so you know, the UK Biobank extract can't leave the enclave; only aggregate results may be copied out, and those are checked by the data manager.",
        )
        .assistant("Understood. I'll check what's in the working directory first.")
        .bash("ls -la /enclave/ukb/work | head -4", "total 18\ndrwxr-x--- 3 mk ukb 4096 Nov  9 09:12 .\n-rw-r----- 1 mk ukb  512 Nov  9 09:12 cohort_def.yaml")
        .user(
          "Another rule, and this one is important to me: never print individual-level rows in the terminal output when working on it; use counts and summaries only.",
        )
        .assistant("I'll only print aggregate counts. Running the cohort definition now.")
        .bash("python cohort.py --summary", "n_participants=48213\nage_mean=56.4 age_sd=8.1")
        .stop(),
    planted: [
      { kind: "fact", keys: ["biobank"] },
      { kind: "instruction", keys: ["individual-level"] },
    ],
  },
  {
    id: "t31-ci-subsample",
    build: (s) =>
      s
        .user(
          "For the tests, we decided the CI will use the 1% subsample in data/tiny/ rather than anything real; my co-author and I agreed the full data is too big to move around.",
        )
        .bash("du -sh data/tiny && ls data/tiny", "212M\tdata/tiny\nera5_1pct.zarr\nstations_1pct.parquet")
        .assistant("`data/tiny` holds the 1% ERA5 and station subsamples, 212 MB in total.")
        .user("Let's remember to set up the GitHub Actions job that runs the test suite on it. I'd like it eventually, but not this week.")
        .assistant("Okay, the GitHub Actions workflow isn't set up yet; it's open.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["tiny"] },
      { kind: "task", keys: ["github actions"] },
    ],
  },
  {
    id: "t31-dask-rejected",
    build: (s) =>
      s
        .user("The regridding script is slow. What could we do?")
        .bash(
          "python -m cProfile -s cumtime scripts/regrid.py 2>&1 | head -5",
          "   ncalls  tottime  cumtime  filename:lineno(function)\n        1    0.002  312.40  regrid.py:1(<module>)\n      365  301.11  301.11  xesmf/frontend.py:410(regrid_array)",
        )
        .assistant(
          "Almost all the time is in `xesmf` regridding day by day. One option would be to move the whole pipeline to Dask and regrid in parallel chunks.",
        )
        .user(
          "No, I don't think so, not for this project; Dask has caused us more trouble than it's worth before. Could you just pass the whole year to the regridder at once instead of looping over days?",
        )
        .file("Edit", "scripts/regrid.py")
        .bash("time python scripts/regrid.py", "real\t0m41.2s")
        .assistant("Regridding the year in one call takes 41 s instead of 312 s.")
        .stop(),
    planted: [],
  },
  {
    id: "t31-gpu-memory",
    build: (s) =>
      s
        .user("The training run crashed overnight. Could you find out why?")
        .bash(
          "tail -2 logs/train-4421377.err",
          "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 6.00 GiB. GPU 0 has a total capacity of 39.39 GiB of which 1.2 GiB is free.",
        )
        .assistant("It ran out of GPU memory at batch size 64 on a 40 GB card.")
        .user(
          "So it's confirmed then: the model doesn't fit on a single 40GB card at batch size 64; it needs two. Rather than asking for the 80GB nodes, which have a long queue, we'll use gradient accumulation with 4 steps of 16.",
        )
        .file("Edit", "configs/train.yaml")
        .bash("python train.py --config configs/train.yaml --max-steps 20", "step 20 loss 2.913 mem 21.4GiB")
        .assistant("With micro-batches of 16 and 4 accumulation steps, 20 steps run at 21.4 GiB.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["batch size"] },
      { kind: "decision", keys: ["accumulation"] },
    ],
  },
  {
    id: "t31-matlab-filters",
    build: (s) =>
      s
        .user(
          "We're porting the signal-processing routines from MATLAB. When porting, please keep MATLAB's 1-based indices out of the Python API; convert at the boundary and nowhere else.",
        )
        .file("Read", "legacy/filters/bandpass.m")
        .file("Write", "src/filters/bandpass.py")
        .bash("python -m pytest tests/test_bandpass.py -q", "..\n2 passed in 0.41s")
        .assistant("`bandpass` is ported with 0-based indices throughout; the comparison against MATLAB's output matches to 1e-12.")
        .user("Excellent. The remaining .m files in legacy/filters/ still need porting to Python; leave them open and we'll continue another day.")
        .bash("ls legacy/filters/*.m | wc -l", "7")
        .assistant("Seven files remain in `legacy/filters/`.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["1-based"] },
      { kind: "task", keys: ["filters"] },
    ],
  },
  {
    id: "t31-job-status",
    build: (s) =>
      s
        .user("is my job still running? the one from this morning")
        .bash(
          "squeue -u mkowalski",
          "     JOBID PARTITION     NAME     USER ST       TIME  NODES NODELIST(REASON)\n   4421502  gpu-a100  ens_r12 mkowalsk  R    3:12:44      1 ga04",
        )
        .assistant("Yes, job 4421502 (`ens_r12`) has been running on ga04 for 3 h 12 min.")
        .user("ok great thx")
        .stop(),
    planted: [],
  },
  {
    id: "t31-stats-ethics",
    build: (s) =>
      s
        .user(
          "When you compute uncertainty for the effect sizes, please report confidence intervals as 95% bootstrap intervals with 10,000 resamples, not standard errors. Reviewers in our field expect that.",
        )
        .file("Edit", "src/stats.py")
        .bash("python -m stats.effects --recordings 2019-2021", "effect=0.31 ci95=[0.22, 0.40] (bootstrap, B=10000)")
        .assistant("The effect is 0.31 with a 95% bootstrap interval of [0.22, 0.40].")
        .user(
          "Thank you. Note that our ethics approval covers only the 2019–2021 recordings, so the 2022 sessions cannot be included in any analysis, however tempting.",
        )
        .assistant("Understood; the analysis uses only 2019–2021.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["bootstrap"] },
      { kind: "fact", keys: ["ethics"] },
    ],
  },
  {
    id: "t31-legend-typo",
    build: (s) =>
      s
        .user("the legend in fig3 says 'temprature' , can u fix pls")
        .bash("grep -rn temprature scripts/", "scripts/fig3.py:57:    ax.legend(['observed temprature', 'model'])")
        .file("Edit", "scripts/fig3.py")
        .bash("python scripts/fig3.py", "Wrote figures/fig3.pdf")
        .assistant("Fixed the spelling and regenerated `figures/fig3.pdf`.")
        .stop(),
    planted: [],
  },
  {
    id: "t31-zarr-outputs",
    build: (s) =>
      s
        .user(
          "I've been going back and forth on the output format. One possibility would be HDF5 with one group per run, I suppose. On reflection, though, we'll store the simulation outputs as Zarr, chunked by time, instead of one NetCDF file per run.",
        )
        .file("Edit", "src/io/writer.py")
        .bash(
          "python -m sim.run --case smoke --out /project/climlab/out/smoke.zarr && ls /project/climlab/out/smoke.zarr",
          ".zattrs\n.zgroup\nsst\ntime\nlat\nlon",
        )
        .assistant("The writer now produces a Zarr store chunked along `time`; the smoke case wrote `smoke.zarr`.")
        .user("Converting the existing NetCDF archive to the new layout is still to do; there are about 900 files, so it's not something for today.")
        .assistant("Noted, the archive conversion is open.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["zarr"] },
      { kind: "task", keys: ["netcdf"] },
    ],
  },
  {
    id: "t31-readme-table2",
    build: (s) =>
      s
        .user("Could you look at the README and tell me what's missing for someone who wants to reproduce our results?")
        .file("Read", "README.md")
        .assistant("It covers installation and the data download, but not how to reproduce Table 2, and the datasets are cited by URL only.")
        .user(
          "Right. Please cite datasets by DOI in the README, never by URL; URLs rot. The README section describing how to reproduce Table 2 is still open; I haven't had time to write it, and I'd rather do it myself.",
        )
        .file("Edit", "README.md")
        .assistant("I've replaced the three dataset URLs with their DOIs and left the Table 2 section for you.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["doi"] },
      { kind: "task", keys: ["table 2"] },
    ],
  },
  {
    id: "t31-cluster-down",
    build: (s) =>
      s
        .user("Is the cluster down again? Nothing is starting. It's always the week before a deadline, isn't it.")
        .bash(
          "sinfo -s",
          "PARTITION AVAIL  TIMELIMIT   NODES(A/I/O/T) NODELIST\ngpu-a100   down 2-00:00:00       0/0/10/10 ga[01-10]\nshort*       up    4:00:00     41/7/0/48 c[001-048]",
        )
        .assistant("The gpu-a100 partition is marked down; the CPU partitions are up. There's nothing I can do from here except wait.")
        .user("Ha, of course. I'll go and get a coffee then.")
        .stop(),
    planted: [],
  },
  {
    id: "t31-code-release",
    build: (s) =>
      s
        .user("How should we release the code with the paper? Several people have asked.")
        .assistant("A common route is a tagged GitHub release archived on Zenodo, which gives a citable DOI.")
        .bash("git tag --list | tail -2", "v0.3.0\nv0.4.0")
        .user(
          "Yes, we'll release the code on Zenodo with a DOI at submission time; my PI agreed this morning. But we haven't picked a license for the code release yet, and that needs doing before the paper comes out.",
        )
        .assistant("Noted. The license choice is open; I haven't added a LICENSE file.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["zenodo"] },
      { kind: "task", keys: ["license"] },
    ],
  },
  {
    id: "t31-learning-rate",
    build: (s) =>
      s
        .user("Use learning rate 1e-3 for the emulator training, with a constant schedule.")
        .file("Edit", "configs/emulator.yaml")
        .bash("python train_emulator.py --epochs 3", "epoch 1 val_loss 0.812\nepoch 2 val_loss 1.934\nepoch 3 val_loss nan")
        .assistant("At 1e-3 the validation loss diverges by epoch 3.")
        .user("Scrap that, then. The learning rate is 3e-4 with cosine decay, and that's what we'll use for every emulator run from now on.")
        .file("Edit", "configs/emulator.yaml")
        .bash("python train_emulator.py --epochs 3", "epoch 1 val_loss 0.804\nepoch 2 val_loss 0.611\nepoch 3 val_loss 0.552")
        .user(
          "Good. For your information, the validation split is subjects 41–50, and it stays fixed across all of our papers so the numbers remain comparable.",
        )
        .assistant("Understood; `configs/emulator.yaml` uses subjects 41–50 for validation.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["3e-4"] },
      { kind: "fact", keys: ["validation split"] },
    ],
  },
  {
    id: "t31-package-rename",
    build: (s) =>
      s
        .user("Let's maybe rename the package to `climkit`? It sounds nicer than `cl_utils`.")
        .bash("grep -rl 'cl_utils' --include=*.py . | wc -l", "63")
        .assistant("`cl_utils` is imported in 63 files; renaming is mechanical but touches a lot of code.")
        .user("Hmm, no, actually, never mind. Keep the name; it's not worth the churn at this stage.")
        .assistant("Okay, I'll leave it.")
        .stop(),
    planted: [],
  },
  {
    id: "t31-reporting-style",
    build: (s) =>
      s
        .user("Could you summarise how the new emulator compares with the baseline?")
        .bash(
          "python compare.py --runs emulator baseline",
          "metric      emulator        baseline\nrmse        0.412 ± 0.018   0.455 ± 0.021\ncrps        0.231 ± 0.009   0.249 ± 0.011",
        )
        .assistant("The emulator is significantly better on both metrics.")
        .user(
          "Please, when you summarise results, give me the numbers with uncertainties, not adjectives like 'significantly better'. I need to be able to paste them.",
        )
        .assistant("RMSE 0.412 ± 0.018 vs 0.455 ± 0.021; CRPS 0.231 ± 0.009 vs 0.249 ± 0.011.")
        .user("Thank you. The table of hyperparameters for the appendix is still missing, incidentally; add it next time.")
        .assistant("Noted for next time.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["uncertainties"] },
      { kind: "task", keys: ["hyperparameters", "appendix"] },
    ],
  },
  {
    id: "t31-ntasks-question",
    build: (s) =>
      s
        .user("What's the difference between --ntasks and --cpus-per-task? I've seen both in examples and I'm a little confused.")
        .assistant(
          "`--ntasks` is how many processes (e.g. MPI ranks) Slurm launches; `--cpus-per-task` is how many cores each of them gets, which is what a multithreaded NumPy or OpenMP program uses.",
        )
        .bash("grep -n 'SBATCH' jobs/preprocess.sbatch", "2:#SBATCH --ntasks=1\n3:#SBATCH --cpus-per-task=16")
        .assistant("Your preprocessing job runs one process with 16 cores, which suits a threaded script.")
        .user("Understood, thanks.")
        .stop(),
    planted: [],
  },
  {
    id: "t31-raw-archive",
    build: (s) =>
      s
        .user(
          "We need to archive the raw radar data from 2020. After comparing the options last week, we're going with zstd level 3 for the archived raw data; xz was far too slow to decompress.",
        )
        .bash(
          "tar -I 'zstd -3 -T8' -cf /archive/radar_2020.tar.zst raw/radar/2020 && ls -lh /archive/radar_2020.tar.zst",
          "-rw-r--r-- 1 mk climlab 1.9T Nov  9 14:02 /archive/radar_2020.tar.zst",
        )
        .assistant("Archived as `radar_2020.tar.zst`, 1.9 TB.")
        .user(
          "Good. Be aware that anything in the tape archive (hsm) takes up to 48 hours per recall request, so we only put things there we really won't need soon.",
        )
        .assistant("Understood.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["zstd"] },
      { kind: "fact", keys: ["tape"] },
    ],
  },
];

export const TUNING31 = plantedSet(TUNING31_SESSIONS, START);
