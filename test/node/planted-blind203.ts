/**
 * Blind planted set 203 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a bioinformatics researcher (Snakemake, R, conda) on a SLURM cluster, terse, lower-case,
 * with file paths and sample ids (S01..S48), who logs findings and open tasks as they come up.
 * Each session is one segment; the items planted in it are listed with it: 66 items (16 decisions, 17 instructions,
 * 16 facts, 17 tasks) in 48 sessions, 11 of which plant nothing (51 user/assistant messages between them). Every other message
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

export const BLIND203_SESSIONS: BlindSession[] = [
  {
    id: "b203-star-index-oom",
    build: (s) =>
      s
        .user("star index build died again on cn042, OOM. log is logs/star_index/GRCh38.err")
        .bash(
          "tail -n 4 logs/star_index/GRCh38.err",
          "Nov 06 09:14:02 ..... started STAR run\nNov 06 09:14:02 ... starting to generate Genome files\nEXITING because of FATAL PARAMETER ERROR: limitGenomeGenerateRAM=31000000000is too small for your genome\nSOLUTION: please specify --limitGenomeGenerateRAM not less than 38216718473 and make that much RAM available",
          1,
        )
        .assistant(
          "genomeGenerate wants ~38 GB and the rule asks for 32 GB. I can raise limitGenomeGenerateRAM to 60000000000 and mem_mb to 64000 in the star_index rule, or send it to the bigmem partition.",
        )
        .user(
          "64G is fine, do that. fyi for later: bigmem caps at 512G per job and normal at 128G, ask for more than that and slurm just holds the job forever with no error",
        )
        .file("Edit", "workflow/rules/align.smk")
        .bash(
          "snakemake -n star_index",
          "Building DAG of jobs...\nJob stats:\njob           count\n----------  -------\nstar_index        1\ntotal             1\n\nThis was a dry-run (flag -n). The order of jobs does not reflect the order of execution.",
        )
        .assistant("star_index now requests mem_mb=64000 with limitGenomeGenerateRAM=60000000000; dry run shows the one job.")
        .user("ok. and we're sticking with gencode v44 for the whole project, not ensembl 110, so this index gets built exactly once")
        .assistant("Noted, ref/ stays on the GENCODE v44 primary assembly and annotation.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["bigmem", "512"] },
      { kind: "decision", keys: ["gencode", "v44"] },
    ],
  },
  {
    id: "b203-featurecounts-env",
    build: (s) =>
      s
        .user("new rule for featureCounts, results from star. env file workflow/envs/subread.yaml")
        .file("Write", "workflow/envs/subread.yaml")
        .file("Edit", "workflow/rules/count.smk")
        .assistant(
          'Added rule featurecounts (input results/star/{sample}.bam, output results/featurecounts/{sample}.txt) with conda: "../envs/subread.yaml", subread=2.0.6 pinned.',
        )
        .user(
          "good. rules for this repo going forward: every rule gets its own env yaml in workflow/envs with pinned versions, no shared base env. and run with --conda-frontend mamba, plain conda solve takes 40 min on the login node",
        )
        .bash(
          "snakemake --use-conda --conda-frontend mamba -n featurecounts",
          "Building DAG of jobs...\nJob stats:\njob             count\n------------  -------\nfeaturecounts      48\ntotal              48",
        )
        .assistant("Dry run fine: 48 featurecounts jobs.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["workflow/envs"] },
      { kind: "instruction", keys: ["mamba"] },
    ],
  },
  {
    id: "b203-s14-s15-swap",
    build: (s) =>
      s
        .user("PCA looks off. S14 sits with the knockouts. results/plots/pca_vst.pdf")
        .bash("Rscript scripts/pca.R --in results/deseq2/vst.rds", "PC1: 41.2% variance\nPC2: 12.7% variance\nwrote results/plots/pca_vst.pdf")
        .assistant("Could be a label swap or contamination. One quick check is XIST against the sex column in config/samples.tsv.")
        .bash(
          'Rscript -e \'v <- readRDS("results/deseq2/vst.rds"); print(round(assay(v)["ENSG00000229807.13", c("S13","S14","S15","S16")], 1))\'',
          " S13  S14  S15  S16 \n12.4  3.1 11.9 12.2 ",
        )
        .assistant("S14 is annotated female but has no XIST, and S15 is annotated male with high XIST. That pattern fits S14 and S15 being swapped.")
        .user("yep, wet lab confirmed: tubes S14 and S15 were swapped at library prep. fix samples.tsv")
        .file("Edit", "config/samples.tsv")
        .assistant("Swapped the condition and sex rows for S14/S15 in config/samples.tsv.")
        .user("TODO for me, not you: get priya to resend the facility sample sheet with the corrected ids")
        .stop("Ok, left that one for you."),
    planted: [
      { kind: "fact", keys: ["s14", "s15"] },
      { kind: "task", keys: ["priya", "sheet"] },
    ],
  },
  {
    id: "b203-empty-dup-rate",
    build: (s) =>
      s
        .user("whats the difference between multiqc general stats dup rate and picard PERCENT_DUPLICATION")
        .assistant(
          "MultiQC's general stats column for FastQC is sequence duplication from the first 100k reads, by exact sequence. Picard MarkDuplicates uses alignment positions over the whole BAM, so the numbers won't agree.",
        )
        .user("and for rnaseq is 60% dup bad?")
        .assistant(
          "Not by itself. Highly expressed genes produce lots of position duplicates in RNA-seq; dupRadar is the usual way to tell PCR duplication from expression-driven duplication.",
        )
        .user("hm ok, thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b203-deseq-design",
    build: (s) =>
      s
        .user("deseq2 design question. ~ batch + condition or just condition? the batches are the two flowcells")
        .assistant(
          "With samples balanced across the two flowcells, ~ flowcell + condition is the standard choice. RUVSeq on top is an option if there's unwanted variation beyond the flowcell.",
        )
        .user("go with ~ flowcell + condition. no ruv")
        .file("Edit", "scripts/deseq2.R")
        .bash(
          "Rscript scripts/deseq2.R --contrast KO,WT",
          "out of 31874 with nonzero total read count\nadjusted p-value < 0.1\nLFC > 0 (up)       : 412, 1.3%\nLFC < 0 (down)     : 389, 1.2%\noutliers [1]       : 0, 0%\nlow counts [2]     : 9270, 29%",
        )
        .assistant("412 up and 389 down at padj < 0.1.")
        .user("cutoff for everything we report is padj < 0.05, not 0.1. that's what the PI wants in all tables and plots")
        .file("Edit", "scripts/deseq2.R")
        .stop("Switched alpha and the table filter to 0.05."),
    planted: [
      { kind: "decision", keys: ["flowcell"] },
      { kind: "instruction", keys: ["padj", "0.05"] },
    ],
  },
  {
    id: "b203-scratch-purge",
    build: (s) =>
      s
        .user("where did my bams go?? /scratch/lab/rnaseq/results/star is empty")
        .bash(
          "ls -la /scratch/lab/rnaseq/results/star | head",
          "total 0\ndrwxr-s--- 2 mkowal lab 4096 Oct  2 11:40 .\ndrwxr-s--- 9 mkowal lab 4096 Oct  2 11:02 ..",
        )
        .bash(
          "grep -i -A2 scratch /etc/motd",
          "/scratch: files not accessed for 30 days are purged automatically.\nNever keep the only copy of anything on /scratch. Always archive results to /project.",
        )
        .assistant("Per the motd, /scratch purges anything not accessed for 30 days. The BAMs were last written on Oct 2, so they were probably purged.")
        .user("ugh right, the 30 days purge on scratch. ok from now on final bams and counts get copied to /project/lab/archive/rnaseq at the end of every run")
        .file("Write", "workflow/rules/archive.smk")
        .assistant("Added rule archive that rsyncs results/star/*.bam and results/featurecounts/ to /project/lab/archive/rnaseq after all.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["purge", "30 days"] },
      { kind: "instruction", keys: ["lab/archive"] },
    ],
  },
  {
    id: "b203-empty-salmon-chat",
    build: (s) =>
      s
        .user("random q, seen the salmon vs kallisto benchmarks? which do people use now")
        .assistant(
          "Both are widely used and their quantifications agree closely; salmon with selective alignment and a decoy-aware index is a common default in nf-core/rnaseq.",
        )
        .user("maybe we should move to salmon at some point. dunno")
        .assistant("It would mean a second quantification path next to STAR+featureCounts; worth it mostly if you need transcript-level results.")
        .user("nah not now. anyway lunch")
        .stop(),
    planted: [],
  },
  {
    id: "b203-multiqc-s22",
    build: (s) =>
      s
        .user("run multiqc over results/qc and tell me what fails")
        .bash(
          "multiqc results/qc -o results/multiqc -f",
          "|           multiqc | Search path : /scratch/lab/rnaseq/results/qc\n|            fastqc | Found 96 reports\n|             fastp | Found 48 reports\n|           multiqc | Report      : results/multiqc/multiqc_report.html",
        )
        .assistant(
          "Report in results/multiqc/. S03, S21 and S22 fail 'Per base sequence content', which is normal hexamer bias for RNA-seq. S22 also has only 8.1M reads against ~30M for the rest.",
        )
        .user("S22 needs resequencing, add it to the list. keep it in the analysis for now")
        .stop("Keeping S22 in."),
    planted: [{ kind: "task", keys: ["s22", "reseq"] }],
  },
  {
    id: "b203-slurm-runtime",
    build: (s) =>
      s
        .user("snakemake keeps submitting with the default 1h walltime and star jobs get killed")
        .file("Read", "profiles/slurm/config.yaml")
        .assistant("The profile has default-resources: runtime=60. Either raise the default to 240, or set runtime per rule in the .smk files.")
        .user("per rule. default stays 60")
        .file("Edit", "workflow/rules/align.smk")
        .user("also jobs go to the lab_genomics account, not my personal one. personal gets billed to me")
        .file("Edit", "profiles/slurm/config.yaml")
        .bash("snakemake --profile profiles/slurm -n | tail -3", "total            146\n\nThis was a dry-run (flag -n).")
        .assistant("align has runtime=300, the default stays 60, and slurm_account=lab_genomics is set in the profile.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["per rule"] },
      { kind: "instruction", keys: ["lab_genomics"] },
    ],
  },
  {
    id: "b203-empty-squeue",
    build: (s) =>
      s
        .user("status?")
        .bash("squeue -u mkowal -h -o '%T' | sort | uniq -c", "     40 PENDING\n     12 RUNNING")
        .assistant("12 running, 40 pending, all star_align. Pending reason is Priority.")
        .user("ok. I'll check back in an hour")
        .assistant("Sounds good.")
        .stop(),
    planted: [],
  },
  {
    id: "b203-strandedness",
    build: (s) =>
      s
        .user("featurecounts assigned rate is like 8%. something wrong")
        .bash(
          "infer_experiment.py -r ref/gencode.v44.bed -i results/star/S01.bam",
          'This is PairEnd Data\nFraction of reads failed to determine: 0.0087\nFraction of reads explained by "1++,1--,2+-,2-+": 0.0412\nFraction of reads explained by "1+-,1-+,2++,2--": 0.9501',
        )
        .assistant("95% of reads are explained by 1+-,1-+, so the libraries are reverse-stranded, but the count rule passes -s 1.")
        .user("right, it's a dUTP kit. so all our libraries are reverse stranded. set -s 2")
        .file("Edit", "workflow/rules/count.smk")
        .bash("snakemake -R featurecounts --cores 8 S01", "Finished job 0.\n1 of 1 steps (100%) done")
        .assistant("S01 assigned rate is now 71.3%.")
        .stop(),
    planted: [{ kind: "fact", keys: ["reverse", "strand"] }],
  },
  {
    id: "b203-r-conda",
    build: (s) =>
      s
        .user("R scripts break on the cluster. DESeq2 1.38 there vs 1.42 on my laptop")
        .assistant("Two ways: an renv lockfile in the repo, or run R from a conda env (workflow/envs/r.yaml) with bioconductor-deseq2 pinned.")
        .user("conda. no renv, one package manager is enough")
        .file("Write", "workflow/envs/r.yaml")
        .bash(
          "mamba env create -p .snakemake/conda/r -f workflow/envs/r.yaml | tail -2",
          "#\n# To activate this environment, use\n#     $ mamba activate .snakemake/conda/r",
        )
        .assistant("Env created: r-base 4.3.2, bioconductor-deseq2 1.42.0, bioconductor-apeglm 1.24.0.")
        .stop(),
    planted: [{ kind: "decision", keys: ["conda", "renv"] }],
  },
  {
    id: "b203-march-umis",
    build: (s) =>
      s
        .user("reading the kit sheet for the march libraries. does S31 have the UMI in the read name?")
        .bash("zcat data/raw/S31_R1_001.fastq.gz | head -4", "@A01234:77:HJK3LDSX7:1:1101:1000:1000:ACGTTGCA 1:N:0:GATCAG\nNTCAGGCTTAGC...\n+\n#FFFFFFFFFF...")
        .assistant("Yes: an 8-nt UMI (ACGTTGCA) is appended to the read name after the last colon.")
        .user(
          "ok so the whole march batch S31-S48 carries UMIs in the header, the older ones dont. we'll need umi dedup with umi_tools for those before counting. not today, after the reference stuff",
        )
        .stop("Ok."),
    planted: [
      { kind: "fact", keys: ["s31", "umi"] },
      { kind: "task", keys: ["umi", "dedup"] },
    ],
  },
  {
    id: "b203-empty-input-functions",
    build: (s) =>
      s
        .user("how do i make a rule input a function in snakemake, lambda wildcards: ... ?")
        .assistant(
          'Yes: input: lambda wildcards: samples.loc[wildcards.sample, "fq1"]. Snakemake calls it with the wildcards object once the job\'s wildcards are known.',
        )
        .user("and unpack()? when do i need it")
        .assistant(
          "When the function returns a dict and you want named inputs: input: unpack(get_fastqs), then refer to input.r1 and input.r2 in the shell command.",
        )
        .stop(),
    planted: [],
  },
  {
    id: "b203-slurmctld-maintenance",
    build: (s) =>
      s
        .user("cant submit, sbatch just hangs")
        .bash("sbatch --test-only workflow/scripts/hello.sh", "sbatch: error: Batch job submission failed: Socket timed out on send/recv operation", 1)
        .assistant("The Slurm controller isn't answering. It may be down or overloaded.")
        .user("oh its the maintenance window. first tuesday of every month 8-12 slurmctld is down, always forget. push the alignment run to this afternoon")
        .bash("echo 'snakemake --profile profiles/slurm' | at 13:00", "job 7 at Tue Nov  3 13:00:00 2026")
        .assistant("Queued the run with at for 13:00.")
        .stop(),
    planted: [{ kind: "fact", keys: ["first tuesday"] }],
  },
  {
    id: "b203-git-commit",
    build: (s) =>
      s
        .user("commit the deseq changes")
        .bash("git status --short", " M scripts/deseq2.R\n?? results/deseq2/KO_vs_WT.tsv\n?? results/plots/")
        .bash(
          "git add -A && git commit -m 'update deseq2 design'",
          "[main 4be21c9] update deseq2 design\n 3 files changed, 24811 insertions(+), 6 deletions(-)",
        )
        .assistant("Committed as 4be21c9.")
        .user(
          "argh. pls never commit results/ or data/, make sure .gitignore has them. and commit messages start with the script or rule name, like 'deseq2.R: ...'. redo it",
        )
        .file("Edit", ".gitignore")
        .bash(
          "git reset --soft HEAD~1 && git rm -r --cached -q results && git commit -m 'deseq2.R: flowcell + condition design'",
          "[main 9d1e07a] deseq2.R: flowcell + condition design\n 2 files changed, 9 insertions(+), 6 deletions(-)",
        )
        .stop("Recommitted as 9d1e07a with only scripts/deseq2.R and .gitignore."),
    planted: [
      { kind: "instruction", keys: ["commit", "results/"] },
      { kind: "instruction", keys: ["commit message"] },
    ],
  },
  {
    id: "b203-shared-ref",
    build: (s) =>
      s
        .user("the genomes in /project/shared/ref are Tomasz's, he manages that whole tree. dont write anything there, ask him if something is missing")
        .bash("ls /project/shared/ref", "GRCh38_gencode_v44  GRCh38_gencode_v44_star_2.7.11a  GRCm39_gencode_vM33  README")
        .assistant("There's a GRCh38 v44 STAR index already (2.7.11a) and a GRCm39 fasta/gtf, but no mouse STAR index.")
        .user("need mm39 star index for the xenograft filtering. TODO: ask tomasz to build the mm39 index")
        .file("Edit", "config/config.yaml")
        .assistant("config.yaml now points star_index at /project/shared/ref/GRCh38_gencode_v44_star_2.7.11a.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["tomasz"] },
      { kind: "instruction", keys: ["shared/ref"] },
      { kind: "task", keys: ["mm39"] },
    ],
  },
  {
    id: "b203-empty-volcano",
    build: (s) =>
      s
        .user("volcano labels bigger, size 4")
        .file("Edit", "scripts/volcano.R")
        .bash(
          "Rscript scripts/volcano.R",
          "Saving 7 x 7 in image\nWarning message:\nggrepel: 12 unlabeled data points (too many overlaps). Consider increasing max.overlaps",
        )
        .assistant("Labels are size 4 now; 12 points unlabeled because of overlaps. results/plots/volcano_KO_vs_WT.pdf")
        .user("fine. title just 'KO vs WT'")
        .file("Edit", "scripts/volcano.R")
        .assistant("Done.")
        .stop(),
    planted: [],
  },
  {
    id: "b203-fastp-polyg",
    build: (s) =>
      s
        .user("do we even need trimming. fastp or nothing?")
        .assistant("STAR soft-clips adapter read-through, so for gene counts trimming changes little. It matters more for the UMI batch and for polyG tails.")
        .user("what does fastp do with polyG on novaseq")
        .assistant("It detects NovaSeq/NextSeq from the read headers and trims polyG tails by default; --trim_poly_g forces it on.")
        .user("ok keep fastp, with --trim_poly_g forced. decided")
        .file("Edit", "workflow/rules/trim.smk")
        .bash("snakemake -n fastp | tail -2", "total     48\n")
        .stop("trim.smk passes --trim_poly_g now."),
    planted: [{ kind: "decision", keys: ["fastp", "poly"] }],
  },
  {
    id: "b203-home-quota",
    build: (s) =>
      s
        .user("disk quota exceeded writing to ~")
        .bash(
          "quota -s",
          "Disk quotas for user mkowal (uid 40211):\n     Filesystem   space   quota   limit   grace   files   quota   limit   grace\n  nfs01:/home    50G*    50G     55G   6days   212k       0       0",
        )
        .bash("du -sh ~/.conda/pkgs", "31G\t/home/mkowal/.conda/pkgs")
        .assistant("/home is at its 50G quota and 31G of it is the conda package cache.")
        .user("yeah home quota is 50G and the conda cache eats it every time. point pkgs_dirs at /project/lab/conda_pkgs and clean")
        .file("Edit", ".condarc")
        .bash("conda clean -a -y | tail -1", "Will remove 1 index cache(s).")
        .stop("pkgs_dirs now /project/lab/conda_pkgs; home is at 19G."),
    planted: [{ kind: "fact", keys: ["home", "50g"] }],
  },
  {
    id: "b203-empty-missing-output",
    build: (s) =>
      s
        .user("MissingOutputException for bam_index, S07")
        .bash(
          "grep -A3 MissingOutput .snakemake/log/2026-11-06T101500.log",
          "MissingOutputException in rule bam_index:\nJob 14 completed successfully, but some output files are missing. Missing files after 5 seconds. This might be due to filesystem latency. If that is the case, consider to increase the wait time with --latency-wait:\nresults/star/S07.bam.bai",
        )
        .assistant("Probably NFS latency: the .bai showed up after the 5 s wait. --latency-wait 60 would likely cover it.")
        .user("maybe. or is samtools writing .csi instead of .bai?")
        .bash("ls results/star/S07*", "results/star/S07.bam  results/star/S07.bam.bai")
        .assistant("The .bai is there now, so it looks like latency rather than the index format.")
        .user("rerun just S07")
        .bash("snakemake --profile profiles/slurm --latency-wait 60 results/star/S07.bam.bai", "1 of 1 steps (100%) done")
        .assistant("S07 is done.")
        .stop(),
    planted: [],
  },
  {
    id: "b203-heatmap-followups",
    build: (s) =>
      s
        .user("lab meeting thursday, need a heatmap of the top 50 DE genes")
        .file("Write", "scripts/heatmap.R")
        .bash("Rscript scripts/heatmap.R --top 50", "wrote results/plots/heatmap_top50.pdf")
        .assistant("Heatmap in results/plots/heatmap_top50.pdf, rows z-scored vst values, columns ordered by condition then flowcell.")
        .user(
          "looks good. still open, not for today: GO enrichment with clusterProfiler on the up genes, and the same heatmap for the march batch once the umi stuff is done",
        )
        .stop("Ok, leaving both."),
    planted: [
      { kind: "task", keys: ["clusterprofiler"] },
      { kind: "task", keys: ["heatmap", "march"] },
    ],
  },
  {
    id: "b203-output-layout",
    build: (s) =>
      s
        .user("outputs are all over the place. from now on everything lands in results/{step}/{sample}.ext, e.g. results/star/S01.bam")
        .file("Edit", "workflow/rules/align.smk")
        .file("Edit", "workflow/rules/count.smk")
        .bash(
          "snakemake -n --summary | head -3",
          "output_file\tdate\trule\tversion\tlog-file(s)\tstatus\tplan\nresults/star/S01.bam\t-\tstar_align\t-\tlogs/star/S01.log\tmissing\tupdate pending",
        )
        .assistant("align and count rules now write results/star/{sample}.bam and results/featurecounts/{sample}.txt.")
        .user("also sample ids are zero padded everywhere, S01 not S1. samples.tsv has a few S1 S2 rows, fix those")
        .file("Edit", "config/samples.tsv")
        .stop("Renamed S1..S9 to S01..S09 in samples.tsv."),
    planted: [
      { kind: "instruction", keys: ["{step}"] },
      { kind: "instruction", keys: ["padded"] },
    ],
  },
  {
    id: "b203-pico-trim-front",
    build: (s) =>
      s
        .user("fastp doesnt find an adapter for the march batch")
        .bash(
          "fastp -i data/raw/S33_R1_001.fastq.gz -I data/raw/S33_R2_001.fastq.gz -o /dev/null -O /dev/null 2>&1 | grep -i adapter",
          "Detecting adapter sequence for read1...\nNo adapter detected for read1\nDetecting adapter sequence for read2...\nNo adapter detected for read2",
        )
        .assistant(
          "Those are SMARTer Pico v3 libraries: the kit manual says to remove the first 3 nt of R2. I'd pass --adapter_sequence AGATCGGAAGAGCACACGTCTGAACTCCAGTCA and --trim_front2 3 for S31-S48 only.",
        )
        .user("yes do that")
        .file("Edit", "workflow/rules/trim.smk")
        .bash("snakemake -n fastp | tail -2", "total     18\n")
        .stop(),
    planted: [{ kind: "decision", keys: ["trim_front2"] }],
  },
  {
    id: "b203-star-maxrss",
    build: (s) =>
      s
        .user("lets switch the aligner to hisat2, star eats too much memory")
        .assistant("HISAT2 would run in ~8 GB for human, but you'd need a new index and the splice-aware counts differ a bit.")
        .user("actually no, scratch that, the index exists and the jobs run. what does star actually use per sample?")
        .bash(
          "sacct -j 8812331 --format=JobName,MaxRSS,Elapsed -P | head -4",
          "JobName|MaxRSS|Elapsed\nstar_align_S01|35011244K|00:41:12\nstar_align_S02|34602112K|00:39:55",
        )
        .assistant("STAR align peaks at about 34-35 GB MaxRSS per sample, and the rule requests 64G.")
        .user("ok so star align needs ~34G per sample. set mem_mb 40000 for align, 64 is wasteful")
        .file("Edit", "workflow/rules/align.smk")
        .stop(),
    planted: [{ kind: "fact", keys: ["star", "34"] }],
  },
  {
    id: "b203-empty-s09-mito",
    build: (s) =>
      s
        .user("why is S09 mito fraction 40%?")
        .assistant("Often degraded RNA or dying cells at harvest; a low RIN or a long time on the bench before lysis would both show up like this.")
        .user("maybe it sat on the bench. or the cells were dying")
        .assistant("Either fits. The RIN from the Bioanalyzer would separate them.")
        .user("i'll ask. dont change anything yet")
        .stop(),
    planted: [],
  },
  {
    id: "b203-s09-out",
    build: (s) =>
      s
        .user("RIN for S09 came back 3.1. so S09 is out of the DE from now on, keep it in the qc report though")
        .file("Edit", "config/samples.tsv")
        .file("Edit", "scripts/deseq2.R")
        .bash("Rscript scripts/deseq2.R --contrast KO,WT | grep 'LFC'", "LFC > 0 (up)       : 398, 1.3%\nLFC < 0 (down)     : 371, 1.2%")
        .assistant("Added an exclude_de column to samples.tsv (TRUE for S09); deseq2.R drops those. 398 up / 371 down at padj < 0.05. MultiQC still lists S09.")
        .user("ok. and remind me to rerun multiqc once the S22 reseq data is in")
        .stop("Will do, noted."),
    planted: [
      { kind: "decision", keys: ["s09"] },
      { kind: "task", keys: ["multiqc", "s22"] },
    ],
  },
  {
    id: "b203-filter-apeglm",
    build: (s) =>
      s
        .user("too many low count genes in the dds, 58k rows. what filter")
        .assistant(
          "A common one: keep genes with at least 10 reads in at least 3 samples, 3 being the smallest group. Alternatively filterByExpr from edgeR, which scales with library size.",
        )
        .user("the first one, fine")
        .file("Edit", "scripts/deseq2.R")
        .bash("Rscript scripts/deseq2.R --contrast KO,WT | head -1", "kept 17412 of 58302 genes")
        .assistant("17,412 genes kept.")
        .user("and lfc shrinkage with apeglm for the ma plot and the tables, not ashr")
        .file("Edit", "scripts/deseq2.R")
        .stop('lfcShrink(type = "apeglm") now feeds the MA plot and the tables.'),
    planted: [
      { kind: "decision", keys: ["10 reads", "3 samples"] },
      { kind: "decision", keys: ["apeglm"] },
    ],
  },
  {
    id: "b203-snakemake-version",
    build: (s) =>
      s
        .user("tried snakemake 8 with the slurm executor plugin over the weekend")
        .bash("grep -c 'Job .* has been lost' .snakemake/log/2026-11-08T220113.snakemake.log", "17")
        .assistant(
          "17 jobs were reported lost by the executor in that run, although sacct shows them COMPLETED. That matches the status-polling issue in snakemake-executor-plugin-slurm 0.4.",
        )
        .user("yeah. ok we stay on snakemake 7.32 with the cluster profile. follow-up for january: try snakemake 8 again when they've released a fixed plugin")
        .file("Edit", "workflow/envs/snakemake.yaml")
        .stop("Pinned snakemake=7.32.4 in workflow/envs/snakemake.yaml."),
    planted: [
      { kind: "decision", keys: ["7.32"] },
      { kind: "task", keys: ["snakemake 8"] },
    ],
  },
  {
    id: "b203-lane-merge",
    build: (s) =>
      s
        .bash(
          "ls /project/lab/raw/2026-03_novaseq | head -5",
          "S31_L001_R1_001.fastq.gz\nS31_L001_R2_001.fastq.gz\nS31_L002_R1_001.fastq.gz\nS31_L002_R2_001.fastq.gz\nS31_L003_R1_001.fastq.gz",
        )
        .user("that's the march delivery, /project/lab/raw/2026-03_novaseq, 4 lanes per sample. we merge lanes with cat before fastp, not per-lane bams")
        .file("Write", "workflow/rules/merge_lanes.smk")
        .bash(
          "du -ch /project/lab/raw/2026-03_novaseq/S40_L00*_R1_001.fastq.gz",
          "2.1G\tS40_L001_R1_001.fastq.gz\n2.0G\tS40_L002_R1_001.fastq.gz\n2.1G\tS40_L003_R1_001.fastq.gz\n1.0G\tS40_L004_R1_001.fastq.gz\n7.2G\ttotal",
        )
        .assistant(
          "Rule merge_lanes cats L001-L004 per read into results/merged/{sample}_R1.fastq.gz. Note lane 4 has about half the data of the others for S40.",
        )
        .user("huh. follow-up: ask the facility why lane 4 is half size on the march run")
        .stop(),
    planted: [
      { kind: "fact", keys: ["2026-03_novaseq"] },
      { kind: "decision", keys: ["lanes", "cat"] },
      { kind: "task", keys: ["lane 4"] },
    ],
  },
  {
    id: "b203-geo-todo",
    build: (s) =>
      s
        .user("md5sums of the raw fastqs into results/geo/md5.txt pls")
        .bash("md5sum data/raw/*.fastq.gz > results/geo/md5.txt && wc -l results/geo/md5.txt", "96 results/geo/md5.txt")
        .assistant("96 checksums written to results/geo/md5.txt.")
        .user(
          "thx. for the record the GEO submitter account is Anke's, she has to do the actual upload. still todo before the paper goes out: GEO submission, and the methods section for the pipeline (versions from the env files)",
        )
        .stop("Ok."),
    planted: [
      { kind: "fact", keys: ["geo", "anke"] },
      { kind: "task", keys: ["geo submission"] },
      { kind: "task", keys: ["methods"] },
    ],
  },
  {
    id: "b203-xenograft",
    build: (s) =>
      s
        .user("the PDX samples have mouse reads mixed in. how do we split")
        .assistant(
          "Options: xengsort (k-mer based, fast, needs ~20 GB for the index), bbsplit (alignment, slower), or aligning to a combined human+mouse STAR index and keeping human-best reads.",
        )
        .user("xengsort. combined index is too big and bbsplit too slow for 48 samples")
        .file("Write", "workflow/rules/xenograft.smk")
        .file("Write", "workflow/envs/xengsort.yaml")
        .bash("snakemake -n xengsort_classify | tail -2", "total       20\n")
        .stop("Added xengsort_index and xengsort_classify (PDX samples only, 20 jobs)."),
    planted: [{ kind: "decision", keys: ["xengsort"] }],
  },
  {
    id: "b203-cn017-tmp",
    build: (s) =>
      s
        .user("S27 star failed again. third time")
        .bash(
          "grep -h NodeList -A0 logs/slurm/star_align_S27*.log; tail -1 logs/star/S27.log",
          "NodeList=cn017\nNodeList=cn017\nNodeList=cn017\nEXITING because of fatal ERROR: could not create output file: /tmp/S27_STARtmp//BAMsort/19/40",
        )
        .bash("ssh cn017 df -h /tmp", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/sda3        20G   20G     0 100% /tmp")
        .assistant("All three attempts ran on cn017, and its local /tmp is 100% full, so STAR can't write its sort buckets.")
        .user("cn017 /tmp is full, known issue, the admins never clean it. exclude it")
        .file("Edit", "profiles/slurm/config.yaml")
        .bash("snakemake --profile profiles/slurm results/star/S27.bam", "Submitted job 1 with external jobid '8821409'.")
        .stop("Profile now has slurm_extra: --exclude=cn017; S27 resubmitted."),
    planted: [{ kind: "fact", keys: ["cn017"] }],
  },
  {
    id: "b203-figure-conventions",
    build: (s) =>
      s
        .user(
          "couple of things for all R scripts: figures get saved as pdf plus a 300 dpi png next to it, and set.seed(42) at the top of anything with randomness (umap, pca jitter, whatever). update pca.R and heatmap.R now",
        )
        .file("Edit", "scripts/pca.R")
        .file("Edit", "scripts/heatmap.R")
        .bash("Rscript scripts/pca.R --in results/deseq2/vst.rds", "wrote results/plots/pca_vst.pdf\nwrote results/plots/pca_vst.png")
        .assistant("Both scripts save pdf and 300 dpi png and call set.seed(42) first.")
        .user("good. and TODO: delete /scratch/lab/rnaseq/tmp_star once all alignments are through, it's 2TB")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["300 dpi"] },
      { kind: "instruction", keys: ["seed", "42"] },
      { kind: "task", keys: ["tmp_star"] },
    ],
  },
  {
    id: "b203-empty-tximport",
    build: (s) =>
      s
        .user("if we ever did salmon, would deseq2 take it directly?")
        .assistant("Through tximport: DESeqDataSetFromTximport uses the estimated counts and an offset from the average transcript lengths.")
        .user("and featurecounts and salmon results, would they be comparable?")
        .assistant(
          "Gene-level fold changes usually agree well; absolute counts differ because featureCounts drops multimappers by default and salmon distributes them.",
        )
        .stop(),
    planted: [],
  },
  {
    id: "b203-empty-cluster-readme",
    build: (s) =>
      s
        .user("what does the cluster readme say about array jobs")
        .bash(
          "sed -n '40,48p' /project/shared/docs/CLUSTER_README.txt",
          "Array jobs\n- Always use %N throttling for arrays larger than 100 tasks.\n- Never submit more than 1000 jobs at once from one account.\n- TODO(admins): document the new gpu partition\n- Jobs must request walltime explicitly.",
        )
        .assistant("It asks for %N throttling above 100 tasks and at most 1000 jobs at once per account, and says walltime must be requested explicitly.")
        .user("snakemake doesnt use arrays anyway right?")
        .assistant("Snakemake 7 submits one sbatch per job, so no arrays; the job count is bounded by --jobs in the profile (currently 100).")
        .stop(),
    planted: [],
  },
  {
    id: "b203-empty-run-report",
    build: (s) =>
      s
        .user("run the whole thing and tell me when it's done")
        .bash(
          "snakemake --profile profiles/slurm 2>&1 | tail -3",
          "Finished job 0.\n412 of 412 steps (100%) done\nComplete log: .snakemake/log/2026-11-10T081211.snakemake.log",
        )
        .assistant("All 412 steps finished: fastp, STAR, featureCounts, deseq2 and plots. Total wall time about 5 h 20 min.")
        .user("nice. anything weird?")
        .assistant("Nothing failed. S22 is still the low-depth sample; everything else is between 27M and 34M reads.")
        .user("ok cool")
        .stop(),
    planted: [],
  },
  {
    id: "b203-login-node-kill",
    build: (s) =>
      s
        .user("Rscript scripts/deseq2.R just says Killed")
        .bash("Rscript scripts/deseq2.R --contrast KO,WT", "Killed", 137)
        .bash("hostname; ulimit -v", "login02\n2097152")
        .assistant("You're on login02, and the shell has a 2 GB virtual memory limit; DESeq2 on 48 samples needs more than that.")
        .user(
          "ah yes the login nodes kill anything above 2G. ok for any R work always go through srun --pty on the interactive partition, never run it on login",
        )
        .bash("srun -p interactive --mem=16G -c 4 --pty Rscript scripts/deseq2.R --contrast KO,WT | tail -1", "wrote results/deseq2/KO_vs_WT.tsv")
        .stop("Ran it via srun on the interactive partition; results/deseq2/KO_vs_WT.tsv is written."),
    planted: [
      { kind: "fact", keys: ["login", "2g"] },
      { kind: "instruction", keys: ["srun", "interactive"] },
    ],
  },
  {
    id: "b203-lims-samples",
    build: (s) =>
      s
        .user("where does samples.tsv even come from, the S1/S01 mess again")
        .file("Read", "scripts/make_samples.py")
        .assistant(
          "scripts/make_samples.py reads /project/lab/meta/lims_export.xlsx and writes config/samples.tsv; the S1 rows come from the LIMS export, which doesn't pad ids.",
        )
        .user(
          "right so the LIMS export is the master for all sample metadata. dont hand edit samples.tsv anymore, change make_samples.py and regenerate. make it pad the ids",
        )
        .file("Edit", "scripts/make_samples.py")
        .bash("python scripts/make_samples.py && cut -f1 config/samples.tsv | head -4", "sample\nS01\nS02\nS03")
        .stop(),
    planted: [
      { kind: "fact", keys: ["lims"] },
      { kind: "instruction", keys: ["make_samples"] },
    ],
  },
  {
    id: "b203-fgsea",
    build: (s) =>
      s
        .user("pathway stuff. what's quickest that reviewers wont complain about")
        .assistant(
          "fgsea on the MSigDB hallmark sets, ranking genes by the DESeq2 Wald stat, is quick and well accepted. clusterProfiler gseGO is the alternative if you want GO terms; KEGG needs care with the licence for the newer data.",
        )
        .user("fgsea with hallmark, ranked by stat. kegg later, once someone figures out the licence thing")
        .file("Write", "scripts/fgsea.R")
        .bash("Rscript scripts/fgsea.R | head -3", "pathway padj NES\nHALLMARK_E2F_TARGETS 1.2e-09 2.41\nHALLMARK_G2M_CHECKPOINT 3.8e-08 2.22")
        .assistant("Top hits are E2F targets and G2M checkpoint; table in results/fgsea/hallmark_KO_vs_WT.tsv.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["fgsea"] },
      { kind: "task", keys: ["kegg"] },
    ],
  },
  {
    id: "b203-nextseq-batch",
    build: (s) =>
      s
        .user("why do S40-S48 have different read names")
        .bash(
          "zcat data/raw/S40_R1_001.fastq.gz | head -1; zcat data/raw/S31_R1_001.fastq.gz | head -1",
          "@VH00417:12:AAFW2KHM5:1:1101:18113:1000:TTGCAGCA 1:N:0:CTTGTA\n@A01234:77:HJK3LDSX7:1:1101:1000:1000:ACGTTGCA 1:N:0:GATCAG",
        )
        .assistant("VH prefixes are NextSeq 2000 instrument ids, A0 is a NovaSeq. So S40 was run on a NextSeq, S31 on the NovaSeq.")
        .user(
          "oh. checked with the facility, yes S40-S48 went on their nextseq 2000 because the novaseq was down. thats a fact to keep in mind for batch stuff",
        )
        .assistant("Understood. Since fastp's polyG detection keys off the instrument, those samples should be fine with --trim_poly_g already forced.")
        .user("probably. still, todo: compare polyG trimming stats between the nextseq and novaseq samples before we trust it")
        .stop(),
    planted: [
      { kind: "fact", keys: ["nextseq", "s40"] },
      { kind: "task", keys: ["polyg", "nextseq"] },
    ],
  },
  {
    id: "b203-rule-logs",
    build: (s) =>
      s
        .user("when a job dies i can never find its log")
        .assistant(
          "Most rules have no log: directive, so stderr only ends up in the slurm-*.out files. I'd add log: \"logs/{rule}/{sample}.log\" to every rule and redirect the tools' stderr there.",
        )
        .user("yes. and that's the standard for new rules too")
        .file("Edit", "workflow/rules/align.smk")
        .file("Edit", "workflow/rules/count.smk")
        .file("Edit", "workflow/rules/trim.smk")
        .bash("grep -c 'log:' workflow/rules/*.smk", "workflow/rules/align.smk:2\nworkflow/rules/count.smk:1\nworkflow/rules/trim.smk:1")
        .stop("All current rules log to logs/{rule}/{sample}.log."),
    planted: [{ kind: "instruction", keys: ["logs/{rule}"] }],
  },
  {
    id: "b203-scrna-repo",
    build: (s) =>
      s
        .user("jonas asked if his 10x stuff can go in this repo")
        .assistant("It could live under workflow/rules/scrna.smk with its own config section, or in a separate repository.")
        .user(
          "no, separate repo, i dont want cellranger in this DAG. jonas owns all the single cell side, I own bulk. oh and at some point move star_index into the lab snakemake-modules repo so he can reuse it",
        )
        .bash("git remote -v | head -1", "origin\tgit@gitlab.lab.internal:genomics/bulk-rnaseq.git (fetch)")
        .assistant("Ok, nothing changes here.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["separate repo"] },
      { kind: "fact", keys: ["jonas"] },
      { kind: "task", keys: ["snakemake-modules"] },
    ],
  },
  {
    id: "b203-vst-not-rlog",
    build: (s) =>
      s
        .user("use rlog for the pca instead of vst")
        .file("Edit", "scripts/pca.R")
        .bash(
          "time Rscript scripts/pca.R --transform rlog",
          "rlog() may take a long time with 50 or more samples,\nvst() is a much faster transformation\n\nreal\t14m31.220s",
        )
        .assistant("rlog took 14.5 minutes for 47 samples, and DESeq2 itself suggests vst at this size. The PCA looks almost identical to the vst one.")
        .user("ok forget rlog. vst with blind=FALSE stays the transform for pca and heatmaps")
        .file("Edit", "scripts/pca.R")
        .stop("Reverted to vst(dds, blind = FALSE)."),
    planted: [{ kind: "decision", keys: ["vst"] }],
  },
  {
    id: "b203-forceall",
    build: (s) =>
      s
        .user("i changed the featurecounts params, rerun")
        .bash("snakemake -n -R featurecounts | tail -3", "deseq2                1\nfeaturecounts        48\ntotal                51")
        .assistant("Dry run with -R featurecounts: 48 featurecounts jobs plus the merge, deseq2 and plots downstream, 51 in total.")
        .user(
          "good. fyi dont evr use --forceall on the full dataset, last time it requeued 400 jobs incl star. -R on the rule. and always show me the dry run job counts before u submit anything",
        )
        .bash("snakemake --profile profiles/slurm -R featurecounts | tail -1", "51 of 51 steps (100%) done")
        .stop("All 51 done."),
    planted: [
      { kind: "instruction", keys: ["forceall"] },
      { kind: "instruction", keys: ["dry run"] },
    ],
  },
  {
    id: "b203-open-list",
    build: (s) =>
      s
        .user(
          "ok logging open stuff before i forget:\n- rerun featurecounts for the march batch after dedup\n- ask anke when the GEO embargo should end\n- the cn017 thing, nothing to do, admins know",
        )
        .file("Read", "config/samples.tsv")
        .assistant("Noted both open items. For the first, the march batch is S31-S48 in samples.tsv, 18 samples.")
        .user("yep")
        .stop(),
    planted: [
      { kind: "task", keys: ["featurecounts", "march"] },
      { kind: "task", keys: ["embargo"] },
    ],
  },
  {
    id: "b203-annotation-orgdb",
    build: (s) =>
      s
        .user("add gene symbols to the DE table")
        .bash(
          'Rscript -e \'library(biomaRt); m <- useEnsembl("genes", "hsapiens_gene_ensembl")\'',
          "Error in curl::curl_fetch_memory(url, handle = handle) :\n  Timeout was reached: [www.ensembl.org:443] Operation timed out after 10000 milliseconds",
          1,
        )
        .assistant(
          "biomaRt can't reach ensembl.org from the compute nodes. org.Hs.eg.db works offline from the conda env; or we could parse gene_name from the GENCODE GTF.",
        )
        .user("hmm what about the gtf, does it have everything?")
        .assistant("Yes, every gene in the GTF has gene_name, and it matches the counts exactly since it's the same annotation.")
        .user("ok take the symbols from the gencode gtf then, not org.Hs.eg.db, same annotation as the counts")
        .file("Edit", "scripts/deseq2.R")
        .bash("head -2 results/deseq2/KO_vs_WT.tsv | cut -f1-3", "gene_id\tgene_name\tbaseMean\nENSG00000141510\tTP53\t2214.7")
        .stop(),
    planted: [{ kind: "decision", keys: ["gtf", "symbol"] }],
  },
  {
    id: "b203-empty-plot-colors",
    build: (s) =>
      s
        .user("what palette are the pca plots using")
        .file("Read", "scripts/pca.R")
        .assistant("ggplot's default hue palette, colour by condition and shape by flowcell.")
        .user("is there a colorblind safe one built in?")
        .assistant('scale_colour_viridis_d() or the Okabe-Ito palette via palette.colors(palette = "Okabe-Ito") in base R 4.0+.')
        .user("ok leave it as is for now, just curious")
        .stop(),
    planted: [],
  },
];

export const BLIND203 = plantedSet(BLIND203_SESSIONS, Date.UTC(2026, 10, 6, 9));
