/**
 * Blind planted set 91 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a bioinformatics postdoc in an academic lab (Nextflow and Snakemake pipelines, reference
 * genomes, conda envs, SLURM, shared lab storage quotas, paper figures), long academic sentences with
 * parentheses and citations of colleagues; the agent speaks in a terse Codex CLI voice.
 * Each session is one segment; the items planted in it are listed with it: 73 items (19 decisions, 19 instructions,
 * 18 facts, 17 tasks) in 47 sessions, 12 of which plant nothing (52 user/assistant messages between them). Every other message
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

export const BLIND91_SESSIONS: BlindSession[] = [
  {
    id: "b91-grch38-no-alt",
    build: (s) =>
      s
        .user(
          "ok so before you touch the alignment rule: after a frankly exhausting discussion at lab meeting (Priya had strong opinions, see her slides from the 3rd) we are going with the GRCh38 no-alt analysis set from the GATK bundle for everything new, not the UCSC hg38.fa with all the alt/decoy contigs (which is what Tomasz's old scripts pulled). Can you check what the bwa index in the Snakefile currently points at?",
        )
        .bash("grep -n 'REF\\|index' Snakefile", "14:REF = '/lab/shared/refs/hg38/hg38.fa'\n15:BWA_INDEX = REF + '.0123'\n88:        index=BWA_INDEX,")
        .bash(
          "ls -la /lab/shared/refs/GRCh38_no_alt/",
          "-r--r--r-- 1 tnowak kowalski-lab 3.2G Sep 30 11:02 GRCh38_no_alt.fa\n-r--r--r-- 1 tnowak kowalski-lab 6.1G Sep 30 13:40 GRCh38_no_alt.fa.0123\n-r--r--r-- 1 tnowak kowalski-lab  12M Sep 30 13:40 GRCh38_no_alt.fa.bwt.2bit.64",
        )
        .assistant(
          "`Snakefile` line 14 points `REF` at `/lab/shared/refs/hg38/hg38.fa` (UCSC, alts included). The no-alt fasta is already under `/lab/shared/refs/GRCh38_no_alt/` with a bwa-mem2 index from Sep 30. Switching `REF` to it.",
        )
        .file("Edit", "Snakefile")
        .user(
          "great. fyi that refs dir is read-only for everyone except Tomasz (he owns /lab/shared/refs and rebuilds all the indices there, it's his baby). And if an index is ever missing, never build it yourself in there, ask Tomasz to do it",
        )
        .bash(
          "snakemake -n --profile profiles/slurm | tail -3",
          "Job stats:\ntotal    212\nThis was a dry-run (flag -n). The order of jobs does not reflect the order of execution.",
        )
        .stop("Switched `REF` in `Snakefile` to the GRCh38 no-alt fasta; dry run resolves 212 jobs."),
    planted: [
      { kind: "decision", keys: ["grch38", "no-alt"] },
      { kind: "fact", keys: ["tomasz", "refs"] },
      { kind: "instruction", keys: ["index", "tomasz"] },
    ],
  },
  {
    id: "b91-short-partition",
    build: (s) =>
      s
        .user("the align jobs keep dying at exactly 4 hours, again, see sacct for 4418231")
        .bash(
          "sacct -j 4418231 --format=JobID,JobName,State,Elapsed,Partition",
          "JobID           JobName      State    Elapsed  Partition\n4418231         bwa_mem    TIMEOUT   04:00:13      short\n4418231.batch     batch  CANCELLED   04:00:14",
        )
        .bash(
          "scontrol show partition short | grep -o 'MaxTime=[^ ]*'; scontrol show partition long | grep -o 'MaxTime=[^ ]*'",
          "MaxTime=04:00:00\nMaxTime=7-00:00:00",
        )
        .assistant("The job ran on `short`, which has a 4h wall-time cap (`MaxTime=04:00:00`); `long` allows 7 days. Move `bwa_mem` to `long` in the profile?")
        .user(
          "yes move bwa_mem and markdups to long. and generally: anything over ~3h expected runtime goes on long, short is only for the quick stuff (the queue on long is slower, I know, Farid complains about it weekly, but whatever)",
        )
        .file("Edit", "profiles/slurm/config.yaml")
        .stop("Updated `profiles/slurm/config.yaml`: `bwa_mem` and `markdups` now request `slurm_partition=long`, `runtime=720`."),
    planted: [
      { kind: "fact", keys: ["short", "4h"] },
      { kind: "instruction", keys: ["3h", "long"] },
    ],
  },
  {
    id: "b91-conda-prefix",
    build: (s) =>
      s
        .user("why does the multiqc rule take ten minutes before it even starts doing anything")
        .bash(
          "snakemake --use-conda --profile profiles/slurm multiqc 2>&1 | head -5",
          "Building DAG of jobs...\nCreating conda environment envs/qc.yaml...\nDownloading and installing remote packages.\nCollecting package metadata (repodata.json): ...working...",
        )
        .assistant(
          "It rebuilds the conda env on every fresh checkout: `--conda-prefix` isn't set, so each worktree gets its own `.snakemake/conda`. One shared prefix would avoid that.",
        )
        .user(
          "right, ok let's do that, the shared prefix is /lab/shared/conda-envs/snakemake (Jun set it up last year; it's on the lab share so it counts against our quota, but it's fine). also please use mamba as the conda frontend for everything here, conda's solver on this cluster is glacial",
        )
        .file("Edit", "profiles/slurm/config.yaml")
        .bash(
          "snakemake --profile profiles/slurm -n multiqc | grep -i conda",
          "Conda environments: /lab/shared/conda-envs/snakemake/3f9a1c2e_ (envs/qc.yaml) already exists.",
        )
        .stop("Set `conda-prefix: /lab/shared/conda-envs/snakemake` and `conda-frontend: mamba` in the profile; the qc env is found, no rebuild."),
    planted: [
      { kind: "decision", keys: ["conda-envs"] },
      { kind: "instruction", keys: ["mamba"] },
    ],
  },
  {
    id: "b91-quota-workdir",
    build: (s) =>
      s
        .user("Argh, got yet another email from research computing: we're at 96% of the /lab/shared quota. what's eating it this time")
        .bash(
          "lfs quota -h -g kowalski-lab /lab/shared",
          "Disk quotas for grp kowalski-lab (gid 40213):\n     Filesystem    used   quota   limit   grace   files\n    /lab/shared  19.2T     20T     20T       -  8123044",
        )
        .bash(
          "du -sh /lab/shared/projects/*/work 2>/dev/null | sort -h | tail -3",
          "880G\t/lab/shared/projects/cite-seq/work\n2.3T\t/lab/shared/projects/atac-2025/work\n3.9T\t/lab/shared/projects/mito-atlas/work",
        )
        .assistant("Group limit is 20T, 19.2T used. The three Nextflow `work/` dirs alone hold ~7.1T.")
        .user(
          "ok so for the record the quota is 20T hard for the whole group (no grace, jobs just start failing with EDQUOT), and the nextflow work dirs are the culprit as usual. From now on point nextflow's workDir at /scratch/$USER/nf-work, never at /lab/shared. Scratch is purged after 30 days of no access, but that's fine for work dirs.",
        )
        .file("Edit", "nextflow.config")
        .stop("Set `workDir` to `/scratch/$USER/nf-work` in `nextflow.config`."),
    planted: [
      { kind: "fact", keys: ["20t", "quota"] },
      { kind: "instruction", keys: ["workdir", "scratch"] },
      { kind: "fact", keys: ["purged", "30 days"] },
    ],
  },
  {
    id: "b91-cairo-fonts",
    build: (s) =>
      s
        .user(
          "For the paper figures (Fig 2 and S4 mostly) the journal wants vector PDFs with the fonts embedded. Can you look at plot_coverage.R and tell me why the text shows up as outlines when I open it in Illustrator",
        )
        .file("Read", "scripts/figures/plot_coverage.R")
        .assistant("It calls `pdf()`, which doesn't embed fonts. `cairo_pdf()` (or `ggsave(device = cairo_pdf)`) embeds them.")
        .user(
          "ok go with cairo_pdf for all the figure scripts then. Also Helena insists on Arial at 7pt for all panel text (journal says 5-7, she says 7, she is the PI), so make that the base theme for every figure",
        )
        .file("Edit", "scripts/figures/theme_lab.R")
        .bash("grep -rl 'pdf(' scripts/figures | wc -l", "9")
        .file("Edit", "scripts/figures/plot_coverage.R")
        .stop("`theme_lab()` now sets Arial 7pt; the nine figure scripts save through `cairo_pdf`."),
    planted: [
      { kind: "decision", keys: ["cairo_pdf"] },
      { kind: "instruction", keys: ["arial", "7pt"] },
    ],
  },
  {
    id: "b91-hg07-duplicates",
    build: (s) =>
      s
        .user("markdup metrics look weird for sample HG-07, duplication 61%??")
        .bash("grep -A1 PERCENT_DUPLICATION results/markdup/HG-07.metrics | cut -f9,10", "PERCENT_DUPLICATION\tESTIMATED_LIBRARY_SIZE\n0.612\t4103322")
        .assistant("Could be a low-input library, or the same lane merged twice. Checking read groups.")
        .bash(
          "samtools view -H results/bam/HG-07.bam | grep '^@RG'; ls -l data/raw/HG-07/",
          "@RG\tID:HG-07.L001\tSM:HG-07\n@RG\tID:HG-07.L001\tSM:HG-07\nHG-07_L001_R1.fq.gz -> /lab/seqcore/fastq/241101/HG-07_S7_L001_R1_001.fastq.gz\nHG-07_L002_R1.fq.gz -> /lab/seqcore/fastq/241101/HG-07_S7_L001_R1_001.fastq.gz",
        )
        .assistant("Found it: in `data/raw/HG-07/` the lane 2 FASTQ is a symlink to the lane 1 file, so the same reads went in twice. That's the whole 61%.")
        .user(
          "ugh, that's the symlink script from the sequencing core import. ok not today: TODO for next week, fix link_fastqs.py so it checks the lane numbers in the filenames, and after that re-run HG-07 from scratch",
        )
        .stop("Left as is for now."),
    planted: [
      { kind: "fact", keys: ["hg-07", "lane"] },
      { kind: "task", keys: ["link_fastqs", "lane"] },
      { kind: "task", keys: ["re-run", "hg-07"] },
    ],
  },
  {
    id: "b91-dsl2-port",
    build: (s) =>
      s
        .user("nextflow run complains about DSL1 now?")
        .bash(
          "nextflow run main.nf -profile slurm",
          "N E X T F L O W  ~  version 24.10.2\nNextflow DSL1 is no longer supported -- Update your script to DSL2, or use Nextflow 22.10.x or earlier",
          1,
        )
        .assistant(
          "The module now loads Nextflow 24.10, which dropped DSL1, and `main.nf` still says `nextflow.enable.dsl=1`. Two options: pin 22.10 via `NXF_VER`, or port the three processes to DSL2.",
        )
        .user("port it. we're not pinning ancient nextflow just for this (Farid spent weeks last year in NXF_VER hell), DSL2 from here on")
        .file("Edit", "main.nf")
        .bash(
          "nextflow run main.nf -profile test -stub",
          "executor >  local (9)\n[3a/1f9c2e] ALIGN (3)   | 3 of 3 ✔\n[b2/77d0a1] MARKDUP (3) | 3 of 3 ✔\n[e1/0c4f19] CALL (3)    | 3 of 3 ✔\nCompleted at: 19-Nov-2026 10:14:02\nDuration    : 21s",
        )
        .assistant("Ported `ALIGN`, `MARKDUP`, `CALL` to DSL2 workflow syntax; the stub run passes (21s).")
        .user("nice. btw that stub run with the test profile is the thing to run before every commit on this repo, it's only 20 seconds, no excuse")
        .stop("Noted."),
    planted: [
      { kind: "decision", keys: ["dsl2"] },
      { kind: "instruction", keys: ["stub", "commit"] },
    ],
  },
  {
    id: "b91-gencode-v44",
    build: (s) =>
      s
        .user("Which GENCODE version is the featureCounts rule using? Reviewer 2 asked (of course it was reviewer 2)")
        .bash("grep -n gtf config/config.yaml", "12:gtf: /lab/shared/refs/GRCh38_no_alt/annotation/gencode.v44.primary_assembly.annotation.gtf")
        .assistant("GENCODE v44, primary assembly annotation.")
        .user(
          "ok. hmm, should we bump to v46 while we're at it? ... no, actually scratch that: we keep v44 until the paper is out, changing the annotation mid-revision is insane. Put a line about it in the README. And remind me to revisit the annotation version once the paper is accepted",
        )
        .file("Edit", "README.md")
        .stop("Added a note on the annotation version to `README.md`."),
    planted: [
      { kind: "decision", keys: ["v44"] },
      { kind: "task", keys: ["annotation", "accepted"] },
    ],
  },
  {
    id: "b91-sample-sheet",
    build: (s) =>
      s
        .user("where does the sample sheet come from again, I always forget")
        .bash(
          "ls -l config/",
          "-rw-r--r-- 1 mwojcik kowalski-lab 1.2K Nov 10 config.yaml\nlrwxrwxrwx 1 mwojcik kowalski-lab   62 Oct  2 samples.tsv -> /lab/shared/projects/mito-atlas/metadata/samples_master.tsv",
        )
        .assistant(
          "`config/samples.tsv` is a symlink to `/lab/shared/projects/mito-atlas/metadata/samples_master.tsv` (owner `aoliveira`, last modified Nov 2).",
        )
        .user(
          "right, Ana maintains the master sheet (she's the one talking to the clinicians), we never edit it from the pipeline side. If a sample has to be excluded it goes in config/exclude.txt with a one-line reason instead",
        )
        .file("Read", "config/exclude.txt")
        .assistant("`config/exclude.txt` currently lists two samples (MA-031, MA-044), both with reasons.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["ana", "sheet"] },
      { kind: "instruction", keys: ["exclude.txt"] },
    ],
  },
  {
    id: "b91-snakemake8-executor",
    build: (s) =>
      s
        .user("snakemake broke the cluster submission again??")
        .bash(
          "snakemake --version && snakemake --profile profiles/slurm -n",
          "8.20.1\nsnakemake: error: unrecognized arguments: --cluster sbatch --cluster-status scripts/slurm_status.py",
          2,
        )
        .assistant(
          "Snakemake 8 removed `--cluster`; SLURM now goes through `snakemake-executor-plugin-slurm` with `executor: slurm` in the profile. Either migrate the profile or pin `snakemake<8` in `envs/snakemake.yaml`.",
        )
        .user("migrate the profile to the executor plugin, we're on snakemake 8 now and staying there")
        .file("Edit", "profiles/slurm/config.yaml")
        .bash("snakemake --profile profiles/slurm -n | tail -2", "total    212\nThis was a dry-run (flag -n).")
        .assistant("Profile migrated: `executor: slurm`, per-rule `slurm_partition`/`mem_mb`/`runtime` in `default-resources` and `set-resources`. Dry run OK.")
        .user(
          "cool. one thing left: the plugin ignores our old cluster-status script, so I'm not sure OOM kills get reported as failures properly. follow-up for later: submit a job that deliberately OOMs and check what snakemake reports vs sacct",
        )
        .stop("Understood."),
    planted: [
      { kind: "decision", keys: ["snakemake 8"] },
      { kind: "task", keys: ["oom", "sacct"] },
    ],
  },
  {
    id: "b91-haplotypecaller-mem",
    build: (s) =>
      s
        .user("GATK HaplotypeCaller OOMs at 16G on chr1 for the deep samples (the 90x ones)")
        .bash(
          "seff 4420019",
          "Job ID: 4420019\nState: OUT_OF_MEMORY (exit code 0)\nCores per node: 4\nMemory Utilized: 15.98 GB\nMemory Efficiency: 99.88% of 16.00 GB",
        )
        .file("Read", "rules/call.smk")
        .assistant(
          "Confirmed OOM (15.98/16 GB). The rule passes `-Xmx15g` with `mem_mb=16000`, so the JVM has no headroom. Options: raise `mem_mb` to 32000 with `-Xmx28g`, or scatter HaplotypeCaller by chromosome so each job stays small.",
        )
        .user(
          "don't bother bumping, scatter by chromosome, that's what we'll do for the deep samples going forward. and a rule of thumb for us: always keep -Xmx about 4G under the slurm mem request, the JVM overhead on these nodes is real (Kai found out the painful way)",
        )
        .file("Edit", "rules/call.smk")
        .bash("snakemake -n --profile profiles/slurm results/vcf/DP-02.g.vcf.gz | grep -c haplotypecaller", "25")
        .stop("HaplotypeCaller now scatters into 25 jobs (chr1-22, X, Y, M) with `-Xmx12g` under `mem_mb=16000`, then `GatherVcfs`."),
    planted: [
      { kind: "decision", keys: ["scatter", "chromosome"] },
      { kind: "instruction", keys: ["-xmx", "4g"] },
    ],
  },
  {
    id: "b91-pr-tags",
    build: (s) =>
      s
        .user(
          "quick one: commit the DSL2 changes. and for this repo please don't push to main directly, Helena wants PRs for anything touching the pipeline since the paper analysis has to be reproducible from tagged commits",
        )
        .bash(
          "git checkout -b dsl2-port && git commit -am 'Port main.nf to DSL2'",
          "Switched to a new branch 'dsl2-port'\n[dsl2-port 7c1e0b4] Port main.nf to DSL2\n 3 files changed, 96 insertions(+), 71 deletions(-)",
        )
        .assistant("Committed on `dsl2-port` (7c1e0b4). Not pushed yet.")
        .user("push it and open a PR. oh and every figure version gets a tag on the exact commit that produced it, like fig2-v3, that's the convention here")
        .bash(
          "git push -u origin dsl2-port && gh pr create --fill",
          "branch 'dsl2-port' set up to track 'origin/dsl2-port'.\nhttps://github.com/kowalski-lab/mito-pipeline/pull/41",
        )
        .stop("Pushed and opened PR #41."),
    planted: [
      { kind: "instruction", keys: ["push", "main"] },
      { kind: "instruction", keys: ["fig2-v3"] },
    ],
  },
  {
    id: "b91-qualimap-disabled",
    build: (s) =>
      s
        .user("The MultiQC report is missing the Qualimap section, did something break")
        .bash(
          "ls results/qualimap | wc -l; grep -n qualimap rules/qc.smk",
          "0\n40:        # TODO: re-enable once qualimap memory is fixed\n41:        # expand('results/qualimap/{s}/genome_results.txt', s=SAMPLES),",
        )
        .assistant("The `qualimap` outputs were taken out of the `all` target in `rules/qc.smk` (lines 40-41), with a TODO about memory.")
        .user(
          "ah that's ancient, the memory thing was fixed ages ago. but leave it commented for now, I need tonight's run to finish. next week: re-enable qualimap in qc.smk and regenerate the multiqc report for the preprint",
        )
        .stop("Left `rules/qc.smk` unchanged."),
    planted: [{ kind: "task", keys: ["qualimap", "re-enable"] }],
  },
  {
    id: "b91-atac-blacklist",
    build: (s) =>
      s
        .user("peaks on chrM and in weird satellite regions are dominating the ATAC calls, what is going on")
        .bash(
          "sort -k7,7gr results/peaks/S12_peaks.narrowPeak | head -4 | cut -f1-3,7",
          "chrM\t1\t16569\t812.4\nchr1\t143184200\t143186100\t344.9\nchr21\t8219500\t8221300\t301.2\nchrM\t2200\t3100\t288.0",
        )
        .assistant(
          "The top peaks are chrM or in known artefact regions (chr1 143.18 Mb and chr21 8.2 Mb are both in the ENCODE blacklist). The pipeline applies no blacklist. The ENCODE hg38 blacklist v2 (Amemiya et al. 2019) is the usual choice.",
        )
        .user(
          "yes, ENCODE blacklist v2, filtered with bedtools intersect -v after peak calling (not before alignment; Priya's 2023 paper did it before and reviewers complained about mappability artefacts). and we drop the chrM reads at the BAM level, before peak calling",
        )
        .file("Edit", "rules/peaks.smk")
        .bash("snakemake -n results/peaks/S12_peaks.filtered.narrowPeak | grep rule", "rule filter_chrM:\nrule macs3_callpeak:\nrule blacklist_filter:")
        .stop("Added `filter_chrM` before MACS3 and `blacklist_filter` (bedtools intersect -v, ENCODE v2) after it."),
    planted: [
      { kind: "decision", keys: ["blacklist", "v2"] },
      { kind: "decision", keys: ["chrm", "bam"] },
    ],
  },
  {
    id: "b91-seqcore-retention",
    build: (s) =>
      s
        .user("can you check if the raw BCL files for run 221014 are still on the sequencer share")
        .bash("ls /lab/seqcore/runs/ | grep 221014", "", 1)
        .bash("ls /lab/seqcore/runs/ | head -3", "260822_A01234_0312_BHXYZ\n260829_A01234_0315_BHXZA\n260905_A01234_0318_BHY0C")
        .assistant("Run 221014 isn't there; the oldest run on the share is from Aug 22.")
        .user(
          "right, of course, the seq core deletes raw runs after 90 days. The FASTQs get archived to tape though (you request them from the core with their form, takes about a week). fine, the FASTQs are enough for what I want",
        )
        .stop("OK."),
    planted: [
      { kind: "fact", keys: ["90 days"] },
      { kind: "fact", keys: ["tape"] },
    ],
  },
  {
    id: "b91-threads-wiring",
    build: (s) =>
      s
        .user("the sorting step takes forever")
        .bash("grep -n 'samtools sort' rules/align.smk", "57:        'samtools sort -@ 1 -o {output.bam} {input.sam}'")
        .assistant("`samtools sort` runs with `-@ 1` and the default 768M per thread. `-@ {threads} -m 2G` should help.")
        .user(
          "ok do that. and in general wire every tool's thread flag to {threads} in the rules, never hardcode thread counts, it's been a recurring headache with cpus-per-task on slurm",
        )
        .file("Edit", "rules/align.smk")
        .bash("grep -rn -- '-@ [0-9]\\|--threads [0-9]\\|-t [0-9]' rules/ | wc -l", "3")
        .file("Edit", "rules/qc.smk")
        .stop("`samtools sort` now uses `-@ {threads} -m 2G`; three more hardcoded thread flags in `rules/qc.smk` switched to `{threads}`."),
    planted: [{ kind: "instruction", keys: ["{threads}"] }],
  },
  {
    id: "b91-revision-deadline",
    build: (s) =>
      s
        .user(
          "status check on the revision (sorry, long message): the response to reviewers is due Dec 12 (the editor already gave us one extension, there won't be another). Still open before then: (1) re-run the DE analysis with batch as a covariate, which reviewer 1 asked for, and (2) redo Fig S4 with the new colour palette. Can you check whether the DE script already takes a covariate argument",
        )
        .bash(
          "grep -n 'make_option' scripts/de/run_deseq2.R",
          "8:  make_option('--counts'),\n9:  make_option('--samples'),\n10:  make_option('--design', default = '~ condition'),\n11:  make_option('--out')",
        )
        .assistant("`run_deseq2.R` has a `--design` option (default `~ condition`), so `--design '~ batch + condition'` works without code changes.")
        .user("good, then it's easy. not now though")
        .stop(),
    planted: [
      { kind: "fact", keys: ["dec 12"] },
      { kind: "task", keys: ["batch", "covariate"] },
      { kind: "task", keys: ["s4", "palette"] },
    ],
  },
  {
    id: "b91-okabe-ito",
    build: (s) =>
      s
        .user(
          "For the palette: I tried viridis and it looked like a kindergarten poster. Going with the Okabe-Ito palette for all categorical colours in the paper (colour-blind safe, which reviewer 1 explicitly raised). can you add it to theme_lab.R",
        )
        .file("Edit", "scripts/figures/theme_lab.R")
        .bash("Rscript scripts/figures/fig_s4.R", "Saving 180 x 120 mm image\nSaved figures/fig_s4.pdf")
        .assistant("Added `scale_colour_lab()`/`scale_fill_lab()` with the eight Okabe-Ito colours to `theme_lab.R`; regenerated `figures/fig_s4.pdf`.")
        .user("lovely, thanks")
        .stop(),
    planted: [{ kind: "decision", keys: ["okabe-ito"] }],
  },
  {
    id: "b91-login-node",
    build: (s) =>
      s
        .user("the index build just died, what happened")
        .bash(
          "bwa-mem2 index -p refs/custom/mito_plus_decoys refs/custom/mito_plus_decoys.fa",
          "[bwa_index] Pack FASTA... 2.41 sec\n* Entering FMI_search\nKilled",
          137,
        )
        .assistant("Killed (exit 137) on the login node. That looks like the per-user memory limit there. Submitting it with `sbatch` instead.")
        .user(
          "yes, login nodes cap you at 8G and 2 cores (ARC policy, it's in their docs somewhere). anything heavier than a grep goes through sbatch or srun --pty, please",
        )
        .bash(
          "sbatch -p short -c 8 --mem=48G -t 2:00:00 --wrap 'bwa-mem2 index -p refs/custom/mito_plus_decoys refs/custom/mito_plus_decoys.fa'",
          "Submitted batch job 4421100",
        )
        .stop("Submitted the index build as job 4421100 on `short` (8 cores, 48G)."),
    planted: [
      { kind: "fact", keys: ["login", "8g"] },
      { kind: "instruction", keys: ["srun"] },
    ],
  },
  {
    id: "b91-salmon-decoys",
    build: (s) =>
      s
        .user("for the RNA side: Farid suggested RSEM, Jun says salmon. what's your take (honestly I just want it to not take a week)")
        .assistant(
          "For gene-level DE on ~200 samples: salmon with a decoy-aware index is much faster and tximport handles it cleanly. RSEM gives similar estimates but needs a STAR transcriptome BAM first, so roughly 5-10x the compute.",
        )
        .user(
          "ok, salmon it is, with the decoy-aware index (full genome as decoys). we'll still need the tximport step afterwards but that's for later, just the quant rules today",
        )
        .file("Write", "rules/quant.smk")
        .bash("snakemake -n results/salmon/RN-001/quant.sf | grep rule", "rule salmon_decoy_index:\nrule salmon_quant:")
        .stop("Added `salmon_decoy_index` (gentrome with full-genome decoys) and `salmon_quant` to `rules/quant.smk`."),
    planted: [
      { kind: "decision", keys: ["salmon", "decoy"] },
      { kind: "task", keys: ["tximport"] },
    ],
  },
  {
    id: "b91-python-style",
    build: (s) =>
      s
        .user(
          "the helper scripts in scripts/ are a mess. from now on anything new in python: type hints, click for the CLIs (not argparse), and run ruff before committing. don't rewrite the old ones though, not worth it",
        )
        .file("Read", "scripts/link_fastqs.py")
        .assistant("`link_fastqs.py` uses argparse and has no type hints; leaving it as is.")
        .user("ok now write a small script scripts/count_reads.py that sums the read counts from the fastp json files per sample")
        .file("Write", "scripts/count_reads.py")
        .bash(
          "ruff check scripts/count_reads.py && python scripts/count_reads.py results/fastp/ | head -3",
          "All checks passed!\nsample\treads_before\treads_after\nHG-01\t81234412\t80011930\nHG-02\t77102230\t76412008",
        )
        .stop("Wrote `scripts/count_reads.py` (click, typed); ruff passes."),
    planted: [
      { kind: "instruction", keys: ["click"] },
      { kind: "instruction", keys: ["ruff"] },
    ],
  },
  {
    id: "b91-umi-pattern",
    build: (s) =>
      s
        .user("the UMI dedup is collapsing way too much, umi_tools says ~80% dups on the CITE-seq ADT libs")
        .bash(
          "tail -3 logs/umi_dedup/ADT-03.log",
          "INFO Reads: Input Reads: 1200344\nINFO Number of reads out: 240812\nINFO Total number of positions deduplicated: 8812",
        )
        .assistant("Possibly the UMI is read from the wrong position. Checking the read structure against the extract pattern.")
        .bash(
          "grep bc-pattern rules/umi.smk; zcat data/raw/ADT-03_R1.fq.gz | sed -n 2p",
          "        '--bc-pattern=CCCCCCCCCCCCCCCCNNNNNNNNNN'\nAGCTTGCAATCGGATCCGTAGCTAGGTACGT",
        )
        .assistant(
          "Confirmed: the R1 read is 16 bp barcode + 12 bp UMI (10x v3 chemistry), but the pattern takes only 10 UMI bases, so two UMI bases are dropped and distinct molecules collapse.",
        )
        .user(
          "aha. ok so these libs are v3 chemistry with the 12bp UMI, good to know (Kai's notes said v2). fix the pattern. and TODO: tell Kai to fix the wiki page about the CITE-seq libraries",
        )
        .file("Edit", "rules/umi.smk")
        .stop("`--bc-pattern` now has 16 C + 12 N."),
    planted: [
      { kind: "fact", keys: ["v3", "12bp"] },
      { kind: "task", keys: ["wiki"] },
    ],
  },
  {
    id: "b91-ceph-backup",
    build: (s) =>
      s
        .user(
          "we need a backup of the final results somewhere outside /lab/shared. Options IT gave us: (a) university OneDrive, (b) the campus S3-compatible object store (Ceph), (c) tape. thoughts?",
        )
        .assistant(
          "For ~2 TB of alignments and results: Ceph S3 is the most scriptable (rclone, checksums). OneDrive has a 250 GB per-file limit and syncs many small files badly; tape is cheap but retrieval takes days.",
        )
        .user("ok Ceph via rclone. and convert BAMs to CRAM before anything gets uploaded, it roughly halves the size")
        .bash("rclone lsd ceph:", "          -1 2026-11-10 09:12:44        -1 kowalski-lab-archive")
        .assistant("The `ceph:` remote is configured and the bucket `kowalski-lab-archive` exists.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["ceph", "rclone"] },
      { kind: "instruction", keys: ["cram"] },
    ],
  },
  {
    id: "b91-after-holidays",
    build: (s) =>
      s
        .user(
          "before I forget, things for after the holidays (not now!):\n- evaluate whether we can replace our ATAC Snakefile with nf-core/atacseq\n- ask Tomasz to build a T2T-CHM13 index\n- clean up /lab/shared/users/old_rotation_students (~1.4T, check with Helena first)\ncan you just put these in TODO.md",
        )
        .file("Edit", "TODO.md")
        .assistant("Added the three items under `## After holidays` in `TODO.md`.")
        .stop(),
    planted: [
      { kind: "task", keys: ["atacseq"] },
      { kind: "task", keys: ["t2t"] },
      { kind: "task", keys: ["rotation"] },
    ],
  },
  {
    id: "b91-umap-seed",
    build: (s) =>
      s
        .user("the UMAP in fig 3 looks different every single time I re-run it, which is not great for a paper")
        .file("Read", "scripts/figures/fig3_umap.py")
        .assistant("`sc.pp.neighbors` and `sc.tl.umap` run without `random_state`, so the layout changes per run. Setting a fixed seed makes it reproducible.")
        .user("set random_state=42 (lab tradition, don't ask), and that's the rule for any stochastic step in the figure code from now on")
        .file("Edit", "scripts/figures/fig3_umap.py")
        .bash(
          "python scripts/figures/fig3_umap.py && md5sum figures/fig3_umap.pdf && python scripts/figures/fig3_umap.py && md5sum figures/fig3_umap.pdf",
          "9b1d0c3e5aa1f0e2c0d7f3a8b44e2c19  figures/fig3_umap.pdf\n9b1d0c3e5aa1f0e2c0d7f3a8b44e2c19  figures/fig3_umap.pdf",
        )
        .stop("Seeded both calls with `random_state=42`; two runs give identical PDFs."),
    planted: [{ kind: "instruction", keys: ["random_state", "42"] }],
  },
  {
    id: "b91-slurm-accounts",
    build: (s) =>
      s
        .user("sbatch says invalid account??")
        .bash("sbatch scripts/run_gpu_embed.sh", "sbatch: error: Batch job submission failed: Invalid account or account/partition combination specified", 1)
        .bash(
          "sacctmgr -n show assoc user=$USER format=account%16,partition%12",
          "    kowalski-lab         long\n    kowalski-lab        short\n    kowalski-gpu          gpu",
        )
        .assistant(
          "Your associations: `kowalski-lab` on `long`/`short`, `kowalski-gpu` on `gpu`. The script asks for `--account=kowalski`, which doesn't exist.",
        )
        .user(
          "oh right. so the account for normal jobs is kowalski-lab, and the gpu partition needs the separate kowalski-gpu account (Helena pays for that one from the ERC grant). fix run_gpu_embed.sh",
        )
        .file("Edit", "scripts/run_gpu_embed.sh")
        .bash("sbatch scripts/run_gpu_embed.sh", "Submitted batch job 4421377")
        .stop("Set `--account=kowalski-gpu`; submitted as job 4421377."),
    planted: [
      { kind: "fact", keys: ["kowalski-lab"] },
      { kind: "fact", keys: ["kowalski-gpu"] },
    ],
  },
  {
    id: "b91-empty-ismb",
    build: (s) =>
      s
        .user(
          "totally unrelated, are you going to ISMB next year? ha, kidding. ok, but seriously: do you know roughly how long a full GATK joint genotyping run on ~300 exomes usually takes?",
        )
        .assistant(
          "It varies a lot with the interval scatter and GenomicsDB import settings; as a rough order of magnitude, a few hundred exomes scattered over a few hundred intervals tends to finish within a day on a mid-sized cluster.",
        )
        .user("hm ok. I wonder if it would be faster with the DRAGEN-GATK mode, Jun mentioned it at journal club but I'm not sure he actually tried it")
        .assistant(
          "Possibly; DRAGEN-GATK mode changes the genotyping model more than the speed, so I wouldn't count on a big speed-up without testing on a few samples.",
        )
        .user("fair. let me think about it, nothing to do for now")
        .stop("OK."),
    planted: [],
  },
  {
    id: "b91-empty-config-quotes",
    build: (s) =>
      s
        .user("what do these lines in the old nf-core config even do? I inherited this from a rotation student")
        .bash(
          "sed -n 1,12p conf/legacy.config",
          "// TODO: remove once everyone is on the new cluster\nparams {\n  // always keep intermediate BAMs (never delete, needed for the 2022 reanalysis)\n  save_intermediates = true\n  // must match the reference used by the core\n  genome = 'GRCh37'\n}\nprocess {\n  errorStrategy = 'retry'\n  maxRetries = 3\n}",
        )
        .assistant(
          "`save_intermediates = true` keeps the intermediate BAMs; `genome = 'GRCh37'` selects the iGenomes GRCh37 bundle; the `process` block retries failed tasks up to three times. The comments are from whoever wrote it; nothing in `main.nf` includes this file at the moment.",
        )
        .user("so it's not even loaded? lol. ok whatever, thanks")
        .assistant("Right: `nextflow.config` has no `includeConfig 'conf/legacy.config'`, so it has no effect.")
        .stop(),
    planted: [],
  },
  {
    id: "b91-empty-nfs-guess",
    build: (s) =>
      s
        .user("snakemake keeps saying 'MissingOutputException' for files that are clearly there when I ls them a minute later. any idea?")
        .bash(
          "grep -B2 -A3 MissingOutputException .snakemake/log/2026-11-19T101502.snakemake.log | head -8",
          "Waiting at most 5 seconds for missing files.\nMissingOutputException in rule fastp in file rules/qc.smk, line 12:\nJob 48 completed successfully, but some output files are missing. Missing files after 5 seconds. This might be due to filesystem latency.\nresults/fastp/HG-11.json",
        )
        .assistant(
          "Maybe NFS/Lustre attribute caching: the file exists on the compute node but the head node doesn't see it within 5 s. Raising `--latency-wait` to 60 might help, but I haven't confirmed that's the cause.",
        )
        .user("could also be that fastp is still flushing the json when the job exits? no idea honestly. or the node was just slow that day")
        .assistant("Also possible. Without a reproducer I can't tell them apart; a re-run of the failed job would show whether it's transient.")
        .user("ugh, computers. it went through on the second try anyway")
        .stop("OK, no changes."),
    planted: [],
  },
  {
    id: "b91-empty-dragen-no",
    build: (s) =>
      s
        .assistant(
          "Side note while the run finishes: the core offers DRAGEN on their server; it could cut alignment+calling to ~1h per genome. Want me to draft a comparison against the current bwa-mem2 + GATK path?",
        )
        .user("hmm, not now, maybe some other time, I have enough on my plate this week")
        .assistant("Understood. The current run: 148/212 jobs done, no failures so far.")
        .user("ok ping me when it's done")
        .stop("Will report when the run completes."),
    planted: [],
  },
  {
    id: "b91-empty-stub-run",
    build: (s) =>
      s
        .user("run the stub test please")
        .bash(
          "nextflow run main.nf -profile test -stub",
          "N E X T F L O W  ~  version 24.10.2\nexecutor >  local (9)\n[3a/1f9c2e] ALIGN (3)   | 3 of 3 ✔\n[b2/77d0a1] MARKDUP (3) | 3 of 3 ✔\n[e1/0c4f19] CALL (3)    | 3 of 3 ✔\nCompleted at: 19-Nov-2026 14:02:10\nDuration    : 19s",
        )
        .assistant("Stub run passed: 9 tasks, 19s.")
        .user("and the snakemake dry run for the ATAC side?")
        .bash("snakemake -n -s atac/Snakefile | tail -2", "total    86\nThis was a dry-run (flag -n).")
        .assistant("Dry run is clean: 86 jobs.")
        .stop(),
    planted: [],
  },
  {
    id: "b91-empty-apptainer-withdrawn",
    build: (s) =>
      s
        .user("I'm tempted to move all the rules from conda to Apptainer containers, reviewers love containers")
        .assistant(
          "That works with Snakemake 8 (`--software-deployment-method apptainer`) and with Nextflow (`apptainer.enabled = true`). Most tools here have BioContainers images.",
        )
        .user(
          "actually no, scratch that, I need to ask Helena first, she had some fight with research computing about apptainer cache dirs in home. forget it for today",
        )
        .assistant("OK, leaving the conda setup as is.")
        .stop(),
    planted: [],
  },
  {
    id: "b91-empty-bqsr-question",
    build: (s) =>
      s
        .user(
          "genuine question: do we even need BQSR on NovaSeq X data? I've seen people on biostars argue both ways and Kai thinks it's pointless with binned qualities",
        )
        .assistant(
          "The GATK best-practices pipeline still includes it. With binned quality scores the recalibration changes less, and several groups report negligible effect on SNV calls; the effect on indels is less clear. It would need a side-by-side on a couple of samples to know for this data.",
        )
        .user("yeah that's what I thought. is there a paper on it? I vaguely remember something from 2021")
        .assistant("I can't cite a specific one reliably; searching for 'BQSR binned quality scores benchmark' should surface the discussion.")
        .user("ok I'll look it up myself later")
        .stop(),
    planted: [],
  },
  {
    id: "b91-empty-legend-typo",
    build: (s) =>
      s
        .user("there's a typo in the Fig 2 legend, it says 'Coverge' lol. fix please")
        .bash("grep -rn Coverge scripts/figures/", "scripts/figures/fig2_coverage.R:44:  labs(y = 'Coverge (x)')")
        .file("Edit", "scripts/figures/fig2_coverage.R")
        .assistant("Fixed in `fig2_coverage.R` line 44.")
        .user("and regenerate it")
        .bash("Rscript scripts/figures/fig2_coverage.R", "Saving 180 x 90 mm image\nSaved figures/fig2_coverage.pdf")
        .assistant("Regenerated `figures/fig2_coverage.pdf`.")
        .stop(),
    planted: [],
  },
  {
    id: "b91-empty-run-report",
    build: (s) =>
      s
        .user("how did last night's run go")
        .bash(
          "tail -4 .snakemake/log/2026-11-18T221004.snakemake.log",
          "Finished job 0.\n212 of 212 steps (100%) done\nComplete log: .snakemake/log/2026-11-18T221004.snakemake.log",
        )
        .assistant("All 212 jobs finished. Longest was `bwa_mem` on DP-02 (6h41m on `long`); no retries.")
        .user("nice!! finally. thanks")
        .assistant("MultiQC report is at `results/multiqc/multiqc_report.html`.")
        .stop(),
    planted: [],
  },
  {
    id: "b91-empty-maintenance-email",
    build: (s) =>
      s
        .user(
          "got this from ARC, relevant for us?\n\n> Dear users, the cluster will be unavailable on Tuesday 25 November 08:00-18:00 for a Lustre upgrade. Jobs that cannot finish before the window must be held; the scheduler will never start them. Always save your work.\n\nwe have nothing running that long next week I think?",
        )
        .bash("squeue -u $USER -h -o '%i %j %L' | head", "4421377 gpu_embed 1-02:11:00")
        .assistant("Only job 4421377 (`gpu_embed`) is queued/running, with ~26h left, so it ends well before Tuesday.")
        .user("ok good, nothing to do then")
        .stop(),
    planted: [],
  },
  {
    id: "b91-vqsr-over-hard-filters",
    build: (s) =>
      s
        .user("for the germline calls let's just do hard filters with the GATK recommended thresholds (QD < 2, FS > 60 etc), simplest thing")
        .file("Edit", "rules/filter.smk")
        .bash(
          "bcftools view -H -f PASS results/vcf/cohort.hardfilt.vcf.gz | wc -l; bcftools view -H results/vcf/cohort.hardfilt.vcf.gz | wc -l",
          "1843120\n2210455",
        )
        .assistant("Hard filters applied: 1,843,120 of 2,210,455 sites PASS (83.4%). Ti/Tv of PASS SNVs is 2.71.")
        .user(
          "hmm. ok change of plan after all, we use VQSR instead of the hard filters: we have 212 exomes, which is way above the ~30 where the Broad says VQSR works, hard filters were only ever meant for small cohorts (and Jun's reviewers on the last paper grilled him about exactly this). TODO for me, not you: ask Tomasz to drop the hapmap/omni/1000G resource VCFs into refs so the VQSR rule has something to train on",
        )
        .file("Edit", "rules/filter.smk")
        .stop("`rules/filter.smk` now has `VariantRecalibrator`/`ApplyVQSR` for SNPs and indels; it needs the hapmap/omni/1000G resources before it can run."),
    planted: [
      { kind: "decision", keys: ["vqsr"] },
      { kind: "task", keys: ["hapmap"] },
    ],
  },
  {
    id: "b91-1kg-cache",
    build: (s) =>
      s
        .user("the phasing step downloads the 1000G panel again every single run, it's 30 minutes of wget each time")
        .bash(
          "grep -n wget rules/phase.smk",
          "22:        'wget -q -O {output} http://ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000G_2504_high_coverage/working/{wildcards.chrom}.vcf.gz'",
        )
        .assistant(
          "Proposal: download the 1kg high-coverage panel once into `/lab/shared/resources/1kg/` with an `md5sum` manifest, and point the phasing rule at that cache instead of fetching per run. About 88G on the share.",
        )
        .user(
          "yes do that, good idea, 88G is fine on the share. but pls dont write anything into my home dir while you're at it, home is a 50G quota on this cluster and it's always full of conda junk already",
        )
        .bash("mkdir -p /lab/shared/resources/1kg && df -h /lab/shared | tail -1", "lustre02:/lab  20T  18.1T  1.9T  91% /lab/shared")
        .file("Edit", "rules/phase.smk")
        .stop("Phasing now reads from `/lab/shared/resources/1kg/`; a one-off `fetch_1kg` rule fills it and writes `MD5SUMS`."),
    planted: [
      { kind: "decision", keys: ["1kg", "cache"] },
      { kind: "instruction", keys: ["home", "write"] },
      { kind: "fact", keys: ["home", "50g"] },
    ],
  },
  {
    id: "b91-bgzip-md5",
    build: (s) =>
      s
        .user("tabix is failing on the per-chromosome vcfs")
        .bash("tabix -p vcf results/vcf/chr1.vcf.gz", "[tabix] the compression of 'results/vcf/chr1.vcf.gz' is not BGZF", 1)
        .assistant("The rule compresses with plain `gzip`; tabix needs BGZF. Switching the rule to `bgzip`.")
        .file("Edit", "rules/call.smk")
        .user(
          "yes thx. and pleasse allways use bgzip for any vcf/bed we write, not gzip, so tabix never chokes again. oh and also at some point we shoudl add an md5 check step for the fastqs coming from the core, they send md5 files but nobody checks them",
        )
        .bash("snakemake -R compress_vcf --profile profiles/slurm results/vcf/chr1.vcf.gz.tbi | tail -1", "3 of 3 steps (100%) done")
        .stop("Re-ran `compress_vcf` with bgzip; the `.tbi` builds now."),
    planted: [
      { kind: "instruction", keys: ["bgzip"] },
      { kind: "task", keys: ["md5"] },
    ],
  },
  {
    id: "b91-citeseq-owners",
    build: (s) =>
      s
        .user(
          "some context since you'll be touching the CITE-seq code this week: Jun wrote the CITE-seq pipeline and owns it (Kai only runs it, so questions about design choices go to Jun), and the ADT panel is TotalSeq-B with 137 antibodies plus 7 isotype controls. Now, can you look at why the ADT counting step writes an empty matrix for ADT-05",
        )
        .file("Read", "rules/adt.smk")
        .bash("zcat data/raw/ADT-05_R2.fq.gz | head -8 | sed -n '2p;6p'", "NNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNN\nNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNN")
        .assistant(
          "ADT-05's R2 is all `N` in the first reads; the file looks like a failed demultiplex, so the counter finds no antibody tags at all. The other ADT libraries have normal sequences.",
        )
        .user("ugh, the core again. fine, thanks")
        .stop(),
    planted: [
      { kind: "fact", keys: ["jun", "cite-seq"] },
      { kind: "fact", keys: ["totalseq-b"] },
    ],
  },
  {
    id: "b91-raster-dpi",
    build: (s) =>
      s
        .user("the microscopy panels in Fig 1 look blurry in the proof")
        .bash(
          "identify figures/fig1_panels/*.tif | awk '{print $1, $3, $NF}' | head -3",
          "figures/fig1_panels/A.tif 1200x900 150x150\nfigures/fig1_panels/B.tif 1200x900 150x150\nfigures/fig1_panels/C.tif 1400x1050 150x150",
        )
        .assistant("They're exported at 150 dpi. The journal's minimum for halftones is 300 dpi.")
        .user(
          "ok for all raster panels we go with 600 dpi TIFF (LZW), the journal minimum is 300 but Helena wants headroom for the print version. panel C still needs a scale bar btw, Priya has the calibration, later",
        )
        .file("Edit", "scripts/figures/export_panels.py")
        .bash("python scripts/figures/export_panels.py && identify figures/fig1_panels/A.tif | awk '{print $3, $NF}'", "4800x3600 600x600")
        .stop("Re-exported the Fig 1 panels at 600 dpi, LZW-compressed."),
    planted: [
      { kind: "decision", keys: ["600", "tiff"] },
      { kind: "task", keys: ["scale bar"] },
    ],
  },
  {
    id: "b91-glob-wildcards",
    build: (s) =>
      s
        .user("the checkpoint keeps re-running the aggregation with a sample called 'HG-03.fq.gz.tmp'??")
        .bash(
          "grep -n glob_wildcards rules/*.smk; ls data/raw/HG-03/",
          "rules/common.smk:9:SAMPLES, = glob_wildcards('data/raw/{sample}/{file}')\nHG-03_L001_R1.fq.gz\nHG-03_L001_R1.fq.gz.tmp",
        )
        .assistant(
          "Confirmed cause: `glob_wildcards('data/raw/{sample}/{file}')` in `rules/common.smk` matches the `.tmp` files the core's rsync leaves behind, so they show up as inputs and the checkpoint re-evaluates. Constraining the pattern to `{file}.fq.gz` fixes it.",
        )
        .file("Edit", "rules/common.smk")
        .user("thanks. and please from now on run snakemake --lint and snakefmt before any PR on this repo, this would have been flagged")
        .bash(
          "snakemake --lint 2>&1 | tail -1; snakefmt --check rules/ | tail -1",
          "Congratulations, your workflow is in a good condition!\n[INFO] All done 🎉",
        )
        .stop("Constrained the glob; lint and snakefmt are clean."),
    planted: [
      { kind: "fact", keys: ["glob_wildcards", "tmp"] },
      { kind: "instruction", keys: ["snakefmt"] },
    ],
  },
  {
    id: "b91-data-deposition",
    build: (s) =>
      s
        .user(
          "thinking about data availability for the paper. Helena and I discussed it yesterday and we're depositing the processed count matrices on Zenodo rather than GEO (GEO wanted the raw files in their format and it took Priya three weeks last time, so no). And the ENA submission for the raw reads still has to happen before acceptance (Ana has the metadata template, I'll need to chase her) but that's not for today. Today: can you tar up the processed matrices and tell me the total size",
        )
        .bash(
          "tar -czf /scratch/$USER/zenodo/processed_matrices.tar.gz results/counts/*.h5ad && du -h /scratch/$USER/zenodo/processed_matrices.tar.gz",
          "14G\t/scratch/mwojcik/zenodo/processed_matrices.tar.gz",
        )
        .assistant("`/scratch/mwojcik/zenodo/processed_matrices.tar.gz` is 14G (all `.h5ad` files under `results/counts/`).")
        .user("ok, manageable, good")
        .stop(),
    planted: [
      { kind: "decision", keys: ["zenodo"] },
      { kind: "task", keys: ["ena"] },
    ],
  },
  {
    id: "b91-scvi-gpu",
    build: (s) =>
      s
        .user("scvi on the full atlas crashes with CUDA out of memory on the gpu partition")
        .bash("sinfo -p gpu -N -o '%N %G'", "NODELIST GRES\ngpu-a100-01 gpu:a100_40g:4\ngpu-a100-02 gpu:a100_40g:4\ngpu-a100-03 gpu:a100_80g:4")
        .assistant(
          "Only `gpu-a100-03` has the 80GB A100s; 01 and 02 are 40GB. The job landed on 01. Adding `--nodelist=gpu-a100-03` (or `--gres=gpu:a100_80g:1`) would get the big cards.",
        )
        .user(
          "do the gres one. also: scvi-tools gets pinned to 1.1.x in envs/scvi.yaml, the 1.2 API change broke our saved model loading and I'm not porting that now",
        )
        .file("Edit", "envs/scvi.yaml")
        .file("Edit", "scripts/run_gpu_embed.sh")
        .bash("sbatch scripts/run_gpu_embed.sh", "Submitted batch job 4421502")
        .assistant("Submitted 4421502 with `--gres=gpu:a100_80g:1`; env pinned to `scvi-tools=1.1.*`.")
        .user(
          "thx. note for January: once the last batch of samples (the 40 from the Gdańsk cohort) comes in we need to retrain the scVI model on the full atlas",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["gpu-a100-03"] },
      { kind: "decision", keys: ["scvi-tools", "1.1"] },
      { kind: "task", keys: ["retrain"] },
    ],
  },
  {
    id: "b91-call-decisions",
    build: (s) =>
      s
        .user(
          "notes from today's call with Helena, for the record:\n1. the MultiQC report goes into the supplement as-is (no re-styling)\n2. we report coverage as median, not mean, everywhere in the paper (the mean is skewed by the mito reads)\n3. she'd like to maybe add a sensitivity analysis without the two outlier donors, but she's going to think about it\ncan you check what the coverage table script currently reports",
        )
        .bash("head -2 results/tables/coverage_summary.tsv", "sample\tmean_cov\tpct_20x\nHG-01\t41.2\t0.962")
        .assistant("`coverage_summary.tsv` reports `mean_cov` and `pct_20x` per sample, made by `scripts/tables/coverage_summary.py`.")
        .file("Edit", "scripts/tables/coverage_summary.py")
        .bash("python scripts/tables/coverage_summary.py && head -2 results/tables/coverage_summary.tsv", "sample\tmedian_cov\tpct_20x\nHG-01\t38.0\t0.962")
        .stop("The table now reports `median_cov`."),
    planted: [
      { kind: "decision", keys: ["multiqc", "supplement"] },
      { kind: "decision", keys: ["median"] },
    ],
  },
  {
    id: "b91-empty-reviewer-rant",
    build: (s) =>
      s
        .user("reviewer 3 wants us to 'validate all variants with Sanger sequencing'. all 1.8 million of them. I can't")
        .assistant(
          "That request is usually answered with orthogonal validation on a subset (e.g. concordance with the array genotypes, or Sanger on a few dozen sites) plus Ti/Tv and GIAB-style benchmarks.",
        )
        .user("yeah, that's roughly what I expected to say. do we even have array data for these donors? I think Ana mentioned some once")
        .assistant("I don't see any array files under `data/` or the sample sheet columns; that would be a question for Ana.")
        .user("ok, I'll ask at some point. just venting, ignore me")
        .stop("No changes made."),
    planted: [],
  },
  {
    id: "b91-empty-perf-question",
    build: (s) =>
      s
        .user("how long is the fastp step taking per sample right now, roughly?")
        .bash("grep -h 'time used' logs/fastp/*.log | awk '{print $(NF-1)}' | sort -n | awk '{a[NR]=$1} END{print a[1], a[int(NR/2)], a[NR]}'", "212 498 1310")
        .assistant("Per sample: min 212 s, median 498 s, max 1310 s (HG-22, the largest library).")
        .user("hmm, would giving it 16 threads instead of 8 help, do you think?")
        .assistant(
          "Probably a little; fastp scales sub-linearly past ~8 threads because compression dominates. Hard to say without timing one sample both ways.",
        )
        .user("meh, not worth it then. leave it")
        .stop(),
    planted: [],
  },
];

export const BLIND91 = plantedSet(BLIND91_SESSIONS, Date.UTC(2026, 10, 19, 9));
