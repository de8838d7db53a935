/**
 * Blind planted set 108 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a PhD student writing a Rust ray tracer (BVH, SIMD, benchmarks) and a LaTeX thesis with
 * matplotlib plots and a demanding supervisor; self-deprecating, long late-night messages with
 * typos; the agent answers in a Gemini CLI voice.
 * Each session is one segment; the items planted in it are listed with it: 69 items (17 decisions, 17 instructions,
 * 18 facts, 17 tasks) in 49 sessions, 12 of which plant nothing (61 user/assistant messages between them). Every other message
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

export const BLIND108_SESSIONS: BlindSession[] = [
  {
    id: "b108-bvh-sah",
    build: (s) =>
      s
        .user(
          "ok it's 1am and the sponza render still takes 41 seconds at 512spp which is, frankly, embarrassing for someone whose thesis title contains the word 'fast'. can you profile the render binary and tell me where the time goes? I suspect the BVH but I also suspected my cat of stealing my charger last week and that turned out to be me",
        )
        .bash(
          "cargo flamegraph --bin render -- scenes/sponza.toml --spp 64",
          'Finished release [optimized + debuginfo] target(s) in 38.12s\nwriting flamegraph to "flamegraph.svg"\n  intersect_aabb            58.3%\n  Triangle::intersect       21.7%\n  Bvh::build_median          6.2%\n  shade                      9.9%',
        )
        .assistant(
          "I've profiled the render. `intersect_aabb` accounts for 58.3% of samples on sponza, and `Triangle::intersect` another 21.7%. The tree built by `Bvh::build_median` is producing heavily overlapping nodes, so rays visit far more boxes than they need to. Two options:\n\n1. Switch the build to the surface area heuristic (SAH) with binned buckets.\n2. Keep the median split and tighten bounds after the build.\n\nOption 1 is the standard fix and usually gives a 2-3x reduction in node visits.",
        )
        .user(
          "yeah that matches what every paper I cite says, I was just too lazy to implement it in the first year. so confirmed: traversal is the bottleneck on sponza, not shading. let's go with SAH, binned, 12 buckets like Wald's paper. don't bother with the tighten-bounds thing",
        )
        .file("Edit", "src/bvh/build.rs")
        .bash("cargo test --release bvh", "running 9 tests\n.........\ntest result: ok. 9 passed; 0 failed")
        .assistant("I've replaced `build_median` with a binned SAH build using 12 buckets per axis. All 9 BVH tests pass.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["intersect_aabb", "58"] },
      { kind: "decision", keys: ["sah", "12 buckets"] },
    ],
  },
  {
    id: "b108-bench-pinning",
    build: (s) =>
      s
        .user(
          "the criterion numbers are all over the place again, same commit gives 812ms then 934ms. is it thermal? is it the browser I have open with 140 tabs of papers I will never read? who knows",
        )
        .bash(
          "cargo bench --bench render_sponza 2>&1 | tail -4",
          "render_sponza/512x512    time:   [812.4 ms 871.9 ms 934.0 ms]\n                        change: [+4.1% +7.3% +11.2%] (p = 0.00 < 0.05)\n                        Performance has regressed.\nFound 6 outliers among 20 measurements (6 high severe)",
        )
        .assistant(
          "The spread is about 15% between the low and high estimate, with 6 severe outliers. This looks like frequency scaling rather than a real regression. Pinning the benchmark to one core and disabling turbo usually brings the variance under 2%.",
        )
        .bash(
          "taskset -c 2 cargo bench --bench render_sponza 2>&1 | tail -3",
          "render_sponza/512x512    time:   [846.1 ms 848.0 ms 850.3 ms]\n                        change: [-2.6% -2.1% -1.5%] (p = 0.00 < 0.05)\nFound 1 outliers among 20 measurements (1 high mild)",
        )
        .user(
          "oh wow ok that's actually tight. right, rule from now on: every benchmark run goes through `taskset -c 2`, both for you and for me when I inevitably forget. numbers without it don't go in the thesis",
        )
        .assistant("Understood. I'll pin every benchmark run with `taskset -c 2`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["taskset"] }],
  },
  {
    id: "b108-hopper-avx",
    build: (s) =>
      s
        .user("can you check what CPU features the lab box has? I ssh'd into hopper and I have no idea what I'm looking at")
        .bash(
          "ssh hopper 'lscpu | grep -E \"Model name|Flags\" | cut -c1-160'",
          "Model name:  AMD EPYC 9354 32-Core Processor\nFlags:       fpu vme de pse tsc msr pae mce cx8 apic sep mtrr pge mca cmov pat pse36 clflush mmx fxsr sse sse2 ht syscall nx mmxext avx2 avx512f avx512dq avx512bw avx512vl",
        )
        .bash("grep -o 'avx512[a-z]*' /proc/cpuinfo | sort -u | wc -l", "0")
        .assistant(
          "hopper is an AMD EPYC 9354 and supports AVX-512 (avx512f, avx512dq, avx512bw, avx512vl). Your laptop reports zero AVX-512 flags, so it only goes up to AVX2.",
        )
        .user(
          "right, so hopper has AVX-512 and my laptop doesn't. that's going to matter for every SIMD chapter number. thanks. is the 9354 the one with the big L3 or am I thinking of something else",
        )
        .assistant("The EPYC 9354 has 256 MB of L3 cache across its chiplets, so yes, it is one of the large-L3 parts.")
        .stop(),
    planted: [{ kind: "fact", keys: ["hopper", "avx-512"] }],
  },
  {
    id: "b108-pgf-plots",
    build: (s) =>
      s
        .user(
          "had my weekly meeting with Lindqvist. she looked at chapter 4 for eleven seconds and said the figures look 'like a screenshot from a 2009 forum post'. fair. so, standing order from her: all thesis plots are exported as PGF from matplotlib, no PNG ever again in the thesis, and fonts have to match the body text. can you change plots/bvh_nodes.py to do that",
        )
        .file("Read", "plots/bvh_nodes.py")
        .file("Edit", "plots/bvh_nodes.py")
        .bash("python plots/bvh_nodes.py && ls figures/ | tail -2", "bvh_nodes.pgf\nbvh_nodes.png")
        .assistant(
          "I've switched `plots/bvh_nodes.py` to the `pgf` backend with `text.usetex` and the serif family from the thesis preamble. It now writes `figures/bvh_nodes.pgf`. The old PNG is still in `figures/`.",
        )
        .user(
          "delete the png. and I still have to redo figure 4.3 with the SIMD numbers once those exist, which they don't because I haven't written the SIMD code, which is the whole point of chapter 4. put it on the list please",
        )
        .bash("rm figures/bvh_nodes.png", "")
        .assistant("Done, the PNG is removed. Noted: figure 4.3 needs regenerating once the SIMD benchmark numbers exist.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["pgf"] },
      { kind: "task", keys: ["figure 4.3"] },
    ],
  },
  {
    id: "b108-qbvh-superseded",
    build: (s) =>
      s
        .user("SIMD time. my plan is 8-wide ray packets with AVX2, trace coherent primary rays together. that's what the old Wald papers do")
        .assistant(
          "8-wide packets work well for primary rays but lose most of their benefit after the first bounce, when rays diverge. An alternative is a 4-wide BVH (QBVH): each node stores four children's bounds in SIMD lanes and one ray tests all four at once. It helps incoherent secondary rays too.",
        )
        .user("hmm. ok but packets first, I already have half a sketch of it in my notebook")
        .file("Write", "src/simd/packet.rs")
        .bash("cargo run --release --bin render -- scenes/sponza.toml --spp 64 --stats", "primary rays: 2.9x faster\nbounce rays: 1.04x faster\noverall: 1.31x")
        .user(
          "ugh. 1.04x on bounces. you were right and I was being stubborn, it's a path tracer, almost everything is a bounce ray. scrap the packets. we're doing the 4-wide QBVH with single rays instead, final answer. keep packet.rs in a branch for the thesis 'things that didn't work' section",
        )
        .bash(
          "git checkout -b exp/packets && git add src/simd/packet.rs && git commit -qm 'packet tracing experiment' && git checkout main",
          "Switched to branch 'exp/packets'\nSwitched to branch 'main'",
        )
        .assistant("I've moved the packet code to `exp/packets`. On main I'll start the QBVH node layout next.")
        .stop(),
    planted: [{ kind: "decision", keys: ["qbvh"] }],
  },
  {
    id: "b108-lualatex",
    build: (s) =>
      s
        .user("thesis build is broken, latexmk just dies with some fontspec thing. help")
        .bash(
          "cd thesis && latexmk -pdf main.tex 2>&1 | grep -m2 Error",
          "! Fatal Package fontspec Error: The fontspec package requires either XeTeX or\n(fontspec)                      LuaTeX.",
          12,
        )
        .assistant("`latexmk -pdf` uses pdflatex, and fontspec requires XeTeX or LuaTeX. Running with `-lualatex` should fix it.")
        .bash("cd thesis && latexmk -lualatex main.tex 2>&1 | tail -1", "Output written on main.pdf (87 pages, 2914406 bytes).")
        .user(
          "87 pages, 30 of which are appendix, don't tell anyone. ok so the thesis always gets built with `latexmk -lualatex`, never -pdf. and don't touch thesis/uuthesis.cls, that's the university template and the graduate school rejects theses where it's modified, a friend of mine found out the hard way",
        )
        .assistant("Understood: the thesis builds with `latexmk -lualatex`, and `thesis/uuthesis.cls` stays unmodified.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["lualatex"] },
      { kind: "instruction", keys: ["uuthesis.cls"] },
    ],
  },
  {
    id: "b108-nan-speckles",
    build: (s) =>
      s
        .user(
          "there are black speckles all over the bunny render. like a dalmatian. a sad dalmatian. could be the sampler, could be the BRDF, could be me, honestly",
        )
        .bash(
          "cargo run --release --bin render -- scenes/bunny.toml --spp 16 --check-nan",
          "NaN radiance at pixel (211, 340): normal = (NaN, NaN, NaN), tri = 48211\nNaN radiance at pixel (388, 97): normal = (NaN, NaN, NaN), tri = 9034\n1843 NaN pixels",
        )
        .bash("cargo run --release --bin meshinfo -- assets/bunny.obj --degenerate", "degenerate triangles (zero area): 1843")
        .assistant(
          "The speckles come from NaN normals. The bunny mesh has 1843 zero-area (degenerate) triangles, and normalizing their zero-length cross product gives NaN, which then poisons the radiance of the pixel. I can skip degenerate triangles at load time in `mesh.rs`.",
        )
        .user(
          "1843 exactly matches the NaN count, so that's it, root cause is the degenerate triangles in the bunny obj. yes skip them at load. and a follow-up for some other night: add a debug_assert for NaN in Film::accumulate so I catch this stuff before it becomes a dalmatian",
        )
        .file("Edit", "src/mesh.rs")
        .bash("cargo run --release --bin render -- scenes/bunny.toml --spp 16 --check-nan", "0 NaN pixels")
        .assistant(
          "Degenerate triangles are now dropped in `mesh.rs` at load, and the render has 0 NaN pixels. The `debug_assert` in `Film::accumulate` is left for later, as you asked.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["degenerate"] },
      { kind: "task", keys: ["debug_assert", "accumulate"] },
    ],
  },
  {
    id: "b108-empty-tabs",
    build: (s) =>
      s
        .user("do you think the SAH build would be faster if I used sweep instead of binned? asking for a friend (the friend is my chapter 3)")
        .assistant(
          "A full sweep SAH usually gives a slightly better tree, maybe 3-5% fewer node visits, but the build is O(n log n) per level instead of O(n). For a static scene rendered at 512spp, build time is a small part of the total, so it could go either way. It would need measuring.",
        )
        .user(
          "hmm ok. I'll think about it. maybe. probably not tonight. what's the difference between a sweep and a binned build in one sentence, for my own dignity",
        )
        .assistant(
          "A sweep sorts primitives along an axis and evaluates the SAH cost at every split position, while a binned build drops centroids into a fixed number of buckets and only evaluates the bucket boundaries.",
        )
        .user("beautiful. that's going straight into my slide deck, uncredited, sorry")
        .stop("Happy to help."),
    planted: [],
  },
  {
    id: "b108-seed-pcg",
    build: (s) =>
      s
        .user(
          "two renders of the cornell box with identical settings have a different noise pattern. Lindqvist noticed in the draft. how. HOW. she reads pixels",
        )
        .bash(
          "grep -rn 'thread_rng' src/ | head -3",
          "src/sampler.rs:14:        let mut rng = rand::thread_rng();\nsrc/integrator.rs:88:    let mut rng = rand::thread_rng();",
        )
        .assistant(
          "The sampler uses `rand::thread_rng()`, which is seeded from the OS, so every run differs. I'd suggest a seedable generator like PCG32 (`rand_pcg::Pcg32`), seeded per tile from a global seed and the tile index, which keeps results reproducible even with rayon's work stealing.",
        )
        .user("yes, PCG32 per tile, do it. and every render that goes in the thesis uses seed 1337. I know. I'm 29 and this is who I am")
        .file("Edit", "src/sampler.rs")
        .file("Edit", "src/integrator.rs")
        .bash(
          "cargo run --release --bin render -- scenes/cornell.toml --seed 1337 -o a.exr && cargo run --release --bin render -- scenes/cornell.toml --seed 1337 -o b.exr && cmp a.exr b.exr && echo same",
          "same",
        )
        .assistant(
          "I've switched both call sites to `Pcg32`, seeded from the global seed and tile index. Two runs with `--seed 1337` now produce byte-identical EXRs.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["pcg32"] },
      { kind: "instruction", keys: ["1337"] },
    ],
  },
  {
    id: "b108-exr-nas",
    build: (s) =>
      s
        .user("git push is taking forever, what did I do")
        .bash("git count-objects -vH", "count: 212\nsize: 1.9 MiB\nin-pack: 3811\npacks: 4\nsize-pack: 2.31 GiB")
        .bash(
          "git log --stat -3 --format=%h | grep exr | head -3",
          " renders/sponza_4096spp.exr | Bin 0 -> 402653184 bytes\n renders/bunny_1024spp.exr  | Bin 0 -> 201326592 bytes",
        )
        .assistant(
          "The last commits added large EXR renders, about 600 MB in total, and the pack is 2.31 GiB. I can remove them from history with `git filter-repo --path-glob 'renders/*.exr' --invert-paths` and add `renders/*.exr` to `.gitignore`.",
        )
        .user(
          "yes please. ok lesson learned: EXR renders never get committed, they go to the lab NAS, which is mounted at /mnt/lab-nas on both my laptop and hopper. thesis-renders folder on there",
        )
        .bash(
          "git filter-repo --path-glob 'renders/*.exr' --invert-paths --force && echo 'renders/*.exr' >> .gitignore",
          "Parsed 142 commits\nNew history written in 3.11 seconds",
        )
        .file("Edit", ".gitignore")
        .assistant("I've purged the EXRs from history and ignored `renders/*.exr`. You'll need to force-push once.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["exr"] },
      { kind: "fact", keys: ["/mnt/lab-nas"] },
    ],
  },
  {
    id: "b108-related-work",
    build: (s) =>
      s
        .user("chapter 2 review. can you read thesis/ch2-related.tex and tell me which BVH papers I cite and which I just vaguely gesture at")
        .file("Read", "thesis/ch2-related.tex")
        .assistant(
          "You cite MacDonald and Booth 1990, Wald 2007 (binned SAH), Karras 2012 and Stich 2009 (SBVH). The section on wide BVHs mentions 'several works' without citations, and the photon mapping subsection at the end is only an outline.",
        )
        .user(
          "right. the photon mapping stuff: Lindqvist and I agreed today that it's out of scope, we're dropping photon mapping from the thesis entirely, path tracing only. delete that subsection. the wide BVH citations I'll do myself, later, it's on my list: cite Ernst and Greiner 2008 and Dammertz 2008 in the wide BVH paragraph",
        )
        .file("Edit", "thesis/ch2-related.tex")
        .bash("cd thesis && latexmk -lualatex main.tex 2>&1 | tail -1", "Output written on main.pdf (85 pages, 2897112 bytes).")
        .assistant("The photon mapping subsection is removed; the thesis builds at 85 pages. The wide BVH citations are left for you.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["photon mapping"] },
      { kind: "task", keys: ["dammertz"] },
    ],
  },
  {
    id: "b108-clippy",
    build: (s) =>
      s
        .user("fix the warnings please, cargo build is screaming at me in yellow")
        .bash("cargo clippy 2>&1 | grep -c warning", "23")
        .file("Edit", "src/bvh/build.rs")
        .file("Edit", "src/simd/qbvh.rs")
        .bash("cargo clippy -- -D warnings 2>&1 | tail -1", "    Finished dev [unoptimized + debuginfo] target(s) in 4.02s")
        .assistant(
          "I've fixed all 23 clippy warnings, mostly needless borrows and a few `as` casts that should be `from`. `cargo clippy -- -D warnings` is clean.",
        )
        .user(
          "great. keep it that way: before you commit anything in the tracer, run `cargo clippy -- -D warnings` and don't commit if it fails. my reviewer at the conference complained about code quality in the artifact and I will not live through that twice",
        )
        .assistant("Got it. I'll run `cargo clippy -- -D warnings` before every commit and stop if it fails.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["clippy"] }],
  },
  {
    id: "b108-empty-coffee",
    build: (s) =>
      s
        .user("it's 3am. I have had four coffees. is it normal that my BVH has depth 64 for a scene with 200k triangles or is that a symptom of something")
        .assistant(
          "For 200k triangles a balanced tree would have depth around 18. Depth 64 suggests some very unbalanced splits, often from many primitives sharing the same centroid. It could also be a leaf-size setting of 1. I'd need to look at the build parameters to say which.",
        )
        .user(
          "could it be the sponza curtains? they have like a million tiny coplanar triangles. or maybe that's the plants. I don't know what I'm saying anymore",
        )
        .assistant("Coplanar clusters like the curtains can produce that, yes. A histogram of leaf depths would show whether it's localized.")
        .user("let's not tonight. I'm going to bed. or staring at the ceiling, one of the two")
        .stop("Good night."),
    planted: [],
  },
  {
    id: "b108-f64-accum",
    build: (s) =>
      s
        .user(
          "ok so at 65536 spp the cornell box gets this faint banding on the back wall and I think it's float precision in the accumulation? or the tonemapper? either. neither. probably both",
        )
        .bash(
          "cargo run --release --bin render -- scenes/cornell.toml --spp 65536 --seed 1337 --dump-accum | tail -2",
          "accum max relative error vs f64 reference: 3.1e-3\nbanding detected in 412 rows",
        )
        .assistant(
          "The accumulation buffer is f32, and at 65536 samples each new sample is below the mantissa precision of the running sum, which causes the banding. Options: keep f32 and use Kahan summation, or make only the accumulation buffer f64 and keep all ray math in f32.",
        )
        .user("f64 for the accumulation buffer only, everything else stays f32. Kahan is cute but I don't want to explain it in the thesis")
        .file("Edit", "src/film.rs")
        .bash(
          "cargo run --release --bin render -- scenes/cornell.toml --spp 65536 --seed 1337 --dump-accum | tail -2",
          "accum max relative error vs f64 reference: 0\nbanding detected in 0 rows",
        )
        .assistant("The film's accumulation buffer is now `f64`; ray math stays `f32`. No banding at 65536 spp.")
        .stop(),
    planted: [{ kind: "decision", keys: ["f64", "accumulation"] }],
  },
  {
    id: "b108-rayon-tiles",
    build: (s) =>
      s
        .user("how well does the renderer scale on hopper? run it at 1, 8, 16, 32 and 64 threads")
        .bash(
          'for t in 1 8 16 32 64; do ssh hopper "cd tracer && RAYON_NUM_THREADS=$t ./target/release/render scenes/sponza.toml --spp 64 --time"; done',
          "1: 92.4s\n8: 11.8s\n16: 6.1s\n32: 3.4s\n64: 3.3s",
        )
        .assistant(
          "Scaling is near-linear up to 32 threads (27x), then flat: 64 threads take 3.3 s versus 3.4 s at 32. The `perf stat` memory counters would tell us whether it's bandwidth or the tile scheduling.",
        )
        .bash(
          "ssh hopper 'cd tracer && perf stat -e cache-misses,cycles ./target/release/render scenes/sponza.toml --spp 64 2>&1 | grep -E \"cache|GB/s\"'",
          "  4,812,044,211      cache-misses\n  memory bandwidth: 381 GB/s (peak 384 GB/s)",
        )
        .user(
          "ok, 381 of 384 GB/s, so it's confirmed: on hopper the renderer is memory-bandwidth bound past 32 threads, nothing to do with rayon. that's actually a nice paragraph for chapter 5. while we're at it, I tried 8x8 and 32x32 tiles last month and 16x16 was best, so tiles stay 16x16, don't let me change that again at 2am",
        )
        .assistant("Noted both: bandwidth saturates past 32 threads on hopper, and tiles stay at 16x16.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["bandwidth", "32 threads"] },
      { kind: "decision", keys: ["16x16"] },
    ],
  },
  {
    id: "b108-biblatex",
    build: (s) =>
      s
        .user("the bibliography shows [?] for half the citations. I am going to cry into my keyboard")
        .bash(
          "cd thesis && latexmk -lualatex main.tex 2>&1 | grep -m3 -i 'warning'",
          "Package biblatex Warning: Please (re)run Biber on the file:\n(biblatex)                main\nLaTeX Warning: Citation 'karras2012' on page 14 undefined",
        )
        .bash(
          "cd thesis && biber main && latexmk -lualatex main.tex 2>&1 | grep -c undefined",
          'WARN - BibTeX subsystem: refs.bib, line 212, syntax error: found "10.1145/"\n1',
        )
        .assistant(
          "Biber hadn't been run. After running it, one citation is still undefined: the `karras2012` entry in `refs.bib` line 212 has a malformed DOI field.",
        )
        .user(
          "I'll fix the karras2012 DOI myself tomorrow, I need to find the actual DOI on the ACM site and my VPN is dead. can you set up latexmkrc so biber runs automatically",
        )
        .file("Write", "thesis/latexmkrc")
        .bash("cd thesis && latexmk -lualatex main.tex 2>&1 | tail -1", "Output written on main.pdf (85 pages, 2901337 bytes).")
        .assistant("I've added `thesis/latexmkrc` with `$bibtex_use = 2`, so latexmk now runs biber when needed.")
        .stop(),
    planted: [{ kind: "task", keys: ["karras2012", "doi"] }],
  },
  {
    id: "b108-milliseconds",
    build: (s) =>
      s
        .user(
          "notes from the meeting with Lindqvist, dumping them here before I forget, sorry for the wall of text:\n- she wants every timing in every table in milliseconds, no seconds, no mixed units, ever, consistent across all chapters\n- the Embree comparison has to be in chapter 5 before the draft goes to the committee, I haven't started that\n- she likes the bandwidth paragraph\n- she asked whether I've considered GPU. I said 'haha'. she did not laugh\ncan you convert table 5.1 to ms for a start",
        )
        .file("Read", "thesis/ch5-results.tex")
        .file("Edit", "thesis/ch5-results.tex")
        .bash("cd thesis && latexmk -lualatex main.tex 2>&1 | tail -1", "Output written on main.pdf (85 pages, 2901502 bytes).")
        .assistant("Table 5.1 now reports all times in milliseconds. The thesis builds.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["milliseconds"] },
      { kind: "task", keys: ["embree"] },
    ],
  },
  {
    id: "b108-empty-gpu",
    build: (s) =>
      s
        .user("hypothetically. purely hypothetically. how long would it take to port the tracer to wgpu compute shaders")
        .assistant(
          "A basic port of traversal and shading to WGSL compute could take a few weeks: the BVH would need flattening into a storage buffer, and recursion has to become an explicit stack. Getting it to match the CPU path tracer's output exactly would take longer.",
        )
        .user("a few weeks. ha. I have eleven weeks until submission. maybe as future work? or is that a cop-out")
        .assistant(
          "Listing a GPU port as future work is common in CPU-focused theses; whether it reads as a cop-out depends on how the thesis scopes its claims.",
        )
        .user("yeah. I'll ask her. or I won't and hope she forgets. thank you for enabling me")
        .stop("Any time."),
    planted: [],
  },
  {
    id: "b108-cornell-reference",
    build: (s) =>
      s
        .user("I want a correctness test that compares against a reference image, which scene should it be")
        .bash("ls scenes/ && ls tests/reference/", "bunny.toml\ncornell.toml\nsponza.toml\nveach_mis.toml\ncornell_1337_4096spp.exr")
        .assistant(
          "There's already a reference for the Cornell box at `tests/reference/cornell_1337_4096spp.exr`. I could write a test that renders `scenes/cornell.toml` at 4096 spp with seed 1337 and checks the mean relative error.",
        )
        .user(
          "perfect. yeah the cornell box is THE correctness reference, the 4096spp exr is from Mitsuba so it's ground truth. RMSE threshold... I don't know, 1%? try it",
        )
        .file("Write", "tests/reference_cornell.rs")
        .bash("cargo test --release --test reference_cornell", "running 1 test\ntest cornell_matches_mitsuba ... ok (relative RMSE 0.42%)")
        .assistant("The test passes with a relative RMSE of 0.42% against the 1% threshold.")
        .stop(),
    planted: [{ kind: "fact", keys: ["mitsuba"] }],
  },
  {
    id: "b108-matplotlib-palette",
    build: (s) =>
      s
        .user(
          "my officemate is colorblind and told me, very kindly, that figure 5.2 is 'four lines of the same brown'. mortifying. can you fix the palette in plots/style.py. and make it the rule for every plot script from now on: they all import plots/style.py and use its palette, no hardcoded colors in individual scripts",
        )
        .file("Read", "plots/style.py")
        .file("Edit", "plots/style.py")
        .bash('grep -ln "color=\'" plots/*.py', "plots/scaling.py\nplots/simd_speedup.py")
        .file("Edit", "plots/scaling.py")
        .file("Edit", "plots/simd_speedup.py")
        .assistant(
          "I've set the palette in `plots/style.py` to the Okabe-Ito colorblind-safe set and removed the hardcoded colors from `scaling.py` and `simd_speedup.py`; both now take colors from `style.py`.",
        )
        .user("okabe-ito, nice, I'll pretend I knew that name")
        .stop(),
    planted: [{ kind: "instruction", keys: ["style.py"] }],
  },
  {
    id: "b108-ci-runner",
    build: (s) =>
      s
        .user("why does CI say the avx512 tests passed in 0.00s")
        .bash(
          "gh run view --log | grep -A2 avx512 | head -4",
          "test simd::avx512::qbvh_intersect ... ignored, cpu lacks avx512f\ntest simd::avx512::traverse ... ignored, cpu lacks avx512f\ntest result: ok. 41 passed; 0 failed; 2 ignored",
        )
        .assistant("The GitHub-hosted runners don't expose AVX-512, so both AVX-512 tests are ignored at runtime. They have never actually run in CI.")
        .user(
          "lovely, so the AVX-512 path has zero CI coverage on github runners. good to know, terrifying to know. TODO for when I have a free weekend (lol): register hopper as a self-hosted runner so the avx512 tests really run",
        )
        .assistant("Noted as a follow-up: register hopper as a self-hosted runner for the AVX-512 tests.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["avx-512", "runners"] },
      { kind: "task", keys: ["self-hosted"] },
    ],
  },
  {
    id: "b108-empty-log-always",
    build: (s) =>
      s
        .user("what does this warning mean, it showed up after I updated nightly")
        .bash(
          "cargo +nightly build --release 2>&1 | head -6",
          "warning: the feature `portable_simd` is incomplete and may not be safe to use\n  = note: TODO: stabilization tracking issue #86656\n  = help: this lint must always be allowed explicitly for unstable features\n  = note: `#[warn(incomplete_features)]` on by default\nwarning: unused import: `std::simd::Simd`\n    Finished release [optimized] target(s) in 51.23s",
        )
        .assistant(
          "The first warning is rustc saying `portable_simd` is still unstable; it's informational and the build finished. The second is an unused import of `std::simd::Simd` in one file. Neither affects the output.",
        )
        .user("do we even use portable_simd anywhere or was that an experiment from march")
        .bash("grep -rn 'std::simd' src/ | wc -l", "1")
        .assistant("Only that one unused import references `std::simd`; nothing else in `src/` uses it.")
        .user("ok whatever, leave it, not touching nightly stuff at midnight")
        .stop("Leaving it as is."),
    planted: [],
  },
  {
    id: "b108-abstract-deadline",
    build: (s) =>
      s
        .user(
          "admin stuff, sorry. the graduate school emailed: the thesis has to be submitted by 14 March, and the abstract must be under 300 words or it bounces automatically. can you count the words in thesis/abstract.tex",
        )
        .bash("cd thesis && texcount -brief abstract.tex", "341+4+0 (1/0/0/0) File: abstract.tex")
        .assistant(
          "The abstract has 341 words of text, 41 over the limit. The longest paragraph is the one describing the SIMD results; condensing it would get most of the way.",
        )
        .user("I'll cut it myself, it's my baby. but put 'trim abstract under 300 words' on my list, I won't do it tonight")
        .file("Read", "thesis/abstract.tex")
        .assistant("Noted: the abstract needs trimming below 300 words before submission.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["14 march"] },
      { kind: "task", keys: ["abstract", "300"] },
      { kind: "fact", keys: ["abstract", "300 words"] },
    ],
  },
  {
    id: "b108-glam",
    build: (s) =>
      s
        .user(
          "should the vector type be my own hand-rolled Vec3 with SIMD intrinsics, or glam's Vec3A, or nalgebra? I keep going back and forth, my Vec3 has a bug in cross() that I found last week so my confidence is low",
        )
        .bash(
          "cargo bench --bench vec_ops 2>&1 | grep time",
          "own_vec3/dot       time: [1.92 ns]\nglam_vec3a/dot     time: [0.81 ns]\nnalgebra/dot       time: [1.44 ns]",
        )
        .assistant(
          "glam's `Vec3A` is 16-byte aligned and uses SSE for dot and cross; in this microbenchmark it is 2.4x faster than your Vec3 for dot products and faster than nalgebra. nalgebra is more general but heavier for this use.",
        )
        .user("glam Vec3A it is. rip my Vec3. replace it everywhere")
        .bash(
          "cargo add glam@0.29 && sed -i 's/crate::math::Vec3/glam::Vec3A/g' src/**/*.rs && cargo build --release 2>&1 | tail -1",
          "    Finished release [optimized] target(s) in 40.51s",
        )
        .assistant("I've added glam 0.29 and replaced `crate::math::Vec3` with `glam::Vec3A` across `src/`. It builds.")
        .stop(),
    planted: [{ kind: "decision", keys: ["vec3a"] }],
  },
  {
    id: "b108-empty-typo",
    build: (s) =>
      s
        .user("typo in ch3, 'travesal' on page 22, fix it pls")
        .bash("grep -n 'travesal' thesis/ch3-*.tex", "thesis/ch3-method.tex:141:travesal cost of a node is then")
        .file("Edit", "thesis/ch3-method.tex")
        .assistant("Fixed 'travesal' to 'traversal' on line 141 of `ch3-method.tex`.")
        .user("and 'teh' somewhere near there I bet")
        .bash("grep -n '\\bteh\\b' thesis/*.tex", "thesis/ch3-method.tex:147:teh expected number of")
        .file("Edit", "thesis/ch3-method.tex")
        .assistant("Yes, line 147. Fixed that too.")
        .user("I am a scholar")
        .stop("Both typos are fixed."),
    planted: [],
  },
  {
    id: "b108-empty-status",
    build: (s) =>
      s
        .user("run the full test suite, I want to see green before I sleep")
        .bash(
          "cargo test --release 2>&1 | tail -3",
          "test result: ok. 52 passed; 0 failed; 2 ignored; 0 measured\n\n   Doc-tests tracer\ntest result: ok. 3 passed; 0 failed",
        )
        .assistant("All 52 tests pass, 2 ignored (the AVX-512 ones on this laptop), and the 3 doc-tests pass.")
        .user("green. beautiful. I could frame this")
        .assistant("It's a good note to end the night on.")
        .user("what time is it even")
        .bash("date +%H:%M", "02:47")
        .assistant("It's 02:47.")
        .stop(),
    planted: [],
  },
  {
    id: "b108-leaf-size",
    build: (s) =>
      s
        .user("what max leaf size is the SAH build using? I never tuned it, I think I typed 8 because it felt round")
        .bash(
          "for l in 1 2 4 8 16; do cargo run --release --bin render -- scenes/sponza.toml --spp 64 --max-leaf $l --time 2>&1 | tail -1; done",
          "leaf 1: 3412 ms\nleaf 2: 3190 ms\nleaf 4: 2987 ms\nleaf 8: 3105 ms\nleaf 16: 3655 ms",
        )
        .assistant(
          "It was 8. On sponza at 64 spp, a maximum of 4 primitives per leaf is fastest (2987 ms), about 4% better than 8. With the QBVH, 4 also fills one SIMD test per leaf nicely.",
        )
        .user(
          "4 primitives per leaf then, set it as the default. unrelated but while I remember: at some point I want to try SBVH spatial splits for the sponza curtains, the overlap there is horrible. not now, it's a someday thing",
        )
        .file("Edit", "src/bvh/build.rs")
        .bash("cargo test --release bvh 2>&1 | tail -1", "test result: ok. 9 passed; 0 failed")
        .assistant("The default max leaf size is now 4. SBVH for the curtains is noted for later.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["4 primitives", "leaf"] },
      { kind: "task", keys: ["sbvh"] },
    ],
  },
  {
    id: "b108-hopper-slurm",
    build: (s) =>
      s
        .user(
          "got an angry-ish email from Erik. apparently hopper is shared with his group and they have it booked on weekdays from 8 to 18, and my benchmark at 11am wrecked one of their MPI runs. oops. so: from now on nothing runs on hopper directly over ssh, everything goes through slurm with sbatch, and the scaling benchmarks get submitted for the night window. can you write a job script for the scaling run",
        )
        .file("Write", "scripts/hopper_scaling.sbatch")
        .bash("ssh hopper 'sbatch --begin=20:00 tracer/scripts/hopper_scaling.sbatch'", "Submitted batch job 48213")
        .assistant("I've written `scripts/hopper_scaling.sbatch` (exclusive node, 64 cores, 2 h limit) and submitted it as job 48213, starting at 20:00.")
        .user("thank you. I'll bring Erik cake")
        .stop(),
    planted: [
      { kind: "fact", keys: ["erik"] },
      { kind: "instruction", keys: ["sbatch"] },
    ],
  },
  {
    id: "b108-tobj",
    build: (s) =>
      s
        .user(
          "my OBJ parser chokes on the veach MIS scene, something about negative indices. do I fix my parser or just use tobj? my parser is 400 lines of regret",
        )
        .bash(
          "cargo run --release --bin render -- scenes/veach_mis.toml --spp 1 2>&1 | tail -2",
          "thread 'main' panicked at src/obj.rs:212:31:\nindex out of bounds: the len is 8 but the index is 18446744073709551615",
        )
        .assistant(
          "Negative (relative) indices aren't handled in `src/obj.rs`. tobj supports them, triangulates polygons and loads MTL files. Switching would remove the custom parser entirely.",
        )
        .user("yeah kill the parser, tobj from now on")
        .bash("cargo add tobj@4 && git rm -q src/obj.rs", "    Adding tobj v4.0.2 to dependencies")
        .file("Edit", "src/mesh.rs")
        .bash(
          "cargo run --release --bin render -- scenes/veach_mis.toml --spp 1 2>&1 | tail -2",
          "warning: texture not found: textures/ground_diffuse.png\nrendered 512x512 in 0.91s",
        )
        .assistant(
          "Meshes now load with tobj 4 and `src/obj.rs` is gone. The Veach MIS scene renders, but it references a missing texture, `textures/ground_diffuse.png`.",
        )
        .user(
          "ugh, the veach_mis textures are broken paths, they point to the original author's folder layout. TODO for later, fix the veach_mis texture paths. also fyi the sponza we use is the Crytek version from McGuire's archive, not the Intel one, if you ever need to redownload it",
        )
        .stop("Noted."),
    planted: [
      { kind: "decision", keys: ["tobj"] },
      { kind: "task", keys: ["veach_mis", "texture"] },
      { kind: "fact", keys: ["crytek"] },
    ],
  },
  {
    id: "b108-commit-prefix",
    build: (s) =>
      s
        .user("commit what we have please")
        .bash("git status --short", " M src/bvh/build.rs\n M src/simd/qbvh.rs\n M thesis/ch4-simd.tex")
        .assistant("There are changes in the tracer (`build.rs`, `qbvh.rs`) and in the thesis (`ch4-simd.tex`). Should I commit them together?")
        .user(
          "no, separately. and since the thesis and the tracer live in the same repo (mistake, but here we are): commit messages start with `thesis:` for anything under thesis/ and `tracer:` for the Rust code, never both in one commit",
        )
        .bash(
          "cargo clippy -- -D warnings 2>&1 | tail -1 && git add src && git commit -qm 'tracer: QBVH leaf intersection' && git add thesis && git commit -qm 'thesis: ch4 QBVH layout figure'",
          "    Finished dev [unoptimized + debuginfo] target(s) in 3.88s",
        )
        .assistant("Clippy is clean. I've made two commits: `tracer: QBVH leaf intersection` and `thesis: ch4 QBVH layout figure`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["thesis:", "tracer:"] }],
  },
  {
    id: "b108-embree-harness",
    build: (s) =>
      s
        .user("let's start the embree comparison Lindqvist wants. there's an embree crate right?")
        .bash(
          "cargo add embree@0.3 && cargo build --release 2>&1 | tail -3",
          "error: failed to run custom build command for `embree-sys v0.3.1`\n  pkg-config: embree3 not found\n  installed: embree4 4.3.1",
          101,
        )
        .assistant(
          "The `embree` crate only binds Embree 3 (`embree-sys` looks for `embree3` via pkg-config), and the system has Embree 4.3.1. Options: install Embree 3 alongside it, write our own bindings to Embree 4, or benchmark Embree from a small C++ harness that loads the same scenes and reports the same timings.",
        )
        .user(
          "the crate's dead then, it only does embree 3. writing bindings is a thesis in itself. go with the C++ harness, put it in bench/embree_cmp/, same scene files, same timing output format so my plot scripts don't care. and later, not now, add a --json flag to meshinfo so the harness can read the mesh stats from it",
        )
        .bash("cargo remove embree", "    Removing embree from dependencies")
        .file("Write", "bench/embree_cmp/main.cpp")
        .file("Write", "bench/embree_cmp/CMakeLists.txt")
        .bash("cmake -S bench/embree_cmp -B build/embree && cmake --build build/embree 2>&1 | tail -1", "[100%] Built target embree_cmp")
        .assistant(
          "I've removed the crate and added `bench/embree_cmp/` with a CMake build; it reads the same scene TOMLs and prints timings in the same format.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["embree 3"] },
      { kind: "decision", keys: ["c++", "harness"] },
      { kind: "task", keys: ["meshinfo", "--json"] },
    ],
  },
  {
    id: "b108-shadow-acne",
    build: (s) =>
      s
        .user(
          "the bunny has these stripey dark patterns on it now, like moire. is it the new sampler? is it the tobj normals? is the bunny cursed? the bunny is cursed",
        )
        .bash("cargo run --release --bin render -- scenes/bunny.toml --spp 16 --debug self-hit", "shadow rays hitting their own triangle: 31.7%")
        .assistant(
          "31.7% of shadow rays hit the triangle they start from. That's shadow acne: the origin sits exactly on the surface and floating-point error puts it slightly below. A common fix is to offset the shadow ray origin along the geometric normal by a small epsilon.",
        )
        .user("so confirmed, it's self-intersection acne and not the sampler. offset along the geometric normal, how much?")
        .bash(
          "for e in 1e-5 1e-4 1e-3; do cargo run --release --bin render -- scenes/bunny.toml --spp 16 --shadow-eps $e --debug self-hit | tail -1; done",
          "eps 1e-5: 2.1%\neps 1e-4: 0.0%\neps 1e-3: 0.0% (light leaks at contact points)",
        )
        .assistant("1e-4 removes all self-hits without the light leaks that 1e-3 causes at contact points. I'd use 1e-4.")
        .user("1e-4 along the geometric normal, go")
        .file("Edit", "src/integrator.rs")
        .assistant("The shadow ray origin is now offset by 1e-4 along the geometric normal.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["acne"] },
      { kind: "decision", keys: ["1e-4"] },
    ],
  },
  {
    id: "b108-results-jsonl",
    build: (s) =>
      s
        .user("I just realised I can't tell which commit produced the numbers in table 5.3. the CSVs have no metadata. I am a fraud. how do people do this")
        .file("Read", "plots/scaling.py")
        .assistant(
          "One approach: the benchmark binary appends one JSON object per run to `results/bench.jsonl`, with the git commit hash, the machine name, thread count, scene and timing. Plot scripts filter by commit. That makes every number traceable.",
        )
        .user(
          "yes, let's do exactly that, results/bench.jsonl with commit hash and machine. and the plot scripts only ever read from results/bench.jsonl, they never run benchmarks themselves, I don't want a plot script accidentally hogging hopper",
        )
        .file("Edit", "src/bin/render.rs")
        .file("Edit", "plots/scaling.py")
        .bash(
          "cargo run --release --bin render -- scenes/cornell.toml --spp 16 --time --log-results && tail -1 results/bench.jsonl",
          '{"commit":"a41c9e2","machine":"thinkpad","threads":16,"scene":"cornell","ms":412.8}',
        )
        .assistant("Runs now append to `results/bench.jsonl` with commit and machine, and `plots/scaling.py` reads only from that file.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["bench.jsonl"] },
      { kind: "instruction", keys: ["plot scripts", "bench.jsonl"] },
    ],
  },
  {
    id: "b108-uv-texlive",
    build: (s) =>
      s
        .user("matplotlib's pgf export fails on hopper, can you look? I wanted to make the plots there overnight")
        .bash(
          "ssh hopper 'python3 tracer/plots/scaling.py 2>&1 | tail -2; tex --version | head -1'",
          "RuntimeError: Error in lualatex: ! LaTeX Error: File `unicode-math.sty' not found.\nTeX 3.14159265 (TeX Live 2019/Debian)",
        )
        .assistant(
          "hopper has TeX Live 2019 from Debian, which lacks `unicode-math`, so the pgf backend can't compile the labels there. Upgrading TeX Live on a shared machine needs the admins.",
        )
        .user(
          "ok so hopper's TeX Live 2019 can't do the plots, fine, plots get made on my laptop only. and for the python side, I'm done with conda after it ate my matplotlib twice: the plots env is managed with uv, always run the scripts with `uv run`, there's a pyproject in plots/",
        )
        .bash("cd plots && uv run python scaling.py && ls ../figures | grep scaling", "scaling.pgf")
        .assistant("With `uv run` on the laptop, `scaling.pgf` is generated fine.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["tex live 2019"] },
      { kind: "instruction", keys: ["uv run"] },
    ],
  },
  {
    id: "b108-tomorrow-list",
    build: (s) =>
      s
        .user("rerun the cornell reference test, I changed the epsilon stuff and I'm paranoid")
        .bash("cargo test --release --test reference_cornell", "test cornell_matches_mitsuba ... ok (relative RMSE 0.44%)")
        .assistant("The reference test still passes, relative RMSE 0.44% (it was 0.42%).")
        .user(
          "phew. ok I'm done for today, my brain is soup. list for tomorrow-me, who will be equally soup but slightly more rested:\n1. rerun the scaling plots on hopper with the QBVH build (through slurm, night window)\n2. email Lindqvist the chapter 4 draft, she asked for it by friday\n3. buy Erik that cake\nthat's it. don't do any of it now",
        )
        .assistant("Got it, three things for tomorrow. Good night.")
        .stop(),
    planted: [
      { kind: "task", keys: ["scaling", "qbvh"] },
      { kind: "task", keys: ["email", "chapter 4"] },
    ],
  },
  {
    id: "b108-empty-withdrawn",
    build: (s) =>
      s
        .user(
          "crazy idea: what if I rewrote the whole integrator in ISPC and called it from Rust? everyone in the Embree world uses ISPC. it could be a whole chapter",
        )
        .assistant(
          "It's possible: ISPC compiles to a C ABI, so Rust can call it through FFI, and it would vectorize shading across lanes. It would also mean a second language in the build, and the thesis comparison would partly become Rust vs ISPC.",
        )
        .user("actually no, scratch that. forget I said it. eleven weeks. ELEVEN. what was I thinking")
        .assistant("Forgotten.")
        .user("is ISPC still maintained though? just curious, not doing it")
        .assistant("Yes, Intel still releases ISPC; the 1.2x series is current.")
        .stop(),
    planted: [],
  },
  {
    id: "b108-empty-cargo-toml",
    build: (s) =>
      s
        .user("what do the profile settings in Cargo.toml do, I copied them from a blog post two years ago and never looked again")
        .bash(
          "sed -n '/\\[profile.release\\]/,/^$/p' Cargo.toml",
          '[profile.release]\n# NOTE: lto must always be "fat" for benchmarks, never thin\nlto = "fat"\ncodegen-units = 1\n# TODO: try panic = "abort"\ndebug = 1',
        )
        .assistant(
          '`lto = "fat"` does whole-program link-time optimization, `codegen-units = 1` lets LLVM optimize the crate as one unit (slower builds, faster code), and `debug = 1` keeps line tables so profilers can map samples to source. The comments are from the blog post; `panic = "abort"` was never tried.',
        )
        .user("would panic=abort make it faster? it says TODO right there, past me was curious")
        .assistant("Sometimes slightly, by removing unwinding paths, but usually by less than 1% for this kind of code. It would need measuring.")
        .user("meh. not worth it. I was just curious what I'd copy-pasted")
        .stop("Fair enough."),
    planted: [],
  },
  {
    id: "b108-empty-chitchat",
    build: (s) =>
      s
        .user("do you ever think about how every light transport paper has the same five scenes in it")
        .assistant(
          "The Cornell box, Sponza, the Stanford bunny, Veach's MIS scene and some variant of a glass dragon do show up a lot. Shared scenes make results comparable.",
        )
        .user(
          "I feel like the bunny deserves royalties. ok real question, is my MIS weighting supposed to use the power heuristic or balance heuristic, what does pbrt do",
        )
        .assistant(
          "pbrt uses the power heuristic with an exponent of 2 for direct lighting. Veach found it usually has lower variance than the balance heuristic.",
        )
        .user("right, right. I think I use balance. or power. I'd have to check. not now")
        .stop("Okay."),
    planted: [],
  },
  {
    id: "b108-empty-rename",
    build: (s) =>
      s
        .user("rename t_hit to t_max in traverse(), it's confusing me every single time I read it")
        .bash("grep -rn 't_hit' src/ | wc -l", "14")
        .file("Edit", "src/bvh/traverse.rs")
        .bash("cargo build --release 2>&1 | tail -1", "    Finished release [optimized] target(s) in 39.70s")
        .assistant("Renamed all 14 occurrences of `t_hit` to `t_max` in `traverse.rs`; it builds.")
        .user("ty. does the test for traverse still pass")
        .bash("cargo test --release traverse 2>&1 | tail -1", "test result: ok. 4 passed; 0 failed")
        .assistant("Yes, all 4 traversal tests pass.")
        .stop(),
    planted: [],
  },
  {
    id: "b108-static-scope",
    build: (s) =>
      s
        .user("how long does the SAH build take on sponza now? Lindqvist asked if the tracer could handle animation")
        .bash("cargo run --release --bin render -- scenes/sponza.toml --spp 1 --time-build", "bvh build (binned SAH, 12 buckets): 184 ms for 262267 triangles")
        .assistant(
          "The build takes 184 ms for sponza. For animation at interactive rates that's too slow to rebuild per frame. I could add an LBVH (Morton code) builder for fast rebuilds, or refitting for deforming meshes, which keeps the topology and only updates bounds.",
        )
        .user(
          "no no no. I'm not opening that door. I told her and she agreed: the thesis covers static scenes only, no refitting, no LBVH, no animation. one build per scene, done. (I do need to write that down properly though, put 'limitations paragraph in chapter 6 about the static-scene assumption' on the todo list, I'll write it at some point this month)",
        )
        .assistant("Understood: static scenes only. The limitations paragraph for chapter 6 is noted.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["static scenes"] },
      { kind: "task", keys: ["limitations", "chapter 6"] },
    ],
  },
  {
    id: "b108-cargo-update",
    build: (s) =>
      s
        .user("the cornell reference test fails?? I didnt change anything. I ran cargo update this morning but thats it")
        .bash(
          "cargo test --release --test reference_cornell 2>&1 | tail -2",
          "test cornell_matches_mitsuba ... FAILED (relative RMSE 3.8%)\ntest result: FAILED. 0 passed; 1 failed",
          101,
        )
        .bash("git diff HEAD~1 Cargo.lock | grep -A1 'name = \"rand_pcg\"'", ' name = "rand_pcg"\n-version = "0.3.1"\n+version = "0.9.0"')
        .assistant(
          "`cargo update` moved `rand_pcg` from 0.3.1 to 0.9.0. The 0.9 release changed how `Pcg32` seeds from a `u64`, so the same seed now yields a different random stream, and the 4096 spp render no longer lines up with the reference at 1%.",
        )
        .bash("git checkout HEAD~1 -- Cargo.lock && cargo test --release --test reference_cornell 2>&1 | tail -1", "test result: ok. 1 passed; 0 failed")
        .user(
          "confirmed then, rand_pcg 0.9 gives a different stream for the same seed, great, love that for me. ok new rule and I mean it: dont ever run cargo update without asking me first, the lockfile is basically part of the thesis results now",
        )
        .assistant("Understood. I won't run `cargo update` without asking you first.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["rand_pcg", "stream"] },
      { kind: "instruction", keys: ["cargo update"] },
    ],
  },
  {
    id: "b108-power-heuristic",
    build: (s) =>
      s
        .user("can you check whether my MIS uses the balance or power heuristic, I keep forgetting")
        .file("Read", "src/integrator.rs")
        .assistant(
          "`mis_weight` in `src/integrator.rs` uses the balance heuristic (`pdf_a / (pdf_a + pdf_b)`). pbrt and Veach's thesis recommend the power heuristic with exponent 2, which usually lowers variance on scenes like veach_mis. I'd suggest switching.",
        )
        .user("ok yes, power heuristic with beta 2, makes sense. check it against the reference after")
        .file("Edit", "src/integrator.rs")
        .bash("cargo test --release --test reference_cornell 2>&1 | tail -1", "test result: ok. 1 passed; 0 failed")
        .assistant("`mis_weight` now uses the power heuristic with β = 2, and the Cornell reference test still passes.")
        .user(
          "nice. and that's going to be the rule going forward: any change to the integrator has to pass the cornell reference test before it gets committed, no exceptions, not even 'tiny' ones at 4am",
        )
        .stop("Noted."),
    planted: [
      { kind: "decision", keys: ["power heuristic"] },
      { kind: "instruction", keys: ["integrator", "reference test"] },
    ],
  },
  {
    id: "b108-ch4-todo",
    build: (s) =>
      s
        .user("ok writing session. read thesis/ch4-simd.tex and tell me what's still missing, be honest, I can take it (I can't)")
        .file("Read", "thesis/ch4-simd.tex")
        .assistant(
          "Section 4.2 describes the QBVH node layout in text only, with a placeholder `\\todo{figure}`. Section 4.4 refers to 'the speedups in Table 4.1', which doesn't exist yet. The SSE/AVX2/AVX-512 comparison plot is in, but the y axis is linear, so the AVX-512 line sits flat at the bottom.",
        )
        .user(
          "yeah ok. so, for the plot: make the time axis log scale, that's how all the SIMD plots will be from now on, the linear one is useless. the rest is mine to do later, not tonight: a TikZ diagram of the QBVH node layout for 4.2, and the speedup table for 4.4 with SSE vs AVX2 vs AVX-512 per scene",
        )
        .file("Edit", "plots/simd_speedup.py")
        .bash("cd plots && uv run python simd_speedup.py && ls ../figures | grep simd", "simd_speedup.pgf")
        .assistant("The SIMD speedup plot now uses a log-scale time axis. The TikZ diagram and the speedup table are left for you.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["log scale"] },
      { kind: "task", keys: ["tikz"] },
      { kind: "task", keys: ["speedup table"] },
    ],
  },
  {
    id: "b108-defense-british",
    build: (s) =>
      s
        .user(
          "big news, the defense is scheduled: 22 May, and the external examiner is Prof. Keller from KIT, who has written like half the papers in my bibliography, so no pressure at all. also Lindqvist went through chapter 1 and circled every 'optimize'. the thesis is in British English, -ise spellings, she's very firm on that. can you find all the -ize words in the thesis",
        )
        .bash(
          "grep -ohiE '\\b[a-z]+iz(e|es|ed|ing|ation)\\b' thesis/*.tex | sort | uniq -c | sort -rn | head -5",
          "     31 optimization\n     17 optimize\n      9 parallelization\n      6 vectorized\n      4 minimize",
        )
        .assistant("There are 67 -ize forms across the chapters, led by 'optimization' (31) and 'optimize' (17). Should I convert them all to -ise?")
        .user("yes all of them, except inside \\cite keys and code listings")
        .file("Edit", "thesis/ch1-intro.tex")
        .file("Edit", "thesis/ch4-simd.tex")
        .bash("grep -ciE '\\b[a-z]+iz(e|es|ed|ing|ation)\\b' thesis/ch*.tex | paste -sd+ | bc", "0")
        .assistant("All -ize spellings in the chapter text are converted to -ise; cite keys and listings are untouched.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["22 may"] },
      { kind: "fact", keys: ["keller"] },
      { kind: "instruction", keys: ["british"] },
    ],
  },
  {
    id: "b108-hopper-scratch",
    build: (s) =>
      s
        .user("build on hopper fails with 'disk quota exceeded', what")
        .bash(
          "ssh hopper 'quota -s; du -sh ~/tracer/target; df -h /scratch | tail -1'",
          "Disk quotas for user phd42: blocks 20480M quota 20480M\n14G\t/home/phd42/tracer/target\n/dev/md0  58T  31T  27T  54% /scratch",
        )
        .assistant(
          "Your home on hopper has a 20 GB quota and `target/` alone is 14 GB. `/scratch` has 27 TB free. Per the motd on hopper, files in `/scratch` untouched for 30 days are purged automatically.",
        )
        .user(
          "right, I remember the motd now: home is capped at 20GB and /scratch/phd42 gets purged after 30 days. so on hopper always set CARGO_TARGET_DIR=/scratch/phd42/target, the build artefacts can be regenerated anyway. put it in the sbatch script too",
        )
        .bash("ssh hopper 'rm -rf ~/tracer/target && echo export CARGO_TARGET_DIR=/scratch/phd42/target >> ~/.bashrc'", "")
        .file("Edit", "scripts/hopper_scaling.sbatch")
        .assistant("I've removed the old `target/` from home, set `CARGO_TARGET_DIR` in hopper's `.bashrc`, and added it to `scripts/hopper_scaling.sbatch`.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["/scratch", "30 days"] },
      { kind: "instruction", keys: ["cargo_target_dir"] },
    ],
  },
  {
    id: "b108-qbvh-layout",
    build: (s) =>
      s
        .user("QBVH traversal is slower than the binary BVH on bunny. how is that even possible. I followed the paper. mostly. partly")
        .bash(
          "cargo run --release --bin render -- scenes/bunny.toml --spp 64 --bvh qbvh --perf-counters 2>&1 | tail -3",
          "node size: 112 bytes (align 8)\nL1d misses per ray: 41.2\ntime: 1344 ms (binary bvh: 1201 ms)",
        )
        .assistant(
          "Each QBVH node is 112 bytes with 8-byte alignment, so most nodes straddle two cache lines, and L1 misses are high. I propose laying the nodes out as structure-of-arrays bounds (4 x min/max per axis as f32 lanes) packed into 128 bytes, aligned to 64 bytes so each node is exactly two cache lines and the bounds sit in the first one.",
        )
        .user("ok that sounds right, do the 64-byte aligned SoA layout")
        .file("Edit", "src/simd/qbvh.rs")
        .bash(
          "cargo run --release --bin render -- scenes/bunny.toml --spp 64 --bvh qbvh --perf-counters 2>&1 | tail -3",
          "node size: 128 bytes (align 64)\nL1d misses per ray: 17.9\ntime: 872 ms (binary bvh: 1201 ms)",
        )
        .assistant(
          "With the 64-byte aligned SoA layout the QBVH takes 872 ms, 27% faster than the binary BVH, and L1 misses per ray dropped from 41.2 to 17.9.",
        )
        .user(
          "YES. ok, a follow-up for chapter 5 once I have energy: measure cache misses per ray for all four scenes, binary vs QBVH, and make it a table. that's the story of the chapter right there",
        )
        .stop("That will make a strong table."),
    planted: [
      { kind: "decision", keys: ["64-byte"] },
      { kind: "task", keys: ["cache misses"] },
    ],
  },
  {
    id: "b108-reference-spp",
    build: (s) =>
      s
        .user("let's render the reference figures for chapter 5 at 4096 spp, that should be plenty")
        .bash("ssh hopper 'sbatch --begin=20:00 tracer/scripts/render_refs.sbatch --spp 4096'", "Submitted batch job 48377")
        .assistant("Submitted as job 48377 for tonight, at 4096 spp for all four scenes.")
        .bash(
          "ssh hopper 'sacct -j 48377 --format=State,Elapsed | tail -1' && python3 scripts/noise.py /mnt/lab-nas/thesis-renders/veach_mis_4096.exr",
          "COMPLETED   01:12:09\nveach_mis: relative noise 2.9% (caustic region 11.4%)",
        )
        .user(
          "hmm, the caustics on veach_mis are still visibly noisy at 4096. change of plan: reference figures get rendered at 16384 spp instead, it's only overnight anyway. and remind me to ask the IT folks whether they'd install TeX Live 2024 on hopper, having to make the plots on my laptop is getting old",
        )
        .bash("ssh hopper 'sbatch --begin=20:00 tracer/scripts/render_refs.sbatch --spp 16384'", "Submitted batch job 48391")
        .assistant("Resubmitted the reference renders at 16384 spp as job 48391. Noted the TeX Live 2024 question for IT.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["16384"] },
      { kind: "task", keys: ["tex live 2024"] },
    ],
  },
  {
    id: "b108-empty-allocator",
    build: (s) =>
      s
        .user(
          "the render got 6% slower since yesterday and I have a theory: it's the allocator. or the tobj normals. or maybe the new rayon version. honestly I have three theories and zero evidence",
        )
        .bash("git stash && cargo bench --bench render_sponza 2>&1 | grep time; git stash pop", "render_sponza/512x512    time:   [851.2 ms 853.0 ms 855.1 ms]")
        .assistant(
          "Without your working-tree changes the benchmark is at 853 ms, roughly where it was yesterday. So the slowdown seems to be in the uncommitted changes rather than a dependency, but I haven't isolated which change yet.",
        )
        .user("could mimalloc help anyway? everyone on reddit swears by it")
        .assistant("It might, if allocation shows up in the profile; right now the render allocates very little per sample, so I'd expect a small effect.")
        .user("ok let's look at it tomorrow with fresh eyes, I'm too tired to bisect my own stash")
        .stop("Sounds good."),
    planted: [],
  },
  {
    id: "b108-empty-f16",
    build: (s) =>
      s
        .user("regenerate the pdf, I fixed a bunch of commas")
        .bash("cd thesis && latexmk -lualatex main.tex 2>&1 | tail -1", "Output written on main.pdf (88 pages, 2955140 bytes).")
        .assistant("The PDF is rebuilt, 88 pages.")
        .user("88. it keeps growing. like a sourdough starter. does the tracer load textures as f32? they take a lot of memory on sponza")
        .assistant(
          "Yes, textures are stored as `f32` RGBA, about 1.1 GB for sponza. Storing them as `f16` would halve that, at the cost of a conversion on every lookup. Would you like me to try it?",
        )
        .user("nah, memory isn't the bottleneck and I don't want another variable in the benchmarks. just wondering")
        .stop("Okay, leaving textures as f32."),
    planted: [],
  },
];

export const BLIND108 = plantedSet(BLIND108_SESSIONS, Date.UTC(2026, 10, 11, 9));
