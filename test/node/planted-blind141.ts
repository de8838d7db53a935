/**
 * Blind planted set 141 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a bioinformatician writing Nextflow pipelines and R scripts on an HPC cluster (SLURM,
 * Apptainer, shared reference genomes); precise about paths, versions and genome builds, and
 * mixing guesses with confirmed findings in the same breath.
 * Each session is one segment; the items planted in it are listed with it: 70 items (17 decisions, 17 instructions,
 * 19 facts, 17 tasks) in 53 sessions, 12 of which plant nothing (55 user/assistant messages between them). Every other message
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

export const BLIND141_SESSIONS: BlindSession[] = [
  {
    id: "b141-star-overhang",
    build: (s) =>
      s
        .user(
          "do you know what sjdbOverhang the STAR index under /shared/refs/GRCh38/star_2.7.11a was built with? our NovaSeq runs are 2x150 I think but not 100% sure",
        )
        .bash("grep -i overhang /shared/refs/GRCh38/star_2.7.11a/genomeParameters.txt", "sjdbOverhang\t100")
        .bash("zcat data/raw/S01_L001_R1_001.fastq.gz | head -2 | tail -1 | awk '{print length($0)}'", "151")
        .assistant(
          "Checked both. The shared STAR index at /shared/refs/GRCh38/star_2.7.11a was built with sjdbOverhang 100, and your reads are 151 bp, so the ideal value for this data would be 150. It still works with 100, junction detection is just slightly less sensitive at read ends.",
        )
        .user(
          "ugh ok. we'll need our own index anyway. going forward we build all our indexes against the GENCODE v44 primary assembly, not the Ensembl 110 ones, so the annotation matches what the clinical group uses",
        )
        .assistant("Understood. I'll set up the index build to use the GENCODE v44 primary assembly fasta and GTF.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["sjdboverhang", "100"] },
      { kind: "decision", keys: ["gencode", "v44"] },
    ],
  },
  {
    id: "b141-head-job",
    build: (s) =>
      s
        .user("my nextflow run died overnight again, can you look at .nextflow.log")
        .bash(
          "tail -n 6 .nextflow.log",
          "Nov-18 02:14:07.331 [SIGTERM handler] DEBUG nextflow.Session - Session aborted -- Cause: SIGTERM\nNov-18 02:14:07.332 [main] WARN  n.processor.TaskProcessor - Never mind, killing pending tasks\nNov-18 02:14:07.901 [main] DEBUG nextflow.util.SpuriousDeps - AWS S3 uploader shutdown\nNov-18 02:14:08.002 [main] INFO  nextflow.Nextflow - Execution cancelled -- Finishing pending tasks before exit",
        )
        .assistant(
          "The head process got a SIGTERM at 02:14, nothing failed inside the pipeline. Were you running `nextflow run` directly on the login node? The login nodes kill long-running user processes.",
        )
        .user(
          "yes, in a screen session on login2. ok lesson learned: always launch the nextflow head job with sbatch on the long partition, never on a login node. put that in your notes",
        )
        .bash("sinfo -o '%P %l' | head -4", "PARTITION TIMELIMIT\nshort* 4:00:00\nlong 14-00:00:00\ngpu 2-00:00:00")
        .assistant(
          "Will do. For reference, sinfo confirms `short` is the default partition with a 4 hour wall limit, `long` allows 14 days. I wrote `run_head.sbatch` that submits the head job to `long` with 2 CPUs and 8 GB.",
        )
        .file("Write", "scripts/run_head.sbatch")
        .stop("Wrote scripts/run_head.sbatch; submit it with `sbatch scripts/run_head.sbatch`."),
    planted: [
      { kind: "instruction", keys: ["login node"] },
      { kind: "fact", keys: ["short", "4 hour"] },
    ],
  },
  {
    id: "b141-scratch-purge",
    build: (s) =>
      s
        .user("how big is our work dir at the moment")
        .bash("du -sh /scratch/mkaur/nf-work", "3.8T\t/scratch/mkaur/nf-work")
        .assistant(
          "3.8 TB in /scratch/mkaur/nf-work. Most of it is probably intermediate BAMs from the STAR runs. Want me to run `nextflow clean -f -before last`?",
        )
        .user(
          "not yet. fyi /scratch is purged automatically, anything untouched for 30 days gets deleted, that's what worries me about the old runs. TODO for me or you next week: copy the published results of the 2025 cohort from scratch to /project/lab_sharma/results before the purge hits them",
        )
        .assistant("Got it, I'll leave the work dir alone for now.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["30 days"] },
      { kind: "task", keys: ["2025 cohort"] },
    ],
  },
  {
    id: "b141-deseq-design",
    build: (s) =>
      s
        .user("PCA on the vst counts, colour by batch please")
        .file("Edit", "R/03_pca.R")
        .bash("module load R/4.3.2 && Rscript R/03_pca.R", "Saved results/figures/pca_batch.pdf\nPC1: 38.2% variance, PC2: 17.9% variance")
        .assistant(
          "PC1 separates the two sequencing batches almost perfectly (38% of variance); condition shows up on PC2. One option is to correct with ComBat-seq before DESeq2, the other is to keep raw counts and put batch in the design.",
        )
        .user("hmm. maybe S14 is a sample swap? it sits with the wrong group on PC2. no idea, leave it for now")
        .assistant("Could be, or just a noisy sample. If you want to check a swap, the sex genes (XIST, RPS4Y1) against the metadata would tell us quickly.")
        .user("later maybe. for the model: we go with design ~ batch + condition in DESeq2 and no ComBat-seq correction, the counts stay raw")
        .file("Edit", "R/04_deseq.R")
        .assistant("Done, R/04_deseq.R now uses `design = ~ batch + condition` on the raw count matrix.")
        .stop(),
    planted: [{ kind: "decision", keys: ["batch", "condition"] }],
  },
  {
    id: "b141-renv",
    build: (s) =>
      s
        .user("Rscript R/05_enrichment.R is failing with 'there is no package called clusterProfiler'")
        .bash(
          "module load R/4.3.2 && Rscript -e 'renv::status()'",
          "The following package(s) are in an inconsistent state:\n\n package        installed recorded used\n clusterProfiler n        y        y\n\nUse `renv::restore()` to restore the project library.",
          0,
        )
        .bash(
          "module load R/4.3.2 && Rscript -e 'renv::restore(prompt = FALSE)'",
          "- Installing clusterProfiler 4.10.1 ... OK [built from source in 2.4m]\nSuccessfully installed 1 package.",
        )
        .assistant("The project library was missing clusterProfiler although renv.lock records it; `renv::restore()` installed 4.10.1 and the script runs now.")
        .user(
          "thanks. from now on load R with `module load R/4.3.2` exactly, the default R module on this cluster is 4.1 and it breaks the lockfile. and remind me to bump renv.lock once Bioconductor 3.19 is installed on the cluster, the admins said january",
        )
        .assistant("Okay, R/4.3.2 explicitly every time. I'll flag the lockfile bump for when Bioconductor 3.19 lands.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["r/4.3.2"] },
      { kind: "fact", keys: ["4.1"] },
      { kind: "task", keys: ["bioconductor 3.19"] },
    ],
  },
  {
    id: "b141-containers",
    build: (s) =>
      s
        .user("nf-core/rnaseq 3.14.0 keeps failing at the first process with a pull error")
        .bash(
          "grep -A3 'ERROR' .nextflow.log | head -5",
          "ERROR ~ Error executing process > 'NFCORE_RNASEQ:RNASEQ:FASTQC (S01)'\nCaused by:\n  Failed to pull singularity image\n  command: singularity pull --name depot.galaxyproject.org-singularity-fastqc-0.12.1--hdfd78af_0.img.pulling\n  status : 255\n  message: FATAL: Unable to connect to depot.galaxyproject.org: dial tcp: lookup failed",
        )
        .bash("srun -p short --pty curl -sI https://depot.galaxyproject.org | head -1", "curl: (6) Could not resolve host: depot.galaxyproject.org", 6)
        .assistant(
          "Confirmed: the compute nodes have no internet access (DNS lookup fails from a short-partition job), so Singularity can't pull images at task time. The images have to be pulled on the login node into a shared cache first.",
        )
        .user(
          "right, I forgot. ok so we set NXF_SINGULARITY_CACHEDIR=/shared/containers/cache in every run. and we're sticking with apptainer images, not conda envs, conda on lustre is painfully slow",
        )
        .bash(
          "nf-core download rnaseq -r 3.14.0 --container-system singularity --container-cache-utilisation amend -o /tmp/x --compress none",
          "INFO     Saving 'nf-core/rnaseq'\nINFO     Downloading 68 singularity images to /shared/containers/cache",
        )
        .assistant("Cache populated with the 68 images for rnaseq 3.14.0; I also exported NXF_SINGULARITY_CACHEDIR in run_head.sbatch.")
        .file("Edit", "scripts/run_head.sbatch")
        .stop(),
    planted: [
      { kind: "fact", keys: ["no internet"] },
      { kind: "instruction", keys: ["nxf_singularity_cachedir"] },
      { kind: "decision", keys: ["apptainer"] },
    ],
  },
  {
    id: "b141-nextera-adapter",
    build: (s) =>
      s
        .user("fastp reports look weird for the ATAC libraries, adapter content still high after trimming")
        .bash(
          "grep -A2 'adapter' results/fastp/A03.fastp.json | head -4",
          '"adapter_cutting": {\n    "adapter_trimmed_reads": 112034,\n    "read1_adapter_sequence": "unspecified",\n    "read2_adapter_sequence": "unspecified"',
        )
        .assistant(
          "fastp's auto-detection didn't find an adapter for these (`unspecified`), so nothing got trimmed. These are Nextera libraries; we could pass `--adapter_sequence CTGTCTCTTATACACATCT` for both reads. Want me to rerun trimming for the ATAC samples now?",
        )
        .user(
          "no, not today, the ATAC stuff isn't urgent. but that's a follow-up for the ATAC pipeline: give fastp an explicit Nextera adapter fasta instead of relying on auto-detect",
        )
        .assistant("Okay, leaving it as is for now.")
        .stop(),
    planted: [{ kind: "task", keys: ["nextera", "fastp"] }],
  },
  {
    id: "b141-samplesheet",
    build: (s) =>
      s
        .user("make me a samplesheet for the new batch in data/raw/run2311")
        .bash(
          "ls data/raw/run2311 | head -4",
          "P01_S1_L002_R1_001.fastq.gz\nP01_S1_L002_R2_001.fastq.gz\nP02_S2_L002_R1_001.fastq.gz\nP02_S2_L002_R2_001.fastq.gz",
        )
        .assistant("Should I write it as a TSV like the old one in data/samplesheets/run2208.tsv, or as CSV?")
        .user("csv. samplesheets are always csv with the header sample,fastq_1,fastq_2,strandedness, the tsv one was a mistake. and set strandedness to auto")
        .file("Write", "data/samplesheets/run2311.csv")
        .bash(
          "head -3 data/samplesheets/run2311.csv",
          "sample,fastq_1,fastq_2,strandedness\nP01,data/raw/run2311/P01_S1_L002_R1_001.fastq.gz,data/raw/run2311/P01_S1_L002_R2_001.fastq.gz,auto\nP02,data/raw/run2311/P02_S2_L002_R1_001.fastq.gz,data/raw/run2311/P02_S2_L002_R2_001.fastq.gz,auto",
        )
        .assistant("Wrote data/samplesheets/run2311.csv with 24 samples, strandedness auto.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["csv", "strandedness"] }],
  },
  {
    id: "b141-salmon-decoy",
    build: (s) =>
      s
        .user("salmon mapping rates are around 70%, is that normal for these")
        .bash(
          "grep -h 'Mapping rate' results/salmon/*/logs/salmon_quant.log | head -3",
          "[2026-11-20 10:02:11.093] [jointLog] [info] Mapping rate = 70.12%\n[2026-11-20 10:04:40.517] [jointLog] [info] Mapping rate = 68.9%\n[2026-11-20 10:06:02.228] [jointLog] [info] Mapping rate = 71.4%",
        )
        .assistant(
          "A bit low for human polyA RNA-seq. The index in /shared/refs was built on the transcriptome only, without decoys. I'd suggest building a gentrome index with the genome as decoy sequences (selective alignment); that usually cuts spurious mappings rather than raising the rate, but it makes the numbers more trustworthy.",
        )
        .user("yes let's do that, decoy-aware index from now on for all salmon quant")
        .bash(
          "sbatch -p long --mem=64G --wrap 'salmon index -t gentrome.fa.gz -d decoys.txt -k 31 -i /scratch/mkaur/refs/salmon_gencode44_decoy -p 16'",
          "Submitted batch job 4417702",
        )
        .bash(
          "sacct -j 4417702 --format=JobID,State,MaxRSS,Elapsed",
          "JobID           State     MaxRSS    Elapsed\n4417702     COMPLETED                01:12:40\n4417702.bat+ COMPLETED  31.8G      01:12:40",
        )
        .assistant(
          "Index built in 1h13m; peak memory was 31.8 GB, so the decoy-aware salmon index needs about 32 GB of RAM. Worth remembering when picking the partition.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["decoy"] },
      { kind: "fact", keys: ["32 gb"] },
    ],
  },
  {
    id: "b141-mouse-liu",
    build: (s) =>
      s
        .user("I want to compare our KO mice with the old Liu lab data, where are their bams")
        .bash("ls /project/lab_sharma/external/liu2021/", "README.txt\nbam/\ncounts/\nmetadata.xlsx")
        .bash(
          "head -5 /project/lab_sharma/external/liu2021/README.txt",
          "Aligned with STAR 2.5.3a to mm10 (UCSC), GENCODE vM23 annotation.\nStranded: yes (reverse).\nContact: yliu@...",
        )
        .assistant(
          "They're in /project/lab_sharma/external/liu2021/bam. Note the README: the Liu lab data is aligned to mm10 with GENCODE vM23, while our mouse projects are on GRCm39, so gene-level counts won't line up one-to-one without a liftover or re-quantification.",
        )
        .user(
          "yeah that's a known pain. we need to re-align the Liu data to GRCm39 at some point, not now though, put it on the list for next quarter. for today just compare at gene symbol level",
        )
        .file("Write", "R/06_liu_compare.R")
        .assistant("Wrote R/06_liu_compare.R, joining on gene symbols; 14,812 of 16,003 symbols match.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["mm10"] },
      { kind: "task", keys: ["liu", "grcm39"] },
    ],
  },
  {
    id: "b141-gatk-version",
    build: (s) =>
      s
        .user("set up the germline calling config, let's use GATK 4.4.0.0 for HaplotypeCaller")
        .file("Edit", "conf/germline.config")
        .bash("apptainer exec /shared/containers/cache/gatk4_4.4.0.0.sif gatk --version", "The Genome Analysis Toolkit (GATK) v4.4.0.0\nHTSJDK Version: 3.0.5")
        .assistant(
          "Config points at the gatk4 4.4.0.0 container now. Heads-up: 4.4.0.0 has the known GenomicsDBImport issue with --merge-input-intervals on many small contigs; 4.5.0.0 fixed it.",
        )
        .user("oh right, Tom hit that. scratch 4.4 then, we use GATK 4.5.0.0 for the germline calling")
        .file("Edit", "conf/germline.config")
        .assistant("Switched conf/germline.config to the 4.5.0.0 container.")
        .stop(),
    planted: [{ kind: "decision", keys: ["4.5.0.0"] }],
  },
  {
    id: "b141-oom-137",
    build: (s) =>
      s
        .user("STAR_ALIGN failed on 6 samples, can you find out why")
        .bash(
          "grep -B1 -A4 'exit status' .nextflow.log | head -8",
          "ERROR ~ Error executing process > 'NFCORE_RNASEQ:RNASEQ:ALIGN_STAR:STAR_ALIGN (P17)'\nCaused by:\n  Process `STAR_ALIGN (P17)` terminated with an error exit status (137)\nCommand exit status:\n  137",
        )
        .bash(
          "sacct -j 4418120 --format=JobID,State,ReqMem,MaxRSS",
          "JobID         State      ReqMem   MaxRSS\n4418120     OUT_OF_ME+    36G\n4418120.bat+ OUT_OF_ME+            36.1G",
        )
        .assistant(
          "Exit 137 with OUT_OF_MEMORY in sacct: the 6 STAR_ALIGN jobs were OOM-killed at the 36 GB limit. They're all the pooled libraries with >80M read pairs, which need more than the default process_high memory.",
        )
        .user("ok so that's the cause. what do you suggest, just bump memory globally?")
        .assistant(
          "I'd rather not raise it for every sample. Proposal: in conf/custom.config, `errorStrategy = { task.exitStatus in [137,140] ? 'retry' : 'finish' }`, `maxRetries = 2`, and `memory = { 36.GB * task.attempt }` for STAR_ALIGN.",
        )
        .user("sounds good, go with the retry on 137 with doubling memory, maxRetries 2")
        .file("Edit", "conf/custom.config")
        .stop("Added the retry config to conf/custom.config."),
    planted: [
      { kind: "fact", keys: ["137"] },
      { kind: "decision", keys: ["retry", "137"] },
    ],
  },
  {
    id: "b141-refs-owner",
    build: (s) =>
      s
        .user("I need the T2T-CHM13 reference for a side project, can you put it in /shared/refs")
        .bash(
          "ls -ld /shared/refs /shared/refs/staging",
          "drwxr-sr-x 14 ppatel hpc_refs 4096 Nov 10 09:11 /shared/refs\ndrwxrwsr-x  3 ppatel hpc_refs 4096 Nov 21 16:40 /shared/refs/staging",
        )
        .assistant("/shared/refs is owned by ppatel and only writable by them; /shared/refs/staging is group-writable.")
        .user(
          "yes Priya Patel maintains /shared/refs, she does the checksums and the README for each genome. rule for us: never write into /shared/refs directly, new references go to /shared/refs/staging and we ping Priya",
        )
        .bash(
          "mkdir -p /shared/refs/staging/chm13v2.0 && wget -q -P /shared/refs/staging/chm13v2.0 https://s3-us-west-2.amazonaws.com/human-pangenomics/T2T/CHM13/assemblies/analysis_set/chm13v2.0.fa.gz && ls /shared/refs/staging/chm13v2.0",
          "chm13v2.0.fa.gz",
        )
        .assistant("Downloaded chm13v2.0.fa.gz into /shared/refs/staging/chm13v2.0.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["priya"] },
      { kind: "instruction", keys: ["staging"] },
    ],
  },
  {
    id: "b141-qc-cutoff",
    build: (s) =>
      s
        .user("which samples are below 10M uniquely mapped reads?")
        .bash("awk -F'\\t' '$2<10000000' results/qc/unique_reads.tsv", "P07\t8412330\nP19\t6120004")
        .assistant("Two: P07 (8.4M) and P19 (6.1M). P07 also has 41% duplication in the MultiQC report. Do you want to drop them?")
        .user(
          "we drop everything under 10M unique reads from the DE analysis, that's the cutoff for this project. P07 is weird though, 41% dups on a non-low-input library. follow up with the sequencing core about P07, ask whether the library was re-pooled",
        )
        .file("Edit", "R/02_filter_samples.R")
        .assistant("R/02_filter_samples.R now excludes samples with fewer than 10M uniquely mapped reads (P07, P19 out).")
        .stop(),
    planted: [
      { kind: "decision", keys: ["10m"] },
      { kind: "task", keys: ["p07", "core"] },
    ],
  },
  {
    id: "b141-stub-runs",
    build: (s) =>
      s
        .user("I changed the channel logic in subworkflows/local/quant.nf, run it on the real data?")
        .assistant("Before a 24-sample real run, should I do a quick `-stub` run with the test profile to check the wiring?")
        .user("yes, and make that the habit: every pipeline change gets a -stub -profile test run first, only then the real thing")
        .bash(
          "nextflow run main.nf -stub -profile test,apptainer -resume",
          "N E X T F L O W  ~  version 24.04.4\nexecutor >  local (31)\n[3c/1a2f90] QUANT:SALMON_QUANT (P01) [100%] 6 of 6 ✔\n[9e/77aa01] QUANT:TXIMPORT        [100%] 1 of 1 ✔\nCompleted at: 20-Nov-2026 14:02:31\nSucceeded   : 31",
        )
        .assistant("Stub run passed, 31 tasks, channel wiring looks right. Submitting the real run with the head job script.")
        .bash("sbatch scripts/run_head.sbatch", "Submitted batch job 4419007")
        .stop(),
    planted: [{ kind: "instruction", keys: ["-stub"] }],
  },
  {
    id: "b141-home-quota",
    build: (s) =>
      s
        .user("getting 'Disk quota exceeded' when nextflow starts")
        .bash(
          "quota -s",
          "Disk quotas for user mkaur (uid 40211):\n     Filesystem   space   quota   limit   grace   files   quota   limit\n  nfs:/home      50G     50G     52G   6days  210k       0       0",
        )
        .bash("du -sh ~/.nextflow ~/.apptainer 2>/dev/null", "31G\t/home/mkaur/.nextflow\n12G\t/home/mkaur/.apptainer")
        .assistant("Your /home is at its 50 GB quota; ~/.nextflow (31 GB, mostly the assets and plugin cache) and ~/.apptainer (12 GB) take most of it.")
        .user("ok clear the apptainer cache for now. and TODO: put NXF_HOME=/scratch/$USER/.nextflow into the lab bashrc template so new people don't hit this")
        .bash("apptainer cache clean -f && du -sh ~/.apptainer", "0\t/home/mkaur/.apptainer")
        .assistant("Cleared ~/.apptainer, 12 GB freed; you're at 38 GB now.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["50 gb"] },
      { kind: "task", keys: ["nxf_home", "bashrc"] },
    ],
  },
  {
    id: "b141-strandedness-isr",
    build: (s) =>
      s
        .user("are the TruSeq libraries forward or reverse stranded? I keep forgetting. my guess is forward")
        .assistant("Could be either from the kit name alone; TruSeq Stranded mRNA is usually reverse. Let me check salmon's library type detection.")
        .bash("grep -h expected_format results/salmon/P0*/lib_format_counts.json | sort | uniq -c", '     24     "expected_format": "ISR",')
        .assistant("All 24 samples came out as ISR, i.e. reverse stranded (read 1 maps to the reverse strand). So for featureCounts that's `-s 2`.")
        .user("ok good, so confirmed: our TruSeq libraries are reverse stranded, ISR, -s 2. fix the featureCounts call")
        .file("Edit", "modules/local/featurecounts.nf")
        .stop("featureCounts now runs with `-s 2`."),
    planted: [{ kind: "fact", keys: ["isr"] }],
  },
  {
    id: "b141-figures",
    build: (s) =>
      s
        .user("volcano plot for KO vs WT please, label top 15 genes")
        .file("Write", "R/07_volcano.R")
        .bash("module load R/4.3.2 && Rscript R/07_volcano.R", "Saving 7 x 6 in image\nWrote results/figures/volcano_KO_vs_WT.png")
        .assistant("Done: results/figures/volcano_KO_vs_WT.png, top 15 by padj labelled with ggrepel. I used cowplot for the panel with the MA plot.")
        .user(
          "nice. two things for all figures from now on: save each one as both pdf and png, png at 300 dpi. and we use patchwork for multi-panel layouts, not cowplot, the rest of the paper figures are patchwork",
        )
        .file("Edit", "R/07_volcano.R")
        .assistant("Switched to patchwork and both outputs via `ggsave(..., dpi = 300)`.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["300 dpi"] },
      { kind: "decision", keys: ["patchwork"] },
    ],
  },
  {
    id: "b141-chip-macs3",
    build: (s) =>
      s
        .user("peak calling for the H3K27me3 ChIP, narrow or broad? what does MACS3 give with default")
        .bash(
          "macs3 callpeak -t bam/K27_r1.bam -c bam/input_r1.bam -g hs -n K27_r1 --outdir peaks/narrow 2>&1 | tail -2",
          "INFO  @ 20 Nov 2026 15:11:02: #4 Write peak in narrowPeak format file... peaks/narrow/K27_r1_peaks.narrowPeak\nINFO  @ 20 Nov 2026 15:11:02: Done!",
        )
        .bash("wc -l peaks/narrow/K27_r1_peaks.narrowPeak", "1843 peaks/narrow/K27_r1_peaks.narrowPeak")
        .assistant("Only 1,843 narrow peaks; H3K27me3 forms wide domains, so narrow mode fragments them. I'd use `--broad --broad-cutoff 0.1`.")
        .user("agreed, MACS3 --broad for K27me3, keep narrow for the H3K4me3 marks. still need to run IDR on the H3K4me3 replicates, that's for next week")
        .bash(
          "macs3 callpeak -t bam/K27_r1.bam -c bam/input_r1.bam -g hs -n K27_r1 --broad --broad-cutoff 0.1 --outdir peaks/broad 2>&1 | tail -1 && wc -l peaks/broad/K27_r1_peaks.broadPeak",
          "INFO  @ 20 Nov 2026 15:19:40: Done!\n9120 peaks/broad/K27_r1_peaks.broadPeak",
        )
        .assistant("Broad mode: 9,120 domains for K27_r1.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["broad", "k27me3"] },
      { kind: "task", keys: ["idr"] },
    ],
  },
  {
    id: "b141-blacklist",
    build: (s) =>
      s
        .user("which blacklist are we filtering the ATAC peaks against? it should be in the refs somewhere")
        .bash("ls /shared/refs/GRCh38/blacklist/", "hg38-blacklist.v2.bed.gz\nhg38-blacklist.v2.bed.gz.md5\nREADME")
        .assistant(
          "There's only one: the ENCODE blacklist v2 at /shared/refs/GRCh38/blacklist/hg38-blacklist.v2.bed.gz. Its chromosome names are UCSC style (chr1), same as the GENCODE fasta.",
        )
        .user("ok then that's the one, ENCODE blacklist v2 it is for all ATAC and ChIP peak filtering. add it to the params")
        .file("Edit", "nextflow.config")
        .assistant("Added `params.blacklist = '/shared/refs/GRCh38/blacklist/hg38-blacklist.v2.bed.gz'`.")
        .stop(),
    planted: [{ kind: "decision", keys: ["blacklist", "v2"] }],
  },
  {
    id: "b141-cellranger",
    build: (s) =>
      s
        .user("scRNA side: which cellranger is on the cluster?")
        .bash("module avail cellranger 2>&1 | tail -2", "   cellranger/7.1.0    cellranger/8.0.1 (D)")
        .assistant("7.1.0 and 8.0.1 (default). Note 8.0 counts intronic reads by default (--include-introns true), 7.1 didn't for single-cell 3'.")
        .user(
          "we use cellranger 8.0.1 with the default include-introns for everything new. the PBMC pilot was counted with 7.1 so it needs to be rerun with 8.0.1 at some point, not urgent",
        )
        .bash("module load cellranger/8.0.1 && cellranger --version", "cellranger cellranger-8.0.1")
        .assistant("Loaded 8.0.1; I'll set the count script to use it.")
        .file("Edit", "scripts/cr_count.sh")
        .stop(),
    planted: [
      { kind: "decision", keys: ["8.0.1"] },
      { kind: "task", keys: ["pbmc"] },
    ],
  },
  {
    id: "b141-reviewer",
    build: (s) =>
      s
        .user(
          "reviewer 2 came back. most of it's fine, let me paste the relevant part: 'The authors should never rely on a single normalization. Sensitivity analyses MUST be shown.'",
        )
        .assistant("That's a fair ask. We could rerun the DE excluding S14, and compare TMM vs median-of-ratios. Which do you want in the revision?")
        .user("both eventually, but today just send me the list of DE genes at padj<0.05 so I can eyeball it")
        .bash("module load R/4.3.2 && Rscript -e 'res <- readRDS(\"results/de/KO_vs_WT.rds\"); cat(sum(res$padj < 0.05, na.rm=TRUE))'", "1287")
        .assistant("1,287 genes at padj < 0.05; full table is results/de/KO_vs_WT_sig.csv.")
        .user("thx. for the revision, due Dec 12: add the sensitivity analysis without S14 and the TMM comparison as a supplementary figure")
        .stop("Noted."),
    planted: [{ kind: "task", keys: ["sensitivity", "s14"] }],
  },
  {
    id: "b141-maintenance",
    build: (s) =>
      s
        .user("why are my jobs all pending with reason (ReqNodeNotAvail, Reserved for maintenance)")
        .bash(
          "scontrol show reservation | head -3",
          "ReservationName=maint_dec StartTime=2026-12-01T06:00:00 EndTime=2026-12-01T18:00:00 Duration=12:00:00\n   Nodes=cn[001-240] NodeCnt=240 Flags=MAINT,IGNORE_JOBS\n   Users=root",
        )
        .assistant("There's a maintenance reservation on all 240 nodes on 1 Dec from 06:00 to 18:00; jobs whose time limit would run into it stay pending.")
        .user(
          "ah yes. the cluster has maintenance every first Tuesday of the month from 6am, scheduler drained the night before. so for long runs check the calendar first",
        )
        .assistant("Got it. Your pending jobs request 3 days, so they'll start after the window; shortening --time to 2 days would let them start now.")
        .user("nah leave them")
        .stop(),
    planted: [{ kind: "fact", keys: ["first tuesday"] }],
  },
  {
    id: "b141-vep-offline",
    build: (s) =>
      s
        .user("annotate the filtered VCF with VEP")
        .bash("ls /shared/refs/vep/", "homo_sapiens/\nhomo_sapiens_refseq/\nREADME")
        .bash("ls /shared/refs/vep/homo_sapiens/", "111_GRCh38")
        .assistant("The VEP cache on the cluster is release 111 for GRCh38 in /shared/refs/vep. I'll run vep with --cache --dir_cache /shared/refs/vep.")
        .user("always add --offline to VEP runs here, otherwise it tries to hit the ensembl REST server and hangs on the compute nodes")
        .bash(
          "vep -i results/vcf/cohort.filt.vcf.gz --cache --offline --dir_cache /shared/refs/vep --cache_version 111 --vcf -o results/vcf/cohort.vep.vcf --fork 8 2>&1 | tail -1",
          "Finished!",
        )
        .assistant("Annotated: results/vcf/cohort.vep.vcf.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["--offline"] },
      { kind: "fact", keys: ["111"] },
    ],
  },
  {
    id: "b141-nf-lint",
    build: (s) =>
      s
        .user("open an MR for the quant subworkflow change")
        .bash(
          "nf-core lint --dir . 2>&1 | tail -4",
          "╭───────────────────────╮\n│ LINT RESULTS SUMMARY  │\n│ [✔] 182 Tests Passed  │\n│ [!]   3 Test Warnings │",
        )
        .assistant("Lint passes with 3 warnings (TODO strings left in the template: 'TODO nf-core: Add all required tools'). Pushing the branch.")
        .bash(
          "git push -u origin quant-channels && glab mr create --fill --target-branch dev",
          "Creating merge request for quant-channels into dev in sharmalab/rnaseq-pipeline\n!42 quant: fix salmon channel join",
        )
        .user("good. for the record, MRs on this repo target dev, never main; main only gets merged from dev when we tag a release")
        .assistant("Understood, dev is the target branch.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["dev", "main"] }],
  },
  {
    id: "b141-mirna",
    build: (s) =>
      s
        .user("for the miRNA libraries, smrnaseq or our own thing?")
        .assistant(
          "nf-core/smrnaseq 2.3.1 handles QIAseq UMIs and mirtop; our own script would need the UMI dedup written. I'd go with smrnaseq unless you need something custom.",
        )
        .user("I was thinking of writing our own, but no, let's go with nf-core/smrnaseq 2.3.1 with the qiaseq protocol")
        .bash(
          "nextflow pull nf-core/smrnaseq -r 2.3.1",
          "Checking nf-core/smrnaseq ...\n downloaded from https://github.com/nf-core/smrnaseq.git - revision: 3e7c8d1 [2.3.1]",
        )
        .assistant("Pulled 2.3.1. The miRBase version it uses is 22.1 by default.")
        .user("fine. TODO before the first real run: get the adapter and UMI layout confirmed by the QIAseq kit sheet, I'm not sure it's the v2 kit")
        .stop("OK."),
    planted: [
      { kind: "decision", keys: ["smrnaseq"] },
      { kind: "task", keys: ["qiaseq", "kit"] },
    ],
  },
  {
    id: "b141-tximport",
    build: (s) =>
      s
        .user("tximport keeps giving 'None of the transcripts in the quantification files are present in the first column of tx2gene'")
        .bash(
          "head -2 results/salmon/P01/quant.sf | cut -f1; head -2 refs/tx2gene.tsv",
          "Name\nENST00000456328.2|ENSG00000290825.1|-|-|DDX11L2-202|DDX11L2|1657|lncRNA|\nENST00000456328\tENSG00000290825",
        )
        .assistant(
          "The salmon index was built from the GENCODE fasta without `--gencode`, so transcript names keep the full pipe-separated header, and the tx2gene has unversioned IDs. Either rebuild the index with --gencode or strip the names in R.",
        )
        .user("strip them in R for now, rebuilding takes an hour")
        .file("Edit", "R/01_tximport.R")
        .bash(
          "module load R/4.3.2 && Rscript R/01_tximport.R",
          "reading in files with read_tsv\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24\ntranscripts missing from tx2gene: 0\nsummarizing abundance",
        )
        .assistant(
          "Works now. For future builds, remember: salmon index on GENCODE transcript fasta needs --gencode, otherwise the names keep the full header.",
        )
        .user("yep, and next time we rebuild the salmon index we pass --gencode, TODO for the refs rebuild")
        .stop(),
    planted: [
      { kind: "fact", keys: ["--gencode"] },
      { kind: "task", keys: ["--gencode", "rebuild"] },
    ],
  },
  {
    id: "b141-multiqc-name",
    build: (s) =>
      s
        .user("where did the multiqc report end up")
        .bash("ls results/multiqc/", "multiqc_data/\nmultiqc_plots/\nmultiqc_report.html")
        .assistant("results/multiqc/multiqc_report.html.")
        .user(
          "pls name multiqc reports after the run id, like multiqc_run2311.html, every time. with generic names they get overwritten when I copy them to the share",
        )
        .file("Edit", "conf/custom.config")
        .bash(
          "nextflow run main.nf -profile apptainer -resume --multiqc_title run2311 2>&1 | tail -1; ls results/multiqc/",
          "Succeeded   : 1\nmultiqc_data/\nmultiqc_plots/\nmultiqc_run2311.html",
        )
        .assistant("Set `multiqc_title` from the run id in conf/custom.config; the report is now results/multiqc/multiqc_run2311.html.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["multiqc", "run id"] }],
  },
  {
    id: "b141-seeds",
    build: (s) =>
      s
        .user("the UMAP looks different every time I rerun the seurat script, is that the clustering or the layout?")
        .bash(
          "grep -n 'RunUMAP\\|FindClusters\\|set.seed' R/sc/02_cluster.R",
          "41:obj <- FindClusters(obj, resolution = 0.6)\n44:obj <- RunUMAP(obj, dims = 1:30)",
        )
        .assistant(
          "RunUMAP defaults to seed.use = 42, so the layout should be stable; but there's no set.seed before the FindClusters/Leiden step and you switched to algorithm 4 last week. Probably the Leiden run, but I'm not certain without testing.",
        )
        .user("whatever it is: every R script that does anything random sets set.seed(20231) at the top, that's the lab convention, put it in")
        .file("Edit", "R/sc/02_cluster.R")
        .assistant("Added set.seed(20231) at the top of R/sc/02_cluster.R.")
        .user("and later we should check the cluster stability across resolutions with clustree, maybe next week")
        .stop("OK."),
    planted: [
      { kind: "instruction", keys: ["20231"] },
      { kind: "task", keys: ["clustree"] },
    ],
  },
  {
    id: "b141-tmp-dir",
    build: (s) =>
      s
        .user("samtools sort is failing with 'No space left on device' on the compute nodes")
        .bash("srun -p short df -h /tmp | tail -1", "tmpfs           8.0G  8.0G     0 100% /tmp")
        .assistant(
          "/tmp on the compute nodes is an 8 GB tmpfs, so samtools sort's temporary files fill it for large BAMs. Local NVMe is mounted at /local_scratch on each node.",
        )
        .user("yep, point TMPDIR at /local_scratch for every process, do it in the config so it applies everywhere")
        .file("Edit", "conf/custom.config")
        .bash("grep -n TMPDIR conf/custom.config", "12:    beforeScript = 'export TMPDIR=/local_scratch/$SLURM_JOB_ID'")
        .assistant("Added a beforeScript that exports TMPDIR=/local_scratch/$SLURM_JOB_ID for all processes.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["8 gb", "tmp"] },
      { kind: "instruction", keys: ["tmpdir", "local_scratch"] },
    ],
  },
  {
    id: "b141-empty-resume",
    build: (s) =>
      s
        .user("does -resume work if I change the params file but not the code?")
        .assistant(
          "Yes, as long as a process's inputs, script and container are unchanged its cached result is reused; tasks whose inputs depend on the changed params rerun.",
        )
        .user("and if I move the work dir?")
        .assistant(
          "Then the cache won't be found; the task hashes are stored under .nextflow/cache and point at work-dir paths, so -resume will rerun everything.",
        )
        .user("ok makes sense, thanks")
        .stop("You're welcome."),
    planted: [],
  },
  {
    id: "b141-empty-typo",
    build: (s) =>
      s
        .user("typo in the README, it says 'referece genome', fix that pls")
        .file("Edit", "README.md")
        .assistant("Fixed: 'reference genome'.")
        .user("and run the R tests while you're at it")
        .bash(
          "module load R/4.3.2 && Rscript -e 'testthat::test_dir(\"tests/testthat\")'",
          "✔ | F W S  OK | Context\n✔ |         12 | filter_samples\n✔ |          8 | tximport\n══ Results ═════\n[ FAIL 0 | WARN 0 | SKIP 0 | PASS 20 ]",
        )
        .assistant("All 20 tests pass.")
        .stop(),
    planted: [],
  },
  {
    id: "b141-empty-log-quote",
    build: (s) =>
      s
        .user("what does this warning mean, it's in every run")
        .bash(
          "grep WARN .nextflow.log | sort | uniq -c | head -3",
          "  24 WARN  nextflow.processor.TaskProcessor - [SALMON_QUANT] Task output should never be written outside the task work dir\n   1 WARN  nextflow.Session - TODO: the `publishDir.mode` default will change to 'copy' in a future release; always set it explicitly",
        )
        .assistant(
          "Two warnings. The first comes from a module writing to an absolute path; the second is a deprecation notice about publishDir's default mode. Neither affects the results as far as I can tell, though I haven't checked which SALMON_QUANT option triggers the first.",
        )
        .user("hmm, maybe it's the --writeUnmappedNames option? not sure")
        .assistant(
          "Possibly, it writes aux_info/unmapped_names.txt, but that's inside the task dir. Could also be the lib_format_counts path. I'd have to test to know.",
        )
        .user("not worth it right now, leave it")
        .stop("Leaving it."),
    planted: [],
  },
  {
    id: "b141-empty-chat",
    build: (s) =>
      s
        .user("morning. queue is brutal today, 400 jobs ahead of me")
        .bash("squeue -p long -t PD | wc -l", "412")
        .assistant(
          "412 pending on long right now. Your jobs are priority-ranked by fairshare; anything short you have could go to the short partition instead.",
        )
        .user("nothing short today. I'll just grab a coffee and wait")
        .assistant("Sounds like a plan.")
        .stop(),
    planted: [],
  },
  {
    id: "b141-empty-hypothesis",
    build: (s) =>
      s
        .user("the KO samples have way fewer reads on chrY genes. I wonder if some of them are female, that would explain the PC2 split")
        .bash(
          'module load R/4.3.2 && Rscript -e \'v <- readRDS("results/de/vst.rds"); print(round(assay(v)[c("XIST","RPS4Y1"), 1:6], 1))\'',
          "       KO1  KO2  KO3  WT1  WT2  WT3\nXIST   5.1 12.8  4.9  5.0  4.8  5.2\nRPS4Y1 11.9  4.2 12.1 12.0 11.7 12.2",
        )
        .assistant(
          "KO2 has high XIST and low RPS4Y1, so it looks female; the other five look male. That's one sample, it could explain part of PC2 but not the whole split.",
        )
        .user("huh. or the metadata is wrong. could be a swap with a female from the other litter?")
        .assistant(
          "Possible; I can't tell from expression alone whether it's a swap or a female animal that was mislabelled. The genotyping records would settle it.",
        )
        .user("I'll ask at the lab meeting, maybe")
        .stop(),
    planted: [],
  },
  {
    id: "b141-empty-proposal",
    build: (s) =>
      s
        .user("should we switch from STAR to HISAT2 to save memory?")
        .assistant(
          "HISAT2 needs about 8 GB instead of ~32 GB, and it's faster; STAR is more sensitive for novel junctions. Since you quantify with salmon anyway, the aligner mostly matters for QC and the bigwigs.",
        )
        .user("what about just dropping the alignment and doing salmon only?")
        .assistant("That works for DE but you'd lose RSeQC, Qualimap and the coverage tracks, which the reviewers asked for.")
        .user("hm, ok, let me think about it, not deciding today")
        .bash("sacct -u mkaur -S 2026-11-01 --format=JobName%20,MaxRSS | grep -c STAR", "96")
        .assistant("For reference, you've run 96 STAR jobs this month.")
        .stop(),
    planted: [],
  },
  {
    id: "b141-empty-status",
    build: (s) =>
      s
        .user("is the run finished?")
        .bash(
          "tail -n 5 .nextflow.log",
          "Nov-21 07:41:02.114 [main] DEBUG nextflow.Session - Session await > all processes finished\nNov-21 07:41:02.201 [main] INFO  nextflow.Nextflow - Completed at: 21-Nov-2026 07:41:02\nDuration    : 9h 12m 40s\nCPU hours   : 611.4\nSucceeded   : 412",
        )
        .assistant("Yes, it completed at 07:41 this morning: 412 tasks succeeded in 9h13m, 611 CPU hours. Results are in results/.")
        .user("great, and the multiqc looks ok?")
        .bash("grep -c 'fail' results/multiqc/multiqc_data/multiqc_general_stats.txt", "0")
        .assistant("No failing samples in the general stats table.")
        .user("cool")
        .stop(),
    planted: [],
  },
  {
    id: "b141-empty-withdrawn",
    build: (s) =>
      s
        .user("let's rename all the sample IDs to the clinical IDs in the samplesheet")
        .assistant("Okay, I'll need the mapping table. Is it in data/metadata?")
        .user("actually no, scratch that, the clinical IDs can't go into the repo, data protection. keep the P01.. names")
        .assistant("Understood, leaving the sample names unchanged.")
        .user("sorry for the noise")
        .bash("git status --short", "")
        .stop("Nothing changed."),
    planted: [],
  },
  {
    id: "b141-empty-question",
    build: (s) =>
      s
        .user("what's the difference between lfcShrink with apeglm and ashr? which one is better for the volcano")
        .assistant(
          "apeglm needs a coefficient (not a contrast) and gives the strongest shrinkage for low-count genes; ashr works with contrasts and handles multi-level comparisons. For a simple KO vs WT coefficient both are fine; apeglm is the DESeq2 vignette's default recommendation.",
        )
        .user("and normal?")
        .assistant(
          "The original 'normal' prior is kept for backward compatibility; the vignette suggests apeglm or ashr instead since normal can over-shrink large true effects.",
        )
        .user("ok I'll read the vignette")
        .bash("module load R/4.3.2 && Rscript -e 'packageVersion(\"apeglm\")'", "[1] '1.24.0'")
        .stop("apeglm 1.24.0 is installed if you want to try it."),
    planted: [],
  },
  {
    id: "b141-empty-quoted-config",
    build: (s) =>
      s
        .user("what's in the base.config of nf-core/rnaseq regarding retries?")
        .bash(
          "sed -n 14,20p ~/.nextflow/assets/nf-core/rnaseq/conf/base.config",
          "process {\n    cpus   = { check_max( 1    * task.attempt, 'cpus'   ) }\n    memory = { check_max( 6.GB * task.attempt, 'memory' ) }\n    // TODO nf-core: Check the defaults for all processes\n    errorStrategy = { task.exitStatus in ((130..145) + 104) ? 'retry' : 'finish' }\n    maxRetries    = 1\n    // must always be overridable by custom configs\n",
        )
        .assistant(
          "The base config retries once on exit codes 130-145 and 104, scaling cpus and memory by task.attempt; anything else finishes the run. The TODO and 'must always be overridable' lines are template comments.",
        )
        .user("so one retry by default, got it")
        .stop(),
    planted: [],
  },
  {
    id: "b141-repo-conventions",
    build: (s) =>
      s
        .user(
          "you're new to this repo so a few conventions before you start on the methylation stuff:\n- results dirs are named YYYY-MM-DD_short-description, e.g. results/2026-11-20_ko-vs-wt\n- no tidyverse in the pipeline scripts, base R + data.table only (ggplot is fine for plots)\n- conf/ has one config per cluster and conf/hpc_uni.config is the one for this cluster, the others are for the old machine\nnow, can you list what's in bin/?",
        )
        .bash("ls bin/ conf/", "bin/:\nmake_tx2gene.py\nmerge_counts.R\nsummarise_qc.py\n\nconf/:\nhpc_old.config\nhpc_uni.config\ntest.config")
        .assistant(
          "bin/ has make_tx2gene.py, merge_counts.R and summarise_qc.py. merge_counts.R currently loads dplyr and readr; want me to port it to data.table?",
        )
        .user("yes please")
        .file("Edit", "bin/merge_counts.R")
        .bash(
          "Rscript bin/merge_counts.R results/salmon > /tmp/merged.tsv && head -2 /tmp/merged.tsv | cut -f1-3",
          "gene_id\tP01\tP02\nENSG00000000003.15\t1204\t988",
        )
        .assistant("Ported merge_counts.R to data.table (fread/rbindlist/dcast); output identical to before.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["yyyy-mm-dd"] },
      { kind: "instruction", keys: ["data.table"] },
      { kind: "fact", keys: ["hpc_uni.config"] },
    ],
  },
  {
    id: "b141-bigwig",
    build: (s) =>
      s
        .user("need bigwigs for the ChIP so I can look in IGV")
        .bash("bamCoverage --version", "bamCoverage 3.5.4")
        .assistant(
          "deepTools 3.5.4 is available. I'd normalise with `--normalizeUsing CPM --binSize 10 --extendReads 200` and exclude the blacklist; RPGC would need an effective genome size per read length. OK to go with CPM?",
        )
        .user("ya CPM is fine, go")
        .bash(
          'for b in bam/*.bam; do sbatch -p short --wrap "bamCoverage -b $b -o bw/$(basename $b .bam).bw --normalizeUsing CPM --binSize 10 --extendReads 200 -bl /shared/refs/GRCh38/blacklist/hg38-blacklist.v2.bed.gz -p 8"; done',
          "Submitted batch job 4420111\nSubmitted batch job 4420112\nSubmitted batch job 4420113\nSubmitted batch job 4420114",
        )
        .assistant("Four bamCoverage jobs submitted, bigwigs will land in bw/.")
        .user("cool. eventually we want a UCSC track hub for all the bigwigs so collaborators can browse them, but that's for later")
        .stop("OK, not doing the hub now."),
    planted: [
      { kind: "decision", keys: ["cpm"] },
      { kind: "task", keys: ["track hub"] },
    ],
  },
  {
    id: "b141-duplicates",
    build: (s) =>
      s
        .user("duplication is like 35-50% on the RNA-seq, should we remove dups before counting? I've seen people do both")
        .bash("grep -h PERCENT_DUPLICATION -A1 results/picard/*.metrics.txt | grep -v PERCENT | cut -f9 | sort -n | sed -n '1p;$p'", "0.3512\n0.4987")
        .assistant(
          "35-50% is typical for deep polyA RNA-seq of highly expressed genes; without UMIs you can't tell PCR duplicates from genuinely abundant transcripts, so removing them biases counts down for high expressers. I'd keep marking them with Picard MarkDuplicates for QC only and count all reads.",
        )
        .user("yeah that's what I thought. ok decided: MarkDuplicates for QC only, we never remove duplicates for the RNA-seq counts")
        .file("Edit", "conf/custom.config")
        .assistant("Confirmed in the config: MarkDuplicates runs with REMOVE_DUPLICATES=false and featureCounts counts duplicates.")
        .stop(),
    planted: [{ kind: "decision", keys: ["markduplicates"] }],
  },
  {
    id: "b141-gzip-jonas",
    build: (s) =>
      s
        .user("copy the count matrix to the share for the clinicians")
        .bash(
          "cp results/counts/gene_counts.tsv /share/sharma_clinical/2026-11/ && ls -lh /share/sharma_clinical/2026-11/",
          "-rw-rw-r-- 1 mkaur sharma_lab 412M Nov 22 11:02 gene_counts.tsv",
        )
        .assistant("Copied, 412 MB.")
        .user("oof. pls alwyas gzip the count tables before putting them on the share, the sync client chokes on big tsvs. redo it")
        .bash(
          "gzip -c results/counts/gene_counts.tsv > /share/sharma_clinical/2026-11/gene_counts.tsv.gz && rm /share/sharma_clinical/2026-11/gene_counts.tsv && ls -lh /share/sharma_clinical/2026-11/",
          "-rw-rw-r-- 1 mkaur sharma_lab 61M Nov 22 11:04 gene_counts.tsv.gz",
        )
        .assistant("Replaced with gene_counts.tsv.gz (61 MB).")
        .user("thx. oh and remind me to ask Jonas for the EPIC array idat files, we can't start the methylation part without them")
        .stop("Will remind you."),
    planted: [
      { kind: "instruction", keys: ["gzip"] },
      { kind: "task", keys: ["jonas", "idat"] },
    ],
  },
  {
    id: "b141-core-sftp",
    build: (s) =>
      s
        .user("is run2312 from the core on their sftp yet?")
        .bash("sftp -b - seqcore@sftp.genomics.uni.example <<< 'ls /outgoing/sharma' 2>&1 | tail -3", "sftp> ls /outgoing/sharma\nrun2311\nrun2312")
        .assistant("Yes, run2312 is there next to run2311.")
        .user(
          "ok, important: the core deletes everything from their sftp 14 days after delivery, no backups. run2312 was delivered Monday, so we have to pull it down before Friday next week, can you note that as open. not now, the transfer node is down today",
        )
        .bash("ping -c1 -W2 xfer01 >/dev/null; echo $?", "1")
        .assistant("Confirmed, xfer01 isn't reachable at the moment. I've left run2312 on the sftp.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["14 days"] },
      { kind: "task", keys: ["run2312"] },
    ],
  },
  {
    id: "b141-nxf-version",
    build: (s) =>
      s
        .user("which nextflow version should the pipeline require? the module default is 23.10.1")
        .bash("module load nextflow && nextflow -version | grep version", "      version 23.10.1 build 5891")
        .assistant("23.10.1 works for nf-core/rnaseq 3.14.0. We could set `manifest.nextflowVersion = '!>=23.10.1'`.")
        .user("ok let's require 23.10.1 then")
        .file("Edit", "nextflow.config")
        .assistant("Set. Note the local quant subworkflow uses `topic` channels, which are only stable in 24.04.")
        .user("oh. then no, we pin NXF_VER=24.04.4 in the run script and require >=24.04.4 in the manifest, forget 23.10")
        .file("Edit", "nextflow.config")
        .file("Edit", "scripts/run_head.sbatch")
        .assistant("Done: manifest requires !>=24.04.4 and run_head.sbatch exports NXF_VER=24.04.4.")
        .stop(),
    planted: [{ kind: "decision", keys: ["24.04.4"] }],
  },
  {
    id: "b141-gsea",
    build: (s) =>
      s
        .user("GSEA on the KO vs WT ranking, what's quickest")
        .assistant(
          "fgsea on the shrunken log2FC (or the Wald stat) with msigdbr gene sets. Or clusterProfiler::GSEA, which wraps fgsea anyway. Which collections do you want?",
        )
        .user(
          "fgsea directly, with hallmark + reactome from msigdbr. and in every GSEA table we report NES and padj, not the raw p values, the PI is strict about that",
        )
        .file("Write", "R/08_gsea.R")
        .bash(
          "module load R/4.3.2 && Rscript R/08_gsea.R",
          "Hallmark: 14 sets at padj < 0.05\nReactome: 87 sets at padj < 0.05\nWrote results/gsea/KO_vs_WT_fgsea.csv",
        )
        .assistant("R/08_gsea.R: 14 hallmark and 87 Reactome sets at padj < 0.05; the table has pathway, NES, padj and leading edge size only.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["fgsea"] },
      { kind: "instruction", keys: ["nes", "padj"] },
    ],
  },
  {
    id: "b141-umask",
    build: (s) =>
      s
        .user("Tom says he gets permission denied on my results folder, why")
        .bash(
          "ls -ld /project/lab_sharma/results/2026-11-20_ko-vs-wt && umask",
          "drwx--S--- 6 mkaur sharma_lab 4096 Nov 20 18:12 /project/lab_sharma/results/2026-11-20_ko-vs-wt\n0077",
        )
        .assistant(
          "The directory has no group permissions: your umask is 0077, probably set in ~/.bashrc, so everything you create is private even though the setgid bit gives it the sharma_lab group.",
        )
        .bash("grep -n umask ~/.bashrc", "23:umask 077")
        .user(
          "ah, that's from the old cluster template. so the root cause is the umask 077 in my bashrc. change it, and going forward keep umask 002 for all work on /project so the group can read and write",
        )
        .file("Edit", "/home/mkaur/.bashrc")
        .bash(
          "chmod -R g+rwX /project/lab_sharma/results/2026-11-20_ko-vs-wt && ls -ld /project/lab_sharma/results/2026-11-20_ko-vs-wt",
          "drwxrws--- 6 mkaur sharma_lab 4096 Nov 20 18:12 /project/lab_sharma/results/2026-11-20_ko-vs-wt",
        )
        .assistant("Fixed the folder's group permissions and set umask 002 in ~/.bashrc.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["umask 077"] },
      { kind: "instruction", keys: ["umask 002"] },
    ],
  },
  {
    id: "b141-wgs-aligner",
    build: (s) =>
      s
        .user("for the 12 WGS samples, bwa-mem or bwa-mem2? and is parabricks an option?")
        .bash("sinfo -p gpu -o '%P %a %D %G'", "PARTITION AVAIL NODES GRES\ngpu up 8 gpu:a100:4")
        .bash("sacctmgr show assoc user=mkaur format=Account,Partition | grep -c gpu", "0")
        .assistant(
          "There are 8 A100 nodes, but your account has no association with the gpu partition, so Parabricks is out for now. bwa-mem2 gives identical alignments to bwa-mem at roughly 2x the speed; the index needs ~64 GB to build.",
        )
        .user("bwa-mem2 for the WGS then. and TODO once our gpu allocation comes through: benchmark parabricks fq2bam against bwa-mem2 on two of the samples")
        .file("Edit", "conf/wgs.config")
        .assistant("conf/wgs.config now uses bwa-mem2.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["bwa-mem2"] },
      { kind: "task", keys: ["parabricks"] },
    ],
  },
  {
    id: "b141-max-memory",
    build: (s) =>
      s
        .user("can I give the WGS bwa-mem2 index build 700 GB? the bigmem nodes have 1.5 TB")
        .bash("grep -n 'max_' conf/hpc_uni.config", "4:    max_memory = '500.GB'\n5:    max_cpus   = 64\n6:    max_time   = '336.h'")
        .assistant(
          "conf/hpc_uni.config caps every process at max_memory 500 GB and 64 CPUs, so a 700 GB request would be capped to 500 GB anyway. I'm not sure whether that cap is a cluster policy or just a conservative default.",
        )
        .user(
          "it's policy: the bigmem nodes are reserved for the genomics core, we're allowed at most 500 GB per job. so 500 it is, that's plenty for the index anyway",
        )
        .bash(
          "sbatch -p long --mem=120G -c 16 --wrap 'bwa-mem2 index -p /scratch/mkaur/refs/GRCh38_bwamem2/GRCh38 GRCh38.primary_assembly.genome.fa'",
          "Submitted batch job 4421530",
        )
        .assistant("Submitted the index build with 120 GB, well under the limit.")
        .stop(),
    planted: [{ kind: "fact", keys: ["500 gb"] }],
  },
  {
    id: "b141-enrichment-module",
    build: (s) =>
      s
        .user("run R/05_enrichment.R for the new contrasts, HET vs WT too")
        .file("Edit", "R/05_enrichment.R")
        .bash(
          "module load R/4.3.2 && Rscript R/05_enrichment.R --contrast HET_vs_WT",
          "GO BP: 212 terms at p.adjust < 0.05\nWrote results/enrichment/HET_vs_WT_go_bp.csv",
        )
        .assistant("212 GO BP terms at p.adjust < 0.05 for HET vs WT, table in results/enrichment/.")
        .user(
          "good. it's annoying that this lives outside the pipeline though. next sprint: port the enrichment step into the nextflow pipeline as a proper local module so it runs after DESeq2",
        )
        .assistant("Noted for next sprint; I haven't changed the pipeline.")
        .stop(),
    planted: [{ kind: "task", keys: ["enrichment", "module"] }],
  },
  {
    id: "b141-empty-validation-error",
    build: (s) =>
      s
        .user("pipeline won't start, something about the samplesheet")
        .bash(
          "nextflow run nf-core/rnaseq -r 3.14.0 -profile apptainer --input data/samplesheets/run2311.csv --outdir results 2>&1 | grep -A3 'ERROR'",
          "ERROR ~ Validation of pipeline parameters failed!\n * --input (data/samplesheets/run2311.csv): Validation of file failed:\n    -> Entry 7: Missing required field(s): fastq_1\n    -> Entry 7: FastQ file for reads 1 must be provided, cannot contain spaces and must have extension '.fq.gz' or '.fastq.gz'",
        )
        .assistant("Row 7 has an empty fastq_1. Looks like P07's R1 path is missing.")
        .file("Read", "data/samplesheets/run2311.csv")
        .assistant("Line 8 (entry 7) is `P07,,data/raw/run2311/P07_S7_L002_R2_001.fastq.gz,auto`. I filled in the R1 path; the file exists.")
        .user("weird, no idea how that happened. ok start it")
        .bash("sbatch scripts/run_head.sbatch", "Submitted batch job 4421702")
        .stop("Submitted as job 4421702."),
    planted: [],
  },
  {
    id: "b141-empty-friday",
    build: (s) =>
      s
        .user("anything still running of mine? want to log off for the weekend")
        .bash("squeue -u mkaur -h | wc -l", "0")
        .assistant("Nothing queued or running under your user.")
        .user("perfect. have a good weekend, I'll be back monday and probably look at the ATAC stuff, or maybe not, depends on the PI")
        .assistant("Have a good weekend!")
        .stop(),
    planted: [],
  },
];

export const BLIND141 = plantedSet(BLIND141_SESSIONS, Date.UTC(2026, 10, 19, 9));
