/**
 * Blind planted set 79 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: scientific computing on an HPC cluster (a C++/Fortran MHD simulation code, MPI and OpenMP,
 * Slurm job scripts, numerical precision and reproducibility); a physicist and a research software
 * engineer talking to Claude Code, long explanations and pasted job logs.
 * Each session is one segment; the items planted in it are listed with it: 70 items (17 decisions, 17 instructions,
 * 19 facts, 17 tasks) in 50 sessions, 12 of which plant nothing (52 user/assistant messages between them). Every other message
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

export const BLIND79_SESSIONS: BlindSession[] = [
  {
    id: "b79-allreduce-drift",
    build: (s) =>
      s
        .user(
          "The total energy diagnostic doesn't match between the 64-rank and the 128-rank run of the same deck. Here's the tail of both logs:\n\nstep 2000  t=1.2500e-01  E_tot=3.141592653589712e+02  divB_max=2.1e-14\nstep 2000  t=1.2500e-01  E_tot=3.141592653589741e+02  divB_max=2.3e-14\n\nIs the physics broken or is this just noise? I need to know before I send these to Marta.",
        )
        .assistant(
          "The difference is in the 14th significant digit, so this is almost certainly not a physics bug, but let me confirm where it comes from rather than guess. A couple of candidates: (1) -ffast-math reassociating the local sums, (2) the global reduction summing in a different order when the decomposition changes. Let me check the build flags first.",
        )
        .bash(
          "grep -n 'CXXFLAGS\\|FFLAGS' build/CMakeCache.txt | head",
          "41:CMAKE_CXX_FLAGS:STRING=-O3 -march=znver3 -fno-fast-math\n57:CMAKE_Fortran_FLAGS:STRING=-O3 -march=znver3",
        )
        .bash(
          "srun -n 64 ./build/bin/kelvin decks/sod3d.in --diag-only --dump-partials > p64.txt && srun -n 128 ./build/bin/kelvin decks/sod3d.in --diag-only --dump-partials > p128.txt && python tools/compare_partials.py p64.txt p128.txt",
          "local partial sums: identical per cell block (0 differing blocks)\nglobal E_tot via MPI_Allreduce: differs at 1.2e-14 relative\nglobal E_tot via ordered gather + serial sum: identical (bitwise)",
        )
        .assistant(
          "Confirmed. The per-block sums are bitwise identical, so it's not fast-math (it's already off anyway). The drift comes entirely from MPI_Allreduce: cray-mpich picks a reduction tree that depends on the rank count, so the floating-point sum is associated differently for 64 and 128 ranks. When I gather the partials to rank 0 in a fixed order and sum serially, both runs agree bitwise. So the physics is fine; the diagnostic is just not reproducible across rank counts as written.\n\nOptions for the diagnostic: (a) ordered gather + serial sum on rank 0 (bitwise reproducible, costs a gather of ~nblocks doubles every diag step), (b) Kahan-compensated local sums + Allreduce (much smaller drift but still not bitwise), (c) leave it and document the tolerance.",
        )
        .user(
          "Go with (a), the ordered gather, for the conserved-quantity diagnostics. It's once every 50 steps, the gather is nothing. Marta wants bitwise comparable energies across decompositions for the paper.",
        )
        .file("Edit", "src/diagnostics/conserved.cpp")
        .bash(
          "srun -n 64 ./build/bin/kelvin decks/sod3d.in --steps 200 | tail -1; srun -n 128 ./build/bin/kelvin decks/sod3d.in --steps 200 | tail -1",
          "step 200  E_tot=3.141592653589733e+02\nstep 200  E_tot=3.141592653589733e+02",
        )
        .assistant("Both decompositions now print the same E_tot to the last digit. The ordered gather is in conserved.cpp behind the existing diag cadence.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["allreduce"] },
      { kind: "decision", keys: ["ordered gather"] },
    ],
  },
  {
    id: "b79-slurm-account",
    build: (s) =>
      s
        .user("can you write me a job script for the 3d turbulence run, 16 nodes, 12 hours. deck is decks/turb512.in")
        .assistant(
          "Sure. Before I write it: which account should the job be charged to? Your default in sacctmgr is the personal startup allocation, which only has a few thousand node-hours left.",
        )
        .bash(
          "sacctmgr show assoc user=$USER format=account%20,partition%12 -n",
          "         phy-mhd-23      compute\n       st-pkowal-01      compute\n         phy-mhd-23          gpu",
        )
        .user(
          "oh good catch. all production jobs go on phy-mhd-23, always. the startup one is for my own tests only and it's nearly empty. put --account=phy-mhd-23 in every script you write for this project",
        )
        .file("Write", "jobs/turb512.slurm")
        .bash(
          "sbatch --test-only jobs/turb512.slurm",
          "sbatch: Job 4417721 to start at 2026-11-08T02:14:00 using 2048 processors on nodes nid[001024-001039] in partition compute",
        )
        .assistant(
          "jobs/turb512.slurm is written with --account=phy-mhd-23, --nodes=16, --ntasks-per-node=128, --time=12:00:00. The test-only submission says it would start around 02:14 tonight. I haven't submitted it for real; say the word and I will.",
        )
        .user("submit it")
        .bash("sbatch jobs/turb512.slurm", "Submitted batch job 4417733")
        .stop("Submitted as job 4417733."),
    planted: [{ kind: "instruction", keys: ["phy-mhd-23"] }],
  },
  {
    id: "b79-debug-partition",
    build: (s) =>
      s
        .user(
          "my debug job got killed again. log:\n\nslurmstepd: error: *** JOB 4416002 ON nid000312 CANCELLED AT 2026-11-09T10:41:07 DUE TO TIME LIMIT ***\n\nI asked for 45 minutes. what's going on",
        )
        .bash("scontrol show partition debug | grep -E 'MaxTime|MaxNodes'", "   MaxNodes=4 MaxTime=00:30:00 MinNodes=0 LLN=NO MaxCPUsPerNode=UNLIMITED")
        .assistant(
          "The debug partition has MaxTime=00:30:00 and MaxNodes=4. Slurm silently clamps a longer --time request to the partition limit on this cluster, so your 45 minutes became 30 and the job was cancelled at the 30-minute mark. Anything longer than 30 minutes or wider than 4 nodes has to go to the compute partition.",
        )
        .user("ugh ok. so debug is 30 min / 4 nodes max, good to know. can you resubmit to compute with 1 hour then")
        .file("Edit", "jobs/debug_mhd.slurm")
        .bash("sbatch jobs/debug_mhd.slurm", "Submitted batch job 4416120")
        .assistant("Resubmitted to compute with --time=01:00:00 as job 4416120.")
        .stop(),
    planted: [{ kind: "fact", keys: ["debug", "30"] }],
  },
  {
    id: "b79-real64",
    build: (s) =>
      s
        .user(
          "The Fortran side is a mess of real*8, double precision and real(kind=8). I'd like one convention before the student starts adding the Hall term. What do you suggest?",
        )
        .bash("grep -rEc 'real\\*8|double precision|real\\(kind=8\\)' src/fortran/ | awk -F: '{s+=$2} END {print s}'", "412")
        .assistant(
          "412 declarations across src/fortran. My suggestion: a small module kelvin_kinds that does `use iso_fortran_env, only: real64` and exports `integer, parameter :: dp = real64`, then every declaration becomes real(dp). real*8 is a non-standard extension, and kind=8 is compiler specific (it happens to be double on gfortran and ifx, but nothing guarantees it). The C++ side already uses double, which matches real64 through iso_c_binding.",
        )
        .user("Yes, do that, we go with real(dp) = real64 from iso_fortran_env.")
        .file("Write", "src/fortran/kelvin_kinds.f90")
        .file("Edit", "src/fortran/riemann_hlld.f90")
        .bash("cmake --build build -j 32 2>&1 | tail -2", "[100%] Linking CXX executable bin/kelvin\n[100%] Built target kelvin")
        .assistant(
          "kelvin_kinds.f90 is in and riemann_hlld.f90 is converted as the first user; it builds cleanly. The other files still have the old declarations.",
        )
        .user(
          "Fine, leave the rest for now. But eos_table.f is the worst one, fixed-form and full of real*8 with implicit typing. That one needs converting to free form with real(dp) before the Hall work lands, put it on the list.",
        )
        .stop("Noted; eos_table.f is untouched for now."),
    planted: [
      { kind: "decision", keys: ["real64"] },
      { kind: "task", keys: ["eos_table"] },
    ],
  },
  {
    id: "b79-omp-binding",
    build: (s) =>
      s
        .user(
          "hybrid run is way slower than pure MPI and I don't get why. 8 ranks x 16 threads per node vs 128 ranks per node, same problem. 412 s vs 287 s per 100 steps",
        )
        .bash(
          "srun -N1 -n8 -c16 ./build/bin/kelvin --print-affinity | head -4",
          "rank 0 thread 0 -> cpus 0-127\nrank 0 thread 1 -> cpus 0-127\nrank 0 thread 2 -> cpus 0-127\nrank 0 thread 3 -> cpus 0-127",
        )
        .assistant(
          "The threads aren't bound at all: every thread may run on any of the 128 cores, so the OS migrates them across NUMA domains and the first-touch placement of your arrays is wasted. Let me check the node topology.",
        )
        .bash("lscpu | grep -E 'NUMA node\\(s\\)|Socket|Core\\(s\\) per'", "Core(s) per socket:  64\nSocket(s):           2\nNUMA node(s):        8")
        .assistant(
          "Each compute node is 2 sockets x 64 cores with 8 NUMA domains of 16 cores, so 8 ranks x 16 threads maps exactly one rank per NUMA domain if it's pinned. Setting OMP_PLACES=cores and OMP_PROC_BIND=close plus srun --cpu-bind=cores should do it.",
        )
        .bash(
          "OMP_PLACES=cores OMP_PROC_BIND=close srun -N1 -n8 -c16 --cpu-bind=cores ./build/bin/kelvin decks/bench.in --steps 100 | grep wall",
          "wall time per 100 steps: 251.3 s",
        )
        .user(
          "251! faster than pure MPI. ok, rule for all our job scripts from now on: export OMP_PLACES=cores and OMP_PROC_BIND=close, and srun with --cpu-bind=cores. I don't want to debug this again",
        )
        .file("Edit", "jobs/template.slurm")
        .stop("Added the three settings to jobs/template.slurm."),
    planted: [
      { kind: "fact", keys: ["numa"] },
      { kind: "instruction", keys: ["omp_proc_bind"] },
    ],
  },
  {
    id: "b79-checkpoint-adios",
    build: (s) =>
      s
        .user(
          "Checkpoint writes are killing us at 256 nodes. Every rank writes its own .chk file, that's 32k files per checkpoint and the Lustre MDS hates it. I've looked at parallel HDF5 and ADIOS2. Opinions?",
        )
        .assistant(
          "A few considerations.\n\nParallel HDF5 with collective writes to one file: mature, every post-processing tool reads it, but at this scale you usually have to tune the Lustre stripe count and the collective buffering hints by hand, and performance is touchy.\n\nADIOS2 with the BP5 engine: writes in aggregated subfiles (by default one per node), so 256 files instead of 32k, asynchronous drain is available, and it has an HDF5-compatible reader plugin. The cost is a new dependency.\n\nnetCDF-4 is another option, but it sits on top of HDF5 so it inherits the same tuning problem.\n\nI'd lean towards ADIOS2 BP5 for checkpoints and keep HDF5 for the analysis outputs people open in yt/VisIt.",
        )
        .user("what does spack have for adios2 here")
        .bash("spack find -lv adios2", "==> 1 installed package\n-- linux-sles15-zen3 / gcc@12.3.0 ----\nq3x7kfa adios2@2.9.2+mpi+hdf5~python")
        .user("ok. agreed: ADIOS2 BP5 for checkpoint/restart, HDF5 stays for the analysis dumps. Don't do netCDF. Start with the writer.")
        .file("Write", "src/io/checkpoint_adios.cpp")
        .file("Edit", "CMakeLists.txt")
        .bash("cmake --build build -j 32 2>&1 | tail -1", "[100%] Built target kelvin")
        .assistant(
          "The BP5 writer is in src/io/checkpoint_adios.cpp and CMake finds adios2 through the spack environment. Restart still reads the old .chk format only.",
        )
        .user(
          "Right, and that matters: Piotr's 2025 runs are all in the old .chk format and he'll want to restart them. We need a converter from .chk to BP5 at some point, not today.",
        )
        .stop("Understood, the converter is not started."),
    planted: [
      { kind: "decision", keys: ["adios2"] },
      { kind: "task", keys: ["converter"] },
    ],
  },
  {
    id: "b79-regression-rtol",
    build: (s) =>
      s
        .user("the sod regression test fails on the new machine but passes on my laptop. can you look")
        .bash(
          "ctest --test-dir build -R sod_regression --output-on-failure | tail -6",
          "sod_regression: comparing rho against refdata/sod_1d_t0.2.dat\n  max abs diff 4.4e-16 at cell 311\n  FAIL: arrays are not bitwise equal\n1/1 Test #7: sod_regression ...................***Failed    0.84 sec",
        )
        .assistant(
          "The difference is one ulp at a single cell (4.4e-16 absolute on a density of order 1). The test currently demands bitwise equality with the reference file, which will fail on any change of compiler, -march or libm. I'd suggest comparing with a relative tolerance instead, something like rtol=1e-12, which is still far tighter than any real bug would produce.",
        )
        .user(
          "yes. regression comparisons in this repo are rtol 1e-12 and atol 1e-14, never bitwise against the stored files. bitwise only makes sense for the restart test (same binary, same machine). please change the harness",
        )
        .file("Edit", "tests/regression/compare.py")
        .bash("ctest --test-dir build -L regression 2>&1 | tail -2", "100% tests passed, 0 tests failed out of 9\nTotal Test time (real) =  11.42 sec")
        .assistant("compare.py now uses rtol=1e-12, atol=1e-14 by default, and the restart test keeps its bitwise check. All 9 regression tests pass here.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["1e-12"] }],
  },
  {
    id: "b79-refdata-location",
    build: (s) =>
      s
        .user("where do the regression reference files actually come from? tests/regression/refdata is a symlink and I can't find the target on my laptop")
        .bash("readlink -f tests/regression/refdata; ls /project/mhd/refdata | head -3", "/project/mhd/refdata/v3\nv1\nv2\nv3")
        .assistant(
          "On the cluster, tests/regression/refdata points to /project/mhd/refdata/v3. That directory isn't in git; on your laptop the symlink dangles. Do you know who generates them, or should I look for a script?",
        )
        .user(
          "right, I remember now. the reference data lives on /project/mhd/refdata, versioned v1..v3, and only Jonas regenerates it, with tools/make_refdata.sh on the cluster. so on my laptop I just rsync v3 down.",
        )
        .bash("rsync -a cluster:/project/mhd/refdata/v3/ ~/refdata-v3/ && du -sh ~/refdata-v3", "1.8G\t/home/pk/refdata-v3")
        .assistant("Copied v3 to ~/refdata-v3 (1.8 GB). Point the symlink there on your laptop and the regression tests will find it.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["/project/mhd/refdata"] },
      { kind: "fact", keys: ["jonas"] },
    ],
  },
  {
    id: "b79-prgenv",
    build: (s) =>
      s
        .user(
          "tried building with the intel env because someone said it's faster. it segfaults immediately:\n\n[nid001102:81233] *** Process received signal ***\n[nid001102:81233] Signal: Segmentation fault (11)\n#0  MPIR_Init_thread () from /opt/cray/pe/lib64/libmpi_intel.so.12\n#1  PMPI_Init_thread ()",
        )
        .bash("module list 2>&1 | tr ' ' '\\n' | grep -E 'PrgEnv|cray-mpich|intel'", "PrgEnv-intel/8.5.0\ncray-mpich/8.1.28\nintel/2024.1")
        .assistant(
          "It dies inside MPI_Init_thread, before any of our code runs. Could be a mismatched cray-mpich build, could be the MPI_THREAD_MULTIPLE request. Let me test a hello-world with the same environment to separate it from kelvin.",
        )
        .bash(
          "module swap PrgEnv-gnu PrgEnv-intel 2>/dev/null; cc -o /tmp/hello tools/mpi_hello.c && srun -n 2 /tmp/hello; module swap PrgEnv-intel PrgEnv-gnu; cc -o /tmp/hello tools/mpi_hello.c && srun -n 2 /tmp/hello",
          "srun: error: nid001102: task 0: Segmentation fault\nsrun: error: nid001102: task 1: Segmentation fault\nhello from 0 of 2\nhello from 1 of 2",
        )
        .assistant(
          "A plain MPI hello world segfaults in MPI_Init under PrgEnv-intel and works under PrgEnv-gnu, so this is the cluster's cray-mpich 8.1.28 intel build, not kelvin. On this system the working toolchain is PrgEnv-gnu; there's an open ticket on the center's status page about the intel MPI library (INC-20931).",
        )
        .user("lol ok so PrgEnv-intel is just broken here. we stay on PrgEnv-gnu. can you rebuild with gnu so I can get on with it")
        .bash("module swap PrgEnv-intel PrgEnv-gnu && cmake --build build -j 32 2>&1 | tail -1", "[100%] Built target kelvin")
        .stop("Rebuilt with PrgEnv-gnu."),
    planted: [
      { kind: "fact", keys: ["prgenv-intel"] },
      { kind: "decision", keys: ["prgenv-gnu"] },
    ],
  },
  {
    id: "b79-cfl",
    build: (s) =>
      s
        .user(
          "The blast wave at CFL 0.8 goes negative pressure around step 340 and dies. At 0.5 it survives. I'd prefer not to be this close to the edge for production. What do people use with HLLD + RK2?",
        )
        .bash(
          "grep -n 'cfl' decks/*.in | head",
          "decks/blast3d.in:12:cfl = 0.8\ndecks/sod3d.in:9:cfl = 0.8\ndecks/turb512.in:14:cfl = 0.8\ndecks/orszag_tang.in:11:cfl = 0.8",
        )
        .assistant(
          "For a second-order MUSCL-Hancock or RK2 scheme with HLLD, a CFL of 0.3 to 0.4 is the common choice in Athena++ and PLUTO for strong shocks in 3D, because the 3D stability limit with unsplit updates is roughly 1/3 of the 1D one for some reconstructions. 0.8 is fine in 1D but optimistic in 3D. Would 0.4 be acceptable for the run times you need?",
        )
        .user("CFL 0.4 it is for all production decks. 0.3 costs too much wall time and 0.4 held fine in my tests. change them")
        .bash(
          "sed -i 's/^cfl = 0.8/cfl = 0.4/' decks/blast3d.in decks/sod3d.in decks/turb512.in decks/orszag_tang.in && grep -c 'cfl = 0.4' decks/*.in",
          "decks/blast3d.in:1\ndecks/orszag_tang.in:1\ndecks/sod3d.in:1\ndecks/turb512.in:1",
        )
        .stop("All four decks are at cfl = 0.4."),
    planted: [{ kind: "decision", keys: ["cfl", "0.4"] }],
  },
  {
    id: "b79-radiation-owner",
    build: (s) =>
      s
        .user("there's a compiler warning in rad_transport.f90 about an unused variable, can you just delete it while you're in there")
        .bash(
          "cmake --build build 2>&1 | grep -A2 rad_transport",
          "src/fortran/rad_transport.f90:218:22:\n  218 |     real(dp) :: tau_eff_old\n      |                      1\nWarning: Unused variable 'tau_eff_old' declared at (1) [-Wunused-variable]",
        )
        .assistant(
          "It's tau_eff_old at line 218. Before I touch it: git blame shows the whole file is from Marek, and there's a commented-out block below that looks like it was going to use tau_eff_old. Do you want me to remove it anyway?",
        )
        .user(
          "hm, actually no, leave it. Marek owns the radiation module, it's his thesis code and he has local changes in flight. general rule: don't edit anything under src/fortran/rad_* without asking him first, just tell me and I'll forward it.",
        )
        .assistant("Understood, I've left rad_transport.f90 unchanged. The warning is tau_eff_old (unused) at line 218 if you want to pass it on.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["marek"] },
      { kind: "instruction", keys: ["rad_"] },
    ],
  },
  {
    id: "b79-scaling-study",
    build: (s) =>
      s
        .user("can you pull the wall times for the scaling jobs from last week out of sacct")
        .bash(
          "sacct -u $USER -S 2026-11-01 --name=scale_ -X --format=JobName%16,NNodes,Elapsed,State -n",
          "   scale_n016    16   01:52:11  COMPLETED\n   scale_n032    32   00:57:40  COMPLETED\n   scale_n064    64   00:30:02  COMPLETED\n   scale_n128   128   00:16:55  COMPLETED\n   scale_n256   256   00:00:00  CANCELLED",
        )
        .assistant(
          "16 to 128 nodes scale at roughly 83% parallel efficiency (1:52:11 to 16:55). The 256-node job was cancelled before it started, so there is no data point beyond 128.",
        )
        .user(
          "yeah it sat in the queue for 4 days and I killed it. that's a problem though: for the allocation renewal in January we need the strong scaling study out to 512 nodes, not just 128. we'll have to do that with a reservation in December.",
        )
        .assistant("Ok. Do you want me to tabulate the 16-128 numbers for now?")
        .user("yes, into docs/scaling.md")
        .file("Write", "docs/scaling.md")
        .stop("docs/scaling.md has the four completed points and the efficiencies."),
    planted: [{ kind: "task", keys: ["512"] }],
  },
  {
    id: "b79-seeds",
    build: (s) =>
      s
        .user("I reran the driven turbulence deck twice with the same inputs and got different spectra at t=2. Shouldn't it be deterministic?")
        .bash("grep -rn 'srand\\|time(\\|random_device' src/ | head", "src/forcing/ou_forcing.cpp:44:  std::mt19937_64 rng(std::random_device{}());")
        .assistant(
          "Found it: the Ornstein-Uhlenbeck forcing seeds its generator from std::random_device, so every run draws different forcing phases. That's why the spectra differ. I can make it read a seed from the deck.",
        )
        .user(
          "Yes please. And this is a standing rule for the code: every random number stream must be seeded from the input deck (forcing_seed and friends), offset by the MPI rank, never from random_device or the clock. Reproducibility of the forcing is non-negotiable for the paper.",
        )
        .file("Edit", "src/forcing/ou_forcing.cpp")
        .file("Edit", "src/input/deck_schema.cpp")
        .bash(
          "for i in 1 2; do srun -n 64 ./build/bin/kelvin decks/turb_small.in --steps 50 | grep 'E_k'; done",
          "step 50  E_k=1.000731226e-01\nstep 50  E_k=1.000731226e-01",
        )
        .assistant("The forcing now takes forcing_seed from the deck (default 12345) plus the rank; two runs give identical kinetic energy at step 50.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["seed"] }],
  },
  {
    id: "b79-gitlab-mr",
    build: (s) =>
      s
        .user("commit the hll fix and push it")
        .bash("git status -sb | head -3", "## develop...origin/develop\n M src/riemann/hll.cpp\n M tests/unit/test_hll.cpp")
        .assistant("You're on develop, tracking origin/develop. I can commit here and push directly, or put it on a branch. Which do you want?")
        .user(
          "oh, branch. nobody pushes to develop directly on this repo, everything goes through a merge request on the institute gitlab so Jonas's CI runs it on the cluster runner first. please remember that",
        )
        .bash(
          "git switch -c fix/hll-wavespeed && git commit -qam 'riemann: HLL wave speed estimate uses Davis bounds' && git push -u origin fix/hll-wavespeed 2>&1 | tail -3",
          "remote: To create a merge request for fix/hll-wavespeed, visit:\nremote:   https://gitlab.iap.example.org/mhd/kelvin/-/merge_requests/new?merge_request%5Bsource_branch%5D=fix%2Fhll-wavespeed\n * [new branch]      fix/hll-wavespeed -> fix/hll-wavespeed",
        )
        .stop("Pushed fix/hll-wavespeed; the merge request link is above."),
    planted: [{ kind: "instruction", keys: ["merge request"] }],
  },
  {
    id: "b79-gpu-offload",
    build: (s) =>
      s
        .user(
          "We have GPU hours on the A100 partition that we're not using. What would it take to get the flux kernels onto the GPU? Don't write anything yet, I just want the options.",
        )
        .bash("wc -l src/riemann/*.cpp src/recon/*.cpp | tail -1", "  4312 total")
        .assistant(
          "About 4.3k lines in the Riemann solvers and reconstruction, which are the hot loops. Options:\n\n1. CUDA: fastest kernels, but a second code path to maintain and NVIDIA only.\n2. Kokkos: performance portable, but it means rewriting the data structures into Kokkos::View, which touches almost everything.\n3. OpenMP target offload: pragmas on the existing loops, data mapping with target data regions, works with the nvhpc and cray compilers and later on AMD. Typically 60-80% of hand-written CUDA for stencil codes.\n\nGiven the size of the team I'd go with OpenMP offload.",
        )
        .user(
          "I was going to say Kokkos, it's what everyone at the workshop was using... actually no, scratch that, we don't have the people for a rewrite. OpenMP target offload it is. Start with HLLD only as a proof of concept.",
        )
        .file("Edit", "src/riemann/hlld.cpp")
        .bash("cmake --build build-gpu -j 32 2>&1 | grep -E 'error|Built'", "[100%] Built target kelvin")
        .assistant(
          "HLLD has a target teams distribute parallel for around the face loop with the state arrays mapped. It builds with nvhpc; I haven't run it on a GPU node yet.",
        )
        .stop(),
    planted: [{ kind: "decision", keys: ["offload"] }],
  },
  {
    id: "b79-scratch-purge",
    build: (s) =>
      s
        .user("half the outputs from the september runs are gone from scratch?? ls shows nothing in /scratch/pk/turb256_sep")
        .bash(
          "cat /etc/motd | grep -i purge; lfs find /scratch/pk -type f -atime +30 | wc -l",
          "NOTICE: files on /scratch not accessed for 30 days are purged nightly. /scratch is not backed up.\n0",
        )
        .assistant(
          "The cluster purges any file on /scratch that hasn't been accessed for 30 days, every night, and /scratch has no backup, so the September outputs were deleted by the purge. They can't be recovered from the cluster side.",
        )
        .user(
          "great. ok lesson learned: anything we want to keep longer goes to HPSS, no exceptions. Remind me to archive the October turbulence runs to HPSS before they hit 30 days too, that's around the 20th",
        )
        .bash("du -sh /scratch/pk/turb512_oct*", "3.1T\t/scratch/pk/turb512_oct_a\n2.9T\t/scratch/pk/turb512_oct_b")
        .assistant("The October runs are 6 TB in two directories. I haven't moved anything.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["purge"] },
      { kind: "instruction", keys: ["hpss"] },
      { kind: "task", keys: ["hpss", "october"] },
    ],
  },
  {
    id: "b79-denormals",
    build: (s) =>
      s
        .user(
          "the cooling step got 40% slower after the merge of the new cooling table and I don't see anything in the diff that should cost that much. profile attached:\n\n  41.2%  kelvin  cool_rate_exact\n  12.7%  kelvin  hlld_flux\n   9.9%  kelvin  plm_reconstruct",
        )
        .assistant(
          "cool_rate_exact dominating at 41% is suspicious for a table lookup plus an exp. One possibility is denormal numbers: in the low-temperature tail exp(-T0/T) underflows into the subnormal range, and arithmetic on subnormals is 50-100x slower on x86. Let me measure rather than guess.",
        )
        .bash("perf stat -e fp_assist.any ./build/bin/kelvin decks/cooling_test.in --steps 20 2>&1 | grep fp_assist", "     1,842,117,309      fp_assist.any")
        .bash(
          "cmake -B build -DKELVIN_FTZ=ON >/dev/null && cmake --build build -j 32 >/dev/null && ./build/bin/kelvin decks/cooling_test.in --steps 20 | grep 'cool'",
          "time in cooling: 3.12 s (was 5.24 s)",
        )
        .assistant(
          "Confirmed: 1.8 billion floating-point assists in 20 steps, and with flush-to-zero enabled the cooling time drops from 5.24 s to 3.12 s, back to where it was. The new table extends to 10 K, and below about 300 K the exponential goes subnormal. Results are unchanged to 1e-15 because those terms are negligible anyway.",
        )
        .user("nice find. so the slowdown was subnormals in the cold tail of the new table. keep FTZ on by default then")
        .file("Edit", "CMakeLists.txt")
        .stop("KELVIN_FTZ now defaults to ON."),
    planted: [
      { kind: "fact", keys: ["subnormal"] },
      { kind: "decision", keys: ["ftz"] },
    ],
  },
  {
    id: "b79-code-units",
    build: (s) =>
      s
        .user(
          "Lena (new PhD student) is adding the Hall term and asked me which units the code uses internally. For the record: the solver works in cgs throughout, B in gauss with the 4pi not absorbed. And a rule for everyone touching physics: no unit conversions inside a physics kernel, ever; conversion to SI or code units belongs in src/io only.",
        )
        .bash(
          "grep -rn 'sqrt(4.0 \\* M_PI)\\|FOUR_PI' src/physics/ | head -3",
          "src/physics/lorentz.cpp:31:  const double b2 = dot(B, B) / FOUR_PI;\nsrc/physics/induction.cpp:12:// Gaussian units: dB/dt = curl(v x B)",
        )
        .assistant(
          "That matches what's in the kernels: lorentz.cpp divides B^2 by FOUR_PI explicitly, so B is in gauss with the 4pi not absorbed. I'll add a short section to docs/developer.md so Lena has it in writing.",
        )
        .file("Edit", "docs/developer.md")
        .assistant("docs/developer.md now has a 'Units' section: cgs inside the solver, conversions only in src/io.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["cgs"] },
      { kind: "instruction", keys: ["unit conversions"] },
    ],
  },
  {
    id: "b79-ci-no-mpi",
    build: (s) =>
      s
        .user("why do the mpi tests show as skipped in the gitlab pipeline? they pass when I run ctest on a login node")
        .bash(
          "grep -n -A4 'unit_tests:' .gitlab-ci.yml",
          "14:unit_tests:\n15-  tags: [docker]\n16-  script:\n17-    - ctest --test-dir build -LE mpi\n18-  # TODO: mpi tests never run here, see nightly",
        )
        .assistant(
          "The unit_tests job runs in the docker runner with ctest -LE mpi, which excludes every test labelled mpi. The comment points to a nightly job; let me find it.",
        )
        .bash(
          "grep -n -B1 -A5 'nightly_mpi' .gitlab-ci.yml",
          '30:nightly_mpi:\n31-  tags: [slurm-taurus]\n32-  rules:\n33-    - if: $CI_PIPELINE_SOURCE == "schedule"\n34-  script:\n35-    - sbatch --wait ci/mpi_tests.slurm',
        )
        .assistant(
          "So: the docker runner has no MPI, and the MPI-labelled tests only run in the scheduled nightly_mpi pipeline, which submits ci/mpi_tests.slurm to the cluster through the slurm-taurus runner. A merge request pipeline never runs them.",
        )
        .user(
          "right, that's how Jonas set it up. fine. but that means an MR can break MPI and we only find out the next morning. we should add a manual MPI job to MR pipelines eventually, can you note that as a follow-up. not now, the runner is shared with the other group.",
        )
        .stop("Noted as a follow-up; no CI changes made."),
    planted: [
      { kind: "fact", keys: ["nightly"] },
      { kind: "task", keys: ["manual"] },
    ],
  },
  {
    id: "b79-fftw-wisdom",
    build: (s) =>
      s
        .user("the spectra analysis spends 20 seconds planning FFTs at startup on 512^3. is that normal?")
        .bash("grep -n 'fftw_mpi_plan_dft' src/analysis/spectra.cpp", "88:  plan = fftw_mpi_plan_dft_r2c_3d(N, N, N, in, out, comm, FFTW_PATIENT);")
        .assistant(
          "It uses FFTW_PATIENT, which benchmarks many algorithms at plan time; on 512^3 that's easily tens of seconds. Two ways to fix it: drop to FFTW_MEASURE (a few seconds, plans slightly worse), or keep PATIENT once and store the result in a wisdom file that later runs import, so planning becomes nearly free. Or we could switch the analysis to heFFTe, which has its own planning.",
        )
        .user(
          "no to heffte, not adding another dependency for the analysis. keep PATIENT and cache the wisdom files, per node type, under /project/mhd/fftw-wisdom",
        )
        .file("Edit", "src/analysis/spectra.cpp")
        .bash(
          "./build/bin/spectra out/turb512_0040.h5 2>&1 | grep -i plan",
          "FFT planning: imported wisdom from /project/mhd/fftw-wisdom/zen3-512.wis (0.04 s)",
        )
        .stop("Planning now takes 0.04 s with the imported wisdom."),
    planted: [{ kind: "decision", keys: ["wisdom"] }],
  },
  {
    id: "b79-restart-bitwise",
    build: (s) =>
      s
        .user("quick one: the restart test. I want to make sure a run that restarts from a checkpoint is bitwise identical to one that didn't stop. is it?")
        .bash(
          "ctest --test-dir build -R restart_bitwise --output-on-failure | tail -4",
          "restart_bitwise: run A 200 steps straight, run B 100 + restart + 100\n  rho: max abs diff 0.0\n  B:   max abs diff 0.0\n1/1 Test #12: restart_bitwise ..................   Passed    6.03 sec",
        )
        .assistant(
          "Yes: the straight 200-step run and the 100 + restart + 100 run agree exactly in every field (max abs diff 0.0). That test runs with the same binary on the same node, so it's a fair bitwise comparison.",
        )
        .user("great. one more thing I noticed, does the restart also restore the forcing RNG state?")
        .bash("grep -n 'rng_state' src/io/checkpoint_adios.cpp src/forcing/ou_forcing.cpp", "")
        .assistant(
          "No: neither the checkpoint writer nor the forcing code saves or restores the RNG state, so a driven-turbulence run that restarts would draw a different forcing sequence after the restart. The restart test passes because it uses the undriven Orszag-Tang deck.",
        )
        .user(
          "damn. ok, that has to be fixed before the big driven runs restart in December: the checkpoint needs to carry the mt19937 state per rank. add it to the list, I'll do it myself next week",
        )
        .stop("Noted."),
    planted: [
      { kind: "fact", keys: ["rng state"] },
      { kind: "task", keys: ["mt19937"] },
    ],
  },
  {
    id: "b79-lustre-stripe",
    build: (s) =>
      s
        .user(
          "Jonas says I should set a stripe count on the output directory. I have no idea what it does. explain + tell me what to use for the analysis dumps (one 40 GB HDF5 file per snapshot)",
        )
        .bash("lfs getstripe -d /scratch/pk/turb512_oct_a", "stripe_count:  1 stripe_size:   1048576 pattern:       raid0 stripe_offset: -1")
        .assistant(
          "On Lustre a file's data is split over object storage targets (OSTs). stripe_count says how many OSTs one file is spread over; with the default of 1, your whole 40 GB file sits on a single OST and every rank writing to it goes through that one server, which caps you at the bandwidth of one OST (roughly 1-2 GB/s here). For large shared files the center recommends a wide stripe. This filesystem has 48 OSTs.",
        )
        .bash("lfs df /scratch | grep -c OST", "48")
        .user("ok so what do we set")
        .assistant(
          "For one large file written collectively by many ranks, stripe_count -1 (all 48 OSTs) and stripe_size 16M is the usual starting point. For directories of many small files (logs, per-rank stuff), keep 1.",
        )
        .user("fine. every output directory for HDF5 dumps gets lfs setstripe -c -1 -S 16M before the run starts. put it in the job template so nobody forgets")
        .file("Edit", "jobs/template.slurm")
        .stop("jobs/template.slurm now stripes $OUTDIR with -c -1 -S 16M before srun."),
    planted: [
      { kind: "fact", keys: ["48 osts"] },
      { kind: "instruction", keys: ["setstripe"] },
    ],
  },
  {
    id: "b79-hall-timestep",
    build: (s) =>
      s
        .user(
          "Lena's Hall MHD branch: the timestep collapses to 1e-9 after a few steps in the reconnection test. whistler waves I assume? dispersion goes like k^2 so dt ~ dx^2. what are the options, we can't run at that dt",
        )
        .bash("grep -n 'dt_hall' src/physics/hall.cpp", "57:  const double dt_hall = cfl * dx * dx / (eta_H * M_PI);")
        .assistant(
          "Right, with the Hall term the whistler speed grows as 1/dx, so the explicit dt goes as dx^2. The usual options are:\n\n1. Subcycling the Hall term with super time stepping (RKL2), as Athena++ does for diffusion-like terms; keeps the code explicit.\n2. A semi-implicit Hall update, stable at the MHD dt, but needs a linear solve every step.\n3. Hyper-resistivity to damp the grid-scale whistlers, which changes the physics at small scales.\n\nRKL2 is the least invasive.",
        )
        .user(
          "we discussed it with Lena this morning. We're doing option 1, RKL2 super time stepping for the Hall term. Semi-implicit is too much work for a PhD project and hyper-resistivity would contaminate the reconnection rate.",
        )
        .file("Write", "src/physics/sts_rkl2.cpp")
        .bash("cmake --build build -j 32 2>&1 | tail -1", "[100%] Built target kelvin")
        .assistant("I've added the RKL2 stage driver skeleton in src/physics/sts_rkl2.cpp; it compiles but isn't wired into the Hall update yet.")
        .stop(),
    planted: [{ kind: "decision", keys: ["rkl2"] }],
  },
  {
    id: "b79-sbatch-array",
    build: (s) =>
      s
        .user(
          "I need to run the resolution convergence study, 6 resolutions from 32^3 to 1024^3. I was thinking of just writing 6 job scripts. or is there a better way?",
        )
        .assistant(
          "A Slurm job array would keep it to one script (--array=0-5, picking the resolution from SLURM_ARRAY_TASK_ID), but here the resolutions need very different node counts (1 node for 32^3, 64 nodes for 1024^3), and an array uses the same resource request for every element. So separate scripts, or one generator that writes six scripts, is better here.",
        )
        .user("generator then. write tools/gen_convergence.py")
        .file("Write", "tools/gen_convergence.py")
        .bash(
          "python tools/gen_convergence.py --out jobs/conv && ls jobs/conv",
          "conv_0032.slurm  conv_0064.slurm  conv_0128.slurm  conv_0256.slurm  conv_0512.slurm  conv_1024.slurm",
        )
        .assistant(
          "Six scripts in jobs/conv, with nodes scaled so each rank has 64^3 cells (1 node up to 32 nodes, 1024^3 gets 64 nodes because of memory). All on phy-mhd-23 with the binding settings from the template.",
        )
        .user("looks good. for the record, since Lena keeps asking: 1024^3 needs at least 48 nodes, below that it OOMs on the 256 GB nodes.")
        .stop("Understood."),
    planted: [{ kind: "fact", keys: ["48 nodes"] }],
  },
  {
    id: "b79-valgrind-leak",
    build: (s) =>
      s
        .user("memory grows by ~200 MB per hour on the long runs. can you hunt that down")
        .bash(
          "srun -n 2 valgrind --leak-check=full ./build/bin/kelvin decks/sod3d.in --steps 30 2>&1 | grep -A3 'definitely lost' | head -8",
          "==11823== 1,572,864 bytes in 30 blocks are definitely lost in loss record 412 of 418\n==11823==    at 0x4C2E0EF: operator new[](unsigned long)\n==11823==    by 0x5A1F3B: kelvin::io::HistoryWriter::append(double const*, unsigned long) (history.cpp:77)",
        )
        .file("Read", "src/io/history.cpp")
        .assistant(
          "HistoryWriter::append allocates a new[] buffer for every history record and never frees it: 52 KB per call, once per step. That's the leak. It's a one-line fix to reuse a member std::vector.",
        )
        .file("Edit", "src/io/history.cpp")
        .bash(
          "srun -n 2 valgrind --leak-check=full ./build/bin/kelvin decks/sod3d.in --steps 30 2>&1 | grep 'definitely lost'",
          "==12007==    definitely lost: 0 bytes in 0 blocks",
        )
        .user(
          "good. since we're here: we should run the nightly tests under ASan at some point, this one would've been caught months ago. not now, add it as a todo",
        )
        .stop("Fixed; the ASan nightly is noted as a todo."),
    planted: [
      { kind: "fact", keys: ["historywriter"] },
      { kind: "task", keys: ["asan"] },
    ],
  },
  {
    id: "b79-fastmath-gcc",
    build: (s) =>
      s
        .user("Piotr's build on his account is 15% faster than mine for the same deck. He says he just uses -Ofast. Can you compare the two builds?")
        .bash(
          "diff <(grep FLAGS:STRING build/CMakeCache.txt) <(grep FLAGS:STRING /home/pwisn/kelvin/build/CMakeCache.txt)",
          "< CMAKE_CXX_FLAGS:STRING=-O3 -march=znver3 -fno-fast-math\n---\n> CMAKE_CXX_FLAGS:STRING=-Ofast -march=znver3",
        )
        .bash(
          "for b in build /home/pwisn/kelvin/build; do srun -n 64 $b/bin/kelvin decks/sod3d.in --steps 200 | tail -1; done",
          "step 200  E_tot=3.141592653589733e+02  wall=41.7s\nstep 200  E_tot=3.141592653597021e+02  wall=35.9s",
        )
        .assistant(
          "The only difference is -Ofast, which turns on -ffast-math. It is faster (35.9 s vs 41.7 s), but the total energy changes in the 12th digit, and fast-math also lets the compiler assume no NaNs or infinities, so our isnan checks in the positivity fixer can be compiled away. It also breaks the Kahan-style sums in the analysis tools.",
        )
        .user(
          "yeah no. -ffast-math (and -Ofast) is banned for anything that produces results we publish, I'll tell Piotr. production builds are -O3 -march=znver3 and that's it. and since we're talking compilers: the paper runs are all pinned to gcc 12.3, we don't switch compilers halfway through a paper, decided that with Marta last week.",
        )
        .assistant("Understood. Your build already matches that. Do you want me to add a CMake warning when fast-math flags are detected?")
        .user(
          "sure, a warning is fine. oh and once the center installs gcc 14 someone should rebuild and rerun the regression suite with it to see if anything moves, that's for after the paper",
        )
        .file("Edit", "CMakeLists.txt")
        .bash(
          "cmake -B /tmp/fm -DCMAKE_CXX_FLAGS=-Ofast 2>&1 | grep -i warning",
          "CMake Warning at CMakeLists.txt:48 (message):\n  -ffast-math/-Ofast detected: results will not be reproducible",
        )
        .stop("The CMake warning fires for -Ofast."),
    planted: [
      { kind: "instruction", keys: ["fast-math"] },
      { kind: "decision", keys: ["gcc 12.3"] },
      { kind: "task", keys: ["gcc 14"] },
    ],
  },
  {
    id: "b79-halo-persistent",
    build: (s) =>
      s
        .user(
          "Profile of the 128-node run says 23% of the time is in MPI_Waitall in the halo exchange. Here's the CrayPat summary:\n\n  Time%  |   Time   | Calls  | Function\n  23.4%  | 412.1 s  | 96000  | MPI_Waitall\n  14.9%  | 262.3 s  | 96000  | hlld_flux\n   8.2%  | 144.0 s  | 288000 | MPI_Isend\n\nwhat can we do",
        )
        .file("Read", "src/parallel/halo.cpp")
        .assistant(
          "The halo exchange posts 6 Irecv/Isend pairs per variable group every stage and then waits for all of them before any flux work starts, so nothing overlaps. Three things we could do, roughly in order of effort:\n\n1. Persistent requests (MPI_Send_init/MPI_Recv_init once, MPI_Startall each stage): cuts the per-call setup overhead, small change.\n2. Neighborhood collectives on a Cartesian communicator (MPI_Neighbor_alltoallw): cleaner, but cray-mpich's implementation has been slower than point-to-point in some reports.\n3. Overlap: compute interior fluxes while the halos are in flight, then the boundary layer. Biggest gain, biggest change to the stage loop.",
        )
        .user(
          "let's do 1 now, persistent requests. skip the neighborhood collectives. the overlap is what we really want but it's a bigger refactor of the stage loop, that's for January when I have time to review it properly",
        )
        .file("Edit", "src/parallel/halo.cpp")
        .bash(
          "srun -N 8 -n 1024 ./build/bin/kelvin decks/bench.in --steps 100 | grep -E 'wall|halo'",
          "halo exchange: 31.2 s (was 38.9 s)\nwall time per 100 steps: 191.4 s",
        )
        .assistant("Persistent requests bring the halo exchange from 38.9 s to 31.2 s on 8 nodes. The stage loop is unchanged.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["persistent"] },
      { kind: "task", keys: ["overlap"] },
    ],
  },
  {
    id: "b79-format-and-ask",
    build: (s) =>
      s
        .user("can you commit the halo changes on a branch")
        .bash(
          "git switch -c perf/persistent-halo && git add -A && git commit -qm 'halo: persistent requests' && git log --oneline -1",
          "a91c3e2 halo: persistent requests",
        )
        .bash("tools/format.sh --check", "src/parallel/halo.cpp: needs clang-format\nsrc/fortran/kelvin_kinds.f90: needs fprettify\n2 files need formatting")
        .assistant("Committed as a91c3e2, but the format check complains about two files. Should I amend with the formatting fixed?")
        .user(
          "yes amend. and two things for the future:\n- run tools/format.sh (clang-format + fprettify) before every commit, the CI rejects unformatted code anyway\n- ask me before you submit any job bigger than 32 nodes. I burned 40k node-hours last year on a typo in a deck and I'm not doing that again",
        )
        .bash("tools/format.sh && git commit -q --amend -a --no-edit && tools/format.sh --check", "0 files need formatting")
        .stop("Amended; the format check is clean."),
    planted: [
      { kind: "instruction", keys: ["format.sh"] },
      { kind: "instruction", keys: ["32 nodes"] },
    ],
  },
  {
    id: "b79-paper-figures",
    build: (s) =>
      s
        .user("which of the paper figures used runs with cfl 0.8? I want to know what needs redoing")
        .bash("grep -l 'cfl = 0.8' paper/runs/*/deck.in | xargs -n1 dirname | xargs -n1 basename", "fig3_blast\nfig4_ot_convergence\nfig5_turb_spectra")
        .assistant(
          "Figures 3, 4 and 5 come from runs whose decks still have cfl = 0.8 (the blast wave, the Orszag-Tang convergence and the turbulence spectra). Figures 1, 2 and 6 are from 1D tests at 0.4 already.",
        )
        .user(
          "ok. so figures 3-5 have to be regenerated from new cfl 0.4 runs before we resubmit, deadline is Dec 1. and remind me to email Marta about who writes the referee response section on the Hall term, we never settled that",
        )
        .assistant("Got it. Should I prepare the three job scripts now so they're ready?")
        .user("no, not yet, I want to check the deck parameters with Marta first")
        .stop("Okay, nothing prepared yet."),
    planted: [
      { kind: "task", keys: ["figures"] },
      { kind: "task", keys: ["marta", "referee"] },
    ],
  },
  {
    id: "b79-eos-choice",
    build: (s) =>
      s
        .user(
          "The supernova shell decks need a real EOS, ideal gas with gamma 5/3 is wrong at those densities. Do we tabulate Helmholtz for everything or just for those decks?",
        )
        .bash("ls decks/ | wc -l; grep -l 'eos' decks/*.in | head -3", "23\ndecks/sn_shell.in\ndecks/sn_shell_lowres.in")
        .assistant(
          "Using the Helmholtz table everywhere would cost a 2D table interpolation per cell per stage instead of one division, roughly 25% more time in the primitive recovery for decks that don't need it, and it would change the results of every regression test. Since only the two sn_shell decks need it, selecting the EOS per deck seems better: eos = helmholtz in those two, ideal gas stays the default.",
        )
        .user("yep, agreed, per-deck: helmholtz only for the sn_shell decks, ideal gas stays the default for everything else")
        .file("Edit", "src/physics/eos.cpp")
        .file("Edit", "decks/sn_shell.in")
        .file("Edit", "decks/sn_shell_lowres.in")
        .bash("ctest --test-dir build -L regression 2>&1 | tail -1", "Total Test time (real) =  11.87 sec")
        .stop("The EOS is selectable per deck; both sn_shell decks use helmholtz."),
    planted: [{ kind: "decision", keys: ["helmholtz"] }],
  },
  {
    id: "b79-conda-ana",
    build: (s) =>
      s
        .user(
          "plot_spectra.py crashes with\n\nImportError: cannot import name 'SphericalHarmonicsTransform' from 'yt.utilities' (/usr/lib/python3.6/site-packages/yt/utilities/__init__.py)\n\nwhat now",
        )
        .bash("which python; python --version", "/usr/bin/python\nPython 3.6.15")
        .assistant("That's the system Python 3.6 with an ancient yt. Is there a project environment I should use? I see ~/miniforge3/envs/ on this account.")
        .bash("ls ~/miniforge3/envs/", "kelvin-ana  scratchpad")
        .user(
          "yes, all the post-processing runs in the kelvin-ana conda env, never the system python. always activate that first. the env file is tools/env-ana.yml",
        )
        .bash(
          "source ~/miniforge3/bin/activate kelvin-ana && python tools/plot_spectra.py out/turb512_0040.h5 -o figs/spec_0040.png",
          "wrote figs/spec_0040.png",
        )
        .assistant("With kelvin-ana active the script runs and wrote figs/spec_0040.png.")
        .user(
          "good. the env file is pinned to yt 4.1 though, and 4.3 has the new spectral tools Lena wants. someone needs to bump tools/env-ana.yml to yt 4.3 and check the plots still look the same, not urgent",
        )
        .stop("Not changed yet."),
    planted: [
      { kind: "instruction", keys: ["kelvin-ana"] },
      { kind: "task", keys: ["yt 4.3"] },
    ],
  },
  {
    id: "b79-snapshot-cadence",
    build: (s) =>
      s
        .user("the turb512 outputs are uneven in time, some snapshots are 0.03 apart and some 0.07. annoying for the spectra time series")
        .bash(
          "h5ls -r out/turb512_oct_a/ | grep -c snap; python tools/list_times.py out/turb512_oct_a | head -4",
          "81\nsnap_0000 t=0.0000\nsnap_0001 t=0.0712\nsnap_0002 t=0.1391\nsnap_0003 t=0.1903",
        )
        .assistant(
          "The deck writes a snapshot every 100 steps (output_every_steps = 100), and since dt adapts to the CFL condition the time between snapshots varies. Options: keep step-based output and interpolate in post-processing, or switch to time-based output, where the code shortens the last step so it lands exactly on the output time.",
        )
        .user("keep it step-based for now, every 100 steps, I don't want to touch the output code this week")
        .assistant("Okay, leaving output_every_steps = 100.")
        .user(
          "hm, actually no, thinking about it more, interpolating spectra is nonsense. switch to time-based output, every 0.05 code time units, for all the turbulence decks. and when you report timings to me, give wall time per 100 steps, not totals, otherwise I can't compare runs of different lengths",
        )
        .file("Edit", "src/io/output_scheduler.cpp")
        .file("Edit", "decks/turb512.in")
        .bash(
          "srun -n 64 ./build/bin/kelvin decks/turb_small.in --until 0.2 | grep -E 'snap|wall'",
          "snap_0001 t=0.0500\nsnap_0002 t=0.1000\nsnap_0003 t=0.1500\nsnap_0004 t=0.2000\nwall time per 100 steps: 18.4 s",
        )
        .assistant("Snapshots now land exactly on multiples of 0.05. Wall time per 100 steps on 64 ranks: 18.4 s, the same as before the change.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["0.05"] },
      { kind: "instruction", keys: ["per 100 steps"] },
    ],
  },
  {
    id: "b79-preemption",
    build: (s) =>
      s
        .user("two of my 12h jobs died overnight without hitting the time limit. sacct says PREEMPTED. since when does that happen on compute??")
        .bash(
          "sacct -j 4430117,4430118 -X --format=JobID,State,Start,End -n; sacctmgr show qos urgent format=Name,Preempt,PreemptMode -n",
          "4430117   PREEMPTED 2026-11-16T21:02:11 2026-11-17T04:00:03\n4430118   PREEMPTED 2026-11-16T21:02:11 2026-11-17T04:00:03\n   urgent   normal   REQUEUE",
        )
        .assistant(
          "Both were preempted at exactly 04:00. The urgent QOS can preempt normal jobs with PreemptMode REQUEUE. Let me look at what runs in urgent at that time.",
        )
        .bash(
          "sacct -q urgent -S 2026-11-01 -X --format=Account,Start -n | awk '{print $1, substr($2,12,5)}' | sort | uniq -c",
          "      3 dwd-nwp 04:00\n      3 dwd-nwp 04:00\n      2 dwd-nwp 04:00",
        )
        .assistant(
          "Every urgent job in November belongs to the dwd-nwp account (the weather service) and starts at 04:00. So jobs on compute that are still running at 04:00 can be preempted and requeued by the weather service's forecast runs; that isn't announced anywhere but it's what the accounting shows.",
        )
        .user(
          "wonderful. ok so we have to live with preemption at 04:00. proposal from Jonas, which I like: --requeue plus --signal=B:USR1@120, and kelvin writes a checkpoint when it catches SIGUSR1 and restarts from the latest one automatically. let's go with that",
        )
        .file("Edit", "src/driver/signals.cpp")
        .file("Edit", "jobs/template.slurm")
        .bash(
          "sbatch --test-only jobs/template.slurm 2>&1 | head -1",
          "sbatch: Job 4431002 to start at 2026-11-17T11:20:00 using 128 processors on nodes nid001205 in partition compute",
        )
        .assistant(
          "The SIGUSR1 handler sets a flag that the main loop checks after each step, writes a checkpoint and exits with code 0; the template has --requeue and --signal=B:USR1@120.",
        )
        .user(
          "good. one thing to check later: after a requeue the history file has to be appended to, not overwritten. I think it currently truncates it. look at that next week, not today",
        )
        .stop("Not looked at yet."),
    planted: [
      { kind: "fact", keys: ["04:00"] },
      { kind: "decision", keys: ["sigusr1"] },
      { kind: "task", keys: ["history file"] },
    ],
  },
  {
    id: "b79-gpu-partition",
    build: (s) =>
      s
        .user("what's actually on the gpu partition nodes? I need to know before deciding the rank layout for the offload build")
        .bash(
          "scontrol show node nid200004 | grep -E 'Gres|RealMemory|CPUTot'; srun -p gpu -N1 -A phy-mhd-23 nvidia-smi --query-gpu=name,memory.total --format=csv,noheader",
          "   CPUTot=64 RealMemory=257000\n   Gres=gpu:a100:4\nNVIDIA A100-SXM4-40GB, 40960 MiB\nNVIDIA A100-SXM4-40GB, 40960 MiB\nNVIDIA A100-SXM4-40GB, 40960 MiB\nNVIDIA A100-SXM4-40GB, 40960 MiB",
        )
        .assistant(
          "Each gpu node has 4 A100 40GB (SXM4), 64 CPU cores and 256 GB host memory. For an OpenMP offload code, the common layouts are one MPI rank per GPU with 16 threads each, or several ranks sharing a GPU via MPS. With 40 GB per GPU, a 256^3 block per rank fits comfortably.",
        )
        .user("one rank per GPU, 16 OpenMP threads per rank, no MPS. I don't want to debug MPS on top of everything else")
        .file("Write", "jobs/gpu_template.slurm")
        .bash(
          "sbatch --test-only jobs/gpu_template.slurm",
          "sbatch: Job 4432011 to start at 2026-11-18T08:02:00 using 64 processors on nodes nid200004 in partition gpu",
        )
        .assistant("jobs/gpu_template.slurm requests --gpus-per-node=4, --ntasks-per-node=4, --cpus-per-task=16 and binds each rank to its closest GPU.")
        .user(
          "ok. what we still need is a proper benchmark of the HLLD offload kernel vs a full CPU node before we ask for more GPU hours, put that on the todo",
        )
        .stop("Added to the list."),
    planted: [
      { kind: "fact", keys: ["a100"] },
      { kind: "decision", keys: ["one rank per gpu"] },
      { kind: "task", keys: ["benchmark", "hlld"] },
    ],
  },
  {
    id: "b79-hdf5-deflate",
    build: (s) =>
      s
        .user(
          "I turned on gzip compression for the analysis dumps to save quota, and the write time went from 40 s to 170 s per snapshot at 64 nodes. log:\n\n[io] snapshot 12: 41.2 GB raw, 17.9 GB on disk, write 171.4 s\n[io] snapshot 11: 41.2 GB raw, 41.2 GB on disk, write 39.8 s",
        )
        .bash(
          "h5dump -p -H out/turb512_oct_b/snap_0012.h5 | grep -A2 FILTERS | head -3; grep -n 'H5Pset_dxpl_mpio' src/io/hdf5_writer.cpp",
          "      FILTERS {\n         COMPRESSION DEFLATE { LEVEL 4 }\n      }\n88:  H5Pset_dxpl_mpio(dxpl, H5FD_MPIO_COLLECTIVE);",
        )
        .assistant("Let me check whether the collective write is actually happening with the filter on. HDF5 can silently fall back to independent I/O.")
        .bash(
          "KELVIN_IO_DEBUG=1 srun -N 4 -n 512 ./build/bin/kelvin decks/turb_small.in --steps 1 --dump 2>&1 | grep -i 'mpio'",
          "[io] H5Pget_mpio_no_collective_cause: 0x20 (H5D_MPIO_DATA_TRANSFORMS)\n[io] actual io mode: H5D_MPIO_NO_COLLECTIVE",
        )
        .assistant(
          "Confirmed: with the deflate filter on, this HDF5 build (1.12.2 in the spack env) drops to independent I/O, so each rank writes its own compressed chunks and the Lustre locks serialize them. That's where the 4x comes from. HDF5 1.14 supports collective writes with filters, but that isn't installed here.",
        )
        .user(
          "ok then no compression on the dumps, we eat the quota. and while you're in the job template: set HDF5_USE_FILE_LOCKING=FALSE in every job script, Jonas says the center asks for it on Lustre",
        )
        .file("Edit", "src/io/hdf5_writer.cpp")
        .file("Edit", "jobs/template.slurm")
        .stop("Compression is off again, and the template exports HDF5_USE_FILE_LOCKING=FALSE."),
    planted: [
      { kind: "fact", keys: ["deflate"] },
      { kind: "decision", keys: ["compression"] },
      { kind: "instruction", keys: ["hdf5_use_file_locking"] },
    ],
  },
  {
    id: "b79-lena-access",
    build: (s) =>
      s
        .user(
          "Lena tried to submit her first job and got this:\n\nsbatch: error: Batch job submission failed: Invalid account or account/partition combination specified",
        )
        .bash("sacctmgr show assoc user=lmeyer format=account%20 -n", "       st-lmeyer-01")
        .assistant(
          "Her user lmeyer is only associated with her personal startup account st-lmeyer-01, not with phy-mhd-23, so a job script with --account=phy-mhd-23 is rejected. Only the PI of the project can add users to it, through the allocation portal.",
        )
        .user(
          "right, Marta is the PI, so that's on her. I'll ask her to add Lena to phy-mhd-23, remind me on Monday if it's still not done. for now let her run with her startup account, change her script",
        )
        .file("Edit", "jobs/lena_hall_test.slurm")
        .bash("sudo -u lmeyer sbatch --test-only jobs/lena_hall_test.slurm 2>&1 | tail -1", "sbatch: error: sudo not permitted", 1)
        .assistant("I changed the account in jobs/lena_hall_test.slurm to st-lmeyer-01. I can't test-submit as her, she'll have to run sbatch herself.")
        .user(
          "fine. and a general thing now that we have a student writing physics: no new physics module gets merged without a unit test in tests/unit that checks it against an analytic solution. applies to me too",
        )
        .stop("Understood."),
    planted: [
      { kind: "fact", keys: ["marta"] },
      { kind: "task", keys: ["lena", "phy-mhd-23"] },
      { kind: "instruction", keys: ["analytic"] },
    ],
  },
  {
    id: "b79-fortran-sum",
    build: (s) =>
      s
        .user(
          "the Fortran diagnostics also drift across decompositions, same as the C++ energy thing last week. mass flux through the boundary differs in the 15th digit",
        )
        .bash(
          "grep -n 'sum(' src/fortran/diagnostics.f90 | head -5; grep -c 'sum(' src/fortran/diagnostics.f90",
          "41:    flux_local = sum(fx(:, 1, :))\n67:    emag = sum(bx**2 + by**2 + bz**2)\n102:    call MPI_Allreduce(flux_local, flux_tot, 1, MPI_DOUBLE, MPI_SUM, comm, ierr)\n14",
        )
        .assistant(
          "Same pattern: 14 calls to the intrinsic sum() whose results go straight into MPI_Allreduce. I can add a Fortran binding to the ordered-gather routine from conserved.cpp, call it kelvin_ordered_sum, and route the global diagnostics through it.",
        )
        .user("do it, and convert the boundary flux one as the first user")
        .file("Write", "src/fortran/kelvin_reduce.f90")
        .file("Edit", "src/fortran/diagnostics.f90")
        .bash(
          "srun -n 64 ./build/bin/kelvin decks/sod3d.in --steps 100 | grep mflux; srun -n 128 ./build/bin/kelvin decks/sod3d.in --steps 100 | grep mflux",
          "mflux=-2.718281828459045e-03\nmflux=-2.718281828459045e-03",
        )
        .user(
          "perfect. from now on, any global diagnostic in Fortran goes through kelvin_ordered_sum, not intrinsic sum + Allreduce. the other 13 calls in diagnostics.f90 still need converting, I'll give that to Lena as a warm-up",
        )
        .stop("The boundary flux now matches across 64 and 128 ranks."),
    planted: [
      { kind: "instruction", keys: ["kelvin_ordered_sum"] },
      { kind: "task", keys: ["13", "diagnostics.f90"] },
    ],
  },
  {
    id: "b79-pfunit",
    build: (s) =>
      s
        .user("the Fortran unit tests are hand-rolled programs that print PASS or FAIL and ctest greps for it. it's fragile. is there something better?")
        .bash(
          "ls tests/unit/*.f90; spack find pfunit",
          "tests/unit/test_eos_fortran.f90\ntests/unit/test_kinds.f90\ntests/unit/test_rad_moments.f90\n==> 1 installed package\n-- linux-sles15-zen3 / gcc@12.3.0 ----\npfunit@4.8.0",
        )
        .assistant(
          "pFUnit 4.8 is already in the spack environment. It gives you assertEqual with tolerances, test fixtures, MPI-parallel tests and ctest integration through add_pfunit_ctest. The other common choice is test-drive, which is lighter but has no MPI support. Since kelvin's Fortran is MPI-parallel, pFUnit fits better.",
        )
        .user("pFUnit then. convert test_kinds as a sample so I can see what it looks like")
        .file("Write", "tests/unit/test_kinds.pf")
        .file("Edit", "tests/unit/CMakeLists.txt")
        .bash("ctest --test-dir build -R kinds --output-on-failure | tail -1", "1/1 Test #44: test_kinds_pf ....................   Passed    0.12 sec")
        .assistant("test_kinds.pf runs through add_pfunit_ctest and passes. test_eos_fortran and test_rad_moments are still the old style.")
        .user("nice. test_eos_fortran should be ported next, it's the one that breaks most")
        .stop("test_eos_fortran is not ported yet."),
    planted: [
      { kind: "decision", keys: ["pfunit"] },
      { kind: "task", keys: ["test_eos_fortran"] },
    ],
  },
  {
    id: "b79-empty-seff",
    build: (s) =>
      s
        .user("can you check how efficient last night's run was? job 4430901")
        .bash(
          "seff 4430901",
          "Job ID: 4430901\nState: COMPLETED (exit code 0)\nNodes: 16\nCores per node: 128\nCPU Efficiency: 94.12% of 2048-00:00:00 core-walltime\nMemory Utilized: 1.47 TB\nMemory Efficiency: 35.89% of 4.10 TB",
        )
        .assistant(
          "CPU efficiency 94%, which is good for an MPI code with halo exchanges. Memory use was 1.47 TB of 4.1 TB across 16 nodes, so about 36%. That only says the run fits with room to spare; I wouldn't read more into it.",
        )
        .user("hm, could we run it on 8 nodes then? just wondering")
        .assistant(
          "Memory-wise 1.47 TB would fit on 8 nodes (2 TB), at 72% usage. Whether it's worth it depends on the wall time: at 83% parallel efficiency the 8-node run would take roughly 1.7x longer. It's a trade-off between queue wait and run time that I can't predict from seff alone.",
        )
        .user("ok, I'll think about it. thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b79-empty-explain-limiter",
    build: (s) =>
      s
        .user(
          "Lena asked me what the 'mc' in plm_reconstruct means and I realized I don't remember the details either. can you explain what the code does there?",
        )
        .file("Read", "src/recon/plm.cpp")
        .assistant(
          "'mc' is the monotonized central limiter (van Leer 1977). In plm.cpp, for each cell the code computes the left, right and centred differences of the primitive variables, dL = q_i - q_{i-1}, dR = q_{i+1} - q_i, dC = (dL + dR)/2, and takes slope = minmod(dC, 2 dL, 2 dR): if dL and dR have opposite signs (a local extremum) the slope is zero, otherwise it's the centred difference clipped to twice the smaller one-sided difference. Compared to minmod it's less diffusive at smooth extrema-free regions; compared to superbee it's less compressive. The code applies it in characteristic variables when recon_char = true in the deck, otherwise in primitives.",
        )
        .user("and the factor 2 there, is that what makes it TVD?")
        .assistant(
          "Yes, the factor 2 is the largest that keeps the reconstruction TVD for a CFL number up to 1 in 1D (it's the boundary of Sweby's TVD region for slope limiters). A larger factor would allow new extrema.",
        )
        .user("great, that's enough for her. thanks!")
        .stop(),
    planted: [],
  },
  {
    id: "b79-profiler-choice",
    build: (s) =>
      s
        .user("What profiler should I use for the MPI communication part? I've used gprof before but that doesn't know about MPI.")
        .bash("module avail 2>&1 | grep -iE 'perftools|score-p|hpctoolkit|linaro'", "perftools-base/24.03.0   score-p/8.4   linaro-forge/24.0")
        .assistant(
          "Available here: CrayPat (perftools), Score-P (with Vampir for traces), and Linaro Forge (MAP/DDT). For a first look at where MPI time goes, CrayPat's sampling mode is the lowest effort since it works with the Cray compiler wrappers; Score-P gives the most detail for message patterns; MAP has the nicest GUI. Which matters more to you, a quick summary or full traces?",
        )
        .user("no idea honestly. Jonas used one of them last year for the halo exchange, let me ask him which one before we pick anything")
        .assistant(
          "Sounds good. If it helps the conversation with him: CrayPat needs a rebuild with perftools-lite loaded, Score-P needs the scorep compiler wrapper, MAP works on the existing binary if it has debug symbols.",
        )
        .stop(),
    planted: [],
  },
  {
    id: "b79-empty-typo",
    build: (s) =>
      s
        .user("there's a typo in the usage string, it says 'kelivn' instead of 'kelvin'. fix pls")
        .bash("grep -rn 'kelivn' src/", 'src/main.cpp:23:  std::fprintf(stderr, "usage: kelivn <deck.in> [options]\\n");')
        .file("Edit", "src/main.cpp")
        .assistant("Fixed in src/main.cpp line 23.")
        .user("thx. can you also run the unit tests quickly")
        .bash("ctest --test-dir build -LE mpi 2>&1 | tail -2", "100% tests passed, 0 tests failed out of 41\nTotal Test time (real) =   7.91 sec")
        .assistant("All 41 non-MPI unit tests pass.")
        .stop(),
    planted: [],
  },
  {
    id: "b79-empty-queue-chat",
    build: (s) =>
      s
        .user("how busy is the queue right now? I'm thinking about submitting the 64-node run before the weekend")
        .bash("squeue -p compute -h -t PD | wc -l; sinfo -p compute -h -o '%A'", "1287\n1891/213")
        .assistant(
          "1287 jobs pending in compute, 1891 nodes allocated and 213 idle. A 64-node job would probably need backfill; the estimate depends on your time limit. Want me to check with sbatch --test-only?",
        )
        .user("yeah do that with 8 hours")
        .bash(
          "sbatch --test-only -N 64 -t 08:00:00 -A phy-mhd-23 jobs/turb512.slurm",
          "sbatch: Job 4421004 to start at 2026-11-14T19:40:00 using 8192 processors on nodes nid[002048-002111] in partition compute",
        )
        .assistant("Estimated start Friday 19:40, so it would run over Friday night.")
        .user("ok cool, maybe. I'll decide after lunch. the coffee machine on our floor is broken again btw so I'm going to the other building, brb")
        .stop(),
    planted: [],
  },
  {
    id: "b79-empty-log-quotes",
    build: (s) =>
      s
        .user(
          "What does this warning in the job log mean? It shows up every run:\n\nMPICH WARNING: OFI is always using a fallback provider; performance must be expected to degrade.\nMPICH NOTE: never set FI_CXI_RX_MATCH_MODE=software for jobs > 256 ranks.\nTODO(cray): remove this notice in 8.1.30",
        )
        .bash("env | grep -E '^FI_|^MPICH_' | sort", "FI_CXI_RX_MATCH_MODE=hybrid\nMPICH_OFI_NIC_POLICY=NUMA")
        .assistant(
          "These are informational lines printed by cray-mpich at startup, not errors from kelvin. The first one appears when the libfabric provider falls back from the preferred path; in your environment FI_CXI_RX_MATCH_MODE is hybrid, which is the setting the second note recommends, so you're not in the case it warns about. The TODO line is the vendor's own leftover. I don't see anything you need to change for your job sizes, but I can't tell from the log alone whether the fallback actually costs anything. Do you want me to compare with an osu_bw run?",
        )
        .user("nah, not worth it. as long as it's not our bug")
        .stop("It isn't from kelvin."),
    planted: [],
  },
  {
    id: "b79-empty-hypothesis",
    build: (s) =>
      s
        .user(
          "The Orszag-Tang run at 1024^2 shows a weird checkerboard in divB near the X-point around t=0.5. Could it be the constrained transport corner EMF averaging? Or maybe the PLM limiter? I don't know, just thinking out loud.",
        )
        .bash(
          "python tools/plot_divb.py out/ot1024_0050.h5 --stats",
          "max |divB| = 3.7e-13\nmean |divB| = 4.1e-15\npattern: alternating sign, wavelength 2 cells, localized x in [0.48, 0.53]",
        )
        .assistant(
          "max |divB| is 3.7e-13, which is round-off level for CT, so the constraint is still satisfied to machine precision. The alternating-sign, 2-cell pattern does look like an odd-even decoupling, which the simple arithmetic averaging of corner EMFs can produce; the Gardiner-Stone upwinded average is meant to avoid it. But at 1e-13 it could equally just be round-off being visualized with a very tight color scale. I wouldn't conclude anything without comparing against a run with the upwinded EMF.",
        )
        .user("hm. maybe. could also be the limiter. I'll think about it, let's not change anything yet")
        .assistant("Okay, nothing changed.")
        .stop(),
    planted: [],
  },
  {
    id: "b79-empty-status",
    build: (s) =>
      s
        .user("where are we with the blast wave comparisons? I lost track")
        .bash(
          "ls out/blast_cmp/ && tail -3 out/blast_cmp/summary.txt",
          "athena.h5  kelvin_plm.h5  kelvin_ppm.h5  summary.txt\nkelvin_plm vs athena: L1(rho) = 2.31e-3\nkelvin_ppm vs athena: L1(rho) = 1.07e-3\nshock radius at t=0.2: 0.3412 / 0.3409 / 0.3410",
        )
        .assistant(
          "All three runs finished. PLM differs from the Athena++ reference by 2.3e-3 in L1 density, PPM by 1.1e-3, and the shock radius at t=0.2 agrees to within 0.1% across all three. I made the comparison plots yesterday; they're in out/blast_cmp/*.png.",
        )
        .user("ok nice, thanks. can you print the plm vs ppm timing too")
        .bash("grep 'wall' out/blast_cmp/*.log", "out/blast_cmp/kelvin_plm.log:wall time: 412.8 s\nout/blast_cmp/kelvin_ppm.log:wall time: 538.1 s")
        .assistant("PLM took 413 s, PPM 538 s, so PPM is about 30% more expensive for half the L1 error.")
        .stop(),
    planted: [],
  },
  {
    id: "b79-empty-withdrawn",
    build: (s) =>
      s
        .user("I'm tempted to switch the whole code to single precision for the GPU port, it'd halve memory traffic. thoughts?")
        .assistant(
          "It would halve the bandwidth, and the flux kernels are memory bound, so maybe 1.6-1.8x. The risks: total energy conservation in float32 drifts noticeably over 10^5 steps, the pressure in strongly magnetized regions comes from E - B^2/2 - rho v^2/2, which loses most of its significant digits in float32 at plasma beta ~0.01, and CT's divB would be at 1e-6 rather than 1e-13. A mixed approach (float32 for reconstruction, float64 for the conserved update) is sometimes used.",
        )
        .user("yeah the low-beta pressure thing kills it. forget I asked, was a dumb idea")
        .assistant("Not dumb, the bandwidth argument is real; it's just the low-beta regions that make it hard.")
        .user("can you just check how much memory the 1024^3 run uses per node right now")
        .bash("sacct -j 4401877 --format=MaxRSS,NNodes -n | head -2", "    187.3G        64")
        .assistant("187 GB max RSS per node on 64 nodes for the 1024^3 run, out of 256 GB.")
        .stop(),
    planted: [],
  },
  {
    id: "b79-empty-question-only",
    build: (s) =>
      s
        .user(
          "Quick physics question not about the code: in ideal MHD with a strong guide field, is the Alfvén crossing time or the sound crossing time the right normalization for the reconnection rate? Referee is asking.",
        )
        .assistant(
          "The standard normalization is the Alfvén speed based on the reconnecting (in-plane) field component, not the guide field: the rate is quoted as v_in / v_A,x, which typically comes out around 0.01 to 0.1 depending on whether reconnection is plasmoid-mediated or collisionless. The sound speed doesn't enter the usual normalization. With a strong guide field some papers also quote it relative to the total Alfvén speed, so the referee may want you to say which one you used explicitly.",
        )
        .user("ok, that's what I thought. and does the guide field change the rate much in your experience?")
        .assistant(
          "In resistive MHD a guide field mostly adds compressibility effects and changes the rate modestly; in Hall MHD it matters more because it suppresses the quadrupolar structure. I'd cite Huba 2005 and the GEM challenge variants rather than rely on my summary.",
        )
        .user("good, I'll look those up. thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b79-empty-diff-review",
    build: (s) =>
      s
        .user("can you review Lena's diff on the Hall branch before I look at it? just tell me what you see, don't change anything")
        .bash(
          "git diff develop...lena/hall --stat",
          " src/physics/hall.cpp       | 142 +++++++++++\n src/physics/induction.cpp  |  18 +-\n tests/unit/test_hall.cpp   |  64 +++++\n 3 files changed, 219 insertions(+), 5 deletions(-)",
        )
        .file("Read", "src/physics/hall.cpp")
        .assistant(
          "Overall it looks careful. Things I noticed:\n- hall.cpp computes the current J = curl B at cell centres and then averages to edges; for CT it's more natural to compute J at edges directly, which avoids an extra averaging stencil. Not wrong, just more diffusive.\n- induction.cpp: the Hall EMF is added after the upwinding of the ideal EMF, which is fine.\n- test_hall.cpp checks the whistler dispersion relation at two k values; might be worth a third near the grid scale.\n- One comment in hall.cpp says 'TODO: must always check ne > 0 here, never divide by zero' but the check isn't there.\nI haven't changed anything.",
        )
        .user("thanks, I'll pass that on to her")
        .stop(),
    planted: [],
  },
  {
    id: "b79-empty-runs-tests",
    build: (s) =>
      s
        .user("run the full mpi test suite on a debug node and tell me if anything is red")
        .bash(
          "salloc -p debug -N 2 -t 00:20:00 -A phy-mhd-23 ctest --test-dir build -L mpi 2>&1 | tail -4",
          "salloc: Granted job allocation 4422310\n97% tests passed, 1 tests failed out of 33\nThe following tests FAILED:\n\t 27 - mpi_halo_periodic_8 (Failed)",
        )
        .assistant("One failure out of 33: mpi_halo_periodic_8. Let me look at its output.")
        .bash(
          "ctest --test-dir build -R mpi_halo_periodic_8 --output-on-failure 2>&1 | grep -i error | head -3",
          "srun: error: Unable to create step for job 4422310: Requested node configuration is not available",
        )
        .assistant(
          "It didn't actually fail in kelvin: the test wants 8 ranks with 64 cores each, which didn't fit in the 2-node allocation at that moment. When I rerun it alone it passes.",
        )
        .bash(
          "salloc -p debug -N 2 -t 00:10:00 -A phy-mhd-23 ctest --test-dir build -R mpi_halo_periodic_8 2>&1 | tail -1",
          "100% tests passed, 0 tests failed out of 1",
        )
        .assistant("All 33 MPI tests pass.")
        .stop(),
    planted: [],
  },
];

export const BLIND79 = plantedSet(BLIND79_SESSIONS, Date.UTC(2026, 10, 7, 9));
