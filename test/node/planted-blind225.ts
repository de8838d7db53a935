/**
 * Blind planted set 225 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a scientist maintaining a Fortran/Python climate model (atmosphere, ocean, sea ice, post-processing)
 * on an HPC cluster; careful and precise, many numbers and units (s, K, W m-2, ppm, node-hours), cdo/ncdump
 * output, Slurm jobs, namelists.
 * Each session is one segment; the items planted in it are listed with it: 68 items (17 decisions, 18 instructions,
 * 17 facts, 16 tasks) in 51 sessions, 11 of which plant nothing (54 user/assistant messages between them). Every other message
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

export const BLIND225_SESSIONS: BlindSession[] = [
  {
    id: "b225-bitrepro-fastmath",
    build: (s) =>
      s
        .user("The 10-day regression against the reference run fails since the compiler bump to gfortran 13.2. Can you look at where the differences start?")
        .bash(
          "cdo diffn out/ref_t63_10d.nc out/new_t63_10d.nc | tail -4",
          "   142 of 147 records differ\n  ta    max abs diff 3.81e-11 K\n  ua    max abs diff 1.22e-12 m s-1\n  ps    max abs diff 4.02e-09 Pa",
        )
        .assistant(
          "Every prognostic field differs at round-off level (3.8e-11 K in ta). One possibility is FMA contraction, another is the reordering of reductions. I'll try the build without -ffast-math first.",
        )
        .bash(
          "make clean && make FFLAGS='-O2 -fdefault-real-8' -j 16 && ./run_ref.sh t63 10d && cdo diffn out/ref_t63_10d.nc out/new_t63_10d.nc | tail -1",
          "   0 of 147 records differ",
        )
        .assistant(
          "Confirmed: with -ffast-math removed the new build is identical to the reference, 0 of 147 records differ. The flag lets gfortran 13 reorder the global sums in the Helmholtz solver, which is where the round-off comes from.",
        )
        .user(
          "Good, that matches what I saw on the ifort build last year. Take -ffast-math out of the gfortran flags in CMakeLists. And from now on, any change that touches the dynamical core has to be bit-for-bit against the reference at 10 model days, checked with cdo diffn, before you hand it back to me.",
        )
        .file("Edit", "CMakeLists.txt")
        .stop("Removed -ffast-math from the GNU flags in CMakeLists.txt; the 10-day run is bit-identical to the reference."),
    planted: [
      { kind: "fact", keys: ["fast-math", "helmholtz"] },
      { kind: "instruction", keys: ["bit-for-bit", "diffn"] },
    ],
  },
  {
    id: "b225-noleap-calendar",
    build: (s) =>
      s
        .user("Does xarray decode a noleap time axis on its own or do we need use_cftime=True?")
        .assistant(
          "With a non-standard calendar xarray falls back to cftime objects automatically, but it warns; passing use_cftime=True makes it explicit and silences the warning.",
        )
        .user(
          "OK. Then let's settle the calendar question: we go with the 365-day noleap calendar for all the CMIP runs, not proleptic_gregorian. Leap days cause more trouble in the ocean forcing than they are worth.",
        )
        .file("Edit", "namelists/cmip_common.nml")
        .bash("grep -n calendar namelists/cmip_common.nml", "14:  calendar = 'noleap'")
        .assistant("Set calendar = 'noleap' in cmip_common.nml (line 14).")
        .user(
          "Thanks. One thing for later, not today: postproc/annual_means.py still assumes a 360_day calendar when it builds the weights, that has to be fixed before we start the next ensemble.",
        )
        .stop("Noted; I left annual_means.py untouched for now."),
    planted: [
      { kind: "decision", keys: ["noleap"] },
      { kind: "task", keys: ["annual_means"] },
    ],
  },
  {
    id: "b225-t127-timestep",
    build: (s) =>
      s
        .user("The T127 test run crashed after 6 hours of model time. Log is in logs/t127_dt2400.err")
        .bash(
          "tail -3 logs/t127_dt2400.err",
          " STEP    9  max CFL =  1.37  at lev 3, lat  71.3N\n ERROR: CFL criterion violated, aborting\n MPI_ABORT was invoked on rank 41",
        )
        .assistant(
          "The vertical CFL number reaches 1.37 near the model top at 71°N. At T127 the grid spacing is ~104 km, so a 2400 s step is too long for the polar jet. Shall I try 1800 s and 1200 s?",
        )
        .user("yes both, 3 days each")
        .bash(
          "for dt in 1800 1200; do ./run.sh t127 3d dt=$dt | grep 'max CFL' | sort -k5 -n | tail -1; done",
          " dt=1800  max CFL =  1.04  at lev 2, lat  70.9N\n dt=1200  max CFL =  0.71  at lev 3, lat  71.1N",
        )
        .assistant(
          "1800 s still exceeds 1 (1.04); 1200 s stays at 0.71 over 3 days. So at T127 the model violates the CFL criterion at 2400 s and 1800 s, and 1200 s is the largest step of the three that's stable.",
        )
        .user("Then it's 1200 s for T127 from now on. T63 stays at 1800 s, that one has been fine for years.")
        .file("Edit", "configs/t127.nml")
        .stop("configs/t127.nml now has dt = 1200."),
    planted: [
      { kind: "fact", keys: ["2400", "cfl"] },
      { kind: "decision", keys: ["1200", "t127"] },
    ],
  },
  {
    id: "b225-levante-account",
    build: (s) =>
      s
        .user(
          "Before you submit anything: our project account on levante is bb1152, we have 120 000 node-hours for this allocation period and about 38 000 are left. And please never run the full-year test on the login nodes, it got us a warning from the admins in March. Submit it with sbatch on the compute partition.",
        )
        .bash("sacctmgr show assoc user=$USER format=account%10,partition%12 | tail -2", "    bb1152      compute\n    bb1152       shared")
        .file("Read", "scripts/year1.sh")
        .assistant("year1.sh already requests --partition=compute and --account=bb1152 with 8 nodes for 4 h. Submitting it now.")
        .bash("sbatch scripts/year1.sh", "Submitted batch job 7730412")
        .stop("Job 7730412 is queued on compute under bb1152."),
    planted: [
      { kind: "fact", keys: ["bb1152"] },
      { kind: "instruction", keys: ["login nodes"] },
    ],
  },
  {
    id: "b225-solar-constant",
    build: (s) =>
      s
        .user("Where does the solar constant come from in the radiation setup? I'm seeing 1365 in the namelist.")
        .bash(
          "grep -rn solar_const namelists/ src/rad/",
          "namelists/atm.nml:22:  solar_const = 1365.0   ! W m-2\nsrc/rad/mo_rad_setup.f90:88:  REAL(wp) :: solar_const = 1365.0_wp",
        )
        .assistant(
          "It's hard-coded as 1365 W m-2 both as the Fortran default and in atm.nml. That's the old value; the TIM/SORCE-based total solar irradiance is 1361 W m-2 (Kopp & Lean 2011), which is also what the CMIP6 solar forcing averages to over 1850–1873. I'd propose setting 1361.0 in both places.",
        )
        .user("Hm, or we could read it from the CMIP6 solar file directly...")
        .user("no, too much plumbing for now. Yes, 1361, do it in both places.")
        .file("Edit", "namelists/atm.nml")
        .file("Edit", "src/rad/mo_rad_setup.f90")
        .stop("solar_const is 1361.0 W m-2 in atm.nml and in the mo_rad_setup.f90 default."),
    planted: [{ kind: "decision", keys: ["1361"] }],
  },
  {
    id: "b225-pyrad-f2py",
    build: (s) =>
      s
        .user("import pyrad fails in the postproc env: undefined symbol __mo_rrtm_sw_MOD_sw_driver. What happened?")
        .bash(
          "python -c 'import pyrad'",
          "ImportError: /home/k203/pyrad/_pyrad.cpython-311-x86_64-linux-gnu.so: undefined symbol: __mo_rrtm_sw_MOD_sw_driver",
          1,
        )
        .assistant(
          "The f2py extension was built against the old rrtm_sw.F90, which renamed sw_driver last week. pyrad isn't part of the CMake graph, so the main build never rebuilds it; the wrapper has to be rebuilt by hand with `make pyrad` whenever the radiation sources change.",
        )
        .bash("make pyrad && python -c 'import pyrad; print(pyrad.__version__)'", "f2py: building _pyrad ...\n0.9.3")
        .user(
          "Good. And run the python tests with `pytest -m 'not slow'` locally please, the slow ones need ~40 GB of memory and only make sense on the ppn nodes.",
        )
        .bash("pytest -m 'not slow' -q tests/pyrad", "18 passed, 6 deselected in 41.2s")
        .stop("pyrad rebuilt; 18 fast tests pass."),
    planted: [
      { kind: "fact", keys: ["pyrad", "cmake"] },
      { kind: "instruction", keys: ["not slow"] },
    ],
  },
  {
    id: "b225-single-precision-rad",
    build: (s) =>
      s
        .user(
          "I've been thinking about the mixed-precision idea. Decision: we keep double precision (real(8)) everywhere in the dynamics and the ocean, and switch to single precision only in the radiation scheme. Radiation is 40% of the runtime and the errors there are far below the uncertainty of the optics anyway.",
        )
        .assistant(
          "Understood. I'll introduce a kind parameter `rp` in mo_kind.f90 for the radiation code and set it to sp, leaving `wp` at dp. Should the fluxes handed back to the dynamics be converted to wp at the interface?",
        )
        .user("Yes, convert at the interface.")
        .file("Edit", "src/shared/mo_kind.f90")
        .file("Edit", "src/rad/mo_rad_interface.f90")
        .bash("make -j 16 2>&1 | tail -1 && ./run.sh t63 1d | grep 'time per step'", "[100%] Built target echam\n time per step:  0.412 s  (was 0.655 s)")
        .assistant("Built and ran 1 day at T63: 0.412 s per step against 0.655 s before, a 37% speed-up.")
        .user(
          "Nice. Once the 30-year test is done we still have to check the TOA energy budget drift with single-precision radiation, I want it below 0.1 W m-2 per century. Not now, the 30-year run needs the queue first.",
        )
        .stop("Leaving the drift check for after the 30-year run."),
    planted: [
      { kind: "decision", keys: ["single precision", "radiation"] },
      { kind: "task", keys: ["drift"] },
    ],
  },
  {
    id: "b225-icemod-owner",
    build: (s) =>
      s
        .user("Can you fix the unused-variable warnings in icemod/mo_ice_thermo.f90? There are 14 of them.")
        .assistant("Before I touch it: the file header says the sea-ice module is maintained by Ines Hartmann. Is it fine for me to edit it directly?")
        .user(
          "Right, good catch. Ines owns icemod, every change in there goes through her review. Make the change on a branch and I'll send it to her. Also, commit messages get the module prefix, like `icemod: drop unused variables` or `ocean: ...`, it's how we generate the changelog.",
        )
        .bash("git switch -c icemod-unused-vars", "Switched to a new branch 'icemod-unused-vars'")
        .file("Edit", "icemod/mo_ice_thermo.f90")
        .bash(
          "make -j 16 2>&1 | grep -c 'Unused variable'; git commit -am 'icemod: drop unused variables in mo_ice_thermo'",
          "0\n[icemod-unused-vars 3f1c2d7] icemod: drop unused variables in mo_ice_thermo\n 1 file changed, 14 deletions(-)",
        )
        .stop("The 14 unused variables are gone, committed on the icemod-unused-vars branch for Ines's review."),
    planted: [
      { kind: "fact", keys: ["ines", "icemod"] },
      { kind: "instruction", keys: ["prefix"] },
    ],
  },
  {
    id: "b225-spinup-tape",
    build: (s) =>
      s
        .user("Where are the pre-industrial spin-up restarts? I need the year-1200 state for the new control run.")
        .bash(
          "ls -d /work/bb1152/spinup/*/ && ls /work/bb1152/spinup/pi_1200/restart | tail -2",
          "/work/bb1152/spinup/pi_0500/\n/work/bb1152/spinup/pi_1200/\nrestart_pi_11990101.nc\nrestart_pi_12000101.nc",
        )
        .assistant(
          "The pre-industrial spin-up (1200 model years) is in /work/bb1152/spinup/pi_1200/; the final state is restart/restart_pi_12000101.nc. There's also an older 500-year one in pi_0500.",
        )
        .user(
          "Right, pi_1200 is the one, pi_0500 is the old 500 year attempt with the wrong ocean albedo. Link the year-1200 restart into the control run directory. Oh and remind me to archive the spin-up restarts to tape before the quota review on the 15th, /work is at 91%.",
        )
        .bash(
          "ln -s /work/bb1152/spinup/pi_1200/restart/restart_pi_12000101.nc runs/picontrol/restart_init.nc && ls -l runs/picontrol/restart_init.nc",
          "lrwxrwxrwx 1 k203 bb1152 63 Nov  4 10:12 runs/picontrol/restart_init.nc -> /work/bb1152/spinup/pi_1200/restart/restart_pi_12000101.nc",
        )
        .stop("Linked the year-1200 restart as runs/picontrol/restart_init.nc."),
    planted: [
      { kind: "fact", keys: ["pi_1200"] },
      { kind: "task", keys: ["tape"] },
    ],
  },
  {
    id: "b225-cf-units",
    build: (s) =>
      s
        .user("The CMOR check complains about our tas output. Here's what ncdump says.")
        .bash(
          "ncdump -h out/atm_mon_1850.nc | grep -A3 'float tas'",
          '\tfloat tas(time, lat, lon) ;\n\t\ttas:units = "degC" ;\n\t\ttas:comment = "always written at 2 m, never interpolated" ;\n\t\ttas:_FillValue = 1.e+20f ;',
        )
        .assistant("tas is written in degC. CMOR expects K. The offset is applied in mo_output.f90 line 312.")
        .user(
          "That conversion was a hack for a student's plots years ago. Remove it. General rule for output from now on: every variable gets CF-compliant units attributes, K not degC, Pa not hPa, kg m-2 s-1 for precipitation, and no conversion for convenience inside the model.",
        )
        .file("Edit", "src/io/mo_output.f90")
        .bash("./run.sh t42 1mo && ncdump -h out/atm_mon_1850.nc | grep 'tas:units'", '\t\ttas:units = "K" ;')
        .stop("tas is now written in K."),
    planted: [{ kind: "instruction", keys: ["cf-compliant"] }],
  },
  {
    id: "b225-ghg-input4mips",
    build: (s) =>
      s
        .user("What pre-industrial CO2 do we actually run with? Someone said 280.")
        .bash("grep -n co2 namelists/forcing_pi.nml", "5:  co2_vmr = 284.3e-6   ! 1850, CMIP6 (Meinshausen et al. 2017)")
        .assistant("It's 284.3 ppm (co2_vmr = 284.3e-6), the CMIP6 value for 1850 from Meinshausen et al. (2017), not 280.")
        .user(
          "Good, 284.3 is right. For the historical runs the namelist values are a pain though. We'll read the greenhouse gas concentrations from the input4MIPs NetCDF files instead of the hard-coded namelist values. The files are in /pool/data/input4MIPs already.",
        )
        .bash("ls /pool/data/input4MIPs/CMIP6/CMIP/UoM/ | head -3", "UoM-CMIP-1-2-0\nUoM-CMIP-1-1-0\nUoM-AIM-ssp370-1-2-1")
        .assistant(
          "I'll add a reader for the UoM-CMIP-1-2-0 global-mean files (CO2, CH4, N2O, CFC-11-eq, CFC-12) with annual interpolation to the model time step, and keep the namelist values as the fallback for idealised runs.",
        )
        .file("Write", "src/forcing/mo_ghg_input4mips.f90")
        .stop("Added mo_ghg_input4mips.f90; it compiles, not yet hooked into the time loop."),
    planted: [
      { kind: "fact", keys: ["284.3"] },
      { kind: "decision", keys: ["input4mips"] },
    ],
  },
  {
    id: "b225-fprettify",
    build: (s) =>
      s
        .user("fix the indentation in mo_ocean_eos.f90, it's all over the place after the merge")
        .bash("fprettify --indent 3 --diff src/ocean/mo_ocean_eos.f90 | grep -c '^[-+]'", "212")
        .assistant("212 changed lines, all whitespace. Applying it.")
        .bash(
          "fprettify --indent 3 src/ocean/mo_ocean_eos.f90 && git diff --stat",
          " src/ocean/mo_ocean_eos.f90 | 212 +++++++-------\n 1 file changed, 106 insertions(+), 106 deletions(-)",
        )
        .user(
          "thx. Actually, just run fprettify with --indent 3 on every Fortran file you touch, then we don't get these merges again. But in a separate commit from the real change, so the diffs stay readable.",
        )
        .stop("Committed the reformatting on its own."),
    planted: [{ kind: "instruction", keys: ["fprettify"] }],
  },
  {
    id: "b225-halo-columns",
    build: (s) =>
      s
        .user("The 512-rank run at T63 gives garbage in the tropics while 256 ranks is fine. Any idea? Output: out/t63_512/atm_day_0003.nc")
        .bash("python tools/columns_per_rank.py --grid t63 --ranks 256 512", "ranks=256  min columns/rank=72  max=72\nranks=512  min columns/rank=3   max=36")
        .assistant(
          "With 512 ranks some ranks near the equator get only 3 columns. mo_exchange.f90 sends a halo of width 4 without checking the local size, so those ranks read beyond their own block.",
        )
        .bash(
          "./run.sh t63 3d ranks=512 decomp=balanced | grep 'min columns'; cdo diffn out/t63_256/atm_day_0003.nc out/t63_512/atm_day_0003.nc | tail -1",
          "min columns/rank=36\n   0 of 147 records differ",
        )
        .assistant(
          "Confirmed: with the balanced decomposition every rank has at least 36 columns and 512 ranks reproduce the 256-rank result exactly. The halo exchange in mo_exchange.f90 requires at least 4 columns per MPI rank; with fewer it silently produces wrong results.",
        )
        .user(
          "Ugh, silently. OK. TODO for next week: add an assert in the decomposition so the model aborts with a clear message when any rank has fewer than 4 columns. Don't do it now, I want to talk to Jonas about the decomposition first.",
        )
        .stop("Understood, no code changes; the balanced decomposition works for the 512-rank run."),
    planted: [
      { kind: "fact", keys: ["halo", "4 columns"] },
      { kind: "task", keys: ["assert"] },
    ],
  },
  {
    id: "b225-ensemble-members",
    build: (s) =>
      s
        .user("Status of the historical ensemble?")
        .bash(
          "squeue -u $USER -o '%.10i %.20j %.8T %.10M' | tail -4; grep -l 'NODE_FAIL' logs/hist_m*/slurm-*.out",
          "   7731020          hist_m08  RUNNING   11:02:13\n   7731021          hist_m09  RUNNING   10:58:40\n   7731022          hist_m10  PENDING       0:00\nlogs/hist_m07/slurm-7729801.out",
        )
        .assistant("Members 8 and 9 are running, 10 is pending. Member 7 died with NODE_FAIL at model year 1893 (year 43 of the run); members 1–6 finished.")
        .user(
          "Annoying. We need to rerun member 7 from its last restart, but only after 10 is through, the queue is too full. About the design of the next ensemble, I was considering 20 members, but let's not; ok let's go with 10 members again and perturb the initial SST by 1e-5 K like this time, that worked.",
        )
        .file("Edit", "ensembles/ssp245/design.yaml")
        .stop("design.yaml for ssp245 now lists 10 members with 1e-5 K SST perturbations."),
    planted: [
      { kind: "task", keys: ["member 7"] },
      { kind: "decision", keys: ["1e-5"] },
    ],
  },
  {
    id: "b225-xarray-chunks",
    build: (s) =>
      s
        .user("The monthly climatology script gets OOM-killed. It's postproc/clim_monthly.py.")
        .file("Read", "postproc/clim_monthly.py")
        .assistant(
          "It does xr.open_dataset on each of the 165 yearly files and concatenates them with .load(), so the 3D ocean temperature (75 levels, 1/4°) ends up fully in memory: roughly 410 GB.",
        )
        .user(
          "yeah that's what I suspected. I prefer open_mfdataset with parallel=True and chunks of one year (time=12 for monthly), and never .load() full 3D fields. Please apply that in all postproc scripts you work on from now on. The ppn02 node has 512 GB of RAM but other people use it too.",
        )
        .file("Edit", "postproc/clim_monthly.py")
        .bash("/usr/bin/time -v python postproc/clim_monthly.py --var thetao 2>&1 | grep 'Maximum resident'", "\tMaximum resident set size (kbytes): 23817452")
        .stop("clim_monthly.py now peaks at ~24 GB instead of being OOM-killed."),
    planted: [
      { kind: "instruction", keys: ["open_mfdataset"] },
      { kind: "fact", keys: ["ppn02", "512"] },
    ],
  },
  {
    id: "b225-tke-mixing",
    build: (s) =>
      s
        .user(
          "For the vertical mixing in the ocean: I proposed KPP two weeks ago, but after Tuesday's meeting with the ocean group we're switching from Pacanowski-Philander to the TKE scheme instead. KPP's boundary-layer depth gave us too shallow mixed layers in the Southern Ocean.",
        )
        .bash("grep -n vmix namelists/ocean.nml", "31:  vmix_scheme = 'pp'\n32:  pp_nu0 = 1.0e-2")
        .assistant("Switching vmix_scheme to 'tke' with the default TKE constants (c_k = 0.1, c_eps = 0.7). The pp_ parameters can stay, they're ignored then.")
        .file("Edit", "namelists/ocean.nml")
        .bash("./run.sh ocean_r2b6 10d && cdo fldmean -sellevel,25 -selname,tke out/ocean_day_0010.nc | cdo outputf,%g", "3.2851e-05")
        .stop("10-day ocean run with TKE finished; mean TKE at 25 m is 3.3e-5 m2 s-2."),
    planted: [{ kind: "decision", keys: ["tke"] }],
  },
  {
    id: "b225-snow-fraction-albedo",
    build: (s) =>
      s
        .user("Arctic sea-ice albedo in the June output is 1.9 in places. Physically impossible, find it.")
        .bash(
          "cdo fldmax -selname,albedo_ice -select,month=6 out/ice_mon_1851.nc | cdo outputf,%g; grep -n snow_frac icemod/mo_ice_albedo.f90",
          "1.907\n57:  alb = alb_ice * (1 - snow_frac) + alb_snow * snow_frac",
        )
        .assistant(
          "snow_frac arrives from the snow module in percent (0–100), but the albedo formula treats it as a fraction. Dividing by 100 at the interface should fix it. Testing on one month.",
        )
        .file("Edit", "icemod/mo_ice_albedo.f90")
        .bash("./run.sh t42 1mo start=06 && cdo fldmax -selname,albedo_ice out/ice_mon_1850.nc | cdo outputf,%g", "0.8204")
        .assistant("With the division the June maximum is 0.82 instead of 1.907.")
        .user(
          "Good, so the root cause is confirmed: the snow fraction comes in percent, not 0–1. Write that in the interface comment too. Ines will want to know.",
        )
        .stop("Added a comment at the interface about snow_frac being in percent."),
    planted: [{ kind: "fact", keys: ["snow fraction", "percent"] }],
  },
  {
    id: "b225-ci-compilers",
    build: (s) =>
      s
        .user("CI is red but it builds on levante for me. What's going on?")
        .bash(
          "glab ci view --log build-gnu | tail -3",
          "src/ocean/mo_ocean_tracer.f90:214:23: Error: Symbol 'ieee_fma' at (1) has no IMPLICIT type\nmake[2]: *** [CMakeFiles/echam.dir/build.make:1204] Error 1\nERROR: Job failed: exit code 2",
        )
        .assistant("The GNU job fails on ieee_fma, which gfortran only supports from version 13. Which gfortran does the runner have?")
        .bash("glab ci view --log build-gnu | grep 'GNU Fortran'", "GNU Fortran (Ubuntu 11.4.0-1ubuntu1~22.04) 11.4.0")
        .assistant(
          "The CI runner uses gfortran 11.4, while on levante you build with intel 2021.5.0, so ieee_fma passes there. I can replace the call with a plain a*b+c, that compiles on both.",
        )
        .user(
          "Do that. The gitlab runner is on gfortran 11.4 and levante's default module is intel 2021.5.0. Rule for every merge request: it has to compile with both.",
        )
        .file("Edit", "src/ocean/mo_ocean_tracer.f90")
        .bash("glab ci run && sleep 600 && glab ci status | tail -1", "build-gnu  passed  9m12s")
        .stop("CI build-gnu passes again."),
    planted: [
      { kind: "fact", keys: ["11.4", "2021.5.0"] },
      { kind: "instruction", keys: ["merge request"] },
    ],
  },
  {
    id: "b225-restart-zlib",
    build: (s) =>
      s
        .user("The restart files are 48 GB each at T127 with the 1/4° ocean. That's too much, we write one per model year. Options?")
        .assistant(
          "Three: (a) NetCDF4 with zlib deflate level 1, typically 40–50% smaller for these fields, lossless; (b) lossy bit-grooming to 12 significant bits, but then restarts aren't bit-reproducible; (c) writing restarts every 5 years. (a) costs ~15% more write time.",
        )
        .user("(b) is out of the question for restarts. Go with (a), zlib level 1.")
        .file("Edit", "src/io/mo_restart.f90")
        .bash(
          "./run.sh t127 2d restart_interval=1d && ls -l --block-size=G out/restart_*.nc",
          "-rw-r--r-- 1 k203 bb1152 26G Nov  6 14:40 out/restart_00010102.nc",
        )
        .assistant("With zlib level 1 the restart is 26 GB instead of 48 GB.")
        .user(
          "Good. Next step after this, in a separate session: the restart-reproducibility test, i.e. 2×5 days with a restart in between vs. 10 days straight, must be identical.",
        )
        .stop("The restart change is in; the reproducibility test is left for a separate session."),
    planted: [
      { kind: "decision", keys: ["zlib"] },
      { kind: "task", keys: ["reproducibility"] },
    ],
  },
  {
    id: "b225-macv2-aerosol",
    build: (s) =>
      s
        .user("Can you check that the aerosol forcing for the scenario runs is in place?")
        .bash(
          "ls input/aerosol/ && ncdump -h input/aerosol/MACv2-SP_1850-2014.nc | grep 'time = '",
          "MACv2-SP_1850-2014.nc\n\ttime = UNLIMITED ; // (165 currently)",
        )
        .assistant(
          "Only the historical MACv2-SP file (1850–2014, 165 years) is there. For the SSP2-4.5 runs the model would stop at 2015 with a missing-forcing error.",
        )
        .user(
          "Right. The MACv2-SP aerosol climatology still needs the 2015–2100 SSP2-4.5 extension, Stephanie has the script for it. That's next sprint, leave it. The historical runs don't need it.",
        )
        .stop("OK, nothing to do for the historical runs."),
    planted: [{ kind: "task", keys: ["macv2-sp", "ssp2-4.5"] }],
  },
  {
    id: "b225-tripolar-grid",
    build: (s) =>
      s
        .user("I need the ocean grid description for the paper's model section. Can you pull it from the grid file?")
        .bash(
          "ncdump -h input/ocean/grid_orca025.nc | grep -E 'x =|y =|deptht =|:title'",
          '\tx = 1442 ;\n\ty = 1207 ;\n\tdeptht = 75 ;\n\t\t:title = "ORCA025 tripolar grid, north poles over Canada and Siberia" ;',
        )
        .assistant(
          "The ocean runs on the ORCA025 tripolar grid: nominal 1/4° (1442 × 1207 points), the two northern poles over Canada and Siberia, 75 vertical levels.",
        )
        .user("Perfect, that's exactly the description I need. Put it in docs/model_description.md too, section 2.2.")
        .file("Edit", "docs/model_description.md")
        .stop("Added the grid description to section 2.2."),
    planted: [{ kind: "fact", keys: ["tripolar", "75"] }],
  },
  {
    id: "b225-cmocean-plots",
    build: (s) =>
      s
        .user("Make me a map of the 2071–2100 minus 1851–1880 SST difference for the ssp245 ensemble mean")
        .bash(
          "python postproc/plot_map.py --var tos --diff 2071-2100:1851-1880 --exp ssp245 -o figs/tos_diff.png",
          "saved figs/tos_diff.png (cmap=jet, vmin=-4.1, vmax=6.3)",
        )
        .assistant("Saved figs/tos_diff.png; the script used jet with an asymmetric range of -4.1 to 6.3 K.")
        .user(
          "Please no jet, ever. For all our figures: cmocean colormaps, 'balance' for anomalies with a symmetric range, 'thermal' for absolute temperatures. Redo this one with ±6 K.",
        )
        .bash(
          "python postproc/plot_map.py --var tos --diff 2071-2100:1851-1880 --exp ssp245 --cmap cmo.balance --vlim 6 -o figs/tos_diff.png",
          "saved figs/tos_diff.png (cmap=cmo.balance, vmin=-6, vmax=6)",
        )
        .stop("Redrawn with cmo.balance, ±6 K."),
    planted: [{ kind: "instruction", keys: ["cmocean"] }],
  },
  {
    id: "b225-python311",
    build: (s) =>
      s
        .user("The postproc environment still supports 3.8 through 3.11 and the CI matrix takes 35 min. Thoughts?")
        .bash("cat postproc/environment.yml | head -6", "name: postproc\nchannels:\n  - conda-forge\ndependencies:\n  - python>=3.8\n  - xarray>=0.19")
        .assistant(
          "3.8 is end-of-life since October 2024 and pins xarray to 2023.1. If you drop 3.8–3.10 and pin 3.11 the matrix becomes one job (~9 min) and we can use recent xarray/flox.",
        )
        .user("Yes. We're moving the postproc environment to Python 3.11 and dropping everything older. Update environment.yml and the CI matrix.")
        .file("Edit", "postproc/environment.yml")
        .file("Edit", ".gitlab-ci.yml")
        .stop("environment.yml pins python=3.11; the CI matrix has a single postproc job."),
    planted: [{ kind: "decision", keys: ["3.11"] }],
  },
  {
    id: "b225-jsbach-coupling",
    build: (s) =>
      s
        .user("Why is the land carbon flux output so blocky in time? It looks like steps.")
        .bash(
          "grep -nE 'dt_(land|atm|cpl)' namelists/*.nml",
          "namelists/atm.nml:8:  dt_atm = 450\nnamelists/land.nml:4:  dt_land = 10800   ! 3 h\nnamelists/coupler.nml:6:  dt_cpl_land = 10800",
        )
        .assistant(
          "JSBACH is coupled every 3 h (10800 s) while the atmosphere steps at 450 s, so the land fluxes are constant for 24 atmospheric steps. That's the step pattern.",
        )
        .user(
          "Oh right, I forgot it was 3 hours. That's by design, the land carbon cycle doesn't need more. Is it documented anywhere? If not, add a line to docs/coupling.md.",
        )
        .file("Edit", "docs/coupling.md")
        .stop("Added the coupling intervals (atmosphere 450 s, JSBACH 3 h) to docs/coupling.md."),
    planted: [{ kind: "fact", keys: ["jsbach", "3 h"] }],
  },
  {
    id: "b225-t42-testconfig",
    build: (s) =>
      s
        .user(
          "Quick note before you start on the cloud microphysics refactor: when you need test data, use the T42 config in configs/t42_test.nml, it runs 1 day in about 3 minutes on 4 cores. Don't use T63 for quick checks, it's 5 times slower.",
        )
        .bash("./run.sh t42_test 1d ncores=4 | tail -1", " Total wallclock: 171.4 s")
        .assistant("T42 ran 1 day in 171 s on 4 cores. Starting with mo_cloud_micro.f90: splitting autoconversion and accretion into separate subroutines.")
        .file("Edit", "src/phys/mo_cloud_micro.f90")
        .bash("./run.sh t42_test 1d ncores=4 && cdo diffn out/ref_t42_1d.nc out/t42_1d.nc | tail -1", "   0 of 98 records differ")
        .stop("Autoconversion and accretion are now separate subroutines; results are bit-identical on T42."),
    planted: [{ kind: "instruction", keys: ["t42"] }],
  },
  {
    id: "b225-output-frequency",
    build: (s) =>
      s
        .user(
          "The 3-hourly output for the 165-year historical run would be ~310 TB. We can't afford that. I was going to suggest dropping 3-hourly entirely, but the extremes people need precipitation.",
        )
        .assistant(
          "A middle way: monthly for all 3D fields, daily for the 2D surface fields, and 3-hourly only for pr, tas and psl. By my estimate that's ~42 TB for the whole run.",
        )
        .user("Agreed, that's the output plan: monthly 3D, daily 2D, 3-hourly only pr, tas and psl. Set it up in the output namelist.")
        .file("Edit", "namelists/output_hist.nml")
        .bash("python tools/estimate_volume.py namelists/output_hist.nml --years 165", "estimated output volume: 41.7 TB (3d_mon 29.8, 2d_day 9.6, 2d_3h 2.3)")
        .user(
          "41.7 TB, fine. Later we should also ask the DKRZ data team whether the 3-hourly fields can go straight to the ESGF staging area, but that's for after the run starts.",
        )
        .stop("output_hist.nml is set up; estimated 41.7 TB over 165 years."),
    planted: [
      { kind: "decision", keys: ["3-hourly", "psl"] },
      { kind: "task", keys: ["esgf"] },
    ],
  },
  {
    id: "b225-openmp-threads",
    build: (s) =>
      s
        .user("How many OpenMP threads should the T63 production runs use? The job script says 4 but I don't remember why.")
        .bash(
          "for t in 1 2 4 8; do OMP_NUM_THREADS=$t ./run.sh t63 1d nodes=4 | grep 'SYPD'; done",
          " threads=1  SYPD = 31.2\n threads=2  SYPD = 38.9\n threads=4  SYPD = 40.1\n threads=8  SYPD = 33.7",
        )
        .assistant(
          "On 4 nodes: 31.2 simulated years per day with 1 thread, 38.9 with 2, 40.1 with 4, 33.7 with 8. 4 is the best, but 2 is within 3% and leaves twice as many MPI ranks.",
        )
        .user(
          "Then 2 threads it is, with 64 MPI ranks per node, the extra MPI ranks help the ocean coupling more than the 3% we lose. Change the production template. And at some point we need to redo this scaling test at T127, when the new nodes arrive in January.",
        )
        .file("Edit", "scripts/templates/production_t63.sh")
        .stop("production_t63.sh: OMP_NUM_THREADS=2, 64 ranks per node."),
    planted: [
      { kind: "decision", keys: ["2 threads"] },
      { kind: "task", keys: ["scaling", "t127"] },
    ],
  },
  {
    id: "b225-namelist-defaults",
    build: (s) =>
      s
        .user("why does the ocean run use a different GM coefficient than in the paper? 1000 vs 800")
        .bash(
          "grep -rn gm_kappa src/ocean/mo_ocean_params.f90 namelists/ocean.nml",
          "src/ocean/mo_ocean_params.f90:41:  REAL(wp) :: gm_kappa = 1000.0_wp   ! m2 s-1\nnamelists/ocean.nml:44:  ! gm_kappa = 800.0",
        )
        .assistant("The namelist line with 800 m2 s-1 is commented out, so the Fortran default of 1000 m2 s-1 is used.")
        .user(
          "That's exactly the kind of thing that bites us. Rule: every tuning parameter that differs from the Fortran default must be set explicitly and uncommented in the experiment's namelist, never rely on the default in the code. And add the 800 back.",
        )
        .file("Edit", "namelists/ocean.nml")
        .bash("grep -n gm_kappa namelists/ocean.nml", "44:  gm_kappa = 800.0   ! m2 s-1, as in Section 2.3")
        .user("Also, remind me on Monday to go through atm.nml for the same problem, I bet there are more of those. Not today.")
        .stop("gm_kappa = 800.0 is set in ocean.nml again."),
    planted: [
      { kind: "instruction", keys: ["tuning parameter", "explicitly"] },
      { kind: "task", keys: ["atm.nml"] },
    ],
  },
  {
    id: "b225-salinity-units",
    build: (s) =>
      s
        .user(
          "Plan for the EOS rewrite: I'd like TEOS-10 throughout, so absolute salinity in g/kg and conservative temperature. Practical salinity only at the output.",
        )
        .assistant("TEOS-10 via the GSW Fortran toolbox would add a dependency. Alternatively keep EOS-80 and convert. Which way?")
        .user("GSW. We go with TEOS-10 via GSW-Fortran, vendored under external/gsw. Start with the density function only.")
        .bash(
          "git submodule add https://github.com/TEOS-10/GSW-Fortran external/gsw && ls external/gsw/modules | head -3",
          "Cloning into 'external/gsw'...\ngsw_mod_kinds.f90\ngsw_mod_teos10_constants.f90\ngsw_mod_toolbox.f90",
        )
        .file("Edit", "src/ocean/mo_ocean_eos.f90")
        .bash("make -j 16 2>&1 | tail -1 && ./run.sh ocean_r2b6 1d | grep 'rho max'", "[100%] Built target echam\n rho max = 1028.41 kg m-3")
        .assistant("Density now comes from gsw_rho; the 1-day run gives a maximum of 1028.41 kg m-3, plausible for the deep ocean.")
        .user(
          "Good. Still open after this: the freezing-point computation in icemod uses EOS-80, that has to be switched to gsw_ct_freezing too, after Ines's current branch is merged.",
        )
        .stop("Density is on GSW; the freezing point is still EOS-80."),
    planted: [
      { kind: "decision", keys: ["teos-10", "gsw"] },
      { kind: "task", keys: ["freezing"] },
    ],
  },
  {
    id: "b225-quota-scratch",
    build: (s) =>
      s
        .user("The run died with 'Disk quota exceeded' when writing year 37.")
        .bash("lfs quota -h -p $(id -g) /work | tail -1; lfs quota -h -u $USER /scratch | tail -1", "/work  9.14T  10T  10T\n/scratch  2.1T  15T  15T")
        .assistant(
          "/work is at 9.14 of 10 TB, /scratch has 2.1 of 15 TB used. I can point the run's output directory to /scratch/k/k203/hist_m01 and restart from year 36.",
        )
        .user(
          "Yes. And from now on, put raw model output on /scratch, and only the post-processed files and restarts on /work. But keep in mind /scratch gets purged after 14 days without access.",
        )
        .file("Edit", "runs/hist_m01/run.conf")
        .bash("sbatch --dependency=singleton runs/hist_m01/job.sh", "Submitted batch job 7734418")
        .stop("Resubmitted from year 36 with output on /scratch."),
    planted: [
      { kind: "instruction", keys: ["raw model output", "/scratch"] },
      { kind: "fact", keys: ["14 days"] },
    ],
  },
  {
    id: "b225-sea-level-pressure",
    build: (s) =>
      s
        .user("psl looks wrong over the Tibetan plateau, 1085 hPa in January. Can you check the reduction to sea level?")
        .bash("grep -n 'lapse' src/io/mo_diag_psl.f90", "33:  REAL(wp), PARAMETER :: lapse = 0.0065_wp  ! K m-1, always standard atmosphere")
        .assistant(
          "The reduction uses the standard lapse rate 6.5 K/km with the actual surface temperature, which over a cold, high plateau gives far too high values. The ECMWF approach caps the temperature used in the reduction. Should I implement that?",
        )
        .user("Yes, implement the ECMWF variant like in IFS, with the 290.5 K cap.")
        .file("Edit", "src/io/mo_diag_psl.f90")
        .bash("./run.sh t42 1mo start=01 && cdo fldmax -sellonlatbox,80,100,28,38 -selname,psl out/atm_mon_1850.nc | cdo outputf,%g", "104112")
        .assistant("January psl over the plateau now peaks at 1041.1 hPa instead of 1085.")
        .user("Good. We need to document the change in the release notes for v2.4 before the tag; put it on the list.")
        .stop("Done."),
    planted: [
      { kind: "decision", keys: ["ecmwf", "290.5"] },
      { kind: "task", keys: ["release notes"] },
    ],
  },
  {
    id: "b225-empty-conference",
    build: (s) =>
      s
        .user("Morning. I'm back from the EGU meeting, lots of people asking about our ECS number. Did the overnight job finish?")
        .bash("sacct -j 7729933 --format=JobID,State,Elapsed | tail -1", "7729933  COMPLETED  07:41:12")
        .assistant("Yes, 7729933 completed after 7 h 41 min. The last monthly file is out/atm_mon_1899.nc.")
        .user("Nice. How big is the global mean warming in the last decade of that run?")
        .bash("cdo -s outputf,%.3f -fldmean -timmean -selyear,1890/1899 -selname,tas out/atm_mon_18*.nc", "287.412")
        .assistant("Global mean tas for 1890–1899 is 287.412 K, 0.08 K above the 1850–1859 mean of 287.33 K.")
        .user("ok that's within the noise. thanks, coffee first then I'll look at the maps")
        .stop("Sure."),
    planted: [],
  },
  {
    id: "b225-empty-hypotheses",
    build: (s) =>
      s
        .user(
          "The AMOC in the control run weakens from 17 to 14 Sv over 300 years. Could it be the freshwater flux from Greenland? Or maybe the GM coefficient? I'm not sure at all.",
        )
        .assistant(
          "Both are possible. Another candidate is the salinity drift in the Labrador Sea; if deep convection there shuts down, the AMOC usually follows. I could plot the March mixed-layer depth there over time.",
        )
        .user("Maybe. Or the sea-ice export through Fram Strait changed? I honestly don't know yet.")
        .bash("cdo -s outputf,%.1f -timmean -selyear,1200/1209 -fldmax -sellonlatbox,-60,-45,55,65 -selmon,3 -selname,mlotst out/ocean_mon_12*.nc", "1412.3")
        .assistant(
          "For reference: the March maximum mixed-layer depth in the Labrador Sea in years 1200–1209 is 1412 m, so convection was still active then. I haven't looked at the later years yet.",
        )
        .user("Let's not go down that road today. I'll think about it over the weekend.")
        .stop("OK."),
    planted: [],
  },
  {
    id: "b225-empty-typo",
    build: (s) =>
      s
        .user("there's a typo in the abort message in mo_ocean_init.f90, 'salinty'. fix it pls")
        .file("Edit", "src/ocean/mo_ocean_init.f90")
        .bash("grep -rn 'salinty' src/ | wc -l", "0")
        .assistant("Fixed; no other occurrences of 'salinty' in src/.")
        .user("and run the T42 test so I know nothing broke")
        .bash("./run.sh t42_test 1d ncores=4 | tail -1", " Total wallclock: 169.8 s")
        .assistant("T42 1-day test ran fine in 169.8 s.")
        .user("thanks")
        .stop("You're welcome."),
    planted: [],
  },
  {
    id: "b225-empty-config-quote",
    build: (s) =>
      s
        .user("What does the coupler config say about the remapping? Just show me, don't change anything.")
        .bash(
          "sed -n 1,9p namelists/coupler.nml",
          "&coupler_nml\n  ! NOTE: remapping weights must always be regenerated after a grid change\n  ! never use bilinear for fluxes, conservation is required\n  remap_flux  = 'conserv2nd'\n  remap_state = 'bilinear'\n  ! TODO: test the patch method for wind stress\n  remap_stress = 'bilinear'\n  weights_dir = '/pool/data/remap/r2b6_orca025'\n/",
        )
        .assistant(
          "Fluxes use second-order conservative remapping, state variables and wind stress bilinear. Weights are read from /pool/data/remap/r2b6_orca025. The comments in the file are from Jonas's original setup.",
        )
        .user("And the weights there, when were they generated?")
        .bash(
          "ls -l --time-style=+%Y-%m-%d /pool/data/remap/r2b6_orca025 | tail -2",
          "-rw-r--r-- 1 k202 bb1152 812M 2025-02-11 rmp_atm2oce_conserv2nd.nc\n-rw-r--r-- 1 k202 bb1152 406M 2025-02-11 rmp_oce2atm_bilinear.nc",
        )
        .assistant("Both weight files are from 2025-02-11.")
        .user("ok, that's before the grid change in June I think. Or was the grid change in 2024? I'll check my notes.")
        .stop("Alright."),
    planted: [],
  },
  {
    id: "b225-empty-proposal-dropped",
    build: (s) =>
      s
        .user("What if we replaced the Fortran post-processing of the zonal means with a Python version using xarray? Would make it easier for the students.")
        .assistant(
          "Possible, but the Fortran version processes a 165-year run in about 12 min; an xarray version would probably take 30–60 min unless we use flox. Shall I prototype it?",
        )
        .user("Hmm. Actually no, scratch that. The students can call the Fortran tool from a script, it's fine. Forget I asked.")
        .assistant("OK, no prototype then.")
        .user("What time is the group meeting today, 14:00 or 14:30?")
        .assistant("I don't have access to your calendar; the shared wiki page from last week listed 14:00, but that may have changed.")
        .stop(),
    planted: [],
  },
  {
    id: "b225-empty-status-report",
    build: (s) =>
      s
        .user("Summarize what happened in the runs directory this week.")
        .bash(
          "ls -lt --time-style=+%a runs/ | head -5",
          "drwxr-xr-x 6 k203 bb1152 4096 Fri hist_m09\ndrwxr-xr-x 6 k203 bb1152 4096 Thu hist_m08\ndrwxr-xr-x 6 k203 bb1152 4096 Wed picontrol\ndrwxr-xr-x 6 k203 bb1152 4096 Mon hist_m07",
        )
        .assistant(
          "This week: hist_m07 was started Monday, picontrol was relinked on Wednesday, hist_m08 started Thursday and hist_m09 on Friday. No new directories otherwise.",
        )
        .user("How many node-hours did that cost?")
        .bash("sacct -S 2026-11-02 -X --format=CPUTimeRAW -n | awk '{s+=$1} END {print s/3600/256}'", "5482.6")
        .assistant("About 5 480 node-hours since Monday (assuming 256 cores per node).")
        .user("That's more than I thought, but ok, it's the ensemble.")
        .stop(),
    planted: [],
  },
  {
    id: "b225-empty-explain",
    build: (s) =>
      s
        .user("Can you explain what the semi-implicit correction in mo_si_correction.f90 actually does? I inherited this code.")
        .file("Read", "src/dyn/mo_si_correction.f90")
        .assistant(
          "It treats the gravity-wave terms (divergence, temperature and surface pressure) implicitly around a reference state with T0 = 300 K, which allows a time step about 5× longer than explicit gravity waves would. The Helmholtz equation it sets up is solved per spectral wavenumber.",
        )
        .user("Why T0 = 300 K and not something like 250 K?")
        .assistant(
          "A warmer reference state gives a faster reference gravity-wave speed, which keeps the scheme stable when the actual atmosphere is warmer than the reference. With 250 K, warm tropical columns could become unstable. That's the usual argument in Simmons et al. (1978).",
        )
        .user("Makes sense. Thanks, that helps.")
        .stop(),
    planted: [],
  },
  {
    id: "b225-empty-debug-done",
    build: (s) =>
      s
        .user("The monthly plot script crashes with KeyError: 'time_bnds'. Fix it?")
        .bash("python postproc/plot_ts.py --var tas 2>&1 | tail -1", "KeyError: 'time_bnds'", 1)
        .assistant(
          "The new output files name the bounds variable time_bounds, not time_bnds. I'll read the name from the time variable's bounds attribute instead of hard-coding it.",
        )
        .file("Edit", "postproc/plot_ts.py")
        .bash("python postproc/plot_ts.py --var tas", "saved figs/tas_ts.png")
        .assistant("Works now; figs/tas_ts.png is written.")
        .user("great, looks right")
        .stop(),
    planted: [],
  },
  {
    id: "b225-empty-log-warnings",
    build: (s) =>
      s
        .user("Are the warnings in the ocean log anything to worry about?")
        .bash(
          "grep -c WARNING logs/ocean_r2b6.log; grep WARNING logs/ocean_r2b6.log | sort | uniq -c | sort -rn | head -3",
          "2231\n   2190 WARNING: sea ice thickness > 20 m clipped, this should never happen in production\n     40 WARNING: always check the river runoff file for NaNs\n      1 WARNING: TODO remove legacy namelist key 'ldiag'",
        )
        .assistant(
          "2190 of the 2231 are ice-thickness clippings above 20 m. Is this a test with the new ice rheology? The other two are generic reminders printed at every restart.",
        )
        .user("Yes, the rheology test. Where does the thick ice occur?")
        .bash("cdo -s outputf,%.1f,%.1f -fldmax -selname,hi out/ice_mon_0003.nc | head -1", "27.4")
        .assistant(
          "Maximum ice thickness is 27.4 m in the last month. I'd guess it's the ridging along the Canadian Archipelago, but I haven't confirmed the location.",
        )
        .user("Probably. Let's see how it looks after a year.")
        .stop(),
    planted: [],
  },
  {
    id: "b225-empty-small-talk",
    build: (s) =>
      s
        .user("Hi, quiet Saturday. Is the queue empty for once?")
        .bash("squeue -p compute -h | wc -l", "412")
        .assistant("412 jobs in the compute partition, so not really empty.")
        .user("Ha. Typical. Could you tell me how long my pending job is estimated to wait?")
        .bash("squeue -u $USER --start -h -o '%.10i %.20S'", "   7731022  2026-11-28T11:40:00")
        .assistant("The scheduler estimates 11:40 today for job 7731022.")
        .user("Fine, I'll go for a walk then.")
        .stop(),
    planted: [],
  },
  {
    id: "b225-random-seed",
    build: (s) =>
      s
        .user("The stochastic cloud scheme gives different results on every rerun even with the same namelist. I thought we set a seed?")
        .bash("grep -rn 'random_seed' src/phys/ | head -3", "src/phys/mo_stoch_cloud.f90:72:  CALL random_seed()")
        .assistant(
          "random_seed() without arguments seeds from the system clock, so every run differs. I could seed from the namelist value `stoch_seed` plus the MPI rank, which makes reruns reproducible but keeps ranks independent.",
        )
        .user(
          "Yes, do it that way: seed = stoch_seed + rank. And the rule for any new random number use in the model is the same, always seed from the namelist, never from the clock.",
        )
        .file("Edit", "src/phys/mo_stoch_cloud.f90")
        .bash(
          "for i in 1 2; do ./run.sh t42_test 1d stoch_seed=42 >/dev/null; cp out/atm_day_0001.nc /tmp/r$i.nc; done; cdo diffn /tmp/r1.nc /tmp/r2.nc | tail -1",
          "   0 of 98 records differ",
        )
        .stop("Two reruns with stoch_seed=42 are now bit-identical."),
    planted: [
      { kind: "decision", keys: ["stoch_seed", "rank"] },
      { kind: "instruction", keys: ["seed", "clock"] },
    ],
  },
  {
    id: "b225-paper-figures",
    build: (s) =>
      s
        .user(
          "For the GMD paper: figures live in paper/figs/ and each figure has its own script paper/scripts/figN.py. Please keep that one-script-per-figure structure, and every script must run from the archived post-processed data only, not from raw output, so the reviewers can reproduce them.",
        )
        .file("Read", "paper/scripts/fig3.py")
        .assistant(
          "fig3.py currently reads /scratch/k/k203/hist_m01/atm_mon_*.nc directly. I'll switch it to the archived zonal means in /work/bb1152/archive/hist/zm/.",
        )
        .file("Edit", "paper/scripts/fig3.py")
        .bash("python paper/scripts/fig3.py", "saved paper/figs/fig3.pdf")
        .user(
          "Thanks. Submission deadline is 15 January. Before that we still have to upload the archived data to Zenodo and put the DOI into the data availability section; I'll do that in December.",
        )
        .stop("fig3.py now reads the archived zonal means."),
    planted: [
      { kind: "instruction", keys: ["figure", "archived"] },
      { kind: "task", keys: ["zenodo"] },
    ],
  },
  {
    id: "b225-energy-leak",
    build: (s) =>
      s
        .user("The coupled control run loses 0.6 W m-2 at TOA without any trend in the ocean heat content. Where does the energy go?")
        .bash(
          "python tools/energy_budget.py out/picontrol --years 1200-1229",
          "TOA net            -0.61 W m-2\nocean heat uptake  +0.02 W m-2\natm storage        +0.00 W m-2\nresidual           -0.63 W m-2\n  of which: precip enthalpy  -0.58 W m-2",
        )
        .assistant(
          "The residual is -0.63 W m-2 and -0.58 of it is the enthalpy of precipitation: the atmosphere removes rain at its own temperature, but the ocean receives it at 0 °C. That's a known leak in coupled models.",
        )
        .user("Are you sure it's that and not the river runoff?")
        .bash("python tools/energy_budget.py out/picontrol --years 1200-1229 --rain-enthalpy", "residual           -0.04 W m-2")
        .assistant("Yes: with the rain enthalpy passed to the ocean the residual drops from -0.63 to -0.04 W m-2, so runoff is at most a small part.")
        .user(
          "OK, confirmed then, the 0.6 W m-2 leak is the missing rain enthalpy flux. Don't put the fix into the production model yet; we'll do that for v2.5 together with the coupler update, add it to the v2.5 list.",
        )
        .stop("Leaving the production model unchanged for now."),
    planted: [
      { kind: "fact", keys: ["enthalpy", "0.6"] },
      { kind: "task", keys: ["v2.5"] },
    ],
  },
  {
    id: "b225-units-docstrings",
    build: (s) =>
      s
        .user("Add a routine that computes the column-integrated water vapour from q and the layer pressure thickness.")
        .file("Write", "src/diag/mo_diag_prw.f90")
        .assistant("Added `diag_prw(q, dp, prw)` in mo_diag_prw.f90: prw = sum(q * dp) / g over the levels, result in kg m-2.")
        .user(
          "Good. One thing for all new Fortran code: every dummy argument that has a physical unit gets it in the declaration comment, like `REAL(wp), INTENT(in) :: dp(:)  ! Pa`. I've spent too many hours guessing units in this code base.",
        )
        .file("Edit", "src/diag/mo_diag_prw.f90")
        .bash(
          "grep -n 'INTENT' src/diag/mo_diag_prw.f90",
          "12:  REAL(wp), INTENT(in)  :: q(:)    ! kg kg-1\n13:  REAL(wp), INTENT(in)  :: dp(:)   ! Pa\n14:  REAL(wp), INTENT(out) :: prw     ! kg m-2",
        )
        .stop("All three dummy arguments carry their units."),
    planted: [{ kind: "instruction", keys: ["dummy argument", "unit"] }],
  },
  {
    id: "b225-git-lfs-inputs",
    build: (s) =>
      s
        .user("The repository clone takes 20 minutes. What's so big in there?")
        .bash(
          "git count-objects -vH | grep size-pack; git rev-list --objects --all | git cat-file --batch-check='%(objectsize) %(rest)' | sort -rn | head -3",
          "size-pack: 6.81 GiB\n912341771 input/ocean/bathy_orca025.nc\n604112009 input/ocean/bathy_orca025_v1.nc\n311874200 input/atm/ozone_cmip6.nc",
        )
        .assistant("6.8 GiB of pack, mostly NetCDF input files committed directly, e.g. two versions of the ORCA025 bathymetry at 912 MB and 604 MB.")
        .user("I know, historical sin. Options: git-lfs, or moving inputs to /pool/data and only keeping a manifest with checksums in git?")
        .assistant(
          "The manifest keeps the repository small and works on the compute nodes without git-lfs installed. git-lfs is more convenient for people cloning on laptops. Either needs a history rewrite to actually shrink the clone.",
        )
        .user(
          "We go with the manifest: input files on /pool/data/bb1152/inputs, git only holds inputs/manifest.yaml with sha256 sums. The history rewrite we do over Christmas when nobody is pushing; remind me in December.",
        )
        .file("Write", "inputs/manifest.yaml")
        .stop("Wrote an initial inputs/manifest.yaml with the sha256 sums of the 23 current input files."),
    planted: [
      { kind: "decision", keys: ["manifest", "sha256"] },
      { kind: "task", keys: ["history rewrite"] },
    ],
  },
  {
    id: "b225-ozone-file",
    build: (s) =>
      s
        .user("Which ozone climatology does the T63 setup read?")
        .bash(
          "grep -n ozone namelists/atm.nml; ncdump -h input/atm/ozone_cmip6.nc | grep -E 'plev =|:source'",
          "27:  ozone_file = 'input/atm/ozone_cmip6.nc'\n\tplev = 66 ;\n\t\t:source = \"CMIP6 ozone, Hegglin et al., monthly, 1850-2014\" ;",
        )
        .assistant("It reads input/atm/ozone_cmip6.nc: the CMIP6 ozone dataset (Hegglin et al.), monthly, 1850–2014, on 66 pressure levels.")
        .user("Right. Keep in mind that this ozone file ends in December 2014; the SSP ozone for 2015–2100 is a separate file that isn't on levante yet.")
        .user(
          "And past the end the model currently just repeats the last year without a word, Jonas wrote it that way. Let's stop that: from now on the model aborts if the run date is outside the ozone file's time range. Implement that now.",
        )
        .file("Edit", "src/rad/mo_ozone.f90")
        .bash("./run.sh t42_test 1d start=2015-01-01 2>&1 | tail -1", " ABORT: run date 2015-01-01 outside ozone file range 1850-01 .. 2014-12")
        .stop("The model now aborts when the date is outside the ozone file's range."),
    planted: [
      { kind: "fact", keys: ["ozone", "2014"] },
      { kind: "decision", keys: ["abort", "ozone"] },
    ],
  },
  {
    id: "b225-review-checklist",
    build: (s) =>
      s
        .user(
          "A few standing rules for you, since you'll be doing more of the code work now:\n1. no new global variables in modules, pass things as arguments\n2. every new namelist parameter gets a line in docs/namelists.md with unit and default\n3. don't push to the `release` branch, ever, only Jonas merges there\nThat's it for now.",
        )
        .assistant("Understood, all three. Should I check the open branch `rad-sp` against them?")
        .user("Yes please, quick check only.")
        .bash(
          "git diff main...rad-sp --stat | tail -1; git diff main...rad-sp -- namelists/ | grep '^+' | grep -v '^+++'",
          " 9 files changed, 214 insertions(+), 88 deletions(-)\n+  rad_sp_enabled = .true.",
        )
        .file("Read", "docs/namelists.md")
        .assistant("rad-sp adds the namelist parameter rad_sp_enabled, which is missing from docs/namelists.md. No new module-level globals.")
        .user("Then add the docs line on the branch.")
        .file("Edit", "docs/namelists.md")
        .stop("Added rad_sp_enabled to docs/namelists.md on rad-sp."),
    planted: [
      { kind: "instruction", keys: ["global variables"] },
      { kind: "instruction", keys: ["namelists.md"] },
      { kind: "instruction", keys: ["release", "jonas"] },
    ],
  },
  {
    id: "b225-benchmark-node",
    build: (s) =>
      s
        .user("Are the timing numbers from yesterday comparable with last month's? They look 12% faster.")
        .bash(
          "grep -h 'Nodelist\\|SYPD' logs/bench_2026-10-*.out logs/bench_2026-11-27.out | paste - -",
          "Nodelist=l[10231-10234]  SYPD = 35.7\nNodelist=l[40112-40115]  SYPD = 40.0",
        )
        .assistant(
          "Last month's run was on l1xxxx nodes, yesterday's on l4xxxx. The l4 nodes are the newer ones with DDR5 memory, so the 12% is probably mostly hardware. To keep benchmarks comparable we could either (a) pin them to the l4 nodes with --constraint=ddr5, or (b) keep running anywhere and normalise by node type afterwards.",
        )
        .user(
          "Yes, the l4 nodes have the faster memory, that's known: about 10–15% for our code. (a), normalising is guesswork. Put the constraint in bench.sh.",
        )
        .file("Edit", "scripts/bench.sh")
        .stop("bench.sh requests --constraint=ddr5."),
    planted: [
      { kind: "fact", keys: ["l4", "memory"] },
      { kind: "decision", keys: ["ddr5"] },
    ],
  },
  {
    id: "b225-cmor-tables",
    build: (s) =>
      s
        .user("Run the CMOR rewrite for the first 10 years of hist_m01.")
        .bash(
          "python cmor/rewrite.py --exp hist_m01 --years 1850-1859 2>&1 | tail -2",
          "cmor: wrote 412 files\nWARNING: table version 01.00.33 is older than the recommended 01.00.35",
        )
        .assistant("412 files written. CMOR warns that our table version 01.00.33 is older than the recommended 01.00.35.")
        .user(
          "Known. We'll have to update the CMOR tables to 01.00.35 before the ESGF publication, but the variable list changed between them, so that needs a careful diff. Put it on the list for after the ensemble.",
        )
        .stop("Nothing changed; tables are still at 01.00.33."),
    planted: [{ kind: "task", keys: ["01.00.35"] }],
  },
  {
    id: "b225-empty-rerun-tests",
    build: (s) =>
      s
        .user("run the pyrad tests again pls, the last run had a flaky failure")
        .bash("pytest -m 'not slow' -q tests/pyrad", "18 passed, 6 deselected in 40.7s")
        .assistant("All 18 pass this time.")
        .user("Probably the NFS hiccup from this morning. Is the /home latency back to normal?")
        .bash("ioping -c 5 /home/k203 | tail -1", "min/avg/max/mdev = 412.1 us / 588.3 us / 901.7 us / 171.2 us")
        .assistant("Average latency on /home is 0.59 ms over 5 requests, which looks normal.")
        .stop(),
    planted: [],
  },
];

export const BLIND225 = plantedSet(BLIND225_SESSIONS, Date.UTC(2026, 10, 3, 9));
