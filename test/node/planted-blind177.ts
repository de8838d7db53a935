/**
 * Blind planted set 177 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: an HPC scientist writing Fortran and C with MPI on a slurm cluster, precise about module
 * versions, partitions, quotas and job conventions; terse lower-case messages, sbatch/sacct/module output.
 * Each session is one segment; the items planted in it are listed with it: 75 items (17 decisions, 19 instructions,
 * 22 facts, 17 tasks) in 57 sessions, 13 of which plant nothing (65 user/assistant messages between them). Every other message
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

export const BLIND177_SESSIONS: BlindSession[] = [
  {
    id: "b177-ucx-hang",
    build: (s) =>
      s
        .user("the 512-rank run of sedflux3d hung again in MPI_Waitall, same as tuesday. can you look at the job log in runs/r0412/slurm-8812345.out")
        .file("Read", "runs/r0412/slurm-8812345.out")
        .bash("module list 2>&1 | tail -4", "  4) ucx/1.13.1   5) openmpi/4.1.5   6) hdf5/1.14.1-ompi   7) netcdf-fortran/4.6.1")
        .assistant(
          "The last lines are all ranks in MPI_Waitall on the halo exchange, no error. Could be a deadlock in our exchange ordering, or the interconnect layer. I'll rerun the same case at 512 ranks with UCX_LOG_LEVEL=info on the debug partition to see which.",
        )
        .bash("sbatch -p debug -N 4 --ntasks-per-node=128 jobs/halo_test.sbatch", "Submitted batch job 8813002")
        .bash(
          "grep -c 'ucp_worker_progress' runs/halo_test/slurm-8813002.out; module swap openmpi/4.1.5 openmpi/4.1.6 && sbatch -p debug -N 4 jobs/halo_test.sbatch",
          "1988\nSubmitted batch job 8813040",
        )
        .assistant(
          "Confirmed: the hang is in UCX 1.13 (the one the openmpi/4.1.5 module loads): ranks spin in ucp_worker_progress forever. With openmpi/4.1.6, which pulls ucx/1.15.0, the same 512-rank case finishes in 3m12s. Our exchange ordering is fine.",
        )
        .user("ok then we move to openmpi/4.1.6 for everything, 4.1.5 is dead to me. update the modules file")
        .file("Edit", "env/modules.sh")
        .stop("env/modules.sh now loads openmpi/4.1.6 and hdf5/1.14.1-ompi416."),
    planted: [
      { kind: "fact", keys: ["ucx", "1.13"] },
      { kind: "decision", keys: ["4.1.6"] },
    ],
  },
  {
    id: "b177-scratch-purge",
    build: (s) =>
      s
        .user("lost the restart files from the october spinup. wtf happened, they were in /scratch/kvogt/spinup")
        .bash(
          "ls /scratch/kvogt/spinup | wc -l; cat /etc/motd | grep -i purge",
          "0\n  * /scratch: files not accessed in 30 days are purged nightly. Never store irreplaceable data here.",
        )
        .assistant(
          "The directory is empty. According to the motd, /scratch is purged nightly of files not accessed in 30 days, and the spinup restarts were written on Oct 2 and never read since, so they went in the purge.",
        )
        .user(
          "right. I knew that and forgot. so: from now on restart/checkpoint files go to /project/phy2381/ckpt, never scratch. scratch is for run output we can regenerate",
        )
        .file("Edit", "jobs/spinup.sbatch")
        .assistant("Changed CKPT_DIR in jobs/spinup.sbatch to /project/phy2381/ckpt/spinup. Do you want me to check the other job scripts too?")
        .user("yes do all of them")
        .bash("grep -l 'CKPT_DIR=/scratch' jobs/*.sbatch | xargs sed -i 's#CKPT_DIR=/scratch/kvogt#CKPT_DIR=/project/phy2381/ckpt#'", "")
        .stop("All five job scripts now write checkpoints under /project/phy2381/ckpt."),
    planted: [
      { kind: "fact", keys: ["purge", "30"] },
      { kind: "instruction", keys: ["/project/phy2381/ckpt"] },
    ],
  },
  {
    id: "b177-account-flag",
    build: (s) =>
      s
        .user("job got rejected: 'Invalid account or account/partition combination specified'. what now")
        .bash(
          "sacctmgr show assoc user=kvogt format=account,partition,grptresmins -P",
          "Account|Partition|GrpTRESMins\nkvogt_default||cpu=0\nphy2381||cpu=4200000",
        )
        .assistant(
          "Your default account kvogt_default has zero CPU minutes; the group allocation is phy2381 with 4.2M core-minutes. The script has no --account line, so it fell back to the default.",
        )
        .user("ugh. every sbatch script we write has to carry --account=phy2381 explicitly, don't rely on the default. add it to the template too")
        .file("Edit", "jobs/template.sbatch")
        .bash("sbatch jobs/mixing_layer.sbatch", "Submitted batch job 8814411")
        .user("also remind me next week to file the allocation renewal for phy2381, it runs out dec 15")
        .stop("Template updated and mixing_layer resubmitted as 8814411."),
    planted: [
      { kind: "instruction", keys: ["phy2381", "account"] },
      { kind: "task", keys: ["renewal"] },
    ],
  },
  {
    id: "b177-fortran-flags",
    build: (s) =>
      s
        .user("the ifx build gives different results from gfortran in the 7th digit of the energy budget. is that a bug?")
        .bash("grep FFLAGS Makefile.inc", "FFLAGS_INTEL = -O3 -xCORE-AVX512 -fp-model fast=2\nFFLAGS_GNU = -O3 -march=native")
        .assistant(
          "Probably not a bug: -fp-model fast=2 lets ifx reassociate reductions, so the sum over the energy budget changes order. I could set -fp-model precise and compare, it costs maybe 5-10% in the advection kernel.",
        )
        .bash(
          "make clean && make COMPILER=intel FFLAGS_INTEL='-O3 -xCORE-AVX512 -fp-model precise' && ./run_tests.sh budget",
          "budget_check ... rel diff vs gfortran 3.1e-15 PASS\nwall 41.2 s (was 38.9 s)",
        )
        .assistant("With -fp-model precise the budget agrees with gfortran to 3e-15, at about 6% more wall time.")
        .user("good, we take -fp-model precise for the intel builds, reproducibility beats 6%. put it in Makefile.inc")
        .file("Edit", "Makefile.inc")
        .stop("Makefile.inc: FFLAGS_INTEL now uses -fp-model precise."),
    planted: [{ kind: "decision", keys: ["fp-model precise"] }],
  },
  {
    id: "b177-home-quota",
    build: (s) =>
      s
        .user("build fails with 'No space left on device' writing the .mod files??")
        .bash("quota -s", "Disk quotas for user kvogt:\n     Filesystem   space   quota   limit\n  nfs:/home      49.8G    50G     50G")
        .assistant(
          "Your $HOME is at 49.8G of a hard 50G quota, and the build tree lives in ~/src/sedflux3d. Most of it is old run output in ~/src/sedflux3d/runs (31G).",
        )
        .user("yeah home is only 50G and it's backed up, it's for source and small stuff. move runs/ to /project/phy2381/kvogt/runs and symlink it")
        .bash(
          "rsync -a ~/src/sedflux3d/runs/ /project/phy2381/kvogt/runs/ && rm -rf ~/src/sedflux3d/runs && ln -s /project/phy2381/kvogt/runs ~/src/sedflux3d/runs && quota -s | tail -1",
          "  nfs:/home      18.6G    50G     50G",
        )
        .stop("runs/ moved to /project and symlinked; $HOME is at 18.6G."),
    planted: [{ kind: "fact", keys: ["home", "50"] }],
  },
  {
    id: "b177-gpu-partition",
    build: (s) =>
      s
        .user("how long is the queue on the gpu partition right now? want to try the openacc port of the pressure solver")
        .bash("squeue -p gpu -t PD -h | wc -l; sinfo -p gpu -o '%P %l %G'", "143\nPARTITION TIMELIMIT GRES\ngpu 2-00:00:00 gpu:a100:4")
        .assistant("143 jobs pending on gpu. The partition has 4x A100 per node and a 2-day time limit.")
        .user(
          "fine, it's a 20 min test. submit it with --gres=gpu:a100:1, and note for the future: gpu jobs max 48h walltime, so anything longer needs restart chaining",
        )
        .bash("sbatch -p gpu --gres=gpu:a100:1 --account=phy2381 -t 00:30:00 jobs/acc_pressure.sbatch", "Submitted batch job 8815120")
        .stop("Submitted as 8815120."),
    planted: [{ kind: "fact", keys: ["gpu", "48"] }],
  },
  {
    id: "b177-hdf5-output",
    build: (s) =>
      s
        .user("we need to settle the output format before the production runs. netcdf4 via netcdf-fortran or raw hdf5 with our own layout?")
        .assistant(
          "Options: (a) netcdf-fortran 4.6.1 on top of parallel HDF5, CF-conventions, readable by xarray/ncview directly; (b) raw HDF5 with our own groups, a bit faster collective writes but we'd have to write readers. For 2048 ranks both go through MPI-IO underneath.",
        )
        .bash("mpirun -n 64 ./bench/io_bench --mode=nc4 && mpirun -n 64 ./bench/io_bench --mode=h5", "nc4: 1.92 GB/s\nh5: 2.07 GB/s")
        .assistant("On 64 ranks netcdf4 gets 1.92 GB/s and raw HDF5 2.07 GB/s, an 8% difference.")
        .user("8% is nothing. going with netcdf4 + CF conventions, the postdocs all use xarray anyway")
        .file("Edit", "src/io/output_mod.F90")
        .user("and put on the list: write a CF-compliance check into the regression suite, not today")
        .stop("output_mod.F90 now uses nf90_create with NF90_NETCDF4 and NF90_MPIIO."),
    planted: [
      { kind: "decision", keys: ["netcdf"] },
      { kind: "task", keys: ["compliance"] },
    ],
  },
  {
    id: "b177-empty-squeue",
    build: (s) =>
      s
        .user("what's running of mine?")
        .bash(
          "squeue -u kvogt -o '%i %P %j %T %M %D'",
          "JOBID PARTITION NAME STATE TIME NODES\n8815120 gpu acc_pressure RUNNING 4:12 1\n8814411 compute mixing_layer PENDING 0:00 16",
        )
        .assistant("Two jobs: acc_pressure is running on gpu (4 min in), mixing_layer is pending on compute with 16 nodes.")
        .user("why is mixing_layer still pending, reason?")
        .bash("squeue -j 8814411 -o '%r'", "REASON\nPriority")
        .assistant("Reason is Priority: jobs ahead of it have higher fair-share priority. Nothing wrong with the job itself.")
        .user("maybe I should cut it to 8 nodes? no, leave it, it'll start overnight")
        .assistant("Leaving it as is.")
        .stop(),
    planted: [],
  },
  {
    id: "b177-halo-width",
    build: (s) =>
      s
        .user("the WENO5 scheme needs 3 ghost cells, the halo is still 2. fix halo_mod so nghost comes from the scheme, not hardcoded")
        .file("Read", "src/parallel/halo_mod.F90")
        .file("Edit", "src/parallel/halo_mod.F90")
        .bash("make -j16 && mpirun -n 8 ./sedflux3d tests/weno_advect.nml", "[rank 0] step 1000 L2err 2.31e-06\nnormal termination")
        .assistant(
          "halo_mod now takes nghost from the advection scheme (3 for WENO5, 2 for the centered scheme). The WENO advection test runs clean on 8 ranks with L2 error 2.3e-6.",
        )
        .user(
          "nice. fyi for whoever reads this later: the domain decomposition is 2D pencil in y-z only, x is never split because of the FFT in the pressure solver",
        )
        .stop("Noted; halo change committed."),
    planted: [{ kind: "fact", keys: ["pencil"] }],
  },
  {
    id: "b177-intel-oneapi",
    build: (s) =>
      s
        .user("module load intel gives me 2021.4, isn't there something newer")
        .bash("module avail intel 2>&1 | grep intel", "intel/2021.4.0(default)   intel/2023.2.1   intel-oneapi-mpi/2021.10")
        .assistant("There is intel/2023.2.1 (ifx/ifort 2023.2). 2021.4 is the default. Do you want the build to pin 2023.2.1?")
        .user("yes, pin intel/2023.2.1 explicitly, never rely on a default module version — the admins change defaults without telling anyone")
        .file("Edit", "env/modules.sh")
        .bash("source env/modules.sh && ifx --version | head -1", "ifx (IFX) 2023.2.0 20230721")
        .stop("env/modules.sh pins intel/2023.2.1."),
    planted: [
      { kind: "decision", keys: ["2023.2.1"] },
      { kind: "instruction", keys: ["default", "module"] },
    ],
  },
  {
    id: "b177-job-naming",
    build: (s) =>
      s
        .user(
          "a couple of conventions for job scripts while you're in there:\n- job names are <case>_<nodes>n, e.g. mixl_16n, so squeue tells me what's what\n- output goes to runs/%x_%j.out, not the default slurm-%j.out in the cwd\nrename the three scripts in jobs/ to follow that",
        )
        .file("Edit", "jobs/mixing_layer.sbatch")
        .file("Edit", "jobs/spinup.sbatch")
        .file("Edit", "jobs/halo_test.sbatch")
        .bash(
          "grep -h '#SBATCH -[Jo]' jobs/*.sbatch",
          "#SBATCH -J mixl_16n\n#SBATCH -o runs/%x_%j.out\n#SBATCH -J spin_32n\n#SBATCH -o runs/%x_%j.out\n#SBATCH -J halo_4n\n#SBATCH -o runs/%x_%j.out",
        )
        .stop("All three scripts renamed and writing to runs/%x_%j.out."),
    planted: [
      { kind: "instruction", keys: ["mixl_16n"] },
      { kind: "instruction", keys: ["%x_%j"] },
    ],
  },
  {
    id: "b177-mpi-io-bug",
    build: (s) =>
      s
        .user("restart read gives garbage on rank 37 and up when I restart with more ranks than the checkpoint was written with. why")
        .file("Read", "src/io/restart_mod.F90")
        .assistant("My first guess is the file view: MPI_File_set_view is called with a subarray type built from the old decomposition.")
        .bash(
          "mpirun -n 48 ./sedflux3d tests/restart_remap.nml 2>&1 | tail -3",
          "[rank 37] restart: max|u| = 3.4e+38\n[rank 38] restart: max|u| = 3.4e+38\nnormal termination",
        )
        .file("Edit", "src/io/restart_mod.F90")
        .bash("mpirun -n 48 ./sedflux3d tests/restart_remap.nml 2>&1 | tail -2", "[rank 47] restart: max|u| = 1.27e+00\nnormal termination")
        .assistant(
          "Found it: the subarray starts were computed with the 32-rank decomposition stored in the header, so ranks 37+ read beyond their block. Now the starts come from the current decomposition and the global shape from the header; 32 -> 48 restart is clean.",
        )
        .user("great. still need a test for restart with fewer ranks (48->32), that's a TODO for next week, don't do it now")
        .stop("Fix in; 48->32 restart test left for later."),
    planted: [{ kind: "task", keys: ["fewer ranks"] }],
  },
  {
    id: "b177-empty-profile",
    build: (s) =>
      s
        .user("can you show me where the time goes in a 16-node run? the last profile I have is from vtune in august")
        .bash(
          "grep -A6 'Top Hotspots' runs/profile_aug/summary.txt",
          "Top Hotspots\nFunction            CPU Time\nweno5_flux          41.2%\nMPI_Waitall         18.7%\npoisson_fft          15.1%\nhalo_pack            6.3%",
        )
        .assistant(
          "From the August VTune summary: weno5_flux 41%, MPI_Waitall 19%, poisson_fft 15%, halo_pack 6%. The Waitall share suggests load imbalance or slow halo exchange, but that profile predates the halo changes, so I wouldn't trust it much.",
        )
        .user("hmm, could the waitall be the fft transposes rather than the halo?")
        .assistant(
          "Possibly, the pressure solver's alltoall transposes would also show up as waiting. A fresh profile with per-call MPI stats (e.g. via mpiP) would separate them.",
        )
        .user("ok not today. thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b177-git-lfs-data",
    build: (s) =>
      s
        .user("git push is refusing, something about a 180MB file")
        .bash(
          "git push origin feature/weno 2>&1 | tail -3",
          "remote: error: File tests/ref/weno_ref.nc is 180.22 MB; this exceeds GitLab's file size limit of 100.00 MB\n ! [remote rejected] feature/weno -> feature/weno (pre-receive hook declined)",
        )
        .assistant(
          "The reference file tests/ref/weno_ref.nc is 180 MB, over the 100 MB limit on the group's GitLab. I could set up git-lfs for tests/ref/*.nc, or we keep reference data outside the repo.",
        )
        .user(
          "no LFS, our gitlab instance doesn't have it enabled. reference data lives in /project/phy2381/refdata and the tests read it via $SEDFLUX_REFDATA. drop the file from the commit",
        )
        .bash(
          "git reset --soft HEAD~1 && git rm --cached tests/ref/weno_ref.nc && mv tests/ref/weno_ref.nc /project/phy2381/refdata/ && git commit -qm 'weno tests' && git push origin feature/weno",
          "To gitlab.hpc.example.edu:phy2381/sedflux3d.git\n * [new branch] feature/weno -> feature/weno",
        )
        .stop("Pushed without the reference file; it's in /project/phy2381/refdata."),
    planted: [
      { kind: "fact", keys: ["refdata"] },
      { kind: "fact", keys: ["gitlab", "100"] },
      { kind: "fact", keys: ["lfs"] },
    ],
  },
  {
    id: "b177-threads-per-rank",
    build: (s) =>
      s
        .user("should we go hybrid MPI+OpenMP on the compute nodes? 128 cores each")
        .bash(
          "for t in 1 2 4 8; do sbatch -p compute -N 2 --ntasks-per-node=$((128/t)) --cpus-per-task=$t --account=phy2381 --export=OMP_NUM_THREADS=$t jobs/scaling.sbatch; done",
          "Submitted batch job 8816001\nSubmitted batch job 8816002\nSubmitted batch job 8816003\nSubmitted batch job 8816004",
        )
        .bash(
          "grep 'time/step' runs/scaling_*.out",
          "runs/scaling_8816001.out: omp=1 time/step 0.412\nruns/scaling_8816002.out: omp=2 time/step 0.398\nruns/scaling_8816003.out: omp=4 time/step 0.371\nruns/scaling_8816004.out: omp=8 time/step 0.455",
        )
        .assistant(
          "4 threads per rank (32 ranks/node) is fastest at 0.371 s/step, 10% better than pure MPI; 8 threads falls off, probably because a rank then spans two NUMA domains. I'd suggest 32 ranks x 4 threads with OMP_PLACES=cores and OMP_PROC_BIND=close.",
        )
        .user("agreed, 32 ranks/node x 4 threads it is for production")
        .file("Edit", "jobs/template.sbatch")
        .stop("Template set to --ntasks-per-node=32 --cpus-per-task=4 with OMP_PLACES=cores, OMP_PROC_BIND=close."),
    planted: [{ kind: "decision", keys: ["32", "threads"] }],
  },
  {
    id: "b177-empty-typo",
    build: (s) =>
      s
        .user("typo in the namelist docs, 'viscocity' -> 'viscosity' in docs/namelist.md, fix pls")
        .bash("grep -n viscocity docs/namelist.md", "42:  nu_visc   : kinematic viscocity [m^2/s], must be > 0\n88:  viscocity model: 'const' or 'smag'")
        .assistant("Two occurrences, lines 42 and 88. Fixing both.")
        .bash("sed -i 's/viscocity/viscosity/g' docs/namelist.md && grep -c viscocity docs/namelist.md", "0")
        .assistant("Done, both fixed.")
        .user("thx")
        .stop(),
    planted: [],
  },
  {
    id: "b177-fft-lib",
    build: (s) =>
      s
        .user("the pressure solver uses our own radix-2 fft from 2011. can we swap it for something real")
        .assistant(
          "Candidates on the cluster: fftw/3.3.10 (has the MPI interface, pencil transforms need our own transposes), 2DECOMP&FFT (does the pencil transposes for us, Fortran native), or heFFTe (GPU-ready, C++). Given the y-z pencil decomposition, 2DECOMP&FFT fits best.",
        )
        .user(
          "I'd actually like heffte because of the gpu port later... hm. no. scratch that, the gpu port is years away. use 2decomp&fft with the fftw3 backend",
        )
        .bash("module avail 2decomp fftw 2>&1 | grep -E '2decomp|fftw'", "2decomp-fft/2.0.3-ompi416   fftw/3.3.10-ompi416")
        .file("Edit", "env/modules.sh")
        .file("Edit", "src/solver/poisson_mod.F90")
        .stop("poisson_mod now calls decomp_2d_fft_3d; modules 2decomp-fft/2.0.3-ompi416 and fftw/3.3.10-ompi416 added."),
    planted: [{ kind: "decision", keys: ["2decomp"] }],
  },
  {
    id: "b177-debug-partition",
    build: (s) =>
      s
        .user("compile with -g -check all and run the channel case on 4 ranks, I think there's an out of bounds in the bc code")
        .bash(
          "make COMPILER=intel DEBUG=1 -j16 && srun -p debug -n 4 -t 10 ./sedflux3d tests/channel.nml 2>&1 | grep -m2 forrtl",
          "forrtl: severe (408): fort: (2): Subscript #3 of the array W has value 0 which is lower than the lower bound of 1\nImage PC Routine Line\nsedflux3d 0000000000a1b2c3 bc_mod_mp_apply_wall_ 214",
        )
        .assistant(
          "Confirmed out of bounds: bc_mod.F90 line 214 accesses w(:,:,k-1) with k=1 at the bottom wall. The loop should start at 2 for the w-component.",
        )
        .file("Edit", "src/bc/bc_mod.F90")
        .bash("srun -p debug -n 4 -t 10 ./sedflux3d tests/channel.nml 2>&1 | tail -1", "normal termination")
        .user("good. debug partition is max 30 min and 4 nodes btw, keep the debug runs inside that")
        .stop("Fixed the loop bound; the channel case runs clean with -check all."),
    planted: [{ kind: "fact", keys: ["debug", "30 min"] }],
  },
  {
    id: "b177-postdoc-owner",
    build: (s) =>
      s
        .user("who touched the sediment transport module last? the erosion flux looks off")
        .bash(
          "git log -3 --format='%an %ad %s' -- src/physics/sediment_mod.F90",
          "Aiyana Roth Mon Nov 2 2026 erosion: Partheniades with critical stress from namelist\nAiyana Roth Wed Oct 21 2026 settling velocity: Soulsby 1997\nKai Vogt Thu Aug 6 2026 initial sediment module",
        )
        .assistant("Aiyana Roth made the last two changes (Partheniades erosion and Soulsby settling).")
        .user(
          "right, Aiyana owns the sediment physics. and any change to sediment_mod needs her review before it goes in. I'll ask her about the flux, don't change it",
        )
        .stop("Leaving sediment_mod untouched."),
    planted: [
      { kind: "fact", keys: ["aiyana", "sediment"] },
      { kind: "instruction", keys: ["sediment_mod", "review"] },
    ],
  },
  {
    id: "b177-empty-ompi-question",
    build: (s) =>
      s
        .user("what's the difference between --bind-to core and --bind-to socket for us, quick version")
        .assistant(
          "--bind-to core pins each rank (and its threads, with --cpus-per-task) to specific cores, so it never migrates; --bind-to socket lets it float across a socket's cores. For 32x4 hybrid runs you'd bind each rank to its 4 cores, which srun does with --cpu-bind=cores.",
        )
        .user("and does srun respect OMP_PROC_BIND or does it fight it?")
        .assistant(
          "They layer: srun gives each rank a cpuset of 4 cores, and OMP_PROC_BIND=close places the 4 threads within that set. They don't conflict as long as --cpus-per-task matches OMP_NUM_THREADS.",
        )
        .user("ok that's what I assumed")
        .stop(),
    planted: [],
  },
  {
    id: "b177-regression-tolerance",
    build: (s) =>
      s
        .user("the regression suite fails on 3 cases after the fp-model change, diffs around 1e-13")
        .bash(
          "./run_tests.sh regression 2>&1 | grep FAIL",
          "FAIL channel_re180: max rel diff 2.1e-13 (tol 1e-14)\nFAIL mixl_small: max rel diff 8.7e-14 (tol 1e-14)\nFAIL weno_advect: max rel diff 4.4e-14 (tol 1e-14)",
        )
        .assistant(
          "All three are below 1e-12 relative. The reference files were generated with fast=2, so some drift is expected. We could regenerate the references, or relax the tolerance.",
        )
        .user("tolerance for the regression suite is 1e-12 relative from now on, 1e-14 was always too tight across compilers. don't regenerate the refs")
        .file("Edit", "tests/regression.cfg")
        .bash("./run_tests.sh regression 2>&1 | tail -1", "24 passed, 0 failed")
        .stop("Tolerance set to 1e-12; 24/24 pass."),
    planted: [{ kind: "instruction", keys: ["1e-12"] }],
  },
  {
    id: "b177-c-preprocessor",
    build: (s) =>
      s
        .user("the C part (the particle tracker in src/ptrack) — can you check why it doesn't compile with gcc 13")
        .bash(
          "module load gcc/13.2.0 && make -C src/ptrack 2>&1 | grep error | head -3",
          "ptrack.c:88:5: error: implicit declaration of function 'MPI_Type_create_struct_'\nptrack.c:140:12: error: passing argument 2 of 'qsort_r' from incompatible pointer type",
        )
        .assistant(
          "Two issues: a Fortran-mangled MPI name used from C on line 88, and the glibc qsort_r signature on line 140 (gcc 13 turns incompatible pointer types into errors). Both are real bugs, just errors now.",
        )
        .file("Edit", "src/ptrack/ptrack.c")
        .bash("make -C src/ptrack 2>&1 | tail -1", "gcc -O2 -std=c11 -o ptrack.o ... ok")
        .user("cool. ptrack stays C11, no C++ — the person who'll maintain it doesn't do C++. and compile it with -Wall -Werror from now on")
        .file("Edit", "src/ptrack/Makefile")
        .stop("ptrack builds clean with gcc 13 and -Wall -Werror."),
    planted: [
      { kind: "decision", keys: ["c11"] },
      { kind: "instruction", keys: ["-werror"] },
    ],
  },
  {
    id: "b177-bigmem-restart",
    build: (s) =>
      s
        .user("the 4096^3 postprocessing for the spectra needs ~1.5TB in one process. where do I run that")
        .bash("sinfo -p bigmem -o '%P %m %D %l'", "PARTITION MEMORY NODES TIMELIMIT\nbigmem 3000000 4 1-00:00:00")
        .assistant("The bigmem partition has 4 nodes with 3 TB each, 1-day limit. That fits a 1.5 TB serial job.")
        .user(
          "ok. write the script but don't submit, I'll do it after the production run. and TODO for me: ask hpc support whether bigmem can get a 3-day limit for the spectra",
        )
        .file("Write", "jobs/spectra_bigmem.sbatch")
        .stop("jobs/spectra_bigmem.sbatch written, not submitted."),
    planted: [
      { kind: "fact", keys: ["bigmem", "3"] },
      { kind: "task", keys: ["bigmem"] },
    ],
  },
  {
    id: "b177-empty-log-always",
    build: (s) =>
      s
        .user("what does this warning in the job log mean")
        .bash(
          "grep -m3 -i warn runs/mixl_16n_8814411.out",
          "WARNING: OMP_STACKSIZE not set; threads must always use the default 4M stack\nWARNING: MXM is never used with UCX, ignoring MXM_LOG_LEVEL\nTODO(hdf5): collective metadata writes not enabled",
        )
        .assistant(
          "Three warnings: the OpenMP stacksize default (only matters for big automatic arrays in threaded regions), a stale MXM environment variable the MPI ignores, and an HDF5 note that collective metadata writes are off. None of them affects the results.",
        )
        .user("is the stacksize one going to bite us with the weno arrays?")
        .assistant(
          "I think the WENO stencil arrays are allocatable, so on the heap, but I haven't checked weno_mod. If they are automatic arrays inside the parallel region it could matter at large block sizes.",
        )
        .user("fine, ignore them")
        .stop(),
    planted: [],
  },
  {
    id: "b177-namelist-units",
    build: (s) =>
      s
        .user("add a namelist parameter for the bed roughness, z0")
        .file("Read", "src/io/namelist_mod.F90")
        .assistant("I'll add z0_bed to &physics with a default of 1e-4. Should it be in metres, or in grid units like dx_rel?")
        .user(
          "everything in the namelists is SI, metres seconds kg, no grid units and no cgs ever. so metres. the old cgs stuff in the wave module is legacy and needs converting at some point, put that on the list",
        )
        .file("Edit", "src/io/namelist_mod.F90")
        .bash("make -j16 && ./sedflux3d tests/channel.nml | grep z0_bed", "  z0_bed = 1.0000E-04")
        .stop("z0_bed added to &physics, default 1e-4 m."),
    planted: [
      { kind: "instruction", keys: ["namelist", "si"] },
      { kind: "task", keys: ["cgs", "wave"] },
    ],
  },
  {
    id: "b177-empty-hypothesis",
    build: (s) =>
      s
        .user("the mixl_16n run is 20% slower than last week, same input. any idea?")
        .bash("sacct -j 8814411,8790022 -o jobid,nodelist%30,elapsed", "JobID NodeList Elapsed\n8790022 c[101-116] 05:12:40\n8814411 c[301-316] 06:15:03")
        .assistant(
          "Different nodes: last week's ran on c101-116, this one on c301-316. Maybe the c3xx nodes are on a different switch or an older CPU stepping, but I can't confirm that from here.",
        )
        .user("could also be the fp-model precise change, that was ~6%")
        .assistant("That explains part of it, not all 20%. Node placement is a guess until we run the same case pinned to c1xx.")
        .user("let's not chase it now")
        .stop(),
    planted: [],
  },
  {
    id: "b177-cmake-no",
    build: (s) =>
      s
        .user("should we move from the handwritten Makefile to cmake? the new student keeps asking")
        .assistant(
          "CMake would give us proper Fortran module dependency scanning and out-of-tree builds; the cost is rewriting Makefile.inc's compiler logic and the cluster's cmake is 3.20, which is fine for Fortran.",
        )
        .bash("wc -l Makefile Makefile.inc && cmake --version | head -1", "  212 Makefile\n   96 Makefile.inc\ncmake version 3.20.2")
        .user(
          "no. we stay with make, it works and I don't want to debug cmake's Fortran module handling on this machine. tell the student to use make -j16 and be patient",
        )
        .stop("Staying with make."),
    planted: [{ kind: "decision", keys: ["cmake"] }],
  },
  {
    id: "b177-empty-greeting",
    build: (s) =>
      s
        .user("morning. cluster's back from maintenance?")
        .bash(
          "sinfo -s",
          "PARTITION AVAIL TIMELIMIT NODES(A/I/O/T)\ncompute* up 2-00:00:00 210/180/10/400\ngpu up 2-00:00:00 12/4/0/16\ndebug up 30:00 2/6/0/8",
        )
        .assistant("Yes, all partitions are up: compute has 180 idle nodes, gpu 4 idle, debug 6 idle.")
        .user("nice, quiet morning for once")
        .assistant("Looks like it. Anything you want to submit while it's empty?")
        .user("not yet, coffee first")
        .stop(),
    planted: [],
  },
  {
    id: "b177-checkpoint-interval",
    build: (s) =>
      s
        .user("how often are we checkpointing in the production config?")
        .bash("grep -n ckpt config/production.nml", "14:  ckpt_every = 5000\n15:  ckpt_keep  = 2")
        .assistant("Every 5000 steps, keeping 2. At 0.37 s/step that's a checkpoint every ~31 minutes, each one about 240 GB at 4096^3.")
        .user(
          "let's do every 20000 steps, 31 min is too often for 240GB. no wait — if a node dies we lose 2 hours. ok keep it at 10000 steps, that's the compromise, and keep 3 instead of 2",
        )
        .file("Edit", "config/production.nml")
        .stop("production.nml: ckpt_every = 10000, ckpt_keep = 3."),
    planted: [{ kind: "decision", keys: ["10000"] }],
  },
  {
    id: "b177-empty-check-all",
    build: (s) =>
      s
        .user("what does -check all actually turn on in ifx? just curious")
        .bash(
          "ifx -help 2>&1 | grep -A8 -- '-check <keyword>' | head -9",
          "-check <keyword>\n          check run-time conditions\n            all        enables all check options\n            bounds     checks array subscripts\n            pointers   checks disassociated pointers\n            uninit     checks uninitialized variables\n            shape      checks array conformance\n            stack      checks stack frames\n            format     checks format conversions",
        )
        .assistant("From the help text: bounds, pointers, uninit, shape, stack, format and output_conversion. -check all enables all of them at once.")
        .user("and how much slower does it make a run?")
        .assistant("It depends on the code; for array-heavy stencil loops bounds checking alone can make it several times slower, sometimes 10x or more.")
        .user("ok, thought so")
        .stop(),
    planted: [],
  },
  {
    id: "b177-sacct-efficiency",
    build: (s) =>
      s
        .user("hpc support emailed that my jobs have bad cpu efficiency. check the last week")
        .bash(
          "seff 8814411 | grep -E 'CPU Efficiency|Memory Efficiency'",
          "CPU Efficiency: 61.22% of 8192-00:00:00 core-walltime\nMemory Efficiency: 12.04% of 4.00 TB",
        )
        .assistant(
          "mixl_16n shows 61% CPU efficiency and 12% memory use. The CPU figure is low because that job ran 128 ranks/node with 1 thread before the 32x4 template; the MPI_Waitall time counts as idle.",
        )
        .user(
          "makes sense. they want >70% or they start asking questions, so check seff on every production job after it finishes and tell me if it's under 70",
        )
        .bash("ls runs/ | grep -c _8814", "3")
        .stop("Will check seff after production jobs."),
    planted: [{ kind: "instruction", keys: ["seff", "70"] }],
  },
  {
    id: "b177-empty-proposal",
    build: (s) =>
      s
        .user("any quick wins for the weno kernel? it's 41% of the time")
        .file("Read", "src/numerics/weno_mod.F90")
        .assistant(
          "Two ideas: (1) compute the smoothness indicators for all three stencils in one fused loop so the data stays in cache, (2) switch the inner dimension to x and use !$omp simd. I'd estimate 15-25% on the kernel, but that's a guess without trying.",
        )
        .user("what about single precision for the smoothness indicators?")
        .assistant(
          "That could be risky: the indicators feed nonlinear weights with an epsilon of 1e-6, so precision loss changes which stencil dominates near shocks. I wouldn't do it without a careful test.",
        )
        .user("yeah, let's think about it. not now")
        .stop(),
    planted: [],
  },
  {
    id: "b177-env-sourcing",
    build: (s) =>
      s
        .user("the compile in the batch job failed with 'mpif90: command not found'")
        .bash("head -20 jobs/mixing_layer.sbatch | grep -n module", "")
        .assistant(
          "The job script never sources env/modules.sh, so no MPI is loaded in the batch environment (login-shell modules don't carry over with --export=NONE).",
        )
        .user(
          "right, and please don't compile inside batch jobs, build on the login node and only run in the job. take the make line out. every job script starts with `source env/modules.sh` right after the #SBATCH lines",
        )
        .file("Edit", "jobs/mixing_layer.sbatch")
        .bash("sbatch jobs/mixing_layer.sbatch", "Submitted batch job 8817755")
        .stop("Removed the make line, added source env/modules.sh; resubmitted as 8817755."),
    planted: [
      { kind: "instruction", keys: ["login node"] },
      { kind: "instruction", keys: ["env/modules.sh"] },
    ],
  },
  {
    id: "b177-paper-deadline",
    build: (s) =>
      s
        .user("the JFM revision is due jan 20. the reviewers want the Re_tau=590 case, which we don't have yet")
        .bash("ls /project/phy2381/kvogt/runs | grep re590", "")
        .assistant(
          "No Re_tau=590 runs exist yet. At 590 the grid would be about 1536x768x512; the production template at 32x4 would need roughly 64 nodes for ~36 h.",
        )
        .user("ok. need to set up and run the re590 channel before christmas, otherwise no time for the revision. not doing it today, let's leave it there")
        .stop("Noted the Re_tau=590 run as open."),
    planted: [
      { kind: "fact", keys: ["jfm", "jan 20"] },
      { kind: "task", keys: ["590"] },
    ],
  },
  {
    id: "b177-empty-status",
    build: (s) =>
      s
        .user("summary of what we did today?")
        .assistant(
          "Today: fixed the out-of-bounds in bc_mod at the bottom wall, switched ptrack to compile with gcc 13, moved the mixing layer job to the 32x4 template and resubmitted it as 8817755.",
        )
        .bash("squeue -u kvogt -h | wc -l", "2")
        .user("and those two jobs are the mixl and the acc test?")
        .assistant("Yes: mixl_16n (8817755) pending, acc_pressure finished; the second one is spectra test on debug that I started an hour ago.")
        .user("ok good night")
        .stop(),
    planted: [],
  },
  {
    id: "b177-stripe-lustre",
    build: (s) =>
      s
        .user("writes of the 240GB checkpoint take 9 minutes. that's terrible")
        .bash("lfs getstripe -c /project/phy2381/ckpt", "1")
        .assistant("The checkpoint directory has a stripe count of 1, so every rank writes through a single OST.")
        .bash("lfs setstripe -c 16 -S 4M /project/phy2381/ckpt && mpirun -n 64 ./bench/io_bench --mode=nc4 --dir=/project/phy2381/ckpt", "nc4: 11.4 GB/s")
        .assistant(
          "With stripe count 16 and 4 MB stripes the benchmark goes from 1.9 to 11.4 GB/s, so a 240 GB checkpoint would take about 21 s instead of 9 min.",
        )
        .user("perfect. stripe big-file dirs on lustre with -c 16 -S 4M, small-file dirs stay at 1. remember that")
        .stop("Stripe set on /project/phy2381/ckpt."),
    planted: [{ kind: "instruction", keys: ["stripe", "16"] }],
  },
  {
    id: "b177-ptrack-leak",
    build: (s) =>
      s
        .user("ptrack memory grows until the node OOMs after ~9 h. find it")
        .bash(
          "srun -p debug -n 2 -t 20 valgrind --leak-check=full ./src/ptrack/ptrack tests/ptrack_small.in 2>&1 | grep -A3 'definitely lost' | head -4",
          "==2231== 1,048,576 bytes in 16 blocks are definitely lost in loss record 12 of 12\n==2231==    at 0x4C2DB8F: malloc\n==2231==    by 0x40A1F2: ht_resize (hashtab.c:77)\n==2231==    by 0x40A5C0: ht_insert (hashtab.c:112)",
        )
        .assistant(
          "valgrind shows the leak: ht_resize in hashtab.c allocates the new bucket array but never frees the old one, 64 KB per resize. That matches the steady growth.",
        )
        .file("Edit", "src/ptrack/hashtab.c")
        .bash(
          "srun -p debug -n 2 -t 20 valgrind --leak-check=full ./src/ptrack/ptrack tests/ptrack_small.in 2>&1 | grep 'definitely lost'",
          "==2290==    definitely lost: 0 bytes in 0 blocks",
        )
        .user(
          "great catch. while we're at it: ptrack still writes its own binary format, that needs to go to netcdf like the rest at some point. not now, next month",
        )
        .stop("Leak fixed (old buckets freed in ht_resize); 0 bytes definitely lost."),
    planted: [{ kind: "task", keys: ["ptrack", "netcdf"] }],
  },
  {
    id: "b177-rng-seeding",
    build: (s) =>
      s
        .user("particle injection uses rand() in C with srand(time(0)). results aren't reproducible. options?")
        .assistant(
          "Options: (1) srand(base_seed + rank), cheap but rand() quality is poor and not portable; (2) a counter-based generator like Random123's Philox, keyed by (seed, rank, particle id), so results don't depend on the number of ranks; (3) MKL VSL streams, but that ties ptrack to Intel.",
        )
        .user("philox. the rank-independence is the whole point")
        .file("Write", "src/ptrack/rng.c")
        .file("Edit", "src/ptrack/inject.c")
        .bash(
          "for n in 4 8; do srun -p debug -n $n -t 10 ./src/ptrack/ptrack tests/ptrack_small.in | grep checksum; done",
          "particle checksum 0x9f31c2a7\nparticle checksum 0x9f31c2a7",
        )
        .assistant("Philox4x32 is in, keyed by (seed, particle id); the checksum is identical on 4 and 8 ranks.")
        .user("nice. TODO, documenting the seeding scheme in docs/ptrack.md, later")
        .stop(),
    planted: [
      { kind: "decision", keys: ["philox"] },
      { kind: "task", keys: ["seeding", "docs/ptrack.md"] },
    ],
  },
  {
    id: "b177-gfortran-miscompile",
    build: (s) =>
      s
        .user("gnu build gives NaN after 200 steps, intel build is fine. maybe our bug, maybe the compiler")
        .bash(
          "make COMPILER=gnu FFLAGS_GNU='-O2 -march=native' -j16 && ./run_tests.sh quick | tail -1; make COMPILER=gnu -j16 && ./run_tests.sh quick | tail -1",
          "quick: 12 passed\nquick: 9 passed, 3 failed (NaN)",
        )
        .assistant("-O2 passes, -O3 gives NaN. Bisecting by file with -O3 only on one object at a time...")
        .bash("./tools/bisect_opt.sh O3 O2", "culprit: src/parallel/halo_pack.F90 (do concurrent at line 58)")
        .assistant(
          "It's halo_pack.F90: with gcc 12.3 at -O3 the vectorizer miscompiles the `do concurrent` with the strided pack at line 58; the generated loop skips the remainder iterations. A minimal reproducer shows the same with plain gfortran 12.3 -O3, so it's a compiler bug, not ours.",
        )
        .user(
          "ugh, ok. build halo_pack.F90 with -O2 under gnu, leave everything else at -O3. and file the gcc bug report with the reproducer, I'll do that on friday",
        )
        .file("Edit", "Makefile")
        .bash("make COMPILER=gnu -j16 && ./run_tests.sh quick | tail -1", "quick: 12 passed")
        .stop("halo_pack.F90 now gets -O2 under the gnu build; quick tests pass."),
    planted: [
      { kind: "fact", keys: ["halo_pack", "12.3"] },
      { kind: "decision", keys: ["halo_pack", "-o2"] },
      { kind: "task", keys: ["gcc", "reproducer"] },
    ],
  },
  {
    id: "b177-new-student",
    build: (s) =>
      s
        .user("Tomasz is starting in the group on dec 1, he'll work on the wave coupling")
        .bash("getent group phy2381 | tr ',' '\\n' | wc -l", "7")
        .assistant("The phy2381 group currently has 7 members. He'll need to be added by the PI via the allocation portal, I can't do that from here.")
        .user(
          "yes I know. so two things for later: get Tomasz added to phy2381 on the portal, and write him a short getting-started page with the module setup and the job conventions",
        )
        .file("Read", "docs/index.md")
        .stop("Noted both."),
    planted: [
      { kind: "task", keys: ["tomasz", "phy2381"] },
      { kind: "task", keys: ["getting-started"] },
      { kind: "fact", keys: ["tomasz", "wave"] },
    ],
  },
  {
    id: "b177-inflow",
    build: (s) =>
      s
        .user("for the spatially developing channel we need a turbulent inflow. synthetic eddies or recycling?")
        .assistant(
          "Synthetic eddy method is cheap and needs no precursor, but takes ~20 half-heights to develop real turbulence. Lund-style recycling gives realistic turbulence within a few half-heights but needs a recycle plane and care with the rescaling. For Re_tau=590 and a domain of 12 half-heights, recycling is the better fit.",
        )
        .bash("grep -n inflow src/bc/bc_mod.F90 | head -3", "301:  subroutine apply_inflow_uniform(u, v, w)\n333:  ! TODO: turbulent inflow, never finished\n")
        .user("ok lund recycling. go")
        .file("Edit", "src/bc/bc_mod.F90")
        .bash("make -j16 && srun -p debug -n 16 -t 25 ./sedflux3d tests/channel_dev.nml | tail -1", "normal termination")
        .user("we'll need to validate the mean profile against the Moser Kim Mansour data for 590 before trusting it, that's next")
        .stop("Recycling inflow added; debug run terminates normally."),
    planted: [
      { kind: "decision", keys: ["lund"] },
      { kind: "task", keys: ["moser"] },
    ],
  },
  {
    id: "b177-conda-env",
    build: (s) =>
      s
        .user("the plotting script fails: ModuleNotFoundError: No module named 'xarray'")
        .bash("which python; conda env list | tail -3", "/usr/bin/python\npost          /project/phy2381/envs/post\nbase        * /apps/anaconda3/2023.09")
        .assistant("You're on the system python. The group's postprocessing env is /project/phy2381/envs/post; it has xarray 2024.3 and netCDF4.")
        .user("right, I always forget. never pip install into base or the system python, everything goes into the post env. activate it and rerun")
        .bash("conda activate /project/phy2381/envs/post && python tools/plot_profiles.py runs/re180/stats.nc", "wrote figs/re180_profiles.pdf")
        .stop("Plot written to figs/re180_profiles.pdf."),
    planted: [
      { kind: "fact", keys: ["/project/phy2381/envs/post"] },
      { kind: "instruction", keys: ["pip", "base"] },
    ],
  },
  {
    id: "b177-allocation-reset",
    build: (s) =>
      s
        .user("how much of the allocation is left?")
        .bash(
          "sshare -A phy2381 -o account,rawusage -n; sbank balance statement -a phy2381 | tail -2",
          "phy2381 186000000\nphy2381  used 3,100,000 / 4,200,000 core-min  (resets 2027-01-01)",
        )
        .assistant("3.1M of 4.2M core-minutes used, 1.1M left. The balance resets on 2027-01-01.")
        .user("so the allocation year starts jan 1, good to know. we need to cut the scaling studies down, no more strong-scaling sweeps this year")
        .file("Read", "jobs/scaling.sbatch")
        .stop(),
    planted: [
      { kind: "fact", keys: ["jan 1"] },
      { kind: "decision", keys: ["strong-scaling"] },
    ],
  },
  {
    id: "b177-restart-chain",
    build: (s) =>
      s
        .user("the spinup needs ~140 h wall. how do we chain it")
        .bash(
          "sinfo -p compute -o '%P %l %c %m %N' | head -2; lscpu | grep 'Model name'",
          "PARTITION TIMELIMIT CPUS MEMORY NODELIST\ncompute* 2-00:00:00 128 256000 c[001-400]\nModel name: AMD EPYC 7763 64-Core Processor",
        )
        .assistant(
          "Three 47-hour legs, each restarting from the previous checkpoint. Each compute node is 2x EPYC 7763 (128 cores) with 256 GB. I can submit leg 2 with --dependency=afterany:<leg1> so it starts whatever leg 1's exit state.",
        )
        .user(
          "no, afterok. if a leg crashes I don't want the next one to start from a broken checkpoint and burn 6000 node-hours. chaining with --dependency=afterok, always, for every chained job",
        )
        .bash(
          "j1=$(sbatch --parsable jobs/spinup.sbatch); j2=$(sbatch --parsable --dependency=afterok:$j1 jobs/spinup.sbatch); sbatch --dependency=afterok:$j2 jobs/spinup.sbatch",
          "Submitted batch job 8820333",
        )
        .stop("Three legs submitted, chained with afterok."),
    planted: [
      { kind: "instruction", keys: ["afterok"] },
      { kind: "fact", keys: ["7763"] },
    ],
  },
  {
    id: "b177-real-kinds",
    build: (s) =>
      s
        .user("grep how many different ways we declare double precision in src/")
        .bash(
          "grep -rhoiE 'real\\*8|real\\(kind=8\\)|double precision|real\\(dp\\)|real\\(wp\\)' src/ | tr A-Z a-z | sort | uniq -c",
          "   412 real(wp)\n    97 real*8\n    31 double precision\n    12 real(kind=8)\n     4 real(dp)",
        )
        .assistant(
          "Five spellings: real(wp) 412, real*8 97, double precision 31, real(kind=8) 12, real(dp) 4. wp is defined in kinds_mod as selected_real_kind(15,307).",
        )
        .user(
          "let's standardize. wp = real64 from iso_fortran_env in kinds_mod, that's the one definition. and the rule for new code: declare reals as real(wp) only, no real*8, no kind=8, no double precision",
        )
        .file("Edit", "src/core/kinds_mod.F90")
        .bash("make -j16 2>&1 | tail -1", "sedflux3d linked")
        .assistant("kinds_mod now has `integer, parameter :: wp = real64`. Should I also convert the 144 old declarations?")
        .user("yes, all of them, now")
        .bash("./tools/fix_real_kinds.sh src/ && grep -rciE 'real\\*8|kind=8|double precision' src/ | awk -F: '{s+=$2} END {print s}'", "0")
        .stop("All old declarations converted to real(wp)."),
    planted: [
      { kind: "decision", keys: ["real64"] },
      { kind: "instruction", keys: ["real(wp)"] },
    ],
  },
  {
    id: "b177-mpi-f08",
    build: (s) =>
      s
        .user("the compiler doesn't catch the wrong MPI_Send argument types because half the code still has include 'mpif.h'")
        .bash("grep -rlE \"include ['\\\"]mpif.h\" src/ | wc -l; grep -rl 'use mpi_f08' src/ | wc -l", "9\n14")
        .assistant(
          "9 files include mpif.h, 14 already use mpi_f08. The mpif.h path has no interface checking at all. We could go to `use mpi` (the old module) as a half-step, or straight to mpi_f08.",
        )
        .user(
          "mpi_f08 everywhere, it's 2026. convert the 6 files in src/parallel and src/io now. the 3 mpif.h files in the legacy wave module we convert later together with the cgs cleanup",
        )
        .file("Edit", "src/parallel/halo_mod.F90")
        .file("Edit", "src/io/restart_mod.F90")
        .bash("make -j16 2>&1 | grep -c Error", "0")
        .stop("6 files converted to mpi_f08; the wave module's 3 files still include mpif.h."),
    planted: [
      { kind: "decision", keys: ["mpi_f08"] },
      { kind: "task", keys: ["mpif.h", "wave"] },
    ],
  },
  {
    id: "b177-reservation",
    build: (s) =>
      s
        .user(
          "hpc support replied, let me paste: 'A reservation phy2381_re590 has been created for 64 nodes on compute, 2026-12-18 08:00 to 2026-12-21 08:00.' so that's the slot for the big run",
        )
        .bash(
          "scontrol show res phy2381_re590 | head -2",
          "ReservationName=phy2381_re590 StartTime=2026-12-18T08:00:00 EndTime=2026-12-21T08:00:00 Duration=3-00:00:00\n   Nodes=c[201-264] NodeCnt=64 CoreCnt=8192 Features=(null)",
        )
        .assistant(
          "Confirmed: phy2381_re590, 64 nodes c201-264, Dec 18 08:00 to Dec 21 08:00. At 32 ranks x 4 threads that's 2048 ranks. Or we could use 128 ranks/node and 8192 ranks if the pressure solver scales that far.",
        )
        .user("2048 ranks, 32x4, we know it works. no experiments in the reservation")
        .file("Write", "jobs/re590_res.sbatch")
        .user("before the 18th I need a short test of the re590 setup on 8 nodes to catch namelist mistakes. not today")
        .stop("jobs/re590_res.sbatch written with --reservation=phy2381_re590, 64 nodes, 32x4."),
    planted: [
      { kind: "fact", keys: ["phy2381_re590"] },
      { kind: "decision", keys: ["2048"] },
      { kind: "task", keys: ["8 nodes"] },
    ],
  },
  {
    id: "b177-merge-requests",
    build: (s) =>
      s
        .user("push the mpi_f08 stuff straight to master, it's fine")
        .bash(
          "git push origin HEAD:master 2>&1 | tail -2",
          "remote: GitLab: You are not allowed to push code to protected branches on this project.\n ! [remote rejected] HEAD -> master (pre-receive hook declined)",
        )
        .assistant("master is protected on the GitLab project, so direct pushes are rejected. I can push a branch and open a merge request instead.")
        .user(
          "oh right, Aiyana set that up. fine, and actually that's the right rule: nothing lands on master except through a merge request with the regression suite green. do that",
        )
        .bash(
          "git push -u origin HEAD:mpi-f08 && glab mr create --fill --target-branch master",
          "Creating merge request for mpi-f08 into master\n!57 mpi_f08 in parallel/ and io/",
        )
        .stop("Opened MR !57."),
    planted: [
      { kind: "instruction", keys: ["master", "merge request"] },
      { kind: "fact", keys: ["master", "protected"] },
    ],
  },
  {
    id: "b177-login-limits",
    build: (s) =>
      s
        .user("my postprocessing on the login node got killed, 'Killed' and nothing else")
        .bash("dmesg 2>/dev/null | tail -1; cat /etc/security/limits.d/login.conf | grep -v '^#'", "\n*  hard  cpu  30\n*  hard  as   8388608")
        .assistant("The login nodes have hard limits: 30 minutes CPU time and 8 GB address space per process. The spectra script hit one of them.")
        .user("ah. so login nodes: 30 min cpu and 8 GB per process. ok, run it through salloc then")
        .bash(
          "salloc -p compute -N 1 -t 1:00:00 --account=phy2381 srun python tools/spectra.py runs/re180/u_0040000.nc",
          "salloc: Granted job allocation 8821044\nwrote runs/re180/spectra_0040000.nc",
        )
        .stop("Spectra computed on a compute node."),
    planted: [{ kind: "fact", keys: ["login", "8 gb"] }],
  },
  {
    id: "b177-cfl",
    build: (s) =>
      s
        .user("dt is fixed at 2e-4 in the namelist. that's wasteful early in the spinup")
        .file("Read", "src/solver/timestep_mod.F90")
        .assistant(
          "timestep_mod can do adaptive dt from a CFL number but it's switched off. With RK3 the stable limit is about CFL 1.7 for the convective terms; WENO5 wants it lower.",
        )
        .user(
          "let's go adaptive with CFL 0.8. hmm, no, with WENO and the sediment source terms 0.8 blew up last year. adaptive dt, CFL 0.4, that's what we use",
        )
        .file("Edit", "config/production.nml")
        .bash("srun -p debug -n 16 -t 20 ./sedflux3d config/production.nml --steps=2000 | grep -E 'dt_mean|terminat'", "dt_mean = 3.71E-04\nnormal termination")
        .stop("Adaptive dt on with CFL 0.4; mean dt 3.7e-4 in the test."),
    planted: [{ kind: "decision", keys: ["cfl", "0.4"] }],
  },
  {
    id: "b177-before-leave",
    build: (s) =>
      s
        .user(
          "open stuff for after the holidays, so we don't forget:\n1. rerun the re180 validation with the new 2decomp fft, the old plots are from the radix-2 solver\n2. clean up /project/phy2381/kvogt/runs before the quota review in january, it's at 11TB\n3. update the scaling plot for the allocation renewal proposal",
        )
        .bash("du -sh /project/phy2381/kvogt/runs", "11T\t/project/phy2381/kvogt/runs")
        .assistant("Noted all three. /project/phy2381/kvogt/runs is indeed at 11 TB.")
        .user("thanks. and can you check the spinup legs are all queued?")
        .bash("squeue -u kvogt -n spin_32n -o '%i %T %r'", "JOBID STATE REASON\n8820331 RUNNING None\n8820332 PENDING Dependency\n8820333 PENDING Dependency")
        .stop("Leg 1 running, legs 2 and 3 waiting on their dependencies."),
    planted: [
      { kind: "task", keys: ["re180", "validation"] },
      { kind: "task", keys: ["quota review"] },
      { kind: "task", keys: ["scaling plot"] },
    ],
  },
  {
    id: "b177-fortran-style",
    build: (s) =>
      s
        .user(
          "add a routine to compute the bed shear stress from the wall velocity gradient, in sediment_mod... no wait, Aiyana's module. put it in a new wallstress_mod.F90",
        )
        .file("Write", "src/physics/wallstress_mod.F90")
        .assistant(
          "Added wallstress_mod with compute_bed_stress(u, dz, nu, tau_b). I left the arguments without intent since the other physics modules do the same.",
        )
        .user(
          "no — I want intent on every dummy argument, and implicit none at the top of every module, in new code and whenever you touch old code. the old modules are sloppy, don't copy them",
        )
        .file("Edit", "src/physics/wallstress_mod.F90")
        .bash("make -j16 2>&1 | tail -1", "sedflux3d linked")
        .stop("wallstress_mod has implicit none and intent(in)/intent(out) on all arguments."),
    planted: [
      { kind: "instruction", keys: ["intent"] },
      { kind: "instruction", keys: ["implicit none"] },
    ],
  },
  {
    id: "b177-timers",
    build: (s) =>
      s
        .user("the time/step number in the log, is that rank 0's time or what?")
        .file("Read", "src/core/timing_mod.F90")
        .assistant(
          "timing_mod uses MPI_Wtime around each phase, then an MPI_Reduce with MPI_MAX to rank 0, so the printed time/step is the slowest rank's, not rank 0's.",
        )
        .user("good, that's what it should be. keep it that way")
        .bash("grep -n MPI_MAX src/core/timing_mod.F90", "88:    call MPI_Reduce(t_local, t_max, nphase, MPI_DOUBLE_PRECISION, MPI_MAX, 0, comm, ierr)")
        .stop(),
    planted: [{ kind: "fact", keys: ["timing_mod", "slowest"] }],
  },
  {
    id: "b177-hdf5-link",
    build: (s) =>
      s
        .user("link error after the module changes: undefined reference to H5Pset_fapl_mpio... I thought we fixed hdf5")
        .bash(
          "ldd $(nf-config --prefix)/lib/libnetcdff.so | grep hdf5; module list 2>&1 | grep -E 'hdf5|netcdf'",
          "libhdf5.so.200 => /apps/hdf5/1.12.2-serial/lib/libhdf5.so.200\n  6) hdf5/1.14.1-ompi416   7) netcdf-fortran/4.6.1",
        )
        .assistant(
          "The netcdf-fortran/4.6.1 module (without suffix) is linked against a serial HDF5 1.12.2, not our parallel 1.14.1, so the MPI-IO symbols are missing. There's a netcdf-fortran/4.6.1-ompi416 built against hdf5/1.14.1-ompi416.",
        )
        .bash("module swap netcdf-fortran/4.6.1 netcdf-fortran/4.6.1-ompi416 && make -j16 2>&1 | tail -1", "sedflux3d linked")
        .user("so the unsuffixed netcdf-fortran module is the serial 1.12 build, what a trap. fixed it in modules.sh?")
        .file("Edit", "env/modules.sh")
        .stop("Yes, env/modules.sh now loads netcdf-fortran/4.6.1-ompi416."),
    planted: [{ kind: "fact", keys: ["netcdf-fortran", "serial"] }],
  },
  {
    id: "b177-empty-arrays",
    build: (s) =>
      s
        .user("would a job array make sense for the 12 sensitivity runs on z0?")
        .assistant(
          "Yes, a 12-element array (--array=0-11) with each task picking its z0 from a list by SLURM_ARRAY_TASK_ID keeps it to one script and one squeue line. You could throttle with %4 to run four at a time.",
        )
        .user("let's do that. actually no, forget it, the sensitivity study isn't happening until Aiyana has the erosion law sorted")
        .assistant("OK, nothing written.")
        .user("what would the throttle do exactly, just out of curiosity")
        .assistant("--array=0-11%4 limits the array to 4 tasks running at once; the rest stay pending with reason JobArrayTaskLimit.")
        .stop(),
    planted: [],
  },
  {
    id: "b177-empty-template-quote",
    build: (s) =>
      s
        .user("show me the header of the template script")
        .bash(
          "head -14 jobs/template.sbatch",
          "#!/bin/bash\n#SBATCH -J CASE_NNn\n#SBATCH -o runs/%x_%j.out\n#SBATCH --account=phy2381\n#SBATCH -p compute\n#SBATCH --ntasks-per-node=32\n#SBATCH --cpus-per-task=4\n# NOTE: always set -t explicitly, never rely on the partition default\n# TODO: add --mail-type=FAIL\nsource env/modules.sh\nexport OMP_NUM_THREADS=$SLURM_CPUS_PER_TASK\nexport OMP_PLACES=cores\nexport OMP_PROC_BIND=close\nsrun --cpu-bind=cores ./sedflux3d $NML",
        )
        .assistant(
          "That's the current template: job name placeholder, output to runs/%x_%j.out, account phy2381, 32 ranks x 4 threads, sources env/modules.sh, and the OpenMP placement variables.",
        )
        .user("where does the NOTE about -t come from, did you add that?")
        .assistant("It was already there before my edits; git blame shows it from the first version of the template in August.")
        .user("ok whatever")
        .stop(),
    planted: [],
  },
  {
    id: "b177-empty-units-question",
    build: (s) =>
      s
        .user("is the sediment concentration in the output volumetric or mass?")
        .bash(
          "ncdump -h runs/re180/stats.nc | grep -A2 'float c('",
          '\tfloat c(time, z) ;\n\t\tc:long_name = "suspended sediment concentration" ;\n\t\tc:units = "1" ;',
        )
        .assistant(
          "The attributes say units \"1\", dimensionless, which suggests volumetric concentration, but the long_name doesn't say which. I'd have to check sediment_mod to be sure.",
        )
        .user("don't bother, I'll ask Aiyana")
        .assistant("OK.")
        .stop(),
    planted: [],
  },
];

export const BLIND177 = plantedSet(BLIND177_SESSIONS, Date.UTC(2026, 10, 5, 9));
