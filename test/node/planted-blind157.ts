/**
 * Blind planted set 157 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a research-software engineer's lab (Julia and R: simulation packages, Turing models, survey
 * analysis, HPC) writing email-like messages with greetings, context paragraphs and sign-offs; items
 * sit mid-paragraph, several per message, often stated after the context they depend on.
 * Each session is one segment; the items planted in it are listed with it: 75 items (19 decisions, 19 instructions,
 * 20 facts, 17 tasks) in 49 sessions, 12 of which plant nothing (57 user/assistant messages between them). Every other message
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

export const BLIND157_SESSIONS: BlindSession[] = [
  {
    id: "b157-julia-formatter",
    build: (s) =>
      s
        .user(
          "Hi Claude,\n\nHope you're well. A bit of context first: we're tidying up CellSim.jl before the lab's summer release, and I've gone back and forth on the formatting question for far too long. I've now settled it: we format with JuliaFormatter using the BlueStyle config, not the default style. Could you add a .JuliaFormatter.toml to the repo root and run it once over src/ and test/?\n\nThanks,\nMarta",
        )
        .bash("cat .JuliaFormatter.toml", "cat: .JuliaFormatter.toml: No such file or directory", 1)
        .file("Write", ".JuliaFormatter.toml")
        .bash("julia --project -e 'using JuliaFormatter; println(format(\".\"))'", "false")
        .assistant(
          'Added .JuliaFormatter.toml with `style = "blue"` and ran the formatter over the package. `format` returned false because it changed files: 14 files touched, all whitespace, import ordering and trailing commas. Nothing semantic.',
        )
        .user(
          "Lovely, thank you. One more thing going forward: please run the formatter before every commit you make in this repo. I really don't want formatting noise mixed into review diffs again.\n\nBest,\nMarta",
        )
        .stop("Understood, I'll format before committing."),
    planted: [
      { kind: "decision", keys: ["bluestyle"] },
      { kind: "instruction", keys: ["formatter", "commit"] },
    ],
  },
  {
    id: "b157-r-renv",
    build: (s) =>
      s
        .user(
          "Dear Claude,\n\nSome context: the dose-response analysis (the 'doseplot' repo) keeps breaking on colleagues' machines because everyone has different package versions installed. After the group meeting today we decided to pin everything with renv, and the lockfile gets committed. Could you initialise it for the project?\n\nCheers,\nTom",
        )
        .bash(
          "Rscript -e 'renv::init()'",
          "- Linking packages into the project library ... Done!\n- Lockfile written to '~/src/doseplot/renv.lock'.\n- renv activated -- please restart the R session.",
        )
        .assistant(
          "renv is initialised; renv.lock records 87 packages (R 4.3.2). The project library lives in renv/library, which renv adds to its own .gitignore, so only renv.lock, .Rprofile and renv/activate.R need committing.",
        )
        .user(
          "Great, thanks. Something worth knowing for next time: on our HPC cluster (Hydra) the compute nodes have no internet access at all, so renv::restore() has to be run on the login node before submitting any job. Took me a whole afternoon to figure that out last year.\n\nTom",
        )
        .stop("Noted, thanks for the context."),
    planted: [
      { kind: "decision", keys: ["renv"] },
      { kind: "fact", keys: ["hydra", "login node"] },
    ],
  },
  {
    id: "b157-empty-simd-question",
    build: (s) =>
      s
        .user(
          "Hi Claude,\n\nQuick question before I start on anything today: what is actually the difference between `@inbounds` and `@simd` in Julia, and is it ever safe to combine them? I keep seeing both in the old kernel code and I'm not sure the previous postdoc knew either.\n\nThanks,\nPriya",
        )
        .assistant(
          "`@inbounds` removes bounds checks inside the expression; `@simd` tells the compiler it may reorder loop iterations (including floating-point reductions) so it can vectorise. They combine fine (`@inbounds @simd for ...`) as long as your indices really are in range and you accept that a reduction may give slightly different rounding.",
        )
        .user("Makes sense. Would it maybe be worth adding @simd to the inner loop of the diffusion step? Just a thought, I haven't benchmarked anything.")
        .assistant(
          "It might help, but the loop has a branch on the boundary mask, which often blocks vectorisation anyway. I wouldn't guess without a BenchmarkTools run.",
        )
        .user("Let's leave it for today then. Have a nice evening!"),
    planted: [],
  },
  {
    id: "b157-stiff-ode",
    build: (s) =>
      s
        .user(
          "Hello Claude,\n\nThe calcium model (src/models/calcium.jl) is stiff and the current Tsit5 solve takes ages. Could you benchmark a couple of stiff solvers on the standard parameter set and tell me what you'd recommend?\n\nKind regards,\nPriya",
        )
        .file("Read", "src/models/calcium.jl")
        .bash(
          "julia --project bench/solvers.jl",
          "Tsit5      median 4.812 s   allocs 1.2e7\nRodas5     median 0.094 s   allocs 3.1e4\nTRBDF2     median 0.161 s   allocs 5.5e4\nKenCarp4   median 0.133 s   allocs 4.9e4",
        )
        .assistant(
          "On the standard set Rodas5 is fastest (94 ms vs 4.8 s for Tsit5), with TRBDF2 and KenCarp4 a bit behind. CVODE_BDF from Sundials would be another option for larger systems, but this one only has 12 states, so a Rosenbrock method is a natural fit. I'd recommend Rodas5.",
        )
        .user(
          "Thanks, that's very clear. Let's go with Rodas5 then, the numbers speak for themselves. Please switch the default in solve_calcium().\n\nOne thing for later (not this week, I'm drowning in teaching): the global sensitivity analysis has to be redone with the new solver, since the old Sobol indices were computed with Tsit5 tolerances.\n\nPriya",
        )
        .file("Edit", "src/models/calcium.jl")
        .bash("julia --project -e 'using Pkg; Pkg.test()'", "Test Summary: | Pass  Total  Time\nCellSim       |  212    212  1m41.2s")
        .stop("Default solver switched to Rodas5; all 212 tests pass."),
    planted: [
      { kind: "decision", keys: ["rodas5"] },
      { kind: "task", keys: ["sensitivity analysis"] },
    ],
  },
  {
    id: "b157-ci-julia-versions",
    build: (s) =>
      s
        .user(
          "Hi Claude,\n\nThe CI matrix is a mess; could you clean up .github/workflows/CI.yml so it tests on 1.10 and the latest release only?\n\nAlso a rule for the future, since it bit us twice: please don't use any Julia 1.11-only features (the `public` keyword, Memory, that kind of thing). The package must keep working on the 1.10 LTS because half the lab is stuck on it via the cluster module system.\n\nThanks,\nJonas",
        )
        .file("Read", ".github/workflows/CI.yml")
        .file("Edit", ".github/workflows/CI.yml")
        .bash(
          "act -j test --dryrun 2>&1 | tail -4",
          "[CI/test-1.10] Success - Main julia-actions/julia-runtest@v1\n[CI/test-1] Success - Main julia-actions/julia-runtest@v1\nwarning: 'always()' condition on step 'Upload coverage' never skips\n[CI/gpu] skipped (self-hosted)",
        )
        .assistant(
          "The matrix is now `['1.10', '1']` on ubuntu-latest. The gpu job is still there but skipped in the dry run because it needs a self-hosted runner; where does that one actually run?",
        )
        .user(
          "Ah yes. The GPU job runs on a self-hosted machine called tesla-box, it sits under my desk in room 2.14 and I look after it. If it's offline, it's usually because someone unplugged it to charge a laptop, sadly.\n\nJonas",
        )
        .stop("Thanks, I'll leave the gpu job as it is."),
    planted: [
      { kind: "instruction", keys: ["1.11"] },
      { kind: "fact", keys: ["tesla-box"] },
    ],
  },
  {
    id: "b157-data-paths",
    build: (s) =>
      s
        .user(
          "Dear Claude,\n\nBefore you start on the segmentation pipeline, some background on the environment, because people always trip over it:\n\n- the raw microscopy data lives on /mnt/labstore/raw, which is a read-only NFS mount;\n- our home directories have a 10 GB quota, which the image stacks blow through in minutes.\n\nSo please always write intermediate outputs to /scratch/$USER, never to the home directory.\n\nAll the best,\nLena",
        )
        .bash(
          "df -h /mnt/labstore /scratch ~ | tail -3",
          "labstore:/raw   410T  388T   22T  95% /mnt/labstore\n/dev/md0         60T   12T   48T  20% /scratch\nhome:/u          10G  7.9G  2.1G  80% /home/lena",
        )
        .assistant(
          "Thanks, that matches what I see: /mnt/labstore is 95% full and mounted read-only, and your home has 2.1 GB left. I'll point the pipeline's `outdir` at /scratch.",
        )
        .file("Edit", "scripts/segment.jl")
        .stop("The segmentation script now writes to /scratch/$USER/segment by default."),
    planted: [
      { kind: "fact", keys: ["labstore"] },
      { kind: "fact", keys: ["quota"] },
      { kind: "instruction", keys: ["scratch"] },
    ],
  },
  {
    id: "b157-empty-readme-typo",
    build: (s) =>
      s
        .user("Hi Claude, there's a typo in the README, 'Lotka-Voltera' should be 'Lotka-Volterra'. Could you fix it? Thanks, Tom")
        .bash("grep -n 'Voltera' README.md", "23:Fit a Lotka-Voltera model to the counts:")
        .file("Edit", "README.md")
        .assistant("Fixed on line 23; there were no other occurrences.")
        .user("Perfect, thank you. How's your day going, by the way? Mine has been all meetings.")
        .assistant("Quiet on my side, just typos and tests. I hope the meetings were at least short ones.")
        .user("Ha, they were not. Right, back to grant writing. Cheers!"),
    planted: [],
  },
  {
    id: "b157-ggplot-figures",
    build: (s) =>
      s
        .user(
          "Hi Claude,\n\nWe're preparing the figures for the fisheries paper. The facets in fig 3 look cramped; I think the legend overlap is maybe caused by the long facet labels? Not sure, have a look.\n\nAlso, a general preference for all paper figures from now on: theme_minimal with base_size = 11, and no grey background anywhere. Reviewers complained last time.\n\nThanks,\nAnna",
        )
        .file("Read", "R/figures.R")
        .bash("Rscript R/figures.R", "Saving 7 x 5 in image\nWarning message:\nRemoved 12 rows containing missing values (`geom_point()`).")
        .assistant(
          'The overlap came from `legend.position = "right"` combined with the fixed width, not the facet labels. I moved the legend to the bottom and switched all figures to theme_minimal(base_size = 11). The 12 removed rows are the stations without a 2019 survey.',
        )
        .file("Edit", "R/figures.R")
        .user(
          "Much better. Not for today, but before the paper goes out someone has to check the colour palette for colour-blind safety. Can you keep that in mind? I'll probably forget.\n\nAnna",
        )
        .stop("Will do."),
    planted: [
      { kind: "instruction", keys: ["theme_minimal"] },
      { kind: "task", keys: ["colour-blind"] },
    ],
  },
  {
    id: "b157-turing-divergences",
    build: (s) =>
      s
        .user(
          "Hello,\n\nThe hierarchical growth model in Turing throws hundreds of divergent transitions. Could you look into why? My guess is the priors are too wide, but I really don't know.\n\nBest wishes,\nFelix",
        )
        .file("Read", "models/growth.jl")
        .bash("julia --project models/growth.jl", "Sampling 100%|████████| Time: 0:03:12\n┌ Warning: 412 divergent transitions after warmup")
        .assistant(
          "I tried narrower priors first; it barely changed anything (398 divergences). Rewriting the random effects in non-centred form (`z ~ Normal(); u = σ * z`) brings it to 0 divergences and the R-hat values are all below 1.01. So the priors weren't it.",
        )
        .file("Edit", "models/growth.jl")
        .bash("julia --project models/growth.jl", "Sampling 100%|████████| Time: 0:01:47\n0 divergent transitions")
        .user(
          "Brilliant, so the root cause was the centred parameterisation of the site effects, good to know for the other models too. And let's keep NUTS with a target acceptance of 0.9 rather than the 0.65 default, the extra time is fine.\n\nFelix",
        )
        .file("Edit", "models/growth.jl")
        .stop("Set NUTS(0.9) in the model script."),
    planted: [
      { kind: "fact", keys: ["centred"] },
      { kind: "decision", keys: ["0.9"] },
    ],
  },
  {
    id: "b157-precompile-makie",
    build: (s) =>
      s
        .user("Hi Claude, why does CI take so long to even start the tests? It sits at 'Precompiling' forever. Jonas")
        .bash(
          "julia --project -e '@time using CellSim' 2>&1 | tail -2",
          "Precompiling CellSim\n  38 dependencies successfully precompiled in 241 seconds (Makie 187 s)",
        )
        .assistant(
          "About 4 minutes of every CI run is precompilation, and 187 s of that is Makie alone, which CellSim loads unconditionally for the plotting recipes even though the tests never plot.",
        )
        .user(
          "Right, that's what I suspected. OK so for the record: Makie accounts for most of our precompile time. Follow-up for when I'm back from the workshop: move the plotting recipes into a package extension so Makie becomes a weak dependency. Don't start it now, the release branch is frozen.\n\nJonas",
        )
        .stop("Understood, nothing changed."),
    planted: [
      { kind: "fact", keys: ["makie"] },
      { kind: "task", keys: ["extension"] },
    ],
  },
  {
    id: "b157-empty-float-differences",
    build: (s) =>
      s
        .user(
          "Dear Claude,\n\nOdd one: the same simulation gives results that differ in the 12th digit between my laptop and the cluster. Could that be the BLAS library? Or maybe FMA instructions? I'm just thinking out loud here.\n\nFelix",
        )
        .assistant(
          "Both are plausible. Different BLAS builds can sum in different orders, and a CPU with FMA will round differently from one without. Differences in the 12th digit are well within what either would produce.",
        )
        .user("Would pinning OpenBLAS threads to 1 make it reproducible, do you think?")
        .assistant(
          "It could remove one source of variation, but not the FMA one. Whether it's worth it depends on whether you need bitwise reproducibility or just agreement to a tolerance.",
        )
        .user("Hm. Probably tolerance is enough. I'll sleep on it. Thanks!"),
    planted: [],
  },
  {
    id: "b157-testthat-loop",
    build: (s) =>
      s
        .user(
          "Hi Claude,\n\nWorking on the survey package today. When you're iterating, please run the tests with devtools::test(), not a full R CMD check: the check takes 9 minutes because of the vignettes. R CMD check only before pushing.\n\nCheers,\nAnna",
        )
        .bash(
          "Rscript -e 'devtools::test()'",
          "ℹ Testing surveytools\n✔ | F W  S  OK | Context\n✔ |         41 | weights\n✖ | 2       18 | summaries\n[ FAIL 2 | WARN 0 | SKIP 0 | PASS 59 ]",
          1,
        )
        .assistant(
          "Two failures in the summaries tests, both comparing whole printed tables by hand-written strings that break on a column width change. One option is testthat snapshot tests (`expect_snapshot()`), so the expected tables live in tests/testthat/_snaps and get reviewed as diffs.",
        )
        .user("Yes, that sounds right. OK, let's go with snapshot tests for the summary tables.")
        .file("Edit", "tests/testthat/test-summaries.R")
        .bash("Rscript -e 'devtools::test()'", "[ FAIL 0 | WARN 0 | SKIP 0 | PASS 61 ]")
        .stop("Summary table tests converted to snapshots; 61 passing."),
    planted: [
      { kind: "instruction", keys: ["devtools::test"] },
      { kind: "decision", keys: ["snapshot"] },
    ],
  },
  {
    id: "b157-io-owner",
    build: (s) =>
      s
        .user(
          "Hello Claude,\n\nCould you find out why read_stack() is so slow on the big confocal files?\n\nOne thing you should know: the io/ module is owned by Lena, she wrote it and maintains it, so anything touching its public functions goes through her.\n\nThanks,\nMarta",
        )
        .file("Read", "src/io/stacks.jl")
        .bash("julia --project bench/io.jl", "read_stack(big.h5)  12.4 s  (chunks of 1×1×512 read 1.1e6 times)")
        .assistant(
          "The file is chunked as 1×1×512, so reading a full plane touches about a million chunks. With chunks matching the access pattern (512×512×1) the same read takes 0.3 s in a test copy. That's a change to how the files are written, though, not to read_stack().",
        )
        .user("Ugh, I see. Remind me to email Lena about the HDF5 chunk layout, I'll raise it at Thursday's meeting. Let's not change anything now.\n\nMarta")
        .stop("Will remind you; nothing changed."),
    planted: [
      { kind: "fact", keys: ["lena"] },
      { kind: "task", keys: ["chunk"] },
    ],
  },
  {
    id: "b157-empty-run-tests",
    build: (s) =>
      s
        .user("Hi Claude, could you just run the test suite and tell me if it's green? Thanks, Priya")
        .bash(
          "julia --project -e 'using Pkg; Pkg.test()' 2>&1 | tail -5",
          "┌ Warning: TODO: remove deprecated kwarg `dt_max` (never used internally)\n└ @ CellSim src/deprecated.jl:12\nTest Summary: | Pass  Total  Time\nCellSim       |  212    212  1m38.9s\n     Testing CellSim tests passed",
        )
        .assistant("All 212 tests pass. The only noise is a deprecation warning from src/deprecated.jl about the `dt_max` keyword.")
        .user("Great, thanks. Is the warning something to worry about?")
        .assistant("Not for correctness; it fires because one test exercises the deprecated keyword on purpose.")
        .user("OK, good. Thanks, that's all for now."),
    planted: [],
  },
  {
    id: "b157-storage-format",
    build: (s) =>
      s
        .user(
          "Dear Claude,\n\nWe need an intermediate storage format between the Julia simulation and the R analysis. Let's use Arrow files for that. And for the tabular handling on the Julia side we're going with DataFrames.jl, not TypedTables; more people in the group know it.\n\nCould you sketch the writer in src/export.jl?\n\nFelix",
        )
        .file("Write", "src/export.jl")
        .bash("Rscript -e 'arrow::read_feather(\"out/run1.arrow\") |> dim()'", "Error: IOError: Invalid IPC stream: negative continuation token", 1)
        .assistant(
          "The R side fails on the Arrow file; the CRAN build of arrow on the cluster is 6.0, which can't read the newer IPC format Arrow.jl writes by default. Writing with `compat` options would work, or we could use Parquet, which both sides read reliably.",
        )
        .user(
          "Hmm. Actually, on reflection, let's use Parquet instead of Arrow for the intermediate files; the R people shouldn't have to fight package versions. DataFrames stays as agreed.\n\nFelix",
        )
        .file("Edit", "src/export.jl")
        .bash("Rscript -e 'nrow(arrow::read_parquet(\"out/run1.parquet\"))'", "[1] 48000")
        .stop("Export now writes Parquet; R reads all 48000 rows."),
    planted: [
      { kind: "decision", keys: ["parquet"] },
      { kind: "decision", keys: ["dataframes"] },
    ],
  },
  {
    id: "b157-slurm-sweep",
    build: (s) =>
      s
        .user("Hi Claude,\n\nThe parameter sweep job on Hydra got killed overnight. Could you look at the sbatch script?\n\nThanks,\nTom")
        .bash("sacct -j 881234 --format=JobID,State,Elapsed,MaxRSS", "881234       TIMEOUT   2-00:00:14\n881234.batch CANCELLED 2-00:00:14  61.2G")
        .file("Read", "slurm/sweep.sbatch")
        .assistant(
          "It hit TIMEOUT at exactly 48 hours. Is that the partition's limit? The script asks for `--time=5-00:00:00`, and it also has no `--mem` line, so it got the default and peaked at 61 GB.",
        )
        .user(
          "Yes: the gpu partition on Hydra has a hard 48-hour wall-time limit, whatever you ask for. And please, in all our sbatch scripts, always request --mem explicitly; the default allocation is a lottery.\n\nTODO for next week, not now: write a job array version of the sweep so each parameter set is its own job.\n\nTom",
        )
        .file("Edit", "slurm/sweep.sbatch")
        .stop("Set --time=48:00:00 and --mem=80G in the script."),
    planted: [
      { kind: "fact", keys: ["wall-time", "48"] },
      { kind: "instruction", keys: ["--mem"] },
      { kind: "task", keys: ["job array"] },
    ],
  },
  {
    id: "b157-empty-juliacon",
    build: (s) =>
      s
        .user("Morning Claude! Are you going to JuliaCon this year? Just kidding. Anyway, do you know if Pluto notebooks can be run headless in CI?")
        .assistant(
          "Ha. Yes: PlutoSliderServer can export notebooks in CI, and you can also run a notebook file as a plain script with `julia notebook.jl`, since Pluto files are valid Julia.",
        )
        .user("Oh neat, I didn't know they were plain Julia. Might be handy for the teaching material someday.")
        .assistant("They are, with cell-order comments. Happy to help if you want to try it.")
        .user("Maybe. Not today. Have a good one!"),
    planted: [],
  },
  {
    id: "b157-stable-rng",
    build: (s) =>
      s
        .user("Hello Claude,\n\nThe stochastic tests failed on 1.11 although nothing changed in our code. Could you have a look?\n\nPriya")
        .bash(
          "julia +1.11 --project -e 'using Pkg; Pkg.test()' 2>&1 | grep -A2 FAIL",
          "test_gillespie: Test Failed at test/stochastic.jl:44\n  Expression: mean(counts) ≈ 17.23\n   Evaluated: 16.98 ≈ 17.23",
        )
        .assistant(
          "The expected value was recorded with `Random.seed!(1)`, and the default RNG stream is not guaranteed to stay the same across Julia versions. StableRNGs.jl gives a stream that is stable across versions.",
        )
        .user(
          "Ah, of course. Please always seed with StableRNG (e.g. StableRNG(42)) in tests, never Random.seed!, so this doesn't happen again. Could you convert test/stochastic.jl now? test/fitting.jl uses Random.seed! as well; that one can wait for another day, just don't let us forget it.\n\nThanks!",
        )
        .file("Edit", "test/stochastic.jl")
        .bash("julia +1.11 --project -e 'using Pkg; Pkg.test()' 2>&1 | tail -1", "     Testing CellSim tests passed")
        .stop("Converted; tests pass on 1.11 and 1.10."),
    planted: [
      { kind: "instruction", keys: ["stablerng"] },
      { kind: "task", keys: ["fitting.jl"] },
    ],
  },
  {
    id: "b157-unitful-api",
    build: (s) =>
      s
        .user("Hi Claude,\n\nUsers keep passing concentrations in µM when the API expects mM. What would you suggest?\n\nMarta")
        .file("Read", "src/api.jl")
        .assistant(
          'Two options: document the units more loudly, or take Unitful quantities in the public API (`solve(model; c0 = 5u"μM")`) and convert to plain Float64 mM internally, so the solvers never see units. The second catches the mistake at call time.',
        )
        .user(
          "Yes, let's do that: Unitful in the public API, plain floats internally. Please start with solve() and set_initial!().\n\nThe old example notebooks will still need converting after this, but not today, they're a bigger job.\n\nMarta",
        )
        .file("Edit", "src/api.jl")
        .bash("julia --project -e 'using Pkg; Pkg.test()' 2>&1 | tail -1", "     Testing CellSim tests passed")
        .stop("solve() and set_initial!() now accept Unitful quantities."),
    planted: [
      { kind: "decision", keys: ["unitful"] },
      { kind: "task", keys: ["notebooks"] },
    ],
  },
  {
    id: "b157-docs-deploy",
    build: (s) =>
      s
        .user("Hi, the docs site still shows last month's version. Could you check why? Jonas")
        .bash("git log -1 --format=%cd origin/gh-pages", "Mon Oct 12 14:02:11 2026 +0200")
        .file("Read", "docs/make.jl")
        .assistant(
          "Documenter pushes the built site to the gh-pages branch, and that branch hasn't been updated since 12 October: `deploydocs` is skipped because the DOCUMENTER_KEY secret is missing from the repo settings since the repo was transferred.",
        )
        .user(
          "Ah, the transfer. OK, I re-added the key. Maybe we should move the docs to Read the Docs anyway... actually no, scratch that, Documenter is fine.\n\nWhile you're in there: could you open an issue to add doctests for the io functions? We'll do those properly later.\n\nJonas",
        )
        .bash(
          "gh issue create --title 'Add doctests for io functions' --body 'read_stack, write_stack, list_series'",
          "https://github.com/lab/CellSim.jl/issues/88",
        )
        .stop("Opened #88."),
    planted: [{ kind: "fact", keys: ["gh-pages"] }],
  },
  {
    id: "b157-empty-makie-vs-plots",
    build: (s) =>
      s
        .user("Dear Claude,\n\nShould we switch the package's plotting from Plots.jl to Makie? What are the trade-offs?\n\nAnna")
        .assistant(
          "Makie gives better layouts and interactivity and is where most new development happens; Plots.jl is lighter, loads faster, and your users already know it. A switch would also change every figure in the docs.",
        )
        .user("Hmm. What about the load time? People complain already.")
        .assistant("Makie is heavier to load, although package extensions can keep it optional. It depends on whether you want interactivity.")
        .user("Let me think about it and talk to the group on Friday. Thanks for the overview.\n\nAnna"),
    planted: [],
  },
  {
    id: "b157-survey-datatable",
    build: (s) =>
      s
        .user(
          "Hi Claude,\n\nThe weighting script crawls on the full survey. Could you have a look at R/weights.R?\n\nGeneral preference for this repo: I prefer data.table over dplyr for anything over a million rows; dplyr is fine for small summaries and plots.\n\nCheers,\nAnna",
        )
        .bash("Rscript -e 'd <- arrow::read_parquet(\"data/survey.parquet\"); cat(nrow(d), anyDuplicated(d$id) > 0)'", "3204117 TRUE")
        .assistant(
          "The survey has 3.2 million rows, and `id` is not unique: 18% of rows share an id. Is that expected? The join in weights.R assumes one row per id, which multiplies rows.",
        )
        .user(
          "Yes, that's expected and easy to forget: the id column is the household id, so it repeats for every person in the household. The person key is (id, pnr).\n\nAnna",
        )
        .file("Edit", "R/weights.R")
        .bash("Rscript R/weights.R", "weights computed for 3204117 persons in 14.2 s")
        .stop("weights.R now joins on (id, pnr) with data.table; 14 s for the full survey."),
    planted: [
      { kind: "instruction", keys: ["data.table"] },
      { kind: "fact", keys: ["household"] },
    ],
  },
  {
    id: "b157-gpu-precision",
    build: (s) =>
      s
        .user("Hello Claude,\n\nWhy is the GPU path slower than the CPU for the reaction-diffusion solve? It makes no sense to me.\n\nFelix")
        .bash("julia --project bench/gpu.jl", "device: NVIDIA GeForce RTX 3080\nFloat64  step  41.2 ms\nFloat32  step   1.3 ms\nCPU(16t) Float64 step 9.8 ms")
        .assistant(
          "The kernels run in Float64, and consumer cards like the RTX 3080 have about 1/32 of their Float32 throughput in Float64. In Float32 the step is 1.3 ms, well ahead of the CPU. The relative error in Float32 over a full run is ~3e-5 on the test case.",
        )
        .user(
          "Wow, 32 times. OK: we keep Float32 on the GPU path and Float64 on the CPU path; 3e-5 is far below the measurement noise anyway. Please make that the default.\n\nFelix",
        )
        .file("Edit", "src/gpu/kernels.jl")
        .stop("GPU path defaults to Float32 now."),
    planted: [
      { kind: "fact", keys: ["rtx"] },
      { kind: "decision", keys: ["float32"] },
    ],
  },
  {
    id: "b157-pr-benchmarks",
    build: (s) =>
      s
        .user(
          "Hi Claude,\n\nThanks for the allocation fixes yesterday, could you open the PR for them?\n\nOne convention I'd like from now on: when you open PRs that touch performance, put before/after benchmark numbers in the PR description, so reviewers don't have to run them.\n\nMarta",
        )
        .bash("julia --project bench/run.jl --compare main", "diffusion_step   main 2.41 ms → branch 1.12 ms\nreaction_step    main 0.88 ms → branch 0.87 ms")
        .bash("gh pr create --title 'Reduce allocations in diffusion step' --body-file /tmp/pr.md", "https://github.com/lab/CellSim.jl/pull/91")
        .stop("Opened #91 with the before/after numbers (2.41 ms → 1.12 ms for the diffusion step)."),
    planted: [{ kind: "instruction", keys: ["benchmark", "description"] }],
  },
  {
    id: "b157-empty-mkl-guess",
    build: (s) =>
      s
        .user(
          "Hi Claude,\n\nThe eigen decomposition in the stability analysis returns NaNs on the new workstation but not on my laptop. Could it be the MKL vs OpenBLAS difference? I honestly don't know.\n\nTom",
        )
        .bash("julia --project -e 'using LinearAlgebra; BLAS.get_config()'", "LinearAlgebra.BLAS.LBTConfig\nLibraries: \n└ [ILP64] libopenblas64_.so")
        .assistant(
          "The workstation uses OpenBLAS too, so that's not the difference. It might be the input: does the Jacobian on the workstation come from the same parameter file?",
        )
        .user("Good question, I'm not sure. I'll check tomorrow and get back to you.")
        .assistant("Sounds good. If you can send the matrix that produces NaNs, I can look at its conditioning."),
    planted: [],
  },
  {
    id: "b157-release-plan",
    build: (s) =>
      s
        .user("Dear Claude,\n\nI renamed the `tol` keyword of solve() to `reltol`. What version number should the next release get? We're on 0.8.3.\n\nPriya")
        .file("Read", "Project.toml")
        .assistant(
          "Renaming a public keyword is breaking. Under SemVer for 0.x versions the minor number carries breaking changes, so it should be 0.9.0, not 0.8.4.",
        )
        .user(
          "Right. So it'll be 0.9.0 then. Please bump Project.toml.\n\nAnd something for the future: once the paper is accepted we need to tag v1.0 and register it in General. Not before, the reviewers may still ask for API changes.\n\nPriya",
        )
        .file("Edit", "Project.toml")
        .bash("git diff --stat", " Project.toml | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)")
        .stop("Bumped to 0.9.0."),
    planted: [
      { kind: "decision", keys: ["0.9.0"] },
      { kind: "task", keys: ["v1.0"] },
    ],
  },
  {
    id: "b157-rcpp-build",
    build: (s) =>
      s
        .user(
          "Hi Claude,\n\nThe surveytools package doesn't compile on the Mac mini anymore. Could you have a look? Log below.\n\nclang: error: unsupported option '-fopenmp'\n\nAnna",
        )
        .file("Read", "src/Makevars")
        .assistant(
          "src/Makevars adds `-fopenmp` unconditionally for the Rcpp code, and Apple clang doesn't support it. Using `$(SHLIB_OPENMP_CXXFLAGS)` lets R decide per platform.",
        )
        .file("Edit", "src/Makevars")
        .bash("R CMD INSTALL .", "* installing *source* package 'surveytools' ...\n** libs\nclang++ -O2 ... \n* DONE (surveytools)")
        .user(
          "Great, thank you. For the record: the OpenMP flags for the C++ code are set in src/Makevars, nowhere else. And please never edit src/RcppExports.cpp by hand, it is regenerated by Rcpp::compileAttributes() and your changes would be lost.\n\nAnna",
        )
        .stop("Noted."),
    planted: [
      { kind: "fact", keys: ["makevars"] },
      { kind: "instruction", keys: ["rcppexports"] },
    ],
  },
  {
    id: "b157-empty-stacktrace",
    build: (s) =>
      s
        .user(
          "Hello! What does this mean?\n\nERROR: MethodError: no method matching +(::Vector{Float64}, ::Float64)\nFor element-wise addition, use broadcasting with dot syntax: array .+ scalar\n\nFelix",
        )
        .assistant("You're adding a scalar to a vector with `+`. Julia wants `.+` for element-wise operations; the error message's hint is exactly right.")
        .user("Oh, that's embarrassing. I've been writing too much R lately. Thanks!")
        .assistant("It happens to everyone switching between the two. In R it just recycles the scalar."),
    planted: [],
  },
  {
    id: "b157-git-branches",
    build: (s) =>
      s
        .user("Hi Claude,\n\nYour push yesterday failed, I saw the notification. Could you push the unit conversion branch again?\n\nTom")
        .bash(
          "git push origin HEAD:main",
          "remote: error: GH006: Protected branch update failed for refs/heads/main.\nremote: error: At least 1 approving review is required",
          1,
        )
        .assistant("The push to main was rejected: main is protected and needs an approving review. Should I push the branch and open a PR instead?")
        .user(
          "Yes. Please never push directly to main; always push a branch and open the PR against develop. main is protected and only Marta can merge into it, she does that at releases.\n\nTom",
        )
        .bash("git push -u origin unit-conversion && gh pr create --base develop --fill", "https://github.com/lab/CellSim.jl/pull/93")
        .stop("Opened #93 against develop."),
    planted: [
      { kind: "instruction", keys: ["develop"] },
      { kind: "fact", keys: ["marta"] },
    ],
  },
  {
    id: "b157-missing-data",
    build: (s) =>
      s
        .user(
          "Dear Claude,\n\nAbout 14% of the income variable is missing in the survey. Complete-case analysis would throw away a lot. What are our options?\n\nAnna",
        )
        .bash("Rscript -e 'mean(is.na(arrow::read_parquet(\"data/survey.parquet\")$income))'", "[1] 0.1412")
        .assistant(
          "Multiple imputation with mice (predictive mean matching for income) is the standard choice here; m = 20 imputations would be reasonable for 14% missingness. Complete-case is likely biased because missingness correlates with age.",
        )
        .user(
          "Agreed, we'll use multiple imputation with mice, m = 20, no complete-case analysis. Please set it up in R/impute.R.\n\nBefore submission we also have to rerun all models with m = 50 as a sensitivity check, but that's for later.\n\nAnna",
        )
        .file("Write", "R/impute.R")
        .bash("Rscript R/impute.R", "iter imp variable\n  5  20  income\nDone: 20 imputed datasets written to /scratch/anna/imp")
        .stop("R/impute.R writes 20 imputed datasets."),
    planted: [
      { kind: "decision", keys: ["mice"] },
      { kind: "task", keys: ["m = 50"] },
    ],
  },
  {
    id: "b157-empty-rename",
    build: (s) =>
      s
        .user("Hi, could you rename `tmpvec` to `fluxes` in src/diffusion.jl? It's been bugging me. Thanks! Priya")
        .file("Edit", "src/diffusion.jl")
        .bash("grep -c tmpvec src/diffusion.jl", "0", 1)
        .assistant("Renamed all 7 occurrences; nothing outside src/diffusion.jl used it.")
        .user("Great, cheers.")
        .assistant("You're welcome."),
    planted: [],
  },
  {
    id: "b157-thread-timings",
    build: (s) =>
      s
        .user("Hello Claude,\n\nWhy are the test timings on the lab workstation so different from mine? The threaded tests are 5x faster there.\n\nJonas")
        .bash("ssh ws-lab 'grep -r JULIA_NUM_THREADS /etc/profile.d/'", "/etc/profile.d/julia.sh:export JULIA_NUM_THREADS=16")
        .assistant(
          "On the lab workstation JULIA_NUM_THREADS is set to 16 globally in /etc/profile.d/julia.sh, so every Julia session there starts with 16 threads; yours starts with 1 unless you pass `-t`.",
        )
        .user(
          "Mystery solved, thank you. While you were looking I noticed the cache in Memo.jl is thread-unsafe (plain Dict, no lock). Someone should file an issue upstream about that at some point, I don't have time now.\n\nJonas",
        )
        .stop("Noted."),
    planted: [
      { kind: "fact", keys: ["julia_num_threads"] },
      { kind: "task", keys: ["thread-unsafe"] },
    ],
  },
  {
    id: "b157-empty-licence",
    build: (s) =>
      s
        .user("Dear Claude,\n\nWhich licence would you suggest for the R package, MIT or GPL-3? Some of our dependencies are GPL.\n\nAnna")
        .assistant(
          "Depending on GPL packages from an R package doesn't force your package to be GPL as long as you don't distribute their code bundled with it; MIT is common on CRAN. GPL-3 would keep derivatives open. It's mostly a policy choice for the group.",
        )
        .user("Does the university have a rule on this? I genuinely don't remember.")
        .assistant("I don't know your university's policy; the research software or tech transfer office would.")
        .user("OK, I'll ask them. Thanks!"),
    planted: [],
  },
  {
    id: "b157-cran-vignette",
    build: (s) =>
      s
        .user(
          "Hi Claude,\n\nWe discussed where to release surveytools: r-universe only, or CRAN as well. Final answer from the group: we submit to CRAN. r-universe stays as the dev channel.\n\nCould you run the CRAN checks to see where we stand?\n\nAnna",
        )
        .bash(
          "Rscript -e 'devtools::check(cran = TRUE)' 2>&1 | tail -6",
          "❯ checking R code for possible problems ... NOTE\n  summarise_weights: no visible binding for global variable 'pnr'\n❯ checking for future file timestamps ... NOTE\n0 errors ✔ | 0 warnings ✔ | 2 notes ✖",
        )
        .assistant(
          "Two NOTEs: a missing global variable binding for `pnr` (a data.table column) and the timestamp check, which is a network issue on this machine. I can fix the first with `utils::globalVariables()`. The vignette also still calls `weights_v1()`, which works but is deprecated.",
        )
        .file("Edit", "R/globals.R")
        .user(
          "Thanks. TODO before the submission: the vignette still uses the old weights_v1() API, it must be updated to the new interface. Not today though.\n\nAnna",
        )
        .stop("Fixed the global variable NOTE; the vignette is unchanged."),
    planted: [
      { kind: "decision", keys: ["cran"] },
      { kind: "task", keys: ["vignette"] },
    ],
  },
  {
    id: "b157-docstrings",
    build: (s) =>
      s
        .user(
          'Hello Claude,\n\nCould you write docstrings for the new exported functions in src/api.jl? A convention for all docstrings in this package: imperative mood in the first line ("Solve the model", not "Solves"), and an # Examples section with a jldoctest block wherever it\'s feasible.\n\nThanks,\nMarta',
        )
        .file("Edit", "src/api.jl")
        .bash("julia --project=docs docs/make.jl 2>&1 | tail -2", "[ Info: Doctest: running doctests.\n[ Info: HTMLWriter: rendering HTML pages.")
        .assistant("Docstrings added for solve, set_initial!, and simulate_batch; doctests pass.")
        .user("Lovely. Oh, and remind me to ask Jonas for the tesla-box ssh key on Monday, I need it for the GPU profiling.\n\nMarta")
        .stop("Will do."),
    planted: [
      { kind: "instruction", keys: ["docstrings"] },
      { kind: "task", keys: ["ssh key"] },
    ],
  },
  {
    id: "b157-coverage-service",
    build: (s) =>
      s
        .user(
          "hi claude,\n\nsorry for the terse mail, on my phone between sessions. the coverage badge is broken since we moved the repo. can you figure out which coverage service we should set up, codecov or coveralls?\n\nj",
        )
        .file("Read", ".github/workflows/CI.yml")
        .assistant(
          "Both work with julia-actions/julia-processcoverage. Codecov needs a CODECOV_TOKEN secret for the org repo; Coveralls has a GitHub app. Codecov's PR comments show the per-file diff, which I'd find more useful for review. I'd suggest Codecov.",
        )
        .user("codecov is fine, go with it. and pls dont lower the coverage threshold below 85% in codecov.yml without asking me first, ever. j")
        .file("Write", "codecov.yml")
        .file("Edit", ".github/workflows/CI.yml")
        .bash(
          "git diff --stat",
          " .github/workflows/CI.yml | 6 ++++--\n codecov.yml              | 9 +++++++++\n 2 files changed, 13 insertions(+), 2 deletions(-)",
        )
        .stop("Codecov upload step added; codecov.yml sets the project target to 85%."),
    planted: [
      { kind: "decision", keys: ["codecov"] },
      { kind: "instruction", keys: ["85%"] },
    ],
  },
  {
    id: "b157-targets-pipeline",
    build: (s) =>
      s
        .user(
          "Dear Claude,\n\nThe Makefile that drives the fisheries analysis has become unmaintainable (nobody dares touch it). We talked it through in the group and are moving the whole analysis to the {targets} package instead of the Makefile. Could you start by porting the data cleaning and model fitting steps into _targets.R?\n\nBest wishes,\nAnna",
        )
        .file("Read", "Makefile")
        .file("Write", "_targets.R")
        .bash(
          "Rscript -e 'targets::tar_make()'",
          "▶ dispatched target raw_counts\n● completed target raw_counts [2.1 seconds]\n▶ dispatched target fit_gam\n● completed target fit_gam [312.4 seconds]\n▶ ended pipeline [5.3 minutes]",
        )
        .assistant(
          "Cleaning and the GAM fit run under targets now. The store is in _targets/ in the repo by default; it grew to 40 GB after the fit, mostly the saved bootstrap-ready model objects. Where should it live?",
        )
        .user(
          "Oh dear, yes. The store has to live on /scratch/anna/_targets, the repo partition can't take 40 GB; please set that in _targets.yaml. The bootstrap step still has to be ported too, but that's a job for later, it's the hairiest part of the Makefile.\n\nAnna",
        )
        .file("Write", "_targets.yaml")
        .stop("The store now points at /scratch/anna/_targets."),
    planted: [
      { kind: "decision", keys: ["targets"] },
      { kind: "fact", keys: ["40 gb"] },
      { kind: "task", keys: ["bootstrap"] },
    ],
  },
  {
    id: "b157-code-conventions",
    build: (s) =>
      s
        .user(
          "Hello Claude,\n\nSince you'll be working on CellSim a lot more from now on, here are the house rules I've been meaning to write down:\n\n1. Explicit imports only in src/: `using Foo: bar`, never a bare `using Foo`.\n2. Each module's tests go in test/<module>_test.jl and are included from runtests.jl.\n3. We decided a while ago not to commit the Manifest.toml for the package itself (only the one in docs/).\n\nCould you check whether src/ currently follows rule 1?\n\nThanks,\nMarta",
        )
        .bash("grep -rnE '^using [A-Za-z.]+$' src/", "src/io/stacks.jl:3:using HDF5\nsrc/plotting.jl:2:using Makie")
        .assistant(
          "Two bare `using` statements: HDF5 in src/io/stacks.jl and Makie in src/plotting.jl. Shall I change the plotting one? The io one is in Lena's module.",
        )
        .user("Do the plotting one, and leave io for Lena, I'll tell her. Thanks!")
        .file("Edit", "src/plotting.jl")
        .stop("src/plotting.jl now imports only the Makie names it uses."),
    planted: [
      { kind: "instruction", keys: ["explicit imports"] },
      { kind: "instruction", keys: ["_test.jl"] },
      { kind: "decision", keys: ["manifest"] },
    ],
  },
  {
    id: "b157-aqua-tests",
    build: (s) =>
      s
        .user("Hi Claude,\n\nAny ideas how we could catch packaging mistakes earlier? The last release had an undeclared dependency.\n\nPriya")
        .assistant(
          "Aqua.jl runs a set of quality checks as ordinary tests: undeclared or stale dependencies, method ambiguities, unbound type parameters, missing compat entries. I'd add `Aqua.test_all(CellSim)` to runtests.jl.",
        )
        .user("Sure, sounds good, do it.")
        .file("Edit", "test/runtests.jl")
        .bash(
          "julia --project -e 'using Pkg; Pkg.test()' 2>&1 | grep -A3 Ambiguities",
          "Method ambiguity: Test Failed\n  3 ambiguities found between CellSim.rrule and ChainRulesCore.rrule",
        )
        .assistant("Aqua is in; it reports 3 method ambiguities between our rrule methods and ChainRulesCore's. Everything else passes.")
        .user(
          "Thanks. Let's fix those 3 ambiguities in a separate PR next week, I don't want to mix it with this one. Mark that test as broken for now please.\n\nPriya",
        )
        .file("Edit", "test/runtests.jl")
        .stop("Ambiguity check marked `broken = true`."),
    planted: [
      { kind: "decision", keys: ["aqua"] },
      { kind: "task", keys: ["ambiguities"] },
    ],
  },
  {
    id: "b157-logger-timezone",
    build: (s) =>
      s
        .user(
          "Hi Claude,\n\nThe temperature series from the river stations have a weird one-hour jump at the end of March. Could you take a look at R/read_loggers.R?\n\nTom",
        )
        .file("Read", "R/read_loggers.R")
        .bash("head -3 data/loggers/st04.csv", "Date/Time (UTC+01:00),Temp °C\n2025-03-30 01:50:00,6.31\n2025-03-30 02:00:00,6.30")
        .assistant(
          "The header says UTC+01:00 and the timestamps run straight through 02:00 on 30 March, so the loggers don't observe DST, but read_loggers.R parses them as Europe/Berlin, which inserts the jump.",
        )
        .user(
          "That's it. The field loggers always record in UTC+1 without daylight saving, summer and winter, it's a firmware setting we can't change. So whenever you parse logger files, use tz = \"Etc/GMT-1\" (yes, the sign is inverted, I know).\n\nTom",
        )
        .file("Edit", "R/read_loggers.R")
        .stop("Parsing with Etc/GMT-1 now; the jump is gone."),
    planted: [
      { kind: "fact", keys: ["loggers"] },
      { kind: "instruction", keys: ["etc/gmt-1"] },
    ],
  },
  {
    id: "b157-heatmap-palette",
    build: (s) =>
      s
        .user("Dear Claude,\n\nFor the heatmaps in the supplement, let's use viridis everywhere. Could you update R/heatmaps.R?\n\nAnna")
        .file("Edit", "R/heatmaps.R")
        .bash("Rscript R/heatmaps.R", "Saving 8 x 6 in image\nSaving 8 x 6 in image\nSaving 8 x 6 in image")
        .assistant("Updated; the three supplement heatmaps are in figures/supp/ now with scale_fill_viridis_c().")
        .user(
          "Hmm, looking at them, viridis washes out the small differences in the middle of the range, which is exactly where our effect is. Let's go with cividis instead, it's also colour-vision-deficiency friendly.\n\nAnna",
        )
        .file("Edit", "R/heatmaps.R")
        .bash("Rscript R/heatmaps.R", "Saving 8 x 6 in image\nSaving 8 x 6 in image\nSaving 8 x 6 in image")
        .stop('Switched to cividis (`option = "cividis"`).'),
    planted: [{ kind: "decision", keys: ["cividis"] }],
  },
  {
    id: "b157-hydra-allocation",
    build: (s) =>
      s
        .user("hey, quick one: how many core hours have we burnt on hydra this year?")
        .bash("sshare -A rse-lab -l -o Account,GrpTRESMins,RawUsage", "Account    GrpTRESMins          RawUsage\nrse-lab    cpu=12000000         8413350")
        .assistant("The rse-lab account has used about 140k of its 200k core-hours (8.4M of 12M core-minutes).")
        .user(
          "ok thanks. yes, 200k core-hours a year is our allocation, good to have confirmed. btw remind me to renew the hydra allocation before 15 Dec, it expires at the end of the year and the form takes ages",
        )
        .stop("Will remind you."),
    planted: [
      { kind: "fact", keys: ["200k"] },
      { kind: "task", keys: ["allocation", "15 dec"] },
    ],
  },
  {
    id: "b157-compat-entries",
    build: (s) =>
      s
        .user("Hi Claude,\n\nCould you add Interpolations.jl as a dependency? I need it for the boundary forcing.\n\nFelix")
        .bash(
          "julia --project -e 'using Pkg; Pkg.add(\"Interpolations\")'",
          "   Resolving package versions...\n    Updating `~/src/app/Project.toml`\n  [a98d9a8b] + Interpolations v0.15.1",
        )
        .file("Edit", "Project.toml")
        .assistant(
          'Added, with `Interpolations = "0.15"` in [compat]. Several other deps have stale compat bounds; CompatHelper could open PRs for new versions automatically if you\'d like.',
        )
        .user(
          "Good call on the compat entry: whenever you add a dependency, add its [compat] entry straight away, the General registry refuses registrations without one. And yes, set up CompatHelper please.\n\nFelix",
        )
        .file("Write", ".github/workflows/CompatHelper.yml")
        .stop("CompatHelper workflow added (daily)."),
    planted: [
      { kind: "instruction", keys: ["[compat]"] },
      { kind: "decision", keys: ["compathelper"] },
    ],
  },
  {
    id: "b157-reference-data",
    build: (s) =>
      s
        .user(
          "Hello Claude,\n\nA test in test/fitting_test.jl compares against test/data/ref_growth.csv and fails after your change to the optimiser tolerances. Before you touch anything: ref_growth.csv comes from the 2019 field campaign and it's the exact data Table 2 of the paper is computed from. It is not a generated fixture.\n\nFelix",
        )
        .bash(
          "julia --project test/fitting_test.jl",
          "Test Failed at test/fitting_test.jl:31\n  Expression: isapprox(fit.r, 0.4127; atol = 1e-4)\n   Evaluated: isapprox(0.41283, 0.4127; atol = 1e-4)",
          1,
        )
        .assistant(
          "The fitted growth rate moved from 0.4127 to 0.41283, 1.3e-4, just outside the tolerance. That comes from the looser `g_tol` I set yesterday; reverting the tolerance restores 0.4127.",
        )
        .file("Edit", "src/fitting.jl")
        .bash("julia --project test/fitting_test.jl", "Test Summary: | Pass  Total\nfitting       |   14     14")
        .user(
          "Thanks, good. We still need a checksum test for ref_growth.csv so nobody overwrites it by accident, could you put that on the list for later?\n\nFelix",
        )
        .stop("Noted for later."),
    planted: [
      { kind: "fact", keys: ["ref_growth"] },
      { kind: "task", keys: ["checksum"] },
    ],
  },
  {
    id: "b157-native-pipe",
    build: (s) =>
      s
        .user(
          "Hi Claude,\n\nWe discussed R versions today. Everyone's on at least 4.2 now, so we're dropping support for R < 4.1 in surveytools and using the native pipe |> everywhere instead of magrittr's %>%. Could you do the conversion and bump Depends in DESCRIPTION?\n\nThanks a lot,\nAnna\n\nP.S. Commit messages in the imperative and under 72 characters, please, that's the lab convention and the last few were essays.",
        )
        .bash("grep -rc '%>%' R/ | grep -v ':0'", "R/weights.R:14\nR/summaries.R:9\nR/impute.R:3")
        .file("Edit", "R/weights.R")
        .file("Edit", "R/summaries.R")
        .file("Edit", "R/impute.R")
        .file("Edit", "DESCRIPTION")
        .bash(
          "git commit -am 'Use native pipe and require R >= 4.1'",
          "[main 4e1c2d0] Use native pipe and require R >= 4.1\n 4 files changed, 27 insertions(+), 28 deletions(-)",
        )
        .stop("All 26 pipes converted, Depends: R (>= 4.1.0), magrittr dropped from Imports."),
    planted: [
      { kind: "decision", keys: ["4.1"] },
      { kind: "instruction", keys: ["72"] },
    ],
  },
  {
    id: "b157-mass-balance",
    build: (s) =>
      s
        .user(
          "Dear Claude,\n\nTotal mass in the closed-domain test drifts by about 0.3% over 10^5 steps. It should be conserved to machine precision. Maybe it's the time stepping? Could you dig in?\n\nPriya",
        )
        .file("Read", "src/diffusion.jl")
        .bash("julia --project scripts/mass_check.jl", "step      mass            drift\n0         1.000000000     0\n100000    0.997012311    -2.99e-3")
        .assistant(
          "The time stepping is fine: with the boundary update moved before the interior stencil the drift drops to 1e-15. The Neumann boundary condition was applied after the update, so each step the ghost cells were one step stale and flux leaked out.",
        )
        .file("Edit", "src/diffusion.jl")
        .bash("julia --project scripts/mass_check.jl", "step      mass            drift\n0         1.000000000     0\n100000    1.000000000    -1.1e-15")
        .user(
          "Fantastic, thank you! So it was the Neumann ordering all along. We still need a proper regression test for mass conservation in the test suite; that's for next sprint, I've got a deadline.\n\nPriya",
        )
        .stop("Fixed; a regression test is still to be written."),
    planted: [
      { kind: "fact", keys: ["neumann"] },
      { kind: "task", keys: ["regression test"] },
    ],
  },
  {
    id: "b157-cluster-r-version",
    build: (s) =>
      s
        .user(
          "Hi Claude,\n\nThe imputation job fails on Hydra but runs fine on my laptop. Error below.\n\nError: function 'R_existsVarInFrame' not provided by package 'Rcpp'\n\nTom",
        )
        .bash("ssh hydra 'module load R && R --version | head -1'", 'R version 4.2.3 (2023-03-15) -- "Shortstop Beagle"')
        .assistant(
          "Hydra's R module is 4.2.3, while your laptop has 4.4.1. The Rcpp binary in the shared library was built against a newer R. Reinstalling Rcpp from source on Hydra fixes it; I did that in your user library.",
        )
        .bash('ssh hydra \'module load R && Rscript -e "library(mice); cat(\\"ok\\")"\'', "ok")
        .user(
          "Thanks! Yes, Hydra stays on R 4.2.3 until the January maintenance, the admins confirmed it. So please keep everything we run there 4.2-compatible, no 4.3+ functions.\n\nTom",
        )
        .stop("Understood."),
    planted: [
      { kind: "fact", keys: ["4.2.3"] },
      { kind: "instruction", keys: ["4.2-compatible"] },
    ],
  },
  {
    id: "b157-empty-stan-idea",
    build: (s) =>
      s
        .user(
          "Hi Claude,\n\nI was thinking we could move the growth models from Turing to Stan via BridgeStan, for speed. Actually no, forget it, it would mean rewriting all six models and the students are just learning Turing.\n\nDifferent question: is there an easy way to see which part of a Turing model is slow?\n\nFelix",
        )
        .assistant(
          "You can profile the log-density evaluation: build a `LogDensityFunction` from the model and run `@profview` on repeated `logdensity` calls; the flame graph shows which statements dominate.",
        )
        .user("Nice, I'll try that next week. Does the choice of AD backend matter much?")
        .assistant(
          "For models with many parameters, reverse-mode (ReverseDiff with a compiled tape, or Mooncake) is usually much faster than ForwardDiff; for a handful of parameters ForwardDiff wins.",
        )
        .user("Good to know. Thanks, have a nice weekend!"),
    planted: [],
  },
  {
    id: "b157-empty-status-report",
    build: (s) =>
      s
        .user("Morning Claude, could you summarise what's in the open PRs on CellSim? I've been away for a week.\n\nMarta")
        .bash(
          "gh pr list --state open",
          "93  Unit conversion in solve()         unit-conversion   OPEN\n91  Reduce allocations in diffusion  alloc-fixes       OPEN\n90  WIP: never merge, experiment      tmp-expt          DRAFT",
        )
        .assistant(
          "Three open PRs: #93 adds unit conversion in solve() (waiting for review), #91 reduces allocations in the diffusion step (2.41 ms → 1.12 ms), and #90 is a draft labelled 'never merge', an experiment branch.",
        )
        .user("Thanks. #90 is Jonas's playground, I think? Not sure.")
        .assistant("The branch was pushed by Jonas, yes; the PR itself doesn't say more.")
        .user("OK. I'll look at #91 after lunch. Cheers."),
    planted: [],
  },
];

export const BLIND157 = plantedSet(BLIND157_SESSIONS, Date.UTC(2026, 10, 10, 9));
